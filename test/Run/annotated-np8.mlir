// REQUIRES: mpi
// RUN: cleave-run -np 8 %s --verify | FileCheck %s
// RUN: cleave-run -np 8 %s --print-partitioned 2>&1 | FileCheck %s --check-prefix=PRINT
// PRINT: func.func @mlp({{.*}}attributes {cleave.partitioned}
// PRINT: cleave.all_reduce {{.*}} over @mesh["model"]
// PRINT: cleave-run: @mlp on 8 rank(s)

// An annotated (unpartitioned) module: cleave-run runs cleave-propagate and
// cleave-partition on it, runs the per-device program on 8 ranks and
// compares with this module run on one rank.

// CHECK: cleave-run: @mlp on 8 rank(s), mesh [2x4]
// CHECK: verify: result 0 matches the unpartitioned program (128 elements, f32
// CHECK: verify: OK

cleave.mesh @mesh = <["data"=2, "model"=4]>

func.func @mlp(%x: tensor<8x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>},
               %w1: tensor<16x32xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}]>},
               %w2: tensor<32x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"model"}, {}]>})
    -> tensor<8x16xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<8x32xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8x32xf32>) -> tensor<8x32xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<8x16xf32>, tensor<16x32xf32>) outs(%f1 : tensor<8x32xf32>) -> tensor<8x32xf32>
  %t = math.tanh %h : tensor<8x32xf32>
  %e2 = tensor.empty() : tensor<8x16xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %y = linalg.matmul ins(%t, %w2 : tensor<8x32xf32>, tensor<32x16xf32>) outs(%f2 : tensor<8x16xf32>) -> tensor<8x16xf32>
  return %y : tensor<8x16xf32>
}
