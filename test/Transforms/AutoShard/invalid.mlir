// RUN: cleave-opt %s -split-input-file --cleave-auto-shard="cluster=%S/Inputs/small-memory.json" -verify-diagnostics

// Nothing fits: even split over every device, 16 MiB of weights exceed
// 3 MB per device.
cleave.mesh @mesh = <["x"=2]>
// expected-error @+1 {{no sharding of @huge fits the device memory (3000000 bytes per device)}}
func.func @huge(%w: tensor<2048x2048xf32>) -> tensor<2048x2048xf32> {
  %0 = math.exp %w : tensor<2048x2048xf32>
  return %0 : tensor<2048x2048xf32>
}

// -----

// expected-error @+1 {{cleave-auto-shard needs exactly one cleave.mesh, found 0}}
module {
  func.func @f(%a: tensor<8xf32>) -> tensor<8xf32> {
    return %a : tensor<8xf32>
  }
}

// -----

// An annotation the op's factors cannot carry (an axis of 8 over a
// collapsed 4 x 2 dim).
cleave.mesh @mesh = <["x"=8]>
func.func @straddle(%a: tensor<4x2xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{its annotated sharding cannot be expressed on its factors}}
  %0 = tensor.collapse_shape %a [[0, 1]] {cleave.sharding = #cleave.sharding<@mesh, [{"x"}]>} : tensor<4x2xf32> into tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

cleave.mesh @mesh = <["x"=2]>
// expected-error @+1 {{cleave-auto-shard supports only single-block regions, but @branches has 3 blocks}}
func.func @branches(%c: i1, %a: tensor<8xf32>) -> tensor<8xf32> {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : tensor<8xf32>
^bb2:
  return %a : tensor<8xf32>
}
