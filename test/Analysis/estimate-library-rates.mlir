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
// A generic contraction is no library call: the peak (1e9), 524.288 us.
// CHECK: linalg.generic {{.*}} 64x64xf32 1 524288 {{[0-9]+}} 524.288
// JSON: "library_rates": {
// JSON-NEXT: "f32": [
// JSON-NEXT: [
// JSON-NEXT: 1000000,
// JSON-NEXT: 1000000000
func.func @f(%a: tensor<64x64xf32>, %c: tensor<64x64xf32>, %b: tensor<512x512xf32>,
             %d: tensor<512x512xf32>, %e: tensor<8x64x64xf32>, %f: tensor<8x64x64xf32>)
    -> (tensor<64x64xf32>, tensor<512x512xf32>, tensor<8x64x64xf32>, tensor<64x64xf32>) {
  %m = linalg.matmul ins(%a, %a : tensor<64x64xf32>, tensor<64x64xf32>) outs(%c : tensor<64x64xf32>) -> tensor<64x64xf32>
  %l = linalg.matmul ins(%b, %b : tensor<512x512xf32>, tensor<512x512xf32>) outs(%d : tensor<512x512xf32>) -> tensor<512x512xf32>
  %bm = linalg.batch_matmul ins(%e, %e : tensor<8x64x64xf32>, tensor<8x64x64xf32>) outs(%f : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>],
                       iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %a : tensor<64x64xf32>, tensor<64x64xf32>) outs(%c : tensor<64x64xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %xy = arith.mulf %x, %y : f32
    %acc = arith.addf %o, %xy : f32
    linalg.yield %acc : f32
  } -> tensor<64x64xf32>
  return %m, %l, %bm, %g : tensor<64x64xf32>, tensor<512x512xf32>, tensor<8x64x64xf32>, tensor<64x64xf32>
}
