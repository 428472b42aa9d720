// RUN: cleave-opt %s -split-input-file -cleave-propagate -verify-diagnostics | FileCheck %s

// A reshape that splits a split dim: the axis goes to the major part.
cleave.mesh @mesh = <["x"=2, "y"=4]>
// CHECK-LABEL: func.func @expand_major
func.func @expand_major(%a: tensor<8x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>}) -> tensor<2x4x16xf32> {
  // CHECK: tensor.expand_shape {{.*}} {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}, {}]>}
  %0 = tensor.expand_shape %a [[0, 1], [2]] output_shape [2, 4, 16] : tensor<8x16xf32> into tensor<2x4x16xf32>
  return %0 : tensor<2x4x16xf32>
}

// -----

// Two axes on one dim spread over the expanded dims, major to minor.
cleave.mesh @mesh = <["x"=2, "y"=4]>
// CHECK-LABEL: func.func @expand_two_axes
func.func @expand_two_axes(%a: tensor<8x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x", "y"}, {}]>}) -> tensor<2x4x16xf32> {
  // CHECK: tensor.expand_shape {{.*}} {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {"y"}, {}]>}
  %0 = tensor.expand_shape %a [[0, 1], [2]] output_shape [2, 4, 16] : tensor<8x16xf32> into tensor<2x4x16xf32>
  return %0 : tensor<2x4x16xf32>
}

// -----

// Collapsing: the split dims become the compound dim's axes.
cleave.mesh @mesh = <["x"=2, "y"=4]>
// CHECK-LABEL: func.func @collapse
// CHECK-SAME: -> (tensor<8x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x", "y"}, {}]>})
func.func @collapse(%a: tensor<2x4x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {"y"}, {}]>}) -> tensor<8x16xf32> {
  %0 = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x4x16xf32> into tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// -----

// A general tensor.reshape lines the shapes up where it can.
cleave.mesh @mesh = <["x"=2, "y"=4]>
// CHECK-LABEL: func.func @reshape
func.func @reshape(%a: tensor<4x6xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"y"}, {}]>}, %shape: tensor<3xi64>) -> tensor<4x3x2xf32> {
  // CHECK: tensor.reshape {{.*}} {cleave.sharding = #cleave.sharding<@mesh, [{"y"}, {}, {}]>}
  %0 = tensor.reshape %a(%shape) : (tensor<4x6xf32>, tensor<3xi64>) -> tensor<4x3x2xf32>
  return %0 : tensor<4x3x2xf32>
}

// -----

// An axis of size 8 cannot be split over expanded dims of sizes 4 x 2: the
// value is resharded and the warning says why.
cleave.mesh @mesh = <["x"=8]>
// CHECK-LABEL: func.func @cannot_split
func.func @cannot_split(%a: tensor<8x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>}) -> tensor<4x2x16xf32> {
  // expected-warning @+2 {{cannot carry the split of dim 0 of argument #0 of @cannot_split ({"x"}) through tensor.expand_shape: the dim is the compound of factors of sizes 4 x 2 (major to minor) and the mesh axes (sizes 8) do not divide them in order; it will be resharded}}
  // CHECK: tensor.expand_shape {{.*}} {cleave.sharding = #cleave.sharding<@mesh, [{}, {}, {}]>}
  %0 = tensor.expand_shape %a [[0, 1], [2]] output_shape [4, 2, 16] : tensor<8x16xf32> into tensor<4x2x16xf32>
  return %0 : tensor<4x2x16xf32>
}
