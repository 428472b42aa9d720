// A pipelined step returns its results through buffers of the entry: a
// result that is not a statically shaped tensor is an error naming it.
// RUN: not cleave-opt %s --cleave-pipeline=stages=1 -o /dev/null 2>&1 | FileCheck %s
// CHECK: error: cleave-pipeline: result 1 has type 'index'; a pipelined step returns statically shaped tensors
func.func @step(%x: tensor<8x4xf32> {cleave.name = "x"}, %w: tensor<4xf32> {cleave.name = "w"})
    -> (tensor<4xf32> {cleave.name = "w"}, index) {
  %c = arith.constant 0 : index
  return %w, %c : tensor<4xf32>, index
}
