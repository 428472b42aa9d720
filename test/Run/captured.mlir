// REQUIRES: mpi
// Embedding lookups that read a table captured by a linalg.generic body,
// with the table split by rows (masked lookup, partial sum), by columns,
// and both, on 2 and 4 ranks; and the DLRM-like example under data
// parallel, row-wise, column-wise and auto-shard plans.
// RUN: split-file %s %t
// RUN: cleave-run -np 2 %t/rows2.mlir --verify | FileCheck %s
// RUN: cleave-run -np 4 %t/rows4.mlir --verify | FileCheck %s
// RUN: cleave-run -np 2 %t/cols2.mlir --verify | FileCheck %s
// RUN: cleave-run -np 4 %t/both4.mlir --verify | FileCheck %s
// RUN: cleave-run -np 4 %S/../../examples/dlrm/dlrm-data-parallel.mlir --verify | FileCheck %s
// RUN: cleave-run -np 4 %S/../../examples/dlrm/dlrm-row-wise.mlir --verify | FileCheck %s
// RUN: cleave-run -np 4 %S/../../examples/dlrm/dlrm-column-wise.mlir --verify | FileCheck %s
// RUN: cleave-run -np 4 --partition-pipeline "cleave-auto-shard{cluster=cpu-mpi},cleave-propagate,cleave-partition,cleave-optimize-collectives" %S/../../examples/dlrm/dlrm-replicated.mlir --verify | FileCheck %s
// CHECK: verify: OK

//--- rows2.mlir
cleave.mesh @mesh = <["x"=2]>
func.func @main(%ids: tensor<4xi64>,
                %table: tensor<8x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>})
    -> tensor<4x4xf32> {
  %c8 = arith.constant 8 : i64
  %e = tensor.empty() : tensor<4x4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%ids : tensor<4xi64>) outs(%e : tensor<4x4xf32>) {
  ^bb0(%in: i64, %out: f32):
    %p = arith.addi %in, %c8 : i64
    %q = arith.remui %p, %c8 : i64
    %i = arith.index_cast %q : i64 to index
    %j = linalg.index 1 : index
    %v = tensor.extract %table[%i, %j] : tensor<8x4xf32>
    linalg.yield %v : f32
  } -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

//--- rows4.mlir
cleave.mesh @mesh = <["x"=4]>
func.func @main(%ids: tensor<4xi64>,
                %table: tensor<8x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>})
    -> tensor<4x4xf32> {
  %c8 = arith.constant 8 : i64
  %e = tensor.empty() : tensor<4x4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%ids : tensor<4xi64>) outs(%e : tensor<4x4xf32>) {
  ^bb0(%in: i64, %out: f32):
    %p = arith.addi %in, %c8 : i64
    %q = arith.remui %p, %c8 : i64
    %i = arith.index_cast %q : i64 to index
    %j = linalg.index 1 : index
    %v = tensor.extract %table[%i, %j] : tensor<8x4xf32>
    linalg.yield %v : f32
  } -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

//--- cols2.mlir
cleave.mesh @mesh = <["x"=2]>
func.func @main(%ids: tensor<4xi64>,
                %table: tensor<8x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"x"}]>})
    -> tensor<4x4xf32> {
  %c8 = arith.constant 8 : i64
  %e = tensor.empty() : tensor<4x4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%ids : tensor<4xi64>) outs(%e : tensor<4x4xf32>) {
  ^bb0(%in: i64, %out: f32):
    %p = arith.addi %in, %c8 : i64
    %q = arith.remui %p, %c8 : i64
    %i = arith.index_cast %q : i64 to index
    %j = linalg.index 1 : index
    %v = tensor.extract %table[%i, %j] : tensor<8x4xf32>
    linalg.yield %v : f32
  } -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

//--- both4.mlir
cleave.mesh @mesh = <["x"=2, "y"=2]>
func.func @main(%ids: tensor<4xi64>,
                %table: tensor<8x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {"y"}]>})
    -> tensor<4x4xf32> {
  %c8 = arith.constant 8 : i64
  %e = tensor.empty() : tensor<4x4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%ids : tensor<4xi64>) outs(%e : tensor<4x4xf32>) {
  ^bb0(%in: i64, %out: f32):
    %p = arith.addi %in, %c8 : i64
    %q = arith.remui %p, %c8 : i64
    %i = arith.index_cast %q : i64 to index
    %j = linalg.index 1 : index
    %v = tensor.extract %table[%i, %j] : tensor<8x4xf32>
    linalg.yield %v : f32
  } -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}
