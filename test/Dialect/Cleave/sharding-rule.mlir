// RUN: cleave-opt %s -allow-unregistered-dialect -split-input-file | cleave-opt -allow-unregistered-dialect -split-input-file | FileCheck %s

// #cleave.rule states the factors of an op Cleave has no rule for; it
// prints back as written (sizes only where stated), and re-parses.

// CHECK-LABEL: func.func @matmul
// CHECK: cleave.sharding_rule = #cleave.rule<([i, k], [k, j]) -> ([i, j]) reduction={k}>
func.func @matmul(%a: tensor<8x4xf32>, %b: tensor<4x6xf32>) -> tensor<8x6xf32> {
  %r = "my.matmul"(%a, %b) {cleave.sharding_rule = #cleave.rule<([i, k], [k, j]) -> ([i, j]) reduction={k}>}
      : (tensor<8x4xf32>, tensor<4x6xf32>) -> tensor<8x6xf32>
  return %r : tensor<8x6xf32>
}

// -----

// CHECK-LABEL: func.func @compound
// CHECK: #cleave.rule<([i*j], []) -> ([i, j]) {i=4}>
func.func @compound(%a: tensor<24xf32>, %s: f32) -> tensor<4x6xf32> {
  %r = "my.reshape_scale"(%a, %s) {cleave.sharding_rule = #cleave.rule<([i*j], []) -> ([i, j]) {i=4}>}
      : (tensor<24xf32>, f32) -> tensor<4x6xf32>
  return %r : tensor<4x6xf32>
}

// -----

// CHECK-LABEL: func.func @kinds
// CHECK: #cleave.rule<([b, s, d], [b, t, d]) -> ([b, s]) reduction={d} need_replication={t} combiner=max>
func.func @kinds(%q: tensor<2x8x4xf32>, %k: tensor<2x8x4xf32>) -> tensor<2x8xf32> {
  %r = "my.score_max"(%q, %k) {cleave.sharding_rule = #cleave.rule<([b, s, d], [b, t, d]) -> ([b, s]) combiner = max need_replication={t} reduction={d}>}
      : (tensor<2x8x4xf32>, tensor<2x8x4xf32>) -> tensor<2x8xf32>
  return %r : tensor<2x8xf32>
}
