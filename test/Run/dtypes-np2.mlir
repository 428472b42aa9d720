// REQUIRES: mpi
// RUN: cleave-run -np 2 %s --entry main --verify --reference-entry reference | FileCheck %s

// On a mesh of 2: a partial i32 input resolved by all_reduce, max over the
// mesh, an all_reduce inside scf.for, f64 softmax + batch_matmul, bf16
// all_gather and f16 reduce_scatter.

// CHECK: cleave-run: @main on 2 rank(s), mesh [2]
// CHECK: verify: result 0 matches {{.*}} i32
// CHECK: verify: result 1 matches {{.*}} i32
// CHECK: verify: result 2 matches {{.*}} f32
// CHECK: verify: result 3 matches {{.*}} f64
// CHECK: verify: result 4 matches {{.*}} bf16
// CHECK: verify: result 5 matches {{.*}} f16
// CHECK: verify: OK

cleave.mesh @mesh = <["x"=2]>

func.func @main(
    %p: tensor<4x4xi32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}], partial = {"x"}>,
                         cleave.global_type = tensor<4x4xi32>},
    %m: tensor<2x4xi32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>,
                         cleave.global_type = tensor<4x4xi32>},
    %l: tensor<4x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>,
                         cleave.global_type = tensor<4x4xf32>},
    %a: tensor<1x4x8xf64> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}, {}]>,
                           cleave.global_type = tensor<2x4x8xf64>},
    %b: tensor<1x8x4xf64> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}, {}]>,
                           cleave.global_type = tensor<2x8x4xf64>},
    %h: tensor<4x2xbf16> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"x"}]>,
                          cleave.global_type = tensor<4x4xbf16>},
    %f: tensor<8x4xf16> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}], partial = {"x"}>,
                         cleave.global_type = tensor<8x4xf16>})
    -> (tensor<4x4xi32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>,
                         cleave.global_type = tensor<4x4xi32>},
        tensor<4xi32> {cleave.sharding = #cleave.sharding<@mesh, [{}]>,
                       cleave.global_type = tensor<4xi32>},
        tensor<4x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>,
                         cleave.global_type = tensor<4x4xf32>},
        tensor<1x4x4xf64> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}, {}]>,
                           cleave.global_type = tensor<2x4x4xf64>},
        tensor<4x4xbf16> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>,
                          cleave.global_type = tensor<4x4xbf16>},
        tensor<4x4xf16> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>,
                         cleave.global_type = tensor<8x4xf16>})
    attributes {cleave.partitioned} {
  %r = cleave.all_reduce %p over @mesh["x"] kind = sum : tensor<4x4xi32>
  // Column max of a row-sharded matrix: local max, then max over the mesh.
  %lo = arith.constant -2147483648 : i32
  %e = tensor.empty() : tensor<4xi32>
  %init = linalg.fill ins(%lo : i32) outs(%e : tensor<4xi32>) -> tensor<4xi32>
  %cm = linalg.reduce ins(%m : tensor<2x4xi32>) outs(%init : tensor<4xi32>) dimensions = [0]
    (%in: i32, %acc: i32) {
      %mx = arith.maxsi %in, %acc : i32
      linalg.yield %mx : i32
    }
  %gm = cleave.all_reduce %cm over @mesh["x"] kind = max : tensor<4xi32>
  // Three times: l = all_reduce(l) / 2, a no-op on a replicated value.
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %half = arith.constant 0.5 : f32
  %el = tensor.empty() : tensor<4x4xf32>
  %halves = linalg.fill ins(%half : f32) outs(%el : tensor<4x4xf32>) -> tensor<4x4xf32>
  %loop = scf.for %i = %c0 to %c3 step %c1 iter_args(%v = %l) -> tensor<4x4xf32> {
    %s = cleave.all_reduce %v over @mesh["x"] kind = sum : tensor<4x4xf32>
    %n = arith.mulf %s, %halves : tensor<4x4xf32>
    scf.yield %n : tensor<4x4xf32>
  }
  %zero = arith.constant 0.0 : f64
  %eb = tensor.empty() : tensor<1x4x4xf64>
  %fb = linalg.fill ins(%zero : f64) outs(%eb : tensor<1x4x4xf64>) -> tensor<1x4x4xf64>
  %bm = linalg.batch_matmul ins(%a, %b : tensor<1x4x8xf64>, tensor<1x8x4xf64>) outs(%fb : tensor<1x4x4xf64>) -> tensor<1x4x4xf64>
  %sm = linalg.softmax dimension(2) ins(%bm : tensor<1x4x4xf64>) outs(%eb : tensor<1x4x4xf64>) -> tensor<1x4x4xf64>
  %hg = cleave.all_gather %h over @mesh["x"] dim = 1 : tensor<4x2xbf16> -> tensor<4x4xbf16>
  %fr = cleave.reduce_scatter %f over @mesh["x"] dim = 0 kind = sum : tensor<8x4xf16> -> tensor<4x4xf16>
  return %r, %gm, %loop, %sm, %hg, %fr : tensor<4x4xi32>, tensor<4xi32>, tensor<4x4xf32>, tensor<1x4x4xf64>, tensor<4x4xbf16>, tensor<4x4xf16>
}

func.func @reference(%p: tensor<4x4xi32>, %m: tensor<4x4xi32>, %l: tensor<4x4xf32>,
                     %a: tensor<2x4x8xf64>, %b: tensor<2x8x4xf64>, %h: tensor<4x4xbf16>,
                     %f: tensor<8x4xf16>)
    -> (tensor<4x4xi32>, tensor<4xi32>, tensor<4x4xf32>, tensor<2x4x4xf64>, tensor<4x4xbf16>, tensor<8x4xf16>) {
  %lo = arith.constant -2147483648 : i32
  %e = tensor.empty() : tensor<4xi32>
  %init = linalg.fill ins(%lo : i32) outs(%e : tensor<4xi32>) -> tensor<4xi32>
  %cm = linalg.reduce ins(%m : tensor<4x4xi32>) outs(%init : tensor<4xi32>) dimensions = [0]
    (%in: i32, %acc: i32) {
      %mx = arith.maxsi %in, %acc : i32
      linalg.yield %mx : i32
    }
  %zero = arith.constant 0.0 : f64
  %eb = tensor.empty() : tensor<2x4x4xf64>
  %fb = linalg.fill ins(%zero : f64) outs(%eb : tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
  %bm = linalg.batch_matmul ins(%a, %b : tensor<2x4x8xf64>, tensor<2x8x4xf64>) outs(%fb : tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
  %sm = linalg.softmax dimension(2) ins(%bm : tensor<2x4x4xf64>) outs(%eb : tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
  return %p, %cm, %l, %sm, %h, %f : tensor<4x4xi32>, tensor<4xi32>, tensor<4x4xf32>, tensor<2x4x4xf64>, tensor<4x4xbf16>, tensor<8x4xf16>
}
