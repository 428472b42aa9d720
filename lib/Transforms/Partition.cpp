//===- Partition.cpp - global program to per-device program ---------------===//
//
// cleave-partition: rewrites every function whose tensors carry shardings
// into the program one device runs. Each op is given one assignment of mesh
// axes to its factors (the results' shardings first, then the operands');
// operands are resharded to what that assignment needs, the op is rebuilt
// on local shapes, and its results are resharded to their annotations.
// Reshards are planned step by step (reduce partial values, gather or move
// axes out of dims, slice new axes in) into explicit collectives.
//
//===----------------------------------------------------------------------===//

#include "cleave/Transforms/Passes.h"
#include "cleave/Analysis/CostModel.h"
#include "cleave/Transforms/FreeTensors.h"
#include "cleave/Transforms/OwnerMask.h"
#include "cleave/Transforms/Reshard.h"

#include "cleave/IR/CleaveInterfaces.h"
#include "cleave/IR/FactorAssignment.h"
#include "cleave/IR/LocalForm.h"
#include "cleave/IR/CleaveOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/Utils/Utils.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Transforms/RegionUtils.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SmallBitVector.h"

using namespace mlir;
using namespace mlir::cleave;

namespace mlir {
namespace cleave {
#define GEN_PASS_DEF_CLEAVEPARTITION
#include "cleave/Transforms/Passes.h.inc"
} // namespace cleave
} // namespace mlir

namespace {

using Axes = MeshAxes;

using Sharding = AxisSharding;

class Partitioner {
public:
  Partitioner(ModuleOp module, MeshOp mesh) : module(module), mesh(mesh) {
    for (int64_t s : mesh.getAxisSizes())
      axisSizes.push_back(s);
  }

  LogicalResult run();
  unsigned numCollectives = 0;

private:
  // Conversions.
  Sharding fromAttr(ShardingAttr attr);
  ShardingAttr toAttr(const Sharding &s);
  int64_t groupSize(ArrayRef<unsigned> axes) const;
  FailureOr<RankedTensorType> localType(RankedTensorType global,
                                        const Sharding &s, Location loc,
                                        const Twine &what);
  std::string axesString(ArrayRef<unsigned> axes) const;

  // Functions and blocks.
  LogicalResult computeSignature(func::FuncOp fn);
  LogicalResult partitionFunc(func::FuncOp fn);
  LogicalResult partitionBlock(Block &src, OpBuilder &b);
  LogicalResult partitionOp(Operation *op, OpBuilder &b);
  /// Partitions `op` by its rule: reads the shardings, plans the
  /// assignment, reshards the operands, builds the local op (returned) and
  /// reshards its results to their annotations.
  FailureOr<Operation *> partitionWithRule(Operation *op,
                                           const ShardingRule &rule,
                                           OpBuilder &b);
  LogicalResult partitionDenseConstant(arith::ConstantOp op, OpBuilder &b);

  // The steps of partitionWithRule.
  /// What the results should be (per result) and what the operands are
  /// (per rule operand: the op's operands, then its captured tables).
  struct OpShardings {
    SmallVector<std::optional<Sharding>> wanted, have;
  };
  /// The assignment of the op, and the sharding its results come out with.
  struct LocalPlan {
    FactorAssignment assignment;
    /// Axes of reductions kept whole (their padding could not be masked).
    MeshAxes unsplitReduction = {};
    /// Per rule operand: it stays partial through the op.
    SmallVector<bool> keepPartial = {};
    /// The results' partial state (their dims come from the assignment).
    Sharding produced = {};
    /// How the op treats operands whose elements each have one owner
    /// device (planOwnerFlow).
    enum class OwnerFlow {
      None,
      /// The op is linear in its one partial operand: the result is an
      /// owned partial sum too.
      Carry,
      /// Owned operands are read as they are and the op runs on the owners,
      /// leaving the result right on the owner only; the reduction waits
      /// until a user needs the value whole.
      Pass
    } ownerFlow = OwnerFlow::None;
    /// Per rule operand: read as it is (Pass).
    SmallVector<bool> asOwned = {};
    /// The owned operands' mask and, per result, the dims it indexes.
    Value ownerMask = {};
    SmallVector<SmallVector<int64_t>> resultOwnerDims = {};
  };
  /// The local operands at the shardings the plan needs.
  struct LocalOperands {
    SmallVector<Value> operands, tables;
    SmallVector<Sharding> tableShardings;
    IRMapping mapping;
  };
  FailureOr<OpShardings> readShardings(Operation *op,
                                       const ShardingRule &rule);
  SmallVector<int64_t> localOperandBytes(Operation *op,
                                         const ShardingRule &rule,
                                         const OpShardings &s);
  LocalPlan planLocalOp(Operation *op, const ShardingRule &rule,
                        const OpShardings &s);
  void planOwnerFlow(Operation *op, const OpShardings &s, LocalPlan &plan);
  void recordLookupOwner(Operation *op, Operation *newOp,
                         const LocalPlan &plan, const LocalOperands &local,
                         OpBuilder &b);
  FailureOr<LocalOperands> reshardOperands(Operation *op,
                                           const LocalPlan &plan,
                                           const OpShardings &s, OpBuilder &b);
  LogicalResult planLocalResults(Operation *op, const LocalPlan &plan,
                                 SmallVectorImpl<Type> &types,
                                 SmallVectorImpl<Sharding> &produced);
  LogicalResult bindResults(Operation *op, Operation *newOp,
                            const LocalPlan &plan, OpShardings &s,
                            ArrayRef<Sharding> produced, OpBuilder &b);
  LogicalResult partitionReplicated(Operation *op, OpBuilder &b);
  LogicalResult partitionKernelCall(func::CallOp call, OpBuilder &b);
  LogicalResult partitionPerPartExit(tensor::CollapseShapeOp op,
                                     OpBuilder &b);
  LogicalResult partitionPerPartEntry(tensor::ExpandShapeOp op,
                                      ArrayRef<int64_t> dims, OpBuilder &b);
  LogicalResult loopShardings(Operation *loop, ValueRange results,
                              SmallVectorImpl<Sharding> &out);
  LogicalResult loopInits(ValueRange initArgs, ArrayRef<Sharding> carried,
                          SmallVectorImpl<Value> &inits, OpBuilder &b,
                          Location loc);
  FailureOr<SmallVector<Value>>
  partitionLoopBlock(Block &src, unsigned firstArg, ValueRange args,
                     ArrayRef<Sharding> in, unsigned firstOperand,
                     ArrayRef<Sharding> out, OpBuilder &nb);
  void bindLoopResults(Operation *loop, Operation *newLoop,
                       ArrayRef<Sharding> carried);
  LogicalResult partitionFor(scf::ForOp op, OpBuilder &b);
  LogicalResult partitionWhile(scf::WhileOp op, OpBuilder &b);
  LogicalResult partitionIf(scf::IfOp op, OpBuilder &b);

  /// The local value standing for `global`, resharded to `target`.
  FailureOr<Value> get(OpBuilder &b, Location loc, Value global,
                       const Sharding &target);
  FailureOr<Value> reshard(OpBuilder &b, Location loc, Value global,
                           Value local, Sharding cur, const Sharding &dst);
  Value rematerialize(OpBuilder &b, Location loc, Value global,
                      RankedTensorType type);
  Value groupIndex(OpBuilder &b, Location loc, ArrayRef<unsigned> axes);
  /// Records the local value of `global` with the sharding it has.
  void bind(Value global, Value local, const Sharding &s) {
    mapping.map(global, local);
    current[local] = s;
  }
  ShardingAttr annotatedResult(Operation *op, unsigned i);
  /// Maps the values `op`'s regions use from above to their local values:
  /// scalars as they are, tensors the rule did not map already whole
  /// (gathered), since the regions index them globally.
  LogicalResult mapCapturedValues(Operation *op, IRMapping &local,
                                  OpBuilder &b);
  std::string describe(Value v);

