//===- Passes.h - lowering of per-device programs -----------------*- C++ -*-===//
//
// Declares the passes that lower a per-device Cleave program to the LLVM
// dialect and the `cleave-lower-to-llvm` pipeline that chains them with the
// upstream bufferization and conversion passes.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_CONVERSION_PASSES_H
#define CLEAVE_CONVERSION_PASSES_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassOptions.h"

namespace mlir {
class OpPassManager;
namespace cleave {

#define GEN_PASS_DECL
#include "cleave/Conversion/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "cleave/Conversion/Passes.h.inc"

/// Options of the `cleave-lower-to-llvm` pipeline.
struct LowerToLLVMOptions : public PassPipelineOptions<LowerToLLVMOptions> {
  PassOptions::Option<bool> blas{
      *this, "blas",
      llvm::cl::desc("lower f32/f64 linalg.matmul and linalg.batch_matmul to "
                     "the BLAS-backed kernels of runtime/kernels"),
      llvm::cl::init(true)};
  PassOptions::Option<bool> profile{
      *this, "profile",
      llvm::cl::desc("time every collective (see cleave-collectives-to-calls)"),
      llvm::cl::init(false)};
  PassOptions::Option<bool> profileOps{
      *this, "profile-ops",
      llvm::cl::desc("time every compute op too (see "
                     "cleave-collectives-to-calls)"),
      llvm::cl::init(false)};
  PassOptions::Option<bool> gpuLoops{
      *this, "gpu-loops",
      llvm::cl::desc("lower linalg through the loop structure of "
                     "cleave-lower-to-gpu (parallel loops collapsed and tiled "
                     "into blocks of threads by cleave-gpu-tile-loops), run "
                     "sequentially on the host: checks that structure's "
                     "numbers on a machine without a GPU"),
      llvm::cl::init(false)};
};

/// Appends the lowering of a per-device program (tensors, linalg, cleave
/// collectives) to the LLVM dialect to `pm`, which must be anchored on a
/// module. The result contains only LLVM dialect ops.
void buildLowerToLLVMPipeline(OpPassManager &pm,
                              const LowerToLLVMOptions &options);

/// Options of the `cleave-lower-to-gpu` pipeline.
struct LowerToGPUOptions : public PassPipelineOptions<LowerToGPUOptions> {
  PassOptions::Option<std::string> chip{
      *this, "chip",
      llvm::cl::desc("NVIDIA GPU architecture the PTX targets (sm_90: H100 / "
                     "H200; the driver JIT-compiles PTX for newer GPUs too)"),
      llvm::cl::init("sm_90")};
  PassOptions::Option<std::string> cudaPath{
      *this, "cuda-path",
      llvm::cl::desc("CUDA toolkit whose nvvm/libdevice/libdevice.10.bc "
                     "provides the math functions of the kernels (default: "
                     "$CUDA_HOME, $CUDA_PATH, the toolkit found at configure "
                     "time, /usr/local/cuda)"),
      llvm::cl::init("")};
  PassOptions::Option<int> optLevel{
      *this, "opt-level", llvm::cl::desc("NVPTX optimisation level (0-3)"),
      llvm::cl::init(3)};
  PassOptions::Option<int64_t> threadsPerBlock{
      *this, "threads-per-block",
      llvm::cl::desc("threads per block of the generated kernels"),
      llvm::cl::init(256)};
  PassOptions::Option<bool> cublas{
      *this, "cublas",
      llvm::cl::desc("lower f32/f64 linalg.matmul and linalg.batch_matmul to "
                     "cuBLAS calls (otherwise they become generated kernels)"),
      llvm::cl::init(true)};
  PassOptions::Option<bool> profile{
      *this, "profile",
      llvm::cl::desc("time every collective (see cleave-collectives-to-calls)"),
      llvm::cl::init(false)};
};

/// Appends the lowering of a per-device program to host LLVM code that
/// launches CUDA kernels (PTX embedded in `gpu.binary` ops, loaded and
/// launched through the runtime's `mgpu*` functions), calls cuBLAS for
/// matmuls and the runtime for collectives, on buffers in GPU memory.
void buildLowerToGPUPipeline(OpPassManager &pm,
                             const LowerToGPUOptions &options);

/// The collectives of `module` that move data (all but all_slice and
/// group_index), in the order `cleave-collectives-to-calls` numbers them for
/// `profile`: the module's walk order.
SmallVector<Operation *> getTrafficCollectives(ModuleOp module);

/// The compute ops of `module` that `cleave-collectives-to-calls
/// profile-ops=true` times, in the order it numbers them (after the
/// traffic collectives): in walk order, the ops of function bodies (and of
/// the scf regions in them) that produce a tensor by computing or moving
/// data (linalg ops, tensor ops but empty, arith/math on tensors); not
/// collectives, constants, calls or region ops, whose bodies are walked.
SmallVector<Operation *> getProfiledOps(ModuleOp module);

/// Rewrites each cleave.scan under `root` into an scf.for along its dim and
/// each cleave.sort into a bitonic sorting network (DecomposeOps.cpp); an
/// error at each it cannot rewrite.
LogicalResult decomposeScansAndSorts(Operation *root);

/// Registers the conversion passes and the `cleave-lower-to-llvm` pipeline.
void registerCleaveConversionPasses();

} // namespace cleave
} // namespace mlir

#endif // CLEAVE_CONVERSION_PASSES_H
