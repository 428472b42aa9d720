// RUN: split-file %s %t
// RUN: cleave-opt %t/microbatch.mlir --cleave-auto-shard="cluster=%S/Inputs/two-devices.json microbatch-axes=mb" | FileCheck %s
// RUN: not cleave-opt %t/microbatch.mlir --cleave-auto-shard="cluster=%S/Inputs/two-devices.json" 2>&1 | FileCheck %s --check-prefix=DEVICES
// RUN: cleave-opt %t/keep.mlir --cleave-auto-shard="cluster=8xH100-NVLink keep-axes=data" | FileCheck %s --check-prefix=KEEP
// RUN: cleave-opt %t/keep.mlir --cleave-auto-shard="cluster=8xH100-NVLink" | FileCheck %s --check-prefix=NOKEEP
// RUN: not cleave-opt %t/keep.mlir --cleave-auto-shard="keep-axes=nope" 2>&1 | FileCheck %s --check-prefix=BAD

//--- microbatch.mlir
// Micro-batches (the axis "mb" of cleave-pipeline, here 4 of them) are
// not devices: the 4 x 2 mesh fits the 2-device cluster, and the search
// leaves "mb" where the annotation of %x puts it: on the batch of every
// activation, never on a weight. It splits the rest over "model": the
// Megatron MLP (w1 by columns, w2 by rows, the output partial over
// "model").
cleave.mesh @mesh = <["mb"=4, "model"=2]>
// CHECK-LABEL: func.func @mlp
// CHECK-SAME: %{{[^:]*}}: tensor<64x256xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"mb"}, {}]>}
// CHECK-SAME: %{{[^:]*}}: tensor<256x1024xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}]>}
// CHECK-SAME: %{{[^:]*}}: tensor<1024x256xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"model"}, {}]>}
// CHECK: linalg.matmul {cleave.sharding = #cleave.sharding<@mesh, [{"mb"}, {"model"}]>}
// CHECK: math.tanh %{{.*}} {cleave.sharding = #cleave.sharding<@mesh, [{"mb"}, {"model"}]>}
// CHECK: linalg.matmul {cleave.sharding = #cleave.sharding<@mesh, [{"mb"}, {}], partial = {"model"}>}
// Without microbatch-axes the 8 coordinates are devices, which the
// cluster has not.
// DEVICES: the mesh has 8 devices but the cluster has 2
func.func @mlp(%x: tensor<64x256xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"mb"}, {}]>}, %w1: tensor<256x1024xf32>, %w2: tensor<1024x256xf32>) -> tensor<64x256xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x1024xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64x1024xf32>) -> tensor<64x1024xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<64x256xf32>, tensor<256x1024xf32>) outs(%f : tensor<64x1024xf32>) -> tensor<64x1024xf32>
  %a = math.tanh %h : tensor<64x1024xf32>
  %e2 = tensor.empty() : tensor<64x256xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<64x256xf32>) -> tensor<64x256xf32>
  %y = linalg.matmul ins(%a, %w2 : tensor<64x1024xf32>, tensor<1024x256xf32>) outs(%f2 : tensor<64x256xf32>) -> tensor<64x256xf32>
  return %y : tensor<64x256xf32>
}

//--- keep.mlir
// keep-axes: a data-parallel axis stays on the batch, where the open
// annotation of %x puts it; the search may add "model" to a dim but never
// moves "data" or puts it on a weight (no gather of the batch, no weight
// split over "data").
cleave.mesh @mesh = <["data"=2, "model"=4]>
// Without keep-axes the open annotation is only a hint, and this search
// gathers the batch instead.
// KEEP-LABEL: func.func @open
// KEEP-SAME: %{{[^:]*}}: tensor<64x256xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data"{{[^}]*}}}, {{[^]"]*}}]>}
// KEEP-SAME: %{{[^:]*}}: tensor<256x4096xf32> {cleave.sharding = #cleave.sharding<@mesh, [{{[^]"]*("model"[^]"]*)?}}]>}
// KEEP-SAME: %{{[^:]*}}: tensor<4096x256xf32> {cleave.sharding = #cleave.sharding<@mesh, [{{[^]"]*("model"[^]"]*)?}}]>}
// KEEP: linalg.matmul {cleave.sharding = #cleave.sharding<@mesh, [{"data"{{[^}]*}}}, {{[^]"]*("model"[^]"]*)?}}]{{.*}}>}
// KEEP: linalg.matmul {cleave.sharding = #cleave.sharding<@mesh, [{"data"{{[^}]*}}}, {{[^]"]*("model"[^]"]*)?}}]{{.*}}>}
// NOKEEP-LABEL: func.func @open
// NOKEEP-SAME: %{{[^:]*}}: tensor<64x256xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>}
func.func @open(%x: tensor<64x256xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data", ?}, {?}]>}, %w1: tensor<256x4096xf32>, %w2: tensor<4096x256xf32>) -> tensor<64x256xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x4096xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64x4096xf32>) -> tensor<64x4096xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<64x256xf32>, tensor<256x4096xf32>) outs(%f : tensor<64x4096xf32>) -> tensor<64x4096xf32>
  %e2 = tensor.empty() : tensor<64x256xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<64x256xf32>) -> tensor<64x256xf32>
  %y = linalg.matmul ins(%h, %w2 : tensor<64x4096xf32>, tensor<4096x256xf32>) outs(%f2 : tensor<64x256xf32>) -> tensor<64x256xf32>
  return %y : tensor<64x256xf32>
}

// BAD: cleave-auto-shard keep-axes=nope: 'nope' is not an axis of mesh @mesh (axes: data model)
