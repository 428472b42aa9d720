// RUN: cleave-opt %s -split-input-file -allow-unregistered-dialect | FileCheck %s
// RUN: cleave-opt %s -split-input-file -allow-unregistered-dialect | cleave-opt -split-input-file -allow-unregistered-dialect | FileCheck %s
// RUN: cleave-opt %s -split-input-file -allow-unregistered-dialect -mlir-print-op-generic | cleave-opt -split-input-file -allow-unregistered-dialect | FileCheck %s

// CHECK: cleave.mesh @mesh = <["data"=2, "model"=4]>
// CHECK: cleave.mesh @line = <["x"=8]>
// CHECK: cleave.mesh @cube = <["a"=2, "b"=2, "c"=2]> {note = "3-D"}
cleave.mesh @mesh = <["data"=2, "model"=4]>
cleave.mesh @line = <["x"=8]>
cleave.mesh @cube = <["a"=2, "b"=2, "c"=2]> {note = "3-D"}

// CHECK-LABEL: func.func @attrs
// CHECK-SAME: {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>}
// CHECK-SAME: {cleave.sharding = #cleave.sharding<@mesh, [{?}, {"model", ?}p1]>}
// CHECK-SAME: {cleave.sharding = #cleave.sharding<@mesh, [{"data", "model"}p0, {}]>}
// CHECK-SAME: -> (tensor<8x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}], partial = {"model"}>},
// CHECK-SAME: tensor<16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}], partial = max{"model", "data"}>})
func.func @attrs(%x: tensor<8x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>},
                 %w: tensor<16x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{?}, {"model", ?}p1]>},
                 %y: tensor<8x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data", "model"}p0, {}]>})
    -> (tensor<8x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}], partial = sum{"model"}>},
        tensor<16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}], partial = max{"model", "data"}>}) {
  // CHECK: cleave.constraint %{{.*}} <@mesh, [{"data"}, {?}]> : tensor<8x16xf32>
  %c = cleave.constraint %x <@mesh, [{"data"}, {?}]> : tensor<8x16xf32>
  // CHECK: tensor.empty() {cleave.sharding = #cleave.sharding<@mesh, [{}]>} : tensor<16xf32>
  %e = tensor.empty() {cleave.sharding = #cleave.sharding<@mesh, [{}]>} : tensor<16xf32>
  return %c, %e : tensor<8x16xf32>, tensor<16xf32>
}

// Split per part: 3 parts of the dim, each split over "model".
// CHECK-LABEL: func.func @per_part
// CHECK-SAME: {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}x3]>}
// CHECK-SAME: {cleave.sharding = #cleave.sharding<@mesh, [{"model", "data"}x2p1]>}
func.func @per_part(%w: tensor<16x24xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}x3]>},
                    %b: tensor<32xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"model", "data"}x2p1]>}) {
  return
}

