// RUN: cleave-opt %s -cleave-propagate | FileCheck %s

cleave.mesh @mesh = <["x"=2, "y"=4]>

// The split follows the dims through the permutation, both ways.
// CHECK-LABEL: func.func @transpose
// CHECK-SAME: -> (tensor<16x4x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"y"}, {}, {"x"}]>})
func.func @transpose(%a: tensor<8x16x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {"y"}, {}]>}) -> tensor<16x4x8xf32> {
  %e = tensor.empty() : tensor<16x4x8xf32>
  // CHECK: permutation = [1, 2, 0]  {cleave.sharding = #cleave.sharding<@mesh, [{"y"}, {}, {"x"}]>}
  %t = linalg.transpose ins(%a : tensor<8x16x4xf32>) outs(%e : tensor<16x4x8xf32>) permutation = [1, 2, 0]
  return %t : tensor<16x4x8xf32>
}

// Backwards: only the result is annotated.
// CHECK-LABEL: func.func @transpose_backward
// CHECK-SAME: %{{[^:]*}}: tensor<4x6xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"y"}, {"x"}]>}
func.func @transpose_backward(%a: tensor<4x6xf32>) -> (tensor<6x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {"y"}]>}) {
  %e = tensor.empty() : tensor<6x4xf32>
  %t = linalg.transpose ins(%a : tensor<4x6xf32>) outs(%e : tensor<6x4xf32>) permutation = [1, 0]
  return %t : tensor<6x4xf32>
}

// Partial sums pass through a transpose.
// CHECK-LABEL: func.func @transpose_partial
func.func @transpose_partial(%a: tensor<4x6xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}], partial = {"x"}>})
    -> (tensor<6x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}], partial = {"x"}>}) {
  %e = tensor.empty() : tensor<6x4xf32>
  // CHECK: permutation = [1, 0]  {cleave.sharding = #cleave.sharding<@mesh, [{}, {}], partial = {"x"}>}
  %t = linalg.transpose ins(%a : tensor<4x6xf32>) outs(%e : tensor<6x4xf32>) permutation = [1, 0]
  return %t : tensor<6x4xf32>
}
