// Reproducer (cleave-fuzz-partition, libFuzzer + ASan, minimised by hand):
// the upstream tensor.expand_shape verifier accepts a reassociation index past
// int32 (21474836482 = 10 * 2^31 + 2, checked after truncation), and the
// reshape sharding rule indexes the expanded dims with it: SEGV in
// ReassociationRuleModel<ExpandShapeOp>::getShardingRule
// (dialects/cleave/Rules/ShardingRuleModels.cpp:341) from cleave-propagate.
cleave.mesh @mesh = <["x"=2]>
func.func @main(%a: tensor<2x3x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}, {}]>}) -> tensor<2x3x2x4xf32> {
  %e = tensor.expand_shape %a [[0], [1], [21474836482, 3]] output_shape [2, 3, 2, 4] : tensor<2x3x8xf32> into tensor<2x3x2x4xf32>
  return %e : tensor<2x3x2x4xf32>
}
