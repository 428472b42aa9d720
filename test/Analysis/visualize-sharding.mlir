// RUN: cleave-opt %s --cleave-visualize-sharding='name=w*' -o /dev/null | FileCheck %s
// RUN: cleave-opt %s --cleave-visualize-sharding=name=y -o /dev/null | FileCheck %s --check-prefix=RESULT
// RUN: not cleave-opt %s --cleave-visualize-sharding=name=nothing -o /dev/null 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: not cleave-opt %s --cleave-visualize-sharding -o /dev/null 2>&1 | FileCheck %s --check-prefix=NONAME

// The per-device grid of each named tensor: rows are dim 0's blocks, columns
// the other dims' blocks, each cell the devices (row-major) holding it.

cleave.mesh @mesh = <["data"=2, "model"=3]>

// A dim split over two axes (major "data", minor "model"): six row blocks,
// uneven (10 rows: 2 per device, the last holding none).
// CHECK-LABEL: w_rows (argument #0 of @f): tensor<10x4xf32>
// CHECK-NEXT:   sharding #cleave.sharding<@mesh, [{"data", "model"}, {}]>
// CHECK-NEXT:   mesh @mesh <"data"=2, "model"=3>, 6 devices
// CHECK-NEXT:   local shape 2x4 of 10x4
// CHECK-NEXT:            +---+
// CHECK-NEXT:   d0 [0,2)   | 0 |
// CHECK-NEXT:   d0 [2,4)   | 1 |
// CHECK-NEXT:   d0 [4,6)   | 2 |
// CHECK-NEXT:   d0 [6,8)   | 3 |
// CHECK-NEXT:   d0 [8,10)  | 4 |
// CHECK-NEXT:   d0 [10,10) | 5 |
// CHECK-NEXT:            +---+

// Rows over "model", columns over "data"; a partial sum over nothing else.
// CHECK-LABEL: w_grid (argument #1 of @f): tensor<6x4xf32>
// CHECK:        local shape 2x2 of 6x4
// CHECK-NEXT:             d1 [0,2)   d1 [2,4)
// CHECK-NEXT:           +----------+----------+
// CHECK-NEXT:   d0 [0,2) | 0        | 3        |
// CHECK-NEXT:   d0 [2,4) | 1        | 4        |
// CHECK-NEXT:   d0 [4,6) | 2        | 5        |

// Per-part (a fused QKV): each device holds its slice of every part.
// CHECK-LABEL: w_qkv (argument #2 of @f): tensor<12xf32>
// CHECK:        local shape 6 of 12
// CHECK-NEXT:                          +-------+
// CHECK-NEXT:   d0 [0,2) [4,6) [8,10)   | 0 1 2 |
// CHECK-NEXT:   d0 [2,4) [6,8) [10,12)  | 3 4 5 |

// Unsharded and partial values.
// CHECK-LABEL: w_plain (argument #3 of @f): tensor<4xf32>
// CHECK-NEXT:   replicated (no sharding)
// CHECK-LABEL: w_partial (argument #4 of @f): tensor<4xf32>
// CHECK:        | 0 1 2 3 4 5 |
// CHECK:        partial over "model": the devices of a cell hold sum-partial values of the block

// RESULT-LABEL: y (result #0 of @f): tensor<6x4xf32>
// RESULT:       local shape 6x2 of 6x4
// RESULT-NEXT:  d1 [0,2) d1 [2,4)
// RESULT-NEXT:  +----------+----------+
// RESULT-NEXT:  | 0 1 2    | 3 4 5    |

// NONE: error: cleave-visualize-sharding: no function argument or result has a cleave.name matching 'nothing'
// NONAME: error: cleave-visualize-sharding needs name=GLOB
func.func @f(
    %a: tensor<10x4xf32> {cleave.name = "w_rows", cleave.sharding = #cleave.sharding<@mesh, [{"data", "model"}, {}]>},
    %b: tensor<6x4xf32> {cleave.name = "w_grid", cleave.sharding = #cleave.sharding<@mesh, [{"model"}, {"data"}]>},
    %c: tensor<12xf32> {cleave.name = "w_qkv", cleave.sharding = #cleave.sharding<@mesh, [{"data"}x3]>},
    %d: tensor<4xf32> {cleave.name = "w_plain"},
    %e: tensor<4xf32> {cleave.name = "w_partial", cleave.sharding = #cleave.sharding<@mesh, [{}], partial = {"model"}>})
    -> (tensor<6x4xf32> {cleave.name = "y", cleave.sharding = #cleave.sharding<@mesh, [{}, {"data"}]>}) {
  return %b : tensor<6x4xf32>
}
