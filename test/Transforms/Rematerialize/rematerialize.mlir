// cleave-rematerialize on per-device programs (32 KiB of arguments, each
// value 16 KiB; peaks as cleave-estimate computes them).
// recompute.mlir: %a = exp(%x) is read early (by %a1) and late (by %r),
// and is live, unread, at the peak (while %e is made: %a, %a1, %b, %c, %e
// live, 114688 bytes). It is computed again just before %r, so the peak
// drops by one buffer to 98304 bytes, at +the exp's roofline time.
// RUN: split-file %s %t
// RUN: cleave-opt %t/recompute.mlir --cleave-rematerialize="memory-limit=100000 report-file=%t/report" | FileCheck %s
// RUN: FileCheck %s --check-prefix=REPORT < %t/report
// RUN: cleave-opt %t/recompute.mlir --cleave-rematerialize="memory-limit=100000" | cleave-opt --cleave-estimate 2>&1 | FileCheck %s --check-prefix=AFTER
// sink.mlir: %a is read only after the peak: it moves there (the original
// goes), 98304 -> 81920 bytes.
// RUN: cleave-opt %t/sink.mlir --cleave-rematerialize="memory-limit=90000 report-file=-" | FileCheck %s --check-prefix=SINK
// Under the limit already (the default: the device capacity): unchanged.
// RUN: cleave-opt %t/recompute.mlir --cleave-rematerialize | FileCheck %s --check-prefix=SAME
// A limit no recomputation reaches: a warning, and what was done is kept.
// RUN: cleave-opt %t/recompute.mlir --cleave-rematerialize="memory-limit=40000" -o /dev/null 2>&1 | FileCheck %s --check-prefix=LOW
// Misuse: an unpartitioned module, a negative limit, an unknown cluster.
// RUN: not cleave-opt %t/global.mlir --cleave-rematerialize 2>&1 | FileCheck %s --check-prefix=GLOBAL
// RUN: not cleave-opt %t/recompute.mlir --cleave-rematerialize="memory-limit=-1" 2>&1 | FileCheck %s --check-prefix=NEG
// RUN: not cleave-opt %t/recompute.mlir --cleave-rematerialize="cluster=nowhere" 2>&1 | FileCheck %s --check-prefix=CLUSTER

// CHECK-LABEL: func.func @step
// CHECK: %[[A:.*]] = math.exp %arg0
// CHECK: arith.addf %[[A]], %arg0
// CHECK: %[[E:.*]] = arith.addf %[[B:.*]], %[[C:.*]] :
// CHECK: %[[F:.*]] = arith.addf %[[E]], %{{.*}} :
// CHECK-NEXT: %[[A2:.*]] = math.exp %arg0
// CHECK-NEXT: %[[R:.*]] = arith.addf %[[F]], %[[A2]]
// CHECK-NEXT: return %[[R]]
// REPORT: cleave-rematerialize report for @step on cpu-mpi
// REPORT-NEXT: peak 0.109 MiB per device -> 0.094 MiB (limit 0.095 MiB: met; the arguments, live throughout, hold 0.031 MiB); 1 values recomputed or moved, +{{[0-9.]+}} ms of compute
// REPORT-NEXT: math.exp{{ +}}0.016 MiB  +{{[0-9.]+}} us  loc({{.*}}recompute.mlir":3:8)
// REPORT-NOT: moved after
// AFTER: peak memory: 98304 bytes per device
// SINK: peak 0.094 MiB per device -> 0.078 MiB (limit 0.086 MiB: met{{.*}}); 1 values recomputed or moved, +0.000 ms of compute
// SINK-NEXT: math.exp{{.*}}(moved after the peak: all its reads were there)
// SINK-LABEL: func.func @step
// SINK-NOT: math.exp %arg0
// SINK: arith.addf %{{.*}}, %{{.*}} :
// SINK-NEXT: %[[A:.*]] = math.exp %arg0
// SINK-NEXT: arith.addf %{{.*}}, %[[A]]
// SAME: math.exp %arg0
// SAME-NOT: math.exp %arg0
// LOW: warning: cleave-rematerialize: @step still peaks at 98304 bytes per device, over the limit of 40000 bytes, after recomputing 1 values (no other value can be recomputed); the peak is at this op
// GLOBAL: error: cleave-rematerialize works on per-device programs: no function has cleave.partitioned (run cleave-partition first)
// NEG: error: cleave-rematerialize memory-limit=-1: memory-limit must be a byte count (0: the device capacity of the cluster)
// CLUSTER: error: {{.*}}nowhere

//--- recompute.mlir
cleave.mesh @mesh = <["x"=1]>
func.func @step(%x: tensor<64x64xf32>, %y: tensor<64x64xf32>) -> tensor<64x64xf32> attributes {cleave.partitioned} {
  %a = math.exp %x : tensor<64x64xf32>
  %a1 = arith.addf %a, %x : tensor<64x64xf32>
  %b = math.exp %y : tensor<64x64xf32>
  %c = math.exp %b : tensor<64x64xf32>
  %e = arith.addf %b, %c : tensor<64x64xf32>
  %f = arith.addf %e, %a1 : tensor<64x64xf32>
  %r = arith.addf %f, %a : tensor<64x64xf32>
  return %r : tensor<64x64xf32>
}

//--- sink.mlir
cleave.mesh @mesh = <["x"=1]>
func.func @step(%x: tensor<64x64xf32>, %y: tensor<64x64xf32>) -> tensor<64x64xf32> attributes {cleave.partitioned} {
  %a = math.exp %x : tensor<64x64xf32>
  %b = math.exp %y : tensor<64x64xf32>
  %c = math.exp %b : tensor<64x64xf32>
  %e = arith.addf %b, %c : tensor<64x64xf32>
  %r = arith.addf %e, %a : tensor<64x64xf32>
  return %r : tensor<64x64xf32>
}

//--- global.mlir
cleave.mesh @mesh = <["x"=2]>
func.func @step(%x: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %a = math.exp %x : tensor<64x64xf32>
  return %a : tensor<64x64xf32>
}
