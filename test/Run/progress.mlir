// REQUIRES: mpi
// Progress heartbeats (docs/runtime.md, CLEAVE_RT_PROGRESS_DIR): rank 0
// computes a long loop (a dependent chain of 6x10^8 float ops: seconds) before
// an all_reduce that rank 1 already waits in, far past CLEAVE_RT_TIMEOUT_S=0.5.
// The launcher gives the ranks a heartbeat directory, so rank 1's watchdog
// sees rank 0 still computing and waits on: the run completes, and the
// directory is gone afterwards.
// RUN: rm -rf %t && mkdir -p %t/tmp
// (stdout and stderr come through mpirun in no fixed order: -DAG)
// RUN: env TMPDIR=%t/tmp CLEAVE_RT_TIMEOUT_S=0.5 cleave-run -np 2 %s 2>&1 | FileCheck %s --implicit-check-not="did not complete"
// CHECK-DAG: cleave-rt: rank 1: note: cleave_rt_all_reduce_f32: MPI_Allreduce has waited over 0.5 s (CLEAVE_RT_TIMEOUT_S) but rank 0 is still making progress; waiting on
// CHECK-DAG: result 0: tensor<4xf32>
// RUN: ls %t/tmp | count 0

cleave.mesh @mesh = <["x"=2]>
func.func @main(%x: tensor<4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}]>,
                                   cleave.global_type = tensor<4xf32>})
    -> (tensor<4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}]>,
                       cleave.global_type = tensor<4xf32>})
    attributes {cleave.partitioned} {
  %i = cleave.group_index over @mesh["x"] : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 600000000 : index
  %zero = arith.constant 0.0 : f32
  %half = arith.constant 0.5 : f32
  %one = arith.constant 1.0 : f32
  %is0 = arith.cmpi eq, %i, %c0 : index
  // acc <- acc * 0.5 + 1 converges to 2.0; no fast-math, so it stays a loop.
  %v = scf.if %is0 -> f32 {
    %r = scf.for %j = %c0 to %n step %c1 iter_args(%acc = %zero) -> f32 {
      %m = arith.mulf %acc, %half : f32
      %a = arith.addf %m, %one : f32
      scf.yield %a : f32
    }
    scf.yield %r : f32
  } else {
    scf.yield %zero : f32
  }
  %t = tensor.splat %v : tensor<4xf32>
  %y = arith.addf %x, %t : tensor<4xf32>
  %s = cleave.all_reduce %y over @mesh["x"] kind = sum : tensor<4xf32>
  return %s : tensor<4xf32>
}
