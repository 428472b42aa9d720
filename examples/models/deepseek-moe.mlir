// Model zoo: deepseek-moe, exported by examples/models/regenerate.sh (zoo.py); random weights.
// Arguments: the inputs, then every parameter/buffer (cleave.name = its name). {"inputs": ["x"], "parameters": 7}
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2) -> (d2)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map7 = affine_map<(d0, d1) -> (d0)>
#map8 = affine_map<(d0, d1) -> (d0, 0)>
#map9 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map10 = affine_map<(d0, d1) -> ()>
#map11 = affine_map<(d0, d1, d2) -> (d0)>
module {
  func.func @forward(%arg0: tensor<8x16x32xf32> {cleave.name = "x"}, %arg1: tensor<4x64x32xf32> {cleave.name = "experts.gate_up_proj"}, %arg2: tensor<4x32x32xf32> {cleave.name = "experts.down_proj"}, %arg3: tensor<4x32xf32> {cleave.name = "gate.weight"}, %arg4: tensor<32x32xf32> {cleave.name = "shared_experts.gate_proj.weight"}, %arg5: tensor<32x32xf32> {cleave.name = "shared_experts.up_proj.weight"}, %arg6: tensor<32x32xf32> {cleave.name = "shared_experts.down_proj.weight"}, %arg7: tensor<4xf32> {cleave.name = "gate.e_score_correction_bias"}) -> tensor<8x16x32xf32> {
    %c4_i64 = arith.constant 4 : i64
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %c4 = arith.constant 4 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
    %false = arith.constant false
    %cst_2 = arith.constant dense<0xFF800000> : tensor<128x4xf32>
    %cst_3 = arith.constant dense<false> : tensor<128x4xi1>
    %cst_4 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_5 = arith.constant dense<1.000000e+00> : tensor<128x2xf32>
    %cst_6 = arith.constant dense<0.000000e+00> : tensor<128x2xf32>
    %cst_7 = arith.constant dense<false> : tensor<128x2xi1>
    %cst_8 = arith.constant dense<0xFF800000> : tensor<128x2x2xf32>
    %cst_9 = arith.constant dense<false> : tensor<128x2x2xi1>
    %cst_10 = arith.constant 9.9999999999999995E-21 : f64
    %cst_11 = arith.constant 2.500000e+00 : f32
    %cst_12 = arith.constant dense<4> : tensor<128x4xi64>
    %cst_13 = arith.constant dense<2> : tensor<128x2xi64>
    %cst_14 = arith.constant dense<2> : tensor<128x2x2xi64>
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<8x16x32xf32> into tensor<128x32xf32>
    %0 = tensor.empty() : tensor<32x4xf32>
    %transposed = linalg.transpose ins(%arg3 : tensor<4x32xf32>) outs(%0 : tensor<32x4xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<128x4xf32>
    %2 = tensor.empty() : tensor<128x4xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<128x4xf32>) -> tensor<128x4xf32>
    %4 = linalg.matmul ins(%collapsed, %transposed : tensor<128x32xf32>, tensor<32x4xf32>) outs(%3 : tensor<128x4xf32>) -> tensor<128x4xf32>
    %5 = tensor.empty() : tensor<128x4xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<128x4xf32>) outs(%5 : tensor<128x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.negf %in : f32
      %155 = math.exp %154 : f32
      %156 = arith.addf %155, %cst_0 : f32
      %157 = arith.divf %cst_0, %156 : f32
      linalg.yield %157 : f32
    } -> tensor<128x4xf32>
    %7 = tensor.empty() : tensor<128x4xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%6, %arg7 : tensor<128x4xf32>, tensor<4xf32>) outs(%7 : tensor<128x4xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %154 = arith.addf %in, %in_45 : f32
      linalg.yield %154 : f32
    } -> tensor<128x4xf32>
    %expanded = tensor.expand_shape %8 [[0], [1, 2]] output_shape [128, 2, 2] : tensor<128x4xf32> into tensor<128x2x2xf32>
    %9 = tensor.empty() : tensor<2xi64>
    %10 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%9 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %154 = linalg.index 0 : index
      %155 = arith.index_cast %154 : index to i64
      linalg.yield %155 : i64
    } -> tensor<2xi64>
    %11 = tensor.empty() : tensor<128x2x2xi64>
    %12 = tensor.empty() : tensor<128x2x2xi64>
    %13 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10 : tensor<2xi64>) outs(%12 : tensor<128x2x2xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<128x2x2xi64>
    %14 = tensor.empty() : tensor<128x2xi64>
    %15 = tensor.empty() : tensor<128x2xi64>
    %16 = linalg.fill ins(%c0_i64 : i64) outs(%15 : tensor<128x2xi64>) -> tensor<128x2xi64>
    %17 = tensor.empty() : tensor<128x2xf32>
    %18 = tensor.empty() : tensor<128x2xf32>
    %19 = linalg.fill ins(%cst_1 : f32) outs(%18 : tensor<128x2xf32>) -> tensor<128x2xf32>
    %20:2 = linalg.generic {indexing_maps = [#map4, #map5, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded : tensor<128x2x2xf32>) outs(%19, %16 : tensor<128x2xf32>, tensor<128x2xi64>) {
    ^bb0(%in: f32, %out: f32, %out_45: i64):
      %154 = linalg.index 2 : index
      %155 = arith.index_cast %154 : index to i64
      %156 = arith.maximumf %in, %out : f32
      %157 = arith.cmpf ogt, %in, %out : f32
      %158 = arith.select %157, %155, %out_45 : i64
      linalg.yield %156, %158 : f32, i64
    } -> (tensor<128x2xf32>, tensor<128x2xi64>)
    %expanded_15 = tensor.expand_shape %20#0 [[0], [1, 2]] output_shape [128, 2, 1] : tensor<128x2xf32> into tensor<128x2x1xf32>
    %21 = tensor.empty() : tensor<128x2x2xi1>
    %22 = tensor.empty() : tensor<128x2x2xi1>
    %23 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded, %expanded_15 : tensor<128x2x2xf32>, tensor<128x2x1xf32>) outs(%22 : tensor<128x2x2xi1>) {
    ^bb0(%in: f32, %in_45: f32, %out: i1):
      %154 = arith.cmpf oeq, %in, %in_45 : f32
      linalg.yield %154 : i1
    } -> tensor<128x2x2xi1>
    %24 = tensor.empty() : tensor<128x2x2xi1>
    %25 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_9 : tensor<128x2x2xi1>) outs(%24 : tensor<128x2x2xi1>) {
    ^bb0(%in: i1, %out: i1):
      %154 = arith.xori %in, %true : i1
      linalg.yield %154 : i1
    } -> tensor<128x2x2xi1>
    %26 = tensor.empty() : tensor<128x2x2xi1>
    %27 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23, %25 : tensor<128x2x2xi1>, tensor<128x2x2xi1>) outs(%26 : tensor<128x2x2xi1>) {
    ^bb0(%in: i1, %in_45: i1, %out: i1):
      %154 = arith.andi %in, %in_45 : i1
      linalg.yield %154 : i1
    } -> tensor<128x2x2xi1>
    %28 = linalg.generic {indexing_maps = [#map4, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27, %13, %cst_14 : tensor<128x2x2xi1>, tensor<128x2x2xi64>, tensor<128x2x2xi64>) outs(%11 : tensor<128x2x2xi64>) {
    ^bb0(%in: i1, %in_45: i64, %in_46: i64, %out: i64):
      %154 = arith.select %in, %in_45, %in_46 : i64
      linalg.yield %154 : i64
    } -> tensor<128x2x2xi64>
    %29 = tensor.empty() : tensor<128x2xi64>
    %30 = linalg.fill ins(%c9223372036854775807_i64 : i64) outs(%29 : tensor<128x2xi64>) -> tensor<128x2xi64>
    %31:2 = linalg.generic {indexing_maps = [#map4, #map5, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%28 : tensor<128x2x2xi64>) outs(%30, %16 : tensor<128x2xi64>, tensor<128x2xi64>) {
    ^bb0(%in: i64, %out: i64, %out_45: i64):
      %154 = linalg.index 2 : index
      %155 = arith.index_cast %154 : index to i64
      %156 = arith.minsi %in, %out : i64
      %157 = arith.cmpi slt, %in, %out : i64
      %158 = arith.select %157, %155, %out_45 : i64
      linalg.yield %156, %158 : i64, i64
    } -> (tensor<128x2xi64>, tensor<128x2xi64>)
    %expanded_16 = tensor.expand_shape %31#0 [[0], [1, 2]] output_shape [128, 2, 1] : tensor<128x2xi64> into tensor<128x2x1xi64>
    %32 = tensor.empty() : tensor<128x2x2xi1>
    %33 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13, %expanded_16 : tensor<128x2x2xi64>, tensor<128x2x1xi64>) outs(%32 : tensor<128x2x2xi1>) {
    ^bb0(%in: i64, %in_45: i64, %out: i1):
      %154 = arith.cmpi eq, %in, %in_45 : i64
      linalg.yield %154 : i1
    } -> tensor<128x2x2xi1>
    %34 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_9, %33 : tensor<128x2x2xi1>, tensor<128x2x2xi1>) outs(%21 : tensor<128x2x2xi1>) {
    ^bb0(%in: i1, %in_45: i1, %out: i1):
      %154 = arith.ori %in, %in_45 : i1
      linalg.yield %154 : i1
    } -> tensor<128x2x2xi1>
    %35 = tensor.empty() : tensor<128x2x2xf32>
    %36 = tensor.empty() : tensor<128x2x2xf32>
    %37 = linalg.generic {indexing_maps = [#map4, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34, %cst_8, %expanded : tensor<128x2x2xi1>, tensor<128x2x2xf32>, tensor<128x2x2xf32>) outs(%36 : tensor<128x2x2xf32>) {
    ^bb0(%in: i1, %in_45: f32, %in_46: f32, %out: f32):
      %154 = arith.select %in, %in_45, %in_46 : f32
      linalg.yield %154 : f32
    } -> tensor<128x2x2xf32>
    %38:2 = linalg.generic {indexing_maps = [#map4, #map5, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%37 : tensor<128x2x2xf32>) outs(%19, %16 : tensor<128x2xf32>, tensor<128x2xi64>) {
    ^bb0(%in: f32, %out: f32, %out_45: i64):
      %154 = linalg.index 2 : index
      %155 = arith.index_cast %154 : index to i64
      %156 = arith.maximumf %in, %out : f32
      %157 = arith.cmpf ogt, %in, %out : f32
      %158 = arith.select %157, %155, %out_45 : i64
      linalg.yield %156, %158 : f32, i64
    } -> (tensor<128x2xf32>, tensor<128x2xi64>)
    %expanded_17 = tensor.expand_shape %38#0 [[0], [1, 2]] output_shape [128, 2, 1] : tensor<128x2xf32> into tensor<128x2x1xf32>
    %concat = tensor.concat dim(2) %expanded_15, %expanded_17 : (tensor<128x2x1xf32>, tensor<128x2x1xf32>) -> tensor<128x2x2xf32>
    %39 = tensor.empty() : tensor<128x2xf32>
    %40 = linalg.fill ins(%cst : f32) outs(%39 : tensor<128x2xf32>) -> tensor<128x2xf32>
    %41 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%concat : tensor<128x2x2xf32>) outs(%40 : tensor<128x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.addf %in, %out : f32
      linalg.yield %154 : f32
    } -> tensor<128x2xf32>
    %42 = tensor.empty() : tensor<128x2xi64>
    %43 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%10 : tensor<2xi64>) outs(%42 : tensor<128x2xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<128x2xi64>
    %44 = tensor.empty() : tensor<128xi64>
    %45 = tensor.empty() : tensor<128xi64>
    %46 = linalg.fill ins(%c0_i64 : i64) outs(%45 : tensor<128xi64>) -> tensor<128xi64>
    %47 = tensor.empty() : tensor<128xf32>
    %48 = linalg.fill ins(%cst_1 : f32) outs(%47 : tensor<128xf32>) -> tensor<128xf32>
    %49:2 = linalg.generic {indexing_maps = [#map, #map7, #map7], iterator_types = ["parallel", "reduction"]} ins(%41 : tensor<128x2xf32>) outs(%48, %46 : tensor<128xf32>, tensor<128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_45: i64):
      %154 = linalg.index 1 : index
      %155 = arith.index_cast %154 : index to i64
      %156 = arith.maximumf %in, %out : f32
      %157 = arith.cmpf ogt, %in, %out : f32
      %158 = arith.select %157, %155, %out_45 : i64
      linalg.yield %156, %158 : f32, i64
    } -> (tensor<128xf32>, tensor<128xi64>)
    %expanded_18 = tensor.expand_shape %49#0 [[0, 1]] output_shape [128, 1] : tensor<128xf32> into tensor<128x1xf32>
    %50 = tensor.empty() : tensor<128x2xi1>
    %51 = tensor.empty() : tensor<128x2xi1>
    %52 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel"]} ins(%41, %expanded_18 : tensor<128x2xf32>, tensor<128x1xf32>) outs(%51 : tensor<128x2xi1>) {
    ^bb0(%in: f32, %in_45: f32, %out: i1):
      %154 = arith.cmpf oeq, %in, %in_45 : f32
      linalg.yield %154 : i1
    } -> tensor<128x2xi1>
    %53 = tensor.empty() : tensor<128x2xi1>
    %54 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_7 : tensor<128x2xi1>) outs(%53 : tensor<128x2xi1>) {
    ^bb0(%in: i1, %out: i1):
      %154 = arith.xori %in, %true : i1
      linalg.yield %154 : i1
    } -> tensor<128x2xi1>
    %55 = tensor.empty() : tensor<128x2xi1>
    %56 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%52, %54 : tensor<128x2xi1>, tensor<128x2xi1>) outs(%55 : tensor<128x2xi1>) {
    ^bb0(%in: i1, %in_45: i1, %out: i1):
      %154 = arith.andi %in, %in_45 : i1
      linalg.yield %154 : i1
    } -> tensor<128x2xi1>
    %57 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%56, %43, %cst_13 : tensor<128x2xi1>, tensor<128x2xi64>, tensor<128x2xi64>) outs(%14 : tensor<128x2xi64>) {
    ^bb0(%in: i1, %in_45: i64, %in_46: i64, %out: i64):
      %154 = arith.select %in, %in_45, %in_46 : i64
      linalg.yield %154 : i64
    } -> tensor<128x2xi64>
    %58 = linalg.fill ins(%c9223372036854775807_i64 : i64) outs(%44 : tensor<128xi64>) -> tensor<128xi64>
    %59:2 = linalg.generic {indexing_maps = [#map, #map7, #map7], iterator_types = ["parallel", "reduction"]} ins(%57 : tensor<128x2xi64>) outs(%58, %46 : tensor<128xi64>, tensor<128xi64>) {
    ^bb0(%in: i64, %out: i64, %out_45: i64):
      %154 = linalg.index 1 : index
      %155 = arith.index_cast %154 : index to i64
      %156 = arith.minsi %in, %out : i64
      %157 = arith.cmpi slt, %in, %out : i64
      %158 = arith.select %157, %155, %out_45 : i64
      linalg.yield %156, %158 : i64, i64
    } -> (tensor<128xi64>, tensor<128xi64>)
    %expanded_19 = tensor.expand_shape %59#0 [[0, 1]] output_shape [128, 1] : tensor<128xi64> into tensor<128x1xi64>
    %60 = tensor.empty() : tensor<128x1xi1>
    %61 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_19 : tensor<128x1xi64>) outs(%60 : tensor<128x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %154 = arith.cmpi slt, %in, %c0_i64 : i64
      linalg.yield %154 : i1
    } -> tensor<128x1xi1>
    %62 = tensor.empty() : tensor<128x1xi64>
    %63 = tensor.empty() : tensor<128x1xi64>
    %64 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_19 : tensor<128x1xi64>) outs(%63 : tensor<128x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %154 = arith.addi %in, %c2_i64 : i64
      linalg.yield %154 : i64
    } -> tensor<128x1xi64>
    %65 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%61, %64, %expanded_19 : tensor<128x1xi1>, tensor<128x1xi64>, tensor<128x1xi64>) outs(%62 : tensor<128x1xi64>) {
    ^bb0(%in: i1, %in_45: i64, %in_46: i64, %out: i64):
      %154 = arith.select %in, %in_45, %in_46 : i64
      linalg.yield %154 : i64
    } -> tensor<128x1xi64>
    %expanded_20 = tensor.expand_shape %65 [[0], [1, 2]] output_shape [128, 1, 1] : tensor<128x1xi64> into tensor<128x1x1xi64>
    %66 = tensor.empty() : tensor<128x1x2xi1>
    %67 = linalg.generic {indexing_maps = [#map6, #map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_20, %10 : tensor<128x1x1xi64>, tensor<2xi64>) outs(%66 : tensor<128x1x2xi1>) {
    ^bb0(%in: i64, %in_45: i64, %out: i1):
      %154 = arith.cmpi eq, %in, %in_45 : i64
      linalg.yield %154 : i1
    } -> tensor<128x1x2xi1>
    %68 = linalg.fill ins(%false : i1) outs(%50 : tensor<128x2xi1>) -> tensor<128x2xi1>
    %69 = linalg.generic {indexing_maps = [#map4, #map9], iterator_types = ["parallel", "reduction", "parallel"]} ins(%67 : tensor<128x1x2xi1>) outs(%68 : tensor<128x2xi1>) {
    ^bb0(%in: i1, %out: i1):
      %154 = arith.ori %in, %out : i1
      linalg.yield %154 : i1
    } -> tensor<128x2xi1>
    %70 = tensor.empty() : tensor<128x2xf32>
    %71 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%69, %cst_5, %cst_6 : tensor<128x2xi1>, tensor<128x2xf32>, tensor<128x2xf32>) outs(%70 : tensor<128x2xf32>) {
    ^bb0(%in: i1, %in_45: f32, %in_46: f32, %out: f32):
      %154 = arith.select %in, %in_45, %in_46 : f32
      linalg.yield %154 : f32
    } -> tensor<128x2xf32>
    %72 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<128x2xf32>) outs(%35 : tensor<128x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x2x2xf32>
    %collapsed_21 = tensor.collapse_shape %72 [[0], [1, 2]] : tensor<128x2x2xf32> into tensor<128x4xf32>
    %73 = tensor.empty() : tensor<128x4xi1>
    %74 = tensor.empty() : tensor<128x4xi1>
    %75 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_21 : tensor<128x4xf32>) outs(%74 : tensor<128x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %154 = arith.cmpf une, %in, %cst : f32
      linalg.yield %154 : i1
    } -> tensor<128x4xi1>
    %76 = tensor.empty() : tensor<128x4xi1>
    %77 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%75 : tensor<128x4xi1>) outs(%76 : tensor<128x4xi1>) {
    ^bb0(%in: i1, %out: i1):
      %154 = arith.xori %in, %true : i1
      linalg.yield %154 : i1
    } -> tensor<128x4xi1>
    %78 = tensor.empty() : tensor<128x4xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map10, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%77, %cst_4, %8 : tensor<128x4xi1>, tensor<f32>, tensor<128x4xf32>) outs(%78 : tensor<128x4xf32>) {
    ^bb0(%in: i1, %in_45: f32, %in_46: f32, %out: f32):
      %154 = arith.select %in, %in_45, %in_46 : f32
      linalg.yield %154 : f32
    } -> tensor<128x4xf32>
    %80 = tensor.empty() : tensor<4xi64>
    %81 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%80 : tensor<4xi64>) {
    ^bb0(%out: i64):
      %154 = linalg.index 0 : index
      %155 = arith.index_cast %154 : index to i64
      linalg.yield %155 : i64
    } -> tensor<4xi64>
    %82 = tensor.empty() : tensor<128x4xi64>
    %83 = tensor.empty() : tensor<128x4xi64>
    %84 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%81 : tensor<4xi64>) outs(%83 : tensor<128x4xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<128x4xi64>
    %85:2 = linalg.generic {indexing_maps = [#map, #map7, #map7], iterator_types = ["parallel", "reduction"]} ins(%79 : tensor<128x4xf32>) outs(%48, %46 : tensor<128xf32>, tensor<128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_45: i64):
      %154 = linalg.index 1 : index
      %155 = arith.index_cast %154 : index to i64
      %156 = arith.maximumf %in, %out : f32
      %157 = arith.cmpf ogt, %in, %out : f32
      %158 = arith.select %157, %155, %out_45 : i64
      linalg.yield %156, %158 : f32, i64
    } -> (tensor<128xf32>, tensor<128xi64>)
    %expanded_22 = tensor.expand_shape %85#0 [[0, 1]] output_shape [128, 1] : tensor<128xf32> into tensor<128x1xf32>
    %86 = tensor.empty() : tensor<128x4xi1>
    %87 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel"]} ins(%79, %expanded_22 : tensor<128x4xf32>, tensor<128x1xf32>) outs(%86 : tensor<128x4xi1>) {
    ^bb0(%in: f32, %in_45: f32, %out: i1):
      %154 = arith.cmpf oeq, %in, %in_45 : f32
      linalg.yield %154 : i1
    } -> tensor<128x4xi1>
    %88 = tensor.empty() : tensor<128x4xi1>
    %89 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_3 : tensor<128x4xi1>) outs(%88 : tensor<128x4xi1>) {
    ^bb0(%in: i1, %out: i1):
      %154 = arith.xori %in, %true : i1
      linalg.yield %154 : i1
    } -> tensor<128x4xi1>
    %90 = tensor.empty() : tensor<128x4xi1>
    %91 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%87, %89 : tensor<128x4xi1>, tensor<128x4xi1>) outs(%90 : tensor<128x4xi1>) {
    ^bb0(%in: i1, %in_45: i1, %out: i1):
      %154 = arith.andi %in, %in_45 : i1
      linalg.yield %154 : i1
    } -> tensor<128x4xi1>
    %92 = tensor.empty() : tensor<128x4xi64>
    %93 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%91, %84, %cst_12 : tensor<128x4xi1>, tensor<128x4xi64>, tensor<128x4xi64>) outs(%92 : tensor<128x4xi64>) {
    ^bb0(%in: i1, %in_45: i64, %in_46: i64, %out: i64):
      %154 = arith.select %in, %in_45, %in_46 : i64
      linalg.yield %154 : i64
    } -> tensor<128x4xi64>
    %94:2 = linalg.generic {indexing_maps = [#map, #map7, #map7], iterator_types = ["parallel", "reduction"]} ins(%93 : tensor<128x4xi64>) outs(%58, %46 : tensor<128xi64>, tensor<128xi64>) {
    ^bb0(%in: i64, %out: i64, %out_45: i64):
      %154 = linalg.index 1 : index
      %155 = arith.index_cast %154 : index to i64
      %156 = arith.minsi %in, %out : i64
      %157 = arith.cmpi slt, %in, %out : i64
      %158 = arith.select %157, %155, %out_45 : i64
      linalg.yield %156, %158 : i64, i64
    } -> (tensor<128xi64>, tensor<128xi64>)
    %expanded_23 = tensor.expand_shape %94#0 [[0, 1]] output_shape [128, 1] : tensor<128xi64> into tensor<128x1xi64>
    %95 = tensor.empty() : tensor<128x4xi1>
    %96 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel"]} ins(%84, %expanded_23 : tensor<128x4xi64>, tensor<128x1xi64>) outs(%95 : tensor<128x4xi1>) {
    ^bb0(%in: i64, %in_45: i64, %out: i1):
      %154 = arith.cmpi eq, %in, %in_45 : i64
      linalg.yield %154 : i1
    } -> tensor<128x4xi1>
    %97 = tensor.empty() : tensor<128x4xi1>
    %98 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_3, %96 : tensor<128x4xi1>, tensor<128x4xi1>) outs(%97 : tensor<128x4xi1>) {
    ^bb0(%in: i1, %in_45: i1, %out: i1):
      %154 = arith.ori %in, %in_45 : i1
      linalg.yield %154 : i1
    } -> tensor<128x4xi1>
    %99 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%98, %cst_2, %79 : tensor<128x4xi1>, tensor<128x4xf32>, tensor<128x4xf32>) outs(%1 : tensor<128x4xf32>) {
    ^bb0(%in: i1, %in_45: f32, %in_46: f32, %out: f32):
      %154 = arith.select %in, %in_45, %in_46 : f32
      linalg.yield %154 : f32
    } -> tensor<128x4xf32>
    %100:2 = linalg.generic {indexing_maps = [#map, #map7, #map7], iterator_types = ["parallel", "reduction"]} ins(%99 : tensor<128x4xf32>) outs(%48, %46 : tensor<128xf32>, tensor<128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_45: i64):
      %154 = linalg.index 1 : index
      %155 = arith.index_cast %154 : index to i64
      %156 = arith.maximumf %in, %out : f32
      %157 = arith.cmpf ogt, %in, %out : f32
      %158 = arith.select %157, %155, %out_45 : i64
      linalg.yield %156, %158 : f32, i64
    } -> (tensor<128xf32>, tensor<128xi64>)
    %expanded_24 = tensor.expand_shape %100#0 [[0, 1]] output_shape [128, 1] : tensor<128xf32> into tensor<128x1xf32>
    %101 = tensor.empty() : tensor<128x4xi1>
    %102 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel"]} ins(%99, %expanded_24 : tensor<128x4xf32>, tensor<128x1xf32>) outs(%101 : tensor<128x4xi1>) {
    ^bb0(%in: f32, %in_45: f32, %out: i1):
      %154 = arith.cmpf oeq, %in, %in_45 : f32
      linalg.yield %154 : i1
    } -> tensor<128x4xi1>
    %103 = tensor.empty() : tensor<128x4xi1>
    %104 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%98 : tensor<128x4xi1>) outs(%103 : tensor<128x4xi1>) {
    ^bb0(%in: i1, %out: i1):
      %154 = arith.xori %in, %true : i1
      linalg.yield %154 : i1
    } -> tensor<128x4xi1>
    %105 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%102, %104 : tensor<128x4xi1>, tensor<128x4xi1>) outs(%73 : tensor<128x4xi1>) {
    ^bb0(%in: i1, %in_45: i1, %out: i1):
      %154 = arith.andi %in, %in_45 : i1
      linalg.yield %154 : i1
    } -> tensor<128x4xi1>
    %106 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%105, %84, %cst_12 : tensor<128x4xi1>, tensor<128x4xi64>, tensor<128x4xi64>) outs(%82 : tensor<128x4xi64>) {
    ^bb0(%in: i1, %in_45: i64, %in_46: i64, %out: i64):
      %154 = arith.select %in, %in_45, %in_46 : i64
      linalg.yield %154 : i64
    } -> tensor<128x4xi64>
    %107:2 = linalg.generic {indexing_maps = [#map, #map7, #map7], iterator_types = ["parallel", "reduction"]} ins(%106 : tensor<128x4xi64>) outs(%58, %46 : tensor<128xi64>, tensor<128xi64>) {
    ^bb0(%in: i64, %out: i64, %out_45: i64):
      %154 = linalg.index 1 : index
      %155 = arith.index_cast %154 : index to i64
      %156 = arith.minsi %in, %out : i64
      %157 = arith.cmpi slt, %in, %out : i64
      %158 = arith.select %157, %155, %out_45 : i64
      linalg.yield %156, %158 : i64, i64
    } -> (tensor<128xi64>, tensor<128xi64>)
    %expanded_25 = tensor.expand_shape %107#0 [[0, 1]] output_shape [128, 1] : tensor<128xi64> into tensor<128x1xi64>
    %concat_26 = tensor.concat dim(1) %expanded_23, %expanded_25 : (tensor<128x1xi64>, tensor<128x1xi64>) -> tensor<128x2xi64>
    %108 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%concat_26 : tensor<128x2xi64>) outs(%40 : tensor<128x2xf32>) {
    ^bb0(%in: i64, %out: f32):
      %154 = linalg.index 0 : index
      %155 = arith.index_cast %in : i64 to index
      %156 = arith.cmpi slt, %155, %c4 : index
      cf.assert %156, "index must be smaller than dim size"
      %157 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %157, "index must be larger or equal to 0"
      %extracted = tensor.extract %6[%154, %155] : tensor<128x4xf32>
      linalg.yield %extracted : f32
    } -> tensor<128x2xf32>
    %109 = tensor.empty() : tensor<128x1xf32>
    %110 = tensor.empty() : tensor<128x1xf32>
    %111 = linalg.fill ins(%cst : f32) outs(%110 : tensor<128x1xf32>) -> tensor<128x1xf32>
    %112 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["parallel", "reduction"]} ins(%108 : tensor<128x2xf32>) outs(%111 : tensor<128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.addf %in, %out : f32
      linalg.yield %154 : f32
    } -> tensor<128x1xf32>
    %113 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%112 : tensor<128x1xf32>) outs(%109 : tensor<128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.truncf %cst_10 : f64 to f32
      %155 = arith.addf %in, %154 : f32
      linalg.yield %155 : f32
    } -> tensor<128x1xf32>
    %114 = tensor.empty() : tensor<128x2xf32>
    %115 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel"]} ins(%108, %113 : tensor<128x2xf32>, tensor<128x1xf32>) outs(%114 : tensor<128x2xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %154 = arith.divf %in, %in_45 : f32
      linalg.yield %154 : f32
    } -> tensor<128x2xf32>
    %116 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%115 : tensor<128x2xf32>) outs(%17 : tensor<128x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.mulf %in, %cst_11 : f32
      linalg.yield %154 : f32
    } -> tensor<128x2xf32>
    %117 = tensor.empty() : tensor<128x2x32xf32>
    %118 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed : tensor<128x32xf32>) outs(%117 : tensor<128x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x2x32xf32>
    %collapsed_27 = tensor.collapse_shape %118 [[0, 1], [2]] : tensor<128x2x32xf32> into tensor<256x32xf32>
    %collapsed_28 = tensor.collapse_shape %116 [[0, 1]] : tensor<128x2xf32> into tensor<256xf32>
    %collapsed_29 = tensor.collapse_shape %concat_26 [[0, 1]] : tensor<128x2xi64> into tensor<256xi64>
    %119 = tensor.empty() : tensor<256x64x32xf32>
    %120 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_29 : tensor<256xi64>) outs(%119 : tensor<256x64x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %154 = arith.cmpi slt, %in, %c0_i64 : i64
      %155 = arith.addi %in, %c4_i64 : i64
      %156 = arith.select %154, %155, %in : i64
      %157 = arith.index_cast %156 : i64 to index
      %158 = linalg.index 1 : index
      %159 = linalg.index 2 : index
      %extracted = tensor.extract %arg1[%157, %158, %159] : tensor<4x64x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<256x64x32xf32>
    %expanded_30 = tensor.expand_shape %collapsed_27 [[0], [1, 2]] output_shape [256, 32, 1] : tensor<256x32xf32> into tensor<256x32x1xf32>
    %121 = tensor.empty() : tensor<256x64x1xf32>
    %122 = linalg.fill ins(%cst : f32) outs(%121 : tensor<256x64x1xf32>) -> tensor<256x64x1xf32>
    %123 = linalg.batch_matmul ins(%120, %expanded_30 : tensor<256x64x32xf32>, tensor<256x32x1xf32>) outs(%122 : tensor<256x64x1xf32>) -> tensor<256x64x1xf32>
    %collapsed_31 = tensor.collapse_shape %123 [[0], [1, 2]] : tensor<256x64x1xf32> into tensor<256x64xf32>
    %extracted_slice = tensor.extract_slice %collapsed_31[0, 0] [256, 32] [1, 1] : tensor<256x64xf32> to tensor<256x32xf32>
    %extracted_slice_32 = tensor.extract_slice %collapsed_31[0, 32] [256, 32] [1, 1] : tensor<256x64xf32> to tensor<256x32xf32>
    %124 = tensor.empty() : tensor<256x32xf32>
    %125 = tensor.empty() : tensor<256x32xf32>
    %126 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice : tensor<256x32xf32>) outs(%125 : tensor<256x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.negf %in : f32
      %155 = math.exp %154 : f32
      %156 = arith.addf %155, %cst_0 : f32
      %157 = arith.divf %cst_0, %156 : f32
      linalg.yield %157 : f32
    } -> tensor<256x32xf32>
    %127 = tensor.empty() : tensor<256x32xf32>
    %128 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice, %126 : tensor<256x32xf32>, tensor<256x32xf32>) outs(%127 : tensor<256x32xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %154 = arith.mulf %in, %in_45 : f32
      linalg.yield %154 : f32
    } -> tensor<256x32xf32>
    %129 = tensor.empty() : tensor<256x32xf32>
    %130 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%128, %extracted_slice_32 : tensor<256x32xf32>, tensor<256x32xf32>) outs(%129 : tensor<256x32xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %154 = arith.mulf %in, %in_45 : f32
      linalg.yield %154 : f32
    } -> tensor<256x32xf32>
    %131 = tensor.empty() : tensor<256x32x32xf32>
    %132 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_29 : tensor<256xi64>) outs(%131 : tensor<256x32x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %154 = arith.cmpi slt, %in, %c0_i64 : i64
      %155 = arith.addi %in, %c4_i64 : i64
      %156 = arith.select %154, %155, %in : i64
      %157 = arith.index_cast %156 : i64 to index
      %158 = linalg.index 1 : index
      %159 = linalg.index 2 : index
      %extracted = tensor.extract %arg2[%157, %158, %159] : tensor<4x32x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<256x32x32xf32>
    %expanded_33 = tensor.expand_shape %130 [[0], [1, 2]] output_shape [256, 32, 1] : tensor<256x32xf32> into tensor<256x32x1xf32>
    %133 = tensor.empty() : tensor<256x32x1xf32>
    %134 = linalg.fill ins(%cst : f32) outs(%133 : tensor<256x32x1xf32>) -> tensor<256x32x1xf32>
    %135 = linalg.batch_matmul ins(%132, %expanded_33 : tensor<256x32x32xf32>, tensor<256x32x1xf32>) outs(%134 : tensor<256x32x1xf32>) -> tensor<256x32x1xf32>
    %collapsed_34 = tensor.collapse_shape %135 [[0], [1, 2]] : tensor<256x32x1xf32> into tensor<256x32xf32>
    %expanded_35 = tensor.expand_shape %collapsed_28 [[0, 1]] output_shape [256, 1] : tensor<256xf32> into tensor<256x1xf32>
    %136 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_34, %expanded_35 : tensor<256x32xf32>, tensor<256x1xf32>) outs(%124 : tensor<256x32xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %154 = arith.mulf %in, %in_45 : f32
      linalg.yield %154 : f32
    } -> tensor<256x32xf32>
    %expanded_36 = tensor.expand_shape %136 [[0, 1], [2]] output_shape [128, 2, 32] : tensor<256x32xf32> into tensor<128x2x32xf32>
    %137 = tensor.empty() : tensor<128x32xf32>
    %138 = linalg.fill ins(%cst : f32) outs(%137 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %139 = linalg.generic {indexing_maps = [#map4, #map9], iterator_types = ["parallel", "reduction", "parallel"]} ins(%expanded_36 : tensor<128x2x32xf32>) outs(%138 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.addf %in, %out : f32
      linalg.yield %154 : f32
    } -> tensor<128x32xf32>
    %expanded_37 = tensor.expand_shape %139 [[0, 1], [2]] output_shape [8, 16, 32] : tensor<128x32xf32> into tensor<8x16x32xf32>
    %140 = tensor.empty() : tensor<32x32xf32>
    %141 = tensor.empty() : tensor<32x32xf32>
    %transposed_38 = linalg.transpose ins(%arg4 : tensor<32x32xf32>) outs(%141 : tensor<32x32xf32>) permutation = [1, 0] 
    %142 = linalg.matmul ins(%collapsed, %transposed_38 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%138 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %expanded_39 = tensor.expand_shape %142 [[0, 1], [2]] output_shape [8, 16, 32] : tensor<128x32xf32> into tensor<8x16x32xf32>
    %143 = tensor.empty() : tensor<8x16x32xf32>
    %144 = tensor.empty() : tensor<8x16x32xf32>
    %145 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_39 : tensor<8x16x32xf32>) outs(%144 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %154 = arith.negf %in : f32
      %155 = math.exp %154 : f32
      %156 = arith.addf %155, %cst_0 : f32
      %157 = arith.divf %cst_0, %156 : f32
      linalg.yield %157 : f32
    } -> tensor<8x16x32xf32>
    %146 = tensor.empty() : tensor<8x16x32xf32>
    %147 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_39, %145 : tensor<8x16x32xf32>, tensor<8x16x32xf32>) outs(%146 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %154 = arith.mulf %in, %in_45 : f32
      linalg.yield %154 : f32
    } -> tensor<8x16x32xf32>
    %148 = tensor.empty() : tensor<32x32xf32>
    %transposed_40 = linalg.transpose ins(%arg5 : tensor<32x32xf32>) outs(%148 : tensor<32x32xf32>) permutation = [1, 0] 
    %149 = linalg.matmul ins(%collapsed, %transposed_40 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%138 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %expanded_41 = tensor.expand_shape %149 [[0, 1], [2]] output_shape [8, 16, 32] : tensor<128x32xf32> into tensor<8x16x32xf32>
    %150 = tensor.empty() : tensor<8x16x32xf32>
    %151 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147, %expanded_41 : tensor<8x16x32xf32>, tensor<8x16x32xf32>) outs(%150 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %154 = arith.mulf %in, %in_45 : f32
      linalg.yield %154 : f32
    } -> tensor<8x16x32xf32>
    %transposed_42 = linalg.transpose ins(%arg6 : tensor<32x32xf32>) outs(%140 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_43 = tensor.collapse_shape %151 [[0, 1], [2]] : tensor<8x16x32xf32> into tensor<128x32xf32>
    %152 = linalg.matmul ins(%collapsed_43, %transposed_42 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%138 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %expanded_44 = tensor.expand_shape %152 [[0, 1], [2]] output_shape [8, 16, 32] : tensor<128x32xf32> into tensor<8x16x32xf32>
    %153 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_37, %expanded_44 : tensor<8x16x32xf32>, tensor<8x16x32xf32>) outs(%143 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %154 = arith.addf %in, %in_45 : f32
      linalg.yield %154 : f32
    } -> tensor<8x16x32xf32>
    return %153 : tensor<8x16x32xf32>
  }
}

