//===- CleaveAttrs.td - sharding attributes ----------------*- tablegen -*-===//
//
// The attributes that describe how a tensor is split over a mesh.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_ATTRS_TD
#define CLEAVE_ATTRS_TD

include "Cleave/IR/CleaveDialect.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"

def Cleave_ReductionKind : I32EnumAttr<"ReductionKind",
    "how partial values are combined", [
      I32EnumAttrCase<"sum", 0>,
      I32EnumAttrCase<"prod", 1>,
      I32EnumAttrCase<"max", 2>,
      I32EnumAttrCase<"min", 3>,
    ]> {
  let cppNamespace = "::mlir::cleave";
  let genSpecializedAttr = 0;
}

def Cleave_ReductionKindAttr
    : EnumAttr<Cleave_Dialect, Cleave_ReductionKind, "reduction">;

class Cleave_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<Cleave_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

def Cleave_DimShardingAttr : Cleave_Attr<"DimSharding", "dim"> {
  let summary = "how one tensor dim is split over mesh axes";
  let description = [{
    The mesh axes that split one tensor dim, major to minor, whether the dim
    is closed (propagation must not change it) or open (propagation may split
    it further), and an optional priority (lower is stronger; `p0` beats
    `p1`, and any explicit priority beats none).

    Spelled inside `#cleave.sharding` as `{}` (replicated, closed), `{?}`
    (open), `{"x", "y"}` (split over x then y, closed), `{"x", ?}` (split over
    x, open) and with a priority suffix, `{"x"}p1`. On its own:
    `#cleave.dim<{"x", ?}p0>`.
  }];
  let parameters = (ins
    OptionalArrayRefParameter<"::mlir::StringAttr">:$axes,
    "bool":$closed,
    OptionalParameter<"std::optional<int64_t>">:$priority
  );
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// Parses the `{...}pN` body used inside #cleave.sharding.
    static DimShardingAttr parseBody(::mlir::AsmParser &parser);
    /// Prints the `{...}pN` body used inside #cleave.sharding.
    void printBody(::mlir::AsmPrinter &printer) const;
    bool isReplicated() const { return getAxes().empty(); }
    bool isOpen() const { return !getClosed(); }
  }];
}

def Cleave_ShardingAttr : Cleave_Attr<"Sharding", "sharding"> {
  let summary = "how a tensor is split over a mesh";
  let description = [{
    A mesh reference and, per tensor dim, the mesh axes that split it (see
    `#cleave.dim`), plus optional partial axes: over those axes each device
    holds a partial value and the true value is their reduction (`sum` unless
    another kind is named).

    ```mlir
    #cleave.sharding<@mesh, [{"data"}, {} ]>
    #cleave.sharding<@mesh, [{?}, {"model", ?}p1]>
    #cleave.sharding<@mesh, [{"data"}, {} ], partial = {"model"}>
    #cleave.sharding<@mesh, [{} ], partial = max{"model"}>
    ```

    Verification without context checks that no axis is used twice; where
    the attribute is attached, the mesh must resolve, every axis must exist
    in it and the rank must match the tensor's.
  }];
  let parameters = (ins
    "::mlir::FlatSymbolRefAttr":$mesh,
    ArrayRefParameter<"DimShardingAttr">:$dims,
    OptionalArrayRefParameter<"::mlir::StringAttr">:$partialAxes,
    DefaultValuedParameter<"ReductionKind", "ReductionKind::sum">:$partialKind
  );
  let builders = [
    AttrBuilderWithInferredContext<(ins "::mlir::FlatSymbolRefAttr":$mesh,
        "::llvm::ArrayRef<DimShardingAttr>":$dims), [{
      return $_get(mesh.getContext(), mesh, dims,
                   ::llvm::ArrayRef<::mlir::StringAttr>(), ReductionKind::sum);
    }]>
  ];
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    int64_t getRank() const { return getDims().size(); }
    bool isPartial() const { return !getPartialAxes().empty(); }
    /// True when no dim is split and nothing is partial.
    bool isFullyReplicated() const;
    /// Every axis used, dims first (in order), then partial axes.
    ::llvm::SmallVector<::mlir::StringAttr> getAllAxes() const;
    /// Checks this sharding against the mesh it names and the type it is
    /// attached to; reports through `emitError`.
    ::llvm::LogicalResult verifyFor(
        ::mlir::Operation *from, ::mlir::Type type,
        ::llvm::function_ref<::mlir::InFlightDiagnostic()> emitError) const;
  }];
}

#endif // CLEAVE_ATTRS_TD
