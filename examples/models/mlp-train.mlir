// Model zoo: mlp-train, exported by examples/models/regenerate.sh (zoo.py); random weights.
// Training step: arguments = inputs, targets, parameters, optimizer state; results = loss, then each updated parameter/state named (cleave.name) as the argument it replaces. {"inputs": ["x", "target"], "parameters": 6, "optimizer_state": 6, "results": 13}
#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> ()>
#map3 = affine_map<() -> ()>
#map4 = affine_map<(d0, d1) -> (0, d1)>
#map5 = affine_map<(d0) -> (d0)>
module {
  func.func @train_step(%arg0: tensor<8x32xf32> {cleave.name = "x"}, %arg1: tensor<8x16xf32> {cleave.name = "target"}, %arg2: tensor<64x32xf32> {cleave.name = "0.weight"}, %arg3: tensor<64xf32> {cleave.name = "0.bias"}, %arg4: tensor<64x64xf32> {cleave.name = "2.weight"}, %arg5: tensor<64xf32> {cleave.name = "2.bias"}, %arg6: tensor<16x64xf32> {cleave.name = "4.weight"}, %arg7: tensor<16xf32> {cleave.name = "4.bias"}, %arg8: tensor<64x32xf32> {cleave.name = "momentum.0.weight"}, %arg9: tensor<64xf32> {cleave.name = "momentum.0.bias"}, %arg10: tensor<64x64xf32> {cleave.name = "momentum.2.weight"}, %arg11: tensor<64xf32> {cleave.name = "momentum.2.bias"}, %arg12: tensor<16x64xf32> {cleave.name = "momentum.4.weight"}, %arg13: tensor<16xf32> {cleave.name = "momentum.4.bias"}) -> (tensor<f32> {cleave.name = "loss"}, tensor<64x32xf32> {cleave.name = "0.weight"}, tensor<64xf32> {cleave.name = "0.bias"}, tensor<64x64xf32> {cleave.name = "2.weight"}, tensor<64xf32> {cleave.name = "2.bias"}, tensor<16x64xf32> {cleave.name = "4.weight"}, tensor<16xf32> {cleave.name = "4.bias"}, tensor<64x32xf32> {cleave.name = "momentum.0.weight"}, tensor<64xf32> {cleave.name = "momentum.0.bias"}, tensor<64x64xf32> {cleave.name = "momentum.2.weight"}, tensor<64xf32> {cleave.name = "momentum.2.bias"}, tensor<16x64xf32> {cleave.name = "momentum.4.weight"}, tensor<16xf32> {cleave.name = "momentum.4.bias"}) {
    %c2_i64 = arith.constant 2 : i64
    %c1_i64 = arith.constant 1 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 5.000000e-01 : f32
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = arith.constant dense<1.000000e+00> : tensor<8x16xf32>
    %cst_4 = arith.constant 1.000000e-01 : f64
    %cst_5 = arith.constant 9.000000e-01 : f64
    %cst_6 = arith.constant 0.3989422804014327 : f64
    %cst_7 = arith.constant 0.70710678118654757 : f64
    %cst_8 = arith.constant 1.41421354 : f32
    %cst_9 = arith.constant 1.280000e+02 : f32
    %cst_10 = arith.constant 2.000000e+00 : f32
    %cst_11 = arith.constant -5.000000e-01 : f32
    %0 = tensor.empty() : tensor<32x64xf32>
    %transposed = linalg.transpose ins(%arg2 : tensor<64x32xf32>) outs(%0 : tensor<32x64xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<8x64xf32>
    %2 = tensor.empty() : tensor<8x64xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %4 = linalg.matmul ins(%arg0, %transposed : tensor<8x32xf32>, tensor<32x64xf32>) outs(%3 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %5 = tensor.empty() : tensor<8x64xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<64xf32>) outs(%5 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x64xf32>
    %7 = tensor.empty() : tensor<8x64xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%4, %6 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%7 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %138 = arith.addf %in, %in_19 : f32
      linalg.yield %138 : f32
    } -> tensor<8x64xf32>
    %9 = tensor.empty() : tensor<8x64xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<8x64xf32>) outs(%9 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %138 = arith.divf %in, %cst_8 : f32
      %139 = math.erf %138 : f32
      %140 = arith.addf %139, %cst_0 : f32
      %141 = arith.mulf %140, %cst_1 : f32
      %142 = arith.mulf %in, %141 : f32
      linalg.yield %142 : f32
    } -> tensor<8x64xf32>
    %11 = tensor.empty() : tensor<64x64xf32>
    %12 = tensor.empty() : tensor<64x64xf32>
    %transposed_12 = linalg.transpose ins(%arg4 : tensor<64x64xf32>) outs(%12 : tensor<64x64xf32>) permutation = [1, 0] 
    %13 = linalg.matmul ins(%10, %transposed_12 : tensor<8x64xf32>, tensor<64x64xf32>) outs(%3 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %14 = tensor.empty() : tensor<8x64xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<64xf32>) outs(%14 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x64xf32>
    %16 = tensor.empty() : tensor<8x64xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%13, %15 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%16 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %138 = arith.addf %in, %in_19 : f32
      linalg.yield %138 : f32
    } -> tensor<8x64xf32>
    %18 = tensor.empty() : tensor<8x64xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%17 : tensor<8x64xf32>) outs(%18 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %138 = arith.cmpf ugt, %in, %cst : f32
      %139 = arith.select %138, %in, %cst : f32
      linalg.yield %139 : f32
    } -> tensor<8x64xf32>
    %20 = tensor.empty() : tensor<64x16xf32>
    %transposed_13 = linalg.transpose ins(%arg6 : tensor<16x64xf32>) outs(%20 : tensor<64x16xf32>) permutation = [1, 0] 
    %21 = tensor.empty() : tensor<8x16xf32>
    %22 = tensor.empty() : tensor<8x16xf32>
    %23 = linalg.fill ins(%cst : f32) outs(%22 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %24 = linalg.matmul ins(%19, %transposed_13 : tensor<8x64xf32>, tensor<64x16xf32>) outs(%23 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %25 = tensor.empty() : tensor<8x16xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<16xf32>) outs(%25 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16xf32>
    %27 = tensor.empty() : tensor<8x16xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%24, %26 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%27 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %138 = arith.addf %in, %in_19 : f32
      linalg.yield %138 : f32
    } -> tensor<8x16xf32>
    %29 = tensor.empty() : tensor<8x16xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%28, %arg1 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%29 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %138 = arith.subf %in, %in_19 : f32
      linalg.yield %138 : f32
    } -> tensor<8x16xf32>
    %31 = tensor.empty() : tensor<8x16xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%30 : tensor<8x16xf32>) outs(%31 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %138 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %138 : f32
    } -> tensor<8x16xf32>
    %33 = tensor.empty() : tensor<f32>
    %34 = tensor.empty() : tensor<f32>
    %35 = linalg.fill ins(%cst : f32) outs(%34 : tensor<f32>) -> tensor<f32>
    %36 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "reduction"]} ins(%32 : tensor<8x16xf32>) outs(%35 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %138 = arith.addf %in, %out : f32
      linalg.yield %138 : f32
    } -> tensor<f32>
    %37 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = []} ins(%36 : tensor<f32>) outs(%33 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %138 = arith.divf %in, %cst_9 : f32
      linalg.yield %138 : f32
    } -> tensor<f32>
    %38 = tensor.empty() : tensor<8x16xf32>
    %39 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_3 : tensor<8x16xf32>) outs(%38 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %138 = arith.divf %in, %cst_9 : f32
      linalg.yield %138 : f32
    } -> tensor<8x16xf32>
    %40 = tensor.empty() : tensor<8x16xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%30 : tensor<8x16xf32>) outs(%40 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %138 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %138 : f32
    } -> tensor<8x16xf32>
    %42 = tensor.empty() : tensor<8x16xf32>
    %43 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%41 : tensor<8x16xf32>) outs(%42 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %138 = arith.mulf %in, %cst_10 : f32
      linalg.yield %138 : f32
    } -> tensor<8x16xf32>
    %44 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%39, %43 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%21 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %138 = arith.mulf %in, %in_19 : f32
      linalg.yield %138 : f32
    } -> tensor<8x16xf32>
    %45 = linalg.matmul ins(%44, %arg6 : tensor<8x16xf32>, tensor<16x64xf32>) outs(%3 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %46 = tensor.empty() : tensor<16x8xf32>
    %transposed_14 = linalg.transpose ins(%44 : tensor<8x16xf32>) outs(%46 : tensor<16x8xf32>) permutation = [1, 0] 
    %47 = tensor.empty() : tensor<16x64xf32>
    %48 = tensor.empty() : tensor<16x64xf32>
    %49 = linalg.fill ins(%cst : f32) outs(%48 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %50 = linalg.matmul ins(%transposed_14, %19 : tensor<16x8xf32>, tensor<8x64xf32>) outs(%49 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %51 = tensor.empty() : tensor<1x16xf32>
    %52 = linalg.fill ins(%cst : f32) outs(%51 : tensor<1x16xf32>) -> tensor<1x16xf32>
    %53 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "parallel"]} ins(%44 : tensor<8x16xf32>) outs(%52 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %138 = arith.addf %in, %out : f32
      linalg.yield %138 : f32
    } -> tensor<1x16xf32>
    %collapsed = tensor.collapse_shape %53 [[0, 1]] : tensor<1x16xf32> into tensor<16xf32>
    %54 = tensor.empty() : tensor<8x64xi1>
    %55 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%19 : tensor<8x64xf32>) outs(%54 : tensor<8x64xi1>) {
    ^bb0(%in: f32, %out: i1):
      %138 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %138 : i1
    } -> tensor<8x64xi1>
    %56 = tensor.empty() : tensor<8x64xf32>
    %57 = linalg.generic {indexing_maps = [#map1, #map2, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%55, %cst_2, %45 : tensor<8x64xi1>, tensor<f32>, tensor<8x64xf32>) outs(%56 : tensor<8x64xf32>) {
    ^bb0(%in: i1, %in_19: f32, %in_20: f32, %out: f32):
      %138 = arith.select %in, %in_19, %in_20 : f32
      linalg.yield %138 : f32
    } -> tensor<8x64xf32>
    %58 = linalg.matmul ins(%57, %arg4 : tensor<8x64xf32>, tensor<64x64xf32>) outs(%3 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %59 = tensor.empty() : tensor<64x8xf32>
    %60 = tensor.empty() : tensor<64x8xf32>
    %transposed_15 = linalg.transpose ins(%57 : tensor<8x64xf32>) outs(%60 : tensor<64x8xf32>) permutation = [1, 0] 
    %61 = tensor.empty() : tensor<64x64xf32>
    %62 = linalg.fill ins(%cst : f32) outs(%61 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %63 = linalg.matmul ins(%transposed_15, %10 : tensor<64x8xf32>, tensor<8x64xf32>) outs(%62 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %64 = tensor.empty() : tensor<1x64xf32>
    %65 = linalg.fill ins(%cst : f32) outs(%64 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %66 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "parallel"]} ins(%57 : tensor<8x64xf32>) outs(%65 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %138 = arith.addf %in, %out : f32
      linalg.yield %138 : f32
    } -> tensor<1x64xf32>
    %collapsed_16 = tensor.collapse_shape %66 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32>
    %67 = tensor.empty() : tensor<8x64xf32>
    %68 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<8x64xf32>) outs(%67 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %138 = arith.truncf %cst_7 : f64 to f32
      %139 = arith.mulf %in, %138 : f32
      linalg.yield %139 : f32
    } -> tensor<8x64xf32>
    %69 = tensor.empty() : tensor<8x64xf32>
    %70 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%68 : tensor<8x64xf32>) outs(%69 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %138 = math.erf %in : f32
      linalg.yield %138 : f32
    } -> tensor<8x64xf32>
    %71 = tensor.empty() : tensor<8x64xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%70 : tensor<8x64xf32>) outs(%71 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %138 = arith.addf %in, %cst_0 : f32
      linalg.yield %138 : f32
    } -> tensor<8x64xf32>
    %73 = tensor.empty() : tensor<8x64xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%72 : tensor<8x64xf32>) outs(%73 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %138 = arith.mulf %in, %cst_1 : f32
      linalg.yield %138 : f32
    } -> tensor<8x64xf32>
    %75 = tensor.empty() : tensor<8x64xf32>
    %76 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%8, %8 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%75 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %138 = arith.mulf %in, %in_19 : f32
      linalg.yield %138 : f32
    } -> tensor<8x64xf32>
    %77 = tensor.empty() : tensor<8x64xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%76 : tensor<8x64xf32>) outs(%77 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %138 = arith.mulf %in, %cst_11 : f32
      linalg.yield %138 : f32
    } -> tensor<8x64xf32>
    %79 = tensor.empty() : tensor<8x64xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%78 : tensor<8x64xf32>) outs(%79 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %138 = math.exp %in : f32
      linalg.yield %138 : f32
    } -> tensor<8x64xf32>
    %81 = tensor.empty() : tensor<8x64xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%80 : tensor<8x64xf32>) outs(%81 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %138 = arith.truncf %cst_6 : f64 to f32
      %139 = arith.mulf %in, %138 : f32
      linalg.yield %139 : f32
    } -> tensor<8x64xf32>
    %83 = tensor.empty() : tensor<8x64xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%8, %82 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%83 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %138 = arith.mulf %in, %in_19 : f32
      linalg.yield %138 : f32
    } -> tensor<8x64xf32>
    %85 = tensor.empty() : tensor<8x64xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%74, %84 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%85 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %138 = arith.addf %in, %in_19 : f32
      linalg.yield %138 : f32
    } -> tensor<8x64xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%58, %86 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%1 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %138 = arith.mulf %in, %in_19 : f32
      linalg.yield %138 : f32
    } -> tensor<8x64xf32>
    %transposed_17 = linalg.transpose ins(%87 : tensor<8x64xf32>) outs(%59 : tensor<64x8xf32>) permutation = [1, 0] 
    %88 = tensor.empty() : tensor<64x32xf32>
    %89 = tensor.empty() : tensor<64x32xf32>
    %90 = linalg.fill ins(%cst : f32) outs(%89 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %91 = linalg.matmul ins(%transposed_17, %arg0 : tensor<64x8xf32>, tensor<8x32xf32>) outs(%90 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "parallel"]} ins(%87 : tensor<8x64xf32>) outs(%65 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %138 = arith.addf %in, %out : f32
      linalg.yield %138 : f32
    } -> tensor<1x64xf32>
    %collapsed_18 = tensor.collapse_shape %92 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32>
    %93 = tensor.empty() : tensor<64x32xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<64x32xf32>) outs(%93 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %138 = arith.truncf %cst_5 : f64 to f32
      %139 = arith.mulf %in, %138 : f32
      linalg.yield %139 : f32
    } -> tensor<64x32xf32>
    %95 = tensor.empty() : tensor<64x32xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%94, %91 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%95 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %138 = arith.addf %in, %in_19 : f32
      linalg.yield %138 : f32
    } -> tensor<64x32xf32>
    %97 = tensor.empty() : tensor<64xf32>
    %98 = tensor.empty() : tensor<64xf32>
    %99 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%arg9 : tensor<64xf32>) outs(%98 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %138 = arith.truncf %cst_5 : f64 to f32
      %139 = arith.mulf %in, %138 : f32
      linalg.yield %139 : f32
    } -> tensor<64xf32>
    %100 = tensor.empty() : tensor<64xf32>
    %101 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel"]} ins(%99, %collapsed_18 : tensor<64xf32>, tensor<64xf32>) outs(%100 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %138 = arith.addf %in, %in_19 : f32
      linalg.yield %138 : f32
    } -> tensor<64xf32>
    %102 = tensor.empty() : tensor<64x64xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<64x64xf32>) outs(%102 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %138 = arith.truncf %cst_5 : f64 to f32
      %139 = arith.mulf %in, %138 : f32
      linalg.yield %139 : f32
    } -> tensor<64x64xf32>
    %104 = tensor.empty() : tensor<64x64xf32>
    %105 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%103, %63 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%104 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %138 = arith.addf %in, %in_19 : f32
      linalg.yield %138 : f32
    } -> tensor<64x64xf32>
    %106 = tensor.empty() : tensor<64xf32>
    %107 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%arg11 : tensor<64xf32>) outs(%106 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %138 = arith.truncf %cst_5 : f64 to f32
      %139 = arith.mulf %in, %138 : f32
      linalg.yield %139 : f32
    } -> tensor<64xf32>
    %108 = tensor.empty() : tensor<64xf32>
    %109 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel"]} ins(%107, %collapsed_16 : tensor<64xf32>, tensor<64xf32>) outs(%108 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %138 = arith.addf %in, %in_19 : f32
      linalg.yield %138 : f32
    } -> tensor<64xf32>
    %110 = tensor.empty() : tensor<16x64xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<16x64xf32>) outs(%110 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %138 = arith.truncf %cst_5 : f64 to f32
      %139 = arith.mulf %in, %138 : f32
      linalg.yield %139 : f32
    } -> tensor<16x64xf32>
    %112 = tensor.empty() : tensor<16x64xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%111, %50 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%112 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %138 = arith.addf %in, %in_19 : f32
      linalg.yield %138 : f32
    } -> tensor<16x64xf32>
    %114 = tensor.empty() : tensor<16xf32>
    %115 = tensor.empty() : tensor<16xf32>
    %116 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%arg13 : tensor<16xf32>) outs(%115 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %138 = arith.truncf %cst_5 : f64 to f32
      %139 = arith.mulf %in, %138 : f32
      linalg.yield %139 : f32
    } -> tensor<16xf32>
    %117 = tensor.empty() : tensor<16xf32>
    %118 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel"]} ins(%116, %collapsed : tensor<16xf32>, tensor<16xf32>) outs(%117 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %138 = arith.addf %in, %in_19 : f32
      linalg.yield %138 : f32
    } -> tensor<16xf32>
    %119 = tensor.empty() : tensor<64x32xf32>
    %120 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%96 : tensor<64x32xf32>) outs(%119 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %138 = arith.truncf %cst_4 : f64 to f32
      %139 = arith.mulf %in, %138 : f32
      linalg.yield %139 : f32
    } -> tensor<64x32xf32>
    %121 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg2, %120 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%88 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %138 = arith.subf %in, %in_19 : f32
      linalg.yield %138 : f32
    } -> tensor<64x32xf32>
    %122 = tensor.empty() : tensor<64xf32>
    %123 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%101 : tensor<64xf32>) outs(%122 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %138 = arith.truncf %cst_4 : f64 to f32
      %139 = arith.mulf %in, %138 : f32
      linalg.yield %139 : f32
    } -> tensor<64xf32>
    %124 = tensor.empty() : tensor<64xf32>
    %125 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel"]} ins(%arg3, %123 : tensor<64xf32>, tensor<64xf32>) outs(%124 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %138 = arith.subf %in, %in_19 : f32
      linalg.yield %138 : f32
    } -> tensor<64xf32>
    %126 = tensor.empty() : tensor<64x64xf32>
    %127 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%105 : tensor<64x64xf32>) outs(%126 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %138 = arith.truncf %cst_4 : f64 to f32
      %139 = arith.mulf %in, %138 : f32
      linalg.yield %139 : f32
    } -> tensor<64x64xf32>
    %128 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg4, %127 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%11 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %138 = arith.subf %in, %in_19 : f32
      linalg.yield %138 : f32
    } -> tensor<64x64xf32>
    %129 = tensor.empty() : tensor<64xf32>
    %130 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%109 : tensor<64xf32>) outs(%129 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %138 = arith.truncf %cst_4 : f64 to f32
      %139 = arith.mulf %in, %138 : f32
      linalg.yield %139 : f32
    } -> tensor<64xf32>
    %131 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel"]} ins(%arg5, %130 : tensor<64xf32>, tensor<64xf32>) outs(%97 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %138 = arith.subf %in, %in_19 : f32
      linalg.yield %138 : f32
    } -> tensor<64xf32>
    %132 = tensor.empty() : tensor<16x64xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%113 : tensor<16x64xf32>) outs(%132 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %138 = arith.truncf %cst_4 : f64 to f32
      %139 = arith.mulf %in, %138 : f32
      linalg.yield %139 : f32
    } -> tensor<16x64xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg6, %133 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%47 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %138 = arith.subf %in, %in_19 : f32
      linalg.yield %138 : f32
    } -> tensor<16x64xf32>
    %135 = tensor.empty() : tensor<16xf32>
    %136 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%118 : tensor<16xf32>) outs(%135 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %138 = arith.truncf %cst_4 : f64 to f32
      %139 = arith.mulf %in, %138 : f32
      linalg.yield %139 : f32
    } -> tensor<16xf32>
    %137 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel"]} ins(%arg7, %136 : tensor<16xf32>, tensor<16xf32>) outs(%114 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %138 = arith.subf %in, %in_19 : f32
      linalg.yield %138 : f32
    } -> tensor<16xf32>
    return %37, %121, %125, %128, %131, %134, %137, %96, %101, %105, %109, %113, %118 : tensor<f32>, tensor<64x32xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>
  }
}

