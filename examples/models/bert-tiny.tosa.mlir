// Model zoo: bert-tiny.tosa, exported by examples/models/regenerate.sh (zoo.py); random weights.
// Arguments: the inputs, then every parameter/buffer (cleave.name = its name). {"inputs": ["input_ids"], "parameters": 37}
module {
  func.func @forward(%arg0: tensor<8x16xi64> {cleave.name = "input_ids"}, %arg1: tensor<256x64xf32> {cleave.name = "embeddings.word_embeddings.weight"}, %arg2: tensor<32x64xf32> {cleave.name = "embeddings.position_embeddings.weight"}, %arg3: tensor<2x64xf32> {cleave.name = "embeddings.token_type_embeddings.weight"}, %arg4: tensor<64xf32> {cleave.name = "embeddings.LayerNorm.weight"}, %arg5: tensor<64xf32> {cleave.name = "embeddings.LayerNorm.bias"}, %arg6: tensor<64x64xf32> {cleave.name = "encoder.layer.0.attention.self.query.weight"}, %arg7: tensor<64xf32> {cleave.name = "encoder.layer.0.attention.self.query.bias"}, %arg8: tensor<64x64xf32> {cleave.name = "encoder.layer.0.attention.self.key.weight"}, %arg9: tensor<64xf32> {cleave.name = "encoder.layer.0.attention.self.key.bias"}, %arg10: tensor<64x64xf32> {cleave.name = "encoder.layer.0.attention.self.value.weight"}, %arg11: tensor<64xf32> {cleave.name = "encoder.layer.0.attention.self.value.bias"}, %arg12: tensor<64x64xf32> {cleave.name = "encoder.layer.0.attention.output.dense.weight"}, %arg13: tensor<64xf32> {cleave.name = "encoder.layer.0.attention.output.dense.bias"}, %arg14: tensor<64xf32> {cleave.name = "encoder.layer.0.attention.output.LayerNorm.weight"}, %arg15: tensor<64xf32> {cleave.name = "encoder.layer.0.attention.output.LayerNorm.bias"}, %arg16: tensor<128x64xf32> {cleave.name = "encoder.layer.0.intermediate.dense.weight"}, %arg17: tensor<128xf32> {cleave.name = "encoder.layer.0.intermediate.dense.bias"}, %arg18: tensor<64x128xf32> {cleave.name = "encoder.layer.0.output.dense.weight"}, %arg19: tensor<64xf32> {cleave.name = "encoder.layer.0.output.dense.bias"}, %arg20: tensor<64xf32> {cleave.name = "encoder.layer.0.output.LayerNorm.weight"}, %arg21: tensor<64xf32> {cleave.name = "encoder.layer.0.output.LayerNorm.bias"}, %arg22: tensor<64x64xf32> {cleave.name = "encoder.layer.1.attention.self.query.weight"}, %arg23: tensor<64xf32> {cleave.name = "encoder.layer.1.attention.self.query.bias"}, %arg24: tensor<64x64xf32> {cleave.name = "encoder.layer.1.attention.self.key.weight"}, %arg25: tensor<64xf32> {cleave.name = "encoder.layer.1.attention.self.key.bias"}, %arg26: tensor<64x64xf32> {cleave.name = "encoder.layer.1.attention.self.value.weight"}, %arg27: tensor<64xf32> {cleave.name = "encoder.layer.1.attention.self.value.bias"}, %arg28: tensor<64x64xf32> {cleave.name = "encoder.layer.1.attention.output.dense.weight"}, %arg29: tensor<64xf32> {cleave.name = "encoder.layer.1.attention.output.dense.bias"}, %arg30: tensor<64xf32> {cleave.name = "encoder.layer.1.attention.output.LayerNorm.weight"}, %arg31: tensor<64xf32> {cleave.name = "encoder.layer.1.attention.output.LayerNorm.bias"}, %arg32: tensor<128x64xf32> {cleave.name = "encoder.layer.1.intermediate.dense.weight"}, %arg33: tensor<128xf32> {cleave.name = "encoder.layer.1.intermediate.dense.bias"}, %arg34: tensor<64x128xf32> {cleave.name = "encoder.layer.1.output.dense.weight"}, %arg35: tensor<64xf32> {cleave.name = "encoder.layer.1.output.dense.bias"}, %arg36: tensor<64xf32> {cleave.name = "encoder.layer.1.output.LayerNorm.weight"}, %arg37: tensor<64xf32> {cleave.name = "encoder.layer.1.output.LayerNorm.bias"}) -> tensor<8x16x64xf32> {
    %0 = "tosa.const"() <{values = dense_resource<torch_tensor_8_16_torch.int64_1> : tensor<8x16xi64>}> : () -> tensor<8x16xi64>
    %1 = "tosa.const"() <{values = dense_resource<torch_tensor_1_32_torch.int64> : tensor<1x32xi64>}> : () -> tensor<1x32xi64>
    %2 = tosa.const_shape  {values = dense<[1, 16]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %3 = tosa.const_shape  {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
    %4 = tosa.const_shape  {values = dense<[1, 256, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %5 = tosa.const_shape  {values = dense<[1, 128]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %6 = tosa.const_shape  {values = dense<[8, 16, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %7 = tosa.const_shape  {values = dense<[1, 2, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %9 = tosa.const_shape  {values = dense<[1, 32, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %10 = tosa.const_shape  {values = dense<[1, 1, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %11 = "tosa.const"() <{values = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : tensor<16xi64>}> : () -> tensor<16xi64>
    %12 = tosa.const_shape  {values = dense<[1, 1, 16, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %13 = tosa.const_shape  {values = dense<[1, 1, 1, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %14 = tosa.const_shape  {values = dense<[8, 1, 1, 1, 1]> : tensor<5xindex>} : () -> !tosa.shape<5>
    %15 = tosa.const_shape  {values = dense<[1, 1, 1, 16, 1]> : tensor<5xindex>} : () -> !tosa.shape<5>
    %16 = tosa.const_shape  {values = dense<[1, 128, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %17 = tosa.const_shape  {values = dense<[128, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %18 = tosa.const_shape  {values = dense<[8, 1, 1, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %19 = tosa.const_shape  {values = dense<[128, 64]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %20 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %21 = tosa.const_shape  {values = dense<[1, 128, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %22 = tosa.const_shape  {values = dense<[1, 64, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %23 = tosa.const_shape  {values = dense<[1, 64]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %24 = tosa.const_shape  {values = dense<[8, 16, 2, 32]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %25 = tosa.const_shape  {values = dense<[16, 16, 32]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %26 = tosa.const_shape  {values = dense<[16, 32, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %27 = tosa.const_shape  {values = dense<[8, 2, 16, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %28 = tosa.const_shape  {values = dense<16> : tensor<3xindex>} : () -> !tosa.shape<3>
    %29 = tosa.const_shape  {values = dense<[8, 2, 16, 32]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %30 = tosa.const_shape  {values = dense<[1, 64, 128]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %31 = tosa.const_shape  {values = dense<128> : tensor<2xindex>} : () -> !tosa.shape<2>
    %32 = tosa.const_shape  {values = dense<[8, 16, 128]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %33 = tosa.const_shape  {values = dense<[1, 128, 128]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %34 = "tosa.const"() <{values = dense_resource<torch_tensor_8_16_torch.int64> : tensor<1x128xi64>}> : () -> tensor<1x128xi64>
    %35 = "tosa.const"() <{values = dense<1.562500e-02> : tensor<1x1x1xf64>}> : () -> tensor<1x1x1xf64>
    %36 = "tosa.const"() <{values = dense<1.562500e-02> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %37 = "tosa.const"() <{values = dense<9.99999996E-13> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %38 = "tosa.const"() <{values = dense<0> : tensor<1x1x1x1xi64>}> : () -> tensor<1x1x1x1xi64>
    %39 = "tosa.const"() <{values = dense<true> : tensor<1x1x1x1xi1>}> : () -> tensor<1x1x1x1xi1>
    %40 = "tosa.const"() <{values = dense<0> : tensor<1x1x1x1xi32>}> : () -> tensor<1x1x1x1xi32>
    %41 = "tosa.const"() <{values = dense<8> : tensor<1x1x1x1xi32>}> : () -> tensor<1x1x1x1xi32>
    %42 = "tosa.const"() <{values = dense<16> : tensor<1x1x1x1xi32>}> : () -> tensor<1x1x1x1xi32>
    %43 = "tosa.const"() <{values = dense<[[16, 1]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
    %44 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %45 = "tosa.const"() <{values = dense<-3.40282347E+38> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %46 = "tosa.const"() <{values = dense<0.176776692> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %47 = "tosa.const"() <{values = dense<1.000000e+00> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %48 = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %49 = "tosa.const"() <{values = dense<0.707106769> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %cst = arith.constant dense<[[[[0]]], [[[1]]], [[[2]]], [[[3]]], [[[4]]], [[[5]]], [[[6]]], [[[7]]]]> : tensor<8x1x1x1xi64>
    %50 = tosa.slice %1, %3, %2 : (tensor<1x32xi64>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x16xi64>
    %51 = tosa.reshape %arg1, %4 : (tensor<256x64xf32>, !tosa.shape<3>) -> tensor<1x256x64xf32>
    %52 = tosa.reshape %arg0, %5 : (tensor<8x16xi64>, !tosa.shape<2>) -> tensor<1x128xi64>
    %53 = tosa.cast %52 : (tensor<1x128xi64>) -> tensor<1x128xi32>
    %54 = tosa.gather %51, %53 : (tensor<1x256x64xf32>, tensor<1x128xi32>) -> tensor<1x128x64xf32>
    %55 = tosa.reshape %54, %6 : (tensor<1x128x64xf32>, !tosa.shape<3>) -> tensor<8x16x64xf32>
    %56 = tosa.reshape %arg3, %7 : (tensor<2x64xf32>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %57 = tosa.cast %34 : (tensor<1x128xi64>) -> tensor<1x128xi32>
    %58 = tosa.gather %56, %57 : (tensor<1x2x64xf32>, tensor<1x128xi32>) -> tensor<1x128x64xf32>
    %59 = tosa.reshape %58, %6 : (tensor<1x128x64xf32>, !tosa.shape<3>) -> tensor<8x16x64xf32>
    %60 = tosa.add %55, %59 : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %61 = tosa.reshape %arg2, %9 : (tensor<32x64xf32>, !tosa.shape<3>) -> tensor<1x32x64xf32>
    %62 = tosa.cast %50 : (tensor<1x16xi64>) -> tensor<1x16xi32>
    %63 = tosa.gather %61, %62 : (tensor<1x32x64xf32>, tensor<1x16xi32>) -> tensor<1x16x64xf32>
    %64 = tosa.add %60, %63 : (tensor<8x16x64xf32>, tensor<1x16x64xf32>) -> tensor<8x16x64xf32>
    %65 = tosa.cast %64 : (tensor<8x16x64xf32>) -> tensor<8x16x64xf64>
    %66 = tosa.reduce_sum %65 {axis = 2 : i32} : (tensor<8x16x64xf64>) -> tensor<8x16x1xf64>
    %67 = tosa.mul %66, %35, %8 : (tensor<8x16x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<8x16x1xf64>
    %68 = tosa.sub %65, %67 : (tensor<8x16x64xf64>, tensor<8x16x1xf64>) -> tensor<8x16x64xf64>
    %69 = tosa.mul %68, %68, %8 : (tensor<8x16x64xf64>, tensor<8x16x64xf64>, tensor<1xi8>) -> tensor<8x16x64xf64>
    %70 = tosa.reduce_sum %69 {axis = 2 : i32} : (tensor<8x16x64xf64>) -> tensor<8x16x1xf64>
    %71 = tosa.mul %70, %35, %8 : (tensor<8x16x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<8x16x1xf64>
    %72 = tosa.cast %71 : (tensor<8x16x1xf64>) -> tensor<8x16x1xf32>
    %73 = tosa.reduce_sum %64 {axis = 2 : i32} : (tensor<8x16x64xf32>) -> tensor<8x16x1xf32>
    %74 = tosa.mul %73, %36, %8 : (tensor<8x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<8x16x1xf32>
    %75 = tosa.add %72, %37 : (tensor<8x16x1xf32>, tensor<1x1x1xf32>) -> tensor<8x16x1xf32>
    %76 = tosa.rsqrt %75 : (tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %77 = tosa.sub %64, %74 : (tensor<8x16x64xf32>, tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %78 = tosa.mul %77, %76, %8 : (tensor<8x16x64xf32>, tensor<8x16x1xf32>, tensor<1xi8>) -> tensor<8x16x64xf32>
    %79 = tosa.reshape %arg4, %10 : (tensor<64xf32>, !tosa.shape<3>) -> tensor<1x1x64xf32>
    %80 = tosa.mul %78, %79, %8 : (tensor<8x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<8x16x64xf32>
    %81 = tosa.reshape %arg5, %10 : (tensor<64xf32>, !tosa.shape<3>) -> tensor<1x1x64xf32>
    %82 = tosa.add %80, %81 : (tensor<8x16x64xf32>, tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %83 = tosa.cast %0 : (tensor<8x16xi64>) -> tensor<8x16xi1>
    %84 = tosa.cast %11 : (tensor<16xi64>) -> tensor<16xi32>
    %85 = tosa.cast %84 : (tensor<16xi32>) -> tensor<16xi64>
    %86 = tosa.reshape %85, %12 : (tensor<16xi64>, !tosa.shape<4>) -> tensor<1x1x16x1xi64>
    %87 = tosa.reshape %85, %13 : (tensor<16xi64>, !tosa.shape<4>) -> tensor<1x1x1x16xi64>
    %88 = tosa.greater_equal %86, %38 : (tensor<1x1x16x1xi64>, tensor<1x1x1x1xi64>) -> tensor<1x1x16x1xi1>
    %89 = tosa.logical_and %88, %39 : (tensor<1x1x16x1xi1>, tensor<1x1x1x1xi1>) -> tensor<1x1x16x1xi1>
    %90 = tosa.cast %cst : (tensor<8x1x1x1xi64>) -> tensor<8x1x1x1xi32>
    %91 = tosa.add %90, %41 : (tensor<8x1x1x1xi32>, tensor<1x1x1x1xi32>) -> tensor<8x1x1x1xi32>
    %92 = tosa.greater %40, %90 : (tensor<1x1x1x1xi32>, tensor<8x1x1x1xi32>) -> tensor<8x1x1x1xi1>
    %93 = tosa.select %92, %91, %90 : (tensor<8x1x1x1xi1>, tensor<8x1x1x1xi32>, tensor<8x1x1x1xi32>) -> tensor<8x1x1x1xi32>
    %94 = tosa.reshape %93, %14 : (tensor<8x1x1x1xi32>, !tosa.shape<5>) -> tensor<8x1x1x1x1xi32>
    %95 = tosa.cast %87 : (tensor<1x1x1x16xi64>) -> tensor<1x1x1x16xi32>
    %96 = tosa.add %95, %42 : (tensor<1x1x1x16xi32>, tensor<1x1x1x1xi32>) -> tensor<1x1x1x16xi32>
    %97 = tosa.greater %40, %95 : (tensor<1x1x1x1xi32>, tensor<1x1x1x16xi32>) -> tensor<1x1x1x16xi1>
    %98 = tosa.select %97, %96, %95 : (tensor<1x1x1x16xi1>, tensor<1x1x1x16xi32>, tensor<1x1x1x16xi32>) -> tensor<1x1x1x16xi32>
    %99 = tosa.reshape %98, %15 : (tensor<1x1x1x16xi32>, !tosa.shape<5>) -> tensor<1x1x1x16x1xi32>
    %100 = tosa.tile %94, %15 : (tensor<8x1x1x1x1xi32>, !tosa.shape<5>) -> tensor<8x1x1x16x1xi32>
    %101 = tosa.tile %99, %14 : (tensor<1x1x1x16x1xi32>, !tosa.shape<5>) -> tensor<8x1x1x16x1xi32>
    %102 = tosa.concat %100, %101 {axis = 4 : i32} : (tensor<8x1x1x16x1xi32>, tensor<8x1x1x16x1xi32>) -> tensor<8x1x1x16x2xi32>
    %103 = tosa.reshape %83, %16 : (tensor<8x16xi1>, !tosa.shape<3>) -> tensor<1x128x1xi1>
    %104 = tosa.reshape %102, %17 : (tensor<8x1x1x16x2xi32>, !tosa.shape<2>) -> tensor<128x2xi32>
    %105 = tosa.mul %104, %43, %8 : (tensor<128x2xi32>, tensor<1x2xi32>, tensor<1xi8>) -> tensor<128x2xi32>
    %106 = tosa.reduce_sum %105 {axis = 1 : i32} : (tensor<128x2xi32>) -> tensor<128x1xi32>
    %107 = tosa.reshape %106, %5 : (tensor<128x1xi32>, !tosa.shape<2>) -> tensor<1x128xi32>
    %108 = tosa.cast %103 : (tensor<1x128x1xi1>) -> tensor<1x128x1xi8>
    %109 = tosa.gather %108, %107 : (tensor<1x128x1xi8>, tensor<1x128xi32>) -> tensor<1x128x1xi8>
    %110 = tosa.cast %109 : (tensor<1x128x1xi8>) -> tensor<1x128x1xi1>
    %111 = tosa.reshape %110, %18 : (tensor<1x128x1xi1>, !tosa.shape<4>) -> tensor<8x1x1x16xi1>
    %112 = tosa.logical_and %89, %111 : (tensor<1x1x16x1xi1>, tensor<8x1x1x16xi1>) -> tensor<8x1x16x16xi1>
    %113 = tosa.select %112, %44, %45 : (tensor<8x1x16x16xi1>, tensor<1x1x1x1xf32>, tensor<1x1x1x1xf32>) -> tensor<8x1x16x16xf32>
    %114 = tosa.transpose %arg6 {perms = array<i32: 1, 0>} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %115 = tosa.reshape %82, %21 : (tensor<8x16x64xf32>, !tosa.shape<3>) -> tensor<1x128x64xf32>
    %116 = tosa.reshape %114, %22 : (tensor<64x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %117 = tosa.matmul %115, %116, %20, %20 : (tensor<1x128x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x64xf32>
    %118 = tosa.reshape %117, %19 : (tensor<1x128x64xf32>, !tosa.shape<2>) -> tensor<128x64xf32>
    %119 = tosa.reshape %arg7, %23 : (tensor<64xf32>, !tosa.shape<2>) -> tensor<1x64xf32>
    %120 = tosa.add %118, %119 : (tensor<128x64xf32>, tensor<1x64xf32>) -> tensor<128x64xf32>
    %121 = tosa.reshape %120, %24 : (tensor<128x64xf32>, !tosa.shape<4>) -> tensor<8x16x2x32xf32>
    %122 = tosa.transpose %121 {perms = array<i32: 0, 2, 1, 3>} : (tensor<8x16x2x32xf32>) -> tensor<8x2x16x32xf32>
    %123 = tosa.transpose %arg8 {perms = array<i32: 1, 0>} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %124 = tosa.reshape %123, %22 : (tensor<64x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %125 = tosa.matmul %115, %124, %20, %20 : (tensor<1x128x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x64xf32>
    %126 = tosa.reshape %125, %19 : (tensor<1x128x64xf32>, !tosa.shape<2>) -> tensor<128x64xf32>
    %127 = tosa.reshape %arg9, %23 : (tensor<64xf32>, !tosa.shape<2>) -> tensor<1x64xf32>
    %128 = tosa.add %126, %127 : (tensor<128x64xf32>, tensor<1x64xf32>) -> tensor<128x64xf32>
    %129 = tosa.reshape %128, %24 : (tensor<128x64xf32>, !tosa.shape<4>) -> tensor<8x16x2x32xf32>
    %130 = tosa.transpose %arg10 {perms = array<i32: 1, 0>} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %131 = tosa.reshape %130, %22 : (tensor<64x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %132 = tosa.matmul %115, %131, %20, %20 : (tensor<1x128x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x64xf32>
    %133 = tosa.reshape %132, %19 : (tensor<1x128x64xf32>, !tosa.shape<2>) -> tensor<128x64xf32>
    %134 = tosa.reshape %arg11, %23 : (tensor<64xf32>, !tosa.shape<2>) -> tensor<1x64xf32>
    %135 = tosa.add %133, %134 : (tensor<128x64xf32>, tensor<1x64xf32>) -> tensor<128x64xf32>
    %136 = tosa.reshape %135, %24 : (tensor<128x64xf32>, !tosa.shape<4>) -> tensor<8x16x2x32xf32>
    %137 = tosa.transpose %136 {perms = array<i32: 0, 2, 1, 3>} : (tensor<8x16x2x32xf32>) -> tensor<8x2x16x32xf32>
    %138 = tosa.transpose %129 {perms = array<i32: 0, 2, 3, 1>} : (tensor<8x16x2x32xf32>) -> tensor<8x2x32x16xf32>
    %139 = tosa.reshape %122, %25 : (tensor<8x2x16x32xf32>, !tosa.shape<3>) -> tensor<16x16x32xf32>
    %140 = tosa.reshape %138, %26 : (tensor<8x2x32x16xf32>, !tosa.shape<3>) -> tensor<16x32x16xf32>
    %141 = tosa.matmul %139, %140, %20, %20 : (tensor<16x16x32xf32>, tensor<16x32x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<16x16x16xf32>
    %142 = tosa.reshape %141, %27 : (tensor<16x16x16xf32>, !tosa.shape<4>) -> tensor<8x2x16x16xf32>
    %143 = tosa.mul %142, %46, %8 : (tensor<8x2x16x16xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<8x2x16x16xf32>
    %144 = tosa.add %143, %113 : (tensor<8x2x16x16xf32>, tensor<8x1x16x16xf32>) -> tensor<8x2x16x16xf32>
    %145 = tosa.reduce_max %144 {axis = 3 : i32} : (tensor<8x2x16x16xf32>) -> tensor<8x2x16x1xf32>
    %146 = tosa.sub %144, %145 : (tensor<8x2x16x16xf32>, tensor<8x2x16x1xf32>) -> tensor<8x2x16x16xf32>
    %147 = tosa.exp %146 : (tensor<8x2x16x16xf32>) -> tensor<8x2x16x16xf32>
    %148 = tosa.reduce_sum %147 {axis = 3 : i32} : (tensor<8x2x16x16xf32>) -> tensor<8x2x16x1xf32>
    %149 = tosa.reciprocal %148 : (tensor<8x2x16x1xf32>) -> tensor<8x2x16x1xf32>
    %150 = tosa.mul %147, %149, %8 : (tensor<8x2x16x16xf32>, tensor<8x2x16x1xf32>, tensor<1xi8>) -> tensor<8x2x16x16xf32>
    %151 = tosa.reshape %150, %28 : (tensor<8x2x16x16xf32>, !tosa.shape<3>) -> tensor<16x16x16xf32>
    %152 = tosa.reshape %137, %25 : (tensor<8x2x16x32xf32>, !tosa.shape<3>) -> tensor<16x16x32xf32>
    %153 = tosa.matmul %151, %152, %20, %20 : (tensor<16x16x16xf32>, tensor<16x16x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<16x16x32xf32>
    %154 = tosa.reshape %153, %29 : (tensor<16x16x32xf32>, !tosa.shape<4>) -> tensor<8x2x16x32xf32>
    %155 = tosa.transpose %154 {perms = array<i32: 0, 2, 1, 3>} : (tensor<8x2x16x32xf32>) -> tensor<8x16x2x32xf32>
    %156 = tosa.transpose %arg12 {perms = array<i32: 1, 0>} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %157 = tosa.reshape %155, %21 : (tensor<8x16x2x32xf32>, !tosa.shape<3>) -> tensor<1x128x64xf32>
    %158 = tosa.reshape %156, %22 : (tensor<64x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %159 = tosa.matmul %157, %158, %20, %20 : (tensor<1x128x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x64xf32>
    %160 = tosa.reshape %159, %19 : (tensor<1x128x64xf32>, !tosa.shape<2>) -> tensor<128x64xf32>
    %161 = tosa.reshape %arg13, %23 : (tensor<64xf32>, !tosa.shape<2>) -> tensor<1x64xf32>
    %162 = tosa.add %160, %161 : (tensor<128x64xf32>, tensor<1x64xf32>) -> tensor<128x64xf32>
    %163 = tosa.reshape %162, %6 : (tensor<128x64xf32>, !tosa.shape<3>) -> tensor<8x16x64xf32>
    %164 = tosa.add %163, %82 : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %165 = tosa.cast %164 : (tensor<8x16x64xf32>) -> tensor<8x16x64xf64>
    %166 = tosa.reduce_sum %165 {axis = 2 : i32} : (tensor<8x16x64xf64>) -> tensor<8x16x1xf64>
    %167 = tosa.mul %166, %35, %8 : (tensor<8x16x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<8x16x1xf64>
    %168 = tosa.sub %165, %167 : (tensor<8x16x64xf64>, tensor<8x16x1xf64>) -> tensor<8x16x64xf64>
    %169 = tosa.mul %168, %168, %8 : (tensor<8x16x64xf64>, tensor<8x16x64xf64>, tensor<1xi8>) -> tensor<8x16x64xf64>
    %170 = tosa.reduce_sum %169 {axis = 2 : i32} : (tensor<8x16x64xf64>) -> tensor<8x16x1xf64>
    %171 = tosa.mul %170, %35, %8 : (tensor<8x16x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<8x16x1xf64>
    %172 = tosa.cast %171 : (tensor<8x16x1xf64>) -> tensor<8x16x1xf32>
    %173 = tosa.reduce_sum %164 {axis = 2 : i32} : (tensor<8x16x64xf32>) -> tensor<8x16x1xf32>
    %174 = tosa.mul %173, %36, %8 : (tensor<8x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<8x16x1xf32>
    %175 = tosa.add %172, %37 : (tensor<8x16x1xf32>, tensor<1x1x1xf32>) -> tensor<8x16x1xf32>
    %176 = tosa.rsqrt %175 : (tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %177 = tosa.sub %164, %174 : (tensor<8x16x64xf32>, tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %178 = tosa.mul %177, %176, %8 : (tensor<8x16x64xf32>, tensor<8x16x1xf32>, tensor<1xi8>) -> tensor<8x16x64xf32>
    %179 = tosa.reshape %arg14, %10 : (tensor<64xf32>, !tosa.shape<3>) -> tensor<1x1x64xf32>
    %180 = tosa.mul %178, %179, %8 : (tensor<8x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<8x16x64xf32>
    %181 = tosa.reshape %arg15, %10 : (tensor<64xf32>, !tosa.shape<3>) -> tensor<1x1x64xf32>
    %182 = tosa.add %180, %181 : (tensor<8x16x64xf32>, tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %183 = tosa.transpose %arg16 {perms = array<i32: 1, 0>} : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %184 = tosa.reshape %182, %21 : (tensor<8x16x64xf32>, !tosa.shape<3>) -> tensor<1x128x64xf32>
    %185 = tosa.reshape %183, %30 : (tensor<64x128xf32>, !tosa.shape<3>) -> tensor<1x64x128xf32>
    %186 = tosa.matmul %184, %185, %20, %20 : (tensor<1x128x64xf32>, tensor<1x64x128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x128xf32>
    %187 = tosa.reshape %186, %31 : (tensor<1x128x128xf32>, !tosa.shape<2>) -> tensor<128x128xf32>
    %188 = tosa.reshape %arg17, %5 : (tensor<128xf32>, !tosa.shape<2>) -> tensor<1x128xf32>
    %189 = tosa.add %187, %188 : (tensor<128x128xf32>, tensor<1x128xf32>) -> tensor<128x128xf32>
    %190 = tosa.reshape %189, %32 : (tensor<128x128xf32>, !tosa.shape<3>) -> tensor<8x16x128xf32>
    %191 = tosa.mul %190, %49, %8 : (tensor<8x16x128xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<8x16x128xf32>
    %192 = tosa.erf %191 : (tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %193 = tosa.add %192, %47 : (tensor<8x16x128xf32>, tensor<1x1x1xf32>) -> tensor<8x16x128xf32>
    %194 = tosa.mul %48, %193, %8 : (tensor<1x1x1xf32>, tensor<8x16x128xf32>, tensor<1xi8>) -> tensor<8x16x128xf32>
    %195 = tosa.mul %190, %194, %8 : (tensor<8x16x128xf32>, tensor<8x16x128xf32>, tensor<1xi8>) -> tensor<8x16x128xf32>
    %196 = tosa.transpose %arg18 {perms = array<i32: 1, 0>} : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %197 = tosa.reshape %195, %33 : (tensor<8x16x128xf32>, !tosa.shape<3>) -> tensor<1x128x128xf32>
    %198 = tosa.reshape %196, %21 : (tensor<128x64xf32>, !tosa.shape<3>) -> tensor<1x128x64xf32>
    %199 = tosa.matmul %197, %198, %20, %20 : (tensor<1x128x128xf32>, tensor<1x128x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x64xf32>
    %200 = tosa.reshape %199, %19 : (tensor<1x128x64xf32>, !tosa.shape<2>) -> tensor<128x64xf32>
    %201 = tosa.reshape %arg19, %23 : (tensor<64xf32>, !tosa.shape<2>) -> tensor<1x64xf32>
    %202 = tosa.add %200, %201 : (tensor<128x64xf32>, tensor<1x64xf32>) -> tensor<128x64xf32>
    %203 = tosa.reshape %202, %6 : (tensor<128x64xf32>, !tosa.shape<3>) -> tensor<8x16x64xf32>
    %204 = tosa.add %203, %182 : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %205 = tosa.cast %204 : (tensor<8x16x64xf32>) -> tensor<8x16x64xf64>
    %206 = tosa.reduce_sum %205 {axis = 2 : i32} : (tensor<8x16x64xf64>) -> tensor<8x16x1xf64>
    %207 = tosa.mul %206, %35, %8 : (tensor<8x16x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<8x16x1xf64>
    %208 = tosa.sub %205, %207 : (tensor<8x16x64xf64>, tensor<8x16x1xf64>) -> tensor<8x16x64xf64>
    %209 = tosa.mul %208, %208, %8 : (tensor<8x16x64xf64>, tensor<8x16x64xf64>, tensor<1xi8>) -> tensor<8x16x64xf64>
    %210 = tosa.reduce_sum %209 {axis = 2 : i32} : (tensor<8x16x64xf64>) -> tensor<8x16x1xf64>
    %211 = tosa.mul %210, %35, %8 : (tensor<8x16x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<8x16x1xf64>
    %212 = tosa.cast %211 : (tensor<8x16x1xf64>) -> tensor<8x16x1xf32>
    %213 = tosa.reduce_sum %204 {axis = 2 : i32} : (tensor<8x16x64xf32>) -> tensor<8x16x1xf32>
    %214 = tosa.mul %213, %36, %8 : (tensor<8x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<8x16x1xf32>
    %215 = tosa.add %212, %37 : (tensor<8x16x1xf32>, tensor<1x1x1xf32>) -> tensor<8x16x1xf32>
    %216 = tosa.rsqrt %215 : (tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %217 = tosa.sub %204, %214 : (tensor<8x16x64xf32>, tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %218 = tosa.mul %217, %216, %8 : (tensor<8x16x64xf32>, tensor<8x16x1xf32>, tensor<1xi8>) -> tensor<8x16x64xf32>
    %219 = tosa.reshape %arg20, %10 : (tensor<64xf32>, !tosa.shape<3>) -> tensor<1x1x64xf32>
    %220 = tosa.mul %218, %219, %8 : (tensor<8x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<8x16x64xf32>
    %221 = tosa.reshape %arg21, %10 : (tensor<64xf32>, !tosa.shape<3>) -> tensor<1x1x64xf32>
    %222 = tosa.add %220, %221 : (tensor<8x16x64xf32>, tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %223 = tosa.transpose %arg22 {perms = array<i32: 1, 0>} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %224 = tosa.reshape %222, %21 : (tensor<8x16x64xf32>, !tosa.shape<3>) -> tensor<1x128x64xf32>
    %225 = tosa.reshape %223, %22 : (tensor<64x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %226 = tosa.matmul %224, %225, %20, %20 : (tensor<1x128x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x64xf32>
    %227 = tosa.reshape %226, %19 : (tensor<1x128x64xf32>, !tosa.shape<2>) -> tensor<128x64xf32>
    %228 = tosa.reshape %arg23, %23 : (tensor<64xf32>, !tosa.shape<2>) -> tensor<1x64xf32>
    %229 = tosa.add %227, %228 : (tensor<128x64xf32>, tensor<1x64xf32>) -> tensor<128x64xf32>
    %230 = tosa.reshape %229, %24 : (tensor<128x64xf32>, !tosa.shape<4>) -> tensor<8x16x2x32xf32>
    %231 = tosa.transpose %230 {perms = array<i32: 0, 2, 1, 3>} : (tensor<8x16x2x32xf32>) -> tensor<8x2x16x32xf32>
    %232 = tosa.transpose %arg24 {perms = array<i32: 1, 0>} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %233 = tosa.reshape %232, %22 : (tensor<64x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %234 = tosa.matmul %224, %233, %20, %20 : (tensor<1x128x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x64xf32>
    %235 = tosa.reshape %234, %19 : (tensor<1x128x64xf32>, !tosa.shape<2>) -> tensor<128x64xf32>
    %236 = tosa.reshape %arg25, %23 : (tensor<64xf32>, !tosa.shape<2>) -> tensor<1x64xf32>
    %237 = tosa.add %235, %236 : (tensor<128x64xf32>, tensor<1x64xf32>) -> tensor<128x64xf32>
    %238 = tosa.reshape %237, %24 : (tensor<128x64xf32>, !tosa.shape<4>) -> tensor<8x16x2x32xf32>
    %239 = tosa.transpose %arg26 {perms = array<i32: 1, 0>} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %240 = tosa.reshape %239, %22 : (tensor<64x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %241 = tosa.matmul %224, %240, %20, %20 : (tensor<1x128x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x64xf32>
    %242 = tosa.reshape %241, %19 : (tensor<1x128x64xf32>, !tosa.shape<2>) -> tensor<128x64xf32>
    %243 = tosa.reshape %arg27, %23 : (tensor<64xf32>, !tosa.shape<2>) -> tensor<1x64xf32>
    %244 = tosa.add %242, %243 : (tensor<128x64xf32>, tensor<1x64xf32>) -> tensor<128x64xf32>
    %245 = tosa.reshape %244, %24 : (tensor<128x64xf32>, !tosa.shape<4>) -> tensor<8x16x2x32xf32>
    %246 = tosa.transpose %245 {perms = array<i32: 0, 2, 1, 3>} : (tensor<8x16x2x32xf32>) -> tensor<8x2x16x32xf32>
    %247 = tosa.transpose %238 {perms = array<i32: 0, 2, 3, 1>} : (tensor<8x16x2x32xf32>) -> tensor<8x2x32x16xf32>
    %248 = tosa.reshape %231, %25 : (tensor<8x2x16x32xf32>, !tosa.shape<3>) -> tensor<16x16x32xf32>
    %249 = tosa.reshape %247, %26 : (tensor<8x2x32x16xf32>, !tosa.shape<3>) -> tensor<16x32x16xf32>
    %250 = tosa.matmul %248, %249, %20, %20 : (tensor<16x16x32xf32>, tensor<16x32x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<16x16x16xf32>
    %251 = tosa.reshape %250, %27 : (tensor<16x16x16xf32>, !tosa.shape<4>) -> tensor<8x2x16x16xf32>
    %252 = tosa.mul %251, %46, %8 : (tensor<8x2x16x16xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<8x2x16x16xf32>
    %253 = tosa.add %252, %113 : (tensor<8x2x16x16xf32>, tensor<8x1x16x16xf32>) -> tensor<8x2x16x16xf32>
    %254 = tosa.reduce_max %253 {axis = 3 : i32} : (tensor<8x2x16x16xf32>) -> tensor<8x2x16x1xf32>
    %255 = tosa.sub %253, %254 : (tensor<8x2x16x16xf32>, tensor<8x2x16x1xf32>) -> tensor<8x2x16x16xf32>
    %256 = tosa.exp %255 : (tensor<8x2x16x16xf32>) -> tensor<8x2x16x16xf32>
    %257 = tosa.reduce_sum %256 {axis = 3 : i32} : (tensor<8x2x16x16xf32>) -> tensor<8x2x16x1xf32>
    %258 = tosa.reciprocal %257 : (tensor<8x2x16x1xf32>) -> tensor<8x2x16x1xf32>
    %259 = tosa.mul %256, %258, %8 : (tensor<8x2x16x16xf32>, tensor<8x2x16x1xf32>, tensor<1xi8>) -> tensor<8x2x16x16xf32>
    %260 = tosa.reshape %259, %28 : (tensor<8x2x16x16xf32>, !tosa.shape<3>) -> tensor<16x16x16xf32>
    %261 = tosa.reshape %246, %25 : (tensor<8x2x16x32xf32>, !tosa.shape<3>) -> tensor<16x16x32xf32>
    %262 = tosa.matmul %260, %261, %20, %20 : (tensor<16x16x16xf32>, tensor<16x16x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<16x16x32xf32>
    %263 = tosa.reshape %262, %29 : (tensor<16x16x32xf32>, !tosa.shape<4>) -> tensor<8x2x16x32xf32>
    %264 = tosa.transpose %263 {perms = array<i32: 0, 2, 1, 3>} : (tensor<8x2x16x32xf32>) -> tensor<8x16x2x32xf32>
    %265 = tosa.transpose %arg28 {perms = array<i32: 1, 0>} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %266 = tosa.reshape %264, %21 : (tensor<8x16x2x32xf32>, !tosa.shape<3>) -> tensor<1x128x64xf32>
    %267 = tosa.reshape %265, %22 : (tensor<64x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %268 = tosa.matmul %266, %267, %20, %20 : (tensor<1x128x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x64xf32>
    %269 = tosa.reshape %268, %19 : (tensor<1x128x64xf32>, !tosa.shape<2>) -> tensor<128x64xf32>
    %270 = tosa.reshape %arg29, %23 : (tensor<64xf32>, !tosa.shape<2>) -> tensor<1x64xf32>
    %271 = tosa.add %269, %270 : (tensor<128x64xf32>, tensor<1x64xf32>) -> tensor<128x64xf32>
    %272 = tosa.reshape %271, %6 : (tensor<128x64xf32>, !tosa.shape<3>) -> tensor<8x16x64xf32>
    %273 = tosa.add %272, %222 : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %274 = tosa.cast %273 : (tensor<8x16x64xf32>) -> tensor<8x16x64xf64>
    %275 = tosa.reduce_sum %274 {axis = 2 : i32} : (tensor<8x16x64xf64>) -> tensor<8x16x1xf64>
    %276 = tosa.mul %275, %35, %8 : (tensor<8x16x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<8x16x1xf64>
    %277 = tosa.sub %274, %276 : (tensor<8x16x64xf64>, tensor<8x16x1xf64>) -> tensor<8x16x64xf64>
    %278 = tosa.mul %277, %277, %8 : (tensor<8x16x64xf64>, tensor<8x16x64xf64>, tensor<1xi8>) -> tensor<8x16x64xf64>
    %279 = tosa.reduce_sum %278 {axis = 2 : i32} : (tensor<8x16x64xf64>) -> tensor<8x16x1xf64>
    %280 = tosa.mul %279, %35, %8 : (tensor<8x16x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<8x16x1xf64>
    %281 = tosa.cast %280 : (tensor<8x16x1xf64>) -> tensor<8x16x1xf32>
    %282 = tosa.reduce_sum %273 {axis = 2 : i32} : (tensor<8x16x64xf32>) -> tensor<8x16x1xf32>
    %283 = tosa.mul %282, %36, %8 : (tensor<8x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<8x16x1xf32>
    %284 = tosa.add %281, %37 : (tensor<8x16x1xf32>, tensor<1x1x1xf32>) -> tensor<8x16x1xf32>
    %285 = tosa.rsqrt %284 : (tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %286 = tosa.sub %273, %283 : (tensor<8x16x64xf32>, tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %287 = tosa.mul %286, %285, %8 : (tensor<8x16x64xf32>, tensor<8x16x1xf32>, tensor<1xi8>) -> tensor<8x16x64xf32>
    %288 = tosa.reshape %arg30, %10 : (tensor<64xf32>, !tosa.shape<3>) -> tensor<1x1x64xf32>
    %289 = tosa.mul %287, %288, %8 : (tensor<8x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<8x16x64xf32>
    %290 = tosa.reshape %arg31, %10 : (tensor<64xf32>, !tosa.shape<3>) -> tensor<1x1x64xf32>
    %291 = tosa.add %289, %290 : (tensor<8x16x64xf32>, tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %292 = tosa.transpose %arg32 {perms = array<i32: 1, 0>} : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %293 = tosa.reshape %291, %21 : (tensor<8x16x64xf32>, !tosa.shape<3>) -> tensor<1x128x64xf32>
    %294 = tosa.reshape %292, %30 : (tensor<64x128xf32>, !tosa.shape<3>) -> tensor<1x64x128xf32>
    %295 = tosa.matmul %293, %294, %20, %20 : (tensor<1x128x64xf32>, tensor<1x64x128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x128xf32>
    %296 = tosa.reshape %295, %31 : (tensor<1x128x128xf32>, !tosa.shape<2>) -> tensor<128x128xf32>
    %297 = tosa.reshape %arg33, %5 : (tensor<128xf32>, !tosa.shape<2>) -> tensor<1x128xf32>
    %298 = tosa.add %296, %297 : (tensor<128x128xf32>, tensor<1x128xf32>) -> tensor<128x128xf32>
    %299 = tosa.reshape %298, %32 : (tensor<128x128xf32>, !tosa.shape<3>) -> tensor<8x16x128xf32>
    %300 = tosa.mul %299, %49, %8 : (tensor<8x16x128xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<8x16x128xf32>
    %301 = tosa.erf %300 : (tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %302 = tosa.add %301, %47 : (tensor<8x16x128xf32>, tensor<1x1x1xf32>) -> tensor<8x16x128xf32>
    %303 = tosa.mul %48, %302, %8 : (tensor<1x1x1xf32>, tensor<8x16x128xf32>, tensor<1xi8>) -> tensor<8x16x128xf32>
    %304 = tosa.mul %299, %303, %8 : (tensor<8x16x128xf32>, tensor<8x16x128xf32>, tensor<1xi8>) -> tensor<8x16x128xf32>
    %305 = tosa.transpose %arg34 {perms = array<i32: 1, 0>} : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %306 = tosa.reshape %304, %33 : (tensor<8x16x128xf32>, !tosa.shape<3>) -> tensor<1x128x128xf32>
    %307 = tosa.reshape %305, %21 : (tensor<128x64xf32>, !tosa.shape<3>) -> tensor<1x128x64xf32>
    %308 = tosa.matmul %306, %307, %20, %20 : (tensor<1x128x128xf32>, tensor<1x128x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x64xf32>
    %309 = tosa.reshape %308, %19 : (tensor<1x128x64xf32>, !tosa.shape<2>) -> tensor<128x64xf32>
    %310 = tosa.reshape %arg35, %23 : (tensor<64xf32>, !tosa.shape<2>) -> tensor<1x64xf32>
    %311 = tosa.add %309, %310 : (tensor<128x64xf32>, tensor<1x64xf32>) -> tensor<128x64xf32>
    %312 = tosa.reshape %311, %6 : (tensor<128x64xf32>, !tosa.shape<3>) -> tensor<8x16x64xf32>
    %313 = tosa.add %312, %291 : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %314 = tosa.cast %313 : (tensor<8x16x64xf32>) -> tensor<8x16x64xf64>
    %315 = tosa.reduce_sum %314 {axis = 2 : i32} : (tensor<8x16x64xf64>) -> tensor<8x16x1xf64>
    %316 = tosa.mul %315, %35, %8 : (tensor<8x16x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<8x16x1xf64>
    %317 = tosa.sub %314, %316 : (tensor<8x16x64xf64>, tensor<8x16x1xf64>) -> tensor<8x16x64xf64>
    %318 = tosa.mul %317, %317, %8 : (tensor<8x16x64xf64>, tensor<8x16x64xf64>, tensor<1xi8>) -> tensor<8x16x64xf64>
    %319 = tosa.reduce_sum %318 {axis = 2 : i32} : (tensor<8x16x64xf64>) -> tensor<8x16x1xf64>
    %320 = tosa.mul %319, %35, %8 : (tensor<8x16x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<8x16x1xf64>
    %321 = tosa.cast %320 : (tensor<8x16x1xf64>) -> tensor<8x16x1xf32>
    %322 = tosa.reduce_sum %313 {axis = 2 : i32} : (tensor<8x16x64xf32>) -> tensor<8x16x1xf32>
    %323 = tosa.mul %322, %36, %8 : (tensor<8x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<8x16x1xf32>
    %324 = tosa.add %321, %37 : (tensor<8x16x1xf32>, tensor<1x1x1xf32>) -> tensor<8x16x1xf32>
    %325 = tosa.rsqrt %324 : (tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %326 = tosa.sub %313, %323 : (tensor<8x16x64xf32>, tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %327 = tosa.mul %326, %325, %8 : (tensor<8x16x64xf32>, tensor<8x16x1xf32>, tensor<1xi8>) -> tensor<8x16x64xf32>
    %328 = tosa.reshape %arg36, %10 : (tensor<64xf32>, !tosa.shape<3>) -> tensor<1x1x64xf32>
    %329 = tosa.mul %327, %328, %8 : (tensor<8x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<8x16x64xf32>
    %330 = tosa.reshape %arg37, %10 : (tensor<64xf32>, !tosa.shape<3>) -> tensor<1x1x64xf32>
    %331 = tosa.add %329, %330 : (tensor<8x16x64xf32>, tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    return %331 : tensor<8x16x64xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_16_torch.int64_1: "0x0800000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000",
      torch_tensor_1_32_torch.int64: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F00000000000000",
      torch_tensor_8_16_torch.int64: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
    }
  }
#-}

