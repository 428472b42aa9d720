// RUN: cleave-opt %s --cleave-auto-shard="cluster=%S/Inputs/small-memory.json" | FileCheck %s
// RUN: cleave-opt %s --cleave-auto-shard="cluster=%S/Inputs/small-memory.json" -o %t.1.mlir
// RUN: cleave-opt %s --cleave-auto-shard="cluster=%S/Inputs/small-memory.json" -o %t.2.mlir
// RUN: diff %t.1.mlir %t.2.mlir

// A large batch and weights that do not fit one device: one mesh axis
// splits the batch and the other the weights (a 2-D plan), which beats
// both one-dimensional plans. Same input, same output.

cleave.mesh @mesh = <["data"=2, "model"=4]>

// CHECK-LABEL: func.func @mlp
// CHECK-SAME: %{{[^:]*}}: tensor<256x512xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"model"}, {}]>}
// CHECK-SAME: %{{[^:]*}}: tensor<512x1024xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"data"}]>}
func.func @mlp(%x: tensor<256x512xf32>, %w1: tensor<512x1024xf32>, %w2: tensor<1024x512xf32>) -> tensor<256x512xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<256x1024xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<256x1024xf32>) -> tensor<256x1024xf32>
  // CHECK: linalg.matmul {cleave.sharding = #cleave.sharding<@mesh, [{"model"}, {"data"}]>}
  %h = linalg.matmul ins(%x, %w1 : tensor<256x512xf32>, tensor<512x1024xf32>) outs(%f : tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %a = math.tanh %h : tensor<256x1024xf32>
  %e2 = tensor.empty() : tensor<256x512xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<256x512xf32>) -> tensor<256x512xf32>
  %y = linalg.matmul ins(%a, %w2 : tensor<256x1024xf32>, tensor<1024x512xf32>) outs(%f2 : tensor<256x512xf32>) -> tensor<256x512xf32>
  return %y : tensor<256x512xf32>
}
