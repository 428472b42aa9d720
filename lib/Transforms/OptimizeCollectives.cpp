//===- OptimizeCollectives.cpp - simplify per-device collectives ----------===//
//
// cleave-optimize-collectives: local rewrites that remove or merge
// collectives in per-device programs (trivial groups, reduce-then-slice,
// gather-then-slice, slice-then-gather, chains of the same collective).
//
//===----------------------------------------------------------------------===//

#include "cleave/Transforms/Passes.h"

#include "cleave/IR/CleaveOps.h"
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
                 SliceThenGather, MergeAllReduce, MergeAllGather>(
        &getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
    numRemoved = before - count();
  }
};
} // namespace
