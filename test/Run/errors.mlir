// REQUIRES: mpi
// RUN: split-file %s %t
// Mesh of 4 on 2 ranks: every rank exits non-zero with the runtime's message.
// RUN: not cleave-run -np 2 %t/mesh4.mlir 2>&1 | FileCheck %s --check-prefix=MESH
// MESH: cleave-run: error: the mesh @mesh has 4 devices but -np is 2
// A program that does not parse.
// RUN: not cleave-run -np 2 %t/bad.mlir 2>&1 | FileCheck %s --check-prefix=PARSE
// PARSE: cleave-run: error: cannot parse
// A missing input file.
// RUN: not cleave-run -np 2 %t/gather.mlir --input 0=%t/missing.npy 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: cleave-run: error: --input 0: cannot open '{{.*}}missing.npy'
// A wrong per-device program: --verify names the worst element.
// RUN: not cleave-run -np 2 %t/wrong.mlir --entry main --verify --reference-entry reference 2>&1 | FileCheck %s --check-prefix=WRONG
// WRONG: cleave-run: verify: result 0: {{[0-9]+}} of 16 elements differ; worst at [{{[0-9]+}}, {{[0-9]+}}]: expected {{.*}}, got
// Already partitioned, --verify without a reference.
// RUN: not cleave-run -np 2 %t/gather.mlir --verify 2>&1 | FileCheck %s --check-prefix=NOREF
// NOREF: is already partitioned; name the unpartitioned program
// A rank that skips a collective: the mismatched collectives (or the
// watchdog, if the others just wait) abort every rank; never a hang.
// RUN: env CLEAVE_RT_TIMEOUT_S=2 not cleave-run -np 2 %t/skip.mlir 2>&1 | FileCheck %s --check-prefix=HANG
// HANG: cleave-rt: rank {{[01]}}: cleave_rt_all_reduce_{{f32|f64}}: {{.*(did not complete within 2 s|MPI_ERR_TRUNCATE)}}
// Round trip through .npy: the gathered output read back as the input.
// RUN: cleave-run -np 2 %t/gather.mlir --seed 7 --output 0=%t/out.npy | FileCheck %s --check-prefix=NPY
// RUN: cleave-run -np 2 %t/gather.mlir --input 0=%t/out.npy --output 0=%t/out2.npy | FileCheck %s --check-prefix=NPY
// RUN: cmp %t/out.npy %t/out2.npy
// NPY: wrote result 0 to {{.*}}.npy

//--- mesh4.mlir
cleave.mesh @mesh = <["x"=4]>
func.func @main(%x: tensor<2xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}]>,
                                   cleave.global_type = tensor<8xf32>})
    -> tensor<2xf32> attributes {cleave.partitioned} {
  return %x : tensor<2xf32>
}

//--- bad.mlir
func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {
  return %y : tensor<2xf32>
}

//--- gather.mlir
cleave.mesh @mesh = <["x"=2]>
func.func @main(%x: tensor<2x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>,
                                     cleave.global_type = tensor<4x4xf32>})
    -> (tensor<4x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>,
                         cleave.global_type = tensor<4x4xf32>})
    attributes {cleave.partitioned} {
  %g = cleave.all_gather %x over @mesh["x"] dim = 0 : tensor<2x4xf32> -> tensor<4x4xf32>
  return %g : tensor<4x4xf32>
}

//--- wrong.mlir
cleave.mesh @mesh = <["x"=2]>
// Gathers along the wrong dim for a row-sharded input.
func.func @main(%x: tensor<2x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>,
                                     cleave.global_type = tensor<4x4xf32>})
    -> (tensor<2x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>,
                         cleave.global_type = tensor<2x8xf32>})
    attributes {cleave.partitioned} {
  %g = cleave.all_gather %x over @mesh["x"] dim = 1 : tensor<2x4xf32> -> tensor<2x8xf32>
  return %g : tensor<2x8xf32>
}
func.func @reference(%x: tensor<4x4xf32>) -> tensor<2x8xf32> {
  %r = tensor.collapse_shape %x [[0, 1]] : tensor<4x4xf32> into tensor<16xf32>
  %e = tensor.expand_shape %r [[0, 1]] output_shape [2, 8] : tensor<16xf32> into tensor<2x8xf32>
  return %e : tensor<2x8xf32>
}

//--- skip.mlir
cleave.mesh @mesh = <["x"=2]>
// Rank 1 skips the all_reduce.
func.func @main(%x: tensor<4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}]>,
                                   cleave.global_type = tensor<4xf32>})
    -> (tensor<4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}]>,
                       cleave.global_type = tensor<4xf32>})
    attributes {cleave.partitioned} {
  %i = cleave.group_index over @mesh["x"] : index
  %c0 = arith.constant 0 : index
  %is0 = arith.cmpi eq, %i, %c0 : index
  %r = scf.if %is0 -> tensor<4xf32> {
    %s = cleave.all_reduce %x over @mesh["x"] kind = sum : tensor<4xf32>
    scf.yield %s : tensor<4xf32>
  } else {
    scf.yield %x : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
