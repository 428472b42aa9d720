// RUN: cleave-opt %s -cleave-propagate=report-file=%t.txt | FileCheck %s
// RUN: FileCheck %s --check-prefix=REPORT < %t.txt

// Softmax over a split dim: the normalised dim must be whole on each
// device, so the split input is resharded (gathered) before the op, while
// the other dim keeps its split.

cleave.mesh @mesh = <["data"=2, "model"=4]>

// CHECK-LABEL: func.func @softmax_split_dim
func.func @softmax_split_dim(%x: tensor<8x64xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {"model"}]>}) -> tensor<8x64xf32> {
  %e = tensor.empty() : tensor<8x64xf32>
  // CHECK: linalg.softmax {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {}]>} dimension(1)
  %s = linalg.softmax dimension(1) ins(%x : tensor<8x64xf32>) outs(%e : tensor<8x64xf32>) -> tensor<8x64xf32>
  return %s : tensor<8x64xf32>
}
// REPORT: conflicts: 2
// REPORT-NEXT: linalg.softmax at {{.*}}softmax.mlir:14:8: dim 1 of argument #0 of @softmax_split_dim is {"model"} but the op wants {}; it will be resharded

// A softmax written as linalg.generic reductions: the max and sum over the
// split dim leave partial results (max and sum kinds).
// CHECK-LABEL: func.func @softmax_generic
func.func @softmax_generic(%x: tensor<8x64xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"model"}]>}) -> tensor<8xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<8xf32>
  %init = linalg.fill ins(%ninf : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  // CHECK: linalg.reduce {{.*}} dimensions = [1]  {cleave.sharding = #cleave.sharding<@mesh, [{}], partial = max{"model"}>}
  %m = linalg.reduce ins(%x : tensor<8x64xf32>) outs(%init : tensor<8xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %0 = arith.maximumf %in, %acc : f32
      linalg.yield %0 : f32
    }
  return %m : tensor<8xf32>
}
// REPORT-NEXT: func.return at {{.*}}softmax.mlir:{{[0-9]+}}:3: result #0 of linalg.reduce is partial over {"model"} and cannot stay partial through this op; it will be reduced first
