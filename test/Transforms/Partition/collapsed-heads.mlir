// RUN: cleave-opt %s -cleave-propagate -cleave-partition -cleave-optimize-collectives | FileCheck %s --implicit-check-not=cleave.all_to_all --implicit-check-not=cleave.all_gather --implicit-check-not=cleave.all_reduce

// torch-mlir's attention scores: [B, H, S, D] collapsed to [B*H, S, D] for a
// batch_matmul and expanded back. With the batch split over "data" and the
// heads over "model" (data parallel x Megatron's heads), the collapsed dim
// could not carry both splits (B is not split whole); cleave-normalize's
// contraction over B and H does, with no communication.

cleave.mesh @mesh = <["data"=2, "model"=2]>

// CHECK-LABEL: func.func @scores
// CHECK: linalg.generic {{.*}} ins(%arg0, %arg1 : tensor<2x1x16x32xf32>, tensor<2x1x32x16xf32>) outs(%{{.*}} : tensor<2x1x16x16xf32>)
func.func @scores(%q: tensor<4x2x16x32xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {"model"}, {}, {}]>},
                  %k: tensor<4x2x32x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {"model"}, {}, {}]>})
    -> (tensor<4x2x16x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {"model"}, {}, {}]>}) {
  %zero = arith.constant 0.0 : f32
  %a = tensor.collapse_shape %q [[0, 1], [2], [3]] : tensor<4x2x16x32xf32> into tensor<8x16x32xf32>
  %b = tensor.collapse_shape %k [[0, 1], [2], [3]] : tensor<4x2x32x16xf32> into tensor<8x32x16xf32>
  %e = tensor.empty() : tensor<8x16x16xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
  %s = linalg.batch_matmul ins(%a, %b : tensor<8x16x32xf32>, tensor<8x32x16xf32>) outs(%f : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
  %r = tensor.expand_shape %s [[0, 1], [2], [3]] output_shape [4, 2, 16, 16] : tensor<8x16x16xf32> into tensor<4x2x16x16xf32>
  return %r : tensor<4x2x16x16xf32>
}
