//===- CleaveOps.cpp - cleave ops -----------------------------------------===//
//
// The mesh op's syntax and verifier, and the type relations of the
// constraint and collective ops (checked against the mesh they name).
//
//===----------------------------------------------------------------------===//

#include "cleave/IR/CleaveOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/CheckedArithmetic.h"

#include <limits>

using namespace mlir;
using namespace mlir::cleave;

//===----------------------------------------------------------------------===//
// MeshOp
//===----------------------------------------------------------------------===//

ParseResult MeshOp::parse(OpAsmParser &parser, OperationState &result) {
  StringAttr name;
  if (parser.parseSymbolName(name, getSymNameAttrName(result.name),
                             result.attributes) ||
      parser.parseEqual() || parser.parseLess() || parser.parseLSquare())
    return failure();
  SmallVector<Attribute> names;
  SmallVector<int64_t> sizes;
  if (failed(parser.parseOptionalRSquare())) {
    do {
      std::string axis;
      int64_t size;
      if (parser.parseString(&axis) || parser.parseEqual() ||
          parser.parseInteger(size))
        return failure();
      names.push_back(parser.getBuilder().getStringAttr(axis));
      sizes.push_back(size);
    } while (succeeded(parser.parseOptionalComma()));
    if (parser.parseRSquare())
      return failure();
  }
  if (parser.parseGreater() ||
      parser.parseOptionalAttrDict(result.attributes))
    return failure();
  result.addAttribute(getAxisNamesAttrName(result.name),
                      parser.getBuilder().getArrayAttr(names));
  result.addAttribute(getAxisSizesAttrName(result.name),
                      parser.getBuilder().getDenseI64ArrayAttr(sizes));
  return success();
}

void MeshOp::print(OpAsmPrinter &printer) {
  printer << " ";
  printer.printSymbolName(getSymName());
  printer << " = <[";
  for (int64_t i = 0, e = getNumAxes(); i < e; ++i) {
    if (i)
      printer << ", ";
    printer << getAxisNames()[i] << "=" << getAxisSizes()[i];
  }
  printer << "]>";
  printer.printOptionalAttrDict(
      (*this)->getAttrs(),
      {getSymNameAttrName(), getAxisNamesAttrName(), getAxisSizesAttrName()});
}

LogicalResult MeshOp::verify() {
  if (getAxisNames().size() != getAxisSizes().size())
    return emitOpError() << "has " << getAxisNames().size()
                         << " axis names but " << getAxisSizes().size()
                         << " axis sizes";
  if (getAxisSizes().empty())
    return emitOpError() << "must have at least one axis";
  llvm::SmallDenseSet<StringRef> seen;
  for (int64_t i = 0, e = getNumAxes(); i < e; ++i) {
    StringRef name = getAxisName(i);
    if (name.empty())
      return emitOpError() << "axis #" << i << " has an empty name";
    if (!seen.insert(name).second)
      return emitOpError() << "axis \"" << name << "\" is declared twice";
    if (getAxisSizes()[i] <= 0)
      return emitOpError() << "axis \"" << name
                           << "\" must have a positive size, got "
                           << getAxisSizes()[i];
  }
  // Every later product of axis sizes (group sizes, device ids) is bounded
  // by this one, so checking it here keeps them all in range.
  int64_t n = 1;
  for (int64_t i = 0, e = getNumAxes(); i < e; ++i)
    if (std::optional<int64_t> p = llvm::checkedMul(n, getAxisSizes()[i]))
      n = *p;
    else
      return emitOpError() << "has too many devices: the product of the axis "
                              "sizes overflows int64 at axis \""
                           << getAxisName(i) << "\" (size "
                           << getAxisSizes()[i] << ")";
  return success();
}

/// Saturates at INT64_MAX; a verified mesh never reaches it.
static int64_t saturatingProduct(ArrayRef<int64_t> sizes) {
  int64_t n = 1;
  for (int64_t s : sizes) {
    std::optional<int64_t> p = llvm::checkedMul(n, s);
    if (!p)
      return std::numeric_limits<int64_t>::max();
    n = *p;
  }
  return n;
}

int64_t MeshOp::getNumDevices() { return saturatingProduct(getAxisSizes()); }

std::optional<unsigned> MeshOp::getAxisIndex(StringRef name) {
  for (unsigned i = 0, e = getNumAxes(); i < e; ++i)
    if (getAxisName(i) == name)
      return i;
  return std::nullopt;
}

