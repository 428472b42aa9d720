//===- DecomposeOps.cpp - cleave.scan and cleave.sort for lowering --------===//
//
// cleave's compute ops as the upstream ops the lowering knows, on tensors
// (called by cleave-prepare-for-llvm, before bufferization): a scan as an
// scf.for along its dim, a sort as a bitonic sorting network of
// data-parallel linalg.generic steps.
//
//===----------------------------------------------------------------------===//

#include "cleave/Conversion/Passes.h"
#include "cleave/IR/CleaveOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::cleave;

//===----------------------------------------------------------------------===//
// cleave.scan
//===----------------------------------------------------------------------===//

/// A cleave.scan as a loop along its dim: step k combines the running value
/// (one slice across the other dims, the identity at first) with the
/// input's slice k and writes the result's slice k (the running value
/// before the step when exclusive). Counts down with `reverse`.
static void decomposeScan(ScanOp scan) {
  OpBuilder b(scan);
  Location loc = scan.getLoc();
  Value input = scan.getInput();
  auto type = cast<RankedTensorType>(input.getType());
  int64_t rank = type.getRank(), dim = scan.getDim();
  Type elem = type.getElementType();
  ReductionKind kind = scan.getKind();
  bool reverse = scan.getReverse(), exclusive = scan.getExclusive();

  SmallVector<OpFoldResult> sizes = tensor::getMixedSizes(b, loc, input);
  Value n = getValueOrCreateConstantIndexOp(b, loc, sizes[dim]);
  SmallVector<OpFoldResult> sliceSizes(sizes);
  sliceSizes.erase(sliceSizes.begin() + dim);
  SmallVector<int64_t> sliceShape(type.getShape());
  sliceShape.erase(sliceShape.begin() + dim);
  auto sliceType = RankedTensorType::get(sliceShape, elem);
  Value fill =
      arith::ConstantOp::create(b, loc, getCombineIdentity(b, kind, elem));
  Value first =
      linalg::FillOp::create(
          b, loc, fill,
          tensor::EmptyOp::create(b, loc, sliceSizes, elem).getResult())
          .getResult(0);
  Value out = tensor::EmptyOp::create(b, loc, sizes, elem);
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  auto loop = scf::ForOp::create(
      b, loc, zero, n, one, ValueRange{out, first},
      [&](OpBuilder &nb, Location nl, Value iv, ValueRange iter) {
        Value k = reverse
                      ? arith::SubIOp::create(
                            nb, nl, arith::SubIOp::create(nb, nl, n, one), iv)
                            .getResult()
                      : iv;
        SmallVector<OpFoldResult> offsets(rank, nb.getIndexAttr(0));
        offsets[dim] = k;
        SmallVector<OpFoldResult> at(sizes);
        at[dim] = nb.getIndexAttr(1);
        SmallVector<OpFoldResult> strides(rank, nb.getIndexAttr(1));
        Value slice = tensor::ExtractSliceOp::create(nb, nl, sliceType, input,
                                                     offsets, at, strides);
        Value next = buildCombine(nb, nl, kind, iter[1], slice);
        Value written = tensor::InsertSliceOp::create(
            nb, nl, exclusive ? iter[1] : next, iter[0], offsets, at, strides);
        scf::YieldOp::create(nb, nl, ValueRange{written, next});
      });
  scan.replaceAllUsesWith(loop.getResult(0));
  scan.erase();
}

//===----------------------------------------------------------------------===//
// cleave.sort
//===----------------------------------------------------------------------===//

namespace {
/// Builds the pieces of a sort's lowering on lines [rows, N] (the sorted
/// dim last, padded to a power of two N >= n with positions n..N-1).
struct SortBuilder {
  Location loc;
  Type elem;
  bool descending;
  int64_t n;

