// REQUIRES: mpi
// RUN: split-file %s %t
// RUN: cleave-run -np 2 %t/megatron2.mlir --verify | FileCheck %s --check-prefix=OK
// RUN: cleave-run -np 4 %t/megatron4.mlir --verify | FileCheck %s --check-prefix=OK
// RUN: cleave-run -np 4 %t/train.mlir --verify | FileCheck %s --check-prefix=TRAIN
// RUN: cleave-run -np 4 %t/mesh2d.mlir --verify | FileCheck %s --check-prefix=OK
// RUN: cleave-run -np 4 %t/attention.mlir --verify | FileCheck %s --check-prefix=OK
// RUN: cleave-run -np 8 %t/attention8.mlir --verify | FileCheck %s --check-prefix=OK
// RUN: cleave-run -np 4 %t/reshards.mlir --verify | FileCheck %s --check-prefix=RESHARDS
// RUN: cleave-run -np 4 %t/uneven.mlir --verify | FileCheck %s --check-prefix=OK
// RUN: cleave-run -np 4 %t/uneven-matmul.mlir --verify | FileCheck %s --check-prefix=OK
// RUN: cleave-run -np 4 %t/uneven-reshard.mlir --verify | FileCheck %s --check-prefix=OK
// RUN: cleave-run -np 2 %t/uneven-slice.mlir --verify | FileCheck %s --check-prefix=OK
// Plans chosen by cleave-auto-shard run and match too.
// RUN: cleave-run -np 4 --partition-pipeline "cleave-auto-shard{cluster=%S/../Transforms/AutoShard/Inputs/small-memory.json},cleave-propagate,cleave-partition" %t/auto.mlir --verify | FileCheck %s --check-prefix=OK
// RUN: cleave-run -np 8 --partition-pipeline "cleave-auto-shard{cluster=cpu-mpi},cleave-propagate,cleave-partition" %t/auto8.mlir --verify | FileCheck %s --check-prefix=OK

// Whole programs sharded by cleave-propagate + cleave-partition, run on 2, 4
// and 8 ranks and compared element by element with the unpartitioned
// program.

// OK: verify: OK
// TRAIN-COUNT-3: matches the unpartitioned program
// TRAIN: verify: OK
// RESHARDS-COUNT-9: matches the unpartitioned program
// RESHARDS: verify: OK

//--- megatron2.mlir
cleave.mesh @mesh = <["model"=2]>
func.func @main(%x: tensor<4x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>},
                %w1: tensor<16x32xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}]>},
                %w2: tensor<32x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"model"}, {}]>}) -> tensor<4x16xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<4x32xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<4x32xf32>) -> tensor<4x32xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<4x16xf32>, tensor<16x32xf32>) outs(%f1 : tensor<4x32xf32>) -> tensor<4x32xf32>
  %a = math.tanh %h : tensor<4x32xf32>
  %e2 = tensor.empty() : tensor<4x16xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<4x16xf32>) -> tensor<4x16xf32>
  %y = linalg.matmul ins(%a, %w2 : tensor<4x32xf32>, tensor<32x16xf32>) outs(%f2 : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %y : tensor<4x16xf32>
}

//--- megatron4.mlir
cleave.mesh @mesh = <["model"=4]>
func.func @main(%x: tensor<4x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>},
                %w1: tensor<16x32xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}]>},
                %w2: tensor<32x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"model"}, {}]>},
                %w3: tensor<16x32xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}]>},
                %w4: tensor<32x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"model"}, {}]>}) -> tensor<4x16xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<4x32xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<4x32xf32>) -> tensor<4x32xf32>
  %e2 = tensor.empty() : tensor<4x16xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<4x16xf32>) -> tensor<4x16xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<4x16xf32>, tensor<16x32xf32>) outs(%f1 : tensor<4x32xf32>) -> tensor<4x32xf32>
  %a = math.tanh %h : tensor<4x32xf32>
  %y = linalg.matmul ins(%a, %w2 : tensor<4x32xf32>, tensor<32x16xf32>) outs(%f2 : tensor<4x16xf32>) -> tensor<4x16xf32>
  %r = arith.addf %y, %x : tensor<4x16xf32>
  %h2 = linalg.matmul ins(%r, %w3 : tensor<4x16xf32>, tensor<16x32xf32>) outs(%f1 : tensor<4x32xf32>) -> tensor<4x32xf32>
  %a2 = math.tanh %h2 : tensor<4x32xf32>
  %y2 = linalg.matmul ins(%a2, %w4 : tensor<4x32xf32>, tensor<32x16xf32>) outs(%f2 : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %y2 : tensor<4x16xf32>
}

