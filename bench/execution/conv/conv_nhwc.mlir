// 3x3 convolution, NHWC x HWCF, stride 1: [2,34,34,64] * [3,3,64,128] ->
// [2,32,32,128], 302 MFLOP (bench/execution/conv/run.sh).
func.func @main(%x: tensor<2x34x34x64xf32>, %w: tensor<3x3x64x128xf32>) -> tensor<2x32x32x128xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x32x32x128xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<2x32x32x128xf32>) -> tensor<2x32x32x128xf32>
  %y = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<2x34x34x64xf32>, tensor<3x3x64x128xf32>) outs(%init : tensor<2x32x32x128xf32>) -> tensor<2x32x32x128xf32>
  return %y : tensor<2x32x32x128xf32>
}
