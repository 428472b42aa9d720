// RUN: cleave-opt %s -cleave-lower-to-gpu | FileCheck %s
// RUN: cleave-opt %s -cleave-lower-to-gpu | FileCheck %s --check-prefix=DECL
// RUN: cleave-opt %s -cleave-lower-to-gpu | FileCheck %s --check-prefix=ONLY-LLVM
// RUN: cleave-opt %s -cleave-lower-to-gpu="cublas=false chip=sm_80 threads-per-block=128" | FileCheck %s --check-prefix=KERNELS
// RUN: cleave-opt %s -cleave-lower-to-gpu="profile=true" | FileCheck %s --check-prefix=PROFILE

// The per-device program of lower-to-llvm.mlir (a 2x4 mesh; a matmul, a
// softmax, a constant, every collective) lowered for one CUDA GPU per rank:
// matmuls call cuBLAS, every other linalg op is a generated kernel (PTX in a
// gpu.binary, launched through the runtime's mgpu* functions), buffers are
// managed memory from mgpuMemAlloc freed by cleave_gpu_free, collectives call
// the same runtime ABI as on the CPU.

cleave.mesh @mesh = <["data"=2, "model"=4]>

// DECL-DAG: llvm.func @_mlir_ciface_cleave_gpu_matmul_f32(!llvm.ptr, !llvm.ptr, !llvm.ptr)
// DECL-DAG: llvm.func @_mlir_ciface_cleave_rt_all_reduce_f32(!llvm.ptr, !llvm.ptr, i64, i32)
// DECL-DAG: llvm.func @cleave_gpu_free(i64)
// DECL-DAG: llvm.func @mgpuMemAlloc(i64, !llvm.ptr, i8) -> !llvm.ptr
// CHECK-LABEL: llvm.func @main(
// The constants are copied into managed buffers.
// CHECK: llvm.mlir.addressof @__constant_
// CHECK: %[[CONST:.*]] = llvm.call @mgpuMemAlloc(
// CHECK: "llvm.intr.memcpy"(%[[CONST]],
// The fill of the matmul's accumulator is a kernel on a managed buffer.
// CHECK: %[[ACC:.*]] = llvm.call @mgpuMemAlloc(
// CHECK: gpu.launch_func @main_kernel::@main_kernel blocks in ({{.*}}) threads in ({{.*}}) : i64 args({{.*}}%[[ACC]] : !llvm.ptr
// CHECK: llvm.call @cleave_gpu_matmul_f32(
// CHECK: gpu.launch_func
// CHECK: llvm.call @cleave_rt_all_reduce_f32(
// CHECK: llvm.call @cleave_rt_all_gather_f32(
// CHECK: llvm.call @cleave_rt_reduce_scatter_f32(
// CHECK: llvm.call @cleave_rt_all_to_all_f32(
// CHECK: llvm.call @cleave_rt_collective_permute_f32(
// CHECK: gpu.launch_func
// CHECK: llvm.call @cleave_rt_group_rank(
// Every buffer but the returned one is freed.
// CHECK-COUNT-9: llvm.call @cleave_gpu_free(
// CHECK-NOT: llvm.call @cleave_gpu_free(
// CHECK: llvm.return
// Kernels: PTX for sm_90 by default, math from libdevice inlined (no call
// to __nv_tanhf left).
// CHECK: gpu.binary @main_kernel {{ ?}}[#gpu.object<#nvvm.target<O = 3, chip = "sm_90", link = ["{{.*}}/nvvm/libdevice/libdevice.10.bc"]>, {{.*}}assembly = "{{.*}}.target sm_90
// CHECK-NOT: call{{.*}}__nv_

// Nothing but LLVM and the GPU launch / binary ops is left.
// ONLY-LLVM-NOT: {{^ *(%[^ ]+ = )?"?(arith|memref|linalg|tensor|func|scf|cf|math|bufferization|cleave|affine|index|ub|nvvm)\.}}
// ONLY-LLVM-NOT: gpu.module
// ONLY-LLVM-NOT: gpu.alloc
// ONLY-LLVM-NOT: cleave.sharding

// KERNELS-NOT: cleave_gpu_matmul
// KERNELS: llvm.call @cleave_rt_all_reduce_f32(
// KERNELS: gpu.binary {{.*}}chip = "sm_80"
// KERNELS-NOT: threads in (%{{.*}}) : i64 args{{.*}}256

// PROFILE: %[[T0:.*]] = llvm.call @cleave_rt_wtime()
// PROFILE-NEXT: llvm.call @cleave_rt_all_reduce_f32(

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
  %bias = arith.constant dense<0.5> : tensor<32xf32>
  %e2 = tensor.empty() : tensor<4x32xf32>
  %bc = linalg.broadcast ins(%b : tensor<32xf32>) outs(%e2 : tensor<4x32xf32>) dimensions = [0]
  %out = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>],
                         iterator_types = ["parallel", "parallel"]}
      ins(%bc, %bias : tensor<4x32xf32>, tensor<32xf32>) outs(%e2 : tensor<4x32xf32>) {
  ^bb0(%u: f32, %v: f32, %o: f32):
    %t = math.tanh %u : f32
    %m = arith.addf %t, %v : f32
    linalg.yield %m : f32
  } -> tensor<4x32xf32>
  %i = cleave.group_index over @mesh["data", "model"] : index
  return %out, %i : tensor<4x32xf32>, index
}
