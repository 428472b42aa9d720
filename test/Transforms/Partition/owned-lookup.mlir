// RUN: cleave-opt %s --cleave-propagate --cleave-partition --cleave-optimize-collectives 2>&1 | FileCheck %s --implicit-check-not=warning --implicit-check-not=cleave.all_gather --implicit-check-not=cleave.all_to_all
// RUN: cleave-run -np 4 %s --entry experts --verify --opt-level=0 | FileCheck %s --check-prefix=VERIFY
// RUN: cleave-run -np 4 %s --entry combined --verify --opt-level=0 | FileCheck %s --check-prefix=VERIFY
// RUN: cleave-run -np 4 %s --entry bag --verify --opt-level=0 | FileCheck %s --check-prefix=VERIFY
// RUN: cleave-run -np 4 %s --entry growing --verify --opt-level=0 | FileCheck %s --check-prefix=VERIFY
// RUN: cleave-run -np 4 %s --entry accumulated --verify --opt-level=0 | FileCheck %s --check-prefix=VERIFY
// RUN: cleave-run -np 4 %s --entry two_indices --verify --opt-level=0 | FileCheck %s --check-prefix=VERIFY
// REQUIRES: mpi

// Experts split over "expert", their weights gathered per token slot (the
// batched_mm form of transformers' MoE blocks). A masked lookup's element
// is read on one device, its owner; ops parallel in the token slots run on
// the owner without reducing first (silu of the gathered activation, the
// product of two lookups by the same index), and only the value a user
// needs whole is masked (zero where this device is no owner) and reduced.

cleave.mesh @mesh = <["expert"=4]>

#tok = affine_map<(n, f, h) -> (n)>
#id3 = affine_map<(n, f, h) -> (n, f, h)>
#id2 = affine_map<(n, f) -> (n, f)>
#row = affine_map<(n, f) -> (n)>

// The token slot n's expert: (3 n) mod 4.
func.func private @route() -> tensor<8xi64> {
  %e = tensor.empty() : tensor<8xi64>
  %r = linalg.generic {indexing_maps = [affine_map<(n) -> (n)>], iterator_types = ["parallel"]} outs(%e : tensor<8xi64>) {
  ^bb0(%out: i64):
    %n = linalg.index 0 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %m = arith.muli %n, %c3 : index
    %x = arith.remui %m, %c4 : index
    %i = arith.index_cast %x : index to i64
    linalg.yield %i : i64
  } -> tensor<8xi64>
  return %r : tensor<8xi64>
}

