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
