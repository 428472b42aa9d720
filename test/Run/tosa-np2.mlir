// REQUIRES: mpi
// cleave-run takes a TOSA module: it runs cleave-import first, so the
// partitioned program and the --verify reference are both linalg;
// cleave-import is also accepted inside --partition-pipeline. f64 inside
// (as torch-mlir's TOSA LayerNorm statistics) imports.
// RUN: cleave-run -np 2 %s --verify | FileCheck %s
// RUN: cleave-run -np 2 %s --verify --partition-pipeline "cleave-import,cleave-propagate,cleave-partition" | FileCheck %s
// CHECK: cleave-run: @block on 2 rank(s), mesh [2]
// CHECK: verify: OK

cleave.mesh @mesh = <["data"=2]>
func.func @block(%x: tensor<2x8x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}, {}]>},
                 %w: tensor<2x16x32xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}, {}]>})
    -> tensor<2x8x32xf32> {
  %azp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %bzp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %m = tosa.matmul %x, %w, %azp, %bzp : (tensor<2x8x16xf32>, tensor<2x16x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x8x32xf32>
  %eps = "tosa.const"() <{values = dense<0.5> : tensor<1x1x1xf64>}> : () -> tensor<1x1x1xf64>
  %d = tosa.cast %m : (tensor<2x8x32xf32>) -> tensor<2x8x32xf64>
  %s = tosa.add %d, %eps : (tensor<2x8x32xf64>, tensor<1x1x1xf64>) -> tensor<2x8x32xf64>
  %r = tosa.cast %s : (tensor<2x8x32xf64>) -> tensor<2x8x32xf32>
  %t = tosa.tanh %r : (tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
  return %t : tensor<2x8x32xf32>
}
