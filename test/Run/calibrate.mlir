// REQUIRES: mpi
// RUN: cleave-run -np 2 --calibrate %t.json | FileCheck %s --check-prefix=CAL
// RUN: FileCheck %s --check-prefix=SPEC < %t.json
// RUN: cleave-opt %s --cleave-auto-shard="cluster=%t.json" | FileCheck %s --check-prefix=USE
// RUN: not cleave-run -np 2 --calibrate /nonexistent/dir/spec.json 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not cleave-run 2>&1 | FileCheck %s --check-prefix=NOINPUT

// cleave-run --calibrate measures this machine and writes a cluster spec
// that the cost model reads.

// Each collective fitted over its sizes, and the windows' spread.
// CAL: cleave-run: calibrate: all_reduce: {{[0-9.]+}} us, {{[0-9.]+}} GB/s, fitted over 5 sizes (largest error {{[0-9]+}}%)
// CAL: cleave-run: calibrate: all_gather: {{[0-9.]+}} us, {{[0-9.]+}} GB/s, fitted over 5 sizes
// CAL: cleave-run: calibrate: {{[0-9]+}} measurements, {{[0-9]+}} windows, {{[0-9]+}} dropped as outliers; spread of the kept windows: median {{[0-9]+}}%, largest {{[0-9]+}}%
// CAL: calibrated 2 rank(s): f32 {{[0-9.]+}} GFLOP/s, f64 {{[0-9.]+}} GFLOP/s, exp {{[0-9]+}} M/s, tanh {{[0-9]+}} M/s, reductions {{[0-9.]+}} GFLOP/s, loops {{[0-9.]+}} GFLOP/s, call {{[0-9.]+}} us, memory {{[0-9.]+}} GB/s, link {{[0-9.]+}} us / {{[0-9.]+}} GB/s; wrote
// SPEC: "name": "calibrated"
// SPEC: "peak_flops":
// SPEC: "memory_bandwidth":
// SPEC: "library_overlap": false,
// SPEC: "reduction_flops":
// SPEC-NEXT: "loop_flops":
// SPEC-NEXT: "call_overhead":
// SPEC: "math_rates":
// SPEC: "default":
// SPEC: "erf":
// SPEC: "exp":
// SPEC: "tanh":
// SPEC: "devices_per_node": 64
// SPEC: "intra_node":
// SPEC-NEXT: "latency":
// SPEC-NEXT: "bandwidth":
// SPEC-NEXT: "algorithm": "ring",
// SPEC-NEXT: "collectives": {
// SPEC-NEXT: "all_gather": {
// SPEC-NEXT: "latency":
// SPEC-NEXT: "bandwidth":
// SPEC: "all_to_all":
// SPEC: "collective_permute":
// SPEC: "reduce_scatter":
// BAD: cleave-run: error: cannot write '/nonexistent/dir/spec.json'
// NOINPUT: cleave-run: error: no input module (pass <module.mlir>, or --calibrate FILE)

cleave.mesh @mesh = <["x"=4]>
// USE-LABEL: func.func @f
// USE-SAME: cleave.sharding
func.func @f(%a: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %0 = math.exp %a : tensor<64x64xf32>
  return %0 : tensor<64x64xf32>
}
