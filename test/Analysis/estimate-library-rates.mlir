// RUN: cleave-opt %s -cleave-estimate=cluster=%S/Inputs/library-rates.json -o /dev/null | FileCheck %s
// RUN: cleave-opt %s -cleave-estimate="cluster=%S/Inputs/library-rates.json print-cluster" -o /dev/null | FileCheck %s --check-prefix=JSON

// A library matmul runs at the rate `library_rates` gives for the FLOPs of
// one call: 1e9 FLOP/s up to 1 MFLOP, 1e11 from 1 GFLOP, interpolated in
// log(FLOPs) between (memory is free here: 1e15 B/s).
// 2 x 64^3 = 524288 FLOPs, below the first point: 1e9/s, 524.288 us.
// CHECK: linalg.matmul {{.*}} 64x64xf32 1 524288 {{[0-9]+}} 524.288
// 2 x 512^3 = 268435456 FLOPs: log10(268.4) / 3 = 0.8096 of the way, 8.115e10/s,
// 3308 us.
// CHECK: linalg.matmul {{.*}} 512x512xf32 1 268435456 {{[0-9]+}} 3307.
// A batch_matmul calls the kernel per batch element: 8 calls of 2 x 64^3
// = 524288 FLOPs, each below the first point, so 1e9/s for all 4194304
// (the whole op's FLOPs would have given 1.9e10/s).
// CHECK: linalg.batch_matmul {{.*}} 8x64x64xf32 1 4194304 {{[0-9]+}} 4194.304
// A generic of body out + a * b is a library call too (q @ k^T over two
// batch dims, 2 x 4 calls of 2 x 16 x 16 x 32 = 16384 FLOPs: 1e9/s).
// CHECK: linalg.generic {{.*}} 2x4x16x16xf32 1 131072 {{[0-9]+}} 131.072
// A 3x3 convolution: im2col, then one call of 2 x 1024 x 64 x 576 =
// 75.5 MFLOP: log10(75.5) / 3 = 0.6260 of the way, 6.30e10/s, 1198.9 us.
// Its bytes include the im2col buffer [1024, 576] f32 written and read
// (4718592) beside the operands and result (967680).
// CHECK: linalg.conv_2d_nhwc_hwcf {{.*}} 1x32x32x64xf32 1 75497472 5686272 1198.910
// JSON: "library_rates": {
// JSON-NEXT: "f32": [
// JSON-NEXT: [
// JSON-NEXT: 1000000,
// JSON-NEXT: 1000000000
func.func @f(%a: tensor<64x64xf32>, %c: tensor<64x64xf32>, %b: tensor<512x512xf32>,
             %d: tensor<512x512xf32>, %e: tensor<8x64x64xf32>, %f: tensor<8x64x64xf32>,
             %q: tensor<2x4x16x32xf32>, %s: tensor<2x4x16x16xf32>,
             %x: tensor<1x34x34x64xf32>, %w: tensor<3x3x64x64xf32>, %y: tensor<1x32x32x64xf32>)
    -> (tensor<64x64xf32>, tensor<512x512xf32>, tensor<8x64x64xf32>, tensor<2x4x16x16xf32>, tensor<1x32x32x64xf32>) {
  %m = linalg.matmul ins(%a, %a : tensor<64x64xf32>, tensor<64x64xf32>) outs(%c : tensor<64x64xf32>) -> tensor<64x64xf32>
  %l = linalg.matmul ins(%b, %b : tensor<512x512xf32>, tensor<512x512xf32>) outs(%d : tensor<512x512xf32>) -> tensor<512x512xf32>
  %bm = linalg.batch_matmul ins(%e, %e : tensor<8x64x64xf32>, tensor<8x64x64xf32>) outs(%f : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(b, h, s, t, d) -> (b, h, s, d)>,
                                        affine_map<(b, h, s, t, d) -> (b, h, t, d)>,
                                        affine_map<(b, h, s, t, d) -> (b, h, s, t)>],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%q, %q : tensor<2x4x16x32xf32>, tensor<2x4x16x32xf32>) outs(%s : tensor<2x4x16x16xf32>) {
  ^bb0(%i: f32, %j: f32, %o: f32):
    %ij = arith.mulf %i, %j : f32
    %acc = arith.addf %o, %ij : f32
    linalg.yield %acc : f32
  } -> tensor<2x4x16x16xf32>
  %cv = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<1x34x34x64xf32>, tensor<3x3x64x64xf32>) outs(%y : tensor<1x32x32x64xf32>) -> tensor<1x32x32x64xf32>
  return %m, %l, %bm, %g, %cv : tensor<64x64xf32>, tensor<512x512xf32>, tensor<8x64x64xf32>, tensor<2x4x16x16xf32>, tensor<1x32x32x64xf32>
}

// A mixed-precision product (bf16 inputs, f32 accumulator) runs as the f32
// kernel on widened copies of its inputs: 2 x 64^3 FLOPs at the f32 rate
// (524.288 us), and its bytes include the two copies, 64 x 64 f32 each,
// written and read (65536), beside the bf16 inputs and the f32 output
// (8192 + 8192 + 16384 read + 16384 written).
// CHECK: linalg.matmul {{.*}} 64x64xf32 1 524288 114688 524.288
func.func @mixed(%a: tensor<64x64xbf16>, %c: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %m = linalg.matmul ins(%a, %a : tensor<64x64xbf16>, tensor<64x64xbf16>) outs(%c : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %m : tensor<64x64xf32>
}
