// REQUIRES: mpi
// The launcher compiles the partitioned program once and every rank links
// that object (tools/cleave-run/SharedProgram.h); its directory is removed
// when the run ends. --share-program=false compiles on each rank. Both
// verify, and give the same result.
// RUN: rm -rf %t && mkdir -p %t/tmp
// RUN: env TMPDIR=%t/tmp cleave-run -np 2 %s --verify --output 0=%t/a.npy | FileCheck %s --check-prefix=SHARED
// SHARED: cleave-run: @main on 2 rank(s), mesh [2], compiled once for all ranks
// SHARED: verify: OK
// RUN: ls %t/tmp | count 0
// RUN: cleave-run -np 2 %s --verify --share-program=false --output 0=%t/b.npy | FileCheck %s --check-prefix=EACH
// EACH: cleave-run: @main on 2 rank(s), mesh [2]{{$}}
// EACH: verify: OK
// RUN: cmp %t/a.npy %t/b.npy
// With --profile the shared program is compiled with the profile hooks.
// RUN: cleave-run -np 2 %s --profile | FileCheck %s --check-prefix=PROF
// PROF: compiled once for all ranks
// PROF: cleave.all_reduce
// LLVM's loop unrolling is off unless --unroll; both verify.
// RUN: cleave-run -np 2 %s --verify --unroll | FileCheck %s --check-prefix=SHARED
// Misuse: the flag is a boolean.
// RUN: not cleave-run -np 2 %s --share-program=maybe 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: cleave-run: for the --share-program option: 'maybe' is invalid value for boolean argument
// RUN: not cleave-run -np 2 %s --unroll=often 2>&1 | FileCheck %s --check-prefix=BADUNROLL
// BADUNROLL: cleave-run: for the --unroll option: 'often' is invalid value for boolean argument

cleave.mesh @mesh = <["x"=2]>
func.func @main(%a: tensor<4x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"x"}]>},
                %b: tensor<8x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>})
    -> tensor<4x4xf32> {
  %e = tensor.empty() : tensor<4x4xf32>
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %r = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%f : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}
