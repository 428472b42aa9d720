//===- NormalizePerPart.cpp - per-part arguments as a dim of their own ----===//
//
// An argument split per part (`{"model"}x3` on a dim of size n) holds on each
// device its slice of each of the 3 parts: Megatron's layout of a fused QKV
// weight, which a split of the whole dim cannot state. This step, run by
// cleave-propagate before it reads shardings, gives the parts a dim of their
// own:
//
//   * the argument is expanded at entry to [.., 3, n/3, ..] and pinned there
//     by a cleave.constraint that leaves the parts dim whole and splits the
//     n/3 dim over the argument's axes (the partitioner reads the per-device
//     argument as that expand, with no data moved);
//   * the two dims are carried forward through the ops that use them:
//     - linalg ops whose loop over the dim appears only as a plain dim of
//       their operands and results (elementwise ops, broadcasts, the parallel
//       or reduction dims of a matmul) become a linalg.generic with that loop
//       split in two;
//     - expand_shape / collapse_shape that keep the dim in a group of its own
//       (or beside unit dims only);
//     - an extract_slice of exactly one part (fused QKV's split into q, k and
//       v) reads that part: each device already holds its slice of it;
//   * a value the function returns in that form leaves through a collapse of
//     its own marked `cleave.per_part_exit`: the result is split per part as
//     the argument is (cleave-propagate writes its sharding);
//   * every other use reads the value collapsed back (a collapse_shape of the
//     two dims), which is correct and costs what a split of the compound dim
//     costs.
//
//===----------------------------------------------------------------------===//

#include "cleave/Transforms/Passes.h"
#include "cleave/Transforms/Normalize.h"

#include "cleave/IR/CleaveOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"

#include <deque>
#include <optional>

using namespace mlir;
using namespace mlir::cleave;

namespace {

/// A value of the program with one dim `dim` written as two dims
/// [parts, size / parts] in `value`.
struct Expanded {
  Value value;
  int64_t dim;
  int64_t parts;
};

class PerPartRewriter {
public:
  /// `exits`: mark the returned values (markExits), for per-part arguments.
  PerPartRewriter(MLIRContext *ctx, bool exits)
      : rewriter(ctx), exits(exits) {}

  LogicalResult rewriteFunction(func::FuncOp fn);
  /// Reads result dim `group` of `op` as [its source dims before `minor`,
  /// the rest], and rewrites the users that carry the two dims.
  void expandCollapse(tensor::CollapseShapeOp op, unsigned group,
                      unsigned minor);
  /// Rewrites the recorded values' users until none is left, then drops
  /// what the rewritten ops no longer read.
  void finish(func::FuncOp fn);

private:
  /// Gives `original` (of the program's shape) the expanded form `value`:
  /// its uses read a collapse_shape of `value`, queued for rewriting.
  void record(Value original, Value value, int64_t dim, int64_t parts,
              Location loc, Operation *keep = nullptr);
  bool rewriteUse(Operation *user, Value collapsed, const Expanded &e);
  bool rewriteLinalg(linalg::LinalgOp op, Value collapsed, const Expanded &e);
  /// Whether loop `loop` of `op` can be written as two loops [parts,
  /// n / parts]: it appears only as a plain dim of full extent, and every
  /// operand already expanded reads it that way.
  bool canSplitLoop(linalg::LinalgOp op, unsigned loop, int64_t parts);
  /// Rewrites `op` with loop `loop` split; the results indexed by it are
  /// recorded expanded. Returns each result's expanded form (null where the
  /// result does not read the loop), or nothing if `op` cannot be written.
  std::optional<SmallVector<Value>> splitLoop(linalg::LinalgOp op,
                                              unsigned loop, int64_t parts);
  /// `v` expanded by rewriting its producer (a gradient computed in the
  /// program's shape before the per-part update reads it): a linalg op that
  /// produces the dim as a loop, a collapse_shape that keeps it in a group
  /// of its own, or a concat of one piece per part. Null if none applies.
  Value expandProducer(Value v, int64_t dim, int64_t parts, Location loc,
                       unsigned depth);
  bool rewriteSlice(tensor::ExtractSliceOp op, const Expanded &e);
  bool rewriteExpand(tensor::ExpandShapeOp op, Value collapsed,
                     const Expanded &e);
  bool rewriteCollapse(tensor::CollapseShapeOp op, const Expanded &e);
  /// An expand_shape that splits the expanded dim into sizes whose leading
  /// ones multiply to the parts: it reads the expanded value directly.
  bool rewriteSplittingExpand(tensor::ExpandShapeOp op, const Expanded &e);
  /// `v` with dim `dim` expanded into [parts, n / parts]: its known expanded
  /// form, a new empty / fill for inits, else an expand_shape.
  Value expandOperand(Value v, int64_t dim, int64_t parts, Location loc);

