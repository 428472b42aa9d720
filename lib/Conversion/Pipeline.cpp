//===- Pipeline.cpp - the cleave-lower-to-llvm pipeline -------------------===//
//
// Chains the Cleave conversion passes with the upstream bufferization and
// LLVM-lowering passes: per-device program on tensors in, LLVM dialect out.
//
//===----------------------------------------------------------------------===//

#include "cleave/Conversion/Passes.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;
using namespace mlir::cleave;

void mlir::cleave::buildLowerToLLVMPipeline(OpPassManager &pm,
                                            const LowerToLLVMOptions &options) {
  CleaveCollectivesToCallsOptions collectives;
  collectives.profile = options.profile;
  pm.addPass(createCanonicalizerPass());
  // Collectives become calls on buffers (to_buffer of the operand, a fresh
  // buffer for the result). No canonicalizer may run between this and
  // bufferization: it folds to_buffer(to_tensor(m)) into m, which hides from
  // bufferization that a collective still reads a tensor an earlier op may
  // then update in place (found by tools/cleave-fuzz, seed 3488).
  pm.addPass(createCleaveCollectivesToCalls(collectives));
  pm.addPass(createCleavePrepareForLLVM());
  // Elementwise arith/math on tensors has no bufferization: make it linalg
  // (after PrepareForLLVM has dropped the cleave attributes, which the
  // conversion would copy onto the scalar ops).
  pm.addPass(createConvertElementwiseToLinalgPass());

  bufferization::OneShotBufferizePassOptions bufferize;
  bufferize.bufferizeFunctionBoundaries = true;
  // Loop-carried tensors produced by collectives are fresh allocations.
  bufferize.allowReturnAllocsFromLoops = true;
  bufferize.functionBoundaryTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  pm.addPass(bufferization::createEmptyTensorEliminationPass());
  pm.addPass(bufferization::createOneShotBufferizePass(bufferize));
  if (options.blas)
    pm.addPass(createCleaveLinalgToBlas());
  bufferization::buildBufferDeallocationPipeline(pm);
  // bufferization.clone / dealloc left by the deallocation pipeline.
  pm.addPass(createConvertBufferizationToMemRefPass());

  pm.addPass(createConvertLinalgToLoopsPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(arith::createArithExpandOpsPass());
  pm.addPass(createFinalizeMemRefToLLVMConversionPass());
  pm.addPass(createConvertMathToLLVMPass());
  pm.addPass(createConvertMathToLibmPass());
  pm.addPass(createArithToLLVMConversionPass());
  pm.addPass(createConvertIndexToLLVMPass());
  pm.addPass(createUBToLLVMConversionPass());
  pm.addPass(createConvertControlFlowToLLVMPass());
  pm.addPass(createConvertFuncToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
  pm.addPass(createCanonicalizerPass());
}

void mlir::cleave::registerCleaveConversionPasses() {
  registerCleaveLoweringPasses();
  PassPipelineRegistration<LowerToLLVMOptions>(
      "cleave-lower-to-llvm",
      "lowers a per-device Cleave program (tensors, linalg, collectives) to "
      "the LLVM dialect: collectives to runtime calls, one-shot "
      "bufferization, matmuls to BLAS kernels, linalg to loops, LLVM",
      buildLowerToLLVMPipeline);
}
