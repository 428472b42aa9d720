// RUN: cleave-opt %s -cleave-estimate=cluster=%S/Inputs/calibrated.json -o /dev/null | FileCheck %s
// RUN: cleave-opt %s -cleave-estimate="cluster=%S/Inputs/calibrated.json print-cluster" -o /dev/null | FileCheck %s --check-prefix=ROUNDTRIP

// The figures `cleave-run --calibrate` measures (docs/cost-model.md): on
// Inputs/calibrated.json library matmuls and elementwise loops run at the
// f32 peak (1e9 FLOP/s), reducing loops at reduction_flops (1e8), math
// functions at their math_rates (exp 1e7/s, others the default 1e6/s) on top
// of their FLOP; memory (1e12 B/s) never binds. reduce_scatter has its own
// measured latency and bandwidth; all_gather uses the link's.

cleave.mesh @mesh = <["x"=2]>

// CHECK-LABEL: func @f: per-device program
func.func @f(%a: tensor<1000xf32>, %m: tensor<1000x10xf32>, %p: tensor<10x10xf32>,
             %q: tensor<10x10xf32>, %r: tensor<10x10xf32>)
    -> (tensor<1000xf32>, tensor<1000xf32>, tensor<1000xf32>, tensor<10x10xf32>,
        tensor<10x10xf32>, tensor<500xf32>, tensor<2000xf32>)
    attributes {cleave.partitioned} {
  // 1000 FLOPs (1 us) + 1000 exp at 1e7/s (100 us).
  // CHECK: math.exp {{.*}} 1000xf32 1 1000 8000 101.000
  %e = math.exp %a : tensor<1000xf32>
  // tanh has no entry: the default, 1e6/s.
  // CHECK: math.tanh {{.*}} 1000xf32 1 1000 8000 1001.000
  %t = math.tanh %a : tensor<1000xf32>
  // A row sum: 10000 adds in a reducing loop at 1e8/s.
  // CHECK: linalg.reduce {{.*}} 1000xf32 1 10000 48000 100.000
  %z = tensor.empty() : tensor<1000xf32>
  %s = linalg.reduce ins(%m : tensor<1000x10xf32>) outs(%z : tensor<1000xf32>) dimensions = [1]
    (%x: f32, %acc: f32) {
      %y = arith.addf %x, %acc : f32
      linalg.yield %y : f32
    }
  // A matmul goes to BLAS: 2000 FLOPs at the peak.
  // CHECK: linalg.matmul {{.*}} 10x10xf32 1 2000 1600 2.000
  %mm = linalg.matmul ins(%p, %q : tensor<10x10xf32>, tensor<10x10xf32>) outs(%r : tensor<10x10xf32>) -> tensor<10x10xf32>
  // A scaled product (no kernel takes it) is a loop nest: 3000 FLOPs at
  // 1e8/s.
  // CHECK: linalg.generic {{.*}} 10x10xf32 1 3000 1600 30.000
  %half = arith.constant 0.5 : f32
  %g = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>],
                       iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%p, %q : tensor<10x10xf32>, tensor<10x10xf32>) outs(%r : tensor<10x10xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %xy = arith.mulf %x, %y : f32
    %h = arith.mulf %xy, %half : f32
    %acc = arith.addf %o, %h : f32
    linalg.yield %acc : f32
  } -> tensor<10x10xf32>
  // reduce_scatter at its own figures: 1 us + (1/2) 4000 B / 1e8 B/s = 21 us;
  // all_gather at the link's: (1/2) 8000 B / 1e9 B/s = 4 us.
  // CHECK: cleave.reduce_scatter {{.*}} reduce_scatter[x] 4000 21.000
  %rs = cleave.reduce_scatter %e over @mesh["x"] dim = 0 kind = sum : tensor<1000xf32> -> tensor<500xf32>
  // CHECK: cleave.all_gather {{.*}} all_gather[x] 8000 4.000
  %ag = cleave.all_gather %t over @mesh["x"] dim = 0 : tensor<1000xf32> -> tensor<2000xf32>
  // CHECK: compute: 1234.000 us
  // CHECK-NEXT: communication: 25.000 us
  return %e, %t, %s, %mm, %g, %rs, %ag : tensor<1000xf32>, tensor<1000xf32>, tensor<1000xf32>, tensor<10x10xf32>, tensor<10x10xf32>, tensor<500xf32>, tensor<2000xf32>
}

// The new fields survive a round trip through the JSON writer.
// ROUNDTRIP: "reduction_flops": 100000000,
// ROUNDTRIP: "math_rates": {
// ROUNDTRIP-NEXT: "default": 1000000,
// ROUNDTRIP-NEXT: "exp": 10000000
// ROUNDTRIP: "collectives": {
// ROUNDTRIP-NEXT: "reduce_scatter": {
// ROUNDTRIP-NEXT: "latency": 9.9999999999999995e-07,
// ROUNDTRIP-NEXT: "bandwidth": 100000000