  ModuleOp module;
  mutable MeshOp mesh;
  SmallVector<int64_t> axisSizes;
  IRMapping mapping;
  llvm::DenseMap<Value, Sharding> current;
  /// Local values partial over `axes` whose every element is computed on
  /// one device, its owner (`mask` true there): a masked lookup's result
  /// and what ops parallel in the owned dims compute from it.
  struct Owned {
    OwnerMask owner;
    MeshAxes axes;
    /// Zero where not owned, so a partial sum as it is; otherwise right
    /// on the owner only, and masked (`get`) before anything else.
    bool exact;
  };
  llvm::DenseMap<Value, Owned> owned;
  llvm::DenseMap<std::pair<Value, Attribute>, Value> cache;
  struct Signature {
    SmallVector<Sharding> args, results;
    SmallVector<Type> argTypes, resultTypes;
  };
  llvm::DenseMap<Operation *, Signature> signatures;
  /// External kernels called with a stated rule: their per-device type.
  llvm::MapVector<Operation *, FunctionType> kernelTypes;
};

} // namespace

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

Sharding Partitioner::fromAttr(ShardingAttr attr) {
  return AxisSharding::fromAttr(attr, mesh);
}

ShardingAttr Partitioner::toAttr(const Sharding &s) { return s.toAttr(mesh); }

int64_t Partitioner::groupSize(ArrayRef<unsigned> axes) const {
  return cleave::groupSize(axisSizes, axes);
}

std::string Partitioner::axesString(ArrayRef<unsigned> axes) const {
  return formatMeshAxes(mesh, axes);
}

/// A split dim holds ceil(size / devices) elements per device; the last
/// shards end in padding. Split dynamic dims are refused.
FailureOr<RankedTensorType>
Partitioner::localType(RankedTensorType global, const Sharding &s,
                       Location loc, const Twine &what) {
  unsigned bad = 0;
  FailureOr<SmallVector<int64_t>> shape =
      localShape(global.getShape(), s.dims, axisSizes, &bad);
  if (failed(shape))
    return emitError(loc) << "dim " << bad << " of " << what
                          << " is dynamic and cannot be split over "
                          << axesString(s.dims[bad]);
  return RankedTensorType::get(*shape, global.getElementType(),
                               global.getEncoding());
}

std::string Partitioner::describe(Value v) {
  std::string out;
  llvm::raw_string_ostream os(out);
  if (auto arg = dyn_cast<BlockArgument>(v)) {
    if (auto fn = dyn_cast<func::FuncOp>(arg.getOwner()->getParentOp()))
      os << "argument #" << arg.getArgNumber() << " of @" << fn.getSymName();
    else
      os << "block argument #" << arg.getArgNumber() << " of "
         << arg.getOwner()->getParentOp()->getName();
  } else {
    auto r = cast<OpResult>(v);
    os << "result #" << r.getResultNumber() << " of "
       << r.getOwner()->getName();
  }
  return out;
}

ShardingAttr Partitioner::annotatedResult(Operation *op, unsigned i) {
  SmallVector<ShardingAttr> all = getResultShardings(op);
  return i < all.size() ? all[i] : ShardingAttr();
}

Value Partitioner::groupIndex(OpBuilder &b, Location loc,
                              ArrayRef<unsigned> axes) {
  return buildGroupIndex(b, loc, mesh, axes);
}

/// Tensors rebuilt on each device at their local type (FreeTensorKind::
/// Rebuilt): empty tensors, splat constants, and fills of those.
Value Partitioner::rematerialize(OpBuilder &b, Location loc, Value global,
                                 RankedTensorType type) {
  if (!type.hasStaticShape() ||
      getFreeTensorKind(global) != FreeTensorKind::Rebuilt)
    return {};
  Operation *def = global.getDefiningOp();
  if (isa<tensor::EmptyOp>(def))
    return tensor::EmptyOp::create(b, loc, type.getShape(),
                                   type.getElementType());
  if (auto fill = dyn_cast<linalg::FillOp>(def)) {
    Value scalar = mapping.lookupOrNull(fill.getInputs()[0]);
    Value init = scalar ? rematerialize(b, loc, fill.getOutputs()[0], type)
                        : Value();
    if (!init)
      return {};
    return linalg::FillOp::create(b, loc, scalar, init).getResult(0);
  }
  DenseElementsAttr dense;
  if (!matchPattern(def, m_Constant(&dense)))
    return {};
  return arith::ConstantOp::create(
      b, loc, DenseElementsAttr::get(type, dense.getSplatValue<Attribute>()));
}

//===----------------------------------------------------------------------===//
// Reshards
//===----------------------------------------------------------------------===//

FailureOr<Value> Partitioner::get(OpBuilder &b, Location loc, Value global,
                                  const Sharding &target) {
  Value local = mapping.lookupOrNull(global);
  if (!local)
    return emitError(loc) << "internal error: " << describe(global)
                          << " has no local value";
  if (!isa<RankedTensorType>(global.getType()))
    return local;
  auto it = current.find(local);
  if (it == current.end())
    return emitError(loc) << "internal error: " << describe(global)
                          << " has no sharding";
  Sharding have = it->second;
  // A value right only on its owners becomes a partial sum first: zero
  // where this device is no owner.
  if (auto o = owned.find(local); o != owned.end() && !o->second.exact) {
    Owned masked = o->second;
    masked.exact = true;
    auto key = std::make_pair(local, Attribute(UnitAttr::get(b.getContext())));
    Value exact = cache.lookup(key);
    if (!exact) {
      exact = applyOwnerMask(b, loc, local, masked.owner);
      cache[key] = exact;
      current[exact] = have;
      owned[exact] = std::move(masked);
    }
    local = exact;
  }
  if (have == target)
    return local;
  auto key = std::make_pair(local, Attribute(toAttr(target)));
  if (Value cached = cache.lookup(key))
    return cached;
  FailureOr<Value> out = reshard(b, loc, global, local, have, target);
  if (succeeded(out)) {
    cache[key] = *out;
    current[*out] = target;
  }
  return out;
}

FailureOr<Value> Partitioner::reshard(OpBuilder &b, Location loc, Value global,
                                      Value local, Sharding cur,
                                      const Sharding &dst) {
  auto globalType = cast<RankedTensorType>(global.getType());

  // Cheap producers are rebuilt at the target sharding.
  if (dst.partial.empty()) {
    FailureOr<RankedTensorType> type =
        localType(globalType, dst, loc, describe(global));
    if (failed(type))
      return failure();
    if (Value fresh = rematerialize(b, loc, global, *type))
      return fresh;
  }

  std::optional<SmallVector<ReshardStep>> steps =
      planReshard(axisSizes, globalType.getShape(), cur, dst);
  if (!steps)
    return emitError(loc) << "internal error: cannot reshard "
                          << describe(global) << " from " << toAttr(cur)
                          << " to " << toAttr(dst);
  return emitReshard(b, loc, mesh, local, globalType, *steps,
                     describe(global), numCollectives);
}

//===----------------------------------------------------------------------===//
// Ops
//===----------------------------------------------------------------------===//

LogicalResult Partitioner::mapCapturedValues(Operation *op, IRMapping &local,
                                             OpBuilder &b) {
  SetVector<Value> captured;
  getUsedValuesDefinedAbove(op->getRegions(), captured);
  for (Value v : captured) {
    if (local.contains(v))
      continue;
    auto type = dyn_cast<RankedTensorType>(v.getType());
    if (!type) {
      if (Value l = mapping.lookupOrNull(v))
        local.map(v, l);
      continue;
    }
    FailureOr<Value> whole =
        get(b, op->getLoc(), v, Sharding::replicated(type.getRank()));
    if (failed(whole))
      return failure();
    local.map(v, *whole);
  }
  return success();
}

