//===- LinalgToBlas.cpp - buffer matmuls -> BLAS-backed kernel calls ------===//
//
// Loops from convert-linalg-to-loops reach a few GFLOP/s on a matmul; OpenBLAS
// reaches tens. On bufferized IR this pass replaces f32/f64 contractions
// (getLibraryContraction: matmuls in any operand layout and with groups of
// batch, row, column and reduction dims, convolutions through an im2col
// buffer, bf16/f16 inputs of an f32 product through a widened copy) by
// calls to the kernels of
// runtime/kernels/CleaveKernels.cpp, which call cblas_?gemm (or, with
// kernel-prefix=cleave_gpu_, by the cuBLAS kernels of runtime/lib/CudaProgram.cpp).
//
//===----------------------------------------------------------------------===//

#include "cleave/Analysis/CostModel.h"
#include "cleave/Conversion/Passes.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Builders.h"

namespace mlir {
namespace cleave {
#define GEN_PASS_DEF_CLEAVELINALGTOBLAS
#include "cleave/Conversion/Passes.h.inc"
} // namespace cleave
} // namespace mlir

using namespace mlir;
using namespace mlir::cleave;

/// The kernel `name` (three unranked memrefs), declared once per module.
static func::FuncOp getKernel(ModuleOp module, StringRef name,
                              Type elementType) {
  if (auto fn = module.lookupSymbol<func::FuncOp>(name))
    return fn;
  auto unranked = UnrankedMemRefType::get(elementType, 0);
  OpBuilder mb = OpBuilder::atBlockBegin(module.getBody());
  auto fn = func::FuncOp::create(
      mb, module.getLoc(), name,
      mb.getFunctionType({unranked, unranked, unranked}, {}));
  fn.setPrivate();
  fn->setAttr("llvm.emit_c_interface", mb.getUnitAttr());
  return fn;
}

/// `buffer` seen in the kernel's dim order `perm` (a strided view, no copy).
static Value transposeView(OpBuilder &b, Location loc, Value buffer,
                           ArrayRef<int64_t> perm) {
  SmallVector<unsigned> order(perm.begin(), perm.end());
  AffineMap map = AffineMap::getPermutationMap(order, b.getContext());
  if (map.isIdentity())
    return buffer;
  return memref::TransposeOp::create(b, loc, buffer, AffineMapAttr::get(map));
}

/// The sizes of `op`'s loops `loops` (static ones as attributes).
static SmallVector<OpFoldResult> loopSizes(OpBuilder &b, Location loc,
                                           linalg::LinalgOp op,
                                           ArrayRef<unsigned> loops) {
  SmallVector<Range, 4> ranges = op.createLoopRanges(b, loc);
  SmallVector<OpFoldResult> sizes;
  for (unsigned l : loops)
    sizes.push_back(ranges[l].size);
  return sizes;
}

/// A fresh buffer of `sizes` (identity layout).
static Value allocBuffer(OpBuilder &b, Location loc, Type elementType,
                         ArrayRef<OpFoldResult> sizes) {
  SmallVector<int64_t> shape;
  SmallVector<Value> dynamic;
  dispatchIndexOpFoldResults(sizes, dynamic, shape);
  return memref::AllocOp::create(b, loc, MemRefType::get(shape, elementType),
                                 dynamic);
}

/// Input `o` of `op` copied into a fresh buffer of `elementType` indexed by
/// `loops` (its kernel order): buf[loops] = ext(in[map(loops)]). im2col for
/// an input read through a window; the widened copy of a bf16/f16 input of
/// a mixed-precision product.
static Value gatherInput(OpBuilder &b, Location loc, linalg::LinalgOp op,
                         unsigned o, ArrayRef<unsigned> loops,
                         Type elementType) {
  Value input = op->getOperand(o);
  Value buffer =
      allocBuffer(b, loc, elementType, loopSizes(b, loc, op, loops));
  MLIRContext *ctx = b.getContext();
  // The op's loops renumbered as the buffer's dims (others never occur).
  SmallVector<AffineExpr> dims(op.getNumLoops(), getAffineConstantExpr(0, ctx));
  for (auto [i, l] : llvm::enumerate(loops))
    dims[l] = getAffineDimExpr(i, ctx);
  AffineMap readMap = op.getIndexingMapsArray()[o].replaceDimsAndSymbols(
      dims, {}, loops.size(), 0);
  AffineMap writeMap = AffineMap::getMultiDimIdentityMap(loops.size(), ctx);
  SmallVector<utils::IteratorType> parallel(loops.size(),
                                            utils::IteratorType::parallel);
  linalg::GenericOp::create(
      b, loc, ValueRange{input}, ValueRange{buffer}, {readMap, writeMap},
      parallel, [&](OpBuilder &nb, Location nloc, ValueRange args) {
        Value v = args[0];
        if (v.getType() != elementType)
          v = arith::ExtFOp::create(nb, nloc, elementType, v);
        linalg::YieldOp::create(nb, nloc, v);
      });
  return buffer;
}

