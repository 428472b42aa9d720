// REQUIRES: mpi
// cleave.scan and cleave.sort lowered and run on one rank, checked value by
// value: a scan is a loop along its dim, a sort a bitonic network over the
// line padded to a power of two (stable, NaN the largest, ties by
// position; descending too; integer and float keys, any index type).
// RUN: cleave-run -np 1 %s --entry f --print-values=6 | FileCheck %s
// The GPU pipeline's loop structure, run on the CPU, gives the same values.
// RUN: cleave-run -np 1 %s --entry f --print-values=6 --gpu-loops-on-cpu | FileCheck %s

func.func @f() -> (tensor<5xf32>, tensor<5xi64>, tensor<5xf32>, tensor<2x3xi32>,
                   tensor<6xf32>, tensor<6xi64>, tensor<6xf32>, tensor<6xi32>,
                   tensor<2x3xi32>, tensor<2x3xi64>) {
  %a = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<5xf32>
  %b = arith.constant dense<[3, 1, 4, 1, 5]> : tensor<5xi64>
  %c = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  // CHECK: result 0
  // CHECK: values: 1 3 6 10 15
  %0 = cleave.scan %a dim = 0 kind = sum : tensor<5xf32>
  // CHECK: result 1
  // CHECK: values: 5 5 5 5 -9.22337204e+18
  %1 = cleave.scan %b dim = 0 kind = max exclusive reverse : tensor<5xi64>
  // CHECK: result 2
  // CHECK: values: 1 1 2 6 24
  %2 = cleave.scan %a dim = 0 kind = prod exclusive : tensor<5xf32>
  // CHECK: result 3
  // CHECK: values: 5 7 9 4 5 6
  %3 = cleave.scan %c dim = 0 kind = sum reverse : tensor<2x3xi32>

  %s = arith.constant dense<[3.0, 1.0, 0x7FC00000, 1.0, -2.0, 5.0]> : tensor<6xf32>
  %k = arith.constant dense<[[5, 1, 4], [2, 9, 2]]> : tensor<2x3xi32>
  // CHECK: result 4
  // CHECK: values: -2 1 1 3 5 nan
  // CHECK: result 5
  // CHECK: values: 4 1 3 0 5 2
  %v0, %i0 = cleave.sort %s dim = 0 : tensor<6xf32> -> tensor<6xi64>
  // CHECK: result 6
  // CHECK: values: nan 5 3 1 1 -2
  // CHECK: result 7
  // CHECK: values: 2 5 0 1 3 4
  %v1, %i1 = cleave.sort %s dim = 0 descending : tensor<6xf32> -> tensor<6xi32>
  // CHECK: result 8
  // CHECK: values: 5 9 4 2 1 2
  // CHECK: result 9
  // CHECK: values: 0 1 0 1 0 1
  %v2, %i2 = cleave.sort %k dim = 0 descending : tensor<2x3xi32> -> tensor<2x3xi64>
  return %0, %1, %2, %3, %v0, %i0, %v1, %i1, %v2, %i2
      : tensor<5xf32>, tensor<5xi64>, tensor<5xf32>, tensor<2x3xi32>,
        tensor<6xf32>, tensor<6xi64>, tensor<6xf32>, tensor<6xi32>,
        tensor<2x3xi32>, tensor<2x3xi64>
}

// Lines of one element and no lines at all: nothing to sort or scan.
// RUN: cleave-run -np 1 %s --entry edges --print-values=3 | FileCheck %s --check-prefix=EDGES
// EDGES: result 0
// EDGES-NEXT: sum = 6
// EDGES: result 1
// EDGES: values: 0 0 0
// EDGES: result 2: tensor<0x4xf32>
func.func @edges() -> (tensor<3x1xf32>, tensor<3x1xi64>, tensor<0x4xf32>, tensor<0x4xf32>) {
  %x = arith.constant dense<[[1.0], [2.0], [3.0]]> : tensor<3x1xf32>
  %y = tensor.empty() : tensor<0x4xf32>
  %v, %i = cleave.sort %x dim = 1 : tensor<3x1xf32> -> tensor<3x1xi64>
  %w, %j = cleave.sort %y dim = 0 : tensor<0x4xf32> -> tensor<0x4xi64>
  %s = cleave.scan %w dim = 0 kind = prod exclusive : tensor<0x4xf32>
  return %v, %i, %w, %s : tensor<3x1xf32>, tensor<3x1xi64>, tensor<0x4xf32>, tensor<0x4xf32>
}
