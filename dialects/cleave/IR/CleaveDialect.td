//===- CleaveDialect.td - the cleave dialect ---------------*- tablegen -*-===//
//
// The dialect that holds meshes, sharding attributes and collectives.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_DIALECT_TD
#define CLEAVE_DIALECT_TD

include "mlir/IR/OpBase.td"

def Cleave_Dialect : Dialect {
  let name = "cleave";
  let cppNamespace = "::mlir::cleave";
  let summary = "Device meshes, tensor shardings and collectives";
  let description = [{
    The `cleave` dialect describes how tensors are split across a device mesh
    and, after partitioning, the collectives that move data between devices.

    * `cleave.mesh` declares a named, N-dimensional mesh of devices.
    * `#cleave.sharding` says, per tensor dim, which mesh axes split it
      (major to minor), whether propagation may split it further, and which
      axes hold pending partial results.
    * Shardings are attached as the `cleave.sharding` attribute of function
      arguments and results and of op results; `cleave.constraint` pins the
      sharding of an intermediate value.
    * Collectives (`cleave.all_reduce`, `cleave.all_gather`, ...) appear in
      per-device programs and name the mesh axes they communicate over.
  }];
  let useDefaultAttributePrinterParser = 1;
  let useDefaultTypePrinterParser = 1;
  let hasOperationAttrVerify = 1;
  let hasRegionArgAttrVerify = 1;
  let hasRegionResultAttrVerify = 1;
  let extraClassDeclaration = [{
    void registerAttributes();
    void registerTypes();
    /// The name of the discardable attribute that carries shardings.
    static constexpr ::llvm::StringLiteral getShardingAttrName() {
      return ::llvm::StringLiteral("cleave.sharding");
    }
    /// On arguments and results of partitioned functions: the global type.
    static constexpr ::llvm::StringLiteral getGlobalTypeAttrName() {
      return ::llvm::StringLiteral("cleave.global_type");
    }
    /// A unit attribute on the tensor.collapse_shape through which a
    /// function returns a value computed per part (getPerPartExitDims).
    static constexpr ::llvm::StringLiteral getPerPartExitAttrName() {
      return ::llvm::StringLiteral("cleave.per_part_exit");
    }
    /// A unit attribute on functions whose types are per-device.
    static constexpr ::llvm::StringLiteral getPartitionedAttrName() {
      return ::llvm::StringLiteral("cleave.partitioned");
    }
  }];
}

class Cleave_Op<string mnemonic, list<Trait> traits = []>
    : Op<Cleave_Dialect, mnemonic, traits>;

#endif // CLEAVE_DIALECT_TD
