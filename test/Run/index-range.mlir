// RUN: not cleave-run %s --int-range=0:16 2>&1 | FileCheck %s --check-prefix=HIGH
// RUN: not cleave-run %s --int-range=-2:5 2>&1 | FileCheck %s --check-prefix=NEG
// RUN: cleave-run %s --int-range=0:15 | FileCheck %s --check-prefix=OK
// RUN: cleave-run %s --entry clamped --int-range=0:100 | FileCheck %s --check-prefix=OK
// RUN: python3 -c "import sys, struct; sys.path.insert(0, '%S/../Adversarial'); import cases; open('%t.npy', 'wb').write(cases.npy(cases.npy_dict(\"'<i8'\", '(2, 3)'), 0) + struct.pack('<6q', 1, 2, 3, 4, 16, 5))"
// RUN: not cleave-run %s --input 0=%t.npy 2>&1 | FileCheck %s --check-prefix=FILE

// Generated token ids must fit the table they index (IndexBounds.h): an
// --int-range that leaves it is one error naming the argument, the table
// and the range that fits, before anything runs (the lookup would read
// past the table, or trip torch-mlir's bounds assert and abort the ranks).
// HIGH: cleave-run: error: --int-range 0:16 leaves argument #0 (ids), which indexes dim 0 of argument #1 (emb.weight) (tensor<16x4xf32>, 16 entries): its values must lie in [0, 15]; pass --int-range=0:15 or the values with --input
// NEG: cleave-run: error: --int-range -2:5 leaves argument #0 (ids)
// Values read with --input are checked the same way.
// FILE: cleave-run: error: --input 0: '{{.*}}.npy' holds 16 at element 4, out of range for argument #0 (ids), which indexes dim 0 of argument #1 (emb.weight) (tensor<16x4xf32>, 16 entries): its values must lie in [0, 15]
// OK: time:
// OK-NOT: error

func.func @main(%ids: tensor<2x3xi64> {cleave.name = "ids"},
                %table: tensor<16x4xf32> {cleave.name = "emb.weight"}) -> tensor<2x3x4xf32> {
  %e = tensor.empty() : tensor<2x3x4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, j)>, affine_map<(i, j, k) -> (i, j, k)>],
                       iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%ids : tensor<2x3xi64>) outs(%e : tensor<2x3x4xf32>) {
  ^bb0(%id: i64, %o: f32):
    %row = arith.index_cast %id : i64 to index
    %col = linalg.index 2 : index
    %v = tensor.extract %table[%row, %col] : tensor<16x4xf32>
    linalg.yield %v : f32
  } -> tensor<2x3x4xf32>
  return %r : tensor<2x3x4xf32>
}

// An index clamped first (JAX's take) is in range for any value.
func.func @clamped(%ids: tensor<2x3xi64>, %table: tensor<16x4xf32>) -> tensor<2x3x4xf32> {
  %e = tensor.empty() : tensor<2x3x4xf32>
  %c0 = arith.constant 0 : i64
  %c15 = arith.constant 15 : i64
  %r = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, j)>, affine_map<(i, j, k) -> (i, j, k)>],
                       iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%ids : tensor<2x3xi64>) outs(%e : tensor<2x3x4xf32>) {
  ^bb0(%id: i64, %o: f32):
    %lo = arith.maxsi %id, %c0 : i64
    %in = arith.minsi %lo, %c15 : i64
    %row = arith.index_cast %in : i64 to index
    %col = linalg.index 2 : index
    %v = tensor.extract %table[%row, %col] : tensor<16x4xf32>
    linalg.yield %v : f32
  } -> tensor<2x3x4xf32>
  return %r : tensor<2x3x4xf32>
}
