// RUN: cleave-opt %s -cleave-propagate | FileCheck %s

// Self-attention with the heads split over "model": the QKV projections are
// column-split, expand_shape carries the split to the heads dim, everything
// per head stays split, and the output projection is row-split, so its
// result is partial over "model".

cleave.mesh @mesh = <["model"=4]>

// CHECK-LABEL: func.func @attention
func.func @attention(%x: tensor<16x64xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>},
                     %wq: tensor<64x64xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}]>},
                     %wk: tensor<64x64xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}]>},
                     %wv: tensor<64x64xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}]>},
                     %wo: tensor<64x64xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"model"}, {}]>})
    -> tensor<16x64xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16x64xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<16x64xf32>) -> tensor<16x64xf32>
  %q = linalg.matmul ins(%x, %wq : tensor<16x64xf32>, tensor<64x64xf32>) outs(%f : tensor<16x64xf32>) -> tensor<16x64xf32>
  %k = linalg.matmul ins(%x, %wk : tensor<16x64xf32>, tensor<64x64xf32>) outs(%f : tensor<16x64xf32>) -> tensor<16x64xf32>
  %v = linalg.matmul ins(%x, %wv : tensor<16x64xf32>, tensor<64x64xf32>) outs(%f : tensor<16x64xf32>) -> tensor<16x64xf32>
  // [seq, heads * dim] -> [seq, heads, dim]: the split goes to the heads.
  // CHECK: tensor.expand_shape {{.*}} {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}, {}]>}
  %q3 = tensor.expand_shape %q [[0], [1, 2]] output_shape [16, 8, 8] : tensor<16x64xf32> into tensor<16x8x8xf32>
  %k3 = tensor.expand_shape %k [[0], [1, 2]] output_shape [16, 8, 8] : tensor<16x64xf32> into tensor<16x8x8xf32>
  %v3 = tensor.expand_shape %v [[0], [1, 2]] output_shape [16, 8, 8] : tensor<16x64xf32> into tensor<16x8x8xf32>
  %et = tensor.empty() : tensor<8x16x8xf32>
  // CHECK: linalg.transpose {{.*}} permutation = [1, 0, 2]  {cleave.sharding = #cleave.sharding<@mesh, [{"model"}, {}, {}]>}
  %qh = linalg.transpose ins(%q3 : tensor<16x8x8xf32>) outs(%et : tensor<8x16x8xf32>) permutation = [1, 0, 2]
  %vh = linalg.transpose ins(%v3 : tensor<16x8x8xf32>) outs(%et : tensor<8x16x8xf32>) permutation = [1, 0, 2]
  %ekt = tensor.empty() : tensor<8x8x16xf32>
  // CHECK: linalg.transpose {{.*}} permutation = [1, 2, 0]  {cleave.sharding = #cleave.sharding<@mesh, [{"model"}, {}, {}]>}
  %kt = linalg.transpose ins(%k3 : tensor<16x8x8xf32>) outs(%ekt : tensor<8x8x16xf32>) permutation = [1, 2, 0]
  %es = tensor.empty() : tensor<8x16x16xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%es : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
  // CHECK: linalg.batch_matmul {cleave.sharding = #cleave.sharding<@mesh, [{"model"}, {}, {}]>}
  %s = linalg.batch_matmul ins(%qh, %kt : tensor<8x16x8xf32>, tensor<8x8x16xf32>) outs(%fs : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
  // The softmax, decomposed (max, exp, sum, divide), stays split by heads.
  // CHECK: linalg.generic {{.*}} outs(%{{.*}} : tensor<8x16xf32>) attrs =  {cleave.sharding = #cleave.sharding<@mesh, [{"model"}, {}]>}
  // CHECK: linalg.generic {{.*}} outs(%{{.*}} : tensor<8x16x16xf32>) attrs =  {cleave.sharding = #cleave.sharding<@mesh, [{"model"}, {}, {}]>}
  %p = linalg.softmax dimension(2) ins(%s : tensor<8x16x16xf32>) outs(%es : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
  %eo = tensor.empty() : tensor<8x16x8xf32>
  %fo = linalg.fill ins(%zero : f32) outs(%eo : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
  // CHECK: linalg.batch_matmul {cleave.sharding = #cleave.sharding<@mesh, [{"model"}, {}, {}]>}
  %o = linalg.batch_matmul ins(%p, %vh : tensor<8x16x16xf32>, tensor<8x16x8xf32>) outs(%fo : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
  %eb = tensor.empty() : tensor<16x8x8xf32>
  %ob = linalg.transpose ins(%o : tensor<8x16x8xf32>) outs(%eb : tensor<16x8x8xf32>) permutation = [1, 0, 2]
  // [seq, heads, dim] -> [seq, heads * dim]: the heads split is the major
  // part of the collapsed dim.
  // CHECK: tensor.collapse_shape {{.*}} {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}]>}
  %o2 = tensor.collapse_shape %ob [[0], [1, 2]] : tensor<16x8x8xf32> into tensor<16x64xf32>
  // No collective is needed before the output projection: it contracts the
  // split dim, so the result is partial.
  // CHECK: linalg.matmul {cleave.sharding = #cleave.sharding<@mesh, [{}, {}], partial = {"model"}>} ins(%collapsed
  %y = linalg.matmul ins(%o2, %wo : tensor<16x64xf32>, tensor<64x64xf32>) outs(%f : tensor<16x64xf32>) -> tensor<16x64xf32>
  return %y : tensor<16x64xf32>
}
