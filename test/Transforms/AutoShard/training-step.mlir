// A training step (SGD with momentum: results named like the arguments they
// replace) gets ZeRO's stages as plans in the report, priced with the
// reshard the next step needs for each carried value; carried arguments are
// donated (free after their last use). Under a memory limit that data
// parallel exceeds (3.3 MiB per device; DP holds 4.1), the chosen plan fits
// by splitting the weight and the momentum over "data"; with the limit off
// it is still never priced above a plain plan.
// ZeRO-2 reduce-scatters the gradient where the backward matmul produces it
// (a cleave.constraint after it), so its peak is below ZeRO-1's and above
// ZeRO-3's.
// Without memory pressure (small.mlir: a 64x64 weight, 4096 rows of data;
// 80 GB per device) ZeRO is chosen only when the cost model finds it faster:
// with a 10 us overhead per collective call, ZeRO-1's reduce_scatter +
// all_gather pair costs one overhead more than data parallel's all_reduce
// and saves only 3/4 of a 64x64 update, so the plan stays data parallel
// (weight and momentum whole); without the overhead the two collectives
// cost what the all_reduce does and the split update is faster, so the
// momentum is split and the gradient reduce-scattered at its producer.
// A function that is not a training step has no ZeRO lines.
// RUN: split-file %s %t
// RUN: cleave-opt %t/step.mlir --cleave-auto-shard="cluster=%S/Inputs/training-tight.json report-file=%t/tight" -o %t/tight.mlir
// RUN: FileCheck %s --check-prefix=TIGHT < %t/tight
// RUN: cleave-opt %t/step.mlir --cleave-auto-shard="cluster=%S/Inputs/training-tight.json memory-limit=false report-file=%t/free" -o /dev/null
// RUN: python3 %S/Inputs/never-loses.py %t/tight %t/free | FileCheck %s --check-prefix=NEVER
// RUN: cleave-opt %t/forward.mlir --cleave-auto-shard="cluster=cpu-mpi report-file=-" -o /dev/null | FileCheck %s --check-prefix=FORWARD
// RUN: cleave-opt %t/small.mlir --cleave-auto-shard="cluster=%S/Inputs/training-roomy.json report-file=%t/roomy" -o %t/roomy.mlir
// RUN: FileCheck %s --check-prefix=ROOMY < %t/roomy
// RUN: FileCheck %s --check-prefix=ROOMY-IR < %t/roomy.mlir
// RUN: cleave-opt %t/small.mlir --cleave-auto-shard="cluster=%S/Inputs/training-roomy-no-overhead.json report-file=%t/fast" -o %t/fast.mlir
// RUN: FileCheck %s --check-prefix=FAST < %t/fast
// RUN: FileCheck %s --check-prefix=FAST-IR < %t/fast.mlir
// report-plans lists each plain plan's shardings (ZeRO-2's gradient
// reduced where it is produced); a value that is not a bool is refused.
// RUN: cleave-opt %t/step.mlir --cleave-auto-shard="cluster=%S/Inputs/training-tight.json report-file=- report-plans" -o /dev/null | FileCheck %s --check-prefix=PLANS
// RUN: not cleave-opt %t/step.mlir --cleave-auto-shard="cluster=%S/Inputs/training-tight.json report-plans=maybe" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADPLANS
// plan=NAME applies that plain plan; an unknown name, a ZeRO plan for a
// forward function and a plan over the memory limit are refused.
// RUN: cleave-opt %t/step.mlir --cleave-auto-shard="cluster=%S/Inputs/training-tight.json plan=zero-3 report-file=%t/z3" -o %t/z3.mlir
// RUN: FileCheck %s --check-prefix=PLAN3 < %t/z3
// RUN: FileCheck %s --check-prefix=PLAN3-IR < %t/z3.mlir
// RUN: not cleave-opt %t/step.mlir --cleave-auto-shard="plan=zero-4" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADPLAN
// RUN: not cleave-opt %t/forward.mlir --cleave-auto-shard="plan=zero-1" -o /dev/null 2>&1 | FileCheck %s --check-prefix=FWDPLAN
// RUN: not cleave-opt %t/step.mlir --cleave-auto-shard="cluster=%S/Inputs/training-tight.json plan=data-parallel" -o /dev/null 2>&1 | FileCheck %s --check-prefix=OVERPLAN
// RUN: cleave-opt %t/step.mlir --cleave-auto-shard="cluster=%S/Inputs/training-tight.json plan=data-parallel memory-limit=false" -o /dev/null
// PLAN3: plan=zero-3 {{.*}} 1.1  fits
// PLAN3: the ZeRO-3 (params split) plan (as plan= asks): the solver's own plan is priced
// PLAN3: argument #2 (w): #cleave.sharding<@mesh, [{"data"}, {}]>
// PLAN3: argument #3 (momentum.w): #cleave.sharding<@mesh, [{"data"}, {}]>
// PLAN3-IR: cleave.constraint {{.*}} <@mesh, [{"data"}, {}]> : tensor<512x512xf32>
// BADPLAN: error: cleave-auto-shard plan=zero-4: unknown plan 'zero-4'; plans: auto replicated data-parallel tensor-parallel 2d zero-1 zero-2 zero-3
// FWDPLAN: error: cleave-auto-shard: plan=zero-1 needs a training step: no result of @main carries the cleave.name of an argument
// OVERPLAN: error: cleave-auto-shard: plan=data-parallel (data parallel) peaks at 4259844 bytes per device, over the device memory (3500000 bytes); memory-limit=false applies it anyway
// PLANS: ZeRO-2 (grads split) shardings:
// PLANS: argument #3 (momentum.w): #cleave.sharding<@mesh, [{"data"}, {}]>
// PLANS: linalg.matmul {{.*}}: #cleave.sharding<@mesh, [{"data"}, {}]> (reduced at the producer from #cleave.sharding<@mesh, [{}, {}], partial = {"data"}>)
// PLANS: chosen shardings:
// BADPLANS: 'maybe' is invalid value for boolean argument
// test/Run/steps.mlir runs the chosen plan for three steps under --verify.

