// RUN: cleave-opt %s --cleave-print-sharding-rules -o /dev/null 2>&1 | FileCheck %s

// A stated 'cleave.sharding_rule' wins over the rule an op has through
// ShardingRuleOpInterface (docs/extending.md): here arith.addf with its
// second dim needing the whole tensor, beside the same op without one. The
// stated rule says nothing of partial flow, so partial operands are reduced
// first.

// CHECK: remark: factors: f0=8 parallel, f1=4 replicated; operands: [f0, f1], [f0, f1]; results: [f0, f1]; partial: none
// CHECK: remark: factors: f0=8 parallel, f1=4 parallel; operands: [f0, f1], [f0, f1]; results: [f0, f1]; partial: additive over operands [0, 1]
func.func @override(%a: tensor<8x4xf32>, %b: tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<8x4xf32>) {
  %r = arith.addf %a, %b {cleave.sharding_rule = #cleave.rule<([i, j], [i, j]) -> ([i, j]) need_replication={j}>} : tensor<8x4xf32>
  %s = arith.addf %a, %b : tensor<8x4xf32>
  return %r, %s : tensor<8x4xf32>, tensor<8x4xf32>
}
