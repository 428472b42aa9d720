// Model zoo: jax-cumulative, exported by examples/models/regenerate.sh (zoo.py); random weights.
// Arguments: the inputs, then every parameter/buffer (cleave.name = its name). {"inputs": ["x", "mask"], "parameters": 2}
#map = affine_map<(d0, d1) -> ()>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d3, d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map6 = affine_map<(d0) -> (d0)>
#map7 = affine_map<(d0) -> ()>
#map8 = affine_map<(d0, d1, d2) -> (d1)>
#map9 = affine_map<(d0, d1, d2) -> (0, d1, 0)>
#map10 = affine_map<(d0, d1, d2) -> ()>
module {
  cleave.mesh @mesh = <["data"=2, "model"=2]>
  func.func public @forward(%arg0: tensor<8x16x8xf32> {cleave.name = "x", cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {"model"}, {}]>}, %arg1: tensor<8x16xi32> {cleave.name = "mask", cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {"model"}]>}, %arg2: tensor<16x8xf32> {cleave.name = "out", cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>}, %arg3: tensor<8x16xf32> {cleave.name = "w", cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>}) -> (tensor<8x16x8xf32>, tensor<8x16xi32>) {
    %cst = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant dense<1> : tensor<i32>
    %0 = call @cumsum(%arg1) : (tensor<8x16xi32>) -> tensor<8x16xi32>
    %1 = tensor.empty() : tensor<8x16xi32>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_1 : tensor<i32>) outs(%1 : tensor<8x16xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<8x16xi32>
    %3 = tensor.empty() : tensor<8x16xi32>
    %4 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%0, %2 : tensor<8x16xi32>, tensor<8x16xi32>) outs(%3 : tensor<8x16xi32>) {
    ^bb0(%in: i32, %in_2: i32, %out: i32):
      %44 = arith.subi %in, %in_2 : i32
      linalg.yield %44 : i32
    } -> tensor<8x16xi32>
    %5 = tensor.empty() : tensor<8x16x16xf32>
    %6 = linalg.fill ins(%cst_0 : f32) outs(%5 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %7 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg3 : tensor<8x16x8xf32>, tensor<8x16xf32>) outs(%6 : tensor<8x16x16xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %44 = arith.mulf %in, %in_2 : f32
      %45 = arith.addf %out, %44 : f32
      linalg.yield %45 : f32
    } -> tensor<8x16x16xf32>
    %8 = tensor.empty() : tensor<8x16x16xf32>
    %9 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<8x16x16xf32>) outs(%8 : tensor<8x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %44 = math.tanh %in : f32
      linalg.yield %44 : f32
    } -> tensor<8x16x16xf32>
    %10 = tensor.empty() : tensor<16xf32>
    %11 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel"]} outs(%10 : tensor<16xf32>) {
    ^bb0(%out: f32):
      %44 = linalg.index 0 : index
      %45 = arith.index_cast %44 : index to i32
      %46 = arith.sitofp %45 : i32 to f32
      linalg.yield %46 : f32
    } -> tensor<16xf32>
    %12 = tensor.empty() : tensor<16xf32>
    %13 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel"]} ins(%cst : tensor<f32>) outs(%12 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16xf32>
    %14 = tensor.empty() : tensor<16xf32>
    %15 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%13, %11 : tensor<16xf32>, tensor<16xf32>) outs(%14 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %44 = arith.addf %in, %in_2 : f32
      linalg.yield %44 : f32
    } -> tensor<16xf32>
    %16 = tensor.empty() : tensor<1x16x1xf32>
    %17 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<16xf32>) outs(%16 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x16x1xf32>
    %18 = call @cumsum_1(%9) : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %19 = tensor.empty() : tensor<8x16x16xf32>
    %20 = linalg.generic {indexing_maps = [#map9, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17 : tensor<1x16x1xf32>) outs(%19 : tensor<8x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x16xf32>
    %21 = tensor.empty() : tensor<8x16x16xf32>
    %22 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %20 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%21 : tensor<8x16x16xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %44 = arith.divf %in, %in_2 : f32
      linalg.yield %44 : f32
    } -> tensor<8x16x16xf32>
    %23 = tensor.empty() : tensor<8x16x16xf32>
    %24 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<8x16x16xf32>) outs(%23 : tensor<8x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %44 = arith.negf %in : f32
      linalg.yield %44 : f32
    } -> tensor<8x16x16xf32>
    %25 = tensor.empty() : tensor<8x16x16xf32>
    %26 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24 : tensor<8x16x16xf32>) outs(%25 : tensor<8x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %44 = math.exp %in : f32
      linalg.yield %44 : f32
    } -> tensor<8x16x16xf32>
    %27 = tensor.empty() : tensor<8x16x16xf32>
    %28 = linalg.generic {indexing_maps = [#map10, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst : tensor<f32>) outs(%27 : tensor<8x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x16xf32>
    %29 = tensor.empty() : tensor<8x16x16xf32>
    %30 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28, %26 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%29 : tensor<8x16x16xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %44 = arith.addf %in, %in_2 : f32
      linalg.yield %44 : f32
    } -> tensor<8x16x16xf32>
    %31 = tensor.empty() : tensor<8x16x16xf32>
    %32 = linalg.generic {indexing_maps = [#map10, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst : tensor<f32>) outs(%31 : tensor<8x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x16xf32>
    %33 = tensor.empty() : tensor<8x16x16xf32>
    %34 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32, %30 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%33 : tensor<8x16x16xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %44 = arith.divf %in, %in_2 : f32
      linalg.yield %44 : f32
    } -> tensor<8x16x16xf32>
    %35 = call @cumprod(%34) : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %36 = call @cummax(%9) : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %37 = tensor.empty() : tensor<8x16x16xf32>
    %38 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35, %36 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%37 : tensor<8x16x16xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %44 = arith.mulf %in, %in_2 : f32
      linalg.yield %44 : f32
    } -> tensor<8x16x16xf32>
    %39 = tensor.empty() : tensor<8x16x16xf32>
    %40 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22, %38 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%39 : tensor<8x16x16xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %44 = arith.addf %in, %in_2 : f32
      linalg.yield %44 : f32
    } -> tensor<8x16x16xf32>
    %41 = tensor.empty() : tensor<8x16x8xf32>
    %42 = linalg.fill ins(%cst_0 : f32) outs(%41 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %43 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%40, %arg2 : tensor<8x16x16xf32>, tensor<16x8xf32>) outs(%42 : tensor<8x16x8xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %44 = arith.mulf %in, %in_2 : f32
      %45 = arith.addf %out, %44 : f32
      linalg.yield %45 : f32
    } -> tensor<8x16x8xf32>
    return %43, %4 : tensor<8x16x8xf32>, tensor<8x16xi32>
  }
  func.func private @cumsum(%arg0: tensor<8x16xi32>) -> tensor<8x16xi32> {
    %0 = call @cumsum_0(%arg0) : (tensor<8x16xi32>) -> tensor<8x16xi32>
    return %0 : tensor<8x16xi32>
  }
  func.func private @cumsum_0(%arg0: tensor<8x16xi32>) -> tensor<8x16xi32> {
    %0 = cleave.scan %arg0 dim = 1 kind = sum : tensor<8x16xi32>
    return %0 : tensor<8x16xi32>
  }
  func.func private @cumsum_1(%arg0: tensor<8x16x16xf32>) -> tensor<8x16x16xf32> {
    %0 = call @cumsum_2(%arg0) : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    return %0 : tensor<8x16x16xf32>
  }
  func.func private @cumsum_2(%arg0: tensor<8x16x16xf32>) -> tensor<8x16x16xf32> {
    %0 = cleave.scan %arg0 dim = 1 kind = sum : tensor<8x16x16xf32>
    return %0 : tensor<8x16x16xf32>
  }
  func.func private @cumprod(%arg0: tensor<8x16x16xf32>) -> tensor<8x16x16xf32> {
    %0 = call @cumprod_3(%arg0) : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    return %0 : tensor<8x16x16xf32>
  }
  func.func private @cumprod_3(%arg0: tensor<8x16x16xf32>) -> tensor<8x16x16xf32> {
    %0 = cleave.scan %arg0 dim = 1 kind = prod : tensor<8x16x16xf32>
    return %0 : tensor<8x16x16xf32>
  }
  func.func private @cummax(%arg0: tensor<8x16x16xf32>) -> tensor<8x16x16xf32> {
    %0 = cleave.scan %arg0 dim = 1 kind = max reverse : tensor<8x16x16xf32>
    return %0 : tensor<8x16x16xf32>
  }
}

