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
