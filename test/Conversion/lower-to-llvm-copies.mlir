// cleave-lower-to-llvm turns a memref.copy between strided buffers (here
// tensor.concat's halves written into column slices of the result) into a
// linalg.copy, so it becomes compiled loops and not a call of the runner
// utils' element-by-element `memrefCopy`. A copy between contiguous
// buffers (the concat on dim 0 writes row blocks) stays a memcpy.
// RUN: cleave-opt %s -cleave-lower-to-llvm -mlir-print-ir-before=convert-linalg-to-loops -o /dev/null 2>&1 | FileCheck %s --check-prefix=COPY
// COPY-LABEL: func.func @columns
// COPY-NOT: memref.copy
// COPY: linalg.copy ins(%{{.*}} : memref<16x32xf32>) outs(%{{.*}} : memref<16x32xf32, strided<[64, 1]>>)
// COPY: linalg.copy ins(%{{.*}} : memref<16x32xf32>) outs(%{{.*}} : memref<16x32xf32, strided<[64, 1], offset: 32>>)
// COPY-LABEL: func.func @rows
// COPY-NOT: linalg.copy
// COPY: memref.copy
// COPY: memref.copy
// RUN: cleave-opt %s -cleave-lower-to-llvm | FileCheck %s --check-prefix=LLVM
// LLVM-NOT: memrefCopy
// LLVM: "llvm.intr.memcpy"

func.func @columns(%a: tensor<16x32xf32>, %b: tensor<16x32xf32>) -> tensor<16x64xf32> {
  %c = tensor.concat dim(1) %a, %b : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x64xf32>
  return %c : tensor<16x64xf32>
}

func.func @rows(%a: tensor<16x32xf32>, %b: tensor<16x32xf32>) -> tensor<32x32xf32> {
  %c = tensor.concat dim(0) %a, %b : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
  return %c : tensor<32x32xf32>
}
