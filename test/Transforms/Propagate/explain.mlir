// RUN: cleave-opt %s -cleave-propagate=explain -verify-diagnostics -mlir-print-op-on-diagnostic=false -o /dev/null

// Explanations: every value says where each split came from, which way it
// travelled, and every conflict says how it was settled.

cleave.mesh @mesh = <["data"=2, "model"=2]>

// expected-remark @below {{argument #0 of @explain: #cleave.sharding<@mesh, [{"data"}, {}]>; dim 0 {"data"} from the annotation on argument #0 of @explain}}
// expected-remark @below {{argument #1 of @explain: #cleave.sharding<@mesh, [{}, {"model"}]>; dim 1 {"model"} from the annotation on argument #1 of @explain}}
// expected-remark @below {{argument #2 of @explain: #cleave.sharding<@mesh, [{"model"}, {}]>; dim 0 {"model"} from the annotation on argument #1 of @explain (backward through linalg.matmul at}}
// expected-remark @below {{result #0 of @explain: #cleave.sharding<@mesh, [{"data"}, {}]>; dim 0 {"data"} from the annotation on argument #0 of @explain (forward through func.return at}}
func.func @explain(%x: tensor<4x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>},
                   %w: tensor<8x6xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}]>},
                   %v: tensor<6x8xf32>) -> tensor<4x8xf32> {
  %zero = arith.constant 0.0 : f32
  // expected-remark @below {{result #0 of tensor.empty: #cleave.sharding<@mesh, [{"data"}, {"model"}]>; dim 0 {"data"} from the annotation on argument #0 of @explain (backward through linalg.fill at}}
  %e = tensor.empty() : tensor<4x6xf32>
  // expected-remark @below {{result #0 of linalg.fill: #cleave.sharding<@mesh, [{"data"}, {"model"}]>; dim 0 {"data"} from the annotation on argument #0 of @explain (backward through linalg.matmul at}}
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x6xf32>) -> tensor<4x6xf32>
  // expected-remark @below {{result #0 of linalg.matmul: #cleave.sharding<@mesh, [{"data"}, {"model"}]>; dim 0 {"data"} from the annotation on argument #0 of @explain (forward through linalg.matmul at}}
  %h = linalg.matmul ins(%x, %w : tensor<4x8xf32>, tensor<8x6xf32>) outs(%f : tensor<4x6xf32>) -> tensor<4x6xf32>
  // expected-remark @below {{result #0 of tensor.empty: #cleave.sharding<@mesh, [{"data"}, {}]>}}
  %e2 = tensor.empty() : tensor<4x8xf32>
  // expected-remark @below {{result #0 of linalg.fill: #cleave.sharding<@mesh, [{"data"}, {}]>}}
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<4x8xf32>) -> tensor<4x8xf32>
  // expected-remark @below {{result #0 of linalg.matmul: #cleave.sharding<@mesh, [{"data"}, {}], partial = {"model"}>; dim 0 {"data"} from the annotation on argument #0 of @explain (forward through linalg.matmul at}}
  %y = linalg.matmul ins(%h, %v : tensor<4x6xf32>, tensor<6x8xf32>) outs(%f2 : tensor<4x8xf32>) -> tensor<4x8xf32>
  // expected-remark @below {{conflict: result #0 of @explain is produced partial over {"model"} but is not partial; it will be reduced}}
  return %y : tensor<4x8xf32>
}