  /// Gives each value `fn` returns in its expanded form a collapse of its
  /// own, marked as the per-part exit (getPerPartExitDims), where the
  /// result's layout is not stated: the result is then split per part, as
  /// the argument it came from, instead of gathered into a whole-dim split.
  void markExits(func::FuncOp fn);

  IRRewriter rewriter;
  bool exits;
  /// Collapsed values (what the program's ops read) -> their expanded form.
  DenseMap<Value, Expanded> expanded;
  std::deque<Value> worklist;
};

} // namespace

static RankedTensorType expandedType(RankedTensorType t, int64_t dim,
                                     int64_t parts) {
  SmallVector<int64_t> shape(t.getShape());
  int64_t n = shape[dim];
  shape[dim] = n / parts;
  shape.insert(shape.begin() + dim, parts);
  return RankedTensorType::get(shape, t.getElementType(), t.getEncoding());
}

/// Reassociation of a rank-`rank` tensor whose dim `dim` is written as two.
static SmallVector<ReassociationIndices> splitGroups(int64_t rank,
                                                     int64_t dim) {
  SmallVector<ReassociationIndices> groups;
  for (int64_t d = 0, o = 0; d < rank; ++d) {
    if (d == dim) {
      groups.push_back({o, o + 1});
      o += 2;
    } else {
      groups.push_back({o++});
    }
  }
  return groups;
}

/// The groups of a collapse_shape whose source dim `dim` (in group `out`,
/// beside only unit dims) is written as two, [parts, n / parts]: the unit
/// dims before it join the parts dim, those after it the rest. None if
/// another dim of the group is not a unit dim.
static std::optional<SmallVector<ReassociationIndices>>
splitCollapseGroups(ArrayRef<ReassociationIndices> groups,
                    RankedTensorType src, int64_t dim) {
  SmallVector<ReassociationIndices> next;
  for (const ReassociationIndices &group : groups) {
    if (!llvm::is_contained(group, dim)) {
      ReassociationIndices shifted;
      for (int64_t d : group)
        shifted.push_back(d > dim ? d + 1 : d);
      next.push_back(shifted);
      continue;
    }
    ReassociationIndices major, rest;
    for (int64_t d : group) {
      if (d != dim && src.getDimSize(d) != 1)
        return std::nullopt;
      if (d <= dim)
        major.push_back(d);
      else
        rest.push_back(d + 1);
    }
    rest.insert(rest.begin(), dim + 1);
    next.push_back(major);
    next.push_back(rest);
  }
  return next;
}

/// The group of `groups` holding source dim `dim`.
static int64_t groupOf(ArrayRef<ReassociationIndices> groups, int64_t dim) {
  for (auto [o, group] : llvm::enumerate(groups))
    if (llvm::is_contained(group, dim))
      return o;
  return -1;
}

void PerPartRewriter::record(Value original, Value value, int64_t dim,
                             int64_t parts, Location loc, Operation *keep) {
  rewriter.setInsertionPointAfterValue(value);
  auto type = cast<RankedTensorType>(original.getType());
  Value collapsed = tensor::CollapseShapeOp::create(
      rewriter, loc, type, value, splitGroups(type.getRank(), dim));
  original.replaceUsesWithIf(collapsed, [&](OpOperand &use) {
    return use.getOwner() != collapsed.getDefiningOp() &&
           use.getOwner() != keep;
  });
  expanded[collapsed] = {value, dim, parts};
  worklist.push_back(collapsed);
}

