// Model zoo: dlrm-train, exported by examples/models/regenerate.sh (zoo.py); random weights.
// Training step: arguments = inputs, targets, parameters, optimizer state; results = loss, then each updated parameter/state named (cleave.name) as the argument it replaces. {"inputs": ["dense", "ids", "label"], "parameters": 11, "optimizer_state": 11, "results": 23}
#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> (d0)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0, d1) -> (d0, 0)>
#map5 = affine_map<(d0, d1) -> ()>
#map6 = affine_map<() -> ()>
#map7 = affine_map<(d0, d1) -> (0, d1)>
#map8 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
module {
  func.func @train_step(%arg0: tensor<8x8xf32> {cleave.name = "dense"}, %arg1: tensor<8x3xi64> {cleave.name = "ids"}, %arg2: tensor<8x1xf32> {cleave.name = "label"}, %arg3: tensor<32x8xf32> {cleave.name = "bottom.0.weight"}, %arg4: tensor<32xf32> {cleave.name = "bottom.0.bias"}, %arg5: tensor<16x32xf32> {cleave.name = "bottom.2.weight"}, %arg6: tensor<16xf32> {cleave.name = "bottom.2.bias"}, %arg7: tensor<64x16xf32> {cleave.name = "tables.0.weight"}, %arg8: tensor<32x16xf32> {cleave.name = "tables.1.weight"}, %arg9: tensor<16x16xf32> {cleave.name = "tables.2.weight"}, %arg10: tensor<32x22xf32> {cleave.name = "top.0.weight"}, %arg11: tensor<32xf32> {cleave.name = "top.0.bias"}, %arg12: tensor<1x32xf32> {cleave.name = "top.2.weight"}, %arg13: tensor<1xf32> {cleave.name = "top.2.bias"}, %arg14: tensor<32x8xf32> {cleave.name = "momentum.bottom.0.weight"}, %arg15: tensor<32xf32> {cleave.name = "momentum.bottom.0.bias"}, %arg16: tensor<16x32xf32> {cleave.name = "momentum.bottom.2.weight"}, %arg17: tensor<16xf32> {cleave.name = "momentum.bottom.2.bias"}, %arg18: tensor<64x16xf32> {cleave.name = "momentum.tables.0.weight"}, %arg19: tensor<32x16xf32> {cleave.name = "momentum.tables.1.weight"}, %arg20: tensor<16x16xf32> {cleave.name = "momentum.tables.2.weight"}, %arg21: tensor<32x22xf32> {cleave.name = "momentum.top.0.weight"}, %arg22: tensor<32xf32> {cleave.name = "momentum.top.0.bias"}, %arg23: tensor<1x32xf32> {cleave.name = "momentum.top.2.weight"}, %arg24: tensor<1xf32> {cleave.name = "momentum.top.2.bias"}) -> (tensor<f32> {cleave.name = "loss"}, tensor<32x8xf32> {cleave.name = "bottom.0.weight"}, tensor<32xf32> {cleave.name = "bottom.0.bias"}, tensor<16x32xf32> {cleave.name = "bottom.2.weight"}, tensor<16xf32> {cleave.name = "bottom.2.bias"}, tensor<64x16xf32> {cleave.name = "tables.0.weight"}, tensor<32x16xf32> {cleave.name = "tables.1.weight"}, tensor<16x16xf32> {cleave.name = "tables.2.weight"}, tensor<32x22xf32> {cleave.name = "top.0.weight"}, tensor<32xf32> {cleave.name = "top.0.bias"}, tensor<1x32xf32> {cleave.name = "top.2.weight"}, tensor<1xf32> {cleave.name = "top.2.bias"}, tensor<32x8xf32> {cleave.name = "momentum.bottom.0.weight"}, tensor<32xf32> {cleave.name = "momentum.bottom.0.bias"}, tensor<16x32xf32> {cleave.name = "momentum.bottom.2.weight"}, tensor<16xf32> {cleave.name = "momentum.bottom.2.bias"}, tensor<64x16xf32> {cleave.name = "momentum.tables.0.weight"}, tensor<32x16xf32> {cleave.name = "momentum.tables.1.weight"}, tensor<16x16xf32> {cleave.name = "momentum.tables.2.weight"}, tensor<32x22xf32> {cleave.name = "momentum.top.0.weight"}, tensor<32xf32> {cleave.name = "momentum.top.0.bias"}, tensor<1x32xf32> {cleave.name = "momentum.top.2.weight"}, tensor<1xf32> {cleave.name = "momentum.top.2.bias"}) {
    %c4_i64 = arith.constant 4 : i64
    %c8_i64 = arith.constant 8 : i64
    %c1_i64 = arith.constant 1 : i64
    %c0_i64 = arith.constant 0 : i64
    %c32 = arith.constant 32 : index
    %cst = arith.constant 0.000000e+00 : f32
    %c16 = arith.constant 16 : index
    %c64 = arith.constant 64 : index
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<8x4x4xf32>
    %cst_1 = arith.constant dense<-1.000000e+00> : tensor<f32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_4 = arith.constant dense<1.000000e+00> : tensor<8x1xf32>
    %cst_5 = arith.constant 1.225000e+01 : f64
    %cst_6 = arith.constant -3.500000e+00 : f64
    %cst_7 = arith.constant -2.000000e+00 : f64
    %cst_8 = arith.constant -5.000000e-01 : f64
    %cst_9 = arith.constant 1.000000e-01 : f64
    %cst_10 = arith.constant 9.000000e-01 : f64
    %cst_11 = arith.constant 0.000000e+00 : f64
    %cst_12 = arith.constant 5.000000e+00 : f64
    %cst_13 = arith.constant 8.000000e+00 : f32
    %cst_14 = arith.constant 1.000000e+00 : f32
    %cst_15 = arith.constant dense<0> : tensor<6xi64>
    %0 = tensor.empty() : tensor<8x32xf32>
    %1 = tensor.empty() : tensor<8x32xf32>
    %transposed = linalg.transpose ins(%arg3 : tensor<32x8xf32>) outs(%1 : tensor<8x32xf32>) permutation = [1, 0] 
    %2 = tensor.empty() : tensor<8x32xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %4 = linalg.matmul ins(%arg0, %transposed : tensor<8x8xf32>, tensor<8x32xf32>) outs(%3 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %5 = tensor.empty() : tensor<8x32xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<32xf32>) outs(%5 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x32xf32>
    %7 = tensor.empty() : tensor<8x32xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%4, %6 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%7 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %335 = arith.addf %in, %in_69 : f32
      linalg.yield %335 : f32
    } -> tensor<8x32xf32>
    %9 = tensor.empty() : tensor<8x32xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<8x32xf32>) outs(%9 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %335 = arith.cmpf ugt, %in, %cst : f32
      %336 = arith.select %335, %in, %cst : f32
      linalg.yield %336 : f32
    } -> tensor<8x32xf32>
    %11 = tensor.empty() : tensor<32x16xf32>
    %12 = tensor.empty() : tensor<32x16xf32>
    %transposed_16 = linalg.transpose ins(%arg5 : tensor<16x32xf32>) outs(%12 : tensor<32x16xf32>) permutation = [1, 0] 
    %13 = tensor.empty() : tensor<8x16xf32>
    %14 = tensor.empty() : tensor<8x16xf32>
    %15 = linalg.fill ins(%cst : f32) outs(%14 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %16 = linalg.matmul ins(%10, %transposed_16 : tensor<8x32xf32>, tensor<32x16xf32>) outs(%15 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %17 = tensor.empty() : tensor<8x16xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<16xf32>) outs(%17 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16xf32>
    %19 = tensor.empty() : tensor<8x16xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%16, %18 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%19 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %335 = arith.addf %in, %in_69 : f32
      linalg.yield %335 : f32
    } -> tensor<8x16xf32>
    %21 = tensor.empty() : tensor<8x16xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%20 : tensor<8x16xf32>) outs(%21 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %335 = arith.cmpf ugt, %in, %cst : f32
      %336 = arith.select %335, %in, %cst : f32
      linalg.yield %336 : f32
    } -> tensor<8x16xf32>
    %extracted_slice = tensor.extract_slice %arg1[0, 0] [8, 1] [1, 1] : tensor<8x3xi64> to tensor<8x1xi64>
    %collapsed = tensor.collapse_shape %extracted_slice [[0, 1]] : tensor<8x1xi64> into tensor<8xi64>
    %23 = tensor.empty() : tensor<8x16xf32>
    %24 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<8xi64>) outs(%23 : tensor<8x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %335 = arith.index_cast %in : i64 to index
      %336 = linalg.index 1 : index
      %337 = arith.cmpi slt, %335, %c64 : index
      cf.assert %337, "index must be smaller than dim size"
      %338 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %338, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg7[%335, %336] : tensor<64x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x16xf32>
    %extracted_slice_17 = tensor.extract_slice %arg1[0, 1] [8, 1] [1, 1] : tensor<8x3xi64> to tensor<8x1xi64>
    %collapsed_18 = tensor.collapse_shape %extracted_slice_17 [[0, 1]] : tensor<8x1xi64> into tensor<8xi64>
    %25 = tensor.empty() : tensor<8x16xf32>
    %26 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%collapsed_18 : tensor<8xi64>) outs(%25 : tensor<8x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %335 = arith.index_cast %in : i64 to index
      %336 = linalg.index 1 : index
      %337 = arith.cmpi slt, %335, %c32 : index
      cf.assert %337, "index must be smaller than dim size"
      %338 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %338, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg8[%335, %336] : tensor<32x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x16xf32>
    %extracted_slice_19 = tensor.extract_slice %arg1[0, 2] [8, 1] [1, 1] : tensor<8x3xi64> to tensor<8x1xi64>
    %collapsed_20 = tensor.collapse_shape %extracted_slice_19 [[0, 1]] : tensor<8x1xi64> into tensor<8xi64>
    %27 = tensor.empty() : tensor<8x16xf32>
    %28 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%collapsed_20 : tensor<8xi64>) outs(%27 : tensor<8x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %335 = arith.index_cast %in : i64 to index
      %336 = linalg.index 1 : index
      %337 = arith.cmpi slt, %335, %c16 : index
      cf.assert %337, "index must be smaller than dim size"
      %338 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %338, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg9[%335, %336] : tensor<16x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x16xf32>
    %concat = tensor.concat dim(1) %22, %24, %26, %28 : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x64xf32>
    %expanded = tensor.expand_shape %concat [[0], [1, 2]] output_shape [8, 4, 16] : tensor<8x64xf32> into tensor<8x4x16xf32>
    %29 = tensor.empty() : tensor<8x16x4xf32>
    %30 = tensor.empty() : tensor<8x16x4xf32>
    %transposed_21 = linalg.transpose ins(%expanded : tensor<8x4x16xf32>) outs(%30 : tensor<8x16x4xf32>) permutation = [0, 2, 1] 
    %31 = tensor.empty() : tensor<8x4x4xf32>
    %32 = tensor.empty() : tensor<8x4x4xf32>
    %33 = linalg.fill ins(%cst : f32) outs(%32 : tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %34 = linalg.batch_matmul ins(%expanded, %transposed_21 : tensor<8x4x16xf32>, tensor<8x16x4xf32>) outs(%33 : tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %35 = tensor.empty() : tensor<6xf64>
    %36 = tensor.empty() : tensor<6xf64>
    %37 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%36 : tensor<6xf64>) {
    ^bb0(%out: f64):
      %335 = linalg.index 0 : index
      %336 = arith.index_cast %335 : index to i64
      %337 = arith.sitofp %336 : i64 to f64
      %338 = arith.addf %337, %cst_11 : f64
      linalg.yield %338 : f64
    } -> tensor<6xf64>
    %38 = tensor.empty() : tensor<6xf64>
    %39 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%37 : tensor<6xf64>) outs(%38 : tensor<6xf64>) {
    ^bb0(%in: f64, %out: f64):
      %335 = arith.mulf %in, %cst_7 : f64
      linalg.yield %335 : f64
    } -> tensor<6xf64>
    %40 = tensor.empty() : tensor<6xf64>
    %41 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%39 : tensor<6xf64>) outs(%40 : tensor<6xf64>) {
    ^bb0(%in: f64, %out: f64):
      %335 = arith.addf %in, %cst_5 : f64
      linalg.yield %335 : f64
    } -> tensor<6xf64>
    %42 = tensor.empty() : tensor<6xf64>
    %43 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%41 : tensor<6xf64>) outs(%42 : tensor<6xf64>) {
    ^bb0(%in: f64, %out: f64):
      %335 = math.sqrt %in : f64
      linalg.yield %335 : f64
    } -> tensor<6xf64>
    %44 = tensor.empty() : tensor<6xf64>
    %45 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%43 : tensor<6xf64>) outs(%44 : tensor<6xf64>) {
    ^bb0(%in: f64, %out: f64):
      %335 = arith.negf %in : f64
      linalg.yield %335 : f64
    } -> tensor<6xf64>
    %46 = tensor.empty() : tensor<6xf64>
    %47 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%45 : tensor<6xf64>) outs(%46 : tensor<6xf64>) {
    ^bb0(%in: f64, %out: f64):
      %335 = arith.subf %in, %cst_6 : f64
      linalg.yield %335 : f64
    } -> tensor<6xf64>
    %48 = tensor.empty() : tensor<6xf64>
    %49 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%47 : tensor<6xf64>) outs(%48 : tensor<6xf64>) {
    ^bb0(%in: f64, %out: f64):
      %335 = math.floor %in : f64
      linalg.yield %335 : f64
    } -> tensor<6xf64>
    %50 = tensor.empty() : tensor<6xf64>
    %51 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%49 : tensor<6xf64>) outs(%50 : tensor<6xf64>) {
    ^bb0(%in: f64, %out: f64):
      %335 = arith.negf %in : f64
      linalg.yield %335 : f64
    } -> tensor<6xf64>
    %52 = tensor.empty() : tensor<6xf64>
    %53 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%51 : tensor<6xf64>) outs(%52 : tensor<6xf64>) {
    ^bb0(%in: f64, %out: f64):
      %335 = arith.addf %in, %cst_12 : f64
      linalg.yield %335 : f64
    } -> tensor<6xf64>
    %54 = tensor.empty() : tensor<6xf64>
    %55 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%53, %49 : tensor<6xf64>, tensor<6xf64>) outs(%54 : tensor<6xf64>) {
    ^bb0(%in: f64, %in_69: f64, %out: f64):
      %335 = arith.mulf %in, %in_69 : f64
      linalg.yield %335 : f64
    } -> tensor<6xf64>
    %56 = tensor.empty() : tensor<6xf64>
    %57 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%55 : tensor<6xf64>) outs(%56 : tensor<6xf64>) {
    ^bb0(%in: f64, %out: f64):
      %335 = arith.mulf %in, %cst_8 : f64
      linalg.yield %335 : f64
    } -> tensor<6xf64>
    %58 = tensor.empty() : tensor<6xf64>
    %59 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%37, %57 : tensor<6xf64>, tensor<6xf64>) outs(%58 : tensor<6xf64>) {
    ^bb0(%in: f64, %in_69: f64, %out: f64):
      %335 = arith.addf %in, %in_69 : f64
      linalg.yield %335 : f64
    } -> tensor<6xf64>
    %60 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%59 : tensor<6xf64>) outs(%35 : tensor<6xf64>) {
    ^bb0(%in: f64, %out: f64):
      %335 = math.floor %in : f64
      linalg.yield %335 : f64
    } -> tensor<6xf64>
    %61 = tensor.empty() : tensor<6xi64>
    %62 = tensor.empty() : tensor<6xi64>
    %63 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%49 : tensor<6xf64>) outs(%62 : tensor<6xi64>) {
    ^bb0(%in: f64, %out: i64):
      %335 = arith.fptosi %in : f64 to i64
      linalg.yield %335 : i64
    } -> tensor<6xi64>
    %64 = tensor.empty() : tensor<6xi64>
    %65 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%60 : tensor<6xf64>) outs(%64 : tensor<6xi64>) {
    ^bb0(%in: f64, %out: i64):
      %335 = arith.fptosi %in : f64 to i64
      linalg.yield %335 : i64
    } -> tensor<6xi64>
    %66 = tensor.empty() : tensor<6xi64>
    %67 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%65 : tensor<6xi64>) outs(%66 : tensor<6xi64>) {
    ^bb0(%in: i64, %out: i64):
      %335 = arith.addi %in, %c1_i64 : i64
      linalg.yield %335 : i64
    } -> tensor<6xi64>
    %expanded_22 = tensor.expand_shape %63 [[0, 1]] output_shape [1, 6] : tensor<6xi64> into tensor<1x6xi64>
    %expanded_23 = tensor.expand_shape %67 [[0, 1]] output_shape [1, 6] : tensor<6xi64> into tensor<1x6xi64>
    %concat_24 = tensor.concat dim(0) %expanded_22, %expanded_23 : (tensor<1x6xi64>, tensor<1x6xi64>) -> tensor<2x6xi64>
    %extracted_slice_25 = tensor.extract_slice %concat_24[0, 0] [1, 6] [1, 1] : tensor<2x6xi64> to tensor<1x6xi64>
    %collapsed_26 = tensor.collapse_shape %extracted_slice_25 [[0, 1]] : tensor<1x6xi64> into tensor<6xi64>
    %extracted_slice_27 = tensor.extract_slice %concat_24[1, 0] [1, 6] [1, 1] : tensor<2x6xi64> to tensor<1x6xi64>
    %collapsed_28 = tensor.collapse_shape %extracted_slice_27 [[0, 1]] : tensor<1x6xi64> into tensor<6xi64>
    %68 = tensor.empty() : tensor<8xi64>
    %69 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%68 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %335 = linalg.index 0 : index
      %336 = arith.index_cast %335 : index to i64
      linalg.yield %336 : i64
    } -> tensor<8xi64>
    %expanded_29 = tensor.expand_shape %69 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %70 = tensor.empty() : tensor<8x6xf32>
    %71 = linalg.generic {indexing_maps = [#map4, #map, #map, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_29, %collapsed_26, %collapsed_28 : tensor<8x1xi64>, tensor<6xi64>, tensor<6xi64>) outs(%70 : tensor<8x6xf32>) {
    ^bb0(%in: i64, %in_69: i64, %in_70: i64, %out: f32):
      %335 = arith.cmpi slt, %in, %c0_i64 : i64
      %336 = arith.addi %in, %c8_i64 : i64
      %337 = arith.select %335, %336, %in : i64
      %338 = arith.index_cast %337 : i64 to index
      %339 = arith.cmpi slt, %in_69, %c0_i64 : i64
      %340 = arith.addi %in_69, %c4_i64 : i64
      %341 = arith.select %339, %340, %in_69 : i64
      %342 = arith.index_cast %341 : i64 to index
      %343 = arith.cmpi slt, %in_70, %c0_i64 : i64
      %344 = arith.addi %in_70, %c4_i64 : i64
      %345 = arith.select %343, %344, %in_70 : i64
      %346 = arith.index_cast %345 : i64 to index
      %extracted = tensor.extract %34[%338, %342, %346] : tensor<8x4x4xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x6xf32>
    %concat_30 = tensor.concat dim(1) %22, %71 : (tensor<8x16xf32>, tensor<8x6xf32>) -> tensor<8x22xf32>
    %72 = tensor.empty() : tensor<22x32xf32>
    %transposed_31 = linalg.transpose ins(%arg10 : tensor<32x22xf32>) outs(%72 : tensor<22x32xf32>) permutation = [1, 0] 
    %73 = linalg.matmul ins(%concat_30, %transposed_31 : tensor<8x22xf32>, tensor<22x32xf32>) outs(%3 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %74 = tensor.empty() : tensor<8x32xf32>
    %75 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<32xf32>) outs(%74 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x32xf32>
    %76 = tensor.empty() : tensor<8x32xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%73, %75 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%76 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %335 = arith.addf %in, %in_69 : f32
      linalg.yield %335 : f32
    } -> tensor<8x32xf32>
    %78 = tensor.empty() : tensor<8x32xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%77 : tensor<8x32xf32>) outs(%78 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %335 = arith.cmpf ugt, %in, %cst : f32
      %336 = arith.select %335, %in, %cst : f32
      linalg.yield %336 : f32
    } -> tensor<8x32xf32>
    %80 = tensor.empty() : tensor<32x1xf32>
    %transposed_32 = linalg.transpose ins(%arg12 : tensor<1x32xf32>) outs(%80 : tensor<32x1xf32>) permutation = [1, 0] 
    %81 = tensor.empty() : tensor<8x1xf32>
    %82 = tensor.empty() : tensor<8x1xf32>
    %83 = linalg.fill ins(%cst : f32) outs(%82 : tensor<8x1xf32>) -> tensor<8x1xf32>
    %84 = linalg.matmul ins(%79, %transposed_32 : tensor<8x32xf32>, tensor<32x1xf32>) outs(%83 : tensor<8x1xf32>) -> tensor<8x1xf32>
    %85 = tensor.empty() : tensor<8x1xf32>
    %86 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<1xf32>) outs(%85 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x1xf32>
    %87 = tensor.empty() : tensor<8x1xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%84, %86 : tensor<8x1xf32>, tensor<8x1xf32>) outs(%87 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %335 = arith.addf %in, %in_69 : f32
      linalg.yield %335 : f32
    } -> tensor<8x1xf32>
    %89 = tensor.empty() : tensor<8x1xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%88 : tensor<8x1xf32>) outs(%89 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %335 = arith.cmpf ugt, %in, %cst : f32
      %336 = arith.select %335, %in, %cst : f32
      linalg.yield %336 : f32
    } -> tensor<8x1xf32>
    %91 = tensor.empty() : tensor<8x1xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%88, %arg2 : tensor<8x1xf32>, tensor<8x1xf32>) outs(%91 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %335 = arith.mulf %in, %in_69 : f32
      linalg.yield %335 : f32
    } -> tensor<8x1xf32>
    %93 = tensor.empty() : tensor<8x1xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%90, %92 : tensor<8x1xf32>, tensor<8x1xf32>) outs(%93 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %335 = arith.subf %in, %in_69 : f32
      linalg.yield %335 : f32
    } -> tensor<8x1xf32>
    %95 = tensor.empty() : tensor<8x1xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%88 : tensor<8x1xf32>) outs(%95 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %335 = math.absf %in : f32
      linalg.yield %335 : f32
    } -> tensor<8x1xf32>
    %97 = tensor.empty() : tensor<8x1xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%96 : tensor<8x1xf32>) outs(%97 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %335 = arith.negf %in : f32
      linalg.yield %335 : f32
    } -> tensor<8x1xf32>
    %99 = tensor.empty() : tensor<8x1xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%98 : tensor<8x1xf32>) outs(%99 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %335 = math.exp %in : f32
      linalg.yield %335 : f32
    } -> tensor<8x1xf32>
    %101 = tensor.empty() : tensor<8x1xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%100 : tensor<8x1xf32>) outs(%101 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %335 = math.log1p %in : f32
      linalg.yield %335 : f32
    } -> tensor<8x1xf32>
    %103 = tensor.empty() : tensor<8x1xf32>
    %104 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%94, %102 : tensor<8x1xf32>, tensor<8x1xf32>) outs(%103 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %335 = arith.addf %in, %in_69 : f32
      linalg.yield %335 : f32
    } -> tensor<8x1xf32>
    %105 = tensor.empty() : tensor<f32>
    %106 = tensor.empty() : tensor<f32>
    %107 = linalg.fill ins(%cst : f32) outs(%106 : tensor<f32>) -> tensor<f32>
    %108 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["reduction", "reduction"]} ins(%104 : tensor<8x1xf32>) outs(%107 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %335 = arith.addf %in, %out : f32
      linalg.yield %335 : f32
    } -> tensor<f32>
    %109 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%108 : tensor<f32>) outs(%105 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %335 = arith.divf %in, %cst_13 : f32
      linalg.yield %335 : f32
    } -> tensor<f32>
    %110 = tensor.empty() : tensor<8x1xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_4 : tensor<8x1xf32>) outs(%110 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %335 = arith.divf %in, %cst_13 : f32
      linalg.yield %335 : f32
    } -> tensor<8x1xf32>
    %112 = tensor.empty() : tensor<8x1xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%100 : tensor<8x1xf32>) outs(%112 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %335 = arith.addf %in, %cst_14 : f32
      linalg.yield %335 : f32
    } -> tensor<8x1xf32>
    %114 = tensor.empty() : tensor<8x1xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%111, %113 : tensor<8x1xf32>, tensor<8x1xf32>) outs(%114 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %335 = arith.divf %in, %in_69 : f32
      linalg.yield %335 : f32
    } -> tensor<8x1xf32>
    %116 = tensor.empty() : tensor<8x1xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%115, %100 : tensor<8x1xf32>, tensor<8x1xf32>) outs(%116 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %335 = arith.mulf %in, %in_69 : f32
      linalg.yield %335 : f32
    } -> tensor<8x1xf32>
    %118 = tensor.empty() : tensor<8x1xf32>
    %119 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%117 : tensor<8x1xf32>) outs(%118 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %335 = arith.negf %in : f32
      linalg.yield %335 : f32
    } -> tensor<8x1xf32>
    %120 = tensor.empty() : tensor<8x1xi1>
    %121 = tensor.empty() : tensor<8x1xi1>
    %122 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%88 : tensor<8x1xf32>) outs(%121 : tensor<8x1xi1>) {
    ^bb0(%in: f32, %out: i1):
      %335 = arith.cmpf ogt, %in, %cst : f32
      linalg.yield %335 : i1
    } -> tensor<8x1xi1>
    %123 = tensor.empty() : tensor<8x1xi1>
    %124 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%88 : tensor<8x1xf32>) outs(%123 : tensor<8x1xi1>) {
    ^bb0(%in: f32, %out: i1):
      %335 = arith.cmpf olt, %in, %cst : f32
      linalg.yield %335 : i1
    } -> tensor<8x1xi1>
    %125 = tensor.empty() : tensor<8x1xf32>
    %126 = linalg.generic {indexing_maps = [#map1, #map5, #map5, #map1], iterator_types = ["parallel", "parallel"]} ins(%122, %cst_3, %cst_2 : tensor<8x1xi1>, tensor<f32>, tensor<f32>) outs(%125 : tensor<8x1xf32>) {
    ^bb0(%in: i1, %in_69: f32, %in_70: f32, %out: f32):
      %335 = arith.select %in, %in_69, %in_70 : f32
      linalg.yield %335 : f32
    } -> tensor<8x1xf32>
    %127 = tensor.empty() : tensor<8x1xf32>
    %128 = linalg.generic {indexing_maps = [#map1, #map5, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%124, %cst_1, %126 : tensor<8x1xi1>, tensor<f32>, tensor<8x1xf32>) outs(%127 : tensor<8x1xf32>) {
    ^bb0(%in: i1, %in_69: f32, %in_70: f32, %out: f32):
      %335 = arith.select %in, %in_69, %in_70 : f32
      linalg.yield %335 : f32
    } -> tensor<8x1xf32>
    %129 = tensor.empty() : tensor<8x1xf32>
    %130 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%119, %128 : tensor<8x1xf32>, tensor<8x1xf32>) outs(%129 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %335 = arith.mulf %in, %in_69 : f32
      linalg.yield %335 : f32
    } -> tensor<8x1xf32>
    %131 = tensor.empty() : tensor<8x1xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%111 : tensor<8x1xf32>) outs(%131 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %335 = arith.negf %in : f32
      linalg.yield %335 : f32
    } -> tensor<8x1xf32>
    %133 = tensor.empty() : tensor<8x1xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%132, %arg2 : tensor<8x1xf32>, tensor<8x1xf32>) outs(%133 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %335 = arith.mulf %in, %in_69 : f32
      linalg.yield %335 : f32
    } -> tensor<8x1xf32>
    %135 = tensor.empty() : tensor<8x1xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%130, %134 : tensor<8x1xf32>, tensor<8x1xf32>) outs(%135 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %335 = arith.addf %in, %in_69 : f32
      linalg.yield %335 : f32
    } -> tensor<8x1xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%90 : tensor<8x1xf32>) outs(%120 : tensor<8x1xi1>) {
    ^bb0(%in: f32, %out: i1):
      %335 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %335 : i1
    } -> tensor<8x1xi1>
    %138 = tensor.empty() : tensor<8x1xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map5, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%137, %cst_2, %111 : tensor<8x1xi1>, tensor<f32>, tensor<8x1xf32>) outs(%138 : tensor<8x1xf32>) {
    ^bb0(%in: i1, %in_69: f32, %in_70: f32, %out: f32):
      %335 = arith.select %in, %in_69, %in_70 : f32
      linalg.yield %335 : f32
    } -> tensor<8x1xf32>
    %140 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%136, %139 : tensor<8x1xf32>, tensor<8x1xf32>) outs(%81 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %335 = arith.addf %in, %in_69 : f32
      linalg.yield %335 : f32
    } -> tensor<8x1xf32>
    %141 = linalg.matmul ins(%140, %arg12 : tensor<8x1xf32>, tensor<1x32xf32>) outs(%3 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %142 = tensor.empty() : tensor<1x8xf32>
    %transposed_33 = linalg.transpose ins(%140 : tensor<8x1xf32>) outs(%142 : tensor<1x8xf32>) permutation = [1, 0] 
    %143 = tensor.empty() : tensor<1x32xf32>
    %144 = tensor.empty() : tensor<1x32xf32>
    %145 = linalg.fill ins(%cst : f32) outs(%144 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %146 = linalg.matmul ins(%transposed_33, %79 : tensor<1x8xf32>, tensor<8x32xf32>) outs(%145 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %147 = tensor.empty() : tensor<1x1xf32>
    %148 = linalg.fill ins(%cst : f32) outs(%147 : tensor<1x1xf32>) -> tensor<1x1xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "parallel"]} ins(%140 : tensor<8x1xf32>) outs(%148 : tensor<1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %335 = arith.addf %in, %out : f32
      linalg.yield %335 : f32
    } -> tensor<1x1xf32>
    %collapsed_34 = tensor.collapse_shape %149 [[0, 1]] : tensor<1x1xf32> into tensor<1xf32>
    %150 = tensor.empty() : tensor<8x32xi1>
    %151 = tensor.empty() : tensor<8x32xi1>
    %152 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%79 : tensor<8x32xf32>) outs(%151 : tensor<8x32xi1>) {
    ^bb0(%in: f32, %out: i1):
      %335 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %335 : i1
    } -> tensor<8x32xi1>
    %153 = tensor.empty() : tensor<8x32xf32>
    %154 = linalg.generic {indexing_maps = [#map1, #map5, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%152, %cst_2, %141 : tensor<8x32xi1>, tensor<f32>, tensor<8x32xf32>) outs(%153 : tensor<8x32xf32>) {
    ^bb0(%in: i1, %in_69: f32, %in_70: f32, %out: f32):
      %335 = arith.select %in, %in_69, %in_70 : f32
      linalg.yield %335 : f32
    } -> tensor<8x32xf32>
    %155 = tensor.empty() : tensor<8x22xf32>
    %156 = linalg.fill ins(%cst : f32) outs(%155 : tensor<8x22xf32>) -> tensor<8x22xf32>
    %157 = linalg.matmul ins(%154, %arg10 : tensor<8x32xf32>, tensor<32x22xf32>) outs(%156 : tensor<8x22xf32>) -> tensor<8x22xf32>
    %158 = tensor.empty() : tensor<32x8xf32>
    %159 = tensor.empty() : tensor<32x8xf32>
    %transposed_35 = linalg.transpose ins(%154 : tensor<8x32xf32>) outs(%159 : tensor<32x8xf32>) permutation = [1, 0] 
    %160 = tensor.empty() : tensor<32x22xf32>
    %161 = tensor.empty() : tensor<32x22xf32>
    %162 = linalg.fill ins(%cst : f32) outs(%161 : tensor<32x22xf32>) -> tensor<32x22xf32>
    %163 = linalg.matmul ins(%transposed_35, %concat_30 : tensor<32x8xf32>, tensor<8x22xf32>) outs(%162 : tensor<32x22xf32>) -> tensor<32x22xf32>
    %164 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "parallel"]} ins(%154 : tensor<8x32xf32>) outs(%145 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %335 = arith.addf %in, %out : f32
      linalg.yield %335 : f32
    } -> tensor<1x32xf32>
    %collapsed_36 = tensor.collapse_shape %164 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %extracted_slice_37 = tensor.extract_slice %157[0, 0] [8, 16] [1, 1] : tensor<8x22xf32> to tensor<8x16xf32>
    %extracted_slice_38 = tensor.extract_slice %157[0, 16] [8, 6] [1, 1] : tensor<8x22xf32> to tensor<8x6xf32>
    %165 = tensor.empty() : tensor<6xi1>
    %166 = tensor.empty() : tensor<6xi1>
    %167 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_26 : tensor<6xi64>) outs(%166 : tensor<6xi1>) {
    ^bb0(%in: i64, %out: i1):
      %335 = arith.cmpi slt, %in, %c0_i64 : i64
      linalg.yield %335 : i1
    } -> tensor<6xi1>
    %168 = tensor.empty() : tensor<6xi64>
    %169 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_26 : tensor<6xi64>) outs(%168 : tensor<6xi64>) {
    ^bb0(%in: i64, %out: i64):
      %335 = arith.addi %in, %c4_i64 : i64
      linalg.yield %335 : i64
    } -> tensor<6xi64>
    %170 = tensor.empty() : tensor<6xi64>
    %171 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3], iterator_types = ["parallel"]} ins(%167, %169, %collapsed_26 : tensor<6xi1>, tensor<6xi64>, tensor<6xi64>) outs(%170 : tensor<6xi64>) {
    ^bb0(%in: i1, %in_69: i64, %in_70: i64, %out: i64):
      %335 = arith.select %in, %in_69, %in_70 : i64
      linalg.yield %335 : i64
    } -> tensor<6xi64>
    %172 = tensor.empty() : tensor<6xi64>
    %173 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_15, %171 : tensor<6xi64>, tensor<6xi64>) outs(%172 : tensor<6xi64>) {
    ^bb0(%in: i64, %in_69: i64, %out: i64):
      %335 = arith.addi %in, %in_69 : i64
      linalg.yield %335 : i64
    } -> tensor<6xi64>
    %174 = tensor.empty() : tensor<6xi64>
    %175 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%173 : tensor<6xi64>) outs(%174 : tensor<6xi64>) {
    ^bb0(%in: i64, %out: i64):
      %335 = arith.muli %in, %c4_i64 : i64
      linalg.yield %335 : i64
    } -> tensor<6xi64>
    %176 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_28 : tensor<6xi64>) outs(%165 : tensor<6xi1>) {
    ^bb0(%in: i64, %out: i1):
      %335 = arith.cmpi slt, %in, %c0_i64 : i64
      linalg.yield %335 : i1
    } -> tensor<6xi1>
    %177 = tensor.empty() : tensor<6xi64>
    %178 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_28 : tensor<6xi64>) outs(%177 : tensor<6xi64>) {
    ^bb0(%in: i64, %out: i64):
      %335 = arith.addi %in, %c4_i64 : i64
      linalg.yield %335 : i64
    } -> tensor<6xi64>
    %179 = tensor.empty() : tensor<6xi64>
    %180 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3], iterator_types = ["parallel"]} ins(%176, %178, %collapsed_28 : tensor<6xi1>, tensor<6xi64>, tensor<6xi64>) outs(%179 : tensor<6xi64>) {
    ^bb0(%in: i1, %in_69: i64, %in_70: i64, %out: i64):
      %335 = arith.select %in, %in_69, %in_70 : i64
      linalg.yield %335 : i64
    } -> tensor<6xi64>
    %181 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%175, %180 : tensor<6xi64>, tensor<6xi64>) outs(%61 : tensor<6xi64>) {
    ^bb0(%in: i64, %in_69: i64, %out: i64):
      %335 = arith.addi %in, %in_69 : i64
      linalg.yield %335 : i64
    } -> tensor<6xi64>
    %expanded_39 = tensor.expand_shape %181 [[0, 1]] output_shape [6, 1] : tensor<6xi64> into tensor<6x1xi64>
    %182 = tensor.empty() : tensor<16xi64>
    %183 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%182 : tensor<16xi64>) {
    ^bb0(%out: i64):
      %335 = linalg.index 0 : index
      %336 = arith.index_cast %335 : index to i64
      linalg.yield %336 : i64
    } -> tensor<16xi64>
    %184 = tensor.empty() : tensor<6x16xi1>
    %185 = linalg.generic {indexing_maps = [#map4, #map, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_39, %183 : tensor<6x1xi64>, tensor<16xi64>) outs(%184 : tensor<6x16xi1>) {
    ^bb0(%in: i64, %in_69: i64, %out: i1):
      %335 = arith.cmpi eq, %in, %in_69 : i64
      linalg.yield %335 : i1
    } -> tensor<6x16xi1>
    %186 = tensor.empty() : tensor<6x16xf32>
    %187 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%185 : tensor<6x16xi1>) outs(%186 : tensor<6x16xf32>) {
    ^bb0(%in: i1, %out: f32):
      %335 = arith.uitofp %in : i1 to f32
      linalg.yield %335 : f32
    } -> tensor<6x16xf32>
    %expanded_40 = tensor.expand_shape %extracted_slice_38 [[0], [1, 2, 3]] output_shape [8, 6, 1, 1] : tensor<8x6xf32> into tensor<8x6x1x1xf32>
    %expanded_41 = tensor.expand_shape %187 [[0], [1, 2, 3]] output_shape [6, 16, 1, 1] : tensor<6x16xf32> into tensor<6x16x1x1xf32>
    %188 = tensor.empty() : tensor<8x6x1x1xf32>
    %transposed_42 = linalg.transpose ins(%expanded_40 : tensor<8x6x1x1xf32>) outs(%188 : tensor<8x6x1x1xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_43 = tensor.collapse_shape %transposed_42 [[0], [1, 2, 3]] : tensor<8x6x1x1xf32> into tensor<8x6xf32>
    %expanded_44 = tensor.expand_shape %collapsed_43 [[0, 1], [2]] output_shape [1, 8, 6] : tensor<8x6xf32> into tensor<1x8x6xf32>
    %189 = tensor.empty() : tensor<6x16x1x1xf32>
    %transposed_45 = linalg.transpose ins(%expanded_41 : tensor<6x16x1x1xf32>) outs(%189 : tensor<6x16x1x1xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_46 = tensor.collapse_shape %transposed_45 [[0], [1, 2, 3]] : tensor<6x16x1x1xf32> into tensor<6x16xf32>
    %expanded_47 = tensor.expand_shape %collapsed_46 [[0, 1], [2]] output_shape [1, 6, 16] : tensor<6x16xf32> into tensor<1x6x16xf32>
    %190 = tensor.empty() : tensor<1x8x16xf32>
    %191 = linalg.fill ins(%cst : f32) outs(%190 : tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
    %192 = linalg.batch_matmul ins(%expanded_44, %expanded_47 : tensor<1x8x6xf32>, tensor<1x6x16xf32>) outs(%191 : tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
    %collapsed_48 = tensor.collapse_shape %192 [[0, 1], [2]] : tensor<1x8x16xf32> into tensor<8x16xf32>
    %expanded_49 = tensor.expand_shape %collapsed_48 [[0], [1, 2, 3]] output_shape [8, 1, 16, 1] : tensor<8x16xf32> into tensor<8x1x16x1xf32>
    %193 = tensor.empty() : tensor<8x16x1x1xf32>
    %transposed_50 = linalg.transpose ins(%expanded_49 : tensor<8x1x16x1xf32>) outs(%193 : tensor<8x16x1x1xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_51 = tensor.collapse_shape %transposed_50 [[0], [1, 2, 3]] : tensor<8x16x1x1xf32> into tensor<8x16xf32>
    %expanded_52 = tensor.expand_shape %collapsed_51 [[0], [1, 2]] output_shape [8, 4, 4] : tensor<8x16xf32> into tensor<8x4x4xf32>
    %194 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_0, %expanded_52 : tensor<8x4x4xf32>, tensor<8x4x4xf32>) outs(%31 : tensor<8x4x4xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %335 = arith.addf %in, %in_69 : f32
      linalg.yield %335 : f32
    } -> tensor<8x4x4xf32>
    %195 = linalg.fill ins(%cst : f32) outs(%29 : tensor<8x16x4xf32>) -> tensor<8x16x4xf32>
    %196 = linalg.batch_matmul ins(%transposed_21, %194 : tensor<8x16x4xf32>, tensor<8x4x4xf32>) outs(%195 : tensor<8x16x4xf32>) -> tensor<8x16x4xf32>
    %197 = tensor.empty() : tensor<8x4x16xf32>
    %198 = tensor.empty() : tensor<8x4x16xf32>
    %199 = linalg.fill ins(%cst : f32) outs(%198 : tensor<8x4x16xf32>) -> tensor<8x4x16xf32>
    %200 = linalg.batch_matmul ins(%194, %expanded : tensor<8x4x4xf32>, tensor<8x4x16xf32>) outs(%199 : tensor<8x4x16xf32>) -> tensor<8x4x16xf32>
    %201 = tensor.empty() : tensor<8x4x16xf32>
    %transposed_53 = linalg.transpose ins(%196 : tensor<8x16x4xf32>) outs(%201 : tensor<8x4x16xf32>) permutation = [0, 2, 1] 
    %202 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%200, %transposed_53 : tensor<8x4x16xf32>, tensor<8x4x16xf32>) outs(%197 : tensor<8x4x16xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %335 = arith.addf %in, %in_69 : f32
      linalg.yield %335 : f32
    } -> tensor<8x4x16xf32>
    %extracted_slice_54 = tensor.extract_slice %202[0, 0, 0] [8, 1, 16] [1, 1, 1] : tensor<8x4x16xf32> to tensor<8x1x16xf32>
    %collapsed_55 = tensor.collapse_shape %extracted_slice_54 [[0, 1], [2]] : tensor<8x1x16xf32> into tensor<8x16xf32>
    %extracted_slice_56 = tensor.extract_slice %202[0, 1, 0] [8, 1, 16] [1, 1, 1] : tensor<8x4x16xf32> to tensor<8x1x16xf32>
    %collapsed_57 = tensor.collapse_shape %extracted_slice_56 [[0, 1], [2]] : tensor<8x1x16xf32> into tensor<8x16xf32>
    %extracted_slice_58 = tensor.extract_slice %202[0, 2, 0] [8, 1, 16] [1, 1, 1] : tensor<8x4x16xf32> to tensor<8x1x16xf32>
    %collapsed_59 = tensor.collapse_shape %extracted_slice_58 [[0, 1], [2]] : tensor<8x1x16xf32> into tensor<8x16xf32>
    %extracted_slice_60 = tensor.extract_slice %202[0, 3, 0] [8, 1, 16] [1, 1, 1] : tensor<8x4x16xf32> to tensor<8x1x16xf32>
    %collapsed_61 = tensor.collapse_shape %extracted_slice_60 [[0, 1], [2]] : tensor<8x1x16xf32> into tensor<8x16xf32>
    %203 = tensor.empty() : tensor<8x16xf32>
    %204 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_37, %collapsed_55 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%203 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %335 = arith.addf %in, %in_69 : f32
      linalg.yield %335 : f32
    } -> tensor<8x16xf32>
    %205 = tensor.empty() : tensor<8x16xi1>
    %206 = tensor.empty() : tensor<8x16xi1>
    %207 = linalg.generic {indexing_maps = [#map4, #map, #map1], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_19, %183 : tensor<8x1xi64>, tensor<16xi64>) outs(%206 : tensor<8x16xi1>) {
    ^bb0(%in: i64, %in_69: i64, %out: i1):
      %335 = arith.cmpi eq, %in, %in_69 : i64
      linalg.yield %335 : i1
    } -> tensor<8x16xi1>
    %208 = tensor.empty() : tensor<8x16xf32>
    %209 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%207 : tensor<8x16xi1>) outs(%208 : tensor<8x16xf32>) {
    ^bb0(%in: i1, %out: f32):
      %335 = arith.uitofp %in : i1 to f32
      linalg.yield %335 : f32
    } -> tensor<8x16xf32>
    %210 = tensor.empty() : tensor<16x8xf32>
    %211 = tensor.empty() : tensor<16x8xf32>
    %transposed_62 = linalg.transpose ins(%209 : tensor<8x16xf32>) outs(%211 : tensor<16x8xf32>) permutation = [1, 0] 
    %212 = tensor.empty() : tensor<16x16xf32>
    %213 = tensor.empty() : tensor<16x16xf32>
    %214 = linalg.fill ins(%cst : f32) outs(%213 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %215 = linalg.matmul ins(%transposed_62, %collapsed_61 : tensor<16x8xf32>, tensor<8x16xf32>) outs(%214 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %216 = tensor.empty() : tensor<32xi64>
    %217 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%216 : tensor<32xi64>) {
    ^bb0(%out: i64):
      %335 = linalg.index 0 : index
      %336 = arith.index_cast %335 : index to i64
      linalg.yield %336 : i64
    } -> tensor<32xi64>
    %218 = tensor.empty() : tensor<8x32xi1>
    %219 = linalg.generic {indexing_maps = [#map4, #map, #map1], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_17, %217 : tensor<8x1xi64>, tensor<32xi64>) outs(%218 : tensor<8x32xi1>) {
    ^bb0(%in: i64, %in_69: i64, %out: i1):
      %335 = arith.cmpi eq, %in, %in_69 : i64
      linalg.yield %335 : i1
    } -> tensor<8x32xi1>
    %220 = tensor.empty() : tensor<8x32xf32>
    %221 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%219 : tensor<8x32xi1>) outs(%220 : tensor<8x32xf32>) {
    ^bb0(%in: i1, %out: f32):
      %335 = arith.uitofp %in : i1 to f32
      linalg.yield %335 : f32
    } -> tensor<8x32xf32>
    %222 = tensor.empty() : tensor<32x8xf32>
    %transposed_63 = linalg.transpose ins(%221 : tensor<8x32xf32>) outs(%222 : tensor<32x8xf32>) permutation = [1, 0] 
    %223 = tensor.empty() : tensor<32x16xf32>
    %224 = linalg.fill ins(%cst : f32) outs(%223 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %225 = linalg.matmul ins(%transposed_63, %collapsed_59 : tensor<32x8xf32>, tensor<8x16xf32>) outs(%224 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %226 = tensor.empty() : tensor<64xi64>
    %227 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%226 : tensor<64xi64>) {
    ^bb0(%out: i64):
      %335 = linalg.index 0 : index
      %336 = arith.index_cast %335 : index to i64
      linalg.yield %336 : i64
    } -> tensor<64xi64>
    %228 = tensor.empty() : tensor<8x64xi1>
    %229 = linalg.generic {indexing_maps = [#map4, #map, #map1], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice, %227 : tensor<8x1xi64>, tensor<64xi64>) outs(%228 : tensor<8x64xi1>) {
    ^bb0(%in: i64, %in_69: i64, %out: i1):
      %335 = arith.cmpi eq, %in, %in_69 : i64
      linalg.yield %335 : i1
    } -> tensor<8x64xi1>
    %230 = tensor.empty() : tensor<8x64xf32>
    %231 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%229 : tensor<8x64xi1>) outs(%230 : tensor<8x64xf32>) {
    ^bb0(%in: i1, %out: f32):
      %335 = arith.uitofp %in : i1 to f32
      linalg.yield %335 : f32
    } -> tensor<8x64xf32>
    %232 = tensor.empty() : tensor<64x8xf32>
    %transposed_64 = linalg.transpose ins(%231 : tensor<8x64xf32>) outs(%232 : tensor<64x8xf32>) permutation = [1, 0] 
    %233 = tensor.empty() : tensor<64x16xf32>
    %234 = tensor.empty() : tensor<64x16xf32>
    %235 = linalg.fill ins(%cst : f32) outs(%234 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %236 = linalg.matmul ins(%transposed_64, %collapsed_57 : tensor<64x8xf32>, tensor<8x16xf32>) outs(%235 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %237 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%22 : tensor<8x16xf32>) outs(%205 : tensor<8x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %335 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %335 : i1
    } -> tensor<8x16xi1>
    %238 = linalg.generic {indexing_maps = [#map1, #map5, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%237, %cst_2, %204 : tensor<8x16xi1>, tensor<f32>, tensor<8x16xf32>) outs(%13 : tensor<8x16xf32>) {
    ^bb0(%in: i1, %in_69: f32, %in_70: f32, %out: f32):
      %335 = arith.select %in, %in_69, %in_70 : f32
      linalg.yield %335 : f32
    } -> tensor<8x16xf32>
    %239 = linalg.matmul ins(%238, %arg5 : tensor<8x16xf32>, tensor<16x32xf32>) outs(%3 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %transposed_65 = linalg.transpose ins(%238 : tensor<8x16xf32>) outs(%210 : tensor<16x8xf32>) permutation = [1, 0] 
    %240 = tensor.empty() : tensor<16x32xf32>
    %241 = tensor.empty() : tensor<16x32xf32>
    %242 = linalg.fill ins(%cst : f32) outs(%241 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %243 = linalg.matmul ins(%transposed_65, %10 : tensor<16x8xf32>, tensor<8x32xf32>) outs(%242 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %244 = tensor.empty() : tensor<1x16xf32>
    %245 = linalg.fill ins(%cst : f32) outs(%244 : tensor<1x16xf32>) -> tensor<1x16xf32>
    %246 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "parallel"]} ins(%238 : tensor<8x16xf32>) outs(%245 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %335 = arith.addf %in, %out : f32
      linalg.yield %335 : f32
    } -> tensor<1x16xf32>
    %collapsed_66 = tensor.collapse_shape %246 [[0, 1]] : tensor<1x16xf32> into tensor<16xf32>
    %247 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%10 : tensor<8x32xf32>) outs(%150 : tensor<8x32xi1>) {
    ^bb0(%in: f32, %out: i1):
      %335 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %335 : i1
    } -> tensor<8x32xi1>
    %248 = linalg.generic {indexing_maps = [#map1, #map5, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%247, %cst_2, %239 : tensor<8x32xi1>, tensor<f32>, tensor<8x32xf32>) outs(%0 : tensor<8x32xf32>) {
    ^bb0(%in: i1, %in_69: f32, %in_70: f32, %out: f32):
      %335 = arith.select %in, %in_69, %in_70 : f32
      linalg.yield %335 : f32
    } -> tensor<8x32xf32>
    %249 = tensor.empty() : tensor<32x8xf32>
    %transposed_67 = linalg.transpose ins(%248 : tensor<8x32xf32>) outs(%249 : tensor<32x8xf32>) permutation = [1, 0] 
    %250 = tensor.empty() : tensor<32x8xf32>
    %251 = linalg.fill ins(%cst : f32) outs(%250 : tensor<32x8xf32>) -> tensor<32x8xf32>
    %252 = linalg.matmul ins(%transposed_67, %arg0 : tensor<32x8xf32>, tensor<8x8xf32>) outs(%251 : tensor<32x8xf32>) -> tensor<32x8xf32>
    %253 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "parallel"]} ins(%248 : tensor<8x32xf32>) outs(%145 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %335 = arith.addf %in, %out : f32
      linalg.yield %335 : f32
    } -> tensor<1x32xf32>
    %collapsed_68 = tensor.collapse_shape %253 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %254 = tensor.empty() : tensor<32x8xf32>
    %255 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg14 : tensor<32x8xf32>) outs(%254 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %335 = arith.truncf %cst_10 : f64 to f32
      %336 = arith.mulf %in, %335 : f32
      linalg.yield %336 : f32
    } -> tensor<32x8xf32>
    %256 = tensor.empty() : tensor<32x8xf32>
    %257 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%255, %252 : tensor<32x8xf32>, tensor<32x8xf32>) outs(%256 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %335 = arith.addf %in, %in_69 : f32
      linalg.yield %335 : f32
    } -> tensor<32x8xf32>
    %258 = tensor.empty() : tensor<32xf32>
    %259 = tensor.empty() : tensor<32xf32>
    %260 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg15 : tensor<32xf32>) outs(%259 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %335 = arith.truncf %cst_10 : f64 to f32
      %336 = arith.mulf %in, %335 : f32
      linalg.yield %336 : f32
    } -> tensor<32xf32>
    %261 = tensor.empty() : tensor<32xf32>
    %262 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%260, %collapsed_68 : tensor<32xf32>, tensor<32xf32>) outs(%261 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %335 = arith.addf %in, %in_69 : f32
      linalg.yield %335 : f32
    } -> tensor<32xf32>
    %263 = tensor.empty() : tensor<16x32xf32>
    %264 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<16x32xf32>) outs(%263 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %335 = arith.truncf %cst_10 : f64 to f32
      %336 = arith.mulf %in, %335 : f32
      linalg.yield %336 : f32
    } -> tensor<16x32xf32>
    %265 = tensor.empty() : tensor<16x32xf32>
    %266 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%264, %243 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%265 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %335 = arith.addf %in, %in_69 : f32
      linalg.yield %335 : f32
    } -> tensor<16x32xf32>
    %267 = tensor.empty() : tensor<16xf32>
    %268 = tensor.empty() : tensor<16xf32>
    %269 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg17 : tensor<16xf32>) outs(%268 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %335 = arith.truncf %cst_10 : f64 to f32
      %336 = arith.mulf %in, %335 : f32
      linalg.yield %336 : f32
    } -> tensor<16xf32>
    %270 = tensor.empty() : tensor<16xf32>
    %271 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%269, %collapsed_66 : tensor<16xf32>, tensor<16xf32>) outs(%270 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %335 = arith.addf %in, %in_69 : f32
      linalg.yield %335 : f32
    } -> tensor<16xf32>
    %272 = tensor.empty() : tensor<64x16xf32>
    %273 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<64x16xf32>) outs(%272 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %335 = arith.truncf %cst_10 : f64 to f32
      %336 = arith.mulf %in, %335 : f32
      linalg.yield %336 : f32
    } -> tensor<64x16xf32>
    %274 = tensor.empty() : tensor<64x16xf32>
    %275 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%273, %236 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%274 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %335 = arith.addf %in, %in_69 : f32
      linalg.yield %335 : f32
    } -> tensor<64x16xf32>
    %276 = tensor.empty() : tensor<32x16xf32>
    %277 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<32x16xf32>) outs(%276 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %335 = arith.truncf %cst_10 : f64 to f32
      %336 = arith.mulf %in, %335 : f32
      linalg.yield %336 : f32
    } -> tensor<32x16xf32>
    %278 = tensor.empty() : tensor<32x16xf32>
    %279 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%277, %225 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%278 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %335 = arith.addf %in, %in_69 : f32
      linalg.yield %335 : f32
    } -> tensor<32x16xf32>
    %280 = tensor.empty() : tensor<16x16xf32>
    %281 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg20 : tensor<16x16xf32>) outs(%280 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %335 = arith.truncf %cst_10 : f64 to f32
      %336 = arith.mulf %in, %335 : f32
      linalg.yield %336 : f32
    } -> tensor<16x16xf32>
    %282 = tensor.empty() : tensor<16x16xf32>
    %283 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%281, %215 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%282 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %335 = arith.addf %in, %in_69 : f32
      linalg.yield %335 : f32
    } -> tensor<16x16xf32>
    %284 = tensor.empty() : tensor<32x22xf32>
    %285 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg21 : tensor<32x22xf32>) outs(%284 : tensor<32x22xf32>) {
    ^bb0(%in: f32, %out: f32):
      %335 = arith.truncf %cst_10 : f64 to f32
      %336 = arith.mulf %in, %335 : f32
      linalg.yield %336 : f32
    } -> tensor<32x22xf32>
    %286 = tensor.empty() : tensor<32x22xf32>
    %287 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%285, %163 : tensor<32x22xf32>, tensor<32x22xf32>) outs(%286 : tensor<32x22xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %335 = arith.addf %in, %in_69 : f32
      linalg.yield %335 : f32
    } -> tensor<32x22xf32>
    %288 = tensor.empty() : tensor<32xf32>
    %289 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg22 : tensor<32xf32>) outs(%288 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %335 = arith.truncf %cst_10 : f64 to f32
      %336 = arith.mulf %in, %335 : f32
      linalg.yield %336 : f32
    } -> tensor<32xf32>
    %290 = tensor.empty() : tensor<32xf32>
    %291 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%289, %collapsed_36 : tensor<32xf32>, tensor<32xf32>) outs(%290 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %335 = arith.addf %in, %in_69 : f32
      linalg.yield %335 : f32
    } -> tensor<32xf32>
    %292 = tensor.empty() : tensor<1x32xf32>
    %293 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg23 : tensor<1x32xf32>) outs(%292 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %335 = arith.truncf %cst_10 : f64 to f32
      %336 = arith.mulf %in, %335 : f32
      linalg.yield %336 : f32
    } -> tensor<1x32xf32>
    %294 = tensor.empty() : tensor<1x32xf32>
    %295 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%293, %146 : tensor<1x32xf32>, tensor<1x32xf32>) outs(%294 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %335 = arith.addf %in, %in_69 : f32
      linalg.yield %335 : f32
    } -> tensor<1x32xf32>
    %296 = tensor.empty() : tensor<1xf32>
    %297 = tensor.empty() : tensor<1xf32>
    %298 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg24 : tensor<1xf32>) outs(%297 : tensor<1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %335 = arith.truncf %cst_10 : f64 to f32
      %336 = arith.mulf %in, %335 : f32
      linalg.yield %336 : f32
    } -> tensor<1xf32>
    %299 = tensor.empty() : tensor<1xf32>
    %300 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%298, %collapsed_34 : tensor<1xf32>, tensor<1xf32>) outs(%299 : tensor<1xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %335 = arith.addf %in, %in_69 : f32
      linalg.yield %335 : f32
    } -> tensor<1xf32>
    %301 = tensor.empty() : tensor<32x8xf32>
    %302 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%257 : tensor<32x8xf32>) outs(%301 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %335 = arith.truncf %cst_9 : f64 to f32
      %336 = arith.mulf %in, %335 : f32
      linalg.yield %336 : f32
    } -> tensor<32x8xf32>
    %303 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg3, %302 : tensor<32x8xf32>, tensor<32x8xf32>) outs(%158 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %335 = arith.subf %in, %in_69 : f32
      linalg.yield %335 : f32
    } -> tensor<32x8xf32>
    %304 = tensor.empty() : tensor<32xf32>
    %305 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%262 : tensor<32xf32>) outs(%304 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %335 = arith.truncf %cst_9 : f64 to f32
      %336 = arith.mulf %in, %335 : f32
      linalg.yield %336 : f32
    } -> tensor<32xf32>
    %306 = tensor.empty() : tensor<32xf32>
    %307 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg4, %305 : tensor<32xf32>, tensor<32xf32>) outs(%306 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %335 = arith.subf %in, %in_69 : f32
      linalg.yield %335 : f32
    } -> tensor<32xf32>
    %308 = tensor.empty() : tensor<16x32xf32>
    %309 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%266 : tensor<16x32xf32>) outs(%308 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %335 = arith.truncf %cst_9 : f64 to f32
      %336 = arith.mulf %in, %335 : f32
      linalg.yield %336 : f32
    } -> tensor<16x32xf32>
    %310 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg5, %309 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%240 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %335 = arith.subf %in, %in_69 : f32
      linalg.yield %335 : f32
    } -> tensor<16x32xf32>
    %311 = tensor.empty() : tensor<16xf32>
    %312 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%271 : tensor<16xf32>) outs(%311 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %335 = arith.truncf %cst_9 : f64 to f32
      %336 = arith.mulf %in, %335 : f32
      linalg.yield %336 : f32
    } -> tensor<16xf32>
    %313 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg6, %312 : tensor<16xf32>, tensor<16xf32>) outs(%267 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %335 = arith.subf %in, %in_69 : f32
      linalg.yield %335 : f32
    } -> tensor<16xf32>
    %314 = tensor.empty() : tensor<64x16xf32>
    %315 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%275 : tensor<64x16xf32>) outs(%314 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %335 = arith.truncf %cst_9 : f64 to f32
      %336 = arith.mulf %in, %335 : f32
      linalg.yield %336 : f32
    } -> tensor<64x16xf32>
    %316 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg7, %315 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%233 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %335 = arith.subf %in, %in_69 : f32
      linalg.yield %335 : f32
    } -> tensor<64x16xf32>
    %317 = tensor.empty() : tensor<32x16xf32>
    %318 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%279 : tensor<32x16xf32>) outs(%317 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %335 = arith.truncf %cst_9 : f64 to f32
      %336 = arith.mulf %in, %335 : f32
      linalg.yield %336 : f32
    } -> tensor<32x16xf32>
    %319 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg8, %318 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%11 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %335 = arith.subf %in, %in_69 : f32
      linalg.yield %335 : f32
    } -> tensor<32x16xf32>
    %320 = tensor.empty() : tensor<16x16xf32>
    %321 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%283 : tensor<16x16xf32>) outs(%320 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %335 = arith.truncf %cst_9 : f64 to f32
      %336 = arith.mulf %in, %335 : f32
      linalg.yield %336 : f32
    } -> tensor<16x16xf32>
    %322 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg9, %321 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%212 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %335 = arith.subf %in, %in_69 : f32
      linalg.yield %335 : f32
    } -> tensor<16x16xf32>
    %323 = tensor.empty() : tensor<32x22xf32>
    %324 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%287 : tensor<32x22xf32>) outs(%323 : tensor<32x22xf32>) {
    ^bb0(%in: f32, %out: f32):
      %335 = arith.truncf %cst_9 : f64 to f32
      %336 = arith.mulf %in, %335 : f32
      linalg.yield %336 : f32
    } -> tensor<32x22xf32>
    %325 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg10, %324 : tensor<32x22xf32>, tensor<32x22xf32>) outs(%160 : tensor<32x22xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %335 = arith.subf %in, %in_69 : f32
      linalg.yield %335 : f32
    } -> tensor<32x22xf32>
    %326 = tensor.empty() : tensor<32xf32>
    %327 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%291 : tensor<32xf32>) outs(%326 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %335 = arith.truncf %cst_9 : f64 to f32
      %336 = arith.mulf %in, %335 : f32
      linalg.yield %336 : f32
    } -> tensor<32xf32>
    %328 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg11, %327 : tensor<32xf32>, tensor<32xf32>) outs(%258 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %335 = arith.subf %in, %in_69 : f32
      linalg.yield %335 : f32
    } -> tensor<32xf32>
    %329 = tensor.empty() : tensor<1x32xf32>
    %330 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%295 : tensor<1x32xf32>) outs(%329 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %335 = arith.truncf %cst_9 : f64 to f32
      %336 = arith.mulf %in, %335 : f32
      linalg.yield %336 : f32
    } -> tensor<1x32xf32>
    %331 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg12, %330 : tensor<1x32xf32>, tensor<1x32xf32>) outs(%143 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %335 = arith.subf %in, %in_69 : f32
      linalg.yield %335 : f32
    } -> tensor<1x32xf32>
    %332 = tensor.empty() : tensor<1xf32>
    %333 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%300 : tensor<1xf32>) outs(%332 : tensor<1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %335 = arith.truncf %cst_9 : f64 to f32
      %336 = arith.mulf %in, %335 : f32
      linalg.yield %336 : f32
    } -> tensor<1xf32>
    %334 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg13, %333 : tensor<1xf32>, tensor<1xf32>) outs(%296 : tensor<1xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %335 = arith.subf %in, %in_69 : f32
      linalg.yield %335 : f32
    } -> tensor<1xf32>
    return %109, %303, %307, %310, %313, %316, %319, %322, %325, %328, %331, %334, %257, %262, %266, %271, %275, %279, %283, %287, %291, %295, %300 : tensor<f32>, tensor<32x8xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<32x16xf32>, tensor<16x16xf32>, tensor<32x22xf32>, tensor<32xf32>, tensor<1x32xf32>, tensor<1xf32>, tensor<32x8xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<32x16xf32>, tensor<16x16xf32>, tensor<32x22xf32>, tensor<32xf32>, tensor<1x32xf32>, tensor<1xf32>
  }
}