//--- train.mlir
// A data-parallel training step: forward, backward, SGD update.
cleave.mesh @mesh = <["data"=4]>
func.func @main(%x: tensor<16x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>},
                %w1: tensor<8x16xf32>, %w2: tensor<16x4xf32>, %t: tensor<16x4xf32>)
    -> (tensor<8x16xf32>, tensor<16x4xf32>, tensor<16x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %lr1 = arith.constant dense<0.1> : tensor<8x16xf32>
  %lr2 = arith.constant dense<0.1> : tensor<16x4xf32>
  %e1 = tensor.empty() : tensor<16x16xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<16x8xf32>, tensor<8x16xf32>) outs(%f1 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %a = math.tanh %h : tensor<16x16xf32>
  %e2 = tensor.empty() : tensor<16x4xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<16x4xf32>) -> tensor<16x4xf32>
  %y = linalg.matmul ins(%a, %w2 : tensor<16x16xf32>, tensor<16x4xf32>) outs(%f2 : tensor<16x4xf32>) -> tensor<16x4xf32>
  %dy = arith.subf %y, %t : tensor<16x4xf32>
  // dW2 = a^T dy
  %eat = tensor.empty() : tensor<16x16xf32>
  %at = linalg.transpose ins(%a : tensor<16x16xf32>) outs(%eat : tensor<16x16xf32>) permutation = [1, 0]
  %eg2 = tensor.empty() : tensor<16x4xf32>
  %fg2 = linalg.fill ins(%zero : f32) outs(%eg2 : tensor<16x4xf32>) -> tensor<16x4xf32>
  %dw2 = linalg.matmul ins(%at, %dy : tensor<16x16xf32>, tensor<16x4xf32>) outs(%fg2 : tensor<16x4xf32>) -> tensor<16x4xf32>
  // da = dy W2^T, dh = da * (1 - a^2)
  %ew2t = tensor.empty() : tensor<4x16xf32>
  %w2t = linalg.transpose ins(%w2 : tensor<16x4xf32>) outs(%ew2t : tensor<4x16xf32>) permutation = [1, 0]
  %da = linalg.matmul ins(%dy, %w2t : tensor<16x4xf32>, tensor<4x16xf32>) outs(%f1 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %one = arith.constant dense<1.0> : tensor<16x16xf32>
  %a2 = arith.mulf %a, %a : tensor<16x16xf32>
  %d = arith.subf %one, %a2 : tensor<16x16xf32>
  %dh = arith.mulf %da, %d : tensor<16x16xf32>
  // dW1 = x^T dh
  %ext = tensor.empty() : tensor<8x16xf32>
  %xt = linalg.transpose ins(%x : tensor<16x8xf32>) outs(%ext : tensor<8x16xf32>) permutation = [1, 0]
  %eg1 = tensor.empty() : tensor<8x16xf32>
  %fg1 = linalg.fill ins(%zero : f32) outs(%eg1 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %dw1 = linalg.matmul ins(%xt, %dh : tensor<8x16xf32>, tensor<16x16xf32>) outs(%fg1 : tensor<8x16xf32>) -> tensor<8x16xf32>
  // SGD.
  %s1 = arith.mulf %dw1, %lr1 : tensor<8x16xf32>
  %n1 = arith.subf %w1, %s1 : tensor<8x16xf32>
  %s2 = arith.mulf %dw2, %lr2 : tensor<16x4xf32>
  %n2 = arith.subf %w2, %s2 : tensor<16x4xf32>
  return %n1, %n2, %y : tensor<8x16xf32>, tensor<16x4xf32>, tensor<16x4xf32>
}

//--- mesh2d.mlir
cleave.mesh @mesh = <["data"=2, "model"=2]>
func.func @main(%x: tensor<8x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>},
                %w1: tensor<16x32xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}]>},
                %w2: tensor<32x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"model"}, {}]>})
    -> (tensor<8x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {"model"}]>}) {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<8x32xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8x32xf32>) -> tensor<8x32xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<8x16xf32>, tensor<16x32xf32>) outs(%f1 : tensor<8x32xf32>) -> tensor<8x32xf32>
  %a = math.tanh %h : tensor<8x32xf32>
  %e2 = tensor.empty() : tensor<8x16xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %y = linalg.matmul ins(%a, %w2 : tensor<8x32xf32>, tensor<32x16xf32>) outs(%f2 : tensor<8x16xf32>) -> tensor<8x16xf32>
  return %y : tensor<8x16xf32>
}

