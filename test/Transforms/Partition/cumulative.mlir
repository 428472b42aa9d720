// RUN: cleave-opt %s --cleave-propagate --cleave-partition 2>&1 | FileCheck %s --implicit-check-not=warning
// RUN: cleave-run -np 4 %s --entry rows --verify --opt-level=0 | FileCheck %s --check-prefix=VERIFY
// RUN: cleave-run -np 4 %s --entry uneven_reverse --verify --opt-level=0 | FileCheck %s --check-prefix=VERIFY
// RUN: cleave-run -np 4 %s --entry position_ids --verify --opt-level=0 --int-range=0:1 | FileCheck %s --check-prefix=VERIFY
// RUN: cleave-run -np 4 %s --entry partial --verify --opt-level=0 | FileCheck %s --check-prefix=VERIFY
// RUN: cleave-opt %s --cleave-propagate --cleave-partition --cleave-estimate=cluster=cpu-mpi -o /dev/null 2>&1 | FileCheck %s --check-prefix=EST
// REQUIRES: mpi

// cleave.scan (cumsum, cumprod, cummax) split along its scanned dim: each
// device scans its piece, the pieces' totals (one element per row) are
// all-gathered, and each device combines the totals of the devices before
// it into its piece. The tensor itself never moves.

cleave.mesh @mesh = <["data"=2, "model"=2]>

// CHECK-LABEL: func.func @rows
// CHECK: %[[LOCAL:.*]] = cleave.scan %{{.*}} dim = 1 kind = sum : tensor<6x4xf32>
// CHECK: %[[LAST:.*]] = tensor.extract_slice %[[LOCAL]][0, %{{.*}}] [6, 1] [1, 1]
// CHECK: cleave.all_gather %[[LAST]] over @mesh["data", "model"] dim = 1 : tensor<6x1xf32> -> tensor<6x4xf32>
// CHECK: cleave.group_index over @mesh["data", "model"]
// CHECK: arith.cmpi ult
// CHECK: cleave.scan %{{.*}} dim = 1 kind = max exclusive : tensor<6x4xf32>
// CHECK: arith.maximumf %{{.*}}, %{{.*}} : tensor<6x1xf32>
// CHECK: cleave.all_gather
// CHECK-NOT: cleave.all_reduce
// CHECK: return
func.func @rows(%a: tensor<6x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"data", "model"}]>})
    -> (tensor<6x16xf32>, tensor<6x16xf32>) {
  %0 = cleave.scan %a dim = 1 kind = sum : tensor<6x16xf32>
  %1 = cleave.scan %a dim = 1 kind = max exclusive : tensor<6x16xf32>
  return %0, %1 : tensor<6x16xf32>, tensor<6x16xf32>
}

// 10 split over 4 (3, 3, 3, 1): the last piece's padding is set to the
// identity before a reverse scan starts from it; the carry takes the
// devices after this one.
// CHECK-LABEL: func.func @uneven_reverse
// CHECK: arith.cmpi ult
// CHECK: cleave.scan %{{.*}} dim = 0 kind = sum exclusive reverse : tensor<3x5xf32>
// CHECK: cleave.all_gather %{{.*}} over @mesh["data", "model"] dim = 0 : tensor<1x5xf32> -> tensor<4x5xf32>
// CHECK: arith.cmpi ugt
// CHECK: cleave.scan %{{.*}} dim = 0 kind = prod reverse : tensor<3x5xf32>
func.func @uneven_reverse(%a: tensor<10x5xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data", "model"}, {}]>})
    -> (tensor<10x5xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data", "model"}, {}]>},
        tensor<10x5xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data", "model"}, {}]>}) {
  %0 = cleave.scan %a dim = 0 kind = sum exclusive reverse : tensor<10x5xf32>
  %1 = cleave.scan %a dim = 0 kind = prod reverse : tensor<10x5xf32>
  return %0, %1 : tensor<10x5xf32>, tensor<10x5xf32>
}

// Position ids from a padding mask (transformers: mask.cumsum(-1) - 1),
// batch over "data" and sequence over "model": the totals are gathered
// over "model" only.
// CHECK-LABEL: func.func @position_ids
// CHECK: cleave.scan %{{.*}} dim = 1 kind = sum : tensor<2x8xi64>
// CHECK: cleave.all_gather %{{.*}} over @mesh["model"] dim = 1 : tensor<2x1xi64> -> tensor<2x2xi64>
func.func @position_ids(%mask: tensor<4x16xi64> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {"model"}]>})
    -> (tensor<4x16xi64> {cleave.sharding = #cleave.sharding<@mesh, [{"data"}, {"model"}]>}) {
  %c = cleave.scan %mask dim = 1 kind = sum : tensor<4x16xi64>
  %one = arith.constant dense<1> : tensor<4x16xi64>
  %ids = arith.subi %c, %one : tensor<4x16xi64>
  return %ids : tensor<4x16xi64>
}

// A cumulative sum is linear: a sum-partial operand (a product over a
// split contraction dim) is scanned as it is and reduced once, after.
// CHECK-LABEL: func.func @partial
// CHECK: linalg.matmul
// CHECK: cleave.scan %{{.*}} dim = 1 kind = sum : tensor<8x8xf32>
// CHECK: cleave.all_reduce %{{.*}} over @mesh["data", "model"] kind = sum : tensor<8x8xf32>
func.func @partial(%a: tensor<8x16xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {"data", "model"}]>},
                   %b: tensor<16x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"data", "model"}, {}]>})
    -> tensor<8x8xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %p = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x8xf32>) outs(%f : tensor<8x8xf32>) -> tensor<8x8xf32>
  %s = cleave.scan %p dim = 1 kind = sum : tensor<8x8xf32>
  return %s : tensor<8x8xf32>
}

// VERIFY: verify: OK

// The estimate prices a scan at one combine per element, and the totals'
// all_gather at one element per row and device.
// EST-LABEL: func @rows
// EST: cleave.scan {{.*}} 6x4xf32 1 24 192
// EST: cleave.all_gather {{.*}} all_gather[data,model] 96