std::optional<int64_t> MeshOp::getAxisSize(StringRef name) {
  if (std::optional<unsigned> i = getAxisIndex(name))
    return getAxisSizes()[*i];
  return std::nullopt;
}

int64_t MeshOp::getGroupSize(ArrayRef<StringAttr> axes) {
  SmallVector<int64_t> sizes;
  for (StringAttr axis : axes)
    sizes.push_back(getAxisSize(axis.getValue()).value_or(1));
  return saturatingProduct(sizes);
}

//===----------------------------------------------------------------------===//
// ConstraintOp
//===----------------------------------------------------------------------===//

LogicalResult
ConstraintOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  if (failed(getSharding().verifyFor(getOperation(), getInput().getType(),
                                     [&]() { return emitOpError(); })))
    return failure();
  if (getSharding().hasPerPartDims())
    return emitOpError() << "splits a dim per part ('{...}xN'); only function "
                            "arguments may";
  return success();
}

//===----------------------------------------------------------------------===//
// Collectives
//===----------------------------------------------------------------------===//

template <typename OpT>
static MeshOp lookupCollectiveMesh(OpT op, SymbolTableCollection &tables) {
  return tables.lookupNearestSymbolFrom<MeshOp>(op.getOperation(),
                                                op.getMeshAttr());
}

#define CLEAVE_DEFINE_LOOKUP_MESH(OpT)                                        \
  MeshOp OpT::lookupMesh(SymbolTableCollection &tables) {                     \
    return lookupCollectiveMesh(*this, tables);                               \
  }
CLEAVE_DEFINE_LOOKUP_MESH(AllReduceOp)
CLEAVE_DEFINE_LOOKUP_MESH(AllGatherOp)
CLEAVE_DEFINE_LOOKUP_MESH(ReduceScatterOp)
CLEAVE_DEFINE_LOOKUP_MESH(AllToAllOp)
CLEAVE_DEFINE_LOOKUP_MESH(AllSliceOp)
CLEAVE_DEFINE_LOOKUP_MESH(CollectivePermuteOp)
CLEAVE_DEFINE_LOOKUP_MESH(GroupIndexOp)
CLEAVE_DEFINE_LOOKUP_MESH(SendOp)
CLEAVE_DEFINE_LOOKUP_MESH(RecvOp)
CLEAVE_DEFINE_LOOKUP_MESH(BarrierOp)
#undef CLEAVE_DEFINE_LOOKUP_MESH

/// Resolves the mesh and checks the axes; returns the group size, or 0 after
/// reporting an error.
template <typename OpT>
static int64_t verifyMeshAndAxes(OpT op, SymbolTableCollection &tables) {
  MeshOp mesh = op.lookupMesh(tables);
  if (!mesh) {
    op.emitOpError() << "refers to " << op.getMeshAttr()
                     << ", which is not a cleave.mesh";
    return 0;
  }
  if (op.getAxes().empty()) {
    op.emitOpError() << "must name at least one mesh axis";
    return 0;
  }
  llvm::SmallDenseSet<StringAttr> seen;
  for (StringAttr axis : op.getAxisAttrs()) {
    if (!mesh.getAxisIndex(axis.getValue())) {
      op.emitOpError() << "mesh " << op.getMeshAttr() << " has no axis "
                       << axis;
      return 0;
    }
    if (!seen.insert(axis).second) {
      op.emitOpError() << "lists mesh axis " << axis << " twice";
      return 0;
    }
  }
  int64_t n = mesh.getGroupSize(op.getAxisAttrs());
  if (n == std::numeric_limits<int64_t>::max()) {
    op.emitOpError() << "group of mesh " << op.getMeshAttr()
                     << " has too many devices (the product of its axis "
                        "sizes overflows int64)";
    return 0;
  }
  return n;
}

static LogicalResult checkDim(Operation *op, StringRef what, int64_t dim,
                              int64_t rank) {
  if (dim < 0 || dim >= rank)
    return op->emitOpError() << what << " " << dim
                             << " is out of range for a rank-" << rank
                             << " tensor";
  return success();
}

