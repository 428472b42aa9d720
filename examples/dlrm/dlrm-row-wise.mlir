cleave.mesh @mesh = <["x"=4]>
func.func @main(%ids0: tensor<4xi64>,
                %ids1: tensor<4xi64>,
                %ids2: tensor<4xi64>,
                %t0: tensor<16x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>},
                %t1: tensor<12x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>},
                %t2: tensor<7x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>},
                %dense: tensor<4x8xf32>,
                %w: tensor<8x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 16 : i64
  %l0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>],
                        iterator_types = ["parallel", "parallel"]}
      ins(%ids0 : tensor<4xi64>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: i64, %out: f32):
    %p = arith.addi %in, %c0 : i64
    %q = arith.remui %p, %c0 : i64
    %i = arith.index_cast %q : i64 to index
    %j = linalg.index 1 : index
    %v = tensor.extract %t0[%i, %j] : tensor<16x8xf32>
    linalg.yield %v : f32
  } -> tensor<4x8xf32>
  %c1 = arith.constant 12 : i64
  %l1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>],
                        iterator_types = ["parallel", "parallel"]}
      ins(%ids1 : tensor<4xi64>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: i64, %out: f32):
    %p = arith.addi %in, %c1 : i64
    %q = arith.remui %p, %c1 : i64
    %i = arith.index_cast %q : i64 to index
    %j = linalg.index 1 : index
    %v = tensor.extract %t1[%i, %j] : tensor<12x8xf32>
    linalg.yield %v : f32
  } -> tensor<4x8xf32>
  %c2 = arith.constant 7 : i64
  %l2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>],
                        iterator_types = ["parallel", "parallel"]}
      ins(%ids2 : tensor<4xi64>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: i64, %out: f32):
    %p = arith.addi %in, %c2 : i64
    %q = arith.remui %p, %c2 : i64
    %i = arith.index_cast %q : i64 to index
    %j = linalg.index 1 : index
    %v = tensor.extract %t2[%i, %j] : tensor<7x8xf32>
    linalg.yield %v : f32
  } -> tensor<4x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %h = linalg.matmul ins(%dense, %w : tensor<4x8xf32>, tensor<8x8xf32>) outs(%f : tensor<4x8xf32>) -> tensor<4x8xf32>
  %s0 = arith.addf %h, %l0 : tensor<4x8xf32>
  %s1 = arith.addf %s0, %l1 : tensor<4x8xf32>
  %s2 = arith.addf %s1, %l2 : tensor<4x8xf32>
  %r = math.tanh %s2 : tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}
