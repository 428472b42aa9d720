// RUN: cleave-opt %s -split-input-file -cleave-combine-reductions -verify-each | FileCheck %s
// RUN: cleave-opt %s -split-input-file '-cleave-combine-reductions=bucket-bytes=64' | FileCheck %s --check-prefix=SMALL
// RUN: cleave-opt %s -split-input-file '-cleave-combine-reductions=cluster=8xH100-NVLink report-file=-' -o /dev/null | FileCheck %s --check-prefix=REPORT
// The estimate of a combined program says what combining saved: the members
// priced as separate all_reduces against the bucket and its copies.
// RUN: cleave-opt %s -split-input-file -cleave-combine-reductions '-cleave-estimate=cluster=8xH100-NVLink' -o /dev/null | FileCheck %s --check-prefix=ESTIMATE
// RUN: cleave-opt %s -split-input-file -cleave-combine-reductions '-cleave-estimate=cluster=8xH100-NVLink format=json' -o /dev/null | FileCheck %s --check-prefix=JSON

// Gradient reductions, each followed by its update (as a training step is
// written): independent, so one bucket; the updates move after it.
cleave.mesh @mesh = <["data"=4]>
// CHECK-LABEL: func.func @grads
// CHECK-SAME: (%[[G1:.*]]: tensor<4x4xf32>, %[[G2:.*]]: tensor<8xf32>, %[[L:.*]]: tensor<f32>
// CHECK: %[[F1:.*]] = tensor.collapse_shape %[[G1]] {{\[\[}}0, 1]] : tensor<4x4xf32> into tensor<16xf32>
// CHECK: %[[P1:.*]] = tensor.insert_slice %[[F1]] into %{{.*}}[0] [16] [1] : tensor<16xf32> into tensor<25xf32>
// CHECK: %[[P2:.*]] = tensor.insert_slice %[[G2]] into %[[P1]][16] [8] [1] : tensor<8xf32> into tensor<25xf32>
// CHECK: %[[F3:.*]] = tensor.expand_shape %[[L]] [] output_shape [1] : tensor<f32> into tensor<1xf32>
// CHECK: %[[P3:.*]] = tensor.insert_slice %[[F3]] into %[[P2]][24] [1] [1] : tensor<1xf32> into tensor<25xf32>
// CHECK: %[[R:.*]] = cleave.all_reduce %[[P3]] over @mesh["data"] kind = sum {combined = array<i64: 16, 8, 1>} : tensor<25xf32>
// CHECK-NOT: cleave.all_reduce
// CHECK: tensor.extract_slice %[[R]][0] [16] [1]
// CHECK: tensor.expand_shape
// CHECK: tensor.extract_slice %[[R]][16] [8] [1]
// CHECK: tensor.extract_slice %[[R]][24] [1] [1]
// CHECK: tensor.collapse_shape %{{.*}} [] : tensor<1xf32> into tensor<f32>
// CHECK: arith.subf
// CHECK: arith.subf
// CHECK: return
// With 64-byte buckets g1 (64 bytes) stays alone; g2 and the loss share one.
// SMALL-LABEL: func.func @grads
// SMALL: cleave.all_reduce %{{.*}} : tensor<4x4xf32>
// SMALL: cleave.all_reduce %{{.*}} : tensor<9xf32>
// SMALL-NOT: cleave.all_reduce
// SMALL: return
// REPORT: bucket over [data]: 3 all_reduces, 0.000 MiB: {{[0-9.]+}} ms -> {{[0-9.]+}} ms
// REPORT: combined 3 all_reduces into 1 on 8xH100-NVLink: {{[0-9.]+}} ms -> {{[0-9.]+}} ms (saved {{[0-9.]+}} ms)
// ESTIMATE: func @grads: per-device program
// ESTIMATE: combined reductions: 3 all_reduces in 1 bucket(s): {{[0-9.]+}} us with the packing copies, {{[0-9.]+}} us as separate all_reduces (saved {{[0-9.]+}} us)
// JSON: "combined_reductions": {
// JSON-NEXT: "members": 3,
// JSON-NEXT: "buckets": 1,
func.func @grads(%g1: tensor<4x4xf32>, %g2: tensor<8xf32>, %loss: tensor<f32>,
                 %w1: tensor<4x4xf32>, %w2: tensor<8xf32>)
    -> (tensor<4x4xf32>, tensor<8xf32>, tensor<f32>) attributes {cleave.partitioned} {
  %r1 = cleave.all_reduce %g1 over @mesh["data"] kind = sum : tensor<4x4xf32>
  %u1 = arith.subf %w1, %r1 : tensor<4x4xf32>
  %r2 = cleave.all_reduce %g2 over @mesh["data"] kind = sum : tensor<8xf32>
  %u2 = arith.subf %w2, %r2 : tensor<8xf32>
  %r3 = cleave.all_reduce %loss over @mesh["data"] kind = sum : tensor<f32>
  return %u1, %u2, %r3 : tensor<4x4xf32>, tensor<8xf32>, tensor<f32>
}

// -----

// A reduction of a reduced value depends on it: no bucket. Another kind, or
// other axes, go to buckets of their own.
cleave.mesh @mesh = <["data"=2, "model"=2]>
// CHECK-LABEL: func.func @apart
// CHECK: %[[A:.*]] = cleave.all_reduce %{{.*}} over @mesh["data"] kind = sum : tensor<4xf32>
// CHECK: %[[B:.*]] = arith.mulf %[[A]], %[[A]]
// CHECK: cleave.all_reduce %[[B]] over @mesh["data"] kind = sum : tensor<4xf32>
// CHECK: cleave.all_reduce %{{.*}} over @mesh["data"] kind = max : tensor<4xf32>
// CHECK: cleave.all_reduce %{{.*}} over @mesh["model"] kind = sum : tensor<4xf32>
// REPORT: combined 0 all_reduces into 0 on 8xH100-NVLink
func.func @apart(%x: tensor<4xf32>, %y: tensor<4xf32>, %z: tensor<4xf32>)
    -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) attributes {cleave.partitioned} {
  %a = cleave.all_reduce %x over @mesh["data"] kind = sum : tensor<4xf32>
  %b = arith.mulf %a, %a : tensor<4xf32>
  %c = cleave.all_reduce %b over @mesh["data"] kind = sum : tensor<4xf32>
  %d = cleave.all_reduce %y over @mesh["data"] kind = max : tensor<4xf32>
  %e = cleave.all_reduce %z over @mesh["model"] kind = sum : tensor<4xf32>
  return %c, %d, %e : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// Misuse.
// RUN: not cleave-opt %s -split-input-file '-cleave-combine-reductions=bucket-bytes=-1' -o /dev/null 2>&1 | FileCheck %s --check-prefix=NEG
// NEG: error: cleave-combine-reductions: bucket-bytes must be >= 0, not -1
// RUN: not cleave-opt %s -split-input-file '-cleave-combine-reductions=cluster=no-such-cluster' -o /dev/null 2>&1 | FileCheck %s --check-prefix=CLUSTER
// CLUSTER: error: {{.*}}no-such-cluster
// RUN: cp %s %t.in.mlir
// RUN: not cleave-opt %t.in.mlir -split-input-file '-cleave-combine-reductions=report-file=%t.in.mlir' -o /dev/null 2>&1 | FileCheck %s --check-prefix=INPUT
// INPUT: error: report-file: '{{.*}}.in.mlir' is the input file
// RUN: cmp %s %t.in.mlir
func.func @empty() {
  return
}
