//===- LocalFormModels.cpp - local forms of upstream ops ------------------===//
//
// What the partitioner builds for one device, for the upstream ops whose
// attributes or regions hold global sizes or positions. Every other op is
// cloned on its local operands (cloneOnLocalTypes).
//
//===----------------------------------------------------------------------===//

#include "LocalFormModels.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/Utils/Utils.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/SmallBitVector.h"

using namespace mlir;
using namespace mlir::cleave;

//===----------------------------------------------------------------------===//
// tensor shape ops
//===----------------------------------------------------------------------===//

FailureOr<Operation *>
mlir::cleave::buildLocalReassociation(Operation *op, OpBuilder &b,
                                      const LocalFormContext &context) {
  Location loc = op->getLoc();
  Value src = context.operands[0];
  Type type = context.resultTypes[0];
  if (auto expand = dyn_cast<tensor::ExpandShapeOp>(op))
    return tensor::ExpandShapeOp::create(b, loc, type, src,
                                         expand.getReassociationIndices())
        .getOperation();
  auto collapse = cast<tensor::CollapseShapeOp>(op);
  return tensor::CollapseShapeOp::create(b, loc, type, src,
                                         collapse.getReassociationIndices())
      .getOperation();
}

FailureOr<Operation *>
mlir::cleave::buildLocalReshape(Operation *op, OpBuilder &b,
                                const LocalFormContext &context) {
  auto reshape = cast<tensor::ReshapeOp>(op);
  Location loc = op->getLoc();
  auto type = cast<RankedTensorType>(context.resultTypes[0]);
  auto shapeType = cast<RankedTensorType>(reshape.getShape().getType());
  SmallVector<Attribute> dims;
  for (int64_t s : type.getShape())
    dims.push_back(b.getIntegerAttr(shapeType.getElementType(), s));
  Value shape = arith::ConstantOp::create(
      b, loc, DenseElementsAttr::get(shapeType, dims));
  return tensor::ReshapeOp::create(b, loc, type, context.operands[0], shape)
      .getOperation();
}

/// A slice's offset in the local program: a constant as it is, a dynamic
/// one (a loop counter) as its local value.
static OpFoldResult localOffset(OpFoldResult offset,
                                const LocalFormContext &context) {
  if (auto v = dyn_cast<Value>(offset))
    return context.mapping.lookupOrDefault(v);
  return offset;
}

static bool takesWhole(int64_t offset, int64_t size, int64_t stride,
                       int64_t dimSize) {
  return offset == 0 && stride == 1 && size == dimSize;
}

/// With an uneven split of a slice's result, the last devices' pieces reach
/// past the source: the source (whole on that dim) padded far enough.
static Value padForUnevenPieces(OpBuilder &b, tensor::ExtractSliceOp slice,
                                Value src, RankedTensorType dstType) {
  auto srcType = cast<RankedTensorType>(src.getType());
  llvm::SmallBitVector dropped = slice.getDroppedDims();
  SmallVector<int64_t> padded(srcType.getShape());
  for (int64_t d = 0, r = 0; d < srcType.getRank(); ++d) {
    if (dropped.test(d))
      continue;
    int64_t size = slice.getStaticSizes()[d];
    int64_t local = dstType.getDimSize(r++);
    if (local == size ||
        takesWhole(slice.getStaticOffsets()[d], size,
                   slice.getStaticStrides()[d],
                   slice.getSourceType().getDimSize(d)))
      continue;
    int64_t n = (size + local - 1) / local;
    int64_t last = slice.getStaticOffsets()[d] +
                   (n * local - 1) * slice.getStaticStrides()[d] + 1;
    padded[d] = std::max(padded[d], last);
  }
  if (ArrayRef<int64_t>(padded) == srcType.getShape())
    return src;
  Location loc = slice.getLoc();
  auto type = RankedTensorType::get(padded, srcType.getElementType());
  Value zero = arith::ConstantOp::create(
      b, loc, cast<TypedAttr>(b.getZeroAttr(srcType.getElementType())));
  return tensor::createPadHighOp(type, src, zero, /*nofold=*/false, loc, b);
}

