// RUN: cleave-opt %s -split-input-file -cleave-normalize | FileCheck %s
// RUN: cleave-opt %s -split-input-file -cleave-import | FileCheck %s --check-prefix=IMPORT

// tensor.gather becomes the lookup form the sharding rules read: one slice
// of the index tensor per gathered dim as an operand, the source read with
// tensor.extract at the gathered positions (zero when out of range) and at
// linalg.index of the other dims.

// CHECK-LABEL: func.func @rows
// CHECK-NOT: tensor.gather
// CHECK: %[[POS:.*]] = tensor.extract_slice %arg1[0, 0] [3, 1] [1, 1] : tensor<3x1xi64> to tensor<3xi64>
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "parallel"]{{.*}} ins(%[[POS]] : tensor<3xi64>) outs(%{{.*}} : tensor<3x1x4xf32>)
// CHECK: ^bb0(%[[IN:.*]]: i64, %{{.*}}: f32):
// CHECK:   %[[I:.*]] = arith.index_cast %[[IN]] : i64 to index
// CHECK:   %[[OK:.*]] = arith.cmpi ult, %[[I]], %c8
// CHECK:   %[[J:.*]] = linalg.index 2 : index
// CHECK:   %[[SAFE:.*]] = arith.select %[[OK]], %[[I]], %c0
// CHECK:   %[[V:.*]] = tensor.extract %arg0[%[[SAFE]], %[[J]]] : tensor<8x4xf32>
// CHECK:   %[[R:.*]] = arith.select %[[OK]], %[[V]], %cst
// CHECK:   linalg.yield %[[R]] : f32
// IMPORT-LABEL: func.func @rows
// IMPORT-NOT: tensor.gather
// IMPORT: linalg.generic
func.func @rows(%t: tensor<8x4xf32>, %i: tensor<3x1xi64>) -> tensor<3x1x4xf32> {
  %g = tensor.gather %t[%i] gather_dims([0]) : (tensor<8x4xf32>, tensor<3x1xi64>) -> tensor<3x1x4xf32>
  return %g : tensor<3x1x4xf32>
}

// -----

// Two gathered dims, rank-reduced, index elements: both positions must be
// in range.
// CHECK-LABEL: func.func @points
// CHECK: tensor.extract_slice %arg1[0, 0, 0] [2, 5, 1] [1, 1, 1] : tensor<2x5x2xindex> to tensor<2x5xindex>
// CHECK: tensor.extract_slice %arg1[0, 0, 1] [2, 5, 1] [1, 1, 1] : tensor<2x5x2xindex> to tensor<2x5xindex>
// CHECK: linalg.generic {{.*}} outs(%{{.*}} : tensor<2x5x6xi32>)
// CHECK: ^bb0(%[[A:.*]]: index, %[[B:.*]]: index, %{{.*}}: i32):
// CHECK:   %[[OKA:.*]] = arith.cmpi ult, %[[A]], %c4
// CHECK:   %[[OKB:.*]] = arith.cmpi ult, %[[B]], %c7
// CHECK:   %[[OK:.*]] = arith.andi %[[OKA]], %[[OKB]] : i1
// CHECK:   tensor.extract %arg0[{{.*}}] : tensor<4x6x7xi32>
// CHECK:   arith.select %[[OK]], %{{.*}}, %c0_i32 : i32
func.func @points(%t: tensor<4x6x7xi32>, %i: tensor<2x5x2xindex>) -> tensor<2x5x6xi32> {
  %g = tensor.gather %t[%i] gather_dims([0, 2]) : (tensor<4x6x7xi32>, tensor<2x5x2xindex>) -> tensor<2x5x6xi32>
  return %g : tensor<2x5x6xi32>
}

// -----

// The user's sharding annotation on the gather moves to the lookup.
cleave.mesh @mesh = <["x"=2]>
// CHECK-LABEL: func.func @annotated
// CHECK: linalg.generic {{.*}} attrs = {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}, {}]>}
func.func @annotated(%t: tensor<8x4xf32>, %i: tensor<4x1xi64>) -> tensor<4x1x4xf32> {
  %g = tensor.gather %t[%i] gather_dims([0]) {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}, {}]>} : (tensor<8x4xf32>, tensor<4x1xi64>) -> tensor<4x1x4xf32>
  return %g : tensor<4x1x4xf32>
}
