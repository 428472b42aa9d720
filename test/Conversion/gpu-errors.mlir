// RUN: split-file %s %t
// RUN: cleave-opt %t/tile.mlir -verify-diagnostics -cleave-gpu-tile-loops=threads-per-block=100
// RUN: cleave-opt %t/memory.mlir -verify-diagnostics -cleave-gpu-device-memory
// RUN: cleave-opt %t/binaries.mlir -verify-diagnostics -cleave-gpu-check-binaries
// RUN: not cleave-opt %t/tile.mlir -cleave-lower-to-gpu="cuda-path=%t/no-cuda" 2>&1 | FileCheck %s --check-prefix=NOCUDA

// Misuse of the cleave-lower-to-gpu steps.

// NOCUDA: error: CUDA path: {{.*}}no-cuda does not exist

//--- tile.mlir
// expected-error @+1 {{cleave-gpu-tile-loops: threads-per-block must be a power of two in [1, 1024], got 100}}
module {
  func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
    %e = tensor.empty() : tensor<4xf32>
    %r = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    return %r : tensor<4xf32>
  }
}

//--- memory.mlir
func.func @strided() {
  // expected-error @+1 {{cleave-gpu-device-memory: cannot place a buffer with the non-identity layout 'memref<4x4xf32, strided<[8, 1]>>' in GPU memory}}
  %m = memref.alloc() : memref<4x4xf32, strided<[8, 1]>>
  return
}

//--- binaries.mlir
module attributes {gpu.container_module} {
  // expected-error @+1 {{kernel calls the libdevice function '__nv_expf', but libdevice was not linked}}
  gpu.binary @k [#gpu.object<#nvvm.target, assembly = ".version 7.8\0A.target sm_90\0A.extern .func (.param .b32 func_retval0) __nv_expf\0A(\0A.param .b32 p\0A);\0A">]
}
