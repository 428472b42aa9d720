// RUN: cleave-opt %s -split-input-file -verify-diagnostics -cleave-prepare-for-llvm | FileCheck %s

cleave.mesh @mesh = <["data"=2]>

// CHECK-NOT: cleave.mesh
// CHECK-LABEL: func.func @entry(
// CHECK-SAME: %{{.*}}: tensor<2x8xf32>) -> tensor<2x8xf32> attributes {llvm.emit_c_interface}
// CHECK-NOT: linalg.softmax
// CHECK: linalg.generic
// CHECK: math.exp
// CHECK-LABEL: func.func private @helper(
// CHECK-NOT: llvm.emit_c_interface
func.func @entry(%x: tensor<2x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>,
                                     cleave.global_type = tensor<4x8xf32>})
    -> (tensor<2x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>,
                         cleave.global_type = tensor<4x8xf32>})
    attributes {cleave.partitioned} {
  %e = tensor.empty() : tensor<2x8xf32>
  %s = linalg.softmax dimension(1) ins(%x : tensor<2x8xf32>) outs(%e : tensor<2x8xf32>) -> tensor<2x8xf32>
  %r = call @helper(%s) : (tensor<2x8xf32>) -> tensor<2x8xf32>
  return %r : tensor<2x8xf32>
}
func.func private @helper(%x: tensor<2x8xf32>) -> tensor<2x8xf32> {
  return %x : tensor<2x8xf32>
}

// -----

cleave.mesh @mesh = <["data"=2]>

func.func @left_over(%x: tensor<2x8xf32>) -> tensor<2x8xf32> {
  // expected-error @+1 {{is left in the program}}
  %y = cleave.all_reduce %x over @mesh["data"] kind = sum : tensor<2x8xf32>
  return %y : tensor<2x8xf32>
}