FailureOr<Operation *>
mlir::cleave::buildLocalExtractSlice(Operation *op, OpBuilder &b,
                                     const LocalFormContext &context) {
  auto slice = cast<tensor::ExtractSliceOp>(op);
  Location loc = op->getLoc();
  const ShardingRule &rule = context.assignment.getRule();
  auto dstType = cast<RankedTensorType>(context.resultTypes[0]);
  Value src = padForUnevenPieces(b, slice, context.operands[0], dstType);
  auto srcType = cast<RankedTensorType>(src.getType());
  llvm::SmallBitVector dropped = slice.getDroppedDims();
  SmallVector<OpFoldResult> offsets, sizes, strides;
  SmallVector<OpFoldResult> mixed = slice.getMixedOffsets();
  for (int64_t d = 0, r = 0; d < srcType.getRank(); ++d) {
    int64_t offset = slice.getStaticOffsets()[d];
    int64_t size = slice.getStaticSizes()[d];
    int64_t stride = slice.getStaticStrides()[d];
    OpFoldResult off = localOffset(mixed[d], context);
    if (ShapedType::isDynamic(offset)) {
      // Replicated in the source and the result (the rule's choice): the
      // same slice on every device.
    } else if (takesWhole(offset, size, stride,
                          slice.getSourceType().getDimSize(d))) {
      size = srcType.getDimSize(d);
    } else if (!dropped.test(d) && dstType.getDimSize(r) != size) {
      // The dim is whole in the source on every device; each takes its
      // piece of the slice: the offset moves by the piece's start.
      unsigned f = rule.results[0][r][0];
      int64_t localSize = dstType.getDimSize(r);
      Value g = buildGroupIndex(b, loc, context.mesh,
                                context.assignment.getAxes(f));
      Value step = arith::ConstantIndexOp::create(b, loc, localSize * stride);
      Value base = arith::ConstantIndexOp::create(b, loc, offset);
      off = arith::AddIOp::create(b, loc, base,
                                  arith::MulIOp::create(b, loc, g, step))
                .getResult();
      size = localSize;
    }
    offsets.push_back(off);
    sizes.push_back(b.getIndexAttr(size));
    strides.push_back(b.getIndexAttr(stride));
    if (!dropped.test(d))
      ++r;
  }
  return tensor::ExtractSliceOp::create(b, loc, dstType, src, offsets, sizes,
                                        strides)
      .getOperation();
}

FailureOr<Operation *>
mlir::cleave::buildLocalInsertSlice(Operation *op, OpBuilder &b,
                                    const LocalFormContext &context) {
  auto insert = cast<tensor::InsertSliceOp>(op);
  auto destType = cast<RankedTensorType>(context.operands[1].getType());
  SmallVector<OpFoldResult> offsets, sizes, strides;
  SmallVector<OpFoldResult> mixed = insert.getMixedOffsets();
  for (int64_t d = 0; d < destType.getRank(); ++d) {
    int64_t size = insert.getStaticSizes()[d];
    if (takesWhole(insert.getStaticOffsets()[d], size,
                   insert.getStaticStrides()[d],
                   insert.getDestType().getDimSize(d)))
      size = destType.getDimSize(d);
    offsets.push_back(localOffset(mixed[d], context));
    sizes.push_back(b.getIndexAttr(size));
    strides.push_back(b.getIndexAttr(insert.getStaticStrides()[d]));
  }
  return tensor::InsertSliceOp::create(b, op->getLoc(), context.operands[0],
                                       context.operands[1], offsets, sizes,
                                       strides)
      .getOperation();
}

//===----------------------------------------------------------------------===//
// tensor.scatter
//===----------------------------------------------------------------------===//

