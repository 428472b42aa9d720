//===- FuzzPartition.cpp - libFuzzer: propagate + partition ---------------===//
//
// Parses the bytes as a module and runs cleave-propagate, cleave-partition
// and cleave-optimize-collectives on it (with the verifier after each pass).
// Start it from a corpus of valid annotated programs (tools/cleave-fuzz/gen.py
// and test/Transforms): libFuzzer's mutations then stay close to valid IR.
// A pass may refuse (an error); it must never crash or trip a sanitizer.
//
//===----------------------------------------------------------------------===//

#include "FuzzMLIR.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/Support/raw_ostream.h"

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  mlir::cleave::registerCleavePasses();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  mlir::OwningOpRef<mlir::ModuleOp> module = cleave_fuzz::parse(data, size);
  if (!module)
    return 0;
  mlir::MLIRContext &ctx = cleave_fuzz::context();
  mlir::PassManager pm(&ctx, mlir::ModuleOp::getOperationName());
  std::string err;
  llvm::raw_string_ostream errs(err);
  if (mlir::failed(mlir::parsePassPipeline(
          "cleave-propagate,cleave-partition,cleave-optimize-collectives", pm,
          errs))) {
    llvm::errs() << "cannot build the pipeline: " << err << "\n";
    abort();
  }
  (void)pm.run(*module);
  return 0;
}
