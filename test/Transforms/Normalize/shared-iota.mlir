// RUN: cleave-opt %s -cleave-normalize | FileCheck %s
// RUN: cleave-opt %s -cleave-propagate -cleave-partition | FileCheck %s --check-prefix=PART --implicit-check-not=cleave.all_gather --implicit-check-not=cleave.all_reduce

// torch-mlir CSEs every arange(8) of a program into one iota (and its
// unsqueeze into one expand_shape): here the batch rows of a one-hot and
// the columns of a triangular mask. Shared, the batch split of the rows
// would reach the mask's rows, which a contraction then gathers. Tensors
// computed from indices alone are copied per use, chain and all.

cleave.mesh @mesh = <["data"=2]>

#id = affine_map<(i) -> (i)>
#row = affine_map<(i, j) -> (i, 0)>
#col = affine_map<(i, j) -> (0, j)>
#all = affine_map<(i, j) -> (i, j)>

// CHECK-LABEL: func.func @shared
// CHECK-COUNT-3: linalg.index 0
// CHECK-NOT: linalg.index 0
// PART-LABEL: func.func @shared
// PART-SAME: tensor<4x8xf32>
func.func @shared(%x: tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %e = tensor.empty() : tensor<8xi64>
  %iota = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]} outs(%e : tensor<8xi64>) {
  ^bb0(%o: i64):
    %i = linalg.index 0 : index
    %c = arith.index_cast %i : index to i64
    linalg.yield %c : i64
  } -> tensor<8xi64>
  %r = tensor.expand_shape %iota [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
  %c = tensor.expand_shape %iota [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
  // upper[i, k] = i <= k
  %eb = tensor.empty() : tensor<8x8xf32>
  %upper = linalg.generic {indexing_maps = [#row, #col, #all], iterator_types = ["parallel", "parallel"]} ins(%r, %c : tensor<8x1xi64>, tensor<1x8xi64>) outs(%eb : tensor<8x8xf32>) {
  ^bb0(%a: i64, %b: i64, %o: f32):
    %le = arith.cmpi sle, %a, %b : i64
    %f = arith.uitofp %le : i1 to f32
    linalg.yield %f : f32
  } -> tensor<8x8xf32>
  // cumsum along the rows of x: x @ upper
  %zero = arith.constant 0.0 : f32
  %ez = tensor.empty() : tensor<8x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%ez : tensor<8x8xf32>) -> tensor<8x8xf32>
  %cum = linalg.matmul ins(%x, %upper : tensor<8x8xf32>, tensor<8x8xf32>) outs(%z : tensor<8x8xf32>) -> tensor<8x8xf32>
  // x masked where its row index (the same iota, as rows) is even
  %eo = tensor.empty() : tensor<8x8xf32>
  %odd = linalg.generic {indexing_maps = [#all, #row, #all], iterator_types = ["parallel", "parallel"]} ins(%x, %r : tensor<8x8xf32>, tensor<8x1xi64>) outs(%eo : tensor<8x8xf32>) {
  ^bb0(%v: f32, %i: i64, %o: f32):
    %one = arith.constant 1 : i64
    %bit = arith.andi %i, %one : i64
    %f = arith.sitofp %bit : i64 to f32
    %m = arith.mulf %v, %f : f32
    linalg.yield %m : f32
  } -> tensor<8x8xf32>
  return %cum, %odd : tensor<8x8xf32>, tensor<8x8xf32>
}
