// RUN: cleave-opt %s -split-input-file -cleave-schedule-collectives -verify-each | FileCheck %s
// RUN: cleave-opt %s -split-input-file '-cleave-schedule-collectives=max-gathers-in-flight=1' | FileCheck %s --check-prefix=ONE
// RUN: not cleave-opt %s -split-input-file '-cleave-schedule-collectives=max-gathers-in-flight=0' 2>&1 | FileCheck %s --check-prefix=ZERO
// ZERO: error: cleave-schedule-collectives max-gathers-in-flight=0: must be at least 1

// A backward pass: the gradient of w2 exists before the rest of the
// backward runs, so its reduction starts there (with the scaling that
// builds its operand, moved up with it) and overlaps the two matmuls after
// it; each wait sits just before the update that reads it. The reduction of
// g1 starts after g1 and overlaps the update of w2.
cleave.mesh @mesh = <["data"=2]>
// CHECK-LABEL: func.func @backward
// CHECK: %[[G2:.*]] = linalg.matmul
// CHECK-NEXT: %[[S2:.*]] = arith.mulf %[[G2]], %[[G2]]
// CHECK-NEXT: %[[F2:.*]] = cleave.async_start {
// CHECK-NEXT:   cleave.all_reduce %[[S2]] over @mesh["data"] kind = sum
// CHECK: %[[D1:.*]] = linalg.matmul
// CHECK: %[[G1:.*]] = linalg.matmul
// CHECK-NEXT: %[[F1:.*]] = cleave.async_start {
// CHECK-NEXT:   cleave.all_reduce %[[G1]]
// CHECK: %[[R2:.*]] = cleave.wait %[[F2]]
// CHECK-NEXT: arith.subf %{{.*}}, %[[R2]]
// CHECK-NEXT: %[[R1:.*]] = cleave.wait %[[F1]]
// CHECK-NEXT: arith.subf %{{.*}}, %[[R1]]
func.func @backward(%x: tensor<8x8xf32>, %dy: tensor<8x8xf32>,
                    %w1: tensor<8x8xf32>, %w2: tensor<8x8xf32>)
    -> (tensor<8x8xf32>, tensor<8x8xf32>) attributes {cleave.partitioned} {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %g2 = linalg.matmul ins(%x, %dy : tensor<8x8xf32>, tensor<8x8xf32>) outs(%z : tensor<8x8xf32>) -> tensor<8x8xf32>
  %d1 = linalg.matmul ins(%dy, %w2 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%z : tensor<8x8xf32>) -> tensor<8x8xf32>
  %g1 = linalg.matmul ins(%x, %d1 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%z : tensor<8x8xf32>) -> tensor<8x8xf32>
  %s2 = arith.mulf %g2, %g2 : tensor<8x8xf32>
  %r2 = cleave.all_reduce %s2 over @mesh["data"] kind = sum : tensor<8x8xf32>
  %u2 = arith.subf %w2, %r2 : tensor<8x8xf32>
  %r1 = cleave.all_reduce %g1 over @mesh["data"] kind = sum : tensor<8x8xf32>
  %u1 = arith.subf %w1, %r1 : tensor<8x8xf32>
  return %u1, %u2 : tensor<8x8xf32>, tensor<8x8xf32>
}

// -----

