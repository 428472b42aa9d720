// REQUIRES: mpi
// A fused QKV projection with its weight and bias split per part
// ({"model"}x3): cleave-run hands each rank its slice of every part, and the
// result matches the unpartitioned program, on 2 ranks and on a 2x2 mesh,
// with generated inputs and with the weight read from a .npy file.
// RUN: split-file %s %t
// RUN: cleave-run -np 2 %t/qkv.mlir --verify | FileCheck %s
// RUN: cleave-run -np 4 %t/qkv2d.mlir --verify | FileCheck %s
// RUN: cleave-run -np 4 %t/qkv2d.mlir --verify --opt-level=0 | FileCheck %s
// RUN: cleave-run -np 1 %t/weight.mlir --seed 7 --output 0=%t/w.npy
// RUN: cleave-run -np 2 %t/qkv.mlir --input 1=%t/w.npy --verify | FileCheck %s
// RUN: cleave-run -np 4 %t/qkv2d.mlir --input 1=%t/w.npy --verify | FileCheck %s
// A step that returns the updated weight and bias split per part, as its
// arguments are: cleave-run assembles each from every rank's slice of each
// part.
// RUN: cleave-run -np 2 %t/step.mlir --verify | FileCheck %s
// RUN: cleave-run -np 4 %t/step2d.mlir --verify | FileCheck %s
// CHECK: verify: OK

