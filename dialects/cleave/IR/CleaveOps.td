//===- CleaveOps.td - mesh, constraint and collective ops --*- tablegen -*-===//
//
// The ops of the cleave dialect: the mesh symbol, the sharding constraint on
// intermediate values, and the collectives of per-device programs.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_OPS_TD
#define CLEAVE_OPS_TD

include "cleave/IR/CleaveDialect.td"
include "cleave/IR/CleaveAttrs.td"
include "cleave/IR/CleaveTypes.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"

//===----------------------------------------------------------------------===//
// cleave.mesh
//===----------------------------------------------------------------------===//

def Cleave_MeshOp : Cleave_Op<"mesh", [Symbol]> {
  let summary = "a named N-dimensional mesh of devices";
  let description = [{
    Declares a mesh of devices with named axes and static sizes. Devices are
    numbered row-major over the axes (the last axis varies fastest).

    ```mlir
    cleave.mesh @mesh = <["data"=2, "model"=4]>
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name,
                       StrArrayAttr:$axis_names,
                       DenseI64ArrayAttr:$axis_sizes);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    int64_t getNumAxes() { return getAxisSizes().size(); }
    /// The number of devices in the mesh.
    int64_t getNumDevices();
    /// The index of the named axis, or nothing if the mesh has no such axis.
    std::optional<unsigned> getAxisIndex(::llvm::StringRef name);
    /// The size of the named axis, or nothing if the mesh has no such axis.
    std::optional<int64_t> getAxisSize(::llvm::StringRef name);
    /// The number of devices in a group spanned by `axes` (all must exist).
    int64_t getGroupSize(::llvm::ArrayRef<::mlir::StringAttr> axes);
    ::llvm::StringRef getAxisName(unsigned i) {
      return ::llvm::cast<::mlir::StringAttr>(getAxisNames()[i]).getValue();
    }
  }];
}

//===----------------------------------------------------------------------===//
// cleave.constraint
//===----------------------------------------------------------------------===//

def Cleave_ConstraintOp : Cleave_Op<"constraint",
    [Pure, SameOperandsAndResultType,
     DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "pins the sharding of an intermediate value";
  let description = [{
    Returns its operand unchanged and states the sharding the value must have
    at this point. Propagation treats it like a user annotation; partitioning
    inserts a reshard if the producer's sharding differs.

    ```mlir
    %1 = cleave.constraint %0 <@mesh, [{"data"}, {} ]> : tensor<8x16xf32>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$input, Cleave_ShardingAttr:$sharding);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = "$input $sharding attr-dict `:` type($result)";
}

//===----------------------------------------------------------------------===//
// Collectives
//===----------------------------------------------------------------------===//

class Cleave_CollectiveOp<string mnemonic, list<Trait> traits = []>
    : Cleave_Op<mnemonic, !listconcat(traits, [Pure,
        DeclareOpInterfaceMethods<SymbolUserOpInterface>])> {
  code commonExtraClassDeclaration = [{
    /// The mesh this collective names, or null.
    ::mlir::cleave::MeshOp lookupMesh(::mlir::SymbolTableCollection &tables);
    ::llvm::SmallVector<::mlir::StringAttr> getAxisAttrs() {
      ::llvm::SmallVector<::mlir::StringAttr> out;
      for (::mlir::Attribute a : getAxes())
        out.push_back(::llvm::cast<::mlir::StringAttr>(a));
      return out;
    }
  }];
  let extraClassDeclaration = commonExtraClassDeclaration;
}

def Cleave_AllReduceOp : Cleave_CollectiveOp<"all_reduce",
    [SameOperandsAndResultType]> {
  let summary = "reduces a value over the devices of a mesh-axis group";
  let description = [{
    Every device of each group spanned by `axes` receives the reduction
    (`kind`) of the group's values.

    ```mlir
    %y = cleave.all_reduce %p over @mesh["model"] kind = sum : tensor<4x1024xf32>
    ```

    `combined`, when present, says that this reduction packs several
    (cleave-combine-reductions): the element counts of its members, in the
    order they lie in the rank-1 operand. cleave-estimate prices the members
    as separate reductions from it, to report what combining saved.
  }];
  let arguments = (ins AnyRankedTensor:$input, FlatSymbolRefAttr:$mesh,
                       StrArrayAttr:$axes, Cleave_ReductionKindAttr:$kind,
                       OptionalAttr<DenseI64ArrayAttr>:$combined);
  let results = (outs AnyRankedTensor:$result);
  let builders = [
    // A reduction that combines nothing.
    OpBuilder<(ins "::mlir::Type":$type, "::mlir::Value":$input,
                   "::mlir::FlatSymbolRefAttr":$mesh, "::mlir::ArrayAttr":$axes,
                   "::mlir::cleave::ReductionKindAttr":$kind), [{
      build($_builder, $_state, type, input, mesh, axes, kind,
            ::mlir::DenseI64ArrayAttr());
    }]>
  ];
  let hasVerifier = 1;
  let assemblyFormat = [{
    $input `over` $mesh `` $axes `kind` `=` `` $kind attr-dict `:` type($result)
  }];
}

def Cleave_AllGatherOp : Cleave_CollectiveOp<"all_gather"> {
  let summary = "concatenates the group's shards along one dim";
  let description = [{
    Each device's operand is one shard; the result, the same on every device
    of the group, concatenates the shards along `dim` in group order (the
    listed axes major to minor). Result dim `dim` is the group size times the
    operand's.

    ```mlir
    %y = cleave.all_gather %x over @mesh["model"] dim = 1
        : tensor<4x256xf32> -> tensor<4x1024xf32>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$input, FlatSymbolRefAttr:$mesh,
                       StrArrayAttr:$axes, I64Attr:$dim);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $input `over` $mesh `` $axes `dim` `=` $dim attr-dict `:`
    type($input) `->` type($result)
  }];
}

def Cleave_ReduceScatterOp : Cleave_CollectiveOp<"reduce_scatter"> {
  let summary = "reduces over the group and keeps this device's slice";
  let description = [{
    Reduces (`kind`) the group's values and splits the result along `dim`
    into group-size pieces; each device keeps the piece at its position in
    the group. Result dim `dim` is the operand's divided by the group size.

    ```mlir
    %y = cleave.reduce_scatter %x over @mesh["model"] dim = 0 kind = sum
        : tensor<8x64xf32> -> tensor<2x64xf32>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$input, FlatSymbolRefAttr:$mesh,
                       StrArrayAttr:$axes, I64Attr:$dim,
                       Cleave_ReductionKindAttr:$kind);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $input `over` $mesh `` $axes `dim` `=` $dim `kind` `=` `` $kind attr-dict `:`
    type($input) `->` type($result)
  }];
}

