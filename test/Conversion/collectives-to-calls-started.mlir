// RUN: cleave-opt %s -split-input-file -cleave-collectives-to-calls | FileCheck %s
// RUN: cleave-opt %s -split-input-file '-cleave-collectives-to-calls=profile=true' | FileCheck %s --check-prefix=PROF
// RUN: cleave-opt %s -split-input-file -cleave-lower-to-llvm -o /dev/null
// RUN: cleave-opt %s -split-input-file -cleave-lower-to-gpu -o /dev/null

// A started all_reduce: the start call returns a handle where the start
// was; the wait reads the operand's buffer again (its address goes to
// cleave_rt_wait) and gives the result; the compute in between is followed
// by cleave_rt_progress. A narrow integer travels as i32.
cleave.mesh @mesh = <["data"=2, "model"=4]>
// CHECK-DAG: func.func private @cleave_rt_all_reduce_start_f32(memref<*xf32>, memref<*xf32>, i64, i32) -> i64 attributes {llvm.emit_c_interface}
// CHECK-DAG: func.func private @cleave_rt_wait(i64, index)
// CHECK-DAG: func.func private @cleave_rt_progress()
// CHECK-LABEL: func.func @started
// CHECK: %[[IN:.*]] = bufferization.to_buffer %arg0 read_only
// CHECK: %[[OUT:.*]] = memref.alloc() : memref<4x16xf32>
// CHECK: %[[H:.*]] = call @cleave_rt_all_reduce_start_f32(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (memref<*xf32>, memref<*xf32>, i64, i32) -> i64
// CHECK: linalg.matmul
// CHECK-NEXT: call @cleave_rt_progress()
// CHECK: arith.mulf
// CHECK-NEXT: call @cleave_rt_progress()
// CHECK: %[[KEEP:.*]] = bufferization.to_buffer %arg0 read_only
// CHECK-NEXT: %[[ADDR:.*]] = memref.extract_aligned_pointer_as_index %[[KEEP]]
// CHECK-NEXT: call @cleave_rt_wait(%[[H]], %[[ADDR]]) : (i64, index) -> ()
// CHECK-NEXT: %[[R:.*]] = bufferization.to_tensor %[[OUT]] restrict writable
// CHECK-NOT: cleave_rt_progress
// CHECK: arith.addf %[[R]]
// PROF-LABEL: func.func @started
// PROF: %[[T0:.*]] = call @cleave_rt_wtime()
// PROF-NEXT: call @cleave_rt_all_reduce_start_f32
// PROF: %[[T1:.*]] = call @cleave_rt_wtime()
// PROF: call @cleave_rt_wait
// PROF-NEXT: %[[T2:.*]] = call @cleave_rt_wtime()
// PROF: call @cleave_profile_record_started(%{{.*}}, %[[T0]], %[[T1]], %[[T2]]) : (i64, f64, f64, f64) -> ()
func.func @started(%g: tensor<4x16xf32>, %x: tensor<16x16xf32>) -> tensor<4x16xf32> attributes {cleave.partitioned} {
  %f = cleave.async_start {
    %r = cleave.all_reduce %g over @mesh["model"] kind = sum : tensor<4x16xf32>
    cleave.yield %r : tensor<4x16xf32>
  } : !cleave.future<tensor<4x16xf32>>
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x16xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<4x16xf32>) -> tensor<4x16xf32>
  %m = linalg.matmul ins(%g, %x : tensor<4x16xf32>, tensor<16x16xf32>) outs(%z : tensor<4x16xf32>) -> tensor<4x16xf32>
  %s = arith.mulf %m, %m : tensor<4x16xf32>
  %w = cleave.wait %f : !cleave.future<tensor<4x16xf32>>
  %y = arith.addf %w, %s : tensor<4x16xf32>
  return %y : tensor<4x16xf32>
}

// -----

cleave.mesh @mesh = <["data"=2, "model"=4]>
// CHECK-LABEL: func.func @gather_i8
// CHECK: arith.extsi %arg0 : tensor<2x4xi8> to tensor<2x4xi32>
// CHECK: call @cleave_rt_all_gather_start_i32
// CHECK: call @cleave_rt_wait
// CHECK: arith.trunci %{{.*}} : tensor<8x4xi32> to tensor<8x4xi8>
func.func @gather_i8(%w: tensor<2x4xi8>) -> tensor<8x4xi8> attributes {cleave.partitioned} {
  %f = cleave.async_start {
    %r = cleave.all_gather %w over @mesh["model"] dim = 0 : tensor<2x4xi8> -> tensor<8x4xi8>
    cleave.yield %r : tensor<8x4xi8>
  } : !cleave.future<tensor<8x4xi8>>
  %w2 = cleave.wait %f : !cleave.future<tensor<8x4xi8>>
  return %w2 : tensor<8x4xi8>
}

// -----

cleave.mesh @mesh = <["data"=2, "model"=4]>
// CHECK-LABEL: func.func @scatter
// CHECK: call @cleave_rt_reduce_scatter_start_f64
// CHECK: call @cleave_rt_wait
func.func @scatter(%p: tensor<8x4xf64>) -> tensor<2x4xf64> attributes {cleave.partitioned} {
  %f = cleave.async_start {
    %r = cleave.reduce_scatter %p over @mesh["model"] dim = 0 kind = sum : tensor<8x4xf64> -> tensor<2x4xf64>
    cleave.yield %r : tensor<2x4xf64>
  } : !cleave.future<tensor<2x4xf64>>
  %w = cleave.wait %f : !cleave.future<tensor<2x4xf64>>
  return %w : tensor<2x4xf64>
}
