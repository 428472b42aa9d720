// RUN: cleave-opt %s -split-input-file --cleave-propagate --cleave-partition --cleave-optimize-collectives | FileCheck %s

// Two factors of one op want the same axis: the one that moves fewer bytes
// keeps it. A reduction factor counts the reduction of the results it would
// leave partial. GShard's combine (einsum "gse,egd->gsd"): the tokens' gate
// weights are split over "x" by group g, the expert outputs by expert e.
// Keeping e would leave the whole [g, s, d] result partial (a reduction of
// 8 KiB); keeping g moves the expert outputs back to their token groups
// with one all_to_all (the combine of expert parallelism).
cleave.mesh @mesh = <["x"=4]>
// CHECK-LABEL: func.func @combine
// CHECK: cleave.all_to_all %{{.*}} over @mesh["x"] split = 1 concat = 0 : tensor<1x4x32xf32> -> tensor<4x1x32xf32>
// CHECK-NOT: cleave.all_reduce
// CHECK-NOT: cleave.reduce_scatter
// CHECK: return
func.func @combine(%gate: tensor<4x16x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}, {}]>},
                   %y: tensor<4x4x32xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}, {}]>})
    -> tensor<4x16x32xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x16x32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(g, s, d, x) -> (g, s, x)>,
                                        affine_map<(g, s, d, x) -> (x, g, d)>,
                                        affine_map<(g, s, d, x) -> (g, s, d)>],
                       iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%gate, %y : tensor<4x16x4xf32>, tensor<4x4x32xf32>) outs(%f : tensor<4x16x32xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<4x16x32xf32>
  return %r : tensor<4x16x32xf32>
}

// -----

// A ZeRO-3 weight split over the batch axis on its contracted dim: keeping
// the contraction split would leave the [64, 128] activations partial; the
// batch split keeps the axis and the weight is gathered (16 KiB per device
// instead of 32 KiB reduced, plus the input resharded).
cleave.mesh @mesh = <["x"=4]>
// CHECK-LABEL: func.func @zero3
// CHECK: cleave.all_gather %{{.*}} over @mesh["x"] dim = 0 : tensor<8x128xf32> -> tensor<32x128xf32>
// CHECK-NOT: cleave.all_to_all
// CHECK-NOT: cleave.all_reduce
// CHECK-NOT: cleave.reduce_scatter
// CHECK: return
func.func @zero3(%x: tensor<64x32xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>},
                 %w: tensor<32x128xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>})
    -> tensor<64x128xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x128xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64x128xf32>) -> tensor<64x128xf32>
  %r = linalg.matmul ins(%x, %w : tensor<64x32xf32>, tensor<32x128xf32>) outs(%f : tensor<64x128xf32>) -> tensor<64x128xf32>
  return %r : tensor<64x128xf32>
}

// -----

// The same combine with capacity slots (`gsec,egcd->gsd`) on data=2 x
// expert=2: the tokens' groups split over both axes, the expert outputs
// over "expert" by expert, their group dim not reached yet. Each tensor is
// weighed as the op would split it if the factor keeps the axis: the
// expert outputs then hold 4 KiB per device (groups split over "data"), no
// more than the reduce-scatter of the result that keeping e would cost, so
// g keeps "expert" and the expert outputs go back with one all_to_all.
cleave.mesh @mesh = <["data"=2, "expert"=2]>
// CHECK-LABEL: func.func @combine_capacity
// CHECK: cleave.all_to_all %{{.*}} over @mesh["expert"] split = 1 concat = 0 : tensor<2x2x8x32xf32> -> tensor<4x1x8x32xf32>
// CHECK-NOT: cleave.all_reduce
// CHECK-NOT: cleave.reduce_scatter
// CHECK: return
func.func @combine_capacity(%gate: tensor<4x16x4x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data", "expert"}, {}, {}, {}]>},
                            %y: tensor<4x4x8x32xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"expert"}, {?}, {}, {}]>})
    -> (tensor<4x16x32xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data", "expert"}, {}, {}]>}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x16x32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(g, s, d, c, x) -> (g, s, x, c)>,
                                        affine_map<(g, s, d, c, x) -> (x, g, c, d)>,
                                        affine_map<(g, s, d, c, x) -> (g, s, d)>],
                       iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%gate, %y : tensor<4x16x4x8xf32>, tensor<4x4x8x32xf32>) outs(%f : tensor<4x16x32xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<4x16x32xf32>
  return %r : tensor<4x16x32xf32>
}
