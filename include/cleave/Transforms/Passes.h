//===- Passes.h - cleave transformation passes -------------------*- C++ -*-===//
//
// Declares the passes of the Cleave pipeline and their registration.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_TRANSFORMS_PASSES_H
#define CLEAVE_TRANSFORMS_PASSES_H

#include "cleave/Analysis/InputChecks.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"
#include "cleave/Analysis/OutputChecks.h"

#include <memory>

namespace mlir {
namespace cleave {

#define GEN_PASS_DECL
#include "cleave/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "cleave/Transforms/Passes.h.inc"

/// cleave-import: TOSA to linalg/tensor/arith on tensors, then cleanup.
void buildImportPipeline(OpPassManager &pm);
void registerImportPipeline();

} // namespace cleave
} // namespace mlir

#endif // CLEAVE_TRANSFORMS_PASSES_H
