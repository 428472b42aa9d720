// RUN: cleave-opt %s -split-input-file -verify-diagnostics -cleave-prepare-for-llvm

// tensor.gather / tensor.scatter have no bufferization upstream: they are
// refused before lowering, with the form that does lower.
func.func @gather(%t: tensor<8x4xf32>, %i: tensor<3x1xindex>) -> tensor<3x1x4xf32> {
  // expected-error @+1 {{cannot lower 'tensor.gather' to LLVM yet}}
  %g = tensor.gather %t[%i] gather_dims([0]) : (tensor<8x4xf32>, tensor<3x1xindex>) -> tensor<3x1x4xf32>
  return %g : tensor<3x1x4xf32>
}

// -----

func.func @scatter(%s: tensor<3x1x4xf32>, %d: tensor<8x4xf32>, %i: tensor<3x1xindex>) -> tensor<8x4xf32> {
  // expected-error @+1 {{cannot lower 'tensor.scatter' to LLVM yet}}
  %r = tensor.scatter %s into %d[%i] scatter_dims([0]) unique : (tensor<3x1x4xf32>, tensor<8x4xf32>, tensor<3x1xindex>) -> tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}
