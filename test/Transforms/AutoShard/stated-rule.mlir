// RUN: cleave-opt %s -allow-unregistered-dialect --cleave-auto-shard="cluster=%S/Inputs/small-memory.json" | FileCheck %s

// Auto-shard chooses shardings for ops it knows only by their stated
// 'cleave.sharding_rule', as for linalg ones (tensor-parallel.mlir): the
// weights (2 MiB each) do not fit a device (3 MB) together, so they are
// split, the first by columns; the plan is the one tensor-parallel.mlir gets
// for linalg.matmul (Megatron's: the second weight by rows, its partial
// result reduce-scattered where it is produced and returned split).

cleave.mesh @mesh = <["x"=4]>

// CHECK-LABEL: func.func @mlp
// CHECK-SAME: %{{[^:]*}}: tensor<16x512xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>}
// CHECK-SAME: %{{[^:]*}}: tensor<512x1024xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"x"}]>}
// CHECK-SAME: %{{[^:]*}}: tensor<1024x512xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>}
func.func @mlp(%x: tensor<16x512xf32>, %w1: tensor<512x1024xf32>, %w2: tensor<1024x512xf32>) -> tensor<16x512xf32> {
  // CHECK: "my.matmul"{{.*}}cleave.sharding = #cleave.sharding<@mesh, [{}, {"x"}]>
  %h = "my.matmul"(%x, %w1) {cleave.sharding_rule = #cleave.rule<([i, k], [k, j]) -> ([i, j]) reduction={k}>}
      : (tensor<16x512xf32>, tensor<512x1024xf32>) -> tensor<16x1024xf32>
  %a = math.tanh %h : tensor<16x1024xf32>
  %y = "my.matmul"(%a, %w2) {cleave.sharding_rule = #cleave.rule<([i, k], [k, j]) -> ([i, j]) reduction={k}>}
      : (tensor<16x1024xf32>, tensor<1024x512xf32>) -> tensor<16x512xf32>
  // CHECK: %[[Y:.*]] = "my.matmul"{{.*}}cleave.sharding = #cleave.sharding<@mesh, [{}, {}], partial = {"x"}>
  // CHECK: %[[R:.*]] = cleave.constraint %[[Y]] <@mesh, [{"x"}, {}]>
  // CHECK: return %[[R]]
  return %y : tensor<16x512xf32>
}
