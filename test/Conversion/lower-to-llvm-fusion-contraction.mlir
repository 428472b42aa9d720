// cleave-lower-to-llvm never fuses an elementwise producer into a library
// contraction (getLibraryContraction), which would then run as a loop nest
// instead of a BLAS call: a softmax's divide feeding the attention product
// `bhst,bthd->bshd` (as JAX writes it, a linalg.generic) stays its own
// loop, and the product becomes a kernel call. The same producer is fused
// into a reduction (a loop nest either way), and a widening cast into the
// contraction it feeds (the kernel widens as it packs). The estimate
// decides by the same predicate (fusesIntoUser): the exp feeding the sum
// moves no bytes of its own result.
// RUN: cleave-opt %s -cleave-lower-to-llvm -mlir-print-ir-before=one-shot-bufferize -o /dev/null 2>&1 | FileCheck %s
// RUN: cleave-opt %s -cleave-lower-to-llvm -o /dev/null -mlir-print-ir-after=cleave-linalg-to-blas 2>&1 | FileCheck %s --check-prefix=BLAS
// RUN: cleave-opt %s --cleave-estimate="cluster=cpu-mpi" -o /dev/null | FileCheck %s --check-prefix=EST

#bhst = affine_map<(b, h, s, d, t) -> (b, h, s, t)>
#bthd = affine_map<(b, h, s, d, t) -> (b, t, h, d)>
#bshd = affine_map<(b, h, s, d, t) -> (b, s, h, d)>
#id4 = affine_map<(b, h, s, t) -> (b, h, s, t)>
#row = affine_map<(b, h, s, t) -> (b, h, s)>

// CHECK-LABEL: func.func @attention
// CHECK: linalg.generic
// CHECK: arith.divf
// CHECK: linalg.generic
// CHECK-NOT: arith.divf
// CHECK: arith.mulf
// BLAS-LABEL: func.func @attention
// BLAS: call @cleave_kernel_batch_matmul_f32
func.func @attention(%p: tensor<2x4x16x16xf32>, %sum: tensor<2x4x16xf32>, %v: tensor<2x16x4x8xf32>) -> tensor<2x16x4x8xf32> {
  %e = tensor.empty() : tensor<2x4x16x16xf32>
  %probs = linalg.generic {indexing_maps = [#id4, #row, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%p, %sum : tensor<2x4x16x16xf32>, tensor<2x4x16xf32>) outs(%e : tensor<2x4x16x16xf32>) {
    ^bb0(%a: f32, %s: f32, %o: f32):
      %d = arith.divf %a, %s : f32
      linalg.yield %d : f32
  } -> tensor<2x4x16x16xf32>
  %zero = arith.constant 0.0 : f32
  %oe = tensor.empty() : tensor<2x16x4x8xf32>
  %of = linalg.fill ins(%zero : f32) outs(%oe : tensor<2x16x4x8xf32>) -> tensor<2x16x4x8xf32>
  %r = linalg.generic {indexing_maps = [#bhst, #bthd, #bshd], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%probs, %v : tensor<2x4x16x16xf32>, tensor<2x16x4x8xf32>) outs(%of : tensor<2x16x4x8xf32>) {
    ^bb0(%a: f32, %b: f32, %c: f32):
      %m = arith.mulf %a, %b : f32
      %s = arith.addf %c, %m : f32
      linalg.yield %s : f32
  } -> tensor<2x16x4x8xf32>
  return %r : tensor<2x16x4x8xf32>
}

// CHECK-LABEL: func.func @exp_sum
// CHECK: linalg.generic
// CHECK: math.exp
// CHECK-NEXT: arith.addf
// CHECK-NOT: linalg.generic
// The exp has no buffer of its own: its row reads x (16 KiB) and writes
// nothing, the sum's reads nothing of it.
// EST: func @exp_sum
// EST: math.exp {{.*}} 64x64xf32 1 4096 16384
// EST: linalg.generic {{.*}} 64xf32 1 4096 512
#xy = affine_map<(i, j) -> (i, j)>
#x = affine_map<(i, j) -> (i)>
func.func @exp_sum(%x: tensor<64x64xf32>) -> tensor<64xf32> {
  %ex = math.exp %x : tensor<64x64xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  %s = linalg.generic {indexing_maps = [#xy, #x], iterator_types = ["parallel", "reduction"]}
      ins(%ex : tensor<64x64xf32>) outs(%f : tensor<64xf32>) {
    ^bb0(%a: f32, %b: f32):
      %t = arith.addf %a, %b : f32
      linalg.yield %t : f32
  } -> tensor<64xf32>
  return %s : tensor<64xf32>
}
