// RUN: cleave-opt %s -split-input-file --cleave-import | FileCheck %s

// tosa.gather becomes tosa-to-linalg's lookup (a captured table); tosa.scatter,
// which tosa-to-linalg does not lower, becomes a tensor.scatter at the
// tuples (n, ids[n, w]).

// CHECK-LABEL: func.func @gather
// CHECK-NOT: tosa.
// CHECK: linalg.generic
// CHECK: tensor.extract %arg0[{{.*}}] : tensor<2x8x4xf32>
func.func @gather(%t: tensor<2x8x4xf32>, %i: tensor<2x3xi32>) -> tensor<2x3x4xf32> {
  %g = tosa.gather %t, %i : (tensor<2x8x4xf32>, tensor<2x3xi32>) -> tensor<2x3x4xf32>
  return %g : tensor<2x3x4xf32>
}

// -----

// CHECK-LABEL: func.func @scatter
// CHECK-NOT: tosa.
// CHECK: %[[T:.*]] = linalg.generic {{.*}} ins(%arg1 : tensor<2x3xi32>) outs(%{{.*}} : tensor<2x3x2xindex>)
// CHECK:   %[[N:.*]] = linalg.index 0 : index
// CHECK:   %[[K:.*]] = linalg.index 2 : index
// CHECK:   arith.select %{{.*}}, %[[N]], %{{.*}} : index
// CHECK: tensor.scatter %arg2 into %arg0[%[[T]]] scatter_dims([0, 1]) unique : (tensor<2x3x4xf32>, tensor<2x8x4xf32>, tensor<2x3x2xindex>) -> tensor<2x8x4xf32>
func.func @scatter(%v: tensor<2x8x4xf32>, %i: tensor<2x3xi32>, %in: tensor<2x3x4xf32>) -> tensor<2x8x4xf32> {
  %r = tosa.scatter %v, %i, %in : (tensor<2x8x4xf32>, tensor<2x3xi32>, tensor<2x3x4xf32>) -> tensor<2x8x4xf32>
  return %r : tensor<2x8x4xf32>
}
