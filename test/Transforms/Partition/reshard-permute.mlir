// RUN: cleave-opt %s -cleave-partition -verify-each | FileCheck %s

// An axis replaced in place by another of the same size: device (a=i, b=j)
// needs the shard device (a=j, b=i) holds, so one collective_permute moves
// one shard per device instead of a gather and a slice.

cleave.mesh @mesh = <["a"=2, "b"=2, "c"=4]>

// CHECK-LABEL: func.func @swap_axis
// CHECK-NEXT: %[[R:.*]] = cleave.collective_permute %{{.*}} over @mesh["a", "b"] pairs = [0, 0, 2, 1, 1, 2, 3, 3] : tensor<4x8xf32>
// CHECK-NEXT: return %[[R]]
func.func @swap_axis(%x: tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"a"}, {}]>})
    -> (tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"b"}, {}]>}) {
  return %x : tensor<8x8xf32>
}

// Different sizes: gather and slice.
// CHECK-LABEL: func.func @different_sizes
// CHECK-NEXT: cleave.all_gather
// CHECK-NEXT: cleave.all_slice
func.func @different_sizes(%x: tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"a"}, {}]>})
    -> (tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"c"}, {}]>}) {
  return %x : tensor<8x8xf32>
}

// The same axes regrouped, each dim keeping its group size: the 2-D swap.
// Device (a=i, b=j) needs block (j, i), which device (a=j, b=i) holds: one
// collective_permute, where a gather + all_to_all + slice moved 4x the bytes.
// CHECK-LABEL: func.func @swap_dims
// CHECK-NEXT: %[[R:.*]] = cleave.collective_permute %{{.*}} over @mesh["a", "b"] pairs = [0, 0, 2, 1, 1, 2, 3, 3] : tensor<4x4xf32>
// CHECK-NEXT: return %[[R]]
func.func @swap_dims(%x: tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"a"}, {"b"}]>})
    -> (tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"b"}, {"a"}]>}) {
  return %x : tensor<8x8xf32>
}

// Two axes of one dim reordered: block a*2+b becomes b*2+a.
// CHECK-LABEL: func.func @reorder_axes
// CHECK-NEXT: %[[R:.*]] = cleave.collective_permute %{{.*}} over @mesh["a", "b"] pairs = [0, 0, 2, 1, 1, 2, 3, 3] : tensor<2x8xf32>
// CHECK-NEXT: return %[[R]]
func.func @reorder_axes(%x: tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"a", "b"}, {}]>})
    -> (tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"b", "a"}, {}]>}) {
  return %x : tensor<8x8xf32>
}

// Group sizes that change per dim (4 + 1 -> 2 + 2): not a permutation.
// CHECK-LABEL: func.func @regroup
// CHECK-NOT: cleave.collective_permute
// CHECK: return
func.func @regroup(%x: tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"a", "b"}, {}]>})
    -> (tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"a"}, {"b"}]>}) {
  return %x : tensor<8x8xf32>
}