Value PerPartRewriter::expandOperand(Value v, int64_t dim, int64_t parts,
                                     Location loc) {
  auto it = expanded.find(v);
  if (it != expanded.end() && it->second.dim == dim &&
      it->second.parts == parts)
    return it->second.value;
  auto type = cast<RankedTensorType>(v.getType());
  RankedTensorType to = expandedType(type, dim, parts);
  if (Value produced = expandProducer(v, dim, parts, loc, 0))
    return produced;
  if (auto empty = v.getDefiningOp<tensor::EmptyOp>(); empty && to.hasStaticShape())
    return tensor::EmptyOp::create(rewriter, loc, to.getShape(),
                                   to.getElementType());
  if (auto fill = v.getDefiningOp<linalg::FillOp>()) {
    if (fill.getOutputs()[0].getDefiningOp<tensor::EmptyOp>() &&
        to.hasStaticShape()) {
      Value empty = tensor::EmptyOp::create(rewriter, loc, to.getShape(),
                                            to.getElementType());
      return linalg::FillOp::create(rewriter, loc, fill.getInputs()[0], empty)
          .getResult(0);
    }
  }
  return tensor::ExpandShapeOp::create(rewriter, loc, to, v,
                                       splitGroups(type.getRank(), dim));
}

bool PerPartRewriter::rewriteLinalg(linalg::LinalgOp op, Value collapsed,
                                    const Expanded &e) {
  // The loop over the expanded dim, from the first operand that reads it.
  for (OpOperand &operand : op->getOpOperands()) {
    if (operand.get() != collapsed)
      continue;
    auto d = dyn_cast<AffineDimExpr>(
        op.getMatchingIndexingMap(&operand).getResult(e.dim));
    if (!d || !canSplitLoop(op, d.getPosition(), e.parts))
      return false;
    return splitLoop(op, d.getPosition(), e.parts).has_value();
  }
  return false;
}

bool PerPartRewriter::canSplitLoop(linalg::LinalgOp op, unsigned loop,
                                   int64_t parts) {
  if (!op.hasPureTensorSemantics() || op->getNumRegions() != 1 ||
      op->hasAttr(CleaveDialect::getShardingAttrName()) ||
      op->hasAttr(OpShardingRuleAttr::getAttrName()))
    return false;
  // The loop must appear only as a plain dim, of the full extent.
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  if (loop >= ranges.size())
    return false;
  int64_t n = ranges[loop];
  if (ShapedType::isDynamic(n) || n % parts != 0)
    return false;
  AffineExpr dimExpr = getAffineDimExpr(loop, op->getContext());
  for (AffineMap map : op.getIndexingMapsArray())
    for (AffineExpr expr : map.getResults())
      if (expr.isFunctionOfDim(loop) && expr != dimExpr)
        return false;
  // Every read of the dim through a collapsed value must be the same split.
  for (OpOperand &operand : op->getOpOperands()) {
    auto it = expanded.find(operand.get());
    if (it == expanded.end())
      continue;
    AffineMap map = op.getMatchingIndexingMap(&operand);
    if (it->second.dim >= int64_t(map.getNumResults()) ||
        map.getResult(it->second.dim) != dimExpr ||
        it->second.parts != parts) {
      // Read another way: leave this one collapsed; fine only if the loop
      // is not read through it.
      for (AffineExpr expr : map.getResults())
        if (expr == dimExpr)
          return false;
    }
  }
  bool usesIndex = false;
  op->getRegion(0).walk([&](linalg::IndexOp) { usesIndex = true; });
  return !usesIndex;
}

