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
#include "cleave/Transforms/Reshard.h"

#include "Cleave/IR/CleaveInterfaces.h"
#include "Cleave/IR/CleaveOps.h"
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
  ArrayAttr axesAttr(ArrayRef<unsigned> axes);
  std::string axesString(ArrayRef<unsigned> axes) const;

  // Functions and blocks.
  LogicalResult computeSignature(func::FuncOp fn);
  LogicalResult partitionFunc(func::FuncOp fn);
  LogicalResult partitionBlock(Block &src, OpBuilder &b);
  LogicalResult partitionOp(Operation *op, OpBuilder &b);
  LogicalResult partitionWithRule(Operation *op, const ShardingRule &rule,
                                  OpBuilder &b);
  LogicalResult partitionReplicated(Operation *op, OpBuilder &b);
  LogicalResult partitionKernelCall(func::CallOp call, OpBuilder &b);
  LogicalResult partitionPerPartEntry(tensor::ExpandShapeOp op,
                                      ArrayRef<int64_t> dims, OpBuilder &b);
  LogicalResult partitionFor(scf::ForOp op, OpBuilder &b);
  LogicalResult partitionIf(scf::IfOp op, OpBuilder &b);

  /// The local value standing for `global`, resharded to `target`.
  FailureOr<Value> get(OpBuilder &b, Location loc, Value global,
                       const Sharding &target);
  FailureOr<Value> reshard(OpBuilder &b, Location loc, Value global,
                           Value local, Sharding cur, const Sharding &dst);
  Value rematerialize(OpBuilder &b, Location loc, Value global,
                      RankedTensorType type);
  Value toPartialForm(OpBuilder &b, Location loc, Value v,
                      ArrayRef<unsigned> axes, ReductionKind kind);
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
  /// Rewrites the reads of captured tables that the assignment split: the
  /// position moves into the local shard; along lookup factors a read
  /// outside the device's rows yields zero (the result is partial).
  void localizeTableReads(Operation *newOp, const ShardingRule &rule,
                          ArrayRef<Value> localTables,
                          ArrayRef<Sharding> tableShardings);
  std::string describe(Value v);

  ModuleOp module;
  mutable MeshOp mesh;
  SmallVector<int64_t> axisSizes;
  IRMapping mapping;
  llvm::DenseMap<Value, Sharding> current;
  llvm::DenseMap<std::pair<Value, Attribute>, Value> cache;
  struct Signature {
    SmallVector<Sharding> args, results;
    SmallVector<Type> argTypes, resultTypes;
  };
  llvm::DenseMap<Operation *, Signature> signatures;
  /// The op partitionWithRule built last (on local types).
  Operation *lastLocalOp = nullptr;
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

ArrayAttr Partitioner::axesAttr(ArrayRef<unsigned> axes) {
  SmallVector<Attribute> names;
  for (unsigned a : axes)
    names.push_back(StringAttr::get(module.getContext(), mesh.getAxisName(a)));
  return ArrayAttr::get(module.getContext(), names);
}

/// A split dim holds ceil(size / devices) elements per device; the last
/// shards end in padding. Split dynamic dims are refused.
FailureOr<RankedTensorType>
Partitioner::localType(RankedTensorType global, const Sharding &s,
                       Location loc, const Twine &what) {
  SmallVector<int64_t> shape(global.getShape());
  for (auto [d, axes] : llvm::enumerate(s.dims)) {
    int64_t n = groupSize(axes);
    if (n == 1)
      continue;
    if (ShapedType::isDynamic(shape[d]))
      return emitError(loc) << "dim " << d << " of " << what
                            << " is dynamic and cannot be split over "
                            << axesString(axes);
    shape[d] = localDimSize(shape[d], n);
  }
  return RankedTensorType::get(shape, global.getElementType(),
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
  return GroupIndexOp::create(b, loc, b.getIndexType(),
                              FlatSymbolRefAttr::get(mesh.getSymNameAttr()),
                              axesAttr(axes));
}

/// A value whose reduction over `axes` (with `kind`) is `v`: `v` itself
/// for max/min, `v` on the group's first device and the identity elsewhere
/// for sum/prod.
Value Partitioner::toPartialForm(OpBuilder &b, Location loc, Value v,
                                 ArrayRef<unsigned> axes, ReductionKind kind) {
  if (kind == ReductionKind::max || kind == ReductionKind::min ||
      groupSize(axes) == 1)
    return v;
  auto type = cast<RankedTensorType>(v.getType());
  Type elt = type.getElementType();
  TypedAttr identity =
      kind == ReductionKind::prod
          ? (isa<FloatType>(elt) ? TypedAttr(b.getFloatAttr(elt, 1.0))
                                 : TypedAttr(b.getIntegerAttr(elt, 1)))
          : cast<TypedAttr>(b.getZeroAttr(elt));
  Value fill = arith::ConstantOp::create(
      b, loc, DenseElementsAttr::get(type, identity));
  Value idx = groupIndex(b, loc, axes);
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value first =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, idx, zero);
  return arith::SelectOp::create(b, loc, first, v, fill);
}