// One all_reduce, of the result: the gate products, silu, the down
// products and the routing weights all run on the owners. No weight moves.
// CHECK-LABEL: func.func @experts
// CHECK-SAME: tensor<1x6x5xf32>
// CHECK-SAME: tensor<1x5x6xf32>
// CHECK: linalg.batch_matmul
// CHECK: math.exp
// CHECK: linalg.batch_matmul
// CHECK: arith.select
// CHECK: %[[R:.*]] = cleave.all_reduce %{{.*}} over @mesh["expert"] kind = sum : tensor<8x5xf32>
// CHECK-NOT: cleave.all_reduce
// CHECK: return %[[R]]
func.func @experts(%x: tensor<8x5xf32>,
    %wg: tensor<4x6x5xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"expert"}, {}, {}]>},
    %wd: tensor<4x5x6xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"expert"}, {}, {}]>},
    %p: tensor<8xf32>) -> (tensor<8x5xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>}) {
  %cst = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %idx = func.call @route() : () -> tensor<8xi64>
  %eg = tensor.empty() : tensor<8x6x5xf32>
  %g = linalg.generic {indexing_maps = [#tok, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%idx : tensor<8xi64>) outs(%eg : tensor<8x6x5xf32>) {
  ^bb0(%in: i64, %out: f32):
    %i = arith.index_cast %in : i64 to index
    %f = linalg.index 1 : index
    %h = linalg.index 2 : index
    %v = tensor.extract %wg[%i, %f, %h] : tensor<4x6x5xf32>
    linalg.yield %v : f32
  } -> tensor<8x6x5xf32>
  %xe = tensor.expand_shape %x [[0], [1, 2]] output_shape [8, 5, 1] : tensor<8x5xf32> into tensor<8x5x1xf32>
  %e0 = tensor.empty() : tensor<8x6x1xf32>
  %z0 = linalg.fill ins(%cst : f32) outs(%e0 : tensor<8x6x1xf32>) -> tensor<8x6x1xf32>
  %a3 = linalg.batch_matmul ins(%g, %xe : tensor<8x6x5xf32>, tensor<8x5x1xf32>) outs(%z0 : tensor<8x6x1xf32>) -> tensor<8x6x1xf32>
  %a = tensor.collapse_shape %a3 [[0], [1, 2]] : tensor<8x6x1xf32> into tensor<8x6xf32>
  %e1 = tensor.empty() : tensor<8x6xf32>
  %s = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<8x6xf32>) outs(%e1 : tensor<8x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    %n = arith.negf %in : f32
    %ex = math.exp %n : f32
    %d = arith.addf %ex, %one : f32
    %r = arith.divf %in, %d : f32
    linalg.yield %r : f32
  } -> tensor<8x6xf32>
  %e2 = tensor.empty() : tensor<8x5x6xf32>
  %gd = linalg.generic {indexing_maps = [#tok, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%idx : tensor<8xi64>) outs(%e2 : tensor<8x5x6xf32>) {
  ^bb0(%in: i64, %out: f32):
    %i = arith.index_cast %in : i64 to index
    %h = linalg.index 1 : index
    %f = linalg.index 2 : index
    %v = tensor.extract %wd[%i, %h, %f] : tensor<4x5x6xf32>
    linalg.yield %v : f32
  } -> tensor<8x5x6xf32>
  %se = tensor.expand_shape %s [[0], [1, 2]] output_shape [8, 6, 1] : tensor<8x6xf32> into tensor<8x6x1xf32>
  %e3 = tensor.empty() : tensor<8x5x1xf32>
  %z3 = linalg.fill ins(%cst : f32) outs(%e3 : tensor<8x5x1xf32>) -> tensor<8x5x1xf32>
  %o3 = linalg.batch_matmul ins(%gd, %se : tensor<8x5x6xf32>, tensor<8x6x1xf32>) outs(%z3 : tensor<8x5x1xf32>) -> tensor<8x5x1xf32>
  %o = tensor.collapse_shape %o3 [[0], [1, 2]] : tensor<8x5x1xf32> into tensor<8x5xf32>
  %e4 = tensor.empty() : tensor<8x5xf32>
  %y = linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]} ins(%o, %p : tensor<8x5xf32>, tensor<8xf32>) outs(%e4 : tensor<8x5xf32>) {
  ^bb0(%in: f32, %w: f32, %out: f32):
    %m = arith.mulf %in, %w : f32
    linalg.yield %m : f32
  } -> tensor<8x5xf32>
  return %y : tensor<8x5xf32>
}

