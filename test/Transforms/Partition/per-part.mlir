// A fused QKV projection whose weight and bias are split per part
// ({"model"}x3, Megatron's layout): cleave-propagate gives the parts a dim of
// their own, so each device reads its slice of q, k and v with no collective.
// The same weight split as a block of the whole dim needs a gather.
// RUN: split-file %s %t
// RUN: cleave-opt %t/parts.mlir --cleave-propagate | FileCheck %s --check-prefix=PROP
// RUN: cleave-opt %t/parts.mlir --cleave-propagate --cleave-propagate | FileCheck %s --check-prefix=PROP
// RUN: cleave-opt %t/parts.mlir --cleave-propagate --cleave-partition --cleave-optimize-collectives | FileCheck %s --check-prefix=PART
// RUN: cleave-opt %t/block.mlir --cleave-propagate --cleave-partition --cleave-optimize-collectives | FileCheck %s --check-prefix=BLOCK
// Misuse: partitioned without cleave-propagate; two dims per part; called;
// auto-shard.
// The update of a per-part weight by a gradient computed in the program's
// shape (x^T times the concat of the q, k and v gradients, then scaled):
// the gradient's producers are written in parts too, back to the concat,
// so each device computes its slice of each part: no warning, nothing moved.
// RUN: cleave-opt %t/update.mlir --cleave-propagate --cleave-partition --cleave-optimize-collectives 2>&1 | FileCheck %s --check-prefix=UPDATE --implicit-check-not=warning --implicit-check-not=cleave.all_gather --implicit-check-not=cleave.all_to_all --implicit-check-not=cleave.all_reduce --implicit-check-not=cleave.reduce_scatter
// A training step's update returned: the new weight and bias are returned
// split per part, as their arguments are (the bias gradient reaches its
// parts through a [1, 24] -> [24] collapse): nothing moved, no warning.
// RUN: cleave-opt %t/returned.mlir --cleave-propagate 2>&1 | FileCheck %s --check-prefix=RETPROP --implicit-check-not=warning
// RUN: cleave-opt %t/returned.mlir --cleave-propagate --cleave-partition --cleave-optimize-collectives 2>&1 | FileCheck %s --check-prefix=RETPART --implicit-check-not=warning --implicit-check-not=cleave.all_gather --implicit-check-not=cleave.all_to_all --implicit-check-not=cleave.all_reduce --implicit-check-not=cleave.reduce_scatter
// A result stated per part is kept; one that is not computed per part is
// an error.
// RUN: not cleave-opt %t/not-computed.mlir --cleave-propagate --cleave-partition 2>&1 | FileCheck %s --check-prefix=NOTCOMPUTED
// RUN: not cleave-opt %t/parts.mlir --cleave-partition 2>&1 | FileCheck %s --check-prefix=NOPROP
// RUN: not cleave-opt %t/two-dims.mlir --cleave-propagate 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: not cleave-opt %t/called.mlir --cleave-propagate --cleave-partition 2>&1 | FileCheck %s --check-prefix=CALLED
// RUN: not cleave-opt %t/parts.mlir --cleave-auto-shard 2>&1 | FileCheck %s --check-prefix=AUTO

// The argument keeps its annotation; its parts become dim 1 of [16, 3, 8].
// PROP-LABEL: func.func @qkv
// PROP-SAME: %arg1: tensor<16x24xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}x3]>}
// PROP-SAME: %arg2: tensor<24xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"model"}x3]>}
// PROP-SAME: -> (tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}]>})
// PROP: tensor.expand_shape %arg2 {{\[}}[0, 1]] output_shape [3, 8]
// PROP-NEXT: cleave.constraint %{{.*}} <@mesh, [{}, {"model"}]> : tensor<3x8xf32>
// PROP: tensor.expand_shape %arg1 {{\[}}[0], [1, 2]] output_shape [16, 3, 8]
// PROP-NEXT: cleave.constraint %{{.*}} <@mesh, [{}, {}, {"model"}]> : tensor<16x3x8xf32>
// PROP-NOT: tensor.expand_shape %arg
// PROP: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %{{.*}} : tensor<8x16xf32>, tensor<16x3x8xf32>) outs(%{{.*}} : tensor<8x3x8xf32>)
// PROP: tensor.extract_slice %{{.*}}[0, 0, 0] [8, 1, 8] [1, 1, 1] {{.*}} : tensor<8x3x8xf32> to tensor<8x8xf32>
// PROP: tensor.extract_slice %{{.*}}[0, 1, 0] [8, 1, 8] [1, 1, 1] {{.*}} : tensor<8x3x8xf32> to tensor<8x8xf32>
// PROP: tensor.extract_slice %{{.*}}[0, 2, 0] [8, 1, 8] [1, 1, 1] {{.*}} : tensor<8x3x8xf32> to tensor<8x8xf32>