std::optional<SmallVector<Value>>
PerPartRewriter::splitLoop(linalg::LinalgOp op, unsigned loop,
                           int64_t parts) {
  Location loc = op.getLoc();
  MLIRContext *ctx = op->getContext();
  rewriter.setInsertionPoint(op);
  FailureOr<linalg::GenericOp> generic =
      isa<linalg::GenericOp>(op.getOperation())
          ? FailureOr<linalg::GenericOp>(cast<linalg::GenericOp>(op))
          : linalg::generalizeNamedOp(rewriter, op);
  if (failed(generic))
    return std::nullopt;
  linalg::GenericOp g = *generic;
  rewriter.setInsertionPoint(g);

  AffineExpr dimExpr = getAffineDimExpr(loop, ctx);
  unsigned numLoops = g.getNumLoops();
  SmallVector<AffineExpr> renumber;
  for (unsigned k = 0; k < numLoops; ++k)
    renumber.push_back(getAffineDimExpr(k <= loop ? k : k + 1, ctx));
  AffineExpr inner = getAffineDimExpr(loop + 1, ctx);
  SmallVector<AffineMap> maps;
  SmallVector<std::optional<int64_t>> readAt;
  for (OpOperand &operand : g->getOpOperands()) {
    AffineMap map = g.getMatchingIndexingMap(&operand);
    SmallVector<AffineExpr> results;
    std::optional<int64_t> at;
    for (auto [r, expr] : llvm::enumerate(map.getResults())) {
      if (expr == dimExpr) {
        at = r;
        results.push_back(renumber[loop]);
        results.push_back(inner);
        continue;
      }
      results.push_back(expr.replaceDims(renumber));
    }
    maps.push_back(AffineMap::get(numLoops + 1, 0, results, ctx));
    readAt.push_back(at);
  }
  // Expanding an operand may rewrite its producer, which replaces the
  // producer's results in `g`'s other operands too: every operand is read
  // after all expansions.
  DenseMap<unsigned, Value> expandedOperands;
  for (OpOperand &operand : g->getOpOperands())
    if (std::optional<int64_t> at = readAt[operand.getOperandNumber()]) {
      OpBuilder::InsertionGuard guard(rewriter);
      expandedOperands[operand.getOperandNumber()] =
          expandOperand(operand.get(), *at, parts, loc);
    }
  SmallVector<Value> inputs, inits;
  SmallVector<int64_t> resultDims;
  for (OpOperand &operand : g->getOpOperands()) {
    std::optional<int64_t> at = readAt[operand.getOperandNumber()];
    Value v = at ? expandedOperands[operand.getOperandNumber()]
                 : operand.get();
    if (g.isDpsInit(&operand)) {
      inits.push_back(v);
      resultDims.push_back(at ? *at : -1);
    } else {
      inputs.push_back(v);
    }
  }
  SmallVector<utils::IteratorType> iterators = g.getIteratorTypesArray();
  iterators.insert(iterators.begin() + loop + 1, iterators[loop]);
  SmallVector<Type> resultTypes;
  for (Value init : inits)
    resultTypes.push_back(init.getType());
  rewriter.setInsertionPoint(g);
  auto next = linalg::GenericOp::create(rewriter, loc, resultTypes, inputs,
                                        inits, maps, iterators);
  rewriter.inlineRegionBefore(g.getRegion(), next.getRegion(),
                              next.getRegion().end());
  SmallVector<Value> results;
  for (auto [i, r] : llvm::enumerate(g->getResults())) {
    if (resultDims[i] < 0) {
      r.replaceAllUsesWith(next->getResult(i));
      results.push_back(Value());
      continue;
    }
    record(r, next->getResult(i), resultDims[i], parts, loc);
    results.push_back(next->getResult(i));
  }
  rewriter.eraseOp(g);
  return results;
}

