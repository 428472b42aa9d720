// RUN: cleave-opt %s -cleave-estimate="cluster=%S/Inputs/round.json output=%t" -o /dev/null 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: FileCheck %s < %t

// Peak memory per device (Inputs/round.json: 1e6 bytes of capacity).

// Arguments live throughout (2 x 4096). tensor.empty allocates 4096; the
// fill and the matmul write into it in place (their init dies there); the
// reshape is a view; tanh needs a new 4096 while its operand is live.
// Peak: 8192 + 4096 + 4096 = 16384.
// CHECK-LABEL: func @chain
// CHECK: peak memory: 16384 bytes per device of 1000000 (1.64%)
func.func @chain(%a: tensor<32x32xf32>, %b: tensor<32x32xf32>) -> tensor<1024xf32> attributes {cleave.partitioned} {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<32x32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<32x32xf32>) -> tensor<32x32xf32>
  %m = linalg.matmul ins(%a, %b : tensor<32x32xf32>, tensor<32x32xf32>) outs(%f : tensor<32x32xf32>) -> tensor<32x32xf32>
  %r = tensor.collapse_shape %m [[0, 1]] : tensor<32x32xf32> into tensor<1024xf32>
  %t = math.tanh %r : tensor<1024xf32>
  return %t : tensor<1024xf32>
}

// An init that is still used after the op cannot be overwritten: the
// matmul gets its own buffer. %c (4096) is live to the end, so the peak is
// args 8192 + %c 4096 + %m 4096 + the addf result 4096 = 20480.
// CHECK-LABEL: func @init_live
// CHECK: peak memory: 20480 bytes per device
func.func @init_live(%a: tensor<32x32xf32>, %b: tensor<32x32xf32>) -> tensor<32x32xf32> attributes {cleave.partitioned} {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<32x32xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<32x32xf32>) -> tensor<32x32xf32>
  %m = linalg.matmul ins(%a, %b : tensor<32x32xf32>, tensor<32x32xf32>) outs(%c : tensor<32x32xf32>) -> tensor<32x32xf32>
  %s = arith.addf %m, %c : tensor<32x32xf32>
  return %s : tensor<32x32xf32>
}

// Values die at their last use: three sequential 4000-byte temporaries
// never coexist beyond two at a time. Args 4000; peak 4000 + 2 x 4000.
// CHECK-LABEL: func @temps
// CHECK: peak memory: 12000 bytes per device
func.func @temps(%a: tensor<1000xf32>) -> tensor<1000xf32> attributes {cleave.partitioned} {
  %0 = math.exp %a : tensor<1000xf32>
  %1 = math.exp %0 : tensor<1000xf32>
  %2 = math.exp %1 : tensor<1000xf32>
  return %2 : tensor<1000xf32>
}

// Over the capacity: a warning and DOES NOT FIT in the report.
// WARN: warning: cleave-estimate: peak memory 1200000 bytes per device exceeds the capacity of 'unit-device' (1000000 bytes)
// CHECK-LABEL: func @too_big
// CHECK: peak memory: 1200000 bytes per device of 1000000 (120.00%) DOES NOT FIT
func.func @too_big(%a: tensor<100000xf32>) -> tensor<100000xf32> attributes {cleave.partitioned} {
  %0 = math.exp %a : tensor<100000xf32>
  %1 = math.exp %0 : tensor<100000xf32>
  return %1 : tensor<100000xf32>
}