/// Values that cost nothing to build anew at any sharding: empty tensors,
/// fills of a scalar into one, and splat constants.
Value Partitioner::rematerialize(OpBuilder &b, Location loc, Value global,
                                 RankedTensorType type) {
  Operation *def = global.getDefiningOp();
  if (!def || !type.hasStaticShape())
    return {};
  if (isa<tensor::EmptyOp>(def))
    return tensor::EmptyOp::create(b, loc, type.getShape(),
                                   type.getElementType());
  if (auto fill = dyn_cast<linalg::FillOp>(def)) {
    Value init = fill.getDpsInits()[0];
    if (!init.getDefiningOp<tensor::EmptyOp>())
      return {};
    Value scalar = mapping.lookupOrNull(fill.getInputs()[0]);
    if (!scalar)
      return {};
    Value empty = tensor::EmptyOp::create(b, loc, type.getShape(),
                                          type.getElementType());
    return linalg::FillOp::create(b, loc, scalar, empty).getResult(0);
  }
  DenseElementsAttr dense;
  if (matchPattern(def, m_Constant(&dense)) && dense.isSplat())
    return arith::ConstantOp::create(
        b, loc, DenseElementsAttr::get(type, dense.getSplatValue<Attribute>()));
  return {};
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
  if (it->second == target)
    return local;
  auto key = std::make_pair(local, Attribute(toAttr(target)));
  if (Value cached = cache.lookup(key))
    return cached;
  FailureOr<Value> out = reshard(b, loc, global, local, it->second, target);
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
  FlatSymbolRefAttr meshRef = FlatSymbolRefAttr::get(mesh.getSymNameAttr());

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
  Value v = local;
  for (const ReshardStep &step : *steps) {
    FailureOr<RankedTensorType> type =
        localType(globalType, step.after, loc, describe(global));
    if (failed(type))
      return failure();
    if (step.size) {
      // A padded whole dim (gathered from uneven shards, or about to be
      // sliced into them) or its unpadded size.
      SmallVector<int64_t> shape((*type).getShape());
      shape[step.dim] = step.size;
      type = RankedTensorType::get(shape, type->getElementType());
    }
    bool trivial = groupSize(step.axes) == 1;
    ArrayAttr axes = axesAttr(step.axes);
    auto kind = ReductionKindAttr::get(b.getContext(), step.reduction);
    switch (step.kind) {
    case ReshardStepKind::AllReduce:
      if (!trivial)
        v = AllReduceOp::create(b, loc, v.getType(), v, meshRef, axes, kind);
      break;
    case ReshardStepKind::ReduceScatter:
      if (!trivial)
        v = ReduceScatterOp::create(b, loc, *type, v, meshRef, axes,
                                    b.getI64IntegerAttr(step.dim), kind);
      break;
    case ReshardStepKind::AllToAll:
      if (!trivial)
        v = AllToAllOp::create(b, loc, *type, v, meshRef, axes,
                               b.getI64IntegerAttr(step.dim),
                               b.getI64IntegerAttr(step.concatDim));
      break;
    case ReshardStepKind::AllGather:
      if (!trivial)
        v = AllGatherOp::create(b, loc, *type, v, meshRef, axes,
                                b.getI64IntegerAttr(step.dim));
      break;
    case ReshardStepKind::AllSlice:
      if (!trivial)
        v = AllSliceOp::create(b, loc, *type, v, meshRef, axes,
                               b.getI64IntegerAttr(step.dim));
      break;
    case ReshardStepKind::ToPartial:
      v = toPartialForm(b, loc, v, step.axes, step.reduction);
      break;
    case ReshardStepKind::Pad: {
      Value zero = arith::ConstantOp::create(
          b, loc, cast<TypedAttr>(b.getZeroAttr(type->getElementType())));
      v = tensor::createPadHighOp(*type, v, zero, /*nofold=*/false, loc, b);
      break;
    }
    case ReshardStepKind::Unpad: {
      SmallVector<OpFoldResult> offsets, sizes, strides;
      for (int64_t size : type->getShape()) {
        offsets.push_back(b.getIndexAttr(0));
        sizes.push_back(b.getIndexAttr(size));
        strides.push_back(b.getIndexAttr(1));
      }
      v = tensor::ExtractSliceOp::create(b, loc, *type, v, offsets, sizes,
                                         strides)
              .getResult();
      break;
    }
    case ReshardStepKind::Permute:
      if (!trivial)
        v = CollectivePermuteOp::create(b, loc, v.getType(), v, meshRef, axes,
                                        b.getDenseI64ArrayAttr(step.pairs));
      break;
    }
    if (!trivial && step.kind != ReshardStepKind::ToPartial &&
        step.kind != ReshardStepKind::Pad &&
        step.kind != ReshardStepKind::Unpad)
      ++numCollectives;
  }
  return v;
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

LogicalResult Partitioner::partitionWithRule(Operation *op,
                                             const ShardingRule &rule,
                                             OpBuilder &b) {
  Location loc = op->getLoc();
  unsigned numFactors = rule.factors.size();
  SmallVector<std::optional<Axes>> assign(numFactors);
  SmallVector<bool> used(axisSizes.size(), false);
  auto take = [&](unsigned f, ArrayRef<unsigned> axes) {
    if (assign[f] || rule.factors[f].kind == FactorKind::NeedsReplication)
      return;
    Axes kept;
    for (unsigned a : axes) {
      if (used[a])
        break;
      kept.push_back(a);
    }
    for (unsigned a : kept)
      used[a] = true;
    assign[f] = kept;
  };

  // Results' shardings first: what the op should produce.
  SmallVector<std::optional<Sharding>> wanted(op->getNumResults());
  for (OpResult r : op->getResults()) {
    if (!isa<RankedTensorType>(r.getType()))
      continue;
    ShardingAttr attr = annotatedResult(op, r.getResultNumber());
    if (!attr)
      return op->emitError() << "result #" << r.getResultNumber()
                             << " has no sharding; run cleave-propagate first";
    wanted[r.getResultNumber()] = fromAttr(attr);
    const TensorFactors &dims = rule.results[r.getResultNumber()];
    SmallVector<Axes> split;
    for (unsigned d = 0; d < dims.size(); ++d)
      if (projectDimAxes(rule, dims[d], wanted[r.getResultNumber()]->dims[d],
                         axisSizes, split))
        for (auto [k, f] : llvm::enumerate(dims[d]))
          take(f, split[k]);
  }
  // Then the operands, for factors the results do not fix (reductions).
  Axes resultPartial;
  for (auto &w : wanted)
    if (w)
      for (unsigned a : w->partial)
        if (!llvm::is_contained(resultPartial, a))
          resultPartial.push_back(a);
  // Rule operands: the op's operands, then the tensors its regions capture.
  unsigned numOperands = op->getNumOperands();
  SmallVector<Value> ruleOperands = rule.getOperandValues(op);
  SmallVector<std::optional<Sharding>> have(ruleOperands.size());
  for (auto [i, value] : llvm::enumerate(ruleOperands)) {
    if (!isa<RankedTensorType>(value.getType()))
      continue;
    Value local = mapping.lookupOrNull(value);
    if (!local || !current.count(local))
      return op->emitError() << (i < numOperands ? "operand #" : "captured #")
                             << (i < numOperands ? i : i - numOperands)
                             << " has no sharding";
    have[i] = current[local];
  }
  for (unsigned f = 0; f < numFactors; ++f) {
    if (assign[f])
      continue;
    std::optional<Axes> best;
    int64_t bestScore = -1;
    for (auto [i, h] : llvm::enumerate(have)) {
      if (!h)
        continue;
      const TensorFactors &dims = rule.operands[i];
      for (unsigned d = 0; d < dims.size(); ++d) {
        auto pos = llvm::find(dims[d], f);
        if (pos == dims[d].end())
          continue;
        SmallVector<Axes> split;
        if (!projectDimAxes(rule, dims[d], h->dims[d], axisSizes, split))
          continue;
        Axes axes = split[pos - dims[d].begin()];
        if (axes.empty())
          continue;
        // A reduction split the result's partial state agrees with beats
        // any other; then more axes, then the earlier operand.
        bool agrees = rule.factors[f].kind == FactorKind::Reduction &&
                      llvm::all_of(axes, [&](unsigned a) {
                        return llvm::is_contained(resultPartial, a);
                      });
        int64_t score = (agrees ? 1000 : 0) + axes.size();
        if (score > bestScore) {
          bestScore = score;
          best = axes;
        }
      }
    }
    if (best)
      take(f, *best);
  }
  SmallVector<Axes> factorAxes(numFactors);
  for (unsigned f = 0; f < numFactors; ++f)
    if (assign[f])
      factorAxes[f] = *assign[f];

  // A factor that is neither a reduction nor in any result (a size-1 dim a
  // reshape drops: tensor<5x1> -> tensor<5>) cannot stay split: the result
  // would not say which devices hold the data and which the padding, so each
  // device would compute from its own piece (found by tools/cleave-fuzz,
  // seed 6633). Its operands are gathered instead.
  if (!rule.results.empty()) {
    SmallVector<bool> inResult(numFactors, false);
    for (const TensorFactors &dims : rule.results)
      for (const auto &fs : dims)
        for (unsigned f : fs)
          inResult[f] = true;
    for (unsigned f = 0; f < numFactors; ++f)
      if (!inResult[f] && rule.factors[f].kind != FactorKind::Reduction)
        factorAxes[f].clear();
  }

  // Compound dims (reshapes) can only carry contiguous splits: drop minor
  // factors' axes until every tensor's dims compose.
  auto composes = [&](const TensorFactors &dims) {
    for (const auto &fs : dims)
      if (fs.size() > 1 &&
          !composeDimAxes(rule, fs, factorAxes, axisSizes))
        return false;
    return true;
  };
  for (bool changed = true; changed;) {
    changed = false;
    for (ArrayRef<TensorFactors> group : {ArrayRef<TensorFactors>(rule.operands),
                                          ArrayRef<TensorFactors>(rule.results)})
      for (const TensorFactors &dims : group) {
        if (composes(dims))
          continue;
        for (const auto &fs : dims)
          if (fs.size() > 1 && !composeDimAxes(rule, fs, factorAxes, axisSizes))
            for (unsigned k = fs.size(); k-- > 0;)
              if (!factorAxes[fs[k]].empty()) {
                factorAxes[fs[k]].clear();
                changed = true;
                break;
              }
      }
  }
  auto dimsOf = [&](const TensorFactors &dims) {
    SmallVector<Axes> out;
    for (const auto &fs : dims)
      out.push_back(composeDimAxes(rule, fs, factorAxes, axisSizes)
                        .value_or(Axes()));
    return out;
  };

  // Only linalg ops can mask the padding of an unevenly split reduction
  // (below); in any other op (one known by a stated rule or a plugin's
  // model) the padding would join the sum, so such a factor stays whole
  // and its operands are gathered.
  Axes unsplitReduction;
  if (!isa<linalg::LinalgOp>(op))
    for (unsigned f = 0; f < numFactors; ++f) {
      int64_t n = groupSize(factorAxes[f]);
      if (rule.factors[f].kind == FactorKind::Reduction && n > 1 &&
          (ShapedType::isDynamic(rule.factors[f].size) ||
           rule.factors[f].size % n != 0)) {
        llvm::append_range(unsplitReduction, factorAxes[f]);
        factorAxes[f].clear();
      }
    }

  // Reduction factors split across devices leave partial results.
  Axes reductionAxes;
  for (unsigned f = 0; f < numFactors; ++f)
    if (rule.factors[f].kind == FactorKind::Reduction)
      reductionAxes.append(factorAxes[f].begin(), factorAxes[f].end());

  // Partial operands that the op is linear in stay partial when the
  // results are wanted partial over the same axes. Indexed like the rule's
  // operands (the op's operands, then its captured tables): sized by the
  // op's operands alone, a captured table read past the end (uninitialised,
  // so ranks could build different programs; tools/cleave-fuzz seed 1647).
  auto dps = dyn_cast<DestinationStyleOpInterface>(op);
  SmallVector<bool> keepPartial(ruleOperands.size(), false);
  Axes flowAxes;
  if (rule.partialFlow != PartialFlow::None &&
      (reductionAxes.empty() || rule.reductionKind == ReductionKind::sum)) {
    SmallVector<unsigned> partialOps, countedOps;
    bool ok = true;
    for (auto [i, h] : llvm::enumerate(have)) {
      if (!h || rule.isUnusedOperand(i) ||
          (dps && i < numOperands && dps.isDpsInit(&op->getOpOperand(i))))
        continue;
      bool counted = rule.isPartialOperand(i);
      if (counted)
        countedOps.push_back(i);
      if (h->partial.empty())
        continue;
      if (!counted || h->kind != ReductionKind::sum)
        ok = false;
      partialOps.push_back(i);
    }
    if (ok && !partialOps.empty()) {
      flowAxes = have[partialOps[0]]->partial;
      auto sameAxes = [&](unsigned i) {
        Axes a = have[i]->partial, b2 = flowAxes;
        llvm::sort(a);
        llvm::sort(b2);
        return a == b2;
      };
      bool shapeOk =
          rule.partialFlow == PartialFlow::Additive
              ? partialOps.size() == countedOps.size() &&
                    llvm::all_of(partialOps, sameAxes)
              : partialOps.size() == 1;
      bool wantedOk = llvm::all_of(flowAxes, [&](unsigned a) {
        return llvm::is_contained(resultPartial, a) && !used[a] &&
               !llvm::is_contained(reductionAxes, a);
      });
      if (shapeOk && wantedOk)
        for (unsigned i : partialOps)
          keepPartial[i] = true;
      else
        flowAxes.clear();
    }
  }
  Axes producedPartial = flowAxes;
  producedPartial.append(reductionAxes.begin(), reductionAxes.end());
  ReductionKind producedKind =
      flowAxes.empty() ? rule.reductionKind : ReductionKind::sum;

  // Operands at the sharding the assignment needs. A value used twice may
  // need two shardings, so operands are kept per use.
  IRMapping local;
  SmallVector<Value> localOperands;
  SmallVector<Value> localTables;
  SmallVector<Sharding> tableShardings;
  for (auto [i, global] : llvm::enumerate(ruleOperands)) {
    OpOperand *operand = i < numOperands ? &op->getOpOperand(i) : nullptr;
    if (!have[i]) {
      Value v = mapping.lookupOrNull(global);
      if (!v)
        return op->emitError() << "operand #" << i << " has no local value";
      local.map(global, v);
      localOperands.push_back(v);
      continue;
    }
    Sharding need;
    need.dims = dimsOf(rule.operands[i]);
    if (keepPartial[i]) {
      need.partial = have[i]->partial;
      need.kind = have[i]->kind;
    }
    bool isInit = operand && dps && dps.isDpsInit(operand);
    if (isInit && !rule.isUnusedOperand(i) && !producedPartial.empty() &&
        !isZeroTensor(global)) {
      // A read accumulator of a split reduction joins the partial sum once.
      need.partial = producedPartial;
      need.kind = producedKind;
    }
    Value v;
    auto globalType = cast<RankedTensorType>(global.getType());
    if (isInit && rule.isUnusedOperand(i)) {
      // An init the op overwrites only provides the shape.
      FailureOr<RankedTensorType> type =
          localType(globalType, need, loc, describe(global));
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
    local.map(global, v);
    if (operand) {
      localOperands.push_back(v);
    } else {
      localTables.push_back(v);
      tableShardings.push_back(need);
    }
  }

  if (failed(mapCapturedValues(op, local, b)))
    return failure();

  // The op on local shapes.
  SmallVector<Type> resultTypes;
  SmallVector<Sharding> produced;
  for (OpResult r : op->getResults()) {
    auto type = dyn_cast<RankedTensorType>(r.getType());
    if (!type) {
      resultTypes.push_back(r.getType());
      produced.push_back({});
      continue;
    }
    Sharding s;
    s.dims = dimsOf(rule.results[r.getResultNumber()]);
    s.partial = producedPartial;
    s.kind = producedKind;
    FailureOr<RankedTensorType> lt = localType(type, s, loc, describe(r));
    if (failed(lt))
      return failure();
    resultTypes.push_back(*lt);
    produced.push_back(s);
  }

  Operation *newOp = nullptr;
  if (auto empty = dyn_cast<tensor::EmptyOp>(op)) {
    auto type = cast<RankedTensorType>(resultTypes[0]);
    SmallVector<Value> dynSizes;
    for (Value s : empty.getDynamicSizes())
      dynSizes.push_back(mapping.lookup(s));
    newOp = tensor::EmptyOp::create(b, loc, type, dynSizes);
  } else if (auto expand = dyn_cast<tensor::ExpandShapeOp>(op)) {
    newOp = tensor::ExpandShapeOp::create(
        b, loc, resultTypes[0], localOperands[0],
        expand.getReassociationIndices());
  } else if (auto collapse = dyn_cast<tensor::CollapseShapeOp>(op)) {
    newOp = tensor::CollapseShapeOp::create(
        b, loc, resultTypes[0], localOperands[0],
        collapse.getReassociationIndices());
  } else if (auto slice = dyn_cast<tensor::ExtractSliceOp>(op)) {
    // Dims taken whole shrink to the local size. A sliced dim is whole in
    // the source on every device; if its result is split, each device
    // takes its piece of the slice: the offset moves by the group index
    // times the local size.
    auto srcType = cast<RankedTensorType>(localOperands[0].getType());
    auto dstType = cast<RankedTensorType>(resultTypes[0]);
    llvm::SmallBitVector dropped = slice.getDroppedDims();
    // With an uneven split of the result, the last devices' pieces reach
    // past the source: pad the source (whole on that dim) far enough.
    {
      SmallVector<int64_t> padded(srcType.getShape());
      for (int64_t d = 0, r = 0; d < srcType.getRank(); ++d) {
        if (dropped.test(d))
          continue;
        int64_t size = slice.getStaticSizes()[d];
        int64_t local = dstType.getDimSize(r++);
        bool whole = slice.getStaticOffsets()[d] == 0 &&
                     slice.getStaticStrides()[d] == 1 &&
                     size == slice.getSourceType().getDimSize(d);
        if (whole || local == size)
          continue;
        int64_t n = (size + local - 1) / local;
        int64_t last = slice.getStaticOffsets()[d] +
                       (n * local - 1) * slice.getStaticStrides()[d] + 1;
        padded[d] = std::max(padded[d], last);
      }
      if (ArrayRef<int64_t>(padded) != srcType.getShape()) {
        auto type = RankedTensorType::get(padded, srcType.getElementType());
        Value zero = arith::ConstantOp::create(
            b, loc, cast<TypedAttr>(b.getZeroAttr(srcType.getElementType())));
        localOperands[0] = tensor::createPadHighOp(type, localOperands[0], zero,
                                                   /*nofold=*/false, loc, b);
        srcType = type;
      }
    }
    SmallVector<OpFoldResult> offsets, sizes, strides;
    for (int64_t d = 0, r = 0; d < srcType.getRank(); ++d) {
      int64_t offset = slice.getStaticOffsets()[d];
      int64_t size = slice.getStaticSizes()[d];
      int64_t stride = slice.getStaticStrides()[d];
      bool whole = offset == 0 && stride == 1 &&
                   size == slice.getSourceType().getDimSize(d);
      OpFoldResult off = b.getIndexAttr(offset);
      if (whole) {
        size = srcType.getDimSize(d);
      } else if (!dropped.test(d) && dstType.getDimSize(r) != size) {
        unsigned f = rule.results[0][r][0];
        int64_t localSize = dstType.getDimSize(r);
        Value g = groupIndex(b, loc, factorAxes[f]);
        Value step = arith::ConstantIndexOp::create(b, loc, localSize * stride);
        Value base = arith::ConstantIndexOp::create(b, loc, offset);
        off = arith::AddIOp::create(
                  b, loc, base, arith::MulIOp::create(b, loc, g, step))
                  .getResult();
        size = localSize;
      }
      offsets.push_back(off);
      sizes.push_back(b.getIndexAttr(size));
      strides.push_back(b.getIndexAttr(stride));
      if (!dropped.test(d))
        ++r;
    }
    newOp = tensor::ExtractSliceOp::create(b, loc, dstType, localOperands[0],
                                           offsets, sizes, strides);
  } else if (auto insert = dyn_cast<tensor::InsertSliceOp>(op)) {
    auto destType =
        cast<RankedTensorType>(localOperands[1].getType());
    SmallVector<int64_t> sizes(insert.getStaticSizes());
    for (int64_t d = 0; d < destType.getRank(); ++d)
      if (insert.getStaticOffsets()[d] == 0 &&
          insert.getStaticStrides()[d] == 1 &&
          sizes[d] == insert.getDestType().getDimSize(d))
        sizes[d] = destType.getDimSize(d);
    newOp = tensor::InsertSliceOp::create(
        b, loc, localOperands[0], localOperands[1],
        ValueRange(), ValueRange(), ValueRange(), insert.getStaticOffsets(),
        sizes, insert.getStaticStrides());
  } else if (auto reshape = dyn_cast<tensor::ReshapeOp>(op)) {
    auto type = cast<RankedTensorType>(resultTypes[0]);
    auto shapeType = cast<RankedTensorType>(reshape.getShape().getType());
    SmallVector<Attribute> dims;
    for (int64_t s : type.getShape())
      dims.push_back(b.getIntegerAttr(shapeType.getElementType(), s));
    Value shape = arith::ConstantOp::create(
        b, loc, DenseElementsAttr::get(shapeType, dims));
    newOp = tensor::ReshapeOp::create(b, loc, type,
                                      localOperands[0], shape);
  } else if (auto cst = dyn_cast<arith::ConstantOp>(op)) {
    auto dense = dyn_cast<DenseElementsAttr>(cst.getValue());
    auto type = cast<RankedTensorType>(resultTypes[0]);
    if (dense && dense.isSplat()) {
      newOp = arith::ConstantOp::create(
          b, loc, DenseElementsAttr::get(type, dense.getSplatValue<Attribute>()));
    } else {
      // The whole constant on every device; slicing it is local.
      Operation *whole = b.clone(*op);
      whole->removeAttr(CleaveDialect::getShardingAttrName());
      Value r = op->getResult(0);
      bind(r, whole->getResult(0),
           Sharding::replicated(type.getRank()));
      ShardingAttr want = annotatedResult(op, 0);
      FailureOr<Value> v = get(b, loc, r, fromAttr(want));
      if (failed(v))
        return failure();
      bind(r, *v, fromAttr(want));
      return success();
    }
  } else {
    newOp = b.clone(*op, local);
    for (auto [i, v] : llvm::enumerate(localOperands))
      newOp->setOperand(i, v);
    for (auto [r, t] : llvm::zip(newOp->getResults(), resultTypes))
      r.setType(t);
  }
  newOp->removeAttr(CleaveDialect::getShardingAttrName());
  // A stated rule describes the global op: the local one states the local
  // sizes (the cost model prices per-device programs by it).
  if (auto attr = op->getAttrOfType<OpShardingRuleAttr>(
          OpShardingRuleAttr::getAttrName())) {
    SmallVector<int64_t> sizes(attr.getFactorSizes());
    for (auto [f, size] : llvm::enumerate(sizes))
      if (!ShapedType::isDynamic(size))
        size = localDimSize(size, groupSize(factorAxes[f]));
    newOp->setAttr(OpShardingRuleAttr::getAttrName(),
                   OpShardingRuleAttr::get(
                       op->getContext(), attr.getFactorNames(), sizes,
                       attr.getFactorKinds(), attr.getNumOperands(),
                       attr.getTensorRanks(), attr.getDimFactorCounts(),
                       attr.getDimFactors(), attr.getCombiner()));
  }
  lastLocalOp = newOp;

  // linalg.index counts from the start of the local shard: shift it by the
  // shard's offset along split factors.
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(newOp)) {
    SmallVector<linalg::IndexOp> indices;
    newOp->walk([&](linalg::IndexOp idx) { indices.push_back(idx); });
    for (linalg::IndexOp idx : indices) {
      uint64_t f = idx.getDim();
      if (f >= numFactors || groupSize(factorAxes[f]) == 1)
        continue;
      int64_t localSize =
          localDimSize(rule.factors[f].size, groupSize(factorAxes[f]));
      OpBuilder ib(idx);
      ib.setInsertionPointAfter(idx);
      // The group index comes from outside the region.
      OpBuilder ob(newOp);
      Value g = groupIndex(ob, loc, factorAxes[f]);
      Value size = arith::ConstantIndexOp::create(ob, loc, localSize);
      Value offset = arith::MulIOp::create(ob, loc, g, size);
      Value shifted = arith::AddIOp::create(ib, loc, idx, offset);
      idx.getResult().replaceAllUsesExcept(shifted,
                                           shifted.getDefiningOp());
    }
  }

  localizeTableReads(newOp, rule, localTables, tableShardings);

  // A reduction factor split unevenly: the padding of the last shards must
  // not reach the accumulator. The op (generalized) keeps its accumulator
  // at iterations past the factor's end.
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(newOp)) {
    SmallVector<unsigned> uneven;
    for (unsigned f = 0; f < numFactors; ++f) {
      int64_t n = groupSize(factorAxes[f]);
      if (rule.factors[f].kind == FactorKind::Reduction && n > 1 &&
          !rule.factors[f].lookup &&
          !ShapedType::isDynamic(rule.factors[f].size) &&
          rule.factors[f].size % n != 0)
        uneven.push_back(f);
    }
    if (!uneven.empty()) {
      IRRewriter rewriter(b.getContext());
      rewriter.setInsertionPoint(newOp);
      linalg::GenericOp generic = dyn_cast<linalg::GenericOp>(newOp);
      if (!generic) {
        FailureOr<linalg::GenericOp> g =
            linalg::generalizeNamedOp(rewriter, linalgOp);
        if (failed(g))
          return op->emitError()
                 << "cannot mask the padding of an unevenly split reduction "
                    "of this op; choose an even split";
        generic = *g;
      }
      newOp = generic;
      OpBuilder ob(generic);
      Block *body = generic.getBody();
      Operation *yield = body->getTerminator();
      OpBuilder ib(yield);
      Value valid;
      for (unsigned f : uneven) {
        int64_t n = groupSize(factorAxes[f]);
        int64_t localSize = localDimSize(rule.factors[f].size, n);
        Value g = groupIndex(ob, loc, factorAxes[f]);
        Value offset = arith::MulIOp::create(
            ob, loc, g, arith::ConstantIndexOp::create(ob, loc, localSize));
        Value end =
            arith::ConstantIndexOp::create(ob, loc, rule.factors[f].size);
        Value idx = linalg::IndexOp::create(ib, loc, f);
        Value global = arith::AddIOp::create(ib, loc, idx, offset);
        Value inside = arith::CmpIOp::create(ib, loc, arith::CmpIPredicate::ult,
                                             global, end);
        valid = valid ? arith::AndIOp::create(ib, loc, valid, inside)
                      : inside;
      }
      unsigned numInputs = generic.getNumDpsInputs();
      for (unsigned i = 0; i < yield->getNumOperands(); ++i) {
        Value acc = body->getArgument(numInputs + i);
        Value kept = arith::SelectOp::create(ib, loc, valid,
                                             yield->getOperand(i), acc);
        yield->setOperand(i, kept);
      }
    }
  }

  for (OpResult r : op->getResults()) {
    Value nr = newOp->getResult(r.getResultNumber());
    if (!wanted[r.getResultNumber()]) {
      mapping.map(r, nr);
      continue;
    }
    // Propagation wanted a partial result over axes of a reduction kept
    // whole (above): the whole value stands for it, no need to split it
    // into partial form only to reduce it again.
    if (!unsplitReduction.empty()) {
      Sharding &w = *wanted[r.getResultNumber()];
      llvm::erase_if(w.partial, [&](unsigned a) {
        return llvm::is_contained(unsplitReduction, a);
      });
    }
    bind(r, nr, produced[r.getResultNumber()]);
    FailureOr<Value> v = get(b, loc, r, *wanted[r.getResultNumber()]);
    if (failed(v))
      return failure();
    bind(r, *v, *wanted[r.getResultNumber()]);
  }
  return success();
}