// Each device holds 4 of each part's 8 columns: [16, 12] read as [16, 3, 4].
// PART-LABEL: func.func @qkv
// PART-SAME: %arg1: tensor<16x12xf32> {cleave.global_type = tensor<16x24xf32>, cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}x3]>}
// PART-SAME: -> (tensor<8x4xf32>
// PART-NOT: cleave.all_gather
// PART-NOT: cleave.all_to_all
// PART: tensor.expand_shape %arg1 {{\[}}[0], [1, 2]] output_shape [16, 3, 4] : tensor<16x12xf32> into tensor<16x3x4xf32>
// PART-NOT: cleave.all_gather
// PART-NOT: cleave.all_to_all
// PART: tensor.extract_slice %{{.*}}[0, 1, 0] [8, 1, 4] [1, 1, 1] : tensor<8x3x4xf32> to tensor<8x4xf32>
// PART-NOT: cleave.
// PART: return

// BLOCK-LABEL: func.func @qkv
// BLOCK: cleave.all_gather

// RETPROP-LABEL: func.func @step
// RETPROP-SAME: -> (tensor<16x24xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}x3]>}, tensor<24xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"model"}x3]>})
// RETPROP: tensor.collapse_shape %{{.*}} {{\[}}[0], [1, 2]] {cleave.per_part_exit{{.*}}} : tensor<16x3x8xf32> into tensor<16x24xf32>
// RETPROP: tensor.collapse_shape %{{.*}} {{\[}}[0, 1]] {cleave.per_part_exit{{.*}}} : tensor<3x8xf32> into tensor<24xf32>
// RETPROP: return

// RETPART-LABEL: func.func @step
// RETPART-SAME: -> (tensor<16x12xf32> {cleave.global_type = tensor<16x24xf32>, cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}x3]>}, tensor<12xf32> {cleave.global_type = tensor<24xf32>, cleave.sharding = #cleave.sharding<@mesh, [{"model"}x3]>})
// RETPART: tensor.collapse_shape %{{.*}} {{\[}}[0], [1, 2]] : tensor<16x3x4xf32> into tensor<16x12xf32>
// RETPART: return

// NOTCOMPUTED: error: result #0 of @f is split per part but not computed per part; only a value cleave-propagate computes from arguments split per part may be returned that way

// NOPROP: error: argument #1 of @qkv is split per part and read by 'linalg.matmul'; run cleave-propagate first, which rewrites its uses
// TWO: error: 'func.func' op argument #0 splits 2 dims per part; at most one dim of an argument may be
// CALLED: error: @callee is called and argument #0 is split per part; only entry functions may take arguments split per part
// AUTO: error: cleave-auto-shard: argument #1 of @qkv is split per part ('{...}xN'), which the auto-sharder does not plan; run cleave-propagate instead, or state the split without parts

//--- parts.mlir
cleave.mesh @mesh = <["model"=2]>
#id = affine_map<(d0, d1) -> (d0, d1)>
#bc = affine_map<(d0, d1) -> (d1)>
func.func @qkv(%x: tensor<8x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>},
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

