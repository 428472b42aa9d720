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
};

/// Appends the lowering of a per-device program (tensors, linalg, cleave
/// collectives) to the LLVM dialect to `pm`, which must be anchored on a
/// module. The result contains only LLVM dialect ops.
void buildLowerToLLVMPipeline(OpPassManager &pm,
                              const LowerToLLVMOptions &options);

/// The collectives of `module` that move data (all but all_slice and
/// group_index), in the order `cleave-collectives-to-calls` numbers them for
/// `profile`: the module's walk order.
SmallVector<Operation *> getTrafficCollectives(ModuleOp module);

/// Registers the conversion passes and the `cleave-lower-to-llvm` pipeline.
void registerCleaveConversionPasses();

} // namespace cleave
} // namespace mlir

#endif // CLEAVE_CONVERSION_PASSES_H
