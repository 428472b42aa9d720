// Misuse: the op's own verifier names what is wrong, and cleave-run refuses
// a dialect plugin it cannot load.
// RUN: cleave-opt %s --load-dialect-plugin=%attention_plugin -split-input-file -verify-diagnostics
// RUN: not cleave-run --load-dialect-plugin=%t.missing.so %s 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: cannot load dialect plugin '{{.*}}.missing.so'
// RUN: cleave-run --help | FileCheck %s --check-prefix=HELP
// HELP-DAG: --load-dialect-plugin=<path>
// HELP-DAG: --load-pass-plugin=<path>

func.func @bad_key(%q: tensor<1x2x8x4xf32>, %k: tensor<1x2x8x3xf32>, %v: tensor<1x2x8x4xf32>) -> tensor<1x2x8x4xf32> {
  // expected-error @+1 {{key must be [B, H, T, D] for a query [B, H, S, D]}}
  %r = example.attention %q, %k, %v : tensor<1x2x8x4xf32>, tensor<1x2x8x3xf32>, tensor<1x2x8x4xf32> -> tensor<1x2x8x4xf32>
  return %r : tensor<1x2x8x4xf32>
}