/// Checks that `result` is `operand` with dim `mulDim` multiplied by `factor`
/// and dim `divDim` divided by it (either may be -1 for none).
static LogicalResult checkShapes(Operation *op, RankedTensorType operand,
                                 RankedTensorType result, int64_t mulDim,
                                 int64_t divDim, int64_t factor) {
  if (operand.getElementType() != result.getElementType())
    return op->emitOpError() << "result element type "
                             << result.getElementType()
                             << " differs from the operand's "
                             << operand.getElementType();
  if (operand.getRank() != result.getRank())
    return op->emitOpError() << "result rank " << result.getRank()
                             << " differs from the operand's "
                             << operand.getRank();
  for (int64_t d = 0, e = operand.getRank(); d < e; ++d) {
    int64_t in = operand.getDimSize(d), out = result.getDimSize(d);
    if (ShapedType::isDynamic(in) || ShapedType::isDynamic(out))
      continue;
    int64_t expected = in;
    if (d == mulDim) {
      std::optional<int64_t> p = llvm::checkedMul(in, factor);
      if (!p)
        return op->emitOpError()
               << "result dim " << d << " would be " << in << " x " << factor
               << " (the group size), which overflows int64";
      expected = *p;
    }
    if (d == divDim) {
      if (expected % factor != 0)
        return op->emitOpError()
               << "dim " << d << " of size " << expected
               << " is not divisible by the group size " << factor;
      expected /= factor;
    }
    if (out != expected)
      return op->emitOpError() << "result dim " << d << " must be "
                               << expected << ", got " << out;
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Combiners (scans, outlined reductions)
//===----------------------------------------------------------------------===//

Value mlir::cleave::buildCombine(OpBuilder &b, Location loc, ReductionKind kind,
                                 Value a, Value c) {
  Type elem = getElementTypeOrSelf(a.getType());
  if (isa<FloatType>(elem)) {
    switch (kind) {
    case ReductionKind::sum:
      return arith::AddFOp::create(b, loc, a, c);
    case ReductionKind::prod:
      return arith::MulFOp::create(b, loc, a, c);
    case ReductionKind::max:
      return arith::MaximumFOp::create(b, loc, a, c);
    case ReductionKind::min:
      return arith::MinimumFOp::create(b, loc, a, c);
    }
  }
  bool i1 = elem.isInteger(1);
  switch (kind) {
  case ReductionKind::sum:
    return i1 ? arith::XOrIOp::create(b, loc, a, c).getResult()
              : arith::AddIOp::create(b, loc, a, c).getResult();
  case ReductionKind::prod:
    return i1 ? arith::AndIOp::create(b, loc, a, c).getResult()
              : arith::MulIOp::create(b, loc, a, c).getResult();
  case ReductionKind::max:
    return i1 ? arith::OrIOp::create(b, loc, a, c).getResult()
              : arith::MaxSIOp::create(b, loc, a, c).getResult();
  case ReductionKind::min:
    return i1 ? arith::AndIOp::create(b, loc, a, c).getResult()
              : arith::MinSIOp::create(b, loc, a, c).getResult();
  }
  return a;
}

TypedAttr mlir::cleave::getCombineIdentity(Builder &b, ReductionKind kind,
                                           Type elem) {
  if (auto f = dyn_cast<FloatType>(elem)) {
    const llvm::fltSemantics &sem = f.getFloatSemantics();
    switch (kind) {
    case ReductionKind::sum:
      return b.getFloatAttr(elem, llvm::APFloat::getZero(sem));
    case ReductionKind::prod:
      return b.getFloatAttr(elem, llvm::APFloat::getOne(sem));
    case ReductionKind::max:
      return b.getFloatAttr(elem,
                            llvm::APFloat::getInf(sem, /*Negative=*/true));
    case ReductionKind::min:
      return b.getFloatAttr(elem, llvm::APFloat::getInf(sem));
    }
  }
  auto i = dyn_cast<IntegerType>(elem);
  if (!i)
    return nullptr;
  unsigned w = i.getWidth();
  // i1 combines as xor / and / or / and (buildCombine).
  if (w == 1)
    return b.getIntegerAttr(elem, kind == ReductionKind::prod ||
                                      kind == ReductionKind::min);
  switch (kind) {
  case ReductionKind::sum:
    return b.getIntegerAttr(elem, llvm::APInt::getZero(w));
  case ReductionKind::prod:
    return b.getIntegerAttr(elem, llvm::APInt(w, 1));
  case ReductionKind::max:
    return b.getIntegerAttr(elem, llvm::APInt::getSignedMinValue(w));
  case ReductionKind::min:
    return b.getIntegerAttr(elem, llvm::APInt::getSignedMaxValue(w));
  }
  return nullptr;
}

//===----------------------------------------------------------------------===//
// ScanOp
//===----------------------------------------------------------------------===//

LogicalResult ScanOp::verify() {
  RankedTensorType type = getInput().getType();
  if (failed(checkDim(*this, "scan dim", getDim(), type.getRank())))
    return failure();
  Type elem = type.getElementType();
  if (!isa<FloatType, IntegerType>(elem))
    return emitOpError() << "scans integers or floats, not " << elem;
  return success();
}

//===----------------------------------------------------------------------===//
// SortOp
//===----------------------------------------------------------------------===//

LogicalResult SortOp::verify() {
  RankedTensorType type = getInput().getType();
  if (failed(checkDim(*this, "sort dim", getDim(), type.getRank())))
    return failure();
  if (!isa<FloatType, IntegerType>(type.getElementType()))
    return emitOpError() << "sorts integers or floats, not "
                         << type.getElementType();
  auto indices = cast<RankedTensorType>(getIndices().getType());
  if (indices.getShape() != type.getShape())
    return emitOpError() << "indices " << indices
                         << " must have the input's shape " << type;
  auto elem = dyn_cast<IntegerType>(indices.getElementType());
  if (!elem || elem.getWidth() < 2)
    return emitOpError() << "indices must be integers of at least 2 bits, "
                            "not "
                         << indices.getElementType();
  int64_t n = type.getDimSize(getDim());
  if (!ShapedType::isDynamic(n) && elem.getWidth() < 64 &&
      n > (int64_t(1) << (elem.getWidth() - 1)))
    return emitOpError() << "indices of type " << elem << " cannot number the "
                         << n << " positions of the sorted dim";
  return success();
}

LogicalResult AllReduceOp::verify() {
  std::optional<ArrayRef<int64_t>> members = getCombined();
  if (!members)
    return success();
  RankedTensorType type = getInput().getType();
  if (type.getRank() != 1 || !type.hasStaticShape())
    return emitOpError() << "combines reductions but its operand "
                         << type << " is not a static rank-1 tensor";
  int64_t total = 0;
  for (int64_t n : *members) {
    if (n <= 0)
      return emitOpError() << "combined member sizes must be positive, got "
                           << n;
    total += n;
  }
  if (total != type.getNumElements())
    return emitOpError() << "combined member sizes add up to " << total
                         << " elements, but the operand has "
                         << type.getNumElements();
  return success();
}

LogicalResult AllReduceOp::verifySymbolUses(SymbolTableCollection &tables) {
  return success(verifyMeshAndAxes(*this, tables) != 0);
}

LogicalResult AllGatherOp::verifySymbolUses(SymbolTableCollection &tables) {
  int64_t n = verifyMeshAndAxes(*this, tables);
  if (!n)
    return failure();
  auto in = getInput().getType();
  if (failed(checkDim(*this, "gather dim", getDim(), in.getRank())))
    return failure();
  return checkShapes(*this, in, getResult().getType(), getDim(), -1, n);
}

LogicalResult
ReduceScatterOp::verifySymbolUses(SymbolTableCollection &tables) {
  int64_t n = verifyMeshAndAxes(*this, tables);
  if (!n)
    return failure();
  auto in = getInput().getType();
  if (failed(checkDim(*this, "scatter dim", getDim(), in.getRank())))
    return failure();
  return checkShapes(*this, in, getResult().getType(), -1, getDim(), n);
}

LogicalResult AllSliceOp::verifySymbolUses(SymbolTableCollection &tables) {
  int64_t n = verifyMeshAndAxes(*this, tables);
  if (!n)
    return failure();
  auto in = getInput().getType();
  if (failed(checkDim(*this, "slice dim", getDim(), in.getRank())))
    return failure();
  return checkShapes(*this, in, getResult().getType(), -1, getDim(), n);
}

LogicalResult AllToAllOp::verifySymbolUses(SymbolTableCollection &tables) {
  int64_t n = verifyMeshAndAxes(*this, tables);
  if (!n)
    return failure();
  auto in = getInput().getType();
  if (failed(checkDim(*this, "split dim", getSplitDim(), in.getRank())) ||
      failed(checkDim(*this, "concat dim", getConcatDim(), in.getRank())))
    return failure();
  return checkShapes(*this, in, getResult().getType(), getConcatDim(),
                     getSplitDim(), n);
}

LogicalResult
CollectivePermuteOp::verifySymbolUses(SymbolTableCollection &tables) {
  int64_t n = verifyMeshAndAxes(*this, tables);
  if (!n)
    return failure();
  ArrayRef<int64_t> pairs = getPairs();
  if (pairs.size() % 2 != 0)
    return emitOpError() << "pairs must list (source, target) pairs, got "
                         << pairs.size() << " numbers";
  llvm::SmallDenseSet<int64_t> sources, targets;
  for (size_t i = 0; i < pairs.size(); i += 2) {
    int64_t src = pairs[i], dst = pairs[i + 1];
    if (src < 0 || src >= n || dst < 0 || dst >= n)
      return emitOpError() << "pair (" << src << ", " << dst
                           << ") is out of range for a group of " << n
                           << " devices";
    if (!sources.insert(src).second)
      return emitOpError() << "device " << src << " is a source twice";
    if (!targets.insert(dst).second)
      return emitOpError() << "device " << dst << " is a target twice";
  }
  return success();
}

LogicalResult GroupIndexOp::verifySymbolUses(SymbolTableCollection &tables) {
  return success(verifyMeshAndAxes(*this, tables) != 0);
}

/// A peer must be a position in the group of the op's axes.
template <typename OpT>
static LogicalResult verifyPeer(OpT op, SymbolTableCollection &tables) {
  int64_t n = verifyMeshAndAxes(op, tables);
  if (!n)
    return failure();
  int64_t peer = op.getPeer();
  if (peer < 0 || peer >= n)
    return op.emitOpError() << "peer " << peer
                            << " is out of range for a group of " << n
                            << " devices";
  if (op.getTag() < 0 || op.getTag() >= 32767)
    return op.emitOpError() << "tag " << op.getTag()
                            << " is out of range [0, 32767)";
  return success();
}

LogicalResult SendOp::verifySymbolUses(SymbolTableCollection &tables) {
  return verifyPeer(*this, tables);
}

LogicalResult RecvOp::verifySymbolUses(SymbolTableCollection &tables) {
  return verifyPeer(*this, tables);
}

LogicalResult BarrierOp::verifySymbolUses(SymbolTableCollection &tables) {
  return success(verifyMeshAndAxes(*this, tables) != 0);
}

//===----------------------------------------------------------------------===//
// cleave.async_start / cleave.wait
//===----------------------------------------------------------------------===//

Operation *AsyncStartOp::getCollective() {
  Region &body = getBody();
  if (body.empty() || body.front().empty())
    return nullptr;
  return &body.front().front();
}

WaitOp AsyncStartOp::getWait() {
  if (!getFuture().hasOneUse())
    return {};
  return dyn_cast<WaitOp>(*getFuture().getUsers().begin());
}

LogicalResult AsyncStartOp::verify() {
  Region &body = getBody();
  if (!body.hasOneBlock() || body.front().getNumArguments() != 0)
    return emitOpError() << "needs one block without arguments";
  Block &block = body.front();
  auto yield = dyn_cast<YieldOp>(block.getTerminator());
  if (!yield || block.getOperations().size() != 2)
    return emitOpError() << "must hold exactly one collective and a "
                            "cleave.yield of its result";
  Operation *collective = &block.front();
  if (!isa<AllReduceOp, AllGatherOp, ReduceScatterOp>(collective))
    return emitOpError() << "can start cleave.all_reduce, cleave.all_gather "
                            "or cleave.reduce_scatter, not "
                         << collective->getName();
  if (yield.getValue() != collective->getResult(0))
    return emitOpError() << "must yield its collective's result";
  if (body.isAncestor(collective->getOperand(0).getParentRegion()))
    return emitOpError() << "collective's operand must be defined above it";
  if (getFuture().getType().getValueType() != yield.getValue().getType())
    return emitOpError() << "returns " << getFuture().getType()
                         << " for a collective of type "
                         << yield.getValue().getType();
  WaitOp wait = getWait();
  if (!wait)
    return emitOpError() << "future must be used exactly once, by a "
                            "cleave.wait";
  if (wait->getBlock() != (*this)->getBlock())
    return emitOpError() << "future must be waited for in the same block";
  return success();
}

LogicalResult WaitOp::verify() {
  if (!getFuture().getDefiningOp<AsyncStartOp>())
    return emitOpError() << "waits for a future that no cleave.async_start "
                            "returns";
  return success();
}

#define GET_OP_CLASSES
#include "cleave/IR/CleaveOps.cpp.inc"
