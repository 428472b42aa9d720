//===- TensorDecompositions.cpp - gathers and scatters as linalg ----------===//
//
// tensor.gather becomes the lookup torch-mlir and tosa-to-linalg emit: a
// linalg.generic over the result whose body reads the source table with
// tensor.extract at the gathered positions. Its sharding rule then comes from
// the captured-table analysis (docs/partition.md): index-batch and untouched
// source dims are parallel loops, a split gathered dim is a masked lookup
// whose result is a partial sum (vocabulary-parallel).
//
// tensor.scatter keeps its own rule through partitioning and becomes a loop
// of tensor.insert_slice only when the per-device program is lowered.
//
// Out-of-range positions read zero (gather) or are skipped (scatter), in the
// unpartitioned and the partitioned program alike; upstream leaves them
// undefined. Normalisation (Transforms) and the lowering (Conversion) both
// use these, so they live in a library of their own.
//
//===----------------------------------------------------------------------===//

#include "cleave/Utils/TensorDecompositions.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"

using namespace mlir;
using namespace mlir::cleave;

/// The zero of a float or integer element type, or null.
static Value zeroOf(OpBuilder &b, Location loc, Type elt) {
  if (isa<FloatType, IntegerType, IndexType>(elt))
    return arith::ConstantOp::create(b, loc, b.getZeroAttr(elt));
  return nullptr;
}

/// A position read from an index tensor as `index`.
static Value asIndex(OpBuilder &b, Location loc, Value v) {
  if (v.getType().isIndex())
    return v;
  return arith::IndexCastOp::create(b, loc, b.getIndexType(), v);
}

/// Why `op`'s types keep it from being rewritten, or empty.
static std::string unsupportedReason(RankedTensorType data,
                                     RankedTensorType indices,
                                     ArrayRef<int64_t> dims) {
  if (!data.hasStaticShape() || !indices.hasStaticShape())
    return "dynamic shapes";
  Type elt = indices.getElementType();
  if (!elt.isIndex() && !(isa<IntegerType>(elt) &&
                          cast<IntegerType>(elt).getWidth() <= 64))
    return "index elements that are neither index nor integers";
  if (dims.empty())
    return "no gathered or scattered dims";
  return "";
}

