//===- BatchContractions.cpp - batch matmuls over several batch dims ------===//
//
// Exporters collapse attention's [B, H] batch dims into one before a
// linalg.batch_matmul; sharding wants them apart (uncollapseBatchMatmuls),
// and the BLAS kernels want them collapsed again (collapseBatchContractions,
// run by the lowering). Both live here so that neither library links the
// other.
//
//===----------------------------------------------------------------------===//

#include "cleave/Utils/BatchContractions.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace mlir::cleave;

//===----------------------------------------------------------------------===//
// Batch matmuls over collapsed batch dims
//===----------------------------------------------------------------------===//

/// The group of leading dims a reshape merges, [[0..k], [k+1], [k+2]]
/// (k >= 1), or nothing.
static std::optional<int64_t>
leadingBatchGroup(ArrayRef<ReassociationIndices> groups) {
  if (groups.size() != 3 || groups[0].size() < 2 || groups[1].size() != 1 ||
      groups[2].size() != 1)
    return std::nullopt;
  for (auto [i, d] : llvm::enumerate(groups[0]))
    if (d != (int64_t)i)
      return std::nullopt;
  int64_t k = groups[0].size();
  if (groups[1][0] != k || groups[2][0] != k + 1)
    return std::nullopt;
  return k;
}

/// The maps of a contraction over `numBatch` batch dims:
/// (b..., m, n, r) -> A(b..., m, r), B(b..., r, n), C(b..., m, n).
static SmallVector<AffineMap> batchContractionMaps(MLIRContext *ctx,
                                                   unsigned numBatch) {
  unsigned m = numBatch, n = numBatch + 1, r = numBatch + 2;
  SmallVector<AffineExpr> batch;
  for (unsigned i = 0; i < numBatch; ++i)
    batch.push_back(getAffineDimExpr(i, ctx));
  auto map = [&](unsigned x, unsigned y) {
    SmallVector<AffineExpr> exprs(batch);
    exprs.push_back(getAffineDimExpr(x, ctx));
    exprs.push_back(getAffineDimExpr(y, ctx));
    return AffineMap::get(numBatch + 3, 0, exprs, ctx);
  };
  return {map(m, r), map(r, n), map(m, n)};
}

/// The coarsest batch shape both `a` and `b` refine: its dims end where
/// dims of both end (GQA's repeated keys [B, kv, rep] against the queries'
/// [B, heads]: [B, heads]). Fewer than two dims: nothing to uncollapse.
static std::optional<SmallVector<int64_t>>
commonBatchShape(ArrayRef<int64_t> a, ArrayRef<int64_t> b) {
  auto ends = [](ArrayRef<int64_t> dims) {
    SmallVector<int64_t> out;
    int64_t p = 1;
    for (int64_t d : dims)
      out.push_back(p *= d);
    return out;
  };
  SmallVector<int64_t> ea = ends(a), eb = ends(b);
  if (ea.empty() || eb.empty() || ea.back() != eb.back())
    return std::nullopt;
  SmallVector<int64_t> shape;
  int64_t prev = 1;
  for (int64_t e : ea)
    if (e > prev && llvm::is_contained(eb, e)) { // size-1 dims end nowhere new
      shape.push_back(e / prev);
      prev = e;
    }
  if (shape.size() < 2)
    return std::nullopt;
  return shape;
}

/// `src` ([batch..., m, n] with `k` batch dims) with its batch dims merged
/// into `batch` (which they refine).
static Value coarsenBatch(OpBuilder &b, Location loc, Value src, int64_t k,
                          ArrayRef<int64_t> batch) {
  auto type = cast<RankedTensorType>(src.getType());
  if (k == static_cast<int64_t>(batch.size()))
    return src;
  SmallVector<ReassociationIndices> groups;
  int64_t d = 0;
  for (int64_t size : batch) {
    ReassociationIndices g;
    int64_t p = 1;
    do {
      p *= type.getDimSize(d);
      g.push_back(d++);
    } while (p < size);
    groups.push_back(g);
  }
  groups.push_back({d});
  groups.push_back({d + 1});
  return tensor::CollapseShapeOp::create(b, loc, src, groups);
}

