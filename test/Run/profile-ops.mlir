// REQUIRES: mpi
// cleave-run --profile-ops times each compute op of the per-device program
// as well as the collectives (ids after theirs), the slowest first, with
// the slowest rank's time; =SPEC puts the cost model's time for the same
// op beside it (the spec --calibrate writes, or a preset). The tanh the
// lowering computes inside the product's loop is timed there: its row
// says so, and the product's prediction includes it. Misuse: a GPU
// run (a launch returns before its kernel ends), a spec that is not one.
// RUN: cleave-run -np 2 %s --profile-ops | FileCheck %s
// RUN: cleave-run -np 2 %s --profile-ops=cpu-mpi | FileCheck %s --check-prefix=PRED
// RUN: not cleave-run -np 2 %s --profile-ops --device=cuda 2>&1 | FileCheck %s --check-prefix=GPU
// RUN: not cleave-run -np 2 %s --profile-ops=%t.no-such-spec.json 2>&1 | FileCheck %s --check-prefix=SPEC

// CHECK: profile (last run, max over ranks):
// CHECK: #0 {{.*}} 1 calls  cleave.all_reduce over ["x"] : tensor<64x64xf32>
// CHECK: compute ops (last run, max over ranks), the slowest first:
// CHECK-DAG: 1 calls  linalg.matmul tensor<64x64xf32>  (line [[#MM:]])
// CHECK-DAG: 1 calls  math.tanh tensor<64x64xf32>
// CHECK-DAG: 1 calls  arith.mulf tensor<64x64xf32>
// CHECK: compute ops {{.*}} ms of {{.*}} ms entry time
// PRED: compute ops (last run, max over ranks, predicted by the cost model on 'cpu-mpi'), the slowest first:
// PRED-DAG: predicted {{ *}}[[#]].{{[0-9]+}} ms ({{ *[0-9.]+}}x)  linalg.matmul
// PRED-DAG: 1 calls  fused into #[[#MUL:]] {{ *}}math.tanh tensor<64x64xf32>
// PRED-DAG: #[[#MUL]] {{.*}} predicted {{.*}}  arith.mulf tensor<64x64xf32>
// PRED: compute ops {{.*}} ms of {{.*}} ms entry time; predicted {{.*}} ms ({{.*}}x)
// GPU: cleave-run: error: --profile-ops times ops on the host, where a CUDA kernel launch returns before the kernel ends
// SPEC: error: --profile-ops: {{.*}}no-such-spec.json

cleave.mesh @mesh = <["x"=2]>
func.func @main(%a: tensor<64x128xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"x"}]>},
                %b: tensor<128x64xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>}) -> tensor<64x64xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %m = linalg.matmul ins(%a, %b : tensor<64x128xf32>, tensor<128x64xf32>) outs(%f : tensor<64x64xf32>) -> tensor<64x64xf32>
  %t = math.tanh %m : tensor<64x64xf32>
  %s = arith.mulf %t, %m : tensor<64x64xf32>
  return %s : tensor<64x64xf32>
}
