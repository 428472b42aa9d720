// RUN: cleave-opt %s -cleave-estimate=cluster=%S/Inputs/shared-nics.json -o /dev/null | FileCheck %s
// RUN: cleave-opt %s -cleave-estimate="cluster=%S/Inputs/shared-nics.json print-cluster" -o /dev/null | FileCheck %s --check-prefix=JSON
// RUN: cleave-opt %s -cleave-estimate="cluster=2x8xH100-IB print-cluster" -o /dev/null | FileCheck %s --check-prefix=PRESET

// "nics_per_node": a node's devices share its NICs for the inter_node
// link. Inputs/shared-nics.json: 2 nodes of 8 devices, 2 NICs of 1e9 B/s
// a node. An axis across the nodes runs its collectives on all 8 devices
// of a node at once: each gets 2/8 of a NIC, 2.5e8 B/s.
// JSON: "inter_node": {
// JSON-NEXT: "latency": 0,
// JSON-NEXT: "bandwidth": 1000000000,
// JSON-NEXT: "nics_per_node": 2,
// The DGX H100 preset states its 8 NICs, one per GPU: 50 GB/s each.
// PRESET: "nics_per_node": 8

cleave.mesh @mesh = <["node"=2, "local"=8]>

// CHECK-LABEL: func @f: per-device program, cluster 'shared-nics' (unit-device), mesh @mesh [node=2 inter_node, local=8 intra_node]
func.func @f(%x: tensor<250xf32>) -> tensor<250xf32> attributes {cleave.partitioned} {
  // 2 * 1/2 * 1000 B / 2.5e8 B/s = 4 us (a NIC per device: 1 us).
  // CHECK: cleave.all_reduce {{.*}} all_reduce[node] 1000 4.000
  // PRESET: cleave.all_reduce {{.*}} all_reduce[node] 1000 10.020
  %0 = cleave.all_reduce %x over @mesh["node"] kind = sum : tensor<250xf32>
  return %0 : tensor<250xf32>
}

