// RUN: cleave-opt %s --cleave-auto-shard="cluster=8xH100-NVLink report-file=%t.report" | FileCheck %s
// RUN: FileCheck %s --check-prefix=REPORT < %t.report
// RUN: cleave-opt %s --cleave-auto-shard="cluster=8xH100-NVLink reuse-blocks=false report-file=%t.full" | FileCheck %s
// RUN: FileCheck %s --check-prefix=FULL < %t.full
// RUN: not cleave-opt %s --cleave-auto-shard="reuse-depth=x" 2>&1 | FileCheck %s --check-prefix=BAD

// Twelve identical layers, unrolled as exporters write them (each with its
// own weights, named layers.N.*): the nodes form classes of repeats (the
// same op of every layer, each layer's weights; the layers next to the
// ends apart), the solver picks one strategy per class on a problem of
// one node per class, and every layer gets the plan the full problem
// gives: data parallel, weights whole.

cleave.mesh @mesh = <["x"=8]>

// CHECK-LABEL: func.func @stack
// CHECK-SAME: tensor<512x1024xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>}
// CHECK-SAME: {cleave.name = "layers.0.w1", cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>}
// CHECK-SAME: {cleave.name = "layers.0.w2", cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>}
// CHECK-SAME: {cleave.name = "layers.1.w1", cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>}
// CHECK-SAME: {cleave.name = "layers.1.w2", cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>}
// CHECK-SAME: {cleave.name = "layers.2.w1", cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>}
// CHECK-SAME: {cleave.name = "layers.2.w2", cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>}
// CHECK-SAME: {cleave.name = "layers.3.w1", cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>}
// CHECK-SAME: {cleave.name = "layers.3.w2", cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>}
// CHECK-SAME: {cleave.name = "layers.4.w1", cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>}
// CHECK-SAME: {cleave.name = "layers.4.w2", cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>}
// CHECK-SAME: {cleave.name = "layers.5.w1", cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>}
// CHECK-SAME: {cleave.name = "layers.5.w2", cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>}
// CHECK-SAME: {cleave.name = "layers.6.w1", cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>}
// CHECK-SAME: {cleave.name = "layers.6.w2", cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>}
// CHECK-SAME: {cleave.name = "layers.7.w1", cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>}
// CHECK-SAME: {cleave.name = "layers.7.w2", cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>}
// CHECK-SAME: {cleave.name = "layers.8.w1", cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>}
// CHECK-SAME: {cleave.name = "layers.8.w2", cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>}
// CHECK-SAME: {cleave.name = "layers.9.w1", cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>}
// CHECK-SAME: {cleave.name = "layers.9.w2", cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>}
// CHECK-SAME: {cleave.name = "layers.10.w1", cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>}
// CHECK-SAME: {cleave.name = "layers.10.w2", cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>}
// CHECK-SAME: {cleave.name = "layers.11.w1", cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>}
// CHECK-SAME: {cleave.name = "layers.11.w2", cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>}
// REPORT: nodes, {{.*}} repeated blocks solved once: {{[0-9]+}} classes
// FULL: solver:
// FULL-NOT: repeated blocks
// BAD: --reuse-depth option: 'x' value invalid

