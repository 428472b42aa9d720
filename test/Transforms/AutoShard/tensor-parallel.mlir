// RUN: cleave-opt %s --cleave-auto-shard="cluster=%S/Inputs/small-memory.json report-file=%t.txt" | FileCheck %s
// RUN: FileCheck %s --check-prefix=REPORT < %t.txt

// The weights (2 MiB each) do not fit a device (3 MB) together: they are
// split Megatron-style, the first by columns.

cleave.mesh @mesh = <["x"=4]>

// CHECK-LABEL: func.func @mlp
// CHECK-SAME: %{{[^:]*}}: tensor<16x512xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>}
// CHECK-SAME: %{{[^:]*}}: tensor<512x1024xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"x"}]>}
func.func @mlp(%x: tensor<16x512xf32>, %w1: tensor<512x1024xf32>, %w2: tensor<1024x512xf32>) -> tensor<16x512xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16x1024xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<16x1024xf32>) -> tensor<16x1024xf32>
  // CHECK: linalg.matmul {cleave.sharding = #cleave.sharding<@mesh, [{}, {"x"}]>}
  %h = linalg.matmul ins(%x, %w1 : tensor<16x512xf32>, tensor<512x1024xf32>) outs(%f : tensor<16x1024xf32>) -> tensor<16x1024xf32>
  %a = math.tanh %h : tensor<16x1024xf32>
  %e2 = tensor.empty() : tensor<16x512xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<16x512xf32>) -> tensor<16x512xf32>
  %y = linalg.matmul ins(%a, %w2 : tensor<16x1024xf32>, tensor<1024x512xf32>) outs(%f2 : tensor<16x512xf32>) -> tensor<16x512xf32>
  return %y : tensor<16x512xf32>
}

// Replicated and data-parallel plans do not fit; the chosen plan does.
// REPORT: auto-shard {{.*}} fits
// REPORT: replicated {{.*}} OVER
// REPORT-NEXT: does not fit in memory
// REPORT: data parallel {{.*}} OVER
// REPORT: tensor parallel {{.*}} fits
