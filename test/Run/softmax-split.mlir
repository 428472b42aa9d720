// REQUIRES: mpi
// A softmax over a split dim (decomposed before propagation: partial max
// and sum, two small all_reduces) gives the unpartitioned values, with the
// dim split evenly and unevenly.
// RUN: split-file %s %t
// RUN: cleave-run -np 4 %t/even.mlir --verify | FileCheck %s
// RUN: cleave-run -np 4 %t/uneven.mlir --verify | FileCheck %s
// CHECK: verify: OK

//--- even.mlir
cleave.mesh @mesh = <["x"=2, "y"=2]>
func.func @main(%a: tensor<6x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {"y"}]>}) -> tensor<6x16xf32> {
  %e = tensor.empty() : tensor<6x16xf32>
  %s = linalg.softmax dimension(1) ins(%a : tensor<6x16xf32>) outs(%e : tensor<6x16xf32>) -> tensor<6x16xf32>
  return %s : tensor<6x16xf32>
}

//--- uneven.mlir
cleave.mesh @mesh = <["y"=4]>
func.func @main(%a: tensor<3x7xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"y"}]>}) -> tensor<3x7xf32> {
  %e = tensor.empty() : tensor<3x7xf32>
  %s = linalg.softmax dimension(1) ins(%a : tensor<3x7xf32>) outs(%e : tensor<3x7xf32>) -> tensor<3x7xf32>
  return %s : tensor<3x7xf32>
}
