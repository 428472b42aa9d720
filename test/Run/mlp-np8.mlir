// REQUIRES: mpi
// RUN: cleave-run -np 8 %s --entry main --verify --reference-entry reference | FileCheck %s

// A tensor-parallel MLP on a 2x4 mesh, written by hand as the partitioner
// would: rows of x over "data", w1 columns and w2 rows over "model", the
// second matmul partial over "model" and resolved by an all_reduce (result 0)
// or a reduce_scatter (result 1); result 2 checks group_index on one and two
// axes through a global iota.

// CHECK: cleave-run: @main on 8 rank(s), mesh [2x4]
// CHECK: result 0: tensor<8x16xf32>
// CHECK: result 1: tensor<8x16xf32>
// CHECK: result 2: tensor<8x32xi32>
// CHECK: verify: result 0 matches the unpartitioned program (128 elements, f32
// CHECK: verify: result 1 matches
// CHECK: verify: result 2 matches the unpartitioned program (256 elements, i32
// CHECK: verify: OK

cleave.mesh @mesh = <["data"=2, "model"=4]>

#id = affine_map<(i, j) -> (i, j)>

func.func @main(
    %x: tensor<4x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>,
                          cleave.global_type = tensor<8x16xf32>},
    %w1: tensor<16x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}]>,
                           cleave.global_type = tensor<16x32xf32>},
    %w2: tensor<8x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"model"}, {}]>,
                           cleave.global_type = tensor<32x16xf32>})
    -> (tensor<4x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>,
                          cleave.global_type = tensor<8x16xf32>},
        tensor<4x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {"model"}]>,
                         cleave.global_type = tensor<8x16xf32>},
        tensor<1x32xi32> {cleave.sharding = #cleave.sharding<@mesh, [{"data", "model"}, {}]>,
                          cleave.global_type = tensor<8x32xi32>})
    attributes {cleave.partitioned} {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<4x8xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<4x16xf32>, tensor<16x8xf32>) outs(%f1 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %zeros = linalg.fill ins(%zero : f32) outs(%e1 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %relu = arith.maximumf %h, %zeros : tensor<4x8xf32>
  %e2 = tensor.empty() : tensor<4x16xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<4x16xf32>) -> tensor<4x16xf32>
  %p = linalg.matmul ins(%relu, %w2 : tensor<4x8xf32>, tensor<8x16xf32>) outs(%f2 : tensor<4x16xf32>) -> tensor<4x16xf32>
  %y = cleave.all_reduce %p over @mesh["model"] kind = sum : tensor<4x16xf32>
  %rs = cleave.reduce_scatter %p over @mesh["model"] dim = 1 kind = sum : tensor<4x16xf32> -> tensor<4x4xf32>

  // Global iota: element (r, c) = 32 r + c, this device's row r = position
  // over ["data", "model"].
  %gi = cleave.group_index over @mesh["data", "model"] : index
  %e3 = tensor.empty() : tensor<1x32xi32>
  %iota = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]}
      outs(%e3 : tensor<1x32xi32>) {
  ^bb0(%o: i32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %r = arith.addi %i, %gi : index
    %c32 = arith.constant 32 : index
    %r32 = arith.muli %r, %c32 : index
    %v = arith.addi %r32, %j : index
    %vi = arith.index_cast %v : index to i32
    linalg.yield %vi : i32
  } -> tensor<1x32xi32>
  return %y, %rs, %iota : tensor<4x16xf32>, tensor<4x4xf32>, tensor<1x32xi32>
}

func.func @reference(%x: tensor<8x16xf32>, %w1: tensor<16x32xf32>, %w2: tensor<32x16xf32>)
    -> (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x32xi32>) {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<8x32xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8x32xf32>) -> tensor<8x32xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<8x16xf32>, tensor<16x32xf32>) outs(%f1 : tensor<8x32xf32>) -> tensor<8x32xf32>
  %zeros = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8x32xf32>) -> tensor<8x32xf32>
  %relu = arith.maximumf %h, %zeros : tensor<8x32xf32>
  %e2 = tensor.empty() : tensor<8x16xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %y = linalg.matmul ins(%relu, %w2 : tensor<8x32xf32>, tensor<32x16xf32>) outs(%f2 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %e3 = tensor.empty() : tensor<8x32xi32>
  %iota = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]}
      outs(%e3 : tensor<8x32xi32>) {
  ^bb0(%o: i32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c32 = arith.constant 32 : index
    %r32 = arith.muli %i, %c32 : index
    %v = arith.addi %r32, %j : index
    %vi = arith.index_cast %v : index to i32
    linalg.yield %vi : i32
  } -> tensor<8x32xi32>
  return %y, %y, %iota : tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x32xi32>
}
