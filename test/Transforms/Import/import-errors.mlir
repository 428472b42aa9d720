// RUN: cleave-opt %s --cleave-import -verify-diagnostics

// A TOSA op the upstream conversions cannot lower is reported, not dropped.
func.func @custom(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{failed to legalize operation 'tosa.custom'}}
  %0 = tosa.custom %x {operator_name = "mystery", domain_name = "acme", implementation_attrs = ""} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
