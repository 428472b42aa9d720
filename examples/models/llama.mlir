// Model zoo: llama, exported by examples/models/regenerate.sh (zoo.py); random weights.
// Arguments: the inputs, then every parameter/buffer (cleave.name = its name). {"inputs": ["input_ids"], "parameters": 20}
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
#map15 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map16 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map17 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  func.func @forward(%arg0: tensor<8x16xi64> {cleave.name = "input_ids"}, %arg1: tensor<256x64xf32> {cleave.name = "embed_tokens.weight"}, %arg2: tensor<64x64xf32> {cleave.name = "layers.0.self_attn.q_proj.weight"}, %arg3: tensor<32x64xf32> {cleave.name = "layers.0.self_attn.k_proj.weight"}, %arg4: tensor<32x64xf32> {cleave.name = "layers.0.self_attn.v_proj.weight"}, %arg5: tensor<64x64xf32> {cleave.name = "layers.0.self_attn.o_proj.weight"}, %arg6: tensor<128x64xf32> {cleave.name = "layers.0.mlp.gate_proj.weight"}, %arg7: tensor<128x64xf32> {cleave.name = "layers.0.mlp.up_proj.weight"}, %arg8: tensor<64x128xf32> {cleave.name = "layers.0.mlp.down_proj.weight"}, %arg9: tensor<64xf32> {cleave.name = "layers.0.input_layernorm.weight"}, %arg10: tensor<64xf32> {cleave.name = "layers.0.post_attention_layernorm.weight"}, %arg11: tensor<64x64xf32> {cleave.name = "layers.1.self_attn.q_proj.weight"}, %arg12: tensor<32x64xf32> {cleave.name = "layers.1.self_attn.k_proj.weight"}, %arg13: tensor<32x64xf32> {cleave.name = "layers.1.self_attn.v_proj.weight"}, %arg14: tensor<64x64xf32> {cleave.name = "layers.1.self_attn.o_proj.weight"}, %arg15: tensor<128x64xf32> {cleave.name = "layers.1.mlp.gate_proj.weight"}, %arg16: tensor<128x64xf32> {cleave.name = "layers.1.mlp.up_proj.weight"}, %arg17: tensor<64x128xf32> {cleave.name = "layers.1.mlp.down_proj.weight"}, %arg18: tensor<64xf32> {cleave.name = "layers.1.input_layernorm.weight"}, %arg19: tensor<64xf32> {cleave.name = "layers.1.post_attention_layernorm.weight"}, %arg20: tensor<64xf32> {cleave.name = "norm.weight"}) -> tensor<8x16x64xf32> {
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
      %233 = linalg.index 0 : index
      %234 = arith.index_cast %233 : index to i64
      linalg.yield %234 : i64
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
      %233 = arith.index_cast %in : i64 to index
      %234 = linalg.index 2 : index
      %235 = arith.cmpi slt, %233, %c256 : index
      cf.assert %235, "index must be smaller than dim size"
      %236 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %236, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%233, %234] : tensor<256x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x16x64xf32>
    %7 = tensor.empty() : tensor<8xi64>
    %8 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%7 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %233 = linalg.index 0 : index
      %234 = arith.index_cast %233 : index to i64
      linalg.yield %234 : i64
    } -> tensor<8xi64>
    %expanded = tensor.expand_shape %8 [[0, 1, 2, 3]] output_shape [8, 1, 1, 1] : tensor<8xi64> into tensor<8x1x1x1xi64>
    %expanded_9 = tensor.expand_shape %1 [[0, 1, 2, 3]] output_shape [1, 1, 16, 1] : tensor<16xi64> into tensor<1x1x16x1xi64>
    %expanded_10 = tensor.expand_shape %1 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] : tensor<16xi64> into tensor<1x1x1x16xi64>
    %9 = tensor.empty() : tensor<1x1x16x16xi1>
    %10 = tensor.empty() : tensor<1x1x16x16xi1>
    %11 = linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_10, %expanded_9 : tensor<1x1x1x16xi64>, tensor<1x1x16x1xi64>) outs(%10 : tensor<1x1x16x16xi1>) {
    ^bb0(%in: i64, %in_85: i64, %out: i1):
      %233 = arith.cmpi sle, %in, %in_85 : i64
      linalg.yield %233 : i1
    } -> tensor<1x1x16x16xi1>
    %12 = linalg.generic {indexing_maps = [#map8, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_4, %11 : tensor<i1>, tensor<1x1x16x16xi1>) outs(%9 : tensor<1x1x16x16xi1>) {
    ^bb0(%in: i1, %in_85: i1, %out: i1):
      %233 = arith.andi %in, %in_85 : i1
      linalg.yield %233 : i1
    } -> tensor<1x1x16x16xi1>
    %13 = tensor.empty() : tensor<8x1x1x16xi1>
    %14 = linalg.generic {indexing_maps = [#map9, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_10 : tensor<8x1x1x1xi64>, tensor<1x1x1x16xi64>) outs(%13 : tensor<8x1x1x16xi1>) {
    ^bb0(%in: i64, %in_85: i64, %out: i1):
      linalg.yield %true : i1
    } -> tensor<8x1x1x16xi1>
    %15 = tensor.empty() : tensor<8x1x16x16xi1>
    %16 = linalg.generic {indexing_maps = [#map11, #map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12, %14 : tensor<1x1x16x16xi1>, tensor<8x1x1x16xi1>) outs(%15 : tensor<8x1x16x16xi1>) {
    ^bb0(%in: i1, %in_85: i1, %out: i1):
      %233 = arith.andi %in, %in_85 : i1
      linalg.yield %233 : i1
    } -> tensor<8x1x16x16xi1>
    %17 = tensor.empty() : tensor<8x1x16x16xf32>
    %18 = linalg.generic {indexing_maps = [#map7, #map8, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16, %cst_3, %cst_2 : tensor<8x1x16x16xi1>, tensor<f32>, tensor<f32>) outs(%17 : tensor<8x1x16x16xf32>) {
    ^bb0(%in: i1, %in_85: f32, %in_86: f32, %out: f32):
      %233 = arith.select %in, %in_85, %in_86 : f32
      linalg.yield %233 : f32
    } -> tensor<8x1x16x16xf32>
    %expanded_11 = tensor.expand_shape %3 [[0], [1, 2]] output_shape [8, 16, 1] : tensor<8x16xi64> into tensor<8x16x1xi64>
    %19 = tensor.empty() : tensor<8x16x1xf32>
    %20 = tensor.empty() : tensor<8x16x1xf32>
    %21 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_11 : tensor<8x16x1xi64>) outs(%20 : tensor<8x16x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %233 = arith.sitofp %in : i64 to f32
      linalg.yield %233 : f32
    } -> tensor<8x16x1xf32>
    %22 = tensor.empty() : tensor<8x16x8xf32>
    %23 = linalg.generic {indexing_maps = [#map12, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21, %cst_6 : tensor<8x16x1xf32>, tensor<8xf32>) outs(%22 : tensor<8x16x8xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %233 = arith.mulf %in, %in_85 : f32
      linalg.yield %233 : f32
    } -> tensor<8x16x8xf32>
    %concat = tensor.concat dim(2) %23, %23 : (tensor<8x16x8xf32>, tensor<8x16x8xf32>) -> tensor<8x16x16xf32>
    %24 = tensor.empty() : tensor<8x16x16xf32>
    %25 = tensor.empty() : tensor<8x16x16xf32>
    %26 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<8x16x16xf32>) outs(%25 : tensor<8x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = math.cos %in : f32
      linalg.yield %233 : f32
    } -> tensor<8x16x16xf32>
    %27 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<8x16x16xf32>) outs(%24 : tensor<8x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = math.sin %in : f32
      linalg.yield %233 : f32
    } -> tensor<8x16x16xf32>
    %28 = tensor.empty() : tensor<8x16x64xf32>
    %29 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<8x16x64xf32>) outs(%28 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %233 : f32
    } -> tensor<8x16x64xf32>
    %30 = tensor.empty() : tensor<8x16x1xf32>
    %31 = linalg.fill ins(%cst : f32) outs(%30 : tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %32 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%29 : tensor<8x16x64xf32>) outs(%31 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.addf %in, %out : f32
      linalg.yield %233 : f32
    } -> tensor<8x16x1xf32>
    %33 = tensor.empty() : tensor<8x16x1xf32>
    %34 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32 : tensor<8x16x1xf32>) outs(%33 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.divf %in, %cst_7 : f32
      linalg.yield %233 : f32
    } -> tensor<8x16x1xf32>
    %35 = tensor.empty() : tensor<8x16x1xf32>
    %36 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34 : tensor<8x16x1xf32>) outs(%35 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.truncf %cst_5 : f64 to f32
      %234 = arith.addf %in, %233 : f32
      linalg.yield %234 : f32
    } -> tensor<8x16x1xf32>
    %37 = tensor.empty() : tensor<8x16x1xf32>
    %38 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36 : tensor<8x16x1xf32>) outs(%37 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = math.rsqrt %in : f32
      linalg.yield %233 : f32
    } -> tensor<8x16x1xf32>
    %39 = tensor.empty() : tensor<8x16x64xf32>
    %40 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %38 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%39 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %233 = arith.mulf %in, %in_85 : f32
      linalg.yield %233 : f32
    } -> tensor<8x16x64xf32>
    %41 = tensor.empty() : tensor<8x16x64xf32>
    %42 = linalg.generic {indexing_maps = [#map13, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9, %40 : tensor<64xf32>, tensor<8x16x64xf32>) outs(%41 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %233 = arith.mulf %in, %in_85 : f32
      linalg.yield %233 : f32
    } -> tensor<8x16x64xf32>
    %43 = tensor.empty() : tensor<64x64xf32>
    %44 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg2 : tensor<64x64xf32>) outs(%44 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %42 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %45 = tensor.empty() : tensor<128x64xf32>
    %46 = tensor.empty() : tensor<128x64xf32>
    %47 = linalg.fill ins(%cst : f32) outs(%46 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %48 = linalg.matmul ins(%collapsed, %transposed : tensor<128x64xf32>, tensor<64x64xf32>) outs(%47 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_12 = tensor.expand_shape %48 [[0, 1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<128x64xf32> into tensor<8x16x4x16xf32>
    %49 = tensor.empty() : tensor<8x4x16x16xf32>
    %50 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_13 = linalg.transpose ins(%expanded_12 : tensor<8x16x4x16xf32>) outs(%50 : tensor<8x4x16x16xf32>) permutation = [0, 2, 1, 3] 
    %51 = tensor.empty() : tensor<64x32xf32>
    %52 = tensor.empty() : tensor<64x32xf32>
    %transposed_14 = linalg.transpose ins(%arg3 : tensor<32x64xf32>) outs(%52 : tensor<64x32xf32>) permutation = [1, 0] 
    %53 = tensor.empty() : tensor<128x32xf32>
    %54 = linalg.fill ins(%cst : f32) outs(%53 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %55 = linalg.matmul ins(%collapsed, %transposed_14 : tensor<128x64xf32>, tensor<64x32xf32>) outs(%54 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %expanded_15 = tensor.expand_shape %55 [[0, 1], [2, 3]] output_shape [8, 16, 2, 16] : tensor<128x32xf32> into tensor<8x16x2x16xf32>
    %56 = tensor.empty() : tensor<8x2x16x16xf32>
    %57 = tensor.empty() : tensor<8x2x16x16xf32>
    %transposed_16 = linalg.transpose ins(%expanded_15 : tensor<8x16x2x16xf32>) outs(%57 : tensor<8x2x16x16xf32>) permutation = [0, 2, 1, 3] 
    %58 = tensor.empty() : tensor<64x32xf32>
    %transposed_17 = linalg.transpose ins(%arg4 : tensor<32x64xf32>) outs(%58 : tensor<64x32xf32>) permutation = [1, 0] 
    %59 = linalg.matmul ins(%collapsed, %transposed_17 : tensor<128x64xf32>, tensor<64x32xf32>) outs(%54 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %expanded_18 = tensor.expand_shape %59 [[0, 1], [2, 3]] output_shape [8, 16, 2, 16] : tensor<128x32xf32> into tensor<8x16x2x16xf32>
    %60 = tensor.empty() : tensor<8x2x16x16xf32>
    %transposed_19 = linalg.transpose ins(%expanded_18 : tensor<8x16x2x16xf32>) outs(%60 : tensor<8x2x16x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_20 = tensor.expand_shape %26 [[0], [1, 2], [3]] output_shape [8, 1, 16, 16] : tensor<8x16x16xf32> into tensor<8x1x16x16xf32>
    %expanded_21 = tensor.expand_shape %27 [[0], [1, 2], [3]] output_shape [8, 1, 16, 16] : tensor<8x16x16xf32> into tensor<8x1x16x16xf32>
    %61 = tensor.empty() : tensor<8x4x16x16xf32>
    %62 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_13, %expanded_20 : tensor<8x4x16x16xf32>, tensor<8x1x16x16xf32>) outs(%61 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %233 = arith.mulf %in, %in_85 : f32
      linalg.yield %233 : f32
    } -> tensor<8x4x16x16xf32>
    %extracted_slice = tensor.extract_slice %transposed_13[0, 0, 0, 0] [8, 4, 16, 8] [1, 1, 1, 1] : tensor<8x4x16x16xf32> to tensor<8x4x16x8xf32>
    %extracted_slice_22 = tensor.extract_slice %transposed_13[0, 0, 0, 8] [8, 4, 16, 8] [1, 1, 1, 1] : tensor<8x4x16x16xf32> to tensor<8x4x16x8xf32>
    %63 = tensor.empty() : tensor<8x4x16x8xf32>
    %64 = tensor.empty() : tensor<8x4x16x8xf32>
    %65 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_22 : tensor<8x4x16x8xf32>) outs(%64 : tensor<8x4x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.negf %in : f32
      linalg.yield %233 : f32
    } -> tensor<8x4x16x8xf32>
    %concat_23 = tensor.concat dim(3) %65, %extracted_slice : (tensor<8x4x16x8xf32>, tensor<8x4x16x8xf32>) -> tensor<8x4x16x16xf32>
    %66 = tensor.empty() : tensor<8x4x16x16xf32>
    %67 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_23, %expanded_21 : tensor<8x4x16x16xf32>, tensor<8x1x16x16xf32>) outs(%66 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %233 = arith.mulf %in, %in_85 : f32
      linalg.yield %233 : f32
    } -> tensor<8x4x16x16xf32>
    %68 = tensor.empty() : tensor<8x4x16x16xf32>
    %69 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62, %67 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%68 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %233 = arith.addf %in, %in_85 : f32
      linalg.yield %233 : f32
    } -> tensor<8x4x16x16xf32>
    %70 = tensor.empty() : tensor<8x2x16x16xf32>
    %71 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_16, %expanded_20 : tensor<8x2x16x16xf32>, tensor<8x1x16x16xf32>) outs(%70 : tensor<8x2x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %233 = arith.mulf %in, %in_85 : f32
      linalg.yield %233 : f32
    } -> tensor<8x2x16x16xf32>
    %extracted_slice_24 = tensor.extract_slice %transposed_16[0, 0, 0, 0] [8, 2, 16, 8] [1, 1, 1, 1] : tensor<8x2x16x16xf32> to tensor<8x2x16x8xf32>
    %extracted_slice_25 = tensor.extract_slice %transposed_16[0, 0, 0, 8] [8, 2, 16, 8] [1, 1, 1, 1] : tensor<8x2x16x16xf32> to tensor<8x2x16x8xf32>
    %72 = tensor.empty() : tensor<8x2x16x8xf32>
    %73 = tensor.empty() : tensor<8x2x16x8xf32>
    %74 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_25 : tensor<8x2x16x8xf32>) outs(%73 : tensor<8x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.negf %in : f32
      linalg.yield %233 : f32
    } -> tensor<8x2x16x8xf32>
    %concat_26 = tensor.concat dim(3) %74, %extracted_slice_24 : (tensor<8x2x16x8xf32>, tensor<8x2x16x8xf32>) -> tensor<8x2x16x16xf32>
    %75 = tensor.empty() : tensor<8x2x16x16xf32>
    %76 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_26, %expanded_21 : tensor<8x2x16x16xf32>, tensor<8x1x16x16xf32>) outs(%75 : tensor<8x2x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %233 = arith.mulf %in, %in_85 : f32
      linalg.yield %233 : f32
    } -> tensor<8x2x16x16xf32>
    %77 = tensor.empty() : tensor<8x2x16x16xf32>
    %78 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71, %76 : tensor<8x2x16x16xf32>, tensor<8x2x16x16xf32>) outs(%77 : tensor<8x2x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %233 = arith.addf %in, %in_85 : f32
      linalg.yield %233 : f32
    } -> tensor<8x2x16x16xf32>
    %79 = tensor.empty() : tensor<8x2x2x16x16xf32>
    %80 = tensor.empty() : tensor<8x2x2x16x16xf32>
    %81 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%78 : tensor<8x2x16x16xf32>) outs(%80 : tensor<8x2x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x2x2x16x16xf32>
    %collapsed_27 = tensor.collapse_shape %81 [[0], [1, 2], [3], [4]] : tensor<8x2x2x16x16xf32> into tensor<8x4x16x16xf32>
    %82 = tensor.empty() : tensor<8x2x2x16x16xf32>
    %83 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_19 : tensor<8x2x16x16xf32>) outs(%82 : tensor<8x2x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x2x2x16x16xf32>
    %84 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_28 = linalg.transpose ins(%collapsed_27 : tensor<8x4x16x16xf32>) outs(%84 : tensor<8x4x16x16xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_29 = tensor.collapse_shape %69 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_30 = tensor.collapse_shape %transposed_28 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %85 = tensor.empty() : tensor<32x16x16xf32>
    %86 = linalg.fill ins(%cst : f32) outs(%85 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %87 = linalg.batch_matmul ins(%collapsed_29, %collapsed_30 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%86 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_31 = tensor.expand_shape %87 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %88 = tensor.empty() : tensor<8x4x16x16xf32>
    %89 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_31 : tensor<8x4x16x16xf32>) outs(%88 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.mulf %in, %cst_8 : f32
      linalg.yield %233 : f32
    } -> tensor<8x4x16x16xf32>
    %90 = tensor.empty() : tensor<8x4x16x16xf32>
    %91 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%89, %18 : tensor<8x4x16x16xf32>, tensor<8x1x16x16xf32>) outs(%90 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %233 = arith.addf %in, %in_85 : f32
      linalg.yield %233 : f32
    } -> tensor<8x4x16x16xf32>
    %92 = tensor.empty() : tensor<8x4x16xi64>
    %93 = linalg.fill ins(%c0_i64 : i64) outs(%92 : tensor<8x4x16xi64>) -> tensor<8x4x16xi64>
    %94 = tensor.empty() : tensor<8x4x16xf32>
    %95 = linalg.fill ins(%cst_0 : f32) outs(%94 : tensor<8x4x16xf32>) -> tensor<8x4x16xf32>
    %96:2 = linalg.generic {indexing_maps = [#map7, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%91 : tensor<8x4x16x16xf32>) outs(%95, %93 : tensor<8x4x16xf32>, tensor<8x4x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_85: i64):
      %233 = linalg.index 3 : index
      %234 = arith.index_cast %233 : index to i64
      %235 = arith.maximumf %in, %out : f32
      %236 = arith.cmpf ogt, %in, %out : f32
      %237 = arith.select %236, %234, %out_85 : i64
      linalg.yield %235, %237 : f32, i64
    } -> (tensor<8x4x16xf32>, tensor<8x4x16xi64>)
    %expanded_32 = tensor.expand_shape %96#0 [[0], [1], [2, 3]] output_shape [8, 4, 16, 1] : tensor<8x4x16xf32> into tensor<8x4x16x1xf32>
    %97 = tensor.empty() : tensor<8x4x16x16xf32>
    %98 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91, %expanded_32 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%97 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %233 = arith.subf %in, %in_85 : f32
      linalg.yield %233 : f32
    } -> tensor<8x4x16x16xf32>
    %99 = tensor.empty() : tensor<8x4x16x16xf32>
    %100 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%98 : tensor<8x4x16x16xf32>) outs(%99 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = math.exp %in : f32
      linalg.yield %233 : f32
    } -> tensor<8x4x16x16xf32>
    %101 = tensor.empty() : tensor<8x4x16x1xf32>
    %102 = linalg.fill ins(%cst : f32) outs(%101 : tensor<8x4x16x1xf32>) -> tensor<8x4x16x1xf32>
    %103 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%100 : tensor<8x4x16x16xf32>) outs(%102 : tensor<8x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.addf %in, %out : f32
      linalg.yield %233 : f32
    } -> tensor<8x4x16x1xf32>
    %104 = tensor.empty() : tensor<8x4x16x16xf32>
    %105 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%100, %103 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%104 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %233 = arith.divf %in, %in_85 : f32
      linalg.yield %233 : f32
    } -> tensor<8x4x16x16xf32>
    %collapsed_33 = tensor.collapse_shape %105 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_34 = tensor.collapse_shape %83 [[0, 1, 2], [3], [4]] : tensor<8x2x2x16x16xf32> into tensor<32x16x16xf32>
    %106 = linalg.batch_matmul ins(%collapsed_33, %collapsed_34 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%86 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_35 = tensor.expand_shape %106 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %107 = tensor.empty() : tensor<8x16x4x16xf32>
    %108 = tensor.empty() : tensor<8x16x4x16xf32>
    %transposed_36 = linalg.transpose ins(%expanded_35 : tensor<8x4x16x16xf32>) outs(%108 : tensor<8x16x4x16xf32>) permutation = [0, 2, 1, 3] 
    %109 = tensor.empty() : tensor<64x64xf32>
    %transposed_37 = linalg.transpose ins(%arg5 : tensor<64x64xf32>) outs(%109 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_38 = tensor.collapse_shape %transposed_36 [[0, 1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<128x64xf32>
    %110 = linalg.matmul ins(%collapsed_38, %transposed_37 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%47 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_39 = tensor.expand_shape %110 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %111 = tensor.empty() : tensor<8x16x64xf32>
    %112 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %expanded_39 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%111 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %233 = arith.addf %in, %in_85 : f32
      linalg.yield %233 : f32
    } -> tensor<8x16x64xf32>
    %113 = tensor.empty() : tensor<8x16x64xf32>
    %114 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<8x16x64xf32>) outs(%113 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %233 : f32
    } -> tensor<8x16x64xf32>
    %115 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%114 : tensor<8x16x64xf32>) outs(%31 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.addf %in, %out : f32
      linalg.yield %233 : f32
    } -> tensor<8x16x1xf32>
    %116 = tensor.empty() : tensor<8x16x1xf32>
    %117 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115 : tensor<8x16x1xf32>) outs(%116 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.divf %in, %cst_7 : f32
      linalg.yield %233 : f32
    } -> tensor<8x16x1xf32>
    %118 = tensor.empty() : tensor<8x16x1xf32>
    %119 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117 : tensor<8x16x1xf32>) outs(%118 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.truncf %cst_5 : f64 to f32
      %234 = arith.addf %in, %233 : f32
      linalg.yield %234 : f32
    } -> tensor<8x16x1xf32>
    %120 = tensor.empty() : tensor<8x16x1xf32>
    %121 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119 : tensor<8x16x1xf32>) outs(%120 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = math.rsqrt %in : f32
      linalg.yield %233 : f32
    } -> tensor<8x16x1xf32>
    %122 = tensor.empty() : tensor<8x16x64xf32>
    %123 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112, %121 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%122 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %233 = arith.mulf %in, %in_85 : f32
      linalg.yield %233 : f32
    } -> tensor<8x16x64xf32>
    %124 = tensor.empty() : tensor<8x16x64xf32>
    %125 = linalg.generic {indexing_maps = [#map13, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg10, %123 : tensor<64xf32>, tensor<8x16x64xf32>) outs(%124 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %233 = arith.mulf %in, %in_85 : f32
      linalg.yield %233 : f32
    } -> tensor<8x16x64xf32>
    %126 = tensor.empty() : tensor<64x128xf32>
    %127 = tensor.empty() : tensor<64x128xf32>
    %transposed_40 = linalg.transpose ins(%arg6 : tensor<128x64xf32>) outs(%127 : tensor<64x128xf32>) permutation = [1, 0] 
    %collapsed_41 = tensor.collapse_shape %125 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %128 = tensor.empty() : tensor<128x128xf32>
    %129 = linalg.fill ins(%cst : f32) outs(%128 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %130 = linalg.matmul ins(%collapsed_41, %transposed_40 : tensor<128x64xf32>, tensor<64x128xf32>) outs(%129 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %expanded_42 = tensor.expand_shape %130 [[0, 1], [2]] output_shape [8, 16, 128] : tensor<128x128xf32> into tensor<8x16x128xf32>
    %131 = tensor.empty() : tensor<8x16x128xf32>
    %132 = tensor.empty() : tensor<8x16x128xf32>
    %133 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_42 : tensor<8x16x128xf32>) outs(%132 : tensor<8x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.negf %in : f32
      %234 = math.exp %233 : f32
      %235 = arith.addf %234, %cst_1 : f32
      %236 = arith.divf %cst_1, %235 : f32
      linalg.yield %236 : f32
    } -> tensor<8x16x128xf32>
    %134 = tensor.empty() : tensor<8x16x128xf32>
    %135 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_42, %133 : tensor<8x16x128xf32>, tensor<8x16x128xf32>) outs(%134 : tensor<8x16x128xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %233 = arith.mulf %in, %in_85 : f32
      linalg.yield %233 : f32
    } -> tensor<8x16x128xf32>
    %136 = tensor.empty() : tensor<64x128xf32>
    %transposed_43 = linalg.transpose ins(%arg7 : tensor<128x64xf32>) outs(%136 : tensor<64x128xf32>) permutation = [1, 0] 
    %137 = linalg.matmul ins(%collapsed_41, %transposed_43 : tensor<128x64xf32>, tensor<64x128xf32>) outs(%129 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %expanded_44 = tensor.expand_shape %137 [[0, 1], [2]] output_shape [8, 16, 128] : tensor<128x128xf32> into tensor<8x16x128xf32>
    %138 = tensor.empty() : tensor<8x16x128xf32>
    %139 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135, %expanded_44 : tensor<8x16x128xf32>, tensor<8x16x128xf32>) outs(%138 : tensor<8x16x128xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %233 = arith.mulf %in, %in_85 : f32
      linalg.yield %233 : f32
    } -> tensor<8x16x128xf32>
    %140 = tensor.empty() : tensor<128x64xf32>
    %transposed_45 = linalg.transpose ins(%arg8 : tensor<64x128xf32>) outs(%140 : tensor<128x64xf32>) permutation = [1, 0] 
    %collapsed_46 = tensor.collapse_shape %139 [[0, 1], [2]] : tensor<8x16x128xf32> into tensor<128x128xf32>
    %141 = linalg.matmul ins(%collapsed_46, %transposed_45 : tensor<128x128xf32>, tensor<128x64xf32>) outs(%47 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_47 = tensor.expand_shape %141 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %142 = tensor.empty() : tensor<8x16x64xf32>
    %143 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112, %expanded_47 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%142 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %233 = arith.addf %in, %in_85 : f32
      linalg.yield %233 : f32
    } -> tensor<8x16x64xf32>
    %144 = tensor.empty() : tensor<8x16x64xf32>
    %145 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143 : tensor<8x16x64xf32>) outs(%144 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %233 : f32
    } -> tensor<8x16x64xf32>
    %146 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%145 : tensor<8x16x64xf32>) outs(%31 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.addf %in, %out : f32
      linalg.yield %233 : f32
    } -> tensor<8x16x1xf32>
    %147 = tensor.empty() : tensor<8x16x1xf32>
    %148 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146 : tensor<8x16x1xf32>) outs(%147 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.divf %in, %cst_7 : f32
      linalg.yield %233 : f32
    } -> tensor<8x16x1xf32>
    %149 = tensor.empty() : tensor<8x16x1xf32>
    %150 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148 : tensor<8x16x1xf32>) outs(%149 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.truncf %cst_5 : f64 to f32
      %234 = arith.addf %in, %233 : f32
      linalg.yield %234 : f32
    } -> tensor<8x16x1xf32>
    %151 = tensor.empty() : tensor<8x16x1xf32>
    %152 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150 : tensor<8x16x1xf32>) outs(%151 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = math.rsqrt %in : f32
      linalg.yield %233 : f32
    } -> tensor<8x16x1xf32>
    %153 = tensor.empty() : tensor<8x16x64xf32>
    %154 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143, %152 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%153 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %233 = arith.mulf %in, %in_85 : f32
      linalg.yield %233 : f32
    } -> tensor<8x16x64xf32>
    %155 = tensor.empty() : tensor<8x16x64xf32>
    %156 = linalg.generic {indexing_maps = [#map13, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg18, %154 : tensor<64xf32>, tensor<8x16x64xf32>) outs(%155 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %233 = arith.mulf %in, %in_85 : f32
      linalg.yield %233 : f32
    } -> tensor<8x16x64xf32>
    %157 = tensor.empty() : tensor<64x64xf32>
    %transposed_48 = linalg.transpose ins(%arg11 : tensor<64x64xf32>) outs(%157 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_49 = tensor.collapse_shape %156 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %158 = linalg.matmul ins(%collapsed_49, %transposed_48 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%47 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_50 = tensor.expand_shape %158 [[0, 1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<128x64xf32> into tensor<8x16x4x16xf32>
    %159 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_51 = linalg.transpose ins(%expanded_50 : tensor<8x16x4x16xf32>) outs(%159 : tensor<8x4x16x16xf32>) permutation = [0, 2, 1, 3] 
    %160 = tensor.empty() : tensor<64x32xf32>
    %transposed_52 = linalg.transpose ins(%arg12 : tensor<32x64xf32>) outs(%160 : tensor<64x32xf32>) permutation = [1, 0] 
    %161 = linalg.matmul ins(%collapsed_49, %transposed_52 : tensor<128x64xf32>, tensor<64x32xf32>) outs(%54 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %expanded_53 = tensor.expand_shape %161 [[0, 1], [2, 3]] output_shape [8, 16, 2, 16] : tensor<128x32xf32> into tensor<8x16x2x16xf32>
    %162 = tensor.empty() : tensor<8x2x16x16xf32>
    %transposed_54 = linalg.transpose ins(%expanded_53 : tensor<8x16x2x16xf32>) outs(%162 : tensor<8x2x16x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_55 = linalg.transpose ins(%arg13 : tensor<32x64xf32>) outs(%51 : tensor<64x32xf32>) permutation = [1, 0] 
    %163 = linalg.matmul ins(%collapsed_49, %transposed_55 : tensor<128x64xf32>, tensor<64x32xf32>) outs(%54 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %expanded_56 = tensor.expand_shape %163 [[0, 1], [2, 3]] output_shape [8, 16, 2, 16] : tensor<128x32xf32> into tensor<8x16x2x16xf32>
    %164 = tensor.empty() : tensor<8x2x16x16xf32>
    %transposed_57 = linalg.transpose ins(%expanded_56 : tensor<8x16x2x16xf32>) outs(%164 : tensor<8x2x16x16xf32>) permutation = [0, 2, 1, 3] 
    %165 = tensor.empty() : tensor<8x4x16x16xf32>
    %166 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_51, %expanded_20 : tensor<8x4x16x16xf32>, tensor<8x1x16x16xf32>) outs(%165 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %233 = arith.mulf %in, %in_85 : f32
      linalg.yield %233 : f32
    } -> tensor<8x4x16x16xf32>
    %extracted_slice_58 = tensor.extract_slice %transposed_51[0, 0, 0, 0] [8, 4, 16, 8] [1, 1, 1, 1] : tensor<8x4x16x16xf32> to tensor<8x4x16x8xf32>
    %extracted_slice_59 = tensor.extract_slice %transposed_51[0, 0, 0, 8] [8, 4, 16, 8] [1, 1, 1, 1] : tensor<8x4x16x16xf32> to tensor<8x4x16x8xf32>
    %167 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_59 : tensor<8x4x16x8xf32>) outs(%63 : tensor<8x4x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.negf %in : f32
      linalg.yield %233 : f32
    } -> tensor<8x4x16x8xf32>
    %concat_60 = tensor.concat dim(3) %167, %extracted_slice_58 : (tensor<8x4x16x8xf32>, tensor<8x4x16x8xf32>) -> tensor<8x4x16x16xf32>
    %168 = tensor.empty() : tensor<8x4x16x16xf32>
    %169 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_60, %expanded_21 : tensor<8x4x16x16xf32>, tensor<8x1x16x16xf32>) outs(%168 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %233 = arith.mulf %in, %in_85 : f32
      linalg.yield %233 : f32
    } -> tensor<8x4x16x16xf32>
    %170 = tensor.empty() : tensor<8x4x16x16xf32>
    %171 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%166, %169 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%170 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %233 = arith.addf %in, %in_85 : f32
      linalg.yield %233 : f32
    } -> tensor<8x4x16x16xf32>
    %172 = tensor.empty() : tensor<8x2x16x16xf32>
    %173 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_54, %expanded_20 : tensor<8x2x16x16xf32>, tensor<8x1x16x16xf32>) outs(%172 : tensor<8x2x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %233 = arith.mulf %in, %in_85 : f32
      linalg.yield %233 : f32
    } -> tensor<8x2x16x16xf32>
    %extracted_slice_61 = tensor.extract_slice %transposed_54[0, 0, 0, 0] [8, 2, 16, 8] [1, 1, 1, 1] : tensor<8x2x16x16xf32> to tensor<8x2x16x8xf32>
    %extracted_slice_62 = tensor.extract_slice %transposed_54[0, 0, 0, 8] [8, 2, 16, 8] [1, 1, 1, 1] : tensor<8x2x16x16xf32> to tensor<8x2x16x8xf32>
    %174 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_62 : tensor<8x2x16x8xf32>) outs(%72 : tensor<8x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.negf %in : f32
      linalg.yield %233 : f32
    } -> tensor<8x2x16x8xf32>
    %concat_63 = tensor.concat dim(3) %174, %extracted_slice_61 : (tensor<8x2x16x8xf32>, tensor<8x2x16x8xf32>) -> tensor<8x2x16x16xf32>
    %175 = tensor.empty() : tensor<8x2x16x16xf32>
    %176 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_63, %expanded_21 : tensor<8x2x16x16xf32>, tensor<8x1x16x16xf32>) outs(%175 : tensor<8x2x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %233 = arith.mulf %in, %in_85 : f32
      linalg.yield %233 : f32
    } -> tensor<8x2x16x16xf32>
    %177 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%173, %176 : tensor<8x2x16x16xf32>, tensor<8x2x16x16xf32>) outs(%56 : tensor<8x2x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %233 = arith.addf %in, %in_85 : f32
      linalg.yield %233 : f32
    } -> tensor<8x2x16x16xf32>
    %178 = tensor.empty() : tensor<8x2x2x16x16xf32>
    %179 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%177 : tensor<8x2x16x16xf32>) outs(%178 : tensor<8x2x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x2x2x16x16xf32>
    %collapsed_64 = tensor.collapse_shape %179 [[0], [1, 2], [3], [4]] : tensor<8x2x2x16x16xf32> into tensor<8x4x16x16xf32>
    %180 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_57 : tensor<8x2x16x16xf32>) outs(%79 : tensor<8x2x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x2x2x16x16xf32>
    %181 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_65 = linalg.transpose ins(%collapsed_64 : tensor<8x4x16x16xf32>) outs(%181 : tensor<8x4x16x16xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_66 = tensor.collapse_shape %171 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_67 = tensor.collapse_shape %transposed_65 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %182 = linalg.batch_matmul ins(%collapsed_66, %collapsed_67 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%86 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_68 = tensor.expand_shape %182 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %183 = tensor.empty() : tensor<8x4x16x16xf32>
    %184 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_68 : tensor<8x4x16x16xf32>) outs(%183 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.mulf %in, %cst_8 : f32
      linalg.yield %233 : f32
    } -> tensor<8x4x16x16xf32>
    %185 = tensor.empty() : tensor<8x4x16x16xf32>
    %186 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%184, %18 : tensor<8x4x16x16xf32>, tensor<8x1x16x16xf32>) outs(%185 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %233 = arith.addf %in, %in_85 : f32
      linalg.yield %233 : f32
    } -> tensor<8x4x16x16xf32>
    %187:2 = linalg.generic {indexing_maps = [#map7, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%186 : tensor<8x4x16x16xf32>) outs(%95, %93 : tensor<8x4x16xf32>, tensor<8x4x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_85: i64):
      %233 = linalg.index 3 : index
      %234 = arith.index_cast %233 : index to i64
      %235 = arith.maximumf %in, %out : f32
      %236 = arith.cmpf ogt, %in, %out : f32
      %237 = arith.select %236, %234, %out_85 : i64
      linalg.yield %235, %237 : f32, i64
    } -> (tensor<8x4x16xf32>, tensor<8x4x16xi64>)
    %expanded_69 = tensor.expand_shape %187#0 [[0], [1], [2, 3]] output_shape [8, 4, 16, 1] : tensor<8x4x16xf32> into tensor<8x4x16x1xf32>
    %188 = tensor.empty() : tensor<8x4x16x16xf32>
    %189 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%186, %expanded_69 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%188 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %233 = arith.subf %in, %in_85 : f32
      linalg.yield %233 : f32
    } -> tensor<8x4x16x16xf32>
    %190 = tensor.empty() : tensor<8x4x16x16xf32>
    %191 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%189 : tensor<8x4x16x16xf32>) outs(%190 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = math.exp %in : f32
      linalg.yield %233 : f32
    } -> tensor<8x4x16x16xf32>
    %192 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%191 : tensor<8x4x16x16xf32>) outs(%102 : tensor<8x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.addf %in, %out : f32
      linalg.yield %233 : f32
    } -> tensor<8x4x16x1xf32>
    %193 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%191, %192 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%49 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %233 = arith.divf %in, %in_85 : f32
      linalg.yield %233 : f32
    } -> tensor<8x4x16x16xf32>
    %collapsed_70 = tensor.collapse_shape %193 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_71 = tensor.collapse_shape %180 [[0, 1, 2], [3], [4]] : tensor<8x2x2x16x16xf32> into tensor<32x16x16xf32>
    %194 = linalg.batch_matmul ins(%collapsed_70, %collapsed_71 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%86 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_72 = tensor.expand_shape %194 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %transposed_73 = linalg.transpose ins(%expanded_72 : tensor<8x4x16x16xf32>) outs(%107 : tensor<8x16x4x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_74 = linalg.transpose ins(%arg14 : tensor<64x64xf32>) outs(%43 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_75 = tensor.collapse_shape %transposed_73 [[0, 1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<128x64xf32>
    %195 = linalg.matmul ins(%collapsed_75, %transposed_74 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%47 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_76 = tensor.expand_shape %195 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %196 = tensor.empty() : tensor<8x16x64xf32>
    %197 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143, %expanded_76 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%196 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %233 = arith.addf %in, %in_85 : f32
      linalg.yield %233 : f32
    } -> tensor<8x16x64xf32>
    %198 = tensor.empty() : tensor<8x16x64xf32>
    %199 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%197 : tensor<8x16x64xf32>) outs(%198 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %233 : f32
    } -> tensor<8x16x64xf32>
    %200 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%199 : tensor<8x16x64xf32>) outs(%31 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.addf %in, %out : f32
      linalg.yield %233 : f32
    } -> tensor<8x16x1xf32>
    %201 = tensor.empty() : tensor<8x16x1xf32>
    %202 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%200 : tensor<8x16x1xf32>) outs(%201 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.divf %in, %cst_7 : f32
      linalg.yield %233 : f32
    } -> tensor<8x16x1xf32>
    %203 = tensor.empty() : tensor<8x16x1xf32>
    %204 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%202 : tensor<8x16x1xf32>) outs(%203 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.truncf %cst_5 : f64 to f32
      %234 = arith.addf %in, %233 : f32
      linalg.yield %234 : f32
    } -> tensor<8x16x1xf32>
    %205 = tensor.empty() : tensor<8x16x1xf32>
    %206 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204 : tensor<8x16x1xf32>) outs(%205 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = math.rsqrt %in : f32
      linalg.yield %233 : f32
    } -> tensor<8x16x1xf32>
    %207 = tensor.empty() : tensor<8x16x64xf32>
    %208 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%197, %206 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%207 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %233 = arith.mulf %in, %in_85 : f32
      linalg.yield %233 : f32
    } -> tensor<8x16x64xf32>
    %209 = tensor.empty() : tensor<8x16x64xf32>
    %210 = linalg.generic {indexing_maps = [#map13, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg19, %208 : tensor<64xf32>, tensor<8x16x64xf32>) outs(%209 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %233 = arith.mulf %in, %in_85 : f32
      linalg.yield %233 : f32
    } -> tensor<8x16x64xf32>
    %211 = tensor.empty() : tensor<64x128xf32>
    %transposed_77 = linalg.transpose ins(%arg15 : tensor<128x64xf32>) outs(%211 : tensor<64x128xf32>) permutation = [1, 0] 
    %collapsed_78 = tensor.collapse_shape %210 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %212 = linalg.matmul ins(%collapsed_78, %transposed_77 : tensor<128x64xf32>, tensor<64x128xf32>) outs(%129 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %expanded_79 = tensor.expand_shape %212 [[0, 1], [2]] output_shape [8, 16, 128] : tensor<128x128xf32> into tensor<8x16x128xf32>
    %213 = tensor.empty() : tensor<8x16x128xf32>
    %214 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_79 : tensor<8x16x128xf32>) outs(%213 : tensor<8x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.negf %in : f32
      %234 = math.exp %233 : f32
      %235 = arith.addf %234, %cst_1 : f32
      %236 = arith.divf %cst_1, %235 : f32
      linalg.yield %236 : f32
    } -> tensor<8x16x128xf32>
    %215 = tensor.empty() : tensor<8x16x128xf32>
    %216 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_79, %214 : tensor<8x16x128xf32>, tensor<8x16x128xf32>) outs(%215 : tensor<8x16x128xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %233 = arith.mulf %in, %in_85 : f32
      linalg.yield %233 : f32
    } -> tensor<8x16x128xf32>
    %transposed_80 = linalg.transpose ins(%arg16 : tensor<128x64xf32>) outs(%126 : tensor<64x128xf32>) permutation = [1, 0] 
    %217 = linalg.matmul ins(%collapsed_78, %transposed_80 : tensor<128x64xf32>, tensor<64x128xf32>) outs(%129 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %expanded_81 = tensor.expand_shape %217 [[0, 1], [2]] output_shape [8, 16, 128] : tensor<128x128xf32> into tensor<8x16x128xf32>
    %218 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%216, %expanded_81 : tensor<8x16x128xf32>, tensor<8x16x128xf32>) outs(%131 : tensor<8x16x128xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %233 = arith.mulf %in, %in_85 : f32
      linalg.yield %233 : f32
    } -> tensor<8x16x128xf32>
    %transposed_82 = linalg.transpose ins(%arg17 : tensor<64x128xf32>) outs(%45 : tensor<128x64xf32>) permutation = [1, 0] 
    %collapsed_83 = tensor.collapse_shape %218 [[0, 1], [2]] : tensor<8x16x128xf32> into tensor<128x128xf32>
    %219 = linalg.matmul ins(%collapsed_83, %transposed_82 : tensor<128x128xf32>, tensor<128x64xf32>) outs(%47 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_84 = tensor.expand_shape %219 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %220 = tensor.empty() : tensor<8x16x64xf32>
    %221 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%197, %expanded_84 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%220 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %233 = arith.addf %in, %in_85 : f32
      linalg.yield %233 : f32
    } -> tensor<8x16x64xf32>
    %222 = tensor.empty() : tensor<8x16x64xf32>
    %223 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%221 : tensor<8x16x64xf32>) outs(%222 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %233 : f32
    } -> tensor<8x16x64xf32>
    %224 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%223 : tensor<8x16x64xf32>) outs(%31 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.addf %in, %out : f32
      linalg.yield %233 : f32
    } -> tensor<8x16x1xf32>
    %225 = tensor.empty() : tensor<8x16x1xf32>
    %226 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%224 : tensor<8x16x1xf32>) outs(%225 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.divf %in, %cst_7 : f32
      linalg.yield %233 : f32
    } -> tensor<8x16x1xf32>
    %227 = tensor.empty() : tensor<8x16x1xf32>
    %228 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%226 : tensor<8x16x1xf32>) outs(%227 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.truncf %cst_5 : f64 to f32
      %234 = arith.addf %in, %233 : f32
      linalg.yield %234 : f32
    } -> tensor<8x16x1xf32>
    %229 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%228 : tensor<8x16x1xf32>) outs(%19 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = math.rsqrt %in : f32
      linalg.yield %233 : f32
    } -> tensor<8x16x1xf32>
    %230 = tensor.empty() : tensor<8x16x64xf32>
    %231 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%221, %229 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%230 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %233 = arith.mulf %in, %in_85 : f32
      linalg.yield %233 : f32
    } -> tensor<8x16x64xf32>
    %232 = linalg.generic {indexing_maps = [#map13, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg20, %231 : tensor<64xf32>, tensor<8x16x64xf32>) outs(%4 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %233 = arith.mulf %in, %in_85 : f32
      linalg.yield %233 : f32
    } -> tensor<8x16x64xf32>
    return %232 : tensor<8x16x64xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32: "0x040000000000803F9BE8A13ECDCCCC3DE386013D0AD7233C383E4F3B6F12833A60CBA539"
    }
  }
#-}

