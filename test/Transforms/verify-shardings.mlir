// RUN: cleave-opt %s -split-input-file -cleave-verify-shardings -verify-diagnostics | FileCheck %s

cleave.mesh @mesh = <["x"=2]>
// CHECK-LABEL: func.func @complete
func.func @complete(%a: tensor<8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}]>}, %s: index)
    -> (tensor<8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}]>}) {
  %0 = arith.addf %a, %a {cleave.sharding = #cleave.sharding<@mesh, [{"x"}]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

cleave.mesh @mesh = <["x"=2]>
// expected-error @+2 {{argument #0 of @missing has no sharding}}
// expected-error @+1 {{result #0 of @missing has no sharding}}
func.func @missing(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{result #0 has no sharding}}
  %0 = arith.addf %a, %a : tensor<8xf32>
  return %0 : tensor<8xf32>
}
