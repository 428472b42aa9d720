// RUN: cleave-opt %s -split-input-file -verify-diagnostics -cleave-prepare-for-llvm

// tensor.gather / tensor.scatter are rewritten into forms that lower; one
// whose shapes are dynamic is refused, naming the op and why.
func.func @gather(%t: tensor<?x4xf32>, %i: tensor<3x1xindex>) -> tensor<3x1x4xf32> {
  // expected-error @+1 {{cannot rewrite 'tensor.gather' into a linalg.generic lookup: it has dynamic shapes}}
  %g = tensor.gather %t[%i] gather_dims([0]) : (tensor<?x4xf32>, tensor<3x1xindex>) -> tensor<3x1x4xf32>
  return %g : tensor<3x1x4xf32>
}

// -----

func.func @scatter(%s: tensor<3x1x4xf32>, %d: tensor<?x4xf32>, %i: tensor<3x1xindex>) -> tensor<?x4xf32> {
  // expected-error @+1 {{cannot rewrite 'tensor.scatter' into a loop of tensor.insert_slice: it has dynamic shapes}}
  %r = tensor.scatter %s into %d[%i] scatter_dims([0]) unique : (tensor<3x1x4xf32>, tensor<?x4xf32>, tensor<3x1xindex>) -> tensor<?x4xf32>
  return %r : tensor<?x4xf32>
}

// -----

// cleave.sort's network needs static lines; cleave.scan's loop does not.
func.func @sort(%x: tensor<?x8xf32>) -> (tensor<?x8xf32>, tensor<?x8xi64>) {
  // expected-error @+1 {{'cleave.sort' op on a tensor of dynamic shape 'tensor<?x8xf32>' cannot be lowered (the sorting network needs static lines)}}
  %v, %i = cleave.sort %x dim = 1 : tensor<?x8xf32> -> tensor<?x8xi64>
  return %v, %i : tensor<?x8xf32>, tensor<?x8xi64>
}
