// REQUIRES: mpi
// A diagonal read (a linalg map (d0) -> (d0, d0)) of a row-split matrix:
// the factor cannot be split, so the matrix is gathered, and the result
// matches the unpartitioned program.
// RUN: cleave-run -np 2 %s --verify | FileCheck %s
// CHECK: verify: OK
cleave.mesh @mesh = <["x"=2]>
func.func @main(%a: tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>}) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0, d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a : tensor<8x8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}
