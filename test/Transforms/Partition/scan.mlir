// RUN: cleave-opt %s --cleave-propagate --cleave-partition 2>&1 | FileCheck %s --implicit-check-not=warning --implicit-check-not=cleave.all_gather
// RUN: cleave-run -np 4 %s --verify --opt-level=0 | FileCheck %s --check-prefix=VERIFY
// REQUIRES: mpi

// A loop over layers as jax.lax.scan exports it: the weights stacked
// [layers, ...], each layer read at the loop's counter (a carried 0-d
// tensor) by a dynamic extract_slice, and a per-layer output written back
// by a dynamic insert_slice. The stacked weights keep their split on the
// dims taken whole (no all_gather); the dim sliced at the counter stays
// whole. Megatron's column/row split of the two products leaves one
// all_reduce in the body, run once per layer.

cleave.mesh @mesh = <["data"=2, "model"=2]>

// CHECK-LABEL: func.func @scan
// CHECK-SAME: %{{[^:]*}}: tensor<4x16xf32>
// CHECK-SAME: %{{[^:]*}}: tensor<3x16x16xf32>
// CHECK-SAME: %{{[^:]*}}: tensor<3x16x16xf32>
func.func @scan(%x: tensor<8x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>},
                %w1: tensor<3x16x32xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}, {"model"}]>},
                %w2: tensor<3x32x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}, {}]>})
    -> (tensor<8x16xf32>, tensor<3xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0.0 : f32
  %i0 = arith.constant dense<0> : tensor<i32>
  %one = arith.constant dense<1> : tensor<i32>
  %e3 = tensor.empty() : tensor<3xf32>
  %ys0 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<3xf32>) -> tensor<3xf32>
  // CHECK: scf.for
  %r:3 = scf.for %iv = %c0 to %c3 step %c1 iter_args(%i = %i0, %h = %x, %ys = %ys0) -> (tensor<i32>, tensor<8x16xf32>, tensor<3xf32>) {
    // CHECK: tensor.extract %{{.*}}[] : tensor<i32>
    %n = tensor.extract %i[] : tensor<i32>
    %k = arith.index_cast %n : i32 to index
    // CHECK: tensor.extract_slice %{{.*}}[%{{.*}}, 0, 0] [1, 16, 16] [1, 1, 1] : tensor<3x16x16xf32> to tensor<1x16x16xf32>
    %s1 = tensor.extract_slice %w1[%k, 0, 0] [1, 16, 32] [1, 1, 1] : tensor<3x16x32xf32> to tensor<1x16x32xf32>
    %a = tensor.collapse_shape %s1 [[0, 1], [2]] : tensor<1x16x32xf32> into tensor<16x32xf32>
    // CHECK: tensor.extract_slice %{{.*}}[%{{.*}}, 0, 0] [1, 16, 16] [1, 1, 1] : tensor<3x16x16xf32> to tensor<1x16x16xf32>
    %s2 = tensor.extract_slice %w2[%k, 0, 0] [1, 32, 16] [1, 1, 1] : tensor<3x32x16xf32> to tensor<1x32x16xf32>
    %b = tensor.collapse_shape %s2 [[0, 1], [2]] : tensor<1x32x16xf32> into tensor<32x16xf32>
    %e1 = tensor.empty() : tensor<8x32xf32>
    %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %m1 = linalg.matmul ins(%h, %a : tensor<8x16xf32>, tensor<16x32xf32>) outs(%f1 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %t = math.tanh %m1 : tensor<8x32xf32>
    %e2 = tensor.empty() : tensor<8x16xf32>
    %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<8x16xf32>) -> tensor<8x16xf32>
    // CHECK: linalg.matmul
    // CHECK: cleave.all_reduce %{{.*}} over @mesh["model"] kind = sum : tensor<4x16xf32>
    %m2 = linalg.matmul ins(%t, %b : tensor<8x32xf32>, tensor<32x16xf32>) outs(%f2 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %e0 = tensor.empty() : tensor<f32>
    %zero1 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
    %sum = linalg.reduce ins(%m2 : tensor<8x16xf32>) outs(%zero1 : tensor<f32>) dimensions = [0, 1]
      (%in: f32, %acc: f32) {
        %add = arith.addf %in, %acc : f32
        linalg.yield %add : f32
      }
    %sum1 = tensor.expand_shape %sum [] output_shape [1] : tensor<f32> into tensor<1xf32>
    // CHECK: tensor.insert_slice %{{.*}} into %{{.*}}[%{{.*}}] [1] [1] : tensor<1xf32> into tensor<3xf32>
    %ys1 = tensor.insert_slice %sum1 into %ys[%k] [1] [1] : tensor<1xf32> into tensor<3xf32>
    %i1 = arith.addi %i, %one : tensor<i32>
    scf.yield %i1, %m2, %ys1 : tensor<i32>, tensor<8x16xf32>, tensor<3xf32>
  }
  return %r#1, %r#2 : tensor<8x16xf32>, tensor<3xf32>
}
// VERIFY: verify: OK
