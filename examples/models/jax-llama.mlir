// Model zoo: jax-llama, exported by examples/models/regenerate.sh (zoo.py); random weights.
// Arguments: the inputs, then every parameter/buffer (cleave.name = its name). {"inputs": ["x"], "parameters": 9}
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> ()>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map4 = affine_map<(d0, d1, d2) -> (d2)>
#map5 = affine_map<(d0, d1, d2) -> (0, 0, d2)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d3, d2)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map9 = affine_map<(d0) -> (d0)>
#map10 = affine_map<(d0) -> ()>
#map11 = affine_map<(d0, d1) -> (d0)>
#map12 = affine_map<(d0, d1) -> (d0, d1)>
#map13 = affine_map<(d0, d1) -> (d1)>
#map14 = affine_map<(d0, d1) -> (d0, 0)>
#map15 = affine_map<(d0, d1) -> (0, d1)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d1, d3)>
#map17 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map18 = affine_map<(d0, d1, d2, d3) -> (0, d1, 0, d3)>
#map19 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>
#map20 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map21 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>
#map22 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d1, d4)>
#map23 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#map24 = affine_map<(d0, d1, d2, d3) -> ()>
#map25 = affine_map<(d0, d1) -> ()>
#map26 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map27 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d1, d2)>
#map28 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map29 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>
#map30 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
module {
  func.func public @forward(%arg0: tensor<8x16x32xf32> {cleave.name = "x"}, %arg1: tensor<32xf32> {cleave.name = "attn_norm"}, %arg2: tensor<32xf32> {cleave.name = "mlp_norm"}, %arg3: tensor<64x32xf32> {cleave.name = "w_down"}, %arg4: tensor<32x64xf32> {cleave.name = "w_gate"}, %arg5: tensor<32x64xf32> {cleave.name = "w_up"}, %arg6: tensor<32x16xf32> {cleave.name = "wk"}, %arg7: tensor<32x32xf32> {cleave.name = "wo"}, %arg8: tensor<32x32xf32> {cleave.name = "wq"}, %arg9: tensor<32x16xf32> {cleave.name = "wv"}) -> tensor<8x16x32xf32> {
    %c4 = arith.constant 4 : index
    %cst = arith.constant 0xFF800000 : f32
    %cst_0 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_1 = arith.constant dense<-1.000000e+09> : tensor<f32>
    %cst_2 = arith.constant dense<true> : tensor<i1>
    %cst_3 = arith.constant dense<2.82842708> : tensor<f32>
    %cst_4 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_5 = arith.constant dense<1.000000e+04> : tensor<f32>
    %cst_6 = arith.constant dense<4.000000e+00> : tensor<f32>
    %cst_7 = arith.constant dense<9.99999997E-7> : tensor<f32>
    %cst_8 = arith.constant dense<3.200000e+01> : tensor<f32>
    %cst_9 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<8x16x32xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg0 : tensor<8x16x32xf32>, tensor<8x16x32xf32>) outs(%0 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %246 = arith.mulf %in, %in_17 : f32
      linalg.yield %246 : f32
    } -> tensor<8x16x32xf32>
    %2 = tensor.empty() : tensor<8x16xf32>
    %3 = linalg.fill ins(%cst_9 : f32) outs(%2 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<8x16x32xf32>) outs(%3 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %246 = arith.addf %out, %in : f32
      linalg.yield %246 : f32
    } -> tensor<8x16xf32>
    %5 = tensor.empty() : tensor<8x16x1xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<8x16xf32>) outs(%5 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x1xf32>
    %7 = tensor.empty() : tensor<8x16x1xf32>
    %8 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_8 : tensor<f32>) outs(%7 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x1xf32>
    %9 = tensor.empty() : tensor<8x16x1xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %8 : tensor<8x16x1xf32>, tensor<8x16x1xf32>) outs(%9 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %246 = arith.divf %in, %in_17 : f32
      linalg.yield %246 : f32
    } -> tensor<8x16x1xf32>
    %11 = tensor.empty() : tensor<8x16x1xf32>
    %12 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_7 : tensor<f32>) outs(%11 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x1xf32>
    %13 = tensor.empty() : tensor<8x16x1xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %12 : tensor<8x16x1xf32>, tensor<8x16x1xf32>) outs(%13 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %246 = arith.addf %in, %in_17 : f32
      linalg.yield %246 : f32
    } -> tensor<8x16x1xf32>
    %15 = tensor.empty() : tensor<8x16x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<8x16x1xf32>) outs(%15 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %246 = math.rsqrt %in : f32
      linalg.yield %246 : f32
    } -> tensor<8x16x1xf32>
    %17 = tensor.empty() : tensor<8x16x32xf32>
    %18 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<8x16x1xf32>) outs(%17 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x32xf32>
    %19 = tensor.empty() : tensor<8x16x32xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %18 : tensor<8x16x32xf32>, tensor<8x16x32xf32>) outs(%19 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %246 = arith.mulf %in, %in_17 : f32
      linalg.yield %246 : f32
    } -> tensor<8x16x32xf32>
    %21 = tensor.empty() : tensor<1x1x32xf32>
    %22 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<32xf32>) outs(%21 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1x32xf32>
    %23 = tensor.empty() : tensor<8x16x32xf32>
    %24 = linalg.generic {indexing_maps = [#map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<1x1x32xf32>) outs(%23 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x32xf32>
    %25 = tensor.empty() : tensor<8x16x32xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %24 : tensor<8x16x32xf32>, tensor<8x16x32xf32>) outs(%25 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %246 = arith.mulf %in, %in_17 : f32
      linalg.yield %246 : f32
    } -> tensor<8x16x32xf32>
    %27 = tensor.empty() : tensor<8x16x32xf32>
    %28 = linalg.fill ins(%cst_9 : f32) outs(%27 : tensor<8x16x32xf32>) -> tensor<8x16x32xf32>
    %29 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%26, %arg8 : tensor<8x16x32xf32>, tensor<32x32xf32>) outs(%28 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %246 = arith.mulf %in, %in_17 : f32
      %247 = arith.addf %out, %246 : f32
      linalg.yield %247 : f32
    } -> tensor<8x16x32xf32>
    %expanded = tensor.expand_shape %29 [[0], [1], [2, 3]] output_shape [8, 16, 4, 8] : tensor<8x16x32xf32> into tensor<8x16x4x8xf32>
    %30 = tensor.empty() : tensor<4xi32>
    %31 = linalg.generic {indexing_maps = [#map9], iterator_types = ["parallel"]} outs(%30 : tensor<4xi32>) {
    ^bb0(%out: i32):
      %246 = linalg.index 0 : index
      %247 = arith.index_cast %246 : index to i32
      linalg.yield %247 : i32
    } -> tensor<4xi32>
    %32 = tensor.empty() : tensor<4xf32>
    %33 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%31 : tensor<4xi32>) outs(%32 : tensor<4xf32>) {
    ^bb0(%in: i32, %out: f32):
      %246 = arith.sitofp %in : i32 to f32
      linalg.yield %246 : f32
    } -> tensor<4xf32>
    %34 = tensor.empty() : tensor<4xf32>
    %35 = linalg.generic {indexing_maps = [#map10, #map9], iterator_types = ["parallel"]} ins(%cst_6 : tensor<f32>) outs(%34 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4xf32>
    %36 = tensor.empty() : tensor<4xf32>
    %37 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%33, %35 : tensor<4xf32>, tensor<4xf32>) outs(%36 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %246 = arith.divf %in, %in_17 : f32
      linalg.yield %246 : f32
    } -> tensor<4xf32>
    %38 = tensor.empty() : tensor<4xf32>
    %39 = linalg.generic {indexing_maps = [#map10, #map9], iterator_types = ["parallel"]} ins(%cst_5 : tensor<f32>) outs(%38 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4xf32>
    %40 = tensor.empty() : tensor<4xf32>
    %41 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%39, %37 : tensor<4xf32>, tensor<4xf32>) outs(%40 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %246 = math.powf %in, %in_17 : f32
      linalg.yield %246 : f32
    } -> tensor<4xf32>
    %42 = tensor.empty() : tensor<4xf32>
    %43 = linalg.generic {indexing_maps = [#map10, #map9], iterator_types = ["parallel"]} ins(%cst_4 : tensor<f32>) outs(%42 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4xf32>
    %44 = tensor.empty() : tensor<4xf32>
    %45 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%43, %41 : tensor<4xf32>, tensor<4xf32>) outs(%44 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %246 = arith.divf %in, %in_17 : f32
      linalg.yield %246 : f32
    } -> tensor<4xf32>
    %46 = tensor.empty() : tensor<16xi32>
    %47 = linalg.generic {indexing_maps = [#map9], iterator_types = ["parallel"]} outs(%46 : tensor<16xi32>) {
    ^bb0(%out: i32):
      %246 = linalg.index 0 : index
      %247 = arith.index_cast %246 : index to i32
      linalg.yield %247 : i32
    } -> tensor<16xi32>
    %48 = tensor.empty() : tensor<16x1xi32>
    %49 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel"]} ins(%47 : tensor<16xi32>) outs(%48 : tensor<16x1xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<16x1xi32>
    %50 = tensor.empty() : tensor<1x4xf32>
    %51 = linalg.generic {indexing_maps = [#map13, #map12], iterator_types = ["parallel", "parallel"]} ins(%45 : tensor<4xf32>) outs(%50 : tensor<1x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4xf32>
    %52 = tensor.empty() : tensor<16x1xf32>
    %53 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%49 : tensor<16x1xi32>) outs(%52 : tensor<16x1xf32>) {
    ^bb0(%in: i32, %out: f32):
      %246 = arith.sitofp %in : i32 to f32
      linalg.yield %246 : f32
    } -> tensor<16x1xf32>
    %54 = tensor.empty() : tensor<16x4xf32>
    %55 = linalg.generic {indexing_maps = [#map14, #map12], iterator_types = ["parallel", "parallel"]} ins(%53 : tensor<16x1xf32>) outs(%54 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x4xf32>
    %56 = tensor.empty() : tensor<16x4xf32>
    %57 = linalg.generic {indexing_maps = [#map15, #map12], iterator_types = ["parallel", "parallel"]} ins(%51 : tensor<1x4xf32>) outs(%56 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x4xf32>
    %58 = tensor.empty() : tensor<16x4xf32>
    %59 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%55, %57 : tensor<16x4xf32>, tensor<16x4xf32>) outs(%58 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %246 = arith.mulf %in, %in_17 : f32
      linalg.yield %246 : f32
    } -> tensor<16x4xf32>
    %60 = tensor.empty() : tensor<16x4xf32>
    %61 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%59 : tensor<16x4xf32>) outs(%60 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %246 = math.cos %in : f32
      linalg.yield %246 : f32
    } -> tensor<16x4xf32>
    %62 = tensor.empty() : tensor<1x16x1x4xf32>
    %63 = linalg.generic {indexing_maps = [#map16, #map17], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61 : tensor<16x4xf32>) outs(%62 : tensor<1x16x1x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x16x1x4xf32>
    %64 = tensor.empty() : tensor<16x4xf32>
    %65 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%59 : tensor<16x4xf32>) outs(%64 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %246 = math.sin %in : f32
      linalg.yield %246 : f32
    } -> tensor<16x4xf32>
    %66 = tensor.empty() : tensor<1x16x1x4xf32>
    %67 = linalg.generic {indexing_maps = [#map16, #map17], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65 : tensor<16x4xf32>) outs(%66 : tensor<1x16x1x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x16x1x4xf32>
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0, 0] [8, 16, 4, 4] [1, 1, 1, 1] : tensor<8x16x4x8xf32> to tensor<8x16x4x4xf32>
    %extracted_slice_10 = tensor.extract_slice %expanded[0, 0, 0, 4] [8, 16, 4, 4] [1, 1, 1, 1] : tensor<8x16x4x8xf32> to tensor<8x16x4x4xf32>
    %68 = tensor.empty() : tensor<8x16x4x4xf32>
    %69 = linalg.generic {indexing_maps = [#map18, #map17], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63 : tensor<1x16x1x4xf32>) outs(%68 : tensor<8x16x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x4x4xf32>
    %70 = tensor.empty() : tensor<8x16x4x4xf32>
    %71 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice, %69 : tensor<8x16x4x4xf32>, tensor<8x16x4x4xf32>) outs(%70 : tensor<8x16x4x4xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %246 = arith.mulf %in, %in_17 : f32
      linalg.yield %246 : f32
    } -> tensor<8x16x4x4xf32>
    %72 = tensor.empty() : tensor<8x16x4x4xf32>
    %73 = linalg.generic {indexing_maps = [#map18, #map17], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67 : tensor<1x16x1x4xf32>) outs(%72 : tensor<8x16x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x4x4xf32>
    %74 = tensor.empty() : tensor<8x16x4x4xf32>
    %75 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_10, %73 : tensor<8x16x4x4xf32>, tensor<8x16x4x4xf32>) outs(%74 : tensor<8x16x4x4xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %246 = arith.mulf %in, %in_17 : f32
      linalg.yield %246 : f32
    } -> tensor<8x16x4x4xf32>
    %76 = tensor.empty() : tensor<8x16x4x4xf32>
    %77 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71, %75 : tensor<8x16x4x4xf32>, tensor<8x16x4x4xf32>) outs(%76 : tensor<8x16x4x4xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %246 = arith.subf %in, %in_17 : f32
      linalg.yield %246 : f32
    } -> tensor<8x16x4x4xf32>
    %78 = tensor.empty() : tensor<8x16x4x4xf32>
    %79 = linalg.generic {indexing_maps = [#map18, #map17], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67 : tensor<1x16x1x4xf32>) outs(%78 : tensor<8x16x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x4x4xf32>
    %80 = tensor.empty() : tensor<8x16x4x4xf32>
    %81 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice, %79 : tensor<8x16x4x4xf32>, tensor<8x16x4x4xf32>) outs(%80 : tensor<8x16x4x4xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %246 = arith.mulf %in, %in_17 : f32
      linalg.yield %246 : f32
    } -> tensor<8x16x4x4xf32>
    %82 = tensor.empty() : tensor<8x16x4x4xf32>
    %83 = linalg.generic {indexing_maps = [#map18, #map17], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63 : tensor<1x16x1x4xf32>) outs(%82 : tensor<8x16x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x4x4xf32>
    %84 = tensor.empty() : tensor<8x16x4x4xf32>
    %85 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_10, %83 : tensor<8x16x4x4xf32>, tensor<8x16x4x4xf32>) outs(%84 : tensor<8x16x4x4xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %246 = arith.mulf %in, %in_17 : f32
      linalg.yield %246 : f32
    } -> tensor<8x16x4x4xf32>
    %86 = tensor.empty() : tensor<8x16x4x4xf32>
    %87 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%81, %85 : tensor<8x16x4x4xf32>, tensor<8x16x4x4xf32>) outs(%86 : tensor<8x16x4x4xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %246 = arith.addf %in, %in_17 : f32
      linalg.yield %246 : f32
    } -> tensor<8x16x4x4xf32>
    %88 = tensor.empty() : tensor<8x16x4x8xf32>
    %89 = linalg.generic {indexing_maps = [#map17], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%88 : tensor<8x16x4x8xf32>) {
    ^bb0(%out: f32):
      %246 = linalg.index 0 : index
      %247 = linalg.index 1 : index
      %248 = linalg.index 2 : index
      %249 = linalg.index 3 : index
      %250 = arith.cmpi ult, %249, %c4 : index
      %251 = scf.if %250 -> (f32) {
        %extracted = tensor.extract %77[%246, %247, %248, %249] : tensor<8x16x4x4xf32>
        scf.yield %extracted : f32
      } else {
        %252 = arith.subi %249, %c4 : index
        %extracted = tensor.extract %87[%246, %247, %248, %252] : tensor<8x16x4x4xf32>
        scf.yield %extracted : f32
      }
      linalg.yield %251 : f32
    } -> tensor<8x16x4x8xf32>
    %90 = tensor.empty() : tensor<8x16x16xf32>
    %91 = linalg.fill ins(%cst_9 : f32) outs(%90 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %92 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%26, %arg6 : tensor<8x16x32xf32>, tensor<32x16xf32>) outs(%91 : tensor<8x16x16xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %246 = arith.mulf %in, %in_17 : f32
      %247 = arith.addf %out, %246 : f32
      linalg.yield %247 : f32
    } -> tensor<8x16x16xf32>
    %expanded_11 = tensor.expand_shape %92 [[0], [1], [2, 3]] output_shape [8, 16, 2, 8] : tensor<8x16x16xf32> into tensor<8x16x2x8xf32>
    %93 = tensor.empty() : tensor<4xi32>
    %94 = linalg.generic {indexing_maps = [#map9], iterator_types = ["parallel"]} outs(%93 : tensor<4xi32>) {
    ^bb0(%out: i32):
      %246 = linalg.index 0 : index
      %247 = arith.index_cast %246 : index to i32
      linalg.yield %247 : i32
    } -> tensor<4xi32>
    %95 = tensor.empty() : tensor<4xf32>
    %96 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%94 : tensor<4xi32>) outs(%95 : tensor<4xf32>) {
    ^bb0(%in: i32, %out: f32):
      %246 = arith.sitofp %in : i32 to f32
      linalg.yield %246 : f32
    } -> tensor<4xf32>
    %97 = tensor.empty() : tensor<4xf32>
    %98 = linalg.generic {indexing_maps = [#map10, #map9], iterator_types = ["parallel"]} ins(%cst_6 : tensor<f32>) outs(%97 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4xf32>
    %99 = tensor.empty() : tensor<4xf32>
    %100 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%96, %98 : tensor<4xf32>, tensor<4xf32>) outs(%99 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %246 = arith.divf %in, %in_17 : f32
      linalg.yield %246 : f32
    } -> tensor<4xf32>
    %101 = tensor.empty() : tensor<4xf32>
    %102 = linalg.generic {indexing_maps = [#map10, #map9], iterator_types = ["parallel"]} ins(%cst_5 : tensor<f32>) outs(%101 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4xf32>
    %103 = tensor.empty() : tensor<4xf32>
    %104 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%102, %100 : tensor<4xf32>, tensor<4xf32>) outs(%103 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %246 = math.powf %in, %in_17 : f32
      linalg.yield %246 : f32
    } -> tensor<4xf32>
    %105 = tensor.empty() : tensor<4xf32>
    %106 = linalg.generic {indexing_maps = [#map10, #map9], iterator_types = ["parallel"]} ins(%cst_4 : tensor<f32>) outs(%105 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4xf32>
    %107 = tensor.empty() : tensor<4xf32>
    %108 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%106, %104 : tensor<4xf32>, tensor<4xf32>) outs(%107 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %246 = arith.divf %in, %in_17 : f32
      linalg.yield %246 : f32
    } -> tensor<4xf32>
    %109 = tensor.empty() : tensor<16xi32>
    %110 = linalg.generic {indexing_maps = [#map9], iterator_types = ["parallel"]} outs(%109 : tensor<16xi32>) {
    ^bb0(%out: i32):
      %246 = linalg.index 0 : index
      %247 = arith.index_cast %246 : index to i32
      linalg.yield %247 : i32
    } -> tensor<16xi32>
    %111 = tensor.empty() : tensor<16x1xi32>
    %112 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel"]} ins(%110 : tensor<16xi32>) outs(%111 : tensor<16x1xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<16x1xi32>
    %113 = tensor.empty() : tensor<1x4xf32>
    %114 = linalg.generic {indexing_maps = [#map13, #map12], iterator_types = ["parallel", "parallel"]} ins(%108 : tensor<4xf32>) outs(%113 : tensor<1x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4xf32>
    %115 = tensor.empty() : tensor<16x1xf32>
    %116 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%112 : tensor<16x1xi32>) outs(%115 : tensor<16x1xf32>) {
    ^bb0(%in: i32, %out: f32):
      %246 = arith.sitofp %in : i32 to f32
      linalg.yield %246 : f32
    } -> tensor<16x1xf32>
    %117 = tensor.empty() : tensor<16x4xf32>
    %118 = linalg.generic {indexing_maps = [#map14, #map12], iterator_types = ["parallel", "parallel"]} ins(%116 : tensor<16x1xf32>) outs(%117 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x4xf32>
    %119 = tensor.empty() : tensor<16x4xf32>
    %120 = linalg.generic {indexing_maps = [#map15, #map12], iterator_types = ["parallel", "parallel"]} ins(%114 : tensor<1x4xf32>) outs(%119 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x4xf32>
    %121 = tensor.empty() : tensor<16x4xf32>
    %122 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%118, %120 : tensor<16x4xf32>, tensor<16x4xf32>) outs(%121 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %246 = arith.mulf %in, %in_17 : f32
      linalg.yield %246 : f32
    } -> tensor<16x4xf32>
    %123 = tensor.empty() : tensor<16x4xf32>
    %124 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%122 : tensor<16x4xf32>) outs(%123 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %246 = math.cos %in : f32
      linalg.yield %246 : f32
    } -> tensor<16x4xf32>
    %125 = tensor.empty() : tensor<1x16x1x4xf32>
    %126 = linalg.generic {indexing_maps = [#map16, #map17], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124 : tensor<16x4xf32>) outs(%125 : tensor<1x16x1x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x16x1x4xf32>
    %127 = tensor.empty() : tensor<16x4xf32>
    %128 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%122 : tensor<16x4xf32>) outs(%127 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %246 = math.sin %in : f32
      linalg.yield %246 : f32
    } -> tensor<16x4xf32>
    %129 = tensor.empty() : tensor<1x16x1x4xf32>
    %130 = linalg.generic {indexing_maps = [#map16, #map17], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%128 : tensor<16x4xf32>) outs(%129 : tensor<1x16x1x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x16x1x4xf32>
    %extracted_slice_12 = tensor.extract_slice %expanded_11[0, 0, 0, 0] [8, 16, 2, 4] [1, 1, 1, 1] : tensor<8x16x2x8xf32> to tensor<8x16x2x4xf32>
    %extracted_slice_13 = tensor.extract_slice %expanded_11[0, 0, 0, 4] [8, 16, 2, 4] [1, 1, 1, 1] : tensor<8x16x2x8xf32> to tensor<8x16x2x4xf32>
    %131 = tensor.empty() : tensor<8x16x2x4xf32>
    %132 = linalg.generic {indexing_maps = [#map18, #map17], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%126 : tensor<1x16x1x4xf32>) outs(%131 : tensor<8x16x2x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x2x4xf32>
    %133 = tensor.empty() : tensor<8x16x2x4xf32>
    %134 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_12, %132 : tensor<8x16x2x4xf32>, tensor<8x16x2x4xf32>) outs(%133 : tensor<8x16x2x4xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %246 = arith.mulf %in, %in_17 : f32
      linalg.yield %246 : f32
    } -> tensor<8x16x2x4xf32>
    %135 = tensor.empty() : tensor<8x16x2x4xf32>
    %136 = linalg.generic {indexing_maps = [#map18, #map17], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%130 : tensor<1x16x1x4xf32>) outs(%135 : tensor<8x16x2x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x2x4xf32>
    %137 = tensor.empty() : tensor<8x16x2x4xf32>
    %138 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_13, %136 : tensor<8x16x2x4xf32>, tensor<8x16x2x4xf32>) outs(%137 : tensor<8x16x2x4xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %246 = arith.mulf %in, %in_17 : f32
      linalg.yield %246 : f32
    } -> tensor<8x16x2x4xf32>
    %139 = tensor.empty() : tensor<8x16x2x4xf32>
    %140 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%134, %138 : tensor<8x16x2x4xf32>, tensor<8x16x2x4xf32>) outs(%139 : tensor<8x16x2x4xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %246 = arith.subf %in, %in_17 : f32
      linalg.yield %246 : f32
    } -> tensor<8x16x2x4xf32>
    %141 = tensor.empty() : tensor<8x16x2x4xf32>
    %142 = linalg.generic {indexing_maps = [#map18, #map17], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%130 : tensor<1x16x1x4xf32>) outs(%141 : tensor<8x16x2x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x2x4xf32>
    %143 = tensor.empty() : tensor<8x16x2x4xf32>
    %144 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_12, %142 : tensor<8x16x2x4xf32>, tensor<8x16x2x4xf32>) outs(%143 : tensor<8x16x2x4xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %246 = arith.mulf %in, %in_17 : f32
      linalg.yield %246 : f32
    } -> tensor<8x16x2x4xf32>
    %145 = tensor.empty() : tensor<8x16x2x4xf32>
    %146 = linalg.generic {indexing_maps = [#map18, #map17], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%126 : tensor<1x16x1x4xf32>) outs(%145 : tensor<8x16x2x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x2x4xf32>
    %147 = tensor.empty() : tensor<8x16x2x4xf32>
    %148 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_13, %146 : tensor<8x16x2x4xf32>, tensor<8x16x2x4xf32>) outs(%147 : tensor<8x16x2x4xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %246 = arith.mulf %in, %in_17 : f32
      linalg.yield %246 : f32
    } -> tensor<8x16x2x4xf32>
    %149 = tensor.empty() : tensor<8x16x2x4xf32>
    %150 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%144, %148 : tensor<8x16x2x4xf32>, tensor<8x16x2x4xf32>) outs(%149 : tensor<8x16x2x4xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %246 = arith.addf %in, %in_17 : f32
      linalg.yield %246 : f32
    } -> tensor<8x16x2x4xf32>
    %151 = tensor.empty() : tensor<8x16x2x8xf32>
    %152 = linalg.generic {indexing_maps = [#map17], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%151 : tensor<8x16x2x8xf32>) {
    ^bb0(%out: f32):
      %246 = linalg.index 0 : index
      %247 = linalg.index 1 : index
      %248 = linalg.index 2 : index
      %249 = linalg.index 3 : index
      %250 = arith.cmpi ult, %249, %c4 : index
      %251 = scf.if %250 -> (f32) {
        %extracted = tensor.extract %140[%246, %247, %248, %249] : tensor<8x16x2x4xf32>
        scf.yield %extracted : f32
      } else {
        %252 = arith.subi %249, %c4 : index
        %extracted = tensor.extract %150[%246, %247, %248, %252] : tensor<8x16x2x4xf32>
        scf.yield %extracted : f32
      }
      linalg.yield %251 : f32
    } -> tensor<8x16x2x8xf32>
    %153 = tensor.empty() : tensor<8x16x16xf32>
    %154 = linalg.fill ins(%cst_9 : f32) outs(%153 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %155 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%26, %arg9 : tensor<8x16x32xf32>, tensor<32x16xf32>) outs(%154 : tensor<8x16x16xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %246 = arith.mulf %in, %in_17 : f32
      %247 = arith.addf %out, %246 : f32
      linalg.yield %247 : f32
    } -> tensor<8x16x16xf32>
    %expanded_14 = tensor.expand_shape %155 [[0], [1], [2, 3]] output_shape [8, 16, 2, 8] : tensor<8x16x16xf32> into tensor<8x16x2x8xf32>
    %156 = tensor.empty() : tensor<8x16x2x2x8xf32>
    %157 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%152 : tensor<8x16x2x8xf32>) outs(%156 : tensor<8x16x2x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x2x2x8xf32>
    %collapsed = tensor.collapse_shape %157 [[0], [1], [2, 3], [4]] : tensor<8x16x2x2x8xf32> into tensor<8x16x4x8xf32>
    %158 = tensor.empty() : tensor<8x16x2x2x8xf32>
    %159 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_14 : tensor<8x16x2x8xf32>) outs(%158 : tensor<8x16x2x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x2x2x8xf32>
    %collapsed_15 = tensor.collapse_shape %159 [[0], [1], [2, 3], [4]] : tensor<8x16x2x2x8xf32> into tensor<8x16x4x8xf32>
    %160 = tensor.empty() : tensor<8x4x16x16xf32>
    %161 = linalg.fill ins(%cst_9 : f32) outs(%160 : tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %162 = linalg.generic {indexing_maps = [#map21, #map22, #map23], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%89, %collapsed : tensor<8x16x4x8xf32>, tensor<8x16x4x8xf32>) outs(%161 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %246 = arith.mulf %in, %in_17 : f32
      %247 = arith.addf %out, %246 : f32
      linalg.yield %247 : f32
    } -> tensor<8x4x16x16xf32>
    %163 = tensor.empty() : tensor<8x4x16x16xf32>
    %164 = linalg.generic {indexing_maps = [#map24, #map17], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_3 : tensor<f32>) outs(%163 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %165 = tensor.empty() : tensor<8x4x16x16xf32>
    %166 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%162, %164 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%165 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %246 = arith.divf %in, %in_17 : f32
      linalg.yield %246 : f32
    } -> tensor<8x4x16x16xf32>
    %167 = tensor.empty() : tensor<16x16xi1>
    %168 = linalg.generic {indexing_maps = [#map25, #map12], iterator_types = ["parallel", "parallel"]} ins(%cst_2 : tensor<i1>) outs(%167 : tensor<16x16xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<16x16xi1>
    %169 = call @tril(%168) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %170 = call @_where(%169, %166, %cst_1) : (tensor<16x16xi1>, tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16x16xf32>
    %171 = tensor.empty() : tensor<8x4x16xf32>
    %172 = linalg.fill ins(%cst : f32) outs(%171 : tensor<8x4x16xf32>) -> tensor<8x4x16xf32>
    %173 = linalg.generic {indexing_maps = [#map17, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%170 : tensor<8x4x16x16xf32>) outs(%172 : tensor<8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %246 = arith.maximumf %out, %in : f32
      linalg.yield %246 : f32
    } -> tensor<8x4x16xf32>
    %174 = tensor.empty() : tensor<8x4x16xf32>
    %175 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_0 : tensor<f32>) outs(%174 : tensor<8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16xf32>
    %176 = tensor.empty() : tensor<8x4x16xf32>
    %177 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175, %173 : tensor<8x4x16xf32>, tensor<8x4x16xf32>) outs(%176 : tensor<8x4x16xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %246 = arith.maximumf %in, %in_17 : f32
      linalg.yield %246 : f32
    } -> tensor<8x4x16xf32>
    %178 = tensor.empty() : tensor<8x4x16x1xf32>
    %179 = linalg.generic {indexing_maps = [#map8, #map17], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%177 : tensor<8x4x16xf32>) outs(%178 : tensor<8x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x1xf32>
    %180 = tensor.empty() : tensor<8x4x16x16xf32>
    %181 = linalg.generic {indexing_maps = [#map26, #map17], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%179 : tensor<8x4x16x1xf32>) outs(%180 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %182 = tensor.empty() : tensor<8x4x16x16xf32>
    %183 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%170, %181 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%182 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %246 = arith.subf %in, %in_17 : f32
      linalg.yield %246 : f32
    } -> tensor<8x4x16x16xf32>
    %184 = tensor.empty() : tensor<8x4x16x16xf32>
    %185 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%183 : tensor<8x4x16x16xf32>) outs(%184 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %246 = math.exp %in : f32
      linalg.yield %246 : f32
    } -> tensor<8x4x16x16xf32>
    %186 = tensor.empty() : tensor<8x4x16xf32>
    %187 = linalg.fill ins(%cst_9 : f32) outs(%186 : tensor<8x4x16xf32>) -> tensor<8x4x16xf32>
    %188 = linalg.generic {indexing_maps = [#map17, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%185 : tensor<8x4x16x16xf32>) outs(%187 : tensor<8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %246 = arith.addf %out, %in : f32
      linalg.yield %246 : f32
    } -> tensor<8x4x16xf32>
    %189 = tensor.empty() : tensor<8x4x16x1xf32>
    %190 = linalg.generic {indexing_maps = [#map8, #map17], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%188 : tensor<8x4x16xf32>) outs(%189 : tensor<8x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x1xf32>
    %191 = tensor.empty() : tensor<8x4x16x16xf32>
    %192 = linalg.generic {indexing_maps = [#map26, #map17], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%190 : tensor<8x4x16x1xf32>) outs(%191 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %193 = tensor.empty() : tensor<8x4x16x16xf32>
    %194 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%185, %192 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%193 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %246 = arith.divf %in, %in_17 : f32
      linalg.yield %246 : f32
    } -> tensor<8x4x16x16xf32>
    %195 = tensor.empty() : tensor<8x4x8x16xf32>
    %196 = linalg.fill ins(%cst_9 : f32) outs(%195 : tensor<8x4x8x16xf32>) -> tensor<8x4x8x16xf32>
    %197 = linalg.generic {indexing_maps = [#map27, #map28, #map23], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%collapsed_15, %194 : tensor<8x16x4x8xf32>, tensor<8x4x16x16xf32>) outs(%196 : tensor<8x4x8x16xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %246 = arith.mulf %in, %in_17 : f32
      %247 = arith.addf %out, %246 : f32
      linalg.yield %247 : f32
    } -> tensor<8x4x8x16xf32>
    %198 = tensor.empty() : tensor<8x16x4x8xf32>
    %199 = linalg.generic {indexing_maps = [#map29, #map17], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%197 : tensor<8x4x8x16xf32>) outs(%198 : tensor<8x16x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x4x8xf32>
    %collapsed_16 = tensor.collapse_shape %199 [[0], [1], [2, 3]] : tensor<8x16x4x8xf32> into tensor<8x16x32xf32>
    %200 = tensor.empty() : tensor<8x16x32xf32>
    %201 = linalg.fill ins(%cst_9 : f32) outs(%200 : tensor<8x16x32xf32>) -> tensor<8x16x32xf32>
    %202 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%collapsed_16, %arg7 : tensor<8x16x32xf32>, tensor<32x32xf32>) outs(%201 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %246 = arith.mulf %in, %in_17 : f32
      %247 = arith.addf %out, %246 : f32
      linalg.yield %247 : f32
    } -> tensor<8x16x32xf32>
    %203 = tensor.empty() : tensor<8x16x32xf32>
    %204 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %202 : tensor<8x16x32xf32>, tensor<8x16x32xf32>) outs(%203 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %246 = arith.addf %in, %in_17 : f32
      linalg.yield %246 : f32
    } -> tensor<8x16x32xf32>
    %205 = tensor.empty() : tensor<8x16x32xf32>
    %206 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204, %204 : tensor<8x16x32xf32>, tensor<8x16x32xf32>) outs(%205 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %246 = arith.mulf %in, %in_17 : f32
      linalg.yield %246 : f32
    } -> tensor<8x16x32xf32>
    %207 = tensor.empty() : tensor<8x16xf32>
    %208 = linalg.fill ins(%cst_9 : f32) outs(%207 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %209 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%206 : tensor<8x16x32xf32>) outs(%208 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %246 = arith.addf %out, %in : f32
      linalg.yield %246 : f32
    } -> tensor<8x16xf32>
    %210 = tensor.empty() : tensor<8x16x1xf32>
    %211 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%209 : tensor<8x16xf32>) outs(%210 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x1xf32>
    %212 = tensor.empty() : tensor<8x16x1xf32>
    %213 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_8 : tensor<f32>) outs(%212 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x1xf32>
    %214 = tensor.empty() : tensor<8x16x1xf32>
    %215 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%211, %213 : tensor<8x16x1xf32>, tensor<8x16x1xf32>) outs(%214 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %246 = arith.divf %in, %in_17 : f32
      linalg.yield %246 : f32
    } -> tensor<8x16x1xf32>
    %216 = tensor.empty() : tensor<8x16x1xf32>
    %217 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_7 : tensor<f32>) outs(%216 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x1xf32>
    %218 = tensor.empty() : tensor<8x16x1xf32>
    %219 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%215, %217 : tensor<8x16x1xf32>, tensor<8x16x1xf32>) outs(%218 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %246 = arith.addf %in, %in_17 : f32
      linalg.yield %246 : f32
    } -> tensor<8x16x1xf32>
    %220 = tensor.empty() : tensor<8x16x1xf32>
    %221 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%219 : tensor<8x16x1xf32>) outs(%220 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %246 = math.rsqrt %in : f32
      linalg.yield %246 : f32
    } -> tensor<8x16x1xf32>
    %222 = tensor.empty() : tensor<8x16x32xf32>
    %223 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%221 : tensor<8x16x1xf32>) outs(%222 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x32xf32>
    %224 = tensor.empty() : tensor<8x16x32xf32>
    %225 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204, %223 : tensor<8x16x32xf32>, tensor<8x16x32xf32>) outs(%224 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %246 = arith.mulf %in, %in_17 : f32
      linalg.yield %246 : f32
    } -> tensor<8x16x32xf32>
    %226 = tensor.empty() : tensor<1x1x32xf32>
    %227 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2 : tensor<32xf32>) outs(%226 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1x32xf32>
    %228 = tensor.empty() : tensor<8x16x32xf32>
    %229 = linalg.generic {indexing_maps = [#map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%227 : tensor<1x1x32xf32>) outs(%228 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x32xf32>
    %230 = tensor.empty() : tensor<8x16x32xf32>
    %231 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%225, %229 : tensor<8x16x32xf32>, tensor<8x16x32xf32>) outs(%230 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %246 = arith.mulf %in, %in_17 : f32
      linalg.yield %246 : f32
    } -> tensor<8x16x32xf32>
    %232 = tensor.empty() : tensor<8x16x64xf32>
    %233 = linalg.fill ins(%cst_9 : f32) outs(%232 : tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %234 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%231, %arg4 : tensor<8x16x32xf32>, tensor<32x64xf32>) outs(%233 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %246 = arith.mulf %in, %in_17 : f32
      %247 = arith.addf %out, %246 : f32
      linalg.yield %247 : f32
    } -> tensor<8x16x64xf32>
    %235 = call @silu(%234) : (tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %236 = tensor.empty() : tensor<8x16x64xf32>
    %237 = linalg.fill ins(%cst_9 : f32) outs(%236 : tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %238 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%231, %arg5 : tensor<8x16x32xf32>, tensor<32x64xf32>) outs(%237 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %246 = arith.mulf %in, %in_17 : f32
      %247 = arith.addf %out, %246 : f32
      linalg.yield %247 : f32
    } -> tensor<8x16x64xf32>
    %239 = tensor.empty() : tensor<8x16x64xf32>
    %240 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235, %238 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%239 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %246 = arith.mulf %in, %in_17 : f32
      linalg.yield %246 : f32
    } -> tensor<8x16x64xf32>
    %241 = tensor.empty() : tensor<8x16x32xf32>
    %242 = linalg.fill ins(%cst_9 : f32) outs(%241 : tensor<8x16x32xf32>) -> tensor<8x16x32xf32>
    %243 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%240, %arg3 : tensor<8x16x64xf32>, tensor<64x32xf32>) outs(%242 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %246 = arith.mulf %in, %in_17 : f32
      %247 = arith.addf %out, %246 : f32
      linalg.yield %247 : f32
    } -> tensor<8x16x32xf32>
    %244 = tensor.empty() : tensor<8x16x32xf32>
    %245 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204, %243 : tensor<8x16x32xf32>, tensor<8x16x32xf32>) outs(%244 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %246 = arith.addf %in, %in_17 : f32
      linalg.yield %246 : f32
    } -> tensor<8x16x32xf32>
    return %245 : tensor<8x16x32xf32>
  }
  func.func private @tril(%arg0: tensor<16x16xi1>) -> tensor<16x16xi1> {
    %cst = arith.constant dense<false> : tensor<i1>
    %cst_0 = arith.constant dense<0> : tensor<i32>
    %0 = tensor.empty() : tensor<16x16xi32>
    %1 = linalg.generic {indexing_maps = [#map12], iterator_types = ["parallel", "parallel"]} outs(%0 : tensor<16x16xi32>) {
    ^bb0(%out: i32):
      %14 = linalg.index 0 : index
      %15 = arith.index_cast %14 : index to i32
      linalg.yield %15 : i32
    } -> tensor<16x16xi32>
    %2 = tensor.empty() : tensor<16x16xi32>
    %3 = linalg.generic {indexing_maps = [#map25, #map12], iterator_types = ["parallel", "parallel"]} ins(%cst_0 : tensor<i32>) outs(%2 : tensor<16x16xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<16x16xi32>
    %4 = tensor.empty() : tensor<16x16xi32>
    %5 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%1, %3 : tensor<16x16xi32>, tensor<16x16xi32>) outs(%4 : tensor<16x16xi32>) {
    ^bb0(%in: i32, %in_1: i32, %out: i32):
      %14 = arith.addi %in, %in_1 : i32
      linalg.yield %14 : i32
    } -> tensor<16x16xi32>
    %6 = tensor.empty() : tensor<16x16xi32>
    %7 = linalg.generic {indexing_maps = [#map12], iterator_types = ["parallel", "parallel"]} outs(%6 : tensor<16x16xi32>) {
    ^bb0(%out: i32):
      %14 = linalg.index 1 : index
      %15 = arith.index_cast %14 : index to i32
      linalg.yield %15 : i32
    } -> tensor<16x16xi32>
    %8 = tensor.empty() : tensor<16x16xi1>
    %9 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%5, %7 : tensor<16x16xi32>, tensor<16x16xi32>) outs(%8 : tensor<16x16xi1>) {
    ^bb0(%in: i32, %in_1: i32, %out: i1):
      %14 = arith.cmpi sge, %in, %in_1 : i32
      linalg.yield %14 : i1
    } -> tensor<16x16xi1>
    %10 = tensor.empty() : tensor<16x16xi1>
    %11 = linalg.generic {indexing_maps = [#map25, #map12], iterator_types = ["parallel", "parallel"]} ins(%cst : tensor<i1>) outs(%10 : tensor<16x16xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<16x16xi1>
    %12 = tensor.empty() : tensor<16x16xi1>
    %13 = linalg.generic {indexing_maps = [#map12, #map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%9, %arg0, %11 : tensor<16x16xi1>, tensor<16x16xi1>, tensor<16x16xi1>) outs(%12 : tensor<16x16xi1>) {
    ^bb0(%in: i1, %in_1: i1, %in_2: i1, %out: i1):
      %14 = arith.select %in, %in_1, %in_2 : i1
      linalg.yield %14 : i1
    } -> tensor<16x16xi1>
    return %13 : tensor<16x16xi1>
  }
  func.func private @_where(%arg0: tensor<16x16xi1>, %arg1: tensor<8x4x16x16xf32>, %arg2: tensor<f32>) -> tensor<8x4x16x16xf32> {
    %0 = tensor.empty() : tensor<8x4x16x16xi1>
    %1 = linalg.generic {indexing_maps = [#map30, #map17], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<16x16xi1>) outs(%0 : tensor<8x4x16x16xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<8x4x16x16xi1>
    %2 = tensor.empty() : tensor<8x4x16x16xf32>
    %3 = linalg.generic {indexing_maps = [#map24, #map17], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg2 : tensor<f32>) outs(%2 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %4 = tensor.empty() : tensor<8x4x16x16xf32>
    %5 = linalg.generic {indexing_maps = [#map17, #map17, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1, %arg1, %3 : tensor<8x4x16x16xi1>, tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%4 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: i1, %in_0: f32, %in_1: f32, %out: f32):
      %6 = arith.select %in, %in_0, %in_1 : f32
      linalg.yield %6 : f32
    } -> tensor<8x4x16x16xf32>
    return %5 : tensor<8x4x16x16xf32>
  }
  func.func private @silu(%arg0: tensor<8x16x64xf32>) -> tensor<8x16x64xf32> {
    %cst = arith.constant dense<1.000000e+00> : tensor<f32>
    %0 = tensor.empty() : tensor<8x16x64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<8x16x64xf32>) outs(%0 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %14 = arith.negf %in : f32
      linalg.yield %14 : f32
    } -> tensor<8x16x64xf32>
    %2 = tensor.empty() : tensor<8x16x64xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<8x16x64xf32>) outs(%2 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %14 = math.exp %in : f32
      linalg.yield %14 : f32
    } -> tensor<8x16x64xf32>
    %4 = tensor.empty() : tensor<8x16x64xf32>
    %5 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst : tensor<f32>) outs(%4 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x64xf32>
    %6 = tensor.empty() : tensor<8x16x64xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %3 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%6 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %14 = arith.addf %in, %in_0 : f32
      linalg.yield %14 : f32
    } -> tensor<8x16x64xf32>
    %8 = tensor.empty() : tensor<8x16x64xf32>
    %9 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst : tensor<f32>) outs(%8 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x64xf32>
    %10 = tensor.empty() : tensor<8x16x64xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9, %7 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%10 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %14 = arith.divf %in, %in_0 : f32
      linalg.yield %14 : f32
    } -> tensor<8x16x64xf32>
    %12 = tensor.empty() : tensor<8x16x64xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %11 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%12 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %14 = arith.mulf %in, %in_0 : f32
      linalg.yield %14 : f32
    } -> tensor<8x16x64xf32>
    return %13 : tensor<8x16x64xf32>
  }
}

