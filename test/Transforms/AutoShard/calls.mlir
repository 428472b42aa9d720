// RUN: cleave-opt %s --cleave-auto-shard="cluster=8xH100-NVLink" | FileCheck %s
// RUN: cleave-opt %s --cleave-auto-shard="cluster=8xH100-NVLink" --cleave-propagate --cleave-partition | FileCheck %s --check-prefix=PART

// JAX exports keep helpers (relu, argmax, cumsum) as private functions.
// Calls are inlined before planning, as XLA does, so the helper's ops are
// planned with the ops around them (here: data parallel through the relu)
// instead of being priced as one replicated op that gathers the batch.

cleave.mesh @mesh = <["x"=8]>

// CHECK-LABEL: func.func @mlp
// CHECK-SAME: %{{[^:]*}}: tensor<4096x256xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>}
// CHECK-NOT: call @relu
// CHECK: arith.maximumf
// CHECK-NOT: func.func private @relu
// PART-NOT: cleave.all_gather
// PART-NOT: cleave.all_reduce
// PART-NOT: cleave.all_to_all
func.func @mlp(%x: tensor<4096x256xf32>, %w1: tensor<256x256xf32>, %w2: tensor<256x256xf32>) -> tensor<4096x256xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4096x256xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4096x256xf32>) -> tensor<4096x256xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<4096x256xf32>, tensor<256x256xf32>) outs(%f : tensor<4096x256xf32>) -> tensor<4096x256xf32>
  %a = call @relu(%h) : (tensor<4096x256xf32>) -> tensor<4096x256xf32>
  %y = linalg.matmul ins(%a, %w2 : tensor<4096x256xf32>, tensor<256x256xf32>) outs(%f : tensor<4096x256xf32>) -> tensor<4096x256xf32>
  return %y : tensor<4096x256xf32>
}

func.func private @relu(%v: tensor<4096x256xf32>) -> tensor<4096x256xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4096x256xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%v : tensor<4096x256xf32>) outs(%e : tensor<4096x256xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.maximumf %a, %zero : f32
    linalg.yield %m : f32
  } -> tensor<4096x256xf32>
  return %r : tensor<4096x256xf32>
}