LogicalResult Partitioner::partitionReplicated(Operation *op, OpBuilder &b) {
  IRMapping local;
  for (Value operand : op->getOperands()) {
    auto type = dyn_cast<RankedTensorType>(operand.getType());
    FailureOr<Value> v =
        type ? get(b, op->getLoc(), operand, Sharding::replicated(type.getRank()))
             : FailureOr<Value>(mapping.lookupOrNull(operand));
    if (failed(v) || !*v)
      return op->emitError("cannot partition an operand of this op");
    local.map(operand, *v);
  }
  if (failed(mapCapturedValues(op, local, b)))
    return failure();
  Operation *clone = b.clone(*op, local);
  clone->removeAttr(CleaveDialect::getShardingAttrName());
  for (auto [r, nr] : llvm::zip(op->getResults(), clone->getResults())) {
    auto type = dyn_cast<RankedTensorType>(r.getType());
    if (!type) {
      mapping.map(r, nr);
      continue;
    }
    bind(r, nr, Sharding::replicated(type.getRank()));
    if (ShardingAttr want = annotatedResult(op, r.getResultNumber())) {
      FailureOr<Value> v = get(b, op->getLoc(), r, fromAttr(want));
      if (failed(v))
        return failure();
      bind(r, *v, fromAttr(want));
    }
  }
  return success();
}

/// Whether `v` is known to be all zeros (for accumulators of sums).
static bool isZeroTensor(Value v) {
  if (auto fill = v.getDefiningOp<linalg::FillOp>())
    return matchPattern(fill.getInputs()[0], m_AnyZeroFloat()) ||
           matchPattern(fill.getInputs()[0], m_Zero());
  return matchPattern(v, m_AnyZeroFloat()) || matchPattern(v, m_Zero());
}

FailureOr<Partitioner::OpShardings>
Partitioner::readShardings(Operation *op, const ShardingRule &rule) {
  OpShardings s;
  s.wanted.resize(op->getNumResults());
  for (OpResult r : op->getResults()) {
    if (!isa<RankedTensorType>(r.getType()))
      continue;
    ShardingAttr attr = annotatedResult(op, r.getResultNumber());
    if (!attr)
      return op->emitError() << "result #" << r.getResultNumber()
                             << " has no sharding; run cleave-propagate first";
    s.wanted[r.getResultNumber()] = fromAttr(attr);
  }
  // Rule operands: the op's operands, then the tensors its regions capture.
  unsigned numOperands = op->getNumOperands();
  SmallVector<Value> ruleOperands = rule.getOperandValues(op);
  s.have.resize(ruleOperands.size());
  for (auto [i, value] : llvm::enumerate(ruleOperands)) {
    if (!isa<RankedTensorType>(value.getType()))
      continue;
    Value local = mapping.lookupOrNull(value);
    if (!local || !current.count(local))
      return op->emitError() << (i < numOperands ? "operand #" : "captured #")
                             << (i < numOperands ? i : i - numOperands)
                             << " has no sharding";
    s.have[i] = current[local];
  }
  return s;
}

/// Each operand's bytes per device as it arrives (`s.have`), -1 where
/// unknown; a value read at several positions is unknown at each (no
/// operand of it is the one partial operand kept, partialKeeper).
SmallVector<int64_t> Partitioner::localOperandBytes(Operation *op,
                                                    const ShardingRule &rule,
                                                    const OpShardings &s) {
  SmallVector<Value> globals = rule.getOperandValues(op);
  SmallVector<int64_t> out(s.have.size(), -1);
  for (auto [i, have] : llvm::enumerate(s.have)) {
    auto type = i < globals.size()
                    ? dyn_cast<RankedTensorType>(globals[i].getType())
                    : RankedTensorType();
    if (!have || !type || !type.hasStaticShape() ||
        llvm::count(globals, globals[i]) > 1)
      continue;
    int64_t bytes = std::max<int64_t>(1, getElementBytes(type.getElementType()));
    for (auto [d, size] : llvm::enumerate(type.getShape())) {
      int64_t n = d < have->dims.size() ? groupSize(have->dims[d])
                                        : 1;
      bytes *= (size + n - 1) / n;
    }
    out[i] = bytes;
  }
  return out;
}

Partitioner::LocalPlan Partitioner::planLocalOp(Operation *op,
                                                const ShardingRule &rule,
                                                const OpShardings &s) {
  LocalPlan plan{FactorAssignment::fromTensorShardings(rule, axisSizes,
                                                       s.wanted, s.have)};
  // Only linalg ops can mask the padding of an unevenly split reduction; in
  // any other op (one known by a stated rule or a plugin's model) the
  // padding would join the sum, so such a factor stays whole.
  plan.unsplitReduction =
      plan.assignment.normalize(isa<linalg::LinalgOp>(op));

  // Partial operands that the op is linear in stay partial when the results
  // are wanted partial over the same axes. Inits and unread operands do not
  // count.
  auto dps = dyn_cast<DestinationStyleOpInterface>(op);
  SmallVector<bool> ignored(s.have.size(), false);
  for (unsigned i = 0; i < s.have.size(); ++i)
    ignored[i] = rule.isUnusedOperand(i) ||
                 (dps && i < op->getNumOperands() &&
                  dps.isDpsInit(&op->getOpOperand(i)));
  MeshAxes resultPartial;
  for (const auto &w : s.wanted)
    if (w)
      for (unsigned a : w->partial)
        if (!llvm::is_contained(resultPartial, a))
          resultPartial.push_back(a);
  FactorAssignment::PartialPassThrough flow =
      plan.assignment.getPartialPassThrough(s.have, ignored, resultPartial,
                                            localOperandBytes(op, rule, s));
  plan.keepPartial = std::move(flow.keep);
  plan.produced.partial = flow.axes;
  llvm::append_range(plan.produced.partial,
                     plan.assignment.getReductionAxes());
  plan.produced.kind =
      flow.axes.empty() ? rule.reductionKind : ReductionKind::sum;
  return plan;
}

