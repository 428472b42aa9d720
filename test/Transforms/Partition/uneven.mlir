// RUN: cleave-opt %s -split-input-file -cleave-propagate -cleave-partition -verify-each | FileCheck %s

// Dims the devices do not divide: each device holds ceil(size / devices)
// elements, the last shards ending in padding.

// 10 rows over 4 devices: 3 each.
cleave.mesh @mesh = <["x"=4]>
// CHECK-LABEL: func.func @elementwise
// CHECK-SAME: tensor<3x4xf32> {cleave.global_type = tensor<10x4xf32>
// CHECK-NEXT: math.exp %{{.*}} : tensor<3x4xf32>
func.func @elementwise(%a: tensor<10x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>}) -> tensor<10x4xf32> {
  %0 = math.exp %a : tensor<10x4xf32>
  return %0 : tensor<10x4xf32>
}

// -----

// Gathering an uneven dim gives the padded whole (12 rows), which is
// unpadded to 10; splitting one (6 columns over 4) pads to 8 first. No op of
// the arith/tensor dialects is in the input: the pass loads them itself.
cleave.mesh @mesh = <["x"=4]>
// CHECK-LABEL: func.func @gather_and_slice
// CHECK: %[[G:.*]] = cleave.all_gather %{{.*}} over @mesh["x"] dim = 0 : tensor<3x6xf32> -> tensor<12x6xf32>
// CHECK: %[[U:.*]] = tensor.extract_slice %[[G]][0, 0] [10, 6] [1, 1] : tensor<12x6xf32> to tensor<10x6xf32>
// CHECK: %[[P:.*]] = tensor.pad %[[U]] low[0, 0] high[0, 2]
// CHECK: : tensor<10x6xf32> to tensor<10x8xf32>
// CHECK: cleave.all_slice %[[P]] over @mesh["x"] dim = 1 : tensor<10x8xf32> -> tensor<10x2xf32>
func.func @gather_and_slice(%a: tensor<10x6xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>})
    -> (tensor<10x6xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"x"}]>}) {
  return %a : tensor<10x6xf32>
}

// -----

// A contraction over an unevenly split dim: the op is generalized and keeps
// its accumulator at iterations past the dim's end (global index
// = group index * 3 + local index < 10).
cleave.mesh @mesh = <["x"=4]>
// CHECK-LABEL: func.func @masked_contraction
// CHECK: %[[GI:.*]] = cleave.group_index over @mesh["x"] : index
// CHECK: %[[C3:.*]] = arith.constant 3 : index
// CHECK: %[[OFF:.*]] = arith.muli %[[GI]], %[[C3]] : index
// CHECK: %[[C10:.*]] = arith.constant 10 : index
// CHECK: linalg.generic
// CHECK-SAME: iterator_types = ["parallel", "parallel", "reduction"]
// CHECK-SAME: ins(%{{.*}}, %{{.*}} : tensor<4x3xf32>, tensor<3x6xf32>)
// CHECK: ^bb0(%{{.*}}: f32, %{{.*}}: f32, %[[ACC:.*]]: f32):
// CHECK: %[[I:.*]] = linalg.index 2 : index
// CHECK: %[[GLOBAL:.*]] = arith.addi %[[I]], %[[OFF]] : index
// CHECK: %[[IN:.*]] = arith.cmpi ult, %[[GLOBAL]], %[[C10]] : index
// CHECK: %[[SEL:.*]] = arith.select %[[IN]], %{{.*}}, %[[ACC]] : f32
// CHECK: linalg.yield %[[SEL]] : f32
// CHECK: cleave.all_reduce
func.func @masked_contraction(%a: tensor<4x10xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"x"}]>},
                              %b: tensor<10x6xf32>) -> tensor<4x6xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x6xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x6xf32>) -> tensor<4x6xf32>
  %m = linalg.matmul ins(%a, %b : tensor<4x10xf32>, tensor<10x6xf32>) outs(%f : tensor<4x6xf32>) -> tensor<4x6xf32>
  return %m : tensor<4x6xf32>
}

// -----

// A compound dim cannot carry an uneven split of its major factor: the
// operand is gathered before the collapse.
cleave.mesh @mesh = <["x"=2, "y"=4]>
// CHECK-LABEL: func.func @collapse_uneven
// CHECK: %[[G:.*]] = cleave.all_gather %{{.*}} over @mesh["x", "y"] dim = 1 : tensor<4x1x6xf32> -> tensor<4x8x6xf32>
// CHECK: %[[U:.*]] = tensor.extract_slice %[[G]][0, 0, 0] [4, 4, 6] [1, 1, 1]
// CHECK: tensor.collapse_shape %[[U]] {{\[}}[0], [1, 2]] : tensor<4x4x6xf32> into tensor<4x24xf32>
func.func @collapse_uneven(%a: tensor<4x4x6xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"x", "y"}, {}]>}) -> tensor<4x24xf32> {
  %0 = tensor.collapse_shape %a [[0], [1, 2]] : tensor<4x4x6xf32> into tensor<4x24xf32>
  return %0 : tensor<4x24xf32>
}
