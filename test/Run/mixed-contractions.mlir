// REQUIRES: mpi
// RUN: cleave-run -np 2 %s --entry main --verify --reference-entry reference | FileCheck %s

// Mixed-precision products (bf16 / f16 inputs widened to an f32 accumulator,
// as torch-mlir writes a bf16 step's matmuls) go to the f32 BLAS kernel
// through widened copies (cleave-linalg-to-blas) and compute what the loops
// compute: @main's products against @reference, the same sums with a body
// (acc - -(ext(a) * ext(b))) that no kernel takes. A q @ k^T in bf16 over
// a split batch dim, a matmul with one f16 and one f32 input, and a bf16
// projection over [batch, seq] read transposed.

// CHECK-COUNT-3: verify: result {{[0-2]}} matches
// CHECK: verify: OK

cleave.mesh @mesh = <["x"=2]>

#q = affine_map<(b, s, t, d) -> (b, s, d)>
#k = affine_map<(b, s, t, d) -> (b, t, d)>
#o = affine_map<(b, s, t, d) -> (b, s, t)>
#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#mn = affine_map<(m, n, k) -> (m, n)>
#h = affine_map<(b, s, n, d) -> (b, s, d)>
#w = affine_map<(b, s, n, d) -> (n, d)>
#y = affine_map<(b, s, n, d) -> (b, s, n)>

func.func @main(%q: tensor<4x16x32xbf16> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}, {}]>},
                %k: tensor<4x16x32xbf16> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}, {}]>},
                %a: tensor<8x24xf16>, %b: tensor<24x16xf32>,
                %x: tensor<2x8x32xbf16>, %wt: tensor<16x32xbf16>)
    -> (tensor<4x16x16xf32>, tensor<8x16xf32>, tensor<2x8x16xf32>) {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<4x16x16xf32>
  %i0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %r0 = linalg.generic {indexing_maps = [#q, #k, #o], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%q, %k : tensor<4x16x32xbf16>, tensor<4x16x32xbf16>) outs(%i0 : tensor<4x16x16xf32>) {
  ^bb0(%l: bf16, %r: bf16, %acc: f32):
    %lf = arith.extf %l : bf16 to f32
    %rf = arith.extf %r : bf16 to f32
    %m = arith.mulf %lf, %rf : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x16x16xf32>
  %e1 = tensor.empty() : tensor<8x16xf32>
  %i1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %r1 = linalg.matmul ins(%a, %b : tensor<8x24xf16>, tensor<24x16xf32>) outs(%i1 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %e2 = tensor.empty() : tensor<2x8x16xf32>
  %i2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
  %r2 = linalg.generic {indexing_maps = [#h, #w, #y], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%x, %wt : tensor<2x8x32xbf16>, tensor<16x32xbf16>) outs(%i2 : tensor<2x8x16xf32>) {
  ^bb0(%l: bf16, %r: bf16, %acc: f32):
    %lf = arith.extf %l : bf16 to f32
    %rf = arith.extf %r : bf16 to f32
    %m = arith.mulf %lf, %rf : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<2x8x16xf32>
  return %r0, %r1, %r2 : tensor<4x16x16xf32>, tensor<8x16xf32>, tensor<2x8x16xf32>
}

func.func @reference(%q: tensor<4x16x32xbf16>, %k: tensor<4x16x32xbf16>,
                     %a: tensor<8x24xf16>, %b: tensor<24x16xf32>,
                     %x: tensor<2x8x32xbf16>, %wt: tensor<16x32xbf16>)
    -> (tensor<4x16x16xf32>, tensor<8x16xf32>, tensor<2x8x16xf32>) {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<4x16x16xf32>
  %i0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %r0 = linalg.generic {indexing_maps = [#q, #k, #o], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%q, %k : tensor<4x16x32xbf16>, tensor<4x16x32xbf16>) outs(%i0 : tensor<4x16x16xf32>) {
  ^bb0(%l: bf16, %r: bf16, %acc: f32):
    %lf = arith.extf %l : bf16 to f32
    %rf = arith.extf %r : bf16 to f32
    %m = arith.mulf %lf, %rf : f32
    %n = arith.negf %m : f32
    %s = arith.subf %acc, %n : f32
    linalg.yield %s : f32
  } -> tensor<4x16x16xf32>
  %e1 = tensor.empty() : tensor<8x16xf32>
  %i1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %r1 = linalg.generic {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<8x24xf16>, tensor<24x16xf32>) outs(%i1 : tensor<8x16xf32>) {
  ^bb0(%l: f16, %r: f32, %acc: f32):
    %lf = arith.extf %l : f16 to f32
    %m = arith.mulf %lf, %r : f32
    %n = arith.negf %m : f32
    %s = arith.subf %acc, %n : f32
    linalg.yield %s : f32
  } -> tensor<8x16xf32>
  %e2 = tensor.empty() : tensor<2x8x16xf32>
  %i2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
  %r2 = linalg.generic {indexing_maps = [#h, #w, #y], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%x, %wt : tensor<2x8x32xbf16>, tensor<16x32xbf16>) outs(%i2 : tensor<2x8x16xf32>) {
  ^bb0(%l: bf16, %r: bf16, %acc: f32):
    %lf = arith.extf %l : bf16 to f32
    %rf = arith.extf %r : bf16 to f32
    %m = arith.mulf %lf, %rf : f32
    %n = arith.negf %m : f32
    %s = arith.subf %acc, %n : f32
    linalg.yield %s : f32
  } -> tensor<2x8x16xf32>
  return %r0, %r1, %r2 : tensor<4x16x16xf32>, tensor<8x16xf32>, tensor<2x8x16xf32>
}
