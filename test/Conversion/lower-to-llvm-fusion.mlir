// cleave-lower-to-llvm fuses chains of elementwise ops into one loop nest
// (linalg's elementwise fusion, without its folding, after
// convert-elementwise-to-linalg): x*x+x reads x once and allocates no
// intermediate buffer. --gpu-loops-on-cpu (gpu-loops=true), which mirrors
// the GPU pipeline's loops, does not fuse.
// RUN: cleave-opt %s -cleave-lower-to-llvm -mlir-print-ir-before=one-shot-bufferize -o /dev/null 2>&1 | FileCheck %s
// CHECK: linalg.generic
// CHECK: arith.mulf
// CHECK-NEXT: arith.addf
// CHECK-NOT: linalg.generic
// RUN: cleave-opt %s -cleave-lower-to-llvm="gpu-loops=true" -mlir-print-ir-before=one-shot-bufferize -o /dev/null 2>&1 | FileCheck %s --check-prefix=GPU
// GPU: linalg.generic
// GPU: arith.mulf
// GPU: linalg.generic
// GPU: arith.addf

func.func @main(%x: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %a = arith.mulf %x, %x : tensor<64x64xf32>
  %b = arith.addf %a, %x : tensor<64x64xf32>
  return %b : tensor<64x64xf32>
}
