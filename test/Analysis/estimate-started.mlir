// RUN: cleave-opt %s -cleave-estimate=cluster=%S/Inputs/round.json -o /dev/null | FileCheck %s
// RUN: cleave-opt %s -cleave-estimate="cluster=%S/Inputs/round.json format=json" -o /dev/null | FileCheck %s --check-prefix=JSON

// Started collectives on the round cluster (Inputs/round.json): the
// all_reduce of 256 f32 over "x" takes 1.536 us, the elementwise product of
// 1024 f32 12.288 us. Blocking, they add up; started before the product and
// waited for after it, the reduction is hidden; started with too little
// compute to hide it, the rest is exposed. Two started collectives share
// the link one after the other.

cleave.mesh @mesh = <["y"=2, "x"=4]>

// CHECK-LABEL: func @blocking
// CHECK: total: 13.824 us (sum, no overlap of compute and communication)
func.func @blocking(%g: tensor<256xf32>, %a: tensor<1024xf32>) -> (tensor<256xf32>, tensor<1024xf32>) attributes {cleave.partitioned} {
  %r = cleave.all_reduce %g over @mesh["x"] kind = sum : tensor<256xf32>
  %p = arith.mulf %a, %a : tensor<1024xf32>
  return %r, %p : tensor<256xf32>, tensor<1024xf32>
}

// CHECK-LABEL: func @hidden
// CHECK: cleave.all_reduce {{.*}} all_reduce[x] started 1024 1.536
// CHECK: communication: 1.536 us
// CHECK-NEXT: total: 12.288 us (started collectives overlap the compute up to their waits)
// CHECK-NEXT: exposed communication: 0.000 us of 1.536 us (0.0%); 1 collective(s) started early
// JSON: "name": "hidden"
// JSON: "total_s": 1.2288{{[0-9]*}}e-05,
// JSON-NEXT: "exposed_comm_s": 0,
// JSON-NEXT: "started_collectives": 1,
func.func @hidden(%g: tensor<256xf32>, %a: tensor<1024xf32>) -> (tensor<256xf32>, tensor<1024xf32>) attributes {cleave.partitioned} {
  %f = cleave.async_start {
    %r = cleave.all_reduce %g over @mesh["x"] kind = sum : tensor<256xf32>
    cleave.yield %r : tensor<256xf32>
  } : !cleave.future<tensor<256xf32>>
  %p = arith.mulf %a, %a : tensor<1024xf32>
  %w = cleave.wait %f : !cleave.future<tensor<256xf32>>
  return %w, %p : tensor<256xf32>, tensor<1024xf32>
}

// 4096 f32 over "x": 24.576 us, of which the product hides 12.288 us; the
// second reduction (1.536 us) waits for the link; the sum after both waits
// adds 3.072 us.
// CHECK-LABEL: func @exposed
// CHECK: total: 29.184 us (started collectives overlap the compute up to their waits)
// CHECK-NEXT: exposed communication: 13.824 us of 26.112 us (52.9%); 2 collective(s) started early
func.func @exposed(%g: tensor<4096xf32>, %h: tensor<256xf32>, %a: tensor<1024xf32>) -> (tensor<4096xf32>, tensor<256xf32>, tensor<1024xf32>) attributes {cleave.partitioned} {
  %f = cleave.async_start {
    %r = cleave.all_reduce %g over @mesh["x"] kind = sum : tensor<4096xf32>
    cleave.yield %r : tensor<4096xf32>
  } : !cleave.future<tensor<4096xf32>>
  %f2 = cleave.async_start {
    %r2 = cleave.all_reduce %h over @mesh["x"] kind = sum : tensor<256xf32>
    cleave.yield %r2 : tensor<256xf32>
  } : !cleave.future<tensor<256xf32>>
  %p = arith.mulf %a, %a : tensor<1024xf32>
  %w = cleave.wait %f : !cleave.future<tensor<4096xf32>>
  %w2 = cleave.wait %f2 : !cleave.future<tensor<256xf32>>
  %q = arith.addf %w2, %w2 : tensor<256xf32>
  return %w, %q, %p : tensor<4096xf32>, tensor<256xf32>, tensor<1024xf32>
}