// The two slots of each token summed (the combine): the slots' owners
// differ, so the value is masked (zero where this device is no owner)
// before the sum; propagation wants the combine's input whole, so the one
// all_reduce is there.
// CHECK-LABEL: func.func @combined
// CHECK: math.exp
// CHECK: arith.select
// CHECK: cleave.all_reduce %{{.*}} over @mesh["expert"] kind = sum : tensor<8x6xf32>
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "reduction", "parallel"]
// CHECK-NOT: cleave.all_reduce
func.func @combined(%x: tensor<8x5xf32>,
    %wg: tensor<4x6x5xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"expert"}, {}, {}]>})
    -> (tensor<4x6xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>}) {
  %cst = arith.constant 0.0 : f32
  %idx = func.call @route() : () -> tensor<8xi64>
  %eg = tensor.empty() : tensor<8x6x5xf32>
  %g = linalg.generic {indexing_maps = [#tok, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%idx : tensor<8xi64>) outs(%eg : tensor<8x6x5xf32>) {
  ^bb0(%in: i64, %out: f32):
    %i = arith.index_cast %in : i64 to index
    %f = linalg.index 1 : index
    %h = linalg.index 2 : index
    %v = tensor.extract %wg[%i, %f, %h] : tensor<4x6x5xf32>
    linalg.yield %v : f32
  } -> tensor<8x6x5xf32>
  %xe = tensor.expand_shape %x [[0], [1, 2]] output_shape [8, 5, 1] : tensor<8x5xf32> into tensor<8x5x1xf32>
  %e0 = tensor.empty() : tensor<8x6x1xf32>
  %z0 = linalg.fill ins(%cst : f32) outs(%e0 : tensor<8x6x1xf32>) -> tensor<8x6x1xf32>
  %a3 = linalg.batch_matmul ins(%g, %xe : tensor<8x6x5xf32>, tensor<8x5x1xf32>) outs(%z0 : tensor<8x6x1xf32>) -> tensor<8x6x1xf32>
  %a = tensor.collapse_shape %a3 [[0], [1, 2]] : tensor<8x6x1xf32> into tensor<8x6xf32>
  %e1 = tensor.empty() : tensor<8x6xf32>
  %t = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<8x6xf32>) outs(%e1 : tensor<8x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    %ex = math.exp %in : f32
    linalg.yield %ex : f32
  } -> tensor<8x6xf32>
  %tk = tensor.expand_shape %t [[0, 1], [2]] output_shape [4, 2, 6] : tensor<8x6xf32> into tensor<4x2x6xf32>
  %e2 = tensor.empty() : tensor<4x6xf32>
  %z2 = linalg.fill ins(%cst : f32) outs(%e2 : tensor<4x6xf32>) -> tensor<4x6xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(t, k, f) -> (t, k, f)>, affine_map<(t, k, f) -> (t, f)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%tk : tensor<4x2x6xf32>) outs(%z2 : tensor<4x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %out : f32
    linalg.yield %s : f32
  } -> tensor<4x6xf32>
  return %y : tensor<4x6xf32>
}

// A lookup summed over a bag (the rows of each bag have different owners):
// no owner per element, so the sum is reduced before the nonlinear op.
// CHECK-LABEL: func.func @bag
// CHECK: %[[S:.*]] = cleave.all_reduce %{{.*}} over @mesh["expert"] kind = sum : tensor<4x5xf32>
// CHECK: math.exp
// CHECK-NOT: cleave.all_reduce
func.func @bag(%wg: tensor<4x6x5xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"expert"}, {}, {}]>})
    -> (tensor<4x5xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>}) {
  %cst = arith.constant 0.0 : f32
  %idx = func.call @route() : () -> tensor<8xi64>
  %bags = tensor.expand_shape %idx [[0, 1]] output_shape [4, 2] : tensor<8xi64> into tensor<4x2xi64>
  %e = tensor.empty() : tensor<4x5xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(b, h, j) -> (b, j)>, affine_map<(b, h, j) -> (b, h)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%bags : tensor<4x2xi64>) outs(%z : tensor<4x5xf32>) {
  ^bb0(%in: i64, %out: f32):
    %i = arith.index_cast %in : i64 to index
    %c0 = arith.constant 0 : index
    %h = linalg.index 1 : index
    %v = tensor.extract %wg[%i, %c0, %h] : tensor<4x6x5xf32>
    %a = arith.addf %out, %v : f32
    linalg.yield %a : f32
  } -> tensor<4x5xf32>
  %e1 = tensor.empty() : tensor<4x5xf32>
  %t = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%s : tensor<4x5xf32>) outs(%e1 : tensor<4x5xf32>) {
  ^bb0(%in: f32, %out: f32):
    %ex = math.exp %in : f32
    linalg.yield %ex : f32
  } -> tensor<4x5xf32>
  return %t : tensor<4x5xf32>
}

