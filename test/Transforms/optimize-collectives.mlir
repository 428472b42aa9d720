// RUN: cleave-opt %s -split-input-file -cleave-optimize-collectives | FileCheck %s

cleave.mesh @mesh = <["x"=2, "y"=4, "one"=1]>

// CHECK-LABEL: func.func @reduce_then_slice
// CHECK-NEXT: %[[R:.*]] = cleave.reduce_scatter %{{.*}} over @mesh["y"] dim = 0 kind = sum : tensor<8x8xf32> -> tensor<2x8xf32>
// CHECK-NEXT: return %[[R]]
func.func @reduce_then_slice(%a: tensor<8x8xf32>) -> tensor<2x8xf32> {
  %0 = cleave.all_reduce %a over @mesh["y"] kind = sum : tensor<8x8xf32>
  %1 = cleave.all_slice %0 over @mesh["y"] dim = 0 : tensor<8x8xf32> -> tensor<2x8xf32>
  return %1 : tensor<2x8xf32>
}

// Reducing over more axes than the slice: scatter, then reduce the rest.
// CHECK-LABEL: func.func @reduce_more_then_slice
// CHECK-NEXT: %[[S:.*]] = cleave.reduce_scatter %{{.*}} over @mesh["y"] dim = 0 kind = max : tensor<8x8xf32> -> tensor<2x8xf32>
// CHECK-NEXT: %[[R:.*]] = cleave.all_reduce %[[S]] over @mesh["x"] kind = max : tensor<2x8xf32>
// CHECK-NEXT: return %[[R]]
func.func @reduce_more_then_slice(%a: tensor<8x8xf32>) -> tensor<2x8xf32> {
  %0 = cleave.all_reduce %a over @mesh["x", "y"] kind = max : tensor<8x8xf32>
  %1 = cleave.all_slice %0 over @mesh["y"] dim = 0 : tensor<8x8xf32> -> tensor<2x8xf32>
  return %1 : tensor<2x8xf32>
}

// CHECK-LABEL: func.func @gather_then_slice
// CHECK-NEXT: return %arg0
func.func @gather_then_slice(%a: tensor<2x8xf32>) -> tensor<2x8xf32> {
  %0 = cleave.all_gather %a over @mesh["y"] dim = 0 : tensor<2x8xf32> -> tensor<8x8xf32>
  %1 = cleave.all_slice %0 over @mesh["y"] dim = 0 : tensor<8x8xf32> -> tensor<2x8xf32>
  return %1 : tensor<2x8xf32>
}

// CHECK-LABEL: func.func @slice_then_gather
// CHECK-NEXT: return %arg0
func.func @slice_then_gather(%a: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = cleave.all_slice %a over @mesh["x"] dim = 1 : tensor<8x8xf32> -> tensor<8x4xf32>
  %1 = cleave.all_gather %0 over @mesh["x"] dim = 1 : tensor<8x4xf32> -> tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}

// Different dims do not cancel.
// CHECK-LABEL: func.func @gather_then_slice_other_dim
// CHECK-NEXT: cleave.all_gather
// CHECK-NEXT: cleave.all_slice
func.func @gather_then_slice_other_dim(%a: tensor<2x8xf32>) -> tensor<8x2xf32> {
  %0 = cleave.all_gather %a over @mesh["y"] dim = 0 : tensor<2x8xf32> -> tensor<8x8xf32>
  %1 = cleave.all_slice %0 over @mesh["y"] dim = 1 : tensor<8x8xf32> -> tensor<8x2xf32>
  return %1 : tensor<8x2xf32>
}

// CHECK-LABEL: func.func @size_one_axes
// CHECK-NEXT: %[[R:.*]] = cleave.all_reduce %{{.*}} over @mesh["x"] kind = sum
// CHECK-NEXT: return %[[R]]
func.func @size_one_axes(%a: tensor<8xf32>) -> tensor<8xf32> {
  %0 = cleave.all_reduce %a over @mesh["one"] kind = sum : tensor<8xf32>
  %1 = cleave.all_gather %0 over @mesh["one"] dim = 0 : tensor<8xf32> -> tensor<8xf32>
  %2 = cleave.all_reduce %1 over @mesh["x", "one"] kind = sum : tensor<8xf32>
  return %2 : tensor<8xf32>
}

// CHECK-LABEL: func.func @merge_reduces
// CHECK-NEXT: %[[R:.*]] = cleave.all_reduce %{{.*}} over @mesh["x", "y"] kind = sum
// CHECK-NEXT: return %[[R]]
func.func @merge_reduces(%a: tensor<8xf32>) -> tensor<8xf32> {
  %0 = cleave.all_reduce %a over @mesh["x"] kind = sum : tensor<8xf32>
  %1 = cleave.all_reduce %0 over @mesh["y"] kind = sum : tensor<8xf32>
  return %1 : tensor<8xf32>
}

// Different kinds do not merge.
// CHECK-LABEL: func.func @no_merge_kinds
// CHECK-NEXT: cleave.all_reduce %{{.*}} over @mesh["x"] kind = sum
// CHECK-NEXT: cleave.all_reduce %{{.*}} over @mesh["y"] kind = max
func.func @no_merge_kinds(%a: tensor<8xf32>) -> tensor<8xf32> {
  %0 = cleave.all_reduce %a over @mesh["x"] kind = sum : tensor<8xf32>
  %1 = cleave.all_reduce %0 over @mesh["y"] kind = max : tensor<8xf32>
  return %1 : tensor<8xf32>
}

// The inner gather took the minor axis: one gather over both, major first.
// CHECK-LABEL: func.func @merge_gathers
// CHECK-NEXT: %[[R:.*]] = cleave.all_gather %{{.*}} over @mesh["x", "y"] dim = 0 : tensor<1x8xf32> -> tensor<8x8xf32>
// CHECK-NEXT: return %[[R]]
func.func @merge_gathers(%a: tensor<1x8xf32>) -> tensor<8x8xf32> {
  %0 = cleave.all_gather %a over @mesh["y"] dim = 0 : tensor<1x8xf32> -> tensor<4x8xf32>
  %1 = cleave.all_gather %0 over @mesh["x"] dim = 0 : tensor<4x8xf32> -> tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}
