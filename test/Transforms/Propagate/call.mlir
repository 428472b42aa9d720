// RUN: cleave-opt %s -cleave-propagate | FileCheck %s

// Shardings cross func.call through the callee: call operands meet the
// callee's arguments, call results the callee's results.

cleave.mesh @mesh = <["x"=4]>

// CHECK-LABEL: func.func @layer
// CHECK-SAME: %{{[^:]*}}: tensor<8x32xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>}
// CHECK-SAME: -> (tensor<8x32xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>})
func.func @layer(%a: tensor<8x32xf32>) -> tensor<8x32xf32> {
  // CHECK: math.tanh %{{.*}} {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>}
  %0 = math.tanh %a : tensor<8x32xf32>
  return %0 : tensor<8x32xf32>
}

// CHECK-LABEL: func.func @model
func.func @model(%in: tensor<8x32xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>}) -> tensor<8x32xf32> {
  // CHECK: call @layer(%{{.*}}) {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>}
  %0 = func.call @layer(%in) : (tensor<8x32xf32>) -> tensor<8x32xf32>
  // CHECK: call @layer(%{{.*}}) {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>}
  %1 = func.call @layer(%0) : (tensor<8x32xf32>) -> tensor<8x32xf32>
  return %1 : tensor<8x32xf32>
}