  /// Whether element (a, ia) comes before (c, ic): the padding after every
  /// real element, keys in order (NaN the largest), equal keys by position.
  Value before(OpBuilder &nb, Value a, Value ia, Value c, Value ic) {
    auto cmpi = [&](arith::CmpIPredicate p, Value x, Value y) -> Value {
      return arith::CmpIOp::create(nb, loc, p, x, y);
    };
    auto andI = [&](Value x, Value y) -> Value {
      return arith::AndIOp::create(nb, loc, x, y);
    };
    auto orI = [&](Value x, Value y) -> Value {
      return arith::OrIOp::create(nb, loc, x, y);
    };
    Value end = arith::ConstantIndexOp::create(nb, loc, n);
    Value padA = cmpi(arith::CmpIPredicate::uge, ia, end);
    Value padC = cmpi(arith::CmpIPredicate::uge, ic, end);
    Value earlier = cmpi(arith::CmpIPredicate::ult, ia, ic);
    Value first, equal;
    if (isa<FloatType>(elem)) {
      auto cmpf = [&](arith::CmpFPredicate p, Value x, Value y) -> Value {
        return arith::CmpFOp::create(nb, loc, p, x, y);
      };
      Value nanA = cmpf(arith::CmpFPredicate::UNO, a, a);
      Value nanC = cmpf(arith::CmpFPredicate::UNO, c, c);
      Value one = arith::ConstantIntOp::create(nb, loc, 1, 1);
      Value notNanA = arith::XOrIOp::create(nb, loc, nanA, one);
      Value notNanC = arith::XOrIOp::create(nb, loc, nanC, one);
      first =
          descending
              ? orI(cmpf(arith::CmpFPredicate::OGT, a, c), andI(nanA, notNanC))
              : orI(cmpf(arith::CmpFPredicate::OLT, a, c), andI(notNanA, nanC));
      equal = orI(cmpf(arith::CmpFPredicate::OEQ, a, c), andI(nanA, nanC));
    } else {
      bool i1 = elem.isInteger(1);
      first =
          descending
              ? cmpi(i1 ? arith::CmpIPredicate::ugt : arith::CmpIPredicate::sgt,
                     a, c)
              : cmpi(i1 ? arith::CmpIPredicate::ult : arith::CmpIPredicate::slt,
                     a, c);
      equal = cmpi(arith::CmpIPredicate::eq, a, c);
    }
    Value real = orI(first, andI(equal, earlier));
    Value bothPad = andI(padA, padC);
    Value onePad = arith::XOrIOp::create(nb, loc, padA, padC);
    Value pads = arith::SelectOp::create(nb, loc, bothPad, earlier, real);
    return arith::SelectOp::create(nb, loc, onePad, padC, pads);
  }

  /// One compare-exchange step of the network: element i and its partner
  /// l = i ^ j swap when the pair is out of the order its block of size k
  /// wants (ascending where i & k == 0, descending elsewhere).
  std::pair<Value, Value> step(OpBuilder &ob, Value vals, Value idxs, Value k,
                               Value j) {
    auto type = cast<RankedTensorType>(vals.getType());
    auto idxType = cast<RankedTensorType>(idxs.getType());
    Value outV = tensor::EmptyOp::create(ob, loc, type.getShape(), elem);
    Value outI =
        tensor::EmptyOp::create(ob, loc, idxType.getShape(), ob.getIndexType());
    AffineMap id = ob.getMultiDimIdentityMap(2);
    auto generic = linalg::GenericOp::create(
        ob, loc, TypeRange{type, idxType}, ValueRange{vals, idxs},
        ValueRange{outV, outI}, ArrayRef<AffineMap>{id, id, id, id},
        SmallVector<utils::IteratorType>(2, utils::IteratorType::parallel),
        [&](OpBuilder &nb, Location, ValueRange args) {
          Value r = linalg::IndexOp::create(nb, loc, 0);
          Value i = linalg::IndexOp::create(nb, loc, 1);
          Value l = arith::XOrIOp::create(nb, loc, i, j);
          Value vl = tensor::ExtractOp::create(nb, loc, vals, ValueRange{r, l});
          Value il = tensor::ExtractOp::create(nb, loc, idxs, ValueRange{r, l});
          Value vi = args[0], ii = args[1];
          Value zero = arith::ConstantIndexOp::create(nb, loc, 0);
          Value up =
              arith::CmpIOp::create(nb, loc, arith::CmpIPredicate::eq,
                                    arith::AndIOp::create(nb, loc, i, k), zero);
          Value low =
              arith::CmpIOp::create(nb, loc, arith::CmpIPredicate::ult, i, l);
          Value vlo = arith::SelectOp::create(nb, loc, low, vi, vl);
          Value ilo = arith::SelectOp::create(nb, loc, low, ii, il);
          Value vhi = arith::SelectOp::create(nb, loc, low, vl, vi);
          Value ihi = arith::SelectOp::create(nb, loc, low, il, ii);
          Value swap = arith::SelectOp::create(nb, loc, up,
                                               before(nb, vhi, ihi, vlo, ilo),
                                               before(nb, vlo, ilo, vhi, ihi));
          linalg::YieldOp::create(
              nb, loc,
              ValueRange{arith::SelectOp::create(nb, loc, swap, vl, vi),
                         arith::SelectOp::create(nb, loc, swap, il, ii)});
        });
    return {generic.getResult(0), generic.getResult(1)};
  }

