// Model zoo: jax-while, exported by examples/models/regenerate.sh (zoo.py); random weights.
// Arguments: the inputs, then every parameter/buffer (cleave.name = its name). {"inputs": ["x"], "parameters": 3}
#map = affine_map<(d0, d1) -> ()>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<() -> ()>
module {
  cleave.mesh @mesh = <["data"=2, "model"=2]>
  func.func public @forward(%arg0: tensor<8x32xf32> {cleave.name = "x", cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<64x32xf32> {cleave.name = "out", cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>}, %arg2: tensor<32x64xf32> {cleave.name = "u", cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}]>}, %arg3: tensor<64x64xf32> {cleave.name = "w", cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>}) -> (tensor<8x32xf32>, tensor<i32>) {
    %cst = arith.constant 0xFF800000 : f32
    %c1_i32 = arith.constant 1 : i32
    %cst_0 = arith.constant dense<false> : tensor<i1>
    %c30_i32 = arith.constant 30 : i32
    %cst_1 = arith.constant 9.99999974E-5 : f32
    %cst_2 = arith.constant dense<0x7F800000> : tensor<f32>
    %cst_3 = arith.constant dense<0> : tensor<i32>
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_5 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<8x64xf32>
    %1 = linalg.fill ins(%cst_5 : f32) outs(%0 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %2 = linalg.matmul ins(%arg0, %arg2 : tensor<8x32xf32>, tensor<32x64xf32>) outs(%1 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %3 = tensor.empty() : tensor<8x64xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_4 : tensor<f32>) outs(%3 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x64xf32>
    %5:2 = scf.while (%arg4 = %cst_3, %arg5 = %4, %arg6 = %cst_2) : (tensor<i32>, tensor<8x64xf32>, tensor<f32>) -> (tensor<i32>, tensor<8x64xf32>) {
      %9 = tensor.empty() : tensor<i1>
      %10 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = []} ins(%arg6 : tensor<f32>) outs(%9 : tensor<i1>) {
      ^bb0(%in: f32, %out: i1):
        %17 = arith.cmpf ogt, %in, %cst_1 : f32
        linalg.yield %17 : i1
      } -> tensor<i1>
      %11 = tensor.empty() : tensor<i1>
      %12 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = []} ins(%arg4 : tensor<i32>) outs(%11 : tensor<i1>) {
      ^bb0(%in: i32, %out: i1):
        %17 = arith.cmpi slt, %in, %c30_i32 : i32
        linalg.yield %17 : i1
      } -> tensor<i1>
      %13 = tensor.empty() : tensor<i1>
      %14 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = []} ins(%12, %cst_0 : tensor<i1>, tensor<i1>) outs(%13 : tensor<i1>) {
      ^bb0(%in: i1, %in_6: i1, %out: i1):
        %17 = arith.cmpi ne, %in, %in_6 : i1
        linalg.yield %17 : i1
      } -> tensor<i1>
      %15 = tensor.empty() : tensor<i1>
      %16 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = []} ins(%10, %14 : tensor<i1>, tensor<i1>) outs(%15 : tensor<i1>) {
      ^bb0(%in: i1, %in_6: i1, %out: i1):
        %17 = arith.andi %in, %in_6 : i1
        linalg.yield %17 : i1
      } -> tensor<i1>
      %extracted = tensor.extract %16[] : tensor<i1>
      scf.condition(%extracted) %arg4, %arg5 : tensor<i32>, tensor<8x64xf32>
    } do {
    ^bb0(%arg4: tensor<i32>, %arg5: tensor<8x64xf32>):
      %9 = tensor.empty() : tensor<8x64xf32>
      %10 = linalg.fill ins(%cst_5 : f32) outs(%9 : tensor<8x64xf32>) -> tensor<8x64xf32>
      %11 = linalg.matmul ins(%arg5, %arg3 : tensor<8x64xf32>, tensor<64x64xf32>) outs(%10 : tensor<8x64xf32>) -> tensor<8x64xf32>
      %12 = tensor.empty() : tensor<8x64xf32>
      %13 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%11, %2 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%12 : tensor<8x64xf32>) {
      ^bb0(%in: f32, %in_6: f32, %out: f32):
        %25 = arith.addf %in, %in_6 : f32
        linalg.yield %25 : f32
      } -> tensor<8x64xf32>
      %14 = tensor.empty() : tensor<8x64xf32>
      %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%13 : tensor<8x64xf32>) outs(%14 : tensor<8x64xf32>) {
      ^bb0(%in: f32, %out: f32):
        %25 = math.tanh %in : f32
        linalg.yield %25 : f32
      } -> tensor<8x64xf32>
      %16 = tensor.empty() : tensor<i32>
      %17 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = []} ins(%arg4 : tensor<i32>) outs(%16 : tensor<i32>) {
      ^bb0(%in: i32, %out: i32):
        %25 = arith.addi %in, %c1_i32 : i32
        linalg.yield %25 : i32
      } -> tensor<i32>
      %18 = tensor.empty() : tensor<8x64xf32>
      %19 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%15, %arg5 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%18 : tensor<8x64xf32>) {
      ^bb0(%in: f32, %in_6: f32, %out: f32):
        %25 = arith.subf %in, %in_6 : f32
        linalg.yield %25 : f32
      } -> tensor<8x64xf32>
      %20 = tensor.empty() : tensor<8x64xf32>
      %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%19 : tensor<8x64xf32>) outs(%20 : tensor<8x64xf32>) {
      ^bb0(%in: f32, %out: f32):
        %25 = math.absf %in : f32
        linalg.yield %25 : f32
      } -> tensor<8x64xf32>
      %22 = tensor.empty() : tensor<f32>
      %23 = linalg.fill ins(%cst : f32) outs(%22 : tensor<f32>) -> tensor<f32>
      %24 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["reduction", "reduction"]} ins(%21 : tensor<8x64xf32>) outs(%23 : tensor<f32>) {
      ^bb0(%in: f32, %out: f32):
        %25 = arith.maximumf %out, %in : f32
        linalg.yield %25 : f32
      } -> tensor<f32>
      scf.yield %17, %15, %24 : tensor<i32>, tensor<8x64xf32>, tensor<f32>
    }
    %6 = tensor.empty() : tensor<8x32xf32>
    %7 = linalg.fill ins(%cst_5 : f32) outs(%6 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %8 = linalg.matmul ins(%5#1, %arg1 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%7 : tensor<8x32xf32>) -> tensor<8x32xf32>
    return %8, %5#0 : tensor<8x32xf32>, tensor<i32>
  }
}

