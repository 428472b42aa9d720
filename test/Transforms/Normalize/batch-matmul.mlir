// RUN: cleave-opt %s -split-input-file -cleave-normalize | FileCheck %s

// torch-mlir writes attention's batched matmuls over [B, H, S, D] as a
// collapse to [B*H, S, D], a linalg.batch_matmul and an expand back. As a
// compound dim, B*H cannot carry a split of B over one mesh axis and of H
// over another (the heads of tensor parallelism under data parallelism):
// cleave-normalize writes one contraction over B and H instead.

// CHECK-DAG: #[[A:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>
// CHECK-DAG: #[[B:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>
// CHECK-DAG: #[[C:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
// CHECK-LABEL: func.func @scores
// CHECK-NOT: linalg.batch_matmul
// CHECK: %[[INIT:.*]] = tensor.expand_shape %{{.*}} {{\[\[}}0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32>
// CHECK: %[[R:.*]] = linalg.generic {indexing_maps = [#[[A]], #[[B]], #[[C]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<2x4x16x32xf32>, tensor<2x4x32x16xf32>) outs(%[[INIT]] : tensor<2x4x16x16xf32>)
// CHECK: arith.mulf
// CHECK: arith.addf
// CHECK: return %[[R]] : tensor<2x4x16x16xf32>
func.func @scores(%q: tensor<2x4x16x32xf32>, %k: tensor<2x4x32x16xf32>) -> tensor<2x4x16x16xf32> {
  %zero = arith.constant 0.0 : f32
  %a = tensor.collapse_shape %q [[0, 1], [2], [3]] : tensor<2x4x16x32xf32> into tensor<8x16x32xf32>
  %b = tensor.collapse_shape %k [[0, 1], [2], [3]] : tensor<2x4x32x16xf32> into tensor<8x32x16xf32>
  %e = tensor.empty() : tensor<8x16x16xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
  %s = linalg.batch_matmul ins(%a, %b : tensor<8x16x32xf32>, tensor<8x32x16xf32>) outs(%f : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
  %r = tensor.expand_shape %s [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32>
  return %r : tensor<2x4x16x16xf32>
}

// -----

// A use of the collapsed result keeps a collapse of the contraction.
// CHECK-LABEL: func.func @collapsed_use
// CHECK: %[[R:.*]] = linalg.generic
// CHECK: %[[C:.*]] = tensor.collapse_shape %[[R]] {{\[\[}}0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32>
// CHECK: return %[[C]]
func.func @collapsed_use(%q: tensor<2x4x16x32xf32>, %k: tensor<2x4x32x16xf32>, %init: tensor<8x16x16xf32>) -> tensor<8x16x16xf32> {
  %a = tensor.collapse_shape %q [[0, 1], [2], [3]] : tensor<2x4x16x32xf32> into tensor<8x16x32xf32>
  %b = tensor.collapse_shape %k [[0, 1], [2], [3]] : tensor<2x4x32x16xf32> into tensor<8x32x16xf32>
  %s = linalg.batch_matmul ins(%a, %b : tensor<8x16x32xf32>, tensor<8x32x16xf32>) outs(%init : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
  return %s : tensor<8x16x16xf32>
}

// -----

// Left alone: a batch_matmul the user annotated (its sharding is stated for
// the collapsed form), one whose operands are not collapses of leading
// dims, and one over integers.
// CHECK-LABEL: func.func @kept
// CHECK-COUNT-3: linalg.batch_matmul
// CHECK-NOT: linalg.generic
cleave.mesh @mesh = <["x"=2]>
func.func @kept(%q: tensor<2x4x16x32xf32>, %k: tensor<2x4x32x16xf32>, %init: tensor<8x16x16xf32>,
                %p: tensor<8x2x16x32xf32>, %i: tensor<2x4x16x32xi32>, %j: tensor<2x4x32x16xi32>, %ii: tensor<8x16x16xi32>)
    -> (tensor<8x16x16xf32>, tensor<8x32x16xf32>, tensor<8x16x16xi32>) {
  %a = tensor.collapse_shape %q [[0, 1], [2], [3]] : tensor<2x4x16x32xf32> into tensor<8x16x32xf32>
  %b = tensor.collapse_shape %k [[0, 1], [2], [3]] : tensor<2x4x32x16xf32> into tensor<8x32x16xf32>
  %s = linalg.batch_matmul {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}, {}]>}
      ins(%a, %b : tensor<8x16x32xf32>, tensor<8x32x16xf32>) outs(%init : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
  %c = tensor.collapse_shape %p [[0], [1, 2], [3]] : tensor<8x2x16x32xf32> into tensor<8x32x32xf32>
  %e = tensor.empty() : tensor<8x32x16xf32>
  %t = linalg.batch_matmul ins(%c, %b : tensor<8x32x32xf32>, tensor<8x32x16xf32>) outs(%e : tensor<8x32x16xf32>) -> tensor<8x32x16xf32>
  %x = tensor.collapse_shape %i [[0, 1], [2], [3]] : tensor<2x4x16x32xi32> into tensor<8x16x32xi32>
  %y = tensor.collapse_shape %j [[0, 1], [2], [3]] : tensor<2x4x32x16xi32> into tensor<8x32x16xi32>
  %u = linalg.batch_matmul ins(%x, %y : tensor<8x16x32xi32>, tensor<8x32x16xi32>) outs(%ii : tensor<8x16x16xi32>) -> tensor<8x16x16xi32>
  return %s, %t, %u : tensor<8x16x16xf32>, tensor<8x32x16xf32>, tensor<8x16x16xi32>
}

// -----

// Grouped-query attention as torch-mlir writes Llama's: the keys and values
// repeated per query group ([B, kv, rep, S, D], collapsed straight to
// [B*kv*rep, S, D]) against the queries' [B*heads, S, D]. The contraction
// runs over the batch shape both refine, [B, heads]: the repeated values
// are first merged to [B, kv*rep, S, D].
// CHECK-LABEL: func.func @grouped_query
// CHECK-NOT: linalg.batch_matmul
// CHECK: %[[V:.*]] = tensor.collapse_shape %arg1 {{\[\[}}0], [1, 2], [3], [4]] : tensor<2x2x2x16x8xf32> into tensor<2x4x16x8xf32>
// CHECK: linalg.generic {{.*}} ins(%arg0, %[[V]] : tensor<2x4x16x16xf32>, tensor<2x4x16x8xf32>)
// CHECK-NOT: linalg.batch_matmul
func.func @grouped_query(%p: tensor<2x4x16x16xf32>, %v: tensor<2x2x2x16x8xf32>) -> tensor<2x4x16x8xf32> {
  %zero = arith.constant 0.0 : f32
  %a = tensor.collapse_shape %p [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32>
  %b = tensor.collapse_shape %v [[0, 1, 2], [3], [4]] : tensor<2x2x2x16x8xf32> into tensor<8x16x8xf32>
  %e = tensor.empty() : tensor<8x16x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
  %s = linalg.batch_matmul ins(%a, %b : tensor<8x16x16xf32>, tensor<8x16x8xf32>) outs(%f : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
  %r = tensor.expand_shape %s [[0, 1], [2], [3]] output_shape [2, 4, 16, 8] : tensor<8x16x8xf32> into tensor<2x4x16x8xf32>
  return %r : tensor<2x4x16x8xf32>
}

// -----

// Batch shapes with no common split ([6, 4] against [4, 6]) stay a batch
// matmul.
// CHECK-LABEL: func.func @no_common_split
// CHECK: linalg.batch_matmul
func.func @no_common_split(%p: tensor<6x4x16x16xf32>, %v: tensor<4x6x16x8xf32>, %init: tensor<24x16x8xf32>) -> tensor<24x16x8xf32> {
  %a = tensor.collapse_shape %p [[0, 1], [2], [3]] : tensor<6x4x16x16xf32> into tensor<24x16x16xf32>
  %b = tensor.collapse_shape %v [[0, 1], [2], [3]] : tensor<4x6x16x8xf32> into tensor<24x16x8xf32>
  %s = linalg.batch_matmul ins(%a, %b : tensor<24x16x16xf32>, tensor<24x16x8xf32>) outs(%init : tensor<24x16x8xf32>) -> tensor<24x16x8xf32>
  return %s : tensor<24x16x8xf32>
}

// -----

// A size-1 batch dim ([8, 1, 4] against [8, 4]) merges into its neighbour:
// the contraction runs over [8, 4].
// CHECK-LABEL: func.func @unit_batch_dim
// CHECK: %[[P:.*]] = tensor.collapse_shape %arg0 {{\[\[}}0], [1, 2], [3], [4]] : tensor<8x1x4x16x16xf32> into tensor<8x4x16x16xf32>
// CHECK: linalg.generic {{.*}} ins(%[[P]], %arg1 : tensor<8x4x16x16xf32>, tensor<8x4x16x8xf32>)
// CHECK-NOT: linalg.batch_matmul
func.func @unit_batch_dim(%p: tensor<8x1x4x16x16xf32>, %v: tensor<8x4x16x8xf32>, %init: tensor<32x16x8xf32>) -> tensor<32x16x8xf32> {
  %a = tensor.collapse_shape %p [[0, 1, 2], [3], [4]] : tensor<8x1x4x16x16xf32> into tensor<32x16x16xf32>
  %b = tensor.collapse_shape %v [[0, 1], [2], [3]] : tensor<8x4x16x8xf32> into tensor<32x16x8xf32>
  %s = linalg.batch_matmul ins(%a, %b : tensor<32x16x16xf32>, tensor<32x16x8xf32>) outs(%init : tensor<32x16x8xf32>) -> tensor<32x16x8xf32>
  return %s : tensor<32x16x8xf32>
}
