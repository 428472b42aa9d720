// RUN: cleave-opt %s -split-input-file -verify-diagnostics | FileCheck %s
// RUN: cleave-opt %s -split-input-file -verify-diagnostics -mlir-print-op-generic | cleave-opt -split-input-file | FileCheck %s
// cleave.async_start / cleave.wait: a collective started, the compute in
// between, and its value once waited for; then each misuse the verifier
// refuses.

cleave.mesh @mesh = <["data"=4]>
// CHECK-LABEL: func.func @started
// CHECK: %[[F:.*]] = cleave.async_start {
// CHECK-NEXT: %[[R:.*]] = cleave.all_reduce %arg0 over @mesh["data"] kind = sum : tensor<8xf32>
// CHECK-NEXT: cleave.yield %[[R]] : tensor<8xf32>
// CHECK-NEXT: } : !cleave.future<tensor<8xf32>>
// CHECK: arith.mulf
// CHECK: %[[W:.*]] = cleave.wait %[[F]] : !cleave.future<tensor<8xf32>>
// CHECK: arith.addf %[[W]]
func.func @started(%g: tensor<8xf32>, %x: tensor<8xf32>) -> tensor<8xf32> {
  %f = cleave.async_start {
    %r = cleave.all_reduce %g over @mesh["data"] kind = sum : tensor<8xf32>
    cleave.yield %r : tensor<8xf32>
  } : !cleave.future<tensor<8xf32>>
  %y = arith.mulf %x, %x : tensor<8xf32>
  %w = cleave.wait %f : !cleave.future<tensor<8xf32>>
  %z = arith.addf %w, %y : tensor<8xf32>
  return %z : tensor<8xf32>
}

// -----

cleave.mesh @mesh = <["data"=4]>
// CHECK-LABEL: func.func @gather
// CHECK: cleave.all_gather %arg0 over @mesh["data"] dim = 0 : tensor<2x4xf32> -> tensor<8x4xf32>
// CHECK: cleave.wait %{{.*}} : !cleave.future<tensor<8x4xf32>>
func.func @gather(%w: tensor<2x4xf32>) -> tensor<8x4xf32> {
  %f = cleave.async_start {
    %r = cleave.all_gather %w over @mesh["data"] dim = 0 : tensor<2x4xf32> -> tensor<8x4xf32>
    cleave.yield %r : tensor<8x4xf32>
  } : !cleave.future<tensor<8x4xf32>>
  %w2 = cleave.wait %f : !cleave.future<tensor<8x4xf32>>
  return %w2 : tensor<8x4xf32>
}

// -----

cleave.mesh @mesh = <["data"=4]>
func.func @not_started(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
  // expected-error @+1 {{'cleave.async_start' op can start cleave.all_reduce, cleave.all_gather or cleave.reduce_scatter, not cleave.all_to_all}}
  %f = cleave.async_start {
    %r = cleave.all_to_all %x over @mesh["data"] split = 0 concat = 1 : tensor<8x4xf32> -> tensor<2x16xf32>
    cleave.yield %r : tensor<2x16xf32>
  } : !cleave.future<tensor<2x16xf32>>
  %w = cleave.wait %f : !cleave.future<tensor<2x16xf32>>
  return %x : tensor<8x4xf32>
}

// -----

cleave.mesh @mesh = <["data"=4]>
func.func @two(%g: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'cleave.async_start' op must hold exactly one collective and a cleave.yield of its result}}
  %f = cleave.async_start {
    %r = cleave.all_reduce %g over @mesh["data"] kind = sum : tensor<8xf32>
    %s = cleave.all_reduce %r over @mesh["data"] kind = sum : tensor<8xf32>
    cleave.yield %s : tensor<8xf32>
  } : !cleave.future<tensor<8xf32>>
  %w = cleave.wait %f : !cleave.future<tensor<8xf32>>
  return %w : tensor<8xf32>
}

// -----

cleave.mesh @mesh = <["data"=4]>
func.func @type(%g: tensor<8xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'cleave.async_start' op returns '!cleave.future<tensor<4xf32>>' for a collective of type 'tensor<8xf32>'}}
  %f = cleave.async_start {
    %r = cleave.all_reduce %g over @mesh["data"] kind = sum : tensor<8xf32>
    cleave.yield %r : tensor<8xf32>
  } : !cleave.future<tensor<4xf32>>
  %w = cleave.wait %f : !cleave.future<tensor<4xf32>>
  return %w : tensor<4xf32>
}

// -----

cleave.mesh @mesh = <["data"=4]>
func.func @never_waited(%g: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'cleave.async_start' op future must be used exactly once, by a cleave.wait}}
  %f = cleave.async_start {
    %r = cleave.all_reduce %g over @mesh["data"] kind = sum : tensor<8xf32>
    cleave.yield %r : tensor<8xf32>
  } : !cleave.future<tensor<8xf32>>
  return %g : tensor<8xf32>
}

// -----

cleave.mesh @mesh = <["data"=4]>
func.func @waited_twice(%g: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'cleave.async_start' op future must be used exactly once, by a cleave.wait}}
  %f = cleave.async_start {
    %r = cleave.all_reduce %g over @mesh["data"] kind = sum : tensor<8xf32>
    cleave.yield %r : tensor<8xf32>
  } : !cleave.future<tensor<8xf32>>
  %w = cleave.wait %f : !cleave.future<tensor<8xf32>>
  %v = cleave.wait %f : !cleave.future<tensor<8xf32>>
  return %w : tensor<8xf32>
}

// -----

cleave.mesh @mesh = <["data"=4]>
func.func @other_block(%g: tensor<8xf32>, %c: i1) -> tensor<8xf32> {
  // expected-error @+1 {{'cleave.async_start' op future must be waited for in the same block}}
  %f = cleave.async_start {
    %r = cleave.all_reduce %g over @mesh["data"] kind = sum : tensor<8xf32>
    cleave.yield %r : tensor<8xf32>
  } : !cleave.future<tensor<8xf32>>
  %y = scf.if %c -> tensor<8xf32> {
    %w = cleave.wait %f : !cleave.future<tensor<8xf32>>
    scf.yield %w : tensor<8xf32>
  } else {
    scf.yield %g : tensor<8xf32>
  }
  return %y : tensor<8xf32>
}

// -----

cleave.mesh @mesh = <["data"=4]>
func.func @inner_operand(%g: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'cleave.async_start' op must hold exactly one collective and a cleave.yield of its result}}
  %f = cleave.async_start {
    %h = arith.addf %g, %g : tensor<8xf32>
    %r = cleave.all_reduce %h over @mesh["data"] kind = sum : tensor<8xf32>
    cleave.yield %r : tensor<8xf32>
  } : !cleave.future<tensor<8xf32>>
  %w = cleave.wait %f : !cleave.future<tensor<8xf32>>
  return %w : tensor<8xf32>
}

// -----

func.func @wait_of_argument(%f: !cleave.future<tensor<8xf32>>) -> tensor<8xf32> {
  // expected-error @+1 {{'cleave.wait' op waits for a future that no cleave.async_start returns}}
  %w = cleave.wait %f : !cleave.future<tensor<8xf32>>
  return %w : tensor<8xf32>
}