//--- attention.mlir
// Attention with the heads split over "model": no collective before the
// output projection.
cleave.mesh @mesh = <["model"=4]>
func.func @main(%x: tensor<8x32xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>},
                %wq: tensor<32x32xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}]>},
                %wk: tensor<32x32xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}]>},
                %wv: tensor<32x32xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}]>},
                %wo: tensor<32x32xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"model"}, {}]>}) -> tensor<8x32xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x32xf32>) -> tensor<8x32xf32>
  %q = linalg.matmul ins(%x, %wq : tensor<8x32xf32>, tensor<32x32xf32>) outs(%f : tensor<8x32xf32>) -> tensor<8x32xf32>
  %k = linalg.matmul ins(%x, %wk : tensor<8x32xf32>, tensor<32x32xf32>) outs(%f : tensor<8x32xf32>) -> tensor<8x32xf32>
  %v = linalg.matmul ins(%x, %wv : tensor<8x32xf32>, tensor<32x32xf32>) outs(%f : tensor<8x32xf32>) -> tensor<8x32xf32>
  %q3 = tensor.expand_shape %q [[0], [1, 2]] output_shape [8, 4, 8] : tensor<8x32xf32> into tensor<8x4x8xf32>
  %k3 = tensor.expand_shape %k [[0], [1, 2]] output_shape [8, 4, 8] : tensor<8x32xf32> into tensor<8x4x8xf32>
  %v3 = tensor.expand_shape %v [[0], [1, 2]] output_shape [8, 4, 8] : tensor<8x32xf32> into tensor<8x4x8xf32>
  %et = tensor.empty() : tensor<4x8x8xf32>
  %qh = linalg.transpose ins(%q3 : tensor<8x4x8xf32>) outs(%et : tensor<4x8x8xf32>) permutation = [1, 0, 2]
  %vh = linalg.transpose ins(%v3 : tensor<8x4x8xf32>) outs(%et : tensor<4x8x8xf32>) permutation = [1, 0, 2]
  %kt = linalg.transpose ins(%k3 : tensor<8x4x8xf32>) outs(%et : tensor<4x8x8xf32>) permutation = [1, 2, 0]
  %es = tensor.empty() : tensor<4x8x8xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%es : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %s = linalg.batch_matmul ins(%qh, %kt : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%fs : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %p = linalg.softmax dimension(2) ins(%s : tensor<4x8x8xf32>) outs(%es : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %o = linalg.batch_matmul ins(%p, %vh : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%fs : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %eb = tensor.empty() : tensor<8x4x8xf32>
  %ob = linalg.transpose ins(%o : tensor<4x8x8xf32>) outs(%eb : tensor<8x4x8xf32>) permutation = [1, 0, 2]
  %o2 = tensor.collapse_shape %ob [[0], [1, 2]] : tensor<8x4x8xf32> into tensor<8x32xf32>
  %y = linalg.matmul ins(%o2, %wo : tensor<8x32xf32>, tensor<32x32xf32>) outs(%f : tensor<8x32xf32>) -> tensor<8x32xf32>
  return %y : tensor<8x32xf32>
}

//--- attention8.mlir
// The same on a 2 x 4 mesh with the sequence split over "data" outside the
// attention core.
cleave.mesh @mesh = <["data"=2, "model"=4]>
func.func @main(%x: tensor<8x32xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>},
                %wq: tensor<32x32xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}]>},
                %wo: tensor<32x32xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"model"}, {}]>}) -> tensor<8x32xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x32xf32>) -> tensor<8x32xf32>
  %q = linalg.matmul ins(%x, %wq : tensor<8x32xf32>, tensor<32x32xf32>) outs(%f : tensor<8x32xf32>) -> tensor<8x32xf32>
  %q3 = tensor.expand_shape %q [[0], [1, 2]] output_shape [8, 4, 8] : tensor<8x32xf32> into tensor<8x4x8xf32>
  %et = tensor.empty() : tensor<4x8x8xf32>
  %qh = linalg.transpose ins(%q3 : tensor<8x4x8xf32>) outs(%et : tensor<4x8x8xf32>) permutation = [1, 0, 2]
  %kt = linalg.transpose ins(%q3 : tensor<8x4x8xf32>) outs(%et : tensor<4x8x8xf32>) permutation = [1, 2, 0]
  %es = tensor.empty() : tensor<4x8x8xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%es : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %s = linalg.batch_matmul ins(%qh, %kt : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%fs : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %p = linalg.softmax dimension(2) ins(%s : tensor<4x8x8xf32>) outs(%es : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %o = linalg.batch_matmul ins(%p, %qh : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%fs : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %eb = tensor.empty() : tensor<8x4x8xf32>
  %ob = linalg.transpose ins(%o : tensor<4x8x8xf32>) outs(%eb : tensor<8x4x8xf32>) permutation = [1, 0, 2]
  %o2 = tensor.collapse_shape %ob [[0], [1, 2]] : tensor<8x4x8xf32> into tensor<8x32xf32>
  %y = linalg.matmul ins(%o2, %wo : tensor<8x32xf32>, tensor<32x32xf32>) outs(%f : tensor<8x32xf32>) -> tensor<8x32xf32>
  return %y : tensor<8x32xf32>
}

//--- uneven.mlir
// Dims the devices do not divide: 10 rows over 4 devices, 3 each, the last
// device holding 1 row and 2 of padding.
cleave.mesh @mesh = <["x"=4]>
func.func @main(%a: tensor<10x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>}) -> tensor<10x4xf32> {
  %0 = math.exp %a : tensor<10x4xf32>
  return %0 : tensor<10x4xf32>
}
//--- reshards.mlir
// Every reshard kind: slice, gather, all_to_all, all_reduce, reduce_scatter,
// gather over two axes, swapped dims, reordered axes, permute.
cleave.mesh @mesh = <["x"=2, "y"=2]>
func.func @main(%a: tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>},
                %b: tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>},
                %c: tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"y"}, {}]>},
                %d: tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}], partial = {"y"}>},
                %e: tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}], partial = {"x"}>},
                %f: tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x", "y"}, {}]>},
                %g: tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {"y"}]>},
                %h: tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"y", "x"}, {}]>},
                %i: tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>})
    -> (tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>},
        tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>},
        tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"y"}]>},
        tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>},
        tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>},
        tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>},
        tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"y"}, {"x"}]>},
        tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x", "y"}, {}]>},
        tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"y"}, {}]>}) {
  return %a, %b, %c, %d, %e, %f, %g, %h, %i : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
}

