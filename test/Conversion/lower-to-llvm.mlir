// RUN: cleave-opt %s -cleave-lower-to-llvm | FileCheck %s
// RUN: cleave-opt %s -cleave-lower-to-llvm | FileCheck %s --check-prefix=ONLY-LLVM
// RUN: cleave-opt %s -cleave-lower-to-llvm="blas=false" | FileCheck %s --check-prefix=LOOPS
// RUN: cleave-opt %s -cleave-lower-to-llvm="profile=true" | FileCheck %s --check-prefix=PROFILE

// A per-device program of a 2x4 mesh: x split over "data" rows, w split over
// "model" columns; a matmul, a softmax, and every collective.

cleave.mesh @mesh = <["data"=2, "model"=4]>

// CHECK-DAG: llvm.func @_mlir_ciface_cleave_rt_all_reduce_f32(!llvm.ptr, !llvm.ptr, i64, i32)
// CHECK-DAG: llvm.func @_mlir_ciface_cleave_rt_all_gather_f32(!llvm.ptr, !llvm.ptr, i64, i64)
// CHECK-DAG: llvm.func @_mlir_ciface_cleave_rt_reduce_scatter_f32(!llvm.ptr, !llvm.ptr, i64, i64, i32)
// CHECK-DAG: llvm.func @_mlir_ciface_cleave_rt_all_to_all_f32(!llvm.ptr, !llvm.ptr, i64, i64, i64)
// CHECK-DAG: llvm.func @_mlir_ciface_cleave_rt_collective_permute_f32(!llvm.ptr, !llvm.ptr, i64, !llvm.ptr)
// CHECK-DAG: llvm.func @cleave_rt_group_rank(i64) -> i64
// CHECK-DAG: llvm.func @_mlir_ciface_cleave_kernel_matmul_f32(!llvm.ptr, !llvm.ptr, !llvm.ptr)
// CHECK-LABEL: llvm.func @main(
// CHECK: llvm.call @cleave_kernel_matmul_f32(
// CHECK: llvm.call @cleave_rt_all_reduce_f32(
// CHECK: llvm.call @cleave_rt_all_gather_f32(
// CHECK: llvm.call @cleave_rt_reduce_scatter_f32(
// CHECK: llvm.call @cleave_rt_all_to_all_f32(
// CHECK: llvm.call @cleave_rt_collective_permute_f32(
// CHECK: llvm.call @cleave_rt_group_rank(
// CHECK-LABEL: llvm.func @_mlir_ciface_main(
// CHECK-SAME: attributes {llvm.emit_c_interface}

// Nothing but the LLVM dialect is left.
// ONLY-LLVM-NOT: {{^ *(%[^ ]+ = )?"?(arith|memref|linalg|tensor|func|scf|cf|math|bufferization|cleave|affine|index|ub|builtin)\.}}
// ONLY-LLVM-NOT: cleave.sharding
// ONLY-LLVM-NOT: cleave.mesh

// LOOPS-NOT: cleave_kernel_matmul
// LOOPS: llvm.call @cleave_rt_all_reduce_f32(

// PROFILE-DAG: llvm.func @cleave_rt_wtime() -> f64
// PROFILE-DAG: llvm.func @cleave_profile_record(i64, f64)
// PROFILE-LABEL: llvm.func @main(
// PROFILE: %[[T0:.*]] = llvm.call @cleave_rt_wtime()
// PROFILE-NEXT: llvm.call @cleave_rt_all_reduce_f32(
// PROFILE-NEXT: %[[T1:.*]] = llvm.call @cleave_rt_wtime()
// PROFILE-NEXT: %[[DT:.*]] = llvm.fsub %[[T1]], %[[T0]]
// PROFILE-NEXT: llvm.call @cleave_profile_record(%{{.*}}, %[[DT]])

func.func @main(
    %x: tensor<4x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>,
                          cleave.global_type = tensor<8x16xf32>},
    %w: tensor<16x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}]>,
                          cleave.global_type = tensor<16x32xf32>})
    -> (tensor<4x32xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>,
                          cleave.global_type = tensor<8x32xf32>}, index)
    attributes {cleave.partitioned} {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %y = linalg.matmul ins(%x, %w : tensor<4x16xf32>, tensor<16x8xf32>) outs(%f : tensor<4x8xf32>) -> tensor<4x8xf32>
  %s = linalg.softmax dimension(1) ins(%y : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %r = cleave.all_reduce %s over @mesh["data"] kind = sum : tensor<4x8xf32>
  %g = cleave.all_gather %r over @mesh["model"] dim = 1 : tensor<4x8xf32> -> tensor<4x32xf32>
  %rs = cleave.reduce_scatter %g over @mesh["model"] dim = 1 kind = sum : tensor<4x32xf32> -> tensor<4x8xf32>
  %a = cleave.all_to_all %rs over @mesh["model"] split = 0 concat = 1 : tensor<4x8xf32> -> tensor<1x32xf32>
  %p = cleave.collective_permute %a over @mesh["model"] pairs = [0, 1, 1, 2, 2, 3, 3, 0] : tensor<1x32xf32>
  %b = tensor.collapse_shape %p [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
  %sl = cleave.all_slice %g over @mesh["model"] dim = 0 : tensor<4x32xf32> -> tensor<1x32xf32>
  %sb = tensor.collapse_shape %sl [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
  %e2 = tensor.empty() : tensor<4x32xf32>
  %bc = linalg.broadcast ins(%b : tensor<32xf32>) outs(%e2 : tensor<4x32xf32>) dimensions = [0]
  %out = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>],
                         iterator_types = ["parallel", "parallel"]}
      ins(%bc, %sb : tensor<4x32xf32>, tensor<32xf32>) outs(%e2 : tensor<4x32xf32>) {
  ^bb0(%u: f32, %v: f32, %o: f32):
    %t = math.tanh %u : f32
    %m = arith.addf %t, %v : f32
    linalg.yield %m : f32
  } -> tensor<4x32xf32>
  %i = cleave.group_index over @mesh["data", "model"] : index
  return %out, %i : tensor<4x32xf32>, index
}

// Returning an argument makes the deallocation pipeline clone it.
// CHECK-LABEL: llvm.func @passthrough(
func.func @passthrough(%x: tensor<4x16xf32>) -> tensor<4x16xf32> {
  return %x : tensor<4x16xf32>
}
