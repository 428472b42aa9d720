// Model zoo: encoder, exported by examples/models/regenerate.sh (zoo.py); random weights.
// Arguments: the inputs, then every parameter/buffer (cleave.name = its name). {"inputs": ["src"], "parameters": 12}
#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map7 = affine_map<(d0, d1, d2) -> (d2)>
module {
  func.func @forward(%arg0: tensor<16x8x32xf32> {cleave.name = "src"}, %arg1: tensor<96x32xf32> {cleave.name = "self_attn.in_proj_weight"}, %arg2: tensor<96xf32> {cleave.name = "self_attn.in_proj_bias"}, %arg3: tensor<32x32xf32> {cleave.name = "self_attn.out_proj.weight"}, %arg4: tensor<32xf32> {cleave.name = "self_attn.out_proj.bias"}, %arg5: tensor<64x32xf32> {cleave.name = "linear1.weight"}, %arg6: tensor<64xf32> {cleave.name = "linear1.bias"}, %arg7: tensor<32x64xf32> {cleave.name = "linear2.weight"}, %arg8: tensor<32xf32> {cleave.name = "linear2.bias"}, %arg9: tensor<32xf32> {cleave.name = "norm1.weight"}, %arg10: tensor<32xf32> {cleave.name = "norm1.bias"}, %arg11: tensor<32xf32> {cleave.name = "norm2.weight"}, %arg12: tensor<32xf32> {cleave.name = "norm2.bias"}) -> tensor<16x8x32xf32> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant 0.000000e+00 : f64
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<8x4x16x16xf32>
    %cst_3 = arith.constant 1.000000e-05 : f64
    %cst_4 = arith.constant 0xFFF0000000000000 : f64
    %cst_5 = arith.constant 0.59460355750136051 : f64
    %cst_6 = arith.constant 3.200000e+01 : f64
    %cst_7 = arith.constant 3.200000e+01 : f32
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<16x8x32xf32> into tensor<128x32xf32>
    %0 = tensor.empty() : tensor<32x96xf32>
    %transposed = linalg.transpose ins(%arg1 : tensor<96x32xf32>) outs(%0 : tensor<32x96xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<128x96xf32>
    %2 = tensor.empty() : tensor<128x96xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<128x96xf32>) -> tensor<128x96xf32>
    %4 = linalg.matmul ins(%collapsed, %transposed : tensor<128x32xf32>, tensor<32x96xf32>) outs(%3 : tensor<128x96xf32>) -> tensor<128x96xf32>
    %5 = tensor.empty() : tensor<128x96xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg2 : tensor<96xf32>) outs(%5 : tensor<128x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x96xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%4, %6 : tensor<128x96xf32>, tensor<128x96xf32>) outs(%1 : tensor<128x96xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %135 = arith.addf %in, %in_40 : f32
      linalg.yield %135 : f32
    } -> tensor<128x96xf32>
    %expanded = tensor.expand_shape %7 [[0, 1, 2], [3, 4]] output_shape [1, 16, 8, 3, 32] : tensor<128x96xf32> into tensor<1x16x8x3x32xf32>
    %8 = tensor.empty() : tensor<3x16x8x1x32xf32>
    %transposed_8 = linalg.transpose ins(%expanded : tensor<1x16x8x3x32xf32>) outs(%8 : tensor<3x16x8x1x32xf32>) permutation = [3, 1, 2, 0, 4] 
    %collapsed_9 = tensor.collapse_shape %transposed_8 [[0], [1], [2, 3], [4]] : tensor<3x16x8x1x32xf32> into tensor<3x16x8x32xf32>
    %extracted_slice = tensor.extract_slice %collapsed_9[0, 0, 0, 0] [1, 16, 8, 32] [1, 1, 1, 1] : tensor<3x16x8x32xf32> to tensor<1x16x8x32xf32>
    %extracted_slice_10 = tensor.extract_slice %collapsed_9[1, 0, 0, 0] [1, 16, 8, 32] [1, 1, 1, 1] : tensor<3x16x8x32xf32> to tensor<1x16x8x32xf32>
    %extracted_slice_11 = tensor.extract_slice %collapsed_9[2, 0, 0, 0] [1, 16, 8, 32] [1, 1, 1, 1] : tensor<3x16x8x32xf32> to tensor<1x16x8x32xf32>
    %collapsed_12 = tensor.collapse_shape %extracted_slice [[0, 1], [2, 3]] : tensor<1x16x8x32xf32> into tensor<16x256xf32>
    %expanded_13 = tensor.expand_shape %collapsed_12 [[0], [1, 2]] output_shape [16, 32, 8] : tensor<16x256xf32> into tensor<16x32x8xf32>
    %9 = tensor.empty() : tensor<32x16x8xf32>
    %10 = tensor.empty() : tensor<32x16x8xf32>
    %transposed_14 = linalg.transpose ins(%expanded_13 : tensor<16x32x8xf32>) outs(%10 : tensor<32x16x8xf32>) permutation = [1, 0, 2] 
    %collapsed_15 = tensor.collapse_shape %extracted_slice_10 [[0, 1], [2, 3]] : tensor<1x16x8x32xf32> into tensor<16x256xf32>
    %expanded_16 = tensor.expand_shape %collapsed_15 [[0], [1, 2]] output_shape [16, 32, 8] : tensor<16x256xf32> into tensor<16x32x8xf32>
    %11 = tensor.empty() : tensor<32x16x8xf32>
    %transposed_17 = linalg.transpose ins(%expanded_16 : tensor<16x32x8xf32>) outs(%11 : tensor<32x16x8xf32>) permutation = [1, 0, 2] 
    %collapsed_18 = tensor.collapse_shape %extracted_slice_11 [[0, 1], [2, 3]] : tensor<1x16x8x32xf32> into tensor<16x256xf32>
    %expanded_19 = tensor.expand_shape %collapsed_18 [[0], [1, 2]] output_shape [16, 32, 8] : tensor<16x256xf32> into tensor<16x32x8xf32>
    %12 = tensor.empty() : tensor<32x16x8xf32>
    %transposed_20 = linalg.transpose ins(%expanded_19 : tensor<16x32x8xf32>) outs(%12 : tensor<32x16x8xf32>) permutation = [1, 0, 2] 
    %expanded_21 = tensor.expand_shape %transposed_14 [[0, 1], [2], [3]] output_shape [8, 4, 16, 8] : tensor<32x16x8xf32> into tensor<8x4x16x8xf32>
    %expanded_22 = tensor.expand_shape %transposed_17 [[0, 1], [2], [3]] output_shape [8, 4, 16, 8] : tensor<32x16x8xf32> into tensor<8x4x16x8xf32>
    %13 = tensor.empty() : tensor<8x4x16x8xf32>
    %14 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_21 : tensor<8x4x16x8xf32>) outs(%13 : tensor<8x4x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %135 = arith.truncf %cst_5 : f64 to f32
      %136 = arith.mulf %in, %135 : f32
      linalg.yield %136 : f32
    } -> tensor<8x4x16x8xf32>
    %15 = tensor.empty() : tensor<8x4x8x16xf32>
    %16 = tensor.empty() : tensor<8x4x8x16xf32>
    %transposed_23 = linalg.transpose ins(%expanded_22 : tensor<8x4x16x8xf32>) outs(%16 : tensor<8x4x8x16xf32>) permutation = [0, 1, 3, 2] 
    %17 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_23 : tensor<8x4x8x16xf32>) outs(%15 : tensor<8x4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %135 = arith.truncf %cst_5 : f64 to f32
      %136 = arith.mulf %in, %135 : f32
      linalg.yield %136 : f32
    } -> tensor<8x4x8x16xf32>
    %collapsed_24 = tensor.collapse_shape %14 [[0, 1], [2], [3]] : tensor<8x4x16x8xf32> into tensor<32x16x8xf32>
    %collapsed_25 = tensor.collapse_shape %17 [[0, 1], [2], [3]] : tensor<8x4x8x16xf32> into tensor<32x8x16xf32>
    %18 = tensor.empty() : tensor<32x16x16xf32>
    %19 = linalg.fill ins(%cst : f32) outs(%18 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %20 = linalg.batch_matmul ins(%collapsed_24, %collapsed_25 : tensor<32x16x8xf32>, tensor<32x8x16xf32>) outs(%19 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_26 = tensor.expand_shape %20 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %21 = tensor.empty() : tensor<8x4x16xi64>
    %22 = linalg.fill ins(%c0_i64 : i64) outs(%21 : tensor<8x4x16xi64>) -> tensor<8x4x16xi64>
    %23 = tensor.empty() : tensor<8x4x16xf32>
    %24 = linalg.fill ins(%cst_0 : f32) outs(%23 : tensor<8x4x16xf32>) -> tensor<8x4x16xf32>
    %25:2 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_26 : tensor<8x4x16x16xf32>) outs(%24, %22 : tensor<8x4x16xf32>, tensor<8x4x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_40: i64):
      %135 = linalg.index 3 : index
      %136 = arith.index_cast %135 : index to i64
      %137 = arith.maximumf %in, %out : f32
      %138 = arith.cmpf ogt, %in, %out : f32
      %139 = arith.select %138, %136, %out_40 : i64
      linalg.yield %137, %139 : f32, i64
    } -> (tensor<8x4x16xf32>, tensor<8x4x16xi64>)
    %expanded_27 = tensor.expand_shape %25#0 [[0], [1], [2, 3]] output_shape [8, 4, 16, 1] : tensor<8x4x16xf32> into tensor<8x4x16x1xf32>
    %26 = tensor.empty() : tensor<8x4x16x16xf32>
    %27 = tensor.empty() : tensor<8x4x16x16xf32>
    %28 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_26, %expanded_27 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%27 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %135 = arith.subf %in, %in_40 : f32
      linalg.yield %135 : f32
    } -> tensor<8x4x16x16xf32>
    %29 = tensor.empty() : tensor<8x4x16x16xf32>
    %30 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28 : tensor<8x4x16x16xf32>) outs(%29 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %135 = math.exp %in : f32
      linalg.yield %135 : f32
    } -> tensor<8x4x16x16xf32>
    %31 = tensor.empty() : tensor<8x4x16x1xf32>
    %32 = linalg.fill ins(%cst : f32) outs(%31 : tensor<8x4x16x1xf32>) -> tensor<8x4x16x1xf32>
    %33 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%30 : tensor<8x4x16x16xf32>) outs(%32 : tensor<8x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %135 = arith.addf %in, %out : f32
      linalg.yield %135 : f32
    } -> tensor<8x4x16x1xf32>
    %34 = tensor.empty() : tensor<8x4x16x16xf32>
    %35 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30, %33 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%34 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %135 = arith.divf %in, %in_40 : f32
      linalg.yield %135 : f32
    } -> tensor<8x4x16x16xf32>
    %36 = tensor.empty() : tensor<8x4x16x16xi1>
    %37 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_26 : tensor<8x4x16x16xf32>) outs(%36 : tensor<8x4x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %135 = arith.extf %in : f32 to f64
      %136 = arith.cmpf oeq, %135, %cst_4 : f64
      linalg.yield %136 : i1
    } -> tensor<8x4x16x16xi1>
    %38 = tensor.empty() : tensor<8x4x16x1xi1>
    %39 = linalg.fill ins(%true : i1) outs(%38 : tensor<8x4x16x1xi1>) -> tensor<8x4x16x1xi1>
    %40 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%37 : tensor<8x4x16x16xi1>) outs(%39 : tensor<8x4x16x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %135 = arith.andi %in, %out : i1
      linalg.yield %135 : i1
    } -> tensor<8x4x16x1xi1>
    %41 = linalg.generic {indexing_maps = [#map4, #map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %cst_2, %35 : tensor<8x4x16x1xi1>, tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%26 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: i1, %in_40: f32, %in_41: f32, %out: f32):
      %135 = arith.select %in, %in_40, %in_41 : f32
      linalg.yield %135 : f32
    } -> tensor<8x4x16x16xf32>
    %collapsed_28 = tensor.collapse_shape %41 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %42 = linalg.fill ins(%cst : f32) outs(%9 : tensor<32x16x8xf32>) -> tensor<32x16x8xf32>
    %43 = linalg.batch_matmul ins(%collapsed_28, %transposed_20 : tensor<32x16x16xf32>, tensor<32x16x8xf32>) outs(%42 : tensor<32x16x8xf32>) -> tensor<32x16x8xf32>
    %expanded_29 = tensor.expand_shape %43 [[0, 1], [2], [3]] output_shape [8, 4, 16, 8] : tensor<32x16x8xf32> into tensor<8x4x16x8xf32>
    %44 = tensor.empty() : tensor<16x8x4x8xf32>
    %transposed_30 = linalg.transpose ins(%expanded_29 : tensor<8x4x16x8xf32>) outs(%44 : tensor<16x8x4x8xf32>) permutation = [2, 0, 1, 3] 
    %collapsed_31 = tensor.collapse_shape %transposed_30 [[0, 1], [2, 3]] : tensor<16x8x4x8xf32> into tensor<128x32xf32>
    %45 = tensor.empty() : tensor<32x32xf32>
    %transposed_32 = linalg.transpose ins(%arg3 : tensor<32x32xf32>) outs(%45 : tensor<32x32xf32>) permutation = [1, 0] 
    %46 = tensor.empty() : tensor<128x32xf32>
    %47 = tensor.empty() : tensor<128x32xf32>
    %48 = linalg.fill ins(%cst : f32) outs(%47 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %49 = linalg.matmul ins(%collapsed_31, %transposed_32 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %50 = tensor.empty() : tensor<128x32xf32>
    %51 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<32xf32>) outs(%50 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x32xf32>
    %52 = tensor.empty() : tensor<128x32xf32>
    %53 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%49, %51 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%52 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %135 = arith.addf %in, %in_40 : f32
      linalg.yield %135 : f32
    } -> tensor<128x32xf32>
    %expanded_33 = tensor.expand_shape %53 [[0, 1], [2]] output_shape [16, 8, 32] : tensor<128x32xf32> into tensor<16x8x32xf32>
    %54 = tensor.empty() : tensor<16x8x32xf32>
    %55 = tensor.empty() : tensor<16x8x32xf32>
    %56 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded_33 : tensor<16x8x32xf32>, tensor<16x8x32xf32>) outs(%55 : tensor<16x8x32xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %135 = arith.addf %in, %in_40 : f32
      linalg.yield %135 : f32
    } -> tensor<16x8x32xf32>
    %57 = tensor.empty() : tensor<16x8x32xf64>
    %58 = tensor.empty() : tensor<16x8x32xf64>
    %59 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%56 : tensor<16x8x32xf32>) outs(%58 : tensor<16x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %135 = arith.extf %in : f32 to f64
      linalg.yield %135 : f64
    } -> tensor<16x8x32xf64>
    %60 = tensor.empty() : tensor<16x8x1xf64>
    %61 = tensor.empty() : tensor<16x8x1xf64>
    %62 = linalg.fill ins(%cst_1 : f64) outs(%61 : tensor<16x8x1xf64>) -> tensor<16x8x1xf64>
    %63 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%59 : tensor<16x8x32xf64>) outs(%62 : tensor<16x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %135 = arith.addf %in, %out : f64
      linalg.yield %135 : f64
    } -> tensor<16x8x1xf64>
    %64 = tensor.empty() : tensor<16x8x1xf64>
    %65 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63 : tensor<16x8x1xf64>) outs(%64 : tensor<16x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %135 = arith.divf %in, %cst_6 : f64
      linalg.yield %135 : f64
    } -> tensor<16x8x1xf64>
    %66 = tensor.empty() : tensor<16x8x32xf64>
    %67 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%59, %65 : tensor<16x8x32xf64>, tensor<16x8x1xf64>) outs(%66 : tensor<16x8x32xf64>) {
    ^bb0(%in: f64, %in_40: f64, %out: f64):
      %135 = arith.subf %in, %in_40 : f64
      linalg.yield %135 : f64
    } -> tensor<16x8x32xf64>
    %68 = tensor.empty() : tensor<16x8x32xf64>
    %69 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %67 : tensor<16x8x32xf64>, tensor<16x8x32xf64>) outs(%68 : tensor<16x8x32xf64>) {
    ^bb0(%in: f64, %in_40: f64, %out: f64):
      %135 = arith.mulf %in, %in_40 : f64
      linalg.yield %135 : f64
    } -> tensor<16x8x32xf64>
    %70 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%69 : tensor<16x8x32xf64>) outs(%62 : tensor<16x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %135 = arith.addf %in, %out : f64
      linalg.yield %135 : f64
    } -> tensor<16x8x1xf64>
    %71 = tensor.empty() : tensor<16x8x1xf64>
    %72 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70 : tensor<16x8x1xf64>) outs(%71 : tensor<16x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %135 = arith.divf %in, %cst_6 : f64
      linalg.yield %135 : f64
    } -> tensor<16x8x1xf64>
    %73 = tensor.empty() : tensor<16x8x1xf32>
    %74 = tensor.empty() : tensor<16x8x1xf32>
    %75 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<16x8x1xf64>) outs(%74 : tensor<16x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %135 = arith.truncf %in : f64 to f32
      linalg.yield %135 : f32
    } -> tensor<16x8x1xf32>
    %76 = tensor.empty() : tensor<16x8x1xf32>
    %77 = linalg.fill ins(%cst : f32) outs(%76 : tensor<16x8x1xf32>) -> tensor<16x8x1xf32>
    %78 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%56 : tensor<16x8x32xf32>) outs(%77 : tensor<16x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %135 = arith.addf %in, %out : f32
      linalg.yield %135 : f32
    } -> tensor<16x8x1xf32>
    %79 = tensor.empty() : tensor<16x8x1xf32>
    %80 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78 : tensor<16x8x1xf32>) outs(%79 : tensor<16x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %135 = arith.divf %in, %cst_7 : f32
      linalg.yield %135 : f32
    } -> tensor<16x8x1xf32>
    %81 = tensor.empty() : tensor<16x8x1xf32>
    %82 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<16x8x1xf32>) outs(%81 : tensor<16x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %135 = arith.truncf %cst_3 : f64 to f32
      %136 = arith.addf %in, %135 : f32
      linalg.yield %136 : f32
    } -> tensor<16x8x1xf32>
    %83 = tensor.empty() : tensor<16x8x1xf32>
    %84 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<16x8x1xf32>) outs(%83 : tensor<16x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %135 = math.rsqrt %in : f32
      linalg.yield %135 : f32
    } -> tensor<16x8x1xf32>
    %85 = tensor.empty() : tensor<16x8x32xf32>
    %86 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%56, %80 : tensor<16x8x32xf32>, tensor<16x8x1xf32>) outs(%85 : tensor<16x8x32xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %135 = arith.subf %in, %in_40 : f32
      linalg.yield %135 : f32
    } -> tensor<16x8x32xf32>
    %87 = tensor.empty() : tensor<16x8x32xf32>
    %88 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86, %84 : tensor<16x8x32xf32>, tensor<16x8x1xf32>) outs(%87 : tensor<16x8x32xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %135 = arith.mulf %in, %in_40 : f32
      linalg.yield %135 : f32
    } -> tensor<16x8x32xf32>
    %89 = tensor.empty() : tensor<16x8x32xf32>
    %90 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88, %arg9 : tensor<16x8x32xf32>, tensor<32xf32>) outs(%89 : tensor<16x8x32xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %135 = arith.mulf %in, %in_40 : f32
      linalg.yield %135 : f32
    } -> tensor<16x8x32xf32>
    %91 = tensor.empty() : tensor<16x8x32xf32>
    %92 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90, %arg10 : tensor<16x8x32xf32>, tensor<32xf32>) outs(%91 : tensor<16x8x32xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %135 = arith.addf %in, %in_40 : f32
      linalg.yield %135 : f32
    } -> tensor<16x8x32xf32>
    %collapsed_34 = tensor.collapse_shape %92 [[0, 1], [2]] : tensor<16x8x32xf32> into tensor<128x32xf32>
    %93 = tensor.empty() : tensor<32x64xf32>
    %transposed_35 = linalg.transpose ins(%arg5 : tensor<64x32xf32>) outs(%93 : tensor<32x64xf32>) permutation = [1, 0] 
    %94 = tensor.empty() : tensor<128x64xf32>
    %95 = tensor.empty() : tensor<128x64xf32>
    %96 = linalg.fill ins(%cst : f32) outs(%95 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %97 = linalg.matmul ins(%collapsed_34, %transposed_35 : tensor<128x32xf32>, tensor<32x64xf32>) outs(%96 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %98 = tensor.empty() : tensor<128x64xf32>
    %99 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<64xf32>) outs(%98 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%97, %99 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%94 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %135 = arith.addf %in, %in_40 : f32
      linalg.yield %135 : f32
    } -> tensor<128x64xf32>
    %expanded_36 = tensor.expand_shape %100 [[0, 1], [2]] output_shape [16, 8, 64] : tensor<128x64xf32> into tensor<16x8x64xf32>
    %101 = tensor.empty() : tensor<16x8x64xf32>
    %102 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_36 : tensor<16x8x64xf32>) outs(%101 : tensor<16x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %135 = arith.cmpf ugt, %in, %cst : f32
      %136 = arith.select %135, %in, %cst : f32
      linalg.yield %136 : f32
    } -> tensor<16x8x64xf32>
    %collapsed_37 = tensor.collapse_shape %102 [[0, 1], [2]] : tensor<16x8x64xf32> into tensor<128x64xf32>
    %103 = tensor.empty() : tensor<64x32xf32>
    %transposed_38 = linalg.transpose ins(%arg7 : tensor<32x64xf32>) outs(%103 : tensor<64x32xf32>) permutation = [1, 0] 
    %104 = linalg.matmul ins(%collapsed_37, %transposed_38 : tensor<128x64xf32>, tensor<64x32xf32>) outs(%48 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %105 = tensor.empty() : tensor<128x32xf32>
    %106 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<32xf32>) outs(%105 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x32xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%104, %106 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%46 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %135 = arith.addf %in, %in_40 : f32
      linalg.yield %135 : f32
    } -> tensor<128x32xf32>
    %expanded_39 = tensor.expand_shape %107 [[0, 1], [2]] output_shape [16, 8, 32] : tensor<128x32xf32> into tensor<16x8x32xf32>
    %108 = tensor.empty() : tensor<16x8x32xf32>
    %109 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92, %expanded_39 : tensor<16x8x32xf32>, tensor<16x8x32xf32>) outs(%108 : tensor<16x8x32xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %135 = arith.addf %in, %in_40 : f32
      linalg.yield %135 : f32
    } -> tensor<16x8x32xf32>
    %110 = tensor.empty() : tensor<16x8x32xf64>
    %111 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109 : tensor<16x8x32xf32>) outs(%110 : tensor<16x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %135 = arith.extf %in : f32 to f64
      linalg.yield %135 : f64
    } -> tensor<16x8x32xf64>
    %112 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%111 : tensor<16x8x32xf64>) outs(%62 : tensor<16x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %135 = arith.addf %in, %out : f64
      linalg.yield %135 : f64
    } -> tensor<16x8x1xf64>
    %113 = tensor.empty() : tensor<16x8x1xf64>
    %114 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<16x8x1xf64>) outs(%113 : tensor<16x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %135 = arith.divf %in, %cst_6 : f64
      linalg.yield %135 : f64
    } -> tensor<16x8x1xf64>
    %115 = tensor.empty() : tensor<16x8x32xf64>
    %116 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111, %114 : tensor<16x8x32xf64>, tensor<16x8x1xf64>) outs(%115 : tensor<16x8x32xf64>) {
    ^bb0(%in: f64, %in_40: f64, %out: f64):
      %135 = arith.subf %in, %in_40 : f64
      linalg.yield %135 : f64
    } -> tensor<16x8x32xf64>
    %117 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116, %116 : tensor<16x8x32xf64>, tensor<16x8x32xf64>) outs(%57 : tensor<16x8x32xf64>) {
    ^bb0(%in: f64, %in_40: f64, %out: f64):
      %135 = arith.mulf %in, %in_40 : f64
      linalg.yield %135 : f64
    } -> tensor<16x8x32xf64>
    %118 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%117 : tensor<16x8x32xf64>) outs(%62 : tensor<16x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %135 = arith.addf %in, %out : f64
      linalg.yield %135 : f64
    } -> tensor<16x8x1xf64>
    %119 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118 : tensor<16x8x1xf64>) outs(%60 : tensor<16x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %135 = arith.divf %in, %cst_6 : f64
      linalg.yield %135 : f64
    } -> tensor<16x8x1xf64>
    %120 = tensor.empty() : tensor<16x8x1xf32>
    %121 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119 : tensor<16x8x1xf64>) outs(%120 : tensor<16x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %135 = arith.truncf %in : f64 to f32
      linalg.yield %135 : f32
    } -> tensor<16x8x1xf32>
    %122 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%109 : tensor<16x8x32xf32>) outs(%77 : tensor<16x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %135 = arith.addf %in, %out : f32
      linalg.yield %135 : f32
    } -> tensor<16x8x1xf32>
    %123 = tensor.empty() : tensor<16x8x1xf32>
    %124 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122 : tensor<16x8x1xf32>) outs(%123 : tensor<16x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %135 = arith.divf %in, %cst_7 : f32
      linalg.yield %135 : f32
    } -> tensor<16x8x1xf32>
    %125 = tensor.empty() : tensor<16x8x1xf32>
    %126 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121 : tensor<16x8x1xf32>) outs(%125 : tensor<16x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %135 = arith.truncf %cst_3 : f64 to f32
      %136 = arith.addf %in, %135 : f32
      linalg.yield %136 : f32
    } -> tensor<16x8x1xf32>
    %127 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<16x8x1xf32>) outs(%73 : tensor<16x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %135 = math.rsqrt %in : f32
      linalg.yield %135 : f32
    } -> tensor<16x8x1xf32>
    %128 = tensor.empty() : tensor<16x8x32xf32>
    %129 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109, %124 : tensor<16x8x32xf32>, tensor<16x8x1xf32>) outs(%128 : tensor<16x8x32xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %135 = arith.subf %in, %in_40 : f32
      linalg.yield %135 : f32
    } -> tensor<16x8x32xf32>
    %130 = tensor.empty() : tensor<16x8x32xf32>
    %131 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129, %127 : tensor<16x8x32xf32>, tensor<16x8x1xf32>) outs(%130 : tensor<16x8x32xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %135 = arith.mulf %in, %in_40 : f32
      linalg.yield %135 : f32
    } -> tensor<16x8x32xf32>
    %132 = tensor.empty() : tensor<16x8x32xf32>
    %133 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131, %arg11 : tensor<16x8x32xf32>, tensor<32xf32>) outs(%132 : tensor<16x8x32xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %135 = arith.mulf %in, %in_40 : f32
      linalg.yield %135 : f32
    } -> tensor<16x8x32xf32>
    %134 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133, %arg12 : tensor<16x8x32xf32>, tensor<32xf32>) outs(%54 : tensor<16x8x32xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %135 = arith.addf %in, %in_40 : f32
      linalg.yield %135 : f32
    } -> tensor<16x8x32xf32>
    return %134 : tensor<16x8x32xf32>
  }
}