FailureOr<Operation *>
mlir::cleave::buildLocalScatter(Operation *op, OpBuilder &b,
                                const LocalFormContext &context) {
  auto scatter = cast<tensor::ScatterOp>(op);
  Location loc = op->getLoc();
  const FactorAssignment &assignment = context.assignment;
  const ShardingRule &rule = assignment.getRule();
  ArrayRef<int64_t> dims = scatter.getScatterDims();
  // The shard offset of each scattered dim (column k of the indices), null
  // where the dim is whole.
  SmallVector<Value> offsets;
  bool split = false;
  for (int64_t d : dims) {
    unsigned factor = rule.operands[1][d][0];
    if (assignment.getGroupSize(factor) == 1) {
      offsets.push_back(Value());
      continue;
    }
    offsets.push_back(buildShardOffset(b, loc, context, factor));
    split = true;
  }
  Value indices = context.operands[2];
  if (split) {
    auto type = cast<RankedTensorType>(indices.getType());
    Type elem = type.getElementType();
    int64_t rank = type.getRank();
    AffineMap id = b.getMultiDimIdentityMap(rank);
    Value empty = tensor::EmptyOp::create(
        b, loc, tensor::getMixedSizes(b, loc, indices), elem);
    indices =
        linalg::GenericOp::create(
            b, loc, type, ValueRange{indices}, ValueRange{empty},
            ArrayRef<AffineMap>{id, id},
            SmallVector<utils::IteratorType>(rank,
                                             utils::IteratorType::parallel),
            [&](OpBuilder &nb, Location nl, ValueRange args) {
              // The column's offset (0 for a whole dim), in the indices'
              // element type, subtracted.
              Value column = linalg::IndexOp::create(nb, nl, rank - 1);
              Value offset = arith::ConstantIndexOp::create(nb, nl, 0);
              for (auto [k, off] : llvm::enumerate(offsets)) {
                if (!off)
                  continue;
                Value here = arith::CmpIOp::create(
                    nb, nl, arith::CmpIPredicate::eq, column,
                    arith::ConstantIndexOp::create(nb, nl, k));
                offset = arith::SelectOp::create(nb, nl, here, off, offset);
              }
              if (!elem.isIndex())
                offset = arith::IndexCastOp::create(nb, nl, elem, offset);
              linalg::YieldOp::create(
                  nb, nl,
                  Value(arith::SubIOp::create(nb, nl, args[0], offset)));
            })
            .getResult(0);
  }
  return tensor::ScatterOp::create(b, loc, context.resultTypes[0],
                                   context.operands[0], context.operands[1],
                                   indices, scatter.getScatterDims(),
                                   scatter.getUnique())
      .getOperation();
}

//===----------------------------------------------------------------------===//
// cleave.scan
//===----------------------------------------------------------------------===//

/// The identity map of a rank-`rank` iteration space with dim `dim` read at
/// 0: a tensor of size 1 there, broadcast along it.
static AffineMap mapWithDimAtZero(MLIRContext *ctx, int64_t rank, int64_t dim) {
  SmallVector<AffineExpr> exprs;
  for (int64_t d = 0; d < rank; ++d)
    exprs.push_back(d == dim ? getAffineConstantExpr(0, ctx)
                             : getAffineDimExpr(d, ctx));
  return AffineMap::get(rank, 0, exprs, ctx);
}

/// `v` with the positions at or past `size` along `dim` (counted from the
/// shard's start `offset`) set to `identity`: the padding of an uneven
/// split, which a reverse scan would otherwise carry into the real rows.
static Value maskPastEnd(OpBuilder &b, Location loc, Value v, int64_t dim,
                         Value offset, int64_t size, TypedAttr identity) {
  auto type = cast<RankedTensorType>(v.getType());
  AffineMap id = b.getMultiDimIdentityMap(type.getRank());
  Value empty = tensor::EmptyOp::create(
      b, loc, tensor::getMixedSizes(b, loc, v), type.getElementType());
  Value end = arith::ConstantIndexOp::create(b, loc, size);
  Value fill = arith::ConstantOp::create(b, loc, identity);
  return linalg::GenericOp::create(
             b, loc, type, ValueRange{v}, ValueRange{empty},
             ArrayRef<AffineMap>{id, id},
             SmallVector<utils::IteratorType>(type.getRank(),
                                              utils::IteratorType::parallel),
             [&](OpBuilder &nb, Location nl, ValueRange args) {
               Value i = linalg::IndexOp::create(nb, nl, dim);
               Value at = arith::AddIOp::create(nb, nl, i, offset);
               Value in = arith::CmpIOp::create(
                   nb, nl, arith::CmpIPredicate::ult, at, end);
               Value out = arith::SelectOp::create(nb, nl, in, args[0], fill);
               linalg::YieldOp::create(nb, nl, out);
             })
      .getResult(0);
}

