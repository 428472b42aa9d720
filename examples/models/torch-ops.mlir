// Model zoo: torch-ops, exported by examples/models/regenerate.sh (zoo.py); random weights.
// Arguments: the inputs, then every parameter/buffer (cleave.name = its name). {"inputs": ["x", "ids", "mask"], "parameters": 3}
#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d0)>
#map4 = affine_map<(d0, d1) -> (d0, 0)>
#map5 = affine_map<(d0, d1) -> (0, d1)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map7 = affine_map<(d0, d1, d2) -> (d0, 0, d2)>
#map8 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map9 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map10 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map11 = affine_map<(d0, d1, d2) -> (d2)>
#map12 = affine_map<(d0, d1, d2) -> ()>
#map13 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map14 = affine_map<(d0, d1, d2) -> (d1, 0)>
module {
  func.func @forward(%arg0: tensor<8x16xf32> {cleave.name = "x"}, %arg1: tensor<8x8xi64> {cleave.name = "ids"}, %arg2: tensor<8x8xi64> {cleave.name = "mask"}, %arg3: tensor<2x8xf32> {cleave.name = "bias"}, %arg4: tensor<8x16xf32> {cleave.name = "proj.weight"}, %arg5: tensor<8xf32> {cleave.name = "proj.bias"}) -> (tensor<8x3xf32>, tensor<8x3xi64>, tensor<8x8xf32>, tensor<8x8xi64>, tensor<8x8xi64>, tensor<8x8xf32>, tensor<8x8xi64>, tensor<8x8xf32>, tensor<8x8xf32>) {
    %c8_i64 = arith.constant 8 : i64
    %c1_i64 = arith.constant 1 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<8x8xf32>
    %cst_2 = arith.constant dense<false> : tensor<8x1x8xi1>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = arith.constant dense<false> : tensor<8x8x1xi1>
    %cst_5 = arith.constant dense<0xFF800000> : tensor<8x8xf32>
    %cst_6 = arith.constant dense<false> : tensor<8x8xi1>
    %cst_7 = arith.constant dense<0> : tensor<i64>
    %cst_8 = arith.constant dense<8> : tensor<8x8xi64>
    %cst_9 = arith.constant dense_resource<torch_tensor_2_torch.int64> : tensor<2xi64>
    %0 = tensor.empty() : tensor<16x8xf32>
    %transposed = linalg.transpose ins(%arg4 : tensor<8x16xf32>) outs(%0 : tensor<16x8xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<8x8xf32>
    %2 = tensor.empty() : tensor<8x8xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %4 = linalg.matmul ins(%arg0, %transposed : tensor<8x16xf32>, tensor<16x8xf32>) outs(%3 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %5 = tensor.empty() : tensor<8x8xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<8xf32>) outs(%5 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x8xf32>
    %7 = tensor.empty() : tensor<8x8xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%4, %6 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%7 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %145 = arith.addf %in, %in_24 : f32
      linalg.yield %145 : f32
    } -> tensor<8x8xf32>
    %9 = tensor.empty() : tensor<8xi64>
    %10 = tensor.empty() : tensor<8xi64>
    %11 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%10 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %145 = linalg.index 0 : index
      %146 = arith.index_cast %145 : index to i64
      linalg.yield %146 : i64
    } -> tensor<8xi64>
    %12 = tensor.empty() : tensor<8x8xi64>
    %13 = tensor.empty() : tensor<8x8xi64>
    %14 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%11 : tensor<8xi64>) outs(%13 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<8x8xi64>
    %15 = tensor.empty() : tensor<8xi64>
    %16 = linalg.fill ins(%c0_i64 : i64) outs(%15 : tensor<8xi64>) -> tensor<8xi64>
    %17 = tensor.empty() : tensor<8xf32>
    %18 = linalg.fill ins(%cst_0 : f32) outs(%17 : tensor<8xf32>) -> tensor<8xf32>
    %19:2 = linalg.generic {indexing_maps = [#map1, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%8 : tensor<8x8xf32>) outs(%18, %16 : tensor<8xf32>, tensor<8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_24: i64):
      %145 = linalg.index 1 : index
      %146 = arith.index_cast %145 : index to i64
      %147 = arith.maximumf %in, %out : f32
      %148 = arith.cmpf ogt, %in, %out : f32
      %149 = arith.select %148, %146, %out_24 : i64
      linalg.yield %147, %149 : f32, i64
    } -> (tensor<8xf32>, tensor<8xi64>)
    %expanded = tensor.expand_shape %19#0 [[0, 1]] output_shape [8, 1] : tensor<8xf32> into tensor<8x1xf32>
    %20 = tensor.empty() : tensor<8x8xi1>
    %21 = tensor.empty() : tensor<8x8xi1>
    %22 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%8, %expanded : tensor<8x8xf32>, tensor<8x1xf32>) outs(%21 : tensor<8x8xi1>) {
    ^bb0(%in: f32, %in_24: f32, %out: i1):
      %145 = arith.cmpf oeq, %in, %in_24 : f32
      linalg.yield %145 : i1
    } -> tensor<8x8xi1>
    %23 = tensor.empty() : tensor<8x8xi1>
    %24 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_6 : tensor<8x8xi1>) outs(%23 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %145 = arith.xori %in, %true : i1
      linalg.yield %145 : i1
    } -> tensor<8x8xi1>
    %25 = tensor.empty() : tensor<8x8xi1>
    %26 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%22, %24 : tensor<8x8xi1>, tensor<8x8xi1>) outs(%25 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %in_24: i1, %out: i1):
      %145 = arith.andi %in, %in_24 : i1
      linalg.yield %145 : i1
    } -> tensor<8x8xi1>
    %27 = tensor.empty() : tensor<8x8xi64>
    %28 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%26, %14, %cst_8 : tensor<8x8xi1>, tensor<8x8xi64>, tensor<8x8xi64>) outs(%27 : tensor<8x8xi64>) {
    ^bb0(%in: i1, %in_24: i64, %in_25: i64, %out: i64):
      %145 = arith.select %in, %in_24, %in_25 : i64
      linalg.yield %145 : i64
    } -> tensor<8x8xi64>
    %29 = linalg.fill ins(%c9223372036854775807_i64 : i64) outs(%9 : tensor<8xi64>) -> tensor<8xi64>
    %30:2 = linalg.generic {indexing_maps = [#map1, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%28 : tensor<8x8xi64>) outs(%29, %16 : tensor<8xi64>, tensor<8xi64>) {
    ^bb0(%in: i64, %out: i64, %out_24: i64):
      %145 = linalg.index 1 : index
      %146 = arith.index_cast %145 : index to i64
      %147 = arith.minsi %in, %out : i64
      %148 = arith.cmpi slt, %in, %out : i64
      %149 = arith.select %148, %146, %out_24 : i64
      linalg.yield %147, %149 : i64, i64
    } -> (tensor<8xi64>, tensor<8xi64>)
    %expanded_10 = tensor.expand_shape %30#0 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %31 = tensor.empty() : tensor<8x8xi1>
    %32 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%14, %expanded_10 : tensor<8x8xi64>, tensor<8x1xi64>) outs(%31 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_24: i64, %out: i1):
      %145 = arith.cmpi eq, %in, %in_24 : i64
      linalg.yield %145 : i1
    } -> tensor<8x8xi1>
    %33 = tensor.empty() : tensor<8x8xi1>
    %34 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_6, %32 : tensor<8x8xi1>, tensor<8x8xi1>) outs(%33 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %in_24: i1, %out: i1):
      %145 = arith.ori %in, %in_24 : i1
      linalg.yield %145 : i1
    } -> tensor<8x8xi1>
    %35 = tensor.empty() : tensor<8x8xf32>
    %36 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%34, %cst_5, %8 : tensor<8x8xi1>, tensor<8x8xf32>, tensor<8x8xf32>) outs(%35 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %in_24: f32, %in_25: f32, %out: f32):
      %145 = arith.select %in, %in_24, %in_25 : f32
      linalg.yield %145 : f32
    } -> tensor<8x8xf32>
    %37:2 = linalg.generic {indexing_maps = [#map1, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%36 : tensor<8x8xf32>) outs(%18, %16 : tensor<8xf32>, tensor<8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_24: i64):
      %145 = linalg.index 1 : index
      %146 = arith.index_cast %145 : index to i64
      %147 = arith.maximumf %in, %out : f32
      %148 = arith.cmpf ogt, %in, %out : f32
      %149 = arith.select %148, %146, %out_24 : i64
      linalg.yield %147, %149 : f32, i64
    } -> (tensor<8xf32>, tensor<8xi64>)
    %expanded_11 = tensor.expand_shape %37#0 [[0, 1]] output_shape [8, 1] : tensor<8xf32> into tensor<8x1xf32>
    %38 = tensor.empty() : tensor<8x8xi1>
    %39 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%36, %expanded_11 : tensor<8x8xf32>, tensor<8x1xf32>) outs(%38 : tensor<8x8xi1>) {
    ^bb0(%in: f32, %in_24: f32, %out: i1):
      %145 = arith.cmpf oeq, %in, %in_24 : f32
      linalg.yield %145 : i1
    } -> tensor<8x8xi1>
    %40 = tensor.empty() : tensor<8x8xi1>
    %41 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%34 : tensor<8x8xi1>) outs(%40 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %145 = arith.xori %in, %true : i1
      linalg.yield %145 : i1
    } -> tensor<8x8xi1>
    %42 = tensor.empty() : tensor<8x8xi1>
    %43 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%39, %41 : tensor<8x8xi1>, tensor<8x8xi1>) outs(%42 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %in_24: i1, %out: i1):
      %145 = arith.andi %in, %in_24 : i1
      linalg.yield %145 : i1
    } -> tensor<8x8xi1>
    %44 = tensor.empty() : tensor<8x8xi64>
    %45 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%43, %14, %cst_8 : tensor<8x8xi1>, tensor<8x8xi64>, tensor<8x8xi64>) outs(%44 : tensor<8x8xi64>) {
    ^bb0(%in: i1, %in_24: i64, %in_25: i64, %out: i64):
      %145 = arith.select %in, %in_24, %in_25 : i64
      linalg.yield %145 : i64
    } -> tensor<8x8xi64>
    %46:2 = linalg.generic {indexing_maps = [#map1, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%45 : tensor<8x8xi64>) outs(%29, %16 : tensor<8xi64>, tensor<8xi64>) {
    ^bb0(%in: i64, %out: i64, %out_24: i64):
      %145 = linalg.index 1 : index
      %146 = arith.index_cast %145 : index to i64
      %147 = arith.minsi %in, %out : i64
      %148 = arith.cmpi slt, %in, %out : i64
      %149 = arith.select %148, %146, %out_24 : i64
      linalg.yield %147, %149 : i64, i64
    } -> (tensor<8xi64>, tensor<8xi64>)
    %expanded_12 = tensor.expand_shape %46#0 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %47 = tensor.empty() : tensor<8x8xi1>
    %48 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%14, %expanded_12 : tensor<8x8xi64>, tensor<8x1xi64>) outs(%47 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_24: i64, %out: i1):
      %145 = arith.cmpi eq, %in, %in_24 : i64
      linalg.yield %145 : i1
    } -> tensor<8x8xi1>
    %49 = tensor.empty() : tensor<8x8xi1>
    %50 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%34, %48 : tensor<8x8xi1>, tensor<8x8xi1>) outs(%49 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %in_24: i1, %out: i1):
      %145 = arith.ori %in, %in_24 : i1
      linalg.yield %145 : i1
    } -> tensor<8x8xi1>
    %51 = tensor.empty() : tensor<8x8xf32>
    %52 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%50, %cst_5, %8 : tensor<8x8xi1>, tensor<8x8xf32>, tensor<8x8xf32>) outs(%51 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %in_24: f32, %in_25: f32, %out: f32):
      %145 = arith.select %in, %in_24, %in_25 : f32
      linalg.yield %145 : f32
    } -> tensor<8x8xf32>
    %53:2 = linalg.generic {indexing_maps = [#map1, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%52 : tensor<8x8xf32>) outs(%18, %16 : tensor<8xf32>, tensor<8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_24: i64):
      %145 = linalg.index 1 : index
      %146 = arith.index_cast %145 : index to i64
      %147 = arith.maximumf %in, %out : f32
      %148 = arith.cmpf ogt, %in, %out : f32
      %149 = arith.select %148, %146, %out_24 : i64
      linalg.yield %147, %149 : f32, i64
    } -> (tensor<8xf32>, tensor<8xi64>)
    %expanded_13 = tensor.expand_shape %53#0 [[0, 1]] output_shape [8, 1] : tensor<8xf32> into tensor<8x1xf32>
    %54 = tensor.empty() : tensor<8x8xi1>
    %55 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%52, %expanded_13 : tensor<8x8xf32>, tensor<8x1xf32>) outs(%54 : tensor<8x8xi1>) {
    ^bb0(%in: f32, %in_24: f32, %out: i1):
      %145 = arith.cmpf oeq, %in, %in_24 : f32
      linalg.yield %145 : i1
    } -> tensor<8x8xi1>
    %56 = tensor.empty() : tensor<8x8xi1>
    %57 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%50 : tensor<8x8xi1>) outs(%56 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %145 = arith.xori %in, %true : i1
      linalg.yield %145 : i1
    } -> tensor<8x8xi1>
    %58 = tensor.empty() : tensor<8x8xi1>
    %59 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%55, %57 : tensor<8x8xi1>, tensor<8x8xi1>) outs(%58 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %in_24: i1, %out: i1):
      %145 = arith.andi %in, %in_24 : i1
      linalg.yield %145 : i1
    } -> tensor<8x8xi1>
    %60 = tensor.empty() : tensor<8x8xi64>
    %61 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%59, %14, %cst_8 : tensor<8x8xi1>, tensor<8x8xi64>, tensor<8x8xi64>) outs(%60 : tensor<8x8xi64>) {
    ^bb0(%in: i1, %in_24: i64, %in_25: i64, %out: i64):
      %145 = arith.select %in, %in_24, %in_25 : i64
      linalg.yield %145 : i64
    } -> tensor<8x8xi64>
    %62:2 = linalg.generic {indexing_maps = [#map1, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%61 : tensor<8x8xi64>) outs(%29, %16 : tensor<8xi64>, tensor<8xi64>) {
    ^bb0(%in: i64, %out: i64, %out_24: i64):
      %145 = linalg.index 1 : index
      %146 = arith.index_cast %145 : index to i64
      %147 = arith.minsi %in, %out : i64
      %148 = arith.cmpi slt, %in, %out : i64
      %149 = arith.select %148, %146, %out_24 : i64
      linalg.yield %147, %149 : i64, i64
    } -> (tensor<8xi64>, tensor<8xi64>)
    %expanded_14 = tensor.expand_shape %62#0 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %concat = tensor.concat dim(1) %expanded, %expanded_11, %expanded_13 : (tensor<8x1xf32>, tensor<8x1xf32>, tensor<8x1xf32>) -> tensor<8x3xf32>
    %concat_15 = tensor.concat dim(1) %expanded_10, %expanded_12, %expanded_14 : (tensor<8x1xi64>, tensor<8x1xi64>, tensor<8x1xi64>) -> tensor<8x3xi64>
    %expanded_16 = tensor.expand_shape %8 [[0], [1, 2]] output_shape [8, 8, 1] : tensor<8x8xf32> into tensor<8x8x1xf32>
    %expanded_17 = tensor.expand_shape %8 [[0], [1, 2]] output_shape [8, 1, 8] : tensor<8x8xf32> into tensor<8x1x8xf32>
    %expanded_18 = tensor.expand_shape %11 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %expanded_19 = tensor.expand_shape %11 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %63 = tensor.empty() : tensor<8x8xi1>
    %64 = linalg.generic {indexing_maps = [#map5, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_18, %expanded_19 : tensor<1x8xi64>, tensor<8x1xi64>) outs(%63 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_24: i64, %out: i1):
      %145 = arith.cmpi slt, %in, %in_24 : i64
      linalg.yield %145 : i1
    } -> tensor<8x8xi1>
    %65 = tensor.empty() : tensor<8x8x1xi1>
    %66 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_16, %expanded_16 : tensor<8x8x1xf32>, tensor<8x8x1xf32>) outs(%65 : tensor<8x8x1xi1>) {
    ^bb0(%in: f32, %in_24: f32, %out: i1):
      %145 = arith.cmpf une, %in, %in_24 : f32
      linalg.yield %145 : i1
    } -> tensor<8x8x1xi1>
    %67 = tensor.empty() : tensor<8x1x8xi1>
    %68 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_17, %expanded_17 : tensor<8x1x8xf32>, tensor<8x1x8xf32>) outs(%67 : tensor<8x1x8xi1>) {
    ^bb0(%in: f32, %in_24: f32, %out: i1):
      %145 = arith.cmpf une, %in, %in_24 : f32
      linalg.yield %145 : i1
    } -> tensor<8x1x8xi1>
    %69 = tensor.empty() : tensor<8x8x8xi1>
    %70 = tensor.empty() : tensor<8x8x8xi1>
    %71 = linalg.generic {indexing_maps = [#map7, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_17, %expanded_16 : tensor<8x1x8xf32>, tensor<8x8x1xf32>) outs(%70 : tensor<8x8x8xi1>) {
    ^bb0(%in: f32, %in_24: f32, %out: i1):
      %145 = arith.cmpf ogt, %in, %in_24 : f32
      linalg.yield %145 : i1
    } -> tensor<8x8x8xi1>
    %72 = tensor.empty() : tensor<8x8x8xi1>
    %73 = linalg.generic {indexing_maps = [#map7, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %71 : tensor<8x1x8xi1>, tensor<8x8x8xi1>) outs(%72 : tensor<8x8x8xi1>) {
    ^bb0(%in: i1, %in_24: i1, %out: i1):
      %145 = arith.ori %in, %in_24 : i1
      linalg.yield %145 : i1
    } -> tensor<8x8x8xi1>
    %74 = tensor.empty() : tensor<8x8x8xi1>
    %75 = linalg.generic {indexing_maps = [#map8, #map8, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66, %cst_4, %73 : tensor<8x8x1xi1>, tensor<8x8x1xi1>, tensor<8x8x8xi1>) outs(%74 : tensor<8x8x8xi1>) {
    ^bb0(%in: i1, %in_24: i1, %in_25: i1, %out: i1):
      %145 = arith.select %in, %in_24, %in_25 : i1
      linalg.yield %145 : i1
    } -> tensor<8x8x8xi1>
    %76 = tensor.empty() : tensor<8x8x8xi1>
    %77 = linalg.generic {indexing_maps = [#map8, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_16, %expanded_17 : tensor<8x8x1xf32>, tensor<8x1x8xf32>) outs(%76 : tensor<8x8x8xi1>) {
    ^bb0(%in: f32, %in_24: f32, %out: i1):
      %145 = arith.cmpf oeq, %in, %in_24 : f32
      linalg.yield %145 : i1
    } -> tensor<8x8x8xi1>
    %78 = tensor.empty() : tensor<8x8x8xi1>
    %79 = linalg.generic {indexing_maps = [#map8, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66, %68 : tensor<8x8x1xi1>, tensor<8x1x8xi1>) outs(%78 : tensor<8x8x8xi1>) {
    ^bb0(%in: i1, %in_24: i1, %out: i1):
      %145 = arith.andi %in, %in_24 : i1
      linalg.yield %145 : i1
    } -> tensor<8x8x8xi1>
    %80 = tensor.empty() : tensor<8x8x8xi1>
    %81 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %79 : tensor<8x8x8xi1>, tensor<8x8x8xi1>) outs(%80 : tensor<8x8x8xi1>) {
    ^bb0(%in: i1, %in_24: i1, %out: i1):
      %145 = arith.ori %in, %in_24 : i1
      linalg.yield %145 : i1
    } -> tensor<8x8x8xi1>
    %82 = tensor.empty() : tensor<8x8x8xi1>
    %83 = linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %64 : tensor<8x8x8xi1>, tensor<8x8xi1>) outs(%82 : tensor<8x8x8xi1>) {
    ^bb0(%in: i1, %in_24: i1, %out: i1):
      %145 = arith.andi %in, %in_24 : i1
      linalg.yield %145 : i1
    } -> tensor<8x8x8xi1>
    %84 = tensor.empty() : tensor<8x8x8xi1>
    %85 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75, %83 : tensor<8x8x8xi1>, tensor<8x8x8xi1>) outs(%84 : tensor<8x8x8xi1>) {
    ^bb0(%in: i1, %in_24: i1, %out: i1):
      %145 = arith.ori %in, %in_24 : i1
      linalg.yield %145 : i1
    } -> tensor<8x8x8xi1>
    %86 = tensor.empty() : tensor<8x8xi64>
    %87 = linalg.fill ins(%c0_i64 : i64) outs(%86 : tensor<8x8xi64>) -> tensor<8x8xi64>
    %88 = linalg.generic {indexing_maps = [#map6, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%85 : tensor<8x8x8xi1>) outs(%87 : tensor<8x8xi64>) {
    ^bb0(%in: i1, %out: i64):
      %145 = arith.extui %in : i1 to i64
      %146 = arith.addi %145, %out : i64
      linalg.yield %146 : i64
    } -> tensor<8x8xi64>
    %expanded_20 = tensor.expand_shape %88 [[0], [1, 2]] output_shape [8, 8, 1] : tensor<8x8xi64> into tensor<8x8x1xi64>
    %89 = tensor.empty() : tensor<8x8x8xi1>
    %90 = linalg.generic {indexing_maps = [#map8, #map11, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_20, %11 : tensor<8x8x1xi64>, tensor<8xi64>) outs(%89 : tensor<8x8x8xi1>) {
    ^bb0(%in: i64, %in_24: i64, %out: i1):
      %145 = arith.cmpi eq, %in, %in_24 : i64
      linalg.yield %145 : i1
    } -> tensor<8x8x8xi1>
    %91 = tensor.empty() : tensor<8x8x8xf32>
    %92 = tensor.empty() : tensor<8x8x8xf32>
    %93 = linalg.generic {indexing_maps = [#map6, #map8, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90, %expanded_16, %cst_3 : tensor<8x8x8xi1>, tensor<8x8x1xf32>, tensor<f32>) outs(%92 : tensor<8x8x8xf32>) {
    ^bb0(%in: i1, %in_24: f32, %in_25: f32, %out: f32):
      %145 = arith.select %in, %in_24, %in_25 : f32
      linalg.yield %145 : f32
    } -> tensor<8x8x8xf32>
    %94 = linalg.generic {indexing_maps = [#map6, #map13], iterator_types = ["parallel", "reduction", "parallel"]} ins(%93 : tensor<8x8x8xf32>) outs(%3 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %145 = arith.addf %in, %out : f32
      linalg.yield %145 : f32
    } -> tensor<8x8xf32>
    %95 = tensor.empty() : tensor<8x8x8xi64>
    %96 = tensor.empty() : tensor<8x8x8xi64>
    %97 = linalg.generic {indexing_maps = [#map6, #map14, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90, %expanded_19, %cst_7 : tensor<8x8x8xi1>, tensor<8x1xi64>, tensor<i64>) outs(%96 : tensor<8x8x8xi64>) {
    ^bb0(%in: i1, %in_24: i64, %in_25: i64, %out: i64):
      %145 = arith.select %in, %in_24, %in_25 : i64
      linalg.yield %145 : i64
    } -> tensor<8x8x8xi64>
    %98 = linalg.generic {indexing_maps = [#map6, #map13], iterator_types = ["parallel", "reduction", "parallel"]} ins(%97 : tensor<8x8x8xi64>) outs(%87 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %145 = arith.addi %in, %out : i64
      linalg.yield %145 : i64
    } -> tensor<8x8xi64>
    %99 = tensor.empty() : tensor<8x8x8xi1>
    %100 = linalg.generic {indexing_maps = [#map7, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_17, %expanded_16 : tensor<8x1x8xf32>, tensor<8x8x1xf32>) outs(%99 : tensor<8x8x8xi1>) {
    ^bb0(%in: f32, %in_24: f32, %out: i1):
      %145 = arith.cmpf olt, %in, %in_24 : f32
      linalg.yield %145 : i1
    } -> tensor<8x8x8xi1>
    %101 = tensor.empty() : tensor<8x8x8xi1>
    %102 = linalg.generic {indexing_maps = [#map8, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66, %100 : tensor<8x8x1xi1>, tensor<8x8x8xi1>) outs(%101 : tensor<8x8x8xi1>) {
    ^bb0(%in: i1, %in_24: i1, %out: i1):
      %145 = arith.ori %in, %in_24 : i1
      linalg.yield %145 : i1
    } -> tensor<8x8x8xi1>
    %103 = tensor.empty() : tensor<8x8x8xi1>
    %104 = linalg.generic {indexing_maps = [#map7, #map7, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %cst_2, %102 : tensor<8x1x8xi1>, tensor<8x1x8xi1>, tensor<8x8x8xi1>) outs(%103 : tensor<8x8x8xi1>) {
    ^bb0(%in: i1, %in_24: i1, %in_25: i1, %out: i1):
      %145 = arith.select %in, %in_24, %in_25 : i1
      linalg.yield %145 : i1
    } -> tensor<8x8x8xi1>
    %105 = tensor.empty() : tensor<8x8x8xi1>
    %106 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104, %83 : tensor<8x8x8xi1>, tensor<8x8x8xi1>) outs(%105 : tensor<8x8x8xi1>) {
    ^bb0(%in: i1, %in_24: i1, %out: i1):
      %145 = arith.ori %in, %in_24 : i1
      linalg.yield %145 : i1
    } -> tensor<8x8x8xi1>
    %107 = linalg.generic {indexing_maps = [#map6, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%106 : tensor<8x8x8xi1>) outs(%87 : tensor<8x8xi64>) {
    ^bb0(%in: i1, %out: i64):
      %145 = arith.extui %in : i1 to i64
      %146 = arith.addi %145, %out : i64
      linalg.yield %146 : i64
    } -> tensor<8x8xi64>
    %expanded_21 = tensor.expand_shape %107 [[0], [1, 2]] output_shape [8, 8, 1] : tensor<8x8xi64> into tensor<8x8x1xi64>
    %108 = tensor.empty() : tensor<8x8x8xi1>
    %109 = linalg.generic {indexing_maps = [#map8, #map11, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_21, %11 : tensor<8x8x1xi64>, tensor<8xi64>) outs(%108 : tensor<8x8x8xi1>) {
    ^bb0(%in: i64, %in_24: i64, %out: i1):
      %145 = arith.cmpi eq, %in, %in_24 : i64
      linalg.yield %145 : i1
    } -> tensor<8x8x8xi1>
    %110 = linalg.generic {indexing_maps = [#map6, #map14, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109, %expanded_19, %cst_7 : tensor<8x8x8xi1>, tensor<8x1xi64>, tensor<i64>) outs(%95 : tensor<8x8x8xi64>) {
    ^bb0(%in: i1, %in_24: i64, %in_25: i64, %out: i64):
      %145 = arith.select %in, %in_24, %in_25 : i64
      linalg.yield %145 : i64
    } -> tensor<8x8x8xi64>
    %111 = linalg.generic {indexing_maps = [#map6, #map13], iterator_types = ["parallel", "reduction", "parallel"]} ins(%110 : tensor<8x8x8xi64>) outs(%87 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %145 = arith.addi %in, %out : i64
      linalg.yield %145 : i64
    } -> tensor<8x8xi64>
    %112 = tensor.empty() : tensor<8x8xi1>
    %113 = linalg.generic {indexing_maps = [#map4, #map5, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_19, %expanded_18 : tensor<8x1xi64>, tensor<1x8xi64>) outs(%112 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_24: i64, %out: i1):
      %145 = arith.cmpi sle, %in, %in_24 : i64
      linalg.yield %145 : i1
    } -> tensor<8x8xi1>
    %114 = tensor.empty() : tensor<8x8xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%113 : tensor<8x8xi1>) outs(%114 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %out: f32):
      %145 = arith.uitofp %in : i1 to f32
      linalg.yield %145 : f32
    } -> tensor<8x8xf32>
    %116 = linalg.matmul ins(%8, %115 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%3 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %117 = tensor.empty() : tensor<8x8xi64>
    %118 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%113 : tensor<8x8xi1>) outs(%117 : tensor<8x8xi64>) {
    ^bb0(%in: i1, %out: i64):
      %145 = arith.extui %in : i1 to i64
      linalg.yield %145 : i64
    } -> tensor<8x8xi64>
    %119 = linalg.matmul ins(%arg2, %118 : tensor<8x8xi64>, tensor<8x8xi64>) outs(%87 : tensor<8x8xi64>) -> tensor<8x8xi64>
    %120 = tensor.empty() : tensor<8x8xi64>
    %121 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%119, %arg2 : tensor<8x8xi64>, tensor<8x8xi64>) outs(%120 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %in_24: i64, %out: i64):
      %145 = arith.muli %in, %in_24 : i64
      linalg.yield %145 : i64
    } -> tensor<8x8xi64>
    %122 = tensor.empty() : tensor<8x8xi64>
    %123 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%121 : tensor<8x8xi64>) outs(%122 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %145 = arith.subi %in, %c1_i64 : i64
      linalg.yield %145 : i64
    } -> tensor<8x8xi64>
    %124 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<8x8xi64>) outs(%20 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %145 = arith.cmpi slt, %in, %c0_i64 : i64
      linalg.yield %145 : i1
    } -> tensor<8x8xi1>
    %125 = tensor.empty() : tensor<8x8xi64>
    %126 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<8x8xi64>) outs(%125 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %145 = arith.addi %in, %c8_i64 : i64
      linalg.yield %145 : i64
    } -> tensor<8x8xi64>
    %127 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%124, %126, %arg1 : tensor<8x8xi1>, tensor<8x8xi64>, tensor<8x8xi64>) outs(%12 : tensor<8x8xi64>) {
    ^bb0(%in: i1, %in_24: i64, %in_25: i64, %out: i64):
      %145 = arith.select %in, %in_24, %in_25 : i64
      linalg.yield %145 : i64
    } -> tensor<8x8xi64>
    %expanded_22 = tensor.expand_shape %127 [[0], [1, 2]] output_shape [8, 8, 1] : tensor<8x8xi64> into tensor<8x8x1xi64>
    %128 = linalg.generic {indexing_maps = [#map8, #map11, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_22, %11 : tensor<8x8x1xi64>, tensor<8xi64>) outs(%69 : tensor<8x8x8xi1>) {
    ^bb0(%in: i64, %in_24: i64, %out: i1):
      %145 = arith.cmpi eq, %in, %in_24 : i64
      linalg.yield %145 : i1
    } -> tensor<8x8x8xi1>
    %129 = linalg.generic {indexing_maps = [#map6, #map8, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128, %expanded_16, %cst_3 : tensor<8x8x8xi1>, tensor<8x8x1xf32>, tensor<f32>) outs(%91 : tensor<8x8x8xf32>) {
    ^bb0(%in: i1, %in_24: f32, %in_25: f32, %out: f32):
      %145 = arith.select %in, %in_24, %in_25 : f32
      linalg.yield %145 : f32
    } -> tensor<8x8x8xf32>
    %130 = linalg.generic {indexing_maps = [#map6, #map13], iterator_types = ["parallel", "reduction", "parallel"]} ins(%129 : tensor<8x8x8xf32>) outs(%3 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %145 = arith.addf %in, %out : f32
      linalg.yield %145 : f32
    } -> tensor<8x8xf32>
    %131 = tensor.empty() : tensor<8x8xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_1, %130 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%131 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %145 = arith.addf %in, %in_24 : f32
      linalg.yield %145 : f32
    } -> tensor<8x8xf32>
    %133 = tensor.empty() : tensor<2xi1>
    %134 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%cst_9 : tensor<2xi64>) outs(%133 : tensor<2xi1>) {
    ^bb0(%in: i64, %out: i1):
      %145 = arith.cmpi slt, %in, %c0_i64 : i64
      linalg.yield %145 : i1
    } -> tensor<2xi1>
    %135 = tensor.empty() : tensor<2xi64>
    %136 = tensor.empty() : tensor<2xi64>
    %137 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%cst_9 : tensor<2xi64>) outs(%136 : tensor<2xi64>) {
    ^bb0(%in: i64, %out: i64):
      %145 = arith.addi %in, %c8_i64 : i64
      linalg.yield %145 : i64
    } -> tensor<2xi64>
    %138 = linalg.generic {indexing_maps = [#map2, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%134, %137, %cst_9 : tensor<2xi1>, tensor<2xi64>, tensor<2xi64>) outs(%135 : tensor<2xi64>) {
    ^bb0(%in: i1, %in_24: i64, %in_25: i64, %out: i64):
      %145 = arith.select %in, %in_24, %in_25 : i64
      linalg.yield %145 : i64
    } -> tensor<2xi64>
    %expanded_23 = tensor.expand_shape %138 [[0, 1]] output_shape [1, 2] : tensor<2xi64> into tensor<1x2xi64>
    %139 = tensor.empty() : tensor<8x2xi1>
    %140 = linalg.generic {indexing_maps = [#map5, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_23, %expanded_19 : tensor<1x2xi64>, tensor<8x1xi64>) outs(%139 : tensor<8x2xi1>) {
    ^bb0(%in: i64, %in_24: i64, %out: i1):
      %145 = arith.cmpi eq, %in, %in_24 : i64
      linalg.yield %145 : i1
    } -> tensor<8x2xi1>
    %141 = tensor.empty() : tensor<8x2xf32>
    %142 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%140 : tensor<8x2xi1>) outs(%141 : tensor<8x2xf32>) {
    ^bb0(%in: i1, %out: f32):
      %145 = arith.uitofp %in : i1 to f32
      linalg.yield %145 : f32
    } -> tensor<8x2xf32>
    %143 = linalg.matmul ins(%142, %arg3 : tensor<8x2xf32>, tensor<2x8xf32>) outs(%3 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %144 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%8, %143 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%1 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %145 = arith.addf %in, %in_24 : f32
      linalg.yield %145 : f32
    } -> tensor<8x8xf32>
    return %concat, %concat_15, %94, %98, %111, %116, %123, %132, %144 : tensor<8x3xf32>, tensor<8x3xi64>, tensor<8x8xf32>, tensor<8x8xi64>, tensor<8x8xi64>, tensor<8x8xf32>, tensor<8x8xi64>, tensor<8x8xf32>, tensor<8x8xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_2_torch.int64: "0x0800000001000000000000000000000000000000"
    }
  }
#-}

