// REQUIRES: mpi
// JAX's attention scores, einsum("bhsk,bhtk->bhst"): the key is read
// transposed. Lowering merged the batch dims and made a default
// linalg.batch_matmul of it, which reads the key as [b*h, k, t] ("inferred
// input/output operand #1 has shape's dimension #1 to be 8, but found 16"),
// even on one rank; it now stays a generic and runs.
// RUN: cleave-run -np 2 %s --verify | FileCheck %s
// CHECK: verify: OK
cleave.mesh @mesh = <["x"=2]>
func.func @main(%q: tensor<2x4x8x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}, {}, {}]>},
                %k: tensor<2x4x12x16xf32>) -> tensor<2x4x8x12xf32> {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x8x12xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e : tensor<2x4x8x12xf32>) -> tensor<2x4x8x12xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(b, h, s, t, d) -> (b, h, s, d)>,
                                        affine_map<(b, h, s, t, d) -> (b, h, t, d)>,
                                        affine_map<(b, h, s, t, d) -> (b, h, s, t)>],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%q, %k : tensor<2x4x8x16xf32>, tensor<2x4x12x16xf32>) outs(%z : tensor<2x4x8x12xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<2x4x8x12xf32>
  return %r : tensor<2x4x8x12xf32>
}
