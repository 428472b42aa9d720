// Pass options the solver would misread are refused naming the option
// (issue 17): max-strategies=0 crashed in peakUsage, a negative time limit
// was accepted.
// RUN: not cleave-opt %s --cleave-auto-shard=max-strategies=0 2>&1 | FileCheck %s --check-prefix=MAX
// MAX: error: cleave-auto-shard max-strategies=0: max-strategies must be at least 1 (every op needs a strategy)
// RUN: not cleave-opt %s --cleave-auto-shard=time-limit=-5 2>&1 | FileCheck %s --check-prefix=NEG
// NEG: error: cleave-auto-shard time-limit=-5: time-limit must be a positive number of seconds
// RUN: not cleave-opt %s --cleave-auto-shard=time-limit=abc 2>&1 | FileCheck %s --check-prefix=ABC
// ABC: error: cleave-auto-shard time-limit=abc: time-limit must be a positive number of seconds
// Cluster-spec errors point at the option and do not print the module.
// RUN: not cleave-opt %s --cleave-auto-shard=cluster=/dev/zero 2>&1 | FileCheck %s --check-prefix=ZERO
// ZERO: error: cleave-auto-shard cluster=/dev/zero: cluster '/dev/zero' is not a regular file
// ZERO-NOT: see current operation
// RUN: not cleave-opt %s --cleave-estimate=cluster=%s.nosuch 2>&1 | FileCheck %s --check-prefix=NOFILE
// NOFILE: error: cleave-estimate cluster={{.*}}.nosuch: cluster '{{.*}}' is neither a preset nor a readable file
// NOFILE-NOT: see current operation
cleave.mesh @mesh = <["x"=2]>
func.func @main(%a: tensor<4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}]>}) -> tensor<4xf32> {
  %r = arith.addf %a, %a : tensor<4xf32>
  return %r : tensor<4xf32>
}
