// RUN: cleave-opt %s -allow-unregistered-dialect -split-input-file -cleave-propagate -cleave-partition | FileCheck %s

// A factor that indexes two dims of one tensor (a diagonal) cannot be split:
// both dims would need the same mesh axes. The op sees the tensor whole
// (this used to end in "internal error: cannot reshard ... to
// [{"x"}, {"x"}]").

cleave.mesh @mesh = <["x"=2]>

// CHECK-LABEL: func.func @linalg_diagonal
// CHECK: %[[G:.*]] = cleave.all_gather %arg0 over @mesh["x"] dim = 0 : tensor<4x8xf32> -> tensor<8x8xf32>
// CHECK: linalg.generic {{.*}} ins(%[[G]] : tensor<8x8xf32>)
func.func @linalg_diagonal(%a: tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>}) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0, d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a : tensor<8x8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

cleave.mesh @mesh = <["x"=2]>

// CHECK-LABEL: func.func @stated_diagonal
// CHECK: %[[G:.*]] = cleave.all_gather %arg0 over @mesh["x"] dim = 0 : tensor<4x8xf32> -> tensor<8x8xf32>
// CHECK: "my.diag"(%[[G]]) {{.*}} : (tensor<8x8xf32>) -> tensor<8xf32>
func.func @stated_diagonal(%a: tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>}) -> tensor<8xf32> {
  %r = "my.diag"(%a) {cleave.sharding_rule = #cleave.rule<([i, i]) -> ([i])>} : (tensor<8x8xf32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}
