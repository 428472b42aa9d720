// RUN: cleave-opt %s -split-input-file -cleave-prepare-for-llvm | FileCheck %s

// A contraction over several batch dims (cleave-normalize's form of
// torch-mlir's attention matmuls) becomes collapse + linalg.batch_matmul +
// expand again before lowering, so cleave-linalg-to-blas can call the BLAS
// kernels for it.

// CHECK-LABEL: func.func @scores
// CHECK-NOT: linalg.generic
// CHECK: %[[A:.*]] = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2], [3]] : tensor<2x4x16x32xf32> into tensor<8x16x32xf32>
// CHECK: %[[B:.*]] = tensor.collapse_shape %arg1 {{\[\[}}0, 1], [2], [3]] : tensor<2x4x32x16xf32> into tensor<8x32x16xf32>
// CHECK: %[[C:.*]] = tensor.collapse_shape %arg2 {{\[\[}}0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32>
// CHECK: %[[M:.*]] = linalg.batch_matmul ins(%[[A]], %[[B]] : tensor<8x16x32xf32>, tensor<8x32x16xf32>) outs(%[[C]] : tensor<8x16x16xf32>)
// CHECK: tensor.expand_shape %[[M]] {{\[\[}}0, 1], [2], [3]] output_shape [2, 4, 16, 16]
func.func @scores(%q: tensor<2x4x16x32xf32>, %k: tensor<2x4x32x16xf32>, %init: tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>,
                                        affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>,
                                        affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%q, %k : tensor<2x4x16x32xf32>, tensor<2x4x32x16xf32>) outs(%init : tensor<2x4x16x16xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<2x4x16x16xf32>
  return %r : tensor<2x4x16x16xf32>
}

// -----

// Another body (a scaled product) stays a generic.
// CHECK-LABEL: func.func @scaled
// CHECK-NOT: linalg.batch_matmul
// CHECK: linalg.generic
func.func @scaled(%q: tensor<2x4x16x32xf32>, %k: tensor<2x4x32x16xf32>, %init: tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32> {
  %c = arith.constant 0.5 : f32
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>,
                                        affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>,
                                        affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%q, %k : tensor<2x4x16x32xf32>, tensor<2x4x32x16xf32>) outs(%init : tensor<2x4x16x16xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %h = arith.mulf %p, %c : f32
    %s = arith.addf %acc, %h : f32
    linalg.yield %s : f32
  } -> tensor<2x4x16x16xf32>
  return %r : tensor<2x4x16x16xf32>
}

// -----

// A contraction whose operand is transposed (JAX's
// einsum("bhsk,bhtk->bhst"): the key is read [b, h, t, k]) gets its batch
// loops merged but stays a generic with its own maps: it is not a default
// batch_matmul, which would read the key as [b, k, t].
// CHECK-LABEL: func.func @transposed_key
// CHECK-NOT: linalg.batch_matmul
// CHECK: linalg.generic {indexing_maps = [#[[Q:.*]], #[[K:.*]], #[[O:.*]]], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
// CHECK-SAME: tensor<8x16x32xf32>, tensor<8x16x32xf32>
func.func @transposed_key(%q: tensor<2x4x16x32xf32>, %k: tensor<2x4x16x32xf32>, %init: tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>,
                                        affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>,
                                        affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%q, %k : tensor<2x4x16x32xf32>, tensor<2x4x16x32xf32>) outs(%init : tensor<2x4x16x16xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<2x4x16x16xf32>
  return %r : tensor<2x4x16x16xf32>
}
