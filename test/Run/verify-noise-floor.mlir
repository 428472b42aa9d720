// REQUIRES: mpi
// --verify judges a result that misses the dtype's tolerance against the
// program's own rounding noise: the unpartitioned program is run again with
// the other matmul path (BLAS vs loops) and a result within 4x of that
// noise floor passes, with the floor printed. A wrong result still fails.
// RUN: cleave-run -np 2 %s --entry main --verify | FileCheck %s
// RUN: not cleave-run -np 2 %s --entry main --verify --reference-entry wrong > %t.out 2> %t.err
// RUN: FileCheck %s --check-prefix=WRONG < %t.err
// RUN: FileCheck %s --check-prefix=WRONG-FLOOR < %t.out
// An explicit --rtol / --atol is the whole tolerance: no noise floor.
// RUN: not cleave-run -np 2 %s --entry main --verify --atol 1e-5 2>&1 | FileCheck %s --check-prefix=EXPLICIT

// p - q = (a + 1e6) b - 1e6 b: sums of terms near 1e6 that cancel, so their
// rounding (which the split of k over "x" reorders) dwarfs the result.
// CHECK: verify: result 0 misses the f32 tolerance; the unpartitioned program's noise floor (BLAS vs loop matmuls on one rank) is [[FLOOR:.*]]
// CHECK-NEXT: verify: result 0 matches the unpartitioned program (16 elements, f32, {{.*}} for the noise floor)
// CHECK-NEXT: verify: OK

// WRONG: cleave-run: verify: result 0: 16 of 16 elements differ
// WRONG-FLOOR: noise floor (BLAS vs loop matmuls on one rank) is
// EXPLICIT-NOT: noise floor
// EXPLICIT: cleave-run: verify: result 0: {{[0-9]+}} of 16 elements differ

cleave.mesh @mesh = <["x"=2]>

func.func private @cancel(%a: tensor<4x4096xf32>, %b: tensor<4096x4xf32>) -> tensor<4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %big = arith.constant 1.0e6 : f32
  %e0 = tensor.empty() : tensor<4x4096xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> (i, k)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x4096xf32>) outs(%e0 : tensor<4x4096xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.addf %x, %big : f32
    linalg.yield %r : f32
  } -> tensor<4x4096xf32>
  %c = linalg.fill ins(%big : f32) outs(%e0 : tensor<4x4096xf32>) -> tensor<4x4096xf32>
  %e1 = tensor.empty() : tensor<4x4xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<4x4xf32>) -> tensor<4x4xf32>
  %p = linalg.matmul ins(%s, %b : tensor<4x4096xf32>, tensor<4096x4xf32>) outs(%f1 : tensor<4x4xf32>) -> tensor<4x4xf32>
  %q = linalg.matmul ins(%c, %b : tensor<4x4096xf32>, tensor<4096x4xf32>) outs(%f1 : tensor<4x4xf32>) -> tensor<4x4xf32>
  %d = linalg.sub ins(%p, %q : tensor<4x4xf32>, tensor<4x4xf32>) outs(%e1 : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %d : tensor<4x4xf32>
}

func.func @main(%a: tensor<4x4096xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"x"}]>},
                %b: tensor<4096x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>})
    -> (tensor<4x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>}) {
  %d = func.call @cancel(%a, %b) : (tensor<4x4096xf32>, tensor<4096x4xf32>) -> tensor<4x4xf32>
  return %d : tensor<4x4xf32>
}

// The same, off by 1000: beyond any noise floor.
func.func @wrong(%a: tensor<4x4096xf32>, %b: tensor<4096x4xf32>) -> tensor<4x4xf32> {
  %d = func.call @cancel(%a, %b) : (tensor<4x4096xf32>, tensor<4096x4xf32>) -> tensor<4x4xf32>
  %k = arith.constant 1000.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %w = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%d : tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.addf %x, %k : f32
    linalg.yield %r : f32
  } -> tensor<4x4xf32>
  return %w : tensor<4x4xf32>
}
