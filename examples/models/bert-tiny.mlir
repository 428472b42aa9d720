// Model zoo: bert-tiny, exported by examples/models/regenerate.sh (zoo.py); random weights.
// Arguments: the inputs, then every parameter/buffer (cleave.name = its name). {"inputs": ["input_ids"], "parameters": 37}
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map4 = affine_map<(d0, d1, d2) -> (d2)>
#map5 = affine_map<(d0) -> (d0)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> ()>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>
#map9 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, 0)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map12 = affine_map<(d0, d1) -> (d1)>
#map13 = affine_map<(d0, d1) -> (d0, d1)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @forward(%arg0: tensor<8x16xi64> {cleave.name = "input_ids"}, %arg1: tensor<256x64xf32> {cleave.name = "embeddings.word_embeddings.weight"}, %arg2: tensor<32x64xf32> {cleave.name = "embeddings.position_embeddings.weight"}, %arg3: tensor<2x64xf32> {cleave.name = "embeddings.token_type_embeddings.weight"}, %arg4: tensor<64xf32> {cleave.name = "embeddings.LayerNorm.weight"}, %arg5: tensor<64xf32> {cleave.name = "embeddings.LayerNorm.bias"}, %arg6: tensor<64x64xf32> {cleave.name = "encoder.layer.0.attention.self.query.weight"}, %arg7: tensor<64xf32> {cleave.name = "encoder.layer.0.attention.self.query.bias"}, %arg8: tensor<64x64xf32> {cleave.name = "encoder.layer.0.attention.self.key.weight"}, %arg9: tensor<64xf32> {cleave.name = "encoder.layer.0.attention.self.key.bias"}, %arg10: tensor<64x64xf32> {cleave.name = "encoder.layer.0.attention.self.value.weight"}, %arg11: tensor<64xf32> {cleave.name = "encoder.layer.0.attention.self.value.bias"}, %arg12: tensor<64x64xf32> {cleave.name = "encoder.layer.0.attention.output.dense.weight"}, %arg13: tensor<64xf32> {cleave.name = "encoder.layer.0.attention.output.dense.bias"}, %arg14: tensor<64xf32> {cleave.name = "encoder.layer.0.attention.output.LayerNorm.weight"}, %arg15: tensor<64xf32> {cleave.name = "encoder.layer.0.attention.output.LayerNorm.bias"}, %arg16: tensor<128x64xf32> {cleave.name = "encoder.layer.0.intermediate.dense.weight"}, %arg17: tensor<128xf32> {cleave.name = "encoder.layer.0.intermediate.dense.bias"}, %arg18: tensor<64x128xf32> {cleave.name = "encoder.layer.0.output.dense.weight"}, %arg19: tensor<64xf32> {cleave.name = "encoder.layer.0.output.dense.bias"}, %arg20: tensor<64xf32> {cleave.name = "encoder.layer.0.output.LayerNorm.weight"}, %arg21: tensor<64xf32> {cleave.name = "encoder.layer.0.output.LayerNorm.bias"}, %arg22: tensor<64x64xf32> {cleave.name = "encoder.layer.1.attention.self.query.weight"}, %arg23: tensor<64xf32> {cleave.name = "encoder.layer.1.attention.self.query.bias"}, %arg24: tensor<64x64xf32> {cleave.name = "encoder.layer.1.attention.self.key.weight"}, %arg25: tensor<64xf32> {cleave.name = "encoder.layer.1.attention.self.key.bias"}, %arg26: tensor<64x64xf32> {cleave.name = "encoder.layer.1.attention.self.value.weight"}, %arg27: tensor<64xf32> {cleave.name = "encoder.layer.1.attention.self.value.bias"}, %arg28: tensor<64x64xf32> {cleave.name = "encoder.layer.1.attention.output.dense.weight"}, %arg29: tensor<64xf32> {cleave.name = "encoder.layer.1.attention.output.dense.bias"}, %arg30: tensor<64xf32> {cleave.name = "encoder.layer.1.attention.output.LayerNorm.weight"}, %arg31: tensor<64xf32> {cleave.name = "encoder.layer.1.attention.output.LayerNorm.bias"}, %arg32: tensor<128x64xf32> {cleave.name = "encoder.layer.1.intermediate.dense.weight"}, %arg33: tensor<128xf32> {cleave.name = "encoder.layer.1.intermediate.dense.bias"}, %arg34: tensor<64x128xf32> {cleave.name = "encoder.layer.1.output.dense.weight"}, %arg35: tensor<64xf32> {cleave.name = "encoder.layer.1.output.dense.bias"}, %arg36: tensor<64xf32> {cleave.name = "encoder.layer.1.output.LayerNorm.weight"}, %arg37: tensor<64xf32> {cleave.name = "encoder.layer.1.output.LayerNorm.bias"}) -> tensor<8x16x64xf32> {
    %c0_i64 = arith.constant 0 : i64
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
    %true = arith.constant true
    %cst_11 = arith.constant 1.41421354 : f32
    %cst_12 = arith.constant dense<0> : tensor<8x16xi64>
    %cst_13 = arith.constant dense_resource<torch_tensor_1_32_torch.int64> : tensor<1x32xi64>
    %extracted_slice = tensor.extract_slice %cst_13[0, 0] [1, 16] [1, 1] : tensor<1x32xi64> to tensor<1x16xi64>
    %0 = tensor.empty() : tensor<8x16x64xf32>
    %1 = tensor.empty() : tensor<8x16x64xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<8x16xi64>) outs(%1 : tensor<8x16x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %307 = arith.index_cast %in : i64 to index
      %308 = linalg.index 2 : index
      %309 = arith.cmpi slt, %307, %c256 : index
      cf.assert %309, "index must be smaller than dim size"
      %310 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %310, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%307, %308] : tensor<256x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x16x64xf32>
    %3 = tensor.empty() : tensor<8x16x64xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_12 : tensor<8x16xi64>) outs(%3 : tensor<8x16x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %307 = arith.index_cast %in : i64 to index
      %308 = linalg.index 2 : index
      %309 = arith.cmpi slt, %307, %c2 : index
      cf.assert %309, "index must be smaller than dim size"
      %310 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %310, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg3[%307, %308] : tensor<2x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x16x64xf32>
    %5 = tensor.empty() : tensor<8x16x64xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %4 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%5 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %307 = arith.addf %in, %in_68 : f32
      linalg.yield %307 : f32
    } -> tensor<8x16x64xf32>
    %7 = tensor.empty() : tensor<1x16x64xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice : tensor<1x16xi64>) outs(%7 : tensor<1x16x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %307 = arith.index_cast %in : i64 to index
      %308 = linalg.index 2 : index
      %309 = arith.cmpi slt, %307, %c32 : index
      cf.assert %309, "index must be smaller than dim size"
      %310 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %310, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg2[%307, %308] : tensor<32x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x16x64xf32>
    %9 = tensor.empty() : tensor<8x16x64xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %8 : tensor<8x16x64xf32>, tensor<1x16x64xf32>) outs(%9 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %307 = arith.addf %in, %in_68 : f32
      linalg.yield %307 : f32
    } -> tensor<8x16x64xf32>
    %11 = tensor.empty() : tensor<8x16x64xf64>
    %12 = tensor.empty() : tensor<8x16x64xf64>
    %13 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10 : tensor<8x16x64xf32>) outs(%12 : tensor<8x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %307 = arith.extf %in : f32 to f64
      linalg.yield %307 : f64
    } -> tensor<8x16x64xf64>
    %14 = tensor.empty() : tensor<8x16x1xf64>
    %15 = tensor.empty() : tensor<8x16x1xf64>
    %16 = linalg.fill ins(%cst : f64) outs(%15 : tensor<8x16x1xf64>) -> tensor<8x16x1xf64>
    %17 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%13 : tensor<8x16x64xf64>) outs(%16 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %307 = arith.addf %in, %out : f64
      linalg.yield %307 : f64
    } -> tensor<8x16x1xf64>
    %18 = tensor.empty() : tensor<8x16x1xf64>
    %19 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17 : tensor<8x16x1xf64>) outs(%18 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %307 = arith.divf %in, %cst_9 : f64
      linalg.yield %307 : f64
    } -> tensor<8x16x1xf64>
    %20 = tensor.empty() : tensor<8x16x64xf64>
    %21 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13, %19 : tensor<8x16x64xf64>, tensor<8x16x1xf64>) outs(%20 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_68: f64, %out: f64):
      %307 = arith.subf %in, %in_68 : f64
      linalg.yield %307 : f64
    } -> tensor<8x16x64xf64>
    %22 = tensor.empty() : tensor<8x16x64xf64>
    %23 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21, %21 : tensor<8x16x64xf64>, tensor<8x16x64xf64>) outs(%22 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_68: f64, %out: f64):
      %307 = arith.mulf %in, %in_68 : f64
      linalg.yield %307 : f64
    } -> tensor<8x16x64xf64>
    %24 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%23 : tensor<8x16x64xf64>) outs(%16 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %307 = arith.addf %in, %out : f64
      linalg.yield %307 : f64
    } -> tensor<8x16x1xf64>
    %25 = tensor.empty() : tensor<8x16x1xf64>
    %26 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24 : tensor<8x16x1xf64>) outs(%25 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %307 = arith.divf %in, %cst_9 : f64
      linalg.yield %307 : f64
    } -> tensor<8x16x1xf64>
    %27 = tensor.empty() : tensor<8x16x1xf32>
    %28 = tensor.empty() : tensor<8x16x1xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<8x16x1xf64>) outs(%28 : tensor<8x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %307 = arith.truncf %in : f64 to f32
      linalg.yield %307 : f32
    } -> tensor<8x16x1xf32>
    %30 = tensor.empty() : tensor<8x16x1xf32>
    %31 = linalg.fill ins(%cst_0 : f32) outs(%30 : tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%10 : tensor<8x16x64xf32>) outs(%31 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %307 = arith.addf %in, %out : f32
      linalg.yield %307 : f32
    } -> tensor<8x16x1xf32>
    %33 = tensor.empty() : tensor<8x16x1xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32 : tensor<8x16x1xf32>) outs(%33 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %307 = arith.divf %in, %cst_10 : f32
      linalg.yield %307 : f32
    } -> tensor<8x16x1xf32>
    %35 = tensor.empty() : tensor<8x16x1xf32>
    %36 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<8x16x1xf32>) outs(%35 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %307 = arith.truncf %cst_8 : f64 to f32
      %308 = arith.addf %in, %307 : f32
      linalg.yield %308 : f32
    } -> tensor<8x16x1xf32>
    %37 = tensor.empty() : tensor<8x16x1xf32>
    %38 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36 : tensor<8x16x1xf32>) outs(%37 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %307 = math.rsqrt %in : f32
      linalg.yield %307 : f32
    } -> tensor<8x16x1xf32>
    %39 = tensor.empty() : tensor<8x16x64xf32>
    %40 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %34 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%39 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %307 = arith.subf %in, %in_68 : f32
      linalg.yield %307 : f32
    } -> tensor<8x16x64xf32>
    %41 = tensor.empty() : tensor<8x16x64xf32>
    %42 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40, %38 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%41 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %307 = arith.mulf %in, %in_68 : f32
      linalg.yield %307 : f32
    } -> tensor<8x16x64xf32>
    %43 = tensor.empty() : tensor<8x16x64xf32>
    %44 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%42, %arg4 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%43 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %307 = arith.mulf %in, %in_68 : f32
      linalg.yield %307 : f32
    } -> tensor<8x16x64xf32>
    %45 = tensor.empty() : tensor<8x16x64xf32>
    %46 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%44, %arg5 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%45 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %307 = arith.addf %in, %in_68 : f32
      linalg.yield %307 : f32
    } -> tensor<8x16x64xf32>
    %47 = tensor.empty() : tensor<8xi64>
    %48 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel"]} outs(%47 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %307 = linalg.index 0 : index
      %308 = arith.index_cast %307 : index to i64
      linalg.yield %308 : i64
    } -> tensor<8xi64>
    %49 = tensor.empty() : tensor<16xi64>
    %50 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel"]} outs(%49 : tensor<16xi64>) {
    ^bb0(%out: i64):
      %307 = linalg.index 0 : index
      %308 = arith.index_cast %307 : index to i64
      linalg.yield %308 : i64
    } -> tensor<16xi64>
    %expanded = tensor.expand_shape %48 [[0, 1, 2, 3]] output_shape [8, 1, 1, 1] : tensor<8xi64> into tensor<8x1x1x1xi64>
    %expanded_14 = tensor.expand_shape %50 [[0, 1, 2, 3]] output_shape [1, 1, 16, 1] : tensor<16xi64> into tensor<1x1x16x1xi64>
    %expanded_15 = tensor.expand_shape %50 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] : tensor<16xi64> into tensor<1x1x1x16xi64>
    %51 = tensor.empty() : tensor<1x1x16x1xi1>
    %52 = tensor.empty() : tensor<1x1x16x1xi1>
    %53 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_14 : tensor<1x1x16x1xi64>) outs(%52 : tensor<1x1x16x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %307 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %307 : i1
    } -> tensor<1x1x16x1xi1>
    %54 = linalg.generic {indexing_maps = [#map7, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_6, %53 : tensor<i1>, tensor<1x1x16x1xi1>) outs(%51 : tensor<1x1x16x1xi1>) {
    ^bb0(%in: i1, %in_68: i1, %out: i1):
      %307 = arith.andi %in, %in_68 : i1
      linalg.yield %307 : i1
    } -> tensor<1x1x16x1xi1>
    %55 = tensor.empty() : tensor<8x1x1x16xi1>
    %56 = linalg.generic {indexing_maps = [#map8, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_15 : tensor<8x1x1x1xi64>, tensor<1x1x1x16xi64>) outs(%55 : tensor<8x1x1x16xi1>) {
    ^bb0(%in: i64, %in_68: i64, %out: i1):
      linalg.yield %true : i1
    } -> tensor<8x1x1x16xi1>
    %57 = tensor.empty() : tensor<8x1x16x16xi1>
    %58 = linalg.generic {indexing_maps = [#map10, #map11, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %56 : tensor<1x1x16x1xi1>, tensor<8x1x1x16xi1>) outs(%57 : tensor<8x1x16x16xi1>) {
    ^bb0(%in: i1, %in_68: i1, %out: i1):
      %307 = arith.andi %in, %in_68 : i1
      linalg.yield %307 : i1
    } -> tensor<8x1x16x16xi1>
    %59 = tensor.empty() : tensor<8x1x16x16xf32>
    %60 = linalg.generic {indexing_maps = [#map6, #map7, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58, %cst_5, %cst_4 : tensor<8x1x16x16xi1>, tensor<f32>, tensor<f32>) outs(%59 : tensor<8x1x16x16xf32>) {
    ^bb0(%in: i1, %in_68: f32, %in_69: f32, %out: f32):
      %307 = arith.select %in, %in_68, %in_69 : f32
      linalg.yield %307 : f32
    } -> tensor<8x1x16x16xf32>
    %collapsed = tensor.collapse_shape %46 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %61 = tensor.empty() : tensor<64x64xf32>
    %62 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg6 : tensor<64x64xf32>) outs(%62 : tensor<64x64xf32>) permutation = [1, 0] 
    %63 = tensor.empty() : tensor<128x64xf32>
    %64 = tensor.empty() : tensor<128x64xf32>
    %65 = linalg.fill ins(%cst_0 : f32) outs(%64 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %66 = linalg.matmul ins(%collapsed, %transposed : tensor<128x64xf32>, tensor<64x64xf32>) outs(%65 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %67 = tensor.empty() : tensor<128x64xf32>
    %68 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<64xf32>) outs(%67 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %69 = tensor.empty() : tensor<128x64xf32>
    %70 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel"]} ins(%66, %68 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%69 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %307 = arith.addf %in, %in_68 : f32
      linalg.yield %307 : f32
    } -> tensor<128x64xf32>
    %expanded_16 = tensor.expand_shape %70 [[0, 1], [2, 3]] output_shape [8, 16, 2, 32] : tensor<128x64xf32> into tensor<8x16x2x32xf32>
    %71 = tensor.empty() : tensor<8x2x16x32xf32>
    %72 = tensor.empty() : tensor<8x2x16x32xf32>
    %transposed_17 = linalg.transpose ins(%expanded_16 : tensor<8x16x2x32xf32>) outs(%72 : tensor<8x2x16x32xf32>) permutation = [0, 2, 1, 3] 
    %73 = tensor.empty() : tensor<64x64xf32>
    %transposed_18 = linalg.transpose ins(%arg8 : tensor<64x64xf32>) outs(%73 : tensor<64x64xf32>) permutation = [1, 0] 
    %74 = linalg.matmul ins(%collapsed, %transposed_18 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%65 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %75 = tensor.empty() : tensor<128x64xf32>
    %76 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel"]} ins(%arg9 : tensor<64xf32>) outs(%75 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %77 = tensor.empty() : tensor<128x64xf32>
    %78 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel"]} ins(%74, %76 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%77 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %307 = arith.addf %in, %in_68 : f32
      linalg.yield %307 : f32
    } -> tensor<128x64xf32>
    %expanded_19 = tensor.expand_shape %78 [[0, 1], [2, 3]] output_shape [8, 16, 2, 32] : tensor<128x64xf32> into tensor<8x16x2x32xf32>
    %79 = tensor.empty() : tensor<64x64xf32>
    %transposed_20 = linalg.transpose ins(%arg10 : tensor<64x64xf32>) outs(%79 : tensor<64x64xf32>) permutation = [1, 0] 
    %80 = linalg.matmul ins(%collapsed, %transposed_20 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%65 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %81 = tensor.empty() : tensor<128x64xf32>
    %82 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<64xf32>) outs(%81 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %83 = tensor.empty() : tensor<128x64xf32>
    %84 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel"]} ins(%80, %82 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%83 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %307 = arith.addf %in, %in_68 : f32
      linalg.yield %307 : f32
    } -> tensor<128x64xf32>
    %expanded_21 = tensor.expand_shape %84 [[0, 1], [2, 3]] output_shape [8, 16, 2, 32] : tensor<128x64xf32> into tensor<8x16x2x32xf32>
    %85 = tensor.empty() : tensor<8x2x16x32xf32>
    %transposed_22 = linalg.transpose ins(%expanded_21 : tensor<8x16x2x32xf32>) outs(%85 : tensor<8x2x16x32xf32>) permutation = [0, 2, 1, 3] 
    %86 = tensor.empty() : tensor<8x2x32x16xf32>
    %87 = tensor.empty() : tensor<8x2x32x16xf32>
    %transposed_23 = linalg.transpose ins(%expanded_19 : tensor<8x16x2x32xf32>) outs(%87 : tensor<8x2x32x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_24 = tensor.collapse_shape %transposed_17 [[0, 1], [2], [3]] : tensor<8x2x16x32xf32> into tensor<16x16x32xf32>
    %collapsed_25 = tensor.collapse_shape %transposed_23 [[0, 1], [2], [3]] : tensor<8x2x32x16xf32> into tensor<16x32x16xf32>
    %88 = tensor.empty() : tensor<16x16x16xf32>
    %89 = linalg.fill ins(%cst_0 : f32) outs(%88 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %90 = linalg.batch_matmul ins(%collapsed_24, %collapsed_25 : tensor<16x16x32xf32>, tensor<16x32x16xf32>) outs(%89 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %expanded_26 = tensor.expand_shape %90 [[0, 1], [2], [3]] output_shape [8, 2, 16, 16] : tensor<16x16x16xf32> into tensor<8x2x16x16xf32>
    %91 = tensor.empty() : tensor<8x2x16x16xf32>
    %92 = tensor.empty() : tensor<8x2x16x16xf32>
    %93 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_26 : tensor<8x2x16x16xf32>) outs(%92 : tensor<8x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %307 = arith.truncf %cst_7 : f64 to f32
      %308 = arith.mulf %in, %307 : f32
      linalg.yield %308 : f32
    } -> tensor<8x2x16x16xf32>
    %94 = tensor.empty() : tensor<8x2x16x16xf32>
    %95 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%93, %60 : tensor<8x2x16x16xf32>, tensor<8x1x16x16xf32>) outs(%94 : tensor<8x2x16x16xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %307 = arith.addf %in, %in_68 : f32
      linalg.yield %307 : f32
    } -> tensor<8x2x16x16xf32>
    %96 = tensor.empty() : tensor<8x2x16xi64>
    %97 = linalg.fill ins(%c0_i64 : i64) outs(%96 : tensor<8x2x16xi64>) -> tensor<8x2x16xi64>
    %98 = tensor.empty() : tensor<8x2x16xf32>
    %99 = linalg.fill ins(%cst_1 : f32) outs(%98 : tensor<8x2x16xf32>) -> tensor<8x2x16xf32>
    %100:2 = linalg.generic {indexing_maps = [#map6, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%95 : tensor<8x2x16x16xf32>) outs(%99, %97 : tensor<8x2x16xf32>, tensor<8x2x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_68: i64):
      %307 = linalg.index 3 : index
      %308 = arith.index_cast %307 : index to i64
      %309 = arith.maximumf %in, %out : f32
      %310 = arith.cmpf ogt, %in, %out : f32
      %311 = arith.select %310, %308, %out_68 : i64
      linalg.yield %309, %311 : f32, i64
    } -> (tensor<8x2x16xf32>, tensor<8x2x16xi64>)
    %expanded_27 = tensor.expand_shape %100#0 [[0], [1], [2, 3]] output_shape [8, 2, 16, 1] : tensor<8x2x16xf32> into tensor<8x2x16x1xf32>
    %101 = tensor.empty() : tensor<8x2x16x16xf32>
    %102 = linalg.generic {indexing_maps = [#map6, #map16, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95, %expanded_27 : tensor<8x2x16x16xf32>, tensor<8x2x16x1xf32>) outs(%101 : tensor<8x2x16x16xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %307 = arith.subf %in, %in_68 : f32
      linalg.yield %307 : f32
    } -> tensor<8x2x16x16xf32>
    %103 = tensor.empty() : tensor<8x2x16x16xf32>
    %104 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%102 : tensor<8x2x16x16xf32>) outs(%103 : tensor<8x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %307 = math.exp %in : f32
      linalg.yield %307 : f32
    } -> tensor<8x2x16x16xf32>
    %105 = tensor.empty() : tensor<8x2x16x1xf32>
    %106 = linalg.fill ins(%cst_0 : f32) outs(%105 : tensor<8x2x16x1xf32>) -> tensor<8x2x16x1xf32>
    %107 = linalg.generic {indexing_maps = [#map6, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%104 : tensor<8x2x16x16xf32>) outs(%106 : tensor<8x2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %307 = arith.addf %in, %out : f32
      linalg.yield %307 : f32
    } -> tensor<8x2x16x1xf32>
    %108 = tensor.empty() : tensor<8x2x16x16xf32>
    %109 = linalg.generic {indexing_maps = [#map6, #map16, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%104, %107 : tensor<8x2x16x16xf32>, tensor<8x2x16x1xf32>) outs(%108 : tensor<8x2x16x16xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %307 = arith.divf %in, %in_68 : f32
      linalg.yield %307 : f32
    } -> tensor<8x2x16x16xf32>
    %collapsed_28 = tensor.collapse_shape %109 [[0, 1], [2], [3]] : tensor<8x2x16x16xf32> into tensor<16x16x16xf32>
    %collapsed_29 = tensor.collapse_shape %transposed_22 [[0, 1], [2], [3]] : tensor<8x2x16x32xf32> into tensor<16x16x32xf32>
    %110 = tensor.empty() : tensor<16x16x32xf32>
    %111 = linalg.fill ins(%cst_0 : f32) outs(%110 : tensor<16x16x32xf32>) -> tensor<16x16x32xf32>
    %112 = linalg.batch_matmul ins(%collapsed_28, %collapsed_29 : tensor<16x16x16xf32>, tensor<16x16x32xf32>) outs(%111 : tensor<16x16x32xf32>) -> tensor<16x16x32xf32>
    %expanded_30 = tensor.expand_shape %112 [[0, 1], [2], [3]] output_shape [8, 2, 16, 32] : tensor<16x16x32xf32> into tensor<8x2x16x32xf32>
    %113 = tensor.empty() : tensor<8x16x2x32xf32>
    %114 = tensor.empty() : tensor<8x16x2x32xf32>
    %transposed_31 = linalg.transpose ins(%expanded_30 : tensor<8x2x16x32xf32>) outs(%114 : tensor<8x16x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_32 = tensor.collapse_shape %transposed_31 [[0, 1], [2, 3]] : tensor<8x16x2x32xf32> into tensor<128x64xf32>
    %115 = tensor.empty() : tensor<64x64xf32>
    %transposed_33 = linalg.transpose ins(%arg12 : tensor<64x64xf32>) outs(%115 : tensor<64x64xf32>) permutation = [1, 0] 
    %116 = linalg.matmul ins(%collapsed_32, %transposed_33 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%65 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %117 = tensor.empty() : tensor<128x64xf32>
    %118 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<64xf32>) outs(%117 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %119 = tensor.empty() : tensor<128x64xf32>
    %120 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel"]} ins(%116, %118 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%119 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %307 = arith.addf %in, %in_68 : f32
      linalg.yield %307 : f32
    } -> tensor<128x64xf32>
    %expanded_34 = tensor.expand_shape %120 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %121 = tensor.empty() : tensor<8x16x64xf32>
    %122 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_34, %46 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%121 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %307 = arith.addf %in, %in_68 : f32
      linalg.yield %307 : f32
    } -> tensor<8x16x64xf32>
    %123 = tensor.empty() : tensor<8x16x64xf64>
    %124 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122 : tensor<8x16x64xf32>) outs(%123 : tensor<8x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %307 = arith.extf %in : f32 to f64
      linalg.yield %307 : f64
    } -> tensor<8x16x64xf64>
    %125 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%124 : tensor<8x16x64xf64>) outs(%16 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %307 = arith.addf %in, %out : f64
      linalg.yield %307 : f64
    } -> tensor<8x16x1xf64>
    %126 = tensor.empty() : tensor<8x16x1xf64>
    %127 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125 : tensor<8x16x1xf64>) outs(%126 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %307 = arith.divf %in, %cst_9 : f64
      linalg.yield %307 : f64
    } -> tensor<8x16x1xf64>
    %128 = tensor.empty() : tensor<8x16x64xf64>
    %129 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124, %127 : tensor<8x16x64xf64>, tensor<8x16x1xf64>) outs(%128 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_68: f64, %out: f64):
      %307 = arith.subf %in, %in_68 : f64
      linalg.yield %307 : f64
    } -> tensor<8x16x64xf64>
    %130 = tensor.empty() : tensor<8x16x64xf64>
    %131 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129, %129 : tensor<8x16x64xf64>, tensor<8x16x64xf64>) outs(%130 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_68: f64, %out: f64):
      %307 = arith.mulf %in, %in_68 : f64
      linalg.yield %307 : f64
    } -> tensor<8x16x64xf64>
    %132 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%131 : tensor<8x16x64xf64>) outs(%16 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %307 = arith.addf %in, %out : f64
      linalg.yield %307 : f64
    } -> tensor<8x16x1xf64>
    %133 = tensor.empty() : tensor<8x16x1xf64>
    %134 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132 : tensor<8x16x1xf64>) outs(%133 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %307 = arith.divf %in, %cst_9 : f64
      linalg.yield %307 : f64
    } -> tensor<8x16x1xf64>
    %135 = tensor.empty() : tensor<8x16x1xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134 : tensor<8x16x1xf64>) outs(%135 : tensor<8x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %307 = arith.truncf %in : f64 to f32
      linalg.yield %307 : f32
    } -> tensor<8x16x1xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%122 : tensor<8x16x64xf32>) outs(%31 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %307 = arith.addf %in, %out : f32
      linalg.yield %307 : f32
    } -> tensor<8x16x1xf32>
    %138 = tensor.empty() : tensor<8x16x1xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137 : tensor<8x16x1xf32>) outs(%138 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %307 = arith.divf %in, %cst_10 : f32
      linalg.yield %307 : f32
    } -> tensor<8x16x1xf32>
    %140 = tensor.empty() : tensor<8x16x1xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136 : tensor<8x16x1xf32>) outs(%140 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %307 = arith.truncf %cst_8 : f64 to f32
      %308 = arith.addf %in, %307 : f32
      linalg.yield %308 : f32
    } -> tensor<8x16x1xf32>
    %142 = tensor.empty() : tensor<8x16x1xf32>
    %143 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<8x16x1xf32>) outs(%142 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %307 = math.rsqrt %in : f32
      linalg.yield %307 : f32
    } -> tensor<8x16x1xf32>
    %144 = tensor.empty() : tensor<8x16x64xf32>
    %145 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122, %139 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%144 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %307 = arith.subf %in, %in_68 : f32
      linalg.yield %307 : f32
    } -> tensor<8x16x64xf32>
    %146 = tensor.empty() : tensor<8x16x64xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145, %143 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%146 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %307 = arith.mulf %in, %in_68 : f32
      linalg.yield %307 : f32
    } -> tensor<8x16x64xf32>
    %148 = tensor.empty() : tensor<8x16x64xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147, %arg14 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%148 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %307 = arith.mulf %in, %in_68 : f32
      linalg.yield %307 : f32
    } -> tensor<8x16x64xf32>
    %150 = tensor.empty() : tensor<8x16x64xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149, %arg15 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%150 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %307 = arith.addf %in, %in_68 : f32
      linalg.yield %307 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_35 = tensor.collapse_shape %151 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %152 = tensor.empty() : tensor<64x128xf32>
    %153 = tensor.empty() : tensor<64x128xf32>
    %transposed_36 = linalg.transpose ins(%arg16 : tensor<128x64xf32>) outs(%153 : tensor<64x128xf32>) permutation = [1, 0] 
    %154 = tensor.empty() : tensor<128x128xf32>
    %155 = tensor.empty() : tensor<128x128xf32>
    %156 = linalg.fill ins(%cst_0 : f32) outs(%155 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %157 = linalg.matmul ins(%collapsed_35, %transposed_36 : tensor<128x64xf32>, tensor<64x128xf32>) outs(%156 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %158 = tensor.empty() : tensor<128x128xf32>
    %159 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<128xf32>) outs(%158 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x128xf32>
    %160 = tensor.empty() : tensor<128x128xf32>
    %161 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel"]} ins(%157, %159 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%160 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %307 = arith.addf %in, %in_68 : f32
      linalg.yield %307 : f32
    } -> tensor<128x128xf32>
    %expanded_37 = tensor.expand_shape %161 [[0, 1], [2]] output_shape [8, 16, 128] : tensor<128x128xf32> into tensor<8x16x128xf32>
    %162 = tensor.empty() : tensor<8x16x128xf32>
    %163 = tensor.empty() : tensor<8x16x128xf32>
    %164 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_37 : tensor<8x16x128xf32>) outs(%163 : tensor<8x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %307 = arith.divf %in, %cst_11 : f32
      %308 = math.erf %307 : f32
      %309 = arith.addf %308, %cst_2 : f32
      %310 = arith.mulf %309, %cst_3 : f32
      %311 = arith.mulf %in, %310 : f32
      linalg.yield %311 : f32
    } -> tensor<8x16x128xf32>
    %collapsed_38 = tensor.collapse_shape %164 [[0, 1], [2]] : tensor<8x16x128xf32> into tensor<128x128xf32>
    %165 = tensor.empty() : tensor<128x64xf32>
    %transposed_39 = linalg.transpose ins(%arg18 : tensor<64x128xf32>) outs(%165 : tensor<128x64xf32>) permutation = [1, 0] 
    %166 = linalg.matmul ins(%collapsed_38, %transposed_39 : tensor<128x128xf32>, tensor<128x64xf32>) outs(%65 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %167 = tensor.empty() : tensor<128x64xf32>
    %168 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<64xf32>) outs(%167 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %169 = tensor.empty() : tensor<128x64xf32>
    %170 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel"]} ins(%166, %168 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%169 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %307 = arith.addf %in, %in_68 : f32
      linalg.yield %307 : f32
    } -> tensor<128x64xf32>
    %expanded_40 = tensor.expand_shape %170 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %171 = tensor.empty() : tensor<8x16x64xf32>
    %172 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_40, %151 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%171 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %307 = arith.addf %in, %in_68 : f32
      linalg.yield %307 : f32
    } -> tensor<8x16x64xf32>
    %173 = tensor.empty() : tensor<8x16x64xf64>
    %174 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172 : tensor<8x16x64xf32>) outs(%173 : tensor<8x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %307 = arith.extf %in : f32 to f64
      linalg.yield %307 : f64
    } -> tensor<8x16x64xf64>
    %175 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%174 : tensor<8x16x64xf64>) outs(%16 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %307 = arith.addf %in, %out : f64
      linalg.yield %307 : f64
    } -> tensor<8x16x1xf64>
    %176 = tensor.empty() : tensor<8x16x1xf64>
    %177 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175 : tensor<8x16x1xf64>) outs(%176 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %307 = arith.divf %in, %cst_9 : f64
      linalg.yield %307 : f64
    } -> tensor<8x16x1xf64>
    %178 = tensor.empty() : tensor<8x16x64xf64>
    %179 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174, %177 : tensor<8x16x64xf64>, tensor<8x16x1xf64>) outs(%178 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_68: f64, %out: f64):
      %307 = arith.subf %in, %in_68 : f64
      linalg.yield %307 : f64
    } -> tensor<8x16x64xf64>
    %180 = tensor.empty() : tensor<8x16x64xf64>
    %181 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179, %179 : tensor<8x16x64xf64>, tensor<8x16x64xf64>) outs(%180 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_68: f64, %out: f64):
      %307 = arith.mulf %in, %in_68 : f64
      linalg.yield %307 : f64
    } -> tensor<8x16x64xf64>
    %182 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%181 : tensor<8x16x64xf64>) outs(%16 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %307 = arith.addf %in, %out : f64
      linalg.yield %307 : f64
    } -> tensor<8x16x1xf64>
    %183 = tensor.empty() : tensor<8x16x1xf64>
    %184 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182 : tensor<8x16x1xf64>) outs(%183 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %307 = arith.divf %in, %cst_9 : f64
      linalg.yield %307 : f64
    } -> tensor<8x16x1xf64>
    %185 = tensor.empty() : tensor<8x16x1xf32>
    %186 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184 : tensor<8x16x1xf64>) outs(%185 : tensor<8x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %307 = arith.truncf %in : f64 to f32
      linalg.yield %307 : f32
    } -> tensor<8x16x1xf32>
    %187 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%172 : tensor<8x16x64xf32>) outs(%31 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %307 = arith.addf %in, %out : f32
      linalg.yield %307 : f32
    } -> tensor<8x16x1xf32>
    %188 = tensor.empty() : tensor<8x16x1xf32>
    %189 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%187 : tensor<8x16x1xf32>) outs(%188 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %307 = arith.divf %in, %cst_10 : f32
      linalg.yield %307 : f32
    } -> tensor<8x16x1xf32>
    %190 = tensor.empty() : tensor<8x16x1xf32>
    %191 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186 : tensor<8x16x1xf32>) outs(%190 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %307 = arith.truncf %cst_8 : f64 to f32
      %308 = arith.addf %in, %307 : f32
      linalg.yield %308 : f32
    } -> tensor<8x16x1xf32>
    %192 = tensor.empty() : tensor<8x16x1xf32>
    %193 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%191 : tensor<8x16x1xf32>) outs(%192 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %307 = math.rsqrt %in : f32
      linalg.yield %307 : f32
    } -> tensor<8x16x1xf32>
    %194 = tensor.empty() : tensor<8x16x64xf32>
    %195 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172, %189 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%194 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %307 = arith.subf %in, %in_68 : f32
      linalg.yield %307 : f32
    } -> tensor<8x16x64xf32>
    %196 = tensor.empty() : tensor<8x16x64xf32>
    %197 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195, %193 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%196 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %307 = arith.mulf %in, %in_68 : f32
      linalg.yield %307 : f32
    } -> tensor<8x16x64xf32>
    %198 = tensor.empty() : tensor<8x16x64xf32>
    %199 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%197, %arg20 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%198 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %307 = arith.mulf %in, %in_68 : f32
      linalg.yield %307 : f32
    } -> tensor<8x16x64xf32>
    %200 = tensor.empty() : tensor<8x16x64xf32>
    %201 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199, %arg21 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%200 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %307 = arith.addf %in, %in_68 : f32
      linalg.yield %307 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_41 = tensor.collapse_shape %201 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %202 = tensor.empty() : tensor<64x64xf32>
    %transposed_42 = linalg.transpose ins(%arg22 : tensor<64x64xf32>) outs(%202 : tensor<64x64xf32>) permutation = [1, 0] 
    %203 = linalg.matmul ins(%collapsed_41, %transposed_42 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%65 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %204 = tensor.empty() : tensor<128x64xf32>
    %205 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel"]} ins(%arg23 : tensor<64xf32>) outs(%204 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %206 = tensor.empty() : tensor<128x64xf32>
    %207 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel"]} ins(%203, %205 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%206 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %307 = arith.addf %in, %in_68 : f32
      linalg.yield %307 : f32
    } -> tensor<128x64xf32>
    %expanded_43 = tensor.expand_shape %207 [[0, 1], [2, 3]] output_shape [8, 16, 2, 32] : tensor<128x64xf32> into tensor<8x16x2x32xf32>
    %208 = tensor.empty() : tensor<8x2x16x32xf32>
    %transposed_44 = linalg.transpose ins(%expanded_43 : tensor<8x16x2x32xf32>) outs(%208 : tensor<8x2x16x32xf32>) permutation = [0, 2, 1, 3] 
    %209 = tensor.empty() : tensor<64x64xf32>
    %transposed_45 = linalg.transpose ins(%arg24 : tensor<64x64xf32>) outs(%209 : tensor<64x64xf32>) permutation = [1, 0] 
    %210 = linalg.matmul ins(%collapsed_41, %transposed_45 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%65 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %211 = tensor.empty() : tensor<128x64xf32>
    %212 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel"]} ins(%arg25 : tensor<64xf32>) outs(%211 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %213 = tensor.empty() : tensor<128x64xf32>
    %214 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel"]} ins(%210, %212 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%213 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %307 = arith.addf %in, %in_68 : f32
      linalg.yield %307 : f32
    } -> tensor<128x64xf32>
    %expanded_46 = tensor.expand_shape %214 [[0, 1], [2, 3]] output_shape [8, 16, 2, 32] : tensor<128x64xf32> into tensor<8x16x2x32xf32>
    %215 = tensor.empty() : tensor<64x64xf32>
    %transposed_47 = linalg.transpose ins(%arg26 : tensor<64x64xf32>) outs(%215 : tensor<64x64xf32>) permutation = [1, 0] 
    %216 = linalg.matmul ins(%collapsed_41, %transposed_47 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%65 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %217 = tensor.empty() : tensor<128x64xf32>
    %218 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel"]} ins(%arg27 : tensor<64xf32>) outs(%217 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %219 = tensor.empty() : tensor<128x64xf32>
    %220 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel"]} ins(%216, %218 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%219 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %307 = arith.addf %in, %in_68 : f32
      linalg.yield %307 : f32
    } -> tensor<128x64xf32>
    %expanded_48 = tensor.expand_shape %220 [[0, 1], [2, 3]] output_shape [8, 16, 2, 32] : tensor<128x64xf32> into tensor<8x16x2x32xf32>
    %transposed_49 = linalg.transpose ins(%expanded_48 : tensor<8x16x2x32xf32>) outs(%71 : tensor<8x2x16x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_50 = linalg.transpose ins(%expanded_46 : tensor<8x16x2x32xf32>) outs(%86 : tensor<8x2x32x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_51 = tensor.collapse_shape %transposed_44 [[0, 1], [2], [3]] : tensor<8x2x16x32xf32> into tensor<16x16x32xf32>
    %collapsed_52 = tensor.collapse_shape %transposed_50 [[0, 1], [2], [3]] : tensor<8x2x32x16xf32> into tensor<16x32x16xf32>
    %221 = linalg.batch_matmul ins(%collapsed_51, %collapsed_52 : tensor<16x16x32xf32>, tensor<16x32x16xf32>) outs(%89 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %expanded_53 = tensor.expand_shape %221 [[0, 1], [2], [3]] output_shape [8, 2, 16, 16] : tensor<16x16x16xf32> into tensor<8x2x16x16xf32>
    %222 = tensor.empty() : tensor<8x2x16x16xf32>
    %223 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_53 : tensor<8x2x16x16xf32>) outs(%222 : tensor<8x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %307 = arith.truncf %cst_7 : f64 to f32
      %308 = arith.mulf %in, %307 : f32
      linalg.yield %308 : f32
    } -> tensor<8x2x16x16xf32>
    %224 = tensor.empty() : tensor<8x2x16x16xf32>
    %225 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%223, %60 : tensor<8x2x16x16xf32>, tensor<8x1x16x16xf32>) outs(%224 : tensor<8x2x16x16xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %307 = arith.addf %in, %in_68 : f32
      linalg.yield %307 : f32
    } -> tensor<8x2x16x16xf32>
    %226:2 = linalg.generic {indexing_maps = [#map6, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%225 : tensor<8x2x16x16xf32>) outs(%99, %97 : tensor<8x2x16xf32>, tensor<8x2x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_68: i64):
      %307 = linalg.index 3 : index
      %308 = arith.index_cast %307 : index to i64
      %309 = arith.maximumf %in, %out : f32
      %310 = arith.cmpf ogt, %in, %out : f32
      %311 = arith.select %310, %308, %out_68 : i64
      linalg.yield %309, %311 : f32, i64
    } -> (tensor<8x2x16xf32>, tensor<8x2x16xi64>)
    %expanded_54 = tensor.expand_shape %226#0 [[0], [1], [2, 3]] output_shape [8, 2, 16, 1] : tensor<8x2x16xf32> into tensor<8x2x16x1xf32>
    %227 = tensor.empty() : tensor<8x2x16x16xf32>
    %228 = linalg.generic {indexing_maps = [#map6, #map16, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%225, %expanded_54 : tensor<8x2x16x16xf32>, tensor<8x2x16x1xf32>) outs(%227 : tensor<8x2x16x16xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %307 = arith.subf %in, %in_68 : f32
      linalg.yield %307 : f32
    } -> tensor<8x2x16x16xf32>
    %229 = tensor.empty() : tensor<8x2x16x16xf32>
    %230 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%228 : tensor<8x2x16x16xf32>) outs(%229 : tensor<8x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %307 = math.exp %in : f32
      linalg.yield %307 : f32
    } -> tensor<8x2x16x16xf32>
    %231 = linalg.generic {indexing_maps = [#map6, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%230 : tensor<8x2x16x16xf32>) outs(%106 : tensor<8x2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %307 = arith.addf %in, %out : f32
      linalg.yield %307 : f32
    } -> tensor<8x2x16x1xf32>
    %232 = linalg.generic {indexing_maps = [#map6, #map16, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%230, %231 : tensor<8x2x16x16xf32>, tensor<8x2x16x1xf32>) outs(%91 : tensor<8x2x16x16xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %307 = arith.divf %in, %in_68 : f32
      linalg.yield %307 : f32
    } -> tensor<8x2x16x16xf32>
    %collapsed_55 = tensor.collapse_shape %232 [[0, 1], [2], [3]] : tensor<8x2x16x16xf32> into tensor<16x16x16xf32>
    %collapsed_56 = tensor.collapse_shape %transposed_49 [[0, 1], [2], [3]] : tensor<8x2x16x32xf32> into tensor<16x16x32xf32>
    %233 = linalg.batch_matmul ins(%collapsed_55, %collapsed_56 : tensor<16x16x16xf32>, tensor<16x16x32xf32>) outs(%111 : tensor<16x16x32xf32>) -> tensor<16x16x32xf32>
    %expanded_57 = tensor.expand_shape %233 [[0, 1], [2], [3]] output_shape [8, 2, 16, 32] : tensor<16x16x32xf32> into tensor<8x2x16x32xf32>
    %transposed_58 = linalg.transpose ins(%expanded_57 : tensor<8x2x16x32xf32>) outs(%113 : tensor<8x16x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_59 = tensor.collapse_shape %transposed_58 [[0, 1], [2, 3]] : tensor<8x16x2x32xf32> into tensor<128x64xf32>
    %transposed_60 = linalg.transpose ins(%arg28 : tensor<64x64xf32>) outs(%61 : tensor<64x64xf32>) permutation = [1, 0] 
    %234 = linalg.matmul ins(%collapsed_59, %transposed_60 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%65 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %235 = tensor.empty() : tensor<128x64xf32>
    %236 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel"]} ins(%arg29 : tensor<64xf32>) outs(%235 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %237 = tensor.empty() : tensor<128x64xf32>
    %238 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel"]} ins(%234, %236 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%237 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %307 = arith.addf %in, %in_68 : f32
      linalg.yield %307 : f32
    } -> tensor<128x64xf32>
    %expanded_61 = tensor.expand_shape %238 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %239 = tensor.empty() : tensor<8x16x64xf32>
    %240 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_61, %201 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%239 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %307 = arith.addf %in, %in_68 : f32
      linalg.yield %307 : f32
    } -> tensor<8x16x64xf32>
    %241 = tensor.empty() : tensor<8x16x64xf64>
    %242 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%240 : tensor<8x16x64xf32>) outs(%241 : tensor<8x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %307 = arith.extf %in : f32 to f64
      linalg.yield %307 : f64
    } -> tensor<8x16x64xf64>
    %243 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%242 : tensor<8x16x64xf64>) outs(%16 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %307 = arith.addf %in, %out : f64
      linalg.yield %307 : f64
    } -> tensor<8x16x1xf64>
    %244 = tensor.empty() : tensor<8x16x1xf64>
    %245 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%243 : tensor<8x16x1xf64>) outs(%244 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %307 = arith.divf %in, %cst_9 : f64
      linalg.yield %307 : f64
    } -> tensor<8x16x1xf64>
    %246 = tensor.empty() : tensor<8x16x64xf64>
    %247 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%242, %245 : tensor<8x16x64xf64>, tensor<8x16x1xf64>) outs(%246 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_68: f64, %out: f64):
      %307 = arith.subf %in, %in_68 : f64
      linalg.yield %307 : f64
    } -> tensor<8x16x64xf64>
    %248 = tensor.empty() : tensor<8x16x64xf64>
    %249 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%247, %247 : tensor<8x16x64xf64>, tensor<8x16x64xf64>) outs(%248 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_68: f64, %out: f64):
      %307 = arith.mulf %in, %in_68 : f64
      linalg.yield %307 : f64
    } -> tensor<8x16x64xf64>
    %250 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%249 : tensor<8x16x64xf64>) outs(%16 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %307 = arith.addf %in, %out : f64
      linalg.yield %307 : f64
    } -> tensor<8x16x1xf64>
    %251 = tensor.empty() : tensor<8x16x1xf64>
    %252 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%250 : tensor<8x16x1xf64>) outs(%251 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %307 = arith.divf %in, %cst_9 : f64
      linalg.yield %307 : f64
    } -> tensor<8x16x1xf64>
    %253 = tensor.empty() : tensor<8x16x1xf32>
    %254 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%252 : tensor<8x16x1xf64>) outs(%253 : tensor<8x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %307 = arith.truncf %in : f64 to f32
      linalg.yield %307 : f32
    } -> tensor<8x16x1xf32>
    %255 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%240 : tensor<8x16x64xf32>) outs(%31 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %307 = arith.addf %in, %out : f32
      linalg.yield %307 : f32
    } -> tensor<8x16x1xf32>
    %256 = tensor.empty() : tensor<8x16x1xf32>
    %257 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%255 : tensor<8x16x1xf32>) outs(%256 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %307 = arith.divf %in, %cst_10 : f32
      linalg.yield %307 : f32
    } -> tensor<8x16x1xf32>
    %258 = tensor.empty() : tensor<8x16x1xf32>
    %259 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%254 : tensor<8x16x1xf32>) outs(%258 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %307 = arith.truncf %cst_8 : f64 to f32
      %308 = arith.addf %in, %307 : f32
      linalg.yield %308 : f32
    } -> tensor<8x16x1xf32>
    %260 = tensor.empty() : tensor<8x16x1xf32>
    %261 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%259 : tensor<8x16x1xf32>) outs(%260 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %307 = math.rsqrt %in : f32
      linalg.yield %307 : f32
    } -> tensor<8x16x1xf32>
    %262 = tensor.empty() : tensor<8x16x64xf32>
    %263 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%240, %257 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%262 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %307 = arith.subf %in, %in_68 : f32
      linalg.yield %307 : f32
    } -> tensor<8x16x64xf32>
    %264 = tensor.empty() : tensor<8x16x64xf32>
    %265 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%263, %261 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%264 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %307 = arith.mulf %in, %in_68 : f32
      linalg.yield %307 : f32
    } -> tensor<8x16x64xf32>
    %266 = tensor.empty() : tensor<8x16x64xf32>
    %267 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%265, %arg30 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%266 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %307 = arith.mulf %in, %in_68 : f32
      linalg.yield %307 : f32
    } -> tensor<8x16x64xf32>
    %268 = tensor.empty() : tensor<8x16x64xf32>
    %269 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%267, %arg31 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%268 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %307 = arith.addf %in, %in_68 : f32
      linalg.yield %307 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_62 = tensor.collapse_shape %269 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %transposed_63 = linalg.transpose ins(%arg32 : tensor<128x64xf32>) outs(%152 : tensor<64x128xf32>) permutation = [1, 0] 
    %270 = linalg.matmul ins(%collapsed_62, %transposed_63 : tensor<128x64xf32>, tensor<64x128xf32>) outs(%156 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %271 = tensor.empty() : tensor<128x128xf32>
    %272 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel"]} ins(%arg33 : tensor<128xf32>) outs(%271 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x128xf32>
    %273 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel"]} ins(%270, %272 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%154 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %307 = arith.addf %in, %in_68 : f32
      linalg.yield %307 : f32
    } -> tensor<128x128xf32>
    %expanded_64 = tensor.expand_shape %273 [[0, 1], [2]] output_shape [8, 16, 128] : tensor<128x128xf32> into tensor<8x16x128xf32>
    %274 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_64 : tensor<8x16x128xf32>) outs(%162 : tensor<8x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %307 = arith.divf %in, %cst_11 : f32
      %308 = math.erf %307 : f32
      %309 = arith.addf %308, %cst_2 : f32
      %310 = arith.mulf %309, %cst_3 : f32
      %311 = arith.mulf %in, %310 : f32
      linalg.yield %311 : f32
    } -> tensor<8x16x128xf32>
    %collapsed_65 = tensor.collapse_shape %274 [[0, 1], [2]] : tensor<8x16x128xf32> into tensor<128x128xf32>
    %275 = tensor.empty() : tensor<128x64xf32>
    %transposed_66 = linalg.transpose ins(%arg34 : tensor<64x128xf32>) outs(%275 : tensor<128x64xf32>) permutation = [1, 0] 
    %276 = linalg.matmul ins(%collapsed_65, %transposed_66 : tensor<128x128xf32>, tensor<128x64xf32>) outs(%65 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %277 = tensor.empty() : tensor<128x64xf32>
    %278 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel"]} ins(%arg35 : tensor<64xf32>) outs(%277 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %279 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel"]} ins(%276, %278 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%63 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %307 = arith.addf %in, %in_68 : f32
      linalg.yield %307 : f32
    } -> tensor<128x64xf32>
    %expanded_67 = tensor.expand_shape %279 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %280 = tensor.empty() : tensor<8x16x64xf32>
    %281 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_67, %269 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%280 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %307 = arith.addf %in, %in_68 : f32
      linalg.yield %307 : f32
    } -> tensor<8x16x64xf32>
    %282 = tensor.empty() : tensor<8x16x64xf64>
    %283 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%281 : tensor<8x16x64xf32>) outs(%282 : tensor<8x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %307 = arith.extf %in : f32 to f64
      linalg.yield %307 : f64
    } -> tensor<8x16x64xf64>
    %284 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%283 : tensor<8x16x64xf64>) outs(%16 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %307 = arith.addf %in, %out : f64
      linalg.yield %307 : f64
    } -> tensor<8x16x1xf64>
    %285 = tensor.empty() : tensor<8x16x1xf64>
    %286 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%284 : tensor<8x16x1xf64>) outs(%285 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %307 = arith.divf %in, %cst_9 : f64
      linalg.yield %307 : f64
    } -> tensor<8x16x1xf64>
    %287 = tensor.empty() : tensor<8x16x64xf64>
    %288 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%283, %286 : tensor<8x16x64xf64>, tensor<8x16x1xf64>) outs(%287 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_68: f64, %out: f64):
      %307 = arith.subf %in, %in_68 : f64
      linalg.yield %307 : f64
    } -> tensor<8x16x64xf64>
    %289 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%288, %288 : tensor<8x16x64xf64>, tensor<8x16x64xf64>) outs(%11 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_68: f64, %out: f64):
      %307 = arith.mulf %in, %in_68 : f64
      linalg.yield %307 : f64
    } -> tensor<8x16x64xf64>
    %290 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%289 : tensor<8x16x64xf64>) outs(%16 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %307 = arith.addf %in, %out : f64
      linalg.yield %307 : f64
    } -> tensor<8x16x1xf64>
    %291 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%290 : tensor<8x16x1xf64>) outs(%14 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %307 = arith.divf %in, %cst_9 : f64
      linalg.yield %307 : f64
    } -> tensor<8x16x1xf64>
    %292 = tensor.empty() : tensor<8x16x1xf32>
    %293 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%291 : tensor<8x16x1xf64>) outs(%292 : tensor<8x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %307 = arith.truncf %in : f64 to f32
      linalg.yield %307 : f32
    } -> tensor<8x16x1xf32>
    %294 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%281 : tensor<8x16x64xf32>) outs(%31 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %307 = arith.addf %in, %out : f32
      linalg.yield %307 : f32
    } -> tensor<8x16x1xf32>
    %295 = tensor.empty() : tensor<8x16x1xf32>
    %296 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%294 : tensor<8x16x1xf32>) outs(%295 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %307 = arith.divf %in, %cst_10 : f32
      linalg.yield %307 : f32
    } -> tensor<8x16x1xf32>
    %297 = tensor.empty() : tensor<8x16x1xf32>
    %298 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%293 : tensor<8x16x1xf32>) outs(%297 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %307 = arith.truncf %cst_8 : f64 to f32
      %308 = arith.addf %in, %307 : f32
      linalg.yield %308 : f32
    } -> tensor<8x16x1xf32>
    %299 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%298 : tensor<8x16x1xf32>) outs(%27 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %307 = math.rsqrt %in : f32
      linalg.yield %307 : f32
    } -> tensor<8x16x1xf32>
    %300 = tensor.empty() : tensor<8x16x64xf32>
    %301 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%281, %296 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%300 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %307 = arith.subf %in, %in_68 : f32
      linalg.yield %307 : f32
    } -> tensor<8x16x64xf32>
    %302 = tensor.empty() : tensor<8x16x64xf32>
    %303 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%301, %299 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%302 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %307 = arith.mulf %in, %in_68 : f32
      linalg.yield %307 : f32
    } -> tensor<8x16x64xf32>
    %304 = tensor.empty() : tensor<8x16x64xf32>
    %305 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%303, %arg36 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%304 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %307 = arith.mulf %in, %in_68 : f32
      linalg.yield %307 : f32
    } -> tensor<8x16x64xf32>
    %306 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%305, %arg37 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%0 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %307 = arith.addf %in, %in_68 : f32
      linalg.yield %307 : f32
    } -> tensor<8x16x64xf32>
    return %306 : tensor<8x16x64xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_1_32_torch.int64: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F00000000000000"
    }
  }
#-}

