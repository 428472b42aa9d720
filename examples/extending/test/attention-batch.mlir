// The dialect plugin's example.attention, sharded by the rule the plugin
// registers: batch split four ways on a mesh of 4. No communication; the
// per-device op runs on [1, 2, 8, 4] and decomposes in cleave-run.
// RUN: cleave-opt %s --load-dialect-plugin=%attention_plugin -cleave-propagate -cleave-partition | FileCheck %s
// RUN: cleave-run --load-dialect-plugin=%attention_plugin -np 4 %s --verify | FileCheck %s --check-prefix=VERIFY

// CHECK-LABEL: func.func @main
// CHECK-NOT: cleave.all
// CHECK: example.attention %{{.*}}, %{{.*}}, %{{.*}} : tensor<1x2x8x4xf32>, tensor<1x2x8x4xf32>, tensor<1x2x8x4xf32> -> tensor<1x2x8x4xf32>
// CHECK-NOT: cleave.all
// VERIFY: verify: OK

cleave.mesh @mesh = <["x"=4]>
func.func @main(%q: tensor<4x2x8x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}, {}, {}]>},
                %k: tensor<4x2x8x4xf32>, %v: tensor<4x2x8x4xf32>) -> tensor<4x2x8x4xf32> {
  %r = example.attention %q, %k, %v : tensor<4x2x8x4xf32>, tensor<4x2x8x4xf32>, tensor<4x2x8x4xf32> -> tensor<4x2x8x4xf32>
  return %r : tensor<4x2x8x4xf32>
}
