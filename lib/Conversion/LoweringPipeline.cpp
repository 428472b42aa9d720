//===- LoweringPipeline.cpp - the cleave-lower-to-llvm pipeline -----------===//
//
// Chains the Cleave conversion passes with the upstream bufferization and
// LLVM-lowering passes: per-device program on tensors in, LLVM dialect out.
// Two targets share the front half: cleave-lower-to-llvm (host code, OpenBLAS,
// MPI) and cleave-lower-to-gpu (CUDA kernels, cuBLAS, NCCL).
//
//===----------------------------------------------------------------------===//

#include "cleave/Conversion/Passes.h"
#include "cleave/Analysis/CostModel.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Dialect/MemRef/Utils/MemRefUtils.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/Support/FileSystem.h"

#include <cstdlib>

using namespace mlir;
using namespace mlir::cleave;

namespace {
/// The producer-consumer fusion of upstream linalg-fuse-elementwise-ops,
/// alone and without folding: that pass runs a greedy driver that also
/// folds every op, and here (after cleave-collectives-to-calls) folding
/// to_buffer(to_tensor(m)) into m would hide from bufferization that a
/// collective still reads a tensor (see addBufferize). A producer is fused
/// only into its single user, so nothing is computed twice, and never into
/// a library contraction, which would then run as loops (fusesIntoUser).
struct FuseElementwiseWithoutFolding
    : PassWrapper<FuseElementwiseWithoutFolding, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(FuseElementwiseWithoutFolding)
  StringRef getArgument() const override { return "cleave-fuse-elementwise"; }
  StringRef getDescription() const override {
    return "fuse elementwise linalg.generic chains (no folding)";
  }
  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<linalg::LinalgDialect, affine::AffineDialect>();
  }
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    // The estimate prices fusion by the same predicate.
    linalg::populateElementwiseOpsFusionPatterns(
        patterns, [](OpOperand *fused) { return fusesIntoUser(*fused); });
    GreedyRewriteConfig config;
    config.enableFolding(false);
    config.enableConstantCSE(false);
    config.setRegionSimplificationLevel(GreedySimplifyRegionLevel::Disabled);
    // Not converging within the driver's limit only leaves some chains
    // unfused.
    (void)applyPatternsGreedily(getOperation(), std::move(patterns), config);
  }
};

/// memref.copy between strided buffers (a tensor.concat or insert_slice
/// into a slice of its result, an extract_slice materialised) as a
/// linalg.copy, so that it becomes a loop nest LLVM compiles and
/// vectorises. The MemRef-to-LLVM conversion lowers a copy between
/// contiguous buffers to a memcpy, and any other to a call of the runner
/// utils' generic `memrefCopy`, which walks the elements one by one with
/// its index arithmetic: about 2.4 ns per element here, 15x the same copy
/// as loops (a concat of two 16x160x32 f32 halves on the last dim took
/// 0.39 ms).
struct StridedCopiesToLoops
    : PassWrapper<StridedCopiesToLoops, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(StridedCopiesToLoops)
  StringRef getArgument() const override {
    return "cleave-strided-copies-to-loops";
  }
  StringRef getDescription() const override {
    return "memref.copy between non-contiguous buffers as linalg.copy";
  }
  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<linalg::LinalgDialect>();
  }
  /// The condition of the MemRef-to-LLVM lowering for a memcpy.
  static bool contiguous(Type type) {
    auto memref = dyn_cast<MemRefType>(type);
    return memref && (memref.getLayout().isIdentity() ||
                      (memref.hasStaticShape() && memref.getNumElements() > 0 &&
                       memref::isStaticShapeAndContiguousRowMajor(memref)));
  }
  void runOnOperation() override {
    SmallVector<memref::CopyOp> strided;
    getOperation().walk([&](memref::CopyOp copy) {
      Type source = copy.getSource().getType(),
           target = copy.getTarget().getType();
      if (isa<MemRefType>(source) && isa<MemRefType>(target) &&
          (!contiguous(source) || !contiguous(target)))
        strided.push_back(copy);
    });
    for (memref::CopyOp copy : strided) {
      OpBuilder b(copy);
      linalg::CopyOp::create(b, copy.getLoc(), copy.getSource(),
                             copy.getTarget());
      copy.erase();
    }
  }
};
} // namespace

/// The steps both targets share: collectives to runtime calls, one-shot
/// bufferization, matmuls to kernel calls (`kernelPrefix`, none if empty),
/// buffer deallocation. Leaves linalg on buffers.
static void addBufferize(OpPassManager &pm, bool profile, bool profileOps,
                         StringRef kernelPrefix, bool fuseElementwise) {
  CleaveCollectivesToCallsOptions collectives;
  collectives.profile = profile;
  collectives.profileOps = profileOps;
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
  // Chains of elementwise ops become one loop nest (x*x+x: one pass over
  // memory and no intermediate buffer instead of two passes and one).
  if (fuseElementwise)
    pm.addPass(std::make_unique<FuseElementwiseWithoutFolding>());

  bufferization::OneShotBufferizePassOptions bufferize;
  bufferize.bufferizeFunctionBoundaries = true;
  // Loop-carried tensors produced by collectives are fresh allocations.
  bufferize.allowReturnAllocsFromLoops = true;
  bufferize.functionBoundaryTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  pm.addPass(bufferization::createEmptyTensorEliminationPass());
  pm.addPass(bufferization::createOneShotBufferizePass(bufferize));
  if (!kernelPrefix.empty()) {
    CleaveLinalgToBlasOptions blas;
    blas.kernelPrefix = kernelPrefix.str();
    pm.addPass(createCleaveLinalgToBlas(blas));
  }
  bufferization::buildBufferDeallocationPipeline(pm);
  // bufferization.clone / dealloc left by the deallocation pipeline.
  pm.addPass(createConvertBufferizationToMemRefPass());
}

