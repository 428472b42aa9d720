// Upstream MLIR 22 (not ours): a linalg.generic whose iterator_types holds
// an integer crashes the parser (`mlir-opt` too; found by
// cleave-fuzz-partition, finding 18 of bench/reliability/results.md). The fuzz
// harnesses skip such inputs.
func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [7]} ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