// CHECK-LABEL: func.func @multi_result
// CHECK: cleave.sharding = [#cleave.sharding<@line, [{"x"}]>, #cleave.sharding<@line, [{}]>]
func.func @multi_result(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  %0:2 = "test.two"(%a, %b) {cleave.sharding = [#cleave.sharding<@line, [{"x"}]>, #cleave.sharding<@line, [{}]>]} : (tensor<8xf32>, tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>)
  return %0#0 : tensor<8xf32>
}

// CHECK-LABEL: func.func @standalone_dim
// CHECK-SAME: test.dim = #cleave.dim<{"x", ?}p2>
func.func @standalone_dim() attributes {test.dim = #cleave.dim<{"x", ?}p2>} {
  return
}

// CHECK-LABEL: func.func @collectives
func.func @collectives(%x: tensor<4x256xf32>, %p: tensor<8x64xf32>, %h: tensor<2x8xbf16>) {
  // CHECK: cleave.all_reduce %{{.*}} over @mesh["model"] kind = sum : tensor<8x64xf32>
  %0 = cleave.all_reduce %p over @mesh["model"] kind = sum : tensor<8x64xf32>
  // CHECK: cleave.all_reduce %{{.*}} over @mesh["data", "model"] kind = max : tensor<8x64xf32>
  %1 = cleave.all_reduce %p over @mesh["data", "model"] kind = max : tensor<8x64xf32>
  // CHECK: cleave.all_gather %{{.*}} over @mesh["model"] dim = 1 : tensor<4x256xf32> -> tensor<4x1024xf32>
  %2 = cleave.all_gather %x over @mesh["model"] dim = 1 : tensor<4x256xf32> -> tensor<4x1024xf32>
  // CHECK: cleave.all_gather %{{.*}} over @mesh["model", "data"] dim = 0 : tensor<4x256xf32> -> tensor<32x256xf32>
  %3 = cleave.all_gather %x over @mesh["model", "data"] dim = 0 : tensor<4x256xf32> -> tensor<32x256xf32>
  // CHECK: cleave.reduce_scatter %{{.*}} over @mesh["model"] dim = 0 kind = sum : tensor<8x64xf32> -> tensor<2x64xf32>
  %4 = cleave.reduce_scatter %p over @mesh["model"] dim = 0 kind = sum : tensor<8x64xf32> -> tensor<2x64xf32>
  // CHECK: cleave.all_to_all %{{.*}} over @mesh["data"] split = 1 concat = 0 : tensor<2x8xbf16> -> tensor<4x4xbf16>
  %5 = cleave.all_to_all %h over @mesh["data"] split = 1 concat = 0 : tensor<2x8xbf16> -> tensor<4x4xbf16>
  // CHECK: cleave.all_to_all %{{.*}} over @mesh["model"] split = 1 concat = 1 : tensor<2x8xbf16> -> tensor<2x8xbf16>
  %6 = cleave.all_to_all %h over @mesh["model"] split = 1 concat = 1 : tensor<2x8xbf16> -> tensor<2x8xbf16>
  // CHECK: cleave.all_slice %{{.*}} over @mesh["model"] dim = 1 : tensor<4x256xf32> -> tensor<4x64xf32>
  %7 = cleave.all_slice %x over @mesh["model"] dim = 1 : tensor<4x256xf32> -> tensor<4x64xf32>
  // CHECK: cleave.collective_permute %{{.*}} over @mesh["model"] pairs = [0, 1, 1, 2, 2, 3, 3, 0] : tensor<8x64xf32>
  %8 = cleave.collective_permute %p over @mesh["model"] pairs = [0, 1, 1, 2, 2, 3, 3, 0] : tensor<8x64xf32>
  // CHECK: cleave.group_index over @cube["c", "a"] : index
  %gi = cleave.group_index over @cube["c", "a"] : index
  // CHECK: cleave.all_gather %{{.*}} over @cube["c", "a"] dim = 0 : tensor<?x8xf32> -> tensor<?x8xf32>
  %c4 = arith.constant 4 : index
  %d = tensor.empty(%c4) : tensor<?x8xf32>
  %9 = cleave.all_gather %d over @cube["c", "a"] dim = 0 : tensor<?x8xf32> -> tensor<?x8xf32>
  return
}

// A partitioned function: local types, with the global type kept.
// CHECK-LABEL: func.func @partitioned
// CHECK-SAME: %{{.*}}: tensor<4x8xf32> {cleave.global_type = tensor<8x8xf32>, cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>}
// CHECK-SAME: attributes {cleave.partitioned}
func.func @partitioned(%a: tensor<4x8xf32> {cleave.global_type = tensor<8x8xf32>, cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>})
    -> (tensor<4x8xf32> {cleave.global_type = tensor<8x8xf32>, cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>}) attributes {cleave.partitioned} {
  return %a : tensor<4x8xf32>
}

// -----

cleave.mesh @mesh = <["stage"=2, "data"=2]>
// CHECK-LABEL: func.func @point_to_point
// CHECK: cleave.barrier over @mesh["data"]
// CHECK: cleave.send %{{.*}} over @mesh["stage"] to 1 tag = 3 : tensor<4x8xf32>
// CHECK: cleave.recv over @mesh["stage"] from 1 tag = 4 : tensor<4x8xf32>
func.func @point_to_point(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  cleave.barrier over @mesh["data"]
  cleave.send %x over @mesh["stage"] to 1 tag = 3 : tensor<4x8xf32>
  %y = cleave.recv over @mesh["stage"] from 1 tag = 4 : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// CHECK-LABEL: func.func @scans
// CHECK: cleave.scan %{{.*}} dim = 1 kind = sum : tensor<4x8xf32>
// CHECK: cleave.scan %{{.*}} dim = 0 kind = max exclusive reverse : tensor<4x8xf32>
// CHECK: cleave.scan %{{.*}} dim = 1 kind = prod reverse : tensor<4x8xi64>
func.func @scans(%x: tensor<4x8xf32>, %i: tensor<4x8xi64>) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xi64>) {
  %0 = cleave.scan %x dim = 1 kind = sum : tensor<4x8xf32>
  %1 = cleave.scan %x dim = 0 kind = max exclusive reverse : tensor<4x8xf32>
  %2 = cleave.scan %i dim = 1 kind = prod reverse : tensor<4x8xi64>
  return %0, %1, %2 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xi64>
}

// -----

// CHECK-LABEL: func.func @sorts
// CHECK: cleave.sort %{{.*}} dim = 1 : tensor<4x8xf32> -> tensor<4x8xi64>
// CHECK: cleave.sort %{{.*}} dim = 0 descending : tensor<4x8xf32> -> tensor<4x8xi32>
func.func @sorts(%x: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xi64>, tensor<4x8xf32>, tensor<4x8xi32>) {
  %v, %i = cleave.sort %x dim = 1 : tensor<4x8xf32> -> tensor<4x8xi64>
  %w, %j = cleave.sort %x dim = 0 descending : tensor<4x8xf32> -> tensor<4x8xi32>
  return %v, %i, %w, %j : tensor<4x8xf32>, tensor<4x8xi64>, tensor<4x8xf32>, tensor<4x8xi32>
}
