// REQUIRES: mpi
// Generated integer inputs lie in --int-range (default 0:8), the same on
// every rank and in the --verify reference; a malformed range is refused
// before any rank starts.
// RUN: cleave-run -np 2 %s --verify --int-range=0:3 --print-values 16 | FileCheck %s --check-prefix=R03
// RUN: cleave-run -np 2 %s --verify --int-range=-2:-1 --print-values 16 | FileCheck %s --check-prefix=NEG
// RUN: cleave-run -np 2 %s --verify --int-range=1000:1000 --print-values 16 | FileCheck %s --check-prefix=ONE
// RUN: cleave-run -np 2 %s --verify --print-values 16 | FileCheck %s --check-prefix=DEFAULT
// RUN: not cleave-run -np 2 %s --int-range=5:1 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not cleave-run -np 2 %s --int-range=7 2>&1 | FileCheck %s --check-prefix=BAD7
// RUN: not cleave-run -np 2 %s --int-range=a:b 2>&1 | FileCheck %s --check-prefix=BADAB
// RUN: not cleave-run -np 2 %s --opt-level=7 2>&1 | FileCheck %s --check-prefix=OPT
// RUN: cleave-run -np 2 %s --verify --opt-level=0 --print-values 16 | FileCheck %s --check-prefix=DEFAULT

// R03: values:{{( [0-3]){16} *$}}
// R03: verify: OK
// NEG: values:{{( -[12]){16} *$}}
// ONE: sum = 16000
// ONE: values:{{( 1000){16} *$}}
// DEFAULT: values:{{( [0-8]){16} *$}}
// BAD: cleave-run: error: --int-range '5:1' is not of the form LO:HI with integers LO <= HI
// BAD7: --int-range '7' is not of the form LO:HI
// BADAB: --int-range 'a:b' is not of the form LO:HI
// OPT: cleave-run: error: --opt-level 7 is not in 0..3

cleave.mesh @mesh = <["x"=2]>
func.func @ids(%ids: tensor<16xi64> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}]>})
    -> tensor<16xi64> {
  return %ids : tensor<16xi64>
}
