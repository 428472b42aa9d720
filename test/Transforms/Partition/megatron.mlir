// RUN: cleave-opt %s -cleave-propagate -cleave-partition -verify-each | FileCheck %s

// Megatron MLP on a 2 x 4 mesh: W1 column-split, W2 row-split over
// "model", batch over "data". The only collective is one all_reduce of the
// second matmul's partial result.

cleave.mesh @mesh = <["data"=2, "model"=4]>

// CHECK-LABEL: func.func @mlp
// CHECK-SAME: %[[X:.*]]: tensor<4x64xf32> {cleave.global_type = tensor<8x64xf32>, cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>}
// CHECK-SAME: %[[W1:.*]]: tensor<64x64xf32> {cleave.global_type = tensor<64x256xf32>, cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}]>}
// CHECK-SAME: %[[W2:.*]]: tensor<64x64xf32> {cleave.global_type = tensor<256x64xf32>, cleave.sharding = #cleave.sharding<@mesh, [{"model"}, {}]>}
// CHECK-SAME: -> (tensor<4x64xf32> {cleave.global_type = tensor<8x64xf32>, cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>})
// CHECK-SAME: attributes {cleave.partitioned}
func.func @mlp(%x: tensor<8x64xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>},
               %w1: tensor<64x256xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}]>},
               %w2: tensor<256x64xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"model"}, {}]>})
    -> (tensor<8x64xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>}) {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<8x256xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8x256xf32>) -> tensor<8x256xf32>
  // CHECK: %[[H:.*]] = linalg.matmul ins(%[[X]], %[[W1]] : tensor<4x64xf32>, tensor<64x64xf32>) outs(%{{.*}} : tensor<4x64xf32>)
  %h = linalg.matmul ins(%x, %w1 : tensor<8x64xf32>, tensor<64x256xf32>) outs(%f1 : tensor<8x256xf32>) -> tensor<8x256xf32>
  // CHECK: %[[A:.*]] = math.tanh %[[H]] : tensor<4x64xf32>
  %a = math.tanh %h : tensor<8x256xf32>
  %e2 = tensor.empty() : tensor<8x64xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<8x64xf32>) -> tensor<8x64xf32>
  // CHECK-NOT: cleave.
  // CHECK: %[[Y:.*]] = linalg.matmul ins(%[[A]], %[[W2]] : tensor<4x64xf32>, tensor<64x64xf32>) outs(%{{.*}} : tensor<4x64xf32>)
  %y = linalg.matmul ins(%a, %w2 : tensor<8x256xf32>, tensor<256x64xf32>) outs(%f2 : tensor<8x64xf32>) -> tensor<8x64xf32>
  // CHECK-NEXT: %[[R:.*]] = cleave.all_reduce %[[Y]] over @mesh["model"] kind = sum : tensor<4x64xf32>
  // CHECK-NEXT: return %[[R]] : tensor<4x64xf32>
  return %y : tensor<8x64xf32>
}
