//===- CleaveDialect.cpp - the cleave dialect -----------------------------===//
//
// Registers the dialect and verifies `cleave.*` attributes wherever they are
// attached: on ops, function arguments and function results.
//
//===----------------------------------------------------------------------===//

#include "cleave/IR/CleaveDialect.h"
#include "cleave/IR/ShardingRule.h"
#include "cleave/IR/CleaveOps.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Transforms/InliningUtils.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::cleave;

#include "cleave/IR/CleaveDialect.cpp.inc"
#include "cleave/IR/CleaveEnums.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "cleave/IR/CleaveTypes.cpp.inc"

namespace {
/// Cleave's ops inline anywhere: a collective in a callee (a JAX export's
/// private functions) does the same in its caller, whose devices run the
/// same program.
struct CleaveInlinerInterface : public DialectInlinerInterface {
  using DialectInlinerInterface::DialectInlinerInterface;
  bool isLegalToInline(Operation *, Region *, bool,
                       IRMapping &) const final {
    return true;
  }
  bool isLegalToInline(Region *, Region *, bool, IRMapping &) const final {
    return true;
  }
};
} // namespace

void CleaveDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "cleave/IR/CleaveTypes.cpp.inc"
      >();
}

void CleaveDialect::initialize() {
  registerAttributes();
  registerTypes();
  addOperations<
#define GET_OP_LIST
#include "cleave/IR/CleaveOps.cpp.inc"
      >();
  addInterfaces<CleaveInlinerInterface>();
}

MeshOp mlir::cleave::lookupMesh(Operation *from, FlatSymbolRefAttr ref) {
  if (!ref)
    return {};
  return dyn_cast_or_null<MeshOp>(
      SymbolTable::lookupNearestSymbolFrom(from, ref.getAttr()));
}

SmallVector<ShardingAttr> mlir::cleave::getResultShardings(Operation *op) {
  SmallVector<ShardingAttr> out(op->getNumResults());
  Attribute attr = op->getAttr(CleaveDialect::getShardingAttrName());
  if (auto single = dyn_cast_or_null<ShardingAttr>(attr)) {
    if (!out.empty())
      out[0] = single;
  } else if (auto array = dyn_cast_or_null<ArrayAttr>(attr)) {
    for (auto [i, a] : llvm::enumerate(array.getValue()))
      if (i < out.size())
        out[i] = dyn_cast<ShardingAttr>(a);
  }
  return out;
}

void mlir::cleave::setResultShardings(Operation *op,
                                      ArrayRef<ShardingAttr> shardings) {
  StringRef name = CleaveDialect::getShardingAttrName();
  if (shardings.size() == 1) {
    op->setAttr(name, shardings[0]);
    return;
  }
  // A result without a sharding (a scalar beside tensors) holds `unit`.
  SmallVector<Attribute> attrs;
  for (ShardingAttr s : shardings)
    attrs.push_back(s ? Attribute(s) : UnitAttr::get(op->getContext()));
  op->setAttr(name, ArrayAttr::get(op->getContext(), attrs));
}

ShardingAttr mlir::cleave::getArgSharding(Operation *funcOp, unsigned index) {
  auto fn = dyn_cast<FunctionOpInterface>(funcOp);
  if (!fn)
    return {};
  return fn.getArgAttrOfType<ShardingAttr>(index,
                                           CleaveDialect::getShardingAttrName());
}

ShardingAttr mlir::cleave::getFuncResultSharding(Operation *funcOp,
                                                 unsigned index) {
  auto fn = dyn_cast<FunctionOpInterface>(funcOp);
  if (!fn)
    return {};
  return fn.getResultAttrOfType<ShardingAttr>(
      index, CleaveDialect::getShardingAttrName());
}

ShardingAttr mlir::cleave::getPerPartArgSharding(Value v) {
  auto arg = dyn_cast<BlockArgument>(v);
  if (!arg || !isa<FunctionOpInterface>(arg.getOwner()->getParentOp()) ||
      !arg.getOwner()->isEntryBlock())
    return {};
  ShardingAttr s =
      getArgSharding(arg.getOwner()->getParentOp(), arg.getArgNumber());
  return s && s.hasPerPartDims() ? s : ShardingAttr();
}

