// Model zoo: olmoe-moe, exported by examples/models/regenerate.sh (zoo.py); random weights.
// Arguments: the inputs, then every parameter/buffer (cleave.name = its name). {"inputs": ["x"], "parameters": 3}
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d0, 0)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0, d1) -> (d1)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map7 = affine_map<(d0, d1, d2) -> (d0)>
module {
  func.func @forward(%arg0: tensor<8x16x32xf32> {cleave.name = "x"}, %arg1: tensor<8x32xf32> {cleave.name = "gate.weight"}, %arg2: tensor<8x48x32xf32> {cleave.name = "experts.gate_up_proj"}, %arg3: tensor<8x32x24xf32> {cleave.name = "experts.down_proj"}) -> tensor<8x16x32xf32> {
    %c8_i64 = arith.constant 8 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant dense<0xFF800000> : tensor<128x8xf32>
    %cst_3 = arith.constant dense<false> : tensor<128x8xi1>
    %cst_4 = arith.constant dense<8> : tensor<128x8xi64>
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<8x16x32xf32> into tensor<128x32xf32>
    %0 = tensor.empty() : tensor<32x8xf32>
    %transposed = linalg.transpose ins(%arg1 : tensor<8x32xf32>) outs(%0 : tensor<32x8xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<128x8xf32>
    %2 = tensor.empty() : tensor<128x8xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<128x8xf32>) -> tensor<128x8xf32>
    %4 = linalg.matmul ins(%collapsed, %transposed : tensor<128x32xf32>, tensor<32x8xf32>) outs(%3 : tensor<128x8xf32>) -> tensor<128x8xf32>
    %5 = tensor.empty() : tensor<128xi64>
    %6 = tensor.empty() : tensor<128xi64>
    %7 = linalg.fill ins(%c0_i64 : i64) outs(%6 : tensor<128xi64>) -> tensor<128xi64>
    %8 = tensor.empty() : tensor<128xf32>
    %9 = linalg.fill ins(%cst_0 : f32) outs(%8 : tensor<128xf32>) -> tensor<128xf32>
    %10:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "reduction"]} ins(%4 : tensor<128x8xf32>) outs(%9, %7 : tensor<128xf32>, tensor<128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_25: i64):
      %105 = linalg.index 1 : index
      %106 = arith.index_cast %105 : index to i64
      %107 = arith.maximumf %in, %out : f32
      %108 = arith.cmpf ogt, %in, %out : f32
      %109 = arith.select %108, %106, %out_25 : i64
      linalg.yield %107, %109 : f32, i64
    } -> (tensor<128xf32>, tensor<128xi64>)
    %expanded = tensor.expand_shape %10#0 [[0, 1]] output_shape [128, 1] : tensor<128xf32> into tensor<128x1xf32>
    %11 = tensor.empty() : tensor<128x8xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%4, %expanded : tensor<128x8xf32>, tensor<128x1xf32>) outs(%11 : tensor<128x8xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %105 = arith.subf %in, %in_25 : f32
      linalg.yield %105 : f32
    } -> tensor<128x8xf32>
    %13 = tensor.empty() : tensor<128x8xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%12 : tensor<128x8xf32>) outs(%13 : tensor<128x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %105 = math.exp %in : f32
      linalg.yield %105 : f32
    } -> tensor<128x8xf32>
    %15 = tensor.empty() : tensor<128x1xf32>
    %16 = linalg.fill ins(%cst : f32) outs(%15 : tensor<128x1xf32>) -> tensor<128x1xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%14 : tensor<128x8xf32>) outs(%16 : tensor<128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %105 = arith.addf %in, %out : f32
      linalg.yield %105 : f32
    } -> tensor<128x1xf32>
    %18 = tensor.empty() : tensor<128x8xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%14, %17 : tensor<128x8xf32>, tensor<128x1xf32>) outs(%18 : tensor<128x8xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %105 = arith.divf %in, %in_25 : f32
      linalg.yield %105 : f32
    } -> tensor<128x8xf32>
    %20 = tensor.empty() : tensor<8xi64>
    %21 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%20 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %105 = linalg.index 0 : index
      %106 = arith.index_cast %105 : index to i64
      linalg.yield %106 : i64
    } -> tensor<8xi64>
    %22 = tensor.empty() : tensor<128x8xi64>
    %23 = tensor.empty() : tensor<128x8xi64>
    %24 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel"]} ins(%21 : tensor<8xi64>) outs(%23 : tensor<128x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<128x8xi64>
    %25:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "reduction"]} ins(%19 : tensor<128x8xf32>) outs(%9, %7 : tensor<128xf32>, tensor<128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_25: i64):
      %105 = linalg.index 1 : index
      %106 = arith.index_cast %105 : index to i64
      %107 = arith.maximumf %in, %out : f32
      %108 = arith.cmpf ogt, %in, %out : f32
      %109 = arith.select %108, %106, %out_25 : i64
      linalg.yield %107, %109 : f32, i64
    } -> (tensor<128xf32>, tensor<128xi64>)
    %expanded_5 = tensor.expand_shape %25#0 [[0, 1]] output_shape [128, 1] : tensor<128xf32> into tensor<128x1xf32>
    %26 = tensor.empty() : tensor<128x8xi1>
    %27 = tensor.empty() : tensor<128x8xi1>
    %28 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%19, %expanded_5 : tensor<128x8xf32>, tensor<128x1xf32>) outs(%27 : tensor<128x8xi1>) {
    ^bb0(%in: f32, %in_25: f32, %out: i1):
      %105 = arith.cmpf oeq, %in, %in_25 : f32
      linalg.yield %105 : i1
    } -> tensor<128x8xi1>
    %29 = tensor.empty() : tensor<128x8xi1>
    %30 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_3 : tensor<128x8xi1>) outs(%29 : tensor<128x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %105 = arith.xori %in, %true : i1
      linalg.yield %105 : i1
    } -> tensor<128x8xi1>
    %31 = tensor.empty() : tensor<128x8xi1>
    %32 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%28, %30 : tensor<128x8xi1>, tensor<128x8xi1>) outs(%31 : tensor<128x8xi1>) {
    ^bb0(%in: i1, %in_25: i1, %out: i1):
      %105 = arith.andi %in, %in_25 : i1
      linalg.yield %105 : i1
    } -> tensor<128x8xi1>
    %33 = tensor.empty() : tensor<128x8xi64>
    %34 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%32, %24, %cst_4 : tensor<128x8xi1>, tensor<128x8xi64>, tensor<128x8xi64>) outs(%33 : tensor<128x8xi64>) {
    ^bb0(%in: i1, %in_25: i64, %in_26: i64, %out: i64):
      %105 = arith.select %in, %in_25, %in_26 : i64
      linalg.yield %105 : i64
    } -> tensor<128x8xi64>
    %35 = linalg.fill ins(%c9223372036854775807_i64 : i64) outs(%5 : tensor<128xi64>) -> tensor<128xi64>
    %36:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "reduction"]} ins(%34 : tensor<128x8xi64>) outs(%35, %7 : tensor<128xi64>, tensor<128xi64>) {
    ^bb0(%in: i64, %out: i64, %out_25: i64):
      %105 = linalg.index 1 : index
      %106 = arith.index_cast %105 : index to i64
      %107 = arith.minsi %in, %out : i64
      %108 = arith.cmpi slt, %in, %out : i64
      %109 = arith.select %108, %106, %out_25 : i64
      linalg.yield %107, %109 : i64, i64
    } -> (tensor<128xi64>, tensor<128xi64>)
    %expanded_6 = tensor.expand_shape %36#0 [[0, 1]] output_shape [128, 1] : tensor<128xi64> into tensor<128x1xi64>
    %37 = tensor.empty() : tensor<128x8xi1>
    %38 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%24, %expanded_6 : tensor<128x8xi64>, tensor<128x1xi64>) outs(%37 : tensor<128x8xi1>) {
    ^bb0(%in: i64, %in_25: i64, %out: i1):
      %105 = arith.cmpi eq, %in, %in_25 : i64
      linalg.yield %105 : i1
    } -> tensor<128x8xi1>
    %39 = tensor.empty() : tensor<128x8xi1>
    %40 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_3, %38 : tensor<128x8xi1>, tensor<128x8xi1>) outs(%39 : tensor<128x8xi1>) {
    ^bb0(%in: i1, %in_25: i1, %out: i1):
      %105 = arith.ori %in, %in_25 : i1
      linalg.yield %105 : i1
    } -> tensor<128x8xi1>
    %41 = tensor.empty() : tensor<128x8xf32>
    %42 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%40, %cst_2, %19 : tensor<128x8xi1>, tensor<128x8xf32>, tensor<128x8xf32>) outs(%41 : tensor<128x8xf32>) {
    ^bb0(%in: i1, %in_25: f32, %in_26: f32, %out: f32):
      %105 = arith.select %in, %in_25, %in_26 : f32
      linalg.yield %105 : f32
    } -> tensor<128x8xf32>
    %43:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "reduction"]} ins(%42 : tensor<128x8xf32>) outs(%9, %7 : tensor<128xf32>, tensor<128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_25: i64):
      %105 = linalg.index 1 : index
      %106 = arith.index_cast %105 : index to i64
      %107 = arith.maximumf %in, %out : f32
      %108 = arith.cmpf ogt, %in, %out : f32
      %109 = arith.select %108, %106, %out_25 : i64
      linalg.yield %107, %109 : f32, i64
    } -> (tensor<128xf32>, tensor<128xi64>)
    %expanded_7 = tensor.expand_shape %43#0 [[0, 1]] output_shape [128, 1] : tensor<128xf32> into tensor<128x1xf32>
    %44 = tensor.empty() : tensor<128x8xi1>
    %45 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%42, %expanded_7 : tensor<128x8xf32>, tensor<128x1xf32>) outs(%44 : tensor<128x8xi1>) {
    ^bb0(%in: f32, %in_25: f32, %out: i1):
      %105 = arith.cmpf oeq, %in, %in_25 : f32
      linalg.yield %105 : i1
    } -> tensor<128x8xi1>
    %46 = tensor.empty() : tensor<128x8xi1>
    %47 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%40 : tensor<128x8xi1>) outs(%46 : tensor<128x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %105 = arith.xori %in, %true : i1
      linalg.yield %105 : i1
    } -> tensor<128x8xi1>
    %48 = tensor.empty() : tensor<128x8xi1>
    %49 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%45, %47 : tensor<128x8xi1>, tensor<128x8xi1>) outs(%48 : tensor<128x8xi1>) {
    ^bb0(%in: i1, %in_25: i1, %out: i1):
      %105 = arith.andi %in, %in_25 : i1
      linalg.yield %105 : i1
    } -> tensor<128x8xi1>
    %50 = tensor.empty() : tensor<128x8xi64>
    %51 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%49, %24, %cst_4 : tensor<128x8xi1>, tensor<128x8xi64>, tensor<128x8xi64>) outs(%50 : tensor<128x8xi64>) {
    ^bb0(%in: i1, %in_25: i64, %in_26: i64, %out: i64):
      %105 = arith.select %in, %in_25, %in_26 : i64
      linalg.yield %105 : i64
    } -> tensor<128x8xi64>
    %52:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "reduction"]} ins(%51 : tensor<128x8xi64>) outs(%35, %7 : tensor<128xi64>, tensor<128xi64>) {
    ^bb0(%in: i64, %out: i64, %out_25: i64):
      %105 = linalg.index 1 : index
      %106 = arith.index_cast %105 : index to i64
      %107 = arith.minsi %in, %out : i64
      %108 = arith.cmpi slt, %in, %out : i64
      %109 = arith.select %108, %106, %out_25 : i64
      linalg.yield %107, %109 : i64, i64
    } -> (tensor<128xi64>, tensor<128xi64>)
    %expanded_8 = tensor.expand_shape %52#0 [[0, 1]] output_shape [128, 1] : tensor<128xi64> into tensor<128x1xi64>
    %53 = tensor.empty() : tensor<128x8xi1>
    %54 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%24, %expanded_8 : tensor<128x8xi64>, tensor<128x1xi64>) outs(%53 : tensor<128x8xi1>) {
    ^bb0(%in: i64, %in_25: i64, %out: i1):
      %105 = arith.cmpi eq, %in, %in_25 : i64
      linalg.yield %105 : i1
    } -> tensor<128x8xi1>
    %55 = tensor.empty() : tensor<128x8xi1>
    %56 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%40, %54 : tensor<128x8xi1>, tensor<128x8xi1>) outs(%55 : tensor<128x8xi1>) {
    ^bb0(%in: i1, %in_25: i1, %out: i1):
      %105 = arith.ori %in, %in_25 : i1
      linalg.yield %105 : i1
    } -> tensor<128x8xi1>
    %57 = tensor.empty() : tensor<128x8xf32>
    %58 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%56, %cst_2, %19 : tensor<128x8xi1>, tensor<128x8xf32>, tensor<128x8xf32>) outs(%57 : tensor<128x8xf32>) {
    ^bb0(%in: i1, %in_25: f32, %in_26: f32, %out: f32):
      %105 = arith.select %in, %in_25, %in_26 : f32
      linalg.yield %105 : f32
    } -> tensor<128x8xf32>
    %59:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "reduction"]} ins(%58 : tensor<128x8xf32>) outs(%9, %7 : tensor<128xf32>, tensor<128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_25: i64):
      %105 = linalg.index 1 : index
      %106 = arith.index_cast %105 : index to i64
      %107 = arith.maximumf %in, %out : f32
      %108 = arith.cmpf ogt, %in, %out : f32
      %109 = arith.select %108, %106, %out_25 : i64
      linalg.yield %107, %109 : f32, i64
    } -> (tensor<128xf32>, tensor<128xi64>)
    %expanded_9 = tensor.expand_shape %59#0 [[0, 1]] output_shape [128, 1] : tensor<128xf32> into tensor<128x1xf32>
    %60 = tensor.empty() : tensor<128x8xi1>
    %61 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%58, %expanded_9 : tensor<128x8xf32>, tensor<128x1xf32>) outs(%60 : tensor<128x8xi1>) {
    ^bb0(%in: f32, %in_25: f32, %out: i1):
      %105 = arith.cmpf oeq, %in, %in_25 : f32
      linalg.yield %105 : i1
    } -> tensor<128x8xi1>
    %62 = tensor.empty() : tensor<128x8xi1>
    %63 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%56 : tensor<128x8xi1>) outs(%62 : tensor<128x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %105 = arith.xori %in, %true : i1
      linalg.yield %105 : i1
    } -> tensor<128x8xi1>
    %64 = tensor.empty() : tensor<128x8xi1>
    %65 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%61, %63 : tensor<128x8xi1>, tensor<128x8xi1>) outs(%64 : tensor<128x8xi1>) {
    ^bb0(%in: i1, %in_25: i1, %out: i1):
      %105 = arith.andi %in, %in_25 : i1
      linalg.yield %105 : i1
    } -> tensor<128x8xi1>
    %66 = tensor.empty() : tensor<128x8xi64>
    %67 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%65, %24, %cst_4 : tensor<128x8xi1>, tensor<128x8xi64>, tensor<128x8xi64>) outs(%66 : tensor<128x8xi64>) {
    ^bb0(%in: i1, %in_25: i64, %in_26: i64, %out: i64):
      %105 = arith.select %in, %in_25, %in_26 : i64
      linalg.yield %105 : i64
    } -> tensor<128x8xi64>
    %68:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "reduction"]} ins(%67 : tensor<128x8xi64>) outs(%35, %7 : tensor<128xi64>, tensor<128xi64>) {
    ^bb0(%in: i64, %out: i64, %out_25: i64):
      %105 = linalg.index 1 : index
      %106 = arith.index_cast %105 : index to i64
      %107 = arith.minsi %in, %out : i64
      %108 = arith.cmpi slt, %in, %out : i64
      %109 = arith.select %108, %106, %out_25 : i64
      linalg.yield %107, %109 : i64, i64
    } -> (tensor<128xi64>, tensor<128xi64>)
    %expanded_10 = tensor.expand_shape %68#0 [[0, 1]] output_shape [128, 1] : tensor<128xi64> into tensor<128x1xi64>
    %69 = tensor.empty() : tensor<128x8xi1>
    %70 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%24, %expanded_10 : tensor<128x8xi64>, tensor<128x1xi64>) outs(%69 : tensor<128x8xi1>) {
    ^bb0(%in: i64, %in_25: i64, %out: i1):
      %105 = arith.cmpi eq, %in, %in_25 : i64
      linalg.yield %105 : i1
    } -> tensor<128x8xi1>
    %71 = tensor.empty() : tensor<128x8xi1>
    %72 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%56, %70 : tensor<128x8xi1>, tensor<128x8xi1>) outs(%71 : tensor<128x8xi1>) {
    ^bb0(%in: i1, %in_25: i1, %out: i1):
      %105 = arith.ori %in, %in_25 : i1
      linalg.yield %105 : i1
    } -> tensor<128x8xi1>
    %73 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%72, %cst_2, %19 : tensor<128x8xi1>, tensor<128x8xf32>, tensor<128x8xf32>) outs(%1 : tensor<128x8xf32>) {
    ^bb0(%in: i1, %in_25: f32, %in_26: f32, %out: f32):
      %105 = arith.select %in, %in_25, %in_26 : f32
      linalg.yield %105 : f32
    } -> tensor<128x8xf32>
    %74:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "reduction"]} ins(%73 : tensor<128x8xf32>) outs(%9, %7 : tensor<128xf32>, tensor<128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_25: i64):
      %105 = linalg.index 1 : index
      %106 = arith.index_cast %105 : index to i64
      %107 = arith.maximumf %in, %out : f32
      %108 = arith.cmpf ogt, %in, %out : f32
      %109 = arith.select %108, %106, %out_25 : i64
      linalg.yield %107, %109 : f32, i64
    } -> (tensor<128xf32>, tensor<128xi64>)
    %expanded_11 = tensor.expand_shape %74#0 [[0, 1]] output_shape [128, 1] : tensor<128xf32> into tensor<128x1xf32>
    %75 = tensor.empty() : tensor<128x8xi1>
    %76 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%73, %expanded_11 : tensor<128x8xf32>, tensor<128x1xf32>) outs(%75 : tensor<128x8xi1>) {
    ^bb0(%in: f32, %in_25: f32, %out: i1):
      %105 = arith.cmpf oeq, %in, %in_25 : f32
      linalg.yield %105 : i1
    } -> tensor<128x8xi1>
    %77 = tensor.empty() : tensor<128x8xi1>
    %78 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%72 : tensor<128x8xi1>) outs(%77 : tensor<128x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %105 = arith.xori %in, %true : i1
      linalg.yield %105 : i1
    } -> tensor<128x8xi1>
    %79 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%76, %78 : tensor<128x8xi1>, tensor<128x8xi1>) outs(%26 : tensor<128x8xi1>) {
    ^bb0(%in: i1, %in_25: i1, %out: i1):
      %105 = arith.andi %in, %in_25 : i1
      linalg.yield %105 : i1
    } -> tensor<128x8xi1>
    %80 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%79, %24, %cst_4 : tensor<128x8xi1>, tensor<128x8xi64>, tensor<128x8xi64>) outs(%22 : tensor<128x8xi64>) {
    ^bb0(%in: i1, %in_25: i64, %in_26: i64, %out: i64):
      %105 = arith.select %in, %in_25, %in_26 : i64
      linalg.yield %105 : i64
    } -> tensor<128x8xi64>
    %81:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "reduction"]} ins(%80 : tensor<128x8xi64>) outs(%35, %7 : tensor<128xi64>, tensor<128xi64>) {
    ^bb0(%in: i64, %out: i64, %out_25: i64):
      %105 = linalg.index 1 : index
      %106 = arith.index_cast %105 : index to i64
      %107 = arith.minsi %in, %out : i64
      %108 = arith.cmpi slt, %in, %out : i64
      %109 = arith.select %108, %106, %out_25 : i64
      linalg.yield %107, %109 : i64, i64
    } -> (tensor<128xi64>, tensor<128xi64>)
    %expanded_12 = tensor.expand_shape %81#0 [[0, 1]] output_shape [128, 1] : tensor<128xi64> into tensor<128x1xi64>
    %concat = tensor.concat dim(1) %expanded_5, %expanded_7, %expanded_9, %expanded_11 : (tensor<128x1xf32>, tensor<128x1xf32>, tensor<128x1xf32>, tensor<128x1xf32>) -> tensor<128x4xf32>
    %concat_13 = tensor.concat dim(1) %expanded_6, %expanded_8, %expanded_10, %expanded_12 : (tensor<128x1xi64>, tensor<128x1xi64>, tensor<128x1xi64>, tensor<128x1xi64>) -> tensor<128x4xi64>
    %82 = tensor.empty() : tensor<128x4x32xf32>
    %83 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed : tensor<128x32xf32>) outs(%82 : tensor<128x4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x4x32xf32>
    %collapsed_14 = tensor.collapse_shape %83 [[0, 1], [2]] : tensor<128x4x32xf32> into tensor<512x32xf32>
    %collapsed_15 = tensor.collapse_shape %concat [[0, 1]] : tensor<128x4xf32> into tensor<512xf32>
    %collapsed_16 = tensor.collapse_shape %concat_13 [[0, 1]] : tensor<128x4xi64> into tensor<512xi64>
    %84 = tensor.empty() : tensor<512x48x32xf32>
    %85 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_16 : tensor<512xi64>) outs(%84 : tensor<512x48x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %105 = arith.cmpi slt, %in, %c0_i64 : i64
      %106 = arith.addi %in, %c8_i64 : i64
      %107 = arith.select %105, %106, %in : i64
      %108 = arith.index_cast %107 : i64 to index
      %109 = linalg.index 1 : index
      %110 = linalg.index 2 : index
      %extracted = tensor.extract %arg2[%108, %109, %110] : tensor<8x48x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<512x48x32xf32>
    %expanded_17 = tensor.expand_shape %collapsed_14 [[0], [1, 2]] output_shape [512, 32, 1] : tensor<512x32xf32> into tensor<512x32x1xf32>
    %86 = tensor.empty() : tensor<512x48x1xf32>
    %87 = linalg.fill ins(%cst : f32) outs(%86 : tensor<512x48x1xf32>) -> tensor<512x48x1xf32>
    %88 = linalg.batch_matmul ins(%85, %expanded_17 : tensor<512x48x32xf32>, tensor<512x32x1xf32>) outs(%87 : tensor<512x48x1xf32>) -> tensor<512x48x1xf32>
    %collapsed_18 = tensor.collapse_shape %88 [[0], [1, 2]] : tensor<512x48x1xf32> into tensor<512x48xf32>
    %extracted_slice = tensor.extract_slice %collapsed_18[0, 0] [512, 24] [1, 1] : tensor<512x48xf32> to tensor<512x24xf32>
    %extracted_slice_19 = tensor.extract_slice %collapsed_18[0, 24] [512, 24] [1, 1] : tensor<512x48xf32> to tensor<512x24xf32>
    %89 = tensor.empty() : tensor<512x24xf32>
    %90 = tensor.empty() : tensor<512x24xf32>
    %91 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice : tensor<512x24xf32>) outs(%90 : tensor<512x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %105 = arith.negf %in : f32
      %106 = math.exp %105 : f32
      %107 = arith.addf %106, %cst_1 : f32
      %108 = arith.divf %cst_1, %107 : f32
      linalg.yield %108 : f32
    } -> tensor<512x24xf32>
    %92 = tensor.empty() : tensor<512x24xf32>
    %93 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice, %91 : tensor<512x24xf32>, tensor<512x24xf32>) outs(%92 : tensor<512x24xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %105 = arith.mulf %in, %in_25 : f32
      linalg.yield %105 : f32
    } -> tensor<512x24xf32>
    %94 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%93, %extracted_slice_19 : tensor<512x24xf32>, tensor<512x24xf32>) outs(%89 : tensor<512x24xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %105 = arith.mulf %in, %in_25 : f32
      linalg.yield %105 : f32
    } -> tensor<512x24xf32>
    %95 = tensor.empty() : tensor<512x32x24xf32>
    %96 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_16 : tensor<512xi64>) outs(%95 : tensor<512x32x24xf32>) {
    ^bb0(%in: i64, %out: f32):
      %105 = arith.cmpi slt, %in, %c0_i64 : i64
      %106 = arith.addi %in, %c8_i64 : i64
      %107 = arith.select %105, %106, %in : i64
      %108 = arith.index_cast %107 : i64 to index
      %109 = linalg.index 1 : index
      %110 = linalg.index 2 : index
      %extracted = tensor.extract %arg3[%108, %109, %110] : tensor<8x32x24xf32>
      linalg.yield %extracted : f32
    } -> tensor<512x32x24xf32>
    %expanded_20 = tensor.expand_shape %94 [[0], [1, 2]] output_shape [512, 24, 1] : tensor<512x24xf32> into tensor<512x24x1xf32>
    %97 = tensor.empty() : tensor<512x32x1xf32>
    %98 = linalg.fill ins(%cst : f32) outs(%97 : tensor<512x32x1xf32>) -> tensor<512x32x1xf32>
    %99 = linalg.batch_matmul ins(%96, %expanded_20 : tensor<512x32x24xf32>, tensor<512x24x1xf32>) outs(%98 : tensor<512x32x1xf32>) -> tensor<512x32x1xf32>
    %collapsed_21 = tensor.collapse_shape %99 [[0], [1, 2]] : tensor<512x32x1xf32> into tensor<512x32xf32>
    %expanded_22 = tensor.expand_shape %collapsed_15 [[0, 1]] output_shape [512, 1] : tensor<512xf32> into tensor<512x1xf32>
    %100 = tensor.empty() : tensor<512x32xf32>
    %101 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_21, %expanded_22 : tensor<512x32xf32>, tensor<512x1xf32>) outs(%100 : tensor<512x32xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %105 = arith.mulf %in, %in_25 : f32
      linalg.yield %105 : f32
    } -> tensor<512x32xf32>
    %expanded_23 = tensor.expand_shape %101 [[0, 1], [2]] output_shape [128, 4, 32] : tensor<512x32xf32> into tensor<128x4x32xf32>
    %102 = tensor.empty() : tensor<128x32xf32>
    %103 = linalg.fill ins(%cst : f32) outs(%102 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %104 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "reduction", "parallel"]} ins(%expanded_23 : tensor<128x4x32xf32>) outs(%103 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %105 = arith.addf %in, %out : f32
      linalg.yield %105 : f32
    } -> tensor<128x32xf32>
    %expanded_24 = tensor.expand_shape %104 [[0, 1], [2]] output_shape [8, 16, 32] : tensor<128x32xf32> into tensor<8x16x32xf32>
    return %expanded_24 : tensor<8x16x32xf32>
  }
}

