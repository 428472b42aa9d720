//===- Passes.td - cleave transformation passes ------------*- tablegen -*-===//
//
// The passes of the Cleave pipeline, one per stage of the data flow.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_TRANSFORMS_PASSES_TD
#define CLEAVE_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def CleaveVerifyShardings : Pass<"cleave-verify-shardings", "ModuleOp"> {
  let summary = "checks that every tensor value carries a sharding";
  let description = [{
    Reports, as an error, every function argument, function result and op
    result of tensor type that has no `cleave.sharding`. Run it after
    propagation to check that nothing was left open; on its own it tells a
    user which values still need an annotation.
  }];
  let statistics = [
    Statistic<"numChecked", "num-checked", "tensor values checked">,
  ];
}

#endif // CLEAVE_TRANSFORMS_PASSES_TD
