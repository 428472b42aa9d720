// RUN: cleave-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics

// A stated rule that does not fit its op is an error naming the op.

func.func @rank(%a: tensor<8x4xf32>) -> tensor<8x4xf32> {
  // expected-error @+1 {{'my.op' op has a 'cleave.sharding_rule' that does not fit it: operand #0 has type 'tensor<8x4xf32>' (rank 2) but the rule gives it 3 dims}}
  %r = "my.op"(%a) {cleave.sharding_rule = #cleave.rule<([i, j, k]) -> ([i, j])>} : (tensor<8x4xf32>) -> tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}

// -----

func.func @count(%a: tensor<8x4xf32>) -> tensor<8x4xf32> {
  // expected-error @+1 {{'my.op' op has a 'cleave.sharding_rule' that does not fit it: the rule has 2 operands and 1 results, but the op has 1 and 1}}
  %r = "my.op"(%a) {cleave.sharding_rule = #cleave.rule<([i, j], [j]) -> ([i, j])>} : (tensor<8x4xf32>) -> tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}

// -----

func.func @sizes(%a: tensor<8x4xf32>, %b: tensor<5x6xf32>) -> tensor<8x6xf32> {
  // expected-error @+1 {{'my.op' op has a 'cleave.sharding_rule' that does not fit it: dim 0 of operand #1 has size 5 but its factors give 4}}
  %r = "my.op"(%a, %b) {cleave.sharding_rule = #cleave.rule<([i, k], [k, j]) -> ([i, j]) reduction={k}>} : (tensor<8x4xf32>, tensor<5x6xf32>) -> tensor<8x6xf32>
  return %r : tensor<8x6xf32>
}

// -----

func.func @stated(%a: tensor<8x4xf32>) -> tensor<8x4xf32> {
  // expected-error @+1 {{dim 0 of operand #0 has size 8 but its factors give 2}}
  %r = "my.op"(%a) {cleave.sharding_rule = #cleave.rule<([i, j]) -> ([i, j]) {i=2}>} : (tensor<8x4xf32>) -> tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}

// -----

func.func @infer(%a: tensor<24xf32>) -> tensor<24xf32> {
  // expected-error @+1 {{the size of factor 'i' cannot be inferred from the types; state it as {i=N}}}
  %r = "my.op"(%a) {cleave.sharding_rule = #cleave.rule<([i*j]) -> ([i*j])>} : (tensor<24xf32>) -> tensor<24xf32>
  return %r : tensor<24xf32>
}

// -----

func.func @indivisible(%a: tensor<24xf32>) -> tensor<24xf32> {
  // expected-error @+1 {{dim 0 of operand #0 has size 24, which its factors cannot divide}}
  %r = "my.op"(%a) {cleave.sharding_rule = #cleave.rule<([i*j]) -> ([i*j]) {i=5}>} : (tensor<24xf32>) -> tensor<24xf32>
  return %r : tensor<24xf32>
}

// -----

func.func @reduction_in_result(%a: tensor<8x4xf32>) -> tensor<8x4xf32> {
  // expected-error @+1 {{reduction factor 'j' indexes result #0; a reduction factor is summed away}}
  %r = "my.op"(%a) {cleave.sharding_rule = #cleave.rule<([i, j]) -> ([i, j]) reduction={j}>} : (tensor<8x4xf32>) -> tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}

// -----

func.func @unknown_factor(%a: tensor<8x4xf32>) -> tensor<8x4xf32> {
  // expected-error @+1 {{factor 'q' is not used by any operand or result}}
  %r = "my.op"(%a) {cleave.sharding_rule = #cleave.rule<([i, j]) -> ([i, j]) reduction={q}>} : (tensor<8x4xf32>) -> tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}

// -----

func.func @twice(%a: tensor<8x4xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{factor 'j' is listed twice in reduction / need_replication}}
  %r = "my.op"(%a) {cleave.sharding_rule = #cleave.rule<([i, j]) -> ([i]) reduction={j} need_replication={j}>} : (tensor<8x4xf32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

func.func @combiner(%a: tensor<8x4xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{unknown combiner 'avg'; expected sum, prod, max or min}}
  %r = "my.op"(%a) {cleave.sharding_rule = #cleave.rule<([i, j]) -> ([i]) reduction={j} combiner=avg>} : (tensor<8x4xf32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

func.func @not_a_rule(%a: tensor<8x4xf32>) -> tensor<8x4xf32> {
  // expected-error @+1 {{'cleave.sharding_rule' must be a #cleave.rule, got "([i, j]) -> ([i, j])"}}
  %r = "my.op"(%a) {cleave.sharding_rule = "([i, j]) -> ([i, j])"} : (tensor<8x4xf32>) -> tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}

// -----

func.func @regions(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{carries 'cleave.sharding_rule' but has regions; a stated rule is for ops without regions}}
  %r = "my.op"(%a) ({
    "my.yield"() : () -> ()
  }) {cleave.sharding_rule = #cleave.rule<([i]) -> ([i])>} : (tensor<8xf32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

// expected-error @+1 {{carries 'cleave.sharding_rule'; a rule describes an op, not a function}}
func.func @on_function(%a: tensor<8xf32>) -> tensor<8xf32> attributes {cleave.sharding_rule = #cleave.rule<([i]) -> ([i])>} {
  return %a : tensor<8xf32>
}

// -----

func.func @scalar(%a: tensor<8xf32>, %s: f32) -> tensor<8xf32> {
  // expected-error @+1 {{operand #1 has type 'f32' (rank 0) but the rule gives it 1 dims}}
  %r = "my.op"(%a, %s) {cleave.sharding_rule = #cleave.rule<([i], [i]) -> ([i])>} : (tensor<8xf32>, f32) -> tensor<8xf32>
  return %r : tensor<8xf32>
}
