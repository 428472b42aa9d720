// REQUIRES: mpi
// RUN: cleave-run -np 2 %s --entry main --verify --reference-entry reference | FileCheck %s

// What cleave-linalg-to-blas hands to the BLAS kernels computes what the
// loops compute: @main's contractions (a strided NHWC convolution and an
// NCHW one through im2col, q @ k^T over two batch dims as transposed views,
// a projection over [batch, seq]) against @reference, the same sums with
// a body (acc - -(a * b)) that no kernel takes, so they run as loops. A
// transpose read by a matmul and an elementwise op is folded into both
// (their maps read it transposed); the reference materialises it.

// A depthwise convolution stays loops (no kernel takes it); a batched
// vector times matrix runs as kernel calls with a unit m dim.

// CHECK-COUNT-8: verify: result {{[0-7]}} matches
// CHECK: verify: OK

cleave.mesh @mesh = <["x"=2]>

func.func @main(%x: tensor<2x9x9x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}, {}, {}]>},
                %w: tensor<3x3x4x8xf32>,
                %xc: tensor<2x4x8x8xf32>, %wc: tensor<8x4x3x3xf32>,
                %q: tensor<2x4x16x32xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"x"}, {}, {}]>},
                %k: tensor<2x4x16x32xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"x"}, {}, {}]>},
                %h: tensor<2x8x16xf32>, %p: tensor<16x32xf32>,
                %at: tensor<8x4xf32>, %b2: tensor<8x16xf32>,
                %dx: tensor<2x8x8x4xf32>, %dw: tensor<3x3x4xf32>,
                %vx: tensor<4x32xf32>, %vw: tensor<4x32x16xf32>)
    -> (tensor<2x4x4x8xf32>, tensor<2x8x6x6xf32>, tensor<2x4x16x16xf32>, tensor<2x8x32xf32>,
        tensor<4x16xf32>, tensor<4x8xf32>, tensor<2x6x6x4xf32>, tensor<4x16xf32>) {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<2x4x4x8xf32>
  %i0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
  %r0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%x, %w : tensor<2x9x9x4xf32>, tensor<3x3x4x8xf32>) outs(%i0 : tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
  %e1 = tensor.empty() : tensor<2x8x6x6xf32>
  %i1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<2x8x6x6xf32>) -> tensor<2x8x6x6xf32>
  %r1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%xc, %wc : tensor<2x4x8x8xf32>, tensor<8x4x3x3xf32>) outs(%i1 : tensor<2x8x6x6xf32>) -> tensor<2x8x6x6xf32>
  %e2 = tensor.empty() : tensor<2x4x16x16xf32>
  %i2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
  %r2 = linalg.generic {indexing_maps = [affine_map<(b, h, s, t, d) -> (b, h, s, d)>,
                                         affine_map<(b, h, s, t, d) -> (b, h, t, d)>,
                                         affine_map<(b, h, s, t, d) -> (b, h, s, t)>],
                        iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%q, %k : tensor<2x4x16x32xf32>, tensor<2x4x16x32xf32>) outs(%i2 : tensor<2x4x16x16xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<2x4x16x16xf32>
  %e3 = tensor.empty() : tensor<2x8x32xf32>
  %i3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
  %r3 = linalg.generic {indexing_maps = [affine_map<(b, s, f, c) -> (b, s, c)>,
                                         affine_map<(b, s, f, c) -> (c, f)>,
                                         affine_map<(b, s, f, c) -> (b, s, f)>],
                        iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%h, %p : tensor<2x8x16xf32>, tensor<16x32xf32>) outs(%i3 : tensor<2x8x32xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<2x8x32xf32>
  %e4 = tensor.empty() : tensor<4x8xf32>
  %t = linalg.transpose ins(%at : tensor<8x4xf32>) outs(%e4 : tensor<4x8xf32>) permutation = [1, 0]
  %e5 = tensor.empty() : tensor<4x16xf32>
  %i5 = linalg.fill ins(%zero : f32) outs(%e5 : tensor<4x16xf32>) -> tensor<4x16xf32>
  %r4 = linalg.matmul ins(%t, %b2 : tensor<4x8xf32>, tensor<8x16xf32>) outs(%i5 : tensor<4x16xf32>) -> tensor<4x16xf32>
  %e6 = tensor.empty() : tensor<4x8xf32>
  %r5 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                        iterator_types = ["parallel", "parallel"]}
      ins(%t : tensor<4x8xf32>) outs(%e6 : tensor<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %n = arith.negf %a : f32
    linalg.yield %n : f32
  } -> tensor<4x8xf32>
  %e6d = tensor.empty() : tensor<2x6x6x4xf32>
  %i6 = linalg.fill ins(%zero : f32) outs(%e6d : tensor<2x6x6x4xf32>) -> tensor<2x6x6x4xf32>
  %r6 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%dx, %dw : tensor<2x8x8x4xf32>, tensor<3x3x4xf32>) outs(%i6 : tensor<2x6x6x4xf32>) -> tensor<2x6x6x4xf32>
  %e7 = tensor.empty() : tensor<4x16xf32>
  %i7 = linalg.fill ins(%zero : f32) outs(%e7 : tensor<4x16xf32>) -> tensor<4x16xf32>
  %r7 = linalg.generic {indexing_maps = [affine_map<(b, n, k) -> (b, k)>,
                                         affine_map<(b, n, k) -> (b, k, n)>,
                                         affine_map<(b, n, k) -> (b, n)>],
                        iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%vx, %vw : tensor<4x32xf32>, tensor<4x32x16xf32>) outs(%i7 : tensor<4x16xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x16xf32>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : tensor<2x4x4x8xf32>, tensor<2x8x6x6xf32>, tensor<2x4x16x16xf32>, tensor<2x8x32xf32>, tensor<4x16xf32>, tensor<4x8xf32>, tensor<2x6x6x4xf32>, tensor<4x16xf32>
}

