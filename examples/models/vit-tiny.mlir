// Model zoo: vit-tiny, exported by examples/models/regenerate.sh (zoo.py); random weights.
// Arguments: the inputs, then every parameter/buffer (cleave.name = its name). {"inputs": ["pixel_values"], "parameters": 38}
#map = affine_map<(d0, d1, d2) -> (d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d1, d2)>
#map6 = affine_map<(d0, d1, d2, d3) -> ()>
#map7 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map8 = affine_map<(d0, d1, d2) -> (d2)>
#map9 = affine_map<(d0, d1) -> (d1)>
#map10 = affine_map<(d0, d1) -> (d0, d1)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @forward(%arg0: tensor<8x3x16x16xf32> {cleave.name = "pixel_values"}, %arg1: tensor<1x1x64xf32> {cleave.name = "embeddings.cls_token"}, %arg2: tensor<1x17x64xf32> {cleave.name = "embeddings.position_embeddings"}, %arg3: tensor<64x3x4x4xf32> {cleave.name = "embeddings.patch_embeddings.projection.weight"}, %arg4: tensor<64xf32> {cleave.name = "embeddings.patch_embeddings.projection.bias"}, %arg5: tensor<64x64xf32> {cleave.name = "layers.0.attention.q_proj.weight"}, %arg6: tensor<64xf32> {cleave.name = "layers.0.attention.q_proj.bias"}, %arg7: tensor<64x64xf32> {cleave.name = "layers.0.attention.k_proj.weight"}, %arg8: tensor<64xf32> {cleave.name = "layers.0.attention.k_proj.bias"}, %arg9: tensor<64x64xf32> {cleave.name = "layers.0.attention.v_proj.weight"}, %arg10: tensor<64xf32> {cleave.name = "layers.0.attention.v_proj.bias"}, %arg11: tensor<64x64xf32> {cleave.name = "layers.0.attention.o_proj.weight"}, %arg12: tensor<64xf32> {cleave.name = "layers.0.attention.o_proj.bias"}, %arg13: tensor<64xf32> {cleave.name = "layers.0.layernorm_before.weight"}, %arg14: tensor<64xf32> {cleave.name = "layers.0.layernorm_before.bias"}, %arg15: tensor<64xf32> {cleave.name = "layers.0.layernorm_after.weight"}, %arg16: tensor<64xf32> {cleave.name = "layers.0.layernorm_after.bias"}, %arg17: tensor<128x64xf32> {cleave.name = "layers.0.mlp.fc1.weight"}, %arg18: tensor<128xf32> {cleave.name = "layers.0.mlp.fc1.bias"}, %arg19: tensor<64x128xf32> {cleave.name = "layers.0.mlp.fc2.weight"}, %arg20: tensor<64xf32> {cleave.name = "layers.0.mlp.fc2.bias"}, %arg21: tensor<64x64xf32> {cleave.name = "layers.1.attention.q_proj.weight"}, %arg22: tensor<64xf32> {cleave.name = "layers.1.attention.q_proj.bias"}, %arg23: tensor<64x64xf32> {cleave.name = "layers.1.attention.k_proj.weight"}, %arg24: tensor<64xf32> {cleave.name = "layers.1.attention.k_proj.bias"}, %arg25: tensor<64x64xf32> {cleave.name = "layers.1.attention.v_proj.weight"}, %arg26: tensor<64xf32> {cleave.name = "layers.1.attention.v_proj.bias"}, %arg27: tensor<64x64xf32> {cleave.name = "layers.1.attention.o_proj.weight"}, %arg28: tensor<64xf32> {cleave.name = "layers.1.attention.o_proj.bias"}, %arg29: tensor<64xf32> {cleave.name = "layers.1.layernorm_before.weight"}, %arg30: tensor<64xf32> {cleave.name = "layers.1.layernorm_before.bias"}, %arg31: tensor<64xf32> {cleave.name = "layers.1.layernorm_after.weight"}, %arg32: tensor<64xf32> {cleave.name = "layers.1.layernorm_after.bias"}, %arg33: tensor<128x64xf32> {cleave.name = "layers.1.mlp.fc1.weight"}, %arg34: tensor<128xf32> {cleave.name = "layers.1.mlp.fc1.bias"}, %arg35: tensor<64x128xf32> {cleave.name = "layers.1.mlp.fc2.weight"}, %arg36: tensor<64xf32> {cleave.name = "layers.1.mlp.fc2.bias"}, %arg37: tensor<64xf32> {cleave.name = "layernorm.weight"}, %arg38: tensor<64xf32> {cleave.name = "layernorm.bias"}) -> tensor<8x17x64xf32> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f64
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %cst_4 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_6 = arith.constant 9.9999999999999998E-13 : f64
    %cst_7 = arith.constant 6.400000e+01 : f64
    %cst_8 = arith.constant 6.400000e+01 : f32
    %cst_9 = arith.constant 2.500000e-01 : f32
    %cst_10 = arith.constant 1.41421354 : f32
    %0 = tensor.empty() : tensor<8x64x4x4xf32>
    %broadcasted = linalg.broadcast ins(%arg4 : tensor<64xf32>) outs(%0 : tensor<8x64x4x4xf32>) dimensions = [0, 2, 3] 
    %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<4> : vector<2xi64>} ins(%arg0, %arg3 : tensor<8x3x16x16xf32>, tensor<64x3x4x4xf32>) outs(%broadcasted : tensor<8x64x4x4xf32>) -> tensor<8x64x4x4xf32>
    %collapsed = tensor.collapse_shape %1 [[0], [1], [2, 3]] : tensor<8x64x4x4xf32> into tensor<8x64x16xf32>
    %2 = tensor.empty() : tensor<8x16x64xf32>
    %transposed = linalg.transpose ins(%collapsed : tensor<8x64x16xf32>) outs(%2 : tensor<8x16x64xf32>) permutation = [0, 2, 1] 
    %3 = tensor.empty() : tensor<8x1x64xf32>
    %collapsed_11 = tensor.collapse_shape %arg1 [[0, 1], [2]] : tensor<1x1x64xf32> into tensor<1x64xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_11 : tensor<1x64xf32>) outs(%3 : tensor<8x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x1x64xf32>
    %concat = tensor.concat dim(1) %4, %transposed : (tensor<8x1x64xf32>, tensor<8x16x64xf32>) -> tensor<8x17x64xf32>
    %5 = tensor.empty() : tensor<8x17x64xf32>
    %6 = tensor.empty() : tensor<8x17x64xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat, %arg2 : tensor<8x17x64xf32>, tensor<1x17x64xf32>) outs(%6 : tensor<8x17x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %298 = arith.addf %in, %in_67 : f32
      linalg.yield %298 : f32
    } -> tensor<8x17x64xf32>
    %8 = tensor.empty() : tensor<17xi64>
    %9 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%8 : tensor<17xi64>) {
    ^bb0(%out: i64):
      %298 = linalg.index 0 : index
      %299 = arith.index_cast %298 : index to i64
      linalg.yield %299 : i64
    } -> tensor<17xi64>
    %expanded = tensor.expand_shape %9 [[0, 1, 2, 3]] output_shape [1, 1, 17, 1] : tensor<17xi64> into tensor<1x1x17x1xi64>
    %10 = tensor.empty() : tensor<1x1x17x1xi1>
    %11 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x1x17x1xi64>) outs(%10 : tensor<1x1x17x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %298 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %298 : i1
    } -> tensor<1x1x17x1xi1>
    %12 = tensor.empty() : tensor<8x1x17x17xi1>
    %collapsed_12 = tensor.collapse_shape %11 [[0, 1], [2, 3]] : tensor<1x1x17x1xi1> into tensor<1x17xi1>
    %13 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_12 : tensor<1x17xi1>) outs(%12 : tensor<8x1x17x17xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<8x1x17x17xi1>
    %14 = tensor.empty() : tensor<8x1x17x17xf32>
    %15 = linalg.generic {indexing_maps = [#map4, #map6, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13, %cst_5, %cst_4 : tensor<8x1x17x17xi1>, tensor<f32>, tensor<f32>) outs(%14 : tensor<8x1x17x17xf32>) {
    ^bb0(%in: i1, %in_67: f32, %in_68: f32, %out: f32):
      %298 = arith.select %in, %in_67, %in_68 : f32
      linalg.yield %298 : f32
    } -> tensor<8x1x17x17xf32>
    %16 = tensor.empty() : tensor<8x17x64xf64>
    %17 = tensor.empty() : tensor<8x17x64xf64>
    %18 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<8x17x64xf32>) outs(%17 : tensor<8x17x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %298 = arith.extf %in : f32 to f64
      linalg.yield %298 : f64
    } -> tensor<8x17x64xf64>
    %19 = tensor.empty() : tensor<8x17x1xf64>
    %20 = tensor.empty() : tensor<8x17x1xf64>
    %21 = linalg.fill ins(%cst_0 : f64) outs(%20 : tensor<8x17x1xf64>) -> tensor<8x17x1xf64>
    %22 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%18 : tensor<8x17x64xf64>) outs(%21 : tensor<8x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %298 = arith.addf %in, %out : f64
      linalg.yield %298 : f64
    } -> tensor<8x17x1xf64>
    %23 = tensor.empty() : tensor<8x17x1xf64>
    %24 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<8x17x1xf64>) outs(%23 : tensor<8x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %298 = arith.divf %in, %cst_7 : f64
      linalg.yield %298 : f64
    } -> tensor<8x17x1xf64>
    %25 = tensor.empty() : tensor<8x17x64xf64>
    %26 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %24 : tensor<8x17x64xf64>, tensor<8x17x1xf64>) outs(%25 : tensor<8x17x64xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %298 = arith.subf %in, %in_67 : f64
      linalg.yield %298 : f64
    } -> tensor<8x17x64xf64>
    %27 = tensor.empty() : tensor<8x17x64xf64>
    %28 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26, %26 : tensor<8x17x64xf64>, tensor<8x17x64xf64>) outs(%27 : tensor<8x17x64xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %298 = arith.mulf %in, %in_67 : f64
      linalg.yield %298 : f64
    } -> tensor<8x17x64xf64>
    %29 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%28 : tensor<8x17x64xf64>) outs(%21 : tensor<8x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %298 = arith.addf %in, %out : f64
      linalg.yield %298 : f64
    } -> tensor<8x17x1xf64>
    %30 = tensor.empty() : tensor<8x17x1xf64>
    %31 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<8x17x1xf64>) outs(%30 : tensor<8x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %298 = arith.divf %in, %cst_7 : f64
      linalg.yield %298 : f64
    } -> tensor<8x17x1xf64>
    %32 = tensor.empty() : tensor<8x17x1xf32>
    %33 = tensor.empty() : tensor<8x17x1xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31 : tensor<8x17x1xf64>) outs(%33 : tensor<8x17x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %298 = arith.truncf %in : f64 to f32
      linalg.yield %298 : f32
    } -> tensor<8x17x1xf32>
    %35 = tensor.empty() : tensor<8x17x1xf32>
    %36 = linalg.fill ins(%cst : f32) outs(%35 : tensor<8x17x1xf32>) -> tensor<8x17x1xf32>
    %37 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%7 : tensor<8x17x64xf32>) outs(%36 : tensor<8x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %298 = arith.addf %in, %out : f32
      linalg.yield %298 : f32
    } -> tensor<8x17x1xf32>
    %38 = tensor.empty() : tensor<8x17x1xf32>
    %39 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%37 : tensor<8x17x1xf32>) outs(%38 : tensor<8x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %298 = arith.divf %in, %cst_8 : f32
      linalg.yield %298 : f32
    } -> tensor<8x17x1xf32>
    %40 = tensor.empty() : tensor<8x17x1xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34 : tensor<8x17x1xf32>) outs(%40 : tensor<8x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %298 = arith.truncf %cst_6 : f64 to f32
      %299 = arith.addf %in, %298 : f32
      linalg.yield %299 : f32
    } -> tensor<8x17x1xf32>
    %42 = tensor.empty() : tensor<8x17x1xf32>
    %43 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41 : tensor<8x17x1xf32>) outs(%42 : tensor<8x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %298 = math.rsqrt %in : f32
      linalg.yield %298 : f32
    } -> tensor<8x17x1xf32>
    %44 = tensor.empty() : tensor<8x17x64xf32>
    %45 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7, %39 : tensor<8x17x64xf32>, tensor<8x17x1xf32>) outs(%44 : tensor<8x17x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %298 = arith.subf %in, %in_67 : f32
      linalg.yield %298 : f32
    } -> tensor<8x17x64xf32>
    %46 = tensor.empty() : tensor<8x17x64xf32>
    %47 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45, %43 : tensor<8x17x64xf32>, tensor<8x17x1xf32>) outs(%46 : tensor<8x17x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %298 = arith.mulf %in, %in_67 : f32
      linalg.yield %298 : f32
    } -> tensor<8x17x64xf32>
    %48 = tensor.empty() : tensor<8x17x64xf32>
    %49 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%47, %arg13 : tensor<8x17x64xf32>, tensor<64xf32>) outs(%48 : tensor<8x17x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %298 = arith.mulf %in, %in_67 : f32
      linalg.yield %298 : f32
    } -> tensor<8x17x64xf32>
    %50 = tensor.empty() : tensor<8x17x64xf32>
    %51 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%49, %arg14 : tensor<8x17x64xf32>, tensor<64xf32>) outs(%50 : tensor<8x17x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %298 = arith.addf %in, %in_67 : f32
      linalg.yield %298 : f32
    } -> tensor<8x17x64xf32>
    %collapsed_13 = tensor.collapse_shape %51 [[0, 1], [2]] : tensor<8x17x64xf32> into tensor<136x64xf32>
    %52 = tensor.empty() : tensor<64x64xf32>
    %53 = tensor.empty() : tensor<64x64xf32>
    %transposed_14 = linalg.transpose ins(%arg5 : tensor<64x64xf32>) outs(%53 : tensor<64x64xf32>) permutation = [1, 0] 
    %54 = tensor.empty() : tensor<136x64xf32>
    %55 = tensor.empty() : tensor<136x64xf32>
    %56 = linalg.fill ins(%cst : f32) outs(%55 : tensor<136x64xf32>) -> tensor<136x64xf32>
    %57 = linalg.matmul ins(%collapsed_13, %transposed_14 : tensor<136x64xf32>, tensor<64x64xf32>) outs(%56 : tensor<136x64xf32>) -> tensor<136x64xf32>
    %58 = tensor.empty() : tensor<136x64xf32>
    %59 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<64xf32>) outs(%58 : tensor<136x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<136x64xf32>
    %60 = tensor.empty() : tensor<136x64xf32>
    %61 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%57, %59 : tensor<136x64xf32>, tensor<136x64xf32>) outs(%60 : tensor<136x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %298 = arith.addf %in, %in_67 : f32
      linalg.yield %298 : f32
    } -> tensor<136x64xf32>
    %expanded_15 = tensor.expand_shape %61 [[0, 1], [2, 3]] output_shape [8, 17, 4, 16] : tensor<136x64xf32> into tensor<8x17x4x16xf32>
    %62 = tensor.empty() : tensor<8x4x17x16xf32>
    %63 = tensor.empty() : tensor<8x4x17x16xf32>
    %transposed_16 = linalg.transpose ins(%expanded_15 : tensor<8x17x4x16xf32>) outs(%63 : tensor<8x4x17x16xf32>) permutation = [0, 2, 1, 3] 
    %64 = tensor.empty() : tensor<64x64xf32>
    %transposed_17 = linalg.transpose ins(%arg7 : tensor<64x64xf32>) outs(%64 : tensor<64x64xf32>) permutation = [1, 0] 
    %65 = linalg.matmul ins(%collapsed_13, %transposed_17 : tensor<136x64xf32>, tensor<64x64xf32>) outs(%56 : tensor<136x64xf32>) -> tensor<136x64xf32>
    %66 = tensor.empty() : tensor<136x64xf32>
    %67 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<64xf32>) outs(%66 : tensor<136x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<136x64xf32>
    %68 = tensor.empty() : tensor<136x64xf32>
    %69 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%65, %67 : tensor<136x64xf32>, tensor<136x64xf32>) outs(%68 : tensor<136x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %298 = arith.addf %in, %in_67 : f32
      linalg.yield %298 : f32
    } -> tensor<136x64xf32>
    %expanded_18 = tensor.expand_shape %69 [[0, 1], [2, 3]] output_shape [8, 17, 4, 16] : tensor<136x64xf32> into tensor<8x17x4x16xf32>
    %70 = tensor.empty() : tensor<64x64xf32>
    %transposed_19 = linalg.transpose ins(%arg9 : tensor<64x64xf32>) outs(%70 : tensor<64x64xf32>) permutation = [1, 0] 
    %71 = linalg.matmul ins(%collapsed_13, %transposed_19 : tensor<136x64xf32>, tensor<64x64xf32>) outs(%56 : tensor<136x64xf32>) -> tensor<136x64xf32>
    %72 = tensor.empty() : tensor<136x64xf32>
    %73 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<64xf32>) outs(%72 : tensor<136x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<136x64xf32>
    %74 = tensor.empty() : tensor<136x64xf32>
    %75 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%71, %73 : tensor<136x64xf32>, tensor<136x64xf32>) outs(%74 : tensor<136x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %298 = arith.addf %in, %in_67 : f32
      linalg.yield %298 : f32
    } -> tensor<136x64xf32>
    %expanded_20 = tensor.expand_shape %75 [[0, 1], [2, 3]] output_shape [8, 17, 4, 16] : tensor<136x64xf32> into tensor<8x17x4x16xf32>
    %76 = tensor.empty() : tensor<8x4x17x16xf32>
    %transposed_21 = linalg.transpose ins(%expanded_20 : tensor<8x17x4x16xf32>) outs(%76 : tensor<8x4x17x16xf32>) permutation = [0, 2, 1, 3] 
    %77 = tensor.empty() : tensor<8x4x16x17xf32>
    %78 = tensor.empty() : tensor<8x4x16x17xf32>
    %transposed_22 = linalg.transpose ins(%expanded_18 : tensor<8x17x4x16xf32>) outs(%78 : tensor<8x4x16x17xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_23 = tensor.collapse_shape %transposed_16 [[0, 1], [2], [3]] : tensor<8x4x17x16xf32> into tensor<32x17x16xf32>
    %collapsed_24 = tensor.collapse_shape %transposed_22 [[0, 1], [2], [3]] : tensor<8x4x16x17xf32> into tensor<32x16x17xf32>
    %79 = tensor.empty() : tensor<32x17x17xf32>
    %80 = linalg.fill ins(%cst : f32) outs(%79 : tensor<32x17x17xf32>) -> tensor<32x17x17xf32>
    %81 = linalg.batch_matmul ins(%collapsed_23, %collapsed_24 : tensor<32x17x16xf32>, tensor<32x16x17xf32>) outs(%80 : tensor<32x17x17xf32>) -> tensor<32x17x17xf32>
    %expanded_25 = tensor.expand_shape %81 [[0, 1], [2], [3]] output_shape [8, 4, 17, 17] : tensor<32x17x17xf32> into tensor<8x4x17x17xf32>
    %82 = tensor.empty() : tensor<8x4x17x17xf32>
    %83 = tensor.empty() : tensor<8x4x17x17xf32>
    %84 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_25 : tensor<8x4x17x17xf32>) outs(%83 : tensor<8x4x17x17xf32>) {
    ^bb0(%in: f32, %out: f32):
      %298 = arith.mulf %in, %cst_9 : f32
      linalg.yield %298 : f32
    } -> tensor<8x4x17x17xf32>
    %85 = tensor.empty() : tensor<8x4x17x17xf32>
    %86 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%84, %15 : tensor<8x4x17x17xf32>, tensor<8x1x17x17xf32>) outs(%85 : tensor<8x4x17x17xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %298 = arith.addf %in, %in_67 : f32
      linalg.yield %298 : f32
    } -> tensor<8x4x17x17xf32>
    %87 = tensor.empty() : tensor<8x4x17xi64>
    %88 = linalg.fill ins(%c0_i64 : i64) outs(%87 : tensor<8x4x17xi64>) -> tensor<8x4x17xi64>
    %89 = tensor.empty() : tensor<8x4x17xf32>
    %90 = linalg.fill ins(%cst_1 : f32) outs(%89 : tensor<8x4x17xf32>) -> tensor<8x4x17xf32>
    %91:2 = linalg.generic {indexing_maps = [#map4, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%86 : tensor<8x4x17x17xf32>) outs(%90, %88 : tensor<8x4x17xf32>, tensor<8x4x17xi64>) {
    ^bb0(%in: f32, %out: f32, %out_67: i64):
      %298 = linalg.index 3 : index
      %299 = arith.index_cast %298 : index to i64
      %300 = arith.maximumf %in, %out : f32
      %301 = arith.cmpf ogt, %in, %out : f32
      %302 = arith.select %301, %299, %out_67 : i64
      linalg.yield %300, %302 : f32, i64
    } -> (tensor<8x4x17xf32>, tensor<8x4x17xi64>)
    %expanded_26 = tensor.expand_shape %91#0 [[0], [1], [2, 3]] output_shape [8, 4, 17, 1] : tensor<8x4x17xf32> into tensor<8x4x17x1xf32>
    %92 = tensor.empty() : tensor<8x4x17x17xf32>
    %93 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%86, %expanded_26 : tensor<8x4x17x17xf32>, tensor<8x4x17x1xf32>) outs(%92 : tensor<8x4x17x17xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %298 = arith.subf %in, %in_67 : f32
      linalg.yield %298 : f32
    } -> tensor<8x4x17x17xf32>
    %94 = tensor.empty() : tensor<8x4x17x17xf32>
    %95 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%93 : tensor<8x4x17x17xf32>) outs(%94 : tensor<8x4x17x17xf32>) {
    ^bb0(%in: f32, %out: f32):
      %298 = math.exp %in : f32
      linalg.yield %298 : f32
    } -> tensor<8x4x17x17xf32>
    %96 = tensor.empty() : tensor<8x4x17x1xf32>
    %97 = linalg.fill ins(%cst : f32) outs(%96 : tensor<8x4x17x1xf32>) -> tensor<8x4x17x1xf32>
    %98 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%95 : tensor<8x4x17x17xf32>) outs(%97 : tensor<8x4x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %298 = arith.addf %in, %out : f32
      linalg.yield %298 : f32
    } -> tensor<8x4x17x1xf32>
    %99 = tensor.empty() : tensor<8x4x17x17xf32>
    %100 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95, %98 : tensor<8x4x17x17xf32>, tensor<8x4x17x1xf32>) outs(%99 : tensor<8x4x17x17xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %298 = arith.divf %in, %in_67 : f32
      linalg.yield %298 : f32
    } -> tensor<8x4x17x17xf32>
    %collapsed_27 = tensor.collapse_shape %100 [[0, 1], [2], [3]] : tensor<8x4x17x17xf32> into tensor<32x17x17xf32>
    %collapsed_28 = tensor.collapse_shape %transposed_21 [[0, 1], [2], [3]] : tensor<8x4x17x16xf32> into tensor<32x17x16xf32>
    %101 = tensor.empty() : tensor<32x17x16xf32>
    %102 = linalg.fill ins(%cst : f32) outs(%101 : tensor<32x17x16xf32>) -> tensor<32x17x16xf32>
    %103 = linalg.batch_matmul ins(%collapsed_27, %collapsed_28 : tensor<32x17x17xf32>, tensor<32x17x16xf32>) outs(%102 : tensor<32x17x16xf32>) -> tensor<32x17x16xf32>
    %expanded_29 = tensor.expand_shape %103 [[0, 1], [2], [3]] output_shape [8, 4, 17, 16] : tensor<32x17x16xf32> into tensor<8x4x17x16xf32>
    %104 = tensor.empty() : tensor<8x17x4x16xf32>
    %105 = tensor.empty() : tensor<8x17x4x16xf32>
    %transposed_30 = linalg.transpose ins(%expanded_29 : tensor<8x4x17x16xf32>) outs(%105 : tensor<8x17x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_31 = tensor.collapse_shape %transposed_30 [[0, 1], [2, 3]] : tensor<8x17x4x16xf32> into tensor<136x64xf32>
    %106 = tensor.empty() : tensor<64x64xf32>
    %transposed_32 = linalg.transpose ins(%arg11 : tensor<64x64xf32>) outs(%106 : tensor<64x64xf32>) permutation = [1, 0] 
    %107 = linalg.matmul ins(%collapsed_31, %transposed_32 : tensor<136x64xf32>, tensor<64x64xf32>) outs(%56 : tensor<136x64xf32>) -> tensor<136x64xf32>
    %108 = tensor.empty() : tensor<136x64xf32>
    %109 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<64xf32>) outs(%108 : tensor<136x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<136x64xf32>
    %110 = tensor.empty() : tensor<136x64xf32>
    %111 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%107, %109 : tensor<136x64xf32>, tensor<136x64xf32>) outs(%110 : tensor<136x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %298 = arith.addf %in, %in_67 : f32
      linalg.yield %298 : f32
    } -> tensor<136x64xf32>
    %expanded_33 = tensor.expand_shape %111 [[0, 1], [2]] output_shape [8, 17, 64] : tensor<136x64xf32> into tensor<8x17x64xf32>
    %112 = tensor.empty() : tensor<8x17x64xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_33, %7 : tensor<8x17x64xf32>, tensor<8x17x64xf32>) outs(%112 : tensor<8x17x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %298 = arith.addf %in, %in_67 : f32
      linalg.yield %298 : f32
    } -> tensor<8x17x64xf32>
    %114 = tensor.empty() : tensor<8x17x64xf64>
    %115 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<8x17x64xf32>) outs(%114 : tensor<8x17x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %298 = arith.extf %in : f32 to f64
      linalg.yield %298 : f64
    } -> tensor<8x17x64xf64>
    %116 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%115 : tensor<8x17x64xf64>) outs(%21 : tensor<8x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %298 = arith.addf %in, %out : f64
      linalg.yield %298 : f64
    } -> tensor<8x17x1xf64>
    %117 = tensor.empty() : tensor<8x17x1xf64>
    %118 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116 : tensor<8x17x1xf64>) outs(%117 : tensor<8x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %298 = arith.divf %in, %cst_7 : f64
      linalg.yield %298 : f64
    } -> tensor<8x17x1xf64>
    %119 = tensor.empty() : tensor<8x17x64xf64>
    %120 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115, %118 : tensor<8x17x64xf64>, tensor<8x17x1xf64>) outs(%119 : tensor<8x17x64xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %298 = arith.subf %in, %in_67 : f64
      linalg.yield %298 : f64
    } -> tensor<8x17x64xf64>
    %121 = tensor.empty() : tensor<8x17x64xf64>
    %122 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120, %120 : tensor<8x17x64xf64>, tensor<8x17x64xf64>) outs(%121 : tensor<8x17x64xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %298 = arith.mulf %in, %in_67 : f64
      linalg.yield %298 : f64
    } -> tensor<8x17x64xf64>
    %123 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%122 : tensor<8x17x64xf64>) outs(%21 : tensor<8x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %298 = arith.addf %in, %out : f64
      linalg.yield %298 : f64
    } -> tensor<8x17x1xf64>
    %124 = tensor.empty() : tensor<8x17x1xf64>
    %125 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123 : tensor<8x17x1xf64>) outs(%124 : tensor<8x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %298 = arith.divf %in, %cst_7 : f64
      linalg.yield %298 : f64
    } -> tensor<8x17x1xf64>
    %126 = tensor.empty() : tensor<8x17x1xf32>
    %127 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125 : tensor<8x17x1xf64>) outs(%126 : tensor<8x17x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %298 = arith.truncf %in : f64 to f32
      linalg.yield %298 : f32
    } -> tensor<8x17x1xf32>
    %128 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%113 : tensor<8x17x64xf32>) outs(%36 : tensor<8x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %298 = arith.addf %in, %out : f32
      linalg.yield %298 : f32
    } -> tensor<8x17x1xf32>
    %129 = tensor.empty() : tensor<8x17x1xf32>
    %130 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128 : tensor<8x17x1xf32>) outs(%129 : tensor<8x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %298 = arith.divf %in, %cst_8 : f32
      linalg.yield %298 : f32
    } -> tensor<8x17x1xf32>
    %131 = tensor.empty() : tensor<8x17x1xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127 : tensor<8x17x1xf32>) outs(%131 : tensor<8x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %298 = arith.truncf %cst_6 : f64 to f32
      %299 = arith.addf %in, %298 : f32
      linalg.yield %299 : f32
    } -> tensor<8x17x1xf32>
    %133 = tensor.empty() : tensor<8x17x1xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132 : tensor<8x17x1xf32>) outs(%133 : tensor<8x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %298 = math.rsqrt %in : f32
      linalg.yield %298 : f32
    } -> tensor<8x17x1xf32>
    %135 = tensor.empty() : tensor<8x17x64xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113, %130 : tensor<8x17x64xf32>, tensor<8x17x1xf32>) outs(%135 : tensor<8x17x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %298 = arith.subf %in, %in_67 : f32
      linalg.yield %298 : f32
    } -> tensor<8x17x64xf32>
    %137 = tensor.empty() : tensor<8x17x64xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %134 : tensor<8x17x64xf32>, tensor<8x17x1xf32>) outs(%137 : tensor<8x17x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %298 = arith.mulf %in, %in_67 : f32
      linalg.yield %298 : f32
    } -> tensor<8x17x64xf32>
    %139 = tensor.empty() : tensor<8x17x64xf32>
    %140 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138, %arg15 : tensor<8x17x64xf32>, tensor<64xf32>) outs(%139 : tensor<8x17x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %298 = arith.mulf %in, %in_67 : f32
      linalg.yield %298 : f32
    } -> tensor<8x17x64xf32>
    %141 = tensor.empty() : tensor<8x17x64xf32>
    %142 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140, %arg16 : tensor<8x17x64xf32>, tensor<64xf32>) outs(%141 : tensor<8x17x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %298 = arith.addf %in, %in_67 : f32
      linalg.yield %298 : f32
    } -> tensor<8x17x64xf32>
    %collapsed_34 = tensor.collapse_shape %142 [[0, 1], [2]] : tensor<8x17x64xf32> into tensor<136x64xf32>
    %143 = tensor.empty() : tensor<64x128xf32>
    %144 = tensor.empty() : tensor<64x128xf32>
    %transposed_35 = linalg.transpose ins(%arg17 : tensor<128x64xf32>) outs(%144 : tensor<64x128xf32>) permutation = [1, 0] 
    %145 = tensor.empty() : tensor<136x128xf32>
    %146 = tensor.empty() : tensor<136x128xf32>
    %147 = linalg.fill ins(%cst : f32) outs(%146 : tensor<136x128xf32>) -> tensor<136x128xf32>
    %148 = linalg.matmul ins(%collapsed_34, %transposed_35 : tensor<136x64xf32>, tensor<64x128xf32>) outs(%147 : tensor<136x128xf32>) -> tensor<136x128xf32>
    %149 = tensor.empty() : tensor<136x128xf32>
    %150 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<128xf32>) outs(%149 : tensor<136x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<136x128xf32>
    %151 = tensor.empty() : tensor<136x128xf32>
    %152 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%148, %150 : tensor<136x128xf32>, tensor<136x128xf32>) outs(%151 : tensor<136x128xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %298 = arith.addf %in, %in_67 : f32
      linalg.yield %298 : f32
    } -> tensor<136x128xf32>
    %expanded_36 = tensor.expand_shape %152 [[0, 1], [2]] output_shape [8, 17, 128] : tensor<136x128xf32> into tensor<8x17x128xf32>
    %153 = tensor.empty() : tensor<8x17x128xf32>
    %154 = tensor.empty() : tensor<8x17x128xf32>
    %155 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_36 : tensor<8x17x128xf32>) outs(%154 : tensor<8x17x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %298 = arith.divf %in, %cst_10 : f32
      %299 = math.erf %298 : f32
      %300 = arith.addf %299, %cst_2 : f32
      %301 = arith.mulf %300, %cst_3 : f32
      %302 = arith.mulf %in, %301 : f32
      linalg.yield %302 : f32
    } -> tensor<8x17x128xf32>
    %collapsed_37 = tensor.collapse_shape %155 [[0, 1], [2]] : tensor<8x17x128xf32> into tensor<136x128xf32>
    %156 = tensor.empty() : tensor<128x64xf32>
    %157 = tensor.empty() : tensor<128x64xf32>
    %transposed_38 = linalg.transpose ins(%arg19 : tensor<64x128xf32>) outs(%157 : tensor<128x64xf32>) permutation = [1, 0] 
    %158 = linalg.matmul ins(%collapsed_37, %transposed_38 : tensor<136x128xf32>, tensor<128x64xf32>) outs(%56 : tensor<136x64xf32>) -> tensor<136x64xf32>
    %159 = tensor.empty() : tensor<136x64xf32>
    %160 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel"]} ins(%arg20 : tensor<64xf32>) outs(%159 : tensor<136x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<136x64xf32>
    %161 = tensor.empty() : tensor<136x64xf32>
    %162 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%158, %160 : tensor<136x64xf32>, tensor<136x64xf32>) outs(%161 : tensor<136x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %298 = arith.addf %in, %in_67 : f32
      linalg.yield %298 : f32
    } -> tensor<136x64xf32>
    %expanded_39 = tensor.expand_shape %162 [[0, 1], [2]] output_shape [8, 17, 64] : tensor<136x64xf32> into tensor<8x17x64xf32>
    %163 = tensor.empty() : tensor<8x17x64xf32>
    %164 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_39, %113 : tensor<8x17x64xf32>, tensor<8x17x64xf32>) outs(%163 : tensor<8x17x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %298 = arith.addf %in, %in_67 : f32
      linalg.yield %298 : f32
    } -> tensor<8x17x64xf32>
    %165 = tensor.empty() : tensor<8x17x64xf64>
    %166 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164 : tensor<8x17x64xf32>) outs(%165 : tensor<8x17x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %298 = arith.extf %in : f32 to f64
      linalg.yield %298 : f64
    } -> tensor<8x17x64xf64>
    %167 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%166 : tensor<8x17x64xf64>) outs(%21 : tensor<8x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %298 = arith.addf %in, %out : f64
      linalg.yield %298 : f64
    } -> tensor<8x17x1xf64>
    %168 = tensor.empty() : tensor<8x17x1xf64>
    %169 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167 : tensor<8x17x1xf64>) outs(%168 : tensor<8x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %298 = arith.divf %in, %cst_7 : f64
      linalg.yield %298 : f64
    } -> tensor<8x17x1xf64>
    %170 = tensor.empty() : tensor<8x17x64xf64>
    %171 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166, %169 : tensor<8x17x64xf64>, tensor<8x17x1xf64>) outs(%170 : tensor<8x17x64xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %298 = arith.subf %in, %in_67 : f64
      linalg.yield %298 : f64
    } -> tensor<8x17x64xf64>
    %172 = tensor.empty() : tensor<8x17x64xf64>
    %173 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171, %171 : tensor<8x17x64xf64>, tensor<8x17x64xf64>) outs(%172 : tensor<8x17x64xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %298 = arith.mulf %in, %in_67 : f64
      linalg.yield %298 : f64
    } -> tensor<8x17x64xf64>
    %174 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%173 : tensor<8x17x64xf64>) outs(%21 : tensor<8x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %298 = arith.addf %in, %out : f64
      linalg.yield %298 : f64
    } -> tensor<8x17x1xf64>
    %175 = tensor.empty() : tensor<8x17x1xf64>
    %176 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174 : tensor<8x17x1xf64>) outs(%175 : tensor<8x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %298 = arith.divf %in, %cst_7 : f64
      linalg.yield %298 : f64
    } -> tensor<8x17x1xf64>
    %177 = tensor.empty() : tensor<8x17x1xf32>
    %178 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176 : tensor<8x17x1xf64>) outs(%177 : tensor<8x17x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %298 = arith.truncf %in : f64 to f32
      linalg.yield %298 : f32
    } -> tensor<8x17x1xf32>
    %179 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%164 : tensor<8x17x64xf32>) outs(%36 : tensor<8x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %298 = arith.addf %in, %out : f32
      linalg.yield %298 : f32
    } -> tensor<8x17x1xf32>
    %180 = tensor.empty() : tensor<8x17x1xf32>
    %181 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179 : tensor<8x17x1xf32>) outs(%180 : tensor<8x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %298 = arith.divf %in, %cst_8 : f32
      linalg.yield %298 : f32
    } -> tensor<8x17x1xf32>
    %182 = tensor.empty() : tensor<8x17x1xf32>
    %183 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178 : tensor<8x17x1xf32>) outs(%182 : tensor<8x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %298 = arith.truncf %cst_6 : f64 to f32
      %299 = arith.addf %in, %298 : f32
      linalg.yield %299 : f32
    } -> tensor<8x17x1xf32>
    %184 = tensor.empty() : tensor<8x17x1xf32>
    %185 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%183 : tensor<8x17x1xf32>) outs(%184 : tensor<8x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %298 = math.rsqrt %in : f32
      linalg.yield %298 : f32
    } -> tensor<8x17x1xf32>
    %186 = tensor.empty() : tensor<8x17x64xf32>
    %187 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164, %181 : tensor<8x17x64xf32>, tensor<8x17x1xf32>) outs(%186 : tensor<8x17x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %298 = arith.subf %in, %in_67 : f32
      linalg.yield %298 : f32
    } -> tensor<8x17x64xf32>
    %188 = tensor.empty() : tensor<8x17x64xf32>
    %189 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%187, %185 : tensor<8x17x64xf32>, tensor<8x17x1xf32>) outs(%188 : tensor<8x17x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %298 = arith.mulf %in, %in_67 : f32
      linalg.yield %298 : f32
    } -> tensor<8x17x64xf32>
    %190 = tensor.empty() : tensor<8x17x64xf32>
    %191 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189, %arg29 : tensor<8x17x64xf32>, tensor<64xf32>) outs(%190 : tensor<8x17x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %298 = arith.mulf %in, %in_67 : f32
      linalg.yield %298 : f32
    } -> tensor<8x17x64xf32>
    %192 = tensor.empty() : tensor<8x17x64xf32>
    %193 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%191, %arg30 : tensor<8x17x64xf32>, tensor<64xf32>) outs(%192 : tensor<8x17x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %298 = arith.addf %in, %in_67 : f32
      linalg.yield %298 : f32
    } -> tensor<8x17x64xf32>
    %collapsed_40 = tensor.collapse_shape %193 [[0, 1], [2]] : tensor<8x17x64xf32> into tensor<136x64xf32>
    %194 = tensor.empty() : tensor<64x64xf32>
    %transposed_41 = linalg.transpose ins(%arg21 : tensor<64x64xf32>) outs(%194 : tensor<64x64xf32>) permutation = [1, 0] 
    %195 = linalg.matmul ins(%collapsed_40, %transposed_41 : tensor<136x64xf32>, tensor<64x64xf32>) outs(%56 : tensor<136x64xf32>) -> tensor<136x64xf32>
    %196 = tensor.empty() : tensor<136x64xf32>
    %197 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel"]} ins(%arg22 : tensor<64xf32>) outs(%196 : tensor<136x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<136x64xf32>
    %198 = tensor.empty() : tensor<136x64xf32>
    %199 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%195, %197 : tensor<136x64xf32>, tensor<136x64xf32>) outs(%198 : tensor<136x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %298 = arith.addf %in, %in_67 : f32
      linalg.yield %298 : f32
    } -> tensor<136x64xf32>
    %expanded_42 = tensor.expand_shape %199 [[0, 1], [2, 3]] output_shape [8, 17, 4, 16] : tensor<136x64xf32> into tensor<8x17x4x16xf32>
    %200 = tensor.empty() : tensor<8x4x17x16xf32>
    %transposed_43 = linalg.transpose ins(%expanded_42 : tensor<8x17x4x16xf32>) outs(%200 : tensor<8x4x17x16xf32>) permutation = [0, 2, 1, 3] 
    %201 = tensor.empty() : tensor<64x64xf32>
    %transposed_44 = linalg.transpose ins(%arg23 : tensor<64x64xf32>) outs(%201 : tensor<64x64xf32>) permutation = [1, 0] 
    %202 = linalg.matmul ins(%collapsed_40, %transposed_44 : tensor<136x64xf32>, tensor<64x64xf32>) outs(%56 : tensor<136x64xf32>) -> tensor<136x64xf32>
    %203 = tensor.empty() : tensor<136x64xf32>
    %204 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel"]} ins(%arg24 : tensor<64xf32>) outs(%203 : tensor<136x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<136x64xf32>
    %205 = tensor.empty() : tensor<136x64xf32>
    %206 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%202, %204 : tensor<136x64xf32>, tensor<136x64xf32>) outs(%205 : tensor<136x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %298 = arith.addf %in, %in_67 : f32
      linalg.yield %298 : f32
    } -> tensor<136x64xf32>
    %expanded_45 = tensor.expand_shape %206 [[0, 1], [2, 3]] output_shape [8, 17, 4, 16] : tensor<136x64xf32> into tensor<8x17x4x16xf32>
    %207 = tensor.empty() : tensor<64x64xf32>
    %transposed_46 = linalg.transpose ins(%arg25 : tensor<64x64xf32>) outs(%207 : tensor<64x64xf32>) permutation = [1, 0] 
    %208 = linalg.matmul ins(%collapsed_40, %transposed_46 : tensor<136x64xf32>, tensor<64x64xf32>) outs(%56 : tensor<136x64xf32>) -> tensor<136x64xf32>
    %209 = tensor.empty() : tensor<136x64xf32>
    %210 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel"]} ins(%arg26 : tensor<64xf32>) outs(%209 : tensor<136x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<136x64xf32>
    %211 = tensor.empty() : tensor<136x64xf32>
    %212 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%208, %210 : tensor<136x64xf32>, tensor<136x64xf32>) outs(%211 : tensor<136x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %298 = arith.addf %in, %in_67 : f32
      linalg.yield %298 : f32
    } -> tensor<136x64xf32>
    %expanded_47 = tensor.expand_shape %212 [[0, 1], [2, 3]] output_shape [8, 17, 4, 16] : tensor<136x64xf32> into tensor<8x17x4x16xf32>
    %transposed_48 = linalg.transpose ins(%expanded_47 : tensor<8x17x4x16xf32>) outs(%62 : tensor<8x4x17x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_49 = linalg.transpose ins(%expanded_45 : tensor<8x17x4x16xf32>) outs(%77 : tensor<8x4x16x17xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_50 = tensor.collapse_shape %transposed_43 [[0, 1], [2], [3]] : tensor<8x4x17x16xf32> into tensor<32x17x16xf32>
    %collapsed_51 = tensor.collapse_shape %transposed_49 [[0, 1], [2], [3]] : tensor<8x4x16x17xf32> into tensor<32x16x17xf32>
    %213 = linalg.batch_matmul ins(%collapsed_50, %collapsed_51 : tensor<32x17x16xf32>, tensor<32x16x17xf32>) outs(%80 : tensor<32x17x17xf32>) -> tensor<32x17x17xf32>
    %expanded_52 = tensor.expand_shape %213 [[0, 1], [2], [3]] output_shape [8, 4, 17, 17] : tensor<32x17x17xf32> into tensor<8x4x17x17xf32>
    %214 = tensor.empty() : tensor<8x4x17x17xf32>
    %215 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_52 : tensor<8x4x17x17xf32>) outs(%214 : tensor<8x4x17x17xf32>) {
    ^bb0(%in: f32, %out: f32):
      %298 = arith.mulf %in, %cst_9 : f32
      linalg.yield %298 : f32
    } -> tensor<8x4x17x17xf32>
    %216 = tensor.empty() : tensor<8x4x17x17xf32>
    %217 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%215, %15 : tensor<8x4x17x17xf32>, tensor<8x1x17x17xf32>) outs(%216 : tensor<8x4x17x17xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %298 = arith.addf %in, %in_67 : f32
      linalg.yield %298 : f32
    } -> tensor<8x4x17x17xf32>
    %218:2 = linalg.generic {indexing_maps = [#map4, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%217 : tensor<8x4x17x17xf32>) outs(%90, %88 : tensor<8x4x17xf32>, tensor<8x4x17xi64>) {
    ^bb0(%in: f32, %out: f32, %out_67: i64):
      %298 = linalg.index 3 : index
      %299 = arith.index_cast %298 : index to i64
      %300 = arith.maximumf %in, %out : f32
      %301 = arith.cmpf ogt, %in, %out : f32
      %302 = arith.select %301, %299, %out_67 : i64
      linalg.yield %300, %302 : f32, i64
    } -> (tensor<8x4x17xf32>, tensor<8x4x17xi64>)
    %expanded_53 = tensor.expand_shape %218#0 [[0], [1], [2, 3]] output_shape [8, 4, 17, 1] : tensor<8x4x17xf32> into tensor<8x4x17x1xf32>
    %219 = tensor.empty() : tensor<8x4x17x17xf32>
    %220 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%217, %expanded_53 : tensor<8x4x17x17xf32>, tensor<8x4x17x1xf32>) outs(%219 : tensor<8x4x17x17xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %298 = arith.subf %in, %in_67 : f32
      linalg.yield %298 : f32
    } -> tensor<8x4x17x17xf32>
    %221 = tensor.empty() : tensor<8x4x17x17xf32>
    %222 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%220 : tensor<8x4x17x17xf32>) outs(%221 : tensor<8x4x17x17xf32>) {
    ^bb0(%in: f32, %out: f32):
      %298 = math.exp %in : f32
      linalg.yield %298 : f32
    } -> tensor<8x4x17x17xf32>
    %223 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%222 : tensor<8x4x17x17xf32>) outs(%97 : tensor<8x4x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %298 = arith.addf %in, %out : f32
      linalg.yield %298 : f32
    } -> tensor<8x4x17x1xf32>
    %224 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%222, %223 : tensor<8x4x17x17xf32>, tensor<8x4x17x1xf32>) outs(%82 : tensor<8x4x17x17xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %298 = arith.divf %in, %in_67 : f32
      linalg.yield %298 : f32
    } -> tensor<8x4x17x17xf32>
    %collapsed_54 = tensor.collapse_shape %224 [[0, 1], [2], [3]] : tensor<8x4x17x17xf32> into tensor<32x17x17xf32>
    %collapsed_55 = tensor.collapse_shape %transposed_48 [[0, 1], [2], [3]] : tensor<8x4x17x16xf32> into tensor<32x17x16xf32>
    %225 = linalg.batch_matmul ins(%collapsed_54, %collapsed_55 : tensor<32x17x17xf32>, tensor<32x17x16xf32>) outs(%102 : tensor<32x17x16xf32>) -> tensor<32x17x16xf32>
    %expanded_56 = tensor.expand_shape %225 [[0, 1], [2], [3]] output_shape [8, 4, 17, 16] : tensor<32x17x16xf32> into tensor<8x4x17x16xf32>
    %transposed_57 = linalg.transpose ins(%expanded_56 : tensor<8x4x17x16xf32>) outs(%104 : tensor<8x17x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_58 = tensor.collapse_shape %transposed_57 [[0, 1], [2, 3]] : tensor<8x17x4x16xf32> into tensor<136x64xf32>
    %transposed_59 = linalg.transpose ins(%arg27 : tensor<64x64xf32>) outs(%52 : tensor<64x64xf32>) permutation = [1, 0] 
    %226 = linalg.matmul ins(%collapsed_58, %transposed_59 : tensor<136x64xf32>, tensor<64x64xf32>) outs(%56 : tensor<136x64xf32>) -> tensor<136x64xf32>
    %227 = tensor.empty() : tensor<136x64xf32>
    %228 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel"]} ins(%arg28 : tensor<64xf32>) outs(%227 : tensor<136x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<136x64xf32>
    %229 = tensor.empty() : tensor<136x64xf32>
    %230 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%226, %228 : tensor<136x64xf32>, tensor<136x64xf32>) outs(%229 : tensor<136x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %298 = arith.addf %in, %in_67 : f32
      linalg.yield %298 : f32
    } -> tensor<136x64xf32>
    %expanded_60 = tensor.expand_shape %230 [[0, 1], [2]] output_shape [8, 17, 64] : tensor<136x64xf32> into tensor<8x17x64xf32>
    %231 = tensor.empty() : tensor<8x17x64xf32>
    %232 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_60, %164 : tensor<8x17x64xf32>, tensor<8x17x64xf32>) outs(%231 : tensor<8x17x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %298 = arith.addf %in, %in_67 : f32
      linalg.yield %298 : f32
    } -> tensor<8x17x64xf32>
    %233 = tensor.empty() : tensor<8x17x64xf64>
    %234 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%232 : tensor<8x17x64xf32>) outs(%233 : tensor<8x17x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %298 = arith.extf %in : f32 to f64
      linalg.yield %298 : f64
    } -> tensor<8x17x64xf64>
    %235 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%234 : tensor<8x17x64xf64>) outs(%21 : tensor<8x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %298 = arith.addf %in, %out : f64
      linalg.yield %298 : f64
    } -> tensor<8x17x1xf64>
    %236 = tensor.empty() : tensor<8x17x1xf64>
    %237 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235 : tensor<8x17x1xf64>) outs(%236 : tensor<8x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %298 = arith.divf %in, %cst_7 : f64
      linalg.yield %298 : f64
    } -> tensor<8x17x1xf64>
    %238 = tensor.empty() : tensor<8x17x64xf64>
    %239 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%234, %237 : tensor<8x17x64xf64>, tensor<8x17x1xf64>) outs(%238 : tensor<8x17x64xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %298 = arith.subf %in, %in_67 : f64
      linalg.yield %298 : f64
    } -> tensor<8x17x64xf64>
    %240 = tensor.empty() : tensor<8x17x64xf64>
    %241 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239, %239 : tensor<8x17x64xf64>, tensor<8x17x64xf64>) outs(%240 : tensor<8x17x64xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %298 = arith.mulf %in, %in_67 : f64
      linalg.yield %298 : f64
    } -> tensor<8x17x64xf64>
    %242 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%241 : tensor<8x17x64xf64>) outs(%21 : tensor<8x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %298 = arith.addf %in, %out : f64
      linalg.yield %298 : f64
    } -> tensor<8x17x1xf64>
    %243 = tensor.empty() : tensor<8x17x1xf64>
    %244 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%242 : tensor<8x17x1xf64>) outs(%243 : tensor<8x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %298 = arith.divf %in, %cst_7 : f64
      linalg.yield %298 : f64
    } -> tensor<8x17x1xf64>
    %245 = tensor.empty() : tensor<8x17x1xf32>
    %246 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244 : tensor<8x17x1xf64>) outs(%245 : tensor<8x17x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %298 = arith.truncf %in : f64 to f32
      linalg.yield %298 : f32
    } -> tensor<8x17x1xf32>
    %247 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%232 : tensor<8x17x64xf32>) outs(%36 : tensor<8x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %298 = arith.addf %in, %out : f32
      linalg.yield %298 : f32
    } -> tensor<8x17x1xf32>
    %248 = tensor.empty() : tensor<8x17x1xf32>
    %249 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%247 : tensor<8x17x1xf32>) outs(%248 : tensor<8x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %298 = arith.divf %in, %cst_8 : f32
      linalg.yield %298 : f32
    } -> tensor<8x17x1xf32>
    %250 = tensor.empty() : tensor<8x17x1xf32>
    %251 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%246 : tensor<8x17x1xf32>) outs(%250 : tensor<8x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %298 = arith.truncf %cst_6 : f64 to f32
      %299 = arith.addf %in, %298 : f32
      linalg.yield %299 : f32
    } -> tensor<8x17x1xf32>
    %252 = tensor.empty() : tensor<8x17x1xf32>
    %253 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%251 : tensor<8x17x1xf32>) outs(%252 : tensor<8x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %298 = math.rsqrt %in : f32
      linalg.yield %298 : f32
    } -> tensor<8x17x1xf32>
    %254 = tensor.empty() : tensor<8x17x64xf32>
    %255 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%232, %249 : tensor<8x17x64xf32>, tensor<8x17x1xf32>) outs(%254 : tensor<8x17x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %298 = arith.subf %in, %in_67 : f32
      linalg.yield %298 : f32
    } -> tensor<8x17x64xf32>
    %256 = tensor.empty() : tensor<8x17x64xf32>
    %257 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%255, %253 : tensor<8x17x64xf32>, tensor<8x17x1xf32>) outs(%256 : tensor<8x17x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %298 = arith.mulf %in, %in_67 : f32
      linalg.yield %298 : f32
    } -> tensor<8x17x64xf32>
    %258 = tensor.empty() : tensor<8x17x64xf32>
    %259 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%257, %arg31 : tensor<8x17x64xf32>, tensor<64xf32>) outs(%258 : tensor<8x17x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %298 = arith.mulf %in, %in_67 : f32
      linalg.yield %298 : f32
    } -> tensor<8x17x64xf32>
    %260 = tensor.empty() : tensor<8x17x64xf32>
    %261 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%259, %arg32 : tensor<8x17x64xf32>, tensor<64xf32>) outs(%260 : tensor<8x17x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %298 = arith.addf %in, %in_67 : f32
      linalg.yield %298 : f32
    } -> tensor<8x17x64xf32>
    %collapsed_61 = tensor.collapse_shape %261 [[0, 1], [2]] : tensor<8x17x64xf32> into tensor<136x64xf32>
    %transposed_62 = linalg.transpose ins(%arg33 : tensor<128x64xf32>) outs(%143 : tensor<64x128xf32>) permutation = [1, 0] 
    %262 = linalg.matmul ins(%collapsed_61, %transposed_62 : tensor<136x64xf32>, tensor<64x128xf32>) outs(%147 : tensor<136x128xf32>) -> tensor<136x128xf32>
    %263 = tensor.empty() : tensor<136x128xf32>
    %264 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel"]} ins(%arg34 : tensor<128xf32>) outs(%263 : tensor<136x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<136x128xf32>
    %265 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%262, %264 : tensor<136x128xf32>, tensor<136x128xf32>) outs(%145 : tensor<136x128xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %298 = arith.addf %in, %in_67 : f32
      linalg.yield %298 : f32
    } -> tensor<136x128xf32>
    %expanded_63 = tensor.expand_shape %265 [[0, 1], [2]] output_shape [8, 17, 128] : tensor<136x128xf32> into tensor<8x17x128xf32>
    %266 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_63 : tensor<8x17x128xf32>) outs(%153 : tensor<8x17x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %298 = arith.divf %in, %cst_10 : f32
      %299 = math.erf %298 : f32
      %300 = arith.addf %299, %cst_2 : f32
      %301 = arith.mulf %300, %cst_3 : f32
      %302 = arith.mulf %in, %301 : f32
      linalg.yield %302 : f32
    } -> tensor<8x17x128xf32>
    %collapsed_64 = tensor.collapse_shape %266 [[0, 1], [2]] : tensor<8x17x128xf32> into tensor<136x128xf32>
    %transposed_65 = linalg.transpose ins(%arg35 : tensor<64x128xf32>) outs(%156 : tensor<128x64xf32>) permutation = [1, 0] 
    %267 = linalg.matmul ins(%collapsed_64, %transposed_65 : tensor<136x128xf32>, tensor<128x64xf32>) outs(%56 : tensor<136x64xf32>) -> tensor<136x64xf32>
    %268 = tensor.empty() : tensor<136x64xf32>
    %269 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel"]} ins(%arg36 : tensor<64xf32>) outs(%268 : tensor<136x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<136x64xf32>
    %270 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%267, %269 : tensor<136x64xf32>, tensor<136x64xf32>) outs(%54 : tensor<136x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %298 = arith.addf %in, %in_67 : f32
      linalg.yield %298 : f32
    } -> tensor<136x64xf32>
    %expanded_66 = tensor.expand_shape %270 [[0, 1], [2]] output_shape [8, 17, 64] : tensor<136x64xf32> into tensor<8x17x64xf32>
    %271 = tensor.empty() : tensor<8x17x64xf32>
    %272 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_66, %232 : tensor<8x17x64xf32>, tensor<8x17x64xf32>) outs(%271 : tensor<8x17x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %298 = arith.addf %in, %in_67 : f32
      linalg.yield %298 : f32
    } -> tensor<8x17x64xf32>
    %273 = tensor.empty() : tensor<8x17x64xf64>
    %274 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%272 : tensor<8x17x64xf32>) outs(%273 : tensor<8x17x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %298 = arith.extf %in : f32 to f64
      linalg.yield %298 : f64
    } -> tensor<8x17x64xf64>
    %275 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%274 : tensor<8x17x64xf64>) outs(%21 : tensor<8x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %298 = arith.addf %in, %out : f64
      linalg.yield %298 : f64
    } -> tensor<8x17x1xf64>
    %276 = tensor.empty() : tensor<8x17x1xf64>
    %277 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%275 : tensor<8x17x1xf64>) outs(%276 : tensor<8x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %298 = arith.divf %in, %cst_7 : f64
      linalg.yield %298 : f64
    } -> tensor<8x17x1xf64>
    %278 = tensor.empty() : tensor<8x17x64xf64>
    %279 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%274, %277 : tensor<8x17x64xf64>, tensor<8x17x1xf64>) outs(%278 : tensor<8x17x64xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %298 = arith.subf %in, %in_67 : f64
      linalg.yield %298 : f64
    } -> tensor<8x17x64xf64>
    %280 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%279, %279 : tensor<8x17x64xf64>, tensor<8x17x64xf64>) outs(%16 : tensor<8x17x64xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %298 = arith.mulf %in, %in_67 : f64
      linalg.yield %298 : f64
    } -> tensor<8x17x64xf64>
    %281 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%280 : tensor<8x17x64xf64>) outs(%21 : tensor<8x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %298 = arith.addf %in, %out : f64
      linalg.yield %298 : f64
    } -> tensor<8x17x1xf64>
    %282 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%281 : tensor<8x17x1xf64>) outs(%19 : tensor<8x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %298 = arith.divf %in, %cst_7 : f64
      linalg.yield %298 : f64
    } -> tensor<8x17x1xf64>
    %283 = tensor.empty() : tensor<8x17x1xf32>
    %284 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%282 : tensor<8x17x1xf64>) outs(%283 : tensor<8x17x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %298 = arith.truncf %in : f64 to f32
      linalg.yield %298 : f32
    } -> tensor<8x17x1xf32>
    %285 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%272 : tensor<8x17x64xf32>) outs(%36 : tensor<8x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %298 = arith.addf %in, %out : f32
      linalg.yield %298 : f32
    } -> tensor<8x17x1xf32>
    %286 = tensor.empty() : tensor<8x17x1xf32>
    %287 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%285 : tensor<8x17x1xf32>) outs(%286 : tensor<8x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %298 = arith.divf %in, %cst_8 : f32
      linalg.yield %298 : f32
    } -> tensor<8x17x1xf32>
    %288 = tensor.empty() : tensor<8x17x1xf32>
    %289 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%284 : tensor<8x17x1xf32>) outs(%288 : tensor<8x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %298 = arith.truncf %cst_6 : f64 to f32
      %299 = arith.addf %in, %298 : f32
      linalg.yield %299 : f32
    } -> tensor<8x17x1xf32>
    %290 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%289 : tensor<8x17x1xf32>) outs(%32 : tensor<8x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %298 = math.rsqrt %in : f32
      linalg.yield %298 : f32
    } -> tensor<8x17x1xf32>
    %291 = tensor.empty() : tensor<8x17x64xf32>
    %292 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%272, %287 : tensor<8x17x64xf32>, tensor<8x17x1xf32>) outs(%291 : tensor<8x17x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %298 = arith.subf %in, %in_67 : f32
      linalg.yield %298 : f32
    } -> tensor<8x17x64xf32>
    %293 = tensor.empty() : tensor<8x17x64xf32>
    %294 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%292, %290 : tensor<8x17x64xf32>, tensor<8x17x1xf32>) outs(%293 : tensor<8x17x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %298 = arith.mulf %in, %in_67 : f32
      linalg.yield %298 : f32
    } -> tensor<8x17x64xf32>
    %295 = tensor.empty() : tensor<8x17x64xf32>
    %296 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%294, %arg37 : tensor<8x17x64xf32>, tensor<64xf32>) outs(%295 : tensor<8x17x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %298 = arith.mulf %in, %in_67 : f32
      linalg.yield %298 : f32
    } -> tensor<8x17x64xf32>
    %297 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%296, %arg38 : tensor<8x17x64xf32>, tensor<64xf32>) outs(%5 : tensor<8x17x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %298 = arith.addf %in, %in_67 : f32
      linalg.yield %298 : f32
    } -> tensor<8x17x64xf32>
    return %297 : tensor<8x17x64xf32>
  }
}

