// RUN: cleave-opt %s -allow-unregistered-dialect -split-input-file -cleave-propagate -cleave-partition -verify-diagnostics

cleave.mesh @mesh = <["x"=2]>

func.func private @defined(%x: tensor<8x16xf32>) -> tensor<8x16xf32> {
  return %x : tensor<8x16xf32>
}
func.func @defined_callee(%x: tensor<8x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>}) -> tensor<8x16xf32> {
  // expected-error @+1 {{states a 'cleave.sharding_rule' for a call of @defined, which has a body; the partitioner partitions a defined function itself, so state rules only on calls of external kernels (declarations)}}
  %y = func.call @defined(%x) {cleave.sharding_rule = #cleave.rule<([b, n]) -> ([b, n])>} : (tensor<8x16xf32>) -> tensor<8x16xf32>
  return %y : tensor<8x16xf32>
}

// -----

cleave.mesh @mesh = <["x"=2]>

func.func private @kernel(tensor<8x16xf32>) -> tensor<8x16xf32>
func.func @two_signatures(%x: tensor<8x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>},
                          %w: tensor<8x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"x"}]>})
    -> (tensor<8x16xf32>, tensor<8x16xf32>) {
  %y = func.call @kernel(%x) {cleave.sharding_rule = #cleave.rule<([b, n]) -> ([b, n])>} : (tensor<8x16xf32>) -> tensor<8x16xf32>
  // expected-error @+1 {{calls @kernel on per-device types '(tensor<8x8xf32>) -> tensor<8x8xf32>', but another call of it is partitioned to '(tensor<4x16xf32>) -> tensor<4x16xf32>'}}
  %z = func.call @kernel(%w) {cleave.sharding_rule = #cleave.rule<([b, n]) -> ([b, n])>} : (tensor<8x16xf32>) -> tensor<8x16xf32>
  return %y, %z : tensor<8x16xf32>, tensor<8x16xf32>
}
