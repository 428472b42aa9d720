// REQUIRES: mpi
// Three training steps (--steps 3) of an SGD-with-momentum step under data
// parallel, ZeRO-1 (momentum split over "data") and ZeRO-3 (weight split
// too), on 4 and 8 ranks: --verify compares the loss curve and the final
// weight and momentum with the unpartitioned 3 steps.
// RUN: split-file %s %t
// RUN: for p in dp zero1 zero3; do for n in 4 8; do \
// RUN:   sed "s/N/$n/" %t/$p.rules > %t/$p$n.rules && \
// RUN:   cleave-opt %t/step.mlir --cleave-apply-name-rules=file=%t/$p$n.rules -o %t/$p$n.mlir && \
// RUN:   cleave-run -np $n %t/$p$n.mlir --steps 3 --verify > %t/$p$n.out && \
// RUN:   grep -q "verify: OK" %t/$p$n.out && echo "$p $n OK" || echo "$p $n FAILED"; \
// RUN: done; done | FileCheck %s
// CHECK: dp 4 OK
// CHECK: dp 8 OK
// CHECK: zero1 4 OK
// CHECK: zero1 8 OK
// CHECK: zero3 4 OK
// CHECK: zero3 8 OK
// The plan cleave-auto-shard chooses under a memory limit that data parallel
// exceeds (it splits the weight and the momentum, test/Transforms/AutoShard/
// training-step.mlir), for three steps on 4 ranks.
// RUN: sed -n '/^\/\/--- step.mlir/,/^\/\/--- forward.mlir/p' %S/../Transforms/AutoShard/training-step.mlir | sed '1d;$d' > %t/big.mlir
// RUN: cleave-opt %t/big.mlir --cleave-auto-shard=cluster=%S/../Transforms/AutoShard/Inputs/training-tight.json -o %t/auto.mlir
// RUN: cleave-run -np 4 %t/auto.mlir --steps 3 --verify | FileCheck %s --check-prefix=AUTO
// AUTO: verify: OK
// The plan it chooses for the small step when ZeRO is faster: the momentum
// split, the gradient reduce-scattered right after the backward matmul (a
// cleave.constraint), on 4 and 8 ranks.
// RUN: sed -n '/^\/\/--- small.mlir/,$p' %S/../Transforms/AutoShard/training-step.mlir | sed '1d' > %t/small.mlir
// RUN: cleave-opt %t/small.mlir --cleave-auto-shard=cluster=%S/../Transforms/AutoShard/Inputs/training-roomy-no-overhead.json -o %t/eager.mlir
// RUN: grep -q cleave.constraint %t/eager.mlir
// RUN: cleave-run -np 4 %t/eager.mlir --steps 3 --verify | FileCheck %s --check-prefix=AUTO
// RUN: sed 's/"data"=4/"data"=8/' %t/small.mlir > %t/small8.mlir
// RUN: cleave-opt %t/small8.mlir --cleave-auto-shard=cluster=%S/../Transforms/AutoShard/Inputs/training-roomy-no-overhead.json -o %t/eager8.mlir
// RUN: grep -q cleave.constraint %t/eager8.mlir
// RUN: cleave-run -np 8 %t/eager8.mlir --steps 3 --verify | FileCheck %s --check-prefix=AUTO
// The loss is a curve of 3 values, one per step.
// RUN: FileCheck %s --check-prefix=CURVE < %t/zero14.out
// CURVE: result 0: tensor<3xf32>
// CURVE: verify: result 0 matches the unpartitioned program (3 elements
// CURVE: verify: result 1 matches
// CURVE: verify: result 2 matches
// The steps run as calls of one compiled step (the host loop) unless
// --steps-in-program asks for the N steps as one program
// (cleave-repeat-step); both give the same curve and final state.
// RUN: cleave-run -np 4 %t/zero14.mlir --steps 3 --steps-in-program --verify | FileCheck %s --check-prefix=CURVE

