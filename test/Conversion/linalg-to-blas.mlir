// RUN: cleave-opt %s -cleave-linalg-to-blas | FileCheck %s

// CHECK-LABEL: func.func private @cleave_kernel_batch_matmul_f64(memref<*xf64>, memref<*xf64>, memref<*xf64>)
// CHECK-SAME: attributes {llvm.emit_c_interface}
// CHECK-LABEL: func.func private @cleave_kernel_matmul_f32(memref<*xf32>, memref<*xf32>, memref<*xf32>)
// CHECK-LABEL: func.func @mm
// CHECK: %[[A:.*]] = memref.cast %{{.*}} : memref<4x8xf32> to memref<*xf32>
// CHECK-NEXT: %[[B:.*]] = memref.cast %{{.*}} : memref<8x16xf32, strided<[1, 8]>> to memref<*xf32>
// CHECK-NEXT: %[[C:.*]] = memref.cast %{{.*}} : memref<4x16xf32> to memref<*xf32>
// CHECK-NEXT: call @cleave_kernel_matmul_f32(%[[A]], %[[B]], %[[C]])
// CHECK-NOT: linalg.matmul
func.func @mm(%a: memref<4x8xf32>, %b: memref<8x16xf32, strided<[1, 8]>>, %c: memref<4x16xf32>) {
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x16xf32, strided<[1, 8]>>) outs(%c : memref<4x16xf32>)
  return
}

// CHECK-LABEL: func.func @bmm
// CHECK: call @cleave_kernel_batch_matmul_f64
func.func @bmm(%a: memref<2x4x8xf64>, %b: memref<2x8x16xf64>, %c: memref<2x4x16xf64>) {
  linalg.batch_matmul ins(%a, %b : memref<2x4x8xf64>, memref<2x8x16xf64>) outs(%c : memref<2x4x16xf64>)
  return
}

// A mixed-precision product (bf16 inputs widened to an f32 accumulator, as
// torch-mlir writes a bf16 matmul's backward): each narrow input is copied,
// widened, into an f32 buffer in kernel order (B transposed here), then the
// f32 kernel; an f32 input of the same product is passed as it is.
// CHECK-LABEL: func.func @mixed
// CHECK: %[[WA:.*]] = memref.alloc() : memref<4x8xf32>
// CHECK: linalg.generic {{.*}} ins(%arg0 : memref<4x8xbf16>) outs(%[[WA]] : memref<4x8xf32>)
// CHECK: arith.extf %{{.*}} : bf16 to f32
// CHECK: %[[WB:.*]] = memref.alloc() : memref<8x16xf32>
// CHECK: linalg.generic {{.*}} ins(%arg1 : memref<16x8xbf16>) outs(%[[WB]] : memref<8x16xf32>)
// CHECK: call @cleave_kernel_matmul_f32
// CHECK: %[[WH:.*]] = memref.alloc() : memref<4x8xf32>
// CHECK: linalg.generic {{.*}} ins(%arg3 : memref<4x8xf16>) outs(%[[WH]] : memref<4x8xf32>)
// CHECK: %[[F:.*]] = memref.cast %arg4 : memref<8x16xf32> to memref<*xf32>
// CHECK: call @cleave_kernel_matmul_f32(%{{.*}}, %[[F]], %{{.*}})
// CHECK-NOT: linalg.matmul
func.func @mixed(%a: memref<4x8xbf16>, %bt: memref<16x8xbf16>, %c: memref<4x16xf32>,
                 %h: memref<4x8xf16>, %f: memref<8x16xf32>) {
  linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%a, %bt : memref<4x8xbf16>, memref<16x8xbf16>) outs(%c : memref<4x16xf32>)
  linalg.matmul ins(%h, %f : memref<4x8xf16>, memref<8x16xf32>) outs(%c : memref<4x16xf32>)
  return
}

