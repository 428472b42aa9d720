// The convolutions' FLOPs as one matmul: [2048,576] x [576,128], 302 MFLOP.
func.func @main(%a: tensor<2048x576xf32>, %b: tensor<576x128xf32>) -> tensor<2048x128xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2048x128xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<2048x128xf32>) -> tensor<2048x128xf32>
  %y = linalg.matmul ins(%a, %b : tensor<2048x576xf32>, tensor<576x128xf32>) outs(%init : tensor<2048x128xf32>) -> tensor<2048x128xf32>
  return %y : tensor<2048x128xf32>
}