SmallVector<int64_t> mlir::cleave::getPerPartEntryDims(Operation *op) {
  auto expand = dyn_cast<tensor::ExpandShapeOp>(op);
  if (!expand)
    return {};
  ShardingAttr s = getPerPartArgSharding(expand.getSrc());
  if (!s)
    return {};
  RankedTensorType src = expand.getSrcType(), dst = expand.getResultType();
  SmallVector<ReassociationIndices> groups =
      expand.getReassociationIndices();
  SmallVector<int64_t> dims;
  for (auto [d, group] : llvm::enumerate(groups)) {
    int64_t parts = s.getDims()[d].getParts();
    if (parts == 1) {
      if (group.size() != 1)
        return {};
      continue;
    }
    if (group.size() != 2 || dst.getDimSize(group[0]) != parts ||
        dst.getDimSize(group[1]) * parts != src.getDimSize(d))
      return {};
    dims.push_back(d);
  }
  return dims;
}

SmallVector<int64_t> mlir::cleave::getPerPartExitDims(Operation *op) {
  auto collapse = dyn_cast<tensor::CollapseShapeOp>(op);
  if (!collapse ||
      !collapse->hasAttr(CleaveDialect::getPerPartExitAttrName()) ||
      !collapse->hasOneUse() ||
      !(*collapse->getUsers().begin())->hasTrait<OpTrait::IsTerminator>() ||
      !isa<FunctionOpInterface>(
          (*collapse->getUsers().begin())->getParentOp()))
    return {};
  SmallVector<int64_t> dims;
  for (auto [d, group] : llvm::enumerate(collapse.getReassociationIndices())) {
    if (group.size() > 2)
      return {};
    if (group.size() == 2)
      dims.push_back(d);
  }
  // One dim per part, as for arguments (expandPerPartArguments).
  if (dims.size() != 1)
    return {};
  return dims;
}

static void setNamed(Operation *funcOp, StringRef name,
                     ArrayRef<Attribute> values, bool results) {
  auto fn = dyn_cast<FunctionOpInterface>(funcOp);
  if (!fn)
    return;
  MLIRContext *ctx = funcOp->getContext();
  StringAttr key = StringAttr::get(ctx, name);
  unsigned n = results ? fn.getNumResults() : fn.getNumArguments();
  SmallVector<DictionaryAttr> dicts;
  dicts.reserve(n);
  for (unsigned i = 0; i < n; ++i) {
    DictionaryAttr old =
        results ? fn.getResultAttrDict(i) : fn.getArgAttrDict(i);
    if (i >= values.size() || !values[i]) {
      dicts.push_back(old ? old : DictionaryAttr::get(ctx));
      continue;
    }
    NamedAttrList list(old);
    list.set(key, values[i]);
    dicts.push_back(list.getDictionary(ctx));
  }
  if (results)
    fn.setAllResultAttrs(dicts);
  else
    fn.setAllArgAttrs(dicts);
}

void mlir::cleave::setArgAttrsNamed(Operation *funcOp, StringRef name,
                                    ArrayRef<Attribute> values) {
  setNamed(funcOp, name, values, /*results=*/false);
}

void mlir::cleave::setResultAttrsNamed(Operation *funcOp, StringRef name,
                                       ArrayRef<Attribute> values) {
  setNamed(funcOp, name, values, /*results=*/true);
}

/// Checks the dims of `sharding` split per part (`{"x"}x3`) against the
/// global `type`: each such dim is static, a multiple of its parts, and each
/// part divides evenly over its axes.
static LogicalResult verifyPerPartDims(Operation *op, ShardingAttr sharding,
                                       Type type, const Twine &where) {
  auto tensorType = dyn_cast<RankedTensorType>(type);
  MeshOp mesh = lookupMesh(op, sharding.getMesh());
  if (!tensorType || !mesh || tensorType.getRank() != sharding.getRank())
    return success(); // verifyFor reports these
  for (auto [d, dim] : llvm::enumerate(sharding.getDims())) {
    if (!dim.isPerPart())
      continue;
    int64_t size = tensorType.getDimSize(d), parts = dim.getParts();
    int64_t group = mesh.getGroupSize(dim.getAxes());
    if (ShapedType::isDynamic(size) || size % parts != 0 ||
        (size / parts) % group != 0)
      return op->emitOpError()
             << where << ": dim " << d << " of " << type << " is split into "
             << parts << " parts over " << group
             << " devices; its size must be a multiple of " << parts * group;
  }
  return success();
}

