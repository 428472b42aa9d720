// RUN: cleave-opt %s --cleave-auto-shard --cleave-propagate --cleave-partition | FileCheck %s
// cleave-auto-shard sized a tensor of `index` elements through
// getElementTypeBitWidth, which has no answer for index: a segfault on any
// function with an index tensor (tensor.gather's positions). Index counts
// 8 bytes, as everywhere else in the cost model.
cleave.mesh @mesh = <["x"=2]>
// CHECK-LABEL: func.func @points
// CHECK: return
func.func @points(%t: tensor<4x6x7xi32>, %i: tensor<2x5x2xindex>) -> tensor<2x5x6xi32> {
  %g = tensor.gather %t[%i] gather_dims([0, 2]) : (tensor<4x6x7xi32>, tensor<2x5x2xindex>) -> tensor<2x5x6xi32>
  return %g : tensor<2x5x6xi32>
}
