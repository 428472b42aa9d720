// RUN: cleave-opt %s -cleave-estimate=cluster=%S/Inputs/calibrated.json -o /dev/null | FileCheck %s
// One run of an scf.if (or scf.index_switch) runs one region: the estimate
// prices the most expensive one and lists only its rows, as XLA's cost
// analysis takes a conditional's largest branch. Here the `then` region
// (an exp and an add over 1024x1024) costs more than the `else` region (a
// negation), whichever the condition picks.

func.func @main(%c: i1, %x: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %r = scf.if %c -> tensor<1024x1024xf32> {
    %e = math.exp %x : tensor<1024x1024xf32>
    %s = arith.addf %e, %x : tensor<1024x1024xf32>
    scf.yield %s : tensor<1024x1024xf32>
  } else {
    %n = arith.negf %x : tensor<1024x1024xf32>
    scf.yield %n : tensor<1024x1024xf32>
  }
  %t = arith.mulf %r, %r : tensor<1024x1024xf32>
  return %t : tensor<1024x1024xf32>
}

// CHECK-LABEL: func @main
// CHECK-NEXT:  op
// CHECK-NEXT:  math.exp
// CHECK-NEXT:  arith.addf
// CHECK-NEXT:  arith.mulf
// CHECK-NEXT:  compute:
// CHECK-NOT:   arith.negf

// -----

func.func @switch(%i: index, %x: tensor<1024xf32>) -> tensor<1024xf32> {
  %r = scf.index_switch %i -> tensor<1024xf32>
  case 0 {
    %n = arith.negf %x : tensor<1024xf32>
    scf.yield %n : tensor<1024xf32>
  }
  case 1 {
    %e = math.tanh %x : tensor<1024xf32>
    %s = math.exp %e : tensor<1024xf32>
    scf.yield %s : tensor<1024xf32>
  }
  default {
    scf.yield %x : tensor<1024xf32>
  }
  return %r : tensor<1024xf32>
}

// RUN: cleave-opt %s -split-input-file -cleave-estimate=cluster=%S/Inputs/calibrated.json -o /dev/null | FileCheck %s --check-prefix=SWITCH
// SWITCH-LABEL: func @switch
// SWITCH-NEXT:  op
// SWITCH-NEXT:  math.tanh
// SWITCH-NEXT:  math.exp
// SWITCH-NEXT:  compute:
