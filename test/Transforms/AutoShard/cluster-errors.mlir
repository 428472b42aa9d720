// RUN: not cleave-opt %s --cleave-auto-shard="cluster=no-such-cluster" 2>&1 | FileCheck %s

// CHECK: error: {{.*}}no-such-cluster
cleave.mesh @mesh = <["x"=2]>
func.func @f(%a: tensor<8xf32>) -> tensor<8xf32> {
  return %a : tensor<8xf32>
}
