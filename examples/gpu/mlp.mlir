// A Megatron-style MLP on 2 devices, for the GPU checks: the first weight
// split by columns, the second by rows, one all_reduce of the output.
//   cleave-run -np 2 --device cuda --backend mpi --verify examples/gpu/mlp.mlir
// (two ranks sharing one GPU: host-staged collectives; with one GPU per rank
// use --backend nccl).
cleave.mesh @mesh = <["model"=2]>

func.func @mlp(
    %x:  tensor<256x1024xf32>,
    %w1: tensor<1024x4096xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}]>},
    %w2: tensor<4096x1024xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"model"}, {}]>})
    -> tensor<256x1024xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<256x4096xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<256x4096xf32>) -> tensor<256x4096xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<256x1024xf32>, tensor<1024x4096xf32>)
                     outs(%f1 : tensor<256x4096xf32>) -> tensor<256x4096xf32>
  // ReLU keeps the inputs' multiples of 1/64 exact, so both matmuls sum
  // exactly in f32 and the split over "model" may reorder the sums freely.
  %zeros = linalg.fill ins(%zero : f32) outs(%e1 : tensor<256x4096xf32>) -> tensor<256x4096xf32>
  %a = arith.maximumf %h, %zeros : tensor<256x4096xf32>
  %e3 = tensor.empty() : tensor<256x1024xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %y = linalg.matmul ins(%a, %w2 : tensor<256x4096xf32>, tensor<4096x1024xf32>)
                     outs(%f3 : tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %e4 = tensor.empty() : tensor<256x1024xf32>
  %s = linalg.softmax dimension(1) ins(%y : tensor<256x1024xf32>) outs(%e4 : tensor<256x1024xf32>) -> tensor<256x1024xf32>
  return %s : tensor<256x1024xf32>
}