Value PerPartRewriter::expandProducer(Value v, int64_t dim, int64_t parts,
                                      Location loc, unsigned depth) {
  constexpr unsigned kMaxDepth = 32;
  auto result = dyn_cast<OpResult>(v);
  auto type = dyn_cast<RankedTensorType>(v.getType());
  if (!result || !type || !type.hasStaticShape() || depth > kMaxDepth ||
      type.getDimSize(dim) % parts != 0)
    return Value();
  Operation *producer = result.getOwner();
  OpBuilder::InsertionGuard guard(rewriter);
  if (auto op = dyn_cast<linalg::LinalgOp>(producer)) {
    if (isa<linalg::FillOp>(producer))
      return Value();
    unsigned number = result.getResultNumber();
    OpOperand *init = op.getDpsInitOperand(number);
    auto d = dyn_cast<AffineDimExpr>(
        op.getMatchingIndexingMap(init).getResult(dim));
    if (!d || !canSplitLoop(op, d.getPosition(), parts))
      return Value();
    // `op` and `result` are gone once the loop is split.
    std::optional<SmallVector<Value>> results =
        splitLoop(op, d.getPosition(), parts);
    return results ? (*results)[number] : Value();
  }
  if (auto collapse = dyn_cast<tensor::CollapseShapeOp>(producer)) {
    SmallVector<ReassociationIndices> groups =
        collapse.getReassociationIndices();
    // The source dim the result dim comes from: the one dim of its group
    // that is not a unit dim.
    RankedTensorType srcType = collapse.getSrcType();
    int64_t src = -1;
    for (int64_t d : groups[dim])
      if (srcType.getDimSize(d) != 1)
        src = src < 0 ? d : -2;
    if (src < 0)
      return Value();
    std::optional<SmallVector<ReassociationIndices>> next =
        splitCollapseGroups(groups, srcType, src);
    if (!next)
      return Value();
    rewriter.setInsertionPoint(collapse);
    Value source;
    auto known = expanded.find(collapse.getSrc());
    if (known != expanded.end() && known->second.dim == src &&
        known->second.parts == parts)
      source = known->second.value;
    else
      source = expandProducer(collapse.getSrc(), src, parts, loc, depth + 1);
    if (!source)
      return Value();
    rewriter.setInsertionPoint(collapse);
    Value value = tensor::CollapseShapeOp::create(
        rewriter, collapse.getLoc(), expandedType(type, dim, parts), source,
        *next);
    record(collapse.getResult(), value, dim, parts, collapse.getLoc());
    rewriter.eraseOp(collapse);
    return value;
  }
  if (auto concat = dyn_cast<tensor::ConcatOp>(producer)) {
    int64_t part = type.getDimSize(dim) / parts;
    if (int64_t(concat.getDim()) != dim ||
        int64_t(concat.getInputs().size()) != parts ||
        llvm::any_of(concat.getInputs(), [&](Value in) {
          return cast<RankedTensorType>(in.getType()).getDimSize(dim) != part;
        }))
      return Value();
    rewriter.setInsertionPoint(concat);
    RankedTensorType pieceType =
        expandedType(cast<RankedTensorType>(concat.getInputs()[0].getType()),
                     dim, 1);
    SmallVector<Value> pieces;
    for (Value in : concat.getInputs())
      pieces.push_back(tensor::ExpandShapeOp::create(
          rewriter, concat.getLoc(), pieceType, in,
          splitGroups(type.getRank(), dim)));
    Value value =
        tensor::ConcatOp::create(rewriter, concat.getLoc(), dim, pieces);
    record(concat.getResult(), value, dim, parts, concat.getLoc());
    rewriter.eraseOp(concat);
    return value;
  }
  return Value();
}

bool PerPartRewriter::rewriteSlice(tensor::ExtractSliceOp op,
                                   const Expanded &e) {
  if (!op.getOffsets().empty() || !op.getSizes().empty() ||
      !op.getStrides().empty())
    return false;
  RankedTensorType src = op.getSourceType();
  if (op.getResultType().getRank() != src.getRank())
    return false;
  int64_t part = src.getDimSize(e.dim) / e.parts;
  int64_t offset = op.getStaticOffsets()[e.dim];
  if (op.getStaticSizes()[e.dim] != part ||
      op.getStaticStrides()[e.dim] != 1 || offset % part != 0)
    return false;
  SmallVector<OpFoldResult> offsets, sizes, strides;
  for (int64_t d = 0; d < src.getRank(); ++d) {
    if (d == e.dim) {
      offsets.push_back(rewriter.getIndexAttr(offset / part));
      sizes.push_back(rewriter.getIndexAttr(1));
      strides.push_back(rewriter.getIndexAttr(1));
      offsets.push_back(rewriter.getIndexAttr(0));
      sizes.push_back(rewriter.getIndexAttr(part));
      strides.push_back(rewriter.getIndexAttr(1));
      continue;
    }
    offsets.push_back(rewriter.getIndexAttr(op.getStaticOffsets()[d]));
    sizes.push_back(rewriter.getIndexAttr(op.getStaticSizes()[d]));
    strides.push_back(rewriter.getIndexAttr(op.getStaticStrides()[d]));
  }
  rewriter.setInsertionPoint(op);
  // Rank-reducing: the parts dim (size 1 now) is dropped.
  Value slice = tensor::ExtractSliceOp::create(
      rewriter, op.getLoc(), op.getResultType(), e.value, offsets, sizes,
      strides);
  rewriter.replaceOp(op, slice);
  return true;
}

