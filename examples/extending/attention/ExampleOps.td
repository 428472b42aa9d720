//===- ExampleOps.td - a fused attention op ------------------*- tablegen -*-===//

#ifndef EXAMPLE_OPS_TD
#define EXAMPLE_OPS_TD

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Dialect/Linalg/IR/LinalgInterfaces.td"

def Example_Dialect : Dialect {
  let name = "example";
  let cppNamespace = "::example";
  let summary = "An out-of-tree dialect that Cleave shards through a plugin";
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::tensor::TensorDialect"];
}

def Example_AttentionOp : Op<Example_Dialect, "attention",
    [Pure, DeclareOpInterfaceMethods<AggregatedOpInterface,
                                    ["decomposeOperation"]>]> {
  let summary = "softmax(Q K^T / sqrt(d)) V over [batch, heads, seq, dim]";
  let description = [{
    Scaled dot-product attention of `query` [B, H, S, D] against `key`
    [B, H, T, D] and `value` [B, H, T, E], giving [B, H, S, E]. Its
    sharding rule (registered by the plugin) makes B, H, S and E parallel
    factors and T and D need-replication (the softmax over T and the
    contraction over D are not linear in a split). It decomposes into two
    linalg contractions and a linalg.softmax.

    With `causal`, query row `s` sees only the keys `t <= s + offset`, where
    `offset` (an index, 0 if absent) is the position of the query's first
    row in the whole sequence. Split on S, each device holds later rows: the
    plugin's local form (the `buildLocalOp` of its interface model) adds the
    device's shard offset, so the mask stays where the whole op put it.
  }];
  let arguments = (ins AnyRankedTensor:$query, AnyRankedTensor:$key,
                       AnyRankedTensor:$value, UnitAttr:$causal,
                       Optional<Index>:$offset);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $query `,` $key `,` $value (`causal` $causal^)?
    (`offset` `(` $offset^ `)`)? attr-dict `:` type($query) `,` type($key)
    `,` type($value) `->` type($result)
  }];
  let hasVerifier = 1;
}

#endif // EXAMPLE_OPS_TD
