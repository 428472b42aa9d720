// RUN: cleave-opt %s --inline --symbol-dce | FileCheck %s

// Cleave's ops inline: a callee's collective lands in its caller (as the
// private functions of a JAX export do under --inline).
cleave.mesh @mesh = <["x"=2]>
// CHECK-LABEL: func.func @entry
// CHECK-NOT: call
// CHECK: %[[I:.*]] = cleave.group_index over @mesh["x"]
// CHECK: cleave.all_reduce %{{.*}} over @mesh["x"] kind = sum : tensor<4xf32>
// CHECK-NOT: func.func private
func.func @entry(%a: tensor<4xf32>) -> (tensor<4xf32>, index) attributes {cleave.partitioned} {
  %r:2 = call @reduce(%a) : (tensor<4xf32>) -> (tensor<4xf32>, index)
  return %r#0, %r#1 : tensor<4xf32>, index
}
func.func private @reduce(%a: tensor<4xf32>) -> (tensor<4xf32>, index) {
  %i = cleave.group_index over @mesh["x"] : index
  %r = cleave.all_reduce %a over @mesh["x"] kind = sum : tensor<4xf32>
  return %r, %i : tensor<4xf32>, index
}