/// `view` with the dims of each group collapsed into one (groups of
/// `groupSizes` consecutive dims; empty groups dropped): a collapse_shape
/// where the strides allow, else a contiguous copy (returned in `copy`).
static Value collapseGroups(OpBuilder &b, Location loc, Value view,
                            ArrayRef<size_t> groupSizes, Value &copy) {
  SmallVector<ReassociationIndices> groups;
  int64_t dim = 0;
  for (size_t size : groupSizes) {
    if (!size)
      continue;
    ReassociationIndices group;
    for (size_t i = 0; i < size; ++i)
      group.push_back(dim++);
    groups.push_back(group);
  }
  auto type = cast<MemRefType>(view.getType());
  copy = nullptr;
  if (int64_t(groups.size()) == type.getRank())
    return view;
  if (!memref::CollapseShapeOp::isGuaranteedCollapsible(type, groups)) {
    SmallVector<OpFoldResult> sizes;
    for (int64_t d = 0; d < type.getRank(); ++d)
      sizes.push_back(memref::getMixedSize(b, loc, view, d));
    copy = allocBuffer(b, loc, type.getElementType(), sizes);
    memref::CopyOp::create(b, loc, view, copy);
    view = copy;
  }
  return memref::CollapseShapeOp::create(b, loc, view, groups);
}

/// `collapsed` (one dim per non-empty group of `groupSizes`) with a unit
/// dim for each empty group but the first (batch): a matrix-vector
/// product's missing m or n, which the kernel takes as 1.
static Value addUnitDims(OpBuilder &b, Location loc, Value collapsed,
                         ArrayRef<size_t> groupSizes) {
  auto type = cast<MemRefType>(collapsed.getType());
  SmallVector<int64_t> shape;
  SmallVector<OpFoldResult> outputShape;
  SmallVector<ReassociationIndices> groups;
  ReassociationIndices pending;
  int64_t src = 0;
  for (auto [g, size] : llvm::enumerate(groupSizes)) {
    if (!size && g == 0)
      continue;
    int64_t dim = shape.size();
    if (!size) {
      shape.push_back(1);
      outputShape.push_back(b.getIndexAttr(1));
      pending.push_back(dim);
      continue;
    }
    shape.push_back(type.getDimSize(src));
    outputShape.push_back(memref::getMixedSize(b, loc, collapsed, src));
    ++src;
    pending.push_back(dim);
    groups.push_back(pending);
    pending.clear();
  }
  if (!pending.empty())
    llvm::append_range(groups.back(), pending);
  if (int64_t(shape.size()) == type.getRank())
    return collapsed;
  // Unit dims fit any layout: the type always exists.
  FailureOr<MemRefType> expanded =
      memref::ExpandShapeOp::computeExpandedType(type, shape, groups);
  if (failed(expanded))
    llvm::report_fatal_error("cleave-linalg-to-blas: no unit-dim view");
  return memref::ExpandShapeOp::create(b, loc, *expanded, collapsed, groups,
                                       outputShape);
}

/// Replaces `op` by a kernel call on its operands seen in kernel order
/// (transposed views; a windowed input gathered first) with the dims of
/// each group collapsed: C[batch, m, n] += A[batch, m, k] * B[batch, k, n].
static void lowerToKernel(linalg::LinalgOp op,
                          const LibraryContraction &contraction,
                          StringRef prefix) {
  ModuleOp module = op->getParentOfType<ModuleOp>();
  // C's type: narrower inputs are copied into it.
  Type elementType = getElementTypeOrSelf(op->getOperand(2).getType());
  std::string name = prefix.str();
  name += contraction.batch.empty() ? "matmul_" : "batch_matmul_";
  name += elementType.isF32() ? "f32" : "f64";
  func::FuncOp fn = getKernel(module, name, elementType);

  OpBuilder b(op);
  Location loc = op.getLoc();
  const LibraryContraction &c = contraction;
  size_t groupSizes[3][3] = {{c.batch.size(), c.m.size(), c.k.size()},
                             {c.batch.size(), c.k.size(), c.n.size()},
                             {c.batch.size(), c.m.size(), c.n.size()}};
  auto unranked = UnrankedMemRefType::get(elementType, 0);
  SmallVector<Value> args;
  Value outputView, outputCopy;
  for (auto [o, operand] : llvm::enumerate(op->getOperands())) {
    Value view;
    if (int(o) == c.gathered || (o < 2 && (c.upcast & (1u << o)))) {
      SmallVector<unsigned> order(c.batch.begin(), c.batch.end());
      llvm::append_range(order, o == 0 ? c.m : c.k);
      llvm::append_range(order, o == 0 ? c.k : c.n);
      view = gatherInput(b, loc, op, o, order, elementType);
    } else {
      view = transposeView(b, loc, operand, contraction.perms[o]);
    }
    Value copy;
    Value collapsed = collapseGroups(b, loc, view, groupSizes[o], copy);
    if (o == 2 && copy) {
      outputView = view;
      outputCopy = copy;
    }
    collapsed = addUnitDims(b, loc, collapsed, groupSizes[o]);
    args.push_back(memref::CastOp::create(b, loc, unranked, collapsed));
  }
  func::CallOp::create(b, loc, fn, args);
  // An output that could not be collapsed in place was computed in a copy.
  if (outputCopy)
    memref::CopyOp::create(b, loc, outputCopy, outputView);
  op->erase();
}

namespace {
struct LinalgToBlasPass
    : public cleave::impl::CleaveLinalgToBlasBase<LinalgToBlasPass> {
  using Base::Base;

  void runOnOperation() override {
    SmallVector<std::pair<linalg::LinalgOp, LibraryContraction>, 4> candidates;
    getOperation().walk([&](linalg::LinalgOp op) {
      // The ops the cost model prices as library kernels (one predicate).
      if (!op.hasPureBufferSemantics())
        return;
      if (std::optional<LibraryContraction> c = getLibraryContraction(op))
        candidates.emplace_back(op, std::move(*c));
    });
    for (auto &[op, contraction] : candidates) {
      lowerToKernel(op, contraction, kernelPrefix);
      ++numRewritten;
    }
  }
};
} // namespace