  /// The whole network on lines of 2^levels: for p in 1..levels, k = 2^p,
  /// and for q in 0..p, j = 2^(p-1-q), one step.
  std::pair<Value, Value> network(OpBuilder &b, Value vals, Value idxs,
                                  int64_t levels) {
    if (levels == 0)
      return {vals, idxs};
    Value one = arith::ConstantIndexOp::create(b, loc, 1);
    Value end = arith::ConstantIndexOp::create(b, loc, levels + 1);
    auto outer = scf::ForOp::create(
        b, loc, one, end, one, ValueRange{vals, idxs},
        [&](OpBuilder &ob, Location, Value p, ValueRange it) {
          Value k = arith::ShLIOp::create(ob, loc, one, p);
          Value zero = arith::ConstantIndexOp::create(ob, loc, 0);
          auto inner = scf::ForOp::create(
              ob, loc, zero, p, one, ValueRange{it[0], it[1]},
              [&](OpBuilder &ib, Location, Value q, ValueRange jt) {
                Value shift = arith::SubIOp::create(
                    ib, loc, arith::SubIOp::create(ib, loc, p, one), q);
                Value j = arith::ShLIOp::create(ib, loc, one, shift);
                auto [v, i] = step(ib, jt[0], jt[1], k, j);
                scf::YieldOp::create(ib, loc, ValueRange{v, i});
              });
          scf::YieldOp::create(ob, loc, inner.getResults());
        });
    return {outer.getResult(0), outer.getResult(1)};
  }
};
} // namespace

/// `v` with its dims permuted by `perm` (result dim d is `v`'s perm[d]).
static Value transpose(OpBuilder &b, Location loc, Value v,
                       ArrayRef<int64_t> perm) {
  auto type = cast<RankedTensorType>(v.getType());
  SmallVector<int64_t> shape;
  for (int64_t d : perm)
    shape.push_back(type.getDimSize(d));
  Value init = tensor::EmptyOp::create(b, loc, shape, type.getElementType());
  return linalg::TransposeOp::create(b, loc, v, init, perm).getResult()[0];
}

/// `v` of shape [..., m] as [rows, m] (a rank-1 `v` as [1, m]).
static Value asLines(OpBuilder &b, Location loc, Value v) {
  auto type = cast<RankedTensorType>(v.getType());
  int64_t rank = type.getRank();
  int64_t m = type.getDimSize(rank - 1);
  auto lines = RankedTensorType::get(
      {type.getNumElements() / std::max<int64_t>(m, 1), m},
      type.getElementType());
  if (rank == 1)
    return tensor::ExpandShapeOp::create(
        b, loc, lines, v, SmallVector<ReassociationIndices>{{0, 1}});
  ReassociationIndices outer;
  for (int64_t d = 0; d + 1 < rank; ++d)
    outer.push_back(d);
  return tensor::CollapseShapeOp::create(
      b, loc, lines, v, SmallVector<ReassociationIndices>{outer, {rank - 1}});
}

/// The inverse of asLines: [rows, m] back to `type`.
static Value fromLines(OpBuilder &b, Location loc, Value v,
                       RankedTensorType type) {
  int64_t rank = type.getRank();
  if (rank == 1)
    return tensor::CollapseShapeOp::create(
        b, loc, type, v, SmallVector<ReassociationIndices>{{0, 1}});
  ReassociationIndices outer;
  for (int64_t d = 0; d + 1 < rank; ++d)
    outer.push_back(d);
  return tensor::ExpandShapeOp::create(
      b, loc, type, v, SmallVector<ReassociationIndices>{outer, {rank - 1}});
}

/// An elementwise linalg.generic over [rows, m] lines: `body` of the
/// elements of `inputs` (none: of the position) gives each of `type`'s.
static Value
mapLines(OpBuilder &b, Location loc, ValueRange inputs, RankedTensorType type,
         function_ref<Value(OpBuilder &, Location, ValueRange)> body) {
  AffineMap id = b.getMultiDimIdentityMap(2);
  SmallVector<AffineMap> maps(inputs.size() + 1, id);
  Value init =
      tensor::EmptyOp::create(b, loc, type.getShape(), type.getElementType());
  return linalg::GenericOp::create(
             b, loc, type, inputs, ValueRange{init}, maps,
             SmallVector<utils::IteratorType>(2, utils::IteratorType::parallel),
             [&](OpBuilder &nb, Location nl, ValueRange args) {
               linalg::YieldOp::create(nb, nl, body(nb, nl, args));
             })
      .getResult(0);
}