void mlir::cleave::uncollapseBatchMatmuls(Operation *root) {
  SmallVector<linalg::BatchMatmulOp> ops;
  root->walk([&](linalg::BatchMatmulOp op) { ops.push_back(op); });
  for (linalg::BatchMatmulOp op : ops) {
    if (!op.hasPureTensorSemantics() || !op->getDiscardableAttrs().empty() ||
        op.getIndexingMapsArray() !=
            linalg::BatchMatmulOp::getDefaultIndexingMaps(op.getContext()))
      continue;
    auto lhs = op.getDpsInputs()[0].getDefiningOp<tensor::CollapseShapeOp>();
    auto rhs = op.getDpsInputs()[1].getDefiningOp<tensor::CollapseShapeOp>();
    if (!lhs || !rhs)
      continue;
    std::optional<int64_t> ka = leadingBatchGroup(lhs.getReassociationIndices());
    std::optional<int64_t> kb = leadingBatchGroup(rhs.getReassociationIndices());
    if (!ka || !kb)
      continue;
    RankedTensorType a = lhs.getSrcType(), b = rhs.getSrcType();
    auto c = cast<RankedTensorType>(op.getResult(0).getType());
    Type elt = c.getElementType();
    if (!a.hasStaticShape() || !b.hasStaticShape() || !c.hasStaticShape() ||
        !isa<FloatType>(elt) || a.getElementType() != elt ||
        b.getElementType() != elt)
      continue;
    std::optional<SmallVector<int64_t>> batch = commonBatchShape(
        a.getShape().take_front(*ka), b.getShape().take_front(*kb));
    if (!batch)
      continue;
    int64_t numBatch = batch->size();
    SmallVector<ReassociationIndices> groups = {{}, {numBatch},
                                                {numBatch + 1}};
    for (int64_t i = 0; i < numBatch; ++i)
      groups[0].push_back(i);
    OpBuilder coarsen(op);
    Value lhsSrc = coarsenBatch(coarsen, op.getLoc(), lhs.getSrc(), *ka, *batch);
    Value rhsSrc = coarsenBatch(coarsen, op.getLoc(), rhs.getSrc(), *kb, *batch);
    a = cast<RankedTensorType>(lhsSrc.getType());
    SmallVector<int64_t> shape(a.getShape().take_front(numBatch));
    shape.push_back(c.getDimSize(1));
    shape.push_back(c.getDimSize(2));
    auto type = RankedTensorType::get(shape, elt);
    OpBuilder builder(op);
    Location loc = op.getLoc();
    Value init = tensor::ExpandShapeOp::create(builder, loc, type,
                                               op.getDpsInits()[0], groups);
    SmallVector<utils::IteratorType> iterators(numBatch + 2,
                                               utils::IteratorType::parallel);
    iterators.push_back(utils::IteratorType::reduction);
    auto generic = linalg::GenericOp::create(
        builder, loc, type, ValueRange{lhsSrc, rhsSrc},
        ValueRange{init}, batchContractionMaps(op.getContext(), numBatch),
        iterators, [&](OpBuilder &nb, Location nloc, ValueRange args) {
          Value prod = arith::MulFOp::create(nb, nloc, args[0], args[1]);
          linalg::YieldOp::create(
              nb, nloc, arith::AddFOp::create(nb, nloc, args[2], prod)
                            .getResult());
        });
    // expand(batch_matmul) with the same groups is the generic itself.
    Value collapsed;
    SmallVector<Operation *> folded;
    for (OpOperand &use : llvm::make_early_inc_range(op->getResult(0).getUses())) {
      auto expand = dyn_cast<tensor::ExpandShapeOp>(use.getOwner());
      if (expand && expand.getResultType() == type &&
          expand.getReassociationIndices() == groups &&
          expand->getDiscardableAttrs().empty()) {
        expand.getResult().replaceAllUsesWith(generic.getResult(0));
        folded.push_back(expand);
        continue;
      }
      if (!collapsed) {
        builder.setInsertionPointAfter(generic);
        collapsed = tensor::CollapseShapeOp::create(
            builder, loc, c, generic.getResult(0), groups);
      }
      use.set(collapsed);
    }
    for (Operation *expand : folded)
      expand->erase();
    op->erase();
  }
}

