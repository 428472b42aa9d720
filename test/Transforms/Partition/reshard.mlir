// RUN: cleave-opt %s -cleave-partition -verify-each | FileCheck %s

// Every kind of reshard, as a function argument returned at another
// sharding.

cleave.mesh @mesh = <["x"=2, "y"=4]>

// CHECK-LABEL: func.func @slice
// CHECK-NEXT: %[[R:.*]] = cleave.all_slice %{{.*}} over @mesh["x"] dim = 0 : tensor<8x8xf32> -> tensor<4x8xf32>
// CHECK-NEXT: return %[[R]]
func.func @slice(%a: tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>})
    -> (tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>}) {
  return %a : tensor<8x8xf32>
}

// CHECK-LABEL: func.func @gather
// CHECK-NEXT: %[[R:.*]] = cleave.all_gather %{{.*}} over @mesh["x"] dim = 0 : tensor<4x8xf32> -> tensor<8x8xf32>
// CHECK-NEXT: return %[[R]]
func.func @gather(%a: tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>})
    -> (tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>}) {
  return %a : tensor<8x8xf32>
}

// Moving an axis between dims is one all_to_all.
// CHECK-LABEL: func.func @move
// CHECK-NEXT: %[[R:.*]] = cleave.all_to_all %{{.*}} over @mesh["y"] split = 1 concat = 0 : tensor<2x8xf32> -> tensor<8x2xf32>
// CHECK-NEXT: return %[[R]]
func.func @move(%a: tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"y"}, {}]>})
    -> (tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"y"}]>}) {
  return %a : tensor<8x8xf32>
}

// CHECK-LABEL: func.func @reduce
// CHECK-NEXT: %[[R:.*]] = cleave.all_reduce %{{.*}} over @mesh["y"] kind = sum : tensor<8x8xf32>
// CHECK-NEXT: return %[[R]]
func.func @reduce(%a: tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}], partial = {"y"}>})
    -> (tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>}) {
  return %a : tensor<8x8xf32>
}

// A max partial value is reduced with max.
// CHECK-LABEL: func.func @reduce_max
// CHECK-NEXT: %[[R:.*]] = cleave.all_reduce %{{.*}} over @mesh["x", "y"] kind = max : tensor<8xf32>
// CHECK-NEXT: return %[[R]]
func.func @reduce_max(%a: tensor<8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}], partial = max{"x", "y"}>})
    -> (tensor<8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}]>}) {
  return %a : tensor<8xf32>
}

// Reducing into a split dim is one reduce_scatter.
// CHECK-LABEL: func.func @reduce_scatter
// CHECK-NEXT: %[[R:.*]] = cleave.reduce_scatter %{{.*}} over @mesh["y"] dim = 1 kind = sum : tensor<8x8xf32> -> tensor<8x2xf32>
// CHECK-NEXT: return %[[R]]
func.func @reduce_scatter(%a: tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}], partial = {"y"}>})
    -> (tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"y"}]>}) {
  return %a : tensor<8x8xf32>
}

// Gathering over two axes at once.
// CHECK-LABEL: func.func @gather_two_axes
// CHECK-NEXT: %[[R:.*]] = cleave.all_gather %{{.*}} over @mesh["x", "y"] dim = 0 : tensor<1x8xf32> -> tensor<8x8xf32>
// CHECK-NEXT: return %[[R]]
func.func @gather_two_axes(%a: tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x", "y"}, {}]>})
    -> (tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>}) {
  return %a : tensor<8x8xf32>
}

// Splitting a split dim further slices the minor axis in.
// CHECK-LABEL: func.func @split_further
// CHECK-NEXT: %[[R:.*]] = cleave.all_slice %{{.*}} over @mesh["y"] dim = 0 : tensor<4x8xf32> -> tensor<1x8xf32>
// CHECK-NEXT: return %[[R]]
func.func @split_further(%a: tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>})
    -> (tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x", "y"}, {}]>}) {
  return %a : tensor<8x8xf32>
}

// Swapping the axes of two dims: gather one, move the other, slice.
// CHECK-LABEL: func.func @swap
// CHECK-NEXT: %[[G:.*]] = cleave.all_gather %{{.*}} over @mesh["x"] dim = 0 : tensor<4x2xf32> -> tensor<8x2xf32>
// CHECK-NEXT: %[[M:.*]] = cleave.all_to_all %[[G]] over @mesh["y"] split = 0 concat = 1 : tensor<8x2xf32> -> tensor<2x8xf32>
// CHECK-NEXT: %[[S:.*]] = cleave.all_slice %[[M]] over @mesh["x"] dim = 1 : tensor<2x8xf32> -> tensor<2x4xf32>
// CHECK-NEXT: return %[[S]]
func.func @swap(%a: tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {"y"}]>})
    -> (tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"y"}, {"x"}]>}) {
  return %a : tensor<8x8xf32>
}

// Reordering the axes of one dim: every device keeps a 1x8 shard, so one
// collective_permute (block y*2+x becomes x*4+y) replaces a gather of all
// 8 rows and a slice.
// CHECK-LABEL: func.func @reorder
// CHECK-NEXT: %[[P:.*]] = cleave.collective_permute %{{.*}} over @mesh["x", "y"] pairs = [0, 0, 4, 1, 1, 2, 5, 3, 2, 4, 6, 5, 3, 6, 7, 7] : tensor<1x8xf32>
// CHECK-NEXT: return %[[P]]
func.func @reorder(%a: tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"y", "x"}, {}]>})
    -> (tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x", "y"}, {}]>}) {
  return %a : tensor<8x8xf32>
}

// Replicated to partial: the value counts once, on the group's first device.
// CHECK-LABEL: func.func @to_partial
// CHECK-DAG: %[[Z:.*]] = arith.constant dense<0.000000e+00> : tensor<8xf32>
// CHECK-DAG: %[[I:.*]] = cleave.group_index over @mesh["x"] : index
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK: %[[F:.*]] = arith.cmpi eq, %[[I]], %[[C0]] : index
// CHECK: %[[R:.*]] = arith.select %[[F]], %{{.*}}, %[[Z]] : tensor<8xf32>
// CHECK: return %[[R]]
func.func @to_partial(%a: tensor<8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}]>})
    -> (tensor<8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}], partial = {"x"}>}) {
  return %a : tensor<8xf32>
}

// Same sharding: nothing.
// CHECK-LABEL: func.func @same
// CHECK-NEXT: return %{{.*}} : tensor<4x2xf32>
func.func @same(%a: tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {"y"}]>})
    -> (tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {"y"}]>}) {
  return %a : tensor<8x8xf32>
}
