// RUN: cleave-opt %s -cleave-propagate | FileCheck %s
// RUN: cleave-opt %s -cleave-propagate -cleave-verify-shardings | FileCheck %s

// Megatron MLP: W1 column-split, W2 row-split; the second matmul's result is
// partial over "model" and the function result forces its reduction.

cleave.mesh @mesh = <["model"=4]>

// CHECK-LABEL: func.func @mlp
// CHECK-SAME: -> (tensor<16x256xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>})
func.func @mlp(%x: tensor<16x256xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>},
               %w1: tensor<256x1024xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}]>},
               %w2: tensor<1024x256xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"model"}, {}]>})
    -> (tensor<16x256xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>}) {
  %zero = arith.constant 0.0 : f32
  // CHECK: tensor.empty() {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}]>} : tensor<16x1024xf32>
  %e1 = tensor.empty() : tensor<16x1024xf32>
  // CHECK-NEXT: linalg.fill {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}]>}
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<16x1024xf32>) -> tensor<16x1024xf32>
  // CHECK-NEXT: linalg.matmul {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}]>}
  %h = linalg.matmul ins(%x, %w1 : tensor<16x256xf32>, tensor<256x1024xf32>)
                     outs(%f1 : tensor<16x1024xf32>) -> tensor<16x1024xf32>
  // CHECK-NEXT: tensor.empty() {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}]>}
  %e2 = tensor.empty() : tensor<16x1024xf32>
  // CHECK-NEXT: linalg.elementwise kind=#linalg.elementwise_kind<exp> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}]>}
  %a = linalg.elementwise kind=#linalg.elementwise_kind<exp>
         ins(%h : tensor<16x1024xf32>) outs(%e2 : tensor<16x1024xf32>) -> tensor<16x1024xf32>
  // CHECK-NEXT: tensor.empty() {cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>} : tensor<16x256xf32>
  %e3 = tensor.empty() : tensor<16x256xf32>
  // CHECK-NEXT: linalg.fill {cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>}
  %f3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<16x256xf32>) -> tensor<16x256xf32>
  // CHECK-NEXT: linalg.matmul {cleave.sharding = #cleave.sharding<@mesh, [{}, {}], partial = {"model"}>}
  %y = linalg.matmul ins(%a, %w2 : tensor<16x1024xf32>, tensor<1024x256xf32>)
                     outs(%f3 : tensor<16x256xf32>) -> tensor<16x256xf32>
  return %y : tensor<16x256xf32>
}

// Two layers: the first layer's partial sum is reduced before the second
// layer's column-split matmul rather than carried into it, so W3 keeps its
// column split (one reduction per layer, as in Megatron).
// CHECK-LABEL: func.func @two_layers
func.func @two_layers(%x: tensor<16x256xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>},
                      %w1: tensor<256x1024xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}]>},
                      %w2: tensor<1024x256xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"model"}, {}]>},
                      %w3: tensor<256x1024xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}]>})
    -> tensor<16x1024xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<16x1024xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<16x1024xf32>) -> tensor<16x1024xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<16x256xf32>, tensor<256x1024xf32>) outs(%f1 : tensor<16x1024xf32>) -> tensor<16x1024xf32>
  %e3 = tensor.empty() : tensor<16x256xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<16x256xf32>) -> tensor<16x256xf32>
  // CHECK: linalg.matmul {cleave.sharding = #cleave.sharding<@mesh, [{}, {}], partial = {"model"}>}
  %y = linalg.matmul ins(%h, %w2 : tensor<16x1024xf32>, tensor<1024x256xf32>) outs(%f3 : tensor<16x256xf32>) -> tensor<16x256xf32>
  // CHECK: linalg.matmul {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}]>}
  %z = linalg.matmul ins(%y, %w3 : tensor<16x256xf32>, tensor<256x1024xf32>) outs(%f1 : tensor<16x1024xf32>) -> tensor<16x1024xf32>
  return %z : tensor<16x1024xf32>
}