/// tensor.gather -> linalg.generic whose body reads the source at the
/// gathered positions (each taken from a slice of the index tensor, an
/// operand of the generic) and at `linalg.index` of the loops of the
/// other dims.
static LogicalResult decomposeGather(tensor::GatherOp gather) {
  RankedTensorType src = gather.getSourceType();
  RankedTensorType idxType = gather.getIndicesType();
  RankedTensorType resType = gather.getResultType();
  ArrayRef<int64_t> dims = gather.getGatherDims();
  if (!unsupportedReason(src, idxType, dims).empty())
    return failure();
  Location loc = gather.getLoc();
  OpBuilder b(gather);
  Type elt = src.getElementType();
  if (!isa<FloatType, IntegerType>(elt))
    return failure();

  int64_t numBatch = idxType.getRank() - 1;
  ArrayRef<int64_t> batchShape = idxType.getShape().drop_back();
  unsigned numLoops = resType.getRank();
  MLIRContext *ctx = b.getContext();

  // One operand per gathered dim: the k-th position of every index tuple.
  SmallVector<Value> positions;
  auto batchType = RankedTensorType::get(batchShape, idxType.getElementType());
  SmallVector<OpFoldResult> offsets(idxType.getRank(), b.getIndexAttr(0));
  SmallVector<OpFoldResult> sizes, strides(idxType.getRank(),
                                           b.getIndexAttr(1));
  for (int64_t s : batchShape)
    sizes.push_back(b.getIndexAttr(s));
  sizes.push_back(b.getIndexAttr(1));
  for (size_t k = 0; k < dims.size(); ++k) {
    offsets.back() = b.getIndexAttr(k);
    positions.push_back(tensor::ExtractSliceOp::create(
        b, loc, batchType, gather.getIndices(), offsets, sizes, strides));
  }
  SmallVector<AffineExpr> batchExprs;
  for (int64_t d = 0; d < numBatch; ++d)
    batchExprs.push_back(getAffineDimExpr(d, ctx));
  SmallVector<AffineMap> maps(positions.size(),
                              AffineMap::get(numLoops, 0, batchExprs, ctx));
  maps.push_back(AffineMap::getMultiDimIdentityMap(numLoops, ctx));
  SmallVector<utils::IteratorType> iterators(numLoops,
                                             utils::IteratorType::parallel);

  // The loop of each source dim that stays in the result (which may drop
  // the gathered unit dims).
  bool reduced = (int64_t)numLoops < numBatch + src.getRank();
  SmallVector<std::optional<unsigned>> loopOf(src.getRank());
  unsigned next = numBatch;
  for (int64_t d = 0; d < src.getRank(); ++d) {
    bool gathered = llvm::is_contained(dims, d);
    if (!gathered)
      loopOf[d] = next;
    if (!gathered || !reduced)
      ++next;
  }
  if (next != numLoops)
    return failure();

  Value init = tensor::EmptyOp::create(b, loc, resType.getShape(), elt);
  auto generic = linalg::GenericOp::create(
      b, loc, TypeRange{resType}, positions, ValueRange{init}, maps, iterators,
      [&](OpBuilder &nb, Location nloc, ValueRange args) {
        SmallVector<Value> at(src.getRank());
        Value inRange;
        for (int64_t d = 0; d < src.getRank(); ++d) {
          if (loopOf[d]) {
            at[d] = linalg::IndexOp::create(nb, nloc, *loopOf[d]);
            continue;
          }
          unsigned k = llvm::find(dims, d) - dims.begin();
          Value pos = asIndex(nb, nloc, args[k]);
          Value size = arith::ConstantIndexOp::create(nb, nloc,
                                                      src.getDimSize(d));
          // Unsigned: a negative position is out of range too.
          Value ok = arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::ult,
                                           pos, size);
          inRange = inRange ? arith::AndIOp::create(nb, nloc, inRange, ok)
                                  .getResult()
                            : ok;
          at[d] = pos;
        }
        Value zeroIdx = arith::ConstantIndexOp::create(nb, nloc, 0);
        for (int64_t d = 0; d < src.getRank(); ++d)
          if (!loopOf[d])
            at[d] = arith::SelectOp::create(nb, nloc, inRange, at[d], zeroIdx);
        Value v = tensor::ExtractOp::create(nb, nloc, gather.getSource(), at);
        Value r = arith::SelectOp::create(nb, nloc, inRange, v,
                                          zeroOf(nb, nloc, elt));
        linalg::YieldOp::create(nb, nloc, r);
      });
  // Keep what the user said about the result.
  for (NamedAttribute attr : gather->getDiscardableAttrs())
    generic->setAttr(attr.getName(), attr.getValue());
  gather->replaceAllUsesWith(generic->getResults());
  gather.erase();
  return success();
}

