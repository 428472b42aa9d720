// RUN: cleave-opt %s -split-input-file --cleave-propagate --cleave-partition --cleave-optimize-collectives 2>&1 | FileCheck %s --implicit-check-not=warning --implicit-check-not=cleave.all_gather --implicit-check-not=cleave.all_to_all --implicit-check-not=cleave.all_reduce --implicit-check-not=cleave.reduce_scatter

// PyTorch's sequence-first layers (nn.TransformerEncoderLayer, nn.MultiheadAttention)
// collapse [seq, batch, d] into [seq * batch, d] for their linear layers.
// Under data parallel the batch, the minor dim of the merged group, is
// split: a split the merged dim cannot carry (it would be strided). The
// collapse's users are then written over [seq, batch] apart, and the
// expand back to [seq, batch, heads, d] reads them directly: every device
// keeps its batch slice and nothing moves. The residual path's collapse of
// the same dims is rewritten too.
cleave.mesh @mesh = <["data"=4]>
// CHECK-LABEL: func.func @linear
// CHECK-SAME: tensor<16x2x32xf32>
// CHECK-NOT: tensor<128x
// CHECK: return {{.*}} : tensor<16x2x4x16xf32>
func.func @linear(%x: tensor<16x8x32xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"data"}, {}]>},
                  %w: tensor<32x64xf32>, %b: tensor<64xf32>, %w2: tensor<64x64xf32>) -> tensor<16x8x4x16xf32> {
  %zero = arith.constant 0.0 : f32
  %c = tensor.collapse_shape %x [[0, 1], [2]] : tensor<16x8x32xf32> into tensor<128x32xf32>
  %e = tensor.empty() : tensor<128x64xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<128x64xf32>) -> tensor<128x64xf32>
  %m = linalg.matmul ins(%c, %w : tensor<128x32xf32>, tensor<32x64xf32>) outs(%f : tensor<128x64xf32>) -> tensor<128x64xf32>
  %e2 = tensor.empty() : tensor<128x64xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%m, %b : tensor<128x64xf32>, tensor<64xf32>) outs(%e2 : tensor<128x64xf32>) {
  ^bb0(%a: f32, %v: f32, %o: f32):
    %s = arith.addf %a, %v : f32
    linalg.yield %s : f32
  } -> tensor<128x64xf32>
  %t = tensor.expand_shape %y [[0, 1], [2]] output_shape [16, 8, 64] : tensor<128x64xf32> into tensor<16x8x64xf32>
  %c2 = tensor.collapse_shape %t [[0, 1], [2]] : tensor<16x8x64xf32> into tensor<128x64xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e : tensor<128x64xf32>) -> tensor<128x64xf32>
  %m2 = linalg.matmul ins(%c2, %w2 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%f2 : tensor<128x64xf32>) -> tensor<128x64xf32>
  %h = tensor.expand_shape %m2 [[0, 1, 2], [3, 4]] output_shape [1, 16, 8, 4, 16] : tensor<128x64xf32> into tensor<1x16x8x4x16xf32>
  %r = tensor.collapse_shape %h [[0, 1], [2], [3], [4]] : tensor<1x16x8x4x16xf32> into tensor<16x8x4x16xf32>
  return %r : tensor<16x8x4x16xf32>
}

// -----

// The same when the major dim is split only part way: attention scores
// [batch, heads, q, k] with the batch over "data" (8 rows, 2 devices) and
// the heads over "model", collapsed to [batch * heads, q, k] for a batch
// matmul. "data" then "model" over the merged dim would be a block split of
// the batch alone (each device a quarter of the batch, every head), which
// is not how the operands are laid out: the collapse is written over batch
// and heads apart, and nothing moves.
cleave.mesh @mesh = <["data"=2, "model"=2]>
// CHECK-LABEL: func.func @heads
// CHECK-SAME: tensor<4x2x16x16xf32>
// CHECK: return {{.*}} : tensor<4x2x16x16xf32>
func.func @heads(%s: tensor<8x4x16x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {"model"}, {}, {}]>},
                 %v: tensor<8x4x16x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {"model"}, {}, {}]>})
    -> (tensor<8x4x16x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {"model"}, {}, {}]>}) {
  %cs = tensor.collapse_shape %s [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
  %cv = tensor.collapse_shape %v [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
  %e = tensor.empty() : tensor<32x16x16xf32>
  %o = linalg.mul ins(%cs, %cv : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%e : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
  %r = tensor.expand_shape %o [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
  return %r : tensor<8x4x16x16xf32>
}
