// The pass plugin, loaded into the installed cleave-opt, reports each
// collective of the partitioned module.
// RUN: cleave-opt %s --load-pass-plugin=%collective_report --pass-pipeline='builtin.module(cleave-propagate,cleave-partition,cleave-optimize-collectives,example-collective-report)' -o /dev/null 2>&1 | FileCheck %s

// Loaded, its pass is a flag like any built-in one (as in mlir-opt).
// RUN: cleave-opt %s --load-pass-plugin=%collective_report --cleave-propagate --cleave-partition --example-collective-report -o /dev/null 2>&1 | FileCheck %s

// The same pass in cleave-run's partition pipeline; the program still
// verifies against the unpartitioned one.
// RUN: cleave-run --load-pass-plugin=%collective_report --partition-pipeline=cleave-propagate,cleave-partition,cleave-optimize-collectives,example-collective-report -np 2 %s --verify > %t.out 2> %t.err
// RUN: FileCheck %s < %t.err
// RUN: FileCheck %s --check-prefix=VERIFY < %t.out
// VERIFY: verify: OK

// A plugin that is not there is an error, not a warning to ignore.
// RUN: not cleave-opt %s --load-pass-plugin=%t.missing.so 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not cleave-run --load-pass-plugin=%t.missing.so %s 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: cannot load pass plugin '{{.*}}.missing.so'

// CHECK: remark: all_reduce over ["x"]: 192 bytes per device
// CHECK: remark: @main: 1 collectives, 192 bytes per device

cleave.mesh @mesh = <["x"=2]>
func.func @main(%a: tensor<8x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"x"}]>},
                %b: tensor<4x6xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>})
    -> (tensor<8x6xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x6xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<8x6xf32>) -> tensor<8x6xf32>
  %r = linalg.matmul ins(%a, %b : tensor<8x4xf32>, tensor<4x6xf32>) outs(%init : tensor<8x6xf32>) -> tensor<8x6xf32>
  return %r : tensor<8x6xf32>
}
