// REQUIRES: mpi
// tensor.gather with the table split by rows (vocabulary-parallel), by
// columns and both, on 2 and 4 ranks, with ids from cleave-run's integer
// inputs (some negative or past the table: they read zero, sharded or not);
// tensor.scatter into a column-split destination, and into destinations
// split on the scattered dim (evenly, unevenly: each device writes the
// updates in its rows; an index past the end, 9, writes nothing);
// tosa.gather through cleave-import with a row-split table.
// RUN: split-file %s %t
// RUN: cleave-run -np 2 %t/rows2.mlir --verify | FileCheck %s
// RUN: cleave-run -np 4 %t/rows4.mlir --verify | FileCheck %s
// RUN: cleave-run -np 2 %t/cols.mlir --verify | FileCheck %s
// RUN: cleave-run -np 4 %t/both.mlir --verify | FileCheck %s
// RUN: cleave-run -np 2 %t/scatter.mlir --verify | FileCheck %s
// RUN: cleave-run -np 2 %t/scatter-rows.mlir --verify | FileCheck %s
// RUN: cleave-run -np 4 %t/scatter-rows-uneven.mlir --verify | FileCheck %s
// RUN: cleave-opt %t/tosa.mlir --cleave-import -o %t/tosa-linalg.mlir
// RUN: cleave-run -np 2 %t/tosa-linalg.mlir --verify | FileCheck %s
// RUN: cleave-opt %t/tosa-linalg.mlir --cleave-propagate --cleave-partition | FileCheck %s --check-prefix=TOSA
// RUN: cleave-opt %t/tosa-scatter.mlir --cleave-import -o %t/tosa-scatter-linalg.mlir
// RUN: cleave-run -np 2 %t/tosa-scatter-linalg.mlir --verify | FileCheck %s
// CHECK: verify: OK
// TOSA-NOT: cleave.all_gather
// TOSA: cleave.all_reduce
// TOSA-NOT: cleave.all_gather

//--- rows2.mlir
cleave.mesh @mesh = <["x"=2]>
func.func @main(%ids: tensor<6x1xi64>,
                %table: tensor<8x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>})
    -> tensor<6x1x4xf32> {
  %g = tensor.gather %table[%ids] gather_dims([0]) : (tensor<8x4xf32>, tensor<6x1xi64>) -> tensor<6x1x4xf32>
  return %g : tensor<6x1x4xf32>
}

//--- rows4.mlir
cleave.mesh @mesh = <["x"=4]>
func.func @main(%ids: tensor<6x1xi64>,
                %table: tensor<8x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>})
    -> tensor<6x1x4xf32> {
  %g = tensor.gather %table[%ids] gather_dims([0]) : (tensor<8x4xf32>, tensor<6x1xi64>) -> tensor<6x1x4xf32>
  return %g : tensor<6x1x4xf32>
}

//--- cols.mlir
cleave.mesh @mesh = <["x"=2]>
func.func @main(%ids: tensor<6x1xi64>,
                %table: tensor<8x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"x"}]>})
    -> tensor<6x4xf32> {
  %g = tensor.gather %table[%ids] gather_dims([0]) : (tensor<8x4xf32>, tensor<6x1xi64>) -> tensor<6x4xf32>
  %e = tensor.empty() : tensor<6x4xf32>
  %t = linalg.map { math.tanh } ins(%g : tensor<6x4xf32>) outs(%e : tensor<6x4xf32>)
  return %t : tensor<6x4xf32>
}

//--- both.mlir
cleave.mesh @mesh = <["x"=2, "y"=2]>
func.func @main(%ids: tensor<6x1xi64>,
                %table: tensor<8x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {"y"}]>})
    -> tensor<6x1x4xf32> {
  %g = tensor.gather %table[%ids] gather_dims([0]) : (tensor<8x4xf32>, tensor<6x1xi64>) -> tensor<6x1x4xf32>
  return %g : tensor<6x1x4xf32>
}

//--- scatter.mlir
cleave.mesh @mesh = <["x"=2]>
func.func @main(%src: tensor<3x1x4xf32>,
                %dest: tensor<8x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"x"}]>})
    -> tensor<8x4xf32> {
  %i = arith.constant dense<[[5], [0], [9]]> : tensor<3x1xindex>
  %r = tensor.scatter %src into %dest[%i] scatter_dims([0]) unique : (tensor<3x1x4xf32>, tensor<8x4xf32>, tensor<3x1xindex>) -> tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}

//--- scatter-rows.mlir
cleave.mesh @mesh = <["x"=2]>
func.func @main(%src: tensor<3x1x4xf32>,
                %dest: tensor<8x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>})
    -> (tensor<8x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>}) {
  %i = arith.constant dense<[[5], [0], [9]]> : tensor<3x1xindex>
  %r = tensor.scatter %src into %dest[%i] scatter_dims([0]) unique : (tensor<3x1x4xf32>, tensor<8x4xf32>, tensor<3x1xindex>) -> tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}

//--- scatter-rows-uneven.mlir
cleave.mesh @mesh = <["x"=4]>
func.func @main(%src: tensor<4xf32>,
                %dest: tensor<7x3xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>})
    -> (tensor<7x3xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>}) {
  %i = arith.constant dense<[[6, 2], [1, 0], [3, 1], [7, 0]]> : tensor<4x2xi64>
  %r = tensor.scatter %src into %dest[%i] scatter_dims([0, 1]) unique : (tensor<4xf32>, tensor<7x3xf32>, tensor<4x2xi64>) -> tensor<7x3xf32>
  return %r : tensor<7x3xf32>
}

//--- tosa.mlir
cleave.mesh @mesh = <["x"=2]>
func.func @main(%table: tensor<1x8x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"x"}, {}]>})
    -> tensor<1x3x4xf32> {
  %ids = "tosa.const"() <{values = dense<[[5, 0, 7]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
  %g = tosa.gather %table, %ids : (tensor<1x8x4xf32>, tensor<1x3xi32>) -> tensor<1x3x4xf32>
  return %g : tensor<1x3x4xf32>
}

//--- tosa-scatter.mlir
cleave.mesh @mesh = <["x"=2]>
func.func @main(%values: tensor<2x8x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}, {"x"}]>},
                %input: tensor<2x3x4xf32>) -> tensor<2x8x4xf32> {
  %ids = "tosa.const"() <{values = dense<[[5, 0, 7], [1, 2, 3]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
  %r = tosa.scatter %values, %ids, %input : (tensor<2x8x4xf32>, tensor<2x3xi32>, tensor<2x3x4xf32>) -> tensor<2x8x4xf32>
  return %r : tensor<2x8x4xf32>
}
