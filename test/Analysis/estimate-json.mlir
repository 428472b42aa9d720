// RUN: cleave-opt %s -cleave-estimate="cluster=%S/Inputs/round.json format=json" -o /dev/null | FileCheck %s

// The JSON report: one object per function with its mesh axes, one entry per
// op that costs something, and the totals (times in seconds). Peak memory:
// the arguments (2048) + the matmul's result (its init is an argument, not
// overwritten) + the all_reduce's (1024 each).

cleave.mesh @mesh = <["y"=2, "x"=4]>

func.func @f(%a: tensor<16x16xf32>, %b: tensor<16x16xf32>) -> tensor<16x16xf32> attributes {cleave.partitioned} {
  %m = linalg.matmul ins(%a, %b : tensor<16x16xf32>, tensor<16x16xf32>) outs(%a : tensor<16x16xf32>) -> tensor<16x16xf32>
  %r = cleave.all_reduce %m over @mesh["x"] kind = sum : tensor<16x16xf32>
  return %r : tensor<16x16xf32>
}

// CHECK:      {
// CHECK-NEXT:   "cluster": "round",
// CHECK-NEXT:   "functions": [
// CHECK-NEXT:     {
// CHECK-NEXT:       "name": "f",
// CHECK-NEXT:       "partitioned": true,
// CHECK-NEXT:       "cluster": "round",
// CHECK-NEXT:       "device": "unit-device",
// CHECK-NEXT:       "mesh": "mesh",
// CHECK-NEXT:       "axes": [
// CHECK-NEXT:         {
// CHECK-NEXT:           "name": "y",
// CHECK-NEXT:           "size": 2,
// CHECK-NEXT:           "link": "inter_node",
// CHECK-NEXT:           "latency_s": 9.9999999999999995e-07,
// CHECK-NEXT:           "overhead_s": 0,
// CHECK-NEXT:           "bandwidth_Bps": 100000000,
// CHECK-NEXT:           "algorithm": "tree"
// CHECK-NEXT:         },
// CHECK-NEXT:         {
// CHECK-NEXT:           "name": "x",
// CHECK-NEXT:           "size": 4,
// CHECK-NEXT:           "link": "intra_node",
// CHECK-NEXT:           "latency_s": 0,
// CHECK-NEXT:           "overhead_s": 0,
// CHECK-NEXT:           "bandwidth_Bps": 1000000000,
// CHECK-NEXT:           "algorithm": "ring"
// CHECK-NEXT:         }
// CHECK-NEXT:       ],
// CHECK-NEXT:       "ops": [
// CHECK-NEXT:         {
// CHECK-NEXT:           "op": "linalg.matmul",
// CHECK-NEXT:           "loc": "estimate-json.mlir:11:8",
// CHECK-NEXT:           "shape": "16x16xf32",
// CHECK-NEXT:           "count": 1,
// CHECK-NEXT:           "flops": 8192,
// CHECK-NEXT:           "bytes": 4096,
// CHECK-NEXT:           "compute_s": {{8.192[0-9]*e-06}},
// CHECK-NEXT:           "modelled": true
// CHECK-NEXT:         },
// CHECK-NEXT:         {
// CHECK-NEXT:           "op": "cleave.all_reduce",
// CHECK-NEXT:           "loc": "estimate-json.mlir:12:8",
// CHECK-NEXT:           "shape": "16x16xf32",
// CHECK-NEXT:           "count": 1,
// CHECK-NEXT:           "flops": 0,
// CHECK-NEXT:           "bytes": 0,
// CHECK-NEXT:           "compute_s": 0,
// CHECK-NEXT:           "modelled": true,
// CHECK-NEXT:           "collective": {
// CHECK-NEXT:             "kind": "all_reduce",
// CHECK-NEXT:             "axes": [
// CHECK-NEXT:               "x"
// CHECK-NEXT:             ],
// CHECK-NEXT:             "bytes": 1024,
// CHECK-NEXT:             "comm_s": {{1.536[0-9]*e-06}}
// CHECK-NEXT:           }
// CHECK-NEXT:         }
// CHECK-NEXT:       ],
// CHECK-NEXT:       "totals": {
// CHECK-NEXT:         "compute_s": {{8.192[0-9]*e-06}},
// CHECK-NEXT:         "call_s": 0,
// CHECK-NEXT:         "comm_s": {{1.536[0-9]*e-06}},
// CHECK-NEXT:         "total_s": {{9.728[0-9]*e-06}},
// CHECK-NEXT:         "exposed_comm_s": {{1.536[0-9]*e-06}},
// CHECK-NEXT:         "started_collectives": 0,
// CHECK-NEXT:         "peak_memory_bytes": 4096,
// CHECK-NEXT:         "memory_capacity_bytes": 1000000,
// CHECK-NEXT:         "fits": true,
// CHECK-NEXT:         "unmodelled_ops": 0,
// CHECK-NEXT:         "dynamic_dims": false,
// CHECK-NEXT:         "unknown_trip_counts": false,
// CHECK-NEXT:         "recursive_calls": false,
// CHECK-NEXT:         "collectives": {
// CHECK-NEXT:           "all_reduce": 1
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   ]
// CHECK-NEXT: }
