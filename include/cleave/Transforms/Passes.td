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

def CleavePropagate : Pass<"cleave-propagate", "ModuleOp"> {
  let summary = "fills in shardings from the annotations, through factor rules";
  let description = [{
    Starting from the `cleave.sharding` annotations on function arguments,
    function results, op results and `cleave.constraint` ops, propagates
    shardings forwards and backwards through every op that has a sharding
    rule (see ShardingRuleOpInterface) until nothing changes, and writes a
    `cleave.sharding` on every tensor value: function arguments and results
    and every op result.

    * Closed dims (`{}`, `{"x"}`) never change; open dims (`{?}`,
      `{"x", ?}`) may be extended.
    * Annotations with explicit priorities (`p0` strongest) propagate first,
      in rounds; then annotations without a priority. Shardings that arrive
      by propagation keep the priority of their source.
    * For each factor of an op the strongest candidate wins (then the one
      with more axes, then the larger tensor, then the first operand); a
      tensor whose closed sharding disagrees is recorded as a conflict and
      will be resharded by the partitioner. Each op costs time linear in
      its operands.
    * Sharding a reduction factor leaves the result partial over its axes
      (`partial = {"x"}`). Partial values flow through linear ops (add, sub,
      negation, scaling, transpose, reshapes, contractions in one operand)
      instead of being reduced at once.
    * Values crossing `func.call`, `func.return`, `scf.for`, `scf.if` and
      `cleave.constraint` keep one sharding on both sides.
    * Ops without a rule are treated as replicated with a warning that names
      them.

    With `explain`, every op gets a remark saying where each sharded dim
    came from (which annotation, forward or backward, through which op) and
    every conflict and how it was settled; `report-file` writes the same as
    a text report.
  }];
  let options = [
    Option<"explain", "explain", "bool", /*default=*/"false",
           "emit a remark per op on where each sharding came from">,
    Option<"reportFile", "report-file", "std::string", /*default=*/"\"\"",
           "write the explanation report to this file ('-' for stdout)">,
    Option<"keepOpen", "keep-open", "bool", /*default=*/"false",
           "keep open dims open in the output (for a later auto-shard)">,
  ];
  let statistics = [
    Statistic<"numConflicts", "num-conflicts", "conflicts that force a reshard">,
    Statistic<"numNoRule", "num-no-rule", "ops without a sharding rule">,
    Statistic<"numVisits", "num-visits", "op visits until the fixpoint">,
  ];
}

def CleavePrintShardingRules : Pass<"cleave-print-sharding-rules", "ModuleOp"> {
  let summary = "prints every op's sharding rule as a remark";
  let description = [{
    For every op with a sharding rule, emits a remark listing its factors
    (size and kind), the factors of each operand and result dim (`f0*f1` for
    a compound dim, `-` for a dim no factor indexes), the reduction kind and
    how partial values flow. Ops without a rule get a remark saying so.
    Useful to check what propagation will do with an op.
  }];
}

#endif // CLEAVE_TRANSFORMS_PASSES_TD
