// The same op under another sharding: heads split over "model" and the
// query's sequence over "data" on a 2x2 mesh. Keys and values arrive split
// on their sequence (T), which the rule needs whole: they are gathered over
// "data", and the result keeps the query's split.
// RUN: cleave-opt %s --load-dialect-plugin=%attention_plugin -cleave-propagate -cleave-partition -cleave-optimize-collectives | FileCheck %s
// RUN: cleave-run --load-dialect-plugin=%attention_plugin -np 4 %s --verify | FileCheck %s --check-prefix=VERIFY

// CHECK-LABEL: func.func @main
// CHECK: cleave.all_gather %{{.*}} over @mesh["data"] dim = 2
// CHECK: cleave.all_gather %{{.*}} over @mesh["data"] dim = 2
// CHECK: example.attention %{{.*}}, %{{.*}}, %{{.*}} : tensor<2x2x4x4xf32>, tensor<2x2x8x4xf32>, tensor<2x2x8x6xf32> -> tensor<2x2x4x6xf32>
// VERIFY: verify: OK

cleave.mesh @mesh = <["data"=2, "model"=2]>
func.func @main(%q: tensor<2x4x8x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}, {"data"}, {}]>},
                %k: tensor<2x4x8x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}, {"data"}, {}]>},
                %v: tensor<2x4x8x6xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}, {"data"}, {}]>})
    -> (tensor<2x4x8x6xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}, {"data"}, {}]>}) {
  %r = example.attention %q, %k, %v : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>, tensor<2x4x8x6xf32> -> tensor<2x4x8x6xf32>
  return %r : tensor<2x4x8x6xf32>
}
