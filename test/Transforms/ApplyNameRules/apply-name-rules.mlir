// RUN: split-file %s %t
// RUN: cleave-opt %t/model.mlir "--cleave-apply-name-rules=allow-unmatched=true file=%t/megatron.rules" | FileCheck %s
// RUN: cleave-opt %t/model.mlir "--cleave-apply-name-rules=allow-unmatched=true file=%t/megatron.rules" --cleave-propagate --cleave-partition | FileCheck %s --check-prefix=PART
// RUN: cleave-opt %t/model.mlir --cleave-apply-name-rules=file=%t/partial.rules --cleave-auto-shard --cleave-propagate --cleave-verify-shardings | FileCheck %s --check-prefix=AUTO

// Shardings by parameter name: the first matching rule wins, an argument
// that already has a sharding keeps it, names no rule matches stay open.
// megatron.rules' last rule (h.*) is shadowed by the ones before it, which
// is an error unless allow-unmatched (apply-name-rules-errors.test).

// CHECK: cleave.mesh @mesh = <["data"=2, "model"=2]>
// CHECK-LABEL: func.func @forward
// CHECK-SAME: {cleave.name = "input_ids", cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}, {}]>}
// CHECK-SAME: {cleave.name = "h.0.attn.c_attn.weight", cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}]>}
// CHECK-SAME: {cleave.name = "h.0.attn.c_proj.weight", cleave.sharding = #cleave.sharding<@mesh, [{"model"}, {}]>}
// CHECK-SAME: {cleave.name = "h.0.ln_1.weight", cleave.sharding = #cleave.sharding<@mesh, [{}]>}
// CHECK-SAME: {cleave.name = "h.0.mlp.c_fc.weight", cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>}
// CHECK-SAME: {cleave.name = "wte.weight"}

// PART-LABEL: func.func @forward
// PART: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<16x16xf32>, tensor<16x8xf32>)
// PART: cleave.all_reduce

// Only the data rule: the weights are chosen by cleave-auto-shard.
// AUTO-LABEL: func.func @forward
// AUTO-SAME: {cleave.name = "input_ids", cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}, {}]>}
// AUTO-SAME: {cleave.name = "h.0.attn.c_attn.weight", cleave.sharding = #cleave.sharding<@mesh,

//--- megatron.rules
# Megatron-style plan for a toy block; '#' starts a comment.
cleave.mesh @mesh = <["data"=2, "model"=2]>
input_ids              -> [{"data"}, {}, {}]
*.attn.c_attn.weight   -> [{}, {"model"}]     # column parallel
*.attn.c_proj.weight   -> #cleave.sharding<@mesh, [{"model"}, {}]>
*.ln_{1,2}.weight      -> [{}]
h.[0-9].mlp.*          -> [{}, {}]
h.*                    -> [{}, {"data"}]

//--- partial.rules
cleave.mesh @mesh = <["data"=2, "model"=2]>
input_ids -> [{"data"}, {}, {}]

//--- model.mlir
func.func @forward(%x: tensor<8x4x16xf32> {cleave.name = "input_ids"},
                   %wa: tensor<16x16xf32> {cleave.name = "h.0.attn.c_attn.weight"},
                   %wp: tensor<16x16xf32> {cleave.name = "h.0.attn.c_proj.weight"},
                   %g: tensor<16xf32> {cleave.name = "h.0.ln_1.weight"},
                   %wf: tensor<16x16xf32> {cleave.name = "h.0.mlp.c_fc.weight"},
                   %e: tensor<16x16xf32> {cleave.name = "wte.weight"}) -> tensor<32x16xf32> {
  %c = tensor.collapse_shape %x [[0, 1], [2]] : tensor<8x4x16xf32> into tensor<32x16xf32>
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<32x16xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<32x16xf32>) -> tensor<32x16xf32>
  %h = linalg.matmul ins(%c, %wa : tensor<32x16xf32>, tensor<16x16xf32>) outs(%f1 : tensor<32x16xf32>) -> tensor<32x16xf32>
  %t = math.tanh %h : tensor<32x16xf32>
  %y = linalg.matmul ins(%t, %wp : tensor<32x16xf32>, tensor<16x16xf32>) outs(%f1 : tensor<32x16xf32>) -> tensor<32x16xf32>
  %z = linalg.matmul ins(%y, %wf : tensor<32x16xf32>, tensor<16x16xf32>) outs(%f1 : tensor<32x16xf32>) -> tensor<32x16xf32>
  %w = linalg.matmul ins(%z, %e : tensor<32x16xf32>, tensor<16x16xf32>) outs(%f1 : tensor<32x16xf32>) -> tensor<32x16xf32>
  return %w : tensor<32x16xf32>
}
