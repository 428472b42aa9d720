//===- Import.cpp - the cleave-import pipeline ----------------------------===//
//
// cleave-import: brings a model into the form the rest of Cleave works on.
// TOSA is lowered to linalg / tensor / arith on tensors with the upstream
// conversions; shardings on function arguments and results are untouched,
// so an annotated TOSA model can be propagated right after. TOSA profile
// validation is off: what the conversions accept is imported.
//
//===----------------------------------------------------------------------===//

#include "cleave/Transforms/Passes.h"
#include "cleave/Transforms/ReportFile.h"

#include "mlir/Conversion/TosaToArith/TosaToArith.h"
#include "mlir/Conversion/TosaToLinalg/TosaToLinalg.h"
#include "mlir/Conversion/TosaToTensor/TosaToTensor.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "cleave/Analysis/OutputChecks.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

std::unique_ptr<mlir::cleave::AtomicOutput>
mlir::cleave::openReportFile(Operation *anchor, StringRef path) {
  if (failed(checkNotInputFile(anchor, path, "report-file")))
    return nullptr;
  std::string error;
  std::unique_ptr<AtomicOutput> file =
      AtomicOutput::open(path, error);
  if (!file)
    mlir::emitError(anchor->getLoc()) << "report-file: " << error;
  return file;
}

LogicalResult mlir::cleave::commitReportFile(Operation *anchor,
                                             AtomicOutput &file) {
  std::string error;
  if (file.commit(error))
    return success();
  return mlir::emitError(anchor->getLoc()) << "report-file: " << error;
}

void mlir::cleave::buildImportPipeline(OpPassManager &pm) {
  // tosa.scatter (which tosa-to-linalg does not lower) and tensor.gather
  // first; tosa-to-linalg writes tosa.gather as a lookup itself.
  pm.addPass(createCleaveNormalize());
  TosaToLinalgOptions options;
  // No tosa-validate: exporters (torch-mlir's TOSA path) emit ops outside the
  // TOSA profiles, e.g. f64 LayerNorm statistics, which the conversions
  // lower fine but the profile check rejects ("'tosa.const' op is not
  // profile-aligned: element type 'f64' is not legal").
  tosa::addTosaToLinalgPasses(pm, options, TosaToLinalgNamedOptions(),
                              /*validationOptions=*/std::nullopt);
  pm.addNestedPass<func::FuncOp>(createTosaToTensorPass());
  pm.addNestedPass<func::FuncOp>(createTosaToArithPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
}

void mlir::cleave::registerImportPipeline() {
  PassPipelineRegistration<>(
      "cleave-import",
      "lower TOSA to linalg/tensor/arith on tensors (upstream "
      "tosa-to-linalg-named, tosa-to-linalg, tosa-to-tensor, tosa-to-arith), "
      "after cleave-normalize (tosa.scatter, tensor.gather), then "
      "canonicalize and CSE; shardings on function arguments and "
      "results are kept",
      buildImportPipeline);
}
