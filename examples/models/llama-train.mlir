// Model zoo: llama-train, exported by examples/models/regenerate.sh (zoo.py); random weights.
// Training step: arguments = inputs, targets, parameters, optimizer state; results = loss, then each updated parameter/state named (cleave.name) as the argument it replaces. {"inputs": ["input_ids"], "parameters": 20, "optimizer_state": 41, "results": 62}
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> ()>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>
#map10 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map11 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#map12 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map13 = affine_map<(d0, d1, d2) -> (d2)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map15 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map16 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map17 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map18 = affine_map<(d0, d1) -> ()>
#map19 = affine_map<() -> ()>
#map20 = affine_map<(d0, d1, d2) -> (0, 0, d2)>
#map21 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, 0, d3, d4)>
#map22 = affine_map<(d0, d1) -> (d0, 0)>
#map23 = affine_map<(d0) -> ()>
module {
  func.func @train_step(%arg0: tensor<8x16xi64> {cleave.name = "input_ids"}, %arg1: tensor<256x64xf32> {cleave.name = "embed_tokens.weight"}, %arg2: tensor<64x64xf32> {cleave.name = "layers.0.self_attn.q_proj.weight"}, %arg3: tensor<32x64xf32> {cleave.name = "layers.0.self_attn.k_proj.weight"}, %arg4: tensor<32x64xf32> {cleave.name = "layers.0.self_attn.v_proj.weight"}, %arg5: tensor<64x64xf32> {cleave.name = "layers.0.self_attn.o_proj.weight"}, %arg6: tensor<128x64xf32> {cleave.name = "layers.0.mlp.gate_proj.weight"}, %arg7: tensor<128x64xf32> {cleave.name = "layers.0.mlp.up_proj.weight"}, %arg8: tensor<64x128xf32> {cleave.name = "layers.0.mlp.down_proj.weight"}, %arg9: tensor<64xf32> {cleave.name = "layers.0.input_layernorm.weight"}, %arg10: tensor<64xf32> {cleave.name = "layers.0.post_attention_layernorm.weight"}, %arg11: tensor<64x64xf32> {cleave.name = "layers.1.self_attn.q_proj.weight"}, %arg12: tensor<32x64xf32> {cleave.name = "layers.1.self_attn.k_proj.weight"}, %arg13: tensor<32x64xf32> {cleave.name = "layers.1.self_attn.v_proj.weight"}, %arg14: tensor<64x64xf32> {cleave.name = "layers.1.self_attn.o_proj.weight"}, %arg15: tensor<128x64xf32> {cleave.name = "layers.1.mlp.gate_proj.weight"}, %arg16: tensor<128x64xf32> {cleave.name = "layers.1.mlp.up_proj.weight"}, %arg17: tensor<64x128xf32> {cleave.name = "layers.1.mlp.down_proj.weight"}, %arg18: tensor<64xf32> {cleave.name = "layers.1.input_layernorm.weight"}, %arg19: tensor<64xf32> {cleave.name = "layers.1.post_attention_layernorm.weight"}, %arg20: tensor<64xf32> {cleave.name = "norm.weight"}, %arg21: tensor<256x64xf32> {cleave.name = "adam_m.embed_tokens.weight"}, %arg22: tensor<64x64xf32> {cleave.name = "adam_m.layers.0.self_attn.q_proj.weight"}, %arg23: tensor<32x64xf32> {cleave.name = "adam_m.layers.0.self_attn.k_proj.weight"}, %arg24: tensor<32x64xf32> {cleave.name = "adam_m.layers.0.self_attn.v_proj.weight"}, %arg25: tensor<64x64xf32> {cleave.name = "adam_m.layers.0.self_attn.o_proj.weight"}, %arg26: tensor<128x64xf32> {cleave.name = "adam_m.layers.0.mlp.gate_proj.weight"}, %arg27: tensor<128x64xf32> {cleave.name = "adam_m.layers.0.mlp.up_proj.weight"}, %arg28: tensor<64x128xf32> {cleave.name = "adam_m.layers.0.mlp.down_proj.weight"}, %arg29: tensor<64xf32> {cleave.name = "adam_m.layers.0.input_layernorm.weight"}, %arg30: tensor<64xf32> {cleave.name = "adam_m.layers.0.post_attention_layernorm.weight"}, %arg31: tensor<64x64xf32> {cleave.name = "adam_m.layers.1.self_attn.q_proj.weight"}, %arg32: tensor<32x64xf32> {cleave.name = "adam_m.layers.1.self_attn.k_proj.weight"}, %arg33: tensor<32x64xf32> {cleave.name = "adam_m.layers.1.self_attn.v_proj.weight"}, %arg34: tensor<64x64xf32> {cleave.name = "adam_m.layers.1.self_attn.o_proj.weight"}, %arg35: tensor<128x64xf32> {cleave.name = "adam_m.layers.1.mlp.gate_proj.weight"}, %arg36: tensor<128x64xf32> {cleave.name = "adam_m.layers.1.mlp.up_proj.weight"}, %arg37: tensor<64x128xf32> {cleave.name = "adam_m.layers.1.mlp.down_proj.weight"}, %arg38: tensor<64xf32> {cleave.name = "adam_m.layers.1.input_layernorm.weight"}, %arg39: tensor<64xf32> {cleave.name = "adam_m.layers.1.post_attention_layernorm.weight"}, %arg40: tensor<64xf32> {cleave.name = "adam_m.norm.weight"}, %arg41: tensor<256x64xf32> {cleave.name = "adam_v.embed_tokens.weight"}, %arg42: tensor<64x64xf32> {cleave.name = "adam_v.layers.0.self_attn.q_proj.weight"}, %arg43: tensor<32x64xf32> {cleave.name = "adam_v.layers.0.self_attn.k_proj.weight"}, %arg44: tensor<32x64xf32> {cleave.name = "adam_v.layers.0.self_attn.v_proj.weight"}, %arg45: tensor<64x64xf32> {cleave.name = "adam_v.layers.0.self_attn.o_proj.weight"}, %arg46: tensor<128x64xf32> {cleave.name = "adam_v.layers.0.mlp.gate_proj.weight"}, %arg47: tensor<128x64xf32> {cleave.name = "adam_v.layers.0.mlp.up_proj.weight"}, %arg48: tensor<64x128xf32> {cleave.name = "adam_v.layers.0.mlp.down_proj.weight"}, %arg49: tensor<64xf32> {cleave.name = "adam_v.layers.0.input_layernorm.weight"}, %arg50: tensor<64xf32> {cleave.name = "adam_v.layers.0.post_attention_layernorm.weight"}, %arg51: tensor<64x64xf32> {cleave.name = "adam_v.layers.1.self_attn.q_proj.weight"}, %arg52: tensor<32x64xf32> {cleave.name = "adam_v.layers.1.self_attn.k_proj.weight"}, %arg53: tensor<32x64xf32> {cleave.name = "adam_v.layers.1.self_attn.v_proj.weight"}, %arg54: tensor<64x64xf32> {cleave.name = "adam_v.layers.1.self_attn.o_proj.weight"}, %arg55: tensor<128x64xf32> {cleave.name = "adam_v.layers.1.mlp.gate_proj.weight"}, %arg56: tensor<128x64xf32> {cleave.name = "adam_v.layers.1.mlp.up_proj.weight"}, %arg57: tensor<64x128xf32> {cleave.name = "adam_v.layers.1.mlp.down_proj.weight"}, %arg58: tensor<64xf32> {cleave.name = "adam_v.layers.1.input_layernorm.weight"}, %arg59: tensor<64xf32> {cleave.name = "adam_v.layers.1.post_attention_layernorm.weight"}, %arg60: tensor<64xf32> {cleave.name = "adam_v.norm.weight"}, %arg61: tensor<i64> {cleave.name = "step"}) -> (tensor<f32> {cleave.name = "loss"}, tensor<256x64xf32> {cleave.name = "embed_tokens.weight"}, tensor<64x64xf32> {cleave.name = "layers.0.self_attn.q_proj.weight"}, tensor<32x64xf32> {cleave.name = "layers.0.self_attn.k_proj.weight"}, tensor<32x64xf32> {cleave.name = "layers.0.self_attn.v_proj.weight"}, tensor<64x64xf32> {cleave.name = "layers.0.self_attn.o_proj.weight"}, tensor<128x64xf32> {cleave.name = "layers.0.mlp.gate_proj.weight"}, tensor<128x64xf32> {cleave.name = "layers.0.mlp.up_proj.weight"}, tensor<64x128xf32> {cleave.name = "layers.0.mlp.down_proj.weight"}, tensor<64xf32> {cleave.name = "layers.0.input_layernorm.weight"}, tensor<64xf32> {cleave.name = "layers.0.post_attention_layernorm.weight"}, tensor<64x64xf32> {cleave.name = "layers.1.self_attn.q_proj.weight"}, tensor<32x64xf32> {cleave.name = "layers.1.self_attn.k_proj.weight"}, tensor<32x64xf32> {cleave.name = "layers.1.self_attn.v_proj.weight"}, tensor<64x64xf32> {cleave.name = "layers.1.self_attn.o_proj.weight"}, tensor<128x64xf32> {cleave.name = "layers.1.mlp.gate_proj.weight"}, tensor<128x64xf32> {cleave.name = "layers.1.mlp.up_proj.weight"}, tensor<64x128xf32> {cleave.name = "layers.1.mlp.down_proj.weight"}, tensor<64xf32> {cleave.name = "layers.1.input_layernorm.weight"}, tensor<64xf32> {cleave.name = "layers.1.post_attention_layernorm.weight"}, tensor<64xf32> {cleave.name = "norm.weight"}, tensor<256x64xf32> {cleave.name = "adam_m.embed_tokens.weight"}, tensor<64x64xf32> {cleave.name = "adam_m.layers.0.self_attn.q_proj.weight"}, tensor<32x64xf32> {cleave.name = "adam_m.layers.0.self_attn.k_proj.weight"}, tensor<32x64xf32> {cleave.name = "adam_m.layers.0.self_attn.v_proj.weight"}, tensor<64x64xf32> {cleave.name = "adam_m.layers.0.self_attn.o_proj.weight"}, tensor<128x64xf32> {cleave.name = "adam_m.layers.0.mlp.gate_proj.weight"}, tensor<128x64xf32> {cleave.name = "adam_m.layers.0.mlp.up_proj.weight"}, tensor<64x128xf32> {cleave.name = "adam_m.layers.0.mlp.down_proj.weight"}, tensor<64xf32> {cleave.name = "adam_m.layers.0.input_layernorm.weight"}, tensor<64xf32> {cleave.name = "adam_m.layers.0.post_attention_layernorm.weight"}, tensor<64x64xf32> {cleave.name = "adam_m.layers.1.self_attn.q_proj.weight"}, tensor<32x64xf32> {cleave.name = "adam_m.layers.1.self_attn.k_proj.weight"}, tensor<32x64xf32> {cleave.name = "adam_m.layers.1.self_attn.v_proj.weight"}, tensor<64x64xf32> {cleave.name = "adam_m.layers.1.self_attn.o_proj.weight"}, tensor<128x64xf32> {cleave.name = "adam_m.layers.1.mlp.gate_proj.weight"}, tensor<128x64xf32> {cleave.name = "adam_m.layers.1.mlp.up_proj.weight"}, tensor<64x128xf32> {cleave.name = "adam_m.layers.1.mlp.down_proj.weight"}, tensor<64xf32> {cleave.name = "adam_m.layers.1.input_layernorm.weight"}, tensor<64xf32> {cleave.name = "adam_m.layers.1.post_attention_layernorm.weight"}, tensor<64xf32> {cleave.name = "adam_m.norm.weight"}, tensor<256x64xf32> {cleave.name = "adam_v.embed_tokens.weight"}, tensor<64x64xf32> {cleave.name = "adam_v.layers.0.self_attn.q_proj.weight"}, tensor<32x64xf32> {cleave.name = "adam_v.layers.0.self_attn.k_proj.weight"}, tensor<32x64xf32> {cleave.name = "adam_v.layers.0.self_attn.v_proj.weight"}, tensor<64x64xf32> {cleave.name = "adam_v.layers.0.self_attn.o_proj.weight"}, tensor<128x64xf32> {cleave.name = "adam_v.layers.0.mlp.gate_proj.weight"}, tensor<128x64xf32> {cleave.name = "adam_v.layers.0.mlp.up_proj.weight"}, tensor<64x128xf32> {cleave.name = "adam_v.layers.0.mlp.down_proj.weight"}, tensor<64xf32> {cleave.name = "adam_v.layers.0.input_layernorm.weight"}, tensor<64xf32> {cleave.name = "adam_v.layers.0.post_attention_layernorm.weight"}, tensor<64x64xf32> {cleave.name = "adam_v.layers.1.self_attn.q_proj.weight"}, tensor<32x64xf32> {cleave.name = "adam_v.layers.1.self_attn.k_proj.weight"}, tensor<32x64xf32> {cleave.name = "adam_v.layers.1.self_attn.v_proj.weight"}, tensor<64x64xf32> {cleave.name = "adam_v.layers.1.self_attn.o_proj.weight"}, tensor<128x64xf32> {cleave.name = "adam_v.layers.1.mlp.gate_proj.weight"}, tensor<128x64xf32> {cleave.name = "adam_v.layers.1.mlp.up_proj.weight"}, tensor<64x128xf32> {cleave.name = "adam_v.layers.1.mlp.down_proj.weight"}, tensor<64xf32> {cleave.name = "adam_v.layers.1.input_layernorm.weight"}, tensor<64xf32> {cleave.name = "adam_v.layers.1.post_attention_layernorm.weight"}, tensor<64xf32> {cleave.name = "adam_v.norm.weight"}, tensor<i64> {cleave.name = "step"}) {
    %c3_i64 = arith.constant 3 : i64
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %c256 = arith.constant 256 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<8x4x16x16xf32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<8x2x16x16xf32>
    %cst_4 = arith.constant dense<1.000000e+00> : tensor<8x16x128xf32>
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<8x16x256xf32>
    %cst_6 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_7 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_8 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_9 = arith.constant dense<true> : tensor<i1>
    %cst_10 = arith.constant 1.000000e-08 : f64
    %cst_11 = arith.constant 0.0010000000000000009 : f64
    %cst_12 = arith.constant 0.99899999999999999 : f64
    %cst_13 = arith.constant 0.099999999999999978 : f64
    %cst_14 = arith.constant 9.000000e-01 : f64
    %cst_15 = arith.constant 1.000000e-03 : f64
    %cst_16 = arith.constant -0.0010005003335835344 : f64
    %cst_17 = arith.constant -0.10536051565782628 : f64
    %cst_18 = arith.constant 9.9999999999999995E-7 : f64
    %cst_19 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %true = arith.constant true
    %cst_20 = arith.constant 6.400000e+01 : f32
    %cst_21 = arith.constant 2.500000e-01 : f32
    %cst_22 = arith.constant 1.200000e+02 : f32
    %cst_23 = arith.constant -5.000000e-01 : f32
    %cst_24 = arith.constant 2.000000e+00 : f32
    %cst_25 = arith.constant dense<1> : tensor<i64>
    %0 = tensor.empty() : tensor<16xi64>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%0 : tensor<16xi64>) {
    ^bb0(%out: i64):
      %1171 = linalg.index 0 : index
      %1172 = arith.index_cast %1171 : index to i64
      linalg.yield %1172 : i64
    } -> tensor<16xi64>
    %2 = tensor.empty() : tensor<8x16xi64>
    %3 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<16xi64>) outs(%2 : tensor<8x16xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<8x16xi64>
    %4 = tensor.empty() : tensor<8x16x64xf32>
    %5 = tensor.empty() : tensor<8x16x64xf32>
    %6 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<8x16xi64>) outs(%5 : tensor<8x16x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %1171 = arith.index_cast %in : i64 to index
      %1172 = linalg.index 2 : index
      %1173 = arith.cmpi slt, %1171, %c256 : index
      cf.assert %1173, "index must be smaller than dim size"
      %1174 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %1174, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%1171, %1172] : tensor<256x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x16x64xf32>
    %7 = tensor.empty() : tensor<8xi64>
    %8 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%7 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %1171 = linalg.index 0 : index
      %1172 = arith.index_cast %1171 : index to i64
      linalg.yield %1172 : i64
    } -> tensor<8xi64>
    %expanded = tensor.expand_shape %8 [[0, 1, 2, 3]] output_shape [8, 1, 1, 1] : tensor<8xi64> into tensor<8x1x1x1xi64>
    %expanded_26 = tensor.expand_shape %1 [[0, 1, 2, 3]] output_shape [1, 1, 16, 1] : tensor<16xi64> into tensor<1x1x16x1xi64>
    %expanded_27 = tensor.expand_shape %1 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] : tensor<16xi64> into tensor<1x1x1x16xi64>
    %9 = tensor.empty() : tensor<1x1x16x16xi1>
    %10 = tensor.empty() : tensor<1x1x16x16xi1>
    %11 = linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_27, %expanded_26 : tensor<1x1x1x16xi64>, tensor<1x1x16x1xi64>) outs(%10 : tensor<1x1x16x16xi1>) {
    ^bb0(%in: i64, %in_220: i64, %out: i1):
      %1171 = arith.cmpi sle, %in, %in_220 : i64
      linalg.yield %1171 : i1
    } -> tensor<1x1x16x16xi1>
    %12 = linalg.generic {indexing_maps = [#map8, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_9, %11 : tensor<i1>, tensor<1x1x16x16xi1>) outs(%9 : tensor<1x1x16x16xi1>) {
    ^bb0(%in: i1, %in_220: i1, %out: i1):
      %1171 = arith.andi %in, %in_220 : i1
      linalg.yield %1171 : i1
    } -> tensor<1x1x16x16xi1>
    %13 = tensor.empty() : tensor<8x1x1x16xi1>
    %14 = linalg.generic {indexing_maps = [#map9, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_27 : tensor<8x1x1x1xi64>, tensor<1x1x1x16xi64>) outs(%13 : tensor<8x1x1x16xi1>) {
    ^bb0(%in: i64, %in_220: i64, %out: i1):
      linalg.yield %true : i1
    } -> tensor<8x1x1x16xi1>
    %15 = tensor.empty() : tensor<8x1x16x16xi1>
    %16 = linalg.generic {indexing_maps = [#map11, #map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12, %14 : tensor<1x1x16x16xi1>, tensor<8x1x1x16xi1>) outs(%15 : tensor<8x1x16x16xi1>) {
    ^bb0(%in: i1, %in_220: i1, %out: i1):
      %1171 = arith.andi %in, %in_220 : i1
      linalg.yield %1171 : i1
    } -> tensor<8x1x16x16xi1>
    %17 = tensor.empty() : tensor<8x1x16x16xf32>
    %18 = linalg.generic {indexing_maps = [#map7, #map8, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16, %cst_8, %cst_7 : tensor<8x1x16x16xi1>, tensor<f32>, tensor<f32>) outs(%17 : tensor<8x1x16x16xf32>) {
    ^bb0(%in: i1, %in_220: f32, %in_221: f32, %out: f32):
      %1171 = arith.select %in, %in_220, %in_221 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x1x16x16xf32>
    %expanded_28 = tensor.expand_shape %3 [[0], [1, 2]] output_shape [8, 16, 1] : tensor<8x16xi64> into tensor<8x16x1xi64>
    %19 = tensor.empty() : tensor<8x16x1xf32>
    %20 = tensor.empty() : tensor<8x16x1xf32>
    %21 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_28 : tensor<8x16x1xi64>) outs(%20 : tensor<8x16x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %1171 = arith.sitofp %in : i64 to f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x1xf32>
    %22 = tensor.empty() : tensor<8x16x8xf32>
    %23 = linalg.generic {indexing_maps = [#map12, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21, %cst_19 : tensor<8x16x1xf32>, tensor<8xf32>) outs(%22 : tensor<8x16x8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x8xf32>
    %concat = tensor.concat dim(2) %23, %23 : (tensor<8x16x8xf32>, tensor<8x16x8xf32>) -> tensor<8x16x16xf32>
    %24 = tensor.empty() : tensor<8x16x16xf32>
    %25 = tensor.empty() : tensor<8x16x16xf32>
    %26 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<8x16x16xf32>) outs(%25 : tensor<8x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = math.cos %in : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x16xf32>
    %27 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<8x16x16xf32>) outs(%24 : tensor<8x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = math.sin %in : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x16xf32>
    %28 = tensor.empty() : tensor<8x16x64xf32>
    %29 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<8x16x64xf32>) outs(%28 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %30 = tensor.empty() : tensor<8x16x1xf32>
    %31 = linalg.fill ins(%cst : f32) outs(%30 : tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %32 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%29 : tensor<8x16x64xf32>) outs(%31 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.addf %in, %out : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x1xf32>
    %33 = tensor.empty() : tensor<8x16x1xf32>
    %34 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32 : tensor<8x16x1xf32>) outs(%33 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.divf %in, %cst_20 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x1xf32>
    %35 = tensor.empty() : tensor<8x16x1xf32>
    %36 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34 : tensor<8x16x1xf32>) outs(%35 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_18 : f64 to f32
      %1172 = arith.addf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<8x16x1xf32>
    %37 = tensor.empty() : tensor<8x16x1xf32>
    %38 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36 : tensor<8x16x1xf32>) outs(%37 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = math.rsqrt %in : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x1xf32>
    %39 = tensor.empty() : tensor<8x16x64xf32>
    %40 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %38 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%39 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %41 = tensor.empty() : tensor<8x16x64xf32>
    %42 = linalg.generic {indexing_maps = [#map13, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9, %40 : tensor<64xf32>, tensor<8x16x64xf32>) outs(%41 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %43 = tensor.empty() : tensor<64x64xf32>
    %44 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg2 : tensor<64x64xf32>) outs(%44 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %42 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %45 = tensor.empty() : tensor<128x64xf32>
    %46 = tensor.empty() : tensor<128x64xf32>
    %47 = linalg.fill ins(%cst : f32) outs(%46 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %48 = linalg.matmul ins(%collapsed, %transposed : tensor<128x64xf32>, tensor<64x64xf32>) outs(%47 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_29 = tensor.expand_shape %48 [[0, 1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<128x64xf32> into tensor<8x16x4x16xf32>
    %49 = tensor.empty() : tensor<8x4x16x16xf32>
    %50 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_30 = linalg.transpose ins(%expanded_29 : tensor<8x16x4x16xf32>) outs(%50 : tensor<8x4x16x16xf32>) permutation = [0, 2, 1, 3] 
    %51 = tensor.empty() : tensor<64x32xf32>
    %52 = tensor.empty() : tensor<64x32xf32>
    %transposed_31 = linalg.transpose ins(%arg3 : tensor<32x64xf32>) outs(%52 : tensor<64x32xf32>) permutation = [1, 0] 
    %53 = tensor.empty() : tensor<128x32xf32>
    %54 = linalg.fill ins(%cst : f32) outs(%53 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %55 = linalg.matmul ins(%collapsed, %transposed_31 : tensor<128x64xf32>, tensor<64x32xf32>) outs(%54 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %expanded_32 = tensor.expand_shape %55 [[0, 1], [2, 3]] output_shape [8, 16, 2, 16] : tensor<128x32xf32> into tensor<8x16x2x16xf32>
    %56 = tensor.empty() : tensor<8x2x16x16xf32>
    %57 = tensor.empty() : tensor<8x2x16x16xf32>
    %transposed_33 = linalg.transpose ins(%expanded_32 : tensor<8x16x2x16xf32>) outs(%57 : tensor<8x2x16x16xf32>) permutation = [0, 2, 1, 3] 
    %58 = tensor.empty() : tensor<64x32xf32>
    %transposed_34 = linalg.transpose ins(%arg4 : tensor<32x64xf32>) outs(%58 : tensor<64x32xf32>) permutation = [1, 0] 
    %59 = linalg.matmul ins(%collapsed, %transposed_34 : tensor<128x64xf32>, tensor<64x32xf32>) outs(%54 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %expanded_35 = tensor.expand_shape %59 [[0, 1], [2, 3]] output_shape [8, 16, 2, 16] : tensor<128x32xf32> into tensor<8x16x2x16xf32>
    %60 = tensor.empty() : tensor<8x2x16x16xf32>
    %transposed_36 = linalg.transpose ins(%expanded_35 : tensor<8x16x2x16xf32>) outs(%60 : tensor<8x2x16x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_37 = tensor.expand_shape %26 [[0], [1, 2], [3]] output_shape [8, 1, 16, 16] : tensor<8x16x16xf32> into tensor<8x1x16x16xf32>
    %expanded_38 = tensor.expand_shape %27 [[0], [1, 2], [3]] output_shape [8, 1, 16, 16] : tensor<8x16x16xf32> into tensor<8x1x16x16xf32>
    %61 = tensor.empty() : tensor<8x4x16x16xf32>
    %62 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_30, %expanded_37 : tensor<8x4x16x16xf32>, tensor<8x1x16x16xf32>) outs(%61 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x4x16x16xf32>
    %extracted_slice = tensor.extract_slice %transposed_30[0, 0, 0, 0] [8, 4, 16, 8] [1, 1, 1, 1] : tensor<8x4x16x16xf32> to tensor<8x4x16x8xf32>
    %extracted_slice_39 = tensor.extract_slice %transposed_30[0, 0, 0, 8] [8, 4, 16, 8] [1, 1, 1, 1] : tensor<8x4x16x16xf32> to tensor<8x4x16x8xf32>
    %63 = tensor.empty() : tensor<8x4x16x8xf32>
    %64 = tensor.empty() : tensor<8x4x16x8xf32>
    %65 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_39 : tensor<8x4x16x8xf32>) outs(%64 : tensor<8x4x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.negf %in : f32
      linalg.yield %1171 : f32
    } -> tensor<8x4x16x8xf32>
    %concat_40 = tensor.concat dim(3) %65, %extracted_slice : (tensor<8x4x16x8xf32>, tensor<8x4x16x8xf32>) -> tensor<8x4x16x16xf32>
    %66 = tensor.empty() : tensor<8x4x16x16xf32>
    %67 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_40, %expanded_38 : tensor<8x4x16x16xf32>, tensor<8x1x16x16xf32>) outs(%66 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x4x16x16xf32>
    %68 = tensor.empty() : tensor<8x4x16x16xf32>
    %69 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62, %67 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%68 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x4x16x16xf32>
    %70 = tensor.empty() : tensor<8x2x16x16xf32>
    %71 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_33, %expanded_37 : tensor<8x2x16x16xf32>, tensor<8x1x16x16xf32>) outs(%70 : tensor<8x2x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x2x16x16xf32>
    %extracted_slice_41 = tensor.extract_slice %transposed_33[0, 0, 0, 0] [8, 2, 16, 8] [1, 1, 1, 1] : tensor<8x2x16x16xf32> to tensor<8x2x16x8xf32>
    %extracted_slice_42 = tensor.extract_slice %transposed_33[0, 0, 0, 8] [8, 2, 16, 8] [1, 1, 1, 1] : tensor<8x2x16x16xf32> to tensor<8x2x16x8xf32>
    %72 = tensor.empty() : tensor<8x2x16x8xf32>
    %73 = tensor.empty() : tensor<8x2x16x8xf32>
    %74 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_42 : tensor<8x2x16x8xf32>) outs(%73 : tensor<8x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.negf %in : f32
      linalg.yield %1171 : f32
    } -> tensor<8x2x16x8xf32>
    %concat_43 = tensor.concat dim(3) %74, %extracted_slice_41 : (tensor<8x2x16x8xf32>, tensor<8x2x16x8xf32>) -> tensor<8x2x16x16xf32>
    %75 = tensor.empty() : tensor<8x2x16x16xf32>
    %76 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_43, %expanded_38 : tensor<8x2x16x16xf32>, tensor<8x1x16x16xf32>) outs(%75 : tensor<8x2x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x2x16x16xf32>
    %77 = tensor.empty() : tensor<8x2x16x16xf32>
    %78 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71, %76 : tensor<8x2x16x16xf32>, tensor<8x2x16x16xf32>) outs(%77 : tensor<8x2x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x2x16x16xf32>
    %79 = tensor.empty() : tensor<8x2x2x16x16xf32>
    %80 = tensor.empty() : tensor<8x2x2x16x16xf32>
    %81 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%78 : tensor<8x2x16x16xf32>) outs(%80 : tensor<8x2x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x2x2x16x16xf32>
    %collapsed_44 = tensor.collapse_shape %81 [[0], [1, 2], [3], [4]] : tensor<8x2x2x16x16xf32> into tensor<8x4x16x16xf32>
    %82 = tensor.empty() : tensor<8x2x2x16x16xf32>
    %83 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_36 : tensor<8x2x16x16xf32>) outs(%82 : tensor<8x2x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x2x2x16x16xf32>
    %84 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_45 = linalg.transpose ins(%collapsed_44 : tensor<8x4x16x16xf32>) outs(%84 : tensor<8x4x16x16xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_46 = tensor.collapse_shape %69 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_47 = tensor.collapse_shape %transposed_45 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %85 = tensor.empty() : tensor<32x16x16xf32>
    %86 = tensor.empty() : tensor<32x16x16xf32>
    %87 = linalg.fill ins(%cst : f32) outs(%86 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %88 = linalg.batch_matmul ins(%collapsed_46, %collapsed_47 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%87 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_48 = tensor.expand_shape %88 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %89 = tensor.empty() : tensor<8x4x16x16xf32>
    %90 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_48 : tensor<8x4x16x16xf32>) outs(%89 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.mulf %in, %cst_21 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x4x16x16xf32>
    %91 = tensor.empty() : tensor<8x4x16x16xf32>
    %92 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%90, %18 : tensor<8x4x16x16xf32>, tensor<8x1x16x16xf32>) outs(%91 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x4x16x16xf32>
    %93 = tensor.empty() : tensor<8x4x16xi64>
    %94 = linalg.fill ins(%c0_i64 : i64) outs(%93 : tensor<8x4x16xi64>) -> tensor<8x4x16xi64>
    %95 = tensor.empty() : tensor<8x4x16xf32>
    %96 = linalg.fill ins(%cst_0 : f32) outs(%95 : tensor<8x4x16xf32>) -> tensor<8x4x16xf32>
    %97:2 = linalg.generic {indexing_maps = [#map7, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%92 : tensor<8x4x16x16xf32>) outs(%96, %94 : tensor<8x4x16xf32>, tensor<8x4x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_220: i64):
      %1171 = linalg.index 3 : index
      %1172 = arith.index_cast %1171 : index to i64
      %1173 = arith.maximumf %in, %out : f32
      %1174 = arith.cmpf ogt, %in, %out : f32
      %1175 = arith.select %1174, %1172, %out_220 : i64
      linalg.yield %1173, %1175 : f32, i64
    } -> (tensor<8x4x16xf32>, tensor<8x4x16xi64>)
    %expanded_49 = tensor.expand_shape %97#0 [[0], [1], [2, 3]] output_shape [8, 4, 16, 1] : tensor<8x4x16xf32> into tensor<8x4x16x1xf32>
    %98 = tensor.empty() : tensor<8x4x16x16xf32>
    %99 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92, %expanded_49 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%98 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.subf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x4x16x16xf32>
    %100 = tensor.empty() : tensor<8x4x16x16xf32>
    %101 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%99 : tensor<8x4x16x16xf32>) outs(%100 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = math.exp %in : f32
      linalg.yield %1171 : f32
    } -> tensor<8x4x16x16xf32>
    %102 = tensor.empty() : tensor<8x4x16x1xf32>
    %103 = linalg.fill ins(%cst : f32) outs(%102 : tensor<8x4x16x1xf32>) -> tensor<8x4x16x1xf32>
    %104 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%101 : tensor<8x4x16x16xf32>) outs(%103 : tensor<8x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.addf %in, %out : f32
      linalg.yield %1171 : f32
    } -> tensor<8x4x16x1xf32>
    %105 = tensor.empty() : tensor<8x4x16x16xf32>
    %106 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%101, %104 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%105 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.divf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x4x16x16xf32>
    %collapsed_50 = tensor.collapse_shape %106 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_51 = tensor.collapse_shape %83 [[0, 1, 2], [3], [4]] : tensor<8x2x2x16x16xf32> into tensor<32x16x16xf32>
    %107 = linalg.batch_matmul ins(%collapsed_50, %collapsed_51 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%87 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_52 = tensor.expand_shape %107 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %108 = tensor.empty() : tensor<8x16x4x16xf32>
    %109 = tensor.empty() : tensor<8x16x4x16xf32>
    %transposed_53 = linalg.transpose ins(%expanded_52 : tensor<8x4x16x16xf32>) outs(%109 : tensor<8x16x4x16xf32>) permutation = [0, 2, 1, 3] 
    %110 = tensor.empty() : tensor<64x64xf32>
    %transposed_54 = linalg.transpose ins(%arg5 : tensor<64x64xf32>) outs(%110 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_55 = tensor.collapse_shape %transposed_53 [[0, 1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<128x64xf32>
    %111 = linalg.matmul ins(%collapsed_55, %transposed_54 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%47 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_56 = tensor.expand_shape %111 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %112 = tensor.empty() : tensor<8x16x64xf32>
    %113 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %expanded_56 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%112 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %114 = tensor.empty() : tensor<8x16x64xf32>
    %115 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<8x16x64xf32>) outs(%114 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %116 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%115 : tensor<8x16x64xf32>) outs(%31 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.addf %in, %out : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x1xf32>
    %117 = tensor.empty() : tensor<8x16x1xf32>
    %118 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116 : tensor<8x16x1xf32>) outs(%117 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.divf %in, %cst_20 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x1xf32>
    %119 = tensor.empty() : tensor<8x16x1xf32>
    %120 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118 : tensor<8x16x1xf32>) outs(%119 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_18 : f64 to f32
      %1172 = arith.addf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<8x16x1xf32>
    %121 = tensor.empty() : tensor<8x16x1xf32>
    %122 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120 : tensor<8x16x1xf32>) outs(%121 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = math.rsqrt %in : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x1xf32>
    %123 = tensor.empty() : tensor<8x16x64xf32>
    %124 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113, %122 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%123 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %125 = tensor.empty() : tensor<8x16x64xf32>
    %126 = linalg.generic {indexing_maps = [#map13, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg10, %124 : tensor<64xf32>, tensor<8x16x64xf32>) outs(%125 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %127 = tensor.empty() : tensor<64x128xf32>
    %128 = tensor.empty() : tensor<64x128xf32>
    %transposed_57 = linalg.transpose ins(%arg6 : tensor<128x64xf32>) outs(%128 : tensor<64x128xf32>) permutation = [1, 0] 
    %collapsed_58 = tensor.collapse_shape %126 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %129 = tensor.empty() : tensor<128x128xf32>
    %130 = tensor.empty() : tensor<128x128xf32>
    %131 = linalg.fill ins(%cst : f32) outs(%130 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %132 = linalg.matmul ins(%collapsed_58, %transposed_57 : tensor<128x64xf32>, tensor<64x128xf32>) outs(%131 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %expanded_59 = tensor.expand_shape %132 [[0, 1], [2]] output_shape [8, 16, 128] : tensor<128x128xf32> into tensor<8x16x128xf32>
    %133 = tensor.empty() : tensor<8x16x128xf32>
    %134 = tensor.empty() : tensor<8x16x128xf32>
    %135 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_59 : tensor<8x16x128xf32>) outs(%134 : tensor<8x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.negf %in : f32
      %1172 = math.exp %1171 : f32
      %1173 = arith.addf %1172, %cst_1 : f32
      %1174 = arith.divf %cst_1, %1173 : f32
      linalg.yield %1174 : f32
    } -> tensor<8x16x128xf32>
    %136 = tensor.empty() : tensor<8x16x128xf32>
    %137 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_59, %135 : tensor<8x16x128xf32>, tensor<8x16x128xf32>) outs(%136 : tensor<8x16x128xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x128xf32>
    %138 = tensor.empty() : tensor<64x128xf32>
    %transposed_60 = linalg.transpose ins(%arg7 : tensor<128x64xf32>) outs(%138 : tensor<64x128xf32>) permutation = [1, 0] 
    %139 = linalg.matmul ins(%collapsed_58, %transposed_60 : tensor<128x64xf32>, tensor<64x128xf32>) outs(%131 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %expanded_61 = tensor.expand_shape %139 [[0, 1], [2]] output_shape [8, 16, 128] : tensor<128x128xf32> into tensor<8x16x128xf32>
    %140 = tensor.empty() : tensor<8x16x128xf32>
    %141 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137, %expanded_61 : tensor<8x16x128xf32>, tensor<8x16x128xf32>) outs(%140 : tensor<8x16x128xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x128xf32>
    %142 = tensor.empty() : tensor<128x64xf32>
    %transposed_62 = linalg.transpose ins(%arg8 : tensor<64x128xf32>) outs(%142 : tensor<128x64xf32>) permutation = [1, 0] 
    %collapsed_63 = tensor.collapse_shape %141 [[0, 1], [2]] : tensor<8x16x128xf32> into tensor<128x128xf32>
    %143 = linalg.matmul ins(%collapsed_63, %transposed_62 : tensor<128x128xf32>, tensor<128x64xf32>) outs(%47 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_64 = tensor.expand_shape %143 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %144 = tensor.empty() : tensor<8x16x64xf32>
    %145 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113, %expanded_64 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%144 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %146 = tensor.empty() : tensor<8x16x64xf32>
    %147 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145 : tensor<8x16x64xf32>) outs(%146 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %148 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%147 : tensor<8x16x64xf32>) outs(%31 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.addf %in, %out : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x1xf32>
    %149 = tensor.empty() : tensor<8x16x1xf32>
    %150 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148 : tensor<8x16x1xf32>) outs(%149 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.divf %in, %cst_20 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x1xf32>
    %151 = tensor.empty() : tensor<8x16x1xf32>
    %152 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150 : tensor<8x16x1xf32>) outs(%151 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_18 : f64 to f32
      %1172 = arith.addf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<8x16x1xf32>
    %153 = tensor.empty() : tensor<8x16x1xf32>
    %154 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<8x16x1xf32>) outs(%153 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = math.rsqrt %in : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x1xf32>
    %155 = tensor.empty() : tensor<8x16x64xf32>
    %156 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145, %154 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%155 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %157 = tensor.empty() : tensor<8x16x64xf32>
    %158 = linalg.generic {indexing_maps = [#map13, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg18, %156 : tensor<64xf32>, tensor<8x16x64xf32>) outs(%157 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %159 = tensor.empty() : tensor<64x64xf32>
    %transposed_65 = linalg.transpose ins(%arg11 : tensor<64x64xf32>) outs(%159 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_66 = tensor.collapse_shape %158 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %160 = linalg.matmul ins(%collapsed_66, %transposed_65 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%47 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_67 = tensor.expand_shape %160 [[0, 1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<128x64xf32> into tensor<8x16x4x16xf32>
    %161 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_68 = linalg.transpose ins(%expanded_67 : tensor<8x16x4x16xf32>) outs(%161 : tensor<8x4x16x16xf32>) permutation = [0, 2, 1, 3] 
    %162 = tensor.empty() : tensor<64x32xf32>
    %transposed_69 = linalg.transpose ins(%arg12 : tensor<32x64xf32>) outs(%162 : tensor<64x32xf32>) permutation = [1, 0] 
    %163 = linalg.matmul ins(%collapsed_66, %transposed_69 : tensor<128x64xf32>, tensor<64x32xf32>) outs(%54 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %expanded_70 = tensor.expand_shape %163 [[0, 1], [2, 3]] output_shape [8, 16, 2, 16] : tensor<128x32xf32> into tensor<8x16x2x16xf32>
    %164 = tensor.empty() : tensor<8x2x16x16xf32>
    %transposed_71 = linalg.transpose ins(%expanded_70 : tensor<8x16x2x16xf32>) outs(%164 : tensor<8x2x16x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_72 = linalg.transpose ins(%arg13 : tensor<32x64xf32>) outs(%51 : tensor<64x32xf32>) permutation = [1, 0] 
    %165 = linalg.matmul ins(%collapsed_66, %transposed_72 : tensor<128x64xf32>, tensor<64x32xf32>) outs(%54 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %expanded_73 = tensor.expand_shape %165 [[0, 1], [2, 3]] output_shape [8, 16, 2, 16] : tensor<128x32xf32> into tensor<8x16x2x16xf32>
    %166 = tensor.empty() : tensor<8x2x16x16xf32>
    %transposed_74 = linalg.transpose ins(%expanded_73 : tensor<8x16x2x16xf32>) outs(%166 : tensor<8x2x16x16xf32>) permutation = [0, 2, 1, 3] 
    %167 = tensor.empty() : tensor<8x4x16x16xf32>
    %168 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_68, %expanded_37 : tensor<8x4x16x16xf32>, tensor<8x1x16x16xf32>) outs(%167 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x4x16x16xf32>
    %extracted_slice_75 = tensor.extract_slice %transposed_68[0, 0, 0, 0] [8, 4, 16, 8] [1, 1, 1, 1] : tensor<8x4x16x16xf32> to tensor<8x4x16x8xf32>
    %extracted_slice_76 = tensor.extract_slice %transposed_68[0, 0, 0, 8] [8, 4, 16, 8] [1, 1, 1, 1] : tensor<8x4x16x16xf32> to tensor<8x4x16x8xf32>
    %169 = tensor.empty() : tensor<8x4x16x8xf32>
    %170 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_76 : tensor<8x4x16x8xf32>) outs(%169 : tensor<8x4x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.negf %in : f32
      linalg.yield %1171 : f32
    } -> tensor<8x4x16x8xf32>
    %concat_77 = tensor.concat dim(3) %170, %extracted_slice_75 : (tensor<8x4x16x8xf32>, tensor<8x4x16x8xf32>) -> tensor<8x4x16x16xf32>
    %171 = tensor.empty() : tensor<8x4x16x16xf32>
    %172 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_77, %expanded_38 : tensor<8x4x16x16xf32>, tensor<8x1x16x16xf32>) outs(%171 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x4x16x16xf32>
    %173 = tensor.empty() : tensor<8x4x16x16xf32>
    %174 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%168, %172 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%173 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x4x16x16xf32>
    %175 = tensor.empty() : tensor<8x2x16x16xf32>
    %176 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_71, %expanded_37 : tensor<8x2x16x16xf32>, tensor<8x1x16x16xf32>) outs(%175 : tensor<8x2x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x2x16x16xf32>
    %extracted_slice_78 = tensor.extract_slice %transposed_71[0, 0, 0, 0] [8, 2, 16, 8] [1, 1, 1, 1] : tensor<8x2x16x16xf32> to tensor<8x2x16x8xf32>
    %extracted_slice_79 = tensor.extract_slice %transposed_71[0, 0, 0, 8] [8, 2, 16, 8] [1, 1, 1, 1] : tensor<8x2x16x16xf32> to tensor<8x2x16x8xf32>
    %177 = tensor.empty() : tensor<8x2x16x8xf32>
    %178 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_79 : tensor<8x2x16x8xf32>) outs(%177 : tensor<8x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.negf %in : f32
      linalg.yield %1171 : f32
    } -> tensor<8x2x16x8xf32>
    %concat_80 = tensor.concat dim(3) %178, %extracted_slice_78 : (tensor<8x2x16x8xf32>, tensor<8x2x16x8xf32>) -> tensor<8x2x16x16xf32>
    %179 = tensor.empty() : tensor<8x2x16x16xf32>
    %180 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_80, %expanded_38 : tensor<8x2x16x16xf32>, tensor<8x1x16x16xf32>) outs(%179 : tensor<8x2x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x2x16x16xf32>
    %181 = tensor.empty() : tensor<8x2x16x16xf32>
    %182 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176, %180 : tensor<8x2x16x16xf32>, tensor<8x2x16x16xf32>) outs(%181 : tensor<8x2x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x2x16x16xf32>
    %183 = tensor.empty() : tensor<8x2x2x16x16xf32>
    %184 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%182 : tensor<8x2x16x16xf32>) outs(%183 : tensor<8x2x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x2x2x16x16xf32>
    %collapsed_81 = tensor.collapse_shape %184 [[0], [1, 2], [3], [4]] : tensor<8x2x2x16x16xf32> into tensor<8x4x16x16xf32>
    %185 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_74 : tensor<8x2x16x16xf32>) outs(%79 : tensor<8x2x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x2x2x16x16xf32>
    %186 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_82 = linalg.transpose ins(%collapsed_81 : tensor<8x4x16x16xf32>) outs(%186 : tensor<8x4x16x16xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_83 = tensor.collapse_shape %174 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_84 = tensor.collapse_shape %transposed_82 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %187 = linalg.batch_matmul ins(%collapsed_83, %collapsed_84 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%87 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_85 = tensor.expand_shape %187 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %188 = tensor.empty() : tensor<8x4x16x16xf32>
    %189 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_85 : tensor<8x4x16x16xf32>) outs(%188 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.mulf %in, %cst_21 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x4x16x16xf32>
    %190 = tensor.empty() : tensor<8x4x16x16xf32>
    %191 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%189, %18 : tensor<8x4x16x16xf32>, tensor<8x1x16x16xf32>) outs(%190 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x4x16x16xf32>
    %192:2 = linalg.generic {indexing_maps = [#map7, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%191 : tensor<8x4x16x16xf32>) outs(%96, %94 : tensor<8x4x16xf32>, tensor<8x4x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_220: i64):
      %1171 = linalg.index 3 : index
      %1172 = arith.index_cast %1171 : index to i64
      %1173 = arith.maximumf %in, %out : f32
      %1174 = arith.cmpf ogt, %in, %out : f32
      %1175 = arith.select %1174, %1172, %out_220 : i64
      linalg.yield %1173, %1175 : f32, i64
    } -> (tensor<8x4x16xf32>, tensor<8x4x16xi64>)
    %expanded_86 = tensor.expand_shape %192#0 [[0], [1], [2, 3]] output_shape [8, 4, 16, 1] : tensor<8x4x16xf32> into tensor<8x4x16x1xf32>
    %193 = tensor.empty() : tensor<8x4x16x16xf32>
    %194 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%191, %expanded_86 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%193 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.subf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x4x16x16xf32>
    %195 = tensor.empty() : tensor<8x4x16x16xf32>
    %196 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%194 : tensor<8x4x16x16xf32>) outs(%195 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = math.exp %in : f32
      linalg.yield %1171 : f32
    } -> tensor<8x4x16x16xf32>
    %197 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%196 : tensor<8x4x16x16xf32>) outs(%103 : tensor<8x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.addf %in, %out : f32
      linalg.yield %1171 : f32
    } -> tensor<8x4x16x1xf32>
    %198 = tensor.empty() : tensor<8x4x16x16xf32>
    %199 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%196, %197 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%198 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.divf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x4x16x16xf32>
    %collapsed_87 = tensor.collapse_shape %199 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_88 = tensor.collapse_shape %185 [[0, 1, 2], [3], [4]] : tensor<8x2x2x16x16xf32> into tensor<32x16x16xf32>
    %200 = linalg.batch_matmul ins(%collapsed_87, %collapsed_88 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%87 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_89 = tensor.expand_shape %200 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %201 = tensor.empty() : tensor<8x16x4x16xf32>
    %transposed_90 = linalg.transpose ins(%expanded_89 : tensor<8x4x16x16xf32>) outs(%201 : tensor<8x16x4x16xf32>) permutation = [0, 2, 1, 3] 
    %202 = tensor.empty() : tensor<64x64xf32>
    %transposed_91 = linalg.transpose ins(%arg14 : tensor<64x64xf32>) outs(%202 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_92 = tensor.collapse_shape %transposed_90 [[0, 1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<128x64xf32>
    %203 = linalg.matmul ins(%collapsed_92, %transposed_91 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%47 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_93 = tensor.expand_shape %203 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %204 = tensor.empty() : tensor<8x16x64xf32>
    %205 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145, %expanded_93 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%204 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %206 = tensor.empty() : tensor<8x16x64xf32>
    %207 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%205 : tensor<8x16x64xf32>) outs(%206 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %208 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%207 : tensor<8x16x64xf32>) outs(%31 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.addf %in, %out : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x1xf32>
    %209 = tensor.empty() : tensor<8x16x1xf32>
    %210 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208 : tensor<8x16x1xf32>) outs(%209 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.divf %in, %cst_20 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x1xf32>
    %211 = tensor.empty() : tensor<8x16x1xf32>
    %212 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210 : tensor<8x16x1xf32>) outs(%211 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_18 : f64 to f32
      %1172 = arith.addf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<8x16x1xf32>
    %213 = tensor.empty() : tensor<8x16x1xf32>
    %214 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%212 : tensor<8x16x1xf32>) outs(%213 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = math.rsqrt %in : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x1xf32>
    %215 = tensor.empty() : tensor<8x16x64xf32>
    %216 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%205, %214 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%215 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %217 = tensor.empty() : tensor<8x16x64xf32>
    %218 = linalg.generic {indexing_maps = [#map13, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg19, %216 : tensor<64xf32>, tensor<8x16x64xf32>) outs(%217 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %219 = tensor.empty() : tensor<64x128xf32>
    %transposed_94 = linalg.transpose ins(%arg15 : tensor<128x64xf32>) outs(%219 : tensor<64x128xf32>) permutation = [1, 0] 
    %collapsed_95 = tensor.collapse_shape %218 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %220 = linalg.matmul ins(%collapsed_95, %transposed_94 : tensor<128x64xf32>, tensor<64x128xf32>) outs(%131 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %expanded_96 = tensor.expand_shape %220 [[0, 1], [2]] output_shape [8, 16, 128] : tensor<128x128xf32> into tensor<8x16x128xf32>
    %221 = tensor.empty() : tensor<8x16x128xf32>
    %222 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_96 : tensor<8x16x128xf32>) outs(%221 : tensor<8x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.negf %in : f32
      %1172 = math.exp %1171 : f32
      %1173 = arith.addf %1172, %cst_1 : f32
      %1174 = arith.divf %cst_1, %1173 : f32
      linalg.yield %1174 : f32
    } -> tensor<8x16x128xf32>
    %223 = tensor.empty() : tensor<8x16x128xf32>
    %224 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_96, %222 : tensor<8x16x128xf32>, tensor<8x16x128xf32>) outs(%223 : tensor<8x16x128xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x128xf32>
    %225 = tensor.empty() : tensor<64x128xf32>
    %transposed_97 = linalg.transpose ins(%arg16 : tensor<128x64xf32>) outs(%225 : tensor<64x128xf32>) permutation = [1, 0] 
    %226 = linalg.matmul ins(%collapsed_95, %transposed_97 : tensor<128x64xf32>, tensor<64x128xf32>) outs(%131 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %expanded_98 = tensor.expand_shape %226 [[0, 1], [2]] output_shape [8, 16, 128] : tensor<128x128xf32> into tensor<8x16x128xf32>
    %227 = tensor.empty() : tensor<8x16x128xf32>
    %228 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%224, %expanded_98 : tensor<8x16x128xf32>, tensor<8x16x128xf32>) outs(%227 : tensor<8x16x128xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x128xf32>
    %229 = tensor.empty() : tensor<128x64xf32>
    %transposed_99 = linalg.transpose ins(%arg17 : tensor<64x128xf32>) outs(%229 : tensor<128x64xf32>) permutation = [1, 0] 
    %collapsed_100 = tensor.collapse_shape %228 [[0, 1], [2]] : tensor<8x16x128xf32> into tensor<128x128xf32>
    %230 = linalg.matmul ins(%collapsed_100, %transposed_99 : tensor<128x128xf32>, tensor<128x64xf32>) outs(%47 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_101 = tensor.expand_shape %230 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %231 = tensor.empty() : tensor<8x16x64xf32>
    %232 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%205, %expanded_101 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%231 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %233 = tensor.empty() : tensor<8x16x64xf32>
    %234 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%232 : tensor<8x16x64xf32>) outs(%233 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %235 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%234 : tensor<8x16x64xf32>) outs(%31 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.addf %in, %out : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x1xf32>
    %236 = tensor.empty() : tensor<8x16x1xf32>
    %237 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235 : tensor<8x16x1xf32>) outs(%236 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.divf %in, %cst_20 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x1xf32>
    %238 = tensor.empty() : tensor<8x16x1xf32>
    %239 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237 : tensor<8x16x1xf32>) outs(%238 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_18 : f64 to f32
      %1172 = arith.addf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<8x16x1xf32>
    %240 = tensor.empty() : tensor<8x16x1xf32>
    %241 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239 : tensor<8x16x1xf32>) outs(%240 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = math.rsqrt %in : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x1xf32>
    %242 = tensor.empty() : tensor<8x16x64xf32>
    %243 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%232, %241 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%242 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %244 = tensor.empty() : tensor<8x16x64xf32>
    %245 = linalg.generic {indexing_maps = [#map13, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg20, %243 : tensor<64xf32>, tensor<8x16x64xf32>) outs(%244 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %246 = tensor.empty() : tensor<64x256xf32>
    %transposed_102 = linalg.transpose ins(%arg1 : tensor<256x64xf32>) outs(%246 : tensor<64x256xf32>) permutation = [1, 0] 
    %collapsed_103 = tensor.collapse_shape %245 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %247 = tensor.empty() : tensor<128x256xf32>
    %248 = tensor.empty() : tensor<128x256xf32>
    %249 = linalg.fill ins(%cst : f32) outs(%248 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %250 = linalg.matmul ins(%collapsed_103, %transposed_102 : tensor<128x64xf32>, tensor<64x256xf32>) outs(%249 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %expanded_104 = tensor.expand_shape %250 [[0, 1], [2]] output_shape [8, 16, 256] : tensor<128x256xf32> into tensor<8x16x256xf32>
    %extracted_slice_105 = tensor.extract_slice %expanded_104[0, 0, 0] [8, 15, 256] [1, 1, 1] : tensor<8x16x256xf32> to tensor<8x15x256xf32>
    %251 = tensor.empty() : tensor<8x15xi64>
    %252 = linalg.fill ins(%c0_i64 : i64) outs(%251 : tensor<8x15xi64>) -> tensor<8x15xi64>
    %253 = tensor.empty() : tensor<8x15xf32>
    %254 = tensor.empty() : tensor<8x15xf32>
    %255 = linalg.fill ins(%cst_0 : f32) outs(%254 : tensor<8x15xf32>) -> tensor<8x15xf32>
    %256:2 = linalg.generic {indexing_maps = [#map4, #map3, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%extracted_slice_105 : tensor<8x15x256xf32>) outs(%255, %252 : tensor<8x15xf32>, tensor<8x15xi64>) {
    ^bb0(%in: f32, %out: f32, %out_220: i64):
      %1171 = linalg.index 2 : index
      %1172 = arith.index_cast %1171 : index to i64
      %1173 = arith.maximumf %in, %out : f32
      %1174 = arith.cmpf ogt, %in, %out : f32
      %1175 = arith.select %1174, %1172, %out_220 : i64
      linalg.yield %1173, %1175 : f32, i64
    } -> (tensor<8x15xf32>, tensor<8x15xi64>)
    %expanded_106 = tensor.expand_shape %256#0 [[0], [1, 2]] output_shape [8, 15, 1] : tensor<8x15xf32> into tensor<8x15x1xf32>
    %257 = tensor.empty() : tensor<8x15x256xf32>
    %258 = tensor.empty() : tensor<8x15x256xf32>
    %259 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_105, %expanded_106 : tensor<8x15x256xf32>, tensor<8x15x1xf32>) outs(%258 : tensor<8x15x256xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.subf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x15x256xf32>
    %260 = tensor.empty() : tensor<8x15x256xf32>
    %261 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%259 : tensor<8x15x256xf32>) outs(%260 : tensor<8x15x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = math.exp %in : f32
      linalg.yield %1171 : f32
    } -> tensor<8x15x256xf32>
    %262 = tensor.empty() : tensor<8x15x1xf32>
    %263 = tensor.empty() : tensor<8x15x1xf32>
    %264 = linalg.fill ins(%cst : f32) outs(%263 : tensor<8x15x1xf32>) -> tensor<8x15x1xf32>
    %265 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%261 : tensor<8x15x256xf32>) outs(%264 : tensor<8x15x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.addf %in, %out : f32
      linalg.yield %1171 : f32
    } -> tensor<8x15x1xf32>
    %266 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%265 : tensor<8x15x1xf32>) outs(%262 : tensor<8x15x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = math.log %in : f32
      linalg.yield %1171 : f32
    } -> tensor<8x15x1xf32>
    %267 = tensor.empty() : tensor<8x15x256xf32>
    %268 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%259, %266 : tensor<8x15x256xf32>, tensor<8x15x1xf32>) outs(%267 : tensor<8x15x256xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.subf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x15x256xf32>
    %extracted_slice_107 = tensor.extract_slice %arg0[0, 1] [8, 15] [1, 1] : tensor<8x16xi64> to tensor<8x15xi64>
    %expanded_108 = tensor.expand_shape %extracted_slice_107 [[0], [1, 2]] output_shape [8, 15, 1] : tensor<8x15xi64> into tensor<8x15x1xi64>
    %269 = tensor.empty() : tensor<256xi64>
    %270 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%269 : tensor<256xi64>) {
    ^bb0(%out: i64):
      %1171 = linalg.index 0 : index
      %1172 = arith.index_cast %1171 : index to i64
      linalg.yield %1172 : i64
    } -> tensor<256xi64>
    %271 = tensor.empty() : tensor<8x15x256xi1>
    %272 = linalg.generic {indexing_maps = [#map12, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_108, %270 : tensor<8x15x1xi64>, tensor<256xi64>) outs(%271 : tensor<8x15x256xi1>) {
    ^bb0(%in: i64, %in_220: i64, %out: i1):
      %1171 = arith.cmpi eq, %in, %in_220 : i64
      linalg.yield %1171 : i1
    } -> tensor<8x15x256xi1>
    %273 = tensor.empty() : tensor<8x15x256xf32>
    %274 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%272 : tensor<8x15x256xi1>) outs(%273 : tensor<8x15x256xf32>) {
    ^bb0(%in: i1, %out: f32):
      %1171 = arith.uitofp %in : i1 to f32
      linalg.yield %1171 : f32
    } -> tensor<8x15x256xf32>
    %275 = tensor.empty() : tensor<8x15x256xf32>
    %276 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%268, %274 : tensor<8x15x256xf32>, tensor<8x15x256xf32>) outs(%275 : tensor<8x15x256xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x15x256xf32>
    %277 = tensor.empty() : tensor<8x15xf32>
    %278 = linalg.fill ins(%cst : f32) outs(%277 : tensor<8x15xf32>) -> tensor<8x15xf32>
    %279 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%276 : tensor<8x15x256xf32>) outs(%278 : tensor<8x15xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.addf %in, %out : f32
      linalg.yield %1171 : f32
    } -> tensor<8x15xf32>
    %280 = tensor.empty() : tensor<f32>
    %281 = tensor.empty() : tensor<f32>
    %282 = linalg.fill ins(%cst : f32) outs(%281 : tensor<f32>) -> tensor<f32>
    %283 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction", "reduction"]} ins(%279 : tensor<8x15xf32>) outs(%282 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.addf %in, %out : f32
      linalg.yield %1171 : f32
    } -> tensor<f32>
    %284 = tensor.empty() : tensor<f32>
    %285 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%283 : tensor<f32>) outs(%284 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.divf %in, %cst_22 : f32
      linalg.yield %1171 : f32
    } -> tensor<f32>
    %286 = tensor.empty() : tensor<f32>
    %287 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%285 : tensor<f32>) outs(%286 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.negf %in : f32
      linalg.yield %1171 : f32
    } -> tensor<f32>
    %288 = tensor.empty() : tensor<f32>
    %289 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%cst_6 : tensor<f32>) outs(%288 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.negf %in : f32
      linalg.yield %1171 : f32
    } -> tensor<f32>
    %290 = tensor.empty() : tensor<8x15xf32>
    %291 = linalg.generic {indexing_maps = [#map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%289 : tensor<f32>) outs(%290 : tensor<8x15xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x15xf32>
    %292 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%291 : tensor<8x15xf32>) outs(%253 : tensor<8x15xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.divf %in, %cst_22 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x15xf32>
    %293 = tensor.empty() : tensor<8x15x256xf32>
    %294 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%292 : tensor<8x15xf32>) outs(%293 : tensor<8x15x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x15x256xf32>
    %295 = tensor.empty() : tensor<8x15x256xf32>
    %296 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%294, %274 : tensor<8x15x256xf32>, tensor<8x15x256xf32>) outs(%295 : tensor<8x15x256xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x15x256xf32>
    %297 = tensor.empty() : tensor<8x15x256xf32>
    %298 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%268 : tensor<8x15x256xf32>) outs(%297 : tensor<8x15x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = math.exp %in : f32
      linalg.yield %1171 : f32
    } -> tensor<8x15x256xf32>
    %299 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%296 : tensor<8x15x256xf32>) outs(%264 : tensor<8x15x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.addf %in, %out : f32
      linalg.yield %1171 : f32
    } -> tensor<8x15x1xf32>
    %300 = tensor.empty() : tensor<8x15x256xf32>
    %301 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%298, %299 : tensor<8x15x256xf32>, tensor<8x15x1xf32>) outs(%300 : tensor<8x15x256xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x15x256xf32>
    %302 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%296, %301 : tensor<8x15x256xf32>, tensor<8x15x256xf32>) outs(%257 : tensor<8x15x256xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.subf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x15x256xf32>
    %inserted_slice = tensor.insert_slice %302 into %cst_5[0, 0, 0] [8, 15, 256] [1, 1, 1] : tensor<8x15x256xf32> into tensor<8x16x256xf32>
    %collapsed_109 = tensor.collapse_shape %inserted_slice [[0, 1], [2]] : tensor<8x16x256xf32> into tensor<128x256xf32>
    %303 = tensor.empty() : tensor<256x128xf32>
    %304 = tensor.empty() : tensor<256x128xf32>
    %transposed_110 = linalg.transpose ins(%collapsed_109 : tensor<128x256xf32>) outs(%304 : tensor<256x128xf32>) permutation = [1, 0] 
    %305 = tensor.empty() : tensor<256x64xf32>
    %306 = tensor.empty() : tensor<256x64xf32>
    %307 = linalg.fill ins(%cst : f32) outs(%306 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %308 = linalg.matmul ins(%transposed_110, %collapsed_103 : tensor<256x128xf32>, tensor<128x64xf32>) outs(%307 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %309 = linalg.matmul ins(%collapsed_109, %arg1 : tensor<128x256xf32>, tensor<256x64xf32>) outs(%47 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_111 = tensor.expand_shape %309 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %310 = tensor.empty() : tensor<8x16x64xf32>
    %311 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_111, %arg20 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%310 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %312 = tensor.empty() : tensor<8x16x64xf32>
    %313 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_111, %243 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%312 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %314 = tensor.empty() : tensor<1x1x64xf32>
    %315 = linalg.fill ins(%cst : f32) outs(%314 : tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %316 = linalg.generic {indexing_maps = [#map4, #map20], iterator_types = ["reduction", "reduction", "parallel"]} ins(%313 : tensor<8x16x64xf32>) outs(%315 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.addf %in, %out : f32
      linalg.yield %1171 : f32
    } -> tensor<1x1x64xf32>
    %collapsed_112 = tensor.collapse_shape %316 [[0, 1, 2]] : tensor<1x1x64xf32> into tensor<64xf32>
    %317 = tensor.empty() : tensor<8x16x64xf32>
    %318 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%311, %232 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%317 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %319 = tensor.empty() : tensor<8x16x64xf32>
    %320 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%311, %241 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%319 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %321 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%318 : tensor<8x16x64xf32>) outs(%31 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.addf %in, %out : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x1xf32>
    %322 = tensor.empty() : tensor<8x16x1xf32>
    %323 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%241 : tensor<8x16x1xf32>) outs(%322 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %1171 : f32
    } -> tensor<8x16x1xf32>
    %324 = tensor.empty() : tensor<8x16x1xf32>
    %325 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%321 : tensor<8x16x1xf32>) outs(%324 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.mulf %in, %cst_23 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x1xf32>
    %326 = tensor.empty() : tensor<8x16x1xf32>
    %327 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%325, %323 : tensor<8x16x1xf32>, tensor<8x16x1xf32>) outs(%326 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x1xf32>
    %collapsed_113 = tensor.collapse_shape %327 [[0], [1, 2]] : tensor<8x16x1xf32> into tensor<8x16xf32>
    %328 = tensor.empty() : tensor<8x16x64xf32>
    %329 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_113 : tensor<8x16xf32>) outs(%328 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x64xf32>
    %330 = tensor.empty() : tensor<8x16x64xf32>
    %331 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%329 : tensor<8x16x64xf32>) outs(%330 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.divf %in, %cst_20 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %332 = tensor.empty() : tensor<8x16x64xf32>
    %333 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%232 : tensor<8x16x64xf32>) outs(%332 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %334 = tensor.empty() : tensor<8x16x64xf32>
    %335 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%333 : tensor<8x16x64xf32>) outs(%334 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.mulf %in, %cst_24 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %336 = tensor.empty() : tensor<8x16x64xf32>
    %337 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%331, %335 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%336 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %338 = tensor.empty() : tensor<8x16x64xf32>
    %339 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%320, %337 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%338 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_114 = tensor.collapse_shape %339 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %340 = tensor.empty() : tensor<64x128xf32>
    %transposed_115 = linalg.transpose ins(%collapsed_114 : tensor<128x64xf32>) outs(%340 : tensor<64x128xf32>) permutation = [1, 0] 
    %341 = tensor.empty() : tensor<64x128xf32>
    %342 = linalg.fill ins(%cst : f32) outs(%341 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %343 = linalg.matmul ins(%transposed_115, %collapsed_100 : tensor<64x128xf32>, tensor<128x128xf32>) outs(%342 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %344 = linalg.matmul ins(%collapsed_114, %arg17 : tensor<128x64xf32>, tensor<64x128xf32>) outs(%131 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %expanded_116 = tensor.expand_shape %344 [[0, 1], [2]] output_shape [8, 16, 128] : tensor<128x128xf32> into tensor<8x16x128xf32>
    %345 = tensor.empty() : tensor<8x16x128xf32>
    %346 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_116, %224 : tensor<8x16x128xf32>, tensor<8x16x128xf32>) outs(%345 : tensor<8x16x128xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x128xf32>
    %347 = tensor.empty() : tensor<8x16x128xf32>
    %348 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_116, %expanded_98 : tensor<8x16x128xf32>, tensor<8x16x128xf32>) outs(%347 : tensor<8x16x128xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x128xf32>
    %collapsed_117 = tensor.collapse_shape %346 [[0, 1], [2]] : tensor<8x16x128xf32> into tensor<128x128xf32>
    %349 = tensor.empty() : tensor<128x128xf32>
    %transposed_118 = linalg.transpose ins(%collapsed_117 : tensor<128x128xf32>) outs(%349 : tensor<128x128xf32>) permutation = [1, 0] 
    %350 = linalg.matmul ins(%transposed_118, %collapsed_95 : tensor<128x128xf32>, tensor<128x64xf32>) outs(%47 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %351 = linalg.matmul ins(%collapsed_117, %arg16 : tensor<128x128xf32>, tensor<128x64xf32>) outs(%47 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_119 = tensor.expand_shape %351 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %352 = tensor.empty() : tensor<8x16x128xf32>
    %353 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_4, %222 : tensor<8x16x128xf32>, tensor<8x16x128xf32>) outs(%352 : tensor<8x16x128xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.subf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x128xf32>
    %354 = tensor.empty() : tensor<8x16x128xf32>
    %355 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_96, %353 : tensor<8x16x128xf32>, tensor<8x16x128xf32>) outs(%354 : tensor<8x16x128xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x128xf32>
    %356 = tensor.empty() : tensor<8x16x128xf32>
    %357 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%355 : tensor<8x16x128xf32>) outs(%356 : tensor<8x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.addf %in, %cst_1 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x128xf32>
    %358 = tensor.empty() : tensor<8x16x128xf32>
    %359 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%348, %222 : tensor<8x16x128xf32>, tensor<8x16x128xf32>) outs(%358 : tensor<8x16x128xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x128xf32>
    %360 = tensor.empty() : tensor<8x16x128xf32>
    %361 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%359, %357 : tensor<8x16x128xf32>, tensor<8x16x128xf32>) outs(%360 : tensor<8x16x128xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x128xf32>
    %collapsed_120 = tensor.collapse_shape %361 [[0, 1], [2]] : tensor<8x16x128xf32> into tensor<128x128xf32>
    %362 = tensor.empty() : tensor<128x128xf32>
    %transposed_121 = linalg.transpose ins(%collapsed_120 : tensor<128x128xf32>) outs(%362 : tensor<128x128xf32>) permutation = [1, 0] 
    %363 = linalg.matmul ins(%transposed_121, %collapsed_95 : tensor<128x128xf32>, tensor<128x64xf32>) outs(%47 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %364 = linalg.matmul ins(%collapsed_120, %arg15 : tensor<128x128xf32>, tensor<128x64xf32>) outs(%47 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_122 = tensor.expand_shape %364 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %365 = tensor.empty() : tensor<8x16x64xf32>
    %366 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_119, %expanded_122 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%365 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %367 = tensor.empty() : tensor<8x16x64xf32>
    %368 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%366, %arg19 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%367 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %369 = tensor.empty() : tensor<8x16x64xf32>
    %370 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%366, %216 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%369 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %371 = linalg.generic {indexing_maps = [#map4, #map20], iterator_types = ["reduction", "reduction", "parallel"]} ins(%370 : tensor<8x16x64xf32>) outs(%315 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.addf %in, %out : f32
      linalg.yield %1171 : f32
    } -> tensor<1x1x64xf32>
    %collapsed_123 = tensor.collapse_shape %371 [[0, 1, 2]] : tensor<1x1x64xf32> into tensor<64xf32>
    %372 = tensor.empty() : tensor<8x16x64xf32>
    %373 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%368, %205 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%372 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %374 = tensor.empty() : tensor<8x16x64xf32>
    %375 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%368, %214 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%374 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %376 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%373 : tensor<8x16x64xf32>) outs(%31 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.addf %in, %out : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x1xf32>
    %377 = tensor.empty() : tensor<8x16x64xf32>
    %378 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%339, %375 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%377 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %379 = tensor.empty() : tensor<8x16x1xf32>
    %380 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%214 : tensor<8x16x1xf32>) outs(%379 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %1171 : f32
    } -> tensor<8x16x1xf32>
    %381 = tensor.empty() : tensor<8x16x1xf32>
    %382 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%376 : tensor<8x16x1xf32>) outs(%381 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.mulf %in, %cst_23 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x1xf32>
    %383 = tensor.empty() : tensor<8x16x1xf32>
    %384 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%382, %380 : tensor<8x16x1xf32>, tensor<8x16x1xf32>) outs(%383 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x1xf32>
    %collapsed_124 = tensor.collapse_shape %384 [[0], [1, 2]] : tensor<8x16x1xf32> into tensor<8x16xf32>
    %385 = tensor.empty() : tensor<8x16x64xf32>
    %386 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_124 : tensor<8x16xf32>) outs(%385 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x64xf32>
    %387 = tensor.empty() : tensor<8x16x64xf32>
    %388 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%386 : tensor<8x16x64xf32>) outs(%387 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.divf %in, %cst_20 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %389 = tensor.empty() : tensor<8x16x64xf32>
    %390 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%205 : tensor<8x16x64xf32>) outs(%389 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %391 = tensor.empty() : tensor<8x16x64xf32>
    %392 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%390 : tensor<8x16x64xf32>) outs(%391 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.mulf %in, %cst_24 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %393 = tensor.empty() : tensor<8x16x64xf32>
    %394 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%388, %392 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%393 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %395 = tensor.empty() : tensor<8x16x64xf32>
    %396 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%378, %394 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%395 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_125 = tensor.collapse_shape %396 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %397 = tensor.empty() : tensor<64x128xf32>
    %transposed_126 = linalg.transpose ins(%collapsed_125 : tensor<128x64xf32>) outs(%397 : tensor<64x128xf32>) permutation = [1, 0] 
    %398 = tensor.empty() : tensor<64x64xf32>
    %399 = linalg.fill ins(%cst : f32) outs(%398 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %400 = linalg.matmul ins(%transposed_126, %collapsed_92 : tensor<64x128xf32>, tensor<128x64xf32>) outs(%399 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %401 = linalg.matmul ins(%collapsed_125, %arg14 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%47 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_127 = tensor.expand_shape %401 [[0, 1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<128x64xf32> into tensor<8x16x4x16xf32>
    %402 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_128 = linalg.transpose ins(%expanded_127 : tensor<8x16x4x16xf32>) outs(%402 : tensor<8x4x16x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_129 = tensor.collapse_shape %transposed_128 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %403 = tensor.empty() : tensor<32x16x16xf32>
    %transposed_130 = linalg.transpose ins(%collapsed_87 : tensor<32x16x16xf32>) outs(%403 : tensor<32x16x16xf32>) permutation = [0, 2, 1] 
    %404 = linalg.batch_matmul ins(%transposed_130, %collapsed_129 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%87 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %405 = tensor.empty() : tensor<32x16x16xf32>
    %transposed_131 = linalg.transpose ins(%collapsed_88 : tensor<32x16x16xf32>) outs(%405 : tensor<32x16x16xf32>) permutation = [0, 2, 1] 
    %406 = linalg.batch_matmul ins(%collapsed_129, %transposed_131 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%87 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_132 = tensor.expand_shape %406 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %407 = tensor.empty() : tensor<8x4x16x16xf32>
    %408 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_132, %199 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%407 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x4x16x16xf32>
    %409 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%408 : tensor<8x4x16x16xf32>) outs(%103 : tensor<8x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.addf %in, %out : f32
      linalg.yield %1171 : f32
    } -> tensor<8x4x16x1xf32>
    %410 = tensor.empty() : tensor<8x4x16x16xf32>
    %411 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%199, %409 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%410 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x4x16x16xf32>
    %412 = tensor.empty() : tensor<8x4x16x16xf32>
    %413 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%408, %411 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%412 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.subf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x4x16x16xf32>
    %414 = tensor.empty() : tensor<8x4x16x16xf32>
    %415 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%413 : tensor<8x4x16x16xf32>) outs(%414 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.mulf %in, %cst_21 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x4x16x16xf32>
    %collapsed_133 = tensor.collapse_shape %415 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %416 = tensor.empty() : tensor<32x16x16xf32>
    %transposed_134 = linalg.transpose ins(%collapsed_83 : tensor<32x16x16xf32>) outs(%416 : tensor<32x16x16xf32>) permutation = [0, 2, 1] 
    %417 = linalg.batch_matmul ins(%transposed_134, %collapsed_133 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%87 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %418 = tensor.empty() : tensor<32x16x16xf32>
    %transposed_135 = linalg.transpose ins(%collapsed_84 : tensor<32x16x16xf32>) outs(%418 : tensor<32x16x16xf32>) permutation = [0, 2, 1] 
    %419 = linalg.batch_matmul ins(%collapsed_133, %transposed_135 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%87 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_136 = tensor.expand_shape %417 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %expanded_137 = tensor.expand_shape %419 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %420 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_138 = linalg.transpose ins(%expanded_136 : tensor<8x4x16x16xf32>) outs(%420 : tensor<8x4x16x16xf32>) permutation = [0, 1, 3, 2] 
    %expanded_139 = tensor.expand_shape %404 [[0, 1, 2], [3], [4]] output_shape [8, 2, 2, 16, 16] : tensor<32x16x16xf32> into tensor<8x2x2x16x16xf32>
    %421 = tensor.empty() : tensor<8x2x1x16x16xf32>
    %422 = linalg.fill ins(%cst : f32) outs(%421 : tensor<8x2x1x16x16xf32>) -> tensor<8x2x1x16x16xf32>
    %423 = linalg.generic {indexing_maps = [#map16, #map21], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel"]} ins(%expanded_139 : tensor<8x2x2x16x16xf32>) outs(%422 : tensor<8x2x1x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.addf %in, %out : f32
      linalg.yield %1171 : f32
    } -> tensor<8x2x1x16x16xf32>
    %collapsed_140 = tensor.collapse_shape %423 [[0], [1, 2], [3], [4]] : tensor<8x2x1x16x16xf32> into tensor<8x2x16x16xf32>
    %expanded_141 = tensor.expand_shape %transposed_138 [[0], [1, 2], [3], [4]] output_shape [8, 2, 2, 16, 16] : tensor<8x4x16x16xf32> into tensor<8x2x2x16x16xf32>
    %424 = linalg.generic {indexing_maps = [#map16, #map21], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel"]} ins(%expanded_141 : tensor<8x2x2x16x16xf32>) outs(%422 : tensor<8x2x1x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.addf %in, %out : f32
      linalg.yield %1171 : f32
    } -> tensor<8x2x1x16x16xf32>
    %collapsed_142 = tensor.collapse_shape %424 [[0], [1, 2], [3], [4]] : tensor<8x2x1x16x16xf32> into tensor<8x2x16x16xf32>
    %425 = tensor.empty() : tensor<8x2x16x16xf32>
    %426 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_142, %expanded_38 : tensor<8x2x16x16xf32>, tensor<8x1x16x16xf32>) outs(%425 : tensor<8x2x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x2x16x16xf32>
    %extracted_slice_143 = tensor.extract_slice %426[0, 0, 0, 0] [8, 2, 16, 8] [1, 1, 1, 1] : tensor<8x2x16x16xf32> to tensor<8x2x16x8xf32>
    %extracted_slice_144 = tensor.extract_slice %426[0, 0, 0, 8] [8, 2, 16, 8] [1, 1, 1, 1] : tensor<8x2x16x16xf32> to tensor<8x2x16x8xf32>
    %427 = tensor.empty() : tensor<8x2x16x8xf32>
    %428 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_143 : tensor<8x2x16x8xf32>) outs(%427 : tensor<8x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.negf %in : f32
      linalg.yield %1171 : f32
    } -> tensor<8x2x16x8xf32>
    %inserted_slice_145 = tensor.insert_slice %428 into %cst_3[0, 0, 0, 8] [8, 2, 16, 8] [1, 1, 1, 1] : tensor<8x2x16x8xf32> into tensor<8x2x16x16xf32>
    %inserted_slice_146 = tensor.insert_slice %extracted_slice_144 into %cst_3[0, 0, 0, 0] [8, 2, 16, 8] [1, 1, 1, 1] : tensor<8x2x16x8xf32> into tensor<8x2x16x16xf32>
    %429 = tensor.empty() : tensor<8x2x16x16xf32>
    %430 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_145, %inserted_slice_146 : tensor<8x2x16x16xf32>, tensor<8x2x16x16xf32>) outs(%429 : tensor<8x2x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x2x16x16xf32>
    %431 = tensor.empty() : tensor<8x2x16x16xf32>
    %432 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_142, %expanded_37 : tensor<8x2x16x16xf32>, tensor<8x1x16x16xf32>) outs(%431 : tensor<8x2x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x2x16x16xf32>
    %433 = tensor.empty() : tensor<8x2x16x16xf32>
    %434 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%430, %432 : tensor<8x2x16x16xf32>, tensor<8x2x16x16xf32>) outs(%433 : tensor<8x2x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x2x16x16xf32>
    %435 = tensor.empty() : tensor<8x4x16x16xf32>
    %436 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_137, %expanded_38 : tensor<8x4x16x16xf32>, tensor<8x1x16x16xf32>) outs(%435 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x4x16x16xf32>
    %extracted_slice_147 = tensor.extract_slice %436[0, 0, 0, 0] [8, 4, 16, 8] [1, 1, 1, 1] : tensor<8x4x16x16xf32> to tensor<8x4x16x8xf32>
    %extracted_slice_148 = tensor.extract_slice %436[0, 0, 0, 8] [8, 4, 16, 8] [1, 1, 1, 1] : tensor<8x4x16x16xf32> to tensor<8x4x16x8xf32>
    %437 = tensor.empty() : tensor<8x4x16x8xf32>
    %438 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_147 : tensor<8x4x16x8xf32>) outs(%437 : tensor<8x4x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.negf %in : f32
      linalg.yield %1171 : f32
    } -> tensor<8x4x16x8xf32>
    %inserted_slice_149 = tensor.insert_slice %438 into %cst_2[0, 0, 0, 8] [8, 4, 16, 8] [1, 1, 1, 1] : tensor<8x4x16x8xf32> into tensor<8x4x16x16xf32>
    %inserted_slice_150 = tensor.insert_slice %extracted_slice_148 into %cst_2[0, 0, 0, 0] [8, 4, 16, 8] [1, 1, 1, 1] : tensor<8x4x16x8xf32> into tensor<8x4x16x16xf32>
    %439 = tensor.empty() : tensor<8x4x16x16xf32>
    %440 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_149, %inserted_slice_150 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%439 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x4x16x16xf32>
    %441 = tensor.empty() : tensor<8x4x16x16xf32>
    %442 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_137, %expanded_37 : tensor<8x4x16x16xf32>, tensor<8x1x16x16xf32>) outs(%441 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x4x16x16xf32>
    %443 = tensor.empty() : tensor<8x4x16x16xf32>
    %444 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%440, %442 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%443 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x4x16x16xf32>
    %445 = tensor.empty() : tensor<8x16x2x16xf32>
    %446 = tensor.empty() : tensor<8x16x2x16xf32>
    %transposed_151 = linalg.transpose ins(%collapsed_140 : tensor<8x2x16x16xf32>) outs(%446 : tensor<8x16x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_152 = tensor.collapse_shape %transposed_151 [[0, 1], [2, 3]] : tensor<8x16x2x16xf32> into tensor<128x32xf32>
    %447 = tensor.empty() : tensor<32x128xf32>
    %448 = tensor.empty() : tensor<32x128xf32>
    %transposed_153 = linalg.transpose ins(%collapsed_152 : tensor<128x32xf32>) outs(%448 : tensor<32x128xf32>) permutation = [1, 0] 
    %449 = tensor.empty() : tensor<32x64xf32>
    %450 = tensor.empty() : tensor<32x64xf32>
    %451 = linalg.fill ins(%cst : f32) outs(%450 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %452 = linalg.matmul ins(%transposed_153, %collapsed_66 : tensor<32x128xf32>, tensor<128x64xf32>) outs(%451 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %453 = linalg.matmul ins(%collapsed_152, %arg13 : tensor<128x32xf32>, tensor<32x64xf32>) outs(%47 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_154 = tensor.expand_shape %453 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %454 = tensor.empty() : tensor<8x16x2x16xf32>
    %transposed_155 = linalg.transpose ins(%434 : tensor<8x2x16x16xf32>) outs(%454 : tensor<8x16x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_156 = tensor.collapse_shape %transposed_155 [[0, 1], [2, 3]] : tensor<8x16x2x16xf32> into tensor<128x32xf32>
    %455 = tensor.empty() : tensor<32x128xf32>
    %transposed_157 = linalg.transpose ins(%collapsed_156 : tensor<128x32xf32>) outs(%455 : tensor<32x128xf32>) permutation = [1, 0] 
    %456 = linalg.matmul ins(%transposed_157, %collapsed_66 : tensor<32x128xf32>, tensor<128x64xf32>) outs(%451 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %457 = linalg.matmul ins(%collapsed_156, %arg12 : tensor<128x32xf32>, tensor<32x64xf32>) outs(%47 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_158 = tensor.expand_shape %457 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %458 = tensor.empty() : tensor<8x16x64xf32>
    %459 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_154, %expanded_158 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%458 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %460 = tensor.empty() : tensor<8x16x4x16xf32>
    %transposed_159 = linalg.transpose ins(%444 : tensor<8x4x16x16xf32>) outs(%460 : tensor<8x16x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_160 = tensor.collapse_shape %transposed_159 [[0, 1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<128x64xf32>
    %461 = tensor.empty() : tensor<64x128xf32>
    %transposed_161 = linalg.transpose ins(%collapsed_160 : tensor<128x64xf32>) outs(%461 : tensor<64x128xf32>) permutation = [1, 0] 
    %462 = linalg.matmul ins(%transposed_161, %collapsed_66 : tensor<64x128xf32>, tensor<128x64xf32>) outs(%399 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %463 = linalg.matmul ins(%collapsed_160, %arg11 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%47 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_162 = tensor.expand_shape %463 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %464 = tensor.empty() : tensor<8x16x64xf32>
    %465 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%459, %expanded_162 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%464 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %466 = tensor.empty() : tensor<8x16x64xf32>
    %467 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%465, %arg18 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%466 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %468 = tensor.empty() : tensor<8x16x64xf32>
    %469 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%465, %156 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%468 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %470 = linalg.generic {indexing_maps = [#map4, #map20], iterator_types = ["reduction", "reduction", "parallel"]} ins(%469 : tensor<8x16x64xf32>) outs(%315 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.addf %in, %out : f32
      linalg.yield %1171 : f32
    } -> tensor<1x1x64xf32>
    %collapsed_163 = tensor.collapse_shape %470 [[0, 1, 2]] : tensor<1x1x64xf32> into tensor<64xf32>
    %471 = tensor.empty() : tensor<8x16x64xf32>
    %472 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%467, %145 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%471 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %473 = tensor.empty() : tensor<8x16x64xf32>
    %474 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%467, %154 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%473 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %475 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%472 : tensor<8x16x64xf32>) outs(%31 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.addf %in, %out : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x1xf32>
    %476 = tensor.empty() : tensor<8x16x64xf32>
    %477 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%396, %474 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%476 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %478 = tensor.empty() : tensor<8x16x1xf32>
    %479 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154 : tensor<8x16x1xf32>) outs(%478 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %1171 : f32
    } -> tensor<8x16x1xf32>
    %480 = tensor.empty() : tensor<8x16x1xf32>
    %481 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%475 : tensor<8x16x1xf32>) outs(%480 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.mulf %in, %cst_23 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x1xf32>
    %482 = tensor.empty() : tensor<8x16x1xf32>
    %483 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%481, %479 : tensor<8x16x1xf32>, tensor<8x16x1xf32>) outs(%482 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x1xf32>
    %collapsed_164 = tensor.collapse_shape %483 [[0], [1, 2]] : tensor<8x16x1xf32> into tensor<8x16xf32>
    %484 = tensor.empty() : tensor<8x16x64xf32>
    %485 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_164 : tensor<8x16xf32>) outs(%484 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x64xf32>
    %486 = tensor.empty() : tensor<8x16x64xf32>
    %487 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%485 : tensor<8x16x64xf32>) outs(%486 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.divf %in, %cst_20 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %488 = tensor.empty() : tensor<8x16x64xf32>
    %489 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145 : tensor<8x16x64xf32>) outs(%488 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %490 = tensor.empty() : tensor<8x16x64xf32>
    %491 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%489 : tensor<8x16x64xf32>) outs(%490 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.mulf %in, %cst_24 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %492 = tensor.empty() : tensor<8x16x64xf32>
    %493 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%487, %491 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%492 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %494 = tensor.empty() : tensor<8x16x64xf32>
    %495 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%477, %493 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%494 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_165 = tensor.collapse_shape %495 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %496 = tensor.empty() : tensor<64x128xf32>
    %transposed_166 = linalg.transpose ins(%collapsed_165 : tensor<128x64xf32>) outs(%496 : tensor<64x128xf32>) permutation = [1, 0] 
    %497 = linalg.matmul ins(%transposed_166, %collapsed_63 : tensor<64x128xf32>, tensor<128x128xf32>) outs(%342 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %498 = linalg.matmul ins(%collapsed_165, %arg8 : tensor<128x64xf32>, tensor<64x128xf32>) outs(%131 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %expanded_167 = tensor.expand_shape %498 [[0, 1], [2]] output_shape [8, 16, 128] : tensor<128x128xf32> into tensor<8x16x128xf32>
    %499 = tensor.empty() : tensor<8x16x128xf32>
    %500 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_167, %137 : tensor<8x16x128xf32>, tensor<8x16x128xf32>) outs(%499 : tensor<8x16x128xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x128xf32>
    %501 = tensor.empty() : tensor<8x16x128xf32>
    %502 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_167, %expanded_61 : tensor<8x16x128xf32>, tensor<8x16x128xf32>) outs(%501 : tensor<8x16x128xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x128xf32>
    %collapsed_168 = tensor.collapse_shape %500 [[0, 1], [2]] : tensor<8x16x128xf32> into tensor<128x128xf32>
    %503 = tensor.empty() : tensor<128x128xf32>
    %transposed_169 = linalg.transpose ins(%collapsed_168 : tensor<128x128xf32>) outs(%503 : tensor<128x128xf32>) permutation = [1, 0] 
    %504 = linalg.matmul ins(%transposed_169, %collapsed_58 : tensor<128x128xf32>, tensor<128x64xf32>) outs(%47 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %505 = linalg.matmul ins(%collapsed_168, %arg7 : tensor<128x128xf32>, tensor<128x64xf32>) outs(%47 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_170 = tensor.expand_shape %505 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %506 = tensor.empty() : tensor<8x16x128xf32>
    %507 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_4, %135 : tensor<8x16x128xf32>, tensor<8x16x128xf32>) outs(%506 : tensor<8x16x128xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.subf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x128xf32>
    %508 = tensor.empty() : tensor<8x16x128xf32>
    %509 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_59, %507 : tensor<8x16x128xf32>, tensor<8x16x128xf32>) outs(%508 : tensor<8x16x128xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x128xf32>
    %510 = tensor.empty() : tensor<8x16x128xf32>
    %511 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%509 : tensor<8x16x128xf32>) outs(%510 : tensor<8x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.addf %in, %cst_1 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x128xf32>
    %512 = tensor.empty() : tensor<8x16x128xf32>
    %513 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%502, %135 : tensor<8x16x128xf32>, tensor<8x16x128xf32>) outs(%512 : tensor<8x16x128xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x128xf32>
    %514 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%513, %511 : tensor<8x16x128xf32>, tensor<8x16x128xf32>) outs(%133 : tensor<8x16x128xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x128xf32>
    %collapsed_171 = tensor.collapse_shape %514 [[0, 1], [2]] : tensor<8x16x128xf32> into tensor<128x128xf32>
    %transposed_172 = linalg.transpose ins(%collapsed_171 : tensor<128x128xf32>) outs(%129 : tensor<128x128xf32>) permutation = [1, 0] 
    %515 = linalg.matmul ins(%transposed_172, %collapsed_58 : tensor<128x128xf32>, tensor<128x64xf32>) outs(%47 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %516 = linalg.matmul ins(%collapsed_171, %arg6 : tensor<128x128xf32>, tensor<128x64xf32>) outs(%47 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_173 = tensor.expand_shape %516 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %517 = tensor.empty() : tensor<8x16x64xf32>
    %518 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_170, %expanded_173 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%517 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %519 = tensor.empty() : tensor<8x16x64xf32>
    %520 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%518, %arg10 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%519 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %521 = tensor.empty() : tensor<8x16x64xf32>
    %522 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%518, %124 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%521 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %523 = linalg.generic {indexing_maps = [#map4, #map20], iterator_types = ["reduction", "reduction", "parallel"]} ins(%522 : tensor<8x16x64xf32>) outs(%315 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.addf %in, %out : f32
      linalg.yield %1171 : f32
    } -> tensor<1x1x64xf32>
    %collapsed_174 = tensor.collapse_shape %523 [[0, 1, 2]] : tensor<1x1x64xf32> into tensor<64xf32>
    %524 = tensor.empty() : tensor<8x16x64xf32>
    %525 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%520, %113 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%524 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %526 = tensor.empty() : tensor<8x16x64xf32>
    %527 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%520, %122 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%526 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %528 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%525 : tensor<8x16x64xf32>) outs(%31 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.addf %in, %out : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x1xf32>
    %529 = tensor.empty() : tensor<8x16x64xf32>
    %530 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%495, %527 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%529 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %531 = tensor.empty() : tensor<8x16x1xf32>
    %532 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122 : tensor<8x16x1xf32>) outs(%531 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %1171 : f32
    } -> tensor<8x16x1xf32>
    %533 = tensor.empty() : tensor<8x16x1xf32>
    %534 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%528 : tensor<8x16x1xf32>) outs(%533 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.mulf %in, %cst_23 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x1xf32>
    %535 = tensor.empty() : tensor<8x16x1xf32>
    %536 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%534, %532 : tensor<8x16x1xf32>, tensor<8x16x1xf32>) outs(%535 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x1xf32>
    %collapsed_175 = tensor.collapse_shape %536 [[0], [1, 2]] : tensor<8x16x1xf32> into tensor<8x16xf32>
    %537 = tensor.empty() : tensor<8x16x64xf32>
    %538 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_175 : tensor<8x16xf32>) outs(%537 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x64xf32>
    %539 = tensor.empty() : tensor<8x16x64xf32>
    %540 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%538 : tensor<8x16x64xf32>) outs(%539 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.divf %in, %cst_20 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %541 = tensor.empty() : tensor<8x16x64xf32>
    %542 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<8x16x64xf32>) outs(%541 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %543 = tensor.empty() : tensor<8x16x64xf32>
    %544 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%542 : tensor<8x16x64xf32>) outs(%543 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.mulf %in, %cst_24 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %545 = tensor.empty() : tensor<8x16x64xf32>
    %546 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%540, %544 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%545 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %547 = tensor.empty() : tensor<8x16x64xf32>
    %548 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%530, %546 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%547 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_176 = tensor.collapse_shape %548 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %549 = tensor.empty() : tensor<64x128xf32>
    %transposed_177 = linalg.transpose ins(%collapsed_176 : tensor<128x64xf32>) outs(%549 : tensor<64x128xf32>) permutation = [1, 0] 
    %550 = linalg.matmul ins(%transposed_177, %collapsed_55 : tensor<64x128xf32>, tensor<128x64xf32>) outs(%399 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %551 = linalg.matmul ins(%collapsed_176, %arg5 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%47 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_178 = tensor.expand_shape %551 [[0, 1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<128x64xf32> into tensor<8x16x4x16xf32>
    %552 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_179 = linalg.transpose ins(%expanded_178 : tensor<8x16x4x16xf32>) outs(%552 : tensor<8x4x16x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_180 = tensor.collapse_shape %transposed_179 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %553 = tensor.empty() : tensor<32x16x16xf32>
    %transposed_181 = linalg.transpose ins(%collapsed_50 : tensor<32x16x16xf32>) outs(%553 : tensor<32x16x16xf32>) permutation = [0, 2, 1] 
    %554 = linalg.batch_matmul ins(%transposed_181, %collapsed_180 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%87 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %555 = tensor.empty() : tensor<32x16x16xf32>
    %transposed_182 = linalg.transpose ins(%collapsed_51 : tensor<32x16x16xf32>) outs(%555 : tensor<32x16x16xf32>) permutation = [0, 2, 1] 
    %556 = linalg.batch_matmul ins(%collapsed_180, %transposed_182 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%87 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_183 = tensor.expand_shape %556 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %557 = tensor.empty() : tensor<8x4x16x16xf32>
    %558 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_183, %106 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%557 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x4x16x16xf32>
    %559 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%558 : tensor<8x4x16x16xf32>) outs(%103 : tensor<8x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.addf %in, %out : f32
      linalg.yield %1171 : f32
    } -> tensor<8x4x16x1xf32>
    %560 = tensor.empty() : tensor<8x4x16x16xf32>
    %561 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106, %559 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%560 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x4x16x16xf32>
    %562 = tensor.empty() : tensor<8x4x16x16xf32>
    %563 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%558, %561 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%562 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.subf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x4x16x16xf32>
    %564 = tensor.empty() : tensor<8x4x16x16xf32>
    %565 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%563 : tensor<8x4x16x16xf32>) outs(%564 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.mulf %in, %cst_21 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x4x16x16xf32>
    %collapsed_184 = tensor.collapse_shape %565 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %566 = tensor.empty() : tensor<32x16x16xf32>
    %transposed_185 = linalg.transpose ins(%collapsed_46 : tensor<32x16x16xf32>) outs(%566 : tensor<32x16x16xf32>) permutation = [0, 2, 1] 
    %567 = linalg.batch_matmul ins(%transposed_185, %collapsed_184 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%87 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %transposed_186 = linalg.transpose ins(%collapsed_47 : tensor<32x16x16xf32>) outs(%85 : tensor<32x16x16xf32>) permutation = [0, 2, 1] 
    %568 = linalg.batch_matmul ins(%collapsed_184, %transposed_186 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%87 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_187 = tensor.expand_shape %567 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %expanded_188 = tensor.expand_shape %568 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %569 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_189 = linalg.transpose ins(%expanded_187 : tensor<8x4x16x16xf32>) outs(%569 : tensor<8x4x16x16xf32>) permutation = [0, 1, 3, 2] 
    %expanded_190 = tensor.expand_shape %554 [[0, 1, 2], [3], [4]] output_shape [8, 2, 2, 16, 16] : tensor<32x16x16xf32> into tensor<8x2x2x16x16xf32>
    %570 = linalg.generic {indexing_maps = [#map16, #map21], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel"]} ins(%expanded_190 : tensor<8x2x2x16x16xf32>) outs(%422 : tensor<8x2x1x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.addf %in, %out : f32
      linalg.yield %1171 : f32
    } -> tensor<8x2x1x16x16xf32>
    %collapsed_191 = tensor.collapse_shape %570 [[0], [1, 2], [3], [4]] : tensor<8x2x1x16x16xf32> into tensor<8x2x16x16xf32>
    %expanded_192 = tensor.expand_shape %transposed_189 [[0], [1, 2], [3], [4]] output_shape [8, 2, 2, 16, 16] : tensor<8x4x16x16xf32> into tensor<8x2x2x16x16xf32>
    %571 = linalg.generic {indexing_maps = [#map16, #map21], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel"]} ins(%expanded_192 : tensor<8x2x2x16x16xf32>) outs(%422 : tensor<8x2x1x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.addf %in, %out : f32
      linalg.yield %1171 : f32
    } -> tensor<8x2x1x16x16xf32>
    %collapsed_193 = tensor.collapse_shape %571 [[0], [1, 2], [3], [4]] : tensor<8x2x1x16x16xf32> into tensor<8x2x16x16xf32>
    %572 = tensor.empty() : tensor<8x2x16x16xf32>
    %573 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_193, %expanded_38 : tensor<8x2x16x16xf32>, tensor<8x1x16x16xf32>) outs(%572 : tensor<8x2x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x2x16x16xf32>
    %extracted_slice_194 = tensor.extract_slice %573[0, 0, 0, 0] [8, 2, 16, 8] [1, 1, 1, 1] : tensor<8x2x16x16xf32> to tensor<8x2x16x8xf32>
    %extracted_slice_195 = tensor.extract_slice %573[0, 0, 0, 8] [8, 2, 16, 8] [1, 1, 1, 1] : tensor<8x2x16x16xf32> to tensor<8x2x16x8xf32>
    %574 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_194 : tensor<8x2x16x8xf32>) outs(%72 : tensor<8x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.negf %in : f32
      linalg.yield %1171 : f32
    } -> tensor<8x2x16x8xf32>
    %inserted_slice_196 = tensor.insert_slice %574 into %cst_3[0, 0, 0, 8] [8, 2, 16, 8] [1, 1, 1, 1] : tensor<8x2x16x8xf32> into tensor<8x2x16x16xf32>
    %inserted_slice_197 = tensor.insert_slice %extracted_slice_195 into %cst_3[0, 0, 0, 0] [8, 2, 16, 8] [1, 1, 1, 1] : tensor<8x2x16x8xf32> into tensor<8x2x16x16xf32>
    %575 = tensor.empty() : tensor<8x2x16x16xf32>
    %576 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_196, %inserted_slice_197 : tensor<8x2x16x16xf32>, tensor<8x2x16x16xf32>) outs(%575 : tensor<8x2x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x2x16x16xf32>
    %577 = tensor.empty() : tensor<8x2x16x16xf32>
    %578 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_193, %expanded_37 : tensor<8x2x16x16xf32>, tensor<8x1x16x16xf32>) outs(%577 : tensor<8x2x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x2x16x16xf32>
    %579 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%576, %578 : tensor<8x2x16x16xf32>, tensor<8x2x16x16xf32>) outs(%56 : tensor<8x2x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x2x16x16xf32>
    %580 = tensor.empty() : tensor<8x4x16x16xf32>
    %581 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_188, %expanded_38 : tensor<8x4x16x16xf32>, tensor<8x1x16x16xf32>) outs(%580 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x4x16x16xf32>
    %extracted_slice_198 = tensor.extract_slice %581[0, 0, 0, 0] [8, 4, 16, 8] [1, 1, 1, 1] : tensor<8x4x16x16xf32> to tensor<8x4x16x8xf32>
    %extracted_slice_199 = tensor.extract_slice %581[0, 0, 0, 8] [8, 4, 16, 8] [1, 1, 1, 1] : tensor<8x4x16x16xf32> to tensor<8x4x16x8xf32>
    %582 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_198 : tensor<8x4x16x8xf32>) outs(%63 : tensor<8x4x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.negf %in : f32
      linalg.yield %1171 : f32
    } -> tensor<8x4x16x8xf32>
    %inserted_slice_200 = tensor.insert_slice %582 into %cst_2[0, 0, 0, 8] [8, 4, 16, 8] [1, 1, 1, 1] : tensor<8x4x16x8xf32> into tensor<8x4x16x16xf32>
    %inserted_slice_201 = tensor.insert_slice %extracted_slice_199 into %cst_2[0, 0, 0, 0] [8, 4, 16, 8] [1, 1, 1, 1] : tensor<8x4x16x8xf32> into tensor<8x4x16x16xf32>
    %583 = tensor.empty() : tensor<8x4x16x16xf32>
    %584 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_200, %inserted_slice_201 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%583 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x4x16x16xf32>
    %585 = tensor.empty() : tensor<8x4x16x16xf32>
    %586 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_188, %expanded_37 : tensor<8x4x16x16xf32>, tensor<8x1x16x16xf32>) outs(%585 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x4x16x16xf32>
    %587 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%584, %586 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%49 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x4x16x16xf32>
    %588 = tensor.empty() : tensor<8x16x2x16xf32>
    %transposed_202 = linalg.transpose ins(%collapsed_191 : tensor<8x2x16x16xf32>) outs(%588 : tensor<8x16x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_203 = tensor.collapse_shape %transposed_202 [[0, 1], [2, 3]] : tensor<8x16x2x16xf32> into tensor<128x32xf32>
    %589 = tensor.empty() : tensor<32x128xf32>
    %transposed_204 = linalg.transpose ins(%collapsed_203 : tensor<128x32xf32>) outs(%589 : tensor<32x128xf32>) permutation = [1, 0] 
    %590 = linalg.matmul ins(%transposed_204, %collapsed : tensor<32x128xf32>, tensor<128x64xf32>) outs(%451 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %591 = linalg.matmul ins(%collapsed_203, %arg4 : tensor<128x32xf32>, tensor<32x64xf32>) outs(%47 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_205 = tensor.expand_shape %591 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %transposed_206 = linalg.transpose ins(%579 : tensor<8x2x16x16xf32>) outs(%445 : tensor<8x16x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_207 = tensor.collapse_shape %transposed_206 [[0, 1], [2, 3]] : tensor<8x16x2x16xf32> into tensor<128x32xf32>
    %transposed_208 = linalg.transpose ins(%collapsed_207 : tensor<128x32xf32>) outs(%447 : tensor<32x128xf32>) permutation = [1, 0] 
    %592 = linalg.matmul ins(%transposed_208, %collapsed : tensor<32x128xf32>, tensor<128x64xf32>) outs(%451 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %593 = linalg.matmul ins(%collapsed_207, %arg3 : tensor<128x32xf32>, tensor<32x64xf32>) outs(%47 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_209 = tensor.expand_shape %593 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %594 = tensor.empty() : tensor<8x16x64xf32>
    %595 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_205, %expanded_209 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%594 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %transposed_210 = linalg.transpose ins(%587 : tensor<8x4x16x16xf32>) outs(%108 : tensor<8x16x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_211 = tensor.collapse_shape %transposed_210 [[0, 1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<128x64xf32>
    %596 = tensor.empty() : tensor<64x128xf32>
    %transposed_212 = linalg.transpose ins(%collapsed_211 : tensor<128x64xf32>) outs(%596 : tensor<64x128xf32>) permutation = [1, 0] 
    %597 = linalg.matmul ins(%transposed_212, %collapsed : tensor<64x128xf32>, tensor<128x64xf32>) outs(%399 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %598 = linalg.matmul ins(%collapsed_211, %arg2 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%47 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_213 = tensor.expand_shape %598 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %599 = tensor.empty() : tensor<8x16x64xf32>
    %600 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%595, %expanded_213 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%599 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %601 = tensor.empty() : tensor<8x16x64xf32>
    %602 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%600, %arg9 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%601 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %603 = tensor.empty() : tensor<8x16x64xf32>
    %604 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%600, %40 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%603 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %605 = linalg.generic {indexing_maps = [#map4, #map20], iterator_types = ["reduction", "reduction", "parallel"]} ins(%604 : tensor<8x16x64xf32>) outs(%315 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.addf %in, %out : f32
      linalg.yield %1171 : f32
    } -> tensor<1x1x64xf32>
    %collapsed_214 = tensor.collapse_shape %605 [[0, 1, 2]] : tensor<1x1x64xf32> into tensor<64xf32>
    %606 = tensor.empty() : tensor<8x16x64xf32>
    %607 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%602, %6 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%606 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %608 = tensor.empty() : tensor<8x16x64xf32>
    %609 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%602, %38 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%608 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %610 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%607 : tensor<8x16x64xf32>) outs(%31 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.addf %in, %out : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x1xf32>
    %611 = tensor.empty() : tensor<8x16x64xf32>
    %612 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%548, %609 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%611 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %613 = tensor.empty() : tensor<8x16x1xf32>
    %614 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38 : tensor<8x16x1xf32>) outs(%613 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %1171 : f32
    } -> tensor<8x16x1xf32>
    %615 = tensor.empty() : tensor<8x16x1xf32>
    %616 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%610 : tensor<8x16x1xf32>) outs(%615 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.mulf %in, %cst_23 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x1xf32>
    %617 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%616, %614 : tensor<8x16x1xf32>, tensor<8x16x1xf32>) outs(%19 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x1xf32>
    %collapsed_215 = tensor.collapse_shape %617 [[0], [1, 2]] : tensor<8x16x1xf32> into tensor<8x16xf32>
    %618 = tensor.empty() : tensor<8x16x64xf32>
    %619 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_215 : tensor<8x16xf32>) outs(%618 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x64xf32>
    %620 = tensor.empty() : tensor<8x16x64xf32>
    %621 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%619 : tensor<8x16x64xf32>) outs(%620 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.divf %in, %cst_20 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %622 = tensor.empty() : tensor<8x16x64xf32>
    %623 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<8x16x64xf32>) outs(%622 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %624 = tensor.empty() : tensor<8x16x64xf32>
    %625 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%623 : tensor<8x16x64xf32>) outs(%624 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.mulf %in, %cst_24 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %626 = tensor.empty() : tensor<8x16x64xf32>
    %627 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%621, %625 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%626 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %628 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%612, %627 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%4 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_216 = tensor.collapse_shape %arg0 [[0, 1]] : tensor<8x16xi64> into tensor<128xi64>
    %expanded_217 = tensor.expand_shape %collapsed_216 [[0, 1]] output_shape [128, 1] : tensor<128xi64> into tensor<128x1xi64>
    %629 = tensor.empty() : tensor<128x256xi1>
    %630 = linalg.generic {indexing_maps = [#map22, #map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_217, %270 : tensor<128x1xi64>, tensor<256xi64>) outs(%629 : tensor<128x256xi1>) {
    ^bb0(%in: i64, %in_220: i64, %out: i1):
      %1171 = arith.cmpi eq, %in, %in_220 : i64
      linalg.yield %1171 : i1
    } -> tensor<128x256xi1>
    %631 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%630 : tensor<128x256xi1>) outs(%247 : tensor<128x256xf32>) {
    ^bb0(%in: i1, %out: f32):
      %1171 = arith.uitofp %in : i1 to f32
      linalg.yield %1171 : f32
    } -> tensor<128x256xf32>
    %transposed_218 = linalg.transpose ins(%631 : tensor<128x256xf32>) outs(%303 : tensor<256x128xf32>) permutation = [1, 0] 
    %collapsed_219 = tensor.collapse_shape %628 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %632 = linalg.matmul ins(%transposed_218, %collapsed_219 : tensor<256x128xf32>, tensor<128x64xf32>) outs(%307 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %633 = tensor.empty() : tensor<256x64xf32>
    %634 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%308, %632 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%633 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<256x64xf32>
    %635 = tensor.empty() : tensor<i64>
    %636 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%arg61 : tensor<i64>) outs(%635 : tensor<i64>) {
    ^bb0(%in: i64, %out: i64):
      %1171 = arith.addi %in, %c1_i64 : i64
      linalg.yield %1171 : i64
    } -> tensor<i64>
    %637 = tensor.empty() : tensor<f32>
    %638 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%636 : tensor<i64>) outs(%637 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %1171 = arith.sitofp %in : i64 to f32
      linalg.yield %1171 : f32
    } -> tensor<f32>
    %639 = tensor.empty() : tensor<f32>
    %640 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%638 : tensor<f32>) outs(%639 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_17 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<f32>
    %641 = tensor.empty() : tensor<f32>
    %642 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%640 : tensor<f32>) outs(%641 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = math.exp %in : f32
      linalg.yield %1171 : f32
    } -> tensor<f32>
    %643 = tensor.empty() : tensor<f32>
    %644 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%cst_25, %642 : tensor<i64>, tensor<f32>) outs(%643 : tensor<f32>) {
    ^bb0(%in: i64, %in_220: f32, %out: f32):
      %1171 = arith.sitofp %in : i64 to f32
      %1172 = arith.subf %1171, %in_220 : f32
      linalg.yield %1172 : f32
    } -> tensor<f32>
    %645 = tensor.empty() : tensor<f32>
    %646 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%638 : tensor<f32>) outs(%645 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_16 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<f32>
    %647 = tensor.empty() : tensor<f32>
    %648 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%646 : tensor<f32>) outs(%647 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = math.exp %in : f32
      linalg.yield %1171 : f32
    } -> tensor<f32>
    %649 = tensor.empty() : tensor<f32>
    %650 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%cst_25, %648 : tensor<i64>, tensor<f32>) outs(%649 : tensor<f32>) {
    ^bb0(%in: i64, %in_220: f32, %out: f32):
      %1171 = arith.sitofp %in : i64 to f32
      %1172 = arith.subf %1171, %in_220 : f32
      linalg.yield %1172 : f32
    } -> tensor<f32>
    %651 = tensor.empty() : tensor<f32>
    %652 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%644 : tensor<f32>) outs(%651 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.cmpf one, %in, %cst : f32
      cf.assert %1171, "unimplemented: tensor with zero element"
      %1172 = arith.divf %cst_1, %in : f32
      linalg.yield %1172 : f32
    } -> tensor<f32>
    %653 = tensor.empty() : tensor<f32>
    %654 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%652 : tensor<f32>) outs(%653 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_15 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<f32>
    %655 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%650 : tensor<f32>) outs(%280 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = math.sqrt %in : f32
      linalg.yield %1171 : f32
    } -> tensor<f32>
    %656 = tensor.empty() : tensor<256x64xf32>
    %657 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg21 : tensor<256x64xf32>) outs(%656 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_14 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<256x64xf32>
    %658 = tensor.empty() : tensor<256x64xf32>
    %659 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%634 : tensor<256x64xf32>) outs(%658 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_13 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<256x64xf32>
    %660 = tensor.empty() : tensor<256x64xf32>
    %661 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%657, %659 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%660 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<256x64xf32>
    %662 = tensor.empty() : tensor<256x64xf32>
    %663 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg41 : tensor<256x64xf32>) outs(%662 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_12 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<256x64xf32>
    %664 = tensor.empty() : tensor<256x64xf32>
    %665 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%634 : tensor<256x64xf32>) outs(%664 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_11 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<256x64xf32>
    %666 = tensor.empty() : tensor<256x64xf32>
    %667 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%665, %634 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%666 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<256x64xf32>
    %668 = tensor.empty() : tensor<256x64xf32>
    %669 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%663, %667 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%668 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<256x64xf32>
    %670 = tensor.empty() : tensor<256x64xf32>
    %671 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%669 : tensor<256x64xf32>) outs(%670 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = math.sqrt %in : f32
      linalg.yield %1171 : f32
    } -> tensor<256x64xf32>
    %672 = tensor.empty() : tensor<256x64xf32>
    %673 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%671, %655 : tensor<256x64xf32>, tensor<f32>) outs(%672 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.divf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<256x64xf32>
    %674 = tensor.empty() : tensor<256x64xf32>
    %675 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%673 : tensor<256x64xf32>) outs(%674 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_10 : f64 to f32
      %1172 = arith.addf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<256x64xf32>
    %676 = tensor.empty() : tensor<256x64xf32>
    %677 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%661, %675 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%676 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.divf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<256x64xf32>
    %678 = tensor.empty() : tensor<256x64xf32>
    %679 = linalg.generic {indexing_maps = [#map18, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%654, %677 : tensor<f32>, tensor<256x64xf32>) outs(%678 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<256x64xf32>
    %680 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg1, %679 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%305 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.subf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<256x64xf32>
    %681 = tensor.empty() : tensor<64x64xf32>
    %682 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg22 : tensor<64x64xf32>) outs(%681 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_14 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<64x64xf32>
    %683 = tensor.empty() : tensor<64x64xf32>
    %684 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%597 : tensor<64x64xf32>) outs(%683 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_13 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<64x64xf32>
    %685 = tensor.empty() : tensor<64x64xf32>
    %686 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%682, %684 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%685 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64x64xf32>
    %687 = tensor.empty() : tensor<64x64xf32>
    %688 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg42 : tensor<64x64xf32>) outs(%687 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_12 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<64x64xf32>
    %689 = tensor.empty() : tensor<64x64xf32>
    %690 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%597 : tensor<64x64xf32>) outs(%689 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_11 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<64x64xf32>
    %691 = tensor.empty() : tensor<64x64xf32>
    %692 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%690, %597 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%691 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64x64xf32>
    %693 = tensor.empty() : tensor<64x64xf32>
    %694 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%688, %692 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%693 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64x64xf32>
    %695 = tensor.empty() : tensor<64x64xf32>
    %696 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%694 : tensor<64x64xf32>) outs(%695 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = math.sqrt %in : f32
      linalg.yield %1171 : f32
    } -> tensor<64x64xf32>
    %697 = tensor.empty() : tensor<64x64xf32>
    %698 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%696, %655 : tensor<64x64xf32>, tensor<f32>) outs(%697 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.divf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64x64xf32>
    %699 = tensor.empty() : tensor<64x64xf32>
    %700 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%698 : tensor<64x64xf32>) outs(%699 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_10 : f64 to f32
      %1172 = arith.addf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<64x64xf32>
    %701 = tensor.empty() : tensor<64x64xf32>
    %702 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%686, %700 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%701 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.divf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64x64xf32>
    %703 = tensor.empty() : tensor<64x64xf32>
    %704 = linalg.generic {indexing_maps = [#map18, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%654, %702 : tensor<f32>, tensor<64x64xf32>) outs(%703 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64x64xf32>
    %705 = tensor.empty() : tensor<64x64xf32>
    %706 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg2, %704 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%705 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.subf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64x64xf32>
    %707 = tensor.empty() : tensor<32x64xf32>
    %708 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg23 : tensor<32x64xf32>) outs(%707 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_14 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<32x64xf32>
    %709 = tensor.empty() : tensor<32x64xf32>
    %710 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%592 : tensor<32x64xf32>) outs(%709 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_13 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<32x64xf32>
    %711 = tensor.empty() : tensor<32x64xf32>
    %712 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%708, %710 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%711 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<32x64xf32>
    %713 = tensor.empty() : tensor<32x64xf32>
    %714 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg43 : tensor<32x64xf32>) outs(%713 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_12 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<32x64xf32>
    %715 = tensor.empty() : tensor<32x64xf32>
    %716 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%592 : tensor<32x64xf32>) outs(%715 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_11 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<32x64xf32>
    %717 = tensor.empty() : tensor<32x64xf32>
    %718 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%716, %592 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%717 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<32x64xf32>
    %719 = tensor.empty() : tensor<32x64xf32>
    %720 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%714, %718 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%719 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<32x64xf32>
    %721 = tensor.empty() : tensor<32x64xf32>
    %722 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%720 : tensor<32x64xf32>) outs(%721 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = math.sqrt %in : f32
      linalg.yield %1171 : f32
    } -> tensor<32x64xf32>
    %723 = tensor.empty() : tensor<32x64xf32>
    %724 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%722, %655 : tensor<32x64xf32>, tensor<f32>) outs(%723 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.divf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<32x64xf32>
    %725 = tensor.empty() : tensor<32x64xf32>
    %726 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%724 : tensor<32x64xf32>) outs(%725 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_10 : f64 to f32
      %1172 = arith.addf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<32x64xf32>
    %727 = tensor.empty() : tensor<32x64xf32>
    %728 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%712, %726 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%727 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.divf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<32x64xf32>
    %729 = tensor.empty() : tensor<32x64xf32>
    %730 = linalg.generic {indexing_maps = [#map18, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%654, %728 : tensor<f32>, tensor<32x64xf32>) outs(%729 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<32x64xf32>
    %731 = tensor.empty() : tensor<32x64xf32>
    %732 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg3, %730 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%731 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.subf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<32x64xf32>
    %733 = tensor.empty() : tensor<32x64xf32>
    %734 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg24 : tensor<32x64xf32>) outs(%733 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_14 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<32x64xf32>
    %735 = tensor.empty() : tensor<32x64xf32>
    %736 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%590 : tensor<32x64xf32>) outs(%735 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_13 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<32x64xf32>
    %737 = tensor.empty() : tensor<32x64xf32>
    %738 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%734, %736 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%737 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<32x64xf32>
    %739 = tensor.empty() : tensor<32x64xf32>
    %740 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg44 : tensor<32x64xf32>) outs(%739 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_12 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<32x64xf32>
    %741 = tensor.empty() : tensor<32x64xf32>
    %742 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%590 : tensor<32x64xf32>) outs(%741 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_11 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<32x64xf32>
    %743 = tensor.empty() : tensor<32x64xf32>
    %744 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%742, %590 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%743 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<32x64xf32>
    %745 = tensor.empty() : tensor<32x64xf32>
    %746 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%740, %744 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%745 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<32x64xf32>
    %747 = tensor.empty() : tensor<32x64xf32>
    %748 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%746 : tensor<32x64xf32>) outs(%747 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = math.sqrt %in : f32
      linalg.yield %1171 : f32
    } -> tensor<32x64xf32>
    %749 = tensor.empty() : tensor<32x64xf32>
    %750 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%748, %655 : tensor<32x64xf32>, tensor<f32>) outs(%749 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.divf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<32x64xf32>
    %751 = tensor.empty() : tensor<32x64xf32>
    %752 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%750 : tensor<32x64xf32>) outs(%751 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_10 : f64 to f32
      %1172 = arith.addf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<32x64xf32>
    %753 = tensor.empty() : tensor<32x64xf32>
    %754 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%738, %752 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%753 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.divf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<32x64xf32>
    %755 = tensor.empty() : tensor<32x64xf32>
    %756 = linalg.generic {indexing_maps = [#map18, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%654, %754 : tensor<f32>, tensor<32x64xf32>) outs(%755 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<32x64xf32>
    %757 = tensor.empty() : tensor<32x64xf32>
    %758 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg4, %756 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%757 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.subf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<32x64xf32>
    %759 = tensor.empty() : tensor<64x64xf32>
    %760 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg25 : tensor<64x64xf32>) outs(%759 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_14 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<64x64xf32>
    %761 = tensor.empty() : tensor<64x64xf32>
    %762 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%550 : tensor<64x64xf32>) outs(%761 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_13 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<64x64xf32>
    %763 = tensor.empty() : tensor<64x64xf32>
    %764 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%760, %762 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%763 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64x64xf32>
    %765 = tensor.empty() : tensor<64x64xf32>
    %766 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg45 : tensor<64x64xf32>) outs(%765 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_12 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<64x64xf32>
    %767 = tensor.empty() : tensor<64x64xf32>
    %768 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%550 : tensor<64x64xf32>) outs(%767 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_11 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<64x64xf32>
    %769 = tensor.empty() : tensor<64x64xf32>
    %770 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%768, %550 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%769 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64x64xf32>
    %771 = tensor.empty() : tensor<64x64xf32>
    %772 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%766, %770 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%771 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64x64xf32>
    %773 = tensor.empty() : tensor<64x64xf32>
    %774 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%772 : tensor<64x64xf32>) outs(%773 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = math.sqrt %in : f32
      linalg.yield %1171 : f32
    } -> tensor<64x64xf32>
    %775 = tensor.empty() : tensor<64x64xf32>
    %776 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%774, %655 : tensor<64x64xf32>, tensor<f32>) outs(%775 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.divf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64x64xf32>
    %777 = tensor.empty() : tensor<64x64xf32>
    %778 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%776 : tensor<64x64xf32>) outs(%777 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_10 : f64 to f32
      %1172 = arith.addf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<64x64xf32>
    %779 = tensor.empty() : tensor<64x64xf32>
    %780 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%764, %778 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%779 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.divf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64x64xf32>
    %781 = tensor.empty() : tensor<64x64xf32>
    %782 = linalg.generic {indexing_maps = [#map18, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%654, %780 : tensor<f32>, tensor<64x64xf32>) outs(%781 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64x64xf32>
    %783 = tensor.empty() : tensor<64x64xf32>
    %784 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg5, %782 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%783 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.subf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64x64xf32>
    %785 = tensor.empty() : tensor<128x64xf32>
    %786 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg26 : tensor<128x64xf32>) outs(%785 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_14 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<128x64xf32>
    %787 = tensor.empty() : tensor<128x64xf32>
    %788 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%515 : tensor<128x64xf32>) outs(%787 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_13 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<128x64xf32>
    %789 = tensor.empty() : tensor<128x64xf32>
    %790 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%786, %788 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%789 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<128x64xf32>
    %791 = tensor.empty() : tensor<128x64xf32>
    %792 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg46 : tensor<128x64xf32>) outs(%791 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_12 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<128x64xf32>
    %793 = tensor.empty() : tensor<128x64xf32>
    %794 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%515 : tensor<128x64xf32>) outs(%793 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_11 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<128x64xf32>
    %795 = tensor.empty() : tensor<128x64xf32>
    %796 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%794, %515 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%795 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<128x64xf32>
    %797 = tensor.empty() : tensor<128x64xf32>
    %798 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%792, %796 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%797 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<128x64xf32>
    %799 = tensor.empty() : tensor<128x64xf32>
    %800 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%798 : tensor<128x64xf32>) outs(%799 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = math.sqrt %in : f32
      linalg.yield %1171 : f32
    } -> tensor<128x64xf32>
    %801 = tensor.empty() : tensor<128x64xf32>
    %802 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%800, %655 : tensor<128x64xf32>, tensor<f32>) outs(%801 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.divf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<128x64xf32>
    %803 = tensor.empty() : tensor<128x64xf32>
    %804 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%802 : tensor<128x64xf32>) outs(%803 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_10 : f64 to f32
      %1172 = arith.addf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<128x64xf32>
    %805 = tensor.empty() : tensor<128x64xf32>
    %806 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%790, %804 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%805 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.divf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<128x64xf32>
    %807 = tensor.empty() : tensor<128x64xf32>
    %808 = linalg.generic {indexing_maps = [#map18, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%654, %806 : tensor<f32>, tensor<128x64xf32>) outs(%807 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<128x64xf32>
    %809 = tensor.empty() : tensor<128x64xf32>
    %810 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg6, %808 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%809 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.subf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<128x64xf32>
    %811 = tensor.empty() : tensor<128x64xf32>
    %812 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg27 : tensor<128x64xf32>) outs(%811 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_14 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<128x64xf32>
    %813 = tensor.empty() : tensor<128x64xf32>
    %814 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%504 : tensor<128x64xf32>) outs(%813 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_13 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<128x64xf32>
    %815 = tensor.empty() : tensor<128x64xf32>
    %816 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%812, %814 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%815 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<128x64xf32>
    %817 = tensor.empty() : tensor<128x64xf32>
    %818 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg47 : tensor<128x64xf32>) outs(%817 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_12 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<128x64xf32>
    %819 = tensor.empty() : tensor<128x64xf32>
    %820 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%504 : tensor<128x64xf32>) outs(%819 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_11 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<128x64xf32>
    %821 = tensor.empty() : tensor<128x64xf32>
    %822 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%820, %504 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%821 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<128x64xf32>
    %823 = tensor.empty() : tensor<128x64xf32>
    %824 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%818, %822 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%823 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<128x64xf32>
    %825 = tensor.empty() : tensor<128x64xf32>
    %826 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%824 : tensor<128x64xf32>) outs(%825 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = math.sqrt %in : f32
      linalg.yield %1171 : f32
    } -> tensor<128x64xf32>
    %827 = tensor.empty() : tensor<128x64xf32>
    %828 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%826, %655 : tensor<128x64xf32>, tensor<f32>) outs(%827 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.divf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<128x64xf32>
    %829 = tensor.empty() : tensor<128x64xf32>
    %830 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%828 : tensor<128x64xf32>) outs(%829 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_10 : f64 to f32
      %1172 = arith.addf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<128x64xf32>
    %831 = tensor.empty() : tensor<128x64xf32>
    %832 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%816, %830 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%831 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.divf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<128x64xf32>
    %833 = tensor.empty() : tensor<128x64xf32>
    %834 = linalg.generic {indexing_maps = [#map18, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%654, %832 : tensor<f32>, tensor<128x64xf32>) outs(%833 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<128x64xf32>
    %835 = tensor.empty() : tensor<128x64xf32>
    %836 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg7, %834 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%835 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.subf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<128x64xf32>
    %837 = tensor.empty() : tensor<64x128xf32>
    %838 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg28 : tensor<64x128xf32>) outs(%837 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_14 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<64x128xf32>
    %839 = tensor.empty() : tensor<64x128xf32>
    %840 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%497 : tensor<64x128xf32>) outs(%839 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_13 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<64x128xf32>
    %841 = tensor.empty() : tensor<64x128xf32>
    %842 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%838, %840 : tensor<64x128xf32>, tensor<64x128xf32>) outs(%841 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64x128xf32>
    %843 = tensor.empty() : tensor<64x128xf32>
    %844 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg48 : tensor<64x128xf32>) outs(%843 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_12 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<64x128xf32>
    %845 = tensor.empty() : tensor<64x128xf32>
    %846 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%497 : tensor<64x128xf32>) outs(%845 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_11 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<64x128xf32>
    %847 = tensor.empty() : tensor<64x128xf32>
    %848 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%846, %497 : tensor<64x128xf32>, tensor<64x128xf32>) outs(%847 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64x128xf32>
    %849 = tensor.empty() : tensor<64x128xf32>
    %850 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%844, %848 : tensor<64x128xf32>, tensor<64x128xf32>) outs(%849 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64x128xf32>
    %851 = tensor.empty() : tensor<64x128xf32>
    %852 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%850 : tensor<64x128xf32>) outs(%851 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = math.sqrt %in : f32
      linalg.yield %1171 : f32
    } -> tensor<64x128xf32>
    %853 = tensor.empty() : tensor<64x128xf32>
    %854 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%852, %655 : tensor<64x128xf32>, tensor<f32>) outs(%853 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.divf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64x128xf32>
    %855 = tensor.empty() : tensor<64x128xf32>
    %856 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%854 : tensor<64x128xf32>) outs(%855 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_10 : f64 to f32
      %1172 = arith.addf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<64x128xf32>
    %857 = tensor.empty() : tensor<64x128xf32>
    %858 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%842, %856 : tensor<64x128xf32>, tensor<64x128xf32>) outs(%857 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.divf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64x128xf32>
    %859 = tensor.empty() : tensor<64x128xf32>
    %860 = linalg.generic {indexing_maps = [#map18, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%654, %858 : tensor<f32>, tensor<64x128xf32>) outs(%859 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64x128xf32>
    %861 = tensor.empty() : tensor<64x128xf32>
    %862 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg8, %860 : tensor<64x128xf32>, tensor<64x128xf32>) outs(%861 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.subf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64x128xf32>
    %863 = tensor.empty() : tensor<64xf32>
    %864 = tensor.empty() : tensor<64xf32>
    %865 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg29 : tensor<64xf32>) outs(%864 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_14 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<64xf32>
    %866 = tensor.empty() : tensor<64xf32>
    %867 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_214 : tensor<64xf32>) outs(%866 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_13 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<64xf32>
    %868 = tensor.empty() : tensor<64xf32>
    %869 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%865, %867 : tensor<64xf32>, tensor<64xf32>) outs(%868 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64xf32>
    %870 = tensor.empty() : tensor<64xf32>
    %871 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg49 : tensor<64xf32>) outs(%870 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_12 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<64xf32>
    %872 = tensor.empty() : tensor<64xf32>
    %873 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_214 : tensor<64xf32>) outs(%872 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_11 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<64xf32>
    %874 = tensor.empty() : tensor<64xf32>
    %875 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%873, %collapsed_214 : tensor<64xf32>, tensor<64xf32>) outs(%874 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64xf32>
    %876 = tensor.empty() : tensor<64xf32>
    %877 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%871, %875 : tensor<64xf32>, tensor<64xf32>) outs(%876 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64xf32>
    %878 = tensor.empty() : tensor<64xf32>
    %879 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%877 : tensor<64xf32>) outs(%878 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = math.sqrt %in : f32
      linalg.yield %1171 : f32
    } -> tensor<64xf32>
    %880 = tensor.empty() : tensor<64xf32>
    %881 = linalg.generic {indexing_maps = [#map, #map23, #map], iterator_types = ["parallel"]} ins(%879, %655 : tensor<64xf32>, tensor<f32>) outs(%880 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.divf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64xf32>
    %882 = tensor.empty() : tensor<64xf32>
    %883 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%881 : tensor<64xf32>) outs(%882 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_10 : f64 to f32
      %1172 = arith.addf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<64xf32>
    %884 = tensor.empty() : tensor<64xf32>
    %885 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%869, %883 : tensor<64xf32>, tensor<64xf32>) outs(%884 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.divf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64xf32>
    %886 = tensor.empty() : tensor<64xf32>
    %887 = linalg.generic {indexing_maps = [#map23, #map, #map], iterator_types = ["parallel"]} ins(%654, %885 : tensor<f32>, tensor<64xf32>) outs(%886 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64xf32>
    %888 = tensor.empty() : tensor<64xf32>
    %889 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg9, %887 : tensor<64xf32>, tensor<64xf32>) outs(%888 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.subf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64xf32>
    %890 = tensor.empty() : tensor<64xf32>
    %891 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg30 : tensor<64xf32>) outs(%890 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_14 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<64xf32>
    %892 = tensor.empty() : tensor<64xf32>
    %893 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_174 : tensor<64xf32>) outs(%892 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_13 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<64xf32>
    %894 = tensor.empty() : tensor<64xf32>
    %895 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%891, %893 : tensor<64xf32>, tensor<64xf32>) outs(%894 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64xf32>
    %896 = tensor.empty() : tensor<64xf32>
    %897 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg50 : tensor<64xf32>) outs(%896 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_12 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<64xf32>
    %898 = tensor.empty() : tensor<64xf32>
    %899 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_174 : tensor<64xf32>) outs(%898 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_11 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<64xf32>
    %900 = tensor.empty() : tensor<64xf32>
    %901 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%899, %collapsed_174 : tensor<64xf32>, tensor<64xf32>) outs(%900 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64xf32>
    %902 = tensor.empty() : tensor<64xf32>
    %903 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%897, %901 : tensor<64xf32>, tensor<64xf32>) outs(%902 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64xf32>
    %904 = tensor.empty() : tensor<64xf32>
    %905 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%903 : tensor<64xf32>) outs(%904 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = math.sqrt %in : f32
      linalg.yield %1171 : f32
    } -> tensor<64xf32>
    %906 = tensor.empty() : tensor<64xf32>
    %907 = linalg.generic {indexing_maps = [#map, #map23, #map], iterator_types = ["parallel"]} ins(%905, %655 : tensor<64xf32>, tensor<f32>) outs(%906 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.divf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64xf32>
    %908 = tensor.empty() : tensor<64xf32>
    %909 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%907 : tensor<64xf32>) outs(%908 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_10 : f64 to f32
      %1172 = arith.addf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<64xf32>
    %910 = tensor.empty() : tensor<64xf32>
    %911 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%895, %909 : tensor<64xf32>, tensor<64xf32>) outs(%910 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.divf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64xf32>
    %912 = tensor.empty() : tensor<64xf32>
    %913 = linalg.generic {indexing_maps = [#map23, #map, #map], iterator_types = ["parallel"]} ins(%654, %911 : tensor<f32>, tensor<64xf32>) outs(%912 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64xf32>
    %914 = tensor.empty() : tensor<64xf32>
    %915 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg10, %913 : tensor<64xf32>, tensor<64xf32>) outs(%914 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.subf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64xf32>
    %916 = tensor.empty() : tensor<64x64xf32>
    %917 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg31 : tensor<64x64xf32>) outs(%916 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_14 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<64x64xf32>
    %918 = tensor.empty() : tensor<64x64xf32>
    %919 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%462 : tensor<64x64xf32>) outs(%918 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_13 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<64x64xf32>
    %920 = tensor.empty() : tensor<64x64xf32>
    %921 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%917, %919 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%920 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64x64xf32>
    %922 = tensor.empty() : tensor<64x64xf32>
    %923 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg51 : tensor<64x64xf32>) outs(%922 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_12 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<64x64xf32>
    %924 = tensor.empty() : tensor<64x64xf32>
    %925 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%462 : tensor<64x64xf32>) outs(%924 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_11 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<64x64xf32>
    %926 = tensor.empty() : tensor<64x64xf32>
    %927 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%925, %462 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%926 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64x64xf32>
    %928 = tensor.empty() : tensor<64x64xf32>
    %929 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%923, %927 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%928 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64x64xf32>
    %930 = tensor.empty() : tensor<64x64xf32>
    %931 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%929 : tensor<64x64xf32>) outs(%930 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = math.sqrt %in : f32
      linalg.yield %1171 : f32
    } -> tensor<64x64xf32>
    %932 = tensor.empty() : tensor<64x64xf32>
    %933 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%931, %655 : tensor<64x64xf32>, tensor<f32>) outs(%932 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.divf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64x64xf32>
    %934 = tensor.empty() : tensor<64x64xf32>
    %935 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%933 : tensor<64x64xf32>) outs(%934 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_10 : f64 to f32
      %1172 = arith.addf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<64x64xf32>
    %936 = tensor.empty() : tensor<64x64xf32>
    %937 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%921, %935 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%936 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.divf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64x64xf32>
    %938 = tensor.empty() : tensor<64x64xf32>
    %939 = linalg.generic {indexing_maps = [#map18, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%654, %937 : tensor<f32>, tensor<64x64xf32>) outs(%938 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64x64xf32>
    %940 = tensor.empty() : tensor<64x64xf32>
    %941 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg11, %939 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%940 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.subf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64x64xf32>
    %942 = tensor.empty() : tensor<32x64xf32>
    %943 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg32 : tensor<32x64xf32>) outs(%942 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_14 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<32x64xf32>
    %944 = tensor.empty() : tensor<32x64xf32>
    %945 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%456 : tensor<32x64xf32>) outs(%944 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_13 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<32x64xf32>
    %946 = tensor.empty() : tensor<32x64xf32>
    %947 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%943, %945 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%946 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<32x64xf32>
    %948 = tensor.empty() : tensor<32x64xf32>
    %949 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg52 : tensor<32x64xf32>) outs(%948 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_12 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<32x64xf32>
    %950 = tensor.empty() : tensor<32x64xf32>
    %951 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%456 : tensor<32x64xf32>) outs(%950 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_11 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<32x64xf32>
    %952 = tensor.empty() : tensor<32x64xf32>
    %953 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%951, %456 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%952 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<32x64xf32>
    %954 = tensor.empty() : tensor<32x64xf32>
    %955 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%949, %953 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%954 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<32x64xf32>
    %956 = tensor.empty() : tensor<32x64xf32>
    %957 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%955 : tensor<32x64xf32>) outs(%956 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = math.sqrt %in : f32
      linalg.yield %1171 : f32
    } -> tensor<32x64xf32>
    %958 = tensor.empty() : tensor<32x64xf32>
    %959 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%957, %655 : tensor<32x64xf32>, tensor<f32>) outs(%958 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.divf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<32x64xf32>
    %960 = tensor.empty() : tensor<32x64xf32>
    %961 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%959 : tensor<32x64xf32>) outs(%960 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_10 : f64 to f32
      %1172 = arith.addf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<32x64xf32>
    %962 = tensor.empty() : tensor<32x64xf32>
    %963 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%947, %961 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%962 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.divf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<32x64xf32>
    %964 = tensor.empty() : tensor<32x64xf32>
    %965 = linalg.generic {indexing_maps = [#map18, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%654, %963 : tensor<f32>, tensor<32x64xf32>) outs(%964 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<32x64xf32>
    %966 = tensor.empty() : tensor<32x64xf32>
    %967 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg12, %965 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%966 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.subf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<32x64xf32>
    %968 = tensor.empty() : tensor<32x64xf32>
    %969 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg33 : tensor<32x64xf32>) outs(%968 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_14 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<32x64xf32>
    %970 = tensor.empty() : tensor<32x64xf32>
    %971 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%452 : tensor<32x64xf32>) outs(%970 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_13 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<32x64xf32>
    %972 = tensor.empty() : tensor<32x64xf32>
    %973 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%969, %971 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%972 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<32x64xf32>
    %974 = tensor.empty() : tensor<32x64xf32>
    %975 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg53 : tensor<32x64xf32>) outs(%974 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_12 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<32x64xf32>
    %976 = tensor.empty() : tensor<32x64xf32>
    %977 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%452 : tensor<32x64xf32>) outs(%976 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_11 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<32x64xf32>
    %978 = tensor.empty() : tensor<32x64xf32>
    %979 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%977, %452 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%978 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<32x64xf32>
    %980 = tensor.empty() : tensor<32x64xf32>
    %981 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%975, %979 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%980 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<32x64xf32>
    %982 = tensor.empty() : tensor<32x64xf32>
    %983 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%981 : tensor<32x64xf32>) outs(%982 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = math.sqrt %in : f32
      linalg.yield %1171 : f32
    } -> tensor<32x64xf32>
    %984 = tensor.empty() : tensor<32x64xf32>
    %985 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%983, %655 : tensor<32x64xf32>, tensor<f32>) outs(%984 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.divf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<32x64xf32>
    %986 = tensor.empty() : tensor<32x64xf32>
    %987 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%985 : tensor<32x64xf32>) outs(%986 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_10 : f64 to f32
      %1172 = arith.addf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<32x64xf32>
    %988 = tensor.empty() : tensor<32x64xf32>
    %989 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%973, %987 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%988 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.divf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<32x64xf32>
    %990 = tensor.empty() : tensor<32x64xf32>
    %991 = linalg.generic {indexing_maps = [#map18, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%654, %989 : tensor<f32>, tensor<32x64xf32>) outs(%990 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<32x64xf32>
    %992 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg13, %991 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%449 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.subf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<32x64xf32>
    %993 = tensor.empty() : tensor<64x64xf32>
    %994 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg34 : tensor<64x64xf32>) outs(%993 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_14 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<64x64xf32>
    %995 = tensor.empty() : tensor<64x64xf32>
    %996 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%400 : tensor<64x64xf32>) outs(%995 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_13 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<64x64xf32>
    %997 = tensor.empty() : tensor<64x64xf32>
    %998 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%994, %996 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%997 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64x64xf32>
    %999 = tensor.empty() : tensor<64x64xf32>
    %1000 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg54 : tensor<64x64xf32>) outs(%999 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_12 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<64x64xf32>
    %1001 = tensor.empty() : tensor<64x64xf32>
    %1002 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%400 : tensor<64x64xf32>) outs(%1001 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_11 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<64x64xf32>
    %1003 = tensor.empty() : tensor<64x64xf32>
    %1004 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1002, %400 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%1003 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64x64xf32>
    %1005 = tensor.empty() : tensor<64x64xf32>
    %1006 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1000, %1004 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%1005 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64x64xf32>
    %1007 = tensor.empty() : tensor<64x64xf32>
    %1008 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1006 : tensor<64x64xf32>) outs(%1007 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = math.sqrt %in : f32
      linalg.yield %1171 : f32
    } -> tensor<64x64xf32>
    %1009 = tensor.empty() : tensor<64x64xf32>
    %1010 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1008, %655 : tensor<64x64xf32>, tensor<f32>) outs(%1009 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.divf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64x64xf32>
    %1011 = tensor.empty() : tensor<64x64xf32>
    %1012 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1010 : tensor<64x64xf32>) outs(%1011 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_10 : f64 to f32
      %1172 = arith.addf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<64x64xf32>
    %1013 = tensor.empty() : tensor<64x64xf32>
    %1014 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%998, %1012 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%1013 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.divf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64x64xf32>
    %1015 = tensor.empty() : tensor<64x64xf32>
    %1016 = linalg.generic {indexing_maps = [#map18, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%654, %1014 : tensor<f32>, tensor<64x64xf32>) outs(%1015 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64x64xf32>
    %1017 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg14, %1016 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%43 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.subf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64x64xf32>
    %1018 = tensor.empty() : tensor<128x64xf32>
    %1019 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg35 : tensor<128x64xf32>) outs(%1018 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_14 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<128x64xf32>
    %1020 = tensor.empty() : tensor<128x64xf32>
    %1021 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%363 : tensor<128x64xf32>) outs(%1020 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_13 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<128x64xf32>
    %1022 = tensor.empty() : tensor<128x64xf32>
    %1023 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1019, %1021 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%1022 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<128x64xf32>
    %1024 = tensor.empty() : tensor<128x64xf32>
    %1025 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg55 : tensor<128x64xf32>) outs(%1024 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_12 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<128x64xf32>
    %1026 = tensor.empty() : tensor<128x64xf32>
    %1027 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%363 : tensor<128x64xf32>) outs(%1026 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_11 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<128x64xf32>
    %1028 = tensor.empty() : tensor<128x64xf32>
    %1029 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1027, %363 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%1028 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<128x64xf32>
    %1030 = tensor.empty() : tensor<128x64xf32>
    %1031 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1025, %1029 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%1030 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<128x64xf32>
    %1032 = tensor.empty() : tensor<128x64xf32>
    %1033 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1031 : tensor<128x64xf32>) outs(%1032 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = math.sqrt %in : f32
      linalg.yield %1171 : f32
    } -> tensor<128x64xf32>
    %1034 = tensor.empty() : tensor<128x64xf32>
    %1035 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1033, %655 : tensor<128x64xf32>, tensor<f32>) outs(%1034 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.divf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<128x64xf32>
    %1036 = tensor.empty() : tensor<128x64xf32>
    %1037 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1035 : tensor<128x64xf32>) outs(%1036 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_10 : f64 to f32
      %1172 = arith.addf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<128x64xf32>
    %1038 = tensor.empty() : tensor<128x64xf32>
    %1039 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1023, %1037 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%1038 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.divf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<128x64xf32>
    %1040 = tensor.empty() : tensor<128x64xf32>
    %1041 = linalg.generic {indexing_maps = [#map18, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%654, %1039 : tensor<f32>, tensor<128x64xf32>) outs(%1040 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<128x64xf32>
    %1042 = tensor.empty() : tensor<128x64xf32>
    %1043 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg15, %1041 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%1042 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.subf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<128x64xf32>
    %1044 = tensor.empty() : tensor<128x64xf32>
    %1045 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg36 : tensor<128x64xf32>) outs(%1044 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_14 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<128x64xf32>
    %1046 = tensor.empty() : tensor<128x64xf32>
    %1047 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%350 : tensor<128x64xf32>) outs(%1046 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_13 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<128x64xf32>
    %1048 = tensor.empty() : tensor<128x64xf32>
    %1049 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1045, %1047 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%1048 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<128x64xf32>
    %1050 = tensor.empty() : tensor<128x64xf32>
    %1051 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg56 : tensor<128x64xf32>) outs(%1050 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_12 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<128x64xf32>
    %1052 = tensor.empty() : tensor<128x64xf32>
    %1053 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%350 : tensor<128x64xf32>) outs(%1052 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_11 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<128x64xf32>
    %1054 = tensor.empty() : tensor<128x64xf32>
    %1055 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1053, %350 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%1054 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<128x64xf32>
    %1056 = tensor.empty() : tensor<128x64xf32>
    %1057 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1051, %1055 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%1056 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<128x64xf32>
    %1058 = tensor.empty() : tensor<128x64xf32>
    %1059 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1057 : tensor<128x64xf32>) outs(%1058 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = math.sqrt %in : f32
      linalg.yield %1171 : f32
    } -> tensor<128x64xf32>
    %1060 = tensor.empty() : tensor<128x64xf32>
    %1061 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1059, %655 : tensor<128x64xf32>, tensor<f32>) outs(%1060 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.divf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<128x64xf32>
    %1062 = tensor.empty() : tensor<128x64xf32>
    %1063 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1061 : tensor<128x64xf32>) outs(%1062 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_10 : f64 to f32
      %1172 = arith.addf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<128x64xf32>
    %1064 = tensor.empty() : tensor<128x64xf32>
    %1065 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1049, %1063 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%1064 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.divf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<128x64xf32>
    %1066 = tensor.empty() : tensor<128x64xf32>
    %1067 = linalg.generic {indexing_maps = [#map18, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%654, %1065 : tensor<f32>, tensor<128x64xf32>) outs(%1066 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<128x64xf32>
    %1068 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg16, %1067 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%45 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.subf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<128x64xf32>
    %1069 = tensor.empty() : tensor<64x128xf32>
    %1070 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg37 : tensor<64x128xf32>) outs(%1069 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_14 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<64x128xf32>
    %1071 = tensor.empty() : tensor<64x128xf32>
    %1072 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%343 : tensor<64x128xf32>) outs(%1071 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_13 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<64x128xf32>
    %1073 = tensor.empty() : tensor<64x128xf32>
    %1074 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1070, %1072 : tensor<64x128xf32>, tensor<64x128xf32>) outs(%1073 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64x128xf32>
    %1075 = tensor.empty() : tensor<64x128xf32>
    %1076 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg57 : tensor<64x128xf32>) outs(%1075 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_12 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<64x128xf32>
    %1077 = tensor.empty() : tensor<64x128xf32>
    %1078 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%343 : tensor<64x128xf32>) outs(%1077 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_11 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<64x128xf32>
    %1079 = tensor.empty() : tensor<64x128xf32>
    %1080 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1078, %343 : tensor<64x128xf32>, tensor<64x128xf32>) outs(%1079 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64x128xf32>
    %1081 = tensor.empty() : tensor<64x128xf32>
    %1082 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1076, %1080 : tensor<64x128xf32>, tensor<64x128xf32>) outs(%1081 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64x128xf32>
    %1083 = tensor.empty() : tensor<64x128xf32>
    %1084 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1082 : tensor<64x128xf32>) outs(%1083 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = math.sqrt %in : f32
      linalg.yield %1171 : f32
    } -> tensor<64x128xf32>
    %1085 = tensor.empty() : tensor<64x128xf32>
    %1086 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%1084, %655 : tensor<64x128xf32>, tensor<f32>) outs(%1085 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.divf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64x128xf32>
    %1087 = tensor.empty() : tensor<64x128xf32>
    %1088 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1086 : tensor<64x128xf32>) outs(%1087 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_10 : f64 to f32
      %1172 = arith.addf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<64x128xf32>
    %1089 = tensor.empty() : tensor<64x128xf32>
    %1090 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1074, %1088 : tensor<64x128xf32>, tensor<64x128xf32>) outs(%1089 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.divf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64x128xf32>
    %1091 = tensor.empty() : tensor<64x128xf32>
    %1092 = linalg.generic {indexing_maps = [#map18, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%654, %1090 : tensor<f32>, tensor<64x128xf32>) outs(%1091 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64x128xf32>
    %1093 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg17, %1092 : tensor<64x128xf32>, tensor<64x128xf32>) outs(%127 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.subf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64x128xf32>
    %1094 = tensor.empty() : tensor<64xf32>
    %1095 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg38 : tensor<64xf32>) outs(%1094 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_14 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<64xf32>
    %1096 = tensor.empty() : tensor<64xf32>
    %1097 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_163 : tensor<64xf32>) outs(%1096 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_13 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<64xf32>
    %1098 = tensor.empty() : tensor<64xf32>
    %1099 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1095, %1097 : tensor<64xf32>, tensor<64xf32>) outs(%1098 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64xf32>
    %1100 = tensor.empty() : tensor<64xf32>
    %1101 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg58 : tensor<64xf32>) outs(%1100 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_12 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<64xf32>
    %1102 = tensor.empty() : tensor<64xf32>
    %1103 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_163 : tensor<64xf32>) outs(%1102 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_11 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<64xf32>
    %1104 = tensor.empty() : tensor<64xf32>
    %1105 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1103, %collapsed_163 : tensor<64xf32>, tensor<64xf32>) outs(%1104 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64xf32>
    %1106 = tensor.empty() : tensor<64xf32>
    %1107 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1101, %1105 : tensor<64xf32>, tensor<64xf32>) outs(%1106 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64xf32>
    %1108 = tensor.empty() : tensor<64xf32>
    %1109 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1107 : tensor<64xf32>) outs(%1108 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = math.sqrt %in : f32
      linalg.yield %1171 : f32
    } -> tensor<64xf32>
    %1110 = tensor.empty() : tensor<64xf32>
    %1111 = linalg.generic {indexing_maps = [#map, #map23, #map], iterator_types = ["parallel"]} ins(%1109, %655 : tensor<64xf32>, tensor<f32>) outs(%1110 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.divf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64xf32>
    %1112 = tensor.empty() : tensor<64xf32>
    %1113 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1111 : tensor<64xf32>) outs(%1112 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_10 : f64 to f32
      %1172 = arith.addf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<64xf32>
    %1114 = tensor.empty() : tensor<64xf32>
    %1115 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1099, %1113 : tensor<64xf32>, tensor<64xf32>) outs(%1114 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.divf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64xf32>
    %1116 = tensor.empty() : tensor<64xf32>
    %1117 = linalg.generic {indexing_maps = [#map23, #map, #map], iterator_types = ["parallel"]} ins(%654, %1115 : tensor<f32>, tensor<64xf32>) outs(%1116 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64xf32>
    %1118 = tensor.empty() : tensor<64xf32>
    %1119 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg18, %1117 : tensor<64xf32>, tensor<64xf32>) outs(%1118 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.subf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64xf32>
    %1120 = tensor.empty() : tensor<64xf32>
    %1121 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg39 : tensor<64xf32>) outs(%1120 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_14 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<64xf32>
    %1122 = tensor.empty() : tensor<64xf32>
    %1123 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_123 : tensor<64xf32>) outs(%1122 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_13 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<64xf32>
    %1124 = tensor.empty() : tensor<64xf32>
    %1125 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1121, %1123 : tensor<64xf32>, tensor<64xf32>) outs(%1124 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64xf32>
    %1126 = tensor.empty() : tensor<64xf32>
    %1127 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg59 : tensor<64xf32>) outs(%1126 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_12 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<64xf32>
    %1128 = tensor.empty() : tensor<64xf32>
    %1129 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_123 : tensor<64xf32>) outs(%1128 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_11 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<64xf32>
    %1130 = tensor.empty() : tensor<64xf32>
    %1131 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1129, %collapsed_123 : tensor<64xf32>, tensor<64xf32>) outs(%1130 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64xf32>
    %1132 = tensor.empty() : tensor<64xf32>
    %1133 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1127, %1131 : tensor<64xf32>, tensor<64xf32>) outs(%1132 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64xf32>
    %1134 = tensor.empty() : tensor<64xf32>
    %1135 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1133 : tensor<64xf32>) outs(%1134 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = math.sqrt %in : f32
      linalg.yield %1171 : f32
    } -> tensor<64xf32>
    %1136 = tensor.empty() : tensor<64xf32>
    %1137 = linalg.generic {indexing_maps = [#map, #map23, #map], iterator_types = ["parallel"]} ins(%1135, %655 : tensor<64xf32>, tensor<f32>) outs(%1136 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.divf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64xf32>
    %1138 = tensor.empty() : tensor<64xf32>
    %1139 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1137 : tensor<64xf32>) outs(%1138 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_10 : f64 to f32
      %1172 = arith.addf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<64xf32>
    %1140 = tensor.empty() : tensor<64xf32>
    %1141 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1125, %1139 : tensor<64xf32>, tensor<64xf32>) outs(%1140 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.divf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64xf32>
    %1142 = tensor.empty() : tensor<64xf32>
    %1143 = linalg.generic {indexing_maps = [#map23, #map, #map], iterator_types = ["parallel"]} ins(%654, %1141 : tensor<f32>, tensor<64xf32>) outs(%1142 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64xf32>
    %1144 = tensor.empty() : tensor<64xf32>
    %1145 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg19, %1143 : tensor<64xf32>, tensor<64xf32>) outs(%1144 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.subf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64xf32>
    %1146 = tensor.empty() : tensor<64xf32>
    %1147 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg40 : tensor<64xf32>) outs(%1146 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_14 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<64xf32>
    %1148 = tensor.empty() : tensor<64xf32>
    %1149 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_112 : tensor<64xf32>) outs(%1148 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_13 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<64xf32>
    %1150 = tensor.empty() : tensor<64xf32>
    %1151 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1147, %1149 : tensor<64xf32>, tensor<64xf32>) outs(%1150 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64xf32>
    %1152 = tensor.empty() : tensor<64xf32>
    %1153 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg60 : tensor<64xf32>) outs(%1152 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_12 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<64xf32>
    %1154 = tensor.empty() : tensor<64xf32>
    %1155 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_112 : tensor<64xf32>) outs(%1154 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_11 : f64 to f32
      %1172 = arith.mulf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<64xf32>
    %1156 = tensor.empty() : tensor<64xf32>
    %1157 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1155, %collapsed_112 : tensor<64xf32>, tensor<64xf32>) outs(%1156 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64xf32>
    %1158 = tensor.empty() : tensor<64xf32>
    %1159 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1153, %1157 : tensor<64xf32>, tensor<64xf32>) outs(%1158 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.addf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64xf32>
    %1160 = tensor.empty() : tensor<64xf32>
    %1161 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1159 : tensor<64xf32>) outs(%1160 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = math.sqrt %in : f32
      linalg.yield %1171 : f32
    } -> tensor<64xf32>
    %1162 = tensor.empty() : tensor<64xf32>
    %1163 = linalg.generic {indexing_maps = [#map, #map23, #map], iterator_types = ["parallel"]} ins(%1161, %655 : tensor<64xf32>, tensor<f32>) outs(%1162 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.divf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64xf32>
    %1164 = tensor.empty() : tensor<64xf32>
    %1165 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1163 : tensor<64xf32>) outs(%1164 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1171 = arith.truncf %cst_10 : f64 to f32
      %1172 = arith.addf %in, %1171 : f32
      linalg.yield %1172 : f32
    } -> tensor<64xf32>
    %1166 = tensor.empty() : tensor<64xf32>
    %1167 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1151, %1165 : tensor<64xf32>, tensor<64xf32>) outs(%1166 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.divf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64xf32>
    %1168 = tensor.empty() : tensor<64xf32>
    %1169 = linalg.generic {indexing_maps = [#map23, #map, #map], iterator_types = ["parallel"]} ins(%654, %1167 : tensor<f32>, tensor<64xf32>) outs(%1168 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.mulf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64xf32>
    %1170 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg20, %1169 : tensor<64xf32>, tensor<64xf32>) outs(%863 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %1171 = arith.subf %in, %in_220 : f32
      linalg.yield %1171 : f32
    } -> tensor<64xf32>
    return %287, %680, %706, %732, %758, %784, %810, %836, %862, %889, %915, %941, %967, %992, %1017, %1043, %1068, %1093, %1119, %1145, %1170, %661, %686, %712, %738, %764, %790, %816, %842, %869, %895, %921, %947, %973, %998, %1023, %1049, %1074, %1099, %1125, %1151, %669, %694, %720, %746, %772, %798, %824, %850, %877, %903, %929, %955, %981, %1006, %1031, %1057, %1082, %1107, %1133, %1159, %636 : tensor<f32>, tensor<256x64xf32>, tensor<64x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<64x64xf32>, tensor<128x64xf32>, tensor<128x64xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<64x64xf32>, tensor<128x64xf32>, tensor<128x64xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<64x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<64x64xf32>, tensor<128x64xf32>, tensor<128x64xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<64x64xf32>, tensor<128x64xf32>, tensor<128x64xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<64x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<64x64xf32>, tensor<128x64xf32>, tensor<128x64xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<64x64xf32>, tensor<128x64xf32>, tensor<128x64xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<i64>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32: "0x040000000000803F9BE8A13ECDCCCC3DE386013D0AD7233C383E4F3B6F12833A60CBA539"
    }
  }
#-}

