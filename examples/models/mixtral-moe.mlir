// Model zoo: mixtral-moe, exported by examples/models/regenerate.sh (zoo.py); random weights.
// Arguments: the inputs, then every parameter/buffer (cleave.name = its name). {"inputs": ["x"], "parameters": 3}
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d0, 0)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0, d1) -> (d1)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map7 = affine_map<(d0, d1, d2) -> (d0)>
module {
  func.func @forward(%arg0: tensor<8x16x32xf32> {cleave.name = "x"}, %arg1: tensor<4x32xf32> {cleave.name = "gate.weight"}, %arg2: tensor<4x128x32xf32> {cleave.name = "experts.gate_up_proj"}, %arg3: tensor<4x32x64xf32> {cleave.name = "experts.down_proj"}) -> tensor<8x16x32xf32> {
    %c4_i64 = arith.constant 4 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant dense<0xFF800000> : tensor<128x4xf32>
    %cst_3 = arith.constant dense<false> : tensor<128x4xi1>
    %cst_4 = arith.constant dense<4> : tensor<128x4xi64>
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<8x16x32xf32> into tensor<128x32xf32>
    %0 = tensor.empty() : tensor<32x4xf32>
    %transposed = linalg.transpose ins(%arg1 : tensor<4x32xf32>) outs(%0 : tensor<32x4xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<128x4xf32>
    %2 = tensor.empty() : tensor<128x4xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<128x4xf32>) -> tensor<128x4xf32>
    %4 = linalg.matmul ins(%collapsed, %transposed : tensor<128x32xf32>, tensor<32x4xf32>) outs(%3 : tensor<128x4xf32>) -> tensor<128x4xf32>
    %5 = tensor.empty() : tensor<128xi64>
    %6 = tensor.empty() : tensor<128xi64>
    %7 = linalg.fill ins(%c0_i64 : i64) outs(%6 : tensor<128xi64>) -> tensor<128xi64>
    %8 = tensor.empty() : tensor<128xf32>
    %9 = linalg.fill ins(%cst_0 : f32) outs(%8 : tensor<128xf32>) -> tensor<128xf32>
    %10:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "reduction"]} ins(%4 : tensor<128x4xf32>) outs(%9, %7 : tensor<128xf32>, tensor<128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_21: i64):
      %76 = linalg.index 1 : index
      %77 = arith.index_cast %76 : index to i64
      %78 = arith.maximumf %in, %out : f32
      %79 = arith.cmpf ogt, %in, %out : f32
      %80 = arith.select %79, %77, %out_21 : i64
      linalg.yield %78, %80 : f32, i64
    } -> (tensor<128xf32>, tensor<128xi64>)
    %expanded = tensor.expand_shape %10#0 [[0, 1]] output_shape [128, 1] : tensor<128xf32> into tensor<128x1xf32>
    %11 = tensor.empty() : tensor<128x4xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%4, %expanded : tensor<128x4xf32>, tensor<128x1xf32>) outs(%11 : tensor<128x4xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %76 = arith.subf %in, %in_21 : f32
      linalg.yield %76 : f32
    } -> tensor<128x4xf32>
    %13 = tensor.empty() : tensor<128x4xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%12 : tensor<128x4xf32>) outs(%13 : tensor<128x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %76 = math.exp %in : f32
      linalg.yield %76 : f32
    } -> tensor<128x4xf32>
    %15 = tensor.empty() : tensor<128x1xf32>
    %16 = linalg.fill ins(%cst : f32) outs(%15 : tensor<128x1xf32>) -> tensor<128x1xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%14 : tensor<128x4xf32>) outs(%16 : tensor<128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %76 = arith.addf %in, %out : f32
      linalg.yield %76 : f32
    } -> tensor<128x1xf32>
    %18 = tensor.empty() : tensor<128x4xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%14, %17 : tensor<128x4xf32>, tensor<128x1xf32>) outs(%18 : tensor<128x4xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %76 = arith.divf %in, %in_21 : f32
      linalg.yield %76 : f32
    } -> tensor<128x4xf32>
    %20 = tensor.empty() : tensor<4xi64>
    %21 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%20 : tensor<4xi64>) {
    ^bb0(%out: i64):
      %76 = linalg.index 0 : index
      %77 = arith.index_cast %76 : index to i64
      linalg.yield %77 : i64
    } -> tensor<4xi64>
    %22 = tensor.empty() : tensor<128x4xi64>
    %23 = tensor.empty() : tensor<128x4xi64>
    %24 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel"]} ins(%21 : tensor<4xi64>) outs(%23 : tensor<128x4xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<128x4xi64>
    %25:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "reduction"]} ins(%19 : tensor<128x4xf32>) outs(%9, %7 : tensor<128xf32>, tensor<128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_21: i64):
      %76 = linalg.index 1 : index
      %77 = arith.index_cast %76 : index to i64
      %78 = arith.maximumf %in, %out : f32
      %79 = arith.cmpf ogt, %in, %out : f32
      %80 = arith.select %79, %77, %out_21 : i64
      linalg.yield %78, %80 : f32, i64
    } -> (tensor<128xf32>, tensor<128xi64>)
    %expanded_5 = tensor.expand_shape %25#0 [[0, 1]] output_shape [128, 1] : tensor<128xf32> into tensor<128x1xf32>
    %26 = tensor.empty() : tensor<128x4xi1>
    %27 = tensor.empty() : tensor<128x4xi1>
    %28 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%19, %expanded_5 : tensor<128x4xf32>, tensor<128x1xf32>) outs(%27 : tensor<128x4xi1>) {
    ^bb0(%in: f32, %in_21: f32, %out: i1):
      %76 = arith.cmpf oeq, %in, %in_21 : f32
      linalg.yield %76 : i1
    } -> tensor<128x4xi1>
    %29 = tensor.empty() : tensor<128x4xi1>
    %30 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_3 : tensor<128x4xi1>) outs(%29 : tensor<128x4xi1>) {
    ^bb0(%in: i1, %out: i1):
      %76 = arith.xori %in, %true : i1
      linalg.yield %76 : i1
    } -> tensor<128x4xi1>
    %31 = tensor.empty() : tensor<128x4xi1>
    %32 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%28, %30 : tensor<128x4xi1>, tensor<128x4xi1>) outs(%31 : tensor<128x4xi1>) {
    ^bb0(%in: i1, %in_21: i1, %out: i1):
      %76 = arith.andi %in, %in_21 : i1
      linalg.yield %76 : i1
    } -> tensor<128x4xi1>
    %33 = tensor.empty() : tensor<128x4xi64>
    %34 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%32, %24, %cst_4 : tensor<128x4xi1>, tensor<128x4xi64>, tensor<128x4xi64>) outs(%33 : tensor<128x4xi64>) {
    ^bb0(%in: i1, %in_21: i64, %in_22: i64, %out: i64):
      %76 = arith.select %in, %in_21, %in_22 : i64
      linalg.yield %76 : i64
    } -> tensor<128x4xi64>
    %35 = linalg.fill ins(%c9223372036854775807_i64 : i64) outs(%5 : tensor<128xi64>) -> tensor<128xi64>
    %36:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "reduction"]} ins(%34 : tensor<128x4xi64>) outs(%35, %7 : tensor<128xi64>, tensor<128xi64>) {
    ^bb0(%in: i64, %out: i64, %out_21: i64):
      %76 = linalg.index 1 : index
      %77 = arith.index_cast %76 : index to i64
      %78 = arith.minsi %in, %out : i64
      %79 = arith.cmpi slt, %in, %out : i64
      %80 = arith.select %79, %77, %out_21 : i64
      linalg.yield %78, %80 : i64, i64
    } -> (tensor<128xi64>, tensor<128xi64>)
    %expanded_6 = tensor.expand_shape %36#0 [[0, 1]] output_shape [128, 1] : tensor<128xi64> into tensor<128x1xi64>
    %37 = tensor.empty() : tensor<128x4xi1>
    %38 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%24, %expanded_6 : tensor<128x4xi64>, tensor<128x1xi64>) outs(%37 : tensor<128x4xi1>) {
    ^bb0(%in: i64, %in_21: i64, %out: i1):
      %76 = arith.cmpi eq, %in, %in_21 : i64
      linalg.yield %76 : i1
    } -> tensor<128x4xi1>
    %39 = tensor.empty() : tensor<128x4xi1>
    %40 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_3, %38 : tensor<128x4xi1>, tensor<128x4xi1>) outs(%39 : tensor<128x4xi1>) {
    ^bb0(%in: i1, %in_21: i1, %out: i1):
      %76 = arith.ori %in, %in_21 : i1
      linalg.yield %76 : i1
    } -> tensor<128x4xi1>
    %41 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%40, %cst_2, %19 : tensor<128x4xi1>, tensor<128x4xf32>, tensor<128x4xf32>) outs(%1 : tensor<128x4xf32>) {
    ^bb0(%in: i1, %in_21: f32, %in_22: f32, %out: f32):
      %76 = arith.select %in, %in_21, %in_22 : f32
      linalg.yield %76 : f32
    } -> tensor<128x4xf32>
    %42:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "reduction"]} ins(%41 : tensor<128x4xf32>) outs(%9, %7 : tensor<128xf32>, tensor<128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_21: i64):
      %76 = linalg.index 1 : index
      %77 = arith.index_cast %76 : index to i64
      %78 = arith.maximumf %in, %out : f32
      %79 = arith.cmpf ogt, %in, %out : f32
      %80 = arith.select %79, %77, %out_21 : i64
      linalg.yield %78, %80 : f32, i64
    } -> (tensor<128xf32>, tensor<128xi64>)
    %expanded_7 = tensor.expand_shape %42#0 [[0, 1]] output_shape [128, 1] : tensor<128xf32> into tensor<128x1xf32>
    %43 = tensor.empty() : tensor<128x4xi1>
    %44 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%41, %expanded_7 : tensor<128x4xf32>, tensor<128x1xf32>) outs(%43 : tensor<128x4xi1>) {
    ^bb0(%in: f32, %in_21: f32, %out: i1):
      %76 = arith.cmpf oeq, %in, %in_21 : f32
      linalg.yield %76 : i1
    } -> tensor<128x4xi1>
    %45 = tensor.empty() : tensor<128x4xi1>
    %46 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%40 : tensor<128x4xi1>) outs(%45 : tensor<128x4xi1>) {
    ^bb0(%in: i1, %out: i1):
      %76 = arith.xori %in, %true : i1
      linalg.yield %76 : i1
    } -> tensor<128x4xi1>
    %47 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%44, %46 : tensor<128x4xi1>, tensor<128x4xi1>) outs(%26 : tensor<128x4xi1>) {
    ^bb0(%in: i1, %in_21: i1, %out: i1):
      %76 = arith.andi %in, %in_21 : i1
      linalg.yield %76 : i1
    } -> tensor<128x4xi1>
    %48 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%47, %24, %cst_4 : tensor<128x4xi1>, tensor<128x4xi64>, tensor<128x4xi64>) outs(%22 : tensor<128x4xi64>) {
    ^bb0(%in: i1, %in_21: i64, %in_22: i64, %out: i64):
      %76 = arith.select %in, %in_21, %in_22 : i64
      linalg.yield %76 : i64
    } -> tensor<128x4xi64>
    %49:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "reduction"]} ins(%48 : tensor<128x4xi64>) outs(%35, %7 : tensor<128xi64>, tensor<128xi64>) {
    ^bb0(%in: i64, %out: i64, %out_21: i64):
      %76 = linalg.index 1 : index
      %77 = arith.index_cast %76 : index to i64
      %78 = arith.minsi %in, %out : i64
      %79 = arith.cmpi slt, %in, %out : i64
      %80 = arith.select %79, %77, %out_21 : i64
      linalg.yield %78, %80 : i64, i64
    } -> (tensor<128xi64>, tensor<128xi64>)
    %expanded_8 = tensor.expand_shape %49#0 [[0, 1]] output_shape [128, 1] : tensor<128xi64> into tensor<128x1xi64>
    %concat = tensor.concat dim(1) %expanded_5, %expanded_7 : (tensor<128x1xf32>, tensor<128x1xf32>) -> tensor<128x2xf32>
    %concat_9 = tensor.concat dim(1) %expanded_6, %expanded_8 : (tensor<128x1xi64>, tensor<128x1xi64>) -> tensor<128x2xi64>
    %50 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%concat : tensor<128x2xf32>) outs(%16 : tensor<128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %76 = arith.addf %in, %out : f32
      linalg.yield %76 : f32
    } -> tensor<128x1xf32>
    %51 = tensor.empty() : tensor<128x2xf32>
    %52 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%concat, %50 : tensor<128x2xf32>, tensor<128x1xf32>) outs(%51 : tensor<128x2xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %76 = arith.divf %in, %in_21 : f32
      linalg.yield %76 : f32
    } -> tensor<128x2xf32>
    %53 = tensor.empty() : tensor<128x2x32xf32>
    %54 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed : tensor<128x32xf32>) outs(%53 : tensor<128x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x2x32xf32>
    %collapsed_10 = tensor.collapse_shape %54 [[0, 1], [2]] : tensor<128x2x32xf32> into tensor<256x32xf32>
    %collapsed_11 = tensor.collapse_shape %concat_9 [[0, 1]] : tensor<128x2xi64> into tensor<256xi64>
    %55 = tensor.empty() : tensor<256x128x32xf32>
    %56 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_11 : tensor<256xi64>) outs(%55 : tensor<256x128x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %76 = arith.cmpi slt, %in, %c0_i64 : i64
      %77 = arith.addi %in, %c4_i64 : i64
      %78 = arith.select %76, %77, %in : i64
      %79 = arith.index_cast %78 : i64 to index
      %80 = linalg.index 1 : index
      %81 = linalg.index 2 : index
      %extracted = tensor.extract %arg2[%79, %80, %81] : tensor<4x128x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<256x128x32xf32>
    %expanded_12 = tensor.expand_shape %collapsed_10 [[0], [1, 2]] output_shape [256, 32, 1] : tensor<256x32xf32> into tensor<256x32x1xf32>
    %57 = tensor.empty() : tensor<256x128x1xf32>
    %58 = linalg.fill ins(%cst : f32) outs(%57 : tensor<256x128x1xf32>) -> tensor<256x128x1xf32>
    %59 = linalg.batch_matmul ins(%56, %expanded_12 : tensor<256x128x32xf32>, tensor<256x32x1xf32>) outs(%58 : tensor<256x128x1xf32>) -> tensor<256x128x1xf32>
    %collapsed_13 = tensor.collapse_shape %59 [[0], [1, 2]] : tensor<256x128x1xf32> into tensor<256x128xf32>
    %extracted_slice = tensor.extract_slice %collapsed_13[0, 0] [256, 64] [1, 1] : tensor<256x128xf32> to tensor<256x64xf32>
    %extracted_slice_14 = tensor.extract_slice %collapsed_13[0, 64] [256, 64] [1, 1] : tensor<256x128xf32> to tensor<256x64xf32>
    %60 = tensor.empty() : tensor<256x64xf32>
    %61 = tensor.empty() : tensor<256x64xf32>
    %62 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice : tensor<256x64xf32>) outs(%61 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %76 = arith.negf %in : f32
      %77 = math.exp %76 : f32
      %78 = arith.addf %77, %cst_1 : f32
      %79 = arith.divf %cst_1, %78 : f32
      linalg.yield %79 : f32
    } -> tensor<256x64xf32>
    %63 = tensor.empty() : tensor<256x64xf32>
    %64 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice, %62 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%63 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %76 = arith.mulf %in, %in_21 : f32
      linalg.yield %76 : f32
    } -> tensor<256x64xf32>
    %65 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%64, %extracted_slice_14 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%60 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %76 = arith.mulf %in, %in_21 : f32
      linalg.yield %76 : f32
    } -> tensor<256x64xf32>
    %66 = tensor.empty() : tensor<256x32x64xf32>
    %67 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_11 : tensor<256xi64>) outs(%66 : tensor<256x32x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %76 = arith.cmpi slt, %in, %c0_i64 : i64
      %77 = arith.addi %in, %c4_i64 : i64
      %78 = arith.select %76, %77, %in : i64
      %79 = arith.index_cast %78 : i64 to index
      %80 = linalg.index 1 : index
      %81 = linalg.index 2 : index
      %extracted = tensor.extract %arg3[%79, %80, %81] : tensor<4x32x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<256x32x64xf32>
    %expanded_15 = tensor.expand_shape %65 [[0], [1, 2]] output_shape [256, 64, 1] : tensor<256x64xf32> into tensor<256x64x1xf32>
    %68 = tensor.empty() : tensor<256x32x1xf32>
    %69 = linalg.fill ins(%cst : f32) outs(%68 : tensor<256x32x1xf32>) -> tensor<256x32x1xf32>
    %70 = linalg.batch_matmul ins(%67, %expanded_15 : tensor<256x32x64xf32>, tensor<256x64x1xf32>) outs(%69 : tensor<256x32x1xf32>) -> tensor<256x32x1xf32>
    %collapsed_16 = tensor.collapse_shape %70 [[0], [1, 2]] : tensor<256x32x1xf32> into tensor<256x32xf32>
    %collapsed_17 = tensor.collapse_shape %52 [[0, 1]] : tensor<128x2xf32> into tensor<256xf32>
    %expanded_18 = tensor.expand_shape %collapsed_17 [[0, 1]] output_shape [256, 1] : tensor<256xf32> into tensor<256x1xf32>
    %71 = tensor.empty() : tensor<256x32xf32>
    %72 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_16, %expanded_18 : tensor<256x32xf32>, tensor<256x1xf32>) outs(%71 : tensor<256x32xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %76 = arith.mulf %in, %in_21 : f32
      linalg.yield %76 : f32
    } -> tensor<256x32xf32>
    %expanded_19 = tensor.expand_shape %72 [[0, 1], [2]] output_shape [128, 2, 32] : tensor<256x32xf32> into tensor<128x2x32xf32>
    %73 = tensor.empty() : tensor<128x32xf32>
    %74 = linalg.fill ins(%cst : f32) outs(%73 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %75 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "reduction", "parallel"]} ins(%expanded_19 : tensor<128x2x32xf32>) outs(%74 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %76 = arith.addf %in, %out : f32
      linalg.yield %76 : f32
    } -> tensor<128x32xf32>
    %expanded_20 = tensor.expand_shape %75 [[0, 1], [2]] output_shape [8, 16, 32] : tensor<128x32xf32> into tensor<8x16x32xf32>
    return %expanded_20 : tensor<8x16x32xf32>
  }
}

