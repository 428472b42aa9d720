// Upstream crash (libMLIR 22, Debian 1:22.1.8), found by cleave-fuzz-parse:
// mlir-opt / cleave-opt segfault (SIGSEGV in mlir::Attribute::getContext from
// NamedAttrList::set in linalg::TransposeOp::parse) on a malformed dense
// array. The same happens for linalg.broadcast / linalg.reduce `dimensions`.
// Not ours to fix; the fuzz harnesses skip such inputs (FuzzMLIR.h).
//   /usr/lib/llvm-22/bin/mlir-opt test/Regression/Inputs/upstream-linalg-transpose-bad-permutation.mlir
func.func @f(%a: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %e = tensor.empty() : tensor<3x2xf32>
  %t = linalg.transpose ins(%a : tensor<2x3xf32>) outs(%e : tensor<3x2xf32>) permutation = [1, 0, ]
  return %t : tensor<3x2xf32>
}
