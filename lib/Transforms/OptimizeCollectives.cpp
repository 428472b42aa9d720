//===- OptimizeCollectives.cpp - simplify per-device collectives ----------===//
//
// cleave-optimize-collectives: local rewrites that remove or merge
// collectives in per-device programs (trivial groups, reduce-then-slice,
// gather-then-slice, slice-then-gather, chains of the same collective, the
// sum of two reductions) or make them move fewer bytes (data moved before
// the cast that widens it).
//
//===----------------------------------------------------------------------===//

#include "cleave/Transforms/Passes.h"

#include "cleave/IR/CleaveOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

using namespace mlir;
using namespace mlir::cleave;

namespace mlir {
namespace cleave {
#define GEN_PASS_DEF_CLEAVEOPTIMIZECOLLECTIVES
#include "cleave/Transforms/Passes.h.inc"
} // namespace cleave
} // namespace mlir

namespace {

static SmallVector<StringAttr> axesOf(ArrayAttr axes) {
  SmallVector<StringAttr> out;
  for (Attribute a : axes)
    out.push_back(cast<StringAttr>(a));
  return out;
}

static ArrayAttr toArray(MLIRContext *ctx, ArrayRef<StringAttr> axes) {
  SmallVector<Attribute> attrs(axes.begin(), axes.end());
  return ArrayAttr::get(ctx, attrs);
}

/// The axes of `axes` whose size in the op's mesh is not 1; nothing if the
/// mesh does not resolve.
static std::optional<SmallVector<StringAttr>>
nonTrivialAxes(Operation *op, FlatSymbolRefAttr meshRef, ArrayAttr axes) {
  MeshOp mesh = lookupMesh(op, meshRef);
  if (!mesh)
    return std::nullopt;
  SmallVector<StringAttr> out;
  for (StringAttr a : axesOf(axes))
    if (mesh.getAxisSize(a.getValue()).value_or(1) != 1)
      out.push_back(a);
  return out;
}

/// Collectives over groups of one device are their operand; size-1 axes
/// are dropped from the others.
template <typename OpT>
struct DropTrivialAxes : OpRewritePattern<OpT> {
  using OpRewritePattern<OpT>::OpRewritePattern;
  LogicalResult matchAndRewrite(OpT op,
                                PatternRewriter &rewriter) const override {
    std::optional<SmallVector<StringAttr>> kept =
        nonTrivialAxes(op, op.getMeshAttr(), op.getAxes());
    if (!kept || kept->size() == op.getAxes().size())
      return failure();
    if (kept->empty()) {
      if (op.getInput().getType() != op.getResult().getType())
        return failure();
      rewriter.replaceOp(op, op.getInput());
      return success();
    }
    rewriter.modifyOpInPlace(op, [&] {
      op.setAxesAttr(toArray(op.getContext(), *kept));
    });
    return success();
  }
};

/// all_reduce(A) then all_slice(S) with S within A: reduce_scatter over S
/// (then all_reduce over the rest of A, on the smaller value).
struct ReduceThenSlice : OpRewritePattern<AllSliceOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(AllSliceOp slice,
                                PatternRewriter &rewriter) const override {
    auto reduce = slice.getInput().getDefiningOp<AllReduceOp>();
    if (!reduce || !reduce->hasOneUse() ||
        reduce.getMesh() != slice.getMesh())
      return failure();
    SmallVector<StringAttr> reduceAxes = axesOf(reduce.getAxes());
    SmallVector<StringAttr> sliceAxes = axesOf(slice.getAxes());
    if (!llvm::all_of(sliceAxes, [&](StringAttr a) {
          return llvm::is_contained(reduceAxes, a);
        }))
      return failure();
    SmallVector<StringAttr> rest;
    for (StringAttr a : reduceAxes)
      if (!llvm::is_contained(sliceAxes, a))
        rest.push_back(a);
    Value v = ReduceScatterOp::create(
        rewriter, slice.getLoc(), slice.getType(), reduce.getInput(),
        slice.getMeshAttr(), slice.getAxes(), slice.getDimAttr(),
        reduce.getKindAttr());
    if (!rest.empty())
      v = AllReduceOp::create(rewriter, slice.getLoc(), v.getType(), v,
                              slice.getMeshAttr(),
                              toArray(slice.getContext(), rest),
                              reduce.getKindAttr());
    rewriter.replaceOp(slice, v);
    rewriter.eraseOp(reduce);
    return success();
  }
};

