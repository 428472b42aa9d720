// Every example spec under examples/clusters parses and binds.
// RUN: split-file %s %t
// RUN: cleave-opt %t/one.mlir -cleave-estimate=cluster=%cleave_src_root/examples/clusters/8xH100-NVLink.json -o /dev/null | FileCheck %s --check-prefix=H100
// RUN: cleave-opt %t/one.mlir -cleave-estimate=cluster=%cleave_src_root/examples/clusters/8xH200-NVLink.json -o /dev/null | FileCheck %s
// RUN: cleave-opt %t/one.mlir -cleave-estimate=cluster=%cleave_src_root/examples/clusters/8xA100-DGX.json -o /dev/null | FileCheck %s
// RUN: cleave-opt %t/one.mlir -cleave-estimate=cluster=%cleave_src_root/examples/clusters/2x8xH100-IB.json -o /dev/null | FileCheck %s
// RUN: cleave-opt %t/one.mlir -cleave-estimate=cluster=%cleave_src_root/examples/clusters/cpu-mpi.json -o /dev/null | FileCheck %s
// RUN: cleave-opt %t/custom.mlir -cleave-estimate=cluster=%cleave_src_root/examples/clusters/2x4-custom.json -o /dev/null | FileCheck %s --check-prefix=CUSTOM

// CHECK: mesh @m [data=2 intra_node]
// H100: cluster '8xH100-NVLink' (H100-SXM5-80GB), mesh @m [data=2 intra_node]
// CUSTOM: cluster '2x4-custom' (H100-SXM5-80GB), mesh @m [data=2 inter_node, pipe=4 pcie]

//--- custom.mlir
cleave.mesh @m = <["data"=2, "pipe"=4]>
func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> attributes {cleave.partitioned} {
  %0 = cleave.all_reduce %a over @m["pipe"] kind = sum : tensor<4xf32>
  return %0 : tensor<4xf32>
}

//--- one.mlir
cleave.mesh @m = <["data"=2]>
func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> attributes {cleave.partitioned} {
  %0 = cleave.all_reduce %a over @m["data"] kind = sum : tensor<4xf32>
  return %0 : tensor<4xf32>
}