func.func @reference(%x: tensor<2x9x9x4xf32>, %w: tensor<3x3x4x8xf32>,
                     %xc: tensor<2x4x8x8xf32>, %wc: tensor<8x4x3x3xf32>,
                     %q: tensor<2x4x16x32xf32>, %k: tensor<2x4x16x32xf32>,
                     %h: tensor<2x8x16xf32>, %p: tensor<16x32xf32>,
                     %at: tensor<8x4xf32>, %b2: tensor<8x16xf32>,
                     %dx: tensor<2x8x8x4xf32>, %dw: tensor<3x3x4xf32>,
                %vx: tensor<4x32xf32>, %vw: tensor<4x32x16xf32>)
    -> (tensor<2x4x4x8xf32>, tensor<2x8x6x6xf32>, tensor<2x4x16x16xf32>, tensor<2x8x32xf32>,
        tensor<4x16xf32>, tensor<4x8xf32>, tensor<2x6x6x4xf32>, tensor<4x16xf32>) {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<2x4x4x8xf32>
  %i0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
  %r0 = linalg.generic {indexing_maps = [affine_map<(n, y, z, f, i, j, c) -> (n, y * 2 + i, z * 2 + j, c)>,
                                         affine_map<(n, y, z, f, i, j, c) -> (i, j, c, f)>,
                                         affine_map<(n, y, z, f, i, j, c) -> (n, y, z, f)>],
                        iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%x, %w : tensor<2x9x9x4xf32>, tensor<3x3x4x8xf32>) outs(%i0 : tensor<2x4x4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %n = arith.negf %m : f32
    %s = arith.subf %acc, %n : f32
    linalg.yield %s : f32
  } -> tensor<2x4x4x8xf32>
  %e1 = tensor.empty() : tensor<2x8x6x6xf32>
  %i1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<2x8x6x6xf32>) -> tensor<2x8x6x6xf32>
  %r1 = linalg.generic {indexing_maps = [affine_map<(n, f, y, z, c, i, j) -> (n, c, y + i, z + j)>,
                                         affine_map<(n, f, y, z, c, i, j) -> (f, c, i, j)>,
                                         affine_map<(n, f, y, z, c, i, j) -> (n, f, y, z)>],
                        iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%xc, %wc : tensor<2x4x8x8xf32>, tensor<8x4x3x3xf32>) outs(%i1 : tensor<2x8x6x6xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %n = arith.negf %m : f32
    %s = arith.subf %acc, %n : f32
    linalg.yield %s : f32
  } -> tensor<2x8x6x6xf32>
  %e2 = tensor.empty() : tensor<2x4x16x16xf32>
  %i2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
  %r2 = linalg.generic {indexing_maps = [affine_map<(b, h, s, t, d) -> (b, h, s, d)>,
                                         affine_map<(b, h, s, t, d) -> (b, h, t, d)>,
                                         affine_map<(b, h, s, t, d) -> (b, h, s, t)>],
                        iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%q, %k : tensor<2x4x16x32xf32>, tensor<2x4x16x32xf32>) outs(%i2 : tensor<2x4x16x16xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %n = arith.negf %m : f32
    %s = arith.subf %acc, %n : f32
    linalg.yield %s : f32
  } -> tensor<2x4x16x16xf32>
  %e3 = tensor.empty() : tensor<2x8x32xf32>
  %i3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
  %r3 = linalg.generic {indexing_maps = [affine_map<(b, s, f, c) -> (b, s, c)>,
                                         affine_map<(b, s, f, c) -> (c, f)>,
                                         affine_map<(b, s, f, c) -> (b, s, f)>],
                        iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%h, %p : tensor<2x8x16xf32>, tensor<16x32xf32>) outs(%i3 : tensor<2x8x32xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %n = arith.negf %m : f32
    %s = arith.subf %acc, %n : f32
    linalg.yield %s : f32
  } -> tensor<2x8x32xf32>
  // The transpose also feeds an arith op (no linalg op): materialised.
  %e4 = tensor.empty() : tensor<4x8xf32>
  %t = linalg.transpose ins(%at : tensor<8x4xf32>) outs(%e4 : tensor<4x8xf32>) permutation = [1, 0]
  %zt = arith.constant dense<0.0> : tensor<4x8xf32>
  %t0 = arith.addf %t, %zt : tensor<4x8xf32>
  %e5 = tensor.empty() : tensor<4x16xf32>
  %i5 = linalg.fill ins(%zero : f32) outs(%e5 : tensor<4x16xf32>) -> tensor<4x16xf32>
  %r4 = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>],
                        iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%t0, %b2 : tensor<4x8xf32>, tensor<8x16xf32>) outs(%i5 : tensor<4x16xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %n = arith.negf %m : f32
    %s = arith.subf %acc, %n : f32
    linalg.yield %s : f32
  } -> tensor<4x16xf32>
  %r5 = arith.negf %t : tensor<4x8xf32>
  %e6d = tensor.empty() : tensor<2x6x6x4xf32>
  %i6 = linalg.fill ins(%zero : f32) outs(%e6d : tensor<2x6x6x4xf32>) -> tensor<2x6x6x4xf32>
  %r6 = linalg.generic {indexing_maps = [affine_map<(n, y, z, c, i, j) -> (n, y + i, z + j, c)>,
                                         affine_map<(n, y, z, c, i, j) -> (i, j, c)>,
                                         affine_map<(n, y, z, c, i, j) -> (n, y, z, c)>],
                        iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%dx, %dw : tensor<2x8x8x4xf32>, tensor<3x3x4xf32>) outs(%i6 : tensor<2x6x6x4xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %n = arith.negf %m : f32
    %s = arith.subf %acc, %n : f32
    linalg.yield %s : f32
  } -> tensor<2x6x6x4xf32>
  %e7 = tensor.empty() : tensor<4x16xf32>
  %i7 = linalg.fill ins(%zero : f32) outs(%e7 : tensor<4x16xf32>) -> tensor<4x16xf32>
  %r7 = linalg.generic {indexing_maps = [affine_map<(b, n, k) -> (b, k)>,
                                         affine_map<(b, n, k) -> (b, k, n)>,
                                         affine_map<(b, n, k) -> (b, n)>],
                        iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%vx, %vw : tensor<4x32xf32>, tensor<4x32x16xf32>) outs(%i7 : tensor<4x16xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %n = arith.negf %m : f32
    %s = arith.subf %acc, %n : f32
    linalg.yield %s : f32
  } -> tensor<4x16xf32>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : tensor<2x4x4x8xf32>, tensor<2x8x6x6xf32>, tensor<2x4x16x16xf32>, tensor<2x8x32xf32>, tensor<4x16xf32>, tensor<4x8xf32>, tensor<2x6x6x4xf32>, tensor<4x16xf32>
}
