// RUN: cleave-opt %s -cleave-propagate | FileCheck %s

// Loop-carried values keep one sharding: init, region argument, yield and
// result. The split of the init reaches the body and the result.

cleave.mesh @mesh = <["data"=2, "model"=2]>

// CHECK-LABEL: func.func @loop
// CHECK-SAME: -> (tensor<8x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>})
func.func @loop(%x: tensor<8x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>},
                %w: tensor<16x16xf32>) -> tensor<8x16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  // CHECK: scf.for {{.*}} -> (tensor<8x16xf32>)
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %x) -> (tensor<8x16xf32>) {
    %e = tensor.empty() : tensor<8x16xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
    // CHECK: linalg.matmul {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>}
    %y = linalg.matmul ins(%acc, %w : tensor<8x16xf32>, tensor<16x16xf32>) outs(%f : tensor<8x16xf32>) -> tensor<8x16xf32>
    // CHECK: math.tanh %{{.*}} {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>}
    %t = math.tanh %y : tensor<8x16xf32>
    scf.yield %t : tensor<8x16xf32>
  // CHECK: } {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>}
  }
  return %r : tensor<8x16xf32>
}

// Backwards out of the loop: only the function result is annotated.
// CHECK-LABEL: func.func @loop_backward
// CHECK-SAME: %{{[^:]*}}: tensor<8x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}]>}
func.func @loop_backward(%x: tensor<8x16xf32>) -> (tensor<8x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}]>}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %x) -> (tensor<8x16xf32>) {
    // CHECK: math.exp %{{.*}} {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}]>}
    %t = math.exp %acc : tensor<8x16xf32>
    scf.yield %t : tensor<8x16xf32>
  }
  return %r : tensor<8x16xf32>
}

// scf.if: both branches and the result agree.
// CHECK-LABEL: func.func @branch
func.func @branch(%c: i1, %x: tensor<8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}]>}) -> tensor<8xf32> {
  %r = scf.if %c -> tensor<8xf32> {
    // CHECK: math.exp %{{.*}} {cleave.sharding = #cleave.sharding<@mesh, [{"data"}]>}
    %a = math.exp %x : tensor<8xf32>
    scf.yield %a : tensor<8xf32>
  } else {
    %e = tensor.empty() : tensor<8xf32>
    // CHECK: tensor.empty() {cleave.sharding = #cleave.sharding<@mesh, [{"data"}]>}
    scf.yield %e : tensor<8xf32>
  // CHECK: } {cleave.sharding = #cleave.sharding<@mesh, [{"data"}]>}
  }
  return %r : tensor<8xf32>
}
