// RUN: cleave-opt %s -cleave-propagate -cleave-partition -cleave-optimize-collectives -verify-each | FileCheck %s

// A 2-D data x model mesh: batch over "data", Megatron over "model". The
// second matmul's result is wanted split over "model" along the hidden dim,
// so its partial sum becomes one reduce_scatter.

cleave.mesh @mesh = <["data"=2, "model"=2]>

// CHECK-LABEL: func.func @mlp_2d
// CHECK-SAME: -> (tensor<4x8xf32>
func.func @mlp_2d(%x: tensor<8x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>},
                  %w1: tensor<16x32xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}]>},
                  %w2: tensor<32x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"model"}, {}]>})
    -> (tensor<8x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {"model"}]>}) {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<8x32xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8x32xf32>) -> tensor<8x32xf32>
  // CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<4x16xf32>, tensor<16x16xf32>) outs(%{{.*}} : tensor<4x16xf32>)
  %h = linalg.matmul ins(%x, %w1 : tensor<8x16xf32>, tensor<16x32xf32>) outs(%f1 : tensor<8x32xf32>) -> tensor<8x32xf32>
  %a = math.tanh %h : tensor<8x32xf32>
  %e2 = tensor.empty() : tensor<8x16xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<8x16xf32>) -> tensor<8x16xf32>
  // CHECK: %[[Y:.*]] = linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<4x16xf32>, tensor<16x16xf32>) outs(%{{.*}} : tensor<4x16xf32>)
  %y = linalg.matmul ins(%a, %w2 : tensor<8x32xf32>, tensor<32x16xf32>) outs(%f2 : tensor<8x16xf32>) -> tensor<8x16xf32>
  // CHECK-NEXT: %[[R:.*]] = cleave.reduce_scatter %[[Y]] over @mesh["model"] dim = 1 kind = sum : tensor<4x16xf32> -> tensor<4x8xf32>
  // CHECK-NEXT: return %[[R]]
  return %y : tensor<8x16xf32>
}
