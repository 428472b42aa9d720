// RUN: cleave-opt %s --cleave-propagate --cleave-partition 2>&1 | FileCheck %s --implicit-check-not=warning --implicit-check-not=cleave.all_to_all
// RUN: cleave-run -np 4 %s --entry fixed_point --verify --opt-level=0 | FileCheck %s --check-prefix=VERIFY
// RUN: cleave-run -np 4 %s --entry dropped_carry --verify --opt-level=0 | FileCheck %s --check-prefix=VERIFY
// REQUIRES: mpi

// A loop whose trip count is known only when it runs (jax.lax.while_loop
// as the JAX exporter writes it: scf.while, the condition forwarding
// the carried values it keeps): iterate h = tanh(h W) until the squared
// norm of h is at most 1, at most 3 times. Each carried value keeps one
// sharding at entry, in both regions and at exit. The condition's sum over
// the split batch and features is all-reduced before it is compared, so
// every device runs the same trips; the scalar counter is carried as it
// is.

cleave.mesh @mesh = <["data"=2, "model"=2]>

// CHECK-LABEL: func.func @fixed_point
// CHECK-SAME: %[[X:[^:]*]]: tensor<4x16xf32>
// CHECK: %[[X2:.*]] = cleave.all_slice %[[X]] over @mesh["model"] dim = 1 : tensor<4x16xf32> -> tensor<4x8xf32>
// CHECK: scf.while (%[[H:.*]] = %[[X2]], %[[N:.*]] = %{{.*}}) : (tensor<4x8xf32>, f32) -> (tensor<4x8xf32>, f32)
// CHECK: %[[S:.*]] = linalg.reduce ins(%[[H]] : tensor<4x8xf32>)
// CHECK: %[[R:.*]] = cleave.all_reduce %[[S]] over @mesh["data", "model"] kind = sum : tensor<f32>
// CHECK: tensor.extract %[[R]][] : tensor<f32>
// CHECK: scf.condition(%{{.*}}) %[[H]], %[[N]] : tensor<4x8xf32>, f32
// CHECK: } do {
// CHECK: cleave.all_gather %{{.*}} over @mesh["model"] dim = 1 : tensor<4x8xf32> -> tensor<4x16xf32>
// CHECK: linalg.matmul
// CHECK: scf.yield %{{.*}}, %{{.*}} : tensor<4x8xf32>, f32
// CHECK: return %{{.*}}#0 : tensor<4x8xf32>
// VERIFY: verify: OK
func.func @fixed_point(%x: tensor<8x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>},
                       %w: tensor<16x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}]>}) -> tensor<8x16xf32> {
  %zero = arith.constant 0.0 : f32
  %tol = arith.constant 1.0 : f32
  %three = arith.constant 3.0 : f32
  %r:2 = scf.while (%h = %x, %n = %zero) : (tensor<8x16xf32>, f32) -> (tensor<8x16xf32>, f32) {
    %e0 = tensor.empty() : tensor<f32>
    %f0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
    %s = linalg.reduce ins(%h : tensor<8x16xf32>) outs(%f0 : tensor<f32>) dimensions = [0, 1]
      (%a: f32, %b: f32) {
        %sq = arith.mulf %a, %a : f32
        %m = arith.addf %sq, %b : f32
        linalg.yield %m : f32
      }
    %v = tensor.extract %s[] : tensor<f32>
    %big = arith.cmpf ogt, %v, %tol : f32
    %few = arith.cmpf olt, %n, %three : f32
    %c = arith.andi %big, %few : i1
    scf.condition(%c) %h, %n : tensor<8x16xf32>, f32
  } do {
  ^bb0(%h: tensor<8x16xf32>, %n: f32):
    %e = tensor.empty() : tensor<8x16xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
    %y = linalg.matmul ins(%h, %w : tensor<8x16xf32>, tensor<16x16xf32>) outs(%f : tensor<8x16xf32>) -> tensor<8x16xf32>
    %t = math.tanh %y : tensor<8x16xf32>
    %one = arith.constant 1.0 : f32
    %n2 = arith.addf %n, %one : f32
    scf.yield %t, %n2 : tensor<8x16xf32>, f32
  }
  return %r#0 : tensor<8x16xf32>
}

// A carried value the condition does not forward (the change since the
// last trip, read only by the condition; canonicalization drops it from
// the results): it keeps its init's sharding, so the body's partial max is
// all-reduced before it is fed back. The forwarded value keeps the
// result's split.
// CHECK-LABEL: func.func @dropped_carry
// CHECK: scf.while ({{.*}}) : (tensor<8x4xf32>, tensor<f32>) -> tensor<8x4xf32>
// CHECK: } do {
// CHECK: %[[M:.*]] = linalg.reduce
// CHECK: %[[D:.*]] = cleave.all_reduce %[[M]] over @mesh["data", "model"] kind = max : tensor<f32>
// CHECK: scf.yield %{{.*}}, %[[D]] : tensor<8x4xf32>, tensor<f32>
func.func @dropped_carry(%x: tensor<8x16xf32>) -> (tensor<8x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"data", "model"}]>}) {
  %tol = arith.constant 0.5 : f32
  %inf = arith.constant dense<0x7F800000> : tensor<f32>
  %r = scf.while (%h = %x, %delta = %inf) : (tensor<8x16xf32>, tensor<f32>) -> tensor<8x16xf32> {
    %v = tensor.extract %delta[] : tensor<f32>
    %c = arith.cmpf ogt, %v, %tol : f32
    scf.condition(%c) %h : tensor<8x16xf32>
  } do {
  ^bb0(%h: tensor<8x16xf32>):
    %t = math.tanh %h : tensor<8x16xf32>
    %d = arith.subf %h, %t : tensor<8x16xf32>
    %low = arith.constant 0xFF800000 : f32
    %e0 = tensor.empty() : tensor<f32>
    %e = linalg.fill ins(%low : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
    %s = linalg.reduce ins(%d : tensor<8x16xf32>) outs(%e : tensor<f32>) dimensions = [0, 1]
      (%a: f32, %b: f32) {
        %m = arith.maximumf %a, %b : f32
        linalg.yield %m : f32
      }
    scf.yield %t, %s : tensor<8x16xf32>, tensor<f32>
  }
  return %r : tensor<8x16xf32>
}