/// Owned operands (a masked lookup's result and what was computed from it
/// on the owners, `owned`) need no reduction before an op that is parallel
/// in their owned dims and splits nothing over their partial axes: each
/// owner computes its elements. Pass: the op runs on the owners where the
/// plan would reduce an owned operand, if its results are no larger than
/// what that reduction moves (or the plan's result is partial anyway), so
/// the one reduction left later moves no more. Carry: the plan keeps the
/// one owned operand partial through a linear op; its result stays owned.
void Partitioner::planOwnerFlow(Operation *op, const OpShardings &s,
                                LocalPlan &plan) {
  const FactorAssignment &assignment = plan.assignment;
  const ShardingRule &rule = assignment.getRule();
  SmallVector<Value> globals = rule.getOperandValues(op);
  const Owned *first = nullptr;
  SmallVector<unsigned> factors, ownedOps;
  bool allKept = true;
  int64_t reducedBytes = 0;
  for (auto [i, have] : llvm::enumerate(s.have)) {
    if (!have || have->partial.empty())
      continue;
    auto it = owned.find(mapping.lookupOrNull(globals[i]));
    if (it == owned.end() || have->kind != ReductionKind::sum ||
        !sameAxisSet(it->second.axes, have->partial))
      return;
    // Each owned dim is one parallel factor, split as the mask is.
    SmallVector<unsigned> fs;
    for (int64_t d : it->second.owner.dims) {
      if (d >= static_cast<int64_t>(rule.operands[i].size()) ||
          d >= static_cast<int64_t>(have->dims.size()) ||
          rule.operands[i][d].size() != 1)
        return;
      unsigned f = rule.operands[i][d][0];
      if (rule.factors[f].kind != FactorKind::Parallel ||
          rule.factors[f].lookup ||
          ArrayRef<unsigned>(assignment.getAxes(f)) !=
              ArrayRef<unsigned>(have->dims[d]))
        return;
      fs.push_back(f);
    }
    if (!first) {
      first = &it->second;
      factors = fs;
    } else if (fs != factors ||
               !sameOwnerMask(first->owner.mask, it->second.owner.mask)) {
      return;
    }
    ownedOps.push_back(i);
    if (!plan.keepPartial[i]) {
      allKept = false;
      auto type = cast<RankedTensorType>(it->first.getType());
      if (!type.hasStaticShape())
        return;
      reducedBytes += getTensorBytes(type);
    }
  }
  if (!first)
    return;
  // Off the owners the op computes on anything: no integer division there,
  // and no call whose body it cannot see.
  bool unsafeOffOwners = isa<CallOpInterface>(op);
  op->walk([&](Operation *inner) {
    unsafeOffOwners |= isa<arith::DivSIOp, arith::DivUIOp, arith::RemSIOp,
                   arith::RemUIOp, arith::CeilDivSIOp, arith::CeilDivUIOp,
                   arith::FloorDivSIOp>(inner);
  });
  if (unsafeOffOwners && !allKept)
    return;
  // The owners hold whole elements: nothing else may split over the axes.
  for (unsigned a : assignment.getUsedAxes())
    if (llvm::is_contained(first->axes, a))
      return;
  // Each result indexes every owned factor by a dim of its own.
  SmallVector<SmallVector<int64_t>> resultDims;
  int64_t resultBytes = 0;
  for (OpResult r : op->getResults()) {
    auto type = dyn_cast<RankedTensorType>(r.getType());
    if (!type || r.getResultNumber() >= rule.results.size())
      return;
    SmallVector<int64_t> dims;
    for (unsigned f : factors) {
      const TensorFactors &rd = rule.results[r.getResultNumber()];
      auto at = llvm::find_if(rd, [&](const auto &fs) {
        return fs.size() == 1 && fs[0] == f;
      });
      if (at == rd.end())
        return;
      dims.push_back(at - rd.begin());
    }
    resultDims.push_back(std::move(dims));
    std::optional<Sharding> dimsOut = assignment.getResultSharding(
        r.getResultNumber());
    FailureOr<SmallVector<int64_t>> shape =
        dimsOut ? localShape(type.getShape(), dimsOut->dims, axisSizes)
                : FailureOr<SmallVector<int64_t>>(failure());
    if (failed(shape) || ShapedType::isDynamicShape(*shape))
      return;
    resultBytes += getTensorBytes(
        RankedTensorType::get(*shape, type.getElementType()));
  }
  // A read accumulator other than the owned operands: it joins a partial
  // sum on one device, so the result is no longer zero off the owners.
  bool readsInit = false;
  if (auto dps = dyn_cast<DestinationStyleOpInterface>(op))
    for (OpOperand &init : dps.getDpsInitsMutable()) {
      unsigned i = init.getOperandNumber();
      readsInit |= !rule.isUnusedOperand(i) && !isZeroTensor(init.get()) &&
                   !llvm::is_contained(ownedOps, i);
    }
  if (allKept) {
    if (readsInit || !sameAxisSet(plan.produced.partial, first->axes))
      return;
    plan.ownerFlow = LocalPlan::OwnerFlow::Carry;
  } else {
    // Where the plan keeps another owned operand partial, its result is a
    // partial sum of the same shape: no larger to reduce later.
    bool partialAnyway = sameAxisSet(plan.produced.partial, first->axes);
    if (!assignment.getReductionAxes().empty() ||
        (!partialAnyway && resultBytes > reducedBytes))
      return;
    // Read as they are, at the dims they have.
    for (unsigned i : ownedOps) {
      std::optional<Sharding> need = assignment.getOperandSharding(i);
      if (!need || need->dims != s.have[i]->dims)
        return;
    }
    plan.ownerFlow = LocalPlan::OwnerFlow::Pass;
    plan.asOwned.assign(s.have.size(), false);
    for (unsigned i : ownedOps) {
      plan.asOwned[i] = true;
      plan.keepPartial[i] = true;
    }
    plan.produced.partial = first->axes;
    plan.produced.kind = ReductionKind::sum;
  }
  plan.ownerMask = first->owner.mask;
  plan.resultOwnerDims = std::move(resultDims);
}

/// A masked lookup split over its table's rows: each element is read on
/// one device, so its partial result is owned, by the mask of the local
/// read's in-shard test.
void Partitioner::recordLookupOwner(Operation *op, Operation *newOp,
                                    const LocalPlan &plan,
                                    const LocalOperands &local, OpBuilder &b) {
  auto generic = dyn_cast<linalg::GenericOp>(newOp);
  const FactorAssignment &assignment = plan.assignment;
  const ShardingRule &rule = assignment.getRule();
  if (!generic || plan.ownerFlow != LocalPlan::OwnerFlow::None ||
      generic.getNumDpsInits() != 1 ||
      generic.payloadUsesValueFromOperand(generic.getDpsInitOperand(0)))
    return;
  // The one table split along lookup factors; the result is partial over
  // their axes and nothing else.
  std::optional<unsigned> table;
  MeshAxes axes;
  for (unsigned k = 0; k < local.tables.size(); ++k) {
    const TensorFactors &dims = rule.operands[op->getNumOperands() + k];
    for (const auto &fs : dims)
      for (unsigned f : fs)
        if (rule.factors[f].lookup && !assignment.getAxes(f).empty()) {
          if (table && *table != k)
            return;
          table = k;
          llvm::append_range(axes, assignment.getAxes(f));
        }
  }
  if (!table || !sameAxisSet(axes, plan.produced.partial) ||
      plan.produced.kind != ReductionKind::sum)
    return;
  std::optional<OwnerMask> mask =
      buildLookupOwnerMask(generic, local.tables[*table], b);
  if (mask)
    owned[generic.getResult(0)] = {*mask, axes, /*exact=*/true};
}

FailureOr<Partitioner::LocalOperands>
Partitioner::reshardOperands(Operation *op, const LocalPlan &plan,
                             const OpShardings &s, OpBuilder &b) {
  Location loc = op->getLoc();
  const ShardingRule &rule = plan.assignment.getRule();
  unsigned numOperands = op->getNumOperands();
  auto dps = dyn_cast<DestinationStyleOpInterface>(op);
  LocalOperands out;
  for (auto [i, global] : llvm::enumerate(rule.getOperandValues(op))) {
    OpOperand *operand = i < numOperands ? &op->getOpOperand(i) : nullptr;
    if (!s.have[i]) {
      Value v = mapping.lookupOrNull(global);
      if (!v)
        return op->emitError() << "operand #" << i << " has no local value";
      out.mapping.map(global, v);
      out.operands.push_back(v);
      continue;
    }
    std::optional<Sharding> needDims = plan.assignment.getOperandSharding(i);
    if (!needDims)
      return op->emitError() << "internal error: the sharding rule gives "
                             << "operand #" << i << " no composable dims";
    Sharding need = std::move(*needDims);
    if (plan.keepPartial[i]) {
      need.partial = s.have[i]->partial;
      need.kind = s.have[i]->kind;
    }
    bool isInit = operand && dps && dps.isDpsInit(operand);
    if (isInit && !rule.isUnusedOperand(i) &&
        !plan.produced.partial.empty() && !isZeroTensor(global) &&
        plan.ownerFlow != LocalPlan::OwnerFlow::Pass) {
      // A read accumulator of a split reduction joins the partial sum once
      // (on the owners, an op that runs there reads it whole).
      need.partial = plan.produced.partial;
      need.kind = plan.produced.kind;
    }
    Value v;
    if (i < plan.asOwned.size() && plan.asOwned[i])
      v = mapping.lookup(global);
    if (!v && isInit && rule.isUnusedOperand(i)) {
      // An init the op overwrites only provides the shape.
      FailureOr<RankedTensorType> type =
          localType(cast<RankedTensorType>(global.getType()), need, loc,
                    describe(global));
      if (failed(type))
        return failure();
      v = rematerialize(b, loc, global, *type);
    }
    if (!v) {
      FailureOr<Value> r = get(b, loc, global, need);
      if (failed(r))
        return failure();
      v = *r;
    }
    out.mapping.map(global, v);
    if (operand) {
      out.operands.push_back(v);
    } else {
      out.tables.push_back(v);
      out.tableShardings.push_back(need);
    }
  }
  if (failed(mapCapturedValues(op, out.mapping, b)))
    return failure();
  return out;
}

