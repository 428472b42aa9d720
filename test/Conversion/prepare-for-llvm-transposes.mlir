// RUN: cleave-opt %s -split-input-file -cleave-prepare-for-llvm | FileCheck %s

// A transpose whose users are all linalg ops reading it is folded into
// them (isFoldedTranspose: what the cost model prices as free): each user,
// generalized, reads the transpose's input through the composed map.

// CHECK-DAG: #[[AT:.*]] = affine_map<(d0, d1, d2) -> (d2, d0)>
// CHECK-LABEL: func.func @into_matmul
// CHECK-NOT: linalg.transpose
// CHECK: linalg.generic {indexing_maps = [#[[AT]], #{{.*}}, #{{.*}}]
// CHECK-SAME: ins(%arg0, %arg1 : tensor<8x4xf32>, tensor<8x16xf32>)
func.func @into_matmul(%a: tensor<8x4xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %t = linalg.transpose ins(%a : tensor<8x4xf32>) outs(%e : tensor<4x8xf32>) permutation = [1, 0]
  %r = linalg.matmul ins(%t, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %r : tensor<4x16xf32>
}

// -----

// Two transposes in a row ([0, 2, 1] then [1, 0, 2]) fold into one map,
// read by an elementwise generic.
// CHECK-DAG: #[[READ:.*]] = affine_map<(d0, d1, d2) -> (d1, d2, d0)>
// CHECK-LABEL: func.func @chain
// CHECK-NOT: linalg.transpose
// CHECK: linalg.generic {indexing_maps = [#[[READ]], #{{.*}}]
// CHECK-SAME: ins(%arg0 : tensor<2x3x4xf32>)
// CHECK-NOT: linalg.generic
func.func @chain(%x: tensor<2x3x4xf32>) -> tensor<4x2x3xf32> {
  %e1 = tensor.empty() : tensor<2x4x3xf32>
  %t1 = linalg.transpose ins(%x : tensor<2x3x4xf32>) outs(%e1 : tensor<2x4x3xf32>) permutation = [0, 2, 1]
  %e2 = tensor.empty() : tensor<4x2x3xf32>
  %t2 = linalg.transpose ins(%t1 : tensor<2x4x3xf32>) outs(%e2 : tensor<4x2x3xf32>) permutation = [1, 0, 2]
  %e3 = tensor.empty() : tensor<4x2x3xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>],
                       iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%t2 : tensor<4x2x3xf32>) outs(%e3 : tensor<4x2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %n = arith.negf %in : f32
    linalg.yield %n : f32
  } -> tensor<4x2x3xf32>
  return %r : tensor<4x2x3xf32>
}

// -----

// A transpose that is returned (or read by anything but a linalg op's
// input) is materialised.
// CHECK-LABEL: func.func @kept
// CHECK: linalg.transpose
func.func @kept(%a: tensor<8x4xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> (tensor<4x16xf32>, tensor<4x8xf32>) {
  %e = tensor.empty() : tensor<4x8xf32>
  %t = linalg.transpose ins(%a : tensor<8x4xf32>) outs(%e : tensor<4x8xf32>) permutation = [1, 0]
  %r = linalg.matmul ins(%t, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %r, %t : tensor<4x16xf32>, tensor<4x8xf32>
}