FailureOr<Operation *>
mlir::cleave::buildLocalScan(Operation *op, OpBuilder &b,
                             const LocalFormContext &context) {
  auto scan = cast<ScanOp>(op);
  Location loc = op->getLoc();
  int64_t dim = scan.getDim();
  ReductionKind kind = scan.getKind();
  bool reverse = scan.getReverse(), exclusive = scan.getExclusive();
  const FactorAssignment &assignment = context.assignment;
  unsigned factor = assignment.getRule().operands[0][dim][0];
  Value x = context.operands[0];
  auto type = cast<RankedTensorType>(context.resultTypes[0]);
  Type elem = type.getElementType();
  TypedAttr identity = getCombineIdentity(b, kind, elem);
  if (assignment.getGroupSize(factor) == 1)
    return ScanOp::create(b, loc, type, x, dim, kind, exclusive, reverse)
        .getOperation();

  // Split: only the last piece holds padding; a forward scan never reads
  // it for a real row, a reverse one starts from it.
  if (reverse && assignment.isUnevenlySplit(factor))
    x = maskPastEnd(b, loc, x, dim, buildShardOffset(b, loc, context, factor),
                    assignment.getRule().factors[factor].size, identity);
  Value local = ScanOp::create(b, loc, type, x, dim, kind, exclusive, reverse);

  // The piece's total: the scan's last element along the dim (its first
  // with `reverse`), with the element an exclusive scan leaves out.
  int64_t rank = type.getRank();
  SmallVector<OpFoldResult> sizes = tensor::getMixedSizes(b, loc, local);
  SmallVector<OpFoldResult> offsets(rank, b.getIndexAttr(0));
  SmallVector<OpFoldResult> strides(rank, b.getIndexAttr(1));
  if (!reverse)
    offsets[dim] = b.createOrFold<arith::SubIOp>(
        loc, getValueOrCreateConstantIndexOp(b, loc, sizes[dim]),
        arith::ConstantIndexOp::create(b, loc, 1));
  sizes[dim] = b.getIndexAttr(1);
  auto edge = [&](Value v) -> Value {
    return tensor::ExtractSliceOp::create(b, loc, v, offsets, sizes, strides);
  };
  Value total = edge(local);
  if (exclusive)
    total = buildCombine(b, loc, kind, total, edge(x));

  // Every piece's total, in group order along the dim.
  ArrayRef<unsigned> axes = assignment.getAxes(factor);
  MeshOp mesh = context.mesh;
  SmallVector<Attribute> axisNames;
  for (unsigned a : axes)
    axisNames.push_back(b.getStringAttr(mesh.getAxisName(a)));
  auto totalType = cast<RankedTensorType>(total.getType());
  SmallVector<int64_t> gatheredShape(totalType.getShape());
  gatheredShape[dim] = assignment.getGroupSize(factor);
  Value gathered =
      AllGatherOp::create(b, loc, RankedTensorType::get(gatheredShape, elem),
                          total, FlatSymbolRefAttr::get(mesh.getSymNameAttr()),
                          b.getArrayAttr(axisNames), b.getI64IntegerAttr(dim));

  // What comes in from the other pieces: the totals of the devices before
  // this one (after it, with `reverse`), combined.
  MLIRContext *ctx = b.getContext();
  Value me = buildGroupIndex(b, loc, context.mesh, axes);
  Value fill = arith::ConstantOp::create(b, loc, identity);
  Value init = linalg::FillOp::create(
                   b, loc, fill,
                   tensor::EmptyOp::create(
                       b, loc, tensor::getMixedSizes(b, loc, total), elem)
                       .getResult())
                   .getResult(0);
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);
  iterators[dim] = utils::IteratorType::reduction;
  AffineMap id = b.getMultiDimIdentityMap(rank);
  AffineMap atZero = mapWithDimAtZero(ctx, rank, dim);
  Value carry =
      linalg::GenericOp::create(
          b, loc, totalType, ValueRange{gathered}, ValueRange{init},
          ArrayRef<AffineMap>{id, atZero}, iterators,
          [&](OpBuilder &nb, Location nl, ValueRange args) {
            Value j = linalg::IndexOp::create(nb, nl, dim);
            Value take = arith::CmpIOp::create(
                nb, nl,
                reverse ? arith::CmpIPredicate::ugt : arith::CmpIPredicate::ult,
                j, me);
            Value v = arith::SelectOp::create(nb, nl, take, args[0], fill);
            linalg::YieldOp::create(nb, nl,
                                    buildCombine(nb, nl, kind, args[1], v));
          })
          .getResult(0);

  // The piece's scan with the carry combined in.
  Value out = tensor::EmptyOp::create(
      b, loc, tensor::getMixedSizes(b, loc, local), elem);
  return linalg::GenericOp::create(
             b, loc, type, ValueRange{local, carry}, ValueRange{out},
             ArrayRef<AffineMap>{id, atZero, id},
             SmallVector<utils::IteratorType>(rank,
                                              utils::IteratorType::parallel),
             [&](OpBuilder &nb, Location nl, ValueRange args) {
               linalg::YieldOp::create(
                   nb, nl, buildCombine(nb, nl, kind, args[1], args[0]));
             })
      .getOperation();
}

