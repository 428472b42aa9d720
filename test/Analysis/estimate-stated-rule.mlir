// RUN: cleave-opt %s -allow-unregistered-dialect -cleave-estimate=cluster=%S/Inputs/round.json -o /dev/null | FileCheck %s

// An op known only by its stated 'cleave.sharding_rule' is priced by it:
// one multiply-add per point of its iteration space where it reduces, one
// operation per point where it does not (Inputs/round.json: FLOPs / 1000
// and bytes / 1000 are microseconds).

// CHECK-LABEL: func @stated
func.func @stated(%a: tensor<64x32xf32>, %b: tensor<32x16xf32>) -> (tensor<64x16xf32>, tensor<64x16xf32>) {
  // 64*16*32 points x 2 = 65536 FLOPs; 8192 + 2048 + 4096 bytes.
  // CHECK: my.matmul {{.*}} 64x16xf32 1 65536 14336 65.536
  %m = "my.matmul"(%a, %b) {cleave.sharding_rule = #cleave.rule<([i, k], [k, j]) -> ([i, j]) reduction={k}>}
      : (tensor<64x32xf32>, tensor<32x16xf32>) -> tensor<64x16xf32>
  // 1024 points, 1 FLOP each; 2 x 4096 bytes: memory-bound.
  // CHECK: my.gelu {{.*}} 64x16xf32 1 1024 8192 8.192
  %g = "my.gelu"(%m) {cleave.sharding_rule = #cleave.rule<([i, j]) -> ([i, j])>}
      : (tensor<64x16xf32>) -> tensor<64x16xf32>
  return %m, %g : tensor<64x16xf32>, tensor<64x16xf32>
}
