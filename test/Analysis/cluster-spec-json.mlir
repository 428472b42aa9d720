// RUN: cleave-opt %s -cleave-estimate=cluster=%S/Inputs/override.json -o /dev/null | FileCheck %s

// A JSON spec with an extra named link and an explicit axis -> link choice
// ("axes": {"b": "slow"}); "a" gets the placement rule (one node: intra).
// Optional fields default: "nodes" 1, "algorithm" "ring".

cleave.mesh @mesh = <["a"=4, "b"=2]>

// CHECK-LABEL: func @f: per-device program, cluster 'override' (unit-device), mesh @mesh [a=4 intra_node, b=2 slow]
func.func @f(%x: tensor<250xf32>) -> tensor<250xf32> attributes {cleave.partitioned} {
  // Ring latency: 2(n-1) = 6 steps x 1 us, plus 2 * 3/4 * 1000 B / 1e9 B/s
  // = 1.5 us.
  // CHECK: cleave.all_reduce {{.*}} all_reduce[a] 1000 7.500
  %0 = cleave.all_reduce %x over @mesh["a"] kind = sum : tensor<250xf32>
  // The slow link: 2 * 1/2 * 1000 / 1e8 = 10 us.
  // CHECK: cleave.all_reduce {{.*}} all_reduce[b] 1000 10.000
  %1 = cleave.all_reduce %0 over @mesh["b"] kind = sum : tensor<250xf32>
  // Both: the slow link bounds the bandwidth, the largest latency (1 us)
  // applies per ring step: 2 * 7 * 1 + 2 * 7/8 * 1000 / 1e8 * 1e6 = 14 + 17.5.
  // CHECK: cleave.all_reduce {{.*}} all_reduce[a,b] 1000 31.500
  %2 = cleave.all_reduce %1 over @mesh["a", "b"] kind = sum : tensor<250xf32>
  // CHECK: communication: 49.000 us
  return %2 : tensor<250xf32>
}