void Partitioner::localizeTableReads(Operation *newOp, const ShardingRule &rule,
                                     ArrayRef<Value> localTables,
                                     ArrayRef<Sharding> tableShardings) {
  unsigned first = newOp->getNumOperands();
  for (unsigned k = 0; k < localTables.size(); ++k) {
    Value table = localTables[k];
    const Sharding &s = tableShardings[k];
    if (llvm::all_of(s.dims, [&](const Axes &a) { return groupSize(a) == 1; }))
      continue;
    auto globalType = cast<RankedTensorType>(rule.captured[k].getType());
    const TensorFactors &dims = rule.operands[first + k];
    SmallVector<tensor::ExtractOp> reads;
    newOp->walk([&](tensor::ExtractOp read) {
      if (read.getTensor() == table)
        reads.push_back(read);
    });
    if (reads.empty())
      continue;
    // Where this device's shard starts along each split dim.
    Location loc = newOp->getLoc();
    OpBuilder ob(newOp);
    SmallVector<Value> offsets(s.dims.size());
    for (auto [d, axes] : llvm::enumerate(s.dims)) {
      int64_t n = groupSize(axes);
      if (n == 1)
        continue;
      int64_t localSize = localDimSize(globalType.getDimSize(d), n);
      offsets[d] = arith::MulIOp::create(
          ob, loc, groupIndex(ob, loc, axes),
          arith::ConstantIndexOp::create(ob, loc, localSize));
    }
    for (tensor::ExtractOp read : reads) {
      OpBuilder ib(read);
      Location rl = read.getLoc();
      SmallVector<Value> indices(read.getIndices());
      Value valid;
      for (unsigned d = 0; d < offsets.size(); ++d) {
        Value offset = offsets[d];
        if (!offset)
          continue;
        Value global = indices[d];
        Value localIdx = arith::SubIOp::create(ib, rl, global, offset);
        indices[d] = localIdx;
        if (!llvm::any_of(dims[d],
                          [&](unsigned f) { return rule.factors[f].lookup; }))
          continue;
        // Only the device whose rows hold the position reads it; the
        // padding of an uneven last shard is no row of the table.
        int64_t localSize =
            localDimSize(globalType.getDimSize(d), groupSize(s.dims[d]));
        Value inTable = arith::CmpIOp::create(
            ib, rl, arith::CmpIPredicate::ult, global,
            arith::ConstantIndexOp::create(ib, rl, globalType.getDimSize(d)));
        Value inShard = arith::CmpIOp::create(
            ib, rl, arith::CmpIPredicate::ult, localIdx,
            arith::ConstantIndexOp::create(ib, rl, localSize));
        Value here = arith::AndIOp::create(ib, rl, inTable, inShard);
        valid = valid ? arith::AndIOp::create(ib, rl, valid, here) : here;
        indices[d] = arith::SelectOp::create(
            ib, rl, here, localIdx, arith::ConstantIndexOp::create(ib, rl, 0));
      }
      Value v = tensor::ExtractOp::create(ib, rl, table, indices);
      if (valid) {
        Type elt = v.getType();
        Value zero = arith::ConstantOp::create(
            ib, rl, cast<TypedAttr>(ib.getZeroAttr(elt)));
        v = arith::SelectOp::create(ib, rl, valid, v, zero);
      }
      read.getResult().replaceAllUsesWith(v);
      read.erase();
    }
  }
}

