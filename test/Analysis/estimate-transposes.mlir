// RUN: cleave-opt %s -cleave-estimate=cluster=%S/Inputs/round.json -o /dev/null | FileCheck %s

// A transpose the lowering folds into its users (every user a linalg op
// reading it: isFoldedTranspose, cleave-prepare-for-llvm) costs nothing and
// is not listed; one that is also returned is a copy: 32 elements read,
// its init and result, 384 bytes at 1e9 B/s.

// CHECK-LABEL: func @f
// CHECK-NEXT: op location
// CHECK-NEXT: linalg.matmul
// CHECK-NEXT: linalg.transpose {{.*}} 4x8xf32 1 32 384 0.384
// CHECK-NEXT: linalg.matmul
// CHECK: compute: 2.688 us
func.func @f(%a: tensor<8x4xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> (tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x8xf32>) {
  %e = tensor.empty() : tensor<4x8xf32>
  %t = linalg.transpose ins(%a : tensor<8x4xf32>) outs(%e : tensor<4x8xf32>) permutation = [1, 0]
  %r = linalg.matmul ins(%t, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  %k = linalg.transpose ins(%a : tensor<8x4xf32>) outs(%e : tensor<4x8xf32>) permutation = [1, 0]
  %s = linalg.matmul ins(%k, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %r, %s, %k : tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x8xf32>
}
