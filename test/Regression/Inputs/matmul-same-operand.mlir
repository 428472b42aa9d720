// Reproducer (tools/cleave-fuzz, seed 10 of the first generator version, shrunk by hand):
// one value used as both operands of a matmul, which need different shardings
// (A as [{}, {"y"}] for the LHS, the RHS needs its dim 0 split or gathered).
cleave.mesh @mesh = <["y"=4]>
func.func @main(%a: tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"y"}]>}) -> tensor<8x8xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %m = linalg.matmul ins(%a, %a : tensor<8x8xf32>, tensor<8x8xf32>) outs(%f : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %m : tensor<8x8xf32>
}
