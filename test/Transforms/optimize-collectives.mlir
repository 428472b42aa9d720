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

// -----

cleave.mesh @mesh = <["x"=2, "y"=4]>
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
#col = affine_map<(d0, d1) -> (d0)>

// A gather of a bf16 weight upcast for an fp32 matmul moves the bf16 value,
// then upcasts what arrives (half the bytes); so does an all_to_all, and a
// cast on tensors.
// CHECK-LABEL: func.func @gather_before_upcast
// CHECK: %[[G:.*]] = cleave.all_gather %arg0 over @mesh["y"] dim = 0 : tensor<2x8xbf16> -> tensor<8x8xbf16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<8x8xf32>
// CHECK: %[[W:.*]] = linalg.generic {{.*}} ins(%[[G]] : tensor<8x8xbf16>) outs(%[[E]] : tensor<8x8xf32>)
// CHECK: arith.extf
// CHECK: %[[A:.*]] = cleave.all_to_all %arg1 over @mesh["y"] split = 0 concat = 1 : tensor<8x2xf16> -> tensor<2x8xf16>
// CHECK: %[[X:.*]] = arith.extf %[[A]] : tensor<2x8xf16> to tensor<2x8xf32>
// CHECK: return %[[W]], %[[X]]
func.func @gather_before_upcast(%w: tensor<2x8xbf16>, %v: tensor<8x2xf16>)
    -> (tensor<8x8xf32>, tensor<2x8xf32>) {
  %e = tensor.empty() : tensor<2x8xf32>
  %up = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w : tensor<2x8xbf16>) outs(%e : tensor<2x8xf32>) {
  ^bb0(%in: bf16, %out: f32):
    %c = arith.extf %in : bf16 to f32
    linalg.yield %c : f32
  } -> tensor<2x8xf32>
  %g = cleave.all_gather %up over @mesh["y"] dim = 0 : tensor<2x8xf32> -> tensor<8x8xf32>
  %vf = arith.extf %v : tensor<8x2xf16> to tensor<8x2xf32>
  %a = cleave.all_to_all %vf over @mesh["y"] split = 0 concat = 1 : tensor<8x2xf32> -> tensor<2x8xf32>
  return %g, %a : tensor<8x8xf32>, tensor<2x8xf32>
}

// A narrowing cast (f32 -> bf16) is not moved across: it would move more.
// CHECK-LABEL: func.func @gather_after_downcast
// CHECK: arith.truncf
// CHECK: cleave.all_gather {{.*}} : tensor<2x8xbf16> -> tensor<8x8xbf16>
func.func @gather_after_downcast(%w: tensor<2x8xf32>) -> tensor<8x8xbf16> {
  %t = arith.truncf %w : tensor<2x8xf32> to tensor<2x8xbf16>
  %g = cleave.all_gather %t over @mesh["y"] dim = 0 : tensor<2x8xbf16> -> tensor<8x8xbf16>
  return %g : tensor<8x8xbf16>
}

