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
// RUN: cleave-run -np 4 %t/iota4.mlir --verify --int-range=0:3 | FileCheck %s
// RUN: cleave-run -np 2 %t/narrow-iota2.mlir --verify | FileCheck %s
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

//--- iota4.mlir
// x[arange(8), cols]: the batch-split rows are read locally (the row is an
// element of an iota input, equal to the batch loop's index).
cleave.mesh @mesh = <["x"=4]>
func.func @main(%x: tensor<8x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>},
                %cols: tensor<3xi64>)
    -> (tensor<8x3xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>}) {
  %c0 = arith.constant 0 : i64
  %c8 = arith.constant 8 : i64
  %e0 = tensor.empty() : tensor<8xi64>
  %iota = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      outs(%e0 : tensor<8xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 0 : index
    %c = arith.index_cast %i : index to i64
    linalg.yield %c : i64
  } -> tensor<8xi64>
  %rows = tensor.expand_shape %iota [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
  %e = tensor.empty() : tensor<8x3xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%rows, %cols : tensor<8x1xi64>, tensor<3xi64>) outs(%e : tensor<8x3xf32>) {
  ^bb0(%row: i64, %col: i64, %out: f32):
    %neg = arith.cmpi slt, %row, %c0 : i64
    %wrapped = arith.addi %row, %c8 : i64
    %rr = arith.select %neg, %wrapped, %row : i64
    %ri = arith.index_cast %rr : i64 to index
    %ci = arith.index_cast %col : i64 to index
    %v = tensor.extract %x[%ri, %ci] : tensor<8x4xf32>
    linalg.yield %v : f32
  } -> tensor<8x3xf32>
  return %r : tensor<8x3xf32>
}

//--- narrow-iota2.mlir
// An i2 iota wraps (0, 1, -2, -1; torch-style negative rows count from the
// end): a masked lookup of the batch-split rows, summed over the devices.
cleave.mesh @mesh = <["x"=2]>
func.func @main(%x: tensor<4x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>})
    -> (tensor<4x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>}) {
  %c0 = arith.constant 0 : i64
  %c4 = arith.constant 4 : i64
  %e0 = tensor.empty() : tensor<4xi2>
  %iota = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      outs(%e0 : tensor<4xi2>) {
  ^bb0(%out: i2):
    %i = linalg.index 0 : index
    %c = arith.index_cast %i : index to i2
    linalg.yield %c : i2
  } -> tensor<4xi2>
  %e = tensor.empty() : tensor<4x4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%iota : tensor<4xi2>) outs(%e : tensor<4x4xf32>) {
  ^bb0(%row: i2, %out: f32):
    %r64 = arith.extsi %row : i2 to i64
    %neg = arith.cmpi slt, %r64, %c0 : i64
    %wrapped = arith.addi %r64, %c4 : i64
    %rr = arith.select %neg, %wrapped, %r64 : i64
    %ri = arith.index_cast %rr : i64 to index
    %j = linalg.index 1 : index
    %v = tensor.extract %x[%ri, %j] : tensor<4x4xf32>
    linalg.yield %v : f32
  } -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}
