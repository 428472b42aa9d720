// RUN: cleave-opt %s -split-input-file -cleave-partition -verify-diagnostics

// Uneven splits are refused, naming the value and the dim.
cleave.mesh @mesh = <["x"=4]>
// expected-error @+1 {{dim 0 of argument #0 of @uneven has size 10, which the 4 devices of {"x"} do not divide; cleave-partition only splits dims evenly (pad the tensor or choose another sharding)}}
func.func @uneven(%a: tensor<10x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>})
    -> (tensor<10x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>}) {
  return %a : tensor<10x8xf32>
}

// -----

// An op whose result is split unevenly: the operand reshard says so first.
cleave.mesh @mesh = <["x"=4]>
func.func @uneven_op(%a: tensor<8x6xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>})
    -> (tensor<8x6xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>}) {
  // expected-error @+1 {{dim 1 of argument #0 of @uneven_op has size 6, which the 4 devices of {"x"} do not divide}}
  %0 = math.exp %a {cleave.sharding = #cleave.sharding<@mesh, [{}, {"x"}]>} : tensor<8x6xf32>
  return %0 : tensor<8x6xf32>
}

// -----

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
