// Model zoo: bert-tiny.tosa, exported by examples/models/regenerate.sh (zoo.py); random weights.
// Arguments: the inputs, then every parameter/buffer (cleave.name = its name). {"inputs": ["input_ids"], "parameters": 37}
module {
  func.func @forward(%arg0: tensor<8x16xi64> {cleave.name = "input_ids"}, %arg1: tensor<256x64xf32> {cleave.name = "embeddings.word_embeddings.weight"}, %arg2: tensor<32x64xf32> {cleave.name = "embeddings.position_embeddings.weight"}, %arg3: tensor<2x64xf32> {cleave.name = "embeddings.token_type_embeddings.weight"}, %arg4: tensor<64xf32> {cleave.name = "embeddings.LayerNorm.weight"}, %arg5: tensor<64xf32> {cleave.name = "embeddings.LayerNorm.bias"}, %arg6: tensor<64x64xf32> {cleave.name = "encoder.layer.0.attention.self.query.weight"}, %arg7: tensor<64xf32> {cleave.name = "encoder.layer.0.attention.self.query.bias"}, %arg8: tensor<64x64xf32> {cleave.name = "encoder.layer.0.attention.self.key.weight"}, %arg9: tensor<64xf32> {cleave.name = "encoder.layer.0.attention.self.key.bias"}, %arg10: tensor<64x64xf32> {cleave.name = "encoder.layer.0.attention.self.value.weight"}, %arg11: tensor<64xf32> {cleave.name = "encoder.layer.0.attention.self.value.bias"}, %arg12: tensor<64x64xf32> {cleave.name = "encoder.layer.0.attention.output.dense.weight"}, %arg13: tensor<64xf32> {cleave.name = "encoder.layer.0.attention.output.dense.bias"}, %arg14: tensor<64xf32> {cleave.name = "encoder.layer.0.attention.output.LayerNorm.weight"}, %arg15: tensor<64xf32> {cleave.name = "encoder.layer.0.attention.output.LayerNorm.bias"}, %arg16: tensor<128x64xf32> {cleave.name = "encoder.layer.0.intermediate.dense.weight"}, %arg17: tensor<128xf32> {cleave.name = "encoder.layer.0.intermediate.dense.bias"}, %arg18: tensor<64x128xf32> {cleave.name = "encoder.layer.0.output.dense.weight"}, %arg19: tensor<64xf32> {cleave.name = "encoder.layer.0.output.dense.bias"}, %arg20: tensor<64xf32> {cleave.name = "encoder.layer.0.output.LayerNorm.weight"}, %arg21: tensor<64xf32> {cleave.name = "encoder.layer.0.output.LayerNorm.bias"}, %arg22: tensor<64x64xf32> {cleave.name = "encoder.layer.1.attention.self.query.weight"}, %arg23: tensor<64xf32> {cleave.name = "encoder.layer.1.attention.self.query.bias"}, %arg24: tensor<64x64xf32> {cleave.name = "encoder.layer.1.attention.self.key.weight"}, %arg25: tensor<64xf32> {cleave.name = "encoder.layer.1.attention.self.key.bias"}, %arg26: tensor<64x64xf32> {cleave.name = "encoder.layer.1.attention.self.value.weight"}, %arg27: tensor<64xf32> {cleave.name = "encoder.layer.1.attention.self.value.bias"}, %arg28: tensor<64x64xf32> {cleave.name = "encoder.layer.1.attention.output.dense.weight"}, %arg29: tensor<64xf32> {cleave.name = "encoder.layer.1.attention.output.dense.bias"}, %arg30: tensor<64xf32> {cleave.name = "encoder.layer.1.attention.output.LayerNorm.weight"}, %arg31: tensor<64xf32> {cleave.name = "encoder.layer.1.attention.output.LayerNorm.bias"}, %arg32: tensor<128x64xf32> {cleave.name = "encoder.layer.1.intermediate.dense.weight"}, %arg33: tensor<128xf32> {cleave.name = "encoder.layer.1.intermediate.dense.bias"}, %arg34: tensor<64x128xf32> {cleave.name = "encoder.layer.1.output.dense.weight"}, %arg35: tensor<64xf32> {cleave.name = "encoder.layer.1.output.dense.bias"}, %arg36: tensor<64xf32> {cleave.name = "encoder.layer.1.output.LayerNorm.weight"}, %arg37: tensor<64xf32> {cleave.name = "encoder.layer.1.output.LayerNorm.bias"}) -> tensor<8x16x64xf32> {
    %0 = "tosa.const"() <{values = dense_resource<torch_tensor_1_32_torch.int64> : tensor<1x32xi64>}> : () -> tensor<1x32xi64>
    %1 = tosa.const_shape  {values = dense<[1, 16]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %2 = tosa.const_shape  {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
    %3 = tosa.const_shape  {values = dense<[1, 256, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %4 = tosa.const_shape  {values = dense<[1, 128]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %5 = tosa.const_shape  {values = dense<[8, 16, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %6 = tosa.const_shape  {values = dense<[1, 2, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %7 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %8 = tosa.const_shape  {values = dense<[1, 32, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %9 = tosa.const_shape  {values = dense<[1, 1, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %10 = "tosa.const"() <{values = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : tensor<16xi64>}> : () -> tensor<16xi64>
    %11 = tosa.const_shape  {values = dense<[1, 1, 16, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %12 = tosa.const_shape  {values = dense<[1, 1, 1, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %13 = tosa.const_shape  {values = dense<[8, 1, 1, 1, 1]> : tensor<5xindex>} : () -> !tosa.shape<5>
    %14 = tosa.const_shape  {values = dense<[1, 1, 1, 16, 1]> : tensor<5xindex>} : () -> !tosa.shape<5>
    %15 = tosa.const_shape  {values = dense<[128, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %16 = tosa.const_shape  {values = dense<[8, 1, 1, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %17 = tosa.const_shape  {values = dense<[128, 64]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %18 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %19 = tosa.const_shape  {values = dense<[1, 128, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %20 = tosa.const_shape  {values = dense<[1, 64, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %21 = tosa.const_shape  {values = dense<[1, 64]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %22 = tosa.const_shape  {values = dense<[8, 16, 2, 32]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %23 = tosa.const_shape  {values = dense<[16, 16, 32]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %24 = tosa.const_shape  {values = dense<[16, 32, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %25 = tosa.const_shape  {values = dense<[8, 2, 16, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %26 = tosa.const_shape  {values = dense<16> : tensor<3xindex>} : () -> !tosa.shape<3>
    %27 = tosa.const_shape  {values = dense<[8, 2, 16, 32]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %28 = tosa.const_shape  {values = dense<[1, 64, 128]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %29 = tosa.const_shape  {values = dense<128> : tensor<2xindex>} : () -> !tosa.shape<2>
    %30 = tosa.const_shape  {values = dense<[8, 16, 128]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %31 = tosa.const_shape  {values = dense<[1, 128, 128]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %32 = "tosa.const"() <{values = dense<0> : tensor<1x128xi32>}> : () -> tensor<1x128xi32>
    %33 = "tosa.const"() <{values = dense<1.562500e-02> : tensor<1x1x1xf64>}> : () -> tensor<1x1x1xf64>
    %34 = "tosa.const"() <{values = dense<1.562500e-02> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %35 = "tosa.const"() <{values = dense<9.99999996E-13> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %36 = "tosa.const"() <{values = dense<0> : tensor<1x1x1x1xi64>}> : () -> tensor<1x1x1x1xi64>
    %37 = "tosa.const"() <{values = dense<true> : tensor<1x1x1x1xi1>}> : () -> tensor<1x1x1x1xi1>
    %38 = "tosa.const"() <{values = dense<0> : tensor<1x1x1x1xi32>}> : () -> tensor<1x1x1x1xi32>
    %39 = "tosa.const"() <{values = dense<8> : tensor<1x1x1x1xi32>}> : () -> tensor<1x1x1x1xi32>
    %40 = "tosa.const"() <{values = dense<16> : tensor<1x1x1x1xi32>}> : () -> tensor<1x1x1x1xi32>
    %41 = "tosa.const"() <{values = dense<[[16, 1]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
    %42 = "tosa.const"() <{values = dense<1> : tensor<1x128x1xi8>}> : () -> tensor<1x128x1xi8>
    %43 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %44 = "tosa.const"() <{values = dense<-3.40282347E+38> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %45 = "tosa.const"() <{values = dense<0.176776692> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %46 = "tosa.const"() <{values = dense<1.000000e+00> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %47 = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %48 = "tosa.const"() <{values = dense<0.707106769> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %cst = arith.constant dense<[[[[0]]], [[[1]]], [[[2]]], [[[3]]], [[[4]]], [[[5]]], [[[6]]], [[[7]]]]> : tensor<8x1x1x1xi64>
    %49 = tosa.slice %0, %2, %1 : (tensor<1x32xi64>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x16xi64>
    %50 = tosa.reshape %arg1, %3 : (tensor<256x64xf32>, !tosa.shape<3>) -> tensor<1x256x64xf32>
    %51 = tosa.reshape %arg0, %4 : (tensor<8x16xi64>, !tosa.shape<2>) -> tensor<1x128xi64>
    %52 = tosa.cast %51 : (tensor<1x128xi64>) -> tensor<1x128xi32>
    %53 = tosa.gather %50, %52 : (tensor<1x256x64xf32>, tensor<1x128xi32>) -> tensor<1x128x64xf32>
    %54 = tosa.reshape %53, %5 : (tensor<1x128x64xf32>, !tosa.shape<3>) -> tensor<8x16x64xf32>
    %55 = tosa.reshape %arg3, %6 : (tensor<2x64xf32>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %56 = tosa.gather %55, %32 : (tensor<1x2x64xf32>, tensor<1x128xi32>) -> tensor<1x128x64xf32>
    %57 = tosa.reshape %56, %5 : (tensor<1x128x64xf32>, !tosa.shape<3>) -> tensor<8x16x64xf32>
    %58 = tosa.add %54, %57 : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %59 = tosa.reshape %arg2, %8 : (tensor<32x64xf32>, !tosa.shape<3>) -> tensor<1x32x64xf32>
    %60 = tosa.cast %49 : (tensor<1x16xi64>) -> tensor<1x16xi32>
    %61 = tosa.gather %59, %60 : (tensor<1x32x64xf32>, tensor<1x16xi32>) -> tensor<1x16x64xf32>
    %62 = tosa.add %58, %61 : (tensor<8x16x64xf32>, tensor<1x16x64xf32>) -> tensor<8x16x64xf32>
    %63 = tosa.cast %62 : (tensor<8x16x64xf32>) -> tensor<8x16x64xf64>
    %64 = tosa.reduce_sum %63 {axis = 2 : i32} : (tensor<8x16x64xf64>) -> tensor<8x16x1xf64>
    %65 = tosa.mul %64, %33, %7 : (tensor<8x16x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<8x16x1xf64>
    %66 = tosa.sub %63, %65 : (tensor<8x16x64xf64>, tensor<8x16x1xf64>) -> tensor<8x16x64xf64>
    %67 = tosa.mul %66, %66, %7 : (tensor<8x16x64xf64>, tensor<8x16x64xf64>, tensor<1xi8>) -> tensor<8x16x64xf64>
    %68 = tosa.reduce_sum %67 {axis = 2 : i32} : (tensor<8x16x64xf64>) -> tensor<8x16x1xf64>
    %69 = tosa.mul %68, %33, %7 : (tensor<8x16x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<8x16x1xf64>
    %70 = tosa.cast %69 : (tensor<8x16x1xf64>) -> tensor<8x16x1xf32>
    %71 = tosa.reduce_sum %62 {axis = 2 : i32} : (tensor<8x16x64xf32>) -> tensor<8x16x1xf32>
    %72 = tosa.mul %71, %34, %7 : (tensor<8x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<8x16x1xf32>
    %73 = tosa.add %70, %35 : (tensor<8x16x1xf32>, tensor<1x1x1xf32>) -> tensor<8x16x1xf32>
    %74 = tosa.rsqrt %73 : (tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %75 = tosa.sub %62, %72 : (tensor<8x16x64xf32>, tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %76 = tosa.mul %75, %74, %7 : (tensor<8x16x64xf32>, tensor<8x16x1xf32>, tensor<1xi8>) -> tensor<8x16x64xf32>
    %77 = tosa.reshape %arg4, %9 : (tensor<64xf32>, !tosa.shape<3>) -> tensor<1x1x64xf32>
    %78 = tosa.mul %76, %77, %7 : (tensor<8x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<8x16x64xf32>
    %79 = tosa.reshape %arg5, %9 : (tensor<64xf32>, !tosa.shape<3>) -> tensor<1x1x64xf32>
    %80 = tosa.add %78, %79 : (tensor<8x16x64xf32>, tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %81 = tosa.cast %10 : (tensor<16xi64>) -> tensor<16xi32>
    %82 = tosa.cast %81 : (tensor<16xi32>) -> tensor<16xi64>
    %83 = tosa.reshape %82, %11 : (tensor<16xi64>, !tosa.shape<4>) -> tensor<1x1x16x1xi64>
    %84 = tosa.reshape %82, %12 : (tensor<16xi64>, !tosa.shape<4>) -> tensor<1x1x1x16xi64>
    %85 = tosa.greater_equal %83, %36 : (tensor<1x1x16x1xi64>, tensor<1x1x1x1xi64>) -> tensor<1x1x16x1xi1>
    %86 = tosa.logical_and %85, %37 : (tensor<1x1x16x1xi1>, tensor<1x1x1x1xi1>) -> tensor<1x1x16x1xi1>
    %87 = tosa.cast %cst : (tensor<8x1x1x1xi64>) -> tensor<8x1x1x1xi32>
    %88 = tosa.add %87, %39 : (tensor<8x1x1x1xi32>, tensor<1x1x1x1xi32>) -> tensor<8x1x1x1xi32>
    %89 = tosa.greater %38, %87 : (tensor<1x1x1x1xi32>, tensor<8x1x1x1xi32>) -> tensor<8x1x1x1xi1>
    %90 = tosa.select %89, %88, %87 : (tensor<8x1x1x1xi1>, tensor<8x1x1x1xi32>, tensor<8x1x1x1xi32>) -> tensor<8x1x1x1xi32>
    %91 = tosa.reshape %90, %13 : (tensor<8x1x1x1xi32>, !tosa.shape<5>) -> tensor<8x1x1x1x1xi32>
    %92 = tosa.cast %84 : (tensor<1x1x1x16xi64>) -> tensor<1x1x1x16xi32>
    %93 = tosa.add %92, %40 : (tensor<1x1x1x16xi32>, tensor<1x1x1x1xi32>) -> tensor<1x1x1x16xi32>
    %94 = tosa.greater %38, %92 : (tensor<1x1x1x1xi32>, tensor<1x1x1x16xi32>) -> tensor<1x1x1x16xi1>
    %95 = tosa.select %94, %93, %92 : (tensor<1x1x1x16xi1>, tensor<1x1x1x16xi32>, tensor<1x1x1x16xi32>) -> tensor<1x1x1x16xi32>
    %96 = tosa.reshape %95, %14 : (tensor<1x1x1x16xi32>, !tosa.shape<5>) -> tensor<1x1x1x16x1xi32>
    %97 = tosa.tile %91, %14 : (tensor<8x1x1x1x1xi32>, !tosa.shape<5>) -> tensor<8x1x1x16x1xi32>
    %98 = tosa.tile %96, %13 : (tensor<1x1x1x16x1xi32>, !tosa.shape<5>) -> tensor<8x1x1x16x1xi32>
    %99 = tosa.concat %97, %98 {axis = 4 : i32} : (tensor<8x1x1x16x1xi32>, tensor<8x1x1x16x1xi32>) -> tensor<8x1x1x16x2xi32>
    %100 = tosa.reshape %99, %15 : (tensor<8x1x1x16x2xi32>, !tosa.shape<2>) -> tensor<128x2xi32>
    %101 = tosa.mul %100, %41, %7 : (tensor<128x2xi32>, tensor<1x2xi32>, tensor<1xi8>) -> tensor<128x2xi32>
    %102 = tosa.reduce_sum %101 {axis = 1 : i32} : (tensor<128x2xi32>) -> tensor<128x1xi32>
    %103 = tosa.reshape %102, %4 : (tensor<128x1xi32>, !tosa.shape<2>) -> tensor<1x128xi32>
    %104 = tosa.gather %42, %103 : (tensor<1x128x1xi8>, tensor<1x128xi32>) -> tensor<1x128x1xi8>
    %105 = tosa.cast %104 : (tensor<1x128x1xi8>) -> tensor<1x128x1xi1>
    %106 = tosa.reshape %105, %16 : (tensor<1x128x1xi1>, !tosa.shape<4>) -> tensor<8x1x1x16xi1>
    %107 = tosa.logical_and %86, %106 : (tensor<1x1x16x1xi1>, tensor<8x1x1x16xi1>) -> tensor<8x1x16x16xi1>
    %108 = tosa.select %107, %43, %44 : (tensor<8x1x16x16xi1>, tensor<1x1x1x1xf32>, tensor<1x1x1x1xf32>) -> tensor<8x1x16x16xf32>
    %109 = tosa.transpose %arg6 {perms = array<i32: 1, 0>} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %110 = tosa.reshape %80, %19 : (tensor<8x16x64xf32>, !tosa.shape<3>) -> tensor<1x128x64xf32>
    %111 = tosa.reshape %109, %20 : (tensor<64x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %112 = tosa.matmul %110, %111, %18, %18 : (tensor<1x128x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x64xf32>
    %113 = tosa.reshape %112, %17 : (tensor<1x128x64xf32>, !tosa.shape<2>) -> tensor<128x64xf32>
    %114 = tosa.reshape %arg7, %21 : (tensor<64xf32>, !tosa.shape<2>) -> tensor<1x64xf32>
    %115 = tosa.add %113, %114 : (tensor<128x64xf32>, tensor<1x64xf32>) -> tensor<128x64xf32>
    %116 = tosa.reshape %115, %22 : (tensor<128x64xf32>, !tosa.shape<4>) -> tensor<8x16x2x32xf32>
    %117 = tosa.transpose %116 {perms = array<i32: 0, 2, 1, 3>} : (tensor<8x16x2x32xf32>) -> tensor<8x2x16x32xf32>
    %118 = tosa.transpose %arg8 {perms = array<i32: 1, 0>} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %119 = tosa.reshape %118, %20 : (tensor<64x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %120 = tosa.matmul %110, %119, %18, %18 : (tensor<1x128x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x64xf32>
    %121 = tosa.reshape %120, %17 : (tensor<1x128x64xf32>, !tosa.shape<2>) -> tensor<128x64xf32>
    %122 = tosa.reshape %arg9, %21 : (tensor<64xf32>, !tosa.shape<2>) -> tensor<1x64xf32>
    %123 = tosa.add %121, %122 : (tensor<128x64xf32>, tensor<1x64xf32>) -> tensor<128x64xf32>
    %124 = tosa.reshape %123, %22 : (tensor<128x64xf32>, !tosa.shape<4>) -> tensor<8x16x2x32xf32>
    %125 = tosa.transpose %arg10 {perms = array<i32: 1, 0>} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %126 = tosa.reshape %125, %20 : (tensor<64x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %127 = tosa.matmul %110, %126, %18, %18 : (tensor<1x128x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x64xf32>
    %128 = tosa.reshape %127, %17 : (tensor<1x128x64xf32>, !tosa.shape<2>) -> tensor<128x64xf32>
    %129 = tosa.reshape %arg11, %21 : (tensor<64xf32>, !tosa.shape<2>) -> tensor<1x64xf32>
    %130 = tosa.add %128, %129 : (tensor<128x64xf32>, tensor<1x64xf32>) -> tensor<128x64xf32>
    %131 = tosa.reshape %130, %22 : (tensor<128x64xf32>, !tosa.shape<4>) -> tensor<8x16x2x32xf32>
    %132 = tosa.transpose %131 {perms = array<i32: 0, 2, 1, 3>} : (tensor<8x16x2x32xf32>) -> tensor<8x2x16x32xf32>
    %133 = tosa.transpose %124 {perms = array<i32: 0, 2, 3, 1>} : (tensor<8x16x2x32xf32>) -> tensor<8x2x32x16xf32>
    %134 = tosa.reshape %117, %23 : (tensor<8x2x16x32xf32>, !tosa.shape<3>) -> tensor<16x16x32xf32>
    %135 = tosa.reshape %133, %24 : (tensor<8x2x32x16xf32>, !tosa.shape<3>) -> tensor<16x32x16xf32>
    %136 = tosa.matmul %134, %135, %18, %18 : (tensor<16x16x32xf32>, tensor<16x32x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<16x16x16xf32>
    %137 = tosa.reshape %136, %25 : (tensor<16x16x16xf32>, !tosa.shape<4>) -> tensor<8x2x16x16xf32>
    %138 = tosa.mul %137, %45, %7 : (tensor<8x2x16x16xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<8x2x16x16xf32>
    %139 = tosa.add %138, %108 : (tensor<8x2x16x16xf32>, tensor<8x1x16x16xf32>) -> tensor<8x2x16x16xf32>
    %140 = tosa.reduce_max %139 {axis = 3 : i32} : (tensor<8x2x16x16xf32>) -> tensor<8x2x16x1xf32>
    %141 = tosa.sub %139, %140 : (tensor<8x2x16x16xf32>, tensor<8x2x16x1xf32>) -> tensor<8x2x16x16xf32>
    %142 = tosa.exp %141 : (tensor<8x2x16x16xf32>) -> tensor<8x2x16x16xf32>
    %143 = tosa.reduce_sum %142 {axis = 3 : i32} : (tensor<8x2x16x16xf32>) -> tensor<8x2x16x1xf32>
    %144 = tosa.reciprocal %143 : (tensor<8x2x16x1xf32>) -> tensor<8x2x16x1xf32>
    %145 = tosa.mul %142, %144, %7 : (tensor<8x2x16x16xf32>, tensor<8x2x16x1xf32>, tensor<1xi8>) -> tensor<8x2x16x16xf32>
    %146 = tosa.reshape %145, %26 : (tensor<8x2x16x16xf32>, !tosa.shape<3>) -> tensor<16x16x16xf32>
    %147 = tosa.reshape %132, %23 : (tensor<8x2x16x32xf32>, !tosa.shape<3>) -> tensor<16x16x32xf32>
    %148 = tosa.matmul %146, %147, %18, %18 : (tensor<16x16x16xf32>, tensor<16x16x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<16x16x32xf32>
    %149 = tosa.reshape %148, %27 : (tensor<16x16x32xf32>, !tosa.shape<4>) -> tensor<8x2x16x32xf32>
    %150 = tosa.transpose %149 {perms = array<i32: 0, 2, 1, 3>} : (tensor<8x2x16x32xf32>) -> tensor<8x16x2x32xf32>
    %151 = tosa.transpose %arg12 {perms = array<i32: 1, 0>} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %152 = tosa.reshape %150, %19 : (tensor<8x16x2x32xf32>, !tosa.shape<3>) -> tensor<1x128x64xf32>
    %153 = tosa.reshape %151, %20 : (tensor<64x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %154 = tosa.matmul %152, %153, %18, %18 : (tensor<1x128x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x64xf32>
    %155 = tosa.reshape %154, %17 : (tensor<1x128x64xf32>, !tosa.shape<2>) -> tensor<128x64xf32>
    %156 = tosa.reshape %arg13, %21 : (tensor<64xf32>, !tosa.shape<2>) -> tensor<1x64xf32>
    %157 = tosa.add %155, %156 : (tensor<128x64xf32>, tensor<1x64xf32>) -> tensor<128x64xf32>
    %158 = tosa.reshape %157, %5 : (tensor<128x64xf32>, !tosa.shape<3>) -> tensor<8x16x64xf32>
    %159 = tosa.add %158, %80 : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %160 = tosa.cast %159 : (tensor<8x16x64xf32>) -> tensor<8x16x64xf64>
    %161 = tosa.reduce_sum %160 {axis = 2 : i32} : (tensor<8x16x64xf64>) -> tensor<8x16x1xf64>
    %162 = tosa.mul %161, %33, %7 : (tensor<8x16x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<8x16x1xf64>
    %163 = tosa.sub %160, %162 : (tensor<8x16x64xf64>, tensor<8x16x1xf64>) -> tensor<8x16x64xf64>
    %164 = tosa.mul %163, %163, %7 : (tensor<8x16x64xf64>, tensor<8x16x64xf64>, tensor<1xi8>) -> tensor<8x16x64xf64>
    %165 = tosa.reduce_sum %164 {axis = 2 : i32} : (tensor<8x16x64xf64>) -> tensor<8x16x1xf64>
    %166 = tosa.mul %165, %33, %7 : (tensor<8x16x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<8x16x1xf64>
    %167 = tosa.cast %166 : (tensor<8x16x1xf64>) -> tensor<8x16x1xf32>
    %168 = tosa.reduce_sum %159 {axis = 2 : i32} : (tensor<8x16x64xf32>) -> tensor<8x16x1xf32>
    %169 = tosa.mul %168, %34, %7 : (tensor<8x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<8x16x1xf32>
    %170 = tosa.add %167, %35 : (tensor<8x16x1xf32>, tensor<1x1x1xf32>) -> tensor<8x16x1xf32>
    %171 = tosa.rsqrt %170 : (tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %172 = tosa.sub %159, %169 : (tensor<8x16x64xf32>, tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %173 = tosa.mul %172, %171, %7 : (tensor<8x16x64xf32>, tensor<8x16x1xf32>, tensor<1xi8>) -> tensor<8x16x64xf32>
    %174 = tosa.reshape %arg14, %9 : (tensor<64xf32>, !tosa.shape<3>) -> tensor<1x1x64xf32>
    %175 = tosa.mul %173, %174, %7 : (tensor<8x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<8x16x64xf32>
    %176 = tosa.reshape %arg15, %9 : (tensor<64xf32>, !tosa.shape<3>) -> tensor<1x1x64xf32>
    %177 = tosa.add %175, %176 : (tensor<8x16x64xf32>, tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %178 = tosa.transpose %arg16 {perms = array<i32: 1, 0>} : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %179 = tosa.reshape %177, %19 : (tensor<8x16x64xf32>, !tosa.shape<3>) -> tensor<1x128x64xf32>
    %180 = tosa.reshape %178, %28 : (tensor<64x128xf32>, !tosa.shape<3>) -> tensor<1x64x128xf32>
    %181 = tosa.matmul %179, %180, %18, %18 : (tensor<1x128x64xf32>, tensor<1x64x128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x128xf32>
    %182 = tosa.reshape %181, %29 : (tensor<1x128x128xf32>, !tosa.shape<2>) -> tensor<128x128xf32>
    %183 = tosa.reshape %arg17, %4 : (tensor<128xf32>, !tosa.shape<2>) -> tensor<1x128xf32>
    %184 = tosa.add %182, %183 : (tensor<128x128xf32>, tensor<1x128xf32>) -> tensor<128x128xf32>
    %185 = tosa.reshape %184, %30 : (tensor<128x128xf32>, !tosa.shape<3>) -> tensor<8x16x128xf32>
    %186 = tosa.mul %185, %48, %7 : (tensor<8x16x128xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<8x16x128xf32>
    %187 = tosa.erf %186 : (tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %188 = tosa.add %187, %46 : (tensor<8x16x128xf32>, tensor<1x1x1xf32>) -> tensor<8x16x128xf32>
    %189 = tosa.mul %47, %188, %7 : (tensor<1x1x1xf32>, tensor<8x16x128xf32>, tensor<1xi8>) -> tensor<8x16x128xf32>
    %190 = tosa.mul %185, %189, %7 : (tensor<8x16x128xf32>, tensor<8x16x128xf32>, tensor<1xi8>) -> tensor<8x16x128xf32>
    %191 = tosa.transpose %arg18 {perms = array<i32: 1, 0>} : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %192 = tosa.reshape %190, %31 : (tensor<8x16x128xf32>, !tosa.shape<3>) -> tensor<1x128x128xf32>
    %193 = tosa.reshape %191, %19 : (tensor<128x64xf32>, !tosa.shape<3>) -> tensor<1x128x64xf32>
    %194 = tosa.matmul %192, %193, %18, %18 : (tensor<1x128x128xf32>, tensor<1x128x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x64xf32>
    %195 = tosa.reshape %194, %17 : (tensor<1x128x64xf32>, !tosa.shape<2>) -> tensor<128x64xf32>
    %196 = tosa.reshape %arg19, %21 : (tensor<64xf32>, !tosa.shape<2>) -> tensor<1x64xf32>
    %197 = tosa.add %195, %196 : (tensor<128x64xf32>, tensor<1x64xf32>) -> tensor<128x64xf32>
    %198 = tosa.reshape %197, %5 : (tensor<128x64xf32>, !tosa.shape<3>) -> tensor<8x16x64xf32>
    %199 = tosa.add %198, %177 : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %200 = tosa.cast %199 : (tensor<8x16x64xf32>) -> tensor<8x16x64xf64>
    %201 = tosa.reduce_sum %200 {axis = 2 : i32} : (tensor<8x16x64xf64>) -> tensor<8x16x1xf64>
    %202 = tosa.mul %201, %33, %7 : (tensor<8x16x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<8x16x1xf64>
    %203 = tosa.sub %200, %202 : (tensor<8x16x64xf64>, tensor<8x16x1xf64>) -> tensor<8x16x64xf64>
    %204 = tosa.mul %203, %203, %7 : (tensor<8x16x64xf64>, tensor<8x16x64xf64>, tensor<1xi8>) -> tensor<8x16x64xf64>
    %205 = tosa.reduce_sum %204 {axis = 2 : i32} : (tensor<8x16x64xf64>) -> tensor<8x16x1xf64>
    %206 = tosa.mul %205, %33, %7 : (tensor<8x16x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<8x16x1xf64>
    %207 = tosa.cast %206 : (tensor<8x16x1xf64>) -> tensor<8x16x1xf32>
    %208 = tosa.reduce_sum %199 {axis = 2 : i32} : (tensor<8x16x64xf32>) -> tensor<8x16x1xf32>
    %209 = tosa.mul %208, %34, %7 : (tensor<8x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<8x16x1xf32>
    %210 = tosa.add %207, %35 : (tensor<8x16x1xf32>, tensor<1x1x1xf32>) -> tensor<8x16x1xf32>
    %211 = tosa.rsqrt %210 : (tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %212 = tosa.sub %199, %209 : (tensor<8x16x64xf32>, tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %213 = tosa.mul %212, %211, %7 : (tensor<8x16x64xf32>, tensor<8x16x1xf32>, tensor<1xi8>) -> tensor<8x16x64xf32>
    %214 = tosa.reshape %arg20, %9 : (tensor<64xf32>, !tosa.shape<3>) -> tensor<1x1x64xf32>
    %215 = tosa.mul %213, %214, %7 : (tensor<8x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<8x16x64xf32>
    %216 = tosa.reshape %arg21, %9 : (tensor<64xf32>, !tosa.shape<3>) -> tensor<1x1x64xf32>
    %217 = tosa.add %215, %216 : (tensor<8x16x64xf32>, tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %218 = tosa.transpose %arg22 {perms = array<i32: 1, 0>} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %219 = tosa.reshape %217, %19 : (tensor<8x16x64xf32>, !tosa.shape<3>) -> tensor<1x128x64xf32>
    %220 = tosa.reshape %218, %20 : (tensor<64x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %221 = tosa.matmul %219, %220, %18, %18 : (tensor<1x128x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x64xf32>
    %222 = tosa.reshape %221, %17 : (tensor<1x128x64xf32>, !tosa.shape<2>) -> tensor<128x64xf32>
    %223 = tosa.reshape %arg23, %21 : (tensor<64xf32>, !tosa.shape<2>) -> tensor<1x64xf32>
    %224 = tosa.add %222, %223 : (tensor<128x64xf32>, tensor<1x64xf32>) -> tensor<128x64xf32>
    %225 = tosa.reshape %224, %22 : (tensor<128x64xf32>, !tosa.shape<4>) -> tensor<8x16x2x32xf32>
    %226 = tosa.transpose %225 {perms = array<i32: 0, 2, 1, 3>} : (tensor<8x16x2x32xf32>) -> tensor<8x2x16x32xf32>
    %227 = tosa.transpose %arg24 {perms = array<i32: 1, 0>} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %228 = tosa.reshape %227, %20 : (tensor<64x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %229 = tosa.matmul %219, %228, %18, %18 : (tensor<1x128x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x64xf32>
    %230 = tosa.reshape %229, %17 : (tensor<1x128x64xf32>, !tosa.shape<2>) -> tensor<128x64xf32>
    %231 = tosa.reshape %arg25, %21 : (tensor<64xf32>, !tosa.shape<2>) -> tensor<1x64xf32>
    %232 = tosa.add %230, %231 : (tensor<128x64xf32>, tensor<1x64xf32>) -> tensor<128x64xf32>
    %233 = tosa.reshape %232, %22 : (tensor<128x64xf32>, !tosa.shape<4>) -> tensor<8x16x2x32xf32>
    %234 = tosa.transpose %arg26 {perms = array<i32: 1, 0>} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %235 = tosa.reshape %234, %20 : (tensor<64x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %236 = tosa.matmul %219, %235, %18, %18 : (tensor<1x128x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x64xf32>
    %237 = tosa.reshape %236, %17 : (tensor<1x128x64xf32>, !tosa.shape<2>) -> tensor<128x64xf32>
    %238 = tosa.reshape %arg27, %21 : (tensor<64xf32>, !tosa.shape<2>) -> tensor<1x64xf32>
    %239 = tosa.add %237, %238 : (tensor<128x64xf32>, tensor<1x64xf32>) -> tensor<128x64xf32>
    %240 = tosa.reshape %239, %22 : (tensor<128x64xf32>, !tosa.shape<4>) -> tensor<8x16x2x32xf32>
    %241 = tosa.transpose %240 {perms = array<i32: 0, 2, 1, 3>} : (tensor<8x16x2x32xf32>) -> tensor<8x2x16x32xf32>
    %242 = tosa.transpose %233 {perms = array<i32: 0, 2, 3, 1>} : (tensor<8x16x2x32xf32>) -> tensor<8x2x32x16xf32>
    %243 = tosa.reshape %226, %23 : (tensor<8x2x16x32xf32>, !tosa.shape<3>) -> tensor<16x16x32xf32>
    %244 = tosa.reshape %242, %24 : (tensor<8x2x32x16xf32>, !tosa.shape<3>) -> tensor<16x32x16xf32>
    %245 = tosa.matmul %243, %244, %18, %18 : (tensor<16x16x32xf32>, tensor<16x32x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<16x16x16xf32>
    %246 = tosa.reshape %245, %25 : (tensor<16x16x16xf32>, !tosa.shape<4>) -> tensor<8x2x16x16xf32>
    %247 = tosa.mul %246, %45, %7 : (tensor<8x2x16x16xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<8x2x16x16xf32>
    %248 = tosa.add %247, %108 : (tensor<8x2x16x16xf32>, tensor<8x1x16x16xf32>) -> tensor<8x2x16x16xf32>
    %249 = tosa.reduce_max %248 {axis = 3 : i32} : (tensor<8x2x16x16xf32>) -> tensor<8x2x16x1xf32>
    %250 = tosa.sub %248, %249 : (tensor<8x2x16x16xf32>, tensor<8x2x16x1xf32>) -> tensor<8x2x16x16xf32>
    %251 = tosa.exp %250 : (tensor<8x2x16x16xf32>) -> tensor<8x2x16x16xf32>
    %252 = tosa.reduce_sum %251 {axis = 3 : i32} : (tensor<8x2x16x16xf32>) -> tensor<8x2x16x1xf32>
    %253 = tosa.reciprocal %252 : (tensor<8x2x16x1xf32>) -> tensor<8x2x16x1xf32>
    %254 = tosa.mul %251, %253, %7 : (tensor<8x2x16x16xf32>, tensor<8x2x16x1xf32>, tensor<1xi8>) -> tensor<8x2x16x16xf32>
    %255 = tosa.reshape %254, %26 : (tensor<8x2x16x16xf32>, !tosa.shape<3>) -> tensor<16x16x16xf32>
    %256 = tosa.reshape %241, %23 : (tensor<8x2x16x32xf32>, !tosa.shape<3>) -> tensor<16x16x32xf32>
    %257 = tosa.matmul %255, %256, %18, %18 : (tensor<16x16x16xf32>, tensor<16x16x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<16x16x32xf32>
    %258 = tosa.reshape %257, %27 : (tensor<16x16x32xf32>, !tosa.shape<4>) -> tensor<8x2x16x32xf32>
    %259 = tosa.transpose %258 {perms = array<i32: 0, 2, 1, 3>} : (tensor<8x2x16x32xf32>) -> tensor<8x16x2x32xf32>
    %260 = tosa.transpose %arg28 {perms = array<i32: 1, 0>} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %261 = tosa.reshape %259, %19 : (tensor<8x16x2x32xf32>, !tosa.shape<3>) -> tensor<1x128x64xf32>
    %262 = tosa.reshape %260, %20 : (tensor<64x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %263 = tosa.matmul %261, %262, %18, %18 : (tensor<1x128x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x64xf32>
    %264 = tosa.reshape %263, %17 : (tensor<1x128x64xf32>, !tosa.shape<2>) -> tensor<128x64xf32>
    %265 = tosa.reshape %arg29, %21 : (tensor<64xf32>, !tosa.shape<2>) -> tensor<1x64xf32>
    %266 = tosa.add %264, %265 : (tensor<128x64xf32>, tensor<1x64xf32>) -> tensor<128x64xf32>
    %267 = tosa.reshape %266, %5 : (tensor<128x64xf32>, !tosa.shape<3>) -> tensor<8x16x64xf32>
    %268 = tosa.add %267, %217 : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %269 = tosa.cast %268 : (tensor<8x16x64xf32>) -> tensor<8x16x64xf64>
    %270 = tosa.reduce_sum %269 {axis = 2 : i32} : (tensor<8x16x64xf64>) -> tensor<8x16x1xf64>
    %271 = tosa.mul %270, %33, %7 : (tensor<8x16x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<8x16x1xf64>
    %272 = tosa.sub %269, %271 : (tensor<8x16x64xf64>, tensor<8x16x1xf64>) -> tensor<8x16x64xf64>
    %273 = tosa.mul %272, %272, %7 : (tensor<8x16x64xf64>, tensor<8x16x64xf64>, tensor<1xi8>) -> tensor<8x16x64xf64>
    %274 = tosa.reduce_sum %273 {axis = 2 : i32} : (tensor<8x16x64xf64>) -> tensor<8x16x1xf64>
    %275 = tosa.mul %274, %33, %7 : (tensor<8x16x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<8x16x1xf64>
    %276 = tosa.cast %275 : (tensor<8x16x1xf64>) -> tensor<8x16x1xf32>
    %277 = tosa.reduce_sum %268 {axis = 2 : i32} : (tensor<8x16x64xf32>) -> tensor<8x16x1xf32>
    %278 = tosa.mul %277, %34, %7 : (tensor<8x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<8x16x1xf32>
    %279 = tosa.add %276, %35 : (tensor<8x16x1xf32>, tensor<1x1x1xf32>) -> tensor<8x16x1xf32>
    %280 = tosa.rsqrt %279 : (tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %281 = tosa.sub %268, %278 : (tensor<8x16x64xf32>, tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %282 = tosa.mul %281, %280, %7 : (tensor<8x16x64xf32>, tensor<8x16x1xf32>, tensor<1xi8>) -> tensor<8x16x64xf32>
    %283 = tosa.reshape %arg30, %9 : (tensor<64xf32>, !tosa.shape<3>) -> tensor<1x1x64xf32>
    %284 = tosa.mul %282, %283, %7 : (tensor<8x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<8x16x64xf32>
    %285 = tosa.reshape %arg31, %9 : (tensor<64xf32>, !tosa.shape<3>) -> tensor<1x1x64xf32>
    %286 = tosa.add %284, %285 : (tensor<8x16x64xf32>, tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %287 = tosa.transpose %arg32 {perms = array<i32: 1, 0>} : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %288 = tosa.reshape %286, %19 : (tensor<8x16x64xf32>, !tosa.shape<3>) -> tensor<1x128x64xf32>
    %289 = tosa.reshape %287, %28 : (tensor<64x128xf32>, !tosa.shape<3>) -> tensor<1x64x128xf32>
    %290 = tosa.matmul %288, %289, %18, %18 : (tensor<1x128x64xf32>, tensor<1x64x128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x128xf32>
    %291 = tosa.reshape %290, %29 : (tensor<1x128x128xf32>, !tosa.shape<2>) -> tensor<128x128xf32>
    %292 = tosa.reshape %arg33, %4 : (tensor<128xf32>, !tosa.shape<2>) -> tensor<1x128xf32>
    %293 = tosa.add %291, %292 : (tensor<128x128xf32>, tensor<1x128xf32>) -> tensor<128x128xf32>
    %294 = tosa.reshape %293, %30 : (tensor<128x128xf32>, !tosa.shape<3>) -> tensor<8x16x128xf32>
    %295 = tosa.mul %294, %48, %7 : (tensor<8x16x128xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<8x16x128xf32>
    %296 = tosa.erf %295 : (tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %297 = tosa.add %296, %46 : (tensor<8x16x128xf32>, tensor<1x1x1xf32>) -> tensor<8x16x128xf32>
    %298 = tosa.mul %47, %297, %7 : (tensor<1x1x1xf32>, tensor<8x16x128xf32>, tensor<1xi8>) -> tensor<8x16x128xf32>
    %299 = tosa.mul %294, %298, %7 : (tensor<8x16x128xf32>, tensor<8x16x128xf32>, tensor<1xi8>) -> tensor<8x16x128xf32>
    %300 = tosa.transpose %arg34 {perms = array<i32: 1, 0>} : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %301 = tosa.reshape %299, %31 : (tensor<8x16x128xf32>, !tosa.shape<3>) -> tensor<1x128x128xf32>
    %302 = tosa.reshape %300, %19 : (tensor<128x64xf32>, !tosa.shape<3>) -> tensor<1x128x64xf32>
    %303 = tosa.matmul %301, %302, %18, %18 : (tensor<1x128x128xf32>, tensor<1x128x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x64xf32>
    %304 = tosa.reshape %303, %17 : (tensor<1x128x64xf32>, !tosa.shape<2>) -> tensor<128x64xf32>
    %305 = tosa.reshape %arg35, %21 : (tensor<64xf32>, !tosa.shape<2>) -> tensor<1x64xf32>
    %306 = tosa.add %304, %305 : (tensor<128x64xf32>, tensor<1x64xf32>) -> tensor<128x64xf32>
    %307 = tosa.reshape %306, %5 : (tensor<128x64xf32>, !tosa.shape<3>) -> tensor<8x16x64xf32>
    %308 = tosa.add %307, %286 : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %309 = tosa.cast %308 : (tensor<8x16x64xf32>) -> tensor<8x16x64xf64>
    %310 = tosa.reduce_sum %309 {axis = 2 : i32} : (tensor<8x16x64xf64>) -> tensor<8x16x1xf64>
    %311 = tosa.mul %310, %33, %7 : (tensor<8x16x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<8x16x1xf64>
    %312 = tosa.sub %309, %311 : (tensor<8x16x64xf64>, tensor<8x16x1xf64>) -> tensor<8x16x64xf64>
    %313 = tosa.mul %312, %312, %7 : (tensor<8x16x64xf64>, tensor<8x16x64xf64>, tensor<1xi8>) -> tensor<8x16x64xf64>
    %314 = tosa.reduce_sum %313 {axis = 2 : i32} : (tensor<8x16x64xf64>) -> tensor<8x16x1xf64>
    %315 = tosa.mul %314, %33, %7 : (tensor<8x16x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<8x16x1xf64>
    %316 = tosa.cast %315 : (tensor<8x16x1xf64>) -> tensor<8x16x1xf32>
    %317 = tosa.reduce_sum %308 {axis = 2 : i32} : (tensor<8x16x64xf32>) -> tensor<8x16x1xf32>
    %318 = tosa.mul %317, %34, %7 : (tensor<8x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<8x16x1xf32>
    %319 = tosa.add %316, %35 : (tensor<8x16x1xf32>, tensor<1x1x1xf32>) -> tensor<8x16x1xf32>
    %320 = tosa.rsqrt %319 : (tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %321 = tosa.sub %308, %318 : (tensor<8x16x64xf32>, tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %322 = tosa.mul %321, %320, %7 : (tensor<8x16x64xf32>, tensor<8x16x1xf32>, tensor<1xi8>) -> tensor<8x16x64xf32>
    %323 = tosa.reshape %arg36, %9 : (tensor<64xf32>, !tosa.shape<3>) -> tensor<1x1x64xf32>
    %324 = tosa.mul %322, %323, %7 : (tensor<8x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<8x16x64xf32>
    %325 = tosa.reshape %arg37, %9 : (tensor<64xf32>, !tosa.shape<3>) -> tensor<1x1x64xf32>
    %326 = tosa.add %324, %325 : (tensor<8x16x64xf32>, tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    return %326 : tensor<8x16x64xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_1_32_torch.int64: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F00000000000000"
    }
  }
#-}