/// all_gather then all_slice of the same axes and dim: nothing.
struct GatherThenSlice : OpRewritePattern<AllSliceOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(AllSliceOp slice,
                                PatternRewriter &rewriter) const override {
    auto gather = slice.getInput().getDefiningOp<AllGatherOp>();
    if (!gather || gather.getMesh() != slice.getMesh() ||
        gather.getAxes() != slice.getAxes() ||
        gather.getDim() != slice.getDim() ||
        gather.getInput().getType() != slice.getType())
      return failure();
    rewriter.replaceOp(slice, gather.getInput());
    return success();
  }
};

/// all_slice then all_gather of the same axes and dim: nothing.
struct SliceThenGather : OpRewritePattern<AllGatherOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(AllGatherOp gather,
                                PatternRewriter &rewriter) const override {
    auto slice = gather.getInput().getDefiningOp<AllSliceOp>();
    if (!slice || gather.getMesh() != slice.getMesh() ||
        gather.getAxes() != slice.getAxes() ||
        gather.getDim() != slice.getDim() ||
        slice.getInput().getType() != gather.getType())
      return failure();
    rewriter.replaceOp(gather, slice.getInput());
    return success();
  }
};

/// all_reduce of an all_reduce (same kind): one over both axis sets.
struct MergeAllReduce : OpRewritePattern<AllReduceOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(AllReduceOp outer,
                                PatternRewriter &rewriter) const override {
    auto inner = outer.getInput().getDefiningOp<AllReduceOp>();
    if (!inner || !inner->hasOneUse() || inner.getMesh() != outer.getMesh() ||
        inner.getKind() != outer.getKind())
      return failure();
    SmallVector<StringAttr> axes = axesOf(inner.getAxes());
    for (StringAttr a : axesOf(outer.getAxes()))
      if (llvm::is_contained(axes, a))
        return failure();
      else
        axes.push_back(a);
    rewriter.replaceOpWithNewOp<AllReduceOp>(
        outer, outer.getType(), inner.getInput(), outer.getMeshAttr(),
        toArray(outer.getContext(), axes), outer.getKindAttr());
    rewriter.eraseOp(inner);
    return success();
  }
};

/// all_gather(B) of all_gather(A) along the same dim: the inner one took the
/// minor axes, so one all_gather over B then A.
struct MergeAllGather : OpRewritePattern<AllGatherOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(AllGatherOp outer,
                                PatternRewriter &rewriter) const override {
    auto inner = outer.getInput().getDefiningOp<AllGatherOp>();
    if (!inner || !inner->hasOneUse() || inner.getMesh() != outer.getMesh() ||
        inner.getDim() != outer.getDim())
      return failure();
    SmallVector<StringAttr> axes = axesOf(outer.getAxes());
    for (StringAttr a : axesOf(inner.getAxes()))
      if (llvm::is_contained(axes, a))
        return failure();
      else
        axes.push_back(a);
    rewriter.replaceOpWithNewOp<AllGatherOp>(
        outer, outer.getType(), inner.getInput(), outer.getMeshAttr(),
        toArray(outer.getContext(), axes), outer.getDimAttr());
    rewriter.eraseOp(inner);
    return success();
  }
};

