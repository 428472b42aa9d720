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