func.func @stack(%x: tensor<512x1024xf32>,
    %w1_0: tensor<1024x4096xf32> {cleave.name = "layers.0.w1"},
    %w2_0: tensor<4096x1024xf32> {cleave.name = "layers.0.w2"},
    %w1_1: tensor<1024x4096xf32> {cleave.name = "layers.1.w1"},
    %w2_1: tensor<4096x1024xf32> {cleave.name = "layers.1.w2"},
    %w1_2: tensor<1024x4096xf32> {cleave.name = "layers.2.w1"},
    %w2_2: tensor<4096x1024xf32> {cleave.name = "layers.2.w2"},
    %w1_3: tensor<1024x4096xf32> {cleave.name = "layers.3.w1"},
    %w2_3: tensor<4096x1024xf32> {cleave.name = "layers.3.w2"},
    %w1_4: tensor<1024x4096xf32> {cleave.name = "layers.4.w1"},
    %w2_4: tensor<4096x1024xf32> {cleave.name = "layers.4.w2"},
    %w1_5: tensor<1024x4096xf32> {cleave.name = "layers.5.w1"},
    %w2_5: tensor<4096x1024xf32> {cleave.name = "layers.5.w2"},
    %w1_6: tensor<1024x4096xf32> {cleave.name = "layers.6.w1"},
    %w2_6: tensor<4096x1024xf32> {cleave.name = "layers.6.w2"},
    %w1_7: tensor<1024x4096xf32> {cleave.name = "layers.7.w1"},
    %w2_7: tensor<4096x1024xf32> {cleave.name = "layers.7.w2"},
    %w1_8: tensor<1024x4096xf32> {cleave.name = "layers.8.w1"},
    %w2_8: tensor<4096x1024xf32> {cleave.name = "layers.8.w2"},
    %w1_9: tensor<1024x4096xf32> {cleave.name = "layers.9.w1"},
    %w2_9: tensor<4096x1024xf32> {cleave.name = "layers.9.w2"},
    %w1_10: tensor<1024x4096xf32> {cleave.name = "layers.10.w1"},
    %w2_10: tensor<4096x1024xf32> {cleave.name = "layers.10.w2"},
    %w1_11: tensor<1024x4096xf32> {cleave.name = "layers.11.w1"},
    %w2_11: tensor<4096x1024xf32> {cleave.name = "layers.11.w2"}) -> tensor<512x1024xf32> {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<512x4096xf32>
  %f0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<512x4096xf32>) -> tensor<512x4096xf32>
  %a0 = linalg.matmul ins(%x, %w1_0 : tensor<512x1024xf32>, tensor<1024x4096xf32>) outs(%f0 : tensor<512x4096xf32>) -> tensor<512x4096xf32>
  %t0 = math.tanh %a0 : tensor<512x4096xf32>
  %g0 = tensor.empty() : tensor<512x1024xf32>
  %z0 = linalg.fill ins(%zero : f32) outs(%g0 : tensor<512x1024xf32>) -> tensor<512x1024xf32>
  %b0 = linalg.matmul ins(%t0, %w2_0 : tensor<512x4096xf32>, tensor<4096x1024xf32>) outs(%z0 : tensor<512x1024xf32>) -> tensor<512x1024xf32>
  %h0 = arith.addf %x, %b0 : tensor<512x1024xf32>
  %e1 = tensor.empty() : tensor<512x4096xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<512x4096xf32>) -> tensor<512x4096xf32>
  %a1 = linalg.matmul ins(%h0, %w1_1 : tensor<512x1024xf32>, tensor<1024x4096xf32>) outs(%f1 : tensor<512x4096xf32>) -> tensor<512x4096xf32>
  %t1 = math.tanh %a1 : tensor<512x4096xf32>
  %g1 = tensor.empty() : tensor<512x1024xf32>
  %z1 = linalg.fill ins(%zero : f32) outs(%g1 : tensor<512x1024xf32>) -> tensor<512x1024xf32>
  %b1 = linalg.matmul ins(%t1, %w2_1 : tensor<512x4096xf32>, tensor<4096x1024xf32>) outs(%z1 : tensor<512x1024xf32>) -> tensor<512x1024xf32>
  %h1 = arith.addf %h0, %b1 : tensor<512x1024xf32>
  %e2 = tensor.empty() : tensor<512x4096xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<512x4096xf32>) -> tensor<512x4096xf32>
  %a2 = linalg.matmul ins(%h1, %w1_2 : tensor<512x1024xf32>, tensor<1024x4096xf32>) outs(%f2 : tensor<512x4096xf32>) -> tensor<512x4096xf32>
  %t2 = math.tanh %a2 : tensor<512x4096xf32>
  %g2 = tensor.empty() : tensor<512x1024xf32>
  %z2 = linalg.fill ins(%zero : f32) outs(%g2 : tensor<512x1024xf32>) -> tensor<512x1024xf32>
  %b2 = linalg.matmul ins(%t2, %w2_2 : tensor<512x4096xf32>, tensor<4096x1024xf32>) outs(%z2 : tensor<512x1024xf32>) -> tensor<512x1024xf32>
  %h2 = arith.addf %h1, %b2 : tensor<512x1024xf32>
  %e3 = tensor.empty() : tensor<512x4096xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<512x4096xf32>) -> tensor<512x4096xf32>
  %a3 = linalg.matmul ins(%h2, %w1_3 : tensor<512x1024xf32>, tensor<1024x4096xf32>) outs(%f3 : tensor<512x4096xf32>) -> tensor<512x4096xf32>
  %t3 = math.tanh %a3 : tensor<512x4096xf32>
  %g3 = tensor.empty() : tensor<512x1024xf32>
  %z3 = linalg.fill ins(%zero : f32) outs(%g3 : tensor<512x1024xf32>) -> tensor<512x1024xf32>
  %b3 = linalg.matmul ins(%t3, %w2_3 : tensor<512x4096xf32>, tensor<4096x1024xf32>) outs(%z3 : tensor<512x1024xf32>) -> tensor<512x1024xf32>
  %h3 = arith.addf %h2, %b3 : tensor<512x1024xf32>
  %e4 = tensor.empty() : tensor<512x4096xf32>
  %f4 = linalg.fill ins(%zero : f32) outs(%e4 : tensor<512x4096xf32>) -> tensor<512x4096xf32>
  %a4 = linalg.matmul ins(%h3, %w1_4 : tensor<512x1024xf32>, tensor<1024x4096xf32>) outs(%f4 : tensor<512x4096xf32>) -> tensor<512x4096xf32>
  %t4 = math.tanh %a4 : tensor<512x4096xf32>
  %g4 = tensor.empty() : tensor<512x1024xf32>
  %z4 = linalg.fill ins(%zero : f32) outs(%g4 : tensor<512x1024xf32>) -> tensor<512x1024xf32>
  %b4 = linalg.matmul ins(%t4, %w2_4 : tensor<512x4096xf32>, tensor<4096x1024xf32>) outs(%z4 : tensor<512x1024xf32>) -> tensor<512x1024xf32>
  %h4 = arith.addf %h3, %b4 : tensor<512x1024xf32>
  %e5 = tensor.empty() : tensor<512x4096xf32>
  %f5 = linalg.fill ins(%zero : f32) outs(%e5 : tensor<512x4096xf32>) -> tensor<512x4096xf32>
  %a5 = linalg.matmul ins(%h4, %w1_5 : tensor<512x1024xf32>, tensor<1024x4096xf32>) outs(%f5 : tensor<512x4096xf32>) -> tensor<512x4096xf32>
  %t5 = math.tanh %a5 : tensor<512x4096xf32>
  %g5 = tensor.empty() : tensor<512x1024xf32>
  %z5 = linalg.fill ins(%zero : f32) outs(%g5 : tensor<512x1024xf32>) -> tensor<512x1024xf32>
  %b5 = linalg.matmul ins(%t5, %w2_5 : tensor<512x4096xf32>, tensor<4096x1024xf32>) outs(%z5 : tensor<512x1024xf32>) -> tensor<512x1024xf32>
  %h5 = arith.addf %h4, %b5 : tensor<512x1024xf32>
  %e6 = tensor.empty() : tensor<512x4096xf32>
  %f6 = linalg.fill ins(%zero : f32) outs(%e6 : tensor<512x4096xf32>) -> tensor<512x4096xf32>
  %a6 = linalg.matmul ins(%h5, %w1_6 : tensor<512x1024xf32>, tensor<1024x4096xf32>) outs(%f6 : tensor<512x4096xf32>) -> tensor<512x4096xf32>
  %t6 = math.tanh %a6 : tensor<512x4096xf32>
  %g6 = tensor.empty() : tensor<512x1024xf32>
  %z6 = linalg.fill ins(%zero : f32) outs(%g6 : tensor<512x1024xf32>) -> tensor<512x1024xf32>
  %b6 = linalg.matmul ins(%t6, %w2_6 : tensor<512x4096xf32>, tensor<4096x1024xf32>) outs(%z6 : tensor<512x1024xf32>) -> tensor<512x1024xf32>
  %h6 = arith.addf %h5, %b6 : tensor<512x1024xf32>
  %e7 = tensor.empty() : tensor<512x4096xf32>
  %f7 = linalg.fill ins(%zero : f32) outs(%e7 : tensor<512x4096xf32>) -> tensor<512x4096xf32>
  %a7 = linalg.matmul ins(%h6, %w1_7 : tensor<512x1024xf32>, tensor<1024x4096xf32>) outs(%f7 : tensor<512x4096xf32>) -> tensor<512x4096xf32>
  %t7 = math.tanh %a7 : tensor<512x4096xf32>
  %g7 = tensor.empty() : tensor<512x1024xf32>
  %z7 = linalg.fill ins(%zero : f32) outs(%g7 : tensor<512x1024xf32>) -> tensor<512x1024xf32>
  %b7 = linalg.matmul ins(%t7, %w2_7 : tensor<512x4096xf32>, tensor<4096x1024xf32>) outs(%z7 : tensor<512x1024xf32>) -> tensor<512x1024xf32>
  %h7 = arith.addf %h6, %b7 : tensor<512x1024xf32>
  %e8 = tensor.empty() : tensor<512x4096xf32>
  %f8 = linalg.fill ins(%zero : f32) outs(%e8 : tensor<512x4096xf32>) -> tensor<512x4096xf32>
  %a8 = linalg.matmul ins(%h7, %w1_8 : tensor<512x1024xf32>, tensor<1024x4096xf32>) outs(%f8 : tensor<512x4096xf32>) -> tensor<512x4096xf32>
  %t8 = math.tanh %a8 : tensor<512x4096xf32>
  %g8 = tensor.empty() : tensor<512x1024xf32>
  %z8 = linalg.fill ins(%zero : f32) outs(%g8 : tensor<512x1024xf32>) -> tensor<512x1024xf32>
  %b8 = linalg.matmul ins(%t8, %w2_8 : tensor<512x4096xf32>, tensor<4096x1024xf32>) outs(%z8 : tensor<512x1024xf32>) -> tensor<512x1024xf32>
  %h8 = arith.addf %h7, %b8 : tensor<512x1024xf32>
  %e9 = tensor.empty() : tensor<512x4096xf32>
  %f9 = linalg.fill ins(%zero : f32) outs(%e9 : tensor<512x4096xf32>) -> tensor<512x4096xf32>
  %a9 = linalg.matmul ins(%h8, %w1_9 : tensor<512x1024xf32>, tensor<1024x4096xf32>) outs(%f9 : tensor<512x4096xf32>) -> tensor<512x4096xf32>
  %t9 = math.tanh %a9 : tensor<512x4096xf32>
  %g9 = tensor.empty() : tensor<512x1024xf32>
  %z9 = linalg.fill ins(%zero : f32) outs(%g9 : tensor<512x1024xf32>) -> tensor<512x1024xf32>
  %b9 = linalg.matmul ins(%t9, %w2_9 : tensor<512x4096xf32>, tensor<4096x1024xf32>) outs(%z9 : tensor<512x1024xf32>) -> tensor<512x1024xf32>
  %h9 = arith.addf %h8, %b9 : tensor<512x1024xf32>
  %e10 = tensor.empty() : tensor<512x4096xf32>
  %f10 = linalg.fill ins(%zero : f32) outs(%e10 : tensor<512x4096xf32>) -> tensor<512x4096xf32>
  %a10 = linalg.matmul ins(%h9, %w1_10 : tensor<512x1024xf32>, tensor<1024x4096xf32>) outs(%f10 : tensor<512x4096xf32>) -> tensor<512x4096xf32>
  %t10 = math.tanh %a10 : tensor<512x4096xf32>
  %g10 = tensor.empty() : tensor<512x1024xf32>
  %z10 = linalg.fill ins(%zero : f32) outs(%g10 : tensor<512x1024xf32>) -> tensor<512x1024xf32>
  %b10 = linalg.matmul ins(%t10, %w2_10 : tensor<512x4096xf32>, tensor<4096x1024xf32>) outs(%z10 : tensor<512x1024xf32>) -> tensor<512x1024xf32>
  %h10 = arith.addf %h9, %b10 : tensor<512x1024xf32>
  %e11 = tensor.empty() : tensor<512x4096xf32>
  %f11 = linalg.fill ins(%zero : f32) outs(%e11 : tensor<512x4096xf32>) -> tensor<512x4096xf32>
  %a11 = linalg.matmul ins(%h10, %w1_11 : tensor<512x1024xf32>, tensor<1024x4096xf32>) outs(%f11 : tensor<512x4096xf32>) -> tensor<512x4096xf32>
  %t11 = math.tanh %a11 : tensor<512x4096xf32>
  %g11 = tensor.empty() : tensor<512x1024xf32>
  %z11 = linalg.fill ins(%zero : f32) outs(%g11 : tensor<512x1024xf32>) -> tensor<512x1024xf32>
  %b11 = linalg.matmul ins(%t11, %w2_11 : tensor<512x4096xf32>, tensor<4096x1024xf32>) outs(%z11 : tensor<512x1024xf32>) -> tensor<512x1024xf32>
  %h11 = arith.addf %h10, %b11 : tensor<512x1024xf32>
  return %h11 : tensor<512x1024xf32>
}
