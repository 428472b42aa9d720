//===- Reshard.cpp - planning transitions between shardings ---------------===//
//
// The step-by-step reshard planner shared by the partitioner (which emits
// the steps as collectives) and the auto-sharder (which prices them).
//
//===----------------------------------------------------------------------===//

#include "cleave/Transforms/Reshard.h"

#include "cleave/Analysis/CostModel.h"

#include "cleave/IR/CleaveOps.h"
#include "cleave/IR/LocalForm.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/Utils/Utils.h"
#include "mlir/IR/BuiltinTypes.h"

#include <map>

using namespace mlir;
using namespace mlir::cleave;

static bool isPrefix(ArrayRef<unsigned> a, ArrayRef<unsigned> b) {
  return a.size() <= b.size() && std::equal(a.begin(), a.end(), b.begin());
}

static void eraseAxes(MeshAxes &from, ArrayRef<unsigned> axes) {
  from.erase(llvm::remove_if(from,
                             [&](unsigned a) {
                               return llvm::is_contained(axes, a);
                             }),
             from.end());
}

namespace {
/// Plans `from` -> `to` step by step; `cur` is the sharding reached so far.
class ReshardPlanner {
public:
  ReshardPlanner(ArrayRef<int64_t> axisSizes, ArrayRef<int64_t> shape,
                 const AxisSharding &from, const AxisSharding &to)
      : axisSizes(axisSizes), shape(shape), to(to), cur(from),
        special(from.dims.size(), false) {}

  std::optional<SmallVector<ReshardStep>> plan() {
    reducePartials();
    permuteRegroupedAxes();
    permuteReplacedAxes();
    gatherUnevenDims();
    moveAndSliceAxes();
    sliceUnevenDims();
    for (auto [c, t] : llvm::zip(cur.dims, to.dims))
      if (c != t)
        return std::nullopt;
    addPartials();
    return steps;
  }

private:
  bool uneven(unsigned d, ArrayRef<unsigned> axes) const {
    int64_t n = groupSize(axisSizes, axes);
    return !ShapedType::isDynamic(shape[d]) && n > 1 && shape[d] % n != 0;
  }
  void push(ReshardStepKind kind, MeshAxes axes, int64_t dim,
            int64_t concatDim, ReductionKind reduction, int64_t size = 0) {
    steps.push_back(
        {kind, std::move(axes), dim, concatDim, reduction, {}, size, cur});
  }
  void pushPermute(MeshAxes axes, int64_t dim, SmallVector<int64_t> pairs) {
    steps.push_back({ReshardStepKind::Permute, std::move(axes), dim, -1,
                     ReductionKind::sum, std::move(pairs), 0, cur});
  }
  /// `axis` splits a dim of `s`, or `s` is partial over it.
  static bool inAny(const AxisSharding &s, unsigned axis) {
    for (const MeshAxes &axes : s.dims)
      if (llvm::is_contained(axes, axis))
        return true;
    return llvm::is_contained(s.partial, axis);
  }
  static MeshAxes sortedDimAxes(const AxisSharding &s) {
    MeshAxes all;
    for (const MeshAxes &axes : s.dims)
      all.append(axes.begin(), axes.end());
    llvm::sort(all);
    return all;
  }

  void reducePartials();
  void permuteRegroupedAxes();
  void permuteReplacedAxes();
  void gatherUnevenDims();
  void moveAndSliceAxes();
  bool takeOneAxisOut();
  bool sliceFreeAxesIn();
  void sliceUnevenDims();
  void addPartials();

  ArrayRef<int64_t> axisSizes, shape;
  const AxisSharding &to;
  AxisSharding cur;
  /// Dims split unevenly before or after whose axes change: gathered whole
  /// first, sliced anew last.
  SmallVector<bool> special;
  SmallVector<ReshardStep> steps;
};
} // namespace