//===----------------------------------------------------------------------===//
// linalg structured ops
//===----------------------------------------------------------------------===//

/// linalg.index counts from the start of the local shard: shifted by the
/// shard's offset along split factors.
static void shiftIndices(Operation *newOp, const LocalFormContext &context) {
  const FactorAssignment &assignment = context.assignment;
  SmallVector<linalg::IndexOp> indices;
  newOp->walk([&](linalg::IndexOp idx) { indices.push_back(idx); });
  for (linalg::IndexOp idx : indices) {
    uint64_t f = idx.getDim();
    if (f >= assignment.getFactorAxes().size() ||
        assignment.getGroupSize(f) == 1)
      continue;
    // The offset comes from outside the region.
    OpBuilder ob(newOp);
    Value offset = buildShardOffset(ob, newOp->getLoc(), context, f);
    OpBuilder ib(idx);
    ib.setInsertionPointAfter(idx);
    Value shifted = arith::AddIOp::create(ib, idx.getLoc(), idx, offset);
    idx.getResult().replaceAllUsesExcept(shifted, shifted.getDefiningOp());
  }
}

/// Rewrites the reads of one captured table that the assignment split: the
/// position moves into the local shard; along lookup factors a read outside
/// the device's rows yields zero (the result is partial): `select(valid,
/// read, 0)`, the form the partitioner reads owner masks from
/// (buildLookupOwnerMask).
static void localizeReads(Operation *newOp, const LocalFormContext &context,
                          unsigned k) {
  const ShardingRule &rule = context.assignment.getRule();
  ArrayRef<int64_t> axisSizes = context.assignment.getAxisSizes();
  Value table = context.tables[k];
  const AxisSharding &s = context.tableShardings[k];
  auto globalType = cast<RankedTensorType>(rule.captured[k].getType());
  const TensorFactors &dims = rule.operands[newOp->getNumOperands() + k];
  SmallVector<tensor::ExtractOp> reads;
  newOp->walk([&](tensor::ExtractOp read) {
    if (read.getTensor() == table)
      reads.push_back(read);
  });
  if (reads.empty())
    return;
  // Where this device's shard starts along each split dim.
  Location loc = newOp->getLoc();
  OpBuilder ob(newOp);
  SmallVector<Value> offsets(s.dims.size());
  SmallVector<int64_t> localSizes(s.dims.size());
  for (auto [d, axes] : llvm::enumerate(s.dims)) {
    int64_t n = groupSize(axisSizes, axes);
    if (n == 1)
      continue;
    localSizes[d] = localDimSize(globalType.getDimSize(d), n);
    offsets[d] = arith::MulIOp::create(
        ob, loc, buildGroupIndex(ob, loc, context.mesh, axes),
        arith::ConstantIndexOp::create(ob, loc, localSizes[d]));
  }
  for (tensor::ExtractOp read : reads) {
    OpBuilder ib(read);
    Location rl = read.getLoc();
    SmallVector<Value> indices(read.getIndices());
    Value valid;
    for (unsigned d = 0; d < offsets.size(); ++d) {
      if (!offsets[d])
        continue;
      Value global = indices[d];
      Value localIdx = arith::SubIOp::create(ib, rl, global, offsets[d]);
      indices[d] = localIdx;
      if (!llvm::any_of(dims[d],
                        [&](unsigned f) { return rule.factors[f].lookup; }))
        continue;
      // Only the device whose rows hold the position reads it; the padding
      // of an uneven last shard is no row of the table.
      Value inTable = arith::CmpIOp::create(
          ib, rl, arith::CmpIPredicate::ult, global,
          arith::ConstantIndexOp::create(ib, rl, globalType.getDimSize(d)));
      Value inShard = arith::CmpIOp::create(
          ib, rl, arith::CmpIPredicate::ult, localIdx,
          arith::ConstantIndexOp::create(ib, rl, localSizes[d]));
      Value here = arith::AndIOp::create(ib, rl, inTable, inShard);
      valid = valid ? arith::AndIOp::create(ib, rl, valid, here) : here;
      indices[d] = arith::SelectOp::create(
          ib, rl, here, localIdx, arith::ConstantIndexOp::create(ib, rl, 0));
    }
    Value v = tensor::ExtractOp::create(ib, rl, table, indices);
    if (valid) {
      Value zero = arith::ConstantOp::create(
          ib, rl, cast<TypedAttr>(ib.getZeroAttr(v.getType())));
      v = arith::SelectOp::create(ib, rl, valid, v, zero);
    }
    read.getResult().replaceAllUsesWith(v);
    read.erase();
  }
}