// Left for the loops: integers, a narrow output (bf16 accumulation), tensors,
// a scaled product, a dot product (no m and no n dim).
// CHECK-LABEL: func.func @kept
// CHECK-COUNT-3: linalg.matmul
// CHECK: linalg.generic
// CHECK: linalg.dot
// CHECK-NOT: call
func.func @kept(%a: memref<4x8xbf16>, %b: memref<8x16xbf16>, %c: memref<4x16xbf16>,
                %ia: memref<4x8xi32>, %ib: memref<8x16xi32>, %ic: memref<4x16xi32>,
                %ta: tensor<4x8xf32>, %tb: tensor<8x16xf32>, %tc: tensor<4x16xf32>,
                %sa: memref<4x8xf32>, %sb: memref<8x16xf32>, %sc: memref<4x16xf32>,
                %va: memref<8xf32>, %vb: memref<8xf32>, %vc: memref<f32>) -> tensor<4x16xf32> {
  linalg.matmul ins(%a, %b : memref<4x8xbf16>, memref<8x16xbf16>) outs(%c : memref<4x16xbf16>)
  linalg.matmul ins(%ia, %ib : memref<4x8xi32>, memref<8x16xi32>) outs(%ic : memref<4x16xi32>)
  %r = linalg.matmul ins(%ta, %tb : tensor<4x8xf32>, tensor<8x16xf32>) outs(%tc : tensor<4x16xf32>) -> tensor<4x16xf32>
  %half = arith.constant 0.5 : f32
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%sa, %sb : memref<4x8xf32>, memref<8x16xf32>) outs(%sc : memref<4x16xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %h = arith.mulf %p, %half : f32
    %s = arith.addf %acc, %h : f32
    linalg.yield %s : f32
  }
  linalg.dot ins(%va, %vb : memref<8xf32>, memref<8xf32>) outs(%vc : memref<f32>)
  return %r : tensor<4x16xf32>
}

