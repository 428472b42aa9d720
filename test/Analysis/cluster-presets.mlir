// RUN: split-file %s %t
// RUN: cleave-opt %t/node.mlir -cleave-estimate="cluster=8xH100-NVLink print-cluster" -o /dev/null | FileCheck %s --check-prefix=H100
// RUN: not cleave-opt %t/two-nodes.mlir -cleave-estimate="cluster=8xH100-NVLink" -o /dev/null 2>&1 | FileCheck %s --check-prefix=H100-TOO-BIG
// RUN: cleave-opt %t/node.mlir -cleave-estimate="cluster=8xH200-NVLink print-cluster" -o /dev/null | FileCheck %s --check-prefix=H200
// RUN: cleave-opt %t/two-nodes.mlir -cleave-estimate="cluster=2x8xH100-IB print-cluster" -o /dev/null | FileCheck %s --check-prefix=IB
// RUN: cleave-opt %t/node.mlir -cleave-estimate="cluster=8xA100-DGX print-cluster" -o /dev/null | FileCheck %s --check-prefix=A100
// RUN: cleave-opt %t/node.mlir -cleave-estimate="cluster=2x8xH100-IB" -o /dev/null | FileCheck %s --check-prefix=IB-ONE
// RUN: cleave-opt %t/node.mlir -cleave-estimate="cluster=cpu-mpi print-cluster" -o /dev/null | FileCheck %s --check-prefix=CPU
// RUN: cleave-opt %t/cpu.mlir -cleave-estimate="cluster=cpu-mpi print-cluster" -o /dev/null | FileCheck %s --check-prefix=CPU-OK
// A printed spec reads back as the same spec:
// RUN: cleave-opt %t/two-nodes.mlir -cleave-estimate="cluster=2x8xH100-IB print-cluster output=%t/out.txt" -o /dev/null
// RUN: sed -n '/^{/,/^}/p' %t/out.txt > %t/ib.json
// RUN: cleave-opt %t/two-nodes.mlir -cleave-estimate="cluster=%t/ib.json print-cluster" -o /dev/null | FileCheck %s --check-prefix=IB

// The presets' figures (sources in lib/Analysis/ClusterSpec.cpp and
// docs/cost-model.md) and where a 2 x 8 mesh's axes land: the last axis
// varies fastest, so "model" (8 neighbours) stays in a node and "data"
// spans nodes when there are two.

// H100: "name": "8xH100-NVLink"
// H100: "name": "H100-SXM5-80GB"
// H100: "f64": 67000000000000
// H100-NEXT: "f32": 67000000000000
// H100-NEXT: "tf32": 494500000000000
// H100-NEXT: "bf16": 989400000000000
// H100-NEXT: "f16": 989400000000000
// H100-NEXT: "f8": 1978900000000000
// H100-NEXT: "i8": 1978900000000000
// H100: "memory_bandwidth": 3350000000000
// H100-NEXT: "memory_capacity": 80000000000
// A bf16 matmul's rate: the measured maximum achievable, not the peak.
// H100-NEXT: "library_rates": {
// H100-NEXT: "bf16": [
// H100-NEXT: [
// H100-NEXT: 111669149696
// H100-NEXT: 794500000000000
// H100: "nodes": 1
// H100-NEXT: "devices_per_node": 8
// H100: "intra_node": {
// H100-NEXT: "latency": 9.9999999999999995e-07
// H100-NEXT: "bandwidth": 450000000000
// H100-NEXT: "algorithm": "ring"
// The 16-device mesh does not fit one node:
// H100-TOO-BIG: error: {{.*}}cluster spec '8xH100-NVLink': the mesh has 16 devices but the cluster has 8 (1 node(s) x 8)

// H200: "name": "H200-SXM-141GB"
// H200: "bf16": 989400000000000
// H200: "memory_bandwidth": 4800000000000
// H200-NEXT: "memory_capacity": 141000000000

// IB: "name": "2x8xH100-IB"
// IB: "nodes": 2
// IB-NEXT: "devices_per_node": 8
// IB: "inter_node": {
// IB-NEXT: "latency": 5.0000000000000004e-06
// IB-NEXT: "bandwidth": 50000000000
// IB: "intra_node": {
// IB-NEXT: "latency": 9.9999999999999995e-07
// IB-NEXT: "bandwidth": 450000000000
// IB: func @f: per-device program, cluster '2x8xH100-IB' (H100-SXM5-80GB), mesh @mesh [data=2 inter_node, model=8 intra_node]
// Ring all_reduce over 8 in a node: 14 steps x 1 us + 2 * 7/8 * 4096 B / 450e9 B/s.
// IB: cleave.all_reduce {{.*}} all_reduce[model] 4096 14.016

// A100: "name": "A100-SXM4-80GB"
// A100: "bf16": 312000000000000
// A100: "memory_bandwidth": 2039000000000
// A100: "library_rates": {
// A100-NEXT: "bf16": [
// A100-NEXT: [
// A100-NEXT: 107374182400
// A100-NEXT: 271200000000000
// A100: "bandwidth": 300000000000

// cpu-mpi takes up to 64 ranks on one host (oversubscribed), one core each.
// CPU: "name": "cpu-mpi"
// CPU: "devices_per_node": 64

// On two nodes, an 8-device mesh fits in the first: NVLink only.
// IB-ONE: mesh @small [model=8 intra_node]

// CPU-OK: "name": "cpu-mpi"
// CPU-OK: "f64": 25000000000
// CPU-OK-NEXT: "f32": 50000000000
// CPU-OK: "memory_bandwidth": 10000000000
// CPU-OK: "devices_per_node": 64
// CPU-OK: "bandwidth": 5000000000
// CPU-OK: mesh @pair [x=2 intra_node]

//--- node.mlir
cleave.mesh @small = <["model"=8]>
func.func @f(%a: tensor<1024xf32>) -> tensor<1024xf32> attributes {cleave.partitioned} {
  %0 = cleave.all_reduce %a over @small["model"] kind = sum : tensor<1024xf32>
  return %0 : tensor<1024xf32>
}
//--- two-nodes.mlir
cleave.mesh @mesh = <["data"=2, "model"=8]>
func.func @f(%a: tensor<1024xf32>) -> tensor<1024xf32> attributes {cleave.partitioned} {
  %0 = cleave.all_reduce %a over @mesh["model"] kind = sum : tensor<1024xf32>
  return %0 : tensor<1024xf32>
}
//--- cpu.mlir
cleave.mesh @pair = <["x"=2]>
func.func @f(%a: tensor<1024xf32>) -> tensor<1024xf32> attributes {cleave.partitioned} {
  %0 = cleave.all_reduce %a over @pair["x"] kind = sum : tensor<1024xf32>
  return %0 : tensor<1024xf32>
}