/// 1. Partial axes the target does not keep (all of them if the kinds
/// differ): scatter into a dim the target splits by them next, reduce the
/// rest in one all_reduce.
void ReshardPlanner::reducePartials() {
  bool kindsDiffer =
      !cur.partial.empty() && !to.partial.empty() && cur.kind != to.kind;
  MeshAxes toReduce;
  for (unsigned a : cur.partial)
    if (kindsDiffer || !llvm::is_contained(to.partial, a))
      toReduce.push_back(a);
  if (!toReduce.empty() && cur.kind == ReductionKind::sum) {
    for (unsigned d = 0; d < cur.dims.size(); ++d) {
      if (!isPrefix(cur.dims[d], to.dims[d]) || uneven(d, cur.dims[d]) ||
          uneven(d, to.dims[d]))
        continue;
      MeshAxes run;
      for (unsigned k = cur.dims[d].size(); k < to.dims[d].size(); ++k) {
        if (!llvm::is_contained(toReduce, to.dims[d][k]))
          break;
        run.push_back(to.dims[d][k]);
      }
      if (run.empty())
        continue;
      cur.dims[d].append(run.begin(), run.end());
      eraseAxes(cur.partial, run);
      eraseAxes(toReduce, run);
      push(ReshardStepKind::ReduceScatter, run, d, -1, cur.kind);
    }
  }
  if (!toReduce.empty()) {
    eraseAxes(cur.partial, toReduce);
    push(ReshardStepKind::AllReduce, toReduce, -1, -1, cur.kind);
  }
}

/// 2a. The same axes, each dim keeping its group size (a 2-D swap
/// [{"x"}, {"y"}] -> [{"y"}, {"x"}]): every device keeps a shard of the same
/// shape and some device holds each one it needs, so one collective_permute
/// over those axes moves each shard once.
void ReshardPlanner::permuteRegroupedAxes() {
  MeshAxes p1 = cur.partial, p2 = to.partial;
  llvm::sort(p1);
  llvm::sort(p2);
  bool samePartial = p1 == p2 && (p1.empty() || cur.kind == to.kind);
  MeshAxes used = sortedDimAxes(cur);
  bool permutation = samePartial && cur.dims != to.dims &&
                     used == sortedDimAxes(to) && used.size() > 1;
  for (unsigned d = 0; permutation && d < cur.dims.size(); ++d)
    permutation = groupSize(axisSizes, cur.dims[d]) ==
                      groupSize(axisSizes, to.dims[d]) &&
                  !uneven(d, cur.dims[d]) && !uneven(d, to.dims[d]);
  if (!permutation)
    return;
  // Positions in the group over `used` (row-major in that order) -> the
  // shard index per dim a sharding gives the device there.
  int64_t n = groupSize(axisSizes, used);
  auto blocks = [&](const AxisSharding &s, int64_t pos) {
    SmallVector<int64_t> coord(axisSizes.size(), 0);
    for (int64_t i = int64_t(used.size()) - 1; i >= 0; --i) {
      coord[used[i]] = pos % axisSizes[used[i]];
      pos /= axisSizes[used[i]];
    }
    SmallVector<int64_t> out;
    for (const MeshAxes &axes : s.dims) {
      int64_t b = 0;
      for (unsigned a : axes)
        b = b * axisSizes[a] + coord[a];
      out.push_back(b);
    }
    return out;
  };
  std::map<SmallVector<int64_t>, int64_t> holder;
  for (int64_t pos = 0; pos < n; ++pos)
    holder[blocks(cur, pos)] = pos;
  SmallVector<int64_t> pairs;
  for (int64_t pos = 0; pos < n; ++pos) {
    pairs.push_back(holder.at(blocks(to, pos))); // source
    pairs.push_back(pos);                         // target
  }
  cur.dims = to.dims;
  pushPermute(used, -1, std::move(pairs));
}

