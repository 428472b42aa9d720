// RUN: cleave-opt %s '--cleave-auto-shard=report-file=-' -o /dev/null 2>&1 | FileCheck %s

// A cumulative sum of one long line on 4 devices: split along the scanned
// dim, each device scans a quarter, and the plan prices what the scan's
// local form moves (the all_gather of one total per device, through the
// interface's getLocalCollectives) as the estimate of the partitioned
// program does: a few microseconds of latency, against 4x the compute.
cleave.mesh @mesh = <["x"=4]>

// CHECK: plan                       total ms   compute ms    reduce ms   reshard ms
// CHECK-NEXT: auto-shard 0.032 0.026 0.000 0.006
// CHECK-NEXT: replicated 0.105 0.105 0.000 0.000
// CHECK: cleave.scan [{{.*}}]: #cleave.sharding<@mesh, [{}, {"x"}]>
func.func @f(%a: tensor<1x65536xf32>) -> tensor<1x65536xf32> {
  %0 = cleave.scan %a dim = 1 kind = sum : tensor<1x65536xf32>
  %1 = math.tanh %0 : tensor<1x65536xf32>
  return %1 : tensor<1x65536xf32>
}
