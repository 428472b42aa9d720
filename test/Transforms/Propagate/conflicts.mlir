// RUN: cleave-opt %s -cleave-propagate=report-file=%t.txt | FileCheck %s
// RUN: FileCheck %s --check-prefix=REPORT < %t.txt

cleave.mesh @mesh = <["x"=2, "y"=2, "c"=2]>

// Two tensors want different axes on the same factor: with equal priority
// the larger tensor wins, so the smaller one is resharded.
// CHECK-LABEL: func.func @larger_wins
func.func @larger_wins(%a: tensor<64x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>},
                       %b: tensor<8x4xf32>,
                       %c: tensor<64x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"y"}, {}]>}) -> tensor<64x4xf32> {
  // CHECK: linalg.matmul {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>}
  %0 = linalg.matmul ins(%a, %b : tensor<64x8xf32>, tensor<8x4xf32>) outs(%c : tensor<64x4xf32>) -> tensor<64x4xf32>
  return %0 : tensor<64x4xf32>
}

// With equal priority and size, the first operand wins.
// CHECK-LABEL: func.func @first_wins
func.func @first_wins(%a: tensor<4x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>},
                      %b: tensor<4x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"y"}, {}]>}) -> tensor<4x8xf32> {
  // CHECK: arith.addf %{{.*}}, %{{.*}} {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>}
  %0 = arith.addf %a, %b : tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// Explicit priorities beat plain annotations, whatever the sizes.
// CHECK-LABEL: func.func @priority_wins
func.func @priority_wins(%a: tensor<4x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {?}]>},
                         %b: tensor<4x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"y"}p0, {?}]>}) -> tensor<4x8xf32> {
  // CHECK: arith.mulf %{{.*}}, %{{.*}} {cleave.sharding = #cleave.sharding<@mesh, [{"y"}, {}]>}
  %0 = arith.mulf %a, %b : tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// Several conflicting operands along a chain of adds: the candidate with
// more axes wins and every disagreeing operand is one reshard.
// CHECK-LABEL: func.func @many
func.func @many(%x0: tensor<8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}]>},
                %x1: tensor<8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"y"}]>},
                %x2: tensor<8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"c"}]>},
                %x3: tensor<8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x", "y"}]>}) -> tensor<8xf32> {
  // The two-axis candidate has more axes: it wins.
  // CHECK: arith.addf {{.*}} {cleave.sharding = #cleave.sharding<@mesh, [{"x", "y"}]>}
  %0 = arith.addf %x0, %x3 : tensor<8xf32>
  // CHECK: arith.addf {{.*}} {cleave.sharding = #cleave.sharding<@mesh, [{"x", "y"}]>}
  %1 = arith.addf %0, %x1 : tensor<8xf32>
  // CHECK: arith.addf {{.*}} {cleave.sharding = #cleave.sharding<@mesh, [{"x", "y"}]>}
  %2 = arith.addf %1, %x2 : tensor<8xf32>
  return %2 : tensor<8xf32>
}

// A closed annotation on an op result is kept; the op's own preference is a
// reshard at that point.
// CHECK-LABEL: func.func @closed_result
func.func @closed_result(%a: tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>}) -> tensor<8x8xf32> {
  // CHECK: math.exp %{{.*}} {cleave.sharding = #cleave.sharding<@mesh, [{}, {"x"}]>}
  %0 = math.exp %a {cleave.sharding = #cleave.sharding<@mesh, [{}, {"x"}]>} : tensor<8x8xf32>
  // CHECK: math.sqrt %{{.*}} {cleave.sharding = #cleave.sharding<@mesh, [{}, {"x"}]>}
  %1 = math.sqrt %0 : tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}
// REPORT: conflicts: 8
// REPORT-NEXT: linalg.matmul at {{.*}}: dim 0 of argument #2 of @larger_wins is {"y"} but the op follows the annotation on argument #0 of @larger_wins and wants {"x"}; it will be resharded
// REPORT-NEXT: arith.addf at {{.*}}: dim 0 of argument #1 of @first_wins is {"y"} but the op follows the annotation on argument #0 of @first_wins and wants {"x"}; it will be resharded
// REPORT-NEXT: arith.mulf at {{.*}}: dim 0 of argument #0 of @priority_wins is {"x"} but the op follows the annotation on argument #1 of @priority_wins and wants {"y"}; it will be resharded
// REPORT-NEXT: arith.addf at {{.*}}: dim 0 of argument #0 of @many is {"x"} but the op follows the annotation on argument #3 of @many and wants {"x", "y"}; it will be resharded
// REPORT-NEXT: arith.addf at {{.*}}: dim 0 of argument #1 of @many is {"y"} but the op follows the annotation on argument #3 of @many (forward through arith.addf at {{.*}}) and wants {"x", "y"}; it will be resharded
// REPORT-NEXT: arith.addf at {{.*}}: dim 0 of argument #2 of @many is {"c"} but the op follows the annotation on argument #3 of @many (forward through arith.addf at {{.*}}) and wants {"x", "y"}; it will be resharded
// REPORT-NEXT: math.exp at {{.*}}: dim 0 of result #0 of math.exp is {} but the op follows the annotation on argument #0 of @closed_result and wants {"x"}; it will be resharded
// REPORT-NEXT: math.exp at {{.*}}: dim 1 of result #0 of math.exp is {"x"} but the op wants {}; it will be resharded
