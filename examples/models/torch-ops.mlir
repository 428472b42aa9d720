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
  func.func @forward(%arg0: tensor<8x16xf32> {cleave.name = "x"}, %arg1: tensor<8x8xi64> {cleave.name = "ids"}, %arg2: tensor<8x8xi64> {cleave.name = "mask"}, %arg3: tensor<2x8xf32> {cleave.name = "bias"}, %arg4: tensor<8x16xf32> {cleave.name = "proj.weight"}, %arg5: tensor<8xf32> {cleave.name = "proj.bias"}) -> (tensor<8x3xf32>, tensor<8x3xi64>, tensor<8x8xf32>, tensor<8x8xi64>, tensor<8x8xi64>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xi64>, tensor<8x8xf32>, tensor<8x8xf32>) {
    %c8_i64 = arith.constant 8 : i64
    %c1_i64 = arith.constant 1 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<8x8xf32>
    %cst_3 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_4 = arith.constant dense<false> : tensor<8x1x8xi1>
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_6 = arith.constant dense<false> : tensor<8x8x1xi1>
    %cst_7 = arith.constant dense<0xFF800000> : tensor<8x8xf32>
    %cst_8 = arith.constant dense<false> : tensor<8x8xi1>
    %cst_9 = arith.constant 1.000000e-01 : f64
    %cst_10 = arith.constant dense<0> : tensor<i64>
    %cst_11 = arith.constant dense<8> : tensor<8x8xi64>
    %cst_12 = arith.constant dense_resource<torch_tensor_2_torch.int64> : tensor<2xi64>
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
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %156 = arith.addf %in, %in_28 : f32
      linalg.yield %156 : f32
    } -> tensor<8x8xf32>
    %9 = tensor.empty() : tensor<8xi64>
    %10 = tensor.empty() : tensor<8xi64>
    %11 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%10 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %156 = linalg.index 0 : index
      %157 = arith.index_cast %156 : index to i64
      linalg.yield %157 : i64
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
    ^bb0(%in: f32, %out: f32, %out_28: i64):
      %156 = linalg.index 1 : index
      %157 = arith.index_cast %156 : index to i64
      %158 = arith.maximumf %in, %out : f32
      %159 = arith.cmpf ogt, %in, %out : f32
      %160 = arith.select %159, %157, %out_28 : i64
      linalg.yield %158, %160 : f32, i64
    } -> (tensor<8xf32>, tensor<8xi64>)
    %expanded = tensor.expand_shape %19#0 [[0, 1]] output_shape [8, 1] : tensor<8xf32> into tensor<8x1xf32>
    %20 = tensor.empty() : tensor<8x8xi1>
    %21 = tensor.empty() : tensor<8x8xi1>
    %22 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%8, %expanded : tensor<8x8xf32>, tensor<8x1xf32>) outs(%21 : tensor<8x8xi1>) {
    ^bb0(%in: f32, %in_28: f32, %out: i1):
      %156 = arith.cmpf oeq, %in, %in_28 : f32
      linalg.yield %156 : i1
    } -> tensor<8x8xi1>
    %23 = tensor.empty() : tensor<8x8xi1>
    %24 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_8 : tensor<8x8xi1>) outs(%23 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %156 = arith.xori %in, %true : i1
      linalg.yield %156 : i1
    } -> tensor<8x8xi1>
    %25 = tensor.empty() : tensor<8x8xi1>
    %26 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%22, %24 : tensor<8x8xi1>, tensor<8x8xi1>) outs(%25 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %in_28: i1, %out: i1):
      %156 = arith.andi %in, %in_28 : i1
      linalg.yield %156 : i1
    } -> tensor<8x8xi1>
    %27 = tensor.empty() : tensor<8x8xi64>
    %28 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%26, %14, %cst_11 : tensor<8x8xi1>, tensor<8x8xi64>, tensor<8x8xi64>) outs(%27 : tensor<8x8xi64>) {
    ^bb0(%in: i1, %in_28: i64, %in_29: i64, %out: i64):
      %156 = arith.select %in, %in_28, %in_29 : i64
      linalg.yield %156 : i64
    } -> tensor<8x8xi64>
    %29 = linalg.fill ins(%c9223372036854775807_i64 : i64) outs(%9 : tensor<8xi64>) -> tensor<8xi64>
    %30:2 = linalg.generic {indexing_maps = [#map1, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%28 : tensor<8x8xi64>) outs(%29, %16 : tensor<8xi64>, tensor<8xi64>) {
    ^bb0(%in: i64, %out: i64, %out_28: i64):
      %156 = linalg.index 1 : index
      %157 = arith.index_cast %156 : index to i64
      %158 = arith.minsi %in, %out : i64
      %159 = arith.cmpi slt, %in, %out : i64
      %160 = arith.select %159, %157, %out_28 : i64
      linalg.yield %158, %160 : i64, i64
    } -> (tensor<8xi64>, tensor<8xi64>)
    %expanded_13 = tensor.expand_shape %30#0 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %31 = tensor.empty() : tensor<8x8xi1>
    %32 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%14, %expanded_13 : tensor<8x8xi64>, tensor<8x1xi64>) outs(%31 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_28: i64, %out: i1):
      %156 = arith.cmpi eq, %in, %in_28 : i64
      linalg.yield %156 : i1
    } -> tensor<8x8xi1>
    %33 = tensor.empty() : tensor<8x8xi1>
    %34 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_8, %32 : tensor<8x8xi1>, tensor<8x8xi1>) outs(%33 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %in_28: i1, %out: i1):
      %156 = arith.ori %in, %in_28 : i1
      linalg.yield %156 : i1
    } -> tensor<8x8xi1>
    %35 = tensor.empty() : tensor<8x8xf32>
    %36 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%34, %cst_7, %8 : tensor<8x8xi1>, tensor<8x8xf32>, tensor<8x8xf32>) outs(%35 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %in_28: f32, %in_29: f32, %out: f32):
      %156 = arith.select %in, %in_28, %in_29 : f32
      linalg.yield %156 : f32
    } -> tensor<8x8xf32>
    %37:2 = linalg.generic {indexing_maps = [#map1, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%36 : tensor<8x8xf32>) outs(%18, %16 : tensor<8xf32>, tensor<8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_28: i64):
      %156 = linalg.index 1 : index
      %157 = arith.index_cast %156 : index to i64
      %158 = arith.maximumf %in, %out : f32
      %159 = arith.cmpf ogt, %in, %out : f32
      %160 = arith.select %159, %157, %out_28 : i64
      linalg.yield %158, %160 : f32, i64
    } -> (tensor<8xf32>, tensor<8xi64>)
    %expanded_14 = tensor.expand_shape %37#0 [[0, 1]] output_shape [8, 1] : tensor<8xf32> into tensor<8x1xf32>
    %38 = tensor.empty() : tensor<8x8xi1>
    %39 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%36, %expanded_14 : tensor<8x8xf32>, tensor<8x1xf32>) outs(%38 : tensor<8x8xi1>) {
    ^bb0(%in: f32, %in_28: f32, %out: i1):
      %156 = arith.cmpf oeq, %in, %in_28 : f32
      linalg.yield %156 : i1
    } -> tensor<8x8xi1>
    %40 = tensor.empty() : tensor<8x8xi1>
    %41 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%34 : tensor<8x8xi1>) outs(%40 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %156 = arith.xori %in, %true : i1
      linalg.yield %156 : i1
    } -> tensor<8x8xi1>
    %42 = tensor.empty() : tensor<8x8xi1>
    %43 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%39, %41 : tensor<8x8xi1>, tensor<8x8xi1>) outs(%42 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %in_28: i1, %out: i1):
      %156 = arith.andi %in, %in_28 : i1
      linalg.yield %156 : i1
    } -> tensor<8x8xi1>
    %44 = tensor.empty() : tensor<8x8xi64>
    %45 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%43, %14, %cst_11 : tensor<8x8xi1>, tensor<8x8xi64>, tensor<8x8xi64>) outs(%44 : tensor<8x8xi64>) {
    ^bb0(%in: i1, %in_28: i64, %in_29: i64, %out: i64):
      %156 = arith.select %in, %in_28, %in_29 : i64
      linalg.yield %156 : i64
    } -> tensor<8x8xi64>
    %46:2 = linalg.generic {indexing_maps = [#map1, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%45 : tensor<8x8xi64>) outs(%29, %16 : tensor<8xi64>, tensor<8xi64>) {
    ^bb0(%in: i64, %out: i64, %out_28: i64):
      %156 = linalg.index 1 : index
      %157 = arith.index_cast %156 : index to i64
      %158 = arith.minsi %in, %out : i64
      %159 = arith.cmpi slt, %in, %out : i64
      %160 = arith.select %159, %157, %out_28 : i64
      linalg.yield %158, %160 : i64, i64
    } -> (tensor<8xi64>, tensor<8xi64>)
    %expanded_15 = tensor.expand_shape %46#0 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %47 = tensor.empty() : tensor<8x8xi1>
    %48 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%14, %expanded_15 : tensor<8x8xi64>, tensor<8x1xi64>) outs(%47 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_28: i64, %out: i1):
      %156 = arith.cmpi eq, %in, %in_28 : i64
      linalg.yield %156 : i1
    } -> tensor<8x8xi1>
    %49 = tensor.empty() : tensor<8x8xi1>
    %50 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%34, %48 : tensor<8x8xi1>, tensor<8x8xi1>) outs(%49 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %in_28: i1, %out: i1):
      %156 = arith.ori %in, %in_28 : i1
      linalg.yield %156 : i1
    } -> tensor<8x8xi1>
    %51 = tensor.empty() : tensor<8x8xf32>
    %52 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%50, %cst_7, %8 : tensor<8x8xi1>, tensor<8x8xf32>, tensor<8x8xf32>) outs(%51 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %in_28: f32, %in_29: f32, %out: f32):
      %156 = arith.select %in, %in_28, %in_29 : f32
      linalg.yield %156 : f32
    } -> tensor<8x8xf32>
    %53:2 = linalg.generic {indexing_maps = [#map1, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%52 : tensor<8x8xf32>) outs(%18, %16 : tensor<8xf32>, tensor<8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_28: i64):
      %156 = linalg.index 1 : index
      %157 = arith.index_cast %156 : index to i64
      %158 = arith.maximumf %in, %out : f32
      %159 = arith.cmpf ogt, %in, %out : f32
      %160 = arith.select %159, %157, %out_28 : i64
      linalg.yield %158, %160 : f32, i64
    } -> (tensor<8xf32>, tensor<8xi64>)
    %expanded_16 = tensor.expand_shape %53#0 [[0, 1]] output_shape [8, 1] : tensor<8xf32> into tensor<8x1xf32>
    %54 = tensor.empty() : tensor<8x8xi1>
    %55 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%52, %expanded_16 : tensor<8x8xf32>, tensor<8x1xf32>) outs(%54 : tensor<8x8xi1>) {
    ^bb0(%in: f32, %in_28: f32, %out: i1):
      %156 = arith.cmpf oeq, %in, %in_28 : f32
      linalg.yield %156 : i1
    } -> tensor<8x8xi1>
    %56 = tensor.empty() : tensor<8x8xi1>
    %57 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%50 : tensor<8x8xi1>) outs(%56 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %156 = arith.xori %in, %true : i1
      linalg.yield %156 : i1
    } -> tensor<8x8xi1>
    %58 = tensor.empty() : tensor<8x8xi1>
    %59 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%55, %57 : tensor<8x8xi1>, tensor<8x8xi1>) outs(%58 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %in_28: i1, %out: i1):
      %156 = arith.andi %in, %in_28 : i1
      linalg.yield %156 : i1
    } -> tensor<8x8xi1>
    %60 = tensor.empty() : tensor<8x8xi64>
    %61 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%59, %14, %cst_11 : tensor<8x8xi1>, tensor<8x8xi64>, tensor<8x8xi64>) outs(%60 : tensor<8x8xi64>) {
    ^bb0(%in: i1, %in_28: i64, %in_29: i64, %out: i64):
      %156 = arith.select %in, %in_28, %in_29 : i64
      linalg.yield %156 : i64
    } -> tensor<8x8xi64>
    %62:2 = linalg.generic {indexing_maps = [#map1, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%61 : tensor<8x8xi64>) outs(%29, %16 : tensor<8xi64>, tensor<8xi64>) {
    ^bb0(%in: i64, %out: i64, %out_28: i64):
      %156 = linalg.index 1 : index
      %157 = arith.index_cast %156 : index to i64
      %158 = arith.minsi %in, %out : i64
      %159 = arith.cmpi slt, %in, %out : i64
      %160 = arith.select %159, %157, %out_28 : i64
      linalg.yield %158, %160 : i64, i64
    } -> (tensor<8xi64>, tensor<8xi64>)
    %expanded_17 = tensor.expand_shape %62#0 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %concat = tensor.concat dim(1) %expanded, %expanded_14, %expanded_16 : (tensor<8x1xf32>, tensor<8x1xf32>, tensor<8x1xf32>) -> tensor<8x3xf32>
    %concat_18 = tensor.concat dim(1) %expanded_13, %expanded_15, %expanded_17 : (tensor<8x1xi64>, tensor<8x1xi64>, tensor<8x1xi64>) -> tensor<8x3xi64>
    %expanded_19 = tensor.expand_shape %8 [[0], [1, 2]] output_shape [8, 8, 1] : tensor<8x8xf32> into tensor<8x8x1xf32>
    %expanded_20 = tensor.expand_shape %8 [[0], [1, 2]] output_shape [8, 1, 8] : tensor<8x8xf32> into tensor<8x1x8xf32>
    %expanded_21 = tensor.expand_shape %11 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %expanded_22 = tensor.expand_shape %11 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %63 = tensor.empty() : tensor<8x8xi1>
    %64 = linalg.generic {indexing_maps = [#map5, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_21, %expanded_22 : tensor<1x8xi64>, tensor<8x1xi64>) outs(%63 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_28: i64, %out: i1):
      %156 = arith.cmpi slt, %in, %in_28 : i64
      linalg.yield %156 : i1
    } -> tensor<8x8xi1>
    %65 = tensor.empty() : tensor<8x8x1xi1>
    %66 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_19, %expanded_19 : tensor<8x8x1xf32>, tensor<8x8x1xf32>) outs(%65 : tensor<8x8x1xi1>) {
    ^bb0(%in: f32, %in_28: f32, %out: i1):
      %156 = arith.cmpf une, %in, %in_28 : f32
      linalg.yield %156 : i1
    } -> tensor<8x8x1xi1>
    %67 = tensor.empty() : tensor<8x1x8xi1>
    %68 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_20, %expanded_20 : tensor<8x1x8xf32>, tensor<8x1x8xf32>) outs(%67 : tensor<8x1x8xi1>) {
    ^bb0(%in: f32, %in_28: f32, %out: i1):
      %156 = arith.cmpf une, %in, %in_28 : f32
      linalg.yield %156 : i1
    } -> tensor<8x1x8xi1>
    %69 = tensor.empty() : tensor<8x8x8xi1>
    %70 = tensor.empty() : tensor<8x8x8xi1>
    %71 = linalg.generic {indexing_maps = [#map7, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_20, %expanded_19 : tensor<8x1x8xf32>, tensor<8x8x1xf32>) outs(%70 : tensor<8x8x8xi1>) {
    ^bb0(%in: f32, %in_28: f32, %out: i1):
      %156 = arith.cmpf ogt, %in, %in_28 : f32
      linalg.yield %156 : i1
    } -> tensor<8x8x8xi1>
    %72 = tensor.empty() : tensor<8x8x8xi1>
    %73 = linalg.generic {indexing_maps = [#map7, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %71 : tensor<8x1x8xi1>, tensor<8x8x8xi1>) outs(%72 : tensor<8x8x8xi1>) {
    ^bb0(%in: i1, %in_28: i1, %out: i1):
      %156 = arith.ori %in, %in_28 : i1
      linalg.yield %156 : i1
    } -> tensor<8x8x8xi1>
    %74 = tensor.empty() : tensor<8x8x8xi1>
    %75 = linalg.generic {indexing_maps = [#map8, #map8, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66, %cst_6, %73 : tensor<8x8x1xi1>, tensor<8x8x1xi1>, tensor<8x8x8xi1>) outs(%74 : tensor<8x8x8xi1>) {
    ^bb0(%in: i1, %in_28: i1, %in_29: i1, %out: i1):
      %156 = arith.select %in, %in_28, %in_29 : i1
      linalg.yield %156 : i1
    } -> tensor<8x8x8xi1>
    %76 = tensor.empty() : tensor<8x8x8xi1>
    %77 = linalg.generic {indexing_maps = [#map8, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_19, %expanded_20 : tensor<8x8x1xf32>, tensor<8x1x8xf32>) outs(%76 : tensor<8x8x8xi1>) {
    ^bb0(%in: f32, %in_28: f32, %out: i1):
      %156 = arith.cmpf oeq, %in, %in_28 : f32
      linalg.yield %156 : i1
    } -> tensor<8x8x8xi1>
    %78 = tensor.empty() : tensor<8x8x8xi1>
    %79 = linalg.generic {indexing_maps = [#map8, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66, %68 : tensor<8x8x1xi1>, tensor<8x1x8xi1>) outs(%78 : tensor<8x8x8xi1>) {
    ^bb0(%in: i1, %in_28: i1, %out: i1):
      %156 = arith.andi %in, %in_28 : i1
      linalg.yield %156 : i1
    } -> tensor<8x8x8xi1>
    %80 = tensor.empty() : tensor<8x8x8xi1>
    %81 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %79 : tensor<8x8x8xi1>, tensor<8x8x8xi1>) outs(%80 : tensor<8x8x8xi1>) {
    ^bb0(%in: i1, %in_28: i1, %out: i1):
      %156 = arith.ori %in, %in_28 : i1
      linalg.yield %156 : i1
    } -> tensor<8x8x8xi1>
    %82 = tensor.empty() : tensor<8x8x8xi1>
    %83 = linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %64 : tensor<8x8x8xi1>, tensor<8x8xi1>) outs(%82 : tensor<8x8x8xi1>) {
    ^bb0(%in: i1, %in_28: i1, %out: i1):
      %156 = arith.andi %in, %in_28 : i1
      linalg.yield %156 : i1
    } -> tensor<8x8x8xi1>
    %84 = tensor.empty() : tensor<8x8x8xi1>
    %85 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75, %83 : tensor<8x8x8xi1>, tensor<8x8x8xi1>) outs(%84 : tensor<8x8x8xi1>) {
    ^bb0(%in: i1, %in_28: i1, %out: i1):
      %156 = arith.ori %in, %in_28 : i1
      linalg.yield %156 : i1
    } -> tensor<8x8x8xi1>
    %86 = tensor.empty() : tensor<8x8xi64>
    %87 = linalg.fill ins(%c0_i64 : i64) outs(%86 : tensor<8x8xi64>) -> tensor<8x8xi64>
    %88 = linalg.generic {indexing_maps = [#map6, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%85 : tensor<8x8x8xi1>) outs(%87 : tensor<8x8xi64>) {
    ^bb0(%in: i1, %out: i64):
      %156 = arith.extui %in : i1 to i64
      %157 = arith.addi %156, %out : i64
      linalg.yield %157 : i64
    } -> tensor<8x8xi64>
    %expanded_23 = tensor.expand_shape %88 [[0], [1, 2]] output_shape [8, 8, 1] : tensor<8x8xi64> into tensor<8x8x1xi64>
    %89 = tensor.empty() : tensor<8x8x8xi1>
    %90 = linalg.generic {indexing_maps = [#map8, #map11, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_23, %11 : tensor<8x8x1xi64>, tensor<8xi64>) outs(%89 : tensor<8x8x8xi1>) {
    ^bb0(%in: i64, %in_28: i64, %out: i1):
      %156 = arith.cmpi eq, %in, %in_28 : i64
      linalg.yield %156 : i1
    } -> tensor<8x8x8xi1>
    %91 = tensor.empty() : tensor<8x8x8xf32>
    %92 = tensor.empty() : tensor<8x8x8xf32>
    %93 = linalg.generic {indexing_maps = [#map6, #map8, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90, %expanded_19, %cst_5 : tensor<8x8x8xi1>, tensor<8x8x1xf32>, tensor<f32>) outs(%92 : tensor<8x8x8xf32>) {
    ^bb0(%in: i1, %in_28: f32, %in_29: f32, %out: f32):
      %156 = arith.select %in, %in_28, %in_29 : f32
      linalg.yield %156 : f32
    } -> tensor<8x8x8xf32>
    %94 = linalg.generic {indexing_maps = [#map6, #map13], iterator_types = ["parallel", "reduction", "parallel"]} ins(%93 : tensor<8x8x8xf32>) outs(%3 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %156 = arith.addf %in, %out : f32
      linalg.yield %156 : f32
    } -> tensor<8x8xf32>
    %95 = tensor.empty() : tensor<8x8x8xi64>
    %96 = tensor.empty() : tensor<8x8x8xi64>
    %97 = linalg.generic {indexing_maps = [#map6, #map14, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90, %expanded_22, %cst_10 : tensor<8x8x8xi1>, tensor<8x1xi64>, tensor<i64>) outs(%96 : tensor<8x8x8xi64>) {
    ^bb0(%in: i1, %in_28: i64, %in_29: i64, %out: i64):
      %156 = arith.select %in, %in_28, %in_29 : i64
      linalg.yield %156 : i64
    } -> tensor<8x8x8xi64>
    %98 = linalg.generic {indexing_maps = [#map6, #map13], iterator_types = ["parallel", "reduction", "parallel"]} ins(%97 : tensor<8x8x8xi64>) outs(%87 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %156 = arith.addi %in, %out : i64
      linalg.yield %156 : i64
    } -> tensor<8x8xi64>
    %99 = tensor.empty() : tensor<8x8x8xi1>
    %100 = linalg.generic {indexing_maps = [#map7, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_20, %expanded_19 : tensor<8x1x8xf32>, tensor<8x8x1xf32>) outs(%99 : tensor<8x8x8xi1>) {
    ^bb0(%in: f32, %in_28: f32, %out: i1):
      %156 = arith.cmpf olt, %in, %in_28 : f32
      linalg.yield %156 : i1
    } -> tensor<8x8x8xi1>
    %101 = tensor.empty() : tensor<8x8x8xi1>
    %102 = linalg.generic {indexing_maps = [#map8, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66, %100 : tensor<8x8x1xi1>, tensor<8x8x8xi1>) outs(%101 : tensor<8x8x8xi1>) {
    ^bb0(%in: i1, %in_28: i1, %out: i1):
      %156 = arith.ori %in, %in_28 : i1
      linalg.yield %156 : i1
    } -> tensor<8x8x8xi1>
    %103 = tensor.empty() : tensor<8x8x8xi1>
    %104 = linalg.generic {indexing_maps = [#map7, #map7, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %cst_4, %102 : tensor<8x1x8xi1>, tensor<8x1x8xi1>, tensor<8x8x8xi1>) outs(%103 : tensor<8x8x8xi1>) {
    ^bb0(%in: i1, %in_28: i1, %in_29: i1, %out: i1):
      %156 = arith.select %in, %in_28, %in_29 : i1
      linalg.yield %156 : i1
    } -> tensor<8x8x8xi1>
    %105 = tensor.empty() : tensor<8x8x8xi1>
    %106 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104, %83 : tensor<8x8x8xi1>, tensor<8x8x8xi1>) outs(%105 : tensor<8x8x8xi1>) {
    ^bb0(%in: i1, %in_28: i1, %out: i1):
      %156 = arith.ori %in, %in_28 : i1
      linalg.yield %156 : i1
    } -> tensor<8x8x8xi1>
    %107 = linalg.generic {indexing_maps = [#map6, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%106 : tensor<8x8x8xi1>) outs(%87 : tensor<8x8xi64>) {
    ^bb0(%in: i1, %out: i64):
      %156 = arith.extui %in : i1 to i64
      %157 = arith.addi %156, %out : i64
      linalg.yield %157 : i64
    } -> tensor<8x8xi64>
    %expanded_24 = tensor.expand_shape %107 [[0], [1, 2]] output_shape [8, 8, 1] : tensor<8x8xi64> into tensor<8x8x1xi64>
    %108 = tensor.empty() : tensor<8x8x8xi1>
    %109 = linalg.generic {indexing_maps = [#map8, #map11, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_24, %11 : tensor<8x8x1xi64>, tensor<8xi64>) outs(%108 : tensor<8x8x8xi1>) {
    ^bb0(%in: i64, %in_28: i64, %out: i1):
      %156 = arith.cmpi eq, %in, %in_28 : i64
      linalg.yield %156 : i1
    } -> tensor<8x8x8xi1>
    %110 = linalg.generic {indexing_maps = [#map6, #map14, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109, %expanded_22, %cst_10 : tensor<8x8x8xi1>, tensor<8x1xi64>, tensor<i64>) outs(%95 : tensor<8x8x8xi64>) {
    ^bb0(%in: i1, %in_28: i64, %in_29: i64, %out: i64):
      %156 = arith.select %in, %in_28, %in_29 : i64
      linalg.yield %156 : i64
    } -> tensor<8x8x8xi64>
    %111 = linalg.generic {indexing_maps = [#map6, #map13], iterator_types = ["parallel", "reduction", "parallel"]} ins(%110 : tensor<8x8x8xi64>) outs(%87 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %156 = arith.addi %in, %out : i64
      linalg.yield %156 : i64
    } -> tensor<8x8xi64>
    %112 = tensor.empty() : tensor<8x8xi1>
    %113 = linalg.generic {indexing_maps = [#map4, #map5, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_22, %expanded_21 : tensor<8x1xi64>, tensor<1x8xi64>) outs(%112 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_28: i64, %out: i1):
      %156 = arith.cmpi sle, %in, %in_28 : i64
      linalg.yield %156 : i1
    } -> tensor<8x8xi1>
    %114 = tensor.empty() : tensor<8x8xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%113 : tensor<8x8xi1>) outs(%114 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %out: f32):
      %156 = arith.uitofp %in : i1 to f32
      linalg.yield %156 : f32
    } -> tensor<8x8xf32>
    %116 = linalg.matmul ins(%8, %115 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%3 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %117 = tensor.empty() : tensor<8x8xf32>
    %118 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<8x8xf32>) outs(%117 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %156 = math.tanh %in : f32
      linalg.yield %156 : f32
    } -> tensor<8x8xf32>
    %119 = tensor.empty() : tensor<8x8xf32>
    %120 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%118 : tensor<8x8xf32>) outs(%119 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %156 = arith.truncf %cst_9 : f64 to f32
      %157 = arith.mulf %in, %156 : f32
      linalg.yield %157 : f32
    } -> tensor<8x8xf32>
    %121 = tensor.empty() : tensor<8x8xf32>
    %122 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%120 : tensor<8x8xf32>) outs(%121 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %156 = arith.addf %in, %cst_1 : f32
      linalg.yield %156 : f32
    } -> tensor<8x8xf32>
    %expanded_25 = tensor.expand_shape %122 [[0], [1, 2]] output_shape [8, 8, 1] : tensor<8x8xf32> into tensor<8x8x1xf32>
    %123 = tensor.empty() : tensor<8x8x8xf32>
    %124 = linalg.generic {indexing_maps = [#map9, #map8, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113, %expanded_25, %cst_3 : tensor<8x8xi1>, tensor<8x8x1xf32>, tensor<f32>) outs(%123 : tensor<8x8x8xf32>) {
    ^bb0(%in: i1, %in_28: f32, %in_29: f32, %out: f32):
      %156 = arith.select %in, %in_28, %in_29 : f32
      linalg.yield %156 : f32
    } -> tensor<8x8x8xf32>
    %125 = tensor.empty() : tensor<8x8xf32>
    %126 = linalg.fill ins(%cst_1 : f32) outs(%125 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %127 = linalg.generic {indexing_maps = [#map6, #map13], iterator_types = ["parallel", "reduction", "parallel"]} ins(%124 : tensor<8x8x8xf32>) outs(%126 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %156 = arith.mulf %in, %out : f32
      linalg.yield %156 : f32
    } -> tensor<8x8xf32>
    %128 = tensor.empty() : tensor<8x8xi64>
    %129 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%113 : tensor<8x8xi1>) outs(%128 : tensor<8x8xi64>) {
    ^bb0(%in: i1, %out: i64):
      %156 = arith.extui %in : i1 to i64
      linalg.yield %156 : i64
    } -> tensor<8x8xi64>
    %130 = linalg.matmul ins(%arg2, %129 : tensor<8x8xi64>, tensor<8x8xi64>) outs(%87 : tensor<8x8xi64>) -> tensor<8x8xi64>
    %131 = tensor.empty() : tensor<8x8xi64>
    %132 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%130, %arg2 : tensor<8x8xi64>, tensor<8x8xi64>) outs(%131 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %in_28: i64, %out: i64):
      %156 = arith.muli %in, %in_28 : i64
      linalg.yield %156 : i64
    } -> tensor<8x8xi64>
    %133 = tensor.empty() : tensor<8x8xi64>
    %134 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%132 : tensor<8x8xi64>) outs(%133 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %156 = arith.subi %in, %c1_i64 : i64
      linalg.yield %156 : i64
    } -> tensor<8x8xi64>
    %135 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<8x8xi64>) outs(%20 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %156 = arith.cmpi slt, %in, %c0_i64 : i64
      linalg.yield %156 : i1
    } -> tensor<8x8xi1>
    %136 = tensor.empty() : tensor<8x8xi64>
    %137 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<8x8xi64>) outs(%136 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %156 = arith.addi %in, %c8_i64 : i64
      linalg.yield %156 : i64
    } -> tensor<8x8xi64>
    %138 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%135, %137, %arg1 : tensor<8x8xi1>, tensor<8x8xi64>, tensor<8x8xi64>) outs(%12 : tensor<8x8xi64>) {
    ^bb0(%in: i1, %in_28: i64, %in_29: i64, %out: i64):
      %156 = arith.select %in, %in_28, %in_29 : i64
      linalg.yield %156 : i64
    } -> tensor<8x8xi64>
    %expanded_26 = tensor.expand_shape %138 [[0], [1, 2]] output_shape [8, 8, 1] : tensor<8x8xi64> into tensor<8x8x1xi64>
    %139 = linalg.generic {indexing_maps = [#map8, #map11, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_26, %11 : tensor<8x8x1xi64>, tensor<8xi64>) outs(%69 : tensor<8x8x8xi1>) {
    ^bb0(%in: i64, %in_28: i64, %out: i1):
      %156 = arith.cmpi eq, %in, %in_28 : i64
      linalg.yield %156 : i1
    } -> tensor<8x8x8xi1>
    %140 = linalg.generic {indexing_maps = [#map6, #map8, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139, %expanded_19, %cst_5 : tensor<8x8x8xi1>, tensor<8x8x1xf32>, tensor<f32>) outs(%91 : tensor<8x8x8xf32>) {
    ^bb0(%in: i1, %in_28: f32, %in_29: f32, %out: f32):
      %156 = arith.select %in, %in_28, %in_29 : f32
      linalg.yield %156 : f32
    } -> tensor<8x8x8xf32>
    %141 = linalg.generic {indexing_maps = [#map6, #map13], iterator_types = ["parallel", "reduction", "parallel"]} ins(%140 : tensor<8x8x8xf32>) outs(%3 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %156 = arith.addf %in, %out : f32
      linalg.yield %156 : f32
    } -> tensor<8x8xf32>
    %142 = tensor.empty() : tensor<8x8xf32>
    %143 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_2, %141 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%142 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %156 = arith.addf %in, %in_28 : f32
      linalg.yield %156 : f32
    } -> tensor<8x8xf32>
    %144 = tensor.empty() : tensor<2xi1>
    %145 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%cst_12 : tensor<2xi64>) outs(%144 : tensor<2xi1>) {
    ^bb0(%in: i64, %out: i1):
      %156 = arith.cmpi slt, %in, %c0_i64 : i64
      linalg.yield %156 : i1
    } -> tensor<2xi1>
    %146 = tensor.empty() : tensor<2xi64>
    %147 = tensor.empty() : tensor<2xi64>
    %148 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%cst_12 : tensor<2xi64>) outs(%147 : tensor<2xi64>) {
    ^bb0(%in: i64, %out: i64):
      %156 = arith.addi %in, %c8_i64 : i64
      linalg.yield %156 : i64
    } -> tensor<2xi64>
    %149 = linalg.generic {indexing_maps = [#map2, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%145, %148, %cst_12 : tensor<2xi1>, tensor<2xi64>, tensor<2xi64>) outs(%146 : tensor<2xi64>) {
    ^bb0(%in: i1, %in_28: i64, %in_29: i64, %out: i64):
      %156 = arith.select %in, %in_28, %in_29 : i64
      linalg.yield %156 : i64
    } -> tensor<2xi64>
    %expanded_27 = tensor.expand_shape %149 [[0, 1]] output_shape [1, 2] : tensor<2xi64> into tensor<1x2xi64>
    %150 = tensor.empty() : tensor<8x2xi1>
    %151 = linalg.generic {indexing_maps = [#map5, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_27, %expanded_22 : tensor<1x2xi64>, tensor<8x1xi64>) outs(%150 : tensor<8x2xi1>) {
    ^bb0(%in: i64, %in_28: i64, %out: i1):
      %156 = arith.cmpi eq, %in, %in_28 : i64
      linalg.yield %156 : i1
    } -> tensor<8x2xi1>
    %152 = tensor.empty() : tensor<8x2xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%151 : tensor<8x2xi1>) outs(%152 : tensor<8x2xf32>) {
    ^bb0(%in: i1, %out: f32):
      %156 = arith.uitofp %in : i1 to f32
      linalg.yield %156 : f32
    } -> tensor<8x2xf32>
    %154 = linalg.matmul ins(%153, %arg3 : tensor<8x2xf32>, tensor<2x8xf32>) outs(%3 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %155 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%8, %154 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%1 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %156 = arith.addf %in, %in_28 : f32
      linalg.yield %156 : f32
    } -> tensor<8x8xf32>
    return %concat, %concat_18, %94, %98, %111, %116, %127, %134, %143, %155 : tensor<8x3xf32>, tensor<8x3xi64>, tensor<8x8xf32>, tensor<8x8xi64>, tensor<8x8xi64>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xi64>, tensor<8x8xf32>, tensor<8x8xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_2_torch.int64: "0x0800000001000000000000000000000000000000"
    }
  }
#-}

