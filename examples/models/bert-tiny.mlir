// Model zoo: bert-tiny, exported by examples/models/regenerate.sh (zoo.py); random weights.
// Arguments: the inputs, then every parameter/buffer (cleave.name = its name). {"inputs": ["input_ids"], "parameters": 37}
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map4 = affine_map<(d0, d1, d2) -> (d2)>
#map5 = affine_map<(d0, d1) -> (d0, d1)>
#map6 = affine_map<(d0) -> (d0)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> ()>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>
#map10 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map11 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, 0)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map13 = affine_map<(d0, d1) -> (d1)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @forward(%arg0: tensor<8x16xi64> {cleave.name = "input_ids"}, %arg1: tensor<256x64xf32> {cleave.name = "embeddings.word_embeddings.weight"}, %arg2: tensor<32x64xf32> {cleave.name = "embeddings.position_embeddings.weight"}, %arg3: tensor<2x64xf32> {cleave.name = "embeddings.token_type_embeddings.weight"}, %arg4: tensor<64xf32> {cleave.name = "embeddings.LayerNorm.weight"}, %arg5: tensor<64xf32> {cleave.name = "embeddings.LayerNorm.bias"}, %arg6: tensor<64x64xf32> {cleave.name = "encoder.layer.0.attention.self.query.weight"}, %arg7: tensor<64xf32> {cleave.name = "encoder.layer.0.attention.self.query.bias"}, %arg8: tensor<64x64xf32> {cleave.name = "encoder.layer.0.attention.self.key.weight"}, %arg9: tensor<64xf32> {cleave.name = "encoder.layer.0.attention.self.key.bias"}, %arg10: tensor<64x64xf32> {cleave.name = "encoder.layer.0.attention.self.value.weight"}, %arg11: tensor<64xf32> {cleave.name = "encoder.layer.0.attention.self.value.bias"}, %arg12: tensor<64x64xf32> {cleave.name = "encoder.layer.0.attention.output.dense.weight"}, %arg13: tensor<64xf32> {cleave.name = "encoder.layer.0.attention.output.dense.bias"}, %arg14: tensor<64xf32> {cleave.name = "encoder.layer.0.attention.output.LayerNorm.weight"}, %arg15: tensor<64xf32> {cleave.name = "encoder.layer.0.attention.output.LayerNorm.bias"}, %arg16: tensor<128x64xf32> {cleave.name = "encoder.layer.0.intermediate.dense.weight"}, %arg17: tensor<128xf32> {cleave.name = "encoder.layer.0.intermediate.dense.bias"}, %arg18: tensor<64x128xf32> {cleave.name = "encoder.layer.0.output.dense.weight"}, %arg19: tensor<64xf32> {cleave.name = "encoder.layer.0.output.dense.bias"}, %arg20: tensor<64xf32> {cleave.name = "encoder.layer.0.output.LayerNorm.weight"}, %arg21: tensor<64xf32> {cleave.name = "encoder.layer.0.output.LayerNorm.bias"}, %arg22: tensor<64x64xf32> {cleave.name = "encoder.layer.1.attention.self.query.weight"}, %arg23: tensor<64xf32> {cleave.name = "encoder.layer.1.attention.self.query.bias"}, %arg24: tensor<64x64xf32> {cleave.name = "encoder.layer.1.attention.self.key.weight"}, %arg25: tensor<64xf32> {cleave.name = "encoder.layer.1.attention.self.key.bias"}, %arg26: tensor<64x64xf32> {cleave.name = "encoder.layer.1.attention.self.value.weight"}, %arg27: tensor<64xf32> {cleave.name = "encoder.layer.1.attention.self.value.bias"}, %arg28: tensor<64x64xf32> {cleave.name = "encoder.layer.1.attention.output.dense.weight"}, %arg29: tensor<64xf32> {cleave.name = "encoder.layer.1.attention.output.dense.bias"}, %arg30: tensor<64xf32> {cleave.name = "encoder.layer.1.attention.output.LayerNorm.weight"}, %arg31: tensor<64xf32> {cleave.name = "encoder.layer.1.attention.output.LayerNorm.bias"}, %arg32: tensor<128x64xf32> {cleave.name = "encoder.layer.1.intermediate.dense.weight"}, %arg33: tensor<128xf32> {cleave.name = "encoder.layer.1.intermediate.dense.bias"}, %arg34: tensor<64x128xf32> {cleave.name = "encoder.layer.1.output.dense.weight"}, %arg35: tensor<64xf32> {cleave.name = "encoder.layer.1.output.dense.bias"}, %arg36: tensor<64xf32> {cleave.name = "encoder.layer.1.output.LayerNorm.weight"}, %arg37: tensor<64xf32> {cleave.name = "encoder.layer.1.output.LayerNorm.bias"}) -> tensor<8x16x64xf32> {
    %c0_i64 = arith.constant 0 : i64
    %c16_i64 = arith.constant 16 : i64
    %c32 = arith.constant 32 : index
    %c256 = arith.constant 256 : index
    %c2 = arith.constant 2 : index
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %cst_4 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_6 = arith.constant dense<true> : tensor<i1>
    %cst_7 = arith.constant 0.17677669529663689 : f64
    %cst_8 = arith.constant 9.9999999999999998E-13 : f64
    %cst_9 = arith.constant 6.400000e+01 : f64
    %cst_10 = arith.constant 6.400000e+01 : f32
    %cst_11 = arith.constant 1.41421354 : f32
    %c8_i64 = arith.constant 8 : i64
    %cst_12 = arith.constant dense_resource<torch_tensor_8_16_torch.int64_1> : tensor<8x16xi64>
    %cst_13 = arith.constant dense_resource<torch_tensor_8_16_torch.int64> : tensor<8x16xi64>
    %cst_14 = arith.constant dense_resource<torch_tensor_1_32_torch.int64> : tensor<1x32xi64>
    %extracted_slice = tensor.extract_slice %cst_14[0, 0] [1, 16] [1, 1] : tensor<1x32xi64> to tensor<1x16xi64>
    %0 = tensor.empty() : tensor<8x16x64xf32>
    %1 = tensor.empty() : tensor<8x16x64xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<8x16xi64>) outs(%1 : tensor<8x16x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %309 = arith.index_cast %in : i64 to index
      %310 = linalg.index 2 : index
      %311 = arith.cmpi slt, %309, %c256 : index
      cf.assert %311, "index must be smaller than dim size"
      %312 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %312, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%309, %310] : tensor<256x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x16x64xf32>
    %3 = tensor.empty() : tensor<8x16x64xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_13 : tensor<8x16xi64>) outs(%3 : tensor<8x16x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %309 = arith.index_cast %in : i64 to index
      %310 = linalg.index 2 : index
      %311 = arith.cmpi slt, %309, %c2 : index
      cf.assert %311, "index must be smaller than dim size"
      %312 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %312, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg3[%309, %310] : tensor<2x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x16x64xf32>
    %5 = tensor.empty() : tensor<8x16x64xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %4 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%5 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %309 = arith.addf %in, %in_69 : f32
      linalg.yield %309 : f32
    } -> tensor<8x16x64xf32>
    %7 = tensor.empty() : tensor<1x16x64xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice : tensor<1x16xi64>) outs(%7 : tensor<1x16x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %309 = arith.index_cast %in : i64 to index
      %310 = linalg.index 2 : index
      %311 = arith.cmpi slt, %309, %c32 : index
      cf.assert %311, "index must be smaller than dim size"
      %312 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %312, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg2[%309, %310] : tensor<32x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x16x64xf32>
    %9 = tensor.empty() : tensor<8x16x64xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %8 : tensor<8x16x64xf32>, tensor<1x16x64xf32>) outs(%9 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %309 = arith.addf %in, %in_69 : f32
      linalg.yield %309 : f32
    } -> tensor<8x16x64xf32>
    %11 = tensor.empty() : tensor<8x16x64xf64>
    %12 = tensor.empty() : tensor<8x16x64xf64>
    %13 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10 : tensor<8x16x64xf32>) outs(%12 : tensor<8x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %309 = arith.extf %in : f32 to f64
      linalg.yield %309 : f64
    } -> tensor<8x16x64xf64>
    %14 = tensor.empty() : tensor<8x16x1xf64>
    %15 = tensor.empty() : tensor<8x16x1xf64>
    %16 = linalg.fill ins(%cst : f64) outs(%15 : tensor<8x16x1xf64>) -> tensor<8x16x1xf64>
    %17 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%13 : tensor<8x16x64xf64>) outs(%16 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %309 = arith.addf %in, %out : f64
      linalg.yield %309 : f64
    } -> tensor<8x16x1xf64>
    %18 = tensor.empty() : tensor<8x16x1xf64>
    %19 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17 : tensor<8x16x1xf64>) outs(%18 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %309 = arith.divf %in, %cst_9 : f64
      linalg.yield %309 : f64
    } -> tensor<8x16x1xf64>
    %20 = tensor.empty() : tensor<8x16x64xf64>
    %21 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13, %19 : tensor<8x16x64xf64>, tensor<8x16x1xf64>) outs(%20 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_69: f64, %out: f64):
      %309 = arith.subf %in, %in_69 : f64
      linalg.yield %309 : f64
    } -> tensor<8x16x64xf64>
    %22 = tensor.empty() : tensor<8x16x64xf64>
    %23 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21, %21 : tensor<8x16x64xf64>, tensor<8x16x64xf64>) outs(%22 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_69: f64, %out: f64):
      %309 = arith.mulf %in, %in_69 : f64
      linalg.yield %309 : f64
    } -> tensor<8x16x64xf64>
    %24 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%23 : tensor<8x16x64xf64>) outs(%16 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %309 = arith.addf %in, %out : f64
      linalg.yield %309 : f64
    } -> tensor<8x16x1xf64>
    %25 = tensor.empty() : tensor<8x16x1xf64>
    %26 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24 : tensor<8x16x1xf64>) outs(%25 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %309 = arith.divf %in, %cst_9 : f64
      linalg.yield %309 : f64
    } -> tensor<8x16x1xf64>
    %27 = tensor.empty() : tensor<8x16x1xf32>
    %28 = tensor.empty() : tensor<8x16x1xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<8x16x1xf64>) outs(%28 : tensor<8x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %309 = arith.truncf %in : f64 to f32
      linalg.yield %309 : f32
    } -> tensor<8x16x1xf32>
    %30 = tensor.empty() : tensor<8x16x1xf32>
    %31 = linalg.fill ins(%cst_0 : f32) outs(%30 : tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%10 : tensor<8x16x64xf32>) outs(%31 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.addf %in, %out : f32
      linalg.yield %309 : f32
    } -> tensor<8x16x1xf32>
    %33 = tensor.empty() : tensor<8x16x1xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32 : tensor<8x16x1xf32>) outs(%33 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.divf %in, %cst_10 : f32
      linalg.yield %309 : f32
    } -> tensor<8x16x1xf32>
    %35 = tensor.empty() : tensor<8x16x1xf32>
    %36 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<8x16x1xf32>) outs(%35 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.truncf %cst_8 : f64 to f32
      %310 = arith.addf %in, %309 : f32
      linalg.yield %310 : f32
    } -> tensor<8x16x1xf32>
    %37 = tensor.empty() : tensor<8x16x1xf32>
    %38 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36 : tensor<8x16x1xf32>) outs(%37 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = math.rsqrt %in : f32
      linalg.yield %309 : f32
    } -> tensor<8x16x1xf32>
    %39 = tensor.empty() : tensor<8x16x64xf32>
    %40 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %34 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%39 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %309 = arith.subf %in, %in_69 : f32
      linalg.yield %309 : f32
    } -> tensor<8x16x64xf32>
    %41 = tensor.empty() : tensor<8x16x64xf32>
    %42 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40, %38 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%41 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %309 = arith.mulf %in, %in_69 : f32
      linalg.yield %309 : f32
    } -> tensor<8x16x64xf32>
    %43 = tensor.empty() : tensor<8x16x64xf32>
    %44 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%42, %arg4 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%43 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %309 = arith.mulf %in, %in_69 : f32
      linalg.yield %309 : f32
    } -> tensor<8x16x64xf32>
    %45 = tensor.empty() : tensor<8x16x64xf32>
    %46 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%44, %arg5 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%45 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %309 = arith.addf %in, %in_69 : f32
      linalg.yield %309 : f32
    } -> tensor<8x16x64xf32>
    %47 = tensor.empty() : tensor<8x16xi1>
    %48 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%cst_12 : tensor<8x16xi64>) outs(%47 : tensor<8x16xi1>) {
    ^bb0(%in: i64, %out: i1):
      %309 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %309 : i1
    } -> tensor<8x16xi1>
    %49 = tensor.empty() : tensor<8xi64>
    %50 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel"]} outs(%49 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %309 = linalg.index 0 : index
      %310 = arith.index_cast %309 : index to i64
      linalg.yield %310 : i64
    } -> tensor<8xi64>
    %51 = tensor.empty() : tensor<16xi64>
    %52 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel"]} outs(%51 : tensor<16xi64>) {
    ^bb0(%out: i64):
      %309 = linalg.index 0 : index
      %310 = arith.index_cast %309 : index to i64
      linalg.yield %310 : i64
    } -> tensor<16xi64>
    %expanded = tensor.expand_shape %50 [[0, 1, 2, 3]] output_shape [8, 1, 1, 1] : tensor<8xi64> into tensor<8x1x1x1xi64>
    %expanded_15 = tensor.expand_shape %52 [[0, 1, 2, 3]] output_shape [1, 1, 16, 1] : tensor<16xi64> into tensor<1x1x16x1xi64>
    %expanded_16 = tensor.expand_shape %52 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] : tensor<16xi64> into tensor<1x1x1x16xi64>
    %53 = tensor.empty() : tensor<1x1x16x1xi1>
    %54 = tensor.empty() : tensor<1x1x16x1xi1>
    %55 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_15 : tensor<1x1x16x1xi64>) outs(%54 : tensor<1x1x16x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %309 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %309 : i1
    } -> tensor<1x1x16x1xi1>
    %56 = linalg.generic {indexing_maps = [#map8, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_6, %55 : tensor<i1>, tensor<1x1x16x1xi1>) outs(%53 : tensor<1x1x16x1xi1>) {
    ^bb0(%in: i1, %in_69: i1, %out: i1):
      %309 = arith.andi %in, %in_69 : i1
      linalg.yield %309 : i1
    } -> tensor<1x1x16x1xi1>
    %57 = tensor.empty() : tensor<8x1x1x16xi1>
    %58 = linalg.generic {indexing_maps = [#map9, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_16 : tensor<8x1x1x1xi64>, tensor<1x1x1x16xi64>) outs(%57 : tensor<8x1x1x16xi1>) {
    ^bb0(%in: i64, %in_69: i64, %out: i1):
      %309 = arith.cmpi slt, %in, %c0_i64 : i64
      %310 = arith.addi %in, %c8_i64 : i64
      %311 = arith.select %309, %310, %in : i64
      %312 = arith.index_cast %311 : i64 to index
      %313 = arith.cmpi slt, %in_69, %c0_i64 : i64
      %314 = arith.addi %in_69, %c16_i64 : i64
      %315 = arith.select %313, %314, %in_69 : i64
      %316 = arith.index_cast %315 : i64 to index
      %extracted = tensor.extract %48[%312, %316] : tensor<8x16xi1>
      linalg.yield %extracted : i1
    } -> tensor<8x1x1x16xi1>
    %59 = tensor.empty() : tensor<8x1x16x16xi1>
    %60 = linalg.generic {indexing_maps = [#map11, #map12, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %58 : tensor<1x1x16x1xi1>, tensor<8x1x1x16xi1>) outs(%59 : tensor<8x1x16x16xi1>) {
    ^bb0(%in: i1, %in_69: i1, %out: i1):
      %309 = arith.andi %in, %in_69 : i1
      linalg.yield %309 : i1
    } -> tensor<8x1x16x16xi1>
    %61 = tensor.empty() : tensor<8x1x16x16xf32>
    %62 = linalg.generic {indexing_maps = [#map7, #map8, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60, %cst_5, %cst_4 : tensor<8x1x16x16xi1>, tensor<f32>, tensor<f32>) outs(%61 : tensor<8x1x16x16xf32>) {
    ^bb0(%in: i1, %in_69: f32, %in_70: f32, %out: f32):
      %309 = arith.select %in, %in_69, %in_70 : f32
      linalg.yield %309 : f32
    } -> tensor<8x1x16x16xf32>
    %collapsed = tensor.collapse_shape %46 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %63 = tensor.empty() : tensor<64x64xf32>
    %64 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg6 : tensor<64x64xf32>) outs(%64 : tensor<64x64xf32>) permutation = [1, 0] 
    %65 = tensor.empty() : tensor<128x64xf32>
    %66 = tensor.empty() : tensor<128x64xf32>
    %67 = linalg.fill ins(%cst_0 : f32) outs(%66 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %68 = linalg.matmul ins(%collapsed, %transposed : tensor<128x64xf32>, tensor<64x64xf32>) outs(%67 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %69 = tensor.empty() : tensor<128x64xf32>
    %70 = linalg.generic {indexing_maps = [#map13, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<64xf32>) outs(%69 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %71 = tensor.empty() : tensor<128x64xf32>
    %72 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%68, %70 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%71 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %309 = arith.addf %in, %in_69 : f32
      linalg.yield %309 : f32
    } -> tensor<128x64xf32>
    %expanded_17 = tensor.expand_shape %72 [[0, 1], [2, 3]] output_shape [8, 16, 2, 32] : tensor<128x64xf32> into tensor<8x16x2x32xf32>
    %73 = tensor.empty() : tensor<8x2x16x32xf32>
    %74 = tensor.empty() : tensor<8x2x16x32xf32>
    %transposed_18 = linalg.transpose ins(%expanded_17 : tensor<8x16x2x32xf32>) outs(%74 : tensor<8x2x16x32xf32>) permutation = [0, 2, 1, 3] 
    %75 = tensor.empty() : tensor<64x64xf32>
    %transposed_19 = linalg.transpose ins(%arg8 : tensor<64x64xf32>) outs(%75 : tensor<64x64xf32>) permutation = [1, 0] 
    %76 = linalg.matmul ins(%collapsed, %transposed_19 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%67 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %77 = tensor.empty() : tensor<128x64xf32>
    %78 = linalg.generic {indexing_maps = [#map13, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg9 : tensor<64xf32>) outs(%77 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %79 = tensor.empty() : tensor<128x64xf32>
    %80 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%76, %78 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%79 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %309 = arith.addf %in, %in_69 : f32
      linalg.yield %309 : f32
    } -> tensor<128x64xf32>
    %expanded_20 = tensor.expand_shape %80 [[0, 1], [2, 3]] output_shape [8, 16, 2, 32] : tensor<128x64xf32> into tensor<8x16x2x32xf32>
    %81 = tensor.empty() : tensor<64x64xf32>
    %transposed_21 = linalg.transpose ins(%arg10 : tensor<64x64xf32>) outs(%81 : tensor<64x64xf32>) permutation = [1, 0] 
    %82 = linalg.matmul ins(%collapsed, %transposed_21 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%67 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %83 = tensor.empty() : tensor<128x64xf32>
    %84 = linalg.generic {indexing_maps = [#map13, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<64xf32>) outs(%83 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %85 = tensor.empty() : tensor<128x64xf32>
    %86 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%82, %84 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%85 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %309 = arith.addf %in, %in_69 : f32
      linalg.yield %309 : f32
    } -> tensor<128x64xf32>
    %expanded_22 = tensor.expand_shape %86 [[0, 1], [2, 3]] output_shape [8, 16, 2, 32] : tensor<128x64xf32> into tensor<8x16x2x32xf32>
    %87 = tensor.empty() : tensor<8x2x16x32xf32>
    %transposed_23 = linalg.transpose ins(%expanded_22 : tensor<8x16x2x32xf32>) outs(%87 : tensor<8x2x16x32xf32>) permutation = [0, 2, 1, 3] 
    %88 = tensor.empty() : tensor<8x2x32x16xf32>
    %89 = tensor.empty() : tensor<8x2x32x16xf32>
    %transposed_24 = linalg.transpose ins(%expanded_20 : tensor<8x16x2x32xf32>) outs(%89 : tensor<8x2x32x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_25 = tensor.collapse_shape %transposed_18 [[0, 1], [2], [3]] : tensor<8x2x16x32xf32> into tensor<16x16x32xf32>
    %collapsed_26 = tensor.collapse_shape %transposed_24 [[0, 1], [2], [3]] : tensor<8x2x32x16xf32> into tensor<16x32x16xf32>
    %90 = tensor.empty() : tensor<16x16x16xf32>
    %91 = linalg.fill ins(%cst_0 : f32) outs(%90 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %92 = linalg.batch_matmul ins(%collapsed_25, %collapsed_26 : tensor<16x16x32xf32>, tensor<16x32x16xf32>) outs(%91 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %expanded_27 = tensor.expand_shape %92 [[0, 1], [2], [3]] output_shape [8, 2, 16, 16] : tensor<16x16x16xf32> into tensor<8x2x16x16xf32>
    %93 = tensor.empty() : tensor<8x2x16x16xf32>
    %94 = tensor.empty() : tensor<8x2x16x16xf32>
    %95 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_27 : tensor<8x2x16x16xf32>) outs(%94 : tensor<8x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.truncf %cst_7 : f64 to f32
      %310 = arith.mulf %in, %309 : f32
      linalg.yield %310 : f32
    } -> tensor<8x2x16x16xf32>
    %96 = tensor.empty() : tensor<8x2x16x16xf32>
    %97 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95, %62 : tensor<8x2x16x16xf32>, tensor<8x1x16x16xf32>) outs(%96 : tensor<8x2x16x16xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %309 = arith.addf %in, %in_69 : f32
      linalg.yield %309 : f32
    } -> tensor<8x2x16x16xf32>
    %98 = tensor.empty() : tensor<8x2x16xi64>
    %99 = linalg.fill ins(%c0_i64 : i64) outs(%98 : tensor<8x2x16xi64>) -> tensor<8x2x16xi64>
    %100 = tensor.empty() : tensor<8x2x16xf32>
    %101 = linalg.fill ins(%cst_1 : f32) outs(%100 : tensor<8x2x16xf32>) -> tensor<8x2x16xf32>
    %102:2 = linalg.generic {indexing_maps = [#map7, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%97 : tensor<8x2x16x16xf32>) outs(%101, %99 : tensor<8x2x16xf32>, tensor<8x2x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_69: i64):
      %309 = linalg.index 3 : index
      %310 = arith.index_cast %309 : index to i64
      %311 = arith.maximumf %in, %out : f32
      %312 = arith.cmpf ogt, %in, %out : f32
      %313 = arith.select %312, %310, %out_69 : i64
      linalg.yield %311, %313 : f32, i64
    } -> (tensor<8x2x16xf32>, tensor<8x2x16xi64>)
    %expanded_28 = tensor.expand_shape %102#0 [[0], [1], [2, 3]] output_shape [8, 2, 16, 1] : tensor<8x2x16xf32> into tensor<8x2x16x1xf32>
    %103 = tensor.empty() : tensor<8x2x16x16xf32>
    %104 = linalg.generic {indexing_maps = [#map7, #map16, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%97, %expanded_28 : tensor<8x2x16x16xf32>, tensor<8x2x16x1xf32>) outs(%103 : tensor<8x2x16x16xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %309 = arith.subf %in, %in_69 : f32
      linalg.yield %309 : f32
    } -> tensor<8x2x16x16xf32>
    %105 = tensor.empty() : tensor<8x2x16x16xf32>
    %106 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%104 : tensor<8x2x16x16xf32>) outs(%105 : tensor<8x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = math.exp %in : f32
      linalg.yield %309 : f32
    } -> tensor<8x2x16x16xf32>
    %107 = tensor.empty() : tensor<8x2x16x1xf32>
    %108 = linalg.fill ins(%cst_0 : f32) outs(%107 : tensor<8x2x16x1xf32>) -> tensor<8x2x16x1xf32>
    %109 = linalg.generic {indexing_maps = [#map7, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%106 : tensor<8x2x16x16xf32>) outs(%108 : tensor<8x2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.addf %in, %out : f32
      linalg.yield %309 : f32
    } -> tensor<8x2x16x1xf32>
    %110 = tensor.empty() : tensor<8x2x16x16xf32>
    %111 = linalg.generic {indexing_maps = [#map7, #map16, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106, %109 : tensor<8x2x16x16xf32>, tensor<8x2x16x1xf32>) outs(%110 : tensor<8x2x16x16xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %309 = arith.divf %in, %in_69 : f32
      linalg.yield %309 : f32
    } -> tensor<8x2x16x16xf32>
    %collapsed_29 = tensor.collapse_shape %111 [[0, 1], [2], [3]] : tensor<8x2x16x16xf32> into tensor<16x16x16xf32>
    %collapsed_30 = tensor.collapse_shape %transposed_23 [[0, 1], [2], [3]] : tensor<8x2x16x32xf32> into tensor<16x16x32xf32>
    %112 = tensor.empty() : tensor<16x16x32xf32>
    %113 = linalg.fill ins(%cst_0 : f32) outs(%112 : tensor<16x16x32xf32>) -> tensor<16x16x32xf32>
    %114 = linalg.batch_matmul ins(%collapsed_29, %collapsed_30 : tensor<16x16x16xf32>, tensor<16x16x32xf32>) outs(%113 : tensor<16x16x32xf32>) -> tensor<16x16x32xf32>
    %expanded_31 = tensor.expand_shape %114 [[0, 1], [2], [3]] output_shape [8, 2, 16, 32] : tensor<16x16x32xf32> into tensor<8x2x16x32xf32>
    %115 = tensor.empty() : tensor<8x16x2x32xf32>
    %116 = tensor.empty() : tensor<8x16x2x32xf32>
    %transposed_32 = linalg.transpose ins(%expanded_31 : tensor<8x2x16x32xf32>) outs(%116 : tensor<8x16x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_33 = tensor.collapse_shape %transposed_32 [[0, 1], [2, 3]] : tensor<8x16x2x32xf32> into tensor<128x64xf32>
    %117 = tensor.empty() : tensor<64x64xf32>
    %transposed_34 = linalg.transpose ins(%arg12 : tensor<64x64xf32>) outs(%117 : tensor<64x64xf32>) permutation = [1, 0] 
    %118 = linalg.matmul ins(%collapsed_33, %transposed_34 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%67 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %119 = tensor.empty() : tensor<128x64xf32>
    %120 = linalg.generic {indexing_maps = [#map13, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<64xf32>) outs(%119 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %121 = tensor.empty() : tensor<128x64xf32>
    %122 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%118, %120 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%121 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %309 = arith.addf %in, %in_69 : f32
      linalg.yield %309 : f32
    } -> tensor<128x64xf32>
    %expanded_35 = tensor.expand_shape %122 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %123 = tensor.empty() : tensor<8x16x64xf32>
    %124 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_35, %46 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%123 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %309 = arith.addf %in, %in_69 : f32
      linalg.yield %309 : f32
    } -> tensor<8x16x64xf32>
    %125 = tensor.empty() : tensor<8x16x64xf64>
    %126 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124 : tensor<8x16x64xf32>) outs(%125 : tensor<8x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %309 = arith.extf %in : f32 to f64
      linalg.yield %309 : f64
    } -> tensor<8x16x64xf64>
    %127 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%126 : tensor<8x16x64xf64>) outs(%16 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %309 = arith.addf %in, %out : f64
      linalg.yield %309 : f64
    } -> tensor<8x16x1xf64>
    %128 = tensor.empty() : tensor<8x16x1xf64>
    %129 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127 : tensor<8x16x1xf64>) outs(%128 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %309 = arith.divf %in, %cst_9 : f64
      linalg.yield %309 : f64
    } -> tensor<8x16x1xf64>
    %130 = tensor.empty() : tensor<8x16x64xf64>
    %131 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126, %129 : tensor<8x16x64xf64>, tensor<8x16x1xf64>) outs(%130 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_69: f64, %out: f64):
      %309 = arith.subf %in, %in_69 : f64
      linalg.yield %309 : f64
    } -> tensor<8x16x64xf64>
    %132 = tensor.empty() : tensor<8x16x64xf64>
    %133 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131, %131 : tensor<8x16x64xf64>, tensor<8x16x64xf64>) outs(%132 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_69: f64, %out: f64):
      %309 = arith.mulf %in, %in_69 : f64
      linalg.yield %309 : f64
    } -> tensor<8x16x64xf64>
    %134 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%133 : tensor<8x16x64xf64>) outs(%16 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %309 = arith.addf %in, %out : f64
      linalg.yield %309 : f64
    } -> tensor<8x16x1xf64>
    %135 = tensor.empty() : tensor<8x16x1xf64>
    %136 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134 : tensor<8x16x1xf64>) outs(%135 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %309 = arith.divf %in, %cst_9 : f64
      linalg.yield %309 : f64
    } -> tensor<8x16x1xf64>
    %137 = tensor.empty() : tensor<8x16x1xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136 : tensor<8x16x1xf64>) outs(%137 : tensor<8x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %309 = arith.truncf %in : f64 to f32
      linalg.yield %309 : f32
    } -> tensor<8x16x1xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%124 : tensor<8x16x64xf32>) outs(%31 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.addf %in, %out : f32
      linalg.yield %309 : f32
    } -> tensor<8x16x1xf32>
    %140 = tensor.empty() : tensor<8x16x1xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139 : tensor<8x16x1xf32>) outs(%140 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.divf %in, %cst_10 : f32
      linalg.yield %309 : f32
    } -> tensor<8x16x1xf32>
    %142 = tensor.empty() : tensor<8x16x1xf32>
    %143 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138 : tensor<8x16x1xf32>) outs(%142 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.truncf %cst_8 : f64 to f32
      %310 = arith.addf %in, %309 : f32
      linalg.yield %310 : f32
    } -> tensor<8x16x1xf32>
    %144 = tensor.empty() : tensor<8x16x1xf32>
    %145 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143 : tensor<8x16x1xf32>) outs(%144 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = math.rsqrt %in : f32
      linalg.yield %309 : f32
    } -> tensor<8x16x1xf32>
    %146 = tensor.empty() : tensor<8x16x64xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124, %141 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%146 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %309 = arith.subf %in, %in_69 : f32
      linalg.yield %309 : f32
    } -> tensor<8x16x64xf32>
    %148 = tensor.empty() : tensor<8x16x64xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147, %145 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%148 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %309 = arith.mulf %in, %in_69 : f32
      linalg.yield %309 : f32
    } -> tensor<8x16x64xf32>
    %150 = tensor.empty() : tensor<8x16x64xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149, %arg14 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%150 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %309 = arith.mulf %in, %in_69 : f32
      linalg.yield %309 : f32
    } -> tensor<8x16x64xf32>
    %152 = tensor.empty() : tensor<8x16x64xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151, %arg15 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%152 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %309 = arith.addf %in, %in_69 : f32
      linalg.yield %309 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_36 = tensor.collapse_shape %153 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %154 = tensor.empty() : tensor<64x128xf32>
    %155 = tensor.empty() : tensor<64x128xf32>
    %transposed_37 = linalg.transpose ins(%arg16 : tensor<128x64xf32>) outs(%155 : tensor<64x128xf32>) permutation = [1, 0] 
    %156 = tensor.empty() : tensor<128x128xf32>
    %157 = tensor.empty() : tensor<128x128xf32>
    %158 = linalg.fill ins(%cst_0 : f32) outs(%157 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %159 = linalg.matmul ins(%collapsed_36, %transposed_37 : tensor<128x64xf32>, tensor<64x128xf32>) outs(%158 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %160 = tensor.empty() : tensor<128x128xf32>
    %161 = linalg.generic {indexing_maps = [#map13, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<128xf32>) outs(%160 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x128xf32>
    %162 = tensor.empty() : tensor<128x128xf32>
    %163 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%159, %161 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%162 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %309 = arith.addf %in, %in_69 : f32
      linalg.yield %309 : f32
    } -> tensor<128x128xf32>
    %expanded_38 = tensor.expand_shape %163 [[0, 1], [2]] output_shape [8, 16, 128] : tensor<128x128xf32> into tensor<8x16x128xf32>
    %164 = tensor.empty() : tensor<8x16x128xf32>
    %165 = tensor.empty() : tensor<8x16x128xf32>
    %166 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_38 : tensor<8x16x128xf32>) outs(%165 : tensor<8x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.divf %in, %cst_11 : f32
      %310 = math.erf %309 : f32
      %311 = arith.addf %310, %cst_2 : f32
      %312 = arith.mulf %311, %cst_3 : f32
      %313 = arith.mulf %in, %312 : f32
      linalg.yield %313 : f32
    } -> tensor<8x16x128xf32>
    %collapsed_39 = tensor.collapse_shape %166 [[0, 1], [2]] : tensor<8x16x128xf32> into tensor<128x128xf32>
    %167 = tensor.empty() : tensor<128x64xf32>
    %transposed_40 = linalg.transpose ins(%arg18 : tensor<64x128xf32>) outs(%167 : tensor<128x64xf32>) permutation = [1, 0] 
    %168 = linalg.matmul ins(%collapsed_39, %transposed_40 : tensor<128x128xf32>, tensor<128x64xf32>) outs(%67 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %169 = tensor.empty() : tensor<128x64xf32>
    %170 = linalg.generic {indexing_maps = [#map13, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<64xf32>) outs(%169 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %171 = tensor.empty() : tensor<128x64xf32>
    %172 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%168, %170 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%171 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %309 = arith.addf %in, %in_69 : f32
      linalg.yield %309 : f32
    } -> tensor<128x64xf32>
    %expanded_41 = tensor.expand_shape %172 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %173 = tensor.empty() : tensor<8x16x64xf32>
    %174 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_41, %153 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%173 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %309 = arith.addf %in, %in_69 : f32
      linalg.yield %309 : f32
    } -> tensor<8x16x64xf32>
    %175 = tensor.empty() : tensor<8x16x64xf64>
    %176 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174 : tensor<8x16x64xf32>) outs(%175 : tensor<8x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %309 = arith.extf %in : f32 to f64
      linalg.yield %309 : f64
    } -> tensor<8x16x64xf64>
    %177 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%176 : tensor<8x16x64xf64>) outs(%16 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %309 = arith.addf %in, %out : f64
      linalg.yield %309 : f64
    } -> tensor<8x16x1xf64>
    %178 = tensor.empty() : tensor<8x16x1xf64>
    %179 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177 : tensor<8x16x1xf64>) outs(%178 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %309 = arith.divf %in, %cst_9 : f64
      linalg.yield %309 : f64
    } -> tensor<8x16x1xf64>
    %180 = tensor.empty() : tensor<8x16x64xf64>
    %181 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176, %179 : tensor<8x16x64xf64>, tensor<8x16x1xf64>) outs(%180 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_69: f64, %out: f64):
      %309 = arith.subf %in, %in_69 : f64
      linalg.yield %309 : f64
    } -> tensor<8x16x64xf64>
    %182 = tensor.empty() : tensor<8x16x64xf64>
    %183 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181, %181 : tensor<8x16x64xf64>, tensor<8x16x64xf64>) outs(%182 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_69: f64, %out: f64):
      %309 = arith.mulf %in, %in_69 : f64
      linalg.yield %309 : f64
    } -> tensor<8x16x64xf64>
    %184 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%183 : tensor<8x16x64xf64>) outs(%16 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %309 = arith.addf %in, %out : f64
      linalg.yield %309 : f64
    } -> tensor<8x16x1xf64>
    %185 = tensor.empty() : tensor<8x16x1xf64>
    %186 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184 : tensor<8x16x1xf64>) outs(%185 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %309 = arith.divf %in, %cst_9 : f64
      linalg.yield %309 : f64
    } -> tensor<8x16x1xf64>
    %187 = tensor.empty() : tensor<8x16x1xf32>
    %188 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186 : tensor<8x16x1xf64>) outs(%187 : tensor<8x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %309 = arith.truncf %in : f64 to f32
      linalg.yield %309 : f32
    } -> tensor<8x16x1xf32>
    %189 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%174 : tensor<8x16x64xf32>) outs(%31 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.addf %in, %out : f32
      linalg.yield %309 : f32
    } -> tensor<8x16x1xf32>
    %190 = tensor.empty() : tensor<8x16x1xf32>
    %191 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189 : tensor<8x16x1xf32>) outs(%190 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.divf %in, %cst_10 : f32
      linalg.yield %309 : f32
    } -> tensor<8x16x1xf32>
    %192 = tensor.empty() : tensor<8x16x1xf32>
    %193 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%188 : tensor<8x16x1xf32>) outs(%192 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.truncf %cst_8 : f64 to f32
      %310 = arith.addf %in, %309 : f32
      linalg.yield %310 : f32
    } -> tensor<8x16x1xf32>
    %194 = tensor.empty() : tensor<8x16x1xf32>
    %195 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%193 : tensor<8x16x1xf32>) outs(%194 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = math.rsqrt %in : f32
      linalg.yield %309 : f32
    } -> tensor<8x16x1xf32>
    %196 = tensor.empty() : tensor<8x16x64xf32>
    %197 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174, %191 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%196 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %309 = arith.subf %in, %in_69 : f32
      linalg.yield %309 : f32
    } -> tensor<8x16x64xf32>
    %198 = tensor.empty() : tensor<8x16x64xf32>
    %199 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%197, %195 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%198 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %309 = arith.mulf %in, %in_69 : f32
      linalg.yield %309 : f32
    } -> tensor<8x16x64xf32>
    %200 = tensor.empty() : tensor<8x16x64xf32>
    %201 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199, %arg20 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%200 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %309 = arith.mulf %in, %in_69 : f32
      linalg.yield %309 : f32
    } -> tensor<8x16x64xf32>
    %202 = tensor.empty() : tensor<8x16x64xf32>
    %203 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201, %arg21 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%202 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %309 = arith.addf %in, %in_69 : f32
      linalg.yield %309 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_42 = tensor.collapse_shape %203 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %204 = tensor.empty() : tensor<64x64xf32>
    %transposed_43 = linalg.transpose ins(%arg22 : tensor<64x64xf32>) outs(%204 : tensor<64x64xf32>) permutation = [1, 0] 
    %205 = linalg.matmul ins(%collapsed_42, %transposed_43 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%67 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %206 = tensor.empty() : tensor<128x64xf32>
    %207 = linalg.generic {indexing_maps = [#map13, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg23 : tensor<64xf32>) outs(%206 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %208 = tensor.empty() : tensor<128x64xf32>
    %209 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%205, %207 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%208 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %309 = arith.addf %in, %in_69 : f32
      linalg.yield %309 : f32
    } -> tensor<128x64xf32>
    %expanded_44 = tensor.expand_shape %209 [[0, 1], [2, 3]] output_shape [8, 16, 2, 32] : tensor<128x64xf32> into tensor<8x16x2x32xf32>
    %210 = tensor.empty() : tensor<8x2x16x32xf32>
    %transposed_45 = linalg.transpose ins(%expanded_44 : tensor<8x16x2x32xf32>) outs(%210 : tensor<8x2x16x32xf32>) permutation = [0, 2, 1, 3] 
    %211 = tensor.empty() : tensor<64x64xf32>
    %transposed_46 = linalg.transpose ins(%arg24 : tensor<64x64xf32>) outs(%211 : tensor<64x64xf32>) permutation = [1, 0] 
    %212 = linalg.matmul ins(%collapsed_42, %transposed_46 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%67 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %213 = tensor.empty() : tensor<128x64xf32>
    %214 = linalg.generic {indexing_maps = [#map13, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg25 : tensor<64xf32>) outs(%213 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %215 = tensor.empty() : tensor<128x64xf32>
    %216 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%212, %214 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%215 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %309 = arith.addf %in, %in_69 : f32
      linalg.yield %309 : f32
    } -> tensor<128x64xf32>
    %expanded_47 = tensor.expand_shape %216 [[0, 1], [2, 3]] output_shape [8, 16, 2, 32] : tensor<128x64xf32> into tensor<8x16x2x32xf32>
    %217 = tensor.empty() : tensor<64x64xf32>
    %transposed_48 = linalg.transpose ins(%arg26 : tensor<64x64xf32>) outs(%217 : tensor<64x64xf32>) permutation = [1, 0] 
    %218 = linalg.matmul ins(%collapsed_42, %transposed_48 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%67 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %219 = tensor.empty() : tensor<128x64xf32>
    %220 = linalg.generic {indexing_maps = [#map13, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg27 : tensor<64xf32>) outs(%219 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %221 = tensor.empty() : tensor<128x64xf32>
    %222 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%218, %220 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%221 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %309 = arith.addf %in, %in_69 : f32
      linalg.yield %309 : f32
    } -> tensor<128x64xf32>
    %expanded_49 = tensor.expand_shape %222 [[0, 1], [2, 3]] output_shape [8, 16, 2, 32] : tensor<128x64xf32> into tensor<8x16x2x32xf32>
    %transposed_50 = linalg.transpose ins(%expanded_49 : tensor<8x16x2x32xf32>) outs(%73 : tensor<8x2x16x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_51 = linalg.transpose ins(%expanded_47 : tensor<8x16x2x32xf32>) outs(%88 : tensor<8x2x32x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_52 = tensor.collapse_shape %transposed_45 [[0, 1], [2], [3]] : tensor<8x2x16x32xf32> into tensor<16x16x32xf32>
    %collapsed_53 = tensor.collapse_shape %transposed_51 [[0, 1], [2], [3]] : tensor<8x2x32x16xf32> into tensor<16x32x16xf32>
    %223 = linalg.batch_matmul ins(%collapsed_52, %collapsed_53 : tensor<16x16x32xf32>, tensor<16x32x16xf32>) outs(%91 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %expanded_54 = tensor.expand_shape %223 [[0, 1], [2], [3]] output_shape [8, 2, 16, 16] : tensor<16x16x16xf32> into tensor<8x2x16x16xf32>
    %224 = tensor.empty() : tensor<8x2x16x16xf32>
    %225 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_54 : tensor<8x2x16x16xf32>) outs(%224 : tensor<8x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.truncf %cst_7 : f64 to f32
      %310 = arith.mulf %in, %309 : f32
      linalg.yield %310 : f32
    } -> tensor<8x2x16x16xf32>
    %226 = tensor.empty() : tensor<8x2x16x16xf32>
    %227 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%225, %62 : tensor<8x2x16x16xf32>, tensor<8x1x16x16xf32>) outs(%226 : tensor<8x2x16x16xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %309 = arith.addf %in, %in_69 : f32
      linalg.yield %309 : f32
    } -> tensor<8x2x16x16xf32>
    %228:2 = linalg.generic {indexing_maps = [#map7, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%227 : tensor<8x2x16x16xf32>) outs(%101, %99 : tensor<8x2x16xf32>, tensor<8x2x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_69: i64):
      %309 = linalg.index 3 : index
      %310 = arith.index_cast %309 : index to i64
      %311 = arith.maximumf %in, %out : f32
      %312 = arith.cmpf ogt, %in, %out : f32
      %313 = arith.select %312, %310, %out_69 : i64
      linalg.yield %311, %313 : f32, i64
    } -> (tensor<8x2x16xf32>, tensor<8x2x16xi64>)
    %expanded_55 = tensor.expand_shape %228#0 [[0], [1], [2, 3]] output_shape [8, 2, 16, 1] : tensor<8x2x16xf32> into tensor<8x2x16x1xf32>
    %229 = tensor.empty() : tensor<8x2x16x16xf32>
    %230 = linalg.generic {indexing_maps = [#map7, #map16, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%227, %expanded_55 : tensor<8x2x16x16xf32>, tensor<8x2x16x1xf32>) outs(%229 : tensor<8x2x16x16xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %309 = arith.subf %in, %in_69 : f32
      linalg.yield %309 : f32
    } -> tensor<8x2x16x16xf32>
    %231 = tensor.empty() : tensor<8x2x16x16xf32>
    %232 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%230 : tensor<8x2x16x16xf32>) outs(%231 : tensor<8x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = math.exp %in : f32
      linalg.yield %309 : f32
    } -> tensor<8x2x16x16xf32>
    %233 = linalg.generic {indexing_maps = [#map7, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%232 : tensor<8x2x16x16xf32>) outs(%108 : tensor<8x2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.addf %in, %out : f32
      linalg.yield %309 : f32
    } -> tensor<8x2x16x1xf32>
    %234 = linalg.generic {indexing_maps = [#map7, #map16, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%232, %233 : tensor<8x2x16x16xf32>, tensor<8x2x16x1xf32>) outs(%93 : tensor<8x2x16x16xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %309 = arith.divf %in, %in_69 : f32
      linalg.yield %309 : f32
    } -> tensor<8x2x16x16xf32>
    %collapsed_56 = tensor.collapse_shape %234 [[0, 1], [2], [3]] : tensor<8x2x16x16xf32> into tensor<16x16x16xf32>
    %collapsed_57 = tensor.collapse_shape %transposed_50 [[0, 1], [2], [3]] : tensor<8x2x16x32xf32> into tensor<16x16x32xf32>
    %235 = linalg.batch_matmul ins(%collapsed_56, %collapsed_57 : tensor<16x16x16xf32>, tensor<16x16x32xf32>) outs(%113 : tensor<16x16x32xf32>) -> tensor<16x16x32xf32>
    %expanded_58 = tensor.expand_shape %235 [[0, 1], [2], [3]] output_shape [8, 2, 16, 32] : tensor<16x16x32xf32> into tensor<8x2x16x32xf32>
    %transposed_59 = linalg.transpose ins(%expanded_58 : tensor<8x2x16x32xf32>) outs(%115 : tensor<8x16x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_60 = tensor.collapse_shape %transposed_59 [[0, 1], [2, 3]] : tensor<8x16x2x32xf32> into tensor<128x64xf32>
    %transposed_61 = linalg.transpose ins(%arg28 : tensor<64x64xf32>) outs(%63 : tensor<64x64xf32>) permutation = [1, 0] 
    %236 = linalg.matmul ins(%collapsed_60, %transposed_61 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%67 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %237 = tensor.empty() : tensor<128x64xf32>
    %238 = linalg.generic {indexing_maps = [#map13, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg29 : tensor<64xf32>) outs(%237 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %239 = tensor.empty() : tensor<128x64xf32>
    %240 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%236, %238 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%239 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %309 = arith.addf %in, %in_69 : f32
      linalg.yield %309 : f32
    } -> tensor<128x64xf32>
    %expanded_62 = tensor.expand_shape %240 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %241 = tensor.empty() : tensor<8x16x64xf32>
    %242 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_62, %203 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%241 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %309 = arith.addf %in, %in_69 : f32
      linalg.yield %309 : f32
    } -> tensor<8x16x64xf32>
    %243 = tensor.empty() : tensor<8x16x64xf64>
    %244 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%242 : tensor<8x16x64xf32>) outs(%243 : tensor<8x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %309 = arith.extf %in : f32 to f64
      linalg.yield %309 : f64
    } -> tensor<8x16x64xf64>
    %245 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%244 : tensor<8x16x64xf64>) outs(%16 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %309 = arith.addf %in, %out : f64
      linalg.yield %309 : f64
    } -> tensor<8x16x1xf64>
    %246 = tensor.empty() : tensor<8x16x1xf64>
    %247 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%245 : tensor<8x16x1xf64>) outs(%246 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %309 = arith.divf %in, %cst_9 : f64
      linalg.yield %309 : f64
    } -> tensor<8x16x1xf64>
    %248 = tensor.empty() : tensor<8x16x64xf64>
    %249 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244, %247 : tensor<8x16x64xf64>, tensor<8x16x1xf64>) outs(%248 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_69: f64, %out: f64):
      %309 = arith.subf %in, %in_69 : f64
      linalg.yield %309 : f64
    } -> tensor<8x16x64xf64>
    %250 = tensor.empty() : tensor<8x16x64xf64>
    %251 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%249, %249 : tensor<8x16x64xf64>, tensor<8x16x64xf64>) outs(%250 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_69: f64, %out: f64):
      %309 = arith.mulf %in, %in_69 : f64
      linalg.yield %309 : f64
    } -> tensor<8x16x64xf64>
    %252 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%251 : tensor<8x16x64xf64>) outs(%16 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %309 = arith.addf %in, %out : f64
      linalg.yield %309 : f64
    } -> tensor<8x16x1xf64>
    %253 = tensor.empty() : tensor<8x16x1xf64>
    %254 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%252 : tensor<8x16x1xf64>) outs(%253 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %309 = arith.divf %in, %cst_9 : f64
      linalg.yield %309 : f64
    } -> tensor<8x16x1xf64>
    %255 = tensor.empty() : tensor<8x16x1xf32>
    %256 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%254 : tensor<8x16x1xf64>) outs(%255 : tensor<8x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %309 = arith.truncf %in : f64 to f32
      linalg.yield %309 : f32
    } -> tensor<8x16x1xf32>
    %257 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%242 : tensor<8x16x64xf32>) outs(%31 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.addf %in, %out : f32
      linalg.yield %309 : f32
    } -> tensor<8x16x1xf32>
    %258 = tensor.empty() : tensor<8x16x1xf32>
    %259 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%257 : tensor<8x16x1xf32>) outs(%258 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.divf %in, %cst_10 : f32
      linalg.yield %309 : f32
    } -> tensor<8x16x1xf32>
    %260 = tensor.empty() : tensor<8x16x1xf32>
    %261 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%256 : tensor<8x16x1xf32>) outs(%260 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.truncf %cst_8 : f64 to f32
      %310 = arith.addf %in, %309 : f32
      linalg.yield %310 : f32
    } -> tensor<8x16x1xf32>
    %262 = tensor.empty() : tensor<8x16x1xf32>
    %263 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%261 : tensor<8x16x1xf32>) outs(%262 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = math.rsqrt %in : f32
      linalg.yield %309 : f32
    } -> tensor<8x16x1xf32>
    %264 = tensor.empty() : tensor<8x16x64xf32>
    %265 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%242, %259 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%264 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %309 = arith.subf %in, %in_69 : f32
      linalg.yield %309 : f32
    } -> tensor<8x16x64xf32>
    %266 = tensor.empty() : tensor<8x16x64xf32>
    %267 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%265, %263 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%266 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %309 = arith.mulf %in, %in_69 : f32
      linalg.yield %309 : f32
    } -> tensor<8x16x64xf32>
    %268 = tensor.empty() : tensor<8x16x64xf32>
    %269 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%267, %arg30 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%268 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %309 = arith.mulf %in, %in_69 : f32
      linalg.yield %309 : f32
    } -> tensor<8x16x64xf32>
    %270 = tensor.empty() : tensor<8x16x64xf32>
    %271 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%269, %arg31 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%270 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %309 = arith.addf %in, %in_69 : f32
      linalg.yield %309 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_63 = tensor.collapse_shape %271 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %transposed_64 = linalg.transpose ins(%arg32 : tensor<128x64xf32>) outs(%154 : tensor<64x128xf32>) permutation = [1, 0] 
    %272 = linalg.matmul ins(%collapsed_63, %transposed_64 : tensor<128x64xf32>, tensor<64x128xf32>) outs(%158 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %273 = tensor.empty() : tensor<128x128xf32>
    %274 = linalg.generic {indexing_maps = [#map13, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg33 : tensor<128xf32>) outs(%273 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x128xf32>
    %275 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%272, %274 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%156 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %309 = arith.addf %in, %in_69 : f32
      linalg.yield %309 : f32
    } -> tensor<128x128xf32>
    %expanded_65 = tensor.expand_shape %275 [[0, 1], [2]] output_shape [8, 16, 128] : tensor<128x128xf32> into tensor<8x16x128xf32>
    %276 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_65 : tensor<8x16x128xf32>) outs(%164 : tensor<8x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.divf %in, %cst_11 : f32
      %310 = math.erf %309 : f32
      %311 = arith.addf %310, %cst_2 : f32
      %312 = arith.mulf %311, %cst_3 : f32
      %313 = arith.mulf %in, %312 : f32
      linalg.yield %313 : f32
    } -> tensor<8x16x128xf32>
    %collapsed_66 = tensor.collapse_shape %276 [[0, 1], [2]] : tensor<8x16x128xf32> into tensor<128x128xf32>
    %277 = tensor.empty() : tensor<128x64xf32>
    %transposed_67 = linalg.transpose ins(%arg34 : tensor<64x128xf32>) outs(%277 : tensor<128x64xf32>) permutation = [1, 0] 
    %278 = linalg.matmul ins(%collapsed_66, %transposed_67 : tensor<128x128xf32>, tensor<128x64xf32>) outs(%67 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %279 = tensor.empty() : tensor<128x64xf32>
    %280 = linalg.generic {indexing_maps = [#map13, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg35 : tensor<64xf32>) outs(%279 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %281 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%278, %280 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%65 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %309 = arith.addf %in, %in_69 : f32
      linalg.yield %309 : f32
    } -> tensor<128x64xf32>
    %expanded_68 = tensor.expand_shape %281 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %282 = tensor.empty() : tensor<8x16x64xf32>
    %283 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_68, %271 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%282 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %309 = arith.addf %in, %in_69 : f32
      linalg.yield %309 : f32
    } -> tensor<8x16x64xf32>
    %284 = tensor.empty() : tensor<8x16x64xf64>
    %285 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%283 : tensor<8x16x64xf32>) outs(%284 : tensor<8x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %309 = arith.extf %in : f32 to f64
      linalg.yield %309 : f64
    } -> tensor<8x16x64xf64>
    %286 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%285 : tensor<8x16x64xf64>) outs(%16 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %309 = arith.addf %in, %out : f64
      linalg.yield %309 : f64
    } -> tensor<8x16x1xf64>
    %287 = tensor.empty() : tensor<8x16x1xf64>
    %288 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%286 : tensor<8x16x1xf64>) outs(%287 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %309 = arith.divf %in, %cst_9 : f64
      linalg.yield %309 : f64
    } -> tensor<8x16x1xf64>
    %289 = tensor.empty() : tensor<8x16x64xf64>
    %290 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%285, %288 : tensor<8x16x64xf64>, tensor<8x16x1xf64>) outs(%289 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_69: f64, %out: f64):
      %309 = arith.subf %in, %in_69 : f64
      linalg.yield %309 : f64
    } -> tensor<8x16x64xf64>
    %291 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%290, %290 : tensor<8x16x64xf64>, tensor<8x16x64xf64>) outs(%11 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_69: f64, %out: f64):
      %309 = arith.mulf %in, %in_69 : f64
      linalg.yield %309 : f64
    } -> tensor<8x16x64xf64>
    %292 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%291 : tensor<8x16x64xf64>) outs(%16 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %309 = arith.addf %in, %out : f64
      linalg.yield %309 : f64
    } -> tensor<8x16x1xf64>
    %293 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%292 : tensor<8x16x1xf64>) outs(%14 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %309 = arith.divf %in, %cst_9 : f64
      linalg.yield %309 : f64
    } -> tensor<8x16x1xf64>
    %294 = tensor.empty() : tensor<8x16x1xf32>
    %295 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%293 : tensor<8x16x1xf64>) outs(%294 : tensor<8x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %309 = arith.truncf %in : f64 to f32
      linalg.yield %309 : f32
    } -> tensor<8x16x1xf32>
    %296 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%283 : tensor<8x16x64xf32>) outs(%31 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.addf %in, %out : f32
      linalg.yield %309 : f32
    } -> tensor<8x16x1xf32>
    %297 = tensor.empty() : tensor<8x16x1xf32>
    %298 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%296 : tensor<8x16x1xf32>) outs(%297 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.divf %in, %cst_10 : f32
      linalg.yield %309 : f32
    } -> tensor<8x16x1xf32>
    %299 = tensor.empty() : tensor<8x16x1xf32>
    %300 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%295 : tensor<8x16x1xf32>) outs(%299 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = arith.truncf %cst_8 : f64 to f32
      %310 = arith.addf %in, %309 : f32
      linalg.yield %310 : f32
    } -> tensor<8x16x1xf32>
    %301 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%300 : tensor<8x16x1xf32>) outs(%27 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %309 = math.rsqrt %in : f32
      linalg.yield %309 : f32
    } -> tensor<8x16x1xf32>
    %302 = tensor.empty() : tensor<8x16x64xf32>
    %303 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%283, %298 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%302 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %309 = arith.subf %in, %in_69 : f32
      linalg.yield %309 : f32
    } -> tensor<8x16x64xf32>
    %304 = tensor.empty() : tensor<8x16x64xf32>
    %305 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%303, %301 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%304 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %309 = arith.mulf %in, %in_69 : f32
      linalg.yield %309 : f32
    } -> tensor<8x16x64xf32>
    %306 = tensor.empty() : tensor<8x16x64xf32>
    %307 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%305, %arg36 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%306 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %309 = arith.mulf %in, %in_69 : f32
      linalg.yield %309 : f32
    } -> tensor<8x16x64xf32>
    %308 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%307, %arg37 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%0 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %309 = arith.addf %in, %in_69 : f32
      linalg.yield %309 : f32
    } -> tensor<8x16x64xf32>
    return %308 : tensor<8x16x64xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_16_torch.int64_1: "0x0800000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000",
      torch_tensor_8_16_torch.int64: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_32_torch.int64: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F00000000000000"
    }
  }
#-}

