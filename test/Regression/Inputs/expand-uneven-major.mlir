// Reproducer (tools/cleave-fuzz seed 591 of the long run at 30869a3, shrunk by
// run.py --shrink): expand_shape whose major result dim is split unevenly
// (2 over the 3 devices of "y"), from the sharding of the value it is added to.
cleave.mesh @mesh = <["y"=3]>
func.func @main(%a5: tensor<2x2xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"y"}, {}]>},
    %sv3: tensor<4xf32>)
    -> (tensor<2x2xf32>) {
  %v4 = tensor.expand_shape %sv3 [[0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xf32>
  %v6 = arith.addf %v4, %a5 : tensor<2x2xf32>
  return %v6 : tensor<2x2xf32>
}
