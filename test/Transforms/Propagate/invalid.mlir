// RUN: cleave-opt %s -split-input-file -cleave-propagate -verify-diagnostics
// RUN: not cleave-opt %s -split-input-file -cleave-propagate=report-file=/nonexistent/dir/report.txt 2>&1 | FileCheck %s --check-prefix=REPORT

// REPORT: error: report-file: cannot write '/nonexistent/dir/report.txt': directory '/nonexistent/dir' does not exist

cleave.mesh @a = <["x"=2]>
cleave.mesh @b = <["y"=2]>
func.func @two_meshes(%p: tensor<8xf32> {cleave.sharding = #cleave.sharding<@a, [{"x"}]>},
                      // expected-error @+1 {{sharding of argument #1 of @two_meshes uses mesh @b but this function uses @a; one mesh per module is supported}}
                      %q: tensor<8xf32> {cleave.sharding = #cleave.sharding<@b, [{"y"}]>}) -> tensor<8xf32> {
  %0 = arith.addf %p, %q : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// expected-error @+1 {{no annotation names a mesh and the module has 2 meshes; annotate a value}}
module {
  cleave.mesh @a = <["x"=2]>
  cleave.mesh @b = <["y"=2]>
  func.func @unannotated(%p: tensor<8xf32>) -> tensor<8xf32> {
    return %p : tensor<8xf32>
  }
}

// -----

// Without a mesh there is nothing to shard: the module is left as it is.
func.func @no_mesh(%p: tensor<8xf32>) -> tensor<8xf32> {
  return %p : tensor<8xf32>
}

// -----

// A valid module, for the unwritable report file of the second RUN line.
cleave.mesh @m = <["x"=2]>
func.func @valid(%p: tensor<8xf32> {cleave.sharding = #cleave.sharding<@m, [{"x"}]>}) -> tensor<8xf32> {
  return %p : tensor<8xf32>
}
