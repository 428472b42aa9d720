// x*x+x on 4096x4096 f32 (bench/execution/elementwise/run.sh).
func.func @main(%x: tensor<4096x4096xf32>) -> tensor<4096x4096xf32> {
  %a = arith.mulf %x, %x : tensor<4096x4096xf32>
  %b = arith.addf %a, %x : tensor<4096x4096xf32>
  return %b : tensor<4096x4096xf32>
}
