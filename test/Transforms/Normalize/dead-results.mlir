// RUN: cleave-opt %s -split-input-file -cleave-normalize | FileCheck %s
// RUN: cleave-opt %s -split-input-file -cleave-propagate -cleave-partition | FileCheck %s --check-prefix=PART

// torch's `logits.max(dim=-1)` (the max of a log-softmax, a cross-entropy)
// computes the max and its argmax in one linalg.generic. Nothing reads the
// argmax: cleave-normalize drops it, so a split of the reduced dim (a
// vocabulary-parallel LM head) leaves a partial max, reduced over the small
// [rows] result, instead of gathering the logits.

// CHECK-LABEL: func.func @max_of_split_vocab
// CHECK: %[[M:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<8x64xf32>) outs(%{{.*}} : tensor<8xf32>)
// CHECK-NEXT: ^bb0(%[[IN:.*]]: f32, %[[OUT:.*]]: f32):
// CHECK-NEXT: %[[R:.*]] = arith.maximumf %[[IN]], %[[OUT]] : f32
// CHECK-NEXT: linalg.yield %[[R]] : f32
// CHECK: return %[[M]]

// PART-LABEL: func.func @max_of_split_vocab
// PART-SAME: tensor<8x16xf32>
// PART-NOT: cleave.all_gather
// PART: cleave.all_reduce %{{.*}} over @mesh["x"] kind = max : tensor<8xf32>
// PART-NOT: cleave.all_gather
cleave.mesh @mesh = <["x"=4]>
#in = affine_map<(d0, d1) -> (d0, d1)>
#out = affine_map<(d0, d1) -> (d0)>
func.func @max_of_split_vocab(%logits: tensor<8x64xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"x"}]>}) -> tensor<8xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %c0 = arith.constant 0 : i64
  %e = tensor.empty() : tensor<8xf32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %ei = tensor.empty() : tensor<8xi64>
  %i0 = linalg.fill ins(%c0 : i64) outs(%ei : tensor<8xi64>) -> tensor<8xi64>
  %r:2 = linalg.generic {indexing_maps = [#in, #out, #out], iterator_types = ["parallel", "reduction"]}
      ins(%logits : tensor<8x64xf32>) outs(%m0, %i0 : tensor<8xf32>, tensor<8xi64>) {
  ^bb0(%in: f32, %out: f32, %idx: i64):
    %j = linalg.index 1 : index
    %ji = arith.index_cast %j : index to i64
    %m = arith.maximumf %in, %out : f32
    %gt = arith.cmpf ogt, %in, %out : f32
    %sel = arith.select %gt, %ji, %idx : i64
    linalg.yield %m, %sel : f32, i64
  } -> (tensor<8xf32>, tensor<8xi64>)
  return %r#0 : tensor<8xf32>
}

// -----

// Where the argmax is read, or the kept result reads the dropped one's
// init, the op stays as it is.

// CHECK-LABEL: func.func @argmax_read
// CHECK: linalg.generic {{.*}} outs(%{{.*}}, %{{.*}} : tensor<8xf32>, tensor<8xi64>)
// CHECK-LABEL: func.func @init_read
// CHECK: linalg.generic {{.*}} outs(%{{.*}}, %{{.*}} : tensor<8xf32>, tensor<8xf32>)
cleave.mesh @mesh = <["x"=4]>
#in = affine_map<(d0, d1) -> (d0, d1)>
#out = affine_map<(d0, d1) -> (d0)>
func.func @argmax_read(%logits: tensor<8x64xf32>, %m0: tensor<8xf32>, %i0: tensor<8xi64>) -> tensor<8xi64> {
  %r:2 = linalg.generic {indexing_maps = [#in, #out, #out], iterator_types = ["parallel", "reduction"]}
      ins(%logits : tensor<8x64xf32>) outs(%m0, %i0 : tensor<8xf32>, tensor<8xi64>) {
  ^bb0(%in: f32, %out: f32, %idx: i64):
    %j = linalg.index 1 : index
    %ji = arith.index_cast %j : index to i64
    %m = arith.maximumf %in, %out : f32
    %gt = arith.cmpf ogt, %in, %out : f32
    %sel = arith.select %gt, %ji, %idx : i64
    linalg.yield %m, %sel : f32, i64
  } -> (tensor<8xf32>, tensor<8xi64>)
  return %r#1 : tensor<8xi64>
}
func.func @init_read(%x: tensor<8x64xf32>, %a0: tensor<8xf32>, %b0: tensor<8xf32>) -> tensor<8xf32> {
  %r:2 = linalg.generic {indexing_maps = [#in, #out, #out], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<8x64xf32>) outs(%a0, %b0 : tensor<8xf32>, tensor<8xf32>) {
  ^bb0(%in: f32, %a: f32, %b: f32):
    %s = arith.addf %in, %b : f32
    %t = arith.addf %s, %a : f32
    linalg.yield %t, %s : f32, f32
  } -> (tensor<8xf32>, tensor<8xf32>)
  return %r#0 : tensor<8xf32>
}

// -----

// A sharding stated on the op stays on the result it keeps.
// CHECK-LABEL: func.func @stated
// CHECK: linalg.generic {{.*}} outs(%{{.*}} : tensor<8xf32>) attrs = {cleave.sharding = #cleave.sharding<@mesh, [{"x"}]>, tag = "max"}
cleave.mesh @mesh = <["x"=4]>
#in = affine_map<(d0, d1) -> (d0, d1)>
#out = affine_map<(d0, d1) -> (d0)>
func.func @stated(%logits: tensor<8x64xf32>, %m0: tensor<8xf32>, %i0: tensor<8xi64>) -> tensor<8xf32> {
  %r:2 = linalg.generic {indexing_maps = [#in, #out, #out], iterator_types = ["parallel", "reduction"]}
      ins(%logits : tensor<8x64xf32>) outs(%m0, %i0 : tensor<8xf32>, tensor<8xi64>)
      attrs = {cleave.sharding = [#cleave.sharding<@mesh, [{"x"}]>, #cleave.sharding<@mesh, [{"x"}]>], tag = "max"} {
  ^bb0(%in: f32, %out: f32, %idx: i64):
    %j = linalg.index 1 : index
    %ji = arith.index_cast %j : index to i64
    %m = arith.maximumf %in, %out : f32
    %gt = arith.cmpf ogt, %in, %out : f32
    %sel = arith.select %gt, %ji, %idx : i64
    linalg.yield %m, %sel : f32, i64
  } -> (tensor<8xf32>, tensor<8xi64>)
  return %r#0 : tensor<8xf32>
}
