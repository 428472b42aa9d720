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

} // namespace cleave
} // namespace mlir

#endif // CLEAVE_ANALYSIS_PASSES_H