/// Contractions whose adjacent parallel loops read contiguous dims of every
/// operand (expandPerPartArguments' [K] x [K, 3, E] -> [3, E] matmul) get
/// those loops merged, and become a named op where one matches (a matmul the
/// BLAS kernels take).
static void collapseContiguousParallelLoops(Operation *root) {
  SmallVector<linalg::GenericOp> ops;
  root->walk([&](linalg::GenericOp op) {
    if (op.hasPureTensorSemantics() && op.getNumReductionLoops() > 0 &&
        op.getNumLoops() > 3)
      ops.push_back(op);
  });
  IRRewriter rewriter(root->getContext());
  for (linalg::GenericOp op : ops) {
    SmallVector<AffineMap> maps = op.getIndexingMapsArray();
    SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
    // A windowed read (a convolution's y * 2 + i) has no dim sequences to
    // merge: areDimSequencesPreserved looks at plain dims only, and merging
    // y with its neighbour would change what y * 2 + i reads.
    if (!llvm::all_of(maps, [](AffineMap map) {
          return map.isProjectedPermutation(/*allowZeroInResults=*/false);
        }))
      continue;
    bool usesIndex = false;
    op.getBody()->walk([&](linalg::IndexOp) { usesIndex = true; });
    if (usesIndex)
      continue;
    SmallVector<ReassociationIndices> folded;
    for (int64_t l = 0; l + 1 < int64_t(iterators.size()); ++l) {
      if (iterators[l] != utils::IteratorType::parallel ||
          iterators[l + 1] != utils::IteratorType::parallel)
        continue;
      ReassociationIndices seq = {l, l + 1};
      if (!linalg::areDimSequencesPreserved(maps, {seq}))
        continue;
      folded.push_back(seq);
      ++l;
    }
    if (folded.empty() || !llvm::all_of(op->getOperandTypes(), [](Type t) {
          auto r = dyn_cast<RankedTensorType>(t);
          return r && r.hasStaticShape();
        }))
      continue;
    // Loop l of the old op -> loop of the new one.
    MLIRContext *ctx = op.getContext();
    SmallVector<AffineExpr> renumber;
    int64_t numLoops = 0;
    for (int64_t l = 0; l < int64_t(iterators.size()); ++l) {
      renumber.push_back(getAffineDimExpr(numLoops, ctx));
      bool first = llvm::any_of(folded, [&](const ReassociationIndices &g) {
        return g[0] == l;
      });
      if (!first)
        ++numLoops;
    }
    SmallVector<utils::IteratorType> newIterators;
    for (int64_t l = 0; l < int64_t(iterators.size()); ++l)
      if (!llvm::any_of(folded, [&](const ReassociationIndices &g) {
            return g[1] == l;
          }))
        newIterators.push_back(iterators[l]);
    rewriter.setInsertionPoint(op);
    Location loc = op.getLoc();
    SmallVector<AffineMap> newMaps;
    SmallVector<Value> inputs, inits;
    SmallVector<SmallVector<ReassociationIndices>> initGroups;
    for (OpOperand &operand : op->getOpOperands()) {
      AffineMap map = op.getMatchingIndexingMap(&operand);
      SmallVector<AffineExpr> results;
      SmallVector<ReassociationIndices> groups;
      for (int64_t r = 0; r < int64_t(map.getNumResults()); ++r) {
        AffineExpr expr = map.getResult(r);
        auto d = dyn_cast<AffineDimExpr>(expr);
        bool pair = d && llvm::any_of(folded, [&](const ReassociationIndices &g) {
          return g[0] == int64_t(d.getPosition());
        });
        results.push_back(expr.replaceDims(renumber));
        groups.push_back({r});
        if (pair)
          groups.back().push_back(++r);
      }
      newMaps.push_back(AffineMap::get(numLoops, 0, results, ctx));
      Value v = operand.get();
      if (groups.size() != map.getNumResults())
        v = tensor::CollapseShapeOp::create(rewriter, loc, v, groups);
      if (op.isDpsInit(&operand)) {
        inits.push_back(v);
        initGroups.push_back(groups);
      } else {
        inputs.push_back(v);
      }
    }
    SmallVector<Type> types;
    for (Value init : inits)
      types.push_back(init.getType());
    auto next = linalg::GenericOp::create(rewriter, loc, types, inputs, inits,
                                          newMaps, newIterators);
    rewriter.inlineRegionBefore(op.getRegion(), next.getRegion(),
                                next.getRegion().end());
    SmallVector<Value> results;
    for (auto [i, r] : llvm::enumerate(next->getResults())) {
      Type type = op->getResult(i).getType();
      results.push_back(r.getType() == type
                            ? Value(r)
                            : Value(tensor::ExpandShapeOp::create(
                                  rewriter, loc, type, r, initGroups[i])));
    }
    rewriter.replaceOp(op, results);
    // Only the default operand layouts become named ops: MLIR 22's
    // specialization turns a transposed operand's contraction ([b, k, m] x
    // [b, k, n]) into a batch_matmul with the default maps, reading the
    // operand as untransposed.
    SmallVector<AffineMap> nextMaps = next.getIndexingMapsArray();
    if (nextMaps != linalg::MatmulOp::getDefaultIndexingMaps(ctx) &&
        nextMaps != linalg::BatchMatmulOp::getDefaultIndexingMaps(ctx))
      continue;
    rewriter.setInsertionPoint(next);
    (void)linalg::specializeGenericOp(rewriter, next);
  }
}

void mlir::cleave::collapseBatchContractions(Operation *root) {
  collapseContiguousParallelLoops(root);
}