/// The narrow input of `v` if `v` is an elementwise cast that widens its
/// element type (arith.extf / extsi / extui / sitofp / uitofp on tensors,
/// or a linalg.generic doing only that with identity maps), else null.
static Value wideningCastInput(Value v) {
  auto widens = [](Operation *cast) {
    if (!isa<arith::ExtFOp, arith::ExtSIOp, arith::ExtUIOp, arith::SIToFPOp,
             arith::UIToFPOp>(cast))
      return false;
    Type from = getElementTypeOrSelf(cast->getOperand(0).getType());
    Type to = getElementTypeOrSelf(cast->getResult(0).getType());
    return from.getIntOrFloatBitWidth() < to.getIntOrFloatBitWidth();
  };
  Operation *op = v.getDefiningOp();
  if (!op)
    return {};
  if (op->getNumOperands() == 1 && isa<RankedTensorType>(v.getType()) &&
      widens(op))
    return op->getOperand(0);
  auto generic = dyn_cast<linalg::GenericOp>(op);
  if (!generic || generic.getNumDpsInputs() != 1 ||
      generic.getNumDpsInits() != 1 || generic->getNumResults() != 1 ||
      generic.getNumLoops() != generic.getNumParallelLoops() ||
      !llvm::all_of(generic.getIndexingMapsArray(),
                    [](AffineMap m) { return m.isIdentity(); }))
    return {};
  Block &body = generic.getRegion().front();
  if (body.getOperations().size() != 2)
    return {};
  Operation *inBody = &body.front();
  auto yield = cast<linalg::YieldOp>(body.getTerminator());
  if (inBody->getNumOperands() != 1 ||
      inBody->getOperand(0) != body.getArgument(0) ||
      yield->getOperand(0) != inBody->getResult(0) || !widens(inBody))
    return {};
  return generic.getDpsInputOperand(0)->get();
}

/// A collective that only moves data (all_gather, all_to_all) of a value an
/// elementwise cast widened: move the narrow value, then widen what arrives
/// (a ZeRO-3 gather of a bf16 weight upcast for an fp32 matmul moves bf16).
template <typename OpT>
struct MoveBeforeWideningCast : OpRewritePattern<OpT> {
  using OpRewritePattern<OpT>::OpRewritePattern;
  LogicalResult matchAndRewrite(OpT op,
                                PatternRewriter &rewriter) const override {
    Value narrow = wideningCastInput(op.getInput());
    auto resultType = dyn_cast<RankedTensorType>(op.getType());
    if (!narrow || !resultType || !resultType.hasStaticShape())
      return failure();
    Operation *castOp = op.getInput().getDefiningOp();
    Type narrowElement = getElementTypeOrSelf(narrow.getType());
    auto movedType = resultType.clone(narrowElement);
    Operation *moved = rewriter.clone(*op.getOperation());
    moved->setOperand(0, narrow);
    moved->getResult(0).setType(movedType);
    Value widened;
    if (isa<linalg::GenericOp>(castOp)) {
      Value init = tensor::EmptyOp::create(rewriter, op.getLoc(),
                                           resultType.getShape(),
                                           resultType.getElementType());
      IRMapping map;
      auto generic = cast<linalg::GenericOp>(castOp);
      map.map(generic.getDpsInputOperand(0)->get(), moved->getResult(0));
      map.map(generic.getDpsInitOperand(0)->get(), init);
      Operation *copy = rewriter.clone(*castOp, map);
      copy->getResult(0).setType(resultType);
      widened = copy->getResult(0);
    } else {
      OperationState state(op.getLoc(), castOp->getName());
      state.addOperands(moved->getResult(0));
      state.addTypes(resultType);
      state.addAttributes(castOp->getAttrs());
      widened = rewriter.create(state)->getResult(0);
    }
    rewriter.replaceOp(op, widened);
    return success();
  }
};

/// A linalg.generic that only broadcasts its one input (identity output
/// map, the input read at a subset of the loops in order, the body yields
/// the input element): the output dim each input dim is, else null.
static linalg::GenericOp
asBroadcast(Value v, SmallVectorImpl<int64_t> &outDimOfInput) {
  auto generic = v.getDefiningOp<linalg::GenericOp>();
  if (!generic || generic.getNumDpsInputs() != 1 ||
      generic.getNumDpsInits() != 1 || generic->getNumResults() != 1 ||
      generic.getNumLoops() != generic.getNumParallelLoops() ||
      !generic.getDpsInitOperand(0)->get().getDefiningOp<tensor::EmptyOp>())
    return {};
  SmallVector<AffineMap> maps = generic.getIndexingMapsArray();
  if (!maps[1].isIdentity() || !maps[0].isProjectedPermutation())
    return {};
  Block &body = generic.getRegion().front();
  if (body.getOperations().size() != 1 ||
      body.getTerminator()->getOperand(0) != body.getArgument(0))
    return {};
  outDimOfInput.clear();
  for (AffineExpr e : maps[0].getResults()) {
    int64_t d = cast<AffineDimExpr>(e).getPosition();
    if (!outDimOfInput.empty() && d <= outDimOfInput.back())
      return {}; // a transpose too: not only a broadcast
    outDimOfInput.push_back(d);
  }
  return generic;
}

