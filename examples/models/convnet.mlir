// Model zoo: convnet, exported by examples/models/regenerate.sh (zoo.py); random weights.
// Arguments: the inputs, then every parameter/buffer (cleave.name = its name). {"inputs": ["x"], "parameters": 38}
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @forward(%arg0: tensor<8x3x16x16xf32> {cleave.name = "x"}, %arg1: tensor<8x3x3x3xf32> {cleave.name = "stem.weight"}, %arg2: tensor<8xf32> {cleave.name = "bn.weight"}, %arg3: tensor<8xf32> {cleave.name = "bn.bias"}, %arg4: tensor<8x8x3x3xf32> {cleave.name = "layer1.conv1.weight"}, %arg5: tensor<8xf32> {cleave.name = "layer1.bn1.weight"}, %arg6: tensor<8xf32> {cleave.name = "layer1.bn1.bias"}, %arg7: tensor<8x8x3x3xf32> {cleave.name = "layer1.conv2.weight"}, %arg8: tensor<8xf32> {cleave.name = "layer1.bn2.weight"}, %arg9: tensor<8xf32> {cleave.name = "layer1.bn2.bias"}, %arg10: tensor<16x8x3x3xf32> {cleave.name = "layer2.conv1.weight"}, %arg11: tensor<16xf32> {cleave.name = "layer2.bn1.weight"}, %arg12: tensor<16xf32> {cleave.name = "layer2.bn1.bias"}, %arg13: tensor<16x16x3x3xf32> {cleave.name = "layer2.conv2.weight"}, %arg14: tensor<16xf32> {cleave.name = "layer2.bn2.weight"}, %arg15: tensor<16xf32> {cleave.name = "layer2.bn2.bias"}, %arg16: tensor<16x8x1x1xf32> {cleave.name = "layer2.proj.0.weight"}, %arg17: tensor<16xf32> {cleave.name = "layer2.proj.1.weight"}, %arg18: tensor<16xf32> {cleave.name = "layer2.proj.1.bias"}, %arg19: tensor<10x16xf32> {cleave.name = "fc.weight"}, %arg20: tensor<10xf32> {cleave.name = "fc.bias"}, %arg21: tensor<8xf32> {cleave.name = "bn.running_mean"}, %arg22: tensor<8xf32> {cleave.name = "bn.running_var"}, %arg23: tensor<i64> {cleave.name = "bn.num_batches_tracked"}, %arg24: tensor<8xf32> {cleave.name = "layer1.bn1.running_mean"}, %arg25: tensor<8xf32> {cleave.name = "layer1.bn1.running_var"}, %arg26: tensor<i64> {cleave.name = "layer1.bn1.num_batches_tracked"}, %arg27: tensor<8xf32> {cleave.name = "layer1.bn2.running_mean"}, %arg28: tensor<8xf32> {cleave.name = "layer1.bn2.running_var"}, %arg29: tensor<i64> {cleave.name = "layer1.bn2.num_batches_tracked"}, %arg30: tensor<16xf32> {cleave.name = "layer2.bn1.running_mean"}, %arg31: tensor<16xf32> {cleave.name = "layer2.bn1.running_var"}, %arg32: tensor<i64> {cleave.name = "layer2.bn1.num_batches_tracked"}, %arg33: tensor<16xf32> {cleave.name = "layer2.bn2.running_mean"}, %arg34: tensor<16xf32> {cleave.name = "layer2.bn2.running_var"}, %arg35: tensor<i64> {cleave.name = "layer2.bn2.num_batches_tracked"}, %arg36: tensor<16xf32> {cleave.name = "layer2.proj.1.running_mean"}, %arg37: tensor<16xf32> {cleave.name = "layer2.proj.1.running_var"}, %arg38: tensor<i64> {cleave.name = "layer2.proj.1.num_batches_tracked"}) -> tensor<8x10xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e-05 : f64
    %cst_1 = arith.constant 6.400000e+01 : f32
    %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg39: index, %arg40: index, %arg41: index, %arg42: index):
      tensor.yield %cst : f32
    } : tensor<8x3x16x16xf32> to tensor<8x3x18x18xf32>
    %0 = tensor.empty() : tensor<8x8x16x16xf32>
    %1 = tensor.empty() : tensor<8x8x16x16xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<8x8x16x16xf32>) -> tensor<8x8x16x16xf32>
    %3 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %arg1 : tensor<8x3x18x18xf32>, tensor<8x3x3x3xf32>) outs(%2 : tensor<8x8x16x16xf32>) -> tensor<8x8x16x16xf32>
    %4 = tensor.empty() : tensor<8xf32>
    %5 = tensor.empty() : tensor<8xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg22 : tensor<8xf32>) outs(%5 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = arith.truncf %cst_0 : f64 to f32
      %110 = arith.addf %in, %109 : f32
      linalg.yield %110 : f32
    } -> tensor<8xf32>
    %7 = tensor.empty() : tensor<8xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%6 : tensor<8xf32>) outs(%7 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = math.rsqrt %in : f32
      linalg.yield %109 : f32
    } -> tensor<8xf32>
    %expanded = tensor.expand_shape %arg21 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_2 = tensor.expand_shape %8 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %9 = tensor.empty() : tensor<8x8x16x16xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3, %expanded : tensor<8x8x16x16xf32>, tensor<8x1x1xf32>) outs(%9 : tensor<8x8x16x16xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %109 = arith.subf %in, %in_29 : f32
      linalg.yield %109 : f32
    } -> tensor<8x8x16x16xf32>
    %11 = tensor.empty() : tensor<8x8x16x16xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %expanded_2 : tensor<8x8x16x16xf32>, tensor<8x1x1xf32>) outs(%11 : tensor<8x8x16x16xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %109 = arith.mulf %in, %in_29 : f32
      linalg.yield %109 : f32
    } -> tensor<8x8x16x16xf32>
    %expanded_3 = tensor.expand_shape %arg2 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %13 = tensor.empty() : tensor<8x8x16x16xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12, %expanded_3 : tensor<8x8x16x16xf32>, tensor<8x1x1xf32>) outs(%13 : tensor<8x8x16x16xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %109 = arith.mulf %in, %in_29 : f32
      linalg.yield %109 : f32
    } -> tensor<8x8x16x16xf32>
    %expanded_4 = tensor.expand_shape %arg3 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %15 = tensor.empty() : tensor<8x8x16x16xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %expanded_4 : tensor<8x8x16x16xf32>, tensor<8x1x1xf32>) outs(%15 : tensor<8x8x16x16xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %109 = arith.addf %in, %in_29 : f32
      linalg.yield %109 : f32
    } -> tensor<8x8x16x16xf32>
    %17 = tensor.empty() : tensor<8x8x16x16xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16 : tensor<8x8x16x16xf32>) outs(%17 : tensor<8x8x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = arith.cmpf ugt, %in, %cst : f32
      %110 = arith.select %109, %in, %cst : f32
      linalg.yield %110 : f32
    } -> tensor<8x8x16x16xf32>
    %padded_5 = tensor.pad %18 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg39: index, %arg40: index, %arg41: index, %arg42: index):
      tensor.yield %cst : f32
    } : tensor<8x8x16x16xf32> to tensor<8x8x18x18xf32>
    %19 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_5, %arg4 : tensor<8x8x18x18xf32>, tensor<8x8x3x3xf32>) outs(%2 : tensor<8x8x16x16xf32>) -> tensor<8x8x16x16xf32>
    %20 = tensor.empty() : tensor<8xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg25 : tensor<8xf32>) outs(%20 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = arith.truncf %cst_0 : f64 to f32
      %110 = arith.addf %in, %109 : f32
      linalg.yield %110 : f32
    } -> tensor<8xf32>
    %22 = tensor.empty() : tensor<8xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%21 : tensor<8xf32>) outs(%22 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = math.rsqrt %in : f32
      linalg.yield %109 : f32
    } -> tensor<8xf32>
    %expanded_6 = tensor.expand_shape %arg24 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_7 = tensor.expand_shape %23 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %24 = tensor.empty() : tensor<8x8x16x16xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %expanded_6 : tensor<8x8x16x16xf32>, tensor<8x1x1xf32>) outs(%24 : tensor<8x8x16x16xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %109 = arith.subf %in, %in_29 : f32
      linalg.yield %109 : f32
    } -> tensor<8x8x16x16xf32>
    %26 = tensor.empty() : tensor<8x8x16x16xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25, %expanded_7 : tensor<8x8x16x16xf32>, tensor<8x1x1xf32>) outs(%26 : tensor<8x8x16x16xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %109 = arith.mulf %in, %in_29 : f32
      linalg.yield %109 : f32
    } -> tensor<8x8x16x16xf32>
    %expanded_8 = tensor.expand_shape %arg5 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %28 = tensor.empty() : tensor<8x8x16x16xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27, %expanded_8 : tensor<8x8x16x16xf32>, tensor<8x1x1xf32>) outs(%28 : tensor<8x8x16x16xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %109 = arith.mulf %in, %in_29 : f32
      linalg.yield %109 : f32
    } -> tensor<8x8x16x16xf32>
    %expanded_9 = tensor.expand_shape %arg6 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %30 = tensor.empty() : tensor<8x8x16x16xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29, %expanded_9 : tensor<8x8x16x16xf32>, tensor<8x1x1xf32>) outs(%30 : tensor<8x8x16x16xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %109 = arith.addf %in, %in_29 : f32
      linalg.yield %109 : f32
    } -> tensor<8x8x16x16xf32>
    %32 = tensor.empty() : tensor<8x8x16x16xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31 : tensor<8x8x16x16xf32>) outs(%32 : tensor<8x8x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = arith.cmpf ugt, %in, %cst : f32
      %110 = arith.select %109, %in, %cst : f32
      linalg.yield %110 : f32
    } -> tensor<8x8x16x16xf32>
    %padded_10 = tensor.pad %33 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg39: index, %arg40: index, %arg41: index, %arg42: index):
      tensor.yield %cst : f32
    } : tensor<8x8x16x16xf32> to tensor<8x8x18x18xf32>
    %34 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_10, %arg7 : tensor<8x8x18x18xf32>, tensor<8x8x3x3xf32>) outs(%2 : tensor<8x8x16x16xf32>) -> tensor<8x8x16x16xf32>
    %35 = tensor.empty() : tensor<8xf32>
    %36 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg28 : tensor<8xf32>) outs(%35 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = arith.truncf %cst_0 : f64 to f32
      %110 = arith.addf %in, %109 : f32
      linalg.yield %110 : f32
    } -> tensor<8xf32>
    %37 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%36 : tensor<8xf32>) outs(%4 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = math.rsqrt %in : f32
      linalg.yield %109 : f32
    } -> tensor<8xf32>
    %expanded_11 = tensor.expand_shape %arg27 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_12 = tensor.expand_shape %37 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %38 = tensor.empty() : tensor<8x8x16x16xf32>
    %39 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%34, %expanded_11 : tensor<8x8x16x16xf32>, tensor<8x1x1xf32>) outs(%38 : tensor<8x8x16x16xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %109 = arith.subf %in, %in_29 : f32
      linalg.yield %109 : f32
    } -> tensor<8x8x16x16xf32>
    %40 = tensor.empty() : tensor<8x8x16x16xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39, %expanded_12 : tensor<8x8x16x16xf32>, tensor<8x1x1xf32>) outs(%40 : tensor<8x8x16x16xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %109 = arith.mulf %in, %in_29 : f32
      linalg.yield %109 : f32
    } -> tensor<8x8x16x16xf32>
    %expanded_13 = tensor.expand_shape %arg8 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %42 = tensor.empty() : tensor<8x8x16x16xf32>
    %43 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %expanded_13 : tensor<8x8x16x16xf32>, tensor<8x1x1xf32>) outs(%42 : tensor<8x8x16x16xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %109 = arith.mulf %in, %in_29 : f32
      linalg.yield %109 : f32
    } -> tensor<8x8x16x16xf32>
    %expanded_14 = tensor.expand_shape %arg9 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %44 = tensor.empty() : tensor<8x8x16x16xf32>
    %45 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %expanded_14 : tensor<8x8x16x16xf32>, tensor<8x1x1xf32>) outs(%44 : tensor<8x8x16x16xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %109 = arith.addf %in, %in_29 : f32
      linalg.yield %109 : f32
    } -> tensor<8x8x16x16xf32>
    %46 = tensor.empty() : tensor<8x8x16x16xf32>
    %47 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %18 : tensor<8x8x16x16xf32>, tensor<8x8x16x16xf32>) outs(%46 : tensor<8x8x16x16xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %109 = arith.addf %in, %in_29 : f32
      linalg.yield %109 : f32
    } -> tensor<8x8x16x16xf32>
    %48 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47 : tensor<8x8x16x16xf32>) outs(%0 : tensor<8x8x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = arith.cmpf ugt, %in, %cst : f32
      %110 = arith.select %109, %in, %cst : f32
      linalg.yield %110 : f32
    } -> tensor<8x8x16x16xf32>
    %padded_15 = tensor.pad %48 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg39: index, %arg40: index, %arg41: index, %arg42: index):
      tensor.yield %cst : f32
    } : tensor<8x8x16x16xf32> to tensor<8x8x18x18xf32>
    %49 = tensor.empty() : tensor<8x16x8x8xf32>
    %50 = tensor.empty() : tensor<8x16x8x8xf32>
    %51 = linalg.fill ins(%cst : f32) outs(%50 : tensor<8x16x8x8xf32>) -> tensor<8x16x8x8xf32>
    %52 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_15, %arg10 : tensor<8x8x18x18xf32>, tensor<16x8x3x3xf32>) outs(%51 : tensor<8x16x8x8xf32>) -> tensor<8x16x8x8xf32>
    %53 = tensor.empty() : tensor<16xf32>
    %54 = tensor.empty() : tensor<16xf32>
    %55 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg31 : tensor<16xf32>) outs(%54 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = arith.truncf %cst_0 : f64 to f32
      %110 = arith.addf %in, %109 : f32
      linalg.yield %110 : f32
    } -> tensor<16xf32>
    %56 = tensor.empty() : tensor<16xf32>
    %57 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%55 : tensor<16xf32>) outs(%56 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = math.rsqrt %in : f32
      linalg.yield %109 : f32
    } -> tensor<16xf32>
    %expanded_16 = tensor.expand_shape %arg30 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_17 = tensor.expand_shape %57 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %58 = tensor.empty() : tensor<8x16x8x8xf32>
    %59 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52, %expanded_16 : tensor<8x16x8x8xf32>, tensor<16x1x1xf32>) outs(%58 : tensor<8x16x8x8xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %109 = arith.subf %in, %in_29 : f32
      linalg.yield %109 : f32
    } -> tensor<8x16x8x8xf32>
    %60 = tensor.empty() : tensor<8x16x8x8xf32>
    %61 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59, %expanded_17 : tensor<8x16x8x8xf32>, tensor<16x1x1xf32>) outs(%60 : tensor<8x16x8x8xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %109 = arith.mulf %in, %in_29 : f32
      linalg.yield %109 : f32
    } -> tensor<8x16x8x8xf32>
    %expanded_18 = tensor.expand_shape %arg11 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %62 = tensor.empty() : tensor<8x16x8x8xf32>
    %63 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61, %expanded_18 : tensor<8x16x8x8xf32>, tensor<16x1x1xf32>) outs(%62 : tensor<8x16x8x8xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %109 = arith.mulf %in, %in_29 : f32
      linalg.yield %109 : f32
    } -> tensor<8x16x8x8xf32>
    %expanded_19 = tensor.expand_shape %arg12 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %64 = tensor.empty() : tensor<8x16x8x8xf32>
    %65 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %expanded_19 : tensor<8x16x8x8xf32>, tensor<16x1x1xf32>) outs(%64 : tensor<8x16x8x8xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %109 = arith.addf %in, %in_29 : f32
      linalg.yield %109 : f32
    } -> tensor<8x16x8x8xf32>
    %66 = tensor.empty() : tensor<8x16x8x8xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65 : tensor<8x16x8x8xf32>) outs(%66 : tensor<8x16x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = arith.cmpf ugt, %in, %cst : f32
      %110 = arith.select %109, %in, %cst : f32
      linalg.yield %110 : f32
    } -> tensor<8x16x8x8xf32>
    %padded_20 = tensor.pad %67 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg39: index, %arg40: index, %arg41: index, %arg42: index):
      tensor.yield %cst : f32
    } : tensor<8x16x8x8xf32> to tensor<8x16x10x10xf32>
    %68 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_20, %arg13 : tensor<8x16x10x10xf32>, tensor<16x16x3x3xf32>) outs(%51 : tensor<8x16x8x8xf32>) -> tensor<8x16x8x8xf32>
    %69 = tensor.empty() : tensor<16xf32>
    %70 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg34 : tensor<16xf32>) outs(%69 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = arith.truncf %cst_0 : f64 to f32
      %110 = arith.addf %in, %109 : f32
      linalg.yield %110 : f32
    } -> tensor<16xf32>
    %71 = tensor.empty() : tensor<16xf32>
    %72 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%70 : tensor<16xf32>) outs(%71 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = math.rsqrt %in : f32
      linalg.yield %109 : f32
    } -> tensor<16xf32>
    %expanded_21 = tensor.expand_shape %arg33 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_22 = tensor.expand_shape %72 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %73 = tensor.empty() : tensor<8x16x8x8xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68, %expanded_21 : tensor<8x16x8x8xf32>, tensor<16x1x1xf32>) outs(%73 : tensor<8x16x8x8xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %109 = arith.subf %in, %in_29 : f32
      linalg.yield %109 : f32
    } -> tensor<8x16x8x8xf32>
    %75 = tensor.empty() : tensor<8x16x8x8xf32>
    %76 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74, %expanded_22 : tensor<8x16x8x8xf32>, tensor<16x1x1xf32>) outs(%75 : tensor<8x16x8x8xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %109 = arith.mulf %in, %in_29 : f32
      linalg.yield %109 : f32
    } -> tensor<8x16x8x8xf32>
    %expanded_23 = tensor.expand_shape %arg14 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %77 = tensor.empty() : tensor<8x16x8x8xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76, %expanded_23 : tensor<8x16x8x8xf32>, tensor<16x1x1xf32>) outs(%77 : tensor<8x16x8x8xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %109 = arith.mulf %in, %in_29 : f32
      linalg.yield %109 : f32
    } -> tensor<8x16x8x8xf32>
    %expanded_24 = tensor.expand_shape %arg15 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %79 = tensor.empty() : tensor<8x16x8x8xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%78, %expanded_24 : tensor<8x16x8x8xf32>, tensor<16x1x1xf32>) outs(%79 : tensor<8x16x8x8xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %109 = arith.addf %in, %in_29 : f32
      linalg.yield %109 : f32
    } -> tensor<8x16x8x8xf32>
    %81 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%48, %arg16 : tensor<8x8x16x16xf32>, tensor<16x8x1x1xf32>) outs(%51 : tensor<8x16x8x8xf32>) -> tensor<8x16x8x8xf32>
    %82 = tensor.empty() : tensor<16xf32>
    %83 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg37 : tensor<16xf32>) outs(%82 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = arith.truncf %cst_0 : f64 to f32
      %110 = arith.addf %in, %109 : f32
      linalg.yield %110 : f32
    } -> tensor<16xf32>
    %84 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%83 : tensor<16xf32>) outs(%53 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = math.rsqrt %in : f32
      linalg.yield %109 : f32
    } -> tensor<16xf32>
    %expanded_25 = tensor.expand_shape %arg36 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_26 = tensor.expand_shape %84 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %85 = tensor.empty() : tensor<8x16x8x8xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%81, %expanded_25 : tensor<8x16x8x8xf32>, tensor<16x1x1xf32>) outs(%85 : tensor<8x16x8x8xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %109 = arith.subf %in, %in_29 : f32
      linalg.yield %109 : f32
    } -> tensor<8x16x8x8xf32>
    %87 = tensor.empty() : tensor<8x16x8x8xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%86, %expanded_26 : tensor<8x16x8x8xf32>, tensor<16x1x1xf32>) outs(%87 : tensor<8x16x8x8xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %109 = arith.mulf %in, %in_29 : f32
      linalg.yield %109 : f32
    } -> tensor<8x16x8x8xf32>
    %expanded_27 = tensor.expand_shape %arg17 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %89 = tensor.empty() : tensor<8x16x8x8xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%88, %expanded_27 : tensor<8x16x8x8xf32>, tensor<16x1x1xf32>) outs(%89 : tensor<8x16x8x8xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %109 = arith.mulf %in, %in_29 : f32
      linalg.yield %109 : f32
    } -> tensor<8x16x8x8xf32>
    %expanded_28 = tensor.expand_shape %arg18 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %91 = tensor.empty() : tensor<8x16x8x8xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%90, %expanded_28 : tensor<8x16x8x8xf32>, tensor<16x1x1xf32>) outs(%91 : tensor<8x16x8x8xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %109 = arith.addf %in, %in_29 : f32
      linalg.yield %109 : f32
    } -> tensor<8x16x8x8xf32>
    %93 = tensor.empty() : tensor<8x16x8x8xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80, %92 : tensor<8x16x8x8xf32>, tensor<8x16x8x8xf32>) outs(%93 : tensor<8x16x8x8xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %109 = arith.addf %in, %in_29 : f32
      linalg.yield %109 : f32
    } -> tensor<8x16x8x8xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94 : tensor<8x16x8x8xf32>) outs(%49 : tensor<8x16x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = arith.cmpf ugt, %in, %cst : f32
      %110 = arith.select %109, %in, %cst : f32
      linalg.yield %110 : f32
    } -> tensor<8x16x8x8xf32>
    %96 = tensor.empty() : tensor<8x16xf32>
    %97 = tensor.empty() : tensor<8x16xf32>
    %98 = linalg.fill ins(%cst : f32) outs(%97 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%95 : tensor<8x16x8x8xf32>) outs(%98 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = arith.addf %in, %out : f32
      linalg.yield %109 : f32
    } -> tensor<8x16xf32>
    %100 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%99 : tensor<8x16xf32>) outs(%96 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = arith.divf %in, %cst_1 : f32
      linalg.yield %109 : f32
    } -> tensor<8x16xf32>
    %101 = tensor.empty() : tensor<16x10xf32>
    %transposed = linalg.transpose ins(%arg19 : tensor<10x16xf32>) outs(%101 : tensor<16x10xf32>) permutation = [1, 0] 
    %102 = tensor.empty() : tensor<8x10xf32>
    %103 = tensor.empty() : tensor<8x10xf32>
    %104 = linalg.fill ins(%cst : f32) outs(%103 : tensor<8x10xf32>) -> tensor<8x10xf32>
    %105 = linalg.matmul ins(%100, %transposed : tensor<8x16xf32>, tensor<16x10xf32>) outs(%104 : tensor<8x10xf32>) -> tensor<8x10xf32>
    %106 = tensor.empty() : tensor<8x10xf32>
    %107 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg20 : tensor<10xf32>) outs(%106 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x10xf32>
    %108 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%105, %107 : tensor<8x10xf32>, tensor<8x10xf32>) outs(%102 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %109 = arith.addf %in, %in_29 : f32
      linalg.yield %109 : f32
    } -> tensor<8x10xf32>
    return %108 : tensor<8x10xf32>
  }
}

