// RUN: cleave-opt %s -cleave-estimate=cluster=%S/Inputs/round.json -o /dev/null | FileCheck %s --check-prefix=OVERLAP
// RUN: cleave-opt %s -cleave-estimate=cluster=%S/Inputs/serial-blas.json -o /dev/null | FileCheck %s --check-prefix=SERIAL
// RUN: cleave-opt %s -cleave-estimate="cluster=%S/Inputs/serial-blas.json print-cluster" -o /dev/null | FileCheck %s --check-prefix=JSON

// A library matmul's compute and memory traffic: the roofline's max on a
// spec whose kernels overlap them (round.json, the presets), their sum with
// "library_overlap": false (cleave-run --calibrate: one BLAS thread packs
// its operands, then computes). Other ops keep the max either way.
// 64*16*32 x 2 = 65536 FLOPs at 1e9/s = 65.536 us; 18432 bytes at 1e9 B/s.
// OVERLAP: linalg.matmul {{.*}} 64x16xf32 1 65536 18432 65.536
// SERIAL: linalg.matmul {{.*}} 64x16xf32 1 65536 18432 83.968
// A generic of body out + a * b is the same library kernel (the lowering
// hands it to BLAS: getLibraryContraction).
// OVERLAP: linalg.generic {{.*}} 64x16xf32 1 65536 18432 65.536
// SERIAL: linalg.generic {{.*}} 64x16xf32 1 65536 18432 83.968
// A scaled product is a loop nest: 3 FLOPs a point, the max.
// OVERLAP: linalg.generic {{.*}} 64x16xf32 1 98304 18432 98.304
// SERIAL: linalg.generic {{.*}} 64x16xf32 1 98304 18432 98.304
// JSON: "library_overlap": false
func.func @f(%a: tensor<64x32xf32>, %b: tensor<32x16xf32>, %c: tensor<64x16xf32>)
    -> (tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32>) {
  %m = linalg.matmul ins(%a, %b : tensor<64x32xf32>, tensor<32x16xf32>) outs(%c : tensor<64x16xf32>) -> tensor<64x16xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>],
                       iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<64x32xf32>, tensor<32x16xf32>) outs(%c : tensor<64x16xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %xy = arith.mulf %x, %y : f32
    %acc = arith.addf %o, %xy : f32
    linalg.yield %acc : f32
  } -> tensor<64x16xf32>
  %half = arith.constant 0.5 : f32
  %s = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>],
                       iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<64x32xf32>, tensor<32x16xf32>) outs(%c : tensor<64x16xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %xy = arith.mulf %x, %y : f32
    %h = arith.mulf %xy, %half : f32
    %acc = arith.addf %o, %h : f32
    linalg.yield %acc : f32
  } -> tensor<64x16xf32>
  return %m, %g, %s : tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32>
}