bool PerPartRewriter::rewriteExpand(tensor::ExpandShapeOp op, Value collapsed,
                                    const Expanded &e) {
  SmallVector<ReassociationIndices> groups = op.getReassociationIndices();
  auto collapse = collapsed.getDefiningOp<tensor::CollapseShapeOp>();
  // An expand that undoes the collapse (an operand expanded before its
  // producer was): the expanded value itself.
  if (collapse && op.getResultType() == e.value.getType() &&
      groups == collapse.getReassociationIndices()) {
    rewriter.replaceOp(op, e.value);
    return true;
  }
  if (!op.getResultType().hasStaticShape())
    return false;
  if (groups[e.dim].size() != 1)
    return rewriteSplittingExpand(op, e);
  int64_t out = groups[e.dim][0];
  SmallVector<ReassociationIndices> next;
  for (auto [d, group] : llvm::enumerate(groups)) {
    ReassociationIndices shifted;
    for (int64_t o : group)
      shifted.push_back(o > out ? o + 1 : o);
    next.push_back(shifted);
    if (int64_t(d) == e.dim)
      next.push_back({out + 1});
  }
  RankedTensorType type = expandedType(op.getResultType(), out, e.parts);
  rewriter.setInsertionPoint(op);
  Value value =
      tensor::ExpandShapeOp::create(rewriter, op.getLoc(), type, e.value, next);
  record(op.getResult(), value, out, e.parts, op.getLoc());
  rewriter.eraseOp(op);
  return true;
}

bool PerPartRewriter::rewriteSplittingExpand(tensor::ExpandShapeOp op,
                                             const Expanded &e) {
  SmallVector<ReassociationIndices> groups = op.getReassociationIndices();
  ArrayRef<int64_t> shape = op.getResultType().getShape();
  const ReassociationIndices &split = groups[e.dim];
  // The first j output dims of the group make the parts.
  int64_t product = 1;
  size_t j = 0;
  while (j < split.size() && product < e.parts)
    product *= shape[split[j++]];
  if (product != e.parts || j == split.size())
    return false;
  SmallVector<ReassociationIndices> next;
  for (auto [d, group] : llvm::enumerate(groups)) {
    if (int64_t(d) != e.dim) {
      next.push_back(group);
      continue;
    }
    next.push_back(ReassociationIndices(split.begin(), split.begin() + j));
    next.push_back(ReassociationIndices(split.begin() + j, split.end()));
  }
  rewriter.setInsertionPoint(op);
  Value value = tensor::ExpandShapeOp::create(
      rewriter, op.getLoc(), op.getResultType(), e.value, next);
  rewriter.replaceOp(op, value);
  return true;
}

bool PerPartRewriter::rewriteCollapse(tensor::CollapseShapeOp op,
                                      const Expanded &e) {
  SmallVector<ReassociationIndices> groups = op.getReassociationIndices();
  int64_t out = groupOf(groups, e.dim);
  if (out < 0 || !op.getResultType().hasStaticShape())
    return false;
  std::optional<SmallVector<ReassociationIndices>> next =
      splitCollapseGroups(groups, op.getSrcType(), e.dim);
  if (!next)
    return false;
  RankedTensorType type = expandedType(op.getResultType(), out, e.parts);
  rewriter.setInsertionPoint(op);
  Value value = tensor::CollapseShapeOp::create(rewriter, op.getLoc(), type,
                                                e.value, *next);
  record(op.getResult(), value, out, e.parts, op.getLoc());
  rewriter.eraseOp(op);
  return true;
}

bool PerPartRewriter::rewriteUse(Operation *user, Value collapsed,
                                 const Expanded &e) {
  if (auto op = dyn_cast<linalg::LinalgOp>(user))
    return rewriteLinalg(op, collapsed, e);
  if (auto op = dyn_cast<tensor::ExtractSliceOp>(user))
    return op.getSource() == collapsed && rewriteSlice(op, e);
  if (auto op = dyn_cast<tensor::ExpandShapeOp>(user))
    return rewriteExpand(op, collapsed, e);
  if (auto op = dyn_cast<tensor::CollapseShapeOp>(user))
    return rewriteCollapse(op, e);
  return false;
}

