// RUN: cleave-opt %s --cleave-import | FileCheck %s --check-prefix=IMPORT
// RUN: cleave-opt %s --cleave-import --cleave-propagate --cleave-partition -verify-each | FileCheck %s

// A TOSA block imported to linalg, then sharded: the batch split over
// "data" and the weight columns over "model" flow from the argument
// annotations, which the import keeps.

cleave.mesh @mesh = <["data"=2, "model"=2]>
// IMPORT-LABEL: func.func @block
// IMPORT-SAME: {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}, {}]>}
// IMPORT-NOT: tosa.
// IMPORT: linalg.batch_matmul
// IMPORT: linalg.generic
// IMPORT: arith.addf
// IMPORT: linalg.generic
// IMPORT: math.tanh

// CHECK-LABEL: func.func @block
// CHECK-SAME: tensor<1x8x16xf32>
// CHECK-SAME: tensor<1x16x16xf32>
// CHECK-SAME: -> (tensor<1x8x16xf32>
// CHECK: linalg.batch_matmul ins(%{{.*}}, %{{.*}} : tensor<1x8x16xf32>, tensor<1x16x16xf32>) outs(%{{.*}} : tensor<1x8x16xf32>)
// CHECK-NOT: cleave.all
// CHECK: return
func.func @block(%x: tensor<2x8x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}, {}]>},
                 %w: tensor<2x16x32xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}, {"model"}]>},
                 %b: tensor<2x8x32xf32>) -> tensor<2x8x32xf32> {
  %azp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %bzp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %m = tosa.matmul %x, %w, %azp, %bzp : (tensor<2x8x16xf32>, tensor<2x16x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x8x32xf32>
  %s = tosa.add %m, %b : (tensor<2x8x32xf32>, tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
  %t = tosa.tanh %s : (tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
  return %t : tensor<2x8x32xf32>
}
