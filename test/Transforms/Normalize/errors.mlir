// RUN: cleave-opt %s -split-input-file -verify-diagnostics -cleave-normalize

func.func @dynamic(%t: tensor<?x4xf32>, %i: tensor<3x1xindex>) -> tensor<3x1x4xf32> {
  // expected-error @+1 {{cannot rewrite 'tensor.gather' into a linalg.generic lookup: it has dynamic shapes}}
  %g = tensor.gather %t[%i] gather_dims([0]) : (tensor<?x4xf32>, tensor<3x1xindex>) -> tensor<3x1x4xf32>
  return %g : tensor<3x1x4xf32>
}

// -----

func.func @complex(%t: tensor<8x4xcomplex<f32>>, %i: tensor<3x1xindex>) -> tensor<3x1x4xcomplex<f32>> {
  // expected-error @+1 {{cannot rewrite 'tensor.gather' into a linalg.generic lookup: it has an element type that is neither float nor integer}}
  %g = tensor.gather %t[%i] gather_dims([0]) : (tensor<8x4xcomplex<f32>>, tensor<3x1xindex>) -> tensor<3x1x4xcomplex<f32>>
  return %g : tensor<3x1x4xcomplex<f32>>
}

// -----

func.func @tosa_scatter_dynamic(%v: tensor<?x8x4xf32>, %i: tensor<?x3xi32>, %in: tensor<?x3x4xf32>) -> tensor<?x8x4xf32> {
  // expected-error @+1 {{cannot rewrite 'tosa.scatter' into a tensor.scatter: it needs static shapes}}
  %r = tosa.scatter %v, %i, %in : (tensor<?x8x4xf32>, tensor<?x3xi32>, tensor<?x3x4xf32>) -> tensor<?x8x4xf32>
  return %r : tensor<?x8x4xf32>
}
