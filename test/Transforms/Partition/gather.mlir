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
// RULE: remark: factors: f0=3 replicated, f1=1 replicated, f2=8 parallel, f3=1 parallel, f4=4 parallel; operands: [f0, f3, f4], [f2, f4], [f0, f1]; results: [f2, f4]; partial: none
func.func @scatter_cols(%s: tensor<3x1x4xf32>,
                        %d: tensor<8x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"x"}]>},
                        %i: tensor<3x1xindex>) -> tensor<8x4xf32> {
  %r = tensor.scatter %s into %d[%i] scatter_dims([0]) unique : (tensor<3x1x4xf32>, tensor<8x4xf32>, tensor<3x1xindex>) -> tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}

// -----

cleave.mesh @mesh = <["x"=2]>

// Scatter into a destination split on the scattered dim: the positions are
// counted from the device's first row, so each device writes the updates
// that land in its rows (the lowering skips the others); nothing moves.
// CHECK-LABEL: func.func @scatter_rows
// CHECK-NOT: cleave.all
// CHECK: %[[G:.*]] = cleave.group_index over @mesh["x"] : index
// CHECK: %[[OFF:.*]] = arith.muli %[[G]], %{{.*}} : index
// CHECK: linalg.generic
// CHECK: arith.subi %{{.*}}, %{{.*}} : index
// CHECK: tensor.scatter %{{.*}} into %{{.*}}[%{{.*}}] scatter_dims([0]) unique : (tensor<3x1x4xf32>, tensor<4x4xf32>, tensor<3x1xindex>) -> tensor<4x4xf32>
// CHECK-NOT: cleave.all
func.func @scatter_rows(%s: tensor<3x1x4xf32>,
                        %d: tensor<8x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>},
                        %i: tensor<3x1xindex>) -> tensor<8x4xf32> {
  %r = tensor.scatter %s into %d[%i] scatter_dims([0]) unique : (tensor<3x1x4xf32>, tensor<8x4xf32>, tensor<3x1xindex>) -> tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}

// -----

// jnp.take(table, ids, axis=0) as JAX exports it (StableHLO gather through
// --stablehlo-legalize-to-linalg): indices [N, 1], read at (i, 0), the
// position clamped into the table. The read of the index tensor at the
// constant 0 is no lookup; the table is the one lookup, so a row-split
// table is read locally (masked) and one all_reduce sums the rows.
cleave.mesh @mesh = <["x"=4]>
// CHECK-LABEL: func.func @jax_take
// CHECK-NOT: cleave.all_gather
// CHECK: tensor.extract %{{.*}} : tensor<16x16xf32>
// CHECK: cleave.all_reduce %{{.*}} over @mesh["x"] kind = sum : tensor<8x16xf32>
// CHECK-NOT: cleave.all_gather
// RULE: remark: factors: f0=8 parallel, f1=16 parallel, f2=1 replicated, f3=64 reduction lookup; operands: [f0, f1]; captured: [f0, f2], [f3, f1]; results: [f0, f1]; reduction: sum; partial: none
func.func @jax_take(%table: tensor<64x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>},
                    %ids: tensor<8x1xi32>) -> tensor<8x16xf32> {
  %c0 = arith.constant 0 : index
  %c63 = arith.constant 63 : index
  %e = tensor.empty() : tensor<8x16xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]} outs(%e : tensor<8x16xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %id = tensor.extract %ids[%i, %c0] : tensor<8x1xi32>
    %p = arith.index_cast %id : i32 to index
    %lo = arith.maxsi %p, %c0 : index
    %at = arith.minsi %lo, %c63 : index
    %v = tensor.extract %table[%at, %j] : tensor<64x16xf32>
    linalg.yield %v : f32
  } -> tensor<8x16xf32>
  return %r : tensor<8x16xf32>
}

// -----

// The label pick of a cross-entropy as JAX writes it
// (jnp.take_along_axis(logits, labels[:, None], axis=-1)): logits split over
// the vocabulary, labels [N, 1]: the pick is local and masked, then one
// all_reduce of [N, 1] (not an all_gather of the logits).
cleave.mesh @mesh = <["x"=4]>
// CHECK-LABEL: func.func @jax_take_along_axis
// CHECK-NOT: cleave.all_gather
// CHECK: cleave.all_reduce %{{.*}} over @mesh["x"] kind = sum : tensor<8x1xf32>
// CHECK-NOT: cleave.all_gather
func.func @jax_take_along_axis(%logits: tensor<8x64xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"x"}]>},
                               %labels: tensor<8x1xi32>) -> tensor<8x1xf32> {
  %c0 = arith.constant 0 : index
  %c63 = arith.constant 63 : index
  %e = tensor.empty() : tensor<8x1xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]} outs(%e : tensor<8x1xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %l = tensor.extract %labels[%i, %c0] : tensor<8x1xi32>
    %p = arith.index_cast %l : i32 to index
    %lo = arith.maxsi %p, %c0 : index
    %at = arith.minsi %lo, %c63 : index
    %v = tensor.extract %logits[%i, %at] : tensor<8x64xf32>
    linalg.yield %v : f32
  } -> tensor<8x1xf32>
  return %r : tensor<8x1xf32>
}