LogicalResult PerPartRewriter::rewriteFunction(func::FuncOp fn) {
  Block &entry = fn.getBody().front();
  for (BlockArgument arg : fn.getArguments()) {
    ShardingAttr s = getPerPartArgSharding(arg);
    if (!s)
      continue;
    // Already written (cleave-propagate run twice): its uses are the entry.
    if (!arg.use_empty() &&
        llvm::all_of(arg.getUsers(), [](Operation *user) {
          return !getPerPartEntryDims(user).empty();
        }))
      continue;
    SmallVector<int64_t> dims;
    for (auto [d, dim] : llvm::enumerate(s.getDims()))
      if (dim.isPerPart())
        dims.push_back(d);
    if (dims.size() != 1)
      return fn.emitOpError()
             << "argument #" << arg.getArgNumber() << " splits "
             << dims.size()
             << " dims per part; at most one dim of an argument may be";
    int64_t d = dims[0], parts = s.getDims()[d].getParts();
    auto type = cast<RankedTensorType>(arg.getType());
    Location loc = arg.getLoc();
    rewriter.setInsertionPointToStart(&entry);
    RankedTensorType to = expandedType(type, d, parts);
    auto entryExpand = tensor::ExpandShapeOp::create(
        rewriter, loc, to, arg, splitGroups(type.getRank(), d));
    Value value = entryExpand.getResult();
    // The parts dim whole, the part dim split as the argument's dim is.
    SmallVector<DimShardingAttr> pinned;
    for (auto [i, dim] : llvm::enumerate(s.getDims())) {
      if (int64_t(i) == d) {
        pinned.push_back(DimShardingAttr::get(fn.getContext(), {}, true,
                                              dim.getPriority()));
        pinned.push_back(DimShardingAttr::get(fn.getContext(), dim.getAxes(),
                                              true, dim.getPriority()));
        continue;
      }
      pinned.push_back(dim);
    }
    auto sharding =
        ShardingAttr::get(fn.getContext(), s.getMesh(), pinned,
                          s.getPartialAxes(), s.getPartialKind());
    value = ConstraintOp::create(rewriter, loc, value, sharding);
    // The argument's only use becomes the entry expand; the others read the
    // collapsed form until they are rewritten.
    record(arg, value, d, parts, loc, entryExpand);
  }
  finish(fn);
  return success();
}

void PerPartRewriter::expandCollapse(tensor::CollapseShapeOp op,
                                     unsigned group, unsigned minor) {
  SmallVector<ReassociationIndices> groups = op.getReassociationIndices();
  RankedTensorType src = op.getSrcType();
  const ReassociationIndices &merged = groups[group];
  int64_t parts = 1;
  for (int64_t d : merged)
    if (d < int64_t(minor))
      parts *= src.getDimSize(d);
  SmallVector<ReassociationIndices> next;
  bool identity = true;
  for (auto [o, g] : llvm::enumerate(groups)) {
    if (o != group) {
      next.push_back(g);
      identity &= g.size() == 1;
      continue;
    }
    ReassociationIndices major, rest;
    for (int64_t d : g)
      (d < int64_t(minor) ? major : rest).push_back(d);
    identity &= major.size() == 1 && rest.size() == 1;
    next.push_back(major);
    next.push_back(rest);
  }
  rewriter.setInsertionPoint(op);
  Value value = op.getSrc();
  if (!identity)
    value = tensor::CollapseShapeOp::create(
        rewriter, op.getLoc(), expandedType(op.getResultType(), group, parts),
        value, next);
  record(op.getResult(), value, group, parts, op.getLoc());
}

