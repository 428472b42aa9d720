// RUN: cleave-opt %s -cleave-estimate=cluster=%S/Inputs/loop-rates.json -o /dev/null | FileCheck %s
// RUN: cleave-opt %s -cleave-estimate="cluster=%S/Inputs/loop-rates.json print-cluster" -o /dev/null | FileCheck %s --check-prefix=JSON

// The loops the lowering generates run at `loop_flops` (1e9 here, the
// peak being 1e12), each point of the loop nest costing one operation on
// top of its body's; memory moves at the `memory_rates` bandwidth of the
// op's bytes (1e11 B/s up to 1e4 bytes, 1e9 from 1e8, linear in
// log(bytes) between). Calling the program costs `call_overhead` (5 us)
// once per run, in the compute total.

func.func @f(%x: tensor<1024xf32>, %y: tensor<1024x1024xf32>) -> (tensor<1024xf32>, tensor<1024x1024xf32>, tensor<2048x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024x1024xf32>, tensor<1024x1024xf32>) {
  // 1024 elements, one FLOP and one loop operation each: 2048 / 1e9 =
  // 2.048 us; its 8192 bytes at 1e11 B/s take 0.08 us.
  // CHECK: math.absf {{.*}} 1024xf32 1 1024 8192 2.048
  %a = math.absf %x : tensor<1024xf32>
  // 1M elements: 2.097 ms of loop; its 8 MiB at the interpolated 2.76e10
  // B/s (log10(8.39e6 / 1e4) / 4 = 0.731 of the way from 1e11 to 1e9)
  // take 0.30 ms: the loop bounds it.
  // CHECK: math.absf {{.*}} 1024x1024xf32 1 1048576 8388608 2097.152
  %b = math.absf %y : tensor<1024x1024xf32>
  // A copy is memory alone: its 8 MiB result at the same 2.76e10 B/s,
  // 303.5 us (at `memory_bandwidth`, 8389 us).
  // CHECK: tensor.concat {{.*}} 2048x1024xf32 1 0 8388608 303.5
  %c = tensor.concat dim(0) %y, %y : (tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<2048x1024xf32>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1024xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1024xf32>) -> tensor<1024xf32>
  // A sum along rows: the reduced dim is the inner loop, a chain of
  // dependent adds at `reduction_flops` (1e8): 1048576 / 1e8 = 10.486 ms.
  // CHECK: linalg.reduce {{.*}} 1024xf32 1 1048576 {{[0-9]+}} 10485.76
  %rows = linalg.reduce ins(%y : tensor<1024x1024xf32>) outs(%f : tensor<1024xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  // A sum along columns: the inner loop is parallel (a different
  // accumulator each step), a generated loop at `loop_flops`: (1048576 +
  // 1048576) / 1e9 = 2.097 ms.
  // CHECK: linalg.reduce {{.*}} 1024xf32 1 1048576 {{[0-9]+}} 2097.152
  %cols = linalg.reduce ins(%y : tensor<1024x1024xf32>) outs(%f : tensor<1024xf32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  // A softmax over its last dim: the max and the sum are chains (2 FLOPs
  // an element at 1e8: 20.97 ms), the subtract, exp and divide generated
  // loops ((3 + 2 loop operations) an element at 1e9: 5.24 ms).
  // CHECK: linalg.softmax {{.*}} 1024x1024xf32 1 5242880 {{[0-9]+}} 26214.4
  %se = tensor.empty() : tensor<1024x1024xf32>
  %s1 = linalg.softmax dimension(1) ins(%y : tensor<1024x1024xf32>) outs(%se : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  // Over the outer dim every loop nest has a parallel loop inside: all
  // generated loops, (5 + 4) an element at 1e9: 9.44 ms.
  // CHECK: linalg.softmax {{.*}} 1024x1024xf32 1 5242880 {{[0-9]+}} 9437.184
  %s0 = linalg.softmax dimension(0) ins(%y : tensor<1024x1024xf32>) outs(%se : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %a, %b, %c, %rows, %cols, %s1, %s0 : tensor<1024xf32>, tensor<1024x1024xf32>, tensor<2048x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024x1024xf32>, tensor<1024x1024xf32>
}

// CHECK: compute: 50644.254 us (the call itself 5.000 us)

// JSON: "loop_flops": 1000000000,
// JSON-NEXT: "call_overhead": 5.0000000000000004e-06,
// JSON-NEXT: "memory_rates": [
// JSON-NEXT: [
// JSON-NEXT: 10000,
// JSON-NEXT: 100000000000
