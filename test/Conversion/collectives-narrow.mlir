// RUN: cleave-opt %s -cleave-collectives-to-calls | FileCheck %s

cleave.mesh @mesh = <["data"=2, "model"=4]>

// Narrow integers travel as i32: an i1 mask is widened unsigned, an i8
// signed, and the result truncated back.
// CHECK-LABEL: func.func @narrow
// CHECK: %[[W:.*]] = arith.extui %{{.*}} : tensor<1x4xi1> to tensor<1x4xi32>
// CHECK: call @cleave_rt_all_gather_i32
// CHECK: arith.trunci %{{.*}} : tensor<2x4xi32> to tensor<2x4xi1>
// CHECK: arith.extsi %{{.*}} : tensor<4xi8> to tensor<4xi32>
// CHECK: call @cleave_rt_all_reduce_i32
// CHECK: arith.trunci %{{.*}} : tensor<4xi32> to tensor<4xi8>
func.func @narrow(%m: tensor<1x4xi1>, %x: tensor<4xi8>) -> (tensor<2x4xi1>, tensor<4xi8>) {
  %g = cleave.all_gather %m over @mesh["data"] dim = 0 : tensor<1x4xi1> -> tensor<2x4xi1>
  %s = cleave.all_reduce %x over @mesh["model"] kind = sum : tensor<4xi8>
  return %g, %s : tensor<2x4xi1>, tensor<4xi8>
}
