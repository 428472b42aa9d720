// RUN: cleave-opt %s -cleave-estimate=cluster=%S/Inputs/round.json -o /dev/null | FileCheck %s
// RUN: cleave-opt %s -cleave-estimate=cluster=%S/Inputs/round-overhead.json -o /dev/null | FileCheck %s --check-prefix=OVER

// Collective costs on a spec with round figures (Inputs/round.json): the
// intra-node link has 1e9 B/s and no latency; the inter-node link 1e8 B/s,
// 1 us per step, tree algorithm. "x" (4 devices, stride 1) stays within a
// node; "y" (2 devices, stride 4) spans the two nodes.

cleave.mesh @mesh = <["y"=2, "x"=4]>

// CHECK-LABEL: func @collectives: per-device program, cluster 'round' (unit-device), mesh @mesh [y=2 inter_node, x=4 intra_node]
func.func @collectives(%a: tensor<256xf32>) -> tensor<256xf32> attributes {cleave.partitioned} {
  // all_reduce, 1024 B over 4 devices: 2 * 3/4 * 1024 B / 1e9 B/s = 1.536 us.
  // CHECK: cleave.all_reduce {{.*}} all_reduce[x] 1024 1.536
  // Inputs/round-overhead.json adds 1 us per collective call on "x".
  // OVER: cleave.all_reduce {{.*}} all_reduce[x] 1024 2.536
  %0 = cleave.all_reduce %a over @mesh["x"] kind = sum : tensor<256xf32>
  // all_gather counts the gathered 4096 B: 3/4 * 4096 / 1e9 = 3.072 us.
  // CHECK: cleave.all_gather {{.*}} all_gather[x] 4096 3.072
  %1 = cleave.all_gather %0 over @mesh["x"] dim = 0 : tensor<256xf32> -> tensor<1024xf32>
  // reduce_scatter counts the 4096 B before scattering: 3.072 us.
  // CHECK: cleave.reduce_scatter {{.*}} reduce_scatter[x] 4096 3.072
  // OVER: cleave.reduce_scatter {{.*}} reduce_scatter[x] 4096 4.072
  %2 = cleave.reduce_scatter %1 over @mesh["x"] dim = 0 kind = sum : tensor<1024xf32> -> tensor<256xf32>
  // all_to_all: 3/4 * 1024 / 1e9 = 0.768 us.
  // CHECK: cleave.all_to_all {{.*}} all_to_all[x] 1024 0.768
  %r = tensor.expand_shape %2 [[0, 1]] output_shape [4, 64] : tensor<256xf32> into tensor<4x64xf32>
  %3 = cleave.all_to_all %r over @mesh["x"] split = 0 concat = 1 : tensor<4x64xf32> -> tensor<1x256xf32>
  %4 = tensor.collapse_shape %3 [[0, 1]] : tensor<1x256xf32> into tensor<256xf32>
  // collective_permute: one transfer, 1024 / 1e9 = 1.024 us.
  // CHECK: cleave.collective_permute {{.*}} collective_permute[x] 1024 1.024
  %5 = cleave.collective_permute %4 over @mesh["x"] pairs = [0, 1, 1, 2, 2, 3, 3, 0] : tensor<256xf32>
  // all_slice is local: no traffic.
  // CHECK: cleave.all_slice {{.*}} all_slice[x] 1024 0.000
  // OVER: cleave.all_slice {{.*}} all_slice[x] 1024 0.000
  %6 = cleave.all_slice %5 over @mesh["x"] dim = 0 : tensor<256xf32> -> tensor<64xf32>
  // Over "y" (inter-node, tree, 2 devices): 2 * ceil(log2 2) * 1 us +
  // 2 * 1/2 * 256 B / 1e8 B/s = 2 + 2.56 = 4.560 us.
  // CHECK: cleave.all_reduce {{.*}} all_reduce[y] 256 4.560
  %7 = cleave.all_reduce %6 over @mesh["y"] kind = sum : tensor<64xf32>
  // Over both axes (8 devices): the bottleneck link (inter-node, tree) sets
  // bandwidth, algorithm and latency: 3 steps * 1 us + 7/8 * 2048 / 1e8 =
  // 3 + 17.92 = 20.920 us.
  // CHECK: cleave.all_gather {{.*}} all_gather[y,x] 2048 20.920
  %8 = cleave.all_gather %7 over @mesh["y", "x"] dim = 0 : tensor<64xf32> -> tensor<512xf32>
  %9 = tensor.extract_slice %8[0] [256] [1] : tensor<512xf32> to tensor<256xf32>
  // 1.536 + 3.072 + 3.072 + 0.768 + 1.024 + 0 + 4.560 + 20.920 = 34.952
  // CHECK: communication: 34.952 us
  return %9 : tensor<256xf32>
}