/// Checks that `attr` is a sharding that fits `type` and the mesh it names.
/// Only function arguments and results may split a dim per part;
/// `globalType` is their global type (the `cleave.global_type` once
/// partitioned).
static LogicalResult verifyAttachedSharding(Operation *op, Attribute attr,
                                            Type type, const Twine &where,
                                            Type globalType = {}) {
  auto sharding = dyn_cast<ShardingAttr>(attr);
  if (!sharding)
    return op->emitOpError() << "expects " << where
                             << " to carry a #cleave.sharding, got " << attr;
  if (failed(sharding.verifyFor(op, type, [&]() {
        return op->emitOpError() << where << ": ";
      })))
    return failure();
  if (!sharding.hasPerPartDims())
    return success();
  if (!globalType)
    return op->emitOpError()
           << where << ": a dim split per part ('{...}xN') is only for "
                       "function arguments and results";
  return verifyPerPartDims(op, sharding, globalType, where);
}

/// Checks a `cleave.global_type` argument or result attribute: a ranked
/// tensor type with the local type's rank and element type.
static LogicalResult verifyGlobalType(Operation *op, Attribute attr,
                                      Type localType, const Twine &where) {
  auto typeAttr = dyn_cast<TypeAttr>(attr);
  auto global = typeAttr ? dyn_cast<RankedTensorType>(typeAttr.getValue())
                         : RankedTensorType();
  auto local = dyn_cast<RankedTensorType>(localType);
  if (!global || !local || global.getRank() != local.getRank() ||
      global.getElementType() != local.getElementType())
    return op->emitOpError()
           << where
           << ": 'cleave.global_type' must be a ranked tensor type of the "
              "same rank and element type as "
           << localType << ", got " << attr;
  return success();
}

LogicalResult CleaveDialect::verifyOperationAttribute(Operation *op,
                                                      NamedAttribute attr) {
  if (attr.getName() == getPartitionedAttrName()) {
    if (!isa<UnitAttr>(attr.getValue()) || !isa<FunctionOpInterface>(op))
      return op->emitOpError()
             << "'cleave.partitioned' must be a unit attribute on a function";
    return success();
  }
  if (attr.getName() == OpShardingRuleAttr::getAttrName()) {
    auto rule = dyn_cast<OpShardingRuleAttr>(attr.getValue());
    if (!rule)
      return op->emitOpError()
             << "'cleave.sharding_rule' must be a #cleave.rule, got "
             << attr.getValue();
    if (isa<FunctionOpInterface>(op))
      return op->emitOpError() << "carries 'cleave.sharding_rule'; a rule "
                                  "describes an op, not a function";
    if (op->getNumRegions() != 0)
      return op->emitOpError()
             << "carries 'cleave.sharding_rule' but has regions; a stated "
                "rule is for ops without regions";
    if (failed(getRuleFromAttr(rule, op, [op] {
          return op->emitOpError() << "has a 'cleave.sharding_rule' that "
                                      "does not fit it: ";
        })))
      return failure();
    return success();
  }
  if (attr.getName() == getPerPartExitAttrName()) {
    if (!isa<UnitAttr>(attr.getValue()) || !isa<tensor::CollapseShapeOp>(op))
      return op->emitOpError() << "'" << getPerPartExitAttrName()
                               << "' must be a unit attribute on a "
                                  "tensor.collapse_shape";
    return success();
  }
  // cleave-pipeline's simulated step (cluster=): a dictionary on the module.
  if (attr.getName() == "cleave.pipeline_simulated") {
    if (!isa<DictionaryAttr>(attr.getValue()) || !isa<ModuleOp>(op))
      return op->emitOpError()
             << "'cleave.pipeline_simulated' must be a dictionary on a module";
    return success();
  }
  if (attr.getName() != getShardingAttrName())
    return op->emitOpError() << "has unknown cleave attribute '"
                             << attr.getName().getValue() << "'";
  // On a function op the attribute would be ambiguous; shardings of
  // arguments and results go in their own attribute dictionaries.
  if (isa<FunctionOpInterface>(op))
    return op->emitOpError()
           << "carries 'cleave.sharding' itself; put shardings on the "
              "function's arguments and results instead";
  if (auto array = dyn_cast<ArrayAttr>(attr.getValue())) {
    if (array.size() != op->getNumResults())
      return op->emitOpError()
             << "has " << op->getNumResults() << " results but "
             << array.size() << " shardings in 'cleave.sharding'";
    for (auto [i, a] : llvm::enumerate(array.getValue())) {
      // `unit` stands for a result that is not a tensor.
      if (isa<UnitAttr>(a)) {
        if (isa<TensorType>(op->getResult(i).getType()))
          return op->emitOpError()
                 << "result #" << i
                 << " is a tensor; 'unit' in 'cleave.sharding' is only for "
                    "a result that is not one";
        continue;
      }
      if (failed(verifyAttachedSharding(op, a, op->getResult(i).getType(),
                                        "result #" + Twine(i))))
        return failure();
    }
    return success();
  }
  if (op->getNumResults() != 1)
    return op->emitOpError()
           << "has " << op->getNumResults()
           << " results; 'cleave.sharding' must be an array with one "
              "#cleave.sharding per result";
  return verifyAttachedSharding(op, attr.getValue(),
                                op->getResult(0).getType(), "result #0");
}