// A nonlinear op whose result is larger than the owned operand (a
// broadcast): running it on the owners would leave a larger value to
// reduce, so the small one is reduced first.
// CHECK-LABEL: func.func @growing
// CHECK: cleave.all_reduce %{{.*}} over @mesh["expert"] kind = sum : tensor<8x6xf32>
// CHECK: math.exp
// CHECK-NOT: cleave.all_reduce
func.func @growing(%x: tensor<8x5xf32>,
    %wg: tensor<4x6x5xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"expert"}, {}, {}]>})
    -> (tensor<8x6x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}, {}]>}) {
  %cst = arith.constant 0.0 : f32
  %idx = func.call @route() : () -> tensor<8xi64>
  %eg = tensor.empty() : tensor<8x6x5xf32>
  %g = linalg.generic {indexing_maps = [#tok, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%idx : tensor<8xi64>) outs(%eg : tensor<8x6x5xf32>) {
  ^bb0(%in: i64, %out: f32):
    %i = arith.index_cast %in : i64 to index
    %f = linalg.index 1 : index
    %h = linalg.index 2 : index
    %v = tensor.extract %wg[%i, %f, %h] : tensor<4x6x5xf32>
    linalg.yield %v : f32
  } -> tensor<8x6x5xf32>
  %xe = tensor.expand_shape %x [[0], [1, 2]] output_shape [8, 5, 1] : tensor<8x5xf32> into tensor<8x5x1xf32>
  %e0 = tensor.empty() : tensor<8x6x1xf32>
  %z0 = linalg.fill ins(%cst : f32) outs(%e0 : tensor<8x6x1xf32>) -> tensor<8x6x1xf32>
  %a3 = linalg.batch_matmul ins(%g, %xe : tensor<8x6x5xf32>, tensor<8x5x1xf32>) outs(%z0 : tensor<8x6x1xf32>) -> tensor<8x6x1xf32>
  %a = tensor.collapse_shape %a3 [[0], [1, 2]] : tensor<8x6x1xf32> into tensor<8x6xf32>
  %e1 = tensor.empty() : tensor<8x6x16xf32>
  %t = linalg.generic {indexing_maps = [affine_map<(n, f, k) -> (n, f)>, affine_map<(n, f, k) -> (n, f, k)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%a : tensor<8x6xf32>) outs(%e1 : tensor<8x6x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %ex = math.exp %in : f32
    linalg.yield %ex : f32
  } -> tensor<8x6x16xf32>
  return %t : tensor<8x6x16xf32>
}

// An op run on the owners that reads its accumulator (a bias it adds to):
// each owner reads the whole bias, not a share of it.
// CHECK-LABEL: func.func @accumulated
// CHECK: math.exp
// CHECK: arith.select
// CHECK: cleave.all_reduce %{{.*}} over @mesh["expert"] kind = sum : tensor<8x6xf32>
// CHECK-NOT: cleave.all_reduce
func.func @accumulated(%x: tensor<8x5xf32>, %bias: tensor<8x6xf32>,
    %wg: tensor<4x6x5xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"expert"}, {}, {}]>})
    -> (tensor<8x6xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>}) {
  %cst = arith.constant 0.0 : f32
  %idx = func.call @route() : () -> tensor<8xi64>
  %eg = tensor.empty() : tensor<8x6x5xf32>
  %g = linalg.generic {indexing_maps = [#tok, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%idx : tensor<8xi64>) outs(%eg : tensor<8x6x5xf32>) {
  ^bb0(%in: i64, %out: f32):
    %i = arith.index_cast %in : i64 to index
    %f = linalg.index 1 : index
    %h = linalg.index 2 : index
    %v = tensor.extract %wg[%i, %f, %h] : tensor<4x6x5xf32>
    linalg.yield %v : f32
  } -> tensor<8x6x5xf32>
  %xe = tensor.expand_shape %x [[0], [1, 2]] output_shape [8, 5, 1] : tensor<8x5xf32> into tensor<8x5x1xf32>
  %e0 = tensor.empty() : tensor<8x6x1xf32>
  %z0 = linalg.fill ins(%cst : f32) outs(%e0 : tensor<8x6x1xf32>) -> tensor<8x6x1xf32>
  %a3 = linalg.batch_matmul ins(%g, %xe : tensor<8x6x5xf32>, tensor<8x5x1xf32>) outs(%z0 : tensor<8x6x1xf32>) -> tensor<8x6x1xf32>
  %a = tensor.collapse_shape %a3 [[0], [1, 2]] : tensor<8x6x1xf32> into tensor<8x6xf32>
  %t = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<8x6xf32>) outs(%bias : tensor<8x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    %ex = math.exp %in : f32
    %s = arith.addf %ex, %out : f32
    linalg.yield %s : f32
  } -> tensor<8x6xf32>
  return %t : tensor<8x6xf32>
}

