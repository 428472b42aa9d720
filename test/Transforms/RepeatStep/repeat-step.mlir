// cleave-repeat-step: a training step called N times, its updated
// parameters and state fed back by cleave.name, the loss stacked per step;
// then ZeRO plans as plain annotations on the same step (data=4): data
// parallel all_reduces the gradient; ZeRO-1 (momentum split over "data")
// reduce_scatters it and all_gathers the updated weight for the next step
// (and once more at the end: the weight leaves in its argument's layout);
// ZeRO-3 (weight split too) all_gathers the weight before the forward pass
// and keeps the update split.
// RUN: split-file %s %t
// RUN: cleave-opt %t/step.mlir --cleave-repeat-step=steps=3 | FileCheck %s
// RUN: cleave-opt %t/step.mlir --cleave-repeat-step=steps=3 --cleave-propagate --cleave-partition --cleave-optimize-collectives | FileCheck %s --check-prefix=DP
// RUN: cleave-opt %t/step.mlir --cleave-apply-name-rules=file=%t/zero1.rules --cleave-repeat-step=steps=3 --cleave-propagate --cleave-partition --cleave-optimize-collectives | FileCheck %s --check-prefix=ZERO1
// RUN: cleave-opt %t/step.mlir --cleave-apply-name-rules=file=%t/zero3.rules --cleave-repeat-step=steps=3 --cleave-propagate --cleave-partition --cleave-optimize-collectives | FileCheck %s --check-prefix=ZERO3
// Misuse.
// RUN: not cleave-opt %t/unnamed.mlir --cleave-repeat-step=steps=2 2>&1 | FileCheck %s --check-prefix=UNNAMED
// RUN: not cleave-opt %t/step.mlir --cleave-repeat-step=steps=0 2>&1 | FileCheck %s --check-prefix=ZERO
// RUN: not cleave-opt %t/mistyped.mlir --cleave-repeat-step=steps=2 2>&1 | FileCheck %s --check-prefix=TYPE
// RUN: not cleave-opt %t/twice.mlir --cleave-repeat-step=steps=2 2>&1 | FileCheck %s --check-prefix=TWICE
// RUN: not cleave-opt %t/step.mlir --cleave-repeat-step="steps=2 entry=nope" 2>&1 | FileCheck %s --check-prefix=NOPE

// CHECK-LABEL: func.func private @main_step
// CHECK-LABEL: func.func @main
// CHECK-SAME: -> (tensor<3xf32> {cleave.name = "loss"}, tensor<8x4xf32> {cleave.name = "w"}, tensor<8x4xf32> {cleave.name = "momentum.w"})
// CHECK: %[[S0:.*]]:3 = call @main_step(%arg0, %arg1, %arg2, %arg3)
// CHECK: %[[S1:.*]]:3 = call @main_step(%arg0, %arg1, %[[S0]]#1, %[[S0]]#2)
// CHECK: %[[S2:.*]]:3 = call @main_step(%arg0, %arg1, %[[S1]]#1, %[[S1]]#2)
// CHECK: %[[L:.*]] = tensor.concat dim(0) %{{.*}}, %{{.*}}, %{{.*}} : (tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<3xf32>
// CHECK: return %[[L]], %[[S2]]#1, %[[S2]]#2

// DP-LABEL: func.func private @main_step
// DP-DAG: cleave.all_reduce %{{.*}} over @mesh["data"] kind = sum : tensor<f32>
// DP-DAG: cleave.all_reduce %{{.*}} over @mesh["data"] kind = sum : tensor<8x4xf32>
// DP-LABEL: func.func @main
// DP-NOT: cleave.all

// ZERO1-LABEL: func.func private @main_step
// ZERO1-SAME: -> (tensor<f32> {{.*}}, tensor<2x4xf32> {{.*}}, tensor<2x4xf32>
// ZERO1-NOT: cleave.all_reduce %{{.*}} tensor<8x4xf32>
// ZERO1: cleave.reduce_scatter %{{.*}} over @mesh["data"] dim = 0 kind = sum : tensor<8x4xf32> -> tensor<2x4xf32>
// ZERO1-LABEL: func.func @main
// ZERO1-COUNT-3: cleave.all_gather %{{.*}} over @mesh["data"] dim = 0 : tensor<2x4xf32> -> tensor<8x4xf32>
// ZERO1-NOT: cleave.all_gather
// ZERO1: return

// ZERO3-LABEL: func.func private @main_step
// ZERO3-SAME: %arg2: tensor<2x4xf32>
// ZERO3: cleave.all_gather %arg2 over @mesh["data"] dim = 0 : tensor<2x4xf32> -> tensor<8x4xf32>
// ZERO3: cleave.reduce_scatter %{{.*}} over @mesh["data"] dim = 0 kind = sum : tensor<8x4xf32> -> tensor<2x4xf32>
// ZERO3-LABEL: func.func @main
// ZERO3-NOT: cleave.all

// UNNAMED: error: cleave-repeat-step: no result of @main carries the cleave.name of an argument; a training step returns each updated parameter and state under its argument's name
// ZERO: error: cleave-repeat-step: steps must be at least 1, got 0
// TYPE: error: cleave-repeat-step: result #1 ('w') has type 'tensor<4x8xf32>' but argument #0 of that name has 'tensor<8x4xf32>'
// TWICE: error: cleave-repeat-step: result #0 is named 'w', which several arguments are named; names must be unique
// NOPE: error: cleave-repeat-step: no function @nope

//--- step.mlir
cleave.mesh @mesh = <["data"=4]>
func.func @main(%x: tensor<16x8xf32> {cleave.name = "x", cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>},
                %t: tensor<16x4xf32> {cleave.name = "target", cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>},
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

//--- zero1.rules
w          -> [{}, {}]
momentum.* -> [{"data"}, {}]

//--- zero3.rules
w          -> [{"data"}, {}]
momentum.* -> [{"data"}, {}]

//--- unnamed.mlir
func.func @main(%w: tensor<8x4xf32> {cleave.name = "w"}) -> tensor<8x4xf32> {
  return %w : tensor<8x4xf32>
}

//--- mistyped.mlir
func.func @main(%w: tensor<8x4xf32> {cleave.name = "w"}) -> (tensor<f32> {cleave.name = "loss"}, tensor<4x8xf32> {cleave.name = "w"}) {
  %e = tensor.empty() : tensor<f32>
  %t = tensor.empty() : tensor<4x8xf32>
  return %e, %t : tensor<f32>, tensor<4x8xf32>
}

//--- twice.mlir
func.func @main(%a: tensor<8xf32> {cleave.name = "w"}, %b: tensor<8xf32> {cleave.name = "w"}) -> (tensor<8xf32> {cleave.name = "w"}) {
  return %a : tensor<8xf32>
}
