// RUN: cleave-opt %s -split-input-file -cleave-collectives-to-calls | FileCheck %s

cleave.mesh @mesh = <["data"=2, "model"=4]>

// CHECK-LABEL: func.func private @cleave_rt_all_reduce_f32(memref<*xf32>, memref<*xf32>, i64, i32)
// CHECK-SAME: attributes {llvm.emit_c_interface}
// CHECK-LABEL: func.func @all_reduce
// CHECK: %[[IN:.*]] = bufferization.to_buffer %{{.*}} read_only : tensor<4x16xf32> to memref<4x16xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %[[INU:.*]] = memref.cast %[[IN]] : memref<4x16xf32, strided<[?, ?], offset: ?>> to memref<*xf32>
// CHECK-NEXT: %[[OUT:.*]] = memref.alloc() : memref<4x16xf32>
// CHECK-NEXT: %[[OUTU:.*]] = memref.cast %[[OUT]] : memref<4x16xf32> to memref<*xf32>
// CHECK-DAG: %[[AXES:.*]] = arith.constant 2 : i64
// CHECK-DAG: %[[KIND:.*]] = arith.constant 2 : i32
// CHECK: call @cleave_rt_all_reduce_f32(%[[INU]], %[[OUTU]], %[[AXES]], %[[KIND]])
// CHECK-NEXT: %[[R:.*]] = bufferization.to_tensor %[[OUT]] restrict writable : memref<4x16xf32> to tensor<4x16xf32>
// CHECK-NEXT: return %[[R]]
func.func @all_reduce(%x: tensor<4x16xf32>) -> tensor<4x16xf32> attributes {cleave.partitioned} {
  %y = cleave.all_reduce %x over @mesh["model"] kind = max : tensor<4x16xf32>
  return %y : tensor<4x16xf32>
}

// -----

cleave.mesh @mesh = <["data"=2, "model"=4]>

// Axes: first listed axis in the lowest nibble, index + 1.
// CHECK-LABEL: func.func @all_gather
// CHECK-DAG: %[[AXES:.*]] = arith.constant 18 : i64
// CHECK-DAG: %[[DIM:.*]] = arith.constant 1 : i64
// CHECK: call @cleave_rt_all_gather_f64(%{{.*}}, %{{.*}}, %[[AXES]], %[[DIM]]) : (memref<*xf64>, memref<*xf64>, i64, i64) -> ()
// CHECK: bufferization.to_tensor %{{.*}} restrict writable : memref<2x64xf64> to tensor<2x64xf64>
func.func @all_gather(%x: tensor<2x8xf64>) -> tensor<2x64xf64> {
  %y = cleave.all_gather %x over @mesh["model", "data"] dim = 1 : tensor<2x8xf64> -> tensor<2x64xf64>
  return %y : tensor<2x64xf64>
}

// -----

cleave.mesh @mesh = <["data"=2, "model"=4]>

// CHECK-LABEL: func.func @reduce_scatter
// CHECK-DAG: %[[AXES:.*]] = arith.constant 33 : i64
// CHECK-DAG: %[[DIM:.*]] = arith.constant 0 : i64
// CHECK-DAG: %[[KIND:.*]] = arith.constant 0 : i32
// CHECK: call @cleave_rt_reduce_scatter_i32(%{{.*}}, %{{.*}}, %[[AXES]], %[[DIM]], %[[KIND]]) : (memref<*xi32>, memref<*xi32>, i64, i64, i32) -> ()
func.func @reduce_scatter(%x: tensor<16x4xi32>) -> tensor<2x4xi32> {
  %y = cleave.reduce_scatter %x over @mesh["data", "model"] dim = 0 kind = sum : tensor<16x4xi32> -> tensor<2x4xi32>
  return %y : tensor<2x4xi32>
}

// -----

cleave.mesh @mesh = <["data"=2, "model"=4]>

// CHECK-LABEL: func.func @all_to_all
// CHECK-DAG: %[[SPLIT:.*]] = arith.constant 1 : i64
// CHECK-DAG: %[[CONCAT:.*]] = arith.constant 0 : i64
// CHECK: call @cleave_rt_all_to_all_bf16(%{{.*}}, %{{.*}}, %{{.*}}, %[[SPLIT]], %[[CONCAT]]) : (memref<*xbf16>, memref<*xbf16>, i64, i64, i64) -> ()
func.func @all_to_all(%x: tensor<2x8xbf16>) -> tensor<8x2xbf16> {
  %y = cleave.all_to_all %x over @mesh["model"] split = 1 concat = 0 : tensor<2x8xbf16> -> tensor<8x2xbf16>
  return %y : tensor<8x2xbf16>
}

// -----

cleave.mesh @mesh = <["data"=2, "model"=4]>

// CHECK-LABEL: func.func @permute
// CHECK: %[[PAIRS:.*]] = arith.constant dense<[0, 1, 1, 2, 2, 3, 3, 0]> : tensor<8xi64>
// CHECK: %[[PB:.*]] = bufferization.to_buffer %[[PAIRS]] read_only
// CHECK: %[[PU:.*]] = memref.cast %[[PB]] {{.*}} to memref<*xi64>
// CHECK: call @cleave_rt_collective_permute_f16(%{{.*}}, %{{.*}}, %{{.*}}, %[[PU]]) : (memref<*xf16>, memref<*xf16>, i64, memref<*xi64>) -> ()
func.func @permute(%x: tensor<4xf16>) -> tensor<4xf16> {
  %y = cleave.collective_permute %x over @mesh["model"] pairs = [0, 1, 1, 2, 2, 3, 3, 0] : tensor<4xf16>
  return %y : tensor<4xf16>
}

// -----

cleave.mesh @mesh = <["data"=2, "model"=4]>

// all_slice is local: an extract_slice at group_index * local size.
// CHECK-LABEL: func.func @slice_and_index
// CHECK: %[[AXES:.*]] = arith.constant 2 : i64
// CHECK-NEXT: %[[R:.*]] = call @cleave_rt_group_rank(%[[AXES]]) : (i64) -> i64
// CHECK-NEXT: %[[I:.*]] = arith.index_cast %[[R]] : i64 to index
// CHECK-NEXT: %[[SZ:.*]] = arith.constant 4 : index
// CHECK-NEXT: %[[OFF:.*]] = arith.muli %[[I]], %[[SZ]] : index
// CHECK-NEXT: %[[S:.*]] = tensor.extract_slice %{{.*}}[0, %[[OFF]]] [8, 4] [1, 1] : tensor<8x16xi64> to tensor<8x4xi64>
// CHECK: %[[AXES2:.*]] = arith.constant 33 : i64
// CHECK-NEXT: %[[R2:.*]] = call @cleave_rt_group_rank(%[[AXES2]]) : (i64) -> i64
// CHECK-NEXT: %[[I2:.*]] = arith.index_cast %[[R2]] : i64 to index
// CHECK-NEXT: return %[[S]], %[[I2]]
// CHECK-NOT: cleave.
func.func @slice_and_index(%x: tensor<8x16xi64>) -> (tensor<8x4xi64>, index) {
  %y = cleave.all_slice %x over @mesh["model"] dim = 1 : tensor<8x16xi64> -> tensor<8x4xi64>
  %i = cleave.group_index over @mesh["data", "model"] : index
  return %y, %i : tensor<8x4xi64>, index
}

