// Model zoo: moe, exported by examples/models/regenerate.sh (zoo.py); random weights.
// Arguments: the inputs, then every parameter/buffer (cleave.name = its name). {"inputs": ["x"], "parameters": 3}
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d0, 0)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0, d1) -> (d1)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
module {
  func.func @forward(%arg0: tensor<32x32xf32> {cleave.name = "x"}, %arg1: tensor<4x32x64xf32> {cleave.name = "w_in"}, %arg2: tensor<4x64x32xf32> {cleave.name = "w_out"}, %arg3: tensor<4x32xf32> {cleave.name = "router.weight"}) -> tensor<32x32xf32> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %0 = tensor.empty() : tensor<32x4xf32>
    %1 = tensor.empty() : tensor<32x4xf32>
    %transposed = linalg.transpose ins(%arg3 : tensor<4x32xf32>) outs(%1 : tensor<32x4xf32>) permutation = [1, 0] 
    %2 = tensor.empty() : tensor<32x4xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<32x4xf32>) -> tensor<32x4xf32>
    %4 = linalg.matmul ins(%arg0, %transposed : tensor<32x32xf32>, tensor<32x4xf32>) outs(%3 : tensor<32x4xf32>) -> tensor<32x4xf32>
    %5 = tensor.empty() : tensor<32xi64>
    %6 = linalg.fill ins(%c0_i64 : i64) outs(%5 : tensor<32xi64>) -> tensor<32xi64>
    %7 = tensor.empty() : tensor<32xf32>
    %8 = linalg.fill ins(%cst_0 : f32) outs(%7 : tensor<32xf32>) -> tensor<32xf32>
    %9:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "reduction"]} ins(%4 : tensor<32x4xf32>) outs(%8, %6 : tensor<32xf32>, tensor<32xi64>) {
    ^bb0(%in: f32, %out: f32, %out_17: i64):
      %45 = linalg.index 1 : index
      %46 = arith.index_cast %45 : index to i64
      %47 = arith.maximumf %in, %out : f32
      %48 = arith.cmpf ogt, %in, %out : f32
      %49 = arith.select %48, %46, %out_17 : i64
      linalg.yield %47, %49 : f32, i64
    } -> (tensor<32xf32>, tensor<32xi64>)
    %expanded = tensor.expand_shape %9#0 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32>
    %10 = tensor.empty() : tensor<32x4xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%4, %expanded : tensor<32x4xf32>, tensor<32x1xf32>) outs(%10 : tensor<32x4xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %45 = arith.subf %in, %in_17 : f32
      linalg.yield %45 : f32
    } -> tensor<32x4xf32>
    %12 = tensor.empty() : tensor<32x4xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%11 : tensor<32x4xf32>) outs(%12 : tensor<32x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %45 = math.exp %in : f32
      linalg.yield %45 : f32
    } -> tensor<32x4xf32>
    %14 = tensor.empty() : tensor<32x1xf32>
    %15 = linalg.fill ins(%cst : f32) outs(%14 : tensor<32x1xf32>) -> tensor<32x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%13 : tensor<32x4xf32>) outs(%15 : tensor<32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %45 = arith.addf %in, %out : f32
      linalg.yield %45 : f32
    } -> tensor<32x1xf32>
    %17 = tensor.empty() : tensor<32x4xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%13, %16 : tensor<32x4xf32>, tensor<32x1xf32>) outs(%17 : tensor<32x4xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %45 = arith.divf %in, %in_17 : f32
      linalg.yield %45 : f32
    } -> tensor<32x4xf32>
    %19:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "reduction"]} ins(%18 : tensor<32x4xf32>) outs(%8, %6 : tensor<32xf32>, tensor<32xi64>) {
    ^bb0(%in: f32, %out: f32, %out_17: i64):
      %45 = linalg.index 1 : index
      %46 = arith.index_cast %45 : index to i64
      %47 = arith.maximumf %in, %out : f32
      %48 = arith.cmpf ogt, %in, %out : f32
      %49 = arith.select %48, %46, %out_17 : i64
      linalg.yield %47, %49 : f32, i64
    } -> (tensor<32xf32>, tensor<32xi64>)
    %expanded_1 = tensor.expand_shape %19#1 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %20 = tensor.empty() : tensor<4xi64>
    %21 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%20 : tensor<4xi64>) {
    ^bb0(%out: i64):
      %45 = linalg.index 0 : index
      %46 = arith.index_cast %45 : index to i64
      linalg.yield %46 : i64
    } -> tensor<4xi64>
    %22 = tensor.empty() : tensor<32x4xi1>
    %23 = linalg.generic {indexing_maps = [#map2, #map4, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_1, %21 : tensor<32x1xi64>, tensor<4xi64>) outs(%22 : tensor<32x4xi1>) {
    ^bb0(%in: i64, %in_17: i64, %out: i1):
      %45 = arith.cmpi eq, %in, %in_17 : i64
      linalg.yield %45 : i1
    } -> tensor<32x4xi1>
    %24 = tensor.empty() : tensor<32x4xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%23 : tensor<32x4xi1>) outs(%24 : tensor<32x4xf32>) {
    ^bb0(%in: i1, %out: f32):
      %45 = arith.uitofp %in : i1 to f32
      linalg.yield %45 : f32
    } -> tensor<32x4xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%18, %25 : tensor<32x4xf32>, tensor<32x4xf32>) outs(%0 : tensor<32x4xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %45 = arith.mulf %in, %in_17 : f32
      linalg.yield %45 : f32
    } -> tensor<32x4xf32>
    %expanded_2 = tensor.expand_shape %arg1 [[0], [1], [2, 3]] output_shape [4, 32, 64, 1] : tensor<4x32x64xf32> into tensor<4x32x64x1xf32>
    %expanded_3 = tensor.expand_shape %arg0 [[0, 1], [2]] output_shape [1, 32, 32] : tensor<32x32xf32> into tensor<1x32x32xf32>
    %27 = tensor.empty() : tensor<32x4x64x1xf32>
    %transposed_4 = linalg.transpose ins(%expanded_2 : tensor<4x32x64x1xf32>) outs(%27 : tensor<32x4x64x1xf32>) permutation = [1, 0, 2, 3] 
    %collapsed = tensor.collapse_shape %transposed_4 [[0], [1, 2, 3]] : tensor<32x4x64x1xf32> into tensor<32x256xf32>
    %expanded_5 = tensor.expand_shape %collapsed [[0, 1], [2]] output_shape [1, 32, 256] : tensor<32x256xf32> into tensor<1x32x256xf32>
    %28 = tensor.empty() : tensor<1x32x256xf32>
    %29 = linalg.fill ins(%cst : f32) outs(%28 : tensor<1x32x256xf32>) -> tensor<1x32x256xf32>
    %30 = linalg.batch_matmul ins(%expanded_3, %expanded_5 : tensor<1x32x32xf32>, tensor<1x32x256xf32>) outs(%29 : tensor<1x32x256xf32>) -> tensor<1x32x256xf32>
    %collapsed_6 = tensor.collapse_shape %30 [[0, 1], [2]] : tensor<1x32x256xf32> into tensor<32x256xf32>
    %expanded_7 = tensor.expand_shape %collapsed_6 [[0], [1, 2, 3]] output_shape [32, 1, 4, 64] : tensor<32x256xf32> into tensor<32x1x4x64xf32>
    %31 = tensor.empty() : tensor<4x32x64x1xf32>
    %transposed_8 = linalg.transpose ins(%expanded_7 : tensor<32x1x4x64xf32>) outs(%31 : tensor<4x32x64x1xf32>) permutation = [2, 0, 3, 1] 
    %collapsed_9 = tensor.collapse_shape %transposed_8 [[0], [1], [2, 3]] : tensor<4x32x64x1xf32> into tensor<4x32x64xf32>
    %32 = tensor.empty() : tensor<4x32x64xf32>
    %33 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_9 : tensor<4x32x64xf32>) outs(%32 : tensor<4x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %45 = arith.cmpf ugt, %in, %cst : f32
      %46 = arith.select %45, %in, %cst : f32
      linalg.yield %46 : f32
    } -> tensor<4x32x64xf32>
    %34 = tensor.empty() : tensor<4x32x32xf32>
    %35 = linalg.fill ins(%cst : f32) outs(%34 : tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %36 = linalg.batch_matmul ins(%33, %arg2 : tensor<4x32x64xf32>, tensor<4x64x32xf32>) outs(%35 : tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %expanded_10 = tensor.expand_shape %36 [[0], [1], [2, 3]] output_shape [4, 32, 1, 32] : tensor<4x32x32xf32> into tensor<4x32x1x32xf32>
    %37 = tensor.empty() : tensor<4x32x32x1xf32>
    %transposed_11 = linalg.transpose ins(%expanded_10 : tensor<4x32x1x32xf32>) outs(%37 : tensor<4x32x32x1xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_12 = tensor.collapse_shape %transposed_11 [[0], [1], [2, 3]] : tensor<4x32x32x1xf32> into tensor<4x32x32xf32>
    %expanded_13 = tensor.expand_shape %26 [[0], [1, 2]] output_shape [32, 1, 4] : tensor<32x4xf32> into tensor<32x1x4xf32>
    %38 = tensor.empty() : tensor<32x4x32xf32>
    %transposed_14 = linalg.transpose ins(%collapsed_12 : tensor<4x32x32xf32>) outs(%38 : tensor<32x4x32xf32>) permutation = [1, 0, 2] 
    %39 = tensor.empty() : tensor<32x1x32xf32>
    %40 = linalg.fill ins(%cst : f32) outs(%39 : tensor<32x1x32xf32>) -> tensor<32x1x32xf32>
    %41 = linalg.batch_matmul ins(%expanded_13, %transposed_14 : tensor<32x1x4xf32>, tensor<32x4x32xf32>) outs(%40 : tensor<32x1x32xf32>) -> tensor<32x1x32xf32>
    %42 = tensor.empty() : tensor<32x32x1xf32>
    %transposed_15 = linalg.transpose ins(%41 : tensor<32x1x32xf32>) outs(%42 : tensor<32x32x1xf32>) permutation = [0, 2, 1] 
    %collapsed_16 = tensor.collapse_shape %transposed_15 [[0], [1, 2]] : tensor<32x32x1xf32> into tensor<32x32xf32>
    %43 = tensor.empty() : tensor<32x32xf32>
    %44 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %collapsed_16 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%43 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %45 = arith.addf %in, %in_17 : f32
      linalg.yield %45 : f32
    } -> tensor<32x32xf32>
    return %44 : tensor<32x32xf32>
  }
}