//--- block.mlir
cleave.mesh @mesh = <["model"=2]>
func.func @qkv(%x: tensor<8x16xf32>,
               %w: tensor<16x24xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}]>}) -> tensor<8x8xf32> {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x24xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<8x24xf32>) -> tensor<8x24xf32>
  %y = linalg.matmul ins(%x, %w : tensor<8x16xf32>, tensor<16x24xf32>) outs(%f : tensor<8x24xf32>) -> tensor<8x24xf32>
  %q = tensor.extract_slice %y[0, 0] [8, 8] [1, 1] : tensor<8x24xf32> to tensor<8x8xf32>
  %k = tensor.extract_slice %y[0, 8] [8, 8] [1, 1] : tensor<8x24xf32> to tensor<8x8xf32>
  %e2 = tensor.empty() : tensor<8x8xf32>
  %qk = linalg.mul ins(%q, %k : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e2 : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %qk : tensor<8x8xf32>
}

//--- two-dims.mlir
cleave.mesh @mesh = <["x"=2, "y"=2]>
func.func @f(%w: tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}x2, {"y"}x2]>}) -> tensor<8x8xf32> {
  return %w : tensor<8x8xf32>
}

//--- called.mlir
cleave.mesh @mesh = <["x"=2]>
func.func @callee(%w: tensor<8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}x2]>}) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %0 = linalg.negf ins(%w : tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
func.func @main(%w: tensor<8xf32>) -> tensor<8xf32> {
  %0 = func.call @callee(%w) : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

//--- update.mlir
cleave.mesh @mesh = <["model"=2]>
// UPDATE-LABEL: func.func @update
// UPDATE: tensor.concat dim(1) {{.*}} -> tensor<8x3x4xf32>
// UPDATE: linalg.generic {{.*}} ins(%transposed, %concat : tensor<16x8xf32>, tensor<8x3x4xf32>) outs({{.*}} : tensor<16x3x4xf32>)
// UPDATE: return
func.func @update(%w: tensor<16x24xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}x3]>},
                  %x: tensor<8x16xf32>, %dq: tensor<8x8xf32>, %dk: tensor<8x8xf32>, %dv: tensor<8x8xf32>)
    -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) {
  %zero = arith.constant 0.0 : f32
  %lr = arith.constant 0.1 : f32
  %g = tensor.concat dim(1) %dq, %dk, %dv : (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x24xf32>
  %et = tensor.empty() : tensor<16x8xf32>
  %xt = linalg.transpose ins(%x : tensor<8x16xf32>) outs(%et : tensor<16x8xf32>) permutation = [1, 0]
  %e = tensor.empty() : tensor<16x24xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<16x24xf32>) -> tensor<16x24xf32>
  %dw = linalg.matmul ins(%xt, %g : tensor<16x8xf32>, tensor<8x24xf32>) outs(%f : tensor<16x24xf32>) -> tensor<16x24xf32>
  %e2 = tensor.empty() : tensor<16x24xf32>
  %new = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                         iterator_types = ["parallel", "parallel"]}
      ins(%w, %dw : tensor<16x24xf32>, tensor<16x24xf32>) outs(%e2 : tensor<16x24xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.mulf %b, %lr : f32
    %r = arith.subf %a, %s : f32
    linalg.yield %r : f32
  } -> tensor<16x24xf32>
  %e3 = tensor.empty() : tensor<8x24xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<8x24xf32>) -> tensor<8x24xf32>
  %y = linalg.matmul ins(%x, %new : tensor<8x16xf32>, tensor<16x24xf32>) outs(%f3 : tensor<8x24xf32>) -> tensor<8x24xf32>
  %q = tensor.extract_slice %y[0, 0] [8, 8] [1, 1] : tensor<8x24xf32> to tensor<8x8xf32>
  %k = tensor.extract_slice %y[0, 8] [8, 8] [1, 1] : tensor<8x24xf32> to tensor<8x8xf32>
  %v = tensor.extract_slice %y[0, 16] [8, 8] [1, 1] : tensor<8x24xf32> to tensor<8x8xf32>
  return %q, %k, %v : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
}

//--- returned.mlir
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

//--- not-computed.mlir
cleave.mesh @mesh = <["model"=2]>
func.func @f(%w: tensor<16x24xf32>) -> (tensor<16x24xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}x3]>}) {
  %e = tensor.empty() : tensor<16x24xf32>
  %0 = linalg.negf ins(%w : tensor<16x24xf32>) outs(%e : tensor<16x24xf32>) -> tensor<16x24xf32>
  return %0 : tensor<16x24xf32>
}