LogicalResult Partitioner::planLocalResults(Operation *op,
                                            const LocalPlan &plan,
                                            SmallVectorImpl<Type> &types,
                                            SmallVectorImpl<Sharding> &produced) {
  for (OpResult r : op->getResults()) {
    auto type = dyn_cast<RankedTensorType>(r.getType());
    if (!type) {
      types.push_back(r.getType());
      produced.push_back({});
      continue;
    }
    const ShardingRule &rule = plan.assignment.getRule();
    std::optional<SmallVector<MeshAxes>> dims;
    if (r.getResultNumber() < rule.results.size())
      dims = plan.assignment.getTensorDims(rule.results[r.getResultNumber()]);
    if (!dims)
      return op->emitError() << "internal error: the sharding rule gives "
                             << "result #" << r.getResultNumber()
                             << " no composable dims";
    Sharding s = plan.produced;
    s.dims = std::move(*dims);
    FailureOr<RankedTensorType> lt = localType(type, s, op->getLoc(),
                                               describe(r));
    if (failed(lt))
      return failure();
    types.push_back(*lt);
    produced.push_back(s);
  }
  return success();
}

LogicalResult Partitioner::bindResults(Operation *op, Operation *newOp,
                                       const LocalPlan &plan,
                                       OpShardings &s,
                                       ArrayRef<Sharding> produced,
                                       OpBuilder &b) {
  for (OpResult r : op->getResults()) {
    unsigned i = r.getResultNumber();
    Value nr = newOp->getResult(i);
    if (!s.wanted[i]) {
      mapping.map(r, nr);
      continue;
    }
    // Propagation wanted a partial result over axes of a reduction kept
    // whole: the whole value stands for it, no need to split it into
    // partial form only to reduce it again.
    llvm::erase_if(s.wanted[i]->partial, [&](unsigned a) {
      return llvm::is_contained(plan.unsplitReduction, a);
    });
    bind(r, nr, produced[i]);
    if (plan.ownerFlow != LocalPlan::OwnerFlow::None)
      owned[nr] = {{plan.ownerMask, plan.resultOwnerDims[i]},
                   produced[i].partial,
                   plan.ownerFlow == LocalPlan::OwnerFlow::Carry};
    // Right on the owners only: reduced when a user needs it whole.
    if (plan.ownerFlow == LocalPlan::OwnerFlow::Pass)
      continue;
    FailureOr<Value> v = get(b, op->getLoc(), r, *s.wanted[i]);
    if (failed(v))
      return failure();
    bind(r, *v, *s.wanted[i]);
  }
  return success();
}

FailureOr<Operation *> Partitioner::partitionWithRule(Operation *op,
                                                      const ShardingRule &rule,
                                                      OpBuilder &b) {
  FailureOr<OpShardings> shardings = readShardings(op, rule);
  if (failed(shardings))
    return failure();
  LocalPlan plan = planLocalOp(op, rule, *shardings);
  planOwnerFlow(op, *shardings, plan);
  FailureOr<LocalOperands> operands =
      reshardOperands(op, plan, *shardings, b);
  if (failed(operands))
    return failure();
  SmallVector<Type> resultTypes;
  SmallVector<Sharding> produced;
  if (failed(planLocalResults(op, plan, resultTypes, produced)))
    return failure();
  LocalFormContext context{plan.assignment,    mesh,
                           operands->operands, operands->tables,
                           operands->tableShardings, resultTypes,
                           operands->mapping};
  FailureOr<Operation *> newOp = buildLocalOp(op, b, context);
  if (failed(newOp))
    return failure();
  recordLookupOwner(op, *newOp, plan, *operands, b);
  if (failed(bindResults(op, *newOp, plan, *shardings, produced, b)))
    return failure();
  return newOp;
}

/// A dense constant that is not a splat: the whole constant on every
/// device, cut to its sharding by a reshard (slicing it is local).
LogicalResult Partitioner::partitionDenseConstant(arith::ConstantOp op,
                                                  OpBuilder &b) {
  ShardingAttr want = annotatedResult(op, 0);
  if (!want)
    return op->emitError()
           << "result #0 has no sharding; run cleave-propagate first";
  auto type = cast<RankedTensorType>(op.getType());
  Operation *whole = b.clone(*op);
  whole->removeAttr(CleaveDialect::getShardingAttrName());
  Value r = op.getResult();
  bind(r, whole->getResult(0), Sharding::replicated(type.getRank()));
  FailureOr<Value> v = get(b, op.getLoc(), r, fromAttr(want));
  if (failed(v))
    return failure();
  bind(r, *v, fromAttr(want));
  return success();
}

/// The sharding of each of a loop's results (its annotation; none for a
/// scalar).
LogicalResult Partitioner::loopShardings(Operation *loop, ValueRange results,
                                         SmallVectorImpl<Sharding> &out) {
  for (auto [i, r] : llvm::enumerate(results)) {
    if (!isa<RankedTensorType>(r.getType())) {
      out.push_back({});
      continue;
    }
    ShardingAttr attr = annotatedResult(loop, i);
    if (!attr)
      return loop->emitError()
             << "result #" << i
             << " has no sharding; run cleave-propagate first";
    out.push_back(fromAttr(attr));
  }
  return success();
}

/// The local value of each init, at the sharding its loop carries it.
LogicalResult Partitioner::loopInits(ValueRange initArgs,
                                     ArrayRef<Sharding> carried,
                                     SmallVectorImpl<Value> &inits,
                                     OpBuilder &b, Location loc) {
  for (auto [i, init] : llvm::enumerate(initArgs)) {
    FailureOr<Value> v = isa<RankedTensorType>(init.getType())
                             ? get(b, loc, init, carried[i])
                             : FailureOr<Value>(mapping.lookup(init));
    if (failed(v))
      return failure();
    inits.push_back(*v);
  }
  return success();
}

/// Partitions the ops of a loop's block `src` into `nb`'s block, with the
/// carried arguments (`src`'s arguments from `firstArg` on) bound to
/// `args` at `in`. Returns the terminator's operands from `firstOperand`
/// on, tensors resharded to `out`.
FailureOr<SmallVector<Value>>
Partitioner::partitionLoopBlock(Block &src, unsigned firstArg, ValueRange args,
                                ArrayRef<Sharding> in, unsigned firstOperand,
                                ArrayRef<Sharding> out, OpBuilder &nb) {
  for (auto [i, arg] : llvm::enumerate(src.getArguments().drop_front(firstArg))) {
    if (isa<RankedTensorType>(arg.getType()))
      bind(arg, args[i], in[i]);
    else
      mapping.map(arg, args[i]);
  }
  for (Operation &inner : src.without_terminator())
    if (failed(partitionOp(&inner, nb)))
      return failure();
  Operation *term = src.getTerminator();
  SmallVector<Value> values;
  for (auto [i, y] :
       llvm::enumerate(term->getOperands().drop_front(firstOperand))) {
    FailureOr<Value> v = isa<RankedTensorType>(y.getType())
                             ? get(nb, term->getLoc(), y, out[i])
                             : FailureOr<Value>(mapping.lookup(y));
    if (failed(v))
      return failure();
    values.push_back(*v);
  }
  return values;
}

/// Binds each result of `loop` to the new loop's, at the carried sharding.
void Partitioner::bindLoopResults(Operation *loop, Operation *newLoop,
                                  ArrayRef<Sharding> carried) {
  for (auto [i, r] : llvm::enumerate(loop->getResults())) {
    if (isa<RankedTensorType>(r.getType()))
      bind(r, newLoop->getResult(i), carried[i]);
    else
      mapping.map(r, newLoop->getResult(i));
  }
}

