//===- RepeatStep.h - a training step run N times ---------------------*- C++ -*-===//
//
// cleave-repeat-step as a function (cleave-run --steps uses it).
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_TRANSFORMS_REPEATSTEP_H
#define CLEAVE_TRANSFORMS_REPEATSTEP_H

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace mlir {
namespace cleave {

/// cleave-repeat-step: replaces the training step `step` by a function of
/// the same name and arguments that calls it `steps` times, feeding each
/// result named like an argument (`cleave.name`) back as that argument and
/// stacking the other results (the loss) on a new leading dim. The step
/// becomes a private `<name>_step`. Returns the new function; an error on
/// `step` if no result is named like an argument, or names or types clash.
FailureOr<func::FuncOp> repeatStep(func::FuncOp step, int64_t steps);

} // namespace cleave
} // namespace mlir

#endif // CLEAVE_TRANSFORMS_REPEATSTEP_H
