// Model zoo: jax-mlp, exported by examples/models/regenerate.sh (zoo.py); random weights.
// Arguments: the inputs, then every parameter/buffer (cleave.name = its name). {"inputs": ["x"], "parameters": 6}
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> ()>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map4 = affine_map<(d0, d1, d2) -> (d2)>
#map5 = affine_map<(d0, d1, d2) -> (0, 0, d2)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d3, d2)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  func.func public @forward(%arg0: tensor<8x16x32xf32> {cleave.name = "x"}, %arg1: tensor<64xf32> {cleave.name = "fc1.b"}, %arg2: tensor<32x64xf32> {cleave.name = "fc1.w"}, %arg3: tensor<32xf32> {cleave.name = "fc2.b"}, %arg4: tensor<64x32xf32> {cleave.name = "fc2.w"}, %arg5: tensor<32xf32> {cleave.name = "ln.bias"}, %arg6: tensor<32xf32> {cleave.name = "ln.scale"}) -> tensor<8x16x32xf32> {
    %cst = arith.constant dense<5.000000e-01> : tensor<f32>
    %cst_0 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_1 = arith.constant dense<0.797884583> : tensor<f32>
    %cst_2 = arith.constant dense<4.471500e-02> : tensor<f32>
    %cst_3 = arith.constant dense<9.99999974E-6> : tensor<f32>
    %cst_4 = arith.constant dense<3.200000e+01> : tensor<f32>
    %cst_5 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<8x16xf32>
    %1 = linalg.fill ins(%cst_5 : f32) outs(%0 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<8x16x32xf32>) outs(%1 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %96 = arith.addf %out, %in : f32
      linalg.yield %96 : f32
    } -> tensor<8x16xf32>
    %3 = tensor.empty() : tensor<8x16x1xf32>
    %4 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<8x16xf32>) outs(%3 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x1xf32>
    %5 = tensor.empty() : tensor<8x16x1xf32>
    %6 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_4 : tensor<f32>) outs(%5 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x1xf32>
    %7 = tensor.empty() : tensor<8x16x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %6 : tensor<8x16x1xf32>, tensor<8x16x1xf32>) outs(%7 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %96 = arith.divf %in, %in_6 : f32
      linalg.yield %96 : f32
    } -> tensor<8x16x1xf32>
    %9 = tensor.empty() : tensor<8x16x32xf32>
    %10 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<8x16x1xf32>) outs(%9 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x32xf32>
    %11 = tensor.empty() : tensor<8x16x32xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %10 : tensor<8x16x32xf32>, tensor<8x16x32xf32>) outs(%11 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %96 = arith.subf %in, %in_6 : f32
      linalg.yield %96 : f32
    } -> tensor<8x16x32xf32>
    %13 = tensor.empty() : tensor<8x16x32xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12, %12 : tensor<8x16x32xf32>, tensor<8x16x32xf32>) outs(%13 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %96 = arith.mulf %in, %in_6 : f32
      linalg.yield %96 : f32
    } -> tensor<8x16x32xf32>
    %15 = tensor.empty() : tensor<8x16xf32>
    %16 = linalg.fill ins(%cst_5 : f32) outs(%15 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%14 : tensor<8x16x32xf32>) outs(%16 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %96 = arith.addf %out, %in : f32
      linalg.yield %96 : f32
    } -> tensor<8x16xf32>
    %18 = tensor.empty() : tensor<8x16x1xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17 : tensor<8x16xf32>) outs(%18 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x1xf32>
    %20 = tensor.empty() : tensor<8x16x1xf32>
    %21 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_4 : tensor<f32>) outs(%20 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x1xf32>
    %22 = tensor.empty() : tensor<8x16x1xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %21 : tensor<8x16x1xf32>, tensor<8x16x1xf32>) outs(%22 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %96 = arith.divf %in, %in_6 : f32
      linalg.yield %96 : f32
    } -> tensor<8x16x1xf32>
    %24 = tensor.empty() : tensor<8x16x32xf32>
    %25 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<8x16x1xf32>) outs(%24 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x32xf32>
    %26 = tensor.empty() : tensor<8x16x32xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %25 : tensor<8x16x32xf32>, tensor<8x16x32xf32>) outs(%26 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %96 = arith.subf %in, %in_6 : f32
      linalg.yield %96 : f32
    } -> tensor<8x16x32xf32>
    %28 = tensor.empty() : tensor<8x16x1xf32>
    %29 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_3 : tensor<f32>) outs(%28 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x1xf32>
    %30 = tensor.empty() : tensor<8x16x1xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23, %29 : tensor<8x16x1xf32>, tensor<8x16x1xf32>) outs(%30 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %96 = arith.addf %in, %in_6 : f32
      linalg.yield %96 : f32
    } -> tensor<8x16x1xf32>
    %32 = tensor.empty() : tensor<8x16x1xf32>
    %33 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31 : tensor<8x16x1xf32>) outs(%32 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %96 = math.sqrt %in : f32
      linalg.yield %96 : f32
    } -> tensor<8x16x1xf32>
    %34 = tensor.empty() : tensor<8x16x32xf32>
    %35 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33 : tensor<8x16x1xf32>) outs(%34 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x32xf32>
    %36 = tensor.empty() : tensor<8x16x32xf32>
    %37 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27, %35 : tensor<8x16x32xf32>, tensor<8x16x32xf32>) outs(%36 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %96 = arith.divf %in, %in_6 : f32
      linalg.yield %96 : f32
    } -> tensor<8x16x32xf32>
    %38 = tensor.empty() : tensor<1x1x32xf32>
    %39 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg6 : tensor<32xf32>) outs(%38 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1x32xf32>
    %40 = tensor.empty() : tensor<8x16x32xf32>
    %41 = linalg.generic {indexing_maps = [#map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39 : tensor<1x1x32xf32>) outs(%40 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x32xf32>
    %42 = tensor.empty() : tensor<8x16x32xf32>
    %43 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%37, %41 : tensor<8x16x32xf32>, tensor<8x16x32xf32>) outs(%42 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %96 = arith.mulf %in, %in_6 : f32
      linalg.yield %96 : f32
    } -> tensor<8x16x32xf32>
    %44 = tensor.empty() : tensor<1x1x32xf32>
    %45 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg5 : tensor<32xf32>) outs(%44 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1x32xf32>
    %46 = tensor.empty() : tensor<8x16x32xf32>
    %47 = linalg.generic {indexing_maps = [#map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45 : tensor<1x1x32xf32>) outs(%46 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x32xf32>
    %48 = tensor.empty() : tensor<8x16x32xf32>
    %49 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%43, %47 : tensor<8x16x32xf32>, tensor<8x16x32xf32>) outs(%48 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %96 = arith.addf %in, %in_6 : f32
      linalg.yield %96 : f32
    } -> tensor<8x16x32xf32>
    %50 = tensor.empty() : tensor<8x16x64xf32>
    %51 = linalg.fill ins(%cst_5 : f32) outs(%50 : tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %52 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%49, %arg2 : tensor<8x16x32xf32>, tensor<32x64xf32>) outs(%51 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %96 = arith.mulf %in, %in_6 : f32
      %97 = arith.addf %out, %96 : f32
      linalg.yield %97 : f32
    } -> tensor<8x16x64xf32>
    %53 = tensor.empty() : tensor<1x1x64xf32>
    %54 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<64xf32>) outs(%53 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1x64xf32>
    %55 = tensor.empty() : tensor<8x16x64xf32>
    %56 = linalg.generic {indexing_maps = [#map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%54 : tensor<1x1x64xf32>) outs(%55 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x64xf32>
    %57 = tensor.empty() : tensor<8x16x64xf32>
    %58 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%52, %56 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%57 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %96 = arith.addf %in, %in_6 : f32
      linalg.yield %96 : f32
    } -> tensor<8x16x64xf32>
    %59 = tensor.empty() : tensor<8x16x64xf32>
    %60 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%58, %58 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%59 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %96 = arith.mulf %in, %in_6 : f32
      linalg.yield %96 : f32
    } -> tensor<8x16x64xf32>
    %61 = tensor.empty() : tensor<8x16x64xf32>
    %62 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60, %58 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%61 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %96 = arith.mulf %in, %in_6 : f32
      linalg.yield %96 : f32
    } -> tensor<8x16x64xf32>
    %63 = tensor.empty() : tensor<8x16x64xf32>
    %64 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_2 : tensor<f32>) outs(%63 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x64xf32>
    %65 = tensor.empty() : tensor<8x16x64xf32>
    %66 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64, %62 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%65 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %96 = arith.mulf %in, %in_6 : f32
      linalg.yield %96 : f32
    } -> tensor<8x16x64xf32>
    %67 = tensor.empty() : tensor<8x16x64xf32>
    %68 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%58, %66 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%67 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %96 = arith.addf %in, %in_6 : f32
      linalg.yield %96 : f32
    } -> tensor<8x16x64xf32>
    %69 = tensor.empty() : tensor<8x16x64xf32>
    %70 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_1 : tensor<f32>) outs(%69 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x64xf32>
    %71 = tensor.empty() : tensor<8x16x64xf32>
    %72 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70, %68 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%71 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %96 = arith.mulf %in, %in_6 : f32
      linalg.yield %96 : f32
    } -> tensor<8x16x64xf32>
    %73 = tensor.empty() : tensor<8x16x64xf32>
    %74 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<8x16x64xf32>) outs(%73 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %96 = math.tanh %in : f32
      linalg.yield %96 : f32
    } -> tensor<8x16x64xf32>
    %75 = tensor.empty() : tensor<8x16x64xf32>
    %76 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_0 : tensor<f32>) outs(%75 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x64xf32>
    %77 = tensor.empty() : tensor<8x16x64xf32>
    %78 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76, %74 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%77 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %96 = arith.addf %in, %in_6 : f32
      linalg.yield %96 : f32
    } -> tensor<8x16x64xf32>
    %79 = tensor.empty() : tensor<8x16x64xf32>
    %80 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst : tensor<f32>) outs(%79 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x64xf32>
    %81 = tensor.empty() : tensor<8x16x64xf32>
    %82 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80, %78 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%81 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %96 = arith.mulf %in, %in_6 : f32
      linalg.yield %96 : f32
    } -> tensor<8x16x64xf32>
    %83 = tensor.empty() : tensor<8x16x64xf32>
    %84 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%58, %82 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%83 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %96 = arith.mulf %in, %in_6 : f32
      linalg.yield %96 : f32
    } -> tensor<8x16x64xf32>
    %85 = tensor.empty() : tensor<8x16x32xf32>
    %86 = linalg.fill ins(%cst_5 : f32) outs(%85 : tensor<8x16x32xf32>) -> tensor<8x16x32xf32>
    %87 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%84, %arg4 : tensor<8x16x64xf32>, tensor<64x32xf32>) outs(%86 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %96 = arith.mulf %in, %in_6 : f32
      %97 = arith.addf %out, %96 : f32
      linalg.yield %97 : f32
    } -> tensor<8x16x32xf32>
    %88 = tensor.empty() : tensor<8x16x32xf32>
    %89 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %87 : tensor<8x16x32xf32>, tensor<8x16x32xf32>) outs(%88 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %96 = arith.addf %in, %in_6 : f32
      linalg.yield %96 : f32
    } -> tensor<8x16x32xf32>
    %90 = tensor.empty() : tensor<1x1x32xf32>
    %91 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg3 : tensor<32xf32>) outs(%90 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1x32xf32>
    %92 = tensor.empty() : tensor<8x16x32xf32>
    %93 = linalg.generic {indexing_maps = [#map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<1x1x32xf32>) outs(%92 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x32xf32>
    %94 = tensor.empty() : tensor<8x16x32xf32>
    %95 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89, %93 : tensor<8x16x32xf32>, tensor<8x16x32xf32>) outs(%94 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %96 = arith.addf %in, %in_6 : f32
      linalg.yield %96 : f32
    } -> tensor<8x16x32xf32>
    return %95 : tensor<8x16x32xf32>
  }
}

