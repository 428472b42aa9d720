// RUN: cleave-opt %s --cleave-auto-shard="cluster=8xH100-NVLink report-file=%t.report" | FileCheck %s
// RUN: FileCheck %s --check-prefix=REPORT < %t.report
// RUN: cleave-opt %s --cleave-auto-shard="cluster=8xH100-NVLink" --cleave-propagate --cleave-partition | FileCheck %s --check-prefix=PART --implicit-check-not=cleave.all_gather --implicit-check-not=cleave.all_reduce --implicit-check-not=cleave.all_to_all

// A loop over layers as jax.lax.scan exports it (weights stacked
// [layers, ...], read at the loop's counter): auto-shard plans through the
// loop, a node per carried value and the body's ops priced once per trip,
// instead of one opaque op that gathers everything. Data parallel wins:
// the activation, carried through the loop, is split over the batch at
// entry, in the body and at exit; the stacked weights stay whole.

cleave.mesh @mesh = <["x"=8]>

// CHECK-LABEL: func.func @stack
// CHECK-SAME: %{{[^:]*}}: tensor<4096x256xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>}
// CHECK-SAME: %{{[^:]*}}: tensor<12x256x256xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}, {}]>}
// CHECK: scf.for
// CHECK: linalg.matmul {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>}
// CHECK: } {cleave.sharding = [#cleave.sharding<@mesh, [{}]>, #cleave.sharding<@mesh, [{"x"}, {}]>]}
// REPORT: solver: {{.*}} optimal
// REPORT: loop carry #1: #cleave.sharding<@mesh, [{"x"}, {}]>
// PART: scf.for {{.*}} -> (tensor<1xi32>, tensor<512x256xf32>)
func.func @stack(%x: tensor<4096x256xf32>, %w: tensor<12x256x256xf32>) -> tensor<4096x256xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c12 = arith.constant 12 : index
  %zero = arith.constant 0.0 : f32
  %i0 = arith.constant dense<0> : tensor<1xi32>
  %one = arith.constant dense<1> : tensor<1xi32>
  %r:2 = scf.for %iv = %c0 to %c12 step %c1 iter_args(%i = %i0, %h = %x) -> (tensor<1xi32>, tensor<4096x256xf32>) {
    %n = tensor.extract %i[%c0] : tensor<1xi32>
    %k = arith.index_cast %n : i32 to index
    %s = tensor.extract_slice %w[%k, 0, 0] [1, 256, 256] [1, 1, 1] : tensor<12x256x256xf32> to tensor<1x256x256xf32>
    %wk = tensor.collapse_shape %s [[0, 1], [2]] : tensor<1x256x256xf32> into tensor<256x256xf32>
    %e = tensor.empty() : tensor<4096x256xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4096x256xf32>) -> tensor<4096x256xf32>
    %m = linalg.matmul ins(%h, %wk : tensor<4096x256xf32>, tensor<256x256xf32>) outs(%f : tensor<4096x256xf32>) -> tensor<4096x256xf32>
    %t = math.tanh %m : tensor<4096x256xf32>
    %i1 = arith.addi %i, %one : tensor<1xi32>
    scf.yield %i1, %t : tensor<1xi32>, tensor<4096x256xf32>
  }
  return %r#1 : tensor<4096x256xf32>
}

// A loop whose trip count is known only when it runs (jax.lax.while_loop;
// the condition forwards only the activation, the change it reads being
// dropped from the results): planned through the same way, its regions
// priced as one trip. The activation is split over the batch in both
// regions and at exit; the largest change, which the condition reads, is
// one all_reduce of a scalar per trip.
// CHECK-LABEL: func.func @until_converged
// CHECK-SAME: %{{[^:]*}}: tensor<4096x4096xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>}
// CHECK: scf.while
// CHECK: linalg.matmul {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>}
// CHECK: } attributes {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>}
// REPORT: loop carry #0: #cleave.sharding<@mesh, [{"x"}, {}]>
// PART-LABEL: func.func @until_converged
// PART: scf.while {{.*}} : (tensor<512x4096xf32>, tensor<f32>) -> tensor<512x4096xf32>
// PART: cleave.all_reduce {{.*}} kind = max : tensor<f32>
func.func @until_converged(%x: tensor<4096x4096xf32>, %w: tensor<4096x4096xf32>) -> tensor<4096x4096xf32> {
  %zero = arith.constant 0.0 : f32
  %tol = arith.constant 1.0e-3 : f32
  %inf = arith.constant dense<0x7F800000> : tensor<f32>
  %r = scf.while (%h = %x, %delta = %inf) : (tensor<4096x4096xf32>, tensor<f32>) -> tensor<4096x4096xf32> {
    %v = tensor.extract %delta[] : tensor<f32>
    %c = arith.cmpf ogt, %v, %tol : f32
    scf.condition(%c) %h : tensor<4096x4096xf32>
  } do {
  ^bb0(%h: tensor<4096x4096xf32>):
    %e = tensor.empty() : tensor<4096x4096xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
    %m = linalg.matmul ins(%h, %w : tensor<4096x4096xf32>, tensor<4096x4096xf32>) outs(%f : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
    %t = math.tanh %m : tensor<4096x4096xf32>
    %d = arith.subf %t, %h : tensor<4096x4096xf32>
    %low = arith.constant 0xFF800000 : f32
    %e0 = tensor.empty() : tensor<f32>
    %e1 = linalg.fill ins(%low : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
    %s = linalg.reduce ins(%d : tensor<4096x4096xf32>) outs(%e1 : tensor<f32>) dimensions = [0, 1]
      (%a: f32, %b: f32) {
        %mx = arith.maximumf %a, %b : f32
        linalg.yield %mx : f32
      }
    scf.yield %t, %s : tensor<4096x4096xf32>, tensor<f32>
  }
  return %r : tensor<4096x4096xf32>
}
