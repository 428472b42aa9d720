// RUN: cleave-opt %s -split-input-file -cleave-propagate -cleave-partition -cleave-optimize-collectives -verify-each 2>%t.err | FileCheck %s
// RUN: cleave-opt %s -split-input-file -cleave-print-sharding-rules 2>&1 >/dev/null | FileCheck %s --check-prefix=RULE

// tensor.gather is sharded as the lookup it is rewritten into; tensor.scatter
// by its own rule.

cleave.mesh @mesh = <["x"=2]>

// A row-split (vocabulary-parallel) table: each device looks up the ids in
// its rows, zero elsewhere, and one all_reduce sums the partial results.
// The table is never gathered.
// CHECK-LABEL: func.func @rows
// CHECK-NOT: cleave.all_gather
// CHECK: cleave.group_index over @mesh["x"]
// CHECK: linalg.generic
// CHECK: tensor.extract %{{.*}} : tensor<4x4xf32>
// CHECK: cleave.all_reduce %{{.*}} over @mesh["x"] kind = sum : tensor<3x1x4xf32>
// CHECK-NOT: cleave.all_gather
// Index-batch and untouched dims parallel, the gathered dim replicated (when
// not rewritten into a lookup):
// RULE: remark: factors: f0=3 parallel, f1=1 replicated, f2=8 replicated, f3=1 parallel, f4=4 parallel; operands: [f2, f4], [f0, f1]; results: [f0, f3, f4]; partial: none
func.func @rows(%t: tensor<8x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>},
                %i: tensor<3x1xi64>) -> tensor<3x1x4xf32> {
  %g = tensor.gather %t[%i] gather_dims([0]) : (tensor<8x4xf32>, tensor<3x1xi64>) -> tensor<3x1x4xf32>
  return %g : tensor<3x1x4xf32>
}

// -----

cleave.mesh @mesh = <["x"=2]>

// A column-split table: the result's columns follow, no communication.
// CHECK-LABEL: func.func @cols
// CHECK-NOT: cleave.all
// CHECK: tensor.extract %{{.*}} : tensor<8x2xf32>
// CHECK-NOT: cleave.all
// CHECK: return %{{.*}} : tensor<3x1x2xf32>
func.func @cols(%t: tensor<8x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"x"}]>},
                %i: tensor<3x1xi64>) -> tensor<3x1x4xf32> {
  %g = tensor.gather %t[%i] gather_dims([0]) : (tensor<8x4xf32>, tensor<3x1xi64>) -> tensor<3x1x4xf32>
  return %g : tensor<3x1x4xf32>
}

// -----

cleave.mesh @mesh = <["x"=2]>

// Index-batch dims are parallel: a batch-split result needs no communication.
// CHECK-LABEL: func.func @batch
// CHECK-NOT: cleave.all_gather
// CHECK-NOT: cleave.all_reduce
// CHECK: return %{{.*}} : tensor<2x1x4xf32>
func.func @batch(%t: tensor<8x4xf32>, %i: tensor<4x1xi64>)
    -> (tensor<4x1x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}, {}]>}) {
  %g = tensor.gather %t[%i] gather_dims([0]) : (tensor<8x4xf32>, tensor<4x1xi64>) -> tensor<4x1x4xf32>
  return %g : tensor<4x1x4xf32>
}

// -----

cleave.mesh @mesh = <["x"=2]>

// Scatter into a destination split on a dim it does not scatter: the source
// follows the split, each device scatters its columns, no communication.
// CHECK-LABEL: func.func @scatter_cols
// CHECK-NOT: cleave.all
// CHECK: tensor.scatter %{{.*}} into %{{.*}}[%{{.*}}] scatter_dims([0]) unique : (tensor<3x1x2xf32>, tensor<8x2xf32>, tensor<3x1xindex>) -> tensor<8x2xf32>
// CHECK-NOT: cleave.all
// The untouched dim parallel, scattered and batch dims replicated:
// RULE: remark: factors: f0=3 replicated, f1=1 replicated, f2=8 replicated, f3=1 parallel, f4=4 parallel; operands: [f0, f3, f4], [f2, f4], [f0, f1]; results: [f2, f4]; partial: none
func.func @scatter_cols(%s: tensor<3x1x4xf32>,
                        %d: tensor<8x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"x"}]>},
                        %i: tensor<3x1xindex>) -> tensor<8x4xf32> {
  %r = tensor.scatter %s into %d[%i] scatter_dims([0]) unique : (tensor<3x1x4xf32>, tensor<8x4xf32>, tensor<3x1xindex>) -> tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}

// -----

cleave.mesh @mesh = <["x"=2]>

// Scatter into a destination split on the scattered dim: the destination is
// gathered (a device's rows would miss the updates of the others' rows).
// CHECK-LABEL: func.func @scatter_rows
// CHECK: cleave.all_gather %{{.*}} over @mesh["x"] dim = 0 : tensor<4x4xf32> -> tensor<8x4xf32>
// CHECK: tensor.scatter
func.func @scatter_rows(%s: tensor<3x1x4xf32>,
                        %d: tensor<8x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>},
                        %i: tensor<3x1xindex>) -> tensor<8x4xf32> {
  %r = tensor.scatter %s into %d[%i] scatter_dims([0]) unique : (tensor<3x1x4xf32>, tensor<8x4xf32>, tensor<3x1xindex>) -> tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}
