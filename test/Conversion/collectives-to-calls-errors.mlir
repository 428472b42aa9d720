// RUN: cleave-opt %s -split-input-file -verify-diagnostics -cleave-collectives-to-calls

cleave.mesh @mesh = <["data"=2, "model"=4]>

func.func @unsupported_type(%x: tensor<4xi128>) -> tensor<4xi128> {
  // expected-error @+1 {{has element type 'i128', which the runtime does not support (f32, f64, f16, bf16, i32, i64; i1, i8 and i16 travel as i32)}}
  %y = cleave.all_reduce %x over @mesh["model"] kind = sum : tensor<4xi128>
  return %y : tensor<4xi128>
}

// -----

cleave.mesh @mesh = <["data"=2, "model"=4]>

func.func @dynamic(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  // expected-error @+1 {{needs statically shaped tensors}}
  %y = cleave.all_reduce %x over @mesh["model"] kind = sum : tensor<?x4xf32>
  return %y : tensor<?x4xf32>
}