// A bias [8] split 4 ways, broadcast over 16 rows and moved by an all_to_all
// from its columns to the rows: the bias is gathered (8 elements) and
// broadcast to the rows this device keeps, instead of moving 16 x 2 values.
// CHECK-LABEL: func.func @all_to_all_of_broadcast
// CHECK: %[[G:.*]] = cleave.all_gather %arg0 over @mesh["y"] dim = 0 : tensor<2xf32> -> tensor<8xf32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4x8xf32>
// CHECK: %[[B:.*]] = linalg.generic {{.*}} ins(%[[G]] : tensor<8xf32>) outs(%[[E]] : tensor<4x8xf32>)
// CHECK-NOT: cleave.all_to_all
// CHECK: return %[[B]]
func.func @all_to_all_of_broadcast(%b: tensor<2xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<16x2xf32>
  %bc = linalg.generic {indexing_maps = [#row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%b : tensor<2xf32>) outs(%e : tensor<16x2xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<16x2xf32>
  %a = cleave.all_to_all %bc over @mesh["y"] split = 0 concat = 1 : tensor<16x2xf32> -> tensor<4x8xf32>
  return %a : tensor<4x8xf32>
}

// A gather along a dim of the broadcast's input gathers the input; along a
// broadcast dim it is left alone (the devices' inputs may differ).
// CHECK-LABEL: func.func @gather_of_broadcast
// CHECK: %[[G:.*]] = cleave.all_gather %arg0 over @mesh["x"] dim = 0 : tensor<2xf32> -> tensor<4xf32>
// CHECK: linalg.generic {{.*}} ins(%[[G]] : tensor<4xf32>) outs(%{{.*}} : tensor<4x3xf32>)
// CHECK: cleave.all_gather %{{.*}} over @mesh["x"] dim = 1 : tensor<2x3xf32> -> tensor<2x6xf32>
func.func @gather_of_broadcast(%b: tensor<2xf32>) -> (tensor<4x3xf32>, tensor<2x6xf32>) {
  %e = tensor.empty() : tensor<2x3xf32>
  %bc = linalg.generic {indexing_maps = [#col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%b : tensor<2xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<2x3xf32>
  %g0 = cleave.all_gather %bc over @mesh["x"] dim = 0 : tensor<2x3xf32> -> tensor<4x3xf32>
  %g1 = cleave.all_gather %bc over @mesh["x"] dim = 1 : tensor<2x3xf32> -> tensor<2x6xf32>
  return %g0, %g1 : tensor<4x3xf32>, tensor<2x6xf32>
}

// -----

// The sum of two reductions over the same group is the reduction of the
// sum (a tied weight's gradient: its two uses' partial gradients, each
// reduce-scattered where it was produced): one collective.
cleave.mesh @mesh = <["x"=4]>
#id = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @reassociate_reduce_scatter
// CHECK-SAME: (%[[A:.*]]: tensor<8x4xf32>, %[[B:.*]]: tensor<8x4xf32>)
// CHECK: %[[S:.*]] = linalg.generic {{.*}} ins(%[[A]], %[[B]] : tensor<8x4xf32>, tensor<8x4xf32>)
// CHECK: arith.addf
// CHECK: %[[R:.*]] = cleave.reduce_scatter %[[S]] over @mesh["x"] dim = 0 kind = sum : tensor<8x4xf32> -> tensor<2x4xf32>
// CHECK-NOT: cleave.reduce_scatter
// CHECK: return %[[R]]
func.func @reassociate_reduce_scatter(%a: tensor<8x4xf32>, %b: tensor<8x4xf32>) -> tensor<2x4xf32> {
  %ra = cleave.reduce_scatter %a over @mesh["x"] dim = 0 kind = sum : tensor<8x4xf32> -> tensor<2x4xf32>
  %rb = cleave.reduce_scatter %b over @mesh["x"] dim = 0 kind = sum : tensor<8x4xf32> -> tensor<2x4xf32>
  %e = tensor.empty() : tensor<2x4xf32>
  %s = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%ra, %rb : tensor<2x4xf32>, tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %t = arith.addf %p, %q : f32
    linalg.yield %t : f32
  } -> tensor<2x4xf32>
  return %s : tensor<2x4xf32>
}

// A subtraction of two all_reduces likewise; a reduction read elsewhere
// too, or another kind (max), stays.
// CHECK-LABEL: func.func @reassociate_all_reduce
// CHECK: %[[D:.*]] = linalg.generic
// CHECK: arith.subf
// CHECK: %[[R:.*]] = cleave.all_reduce %[[D]] over @mesh["x"] kind = sum : tensor<4xf32>
// CHECK: cleave.all_reduce %{{.*}} kind = sum
// CHECK: cleave.all_reduce %{{.*}} kind = sum
// CHECK: cleave.all_reduce %{{.*}} kind = max
// CHECK: cleave.all_reduce %{{.*}} kind = max
// CHECK-NOT: cleave.all_reduce
#id1 = affine_map<(d0) -> (d0)>
func.func @reassociate_all_reduce(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: tensor<4xf32>)
    -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %ra = cleave.all_reduce %a over @mesh["x"] kind = sum : tensor<4xf32>
  %rb = cleave.all_reduce %b over @mesh["x"] kind = sum : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %d = linalg.generic {indexing_maps = [#id1, #id1, #id1], iterator_types = ["parallel"]}
      ins(%ra, %rb : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %t = arith.subf %p, %q : f32
    linalg.yield %t : f32
  } -> tensor<4xf32>
  %rc = cleave.all_reduce %c over @mesh["x"] kind = sum : tensor<4xf32>
  %ra2 = cleave.all_reduce %a over @mesh["x"] kind = sum : tensor<4xf32>
  %s = linalg.generic {indexing_maps = [#id1, #id1, #id1], iterator_types = ["parallel"]}
      ins(%rc, %ra2 : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %t = arith.addf %p, %q : f32
    linalg.yield %t : f32
  } -> tensor<4xf32>
  %ma = cleave.all_reduce %a over @mesh["x"] kind = max : tensor<4xf32>
  %mb = cleave.all_reduce %b over @mesh["x"] kind = max : tensor<4xf32>
  %m = linalg.generic {indexing_maps = [#id1, #id1, #id1], iterator_types = ["parallel"]}
      ins(%ma, %mb : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %t = arith.addf %p, %q : f32
    linalg.yield %t : f32
  } -> tensor<4xf32>
  return %d, %s, %rc, %m : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}
