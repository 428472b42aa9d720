// RUN: cleave-opt %s -split-input-file -cleave-propagate -cleave-partition -cleave-optimize-collectives | FileCheck %s
// RUN: cleave-opt %s -split-input-file -cleave-normalize | FileCheck %s --check-prefix=NORM

// torch-mlir CSEs equal-shaped tensor.empty ops: here one empty is the init
// of a weight transpose and, through a fill, of an activation's matmul.
// Empties, splats and their fills are free to build at any sharding, so
// each use gets its own copy and data parallelism splits only the
// activations: no collective at all.

cleave.mesh @mesh = <["data"=2]>

// NORM-LABEL: func.func @shared
// NORM-COUNT-2: tensor.empty() : tensor<16x16xf32>
// NORM-NOT: tensor.empty
// CHECK-LABEL: func.func @shared
// CHECK-SAME: %arg1: tensor<16x16xf32>
// CHECK-NOT: cleave.all
// CHECK: linalg.transpose ins(%arg1 : tensor<16x16xf32>)
// CHECK-NOT: cleave.all
// CHECK: linalg.matmul ins(%arg0, %{{.*}} : tensor<8x16xf32>, tensor<16x16xf32>) outs(%{{.*}} : tensor<8x16xf32>)
// CHECK-NOT: cleave.all
func.func @shared(%x: tensor<16x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>},
                  %w: tensor<16x16xf32>)
    -> (tensor<16x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>}) {
  %e = tensor.empty() : tensor<16x16xf32>
  %wt = linalg.transpose ins(%w : tensor<16x16xf32>) outs(%e : tensor<16x16xf32>) permutation = [1, 0]
  %c0 = arith.constant 0.0 : f32
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<16x16xf32>) -> tensor<16x16xf32>
  %y = linalg.matmul ins(%x, %wt : tensor<16x16xf32>, tensor<16x16xf32>) outs(%f : tensor<16x16xf32>) -> tensor<16x16xf32>
  return %y : tensor<16x16xf32>
}

// -----

// One fill (of one empty) is the init of two matmuls whose outputs are laid
// out differently: a column-parallel projection's (split on its columns) and
// a row-parallel one's (whole, reduced). Each copy of the fill gets its own
// empty too: a shared empty would tie the two outputs together again (the
// fill copies of torch-mlir's one `[tokens, hidden]` init tied every
// residual-stream value of a GPT-2 training step to the attention's head
// split).
cleave.mesh @mesh = <["model"=2]>
// NORM-LABEL: func.func @two_outputs
// NORM-COUNT-2: tensor.empty() : tensor<8x16xf32>
// NORM-NOT: tensor.empty() : tensor<8x16xf32>
// CHECK-LABEL: func.func @two_outputs
// CHECK: cleave.all_reduce %{{.*}} over @mesh["model"] kind = sum : tensor<8x16xf32>
// CHECK-NOT: cleave.all_gather
// CHECK-NOT: cleave.all_to_all
// CHECK-NOT: cleave.reduce_scatter
// CHECK: return
func.func @two_outputs(%x: tensor<8x16xf32>,
                       %w1: tensor<16x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}]>},
                       %w2: tensor<16x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"model"}, {}]>})
    -> tensor<8x16xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x16xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<8x16xf32>, tensor<16x16xf32>) outs(%f : tensor<8x16xf32>) -> tensor<8x16xf32>
  %y = linalg.matmul ins(%h, %w2 : tensor<8x16xf32>, tensor<16x16xf32>) outs(%f : tensor<8x16xf32>) -> tensor<8x16xf32>
  return %y : tensor<8x16xf32>
}
