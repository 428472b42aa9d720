// Modules outside what the passes handle are refused up front with one
// error, before anything is rewritten (issue 17): unstructured control flow
// and nesting deeper than the limit.
// RUN: split-file %s %t
// RUN: not cleave-opt %t/cf.mlir --cleave-propagate 2>&1 | FileCheck %s --check-prefix=CF -DPASS=cleave-propagate
// RUN: not cleave-opt %t/cf.mlir --cleave-partition 2>&1 | FileCheck %s --check-prefix=CF -DPASS=cleave-partition
// RUN: not cleave-opt %t/cf.mlir --cleave-auto-shard 2>&1 | FileCheck %s --check-prefix=CF -DPASS=cleave-auto-shard
// CF: cf.mlir:{{[0-9]+}}:1: error: [[PASS]] supports only single-block regions, but @main has 4 blocks (unstructured control flow such as cf.br / cf.cond_br); use scf.if / scf.for, or run --lift-cf-to-scf first
// CF-NOT: NULL VALUE
// CF-NOT: see current operation
// The analysis handles several blocks.
// RUN: cleave-opt %t/cf.mlir --cleave-estimate | FileCheck %s --check-prefix=EST
// EST: peak memory
// RUN: python3 -c "import sys; sys.path.insert(0, '%S/../Adversarial'); import cases; open('%t/deep.mlir', 'w').write(cases.nested_ifs(600))"
// RUN: not cleave-opt %t/deep.mlir --cleave-propagate 2>&1 | FileCheck %s --check-prefix=DEEP
// DEEP: error: cleave-propagate: regions nest deeper than 512 levels here; flatten the program

//--- cf.mlir
cleave.mesh @mesh = <["x"=2]>

func.func @main(%a: tensor<4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}]>},
                %c: i1) -> tensor<4xf32> {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %r = arith.addf %a, %a : tensor<4xf32>
  cf.br ^bb3(%r : tensor<4xf32>)
^bb2:
  cf.br ^bb3(%a : tensor<4xf32>)
^bb3(%v: tensor<4xf32>):
  return %v : tensor<4xf32>
}