/// 2a. An axis the target replaces in place by a free axis of the same
/// size: device (a=i, b=j) needs the shard device (a=j, b=i) holds, one
/// collective_permute over [a, b] instead of a gather and a slice.
void ReshardPlanner::permuteReplacedAxes() {
  for (unsigned d = 0; d < cur.dims.size(); ++d) {
    if (cur.dims[d].size() != to.dims[d].size())
      continue;
    for (unsigned k = 0; k < cur.dims[d].size(); ++k) {
      unsigned a = cur.dims[d][k], b = to.dims[d][k];
      if (a == b || axisSizes[a] != axisSizes[b] || inAny(cur, b) ||
          inAny(to, a))
        continue;
      bool restSame = true;
      for (unsigned j = 0; j < cur.dims[d].size(); ++j)
        if (j != k && cur.dims[d][j] != to.dims[d][j])
          restSame = false;
      if (!restSame)
        continue;
      cur.dims[d][k] = b;
      int64_t n = axisSizes[a];
      SmallVector<int64_t> pairs;
      for (int64_t i = 0; i < n; ++i)
        for (int64_t j = 0; j < n; ++j) {
          pairs.push_back(j * n + i); // source (a=j, b=i)
          pairs.push_back(i * n + j); // target (a=i, b=j)
        }
      pushPermute({a, b}, d, std::move(pairs));
    }
  }
}

/// 2b. Dims split unevenly before or after whose axes change are gathered
/// whole and unpadded here, and padded and sliced anew at the end.
void ReshardPlanner::gatherUnevenDims() {
  for (unsigned d = 0; d < cur.dims.size(); ++d) {
    if (cur.dims[d] == to.dims[d] ||
        (!uneven(d, cur.dims[d]) && !uneven(d, to.dims[d])))
      continue;
    special[d] = true;
    if (cur.dims[d].empty())
      continue;
    MeshAxes all = cur.dims[d];
    int64_t n = groupSize(axisSizes, all);
    int64_t padded = n * localDimSize(shape[d], n);
    cur.dims[d].clear();
    push(ReshardStepKind::AllGather, all, d, -1, ReductionKind::sum, padded);
    if (padded != shape[d])
      push(ReshardStepKind::Unpad, {}, d, -1, ReductionKind::sum, shape[d]);
  }
}

/// 2c. Dims: take axes out minor-most first (to another dim by all_to_all
/// where the target splits it by them next), then slice new ones in.
void ReshardPlanner::moveAndSliceAxes() {
  while (takeOneAxisOut() || sliceFreeAxesIn())
    ;
}

/// Takes the minor-most axis out of the first dim whose axes are no prefix
/// of the target's; false if there is none.
bool ReshardPlanner::takeOneAxisOut() {
  for (unsigned d = 0; d < cur.dims.size(); ++d) {
    if (special[d] || isPrefix(cur.dims[d], to.dims[d]))
      continue;
    unsigned a = cur.dims[d].back();
    std::optional<unsigned> dest;
    for (unsigned e = 0; e < cur.dims.size(); ++e)
      if (e != d && !special[e] && isPrefix(cur.dims[e], to.dims[e]) &&
          to.dims[e].size() > cur.dims[e].size() &&
          to.dims[e][cur.dims[e].size()] == a)
        dest = e;
    if (dest) {
      cur.dims[d].pop_back();
      cur.dims[*dest].push_back(a);
      push(ReshardStepKind::AllToAll, {a}, *dest, d, ReductionKind::sum);
      return true;
    }
    unsigned c = 0;
    while (c < cur.dims[d].size() && c < to.dims[d].size() &&
           cur.dims[d][c] == to.dims[d][c])
      ++c;
    MeshAxes suffix(cur.dims[d].begin() + c, cur.dims[d].end());
    cur.dims[d].resize(c);
    push(ReshardStepKind::AllGather, suffix, d, -1, ReductionKind::sum);
    return true;
  }
  return false;
}

