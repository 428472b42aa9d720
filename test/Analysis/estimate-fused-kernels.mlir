// RUN: cleave-opt %s -cleave-estimate=cluster=%S/Inputs/round.json -o /dev/null | FileCheck %s --check-prefix=LOWER
// RUN: cleave-opt %s -cleave-estimate=cluster=%S/Inputs/round-fused.json -o /dev/null | FileCheck %s --check-prefix=FUSED
// RUN: cleave-opt %s -cleave-estimate="cluster=%S/Inputs/round-fused.json print-cluster" -o /dev/null | FileCheck %s --check-prefix=JSON
// RUN: cleave-opt %s -cleave-estimate=cluster=%S/Inputs/round-fused-rates.json -o /dev/null | FileCheck %s --check-prefix=RATES

// A bf16 product as torch-mlir writes it (each input widened by its own
// generic, an f32 matmul, the result narrowed) and a softmax with its
// broadcasts, priced as Cleave's lowering runs them (round.json) and as a
// framework's fused GPU kernels do (round-fused.json, "kernels": "fused").
// JSON: "kernels": "fused"
// Lowering: the widenings are copies; the product runs at f32's 1e9 FLOP/s
// (65536 FLOPs: 65.536 us); every elementwise op not fused into its single
// user moves its operands and result.
// LOWER: linalg.generic {{.*}} 64x32xf32 1 2048 20480 20.480
// LOWER: linalg.generic {{.*}} 32x16xf32 1 512 5120 5.120
// LOWER: linalg.matmul {{.*}} 64x16xf32 1 65536 18432 65.536
// LOWER: linalg.generic {{.*}} 64x16xbf16 1 1024 8192 8.192
// Fused: the widenings, the zero fills and the narrowing are the
// tensor-core kernel's (free: the report leaves them out). The product runs
// at bf16's 4e9 FLOP/s (16.384 us), reading 4096 + 1024 bf16 bytes and
// writing its result as bf16 (2048).
// FUSED: op location
// FUSED-NEXT: linalg.matmul {{.*}} 64x16xf32 1 65536 7168 16.384
// With a bf16 `library_rates` point (2e9 FLOP/s: a tensor-core GEMM below
// the peak, as measured GEMMs run), the product runs at that rate.
// RATES: linalg.matmul {{.*}} 64x16xf32 1 65536 7168 32.768
// The softmax: the max reads x (4096) and writes 64 floats (256); the
// subtraction reads x and the broadcast max (which the lowering does not
// fuse: 12544 bytes there), its result stays in the kernel (the
// exponential is its only user); the exponential's result has two users,
// the sum and the division, both fusion consumers: recomputed in each,
// never stored; the division writes the result (4096).
// LOWER: linalg.generic {{.*}} 64xf32 1 1024 4608 4.608
// LOWER: linalg.generic {{.*}} 64x16xf32 1 1024 12544 12.544
// FUSED-NEXT: linalg.generic {{.*}} 64xf32 1 1024 4352 4.352
// FUSED-NEXT: linalg.generic {{.*}} 64x16xf32 1 1024 4352 4.352
// FUSED-NEXT: linalg.generic {{.*}} 64x16xf32 1 1024 0 1.024
// FUSED-NEXT: linalg.generic {{.*}} 64xf32 1 1024 256 1.024
// FUSED-NEXT: linalg.generic {{.*}} 64x16xf32 1 1024 4352 4.352
// FUSED-NEXT: compute: 31.488 us
#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
#bc = affine_map<(i, j) -> (i, 0)>
func.func @f(%a: tensor<64x32xbf16>, %b: tensor<32x16xbf16>, %x: tensor<64x16xf32>)
    -> (tensor<64x16xbf16>, tensor<64x16xf32>) {
  %ea0 = tensor.empty() : tensor<64x32xf32>
  %ea = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<64x32xbf16>) outs(%ea0 : tensor<64x32xf32>) {
  ^bb0(%v: bf16, %o: f32):
    %w = arith.extf %v : bf16 to f32
    linalg.yield %w : f32
  } -> tensor<64x32xf32>
  %eb0 = tensor.empty() : tensor<32x16xf32>
  %eb = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%b : tensor<32x16xbf16>) outs(%eb0 : tensor<32x16xf32>) {
  ^bb0(%v: bf16, %o: f32):
    %w = arith.extf %v : bf16 to f32
    linalg.yield %w : f32
  } -> tensor<32x16xf32>
  %zero = arith.constant 0.0 : f32
  %c0 = tensor.empty() : tensor<64x16xf32>
  %c = linalg.fill ins(%zero : f32) outs(%c0 : tensor<64x16xf32>) -> tensor<64x16xf32>
  %m = linalg.matmul ins(%ea, %eb : tensor<64x32xf32>, tensor<32x16xf32>) outs(%c : tensor<64x16xf32>) -> tensor<64x16xf32>
  %t0 = tensor.empty() : tensor<64x16xbf16>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m : tensor<64x16xf32>) outs(%t0 : tensor<64x16xbf16>) {
  ^bb0(%v: f32, %o: bf16):
    %n = arith.truncf %v : f32 to bf16
    linalg.yield %n : bf16
  } -> tensor<64x16xbf16>

  %ninf = arith.constant 0xFF800000 : f32
  %r0 = tensor.empty() : tensor<64xf32>
  %mx0 = linalg.fill ins(%ninf : f32) outs(%r0 : tensor<64xf32>) -> tensor<64xf32>
  %mx = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<64x16xf32>) outs(%mx0 : tensor<64xf32>) {
  ^bb0(%v: f32, %o: f32):
    %y = arith.maximumf %v, %o : f32
    linalg.yield %y : f32
  } -> tensor<64xf32>
  %mx2 = tensor.expand_shape %mx [[0, 1]] output_shape [64, 1] : tensor<64xf32> into tensor<64x1xf32>
  %s0 = tensor.empty() : tensor<64x16xf32>
  %s = linalg.generic {indexing_maps = [#id, #bc, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %mx2 : tensor<64x16xf32>, tensor<64x1xf32>) outs(%s0 : tensor<64x16xf32>) {
  ^bb0(%v: f32, %u: f32, %o: f32):
    %y = arith.subf %v, %u : f32
    linalg.yield %y : f32
  } -> tensor<64x16xf32>
  %e0 = tensor.empty() : tensor<64x16xf32>
  %e = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<64x16xf32>) outs(%e0 : tensor<64x16xf32>) {
  ^bb0(%v: f32, %o: f32):
    %y = math.exp %v : f32
    linalg.yield %y : f32
  } -> tensor<64x16xf32>
  %sm0 = linalg.fill ins(%zero : f32) outs(%r0 : tensor<64xf32>) -> tensor<64xf32>
  %sm = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%e : tensor<64x16xf32>) outs(%sm0 : tensor<64xf32>) {
  ^bb0(%v: f32, %o: f32):
    %y = arith.addf %v, %o : f32
    linalg.yield %y : f32
  } -> tensor<64xf32>
  %sm2 = tensor.expand_shape %sm [[0, 1]] output_shape [64, 1] : tensor<64xf32> into tensor<64x1xf32>
  %d0 = tensor.empty() : tensor<64x16xf32>
  %d = linalg.generic {indexing_maps = [#id, #bc, #id], iterator_types = ["parallel", "parallel"]}
      ins(%e, %sm2 : tensor<64x16xf32>, tensor<64x1xf32>) outs(%d0 : tensor<64x16xf32>) {
  ^bb0(%v: f32, %u: f32, %o: f32):
    %y = arith.divf %v, %u : f32
    linalg.yield %y : f32
  } -> tensor<64x16xf32>
  return %t, %d : tensor<64x16xbf16>, tensor<64x16xf32>
}
