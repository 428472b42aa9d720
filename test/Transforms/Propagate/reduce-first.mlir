// RUN: cleave-opt %s -split-input-file --cleave-propagate --cleave-partition --cleave-optimize-collectives | FileCheck %s

// LayerNorm's mean as JAX writes it over a split hidden dim: sum (partial
// over "model"), divide, broadcast back to [rows, hidden]. The broadcast's
// result is 64x its operand: the [rows, 1] statistic is all-reduced before
// it (512 bytes), not the broadcast [rows, hidden] tensor reduce-scattered
// after it (32 KiB).
cleave.mesh @mesh = <["model"=4]>
// CHECK-LABEL: func.func @mean
// CHECK: cleave.all_reduce %{{.*}} over @mesh["model"] kind = sum : tensor<128x1xf32>
// CHECK-NOT: cleave.reduce_scatter
// CHECK-NOT: cleave.all_reduce
// CHECK: return
func.func @mean(%x: tensor<128x256xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}]>})
    -> (tensor<128x256xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}]>}) {
  %zero = arith.constant 0.0 : f32
  %n = arith.constant 256.0 : f32
  %e = tensor.empty() : tensor<128xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<128xf32>) -> tensor<128xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                       iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<128x256xf32>) outs(%f : tensor<128xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<128xf32>
  %s1 = tensor.expand_shape %s [[0, 1]] output_shape [128, 1] : tensor<128xf32> into tensor<128x1xf32>
  %e1 = tensor.empty() : tensor<128x1xf32>
  %m = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%s1 : tensor<128x1xf32>) outs(%e1 : tensor<128x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.divf %a, %n : f32
    linalg.yield %r : f32
  } -> tensor<128x1xf32>
  %e2 = tensor.empty() : tensor<128x256xf32>
  %b = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, 0)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%m : tensor<128x1xf32>) outs(%e2 : tensor<128x256xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<128x256xf32>
  %c = arith.subf %x, %b : tensor<128x256xf32>
  return %c : tensor<128x256xf32>
}

// -----

// A same-size linear op (a scaling) still carries the partial sum: the
// row-parallel matmul's output is reduced once, after the scaling.
cleave.mesh @mesh = <["model"=4]>
// CHECK-LABEL: func.func @same_size
// CHECK: linalg.matmul
// CHECK: arith.mulf
// CHECK: cleave.all_reduce %{{.*}} : tensor<8x16xf32>
func.func @same_size(%x: tensor<8x32xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}]>},
                     %w: tensor<32x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"model"}, {}]>},
                     %k: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x16xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  %y = linalg.matmul ins(%x, %w : tensor<8x32xf32>, tensor<32x16xf32>) outs(%f : tensor<8x16xf32>) -> tensor<8x16xf32>
  %s = arith.mulf %y, %k : tensor<8x16xf32>
  return %s : tensor<8x16xf32>
}

// -----

// Two partial operands of a contraction (per-token weights looked up from
// split experts, and activations): the larger stays partial, the smaller is
// reduced first, and the narrower result is reduced once; the [8, 16, 32]
// operand never moves.
cleave.mesh @mesh = <["model"=4]>
#pw = affine_map<(i, j, k) -> (i, j, k)>
#pb = affine_map<(i, j, k) -> (i, k)>
#po = affine_map<(i, j, k) -> (i, j)>
// CHECK-LABEL: func.func @two_partial_operands
// CHECK: %[[B:.*]] = linalg.matmul {{.*}} -> tensor<8x32xf32>
// CHECK: %[[BR:.*]] = cleave.all_reduce %[[B]] {{.*}} : tensor<8x32xf32>
// CHECK-NOT: cleave.all_reduce
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %[[BR]] : tensor<8x16x32xf32>, tensor<8x32xf32>)
// CHECK: cleave.all_reduce %{{.*}} : tensor<8x16xf32>
// CHECK-NOT: cleave.all_reduce
func.func @two_partial_operands(
    %x: tensor<8x64xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}]>},
    %w: tensor<64x512xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"model"}, {}]>},
    %y: tensor<8x64xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}]>},
    %v: tensor<64x32xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"model"}, {}]>})
    -> tensor<8x16xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<8x512xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8x512xf32>) -> tensor<8x512xf32>
  %a = linalg.matmul ins(%x, %w : tensor<8x64xf32>, tensor<64x512xf32>) outs(%f1 : tensor<8x512xf32>) -> tensor<8x512xf32>
  %a3 = tensor.expand_shape %a [[0], [1, 2]] output_shape [8, 16, 32] : tensor<8x512xf32> into tensor<8x16x32xf32>
  %e2 = tensor.empty() : tensor<8x32xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<8x32xf32>) -> tensor<8x32xf32>
  %b = linalg.matmul ins(%y, %v : tensor<8x64xf32>, tensor<64x32xf32>) outs(%f2 : tensor<8x32xf32>) -> tensor<8x32xf32>
  %e3 = tensor.empty() : tensor<8x16xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %o = linalg.generic {indexing_maps = [#pw, #pb, #po], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a3, %b : tensor<8x16x32xf32>, tensor<8x32xf32>) outs(%f3 : tensor<8x16xf32>) {
  ^bb0(%p: f32, %q: f32, %acc: f32):
    %m = arith.mulf %p, %q : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<8x16xf32>
  return %o : tensor<8x16xf32>
}
