// The same 3x3 convolution in PyTorch's layout, NCHW x FCHW:
// [2,64,34,34] * [128,64,3,3] -> [2,128,32,32], 302 MFLOP.
func.func @main(%x: tensor<2x64x34x34xf32>, %w: tensor<128x64x3x3xf32>) -> tensor<2x128x32x32xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x128x32x32xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<2x128x32x32xf32>) -> tensor<2x128x32x32xf32>
  %y = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<2x64x34x34xf32>, tensor<128x64x3x3xf32>) outs(%init : tensor<2x128x32x32xf32>) -> tensor<2x128x32x32xf32>
  return %y : tensor<2x128x32x32xf32>
}
