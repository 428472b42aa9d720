// Model zoo: qwen2-moe, exported by examples/models/regenerate.sh (zoo.py); random weights.
// Arguments: the inputs, then every parameter/buffer (cleave.name = its name). {"inputs": ["x"], "parameters": 7}
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d0, 0)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0, d1) -> (d1)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map7 = affine_map<(d0, d1, d2) -> (d0)>
module {
  func.func @forward(%arg0: tensor<8x16x32xf32> {cleave.name = "x"}, %arg1: tensor<4x32xf32> {cleave.name = "gate.weight"}, %arg2: tensor<4x64x32xf32> {cleave.name = "experts.gate_up_proj"}, %arg3: tensor<4x32x32xf32> {cleave.name = "experts.down_proj"}, %arg4: tensor<64x32xf32> {cleave.name = "shared_expert.gate_proj.weight"}, %arg5: tensor<64x32xf32> {cleave.name = "shared_expert.up_proj.weight"}, %arg6: tensor<32x64xf32> {cleave.name = "shared_expert.down_proj.weight"}, %arg7: tensor<1x32xf32> {cleave.name = "shared_expert_gate.weight"}) -> tensor<8x16x32xf32> {
    %c4_i64 = arith.constant 4 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
    %cst_2 = arith.constant dense<0xFF800000> : tensor<128x4xf32>
    %cst_3 = arith.constant dense<false> : tensor<128x4xi1>
    %cst_4 = arith.constant dense<4> : tensor<128x4xi64>
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<8x16x32xf32> into tensor<128x32xf32>
    %0 = tensor.empty() : tensor<32x64xf32>
    %1 = tensor.empty() : tensor<32x64xf32>
    %transposed = linalg.transpose ins(%arg4 : tensor<64x32xf32>) outs(%1 : tensor<32x64xf32>) permutation = [1, 0] 
    %2 = tensor.empty() : tensor<128x64xf32>
    %3 = tensor.empty() : tensor<128x64xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %5 = linalg.matmul ins(%collapsed, %transposed : tensor<128x32xf32>, tensor<32x64xf32>) outs(%4 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %6 = tensor.empty() : tensor<128x64xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<128x64xf32>) outs(%6 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = arith.negf %in : f32
      %96 = math.exp %95 : f32
      %97 = arith.addf %96, %cst_0 : f32
      %98 = arith.divf %cst_0, %97 : f32
      linalg.yield %98 : f32
    } -> tensor<128x64xf32>
    %8 = tensor.empty() : tensor<128x64xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%5, %7 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%8 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %95 = arith.mulf %in, %in_25 : f32
      linalg.yield %95 : f32
    } -> tensor<128x64xf32>
    %transposed_5 = linalg.transpose ins(%arg5 : tensor<64x32xf32>) outs(%0 : tensor<32x64xf32>) permutation = [1, 0] 
    %10 = linalg.matmul ins(%collapsed, %transposed_5 : tensor<128x32xf32>, tensor<32x64xf32>) outs(%4 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%9, %10 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%2 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %95 = arith.mulf %in, %in_25 : f32
      linalg.yield %95 : f32
    } -> tensor<128x64xf32>
    %12 = tensor.empty() : tensor<64x32xf32>
    %transposed_6 = linalg.transpose ins(%arg6 : tensor<32x64xf32>) outs(%12 : tensor<64x32xf32>) permutation = [1, 0] 
    %13 = tensor.empty() : tensor<128x32xf32>
    %14 = tensor.empty() : tensor<128x32xf32>
    %15 = linalg.fill ins(%cst : f32) outs(%14 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %16 = linalg.matmul ins(%11, %transposed_6 : tensor<128x64xf32>, tensor<64x32xf32>) outs(%15 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %17 = tensor.empty() : tensor<32x4xf32>
    %transposed_7 = linalg.transpose ins(%arg1 : tensor<4x32xf32>) outs(%17 : tensor<32x4xf32>) permutation = [1, 0] 
    %18 = tensor.empty() : tensor<128x4xf32>
    %19 = tensor.empty() : tensor<128x4xf32>
    %20 = linalg.fill ins(%cst : f32) outs(%19 : tensor<128x4xf32>) -> tensor<128x4xf32>
    %21 = linalg.matmul ins(%collapsed, %transposed_7 : tensor<128x32xf32>, tensor<32x4xf32>) outs(%20 : tensor<128x4xf32>) -> tensor<128x4xf32>
    %22 = tensor.empty() : tensor<128xi64>
    %23 = tensor.empty() : tensor<128xi64>
    %24 = linalg.fill ins(%c0_i64 : i64) outs(%23 : tensor<128xi64>) -> tensor<128xi64>
    %25 = tensor.empty() : tensor<128xf32>
    %26 = linalg.fill ins(%cst_1 : f32) outs(%25 : tensor<128xf32>) -> tensor<128xf32>
    %27:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "reduction"]} ins(%21 : tensor<128x4xf32>) outs(%26, %24 : tensor<128xf32>, tensor<128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_25: i64):
      %95 = linalg.index 1 : index
      %96 = arith.index_cast %95 : index to i64
      %97 = arith.maximumf %in, %out : f32
      %98 = arith.cmpf ogt, %in, %out : f32
      %99 = arith.select %98, %96, %out_25 : i64
      linalg.yield %97, %99 : f32, i64
    } -> (tensor<128xf32>, tensor<128xi64>)
    %expanded = tensor.expand_shape %27#0 [[0, 1]] output_shape [128, 1] : tensor<128xf32> into tensor<128x1xf32>
    %28 = tensor.empty() : tensor<128x4xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%21, %expanded : tensor<128x4xf32>, tensor<128x1xf32>) outs(%28 : tensor<128x4xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %95 = arith.subf %in, %in_25 : f32
      linalg.yield %95 : f32
    } -> tensor<128x4xf32>
    %30 = tensor.empty() : tensor<128x4xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%29 : tensor<128x4xf32>) outs(%30 : tensor<128x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = math.exp %in : f32
      linalg.yield %95 : f32
    } -> tensor<128x4xf32>
    %32 = tensor.empty() : tensor<128x1xf32>
    %33 = tensor.empty() : tensor<128x1xf32>
    %34 = linalg.fill ins(%cst : f32) outs(%33 : tensor<128x1xf32>) -> tensor<128x1xf32>
    %35 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%31 : tensor<128x4xf32>) outs(%34 : tensor<128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = arith.addf %in, %out : f32
      linalg.yield %95 : f32
    } -> tensor<128x1xf32>
    %36 = tensor.empty() : tensor<128x4xf32>
    %37 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%31, %35 : tensor<128x4xf32>, tensor<128x1xf32>) outs(%36 : tensor<128x4xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %95 = arith.divf %in, %in_25 : f32
      linalg.yield %95 : f32
    } -> tensor<128x4xf32>
    %38 = tensor.empty() : tensor<4xi64>
    %39 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%38 : tensor<4xi64>) {
    ^bb0(%out: i64):
      %95 = linalg.index 0 : index
      %96 = arith.index_cast %95 : index to i64
      linalg.yield %96 : i64
    } -> tensor<4xi64>
    %40 = tensor.empty() : tensor<128x4xi64>
    %41 = tensor.empty() : tensor<128x4xi64>
    %42 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel"]} ins(%39 : tensor<4xi64>) outs(%41 : tensor<128x4xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<128x4xi64>
    %43:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "reduction"]} ins(%37 : tensor<128x4xf32>) outs(%26, %24 : tensor<128xf32>, tensor<128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_25: i64):
      %95 = linalg.index 1 : index
      %96 = arith.index_cast %95 : index to i64
      %97 = arith.maximumf %in, %out : f32
      %98 = arith.cmpf ogt, %in, %out : f32
      %99 = arith.select %98, %96, %out_25 : i64
      linalg.yield %97, %99 : f32, i64
    } -> (tensor<128xf32>, tensor<128xi64>)
    %expanded_8 = tensor.expand_shape %43#0 [[0, 1]] output_shape [128, 1] : tensor<128xf32> into tensor<128x1xf32>
    %44 = tensor.empty() : tensor<128x4xi1>
    %45 = tensor.empty() : tensor<128x4xi1>
    %46 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%37, %expanded_8 : tensor<128x4xf32>, tensor<128x1xf32>) outs(%45 : tensor<128x4xi1>) {
    ^bb0(%in: f32, %in_25: f32, %out: i1):
      %95 = arith.cmpf oeq, %in, %in_25 : f32
      linalg.yield %95 : i1
    } -> tensor<128x4xi1>
    %47 = tensor.empty() : tensor<128x4xi1>
    %48 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_3 : tensor<128x4xi1>) outs(%47 : tensor<128x4xi1>) {
    ^bb0(%in: i1, %out: i1):
      %95 = arith.xori %in, %true : i1
      linalg.yield %95 : i1
    } -> tensor<128x4xi1>
    %49 = tensor.empty() : tensor<128x4xi1>
    %50 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%46, %48 : tensor<128x4xi1>, tensor<128x4xi1>) outs(%49 : tensor<128x4xi1>) {
    ^bb0(%in: i1, %in_25: i1, %out: i1):
      %95 = arith.andi %in, %in_25 : i1
      linalg.yield %95 : i1
    } -> tensor<128x4xi1>
    %51 = tensor.empty() : tensor<128x4xi64>
    %52 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%50, %42, %cst_4 : tensor<128x4xi1>, tensor<128x4xi64>, tensor<128x4xi64>) outs(%51 : tensor<128x4xi64>) {
    ^bb0(%in: i1, %in_25: i64, %in_26: i64, %out: i64):
      %95 = arith.select %in, %in_25, %in_26 : i64
      linalg.yield %95 : i64
    } -> tensor<128x4xi64>
    %53 = linalg.fill ins(%c9223372036854775807_i64 : i64) outs(%22 : tensor<128xi64>) -> tensor<128xi64>
    %54:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "reduction"]} ins(%52 : tensor<128x4xi64>) outs(%53, %24 : tensor<128xi64>, tensor<128xi64>) {
    ^bb0(%in: i64, %out: i64, %out_25: i64):
      %95 = linalg.index 1 : index
      %96 = arith.index_cast %95 : index to i64
      %97 = arith.minsi %in, %out : i64
      %98 = arith.cmpi slt, %in, %out : i64
      %99 = arith.select %98, %96, %out_25 : i64
      linalg.yield %97, %99 : i64, i64
    } -> (tensor<128xi64>, tensor<128xi64>)
    %expanded_9 = tensor.expand_shape %54#0 [[0, 1]] output_shape [128, 1] : tensor<128xi64> into tensor<128x1xi64>
    %55 = tensor.empty() : tensor<128x4xi1>
    %56 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%42, %expanded_9 : tensor<128x4xi64>, tensor<128x1xi64>) outs(%55 : tensor<128x4xi1>) {
    ^bb0(%in: i64, %in_25: i64, %out: i1):
      %95 = arith.cmpi eq, %in, %in_25 : i64
      linalg.yield %95 : i1
    } -> tensor<128x4xi1>
    %57 = tensor.empty() : tensor<128x4xi1>
    %58 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_3, %56 : tensor<128x4xi1>, tensor<128x4xi1>) outs(%57 : tensor<128x4xi1>) {
    ^bb0(%in: i1, %in_25: i1, %out: i1):
      %95 = arith.ori %in, %in_25 : i1
      linalg.yield %95 : i1
    } -> tensor<128x4xi1>
    %59 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%58, %cst_2, %37 : tensor<128x4xi1>, tensor<128x4xf32>, tensor<128x4xf32>) outs(%18 : tensor<128x4xf32>) {
    ^bb0(%in: i1, %in_25: f32, %in_26: f32, %out: f32):
      %95 = arith.select %in, %in_25, %in_26 : f32
      linalg.yield %95 : f32
    } -> tensor<128x4xf32>
    %60:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "reduction"]} ins(%59 : tensor<128x4xf32>) outs(%26, %24 : tensor<128xf32>, tensor<128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_25: i64):
      %95 = linalg.index 1 : index
      %96 = arith.index_cast %95 : index to i64
      %97 = arith.maximumf %in, %out : f32
      %98 = arith.cmpf ogt, %in, %out : f32
      %99 = arith.select %98, %96, %out_25 : i64
      linalg.yield %97, %99 : f32, i64
    } -> (tensor<128xf32>, tensor<128xi64>)
    %expanded_10 = tensor.expand_shape %60#0 [[0, 1]] output_shape [128, 1] : tensor<128xf32> into tensor<128x1xf32>
    %61 = tensor.empty() : tensor<128x4xi1>
    %62 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%59, %expanded_10 : tensor<128x4xf32>, tensor<128x1xf32>) outs(%61 : tensor<128x4xi1>) {
    ^bb0(%in: f32, %in_25: f32, %out: i1):
      %95 = arith.cmpf oeq, %in, %in_25 : f32
      linalg.yield %95 : i1
    } -> tensor<128x4xi1>
    %63 = tensor.empty() : tensor<128x4xi1>
    %64 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%58 : tensor<128x4xi1>) outs(%63 : tensor<128x4xi1>) {
    ^bb0(%in: i1, %out: i1):
      %95 = arith.xori %in, %true : i1
      linalg.yield %95 : i1
    } -> tensor<128x4xi1>
    %65 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%62, %64 : tensor<128x4xi1>, tensor<128x4xi1>) outs(%44 : tensor<128x4xi1>) {
    ^bb0(%in: i1, %in_25: i1, %out: i1):
      %95 = arith.andi %in, %in_25 : i1
      linalg.yield %95 : i1
    } -> tensor<128x4xi1>
    %66 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%65, %42, %cst_4 : tensor<128x4xi1>, tensor<128x4xi64>, tensor<128x4xi64>) outs(%40 : tensor<128x4xi64>) {
    ^bb0(%in: i1, %in_25: i64, %in_26: i64, %out: i64):
      %95 = arith.select %in, %in_25, %in_26 : i64
      linalg.yield %95 : i64
    } -> tensor<128x4xi64>
    %67:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "reduction"]} ins(%66 : tensor<128x4xi64>) outs(%53, %24 : tensor<128xi64>, tensor<128xi64>) {
    ^bb0(%in: i64, %out: i64, %out_25: i64):
      %95 = linalg.index 1 : index
      %96 = arith.index_cast %95 : index to i64
      %97 = arith.minsi %in, %out : i64
      %98 = arith.cmpi slt, %in, %out : i64
      %99 = arith.select %98, %96, %out_25 : i64
      linalg.yield %97, %99 : i64, i64
    } -> (tensor<128xi64>, tensor<128xi64>)
    %expanded_11 = tensor.expand_shape %67#0 [[0, 1]] output_shape [128, 1] : tensor<128xi64> into tensor<128x1xi64>
    %concat = tensor.concat dim(1) %expanded_8, %expanded_10 : (tensor<128x1xf32>, tensor<128x1xf32>) -> tensor<128x2xf32>
    %concat_12 = tensor.concat dim(1) %expanded_9, %expanded_11 : (tensor<128x1xi64>, tensor<128x1xi64>) -> tensor<128x2xi64>
    %68 = tensor.empty() : tensor<128x2x32xf32>
    %69 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed : tensor<128x32xf32>) outs(%68 : tensor<128x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x2x32xf32>
    %collapsed_13 = tensor.collapse_shape %69 [[0, 1], [2]] : tensor<128x2x32xf32> into tensor<256x32xf32>
    %collapsed_14 = tensor.collapse_shape %concat [[0, 1]] : tensor<128x2xf32> into tensor<256xf32>
    %collapsed_15 = tensor.collapse_shape %concat_12 [[0, 1]] : tensor<128x2xi64> into tensor<256xi64>
    %70 = tensor.empty() : tensor<256x64x32xf32>
    %71 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_15 : tensor<256xi64>) outs(%70 : tensor<256x64x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %95 = arith.cmpi slt, %in, %c0_i64 : i64
      %96 = arith.addi %in, %c4_i64 : i64
      %97 = arith.select %95, %96, %in : i64
      %98 = arith.index_cast %97 : i64 to index
      %99 = linalg.index 1 : index
      %100 = linalg.index 2 : index
      %extracted = tensor.extract %arg2[%98, %99, %100] : tensor<4x64x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<256x64x32xf32>
    %expanded_16 = tensor.expand_shape %collapsed_13 [[0], [1, 2]] output_shape [256, 32, 1] : tensor<256x32xf32> into tensor<256x32x1xf32>
    %72 = tensor.empty() : tensor<256x64x1xf32>
    %73 = linalg.fill ins(%cst : f32) outs(%72 : tensor<256x64x1xf32>) -> tensor<256x64x1xf32>
    %74 = linalg.batch_matmul ins(%71, %expanded_16 : tensor<256x64x32xf32>, tensor<256x32x1xf32>) outs(%73 : tensor<256x64x1xf32>) -> tensor<256x64x1xf32>
    %collapsed_17 = tensor.collapse_shape %74 [[0], [1, 2]] : tensor<256x64x1xf32> into tensor<256x64xf32>
    %extracted_slice = tensor.extract_slice %collapsed_17[0, 0] [256, 32] [1, 1] : tensor<256x64xf32> to tensor<256x32xf32>
    %extracted_slice_18 = tensor.extract_slice %collapsed_17[0, 32] [256, 32] [1, 1] : tensor<256x64xf32> to tensor<256x32xf32>
    %75 = tensor.empty() : tensor<256x32xf32>
    %76 = tensor.empty() : tensor<256x32xf32>
    %77 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice : tensor<256x32xf32>) outs(%76 : tensor<256x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = arith.negf %in : f32
      %96 = math.exp %95 : f32
      %97 = arith.addf %96, %cst_0 : f32
      %98 = arith.divf %cst_0, %97 : f32
      linalg.yield %98 : f32
    } -> tensor<256x32xf32>
    %78 = tensor.empty() : tensor<256x32xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice, %77 : tensor<256x32xf32>, tensor<256x32xf32>) outs(%78 : tensor<256x32xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %95 = arith.mulf %in, %in_25 : f32
      linalg.yield %95 : f32
    } -> tensor<256x32xf32>
    %80 = tensor.empty() : tensor<256x32xf32>
    %81 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%79, %extracted_slice_18 : tensor<256x32xf32>, tensor<256x32xf32>) outs(%80 : tensor<256x32xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %95 = arith.mulf %in, %in_25 : f32
      linalg.yield %95 : f32
    } -> tensor<256x32xf32>
    %82 = tensor.empty() : tensor<256x32x32xf32>
    %83 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_15 : tensor<256xi64>) outs(%82 : tensor<256x32x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %95 = arith.cmpi slt, %in, %c0_i64 : i64
      %96 = arith.addi %in, %c4_i64 : i64
      %97 = arith.select %95, %96, %in : i64
      %98 = arith.index_cast %97 : i64 to index
      %99 = linalg.index 1 : index
      %100 = linalg.index 2 : index
      %extracted = tensor.extract %arg3[%98, %99, %100] : tensor<4x32x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<256x32x32xf32>
    %expanded_19 = tensor.expand_shape %81 [[0], [1, 2]] output_shape [256, 32, 1] : tensor<256x32xf32> into tensor<256x32x1xf32>
    %84 = tensor.empty() : tensor<256x32x1xf32>
    %85 = linalg.fill ins(%cst : f32) outs(%84 : tensor<256x32x1xf32>) -> tensor<256x32x1xf32>
    %86 = linalg.batch_matmul ins(%83, %expanded_19 : tensor<256x32x32xf32>, tensor<256x32x1xf32>) outs(%85 : tensor<256x32x1xf32>) -> tensor<256x32x1xf32>
    %collapsed_20 = tensor.collapse_shape %86 [[0], [1, 2]] : tensor<256x32x1xf32> into tensor<256x32xf32>
    %expanded_21 = tensor.expand_shape %collapsed_14 [[0, 1]] output_shape [256, 1] : tensor<256xf32> into tensor<256x1xf32>
    %87 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_20, %expanded_21 : tensor<256x32xf32>, tensor<256x1xf32>) outs(%75 : tensor<256x32xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %95 = arith.mulf %in, %in_25 : f32
      linalg.yield %95 : f32
    } -> tensor<256x32xf32>
    %expanded_22 = tensor.expand_shape %87 [[0, 1], [2]] output_shape [128, 2, 32] : tensor<256x32xf32> into tensor<128x2x32xf32>
    %88 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "reduction", "parallel"]} ins(%expanded_22 : tensor<128x2x32xf32>) outs(%15 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = arith.addf %in, %out : f32
      linalg.yield %95 : f32
    } -> tensor<128x32xf32>
    %89 = tensor.empty() : tensor<32x1xf32>
    %transposed_23 = linalg.transpose ins(%arg7 : tensor<1x32xf32>) outs(%89 : tensor<32x1xf32>) permutation = [1, 0] 
    %90 = linalg.matmul ins(%collapsed, %transposed_23 : tensor<128x32xf32>, tensor<32x1xf32>) outs(%34 : tensor<128x1xf32>) -> tensor<128x1xf32>
    %91 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%90 : tensor<128x1xf32>) outs(%32 : tensor<128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = arith.negf %in : f32
      %96 = math.exp %95 : f32
      %97 = arith.addf %96, %cst_0 : f32
      %98 = arith.divf %cst_0, %97 : f32
      linalg.yield %98 : f32
    } -> tensor<128x1xf32>
    %92 = tensor.empty() : tensor<128x32xf32>
    %93 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%91, %16 : tensor<128x1xf32>, tensor<128x32xf32>) outs(%92 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %95 = arith.mulf %in, %in_25 : f32
      linalg.yield %95 : f32
    } -> tensor<128x32xf32>
    %94 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%88, %93 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%13 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %95 = arith.addf %in, %in_25 : f32
      linalg.yield %95 : f32
    } -> tensor<128x32xf32>
    %expanded_24 = tensor.expand_shape %94 [[0, 1], [2]] output_shape [8, 16, 32] : tensor<128x32xf32> into tensor<8x16x32xf32>
    return %expanded_24 : tensor<8x16x32xf32>
  }
}