//--- auto.mlir
// Weights that do not fit one device: auto-shard splits them.
cleave.mesh @mesh = <["x"=4]>
func.func @main(%x: tensor<16x512xf32>, %w1: tensor<512x1024xf32>, %w2: tensor<1024x512xf32>) -> tensor<16x512xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16x1024xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<16x1024xf32>) -> tensor<16x1024xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<16x512xf32>, tensor<512x1024xf32>) outs(%f : tensor<16x1024xf32>) -> tensor<16x1024xf32>
  %a = math.tanh %h : tensor<16x1024xf32>
  %e2 = tensor.empty() : tensor<16x512xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<16x512xf32>) -> tensor<16x512xf32>
  %y = linalg.matmul ins(%a, %w2 : tensor<16x1024xf32>, tensor<1024x512xf32>) outs(%f2 : tensor<16x512xf32>) -> tensor<16x512xf32>
  return %y : tensor<16x512xf32>
}

//--- auto8.mlir
cleave.mesh @mesh = <["data"=2, "model"=4]>
func.func @main(%x: tensor<64x32xf32>, %w1: tensor<32x64xf32>, %w2: tensor<64x32xf32>) -> tensor<64x32xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<64x32xf32>, tensor<32x64xf32>) outs(%f : tensor<64x64xf32>) -> tensor<64x64xf32>
  %a = math.tanh %h : tensor<64x64xf32>
  %e2 = tensor.empty() : tensor<64x32xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<64x32xf32>) -> tensor<64x32xf32>
  %y = linalg.matmul ins(%a, %w2 : tensor<64x64xf32>, tensor<64x32xf32>) outs(%f2 : tensor<64x32xf32>) -> tensor<64x32xf32>
  return %y : tensor<64x32xf32>
}

