// RUN: cleave-opt %s --cleave-propagate --cleave-partition --cleave-optimize-collectives | FileCheck %s
// A partial value (a data-parallel gradient) that one use must read reduced
// (g * g) is read reduced by its linear uses too (g * m, g + m): one
// all_reduce of g instead of one per use. Adam's update reads each gradient
// like this.
cleave.mesh @mesh = <["data"=4]>
// CHECK-LABEL: func.func @main
// CHECK-COUNT-1: cleave.all_reduce
// CHECK-NOT: cleave.all_reduce
// CHECK: return
func.func @main(%x: tensor<16x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>}, %d: tensor<16x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>}, %m: tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<8x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ext = tensor.empty() : tensor<8x16xf32>
  %xt = linalg.transpose ins(%x : tensor<16x8xf32>) outs(%ext : tensor<8x16xf32>) permutation = [1, 0]
  %eg = tensor.empty() : tensor<8x4xf32>
  %fg = linalg.fill ins(%zero : f32) outs(%eg : tensor<8x4xf32>) -> tensor<8x4xf32>
  %g = linalg.matmul ins(%xt, %d : tensor<8x16xf32>, tensor<16x4xf32>) outs(%fg : tensor<8x4xf32>) -> tensor<8x4xf32>
  %a = arith.mulf %g, %m : tensor<8x4xf32>
  %b = arith.mulf %g, %g : tensor<8x4xf32>
  %c = arith.addf %g, %m : tensor<8x4xf32>
  %r = arith.addf %a, %b : tensor<8x4xf32>
  return %r, %c : tensor<8x4xf32>, tensor<8x4xf32>
}

// A partial value whose uses all keep it pending is still reduced once,
// after them (the row-parallel matmul's output scaled, then returned).
// CHECK-LABEL: func.func @pending
// CHECK: linalg.matmul
// CHECK: arith.mulf
// CHECK: cleave.all_reduce
// CHECK-NOT: cleave.all_reduce
// CHECK: return
func.func @pending(%x: tensor<8x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"data"}]>}, %w: tensor<16x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>}, %s: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %y = linalg.matmul ins(%x, %w : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %z = arith.mulf %y, %s : tensor<8x4xf32>
  return %z : tensor<8x4xf32>
}

// LayerNorm's backward as torch writes it, fed by a row-parallel matmul's
// pending output g: y = g * gamma is scaled and returned at full size
// (reduced there anyway) and summed over the row (a [rows] statistic that
// would need a reduction of its own). Reducing y once, before both, makes
// the sum local: one all_reduce of [8, 16], none of [8].
// CHECK-LABEL: func.func @norm_backward
// CHECK: cleave.all_reduce %{{.*}} over @mesh["data"] kind = sum : tensor<8x16xf32>
// CHECK-NOT: cleave.all_reduce
// CHECK: return
func.func @norm_backward(%x: tensor<8x32xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"data"}]>}, %w: tensor<32x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>}, %gamma: tensor<16xf32>) -> tensor<8x16xf32> {
  %zero = arith.constant 0.0 : f32
  %c = arith.constant 0.5 : f32
  %e = tensor.empty() : tensor<8x16xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  %g = linalg.matmul ins(%x, %w : tensor<8x32xf32>, tensor<32x16xf32>) outs(%f : tensor<8x16xf32>) -> tensor<8x16xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%g, %gamma : tensor<8x16xf32>, tensor<16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<8x16xf32>
  %es = tensor.empty() : tensor<8xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%es : tensor<8xf32>) -> tensor<8xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                       iterator_types = ["parallel", "reduction"]}
      ins(%y : tensor<8x16xf32>) outs(%fs : tensor<8xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %yc = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                        iterator_types = ["parallel", "parallel"]}
      ins(%y : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.mulf %a, %c : f32
    linalg.yield %m : f32
  } -> tensor<8x16xf32>
  %sb = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i, j)>],
                        iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<8xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<8x16xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%yc, %sb : tensor<8x16xf32>, tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.subf %a, %b : f32
    linalg.yield %d : f32
  } -> tensor<8x16xf32>
  return %r : tensor<8x16xf32>
}
