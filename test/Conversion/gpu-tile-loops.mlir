// RUN: cleave-opt %s -split-input-file --pass-pipeline="builtin.module(convert-linalg-to-parallel-loops,cleave-gpu-tile-loops,func.func(gpu-map-parallel-loops),convert-parallel-loops-to-gpu,canonicalize)" | FileCheck %s
// RUN: cleave-opt %s -split-input-file --pass-pipeline="builtin.module(convert-linalg-to-parallel-loops,cleave-gpu-tile-loops{threads-per-block=64},func.func(gpu-map-parallel-loops),convert-parallel-loops-to-gpu,canonicalize)" | FileCheck %s --check-prefix=T64

// cleave-gpu-tile-loops, followed by the upstream mapping to gpu.launch.

// A 3-D elementwise nest becomes one loop of 105 iterations: one block of
// 128 threads (the next power of two), guarded, with the indices recovered
// by div/rem so that consecutive threads touch consecutive elements.
// CHECK-LABEL: func.func @elementwise_3d
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C105:.*]] = arith.constant 105 : index
// CHECK-DAG: %[[C128:.*]] = arith.constant 128 : index
// CHECK: gpu.launch blocks(%{{.*}}) in (%{{.*}} = %[[C1]], %{{.*}} = %[[C1]], %{{.*}} = %[[C1]]) threads(%[[TX:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %[[C128]], %{{.*}} = %[[C1]], %{{.*}} = %[[C1]])
// CHECK: %[[IN:.*]] = arith.cmpi ult, %[[TX]], %[[C105]]
// CHECK: scf.if %[[IN]]
// CHECK: arith.remsi %[[TX]]
// CHECK: math.exp
// With 64 threads per block: two blocks of 64.
// T64-LABEL: func.func @elementwise_3d
// T64-DAG: %[[C2:.*]] = arith.constant 2 : index
// T64-DAG: %[[C64:.*]] = arith.constant 64 : index
// T64: gpu.launch blocks(%{{.*}}) in (%{{.*}} = %[[C2]], {{.*}} threads(%{{.*}}) in (%{{.*}} = %[[C64]],
func.func @elementwise_3d(%a: memref<3x5x7xf32>, %b: memref<3x5x7xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, j, k)>, affine_map<(i, j, k) -> (i, j, k)>],
                  iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%a : memref<3x5x7xf32>) outs(%b : memref<3x5x7xf32>) {
  ^bb0(%x: f32, %y: f32):
    %e = math.exp %x : f32
    linalg.yield %e : f32
  }
  return
}

// -----

// A row reduction: only the output rows are parallel (8 threads); each
// thread runs the reduction loop over its row.
// CHECK-LABEL: func.func @row_sum
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : index
// CHECK: gpu.launch {{.*}} threads(%{{.*}}) in (%{{.*}} = %[[C8]],
// CHECK: scf.for
// CHECK: arith.addf
func.func @row_sum(%a: memref<8x16xf32>, %b: memref<8xf32>) {
  linalg.reduce ins(%a : memref<8x16xf32>) outs(%b : memref<8xf32>) dimensions = [1]
    (%x: f32, %y: f32) {
      %s = arith.addf %x, %y : f32
      linalg.yield %s : f32
    }
  return
}

// -----

// 3000 elements: 12 blocks of 256 threads, the last one guarded.
// CHECK-LABEL: func.func @large
// CHECK-DAG: %[[C12:.*]] = arith.constant 12 : index
// CHECK-DAG: %[[C256:.*]] = arith.constant 256 : index
// CHECK-DAG: %[[C3000:.*]] = arith.constant 3000 : index
// CHECK: gpu.launch blocks(%{{.*}}) in (%{{.*}} = %[[C12]], {{.*}} threads(%{{.*}}) in (%{{.*}} = %[[C256]],
// CHECK: arith.cmpi ult, %{{.*}}, %[[C3000]]
func.func @large(%a: memref<1000x3xf32>) {
  %c = arith.constant 1.0 : f32
  linalg.fill ins(%c : f32) outs(%a : memref<1000x3xf32>)
  return
}
