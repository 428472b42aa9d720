cleave.mesh @mesh = <["x"=2]>
func.func @main(%a: tensor<4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}]>},
                %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = arith.addf %a, %b : tensor<4xf32>
  return %r : tensor<4xf32>
}
