// Reproducer (tools/cleave-fuzz seed 302 of the long run at 30869a3, shrunk by
// run.py --shrink to a concat + collapse, then by hand): collapse_shape of a
// major dim split unevenly (3 over 2 devices).
cleave.mesh @mesh = <["x"=2]>
func.func @main(%a: tensor<4x3x12xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"x"}, {}]>})
    -> tensor<4x36xf32> {
  %c = tensor.collapse_shape %a [[0], [1, 2]] : tensor<4x3x12xf32> into tensor<4x36xf32>
  return %c : tensor<4x36xf32>
}
