//===- CleaveInterfaces.td - sharding rule interface -------*- tablegen -*-===//
//
// The op interface through which an op describes itself as factors.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_INTERFACES_TD
#define CLEAVE_INTERFACES_TD

include "mlir/IR/OpBase.td"

def Cleave_ShardingRuleOpInterface : OpInterface<"ShardingRuleOpInterface"> {
  let cppNamespace = "::mlir::cleave";
  let description = [{
    Describes an op as factors: each factor has a size and a kind
    (parallel, reduction, needs-replication) and indexes some operand and
    result dims. Upstream ops get it through external models (see
    `registerShardingRuleModels`); every linalg structured op derives it
    from its indexing maps and iterator types.
  }];
  let methods = [
    InterfaceMethod<
      "Returns the op's sharding rule, or failure if this instance has none "
      "(for example a shape the rule cannot describe).",
      "::llvm::FailureOr<::mlir::cleave::ShardingRule>", "getShardingRule">,
    InterfaceMethod<
      "Builds the op's per-device form at the insertion point of `builder`: "
      "the op on the local operands of `context` (resharded to what its "
      "factor assignment needs), with results of `context.resultTypes`. "
      "The default clones the op and retypes its results; ops whose "
      "attributes or regions hold global sizes or positions override it. "
      "Returns the new op, or failure after emitting an error.",
      "::llvm::FailureOr<::mlir::Operation *>", "buildLocalOp",
      (ins "::mlir::OpBuilder &":$builder,
           "const ::mlir::cleave::LocalFormContext &":$context),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{
        return ::mlir::cleave::cloneOnLocalTypes($_op, builder, context);
      }]>,
    InterfaceMethod<
      "The collectives the op's local form adds for `assignment` (a scan "
      "split along its dim gathers its pieces' totals), for auto-shard to "
      "price with the strategy. The default: none.",
      "::llvm::SmallVector<::mlir::cleave::LocalCollective>",
      "getLocalCollectives",
      (ins "const ::mlir::cleave::FactorAssignment &":$assignment),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{
        return {};
      }]>,
  ];
}

#endif // CLEAVE_INTERFACES_TD