LogicalResult Partitioner::partitionFor(scf::ForOp op, OpBuilder &b) {
  Location loc = op.getLoc();
  SmallVector<Sharding> carried;
  SmallVector<Value> inits;
  if (failed(loopShardings(op, op.getResults(), carried)) ||
      failed(loopInits(op.getInitArgs(), carried, inits, b, loc)))
    return failure();
  bool ok = true;
  // Reshards made inside the body do not dominate what follows the loop.
  auto outerCache = cache;
  auto newFor = scf::ForOp::create(
      b, loc, mapping.lookup(op.getLowerBound()),
      mapping.lookup(op.getUpperBound()), mapping.lookup(op.getStep()), inits,
      [&](OpBuilder &nb, Location, Value iv, ValueRange args) {
        mapping.map(op.getInductionVar(), iv);
        Block *body = op.getBody();
        FailureOr<SmallVector<Value>> yielded =
            partitionLoopBlock(*body, 1, args, carried, 0, carried, nb);
        if (failed(yielded)) {
          ok = false;
          return;
        }
        scf::YieldOp::create(nb, body->getTerminator()->getLoc(), *yielded);
      });
  cache = std::move(outerCache);
  if (!ok)
    return failure();
  bindLoopResults(op, newFor, carried);
  return success();
}

/// A while loop keeps each value it carries at one sharding, as a for loop
/// does: the value the condition forwards (the loop's result) at its
/// result's annotation, and a before argument at the sharding of the
/// result it is forwarded as, or else at its init's (reduced if partial).
/// The condition is computed from the partitioned values, so every device
/// takes the same branch (a reduction over a split dim is all-reduced
/// before it is compared).
LogicalResult Partitioner::partitionWhile(scf::WhileOp op, OpBuilder &b) {
  Location loc = op.getLoc();
  scf::ConditionOp cond = op.getConditionOp();
  SmallVector<Sharding> forwarded;
  if (failed(loopShardings(op, op.getResults(), forwarded)))
    return failure();
  SmallVector<Sharding> carried;
  for (auto [i, init] : llvm::enumerate(op.getInits())) {
    auto at = llvm::find(cond.getArgs(), op.getBeforeArguments()[i]);
    if (!isa<RankedTensorType>(init.getType())) {
      carried.push_back({});
    } else if (at != cond.getArgs().end()) {
      carried.push_back(forwarded[at - cond.getArgs().begin()]);
    } else {
      auto it = current.find(mapping.lookupOrNull(init));
      Sharding s = it != current.end()
                       ? it->second
                       : Sharding::replicated(
                             cast<RankedTensorType>(init.getType()).getRank());
      s.partial.clear();
      carried.push_back(s);
    }
  }
  SmallVector<Value> inits;
  if (failed(loopInits(op.getInits(), carried, inits, b, loc)))
    return failure();
  SmallVector<Type> types;
  for (auto [r, s] : llvm::zip(op.getResults(), forwarded)) {
    auto type = dyn_cast<RankedTensorType>(r.getType());
    if (!type) {
      types.push_back(r.getType());
      continue;
    }
    FailureOr<RankedTensorType> lt = localType(type, s, loc, describe(r));
    if (failed(lt))
      return failure();
    types.push_back(*lt);
  }
  bool ok = true;
  auto outerCache = cache;
  auto newWhile = scf::WhileOp::create(
      b, loc, types, inits,
      [&](OpBuilder &nb, Location, ValueRange args) {
        FailureOr<SmallVector<Value>> out = partitionLoopBlock(
            *op.getBeforeBody(), 0, args, carried, 1, forwarded, nb);
        if (failed(out)) {
          ok = false;
          return;
        }
        scf::ConditionOp::create(nb, cond.getLoc(),
                                 mapping.lookup(cond.getCondition()), *out);
      },
      [&](OpBuilder &nb, Location, ValueRange args) {
        if (!ok)
          return;
        // The after region does not see the before region's reshards.
        cache = outerCache;
        Block *after = op.getAfterBody();
        FailureOr<SmallVector<Value>> yielded =
            partitionLoopBlock(*after, 0, args, forwarded, 0, carried, nb);
        if (failed(yielded)) {
          ok = false;
          return;
        }
        scf::YieldOp::create(nb, after->getTerminator()->getLoc(), *yielded);
      });
  cache = std::move(outerCache);
  if (!ok)
    return failure();
  bindLoopResults(op, newWhile, forwarded);
  return success();
}

LogicalResult Partitioner::partitionIf(scf::IfOp op, OpBuilder &b) {
  Location loc = op.getLoc();
  SmallVector<Sharding> shardings;
  SmallVector<Type> types;
  for (OpResult r : op.getResults()) {
    auto type = dyn_cast<RankedTensorType>(r.getType());
    if (!type) {
      shardings.push_back({});
      types.push_back(r.getType());
      continue;
    }
    ShardingAttr attr = annotatedResult(op, r.getResultNumber());
    if (!attr)
      return op.emitError() << "result #" << r.getResultNumber()
                            << " has no sharding; run cleave-propagate first";
    shardings.push_back(fromAttr(attr));
    FailureOr<RankedTensorType> lt =
        localType(type, shardings.back(), loc, describe(r));
    if (failed(lt))
      return failure();
    types.push_back(*lt);
  }
  auto newIf = scf::IfOp::create(b, loc, types, mapping.lookup(op.getCondition()),
                                 /*withElseRegion=*/!op.getElseRegion().empty());
  for (auto [src, dst] : {std::make_pair(&op.getThenRegion(), &newIf.getThenRegion()),
                          std::make_pair(&op.getElseRegion(), &newIf.getElseRegion())}) {
    if (src->empty())
      continue;
    // Reshards made in one branch dominate neither the other nor the rest.
    auto outerCache = cache;
    llvm::scope_exit restore([&] { cache = outerCache; });
    if (dst->empty())
      dst->emplaceBlock();
    Block &block = dst->front();
    block.clear();
    OpBuilder nb = OpBuilder::atBlockEnd(&block);
    for (Operation &inner : src->front().without_terminator())
      if (failed(partitionOp(&inner, nb)))
        return failure();
    Operation *yield = src->front().getTerminator();
    SmallVector<Value> yielded;
    for (auto [i, y] : llvm::enumerate(yield->getOperands())) {
      FailureOr<Value> v = isa<RankedTensorType>(y.getType())
                               ? get(nb, yield->getLoc(), y, shardings[i])
                               : FailureOr<Value>(mapping.lookup(y));
      if (failed(v))
        return failure();
      yielded.push_back(*v);
    }
    scf::YieldOp::create(nb, yield->getLoc(), yielded);
  }
  for (auto [i, r] : llvm::enumerate(op.getResults())) {
    if (isa<RankedTensorType>(r.getType()))
      bind(r, newIf.getResult(i), shardings[i]);
    else
      mapping.map(r, newIf.getResult(i));
  }
  return success();
}

/// A call of an external kernel whose factors the call states: partitioned
/// like any op with a rule, and the kernel's declaration takes the local
/// types (each device calls it on its shards).
LogicalResult Partitioner::partitionKernelCall(func::CallOp call,
                                               OpBuilder &b) {
  auto callee = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
      call, call.getCalleeAttr());
  if (!callee)
    return call.emitError() << "calls @" << call.getCallee()
                            << ", which is not a func.func";
  if (!callee.isDeclaration())
    return call.emitError()
           << "states a 'cleave.sharding_rule' for a call of @"
           << call.getCallee()
           << ", which has a body; the partitioner partitions a defined "
              "function itself, so state rules only on calls of external "
              "kernels (declarations)";
  FailureOr<ShardingRule> rule = getShardingRule(call);
  if (failed(rule) || failed(rule->verify(call)))
    return failure();
  FailureOr<Operation *> localOp = partitionWithRule(call, *rule, b);
  if (failed(localOp))
    return failure();
  auto local = cast<func::CallOp>(*localOp);
  auto type = FunctionType::get(call.getContext(), local.getOperandTypes(),
                                local.getResultTypes());
  auto [it, inserted] = kernelTypes.try_emplace(callee, type);
  if (!inserted && it->second != type)
    return call.emitError()
           << "calls @" << call.getCallee() << " on per-device types " << type
           << ", but another call of it is partitioned to " << it->second
           << "; an external kernel has one signature per program, so give "
              "its calls the same shardings";
  return success();
}