/// tensor.scatter -> scf.for over the index tuples, each inserting its
/// slice of the source into the destination when every position is in
/// range.
static LogicalResult decomposeScatter(tensor::ScatterOp scatter) {
  RankedTensorType dest = scatter.getDestType();
  RankedTensorType idxType = scatter.getIndicesType();
  RankedTensorType srcType = scatter.getSourceType();
  ArrayRef<int64_t> dims = scatter.getScatterDims();
  if (!unsupportedReason(dest, idxType, dims).empty())
    return failure();
  Location loc = scatter.getLoc();
  OpBuilder b(scatter);
  int64_t numBatch = idxType.getRank() - 1;
  ArrayRef<int64_t> batchShape = idxType.getShape().drop_back();
  int64_t numTuples = 1;
  for (int64_t s : batchShape)
    numTuples *= s; // static shapes: the product is a tensor's size

  auto cst = [&](OpBuilder &nb, int64_t v) -> Value {
    return arith::ConstantIndexOp::create(nb, loc, v);
  };
  Value lb = cst(b, 0), ub = cst(b, numTuples), step = cst(b, 1);
  auto loop = scf::ForOp::create(
      b, loc, lb, ub, step, ValueRange{scatter.getDest()},
      [&](OpBuilder &nb, Location, Value iv, ValueRange iter) {
        // The batch coordinates of tuple `iv`, row-major.
        SmallVector<Value> coords(numBatch);
        Value rest = iv;
        for (int64_t d = numBatch - 1; d >= 0; --d) {
          Value size = cst(nb, batchShape[d]);
          coords[d] = arith::RemUIOp::create(nb, loc, rest, size);
          rest = arith::DivUIOp::create(nb, loc, rest, size);
        }
        SmallVector<OpFoldResult> destOffsets(dest.getRank(),
                                              nb.getIndexAttr(0));
        SmallVector<OpFoldResult> destSizes;
        for (int64_t s : dest.getShape())
          destSizes.push_back(nb.getIndexAttr(s));
        Value inRange;
        for (auto [k, d] : llvm::enumerate(dims)) {
          SmallVector<Value> at(coords);
          at.push_back(cst(nb, k));
          Value pos = asIndex(
              nb, loc, tensor::ExtractOp::create(nb, loc, scatter.getIndices(),
                                                 at));
          Value ok = arith::CmpIOp::create(nb, loc, arith::CmpIPredicate::ult,
                                           pos, cst(nb, dest.getDimSize(d)));
          inRange = inRange ? arith::AndIOp::create(nb, loc, inRange, ok)
                                  .getResult()
                            : ok;
          destOffsets[d] = pos;
          destSizes[d] = nb.getIndexAttr(1);
        }
        auto ifOp = scf::IfOp::create(
            nb, loc, inRange,
            [&](OpBuilder &tb, Location) {
              // The tuple's slice of the source, without its batch dims.
              SmallVector<OpFoldResult> offsets, sizes,
                  strides(srcType.getRank(), tb.getIndexAttr(1));
              for (Value c : coords) {
                offsets.push_back(c);
                sizes.push_back(tb.getIndexAttr(1));
              }
              for (int64_t s : srcType.getShape().drop_front(numBatch)) {
                offsets.push_back(tb.getIndexAttr(0));
                sizes.push_back(tb.getIndexAttr(s));
              }
              auto sliceType = RankedTensorType::get(
                  srcType.getShape().drop_front(numBatch),
                  srcType.getElementType());
              Value slice = tensor::ExtractSliceOp::create(
                  tb, loc, sliceType, scatter.getSource(), offsets, sizes,
                  strides);
              SmallVector<OpFoldResult> destStrides(dest.getRank(),
                                                    tb.getIndexAttr(1));
              Value inserted = tensor::InsertSliceOp::create(
                  tb, loc, slice, iter[0], destOffsets, destSizes,
                  destStrides);
              scf::YieldOp::create(tb, loc, inserted);
            },
            [&](OpBuilder &eb, Location) {
              scf::YieldOp::create(eb, loc, iter[0]);
            });
        scf::YieldOp::create(nb, loc, ifOp.getResults());
      });
  scatter->replaceAllUsesWith(loop->getResults());
  scatter.erase();
  return success();
}

/// Why `op` cannot be rewritten, or empty.
template <typename OpT>
static std::string whyNot(OpT op, RankedTensorType data,
                          ArrayRef<int64_t> dims) {
  std::string why = unsupportedReason(data, op.getIndicesType(), dims);
  if (why.empty() && !op.getSource().getType().hasStaticShape())
    why = "dynamic shapes";
  if (why.empty() &&
      !isa<FloatType, IntegerType>(getElementTypeOrSelf(op->getResult(0))))
    why = "an element type that is neither float nor integer";
  return why;
}

template <typename OpT>
static LogicalResult decomposeAll(Operation *root, StringRef what,
                                  LogicalResult (*rewrite)(OpT)) {
  SmallVector<OpT> ops;
  root->walk([&](OpT op) { ops.push_back(op); });
  bool ok = true;
  for (OpT op : ops) {
    std::string why;
    if constexpr (std::is_same_v<OpT, tensor::GatherOp>)
      why = whyNot(op, op.getSourceType(), op.getGatherDims());
    else
      why = whyNot(op, op.getDestType(), op.getScatterDims());
    if (!why.empty() || failed(rewrite(op))) {
      op->emitError() << "cannot rewrite '" << op->getName() << "' " << what
                      << (why.empty() ? "" : ": it has ") << why;
      ok = false;
    }
  }
  return success(ok);
}

LogicalResult mlir::cleave::decomposeGathers(Operation *root) {
  return decomposeAll<tensor::GatherOp>(
      root, "into a linalg.generic lookup", decomposeGather);
}

LogicalResult mlir::cleave::decomposeScatters(Operation *root) {
  return decomposeAll<tensor::ScatterOp>(
      root, "into a loop of tensor.insert_slice", decomposeScatter);
}