//--- uneven-matmul.mlir
// A contraction over an unevenly split dim: the padding is masked out of
// the partial sums (both operands carry garbage there after exp).
cleave.mesh @mesh = <["x"=4]>
func.func @main(%a: tensor<4x10xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"x"}]>},
                %b: tensor<10x6xf32>) -> tensor<4x6xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x6xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x6xf32>) -> tensor<4x6xf32>
  %x = math.exp %a : tensor<4x10xf32>
  %y = math.exp %b : tensor<10x6xf32>
  %m = linalg.matmul ins(%x, %y : tensor<4x10xf32>, tensor<10x6xf32>) outs(%f : tensor<4x6xf32>) -> tensor<4x6xf32>
  %ez = tensor.empty() : tensor<4xf32>
  %fz = linalg.fill ins(%zero : f32) outs(%ez : tensor<4xf32>) -> tensor<4xf32>
  %r = linalg.reduce ins(%x : tensor<4x10xf32>) outs(%fz : tensor<4xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  %eb = tensor.empty() : tensor<4x6xf32>
  %rb = linalg.broadcast ins(%r : tensor<4xf32>) outs(%eb : tensor<4x6xf32>) dimensions = [1]
  %o = arith.addf %m, %rb : tensor<4x6xf32>
  return %o : tensor<4x6xf32>
}

//--- uneven-reshard.mlir
// Reshards of uneven dims: gathered whole and unpadded, padded and sliced
// anew; moved between dims; and uneven over two axes.
cleave.mesh @mesh = <["x"=2, "y"=2]>
func.func @main(%a: tensor<7x5xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>},
                %b: tensor<7x5xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x", "y"}, {}]>},
                %c: tensor<7x5xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}], partial = {"y"}>})
    -> (tensor<7x5xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"x"}]>},
        tensor<7x5xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"y"}, {"x"}]>},
        tensor<7x5xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"y", "x"}, {}]>}) {
  %0 = math.exp %a : tensor<7x5xf32>
  %1 = math.exp %b : tensor<7x5xf32>
  return %0, %1, %c : tensor<7x5xf32>, tensor<7x5xf32>, tensor<7x5xf32>
}

//--- uneven-slice.mlir
// A slice split unevenly along its sliced dim reaches past the source end
// on the last device: the source is padded first.
cleave.mesh @mesh = <["x"=2]>
func.func @main(%s: tensor<2x8xf32>) -> (tensor<2x3xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"x"}]>}) {
  %v = tensor.extract_slice %s[0, 5] [2, 3] [1, 1] : tensor<2x8xf32> to tensor<2x3xf32>
  %w = math.exp %v : tensor<2x3xf32>
  return %w : tensor<2x3xf32>
}
