// REQUIRES: mpi
// Collectives of i1 masks and i8 values (they travel as i32): a mask split
// with its input and gathered whole (GPT-2 small's causal mask under
// auto-shard), and an i8 sum that wraps as i8 arithmetic does.
// RUN: cleave-run -np 2 %s --verify | FileCheck %s
// CHECK-NOT: does not support
// CHECK: verify: OK
// RUN: cleave-opt %s --cleave-propagate --cleave-partition | FileCheck %s --check-prefix=PART
// PART: cleave.all_gather %{{.*}} over @mesh["x"] dim = 0 : tensor<4xi1> -> tensor<8xi1>
// PART: cleave.all_reduce %{{.*}} over @mesh["x"] kind = sum : tensor<i8>

cleave.mesh @mesh = <["x"=2]>
func.func @main(%a: tensor<8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}]>})
    -> (tensor<8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}]>},
        tensor<f32> {cleave.sharding = #cleave.sharding<@mesh, []>}) {
  %z = arith.constant dense<0.25> : tensor<8xf32>
  %m = arith.cmpf ogt, %a, %z : tensor<8xf32>
  %mw = cleave.constraint %m <@mesh, [{}]> : tensor<8xi1>
  %one = arith.constant dense<1.0> : tensor<8xf32>
  %zero = arith.constant dense<0.0> : tensor<8xf32>
  %r = arith.select %mw, %one, %zero : tensor<8xi1>, tensor<8xf32>
  // An i8 sum over the split dim, reduced as i8 (the constraint): values in
  // [-40, 160] wrap to i8, and the sum wraps again.
  %s100 = arith.constant dense<100.0> : tensor<8xf32>
  %s60 = arith.constant dense<60.0> : tensor<8xf32>
  %big0 = arith.mulf %a, %s100 : tensor<8xf32>
  %big = arith.addf %big0, %s60 : tensor<8xf32>
  %qi = arith.fptosi %big : tensor<8xf32> to tensor<8xi32>
  %q = arith.trunci %qi : tensor<8xi32> to tensor<8xi8>
  %e = tensor.empty() : tensor<i8>
  %c0 = arith.constant 0 : i8
  %f = linalg.fill ins(%c0 : i8) outs(%e : tensor<i8>) -> tensor<i8>
  %sum = linalg.reduce ins(%q : tensor<8xi8>) outs(%f : tensor<i8>) dimensions = [0]
    (%in: i8, %acc: i8) {
      %t = arith.addi %in, %acc : i8
      linalg.yield %t : i8
    }
  %sumr = cleave.constraint %sum <@mesh, []> : tensor<i8>
  %sumf = arith.sitofp %sumr : tensor<i8> to tensor<f32>
  return %r, %sumf : tensor<8xf32>, tensor<f32>
}
