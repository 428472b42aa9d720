// RUN: cleave-opt %s -cleave-lower-to-gpu | FileCheck %s

// On the GPU a mixed-precision product (bf16 inputs, f32 accumulator) widens
// each input in a kernel of its own, then calls the f32 cuBLAS kernel.
// CHECK-COUNT-2: gpu.launch_func
// CHECK: llvm.call @cleave_gpu_matmul_f32
func.func @f(%a: tensor<8x16xbf16>, %b: tensor<16x4xbf16>, %c: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<8x16xbf16>, tensor<16x4xbf16>) outs(%c : tensor<8x4xf32>) -> tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}
