// Model zoo: torch-ops, exported by examples/models/regenerate.sh (zoo.py); random weights.
// Arguments: the inputs, then every parameter/buffer (cleave.name = its name). {"inputs": ["x", "ids", "mask"], "parameters": 3}
#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d0)>
#map4 = affine_map<(d0, d1) -> (d0, 0)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map6 = affine_map<(d0, d1, d2) -> (d2)>
#map7 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map8 = affine_map<(d0, d1, d2) -> ()>
#map9 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map10 = affine_map<(d0, d1) -> (0, d1)>
module {
  func.func @forward(%arg0: tensor<8x16xf32> {cleave.name = "x"}, %arg1: tensor<8x8xi64> {cleave.name = "ids"}, %arg2: tensor<8x8xi64> {cleave.name = "mask"}, %arg3: tensor<2x8xf32> {cleave.name = "bias"}, %arg4: tensor<8x16xf32> {cleave.name = "proj.weight"}, %arg5: tensor<8xf32> {cleave.name = "proj.bias"}) -> (tensor<8x3xf32>, tensor<8x3xi64>, tensor<8x8xf32>, tensor<8x8xi64>, tensor<8x8xi64>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xi64>, tensor<8x8xf32>, tensor<8x8xf32>) {
    %cst = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
    %cst_0 = arith.constant 1.000000e-01 : f64
    %cst_1 = arith.constant dense<false> : tensor<8x8xi1>
    %cst_2 = arith.constant dense<0xFF800000> : tensor<8x8xf32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<8x8xf32>
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<f32>
    %c8_i64 = arith.constant 8 : i64
    %c1_i64 = arith.constant 1 : i64
    %cst_5 = arith.constant 0.000000e+00 : f32
    %cst_6 = arith.constant 1.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_7 = arith.constant dense_resource<torch_tensor_2_torch.int64> : tensor<2xi64>
    %cst_8 = arith.constant dense<8> : tensor<8x8xi64>
    %0 = tensor.empty() : tensor<16x8xf32>
    %transposed = linalg.transpose ins(%arg4 : tensor<8x16xf32>) outs(%0 : tensor<16x8xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<8x8xf32>
    %2 = tensor.empty() : tensor<8x8xf32>
    %3 = linalg.fill ins(%cst_5 : f32) outs(%2 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %4 = linalg.matmul ins(%arg0, %transposed : tensor<8x16xf32>, tensor<16x8xf32>) outs(%3 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %5 = tensor.empty() : tensor<8x8xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<8xf32>) outs(%5 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x8xf32>
    %7 = tensor.empty() : tensor<8x8xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%4, %6 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%7 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %109 = arith.addf %in, %in_21 : f32
      linalg.yield %109 : f32
    } -> tensor<8x8xf32>
    %9 = tensor.empty() : tensor<8xi64>
    %10 = tensor.empty() : tensor<8xi64>
    %11 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%10 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %109 = linalg.index 0 : index
      %110 = arith.index_cast %109 : index to i64
      linalg.yield %110 : i64
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
    %18 = tensor.empty() : tensor<8xf32>
    %19 = linalg.fill ins(%cst : f32) outs(%18 : tensor<8xf32>) -> tensor<8xf32>
    %20:2 = linalg.generic {indexing_maps = [#map1, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%8 : tensor<8x8xf32>) outs(%19, %16 : tensor<8xf32>, tensor<8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_21: i64):
      %109 = linalg.index 1 : index
      %110 = arith.index_cast %109 : index to i64
      %111 = arith.maximumf %in, %out : f32
      %112 = arith.cmpf ogt, %in, %out : f32
      %113 = arith.select %112, %110, %out_21 : i64
      linalg.yield %111, %113 : f32, i64
    } -> (tensor<8xf32>, tensor<8xi64>)
    %expanded = tensor.expand_shape %20#0 [[0, 1]] output_shape [8, 1] : tensor<8xf32> into tensor<8x1xf32>
    %21 = tensor.empty() : tensor<8x8xi1>
    %22 = tensor.empty() : tensor<8x8xi1>
    %23 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%8, %expanded : tensor<8x8xf32>, tensor<8x1xf32>) outs(%22 : tensor<8x8xi1>) {
    ^bb0(%in: f32, %in_21: f32, %out: i1):
      %109 = arith.cmpf oeq, %in, %in_21 : f32
      linalg.yield %109 : i1
    } -> tensor<8x8xi1>
    %24 = tensor.empty() : tensor<8x8xi1>
    %25 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_1 : tensor<8x8xi1>) outs(%24 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %109 = arith.xori %in, %true : i1
      linalg.yield %109 : i1
    } -> tensor<8x8xi1>
    %26 = tensor.empty() : tensor<8x8xi1>
    %27 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%23, %25 : tensor<8x8xi1>, tensor<8x8xi1>) outs(%26 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %in_21: i1, %out: i1):
      %109 = arith.andi %in, %in_21 : i1
      linalg.yield %109 : i1
    } -> tensor<8x8xi1>
    %28 = tensor.empty() : tensor<8x8xi64>
    %29 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%27, %14, %cst_8 : tensor<8x8xi1>, tensor<8x8xi64>, tensor<8x8xi64>) outs(%28 : tensor<8x8xi64>) {
    ^bb0(%in: i1, %in_21: i64, %in_22: i64, %out: i64):
      %109 = arith.select %in, %in_21, %in_22 : i64
      linalg.yield %109 : i64
    } -> tensor<8x8xi64>
    %30 = linalg.fill ins(%c9223372036854775807_i64 : i64) outs(%9 : tensor<8xi64>) -> tensor<8xi64>
    %31:2 = linalg.generic {indexing_maps = [#map1, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%29 : tensor<8x8xi64>) outs(%30, %16 : tensor<8xi64>, tensor<8xi64>) {
    ^bb0(%in: i64, %out: i64, %out_21: i64):
      %109 = linalg.index 1 : index
      %110 = arith.index_cast %109 : index to i64
      %111 = arith.minsi %in, %out : i64
      %112 = arith.cmpi slt, %in, %out : i64
      %113 = arith.select %112, %110, %out_21 : i64
      linalg.yield %111, %113 : i64, i64
    } -> (tensor<8xi64>, tensor<8xi64>)
    %expanded_9 = tensor.expand_shape %31#0 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %32 = tensor.empty() : tensor<8x8xi1>
    %33 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%14, %expanded_9 : tensor<8x8xi64>, tensor<8x1xi64>) outs(%32 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_21: i64, %out: i1):
      %109 = arith.cmpi eq, %in, %in_21 : i64
      linalg.yield %109 : i1
    } -> tensor<8x8xi1>
    %34 = tensor.empty() : tensor<8x8xi1>
    %35 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_1, %33 : tensor<8x8xi1>, tensor<8x8xi1>) outs(%34 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %in_21: i1, %out: i1):
      %109 = arith.ori %in, %in_21 : i1
      linalg.yield %109 : i1
    } -> tensor<8x8xi1>
    %36 = tensor.empty() : tensor<8x8xf32>
    %37 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%35, %cst_2, %8 : tensor<8x8xi1>, tensor<8x8xf32>, tensor<8x8xf32>) outs(%36 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %in_21: f32, %in_22: f32, %out: f32):
      %109 = arith.select %in, %in_21, %in_22 : f32
      linalg.yield %109 : f32
    } -> tensor<8x8xf32>
    %38:2 = linalg.generic {indexing_maps = [#map1, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%37 : tensor<8x8xf32>) outs(%19, %16 : tensor<8xf32>, tensor<8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_21: i64):
      %109 = linalg.index 1 : index
      %110 = arith.index_cast %109 : index to i64
      %111 = arith.maximumf %in, %out : f32
      %112 = arith.cmpf ogt, %in, %out : f32
      %113 = arith.select %112, %110, %out_21 : i64
      linalg.yield %111, %113 : f32, i64
    } -> (tensor<8xf32>, tensor<8xi64>)
    %expanded_10 = tensor.expand_shape %38#0 [[0, 1]] output_shape [8, 1] : tensor<8xf32> into tensor<8x1xf32>
    %39 = tensor.empty() : tensor<8x8xi1>
    %40 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%37, %expanded_10 : tensor<8x8xf32>, tensor<8x1xf32>) outs(%39 : tensor<8x8xi1>) {
    ^bb0(%in: f32, %in_21: f32, %out: i1):
      %109 = arith.cmpf oeq, %in, %in_21 : f32
      linalg.yield %109 : i1
    } -> tensor<8x8xi1>
    %41 = tensor.empty() : tensor<8x8xi1>
    %42 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%35 : tensor<8x8xi1>) outs(%41 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %109 = arith.xori %in, %true : i1
      linalg.yield %109 : i1
    } -> tensor<8x8xi1>
    %43 = tensor.empty() : tensor<8x8xi1>
    %44 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%40, %42 : tensor<8x8xi1>, tensor<8x8xi1>) outs(%43 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %in_21: i1, %out: i1):
      %109 = arith.andi %in, %in_21 : i1
      linalg.yield %109 : i1
    } -> tensor<8x8xi1>
    %45 = tensor.empty() : tensor<8x8xi64>
    %46 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%44, %14, %cst_8 : tensor<8x8xi1>, tensor<8x8xi64>, tensor<8x8xi64>) outs(%45 : tensor<8x8xi64>) {
    ^bb0(%in: i1, %in_21: i64, %in_22: i64, %out: i64):
      %109 = arith.select %in, %in_21, %in_22 : i64
      linalg.yield %109 : i64
    } -> tensor<8x8xi64>
    %47:2 = linalg.generic {indexing_maps = [#map1, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%46 : tensor<8x8xi64>) outs(%30, %16 : tensor<8xi64>, tensor<8xi64>) {
    ^bb0(%in: i64, %out: i64, %out_21: i64):
      %109 = linalg.index 1 : index
      %110 = arith.index_cast %109 : index to i64
      %111 = arith.minsi %in, %out : i64
      %112 = arith.cmpi slt, %in, %out : i64
      %113 = arith.select %112, %110, %out_21 : i64
      linalg.yield %111, %113 : i64, i64
    } -> (tensor<8xi64>, tensor<8xi64>)
    %expanded_11 = tensor.expand_shape %47#0 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %48 = tensor.empty() : tensor<8x8xi1>
    %49 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%14, %expanded_11 : tensor<8x8xi64>, tensor<8x1xi64>) outs(%48 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_21: i64, %out: i1):
      %109 = arith.cmpi eq, %in, %in_21 : i64
      linalg.yield %109 : i1
    } -> tensor<8x8xi1>
    %50 = tensor.empty() : tensor<8x8xi1>
    %51 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%35, %49 : tensor<8x8xi1>, tensor<8x8xi1>) outs(%50 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %in_21: i1, %out: i1):
      %109 = arith.ori %in, %in_21 : i1
      linalg.yield %109 : i1
    } -> tensor<8x8xi1>
    %52 = tensor.empty() : tensor<8x8xf32>
    %53 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%51, %cst_2, %8 : tensor<8x8xi1>, tensor<8x8xf32>, tensor<8x8xf32>) outs(%52 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %in_21: f32, %in_22: f32, %out: f32):
      %109 = arith.select %in, %in_21, %in_22 : f32
      linalg.yield %109 : f32
    } -> tensor<8x8xf32>
    %54:2 = linalg.generic {indexing_maps = [#map1, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%53 : tensor<8x8xf32>) outs(%19, %16 : tensor<8xf32>, tensor<8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_21: i64):
      %109 = linalg.index 1 : index
      %110 = arith.index_cast %109 : index to i64
      %111 = arith.maximumf %in, %out : f32
      %112 = arith.cmpf ogt, %in, %out : f32
      %113 = arith.select %112, %110, %out_21 : i64
      linalg.yield %111, %113 : f32, i64
    } -> (tensor<8xf32>, tensor<8xi64>)
    %expanded_12 = tensor.expand_shape %54#0 [[0, 1]] output_shape [8, 1] : tensor<8xf32> into tensor<8x1xf32>
    %55 = tensor.empty() : tensor<8x8xi1>
    %56 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%53, %expanded_12 : tensor<8x8xf32>, tensor<8x1xf32>) outs(%55 : tensor<8x8xi1>) {
    ^bb0(%in: f32, %in_21: f32, %out: i1):
      %109 = arith.cmpf oeq, %in, %in_21 : f32
      linalg.yield %109 : i1
    } -> tensor<8x8xi1>
    %57 = tensor.empty() : tensor<8x8xi1>
    %58 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%51 : tensor<8x8xi1>) outs(%57 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %109 = arith.xori %in, %true : i1
      linalg.yield %109 : i1
    } -> tensor<8x8xi1>
    %59 = tensor.empty() : tensor<8x8xi1>
    %60 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%56, %58 : tensor<8x8xi1>, tensor<8x8xi1>) outs(%59 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %in_21: i1, %out: i1):
      %109 = arith.andi %in, %in_21 : i1
      linalg.yield %109 : i1
    } -> tensor<8x8xi1>
    %61 = tensor.empty() : tensor<8x8xi64>
    %62 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%60, %14, %cst_8 : tensor<8x8xi1>, tensor<8x8xi64>, tensor<8x8xi64>) outs(%61 : tensor<8x8xi64>) {
    ^bb0(%in: i1, %in_21: i64, %in_22: i64, %out: i64):
      %109 = arith.select %in, %in_21, %in_22 : i64
      linalg.yield %109 : i64
    } -> tensor<8x8xi64>
    %63:2 = linalg.generic {indexing_maps = [#map1, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%62 : tensor<8x8xi64>) outs(%30, %16 : tensor<8xi64>, tensor<8xi64>) {
    ^bb0(%in: i64, %out: i64, %out_21: i64):
      %109 = linalg.index 1 : index
      %110 = arith.index_cast %109 : index to i64
      %111 = arith.minsi %in, %out : i64
      %112 = arith.cmpi slt, %in, %out : i64
      %113 = arith.select %112, %110, %out_21 : i64
      linalg.yield %111, %113 : i64, i64
    } -> (tensor<8xi64>, tensor<8xi64>)
    %expanded_13 = tensor.expand_shape %63#0 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %concat = tensor.concat dim(1) %expanded, %expanded_10, %expanded_12 : (tensor<8x1xf32>, tensor<8x1xf32>, tensor<8x1xf32>) -> tensor<8x3xf32>
    %concat_14 = tensor.concat dim(1) %expanded_9, %expanded_11, %expanded_13 : (tensor<8x1xi64>, tensor<8x1xi64>, tensor<8x1xi64>) -> tensor<8x3xi64>
    %64 = tensor.empty() : tensor<8x8xi64>
    %65 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel", "parallel"]} outs(%64 : tensor<8x8xi64>) {
    ^bb0(%out: i64):
      %109 = linalg.index 1 : index
      %110 = arith.index_cast %109 : index to i64
      linalg.yield %110 : i64
    } -> tensor<8x8xi64>
    %values, %indices = cleave.sort %8 dim = 1 descending : tensor<8x8xf32> -> tensor<8x8xi64>
    %values_15, %indices_16 = cleave.sort %8 dim = 1 : tensor<8x8xf32> -> tensor<8x8xi64>
    %66 = tensor.empty() : tensor<8xf32>
    %67 = linalg.fill ins(%cst_5 : f32) outs(%66 : tensor<8xf32>) -> tensor<8xf32>
    %68 = cleave.scan %8 dim = 1 kind = sum : tensor<8x8xf32>
    %69 = tensor.empty() : tensor<8x8xf32>
    %70 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<8x8xf32>) outs(%69 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = math.tanh %in : f32
      linalg.yield %109 : f32
    } -> tensor<8x8xf32>
    %71 = tensor.empty() : tensor<8x8xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%70 : tensor<8x8xf32>) outs(%71 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = arith.truncf %cst_0 : f64 to f32
      %110 = arith.mulf %in, %109 : f32
      linalg.yield %110 : f32
    } -> tensor<8x8xf32>
    %73 = tensor.empty() : tensor<8x8xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%72 : tensor<8x8xf32>) outs(%73 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = arith.addf %in, %cst_6 : f32
      linalg.yield %109 : f32
    } -> tensor<8x8xf32>
    %75 = tensor.empty() : tensor<8x8xf32>
    %76 = linalg.fill ins(%cst_6 : f32) outs(%75 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %77 = linalg.fill ins(%cst_6 : f32) outs(%17 : tensor<8xf32>) -> tensor<8xf32>
    %78 = cleave.scan %74 dim = 1 kind = prod : tensor<8x8xf32>
    %79 = tensor.empty() : tensor<8x8xi64>
    %80 = linalg.fill ins(%c0_i64 : i64) outs(%79 : tensor<8x8xi64>) -> tensor<8x8xi64>
    %81 = cleave.scan %arg2 dim = 1 kind = sum : tensor<8x8xi64>
    %82 = tensor.empty() : tensor<8x8xi64>
    %83 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%81, %arg2 : tensor<8x8xi64>, tensor<8x8xi64>) outs(%82 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %in_21: i64, %out: i64):
      %109 = arith.muli %in, %in_21 : i64
      linalg.yield %109 : i64
    } -> tensor<8x8xi64>
    %84 = tensor.empty() : tensor<8x8xi64>
    %85 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%83 : tensor<8x8xi64>) outs(%84 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %109 = arith.subi %in, %c1_i64 : i64
      linalg.yield %109 : i64
    } -> tensor<8x8xi64>
    %86 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<8x8xi64>) outs(%21 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %109 = arith.cmpi slt, %in, %c0_i64 : i64
      linalg.yield %109 : i1
    } -> tensor<8x8xi1>
    %87 = tensor.empty() : tensor<8x8xi64>
    %88 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<8x8xi64>) outs(%87 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %109 = arith.addi %in, %c8_i64 : i64
      linalg.yield %109 : i64
    } -> tensor<8x8xi64>
    %89 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%86, %88, %arg1 : tensor<8x8xi1>, tensor<8x8xi64>, tensor<8x8xi64>) outs(%12 : tensor<8x8xi64>) {
    ^bb0(%in: i1, %in_21: i64, %in_22: i64, %out: i64):
      %109 = arith.select %in, %in_21, %in_22 : i64
      linalg.yield %109 : i64
    } -> tensor<8x8xi64>
    %expanded_17 = tensor.expand_shape %89 [[0], [1, 2]] output_shape [8, 8, 1] : tensor<8x8xi64> into tensor<8x8x1xi64>
    %90 = tensor.empty() : tensor<8x8x8xi1>
    %91 = linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_17, %11 : tensor<8x8x1xi64>, tensor<8xi64>) outs(%90 : tensor<8x8x8xi1>) {
    ^bb0(%in: i64, %in_21: i64, %out: i1):
      %109 = arith.cmpi eq, %in, %in_21 : i64
      linalg.yield %109 : i1
    } -> tensor<8x8x8xi1>
    %expanded_18 = tensor.expand_shape %8 [[0], [1, 2]] output_shape [8, 8, 1] : tensor<8x8xf32> into tensor<8x8x1xf32>
    %92 = tensor.empty() : tensor<8x8x8xf32>
    %93 = linalg.generic {indexing_maps = [#map7, #map5, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91, %expanded_18, %cst_4 : tensor<8x8x8xi1>, tensor<8x8x1xf32>, tensor<f32>) outs(%92 : tensor<8x8x8xf32>) {
    ^bb0(%in: i1, %in_21: f32, %in_22: f32, %out: f32):
      %109 = arith.select %in, %in_21, %in_22 : f32
      linalg.yield %109 : f32
    } -> tensor<8x8x8xf32>
    %94 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "reduction", "parallel"]} ins(%93 : tensor<8x8x8xf32>) outs(%3 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = arith.addf %in, %out : f32
      linalg.yield %109 : f32
    } -> tensor<8x8xf32>
    %95 = tensor.empty() : tensor<8x8xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_3, %94 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%95 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %109 = arith.addf %in, %in_21 : f32
      linalg.yield %109 : f32
    } -> tensor<8x8xf32>
    %97 = tensor.empty() : tensor<2xi1>
    %98 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%cst_7 : tensor<2xi64>) outs(%97 : tensor<2xi1>) {
    ^bb0(%in: i64, %out: i1):
      %109 = arith.cmpi slt, %in, %c0_i64 : i64
      linalg.yield %109 : i1
    } -> tensor<2xi1>
    %99 = tensor.empty() : tensor<2xi64>
    %100 = tensor.empty() : tensor<2xi64>
    %101 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%cst_7 : tensor<2xi64>) outs(%100 : tensor<2xi64>) {
    ^bb0(%in: i64, %out: i64):
      %109 = arith.addi %in, %c8_i64 : i64
      linalg.yield %109 : i64
    } -> tensor<2xi64>
    %102 = linalg.generic {indexing_maps = [#map2, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%98, %101, %cst_7 : tensor<2xi1>, tensor<2xi64>, tensor<2xi64>) outs(%99 : tensor<2xi64>) {
    ^bb0(%in: i1, %in_21: i64, %in_22: i64, %out: i64):
      %109 = arith.select %in, %in_21, %in_22 : i64
      linalg.yield %109 : i64
    } -> tensor<2xi64>
    %expanded_19 = tensor.expand_shape %102 [[0, 1]] output_shape [1, 2] : tensor<2xi64> into tensor<1x2xi64>
    %expanded_20 = tensor.expand_shape %11 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %103 = tensor.empty() : tensor<8x2xi1>
    %104 = linalg.generic {indexing_maps = [#map10, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_19, %expanded_20 : tensor<1x2xi64>, tensor<8x1xi64>) outs(%103 : tensor<8x2xi1>) {
    ^bb0(%in: i64, %in_21: i64, %out: i1):
      %109 = arith.cmpi eq, %in, %in_21 : i64
      linalg.yield %109 : i1
    } -> tensor<8x2xi1>
    %105 = tensor.empty() : tensor<8x2xf32>
    %106 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%104 : tensor<8x2xi1>) outs(%105 : tensor<8x2xf32>) {
    ^bb0(%in: i1, %out: f32):
      %109 = arith.uitofp %in : i1 to f32
      linalg.yield %109 : f32
    } -> tensor<8x2xf32>
    %107 = linalg.matmul ins(%106, %arg3 : tensor<8x2xf32>, tensor<2x8xf32>) outs(%3 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%8, %107 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%1 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %109 = arith.addf %in, %in_21 : f32
      linalg.yield %109 : f32
    } -> tensor<8x8xf32>
    return %concat, %concat_14, %values, %indices, %indices_16, %68, %78, %85, %96, %108 : tensor<8x3xf32>, tensor<8x3xi64>, tensor<8x8xf32>, tensor<8x8xi64>, tensor<8x8xi64>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xi64>, tensor<8x8xf32>, tensor<8x8xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_2_torch.int64: "0x0800000001000000000000000000000000000000"
    }
  }
#-}