// TIGHT: auto-shard {{.*}} fits
// TIGHT: data parallel {{.*}} OVER
// TIGHT: ZeRO-1 (state split) {{.*}} 2.6  fits
// TIGHT: ZeRO-2 (grads split) {{.*}} 1.8  fits
// TIGHT-NEXT: at its peak: parameters 1.0 MiB, optimizer state 256.0 KiB, gradients 256.0 KiB, update 256.0 KiB, activations and other {{.*}} KiB; arith.mulf at
// TIGHT-NEXT: model states per device: parameters 1.0 MiB, optimizer state 256.0 KiB, gradients 256.0 KiB
// TIGHT: ZeRO-3 (params split) {{.*}} 1.1  fits
// TIGHT: argument #2 (w): #cleave.sharding<@mesh, [{{.*}}"data"{{.*}}]>
// TIGHT: argument #3 (momentum.w): #cleave.sharding<@mesh, [{{.*}}"data"{{.*}}]>
// NEVER: ok
// NEVER-NOT: FAIL
// FORWARD: data parallel
// FORWARD-NOT: ZeRO
// ROOMY: auto-shard {{.*}} fits
// ROOMY: data parallel {{.*}} fits
// ROOMY-NEXT: at its peak
// ROOMY-NEXT: model states
// ROOMY-NEXT: same estimated time as auto-shard
// ROOMY: ZeRO-1 (state split)
// ROOMY: auto-shard is {{.*}}x faster
// ROOMY: argument #2 (w): #cleave.sharding<@mesh, [{}, {}]>
// ROOMY: argument #3 (momentum.w): #cleave.sharding<@mesh, [{}, {}]>
// ROOMY-IR-NOT: cleave.constraint
// FAST: argument #3 (momentum.w): #cleave.sharding<@mesh, [{"data"}, {}]>
// FAST: linalg.matmul {{.*}}: #cleave.sharding<@mesh, [{"data"}, {}]> (reduced at the producer from #cleave.sharding<@mesh, [{}, {}], partial = {"data"}>)
// FAST-IR: %[[G:.*]] = linalg.matmul {cleave.sharding = #cleave.sharding<@mesh, [{}, {}], partial = {"data"}>}
// FAST-IR-NEXT: cleave.constraint %[[G]] <@mesh, [{"data"}, {}]>

