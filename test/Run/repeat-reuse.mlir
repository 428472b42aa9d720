// REQUIRES: mpi
// --repeat frees each call's result buffers before the next call, so their
// pages are reused; results that are not the program's own allocations are
// left alone: a returned argument, a constant (memref.get_global), the same
// buffer returned twice. The last call's results are printed and verified.
// RUN: split-file %s %t
// RUN: cleave-run -np 2 %t/mesh.mlir --repeat 4 --print-values 4 | FileCheck %s
// RUN: cleave-run -np 2 %t/mesh.mlir --repeat 3 --verify | FileCheck %s --check-prefix=VERIFY
// Without a mesh and without -np (no launcher): the same rules.
// RUN: cleave-run %t/plain.mlir --repeat 4 --print-values 4 | FileCheck %s
// CHECK: result 1: tensor<4xf32>
// CHECK: values: 1.5 1.5 1.5 1.5
// CHECK: best of 4
// VERIFY: verify: OK

//--- mesh.mlir
cleave.mesh @mesh = <["x"=2]>
func.func @main(%x: tensor<4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}]>})
    -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %c = arith.constant dense<1.5> : tensor<4xf32>
  %y = arith.addf %x, %x : tensor<4xf32>
  return %x, %c, %y, %y : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

//--- plain.mlir
func.func @main(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %c = arith.constant dense<1.5> : tensor<4xf32>
  %y = arith.addf %x, %x : tensor<4xf32>
  return %x, %c, %y, %y : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}
