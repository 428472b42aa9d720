// RUN: cleave-opt %s -split-input-file -cleave-propagate -cleave-partition -verify-each | FileCheck %s

// Softmax over a split dim: decomposed before propagation, its max and sum
// are partial over the split and reduced as two small all_reduces; the
// input is never gathered and the other dim stays split.
cleave.mesh @mesh = <["x"=2, "y"=4]>
// CHECK-LABEL: func.func @softmax_split
func.func @softmax_split(%a: tensor<8x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {"y"}]>}) -> tensor<8x16xf32> {
  %e = tensor.empty() : tensor<8x16xf32>
  // CHECK-NOT: cleave.all_gather
  // CHECK: cleave.all_reduce %{{.*}} over @mesh["y"] kind = max : tensor<4xf32>
  // CHECK-NOT: cleave.all_gather
  // CHECK: cleave.all_reduce %{{.*}} over @mesh["y"] kind = sum : tensor<4xf32>
  // CHECK-NOT: cleave.all_gather
  // CHECK: return %{{.*}} : tensor<4x4xf32>
  %s = linalg.softmax dimension(1) ins(%a : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  return %s : tensor<8x16xf32>
}

// -----

// Convolution over a split batch: purely local.
cleave.mesh @mesh = <["data"=2]>
// CHECK-LABEL: func.func @conv
// CHECK-NOT: cleave.all
// CHECK: linalg.conv_2d_nhwc_hwcf ins(%{{.*}}, %{{.*}} : tensor<2x10x10x3xf32>, tensor<3x3x3x5xf32>) outs(%{{.*}} : tensor<2x8x8x5xf32>)
// CHECK-NOT: cleave.all
func.func @conv(%img: tensor<4x10x10x3xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}, {}, {}]>},
                %ker: tensor<3x3x3x5xf32>) -> tensor<4x8x8x5xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x8x8x5xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x8x8x5xf32>) -> tensor<4x8x8x5xf32>
  %c = linalg.conv_2d_nhwc_hwcf ins(%img, %ker : tensor<4x10x10x3xf32>, tensor<3x3x3x5xf32>) outs(%f : tensor<4x8x8x5xf32>) -> tensor<4x8x8x5xf32>
  return %c : tensor<4x8x8x5xf32>
}

// -----

// A split spatial dim of a convolution (a window dim) is gathered.
cleave.mesh @mesh = <["x"=2]>
// CHECK-LABEL: func.func @conv_spatial
// CHECK: cleave.all_gather %{{.*}} over @mesh["x"] dim = 1 : tensor<1x5x10x3xf32> -> tensor<1x10x10x3xf32>
func.func @conv_spatial(%img: tensor<1x10x10x3xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"x"}, {}, {}]>},
                        %ker: tensor<3x3x3x5xf32>) -> tensor<1x8x8x5xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x8x8x5xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x8x8x5xf32>) -> tensor<1x8x8x5xf32>
  %c = linalg.conv_2d_nhwc_hwcf ins(%img, %ker : tensor<1x10x10x3xf32>, tensor<3x3x3x5xf32>) outs(%f : tensor<1x8x8x5xf32>) -> tensor<1x8x8x5xf32>
  return %c : tensor<1x8x8x5xf32>
}

// -----

// A read accumulator of a split reduction joins the partial sum on one
// device only.
cleave.mesh @mesh = <["x"=4]>
// CHECK-LABEL: func.func @accumulate
// CHECK: %[[I:.*]] = cleave.group_index over @mesh["x"] : index
// CHECK: %[[F:.*]] = arith.cmpi eq, %[[I]], %{{.*}} : index
// CHECK: %[[C:.*]] = arith.select %[[F]], %{{.*}}, %{{.*}} : tensor<4x4xf32>
// CHECK: %[[M:.*]] = linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32>) outs(%[[C]] : tensor<4x4xf32>)
// CHECK: cleave.all_reduce %[[M]] over @mesh["x"] kind = sum
func.func @accumulate(%a: tensor<4x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"x"}]>},
                      %b: tensor<16x4xf32>, %c: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %m = linalg.matmul ins(%a, %b : tensor<4x16xf32>, tensor<16x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %m : tensor<4x4xf32>
}

// -----

// linalg.index counts global positions: it is offset by the shard's start.
cleave.mesh @mesh = <["x"=4]>
// CHECK-LABEL: func.func @iota
// CHECK-DAG: %[[I:.*]] = cleave.group_index over @mesh["x"] : index
// CHECK-DAG: %[[S:.*]] = arith.constant 2 : index
// CHECK: %[[O:.*]] = arith.muli %[[I]], %[[S]] : index
// CHECK: linalg.generic
// CHECK: %[[L:.*]] = linalg.index 0 : index
// CHECK: arith.addi %[[L]], %[[O]] : index
func.func @iota(%e: tensor<8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}]>}) -> tensor<8xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e : tensor<8xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    linalg.yield %f : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