//--- step.mlir
cleave.mesh @mesh = <["data"=4]>
func.func @main(%x: tensor<64x512xf32> {cleave.name = "x", cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>},
                %t: tensor<64x512xf32> {cleave.name = "target", cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>},
                %w: tensor<512x512xf32> {cleave.name = "w"},
                %m: tensor<512x512xf32> {cleave.name = "momentum.w"})
    -> (tensor<f32> {cleave.name = "loss"}, tensor<512x512xf32> {cleave.name = "w"}, tensor<512x512xf32> {cleave.name = "momentum.w"}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x512xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64x512xf32>) -> tensor<64x512xf32>
  %y = linalg.matmul ins(%x, %w : tensor<64x512xf32>, tensor<512x512xf32>) outs(%f : tensor<64x512xf32>) -> tensor<64x512xf32>
  %d = arith.subf %y, %t : tensor<64x512xf32>
  %sq = arith.mulf %d, %d : tensor<64x512xf32>
  %l0 = tensor.empty() : tensor<f32>
  %l1 = linalg.fill ins(%zero : f32) outs(%l0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%sq : tensor<64x512xf32>) outs(%l1 : tensor<f32>) dimensions = [0, 1]
    (%a: f32, %acc: f32) {
      %s = arith.addf %a, %acc : f32
      linalg.yield %s : f32
    }
  %ext = tensor.empty() : tensor<512x64xf32>
  %xt = linalg.transpose ins(%x : tensor<64x512xf32>) outs(%ext : tensor<512x64xf32>) permutation = [1, 0]
  %eg = tensor.empty() : tensor<512x512xf32>
  %fg = linalg.fill ins(%zero : f32) outs(%eg : tensor<512x512xf32>) -> tensor<512x512xf32>
  %g = linalg.matmul ins(%xt, %d : tensor<512x64xf32>, tensor<64x512xf32>) outs(%fg : tensor<512x512xf32>) -> tensor<512x512xf32>
  %beta = arith.constant dense<0.9> : tensor<512x512xf32>
  %lr = arith.constant dense<0.01> : tensor<512x512xf32>
  %bm = arith.mulf %m, %beta : tensor<512x512xf32>
  %m2 = arith.addf %bm, %g : tensor<512x512xf32>
  %s2 = arith.mulf %m2, %lr : tensor<512x512xf32>
  %w2 = arith.subf %w, %s2 : tensor<512x512xf32>
  return %loss, %w2, %m2 : tensor<f32>, tensor<512x512xf32>, tensor<512x512xf32>
}

//--- forward.mlir
cleave.mesh @mesh = <["data"=4]>
func.func @main(%x: tensor<16x8xf32> {cleave.name = "x"}, %w: tensor<8x4xf32> {cleave.name = "w"}) -> (tensor<16x4xf32> {cleave.name = "y"}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<16x4xf32>) -> tensor<16x4xf32>
  %y = linalg.matmul ins(%x, %w : tensor<16x8xf32>, tensor<8x4xf32>) outs(%f : tensor<16x4xf32>) -> tensor<16x4xf32>
  return %y : tensor<16x4xf32>
}

//--- small.mlir
cleave.mesh @mesh = <["data"=4]>
func.func @main(%x: tensor<4096x64xf32> {cleave.name = "x", cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>},
                %t: tensor<4096x64xf32> {cleave.name = "target", cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>},
                %w: tensor<64x64xf32> {cleave.name = "w"},
                %m: tensor<64x64xf32> {cleave.name = "momentum.w"})
    -> (tensor<f32> {cleave.name = "loss"}, tensor<64x64xf32> {cleave.name = "w"}, tensor<64x64xf32> {cleave.name = "momentum.w"}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4096x64xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4096x64xf32>) -> tensor<4096x64xf32>
  %y = linalg.matmul ins(%x, %w : tensor<4096x64xf32>, tensor<64x64xf32>) outs(%f : tensor<4096x64xf32>) -> tensor<4096x64xf32>
  %d = arith.subf %y, %t : tensor<4096x64xf32>
  %sq = arith.mulf %d, %d : tensor<4096x64xf32>
  %l0 = tensor.empty() : tensor<f32>
  %l1 = linalg.fill ins(%zero : f32) outs(%l0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%sq : tensor<4096x64xf32>) outs(%l1 : tensor<f32>) dimensions = [0, 1]
    (%a: f32, %acc: f32) {
      %s = arith.addf %a, %acc : f32
      linalg.yield %s : f32
    }
  %ext = tensor.empty() : tensor<64x4096xf32>
  %xt = linalg.transpose ins(%x : tensor<4096x64xf32>) outs(%ext : tensor<64x4096xf32>) permutation = [1, 0]
  %eg = tensor.empty() : tensor<64x64xf32>
  %fg = linalg.fill ins(%zero : f32) outs(%eg : tensor<64x64xf32>) -> tensor<64x64xf32>
  %g = linalg.matmul ins(%xt, %d : tensor<64x4096xf32>, tensor<4096x64xf32>) outs(%fg : tensor<64x64xf32>) -> tensor<64x64xf32>
  %beta = arith.constant dense<0.9> : tensor<64x64xf32>
  %lr = arith.constant dense<0.01> : tensor<64x64xf32>
  %bm = arith.mulf %m, %beta : tensor<64x64xf32>
  %m2 = arith.addf %bm, %g : tensor<64x64xf32>
  %s2 = arith.mulf %m2, %lr : tensor<64x64xf32>
  %w2 = arith.subf %w, %s2 : tensor<64x64xf32>
  return %loss, %w2, %m2 : tensor<f32>, tensor<64x64xf32>, tensor<64x64xf32>
}
