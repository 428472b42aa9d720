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
    %cst = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
    %cst_0 = arith.constant 1.000000e-01 : f64
    %cst_1 = arith.constant dense<false> : tensor<8x8xi1>
    %cst_2 = arith.constant dense<0xFF800000> : tensor<8x8xf32>
    %cst_3 = arith.constant dense<false> : tensor<8x8x1xi1>
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_5 = arith.constant dense<false> : tensor<8x1x8xi1>
    %cst_6 = arith.constant dense<0.000000e+00> : tensor<8x8xf32>
    %c8_i64 = arith.constant 8 : i64
    %c1_i64 = arith.constant 1 : i64
    %cst_7 = arith.constant 0.000000e+00 : f32
    %cst_8 = arith.constant 1.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_9 = arith.constant dense_resource<torch_tensor_2_torch.int64> : tensor<2xi64>
    %cst_10 = arith.constant dense<8> : tensor<8x8xi64>
    %cst_11 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<16x8xf32>
    %transposed = linalg.transpose ins(%arg4 : tensor<8x16xf32>) outs(%0 : tensor<16x8xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<8x8xf32>
    %2 = tensor.empty() : tensor<8x8xf32>
    %3 = linalg.fill ins(%cst_7 : f32) outs(%2 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %4 = linalg.matmul ins(%arg0, %transposed : tensor<8x16xf32>, tensor<16x8xf32>) outs(%3 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %5 = tensor.empty() : tensor<8x8xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<8xf32>) outs(%5 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x8xf32>
    %7 = tensor.empty() : tensor<8x8xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%4, %6 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%7 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_26: f32, %out: f32):
      %152 = arith.addf %in, %in_26 : f32
      linalg.yield %152 : f32
    } -> tensor<8x8xf32>
    %9 = tensor.empty() : tensor<8xi64>
    %10 = tensor.empty() : tensor<8xi64>
    %11 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%10 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %152 = linalg.index 0 : index
      %153 = arith.index_cast %152 : index to i64
      linalg.yield %153 : i64
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
    ^bb0(%in: f32, %out: f32, %out_26: i64):
      %152 = linalg.index 1 : index
      %153 = arith.index_cast %152 : index to i64
      %154 = arith.maximumf %in, %out : f32
      %155 = arith.cmpf ogt, %in, %out : f32
      %156 = arith.select %155, %153, %out_26 : i64
      linalg.yield %154, %156 : f32, i64
    } -> (tensor<8xf32>, tensor<8xi64>)
    %expanded = tensor.expand_shape %20#0 [[0, 1]] output_shape [8, 1] : tensor<8xf32> into tensor<8x1xf32>
    %21 = tensor.empty() : tensor<8x8xi1>
    %22 = tensor.empty() : tensor<8x8xi1>
    %23 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%8, %expanded : tensor<8x8xf32>, tensor<8x1xf32>) outs(%22 : tensor<8x8xi1>) {
    ^bb0(%in: f32, %in_26: f32, %out: i1):
      %152 = arith.cmpf oeq, %in, %in_26 : f32
      linalg.yield %152 : i1
    } -> tensor<8x8xi1>
    %24 = tensor.empty() : tensor<8x8xi1>
    %25 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_1 : tensor<8x8xi1>) outs(%24 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %152 = arith.xori %in, %true : i1
      linalg.yield %152 : i1
    } -> tensor<8x8xi1>
    %26 = tensor.empty() : tensor<8x8xi1>
    %27 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%23, %25 : tensor<8x8xi1>, tensor<8x8xi1>) outs(%26 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %in_26: i1, %out: i1):
      %152 = arith.andi %in, %in_26 : i1
      linalg.yield %152 : i1
    } -> tensor<8x8xi1>
    %28 = tensor.empty() : tensor<8x8xi64>
    %29 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%27, %14, %cst_10 : tensor<8x8xi1>, tensor<8x8xi64>, tensor<8x8xi64>) outs(%28 : tensor<8x8xi64>) {
    ^bb0(%in: i1, %in_26: i64, %in_27: i64, %out: i64):
      %152 = arith.select %in, %in_26, %in_27 : i64
      linalg.yield %152 : i64
    } -> tensor<8x8xi64>
    %30 = linalg.fill ins(%c9223372036854775807_i64 : i64) outs(%9 : tensor<8xi64>) -> tensor<8xi64>
    %31:2 = linalg.generic {indexing_maps = [#map1, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%29 : tensor<8x8xi64>) outs(%30, %16 : tensor<8xi64>, tensor<8xi64>) {
    ^bb0(%in: i64, %out: i64, %out_26: i64):
      %152 = linalg.index 1 : index
      %153 = arith.index_cast %152 : index to i64
      %154 = arith.minsi %in, %out : i64
      %155 = arith.cmpi slt, %in, %out : i64
      %156 = arith.select %155, %153, %out_26 : i64
      linalg.yield %154, %156 : i64, i64
    } -> (tensor<8xi64>, tensor<8xi64>)
    %expanded_12 = tensor.expand_shape %31#0 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %32 = tensor.empty() : tensor<8x8xi1>
    %33 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%14, %expanded_12 : tensor<8x8xi64>, tensor<8x1xi64>) outs(%32 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_26: i64, %out: i1):
      %152 = arith.cmpi eq, %in, %in_26 : i64
      linalg.yield %152 : i1
    } -> tensor<8x8xi1>
    %34 = tensor.empty() : tensor<8x8xi1>
    %35 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_1, %33 : tensor<8x8xi1>, tensor<8x8xi1>) outs(%34 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %in_26: i1, %out: i1):
      %152 = arith.ori %in, %in_26 : i1
      linalg.yield %152 : i1
    } -> tensor<8x8xi1>
    %36 = tensor.empty() : tensor<8x8xf32>
    %37 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%35, %cst_2, %8 : tensor<8x8xi1>, tensor<8x8xf32>, tensor<8x8xf32>) outs(%36 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %in_26: f32, %in_27: f32, %out: f32):
      %152 = arith.select %in, %in_26, %in_27 : f32
      linalg.yield %152 : f32
    } -> tensor<8x8xf32>
    %38:2 = linalg.generic {indexing_maps = [#map1, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%37 : tensor<8x8xf32>) outs(%19, %16 : tensor<8xf32>, tensor<8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_26: i64):
      %152 = linalg.index 1 : index
      %153 = arith.index_cast %152 : index to i64
      %154 = arith.maximumf %in, %out : f32
      %155 = arith.cmpf ogt, %in, %out : f32
      %156 = arith.select %155, %153, %out_26 : i64
      linalg.yield %154, %156 : f32, i64
    } -> (tensor<8xf32>, tensor<8xi64>)
    %expanded_13 = tensor.expand_shape %38#0 [[0, 1]] output_shape [8, 1] : tensor<8xf32> into tensor<8x1xf32>
    %39 = tensor.empty() : tensor<8x8xi1>
    %40 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%37, %expanded_13 : tensor<8x8xf32>, tensor<8x1xf32>) outs(%39 : tensor<8x8xi1>) {
    ^bb0(%in: f32, %in_26: f32, %out: i1):
      %152 = arith.cmpf oeq, %in, %in_26 : f32
      linalg.yield %152 : i1
    } -> tensor<8x8xi1>
    %41 = tensor.empty() : tensor<8x8xi1>
    %42 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%35 : tensor<8x8xi1>) outs(%41 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %152 = arith.xori %in, %true : i1
      linalg.yield %152 : i1
    } -> tensor<8x8xi1>
    %43 = tensor.empty() : tensor<8x8xi1>
    %44 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%40, %42 : tensor<8x8xi1>, tensor<8x8xi1>) outs(%43 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %in_26: i1, %out: i1):
      %152 = arith.andi %in, %in_26 : i1
      linalg.yield %152 : i1
    } -> tensor<8x8xi1>
    %45 = tensor.empty() : tensor<8x8xi64>
    %46 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%44, %14, %cst_10 : tensor<8x8xi1>, tensor<8x8xi64>, tensor<8x8xi64>) outs(%45 : tensor<8x8xi64>) {
    ^bb0(%in: i1, %in_26: i64, %in_27: i64, %out: i64):
      %152 = arith.select %in, %in_26, %in_27 : i64
      linalg.yield %152 : i64
    } -> tensor<8x8xi64>
    %47:2 = linalg.generic {indexing_maps = [#map1, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%46 : tensor<8x8xi64>) outs(%30, %16 : tensor<8xi64>, tensor<8xi64>) {
    ^bb0(%in: i64, %out: i64, %out_26: i64):
      %152 = linalg.index 1 : index
      %153 = arith.index_cast %152 : index to i64
      %154 = arith.minsi %in, %out : i64
      %155 = arith.cmpi slt, %in, %out : i64
      %156 = arith.select %155, %153, %out_26 : i64
      linalg.yield %154, %156 : i64, i64
    } -> (tensor<8xi64>, tensor<8xi64>)
    %expanded_14 = tensor.expand_shape %47#0 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %48 = tensor.empty() : tensor<8x8xi1>
    %49 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%14, %expanded_14 : tensor<8x8xi64>, tensor<8x1xi64>) outs(%48 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_26: i64, %out: i1):
      %152 = arith.cmpi eq, %in, %in_26 : i64
      linalg.yield %152 : i1
    } -> tensor<8x8xi1>
    %50 = tensor.empty() : tensor<8x8xi1>
    %51 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%35, %49 : tensor<8x8xi1>, tensor<8x8xi1>) outs(%50 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %in_26: i1, %out: i1):
      %152 = arith.ori %in, %in_26 : i1
      linalg.yield %152 : i1
    } -> tensor<8x8xi1>
    %52 = tensor.empty() : tensor<8x8xf32>
    %53 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%51, %cst_2, %8 : tensor<8x8xi1>, tensor<8x8xf32>, tensor<8x8xf32>) outs(%52 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %in_26: f32, %in_27: f32, %out: f32):
      %152 = arith.select %in, %in_26, %in_27 : f32
      linalg.yield %152 : f32
    } -> tensor<8x8xf32>
    %54:2 = linalg.generic {indexing_maps = [#map1, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%53 : tensor<8x8xf32>) outs(%19, %16 : tensor<8xf32>, tensor<8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_26: i64):
      %152 = linalg.index 1 : index
      %153 = arith.index_cast %152 : index to i64
      %154 = arith.maximumf %in, %out : f32
      %155 = arith.cmpf ogt, %in, %out : f32
      %156 = arith.select %155, %153, %out_26 : i64
      linalg.yield %154, %156 : f32, i64
    } -> (tensor<8xf32>, tensor<8xi64>)
    %expanded_15 = tensor.expand_shape %54#0 [[0, 1]] output_shape [8, 1] : tensor<8xf32> into tensor<8x1xf32>
    %55 = tensor.empty() : tensor<8x8xi1>
    %56 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%53, %expanded_15 : tensor<8x8xf32>, tensor<8x1xf32>) outs(%55 : tensor<8x8xi1>) {
    ^bb0(%in: f32, %in_26: f32, %out: i1):
      %152 = arith.cmpf oeq, %in, %in_26 : f32
      linalg.yield %152 : i1
    } -> tensor<8x8xi1>
    %57 = tensor.empty() : tensor<8x8xi1>
    %58 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%51 : tensor<8x8xi1>) outs(%57 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %152 = arith.xori %in, %true : i1
      linalg.yield %152 : i1
    } -> tensor<8x8xi1>
    %59 = tensor.empty() : tensor<8x8xi1>
    %60 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%56, %58 : tensor<8x8xi1>, tensor<8x8xi1>) outs(%59 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %in_26: i1, %out: i1):
      %152 = arith.andi %in, %in_26 : i1
      linalg.yield %152 : i1
    } -> tensor<8x8xi1>
    %61 = tensor.empty() : tensor<8x8xi64>
    %62 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%60, %14, %cst_10 : tensor<8x8xi1>, tensor<8x8xi64>, tensor<8x8xi64>) outs(%61 : tensor<8x8xi64>) {
    ^bb0(%in: i1, %in_26: i64, %in_27: i64, %out: i64):
      %152 = arith.select %in, %in_26, %in_27 : i64
      linalg.yield %152 : i64
    } -> tensor<8x8xi64>
    %63:2 = linalg.generic {indexing_maps = [#map1, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%62 : tensor<8x8xi64>) outs(%30, %16 : tensor<8xi64>, tensor<8xi64>) {
    ^bb0(%in: i64, %out: i64, %out_26: i64):
      %152 = linalg.index 1 : index
      %153 = arith.index_cast %152 : index to i64
      %154 = arith.minsi %in, %out : i64
      %155 = arith.cmpi slt, %in, %out : i64
      %156 = arith.select %155, %153, %out_26 : i64
      linalg.yield %154, %156 : i64, i64
    } -> (tensor<8xi64>, tensor<8xi64>)
    %expanded_16 = tensor.expand_shape %63#0 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %concat = tensor.concat dim(1) %expanded, %expanded_13, %expanded_15 : (tensor<8x1xf32>, tensor<8x1xf32>, tensor<8x1xf32>) -> tensor<8x3xf32>
    %concat_17 = tensor.concat dim(1) %expanded_12, %expanded_14, %expanded_16 : (tensor<8x1xi64>, tensor<8x1xi64>, tensor<8x1xi64>) -> tensor<8x3xi64>
    %expanded_18 = tensor.expand_shape %8 [[0], [1, 2]] output_shape [8, 8, 1] : tensor<8x8xf32> into tensor<8x8x1xf32>
    %expanded_19 = tensor.expand_shape %8 [[0], [1, 2]] output_shape [8, 1, 8] : tensor<8x8xf32> into tensor<8x1x8xf32>
    %expanded_20 = tensor.expand_shape %11 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %expanded_21 = tensor.expand_shape %11 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %64 = tensor.empty() : tensor<8x8xi1>
    %65 = linalg.generic {indexing_maps = [#map5, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_20, %expanded_21 : tensor<1x8xi64>, tensor<8x1xi64>) outs(%64 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_26: i64, %out: i1):
      %152 = arith.cmpi slt, %in, %in_26 : i64
      linalg.yield %152 : i1
    } -> tensor<8x8xi1>
    %66 = tensor.empty() : tensor<8x8x1xi1>
    %67 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_18, %expanded_18 : tensor<8x8x1xf32>, tensor<8x8x1xf32>) outs(%66 : tensor<8x8x1xi1>) {
    ^bb0(%in: f32, %in_26: f32, %out: i1):
      %152 = arith.cmpf une, %in, %in_26 : f32
      linalg.yield %152 : i1
    } -> tensor<8x8x1xi1>
    %68 = tensor.empty() : tensor<8x1x8xi1>
    %69 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_19, %expanded_19 : tensor<8x1x8xf32>, tensor<8x1x8xf32>) outs(%68 : tensor<8x1x8xi1>) {
    ^bb0(%in: f32, %in_26: f32, %out: i1):
      %152 = arith.cmpf une, %in, %in_26 : f32
      linalg.yield %152 : i1
    } -> tensor<8x1x8xi1>
    %70 = tensor.empty() : tensor<8x8x8xi1>
    %71 = tensor.empty() : tensor<8x8x8xi1>
    %72 = linalg.generic {indexing_maps = [#map7, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_19, %expanded_18 : tensor<8x1x8xf32>, tensor<8x8x1xf32>) outs(%71 : tensor<8x8x8xi1>) {
    ^bb0(%in: f32, %in_26: f32, %out: i1):
      %152 = arith.cmpf ogt, %in, %in_26 : f32
      linalg.yield %152 : i1
    } -> tensor<8x8x8xi1>
    %73 = tensor.empty() : tensor<8x8x8xi1>
    %74 = linalg.generic {indexing_maps = [#map7, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69, %72 : tensor<8x1x8xi1>, tensor<8x8x8xi1>) outs(%73 : tensor<8x8x8xi1>) {
    ^bb0(%in: i1, %in_26: i1, %out: i1):
      %152 = arith.ori %in, %in_26 : i1
      linalg.yield %152 : i1
    } -> tensor<8x8x8xi1>
    %75 = tensor.empty() : tensor<8x8x8xi1>
    %76 = linalg.generic {indexing_maps = [#map8, #map8, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %cst_3, %74 : tensor<8x8x1xi1>, tensor<8x8x1xi1>, tensor<8x8x8xi1>) outs(%75 : tensor<8x8x8xi1>) {
    ^bb0(%in: i1, %in_26: i1, %in_27: i1, %out: i1):
      %152 = arith.select %in, %in_26, %in_27 : i1
      linalg.yield %152 : i1
    } -> tensor<8x8x8xi1>
    %77 = tensor.empty() : tensor<8x8x8xi1>
    %78 = linalg.generic {indexing_maps = [#map8, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_18, %expanded_19 : tensor<8x8x1xf32>, tensor<8x1x8xf32>) outs(%77 : tensor<8x8x8xi1>) {
    ^bb0(%in: f32, %in_26: f32, %out: i1):
      %152 = arith.cmpf oeq, %in, %in_26 : f32
      linalg.yield %152 : i1
    } -> tensor<8x8x8xi1>
    %79 = tensor.empty() : tensor<8x8x8xi1>
    %80 = linalg.generic {indexing_maps = [#map8, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %69 : tensor<8x8x1xi1>, tensor<8x1x8xi1>) outs(%79 : tensor<8x8x8xi1>) {
    ^bb0(%in: i1, %in_26: i1, %out: i1):
      %152 = arith.andi %in, %in_26 : i1
      linalg.yield %152 : i1
    } -> tensor<8x8x8xi1>
    %81 = tensor.empty() : tensor<8x8x8xi1>
    %82 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78, %80 : tensor<8x8x8xi1>, tensor<8x8x8xi1>) outs(%81 : tensor<8x8x8xi1>) {
    ^bb0(%in: i1, %in_26: i1, %out: i1):
      %152 = arith.ori %in, %in_26 : i1
      linalg.yield %152 : i1
    } -> tensor<8x8x8xi1>
    %83 = tensor.empty() : tensor<8x8x8xi1>
    %84 = linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82, %65 : tensor<8x8x8xi1>, tensor<8x8xi1>) outs(%83 : tensor<8x8x8xi1>) {
    ^bb0(%in: i1, %in_26: i1, %out: i1):
      %152 = arith.andi %in, %in_26 : i1
      linalg.yield %152 : i1
    } -> tensor<8x8x8xi1>
    %85 = tensor.empty() : tensor<8x8x8xi1>
    %86 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76, %84 : tensor<8x8x8xi1>, tensor<8x8x8xi1>) outs(%85 : tensor<8x8x8xi1>) {
    ^bb0(%in: i1, %in_26: i1, %out: i1):
      %152 = arith.ori %in, %in_26 : i1
      linalg.yield %152 : i1
    } -> tensor<8x8x8xi1>
    %87 = tensor.empty() : tensor<8x8xi64>
    %88 = linalg.fill ins(%c0_i64 : i64) outs(%87 : tensor<8x8xi64>) -> tensor<8x8xi64>
    %89 = linalg.generic {indexing_maps = [#map6, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%86 : tensor<8x8x8xi1>) outs(%88 : tensor<8x8xi64>) {
    ^bb0(%in: i1, %out: i64):
      %152 = arith.extui %in : i1 to i64
      %153 = arith.addi %152, %out : i64
      linalg.yield %153 : i64
    } -> tensor<8x8xi64>
    %expanded_22 = tensor.expand_shape %89 [[0], [1, 2]] output_shape [8, 8, 1] : tensor<8x8xi64> into tensor<8x8x1xi64>
    %90 = tensor.empty() : tensor<8x8x8xi1>
    %91 = linalg.generic {indexing_maps = [#map8, #map11, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_22, %11 : tensor<8x8x1xi64>, tensor<8xi64>) outs(%90 : tensor<8x8x8xi1>) {
    ^bb0(%in: i64, %in_26: i64, %out: i1):
      %152 = arith.cmpi eq, %in, %in_26 : i64
      linalg.yield %152 : i1
    } -> tensor<8x8x8xi1>
    %92 = tensor.empty() : tensor<8x8x8xf32>
    %93 = tensor.empty() : tensor<8x8x8xf32>
    %94 = linalg.generic {indexing_maps = [#map6, #map8, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91, %expanded_18, %cst_4 : tensor<8x8x8xi1>, tensor<8x8x1xf32>, tensor<f32>) outs(%93 : tensor<8x8x8xf32>) {
    ^bb0(%in: i1, %in_26: f32, %in_27: f32, %out: f32):
      %152 = arith.select %in, %in_26, %in_27 : f32
      linalg.yield %152 : f32
    } -> tensor<8x8x8xf32>
    %95 = linalg.generic {indexing_maps = [#map6, #map13], iterator_types = ["parallel", "reduction", "parallel"]} ins(%94 : tensor<8x8x8xf32>) outs(%3 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %152 = arith.addf %in, %out : f32
      linalg.yield %152 : f32
    } -> tensor<8x8xf32>
    %96 = tensor.empty() : tensor<8x8x8xi64>
    %97 = tensor.empty() : tensor<8x8x8xi64>
    %98 = linalg.generic {indexing_maps = [#map6, #map14, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91, %expanded_21, %cst_11 : tensor<8x8x8xi1>, tensor<8x1xi64>, tensor<i64>) outs(%97 : tensor<8x8x8xi64>) {
    ^bb0(%in: i1, %in_26: i64, %in_27: i64, %out: i64):
      %152 = arith.select %in, %in_26, %in_27 : i64
      linalg.yield %152 : i64
    } -> tensor<8x8x8xi64>
    %99 = linalg.generic {indexing_maps = [#map6, #map13], iterator_types = ["parallel", "reduction", "parallel"]} ins(%98 : tensor<8x8x8xi64>) outs(%88 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %152 = arith.addi %in, %out : i64
      linalg.yield %152 : i64
    } -> tensor<8x8xi64>
    %100 = tensor.empty() : tensor<8x8x8xi1>
    %101 = linalg.generic {indexing_maps = [#map7, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_19, %expanded_18 : tensor<8x1x8xf32>, tensor<8x8x1xf32>) outs(%100 : tensor<8x8x8xi1>) {
    ^bb0(%in: f32, %in_26: f32, %out: i1):
      %152 = arith.cmpf olt, %in, %in_26 : f32
      linalg.yield %152 : i1
    } -> tensor<8x8x8xi1>
    %102 = tensor.empty() : tensor<8x8x8xi1>
    %103 = linalg.generic {indexing_maps = [#map8, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %101 : tensor<8x8x1xi1>, tensor<8x8x8xi1>) outs(%102 : tensor<8x8x8xi1>) {
    ^bb0(%in: i1, %in_26: i1, %out: i1):
      %152 = arith.ori %in, %in_26 : i1
      linalg.yield %152 : i1
    } -> tensor<8x8x8xi1>
    %104 = tensor.empty() : tensor<8x8x8xi1>
    %105 = linalg.generic {indexing_maps = [#map7, #map7, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69, %cst_5, %103 : tensor<8x1x8xi1>, tensor<8x1x8xi1>, tensor<8x8x8xi1>) outs(%104 : tensor<8x8x8xi1>) {
    ^bb0(%in: i1, %in_26: i1, %in_27: i1, %out: i1):
      %152 = arith.select %in, %in_26, %in_27 : i1
      linalg.yield %152 : i1
    } -> tensor<8x8x8xi1>
    %106 = tensor.empty() : tensor<8x8x8xi1>
    %107 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105, %84 : tensor<8x8x8xi1>, tensor<8x8x8xi1>) outs(%106 : tensor<8x8x8xi1>) {
    ^bb0(%in: i1, %in_26: i1, %out: i1):
      %152 = arith.ori %in, %in_26 : i1
      linalg.yield %152 : i1
    } -> tensor<8x8x8xi1>
    %108 = linalg.generic {indexing_maps = [#map6, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%107 : tensor<8x8x8xi1>) outs(%88 : tensor<8x8xi64>) {
    ^bb0(%in: i1, %out: i64):
      %152 = arith.extui %in : i1 to i64
      %153 = arith.addi %152, %out : i64
      linalg.yield %153 : i64
    } -> tensor<8x8xi64>
    %expanded_23 = tensor.expand_shape %108 [[0], [1, 2]] output_shape [8, 8, 1] : tensor<8x8xi64> into tensor<8x8x1xi64>
    %109 = tensor.empty() : tensor<8x8x8xi1>
    %110 = linalg.generic {indexing_maps = [#map8, #map11, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_23, %11 : tensor<8x8x1xi64>, tensor<8xi64>) outs(%109 : tensor<8x8x8xi1>) {
    ^bb0(%in: i64, %in_26: i64, %out: i1):
      %152 = arith.cmpi eq, %in, %in_26 : i64
      linalg.yield %152 : i1
    } -> tensor<8x8x8xi1>
    %111 = linalg.generic {indexing_maps = [#map6, #map14, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110, %expanded_21, %cst_11 : tensor<8x8x8xi1>, tensor<8x1xi64>, tensor<i64>) outs(%96 : tensor<8x8x8xi64>) {
    ^bb0(%in: i1, %in_26: i64, %in_27: i64, %out: i64):
      %152 = arith.select %in, %in_26, %in_27 : i64
      linalg.yield %152 : i64
    } -> tensor<8x8x8xi64>
    %112 = linalg.generic {indexing_maps = [#map6, #map13], iterator_types = ["parallel", "reduction", "parallel"]} ins(%111 : tensor<8x8x8xi64>) outs(%88 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %152 = arith.addi %in, %out : i64
      linalg.yield %152 : i64
    } -> tensor<8x8xi64>
    %113 = tensor.empty() : tensor<8xf32>
    %114 = linalg.fill ins(%cst_7 : f32) outs(%113 : tensor<8xf32>) -> tensor<8xf32>
    %115 = cleave.scan %8 dim = 1 kind = sum : tensor<8x8xf32>
    %116 = tensor.empty() : tensor<8x8xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<8x8xf32>) outs(%116 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %152 = math.tanh %in : f32
      linalg.yield %152 : f32
    } -> tensor<8x8xf32>
    %118 = tensor.empty() : tensor<8x8xf32>
    %119 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%117 : tensor<8x8xf32>) outs(%118 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %152 = arith.truncf %cst_0 : f64 to f32
      %153 = arith.mulf %in, %152 : f32
      linalg.yield %153 : f32
    } -> tensor<8x8xf32>
    %120 = tensor.empty() : tensor<8x8xf32>
    %121 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%119 : tensor<8x8xf32>) outs(%120 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %152 = arith.addf %in, %cst_8 : f32
      linalg.yield %152 : f32
    } -> tensor<8x8xf32>
    %122 = tensor.empty() : tensor<8x8xf32>
    %123 = linalg.fill ins(%cst_8 : f32) outs(%122 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %124 = linalg.fill ins(%cst_8 : f32) outs(%17 : tensor<8xf32>) -> tensor<8xf32>
    %125 = cleave.scan %121 dim = 1 kind = prod : tensor<8x8xf32>
    %126 = cleave.scan %arg2 dim = 1 kind = sum : tensor<8x8xi64>
    %127 = tensor.empty() : tensor<8x8xi64>
    %128 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%126, %arg2 : tensor<8x8xi64>, tensor<8x8xi64>) outs(%127 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %in_26: i64, %out: i64):
      %152 = arith.muli %in, %in_26 : i64
      linalg.yield %152 : i64
    } -> tensor<8x8xi64>
    %129 = tensor.empty() : tensor<8x8xi64>
    %130 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%128 : tensor<8x8xi64>) outs(%129 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %152 = arith.subi %in, %c1_i64 : i64
      linalg.yield %152 : i64
    } -> tensor<8x8xi64>
    %131 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<8x8xi64>) outs(%21 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %152 = arith.cmpi slt, %in, %c0_i64 : i64
      linalg.yield %152 : i1
    } -> tensor<8x8xi1>
    %132 = tensor.empty() : tensor<8x8xi64>
    %133 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<8x8xi64>) outs(%132 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %152 = arith.addi %in, %c8_i64 : i64
      linalg.yield %152 : i64
    } -> tensor<8x8xi64>
    %134 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%131, %133, %arg1 : tensor<8x8xi1>, tensor<8x8xi64>, tensor<8x8xi64>) outs(%12 : tensor<8x8xi64>) {
    ^bb0(%in: i1, %in_26: i64, %in_27: i64, %out: i64):
      %152 = arith.select %in, %in_26, %in_27 : i64
      linalg.yield %152 : i64
    } -> tensor<8x8xi64>
    %expanded_24 = tensor.expand_shape %134 [[0], [1, 2]] output_shape [8, 8, 1] : tensor<8x8xi64> into tensor<8x8x1xi64>
    %135 = linalg.generic {indexing_maps = [#map8, #map11, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_24, %11 : tensor<8x8x1xi64>, tensor<8xi64>) outs(%70 : tensor<8x8x8xi1>) {
    ^bb0(%in: i64, %in_26: i64, %out: i1):
      %152 = arith.cmpi eq, %in, %in_26 : i64
      linalg.yield %152 : i1
    } -> tensor<8x8x8xi1>
    %136 = linalg.generic {indexing_maps = [#map6, #map8, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135, %expanded_18, %cst_4 : tensor<8x8x8xi1>, tensor<8x8x1xf32>, tensor<f32>) outs(%92 : tensor<8x8x8xf32>) {
    ^bb0(%in: i1, %in_26: f32, %in_27: f32, %out: f32):
      %152 = arith.select %in, %in_26, %in_27 : f32
      linalg.yield %152 : f32
    } -> tensor<8x8x8xf32>
    %137 = linalg.generic {indexing_maps = [#map6, #map13], iterator_types = ["parallel", "reduction", "parallel"]} ins(%136 : tensor<8x8x8xf32>) outs(%3 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %152 = arith.addf %in, %out : f32
      linalg.yield %152 : f32
    } -> tensor<8x8xf32>
    %138 = tensor.empty() : tensor<8x8xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_6, %137 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%138 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_26: f32, %out: f32):
      %152 = arith.addf %in, %in_26 : f32
      linalg.yield %152 : f32
    } -> tensor<8x8xf32>
    %140 = tensor.empty() : tensor<2xi1>
    %141 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%cst_9 : tensor<2xi64>) outs(%140 : tensor<2xi1>) {
    ^bb0(%in: i64, %out: i1):
      %152 = arith.cmpi slt, %in, %c0_i64 : i64
      linalg.yield %152 : i1
    } -> tensor<2xi1>
    %142 = tensor.empty() : tensor<2xi64>
    %143 = tensor.empty() : tensor<2xi64>
    %144 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%cst_9 : tensor<2xi64>) outs(%143 : tensor<2xi64>) {
    ^bb0(%in: i64, %out: i64):
      %152 = arith.addi %in, %c8_i64 : i64
      linalg.yield %152 : i64
    } -> tensor<2xi64>
    %145 = linalg.generic {indexing_maps = [#map2, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%141, %144, %cst_9 : tensor<2xi1>, tensor<2xi64>, tensor<2xi64>) outs(%142 : tensor<2xi64>) {
    ^bb0(%in: i1, %in_26: i64, %in_27: i64, %out: i64):
      %152 = arith.select %in, %in_26, %in_27 : i64
      linalg.yield %152 : i64
    } -> tensor<2xi64>
    %expanded_25 = tensor.expand_shape %145 [[0, 1]] output_shape [1, 2] : tensor<2xi64> into tensor<1x2xi64>
    %146 = tensor.empty() : tensor<8x2xi1>
    %147 = linalg.generic {indexing_maps = [#map5, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_25, %expanded_21 : tensor<1x2xi64>, tensor<8x1xi64>) outs(%146 : tensor<8x2xi1>) {
    ^bb0(%in: i64, %in_26: i64, %out: i1):
      %152 = arith.cmpi eq, %in, %in_26 : i64
      linalg.yield %152 : i1
    } -> tensor<8x2xi1>
    %148 = tensor.empty() : tensor<8x2xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%147 : tensor<8x2xi1>) outs(%148 : tensor<8x2xf32>) {
    ^bb0(%in: i1, %out: f32):
      %152 = arith.uitofp %in : i1 to f32
      linalg.yield %152 : f32
    } -> tensor<8x2xf32>
    %150 = linalg.matmul ins(%149, %arg3 : tensor<8x2xf32>, tensor<2x8xf32>) outs(%3 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%8, %150 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%1 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_26: f32, %out: f32):
      %152 = arith.addf %in, %in_26 : f32
      linalg.yield %152 : f32
    } -> tensor<8x8xf32>
    return %concat, %concat_17, %95, %99, %112, %115, %125, %130, %139, %151 : tensor<8x3xf32>, tensor<8x3xi64>, tensor<8x8xf32>, tensor<8x8xi64>, tensor<8x8xi64>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xi64>, tensor<8x8xf32>, tensor<8x8xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_2_torch.int64: "0x0800000001000000000000000000000000000000"
    }
  }
#-}

