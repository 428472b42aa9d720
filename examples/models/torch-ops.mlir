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
  func.func @forward(%arg0: tensor<8x16xf32> {cleave.name = "x"}, %arg1: tensor<8x8xi64> {cleave.name = "ids"}, %arg2: tensor<8x8xi64> {cleave.name = "mask"}, %arg3: tensor<2x8xf32> {cleave.name = "bias"}, %arg4: tensor<8x16xf32> {cleave.name = "proj.weight"}, %arg5: tensor<8xf32> {cleave.name = "proj.bias"}) -> (tensor<8x3xf32>, tensor<8x3xi64>, tensor<8x8xf32>, tensor<8x8xi64>, tensor<8x8xi64>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xi64>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) {
    %cst = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
    %false = arith.constant false
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
    %cst_8 = arith.constant dense_resource<torch_tensor_2_torch.int64_1> : tensor<2xi64>
    %cst_9 = arith.constant dense<8> : tensor<8x8xi64>
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
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %125 = arith.addf %in, %in_27 : f32
      linalg.yield %125 : f32
    } -> tensor<8x8xf32>
    %9 = tensor.empty() : tensor<8xi64>
    %10 = tensor.empty() : tensor<8xi64>
    %11 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%10 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %125 = linalg.index 0 : index
      %126 = arith.index_cast %125 : index to i64
      linalg.yield %126 : i64
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
    ^bb0(%in: f32, %out: f32, %out_27: i64):
      %125 = linalg.index 1 : index
      %126 = arith.index_cast %125 : index to i64
      %127 = arith.maximumf %in, %out : f32
      %128 = arith.cmpf ogt, %in, %out : f32
      %129 = arith.select %128, %126, %out_27 : i64
      linalg.yield %127, %129 : f32, i64
    } -> (tensor<8xf32>, tensor<8xi64>)
    %expanded = tensor.expand_shape %20#0 [[0, 1]] output_shape [8, 1] : tensor<8xf32> into tensor<8x1xf32>
    %21 = tensor.empty() : tensor<8x8xi1>
    %22 = tensor.empty() : tensor<8x8xi1>
    %23 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%8, %expanded : tensor<8x8xf32>, tensor<8x1xf32>) outs(%22 : tensor<8x8xi1>) {
    ^bb0(%in: f32, %in_27: f32, %out: i1):
      %125 = arith.cmpf oeq, %in, %in_27 : f32
      linalg.yield %125 : i1
    } -> tensor<8x8xi1>
    %24 = tensor.empty() : tensor<8x8xi1>
    %25 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_1 : tensor<8x8xi1>) outs(%24 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %125 = arith.xori %in, %true : i1
      linalg.yield %125 : i1
    } -> tensor<8x8xi1>
    %26 = tensor.empty() : tensor<8x8xi1>
    %27 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%23, %25 : tensor<8x8xi1>, tensor<8x8xi1>) outs(%26 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %in_27: i1, %out: i1):
      %125 = arith.andi %in, %in_27 : i1
      linalg.yield %125 : i1
    } -> tensor<8x8xi1>
    %28 = tensor.empty() : tensor<8x8xi64>
    %29 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%27, %14, %cst_9 : tensor<8x8xi1>, tensor<8x8xi64>, tensor<8x8xi64>) outs(%28 : tensor<8x8xi64>) {
    ^bb0(%in: i1, %in_27: i64, %in_28: i64, %out: i64):
      %125 = arith.select %in, %in_27, %in_28 : i64
      linalg.yield %125 : i64
    } -> tensor<8x8xi64>
    %30 = linalg.fill ins(%c9223372036854775807_i64 : i64) outs(%9 : tensor<8xi64>) -> tensor<8xi64>
    %31:2 = linalg.generic {indexing_maps = [#map1, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%29 : tensor<8x8xi64>) outs(%30, %16 : tensor<8xi64>, tensor<8xi64>) {
    ^bb0(%in: i64, %out: i64, %out_27: i64):
      %125 = linalg.index 1 : index
      %126 = arith.index_cast %125 : index to i64
      %127 = arith.minsi %in, %out : i64
      %128 = arith.cmpi slt, %in, %out : i64
      %129 = arith.select %128, %126, %out_27 : i64
      linalg.yield %127, %129 : i64, i64
    } -> (tensor<8xi64>, tensor<8xi64>)
    %expanded_10 = tensor.expand_shape %31#0 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %32 = tensor.empty() : tensor<8x8xi1>
    %33 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%14, %expanded_10 : tensor<8x8xi64>, tensor<8x1xi64>) outs(%32 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_27: i64, %out: i1):
      %125 = arith.cmpi eq, %in, %in_27 : i64
      linalg.yield %125 : i1
    } -> tensor<8x8xi1>
    %34 = tensor.empty() : tensor<8x8xi1>
    %35 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_1, %33 : tensor<8x8xi1>, tensor<8x8xi1>) outs(%34 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %in_27: i1, %out: i1):
      %125 = arith.ori %in, %in_27 : i1
      linalg.yield %125 : i1
    } -> tensor<8x8xi1>
    %36 = tensor.empty() : tensor<8x8xf32>
    %37 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%35, %cst_2, %8 : tensor<8x8xi1>, tensor<8x8xf32>, tensor<8x8xf32>) outs(%36 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %in_27: f32, %in_28: f32, %out: f32):
      %125 = arith.select %in, %in_27, %in_28 : f32
      linalg.yield %125 : f32
    } -> tensor<8x8xf32>
    %38:2 = linalg.generic {indexing_maps = [#map1, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%37 : tensor<8x8xf32>) outs(%19, %16 : tensor<8xf32>, tensor<8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_27: i64):
      %125 = linalg.index 1 : index
      %126 = arith.index_cast %125 : index to i64
      %127 = arith.maximumf %in, %out : f32
      %128 = arith.cmpf ogt, %in, %out : f32
      %129 = arith.select %128, %126, %out_27 : i64
      linalg.yield %127, %129 : f32, i64
    } -> (tensor<8xf32>, tensor<8xi64>)
    %expanded_11 = tensor.expand_shape %38#0 [[0, 1]] output_shape [8, 1] : tensor<8xf32> into tensor<8x1xf32>
    %39 = tensor.empty() : tensor<8x8xi1>
    %40 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%37, %expanded_11 : tensor<8x8xf32>, tensor<8x1xf32>) outs(%39 : tensor<8x8xi1>) {
    ^bb0(%in: f32, %in_27: f32, %out: i1):
      %125 = arith.cmpf oeq, %in, %in_27 : f32
      linalg.yield %125 : i1
    } -> tensor<8x8xi1>
    %41 = tensor.empty() : tensor<8x8xi1>
    %42 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%35 : tensor<8x8xi1>) outs(%41 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %125 = arith.xori %in, %true : i1
      linalg.yield %125 : i1
    } -> tensor<8x8xi1>
    %43 = tensor.empty() : tensor<8x8xi1>
    %44 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%40, %42 : tensor<8x8xi1>, tensor<8x8xi1>) outs(%43 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %in_27: i1, %out: i1):
      %125 = arith.andi %in, %in_27 : i1
      linalg.yield %125 : i1
    } -> tensor<8x8xi1>
    %45 = tensor.empty() : tensor<8x8xi64>
    %46 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%44, %14, %cst_9 : tensor<8x8xi1>, tensor<8x8xi64>, tensor<8x8xi64>) outs(%45 : tensor<8x8xi64>) {
    ^bb0(%in: i1, %in_27: i64, %in_28: i64, %out: i64):
      %125 = arith.select %in, %in_27, %in_28 : i64
      linalg.yield %125 : i64
    } -> tensor<8x8xi64>
    %47:2 = linalg.generic {indexing_maps = [#map1, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%46 : tensor<8x8xi64>) outs(%30, %16 : tensor<8xi64>, tensor<8xi64>) {
    ^bb0(%in: i64, %out: i64, %out_27: i64):
      %125 = linalg.index 1 : index
      %126 = arith.index_cast %125 : index to i64
      %127 = arith.minsi %in, %out : i64
      %128 = arith.cmpi slt, %in, %out : i64
      %129 = arith.select %128, %126, %out_27 : i64
      linalg.yield %127, %129 : i64, i64
    } -> (tensor<8xi64>, tensor<8xi64>)
    %expanded_12 = tensor.expand_shape %47#0 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %48 = tensor.empty() : tensor<8x8xi1>
    %49 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%14, %expanded_12 : tensor<8x8xi64>, tensor<8x1xi64>) outs(%48 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_27: i64, %out: i1):
      %125 = arith.cmpi eq, %in, %in_27 : i64
      linalg.yield %125 : i1
    } -> tensor<8x8xi1>
    %50 = tensor.empty() : tensor<8x8xi1>
    %51 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%35, %49 : tensor<8x8xi1>, tensor<8x8xi1>) outs(%50 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %in_27: i1, %out: i1):
      %125 = arith.ori %in, %in_27 : i1
      linalg.yield %125 : i1
    } -> tensor<8x8xi1>
    %52 = tensor.empty() : tensor<8x8xf32>
    %53 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%51, %cst_2, %8 : tensor<8x8xi1>, tensor<8x8xf32>, tensor<8x8xf32>) outs(%52 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %in_27: f32, %in_28: f32, %out: f32):
      %125 = arith.select %in, %in_27, %in_28 : f32
      linalg.yield %125 : f32
    } -> tensor<8x8xf32>
    %54:2 = linalg.generic {indexing_maps = [#map1, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%53 : tensor<8x8xf32>) outs(%19, %16 : tensor<8xf32>, tensor<8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_27: i64):
      %125 = linalg.index 1 : index
      %126 = arith.index_cast %125 : index to i64
      %127 = arith.maximumf %in, %out : f32
      %128 = arith.cmpf ogt, %in, %out : f32
      %129 = arith.select %128, %126, %out_27 : i64
      linalg.yield %127, %129 : f32, i64
    } -> (tensor<8xf32>, tensor<8xi64>)
    %expanded_13 = tensor.expand_shape %54#0 [[0, 1]] output_shape [8, 1] : tensor<8xf32> into tensor<8x1xf32>
    %55 = tensor.empty() : tensor<8x8xi1>
    %56 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%53, %expanded_13 : tensor<8x8xf32>, tensor<8x1xf32>) outs(%55 : tensor<8x8xi1>) {
    ^bb0(%in: f32, %in_27: f32, %out: i1):
      %125 = arith.cmpf oeq, %in, %in_27 : f32
      linalg.yield %125 : i1
    } -> tensor<8x8xi1>
    %57 = tensor.empty() : tensor<8x8xi1>
    %58 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%51 : tensor<8x8xi1>) outs(%57 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %125 = arith.xori %in, %true : i1
      linalg.yield %125 : i1
    } -> tensor<8x8xi1>
    %59 = tensor.empty() : tensor<8x8xi1>
    %60 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%56, %58 : tensor<8x8xi1>, tensor<8x8xi1>) outs(%59 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %in_27: i1, %out: i1):
      %125 = arith.andi %in, %in_27 : i1
      linalg.yield %125 : i1
    } -> tensor<8x8xi1>
    %61 = tensor.empty() : tensor<8x8xi64>
    %62 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%60, %14, %cst_9 : tensor<8x8xi1>, tensor<8x8xi64>, tensor<8x8xi64>) outs(%61 : tensor<8x8xi64>) {
    ^bb0(%in: i1, %in_27: i64, %in_28: i64, %out: i64):
      %125 = arith.select %in, %in_27, %in_28 : i64
      linalg.yield %125 : i64
    } -> tensor<8x8xi64>
    %63:2 = linalg.generic {indexing_maps = [#map1, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%62 : tensor<8x8xi64>) outs(%30, %16 : tensor<8xi64>, tensor<8xi64>) {
    ^bb0(%in: i64, %out: i64, %out_27: i64):
      %125 = linalg.index 1 : index
      %126 = arith.index_cast %125 : index to i64
      %127 = arith.minsi %in, %out : i64
      %128 = arith.cmpi slt, %in, %out : i64
      %129 = arith.select %128, %126, %out_27 : i64
      linalg.yield %127, %129 : i64, i64
    } -> (tensor<8xi64>, tensor<8xi64>)
    %expanded_14 = tensor.expand_shape %63#0 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %concat = tensor.concat dim(1) %expanded, %expanded_11, %expanded_13 : (tensor<8x1xf32>, tensor<8x1xf32>, tensor<8x1xf32>) -> tensor<8x3xf32>
    %concat_15 = tensor.concat dim(1) %expanded_10, %expanded_12, %expanded_14 : (tensor<8x1xi64>, tensor<8x1xi64>, tensor<8x1xi64>) -> tensor<8x3xi64>
    %64 = tensor.empty() : tensor<8x8xi64>
    %65 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel", "parallel"]} outs(%64 : tensor<8x8xi64>) {
    ^bb0(%out: i64):
      %125 = linalg.index 1 : index
      %126 = arith.index_cast %125 : index to i64
      linalg.yield %126 : i64
    } -> tensor<8x8xi64>
    %values, %indices = cleave.sort %8 dim = 1 descending : tensor<8x8xf32> -> tensor<8x8xi64>
    %values_16, %indices_17 = cleave.sort %8 dim = 1 : tensor<8x8xf32> -> tensor<8x8xi64>
    %66 = tensor.empty() : tensor<8xf32>
    %67 = linalg.fill ins(%cst_5 : f32) outs(%66 : tensor<8xf32>) -> tensor<8xf32>
    %68 = cleave.scan %8 dim = 1 kind = sum : tensor<8x8xf32>
    %69 = tensor.empty() : tensor<8x8xf32>
    %70 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<8x8xf32>) outs(%69 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = math.tanh %in : f32
      linalg.yield %125 : f32
    } -> tensor<8x8xf32>
    %71 = tensor.empty() : tensor<8x8xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%70 : tensor<8x8xf32>) outs(%71 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.truncf %cst_0 : f64 to f32
      %126 = arith.mulf %in, %125 : f32
      linalg.yield %126 : f32
    } -> tensor<8x8xf32>
    %73 = tensor.empty() : tensor<8x8xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%72 : tensor<8x8xf32>) outs(%73 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.addf %in, %cst_6 : f32
      linalg.yield %125 : f32
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
    ^bb0(%in: i64, %in_27: i64, %out: i64):
      %125 = arith.muli %in, %in_27 : i64
      linalg.yield %125 : i64
    } -> tensor<8x8xi64>
    %84 = tensor.empty() : tensor<8x8xi64>
    %85 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%83 : tensor<8x8xi64>) outs(%84 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %125 = arith.subi %in, %c1_i64 : i64
      linalg.yield %125 : i64
    } -> tensor<8x8xi64>
    %86 = tensor.empty() : tensor<8x8xi1>
    %87 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<8x8xi64>) outs(%86 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %125 = arith.cmpi slt, %in, %c0_i64 : i64
      linalg.yield %125 : i1
    } -> tensor<8x8xi1>
    %88 = tensor.empty() : tensor<8x8xi64>
    %89 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<8x8xi64>) outs(%88 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %125 = arith.addi %in, %c8_i64 : i64
      linalg.yield %125 : i64
    } -> tensor<8x8xi64>
    %90 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%87, %89, %arg1 : tensor<8x8xi1>, tensor<8x8xi64>, tensor<8x8xi64>) outs(%12 : tensor<8x8xi64>) {
    ^bb0(%in: i1, %in_27: i64, %in_28: i64, %out: i64):
      %125 = arith.select %in, %in_27, %in_28 : i64
      linalg.yield %125 : i64
    } -> tensor<8x8xi64>
    %expanded_18 = tensor.expand_shape %90 [[0], [1, 2]] output_shape [8, 8, 1] : tensor<8x8xi64> into tensor<8x8x1xi64>
    %91 = tensor.empty() : tensor<8x8x8xi1>
    %92 = linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_18, %11 : tensor<8x8x1xi64>, tensor<8xi64>) outs(%91 : tensor<8x8x8xi1>) {
    ^bb0(%in: i64, %in_27: i64, %out: i1):
      %125 = arith.cmpi eq, %in, %in_27 : i64
      linalg.yield %125 : i1
    } -> tensor<8x8x8xi1>
    %expanded_19 = tensor.expand_shape %8 [[0], [1, 2]] output_shape [8, 8, 1] : tensor<8x8xf32> into tensor<8x8x1xf32>
    %93 = tensor.empty() : tensor<8x8x8xf32>
    %94 = linalg.generic {indexing_maps = [#map7, #map5, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92, %expanded_19, %cst_4 : tensor<8x8x8xi1>, tensor<8x8x1xf32>, tensor<f32>) outs(%93 : tensor<8x8x8xf32>) {
    ^bb0(%in: i1, %in_27: f32, %in_28: f32, %out: f32):
      %125 = arith.select %in, %in_27, %in_28 : f32
      linalg.yield %125 : f32
    } -> tensor<8x8x8xf32>
    %95 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "reduction", "parallel"]} ins(%94 : tensor<8x8x8xf32>) outs(%3 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.addf %in, %out : f32
      linalg.yield %125 : f32
    } -> tensor<8x8xf32>
    %96 = tensor.empty() : tensor<8x8xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_3, %95 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%96 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %125 = arith.addf %in, %in_27 : f32
      linalg.yield %125 : f32
    } -> tensor<8x8xf32>
    %98 = tensor.empty() : tensor<2xi1>
    %99 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%cst_7 : tensor<2xi64>) outs(%98 : tensor<2xi1>) {
    ^bb0(%in: i64, %out: i1):
      %125 = arith.cmpi slt, %in, %c0_i64 : i64
      linalg.yield %125 : i1
    } -> tensor<2xi1>
    %100 = tensor.empty() : tensor<2xi64>
    %101 = tensor.empty() : tensor<2xi64>
    %102 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%cst_7 : tensor<2xi64>) outs(%101 : tensor<2xi64>) {
    ^bb0(%in: i64, %out: i64):
      %125 = arith.addi %in, %c8_i64 : i64
      linalg.yield %125 : i64
    } -> tensor<2xi64>
    %103 = linalg.generic {indexing_maps = [#map2, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%99, %102, %cst_7 : tensor<2xi1>, tensor<2xi64>, tensor<2xi64>) outs(%100 : tensor<2xi64>) {
    ^bb0(%in: i1, %in_27: i64, %in_28: i64, %out: i64):
      %125 = arith.select %in, %in_27, %in_28 : i64
      linalg.yield %125 : i64
    } -> tensor<2xi64>
    %expanded_20 = tensor.expand_shape %103 [[0, 1]] output_shape [1, 2] : tensor<2xi64> into tensor<1x2xi64>
    %expanded_21 = tensor.expand_shape %11 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %104 = tensor.empty() : tensor<8x2xi1>
    %105 = tensor.empty() : tensor<8x2xi1>
    %106 = linalg.generic {indexing_maps = [#map10, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_20, %expanded_21 : tensor<1x2xi64>, tensor<8x1xi64>) outs(%105 : tensor<8x2xi1>) {
    ^bb0(%in: i64, %in_27: i64, %out: i1):
      %125 = arith.cmpi eq, %in, %in_27 : i64
      linalg.yield %125 : i1
    } -> tensor<8x2xi1>
    %107 = tensor.empty() : tensor<8x2xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%106 : tensor<8x2xi1>) outs(%107 : tensor<8x2xf32>) {
    ^bb0(%in: i1, %out: f32):
      %125 = arith.uitofp %in : i1 to f32
      linalg.yield %125 : f32
    } -> tensor<8x2xf32>
    %109 = linalg.matmul ins(%108, %arg3 : tensor<8x2xf32>, tensor<2x8xf32>) outs(%3 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %110 = tensor.empty() : tensor<8x8xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%8, %109 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%110 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %125 = arith.addf %in, %in_27 : f32
      linalg.yield %125 : f32
    } -> tensor<8x8xf32>
    %expanded_22 = tensor.expand_shape %cst_8 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %expanded_23 = tensor.expand_shape %arg3 [[0], [1, 2]] output_shape [2, 1, 8] : tensor<2x8xf32> into tensor<2x1x8xf32>
    %cst_24 = arith.constant dense<0> : tensor<2x1xi64>
    %cst_25 = arith.constant dense<8> : tensor<2x1xi64>
    %112 = arith.cmpi slt, %expanded_22, %cst_24 : tensor<2x1xi64>
    %113 = arith.addi %expanded_22, %cst_25 : tensor<2x1xi64>
    %114 = arith.select %112, %113, %expanded_22 : tensor<2x1xi1>, tensor<2x1xi64>
    %scatter = tensor.scatter %expanded_23 into %8[%114] scatter_dims([0]) unique : (tensor<2x1x8xf32>, tensor<8x8xf32>, tensor<2x1xi64>) -> tensor<8x8xf32>
    %extracted_slice = tensor.extract_slice %arg1[0, 0] [8, 2] [1, 1] : tensor<8x8xi64> to tensor<8x2xi64>
    %115 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice : tensor<8x2xi64>) outs(%104 : tensor<8x2xi1>) {
    ^bb0(%in: i64, %out: i1):
      %125 = arith.cmpi slt, %in, %c0_i64 : i64
      linalg.yield %125 : i1
    } -> tensor<8x2xi1>
    %116 = tensor.empty() : tensor<8x2xi64>
    %117 = tensor.empty() : tensor<8x2xi64>
    %118 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice : tensor<8x2xi64>) outs(%117 : tensor<8x2xi64>) {
    ^bb0(%in: i64, %out: i64):
      %125 = arith.addi %in, %c8_i64 : i64
      linalg.yield %125 : i64
    } -> tensor<8x2xi64>
    %119 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%115, %118, %extracted_slice : tensor<8x2xi1>, tensor<8x2xi64>, tensor<8x2xi64>) outs(%116 : tensor<8x2xi64>) {
    ^bb0(%in: i1, %in_27: i64, %in_28: i64, %out: i64):
      %125 = arith.select %in, %in_27, %in_28 : i64
      linalg.yield %125 : i64
    } -> tensor<8x2xi64>
    %expanded_26 = tensor.expand_shape %119 [[0], [1, 2]] output_shape [8, 2, 1] : tensor<8x2xi64> into tensor<8x2x1xi64>
    %120 = tensor.empty() : tensor<8x2x8xi1>
    %121 = linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_26, %11 : tensor<8x2x1xi64>, tensor<8xi64>) outs(%120 : tensor<8x2x8xi1>) {
    ^bb0(%in: i64, %in_27: i64, %out: i1):
      %125 = arith.cmpi eq, %in, %in_27 : i64
      linalg.yield %125 : i1
    } -> tensor<8x2x8xi1>
    %122 = linalg.fill ins(%false : i1) outs(%21 : tensor<8x8xi1>) -> tensor<8x8xi1>
    %123 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "reduction", "parallel"]} ins(%121 : tensor<8x2x8xi1>) outs(%122 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %125 = arith.ori %in, %out : i1
      linalg.yield %125 : i1
    } -> tensor<8x8xi1>
    %124 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%123, %cst_3, %8 : tensor<8x8xi1>, tensor<8x8xf32>, tensor<8x8xf32>) outs(%1 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %in_27: f32, %in_28: f32, %out: f32):
      %125 = arith.select %in, %in_27, %in_28 : f32
      linalg.yield %125 : f32
    } -> tensor<8x8xf32>
    return %concat, %concat_15, %values, %indices, %indices_17, %68, %78, %85, %97, %111, %scatter, %124 : tensor<8x3xf32>, tensor<8x3xi64>, tensor<8x8xf32>, tensor<8x8xi64>, tensor<8x8xi64>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xi64>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_2_torch.int64: "0x0800000001000000000000000000000000000000",
      torch_tensor_2_torch.int64_1: "0x080000000300000000000000FFFFFFFFFFFFFFFF"
    }
  }
#-}