/// The broadcast `generic` again, of `input`, to `type`.
static Value rebroadcast(PatternRewriter &rewriter, linalg::GenericOp generic,
                         Value input, RankedTensorType type) {
  Value init = tensor::EmptyOp::create(rewriter, generic.getLoc(),
                                       type.getShape(), type.getElementType());
  IRMapping map;
  map.map(generic.getDpsInputOperand(0)->get(), input);
  map.map(generic.getDpsInitOperand(0)->get(), init);
  Operation *copy = rewriter.clone(*generic, map);
  copy->getResult(0).setType(type);
  return copy->getResult(0);
}

/// The input of the broadcast `generic` gathered along its dim `k` to
/// `size`, over the mesh axes of the collective `op`.
template <typename OpT>
static Value gatherInput(PatternRewriter &rewriter, OpT op,
                         linalg::GenericOp generic, int64_t k, int64_t size) {
  Value input = generic.getDpsInputOperand(0)->get();
  auto inType = cast<RankedTensorType>(input.getType());
  SmallVector<int64_t> shape(inType.getShape());
  shape[k] = size;
  return AllGatherOp::create(rewriter, op.getLoc(), inType.clone(shape), input,
                             op.getMeshAttr(), op.getAxes(),
                             rewriter.getI64IntegerAttr(k));
}

/// all_gather / all_to_all of a broadcast that concatenate along a dim of
/// the broadcast's input: the pieces each device sends are broadcasts of its
/// input, so the result is the broadcast of the input gathered along that
/// dim. An all_gather moves the input instead; so does an all_to_all that
/// splits a broadcast dim (whose pieces are all the same). A bias broadcast
/// over the rows and then moved by an all_to_all moves only the bias.
/// (Gathering along a broadcast dim is left alone: it equals a broadcast
/// only if the group's inputs are equal, which the per-device program does
/// not say.)
/// The dim an all_gather / all_to_all concatenates along, and the dim an
/// all_to_all splits (none for an all_gather).
static int64_t concatDimOf(AllGatherOp op) { return op.getDim(); }
static int64_t concatDimOf(AllToAllOp op) { return op.getConcatDim(); }
static std::optional<int64_t> splitDimOf(AllGatherOp) { return std::nullopt; }
static std::optional<int64_t> splitDimOf(AllToAllOp op) {
  return op.getSplitDim();
}

template <typename OpT>
struct MoveBroadcastInput : OpRewritePattern<OpT> {
  using OpRewritePattern<OpT>::OpRewritePattern;
  LogicalResult matchAndRewrite(OpT op,
                                PatternRewriter &rewriter) const override {
    SmallVector<int64_t> dims;
    linalg::GenericOp generic = asBroadcast(op.getInput(), dims);
    auto type = dyn_cast<RankedTensorType>(op.getType());
    std::optional<int64_t> split = splitDimOf(op);
    if (!generic || !type || !type.hasStaticShape() ||
        (split && llvm::is_contained(dims, *split)))
      return failure();
    int64_t concat = concatDimOf(op);
    auto *it = llvm::find(dims, concat);
    if (it == dims.end())
      return failure();
    Value gathered = gatherInput(rewriter, op, generic, it - dims.begin(),
                                 type.getDimSize(concat));
    rewriter.replaceOp(op, rebroadcast(rewriter, generic, gathered, type));
    return success();
  }
};

/// Whether two reductions are the same sum over the same group (and, for
/// reduce_scatter, into the same dim); a combined bucket is never one.
static bool sameReduction(AllReduceOp a, AllReduceOp b) {
  return a.getMeshAttr() == b.getMeshAttr() && a.getAxes() == b.getAxes() &&
         a.getKind() == ReductionKind::sum && b.getKind() == ReductionKind::sum &&
         !a.getCombined() && !b.getCombined();
}
static bool sameReduction(ReduceScatterOp a, ReduceScatterOp b) {
  return a.getMeshAttr() == b.getMeshAttr() && a.getAxes() == b.getAxes() &&
         a.getDim() == b.getDim() && a.getKind() == ReductionKind::sum &&
         b.getKind() == ReductionKind::sum;
}