/// Slices into every dim the leading target axes no dim or partial state
/// uses yet; false if none was.
bool ReshardPlanner::sliceFreeAxesIn() {
  bool progress = false;
  for (unsigned d = 0; d < cur.dims.size(); ++d) {
    if (special[d])
      continue;
    MeshAxes run;
    for (unsigned k = cur.dims[d].size(); k < to.dims[d].size(); ++k) {
      if (inAny(cur, to.dims[d][k]))
        break;
      run.push_back(to.dims[d][k]);
    }
    if (run.empty())
      continue;
    cur.dims[d].append(run.begin(), run.end());
    push(ReshardStepKind::AllSlice, run, d, -1, ReductionKind::sum);
    progress = true;
  }
  return progress;
}

/// The uneven dims gathered in gatherUnevenDims, padded and sliced anew.
void ReshardPlanner::sliceUnevenDims() {
  for (unsigned d = 0; d < cur.dims.size(); ++d) {
    if (!special[d] || to.dims[d].empty())
      continue;
    int64_t n = groupSize(axisSizes, to.dims[d]);
    int64_t padded = n * localDimSize(shape[d], n);
    if (padded != shape[d])
      push(ReshardStepKind::Pad, {}, d, -1, ReductionKind::sum, padded);
    cur.dims[d] = to.dims[d];
    push(ReshardStepKind::AllSlice, to.dims[d], d, -1, ReductionKind::sum);
  }
}

/// 3. Partial state the target has and the value lacks.
void ReshardPlanner::addPartials() {
  MeshAxes add;
  for (unsigned a : to.partial)
    if (!llvm::is_contained(cur.partial, a))
      add.push_back(a);
  if (add.empty())
    return;
  cur.partial = to.partial;
  cur.kind = to.kind;
  push(ReshardStepKind::ToPartial, add, -1, -1, to.kind);
}

std::optional<SmallVector<ReshardStep>>
mlir::cleave::planReshard(ArrayRef<int64_t> axisSizes, ArrayRef<int64_t> shape,
                          const AxisSharding &from, const AxisSharding &to) {
  if (from.dims.size() != to.dims.size() || shape.size() != from.dims.size())
    return std::nullopt;
  return ReshardPlanner(axisSizes, shape, from, to).plan();
}

//===----------------------------------------------------------------------===//
// Pricing
//===----------------------------------------------------------------------===//

ReshardCost mlir::cleave::priceReshard(
    ArrayRef<ReshardStep> steps, const AxisSharding &from,
    ArrayRef<int64_t> axisSizes, const ClusterSpec &spec,
    function_ref<int64_t(const AxisSharding &)> localBytes) {
  ReshardCost cost;
  const AxisSharding *before = &from;
  for (const ReshardStep &step : steps) {
    if (groupSize(axisSizes, step.axes) > 1) {
      // Reductions and all_to_alls are priced on the buffer they take,
      // gathers on the one they give.
      auto price = [&](CollectiveKind kind, const AxisSharding &at) {
        return collectiveTime(spec, kind, localBytes(at), step.axes);
      };
      switch (step.kind) {
      case ReshardStepKind::AllReduce:
        cost.reduce += price(CollectiveKind::AllReduce, *before);
        break;
      case ReshardStepKind::ReduceScatter:
        cost.reduce += price(CollectiveKind::ReduceScatter, *before);
        break;
      case ReshardStepKind::AllGather:
        cost.move += price(CollectiveKind::AllGather, step.after);
        break;
      case ReshardStepKind::AllToAll:
        cost.move += price(CollectiveKind::AllToAll, *before);
        break;
      case ReshardStepKind::Permute:
        cost.move += price(CollectiveKind::CollectivePermute, *before);
        break;
      case ReshardStepKind::AllSlice:
      case ReshardStepKind::ToPartial:
      case ReshardStepKind::Pad:
      case ReshardStepKind::Unpad:
        break;
      }
    }
    before = &step.after;
  }
  return cost;
}

//===----------------------------------------------------------------------===//
// Emission
//===----------------------------------------------------------------------===//

