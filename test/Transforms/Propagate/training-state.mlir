// RUN: cleave-opt %s -split-input-file --cleave-propagate --cleave-partition --cleave-optimize-collectives | FileCheck %s

// A training step returns each updated parameter and optimizer state under
// the name of the argument it replaces: the result keeps the argument's
// layout, so the next step reads it as it read the argument. Under ZeRO-1
// (the weight replicated, its momentum split over "data") the gradient is
// reduce-scattered, the update is computed on each device's slice, and the
// new weight is gathered once, where it is returned.
cleave.mesh @mesh = <["data"=4]>
// CHECK-LABEL: func.func @zero1
// CHECK-SAME: -> (tensor<16x4xf32> {cleave.global_type = tensor<16x4xf32>, cleave.name = "w", cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>}, tensor<4x4xf32> {cleave.global_type = tensor<16x4xf32>, cleave.name = "momentum.w", cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>})
// CHECK: cleave.reduce_scatter
// CHECK: cleave.all_gather %{{.*}} over @mesh["data"] dim = 0 : tensor<4x4xf32> -> tensor<16x4xf32>
// CHECK-NEXT: return
func.func @zero1(%x: tensor<8x16xf32> {cleave.name = "x", cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>},
                 %dy: tensor<8x4xf32> {cleave.name = "dy", cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>},
                 %w: tensor<16x4xf32> {cleave.name = "w", cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>},
                 %m: tensor<16x4xf32> {cleave.name = "momentum.w", cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>})
    -> (tensor<16x4xf32> {cleave.name = "w"}, tensor<16x4xf32> {cleave.name = "momentum.w"}) {
  %zero = arith.constant 0.0 : f32
  %et = tensor.empty() : tensor<16x8xf32>
  %xt = linalg.transpose ins(%x : tensor<8x16xf32>) outs(%et : tensor<16x8xf32>) permutation = [1, 0]
  %e = tensor.empty() : tensor<16x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<16x4xf32>) -> tensor<16x4xf32>
  %g = linalg.matmul ins(%xt, %dy : tensor<16x8xf32>, tensor<8x4xf32>) outs(%f : tensor<16x4xf32>) -> tensor<16x4xf32>
  %m2 = arith.addf %m, %g : tensor<16x4xf32>
  %w2 = arith.subf %w, %m2 : tensor<16x4xf32>
  return %w2, %m2 : tensor<16x4xf32>, tensor<16x4xf32>
}

// -----

// A stated result layout is kept: here the new weight is returned split.
cleave.mesh @mesh = <["data"=4]>
// CHECK-LABEL: func.func @stated
// CHECK-SAME: -> (tensor<4x4xf32> {cleave.global_type = tensor<16x4xf32>, cleave.name = "w", cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>}
// CHECK-NOT: cleave.all_gather
// CHECK: return
func.func @stated(%x: tensor<8x16xf32> {cleave.name = "x", cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>},
                  %dy: tensor<8x4xf32> {cleave.name = "dy", cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>},
                  %w: tensor<16x4xf32> {cleave.name = "w", cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>},
                  %m: tensor<16x4xf32> {cleave.name = "momentum.w", cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>})
    -> (tensor<16x4xf32> {cleave.name = "w", cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>}, tensor<16x4xf32> {cleave.name = "momentum.w"}) {
  %zero = arith.constant 0.0 : f32
  %et = tensor.empty() : tensor<16x8xf32>
  %xt = linalg.transpose ins(%x : tensor<8x16xf32>) outs(%et : tensor<16x8xf32>) permutation = [1, 0]
  %e = tensor.empty() : tensor<16x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<16x4xf32>) -> tensor<16x4xf32>
  %g = linalg.matmul ins(%xt, %dy : tensor<16x8xf32>, tensor<8x4xf32>) outs(%f : tensor<16x4xf32>) -> tensor<16x4xf32>
  %m2 = arith.addf %m, %g : tensor<16x4xf32>
  %w2 = arith.subf %w, %m2 : tensor<16x4xf32>
  return %w2, %m2 : tensor<16x4xf32>, tensor<16x4xf32>
}
