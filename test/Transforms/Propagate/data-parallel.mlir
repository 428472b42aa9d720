// RUN: cleave-opt %s -cleave-propagate | FileCheck %s

// Only the input is annotated: the batch split reaches every op, the
// weights stay replicated, and the weight gradient (a reduction over the
// batch) comes out partial over "data".

cleave.mesh @mesh = <["data"=8]>

// CHECK-LABEL: func.func @train_step
// CHECK-SAME: %{{[^:]*}}: tensor<64x32xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>}
// CHECK-SAME: %{{[^:]*}}: tensor<32x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>}
// CHECK-SAME: %{{[^:]*}}: tensor<64x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>}
// CHECK-SAME: -> (tensor<32x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>})
func.func @train_step(%x: tensor<64x32xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {?}]>},
                      %w: tensor<32x16xf32>, %target: tensor<64x16xf32>) -> tensor<32x16xf32> {
  %zero = arith.constant 0.0 : f32
  %lr = arith.constant dense<0.01> : tensor<32x16xf32>
  %e = tensor.empty() : tensor<64x16xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64x16xf32>) -> tensor<64x16xf32>
  // Forward.
  // CHECK: linalg.matmul {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>} ins(%{{.*}}, %{{.*}} : tensor<64x32xf32>, tensor<32x16xf32>)
  %y = linalg.matmul ins(%x, %w : tensor<64x32xf32>, tensor<32x16xf32>) outs(%f : tensor<64x16xf32>) -> tensor<64x16xf32>
  // Backward: dy = y - target; dW = x^T dy.
  // CHECK: arith.subf %{{.*}}, %{{.*}} {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>} : tensor<64x16xf32>
  %dy = arith.subf %y, %target : tensor<64x16xf32>
  // CHECK: linalg.transpose {{.*}}cleave.sharding = #cleave.sharding<@mesh, [{}, {"data"}]>
  %et = tensor.empty() : tensor<32x64xf32>
  %xt = linalg.transpose ins(%x : tensor<64x32xf32>) outs(%et : tensor<32x64xf32>) permutation = [1, 0]
  %eg = tensor.empty() : tensor<32x16xf32>
  %fg = linalg.fill ins(%zero : f32) outs(%eg : tensor<32x16xf32>) -> tensor<32x16xf32>
  // CHECK: linalg.matmul {cleave.sharding = #cleave.sharding<@mesh, [{}, {}], partial = {"data"}>} ins(%{{.*}}, %{{.*}} : tensor<32x64xf32>, tensor<64x16xf32>)
  %dw = linalg.matmul ins(%xt, %dy : tensor<32x64xf32>, tensor<64x16xf32>) outs(%fg : tensor<32x16xf32>) -> tensor<32x16xf32>
  // Scaling keeps the partial sum pending; the update is where it is needed.
  // CHECK: arith.mulf %{{.*}}, %{{.*}} {cleave.sharding = #cleave.sharding<@mesh, [{}, {}], partial = {"data"}>} : tensor<32x16xf32>
  %step = arith.mulf %dw, %lr : tensor<32x16xf32>
  // CHECK: arith.subf %{{.*}}, %{{.*}} {cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>} : tensor<32x16xf32>
  %w2 = arith.subf %w, %step : tensor<32x16xf32>
  return %w2 : tensor<32x16xf32>
}