def Cleave_AllToAllOp : Cleave_CollectiveOp<"all_to_all"> {
  let summary = "moves a split from one dim to another";
  let description = [{
    Each device splits its operand along `split_dim` into group-size pieces,
    sends piece j to the device at position j of the group, and concatenates
    the pieces it receives along `concat_dim` in group order.

    ```mlir
    %y = cleave.all_to_all %x over @mesh["model"] split = 1 concat = 0
        : tensor<2x8xf32> -> tensor<8x2xf32>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$input, FlatSymbolRefAttr:$mesh,
                       StrArrayAttr:$axes, I64Attr:$split_dim,
                       I64Attr:$concat_dim);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $input `over` $mesh `` $axes `split` `=` $split_dim `concat` `=` $concat_dim
    attr-dict `:` type($input) `->` type($result)
  }];
}

def Cleave_AllSliceOp : Cleave_CollectiveOp<"all_slice"> {
  let summary = "keeps this device's slice of a replicated value (no traffic)";
  let description = [{
    The operand is the same on every device of the group; each device keeps
    the piece along `dim` at its position in the group. Purely local.

    ```mlir
    %y = cleave.all_slice %x over @mesh["model"] dim = 1
        : tensor<4x1024xf32> -> tensor<4x256xf32>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$input, FlatSymbolRefAttr:$mesh,
                       StrArrayAttr:$axes, I64Attr:$dim);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $input `over` $mesh `` $axes `dim` `=` $dim attr-dict `:`
    type($input) `->` type($result)
  }];
}

