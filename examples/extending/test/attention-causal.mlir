// A plugin op with its own local form: causal attention with the query's
// sequence split over "data" on a 2x2 mesh. A plain clone would mask each
// device's rows as if they started at position 0; the plugin's buildLocalOp
// gives the local op the device's shard offset (group index x 4 rows), and
// the sharded program matches the unpartitioned one.
// RUN: cleave-opt %s --load-dialect-plugin=%attention_plugin -cleave-propagate -cleave-partition -cleave-optimize-collectives | FileCheck %s
// RUN: cleave-run --load-dialect-plugin=%attention_plugin -np 4 %s --verify | FileCheck %s --check-prefix=VERIFY

// CHECK-LABEL: func.func @main
// CHECK-DAG: %[[ROWS:.*]] = arith.constant 4 : index
// CHECK-DAG: %[[G:.*]] = cleave.group_index over @mesh["data"] : index
// CHECK: %[[OFF:.*]] = arith.muli %[[G]], %[[ROWS]] : index
// CHECK: example.attention %{{.*}}, %{{.*}}, %{{.*}} causal offset(%[[OFF]]) : tensor<2x2x4x4xf32>, tensor<2x2x8x4xf32>, tensor<2x2x8x6xf32> -> tensor<2x2x4x6xf32>
// VERIFY: verify: OK

cleave.mesh @mesh = <["data"=2, "model"=2]>
func.func @main(%q: tensor<2x4x8x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}, {"data"}, {}]>},
                %k: tensor<2x4x8x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}, {}, {}]>},
                %v: tensor<2x4x8x6xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}, {}, {}]>})
    -> (tensor<2x4x8x6xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}, {"data"}, {}]>}) {
  %r = example.attention %q, %k, %v causal : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>, tensor<2x4x8x6xf32> -> tensor<2x4x8x6xf32>
  return %r : tensor<2x4x8x6xf32>
}
