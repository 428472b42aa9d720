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