static LogicalResult decomposeSort(SortOp sort) {
  RankedTensorType type = sort.getInput().getType();
  if (!type.hasStaticShape())
    return sort.emitOpError()
           << "on a tensor of dynamic shape " << type
           << " cannot be lowered (the sorting network needs static lines)";
  OpBuilder b(sort);
  Location loc = sort.getLoc();
  auto indexType = cast<RankedTensorType>(sort.getIndices().getType());
  if (type.getNumElements() == 0) {
    // Nothing to sort: the values as they are, no positions.
    sort.getValues().replaceAllUsesWith(sort.getInput());
    sort.getIndices().replaceAllUsesWith(
        tensor::EmptyOp::create(b, loc, indexType.getShape(),
                                indexType.getElementType())
            .getResult());
    sort.erase();
    return success();
  }
  int64_t rank = type.getRank(), dim = sort.getDim();
  int64_t n = type.getDimSize(dim);
  Type elem = type.getElementType();

  // The sorted dim last, the others flattened into lines.
  SmallVector<int64_t> perm, inverse(rank);
  for (int64_t d = 0; d < rank; ++d)
    if (d != dim)
      perm.push_back(d);
  perm.push_back(dim);
  for (int64_t d = 0; d < rank; ++d)
    inverse[perm[d]] = d;
  bool moved = dim != rank - 1;
  Value x = moved ? transpose(b, loc, sort.getInput(), perm) : sort.getInput();
  auto movedType = cast<RankedTensorType>(x.getType());
  Value lines = asLines(b, loc, x);
  int64_t rows = cast<RankedTensorType>(lines.getType()).getDimSize(0);

  // Padded to N = 2^L, with every position's index.
  int64_t big =
      std::max<int64_t>(1, llvm::PowerOf2Ceil(std::max<int64_t>(n, 1)));
  int64_t levels = llvm::Log2_64(big);
  auto padType = RankedTensorType::get({rows, big}, elem);
  Value vals = lines;
  if (big != n) {
    Value zero = arith::ConstantOp::create(b, loc, b.getZeroAttr(elem));
    Value filled = linalg::FillOp::create(
                       b, loc, zero,
                       tensor::EmptyOp::create(b, loc, padType.getShape(), elem)
                           .getResult())
                       .getResult(0);
    vals = tensor::InsertSliceOp::create(
        b, loc, lines, filled,
        ArrayRef<OpFoldResult>{b.getIndexAttr(0), b.getIndexAttr(0)},
        ArrayRef<OpFoldResult>{b.getIndexAttr(rows), b.getIndexAttr(n)},
        ArrayRef<OpFoldResult>{b.getIndexAttr(1), b.getIndexAttr(1)});
  }
  Value idxs =
      mapLines(b, loc, {}, RankedTensorType::get({rows, big}, b.getIndexType()),
               [](OpBuilder &nb, Location nl, ValueRange) -> Value {
                 return linalg::IndexOp::create(nb, nl, 1);
               });

  // for p in 1..L: k = 2^p; for q in 0..p: j = 2^(p-1-q): one step.
  SortBuilder sb{loc, elem, sort.getDescending(), n};
  std::tie(vals, idxs) = sb.network(b, vals, idxs, levels);

  // The real positions, as the input's shape and the indices' type.
  auto cut = [&](Value v) -> Value {
    auto t = cast<RankedTensorType>(v.getType());
    if (big == n)
      return v;
    return tensor::ExtractSliceOp::create(
        b, loc, RankedTensorType::get({rows, n}, t.getElementType()), v,
        ArrayRef<OpFoldResult>{b.getIndexAttr(0), b.getIndexAttr(0)},
        ArrayRef<OpFoldResult>{b.getIndexAttr(rows), b.getIndexAttr(n)},
        ArrayRef<OpFoldResult>{b.getIndexAttr(1), b.getIndexAttr(1)});
  };
  Value sortedVals = cut(vals);
  Value positions = cut(idxs);
  Type indexElem = indexType.getElementType();
  positions =
      mapLines(b, loc, positions, RankedTensorType::get({rows, n}, indexElem),
               [&](OpBuilder &nb, Location nl, ValueRange args) -> Value {
                 return arith::IndexCastOp::create(nb, nl, indexElem, args[0]);
               });
  auto back = [&](Value v, Type e) -> Value {
    Value shaped =
        fromLines(b, loc, v, RankedTensorType::get(movedType.getShape(), e));
    return moved ? transpose(b, loc, shaped, inverse) : shaped;
  };
  sort.getValues().replaceAllUsesWith(back(sortedVals, elem));
  sort.getIndices().replaceAllUsesWith(back(positions, indexElem));
  sort.erase();
  return success();
}

LogicalResult mlir::cleave::decomposeScansAndSorts(Operation *root) {
  SmallVector<ScanOp> scans;
  SmallVector<SortOp> sorts;
  root->walk([&](Operation *op) {
    if (auto scan = dyn_cast<ScanOp>(op))
      scans.push_back(scan);
    else if (auto sort = dyn_cast<SortOp>(op))
      sorts.push_back(sort);
  });
  for (ScanOp scan : scans)
    decomposeScan(scan);
  bool ok = true;
  for (SortOp sort : sorts)
    ok &= succeeded(decomposeSort(sort));
  return success(ok);
}