//--- qkv.mlir
cleave.mesh @mesh = <["model"=2]>
#id = affine_map<(d0, d1) -> (d0, d1)>
#bc = affine_map<(d0, d1) -> (d1)>
func.func @qkv(%x: tensor<8x16xf32>,
               %w: tensor<16x24xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}x3]>},
               %b: tensor<24xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"model"}x3]>}) -> tensor<8x8xf32> {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x24xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<8x24xf32>) -> tensor<8x24xf32>
  %y = linalg.matmul ins(%x, %w : tensor<8x16xf32>, tensor<16x24xf32>) outs(%f : tensor<8x24xf32>) -> tensor<8x24xf32>
  %bb = linalg.generic {indexing_maps = [#bc, #id], iterator_types = ["parallel", "parallel"]} ins(%b : tensor<24xf32>) outs(%e : tensor<8x24xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<8x24xf32>
  %z = linalg.add ins(%y, %bb : tensor<8x24xf32>, tensor<8x24xf32>) outs(%e : tensor<8x24xf32>) -> tensor<8x24xf32>
  %q = tensor.extract_slice %z[0, 0] [8, 8] [1, 1] : tensor<8x24xf32> to tensor<8x8xf32>
  %k = tensor.extract_slice %z[0, 8] [8, 8] [1, 1] : tensor<8x24xf32> to tensor<8x8xf32>
  %v = tensor.extract_slice %z[0, 16] [8, 8] [1, 1] : tensor<8x24xf32> to tensor<8x8xf32>
  %e2 = tensor.empty() : tensor<8x8xf32>
  %qk = linalg.mul ins(%q, %k : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e2 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %o = linalg.add ins(%qk, %v : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e2 : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %o : tensor<8x8xf32>
}

//--- qkv2d.mlir
// Rows over "data", each part's columns over "model", the bias over both.
cleave.mesh @mesh = <["data"=2, "model"=2]>
#id = affine_map<(d0, d1) -> (d0, d1)>
#bc = affine_map<(d0, d1) -> (d1)>
func.func @qkv(%x: tensor<8x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>},
               %w: tensor<16x24xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}x3]>},
               %b: tensor<24xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"model", "data"}x3]>}) -> tensor<8x8xf32> {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x24xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<8x24xf32>) -> tensor<8x24xf32>
  %y = linalg.matmul ins(%x, %w : tensor<8x16xf32>, tensor<16x24xf32>) outs(%f : tensor<8x24xf32>) -> tensor<8x24xf32>
  %bb = linalg.generic {indexing_maps = [#bc, #id], iterator_types = ["parallel", "parallel"]} ins(%b : tensor<24xf32>) outs(%e : tensor<8x24xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<8x24xf32>
  %z = linalg.add ins(%y, %bb : tensor<8x24xf32>, tensor<8x24xf32>) outs(%e : tensor<8x24xf32>) -> tensor<8x24xf32>
  %q = tensor.extract_slice %z[0, 0] [8, 8] [1, 1] : tensor<8x24xf32> to tensor<8x8xf32>
  %k = tensor.extract_slice %z[0, 8] [8, 8] [1, 1] : tensor<8x24xf32> to tensor<8x8xf32>
  %v = tensor.extract_slice %z[0, 16] [8, 8] [1, 1] : tensor<8x24xf32> to tensor<8x8xf32>
  %e2 = tensor.empty() : tensor<8x8xf32>
  %qk = linalg.mul ins(%q, %k : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e2 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %o = linalg.add ins(%qk, %v : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e2 : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %o : tensor<8x8xf32>
}

//--- weight.mlir
cleave.mesh @mesh = <["model"=1]>
func.func @weight(%w: tensor<16x24xf32>) -> tensor<16x24xf32> {
  return %w : tensor<16x24xf32>
}

//--- step.mlir
cleave.mesh @mesh = <["model"=2]>
#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (0, j)>
#vec = affine_map<(i) -> (i)>
func.func @step(%w: tensor<16x24xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}x3]>},
                %b: tensor<24xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"model"}x3]>},
                %x: tensor<8x16xf32>, %dq: tensor<8x8xf32>, %dk: tensor<8x8xf32>, %dv: tensor<8x8xf32>)
    -> (tensor<16x24xf32>, tensor<24xf32>) {
  %zero = arith.constant 0.0 : f32
  %lr = arith.constant 0.1 : f32
  %g = tensor.concat dim(1) %dq, %dk, %dv : (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x24xf32>
  %et = tensor.empty() : tensor<16x8xf32>
  %xt = linalg.transpose ins(%x : tensor<8x16xf32>) outs(%et : tensor<16x8xf32>) permutation = [1, 0]
  %e = tensor.empty() : tensor<16x24xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<16x24xf32>) -> tensor<16x24xf32>
  %dw = linalg.matmul ins(%xt, %g : tensor<16x8xf32>, tensor<8x24xf32>) outs(%f : tensor<16x24xf32>) -> tensor<16x24xf32>
  %e1 = tensor.empty() : tensor<1x24xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<1x24xf32>) -> tensor<1x24xf32>
  %db1 = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["reduction", "parallel"]}
      ins(%g : tensor<8x24xf32>) outs(%f1 : tensor<1x24xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %o : f32
    linalg.yield %s : f32
  } -> tensor<1x24xf32>
  %db = tensor.collapse_shape %db1 [[0, 1]] : tensor<1x24xf32> into tensor<24xf32>
  %e2 = tensor.empty() : tensor<16x24xf32>
  %nw = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w, %dw : tensor<16x24xf32>, tensor<16x24xf32>) outs(%e2 : tensor<16x24xf32>) {
  ^bb0(%a: f32, %d: f32, %o: f32):
    %s = arith.mulf %d, %lr : f32
    %r = arith.subf %a, %s : f32
    linalg.yield %r : f32
  } -> tensor<16x24xf32>
  %e3 = tensor.empty() : tensor<24xf32>
  %nb = linalg.generic {indexing_maps = [#vec, #vec, #vec], iterator_types = ["parallel"]}
      ins(%b, %db : tensor<24xf32>, tensor<24xf32>) outs(%e3 : tensor<24xf32>) {
  ^bb0(%a: f32, %d: f32, %o: f32):
    %s = arith.mulf %d, %lr : f32
    %r = arith.subf %a, %s : f32
    linalg.yield %r : f32
  } -> tensor<24xf32>
  return %nw, %nb : tensor<16x24xf32>, tensor<24xf32>
}

//--- step2d.mlir
cleave.mesh @mesh = <["data"=2, "model"=2]>
#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (0, j)>
#vec = affine_map<(i) -> (i)>
func.func @step(%w: tensor<16x24xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}x3]>},
                %b: tensor<24xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"model"}x3]>},
                %x: tensor<8x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>}, %dq: tensor<8x8xf32>, %dk: tensor<8x8xf32>, %dv: tensor<8x8xf32>)
    -> (tensor<16x24xf32>, tensor<24xf32>) {
  %zero = arith.constant 0.0 : f32
  %lr = arith.constant 0.1 : f32
  %g = tensor.concat dim(1) %dq, %dk, %dv : (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x24xf32>
  %et = tensor.empty() : tensor<16x8xf32>
  %xt = linalg.transpose ins(%x : tensor<8x16xf32>) outs(%et : tensor<16x8xf32>) permutation = [1, 0]
  %e = tensor.empty() : tensor<16x24xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<16x24xf32>) -> tensor<16x24xf32>
  %dw = linalg.matmul ins(%xt, %g : tensor<16x8xf32>, tensor<8x24xf32>) outs(%f : tensor<16x24xf32>) -> tensor<16x24xf32>
  %e1 = tensor.empty() : tensor<1x24xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<1x24xf32>) -> tensor<1x24xf32>
  %db1 = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["reduction", "parallel"]}
      ins(%g : tensor<8x24xf32>) outs(%f1 : tensor<1x24xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %o : f32
    linalg.yield %s : f32
  } -> tensor<1x24xf32>
  %db = tensor.collapse_shape %db1 [[0, 1]] : tensor<1x24xf32> into tensor<24xf32>
  %e2 = tensor.empty() : tensor<16x24xf32>
  %nw = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w, %dw : tensor<16x24xf32>, tensor<16x24xf32>) outs(%e2 : tensor<16x24xf32>) {
  ^bb0(%a: f32, %d: f32, %o: f32):
    %s = arith.mulf %d, %lr : f32
    %r = arith.subf %a, %s : f32
    linalg.yield %r : f32
  } -> tensor<16x24xf32>
  %e3 = tensor.empty() : tensor<24xf32>
  %nb = linalg.generic {indexing_maps = [#vec, #vec, #vec], iterator_types = ["parallel"]}
      ins(%b, %db : tensor<24xf32>, tensor<24xf32>) outs(%e3 : tensor<24xf32>) {
  ^bb0(%a: f32, %d: f32, %o: f32):
    %s = arith.mulf %d, %lr : f32
    %r = arith.subf %a, %s : f32
    linalg.yield %r : f32
  } -> tensor<24xf32>
  return %nw, %nb : tensor<16x24xf32>, tensor<24xf32>
}
