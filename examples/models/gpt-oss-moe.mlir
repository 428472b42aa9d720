// Model zoo: gpt-oss-moe, exported by examples/models/regenerate.sh (zoo.py); random weights.
// Arguments: the inputs, then every parameter/buffer (cleave.name = its name). {"inputs": ["x"], "parameters": 6}
#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d0)>
#map4 = affine_map<(d0, d1) -> (d0, 0)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map7 = affine_map<(d0, d1, d2) -> (d0)>
module {
  func.func @forward(%arg0: tensor<8x16x32xf32> {cleave.name = "x"}, %arg1: tensor<4x32xf32> {cleave.name = "router.weight"}, %arg2: tensor<4xf32> {cleave.name = "router.bias"}, %arg3: tensor<4x32x64xf32> {cleave.name = "experts.gate_up_proj"}, %arg4: tensor<4x64xf32> {cleave.name = "experts.gate_up_proj_bias"}, %arg5: tensor<4x32x32xf32> {cleave.name = "experts.down_proj"}, %arg6: tensor<4x32xf32> {cleave.name = "experts.down_proj_bias"}) -> (tensor<8x16x32xf32>, tensor<128x2xf32>) {
    %c4_i64 = arith.constant 4 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant dense<0xFF800000> : tensor<128x4xf32>
    %cst_3 = arith.constant dense<false> : tensor<128x4xi1>
    %cst_4 = arith.constant 1.702000e+00 : f64
    %cst_5 = arith.constant 7.000000e+00 : f32
    %cst_6 = arith.constant -7.000000e+00 : f32
    %cst_7 = arith.constant dense<4> : tensor<128x4xi64>
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<8x16x32xf32> into tensor<128x32xf32>
    %0 = tensor.empty() : tensor<32x4xf32>
    %transposed = linalg.transpose ins(%arg1 : tensor<4x32xf32>) outs(%0 : tensor<32x4xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<128x4xf32>
    %2 = tensor.empty() : tensor<128x4xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<128x4xf32>) -> tensor<128x4xf32>
    %4 = linalg.matmul ins(%collapsed, %transposed : tensor<128x32xf32>, tensor<32x4xf32>) outs(%3 : tensor<128x4xf32>) -> tensor<128x4xf32>
    %5 = tensor.empty() : tensor<128x4xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg2 : tensor<4xf32>) outs(%5 : tensor<128x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x4xf32>
    %7 = tensor.empty() : tensor<128x4xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%4, %6 : tensor<128x4xf32>, tensor<128x4xf32>) outs(%7 : tensor<128x4xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %93 = arith.addf %in, %in_24 : f32
      linalg.yield %93 : f32
    } -> tensor<128x4xf32>
    %9 = tensor.empty() : tensor<4xi64>
    %10 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%9 : tensor<4xi64>) {
    ^bb0(%out: i64):
      %93 = linalg.index 0 : index
      %94 = arith.index_cast %93 : index to i64
      linalg.yield %94 : i64
    } -> tensor<4xi64>
    %11 = tensor.empty() : tensor<128x4xi64>
    %12 = tensor.empty() : tensor<128x4xi64>
    %13 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%10 : tensor<4xi64>) outs(%12 : tensor<128x4xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<128x4xi64>
    %14 = tensor.empty() : tensor<128xi64>
    %15 = tensor.empty() : tensor<128xi64>
    %16 = linalg.fill ins(%c0_i64 : i64) outs(%15 : tensor<128xi64>) -> tensor<128xi64>
    %17 = tensor.empty() : tensor<128xf32>
    %18 = linalg.fill ins(%cst_0 : f32) outs(%17 : tensor<128xf32>) -> tensor<128xf32>
    %19:2 = linalg.generic {indexing_maps = [#map1, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%8 : tensor<128x4xf32>) outs(%18, %16 : tensor<128xf32>, tensor<128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_24: i64):
      %93 = linalg.index 1 : index
      %94 = arith.index_cast %93 : index to i64
      %95 = arith.maximumf %in, %out : f32
      %96 = arith.cmpf ogt, %in, %out : f32
      %97 = arith.select %96, %94, %out_24 : i64
      linalg.yield %95, %97 : f32, i64
    } -> (tensor<128xf32>, tensor<128xi64>)
    %expanded = tensor.expand_shape %19#0 [[0, 1]] output_shape [128, 1] : tensor<128xf32> into tensor<128x1xf32>
    %20 = tensor.empty() : tensor<128x4xi1>
    %21 = tensor.empty() : tensor<128x4xi1>
    %22 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%8, %expanded : tensor<128x4xf32>, tensor<128x1xf32>) outs(%21 : tensor<128x4xi1>) {
    ^bb0(%in: f32, %in_24: f32, %out: i1):
      %93 = arith.cmpf oeq, %in, %in_24 : f32
      linalg.yield %93 : i1
    } -> tensor<128x4xi1>
    %23 = tensor.empty() : tensor<128x4xi1>
    %24 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_3 : tensor<128x4xi1>) outs(%23 : tensor<128x4xi1>) {
    ^bb0(%in: i1, %out: i1):
      %93 = arith.xori %in, %true : i1
      linalg.yield %93 : i1
    } -> tensor<128x4xi1>
    %25 = tensor.empty() : tensor<128x4xi1>
    %26 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%22, %24 : tensor<128x4xi1>, tensor<128x4xi1>) outs(%25 : tensor<128x4xi1>) {
    ^bb0(%in: i1, %in_24: i1, %out: i1):
      %93 = arith.andi %in, %in_24 : i1
      linalg.yield %93 : i1
    } -> tensor<128x4xi1>
    %27 = tensor.empty() : tensor<128x4xi64>
    %28 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%26, %13, %cst_7 : tensor<128x4xi1>, tensor<128x4xi64>, tensor<128x4xi64>) outs(%27 : tensor<128x4xi64>) {
    ^bb0(%in: i1, %in_24: i64, %in_25: i64, %out: i64):
      %93 = arith.select %in, %in_24, %in_25 : i64
      linalg.yield %93 : i64
    } -> tensor<128x4xi64>
    %29 = linalg.fill ins(%c9223372036854775807_i64 : i64) outs(%14 : tensor<128xi64>) -> tensor<128xi64>
    %30:2 = linalg.generic {indexing_maps = [#map1, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%28 : tensor<128x4xi64>) outs(%29, %16 : tensor<128xi64>, tensor<128xi64>) {
    ^bb0(%in: i64, %out: i64, %out_24: i64):
      %93 = linalg.index 1 : index
      %94 = arith.index_cast %93 : index to i64
      %95 = arith.minsi %in, %out : i64
      %96 = arith.cmpi slt, %in, %out : i64
      %97 = arith.select %96, %94, %out_24 : i64
      linalg.yield %95, %97 : i64, i64
    } -> (tensor<128xi64>, tensor<128xi64>)
    %expanded_8 = tensor.expand_shape %30#0 [[0, 1]] output_shape [128, 1] : tensor<128xi64> into tensor<128x1xi64>
    %31 = tensor.empty() : tensor<128x4xi1>
    %32 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%13, %expanded_8 : tensor<128x4xi64>, tensor<128x1xi64>) outs(%31 : tensor<128x4xi1>) {
    ^bb0(%in: i64, %in_24: i64, %out: i1):
      %93 = arith.cmpi eq, %in, %in_24 : i64
      linalg.yield %93 : i1
    } -> tensor<128x4xi1>
    %33 = tensor.empty() : tensor<128x4xi1>
    %34 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_3, %32 : tensor<128x4xi1>, tensor<128x4xi1>) outs(%33 : tensor<128x4xi1>) {
    ^bb0(%in: i1, %in_24: i1, %out: i1):
      %93 = arith.ori %in, %in_24 : i1
      linalg.yield %93 : i1
    } -> tensor<128x4xi1>
    %35 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%34, %cst_2, %8 : tensor<128x4xi1>, tensor<128x4xf32>, tensor<128x4xf32>) outs(%1 : tensor<128x4xf32>) {
    ^bb0(%in: i1, %in_24: f32, %in_25: f32, %out: f32):
      %93 = arith.select %in, %in_24, %in_25 : f32
      linalg.yield %93 : f32
    } -> tensor<128x4xf32>
    %36:2 = linalg.generic {indexing_maps = [#map1, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%35 : tensor<128x4xf32>) outs(%18, %16 : tensor<128xf32>, tensor<128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_24: i64):
      %93 = linalg.index 1 : index
      %94 = arith.index_cast %93 : index to i64
      %95 = arith.maximumf %in, %out : f32
      %96 = arith.cmpf ogt, %in, %out : f32
      %97 = arith.select %96, %94, %out_24 : i64
      linalg.yield %95, %97 : f32, i64
    } -> (tensor<128xf32>, tensor<128xi64>)
    %expanded_9 = tensor.expand_shape %36#0 [[0, 1]] output_shape [128, 1] : tensor<128xf32> into tensor<128x1xf32>
    %37 = tensor.empty() : tensor<128x4xi1>
    %38 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%35, %expanded_9 : tensor<128x4xf32>, tensor<128x1xf32>) outs(%37 : tensor<128x4xi1>) {
    ^bb0(%in: f32, %in_24: f32, %out: i1):
      %93 = arith.cmpf oeq, %in, %in_24 : f32
      linalg.yield %93 : i1
    } -> tensor<128x4xi1>
    %39 = tensor.empty() : tensor<128x4xi1>
    %40 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%34 : tensor<128x4xi1>) outs(%39 : tensor<128x4xi1>) {
    ^bb0(%in: i1, %out: i1):
      %93 = arith.xori %in, %true : i1
      linalg.yield %93 : i1
    } -> tensor<128x4xi1>
    %41 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%38, %40 : tensor<128x4xi1>, tensor<128x4xi1>) outs(%20 : tensor<128x4xi1>) {
    ^bb0(%in: i1, %in_24: i1, %out: i1):
      %93 = arith.andi %in, %in_24 : i1
      linalg.yield %93 : i1
    } -> tensor<128x4xi1>
    %42 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%41, %13, %cst_7 : tensor<128x4xi1>, tensor<128x4xi64>, tensor<128x4xi64>) outs(%11 : tensor<128x4xi64>) {
    ^bb0(%in: i1, %in_24: i64, %in_25: i64, %out: i64):
      %93 = arith.select %in, %in_24, %in_25 : i64
      linalg.yield %93 : i64
    } -> tensor<128x4xi64>
    %43:2 = linalg.generic {indexing_maps = [#map1, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%42 : tensor<128x4xi64>) outs(%29, %16 : tensor<128xi64>, tensor<128xi64>) {
    ^bb0(%in: i64, %out: i64, %out_24: i64):
      %93 = linalg.index 1 : index
      %94 = arith.index_cast %93 : index to i64
      %95 = arith.minsi %in, %out : i64
      %96 = arith.cmpi slt, %in, %out : i64
      %97 = arith.select %96, %94, %out_24 : i64
      linalg.yield %95, %97 : i64, i64
    } -> (tensor<128xi64>, tensor<128xi64>)
    %expanded_10 = tensor.expand_shape %43#0 [[0, 1]] output_shape [128, 1] : tensor<128xi64> into tensor<128x1xi64>
    %concat = tensor.concat dim(1) %expanded, %expanded_9 : (tensor<128x1xf32>, tensor<128x1xf32>) -> tensor<128x2xf32>
    %concat_11 = tensor.concat dim(1) %expanded_8, %expanded_10 : (tensor<128x1xi64>, tensor<128x1xi64>) -> tensor<128x2xi64>
    %44:2 = linalg.generic {indexing_maps = [#map1, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%concat : tensor<128x2xf32>) outs(%18, %16 : tensor<128xf32>, tensor<128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_24: i64):
      %93 = linalg.index 1 : index
      %94 = arith.index_cast %93 : index to i64
      %95 = arith.maximumf %in, %out : f32
      %96 = arith.cmpf ogt, %in, %out : f32
      %97 = arith.select %96, %94, %out_24 : i64
      linalg.yield %95, %97 : f32, i64
    } -> (tensor<128xf32>, tensor<128xi64>)
    %expanded_12 = tensor.expand_shape %44#0 [[0, 1]] output_shape [128, 1] : tensor<128xf32> into tensor<128x1xf32>
    %45 = tensor.empty() : tensor<128x2xf32>
    %46 = tensor.empty() : tensor<128x2xf32>
    %47 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%concat, %expanded_12 : tensor<128x2xf32>, tensor<128x1xf32>) outs(%46 : tensor<128x2xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %93 = arith.subf %in, %in_24 : f32
      linalg.yield %93 : f32
    } -> tensor<128x2xf32>
    %48 = tensor.empty() : tensor<128x2xf32>
    %49 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%47 : tensor<128x2xf32>) outs(%48 : tensor<128x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %93 = math.exp %in : f32
      linalg.yield %93 : f32
    } -> tensor<128x2xf32>
    %50 = tensor.empty() : tensor<128x1xf32>
    %51 = linalg.fill ins(%cst : f32) outs(%50 : tensor<128x1xf32>) -> tensor<128x1xf32>
    %52 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "reduction"]} ins(%49 : tensor<128x2xf32>) outs(%51 : tensor<128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %93 = arith.addf %in, %out : f32
      linalg.yield %93 : f32
    } -> tensor<128x1xf32>
    %53 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%49, %52 : tensor<128x2xf32>, tensor<128x1xf32>) outs(%45 : tensor<128x2xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %93 = arith.divf %in, %in_24 : f32
      linalg.yield %93 : f32
    } -> tensor<128x2xf32>
    %54 = tensor.empty() : tensor<128x2x32xf32>
    %55 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed : tensor<128x32xf32>) outs(%54 : tensor<128x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x2x32xf32>
    %collapsed_13 = tensor.collapse_shape %55 [[0, 1], [2]] : tensor<128x2x32xf32> into tensor<256x32xf32>
    %collapsed_14 = tensor.collapse_shape %53 [[0, 1]] : tensor<128x2xf32> into tensor<256xf32>
    %collapsed_15 = tensor.collapse_shape %concat_11 [[0, 1]] : tensor<128x2xi64> into tensor<256xi64>
    %56 = tensor.empty() : tensor<256x32x64xf32>
    %57 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_15 : tensor<256xi64>) outs(%56 : tensor<256x32x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %93 = arith.cmpi slt, %in, %c0_i64 : i64
      %94 = arith.addi %in, %c4_i64 : i64
      %95 = arith.select %93, %94, %in : i64
      %96 = arith.index_cast %95 : i64 to index
      %97 = linalg.index 1 : index
      %98 = linalg.index 2 : index
      %extracted = tensor.extract %arg3[%96, %97, %98] : tensor<4x32x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<256x32x64xf32>
    %58 = tensor.empty() : tensor<256x64xf32>
    %59 = tensor.empty() : tensor<256x64xf32>
    %60 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel"]} ins(%collapsed_15 : tensor<256xi64>) outs(%59 : tensor<256x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %93 = arith.cmpi slt, %in, %c0_i64 : i64
      %94 = arith.addi %in, %c4_i64 : i64
      %95 = arith.select %93, %94, %in : i64
      %96 = arith.index_cast %95 : i64 to index
      %97 = linalg.index 1 : index
      %extracted = tensor.extract %arg4[%96, %97] : tensor<4x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<256x64xf32>
    %expanded_16 = tensor.expand_shape %collapsed_13 [[0], [1, 2]] output_shape [256, 1, 32] : tensor<256x32xf32> into tensor<256x1x32xf32>
    %61 = tensor.empty() : tensor<256x1x64xf32>
    %62 = linalg.fill ins(%cst : f32) outs(%61 : tensor<256x1x64xf32>) -> tensor<256x1x64xf32>
    %63 = linalg.batch_matmul ins(%expanded_16, %57 : tensor<256x1x32xf32>, tensor<256x32x64xf32>) outs(%62 : tensor<256x1x64xf32>) -> tensor<256x1x64xf32>
    %collapsed_17 = tensor.collapse_shape %63 [[0, 1], [2]] : tensor<256x1x64xf32> into tensor<256x64xf32>
    %64 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%collapsed_17, %60 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%58 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %93 = arith.addf %in, %in_24 : f32
      linalg.yield %93 : f32
    } -> tensor<256x64xf32>
    %extracted_slice = tensor.extract_slice %64[0, 0] [256, 32] [1, 2] : tensor<256x64xf32> to tensor<256x32xf32>
    %65 = tensor.empty() : tensor<256x32xf32>
    %66 = tensor.empty() : tensor<256x32xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice : tensor<256x32xf32>) outs(%66 : tensor<256x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %93 = arith.cmpf ugt, %in, %cst_5 : f32
      %94 = arith.select %93, %cst_5, %in : f32
      linalg.yield %94 : f32
    } -> tensor<256x32xf32>
    %extracted_slice_18 = tensor.extract_slice %64[0, 1] [256, 32] [1, 2] : tensor<256x64xf32> to tensor<256x32xf32>
    %68 = tensor.empty() : tensor<256x32xf32>
    %69 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_18 : tensor<256x32xf32>) outs(%68 : tensor<256x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %93 = arith.cmpf ult, %in, %cst_6 : f32
      %94 = arith.select %93, %cst_6, %in : f32
      %95 = arith.cmpf ugt, %94, %cst_5 : f32
      %96 = arith.select %95, %cst_5, %94 : f32
      linalg.yield %96 : f32
    } -> tensor<256x32xf32>
    %70 = tensor.empty() : tensor<256x32xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%67 : tensor<256x32xf32>) outs(%70 : tensor<256x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %93 = arith.truncf %cst_4 : f64 to f32
      %94 = arith.mulf %in, %93 : f32
      linalg.yield %94 : f32
    } -> tensor<256x32xf32>
    %72 = tensor.empty() : tensor<256x32xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%71 : tensor<256x32xf32>) outs(%72 : tensor<256x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %93 = arith.negf %in : f32
      %94 = math.exp %93 : f32
      %95 = arith.addf %94, %cst_1 : f32
      %96 = arith.divf %cst_1, %95 : f32
      linalg.yield %96 : f32
    } -> tensor<256x32xf32>
    %74 = tensor.empty() : tensor<256x32xf32>
    %75 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%67, %73 : tensor<256x32xf32>, tensor<256x32xf32>) outs(%74 : tensor<256x32xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %93 = arith.mulf %in, %in_24 : f32
      linalg.yield %93 : f32
    } -> tensor<256x32xf32>
    %76 = tensor.empty() : tensor<256x32xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%69 : tensor<256x32xf32>) outs(%76 : tensor<256x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %93 = arith.addf %in, %cst_1 : f32
      linalg.yield %93 : f32
    } -> tensor<256x32xf32>
    %78 = tensor.empty() : tensor<256x32xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%77, %75 : tensor<256x32xf32>, tensor<256x32xf32>) outs(%78 : tensor<256x32xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %93 = arith.mulf %in, %in_24 : f32
      linalg.yield %93 : f32
    } -> tensor<256x32xf32>
    %80 = tensor.empty() : tensor<256x32x32xf32>
    %81 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_15 : tensor<256xi64>) outs(%80 : tensor<256x32x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %93 = arith.cmpi slt, %in, %c0_i64 : i64
      %94 = arith.addi %in, %c4_i64 : i64
      %95 = arith.select %93, %94, %in : i64
      %96 = arith.index_cast %95 : i64 to index
      %97 = linalg.index 1 : index
      %98 = linalg.index 2 : index
      %extracted = tensor.extract %arg5[%96, %97, %98] : tensor<4x32x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<256x32x32xf32>
    %82 = tensor.empty() : tensor<256x32xf32>
    %83 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel"]} ins(%collapsed_15 : tensor<256xi64>) outs(%82 : tensor<256x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %93 = arith.cmpi slt, %in, %c0_i64 : i64
      %94 = arith.addi %in, %c4_i64 : i64
      %95 = arith.select %93, %94, %in : i64
      %96 = arith.index_cast %95 : i64 to index
      %97 = linalg.index 1 : index
      %extracted = tensor.extract %arg6[%96, %97] : tensor<4x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<256x32xf32>
    %expanded_19 = tensor.expand_shape %79 [[0], [1, 2]] output_shape [256, 1, 32] : tensor<256x32xf32> into tensor<256x1x32xf32>
    %84 = tensor.empty() : tensor<256x1x32xf32>
    %85 = linalg.fill ins(%cst : f32) outs(%84 : tensor<256x1x32xf32>) -> tensor<256x1x32xf32>
    %86 = linalg.batch_matmul ins(%expanded_19, %81 : tensor<256x1x32xf32>, tensor<256x32x32xf32>) outs(%85 : tensor<256x1x32xf32>) -> tensor<256x1x32xf32>
    %collapsed_20 = tensor.collapse_shape %86 [[0, 1], [2]] : tensor<256x1x32xf32> into tensor<256x32xf32>
    %87 = tensor.empty() : tensor<256x32xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%collapsed_20, %83 : tensor<256x32xf32>, tensor<256x32xf32>) outs(%87 : tensor<256x32xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %93 = arith.addf %in, %in_24 : f32
      linalg.yield %93 : f32
    } -> tensor<256x32xf32>
    %expanded_21 = tensor.expand_shape %collapsed_14 [[0, 1]] output_shape [256, 1] : tensor<256xf32> into tensor<256x1xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%88, %expanded_21 : tensor<256x32xf32>, tensor<256x1xf32>) outs(%65 : tensor<256x32xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %93 = arith.mulf %in, %in_24 : f32
      linalg.yield %93 : f32
    } -> tensor<256x32xf32>
    %expanded_22 = tensor.expand_shape %89 [[0, 1], [2]] output_shape [128, 2, 32] : tensor<256x32xf32> into tensor<128x2x32xf32>
    %90 = tensor.empty() : tensor<128x32xf32>
    %91 = linalg.fill ins(%cst : f32) outs(%90 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %92 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "reduction", "parallel"]} ins(%expanded_22 : tensor<128x2x32xf32>) outs(%91 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %93 = arith.addf %in, %out : f32
      linalg.yield %93 : f32
    } -> tensor<128x32xf32>
    %expanded_23 = tensor.expand_shape %92 [[0, 1], [2]] output_shape [8, 16, 32] : tensor<128x32xf32> into tensor<8x16x32xf32>
    return %expanded_23, %53 : tensor<8x16x32xf32>, tensor<128x2xf32>
  }
}