LogicalResult Partitioner::partitionFor(scf::ForOp op, OpBuilder &b) {
  Location loc = op.getLoc();
  SmallVector<Sharding> carried;
  SmallVector<Value> inits;
  for (auto [i, init] : llvm::enumerate(op.getInitArgs())) {
    auto type = dyn_cast<RankedTensorType>(init.getType());
    if (!type) {
      carried.push_back({});
      inits.push_back(mapping.lookup(init));
      continue;
    }
    ShardingAttr attr = annotatedResult(op, i);
    if (!attr)
      return op.emitError() << "result #" << i
                            << " has no sharding; run cleave-propagate first";
    carried.push_back(fromAttr(attr));
    FailureOr<Value> v = get(b, loc, init, carried.back());
    if (failed(v))
      return failure();
    inits.push_back(*v);
  }
  bool ok = true;
  // Reshards made inside the body do not dominate what follows the loop.
  auto outerCache = cache;
  auto newFor = scf::ForOp::create(
      b, loc, mapping.lookup(op.getLowerBound()),
      mapping.lookup(op.getUpperBound()), mapping.lookup(op.getStep()), inits,
      [&](OpBuilder &nb, Location, Value iv, ValueRange args) {
        mapping.map(op.getInductionVar(), iv);
        for (auto [i, arg] : llvm::enumerate(op.getRegionIterArgs())) {
          if (isa<RankedTensorType>(arg.getType()))
            bind(arg, args[i], carried[i]);
          else
            mapping.map(arg, args[i]);
        }
        Block *body = op.getBody();
        for (Operation &inner : body->without_terminator())
          if (failed(partitionOp(&inner, nb))) {
            ok = false;
            return;
          }
        auto yield = cast<scf::YieldOp>(body->getTerminator());
        SmallVector<Value> yielded;
        for (auto [i, y] : llvm::enumerate(yield.getOperands())) {
          FailureOr<Value> v =
              isa<RankedTensorType>(y.getType())
                  ? get(nb, yield.getLoc(), y, carried[i])
                  : FailureOr<Value>(mapping.lookup(y));
          if (failed(v)) {
            ok = false;
            return;
          }
          yielded.push_back(*v);
        }
        scf::YieldOp::create(nb, yield.getLoc(), yielded);
      });
  cache = std::move(outerCache);
  if (!ok)
    return failure();
  for (auto [i, r] : llvm::enumerate(op.getResults())) {
    if (isa<RankedTensorType>(r.getType()))
      bind(r, newFor.getResult(i), carried[i]);
    else
      mapping.map(r, newFor.getResult(i));
  }
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
  lastLocalOp = nullptr;
  if (failed(partitionWithRule(call, *rule, b)))
    return failure();
  auto local = cast<func::CallOp>(lastLocalOp);
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
  if (auto ifOp = dyn_cast<scf::IfOp>(op))
    return partitionIf(ifOp, b);
  if (SmallVector<int64_t> dims = getPerPartEntryDims(op); !dims.empty())
    return partitionPerPartEntry(cast<tensor::ExpandShapeOp>(op), dims, b);

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
  SmallVector<Operation *> ops;
  fn.walk<WalkOrder::PostOrder>([&](Operation *op) { ops.push_back(op); });
  for (Operation *op : llvm::reverse(ops))
    if (op != fn.getOperation() && isOpTriviallyDead(op))
      op->erase();
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
