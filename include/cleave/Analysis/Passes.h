//===- Passes.h - cleave analysis passes --------------------------*- C++ -*-===//
//
// Declares the analysis passes (cost estimates) and their registration.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_ANALYSIS_PASSES_H
#define CLEAVE_ANALYSIS_PASSES_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir {
namespace cleave {

#define GEN_PASS_DECL
#include "cleave/Analysis/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "cleave/Analysis/Passes.h.inc"

/// cleave-estimate as a library: prices every function of `module` on
/// `cluster` (a preset name or a JSON spec's path) and writes the report
/// (`format` "text" or "json", the pass's formats) to `os`. Fails, with the
/// error reported on the context, on a bad cluster or an unpriceable op.
LogicalResult writeEstimate(ModuleOp module, StringRef cluster,
                            StringRef format, raw_ostream &os);

} // namespace cleave
} // namespace mlir

#endif // CLEAVE_ANALYSIS_PASSES_H