def Cleave_CollectivePermuteOp : Cleave_CollectiveOp<"collective_permute",
    [SameOperandsAndResultType]> {
  let summary = "sends each device's value to another device of its group";
  let description = [{
    `pairs` lists (source, target) positions within each group spanned by
    `axes`. A device that is no pair's target receives zeros. Used for halo
    exchange and pipeline stages.

    ```mlir
    %y = cleave.collective_permute %x over @mesh["model"] pairs = [0, 1, 1, 0]
        : tensor<4x8xf32>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$input, FlatSymbolRefAttr:$mesh,
                       StrArrayAttr:$axes, DenseI64ArrayAttr:$pairs);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $input `over` $mesh `` $axes `pairs` `=` $pairs attr-dict `:` type($result)
  }];
}

//===----------------------------------------------------------------------===//
// cleave.group_index
//===----------------------------------------------------------------------===//

def Cleave_GroupIndexOp : Cleave_Op<"group_index",
    [Pure, DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "this device's position in its group over some mesh axes";
  let description = [{
    The linear position of the running device in the group spanned by
    `axes` (the listed axes major to minor), in `[0, group size)`. The
    partitioner uses it to offset `linalg.index` and to mask values.

    ```mlir
    %i = cleave.group_index over @mesh["data", "model"] : index
    ```
  }];
  let arguments = (ins FlatSymbolRefAttr:$mesh, StrArrayAttr:$axes);
  let results = (outs Index:$result);
  let assemblyFormat = "`over` $mesh `` $axes attr-dict `:` type($result)";
  let extraClassDeclaration = [{
    /// The mesh this op names, or null.
    ::mlir::cleave::MeshOp lookupMesh(::mlir::SymbolTableCollection &tables);
    ::llvm::SmallVector<::mlir::StringAttr> getAxisAttrs() {
      ::llvm::SmallVector<::mlir::StringAttr> out;
      for (::mlir::Attribute a : getAxes())
        out.push_back(::llvm::cast<::mlir::StringAttr>(a));
      return out;
    }
  }];
}

//===----------------------------------------------------------------------===//
// cleave.scan
//===----------------------------------------------------------------------===//

def Cleave_ScanOp : Cleave_Op<"scan", [Pure, SameOperandsAndResultType]> {
  let summary = "a cumulative reduction (cumsum, cumprod, cummax) along one dim";
  let description = [{
    Element `k` along `dim` of the result combines (`kind`: sum, prod, max,
    min) the input's elements `0..k` along `dim` (`k..n-1` with `reverse`);
    with `exclusive` it leaves out element `k` itself, so the first
    element is the combiner's identity. Every other dim is independent.
    Exporters write it for `torch.cumsum` / `torch.cumprod`
    (`tm_tensor.scan`) and for JAX's `cumsum`, `cumprod`, `cummax` and
    `cummin` (a cumulative `stablehlo.reduce_window`).

    Its sharding rule makes every dim a parallel factor. Split along `dim`,
    each device scans its own piece, the pieces' totals are gathered (one
    element per row and device), and each device combines the totals of
    the devices before it (after it, with `reverse`) into its piece: the
    scan moves the totals, not the tensor.

    ```mlir
    %y = cleave.scan %x dim = 1 kind = sum : tensor<4x1024xf32>
    %z = cleave.scan %x dim = 0 kind = max exclusive reverse : tensor<8xi64>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$input, I64Attr:$dim,
                       Cleave_ReductionKindAttr:$kind, UnitAttr:$exclusive,
                       UnitAttr:$reverse);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $input `dim` `=` $dim `kind` `=` `` $kind (`exclusive` $exclusive^)?
    (`reverse` $reverse^)? attr-dict `:` type($result)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// cleave.sort
//===----------------------------------------------------------------------===//

def Cleave_SortOp : Cleave_Op<"sort", [Pure,
    TypesMatchWith<"values have the input's type", "input", "values",
                   "$_self">]> {
  let summary = "a stable sort along one dim, with the permutation";
  let description = [{
    Sorts each line of the input along `dim`, ascending (`descending`:
    largest first), and returns the sorted values and, for each, its
    position in the input (`indices`, any integer type). The sort is stable
    (equal keys keep their order) and floats order NaN as the largest
    value, as `torch.sort(stable=True)` does. Exporters write it for
    `torch.sort` / `torch.argsort` (`tm_tensor.sort`), `torch.topk` with a
    large k, and `jnp.sort` / `jnp.argsort` (`stablehlo.sort` with one key).

    Its sharding rule makes every other dim parallel; the sorted dim needs
    the whole line on a device. `cleave-prepare-for-llvm` lowers it to a
    bitonic sorting network over the line padded to a power of two:
    O(n log^2 n) compare-exchanges in log^2 n data-parallel steps.

    ```mlir
    %v, %i = cleave.sort %x dim = 1 descending : tensor<4x1000xf32> -> tensor<4x1000xi64>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$input, I64Attr:$dim,
                       UnitAttr:$descending);
  let results = (outs AnyRankedTensor:$values, AnyRankedTensor:$indices);
  let assemblyFormat = [{
    $input `dim` `=` $dim (`descending` $descending^)? attr-dict `:`
    type($input) `->` type($indices)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Point to point (pipeline stages)
//===----------------------------------------------------------------------===//

class Cleave_PointToPointOp<string mnemonic, list<Trait> traits = []>
    : Cleave_Op<mnemonic, !listconcat(traits, [
        DeclareOpInterfaceMethods<SymbolUserOpInterface>])> {
  let extraClassDeclaration = [{
    /// The mesh this op names, or null.
    ::mlir::cleave::MeshOp lookupMesh(::mlir::SymbolTableCollection &tables);
    ::llvm::SmallVector<::mlir::StringAttr> getAxisAttrs() {
      ::llvm::SmallVector<::mlir::StringAttr> out;
      for (::mlir::Attribute a : getAxes())
        out.push_back(::llvm::cast<::mlir::StringAttr>(a));
      return out;
    }
  }];
}

def Cleave_SendOp : Cleave_PointToPointOp<"send",
    [MemoryEffects<[MemWrite<DefaultResource>]>]> {
  let summary = "sends a value to one device of this device's group";
  let description = [{
    Sends `input` to the device at position `peer` of the group spanned by
    `axes` (the other coordinates equal), which must run a `cleave.recv`
    with the same `tag` and type from this device. Returns once the value
    is copied: the message completes in the background, so two devices that
    send to each other before receiving do not deadlock. Emitted by
    `cleave-pipeline` between stages.

    ```mlir
    cleave.send %x over @mesh["stage"] to 1 tag = 7 : tensor<4x8xf32>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$input, FlatSymbolRefAttr:$mesh,
                       StrArrayAttr:$axes, I64Attr:$peer, I64Attr:$tag);
  let assemblyFormat = [{
    $input `over` $mesh `` $axes `to` $peer `tag` `=` $tag attr-dict `:`
    type($input)
  }];
}

def Cleave_RecvOp : Cleave_PointToPointOp<"recv",
    [MemoryEffects<[MemWrite<DefaultResource>]>]> {
  let summary = "receives a value from one device of this device's group";
  let description = [{
    Receives the value that the device at position `peer` of the group
    spanned by `axes` sends with `cleave.send` and the same `tag`; blocks
    until it arrives.

    ```mlir
    %y = cleave.recv over @mesh["stage"] from 0 tag = 7 : tensor<4x8xf32>
    ```
  }];
  let arguments = (ins FlatSymbolRefAttr:$mesh, StrArrayAttr:$axes,
                       I64Attr:$peer, I64Attr:$tag);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    `over` $mesh `` $axes `from` $peer `tag` `=` $tag attr-dict `:`
    type($result)
  }];
}

def Cleave_BarrierOp : Cleave_PointToPointOp<"barrier",
    [MemoryEffects<[MemWrite<DefaultResource>]>]> {
  let summary = "waits for every device of this device's group";
  let description = [{
    A barrier over the group spanned by `axes`. It also creates that
    group's communicator, which is a collective over all devices:
    `cleave-pipeline` emits one per axis list its stages use, before the
    devices branch into their stage's schedule.

    ```mlir
    cleave.barrier over @mesh["data"]
    ```
  }];
  let arguments = (ins FlatSymbolRefAttr:$mesh, StrArrayAttr:$axes);
  let assemblyFormat = "`over` $mesh `` $axes attr-dict";
}

//===----------------------------------------------------------------------===//
// Collectives in flight
//===----------------------------------------------------------------------===//

def Cleave_AsyncStartOp : Cleave_Op<"async_start"> {
  let summary = "starts a collective and returns its future";
  let description = [{
    Starts the one collective of its region (`cleave.all_reduce`,
    `cleave.all_gather` or `cleave.reduce_scatter`, whose operand is
    defined above) and returns at once; the compute after it runs while the
    collective moves data. Its result is used exactly once, by the
    `cleave.wait` in the same block that gives the collective's value.
    Between the two, the operand must not change (values are immutable, so
    it does not) and the result does not exist yet. `cleave-schedule-collectives`
    writes these pairs: each start as early as its operand allows, each wait
    just before the value's first use.

    ```mlir
    %f = cleave.async_start {
      %r = cleave.all_reduce %g over @mesh["data"] kind = sum : tensor<1024xf32>
      cleave.yield %r : tensor<1024xf32>
    } : !cleave.future<tensor<1024xf32>>
    ...
    %r = cleave.wait %f : !cleave.future<tensor<1024xf32>>
    ```
  }];
  let results = (outs Cleave_FutureType:$future);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "$body attr-dict `:` qualified(type($future))";
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// The collective this op starts.
    ::mlir::Operation *getCollective();
    /// The wait that ends it (null if the IR is not verified).
    ::mlir::cleave::WaitOp getWait();
  }];
}

def Cleave_YieldOp : Cleave_Op<"yield", [Pure, Terminator,
    HasParent<"::mlir::cleave::AsyncStartOp">]> {
  let summary = "yields the collective's result from cleave.async_start";
  let arguments = (ins AnyRankedTensor:$value);
  let assemblyFormat = "$value attr-dict `:` type($value)";
}

def Cleave_WaitOp : Cleave_Op<"wait", [
    TypesMatchWith<"the result is the future's value", "future", "result",
                   "::llvm::cast<::mlir::cleave::FutureType>($_self)"
                   ".getValueType()">]> {
  let summary = "waits for a started collective and gives its value";
  let description = [{
    Blocks until the collective its future names has completed on this
    device and returns the collective's result.
  }];
  let arguments = (ins Cleave_FutureType:$future);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = "$future attr-dict `:` qualified(type($future))";
  let hasVerifier = 1;
}

#endif // CLEAVE_OPS_TD
