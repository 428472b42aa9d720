// Model zoo: mlp-train-bf16, exported by examples/models/regenerate.sh (zoo.py); random weights.
// Mixed-precision training step (bf16): 16-bit parameters and compute, fp32 masters (master.*) and optimizer state; results = loss, then each updated parameter/state named (cleave.name) as the argument it replaces. {"inputs": ["x", "target"], "parameters": 6, "optimizer_state": 12, "results": 19}
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d1)>
#map3 = affine_map<(d0, d1) -> ()>
#map4 = affine_map<() -> ()>
#map5 = affine_map<(d0, d1) -> (0, d1)>
module {
  func.func @train_step(%arg0: tensor<8x32xf32> {cleave.name = "x"}, %arg1: tensor<8x16xf32> {cleave.name = "target"}, %arg2: tensor<64x32xbf16> {cleave.name = "0.weight"}, %arg3: tensor<64xbf16> {cleave.name = "0.bias"}, %arg4: tensor<64x64xbf16> {cleave.name = "2.weight"}, %arg5: tensor<64xbf16> {cleave.name = "2.bias"}, %arg6: tensor<16x64xbf16> {cleave.name = "4.weight"}, %arg7: tensor<16xbf16> {cleave.name = "4.bias"}, %arg8: tensor<64x32xf32> {cleave.name = "master.0.weight"}, %arg9: tensor<64xf32> {cleave.name = "master.0.bias"}, %arg10: tensor<64x64xf32> {cleave.name = "master.2.weight"}, %arg11: tensor<64xf32> {cleave.name = "master.2.bias"}, %arg12: tensor<16x64xf32> {cleave.name = "master.4.weight"}, %arg13: tensor<16xf32> {cleave.name = "master.4.bias"}, %arg14: tensor<64x32xf32> {cleave.name = "momentum.0.weight"}, %arg15: tensor<64xf32> {cleave.name = "momentum.0.bias"}, %arg16: tensor<64x64xf32> {cleave.name = "momentum.2.weight"}, %arg17: tensor<64xf32> {cleave.name = "momentum.2.bias"}, %arg18: tensor<16x64xf32> {cleave.name = "momentum.4.weight"}, %arg19: tensor<16xf32> {cleave.name = "momentum.4.bias"}) -> (tensor<f32> {cleave.name = "loss"}, tensor<64x32xbf16> {cleave.name = "0.weight"}, tensor<64xbf16> {cleave.name = "0.bias"}, tensor<64x64xbf16> {cleave.name = "2.weight"}, tensor<64xbf16> {cleave.name = "2.bias"}, tensor<16x64xbf16> {cleave.name = "4.weight"}, tensor<16xbf16> {cleave.name = "4.bias"}, tensor<64x32xf32> {cleave.name = "master.0.weight"}, tensor<64xf32> {cleave.name = "master.0.bias"}, tensor<64x64xf32> {cleave.name = "master.2.weight"}, tensor<64xf32> {cleave.name = "master.2.bias"}, tensor<16x64xf32> {cleave.name = "master.4.weight"}, tensor<16xf32> {cleave.name = "master.4.bias"}, tensor<64x32xf32> {cleave.name = "momentum.0.weight"}, tensor<64xf32> {cleave.name = "momentum.0.bias"}, tensor<64x64xf32> {cleave.name = "momentum.2.weight"}, tensor<64xf32> {cleave.name = "momentum.2.bias"}, tensor<16x64xf32> {cleave.name = "momentum.4.weight"}, tensor<16xf32> {cleave.name = "momentum.4.bias"}) {
    %c2_i64 = arith.constant 2 : i64
    %c1_i64 = arith.constant 1 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : bf16
    %cst_1 = arith.constant 1.000000e+00 : bf16
    %cst_2 = arith.constant 2.000000e+00 : bf16
    %cst_3 = arith.constant 5.000000e-01 : bf16
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<bf16>
    %cst_5 = arith.constant dense<1.000000e+00> : tensor<8x16xf32>
    %cst_6 = arith.constant 1.000000e-01 : f64
    %cst_7 = arith.constant 9.000000e-01 : f64
    %cst_8 = arith.constant 0.3989422804014327 : f64
    %cst_9 = arith.constant 0.70710678118654757 : f64
    %cst_10 = arith.constant 1.280000e+02 : f32
    %cst_11 = arith.constant 2.000000e+00 : f32
    %cst_12 = arith.constant 1.000000e+00 : f32
    %cst_13 = arith.constant 5.000000e-01 : f32
    %cst_14 = arith.constant -5.000000e-01 : f32
    %0 = tensor.empty() : tensor<8x32xbf16>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<8x32xf32>) outs(%0 : tensor<8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %206 = arith.truncf %in : f32 to bf16
      linalg.yield %206 : bf16
    } -> tensor<8x32xbf16>
    %2 = tensor.empty() : tensor<32x64xbf16>
    %transposed = linalg.transpose ins(%arg2 : tensor<64x32xbf16>) outs(%2 : tensor<32x64xbf16>) permutation = [1, 0] 
    %3 = tensor.empty() : tensor<64xf32>
    %4 = tensor.empty() : tensor<64xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg3 : tensor<64xbf16>) outs(%4 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %206 = arith.extf %in : bf16 to f32
      linalg.yield %206 : f32
    } -> tensor<64xf32>
    %6 = tensor.empty() : tensor<8x32xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<8x32xbf16>) outs(%6 : tensor<8x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %206 = arith.extf %in : bf16 to f32
      linalg.yield %206 : f32
    } -> tensor<8x32xf32>
    %8 = tensor.empty() : tensor<32x64xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed : tensor<32x64xbf16>) outs(%8 : tensor<32x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %206 = arith.extf %in : bf16 to f32
      linalg.yield %206 : f32
    } -> tensor<32x64xf32>
    %10 = tensor.empty() : tensor<8x64xf32>
    %11 = tensor.empty() : tensor<8x64xf32>
    %12 = linalg.fill ins(%cst : f32) outs(%11 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %13 = linalg.matmul ins(%7, %9 : tensor<8x32xf32>, tensor<32x64xf32>) outs(%12 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %14 = tensor.empty() : tensor<8x64xf32>
    %15 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<64xf32>) outs(%14 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x64xf32>
    %16 = tensor.empty() : tensor<8x64xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%13, %15 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%16 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_22: f32, %out: f32):
      %206 = arith.addf %in, %in_22 : f32
      linalg.yield %206 : f32
    } -> tensor<8x64xf32>
    %18 = tensor.empty() : tensor<8x64xbf16>
    %19 = tensor.empty() : tensor<8x64xbf16>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%17 : tensor<8x64xf32>) outs(%19 : tensor<8x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %206 = arith.truncf %in : f32 to bf16
      linalg.yield %206 : bf16
    } -> tensor<8x64xbf16>
    %21 = tensor.empty() : tensor<8x64xbf16>
    %22 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%20 : tensor<8x64xbf16>) outs(%21 : tensor<8x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %206 = math.sqrt %cst_2 : bf16
      %207 = arith.divf %in, %206 : bf16
      %208 = math.erf %207 : bf16
      %209 = arith.addf %208, %cst_1 : bf16
      %210 = arith.mulf %209, %cst_3 : bf16
      %211 = arith.mulf %in, %210 : bf16
      linalg.yield %211 : bf16
    } -> tensor<8x64xbf16>
    %23 = tensor.empty() : tensor<64x64xbf16>
    %24 = tensor.empty() : tensor<64x64xbf16>
    %transposed_15 = linalg.transpose ins(%arg4 : tensor<64x64xbf16>) outs(%24 : tensor<64x64xbf16>) permutation = [1, 0] 
    %25 = tensor.empty() : tensor<64xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg5 : tensor<64xbf16>) outs(%25 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %206 = arith.extf %in : bf16 to f32
      linalg.yield %206 : f32
    } -> tensor<64xf32>
    %27 = tensor.empty() : tensor<8x64xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%22 : tensor<8x64xbf16>) outs(%27 : tensor<8x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %206 = arith.extf %in : bf16 to f32
      linalg.yield %206 : f32
    } -> tensor<8x64xf32>
    %29 = tensor.empty() : tensor<64x64xf32>
    %30 = tensor.empty() : tensor<64x64xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_15 : tensor<64x64xbf16>) outs(%30 : tensor<64x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %206 = arith.extf %in : bf16 to f32
      linalg.yield %206 : f32
    } -> tensor<64x64xf32>
    %32 = linalg.matmul ins(%28, %31 : tensor<8x64xf32>, tensor<64x64xf32>) outs(%12 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %33 = tensor.empty() : tensor<8x64xf32>
    %34 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel"]} ins(%26 : tensor<64xf32>) outs(%33 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x64xf32>
    %35 = tensor.empty() : tensor<8x64xf32>
    %36 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%32, %34 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%35 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_22: f32, %out: f32):
      %206 = arith.addf %in, %in_22 : f32
      linalg.yield %206 : f32
    } -> tensor<8x64xf32>
    %37 = tensor.empty() : tensor<8x64xbf16>
    %38 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%36 : tensor<8x64xf32>) outs(%37 : tensor<8x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %206 = arith.truncf %in : f32 to bf16
      linalg.yield %206 : bf16
    } -> tensor<8x64xbf16>
    %39 = tensor.empty() : tensor<8x64xbf16>
    %40 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%38 : tensor<8x64xbf16>) outs(%39 : tensor<8x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %206 = arith.cmpf ugt, %in, %cst_0 : bf16
      %207 = arith.select %206, %in, %cst_0 : bf16
      linalg.yield %207 : bf16
    } -> tensor<8x64xbf16>
    %41 = tensor.empty() : tensor<64x16xbf16>
    %transposed_16 = linalg.transpose ins(%arg6 : tensor<16x64xbf16>) outs(%41 : tensor<64x16xbf16>) permutation = [1, 0] 
    %42 = tensor.empty() : tensor<16xf32>
    %43 = tensor.empty() : tensor<16xf32>
    %44 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg7 : tensor<16xbf16>) outs(%43 : tensor<16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %206 = arith.extf %in : bf16 to f32
      linalg.yield %206 : f32
    } -> tensor<16xf32>
    %45 = tensor.empty() : tensor<8x64xf32>
    %46 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%40 : tensor<8x64xbf16>) outs(%45 : tensor<8x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %206 = arith.extf %in : bf16 to f32
      linalg.yield %206 : f32
    } -> tensor<8x64xf32>
    %47 = tensor.empty() : tensor<64x16xf32>
    %48 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_16 : tensor<64x16xbf16>) outs(%47 : tensor<64x16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %206 = arith.extf %in : bf16 to f32
      linalg.yield %206 : f32
    } -> tensor<64x16xf32>
    %49 = tensor.empty() : tensor<8x16xf32>
    %50 = tensor.empty() : tensor<8x16xf32>
    %51 = linalg.fill ins(%cst : f32) outs(%50 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %52 = linalg.matmul ins(%46, %48 : tensor<8x64xf32>, tensor<64x16xf32>) outs(%51 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %53 = tensor.empty() : tensor<8x16xf32>
    %54 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel"]} ins(%44 : tensor<16xf32>) outs(%53 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16xf32>
    %55 = tensor.empty() : tensor<8x16xf32>
    %56 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%52, %54 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%55 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_22: f32, %out: f32):
      %206 = arith.addf %in, %in_22 : f32
      linalg.yield %206 : f32
    } -> tensor<8x16xf32>
    %57 = tensor.empty() : tensor<8x16xbf16>
    %58 = tensor.empty() : tensor<8x16xbf16>
    %59 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%56 : tensor<8x16xf32>) outs(%58 : tensor<8x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %206 = arith.truncf %in : f32 to bf16
      linalg.yield %206 : bf16
    } -> tensor<8x16xbf16>
    %60 = tensor.empty() : tensor<8x16xf32>
    %61 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%59, %arg1 : tensor<8x16xbf16>, tensor<8x16xf32>) outs(%60 : tensor<8x16xf32>) {
    ^bb0(%in: bf16, %in_22: f32, %out: f32):
      %206 = arith.extf %in : bf16 to f32
      %207 = arith.subf %206, %in_22 : f32
      linalg.yield %207 : f32
    } -> tensor<8x16xf32>
    %62 = tensor.empty() : tensor<8x16xf32>
    %63 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%61 : tensor<8x16xf32>) outs(%62 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %206 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %206 : f32
    } -> tensor<8x16xf32>
    %64 = tensor.empty() : tensor<f32>
    %65 = tensor.empty() : tensor<f32>
    %66 = linalg.fill ins(%cst : f32) outs(%65 : tensor<f32>) -> tensor<f32>
    %67 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "reduction"]} ins(%63 : tensor<8x16xf32>) outs(%66 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %206 = arith.addf %in, %out : f32
      linalg.yield %206 : f32
    } -> tensor<f32>
    %68 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = []} ins(%67 : tensor<f32>) outs(%64 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %206 = arith.divf %in, %cst_10 : f32
      linalg.yield %206 : f32
    } -> tensor<f32>
    %69 = tensor.empty() : tensor<8x16xf32>
    %70 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_5 : tensor<8x16xf32>) outs(%69 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %206 = arith.divf %in, %cst_10 : f32
      linalg.yield %206 : f32
    } -> tensor<8x16xf32>
    %71 = tensor.empty() : tensor<8x16xf32>
    %72 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%61 : tensor<8x16xf32>) outs(%71 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %206 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %206 : f32
    } -> tensor<8x16xf32>
    %73 = tensor.empty() : tensor<8x16xf32>
    %74 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%72 : tensor<8x16xf32>) outs(%73 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %206 = arith.mulf %in, %cst_11 : f32
      linalg.yield %206 : f32
    } -> tensor<8x16xf32>
    %75 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%70, %74 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%49 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_22: f32, %out: f32):
      %206 = arith.mulf %in, %in_22 : f32
      linalg.yield %206 : f32
    } -> tensor<8x16xf32>
    %76 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%75 : tensor<8x16xf32>) outs(%57 : tensor<8x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %206 = arith.truncf %in : f32 to bf16
      linalg.yield %206 : bf16
    } -> tensor<8x16xbf16>
    %77 = linalg.matmul ins(%76, %arg6 : tensor<8x16xbf16>, tensor<16x64xbf16>) outs(%12 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %78 = tensor.empty() : tensor<8x64xbf16>
    %79 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%77 : tensor<8x64xf32>) outs(%78 : tensor<8x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %206 = arith.truncf %in : f32 to bf16
      linalg.yield %206 : bf16
    } -> tensor<8x64xbf16>
    %80 = tensor.empty() : tensor<16x8xbf16>
    %transposed_17 = linalg.transpose ins(%76 : tensor<8x16xbf16>) outs(%80 : tensor<16x8xbf16>) permutation = [1, 0] 
    %81 = tensor.empty() : tensor<16x64xf32>
    %82 = tensor.empty() : tensor<16x64xf32>
    %83 = linalg.fill ins(%cst : f32) outs(%82 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %84 = linalg.matmul ins(%transposed_17, %40 : tensor<16x8xbf16>, tensor<8x64xbf16>) outs(%83 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %85 = tensor.empty() : tensor<16x64xbf16>
    %86 = tensor.empty() : tensor<16x64xbf16>
    %87 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%84 : tensor<16x64xf32>) outs(%86 : tensor<16x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %206 = arith.truncf %in : f32 to bf16
      linalg.yield %206 : bf16
    } -> tensor<16x64xbf16>
    %88 = tensor.empty() : tensor<1x16xbf16>
    %89 = linalg.fill ins(%cst_0 : bf16) outs(%88 : tensor<1x16xbf16>) -> tensor<1x16xbf16>
    %90 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["reduction", "parallel"]} ins(%76 : tensor<8x16xbf16>) outs(%89 : tensor<1x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %206 = arith.addf %in, %out : bf16
      linalg.yield %206 : bf16
    } -> tensor<1x16xbf16>
    %collapsed = tensor.collapse_shape %90 [[0, 1]] : tensor<1x16xbf16> into tensor<16xbf16>
    %91 = tensor.empty() : tensor<8x64xi1>
    %92 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%40 : tensor<8x64xbf16>) outs(%91 : tensor<8x64xi1>) {
    ^bb0(%in: bf16, %out: i1):
      %206 = arith.cmpf ole, %in, %cst_0 : bf16
      linalg.yield %206 : i1
    } -> tensor<8x64xi1>
    %93 = tensor.empty() : tensor<8x64xbf16>
    %94 = linalg.generic {indexing_maps = [#map, #map3, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%92, %cst_4, %79 : tensor<8x64xi1>, tensor<bf16>, tensor<8x64xbf16>) outs(%93 : tensor<8x64xbf16>) {
    ^bb0(%in: i1, %in_22: bf16, %in_23: bf16, %out: bf16):
      %206 = arith.select %in, %in_22, %in_23 : bf16
      linalg.yield %206 : bf16
    } -> tensor<8x64xbf16>
    %95 = linalg.matmul ins(%94, %arg4 : tensor<8x64xbf16>, tensor<64x64xbf16>) outs(%12 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %96 = tensor.empty() : tensor<8x64xbf16>
    %97 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%95 : tensor<8x64xf32>) outs(%96 : tensor<8x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %206 = arith.truncf %in : f32 to bf16
      linalg.yield %206 : bf16
    } -> tensor<8x64xbf16>
    %98 = tensor.empty() : tensor<64x8xbf16>
    %99 = tensor.empty() : tensor<64x8xbf16>
    %transposed_18 = linalg.transpose ins(%94 : tensor<8x64xbf16>) outs(%99 : tensor<64x8xbf16>) permutation = [1, 0] 
    %100 = tensor.empty() : tensor<64x64xf32>
    %101 = linalg.fill ins(%cst : f32) outs(%100 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %102 = linalg.matmul ins(%transposed_18, %22 : tensor<64x8xbf16>, tensor<8x64xbf16>) outs(%101 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %103 = tensor.empty() : tensor<64x64xbf16>
    %104 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%102 : tensor<64x64xf32>) outs(%103 : tensor<64x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %206 = arith.truncf %in : f32 to bf16
      linalg.yield %206 : bf16
    } -> tensor<64x64xbf16>
    %105 = tensor.empty() : tensor<1x64xbf16>
    %106 = linalg.fill ins(%cst_0 : bf16) outs(%105 : tensor<1x64xbf16>) -> tensor<1x64xbf16>
    %107 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["reduction", "parallel"]} ins(%94 : tensor<8x64xbf16>) outs(%106 : tensor<1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %206 = arith.addf %in, %out : bf16
      linalg.yield %206 : bf16
    } -> tensor<1x64xbf16>
    %collapsed_19 = tensor.collapse_shape %107 [[0, 1]] : tensor<1x64xbf16> into tensor<64xbf16>
    %108 = tensor.empty() : tensor<8x64xf32>
    %109 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%97 : tensor<8x64xbf16>) outs(%108 : tensor<8x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %206 = arith.extf %in : bf16 to f32
      linalg.yield %206 : f32
    } -> tensor<8x64xf32>
    %110 = tensor.empty() : tensor<8x64xf32>
    %111 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%20 : tensor<8x64xbf16>) outs(%110 : tensor<8x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %206 = arith.extf %in : bf16 to f32
      linalg.yield %206 : f32
    } -> tensor<8x64xf32>
    %112 = tensor.empty() : tensor<8x64xf32>
    %113 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%111 : tensor<8x64xf32>) outs(%112 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %206 = arith.truncf %cst_9 : f64 to f32
      %207 = arith.mulf %in, %206 : f32
      linalg.yield %207 : f32
    } -> tensor<8x64xf32>
    %114 = tensor.empty() : tensor<8x64xf32>
    %115 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%113 : tensor<8x64xf32>) outs(%114 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %206 = math.erf %in : f32
      linalg.yield %206 : f32
    } -> tensor<8x64xf32>
    %116 = tensor.empty() : tensor<8x64xf32>
    %117 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%115 : tensor<8x64xf32>) outs(%116 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %206 = arith.addf %in, %cst_12 : f32
      linalg.yield %206 : f32
    } -> tensor<8x64xf32>
    %118 = tensor.empty() : tensor<8x64xf32>
    %119 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%117 : tensor<8x64xf32>) outs(%118 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %206 = arith.mulf %in, %cst_13 : f32
      linalg.yield %206 : f32
    } -> tensor<8x64xf32>
    %120 = tensor.empty() : tensor<8x64xf32>
    %121 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%111, %111 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%120 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_22: f32, %out: f32):
      %206 = arith.mulf %in, %in_22 : f32
      linalg.yield %206 : f32
    } -> tensor<8x64xf32>
    %122 = tensor.empty() : tensor<8x64xf32>
    %123 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%121 : tensor<8x64xf32>) outs(%122 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %206 = arith.mulf %in, %cst_14 : f32
      linalg.yield %206 : f32
    } -> tensor<8x64xf32>
    %124 = tensor.empty() : tensor<8x64xf32>
    %125 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%123 : tensor<8x64xf32>) outs(%124 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %206 = math.exp %in : f32
      linalg.yield %206 : f32
    } -> tensor<8x64xf32>
    %126 = tensor.empty() : tensor<8x64xf32>
    %127 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%125 : tensor<8x64xf32>) outs(%126 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %206 = arith.truncf %cst_8 : f64 to f32
      %207 = arith.mulf %in, %206 : f32
      linalg.yield %207 : f32
    } -> tensor<8x64xf32>
    %128 = tensor.empty() : tensor<8x64xf32>
    %129 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%111, %127 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%128 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_22: f32, %out: f32):
      %206 = arith.mulf %in, %in_22 : f32
      linalg.yield %206 : f32
    } -> tensor<8x64xf32>
    %130 = tensor.empty() : tensor<8x64xf32>
    %131 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%119, %129 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%130 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_22: f32, %out: f32):
      %206 = arith.addf %in, %in_22 : f32
      linalg.yield %206 : f32
    } -> tensor<8x64xf32>
    %132 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%109, %131 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%10 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_22: f32, %out: f32):
      %206 = arith.mulf %in, %in_22 : f32
      linalg.yield %206 : f32
    } -> tensor<8x64xf32>
    %133 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%132 : tensor<8x64xf32>) outs(%18 : tensor<8x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %206 = arith.truncf %in : f32 to bf16
      linalg.yield %206 : bf16
    } -> tensor<8x64xbf16>
    %transposed_20 = linalg.transpose ins(%133 : tensor<8x64xbf16>) outs(%98 : tensor<64x8xbf16>) permutation = [1, 0] 
    %134 = tensor.empty() : tensor<64x32xf32>
    %135 = tensor.empty() : tensor<64x32xf32>
    %136 = linalg.fill ins(%cst : f32) outs(%135 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %137 = linalg.matmul ins(%transposed_20, %1 : tensor<64x8xbf16>, tensor<8x32xbf16>) outs(%136 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %138 = tensor.empty() : tensor<64x32xbf16>
    %139 = tensor.empty() : tensor<64x32xbf16>
    %140 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%137 : tensor<64x32xf32>) outs(%139 : tensor<64x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %206 = arith.truncf %in : f32 to bf16
      linalg.yield %206 : bf16
    } -> tensor<64x32xbf16>
    %141 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["reduction", "parallel"]} ins(%133 : tensor<8x64xbf16>) outs(%106 : tensor<1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %206 = arith.addf %in, %out : bf16
      linalg.yield %206 : bf16
    } -> tensor<1x64xbf16>
    %collapsed_21 = tensor.collapse_shape %141 [[0, 1]] : tensor<1x64xbf16> into tensor<64xbf16>
    %142 = tensor.empty() : tensor<64x32xf32>
    %143 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%140 : tensor<64x32xbf16>) outs(%142 : tensor<64x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %206 = arith.extf %in : bf16 to f32
      linalg.yield %206 : f32
    } -> tensor<64x32xf32>
    %144 = tensor.empty() : tensor<64x32xf32>
    %145 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg14 : tensor<64x32xf32>) outs(%144 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %206 = arith.truncf %cst_7 : f64 to f32
      %207 = arith.mulf %in, %206 : f32
      linalg.yield %207 : f32
    } -> tensor<64x32xf32>
    %146 = tensor.empty() : tensor<64x32xf32>
    %147 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%145, %143 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%146 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_22: f32, %out: f32):
      %206 = arith.addf %in, %in_22 : f32
      linalg.yield %206 : f32
    } -> tensor<64x32xf32>
    %148 = tensor.empty() : tensor<64xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%collapsed_21 : tensor<64xbf16>) outs(%148 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %206 = arith.extf %in : bf16 to f32
      linalg.yield %206 : f32
    } -> tensor<64xf32>
    %150 = tensor.empty() : tensor<64xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg15 : tensor<64xf32>) outs(%150 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %206 = arith.truncf %cst_7 : f64 to f32
      %207 = arith.mulf %in, %206 : f32
      linalg.yield %207 : f32
    } -> tensor<64xf32>
    %152 = tensor.empty() : tensor<64xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%151, %149 : tensor<64xf32>, tensor<64xf32>) outs(%152 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_22: f32, %out: f32):
      %206 = arith.addf %in, %in_22 : f32
      linalg.yield %206 : f32
    } -> tensor<64xf32>
    %154 = tensor.empty() : tensor<64x64xf32>
    %155 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%104 : tensor<64x64xbf16>) outs(%154 : tensor<64x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %206 = arith.extf %in : bf16 to f32
      linalg.yield %206 : f32
    } -> tensor<64x64xf32>
    %156 = tensor.empty() : tensor<64x64xf32>
    %157 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<64x64xf32>) outs(%156 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %206 = arith.truncf %cst_7 : f64 to f32
      %207 = arith.mulf %in, %206 : f32
      linalg.yield %207 : f32
    } -> tensor<64x64xf32>
    %158 = tensor.empty() : tensor<64x64xf32>
    %159 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%157, %155 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%158 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_22: f32, %out: f32):
      %206 = arith.addf %in, %in_22 : f32
      linalg.yield %206 : f32
    } -> tensor<64x64xf32>
    %160 = tensor.empty() : tensor<64xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%collapsed_19 : tensor<64xbf16>) outs(%160 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %206 = arith.extf %in : bf16 to f32
      linalg.yield %206 : f32
    } -> tensor<64xf32>
    %162 = tensor.empty() : tensor<64xf32>
    %163 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg17 : tensor<64xf32>) outs(%162 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %206 = arith.truncf %cst_7 : f64 to f32
      %207 = arith.mulf %in, %206 : f32
      linalg.yield %207 : f32
    } -> tensor<64xf32>
    %164 = tensor.empty() : tensor<64xf32>
    %165 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%163, %161 : tensor<64xf32>, tensor<64xf32>) outs(%164 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_22: f32, %out: f32):
      %206 = arith.addf %in, %in_22 : f32
      linalg.yield %206 : f32
    } -> tensor<64xf32>
    %166 = tensor.empty() : tensor<16x64xf32>
    %167 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%87 : tensor<16x64xbf16>) outs(%166 : tensor<16x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %206 = arith.extf %in : bf16 to f32
      linalg.yield %206 : f32
    } -> tensor<16x64xf32>
    %168 = tensor.empty() : tensor<16x64xf32>
    %169 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<16x64xf32>) outs(%168 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %206 = arith.truncf %cst_7 : f64 to f32
      %207 = arith.mulf %in, %206 : f32
      linalg.yield %207 : f32
    } -> tensor<16x64xf32>
    %170 = tensor.empty() : tensor<16x64xf32>
    %171 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%169, %167 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%170 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_22: f32, %out: f32):
      %206 = arith.addf %in, %in_22 : f32
      linalg.yield %206 : f32
    } -> tensor<16x64xf32>
    %172 = tensor.empty() : tensor<16xf32>
    %173 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%collapsed : tensor<16xbf16>) outs(%172 : tensor<16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %206 = arith.extf %in : bf16 to f32
      linalg.yield %206 : f32
    } -> tensor<16xf32>
    %174 = tensor.empty() : tensor<16xf32>
    %175 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg19 : tensor<16xf32>) outs(%174 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %206 = arith.truncf %cst_7 : f64 to f32
      %207 = arith.mulf %in, %206 : f32
      linalg.yield %207 : f32
    } -> tensor<16xf32>
    %176 = tensor.empty() : tensor<16xf32>
    %177 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%175, %173 : tensor<16xf32>, tensor<16xf32>) outs(%176 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_22: f32, %out: f32):
      %206 = arith.addf %in, %in_22 : f32
      linalg.yield %206 : f32
    } -> tensor<16xf32>
    %178 = tensor.empty() : tensor<64x32xf32>
    %179 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%147 : tensor<64x32xf32>) outs(%178 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %206 = arith.truncf %cst_6 : f64 to f32
      %207 = arith.mulf %in, %206 : f32
      linalg.yield %207 : f32
    } -> tensor<64x32xf32>
    %180 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg8, %179 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%134 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_22: f32, %out: f32):
      %206 = arith.subf %in, %in_22 : f32
      linalg.yield %206 : f32
    } -> tensor<64x32xf32>
    %181 = tensor.empty() : tensor<64xf32>
    %182 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%153 : tensor<64xf32>) outs(%181 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %206 = arith.truncf %cst_6 : f64 to f32
      %207 = arith.mulf %in, %206 : f32
      linalg.yield %207 : f32
    } -> tensor<64xf32>
    %183 = tensor.empty() : tensor<64xf32>
    %184 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%arg9, %182 : tensor<64xf32>, tensor<64xf32>) outs(%183 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_22: f32, %out: f32):
      %206 = arith.subf %in, %in_22 : f32
      linalg.yield %206 : f32
    } -> tensor<64xf32>
    %185 = tensor.empty() : tensor<64x64xf32>
    %186 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%159 : tensor<64x64xf32>) outs(%185 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %206 = arith.truncf %cst_6 : f64 to f32
      %207 = arith.mulf %in, %206 : f32
      linalg.yield %207 : f32
    } -> tensor<64x64xf32>
    %187 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg10, %186 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%29 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_22: f32, %out: f32):
      %206 = arith.subf %in, %in_22 : f32
      linalg.yield %206 : f32
    } -> tensor<64x64xf32>
    %188 = tensor.empty() : tensor<64xf32>
    %189 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%165 : tensor<64xf32>) outs(%188 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %206 = arith.truncf %cst_6 : f64 to f32
      %207 = arith.mulf %in, %206 : f32
      linalg.yield %207 : f32
    } -> tensor<64xf32>
    %190 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%arg11, %189 : tensor<64xf32>, tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_22: f32, %out: f32):
      %206 = arith.subf %in, %in_22 : f32
      linalg.yield %206 : f32
    } -> tensor<64xf32>
    %191 = tensor.empty() : tensor<16x64xf32>
    %192 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%171 : tensor<16x64xf32>) outs(%191 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %206 = arith.truncf %cst_6 : f64 to f32
      %207 = arith.mulf %in, %206 : f32
      linalg.yield %207 : f32
    } -> tensor<16x64xf32>
    %193 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg12, %192 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%81 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_22: f32, %out: f32):
      %206 = arith.subf %in, %in_22 : f32
      linalg.yield %206 : f32
    } -> tensor<16x64xf32>
    %194 = tensor.empty() : tensor<16xf32>
    %195 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%177 : tensor<16xf32>) outs(%194 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %206 = arith.truncf %cst_6 : f64 to f32
      %207 = arith.mulf %in, %206 : f32
      linalg.yield %207 : f32
    } -> tensor<16xf32>
    %196 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%arg13, %195 : tensor<16xf32>, tensor<16xf32>) outs(%42 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_22: f32, %out: f32):
      %206 = arith.subf %in, %in_22 : f32
      linalg.yield %206 : f32
    } -> tensor<16xf32>
    %197 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%180 : tensor<64x32xf32>) outs(%138 : tensor<64x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %206 = arith.truncf %in : f32 to bf16
      linalg.yield %206 : bf16
    } -> tensor<64x32xbf16>
    %198 = tensor.empty() : tensor<64xbf16>
    %199 = tensor.empty() : tensor<64xbf16>
    %200 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%184 : tensor<64xf32>) outs(%199 : tensor<64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %206 = arith.truncf %in : f32 to bf16
      linalg.yield %206 : bf16
    } -> tensor<64xbf16>
    %201 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%187 : tensor<64x64xf32>) outs(%23 : tensor<64x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %206 = arith.truncf %in : f32 to bf16
      linalg.yield %206 : bf16
    } -> tensor<64x64xbf16>
    %202 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%190 : tensor<64xf32>) outs(%198 : tensor<64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %206 = arith.truncf %in : f32 to bf16
      linalg.yield %206 : bf16
    } -> tensor<64xbf16>
    %203 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%193 : tensor<16x64xf32>) outs(%85 : tensor<16x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %206 = arith.truncf %in : f32 to bf16
      linalg.yield %206 : bf16
    } -> tensor<16x64xbf16>
    %204 = tensor.empty() : tensor<16xbf16>
    %205 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%196 : tensor<16xf32>) outs(%204 : tensor<16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %206 = arith.truncf %in : f32 to bf16
      linalg.yield %206 : bf16
    } -> tensor<16xbf16>
    return %68, %197, %200, %201, %202, %203, %205, %180, %184, %187, %190, %193, %196, %147, %153, %159, %165, %171, %177 : tensor<f32>, tensor<64x32xbf16>, tensor<64xbf16>, tensor<64x64xbf16>, tensor<64xbf16>, tensor<16x64xbf16>, tensor<16xbf16>, tensor<64x32xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>
  }
}