// ZeRO-3 / FSDP: each layer's weight is gathered from its shard, which
// exists from the start. With two gathers in flight, layer k + 1's gather
// starts when layer k's is used: one layer ahead, not all at entry. With
// one, each starts only after the previous one was waited for.
cleave.mesh @mesh = <["data"=4]>
// CHECK-LABEL: func.func @fsdp
// CHECK: %[[F1:.*]] = cleave.async_start
// CHECK-NEXT: all_gather %arg1
// CHECK: %[[F2:.*]] = cleave.async_start
// CHECK-NEXT: all_gather %arg2
// CHECK: %[[A1:.*]] = cleave.wait %[[F1]]
// CHECK-NEXT: %[[F3:.*]] = cleave.async_start
// CHECK-NEXT: all_gather %arg3
// CHECK: linalg.matmul ins(%arg0, %[[A1]]
// CHECK: %[[A2:.*]] = cleave.wait %[[F2]]
// CHECK-NEXT: linalg.matmul ins(%{{.*}}, %[[A2]]
// CHECK: %[[A3:.*]] = cleave.wait %[[F3]]
// CHECK-NEXT: linalg.matmul ins(%{{.*}}, %[[A3]]
// CHECK-NOT: cleave.async_start
// CHECK: return
// ONE-LABEL: func.func @fsdp
// ONE: %[[F1:.*]] = cleave.async_start
// ONE-NEXT: all_gather %arg1
// ONE: %[[A1:.*]] = cleave.wait %[[F1]]
// ONE-NEXT: %[[F2:.*]] = cleave.async_start
// ONE-NEXT: all_gather %arg2
// ONE: linalg.matmul ins(%arg0, %[[A1]]
// ONE: %[[A2:.*]] = cleave.wait %[[F2]]
// ONE-NEXT: %[[F3:.*]] = cleave.async_start
// ONE-NEXT: all_gather %arg3
func.func @fsdp(%x: tensor<8x8xf32>, %w1: tensor<2x8xf32>, %w2: tensor<2x8xf32>,
                %w3: tensor<2x8xf32>) -> tensor<8x8xf32> attributes {cleave.partitioned} {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %a1 = cleave.all_gather %w1 over @mesh["data"] dim = 0 : tensor<2x8xf32> -> tensor<8x8xf32>
  %y1 = linalg.matmul ins(%x, %a1 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%z : tensor<8x8xf32>) -> tensor<8x8xf32>
  %a2 = cleave.all_gather %w2 over @mesh["data"] dim = 0 : tensor<2x8xf32> -> tensor<8x8xf32>
  %y2 = linalg.matmul ins(%y1, %a2 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%z : tensor<8x8xf32>) -> tensor<8x8xf32>
  %a3 = cleave.all_gather %w3 over @mesh["data"] dim = 0 : tensor<2x8xf32> -> tensor<8x8xf32>
  %y3 = linalg.matmul ins(%y2, %a3 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%z : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %y3 : tensor<8x8xf32>
}

// -----

// Inside a loop body, reduce_scatter too: scheduled within the body.
cleave.mesh @mesh = <["data"=2]>
// CHECK-LABEL: func.func @loop
// CHECK: scf.for
// CHECK: %[[F:.*]] = cleave.async_start {
// CHECK-NEXT: cleave.reduce_scatter
// CHECK: linalg.matmul
// CHECK: cleave.wait %[[F]]
// CHECK: scf.yield
func.func @loop(%x: tensor<8x8xf32>, %g: tensor<8x8xf32>) -> tensor<4x8xf32> attributes {cleave.partitioned} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %f0 = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<4x8xf32>
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %init) -> tensor<4x8xf32> {
    %s = cleave.reduce_scatter %g over @mesh["data"] dim = 0 kind = sum : tensor<8x8xf32> -> tensor<4x8xf32>
    %e = tensor.empty() : tensor<8x8xf32>
    %z = linalg.fill ins(%f0 : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
    %m = linalg.matmul ins(%x, %x : tensor<8x8xf32>, tensor<8x8xf32>) outs(%z : tensor<8x8xf32>) -> tensor<8x8xf32>
    %ms = tensor.extract_slice %m[0, 0] [4, 8] [1, 1] : tensor<8x8xf32> to tensor<4x8xf32>
    %n = arith.addf %s, %ms : tensor<4x8xf32>
    scf.yield %n : tensor<4x8xf32>
  }
  return %r : tensor<4x8xf32>
}

// -----

// Tensor parallelism: the partial sum is read right after its reduction;
// with nothing to overlap, the all_reduce stays blocking.
cleave.mesh @mesh = <["model"=2]>
// CHECK-LABEL: func.func @row_parallel
// CHECK-NOT: cleave.async_start
// CHECK: %[[R:.*]] = cleave.all_reduce
// CHECK-NEXT: arith.addf %[[R]], %[[R]]
func.func @row_parallel(%x: tensor<8x4xf32>, %w: tensor<4x8xf32>) -> tensor<8x8xf32> attributes {cleave.partitioned} {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %p = linalg.matmul ins(%x, %w : tensor<8x4xf32>, tensor<4x8xf32>) outs(%z : tensor<8x8xf32>) -> tensor<8x8xf32>
  %r = cleave.all_reduce %p over @mesh["model"] kind = sum : tensor<8x8xf32>
  %y = arith.addf %r, %r : tensor<8x8xf32>
  return %y : tensor<8x8xf32>
}
