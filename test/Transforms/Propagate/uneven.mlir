// RUN: cleave-opt %s -cleave-propagate | FileCheck %s

// Dims that the axis size does not divide are propagated like any other;
// the partitioner pads them.

cleave.mesh @mesh = <["x"=4]>

// CHECK-LABEL: func.func @uneven
// CHECK-SAME: -> (tensor<10x6xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>})
func.func @uneven(%a: tensor<10x7xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>}, %w: tensor<7x6xf32>) -> tensor<10x6xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<10x6xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<10x6xf32>) -> tensor<10x6xf32>
  // CHECK: linalg.matmul {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>}
  %y = linalg.matmul ins(%a, %w : tensor<10x7xf32>, tensor<7x6xf32>) outs(%f : tensor<10x6xf32>) -> tensor<10x6xf32>
  return %y : tensor<10x6xf32>
}

// An uneven reduction dim still leaves a partial result.
// CHECK-LABEL: func.func @uneven_reduction
func.func @uneven_reduction(%a: tensor<4x7xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"x"}]>}, %w: tensor<7x6xf32>) -> tensor<4x6xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x6xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x6xf32>) -> tensor<4x6xf32>
  // CHECK: linalg.matmul {cleave.sharding = #cleave.sharding<@mesh, [{}, {}], partial = {"x"}>}
  %y = linalg.matmul ins(%a, %w : tensor<4x7xf32>, tensor<7x6xf32>) outs(%f : tensor<4x6xf32>) -> tensor<4x6xf32>
  return %y : tensor<4x6xf32>
}
