// RUN: cleave-opt %s -cleave-propagate=report-file=%t.txt | FileCheck %s
// RUN: FileCheck %s --check-prefix=REPORT < %t.txt

// Softmax over a split dim: it is decomposed first (max, exp, sum,
// divide), so the max and the sum over the split dim are partial (max and
// sum kinds), each reduced before the elementwise op that needs it, and
// the input keeps both its splits.

cleave.mesh @mesh = <["data"=2, "model"=4]>

// CHECK-LABEL: func.func @softmax_split_dim
func.func @softmax_split_dim(%x: tensor<8x64xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {"model"}]>}) -> tensor<8x64xf32> {
  %e = tensor.empty() : tensor<8x64xf32>
  // CHECK: linalg.generic {{.*}} attrs =  {cleave.sharding = #cleave.sharding<@mesh, [{"data"}], partial = max{"model"}>}
  // CHECK: linalg.generic {{.*}} attrs =  {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {"model"}]>}
  // CHECK: linalg.generic {{.*}} attrs =  {cleave.sharding = #cleave.sharding<@mesh, [{"data"}], partial = {"model"}>}
  // CHECK: linalg.generic {{.*}} attrs =  {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {"model"}]>}
  %s = linalg.softmax dimension(1) ins(%x : tensor<8x64xf32>) outs(%e : tensor<8x64xf32>) -> tensor<8x64xf32>
  return %s : tensor<8x64xf32>
}
// REPORT: conflicts: 3
// REPORT-NEXT: linalg.generic at {{.*}}softmax.mlir:{{[0-9]+}}:8: result #0 of linalg.generic is partial over {"model"} and cannot stay partial through this op; it will be reduced first
// REPORT-NEXT: linalg.generic at {{.*}}softmax.mlir:{{[0-9]+}}:8: result #0 of linalg.generic is partial over {"model"} and cannot stay partial through this op; it will be reduced first

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
