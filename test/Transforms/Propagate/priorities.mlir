// RUN: cleave-opt %s -cleave-propagate | FileCheck %s

// Priorities propagate in rounds: p0 first, then p1, then annotations
// without a priority. A p1 annotation far away wins over a plain one close
// by, because it reaches the contested value first.

cleave.mesh @mesh = <["x"=2, "y"=2]>

// CHECK-LABEL: func.func @rounds
func.func @rounds(%far: tensor<8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"y", ?}p1]>},
                  %near: tensor<8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x", ?}]>}) -> tensor<8xf32> {
  // CHECK: math.exp %{{.*}} {cleave.sharding = #cleave.sharding<@mesh, [{"y"}]>}
  %a = math.exp %far : tensor<8xf32>
  // CHECK: math.exp %{{.*}} {cleave.sharding = #cleave.sharding<@mesh, [{"y"}]>}
  %b = math.exp %a : tensor<8xf32>
  // CHECK: arith.addf %{{.*}}, %{{.*}} {cleave.sharding = #cleave.sharding<@mesh, [{"y"}]>}
  %c = arith.addf %b, %near : tensor<8xf32>
  return %c : tensor<8xf32>
}

// Open dims of annotations are extended; closed ones are not.
// CHECK-LABEL: func.func @open_extends
// CHECK-SAME: %{{[^:]*}}: tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x", "y"}, {}]>}
// CHECK-SAME: %{{[^:]*}}: tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>}
func.func @open_extends(%open: tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x", ?}, {?}]>},
                        %closed: tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>},
                        %src: tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x", "y"}, {}]>}) -> tensor<8x8xf32> {
  %0 = arith.addf %open, %src : tensor<8x8xf32>
  %1 = arith.addf %closed, %src : tensor<8x8xf32>
  %2 = arith.addf %0, %1 : tensor<8x8xf32>
  return %2 : tensor<8x8xf32>
}

// keep-open leaves open dims open for a later pass.
// RUN: cleave-opt %s -cleave-propagate=keep-open | FileCheck %s --check-prefix=OPEN
// OPEN-LABEL: func.func @rounds
// OPEN-SAME: {cleave.sharding = #cleave.sharding<@mesh, [{"y", ?}p1]>}
// OPEN: math.exp %{{.*}} {cleave.sharding = #cleave.sharding<@mesh, [{"y", ?}]>}
