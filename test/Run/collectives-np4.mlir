// REQUIRES: mpi
// RUN: cleave-run -np 4 %s --entry main --verify --reference-entry reference | FileCheck %s
// Every operand staged through the runtime's host scratch (what --device cuda
// with the mpi backend does): the same results.
// RUN: env CLEAVE_RT_STAGE_HOST=1 cleave-run -np 4 %s --entry main --verify --reference-entry reference | FileCheck %s

// On a 2x2 mesh: all_to_all (row shards -> column shards), all_slice of a
// replicated value, collective_permute with a non-target (which receives
// zeros), and all_gather, all over two axes.

// CHECK: cleave-run: @main on 4 rank(s), mesh [2x2]
// CHECK: verify: result 0 matches
// CHECK: verify: result 1 matches
// CHECK: verify: result 2 matches
// CHECK: verify: result 3 matches
// CHECK: verify: OK

cleave.mesh @mesh = <["a"=2, "b"=2]>

func.func @main(
    %x: tensor<2x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"a", "b"}, {}]>,
                         cleave.global_type = tensor<8x8xf32>},
    %w: tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>,
                         cleave.global_type = tensor<8x8xf32>})
    -> (tensor<8x2xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"a", "b"}]>,
                         cleave.global_type = tensor<8x8xf32>},
        tensor<8x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"b"}]>,
                         cleave.global_type = tensor<8x8xf32>},
        tensor<2x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"a", "b"}, {}]>,
                         cleave.global_type = tensor<8x8xf32>},
        tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>,
                         cleave.global_type = tensor<8x8xf32>})
    attributes {cleave.partitioned} {
  %t = cleave.all_to_all %x over @mesh["a", "b"] split = 1 concat = 0 : tensor<2x8xf32> -> tensor<8x2xf32>
  %sq = arith.mulf %t, %t : tensor<8x2xf32>
  %s = cleave.all_slice %w over @mesh["b"] dim = 1 : tensor<8x8xf32> -> tensor<8x4xf32>
  %p = cleave.collective_permute %x over @mesh["a", "b"] pairs = [0, 1, 1, 2, 2, 3] : tensor<2x8xf32>
  %g = cleave.all_gather %x over @mesh["a", "b"] dim = 0 : tensor<2x8xf32> -> tensor<8x8xf32>
  %gw = arith.addf %g, %w : tensor<8x8xf32>
  return %sq, %s, %p, %gw : tensor<8x2xf32>, tensor<8x4xf32>, tensor<2x8xf32>, tensor<8x8xf32>
}

func.func @reference(%x: tensor<8x8xf32>, %w: tensor<8x8xf32>)
    -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) {
  %sq = arith.mulf %x, %x : tensor<8x8xf32>
  // Rows shift down by one shard (2 rows); the first shard has no source.
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x8xf32>) -> tensor<2x8xf32>
  %top = tensor.extract_slice %x[0, 0] [6, 8] [1, 1] : tensor<8x8xf32> to tensor<6x8xf32>
  %p = tensor.concat dim(0) %z, %top : (tensor<2x8xf32>, tensor<6x8xf32>) -> tensor<8x8xf32>
  %gw = arith.addf %x, %w : tensor<8x8xf32>
  return %sq, %w, %p, %gw : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
}
