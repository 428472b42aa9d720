// RUN: cleave-opt %s --cleave-propagate --cleave-partition 2>&1 | FileCheck %s --implicit-check-not=warning
// RUN: cleave-run -np 4 %s --entry rows --verify --opt-level=0 | FileCheck %s --check-prefix=VERIFY
// RUN: cleave-run -np 4 %s --entry along --verify --opt-level=0 | FileCheck %s --check-prefix=VERIFY
// RUN: cleave-opt %s --cleave-propagate --cleave-partition --cleave-estimate=cluster=cpu-mpi -o /dev/null 2>&1 | FileCheck %s --check-prefix=EST
// REQUIRES: mpi

// cleave.sort: every dim but the sorted one is parallel; the sorted dim
// needs whole lines, so a line split across devices is gathered first.

cleave.mesh @mesh = <["data"=2, "model"=2]>

// Lines split over both axes: each device sorts its own lines; nothing
// moves.
// CHECK-LABEL: func.func @rows
// CHECK-NOT: cleave.all_gather
// CHECK: cleave.sort %{{.*}} dim = 1 descending : tensor<2x100xf32> -> tensor<2x100xi64>
// CHECK-NOT: cleave.all_gather
// CHECK: return
func.func @rows(%x: tensor<8x100xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data", "model"}, {}]>})
    -> (tensor<8x100xf32>, tensor<8x100xi64>) {
  %v, %i = cleave.sort %x dim = 1 descending : tensor<8x100xf32> -> tensor<8x100xi64>
  return %v, %i : tensor<8x100xf32>, tensor<8x100xi64>
}

// The sorted dim split over "model": gathered over "model" before the
// sort, the batch split over "data" kept.
// CHECK-LABEL: func.func @along
// CHECK: cleave.all_gather %{{.*}} over @mesh["model"] dim = 1 : tensor<4x5xi32> -> tensor<4x10xi32>
// CHECK: cleave.sort %{{.*}} dim = 1 : tensor<4x10xi32> -> tensor<4x10xi32>
func.func @along(%x: tensor<8x10xi32> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {"model"}]>})
    -> (tensor<8x10xi32>, tensor<8x10xi32>) {
  %v, %i = cleave.sort %x dim = 1 : tensor<8x10xi32> -> tensor<8x10xi32>
  return %v, %i : tensor<8x10xi32>, tensor<8x10xi32>
}

// VERIFY: verify: OK

// The estimate prices the sorting network as its steps are lowered: 2
// lines of 100 padded to 128, 7 levels, 28 steps: 7168 compare-exchanges of
// 51 arith ops each (floats).
// EST-LABEL: func @rows
// EST: cleave.sort {{.*}} 2x100xf32 1 365568
