// RUN: cleave-opt %s -cleave-propagate -verify-diagnostics -allow-unregistered-dialect | FileCheck %s
// RUN: cleave-opt %s -cleave-propagate -cleave-verify-shardings -allow-unregistered-dialect 2>/dev/null | FileCheck %s

// An op without a sharding rule: a warning names it, its results are
// replicated, and every tensor still gets a sharding.

cleave.mesh @mesh = <["x"=4]>

// CHECK-LABEL: func.func @opaque
func.func @opaque(%a: tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>}) -> tensor<8x8xf32> {
  // CHECK: "test.opaque"(%{{.*}}) {cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>}
  // expected-warning @+1 {{'test.opaque' has no sharding rule: its results are replicated and its operands will be gathered}}
  %0 = "test.opaque"(%a) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  // CHECK: math.exp %{{.*}} {cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>}
  %1 = math.exp %0 : tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}

// A slice of dynamic size has no rule either.
// CHECK-LABEL: func.func @dynamic_slice
func.func @dynamic_slice(%a: tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>}, %n: index) -> tensor<?x8xf32> {
  // expected-warning @+1 {{'tensor.extract_slice' has no sharding rule}}
  %0 = tensor.extract_slice %a[0, 0] [%n, 8] [1, 1] : tensor<8x8xf32> to tensor<?x8xf32>
  return %0 : tensor<?x8xf32>
}

// A dynamic offset (a scan's layer read at the loop counter) has a rule:
// the dim sliced at the offset is whole, the dims taken whole keep their
// split.
// CHECK-LABEL: func.func @dynamic_offset
func.func @dynamic_offset(%a: tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"x"}]>}, %i: index) -> tensor<4x8xf32> {
  // CHECK: tensor.extract_slice {{.*}} {cleave.sharding = #cleave.sharding<@mesh, [{}, {"x"}]>}
  %0 = tensor.extract_slice %a[%i, 0] [4, 8] [1, 1] : tensor<8x8xf32> to tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// A call to a declaration: its results are replicated.
func.func private @external(tensor<8xf32>) -> tensor<8xf32>
// CHECK-LABEL: func.func @calls_external
func.func @calls_external(%a: tensor<8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}]>}) -> tensor<8xf32> {
  // expected-warning @+1 {{call to @external without a body: its tensors are treated as replicated}}
  %0 = func.call @external(%a) : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