/// The entry expand of an argument split per part: each device holds its
/// slice of every part, which is the expanded value split on the part dim;
/// the expand is local.
LogicalResult Partitioner::partitionPerPartEntry(tensor::ExpandShapeOp op,
                                                 ArrayRef<int64_t> dims,
                                                 OpBuilder &b) {
  Value src = op.getSrc();
  auto fn = op->getParentOfType<func::FuncOp>();
  const Sharding &from =
      signatures[fn.getOperation()].args[cast<BlockArgument>(src)
                                             .getArgNumber()];
  Sharding to;
  to.partial = from.partial;
  to.kind = from.kind;
  for (auto [d, axes] : llvm::enumerate(from.dims)) {
    if (llvm::is_contained(dims, int64_t(d)))
      to.dims.push_back({});
    to.dims.push_back(axes);
  }
  FailureOr<RankedTensorType> type =
      localType(op.getResultType(), to, op.getLoc(), describe(op.getResult()));
  FailureOr<Value> local = get(b, op.getLoc(), src, from);
  if (failed(type) || failed(local))
    return failure();
  Value v = tensor::ExpandShapeOp::create(b, op.getLoc(), *type, *local,
                                          op.getReassociationIndices());
  bind(op.getResult(), v, to);
  return success();
}

/// The exit collapse of a value computed per part: the function's result
/// is split per part, so each device collapses its slice of every part
/// locally (its source at the result's split, the parts dim whole).
LogicalResult Partitioner::partitionPerPartExit(tensor::CollapseShapeOp op,
                                                OpBuilder &b) {
  const Signature &sig =
      signatures[op->getParentOfType<func::FuncOp>().getOperation()];
  const Sharding &result =
      sig.results[op->getUses().begin()->getOperandNumber()];
  Sharding from;
  for (auto [d, group] : llvm::enumerate(op.getReassociationIndices())) {
    if (group.size() == 2)
      from.dims.push_back({});
    from.dims.push_back(result.dims[d]);
  }
  FailureOr<RankedTensorType> type =
      localType(op.getResultType(), result, op.getLoc(),
                describe(op.getResult()));
  FailureOr<Value> local = get(b, op.getLoc(), op.getSrc(), from);
  if (failed(type) || failed(local))
    return failure();
  Value v = tensor::CollapseShapeOp::create(b, op.getLoc(), *type, *local,
                                            op.getReassociationIndices());
  bind(op.getResult(), v, result);
  return success();
}

LogicalResult Partitioner::partitionOp(Operation *op, OpBuilder &b) {
  Location loc = op->getLoc();
  if (auto constraint = dyn_cast<ConstraintOp>(op)) {
    Sharding s = fromAttr(constraint.getSharding());
    FailureOr<Value> v = get(b, loc, constraint.getInput(), s);
    if (failed(v))
      return failure();
    bind(constraint.getResult(), *v, s);
    return success();
  }
  if (auto ret = dyn_cast<func::ReturnOp>(op)) {
    const Signature &sig =
        signatures[ret->getParentOfType<func::FuncOp>().getOperation()];
    SmallVector<Value> operands;
    for (auto [i, v] : llvm::enumerate(ret.getOperands())) {
      FailureOr<Value> lv = isa<RankedTensorType>(v.getType())
                                ? get(b, loc, v, sig.results[i])
                                : FailureOr<Value>(mapping.lookup(v));
      if (failed(lv))
        return failure();
      operands.push_back(*lv);
    }
    func::ReturnOp::create(b, loc, operands);
    return success();
  }
  if (auto call = dyn_cast<func::CallOp>(op);
      call && op->hasAttr(OpShardingRuleAttr::getAttrName()))
    return partitionKernelCall(call, b);
  if (auto call = dyn_cast<func::CallOp>(op)) {
    auto callee = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
        op, call.getCalleeAttr());
    auto it = callee ? signatures.find(callee.getOperation())
                     : signatures.end();
    if (it == signatures.end())
      return partitionReplicated(op, b);
    const Signature &sig = it->second;
    SmallVector<Value> operands;
    for (auto [i, v] : llvm::enumerate(call.getOperands())) {
      FailureOr<Value> lv = isa<RankedTensorType>(v.getType())
                                ? get(b, loc, v, sig.args[i])
                                : FailureOr<Value>(mapping.lookup(v));
      if (failed(lv))
        return failure();
      operands.push_back(*lv);
    }
    auto newCall = func::CallOp::create(b, loc, call.getCalleeAttr(),
                                        sig.resultTypes, operands);
    for (auto [i, r] : llvm::enumerate(call.getResults())) {
      if (!isa<RankedTensorType>(r.getType())) {
        mapping.map(r, newCall.getResult(i));
        continue;
      }
      bind(r, newCall.getResult(i), sig.results[i]);
      if (ShardingAttr want = annotatedResult(op, i)) {
        FailureOr<Value> v = get(b, loc, r, fromAttr(want));
        if (failed(v))
          return failure();
        bind(r, *v, fromAttr(want));
      }
    }
    return success();
  }
  if (auto loop = dyn_cast<scf::ForOp>(op))
    return partitionFor(loop, b);
  if (auto loop = dyn_cast<scf::WhileOp>(op))
    return partitionWhile(loop, b);
  if (auto ifOp = dyn_cast<scf::IfOp>(op))
    return partitionIf(ifOp, b);
  if (SmallVector<int64_t> dims = getPerPartEntryDims(op); !dims.empty())
    return partitionPerPartEntry(cast<tensor::ExpandShapeOp>(op), dims, b);
  if (!getPerPartExitDims(op).empty())
    return partitionPerPartExit(cast<tensor::CollapseShapeOp>(op), b);

  // The upstream verifier checks reassociation indices after truncating
  // them to 32 bits; refuse what it lets through rather than lower it.
  auto checkReassociation = [&](ArrayRef<ReassociationIndices> groups,
                                int64_t rank) -> LogicalResult {
    for (const ReassociationIndices &group : groups)
      for (int64_t d : group)
        if (d < 0 || d >= rank)
          return emitError(op->getLoc())
                 << "'" << op->getName() << "': reassociation index " << d
                 << " is out of range for rank " << rank;
    return success();
  };
  if (auto expand = dyn_cast<tensor::ExpandShapeOp>(op))
    if (failed(checkReassociation(expand.getReassociationIndices(),
                                  expand.getResultType().getRank())))
      return failure();
  if (auto collapse = dyn_cast<tensor::CollapseShapeOp>(op))
    if (failed(checkReassociation(collapse.getReassociationIndices(),
                                  collapse.getSrcType().getRank())))
      return failure();

  bool touchesTensors =
      llvm::any_of(op->getOperandTypes(), llvm::IsaPred<RankedTensorType>) ||
      llvm::any_of(op->getResultTypes(), llvm::IsaPred<RankedTensorType>);
  if (!touchesTensors) {
    Operation *clone = b.clone(*op, mapping);
    (void)clone;
    return success();
  }
  if (auto cst = dyn_cast<arith::ConstantOp>(op)) {
    auto dense = dyn_cast<DenseElementsAttr>(cst.getValue());
    if (isa<RankedTensorType>(cst.getType()) && !(dense && dense.isSplat()))
      return partitionDenseConstant(cst, b);
  }
  FailureOr<ShardingRule> rule = getShardingRule(op);
  if (failed(rule) || failed(rule->verify(op)))
    return partitionReplicated(op, b);
  return partitionWithRule(op, *rule, b);
}

