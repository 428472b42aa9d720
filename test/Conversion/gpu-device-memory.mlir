// RUN: cleave-opt %s -cleave-gpu-device-memory | FileCheck %s

// Every buffer of the host code moves to managed memory (gpu.alloc
// host_shared, lowered to the runtime's mgpuMemAlloc); deallocations call
// cleave_gpu_free; constants are copied into such a buffer and freed on
// return unless returned.

memref.global "private" constant @cst : memref<4xf32> = dense<1.0>

// CHECK: func.func private @cleave_gpu_free(i64)
// CHECK-LABEL: func.func @f(
// CHECK: %[[K:.*]] = gpu.alloc  host_shared () : memref<4xf32>
// CHECK: %[[G:.*]] = memref.get_global @cst : memref<4xf32>
// CHECK: memref.copy %[[G]], %[[K]]
// CHECK: %[[A:.*]] = gpu.alloc  host_shared () : memref<4xf32>
// CHECK: %[[S:.*]] = gpu.alloc  host_shared () : memref<2xf32>
// CHECK: linalg.add ins(%[[K]], %{{.*}} : memref<4xf32>, memref<4xf32>) outs(%[[A]] : memref<4xf32>)
// The dealloc becomes a free.
// CHECK: %[[PA:.*]] = memref.extract_aligned_pointer_as_index %[[A]]
// CHECK: %[[IA:.*]] = arith.index_cast %[[PA]] : index to i64
// CHECK: call @cleave_gpu_free(%[[IA]])
// The alloca is freed before the end of its block.
// CHECK: %[[PS:.*]] = memref.extract_aligned_pointer_as_index %[[S]]
// CHECK: %[[IS:.*]] = arith.index_cast %[[PS]] : index to i64
// CHECK: call @cleave_gpu_free(%[[IS]])
// CHECK-NOT: memref.dealloc
// The constant's copy is freed before the return.
// CHECK: memref.extract_aligned_pointer_as_index %[[K]]
// CHECK: call @cleave_gpu_free(
// CHECK-NEXT: return
func.func @f(%x: memref<4xf32>) {
  %k = memref.get_global @cst : memref<4xf32>
  %a = memref.alloc() : memref<4xf32>
  %s = memref.alloca() : memref<2xf32>
  linalg.add ins(%k, %x : memref<4xf32>, memref<4xf32>) outs(%a : memref<4xf32>)
  memref.dealloc %a : memref<4xf32>
  return
}

// A returned constant is not freed.
// CHECK-LABEL: func.func @returned(
// CHECK: %[[R:.*]] = gpu.alloc  host_shared () : memref<4xf32>
// CHECK-NOT: cleave_gpu_free
// CHECK: return %[[R]]
func.func @returned() -> memref<4xf32> {
  %k = memref.get_global @cst : memref<4xf32>
  return %k : memref<4xf32>
}
