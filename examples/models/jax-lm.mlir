// Model zoo: jax-lm, exported by examples/models/regenerate.sh (zoo.py); random weights.
// Arguments: the inputs, then every parameter/buffer (cleave.name = its name). {"inputs": ["input_ids", "labels"], "parameters": 3}
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> ()>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map4 = affine_map<(d0, d1, d2) -> (d2)>
#map5 = affine_map<(d0, d1, d2) -> (0, 0, d2)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d3, d2)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map9 = affine_map<(d0, d1) -> (d0, d1)>
#map10 = affine_map<(d0, d1) -> (d0)>
#map11 = affine_map<(d0) -> ()>
#map12 = affine_map<(d0) -> (d0)>
#map13 = affine_map<(d0, d1) -> (d0, 0)>
#map14 = affine_map<() -> ()>
#map15 = affine_map<(d0, d1) -> ()>
#map16 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
module {
  func.func public @forward(%arg0: tensor<8x16xi32> {cleave.name = "input_ids"}, %arg1: tensor<8x16xi32> {cleave.name = "labels"}, %arg2: tensor<32x64xf32> {cleave.name = "head"}, %arg3: tensor<32xf32> {cleave.name = "ln"}, %arg4: tensor<64x32xf32> {cleave.name = "wte"}) -> tensor<f32> {
    %cst = arith.constant 1.280000e+02 : f32
    %cst_0 = arith.constant 0x7F800000 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_3 = arith.constant dense<9.99999974E-6> : tensor<f32>
    %cst_4 = arith.constant dense<3.200000e+01> : tensor<f32>
    %cst_5 = arith.constant 0.000000e+00 : f32
    %cst_6 = arith.constant dense<0.000000e+00> : tensor<f32>
    %0 = call @_take(%arg4, %arg0) : (tensor<64x32xf32>, tensor<8x16xi32>) -> tensor<8x16x32xf32>
    %1 = tensor.empty() : tensor<8x16xf32>
    %2 = linalg.fill ins(%cst_5 : f32) outs(%1 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%0 : tensor<8x16x32xf32>) outs(%2 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.addf %out, %in : f32
      linalg.yield %86 : f32
    } -> tensor<8x16xf32>
    %4 = tensor.empty() : tensor<8x16x1xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3 : tensor<8x16xf32>) outs(%4 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x1xf32>
    %6 = tensor.empty() : tensor<8x16x1xf32>
    %7 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_4 : tensor<f32>) outs(%6 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x1xf32>
    %8 = tensor.empty() : tensor<8x16x1xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %7 : tensor<8x16x1xf32>, tensor<8x16x1xf32>) outs(%8 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %86 = arith.divf %in, %in_9 : f32
      linalg.yield %86 : f32
    } -> tensor<8x16x1xf32>
    %10 = tensor.empty() : tensor<8x16x32xf32>
    %11 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<8x16x1xf32>) outs(%10 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x32xf32>
    %12 = tensor.empty() : tensor<8x16x32xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%0, %11 : tensor<8x16x32xf32>, tensor<8x16x32xf32>) outs(%12 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %86 = arith.subf %in, %in_9 : f32
      linalg.yield %86 : f32
    } -> tensor<8x16x32xf32>
    %14 = tensor.empty() : tensor<8x16x32xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13, %13 : tensor<8x16x32xf32>, tensor<8x16x32xf32>) outs(%14 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %86 = arith.mulf %in, %in_9 : f32
      linalg.yield %86 : f32
    } -> tensor<8x16x32xf32>
    %16 = tensor.empty() : tensor<8x16xf32>
    %17 = linalg.fill ins(%cst_5 : f32) outs(%16 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%15 : tensor<8x16x32xf32>) outs(%17 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.addf %out, %in : f32
      linalg.yield %86 : f32
    } -> tensor<8x16xf32>
    %19 = tensor.empty() : tensor<8x16x1xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<8x16xf32>) outs(%19 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x1xf32>
    %21 = tensor.empty() : tensor<8x16x1xf32>
    %22 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_4 : tensor<f32>) outs(%21 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x1xf32>
    %23 = tensor.empty() : tensor<8x16x1xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %22 : tensor<8x16x1xf32>, tensor<8x16x1xf32>) outs(%23 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %86 = arith.divf %in, %in_9 : f32
      linalg.yield %86 : f32
    } -> tensor<8x16x1xf32>
    %25 = tensor.empty() : tensor<8x16x32xf32>
    %26 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<8x16x1xf32>) outs(%25 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x32xf32>
    %27 = tensor.empty() : tensor<8x16x32xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%0, %26 : tensor<8x16x32xf32>, tensor<8x16x32xf32>) outs(%27 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %86 = arith.subf %in, %in_9 : f32
      linalg.yield %86 : f32
    } -> tensor<8x16x32xf32>
    %29 = tensor.empty() : tensor<8x16x1xf32>
    %30 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_3 : tensor<f32>) outs(%29 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x1xf32>
    %31 = tensor.empty() : tensor<8x16x1xf32>
    %32 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24, %30 : tensor<8x16x1xf32>, tensor<8x16x1xf32>) outs(%31 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %86 = arith.addf %in, %in_9 : f32
      linalg.yield %86 : f32
    } -> tensor<8x16x1xf32>
    %33 = tensor.empty() : tensor<8x16x1xf32>
    %34 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32 : tensor<8x16x1xf32>) outs(%33 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = math.sqrt %in : f32
      linalg.yield %86 : f32
    } -> tensor<8x16x1xf32>
    %35 = tensor.empty() : tensor<8x16x32xf32>
    %36 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34 : tensor<8x16x1xf32>) outs(%35 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x32xf32>
    %37 = tensor.empty() : tensor<8x16x32xf32>
    %38 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28, %36 : tensor<8x16x32xf32>, tensor<8x16x32xf32>) outs(%37 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %86 = arith.divf %in, %in_9 : f32
      linalg.yield %86 : f32
    } -> tensor<8x16x32xf32>
    %39 = tensor.empty() : tensor<1x1x32xf32>
    %40 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg3 : tensor<32xf32>) outs(%39 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1x32xf32>
    %41 = tensor.empty() : tensor<8x16x32xf32>
    %42 = linalg.generic {indexing_maps = [#map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40 : tensor<1x1x32xf32>) outs(%41 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x32xf32>
    %43 = tensor.empty() : tensor<8x16x32xf32>
    %44 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38, %42 : tensor<8x16x32xf32>, tensor<8x16x32xf32>) outs(%43 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %86 = arith.mulf %in, %in_9 : f32
      linalg.yield %86 : f32
    } -> tensor<8x16x32xf32>
    %45 = tensor.empty() : tensor<8x16x64xf32>
    %46 = linalg.fill ins(%cst_5 : f32) outs(%45 : tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %47 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%44, %arg2 : tensor<8x16x32xf32>, tensor<32x64xf32>) outs(%46 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %86 = arith.mulf %in, %in_9 : f32
      %87 = arith.addf %out, %86 : f32
      linalg.yield %87 : f32
    } -> tensor<8x16x64xf32>
    %collapsed = tensor.collapse_shape %47 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %collapsed_7 = tensor.collapse_shape %arg1 [[0, 1]] : tensor<8x16xi32> into tensor<128xi32>
    %expanded = tensor.expand_shape %collapsed_7 [[0, 1]] output_shape [128, 1] : tensor<128xi32> into tensor<128x1xi32>
    %48 = call @take_along_axis(%collapsed, %expanded) : (tensor<128x64xf32>, tensor<128x1xi32>) -> tensor<128x1xf32>
    %49 = tensor.empty() : tensor<128xf32>
    %50 = linalg.fill ins(%cst_1 : f32) outs(%49 : tensor<128xf32>) -> tensor<128xf32>
    %51 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "reduction"]} ins(%collapsed : tensor<128x64xf32>) outs(%50 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.maximumf %out, %in : f32
      linalg.yield %86 : f32
    } -> tensor<128xf32>
    %52 = tensor.empty() : tensor<128xf32>
    %53 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel"]} ins(%cst_2 : tensor<f32>) outs(%52 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128xf32>
    %54 = tensor.empty() : tensor<128xf32>
    %55 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%53, %51 : tensor<128xf32>, tensor<128xf32>) outs(%54 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %86 = arith.maximumf %in, %in_9 : f32
      linalg.yield %86 : f32
    } -> tensor<128xf32>
    %56 = tensor.empty() : tensor<128xi1>
    %57 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%55 : tensor<128xf32>) outs(%56 : tensor<128xi1>) {
    ^bb0(%in: f32, %out: i1):
      %86 = math.absf %in : f32
      %87 = arith.cmpf one, %86, %cst_0 : f32
      linalg.yield %87 : i1
    } -> tensor<128xi1>
    %58 = tensor.empty() : tensor<128xf32>
    %59 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel"]} ins(%cst_6 : tensor<f32>) outs(%58 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128xf32>
    %60 = tensor.empty() : tensor<128xf32>
    %61 = linalg.generic {indexing_maps = [#map12, #map12, #map12, #map12], iterator_types = ["parallel"]} ins(%57, %55, %59 : tensor<128xi1>, tensor<128xf32>, tensor<128xf32>) outs(%60 : tensor<128xf32>) {
    ^bb0(%in: i1, %in_9: f32, %in_10: f32, %out: f32):
      %86 = arith.select %in, %in_9, %in_10 : f32
      linalg.yield %86 : f32
    } -> tensor<128xf32>
    %62 = tensor.empty() : tensor<128x1xf32>
    %63 = linalg.generic {indexing_maps = [#map10, #map9], iterator_types = ["parallel", "parallel"]} ins(%61 : tensor<128xf32>) outs(%62 : tensor<128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x1xf32>
    %64 = tensor.empty() : tensor<128x64xf32>
    %65 = linalg.generic {indexing_maps = [#map13, #map9], iterator_types = ["parallel", "parallel"]} ins(%63 : tensor<128x1xf32>) outs(%64 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %66 = tensor.empty() : tensor<128x64xf32>
    %67 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%collapsed, %65 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%66 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %86 = arith.subf %in, %in_9 : f32
      linalg.yield %86 : f32
    } -> tensor<128x64xf32>
    %68 = tensor.empty() : tensor<128x64xf32>
    %69 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%67 : tensor<128x64xf32>) outs(%68 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = math.exp %in : f32
      linalg.yield %86 : f32
    } -> tensor<128x64xf32>
    %70 = tensor.empty() : tensor<128xf32>
    %71 = linalg.fill ins(%cst_5 : f32) outs(%70 : tensor<128xf32>) -> tensor<128xf32>
    %72 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "reduction"]} ins(%69 : tensor<128x64xf32>) outs(%71 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.addf %out, %in : f32
      linalg.yield %86 : f32
    } -> tensor<128xf32>
    %73 = tensor.empty() : tensor<128xf32>
    %74 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%72 : tensor<128xf32>) outs(%73 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = math.absf %in : f32
      linalg.yield %86 : f32
    } -> tensor<128xf32>
    %75 = tensor.empty() : tensor<128xf32>
    %76 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%74 : tensor<128xf32>) outs(%75 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = math.log %in : f32
      linalg.yield %86 : f32
    } -> tensor<128xf32>
    %77 = tensor.empty() : tensor<128xf32>
    %78 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%76, %61 : tensor<128xf32>, tensor<128xf32>) outs(%77 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %86 = arith.addf %in, %in_9 : f32
      linalg.yield %86 : f32
    } -> tensor<128xf32>
    %collapsed_8 = tensor.collapse_shape %48 [[0, 1]] : tensor<128x1xf32> into tensor<128xf32>
    %79 = tensor.empty() : tensor<128xf32>
    %80 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%78, %collapsed_8 : tensor<128xf32>, tensor<128xf32>) outs(%79 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %86 = arith.subf %in, %in_9 : f32
      linalg.yield %86 : f32
    } -> tensor<128xf32>
    %81 = tensor.empty() : tensor<f32>
    %82 = linalg.fill ins(%cst_5 : f32) outs(%81 : tensor<f32>) -> tensor<f32>
    %83 = linalg.generic {indexing_maps = [#map12, #map11], iterator_types = ["reduction"]} ins(%80 : tensor<128xf32>) outs(%82 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.addf %out, %in : f32
      linalg.yield %86 : f32
    } -> tensor<f32>
    %84 = tensor.empty() : tensor<f32>
    %85 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = []} ins(%83 : tensor<f32>) outs(%84 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.divf %in, %cst : f32
      linalg.yield %86 : f32
    } -> tensor<f32>
    return %85 : tensor<f32>
  }
  func.func private @_take(%arg0: tensor<64x32xf32>, %arg1: tensor<8x16xi32>) -> tensor<8x16x32xf32> {
    %cst = arith.constant dense<0x7FC00000> : tensor<f32>
    %c63 = arith.constant 63 : index
    %c0 = arith.constant 0 : index
    %true = arith.constant true
    %cst_0 = arith.constant dense<63> : tensor<1xi32>
    %cst_1 = arith.constant dense<64> : tensor<i32>
    %cst_2 = arith.constant dense<0> : tensor<i32>
    %0 = tensor.empty() : tensor<8x16xi32>
    %1 = linalg.generic {indexing_maps = [#map15, #map9], iterator_types = ["parallel", "parallel"]} ins(%cst_2 : tensor<i32>) outs(%0 : tensor<8x16xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<8x16xi32>
    %2 = tensor.empty() : tensor<8x16xi1>
    %3 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg1, %1 : tensor<8x16xi32>, tensor<8x16xi32>) outs(%2 : tensor<8x16xi1>) {
    ^bb0(%in: i32, %in_3: i32, %out: i1):
      %34 = arith.cmpi slt, %in, %in_3 : i32
      linalg.yield %34 : i1
    } -> tensor<8x16xi1>
    %4 = tensor.empty() : tensor<8x16xi32>
    %5 = linalg.generic {indexing_maps = [#map15, #map9], iterator_types = ["parallel", "parallel"]} ins(%cst_1 : tensor<i32>) outs(%4 : tensor<8x16xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<8x16xi32>
    %6 = tensor.empty() : tensor<8x16xi32>
    %7 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg1, %5 : tensor<8x16xi32>, tensor<8x16xi32>) outs(%6 : tensor<8x16xi32>) {
    ^bb0(%in: i32, %in_3: i32, %out: i32):
      %34 = arith.addi %in, %in_3 : i32
      linalg.yield %34 : i32
    } -> tensor<8x16xi32>
    %8 = call @_where(%3, %7, %arg1) : (tensor<8x16xi1>, tensor<8x16xi32>, tensor<8x16xi32>) -> tensor<8x16xi32>
    %9 = tensor.empty() : tensor<8x16x1xi32>
    %10 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<8x16xi32>) outs(%9 : tensor<8x16x1xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<8x16x1xi32>
    %11 = tensor.empty() : tensor<8x16x1xi32>
    %12 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_2 : tensor<i32>) outs(%11 : tensor<8x16x1xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<8x16x1xi32>
    %13 = tensor.empty() : tensor<8x16x1xi1>
    %14 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %12 : tensor<8x16x1xi32>, tensor<8x16x1xi32>) outs(%13 : tensor<8x16x1xi1>) {
    ^bb0(%in: i32, %in_3: i32, %out: i1):
      %34 = arith.cmpi sge, %in, %in_3 : i32
      linalg.yield %34 : i1
    } -> tensor<8x16x1xi1>
    %15 = tensor.empty() : tensor<1x1x1xi32>
    %16 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_0 : tensor<1xi32>) outs(%15 : tensor<1x1x1xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<1x1x1xi32>
    %17 = tensor.empty() : tensor<8x16x1xi32>
    %18 = linalg.generic {indexing_maps = [#map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<1x1x1xi32>) outs(%17 : tensor<8x16x1xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<8x16x1xi32>
    %19 = tensor.empty() : tensor<8x16x1xi1>
    %20 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %18 : tensor<8x16x1xi32>, tensor<8x16x1xi32>) outs(%19 : tensor<8x16x1xi1>) {
    ^bb0(%in: i32, %in_3: i32, %out: i1):
      %34 = arith.cmpi sle, %in, %in_3 : i32
      linalg.yield %34 : i1
    } -> tensor<8x16x1xi1>
    %21 = tensor.empty() : tensor<8x16x1xi1>
    %22 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14, %20 : tensor<8x16x1xi1>, tensor<8x16x1xi1>) outs(%21 : tensor<8x16x1xi1>) {
    ^bb0(%in: i1, %in_3: i1, %out: i1):
      %34 = arith.andi %in, %in_3 : i1
      linalg.yield %34 : i1
    } -> tensor<8x16x1xi1>
    %23 = tensor.empty() : tensor<8x16xi1>
    %24 = linalg.fill ins(%true : i1) outs(%23 : tensor<8x16xi1>) -> tensor<8x16xi1>
    %25 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%22 : tensor<8x16x1xi1>) outs(%24 : tensor<8x16xi1>) {
    ^bb0(%in: i1, %out: i1):
      %34 = arith.andi %out, %in : i1
      linalg.yield %34 : i1
    } -> tensor<8x16xi1>
    %26 = tensor.empty() : tensor<8x16x32xf32>
    %27 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel"]} outs(%26 : tensor<8x16x32xf32>) {
    ^bb0(%out: f32):
      %34 = linalg.index 0 : index
      %35 = linalg.index 1 : index
      %36 = linalg.index 2 : index
      %extracted = tensor.extract %10[%34, %35, %c0] : tensor<8x16x1xi32>
      %37 = arith.index_cast %extracted : i32 to index
      %38 = arith.maxsi %37, %c0 : index
      %39 = arith.minsi %38, %c63 : index
      %extracted_3 = tensor.extract %arg0[%39, %36] : tensor<64x32xf32>
      linalg.yield %extracted_3 : f32
    } -> tensor<8x16x32xf32>
    %28 = tensor.empty() : tensor<8x16x32xi1>
    %29 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<8x16xi1>) outs(%28 : tensor<8x16x32xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<8x16x32xi1>
    %30 = tensor.empty() : tensor<8x16x32xf32>
    %31 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst : tensor<f32>) outs(%30 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x32xf32>
    %32 = tensor.empty() : tensor<8x16x32xf32>
    %33 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29, %27, %31 : tensor<8x16x32xi1>, tensor<8x16x32xf32>, tensor<8x16x32xf32>) outs(%32 : tensor<8x16x32xf32>) {
    ^bb0(%in: i1, %in_3: f32, %in_4: f32, %out: f32):
      %34 = arith.select %in, %in_3, %in_4 : f32
      linalg.yield %34 : f32
    } -> tensor<8x16x32xf32>
    return %33 : tensor<8x16x32xf32>
  }
  func.func private @_where(%arg0: tensor<8x16xi1>, %arg1: tensor<8x16xi32>, %arg2: tensor<8x16xi32>) -> tensor<8x16xi32> {
    %0 = tensor.empty() : tensor<8x16xi32>
    %1 = linalg.generic {indexing_maps = [#map9, #map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<8x16xi1>, tensor<8x16xi32>, tensor<8x16xi32>) outs(%0 : tensor<8x16xi32>) {
    ^bb0(%in: i1, %in_0: i32, %in_1: i32, %out: i32):
      %2 = arith.select %in, %in_0, %in_1 : i32
      linalg.yield %2 : i32
    } -> tensor<8x16xi32>
    return %1 : tensor<8x16xi32>
  }
  func.func private @take_along_axis(%arg0: tensor<128x64xf32>, %arg1: tensor<128x1xi32>) -> tensor<128x1xf32> {
    %cst = arith.constant dense<0x7FC00000> : tensor<f32>
    %c63 = arith.constant 63 : index
    %c0 = arith.constant 0 : index
    %true = arith.constant true
    %cst_0 = arith.constant dense<63> : tensor<1xi32>
    %cst_1 = arith.constant dense<64> : tensor<i32>
    %cst_2 = arith.constant dense<0> : tensor<i32>
    %0 = tensor.empty() : tensor<128x1xi32>
    %1 = linalg.generic {indexing_maps = [#map15, #map9], iterator_types = ["parallel", "parallel"]} ins(%cst_2 : tensor<i32>) outs(%0 : tensor<128x1xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<128x1xi32>
    %2 = tensor.empty() : tensor<128x1xi1>
    %3 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg1, %1 : tensor<128x1xi32>, tensor<128x1xi32>) outs(%2 : tensor<128x1xi1>) {
    ^bb0(%in: i32, %in_3: i32, %out: i1):
      %31 = arith.cmpi slt, %in, %in_3 : i32
      linalg.yield %31 : i1
    } -> tensor<128x1xi1>
    %4 = tensor.empty() : tensor<128x1xi32>
    %5 = linalg.generic {indexing_maps = [#map15, #map9], iterator_types = ["parallel", "parallel"]} ins(%cst_1 : tensor<i32>) outs(%4 : tensor<128x1xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<128x1xi32>
    %6 = tensor.empty() : tensor<128x1xi32>
    %7 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg1, %5 : tensor<128x1xi32>, tensor<128x1xi32>) outs(%6 : tensor<128x1xi32>) {
    ^bb0(%in: i32, %in_3: i32, %out: i32):
      %31 = arith.addi %in, %in_3 : i32
      linalg.yield %31 : i32
    } -> tensor<128x1xi32>
    %8 = tensor.empty() : tensor<128x1xi32>
    %9 = linalg.generic {indexing_maps = [#map9, #map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%3, %7, %arg1 : tensor<128x1xi1>, tensor<128x1xi32>, tensor<128x1xi32>) outs(%8 : tensor<128x1xi32>) {
    ^bb0(%in: i1, %in_3: i32, %in_4: i32, %out: i32):
      %31 = arith.select %in, %in_3, %in_4 : i32
      linalg.yield %31 : i32
    } -> tensor<128x1xi32>
    %expanded = tensor.expand_shape %9 [[0], [1, 2]] output_shape [128, 1, 1] : tensor<128x1xi32> into tensor<128x1x1xi32>
    %10 = tensor.empty() : tensor<128x1x1xi32>
    %11 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_2 : tensor<i32>) outs(%10 : tensor<128x1x1xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<128x1x1xi32>
    %12 = tensor.empty() : tensor<128x1x1xi1>
    %13 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded, %11 : tensor<128x1x1xi32>, tensor<128x1x1xi32>) outs(%12 : tensor<128x1x1xi1>) {
    ^bb0(%in: i32, %in_3: i32, %out: i1):
      %31 = arith.cmpi sge, %in, %in_3 : i32
      linalg.yield %31 : i1
    } -> tensor<128x1x1xi1>
    %14 = tensor.empty() : tensor<1x1x1xi32>
    %15 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_0 : tensor<1xi32>) outs(%14 : tensor<1x1x1xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<1x1x1xi32>
    %16 = tensor.empty() : tensor<128x1x1xi32>
    %17 = linalg.generic {indexing_maps = [#map16, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<1x1x1xi32>) outs(%16 : tensor<128x1x1xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<128x1x1xi32>
    %18 = tensor.empty() : tensor<128x1x1xi1>
    %19 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded, %17 : tensor<128x1x1xi32>, tensor<128x1x1xi32>) outs(%18 : tensor<128x1x1xi1>) {
    ^bb0(%in: i32, %in_3: i32, %out: i1):
      %31 = arith.cmpi sle, %in, %in_3 : i32
      linalg.yield %31 : i1
    } -> tensor<128x1x1xi1>
    %20 = tensor.empty() : tensor<128x1x1xi1>
    %21 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13, %19 : tensor<128x1x1xi1>, tensor<128x1x1xi1>) outs(%20 : tensor<128x1x1xi1>) {
    ^bb0(%in: i1, %in_3: i1, %out: i1):
      %31 = arith.andi %in, %in_3 : i1
      linalg.yield %31 : i1
    } -> tensor<128x1x1xi1>
    %22 = tensor.empty() : tensor<128x1xi1>
    %23 = linalg.fill ins(%true : i1) outs(%22 : tensor<128x1xi1>) -> tensor<128x1xi1>
    %24 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%21 : tensor<128x1x1xi1>) outs(%23 : tensor<128x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %31 = arith.andi %out, %in : i1
      linalg.yield %31 : i1
    } -> tensor<128x1xi1>
    %25 = tensor.empty() : tensor<128x1xf32>
    %26 = linalg.generic {indexing_maps = [#map9], iterator_types = ["parallel", "parallel"]} outs(%25 : tensor<128x1xf32>) {
    ^bb0(%out: f32):
      %31 = linalg.index 0 : index
      %extracted = tensor.extract %expanded[%31, %c0, %c0] : tensor<128x1x1xi32>
      %32 = arith.index_cast %extracted : i32 to index
      %33 = arith.maxsi %32, %c0 : index
      %34 = arith.minsi %33, %c63 : index
      %extracted_3 = tensor.extract %arg0[%31, %34] : tensor<128x64xf32>
      linalg.yield %extracted_3 : f32
    } -> tensor<128x1xf32>
    %27 = tensor.empty() : tensor<128x1xf32>
    %28 = linalg.generic {indexing_maps = [#map15, #map9], iterator_types = ["parallel", "parallel"]} ins(%cst : tensor<f32>) outs(%27 : tensor<128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x1xf32>
    %29 = tensor.empty() : tensor<128x1xf32>
    %30 = linalg.generic {indexing_maps = [#map9, #map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%24, %26, %28 : tensor<128x1xi1>, tensor<128x1xf32>, tensor<128x1xf32>) outs(%29 : tensor<128x1xf32>) {
    ^bb0(%in: i1, %in_3: f32, %in_4: f32, %out: f32):
      %31 = arith.select %in, %in_3, %in_4 : f32
      linalg.yield %31 : f32
    } -> tensor<128x1xf32>
    return %30 : tensor<128x1xf32>
  }
}

