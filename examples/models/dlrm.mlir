// Model zoo: dlrm, exported by examples/models/regenerate.sh (zoo.py); random weights.
// Arguments: the inputs, then every parameter/buffer (cleave.name = its name). {"inputs": ["dense", "ids"], "parameters": 11}
#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> (d0)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0, d1) -> (d0, 0)>
module {
  func.func @forward(%arg0: tensor<8x8xf32> {cleave.name = "dense"}, %arg1: tensor<8x3xi64> {cleave.name = "ids"}, %arg2: tensor<32x8xf32> {cleave.name = "bottom.0.weight"}, %arg3: tensor<32xf32> {cleave.name = "bottom.0.bias"}, %arg4: tensor<16x32xf32> {cleave.name = "bottom.2.weight"}, %arg5: tensor<16xf32> {cleave.name = "bottom.2.bias"}, %arg6: tensor<64x16xf32> {cleave.name = "tables.0.weight"}, %arg7: tensor<32x16xf32> {cleave.name = "tables.1.weight"}, %arg8: tensor<16x16xf32> {cleave.name = "tables.2.weight"}, %arg9: tensor<32x22xf32> {cleave.name = "top.0.weight"}, %arg10: tensor<32xf32> {cleave.name = "top.0.bias"}, %arg11: tensor<1x32xf32> {cleave.name = "top.2.weight"}, %arg12: tensor<1xf32> {cleave.name = "top.2.bias"}) -> tensor<8x1xf32> {
    %c4_i64 = arith.constant 4 : i64
    %c8_i64 = arith.constant 8 : i64
    %c1_i64 = arith.constant 1 : i64
    %c0_i64 = arith.constant 0 : i64
    %c32 = arith.constant 32 : index
    %cst = arith.constant 0.000000e+00 : f32
    %c16 = arith.constant 16 : index
    %c64 = arith.constant 64 : index
    %cst_0 = arith.constant 1.225000e+01 : f64
    %cst_1 = arith.constant -3.500000e+00 : f64
    %cst_2 = arith.constant -2.000000e+00 : f64
    %cst_3 = arith.constant -5.000000e-01 : f64
    %cst_4 = arith.constant 0.000000e+00 : f64
    %cst_5 = arith.constant 5.000000e+00 : f64
    %0 = tensor.empty() : tensor<8x32xf32>
    %1 = tensor.empty() : tensor<8x32xf32>
    %transposed = linalg.transpose ins(%arg2 : tensor<32x8xf32>) outs(%1 : tensor<8x32xf32>) permutation = [1, 0] 
    %2 = tensor.empty() : tensor<8x32xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %4 = linalg.matmul ins(%arg0, %transposed : tensor<8x8xf32>, tensor<8x32xf32>) outs(%3 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %5 = tensor.empty() : tensor<8x32xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<32xf32>) outs(%5 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x32xf32>
    %7 = tensor.empty() : tensor<8x32xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%4, %6 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%7 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %82 = arith.addf %in, %in_23 : f32
      linalg.yield %82 : f32
    } -> tensor<8x32xf32>
    %9 = tensor.empty() : tensor<8x32xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<8x32xf32>) outs(%9 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %82 = arith.cmpf ugt, %in, %cst : f32
      %83 = arith.select %82, %in, %cst : f32
      linalg.yield %83 : f32
    } -> tensor<8x32xf32>
    %11 = tensor.empty() : tensor<32x16xf32>
    %transposed_6 = linalg.transpose ins(%arg4 : tensor<16x32xf32>) outs(%11 : tensor<32x16xf32>) permutation = [1, 0] 
    %12 = tensor.empty() : tensor<8x16xf32>
    %13 = tensor.empty() : tensor<8x16xf32>
    %14 = linalg.fill ins(%cst : f32) outs(%13 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %15 = linalg.matmul ins(%10, %transposed_6 : tensor<8x32xf32>, tensor<32x16xf32>) outs(%14 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %16 = tensor.empty() : tensor<8x16xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<16xf32>) outs(%16 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16xf32>
    %18 = tensor.empty() : tensor<8x16xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%15, %17 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%18 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %82 = arith.addf %in, %in_23 : f32
      linalg.yield %82 : f32
    } -> tensor<8x16xf32>
    %20 = tensor.empty() : tensor<8x16xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%19 : tensor<8x16xf32>) outs(%20 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %82 = arith.cmpf ugt, %in, %cst : f32
      %83 = arith.select %82, %in, %cst : f32
      linalg.yield %83 : f32
    } -> tensor<8x16xf32>
    %extracted_slice = tensor.extract_slice %arg1[0, 0] [8, 1] [1, 1] : tensor<8x3xi64> to tensor<8x1xi64>
    %collapsed = tensor.collapse_shape %extracted_slice [[0, 1]] : tensor<8x1xi64> into tensor<8xi64>
    %22 = tensor.empty() : tensor<8x16xf32>
    %23 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<8xi64>) outs(%22 : tensor<8x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %82 = arith.index_cast %in : i64 to index
      %83 = linalg.index 1 : index
      %84 = arith.cmpi slt, %82, %c64 : index
      cf.assert %84, "index must be smaller than dim size"
      %85 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %85, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg6[%82, %83] : tensor<64x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x16xf32>
    %extracted_slice_7 = tensor.extract_slice %arg1[0, 1] [8, 1] [1, 1] : tensor<8x3xi64> to tensor<8x1xi64>
    %collapsed_8 = tensor.collapse_shape %extracted_slice_7 [[0, 1]] : tensor<8x1xi64> into tensor<8xi64>
    %24 = tensor.empty() : tensor<8x16xf32>
    %25 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%collapsed_8 : tensor<8xi64>) outs(%24 : tensor<8x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %82 = arith.index_cast %in : i64 to index
      %83 = linalg.index 1 : index
      %84 = arith.cmpi slt, %82, %c32 : index
      cf.assert %84, "index must be smaller than dim size"
      %85 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %85, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg7[%82, %83] : tensor<32x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x16xf32>
    %extracted_slice_9 = tensor.extract_slice %arg1[0, 2] [8, 1] [1, 1] : tensor<8x3xi64> to tensor<8x1xi64>
    %collapsed_10 = tensor.collapse_shape %extracted_slice_9 [[0, 1]] : tensor<8x1xi64> into tensor<8xi64>
    %26 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%collapsed_10 : tensor<8xi64>) outs(%12 : tensor<8x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %82 = arith.index_cast %in : i64 to index
      %83 = linalg.index 1 : index
      %84 = arith.cmpi slt, %82, %c16 : index
      cf.assert %84, "index must be smaller than dim size"
      %85 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %85, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg8[%82, %83] : tensor<16x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x16xf32>
    %concat = tensor.concat dim(1) %21, %23, %25, %26 : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x64xf32>
    %expanded = tensor.expand_shape %concat [[0], [1, 2]] output_shape [8, 4, 16] : tensor<8x64xf32> into tensor<8x4x16xf32>
    %27 = tensor.empty() : tensor<8x16x4xf32>
    %transposed_11 = linalg.transpose ins(%expanded : tensor<8x4x16xf32>) outs(%27 : tensor<8x16x4xf32>) permutation = [0, 2, 1] 
    %28 = tensor.empty() : tensor<8x4x4xf32>
    %29 = linalg.fill ins(%cst : f32) outs(%28 : tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %30 = linalg.batch_matmul ins(%expanded, %transposed_11 : tensor<8x4x16xf32>, tensor<8x16x4xf32>) outs(%29 : tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %31 = tensor.empty() : tensor<6xf64>
    %32 = tensor.empty() : tensor<6xf64>
    %33 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%32 : tensor<6xf64>) {
    ^bb0(%out: f64):
      %82 = linalg.index 0 : index
      %83 = arith.index_cast %82 : index to i64
      %84 = arith.sitofp %83 : i64 to f64
      %85 = arith.addf %84, %cst_4 : f64
      linalg.yield %85 : f64
    } -> tensor<6xf64>
    %34 = tensor.empty() : tensor<6xf64>
    %35 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%33 : tensor<6xf64>) outs(%34 : tensor<6xf64>) {
    ^bb0(%in: f64, %out: f64):
      %82 = arith.mulf %in, %cst_2 : f64
      linalg.yield %82 : f64
    } -> tensor<6xf64>
    %36 = tensor.empty() : tensor<6xf64>
    %37 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%35 : tensor<6xf64>) outs(%36 : tensor<6xf64>) {
    ^bb0(%in: f64, %out: f64):
      %82 = arith.addf %in, %cst_0 : f64
      linalg.yield %82 : f64
    } -> tensor<6xf64>
    %38 = tensor.empty() : tensor<6xf64>
    %39 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%37 : tensor<6xf64>) outs(%38 : tensor<6xf64>) {
    ^bb0(%in: f64, %out: f64):
      %82 = math.sqrt %in : f64
      linalg.yield %82 : f64
    } -> tensor<6xf64>
    %40 = tensor.empty() : tensor<6xf64>
    %41 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%39 : tensor<6xf64>) outs(%40 : tensor<6xf64>) {
    ^bb0(%in: f64, %out: f64):
      %82 = arith.negf %in : f64
      linalg.yield %82 : f64
    } -> tensor<6xf64>
    %42 = tensor.empty() : tensor<6xf64>
    %43 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%41 : tensor<6xf64>) outs(%42 : tensor<6xf64>) {
    ^bb0(%in: f64, %out: f64):
      %82 = arith.subf %in, %cst_1 : f64
      linalg.yield %82 : f64
    } -> tensor<6xf64>
    %44 = tensor.empty() : tensor<6xf64>
    %45 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%43 : tensor<6xf64>) outs(%44 : tensor<6xf64>) {
    ^bb0(%in: f64, %out: f64):
      %82 = math.floor %in : f64
      linalg.yield %82 : f64
    } -> tensor<6xf64>
    %46 = tensor.empty() : tensor<6xf64>
    %47 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%45 : tensor<6xf64>) outs(%46 : tensor<6xf64>) {
    ^bb0(%in: f64, %out: f64):
      %82 = arith.negf %in : f64
      linalg.yield %82 : f64
    } -> tensor<6xf64>
    %48 = tensor.empty() : tensor<6xf64>
    %49 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%47 : tensor<6xf64>) outs(%48 : tensor<6xf64>) {
    ^bb0(%in: f64, %out: f64):
      %82 = arith.addf %in, %cst_5 : f64
      linalg.yield %82 : f64
    } -> tensor<6xf64>
    %50 = tensor.empty() : tensor<6xf64>
    %51 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%49, %45 : tensor<6xf64>, tensor<6xf64>) outs(%50 : tensor<6xf64>) {
    ^bb0(%in: f64, %in_23: f64, %out: f64):
      %82 = arith.mulf %in, %in_23 : f64
      linalg.yield %82 : f64
    } -> tensor<6xf64>
    %52 = tensor.empty() : tensor<6xf64>
    %53 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%51 : tensor<6xf64>) outs(%52 : tensor<6xf64>) {
    ^bb0(%in: f64, %out: f64):
      %82 = arith.mulf %in, %cst_3 : f64
      linalg.yield %82 : f64
    } -> tensor<6xf64>
    %54 = tensor.empty() : tensor<6xf64>
    %55 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%33, %53 : tensor<6xf64>, tensor<6xf64>) outs(%54 : tensor<6xf64>) {
    ^bb0(%in: f64, %in_23: f64, %out: f64):
      %82 = arith.addf %in, %in_23 : f64
      linalg.yield %82 : f64
    } -> tensor<6xf64>
    %56 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%55 : tensor<6xf64>) outs(%31 : tensor<6xf64>) {
    ^bb0(%in: f64, %out: f64):
      %82 = math.floor %in : f64
      linalg.yield %82 : f64
    } -> tensor<6xf64>
    %57 = tensor.empty() : tensor<6xi64>
    %58 = tensor.empty() : tensor<6xi64>
    %59 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%45 : tensor<6xf64>) outs(%58 : tensor<6xi64>) {
    ^bb0(%in: f64, %out: i64):
      %82 = arith.fptosi %in : f64 to i64
      linalg.yield %82 : i64
    } -> tensor<6xi64>
    %60 = tensor.empty() : tensor<6xi64>
    %61 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%56 : tensor<6xf64>) outs(%60 : tensor<6xi64>) {
    ^bb0(%in: f64, %out: i64):
      %82 = arith.fptosi %in : f64 to i64
      linalg.yield %82 : i64
    } -> tensor<6xi64>
    %62 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%61 : tensor<6xi64>) outs(%57 : tensor<6xi64>) {
    ^bb0(%in: i64, %out: i64):
      %82 = arith.addi %in, %c1_i64 : i64
      linalg.yield %82 : i64
    } -> tensor<6xi64>
    %expanded_12 = tensor.expand_shape %59 [[0, 1]] output_shape [1, 6] : tensor<6xi64> into tensor<1x6xi64>
    %expanded_13 = tensor.expand_shape %62 [[0, 1]] output_shape [1, 6] : tensor<6xi64> into tensor<1x6xi64>
    %concat_14 = tensor.concat dim(0) %expanded_12, %expanded_13 : (tensor<1x6xi64>, tensor<1x6xi64>) -> tensor<2x6xi64>
    %extracted_slice_15 = tensor.extract_slice %concat_14[0, 0] [1, 6] [1, 1] : tensor<2x6xi64> to tensor<1x6xi64>
    %collapsed_16 = tensor.collapse_shape %extracted_slice_15 [[0, 1]] : tensor<1x6xi64> into tensor<6xi64>
    %extracted_slice_17 = tensor.extract_slice %concat_14[1, 0] [1, 6] [1, 1] : tensor<2x6xi64> to tensor<1x6xi64>
    %collapsed_18 = tensor.collapse_shape %extracted_slice_17 [[0, 1]] : tensor<1x6xi64> into tensor<6xi64>
    %63 = tensor.empty() : tensor<8xi64>
    %64 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%63 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %82 = linalg.index 0 : index
      %83 = arith.index_cast %82 : index to i64
      linalg.yield %83 : i64
    } -> tensor<8xi64>
    %expanded_19 = tensor.expand_shape %64 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %65 = tensor.empty() : tensor<8x6xf32>
    %66 = linalg.generic {indexing_maps = [#map4, #map, #map, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_19, %collapsed_16, %collapsed_18 : tensor<8x1xi64>, tensor<6xi64>, tensor<6xi64>) outs(%65 : tensor<8x6xf32>) {
    ^bb0(%in: i64, %in_23: i64, %in_24: i64, %out: f32):
      %82 = arith.cmpi slt, %in, %c0_i64 : i64
      %83 = arith.addi %in, %c8_i64 : i64
      %84 = arith.select %82, %83, %in : i64
      %85 = arith.index_cast %84 : i64 to index
      %86 = arith.cmpi slt, %in_23, %c0_i64 : i64
      %87 = arith.addi %in_23, %c4_i64 : i64
      %88 = arith.select %86, %87, %in_23 : i64
      %89 = arith.index_cast %88 : i64 to index
      %90 = arith.cmpi slt, %in_24, %c0_i64 : i64
      %91 = arith.addi %in_24, %c4_i64 : i64
      %92 = arith.select %90, %91, %in_24 : i64
      %93 = arith.index_cast %92 : i64 to index
      %extracted = tensor.extract %30[%85, %89, %93] : tensor<8x4x4xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x6xf32>
    %concat_20 = tensor.concat dim(1) %21, %66 : (tensor<8x16xf32>, tensor<8x6xf32>) -> tensor<8x22xf32>
    %67 = tensor.empty() : tensor<22x32xf32>
    %transposed_21 = linalg.transpose ins(%arg9 : tensor<32x22xf32>) outs(%67 : tensor<22x32xf32>) permutation = [1, 0] 
    %68 = linalg.matmul ins(%concat_20, %transposed_21 : tensor<8x22xf32>, tensor<22x32xf32>) outs(%3 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %69 = tensor.empty() : tensor<8x32xf32>
    %70 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<32xf32>) outs(%69 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x32xf32>
    %71 = tensor.empty() : tensor<8x32xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%68, %70 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%71 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %82 = arith.addf %in, %in_23 : f32
      linalg.yield %82 : f32
    } -> tensor<8x32xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%72 : tensor<8x32xf32>) outs(%0 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %82 = arith.cmpf ugt, %in, %cst : f32
      %83 = arith.select %82, %in, %cst : f32
      linalg.yield %83 : f32
    } -> tensor<8x32xf32>
    %74 = tensor.empty() : tensor<32x1xf32>
    %transposed_22 = linalg.transpose ins(%arg11 : tensor<1x32xf32>) outs(%74 : tensor<32x1xf32>) permutation = [1, 0] 
    %75 = tensor.empty() : tensor<8x1xf32>
    %76 = tensor.empty() : tensor<8x1xf32>
    %77 = linalg.fill ins(%cst : f32) outs(%76 : tensor<8x1xf32>) -> tensor<8x1xf32>
    %78 = linalg.matmul ins(%73, %transposed_22 : tensor<8x32xf32>, tensor<32x1xf32>) outs(%77 : tensor<8x1xf32>) -> tensor<8x1xf32>
    %79 = tensor.empty() : tensor<8x1xf32>
    %80 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<1xf32>) outs(%79 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x1xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%78, %80 : tensor<8x1xf32>, tensor<8x1xf32>) outs(%75 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %82 = arith.addf %in, %in_23 : f32
      linalg.yield %82 : f32
    } -> tensor<8x1xf32>
    return %81 : tensor<8x1xf32>
  }
}

