// A Megatron-style MLP on a 2 x 4 mesh: the batch is split over "data", the
// first weight by columns and the second by rows over "model".
cleave.mesh @mesh = <["data"=2, "model"=4]>

func.func @mlp(
    %x:  tensor<8x1024xf32>    {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>},
    %w1: tensor<1024x4096xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}]>},
    %w2: tensor<4096x1024xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"model"}, {}]>})
    -> (tensor<8x1024xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>}) {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<8x4096xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8x4096xf32>) -> tensor<8x4096xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<8x1024xf32>, tensor<1024x4096xf32>)
                     outs(%f1 : tensor<8x4096xf32>) -> tensor<8x4096xf32>
  %e2 = tensor.empty() : tensor<8x4096xf32>
  %a = linalg.elementwise kind=#linalg.elementwise_kind<tanh>
         ins(%h : tensor<8x4096xf32>) outs(%e2 : tensor<8x4096xf32>) -> tensor<8x4096xf32>
  %e3 = tensor.empty() : tensor<8x1024xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<8x1024xf32>) -> tensor<8x1024xf32>
  %y = linalg.matmul ins(%a, %w2 : tensor<8x4096xf32>, tensor<4096x1024xf32>)
                     outs(%f3 : tensor<8x1024xf32>) -> tensor<8x1024xf32>
  return %y : tensor<8x1024xf32>
}