//===----------------------------------------------------------------------===//
// Functions
//===----------------------------------------------------------------------===//

LogicalResult Partitioner::computeSignature(func::FuncOp fn) {
  Signature sig;
  FunctionType type = fn.getFunctionType();
  for (unsigned i = 0; i < fn.getNumArguments(); ++i) {
    auto tensor = dyn_cast<RankedTensorType>(type.getInput(i));
    if (!tensor) {
      sig.args.push_back({});
      sig.argTypes.push_back(type.getInput(i));
      continue;
    }
    ShardingAttr attr = getArgSharding(fn, i);
    if (!attr)
      return fn.emitError() << "argument #" << i << " of @" << fn.getSymName()
                            << " has no sharding; run cleave-propagate first";
    if (attr.hasPerPartDims()) {
      // Its per-device layout is no split of the whole dim: only the entry
      // expand cleave-propagate writes may read it.
      for (Operation *user : fn.getArgument(i).getUsers())
        if (getPerPartEntryDims(user).empty())
          return fn.emitError()
                 << "argument #" << i << " of @" << fn.getSymName()
                 << " is split per part and read by '" << user->getName()
                 << "'; run cleave-propagate first, which rewrites its uses";
      if (!SymbolTable::symbolKnownUseEmpty(fn, module))
        return fn.emitError()
               << "@" << fn.getSymName() << " is called and argument #" << i
               << " is split per part; only entry functions may take "
                  "arguments split per part";
    }
    sig.args.push_back(fromAttr(attr));
    FailureOr<RankedTensorType> lt =
        localType(tensor, sig.args.back(), fn.getLoc(),
                  "argument #" + Twine(i) + " of @" + fn.getSymName());
    if (failed(lt))
      return failure();
    sig.argTypes.push_back(*lt);
  }
  for (unsigned i = 0; i < fn.getNumResults(); ++i) {
    auto tensor = dyn_cast<RankedTensorType>(type.getResult(i));
    if (!tensor) {
      sig.results.push_back({});
      sig.resultTypes.push_back(type.getResult(i));
      continue;
    }
    ShardingAttr attr = getFuncResultSharding(fn, i);
    if (!attr)
      return fn.emitError() << "result #" << i << " of @" << fn.getSymName()
                            << " has no sharding; run cleave-propagate first";
    if (attr.hasPerPartDims()) {
      // Only the exit collapse cleave-propagate writes may produce it.
      Value v = fn.getBody().front().getTerminator()->getOperand(i);
      Operation *exit = v.getDefiningOp();
      SmallVector<int64_t> perPart;
      for (auto [d, dim] : llvm::enumerate(attr.getDims()))
        if (dim.isPerPart())
          perPart.push_back(d);
      if (!exit || getPerPartExitDims(exit) != perPart ||
          llvm::any_of(perPart, [&](int64_t d) {
            return cast<tensor::CollapseShapeOp>(exit).getSrcType().getDimSize(
                       d) != attr.getDims()[d].getParts();
          }))
        return fn.emitError()
               << "result #" << i << " of @" << fn.getSymName()
               << " is split per part but not computed per part; only a "
                  "value cleave-propagate computes from arguments split per "
                  "part may be returned that way";
      if (!SymbolTable::symbolKnownUseEmpty(fn, module))
        return fn.emitError()
               << "@" << fn.getSymName() << " is called and result #" << i
               << " is split per part; only entry functions may return "
                  "results split per part";
    }
    sig.results.push_back(fromAttr(attr));
    FailureOr<RankedTensorType> lt =
        localType(tensor, sig.results.back(), fn.getLoc(),
                  "result #" + Twine(i) + " of @" + fn.getSymName());
    if (failed(lt))
      return failure();
    sig.resultTypes.push_back(*lt);
  }
  signatures[fn.getOperation()] = std::move(sig);
  return success();
}

LogicalResult Partitioner::partitionFunc(func::FuncOp fn) {
  const Signature &sig = signatures[fn.getOperation()];
  FunctionType globalType = fn.getFunctionType();
  MLIRContext *ctx = fn.getContext();
  mapping.clear();
  current.clear();
  owned.clear();
  cache.clear();

  // The new body is built in a fresh block, then swapped in.
  Block *oldBlock = &fn.getBody().front();
  Block *newBlock = new Block();
  fn.getBody().push_back(newBlock);
  for (auto [i, arg] : llvm::enumerate(oldBlock->getArguments())) {
    BlockArgument na = newBlock->addArgument(sig.argTypes[i], arg.getLoc());
    if (isa<RankedTensorType>(arg.getType()))
      bind(arg, na, sig.args[i]);
    else
      mapping.map(arg, na);
  }
  OpBuilder b = OpBuilder::atBlockEnd(newBlock);
  for (Operation &op : *oldBlock)
    if (failed(partitionOp(&op, b)))
      return failure();

  oldBlock->dropAllDefinedValueUses();
  oldBlock->erase();
  // Values rebuilt at another sharding leave their first copy unused.
  // Users come before their operands' producers, and an op before the
  // ops nested in it, which go with it when it is erased.
  SmallVector<std::pair<Operation *, Operation *>> ops;
  fn.walk<WalkOrder::PostOrder>(
      [&](Operation *op) { ops.push_back({op, op->getParentOp()}); });
  llvm::SmallPtrSet<Operation *, 16> erased;
  for (auto [op, parent] : llvm::reverse(ops)) {
    if (erased.contains(parent)) {
      erased.insert(op);
      continue;
    }
    if (op != fn.getOperation() && isOpTriviallyDead(op)) {
      erased.insert(op);
      op->erase();
    }
  }
  fn.setFunctionType(FunctionType::get(ctx, sig.argTypes, sig.resultTypes));
  auto globalTypes = [](TypeRange types) {
    SmallVector<Attribute> attrs;
    for (Type t : types)
      attrs.push_back(isa<RankedTensorType>(t) ? TypeAttr::get(t)
                                               : Attribute());
    return attrs;
  };
  setArgAttrsNamed(fn, CleaveDialect::getGlobalTypeAttrName(),
                   globalTypes(globalType.getInputs()));
  setResultAttrsNamed(fn, CleaveDialect::getGlobalTypeAttrName(),
                      globalTypes(globalType.getResults()));
  fn->setAttr(CleaveDialect::getPartitionedAttrName(), UnitAttr::get(ctx));
  return success();
}

LogicalResult Partitioner::run() {
  SmallVector<func::FuncOp> fns;
  for (auto fn : module.getOps<func::FuncOp>()) {
    if (fn.isDeclaration() ||
        fn->hasAttr(CleaveDialect::getPartitionedAttrName()))
      continue;
    fns.push_back(fn);
  }
  for (func::FuncOp fn : fns)
    if (failed(computeSignature(fn)))
      return failure();
  for (func::FuncOp fn : fns)
    if (failed(partitionFunc(fn)))
      return failure();
  for (auto [callee, type] : kernelTypes)
    cast<func::FuncOp>(callee).setFunctionType(type);
  return success();
}

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

namespace {
struct PartitionPass : cleave::impl::CleavePartitionBase<PartitionPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<MeshOp> meshes(module.getOps<MeshOp>());
    if (meshes.empty())
      return;
    if (failed(checkPassInput(module, "cleave-partition")))
      return signalPassFailure();
    if (meshes.size() > 1) {
      module.emitError() << "cleave-partition supports one mesh per module, "
                            "found "
                         << meshes.size();
      return signalPassFailure();
    }
    Partitioner partitioner(module, meshes.front());
    if (failed(partitioner.run()))
      return signalPassFailure();
    numCollectives = partitioner.numCollectives;
  }
};
} // namespace