void PerPartRewriter::finish(func::FuncOp fn) {
  while (!worklist.empty()) {
    Value collapsed = worklist.front();
    worklist.pop_front();
    auto it = expanded.find(collapsed);
    if (it == expanded.end())
      continue;
    Expanded e = it->second;
    for (bool changed = true; changed;) {
      changed = false;
      for (Operation *user : llvm::to_vector(collapsed.getUsers()))
        if (rewriteUse(user, collapsed, e)) {
          changed = true;
          break;
        }
    }
  }
  if (exits)
    markExits(fn);
  // Collapses nothing reads any more.
  SmallVector<Value> dead;
  for (auto &[collapsed, e] : expanded)
    if (collapsed.use_empty())
      dead.push_back(collapsed);
  for (Value v : dead) {
    expanded.erase(v);
    rewriter.eraseOp(v.getDefiningOp());
  }
  expanded.clear();
  // Empties and fills the rewritten ops no longer read.
  // (The body's own ops, last first: erasing an op with a region erases
  // the ops inside it.)
  for (Operation &op :
       llvm::make_early_inc_range(llvm::reverse(fn.getBody().front())))
    if (isOpTriviallyDead(&op))
      rewriter.eraseOp(&op);
}

void PerPartRewriter::markExits(func::FuncOp fn) {
  // Per-part layouts are for entry functions only (a caller would need the
  // callee's result in its own layout).
  if (auto module = fn->getParentOfType<ModuleOp>();
      !module || !SymbolTable::symbolKnownUseEmpty(fn, module))
    return;
  Operation *ret = fn.getBody().front().getTerminator();
  if (!isa<func::ReturnOp>(ret))
    return;
  for (OpOperand &use : ret->getOpOperands()) {
    auto it = expanded.find(use.get());
    if (it == expanded.end())
      continue;
    const Expanded &e = it->second;
    // A stated layout is kept, unless it is this split per part.
    if (ShardingAttr stated =
            getFuncResultSharding(fn, use.getOperandNumber())) {
      ArrayRef<DimShardingAttr> dims = stated.getDims();
      if (int64_t(dims.size()) <= e.dim ||
          dims[e.dim].getParts() != e.parts ||
          llvm::count_if(dims, [](DimShardingAttr d) {
            return d.isPerPart();
          }) != 1)
        continue;
    }
    auto type = cast<RankedTensorType>(use.get().getType());
    rewriter.setInsertionPoint(ret);
    auto exit = tensor::CollapseShapeOp::create(
        rewriter, ret->getLoc(), type, e.value,
        splitGroups(type.getRank(), e.dim));
    exit->setAttr(CleaveDialect::getPerPartExitAttrName(),
                  rewriter.getUnitAttr());
    use.set(exit.getResult());
  }
}

LogicalResult mlir::cleave::expandPerPartArguments(Operation *root) {
  PerPartRewriter rewriter(root->getContext(), /*exits=*/true);
  WalkResult r = root->walk([&](func::FuncOp fn) {
    if (fn.isDeclaration() ||
        fn->hasAttr(CleaveDialect::getPartitionedAttrName()))
      return WalkResult::advance();
    return failed(rewriter.rewriteFunction(fn)) ? WalkResult::interrupt()
                                                : WalkResult::advance();
  });
  return failure(r.wasInterrupted());
}

unsigned mlir::cleave::expandMinorSplitCollapses(
    ArrayRef<MinorSplitCollapse> collapses) {
  if (collapses.empty())
    return 0;
  PerPartRewriter rewriter(collapses.front().op->getContext(),
                           /*exits=*/false);
  DenseSet<Operation *> functions;
  // Only collapses a linalg op reads over the merged dim as a loop of its
  // own: the others would be read collapsed back, unchanged.
  SmallVector<std::pair<tensor::CollapseShapeOp, const MinorSplitCollapse *>>
      todo;
  for (const MinorSplitCollapse &c : collapses) {
    auto op = dyn_cast<tensor::CollapseShapeOp>(c.op);
    if (!op || !op->getParentOfType<func::FuncOp>() ||
        !op.getSrcType().hasStaticShape())
      continue;
    bool readAsLoop = llvm::any_of(op->getUses(), [&](OpOperand &use) {
      auto linalg = dyn_cast<linalg::LinalgOp>(use.getOwner());
      return linalg && isa<AffineDimExpr>(
                           linalg.getMatchingIndexingMap(&use).getResult(
                               c.group));
    });
    if (readAsLoop)
      todo.push_back({op, &c});
  }
  for (auto [op, c] : todo) {
    rewriter.expandCollapse(op, c->group, c->minor);
    functions.insert(op->getParentOfType<func::FuncOp>());
  }
  for (Operation *fn : functions)
    rewriter.finish(cast<func::FuncOp>(fn));
  return todo.size();
}