// Two lookups by different indices have different owners: their product
// is no owned value, so one operand is reduced before it and the product
// after (not one reduction, as for two lookups by the same index).
// CHECK-LABEL: func.func @two_indices
// CHECK-COUNT-2: cleave.all_reduce %{{.*}} over @mesh["expert"] kind = sum : tensor<8x6x5xf32>
// CHECK-NOT: cleave.all_reduce
func.func private @route_other() -> tensor<8xi64> {
  %e = tensor.empty() : tensor<8xi64>
  %r = linalg.generic {indexing_maps = [affine_map<(n) -> (n)>], iterator_types = ["parallel"]} outs(%e : tensor<8xi64>) {
  ^bb0(%out: i64):
    %n = linalg.index 0 : index
    %c4 = arith.constant 4 : index
    %x = arith.remui %n, %c4 : index
    %i = arith.index_cast %x : index to i64
    linalg.yield %i : i64
  } -> tensor<8xi64>
  return %r : tensor<8xi64>
}
func.func @two_indices(
    %wg: tensor<4x6x5xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"expert"}, {}, {}]>})
    -> (tensor<8x6x5xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}, {}]>}) {
  %idx = func.call @route() : () -> tensor<8xi64>
  %idx2 = func.call @route_other() : () -> tensor<8xi64>
  %e1 = tensor.empty() : tensor<8x6x5xf32>
  %g1 = linalg.generic {indexing_maps = [#tok, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%idx : tensor<8xi64>) outs(%e1 : tensor<8x6x5xf32>) {
  ^bb0(%in: i64, %out: f32):
    %i = arith.index_cast %in : i64 to index
    %f = linalg.index 1 : index
    %h = linalg.index 2 : index
    %v = tensor.extract %wg[%i, %f, %h] : tensor<4x6x5xf32>
    linalg.yield %v : f32
  } -> tensor<8x6x5xf32>
  %e2 = tensor.empty() : tensor<8x6x5xf32>
  %g2 = linalg.generic {indexing_maps = [#tok, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%idx2 : tensor<8xi64>) outs(%e2 : tensor<8x6x5xf32>) {
  ^bb0(%in: i64, %out: f32):
    %i = arith.index_cast %in : i64 to index
    %f = linalg.index 1 : index
    %h = linalg.index 2 : index
    %v = tensor.extract %wg[%i, %f, %h] : tensor<4x6x5xf32>
    linalg.yield %v : f32
  } -> tensor<8x6x5xf32>
  %e3 = tensor.empty() : tensor<8x6x5xf32>
  %p = linalg.generic {indexing_maps = [#id3, #id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%g1, %g2 : tensor<8x6x5xf32>, tensor<8x6x5xf32>) outs(%e3 : tensor<8x6x5xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<8x6x5xf32>
  return %p : tensor<8x6x5xf32>
}

// VERIFY: verify: OK
