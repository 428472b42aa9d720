// RUN: cleave-opt %s -split-input-file -cleave-partition -verify-diagnostics

// Partitioning needs every value sharded.
cleave.mesh @mesh = <["x"=2]>
// expected-error @+1 {{argument #0 of @unsharded has no sharding; run cleave-propagate first}}
func.func @unsharded(%a: tensor<8xf32>) -> tensor<8xf32> {
  return %a : tensor<8xf32>
}

// -----

cleave.mesh @mesh = <["x"=2]>
func.func @unsharded_op(%a: tensor<8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}]>})
    -> (tensor<8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}]>}) {
  // expected-error @+1 {{result #0 has no sharding; run cleave-propagate first}}
  %0 = math.exp %a : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// expected-error @+1 {{cleave-partition supports one mesh per module, found 2}}
module {
  cleave.mesh @a = <["x"=2]>
  cleave.mesh @b = <["y"=2]>
}

// -----

// A split dynamic dim cannot be partitioned.
cleave.mesh @mesh = <["x"=2]>
// expected-error @+1 {{dim 0 of argument #0 of @dynamic is dynamic and cannot be split over {"x"}}}
func.func @dynamic(%a: tensor<?xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}]>})
    -> (tensor<?xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}]>}) {
  return %a : tensor<?xf32>
}

// -----

// The upstream verifier checks reassociation indices after truncating them
// to 32 bits (21474836482 = 10 * 2^31 + 2); the partitioner refuses them.
cleave.mesh @mesh = <["x"=2]>
func.func @huge_reassociation(%a: tensor<2x3x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}, {}]>})
    -> (tensor<2x3x2x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}, {}, {}]>}) {
  // expected-error @+1 {{'tensor.expand_shape': reassociation index 21474836482 is out of range for rank 4}}
  %e = tensor.expand_shape %a [[0], [1], [21474836482, 3]] output_shape [2, 3, 2, 4] {cleave.sharding = #cleave.sharding<@mesh, [{}, {}, {}, {}]>} : tensor<2x3x8xf32> into tensor<2x3x2x4xf32>
  return %e : tensor<2x3x2x4xf32>
}