// A depthwise convolution (the channel a batch dim, no n dim: a matrix-
// vector product per channel through an im2col copy) stays a loop nest: the
// copy would move as many bytes as the loops read. A vector times a matrix
// per batch element (no m dim, nothing gathered) is a kernel call with a
// unit m dim.
// CHECK-LABEL: func.func @depthwise
// CHECK: linalg.depthwise_conv_2d_nhwc_hwc
// CHECK-NOT: call
// CHECK-LABEL: func.func @vecmat
// CHECK: memref.expand_shape %arg0 {{\[\[}}0], [1, 2]] output_shape [4, 1, 8] : memref<4x8xf32> into memref<4x1x8xf32>
// CHECK: memref.expand_shape %arg2 {{\[\[}}0], [1, 2]] output_shape [4, 1, 16] : memref<4x16xf32> into memref<4x1x16xf32>
// CHECK: call @cleave_kernel_batch_matmul_f32
func.func @depthwise(%dx: memref<1x8x8x4xf32>, %dw: memref<3x3x4xf32>, %dy: memref<1x6x6x4xf32>) {
  linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%dx, %dw : memref<1x8x8x4xf32>, memref<3x3x4xf32>) outs(%dy : memref<1x6x6x4xf32>)
  return
}
func.func @vecmat(%x: memref<4x8xf32>, %w: memref<4x8x16xf32>, %y: memref<4x16xf32>) {
  linalg.generic {indexing_maps = [affine_map<(b, n, k) -> (b, k)>,
                                   affine_map<(b, n, k) -> (b, k, n)>,
                                   affine_map<(b, n, k) -> (b, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %w : memref<4x8xf32>, memref<4x8x16xf32>) outs(%y : memref<4x16xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %r = arith.addf %acc, %p : f32
    linalg.yield %r : f32
  }
  return
}

// A matmul with user maps reading A transposed: A as a transposed view.
// CHECK-LABEL: func.func @transposed_a
// CHECK: %[[T:.*]] = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<8x4xf32> to memref<4x8xf32, strided<[1, 4]>>
// CHECK: %[[A:.*]] = memref.cast %[[T]]
// CHECK: call @cleave_kernel_matmul_f32(%[[A]],
// CHECK-NOT: linalg.matmul
func.func @transposed_a(%at: memref<8x4xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>) {
  linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%at, %b : memref<8x4xf32>, memref<8x16xf32>) outs(%c : memref<4x16xf32>)
  return
}

// Attention scores q @ k^T over two batch dims (JAX's
// einsum("bhsk,bhtk->bhst")): the key as a transposed view, the batch dims
// collapsed into the kernel's one; no copy.
// CHECK-LABEL: func.func @scores
// CHECK: memref.collapse_shape %arg0 {{\[\[}}0, 1], [2], [3]] : memref<2x4x16x32xf32> into memref<8x16x32xf32>
// CHECK: %[[KT:.*]] = memref.transpose %arg1 (d0, d1, d2, d3) -> (d0, d1, d3, d2) : memref<2x4x16x32xf32> to memref<2x4x32x16xf32, strided<[2048, 512, 1, 32]>>
// CHECK: memref.collapse_shape %[[KT]] {{\[\[}}0, 1], [2], [3]] : memref<2x4x32x16xf32, strided<[2048, 512, 1, 32]>> into memref<8x32x16xf32, strided<[512, 1, 32]>>
// CHECK: memref.collapse_shape %arg2 {{\[\[}}0, 1], [2], [3]]
// CHECK-NOT: memref.copy
// CHECK: call @cleave_kernel_batch_matmul_f32
// CHECK-NOT: linalg.generic
func.func @scores(%q: memref<2x4x16x32xf32>, %k: memref<2x4x16x32xf32>, %s: memref<2x4x16x16xf32>) {
  linalg.generic {indexing_maps = [affine_map<(b, h, s, t, d) -> (b, h, s, d)>,
                                   affine_map<(b, h, s, t, d) -> (b, h, t, d)>,
                                   affine_map<(b, h, s, t, d) -> (b, h, s, t)>],
                  iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%q, %k : memref<2x4x16x32xf32>, memref<2x4x16x32xf32>) outs(%s : memref<2x4x16x16xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %r = arith.addf %acc, %p : f32
    linalg.yield %r : f32
  }
  return
}

// A projection over [batch, seq]: both row dims collapsed into m, one matmul.
// CHECK-LABEL: func.func @rows
// CHECK: memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<2x8x16xf32> into memref<16x16xf32>
// CHECK: memref.collapse_shape %arg2 {{\[\[}}0, 1], [2]] : memref<2x8x32xf32> into memref<16x32xf32>
// CHECK: call @cleave_kernel_matmul_f32
func.func @rows(%x: memref<2x8x16xf32>, %w: memref<16x32xf32>, %y: memref<2x8x32xf32>) {
  linalg.generic {indexing_maps = [affine_map<(b, s, f, h) -> (b, s, h)>,
                                   affine_map<(b, s, f, h) -> (h, f)>,
                                   affine_map<(b, s, f, h) -> (b, s, f)>],
                  iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%x, %w : memref<2x8x16xf32>, memref<16x32xf32>) outs(%y : memref<2x8x32xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %b, %a : f32
    %r = arith.addf %p, %acc : f32
    linalg.yield %r : f32
  }
  return
}

// A 3x3 convolution with stride 2 and dilation 1: the input gathered
// (im2col) into [n, oh, ow, kh, kw, c], then one matmul
// [n*oh*ow, kh*kw*c] x [kh*kw*c, f].
// CHECK-LABEL: func.func @conv_nhwc
// CHECK: %[[COL:.*]] = memref.alloc() : memref<1x3x3x3x3x4xf32>
// CHECK: linalg.generic {indexing_maps = [#[[READ:.*]], #{{.*}}], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : memref<1x8x8x4xf32>) outs(%[[COL]] : memref<1x3x3x3x3x4xf32>)
// CHECK: memref.collapse_shape %[[COL]] {{\[\[}}0, 1, 2], [3, 4, 5]] : memref<1x3x3x3x3x4xf32> into memref<9x36xf32>
// CHECK: memref.collapse_shape %arg1 {{\[\[}}0, 1, 2], [3]] : memref<3x3x4x8xf32> into memref<36x8xf32>
// CHECK: memref.collapse_shape %arg2 {{\[\[}}0, 1, 2], [3]] : memref<1x3x3x8xf32> into memref<9x8xf32>
// CHECK: call @cleave_kernel_matmul_f32
// CHECK-NOT: linalg.conv
func.func @conv_nhwc(%x: memref<1x8x8x4xf32>, %w: memref<3x3x4x8xf32>, %y: memref<1x3x3x8xf32>) {
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%x, %w : memref<1x8x8x4xf32>, memref<3x3x4x8xf32>) outs(%y : memref<1x3x3x8xf32>)
  return
}

// PyTorch's layout: the output's rows (n, oh, ow) are not contiguous in
// [n, f, oh, ow], so the kernel writes a copy, copied back.
// CHECK-LABEL: func.func @conv_nchw
// CHECK: linalg.generic
// CHECK: memref.transpose %arg1 (d0, d1, d2, d3) -> (d1, d2, d3, d0)
// CHECK: %[[OUT:.*]] = memref.transpose %arg2 (d0, d1, d2, d3) -> (d0, d2, d3, d1)
// CHECK: %[[TMP:.*]] = memref.alloc() : memref<2x6x6x8xf32>
// CHECK: memref.copy %[[OUT]], %[[TMP]]
// CHECK: call @cleave_kernel_matmul_f32
// CHECK: memref.copy %[[TMP]], %[[OUT]]
func.func @conv_nchw(%x: memref<2x4x8x8xf32>, %w: memref<8x4x3x3xf32>, %y: memref<2x8x6x6xf32>) {
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : memref<2x4x8x8xf32>, memref<8x4x3x3xf32>) outs(%y : memref<2x8x6x6xf32>)
  return
}
