// One 4096^3 f32 matmul plus a bias and ReLU on a mesh of one device, for
// the GPU figures (TFLOP/s of the cuBLAS path against cuBLAS alone, in
// scripts/gpu-check.sh) and the NCCL backend at world size 1:
//   cleave-run --device cuda --backend nccl --verify --profile --repeat 5 examples/gpu/matmul.mlir
cleave.mesh @mesh = <["x"=1]>

func.func @matmul(
    %a: tensor<4096x4096xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>},
    %b: tensor<4096x4096xf32>,
    %bias: tensor<4096xf32>)
    -> tensor<4096x4096xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4096x4096xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  %c = linalg.matmul ins(%a, %b : tensor<4096x4096xf32>, tensor<4096x4096xf32>)
                     outs(%f : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%c, %bias : tensor<4096x4096xf32>, tensor<4096xf32>) outs(%e : tensor<4096x4096xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    %m = arith.maximumf %s, %zero : f32
    linalg.yield %m : f32
  } -> tensor<4096x4096xf32>
  %g = cleave.constraint %r <@mesh, [{}, {}]> : tensor<4096x4096xf32>
  return %g : tensor<4096x4096xf32>
}
