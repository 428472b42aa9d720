// RUN: cleave-opt %s -cleave-propagate | FileCheck %s

// A while loop (jax.lax.while_loop) carries one sharding per value, as a
// for loop does: the init, the before region's argument, the value the
// condition forwards, the after region's argument, the yielded value and
// the result. A scalar carried beside the tensors has no sharding (`unit`).

cleave.mesh @mesh = <["data"=2, "model"=2]>

// CHECK-LABEL: func.func @fixed_point
// CHECK-SAME: -> (tensor<8x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>})
func.func @fixed_point(%x: tensor<8x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>},
                       %w: tensor<16x16xf32>) -> tensor<8x16xf32> {
  %zero = arith.constant 0.0 : f32
  %tol = arith.constant 1.0 : f32
  %r:2 = scf.while (%acc = %x, %n = %zero) : (tensor<8x16xf32>, f32) -> (tensor<8x16xf32>, f32) {
    %e0 = tensor.empty() : tensor<f32>
    %f0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
    // The condition's sum over the split batch is partial; cleave-partition
    // reduces it before it is compared.
    // CHECK: linalg.reduce {{.*}} {cleave.sharding = #cleave.sharding<@mesh, [], partial = {"data"}>}
    %s = linalg.reduce ins(%acc : tensor<8x16xf32>) outs(%f0 : tensor<f32>) dimensions = [0, 1]
      (%a: f32, %b: f32) {
        %m = arith.addf %a, %b : f32
        linalg.yield %m : f32
      }
    %v = tensor.extract %s[] : tensor<f32>
    %c = arith.cmpf ogt, %v, %tol : f32
    scf.condition(%c) %acc, %n : tensor<8x16xf32>, f32
  } do {
  ^bb0(%acc: tensor<8x16xf32>, %n: f32):
    %e = tensor.empty() : tensor<8x16xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
    // CHECK: linalg.matmul {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>}
    %y = linalg.matmul ins(%acc, %w : tensor<8x16xf32>, tensor<16x16xf32>) outs(%f : tensor<8x16xf32>) -> tensor<8x16xf32>
    %t = math.tanh %y : tensor<8x16xf32>
    %h = arith.constant 0.5 : f32
    %n2 = arith.addf %n, %h : f32
    scf.yield %t, %n2 : tensor<8x16xf32>, f32
  // CHECK: } attributes {cleave.sharding = [#cleave.sharding<@mesh, [{"data"}, {}]>, unit]}
  }
  return %r#0 : tensor<8x16xf32>
}

// Backwards out of the loop, and a carried value the condition does not
// forward (JAX's loops after canonicalization drop the carries nothing
// reads after the loop): the result's split reaches the body through the
// forwarded value; the dropped one keeps its own.
// CHECK-LABEL: func.func @dropped_carry
func.func @dropped_carry(%x: tensor<8x16xf32>, %d: tensor<f32>) -> (tensor<8x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}]>}) {
  %tol = arith.constant 1.0 : f32
  %r = scf.while (%acc = %x, %delta = %d) : (tensor<8x16xf32>, tensor<f32>) -> tensor<8x16xf32> {
    %v = tensor.extract %delta[] : tensor<f32>
    %c = arith.cmpf ogt, %v, %tol : f32
    scf.condition(%c) %acc : tensor<8x16xf32>
  } do {
  ^bb0(%acc: tensor<8x16xf32>):
    // CHECK: math.exp %{{.*}} {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}]>}
    %t = math.exp %acc : tensor<8x16xf32>
    %low = arith.constant 0xFF800000 : f32
    %e0 = tensor.empty() : tensor<f32>
    %e = linalg.fill ins(%low : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
    // CHECK: linalg.reduce {{.*}} {cleave.sharding = #cleave.sharding<@mesh, [], partial = max{"model"}>}
    %s = linalg.reduce ins(%t : tensor<8x16xf32>) outs(%e : tensor<f32>) dimensions = [0, 1]
      (%a: f32, %b: f32) {
        %m = arith.maximumf %a, %b : f32
        linalg.yield %m : f32
      }
    scf.yield %t, %s : tensor<8x16xf32>, tensor<f32>
  // CHECK: } attributes {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}]>}
  }
  return %r : tensor<8x16xf32>
}
