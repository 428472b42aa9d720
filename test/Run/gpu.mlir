// REQUIRES: mpi
// RUN: split-file %s %t
// --device / --backend misuse: clear errors, whatever the machine.
// RUN: not cleave-run -np 2 %t/mlp.mlir --backend nccl 2>&1 | FileCheck %s --check-prefix=NCCL-CPU
// NCCL-CPU: cleave-run: error: --backend=nccl needs --device=cuda (NCCL moves GPU buffers)
// RUN: not cleave-run -np 2 %t/mlp.mlir --device tpu 2>&1 | FileCheck %s --check-prefix=DEVICE
// DEVICE: cleave-run: error: --device=tpu: expected cpu or cuda
// RUN: not cleave-run -np 2 %t/mlp.mlir --device cuda --backend gloo 2>&1 | FileCheck %s --check-prefix=BACKEND
// BACKEND: cleave-run: error: --backend=gloo: expected mpi or nccl
// Built with CUDA on a machine without a GPU: --device cuda reports a skip
// (exit 77) naming the CUDA error.
// RUN: %if cuda && !gpu %{ not cleave-run -np 2 %t/mlp.mlir --device cuda 2>&1 | FileCheck %s --check-prefix=SKIP %}
// RUN: %if !cuda %{ not cleave-run -np 2 %t/mlp.mlir --device cuda 2>&1 | FileCheck %s --check-prefix=NOCUDA %}
// RUN: %if cuda && !gpu %{ not cleave-run --list-devices | FileCheck %s --check-prefix=LIST %}
// LIST: no usable CUDA device: cudaGetDeviceCount failed:
// SKIP: cleave-run: skipped: --device=cuda: no usable CUDA device (cudaGetDeviceCount failed: {{.*}})
// NOCUDA: cleave-run: error: --device=cuda: this cleave-run was built without CUDA
// The same program on the CPU, as the reference for the figures.
// RUN: cleave-run -np 2 %t/mlp.mlir --verify | FileCheck %s --check-prefix=CPU
// The loop structure of the GPU kernels (collapsed, tiled into blocks of
// threads, guarded), run sequentially on the host, gives the same numbers.
// RUN: cleave-run -np 2 %t/mlp.mlir --verify --gpu-loops-on-cpu --blas=false | FileCheck %s --check-prefix=CPU
// RUN: cleave-run -np 1 %t/one.mlir --verify --gpu-loops-on-cpu | FileCheck %s --check-prefix=CPU
// CPU: verify: OK
// With a GPU: generated kernels and cuBLAS, numerically checked against the
// unpartitioned program; several ranks share one GPU through the mpi backend
// (host-staged collectives), NCCL runs at world size 1 on one GPU.
// RUN: %if gpu %{ cleave-run -np 2 %t/mlp.mlir --device cuda --backend mpi --verify | FileCheck %s --check-prefixes=VERIFY,GPU %}
// RUN: %if gpu %{ cleave-run -np 1 %t/one.mlir --device cuda --backend nccl --verify --profile | FileCheck %s --check-prefix=VERIFY %}
// GPU: cleave-run: @mlp on 2 rank(s), mesh [2], device cuda ({{.*}}), backend mpi
// VERIFY: verify: OK

//--- mlp.mlir
cleave.mesh @mesh = <["model"=2]>
func.func @mlp(
    %x:  tensor<8x64xf32>,
    %w1: tensor<64x128xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}]>},
    %w2: tensor<128x64xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"model"}, {}]>})
    -> tensor<8x64xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<8x128xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<8x64xf32>, tensor<64x128xf32>)
                     outs(%f1 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %a = math.tanh %h : tensor<8x128xf32>
  %e3 = tensor.empty() : tensor<8x64xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<8x64xf32>) -> tensor<8x64xf32>
  %y = linalg.matmul ins(%a, %w2 : tensor<8x128xf32>, tensor<128x64xf32>)
                     outs(%f3 : tensor<8x64xf32>) -> tensor<8x64xf32>
  return %y : tensor<8x64xf32>
}

//--- one.mlir
cleave.mesh @mesh = <["x"=1]>
func.func @softmax(%x: tensor<16x32xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>})
    -> tensor<16x32xf32> {
  %e = tensor.empty() : tensor<16x32xf32>
  %s = linalg.softmax dimension(1) ins(%x : tensor<16x32xf32>) outs(%e : tensor<16x32xf32>) -> tensor<16x32xf32>
  %r = cleave.constraint %s <@mesh, [{}, {}]> : tensor<16x32xf32>
  return %r : tensor<16x32xf32>
}