/// Host code on buffers (scf, memref, arith, math, func) to LLVM.
static void addHostToLLVM(OpPassManager &pm) {
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
}

void mlir::cleave::buildLowerToLLVMPipeline(OpPassManager &pm,
                                            const LowerToLLVMOptions &options) {
  // --gpu-loops-on-cpu mirrors the GPU pipeline's loops: no fusion there.
  addBufferize(pm, options.profile, options.profileOps,
               options.blas ? "cleave_kernel_" : "",
               /*fuseElementwise=*/!options.gpuLoops);
  pm.addPass(std::make_unique<StridedCopiesToLoops>());
  if (options.gpuLoops) {
    pm.addPass(createConvertLinalgToParallelLoopsPass());
    pm.addPass(createCleaveGPUTileLoops());
  } else {
    pm.addPass(createConvertLinalgToLoopsPass());
  }
  addHostToLLVM(pm);
  pm.addPass(createReconcileUnrealizedCastsPass());
  pm.addPass(createCanonicalizerPass());
}

/// The CUDA toolkit for libdevice: the option, $CUDA_HOME, $CUDA_PATH, the
/// toolkit CMake found, /usr/local/cuda.
static std::string resolveCudaPath(StringRef option) {
  if (!option.empty())
    return option.str();
  for (const char *name : {"CUDA_HOME", "CUDA_PATH"})
    if (const char *value = std::getenv(name); value && *value)
      return value;
#ifdef CLEAVE_DEFAULT_CUDA_PATH
  return CLEAVE_DEFAULT_CUDA_PATH;
#else
  return "/usr/local/cuda";
#endif
}

void mlir::cleave::buildLowerToGPUPipeline(OpPassManager &pm,
                                           const LowerToGPUOptions &options) {
  addBufferize(pm, options.profile, /*profileOps=*/false,
               options.cublas ? "cleave_gpu_" : "",
               /*fuseElementwise=*/false);
  // Every buffer in GPU (managed) memory, every linalg op a kernel.
  pm.addPass(createCleaveGPUDeviceMemory());
  pm.addPass(createConvertLinalgToParallelLoopsPass());
  CleaveGPUTileLoopsOptions tile;
  tile.threadsPerBlock = options.threadsPerBlock;
  pm.addPass(createCleaveGPUTileLoops(tile));
  pm.addNestedPass<func::FuncOp>(createGpuMapParallelLoopsPass());
  pm.addPass(createConvertParallelLoopToGpuPass());
  pm.addPass(createGpuKernelOutliningPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createCanonicalizerPass());

  // Kernels: NVVM, then PTX (format isa: LLVM's NVPTX back end, libdevice
  // linked for math; no ptxas needed) that the driver JIT-compiles on load.
  std::string cuda = resolveCudaPath(options.cudaPath);
  std::string libdevice = cuda + "/nvvm/libdevice/libdevice.10.bc";
  GpuNVVMAttachTargetOptions target;
  target.chip = options.chip;
  target.optLevel = options.optLevel;
  if (llvm::sys::fs::exists(libdevice))
    target.linkLibs.push_back(libdevice);
  pm.addPass(createGpuNVVMAttachTarget(target));
  OpPassManager &kernels = pm.nest<gpu::GPUModuleOp>();
  kernels.addPass(createSCFToControlFlowPass());
  kernels.addPass(createConvertGpuOpsToNVVMOps());
  kernels.addPass(createReconcileUnrealizedCastsPass());
  GpuModuleToBinaryPassOptions binary;
  binary.compilationTarget = "isa";
  binary.toolkitPath = cuda;
  pm.addPass(createGpuModuleToBinaryPass(binary));
  CleaveGPUCheckBinariesOptions check;
  check.libdevice = libdevice;
  pm.addPass(createCleaveGPUCheckBinaries(check));

  addHostToLLVM(pm);
  pm.addPass(createGpuToLLVMConversionPass());
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
  PassPipelineRegistration<LowerToGPUOptions>(
      "cleave-lower-to-gpu",
      "lowers a per-device Cleave program to host LLVM code that runs it on "
      "one CUDA GPU: collectives to runtime calls (NCCL backend), one-shot "
      "bufferization into GPU memory, matmuls to cuBLAS, every other linalg "
      "op to a generated kernel (PTX), launches through the runtime",
      buildLowerToGPUPipeline);
}
