// REQUIRES: mpi
// --fill-range NAME=LO:HI puts an argument's generated values in [LO, HI]
// (by cleave.name glob), the same on every rank and in the reference.
// RUN: cleave-run -np 2 %s --fill-range 'v*=0.125:1' --verify | FileCheck %s
// CHECK: result 0: tensor<8x4xf32>
// CHECK: verify: OK
// A sqrt of the [-1, 1] default would give NaN; in [0.125, 1] every value is
// positive, so the sum of |x| equals the sum.
// RUN: cleave-run -np 2 %s --fill-range 'v*=0.125:1' | FileCheck %s --check-prefix=POS
// POS: sum = [[S:[0-9.]+]]  sum|x| = [[S]]
// Misuse.
// RUN: not cleave-run -np 2 %s --fill-range 'w=0:1' 2>&1 | FileCheck %s --check-prefix=NONE
// NONE: cleave-run: error: --fill-range 'w=0:1': no float argument of @main has a cleave.name matching 'w'; the names are: v.a
// RUN: not cleave-run -np 2 %s --fill-range 'v*=1:0' 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not cleave-run -np 2 %s --fill-range 'v*' 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: is not of the form NAME=LO:HI with a glob NAME and finite numbers LO <= HI
cleave.mesh @mesh = <["x"=2]>
func.func @main(%v: tensor<8x4xf32> {cleave.name = "v.a", cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>}) -> tensor<8x4xf32> {
  %0 = math.sqrt %v : tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}
