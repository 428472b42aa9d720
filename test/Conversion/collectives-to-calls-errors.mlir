// RUN: cleave-opt %s -split-input-file -verify-diagnostics -cleave-collectives-to-calls

cleave.mesh @mesh = <["data"=2, "model"=4]>

func.func @unsupported_type(%x: tensor<4xi8>) -> tensor<4xi8> {
  // expected-error @+1 {{has element type 'i8', which the runtime does not support}}
  %y = cleave.all_reduce %x over @mesh["model"] kind = sum : tensor<4xi8>
  return %y : tensor<4xi8>
}

// -----

cleave.mesh @mesh = <["data"=2, "model"=4]>

func.func @dynamic(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  // expected-error @+1 {{needs statically shaped tensors}}
  %y = cleave.all_reduce %x over @mesh["model"] kind = sum : tensor<?x4xf32>
  return %y : tensor<?x4xf32>
}
