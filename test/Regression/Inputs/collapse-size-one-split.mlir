// Seed 6633 of the differential run (tools/cleave-fuzz/gen.py), reduced by
// hand: a size-1 dim split over 2 devices (device 1 holds only padding) and
// collapsed away. The size-1 factor is in no result, so the partitioner must
// gather it; it kept it split, and device 1 computed from its padding.
cleave.mesh @mesh = <["x"=1, "y"=1, "z"=2]>
func.func @main(%a1: tensor<5x1xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"z", "y", "x", ?}]>},
    %a7: tensor<5xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}]>})
    -> (tensor<5xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"z", "y", "x", ?}]>}, tensor<5xf32>) {
  %v5 = tensor.collapse_shape %a1 [[0, 1]] : tensor<5x1xf32> into tensor<5xf32>
  %v8_e = tensor.empty() : tensor<5xf32>
  %v8 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v5, %a7 : tensor<5xf32>, tensor<5xf32>) outs(%v8_e : tensor<5xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<5xf32>
  return %v8, %v5 : tensor<5xf32>, tensor<5xf32>
}
