// RUN: cleave-opt %s -cleave-propagate -cleave-partition -cleave-optimize-collectives -verify-each | FileCheck %s
// RUN: cleave-opt %s -cleave-propagate -cleave-partition -cleave-optimize-collectives | FileCheck %s --check-prefix=COUNT

// A data-parallel training step (forward, backward, SGD update) with only
// the batch annotated: each weight gradient is a reduction over the split
// batch, so each needs exactly one all_reduce, and nothing else moves.

cleave.mesh @mesh = <["data"=4]>

// CHECK-LABEL: func.func @train_step
// CHECK-SAME: tensor<4x16xf32>
// CHECK-SAME: tensor<16x32xf32>
// CHECK-SAME: tensor<32x8xf32>
// CHECK-SAME: tensor<4x8xf32>
func.func @train_step(%x: tensor<16x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>},
                      %w1: tensor<16x32xf32>, %w2: tensor<32x8xf32>, %t: tensor<16x8xf32>)
    -> (tensor<16x32xf32>, tensor<32x8xf32>) {
  %zero = arith.constant 0.0 : f32
  %lr = arith.constant dense<0.1> : tensor<16x32xf32>
  %lr2 = arith.constant dense<0.1> : tensor<32x8xf32>
  // Forward.
  %e1 = tensor.empty() : tensor<16x32xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%f1 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %e2 = tensor.empty() : tensor<16x8xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<16x8xf32>) -> tensor<16x8xf32>
  %y = linalg.matmul ins(%h, %w2 : tensor<16x32xf32>, tensor<32x8xf32>) outs(%f2 : tensor<16x8xf32>) -> tensor<16x8xf32>
  // Backward.
  %dy = arith.subf %y, %t : tensor<16x8xf32>
  %eht = tensor.empty() : tensor<32x16xf32>
  %ht = linalg.transpose ins(%h : tensor<16x32xf32>) outs(%eht : tensor<32x16xf32>) permutation = [1, 0]
  %eg2 = tensor.empty() : tensor<32x8xf32>
  %fg2 = linalg.fill ins(%zero : f32) outs(%eg2 : tensor<32x8xf32>) -> tensor<32x8xf32>
  // CHECK: %[[DW2:.*]] = linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<32x4xf32>, tensor<4x8xf32>) outs(%{{.*}} : tensor<32x8xf32>)
  %dw2 = linalg.matmul ins(%ht, %dy : tensor<32x16xf32>, tensor<16x8xf32>) outs(%fg2 : tensor<32x8xf32>) -> tensor<32x8xf32>
  %ew2t = tensor.empty() : tensor<8x32xf32>
  %w2t = linalg.transpose ins(%w2 : tensor<32x8xf32>) outs(%ew2t : tensor<8x32xf32>) permutation = [1, 0]
  %edh = tensor.empty() : tensor<16x32xf32>
  %fdh = linalg.fill ins(%zero : f32) outs(%edh : tensor<16x32xf32>) -> tensor<16x32xf32>
  %dh = linalg.matmul ins(%dy, %w2t : tensor<16x8xf32>, tensor<8x32xf32>) outs(%fdh : tensor<16x32xf32>) -> tensor<16x32xf32>
  %ext = tensor.empty() : tensor<16x16xf32>
  %xt = linalg.transpose ins(%x : tensor<16x16xf32>) outs(%ext : tensor<16x16xf32>) permutation = [1, 0]
  %eg1 = tensor.empty() : tensor<16x32xf32>
  %fg1 = linalg.fill ins(%zero : f32) outs(%eg1 : tensor<16x32xf32>) -> tensor<16x32xf32>
  // CHECK: %[[DW1:.*]] = linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<16x4xf32>, tensor<4x32xf32>) outs(%{{.*}} : tensor<16x32xf32>)
  %dw1 = linalg.matmul ins(%xt, %dh : tensor<16x16xf32>, tensor<16x32xf32>) outs(%fg1 : tensor<16x32xf32>) -> tensor<16x32xf32>
  // SGD: the scaled gradient stays partial; one all_reduce per gradient.
  %s1 = arith.mulf %dw1, %lr : tensor<16x32xf32>
  // CHECK: %[[S1:.*]] = arith.mulf %[[DW1]]
  // CHECK: %[[R1:.*]] = cleave.all_reduce %[[S1]] over @mesh["data"] kind = sum : tensor<16x32xf32>
  // CHECK: arith.subf %{{.*}}, %[[R1]] : tensor<16x32xf32>
  %n1 = arith.subf %w1, %s1 : tensor<16x32xf32>
  %s2 = arith.mulf %dw2, %lr2 : tensor<32x8xf32>
  // CHECK: %[[S2:.*]] = arith.mulf %[[DW2]]
  // CHECK: %[[R2:.*]] = cleave.all_reduce %[[S2]] over @mesh["data"] kind = sum : tensor<32x8xf32>
  // CHECK: arith.subf %{{.*}}, %[[R2]] : tensor<32x8xf32>
  %n2 = arith.subf %w2, %s2 : tensor<32x8xf32>
  return %n1, %n2 : tensor<16x32xf32>, tensor<32x8xf32>
}
// COUNT-NOT: cleave.all_gather
// COUNT-NOT: cleave.all_to_all
// COUNT-COUNT-2: cleave.all_reduce
// COUNT-NOT: cleave.all_