// A non-splat constant is built whole and sliced locally; a splat one is
// built at the local shape.
cleave.mesh @mesh = <["x"=2]>
// CHECK-LABEL: func.func @constants
// CHECK-DAG: %[[D:.*]] = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
// CHECK-DAG: cleave.all_slice %[[D]] over @mesh["x"] dim = 0 : tensor<4xf32> -> tensor<2xf32>
// CHECK-DAG: arith.constant dense<5.000000e+00> : tensor<2xf32>
func.func @constants(%a: tensor<4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}]>}) -> tensor<4xf32> {
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %s = arith.constant dense<5.0> : tensor<4xf32>
  %0 = arith.addf %a, %c : tensor<4xf32>
  %1 = arith.mulf %0, %s : tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

// Loops and calls keep their carried shardings.
cleave.mesh @mesh = <["x"=2]>
// CHECK-LABEL: func.func @body
// CHECK-SAME: (%{{.*}}: tensor<4x8xf32> {{.*}}) -> (tensor<4x8xf32>
func.func @body(%a: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = math.tanh %a : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
// CHECK-LABEL: func.func @loop
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:.*]] = %{{.*}}) -> (tensor<4x8xf32>)
// CHECK: %[[C:.*]] = func.call @body(%[[ACC]]) : (tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK: scf.yield %[[C]] : tensor<4x8xf32>
func.func @loop(%x: tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>}) -> tensor<8x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %x) -> (tensor<8x8xf32>) {
    %c = func.call @body(%acc) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    scf.yield %c : tensor<8x8xf32>
  }
  return %r : tensor<8x8xf32>
}

// -----

// Shape ops get local shapes.
cleave.mesh @mesh = <["x"=2]>
// CHECK-LABEL: func.func @shapes
func.func @shapes(%a: tensor<8x6xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>}, %s: tensor<3xi64>) -> (tensor<8x3xf32>, tensor<8x2x3xf32>, tensor<8x8xf32>, tensor<16x6xf32>) {
  // CHECK: tensor.extract_slice %{{.*}}[0, 1] [4, 3] [1, 1] : tensor<4x6xf32> to tensor<4x3xf32>
  %0 = tensor.extract_slice %a[0, 1] [8, 3] [1, 1] : tensor<8x6xf32> to tensor<8x3xf32>
  // CHECK: arith.constant dense<[4, 2, 3]> : tensor<3xi64>
  // CHECK: tensor.reshape %{{.*}}(%{{.*}}) : (tensor<4x6xf32>, tensor<3xi64>) -> tensor<4x2x3xf32>
  %1 = tensor.reshape %a(%s) : (tensor<8x6xf32>, tensor<3xi64>) -> tensor<8x2x3xf32>
  %zero = arith.constant 0.0 : f32
  // CHECK: tensor.pad %{{.*}} low[0, 1] high[0, 1]
  // CHECK: : tensor<4x6xf32> to tensor<4x8xf32>
  %2 = tensor.pad %a low[0, 1] high[0, 1] {
    ^bb0(%i: index, %j: index):
      tensor.yield %zero : f32
    } : tensor<8x6xf32> to tensor<8x8xf32>
  // CHECK: cleave.all_gather %{{.*}} over @mesh["x"] dim = 0
  // CHECK: tensor.concat dim(0)
  %3 = tensor.concat dim(0) %a, %a : (tensor<8x6xf32>, tensor<8x6xf32>) -> tensor<16x6xf32>
  return %0, %1, %2, %3 : tensor<8x3xf32>, tensor<8x2x3xf32>, tensor<8x8xf32>, tensor<16x6xf32>
}

// -----

// One value used twice by an op that needs it at two shardings: each use
// gets its own reshard.
cleave.mesh @mesh = <["y"=4]>
// CHECK-LABEL: func.func @same_operand_twice
// CHECK-SAME: (%[[A:[^:]*]]: tensor<8x2xf32>
// CHECK: %[[G:.*]] = cleave.all_gather %[[A]] over @mesh["y"] dim = 1 : tensor<8x2xf32> -> tensor<8x8xf32>
// CHECK: linalg.matmul ins(%[[G]], %[[A]] : tensor<8x8xf32>, tensor<8x2xf32>)
func.func @same_operand_twice(%a: tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"y"}]>}) -> tensor<8x8xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %m = linalg.matmul ins(%a, %a : tensor<8x8xf32>, tensor<8x8xf32>) outs(%f : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %m : tensor<8x8xf32>
}

// -----

// A slice whose result is split along a sliced dim: the source dim is whole
// on every device and each device takes its piece of the slice.
cleave.mesh @mesh = <["x"=2]>
// CHECK-LABEL: func.func @slice_split_result
// CHECK-DAG: %[[G:.*]] = cleave.group_index over @mesh["x"] : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK: %[[M:.*]] = arith.muli %[[G]], %[[C1]] : index
// CHECK: %[[O:.*]] = arith.addi %[[C2]], %[[M]] : index
// CHECK: tensor.extract_slice %{{.*}}[0, %[[O]]] [2, 1] [1, 1] : tensor<2x4xf32> to tensor<2x1xf32>
func.func @slice_split_result(%s: tensor<2x4xf32>) -> (tensor<2x2xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"x"}]>}) {
  %v = tensor.extract_slice %s[0, 2] [2, 2] [1, 1] : tensor<2x4xf32> to tensor<2x2xf32>
  return %v : tensor<2x2xf32>
}
