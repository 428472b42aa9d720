// Model zoo: jax-ranking, exported by examples/models/regenerate.sh (zoo.py); random weights.
// Arguments: the inputs, then every parameter/buffer (cleave.name = its name). {"inputs": ["q", "ids"], "parameters": 1}
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> ()>
#map5 = affine_map<(d0, d1, d2) -> ()>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map7 = affine_map<(d0, d1, d2) -> (d2)>
#map8 = affine_map<(d0, d1, d2) -> (0, 0, d2)>
module {
  cleave.mesh @mesh = <["data"=2, "model"=2]>
  func.func public @forward(%arg0: tensor<8x16xf32> {cleave.name = "q", cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<8x200xi32> {cleave.name = "ids", cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {"model"}]>}, %arg2: tensor<200x16xf32> {cleave.name = "cand", cleave.sharding = #cleave.sharding<@mesh, [{"model"}, {}]>}) -> (tensor<8x100xf32>, tensor<8x100xi32>, tensor<8x200xf32>, tensor<8x200xi32>, tensor<8x200xi32>) {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<8x200xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<8x200xf32>) -> tensor<8x200xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg2 : tensor<8x16xf32>, tensor<200x16xf32>) outs(%1 : tensor<8x200xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %10 = arith.mulf %in, %in_0 : f32
      %11 = arith.addf %out, %10 : f32
      linalg.yield %11 : f32
    } -> tensor<8x200xf32>
    %3:2 = call @cleave_top_k0_main(%2) : (tensor<8x200xf32>) -> (tensor<8x100xf32>, tensor<8x100xi32>)
    %4 = call @sort(%2) : (tensor<8x200xf32>) -> tensor<8x200xf32>
    %5 = tensor.empty() : tensor<8x200xf32>
    %6 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<8x200xf32>) outs(%5 : tensor<8x200xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = arith.negf %in : f32
      linalg.yield %10 : f32
    } -> tensor<8x200xf32>
    %7 = call @argsort(%6) : (tensor<8x200xf32>) -> tensor<8x200xi32>
    %8 = call @argsort_0(%7) : (tensor<8x200xi32>) -> tensor<8x200xi32>
    %values, %indices = cleave.sort %2 dim = 1 : tensor<8x200xf32> -> tensor<8x200xi32>
    %9 = call @cleave_sort0_1_main(%arg1, %indices) : (tensor<8x200xi32>, tensor<8x200xi32>) -> tensor<8x200xi32>
    return %3#0, %3#1, %4, %8, %9 : tensor<8x100xf32>, tensor<8x100xi32>, tensor<8x200xf32>, tensor<8x200xi32>, tensor<8x200xi32>
  }
  func.func private @sort(%arg0: tensor<8x200xf32>) -> tensor<8x200xf32> {
    %values, %indices = cleave.sort %arg0 dim = 1 : tensor<8x200xf32> -> tensor<8x200xi32>
    return %values : tensor<8x200xf32>
  }
  func.func private @argsort(%arg0: tensor<8x200xf32>) -> tensor<8x200xi32> {
    %values, %indices = cleave.sort %arg0 dim = 1 : tensor<8x200xf32> -> tensor<8x200xi32>
    return %indices : tensor<8x200xi32>
  }
  func.func private @argsort_0(%arg0: tensor<8x200xi32>) -> tensor<8x200xi32> {
    %values, %indices = cleave.sort %arg0 dim = 1 : tensor<8x200xi32> -> tensor<8x200xi32>
    return %indices : tensor<8x200xi32>
  }
  func.func private @cleave_top_k0_main(%arg0: tensor<8x200xf32>) -> (tensor<8x100xf32>, tensor<8x100xi32>) {
    %0 = tensor.empty() : tensor<8x200xf32>
    %1 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<8x200xf32>) outs(%0 : tensor<8x200xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4 = arith.negf %in : f32
      linalg.yield %4 : f32
    } -> tensor<8x200xf32>
    %2 = call @cleave_top_k0_argsort(%1) : (tensor<8x200xf32>) -> tensor<8x200xi32>
    %extracted_slice = tensor.extract_slice %2[0, 0] [8, 100] [1, 1] : tensor<8x200xi32> to tensor<8x100xi32>
    %3 = call @cleave_top_k0_take_along_axis(%arg0, %extracted_slice) : (tensor<8x200xf32>, tensor<8x100xi32>) -> tensor<8x100xf32>
    return %3, %extracted_slice : tensor<8x100xf32>, tensor<8x100xi32>
  }
  func.func private @cleave_top_k0_argsort(%arg0: tensor<8x200xf32>) -> tensor<8x200xi32> {
    %values, %indices = cleave.sort %arg0 dim = 1 : tensor<8x200xf32> -> tensor<8x200xi32>
    return %indices : tensor<8x200xi32>
  }
  func.func private @cleave_top_k0_take_along_axis(%arg0: tensor<8x200xf32>, %arg1: tensor<8x100xi32>) -> tensor<8x100xf32> {
    %cst = arith.constant dense<0x7FC00000> : tensor<f32>
    %c199 = arith.constant 199 : index
    %c0 = arith.constant 0 : index
    %true = arith.constant true
    %cst_0 = arith.constant dense<199> : tensor<1xi32>
    %cst_1 = arith.constant dense<200> : tensor<i32>
    %cst_2 = arith.constant dense<0> : tensor<i32>
    %0 = tensor.empty() : tensor<8x100xi32>
    %1 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_2 : tensor<i32>) outs(%0 : tensor<8x100xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<8x100xi32>
    %2 = tensor.empty() : tensor<8x100xi1>
    %3 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg1, %1 : tensor<8x100xi32>, tensor<8x100xi32>) outs(%2 : tensor<8x100xi1>) {
    ^bb0(%in: i32, %in_3: i32, %out: i1):
      %31 = arith.cmpi slt, %in, %in_3 : i32
      linalg.yield %31 : i1
    } -> tensor<8x100xi1>
    %4 = tensor.empty() : tensor<8x100xi32>
    %5 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_1 : tensor<i32>) outs(%4 : tensor<8x100xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<8x100xi32>
    %6 = tensor.empty() : tensor<8x100xi32>
    %7 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg1, %5 : tensor<8x100xi32>, tensor<8x100xi32>) outs(%6 : tensor<8x100xi32>) {
    ^bb0(%in: i32, %in_3: i32, %out: i32):
      %31 = arith.addi %in, %in_3 : i32
      linalg.yield %31 : i32
    } -> tensor<8x100xi32>
    %8 = tensor.empty() : tensor<8x100xi32>
    %9 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%3, %7, %arg1 : tensor<8x100xi1>, tensor<8x100xi32>, tensor<8x100xi32>) outs(%8 : tensor<8x100xi32>) {
    ^bb0(%in: i1, %in_3: i32, %in_4: i32, %out: i32):
      %31 = arith.select %in, %in_3, %in_4 : i32
      linalg.yield %31 : i32
    } -> tensor<8x100xi32>
    %expanded = tensor.expand_shape %9 [[0], [1, 2]] output_shape [8, 100, 1] : tensor<8x100xi32> into tensor<8x100x1xi32>
    %10 = tensor.empty() : tensor<8x100x1xi32>
    %11 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_2 : tensor<i32>) outs(%10 : tensor<8x100x1xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<8x100x1xi32>
    %12 = tensor.empty() : tensor<8x100x1xi1>
    %13 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded, %11 : tensor<8x100x1xi32>, tensor<8x100x1xi32>) outs(%12 : tensor<8x100x1xi1>) {
    ^bb0(%in: i32, %in_3: i32, %out: i1):
      %31 = arith.cmpi sge, %in, %in_3 : i32
      linalg.yield %31 : i1
    } -> tensor<8x100x1xi1>
    %14 = tensor.empty() : tensor<1x1x1xi32>
    %15 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_0 : tensor<1xi32>) outs(%14 : tensor<1x1x1xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<1x1x1xi32>
    %16 = tensor.empty() : tensor<8x100x1xi32>
    %17 = linalg.generic {indexing_maps = [#map8, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<1x1x1xi32>) outs(%16 : tensor<8x100x1xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<8x100x1xi32>
    %18 = tensor.empty() : tensor<8x100x1xi1>
    %19 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded, %17 : tensor<8x100x1xi32>, tensor<8x100x1xi32>) outs(%18 : tensor<8x100x1xi1>) {
    ^bb0(%in: i32, %in_3: i32, %out: i1):
      %31 = arith.cmpi sle, %in, %in_3 : i32
      linalg.yield %31 : i1
    } -> tensor<8x100x1xi1>
    %20 = tensor.empty() : tensor<8x100x1xi1>
    %21 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13, %19 : tensor<8x100x1xi1>, tensor<8x100x1xi1>) outs(%20 : tensor<8x100x1xi1>) {
    ^bb0(%in: i1, %in_3: i1, %out: i1):
      %31 = arith.andi %in, %in_3 : i1
      linalg.yield %31 : i1
    } -> tensor<8x100x1xi1>
    %22 = tensor.empty() : tensor<8x100xi1>
    %23 = linalg.fill ins(%true : i1) outs(%22 : tensor<8x100xi1>) -> tensor<8x100xi1>
    %24 = linalg.generic {indexing_maps = [#map6, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%21 : tensor<8x100x1xi1>) outs(%23 : tensor<8x100xi1>) {
    ^bb0(%in: i1, %out: i1):
      %31 = arith.andi %out, %in : i1
      linalg.yield %31 : i1
    } -> tensor<8x100xi1>
    %25 = tensor.empty() : tensor<8x100xf32>
    %26 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel", "parallel"]} outs(%25 : tensor<8x100xf32>) {
    ^bb0(%out: f32):
      %31 = linalg.index 0 : index
      %32 = linalg.index 1 : index
      %extracted = tensor.extract %expanded[%31, %32, %c0] : tensor<8x100x1xi32>
      %33 = arith.index_cast %extracted : i32 to index
      %34 = arith.maxsi %33, %c0 : index
      %35 = arith.minsi %34, %c199 : index
      %extracted_3 = tensor.extract %arg0[%31, %35] : tensor<8x200xf32>
      linalg.yield %extracted_3 : f32
    } -> tensor<8x100xf32>
    %27 = tensor.empty() : tensor<8x100xf32>
    %28 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst : tensor<f32>) outs(%27 : tensor<8x100xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x100xf32>
    %29 = tensor.empty() : tensor<8x100xf32>
    %30 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%24, %26, %28 : tensor<8x100xi1>, tensor<8x100xf32>, tensor<8x100xf32>) outs(%29 : tensor<8x100xf32>) {
    ^bb0(%in: i1, %in_3: f32, %in_4: f32, %out: f32):
      %31 = arith.select %in, %in_3, %in_4 : f32
      linalg.yield %31 : f32
    } -> tensor<8x100xf32>
    return %30 : tensor<8x100xf32>
  }
  func.func private @cleave_sort0_1_main(%arg0: tensor<8x200xi32>, %arg1: tensor<8x200xi32>) -> tensor<8x200xi32> {
    %0 = call @cleave_sort0_1_take_along_axis(%arg0, %arg1) : (tensor<8x200xi32>, tensor<8x200xi32>) -> tensor<8x200xi32>
    return %0 : tensor<8x200xi32>
  }
  func.func private @cleave_sort0_1_take_along_axis(%arg0: tensor<8x200xi32>, %arg1: tensor<8x200xi32>) -> tensor<8x200xi32> {
    %cst = arith.constant dense<-2147483648> : tensor<i32>
    %c199 = arith.constant 199 : index
    %c0 = arith.constant 0 : index
    %true = arith.constant true
    %cst_0 = arith.constant dense<199> : tensor<1xi32>
    %cst_1 = arith.constant dense<200> : tensor<i32>
    %cst_2 = arith.constant dense<0> : tensor<i32>
    %0 = tensor.empty() : tensor<8x200xi32>
    %1 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_2 : tensor<i32>) outs(%0 : tensor<8x200xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<8x200xi32>
    %2 = tensor.empty() : tensor<8x200xi1>
    %3 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg1, %1 : tensor<8x200xi32>, tensor<8x200xi32>) outs(%2 : tensor<8x200xi1>) {
    ^bb0(%in: i32, %in_3: i32, %out: i1):
      %31 = arith.cmpi slt, %in, %in_3 : i32
      linalg.yield %31 : i1
    } -> tensor<8x200xi1>
    %4 = tensor.empty() : tensor<8x200xi32>
    %5 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_1 : tensor<i32>) outs(%4 : tensor<8x200xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<8x200xi32>
    %6 = tensor.empty() : tensor<8x200xi32>
    %7 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg1, %5 : tensor<8x200xi32>, tensor<8x200xi32>) outs(%6 : tensor<8x200xi32>) {
    ^bb0(%in: i32, %in_3: i32, %out: i32):
      %31 = arith.addi %in, %in_3 : i32
      linalg.yield %31 : i32
    } -> tensor<8x200xi32>
    %8 = tensor.empty() : tensor<8x200xi32>
    %9 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%3, %7, %arg1 : tensor<8x200xi1>, tensor<8x200xi32>, tensor<8x200xi32>) outs(%8 : tensor<8x200xi32>) {
    ^bb0(%in: i1, %in_3: i32, %in_4: i32, %out: i32):
      %31 = arith.select %in, %in_3, %in_4 : i32
      linalg.yield %31 : i32
    } -> tensor<8x200xi32>
    %expanded = tensor.expand_shape %9 [[0], [1, 2]] output_shape [8, 200, 1] : tensor<8x200xi32> into tensor<8x200x1xi32>
    %10 = tensor.empty() : tensor<8x200x1xi32>
    %11 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_2 : tensor<i32>) outs(%10 : tensor<8x200x1xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<8x200x1xi32>
    %12 = tensor.empty() : tensor<8x200x1xi1>
    %13 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded, %11 : tensor<8x200x1xi32>, tensor<8x200x1xi32>) outs(%12 : tensor<8x200x1xi1>) {
    ^bb0(%in: i32, %in_3: i32, %out: i1):
      %31 = arith.cmpi sge, %in, %in_3 : i32
      linalg.yield %31 : i1
    } -> tensor<8x200x1xi1>
    %14 = tensor.empty() : tensor<1x1x1xi32>
    %15 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_0 : tensor<1xi32>) outs(%14 : tensor<1x1x1xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<1x1x1xi32>
    %16 = tensor.empty() : tensor<8x200x1xi32>
    %17 = linalg.generic {indexing_maps = [#map8, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<1x1x1xi32>) outs(%16 : tensor<8x200x1xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<8x200x1xi32>
    %18 = tensor.empty() : tensor<8x200x1xi1>
    %19 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded, %17 : tensor<8x200x1xi32>, tensor<8x200x1xi32>) outs(%18 : tensor<8x200x1xi1>) {
    ^bb0(%in: i32, %in_3: i32, %out: i1):
      %31 = arith.cmpi sle, %in, %in_3 : i32
      linalg.yield %31 : i1
    } -> tensor<8x200x1xi1>
    %20 = tensor.empty() : tensor<8x200x1xi1>
    %21 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13, %19 : tensor<8x200x1xi1>, tensor<8x200x1xi1>) outs(%20 : tensor<8x200x1xi1>) {
    ^bb0(%in: i1, %in_3: i1, %out: i1):
      %31 = arith.andi %in, %in_3 : i1
      linalg.yield %31 : i1
    } -> tensor<8x200x1xi1>
    %22 = tensor.empty() : tensor<8x200xi1>
    %23 = linalg.fill ins(%true : i1) outs(%22 : tensor<8x200xi1>) -> tensor<8x200xi1>
    %24 = linalg.generic {indexing_maps = [#map6, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%21 : tensor<8x200x1xi1>) outs(%23 : tensor<8x200xi1>) {
    ^bb0(%in: i1, %out: i1):
      %31 = arith.andi %out, %in : i1
      linalg.yield %31 : i1
    } -> tensor<8x200xi1>
    %25 = tensor.empty() : tensor<8x200xi32>
    %26 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel", "parallel"]} outs(%25 : tensor<8x200xi32>) {
    ^bb0(%out: i32):
      %31 = linalg.index 0 : index
      %32 = linalg.index 1 : index
      %extracted = tensor.extract %expanded[%31, %32, %c0] : tensor<8x200x1xi32>
      %33 = arith.index_cast %extracted : i32 to index
      %34 = arith.maxsi %33, %c0 : index
      %35 = arith.minsi %34, %c199 : index
      %extracted_3 = tensor.extract %arg0[%31, %35] : tensor<8x200xi32>
      linalg.yield %extracted_3 : i32
    } -> tensor<8x200xi32>
    %27 = tensor.empty() : tensor<8x200xi32>
    %28 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst : tensor<i32>) outs(%27 : tensor<8x200xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<8x200xi32>
    %29 = tensor.empty() : tensor<8x200xi32>
    %30 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%24, %26, %28 : tensor<8x200xi1>, tensor<8x200xi32>, tensor<8x200xi32>) outs(%29 : tensor<8x200xi32>) {
    ^bb0(%in: i1, %in_3: i32, %in_4: i32, %out: i32):
      %31 = arith.select %in, %in_3, %in_4 : i32
      linalg.yield %31 : i32
    } -> tensor<8x200xi32>
    return %30 : tensor<8x200xi32>
  }
}

