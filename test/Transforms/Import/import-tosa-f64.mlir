// RUN: cleave-opt %s --cleave-import | FileCheck %s

// torch-mlir's TOSA path keeps LayerNorm statistics in f64, which the TOSA
// profiles do not allow ("'tosa.const' op is not profile-aligned: element
// type 'f64' is not legal"); cleave-import runs the conversions without that
// validation and imports what they lower.

// CHECK-LABEL: func.func @stats
// CHECK-NOT: tosa.
// CHECK: arith.extf %{{.*}} : f32 to f64
// CHECK: arith.addf %{{.*}} : f64
// CHECK: arith.truncf %{{.*}} : f64 to f32
func.func @stats(%x: tensor<2x8xf32>) -> tensor<2x8xf32> {
  %eps = "tosa.const"() <{values = dense<1.0e-5> : tensor<1x1xf64>}> : () -> tensor<1x1xf64>
  %d = tosa.cast %x : (tensor<2x8xf32>) -> tensor<2x8xf64>
  %s = tosa.add %d, %eps : (tensor<2x8xf64>, tensor<1x1xf64>) -> tensor<2x8xf64>
  %r = tosa.cast %s : (tensor<2x8xf64>) -> tensor<2x8xf32>
  return %r : tensor<2x8xf32>
}