/// A reduction factor split unevenly: the padding of the last shards must
/// not reach the accumulator. The op (generalized) keeps its accumulator at
/// iterations past the factor's end.
static FailureOr<Operation *>
maskUnevenReductions(Operation *op, linalg::LinalgOp linalgOp, OpBuilder &b,
                     const LocalFormContext &context) {
  const FactorAssignment &assignment = context.assignment;
  SmallVector<unsigned> uneven = assignment.getUnevenReductions();
  if (uneven.empty())
    return linalgOp.getOperation();
  Location loc = linalgOp.getLoc();
  IRRewriter rewriter(b.getContext());
  rewriter.setInsertionPoint(linalgOp);
  auto generic = dyn_cast<linalg::GenericOp>(linalgOp.getOperation());
  if (!generic) {
    FailureOr<linalg::GenericOp> g =
        linalg::generalizeNamedOp(rewriter, linalgOp);
    if (failed(g))
      return op->emitError()
             << "cannot mask the padding of an unevenly split reduction of "
                "this op; choose an even split";
    generic = *g;
  }
  OpBuilder ob(generic);
  Block *body = generic.getBody();
  Operation *yield = body->getTerminator();
  OpBuilder ib(yield);
  Value valid;
  for (unsigned f : uneven) {
    Value offset = buildShardOffset(ob, loc, context, f);
    Value end = arith::ConstantIndexOp::create(
        ob, loc, assignment.getRule().factors[f].size);
    Value idx = linalg::IndexOp::create(ib, loc, f);
    Value global = arith::AddIOp::create(ib, loc, idx, offset);
    Value inside =
        arith::CmpIOp::create(ib, loc, arith::CmpIPredicate::ult, global, end);
    valid = valid ? arith::AndIOp::create(ib, loc, valid, inside) : inside;
  }
  unsigned numInputs = generic.getNumDpsInputs();
  for (unsigned i = 0; i < yield->getNumOperands(); ++i) {
    Value acc = body->getArgument(numInputs + i);
    yield->setOperand(i, arith::SelectOp::create(ib, loc, valid,
                                                 yield->getOperand(i), acc));
  }
  return generic.getOperation();
}

FailureOr<Operation *>
mlir::cleave::buildLocalLinalgOp(Operation *op, OpBuilder &b,
                                 const LocalFormContext &context) {
  FailureOr<Operation *> newOp = cloneOnLocalTypes(op, b, context);
  if (failed(newOp))
    return failure();
  shiftIndices(*newOp, context);
  for (unsigned k = 0; k < context.tables.size(); ++k)
    if (llvm::any_of(context.tableShardings[k].dims, [&](const MeshAxes &a) {
          return groupSize(context.assignment.getAxisSizes(), a) > 1;
        }))
      localizeReads(*newOp, context, k);
  auto linalgOp = dyn_cast<linalg::LinalgOp>(*newOp);
  if (!linalgOp)
    return newOp;
  return maskUnevenReductions(op, linalgOp, b, context);
}
