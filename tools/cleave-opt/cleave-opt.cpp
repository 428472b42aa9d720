//===- cleave-opt.cpp - the Cleave optimizer driver -----------------------===//
//
// An mlir-opt style tool: every upstream dialect and pass, plus the cleave
// dialect and the cleave-* passes.
//
//===----------------------------------------------------------------------===//

#include "Cleave/IR/CleaveDialect.h"
#include "Cleave/IR/CleaveInterfaces.h"
#include "cleave/Analysis/Passes.h"
#include "cleave/Conversion/Passes.h"
#include "cleave/Transforms/Passes.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::registerAllPasses();
  mlir::cleave::registerCleavePasses();
  mlir::cleave::registerImportPipeline();
  mlir::cleave::registerCleaveConversionPasses();
  mlir::cleave::registerCleaveAnalysisPasses();

  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  // gpu-module-to-binary (the cleave-lower-to-gpu pipeline) translates
  // kernels to LLVM IR inside the pass.
  mlir::registerAllToLLVMIRTranslations(registry);
  registry.insert<mlir::cleave::CleaveDialect>();
  mlir::cleave::registerShardingRuleModels(registry);

  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv, "Cleave optimizer driver\n", registry));
}
