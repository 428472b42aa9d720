// RUN: cleave-opt %s -cleave-linalg-to-blas | FileCheck %s

// CHECK-LABEL: func.func private @cleave_kernel_batch_matmul_f64(memref<*xf64>, memref<*xf64>, memref<*xf64>)
// CHECK-SAME: attributes {llvm.emit_c_interface}
// CHECK-LABEL: func.func private @cleave_kernel_matmul_f32(memref<*xf32>, memref<*xf32>, memref<*xf32>)
// CHECK-LABEL: func.func @mm
// CHECK: %[[A:.*]] = memref.cast %{{.*}} : memref<4x8xf32> to memref<*xf32>
// CHECK-NEXT: %[[B:.*]] = memref.cast %{{.*}} : memref<8x16xf32, strided<[1, 8]>> to memref<*xf32>
// CHECK-NEXT: %[[C:.*]] = memref.cast %{{.*}} : memref<4x16xf32> to memref<*xf32>
// CHECK-NEXT: call @cleave_kernel_matmul_f32(%[[A]], %[[B]], %[[C]])
// CHECK-NOT: linalg.matmul
func.func @mm(%a: memref<4x8xf32>, %b: memref<8x16xf32, strided<[1, 8]>>, %c: memref<4x16xf32>) {
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x16xf32, strided<[1, 8]>>) outs(%c : memref<4x16xf32>)
  return
}

// CHECK-LABEL: func.func @bmm
// CHECK: call @cleave_kernel_batch_matmul_f64
func.func @bmm(%a: memref<2x4x8xf64>, %b: memref<2x8x16xf64>, %c: memref<2x4x16xf64>) {
  linalg.batch_matmul ins(%a, %b : memref<2x4x8xf64>, memref<2x8x16xf64>) outs(%c : memref<2x4x16xf64>)
  return
}

// Left for the loops: mixed element types, integers, tensors, user maps.
// CHECK-LABEL: func.func @kept
// CHECK-COUNT-4: linalg.matmul
func.func @kept(%a: memref<4x8xf16>, %b: memref<8x16xf16>, %c: memref<4x16xf32>,
                %ia: memref<4x8xi32>, %ib: memref<8x16xi32>, %ic: memref<4x16xi32>,
                %ta: tensor<4x8xf32>, %tb: tensor<8x16xf32>, %tc: tensor<4x16xf32>,
                %at: memref<8x4xf32>, %fb: memref<8x16xf32>, %fc: memref<4x16xf32>) -> tensor<4x16xf32> {
  linalg.matmul ins(%a, %b : memref<4x8xf16>, memref<8x16xf16>) outs(%c : memref<4x16xf32>)
  linalg.matmul ins(%ia, %ib : memref<4x8xi32>, memref<8x16xi32>) outs(%ic : memref<4x16xi32>)
  %r = linalg.matmul ins(%ta, %tb : tensor<4x8xf32>, tensor<8x16xf32>) outs(%tc : tensor<4x16xf32>) -> tensor<4x16xf32>
  linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%at, %fb : memref<8x4xf32>, memref<8x16xf32>) outs(%fc : memref<4x16xf32>)
  return %r : tensor<4x16xf32>
}
