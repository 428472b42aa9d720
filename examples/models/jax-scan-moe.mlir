// Model zoo: jax-scan-moe, exported by examples/models/regenerate.sh (zoo.py); random weights.
// Arguments: the inputs, then every parameter/buffer (cleave.name = its name). {"inputs": ["x"], "parameters": 9}
#map = affine_map<() -> ()>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1, d2) -> ()>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map5 = affine_map<(d0, d1, d2) -> (d2)>
#map6 = affine_map<(d0, d1, d2) -> (0, 0, d2)>
#map7 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>
#map8 = affine_map<(d0, d1, d2, d3, d4) -> (d4, d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#map10 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>
#map11 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d1, d4)>
#map12 = affine_map<(d0, d1, d2, d3) -> ()>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map16 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d1, d2)>
#map17 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map18 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>
#map19 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>
#map20 = affine_map<(d0, d1, d2, d3, d4) -> (d4, d3, d2)>
#map21 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
#map22 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map23 = affine_map<(d0, d1, d2, d3) -> (d3, d2)>
#map24 = affine_map<(d0, d1) -> ()>
#map25 = affine_map<(d0, d1) -> (d0, d1)>
#map26 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>
#map27 = affine_map<(d0, d1, d2, d3, d4) -> (d2, d4, d3)>
#map28 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d1)>
#map29 = affine_map<(d0, d1, d2, d3, d4) -> (d2, d3, d0, d4)>
#map30 = affine_map<(d0, d1, d2, d3) -> (d2, d3, d0, d1)>
#map31 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
module {
  cleave.mesh @mesh = <["data"=2, "model"=2]>
  func.func public @forward(%arg0: tensor<8x16x32xf32> {cleave.name = "x", cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}, {}]>}, %arg1: tensor<4x32xf32> {cleave.name = "norm1", cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>}, %arg2: tensor<4x32xf32> {cleave.name = "norm2", cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>}, %arg3: tensor<4x32x4xf32> {cleave.name = "router", cleave.sharding = #cleave.sharding<@mesh, [{}, {}, {}]>}, %arg4: tensor<4x4x32x64xf32> {cleave.name = "w_in", cleave.sharding = #cleave.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg5: tensor<4x4x64x32xf32> {cleave.name = "w_out", cleave.sharding = #cleave.sharding<@mesh, [{}, {}, {"model"}, {}]>}, %arg6: tensor<4x32x4x8xf32> {cleave.name = "wk", cleave.sharding = #cleave.sharding<@mesh, [{}, {}, {"model"}, {}]>}, %arg7: tensor<4x4x8x32xf32> {cleave.name = "wo", cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}, {}, {}]>}, %arg8: tensor<4x32x4x8xf32> {cleave.name = "wq", cleave.sharding = #cleave.sharding<@mesh, [{}, {}, {"model"}, {}]>}, %arg9: tensor<4x32x4x8xf32> {cleave.name = "wv", cleave.sharding = #cleave.sharding<@mesh, [{}, {}, {"model"}, {}]>}) -> (tensor<8x16x32xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}, {}]>}) {
    %c1_i32 = arith.constant 1 : i32
    %cst = arith.constant dense<0> : tensor<i32>
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    %0:2 = scf.for %arg10 = %c0 to %c4 step %c1 iter_args(%arg11 = %cst, %arg12 = %arg0) -> (tensor<i32>, tensor<8x16x32xf32>) {
      %1 = func.call @dynamic_index_in_dim(%arg1, %arg11) : (tensor<4x32xf32>, tensor<i32>) -> tensor<32xf32>
      %2 = func.call @dynamic_index_in_dim(%arg2, %arg11) : (tensor<4x32xf32>, tensor<i32>) -> tensor<32xf32>
      %3 = func.call @dynamic_index_in_dim_0(%arg3, %arg11) : (tensor<4x32x4xf32>, tensor<i32>) -> tensor<32x4xf32>
      %4 = func.call @dynamic_index_in_dim_1(%arg4, %arg11) : (tensor<4x4x32x64xf32>, tensor<i32>) -> tensor<4x32x64xf32>
      %5 = func.call @dynamic_index_in_dim_2(%arg5, %arg11) : (tensor<4x4x64x32xf32>, tensor<i32>) -> tensor<4x64x32xf32>
      %6 = func.call @dynamic_index_in_dim_3(%arg6, %arg11) : (tensor<4x32x4x8xf32>, tensor<i32>) -> tensor<32x4x8xf32>
      %7 = func.call @dynamic_index_in_dim_4(%arg7, %arg11) : (tensor<4x4x8x32xf32>, tensor<i32>) -> tensor<4x8x32xf32>
      %8 = func.call @dynamic_index_in_dim_3(%arg8, %arg11) : (tensor<4x32x4x8xf32>, tensor<i32>) -> tensor<32x4x8xf32>
      %9 = func.call @dynamic_index_in_dim_3(%arg9, %arg11) : (tensor<4x32x4x8xf32>, tensor<i32>) -> tensor<32x4x8xf32>
      %10 = func.call @closed_call(%arg12, %1, %2, %3, %4, %5, %6, %7, %8, %9) : (tensor<8x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x4xf32>, tensor<4x32x64xf32>, tensor<4x64x32xf32>, tensor<32x4x8xf32>, tensor<4x8x32xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>) -> tensor<8x16x32xf32>
      %11 = tensor.empty() : tensor<i32>
      %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%arg11 : tensor<i32>) outs(%11 : tensor<i32>) {
      ^bb0(%in: i32, %out: i32):
        %13 = arith.addi %in, %c1_i32 : i32
        linalg.yield %13 : i32
      } -> tensor<i32>
      scf.yield %12, %10 : tensor<i32>, tensor<8x16x32xf32>
    }
    return %0#1 : tensor<8x16x32xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<4x32xf32>, %arg1: tensor<i32>) -> tensor<32xf32> {
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %extracted = tensor.extract %arg1[] : tensor<i32>
    %0 = arith.index_cast %extracted : i32 to index
    %1 = arith.maxsi %0, %c0 : index
    %2 = arith.minsi %1, %c3 : index
    %extracted_slice = tensor.extract_slice %arg0[%2, 0] [1, 32] [1, 1] : tensor<4x32xf32> to tensor<1x32xf32>
    %collapsed = tensor.collapse_shape %extracted_slice [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    return %collapsed : tensor<32xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<4x32x4xf32>, %arg1: tensor<i32>) -> tensor<32x4xf32> {
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %extracted = tensor.extract %arg1[] : tensor<i32>
    %0 = arith.index_cast %extracted : i32 to index
    %1 = arith.maxsi %0, %c0 : index
    %2 = arith.minsi %1, %c3 : index
    %extracted_slice = tensor.extract_slice %arg0[%2, 0, 0] [1, 32, 4] [1, 1, 1] : tensor<4x32x4xf32> to tensor<1x32x4xf32>
    %collapsed = tensor.collapse_shape %extracted_slice [[0, 1], [2]] : tensor<1x32x4xf32> into tensor<32x4xf32>
    return %collapsed : tensor<32x4xf32>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<4x4x32x64xf32>, %arg1: tensor<i32>) -> tensor<4x32x64xf32> {
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %extracted = tensor.extract %arg1[] : tensor<i32>
    %0 = arith.index_cast %extracted : i32 to index
    %1 = arith.maxsi %0, %c0 : index
    %2 = arith.minsi %1, %c3 : index
    %extracted_slice = tensor.extract_slice %arg0[%2, 0, 0, 0] [1, 4, 32, 64] [1, 1, 1, 1] : tensor<4x4x32x64xf32> to tensor<1x4x32x64xf32>
    %collapsed = tensor.collapse_shape %extracted_slice [[0, 1], [2], [3]] : tensor<1x4x32x64xf32> into tensor<4x32x64xf32>
    return %collapsed : tensor<4x32x64xf32>
  }
  func.func private @dynamic_index_in_dim_2(%arg0: tensor<4x4x64x32xf32>, %arg1: tensor<i32>) -> tensor<4x64x32xf32> {
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %extracted = tensor.extract %arg1[] : tensor<i32>
    %0 = arith.index_cast %extracted : i32 to index
    %1 = arith.maxsi %0, %c0 : index
    %2 = arith.minsi %1, %c3 : index
    %extracted_slice = tensor.extract_slice %arg0[%2, 0, 0, 0] [1, 4, 64, 32] [1, 1, 1, 1] : tensor<4x4x64x32xf32> to tensor<1x4x64x32xf32>
    %collapsed = tensor.collapse_shape %extracted_slice [[0, 1], [2], [3]] : tensor<1x4x64x32xf32> into tensor<4x64x32xf32>
    return %collapsed : tensor<4x64x32xf32>
  }
  func.func private @dynamic_index_in_dim_3(%arg0: tensor<4x32x4x8xf32>, %arg1: tensor<i32>) -> tensor<32x4x8xf32> {
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %extracted = tensor.extract %arg1[] : tensor<i32>
    %0 = arith.index_cast %extracted : i32 to index
    %1 = arith.maxsi %0, %c0 : index
    %2 = arith.minsi %1, %c3 : index
    %extracted_slice = tensor.extract_slice %arg0[%2, 0, 0, 0] [1, 32, 4, 8] [1, 1, 1, 1] : tensor<4x32x4x8xf32> to tensor<1x32x4x8xf32>
    %collapsed = tensor.collapse_shape %extracted_slice [[0, 1], [2], [3]] : tensor<1x32x4x8xf32> into tensor<32x4x8xf32>
    return %collapsed : tensor<32x4x8xf32>
  }
  func.func private @dynamic_index_in_dim_4(%arg0: tensor<4x4x8x32xf32>, %arg1: tensor<i32>) -> tensor<4x8x32xf32> {
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %extracted = tensor.extract %arg1[] : tensor<i32>
    %0 = arith.index_cast %extracted : i32 to index
    %1 = arith.maxsi %0, %c0 : index
    %2 = arith.minsi %1, %c3 : index
    %extracted_slice = tensor.extract_slice %arg0[%2, 0, 0, 0] [1, 4, 8, 32] [1, 1, 1, 1] : tensor<4x4x8x32xf32> to tensor<1x4x8x32xf32>
    %collapsed = tensor.collapse_shape %extracted_slice [[0, 1], [2], [3]] : tensor<1x4x8x32xf32> into tensor<4x8x32xf32>
    return %collapsed : tensor<4x8x32xf32>
  }
  func.func private @closed_call(%arg0: tensor<8x16x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32x4xf32>, %arg4: tensor<4x32x64xf32>, %arg5: tensor<4x64x32xf32>, %arg6: tensor<32x4x8xf32>, %arg7: tensor<4x8x32xf32>, %arg8: tensor<32x4x8xf32>, %arg9: tensor<32x4x8xf32>) -> tensor<8x16x32xf32> {
    %cst = arith.constant 1.12837911 : f32
    %cst_0 = arith.constant -0.37612626 : f32
    %cst_1 = arith.constant 0.112835854 : f32
    %cst_2 = arith.constant -0.0268538129 : f32
    %cst_3 = arith.constant 0.00518832775 : f32
    %cst_4 = arith.constant -8.0101937E-4 : f32
    %cst_5 = arith.constant 7.85386146E-5 : f32
    %cst_6 = arith.constant -88.7228394 : f32
    %cst_7 = arith.constant 0.564189494 : f32
    %cst_8 = arith.constant -0.282076746 : f32
    %cst_9 = arith.constant 0.42184633 : f32
    %cst_10 = arith.constant -1.01526523 : f32
    %cst_11 = arith.constant 2.92101908 : f32
    %cst_12 = arith.constant -7.49551868 : f32
    %cst_13 = arith.constant 1.297720e+01 : f32
    %cst_14 = arith.constant -10.477664 : f32
    %cst_15 = arith.constant 0.563825965 : f32
    %cst_16 = arith.constant -0.274112701 : f32
    %cst_17 = arith.constant 3.404880e-01 : f32
    %cst_18 = arith.constant -0.494451523 : f32
    %cst_19 = arith.constant 0.621000468 : f32
    %cst_20 = arith.constant -0.582473278 : f32
    %cst_21 = arith.constant 0.368742466 : f32
    %cst_22 = arith.constant -0.138703942 : f32
    %cst_23 = arith.constant 2.326820e-02 : f32
    %cst_24 = arith.constant 2.000000e+00 : f32
    %cst_25 = arith.constant 1.000000e+00 : f32
    %cst_26 = arith.constant dense<0.707106769> : tensor<f32>
    %cst_27 = arith.constant dense<5.000000e-01> : tensor<f32>
    %cst_28 = arith.constant 0xFF800000 : f32
    %cst_29 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_30 = arith.constant dense<0.353553385> : tensor<f32>
    %cst_31 = arith.constant dense<9.99999997E-7> : tensor<f32>
    %cst_32 = arith.constant dense<3.200000e+01> : tensor<f32>
    %cst_33 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<8x16x32xf32>
    %1 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg0 : tensor<8x16x32xf32>, tensor<8x16x32xf32>) outs(%0 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %287 = arith.mulf %in, %in_34 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x32xf32>
    %2 = tensor.empty() : tensor<8x16xf32>
    %3 = linalg.fill ins(%cst_33 : f32) outs(%2 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %4 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<8x16x32xf32>) outs(%3 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.addf %out, %in : f32
      linalg.yield %287 : f32
    } -> tensor<8x16xf32>
    %5 = tensor.empty() : tensor<8x16x1xf32>
    %6 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<8x16xf32>) outs(%5 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x1xf32>
    %7 = tensor.empty() : tensor<8x16x1xf32>
    %8 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_32 : tensor<f32>) outs(%7 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x1xf32>
    %9 = tensor.empty() : tensor<8x16x1xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %8 : tensor<8x16x1xf32>, tensor<8x16x1xf32>) outs(%9 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %287 = arith.divf %in, %in_34 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x1xf32>
    %11 = tensor.empty() : tensor<8x16x1xf32>
    %12 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_31 : tensor<f32>) outs(%11 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x1xf32>
    %13 = tensor.empty() : tensor<8x16x1xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %12 : tensor<8x16x1xf32>, tensor<8x16x1xf32>) outs(%13 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %287 = arith.addf %in, %in_34 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x1xf32>
    %15 = tensor.empty() : tensor<8x16x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<8x16x1xf32>) outs(%15 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = math.rsqrt %in : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x1xf32>
    %17 = tensor.empty() : tensor<8x16x32xf32>
    %18 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<8x16x1xf32>) outs(%17 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x32xf32>
    %19 = tensor.empty() : tensor<8x16x32xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %18 : tensor<8x16x32xf32>, tensor<8x16x32xf32>) outs(%19 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %287 = arith.mulf %in, %in_34 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x32xf32>
    %21 = tensor.empty() : tensor<1x1x32xf32>
    %22 = linalg.generic {indexing_maps = [#map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<32xf32>) outs(%21 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1x32xf32>
    %23 = tensor.empty() : tensor<8x16x32xf32>
    %24 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<1x1x32xf32>) outs(%23 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x32xf32>
    %25 = tensor.empty() : tensor<8x16x32xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %24 : tensor<8x16x32xf32>, tensor<8x16x32xf32>) outs(%25 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %287 = arith.mulf %in, %in_34 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x32xf32>
    %27 = tensor.empty() : tensor<8x16x4x8xf32>
    %28 = linalg.fill ins(%cst_33 : f32) outs(%27 : tensor<8x16x4x8xf32>) -> tensor<8x16x4x8xf32>
    %29 = linalg.generic {indexing_maps = [#map7, #map8, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%26, %arg8 : tensor<8x16x32xf32>, tensor<32x4x8xf32>) outs(%28 : tensor<8x16x4x8xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %287 = arith.mulf %in, %in_34 : f32
      %288 = arith.addf %out, %287 : f32
      linalg.yield %288 : f32
    } -> tensor<8x16x4x8xf32>
    %30 = tensor.empty() : tensor<8x16x4x8xf32>
    %31 = linalg.fill ins(%cst_33 : f32) outs(%30 : tensor<8x16x4x8xf32>) -> tensor<8x16x4x8xf32>
    %32 = linalg.generic {indexing_maps = [#map7, #map8, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%26, %arg6 : tensor<8x16x32xf32>, tensor<32x4x8xf32>) outs(%31 : tensor<8x16x4x8xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %287 = arith.mulf %in, %in_34 : f32
      %288 = arith.addf %out, %287 : f32
      linalg.yield %288 : f32
    } -> tensor<8x16x4x8xf32>
    %33 = tensor.empty() : tensor<8x16x4x8xf32>
    %34 = linalg.fill ins(%cst_33 : f32) outs(%33 : tensor<8x16x4x8xf32>) -> tensor<8x16x4x8xf32>
    %35 = linalg.generic {indexing_maps = [#map7, #map8, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%26, %arg9 : tensor<8x16x32xf32>, tensor<32x4x8xf32>) outs(%34 : tensor<8x16x4x8xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %287 = arith.mulf %in, %in_34 : f32
      %288 = arith.addf %out, %287 : f32
      linalg.yield %288 : f32
    } -> tensor<8x16x4x8xf32>
    %36 = tensor.empty() : tensor<8x4x16x16xf32>
    %37 = linalg.fill ins(%cst_33 : f32) outs(%36 : tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %38 = linalg.generic {indexing_maps = [#map10, #map11, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%29, %32 : tensor<8x16x4x8xf32>, tensor<8x16x4x8xf32>) outs(%37 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %287 = arith.mulf %in, %in_34 : f32
      %288 = arith.addf %out, %287 : f32
      linalg.yield %288 : f32
    } -> tensor<8x4x16x16xf32>
    %39 = tensor.empty() : tensor<8x4x16x16xf32>
    %40 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_30 : tensor<f32>) outs(%39 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %41 = tensor.empty() : tensor<8x4x16x16xf32>
    %42 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %40 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%41 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %287 = arith.mulf %in, %in_34 : f32
      linalg.yield %287 : f32
    } -> tensor<8x4x16x16xf32>
    %43 = tensor.empty() : tensor<8x4x16xf32>
    %44 = linalg.fill ins(%cst_28 : f32) outs(%43 : tensor<8x4x16xf32>) -> tensor<8x4x16xf32>
    %45 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%42 : tensor<8x4x16x16xf32>) outs(%44 : tensor<8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.maximumf %out, %in : f32
      linalg.yield %287 : f32
    } -> tensor<8x4x16xf32>
    %46 = tensor.empty() : tensor<8x4x16xf32>
    %47 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_29 : tensor<f32>) outs(%46 : tensor<8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16xf32>
    %48 = tensor.empty() : tensor<8x4x16xf32>
    %49 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%47, %45 : tensor<8x4x16xf32>, tensor<8x4x16xf32>) outs(%48 : tensor<8x4x16xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %287 = arith.maximumf %in, %in_34 : f32
      linalg.yield %287 : f32
    } -> tensor<8x4x16xf32>
    %50 = tensor.empty() : tensor<8x4x16x1xf32>
    %51 = linalg.generic {indexing_maps = [#map14, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49 : tensor<8x4x16xf32>) outs(%50 : tensor<8x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x1xf32>
    %52 = tensor.empty() : tensor<8x4x16x16xf32>
    %53 = linalg.generic {indexing_maps = [#map15, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51 : tensor<8x4x16x1xf32>) outs(%52 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %54 = tensor.empty() : tensor<8x4x16x16xf32>
    %55 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42, %53 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%54 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %287 = arith.subf %in, %in_34 : f32
      linalg.yield %287 : f32
    } -> tensor<8x4x16x16xf32>
    %56 = tensor.empty() : tensor<8x4x16x16xf32>
    %57 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55 : tensor<8x4x16x16xf32>) outs(%56 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = math.exp %in : f32
      linalg.yield %287 : f32
    } -> tensor<8x4x16x16xf32>
    %58 = tensor.empty() : tensor<8x4x16xf32>
    %59 = linalg.fill ins(%cst_33 : f32) outs(%58 : tensor<8x4x16xf32>) -> tensor<8x4x16xf32>
    %60 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%57 : tensor<8x4x16x16xf32>) outs(%59 : tensor<8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.addf %out, %in : f32
      linalg.yield %287 : f32
    } -> tensor<8x4x16xf32>
    %61 = tensor.empty() : tensor<8x4x16x1xf32>
    %62 = linalg.generic {indexing_maps = [#map14, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60 : tensor<8x4x16xf32>) outs(%61 : tensor<8x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x1xf32>
    %63 = tensor.empty() : tensor<8x4x16x16xf32>
    %64 = linalg.generic {indexing_maps = [#map15, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62 : tensor<8x4x16x1xf32>) outs(%63 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %65 = tensor.empty() : tensor<8x4x16x16xf32>
    %66 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %64 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%65 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %287 = arith.divf %in, %in_34 : f32
      linalg.yield %287 : f32
    } -> tensor<8x4x16x16xf32>
    %67 = tensor.empty() : tensor<8x4x8x16xf32>
    %68 = linalg.fill ins(%cst_33 : f32) outs(%67 : tensor<8x4x8x16xf32>) -> tensor<8x4x8x16xf32>
    %69 = linalg.generic {indexing_maps = [#map16, #map17, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%35, %66 : tensor<8x16x4x8xf32>, tensor<8x4x16x16xf32>) outs(%68 : tensor<8x4x8x16xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %287 = arith.mulf %in, %in_34 : f32
      %288 = arith.addf %out, %287 : f32
      linalg.yield %288 : f32
    } -> tensor<8x4x8x16xf32>
    %70 = tensor.empty() : tensor<8x16x4x8xf32>
    %71 = linalg.generic {indexing_maps = [#map18, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69 : tensor<8x4x8x16xf32>) outs(%70 : tensor<8x16x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x4x8xf32>
    %72 = tensor.empty() : tensor<8x16x32xf32>
    %73 = linalg.fill ins(%cst_33 : f32) outs(%72 : tensor<8x16x32xf32>) -> tensor<8x16x32xf32>
    %74 = linalg.generic {indexing_maps = [#map19, #map20, #map21], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%71, %arg7 : tensor<8x16x4x8xf32>, tensor<4x8x32xf32>) outs(%73 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %287 = arith.mulf %in, %in_34 : f32
      %288 = arith.addf %out, %287 : f32
      linalg.yield %288 : f32
    } -> tensor<8x16x32xf32>
    %75 = tensor.empty() : tensor<8x16x32xf32>
    %76 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %74 : tensor<8x16x32xf32>, tensor<8x16x32xf32>) outs(%75 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %287 = arith.addf %in, %in_34 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x32xf32>
    %77 = tensor.empty() : tensor<8x16x32xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76, %76 : tensor<8x16x32xf32>, tensor<8x16x32xf32>) outs(%77 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %287 = arith.mulf %in, %in_34 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x32xf32>
    %79 = tensor.empty() : tensor<8x16xf32>
    %80 = linalg.fill ins(%cst_33 : f32) outs(%79 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%78 : tensor<8x16x32xf32>) outs(%80 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.addf %out, %in : f32
      linalg.yield %287 : f32
    } -> tensor<8x16xf32>
    %82 = tensor.empty() : tensor<8x16x1xf32>
    %83 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<8x16xf32>) outs(%82 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x1xf32>
    %84 = tensor.empty() : tensor<8x16x1xf32>
    %85 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_32 : tensor<f32>) outs(%84 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x1xf32>
    %86 = tensor.empty() : tensor<8x16x1xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83, %85 : tensor<8x16x1xf32>, tensor<8x16x1xf32>) outs(%86 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %287 = arith.divf %in, %in_34 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x1xf32>
    %88 = tensor.empty() : tensor<8x16x1xf32>
    %89 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_31 : tensor<f32>) outs(%88 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x1xf32>
    %90 = tensor.empty() : tensor<8x16x1xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87, %89 : tensor<8x16x1xf32>, tensor<8x16x1xf32>) outs(%90 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %287 = arith.addf %in, %in_34 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x1xf32>
    %92 = tensor.empty() : tensor<8x16x1xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<8x16x1xf32>) outs(%92 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = math.rsqrt %in : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x1xf32>
    %94 = tensor.empty() : tensor<8x16x32xf32>
    %95 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93 : tensor<8x16x1xf32>) outs(%94 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x32xf32>
    %96 = tensor.empty() : tensor<8x16x32xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76, %95 : tensor<8x16x32xf32>, tensor<8x16x32xf32>) outs(%96 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %287 = arith.mulf %in, %in_34 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x32xf32>
    %98 = tensor.empty() : tensor<1x1x32xf32>
    %99 = linalg.generic {indexing_maps = [#map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2 : tensor<32xf32>) outs(%98 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1x32xf32>
    %100 = tensor.empty() : tensor<8x16x32xf32>
    %101 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<1x1x32xf32>) outs(%100 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x32xf32>
    %102 = tensor.empty() : tensor<8x16x32xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %101 : tensor<8x16x32xf32>, tensor<8x16x32xf32>) outs(%102 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %287 = arith.mulf %in, %in_34 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x32xf32>
    %104 = tensor.empty() : tensor<8x16x4xf32>
    %105 = linalg.fill ins(%cst_33 : f32) outs(%104 : tensor<8x16x4xf32>) -> tensor<8x16x4xf32>
    %106 = linalg.generic {indexing_maps = [#map22, #map23, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%103, %arg3 : tensor<8x16x32xf32>, tensor<32x4xf32>) outs(%105 : tensor<8x16x4xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %287 = arith.mulf %in, %in_34 : f32
      %288 = arith.addf %out, %287 : f32
      linalg.yield %288 : f32
    } -> tensor<8x16x4xf32>
    %107:2 = call @cleave_top_k0_main(%106) : (tensor<8x16x4xf32>) -> (tensor<8x16x2xf32>, tensor<8x16x2xi32>)
    %108 = tensor.empty() : tensor<8x16xf32>
    %109 = linalg.fill ins(%cst_28 : f32) outs(%108 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%107#0 : tensor<8x16x2xf32>) outs(%109 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.maximumf %out, %in : f32
      linalg.yield %287 : f32
    } -> tensor<8x16xf32>
    %111 = tensor.empty() : tensor<8x16xf32>
    %112 = linalg.generic {indexing_maps = [#map24, #map25], iterator_types = ["parallel", "parallel"]} ins(%cst_29 : tensor<f32>) outs(%111 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16xf32>
    %113 = tensor.empty() : tensor<8x16xf32>
    %114 = linalg.generic {indexing_maps = [#map25, #map25, #map25], iterator_types = ["parallel", "parallel"]} ins(%112, %110 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%113 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %287 = arith.maximumf %in, %in_34 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16xf32>
    %115 = tensor.empty() : tensor<8x16x1xf32>
    %116 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114 : tensor<8x16xf32>) outs(%115 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x1xf32>
    %117 = tensor.empty() : tensor<8x16x2xf32>
    %118 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116 : tensor<8x16x1xf32>) outs(%117 : tensor<8x16x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x2xf32>
    %119 = tensor.empty() : tensor<8x16x2xf32>
    %120 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107#0, %118 : tensor<8x16x2xf32>, tensor<8x16x2xf32>) outs(%119 : tensor<8x16x2xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %287 = arith.subf %in, %in_34 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x2xf32>
    %121 = tensor.empty() : tensor<8x16x2xf32>
    %122 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120 : tensor<8x16x2xf32>) outs(%121 : tensor<8x16x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = math.exp %in : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x2xf32>
    %123 = tensor.empty() : tensor<8x16xf32>
    %124 = linalg.fill ins(%cst_33 : f32) outs(%123 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %125 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%122 : tensor<8x16x2xf32>) outs(%124 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.addf %out, %in : f32
      linalg.yield %287 : f32
    } -> tensor<8x16xf32>
    %126 = tensor.empty() : tensor<8x16x1xf32>
    %127 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125 : tensor<8x16xf32>) outs(%126 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x1xf32>
    %128 = tensor.empty() : tensor<8x16x2xf32>
    %129 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127 : tensor<8x16x1xf32>) outs(%128 : tensor<8x16x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x2xf32>
    %130 = tensor.empty() : tensor<8x16x2xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122, %129 : tensor<8x16x2xf32>, tensor<8x16x2xf32>) outs(%130 : tensor<8x16x2xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %287 = arith.divf %in, %in_34 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x2xf32>
    %132 = call @_one_hot(%107#1) : (tensor<8x16x2xi32>) -> tensor<8x16x2x4xf32>
    %133 = tensor.empty() : tensor<8x16x4xf32>
    %134 = linalg.fill ins(%cst_33 : f32) outs(%133 : tensor<8x16x4xf32>) -> tensor<8x16x4xf32>
    %135 = linalg.generic {indexing_maps = [#map22, #map26, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%131, %132 : tensor<8x16x2xf32>, tensor<8x16x2x4xf32>) outs(%134 : tensor<8x16x4xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %287 = arith.mulf %in, %in_34 : f32
      %288 = arith.addf %out, %287 : f32
      linalg.yield %288 : f32
    } -> tensor<8x16x4xf32>
    %136 = tensor.empty() : tensor<8x16x4x64xf32>
    %137 = linalg.fill ins(%cst_33 : f32) outs(%136 : tensor<8x16x4x64xf32>) -> tensor<8x16x4x64xf32>
    %138 = linalg.generic {indexing_maps = [#map7, #map27, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%103, %arg4 : tensor<8x16x32xf32>, tensor<4x32x64xf32>) outs(%137 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %287 = arith.mulf %in, %in_34 : f32
      %288 = arith.addf %out, %287 : f32
      linalg.yield %288 : f32
    } -> tensor<8x16x4x64xf32>
    %139 = tensor.empty() : tensor<8x16x4x64xf32>
    %140 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_27 : tensor<f32>) outs(%139 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x4x64xf32>
    %141 = tensor.empty() : tensor<8x16x4x64xf32>
    %142 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%140, %138 : tensor<8x16x4x64xf32>, tensor<8x16x4x64xf32>) outs(%141 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %287 = arith.mulf %in, %in_34 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %143 = tensor.empty() : tensor<8x16x4x64xf32>
    %144 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%138 : tensor<8x16x4x64xf32>) outs(%143 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.negf %in : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %145 = tensor.empty() : tensor<8x16x4x64xf32>
    %146 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_26 : tensor<f32>) outs(%145 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x4x64xf32>
    %147 = tensor.empty() : tensor<8x16x4x64xf32>
    %148 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%144, %146 : tensor<8x16x4x64xf32>, tensor<8x16x4x64xf32>) outs(%147 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %287 = arith.mulf %in, %in_34 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %149 = tensor.empty() : tensor<8x16x4x64xf32>
    %150 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%148, %148 : tensor<8x16x4x64xf32>, tensor<8x16x4x64xf32>) outs(%149 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %287 = arith.mulf %in, %in_34 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %151 = tensor.empty() : tensor<8x16x4x64xf32>
    %152 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%150 : tensor<8x16x4x64xf32>) outs(%151 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.negf %in : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %153 = tensor.empty() : tensor<8x16x4x64xf32>
    %154 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%148 : tensor<8x16x4x64xf32>) outs(%153 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = math.absf %in : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %155 = tensor.empty() : tensor<8x16x4x64xf32>
    %156 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%150 : tensor<8x16x4x64xf32>) outs(%155 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.divf %cst_25, %in : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %157 = tensor.empty() : tensor<8x16x4x64xf32>
    %158 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%152 : tensor<8x16x4x64xf32>) outs(%157 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = math.exp %in : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %159 = tensor.empty() : tensor<8x16x4x64xf32>
    %160 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%154 : tensor<8x16x4x64xf32>) outs(%159 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.divf %cst_25, %in : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %161 = tensor.empty() : tensor<8x16x4x64xf32>
    %162 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%158, %160 : tensor<8x16x4x64xf32>, tensor<8x16x4x64xf32>) outs(%161 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %287 = arith.mulf %in, %in_34 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %163 = tensor.empty() : tensor<8x16x4x64xi1>
    %164 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%154 : tensor<8x16x4x64xf32>) outs(%163 : tensor<8x16x4x64xi1>) {
    ^bb0(%in: f32, %out: i1):
      %287 = arith.cmpf olt, %in, %cst_24 : f32
      linalg.yield %287 : i1
    } -> tensor<8x16x4x64xi1>
    %165 = tensor.empty() : tensor<8x16x4x64xf32>
    %166 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%156 : tensor<8x16x4x64xf32>) outs(%165 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.mulf %in, %cst_23 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %167 = tensor.empty() : tensor<8x16x4x64xf32>
    %168 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%166 : tensor<8x16x4x64xf32>) outs(%167 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.addf %in, %cst_22 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %169 = tensor.empty() : tensor<8x16x4x64xf32>
    %170 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%168, %156 : tensor<8x16x4x64xf32>, tensor<8x16x4x64xf32>) outs(%169 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %287 = arith.mulf %in, %in_34 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %171 = tensor.empty() : tensor<8x16x4x64xf32>
    %172 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%170 : tensor<8x16x4x64xf32>) outs(%171 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.addf %in, %cst_21 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %173 = tensor.empty() : tensor<8x16x4x64xf32>
    %174 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%172, %156 : tensor<8x16x4x64xf32>, tensor<8x16x4x64xf32>) outs(%173 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %287 = arith.mulf %in, %in_34 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %175 = tensor.empty() : tensor<8x16x4x64xf32>
    %176 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%174 : tensor<8x16x4x64xf32>) outs(%175 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.addf %in, %cst_20 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %177 = tensor.empty() : tensor<8x16x4x64xf32>
    %178 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176, %156 : tensor<8x16x4x64xf32>, tensor<8x16x4x64xf32>) outs(%177 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %287 = arith.mulf %in, %in_34 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %179 = tensor.empty() : tensor<8x16x4x64xf32>
    %180 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%178 : tensor<8x16x4x64xf32>) outs(%179 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.addf %in, %cst_19 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %181 = tensor.empty() : tensor<8x16x4x64xf32>
    %182 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%180, %156 : tensor<8x16x4x64xf32>, tensor<8x16x4x64xf32>) outs(%181 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %287 = arith.mulf %in, %in_34 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %183 = tensor.empty() : tensor<8x16x4x64xf32>
    %184 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%182 : tensor<8x16x4x64xf32>) outs(%183 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.addf %in, %cst_18 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %185 = tensor.empty() : tensor<8x16x4x64xf32>
    %186 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%184, %156 : tensor<8x16x4x64xf32>, tensor<8x16x4x64xf32>) outs(%185 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %287 = arith.mulf %in, %in_34 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %187 = tensor.empty() : tensor<8x16x4x64xf32>
    %188 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%186 : tensor<8x16x4x64xf32>) outs(%187 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.addf %in, %cst_17 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %189 = tensor.empty() : tensor<8x16x4x64xf32>
    %190 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%188, %156 : tensor<8x16x4x64xf32>, tensor<8x16x4x64xf32>) outs(%189 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %287 = arith.mulf %in, %in_34 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %191 = tensor.empty() : tensor<8x16x4x64xf32>
    %192 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%190 : tensor<8x16x4x64xf32>) outs(%191 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.addf %in, %cst_16 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %193 = tensor.empty() : tensor<8x16x4x64xf32>
    %194 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%192, %156 : tensor<8x16x4x64xf32>, tensor<8x16x4x64xf32>) outs(%193 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %287 = arith.mulf %in, %in_34 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %195 = tensor.empty() : tensor<8x16x4x64xf32>
    %196 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%194 : tensor<8x16x4x64xf32>) outs(%195 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.addf %in, %cst_15 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %197 = tensor.empty() : tensor<8x16x4x64xf32>
    %198 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%156 : tensor<8x16x4x64xf32>) outs(%197 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.mulf %in, %cst_14 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %199 = tensor.empty() : tensor<8x16x4x64xf32>
    %200 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%198 : tensor<8x16x4x64xf32>) outs(%199 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.addf %in, %cst_13 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %201 = tensor.empty() : tensor<8x16x4x64xf32>
    %202 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%200, %156 : tensor<8x16x4x64xf32>, tensor<8x16x4x64xf32>) outs(%201 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %287 = arith.mulf %in, %in_34 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %203 = tensor.empty() : tensor<8x16x4x64xf32>
    %204 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%202 : tensor<8x16x4x64xf32>) outs(%203 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.addf %in, %cst_12 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %205 = tensor.empty() : tensor<8x16x4x64xf32>
    %206 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%204, %156 : tensor<8x16x4x64xf32>, tensor<8x16x4x64xf32>) outs(%205 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %287 = arith.mulf %in, %in_34 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %207 = tensor.empty() : tensor<8x16x4x64xf32>
    %208 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%206 : tensor<8x16x4x64xf32>) outs(%207 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.addf %in, %cst_11 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %209 = tensor.empty() : tensor<8x16x4x64xf32>
    %210 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%208, %156 : tensor<8x16x4x64xf32>, tensor<8x16x4x64xf32>) outs(%209 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %287 = arith.mulf %in, %in_34 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %211 = tensor.empty() : tensor<8x16x4x64xf32>
    %212 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%210 : tensor<8x16x4x64xf32>) outs(%211 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.addf %in, %cst_10 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %213 = tensor.empty() : tensor<8x16x4x64xf32>
    %214 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%212, %156 : tensor<8x16x4x64xf32>, tensor<8x16x4x64xf32>) outs(%213 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %287 = arith.mulf %in, %in_34 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %215 = tensor.empty() : tensor<8x16x4x64xf32>
    %216 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%214 : tensor<8x16x4x64xf32>) outs(%215 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.addf %in, %cst_9 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %217 = tensor.empty() : tensor<8x16x4x64xf32>
    %218 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%216, %156 : tensor<8x16x4x64xf32>, tensor<8x16x4x64xf32>) outs(%217 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %287 = arith.mulf %in, %in_34 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %219 = tensor.empty() : tensor<8x16x4x64xf32>
    %220 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%218 : tensor<8x16x4x64xf32>) outs(%219 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.addf %in, %cst_8 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %221 = tensor.empty() : tensor<8x16x4x64xf32>
    %222 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%220, %156 : tensor<8x16x4x64xf32>, tensor<8x16x4x64xf32>) outs(%221 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %287 = arith.mulf %in, %in_34 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %223 = tensor.empty() : tensor<8x16x4x64xf32>
    %224 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%222 : tensor<8x16x4x64xf32>) outs(%223 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.addf %in, %cst_7 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %225 = tensor.empty() : tensor<8x16x4x64xf32>
    %226 = linalg.generic {indexing_maps = [#map13, #map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%164, %196, %224 : tensor<8x16x4x64xi1>, tensor<8x16x4x64xf32>, tensor<8x16x4x64xf32>) outs(%225 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: i1, %in_34: f32, %in_35: f32, %out: f32):
      %287 = arith.select %in, %in_34, %in_35 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %227 = tensor.empty() : tensor<8x16x4x64xf32>
    %228 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%162, %226 : tensor<8x16x4x64xf32>, tensor<8x16x4x64xf32>) outs(%227 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %287 = arith.mulf %in, %in_34 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %229 = tensor.empty() : tensor<8x16x4x64xi1>
    %230 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%152 : tensor<8x16x4x64xf32>) outs(%229 : tensor<8x16x4x64xi1>) {
    ^bb0(%in: f32, %out: i1):
      %287 = arith.cmpf olt, %in, %cst_6 : f32
      linalg.yield %287 : i1
    } -> tensor<8x16x4x64xi1>
    %231 = tensor.empty() : tensor<8x16x4x64xf32>
    %232 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%230, %228 : tensor<8x16x4x64xi1>, tensor<8x16x4x64xf32>) outs(%231 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: i1, %in_34: f32, %out: f32):
      %287 = arith.select %in, %cst_33, %in_34 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %233 = tensor.empty() : tensor<8x16x4x64xi1>
    %234 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%148 : tensor<8x16x4x64xf32>) outs(%233 : tensor<8x16x4x64xi1>) {
    ^bb0(%in: f32, %out: i1):
      %287 = arith.cmpf olt, %in, %cst_33 : f32
      linalg.yield %287 : i1
    } -> tensor<8x16x4x64xi1>
    %235 = tensor.empty() : tensor<8x16x4x64xf32>
    %236 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%232 : tensor<8x16x4x64xf32>) outs(%235 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.subf %cst_24, %in : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %237 = tensor.empty() : tensor<8x16x4x64xf32>
    %238 = linalg.generic {indexing_maps = [#map13, #map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%234, %236, %232 : tensor<8x16x4x64xi1>, tensor<8x16x4x64xf32>, tensor<8x16x4x64xf32>) outs(%237 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: i1, %in_34: f32, %in_35: f32, %out: f32):
      %287 = arith.select %in, %in_34, %in_35 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %239 = tensor.empty() : tensor<8x16x4x64xf32>
    %240 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%148, %148 : tensor<8x16x4x64xf32>, tensor<8x16x4x64xf32>) outs(%239 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %287 = arith.mulf %in, %in_34 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %241 = tensor.empty() : tensor<8x16x4x64xf32>
    %242 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%240 : tensor<8x16x4x64xf32>) outs(%241 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.mulf %in, %cst_5 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %243 = tensor.empty() : tensor<8x16x4x64xf32>
    %244 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%242 : tensor<8x16x4x64xf32>) outs(%243 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.addf %in, %cst_4 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %245 = tensor.empty() : tensor<8x16x4x64xf32>
    %246 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%244, %240 : tensor<8x16x4x64xf32>, tensor<8x16x4x64xf32>) outs(%245 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %287 = arith.mulf %in, %in_34 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %247 = tensor.empty() : tensor<8x16x4x64xf32>
    %248 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%246 : tensor<8x16x4x64xf32>) outs(%247 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.addf %in, %cst_3 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %249 = tensor.empty() : tensor<8x16x4x64xf32>
    %250 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%248, %240 : tensor<8x16x4x64xf32>, tensor<8x16x4x64xf32>) outs(%249 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %287 = arith.mulf %in, %in_34 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %251 = tensor.empty() : tensor<8x16x4x64xf32>
    %252 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%250 : tensor<8x16x4x64xf32>) outs(%251 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.addf %in, %cst_2 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %253 = tensor.empty() : tensor<8x16x4x64xf32>
    %254 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%252, %240 : tensor<8x16x4x64xf32>, tensor<8x16x4x64xf32>) outs(%253 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %287 = arith.mulf %in, %in_34 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %255 = tensor.empty() : tensor<8x16x4x64xf32>
    %256 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%254 : tensor<8x16x4x64xf32>) outs(%255 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.addf %in, %cst_1 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %257 = tensor.empty() : tensor<8x16x4x64xf32>
    %258 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%256, %240 : tensor<8x16x4x64xf32>, tensor<8x16x4x64xf32>) outs(%257 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %287 = arith.mulf %in, %in_34 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %259 = tensor.empty() : tensor<8x16x4x64xf32>
    %260 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%258 : tensor<8x16x4x64xf32>) outs(%259 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.addf %in, %cst_0 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %261 = tensor.empty() : tensor<8x16x4x64xf32>
    %262 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%260, %240 : tensor<8x16x4x64xf32>, tensor<8x16x4x64xf32>) outs(%261 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %287 = arith.mulf %in, %in_34 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %263 = tensor.empty() : tensor<8x16x4x64xf32>
    %264 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%262 : tensor<8x16x4x64xf32>) outs(%263 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.addf %in, %cst : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %265 = tensor.empty() : tensor<8x16x4x64xf32>
    %266 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%148, %264 : tensor<8x16x4x64xf32>, tensor<8x16x4x64xf32>) outs(%265 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %287 = arith.mulf %in, %in_34 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %267 = tensor.empty() : tensor<8x16x4x64xf32>
    %268 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%266 : tensor<8x16x4x64xf32>) outs(%267 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.subf %cst_25, %in : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %269 = tensor.empty() : tensor<8x16x4x64xf32>
    %270 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%148 : tensor<8x16x4x64xf32>) outs(%269 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = math.absf %in : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %271 = tensor.empty() : tensor<8x16x4x64xi1>
    %272 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%270 : tensor<8x16x4x64xf32>) outs(%271 : tensor<8x16x4x64xi1>) {
    ^bb0(%in: f32, %out: i1):
      %287 = arith.cmpf olt, %in, %cst_25 : f32
      linalg.yield %287 : i1
    } -> tensor<8x16x4x64xi1>
    %273 = tensor.empty() : tensor<8x16x4x64xf32>
    %274 = linalg.generic {indexing_maps = [#map13, #map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%272, %268, %238 : tensor<8x16x4x64xi1>, tensor<8x16x4x64xf32>, tensor<8x16x4x64xf32>) outs(%273 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: i1, %in_34: f32, %in_35: f32, %out: f32):
      %287 = arith.select %in, %in_34, %in_35 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %275 = tensor.empty() : tensor<8x16x4x64xf32>
    %276 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%142, %274 : tensor<8x16x4x64xf32>, tensor<8x16x4x64xf32>) outs(%275 : tensor<8x16x4x64xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %287 = arith.mulf %in, %in_34 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x4x64xf32>
    %277 = tensor.empty() : tensor<4x32x8x16xf32>
    %278 = linalg.fill ins(%cst_33 : f32) outs(%277 : tensor<4x32x8x16xf32>) -> tensor<4x32x8x16xf32>
    %279 = linalg.generic {indexing_maps = [#map28, #map29, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg5, %276 : tensor<4x64x32xf32>, tensor<8x16x4x64xf32>) outs(%278 : tensor<4x32x8x16xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %287 = arith.mulf %in, %in_34 : f32
      %288 = arith.addf %out, %287 : f32
      linalg.yield %288 : f32
    } -> tensor<4x32x8x16xf32>
    %280 = tensor.empty() : tensor<8x16x4x32xf32>
    %281 = linalg.generic {indexing_maps = [#map30, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%279 : tensor<4x32x8x16xf32>) outs(%280 : tensor<8x16x4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x4x32xf32>
    %282 = tensor.empty() : tensor<8x16x32xf32>
    %283 = linalg.fill ins(%cst_33 : f32) outs(%282 : tensor<8x16x32xf32>) -> tensor<8x16x32xf32>
    %284 = linalg.generic {indexing_maps = [#map22, #map26, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%135, %281 : tensor<8x16x4xf32>, tensor<8x16x4x32xf32>) outs(%283 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %287 = arith.mulf %in, %in_34 : f32
      %288 = arith.addf %out, %287 : f32
      linalg.yield %288 : f32
    } -> tensor<8x16x32xf32>
    %285 = tensor.empty() : tensor<8x16x32xf32>
    %286 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76, %284 : tensor<8x16x32xf32>, tensor<8x16x32xf32>) outs(%285 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %287 = arith.addf %in, %in_34 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16x32xf32>
    return %286 : tensor<8x16x32xf32>
  }
  func.func private @_one_hot(%arg0: tensor<8x16x2xi32>) -> tensor<8x16x2x4xf32> {
    %0 = tensor.empty() : tensor<8x16x2x1xi32>
    %1 = linalg.generic {indexing_maps = [#map14, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<8x16x2xi32>) outs(%0 : tensor<8x16x2x1xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<8x16x2x1xi32>
    %2 = tensor.empty() : tensor<1x1x1x4xi32>
    %3 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%2 : tensor<1x1x1x4xi32>) {
    ^bb0(%out: i32):
      %12 = linalg.index 3 : index
      %13 = arith.index_cast %12 : index to i32
      linalg.yield %13 : i32
    } -> tensor<1x1x1x4xi32>
    %4 = tensor.empty() : tensor<8x16x2x4xi32>
    %5 = linalg.generic {indexing_maps = [#map15, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1 : tensor<8x16x2x1xi32>) outs(%4 : tensor<8x16x2x4xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<8x16x2x4xi32>
    %6 = tensor.empty() : tensor<8x16x2x4xi32>
    %7 = linalg.generic {indexing_maps = [#map31, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3 : tensor<1x1x1x4xi32>) outs(%6 : tensor<8x16x2x4xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<8x16x2x4xi32>
    %8 = tensor.empty() : tensor<8x16x2x4xi1>
    %9 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%5, %7 : tensor<8x16x2x4xi32>, tensor<8x16x2x4xi32>) outs(%8 : tensor<8x16x2x4xi1>) {
    ^bb0(%in: i32, %in_0: i32, %out: i1):
      %12 = arith.cmpi eq, %in, %in_0 : i32
      linalg.yield %12 : i1
    } -> tensor<8x16x2x4xi1>
    %10 = tensor.empty() : tensor<8x16x2x4xf32>
    %11 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9 : tensor<8x16x2x4xi1>) outs(%10 : tensor<8x16x2x4xf32>) {
    ^bb0(%in: i1, %out: f32):
      %12 = arith.uitofp %in : i1 to f32
      linalg.yield %12 : f32
    } -> tensor<8x16x2x4xf32>
    return %11 : tensor<8x16x2x4xf32>
  }
  func.func private @cleave_top_k0_main(%arg0: tensor<8x16x4xf32>) -> (tensor<8x16x2xf32>, tensor<8x16x2xi32>) {
    %c1 = arith.constant 1 : index
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %cst = arith.constant dense<4> : tensor<i32>
    %true = arith.constant true
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_2 = arith.constant dense<false> : tensor<i1>
    %0 = tensor.empty() : tensor<8x16x4xi32>
    %1 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel", "parallel", "parallel"]} outs(%0 : tensor<8x16x4xi32>) {
    ^bb0(%out: i32):
      %54 = linalg.index 2 : index
      %55 = arith.index_cast %54 : index to i32
      linalg.yield %55 : i32
    } -> tensor<8x16x4xi32>
    %2 = tensor.empty() : tensor<8x16x4xi1>
    %3 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_2 : tensor<i1>) outs(%2 : tensor<8x16x4xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<8x16x4xi1>
    %4 = call @cleave_top_k0__where(%3, %cst_1, %arg0) : (tensor<8x16x4xi1>, tensor<f32>, tensor<8x16x4xf32>) -> tensor<8x16x4xf32>
    %5 = tensor.empty() : tensor<8x16xf32>
    %6 = linalg.fill ins(%cst_0 : f32) outs(%5 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%4 : tensor<8x16x4xf32>) outs(%6 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %54 = arith.maximumf %out, %in : f32
      linalg.yield %54 : f32
    } -> tensor<8x16xf32>
    %8 = tensor.empty() : tensor<8x16x1xf32>
    %9 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<8x16xf32>) outs(%8 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x1xf32>
    %10 = tensor.empty() : tensor<8x16x4xf32>
    %11 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<8x16x1xf32>) outs(%10 : tensor<8x16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x4xf32>
    %12 = tensor.empty() : tensor<8x16x4xi1>
    %13 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %11 : tensor<8x16x4xf32>, tensor<8x16x4xf32>) outs(%12 : tensor<8x16x4xi1>) {
    ^bb0(%in: f32, %in_3: f32, %out: i1):
      %54 = arith.cmpf oeq, %in, %in_3 : f32
      linalg.yield %54 : i1
    } -> tensor<8x16x4xi1>
    %14 = tensor.empty() : tensor<8x16x4xi1>
    %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3 : tensor<8x16x4xi1>) outs(%14 : tensor<8x16x4xi1>) {
    ^bb0(%in: i1, %out: i1):
      %54 = arith.xori %in, %true : i1
      linalg.yield %54 : i1
    } -> tensor<8x16x4xi1>
    %16 = tensor.empty() : tensor<8x16x4xi1>
    %17 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13, %15 : tensor<8x16x4xi1>, tensor<8x16x4xi1>) outs(%16 : tensor<8x16x4xi1>) {
    ^bb0(%in: i1, %in_3: i1, %out: i1):
      %54 = arith.andi %in, %in_3 : i1
      linalg.yield %54 : i1
    } -> tensor<8x16x4xi1>
    %18 = call @cleave_top_k0__where_0(%17, %1, %cst) : (tensor<8x16x4xi1>, tensor<8x16x4xi32>, tensor<i32>) -> tensor<8x16x4xi32>
    %19 = tensor.empty() : tensor<8x16xi32>
    %20 = linalg.fill ins(%c2147483647_i32 : i32) outs(%19 : tensor<8x16xi32>) -> tensor<8x16xi32>
    %21 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%18 : tensor<8x16x4xi32>) outs(%20 : tensor<8x16xi32>) {
    ^bb0(%in: i32, %out: i32):
      %54 = arith.minsi %out, %in : i32
      linalg.yield %54 : i32
    } -> tensor<8x16xi32>
    %22 = tensor.empty() : tensor<8x16x1xi32>
    %23 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21 : tensor<8x16xi32>) outs(%22 : tensor<8x16x1xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<8x16x1xi32>
    %24 = tensor.empty() : tensor<8x16x4xi32>
    %25 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23 : tensor<8x16x1xi32>) outs(%24 : tensor<8x16x4xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<8x16x4xi32>
    %26 = tensor.empty() : tensor<8x16x4xi1>
    %27 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %25 : tensor<8x16x4xi32>, tensor<8x16x4xi32>) outs(%26 : tensor<8x16x4xi1>) {
    ^bb0(%in: i32, %in_3: i32, %out: i1):
      %54 = arith.cmpi eq, %in, %in_3 : i32
      linalg.yield %54 : i1
    } -> tensor<8x16x4xi1>
    %28 = tensor.empty() : tensor<8x16x4xi1>
    %29 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3, %27 : tensor<8x16x4xi1>, tensor<8x16x4xi1>) outs(%28 : tensor<8x16x4xi1>) {
    ^bb0(%in: i1, %in_3: i1, %out: i1):
      %54 = arith.ori %in, %in_3 : i1
      linalg.yield %54 : i1
    } -> tensor<8x16x4xi1>
    %30 = call @cleave_top_k0__where(%29, %cst_1, %arg0) : (tensor<8x16x4xi1>, tensor<f32>, tensor<8x16x4xf32>) -> tensor<8x16x4xf32>
    %31 = tensor.empty() : tensor<8x16xf32>
    %32 = linalg.fill ins(%cst_0 : f32) outs(%31 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%30 : tensor<8x16x4xf32>) outs(%32 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %54 = arith.maximumf %out, %in : f32
      linalg.yield %54 : f32
    } -> tensor<8x16xf32>
    %34 = tensor.empty() : tensor<8x16x1xf32>
    %35 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33 : tensor<8x16xf32>) outs(%34 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x1xf32>
    %36 = tensor.empty() : tensor<8x16x4xf32>
    %37 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35 : tensor<8x16x1xf32>) outs(%36 : tensor<8x16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x4xf32>
    %38 = tensor.empty() : tensor<8x16x4xi1>
    %39 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30, %37 : tensor<8x16x4xf32>, tensor<8x16x4xf32>) outs(%38 : tensor<8x16x4xi1>) {
    ^bb0(%in: f32, %in_3: f32, %out: i1):
      %54 = arith.cmpf oeq, %in, %in_3 : f32
      linalg.yield %54 : i1
    } -> tensor<8x16x4xi1>
    %40 = tensor.empty() : tensor<8x16x4xi1>
    %41 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<8x16x4xi1>) outs(%40 : tensor<8x16x4xi1>) {
    ^bb0(%in: i1, %out: i1):
      %54 = arith.xori %in, %true : i1
      linalg.yield %54 : i1
    } -> tensor<8x16x4xi1>
    %42 = tensor.empty() : tensor<8x16x4xi1>
    %43 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39, %41 : tensor<8x16x4xi1>, tensor<8x16x4xi1>) outs(%42 : tensor<8x16x4xi1>) {
    ^bb0(%in: i1, %in_3: i1, %out: i1):
      %54 = arith.andi %in, %in_3 : i1
      linalg.yield %54 : i1
    } -> tensor<8x16x4xi1>
    %44 = call @cleave_top_k0__where_0(%43, %1, %cst) : (tensor<8x16x4xi1>, tensor<8x16x4xi32>, tensor<i32>) -> tensor<8x16x4xi32>
    %45 = tensor.empty() : tensor<8x16xi32>
    %46 = linalg.fill ins(%c2147483647_i32 : i32) outs(%45 : tensor<8x16xi32>) -> tensor<8x16xi32>
    %47 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%44 : tensor<8x16x4xi32>) outs(%46 : tensor<8x16xi32>) {
    ^bb0(%in: i32, %out: i32):
      %54 = arith.minsi %out, %in : i32
      linalg.yield %54 : i32
    } -> tensor<8x16xi32>
    %48 = tensor.empty() : tensor<8x16x1xi32>
    %49 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%47 : tensor<8x16xi32>) outs(%48 : tensor<8x16x1xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<8x16x1xi32>
    %50 = tensor.empty() : tensor<8x16x2xf32>
    %51 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel", "parallel", "parallel"]} outs(%50 : tensor<8x16x2xf32>) {
    ^bb0(%out: f32):
      %54 = linalg.index 0 : index
      %55 = linalg.index 1 : index
      %56 = linalg.index 2 : index
      %57 = arith.cmpi ult, %56, %c1 : index
      %58 = scf.if %57 -> (f32) {
        %extracted = tensor.extract %9[%54, %55, %56] : tensor<8x16x1xf32>
        scf.yield %extracted : f32
      } else {
        %59 = arith.subi %56, %c1 : index
        %extracted = tensor.extract %35[%54, %55, %59] : tensor<8x16x1xf32>
        scf.yield %extracted : f32
      }
      linalg.yield %58 : f32
    } -> tensor<8x16x2xf32>
    %52 = tensor.empty() : tensor<8x16x2xi32>
    %53 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel", "parallel", "parallel"]} outs(%52 : tensor<8x16x2xi32>) {
    ^bb0(%out: i32):
      %54 = linalg.index 0 : index
      %55 = linalg.index 1 : index
      %56 = linalg.index 2 : index
      %57 = arith.cmpi ult, %56, %c1 : index
      %58 = scf.if %57 -> (i32) {
        %extracted = tensor.extract %23[%54, %55, %56] : tensor<8x16x1xi32>
        scf.yield %extracted : i32
      } else {
        %59 = arith.subi %56, %c1 : index
        %extracted = tensor.extract %49[%54, %55, %59] : tensor<8x16x1xi32>
        scf.yield %extracted : i32
      }
      linalg.yield %58 : i32
    } -> tensor<8x16x2xi32>
    return %51, %53 : tensor<8x16x2xf32>, tensor<8x16x2xi32>
  }
  func.func private @cleave_top_k0__where(%arg0: tensor<8x16x4xi1>, %arg1: tensor<f32>, %arg2: tensor<8x16x4xf32>) -> tensor<8x16x4xf32> {
    %0 = tensor.empty() : tensor<8x16x4xf32>
    %1 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<f32>) outs(%0 : tensor<8x16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x4xf32>
    %2 = tensor.empty() : tensor<8x16x4xf32>
    %3 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %1, %arg2 : tensor<8x16x4xi1>, tensor<8x16x4xf32>, tensor<8x16x4xf32>) outs(%2 : tensor<8x16x4xf32>) {
    ^bb0(%in: i1, %in_0: f32, %in_1: f32, %out: f32):
      %4 = arith.select %in, %in_0, %in_1 : f32
      linalg.yield %4 : f32
    } -> tensor<8x16x4xf32>
    return %3 : tensor<8x16x4xf32>
  }
  func.func private @cleave_top_k0__where_0(%arg0: tensor<8x16x4xi1>, %arg1: tensor<8x16x4xi32>, %arg2: tensor<i32>) -> tensor<8x16x4xi32> {
    %0 = tensor.empty() : tensor<8x16x4xi32>
    %1 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2 : tensor<i32>) outs(%0 : tensor<8x16x4xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<8x16x4xi32>
    %2 = tensor.empty() : tensor<8x16x4xi32>
    %3 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg1, %1 : tensor<8x16x4xi1>, tensor<8x16x4xi32>, tensor<8x16x4xi32>) outs(%2 : tensor<8x16x4xi32>) {
    ^bb0(%in: i1, %in_0: i32, %in_1: i32, %out: i32):
      %4 = arith.select %in, %in_0, %in_1 : i32
      linalg.yield %4 : i32
    } -> tensor<8x16x4xi32>
    return %3 : tensor<8x16x4xi32>
  }
}

