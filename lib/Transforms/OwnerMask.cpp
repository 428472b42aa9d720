//===- OwnerMask.cpp - which device owns each element of a lookup ---------===//
//
// The owner mask of a masked lookup is its in-shard test (built by the
// local form of linalg ops, localizeReads) computed on its own, over only
// the loops the test depends on: for an expert's weights gathered per
// token, one flag per token slot, not one per weight element.
//
//===----------------------------------------------------------------------===//

#include "cleave/Transforms/OwnerMask.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/OperationSupport.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace mlir::cleave;

namespace {
/// The ops of a generic's body that compute `root`, the inputs and loops
/// they read.
struct BodySlice {
  llvm::SetVector<Operation *> ops;
  llvm::SmallDenseSet<unsigned> inputs, loops;
};
} // namespace

/// The backward slice of `root` inside `body`; None if it reads the
/// accumulator or an op with regions or side effects.
static std::optional<BodySlice> sliceInBody(Value root, Block *body,
                                            unsigned numInputs) {
  BodySlice slice;
  SmallVector<Value> work{root};
  llvm::DenseSet<Value> seen;
  while (!work.empty()) {
    Value v = work.pop_back_val();
    if (!seen.insert(v).second)
      continue;
    if (auto arg = dyn_cast<BlockArgument>(v)) {
      if (arg.getOwner() != body)
        continue;
      if (arg.getArgNumber() >= numInputs)
        return std::nullopt;
      slice.inputs.insert(arg.getArgNumber());
      continue;
    }
    Operation *def = v.getDefiningOp();
    if (def->getBlock() != body)
      continue; // computed above the op: used as it is
    if (def->getNumRegions() != 0 || !isMemoryEffectFree(def))
      return std::nullopt;
    if (auto index = dyn_cast<linalg::IndexOp>(def))
      slice.loops.insert(index.getDim());
    slice.ops.insert(def);
    llvm::append_range(work, def->getOperands());
  }
  return slice;
}

std::optional<OwnerMask>
mlir::cleave::buildLookupOwnerMask(linalg::GenericOp op, Value table,
                                   OpBuilder &b) {
  if (op->getNumResults() != 1)
    return std::nullopt;
  Block *body = op.getBody();
  // The one read of the table, masked: select(valid, read, zero).
  tensor::ExtractOp read;
  for (Operation *user : table.getUsers()) {
    if (!op->isAncestor(user))
      continue;
    auto extract = dyn_cast<tensor::ExtractOp>(user);
    if (!extract || extract->getBlock() != body || read)
      return std::nullopt;
    read = extract;
  }
  if (!read || !read->hasOneUse())
    return std::nullopt;
  auto select = dyn_cast<arith::SelectOp>(*read->getUsers().begin());
  if (!select || select->getBlock() != body ||
      select.getTrueValue() != read.getResult() ||
      (!matchPattern(select.getFalseValue(), m_AnyZeroFloat()) &&
       !matchPattern(select.getFalseValue(), m_Zero())))
    return std::nullopt;
  Value valid = select.getCondition();
  std::optional<BodySlice> slice =
      sliceInBody(valid, body, op.getNumDpsInputs());
  if (!slice)
    return std::nullopt;

  // The loops the test depends on, each a parallel loop the result indexes.
  unsigned numLoops = op.getNumLoops();
  llvm::SmallDenseSet<unsigned> used(slice->loops.begin(), slice->loops.end());
  for (unsigned i : slice->inputs) {
    AffineMap map = op.getMatchingIndexingMap(op.getDpsInputOperand(i));
    for (unsigned d = 0; d < numLoops; ++d)
      if (map.isFunctionOfDim(d))
        used.insert(d);
  }
  SmallVector<unsigned> loops(used.begin(), used.end());
  llvm::sort(loops);
  AffineMap resultMap = op.getIndexingMapMatchingResult(op->getResult(0));
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  OwnerMask out;
  SmallVector<int64_t> sizes;
  SmallVector<AffineExpr> renumber(numLoops, b.getAffineConstantExpr(0));
  for (auto [k, d] : llvm::enumerate(loops)) {
    std::optional<unsigned> at =
        resultMap.getResultPosition(b.getAffineDimExpr(d));
    if (!at || iterators[d] != utils::IteratorType::parallel ||
        ShapedType::isDynamic(ranges[d]))
      return std::nullopt;
    out.dims.push_back(*at);
    sizes.push_back(ranges[d]);
    renumber[d] = b.getAffineDimExpr(k);
  }

  // A generic over those loops that computes the test.
  Location loc = op.getLoc();
  SmallVector<unsigned> inputs(slice->inputs.begin(), slice->inputs.end());
  llvm::sort(inputs);
  SmallVector<Value> operands;
  SmallVector<AffineMap> maps;
  for (unsigned i : inputs) {
    operands.push_back(op.getDpsInputOperand(i)->get());
    maps.push_back(op.getMatchingIndexingMap(op.getDpsInputOperand(i))
                       .replaceDimsAndSymbols(renumber, {}, loops.size(), 0));
  }
  maps.push_back(b.getMultiDimIdentityMap(loops.size()));
  Value init = tensor::EmptyOp::create(b, loc, sizes, b.getI1Type());
  auto mask = linalg::GenericOp::create(
      b, loc, TypeRange{init.getType()}, operands, ValueRange{init}, maps,
      SmallVector<utils::IteratorType>(loops.size(),
                                       utils::IteratorType::parallel),
      [&](OpBuilder &nb, Location l, ValueRange args) {
        IRMapping m;
        for (auto [k, i] : llvm::enumerate(inputs))
          m.map(body->getArgument(i), args[k]);
        for (Operation &inner : body->without_terminator()) {
          if (!slice->ops.contains(&inner))
            continue;
          if (auto index = dyn_cast<linalg::IndexOp>(inner)) {
            unsigned at = llvm::find(loops, index.getDim()) - loops.begin();
            m.map(index.getResult(),
                  linalg::IndexOp::create(nb, l, at).getResult());
            continue;
          }
          nb.clone(inner, m);
        }
        linalg::YieldOp::create(nb, l, m.lookupOrDefault(valid));
      });
  out.mask = mask.getResult(0);
  return out;
}

