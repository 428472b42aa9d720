// Model zoo: qwen2, exported by examples/models/regenerate.sh (zoo.py); random weights.
// Arguments: the inputs, then every parameter/buffer (cleave.name = its name). {"inputs": ["input_ids"], "parameters": 26}
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> ()>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>
#map10 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map11 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#map12 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map13 = affine_map<(d0, d1, d2) -> (d2)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  func.func @forward(%arg0: tensor<8x16xi64> {cleave.name = "input_ids"}, %arg1: tensor<256x64xf32> {cleave.name = "embed_tokens.weight"}, %arg2: tensor<64x64xf32> {cleave.name = "layers.0.self_attn.q_proj.weight"}, %arg3: tensor<64xf32> {cleave.name = "layers.0.self_attn.q_proj.bias"}, %arg4: tensor<64x64xf32> {cleave.name = "layers.0.self_attn.k_proj.weight"}, %arg5: tensor<64xf32> {cleave.name = "layers.0.self_attn.k_proj.bias"}, %arg6: tensor<64x64xf32> {cleave.name = "layers.0.self_attn.v_proj.weight"}, %arg7: tensor<64xf32> {cleave.name = "layers.0.self_attn.v_proj.bias"}, %arg8: tensor<64x64xf32> {cleave.name = "layers.0.self_attn.o_proj.weight"}, %arg9: tensor<128x64xf32> {cleave.name = "layers.0.mlp.gate_proj.weight"}, %arg10: tensor<128x64xf32> {cleave.name = "layers.0.mlp.up_proj.weight"}, %arg11: tensor<64x128xf32> {cleave.name = "layers.0.mlp.down_proj.weight"}, %arg12: tensor<64xf32> {cleave.name = "layers.0.input_layernorm.weight"}, %arg13: tensor<64xf32> {cleave.name = "layers.0.post_attention_layernorm.weight"}, %arg14: tensor<64x64xf32> {cleave.name = "layers.1.self_attn.q_proj.weight"}, %arg15: tensor<64xf32> {cleave.name = "layers.1.self_attn.q_proj.bias"}, %arg16: tensor<64x64xf32> {cleave.name = "layers.1.self_attn.k_proj.weight"}, %arg17: tensor<64xf32> {cleave.name = "layers.1.self_attn.k_proj.bias"}, %arg18: tensor<64x64xf32> {cleave.name = "layers.1.self_attn.v_proj.weight"}, %arg19: tensor<64xf32> {cleave.name = "layers.1.self_attn.v_proj.bias"}, %arg20: tensor<64x64xf32> {cleave.name = "layers.1.self_attn.o_proj.weight"}, %arg21: tensor<128x64xf32> {cleave.name = "layers.1.mlp.gate_proj.weight"}, %arg22: tensor<128x64xf32> {cleave.name = "layers.1.mlp.up_proj.weight"}, %arg23: tensor<64x128xf32> {cleave.name = "layers.1.mlp.down_proj.weight"}, %arg24: tensor<64xf32> {cleave.name = "layers.1.input_layernorm.weight"}, %arg25: tensor<64xf32> {cleave.name = "layers.1.post_attention_layernorm.weight"}, %arg26: tensor<64xf32> {cleave.name = "norm.weight"}) -> tensor<8x16x64xf32> {
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %c256 = arith.constant 256 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = arith.constant dense<true> : tensor<i1>
    %cst_5 = arith.constant 9.9999999999999995E-7 : f64
    %cst_6 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %true = arith.constant true
    %cst_7 = arith.constant 6.400000e+01 : f32
    %cst_8 = arith.constant 2.500000e-01 : f32
    %0 = tensor.empty() : tensor<16xi64>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%0 : tensor<16xi64>) {
    ^bb0(%out: i64):
      %247 = linalg.index 0 : index
      %248 = arith.index_cast %247 : index to i64
      linalg.yield %248 : i64
    } -> tensor<16xi64>
    %2 = tensor.empty() : tensor<8x16xi64>
    %3 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<16xi64>) outs(%2 : tensor<8x16xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<8x16xi64>
    %4 = tensor.empty() : tensor<8x16x64xf32>
    %5 = tensor.empty() : tensor<8x16x64xf32>
    %6 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<8x16xi64>) outs(%5 : tensor<8x16x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %247 = arith.index_cast %in : i64 to index
      %248 = linalg.index 2 : index
      %249 = arith.cmpi slt, %247, %c256 : index
      cf.assert %249, "index must be smaller than dim size"
      %250 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %250, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%247, %248] : tensor<256x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x16x64xf32>
    %7 = tensor.empty() : tensor<8xi64>
    %8 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%7 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %247 = linalg.index 0 : index
      %248 = arith.index_cast %247 : index to i64
      linalg.yield %248 : i64
    } -> tensor<8xi64>
    %expanded = tensor.expand_shape %8 [[0, 1, 2, 3]] output_shape [8, 1, 1, 1] : tensor<8xi64> into tensor<8x1x1x1xi64>
    %expanded_9 = tensor.expand_shape %1 [[0, 1, 2, 3]] output_shape [1, 1, 16, 1] : tensor<16xi64> into tensor<1x1x16x1xi64>
    %expanded_10 = tensor.expand_shape %1 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] : tensor<16xi64> into tensor<1x1x1x16xi64>
    %9 = tensor.empty() : tensor<1x1x16x16xi1>
    %10 = tensor.empty() : tensor<1x1x16x16xi1>
    %11 = linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_10, %expanded_9 : tensor<1x1x1x16xi64>, tensor<1x1x16x1xi64>) outs(%10 : tensor<1x1x16x16xi1>) {
    ^bb0(%in: i64, %in_83: i64, %out: i1):
      %247 = arith.cmpi sle, %in, %in_83 : i64
      linalg.yield %247 : i1
    } -> tensor<1x1x16x16xi1>
    %12 = linalg.generic {indexing_maps = [#map8, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_4, %11 : tensor<i1>, tensor<1x1x16x16xi1>) outs(%9 : tensor<1x1x16x16xi1>) {
    ^bb0(%in: i1, %in_83: i1, %out: i1):
      %247 = arith.andi %in, %in_83 : i1
      linalg.yield %247 : i1
    } -> tensor<1x1x16x16xi1>
    %13 = tensor.empty() : tensor<8x1x1x16xi1>
    %14 = linalg.generic {indexing_maps = [#map9, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_10 : tensor<8x1x1x1xi64>, tensor<1x1x1x16xi64>) outs(%13 : tensor<8x1x1x16xi1>) {
    ^bb0(%in: i64, %in_83: i64, %out: i1):
      linalg.yield %true : i1
    } -> tensor<8x1x1x16xi1>
    %15 = tensor.empty() : tensor<8x1x16x16xi1>
    %16 = linalg.generic {indexing_maps = [#map11, #map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12, %14 : tensor<1x1x16x16xi1>, tensor<8x1x1x16xi1>) outs(%15 : tensor<8x1x16x16xi1>) {
    ^bb0(%in: i1, %in_83: i1, %out: i1):
      %247 = arith.andi %in, %in_83 : i1
      linalg.yield %247 : i1
    } -> tensor<8x1x16x16xi1>
    %17 = tensor.empty() : tensor<8x1x16x16xf32>
    %18 = linalg.generic {indexing_maps = [#map7, #map8, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16, %cst_3, %cst_2 : tensor<8x1x16x16xi1>, tensor<f32>, tensor<f32>) outs(%17 : tensor<8x1x16x16xf32>) {
    ^bb0(%in: i1, %in_83: f32, %in_84: f32, %out: f32):
      %247 = arith.select %in, %in_83, %in_84 : f32
      linalg.yield %247 : f32
    } -> tensor<8x1x16x16xf32>
    %expanded_11 = tensor.expand_shape %3 [[0], [1, 2]] output_shape [8, 16, 1] : tensor<8x16xi64> into tensor<8x16x1xi64>
    %19 = tensor.empty() : tensor<8x16x1xf32>
    %20 = tensor.empty() : tensor<8x16x1xf32>
    %21 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_11 : tensor<8x16x1xi64>) outs(%20 : tensor<8x16x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %247 = arith.sitofp %in : i64 to f32
      linalg.yield %247 : f32
    } -> tensor<8x16x1xf32>
    %22 = tensor.empty() : tensor<8x16x8xf32>
    %23 = linalg.generic {indexing_maps = [#map12, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21, %cst_6 : tensor<8x16x1xf32>, tensor<8xf32>) outs(%22 : tensor<8x16x8xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %247 = arith.mulf %in, %in_83 : f32
      linalg.yield %247 : f32
    } -> tensor<8x16x8xf32>
    %concat = tensor.concat dim(2) %23, %23 : (tensor<8x16x8xf32>, tensor<8x16x8xf32>) -> tensor<8x16x16xf32>
    %24 = tensor.empty() : tensor<8x16x16xf32>
    %25 = tensor.empty() : tensor<8x16x16xf32>
    %26 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<8x16x16xf32>) outs(%25 : tensor<8x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = math.cos %in : f32
      linalg.yield %247 : f32
    } -> tensor<8x16x16xf32>
    %27 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<8x16x16xf32>) outs(%24 : tensor<8x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = math.sin %in : f32
      linalg.yield %247 : f32
    } -> tensor<8x16x16xf32>
    %28 = tensor.empty() : tensor<8x16x64xf32>
    %29 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<8x16x64xf32>) outs(%28 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %247 : f32
    } -> tensor<8x16x64xf32>
    %30 = tensor.empty() : tensor<8x16x1xf32>
    %31 = linalg.fill ins(%cst : f32) outs(%30 : tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %32 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%29 : tensor<8x16x64xf32>) outs(%31 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.addf %in, %out : f32
      linalg.yield %247 : f32
    } -> tensor<8x16x1xf32>
    %33 = tensor.empty() : tensor<8x16x1xf32>
    %34 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32 : tensor<8x16x1xf32>) outs(%33 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.divf %in, %cst_7 : f32
      linalg.yield %247 : f32
    } -> tensor<8x16x1xf32>
    %35 = tensor.empty() : tensor<8x16x1xf32>
    %36 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34 : tensor<8x16x1xf32>) outs(%35 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.truncf %cst_5 : f64 to f32
      %248 = arith.addf %in, %247 : f32
      linalg.yield %248 : f32
    } -> tensor<8x16x1xf32>
    %37 = tensor.empty() : tensor<8x16x1xf32>
    %38 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36 : tensor<8x16x1xf32>) outs(%37 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = math.rsqrt %in : f32
      linalg.yield %247 : f32
    } -> tensor<8x16x1xf32>
    %39 = tensor.empty() : tensor<8x16x64xf32>
    %40 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %38 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%39 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %247 = arith.mulf %in, %in_83 : f32
      linalg.yield %247 : f32
    } -> tensor<8x16x64xf32>
    %41 = tensor.empty() : tensor<8x16x64xf32>
    %42 = linalg.generic {indexing_maps = [#map13, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg12, %40 : tensor<64xf32>, tensor<8x16x64xf32>) outs(%41 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %247 = arith.mulf %in, %in_83 : f32
      linalg.yield %247 : f32
    } -> tensor<8x16x64xf32>
    %collapsed = tensor.collapse_shape %42 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %43 = tensor.empty() : tensor<64x64xf32>
    %44 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg2 : tensor<64x64xf32>) outs(%44 : tensor<64x64xf32>) permutation = [1, 0] 
    %45 = tensor.empty() : tensor<128x64xf32>
    %46 = tensor.empty() : tensor<128x64xf32>
    %47 = linalg.fill ins(%cst : f32) outs(%46 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %48 = linalg.matmul ins(%collapsed, %transposed : tensor<128x64xf32>, tensor<64x64xf32>) outs(%47 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %49 = tensor.empty() : tensor<128x64xf32>
    %50 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<64xf32>) outs(%49 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %51 = tensor.empty() : tensor<128x64xf32>
    %52 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%48, %50 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%51 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %247 = arith.addf %in, %in_83 : f32
      linalg.yield %247 : f32
    } -> tensor<128x64xf32>
    %expanded_12 = tensor.expand_shape %52 [[0, 1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<128x64xf32> into tensor<8x16x4x16xf32>
    %53 = tensor.empty() : tensor<8x4x16x16xf32>
    %54 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_13 = linalg.transpose ins(%expanded_12 : tensor<8x16x4x16xf32>) outs(%54 : tensor<8x4x16x16xf32>) permutation = [0, 2, 1, 3] 
    %55 = tensor.empty() : tensor<64x64xf32>
    %transposed_14 = linalg.transpose ins(%arg4 : tensor<64x64xf32>) outs(%55 : tensor<64x64xf32>) permutation = [1, 0] 
    %56 = linalg.matmul ins(%collapsed, %transposed_14 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%47 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %57 = tensor.empty() : tensor<128x64xf32>
    %58 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<64xf32>) outs(%57 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %59 = tensor.empty() : tensor<128x64xf32>
    %60 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%56, %58 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%59 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %247 = arith.addf %in, %in_83 : f32
      linalg.yield %247 : f32
    } -> tensor<128x64xf32>
    %expanded_15 = tensor.expand_shape %60 [[0, 1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<128x64xf32> into tensor<8x16x4x16xf32>
    %61 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_16 = linalg.transpose ins(%expanded_15 : tensor<8x16x4x16xf32>) outs(%61 : tensor<8x4x16x16xf32>) permutation = [0, 2, 1, 3] 
    %62 = tensor.empty() : tensor<64x64xf32>
    %transposed_17 = linalg.transpose ins(%arg6 : tensor<64x64xf32>) outs(%62 : tensor<64x64xf32>) permutation = [1, 0] 
    %63 = linalg.matmul ins(%collapsed, %transposed_17 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%47 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %64 = tensor.empty() : tensor<128x64xf32>
    %65 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<64xf32>) outs(%64 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %66 = tensor.empty() : tensor<128x64xf32>
    %67 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%63, %65 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%66 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %247 = arith.addf %in, %in_83 : f32
      linalg.yield %247 : f32
    } -> tensor<128x64xf32>
    %expanded_18 = tensor.expand_shape %67 [[0, 1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<128x64xf32> into tensor<8x16x4x16xf32>
    %68 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_19 = linalg.transpose ins(%expanded_18 : tensor<8x16x4x16xf32>) outs(%68 : tensor<8x4x16x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_20 = tensor.expand_shape %26 [[0], [1, 2], [3]] output_shape [8, 1, 16, 16] : tensor<8x16x16xf32> into tensor<8x1x16x16xf32>
    %expanded_21 = tensor.expand_shape %27 [[0], [1, 2], [3]] output_shape [8, 1, 16, 16] : tensor<8x16x16xf32> into tensor<8x1x16x16xf32>
    %69 = tensor.empty() : tensor<8x4x16x16xf32>
    %70 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_13, %expanded_20 : tensor<8x4x16x16xf32>, tensor<8x1x16x16xf32>) outs(%69 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %247 = arith.mulf %in, %in_83 : f32
      linalg.yield %247 : f32
    } -> tensor<8x4x16x16xf32>
    %extracted_slice = tensor.extract_slice %transposed_13[0, 0, 0, 0] [8, 4, 16, 8] [1, 1, 1, 1] : tensor<8x4x16x16xf32> to tensor<8x4x16x8xf32>
    %extracted_slice_22 = tensor.extract_slice %transposed_13[0, 0, 0, 8] [8, 4, 16, 8] [1, 1, 1, 1] : tensor<8x4x16x16xf32> to tensor<8x4x16x8xf32>
    %71 = tensor.empty() : tensor<8x4x16x8xf32>
    %72 = tensor.empty() : tensor<8x4x16x8xf32>
    %73 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_22 : tensor<8x4x16x8xf32>) outs(%72 : tensor<8x4x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.negf %in : f32
      linalg.yield %247 : f32
    } -> tensor<8x4x16x8xf32>
    %concat_23 = tensor.concat dim(3) %73, %extracted_slice : (tensor<8x4x16x8xf32>, tensor<8x4x16x8xf32>) -> tensor<8x4x16x16xf32>
    %74 = tensor.empty() : tensor<8x4x16x16xf32>
    %75 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_23, %expanded_21 : tensor<8x4x16x16xf32>, tensor<8x1x16x16xf32>) outs(%74 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %247 = arith.mulf %in, %in_83 : f32
      linalg.yield %247 : f32
    } -> tensor<8x4x16x16xf32>
    %76 = tensor.empty() : tensor<8x4x16x16xf32>
    %77 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70, %75 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%76 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %247 = arith.addf %in, %in_83 : f32
      linalg.yield %247 : f32
    } -> tensor<8x4x16x16xf32>
    %78 = tensor.empty() : tensor<8x4x16x16xf32>
    %79 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_16, %expanded_20 : tensor<8x4x16x16xf32>, tensor<8x1x16x16xf32>) outs(%78 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %247 = arith.mulf %in, %in_83 : f32
      linalg.yield %247 : f32
    } -> tensor<8x4x16x16xf32>
    %extracted_slice_24 = tensor.extract_slice %transposed_16[0, 0, 0, 0] [8, 4, 16, 8] [1, 1, 1, 1] : tensor<8x4x16x16xf32> to tensor<8x4x16x8xf32>
    %extracted_slice_25 = tensor.extract_slice %transposed_16[0, 0, 0, 8] [8, 4, 16, 8] [1, 1, 1, 1] : tensor<8x4x16x16xf32> to tensor<8x4x16x8xf32>
    %80 = tensor.empty() : tensor<8x4x16x8xf32>
    %81 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_25 : tensor<8x4x16x8xf32>) outs(%80 : tensor<8x4x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.negf %in : f32
      linalg.yield %247 : f32
    } -> tensor<8x4x16x8xf32>
    %concat_26 = tensor.concat dim(3) %81, %extracted_slice_24 : (tensor<8x4x16x8xf32>, tensor<8x4x16x8xf32>) -> tensor<8x4x16x16xf32>
    %82 = tensor.empty() : tensor<8x4x16x16xf32>
    %83 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_26, %expanded_21 : tensor<8x4x16x16xf32>, tensor<8x1x16x16xf32>) outs(%82 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %247 = arith.mulf %in, %in_83 : f32
      linalg.yield %247 : f32
    } -> tensor<8x4x16x16xf32>
    %84 = tensor.empty() : tensor<8x4x16x16xf32>
    %85 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79, %83 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%84 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %247 = arith.addf %in, %in_83 : f32
      linalg.yield %247 : f32
    } -> tensor<8x4x16x16xf32>
    %86 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_27 = linalg.transpose ins(%85 : tensor<8x4x16x16xf32>) outs(%86 : tensor<8x4x16x16xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_28 = tensor.collapse_shape %77 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_29 = tensor.collapse_shape %transposed_27 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %87 = tensor.empty() : tensor<32x16x16xf32>
    %88 = linalg.fill ins(%cst : f32) outs(%87 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %89 = linalg.batch_matmul ins(%collapsed_28, %collapsed_29 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%88 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_30 = tensor.expand_shape %89 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %90 = tensor.empty() : tensor<8x4x16x16xf32>
    %91 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_30 : tensor<8x4x16x16xf32>) outs(%90 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.mulf %in, %cst_8 : f32
      linalg.yield %247 : f32
    } -> tensor<8x4x16x16xf32>
    %92 = tensor.empty() : tensor<8x4x16x16xf32>
    %93 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91, %18 : tensor<8x4x16x16xf32>, tensor<8x1x16x16xf32>) outs(%92 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %247 = arith.addf %in, %in_83 : f32
      linalg.yield %247 : f32
    } -> tensor<8x4x16x16xf32>
    %94 = tensor.empty() : tensor<8x4x16xi64>
    %95 = linalg.fill ins(%c0_i64 : i64) outs(%94 : tensor<8x4x16xi64>) -> tensor<8x4x16xi64>
    %96 = tensor.empty() : tensor<8x4x16xf32>
    %97 = linalg.fill ins(%cst_0 : f32) outs(%96 : tensor<8x4x16xf32>) -> tensor<8x4x16xf32>
    %98:2 = linalg.generic {indexing_maps = [#map7, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%93 : tensor<8x4x16x16xf32>) outs(%97, %95 : tensor<8x4x16xf32>, tensor<8x4x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_83: i64):
      %247 = linalg.index 3 : index
      %248 = arith.index_cast %247 : index to i64
      %249 = arith.maximumf %in, %out : f32
      %250 = arith.cmpf ogt, %in, %out : f32
      %251 = arith.select %250, %248, %out_83 : i64
      linalg.yield %249, %251 : f32, i64
    } -> (tensor<8x4x16xf32>, tensor<8x4x16xi64>)
    %expanded_31 = tensor.expand_shape %98#0 [[0], [1], [2, 3]] output_shape [8, 4, 16, 1] : tensor<8x4x16xf32> into tensor<8x4x16x1xf32>
    %99 = tensor.empty() : tensor<8x4x16x16xf32>
    %100 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%93, %expanded_31 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%99 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %247 = arith.subf %in, %in_83 : f32
      linalg.yield %247 : f32
    } -> tensor<8x4x16x16xf32>
    %101 = tensor.empty() : tensor<8x4x16x16xf32>
    %102 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%100 : tensor<8x4x16x16xf32>) outs(%101 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = math.exp %in : f32
      linalg.yield %247 : f32
    } -> tensor<8x4x16x16xf32>
    %103 = tensor.empty() : tensor<8x4x16x1xf32>
    %104 = linalg.fill ins(%cst : f32) outs(%103 : tensor<8x4x16x1xf32>) -> tensor<8x4x16x1xf32>
    %105 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%102 : tensor<8x4x16x16xf32>) outs(%104 : tensor<8x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.addf %in, %out : f32
      linalg.yield %247 : f32
    } -> tensor<8x4x16x1xf32>
    %106 = tensor.empty() : tensor<8x4x16x16xf32>
    %107 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%102, %105 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%106 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %247 = arith.divf %in, %in_83 : f32
      linalg.yield %247 : f32
    } -> tensor<8x4x16x16xf32>
    %collapsed_32 = tensor.collapse_shape %107 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_33 = tensor.collapse_shape %transposed_19 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %108 = linalg.batch_matmul ins(%collapsed_32, %collapsed_33 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%88 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_34 = tensor.expand_shape %108 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %109 = tensor.empty() : tensor<8x16x4x16xf32>
    %110 = tensor.empty() : tensor<8x16x4x16xf32>
    %transposed_35 = linalg.transpose ins(%expanded_34 : tensor<8x4x16x16xf32>) outs(%110 : tensor<8x16x4x16xf32>) permutation = [0, 2, 1, 3] 
    %111 = tensor.empty() : tensor<64x64xf32>
    %transposed_36 = linalg.transpose ins(%arg8 : tensor<64x64xf32>) outs(%111 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_37 = tensor.collapse_shape %transposed_35 [[0, 1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<128x64xf32>
    %112 = linalg.matmul ins(%collapsed_37, %transposed_36 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%47 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_38 = tensor.expand_shape %112 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %113 = tensor.empty() : tensor<8x16x64xf32>
    %114 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %expanded_38 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%113 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %247 = arith.addf %in, %in_83 : f32
      linalg.yield %247 : f32
    } -> tensor<8x16x64xf32>
    %115 = tensor.empty() : tensor<8x16x64xf32>
    %116 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114 : tensor<8x16x64xf32>) outs(%115 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %247 : f32
    } -> tensor<8x16x64xf32>
    %117 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%116 : tensor<8x16x64xf32>) outs(%31 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.addf %in, %out : f32
      linalg.yield %247 : f32
    } -> tensor<8x16x1xf32>
    %118 = tensor.empty() : tensor<8x16x1xf32>
    %119 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117 : tensor<8x16x1xf32>) outs(%118 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.divf %in, %cst_7 : f32
      linalg.yield %247 : f32
    } -> tensor<8x16x1xf32>
    %120 = tensor.empty() : tensor<8x16x1xf32>
    %121 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119 : tensor<8x16x1xf32>) outs(%120 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.truncf %cst_5 : f64 to f32
      %248 = arith.addf %in, %247 : f32
      linalg.yield %248 : f32
    } -> tensor<8x16x1xf32>
    %122 = tensor.empty() : tensor<8x16x1xf32>
    %123 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121 : tensor<8x16x1xf32>) outs(%122 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = math.rsqrt %in : f32
      linalg.yield %247 : f32
    } -> tensor<8x16x1xf32>
    %124 = tensor.empty() : tensor<8x16x64xf32>
    %125 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114, %123 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%124 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %247 = arith.mulf %in, %in_83 : f32
      linalg.yield %247 : f32
    } -> tensor<8x16x64xf32>
    %126 = tensor.empty() : tensor<8x16x64xf32>
    %127 = linalg.generic {indexing_maps = [#map13, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg13, %125 : tensor<64xf32>, tensor<8x16x64xf32>) outs(%126 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %247 = arith.mulf %in, %in_83 : f32
      linalg.yield %247 : f32
    } -> tensor<8x16x64xf32>
    %128 = tensor.empty() : tensor<64x128xf32>
    %129 = tensor.empty() : tensor<64x128xf32>
    %transposed_39 = linalg.transpose ins(%arg9 : tensor<128x64xf32>) outs(%129 : tensor<64x128xf32>) permutation = [1, 0] 
    %collapsed_40 = tensor.collapse_shape %127 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %130 = tensor.empty() : tensor<128x128xf32>
    %131 = linalg.fill ins(%cst : f32) outs(%130 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %132 = linalg.matmul ins(%collapsed_40, %transposed_39 : tensor<128x64xf32>, tensor<64x128xf32>) outs(%131 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %expanded_41 = tensor.expand_shape %132 [[0, 1], [2]] output_shape [8, 16, 128] : tensor<128x128xf32> into tensor<8x16x128xf32>
    %133 = tensor.empty() : tensor<8x16x128xf32>
    %134 = tensor.empty() : tensor<8x16x128xf32>
    %135 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_41 : tensor<8x16x128xf32>) outs(%134 : tensor<8x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.negf %in : f32
      %248 = math.exp %247 : f32
      %249 = arith.addf %248, %cst_1 : f32
      %250 = arith.divf %cst_1, %249 : f32
      linalg.yield %250 : f32
    } -> tensor<8x16x128xf32>
    %136 = tensor.empty() : tensor<8x16x128xf32>
    %137 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_41, %135 : tensor<8x16x128xf32>, tensor<8x16x128xf32>) outs(%136 : tensor<8x16x128xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %247 = arith.mulf %in, %in_83 : f32
      linalg.yield %247 : f32
    } -> tensor<8x16x128xf32>
    %138 = tensor.empty() : tensor<64x128xf32>
    %transposed_42 = linalg.transpose ins(%arg10 : tensor<128x64xf32>) outs(%138 : tensor<64x128xf32>) permutation = [1, 0] 
    %139 = linalg.matmul ins(%collapsed_40, %transposed_42 : tensor<128x64xf32>, tensor<64x128xf32>) outs(%131 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %expanded_43 = tensor.expand_shape %139 [[0, 1], [2]] output_shape [8, 16, 128] : tensor<128x128xf32> into tensor<8x16x128xf32>
    %140 = tensor.empty() : tensor<8x16x128xf32>
    %141 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137, %expanded_43 : tensor<8x16x128xf32>, tensor<8x16x128xf32>) outs(%140 : tensor<8x16x128xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %247 = arith.mulf %in, %in_83 : f32
      linalg.yield %247 : f32
    } -> tensor<8x16x128xf32>
    %142 = tensor.empty() : tensor<128x64xf32>
    %transposed_44 = linalg.transpose ins(%arg11 : tensor<64x128xf32>) outs(%142 : tensor<128x64xf32>) permutation = [1, 0] 
    %collapsed_45 = tensor.collapse_shape %141 [[0, 1], [2]] : tensor<8x16x128xf32> into tensor<128x128xf32>
    %143 = linalg.matmul ins(%collapsed_45, %transposed_44 : tensor<128x128xf32>, tensor<128x64xf32>) outs(%47 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_46 = tensor.expand_shape %143 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %144 = tensor.empty() : tensor<8x16x64xf32>
    %145 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114, %expanded_46 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%144 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %247 = arith.addf %in, %in_83 : f32
      linalg.yield %247 : f32
    } -> tensor<8x16x64xf32>
    %146 = tensor.empty() : tensor<8x16x64xf32>
    %147 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145 : tensor<8x16x64xf32>) outs(%146 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %247 : f32
    } -> tensor<8x16x64xf32>
    %148 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%147 : tensor<8x16x64xf32>) outs(%31 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.addf %in, %out : f32
      linalg.yield %247 : f32
    } -> tensor<8x16x1xf32>
    %149 = tensor.empty() : tensor<8x16x1xf32>
    %150 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148 : tensor<8x16x1xf32>) outs(%149 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.divf %in, %cst_7 : f32
      linalg.yield %247 : f32
    } -> tensor<8x16x1xf32>
    %151 = tensor.empty() : tensor<8x16x1xf32>
    %152 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150 : tensor<8x16x1xf32>) outs(%151 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.truncf %cst_5 : f64 to f32
      %248 = arith.addf %in, %247 : f32
      linalg.yield %248 : f32
    } -> tensor<8x16x1xf32>
    %153 = tensor.empty() : tensor<8x16x1xf32>
    %154 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<8x16x1xf32>) outs(%153 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = math.rsqrt %in : f32
      linalg.yield %247 : f32
    } -> tensor<8x16x1xf32>
    %155 = tensor.empty() : tensor<8x16x64xf32>
    %156 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145, %154 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%155 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %247 = arith.mulf %in, %in_83 : f32
      linalg.yield %247 : f32
    } -> tensor<8x16x64xf32>
    %157 = tensor.empty() : tensor<8x16x64xf32>
    %158 = linalg.generic {indexing_maps = [#map13, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg24, %156 : tensor<64xf32>, tensor<8x16x64xf32>) outs(%157 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %247 = arith.mulf %in, %in_83 : f32
      linalg.yield %247 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_47 = tensor.collapse_shape %158 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %159 = tensor.empty() : tensor<64x64xf32>
    %transposed_48 = linalg.transpose ins(%arg14 : tensor<64x64xf32>) outs(%159 : tensor<64x64xf32>) permutation = [1, 0] 
    %160 = linalg.matmul ins(%collapsed_47, %transposed_48 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%47 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %161 = tensor.empty() : tensor<128x64xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg15 : tensor<64xf32>) outs(%161 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %163 = tensor.empty() : tensor<128x64xf32>
    %164 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%160, %162 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%163 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %247 = arith.addf %in, %in_83 : f32
      linalg.yield %247 : f32
    } -> tensor<128x64xf32>
    %expanded_49 = tensor.expand_shape %164 [[0, 1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<128x64xf32> into tensor<8x16x4x16xf32>
    %165 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_50 = linalg.transpose ins(%expanded_49 : tensor<8x16x4x16xf32>) outs(%165 : tensor<8x4x16x16xf32>) permutation = [0, 2, 1, 3] 
    %166 = tensor.empty() : tensor<64x64xf32>
    %transposed_51 = linalg.transpose ins(%arg16 : tensor<64x64xf32>) outs(%166 : tensor<64x64xf32>) permutation = [1, 0] 
    %167 = linalg.matmul ins(%collapsed_47, %transposed_51 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%47 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %168 = tensor.empty() : tensor<128x64xf32>
    %169 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<64xf32>) outs(%168 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %170 = tensor.empty() : tensor<128x64xf32>
    %171 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%167, %169 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%170 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %247 = arith.addf %in, %in_83 : f32
      linalg.yield %247 : f32
    } -> tensor<128x64xf32>
    %expanded_52 = tensor.expand_shape %171 [[0, 1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<128x64xf32> into tensor<8x16x4x16xf32>
    %172 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_53 = linalg.transpose ins(%expanded_52 : tensor<8x16x4x16xf32>) outs(%172 : tensor<8x4x16x16xf32>) permutation = [0, 2, 1, 3] 
    %173 = tensor.empty() : tensor<64x64xf32>
    %transposed_54 = linalg.transpose ins(%arg18 : tensor<64x64xf32>) outs(%173 : tensor<64x64xf32>) permutation = [1, 0] 
    %174 = linalg.matmul ins(%collapsed_47, %transposed_54 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%47 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %175 = tensor.empty() : tensor<128x64xf32>
    %176 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<64xf32>) outs(%175 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %177 = tensor.empty() : tensor<128x64xf32>
    %178 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%174, %176 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%177 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %247 = arith.addf %in, %in_83 : f32
      linalg.yield %247 : f32
    } -> tensor<128x64xf32>
    %expanded_55 = tensor.expand_shape %178 [[0, 1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<128x64xf32> into tensor<8x16x4x16xf32>
    %179 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_56 = linalg.transpose ins(%expanded_55 : tensor<8x16x4x16xf32>) outs(%179 : tensor<8x4x16x16xf32>) permutation = [0, 2, 1, 3] 
    %180 = tensor.empty() : tensor<8x4x16x16xf32>
    %181 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_50, %expanded_20 : tensor<8x4x16x16xf32>, tensor<8x1x16x16xf32>) outs(%180 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %247 = arith.mulf %in, %in_83 : f32
      linalg.yield %247 : f32
    } -> tensor<8x4x16x16xf32>
    %extracted_slice_57 = tensor.extract_slice %transposed_50[0, 0, 0, 0] [8, 4, 16, 8] [1, 1, 1, 1] : tensor<8x4x16x16xf32> to tensor<8x4x16x8xf32>
    %extracted_slice_58 = tensor.extract_slice %transposed_50[0, 0, 0, 8] [8, 4, 16, 8] [1, 1, 1, 1] : tensor<8x4x16x16xf32> to tensor<8x4x16x8xf32>
    %182 = tensor.empty() : tensor<8x4x16x8xf32>
    %183 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_58 : tensor<8x4x16x8xf32>) outs(%182 : tensor<8x4x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.negf %in : f32
      linalg.yield %247 : f32
    } -> tensor<8x4x16x8xf32>
    %concat_59 = tensor.concat dim(3) %183, %extracted_slice_57 : (tensor<8x4x16x8xf32>, tensor<8x4x16x8xf32>) -> tensor<8x4x16x16xf32>
    %184 = tensor.empty() : tensor<8x4x16x16xf32>
    %185 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_59, %expanded_21 : tensor<8x4x16x16xf32>, tensor<8x1x16x16xf32>) outs(%184 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %247 = arith.mulf %in, %in_83 : f32
      linalg.yield %247 : f32
    } -> tensor<8x4x16x16xf32>
    %186 = tensor.empty() : tensor<8x4x16x16xf32>
    %187 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%181, %185 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%186 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %247 = arith.addf %in, %in_83 : f32
      linalg.yield %247 : f32
    } -> tensor<8x4x16x16xf32>
    %188 = tensor.empty() : tensor<8x4x16x16xf32>
    %189 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_53, %expanded_20 : tensor<8x4x16x16xf32>, tensor<8x1x16x16xf32>) outs(%188 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %247 = arith.mulf %in, %in_83 : f32
      linalg.yield %247 : f32
    } -> tensor<8x4x16x16xf32>
    %extracted_slice_60 = tensor.extract_slice %transposed_53[0, 0, 0, 0] [8, 4, 16, 8] [1, 1, 1, 1] : tensor<8x4x16x16xf32> to tensor<8x4x16x8xf32>
    %extracted_slice_61 = tensor.extract_slice %transposed_53[0, 0, 0, 8] [8, 4, 16, 8] [1, 1, 1, 1] : tensor<8x4x16x16xf32> to tensor<8x4x16x8xf32>
    %190 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_61 : tensor<8x4x16x8xf32>) outs(%71 : tensor<8x4x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.negf %in : f32
      linalg.yield %247 : f32
    } -> tensor<8x4x16x8xf32>
    %concat_62 = tensor.concat dim(3) %190, %extracted_slice_60 : (tensor<8x4x16x8xf32>, tensor<8x4x16x8xf32>) -> tensor<8x4x16x16xf32>
    %191 = tensor.empty() : tensor<8x4x16x16xf32>
    %192 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_62, %expanded_21 : tensor<8x4x16x16xf32>, tensor<8x1x16x16xf32>) outs(%191 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %247 = arith.mulf %in, %in_83 : f32
      linalg.yield %247 : f32
    } -> tensor<8x4x16x16xf32>
    %193 = tensor.empty() : tensor<8x4x16x16xf32>
    %194 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%189, %192 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%193 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %247 = arith.addf %in, %in_83 : f32
      linalg.yield %247 : f32
    } -> tensor<8x4x16x16xf32>
    %195 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_63 = linalg.transpose ins(%194 : tensor<8x4x16x16xf32>) outs(%195 : tensor<8x4x16x16xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_64 = tensor.collapse_shape %187 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_65 = tensor.collapse_shape %transposed_63 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %196 = linalg.batch_matmul ins(%collapsed_64, %collapsed_65 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%88 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_66 = tensor.expand_shape %196 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %197 = tensor.empty() : tensor<8x4x16x16xf32>
    %198 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_66 : tensor<8x4x16x16xf32>) outs(%197 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.mulf %in, %cst_8 : f32
      linalg.yield %247 : f32
    } -> tensor<8x4x16x16xf32>
    %199 = tensor.empty() : tensor<8x4x16x16xf32>
    %200 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%198, %18 : tensor<8x4x16x16xf32>, tensor<8x1x16x16xf32>) outs(%199 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %247 = arith.addf %in, %in_83 : f32
      linalg.yield %247 : f32
    } -> tensor<8x4x16x16xf32>
    %201:2 = linalg.generic {indexing_maps = [#map7, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%200 : tensor<8x4x16x16xf32>) outs(%97, %95 : tensor<8x4x16xf32>, tensor<8x4x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_83: i64):
      %247 = linalg.index 3 : index
      %248 = arith.index_cast %247 : index to i64
      %249 = arith.maximumf %in, %out : f32
      %250 = arith.cmpf ogt, %in, %out : f32
      %251 = arith.select %250, %248, %out_83 : i64
      linalg.yield %249, %251 : f32, i64
    } -> (tensor<8x4x16xf32>, tensor<8x4x16xi64>)
    %expanded_67 = tensor.expand_shape %201#0 [[0], [1], [2, 3]] output_shape [8, 4, 16, 1] : tensor<8x4x16xf32> into tensor<8x4x16x1xf32>
    %202 = tensor.empty() : tensor<8x4x16x16xf32>
    %203 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%200, %expanded_67 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%202 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %247 = arith.subf %in, %in_83 : f32
      linalg.yield %247 : f32
    } -> tensor<8x4x16x16xf32>
    %204 = tensor.empty() : tensor<8x4x16x16xf32>
    %205 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%203 : tensor<8x4x16x16xf32>) outs(%204 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = math.exp %in : f32
      linalg.yield %247 : f32
    } -> tensor<8x4x16x16xf32>
    %206 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%205 : tensor<8x4x16x16xf32>) outs(%104 : tensor<8x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.addf %in, %out : f32
      linalg.yield %247 : f32
    } -> tensor<8x4x16x1xf32>
    %207 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%205, %206 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%53 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %247 = arith.divf %in, %in_83 : f32
      linalg.yield %247 : f32
    } -> tensor<8x4x16x16xf32>
    %collapsed_68 = tensor.collapse_shape %207 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_69 = tensor.collapse_shape %transposed_56 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %208 = linalg.batch_matmul ins(%collapsed_68, %collapsed_69 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%88 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_70 = tensor.expand_shape %208 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %transposed_71 = linalg.transpose ins(%expanded_70 : tensor<8x4x16x16xf32>) outs(%109 : tensor<8x16x4x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_72 = linalg.transpose ins(%arg20 : tensor<64x64xf32>) outs(%43 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_73 = tensor.collapse_shape %transposed_71 [[0, 1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<128x64xf32>
    %209 = linalg.matmul ins(%collapsed_73, %transposed_72 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%47 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_74 = tensor.expand_shape %209 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %210 = tensor.empty() : tensor<8x16x64xf32>
    %211 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145, %expanded_74 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%210 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %247 = arith.addf %in, %in_83 : f32
      linalg.yield %247 : f32
    } -> tensor<8x16x64xf32>
    %212 = tensor.empty() : tensor<8x16x64xf32>
    %213 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%211 : tensor<8x16x64xf32>) outs(%212 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %247 : f32
    } -> tensor<8x16x64xf32>
    %214 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%213 : tensor<8x16x64xf32>) outs(%31 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.addf %in, %out : f32
      linalg.yield %247 : f32
    } -> tensor<8x16x1xf32>
    %215 = tensor.empty() : tensor<8x16x1xf32>
    %216 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%214 : tensor<8x16x1xf32>) outs(%215 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.divf %in, %cst_7 : f32
      linalg.yield %247 : f32
    } -> tensor<8x16x1xf32>
    %217 = tensor.empty() : tensor<8x16x1xf32>
    %218 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%216 : tensor<8x16x1xf32>) outs(%217 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.truncf %cst_5 : f64 to f32
      %248 = arith.addf %in, %247 : f32
      linalg.yield %248 : f32
    } -> tensor<8x16x1xf32>
    %219 = tensor.empty() : tensor<8x16x1xf32>
    %220 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218 : tensor<8x16x1xf32>) outs(%219 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = math.rsqrt %in : f32
      linalg.yield %247 : f32
    } -> tensor<8x16x1xf32>
    %221 = tensor.empty() : tensor<8x16x64xf32>
    %222 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%211, %220 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%221 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %247 = arith.mulf %in, %in_83 : f32
      linalg.yield %247 : f32
    } -> tensor<8x16x64xf32>
    %223 = tensor.empty() : tensor<8x16x64xf32>
    %224 = linalg.generic {indexing_maps = [#map13, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg25, %222 : tensor<64xf32>, tensor<8x16x64xf32>) outs(%223 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %247 = arith.mulf %in, %in_83 : f32
      linalg.yield %247 : f32
    } -> tensor<8x16x64xf32>
    %225 = tensor.empty() : tensor<64x128xf32>
    %transposed_75 = linalg.transpose ins(%arg21 : tensor<128x64xf32>) outs(%225 : tensor<64x128xf32>) permutation = [1, 0] 
    %collapsed_76 = tensor.collapse_shape %224 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %226 = linalg.matmul ins(%collapsed_76, %transposed_75 : tensor<128x64xf32>, tensor<64x128xf32>) outs(%131 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %expanded_77 = tensor.expand_shape %226 [[0, 1], [2]] output_shape [8, 16, 128] : tensor<128x128xf32> into tensor<8x16x128xf32>
    %227 = tensor.empty() : tensor<8x16x128xf32>
    %228 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_77 : tensor<8x16x128xf32>) outs(%227 : tensor<8x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.negf %in : f32
      %248 = math.exp %247 : f32
      %249 = arith.addf %248, %cst_1 : f32
      %250 = arith.divf %cst_1, %249 : f32
      linalg.yield %250 : f32
    } -> tensor<8x16x128xf32>
    %229 = tensor.empty() : tensor<8x16x128xf32>
    %230 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_77, %228 : tensor<8x16x128xf32>, tensor<8x16x128xf32>) outs(%229 : tensor<8x16x128xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %247 = arith.mulf %in, %in_83 : f32
      linalg.yield %247 : f32
    } -> tensor<8x16x128xf32>
    %transposed_78 = linalg.transpose ins(%arg22 : tensor<128x64xf32>) outs(%128 : tensor<64x128xf32>) permutation = [1, 0] 
    %231 = linalg.matmul ins(%collapsed_76, %transposed_78 : tensor<128x64xf32>, tensor<64x128xf32>) outs(%131 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %expanded_79 = tensor.expand_shape %231 [[0, 1], [2]] output_shape [8, 16, 128] : tensor<128x128xf32> into tensor<8x16x128xf32>
    %232 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%230, %expanded_79 : tensor<8x16x128xf32>, tensor<8x16x128xf32>) outs(%133 : tensor<8x16x128xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %247 = arith.mulf %in, %in_83 : f32
      linalg.yield %247 : f32
    } -> tensor<8x16x128xf32>
    %transposed_80 = linalg.transpose ins(%arg23 : tensor<64x128xf32>) outs(%45 : tensor<128x64xf32>) permutation = [1, 0] 
    %collapsed_81 = tensor.collapse_shape %232 [[0, 1], [2]] : tensor<8x16x128xf32> into tensor<128x128xf32>
    %233 = linalg.matmul ins(%collapsed_81, %transposed_80 : tensor<128x128xf32>, tensor<128x64xf32>) outs(%47 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_82 = tensor.expand_shape %233 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %234 = tensor.empty() : tensor<8x16x64xf32>
    %235 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%211, %expanded_82 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%234 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %247 = arith.addf %in, %in_83 : f32
      linalg.yield %247 : f32
    } -> tensor<8x16x64xf32>
    %236 = tensor.empty() : tensor<8x16x64xf32>
    %237 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235 : tensor<8x16x64xf32>) outs(%236 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %247 : f32
    } -> tensor<8x16x64xf32>
    %238 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%237 : tensor<8x16x64xf32>) outs(%31 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.addf %in, %out : f32
      linalg.yield %247 : f32
    } -> tensor<8x16x1xf32>
    %239 = tensor.empty() : tensor<8x16x1xf32>
    %240 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%238 : tensor<8x16x1xf32>) outs(%239 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.divf %in, %cst_7 : f32
      linalg.yield %247 : f32
    } -> tensor<8x16x1xf32>
    %241 = tensor.empty() : tensor<8x16x1xf32>
    %242 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%240 : tensor<8x16x1xf32>) outs(%241 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.truncf %cst_5 : f64 to f32
      %248 = arith.addf %in, %247 : f32
      linalg.yield %248 : f32
    } -> tensor<8x16x1xf32>
    %243 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%242 : tensor<8x16x1xf32>) outs(%19 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = math.rsqrt %in : f32
      linalg.yield %247 : f32
    } -> tensor<8x16x1xf32>
    %244 = tensor.empty() : tensor<8x16x64xf32>
    %245 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235, %243 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%244 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %247 = arith.mulf %in, %in_83 : f32
      linalg.yield %247 : f32
    } -> tensor<8x16x64xf32>
    %246 = linalg.generic {indexing_maps = [#map13, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg26, %245 : tensor<64xf32>, tensor<8x16x64xf32>) outs(%4 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %247 = arith.mulf %in, %in_83 : f32
      linalg.yield %247 : f32
    } -> tensor<8x16x64xf32>
    return %246 : tensor<8x16x64xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32: "0x040000000000803F9BE8A13ECDCCCC3DE386013D0AD7233C383E4F3B6F12833A60CBA539"
    }
  }
#-}

