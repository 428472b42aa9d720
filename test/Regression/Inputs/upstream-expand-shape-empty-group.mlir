// Upstream crash (libMLIR 22, Debian 1:22.1.8), found by cleave-fuzz-partition:
// the tensor.expand_shape verifier dereferences a null AffineExpr
// (getSymbolLessAffineMaps from ExpandShapeOp::verify) when a reassociation
// group is empty. cleave-opt segfaults while parsing (the parser verifies):
//   cleave-opt test/Regression/Inputs/upstream-expand-shape-empty-group.mlir
// Not ours to fix (the parse itself crashes, before any cleave code runs).
func.func @f(%a: tensor<8x3x16xf32>) -> tensor<8x1x3x16xf32> {
  %e = tensor.expand_shape %a [[], [2], [3]] output_shape [8, 1, 3, 16] : tensor<8x3x16xf32> into tensor<8x1x3x16xf32>
  return %e : tensor<8x1x3x16xf32>
}
