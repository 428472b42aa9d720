// Model zoo: jax-moe, exported by examples/models/regenerate.sh (zoo.py); random weights.
// Arguments: the inputs, then every parameter/buffer (cleave.name = its name). {"inputs": ["x"], "parameters": 3}
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d3, d2)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map5 = affine_map<(d0, d1) -> ()>
#map6 = affine_map<(d0, d1) -> (d0, d1)>
#map7 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map8 = affine_map<(d0, d1, d2) -> ()>
#map9 = affine_map<(d0, d1, d2) -> (d0, d2, d1)>
#map10 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map11 = affine_map<(d0, d1, d2) -> (d0, 0, d2)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map16 = affine_map<(d0, d1, d2, d3) -> ()>
#map17 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d1)>
#map18 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d2, d3)>
#map19 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#map20 = affine_map<(d0, d1, d2, d3) -> (d1, d3, d0, d2)>
#map21 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>
#map22 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d3)>
#map23 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>
#map24 = affine_map<(d0, d1, d2, d3, d4) -> (d4, d0, d3, d2)>
#map25 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
#map26 = affine_map<(d0, d1, d2) -> (0, 0, d2)>
#map27 = affine_map<(d0, d1, d2, d3) -> (d0, d1 + d3, d2)>
#map28 = affine_map<(d0, d1, d2, d3) -> (d3)>
module {
  func.func public @forward(%arg0: tensor<4x16x32xf32> {cleave.name = "x"}, %arg1: tensor<32x4xf32> {cleave.name = "router"}, %arg2: tensor<4x32x64xf32> {cleave.name = "w_in"}, %arg3: tensor<4x64x32xf32> {cleave.name = "w_out"}) -> tensor<4x16x32xf32> {
    %cst = arith.constant dense<8.000000e+00> : tensor<f32>
    %cst_0 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_2 = arith.constant 0xFF800000 : f32
    %cst_3 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_4 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<4x16x4xf32>
    %1 = linalg.fill ins(%cst_4 : f32) outs(%0 : tensor<4x16x4xf32>) -> tensor<4x16x4xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<4x16x32xf32>, tensor<32x4xf32>) outs(%1 : tensor<4x16x4xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %155 = arith.mulf %in, %in_5 : f32
      %156 = arith.addf %out, %155 : f32
      linalg.yield %156 : f32
    } -> tensor<4x16x4xf32>
    %3 = tensor.empty() : tensor<4x16xf32>
    %4 = linalg.fill ins(%cst_2 : f32) outs(%3 : tensor<4x16xf32>) -> tensor<4x16xf32>
    %5 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%2 : tensor<4x16x4xf32>) outs(%4 : tensor<4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = arith.maximumf %out, %in : f32
      linalg.yield %155 : f32
    } -> tensor<4x16xf32>
    %6 = tensor.empty() : tensor<4x16xf32>
    %7 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%cst_3 : tensor<f32>) outs(%6 : tensor<4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x16xf32>
    %8 = tensor.empty() : tensor<4x16xf32>
    %9 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%7, %5 : tensor<4x16xf32>, tensor<4x16xf32>) outs(%8 : tensor<4x16xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %155 = arith.maximumf %in, %in_5 : f32
      linalg.yield %155 : f32
    } -> tensor<4x16xf32>
    %10 = tensor.empty() : tensor<4x16x1xf32>
    %11 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<4x16xf32>) outs(%10 : tensor<4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x16x1xf32>
    %12 = tensor.empty() : tensor<4x16x4xf32>
    %13 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<4x16x1xf32>) outs(%12 : tensor<4x16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x16x4xf32>
    %14 = tensor.empty() : tensor<4x16x4xf32>
    %15 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %13 : tensor<4x16x4xf32>, tensor<4x16x4xf32>) outs(%14 : tensor<4x16x4xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %155 = arith.subf %in, %in_5 : f32
      linalg.yield %155 : f32
    } -> tensor<4x16x4xf32>
    %16 = tensor.empty() : tensor<4x16x4xf32>
    %17 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<4x16x4xf32>) outs(%16 : tensor<4x16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = math.exp %in : f32
      linalg.yield %155 : f32
    } -> tensor<4x16x4xf32>
    %18 = tensor.empty() : tensor<4x16xf32>
    %19 = linalg.fill ins(%cst_4 : f32) outs(%18 : tensor<4x16xf32>) -> tensor<4x16xf32>
    %20 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%17 : tensor<4x16x4xf32>) outs(%19 : tensor<4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = arith.addf %out, %in : f32
      linalg.yield %155 : f32
    } -> tensor<4x16xf32>
    %21 = tensor.empty() : tensor<4x16x1xf32>
    %22 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<4x16xf32>) outs(%21 : tensor<4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x16x1xf32>
    %23 = tensor.empty() : tensor<4x16x4xf32>
    %24 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<4x16x1xf32>) outs(%23 : tensor<4x16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x16x4xf32>
    %25 = tensor.empty() : tensor<4x16x4xf32>
    %26 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17, %24 : tensor<4x16x4xf32>, tensor<4x16x4xf32>) outs(%25 : tensor<4x16x4xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %155 = arith.divf %in, %in_5 : f32
      linalg.yield %155 : f32
    } -> tensor<4x16x4xf32>
    %27 = call @argmax(%26) : (tensor<4x16x4xf32>) -> tensor<4x16xi32>
    %28 = call @_one_hot(%27) : (tensor<4x16xi32>) -> tensor<4x16x4xf32>
    %29 = tensor.empty() : tensor<4x16x4xf32>
    %30 = linalg.generic {indexing_maps = [#map8, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_0 : tensor<f32>) outs(%29 : tensor<4x16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x16x4xf32>
    %31 = tensor.empty() : tensor<4x16x4xf32>
    %32 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30, %28 : tensor<4x16x4xf32>, tensor<4x16x4xf32>) outs(%31 : tensor<4x16x4xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %155 = arith.subf %in, %in_5 : f32
      linalg.yield %155 : f32
    } -> tensor<4x16x4xf32>
    %33 = tensor.empty() : tensor<4x16x4xf32>
    %34 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26, %32 : tensor<4x16x4xf32>, tensor<4x16x4xf32>) outs(%33 : tensor<4x16x4xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %155 = arith.mulf %in, %in_5 : f32
      linalg.yield %155 : f32
    } -> tensor<4x16x4xf32>
    %35 = call @argmax(%34) : (tensor<4x16x4xf32>) -> tensor<4x16xi32>
    %36 = call @_one_hot(%35) : (tensor<4x16xi32>) -> tensor<4x16x4xf32>
    %37 = call @cumsum(%28) : (tensor<4x16x4xf32>) -> tensor<4x16x4xf32>
    %38 = tensor.empty() : tensor<4x16x4xf32>
    %39 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%37, %28 : tensor<4x16x4xf32>, tensor<4x16x4xf32>) outs(%38 : tensor<4x16x4xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %155 = arith.mulf %in, %in_5 : f32
      linalg.yield %155 : f32
    } -> tensor<4x16x4xf32>
    %40 = tensor.empty() : tensor<4x16x4xf32>
    %41 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39, %28 : tensor<4x16x4xf32>, tensor<4x16x4xf32>) outs(%40 : tensor<4x16x4xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %155 = arith.subf %in, %in_5 : f32
      linalg.yield %155 : f32
    } -> tensor<4x16x4xf32>
    %42 = call @cumsum(%36) : (tensor<4x16x4xf32>) -> tensor<4x16x4xf32>
    %43 = tensor.empty() : tensor<4x4xf32>
    %44 = linalg.fill ins(%cst_4 : f32) outs(%43 : tensor<4x4xf32>) -> tensor<4x4xf32>
    %45 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%28 : tensor<4x16x4xf32>) outs(%44 : tensor<4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = arith.addf %out, %in : f32
      linalg.yield %155 : f32
    } -> tensor<4x4xf32>
    %46 = tensor.empty() : tensor<4x1x4xf32>
    %47 = linalg.generic {indexing_maps = [#map10, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45 : tensor<4x4xf32>) outs(%46 : tensor<4x1x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x1x4xf32>
    %48 = tensor.empty() : tensor<4x16x4xf32>
    %49 = linalg.generic {indexing_maps = [#map11, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%47 : tensor<4x1x4xf32>) outs(%48 : tensor<4x16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x16x4xf32>
    %50 = tensor.empty() : tensor<4x16x4xf32>
    %51 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%42, %49 : tensor<4x16x4xf32>, tensor<4x16x4xf32>) outs(%50 : tensor<4x16x4xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %155 = arith.addf %in, %in_5 : f32
      linalg.yield %155 : f32
    } -> tensor<4x16x4xf32>
    %52 = tensor.empty() : tensor<4x16x4xf32>
    %53 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%51, %36 : tensor<4x16x4xf32>, tensor<4x16x4xf32>) outs(%52 : tensor<4x16x4xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %155 = arith.mulf %in, %in_5 : f32
      linalg.yield %155 : f32
    } -> tensor<4x16x4xf32>
    %54 = tensor.empty() : tensor<4x16x4xf32>
    %55 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%53, %36 : tensor<4x16x4xf32>, tensor<4x16x4xf32>) outs(%54 : tensor<4x16x4xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %155 = arith.subf %in, %in_5 : f32
      linalg.yield %155 : f32
    } -> tensor<4x16x4xf32>
    %56 = tensor.empty() : tensor<4x16x4xf32>
    %57 = linalg.generic {indexing_maps = [#map8, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst : tensor<f32>) outs(%56 : tensor<4x16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x16x4xf32>
    %58 = tensor.empty() : tensor<4x16x4xi1>
    %59 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41, %57 : tensor<4x16x4xf32>, tensor<4x16x4xf32>) outs(%58 : tensor<4x16x4xi1>) {
    ^bb0(%in: f32, %in_5: f32, %out: i1):
      %155 = arith.cmpf olt, %in, %in_5 : f32
      linalg.yield %155 : i1
    } -> tensor<4x16x4xi1>
    %60 = tensor.empty() : tensor<4x16x4xf32>
    %61 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%59 : tensor<4x16x4xi1>) outs(%60 : tensor<4x16x4xf32>) {
    ^bb0(%in: i1, %out: f32):
      %155 = arith.uitofp %in : i1 to f32
      linalg.yield %155 : f32
    } -> tensor<4x16x4xf32>
    %62 = tensor.empty() : tensor<4x16x4xf32>
    %63 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28, %61 : tensor<4x16x4xf32>, tensor<4x16x4xf32>) outs(%62 : tensor<4x16x4xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %155 = arith.mulf %in, %in_5 : f32
      linalg.yield %155 : f32
    } -> tensor<4x16x4xf32>
    %64 = tensor.empty() : tensor<4x16x4xf32>
    %65 = linalg.generic {indexing_maps = [#map8, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst : tensor<f32>) outs(%64 : tensor<4x16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x16x4xf32>
    %66 = tensor.empty() : tensor<4x16x4xi1>
    %67 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%55, %65 : tensor<4x16x4xf32>, tensor<4x16x4xf32>) outs(%66 : tensor<4x16x4xi1>) {
    ^bb0(%in: f32, %in_5: f32, %out: i1):
      %155 = arith.cmpf olt, %in, %in_5 : f32
      linalg.yield %155 : i1
    } -> tensor<4x16x4xi1>
    %68 = tensor.empty() : tensor<4x16x4xf32>
    %69 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67 : tensor<4x16x4xi1>) outs(%68 : tensor<4x16x4xf32>) {
    ^bb0(%in: i1, %out: f32):
      %155 = arith.uitofp %in : i1 to f32
      linalg.yield %155 : f32
    } -> tensor<4x16x4xf32>
    %70 = tensor.empty() : tensor<4x16x4xf32>
    %71 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36, %69 : tensor<4x16x4xf32>, tensor<4x16x4xf32>) outs(%70 : tensor<4x16x4xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %155 = arith.mulf %in, %in_5 : f32
      linalg.yield %155 : f32
    } -> tensor<4x16x4xf32>
    %72 = tensor.empty() : tensor<4x16x4xf32>
    %73 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41, %63 : tensor<4x16x4xf32>, tensor<4x16x4xf32>) outs(%72 : tensor<4x16x4xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %155 = arith.mulf %in, %in_5 : f32
      linalg.yield %155 : f32
    } -> tensor<4x16x4xf32>
    %74 = tensor.empty() : tensor<4x16xf32>
    %75 = linalg.fill ins(%cst_4 : f32) outs(%74 : tensor<4x16xf32>) -> tensor<4x16xf32>
    %76 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%73 : tensor<4x16x4xf32>) outs(%75 : tensor<4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = arith.addf %out, %in : f32
      linalg.yield %155 : f32
    } -> tensor<4x16xf32>
    %77 = tensor.empty() : tensor<4x16xi32>
    %78 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%76 : tensor<4x16xf32>) outs(%77 : tensor<4x16xi32>) {
    ^bb0(%in: f32, %out: i32):
      %155 = arith.fptosi %in : f32 to i32
      linalg.yield %155 : i32
    } -> tensor<4x16xi32>
    %79 = call @_one_hot_1(%78) : (tensor<4x16xi32>) -> tensor<4x16x8xf32>
    %80 = tensor.empty() : tensor<4x16x4xf32>
    %81 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%55, %71 : tensor<4x16x4xf32>, tensor<4x16x4xf32>) outs(%80 : tensor<4x16x4xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %155 = arith.mulf %in, %in_5 : f32
      linalg.yield %155 : f32
    } -> tensor<4x16x4xf32>
    %82 = tensor.empty() : tensor<4x16xf32>
    %83 = linalg.fill ins(%cst_4 : f32) outs(%82 : tensor<4x16xf32>) -> tensor<4x16xf32>
    %84 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%81 : tensor<4x16x4xf32>) outs(%83 : tensor<4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = arith.addf %out, %in : f32
      linalg.yield %155 : f32
    } -> tensor<4x16xf32>
    %85 = tensor.empty() : tensor<4x16xi32>
    %86 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%84 : tensor<4x16xf32>) outs(%85 : tensor<4x16xi32>) {
    ^bb0(%in: f32, %out: i32):
      %155 = arith.fptosi %in : f32 to i32
      linalg.yield %155 : i32
    } -> tensor<4x16xi32>
    %87 = call @_one_hot_1(%86) : (tensor<4x16xi32>) -> tensor<4x16x8xf32>
    %88 = tensor.empty() : tensor<4x16x4xf32>
    %89 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26, %63 : tensor<4x16x4xf32>, tensor<4x16x4xf32>) outs(%88 : tensor<4x16x4xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %155 = arith.mulf %in, %in_5 : f32
      linalg.yield %155 : f32
    } -> tensor<4x16x4xf32>
    %90 = tensor.empty() : tensor<4x16xf32>
    %91 = linalg.fill ins(%cst_4 : f32) outs(%90 : tensor<4x16xf32>) -> tensor<4x16xf32>
    %92 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%89 : tensor<4x16x4xf32>) outs(%91 : tensor<4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = arith.addf %out, %in : f32
      linalg.yield %155 : f32
    } -> tensor<4x16xf32>
    %93 = tensor.empty() : tensor<4x16x1x1xf32>
    %94 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92 : tensor<4x16xf32>) outs(%93 : tensor<4x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x16x1x1xf32>
    %95 = tensor.empty() : tensor<4x16x4xf32>
    %96 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26, %71 : tensor<4x16x4xf32>, tensor<4x16x4xf32>) outs(%95 : tensor<4x16x4xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %155 = arith.mulf %in, %in_5 : f32
      linalg.yield %155 : f32
    } -> tensor<4x16x4xf32>
    %97 = tensor.empty() : tensor<4x16xf32>
    %98 = linalg.fill ins(%cst_4 : f32) outs(%97 : tensor<4x16xf32>) -> tensor<4x16xf32>
    %99 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%96 : tensor<4x16x4xf32>) outs(%98 : tensor<4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = arith.addf %out, %in : f32
      linalg.yield %155 : f32
    } -> tensor<4x16xf32>
    %100 = tensor.empty() : tensor<4x16x1x1xf32>
    %101 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%99 : tensor<4x16xf32>) outs(%100 : tensor<4x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x16x1x1xf32>
    %102 = tensor.empty() : tensor<4x16x4x1xf32>
    %103 = linalg.generic {indexing_maps = [#map2, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63 : tensor<4x16x4xf32>) outs(%102 : tensor<4x16x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x16x4x1xf32>
    %104 = tensor.empty() : tensor<4x16x4x1xf32>
    %105 = linalg.generic {indexing_maps = [#map14, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94 : tensor<4x16x1x1xf32>) outs(%104 : tensor<4x16x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x16x4x1xf32>
    %106 = tensor.empty() : tensor<4x16x4x1xf32>
    %107 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%105, %103 : tensor<4x16x4x1xf32>, tensor<4x16x4x1xf32>) outs(%106 : tensor<4x16x4x1xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %155 = arith.mulf %in, %in_5 : f32
      linalg.yield %155 : f32
    } -> tensor<4x16x4x1xf32>
    %108 = tensor.empty() : tensor<4x16x1x8xf32>
    %109 = linalg.generic {indexing_maps = [#map, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79 : tensor<4x16x8xf32>) outs(%108 : tensor<4x16x1x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x16x1x8xf32>
    %110 = tensor.empty() : tensor<4x16x4x8xf32>
    %111 = linalg.generic {indexing_maps = [#map15, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%107 : tensor<4x16x4x1xf32>) outs(%110 : tensor<4x16x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x16x4x8xf32>
    %112 = tensor.empty() : tensor<4x16x4x8xf32>
    %113 = linalg.generic {indexing_maps = [#map14, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%109 : tensor<4x16x1x8xf32>) outs(%112 : tensor<4x16x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x16x4x8xf32>
    %114 = tensor.empty() : tensor<4x16x4x8xf32>
    %115 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%111, %113 : tensor<4x16x4x8xf32>, tensor<4x16x4x8xf32>) outs(%114 : tensor<4x16x4x8xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %155 = arith.mulf %in, %in_5 : f32
      linalg.yield %155 : f32
    } -> tensor<4x16x4x8xf32>
    %116 = tensor.empty() : tensor<4x16x4x1xf32>
    %117 = linalg.generic {indexing_maps = [#map2, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71 : tensor<4x16x4xf32>) outs(%116 : tensor<4x16x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x16x4x1xf32>
    %118 = tensor.empty() : tensor<4x16x4x1xf32>
    %119 = linalg.generic {indexing_maps = [#map14, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%101 : tensor<4x16x1x1xf32>) outs(%118 : tensor<4x16x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x16x4x1xf32>
    %120 = tensor.empty() : tensor<4x16x4x1xf32>
    %121 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119, %117 : tensor<4x16x4x1xf32>, tensor<4x16x4x1xf32>) outs(%120 : tensor<4x16x4x1xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %155 = arith.mulf %in, %in_5 : f32
      linalg.yield %155 : f32
    } -> tensor<4x16x4x1xf32>
    %122 = tensor.empty() : tensor<4x16x1x8xf32>
    %123 = linalg.generic {indexing_maps = [#map, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%87 : tensor<4x16x8xf32>) outs(%122 : tensor<4x16x1x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x16x1x8xf32>
    %124 = tensor.empty() : tensor<4x16x4x8xf32>
    %125 = linalg.generic {indexing_maps = [#map15, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121 : tensor<4x16x4x1xf32>) outs(%124 : tensor<4x16x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x16x4x8xf32>
    %126 = tensor.empty() : tensor<4x16x4x8xf32>
    %127 = linalg.generic {indexing_maps = [#map14, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%123 : tensor<4x16x1x8xf32>) outs(%126 : tensor<4x16x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x16x4x8xf32>
    %128 = tensor.empty() : tensor<4x16x4x8xf32>
    %129 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%125, %127 : tensor<4x16x4x8xf32>, tensor<4x16x4x8xf32>) outs(%128 : tensor<4x16x4x8xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %155 = arith.mulf %in, %in_5 : f32
      linalg.yield %155 : f32
    } -> tensor<4x16x4x8xf32>
    %130 = tensor.empty() : tensor<4x16x4x8xf32>
    %131 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%115, %129 : tensor<4x16x4x8xf32>, tensor<4x16x4x8xf32>) outs(%130 : tensor<4x16x4x8xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %155 = arith.addf %in, %in_5 : f32
      linalg.yield %155 : f32
    } -> tensor<4x16x4x8xf32>
    %132 = tensor.empty() : tensor<4x16x4x8xf32>
    %133 = linalg.generic {indexing_maps = [#map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1 : tensor<f32>) outs(%132 : tensor<4x16x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x16x4x8xf32>
    %134 = tensor.empty() : tensor<4x16x4x8xi1>
    %135 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%131, %133 : tensor<4x16x4x8xf32>, tensor<4x16x4x8xf32>) outs(%134 : tensor<4x16x4x8xi1>) {
    ^bb0(%in: f32, %in_5: f32, %out: i1):
      %155 = arith.cmpf ogt, %in, %in_5 : f32
      linalg.yield %155 : i1
    } -> tensor<4x16x4x8xi1>
    %136 = tensor.empty() : tensor<4x16x4x8xf32>
    %137 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%135 : tensor<4x16x4x8xi1>) outs(%136 : tensor<4x16x4x8xf32>) {
    ^bb0(%in: i1, %out: f32):
      %155 = arith.uitofp %in : i1 to f32
      linalg.yield %155 : f32
    } -> tensor<4x16x4x8xf32>
    %138 = tensor.empty() : tensor<4x32x4x8xf32>
    %139 = linalg.fill ins(%cst_4 : f32) outs(%138 : tensor<4x32x4x8xf32>) -> tensor<4x32x4x8xf32>
    %140 = linalg.generic {indexing_maps = [#map17, #map18, #map19], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %137 : tensor<4x16x32xf32>, tensor<4x16x4x8xf32>) outs(%139 : tensor<4x32x4x8xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %155 = arith.mulf %in, %in_5 : f32
      %156 = arith.addf %out, %155 : f32
      linalg.yield %156 : f32
    } -> tensor<4x32x4x8xf32>
    %141 = tensor.empty() : tensor<4x4x8x32xf32>
    %142 = linalg.generic {indexing_maps = [#map20, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%140 : tensor<4x32x4x8xf32>) outs(%141 : tensor<4x4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x4x8x32xf32>
    %143 = tensor.empty() : tensor<4x4x8x64xf32>
    %144 = linalg.fill ins(%cst_4 : f32) outs(%143 : tensor<4x4x8x64xf32>) -> tensor<4x4x8x64xf32>
    %145 = linalg.generic {indexing_maps = [#map21, #map22, #map19], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%142, %arg2 : tensor<4x4x8x32xf32>, tensor<4x32x64xf32>) outs(%144 : tensor<4x4x8x64xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %155 = arith.mulf %in, %in_5 : f32
      %156 = arith.addf %out, %155 : f32
      linalg.yield %156 : f32
    } -> tensor<4x4x8x64xf32>
    %146 = call @relu(%145) : (tensor<4x4x8x64xf32>) -> tensor<4x4x8x64xf32>
    %147 = tensor.empty() : tensor<4x4x8x32xf32>
    %148 = linalg.fill ins(%cst_4 : f32) outs(%147 : tensor<4x4x8x32xf32>) -> tensor<4x4x8x32xf32>
    %149 = linalg.generic {indexing_maps = [#map21, #map22, #map19], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%146, %arg3 : tensor<4x4x8x64xf32>, tensor<4x64x32xf32>) outs(%148 : tensor<4x4x8x32xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %155 = arith.mulf %in, %in_5 : f32
      %156 = arith.addf %out, %155 : f32
      linalg.yield %156 : f32
    } -> tensor<4x4x8x32xf32>
    %150 = tensor.empty() : tensor<4x16x32xf32>
    %151 = linalg.fill ins(%cst_4 : f32) outs(%150 : tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %152 = linalg.generic {indexing_maps = [#map23, #map24, #map25], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%131, %149 : tensor<4x16x4x8xf32>, tensor<4x4x8x32xf32>) outs(%151 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %155 = arith.mulf %in, %in_5 : f32
      %156 = arith.addf %out, %155 : f32
      linalg.yield %156 : f32
    } -> tensor<4x16x32xf32>
    %153 = tensor.empty() : tensor<4x16x32xf32>
    %154 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %152 : tensor<4x16x32xf32>, tensor<4x16x32xf32>) outs(%153 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %155 = arith.addf %in, %in_5 : f32
      linalg.yield %155 : f32
    } -> tensor<4x16x32xf32>
    return %154 : tensor<4x16x32xf32>
  }
  func.func private @argmax(%arg0: tensor<4x16x4xf32>) -> tensor<4x16xi32> {
    %c0_i32 = arith.constant 0 : i32
    %cst = arith.constant 0xFF800000 : f32
    %0 = tensor.empty() : tensor<4x16x4xi32>
    %1 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel", "parallel", "parallel"]} outs(%0 : tensor<4x16x4xi32>) {
    ^bb0(%out: i32):
      %7 = linalg.index 2 : index
      %8 = arith.index_cast %7 : index to i32
      linalg.yield %8 : i32
    } -> tensor<4x16x4xi32>
    %2 = tensor.empty() : tensor<4x16xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<4x16xf32>) -> tensor<4x16xf32>
    %4 = tensor.empty() : tensor<4x16xi32>
    %5 = linalg.fill ins(%c0_i32 : i32) outs(%4 : tensor<4x16xi32>) -> tensor<4x16xi32>
    %6:2 = linalg.generic {indexing_maps = [#map3, #map3, #map4, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %1 : tensor<4x16x4xf32>, tensor<4x16x4xi32>) outs(%3, %5 : tensor<4x16xf32>, tensor<4x16xi32>) {
    ^bb0(%in: f32, %in_0: i32, %out: f32, %out_1: i32):
      %7 = arith.cmpf ogt, %out, %in : f32
      %8 = arith.cmpf une, %out, %out : f32
      %9 = arith.ori %7, %8 : i1
      %10 = arith.cmpf oeq, %out, %in : f32
      %11 = arith.cmpi slt, %out_1, %in_0 : i32
      %12 = arith.andi %10, %11 : i1
      %13 = arith.ori %9, %12 : i1
      %14 = arith.select %9, %out, %in : f32
      %15 = arith.select %13, %out_1, %in_0 : i32
      linalg.yield %14, %15 : f32, i32
    } -> (tensor<4x16xf32>, tensor<4x16xi32>)
    return %6#1 : tensor<4x16xi32>
  }
  func.func private @_one_hot(%arg0: tensor<4x16xi32>) -> tensor<4x16x4xf32> {
    %0 = tensor.empty() : tensor<4x16x1xi32>
    %1 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4x16xi32>) outs(%0 : tensor<4x16x1xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<4x16x1xi32>
    %2 = tensor.empty() : tensor<1x1x4xi32>
    %3 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel", "parallel", "parallel"]} outs(%2 : tensor<1x1x4xi32>) {
    ^bb0(%out: i32):
      %12 = linalg.index 2 : index
      %13 = arith.index_cast %12 : index to i32
      linalg.yield %13 : i32
    } -> tensor<1x1x4xi32>
    %4 = tensor.empty() : tensor<4x16x4xi32>
    %5 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<4x16x1xi32>) outs(%4 : tensor<4x16x4xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<4x16x4xi32>
    %6 = tensor.empty() : tensor<4x16x4xi32>
    %7 = linalg.generic {indexing_maps = [#map26, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3 : tensor<1x1x4xi32>) outs(%6 : tensor<4x16x4xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<4x16x4xi32>
    %8 = tensor.empty() : tensor<4x16x4xi1>
    %9 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %7 : tensor<4x16x4xi32>, tensor<4x16x4xi32>) outs(%8 : tensor<4x16x4xi1>) {
    ^bb0(%in: i32, %in_0: i32, %out: i1):
      %12 = arith.cmpi eq, %in, %in_0 : i32
      linalg.yield %12 : i1
    } -> tensor<4x16x4xi1>
    %10 = tensor.empty() : tensor<4x16x4xf32>
    %11 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<4x16x4xi1>) outs(%10 : tensor<4x16x4xf32>) {
    ^bb0(%in: i1, %out: f32):
      %12 = arith.uitofp %in : i1 to f32
      linalg.yield %12 : f32
    } -> tensor<4x16x4xf32>
    return %11 : tensor<4x16x4xf32>
  }
  func.func private @cumsum(%arg0: tensor<4x16x4xf32>) -> tensor<4x16x4xf32> {
    %0 = call @cumsum_0(%arg0) : (tensor<4x16x4xf32>) -> tensor<4x16x4xf32>
    return %0 : tensor<4x16x4xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<4x16x4xf32>) -> tensor<4x16x4xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<f32>
    %0 = tensor.empty() : tensor<4x16x4xf32>
    %1 = linalg.generic {indexing_maps = [#map8, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_0 : tensor<f32>) outs(%0 : tensor<4x16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x16x4xf32>
    %padded = tensor.pad %arg0 low[0, 15, 0] high[0, 0, 0] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index):
      tensor.yield %cst : f32
    } : tensor<4x16x4xf32> to tensor<4x31x4xf32>
    %2 = tensor.empty() : tensor<16xf32>
    %3 = linalg.generic {indexing_maps = [#map27, #map28, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%padded, %2 : tensor<4x31x4xf32>, tensor<16xf32>) outs(%1 : tensor<4x16x4xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %4 = arith.addf %out, %in : f32
      linalg.yield %4 : f32
    } -> tensor<4x16x4xf32>
    return %3 : tensor<4x16x4xf32>
  }
  func.func private @_one_hot_1(%arg0: tensor<4x16xi32>) -> tensor<4x16x8xf32> {
    %0 = tensor.empty() : tensor<4x16x1xi32>
    %1 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4x16xi32>) outs(%0 : tensor<4x16x1xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<4x16x1xi32>
    %2 = tensor.empty() : tensor<1x1x8xi32>
    %3 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel", "parallel", "parallel"]} outs(%2 : tensor<1x1x8xi32>) {
    ^bb0(%out: i32):
      %12 = linalg.index 2 : index
      %13 = arith.index_cast %12 : index to i32
      linalg.yield %13 : i32
    } -> tensor<1x1x8xi32>
    %4 = tensor.empty() : tensor<4x16x8xi32>
    %5 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<4x16x1xi32>) outs(%4 : tensor<4x16x8xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<4x16x8xi32>
    %6 = tensor.empty() : tensor<4x16x8xi32>
    %7 = linalg.generic {indexing_maps = [#map26, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3 : tensor<1x1x8xi32>) outs(%6 : tensor<4x16x8xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<4x16x8xi32>
    %8 = tensor.empty() : tensor<4x16x8xi1>
    %9 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %7 : tensor<4x16x8xi32>, tensor<4x16x8xi32>) outs(%8 : tensor<4x16x8xi1>) {
    ^bb0(%in: i32, %in_0: i32, %out: i1):
      %12 = arith.cmpi eq, %in, %in_0 : i32
      linalg.yield %12 : i1
    } -> tensor<4x16x8xi1>
    %10 = tensor.empty() : tensor<4x16x8xf32>
    %11 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<4x16x8xi1>) outs(%10 : tensor<4x16x8xf32>) {
    ^bb0(%in: i1, %out: f32):
      %12 = arith.uitofp %in : i1 to f32
      linalg.yield %12 : f32
    } -> tensor<4x16x8xf32>
    return %11 : tensor<4x16x8xf32>
  }
  func.func private @relu(%arg0: tensor<4x4x8x64xf32>) -> tensor<4x4x8x64xf32> {
    %cst = arith.constant dense<0.000000e+00> : tensor<f32>
    %0 = tensor.empty() : tensor<4x4x8x64xf32>
    %1 = linalg.generic {indexing_maps = [#map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst : tensor<f32>) outs(%0 : tensor<4x4x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x4x8x64xf32>
    %2 = tensor.empty() : tensor<4x4x8x64xf32>
    %3 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %1 : tensor<4x4x8x64xf32>, tensor<4x4x8x64xf32>) outs(%2 : tensor<4x4x8x64xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %4 = arith.maximumf %in, %in_0 : f32
      linalg.yield %4 : f32
    } -> tensor<4x4x8x64xf32>
    return %3 : tensor<4x4x8x64xf32>
  }
}

