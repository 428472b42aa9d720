//===- CleaveAttrs.td - sharding attributes ----------------*- tablegen -*-===//
//
// The attributes that describe how a tensor is split over a mesh.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_ATTRS_TD
#define CLEAVE_ATTRS_TD

include "cleave/IR/CleaveDialect.td"
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

    A parts suffix, `{"x"}x3`, splits the dim per part: the dim is read as 3
    equal parts laid end to end and each part is split over the axes, so a
    device holds its slice of every part (Megatron's layout of a fused QKV
    weight). Only function arguments and results may carry it;
    cleave-propagate rewrites an argument's uses so the parts are a dim of
    their own, and gives a result computed in that form the same layout
    (docs/partition.md).
  }];
  let parameters = (ins
    OptionalArrayRefParameter<"::mlir::StringAttr">:$axes,
    "bool":$closed,
    OptionalParameter<"std::optional<int64_t>">:$priority,
    DefaultValuedParameter<"int64_t", "1">:$parts
  );
  let builders = [
    AttrBuilder<(ins "::llvm::ArrayRef<::mlir::StringAttr>":$axes,
        "bool":$closed, "std::optional<int64_t>":$priority), [{
      return $_get($_ctxt, axes, closed, priority, 1);
    }]>
  ];
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// Parses the `{...}pN` body used inside #cleave.sharding.
    static DimShardingAttr parseBody(::mlir::AsmParser &parser);
    /// Prints the `{...}pN` body used inside #cleave.sharding.
    void printBody(::mlir::AsmPrinter &printer) const;
    bool isReplicated() const { return getAxes().empty(); }
    bool isOpen() const { return !getClosed(); }
    /// Split per part (`{"x"}x3`): more than one part.
    bool isPerPart() const { return getParts() > 1; }
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
    /// True when some dim is split per part (`{"x"}x3`).
    bool hasPerPartDims() const;
    /// Every axis used, dims first (in order), then partial axes.
    ::llvm::SmallVector<::mlir::StringAttr> getAllAxes() const;
    /// Checks this sharding against the mesh it names and the type it is
    /// attached to; reports through `emitError`.
    ::llvm::LogicalResult verifyFor(
        ::mlir::Operation *from, ::mlir::Type type,
        ::llvm::function_ref<::mlir::InFlightDiagnostic()> emitError) const;
  }];
}


def Cleave_OpShardingRuleAttr : Cleave_Attr<"OpShardingRule", "rule"> {
  let summary = "the sharding rule of an op, stated on the op";
  let description = [{
    States an op's factors in the attribute `cleave.sharding_rule`, for ops
    Cleave has no rule for (another dialect's ops, a `func.call` of an
    external kernel) or whose rule should be replaced. In the spirit of
    Shardy's `#sdy.op_sharding_rule`: one `[...]` per operand, then one per
    result, each naming the factor of every dim (major to minor; `i*j` is a
    dim that is the compound of factors `i` and `j`, `[]` a scalar or a
    non-tensor operand), optional factor sizes, and the factors that are
    reductions (sharding them leaves partial results, combined by `combiner`,
    `sum` unless stated) or need the whole dim on every device.

    ```mlir
    cleave.sharding_rule = #cleave.rule<([i, k], [k, j]) -> ([i, j])
                                        reduction={k}>
    cleave.sharding_rule = #cleave.rule<([b, h, s, d], [b, h, t, d],
                                         [b, h, t, d]) -> ([b, h, s, d])
                                        need_replication={t}>
    cleave.sharding_rule = #cleave.rule<([i*j]) -> ([i, j]) {i=4}>
    ```

    A factor's size comes from the types where one dim is that factor alone;
    a factor that only appears inside compound dims needs its size stated.
    Where the attribute is attached it is checked against the op's operand
    and result types.
  }];
  let parameters = (ins
    OptionalArrayRefParameter<"::mlir::StringAttr">:$factorNames,
    // ShapedType::kDynamic where the size comes from the types.
    OptionalArrayRefParameter<"int64_t">:$factorSizes,
    // One FactorKind (0 parallel, 1 reduction, 2 needs replication) each.
    OptionalArrayRefParameter<"int64_t">:$factorKinds,
    "unsigned":$numOperands,
    // The number of dims of each operand, then of each result.
    OptionalArrayRefParameter<"int64_t">:$tensorRanks,
    // The number of factors of each dim of those tensors, in order.
    OptionalArrayRefParameter<"int64_t">:$dimFactorCounts,
    // The factors of those dims, flattened.
    OptionalArrayRefParameter<"int64_t">:$dimFactors,
    DefaultValuedParameter<"ReductionKind", "ReductionKind::sum">:$combiner
  );
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The attribute on an op that carries its rule.
    static constexpr ::llvm::StringLiteral getAttrName() {
      return ::llvm::StringLiteral("cleave.sharding_rule");
    }
    unsigned getNumResults() const {
      return getTensorRanks().size() - getNumOperands();
    }
    /// The factors of every dim of tensor `t` (operands first, then
    /// results).
    ::llvm::SmallVector<::llvm::SmallVector<unsigned, 1>>
    getTensorFactors(unsigned t) const;
  }];
}

#endif // CLEAVE_ATTRS_TD
