// REQUIRES: mpi
// --input and --output take an argument's or result's cleave.name (the
// exporter's PyTorch name or JAX pytree path) as well as its index.
// RUN: split-file %s %t
// RUN: cleave-run -np 2 %t/named.mlir --seed 3 --output sum=%t/a.npy --output 1=%t/w.npy | FileCheck %s --check-prefix=OUT
// OUT: wrote result 0 to {{.*}}a.npy
// OUT: wrote result 1 to {{.*}}w.npy
// The same arrays given back by name and by index give the same results.
// RUN: cleave-run -np 2 %t/named.mlir --input x=%t/a.npy --input fc.weight=%t/w.npy --output 0=%t/byname.npy | FileCheck %s --check-prefix=OUT0
// RUN: cleave-run -np 2 %t/named.mlir --input 0=%t/a.npy --input 1=%t/w.npy --output 0=%t/byindex.npy | FileCheck %s --check-prefix=OUT0
// RUN: cmp %t/byname.npy %t/byindex.npy
// OUT0: wrote result 0 to
// Misuse: a name no argument has (the names are listed), a name two
// arguments share, an index too large to be one, a name on a module
// without names.
// RUN: not cleave-run -np 2 %t/named.mlir --input fc.bias=%t/a.npy 2>&1 | FileCheck %s --check-prefix=NONAME
// NONAME: cleave-run: error: --input fc.bias: no argument of @main is named 'fc.bias' (cleave.name); the names are: x, fc.weight
// RUN: not cleave-run -np 2 %t/twice.mlir --input w=%t/a.npy 2>&1 | FileCheck %s --check-prefix=TWICE
// TWICE: cleave-run: error: --input w: 2 arguments of @main are named 'w'; give the index
// RUN: not cleave-run -np 2 %t/named.mlir --input 4294967296=%t/a.npy 2>&1 | FileCheck %s --check-prefix=BIG
// BIG: cleave-run: error: --input 4294967296: not a valid argument index
// RUN: not cleave-run -np 2 %t/twice.mlir --output total=%t/o.npy 2>&1 | FileCheck %s --check-prefix=NORES
// NORES: cleave-run: error: --output total: no result of @main is named 'total' (cleave.name); it has no named results: give the index (0-based)
// RUN: not cleave-run -np 2 %t/named.mlir --input =%t/a.npy 2>&1 | FileCheck %s --check-prefix=FORM
// FORM: cleave-run: error: --input '={{.*}}a.npy' is not of the form i=file.npy or name=file.npy

//--- named.mlir
cleave.mesh @mesh = <["x"=2]>
func.func @main(%x: tensor<4xf32> {cleave.name = "x", cleave.sharding = #cleave.sharding<@mesh, [{"x"}]>},
                %w: tensor<4xf32> {cleave.name = "fc.weight"})
    -> (tensor<4xf32> {cleave.name = "sum"}, tensor<4xf32>) {
  %r = arith.addf %x, %w : tensor<4xf32>
  return %r, %w : tensor<4xf32>, tensor<4xf32>
}

//--- twice.mlir
func.func @main(%a: tensor<4xf32> {cleave.name = "w"}, %b: tensor<4xf32> {cleave.name = "w"}) -> tensor<4xf32> {
  %r = arith.addf %a, %b : tensor<4xf32>
  return %r : tensor<4xf32>
}