/// A linalg.generic that adds or subtracts its two inputs elementwise
/// (identity maps, all loops parallel, the init only shapes the result).
static bool isElementwiseAddOrSub(linalg::GenericOp generic) {
  if (generic.getNumDpsInputs() != 2 || generic.getNumDpsInits() != 1 ||
      generic->getNumResults() != 1 ||
      generic.getNumLoops() != generic.getNumParallelLoops() ||
      !llvm::all_of(generic.getIndexingMapsArray(),
                    [](AffineMap m) { return m.isIdentity(); }))
    return false;
  Block &body = generic.getRegion().front();
  if (body.getOperations().size() != 2)
    return false;
  Operation &op = body.front();
  if (!isa<arith::AddFOp, arith::SubFOp, arith::AddIOp, arith::SubIOp>(op) ||
      op.getOperand(0) != body.getArgument(0) ||
      op.getOperand(1) != body.getArgument(1))
    return false;
  return body.getTerminator()->getOperand(0) == op.getResult(0);
}

/// add(reduce(a), reduce(b)) -> reduce(add(a, b)) for two sums over the
/// same group that nothing else reads (XLA's AllReduceReassociate and
/// ReduceScatterReassociate): one collective instead of two. A tied
/// weight's gradient, the sum of the partial gradients of its two uses
/// each reduced where it is produced, is reduced once.
template <typename OpT>
struct ReassociateReductions : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern<linalg::GenericOp>::OpRewritePattern;
  LogicalResult matchAndRewrite(linalg::GenericOp generic,
                                PatternRewriter &rewriter) const override {
    if (!isElementwiseAddOrSub(generic))
      return failure();
    auto a = generic.getDpsInputOperand(0)->get().getDefiningOp<OpT>();
    auto b = generic.getDpsInputOperand(1)->get().getDefiningOp<OpT>();
    if (!a || !b || a == b || !a->hasOneUse() || !b->hasOneUse() ||
        !sameReduction(a, b) ||
        a.getInput().getType() != b.getInput().getType())
      return failure();
    auto inType = cast<RankedTensorType>(a.getInput().getType());
    if (!inType.hasStaticShape())
      return failure();
    Value init = tensor::EmptyOp::create(rewriter, generic.getLoc(),
                                         inType.getShape(),
                                         inType.getElementType());
    IRMapping map;
    map.map(generic.getDpsInputOperand(0)->get(), a.getInput());
    map.map(generic.getDpsInputOperand(1)->get(), b.getInput());
    map.map(generic.getDpsInitOperand(0)->get(), init);
    Operation *sum = rewriter.clone(*generic, map);
    sum->getResult(0).setType(inType);
    Operation *reduced = rewriter.clone(*a.getOperation());
    reduced->setOperand(0, sum->getResult(0));
    rewriter.replaceOp(generic, reduced->getResults());
    return success();
  }
};

struct OptimizeCollectivesPass
    : cleave::impl::CleaveOptimizeCollectivesBase<OptimizeCollectivesPass> {
  void runOnOperation() override {
    auto count = [&] {
      unsigned n = 0;
      getOperation().walk([&](Operation *op) {
        if (isa<AllReduceOp, AllGatherOp, ReduceScatterOp, AllToAllOp,
                AllSliceOp, CollectivePermuteOp>(op))
          ++n;
      });
      return n;
    };
    unsigned before = count();
    RewritePatternSet patterns(&getContext());
    patterns.add<DropTrivialAxes<AllReduceOp>, DropTrivialAxes<AllGatherOp>,
                 DropTrivialAxes<ReduceScatterOp>, DropTrivialAxes<AllToAllOp>,
                 DropTrivialAxes<AllSliceOp>, ReduceThenSlice, GatherThenSlice,
                 SliceThenGather, MergeAllReduce, MergeAllGather,
                 MoveBeforeWideningCast<AllGatherOp>,
                 MoveBeforeWideningCast<AllToAllOp>,
                 MoveBroadcastInput<AllGatherOp>,
                 MoveBroadcastInput<AllToAllOp>,
                 ReassociateReductions<AllReduceOp>,
                 ReassociateReductions<ReduceScatterOp>>(&getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
    numRemoved = before - count();
  }
};
} // namespace