Value mlir::cleave::buildPartialForm(OpBuilder &b, Location loc, MeshOp mesh,
                                     Value v, ArrayRef<unsigned> axes,
                                     ReductionKind kind) {
  SmallVector<int64_t> axisSizes(mesh.getAxisSizes());
  if (kind == ReductionKind::max || kind == ReductionKind::min ||
      groupSize(axisSizes, axes) == 1)
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
  Value idx = buildGroupIndex(b, loc, mesh, axes);
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value first =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, idx, zero);
  return arith::SelectOp::create(b, loc, first, v, fill);
}

/// The per-device type after `step`: its sharding's local shape, with a
/// padded or unpadded dim at the step's size.
static FailureOr<RankedTensorType>
stepType(Location loc, RankedTensorType globalType, ArrayRef<int64_t> axisSizes,
         MeshOp mesh, const ReshardStep &step, const Twine &what) {
  unsigned bad = 0;
  FailureOr<SmallVector<int64_t>> shape =
      localShape(globalType.getShape(), step.after.dims, axisSizes, &bad);
  if (failed(shape))
    return emitError(loc) << "dim " << bad << " of " << what
                          << " is dynamic and cannot be split over "
                          << formatMeshAxes(mesh, step.after.dims[bad]);
  if (step.size)
    (*shape)[step.dim] = step.size;
  return RankedTensorType::get(*shape, globalType.getElementType(),
                               globalType.getEncoding());
}

/// Keeps the first `type`'s shape of `v` (the padding of a dim dropped).
static Value unpad(OpBuilder &b, Location loc, Value v,
                   RankedTensorType type) {
  SmallVector<OpFoldResult> offsets, sizes, strides;
  for (int64_t size : type.getShape()) {
    offsets.push_back(b.getIndexAttr(0));
    sizes.push_back(b.getIndexAttr(size));
    strides.push_back(b.getIndexAttr(1));
  }
  return tensor::ExtractSliceOp::create(b, loc, type, v, offsets, sizes,
                                        strides)
      .getResult();
}

FailureOr<Value> mlir::cleave::emitReshard(OpBuilder &b, Location loc,
                                           MeshOp mesh, Value local,
                                           RankedTensorType globalType,
                                           ArrayRef<ReshardStep> steps,
                                           const Twine &what,
                                           unsigned &numCollectives) {
  SmallVector<int64_t> axisSizes(mesh.getAxisSizes());
  FlatSymbolRefAttr meshRef = FlatSymbolRefAttr::get(mesh.getSymNameAttr());
  Value v = local;
  for (const ReshardStep &step : steps) {
    FailureOr<RankedTensorType> type =
        stepType(loc, globalType, axisSizes, mesh, step, what);
    if (failed(type))
      return failure();
    bool trivial = groupSize(axisSizes, step.axes) == 1;
    SmallVector<Attribute> names;
    for (unsigned a : step.axes)
      names.push_back(b.getStringAttr(mesh.getAxisName(a)));
    ArrayAttr axes = b.getArrayAttr(names);
    auto kind = ReductionKindAttr::get(b.getContext(), step.reduction);
    Value before = v;
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
    case ReshardStepKind::Permute:
      if (!trivial)
        v = CollectivePermuteOp::create(b, loc, v.getType(), v, meshRef, axes,
                                        b.getDenseI64ArrayAttr(step.pairs));
      break;
    case ReshardStepKind::ToPartial:
      v = buildPartialForm(b, loc, mesh, v, step.axes, step.reduction);
      continue;
    case ReshardStepKind::Pad: {
      Value zero = arith::ConstantOp::create(
          b, loc, cast<TypedAttr>(b.getZeroAttr(type->getElementType())));
      v = tensor::createPadHighOp(*type, v, zero, /*nofold=*/false, loc, b);
      continue;
    }
    case ReshardStepKind::Unpad:
      v = unpad(b, loc, v, *type);
      continue;
    }
    if (v != before)
      ++numCollectives;
  }
  return v;
}
