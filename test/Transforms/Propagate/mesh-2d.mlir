// RUN: cleave-opt %s -cleave-propagate | FileCheck %s

// A 2-D data x model mesh: batch over "data", hidden over "model".

cleave.mesh @mesh = <["data"=2, "model"=4]>

// CHECK-LABEL: func.func @mlp_2d
// CHECK-SAME: -> (tensor<8x64xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>})
func.func @mlp_2d(%x: tensor<8x64xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>},
                  %w1: tensor<64x256xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}]>},
                  %w2: tensor<256x64xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"model"}, {}]>}) -> tensor<8x64xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<8x256xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8x256xf32>) -> tensor<8x256xf32>
  // CHECK: linalg.matmul {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {"model"}]>}
  %h = linalg.matmul ins(%x, %w1 : tensor<8x64xf32>, tensor<64x256xf32>) outs(%f1 : tensor<8x256xf32>) -> tensor<8x256xf32>
  // CHECK: math.tanh %{{.*}} {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {"model"}]>}
  %a = math.tanh %h : tensor<8x256xf32>
  %e2 = tensor.empty() : tensor<8x64xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<8x64xf32>) -> tensor<8x64xf32>
  // CHECK: linalg.matmul {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}], partial = {"model"}>}
  %y = linalg.matmul ins(%a, %w2 : tensor<8x256xf32>, tensor<256x64xf32>) outs(%f2 : tensor<8x64xf32>) -> tensor<8x64xf32>
  // Function results are whole unless annotated `partial`: the partial sum
  // is reduced at the return.
  return %y : tensor<8x64xf32>
}

// CHECK-LABEL: func.func @two_axes_one_dim
// CHECK-SAME: -> (tensor<16x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data", "model"}, {}]>})
func.func @two_axes_one_dim(%x: tensor<16x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data", "model"}, {}]>}) -> tensor<16x8xf32> {
  // CHECK: math.exp %{{.*}} {cleave.sharding = #cleave.sharding<@mesh, [{"data", "model"}, {}]>}
  %0 = math.exp %x : tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

// CHECK-LABEL: func.func @unreduced_result
// CHECK-SAME: -> (tensor<8x64xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}], partial = {"model"}>})
func.func @unreduced_result(%a: tensor<8x256xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}]>},
                            %w: tensor<256x64xf32>)
    -> (tensor<8x64xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}], partial = {"model"}>}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x64xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x64xf32>) -> tensor<8x64xf32>
  // CHECK: linalg.matmul {cleave.sharding = #cleave.sharding<@mesh, [{}, {}], partial = {"model"}>}
  %y = linalg.matmul ins(%a, %w : tensor<8x256xf32>, tensor<256x64xf32>) outs(%f : tensor<8x64xf32>) -> tensor<8x64xf32>
  return %y : tensor<8x64xf32>
}
