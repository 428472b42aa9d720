// RUN: cleave-opt %s -cleave-estimate=cluster=%S/Inputs/round.json -o /dev/null | FileCheck %s

// The roofline on Inputs/round.json: f32 peak 1e9 FLOP/s, bf16 4e9, memory
// 1e9 B/s, so FLOPs / 1000 and bytes / 1000 are microseconds. An
// unpartitioned function runs on one device.

// CHECK-LABEL: func @compute: one device (unpartitioned), cluster 'round' (unit-device)
func.func @compute(%a: tensor<64x32xf32>, %b: tensor<32x16xf32>, %c: tensor<64x16xf32>,
                   %h: tensor<64x32xbf16>, %k: tensor<32x16xbf16>, %hc: tensor<64x16xbf16>)
    -> (tensor<64x16xf32>, tensor<64x16xbf16>, tensor<4x256xf32>, tensor<64x16xf32>, tensor<8x16xf32>) {
  // 64*16*32 iterations x (mulf + addf) = 65536 FLOPs (65.536 us); bytes
  // (8192 + 2048 + 4096 + 4096 = 18432) take 18.432 us: compute-bound.
  // CHECK: linalg.matmul {{.*}} 64x16xf32 1 65536 18432 65.536
  %m = linalg.matmul ins(%a, %b : tensor<64x32xf32>, tensor<32x16xf32>) outs(%c : tensor<64x16xf32>) -> tensor<64x16xf32>
  // The same in bf16 runs at the bf16 peak: 65536 / 4e9 = 16.384 us, but
  // 9216 bytes take 9.216 us: still compute-bound.
  // CHECK: linalg.matmul {{.*}} 64x16xbf16 1 65536 9216 16.384
  %mh = linalg.matmul ins(%h, %k : tensor<64x32xbf16>, tensor<32x16xbf16>) outs(%hc : tensor<64x16xbf16>) -> tensor<64x16xbf16>
  // Elementwise: 1024 FLOPs, 3 x 4096 bytes, less the result's 4096, which
  // its only user (an elementwise generic) reads in the same fused loop:
  // memory-bound, 8.192 us.
  // CHECK: arith.addf {{.*}} 64x16xf32 1 1024 8192 8.192
  %s = arith.addf %m, %c : tensor<64x16xf32>
  // A generic with exp + mulf in the body: 2 FLOPs per iteration; its fused
  // operand %s is not read from memory (the spec prices no math function:
  // exp counts as 1 FLOP).
  // CHECK: linalg.generic {{.*}} 64x16xf32 1 2048 8192 8.192
  %g = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<64x16xf32>) outs(%c : tensor<64x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %e = math.exp %x : f32
    %p = arith.mulf %e, %x : f32
    linalg.yield %p : f32
  } -> tensor<64x16xf32>
  // softmax: 5 FLOPs per element; bytes of input, init and result.
  // CHECK: linalg.softmax {{.*}} 64x16xf32 1 5120 12288 12.288
  %sm = linalg.softmax dimension(1) ins(%g : tensor<64x16xf32>) outs(%c : tensor<64x16xf32>) -> tensor<64x16xf32>
  // A pure reshape costs nothing and gets no row; a slice copies its result.
  // CHECK-NOT: tensor.collapse_shape
  // CHECK: tensor.extract_slice {{.*}} 8x16xf32 1 0 512 0.512
  %r = tensor.collapse_shape %sm [[0, 1]] : tensor<64x16xf32> into tensor<1024xf32>
  %r2 = tensor.expand_shape %r [[0, 1]] output_shape [4, 256] : tensor<1024xf32> into tensor<4x256xf32>
  %sl = tensor.extract_slice %sm[0, 0] [8, 16] [1, 1] : tensor<64x16xf32> to tensor<8x16xf32>
  // CHECK: compute: 111.104 us
  // CHECK-NEXT: communication: 0.000 us
  // CHECK-NEXT: total: 111.104 us (sum, no overlap of compute and communication)
  return %m, %mh, %r2, %sm, %sl : tensor<64x16xf32>, tensor<64x16xbf16>, tensor<4x256xf32>, tensor<64x16xf32>, tensor<8x16xf32>
}

// Ops in an scf.for with constant bounds count once per iteration.
// CHECK-LABEL: func @loop
func.func @loop(%a: tensor<256xf32>) -> tensor<256xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  // CHECK: arith.mulf {{.*}} 256xf32 3 256 3072 3.072
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%x = %a) -> tensor<256xf32> {
    %y = arith.mulf %x, %x : tensor<256xf32>
    scf.yield %y : tensor<256xf32>
  }
  // CHECK: compute: 9.216 us
  return %r : tensor<256xf32>
}
