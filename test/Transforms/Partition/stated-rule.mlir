// RUN: cleave-opt %s -allow-unregistered-dialect -split-input-file -cleave-propagate -cleave-partition -cleave-optimize-collectives 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=WARN --allow-empty < %t.err

// Ops Cleave knows only by a stated 'cleave.sharding_rule' (another
// dialect's op, a call of an external kernel) are propagated through and
// partitioned like any op with a rule: cloned on local types, with the
// collectives their factors imply.

// WARN-NOT: has no sharding rule
// WARN-NOT: without a body

cleave.mesh @mesh = <["x"=2]>

// A split contraction factor leaves a partial result: one all_reduce.
// CHECK-LABEL: func.func @contraction
// CHECK: "my.matmul"(%{{.*}}, %{{.*}}) {cleave.sharding_rule = #cleave.rule<([i, k], [k, j]) -> ([i, j]) reduction={k}>} : (tensor<8x2xf32>, tensor<2x6xf32>) -> tensor<8x6xf32>
// CHECK-NEXT: cleave.all_reduce %{{.*}} over @mesh["x"] kind = sum : tensor<8x6xf32>
// CHECK-NOT: cleave.all_gather
func.func @contraction(%a: tensor<8x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"x"}]>},
                       %b: tensor<4x6xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>})
    -> (tensor<8x6xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>}) {
  %r = "my.matmul"(%a, %b) {cleave.sharding_rule = #cleave.rule<([i, k], [k, j]) -> ([i, j]) reduction={k}>}
      : (tensor<8x4xf32>, tensor<4x6xf32>) -> tensor<8x6xf32>
  return %r : tensor<8x6xf32>
}

// -----

cleave.mesh @mesh = <["x"=2]>

// Propagation carries the row split of %a through the op to its result and
// the function's result: no communication.
// CHECK-LABEL: func.func @rows
// CHECK-SAME: -> (tensor<4x6xf32>
// CHECK-NOT: cleave.all
// CHECK: "my.matmul"(%{{.*}}, %{{.*}}) {{.*}} : (tensor<4x4xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
// CHECK-NOT: cleave.all
func.func @rows(%a: tensor<8x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>},
                %b: tensor<4x6xf32>) -> tensor<8x6xf32> {
  %r = "my.matmul"(%a, %b) {cleave.sharding_rule = #cleave.rule<([i, k], [k, j]) -> ([i, j]) reduction={k}>}
      : (tensor<8x4xf32>, tensor<4x6xf32>) -> tensor<8x6xf32>
  return %r : tensor<8x6xf32>
}

// -----

cleave.mesh @mesh = <["x"=2]>

// A need_replication factor is whole on every device: keys and values split
// on their sequence are gathered; the query's sequence split stays.
// CHECK-LABEL: func.func @attention
// CHECK: cleave.all_gather %{{.*}} over @mesh["x"] dim = 2 : tensor<4x4x4x8xf32> -> tensor<4x4x8x8xf32>
// CHECK: cleave.all_gather %{{.*}} over @mesh["x"] dim = 2 : tensor<4x4x4x8xf32> -> tensor<4x4x8x8xf32>
// CHECK: "my.attention"(%{{.*}}, %{{.*}}, %{{.*}}) {{.*}} : (tensor<4x4x4x8xf32>, tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x4x8xf32>
func.func @attention(%q: tensor<4x4x8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}, {"x"}, {}]>},
                     %k: tensor<4x4x8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}, {"x"}, {}]>},
                     %v: tensor<4x4x8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}, {"x"}, {}]>})
    -> (tensor<4x4x8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}, {"x"}, {}]>}) {
  %r = "my.attention"(%q, %k, %v) {cleave.sharding_rule = #cleave.rule<([b, h, s, d], [b, h, t, d], [b, h, t, e]) -> ([b, h, s, e]) need_replication={t, d}>}
      : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
  return %r : tensor<4x4x8x8xf32>
}

// -----

cleave.mesh @mesh = <["x"=2]>

// A call of an external kernel with a stated rule: each device calls it on
// its shard, and the declaration takes the per-device types.
// CHECK-LABEL: func.func private @my_gelu(tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-LABEL: func.func @kernel
// CHECK-NOT: cleave.all
// CHECK: call @my_gelu(%{{.*}}) {cleave.sharding_rule = #cleave.rule<([b, n]) -> ([b, n])>} : (tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK: call @my_gelu(%{{.*}}) {{.*}} : (tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NOT: cleave.all
func.func private @my_gelu(tensor<8x16xf32>) -> tensor<8x16xf32>
func.func @kernel(%x: tensor<8x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>}) -> tensor<8x16xf32> {
  %y = func.call @my_gelu(%x) {cleave.sharding_rule = #cleave.rule<([b, n]) -> ([b, n])>} : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %z = func.call @my_gelu(%y) {cleave.sharding_rule = #cleave.rule<([b, n]) -> ([b, n])>} : (tensor<8x16xf32>) -> tensor<8x16xf32>
  return %z : tensor<8x16xf32>
}

// -----

cleave.mesh @mesh = <["x"=2]>

// An uneven split of a stated reduction factor would sum the padding: the
// factor stays whole and its operands are gathered.
// CHECK-LABEL: func.func @uneven
// CHECK: cleave.all_gather
// CHECK: "my.matmul"(%{{.*}}, %{{.*}}) {{.*}} : (tensor<8x5xf32>, tensor<5x6xf32>) -> tensor<8x6xf32>
// CHECK-NOT: cleave.all_reduce
func.func @uneven(%a: tensor<8x5xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"x"}]>},
                  %b: tensor<5x6xf32>)
    -> (tensor<8x6xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>}) {
  %r = "my.matmul"(%a, %b) {cleave.sharding_rule = #cleave.rule<([i, k], [k, j]) -> ([i, j]) reduction={k}>}
      : (tensor<8x5xf32>, tensor<5x6xf32>) -> tensor<8x6xf32>
  return %r : tensor<8x6xf32>
}

// -----

cleave.mesh @mesh = <["x"=2]>

// Stated sizes become the local sizes on the per-device op.
// CHECK-LABEL: func.func @compound
// CHECK: "my.unflatten"(%{{.*}}) {cleave.sharding_rule = #cleave.rule<([i*j]) -> ([i, j]) {i=2}>} : (tensor<12xf32>) -> tensor<2x6xf32>
func.func @compound(%a: tensor<24xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}]>}) -> tensor<4x6xf32> {
  %r = "my.unflatten"(%a) {cleave.sharding_rule = #cleave.rule<([i*j]) -> ([i, j]) {i=4}>} : (tensor<24xf32>) -> tensor<4x6xf32>
  return %r : tensor<4x6xf32>
}
