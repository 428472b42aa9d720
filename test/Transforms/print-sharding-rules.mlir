// RUN: cleave-opt %s -cleave-print-sharding-rules -verify-diagnostics -mlir-print-op-on-diagnostic=false -o /dev/null

// The factors every supported op is described by.

func.func @rules(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %c: tensor<8x4xf32>,
                 %bb: tensor<2x8x16xf32>, %bw: tensor<2x16x4xf32>, %bc: tensor<2x8x4xf32>,
                 %img: tensor<1x10x10x3xf32>, %ker: tensor<3x3x3x5xf32>, %out: tensor<1x8x8x5xf32>,
                 %v: tensor<8xf32>, %s: tensor<3xi64>) {
  %zero = arith.constant 0.0 : f32
  // expected-remark @below {{factors: f0=8 parallel, f1=4 parallel, f2=16 reduction; operands: [f0, f2], [f2, f1], [f0, f1]; results: [f0, f1]; reduction: sum; partial: multilinear over operands [0, 1]}}
  %0 = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%c : tensor<8x4xf32>) -> tensor<8x4xf32>
  // expected-remark @below {{factors: f0=2 parallel, f1=8 parallel, f2=4 parallel, f3=16 reduction; operands: [f0, f1, f3], [f0, f3, f2], [f0, f1, f2]; results: [f0, f1, f2]; reduction: sum; partial: multilinear over operands [0, 1]}}
  %1 = linalg.batch_matmul ins(%bb, %bw : tensor<2x8x16xf32>, tensor<2x16x4xf32>) outs(%bc : tensor<2x8x4xf32>) -> tensor<2x8x4xf32>
  // expected-remark @below {{factors: f0=8 parallel, f1=4 parallel; operands: [], [f0, f1]; results: [f0, f1]; partial: none}}
  %2 = linalg.fill ins(%zero : f32) outs(%c : tensor<8x4xf32>) -> tensor<8x4xf32>
  // Window dims (oh + kh) must stay replicated.
  // expected-remark @below {{factors: f0=1 parallel, f1=8 replicated, f2=8 replicated, f3=5 parallel, f4=3 replicated, f5=3 replicated, f6=3 reduction; operands: [f0, -, -, f6], [f4, f5, f6, f3], [f0, f1, f2, f3]; results: [f0, f1, f2, f3]; reduction: sum; partial: multilinear over operands [0, 1]}}
  %3 = linalg.conv_2d_nhwc_hwcf ins(%img, %ker : tensor<1x10x10x3xf32>, tensor<3x3x3x5xf32>) outs(%out : tensor<1x8x8x5xf32>) -> tensor<1x8x8x5xf32>
  // expected-remark @below {{factors: f0=16 parallel, f1=8 parallel; operands: ; results: [f0, f1]; partial: none}}
  %et = tensor.empty() : tensor<16x8xf32>
  // expected-remark @below {{factors: f0=16 parallel, f1=8 parallel; operands: [f1, f0], [f0, f1]; results: [f0, f1]; partial: multilinear over operands [0]}}
  %4 = linalg.transpose ins(%a : tensor<8x16xf32>) outs(%et : tensor<16x8xf32>) permutation = [1, 0]
  // expected-remark @below {{factors: f0=8 parallel, f1=16 parallel; operands: [f0], [f0, f1]; results: [f0, f1]; partial: multilinear over operands [0]}}
  %5 = linalg.broadcast ins(%v : tensor<8xf32>) outs(%a : tensor<8x16xf32>) dimensions = [1]
  // expected-remark @below {{factors: f0=8 parallel, f1=16 reduction; operands: [f0, f1], [f0]; results: [f0]; reduction: sum; partial: multilinear over operands [0]}}
  %6 = linalg.reduce ins(%a : tensor<8x16xf32>) outs(%v : tensor<8xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %r = arith.addf %in, %acc : f32
      linalg.yield %r : f32
    }
  // expected-remark @below {{factors: f0=8 parallel, f1=16 parallel; operands: [f0, f1], [f0, f1], [f0, f1]; results: [f0, f1]; partial: additive over operands [0, 1]}}
  %7 = linalg.add ins(%a, %a : tensor<8x16xf32>, tensor<8x16xf32>) outs(%a : tensor<8x16xf32>) -> tensor<8x16xf32>
  // expected-remark @below {{factors: f0=8 parallel, f1=16 replicated; operands: [f0, f1], [f0, f1]; results: [f0, f1]; partial: none}}
  %8 = linalg.softmax dimension(1) ins(%a : tensor<8x16xf32>) outs(%a : tensor<8x16xf32>) -> tensor<8x16xf32>
  // expected-remark @below {{factors: f0=8 parallel, f1=16 parallel; operands: [f0, f1], [f0, f1]; results: [f0, f1]; partial: additive over operands [0, 1]}}
  %9 = arith.subf %a, %a : tensor<8x16xf32>
  // expected-remark @below {{factors: f0=8 parallel, f1=16 parallel; operands: [f0, f1]; results: [f0, f1]; partial: none}}
  %10 = math.exp %a : tensor<8x16xf32>
  // expected-remark @below {{factors: f0=4 parallel, f1=2 parallel; operands: ; results: [f0, f1]; partial: none}}
  %11 = arith.constant dense<1.0> : tensor<4x2xf32>
  // expected-remark @below {{factors: f0=2 parallel, f1=4 parallel, f2=16 parallel; operands: [f0*f1, f2]; results: [f0, f1, f2]; partial: multilinear over operands [0]}}
  %12 = tensor.expand_shape %a [[0, 1], [2]] output_shape [2, 4, 16] : tensor<8x16xf32> into tensor<2x4x16xf32>
  // expected-remark @below {{factors: f0=2 parallel, f1=8 parallel, f2=16 parallel; operands: [f0, f1, f2]; results: [f0*f1, f2]; partial: multilinear over operands [0]}}
  %13 = tensor.collapse_shape %bb [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
  // expected-remark @below {{factors: f0=8 parallel, f1=4 parallel, f2=4 parallel, f3=3 replicated; operands: [f0, f1*f2], [f3]; results: [f0, f1, f2]; partial: multilinear over operands [0]}}
  %14 = tensor.reshape %a(%s) : (tensor<8x16xf32>, tensor<3xi64>) -> tensor<8x4x4xf32>
  // expected-remark @below {{factors: f0=8 replicated, f1=4 parallel, f2=16 parallel; operands: [f0, f2]; results: [f1, f2]; partial: multilinear over operands [0]}}
  %15 = tensor.extract_slice %a[2, 0] [4, 16] [1, 1] : tensor<8x16xf32> to tensor<4x16xf32>
  // expected-remark @below {{factors: f0=8 replicated, f1=4 replicated, f2=16 parallel; operands: [f1, f2], [f0, f2]; results: [f0, f2]; partial: none}}
  %16 = tensor.insert_slice %15 into %a[0, 0] [4, 16] [1, 1] : tensor<4x16xf32> into tensor<8x16xf32>
  // expected-remark @below {{factors: f0=8 replicated, f1=10 replicated, f2=16 parallel; operands: [f0, f2]; results: [f1, f2]; partial: none}}
  %17 = tensor.pad %a low[1, 0] high[1, 0] {
    ^bb0(%i: index, %j: index):
      tensor.yield %zero : f32
    } : tensor<8x16xf32> to tensor<10x16xf32>
  // expected-remark @below {{factors: f0=16 replicated, f1=16 parallel, f2=8 replicated, f3=8 replicated; operands: [f2, f1], [f3, f1]; results: [f0, f1]; partial: additive over operands [0, 1]}}
  %18 = tensor.concat dim(0) %a, %a : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<16x16xf32>
  // expected-remark @below {{factors: f0=8 parallel, f1=16 parallel; operands: [f0, f1]; results: [f0, f1]; partial: multilinear over operands [0]}}
  %19 = tensor.cast %a : tensor<8x16xf32> to tensor<8x16xf32>
  // expected-remark @below {{factors: f0=8 parallel, f1=16 parallel; operands: ; results: [f0, f1]; partial: none}}
  %20 = tensor.empty() : tensor<8x16xf32>
  return
}