/// The global type of a function argument: its `cleave.global_type` once
/// partitioned, else its type.
static Type globalArgType(FunctionOpInterface fn, unsigned i) {
  if (auto t = fn.getArgAttrOfType<TypeAttr>(
          i, CleaveDialect::getGlobalTypeAttrName()))
    return t.getValue();
  return fn.getArgumentTypes()[i];
}

LogicalResult CleaveDialect::verifyRegionArgAttribute(Operation *op,
                                                      unsigned regionIndex,
                                                      unsigned argIndex,
                                                      NamedAttribute attr) {
  if (attr.getName() == getGlobalTypeAttrName()) {
    auto fn = dyn_cast<FunctionOpInterface>(op);
    if (!fn || argIndex >= fn.getNumArguments())
      return success();
    return verifyGlobalType(op, attr.getValue(),
                            fn.getArgumentTypes()[argIndex],
                            "argument #" + Twine(argIndex));
  }
  // The exporters' name of the argument (a PyTorch parameter name, a JAX
  // pytree path): cleave-apply-name-rules and the reports read it.
  if (attr.getName() == "cleave.name") {
    if (!isa<StringAttr>(attr.getValue()))
      return op->emitOpError() << "'cleave.name' of argument #" << argIndex
                               << " must be a string";
    return success();
  }
  if (attr.getName() != getShardingAttrName())
    return op->emitOpError() << "has unknown cleave argument attribute '"
                             << attr.getName().getValue() << "'";
  if (regionIndex >= op->getNumRegions() ||
      op->getRegion(regionIndex).empty() ||
      argIndex >= op->getRegion(regionIndex).getNumArguments()) {
    // Declarations have no body; take the type from the function type.
    if (auto fn = dyn_cast<FunctionOpInterface>(op))
      if (argIndex < fn.getNumArguments())
        return verifyAttachedSharding(op, attr.getValue(),
                                      fn.getArgumentTypes()[argIndex],
                                      "argument #" + Twine(argIndex),
                                      globalArgType(fn, argIndex));
    return success();
  }
  Type type = op->getRegion(regionIndex).getArgument(argIndex).getType();
  Type global = type;
  if (auto fn = dyn_cast<FunctionOpInterface>(op))
    global = globalArgType(fn, argIndex);
  return verifyAttachedSharding(op, attr.getValue(), type,
                                "argument #" + Twine(argIndex), global);
}

LogicalResult CleaveDialect::verifyRegionResultAttribute(Operation *op,
                                                         unsigned regionIndex,
                                                         unsigned resultIndex,
                                                         NamedAttribute attr) {
  if (attr.getName() == getGlobalTypeAttrName()) {
    auto fn = dyn_cast<FunctionOpInterface>(op);
    if (!fn || resultIndex >= fn.getNumResults())
      return success();
    return verifyGlobalType(op, attr.getValue(),
                            fn.getResultTypes()[resultIndex],
                            "result #" + Twine(resultIndex));
  }
  // A result's name (cleave-run --output NAME=file.npy reads it).
  if (attr.getName() == "cleave.name") {
    if (!isa<StringAttr>(attr.getValue()))
      return op->emitOpError() << "'cleave.name' of result #" << resultIndex
                               << " must be a string";
    return success();
  }
  if (attr.getName() != getShardingAttrName())
    return op->emitOpError() << "has unknown cleave result attribute '"
                             << attr.getName().getValue() << "'";
  auto fn = dyn_cast<FunctionOpInterface>(op);
  if (!fn || resultIndex >= fn.getNumResults())
    return success();
  Type global = fn.getResultTypes()[resultIndex];
  if (auto t = fn.getResultAttrOfType<TypeAttr>(resultIndex,
                                                getGlobalTypeAttrName()))
    global = t.getValue();
  return verifyAttachedSharding(op, attr.getValue(),
                                fn.getResultTypes()[resultIndex],
                                "result #" + Twine(resultIndex), global);
}
