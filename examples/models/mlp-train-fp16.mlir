// Model zoo: mlp-train-fp16, exported by examples/models/regenerate.sh (zoo.py); random weights.
// Mixed-precision training step (fp16): 16-bit parameters and compute, fp32 masters (master.*) and optimizer state, dynamic loss scaling (loss_scale, loss_scale_good_steps); results = loss, then each updated parameter/state named (cleave.name) as the argument it replaces. {"inputs": ["x", "target"], "parameters": 6, "optimizer_state": 14, "results": 21}
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d1)>
#map3 = affine_map<(d0, d1) -> ()>
#map4 = affine_map<() -> ()>
#map5 = affine_map<(d0, d1) -> (0, d1)>
#map6 = affine_map<(d0) -> ()>
module {
  func.func @train_step(%arg0: tensor<8x32xf32> {cleave.name = "x"}, %arg1: tensor<8x16xf32> {cleave.name = "target"}, %arg2: tensor<64x32xf16> {cleave.name = "0.weight"}, %arg3: tensor<64xf16> {cleave.name = "0.bias"}, %arg4: tensor<64x64xf16> {cleave.name = "2.weight"}, %arg5: tensor<64xf16> {cleave.name = "2.bias"}, %arg6: tensor<16x64xf16> {cleave.name = "4.weight"}, %arg7: tensor<16xf16> {cleave.name = "4.bias"}, %arg8: tensor<64x32xf32> {cleave.name = "master.0.weight"}, %arg9: tensor<64xf32> {cleave.name = "master.0.bias"}, %arg10: tensor<64x64xf32> {cleave.name = "master.2.weight"}, %arg11: tensor<64xf32> {cleave.name = "master.2.bias"}, %arg12: tensor<16x64xf32> {cleave.name = "master.4.weight"}, %arg13: tensor<16xf32> {cleave.name = "master.4.bias"}, %arg14: tensor<64x32xf32> {cleave.name = "momentum.0.weight"}, %arg15: tensor<64xf32> {cleave.name = "momentum.0.bias"}, %arg16: tensor<64x64xf32> {cleave.name = "momentum.2.weight"}, %arg17: tensor<64xf32> {cleave.name = "momentum.2.bias"}, %arg18: tensor<16x64xf32> {cleave.name = "momentum.4.weight"}, %arg19: tensor<16xf32> {cleave.name = "momentum.4.bias"}, %arg20: tensor<f32> {cleave.name = "loss_scale"}, %arg21: tensor<i64> {cleave.name = "loss_scale_good_steps"}) -> (tensor<f32> {cleave.name = "loss"}, tensor<64x32xf16> {cleave.name = "0.weight"}, tensor<64xf16> {cleave.name = "0.bias"}, tensor<64x64xf16> {cleave.name = "2.weight"}, tensor<64xf16> {cleave.name = "2.bias"}, tensor<16x64xf16> {cleave.name = "4.weight"}, tensor<16xf16> {cleave.name = "4.bias"}, tensor<64x32xf32> {cleave.name = "master.0.weight"}, tensor<64xf32> {cleave.name = "master.0.bias"}, tensor<64x64xf32> {cleave.name = "master.2.weight"}, tensor<64xf32> {cleave.name = "master.2.bias"}, tensor<16x64xf32> {cleave.name = "master.4.weight"}, tensor<16xf32> {cleave.name = "master.4.bias"}, tensor<64x32xf32> {cleave.name = "momentum.0.weight"}, tensor<64xf32> {cleave.name = "momentum.0.bias"}, tensor<64x64xf32> {cleave.name = "momentum.2.weight"}, tensor<64xf32> {cleave.name = "momentum.2.bias"}, tensor<16x64xf32> {cleave.name = "momentum.4.weight"}, tensor<16xf32> {cleave.name = "momentum.4.bias"}, tensor<f32> {cleave.name = "loss_scale"}, tensor<i64> {cleave.name = "loss_scale_good_steps"}) {
    %c2000_i64 = arith.constant 2000 : i64
    %c2_i64 = arith.constant 2 : i64
    %c1_i64 = arith.constant 1 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f16
    %cst_1 = arith.constant 1.000000e+00 : f16
    %cst_2 = arith.constant 2.000000e+00 : f16
    %cst_3 = arith.constant 5.000000e-01 : f16
    %cst_4 = arith.constant 1.000000e+00 : f32
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<f16>
    %cst_6 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_7 = arith.constant 1.000000e-01 : f64
    %cst_8 = arith.constant 9.000000e-01 : f64
    %cst_9 = arith.constant 0.3989422804014327 : f64
    %cst_10 = arith.constant 0.70710678118654757 : f64
    %cst_11 = arith.constant 1.280000e+02 : f32
    %cst_12 = arith.constant 2.000000e+00 : f32
    %cst_13 = arith.constant 5.000000e-01 : f32
    %cst_14 = arith.constant -5.000000e-01 : f32
    %cst_15 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<8x32xf16>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<8x32xf32>) outs(%0 : tensor<8x32xf16>) {
    ^bb0(%in: f32, %out: f16):
      %308 = arith.truncf %in : f32 to f16
      linalg.yield %308 : f16
    } -> tensor<8x32xf16>
    %2 = tensor.empty() : tensor<32x64xf16>
    %transposed = linalg.transpose ins(%arg2 : tensor<64x32xf16>) outs(%2 : tensor<32x64xf16>) permutation = [1, 0] 
    %3 = tensor.empty() : tensor<64xf32>
    %4 = tensor.empty() : tensor<64xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg3 : tensor<64xf16>) outs(%4 : tensor<64xf32>) {
    ^bb0(%in: f16, %out: f32):
      %308 = arith.extf %in : f16 to f32
      linalg.yield %308 : f32
    } -> tensor<64xf32>
    %6 = tensor.empty() : tensor<8x32xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<8x32xf16>) outs(%6 : tensor<8x32xf32>) {
    ^bb0(%in: f16, %out: f32):
      %308 = arith.extf %in : f16 to f32
      linalg.yield %308 : f32
    } -> tensor<8x32xf32>
    %8 = tensor.empty() : tensor<32x64xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed : tensor<32x64xf16>) outs(%8 : tensor<32x64xf32>) {
    ^bb0(%in: f16, %out: f32):
      %308 = arith.extf %in : f16 to f32
      linalg.yield %308 : f32
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
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %308 = arith.addf %in, %in_23 : f32
      linalg.yield %308 : f32
    } -> tensor<8x64xf32>
    %18 = tensor.empty() : tensor<8x64xf16>
    %19 = tensor.empty() : tensor<8x64xf16>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%17 : tensor<8x64xf32>) outs(%19 : tensor<8x64xf16>) {
    ^bb0(%in: f32, %out: f16):
      %308 = arith.truncf %in : f32 to f16
      linalg.yield %308 : f16
    } -> tensor<8x64xf16>
    %21 = tensor.empty() : tensor<8x64xf16>
    %22 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%20 : tensor<8x64xf16>) outs(%21 : tensor<8x64xf16>) {
    ^bb0(%in: f16, %out: f16):
      %308 = math.sqrt %cst_2 : f16
      %309 = arith.divf %in, %308 : f16
      %310 = math.erf %309 : f16
      %311 = arith.addf %310, %cst_1 : f16
      %312 = arith.mulf %311, %cst_3 : f16
      %313 = arith.mulf %in, %312 : f16
      linalg.yield %313 : f16
    } -> tensor<8x64xf16>
    %23 = tensor.empty() : tensor<64x64xf16>
    %24 = tensor.empty() : tensor<64x64xf16>
    %transposed_16 = linalg.transpose ins(%arg4 : tensor<64x64xf16>) outs(%24 : tensor<64x64xf16>) permutation = [1, 0] 
    %25 = tensor.empty() : tensor<64xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg5 : tensor<64xf16>) outs(%25 : tensor<64xf32>) {
    ^bb0(%in: f16, %out: f32):
      %308 = arith.extf %in : f16 to f32
      linalg.yield %308 : f32
    } -> tensor<64xf32>
    %27 = tensor.empty() : tensor<8x64xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%22 : tensor<8x64xf16>) outs(%27 : tensor<8x64xf32>) {
    ^bb0(%in: f16, %out: f32):
      %308 = arith.extf %in : f16 to f32
      linalg.yield %308 : f32
    } -> tensor<8x64xf32>
    %29 = tensor.empty() : tensor<64x64xf32>
    %30 = tensor.empty() : tensor<64x64xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_16 : tensor<64x64xf16>) outs(%30 : tensor<64x64xf32>) {
    ^bb0(%in: f16, %out: f32):
      %308 = arith.extf %in : f16 to f32
      linalg.yield %308 : f32
    } -> tensor<64x64xf32>
    %32 = linalg.matmul ins(%28, %31 : tensor<8x64xf32>, tensor<64x64xf32>) outs(%12 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %33 = tensor.empty() : tensor<8x64xf32>
    %34 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel"]} ins(%26 : tensor<64xf32>) outs(%33 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x64xf32>
    %35 = tensor.empty() : tensor<8x64xf32>
    %36 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%32, %34 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%35 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %308 = arith.addf %in, %in_23 : f32
      linalg.yield %308 : f32
    } -> tensor<8x64xf32>
    %37 = tensor.empty() : tensor<8x64xf16>
    %38 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%36 : tensor<8x64xf32>) outs(%37 : tensor<8x64xf16>) {
    ^bb0(%in: f32, %out: f16):
      %308 = arith.truncf %in : f32 to f16
      linalg.yield %308 : f16
    } -> tensor<8x64xf16>
    %39 = tensor.empty() : tensor<8x64xf16>
    %40 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%38 : tensor<8x64xf16>) outs(%39 : tensor<8x64xf16>) {
    ^bb0(%in: f16, %out: f16):
      %308 = arith.cmpf ugt, %in, %cst_0 : f16
      %309 = arith.select %308, %in, %cst_0 : f16
      linalg.yield %309 : f16
    } -> tensor<8x64xf16>
    %41 = tensor.empty() : tensor<64x16xf16>
    %transposed_17 = linalg.transpose ins(%arg6 : tensor<16x64xf16>) outs(%41 : tensor<64x16xf16>) permutation = [1, 0] 
    %42 = tensor.empty() : tensor<16xf32>
    %43 = tensor.empty() : tensor<16xf32>
    %44 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg7 : tensor<16xf16>) outs(%43 : tensor<16xf32>) {
    ^bb0(%in: f16, %out: f32):
      %308 = arith.extf %in : f16 to f32
      linalg.yield %308 : f32
    } -> tensor<16xf32>
    %45 = tensor.empty() : tensor<8x64xf32>
    %46 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%40 : tensor<8x64xf16>) outs(%45 : tensor<8x64xf32>) {
    ^bb0(%in: f16, %out: f32):
      %308 = arith.extf %in : f16 to f32
      linalg.yield %308 : f32
    } -> tensor<8x64xf32>
    %47 = tensor.empty() : tensor<64x16xf32>
    %48 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_17 : tensor<64x16xf16>) outs(%47 : tensor<64x16xf32>) {
    ^bb0(%in: f16, %out: f32):
      %308 = arith.extf %in : f16 to f32
      linalg.yield %308 : f32
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
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %308 = arith.addf %in, %in_23 : f32
      linalg.yield %308 : f32
    } -> tensor<8x16xf32>
    %57 = tensor.empty() : tensor<8x16xf16>
    %58 = tensor.empty() : tensor<8x16xf16>
    %59 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%56 : tensor<8x16xf32>) outs(%58 : tensor<8x16xf16>) {
    ^bb0(%in: f32, %out: f16):
      %308 = arith.truncf %in : f32 to f16
      linalg.yield %308 : f16
    } -> tensor<8x16xf16>
    %60 = tensor.empty() : tensor<8x16xf32>
    %61 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%59, %arg1 : tensor<8x16xf16>, tensor<8x16xf32>) outs(%60 : tensor<8x16xf32>) {
    ^bb0(%in: f16, %in_23: f32, %out: f32):
      %308 = arith.extf %in : f16 to f32
      %309 = arith.subf %308, %in_23 : f32
      linalg.yield %309 : f32
    } -> tensor<8x16xf32>
    %62 = tensor.empty() : tensor<8x16xf32>
    %63 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%61 : tensor<8x16xf32>) outs(%62 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %308 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %308 : f32
    } -> tensor<8x16xf32>
    %64 = tensor.empty() : tensor<f32>
    %65 = tensor.empty() : tensor<f32>
    %66 = linalg.fill ins(%cst : f32) outs(%65 : tensor<f32>) -> tensor<f32>
    %67 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "reduction"]} ins(%63 : tensor<8x16xf32>) outs(%66 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %308 = arith.addf %in, %out : f32
      linalg.yield %308 : f32
    } -> tensor<f32>
    %68 = tensor.empty() : tensor<f32>
    %69 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = []} ins(%67 : tensor<f32>) outs(%68 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %308 = arith.divf %in, %cst_11 : f32
      linalg.yield %308 : f32
    } -> tensor<f32>
    %70 = tensor.empty() : tensor<f32>
    %71 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = []} ins(%cst_6, %arg20 : tensor<f32>, tensor<f32>) outs(%70 : tensor<f32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %308 = arith.mulf %in, %in_23 : f32
      linalg.yield %308 : f32
    } -> tensor<f32>
    %72 = tensor.empty() : tensor<8x16xf32>
    %73 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel"]} ins(%71 : tensor<f32>) outs(%72 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16xf32>
    %74 = tensor.empty() : tensor<8x16xf32>
    %75 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%73 : tensor<8x16xf32>) outs(%74 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %308 = arith.divf %in, %cst_11 : f32
      linalg.yield %308 : f32
    } -> tensor<8x16xf32>
    %76 = tensor.empty() : tensor<8x16xf32>
    %77 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%61 : tensor<8x16xf32>) outs(%76 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %308 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %308 : f32
    } -> tensor<8x16xf32>
    %78 = tensor.empty() : tensor<8x16xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%77 : tensor<8x16xf32>) outs(%78 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %308 = arith.mulf %in, %cst_12 : f32
      linalg.yield %308 : f32
    } -> tensor<8x16xf32>
    %80 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%75, %79 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%49 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %308 = arith.mulf %in, %in_23 : f32
      linalg.yield %308 : f32
    } -> tensor<8x16xf32>
    %81 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%80 : tensor<8x16xf32>) outs(%57 : tensor<8x16xf16>) {
    ^bb0(%in: f32, %out: f16):
      %308 = arith.truncf %in : f32 to f16
      linalg.yield %308 : f16
    } -> tensor<8x16xf16>
    %82 = linalg.matmul ins(%81, %arg6 : tensor<8x16xf16>, tensor<16x64xf16>) outs(%12 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %83 = tensor.empty() : tensor<8x64xf16>
    %84 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%82 : tensor<8x64xf32>) outs(%83 : tensor<8x64xf16>) {
    ^bb0(%in: f32, %out: f16):
      %308 = arith.truncf %in : f32 to f16
      linalg.yield %308 : f16
    } -> tensor<8x64xf16>
    %85 = tensor.empty() : tensor<16x8xf16>
    %transposed_18 = linalg.transpose ins(%81 : tensor<8x16xf16>) outs(%85 : tensor<16x8xf16>) permutation = [1, 0] 
    %86 = tensor.empty() : tensor<16x64xf32>
    %87 = tensor.empty() : tensor<16x64xf32>
    %88 = linalg.fill ins(%cst : f32) outs(%87 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %89 = linalg.matmul ins(%transposed_18, %40 : tensor<16x8xf16>, tensor<8x64xf16>) outs(%88 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %90 = tensor.empty() : tensor<16x64xf16>
    %91 = tensor.empty() : tensor<16x64xf16>
    %92 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%89 : tensor<16x64xf32>) outs(%91 : tensor<16x64xf16>) {
    ^bb0(%in: f32, %out: f16):
      %308 = arith.truncf %in : f32 to f16
      linalg.yield %308 : f16
    } -> tensor<16x64xf16>
    %93 = tensor.empty() : tensor<1x16xf16>
    %94 = linalg.fill ins(%cst_0 : f16) outs(%93 : tensor<1x16xf16>) -> tensor<1x16xf16>
    %95 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["reduction", "parallel"]} ins(%81 : tensor<8x16xf16>) outs(%94 : tensor<1x16xf16>) {
    ^bb0(%in: f16, %out: f16):
      %308 = arith.addf %in, %out : f16
      linalg.yield %308 : f16
    } -> tensor<1x16xf16>
    %collapsed = tensor.collapse_shape %95 [[0, 1]] : tensor<1x16xf16> into tensor<16xf16>
    %96 = tensor.empty() : tensor<8x64xi1>
    %97 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%40 : tensor<8x64xf16>) outs(%96 : tensor<8x64xi1>) {
    ^bb0(%in: f16, %out: i1):
      %308 = arith.cmpf ole, %in, %cst_0 : f16
      linalg.yield %308 : i1
    } -> tensor<8x64xi1>
    %98 = tensor.empty() : tensor<8x64xf16>
    %99 = linalg.generic {indexing_maps = [#map, #map3, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%97, %cst_5, %84 : tensor<8x64xi1>, tensor<f16>, tensor<8x64xf16>) outs(%98 : tensor<8x64xf16>) {
    ^bb0(%in: i1, %in_23: f16, %in_24: f16, %out: f16):
      %308 = arith.select %in, %in_23, %in_24 : f16
      linalg.yield %308 : f16
    } -> tensor<8x64xf16>
    %100 = linalg.matmul ins(%99, %arg4 : tensor<8x64xf16>, tensor<64x64xf16>) outs(%12 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %101 = tensor.empty() : tensor<8x64xf16>
    %102 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%100 : tensor<8x64xf32>) outs(%101 : tensor<8x64xf16>) {
    ^bb0(%in: f32, %out: f16):
      %308 = arith.truncf %in : f32 to f16
      linalg.yield %308 : f16
    } -> tensor<8x64xf16>
    %103 = tensor.empty() : tensor<64x8xf16>
    %104 = tensor.empty() : tensor<64x8xf16>
    %transposed_19 = linalg.transpose ins(%99 : tensor<8x64xf16>) outs(%104 : tensor<64x8xf16>) permutation = [1, 0] 
    %105 = tensor.empty() : tensor<64x64xf32>
    %106 = linalg.fill ins(%cst : f32) outs(%105 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %107 = linalg.matmul ins(%transposed_19, %22 : tensor<64x8xf16>, tensor<8x64xf16>) outs(%106 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %108 = tensor.empty() : tensor<64x64xf16>
    %109 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%107 : tensor<64x64xf32>) outs(%108 : tensor<64x64xf16>) {
    ^bb0(%in: f32, %out: f16):
      %308 = arith.truncf %in : f32 to f16
      linalg.yield %308 : f16
    } -> tensor<64x64xf16>
    %110 = tensor.empty() : tensor<1x64xf16>
    %111 = linalg.fill ins(%cst_0 : f16) outs(%110 : tensor<1x64xf16>) -> tensor<1x64xf16>
    %112 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["reduction", "parallel"]} ins(%99 : tensor<8x64xf16>) outs(%111 : tensor<1x64xf16>) {
    ^bb0(%in: f16, %out: f16):
      %308 = arith.addf %in, %out : f16
      linalg.yield %308 : f16
    } -> tensor<1x64xf16>
    %collapsed_20 = tensor.collapse_shape %112 [[0, 1]] : tensor<1x64xf16> into tensor<64xf16>
    %113 = tensor.empty() : tensor<8x64xf32>
    %114 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%102 : tensor<8x64xf16>) outs(%113 : tensor<8x64xf32>) {
    ^bb0(%in: f16, %out: f32):
      %308 = arith.extf %in : f16 to f32
      linalg.yield %308 : f32
    } -> tensor<8x64xf32>
    %115 = tensor.empty() : tensor<8x64xf32>
    %116 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%20 : tensor<8x64xf16>) outs(%115 : tensor<8x64xf32>) {
    ^bb0(%in: f16, %out: f32):
      %308 = arith.extf %in : f16 to f32
      linalg.yield %308 : f32
    } -> tensor<8x64xf32>
    %117 = tensor.empty() : tensor<8x64xf32>
    %118 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%116 : tensor<8x64xf32>) outs(%117 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %308 = arith.truncf %cst_10 : f64 to f32
      %309 = arith.mulf %in, %308 : f32
      linalg.yield %309 : f32
    } -> tensor<8x64xf32>
    %119 = tensor.empty() : tensor<8x64xf32>
    %120 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%118 : tensor<8x64xf32>) outs(%119 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %308 = math.erf %in : f32
      linalg.yield %308 : f32
    } -> tensor<8x64xf32>
    %121 = tensor.empty() : tensor<8x64xf32>
    %122 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%120 : tensor<8x64xf32>) outs(%121 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %308 = arith.addf %in, %cst_4 : f32
      linalg.yield %308 : f32
    } -> tensor<8x64xf32>
    %123 = tensor.empty() : tensor<8x64xf32>
    %124 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%122 : tensor<8x64xf32>) outs(%123 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %308 = arith.mulf %in, %cst_13 : f32
      linalg.yield %308 : f32
    } -> tensor<8x64xf32>
    %125 = tensor.empty() : tensor<8x64xf32>
    %126 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%116, %116 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%125 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %308 = arith.mulf %in, %in_23 : f32
      linalg.yield %308 : f32
    } -> tensor<8x64xf32>
    %127 = tensor.empty() : tensor<8x64xf32>
    %128 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%126 : tensor<8x64xf32>) outs(%127 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %308 = arith.mulf %in, %cst_14 : f32
      linalg.yield %308 : f32
    } -> tensor<8x64xf32>
    %129 = tensor.empty() : tensor<8x64xf32>
    %130 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%128 : tensor<8x64xf32>) outs(%129 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %308 = math.exp %in : f32
      linalg.yield %308 : f32
    } -> tensor<8x64xf32>
    %131 = tensor.empty() : tensor<8x64xf32>
    %132 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%130 : tensor<8x64xf32>) outs(%131 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %308 = arith.truncf %cst_9 : f64 to f32
      %309 = arith.mulf %in, %308 : f32
      linalg.yield %309 : f32
    } -> tensor<8x64xf32>
    %133 = tensor.empty() : tensor<8x64xf32>
    %134 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%116, %132 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%133 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %308 = arith.mulf %in, %in_23 : f32
      linalg.yield %308 : f32
    } -> tensor<8x64xf32>
    %135 = tensor.empty() : tensor<8x64xf32>
    %136 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%124, %134 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%135 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %308 = arith.addf %in, %in_23 : f32
      linalg.yield %308 : f32
    } -> tensor<8x64xf32>
    %137 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%114, %136 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%10 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %308 = arith.mulf %in, %in_23 : f32
      linalg.yield %308 : f32
    } -> tensor<8x64xf32>
    %138 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%137 : tensor<8x64xf32>) outs(%18 : tensor<8x64xf16>) {
    ^bb0(%in: f32, %out: f16):
      %308 = arith.truncf %in : f32 to f16
      linalg.yield %308 : f16
    } -> tensor<8x64xf16>
    %transposed_21 = linalg.transpose ins(%138 : tensor<8x64xf16>) outs(%103 : tensor<64x8xf16>) permutation = [1, 0] 
    %139 = tensor.empty() : tensor<64x32xf32>
    %140 = tensor.empty() : tensor<64x32xf32>
    %141 = linalg.fill ins(%cst : f32) outs(%140 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %142 = linalg.matmul ins(%transposed_21, %1 : tensor<64x8xf16>, tensor<8x32xf16>) outs(%141 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %143 = tensor.empty() : tensor<64x32xf16>
    %144 = tensor.empty() : tensor<64x32xf16>
    %145 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%142 : tensor<64x32xf32>) outs(%144 : tensor<64x32xf16>) {
    ^bb0(%in: f32, %out: f16):
      %308 = arith.truncf %in : f32 to f16
      linalg.yield %308 : f16
    } -> tensor<64x32xf16>
    %146 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["reduction", "parallel"]} ins(%138 : tensor<8x64xf16>) outs(%111 : tensor<1x64xf16>) {
    ^bb0(%in: f16, %out: f16):
      %308 = arith.addf %in, %out : f16
      linalg.yield %308 : f16
    } -> tensor<1x64xf16>
    %collapsed_22 = tensor.collapse_shape %146 [[0, 1]] : tensor<1x64xf16> into tensor<64xf16>
    %147 = tensor.empty() : tensor<f32>
    %148 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = []} ins(%arg20 : tensor<f32>) outs(%147 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %308 = arith.cmpf one, %in, %cst : f32
      cf.assert %308, "unimplemented: tensor with zero element"
      %309 = arith.divf %cst_4, %in : f32
      linalg.yield %309 : f32
    } -> tensor<f32>
    %149 = tensor.empty() : tensor<64x32xf32>
    %150 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%145 : tensor<64x32xf16>) outs(%149 : tensor<64x32xf32>) {
    ^bb0(%in: f16, %out: f32):
      %308 = arith.extf %in : f16 to f32
      linalg.yield %308 : f32
    } -> tensor<64x32xf32>
    %151 = tensor.empty() : tensor<64x32xf32>
    %152 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%150, %148 : tensor<64x32xf32>, tensor<f32>) outs(%151 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %308 = arith.mulf %in, %in_23 : f32
      linalg.yield %308 : f32
    } -> tensor<64x32xf32>
    %153 = tensor.empty() : tensor<64x32xf32>
    %154 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg14 : tensor<64x32xf32>) outs(%153 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %308 = arith.truncf %cst_8 : f64 to f32
      %309 = arith.mulf %in, %308 : f32
      linalg.yield %309 : f32
    } -> tensor<64x32xf32>
    %155 = tensor.empty() : tensor<64x32xf32>
    %156 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%154, %152 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%155 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %308 = arith.addf %in, %in_23 : f32
      linalg.yield %308 : f32
    } -> tensor<64x32xf32>
    %157 = tensor.empty() : tensor<64xf32>
    %158 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%collapsed_22 : tensor<64xf16>) outs(%157 : tensor<64xf32>) {
    ^bb0(%in: f16, %out: f32):
      %308 = arith.extf %in : f16 to f32
      linalg.yield %308 : f32
    } -> tensor<64xf32>
    %159 = tensor.empty() : tensor<64xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel"]} ins(%158, %148 : tensor<64xf32>, tensor<f32>) outs(%159 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %308 = arith.mulf %in, %in_23 : f32
      linalg.yield %308 : f32
    } -> tensor<64xf32>
    %161 = tensor.empty() : tensor<64xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg15 : tensor<64xf32>) outs(%161 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %308 = arith.truncf %cst_8 : f64 to f32
      %309 = arith.mulf %in, %308 : f32
      linalg.yield %309 : f32
    } -> tensor<64xf32>
    %163 = tensor.empty() : tensor<64xf32>
    %164 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%162, %160 : tensor<64xf32>, tensor<64xf32>) outs(%163 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %308 = arith.addf %in, %in_23 : f32
      linalg.yield %308 : f32
    } -> tensor<64xf32>
    %165 = tensor.empty() : tensor<64x64xf32>
    %166 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%109 : tensor<64x64xf16>) outs(%165 : tensor<64x64xf32>) {
    ^bb0(%in: f16, %out: f32):
      %308 = arith.extf %in : f16 to f32
      linalg.yield %308 : f32
    } -> tensor<64x64xf32>
    %167 = tensor.empty() : tensor<64x64xf32>
    %168 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%166, %148 : tensor<64x64xf32>, tensor<f32>) outs(%167 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %308 = arith.mulf %in, %in_23 : f32
      linalg.yield %308 : f32
    } -> tensor<64x64xf32>
    %169 = tensor.empty() : tensor<64x64xf32>
    %170 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<64x64xf32>) outs(%169 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %308 = arith.truncf %cst_8 : f64 to f32
      %309 = arith.mulf %in, %308 : f32
      linalg.yield %309 : f32
    } -> tensor<64x64xf32>
    %171 = tensor.empty() : tensor<64x64xf32>
    %172 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%170, %168 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%171 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %308 = arith.addf %in, %in_23 : f32
      linalg.yield %308 : f32
    } -> tensor<64x64xf32>
    %173 = tensor.empty() : tensor<64xf32>
    %174 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%collapsed_20 : tensor<64xf16>) outs(%173 : tensor<64xf32>) {
    ^bb0(%in: f16, %out: f32):
      %308 = arith.extf %in : f16 to f32
      linalg.yield %308 : f32
    } -> tensor<64xf32>
    %175 = tensor.empty() : tensor<64xf32>
    %176 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel"]} ins(%174, %148 : tensor<64xf32>, tensor<f32>) outs(%175 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %308 = arith.mulf %in, %in_23 : f32
      linalg.yield %308 : f32
    } -> tensor<64xf32>
    %177 = tensor.empty() : tensor<64xf32>
    %178 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg17 : tensor<64xf32>) outs(%177 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %308 = arith.truncf %cst_8 : f64 to f32
      %309 = arith.mulf %in, %308 : f32
      linalg.yield %309 : f32
    } -> tensor<64xf32>
    %179 = tensor.empty() : tensor<64xf32>
    %180 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%178, %176 : tensor<64xf32>, tensor<64xf32>) outs(%179 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %308 = arith.addf %in, %in_23 : f32
      linalg.yield %308 : f32
    } -> tensor<64xf32>
    %181 = tensor.empty() : tensor<16x64xf32>
    %182 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%92 : tensor<16x64xf16>) outs(%181 : tensor<16x64xf32>) {
    ^bb0(%in: f16, %out: f32):
      %308 = arith.extf %in : f16 to f32
      linalg.yield %308 : f32
    } -> tensor<16x64xf32>
    %183 = tensor.empty() : tensor<16x64xf32>
    %184 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%182, %148 : tensor<16x64xf32>, tensor<f32>) outs(%183 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %308 = arith.mulf %in, %in_23 : f32
      linalg.yield %308 : f32
    } -> tensor<16x64xf32>
    %185 = tensor.empty() : tensor<16x64xf32>
    %186 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<16x64xf32>) outs(%185 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %308 = arith.truncf %cst_8 : f64 to f32
      %309 = arith.mulf %in, %308 : f32
      linalg.yield %309 : f32
    } -> tensor<16x64xf32>
    %187 = tensor.empty() : tensor<16x64xf32>
    %188 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%186, %184 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%187 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %308 = arith.addf %in, %in_23 : f32
      linalg.yield %308 : f32
    } -> tensor<16x64xf32>
    %189 = tensor.empty() : tensor<16xf32>
    %190 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%collapsed : tensor<16xf16>) outs(%189 : tensor<16xf32>) {
    ^bb0(%in: f16, %out: f32):
      %308 = arith.extf %in : f16 to f32
      linalg.yield %308 : f32
    } -> tensor<16xf32>
    %191 = tensor.empty() : tensor<16xf32>
    %192 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel"]} ins(%190, %148 : tensor<16xf32>, tensor<f32>) outs(%191 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %308 = arith.mulf %in, %in_23 : f32
      linalg.yield %308 : f32
    } -> tensor<16xf32>
    %193 = tensor.empty() : tensor<16xf32>
    %194 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg19 : tensor<16xf32>) outs(%193 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %308 = arith.truncf %cst_8 : f64 to f32
      %309 = arith.mulf %in, %308 : f32
      linalg.yield %309 : f32
    } -> tensor<16xf32>
    %195 = tensor.empty() : tensor<16xf32>
    %196 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%194, %192 : tensor<16xf32>, tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %308 = arith.addf %in, %in_23 : f32
      linalg.yield %308 : f32
    } -> tensor<16xf32>
    %197 = tensor.empty() : tensor<64x32xf32>
    %198 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%156 : tensor<64x32xf32>) outs(%197 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %308 = arith.truncf %cst_7 : f64 to f32
      %309 = arith.mulf %in, %308 : f32
      linalg.yield %309 : f32
    } -> tensor<64x32xf32>
    %199 = tensor.empty() : tensor<64x32xf32>
    %200 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg8, %198 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%199 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %308 = arith.subf %in, %in_23 : f32
      linalg.yield %308 : f32
    } -> tensor<64x32xf32>
    %201 = tensor.empty() : tensor<64xf32>
    %202 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%164 : tensor<64xf32>) outs(%201 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %308 = arith.truncf %cst_7 : f64 to f32
      %309 = arith.mulf %in, %308 : f32
      linalg.yield %309 : f32
    } -> tensor<64xf32>
    %203 = tensor.empty() : tensor<64xf32>
    %204 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%arg9, %202 : tensor<64xf32>, tensor<64xf32>) outs(%203 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %308 = arith.subf %in, %in_23 : f32
      linalg.yield %308 : f32
    } -> tensor<64xf32>
    %205 = tensor.empty() : tensor<64x64xf32>
    %206 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%172 : tensor<64x64xf32>) outs(%205 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %308 = arith.truncf %cst_7 : f64 to f32
      %309 = arith.mulf %in, %308 : f32
      linalg.yield %309 : f32
    } -> tensor<64x64xf32>
    %207 = tensor.empty() : tensor<64x64xf32>
    %208 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg10, %206 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%207 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %308 = arith.subf %in, %in_23 : f32
      linalg.yield %308 : f32
    } -> tensor<64x64xf32>
    %209 = tensor.empty() : tensor<64xf32>
    %210 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%180 : tensor<64xf32>) outs(%209 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %308 = arith.truncf %cst_7 : f64 to f32
      %309 = arith.mulf %in, %308 : f32
      linalg.yield %309 : f32
    } -> tensor<64xf32>
    %211 = tensor.empty() : tensor<64xf32>
    %212 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%arg11, %210 : tensor<64xf32>, tensor<64xf32>) outs(%211 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %308 = arith.subf %in, %in_23 : f32
      linalg.yield %308 : f32
    } -> tensor<64xf32>
    %213 = tensor.empty() : tensor<16x64xf32>
    %214 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%188 : tensor<16x64xf32>) outs(%213 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %308 = arith.truncf %cst_7 : f64 to f32
      %309 = arith.mulf %in, %308 : f32
      linalg.yield %309 : f32
    } -> tensor<16x64xf32>
    %215 = tensor.empty() : tensor<16x64xf32>
    %216 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg12, %214 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%215 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %308 = arith.subf %in, %in_23 : f32
      linalg.yield %308 : f32
    } -> tensor<16x64xf32>
    %217 = tensor.empty() : tensor<16xf32>
    %218 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%196 : tensor<16xf32>) outs(%217 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %308 = arith.truncf %cst_7 : f64 to f32
      %309 = arith.mulf %in, %308 : f32
      linalg.yield %309 : f32
    } -> tensor<16xf32>
    %219 = tensor.empty() : tensor<16xf32>
    %220 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%arg13, %218 : tensor<16xf32>, tensor<16xf32>) outs(%219 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %308 = arith.subf %in, %in_23 : f32
      linalg.yield %308 : f32
    } -> tensor<16xf32>
    %221 = tensor.empty() : tensor<64x32xf32>
    %222 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%150 : tensor<64x32xf32>) outs(%221 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %308 = arith.mulf %in, %cst : f32
      linalg.yield %308 : f32
    } -> tensor<64x32xf32>
    %223 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "reduction"]} ins(%222 : tensor<64x32xf32>) outs(%66 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %308 = arith.addf %in, %out : f32
      linalg.yield %308 : f32
    } -> tensor<f32>
    %224 = tensor.empty() : tensor<f32>
    %225 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = []} ins(%223 : tensor<f32>) outs(%224 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %308 = arith.addf %in, %cst : f32
      linalg.yield %308 : f32
    } -> tensor<f32>
    %226 = tensor.empty() : tensor<64xf32>
    %227 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%158 : tensor<64xf32>) outs(%226 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %308 = arith.mulf %in, %cst : f32
      linalg.yield %308 : f32
    } -> tensor<64xf32>
    %228 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["reduction"]} ins(%227 : tensor<64xf32>) outs(%66 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %308 = arith.addf %in, %out : f32
      linalg.yield %308 : f32
    } -> tensor<f32>
    %229 = tensor.empty() : tensor<f32>
    %230 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = []} ins(%225, %228 : tensor<f32>, tensor<f32>) outs(%229 : tensor<f32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %308 = arith.addf %in, %in_23 : f32
      linalg.yield %308 : f32
    } -> tensor<f32>
    %231 = tensor.empty() : tensor<64x64xf32>
    %232 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%166 : tensor<64x64xf32>) outs(%231 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %308 = arith.mulf %in, %cst : f32
      linalg.yield %308 : f32
    } -> tensor<64x64xf32>
    %233 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "reduction"]} ins(%232 : tensor<64x64xf32>) outs(%66 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %308 = arith.addf %in, %out : f32
      linalg.yield %308 : f32
    } -> tensor<f32>
    %234 = tensor.empty() : tensor<f32>
    %235 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = []} ins(%230, %233 : tensor<f32>, tensor<f32>) outs(%234 : tensor<f32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %308 = arith.addf %in, %in_23 : f32
      linalg.yield %308 : f32
    } -> tensor<f32>
    %236 = tensor.empty() : tensor<64xf32>
    %237 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%174 : tensor<64xf32>) outs(%236 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %308 = arith.mulf %in, %cst : f32
      linalg.yield %308 : f32
    } -> tensor<64xf32>
    %238 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["reduction"]} ins(%237 : tensor<64xf32>) outs(%66 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %308 = arith.addf %in, %out : f32
      linalg.yield %308 : f32
    } -> tensor<f32>
    %239 = tensor.empty() : tensor<f32>
    %240 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = []} ins(%235, %238 : tensor<f32>, tensor<f32>) outs(%239 : tensor<f32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %308 = arith.addf %in, %in_23 : f32
      linalg.yield %308 : f32
    } -> tensor<f32>
    %241 = tensor.empty() : tensor<16x64xf32>
    %242 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%182 : tensor<16x64xf32>) outs(%241 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %308 = arith.mulf %in, %cst : f32
      linalg.yield %308 : f32
    } -> tensor<16x64xf32>
    %243 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "reduction"]} ins(%242 : tensor<16x64xf32>) outs(%66 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %308 = arith.addf %in, %out : f32
      linalg.yield %308 : f32
    } -> tensor<f32>
    %244 = tensor.empty() : tensor<f32>
    %245 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = []} ins(%240, %243 : tensor<f32>, tensor<f32>) outs(%244 : tensor<f32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %308 = arith.addf %in, %in_23 : f32
      linalg.yield %308 : f32
    } -> tensor<f32>
    %246 = tensor.empty() : tensor<16xf32>
    %247 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%190 : tensor<16xf32>) outs(%246 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %308 = arith.mulf %in, %cst : f32
      linalg.yield %308 : f32
    } -> tensor<16xf32>
    %248 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["reduction"]} ins(%247 : tensor<16xf32>) outs(%66 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %308 = arith.addf %in, %out : f32
      linalg.yield %308 : f32
    } -> tensor<f32>
    %249 = tensor.empty() : tensor<f32>
    %250 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = []} ins(%245, %248 : tensor<f32>, tensor<f32>) outs(%249 : tensor<f32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %308 = arith.addf %in, %in_23 : f32
      linalg.yield %308 : f32
    } -> tensor<f32>
    %251 = tensor.empty() : tensor<i1>
    %252 = tensor.empty() : tensor<i1>
    %253 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = []} ins(%250 : tensor<f32>) outs(%252 : tensor<i1>) {
    ^bb0(%in: f32, %out: i1):
      %308 = arith.cmpf une, %in, %cst : f32
      linalg.yield %308 : i1
    } -> tensor<i1>
    %254 = tensor.empty() : tensor<64x32xf32>
    %255 = linalg.generic {indexing_maps = [#map3, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%253, %arg8, %200 : tensor<i1>, tensor<64x32xf32>, tensor<64x32xf32>) outs(%254 : tensor<64x32xf32>) {
    ^bb0(%in: i1, %in_23: f32, %in_24: f32, %out: f32):
      %308 = arith.select %in, %in_23, %in_24 : f32
      linalg.yield %308 : f32
    } -> tensor<64x32xf32>
    %256 = tensor.empty() : tensor<64xf32>
    %257 = linalg.generic {indexing_maps = [#map6, #map1, #map1, #map1], iterator_types = ["parallel"]} ins(%253, %arg9, %204 : tensor<i1>, tensor<64xf32>, tensor<64xf32>) outs(%256 : tensor<64xf32>) {
    ^bb0(%in: i1, %in_23: f32, %in_24: f32, %out: f32):
      %308 = arith.select %in, %in_23, %in_24 : f32
      linalg.yield %308 : f32
    } -> tensor<64xf32>
    %258 = tensor.empty() : tensor<64x64xf32>
    %259 = linalg.generic {indexing_maps = [#map3, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%253, %arg10, %208 : tensor<i1>, tensor<64x64xf32>, tensor<64x64xf32>) outs(%258 : tensor<64x64xf32>) {
    ^bb0(%in: i1, %in_23: f32, %in_24: f32, %out: f32):
      %308 = arith.select %in, %in_23, %in_24 : f32
      linalg.yield %308 : f32
    } -> tensor<64x64xf32>
    %260 = tensor.empty() : tensor<64xf32>
    %261 = linalg.generic {indexing_maps = [#map6, #map1, #map1, #map1], iterator_types = ["parallel"]} ins(%253, %arg11, %212 : tensor<i1>, tensor<64xf32>, tensor<64xf32>) outs(%260 : tensor<64xf32>) {
    ^bb0(%in: i1, %in_23: f32, %in_24: f32, %out: f32):
      %308 = arith.select %in, %in_23, %in_24 : f32
      linalg.yield %308 : f32
    } -> tensor<64xf32>
    %262 = tensor.empty() : tensor<16x64xf32>
    %263 = linalg.generic {indexing_maps = [#map3, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%253, %arg12, %216 : tensor<i1>, tensor<16x64xf32>, tensor<16x64xf32>) outs(%262 : tensor<16x64xf32>) {
    ^bb0(%in: i1, %in_23: f32, %in_24: f32, %out: f32):
      %308 = arith.select %in, %in_23, %in_24 : f32
      linalg.yield %308 : f32
    } -> tensor<16x64xf32>
    %264 = tensor.empty() : tensor<16xf32>
    %265 = linalg.generic {indexing_maps = [#map6, #map1, #map1, #map1], iterator_types = ["parallel"]} ins(%253, %arg13, %220 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%264 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_23: f32, %in_24: f32, %out: f32):
      %308 = arith.select %in, %in_23, %in_24 : f32
      linalg.yield %308 : f32
    } -> tensor<16xf32>
    %266 = linalg.generic {indexing_maps = [#map3, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%253, %arg14, %156 : tensor<i1>, tensor<64x32xf32>, tensor<64x32xf32>) outs(%139 : tensor<64x32xf32>) {
    ^bb0(%in: i1, %in_23: f32, %in_24: f32, %out: f32):
      %308 = arith.select %in, %in_23, %in_24 : f32
      linalg.yield %308 : f32
    } -> tensor<64x32xf32>
    %267 = tensor.empty() : tensor<64xf32>
    %268 = linalg.generic {indexing_maps = [#map6, #map1, #map1, #map1], iterator_types = ["parallel"]} ins(%253, %arg15, %164 : tensor<i1>, tensor<64xf32>, tensor<64xf32>) outs(%267 : tensor<64xf32>) {
    ^bb0(%in: i1, %in_23: f32, %in_24: f32, %out: f32):
      %308 = arith.select %in, %in_23, %in_24 : f32
      linalg.yield %308 : f32
    } -> tensor<64xf32>
    %269 = linalg.generic {indexing_maps = [#map3, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%253, %arg16, %172 : tensor<i1>, tensor<64x64xf32>, tensor<64x64xf32>) outs(%29 : tensor<64x64xf32>) {
    ^bb0(%in: i1, %in_23: f32, %in_24: f32, %out: f32):
      %308 = arith.select %in, %in_23, %in_24 : f32
      linalg.yield %308 : f32
    } -> tensor<64x64xf32>
    %270 = linalg.generic {indexing_maps = [#map6, #map1, #map1, #map1], iterator_types = ["parallel"]} ins(%253, %arg17, %180 : tensor<i1>, tensor<64xf32>, tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: i1, %in_23: f32, %in_24: f32, %out: f32):
      %308 = arith.select %in, %in_23, %in_24 : f32
      linalg.yield %308 : f32
    } -> tensor<64xf32>
    %271 = linalg.generic {indexing_maps = [#map3, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%253, %arg18, %188 : tensor<i1>, tensor<16x64xf32>, tensor<16x64xf32>) outs(%86 : tensor<16x64xf32>) {
    ^bb0(%in: i1, %in_23: f32, %in_24: f32, %out: f32):
      %308 = arith.select %in, %in_23, %in_24 : f32
      linalg.yield %308 : f32
    } -> tensor<16x64xf32>
    %272 = linalg.generic {indexing_maps = [#map6, #map1, #map1, #map1], iterator_types = ["parallel"]} ins(%253, %arg19, %196 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%42 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_23: f32, %in_24: f32, %out: f32):
      %308 = arith.select %in, %in_23, %in_24 : f32
      linalg.yield %308 : f32
    } -> tensor<16xf32>
    %273 = tensor.empty() : tensor<i64>
    %274 = tensor.empty() : tensor<i64>
    %275 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = []} ins(%arg21 : tensor<i64>) outs(%274 : tensor<i64>) {
    ^bb0(%in: i64, %out: i64):
      %308 = arith.addi %in, %c1_i64 : i64
      linalg.yield %308 : i64
    } -> tensor<i64>
    %276 = tensor.empty() : tensor<i1>
    %277 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = []} ins(%275 : tensor<i64>) outs(%276 : tensor<i1>) {
    ^bb0(%in: i64, %out: i1):
      %308 = arith.cmpi sge, %in, %c2000_i64 : i64
      linalg.yield %308 : i1
    } -> tensor<i1>
    %278 = tensor.empty() : tensor<f32>
    %279 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = []} ins(%arg20 : tensor<f32>) outs(%278 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %308 = arith.mulf %in, %cst_13 : f32
      linalg.yield %308 : f32
    } -> tensor<f32>
    %280 = tensor.empty() : tensor<f32>
    %281 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = []} ins(%arg20 : tensor<f32>) outs(%280 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %308 = arith.mulf %in, %cst_12 : f32
      linalg.yield %308 : f32
    } -> tensor<f32>
    %282 = tensor.empty() : tensor<f32>
    %283 = linalg.generic {indexing_maps = [#map4, #map4, #map4, #map4], iterator_types = []} ins(%277, %281, %arg20 : tensor<i1>, tensor<f32>, tensor<f32>) outs(%282 : tensor<f32>) {
    ^bb0(%in: i1, %in_23: f32, %in_24: f32, %out: f32):
      %308 = arith.select %in, %in_23, %in_24 : f32
      linalg.yield %308 : f32
    } -> tensor<f32>
    %284 = linalg.generic {indexing_maps = [#map4, #map4, #map4, #map4], iterator_types = []} ins(%253, %279, %283 : tensor<i1>, tensor<f32>, tensor<f32>) outs(%64 : tensor<f32>) {
    ^bb0(%in: i1, %in_23: f32, %in_24: f32, %out: f32):
      %308 = arith.select %in, %in_23, %in_24 : f32
      linalg.yield %308 : f32
    } -> tensor<f32>
    %285 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = []} ins(%253, %277 : tensor<i1>, tensor<i1>) outs(%251 : tensor<i1>) {
    ^bb0(%in: i1, %in_23: i1, %out: i1):
      %308 = arith.ori %in, %in_23 : i1
      linalg.yield %308 : i1
    } -> tensor<i1>
    %286 = linalg.generic {indexing_maps = [#map4, #map4, #map4, #map4], iterator_types = []} ins(%285, %cst_15, %275 : tensor<i1>, tensor<i64>, tensor<i64>) outs(%273 : tensor<i64>) {
    ^bb0(%in: i1, %in_23: i64, %in_24: i64, %out: i64):
      %308 = arith.select %in, %in_23, %in_24 : i64
      linalg.yield %308 : i64
    } -> tensor<i64>
    %287 = tensor.empty() : tensor<64x32xf16>
    %288 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%255 : tensor<64x32xf32>) outs(%287 : tensor<64x32xf16>) {
    ^bb0(%in: f32, %out: f16):
      %308 = arith.truncf %in : f32 to f16
      linalg.yield %308 : f16
    } -> tensor<64x32xf16>
    %289 = linalg.generic {indexing_maps = [#map3, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%253, %arg2, %288 : tensor<i1>, tensor<64x32xf16>, tensor<64x32xf16>) outs(%143 : tensor<64x32xf16>) {
    ^bb0(%in: i1, %in_23: f16, %in_24: f16, %out: f16):
      %308 = arith.select %in, %in_23, %in_24 : f16
      linalg.yield %308 : f16
    } -> tensor<64x32xf16>
    %290 = tensor.empty() : tensor<64xf16>
    %291 = tensor.empty() : tensor<64xf16>
    %292 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%257 : tensor<64xf32>) outs(%291 : tensor<64xf16>) {
    ^bb0(%in: f32, %out: f16):
      %308 = arith.truncf %in : f32 to f16
      linalg.yield %308 : f16
    } -> tensor<64xf16>
    %293 = tensor.empty() : tensor<64xf16>
    %294 = linalg.generic {indexing_maps = [#map6, #map1, #map1, #map1], iterator_types = ["parallel"]} ins(%253, %arg3, %292 : tensor<i1>, tensor<64xf16>, tensor<64xf16>) outs(%293 : tensor<64xf16>) {
    ^bb0(%in: i1, %in_23: f16, %in_24: f16, %out: f16):
      %308 = arith.select %in, %in_23, %in_24 : f16
      linalg.yield %308 : f16
    } -> tensor<64xf16>
    %295 = tensor.empty() : tensor<64x64xf16>
    %296 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%259 : tensor<64x64xf32>) outs(%295 : tensor<64x64xf16>) {
    ^bb0(%in: f32, %out: f16):
      %308 = arith.truncf %in : f32 to f16
      linalg.yield %308 : f16
    } -> tensor<64x64xf16>
    %297 = linalg.generic {indexing_maps = [#map3, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%253, %arg4, %296 : tensor<i1>, tensor<64x64xf16>, tensor<64x64xf16>) outs(%23 : tensor<64x64xf16>) {
    ^bb0(%in: i1, %in_23: f16, %in_24: f16, %out: f16):
      %308 = arith.select %in, %in_23, %in_24 : f16
      linalg.yield %308 : f16
    } -> tensor<64x64xf16>
    %298 = tensor.empty() : tensor<64xf16>
    %299 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%261 : tensor<64xf32>) outs(%298 : tensor<64xf16>) {
    ^bb0(%in: f32, %out: f16):
      %308 = arith.truncf %in : f32 to f16
      linalg.yield %308 : f16
    } -> tensor<64xf16>
    %300 = linalg.generic {indexing_maps = [#map6, #map1, #map1, #map1], iterator_types = ["parallel"]} ins(%253, %arg5, %299 : tensor<i1>, tensor<64xf16>, tensor<64xf16>) outs(%290 : tensor<64xf16>) {
    ^bb0(%in: i1, %in_23: f16, %in_24: f16, %out: f16):
      %308 = arith.select %in, %in_23, %in_24 : f16
      linalg.yield %308 : f16
    } -> tensor<64xf16>
    %301 = tensor.empty() : tensor<16x64xf16>
    %302 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%263 : tensor<16x64xf32>) outs(%301 : tensor<16x64xf16>) {
    ^bb0(%in: f32, %out: f16):
      %308 = arith.truncf %in : f32 to f16
      linalg.yield %308 : f16
    } -> tensor<16x64xf16>
    %303 = linalg.generic {indexing_maps = [#map3, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%253, %arg6, %302 : tensor<i1>, tensor<16x64xf16>, tensor<16x64xf16>) outs(%90 : tensor<16x64xf16>) {
    ^bb0(%in: i1, %in_23: f16, %in_24: f16, %out: f16):
      %308 = arith.select %in, %in_23, %in_24 : f16
      linalg.yield %308 : f16
    } -> tensor<16x64xf16>
    %304 = tensor.empty() : tensor<16xf16>
    %305 = tensor.empty() : tensor<16xf16>
    %306 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%265 : tensor<16xf32>) outs(%305 : tensor<16xf16>) {
    ^bb0(%in: f32, %out: f16):
      %308 = arith.truncf %in : f32 to f16
      linalg.yield %308 : f16
    } -> tensor<16xf16>
    %307 = linalg.generic {indexing_maps = [#map6, #map1, #map1, #map1], iterator_types = ["parallel"]} ins(%253, %arg7, %306 : tensor<i1>, tensor<16xf16>, tensor<16xf16>) outs(%304 : tensor<16xf16>) {
    ^bb0(%in: i1, %in_23: f16, %in_24: f16, %out: f16):
      %308 = arith.select %in, %in_23, %in_24 : f16
      linalg.yield %308 : f16
    } -> tensor<16xf16>
    return %69, %289, %294, %297, %300, %303, %307, %255, %257, %259, %261, %263, %265, %266, %268, %269, %270, %271, %272, %284, %286 : tensor<f32>, tensor<64x32xf16>, tensor<64xf16>, tensor<64x64xf16>, tensor<64xf16>, tensor<16x64xf16>, tensor<16xf16>, tensor<64x32xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<f32>, tensor<i64>
  }
}