// Misuse: a step whose results carry no argument's name; a partitioned
// input; a bad count; --steps-in-program without --steps or with a
// checkpoint.
// RUN: not cleave-run -np 2 %t/unnamed.mlir --steps 2 2>&1 | FileCheck %s --check-prefix=UNNAMED
// RUN: not cleave-run -np 2 %t/unnamed.mlir --steps 2 --steps-in-program 2>&1 | FileCheck %s --check-prefix=UNNAMED-PROGRAM
// RUN: cleave-opt %t/dp4.mlir --cleave-propagate --cleave-partition -o %t/part.mlir
// RUN: not cleave-run -np 4 %t/part.mlir --steps 2 2>&1 | FileCheck %s --check-prefix=PART
// RUN: not cleave-run -np 4 %t/dp4.mlir --steps 0 2>&1 | FileCheck %s --check-prefix=ZERO
// RUN: not cleave-run -np 4 %t/dp4.mlir --steps-in-program 2>&1 | FileCheck %s --check-prefix=NOSTEPS
// RUN: not cleave-run -np 4 %t/dp4.mlir --steps 2 --steps-in-program --checkpoint-every 1 --checkpoint-dir %t/ck 2>&1 | FileCheck %s --check-prefix=CKPT
// UNNAMED: cleave-run: error: --steps: no result of @main carries the cleave.name of an argument
// UNNAMED-PROGRAM: error: cleave-repeat-step: no result of @main carries the cleave.name of an argument
// PART: cleave-run: error: --steps needs an unpartitioned training step; @main is partitioned
// ZERO: cleave-run: error: --steps must be at least 1, got 0
// NOSTEPS: cleave-run: error: --steps-in-program needs --steps N
// CKPT: cleave-run: error: --steps-in-program does not go with --checkpoint-every or --resume

//--- step.mlir
func.func @main(%x: tensor<16x8xf32> {cleave.name = "x"},
                %t: tensor<16x4xf32> {cleave.name = "target"},
                %w: tensor<8x4xf32> {cleave.name = "w"},
                %m: tensor<8x4xf32> {cleave.name = "momentum.w"})
    -> (tensor<f32> {cleave.name = "loss"}, tensor<8x4xf32> {cleave.name = "w"}, tensor<8x4xf32> {cleave.name = "momentum.w"}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<16x4xf32>) -> tensor<16x4xf32>
  %y = linalg.matmul ins(%x, %w : tensor<16x8xf32>, tensor<8x4xf32>) outs(%f : tensor<16x4xf32>) -> tensor<16x4xf32>
  %d = arith.subf %y, %t : tensor<16x4xf32>
  %sq = arith.mulf %d, %d : tensor<16x4xf32>
  %l0 = tensor.empty() : tensor<f32>
  %l1 = linalg.fill ins(%zero : f32) outs(%l0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%sq : tensor<16x4xf32>) outs(%l1 : tensor<f32>) dimensions = [0, 1]
    (%a: f32, %acc: f32) {
      %s = arith.addf %a, %acc : f32
      linalg.yield %s : f32
    }
  %ext = tensor.empty() : tensor<8x16xf32>
  %xt = linalg.transpose ins(%x : tensor<16x8xf32>) outs(%ext : tensor<8x16xf32>) permutation = [1, 0]
  %eg = tensor.empty() : tensor<8x4xf32>
  %fg = linalg.fill ins(%zero : f32) outs(%eg : tensor<8x4xf32>) -> tensor<8x4xf32>
  %g = linalg.matmul ins(%xt, %d : tensor<8x16xf32>, tensor<16x4xf32>) outs(%fg : tensor<8x4xf32>) -> tensor<8x4xf32>
  %beta = arith.constant dense<0.9> : tensor<8x4xf32>
  %lr = arith.constant dense<0.01> : tensor<8x4xf32>
  %bm = arith.mulf %m, %beta : tensor<8x4xf32>
  %m2 = arith.addf %bm, %g : tensor<8x4xf32>
  %s2 = arith.mulf %m2, %lr : tensor<8x4xf32>
  %w2 = arith.subf %w, %s2 : tensor<8x4xf32>
  return %loss, %w2, %m2 : tensor<f32>, tensor<8x4xf32>, tensor<8x4xf32>
}

//--- dp.rules
cleave.mesh @mesh = <["data"=N]>
x      -> [{"data"}, {}]
target -> [{"data"}, {}]

//--- zero1.rules
cleave.mesh @mesh = <["data"=N]>
x          -> [{"data"}, {}]
target     -> [{"data"}, {}]
w          -> [{}, {}]
momentum.* -> [{"data"}, {}]

//--- zero3.rules
cleave.mesh @mesh = <["data"=N]>
x          -> [{"data"}, {}]
target     -> [{"data"}, {}]
w          -> [{"data"}, {}]
momentum.* -> [{"data"}, {}]

//--- unnamed.mlir
cleave.mesh @mesh = <["data"=2]>
func.func @main(%w: tensor<8x4xf32> {cleave.name = "w"}) -> tensor<8x4xf32> {
  return %w : tensor<8x4xf32>
}
