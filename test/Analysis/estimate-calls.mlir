// RUN: cleave-opt %s -cleave-propagate -cleave-partition -cleave-estimate -o /dev/null | FileCheck %s
// RUN: cleave-opt %s -cleave-propagate -cleave-partition -cleave-estimate="format=json" -o /dev/null | FileCheck %s --check-prefix=JSON
// RUN: cleave-opt %s -split-input-file -cleave-estimate -o /dev/null | FileCheck %s --check-prefix=REC
// The run's profile counts the same collectives as the estimate.
// RUN: %if mpi %{ cleave-run -np 4 %s --profile | FileCheck %s --check-prefix=PROFILE %}

// A call is priced at its call site with the callee's totals, which count
// once per trip of the loop around it: @layer gathers its activation and
// reshards the weight once per call, twice per trip, three trips.

cleave.mesh @mesh = <["x"=4]>

func.func private @layer(%a: tensor<8x32xf32>, %w: tensor<32x32xf32>) -> tensor<8x32xf32> {
  %e = tensor.empty() : tensor<8x32xf32>
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<8x32xf32>) -> tensor<8x32xf32>
  %m = linalg.matmul ins(%a, %w : tensor<8x32xf32>, tensor<32x32xf32>) outs(%f : tensor<8x32xf32>) -> tensor<8x32xf32>
  %t = math.tanh %m : tensor<8x32xf32>
  return %t : tensor<8x32xf32>
}

func.func @main(%in: tensor<8x32xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"x"}]>},
                %w: tensor<32x32xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>}) -> tensor<8x32xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %in) -> tensor<8x32xf32> {
    %0 = func.call @layer(%acc, %w) : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %1 = func.call @layer(%0, %w) : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    scf.yield %1 : tensor<8x32xf32>
  }
  return %r : tensor<8x32xf32>
}

// CHECK-LABEL: func @layer: per-device program
// CHECK:       collectives:   all_gather x1, all_to_all x1
// CHECK-LABEL: func @main: per-device program
// CHECK-NEXT:  op
// CHECK-NEXT:  func.call @layer {{.*}} 8x8xf32 3 4224 3584 0.358 - - [[COMM:[0-9.]+]]
// CHECK-NEXT:  func.call @layer {{.*}} 8x8xf32 3 4224 3584 0.358 - - [[COMM]]
// CHECK-NEXT:  compute: 2.150 us
// CHECK-NEXT:  communication: 73.843 us
// CHECK:       collectives:   all_gather x6, all_to_all x6 (calls and loop trips included)

// JSON:      "name": "main"
// JSON:        "op": "func.call @layer",
// JSON:        "count": 3,
// JSON:        "callee": "layer",
// JSON-NEXT:   "comm_s": 1.2307
// JSON:        "recursive_calls": false,
// JSON-NEXT:   "collectives": {
// JSON-NEXT:     "all_gather": 6,
// JSON-NEXT:     "all_to_all": 6
// JSON-NEXT:   }

// PROFILE: 6 calls  cleave.all_gather over ["x"]
// PROFILE: 6 calls  cleave.all_to_all over ["x"]

// -----

// Recursion is counted once and said; a loop whose trip count is unknown
// runs its body once.

func.func @f(%a: tensor<64xf32>, %n: index) -> tensor<64xf32> {
  %t = math.tanh %a : tensor<64xf32>
  %c0 = arith.constant 0 : index
  %c = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %c -> tensor<64xf32> {
    scf.yield %t : tensor<64xf32>
  } else {
    %r = func.call @f(%t, %n) : (tensor<64xf32>, index) -> tensor<64xf32>
    scf.yield %r : tensor<64xf32>
  }
  %w = scf.while (%x = %r) : (tensor<64xf32>) -> tensor<64xf32> {
    %false = arith.constant false
    scf.condition(%false) %x : tensor<64xf32>
  } do {
  ^bb0(%x: tensor<64xf32>):
    %e = math.exp %x : tensor<64xf32>
    scf.yield %e : tensor<64xf32>
  }
  return %w : tensor<64xf32>
}

// REC-LABEL: func @f: one device
// REC:       math.tanh
// REC:       math.exp
// REC:       note: loops without constant bounds were counted once
// REC-NEXT:  note: recursive calls were counted as free
