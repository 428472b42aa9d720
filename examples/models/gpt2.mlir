// Model zoo: gpt2, exported by examples/models/regenerate.sh (zoo.py); random weights.
// Arguments: the inputs, then every parameter/buffer (cleave.name = its name). {"inputs": ["input_ids"], "parameters": 28}
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
  func.func @forward(%arg0: tensor<8x16xi64> {cleave.name = "input_ids"}, %arg1: tensor<256x64xf32> {cleave.name = "wte.weight"}, %arg2: tensor<32x64xf32> {cleave.name = "wpe.weight"}, %arg3: tensor<64xf32> {cleave.name = "h.0.ln_1.weight"}, %arg4: tensor<64xf32> {cleave.name = "h.0.ln_1.bias"}, %arg5: tensor<64x192xf32> {cleave.name = "h.0.attn.c_attn.weight"}, %arg6: tensor<192xf32> {cleave.name = "h.0.attn.c_attn.bias"}, %arg7: tensor<64x64xf32> {cleave.name = "h.0.attn.c_proj.weight"}, %arg8: tensor<64xf32> {cleave.name = "h.0.attn.c_proj.bias"}, %arg9: tensor<64xf32> {cleave.name = "h.0.ln_2.weight"}, %arg10: tensor<64xf32> {cleave.name = "h.0.ln_2.bias"}, %arg11: tensor<64x256xf32> {cleave.name = "h.0.mlp.c_fc.weight"}, %arg12: tensor<256xf32> {cleave.name = "h.0.mlp.c_fc.bias"}, %arg13: tensor<256x64xf32> {cleave.name = "h.0.mlp.c_proj.weight"}, %arg14: tensor<64xf32> {cleave.name = "h.0.mlp.c_proj.bias"}, %arg15: tensor<64xf32> {cleave.name = "h.1.ln_1.weight"}, %arg16: tensor<64xf32> {cleave.name = "h.1.ln_1.bias"}, %arg17: tensor<64x192xf32> {cleave.name = "h.1.attn.c_attn.weight"}, %arg18: tensor<192xf32> {cleave.name = "h.1.attn.c_attn.bias"}, %arg19: tensor<64x64xf32> {cleave.name = "h.1.attn.c_proj.weight"}, %arg20: tensor<64xf32> {cleave.name = "h.1.attn.c_proj.bias"}, %arg21: tensor<64xf32> {cleave.name = "h.1.ln_2.weight"}, %arg22: tensor<64xf32> {cleave.name = "h.1.ln_2.bias"}, %arg23: tensor<64x256xf32> {cleave.name = "h.1.mlp.c_fc.weight"}, %arg24: tensor<256xf32> {cleave.name = "h.1.mlp.c_fc.bias"}, %arg25: tensor<256x64xf32> {cleave.name = "h.1.mlp.c_proj.weight"}, %arg26: tensor<64xf32> {cleave.name = "h.1.mlp.c_proj.bias"}, %arg27: tensor<64xf32> {cleave.name = "ln_f.weight"}, %arg28: tensor<64xf32> {cleave.name = "ln_f.bias"}) -> tensor<8x16x64xf32> {
    %c3_i64 = arith.constant 3 : i64
    %c0_i64 = arith.constant 0 : i64
    %c256 = arith.constant 256 : index
    %c32 = arith.constant 32 : index
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = arith.constant dense<true> : tensor<i1>
    %cst_5 = arith.constant 0.79788456080286541 : f64
    %cst_6 = arith.constant 4.471500e-02 : f64
    %cst_7 = arith.constant 1.000000e-05 : f64
    %true = arith.constant true
    %cst_8 = arith.constant 6.400000e+01 : f64
    %cst_9 = arith.constant 6.400000e+01 : f32
    %cst_10 = arith.constant 2.500000e-01 : f32
    %cst_11 = arith.constant 5.000000e-01 : f32
    %cst_12 = arith.constant 1.000000e+00 : f32
    %0 = tensor.empty() : tensor<16xi64>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%0 : tensor<16xi64>) {
    ^bb0(%out: i64):
      %301 = linalg.index 0 : index
      %302 = arith.index_cast %301 : index to i64
      linalg.yield %302 : i64
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
      %301 = arith.index_cast %in : i64 to index
      %302 = linalg.index 2 : index
      %303 = arith.cmpi slt, %301, %c256 : index
      cf.assert %303, "index must be smaller than dim size"
      %304 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %304, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%301, %302] : tensor<256x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x16x64xf32>
    %7 = tensor.empty() : tensor<8x16x64xf32>
    %8 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3 : tensor<8x16xi64>) outs(%7 : tensor<8x16x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %301 = arith.index_cast %in : i64 to index
      %302 = linalg.index 2 : index
      %303 = arith.cmpi slt, %301, %c32 : index
      cf.assert %303, "index must be smaller than dim size"
      %304 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %304, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg2[%301, %302] : tensor<32x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x16x64xf32>
    %9 = tensor.empty() : tensor<8x16x64xf32>
    %10 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %8 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%9 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %301 = arith.addf %in, %in_62 : f32
      linalg.yield %301 : f32
    } -> tensor<8x16x64xf32>
    %11 = tensor.empty() : tensor<8xi64>
    %12 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%11 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %301 = linalg.index 0 : index
      %302 = arith.index_cast %301 : index to i64
      linalg.yield %302 : i64
    } -> tensor<8xi64>
    %expanded = tensor.expand_shape %12 [[0, 1, 2, 3]] output_shape [8, 1, 1, 1] : tensor<8xi64> into tensor<8x1x1x1xi64>
    %expanded_13 = tensor.expand_shape %1 [[0, 1, 2, 3]] output_shape [1, 1, 16, 1] : tensor<16xi64> into tensor<1x1x16x1xi64>
    %expanded_14 = tensor.expand_shape %1 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] : tensor<16xi64> into tensor<1x1x1x16xi64>
    %13 = tensor.empty() : tensor<1x1x16x16xi1>
    %14 = tensor.empty() : tensor<1x1x16x16xi1>
    %15 = linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_14, %expanded_13 : tensor<1x1x1x16xi64>, tensor<1x1x16x1xi64>) outs(%14 : tensor<1x1x16x16xi1>) {
    ^bb0(%in: i64, %in_62: i64, %out: i1):
      %301 = arith.cmpi sle, %in, %in_62 : i64
      linalg.yield %301 : i1
    } -> tensor<1x1x16x16xi1>
    %16 = linalg.generic {indexing_maps = [#map8, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_4, %15 : tensor<i1>, tensor<1x1x16x16xi1>) outs(%13 : tensor<1x1x16x16xi1>) {
    ^bb0(%in: i1, %in_62: i1, %out: i1):
      %301 = arith.andi %in, %in_62 : i1
      linalg.yield %301 : i1
    } -> tensor<1x1x16x16xi1>
    %17 = tensor.empty() : tensor<8x1x1x16xi1>
    %18 = linalg.generic {indexing_maps = [#map9, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_14 : tensor<8x1x1x1xi64>, tensor<1x1x1x16xi64>) outs(%17 : tensor<8x1x1x16xi1>) {
    ^bb0(%in: i64, %in_62: i64, %out: i1):
      linalg.yield %true : i1
    } -> tensor<8x1x1x16xi1>
    %19 = tensor.empty() : tensor<8x1x16x16xi1>
    %20 = linalg.generic {indexing_maps = [#map11, #map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16, %18 : tensor<1x1x16x16xi1>, tensor<8x1x1x16xi1>) outs(%19 : tensor<8x1x16x16xi1>) {
    ^bb0(%in: i1, %in_62: i1, %out: i1):
      %301 = arith.andi %in, %in_62 : i1
      linalg.yield %301 : i1
    } -> tensor<8x1x16x16xi1>
    %21 = tensor.empty() : tensor<8x1x16x16xf32>
    %22 = linalg.generic {indexing_maps = [#map7, #map8, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %cst_3, %cst_2 : tensor<8x1x16x16xi1>, tensor<f32>, tensor<f32>) outs(%21 : tensor<8x1x16x16xf32>) {
    ^bb0(%in: i1, %in_62: f32, %in_63: f32, %out: f32):
      %301 = arith.select %in, %in_62, %in_63 : f32
      linalg.yield %301 : f32
    } -> tensor<8x1x16x16xf32>
    %23 = tensor.empty() : tensor<8x16x64xf64>
    %24 = tensor.empty() : tensor<8x16x64xf64>
    %25 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10 : tensor<8x16x64xf32>) outs(%24 : tensor<8x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %301 = arith.extf %in : f32 to f64
      linalg.yield %301 : f64
    } -> tensor<8x16x64xf64>
    %26 = tensor.empty() : tensor<8x16x1xf64>
    %27 = tensor.empty() : tensor<8x16x1xf64>
    %28 = linalg.fill ins(%cst : f64) outs(%27 : tensor<8x16x1xf64>) -> tensor<8x16x1xf64>
    %29 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%25 : tensor<8x16x64xf64>) outs(%28 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %301 = arith.addf %in, %out : f64
      linalg.yield %301 : f64
    } -> tensor<8x16x1xf64>
    %30 = tensor.empty() : tensor<8x16x1xf64>
    %31 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<8x16x1xf64>) outs(%30 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %301 = arith.divf %in, %cst_8 : f64
      linalg.yield %301 : f64
    } -> tensor<8x16x1xf64>
    %32 = tensor.empty() : tensor<8x16x64xf64>
    %33 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25, %31 : tensor<8x16x64xf64>, tensor<8x16x1xf64>) outs(%32 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_62: f64, %out: f64):
      %301 = arith.subf %in, %in_62 : f64
      linalg.yield %301 : f64
    } -> tensor<8x16x64xf64>
    %34 = tensor.empty() : tensor<8x16x64xf64>
    %35 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33, %33 : tensor<8x16x64xf64>, tensor<8x16x64xf64>) outs(%34 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_62: f64, %out: f64):
      %301 = arith.mulf %in, %in_62 : f64
      linalg.yield %301 : f64
    } -> tensor<8x16x64xf64>
    %36 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%35 : tensor<8x16x64xf64>) outs(%28 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %301 = arith.addf %in, %out : f64
      linalg.yield %301 : f64
    } -> tensor<8x16x1xf64>
    %37 = tensor.empty() : tensor<8x16x1xf64>
    %38 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36 : tensor<8x16x1xf64>) outs(%37 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %301 = arith.divf %in, %cst_8 : f64
      linalg.yield %301 : f64
    } -> tensor<8x16x1xf64>
    %39 = tensor.empty() : tensor<8x16x1xf32>
    %40 = tensor.empty() : tensor<8x16x1xf32>
    %41 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38 : tensor<8x16x1xf64>) outs(%40 : tensor<8x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %301 = arith.truncf %in : f64 to f32
      linalg.yield %301 : f32
    } -> tensor<8x16x1xf32>
    %42 = tensor.empty() : tensor<8x16x1xf32>
    %43 = linalg.fill ins(%cst_0 : f32) outs(%42 : tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %44 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%10 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %301 = arith.addf %in, %out : f32
      linalg.yield %301 : f32
    } -> tensor<8x16x1xf32>
    %45 = tensor.empty() : tensor<8x16x1xf32>
    %46 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%44 : tensor<8x16x1xf32>) outs(%45 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %301 = arith.divf %in, %cst_9 : f32
      linalg.yield %301 : f32
    } -> tensor<8x16x1xf32>
    %47 = tensor.empty() : tensor<8x16x1xf32>
    %48 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41 : tensor<8x16x1xf32>) outs(%47 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %301 = arith.truncf %cst_7 : f64 to f32
      %302 = arith.addf %in, %301 : f32
      linalg.yield %302 : f32
    } -> tensor<8x16x1xf32>
    %49 = tensor.empty() : tensor<8x16x1xf32>
    %50 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%48 : tensor<8x16x1xf32>) outs(%49 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %301 = math.rsqrt %in : f32
      linalg.yield %301 : f32
    } -> tensor<8x16x1xf32>
    %51 = tensor.empty() : tensor<8x16x64xf32>
    %52 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %46 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%51 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %301 = arith.subf %in, %in_62 : f32
      linalg.yield %301 : f32
    } -> tensor<8x16x64xf32>
    %53 = tensor.empty() : tensor<8x16x64xf32>
    %54 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%52, %50 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%53 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %301 = arith.mulf %in, %in_62 : f32
      linalg.yield %301 : f32
    } -> tensor<8x16x64xf32>
    %55 = tensor.empty() : tensor<8x16x64xf32>
    %56 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%54, %arg3 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%55 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %301 = arith.mulf %in, %in_62 : f32
      linalg.yield %301 : f32
    } -> tensor<8x16x64xf32>
    %57 = tensor.empty() : tensor<8x16x64xf32>
    %58 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%56, %arg4 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%57 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %301 = arith.addf %in, %in_62 : f32
      linalg.yield %301 : f32
    } -> tensor<8x16x64xf32>
    %collapsed = tensor.collapse_shape %58 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %59 = tensor.empty() : tensor<128x192xf32>
    %60 = tensor.empty() : tensor<128x192xf32>
    %61 = linalg.fill ins(%cst_0 : f32) outs(%60 : tensor<128x192xf32>) -> tensor<128x192xf32>
    %62 = linalg.matmul ins(%collapsed, %arg5 : tensor<128x64xf32>, tensor<64x192xf32>) outs(%61 : tensor<128x192xf32>) -> tensor<128x192xf32>
    %63 = tensor.empty() : tensor<128x192xf32>
    %64 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<192xf32>) outs(%63 : tensor<128x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x192xf32>
    %65 = tensor.empty() : tensor<128x192xf32>
    %66 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%62, %64 : tensor<128x192xf32>, tensor<128x192xf32>) outs(%65 : tensor<128x192xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %301 = arith.addf %in, %in_62 : f32
      linalg.yield %301 : f32
    } -> tensor<128x192xf32>
    %expanded_15 = tensor.expand_shape %66 [[0, 1], [2]] output_shape [8, 16, 192] : tensor<128x192xf32> into tensor<8x16x192xf32>
    %extracted_slice = tensor.extract_slice %expanded_15[0, 0, 0] [8, 16, 64] [1, 1, 1] : tensor<8x16x192xf32> to tensor<8x16x64xf32>
    %extracted_slice_16 = tensor.extract_slice %expanded_15[0, 0, 64] [8, 16, 64] [1, 1, 1] : tensor<8x16x192xf32> to tensor<8x16x64xf32>
    %extracted_slice_17 = tensor.extract_slice %expanded_15[0, 0, 128] [8, 16, 64] [1, 1, 1] : tensor<8x16x192xf32> to tensor<8x16x64xf32>
    %expanded_18 = tensor.expand_shape %extracted_slice_16 [[0], [1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<8x16x64xf32> into tensor<8x16x4x16xf32>
    %expanded_19 = tensor.expand_shape %extracted_slice_17 [[0], [1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<8x16x64xf32> into tensor<8x16x4x16xf32>
    %67 = tensor.empty() : tensor<8x4x16x16xf32>
    %68 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed = linalg.transpose ins(%expanded_19 : tensor<8x16x4x16xf32>) outs(%68 : tensor<8x4x16x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_20 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<8x16x64xf32> into tensor<8x16x4x16xf32>
    %69 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_21 = linalg.transpose ins(%expanded_20 : tensor<8x16x4x16xf32>) outs(%69 : tensor<8x4x16x16xf32>) permutation = [0, 2, 1, 3] 
    %70 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_22 = linalg.transpose ins(%expanded_18 : tensor<8x16x4x16xf32>) outs(%70 : tensor<8x4x16x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_23 = tensor.collapse_shape %transposed_21 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_24 = tensor.collapse_shape %transposed_22 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %71 = tensor.empty() : tensor<32x16x16xf32>
    %72 = linalg.fill ins(%cst_0 : f32) outs(%71 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %73 = linalg.batch_matmul ins(%collapsed_23, %collapsed_24 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%72 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_25 = tensor.expand_shape %73 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %74 = tensor.empty() : tensor<8x4x16x16xf32>
    %75 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_25 : tensor<8x4x16x16xf32>) outs(%74 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %301 = arith.mulf %in, %cst_10 : f32
      linalg.yield %301 : f32
    } -> tensor<8x4x16x16xf32>
    %76 = tensor.empty() : tensor<8x4x16x16xf32>
    %77 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75, %22 : tensor<8x4x16x16xf32>, tensor<8x1x16x16xf32>) outs(%76 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %301 = arith.addf %in, %in_62 : f32
      linalg.yield %301 : f32
    } -> tensor<8x4x16x16xf32>
    %78 = tensor.empty() : tensor<8x4x16xi64>
    %79 = linalg.fill ins(%c0_i64 : i64) outs(%78 : tensor<8x4x16xi64>) -> tensor<8x4x16xi64>
    %80 = tensor.empty() : tensor<8x4x16xf32>
    %81 = linalg.fill ins(%cst_1 : f32) outs(%80 : tensor<8x4x16xf32>) -> tensor<8x4x16xf32>
    %82:2 = linalg.generic {indexing_maps = [#map7, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%77 : tensor<8x4x16x16xf32>) outs(%81, %79 : tensor<8x4x16xf32>, tensor<8x4x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_62: i64):
      %301 = linalg.index 3 : index
      %302 = arith.index_cast %301 : index to i64
      %303 = arith.maximumf %in, %out : f32
      %304 = arith.cmpf ogt, %in, %out : f32
      %305 = arith.select %304, %302, %out_62 : i64
      linalg.yield %303, %305 : f32, i64
    } -> (tensor<8x4x16xf32>, tensor<8x4x16xi64>)
    %expanded_26 = tensor.expand_shape %82#0 [[0], [1], [2, 3]] output_shape [8, 4, 16, 1] : tensor<8x4x16xf32> into tensor<8x4x16x1xf32>
    %83 = tensor.empty() : tensor<8x4x16x16xf32>
    %84 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%77, %expanded_26 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%83 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %301 = arith.subf %in, %in_62 : f32
      linalg.yield %301 : f32
    } -> tensor<8x4x16x16xf32>
    %85 = tensor.empty() : tensor<8x4x16x16xf32>
    %86 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%84 : tensor<8x4x16x16xf32>) outs(%85 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %301 = math.exp %in : f32
      linalg.yield %301 : f32
    } -> tensor<8x4x16x16xf32>
    %87 = tensor.empty() : tensor<8x4x16x1xf32>
    %88 = linalg.fill ins(%cst_0 : f32) outs(%87 : tensor<8x4x16x1xf32>) -> tensor<8x4x16x1xf32>
    %89 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%86 : tensor<8x4x16x16xf32>) outs(%88 : tensor<8x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %301 = arith.addf %in, %out : f32
      linalg.yield %301 : f32
    } -> tensor<8x4x16x1xf32>
    %90 = tensor.empty() : tensor<8x4x16x16xf32>
    %91 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%86, %89 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%90 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %301 = arith.divf %in, %in_62 : f32
      linalg.yield %301 : f32
    } -> tensor<8x4x16x16xf32>
    %collapsed_27 = tensor.collapse_shape %91 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_28 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %92 = linalg.batch_matmul ins(%collapsed_27, %collapsed_28 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%72 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_29 = tensor.expand_shape %92 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %93 = tensor.empty() : tensor<8x16x4x16xf32>
    %94 = tensor.empty() : tensor<8x16x4x16xf32>
    %transposed_30 = linalg.transpose ins(%expanded_29 : tensor<8x4x16x16xf32>) outs(%94 : tensor<8x16x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_31 = tensor.collapse_shape %transposed_30 [[0, 1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<128x64xf32>
    %95 = tensor.empty() : tensor<128x64xf32>
    %96 = tensor.empty() : tensor<128x64xf32>
    %97 = linalg.fill ins(%cst_0 : f32) outs(%96 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %98 = linalg.matmul ins(%collapsed_31, %arg7 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%97 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %99 = tensor.empty() : tensor<128x64xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<64xf32>) outs(%99 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %101 = tensor.empty() : tensor<128x64xf32>
    %102 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%98, %100 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%101 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %301 = arith.addf %in, %in_62 : f32
      linalg.yield %301 : f32
    } -> tensor<128x64xf32>
    %expanded_32 = tensor.expand_shape %102 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %103 = tensor.empty() : tensor<8x16x64xf32>
    %104 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_32, %10 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%103 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %301 = arith.addf %in, %in_62 : f32
      linalg.yield %301 : f32
    } -> tensor<8x16x64xf32>
    %105 = tensor.empty() : tensor<8x16x64xf64>
    %106 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104 : tensor<8x16x64xf32>) outs(%105 : tensor<8x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %301 = arith.extf %in : f32 to f64
      linalg.yield %301 : f64
    } -> tensor<8x16x64xf64>
    %107 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%106 : tensor<8x16x64xf64>) outs(%28 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %301 = arith.addf %in, %out : f64
      linalg.yield %301 : f64
    } -> tensor<8x16x1xf64>
    %108 = tensor.empty() : tensor<8x16x1xf64>
    %109 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107 : tensor<8x16x1xf64>) outs(%108 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %301 = arith.divf %in, %cst_8 : f64
      linalg.yield %301 : f64
    } -> tensor<8x16x1xf64>
    %110 = tensor.empty() : tensor<8x16x64xf64>
    %111 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106, %109 : tensor<8x16x64xf64>, tensor<8x16x1xf64>) outs(%110 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_62: f64, %out: f64):
      %301 = arith.subf %in, %in_62 : f64
      linalg.yield %301 : f64
    } -> tensor<8x16x64xf64>
    %112 = tensor.empty() : tensor<8x16x64xf64>
    %113 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111, %111 : tensor<8x16x64xf64>, tensor<8x16x64xf64>) outs(%112 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_62: f64, %out: f64):
      %301 = arith.mulf %in, %in_62 : f64
      linalg.yield %301 : f64
    } -> tensor<8x16x64xf64>
    %114 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%113 : tensor<8x16x64xf64>) outs(%28 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %301 = arith.addf %in, %out : f64
      linalg.yield %301 : f64
    } -> tensor<8x16x1xf64>
    %115 = tensor.empty() : tensor<8x16x1xf64>
    %116 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114 : tensor<8x16x1xf64>) outs(%115 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %301 = arith.divf %in, %cst_8 : f64
      linalg.yield %301 : f64
    } -> tensor<8x16x1xf64>
    %117 = tensor.empty() : tensor<8x16x1xf32>
    %118 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116 : tensor<8x16x1xf64>) outs(%117 : tensor<8x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %301 = arith.truncf %in : f64 to f32
      linalg.yield %301 : f32
    } -> tensor<8x16x1xf32>
    %119 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%104 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %301 = arith.addf %in, %out : f32
      linalg.yield %301 : f32
    } -> tensor<8x16x1xf32>
    %120 = tensor.empty() : tensor<8x16x1xf32>
    %121 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119 : tensor<8x16x1xf32>) outs(%120 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %301 = arith.divf %in, %cst_9 : f32
      linalg.yield %301 : f32
    } -> tensor<8x16x1xf32>
    %122 = tensor.empty() : tensor<8x16x1xf32>
    %123 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118 : tensor<8x16x1xf32>) outs(%122 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %301 = arith.truncf %cst_7 : f64 to f32
      %302 = arith.addf %in, %301 : f32
      linalg.yield %302 : f32
    } -> tensor<8x16x1xf32>
    %124 = tensor.empty() : tensor<8x16x1xf32>
    %125 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123 : tensor<8x16x1xf32>) outs(%124 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %301 = math.rsqrt %in : f32
      linalg.yield %301 : f32
    } -> tensor<8x16x1xf32>
    %126 = tensor.empty() : tensor<8x16x64xf32>
    %127 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104, %121 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%126 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %301 = arith.subf %in, %in_62 : f32
      linalg.yield %301 : f32
    } -> tensor<8x16x64xf32>
    %128 = tensor.empty() : tensor<8x16x64xf32>
    %129 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127, %125 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%128 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %301 = arith.mulf %in, %in_62 : f32
      linalg.yield %301 : f32
    } -> tensor<8x16x64xf32>
    %130 = tensor.empty() : tensor<8x16x64xf32>
    %131 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129, %arg9 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%130 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %301 = arith.mulf %in, %in_62 : f32
      linalg.yield %301 : f32
    } -> tensor<8x16x64xf32>
    %132 = tensor.empty() : tensor<8x16x64xf32>
    %133 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131, %arg10 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%132 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %301 = arith.addf %in, %in_62 : f32
      linalg.yield %301 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_33 = tensor.collapse_shape %133 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %134 = tensor.empty() : tensor<128x256xf32>
    %135 = tensor.empty() : tensor<128x256xf32>
    %136 = linalg.fill ins(%cst_0 : f32) outs(%135 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %137 = linalg.matmul ins(%collapsed_33, %arg11 : tensor<128x64xf32>, tensor<64x256xf32>) outs(%136 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %138 = tensor.empty() : tensor<128x256xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<256xf32>) outs(%138 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x256xf32>
    %140 = tensor.empty() : tensor<128x256xf32>
    %141 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%137, %139 : tensor<128x256xf32>, tensor<128x256xf32>) outs(%140 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %301 = arith.addf %in, %in_62 : f32
      linalg.yield %301 : f32
    } -> tensor<128x256xf32>
    %expanded_34 = tensor.expand_shape %141 [[0, 1], [2]] output_shape [8, 16, 256] : tensor<128x256xf32> into tensor<8x16x256xf32>
    %142 = tensor.empty() : tensor<8x16x256xf32>
    %143 = tensor.empty() : tensor<8x16x256xf32>
    %144 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_34 : tensor<8x16x256xf32>) outs(%143 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %301 = arith.mulf %in, %cst_11 : f32
      linalg.yield %301 : f32
    } -> tensor<8x16x256xf32>
    %145 = tensor.empty() : tensor<8x16x256xf32>
    %146 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_34 : tensor<8x16x256xf32>) outs(%145 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %301 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %301 : f32
    } -> tensor<8x16x256xf32>
    %147 = tensor.empty() : tensor<8x16x256xf32>
    %148 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146 : tensor<8x16x256xf32>) outs(%147 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %301 = arith.truncf %cst_6 : f64 to f32
      %302 = arith.mulf %in, %301 : f32
      linalg.yield %302 : f32
    } -> tensor<8x16x256xf32>
    %149 = tensor.empty() : tensor<8x16x256xf32>
    %150 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_34, %148 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%149 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %301 = arith.addf %in, %in_62 : f32
      linalg.yield %301 : f32
    } -> tensor<8x16x256xf32>
    %151 = tensor.empty() : tensor<8x16x256xf32>
    %152 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150 : tensor<8x16x256xf32>) outs(%151 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %301 = arith.truncf %cst_5 : f64 to f32
      %302 = arith.mulf %in, %301 : f32
      linalg.yield %302 : f32
    } -> tensor<8x16x256xf32>
    %153 = tensor.empty() : tensor<8x16x256xf32>
    %154 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<8x16x256xf32>) outs(%153 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %301 = math.tanh %in : f32
      linalg.yield %301 : f32
    } -> tensor<8x16x256xf32>
    %155 = tensor.empty() : tensor<8x16x256xf32>
    %156 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154 : tensor<8x16x256xf32>) outs(%155 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %301 = arith.addf %in, %cst_12 : f32
      linalg.yield %301 : f32
    } -> tensor<8x16x256xf32>
    %157 = tensor.empty() : tensor<8x16x256xf32>
    %158 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144, %156 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%157 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %301 = arith.mulf %in, %in_62 : f32
      linalg.yield %301 : f32
    } -> tensor<8x16x256xf32>
    %collapsed_35 = tensor.collapse_shape %158 [[0, 1], [2]] : tensor<8x16x256xf32> into tensor<128x256xf32>
    %159 = linalg.matmul ins(%collapsed_35, %arg13 : tensor<128x256xf32>, tensor<256x64xf32>) outs(%97 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %160 = tensor.empty() : tensor<128x64xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg14 : tensor<64xf32>) outs(%160 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %162 = tensor.empty() : tensor<128x64xf32>
    %163 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%159, %161 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%162 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %301 = arith.addf %in, %in_62 : f32
      linalg.yield %301 : f32
    } -> tensor<128x64xf32>
    %expanded_36 = tensor.expand_shape %163 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %164 = tensor.empty() : tensor<8x16x64xf32>
    %165 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104, %expanded_36 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%164 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %301 = arith.addf %in, %in_62 : f32
      linalg.yield %301 : f32
    } -> tensor<8x16x64xf32>
    %166 = tensor.empty() : tensor<8x16x64xf64>
    %167 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165 : tensor<8x16x64xf32>) outs(%166 : tensor<8x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %301 = arith.extf %in : f32 to f64
      linalg.yield %301 : f64
    } -> tensor<8x16x64xf64>
    %168 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%167 : tensor<8x16x64xf64>) outs(%28 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %301 = arith.addf %in, %out : f64
      linalg.yield %301 : f64
    } -> tensor<8x16x1xf64>
    %169 = tensor.empty() : tensor<8x16x1xf64>
    %170 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168 : tensor<8x16x1xf64>) outs(%169 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %301 = arith.divf %in, %cst_8 : f64
      linalg.yield %301 : f64
    } -> tensor<8x16x1xf64>
    %171 = tensor.empty() : tensor<8x16x64xf64>
    %172 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167, %170 : tensor<8x16x64xf64>, tensor<8x16x1xf64>) outs(%171 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_62: f64, %out: f64):
      %301 = arith.subf %in, %in_62 : f64
      linalg.yield %301 : f64
    } -> tensor<8x16x64xf64>
    %173 = tensor.empty() : tensor<8x16x64xf64>
    %174 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172, %172 : tensor<8x16x64xf64>, tensor<8x16x64xf64>) outs(%173 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_62: f64, %out: f64):
      %301 = arith.mulf %in, %in_62 : f64
      linalg.yield %301 : f64
    } -> tensor<8x16x64xf64>
    %175 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%174 : tensor<8x16x64xf64>) outs(%28 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %301 = arith.addf %in, %out : f64
      linalg.yield %301 : f64
    } -> tensor<8x16x1xf64>
    %176 = tensor.empty() : tensor<8x16x1xf64>
    %177 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175 : tensor<8x16x1xf64>) outs(%176 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %301 = arith.divf %in, %cst_8 : f64
      linalg.yield %301 : f64
    } -> tensor<8x16x1xf64>
    %178 = tensor.empty() : tensor<8x16x1xf32>
    %179 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177 : tensor<8x16x1xf64>) outs(%178 : tensor<8x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %301 = arith.truncf %in : f64 to f32
      linalg.yield %301 : f32
    } -> tensor<8x16x1xf32>
    %180 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%165 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %301 = arith.addf %in, %out : f32
      linalg.yield %301 : f32
    } -> tensor<8x16x1xf32>
    %181 = tensor.empty() : tensor<8x16x1xf32>
    %182 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180 : tensor<8x16x1xf32>) outs(%181 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %301 = arith.divf %in, %cst_9 : f32
      linalg.yield %301 : f32
    } -> tensor<8x16x1xf32>
    %183 = tensor.empty() : tensor<8x16x1xf32>
    %184 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179 : tensor<8x16x1xf32>) outs(%183 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %301 = arith.truncf %cst_7 : f64 to f32
      %302 = arith.addf %in, %301 : f32
      linalg.yield %302 : f32
    } -> tensor<8x16x1xf32>
    %185 = tensor.empty() : tensor<8x16x1xf32>
    %186 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184 : tensor<8x16x1xf32>) outs(%185 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %301 = math.rsqrt %in : f32
      linalg.yield %301 : f32
    } -> tensor<8x16x1xf32>
    %187 = tensor.empty() : tensor<8x16x64xf32>
    %188 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165, %182 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%187 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %301 = arith.subf %in, %in_62 : f32
      linalg.yield %301 : f32
    } -> tensor<8x16x64xf32>
    %189 = tensor.empty() : tensor<8x16x64xf32>
    %190 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%188, %186 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%189 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %301 = arith.mulf %in, %in_62 : f32
      linalg.yield %301 : f32
    } -> tensor<8x16x64xf32>
    %191 = tensor.empty() : tensor<8x16x64xf32>
    %192 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%190, %arg15 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%191 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %301 = arith.mulf %in, %in_62 : f32
      linalg.yield %301 : f32
    } -> tensor<8x16x64xf32>
    %193 = tensor.empty() : tensor<8x16x64xf32>
    %194 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%192, %arg16 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%193 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %301 = arith.addf %in, %in_62 : f32
      linalg.yield %301 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_37 = tensor.collapse_shape %194 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %195 = linalg.matmul ins(%collapsed_37, %arg17 : tensor<128x64xf32>, tensor<64x192xf32>) outs(%61 : tensor<128x192xf32>) -> tensor<128x192xf32>
    %196 = tensor.empty() : tensor<128x192xf32>
    %197 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<192xf32>) outs(%196 : tensor<128x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x192xf32>
    %198 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%195, %197 : tensor<128x192xf32>, tensor<128x192xf32>) outs(%59 : tensor<128x192xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %301 = arith.addf %in, %in_62 : f32
      linalg.yield %301 : f32
    } -> tensor<128x192xf32>
    %expanded_38 = tensor.expand_shape %198 [[0, 1], [2]] output_shape [8, 16, 192] : tensor<128x192xf32> into tensor<8x16x192xf32>
    %extracted_slice_39 = tensor.extract_slice %expanded_38[0, 0, 0] [8, 16, 64] [1, 1, 1] : tensor<8x16x192xf32> to tensor<8x16x64xf32>
    %extracted_slice_40 = tensor.extract_slice %expanded_38[0, 0, 64] [8, 16, 64] [1, 1, 1] : tensor<8x16x192xf32> to tensor<8x16x64xf32>
    %extracted_slice_41 = tensor.extract_slice %expanded_38[0, 0, 128] [8, 16, 64] [1, 1, 1] : tensor<8x16x192xf32> to tensor<8x16x64xf32>
    %expanded_42 = tensor.expand_shape %extracted_slice_40 [[0], [1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<8x16x64xf32> into tensor<8x16x4x16xf32>
    %expanded_43 = tensor.expand_shape %extracted_slice_41 [[0], [1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<8x16x64xf32> into tensor<8x16x4x16xf32>
    %199 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_44 = linalg.transpose ins(%expanded_43 : tensor<8x16x4x16xf32>) outs(%199 : tensor<8x4x16x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_45 = tensor.expand_shape %extracted_slice_39 [[0], [1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<8x16x64xf32> into tensor<8x16x4x16xf32>
    %200 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_46 = linalg.transpose ins(%expanded_45 : tensor<8x16x4x16xf32>) outs(%200 : tensor<8x4x16x16xf32>) permutation = [0, 2, 1, 3] 
    %201 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_47 = linalg.transpose ins(%expanded_42 : tensor<8x16x4x16xf32>) outs(%201 : tensor<8x4x16x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_48 = tensor.collapse_shape %transposed_46 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_49 = tensor.collapse_shape %transposed_47 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %202 = linalg.batch_matmul ins(%collapsed_48, %collapsed_49 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%72 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_50 = tensor.expand_shape %202 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %203 = tensor.empty() : tensor<8x4x16x16xf32>
    %204 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_50 : tensor<8x4x16x16xf32>) outs(%203 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %301 = arith.mulf %in, %cst_10 : f32
      linalg.yield %301 : f32
    } -> tensor<8x4x16x16xf32>
    %205 = tensor.empty() : tensor<8x4x16x16xf32>
    %206 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%204, %22 : tensor<8x4x16x16xf32>, tensor<8x1x16x16xf32>) outs(%205 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %301 = arith.addf %in, %in_62 : f32
      linalg.yield %301 : f32
    } -> tensor<8x4x16x16xf32>
    %207:2 = linalg.generic {indexing_maps = [#map7, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%206 : tensor<8x4x16x16xf32>) outs(%81, %79 : tensor<8x4x16xf32>, tensor<8x4x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_62: i64):
      %301 = linalg.index 3 : index
      %302 = arith.index_cast %301 : index to i64
      %303 = arith.maximumf %in, %out : f32
      %304 = arith.cmpf ogt, %in, %out : f32
      %305 = arith.select %304, %302, %out_62 : i64
      linalg.yield %303, %305 : f32, i64
    } -> (tensor<8x4x16xf32>, tensor<8x4x16xi64>)
    %expanded_51 = tensor.expand_shape %207#0 [[0], [1], [2, 3]] output_shape [8, 4, 16, 1] : tensor<8x4x16xf32> into tensor<8x4x16x1xf32>
    %208 = tensor.empty() : tensor<8x4x16x16xf32>
    %209 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%206, %expanded_51 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%208 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %301 = arith.subf %in, %in_62 : f32
      linalg.yield %301 : f32
    } -> tensor<8x4x16x16xf32>
    %210 = tensor.empty() : tensor<8x4x16x16xf32>
    %211 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%209 : tensor<8x4x16x16xf32>) outs(%210 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %301 = math.exp %in : f32
      linalg.yield %301 : f32
    } -> tensor<8x4x16x16xf32>
    %212 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%211 : tensor<8x4x16x16xf32>) outs(%88 : tensor<8x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %301 = arith.addf %in, %out : f32
      linalg.yield %301 : f32
    } -> tensor<8x4x16x1xf32>
    %213 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%211, %212 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%67 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %301 = arith.divf %in, %in_62 : f32
      linalg.yield %301 : f32
    } -> tensor<8x4x16x16xf32>
    %collapsed_52 = tensor.collapse_shape %213 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_53 = tensor.collapse_shape %transposed_44 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %214 = linalg.batch_matmul ins(%collapsed_52, %collapsed_53 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%72 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_54 = tensor.expand_shape %214 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %transposed_55 = linalg.transpose ins(%expanded_54 : tensor<8x4x16x16xf32>) outs(%93 : tensor<8x16x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_56 = tensor.collapse_shape %transposed_55 [[0, 1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<128x64xf32>
    %215 = linalg.matmul ins(%collapsed_56, %arg19 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%97 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %216 = tensor.empty() : tensor<128x64xf32>
    %217 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg20 : tensor<64xf32>) outs(%216 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %218 = tensor.empty() : tensor<128x64xf32>
    %219 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%215, %217 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%218 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %301 = arith.addf %in, %in_62 : f32
      linalg.yield %301 : f32
    } -> tensor<128x64xf32>
    %expanded_57 = tensor.expand_shape %219 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %220 = tensor.empty() : tensor<8x16x64xf32>
    %221 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_57, %165 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%220 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %301 = arith.addf %in, %in_62 : f32
      linalg.yield %301 : f32
    } -> tensor<8x16x64xf32>
    %222 = tensor.empty() : tensor<8x16x64xf64>
    %223 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%221 : tensor<8x16x64xf32>) outs(%222 : tensor<8x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %301 = arith.extf %in : f32 to f64
      linalg.yield %301 : f64
    } -> tensor<8x16x64xf64>
    %224 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%223 : tensor<8x16x64xf64>) outs(%28 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %301 = arith.addf %in, %out : f64
      linalg.yield %301 : f64
    } -> tensor<8x16x1xf64>
    %225 = tensor.empty() : tensor<8x16x1xf64>
    %226 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%224 : tensor<8x16x1xf64>) outs(%225 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %301 = arith.divf %in, %cst_8 : f64
      linalg.yield %301 : f64
    } -> tensor<8x16x1xf64>
    %227 = tensor.empty() : tensor<8x16x64xf64>
    %228 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223, %226 : tensor<8x16x64xf64>, tensor<8x16x1xf64>) outs(%227 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_62: f64, %out: f64):
      %301 = arith.subf %in, %in_62 : f64
      linalg.yield %301 : f64
    } -> tensor<8x16x64xf64>
    %229 = tensor.empty() : tensor<8x16x64xf64>
    %230 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%228, %228 : tensor<8x16x64xf64>, tensor<8x16x64xf64>) outs(%229 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_62: f64, %out: f64):
      %301 = arith.mulf %in, %in_62 : f64
      linalg.yield %301 : f64
    } -> tensor<8x16x64xf64>
    %231 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%230 : tensor<8x16x64xf64>) outs(%28 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %301 = arith.addf %in, %out : f64
      linalg.yield %301 : f64
    } -> tensor<8x16x1xf64>
    %232 = tensor.empty() : tensor<8x16x1xf64>
    %233 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231 : tensor<8x16x1xf64>) outs(%232 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %301 = arith.divf %in, %cst_8 : f64
      linalg.yield %301 : f64
    } -> tensor<8x16x1xf64>
    %234 = tensor.empty() : tensor<8x16x1xf32>
    %235 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%233 : tensor<8x16x1xf64>) outs(%234 : tensor<8x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %301 = arith.truncf %in : f64 to f32
      linalg.yield %301 : f32
    } -> tensor<8x16x1xf32>
    %236 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%221 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %301 = arith.addf %in, %out : f32
      linalg.yield %301 : f32
    } -> tensor<8x16x1xf32>
    %237 = tensor.empty() : tensor<8x16x1xf32>
    %238 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%236 : tensor<8x16x1xf32>) outs(%237 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %301 = arith.divf %in, %cst_9 : f32
      linalg.yield %301 : f32
    } -> tensor<8x16x1xf32>
    %239 = tensor.empty() : tensor<8x16x1xf32>
    %240 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235 : tensor<8x16x1xf32>) outs(%239 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %301 = arith.truncf %cst_7 : f64 to f32
      %302 = arith.addf %in, %301 : f32
      linalg.yield %302 : f32
    } -> tensor<8x16x1xf32>
    %241 = tensor.empty() : tensor<8x16x1xf32>
    %242 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%240 : tensor<8x16x1xf32>) outs(%241 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %301 = math.rsqrt %in : f32
      linalg.yield %301 : f32
    } -> tensor<8x16x1xf32>
    %243 = tensor.empty() : tensor<8x16x64xf32>
    %244 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%221, %238 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%243 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %301 = arith.subf %in, %in_62 : f32
      linalg.yield %301 : f32
    } -> tensor<8x16x64xf32>
    %245 = tensor.empty() : tensor<8x16x64xf32>
    %246 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244, %242 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%245 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %301 = arith.mulf %in, %in_62 : f32
      linalg.yield %301 : f32
    } -> tensor<8x16x64xf32>
    %247 = tensor.empty() : tensor<8x16x64xf32>
    %248 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%246, %arg21 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%247 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %301 = arith.mulf %in, %in_62 : f32
      linalg.yield %301 : f32
    } -> tensor<8x16x64xf32>
    %249 = tensor.empty() : tensor<8x16x64xf32>
    %250 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%248, %arg22 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%249 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %301 = arith.addf %in, %in_62 : f32
      linalg.yield %301 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_58 = tensor.collapse_shape %250 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %251 = linalg.matmul ins(%collapsed_58, %arg23 : tensor<128x64xf32>, tensor<64x256xf32>) outs(%136 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %252 = tensor.empty() : tensor<128x256xf32>
    %253 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg24 : tensor<256xf32>) outs(%252 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x256xf32>
    %254 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%251, %253 : tensor<128x256xf32>, tensor<128x256xf32>) outs(%134 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %301 = arith.addf %in, %in_62 : f32
      linalg.yield %301 : f32
    } -> tensor<128x256xf32>
    %expanded_59 = tensor.expand_shape %254 [[0, 1], [2]] output_shape [8, 16, 256] : tensor<128x256xf32> into tensor<8x16x256xf32>
    %255 = tensor.empty() : tensor<8x16x256xf32>
    %256 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_59 : tensor<8x16x256xf32>) outs(%255 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %301 = arith.mulf %in, %cst_11 : f32
      linalg.yield %301 : f32
    } -> tensor<8x16x256xf32>
    %257 = tensor.empty() : tensor<8x16x256xf32>
    %258 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_59 : tensor<8x16x256xf32>) outs(%257 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %301 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %301 : f32
    } -> tensor<8x16x256xf32>
    %259 = tensor.empty() : tensor<8x16x256xf32>
    %260 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%258 : tensor<8x16x256xf32>) outs(%259 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %301 = arith.truncf %cst_6 : f64 to f32
      %302 = arith.mulf %in, %301 : f32
      linalg.yield %302 : f32
    } -> tensor<8x16x256xf32>
    %261 = tensor.empty() : tensor<8x16x256xf32>
    %262 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_59, %260 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%261 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %301 = arith.addf %in, %in_62 : f32
      linalg.yield %301 : f32
    } -> tensor<8x16x256xf32>
    %263 = tensor.empty() : tensor<8x16x256xf32>
    %264 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%262 : tensor<8x16x256xf32>) outs(%263 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %301 = arith.truncf %cst_5 : f64 to f32
      %302 = arith.mulf %in, %301 : f32
      linalg.yield %302 : f32
    } -> tensor<8x16x256xf32>
    %265 = tensor.empty() : tensor<8x16x256xf32>
    %266 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%264 : tensor<8x16x256xf32>) outs(%265 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %301 = math.tanh %in : f32
      linalg.yield %301 : f32
    } -> tensor<8x16x256xf32>
    %267 = tensor.empty() : tensor<8x16x256xf32>
    %268 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%266 : tensor<8x16x256xf32>) outs(%267 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %301 = arith.addf %in, %cst_12 : f32
      linalg.yield %301 : f32
    } -> tensor<8x16x256xf32>
    %269 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%256, %268 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%142 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %301 = arith.mulf %in, %in_62 : f32
      linalg.yield %301 : f32
    } -> tensor<8x16x256xf32>
    %collapsed_60 = tensor.collapse_shape %269 [[0, 1], [2]] : tensor<8x16x256xf32> into tensor<128x256xf32>
    %270 = linalg.matmul ins(%collapsed_60, %arg25 : tensor<128x256xf32>, tensor<256x64xf32>) outs(%97 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %271 = tensor.empty() : tensor<128x64xf32>
    %272 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg26 : tensor<64xf32>) outs(%271 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %273 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%270, %272 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%95 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %301 = arith.addf %in, %in_62 : f32
      linalg.yield %301 : f32
    } -> tensor<128x64xf32>
    %expanded_61 = tensor.expand_shape %273 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %274 = tensor.empty() : tensor<8x16x64xf32>
    %275 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%221, %expanded_61 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%274 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %301 = arith.addf %in, %in_62 : f32
      linalg.yield %301 : f32
    } -> tensor<8x16x64xf32>
    %276 = tensor.empty() : tensor<8x16x64xf64>
    %277 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%275 : tensor<8x16x64xf32>) outs(%276 : tensor<8x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %301 = arith.extf %in : f32 to f64
      linalg.yield %301 : f64
    } -> tensor<8x16x64xf64>
    %278 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%277 : tensor<8x16x64xf64>) outs(%28 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %301 = arith.addf %in, %out : f64
      linalg.yield %301 : f64
    } -> tensor<8x16x1xf64>
    %279 = tensor.empty() : tensor<8x16x1xf64>
    %280 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%278 : tensor<8x16x1xf64>) outs(%279 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %301 = arith.divf %in, %cst_8 : f64
      linalg.yield %301 : f64
    } -> tensor<8x16x1xf64>
    %281 = tensor.empty() : tensor<8x16x64xf64>
    %282 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%277, %280 : tensor<8x16x64xf64>, tensor<8x16x1xf64>) outs(%281 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_62: f64, %out: f64):
      %301 = arith.subf %in, %in_62 : f64
      linalg.yield %301 : f64
    } -> tensor<8x16x64xf64>
    %283 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%282, %282 : tensor<8x16x64xf64>, tensor<8x16x64xf64>) outs(%23 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_62: f64, %out: f64):
      %301 = arith.mulf %in, %in_62 : f64
      linalg.yield %301 : f64
    } -> tensor<8x16x64xf64>
    %284 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%283 : tensor<8x16x64xf64>) outs(%28 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %301 = arith.addf %in, %out : f64
      linalg.yield %301 : f64
    } -> tensor<8x16x1xf64>
    %285 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%284 : tensor<8x16x1xf64>) outs(%26 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %301 = arith.divf %in, %cst_8 : f64
      linalg.yield %301 : f64
    } -> tensor<8x16x1xf64>
    %286 = tensor.empty() : tensor<8x16x1xf32>
    %287 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%285 : tensor<8x16x1xf64>) outs(%286 : tensor<8x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %301 = arith.truncf %in : f64 to f32
      linalg.yield %301 : f32
    } -> tensor<8x16x1xf32>
    %288 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%275 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %301 = arith.addf %in, %out : f32
      linalg.yield %301 : f32
    } -> tensor<8x16x1xf32>
    %289 = tensor.empty() : tensor<8x16x1xf32>
    %290 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%288 : tensor<8x16x1xf32>) outs(%289 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %301 = arith.divf %in, %cst_9 : f32
      linalg.yield %301 : f32
    } -> tensor<8x16x1xf32>
    %291 = tensor.empty() : tensor<8x16x1xf32>
    %292 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%287 : tensor<8x16x1xf32>) outs(%291 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %301 = arith.truncf %cst_7 : f64 to f32
      %302 = arith.addf %in, %301 : f32
      linalg.yield %302 : f32
    } -> tensor<8x16x1xf32>
    %293 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%292 : tensor<8x16x1xf32>) outs(%39 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %301 = math.rsqrt %in : f32
      linalg.yield %301 : f32
    } -> tensor<8x16x1xf32>
    %294 = tensor.empty() : tensor<8x16x64xf32>
    %295 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%275, %290 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%294 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %301 = arith.subf %in, %in_62 : f32
      linalg.yield %301 : f32
    } -> tensor<8x16x64xf32>
    %296 = tensor.empty() : tensor<8x16x64xf32>
    %297 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%295, %293 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%296 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %301 = arith.mulf %in, %in_62 : f32
      linalg.yield %301 : f32
    } -> tensor<8x16x64xf32>
    %298 = tensor.empty() : tensor<8x16x64xf32>
    %299 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%297, %arg27 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%298 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %301 = arith.mulf %in, %in_62 : f32
      linalg.yield %301 : f32
    } -> tensor<8x16x64xf32>
    %300 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%299, %arg28 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%4 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %301 = arith.addf %in, %in_62 : f32
      linalg.yield %301 : f32
    } -> tensor<8x16x64xf32>
    return %300 : tensor<8x16x64xf32>
  }
}