/// Whether `a` and `b` are computed alike: the same value, or results of
/// side-effect-free ops of the same form over operands computed alike
/// (regions included), up to `depth` ops deep.
static bool sameComputation(Value a, Value b, unsigned depth,
                            llvm::DenseMap<Value, Value> &equivalent) {
  if (a == b || equivalent.lookup(a) == b)
    return true;
  auto ra = dyn_cast<OpResult>(a), rb = dyn_cast<OpResult>(b);
  if (depth == 0 || !ra || !rb || a.getType() != b.getType() ||
      ra.getResultNumber() != rb.getResultNumber())
    return false;
  Operation *x = ra.getOwner(), *y = rb.getOwner();
  if (!isMemoryEffectFree(x) || !isMemoryEffectFree(y))
    return false;
  return OperationEquivalence::isEquivalentTo(
      x, y,
      [&](Value l, Value r) {
        return success(sameComputation(l, r, depth - 1, equivalent));
      },
      [&](Value l, Value r) { equivalent[l] = r; },
      OperationEquivalence::IgnoreLocations);
}

bool mlir::cleave::sameOwnerMask(Value a, Value b) {
  llvm::DenseMap<Value, Value> equivalent;
  return sameComputation(a, b, /*depth=*/6, equivalent);
}

Value mlir::cleave::applyOwnerMask(OpBuilder &b, Location loc, Value value,
                                   const OwnerMask &owner) {
  auto type = cast<RankedTensorType>(value.getType());
  unsigned rank = type.getRank();
  SmallVector<AffineExpr> maskDims;
  for (int64_t d : owner.dims)
    maskDims.push_back(b.getAffineDimExpr(d));
  AffineMap identity = b.getMultiDimIdentityMap(rank);
  SmallVector<AffineMap> maps{
      identity, AffineMap::get(rank, 0, maskDims, b.getContext()), identity};
  Value init = tensor::EmptyOp::create(
      b, loc, tensor::getMixedSizes(b, loc, value), type.getElementType());
  auto masked = linalg::GenericOp::create(
      b, loc, TypeRange{type}, ValueRange{value, owner.mask}, ValueRange{init},
      maps,
      SmallVector<utils::IteratorType>(rank, utils::IteratorType::parallel),
      [&](OpBuilder &nb, Location l, ValueRange args) {
        Value zero = arith::ConstantOp::create(
            nb, l, cast<TypedAttr>(nb.getZeroAttr(type.getElementType())));
        Value v = arith::SelectOp::create(nb, l, args[1], args[0], zero);
        linalg::YieldOp::create(nb, l, v);
      });
  return masked.getResult(0);
}
