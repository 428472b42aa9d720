// RUN: cleave-opt %s '--cleave-auto-shard=cluster=8xH100-NVLink progress=true' -o /dev/null 2>&1 | FileCheck %s
// RUN: cleave-opt %s '--cleave-auto-shard=cluster=8xH100-NVLink' -o /dev/null 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty
// RUN: not cleave-opt %s '--cleave-auto-shard=progress=maybe' -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD

// progress=true: a line per phase of each function, with the time spent;
// the default (auto) prints only when stderr is a terminal.
// CHECK:      cleave-auto-shard: [{{ *[0-9.]+}} s] @mlp: building the strategies
// CHECK-NEXT: cleave-auto-shard: [{{ *[0-9.]+}} s] @mlp: solving {{[0-9]+}} nodes, {{[0-9]+}} edges (up to 2.0 s)
// CHECK-NEXT: cleave-auto-shard: [{{ *[0-9.]+}} s] @mlp: comparing with the plain plans
// CHECK-NEXT: cleave-auto-shard: [{{ *[0-9.]+}} s] @mlp: chose {{.*}}: {{[0-9.]+}} ms per step
// QUIET-NOT: cleave-auto-shard: [
// BAD: error: cleave-auto-shard progress=maybe: progress must be 'true', 'false' or 'auto'

cleave.mesh @mesh = <["data"=2, "model"=4]>

func.func @mlp(%x: tensor<64x512xf32>, %w1: tensor<512x1024xf32>, %w2: tensor<1024x512xf32>) -> tensor<64x512xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<64x1024xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<64x1024xf32>) -> tensor<64x1024xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<64x512xf32>, tensor<512x1024xf32>) outs(%f1 : tensor<64x1024xf32>) -> tensor<64x1024xf32>
  %e2 = tensor.empty() : tensor<64x512xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<64x512xf32>) -> tensor<64x512xf32>
  %y = linalg.matmul ins(%h, %w2 : tensor<64x1024xf32>, tensor<1024x512xf32>) outs(%f2 : tensor<64x512xf32>) -> tensor<64x512xf32>
  return %y : tensor<64x512xf32>
}
