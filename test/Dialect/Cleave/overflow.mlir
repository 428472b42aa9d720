// Products of mesh sizes and shapes that overflow int64 are refused, naming
// the value (issue 17): the mesh verifier bounds every later product.
// RUN: cleave-opt %s -split-input-file -verify-diagnostics

// expected-error @+1 {{'cleave.mesh' op has too many devices: the product of the axis sizes overflows int64 at axis "b" (size 6148914691236517206)}}
cleave.mesh @mesh = <["a"=3, "b"=6148914691236517206]>

// -----

// expected-error @+1 {{'cleave.mesh' op has too many devices: the product of the axis sizes overflows int64 at axis "b" (size 4294967296)}}
cleave.mesh @mesh = <["a"=4294967296, "b"=4294967296]>

// -----

// The largest square mesh that fits.
cleave.mesh @mesh = <["a"=3037000499, "b"=3037000499]>

// -----

cleave.mesh @mesh = <["a"=4294967296, "b"=2]>
func.func @f(%x: tensor<4294967296xf32>) -> tensor<0xf32> {
  // expected-error @+1 {{result dim 0 would be 4294967296 x 4294967296 (the group size), which overflows int64}}
  %r = cleave.all_gather %x over @mesh["a"] dim = 0 : tensor<4294967296xf32> -> tensor<0xf32>
  return %r : tensor<0xf32>
}

// -----

cleave.mesh @mesh = <["x"=2]>
// expected-error @+1 {{sharding priority 'p99999999999999999999' is too large (at most p9223372036854775807)}}
func.func @f(%a: tensor<4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"} p99999999999999999999]>}) {
  return
}
