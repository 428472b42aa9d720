// Model zoo: mistral, exported by examples/models/regenerate.sh (zoo.py); random weights.
// Arguments: the inputs, then every parameter/buffer (cleave.name = its name). {"inputs": ["input_ids"], "parameters": 20}
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
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
    %c8_i64 = arith.constant 8 : i64
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
      %241 = linalg.index 0 : index
      %242 = arith.index_cast %241 : index to i64
      linalg.yield %242 : i64
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
      %241 = arith.index_cast %in : i64 to index
      %242 = linalg.index 2 : index
      %243 = arith.cmpi slt, %241, %c256 : index
      cf.assert %243, "index must be smaller than dim size"
      %244 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %244, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%241, %242] : tensor<256x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x16x64xf32>
    %7 = tensor.empty() : tensor<8xi64>
    %8 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%7 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %241 = linalg.index 0 : index
      %242 = arith.index_cast %241 : index to i64
      linalg.yield %242 : i64
    } -> tensor<8xi64>
    %expanded = tensor.expand_shape %8 [[0, 1, 2, 3]] output_shape [8, 1, 1, 1] : tensor<8xi64> into tensor<8x1x1x1xi64>
    %expanded_9 = tensor.expand_shape %1 [[0, 1, 2, 3]] output_shape [1, 1, 16, 1] : tensor<16xi64> into tensor<1x1x16x1xi64>
    %expanded_10 = tensor.expand_shape %1 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] : tensor<16xi64> into tensor<1x1x1x16xi64>
    %9 = tensor.empty() : tensor<1x1x16x1xi64>
    %10 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_9 : tensor<1x1x16x1xi64>) outs(%9 : tensor<1x1x16x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %241 = arith.subi %in, %c8_i64 : i64
      linalg.yield %241 : i64
    } -> tensor<1x1x16x1xi64>
    %11 = tensor.empty() : tensor<1x1x16x16xi1>
    %12 = tensor.empty() : tensor<1x1x16x16xi1>
    %13 = linalg.generic {indexing_maps = [#map6, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_10, %10 : tensor<1x1x1x16xi64>, tensor<1x1x16x1xi64>) outs(%12 : tensor<1x1x16x16xi1>) {
    ^bb0(%in: i64, %in_85: i64, %out: i1):
      %241 = arith.cmpi sgt, %in, %in_85 : i64
      linalg.yield %241 : i1
    } -> tensor<1x1x16x16xi1>
    %14 = tensor.empty() : tensor<1x1x16x16xi1>
    %15 = linalg.generic {indexing_maps = [#map8, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_4, %13 : tensor<i1>, tensor<1x1x16x16xi1>) outs(%14 : tensor<1x1x16x16xi1>) {
    ^bb0(%in: i1, %in_85: i1, %out: i1):
      %241 = arith.andi %in, %in_85 : i1
      linalg.yield %241 : i1
    } -> tensor<1x1x16x16xi1>
    %16 = tensor.empty() : tensor<1x1x16x16xi1>
    %17 = linalg.generic {indexing_maps = [#map6, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_10, %expanded_9 : tensor<1x1x1x16xi64>, tensor<1x1x16x1xi64>) outs(%16 : tensor<1x1x16x16xi1>) {
    ^bb0(%in: i64, %in_85: i64, %out: i1):
      %241 = arith.cmpi sle, %in, %in_85 : i64
      linalg.yield %241 : i1
    } -> tensor<1x1x16x16xi1>
    %18 = tensor.empty() : tensor<1x1x16x16xi1>
    %19 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15, %17 : tensor<1x1x16x16xi1>, tensor<1x1x16x16xi1>) outs(%18 : tensor<1x1x16x16xi1>) {
    ^bb0(%in: i1, %in_85: i1, %out: i1):
      %241 = arith.andi %in, %in_85 : i1
      linalg.yield %241 : i1
    } -> tensor<1x1x16x16xi1>
    %20 = linalg.generic {indexing_maps = [#map8, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_4, %19 : tensor<i1>, tensor<1x1x16x16xi1>) outs(%11 : tensor<1x1x16x16xi1>) {
    ^bb0(%in: i1, %in_85: i1, %out: i1):
      %241 = arith.andi %in, %in_85 : i1
      linalg.yield %241 : i1
    } -> tensor<1x1x16x16xi1>
    %21 = tensor.empty() : tensor<8x1x1x16xi1>
    %22 = linalg.generic {indexing_maps = [#map9, #map10, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_10 : tensor<8x1x1x1xi64>, tensor<1x1x1x16xi64>) outs(%21 : tensor<8x1x1x16xi1>) {
    ^bb0(%in: i64, %in_85: i64, %out: i1):
      linalg.yield %true : i1
    } -> tensor<8x1x1x16xi1>
    %23 = tensor.empty() : tensor<8x1x16x16xi1>
    %24 = linalg.generic {indexing_maps = [#map11, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %22 : tensor<1x1x16x16xi1>, tensor<8x1x1x16xi1>) outs(%23 : tensor<8x1x16x16xi1>) {
    ^bb0(%in: i1, %in_85: i1, %out: i1):
      %241 = arith.andi %in, %in_85 : i1
      linalg.yield %241 : i1
    } -> tensor<8x1x16x16xi1>
    %25 = tensor.empty() : tensor<8x1x16x16xf32>
    %26 = linalg.generic {indexing_maps = [#map5, #map8, #map8, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24, %cst_3, %cst_2 : tensor<8x1x16x16xi1>, tensor<f32>, tensor<f32>) outs(%25 : tensor<8x1x16x16xf32>) {
    ^bb0(%in: i1, %in_85: f32, %in_86: f32, %out: f32):
      %241 = arith.select %in, %in_85, %in_86 : f32
      linalg.yield %241 : f32
    } -> tensor<8x1x16x16xf32>
    %expanded_11 = tensor.expand_shape %3 [[0], [1, 2]] output_shape [8, 16, 1] : tensor<8x16xi64> into tensor<8x16x1xi64>
    %27 = tensor.empty() : tensor<8x16x1xf32>
    %28 = tensor.empty() : tensor<8x16x1xf32>
    %29 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_11 : tensor<8x16x1xi64>) outs(%28 : tensor<8x16x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %241 = arith.sitofp %in : i64 to f32
      linalg.yield %241 : f32
    } -> tensor<8x16x1xf32>
    %30 = tensor.empty() : tensor<8x16x8xf32>
    %31 = linalg.generic {indexing_maps = [#map12, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29, %cst_6 : tensor<8x16x1xf32>, tensor<8xf32>) outs(%30 : tensor<8x16x8xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %241 = arith.mulf %in, %in_85 : f32
      linalg.yield %241 : f32
    } -> tensor<8x16x8xf32>
    %concat = tensor.concat dim(2) %31, %31 : (tensor<8x16x8xf32>, tensor<8x16x8xf32>) -> tensor<8x16x16xf32>
    %32 = tensor.empty() : tensor<8x16x16xf32>
    %33 = tensor.empty() : tensor<8x16x16xf32>
    %34 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<8x16x16xf32>) outs(%33 : tensor<8x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = math.cos %in : f32
      linalg.yield %241 : f32
    } -> tensor<8x16x16xf32>
    %35 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<8x16x16xf32>) outs(%32 : tensor<8x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = math.sin %in : f32
      linalg.yield %241 : f32
    } -> tensor<8x16x16xf32>
    %36 = tensor.empty() : tensor<8x16x64xf32>
    %37 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<8x16x64xf32>) outs(%36 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %241 : f32
    } -> tensor<8x16x64xf32>
    %38 = tensor.empty() : tensor<8x16x1xf32>
    %39 = linalg.fill ins(%cst : f32) outs(%38 : tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %40 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%37 : tensor<8x16x64xf32>) outs(%39 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = arith.addf %in, %out : f32
      linalg.yield %241 : f32
    } -> tensor<8x16x1xf32>
    %41 = tensor.empty() : tensor<8x16x1xf32>
    %42 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40 : tensor<8x16x1xf32>) outs(%41 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = arith.divf %in, %cst_7 : f32
      linalg.yield %241 : f32
    } -> tensor<8x16x1xf32>
    %43 = tensor.empty() : tensor<8x16x1xf32>
    %44 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%42 : tensor<8x16x1xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = arith.truncf %cst_5 : f64 to f32
      %242 = arith.addf %in, %241 : f32
      linalg.yield %242 : f32
    } -> tensor<8x16x1xf32>
    %45 = tensor.empty() : tensor<8x16x1xf32>
    %46 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%44 : tensor<8x16x1xf32>) outs(%45 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = math.rsqrt %in : f32
      linalg.yield %241 : f32
    } -> tensor<8x16x1xf32>
    %47 = tensor.empty() : tensor<8x16x64xf32>
    %48 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %46 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%47 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %241 = arith.mulf %in, %in_85 : f32
      linalg.yield %241 : f32
    } -> tensor<8x16x64xf32>
    %49 = tensor.empty() : tensor<8x16x64xf32>
    %50 = linalg.generic {indexing_maps = [#map13, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9, %48 : tensor<64xf32>, tensor<8x16x64xf32>) outs(%49 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %241 = arith.mulf %in, %in_85 : f32
      linalg.yield %241 : f32
    } -> tensor<8x16x64xf32>
    %51 = tensor.empty() : tensor<64x64xf32>
    %52 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg2 : tensor<64x64xf32>) outs(%52 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %50 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %53 = tensor.empty() : tensor<128x64xf32>
    %54 = tensor.empty() : tensor<128x64xf32>
    %55 = linalg.fill ins(%cst : f32) outs(%54 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %56 = linalg.matmul ins(%collapsed, %transposed : tensor<128x64xf32>, tensor<64x64xf32>) outs(%55 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_12 = tensor.expand_shape %56 [[0, 1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<128x64xf32> into tensor<8x16x4x16xf32>
    %57 = tensor.empty() : tensor<8x4x16x16xf32>
    %58 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_13 = linalg.transpose ins(%expanded_12 : tensor<8x16x4x16xf32>) outs(%58 : tensor<8x4x16x16xf32>) permutation = [0, 2, 1, 3] 
    %59 = tensor.empty() : tensor<64x32xf32>
    %60 = tensor.empty() : tensor<64x32xf32>
    %transposed_14 = linalg.transpose ins(%arg3 : tensor<32x64xf32>) outs(%60 : tensor<64x32xf32>) permutation = [1, 0] 
    %61 = tensor.empty() : tensor<128x32xf32>
    %62 = linalg.fill ins(%cst : f32) outs(%61 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %63 = linalg.matmul ins(%collapsed, %transposed_14 : tensor<128x64xf32>, tensor<64x32xf32>) outs(%62 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %expanded_15 = tensor.expand_shape %63 [[0, 1], [2, 3]] output_shape [8, 16, 2, 16] : tensor<128x32xf32> into tensor<8x16x2x16xf32>
    %64 = tensor.empty() : tensor<8x2x16x16xf32>
    %65 = tensor.empty() : tensor<8x2x16x16xf32>
    %transposed_16 = linalg.transpose ins(%expanded_15 : tensor<8x16x2x16xf32>) outs(%65 : tensor<8x2x16x16xf32>) permutation = [0, 2, 1, 3] 
    %66 = tensor.empty() : tensor<64x32xf32>
    %transposed_17 = linalg.transpose ins(%arg4 : tensor<32x64xf32>) outs(%66 : tensor<64x32xf32>) permutation = [1, 0] 
    %67 = linalg.matmul ins(%collapsed, %transposed_17 : tensor<128x64xf32>, tensor<64x32xf32>) outs(%62 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %expanded_18 = tensor.expand_shape %67 [[0, 1], [2, 3]] output_shape [8, 16, 2, 16] : tensor<128x32xf32> into tensor<8x16x2x16xf32>
    %68 = tensor.empty() : tensor<8x2x16x16xf32>
    %transposed_19 = linalg.transpose ins(%expanded_18 : tensor<8x16x2x16xf32>) outs(%68 : tensor<8x2x16x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_20 = tensor.expand_shape %34 [[0], [1, 2], [3]] output_shape [8, 1, 16, 16] : tensor<8x16x16xf32> into tensor<8x1x16x16xf32>
    %expanded_21 = tensor.expand_shape %35 [[0], [1, 2], [3]] output_shape [8, 1, 16, 16] : tensor<8x16x16xf32> into tensor<8x1x16x16xf32>
    %69 = tensor.empty() : tensor<8x4x16x16xf32>
    %70 = linalg.generic {indexing_maps = [#map5, #map14, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_13, %expanded_20 : tensor<8x4x16x16xf32>, tensor<8x1x16x16xf32>) outs(%69 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %241 = arith.mulf %in, %in_85 : f32
      linalg.yield %241 : f32
    } -> tensor<8x4x16x16xf32>
    %extracted_slice = tensor.extract_slice %transposed_13[0, 0, 0, 0] [8, 4, 16, 8] [1, 1, 1, 1] : tensor<8x4x16x16xf32> to tensor<8x4x16x8xf32>
    %extracted_slice_22 = tensor.extract_slice %transposed_13[0, 0, 0, 8] [8, 4, 16, 8] [1, 1, 1, 1] : tensor<8x4x16x16xf32> to tensor<8x4x16x8xf32>
    %71 = tensor.empty() : tensor<8x4x16x8xf32>
    %72 = tensor.empty() : tensor<8x4x16x8xf32>
    %73 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_22 : tensor<8x4x16x8xf32>) outs(%72 : tensor<8x4x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = arith.negf %in : f32
      linalg.yield %241 : f32
    } -> tensor<8x4x16x8xf32>
    %concat_23 = tensor.concat dim(3) %73, %extracted_slice : (tensor<8x4x16x8xf32>, tensor<8x4x16x8xf32>) -> tensor<8x4x16x16xf32>
    %74 = tensor.empty() : tensor<8x4x16x16xf32>
    %75 = linalg.generic {indexing_maps = [#map5, #map14, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_23, %expanded_21 : tensor<8x4x16x16xf32>, tensor<8x1x16x16xf32>) outs(%74 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %241 = arith.mulf %in, %in_85 : f32
      linalg.yield %241 : f32
    } -> tensor<8x4x16x16xf32>
    %76 = tensor.empty() : tensor<8x4x16x16xf32>
    %77 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70, %75 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%76 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %241 = arith.addf %in, %in_85 : f32
      linalg.yield %241 : f32
    } -> tensor<8x4x16x16xf32>
    %78 = tensor.empty() : tensor<8x2x16x16xf32>
    %79 = linalg.generic {indexing_maps = [#map5, #map14, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_16, %expanded_20 : tensor<8x2x16x16xf32>, tensor<8x1x16x16xf32>) outs(%78 : tensor<8x2x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %241 = arith.mulf %in, %in_85 : f32
      linalg.yield %241 : f32
    } -> tensor<8x2x16x16xf32>
    %extracted_slice_24 = tensor.extract_slice %transposed_16[0, 0, 0, 0] [8, 2, 16, 8] [1, 1, 1, 1] : tensor<8x2x16x16xf32> to tensor<8x2x16x8xf32>
    %extracted_slice_25 = tensor.extract_slice %transposed_16[0, 0, 0, 8] [8, 2, 16, 8] [1, 1, 1, 1] : tensor<8x2x16x16xf32> to tensor<8x2x16x8xf32>
    %80 = tensor.empty() : tensor<8x2x16x8xf32>
    %81 = tensor.empty() : tensor<8x2x16x8xf32>
    %82 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_25 : tensor<8x2x16x8xf32>) outs(%81 : tensor<8x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = arith.negf %in : f32
      linalg.yield %241 : f32
    } -> tensor<8x2x16x8xf32>
    %concat_26 = tensor.concat dim(3) %82, %extracted_slice_24 : (tensor<8x2x16x8xf32>, tensor<8x2x16x8xf32>) -> tensor<8x2x16x16xf32>
    %83 = tensor.empty() : tensor<8x2x16x16xf32>
    %84 = linalg.generic {indexing_maps = [#map5, #map14, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_26, %expanded_21 : tensor<8x2x16x16xf32>, tensor<8x1x16x16xf32>) outs(%83 : tensor<8x2x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %241 = arith.mulf %in, %in_85 : f32
      linalg.yield %241 : f32
    } -> tensor<8x2x16x16xf32>
    %85 = tensor.empty() : tensor<8x2x16x16xf32>
    %86 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79, %84 : tensor<8x2x16x16xf32>, tensor<8x2x16x16xf32>) outs(%85 : tensor<8x2x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %241 = arith.addf %in, %in_85 : f32
      linalg.yield %241 : f32
    } -> tensor<8x2x16x16xf32>
    %87 = tensor.empty() : tensor<8x2x2x16x16xf32>
    %88 = tensor.empty() : tensor<8x2x2x16x16xf32>
    %89 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%86 : tensor<8x2x16x16xf32>) outs(%88 : tensor<8x2x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x2x2x16x16xf32>
    %collapsed_27 = tensor.collapse_shape %89 [[0], [1, 2], [3], [4]] : tensor<8x2x2x16x16xf32> into tensor<8x4x16x16xf32>
    %90 = tensor.empty() : tensor<8x2x2x16x16xf32>
    %91 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_19 : tensor<8x2x16x16xf32>) outs(%90 : tensor<8x2x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x2x2x16x16xf32>
    %92 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_28 = linalg.transpose ins(%collapsed_27 : tensor<8x4x16x16xf32>) outs(%92 : tensor<8x4x16x16xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_29 = tensor.collapse_shape %77 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_30 = tensor.collapse_shape %transposed_28 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %93 = tensor.empty() : tensor<32x16x16xf32>
    %94 = linalg.fill ins(%cst : f32) outs(%93 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %95 = linalg.batch_matmul ins(%collapsed_29, %collapsed_30 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%94 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_31 = tensor.expand_shape %95 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %96 = tensor.empty() : tensor<8x4x16x16xf32>
    %97 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_31 : tensor<8x4x16x16xf32>) outs(%96 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = arith.mulf %in, %cst_8 : f32
      linalg.yield %241 : f32
    } -> tensor<8x4x16x16xf32>
    %98 = tensor.empty() : tensor<8x4x16x16xf32>
    %99 = linalg.generic {indexing_maps = [#map5, #map14, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%97, %26 : tensor<8x4x16x16xf32>, tensor<8x1x16x16xf32>) outs(%98 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %241 = arith.addf %in, %in_85 : f32
      linalg.yield %241 : f32
    } -> tensor<8x4x16x16xf32>
    %100 = tensor.empty() : tensor<8x4x16xi64>
    %101 = linalg.fill ins(%c0_i64 : i64) outs(%100 : tensor<8x4x16xi64>) -> tensor<8x4x16xi64>
    %102 = tensor.empty() : tensor<8x4x16xf32>
    %103 = linalg.fill ins(%cst_0 : f32) outs(%102 : tensor<8x4x16xf32>) -> tensor<8x4x16xf32>
    %104:2 = linalg.generic {indexing_maps = [#map5, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%99 : tensor<8x4x16x16xf32>) outs(%103, %101 : tensor<8x4x16xf32>, tensor<8x4x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_85: i64):
      %241 = linalg.index 3 : index
      %242 = arith.index_cast %241 : index to i64
      %243 = arith.maximumf %in, %out : f32
      %244 = arith.cmpf ogt, %in, %out : f32
      %245 = arith.select %244, %242, %out_85 : i64
      linalg.yield %243, %245 : f32, i64
    } -> (tensor<8x4x16xf32>, tensor<8x4x16xi64>)
    %expanded_32 = tensor.expand_shape %104#0 [[0], [1], [2, 3]] output_shape [8, 4, 16, 1] : tensor<8x4x16xf32> into tensor<8x4x16x1xf32>
    %105 = tensor.empty() : tensor<8x4x16x16xf32>
    %106 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%99, %expanded_32 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%105 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %241 = arith.subf %in, %in_85 : f32
      linalg.yield %241 : f32
    } -> tensor<8x4x16x16xf32>
    %107 = tensor.empty() : tensor<8x4x16x16xf32>
    %108 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106 : tensor<8x4x16x16xf32>) outs(%107 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = math.exp %in : f32
      linalg.yield %241 : f32
    } -> tensor<8x4x16x16xf32>
    %109 = tensor.empty() : tensor<8x4x16x1xf32>
    %110 = linalg.fill ins(%cst : f32) outs(%109 : tensor<8x4x16x1xf32>) -> tensor<8x4x16x1xf32>
    %111 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%108 : tensor<8x4x16x16xf32>) outs(%110 : tensor<8x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = arith.addf %in, %out : f32
      linalg.yield %241 : f32
    } -> tensor<8x4x16x1xf32>
    %112 = tensor.empty() : tensor<8x4x16x16xf32>
    %113 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%108, %111 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%112 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %241 = arith.divf %in, %in_85 : f32
      linalg.yield %241 : f32
    } -> tensor<8x4x16x16xf32>
    %collapsed_33 = tensor.collapse_shape %113 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_34 = tensor.collapse_shape %91 [[0, 1, 2], [3], [4]] : tensor<8x2x2x16x16xf32> into tensor<32x16x16xf32>
    %114 = linalg.batch_matmul ins(%collapsed_33, %collapsed_34 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%94 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_35 = tensor.expand_shape %114 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %115 = tensor.empty() : tensor<8x16x4x16xf32>
    %116 = tensor.empty() : tensor<8x16x4x16xf32>
    %transposed_36 = linalg.transpose ins(%expanded_35 : tensor<8x4x16x16xf32>) outs(%116 : tensor<8x16x4x16xf32>) permutation = [0, 2, 1, 3] 
    %117 = tensor.empty() : tensor<64x64xf32>
    %transposed_37 = linalg.transpose ins(%arg5 : tensor<64x64xf32>) outs(%117 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_38 = tensor.collapse_shape %transposed_36 [[0, 1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<128x64xf32>
    %118 = linalg.matmul ins(%collapsed_38, %transposed_37 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%55 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_39 = tensor.expand_shape %118 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %119 = tensor.empty() : tensor<8x16x64xf32>
    %120 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %expanded_39 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%119 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %241 = arith.addf %in, %in_85 : f32
      linalg.yield %241 : f32
    } -> tensor<8x16x64xf32>
    %121 = tensor.empty() : tensor<8x16x64xf32>
    %122 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120 : tensor<8x16x64xf32>) outs(%121 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %241 : f32
    } -> tensor<8x16x64xf32>
    %123 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%122 : tensor<8x16x64xf32>) outs(%39 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = arith.addf %in, %out : f32
      linalg.yield %241 : f32
    } -> tensor<8x16x1xf32>
    %124 = tensor.empty() : tensor<8x16x1xf32>
    %125 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123 : tensor<8x16x1xf32>) outs(%124 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = arith.divf %in, %cst_7 : f32
      linalg.yield %241 : f32
    } -> tensor<8x16x1xf32>
    %126 = tensor.empty() : tensor<8x16x1xf32>
    %127 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125 : tensor<8x16x1xf32>) outs(%126 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = arith.truncf %cst_5 : f64 to f32
      %242 = arith.addf %in, %241 : f32
      linalg.yield %242 : f32
    } -> tensor<8x16x1xf32>
    %128 = tensor.empty() : tensor<8x16x1xf32>
    %129 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127 : tensor<8x16x1xf32>) outs(%128 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = math.rsqrt %in : f32
      linalg.yield %241 : f32
    } -> tensor<8x16x1xf32>
    %130 = tensor.empty() : tensor<8x16x64xf32>
    %131 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120, %129 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%130 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %241 = arith.mulf %in, %in_85 : f32
      linalg.yield %241 : f32
    } -> tensor<8x16x64xf32>
    %132 = tensor.empty() : tensor<8x16x64xf32>
    %133 = linalg.generic {indexing_maps = [#map13, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg10, %131 : tensor<64xf32>, tensor<8x16x64xf32>) outs(%132 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %241 = arith.mulf %in, %in_85 : f32
      linalg.yield %241 : f32
    } -> tensor<8x16x64xf32>
    %134 = tensor.empty() : tensor<64x128xf32>
    %135 = tensor.empty() : tensor<64x128xf32>
    %transposed_40 = linalg.transpose ins(%arg6 : tensor<128x64xf32>) outs(%135 : tensor<64x128xf32>) permutation = [1, 0] 
    %collapsed_41 = tensor.collapse_shape %133 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %136 = tensor.empty() : tensor<128x128xf32>
    %137 = linalg.fill ins(%cst : f32) outs(%136 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %138 = linalg.matmul ins(%collapsed_41, %transposed_40 : tensor<128x64xf32>, tensor<64x128xf32>) outs(%137 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %expanded_42 = tensor.expand_shape %138 [[0, 1], [2]] output_shape [8, 16, 128] : tensor<128x128xf32> into tensor<8x16x128xf32>
    %139 = tensor.empty() : tensor<8x16x128xf32>
    %140 = tensor.empty() : tensor<8x16x128xf32>
    %141 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_42 : tensor<8x16x128xf32>) outs(%140 : tensor<8x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = arith.negf %in : f32
      %242 = math.exp %241 : f32
      %243 = arith.addf %242, %cst_1 : f32
      %244 = arith.divf %cst_1, %243 : f32
      linalg.yield %244 : f32
    } -> tensor<8x16x128xf32>
    %142 = tensor.empty() : tensor<8x16x128xf32>
    %143 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_42, %141 : tensor<8x16x128xf32>, tensor<8x16x128xf32>) outs(%142 : tensor<8x16x128xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %241 = arith.mulf %in, %in_85 : f32
      linalg.yield %241 : f32
    } -> tensor<8x16x128xf32>
    %144 = tensor.empty() : tensor<64x128xf32>
    %transposed_43 = linalg.transpose ins(%arg7 : tensor<128x64xf32>) outs(%144 : tensor<64x128xf32>) permutation = [1, 0] 
    %145 = linalg.matmul ins(%collapsed_41, %transposed_43 : tensor<128x64xf32>, tensor<64x128xf32>) outs(%137 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %expanded_44 = tensor.expand_shape %145 [[0, 1], [2]] output_shape [8, 16, 128] : tensor<128x128xf32> into tensor<8x16x128xf32>
    %146 = tensor.empty() : tensor<8x16x128xf32>
    %147 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143, %expanded_44 : tensor<8x16x128xf32>, tensor<8x16x128xf32>) outs(%146 : tensor<8x16x128xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %241 = arith.mulf %in, %in_85 : f32
      linalg.yield %241 : f32
    } -> tensor<8x16x128xf32>
    %148 = tensor.empty() : tensor<128x64xf32>
    %transposed_45 = linalg.transpose ins(%arg8 : tensor<64x128xf32>) outs(%148 : tensor<128x64xf32>) permutation = [1, 0] 
    %collapsed_46 = tensor.collapse_shape %147 [[0, 1], [2]] : tensor<8x16x128xf32> into tensor<128x128xf32>
    %149 = linalg.matmul ins(%collapsed_46, %transposed_45 : tensor<128x128xf32>, tensor<128x64xf32>) outs(%55 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_47 = tensor.expand_shape %149 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %150 = tensor.empty() : tensor<8x16x64xf32>
    %151 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120, %expanded_47 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%150 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %241 = arith.addf %in, %in_85 : f32
      linalg.yield %241 : f32
    } -> tensor<8x16x64xf32>
    %152 = tensor.empty() : tensor<8x16x64xf32>
    %153 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151 : tensor<8x16x64xf32>) outs(%152 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %241 : f32
    } -> tensor<8x16x64xf32>
    %154 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%153 : tensor<8x16x64xf32>) outs(%39 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = arith.addf %in, %out : f32
      linalg.yield %241 : f32
    } -> tensor<8x16x1xf32>
    %155 = tensor.empty() : tensor<8x16x1xf32>
    %156 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154 : tensor<8x16x1xf32>) outs(%155 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = arith.divf %in, %cst_7 : f32
      linalg.yield %241 : f32
    } -> tensor<8x16x1xf32>
    %157 = tensor.empty() : tensor<8x16x1xf32>
    %158 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156 : tensor<8x16x1xf32>) outs(%157 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = arith.truncf %cst_5 : f64 to f32
      %242 = arith.addf %in, %241 : f32
      linalg.yield %242 : f32
    } -> tensor<8x16x1xf32>
    %159 = tensor.empty() : tensor<8x16x1xf32>
    %160 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158 : tensor<8x16x1xf32>) outs(%159 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = math.rsqrt %in : f32
      linalg.yield %241 : f32
    } -> tensor<8x16x1xf32>
    %161 = tensor.empty() : tensor<8x16x64xf32>
    %162 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151, %160 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%161 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %241 = arith.mulf %in, %in_85 : f32
      linalg.yield %241 : f32
    } -> tensor<8x16x64xf32>
    %163 = tensor.empty() : tensor<8x16x64xf32>
    %164 = linalg.generic {indexing_maps = [#map13, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg18, %162 : tensor<64xf32>, tensor<8x16x64xf32>) outs(%163 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %241 = arith.mulf %in, %in_85 : f32
      linalg.yield %241 : f32
    } -> tensor<8x16x64xf32>
    %165 = tensor.empty() : tensor<64x64xf32>
    %transposed_48 = linalg.transpose ins(%arg11 : tensor<64x64xf32>) outs(%165 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_49 = tensor.collapse_shape %164 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %166 = linalg.matmul ins(%collapsed_49, %transposed_48 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%55 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_50 = tensor.expand_shape %166 [[0, 1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<128x64xf32> into tensor<8x16x4x16xf32>
    %167 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_51 = linalg.transpose ins(%expanded_50 : tensor<8x16x4x16xf32>) outs(%167 : tensor<8x4x16x16xf32>) permutation = [0, 2, 1, 3] 
    %168 = tensor.empty() : tensor<64x32xf32>
    %transposed_52 = linalg.transpose ins(%arg12 : tensor<32x64xf32>) outs(%168 : tensor<64x32xf32>) permutation = [1, 0] 
    %169 = linalg.matmul ins(%collapsed_49, %transposed_52 : tensor<128x64xf32>, tensor<64x32xf32>) outs(%62 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %expanded_53 = tensor.expand_shape %169 [[0, 1], [2, 3]] output_shape [8, 16, 2, 16] : tensor<128x32xf32> into tensor<8x16x2x16xf32>
    %170 = tensor.empty() : tensor<8x2x16x16xf32>
    %transposed_54 = linalg.transpose ins(%expanded_53 : tensor<8x16x2x16xf32>) outs(%170 : tensor<8x2x16x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_55 = linalg.transpose ins(%arg13 : tensor<32x64xf32>) outs(%59 : tensor<64x32xf32>) permutation = [1, 0] 
    %171 = linalg.matmul ins(%collapsed_49, %transposed_55 : tensor<128x64xf32>, tensor<64x32xf32>) outs(%62 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %expanded_56 = tensor.expand_shape %171 [[0, 1], [2, 3]] output_shape [8, 16, 2, 16] : tensor<128x32xf32> into tensor<8x16x2x16xf32>
    %172 = tensor.empty() : tensor<8x2x16x16xf32>
    %transposed_57 = linalg.transpose ins(%expanded_56 : tensor<8x16x2x16xf32>) outs(%172 : tensor<8x2x16x16xf32>) permutation = [0, 2, 1, 3] 
    %173 = tensor.empty() : tensor<8x4x16x16xf32>
    %174 = linalg.generic {indexing_maps = [#map5, #map14, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_51, %expanded_20 : tensor<8x4x16x16xf32>, tensor<8x1x16x16xf32>) outs(%173 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %241 = arith.mulf %in, %in_85 : f32
      linalg.yield %241 : f32
    } -> tensor<8x4x16x16xf32>
    %extracted_slice_58 = tensor.extract_slice %transposed_51[0, 0, 0, 0] [8, 4, 16, 8] [1, 1, 1, 1] : tensor<8x4x16x16xf32> to tensor<8x4x16x8xf32>
    %extracted_slice_59 = tensor.extract_slice %transposed_51[0, 0, 0, 8] [8, 4, 16, 8] [1, 1, 1, 1] : tensor<8x4x16x16xf32> to tensor<8x4x16x8xf32>
    %175 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_59 : tensor<8x4x16x8xf32>) outs(%71 : tensor<8x4x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = arith.negf %in : f32
      linalg.yield %241 : f32
    } -> tensor<8x4x16x8xf32>
    %concat_60 = tensor.concat dim(3) %175, %extracted_slice_58 : (tensor<8x4x16x8xf32>, tensor<8x4x16x8xf32>) -> tensor<8x4x16x16xf32>
    %176 = tensor.empty() : tensor<8x4x16x16xf32>
    %177 = linalg.generic {indexing_maps = [#map5, #map14, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_60, %expanded_21 : tensor<8x4x16x16xf32>, tensor<8x1x16x16xf32>) outs(%176 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %241 = arith.mulf %in, %in_85 : f32
      linalg.yield %241 : f32
    } -> tensor<8x4x16x16xf32>
    %178 = tensor.empty() : tensor<8x4x16x16xf32>
    %179 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%174, %177 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%178 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %241 = arith.addf %in, %in_85 : f32
      linalg.yield %241 : f32
    } -> tensor<8x4x16x16xf32>
    %180 = tensor.empty() : tensor<8x2x16x16xf32>
    %181 = linalg.generic {indexing_maps = [#map5, #map14, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_54, %expanded_20 : tensor<8x2x16x16xf32>, tensor<8x1x16x16xf32>) outs(%180 : tensor<8x2x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %241 = arith.mulf %in, %in_85 : f32
      linalg.yield %241 : f32
    } -> tensor<8x2x16x16xf32>
    %extracted_slice_61 = tensor.extract_slice %transposed_54[0, 0, 0, 0] [8, 2, 16, 8] [1, 1, 1, 1] : tensor<8x2x16x16xf32> to tensor<8x2x16x8xf32>
    %extracted_slice_62 = tensor.extract_slice %transposed_54[0, 0, 0, 8] [8, 2, 16, 8] [1, 1, 1, 1] : tensor<8x2x16x16xf32> to tensor<8x2x16x8xf32>
    %182 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_62 : tensor<8x2x16x8xf32>) outs(%80 : tensor<8x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = arith.negf %in : f32
      linalg.yield %241 : f32
    } -> tensor<8x2x16x8xf32>
    %concat_63 = tensor.concat dim(3) %182, %extracted_slice_61 : (tensor<8x2x16x8xf32>, tensor<8x2x16x8xf32>) -> tensor<8x2x16x16xf32>
    %183 = tensor.empty() : tensor<8x2x16x16xf32>
    %184 = linalg.generic {indexing_maps = [#map5, #map14, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_63, %expanded_21 : tensor<8x2x16x16xf32>, tensor<8x1x16x16xf32>) outs(%183 : tensor<8x2x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %241 = arith.mulf %in, %in_85 : f32
      linalg.yield %241 : f32
    } -> tensor<8x2x16x16xf32>
    %185 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%181, %184 : tensor<8x2x16x16xf32>, tensor<8x2x16x16xf32>) outs(%64 : tensor<8x2x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %241 = arith.addf %in, %in_85 : f32
      linalg.yield %241 : f32
    } -> tensor<8x2x16x16xf32>
    %186 = tensor.empty() : tensor<8x2x2x16x16xf32>
    %187 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%185 : tensor<8x2x16x16xf32>) outs(%186 : tensor<8x2x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x2x2x16x16xf32>
    %collapsed_64 = tensor.collapse_shape %187 [[0], [1, 2], [3], [4]] : tensor<8x2x2x16x16xf32> into tensor<8x4x16x16xf32>
    %188 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_57 : tensor<8x2x16x16xf32>) outs(%87 : tensor<8x2x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x2x2x16x16xf32>
    %189 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_65 = linalg.transpose ins(%collapsed_64 : tensor<8x4x16x16xf32>) outs(%189 : tensor<8x4x16x16xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_66 = tensor.collapse_shape %179 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_67 = tensor.collapse_shape %transposed_65 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %190 = linalg.batch_matmul ins(%collapsed_66, %collapsed_67 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%94 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_68 = tensor.expand_shape %190 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %191 = tensor.empty() : tensor<8x4x16x16xf32>
    %192 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_68 : tensor<8x4x16x16xf32>) outs(%191 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = arith.mulf %in, %cst_8 : f32
      linalg.yield %241 : f32
    } -> tensor<8x4x16x16xf32>
    %193 = tensor.empty() : tensor<8x4x16x16xf32>
    %194 = linalg.generic {indexing_maps = [#map5, #map14, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%192, %26 : tensor<8x4x16x16xf32>, tensor<8x1x16x16xf32>) outs(%193 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %241 = arith.addf %in, %in_85 : f32
      linalg.yield %241 : f32
    } -> tensor<8x4x16x16xf32>
    %195:2 = linalg.generic {indexing_maps = [#map5, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%194 : tensor<8x4x16x16xf32>) outs(%103, %101 : tensor<8x4x16xf32>, tensor<8x4x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_85: i64):
      %241 = linalg.index 3 : index
      %242 = arith.index_cast %241 : index to i64
      %243 = arith.maximumf %in, %out : f32
      %244 = arith.cmpf ogt, %in, %out : f32
      %245 = arith.select %244, %242, %out_85 : i64
      linalg.yield %243, %245 : f32, i64
    } -> (tensor<8x4x16xf32>, tensor<8x4x16xi64>)
    %expanded_69 = tensor.expand_shape %195#0 [[0], [1], [2, 3]] output_shape [8, 4, 16, 1] : tensor<8x4x16xf32> into tensor<8x4x16x1xf32>
    %196 = tensor.empty() : tensor<8x4x16x16xf32>
    %197 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%194, %expanded_69 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%196 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %241 = arith.subf %in, %in_85 : f32
      linalg.yield %241 : f32
    } -> tensor<8x4x16x16xf32>
    %198 = tensor.empty() : tensor<8x4x16x16xf32>
    %199 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%197 : tensor<8x4x16x16xf32>) outs(%198 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = math.exp %in : f32
      linalg.yield %241 : f32
    } -> tensor<8x4x16x16xf32>
    %200 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%199 : tensor<8x4x16x16xf32>) outs(%110 : tensor<8x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = arith.addf %in, %out : f32
      linalg.yield %241 : f32
    } -> tensor<8x4x16x1xf32>
    %201 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%199, %200 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%57 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %241 = arith.divf %in, %in_85 : f32
      linalg.yield %241 : f32
    } -> tensor<8x4x16x16xf32>
    %collapsed_70 = tensor.collapse_shape %201 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_71 = tensor.collapse_shape %188 [[0, 1, 2], [3], [4]] : tensor<8x2x2x16x16xf32> into tensor<32x16x16xf32>
    %202 = linalg.batch_matmul ins(%collapsed_70, %collapsed_71 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%94 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_72 = tensor.expand_shape %202 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %transposed_73 = linalg.transpose ins(%expanded_72 : tensor<8x4x16x16xf32>) outs(%115 : tensor<8x16x4x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_74 = linalg.transpose ins(%arg14 : tensor<64x64xf32>) outs(%51 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_75 = tensor.collapse_shape %transposed_73 [[0, 1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<128x64xf32>
    %203 = linalg.matmul ins(%collapsed_75, %transposed_74 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%55 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_76 = tensor.expand_shape %203 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %204 = tensor.empty() : tensor<8x16x64xf32>
    %205 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151, %expanded_76 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%204 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %241 = arith.addf %in, %in_85 : f32
      linalg.yield %241 : f32
    } -> tensor<8x16x64xf32>
    %206 = tensor.empty() : tensor<8x16x64xf32>
    %207 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%205 : tensor<8x16x64xf32>) outs(%206 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %241 : f32
    } -> tensor<8x16x64xf32>
    %208 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%207 : tensor<8x16x64xf32>) outs(%39 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = arith.addf %in, %out : f32
      linalg.yield %241 : f32
    } -> tensor<8x16x1xf32>
    %209 = tensor.empty() : tensor<8x16x1xf32>
    %210 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208 : tensor<8x16x1xf32>) outs(%209 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = arith.divf %in, %cst_7 : f32
      linalg.yield %241 : f32
    } -> tensor<8x16x1xf32>
    %211 = tensor.empty() : tensor<8x16x1xf32>
    %212 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210 : tensor<8x16x1xf32>) outs(%211 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = arith.truncf %cst_5 : f64 to f32
      %242 = arith.addf %in, %241 : f32
      linalg.yield %242 : f32
    } -> tensor<8x16x1xf32>
    %213 = tensor.empty() : tensor<8x16x1xf32>
    %214 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%212 : tensor<8x16x1xf32>) outs(%213 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = math.rsqrt %in : f32
      linalg.yield %241 : f32
    } -> tensor<8x16x1xf32>
    %215 = tensor.empty() : tensor<8x16x64xf32>
    %216 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%205, %214 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%215 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %241 = arith.mulf %in, %in_85 : f32
      linalg.yield %241 : f32
    } -> tensor<8x16x64xf32>
    %217 = tensor.empty() : tensor<8x16x64xf32>
    %218 = linalg.generic {indexing_maps = [#map13, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg19, %216 : tensor<64xf32>, tensor<8x16x64xf32>) outs(%217 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %241 = arith.mulf %in, %in_85 : f32
      linalg.yield %241 : f32
    } -> tensor<8x16x64xf32>
    %219 = tensor.empty() : tensor<64x128xf32>
    %transposed_77 = linalg.transpose ins(%arg15 : tensor<128x64xf32>) outs(%219 : tensor<64x128xf32>) permutation = [1, 0] 
    %collapsed_78 = tensor.collapse_shape %218 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %220 = linalg.matmul ins(%collapsed_78, %transposed_77 : tensor<128x64xf32>, tensor<64x128xf32>) outs(%137 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %expanded_79 = tensor.expand_shape %220 [[0, 1], [2]] output_shape [8, 16, 128] : tensor<128x128xf32> into tensor<8x16x128xf32>
    %221 = tensor.empty() : tensor<8x16x128xf32>
    %222 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_79 : tensor<8x16x128xf32>) outs(%221 : tensor<8x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = arith.negf %in : f32
      %242 = math.exp %241 : f32
      %243 = arith.addf %242, %cst_1 : f32
      %244 = arith.divf %cst_1, %243 : f32
      linalg.yield %244 : f32
    } -> tensor<8x16x128xf32>
    %223 = tensor.empty() : tensor<8x16x128xf32>
    %224 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_79, %222 : tensor<8x16x128xf32>, tensor<8x16x128xf32>) outs(%223 : tensor<8x16x128xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %241 = arith.mulf %in, %in_85 : f32
      linalg.yield %241 : f32
    } -> tensor<8x16x128xf32>
    %transposed_80 = linalg.transpose ins(%arg16 : tensor<128x64xf32>) outs(%134 : tensor<64x128xf32>) permutation = [1, 0] 
    %225 = linalg.matmul ins(%collapsed_78, %transposed_80 : tensor<128x64xf32>, tensor<64x128xf32>) outs(%137 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %expanded_81 = tensor.expand_shape %225 [[0, 1], [2]] output_shape [8, 16, 128] : tensor<128x128xf32> into tensor<8x16x128xf32>
    %226 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%224, %expanded_81 : tensor<8x16x128xf32>, tensor<8x16x128xf32>) outs(%139 : tensor<8x16x128xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %241 = arith.mulf %in, %in_85 : f32
      linalg.yield %241 : f32
    } -> tensor<8x16x128xf32>
    %transposed_82 = linalg.transpose ins(%arg17 : tensor<64x128xf32>) outs(%53 : tensor<128x64xf32>) permutation = [1, 0] 
    %collapsed_83 = tensor.collapse_shape %226 [[0, 1], [2]] : tensor<8x16x128xf32> into tensor<128x128xf32>
    %227 = linalg.matmul ins(%collapsed_83, %transposed_82 : tensor<128x128xf32>, tensor<128x64xf32>) outs(%55 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_84 = tensor.expand_shape %227 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %228 = tensor.empty() : tensor<8x16x64xf32>
    %229 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%205, %expanded_84 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%228 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %241 = arith.addf %in, %in_85 : f32
      linalg.yield %241 : f32
    } -> tensor<8x16x64xf32>
    %230 = tensor.empty() : tensor<8x16x64xf32>
    %231 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229 : tensor<8x16x64xf32>) outs(%230 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %241 : f32
    } -> tensor<8x16x64xf32>
    %232 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%231 : tensor<8x16x64xf32>) outs(%39 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = arith.addf %in, %out : f32
      linalg.yield %241 : f32
    } -> tensor<8x16x1xf32>
    %233 = tensor.empty() : tensor<8x16x1xf32>
    %234 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%232 : tensor<8x16x1xf32>) outs(%233 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = arith.divf %in, %cst_7 : f32
      linalg.yield %241 : f32
    } -> tensor<8x16x1xf32>
    %235 = tensor.empty() : tensor<8x16x1xf32>
    %236 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%234 : tensor<8x16x1xf32>) outs(%235 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = arith.truncf %cst_5 : f64 to f32
      %242 = arith.addf %in, %241 : f32
      linalg.yield %242 : f32
    } -> tensor<8x16x1xf32>
    %237 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%236 : tensor<8x16x1xf32>) outs(%27 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = math.rsqrt %in : f32
      linalg.yield %241 : f32
    } -> tensor<8x16x1xf32>
    %238 = tensor.empty() : tensor<8x16x64xf32>
    %239 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229, %237 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%238 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %241 = arith.mulf %in, %in_85 : f32
      linalg.yield %241 : f32
    } -> tensor<8x16x64xf32>
    %240 = linalg.generic {indexing_maps = [#map13, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg20, %239 : tensor<64xf32>, tensor<8x16x64xf32>) outs(%4 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %241 = arith.mulf %in, %in_85 : f32
      linalg.yield %241 : f32
    } -> tensor<8x16x64xf32>
    return %240 : tensor<8x16x64xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32: "0x040000000000803F9BE8A13ECDCCCC3DE386013D0AD7233C383E4F3B6F12833A60CBA539"
    }
  }
#-}

