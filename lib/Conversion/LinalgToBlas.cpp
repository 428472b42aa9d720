//===- LinalgToBlas.cpp - buffer matmuls -> BLAS-backed kernel calls ------===//
//
// Loops from convert-linalg-to-loops reach a few GFLOP/s on a matmul; OpenBLAS
// reaches tens. On bufferized IR this pass replaces f32/f64 linalg.matmul and
// linalg.batch_matmul (default indexing maps) by calls to the kernels of
// runtime/kernels/CleaveKernels.cpp, which call cblas_?gemm (or, with
// kernel-prefix=cleave_gpu_, by the cuBLAS kernels of runtime/lib/CudaProgram.cpp).
//
//===----------------------------------------------------------------------===//

#include "cleave/Analysis/CostModel.h"
#include "cleave/Conversion/Passes.h"

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

namespace {
struct LinalgToBlasPass
    : public cleave::impl::CleaveLinalgToBlasBase<LinalgToBlasPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<linalg::LinalgOp> candidates;
    module.walk([&](linalg::LinalgOp op) {
      if (isa<linalg::MatmulOp, linalg::BatchMatmulOp>(op))
        candidates.push_back(op);
    });
    for (linalg::LinalgOp op : candidates) {
      // The ops the cost model prices as library kernels (one predicate).
      if (!op.hasPureBufferSemantics() || !isLibraryMatmul(op))
        continue;
      Type elementType = getElementTypeOrSelf(op->getOperand(0).getType());

      OpBuilder b(op);
      Location loc = op.getLoc();
      auto unranked = UnrankedMemRefType::get(elementType, 0);
      std::string name = kernelPrefix;
      name += isa<linalg::MatmulOp>(op.getOperation()) ? "matmul_"
                                                       : "batch_matmul_";
      name += elementType.isF32() ? "f32" : "f64";
      auto fn = module.lookupSymbol<func::FuncOp>(name);
      if (!fn) {
        OpBuilder mb = OpBuilder::atBlockBegin(module.getBody());
        fn = func::FuncOp::create(
            mb, module.getLoc(), name,
            mb.getFunctionType({unranked, unranked, unranked}, {}));
        fn.setPrivate();
        fn->setAttr("llvm.emit_c_interface", mb.getUnitAttr());
      }
      SmallVector<Value> args;
      for (OpOperand &operand : op->getOpOperands())
        args.push_back(memref::CastOp::create(b, loc, unranked, operand.get()));
      func::CallOp::create(b, loc, fn, args);
      op->erase();
      ++numRewritten;
    }
  }
};
} // namespace
