// REQUIRES: mpi
// cleave-rematerialize in cleave-run's partition pipeline: %a = exp(%x) is
// recomputed before its late read (the report says so), and --verify
// compares the 2-rank result with the unpartitioned program.
// RUN: cleave-run -np 2 %s --verify --partition-pipeline="cleave-propagate,cleave-partition,cleave-rematerialize{memory-limit=50000 report-file=%t.report}" | FileCheck %s
// RUN: FileCheck %s --check-prefix=REPORT < %t.report
// CHECK: verify: OK
// REPORT: 1 values recomputed or moved
// REPORT-NEXT: math.exp
// REPORT-NOT: moved after the peak
cleave.mesh @mesh = <["x"=2]>
func.func @main(%x: tensor<64x64xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>},
                %y: tensor<64x64xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>})
    -> (tensor<64x64xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>}) {
  %a = math.exp %x : tensor<64x64xf32>
  %a1 = arith.addf %a, %x : tensor<64x64xf32>
  %b = math.exp %y : tensor<64x64xf32>
  %c = math.exp %b : tensor<64x64xf32>
  %e = arith.addf %b, %c : tensor<64x64xf32>
  %f = arith.addf %e, %a1 : tensor<64x64xf32>
  %r = arith.addf %f, %a : tensor<64x64xf32>
  return %r : tensor<64x64xf32>
}
