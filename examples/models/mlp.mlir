// Model zoo: mlp, exported by examples/models/regenerate.sh (zoo.py); random weights.
// Arguments: the inputs, then every parameter/buffer (cleave.name = its name). {"inputs": ["x"], "parameters": 6}
#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @forward(%arg0: tensor<8x32xf32> {cleave.name = "x"}, %arg1: tensor<64x32xf32> {cleave.name = "0.weight"}, %arg2: tensor<64xf32> {cleave.name = "0.bias"}, %arg3: tensor<64x64xf32> {cleave.name = "2.weight"}, %arg4: tensor<64xf32> {cleave.name = "2.bias"}, %arg5: tensor<16x64xf32> {cleave.name = "4.weight"}, %arg6: tensor<16xf32> {cleave.name = "4.bias"}) -> tensor<8x16xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 5.000000e-01 : f32
    %cst_2 = arith.constant 1.41421354 : f32
    %0 = tensor.empty() : tensor<32x64xf32>
    %transposed = linalg.transpose ins(%arg1 : tensor<64x32xf32>) outs(%0 : tensor<32x64xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<8x64xf32>
    %2 = tensor.empty() : tensor<8x64xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %4 = linalg.matmul ins(%arg0, %transposed : tensor<8x32xf32>, tensor<32x64xf32>) outs(%3 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %5 = tensor.empty() : tensor<8x64xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg2 : tensor<64xf32>) outs(%5 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x64xf32>
    %7 = tensor.empty() : tensor<8x64xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%4, %6 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%7 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %26 = arith.addf %in, %in_5 : f32
      linalg.yield %26 : f32
    } -> tensor<8x64xf32>
    %9 = tensor.empty() : tensor<8x64xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<8x64xf32>) outs(%9 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %26 = arith.divf %in, %cst_2 : f32
      %27 = math.erf %26 : f32
      %28 = arith.addf %27, %cst_0 : f32
      %29 = arith.mulf %28, %cst_1 : f32
      %30 = arith.mulf %in, %29 : f32
      linalg.yield %30 : f32
    } -> tensor<8x64xf32>
    %11 = tensor.empty() : tensor<64x64xf32>
    %transposed_3 = linalg.transpose ins(%arg3 : tensor<64x64xf32>) outs(%11 : tensor<64x64xf32>) permutation = [1, 0] 
    %12 = linalg.matmul ins(%10, %transposed_3 : tensor<8x64xf32>, tensor<64x64xf32>) outs(%3 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %13 = tensor.empty() : tensor<8x64xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<64xf32>) outs(%13 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x64xf32>
    %15 = tensor.empty() : tensor<8x64xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%12, %14 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%15 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %26 = arith.addf %in, %in_5 : f32
      linalg.yield %26 : f32
    } -> tensor<8x64xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%16 : tensor<8x64xf32>) outs(%1 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %26 = arith.cmpf ugt, %in, %cst : f32
      %27 = arith.select %26, %in, %cst : f32
      linalg.yield %27 : f32
    } -> tensor<8x64xf32>
    %18 = tensor.empty() : tensor<64x16xf32>
    %transposed_4 = linalg.transpose ins(%arg5 : tensor<16x64xf32>) outs(%18 : tensor<64x16xf32>) permutation = [1, 0] 
    %19 = tensor.empty() : tensor<8x16xf32>
    %20 = tensor.empty() : tensor<8x16xf32>
    %21 = linalg.fill ins(%cst : f32) outs(%20 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %22 = linalg.matmul ins(%17, %transposed_4 : tensor<8x64xf32>, tensor<64x16xf32>) outs(%21 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %23 = tensor.empty() : tensor<8x16xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<16xf32>) outs(%23 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%22, %24 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%19 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %26 = arith.addf %in, %in_5 : f32
      linalg.yield %26 : f32
    } -> tensor<8x16xf32>
    return %25 : tensor<8x16xf32>
  }
}

