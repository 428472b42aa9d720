// RUN: cleave-opt %s --cleave-auto-shard="cluster=8xH100-NVLink report-file=%t.txt" | FileCheck %s
// RUN: FileCheck %s --check-prefix=REPORT < %t.txt
// RUN: cleave-opt %s --cleave-auto-shard="cluster=8xH100-NVLink" --cleave-propagate --cleave-partition -verify-each | FileCheck %s --check-prefix=PART

// A small model on many devices: the batch is split over every device and
// the small weights stay whole: data parallel, with no communication.

cleave.mesh @mesh = <["x"=8]>

// CHECK-LABEL: func.func @mlp
// CHECK-SAME: %{{[^:]*}}: tensor<4096x256xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>}
// CHECK-SAME: %{{[^:]*}}: tensor<256x256xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>}
// CHECK-SAME: %{{[^:]*}}: tensor<256x256xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>}
func.func @mlp(%x: tensor<4096x256xf32>, %w1: tensor<256x256xf32>, %w2: tensor<256x256xf32>) -> tensor<4096x256xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4096x256xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4096x256xf32>) -> tensor<4096x256xf32>
  // CHECK: linalg.matmul {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>}
  %h = linalg.matmul ins(%x, %w1 : tensor<4096x256xf32>, tensor<256x256xf32>) outs(%f : tensor<4096x256xf32>) -> tensor<4096x256xf32>
  // CHECK: math.tanh %{{.*}} {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>}
  %a = math.tanh %h : tensor<4096x256xf32>
  // CHECK: linalg.matmul {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>}
  %y = linalg.matmul ins(%a, %w2 : tensor<4096x256xf32>, tensor<256x256xf32>) outs(%f : tensor<4096x256xf32>) -> tensor<4096x256xf32>
  return %y : tensor<4096x256xf32>
}

// REPORT: cleave-auto-shard report for @mlp on 8xH100-NVLink (mesh @mesh)
// REPORT: solver: {{.*}}, optimal, 6 nodes, 5 edges
// REPORT: plan total ms compute ms reduce ms reshard ms peak MiB/dev
// REPORT: auto-shard {{[0-9.]+}} {{[0-9.]+}} 0.000 0.000 {{[0-9.]+}} fits
// REPORT: replicated
// REPORT-NEXT: auto-shard is 8.00x faster
// REPORT: data parallel
// REPORT-NEXT: same estimated time as auto-shard
// REPORT: tensor parallel
// REPORT-NEXT: auto-shard is {{[0-9.]+}}x faster
// REPORT: chosen shardings:
// REPORT-NEXT: argument #0: #cleave.sharding<@mesh, [{"x"}, {}]>

// The per-device program needs no collective.
// PART-LABEL: func.func @mlp
// PART-NOT: cleave.all
// PART: return
