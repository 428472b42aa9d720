// Model zoo: t5, exported by examples/models/regenerate.sh (zoo.py); random weights.
// Arguments: the inputs, then every parameter/buffer (cleave.name = its name). {"inputs": ["input_ids", "decoder_input_ids"], "parameters": 47}
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d1, d2)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map6 = affine_map<(d0, d1, d2) -> (d2)>
#map7 = affine_map<(d0, d1) -> (0, d1)>
#map8 = affine_map<(d0, d1) -> (d0, 0)>
#map9 = affine_map<(d0, d1) -> (d0, d1)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map11 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#map12 = affine_map<(d0, d1, d2, d3) -> ()>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map15 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map17 = affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>
module {
  func.func @forward(%arg0: tensor<8x16xi64> {cleave.name = "input_ids"}, %arg1: tensor<8x8xi64> {cleave.name = "decoder_input_ids"}, %arg2: tensor<256x64xf32> {cleave.name = "shared.weight"}, %arg3: tensor<64x64xf32> {cleave.name = "encoder.block.0.layer.0.SelfAttention.q.weight"}, %arg4: tensor<64x64xf32> {cleave.name = "encoder.block.0.layer.0.SelfAttention.k.weight"}, %arg5: tensor<64x64xf32> {cleave.name = "encoder.block.0.layer.0.SelfAttention.v.weight"}, %arg6: tensor<64x64xf32> {cleave.name = "encoder.block.0.layer.0.SelfAttention.o.weight"}, %arg7: tensor<32x4xf32> {cleave.name = "encoder.block.0.layer.0.SelfAttention.relative_attention_bias.weight"}, %arg8: tensor<64xf32> {cleave.name = "encoder.block.0.layer.0.layer_norm.weight"}, %arg9: tensor<128x64xf32> {cleave.name = "encoder.block.0.layer.1.DenseReluDense.wi.weight"}, %arg10: tensor<64x128xf32> {cleave.name = "encoder.block.0.layer.1.DenseReluDense.wo.weight"}, %arg11: tensor<64xf32> {cleave.name = "encoder.block.0.layer.1.layer_norm.weight"}, %arg12: tensor<64x64xf32> {cleave.name = "encoder.block.1.layer.0.SelfAttention.q.weight"}, %arg13: tensor<64x64xf32> {cleave.name = "encoder.block.1.layer.0.SelfAttention.k.weight"}, %arg14: tensor<64x64xf32> {cleave.name = "encoder.block.1.layer.0.SelfAttention.v.weight"}, %arg15: tensor<64x64xf32> {cleave.name = "encoder.block.1.layer.0.SelfAttention.o.weight"}, %arg16: tensor<64xf32> {cleave.name = "encoder.block.1.layer.0.layer_norm.weight"}, %arg17: tensor<128x64xf32> {cleave.name = "encoder.block.1.layer.1.DenseReluDense.wi.weight"}, %arg18: tensor<64x128xf32> {cleave.name = "encoder.block.1.layer.1.DenseReluDense.wo.weight"}, %arg19: tensor<64xf32> {cleave.name = "encoder.block.1.layer.1.layer_norm.weight"}, %arg20: tensor<64xf32> {cleave.name = "encoder.final_layer_norm.weight"}, %arg21: tensor<64x64xf32> {cleave.name = "decoder.block.0.layer.0.SelfAttention.q.weight"}, %arg22: tensor<64x64xf32> {cleave.name = "decoder.block.0.layer.0.SelfAttention.k.weight"}, %arg23: tensor<64x64xf32> {cleave.name = "decoder.block.0.layer.0.SelfAttention.v.weight"}, %arg24: tensor<64x64xf32> {cleave.name = "decoder.block.0.layer.0.SelfAttention.o.weight"}, %arg25: tensor<32x4xf32> {cleave.name = "decoder.block.0.layer.0.SelfAttention.relative_attention_bias.weight"}, %arg26: tensor<64xf32> {cleave.name = "decoder.block.0.layer.0.layer_norm.weight"}, %arg27: tensor<64x64xf32> {cleave.name = "decoder.block.0.layer.1.EncDecAttention.q.weight"}, %arg28: tensor<64x64xf32> {cleave.name = "decoder.block.0.layer.1.EncDecAttention.k.weight"}, %arg29: tensor<64x64xf32> {cleave.name = "decoder.block.0.layer.1.EncDecAttention.v.weight"}, %arg30: tensor<64x64xf32> {cleave.name = "decoder.block.0.layer.1.EncDecAttention.o.weight"}, %arg31: tensor<64xf32> {cleave.name = "decoder.block.0.layer.1.layer_norm.weight"}, %arg32: tensor<128x64xf32> {cleave.name = "decoder.block.0.layer.2.DenseReluDense.wi.weight"}, %arg33: tensor<64x128xf32> {cleave.name = "decoder.block.0.layer.2.DenseReluDense.wo.weight"}, %arg34: tensor<64xf32> {cleave.name = "decoder.block.0.layer.2.layer_norm.weight"}, %arg35: tensor<64x64xf32> {cleave.name = "decoder.block.1.layer.0.SelfAttention.q.weight"}, %arg36: tensor<64x64xf32> {cleave.name = "decoder.block.1.layer.0.SelfAttention.k.weight"}, %arg37: tensor<64x64xf32> {cleave.name = "decoder.block.1.layer.0.SelfAttention.v.weight"}, %arg38: tensor<64x64xf32> {cleave.name = "decoder.block.1.layer.0.SelfAttention.o.weight"}, %arg39: tensor<64xf32> {cleave.name = "decoder.block.1.layer.0.layer_norm.weight"}, %arg40: tensor<64x64xf32> {cleave.name = "decoder.block.1.layer.1.EncDecAttention.q.weight"}, %arg41: tensor<64x64xf32> {cleave.name = "decoder.block.1.layer.1.EncDecAttention.k.weight"}, %arg42: tensor<64x64xf32> {cleave.name = "decoder.block.1.layer.1.EncDecAttention.v.weight"}, %arg43: tensor<64x64xf32> {cleave.name = "decoder.block.1.layer.1.EncDecAttention.o.weight"}, %arg44: tensor<64xf32> {cleave.name = "decoder.block.1.layer.1.layer_norm.weight"}, %arg45: tensor<128x64xf32> {cleave.name = "decoder.block.1.layer.2.DenseReluDense.wi.weight"}, %arg46: tensor<64x128xf32> {cleave.name = "decoder.block.1.layer.2.DenseReluDense.wo.weight"}, %arg47: tensor<64xf32> {cleave.name = "decoder.block.1.layer.2.layer_norm.weight"}, %arg48: tensor<64xf32> {cleave.name = "decoder.final_layer_norm.weight"}) -> tensor<8x8x64xf32> {
    %c2_i64 = arith.constant 2 : i64
    %c8_i64 = arith.constant 8 : i64
    %c16_i64 = arith.constant 16 : i64
    %c0_i64 = arith.constant 0 : i64
    %c256 = arith.constant 256 : index
    %cst = arith.constant 0.000000e+00 : f32
    %c32 = arith.constant 32 : index
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<8x4x8x16xf32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<1x4x8x16xf32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<8x4x8x8xf32>
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<8x4x16x16xf32>
    %cst_5 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_6 = arith.constant 2.0794415416798357 : f64
    %cst_7 = arith.constant 0xFFF0000000000000 : f64
    %cst_8 = arith.constant 2.7725887222397811 : f64
    %cst_9 = arith.constant 9.9999999999999995E-7 : f64
    %cst_10 = arith.constant 6.400000e+01 : f32
    %cst_11 = arith.constant 8.000000e+00 : f32
    %cst_12 = arith.constant 1.600000e+01 : f32
    %cst_13 = arith.constant dense<31> : tensor<8x8xi64>
    %cst_14 = arith.constant dense<0> : tensor<8x8xi64>
    %cst_15 = arith.constant dense<15> : tensor<16x16xi64>
    %0 = tensor.empty() : tensor<8x16x64xf32>
    %1 = tensor.empty() : tensor<8x16x64xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<8x16xi64>) outs(%1 : tensor<8x16x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %514 = arith.index_cast %in : i64 to index
      %515 = linalg.index 2 : index
      %516 = arith.cmpi slt, %514, %c256 : index
      cf.assert %516, "index must be smaller than dim size"
      %517 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %517, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg2[%514, %515] : tensor<256x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x16x64xf32>
    %3 = tensor.empty() : tensor<16xi64>
    %4 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%3 : tensor<16xi64>) {
    ^bb0(%out: i64):
      %514 = linalg.index 0 : index
      %515 = arith.index_cast %514 : index to i64
      linalg.yield %515 : i64
    } -> tensor<16xi64>
    %expanded = tensor.expand_shape %4 [[0, 1, 2, 3]] output_shape [1, 1, 16, 1] : tensor<16xi64> into tensor<1x1x16x1xi64>
    %5 = tensor.empty() : tensor<1x1x16x1xi1>
    %6 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x1x16x1xi64>) outs(%5 : tensor<1x1x16x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %514 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %514 : i1
    } -> tensor<1x1x16x1xi1>
    %7 = tensor.empty() : tensor<8x1x16x16xi1>
    %collapsed = tensor.collapse_shape %6 [[0, 1], [2, 3]] : tensor<1x1x16x1xi1> into tensor<1x16xi1>
    %8 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed : tensor<1x16xi1>) outs(%7 : tensor<8x1x16x16xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<8x1x16x16xi1>
    %9 = tensor.empty() : tensor<8x16x64xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<8x16x64xf32>) outs(%9 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %514 : f32
    } -> tensor<8x16x64xf32>
    %11 = tensor.empty() : tensor<8x16x1xf32>
    %12 = tensor.empty() : tensor<8x16x1xf32>
    %13 = linalg.fill ins(%cst : f32) outs(%12 : tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%10 : tensor<8x16x64xf32>) outs(%13 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %out : f32
      linalg.yield %514 : f32
    } -> tensor<8x16x1xf32>
    %15 = tensor.empty() : tensor<8x16x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<8x16x1xf32>) outs(%15 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_10 : f32
      linalg.yield %514 : f32
    } -> tensor<8x16x1xf32>
    %17 = tensor.empty() : tensor<8x16x1xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<8x16x1xf32>) outs(%17 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_9 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<8x16x1xf32>
    %19 = tensor.empty() : tensor<8x16x1xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<8x16x1xf32>) outs(%19 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<8x16x1xf32>
    %21 = tensor.empty() : tensor<8x16x64xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %20 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%21 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %514 = arith.mulf %in, %in_172 : f32
      linalg.yield %514 : f32
    } -> tensor<8x16x64xf32>
    %23 = tensor.empty() : tensor<8x16x64xf32>
    %24 = linalg.generic {indexing_maps = [#map6, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg8, %22 : tensor<64xf32>, tensor<8x16x64xf32>) outs(%23 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %514 = arith.mulf %in, %in_172 : f32
      linalg.yield %514 : f32
    } -> tensor<8x16x64xf32>
    %25 = tensor.empty() : tensor<64x64xf32>
    %26 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg3 : tensor<64x64xf32>) outs(%26 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_16 = tensor.collapse_shape %24 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %27 = tensor.empty() : tensor<128x64xf32>
    %28 = tensor.empty() : tensor<128x64xf32>
    %29 = linalg.fill ins(%cst : f32) outs(%28 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %30 = linalg.matmul ins(%collapsed_16, %transposed : tensor<128x64xf32>, tensor<64x64xf32>) outs(%29 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_17 = tensor.expand_shape %30 [[0, 1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<128x64xf32> into tensor<8x16x4x16xf32>
    %31 = tensor.empty() : tensor<8x4x16x16xf32>
    %32 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_18 = linalg.transpose ins(%expanded_17 : tensor<8x16x4x16xf32>) outs(%32 : tensor<8x4x16x16xf32>) permutation = [0, 2, 1, 3] 
    %33 = tensor.empty() : tensor<64x64xf32>
    %transposed_19 = linalg.transpose ins(%arg4 : tensor<64x64xf32>) outs(%33 : tensor<64x64xf32>) permutation = [1, 0] 
    %34 = linalg.matmul ins(%collapsed_16, %transposed_19 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%29 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_20 = tensor.expand_shape %34 [[0, 1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<128x64xf32> into tensor<8x16x4x16xf32>
    %35 = tensor.empty() : tensor<64x64xf32>
    %transposed_21 = linalg.transpose ins(%arg5 : tensor<64x64xf32>) outs(%35 : tensor<64x64xf32>) permutation = [1, 0] 
    %36 = linalg.matmul ins(%collapsed_16, %transposed_21 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%29 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_22 = tensor.expand_shape %36 [[0, 1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<128x64xf32> into tensor<8x16x4x16xf32>
    %37 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_23 = linalg.transpose ins(%expanded_22 : tensor<8x16x4x16xf32>) outs(%37 : tensor<8x4x16x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_24 = tensor.expand_shape %4 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %expanded_25 = tensor.expand_shape %4 [[0, 1]] output_shape [1, 16] : tensor<16xi64> into tensor<1x16xi64>
    %38 = tensor.empty() : tensor<16x16xi64>
    %39 = tensor.empty() : tensor<16x16xi64>
    %40 = linalg.generic {indexing_maps = [#map7, #map8, #map9], iterator_types = ["parallel", "parallel"]} ins(%expanded_25, %expanded_24 : tensor<1x16xi64>, tensor<16x1xi64>) outs(%39 : tensor<16x16xi64>) {
    ^bb0(%in: i64, %in_172: i64, %out: i64):
      %514 = arith.subi %in, %in_172 : i64
      linalg.yield %514 : i64
    } -> tensor<16x16xi64>
    %41 = tensor.empty() : tensor<16x16xi1>
    %42 = tensor.empty() : tensor<16x16xi1>
    %43 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%40 : tensor<16x16xi64>) outs(%42 : tensor<16x16xi1>) {
    ^bb0(%in: i64, %out: i1):
      %514 = arith.cmpi sgt, %in, %c0_i64 : i64
      linalg.yield %514 : i1
    } -> tensor<16x16xi1>
    %44 = tensor.empty() : tensor<16x16xi64>
    %45 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%43 : tensor<16x16xi1>) outs(%44 : tensor<16x16xi64>) {
    ^bb0(%in: i1, %out: i64):
      %514 = arith.extui %in : i1 to i64
      linalg.yield %514 : i64
    } -> tensor<16x16xi64>
    %46 = tensor.empty() : tensor<16x16xi64>
    %47 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%45 : tensor<16x16xi64>) outs(%46 : tensor<16x16xi64>) {
    ^bb0(%in: i64, %out: i64):
      %514 = arith.muli %in, %c16_i64 : i64
      linalg.yield %514 : i64
    } -> tensor<16x16xi64>
    %48 = tensor.empty() : tensor<16x16xi64>
    %49 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%40 : tensor<16x16xi64>) outs(%48 : tensor<16x16xi64>) {
    ^bb0(%in: i64, %out: i64):
      %514 = math.absi %in : i64
      linalg.yield %514 : i64
    } -> tensor<16x16xi64>
    %50 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%49 : tensor<16x16xi64>) outs(%41 : tensor<16x16xi1>) {
    ^bb0(%in: i64, %out: i1):
      %514 = arith.cmpi slt, %in, %c8_i64 : i64
      linalg.yield %514 : i1
    } -> tensor<16x16xi1>
    %51 = tensor.empty() : tensor<16x16xf32>
    %52 = tensor.empty() : tensor<16x16xf32>
    %53 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%49 : tensor<16x16xi64>) outs(%52 : tensor<16x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %514 = arith.sitofp %in : i64 to f32
      linalg.yield %514 : f32
    } -> tensor<16x16xf32>
    %54 = tensor.empty() : tensor<16x16xf32>
    %55 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%53 : tensor<16x16xf32>) outs(%54 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_11 : f32
      linalg.yield %514 : f32
    } -> tensor<16x16xf32>
    %56 = tensor.empty() : tensor<16x16xf32>
    %57 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%55 : tensor<16x16xf32>) outs(%56 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.log %in : f32
      linalg.yield %514 : f32
    } -> tensor<16x16xf32>
    %58 = tensor.empty() : tensor<16x16xf32>
    %59 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%57 : tensor<16x16xf32>) outs(%58 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_8 : f64 to f32
      %515 = arith.divf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<16x16xf32>
    %60 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%59 : tensor<16x16xf32>) outs(%51 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.mulf %in, %cst_11 : f32
      linalg.yield %514 : f32
    } -> tensor<16x16xf32>
    %61 = tensor.empty() : tensor<16x16xi64>
    %62 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%60 : tensor<16x16xf32>) outs(%61 : tensor<16x16xi64>) {
    ^bb0(%in: f32, %out: i64):
      %514 = arith.fptosi %in : f32 to i64
      linalg.yield %514 : i64
    } -> tensor<16x16xi64>
    %63 = tensor.empty() : tensor<16x16xi64>
    %64 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%62 : tensor<16x16xi64>) outs(%63 : tensor<16x16xi64>) {
    ^bb0(%in: i64, %out: i64):
      %514 = arith.addi %in, %c8_i64 : i64
      linalg.yield %514 : i64
    } -> tensor<16x16xi64>
    %65 = tensor.empty() : tensor<16x16xi64>
    %66 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%64, %cst_15 : tensor<16x16xi64>, tensor<16x16xi64>) outs(%65 : tensor<16x16xi64>) {
    ^bb0(%in: i64, %in_172: i64, %out: i64):
      %514 = arith.minsi %in, %in_172 : i64
      linalg.yield %514 : i64
    } -> tensor<16x16xi64>
    %67 = tensor.empty() : tensor<16x16xi64>
    %68 = linalg.generic {indexing_maps = [#map9, #map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%50, %49, %66 : tensor<16x16xi1>, tensor<16x16xi64>, tensor<16x16xi64>) outs(%67 : tensor<16x16xi64>) {
    ^bb0(%in: i1, %in_172: i64, %in_173: i64, %out: i64):
      %514 = arith.select %in, %in_172, %in_173 : i64
      linalg.yield %514 : i64
    } -> tensor<16x16xi64>
    %69 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%47, %68 : tensor<16x16xi64>, tensor<16x16xi64>) outs(%38 : tensor<16x16xi64>) {
    ^bb0(%in: i64, %in_172: i64, %out: i64):
      %514 = arith.addi %in, %in_172 : i64
      linalg.yield %514 : i64
    } -> tensor<16x16xi64>
    %70 = tensor.empty() : tensor<16x16x4xf32>
    %71 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69 : tensor<16x16xi64>) outs(%70 : tensor<16x16x4xf32>) {
    ^bb0(%in: i64, %out: f32):
      %514 = arith.index_cast %in : i64 to index
      %515 = linalg.index 2 : index
      %516 = arith.cmpi slt, %514, %c32 : index
      cf.assert %516, "index must be smaller than dim size"
      %517 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %517, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg7[%514, %515] : tensor<32x4xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x16x4xf32>
    %72 = tensor.empty() : tensor<4x16x16xf32>
    %transposed_26 = linalg.transpose ins(%71 : tensor<16x16x4xf32>) outs(%72 : tensor<4x16x16xf32>) permutation = [2, 0, 1] 
    %expanded_27 = tensor.expand_shape %transposed_26 [[0, 1], [2], [3]] output_shape [1, 4, 16, 16] : tensor<4x16x16xf32> into tensor<1x4x16x16xf32>
    %73 = tensor.empty() : tensor<8x4x16x16xf32>
    %74 = linalg.generic {indexing_maps = [#map10, #map11, #map12, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %expanded_27, %cst_5 : tensor<8x1x16x16xi1>, tensor<1x4x16x16xf32>, tensor<f32>) outs(%73 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: i1, %in_172: f32, %in_173: f32, %out: f32):
      %514 = arith.select %in, %in_172, %in_173 : f32
      linalg.yield %514 : f32
    } -> tensor<8x4x16x16xf32>
    %75 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_28 = linalg.transpose ins(%expanded_20 : tensor<8x16x4x16xf32>) outs(%75 : tensor<8x4x16x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_29 = tensor.collapse_shape %transposed_18 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_30 = tensor.collapse_shape %transposed_28 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %76 = tensor.empty() : tensor<32x16x16xf32>
    %77 = linalg.fill ins(%cst : f32) outs(%76 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %78 = linalg.batch_matmul ins(%collapsed_29, %collapsed_30 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%77 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_31 = tensor.expand_shape %78 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %79 = tensor.empty() : tensor<8x4x16x16xf32>
    %80 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_31, %74 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%79 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %514 = arith.addf %in, %in_172 : f32
      linalg.yield %514 : f32
    } -> tensor<8x4x16x16xf32>
    %81 = tensor.empty() : tensor<8x4x16xi64>
    %82 = linalg.fill ins(%c0_i64 : i64) outs(%81 : tensor<8x4x16xi64>) -> tensor<8x4x16xi64>
    %83 = tensor.empty() : tensor<8x4x16xf32>
    %84 = linalg.fill ins(%cst_0 : f32) outs(%83 : tensor<8x4x16xf32>) -> tensor<8x4x16xf32>
    %85:2 = linalg.generic {indexing_maps = [#map3, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%80 : tensor<8x4x16x16xf32>) outs(%84, %82 : tensor<8x4x16xf32>, tensor<8x4x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_172: i64):
      %514 = linalg.index 3 : index
      %515 = arith.index_cast %514 : index to i64
      %516 = arith.maximumf %in, %out : f32
      %517 = arith.cmpf ogt, %in, %out : f32
      %518 = arith.select %517, %515, %out_172 : i64
      linalg.yield %516, %518 : f32, i64
    } -> (tensor<8x4x16xf32>, tensor<8x4x16xi64>)
    %expanded_32 = tensor.expand_shape %85#0 [[0], [1], [2, 3]] output_shape [8, 4, 16, 1] : tensor<8x4x16xf32> into tensor<8x4x16x1xf32>
    %86 = tensor.empty() : tensor<8x4x16x16xf32>
    %87 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80, %expanded_32 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%86 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %514 = arith.subf %in, %in_172 : f32
      linalg.yield %514 : f32
    } -> tensor<8x4x16x16xf32>
    %88 = tensor.empty() : tensor<8x4x16x16xf32>
    %89 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%87 : tensor<8x4x16x16xf32>) outs(%88 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.exp %in : f32
      linalg.yield %514 : f32
    } -> tensor<8x4x16x16xf32>
    %90 = tensor.empty() : tensor<8x4x16x1xf32>
    %91 = linalg.fill ins(%cst : f32) outs(%90 : tensor<8x4x16x1xf32>) -> tensor<8x4x16x1xf32>
    %92 = linalg.generic {indexing_maps = [#map3, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%89 : tensor<8x4x16x16xf32>) outs(%91 : tensor<8x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %out : f32
      linalg.yield %514 : f32
    } -> tensor<8x4x16x1xf32>
    %93 = tensor.empty() : tensor<8x4x16x16xf32>
    %94 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%89, %92 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%93 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %514 = arith.divf %in, %in_172 : f32
      linalg.yield %514 : f32
    } -> tensor<8x4x16x16xf32>
    %95 = tensor.empty() : tensor<8x4x16x16xi1>
    %96 = tensor.empty() : tensor<8x4x16x16xi1>
    %97 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80 : tensor<8x4x16x16xf32>) outs(%96 : tensor<8x4x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %514 = arith.extf %in : f32 to f64
      %515 = arith.cmpf oeq, %514, %cst_7 : f64
      linalg.yield %515 : i1
    } -> tensor<8x4x16x16xi1>
    %98 = tensor.empty() : tensor<8x4x16x1xi1>
    %99 = linalg.fill ins(%true : i1) outs(%98 : tensor<8x4x16x1xi1>) -> tensor<8x4x16x1xi1>
    %100 = linalg.generic {indexing_maps = [#map3, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%97 : tensor<8x4x16x16xi1>) outs(%99 : tensor<8x4x16x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %514 = arith.andi %in, %out : i1
      linalg.yield %514 : i1
    } -> tensor<8x4x16x1xi1>
    %101 = tensor.empty() : tensor<8x4x16x16xf32>
    %102 = linalg.generic {indexing_maps = [#map14, #map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%100, %cst_4, %94 : tensor<8x4x16x1xi1>, tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%101 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: i1, %in_172: f32, %in_173: f32, %out: f32):
      %514 = arith.select %in, %in_172, %in_173 : f32
      linalg.yield %514 : f32
    } -> tensor<8x4x16x16xf32>
    %collapsed_33 = tensor.collapse_shape %102 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_34 = tensor.collapse_shape %transposed_23 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %103 = linalg.batch_matmul ins(%collapsed_33, %collapsed_34 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%77 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_35 = tensor.expand_shape %103 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %104 = tensor.empty() : tensor<8x16x4x16xf32>
    %105 = tensor.empty() : tensor<8x16x4x16xf32>
    %transposed_36 = linalg.transpose ins(%expanded_35 : tensor<8x4x16x16xf32>) outs(%105 : tensor<8x16x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_37 = tensor.collapse_shape %transposed_36 [[0], [1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<8x16x64xf32>
    %106 = tensor.empty() : tensor<64x64xf32>
    %transposed_38 = linalg.transpose ins(%arg6 : tensor<64x64xf32>) outs(%106 : tensor<64x64xf32>) permutation = [1, 0] 
    %107 = tensor.empty() : tensor<8x64x64xf32>
    %108 = tensor.empty() : tensor<8x64x64xf32>
    %109 = linalg.generic {indexing_maps = [#map15, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_38 : tensor<64x64xf32>) outs(%108 : tensor<8x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x64x64xf32>
    %110 = tensor.empty() : tensor<8x16x64xf32>
    %111 = linalg.fill ins(%cst : f32) outs(%110 : tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %112 = linalg.batch_matmul ins(%collapsed_37, %109 : tensor<8x16x64xf32>, tensor<8x64x64xf32>) outs(%111 : tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %113 = tensor.empty() : tensor<8x16x64xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %112 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%113 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %514 = arith.addf %in, %in_172 : f32
      linalg.yield %514 : f32
    } -> tensor<8x16x64xf32>
    %115 = tensor.empty() : tensor<8x16x64xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114 : tensor<8x16x64xf32>) outs(%115 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %514 : f32
    } -> tensor<8x16x64xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%116 : tensor<8x16x64xf32>) outs(%13 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %out : f32
      linalg.yield %514 : f32
    } -> tensor<8x16x1xf32>
    %118 = tensor.empty() : tensor<8x16x1xf32>
    %119 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117 : tensor<8x16x1xf32>) outs(%118 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_10 : f32
      linalg.yield %514 : f32
    } -> tensor<8x16x1xf32>
    %120 = tensor.empty() : tensor<8x16x1xf32>
    %121 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119 : tensor<8x16x1xf32>) outs(%120 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_9 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<8x16x1xf32>
    %122 = tensor.empty() : tensor<8x16x1xf32>
    %123 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121 : tensor<8x16x1xf32>) outs(%122 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<8x16x1xf32>
    %124 = tensor.empty() : tensor<8x16x64xf32>
    %125 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114, %123 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%124 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %514 = arith.mulf %in, %in_172 : f32
      linalg.yield %514 : f32
    } -> tensor<8x16x64xf32>
    %126 = tensor.empty() : tensor<8x16x64xf32>
    %127 = linalg.generic {indexing_maps = [#map6, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg11, %125 : tensor<64xf32>, tensor<8x16x64xf32>) outs(%126 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %514 = arith.mulf %in, %in_172 : f32
      linalg.yield %514 : f32
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
    %135 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_41 : tensor<8x16x128xf32>) outs(%134 : tensor<8x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ugt, %in, %cst : f32
      %515 = arith.select %514, %in, %cst : f32
      linalg.yield %515 : f32
    } -> tensor<8x16x128xf32>
    %136 = tensor.empty() : tensor<128x64xf32>
    %transposed_42 = linalg.transpose ins(%arg10 : tensor<64x128xf32>) outs(%136 : tensor<128x64xf32>) permutation = [1, 0] 
    %collapsed_43 = tensor.collapse_shape %135 [[0, 1], [2]] : tensor<8x16x128xf32> into tensor<128x128xf32>
    %137 = linalg.matmul ins(%collapsed_43, %transposed_42 : tensor<128x128xf32>, tensor<128x64xf32>) outs(%29 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_44 = tensor.expand_shape %137 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %138 = tensor.empty() : tensor<8x16x64xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114, %expanded_44 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%138 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %514 = arith.addf %in, %in_172 : f32
      linalg.yield %514 : f32
    } -> tensor<8x16x64xf32>
    %140 = tensor.empty() : tensor<8x16x64xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139 : tensor<8x16x64xf32>) outs(%140 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %514 : f32
    } -> tensor<8x16x64xf32>
    %142 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%141 : tensor<8x16x64xf32>) outs(%13 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %out : f32
      linalg.yield %514 : f32
    } -> tensor<8x16x1xf32>
    %143 = tensor.empty() : tensor<8x16x1xf32>
    %144 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142 : tensor<8x16x1xf32>) outs(%143 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_10 : f32
      linalg.yield %514 : f32
    } -> tensor<8x16x1xf32>
    %145 = tensor.empty() : tensor<8x16x1xf32>
    %146 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144 : tensor<8x16x1xf32>) outs(%145 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_9 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<8x16x1xf32>
    %147 = tensor.empty() : tensor<8x16x1xf32>
    %148 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146 : tensor<8x16x1xf32>) outs(%147 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<8x16x1xf32>
    %149 = tensor.empty() : tensor<8x16x64xf32>
    %150 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139, %148 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%149 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %514 = arith.mulf %in, %in_172 : f32
      linalg.yield %514 : f32
    } -> tensor<8x16x64xf32>
    %151 = tensor.empty() : tensor<8x16x64xf32>
    %152 = linalg.generic {indexing_maps = [#map6, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg16, %150 : tensor<64xf32>, tensor<8x16x64xf32>) outs(%151 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %514 = arith.mulf %in, %in_172 : f32
      linalg.yield %514 : f32
    } -> tensor<8x16x64xf32>
    %153 = tensor.empty() : tensor<64x64xf32>
    %transposed_45 = linalg.transpose ins(%arg12 : tensor<64x64xf32>) outs(%153 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_46 = tensor.collapse_shape %152 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %154 = linalg.matmul ins(%collapsed_46, %transposed_45 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%29 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_47 = tensor.expand_shape %154 [[0, 1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<128x64xf32> into tensor<8x16x4x16xf32>
    %155 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_48 = linalg.transpose ins(%expanded_47 : tensor<8x16x4x16xf32>) outs(%155 : tensor<8x4x16x16xf32>) permutation = [0, 2, 1, 3] 
    %156 = tensor.empty() : tensor<64x64xf32>
    %transposed_49 = linalg.transpose ins(%arg13 : tensor<64x64xf32>) outs(%156 : tensor<64x64xf32>) permutation = [1, 0] 
    %157 = linalg.matmul ins(%collapsed_46, %transposed_49 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%29 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_50 = tensor.expand_shape %157 [[0, 1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<128x64xf32> into tensor<8x16x4x16xf32>
    %158 = tensor.empty() : tensor<64x64xf32>
    %transposed_51 = linalg.transpose ins(%arg14 : tensor<64x64xf32>) outs(%158 : tensor<64x64xf32>) permutation = [1, 0] 
    %159 = linalg.matmul ins(%collapsed_46, %transposed_51 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%29 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_52 = tensor.expand_shape %159 [[0, 1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<128x64xf32> into tensor<8x16x4x16xf32>
    %160 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_53 = linalg.transpose ins(%expanded_52 : tensor<8x16x4x16xf32>) outs(%160 : tensor<8x4x16x16xf32>) permutation = [0, 2, 1, 3] 
    %161 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_54 = linalg.transpose ins(%expanded_50 : tensor<8x16x4x16xf32>) outs(%161 : tensor<8x4x16x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_55 = tensor.collapse_shape %transposed_48 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_56 = tensor.collapse_shape %transposed_54 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %162 = linalg.batch_matmul ins(%collapsed_55, %collapsed_56 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%77 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_57 = tensor.expand_shape %162 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %163 = tensor.empty() : tensor<8x4x16x16xf32>
    %164 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_57, %74 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%163 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %514 = arith.addf %in, %in_172 : f32
      linalg.yield %514 : f32
    } -> tensor<8x4x16x16xf32>
    %165:2 = linalg.generic {indexing_maps = [#map3, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%164 : tensor<8x4x16x16xf32>) outs(%84, %82 : tensor<8x4x16xf32>, tensor<8x4x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_172: i64):
      %514 = linalg.index 3 : index
      %515 = arith.index_cast %514 : index to i64
      %516 = arith.maximumf %in, %out : f32
      %517 = arith.cmpf ogt, %in, %out : f32
      %518 = arith.select %517, %515, %out_172 : i64
      linalg.yield %516, %518 : f32, i64
    } -> (tensor<8x4x16xf32>, tensor<8x4x16xi64>)
    %expanded_58 = tensor.expand_shape %165#0 [[0], [1], [2, 3]] output_shape [8, 4, 16, 1] : tensor<8x4x16xf32> into tensor<8x4x16x1xf32>
    %166 = tensor.empty() : tensor<8x4x16x16xf32>
    %167 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%164, %expanded_58 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%166 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %514 = arith.subf %in, %in_172 : f32
      linalg.yield %514 : f32
    } -> tensor<8x4x16x16xf32>
    %168 = tensor.empty() : tensor<8x4x16x16xf32>
    %169 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%167 : tensor<8x4x16x16xf32>) outs(%168 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.exp %in : f32
      linalg.yield %514 : f32
    } -> tensor<8x4x16x16xf32>
    %170 = linalg.generic {indexing_maps = [#map3, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%169 : tensor<8x4x16x16xf32>) outs(%91 : tensor<8x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %out : f32
      linalg.yield %514 : f32
    } -> tensor<8x4x16x1xf32>
    %171 = tensor.empty() : tensor<8x4x16x16xf32>
    %172 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%169, %170 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%171 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %514 = arith.divf %in, %in_172 : f32
      linalg.yield %514 : f32
    } -> tensor<8x4x16x16xf32>
    %173 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%164 : tensor<8x4x16x16xf32>) outs(%95 : tensor<8x4x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %514 = arith.extf %in : f32 to f64
      %515 = arith.cmpf oeq, %514, %cst_7 : f64
      linalg.yield %515 : i1
    } -> tensor<8x4x16x16xi1>
    %174 = linalg.generic {indexing_maps = [#map3, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%173 : tensor<8x4x16x16xi1>) outs(%99 : tensor<8x4x16x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %514 = arith.andi %in, %out : i1
      linalg.yield %514 : i1
    } -> tensor<8x4x16x1xi1>
    %175 = tensor.empty() : tensor<8x4x16x16xf32>
    %176 = linalg.generic {indexing_maps = [#map14, #map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%174, %cst_4, %172 : tensor<8x4x16x1xi1>, tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%175 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: i1, %in_172: f32, %in_173: f32, %out: f32):
      %514 = arith.select %in, %in_172, %in_173 : f32
      linalg.yield %514 : f32
    } -> tensor<8x4x16x16xf32>
    %collapsed_59 = tensor.collapse_shape %176 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_60 = tensor.collapse_shape %transposed_53 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %177 = linalg.batch_matmul ins(%collapsed_59, %collapsed_60 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%77 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_61 = tensor.expand_shape %177 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %transposed_62 = linalg.transpose ins(%expanded_61 : tensor<8x4x16x16xf32>) outs(%104 : tensor<8x16x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_63 = tensor.collapse_shape %transposed_62 [[0], [1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<8x16x64xf32>
    %178 = tensor.empty() : tensor<64x64xf32>
    %transposed_64 = linalg.transpose ins(%arg15 : tensor<64x64xf32>) outs(%178 : tensor<64x64xf32>) permutation = [1, 0] 
    %179 = tensor.empty() : tensor<8x64x64xf32>
    %180 = linalg.generic {indexing_maps = [#map15, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_64 : tensor<64x64xf32>) outs(%179 : tensor<8x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x64x64xf32>
    %181 = linalg.batch_matmul ins(%collapsed_63, %180 : tensor<8x16x64xf32>, tensor<8x64x64xf32>) outs(%111 : tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %182 = tensor.empty() : tensor<8x16x64xf32>
    %183 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139, %181 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%182 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %514 = arith.addf %in, %in_172 : f32
      linalg.yield %514 : f32
    } -> tensor<8x16x64xf32>
    %184 = tensor.empty() : tensor<8x16x64xf32>
    %185 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%183 : tensor<8x16x64xf32>) outs(%184 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %514 : f32
    } -> tensor<8x16x64xf32>
    %186 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%185 : tensor<8x16x64xf32>) outs(%13 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %out : f32
      linalg.yield %514 : f32
    } -> tensor<8x16x1xf32>
    %187 = tensor.empty() : tensor<8x16x1xf32>
    %188 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186 : tensor<8x16x1xf32>) outs(%187 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_10 : f32
      linalg.yield %514 : f32
    } -> tensor<8x16x1xf32>
    %189 = tensor.empty() : tensor<8x16x1xf32>
    %190 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%188 : tensor<8x16x1xf32>) outs(%189 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_9 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<8x16x1xf32>
    %191 = tensor.empty() : tensor<8x16x1xf32>
    %192 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%190 : tensor<8x16x1xf32>) outs(%191 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<8x16x1xf32>
    %193 = tensor.empty() : tensor<8x16x64xf32>
    %194 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%183, %192 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%193 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %514 = arith.mulf %in, %in_172 : f32
      linalg.yield %514 : f32
    } -> tensor<8x16x64xf32>
    %195 = tensor.empty() : tensor<8x16x64xf32>
    %196 = linalg.generic {indexing_maps = [#map6, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg19, %194 : tensor<64xf32>, tensor<8x16x64xf32>) outs(%195 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %514 = arith.mulf %in, %in_172 : f32
      linalg.yield %514 : f32
    } -> tensor<8x16x64xf32>
    %197 = tensor.empty() : tensor<64x128xf32>
    %transposed_65 = linalg.transpose ins(%arg17 : tensor<128x64xf32>) outs(%197 : tensor<64x128xf32>) permutation = [1, 0] 
    %collapsed_66 = tensor.collapse_shape %196 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %198 = linalg.matmul ins(%collapsed_66, %transposed_65 : tensor<128x64xf32>, tensor<64x128xf32>) outs(%131 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %expanded_67 = tensor.expand_shape %198 [[0, 1], [2]] output_shape [8, 16, 128] : tensor<128x128xf32> into tensor<8x16x128xf32>
    %199 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_67 : tensor<8x16x128xf32>) outs(%133 : tensor<8x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ugt, %in, %cst : f32
      %515 = arith.select %514, %in, %cst : f32
      linalg.yield %515 : f32
    } -> tensor<8x16x128xf32>
    %200 = tensor.empty() : tensor<128x64xf32>
    %transposed_68 = linalg.transpose ins(%arg18 : tensor<64x128xf32>) outs(%200 : tensor<128x64xf32>) permutation = [1, 0] 
    %collapsed_69 = tensor.collapse_shape %199 [[0, 1], [2]] : tensor<8x16x128xf32> into tensor<128x128xf32>
    %201 = linalg.matmul ins(%collapsed_69, %transposed_68 : tensor<128x128xf32>, tensor<128x64xf32>) outs(%29 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_70 = tensor.expand_shape %201 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %202 = tensor.empty() : tensor<8x16x64xf32>
    %203 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%183, %expanded_70 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%202 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %514 = arith.addf %in, %in_172 : f32
      linalg.yield %514 : f32
    } -> tensor<8x16x64xf32>
    %204 = tensor.empty() : tensor<8x16x64xf32>
    %205 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%203 : tensor<8x16x64xf32>) outs(%204 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %514 : f32
    } -> tensor<8x16x64xf32>
    %206 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%205 : tensor<8x16x64xf32>) outs(%13 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %out : f32
      linalg.yield %514 : f32
    } -> tensor<8x16x1xf32>
    %207 = tensor.empty() : tensor<8x16x1xf32>
    %208 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206 : tensor<8x16x1xf32>) outs(%207 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_10 : f32
      linalg.yield %514 : f32
    } -> tensor<8x16x1xf32>
    %209 = tensor.empty() : tensor<8x16x1xf32>
    %210 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208 : tensor<8x16x1xf32>) outs(%209 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_9 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<8x16x1xf32>
    %211 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210 : tensor<8x16x1xf32>) outs(%11 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<8x16x1xf32>
    %212 = tensor.empty() : tensor<8x16x64xf32>
    %213 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%203, %211 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%212 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %514 = arith.mulf %in, %in_172 : f32
      linalg.yield %514 : f32
    } -> tensor<8x16x64xf32>
    %214 = linalg.generic {indexing_maps = [#map6, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg20, %213 : tensor<64xf32>, tensor<8x16x64xf32>) outs(%0 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %514 = arith.mulf %in, %in_172 : f32
      linalg.yield %514 : f32
    } -> tensor<8x16x64xf32>
    %215 = tensor.empty() : tensor<8x8x64xf32>
    %216 = tensor.empty() : tensor<8x8x64xf32>
    %217 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<8x8xi64>) outs(%216 : tensor<8x8x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %514 = arith.index_cast %in : i64 to index
      %515 = linalg.index 2 : index
      %516 = arith.cmpi slt, %514, %c256 : index
      cf.assert %516, "index must be smaller than dim size"
      %517 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %517, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg2[%514, %515] : tensor<256x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x8x64xf32>
    %218 = tensor.empty() : tensor<8xi64>
    %219 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%218 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %514 = linalg.index 0 : index
      %515 = arith.index_cast %514 : index to i64
      linalg.yield %515 : i64
    } -> tensor<8xi64>
    %expanded_71 = tensor.expand_shape %219 [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : tensor<8xi64> into tensor<1x1x8x1xi64>
    %expanded_72 = tensor.expand_shape %219 [[0, 1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<8xi64> into tensor<1x1x1x8xi64>
    %220 = tensor.empty() : tensor<1x1x8x8xi1>
    %221 = linalg.generic {indexing_maps = [#map16, #map14, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_72, %expanded_71 : tensor<1x1x1x8xi64>, tensor<1x1x8x1xi64>) outs(%220 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i64, %in_172: i64, %out: i1):
      %514 = arith.cmpi sle, %in, %in_172 : i64
      linalg.yield %514 : i1
    } -> tensor<1x1x8x8xi1>
    %222 = tensor.empty() : tensor<8x1x8x8xi1>
    %collapsed_73 = tensor.collapse_shape %221 [[0, 1], [2], [3]] : tensor<1x1x8x8xi1> into tensor<1x8x8xi1>
    %223 = linalg.generic {indexing_maps = [#map17, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_73 : tensor<1x8x8xi1>) outs(%222 : tensor<8x1x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<8x1x8x8xi1>
    %224 = tensor.empty() : tensor<1x1x8x1xi1>
    %225 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_71 : tensor<1x1x8x1xi64>) outs(%224 : tensor<1x1x8x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %514 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %514 : i1
    } -> tensor<1x1x8x1xi1>
    %226 = tensor.empty() : tensor<8x1x8x16xi1>
    %collapsed_74 = tensor.collapse_shape %225 [[0, 1], [2, 3]] : tensor<1x1x8x1xi1> into tensor<1x8xi1>
    %227 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_74 : tensor<1x8xi1>) outs(%226 : tensor<8x1x8x16xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<8x1x8x16xi1>
    %228 = tensor.empty() : tensor<8x8x64xf32>
    %229 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%217 : tensor<8x8x64xf32>) outs(%228 : tensor<8x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %514 : f32
    } -> tensor<8x8x64xf32>
    %230 = tensor.empty() : tensor<8x8x1xf32>
    %231 = tensor.empty() : tensor<8x8x1xf32>
    %232 = linalg.fill ins(%cst : f32) outs(%231 : tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %233 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%229 : tensor<8x8x64xf32>) outs(%232 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %out : f32
      linalg.yield %514 : f32
    } -> tensor<8x8x1xf32>
    %234 = tensor.empty() : tensor<8x8x1xf32>
    %235 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%233 : tensor<8x8x1xf32>) outs(%234 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_10 : f32
      linalg.yield %514 : f32
    } -> tensor<8x8x1xf32>
    %236 = tensor.empty() : tensor<8x8x1xf32>
    %237 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235 : tensor<8x8x1xf32>) outs(%236 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_9 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<8x8x1xf32>
    %238 = tensor.empty() : tensor<8x8x1xf32>
    %239 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237 : tensor<8x8x1xf32>) outs(%238 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<8x8x1xf32>
    %240 = tensor.empty() : tensor<8x8x64xf32>
    %241 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%217, %239 : tensor<8x8x64xf32>, tensor<8x8x1xf32>) outs(%240 : tensor<8x8x64xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %514 = arith.mulf %in, %in_172 : f32
      linalg.yield %514 : f32
    } -> tensor<8x8x64xf32>
    %242 = tensor.empty() : tensor<8x8x64xf32>
    %243 = linalg.generic {indexing_maps = [#map6, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg26, %241 : tensor<64xf32>, tensor<8x8x64xf32>) outs(%242 : tensor<8x8x64xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %514 = arith.mulf %in, %in_172 : f32
      linalg.yield %514 : f32
    } -> tensor<8x8x64xf32>
    %244 = tensor.empty() : tensor<64x64xf32>
    %transposed_75 = linalg.transpose ins(%arg21 : tensor<64x64xf32>) outs(%244 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_76 = tensor.collapse_shape %243 [[0, 1], [2]] : tensor<8x8x64xf32> into tensor<64x64xf32>
    %245 = tensor.empty() : tensor<64x64xf32>
    %246 = linalg.fill ins(%cst : f32) outs(%245 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %247 = linalg.matmul ins(%collapsed_76, %transposed_75 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%246 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %expanded_77 = tensor.expand_shape %247 [[0, 1], [2, 3]] output_shape [8, 8, 4, 16] : tensor<64x64xf32> into tensor<8x8x4x16xf32>
    %248 = tensor.empty() : tensor<8x4x8x16xf32>
    %249 = tensor.empty() : tensor<8x4x8x16xf32>
    %transposed_78 = linalg.transpose ins(%expanded_77 : tensor<8x8x4x16xf32>) outs(%249 : tensor<8x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %250 = tensor.empty() : tensor<64x64xf32>
    %transposed_79 = linalg.transpose ins(%arg22 : tensor<64x64xf32>) outs(%250 : tensor<64x64xf32>) permutation = [1, 0] 
    %251 = linalg.matmul ins(%collapsed_76, %transposed_79 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%246 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %expanded_80 = tensor.expand_shape %251 [[0, 1], [2, 3]] output_shape [8, 8, 4, 16] : tensor<64x64xf32> into tensor<8x8x4x16xf32>
    %252 = tensor.empty() : tensor<64x64xf32>
    %transposed_81 = linalg.transpose ins(%arg23 : tensor<64x64xf32>) outs(%252 : tensor<64x64xf32>) permutation = [1, 0] 
    %253 = linalg.matmul ins(%collapsed_76, %transposed_81 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%246 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %expanded_82 = tensor.expand_shape %253 [[0, 1], [2, 3]] output_shape [8, 8, 4, 16] : tensor<64x64xf32> into tensor<8x8x4x16xf32>
    %254 = tensor.empty() : tensor<8x4x8x16xf32>
    %transposed_83 = linalg.transpose ins(%expanded_82 : tensor<8x8x4x16xf32>) outs(%254 : tensor<8x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_84 = tensor.expand_shape %219 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %expanded_85 = tensor.expand_shape %219 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %255 = tensor.empty() : tensor<8x8xi64>
    %256 = tensor.empty() : tensor<8x8xi64>
    %257 = linalg.generic {indexing_maps = [#map7, #map8, #map9], iterator_types = ["parallel", "parallel"]} ins(%expanded_85, %expanded_84 : tensor<1x8xi64>, tensor<8x1xi64>) outs(%256 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %in_172: i64, %out: i64):
      %514 = arith.subi %in, %in_172 : i64
      linalg.yield %514 : i64
    } -> tensor<8x8xi64>
    %258 = tensor.empty() : tensor<8x8xi64>
    %259 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%257, %cst_14 : tensor<8x8xi64>, tensor<8x8xi64>) outs(%258 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %in_172: i64, %out: i64):
      %514 = arith.minsi %in, %in_172 : i64
      linalg.yield %514 : i64
    } -> tensor<8x8xi64>
    %260 = tensor.empty() : tensor<8x8xi64>
    %261 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%259 : tensor<8x8xi64>) outs(%260 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %514 = arith.sitofp %in : i64 to f32
      %515 = arith.negf %514 : f32
      %516 = arith.fptosi %515 : f32 to i64
      linalg.yield %516 : i64
    } -> tensor<8x8xi64>
    %262 = tensor.empty() : tensor<8x8xi1>
    %263 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%261 : tensor<8x8xi64>) outs(%262 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %514 = arith.cmpi slt, %in, %c16_i64 : i64
      linalg.yield %514 : i1
    } -> tensor<8x8xi1>
    %264 = tensor.empty() : tensor<8x8xf32>
    %265 = tensor.empty() : tensor<8x8xf32>
    %266 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%261 : tensor<8x8xi64>) outs(%265 : tensor<8x8xf32>) {
    ^bb0(%in: i64, %out: f32):
      %514 = arith.sitofp %in : i64 to f32
      linalg.yield %514 : f32
    } -> tensor<8x8xf32>
    %267 = tensor.empty() : tensor<8x8xf32>
    %268 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%266 : tensor<8x8xf32>) outs(%267 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_12 : f32
      linalg.yield %514 : f32
    } -> tensor<8x8xf32>
    %269 = tensor.empty() : tensor<8x8xf32>
    %270 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%268 : tensor<8x8xf32>) outs(%269 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.log %in : f32
      linalg.yield %514 : f32
    } -> tensor<8x8xf32>
    %271 = tensor.empty() : tensor<8x8xf32>
    %272 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%270 : tensor<8x8xf32>) outs(%271 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_6 : f64 to f32
      %515 = arith.divf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<8x8xf32>
    %273 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%272 : tensor<8x8xf32>) outs(%264 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.mulf %in, %cst_12 : f32
      linalg.yield %514 : f32
    } -> tensor<8x8xf32>
    %274 = tensor.empty() : tensor<8x8xi64>
    %275 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%273 : tensor<8x8xf32>) outs(%274 : tensor<8x8xi64>) {
    ^bb0(%in: f32, %out: i64):
      %514 = arith.fptosi %in : f32 to i64
      linalg.yield %514 : i64
    } -> tensor<8x8xi64>
    %276 = tensor.empty() : tensor<8x8xi64>
    %277 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%275 : tensor<8x8xi64>) outs(%276 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %514 = arith.addi %in, %c16_i64 : i64
      linalg.yield %514 : i64
    } -> tensor<8x8xi64>
    %278 = tensor.empty() : tensor<8x8xi64>
    %279 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%277, %cst_13 : tensor<8x8xi64>, tensor<8x8xi64>) outs(%278 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %in_172: i64, %out: i64):
      %514 = arith.minsi %in, %in_172 : i64
      linalg.yield %514 : i64
    } -> tensor<8x8xi64>
    %280 = linalg.generic {indexing_maps = [#map9, #map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%263, %261, %279 : tensor<8x8xi1>, tensor<8x8xi64>, tensor<8x8xi64>) outs(%255 : tensor<8x8xi64>) {
    ^bb0(%in: i1, %in_172: i64, %in_173: i64, %out: i64):
      %514 = arith.select %in, %in_172, %in_173 : i64
      linalg.yield %514 : i64
    } -> tensor<8x8xi64>
    %281 = tensor.empty() : tensor<8x8x4xf32>
    %282 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%280 : tensor<8x8xi64>) outs(%281 : tensor<8x8x4xf32>) {
    ^bb0(%in: i64, %out: f32):
      %514 = arith.index_cast %in : i64 to index
      %515 = linalg.index 2 : index
      %516 = arith.cmpi slt, %514, %c32 : index
      cf.assert %516, "index must be smaller than dim size"
      %517 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %517, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg25[%514, %515] : tensor<32x4xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x8x4xf32>
    %283 = tensor.empty() : tensor<4x8x8xf32>
    %transposed_86 = linalg.transpose ins(%282 : tensor<8x8x4xf32>) outs(%283 : tensor<4x8x8xf32>) permutation = [2, 0, 1] 
    %expanded_87 = tensor.expand_shape %transposed_86 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xf32> into tensor<1x4x8x8xf32>
    %284 = tensor.empty() : tensor<8x4x8x8xf32>
    %285 = tensor.empty() : tensor<8x4x8x8xf32>
    %286 = linalg.generic {indexing_maps = [#map10, #map11, #map12, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%223, %expanded_87, %cst_5 : tensor<8x1x8x8xi1>, tensor<1x4x8x8xf32>, tensor<f32>) outs(%285 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: i1, %in_172: f32, %in_173: f32, %out: f32):
      %514 = arith.select %in, %in_172, %in_173 : f32
      linalg.yield %514 : f32
    } -> tensor<8x4x8x8xf32>
    %287 = tensor.empty() : tensor<8x4x16x8xf32>
    %288 = tensor.empty() : tensor<8x4x16x8xf32>
    %transposed_88 = linalg.transpose ins(%expanded_80 : tensor<8x8x4x16xf32>) outs(%288 : tensor<8x4x16x8xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_89 = tensor.collapse_shape %transposed_78 [[0, 1], [2], [3]] : tensor<8x4x8x16xf32> into tensor<32x8x16xf32>
    %collapsed_90 = tensor.collapse_shape %transposed_88 [[0, 1], [2], [3]] : tensor<8x4x16x8xf32> into tensor<32x16x8xf32>
    %289 = tensor.empty() : tensor<32x8x8xf32>
    %290 = linalg.fill ins(%cst : f32) outs(%289 : tensor<32x8x8xf32>) -> tensor<32x8x8xf32>
    %291 = linalg.batch_matmul ins(%collapsed_89, %collapsed_90 : tensor<32x8x16xf32>, tensor<32x16x8xf32>) outs(%290 : tensor<32x8x8xf32>) -> tensor<32x8x8xf32>
    %expanded_91 = tensor.expand_shape %291 [[0, 1], [2], [3]] output_shape [8, 4, 8, 8] : tensor<32x8x8xf32> into tensor<8x4x8x8xf32>
    %292 = tensor.empty() : tensor<8x4x8x8xf32>
    %293 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_91, %286 : tensor<8x4x8x8xf32>, tensor<8x4x8x8xf32>) outs(%292 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %514 = arith.addf %in, %in_172 : f32
      linalg.yield %514 : f32
    } -> tensor<8x4x8x8xf32>
    %294 = tensor.empty() : tensor<8x4x8xi64>
    %295 = linalg.fill ins(%c0_i64 : i64) outs(%294 : tensor<8x4x8xi64>) -> tensor<8x4x8xi64>
    %296 = tensor.empty() : tensor<8x4x8xf32>
    %297 = linalg.fill ins(%cst_0 : f32) outs(%296 : tensor<8x4x8xf32>) -> tensor<8x4x8xf32>
    %298:2 = linalg.generic {indexing_maps = [#map3, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%293 : tensor<8x4x8x8xf32>) outs(%297, %295 : tensor<8x4x8xf32>, tensor<8x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_172: i64):
      %514 = linalg.index 3 : index
      %515 = arith.index_cast %514 : index to i64
      %516 = arith.maximumf %in, %out : f32
      %517 = arith.cmpf ogt, %in, %out : f32
      %518 = arith.select %517, %515, %out_172 : i64
      linalg.yield %516, %518 : f32, i64
    } -> (tensor<8x4x8xf32>, tensor<8x4x8xi64>)
    %expanded_92 = tensor.expand_shape %298#0 [[0], [1], [2, 3]] output_shape [8, 4, 8, 1] : tensor<8x4x8xf32> into tensor<8x4x8x1xf32>
    %299 = tensor.empty() : tensor<8x4x8x8xf32>
    %300 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%293, %expanded_92 : tensor<8x4x8x8xf32>, tensor<8x4x8x1xf32>) outs(%299 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %514 = arith.subf %in, %in_172 : f32
      linalg.yield %514 : f32
    } -> tensor<8x4x8x8xf32>
    %301 = tensor.empty() : tensor<8x4x8x8xf32>
    %302 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%300 : tensor<8x4x8x8xf32>) outs(%301 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.exp %in : f32
      linalg.yield %514 : f32
    } -> tensor<8x4x8x8xf32>
    %303 = tensor.empty() : tensor<8x4x8x1xf32>
    %304 = linalg.fill ins(%cst : f32) outs(%303 : tensor<8x4x8x1xf32>) -> tensor<8x4x8x1xf32>
    %305 = linalg.generic {indexing_maps = [#map3, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%302 : tensor<8x4x8x8xf32>) outs(%304 : tensor<8x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %out : f32
      linalg.yield %514 : f32
    } -> tensor<8x4x8x1xf32>
    %306 = tensor.empty() : tensor<8x4x8x8xf32>
    %307 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%302, %305 : tensor<8x4x8x8xf32>, tensor<8x4x8x1xf32>) outs(%306 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %514 = arith.divf %in, %in_172 : f32
      linalg.yield %514 : f32
    } -> tensor<8x4x8x8xf32>
    %308 = tensor.empty() : tensor<8x4x8x8xi1>
    %309 = tensor.empty() : tensor<8x4x8x8xi1>
    %310 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%293 : tensor<8x4x8x8xf32>) outs(%309 : tensor<8x4x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %514 = arith.extf %in : f32 to f64
      %515 = arith.cmpf oeq, %514, %cst_7 : f64
      linalg.yield %515 : i1
    } -> tensor<8x4x8x8xi1>
    %311 = tensor.empty() : tensor<8x4x8x1xi1>
    %312 = linalg.fill ins(%true : i1) outs(%311 : tensor<8x4x8x1xi1>) -> tensor<8x4x8x1xi1>
    %313 = linalg.generic {indexing_maps = [#map3, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%310 : tensor<8x4x8x8xi1>) outs(%312 : tensor<8x4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %514 = arith.andi %in, %out : i1
      linalg.yield %514 : i1
    } -> tensor<8x4x8x1xi1>
    %314 = tensor.empty() : tensor<8x4x8x8xf32>
    %315 = linalg.generic {indexing_maps = [#map14, #map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%313, %cst_3, %307 : tensor<8x4x8x1xi1>, tensor<8x4x8x8xf32>, tensor<8x4x8x8xf32>) outs(%314 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: i1, %in_172: f32, %in_173: f32, %out: f32):
      %514 = arith.select %in, %in_172, %in_173 : f32
      linalg.yield %514 : f32
    } -> tensor<8x4x8x8xf32>
    %collapsed_93 = tensor.collapse_shape %315 [[0, 1], [2], [3]] : tensor<8x4x8x8xf32> into tensor<32x8x8xf32>
    %collapsed_94 = tensor.collapse_shape %transposed_83 [[0, 1], [2], [3]] : tensor<8x4x8x16xf32> into tensor<32x8x16xf32>
    %316 = tensor.empty() : tensor<32x8x16xf32>
    %317 = linalg.fill ins(%cst : f32) outs(%316 : tensor<32x8x16xf32>) -> tensor<32x8x16xf32>
    %318 = linalg.batch_matmul ins(%collapsed_93, %collapsed_94 : tensor<32x8x8xf32>, tensor<32x8x16xf32>) outs(%317 : tensor<32x8x16xf32>) -> tensor<32x8x16xf32>
    %expanded_95 = tensor.expand_shape %318 [[0, 1], [2], [3]] output_shape [8, 4, 8, 16] : tensor<32x8x16xf32> into tensor<8x4x8x16xf32>
    %319 = tensor.empty() : tensor<8x8x4x16xf32>
    %320 = tensor.empty() : tensor<8x8x4x16xf32>
    %transposed_96 = linalg.transpose ins(%expanded_95 : tensor<8x4x8x16xf32>) outs(%320 : tensor<8x8x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_97 = tensor.collapse_shape %transposed_96 [[0], [1], [2, 3]] : tensor<8x8x4x16xf32> into tensor<8x8x64xf32>
    %321 = tensor.empty() : tensor<64x64xf32>
    %transposed_98 = linalg.transpose ins(%arg24 : tensor<64x64xf32>) outs(%321 : tensor<64x64xf32>) permutation = [1, 0] 
    %322 = tensor.empty() : tensor<8x64x64xf32>
    %323 = linalg.generic {indexing_maps = [#map15, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_98 : tensor<64x64xf32>) outs(%322 : tensor<8x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x64x64xf32>
    %324 = tensor.empty() : tensor<8x8x64xf32>
    %325 = linalg.fill ins(%cst : f32) outs(%324 : tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %326 = linalg.batch_matmul ins(%collapsed_97, %323 : tensor<8x8x64xf32>, tensor<8x64x64xf32>) outs(%325 : tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %327 = tensor.empty() : tensor<8x8x64xf32>
    %328 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%217, %326 : tensor<8x8x64xf32>, tensor<8x8x64xf32>) outs(%327 : tensor<8x8x64xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %514 = arith.addf %in, %in_172 : f32
      linalg.yield %514 : f32
    } -> tensor<8x8x64xf32>
    %329 = tensor.empty() : tensor<8x8x64xf32>
    %330 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%328 : tensor<8x8x64xf32>) outs(%329 : tensor<8x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %514 : f32
    } -> tensor<8x8x64xf32>
    %331 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%330 : tensor<8x8x64xf32>) outs(%232 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %out : f32
      linalg.yield %514 : f32
    } -> tensor<8x8x1xf32>
    %332 = tensor.empty() : tensor<8x8x1xf32>
    %333 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%331 : tensor<8x8x1xf32>) outs(%332 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_10 : f32
      linalg.yield %514 : f32
    } -> tensor<8x8x1xf32>
    %334 = tensor.empty() : tensor<8x8x1xf32>
    %335 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%333 : tensor<8x8x1xf32>) outs(%334 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_9 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<8x8x1xf32>
    %336 = tensor.empty() : tensor<8x8x1xf32>
    %337 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%335 : tensor<8x8x1xf32>) outs(%336 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<8x8x1xf32>
    %338 = tensor.empty() : tensor<8x8x64xf32>
    %339 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%328, %337 : tensor<8x8x64xf32>, tensor<8x8x1xf32>) outs(%338 : tensor<8x8x64xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %514 = arith.mulf %in, %in_172 : f32
      linalg.yield %514 : f32
    } -> tensor<8x8x64xf32>
    %340 = tensor.empty() : tensor<8x8x64xf32>
    %341 = linalg.generic {indexing_maps = [#map6, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg31, %339 : tensor<64xf32>, tensor<8x8x64xf32>) outs(%340 : tensor<8x8x64xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %514 = arith.mulf %in, %in_172 : f32
      linalg.yield %514 : f32
    } -> tensor<8x8x64xf32>
    %342 = tensor.empty() : tensor<64x64xf32>
    %transposed_99 = linalg.transpose ins(%arg27 : tensor<64x64xf32>) outs(%342 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_100 = tensor.collapse_shape %341 [[0, 1], [2]] : tensor<8x8x64xf32> into tensor<64x64xf32>
    %343 = linalg.matmul ins(%collapsed_100, %transposed_99 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%246 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %expanded_101 = tensor.expand_shape %343 [[0, 1], [2, 3]] output_shape [8, 8, 4, 16] : tensor<64x64xf32> into tensor<8x8x4x16xf32>
    %344 = tensor.empty() : tensor<8x4x8x16xf32>
    %transposed_102 = linalg.transpose ins(%expanded_101 : tensor<8x8x4x16xf32>) outs(%344 : tensor<8x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %345 = tensor.empty() : tensor<64x64xf32>
    %transposed_103 = linalg.transpose ins(%arg28 : tensor<64x64xf32>) outs(%345 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_104 = tensor.collapse_shape %214 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %346 = linalg.matmul ins(%collapsed_104, %transposed_103 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%29 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_105 = tensor.expand_shape %346 [[0, 1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<128x64xf32> into tensor<8x16x4x16xf32>
    %347 = tensor.empty() : tensor<64x64xf32>
    %transposed_106 = linalg.transpose ins(%arg29 : tensor<64x64xf32>) outs(%347 : tensor<64x64xf32>) permutation = [1, 0] 
    %348 = linalg.matmul ins(%collapsed_104, %transposed_106 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%29 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_107 = tensor.expand_shape %348 [[0, 1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<128x64xf32> into tensor<8x16x4x16xf32>
    %349 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_108 = linalg.transpose ins(%expanded_107 : tensor<8x16x4x16xf32>) outs(%349 : tensor<8x4x16x16xf32>) permutation = [0, 2, 1, 3] 
    %350 = tensor.empty() : tensor<8x4x8x16xf32>
    %351 = linalg.generic {indexing_maps = [#map10, #map11, #map12, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%227, %cst_2, %cst_5 : tensor<8x1x8x16xi1>, tensor<1x4x8x16xf32>, tensor<f32>) outs(%350 : tensor<8x4x8x16xf32>) {
    ^bb0(%in: i1, %in_172: f32, %in_173: f32, %out: f32):
      %514 = arith.select %in, %in_172, %in_173 : f32
      linalg.yield %514 : f32
    } -> tensor<8x4x8x16xf32>
    %352 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_109 = linalg.transpose ins(%expanded_105 : tensor<8x16x4x16xf32>) outs(%352 : tensor<8x4x16x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_110 = tensor.collapse_shape %transposed_102 [[0, 1], [2], [3]] : tensor<8x4x8x16xf32> into tensor<32x8x16xf32>
    %collapsed_111 = tensor.collapse_shape %transposed_109 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %353 = linalg.batch_matmul ins(%collapsed_110, %collapsed_111 : tensor<32x8x16xf32>, tensor<32x16x16xf32>) outs(%317 : tensor<32x8x16xf32>) -> tensor<32x8x16xf32>
    %expanded_112 = tensor.expand_shape %353 [[0, 1], [2], [3]] output_shape [8, 4, 8, 16] : tensor<32x8x16xf32> into tensor<8x4x8x16xf32>
    %354 = tensor.empty() : tensor<8x4x8x16xf32>
    %355 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_112, %351 : tensor<8x4x8x16xf32>, tensor<8x4x8x16xf32>) outs(%354 : tensor<8x4x8x16xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %514 = arith.addf %in, %in_172 : f32
      linalg.yield %514 : f32
    } -> tensor<8x4x8x16xf32>
    %356:2 = linalg.generic {indexing_maps = [#map3, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%355 : tensor<8x4x8x16xf32>) outs(%297, %295 : tensor<8x4x8xf32>, tensor<8x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_172: i64):
      %514 = linalg.index 3 : index
      %515 = arith.index_cast %514 : index to i64
      %516 = arith.maximumf %in, %out : f32
      %517 = arith.cmpf ogt, %in, %out : f32
      %518 = arith.select %517, %515, %out_172 : i64
      linalg.yield %516, %518 : f32, i64
    } -> (tensor<8x4x8xf32>, tensor<8x4x8xi64>)
    %expanded_113 = tensor.expand_shape %356#0 [[0], [1], [2, 3]] output_shape [8, 4, 8, 1] : tensor<8x4x8xf32> into tensor<8x4x8x1xf32>
    %357 = tensor.empty() : tensor<8x4x8x16xf32>
    %358 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%355, %expanded_113 : tensor<8x4x8x16xf32>, tensor<8x4x8x1xf32>) outs(%357 : tensor<8x4x8x16xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %514 = arith.subf %in, %in_172 : f32
      linalg.yield %514 : f32
    } -> tensor<8x4x8x16xf32>
    %359 = tensor.empty() : tensor<8x4x8x16xf32>
    %360 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%358 : tensor<8x4x8x16xf32>) outs(%359 : tensor<8x4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.exp %in : f32
      linalg.yield %514 : f32
    } -> tensor<8x4x8x16xf32>
    %361 = linalg.generic {indexing_maps = [#map3, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%360 : tensor<8x4x8x16xf32>) outs(%304 : tensor<8x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %out : f32
      linalg.yield %514 : f32
    } -> tensor<8x4x8x1xf32>
    %362 = tensor.empty() : tensor<8x4x8x16xf32>
    %363 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%360, %361 : tensor<8x4x8x16xf32>, tensor<8x4x8x1xf32>) outs(%362 : tensor<8x4x8x16xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %514 = arith.divf %in, %in_172 : f32
      linalg.yield %514 : f32
    } -> tensor<8x4x8x16xf32>
    %364 = tensor.empty() : tensor<8x4x8x16xi1>
    %365 = tensor.empty() : tensor<8x4x8x16xi1>
    %366 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%355 : tensor<8x4x8x16xf32>) outs(%365 : tensor<8x4x8x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %514 = arith.extf %in : f32 to f64
      %515 = arith.cmpf oeq, %514, %cst_7 : f64
      linalg.yield %515 : i1
    } -> tensor<8x4x8x16xi1>
    %367 = linalg.generic {indexing_maps = [#map3, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%366 : tensor<8x4x8x16xi1>) outs(%312 : tensor<8x4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %514 = arith.andi %in, %out : i1
      linalg.yield %514 : i1
    } -> tensor<8x4x8x1xi1>
    %368 = tensor.empty() : tensor<8x4x8x16xf32>
    %369 = linalg.generic {indexing_maps = [#map14, #map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%367, %cst_1, %363 : tensor<8x4x8x1xi1>, tensor<8x4x8x16xf32>, tensor<8x4x8x16xf32>) outs(%368 : tensor<8x4x8x16xf32>) {
    ^bb0(%in: i1, %in_172: f32, %in_173: f32, %out: f32):
      %514 = arith.select %in, %in_172, %in_173 : f32
      linalg.yield %514 : f32
    } -> tensor<8x4x8x16xf32>
    %collapsed_114 = tensor.collapse_shape %369 [[0, 1], [2], [3]] : tensor<8x4x8x16xf32> into tensor<32x8x16xf32>
    %collapsed_115 = tensor.collapse_shape %transposed_108 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %370 = linalg.batch_matmul ins(%collapsed_114, %collapsed_115 : tensor<32x8x16xf32>, tensor<32x16x16xf32>) outs(%317 : tensor<32x8x16xf32>) -> tensor<32x8x16xf32>
    %expanded_116 = tensor.expand_shape %370 [[0, 1], [2], [3]] output_shape [8, 4, 8, 16] : tensor<32x8x16xf32> into tensor<8x4x8x16xf32>
    %371 = tensor.empty() : tensor<8x8x4x16xf32>
    %transposed_117 = linalg.transpose ins(%expanded_116 : tensor<8x4x8x16xf32>) outs(%371 : tensor<8x8x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_118 = tensor.collapse_shape %transposed_117 [[0], [1], [2, 3]] : tensor<8x8x4x16xf32> into tensor<8x8x64xf32>
    %372 = tensor.empty() : tensor<64x64xf32>
    %transposed_119 = linalg.transpose ins(%arg30 : tensor<64x64xf32>) outs(%372 : tensor<64x64xf32>) permutation = [1, 0] 
    %373 = tensor.empty() : tensor<8x64x64xf32>
    %374 = linalg.generic {indexing_maps = [#map15, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_119 : tensor<64x64xf32>) outs(%373 : tensor<8x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x64x64xf32>
    %375 = linalg.batch_matmul ins(%collapsed_118, %374 : tensor<8x8x64xf32>, tensor<8x64x64xf32>) outs(%325 : tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %376 = tensor.empty() : tensor<8x8x64xf32>
    %377 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%328, %375 : tensor<8x8x64xf32>, tensor<8x8x64xf32>) outs(%376 : tensor<8x8x64xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %514 = arith.addf %in, %in_172 : f32
      linalg.yield %514 : f32
    } -> tensor<8x8x64xf32>
    %378 = tensor.empty() : tensor<8x8x64xf32>
    %379 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%377 : tensor<8x8x64xf32>) outs(%378 : tensor<8x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %514 : f32
    } -> tensor<8x8x64xf32>
    %380 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%379 : tensor<8x8x64xf32>) outs(%232 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %out : f32
      linalg.yield %514 : f32
    } -> tensor<8x8x1xf32>
    %381 = tensor.empty() : tensor<8x8x1xf32>
    %382 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%380 : tensor<8x8x1xf32>) outs(%381 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_10 : f32
      linalg.yield %514 : f32
    } -> tensor<8x8x1xf32>
    %383 = tensor.empty() : tensor<8x8x1xf32>
    %384 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%382 : tensor<8x8x1xf32>) outs(%383 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_9 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<8x8x1xf32>
    %385 = tensor.empty() : tensor<8x8x1xf32>
    %386 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%384 : tensor<8x8x1xf32>) outs(%385 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<8x8x1xf32>
    %387 = tensor.empty() : tensor<8x8x64xf32>
    %388 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%377, %386 : tensor<8x8x64xf32>, tensor<8x8x1xf32>) outs(%387 : tensor<8x8x64xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %514 = arith.mulf %in, %in_172 : f32
      linalg.yield %514 : f32
    } -> tensor<8x8x64xf32>
    %389 = tensor.empty() : tensor<8x8x64xf32>
    %390 = linalg.generic {indexing_maps = [#map6, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg34, %388 : tensor<64xf32>, tensor<8x8x64xf32>) outs(%389 : tensor<8x8x64xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %514 = arith.mulf %in, %in_172 : f32
      linalg.yield %514 : f32
    } -> tensor<8x8x64xf32>
    %391 = tensor.empty() : tensor<64x128xf32>
    %transposed_120 = linalg.transpose ins(%arg32 : tensor<128x64xf32>) outs(%391 : tensor<64x128xf32>) permutation = [1, 0] 
    %collapsed_121 = tensor.collapse_shape %390 [[0, 1], [2]] : tensor<8x8x64xf32> into tensor<64x64xf32>
    %392 = tensor.empty() : tensor<64x128xf32>
    %393 = linalg.fill ins(%cst : f32) outs(%392 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %394 = linalg.matmul ins(%collapsed_121, %transposed_120 : tensor<64x64xf32>, tensor<64x128xf32>) outs(%393 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %expanded_122 = tensor.expand_shape %394 [[0, 1], [2]] output_shape [8, 8, 128] : tensor<64x128xf32> into tensor<8x8x128xf32>
    %395 = tensor.empty() : tensor<8x8x128xf32>
    %396 = tensor.empty() : tensor<8x8x128xf32>
    %397 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_122 : tensor<8x8x128xf32>) outs(%396 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ugt, %in, %cst : f32
      %515 = arith.select %514, %in, %cst : f32
      linalg.yield %515 : f32
    } -> tensor<8x8x128xf32>
    %398 = tensor.empty() : tensor<128x64xf32>
    %transposed_123 = linalg.transpose ins(%arg33 : tensor<64x128xf32>) outs(%398 : tensor<128x64xf32>) permutation = [1, 0] 
    %collapsed_124 = tensor.collapse_shape %397 [[0, 1], [2]] : tensor<8x8x128xf32> into tensor<64x128xf32>
    %399 = linalg.matmul ins(%collapsed_124, %transposed_123 : tensor<64x128xf32>, tensor<128x64xf32>) outs(%246 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %expanded_125 = tensor.expand_shape %399 [[0, 1], [2]] output_shape [8, 8, 64] : tensor<64x64xf32> into tensor<8x8x64xf32>
    %400 = tensor.empty() : tensor<8x8x64xf32>
    %401 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%377, %expanded_125 : tensor<8x8x64xf32>, tensor<8x8x64xf32>) outs(%400 : tensor<8x8x64xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %514 = arith.addf %in, %in_172 : f32
      linalg.yield %514 : f32
    } -> tensor<8x8x64xf32>
    %402 = tensor.empty() : tensor<8x8x64xf32>
    %403 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%401 : tensor<8x8x64xf32>) outs(%402 : tensor<8x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %514 : f32
    } -> tensor<8x8x64xf32>
    %404 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%403 : tensor<8x8x64xf32>) outs(%232 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %out : f32
      linalg.yield %514 : f32
    } -> tensor<8x8x1xf32>
    %405 = tensor.empty() : tensor<8x8x1xf32>
    %406 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%404 : tensor<8x8x1xf32>) outs(%405 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_10 : f32
      linalg.yield %514 : f32
    } -> tensor<8x8x1xf32>
    %407 = tensor.empty() : tensor<8x8x1xf32>
    %408 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%406 : tensor<8x8x1xf32>) outs(%407 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_9 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<8x8x1xf32>
    %409 = tensor.empty() : tensor<8x8x1xf32>
    %410 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%408 : tensor<8x8x1xf32>) outs(%409 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<8x8x1xf32>
    %411 = tensor.empty() : tensor<8x8x64xf32>
    %412 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%401, %410 : tensor<8x8x64xf32>, tensor<8x8x1xf32>) outs(%411 : tensor<8x8x64xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %514 = arith.mulf %in, %in_172 : f32
      linalg.yield %514 : f32
    } -> tensor<8x8x64xf32>
    %413 = tensor.empty() : tensor<8x8x64xf32>
    %414 = linalg.generic {indexing_maps = [#map6, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg39, %412 : tensor<64xf32>, tensor<8x8x64xf32>) outs(%413 : tensor<8x8x64xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %514 = arith.mulf %in, %in_172 : f32
      linalg.yield %514 : f32
    } -> tensor<8x8x64xf32>
    %415 = tensor.empty() : tensor<64x64xf32>
    %transposed_126 = linalg.transpose ins(%arg35 : tensor<64x64xf32>) outs(%415 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_127 = tensor.collapse_shape %414 [[0, 1], [2]] : tensor<8x8x64xf32> into tensor<64x64xf32>
    %416 = linalg.matmul ins(%collapsed_127, %transposed_126 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%246 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %expanded_128 = tensor.expand_shape %416 [[0, 1], [2, 3]] output_shape [8, 8, 4, 16] : tensor<64x64xf32> into tensor<8x8x4x16xf32>
    %417 = tensor.empty() : tensor<8x4x8x16xf32>
    %transposed_129 = linalg.transpose ins(%expanded_128 : tensor<8x8x4x16xf32>) outs(%417 : tensor<8x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %418 = tensor.empty() : tensor<64x64xf32>
    %transposed_130 = linalg.transpose ins(%arg36 : tensor<64x64xf32>) outs(%418 : tensor<64x64xf32>) permutation = [1, 0] 
    %419 = linalg.matmul ins(%collapsed_127, %transposed_130 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%246 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %expanded_131 = tensor.expand_shape %419 [[0, 1], [2, 3]] output_shape [8, 8, 4, 16] : tensor<64x64xf32> into tensor<8x8x4x16xf32>
    %420 = tensor.empty() : tensor<64x64xf32>
    %transposed_132 = linalg.transpose ins(%arg37 : tensor<64x64xf32>) outs(%420 : tensor<64x64xf32>) permutation = [1, 0] 
    %421 = linalg.matmul ins(%collapsed_127, %transposed_132 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%246 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %expanded_133 = tensor.expand_shape %421 [[0, 1], [2, 3]] output_shape [8, 8, 4, 16] : tensor<64x64xf32> into tensor<8x8x4x16xf32>
    %422 = tensor.empty() : tensor<8x4x8x16xf32>
    %transposed_134 = linalg.transpose ins(%expanded_133 : tensor<8x8x4x16xf32>) outs(%422 : tensor<8x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_135 = linalg.transpose ins(%expanded_131 : tensor<8x8x4x16xf32>) outs(%287 : tensor<8x4x16x8xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_136 = tensor.collapse_shape %transposed_129 [[0, 1], [2], [3]] : tensor<8x4x8x16xf32> into tensor<32x8x16xf32>
    %collapsed_137 = tensor.collapse_shape %transposed_135 [[0, 1], [2], [3]] : tensor<8x4x16x8xf32> into tensor<32x16x8xf32>
    %423 = linalg.batch_matmul ins(%collapsed_136, %collapsed_137 : tensor<32x8x16xf32>, tensor<32x16x8xf32>) outs(%290 : tensor<32x8x8xf32>) -> tensor<32x8x8xf32>
    %expanded_138 = tensor.expand_shape %423 [[0, 1], [2], [3]] output_shape [8, 4, 8, 8] : tensor<32x8x8xf32> into tensor<8x4x8x8xf32>
    %424 = tensor.empty() : tensor<8x4x8x8xf32>
    %425 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_138, %286 : tensor<8x4x8x8xf32>, tensor<8x4x8x8xf32>) outs(%424 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %514 = arith.addf %in, %in_172 : f32
      linalg.yield %514 : f32
    } -> tensor<8x4x8x8xf32>
    %426:2 = linalg.generic {indexing_maps = [#map3, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%425 : tensor<8x4x8x8xf32>) outs(%297, %295 : tensor<8x4x8xf32>, tensor<8x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_172: i64):
      %514 = linalg.index 3 : index
      %515 = arith.index_cast %514 : index to i64
      %516 = arith.maximumf %in, %out : f32
      %517 = arith.cmpf ogt, %in, %out : f32
      %518 = arith.select %517, %515, %out_172 : i64
      linalg.yield %516, %518 : f32, i64
    } -> (tensor<8x4x8xf32>, tensor<8x4x8xi64>)
    %expanded_139 = tensor.expand_shape %426#0 [[0], [1], [2, 3]] output_shape [8, 4, 8, 1] : tensor<8x4x8xf32> into tensor<8x4x8x1xf32>
    %427 = tensor.empty() : tensor<8x4x8x8xf32>
    %428 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%425, %expanded_139 : tensor<8x4x8x8xf32>, tensor<8x4x8x1xf32>) outs(%427 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %514 = arith.subf %in, %in_172 : f32
      linalg.yield %514 : f32
    } -> tensor<8x4x8x8xf32>
    %429 = tensor.empty() : tensor<8x4x8x8xf32>
    %430 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%428 : tensor<8x4x8x8xf32>) outs(%429 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.exp %in : f32
      linalg.yield %514 : f32
    } -> tensor<8x4x8x8xf32>
    %431 = linalg.generic {indexing_maps = [#map3, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%430 : tensor<8x4x8x8xf32>) outs(%304 : tensor<8x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %out : f32
      linalg.yield %514 : f32
    } -> tensor<8x4x8x1xf32>
    %432 = tensor.empty() : tensor<8x4x8x8xf32>
    %433 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%430, %431 : tensor<8x4x8x8xf32>, tensor<8x4x8x1xf32>) outs(%432 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %514 = arith.divf %in, %in_172 : f32
      linalg.yield %514 : f32
    } -> tensor<8x4x8x8xf32>
    %434 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%425 : tensor<8x4x8x8xf32>) outs(%308 : tensor<8x4x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %514 = arith.extf %in : f32 to f64
      %515 = arith.cmpf oeq, %514, %cst_7 : f64
      linalg.yield %515 : i1
    } -> tensor<8x4x8x8xi1>
    %435 = linalg.generic {indexing_maps = [#map3, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%434 : tensor<8x4x8x8xi1>) outs(%312 : tensor<8x4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %514 = arith.andi %in, %out : i1
      linalg.yield %514 : i1
    } -> tensor<8x4x8x1xi1>
    %436 = linalg.generic {indexing_maps = [#map14, #map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%435, %cst_3, %433 : tensor<8x4x8x1xi1>, tensor<8x4x8x8xf32>, tensor<8x4x8x8xf32>) outs(%284 : tensor<8x4x8x8xf32>) {
    ^bb0(%in: i1, %in_172: f32, %in_173: f32, %out: f32):
      %514 = arith.select %in, %in_172, %in_173 : f32
      linalg.yield %514 : f32
    } -> tensor<8x4x8x8xf32>
    %collapsed_140 = tensor.collapse_shape %436 [[0, 1], [2], [3]] : tensor<8x4x8x8xf32> into tensor<32x8x8xf32>
    %collapsed_141 = tensor.collapse_shape %transposed_134 [[0, 1], [2], [3]] : tensor<8x4x8x16xf32> into tensor<32x8x16xf32>
    %437 = linalg.batch_matmul ins(%collapsed_140, %collapsed_141 : tensor<32x8x8xf32>, tensor<32x8x16xf32>) outs(%317 : tensor<32x8x16xf32>) -> tensor<32x8x16xf32>
    %expanded_142 = tensor.expand_shape %437 [[0, 1], [2], [3]] output_shape [8, 4, 8, 16] : tensor<32x8x16xf32> into tensor<8x4x8x16xf32>
    %438 = tensor.empty() : tensor<8x8x4x16xf32>
    %transposed_143 = linalg.transpose ins(%expanded_142 : tensor<8x4x8x16xf32>) outs(%438 : tensor<8x8x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_144 = tensor.collapse_shape %transposed_143 [[0], [1], [2, 3]] : tensor<8x8x4x16xf32> into tensor<8x8x64xf32>
    %439 = tensor.empty() : tensor<64x64xf32>
    %transposed_145 = linalg.transpose ins(%arg38 : tensor<64x64xf32>) outs(%439 : tensor<64x64xf32>) permutation = [1, 0] 
    %440 = tensor.empty() : tensor<8x64x64xf32>
    %441 = linalg.generic {indexing_maps = [#map15, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_145 : tensor<64x64xf32>) outs(%440 : tensor<8x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x64x64xf32>
    %442 = linalg.batch_matmul ins(%collapsed_144, %441 : tensor<8x8x64xf32>, tensor<8x64x64xf32>) outs(%325 : tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %443 = tensor.empty() : tensor<8x8x64xf32>
    %444 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%401, %442 : tensor<8x8x64xf32>, tensor<8x8x64xf32>) outs(%443 : tensor<8x8x64xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %514 = arith.addf %in, %in_172 : f32
      linalg.yield %514 : f32
    } -> tensor<8x8x64xf32>
    %445 = tensor.empty() : tensor<8x8x64xf32>
    %446 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%444 : tensor<8x8x64xf32>) outs(%445 : tensor<8x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %514 : f32
    } -> tensor<8x8x64xf32>
    %447 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%446 : tensor<8x8x64xf32>) outs(%232 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %out : f32
      linalg.yield %514 : f32
    } -> tensor<8x8x1xf32>
    %448 = tensor.empty() : tensor<8x8x1xf32>
    %449 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%447 : tensor<8x8x1xf32>) outs(%448 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_10 : f32
      linalg.yield %514 : f32
    } -> tensor<8x8x1xf32>
    %450 = tensor.empty() : tensor<8x8x1xf32>
    %451 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%449 : tensor<8x8x1xf32>) outs(%450 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_9 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<8x8x1xf32>
    %452 = tensor.empty() : tensor<8x8x1xf32>
    %453 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%451 : tensor<8x8x1xf32>) outs(%452 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<8x8x1xf32>
    %454 = tensor.empty() : tensor<8x8x64xf32>
    %455 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%444, %453 : tensor<8x8x64xf32>, tensor<8x8x1xf32>) outs(%454 : tensor<8x8x64xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %514 = arith.mulf %in, %in_172 : f32
      linalg.yield %514 : f32
    } -> tensor<8x8x64xf32>
    %456 = tensor.empty() : tensor<8x8x64xf32>
    %457 = linalg.generic {indexing_maps = [#map6, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg44, %455 : tensor<64xf32>, tensor<8x8x64xf32>) outs(%456 : tensor<8x8x64xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %514 = arith.mulf %in, %in_172 : f32
      linalg.yield %514 : f32
    } -> tensor<8x8x64xf32>
    %458 = tensor.empty() : tensor<64x64xf32>
    %transposed_146 = linalg.transpose ins(%arg40 : tensor<64x64xf32>) outs(%458 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_147 = tensor.collapse_shape %457 [[0, 1], [2]] : tensor<8x8x64xf32> into tensor<64x64xf32>
    %459 = linalg.matmul ins(%collapsed_147, %transposed_146 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%246 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %expanded_148 = tensor.expand_shape %459 [[0, 1], [2, 3]] output_shape [8, 8, 4, 16] : tensor<64x64xf32> into tensor<8x8x4x16xf32>
    %460 = tensor.empty() : tensor<8x4x8x16xf32>
    %transposed_149 = linalg.transpose ins(%expanded_148 : tensor<8x8x4x16xf32>) outs(%460 : tensor<8x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %461 = tensor.empty() : tensor<64x64xf32>
    %transposed_150 = linalg.transpose ins(%arg41 : tensor<64x64xf32>) outs(%461 : tensor<64x64xf32>) permutation = [1, 0] 
    %462 = linalg.matmul ins(%collapsed_104, %transposed_150 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%29 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_151 = tensor.expand_shape %462 [[0, 1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<128x64xf32> into tensor<8x16x4x16xf32>
    %463 = tensor.empty() : tensor<64x64xf32>
    %transposed_152 = linalg.transpose ins(%arg42 : tensor<64x64xf32>) outs(%463 : tensor<64x64xf32>) permutation = [1, 0] 
    %464 = linalg.matmul ins(%collapsed_104, %transposed_152 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%29 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_153 = tensor.expand_shape %464 [[0, 1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<128x64xf32> into tensor<8x16x4x16xf32>
    %465 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_154 = linalg.transpose ins(%expanded_153 : tensor<8x16x4x16xf32>) outs(%465 : tensor<8x4x16x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_155 = linalg.transpose ins(%expanded_151 : tensor<8x16x4x16xf32>) outs(%31 : tensor<8x4x16x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_156 = tensor.collapse_shape %transposed_149 [[0, 1], [2], [3]] : tensor<8x4x8x16xf32> into tensor<32x8x16xf32>
    %collapsed_157 = tensor.collapse_shape %transposed_155 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %466 = linalg.batch_matmul ins(%collapsed_156, %collapsed_157 : tensor<32x8x16xf32>, tensor<32x16x16xf32>) outs(%317 : tensor<32x8x16xf32>) -> tensor<32x8x16xf32>
    %expanded_158 = tensor.expand_shape %466 [[0, 1], [2], [3]] output_shape [8, 4, 8, 16] : tensor<32x8x16xf32> into tensor<8x4x8x16xf32>
    %467 = tensor.empty() : tensor<8x4x8x16xf32>
    %468 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_158, %351 : tensor<8x4x8x16xf32>, tensor<8x4x8x16xf32>) outs(%467 : tensor<8x4x8x16xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %514 = arith.addf %in, %in_172 : f32
      linalg.yield %514 : f32
    } -> tensor<8x4x8x16xf32>
    %469:2 = linalg.generic {indexing_maps = [#map3, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%468 : tensor<8x4x8x16xf32>) outs(%297, %295 : tensor<8x4x8xf32>, tensor<8x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_172: i64):
      %514 = linalg.index 3 : index
      %515 = arith.index_cast %514 : index to i64
      %516 = arith.maximumf %in, %out : f32
      %517 = arith.cmpf ogt, %in, %out : f32
      %518 = arith.select %517, %515, %out_172 : i64
      linalg.yield %516, %518 : f32, i64
    } -> (tensor<8x4x8xf32>, tensor<8x4x8xi64>)
    %expanded_159 = tensor.expand_shape %469#0 [[0], [1], [2, 3]] output_shape [8, 4, 8, 1] : tensor<8x4x8xf32> into tensor<8x4x8x1xf32>
    %470 = tensor.empty() : tensor<8x4x8x16xf32>
    %471 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%468, %expanded_159 : tensor<8x4x8x16xf32>, tensor<8x4x8x1xf32>) outs(%470 : tensor<8x4x8x16xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %514 = arith.subf %in, %in_172 : f32
      linalg.yield %514 : f32
    } -> tensor<8x4x8x16xf32>
    %472 = tensor.empty() : tensor<8x4x8x16xf32>
    %473 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%471 : tensor<8x4x8x16xf32>) outs(%472 : tensor<8x4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.exp %in : f32
      linalg.yield %514 : f32
    } -> tensor<8x4x8x16xf32>
    %474 = linalg.generic {indexing_maps = [#map3, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%473 : tensor<8x4x8x16xf32>) outs(%304 : tensor<8x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %out : f32
      linalg.yield %514 : f32
    } -> tensor<8x4x8x1xf32>
    %475 = tensor.empty() : tensor<8x4x8x16xf32>
    %476 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%473, %474 : tensor<8x4x8x16xf32>, tensor<8x4x8x1xf32>) outs(%475 : tensor<8x4x8x16xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %514 = arith.divf %in, %in_172 : f32
      linalg.yield %514 : f32
    } -> tensor<8x4x8x16xf32>
    %477 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%468 : tensor<8x4x8x16xf32>) outs(%364 : tensor<8x4x8x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %514 = arith.extf %in : f32 to f64
      %515 = arith.cmpf oeq, %514, %cst_7 : f64
      linalg.yield %515 : i1
    } -> tensor<8x4x8x16xi1>
    %478 = linalg.generic {indexing_maps = [#map3, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%477 : tensor<8x4x8x16xi1>) outs(%312 : tensor<8x4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %514 = arith.andi %in, %out : i1
      linalg.yield %514 : i1
    } -> tensor<8x4x8x1xi1>
    %479 = linalg.generic {indexing_maps = [#map14, #map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%478, %cst_1, %476 : tensor<8x4x8x1xi1>, tensor<8x4x8x16xf32>, tensor<8x4x8x16xf32>) outs(%248 : tensor<8x4x8x16xf32>) {
    ^bb0(%in: i1, %in_172: f32, %in_173: f32, %out: f32):
      %514 = arith.select %in, %in_172, %in_173 : f32
      linalg.yield %514 : f32
    } -> tensor<8x4x8x16xf32>
    %collapsed_160 = tensor.collapse_shape %479 [[0, 1], [2], [3]] : tensor<8x4x8x16xf32> into tensor<32x8x16xf32>
    %collapsed_161 = tensor.collapse_shape %transposed_154 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %480 = linalg.batch_matmul ins(%collapsed_160, %collapsed_161 : tensor<32x8x16xf32>, tensor<32x16x16xf32>) outs(%317 : tensor<32x8x16xf32>) -> tensor<32x8x16xf32>
    %expanded_162 = tensor.expand_shape %480 [[0, 1], [2], [3]] output_shape [8, 4, 8, 16] : tensor<32x8x16xf32> into tensor<8x4x8x16xf32>
    %transposed_163 = linalg.transpose ins(%expanded_162 : tensor<8x4x8x16xf32>) outs(%319 : tensor<8x8x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_164 = tensor.collapse_shape %transposed_163 [[0], [1], [2, 3]] : tensor<8x8x4x16xf32> into tensor<8x8x64xf32>
    %transposed_165 = linalg.transpose ins(%arg43 : tensor<64x64xf32>) outs(%25 : tensor<64x64xf32>) permutation = [1, 0] 
    %481 = linalg.generic {indexing_maps = [#map15, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_165 : tensor<64x64xf32>) outs(%107 : tensor<8x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x64x64xf32>
    %482 = linalg.batch_matmul ins(%collapsed_164, %481 : tensor<8x8x64xf32>, tensor<8x64x64xf32>) outs(%325 : tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
    %483 = tensor.empty() : tensor<8x8x64xf32>
    %484 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%444, %482 : tensor<8x8x64xf32>, tensor<8x8x64xf32>) outs(%483 : tensor<8x8x64xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %514 = arith.addf %in, %in_172 : f32
      linalg.yield %514 : f32
    } -> tensor<8x8x64xf32>
    %485 = tensor.empty() : tensor<8x8x64xf32>
    %486 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%484 : tensor<8x8x64xf32>) outs(%485 : tensor<8x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %514 : f32
    } -> tensor<8x8x64xf32>
    %487 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%486 : tensor<8x8x64xf32>) outs(%232 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %out : f32
      linalg.yield %514 : f32
    } -> tensor<8x8x1xf32>
    %488 = tensor.empty() : tensor<8x8x1xf32>
    %489 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%487 : tensor<8x8x1xf32>) outs(%488 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_10 : f32
      linalg.yield %514 : f32
    } -> tensor<8x8x1xf32>
    %490 = tensor.empty() : tensor<8x8x1xf32>
    %491 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%489 : tensor<8x8x1xf32>) outs(%490 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_9 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<8x8x1xf32>
    %492 = tensor.empty() : tensor<8x8x1xf32>
    %493 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%491 : tensor<8x8x1xf32>) outs(%492 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<8x8x1xf32>
    %494 = tensor.empty() : tensor<8x8x64xf32>
    %495 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%484, %493 : tensor<8x8x64xf32>, tensor<8x8x1xf32>) outs(%494 : tensor<8x8x64xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %514 = arith.mulf %in, %in_172 : f32
      linalg.yield %514 : f32
    } -> tensor<8x8x64xf32>
    %496 = tensor.empty() : tensor<8x8x64xf32>
    %497 = linalg.generic {indexing_maps = [#map6, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg47, %495 : tensor<64xf32>, tensor<8x8x64xf32>) outs(%496 : tensor<8x8x64xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %514 = arith.mulf %in, %in_172 : f32
      linalg.yield %514 : f32
    } -> tensor<8x8x64xf32>
    %transposed_166 = linalg.transpose ins(%arg45 : tensor<128x64xf32>) outs(%128 : tensor<64x128xf32>) permutation = [1, 0] 
    %collapsed_167 = tensor.collapse_shape %497 [[0, 1], [2]] : tensor<8x8x64xf32> into tensor<64x64xf32>
    %498 = linalg.matmul ins(%collapsed_167, %transposed_166 : tensor<64x64xf32>, tensor<64x128xf32>) outs(%393 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %expanded_168 = tensor.expand_shape %498 [[0, 1], [2]] output_shape [8, 8, 128] : tensor<64x128xf32> into tensor<8x8x128xf32>
    %499 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_168 : tensor<8x8x128xf32>) outs(%395 : tensor<8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ugt, %in, %cst : f32
      %515 = arith.select %514, %in, %cst : f32
      linalg.yield %515 : f32
    } -> tensor<8x8x128xf32>
    %transposed_169 = linalg.transpose ins(%arg46 : tensor<64x128xf32>) outs(%27 : tensor<128x64xf32>) permutation = [1, 0] 
    %collapsed_170 = tensor.collapse_shape %499 [[0, 1], [2]] : tensor<8x8x128xf32> into tensor<64x128xf32>
    %500 = linalg.matmul ins(%collapsed_170, %transposed_169 : tensor<64x128xf32>, tensor<128x64xf32>) outs(%246 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %expanded_171 = tensor.expand_shape %500 [[0, 1], [2]] output_shape [8, 8, 64] : tensor<64x64xf32> into tensor<8x8x64xf32>
    %501 = tensor.empty() : tensor<8x8x64xf32>
    %502 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%484, %expanded_171 : tensor<8x8x64xf32>, tensor<8x8x64xf32>) outs(%501 : tensor<8x8x64xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %514 = arith.addf %in, %in_172 : f32
      linalg.yield %514 : f32
    } -> tensor<8x8x64xf32>
    %503 = tensor.empty() : tensor<8x8x64xf32>
    %504 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%502 : tensor<8x8x64xf32>) outs(%503 : tensor<8x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %514 : f32
    } -> tensor<8x8x64xf32>
    %505 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%504 : tensor<8x8x64xf32>) outs(%232 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %out : f32
      linalg.yield %514 : f32
    } -> tensor<8x8x1xf32>
    %506 = tensor.empty() : tensor<8x8x1xf32>
    %507 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%505 : tensor<8x8x1xf32>) outs(%506 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_10 : f32
      linalg.yield %514 : f32
    } -> tensor<8x8x1xf32>
    %508 = tensor.empty() : tensor<8x8x1xf32>
    %509 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%507 : tensor<8x8x1xf32>) outs(%508 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_9 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<8x8x1xf32>
    %510 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%509 : tensor<8x8x1xf32>) outs(%230 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<8x8x1xf32>
    %511 = tensor.empty() : tensor<8x8x64xf32>
    %512 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%502, %510 : tensor<8x8x64xf32>, tensor<8x8x1xf32>) outs(%511 : tensor<8x8x64xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %514 = arith.mulf %in, %in_172 : f32
      linalg.yield %514 : f32
    } -> tensor<8x8x64xf32>
    %513 = linalg.generic {indexing_maps = [#map6, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg48, %512 : tensor<64xf32>, tensor<8x8x64xf32>) outs(%215 : tensor<8x8x64xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %514 = arith.mulf %in, %in_172 : f32
      linalg.yield %514 : f32
    } -> tensor<8x8x64xf32>
    return %513 : tensor<8x8x64xf32>
  }
}

