// Model zoo: gpt2-train, exported by examples/models/regenerate.sh (zoo.py); random weights.
// Training step: arguments = inputs, targets, parameters, optimizer state; results = loss, then each updated parameter/state named (cleave.name) as the argument it replaces. {"inputs": ["input_ids"], "parameters": 28, "optimizer_state": 57, "results": 86}
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
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map16 = affine_map<(d0, d1) -> ()>
#map17 = affine_map<() -> ()>
#map18 = affine_map<(d0, d1) -> (0, d1)>
#map19 = affine_map<(d0, d1, d2) -> ()>
#map20 = affine_map<(d0, d1) -> (d0, 0)>
#map21 = affine_map<(d0) -> ()>
module {
  func.func @train_step(%arg0: tensor<8x16xi64> {cleave.name = "input_ids"}, %arg1: tensor<256x64xf32> {cleave.name = "wte.weight"}, %arg2: tensor<32x64xf32> {cleave.name = "wpe.weight"}, %arg3: tensor<64xf32> {cleave.name = "h.0.ln_1.weight"}, %arg4: tensor<64xf32> {cleave.name = "h.0.ln_1.bias"}, %arg5: tensor<64x192xf32> {cleave.name = "h.0.attn.c_attn.weight"}, %arg6: tensor<192xf32> {cleave.name = "h.0.attn.c_attn.bias"}, %arg7: tensor<64x64xf32> {cleave.name = "h.0.attn.c_proj.weight"}, %arg8: tensor<64xf32> {cleave.name = "h.0.attn.c_proj.bias"}, %arg9: tensor<64xf32> {cleave.name = "h.0.ln_2.weight"}, %arg10: tensor<64xf32> {cleave.name = "h.0.ln_2.bias"}, %arg11: tensor<64x256xf32> {cleave.name = "h.0.mlp.c_fc.weight"}, %arg12: tensor<256xf32> {cleave.name = "h.0.mlp.c_fc.bias"}, %arg13: tensor<256x64xf32> {cleave.name = "h.0.mlp.c_proj.weight"}, %arg14: tensor<64xf32> {cleave.name = "h.0.mlp.c_proj.bias"}, %arg15: tensor<64xf32> {cleave.name = "h.1.ln_1.weight"}, %arg16: tensor<64xf32> {cleave.name = "h.1.ln_1.bias"}, %arg17: tensor<64x192xf32> {cleave.name = "h.1.attn.c_attn.weight"}, %arg18: tensor<192xf32> {cleave.name = "h.1.attn.c_attn.bias"}, %arg19: tensor<64x64xf32> {cleave.name = "h.1.attn.c_proj.weight"}, %arg20: tensor<64xf32> {cleave.name = "h.1.attn.c_proj.bias"}, %arg21: tensor<64xf32> {cleave.name = "h.1.ln_2.weight"}, %arg22: tensor<64xf32> {cleave.name = "h.1.ln_2.bias"}, %arg23: tensor<64x256xf32> {cleave.name = "h.1.mlp.c_fc.weight"}, %arg24: tensor<256xf32> {cleave.name = "h.1.mlp.c_fc.bias"}, %arg25: tensor<256x64xf32> {cleave.name = "h.1.mlp.c_proj.weight"}, %arg26: tensor<64xf32> {cleave.name = "h.1.mlp.c_proj.bias"}, %arg27: tensor<64xf32> {cleave.name = "ln_f.weight"}, %arg28: tensor<64xf32> {cleave.name = "ln_f.bias"}, %arg29: tensor<256x64xf32> {cleave.name = "adam_m.wte.weight"}, %arg30: tensor<32x64xf32> {cleave.name = "adam_m.wpe.weight"}, %arg31: tensor<64xf32> {cleave.name = "adam_m.h.0.ln_1.weight"}, %arg32: tensor<64xf32> {cleave.name = "adam_m.h.0.ln_1.bias"}, %arg33: tensor<64x192xf32> {cleave.name = "adam_m.h.0.attn.c_attn.weight"}, %arg34: tensor<192xf32> {cleave.name = "adam_m.h.0.attn.c_attn.bias"}, %arg35: tensor<64x64xf32> {cleave.name = "adam_m.h.0.attn.c_proj.weight"}, %arg36: tensor<64xf32> {cleave.name = "adam_m.h.0.attn.c_proj.bias"}, %arg37: tensor<64xf32> {cleave.name = "adam_m.h.0.ln_2.weight"}, %arg38: tensor<64xf32> {cleave.name = "adam_m.h.0.ln_2.bias"}, %arg39: tensor<64x256xf32> {cleave.name = "adam_m.h.0.mlp.c_fc.weight"}, %arg40: tensor<256xf32> {cleave.name = "adam_m.h.0.mlp.c_fc.bias"}, %arg41: tensor<256x64xf32> {cleave.name = "adam_m.h.0.mlp.c_proj.weight"}, %arg42: tensor<64xf32> {cleave.name = "adam_m.h.0.mlp.c_proj.bias"}, %arg43: tensor<64xf32> {cleave.name = "adam_m.h.1.ln_1.weight"}, %arg44: tensor<64xf32> {cleave.name = "adam_m.h.1.ln_1.bias"}, %arg45: tensor<64x192xf32> {cleave.name = "adam_m.h.1.attn.c_attn.weight"}, %arg46: tensor<192xf32> {cleave.name = "adam_m.h.1.attn.c_attn.bias"}, %arg47: tensor<64x64xf32> {cleave.name = "adam_m.h.1.attn.c_proj.weight"}, %arg48: tensor<64xf32> {cleave.name = "adam_m.h.1.attn.c_proj.bias"}, %arg49: tensor<64xf32> {cleave.name = "adam_m.h.1.ln_2.weight"}, %arg50: tensor<64xf32> {cleave.name = "adam_m.h.1.ln_2.bias"}, %arg51: tensor<64x256xf32> {cleave.name = "adam_m.h.1.mlp.c_fc.weight"}, %arg52: tensor<256xf32> {cleave.name = "adam_m.h.1.mlp.c_fc.bias"}, %arg53: tensor<256x64xf32> {cleave.name = "adam_m.h.1.mlp.c_proj.weight"}, %arg54: tensor<64xf32> {cleave.name = "adam_m.h.1.mlp.c_proj.bias"}, %arg55: tensor<64xf32> {cleave.name = "adam_m.ln_f.weight"}, %arg56: tensor<64xf32> {cleave.name = "adam_m.ln_f.bias"}, %arg57: tensor<256x64xf32> {cleave.name = "adam_v.wte.weight"}, %arg58: tensor<32x64xf32> {cleave.name = "adam_v.wpe.weight"}, %arg59: tensor<64xf32> {cleave.name = "adam_v.h.0.ln_1.weight"}, %arg60: tensor<64xf32> {cleave.name = "adam_v.h.0.ln_1.bias"}, %arg61: tensor<64x192xf32> {cleave.name = "adam_v.h.0.attn.c_attn.weight"}, %arg62: tensor<192xf32> {cleave.name = "adam_v.h.0.attn.c_attn.bias"}, %arg63: tensor<64x64xf32> {cleave.name = "adam_v.h.0.attn.c_proj.weight"}, %arg64: tensor<64xf32> {cleave.name = "adam_v.h.0.attn.c_proj.bias"}, %arg65: tensor<64xf32> {cleave.name = "adam_v.h.0.ln_2.weight"}, %arg66: tensor<64xf32> {cleave.name = "adam_v.h.0.ln_2.bias"}, %arg67: tensor<64x256xf32> {cleave.name = "adam_v.h.0.mlp.c_fc.weight"}, %arg68: tensor<256xf32> {cleave.name = "adam_v.h.0.mlp.c_fc.bias"}, %arg69: tensor<256x64xf32> {cleave.name = "adam_v.h.0.mlp.c_proj.weight"}, %arg70: tensor<64xf32> {cleave.name = "adam_v.h.0.mlp.c_proj.bias"}, %arg71: tensor<64xf32> {cleave.name = "adam_v.h.1.ln_1.weight"}, %arg72: tensor<64xf32> {cleave.name = "adam_v.h.1.ln_1.bias"}, %arg73: tensor<64x192xf32> {cleave.name = "adam_v.h.1.attn.c_attn.weight"}, %arg74: tensor<192xf32> {cleave.name = "adam_v.h.1.attn.c_attn.bias"}, %arg75: tensor<64x64xf32> {cleave.name = "adam_v.h.1.attn.c_proj.weight"}, %arg76: tensor<64xf32> {cleave.name = "adam_v.h.1.attn.c_proj.bias"}, %arg77: tensor<64xf32> {cleave.name = "adam_v.h.1.ln_2.weight"}, %arg78: tensor<64xf32> {cleave.name = "adam_v.h.1.ln_2.bias"}, %arg79: tensor<64x256xf32> {cleave.name = "adam_v.h.1.mlp.c_fc.weight"}, %arg80: tensor<256xf32> {cleave.name = "adam_v.h.1.mlp.c_fc.bias"}, %arg81: tensor<256x64xf32> {cleave.name = "adam_v.h.1.mlp.c_proj.weight"}, %arg82: tensor<64xf32> {cleave.name = "adam_v.h.1.mlp.c_proj.bias"}, %arg83: tensor<64xf32> {cleave.name = "adam_v.ln_f.weight"}, %arg84: tensor<64xf32> {cleave.name = "adam_v.ln_f.bias"}, %arg85: tensor<i64> {cleave.name = "step"}) -> (tensor<f32> {cleave.name = "loss"}, tensor<256x64xf32> {cleave.name = "wte.weight"}, tensor<32x64xf32> {cleave.name = "wpe.weight"}, tensor<64xf32> {cleave.name = "h.0.ln_1.weight"}, tensor<64xf32> {cleave.name = "h.0.ln_1.bias"}, tensor<64x192xf32> {cleave.name = "h.0.attn.c_attn.weight"}, tensor<192xf32> {cleave.name = "h.0.attn.c_attn.bias"}, tensor<64x64xf32> {cleave.name = "h.0.attn.c_proj.weight"}, tensor<64xf32> {cleave.name = "h.0.attn.c_proj.bias"}, tensor<64xf32> {cleave.name = "h.0.ln_2.weight"}, tensor<64xf32> {cleave.name = "h.0.ln_2.bias"}, tensor<64x256xf32> {cleave.name = "h.0.mlp.c_fc.weight"}, tensor<256xf32> {cleave.name = "h.0.mlp.c_fc.bias"}, tensor<256x64xf32> {cleave.name = "h.0.mlp.c_proj.weight"}, tensor<64xf32> {cleave.name = "h.0.mlp.c_proj.bias"}, tensor<64xf32> {cleave.name = "h.1.ln_1.weight"}, tensor<64xf32> {cleave.name = "h.1.ln_1.bias"}, tensor<64x192xf32> {cleave.name = "h.1.attn.c_attn.weight"}, tensor<192xf32> {cleave.name = "h.1.attn.c_attn.bias"}, tensor<64x64xf32> {cleave.name = "h.1.attn.c_proj.weight"}, tensor<64xf32> {cleave.name = "h.1.attn.c_proj.bias"}, tensor<64xf32> {cleave.name = "h.1.ln_2.weight"}, tensor<64xf32> {cleave.name = "h.1.ln_2.bias"}, tensor<64x256xf32> {cleave.name = "h.1.mlp.c_fc.weight"}, tensor<256xf32> {cleave.name = "h.1.mlp.c_fc.bias"}, tensor<256x64xf32> {cleave.name = "h.1.mlp.c_proj.weight"}, tensor<64xf32> {cleave.name = "h.1.mlp.c_proj.bias"}, tensor<64xf32> {cleave.name = "ln_f.weight"}, tensor<64xf32> {cleave.name = "ln_f.bias"}, tensor<256x64xf32> {cleave.name = "adam_m.wte.weight"}, tensor<32x64xf32> {cleave.name = "adam_m.wpe.weight"}, tensor<64xf32> {cleave.name = "adam_m.h.0.ln_1.weight"}, tensor<64xf32> {cleave.name = "adam_m.h.0.ln_1.bias"}, tensor<64x192xf32> {cleave.name = "adam_m.h.0.attn.c_attn.weight"}, tensor<192xf32> {cleave.name = "adam_m.h.0.attn.c_attn.bias"}, tensor<64x64xf32> {cleave.name = "adam_m.h.0.attn.c_proj.weight"}, tensor<64xf32> {cleave.name = "adam_m.h.0.attn.c_proj.bias"}, tensor<64xf32> {cleave.name = "adam_m.h.0.ln_2.weight"}, tensor<64xf32> {cleave.name = "adam_m.h.0.ln_2.bias"}, tensor<64x256xf32> {cleave.name = "adam_m.h.0.mlp.c_fc.weight"}, tensor<256xf32> {cleave.name = "adam_m.h.0.mlp.c_fc.bias"}, tensor<256x64xf32> {cleave.name = "adam_m.h.0.mlp.c_proj.weight"}, tensor<64xf32> {cleave.name = "adam_m.h.0.mlp.c_proj.bias"}, tensor<64xf32> {cleave.name = "adam_m.h.1.ln_1.weight"}, tensor<64xf32> {cleave.name = "adam_m.h.1.ln_1.bias"}, tensor<64x192xf32> {cleave.name = "adam_m.h.1.attn.c_attn.weight"}, tensor<192xf32> {cleave.name = "adam_m.h.1.attn.c_attn.bias"}, tensor<64x64xf32> {cleave.name = "adam_m.h.1.attn.c_proj.weight"}, tensor<64xf32> {cleave.name = "adam_m.h.1.attn.c_proj.bias"}, tensor<64xf32> {cleave.name = "adam_m.h.1.ln_2.weight"}, tensor<64xf32> {cleave.name = "adam_m.h.1.ln_2.bias"}, tensor<64x256xf32> {cleave.name = "adam_m.h.1.mlp.c_fc.weight"}, tensor<256xf32> {cleave.name = "adam_m.h.1.mlp.c_fc.bias"}, tensor<256x64xf32> {cleave.name = "adam_m.h.1.mlp.c_proj.weight"}, tensor<64xf32> {cleave.name = "adam_m.h.1.mlp.c_proj.bias"}, tensor<64xf32> {cleave.name = "adam_m.ln_f.weight"}, tensor<64xf32> {cleave.name = "adam_m.ln_f.bias"}, tensor<256x64xf32> {cleave.name = "adam_v.wte.weight"}, tensor<32x64xf32> {cleave.name = "adam_v.wpe.weight"}, tensor<64xf32> {cleave.name = "adam_v.h.0.ln_1.weight"}, tensor<64xf32> {cleave.name = "adam_v.h.0.ln_1.bias"}, tensor<64x192xf32> {cleave.name = "adam_v.h.0.attn.c_attn.weight"}, tensor<192xf32> {cleave.name = "adam_v.h.0.attn.c_attn.bias"}, tensor<64x64xf32> {cleave.name = "adam_v.h.0.attn.c_proj.weight"}, tensor<64xf32> {cleave.name = "adam_v.h.0.attn.c_proj.bias"}, tensor<64xf32> {cleave.name = "adam_v.h.0.ln_2.weight"}, tensor<64xf32> {cleave.name = "adam_v.h.0.ln_2.bias"}, tensor<64x256xf32> {cleave.name = "adam_v.h.0.mlp.c_fc.weight"}, tensor<256xf32> {cleave.name = "adam_v.h.0.mlp.c_fc.bias"}, tensor<256x64xf32> {cleave.name = "adam_v.h.0.mlp.c_proj.weight"}, tensor<64xf32> {cleave.name = "adam_v.h.0.mlp.c_proj.bias"}, tensor<64xf32> {cleave.name = "adam_v.h.1.ln_1.weight"}, tensor<64xf32> {cleave.name = "adam_v.h.1.ln_1.bias"}, tensor<64x192xf32> {cleave.name = "adam_v.h.1.attn.c_attn.weight"}, tensor<192xf32> {cleave.name = "adam_v.h.1.attn.c_attn.bias"}, tensor<64x64xf32> {cleave.name = "adam_v.h.1.attn.c_proj.weight"}, tensor<64xf32> {cleave.name = "adam_v.h.1.attn.c_proj.bias"}, tensor<64xf32> {cleave.name = "adam_v.h.1.ln_2.weight"}, tensor<64xf32> {cleave.name = "adam_v.h.1.ln_2.bias"}, tensor<64x256xf32> {cleave.name = "adam_v.h.1.mlp.c_fc.weight"}, tensor<256xf32> {cleave.name = "adam_v.h.1.mlp.c_fc.bias"}, tensor<256x64xf32> {cleave.name = "adam_v.h.1.mlp.c_proj.weight"}, tensor<64xf32> {cleave.name = "adam_v.h.1.mlp.c_proj.bias"}, tensor<64xf32> {cleave.name = "adam_v.ln_f.weight"}, tensor<64xf32> {cleave.name = "adam_v.ln_f.bias"}, tensor<i64> {cleave.name = "step"}) {
    %c3_i64 = arith.constant 3 : i64
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %c256 = arith.constant 256 : index
    %c32 = arith.constant 32 : index
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<8x16x256xf32>
    %cst_4 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_5 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_6 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_7 = arith.constant dense<true> : tensor<i1>
    %cst_8 = arith.constant 1.000000e-08 : f64
    %cst_9 = arith.constant 0.0010000000000000009 : f64
    %cst_10 = arith.constant 0.99899999999999999 : f64
    %cst_11 = arith.constant 0.099999999999999978 : f64
    %cst_12 = arith.constant 9.000000e-01 : f64
    %cst_13 = arith.constant 1.000000e-03 : f64
    %cst_14 = arith.constant -0.0010005003335835344 : f64
    %cst_15 = arith.constant -0.10536051565782628 : f64
    %cst_16 = arith.constant 0.79788456080286541 : f64
    %cst_17 = arith.constant 4.471500e-02 : f64
    %cst_18 = arith.constant 1.000000e-05 : f64
    %true = arith.constant true
    %cst_19 = arith.constant 6.400000e+01 : f64
    %cst_20 = arith.constant 6.400000e+01 : f32
    %cst_21 = arith.constant 2.500000e-01 : f32
    %cst_22 = arith.constant 5.000000e-01 : f32
    %cst_23 = arith.constant 1.200000e+02 : f32
    %cst_24 = arith.constant 3.000000e+00 : f32
    %cst_25 = arith.constant dense<1> : tensor<i64>
    %0 = tensor.empty() : tensor<16xi64>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%0 : tensor<16xi64>) {
    ^bb0(%out: i64):
      %1393 = linalg.index 0 : index
      %1394 = arith.index_cast %1393 : index to i64
      linalg.yield %1394 : i64
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
      %1393 = arith.index_cast %in : i64 to index
      %1394 = linalg.index 2 : index
      %1395 = arith.cmpi slt, %1393, %c256 : index
      cf.assert %1395, "index must be smaller than dim size"
      %1396 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %1396, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%1393, %1394] : tensor<256x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x16x64xf32>
    %7 = tensor.empty() : tensor<8x16x64xf32>
    %8 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3 : tensor<8x16xi64>) outs(%7 : tensor<8x16x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %1393 = arith.index_cast %in : i64 to index
      %1394 = linalg.index 2 : index
      %1395 = arith.cmpi slt, %1393, %c32 : index
      cf.assert %1395, "index must be smaller than dim size"
      %1396 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %1396, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg2[%1393, %1394] : tensor<32x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x16x64xf32>
    %9 = tensor.empty() : tensor<8x16x64xf32>
    %10 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %8 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%9 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %11 = tensor.empty() : tensor<8xi64>
    %12 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%11 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %1393 = linalg.index 0 : index
      %1394 = arith.index_cast %1393 : index to i64
      linalg.yield %1394 : i64
    } -> tensor<8xi64>
    %expanded = tensor.expand_shape %12 [[0, 1, 2, 3]] output_shape [8, 1, 1, 1] : tensor<8xi64> into tensor<8x1x1x1xi64>
    %expanded_26 = tensor.expand_shape %1 [[0, 1, 2, 3]] output_shape [1, 1, 16, 1] : tensor<16xi64> into tensor<1x1x16x1xi64>
    %expanded_27 = tensor.expand_shape %1 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] : tensor<16xi64> into tensor<1x1x1x16xi64>
    %13 = tensor.empty() : tensor<1x1x16x16xi1>
    %14 = tensor.empty() : tensor<1x1x16x16xi1>
    %15 = linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_27, %expanded_26 : tensor<1x1x1x16xi64>, tensor<1x1x16x1xi64>) outs(%14 : tensor<1x1x16x16xi1>) {
    ^bb0(%in: i64, %in_167: i64, %out: i1):
      %1393 = arith.cmpi sle, %in, %in_167 : i64
      linalg.yield %1393 : i1
    } -> tensor<1x1x16x16xi1>
    %16 = linalg.generic {indexing_maps = [#map8, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_7, %15 : tensor<i1>, tensor<1x1x16x16xi1>) outs(%13 : tensor<1x1x16x16xi1>) {
    ^bb0(%in: i1, %in_167: i1, %out: i1):
      %1393 = arith.andi %in, %in_167 : i1
      linalg.yield %1393 : i1
    } -> tensor<1x1x16x16xi1>
    %17 = tensor.empty() : tensor<8x1x1x16xi1>
    %18 = linalg.generic {indexing_maps = [#map9, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_27 : tensor<8x1x1x1xi64>, tensor<1x1x1x16xi64>) outs(%17 : tensor<8x1x1x16xi1>) {
    ^bb0(%in: i64, %in_167: i64, %out: i1):
      linalg.yield %true : i1
    } -> tensor<8x1x1x16xi1>
    %19 = tensor.empty() : tensor<8x1x16x16xi1>
    %20 = linalg.generic {indexing_maps = [#map11, #map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16, %18 : tensor<1x1x16x16xi1>, tensor<8x1x1x16xi1>) outs(%19 : tensor<8x1x16x16xi1>) {
    ^bb0(%in: i1, %in_167: i1, %out: i1):
      %1393 = arith.andi %in, %in_167 : i1
      linalg.yield %1393 : i1
    } -> tensor<8x1x16x16xi1>
    %21 = tensor.empty() : tensor<8x1x16x16xf32>
    %22 = linalg.generic {indexing_maps = [#map7, #map8, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %cst_6, %cst_5 : tensor<8x1x16x16xi1>, tensor<f32>, tensor<f32>) outs(%21 : tensor<8x1x16x16xf32>) {
    ^bb0(%in: i1, %in_167: f32, %in_168: f32, %out: f32):
      %1393 = arith.select %in, %in_167, %in_168 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x1x16x16xf32>
    %23 = tensor.empty() : tensor<8x16x64xf64>
    %24 = tensor.empty() : tensor<8x16x64xf64>
    %25 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10 : tensor<8x16x64xf32>) outs(%24 : tensor<8x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1393 = arith.extf %in : f32 to f64
      linalg.yield %1393 : f64
    } -> tensor<8x16x64xf64>
    %26 = tensor.empty() : tensor<8x16x1xf64>
    %27 = tensor.empty() : tensor<8x16x1xf64>
    %28 = linalg.fill ins(%cst : f64) outs(%27 : tensor<8x16x1xf64>) -> tensor<8x16x1xf64>
    %29 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%25 : tensor<8x16x64xf64>) outs(%28 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1393 = arith.addf %in, %out : f64
      linalg.yield %1393 : f64
    } -> tensor<8x16x1xf64>
    %30 = tensor.empty() : tensor<8x16x1xf64>
    %31 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<8x16x1xf64>) outs(%30 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1393 = arith.divf %in, %cst_19 : f64
      linalg.yield %1393 : f64
    } -> tensor<8x16x1xf64>
    %32 = tensor.empty() : tensor<8x16x64xf64>
    %33 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25, %31 : tensor<8x16x64xf64>, tensor<8x16x1xf64>) outs(%32 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_167: f64, %out: f64):
      %1393 = arith.subf %in, %in_167 : f64
      linalg.yield %1393 : f64
    } -> tensor<8x16x64xf64>
    %34 = tensor.empty() : tensor<8x16x64xf64>
    %35 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33, %33 : tensor<8x16x64xf64>, tensor<8x16x64xf64>) outs(%34 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_167: f64, %out: f64):
      %1393 = arith.mulf %in, %in_167 : f64
      linalg.yield %1393 : f64
    } -> tensor<8x16x64xf64>
    %36 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%35 : tensor<8x16x64xf64>) outs(%28 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1393 = arith.addf %in, %out : f64
      linalg.yield %1393 : f64
    } -> tensor<8x16x1xf64>
    %37 = tensor.empty() : tensor<8x16x1xf64>
    %38 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36 : tensor<8x16x1xf64>) outs(%37 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1393 = arith.divf %in, %cst_19 : f64
      linalg.yield %1393 : f64
    } -> tensor<8x16x1xf64>
    %39 = tensor.empty() : tensor<8x16x1xf32>
    %40 = tensor.empty() : tensor<8x16x1xf32>
    %41 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38 : tensor<8x16x1xf64>) outs(%40 : tensor<8x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1393 = arith.truncf %in : f64 to f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x1xf32>
    %42 = tensor.empty() : tensor<8x16x1xf32>
    %43 = linalg.fill ins(%cst_0 : f32) outs(%42 : tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %44 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%10 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.addf %in, %out : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x1xf32>
    %45 = tensor.empty() : tensor<8x16x1xf32>
    %46 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%44 : tensor<8x16x1xf32>) outs(%45 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.divf %in, %cst_20 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x1xf32>
    %47 = tensor.empty() : tensor<8x16x1xf32>
    %48 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41 : tensor<8x16x1xf32>) outs(%47 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_18 : f64 to f32
      %1394 = arith.addf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<8x16x1xf32>
    %49 = tensor.empty() : tensor<8x16x1xf32>
    %50 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%48 : tensor<8x16x1xf32>) outs(%49 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = math.rsqrt %in : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x1xf32>
    %51 = tensor.empty() : tensor<8x16x64xf32>
    %52 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %46 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%51 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.subf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %53 = tensor.empty() : tensor<8x16x64xf32>
    %54 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%52, %50 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%53 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %55 = tensor.empty() : tensor<8x16x64xf32>
    %56 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%54, %arg3 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%55 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %57 = tensor.empty() : tensor<8x16x64xf32>
    %58 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%56, %arg4 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%57 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %collapsed = tensor.collapse_shape %58 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %59 = tensor.empty() : tensor<128x192xf32>
    %60 = tensor.empty() : tensor<128x192xf32>
    %61 = linalg.fill ins(%cst_0 : f32) outs(%60 : tensor<128x192xf32>) -> tensor<128x192xf32>
    %62 = linalg.matmul ins(%collapsed, %arg5 : tensor<128x64xf32>, tensor<64x192xf32>) outs(%61 : tensor<128x192xf32>) -> tensor<128x192xf32>
    %63 = tensor.empty() : tensor<128x192xf32>
    %64 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<192xf32>) outs(%63 : tensor<128x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x192xf32>
    %65 = tensor.empty() : tensor<128x192xf32>
    %66 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%62, %64 : tensor<128x192xf32>, tensor<128x192xf32>) outs(%65 : tensor<128x192xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<128x192xf32>
    %expanded_28 = tensor.expand_shape %66 [[0, 1], [2]] output_shape [8, 16, 192] : tensor<128x192xf32> into tensor<8x16x192xf32>
    %extracted_slice = tensor.extract_slice %expanded_28[0, 0, 0] [8, 16, 64] [1, 1, 1] : tensor<8x16x192xf32> to tensor<8x16x64xf32>
    %extracted_slice_29 = tensor.extract_slice %expanded_28[0, 0, 64] [8, 16, 64] [1, 1, 1] : tensor<8x16x192xf32> to tensor<8x16x64xf32>
    %extracted_slice_30 = tensor.extract_slice %expanded_28[0, 0, 128] [8, 16, 64] [1, 1, 1] : tensor<8x16x192xf32> to tensor<8x16x64xf32>
    %expanded_31 = tensor.expand_shape %extracted_slice_29 [[0], [1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<8x16x64xf32> into tensor<8x16x4x16xf32>
    %expanded_32 = tensor.expand_shape %extracted_slice_30 [[0], [1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<8x16x64xf32> into tensor<8x16x4x16xf32>
    %67 = tensor.empty() : tensor<8x4x16x16xf32>
    %68 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed = linalg.transpose ins(%expanded_32 : tensor<8x16x4x16xf32>) outs(%68 : tensor<8x4x16x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_33 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<8x16x64xf32> into tensor<8x16x4x16xf32>
    %69 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_34 = linalg.transpose ins(%expanded_33 : tensor<8x16x4x16xf32>) outs(%69 : tensor<8x4x16x16xf32>) permutation = [0, 2, 1, 3] 
    %70 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_35 = linalg.transpose ins(%expanded_31 : tensor<8x16x4x16xf32>) outs(%70 : tensor<8x4x16x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_36 = tensor.collapse_shape %transposed_34 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_37 = tensor.collapse_shape %transposed_35 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %71 = tensor.empty() : tensor<32x16x16xf32>
    %72 = tensor.empty() : tensor<32x16x16xf32>
    %73 = linalg.fill ins(%cst_0 : f32) outs(%72 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %74 = linalg.batch_matmul ins(%collapsed_36, %collapsed_37 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%73 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_38 = tensor.expand_shape %74 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %75 = tensor.empty() : tensor<8x4x16x16xf32>
    %76 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_38 : tensor<8x4x16x16xf32>) outs(%75 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.mulf %in, %cst_21 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x4x16x16xf32>
    %77 = tensor.empty() : tensor<8x4x16x16xf32>
    %78 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76, %22 : tensor<8x4x16x16xf32>, tensor<8x1x16x16xf32>) outs(%77 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x4x16x16xf32>
    %79 = tensor.empty() : tensor<8x4x16xi64>
    %80 = linalg.fill ins(%c0_i64 : i64) outs(%79 : tensor<8x4x16xi64>) -> tensor<8x4x16xi64>
    %81 = tensor.empty() : tensor<8x4x16xf32>
    %82 = linalg.fill ins(%cst_1 : f32) outs(%81 : tensor<8x4x16xf32>) -> tensor<8x4x16xf32>
    %83:2 = linalg.generic {indexing_maps = [#map7, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%78 : tensor<8x4x16x16xf32>) outs(%82, %80 : tensor<8x4x16xf32>, tensor<8x4x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_167: i64):
      %1393 = linalg.index 3 : index
      %1394 = arith.index_cast %1393 : index to i64
      %1395 = arith.maximumf %in, %out : f32
      %1396 = arith.cmpf ogt, %in, %out : f32
      %1397 = arith.select %1396, %1394, %out_167 : i64
      linalg.yield %1395, %1397 : f32, i64
    } -> (tensor<8x4x16xf32>, tensor<8x4x16xi64>)
    %expanded_39 = tensor.expand_shape %83#0 [[0], [1], [2, 3]] output_shape [8, 4, 16, 1] : tensor<8x4x16xf32> into tensor<8x4x16x1xf32>
    %84 = tensor.empty() : tensor<8x4x16x16xf32>
    %85 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%78, %expanded_39 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%84 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.subf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x4x16x16xf32>
    %86 = tensor.empty() : tensor<8x4x16x16xf32>
    %87 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%85 : tensor<8x4x16x16xf32>) outs(%86 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = math.exp %in : f32
      linalg.yield %1393 : f32
    } -> tensor<8x4x16x16xf32>
    %88 = tensor.empty() : tensor<8x4x16x1xf32>
    %89 = linalg.fill ins(%cst_0 : f32) outs(%88 : tensor<8x4x16x1xf32>) -> tensor<8x4x16x1xf32>
    %90 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%87 : tensor<8x4x16x16xf32>) outs(%89 : tensor<8x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.addf %in, %out : f32
      linalg.yield %1393 : f32
    } -> tensor<8x4x16x1xf32>
    %91 = tensor.empty() : tensor<8x4x16x16xf32>
    %92 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%87, %90 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%91 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.divf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x4x16x16xf32>
    %collapsed_40 = tensor.collapse_shape %92 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_41 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %93 = linalg.batch_matmul ins(%collapsed_40, %collapsed_41 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%73 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_42 = tensor.expand_shape %93 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %94 = tensor.empty() : tensor<8x16x4x16xf32>
    %95 = tensor.empty() : tensor<8x16x4x16xf32>
    %transposed_43 = linalg.transpose ins(%expanded_42 : tensor<8x4x16x16xf32>) outs(%95 : tensor<8x16x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_44 = tensor.collapse_shape %transposed_43 [[0, 1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<128x64xf32>
    %96 = tensor.empty() : tensor<128x64xf32>
    %97 = tensor.empty() : tensor<128x64xf32>
    %98 = linalg.fill ins(%cst_0 : f32) outs(%97 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %99 = linalg.matmul ins(%collapsed_44, %arg7 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%98 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %100 = tensor.empty() : tensor<128x64xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<64xf32>) outs(%100 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %102 = tensor.empty() : tensor<128x64xf32>
    %103 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%99, %101 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%102 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<128x64xf32>
    %expanded_45 = tensor.expand_shape %103 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %104 = tensor.empty() : tensor<8x16x64xf32>
    %105 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_45, %10 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%104 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %106 = tensor.empty() : tensor<8x16x64xf64>
    %107 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105 : tensor<8x16x64xf32>) outs(%106 : tensor<8x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1393 = arith.extf %in : f32 to f64
      linalg.yield %1393 : f64
    } -> tensor<8x16x64xf64>
    %108 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%107 : tensor<8x16x64xf64>) outs(%28 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1393 = arith.addf %in, %out : f64
      linalg.yield %1393 : f64
    } -> tensor<8x16x1xf64>
    %109 = tensor.empty() : tensor<8x16x1xf64>
    %110 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108 : tensor<8x16x1xf64>) outs(%109 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1393 = arith.divf %in, %cst_19 : f64
      linalg.yield %1393 : f64
    } -> tensor<8x16x1xf64>
    %111 = tensor.empty() : tensor<8x16x64xf64>
    %112 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107, %110 : tensor<8x16x64xf64>, tensor<8x16x1xf64>) outs(%111 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_167: f64, %out: f64):
      %1393 = arith.subf %in, %in_167 : f64
      linalg.yield %1393 : f64
    } -> tensor<8x16x64xf64>
    %113 = tensor.empty() : tensor<8x16x64xf64>
    %114 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112, %112 : tensor<8x16x64xf64>, tensor<8x16x64xf64>) outs(%113 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_167: f64, %out: f64):
      %1393 = arith.mulf %in, %in_167 : f64
      linalg.yield %1393 : f64
    } -> tensor<8x16x64xf64>
    %115 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%114 : tensor<8x16x64xf64>) outs(%28 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1393 = arith.addf %in, %out : f64
      linalg.yield %1393 : f64
    } -> tensor<8x16x1xf64>
    %116 = tensor.empty() : tensor<8x16x1xf64>
    %117 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115 : tensor<8x16x1xf64>) outs(%116 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1393 = arith.divf %in, %cst_19 : f64
      linalg.yield %1393 : f64
    } -> tensor<8x16x1xf64>
    %118 = tensor.empty() : tensor<8x16x1xf32>
    %119 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117 : tensor<8x16x1xf64>) outs(%118 : tensor<8x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1393 = arith.truncf %in : f64 to f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x1xf32>
    %120 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%105 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.addf %in, %out : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x1xf32>
    %121 = tensor.empty() : tensor<8x16x1xf32>
    %122 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120 : tensor<8x16x1xf32>) outs(%121 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.divf %in, %cst_20 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x1xf32>
    %123 = tensor.empty() : tensor<8x16x1xf32>
    %124 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119 : tensor<8x16x1xf32>) outs(%123 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_18 : f64 to f32
      %1394 = arith.addf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<8x16x1xf32>
    %125 = tensor.empty() : tensor<8x16x1xf32>
    %126 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124 : tensor<8x16x1xf32>) outs(%125 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = math.rsqrt %in : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x1xf32>
    %127 = tensor.empty() : tensor<8x16x64xf32>
    %128 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105, %122 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%127 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.subf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %129 = tensor.empty() : tensor<8x16x64xf32>
    %130 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128, %126 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%129 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %131 = tensor.empty() : tensor<8x16x64xf32>
    %132 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130, %arg9 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%131 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %133 = tensor.empty() : tensor<8x16x64xf32>
    %134 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132, %arg10 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%133 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_46 = tensor.collapse_shape %134 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %135 = tensor.empty() : tensor<128x256xf32>
    %136 = tensor.empty() : tensor<128x256xf32>
    %137 = linalg.fill ins(%cst_0 : f32) outs(%136 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %138 = linalg.matmul ins(%collapsed_46, %arg11 : tensor<128x64xf32>, tensor<64x256xf32>) outs(%137 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %139 = tensor.empty() : tensor<128x256xf32>
    %140 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<256xf32>) outs(%139 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x256xf32>
    %141 = tensor.empty() : tensor<128x256xf32>
    %142 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%138, %140 : tensor<128x256xf32>, tensor<128x256xf32>) outs(%141 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<128x256xf32>
    %expanded_47 = tensor.expand_shape %142 [[0, 1], [2]] output_shape [8, 16, 256] : tensor<128x256xf32> into tensor<8x16x256xf32>
    %143 = tensor.empty() : tensor<8x16x256xf32>
    %144 = tensor.empty() : tensor<8x16x256xf32>
    %145 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_47 : tensor<8x16x256xf32>) outs(%144 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.mulf %in, %cst_22 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x256xf32>
    %146 = tensor.empty() : tensor<8x16x256xf32>
    %147 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_47 : tensor<8x16x256xf32>) outs(%146 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %1393 : f32
    } -> tensor<8x16x256xf32>
    %148 = tensor.empty() : tensor<8x16x256xf32>
    %149 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147 : tensor<8x16x256xf32>) outs(%148 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_17 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<8x16x256xf32>
    %150 = tensor.empty() : tensor<8x16x256xf32>
    %151 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_47, %149 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%150 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x256xf32>
    %152 = tensor.empty() : tensor<8x16x256xf32>
    %153 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151 : tensor<8x16x256xf32>) outs(%152 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_16 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<8x16x256xf32>
    %154 = tensor.empty() : tensor<8x16x256xf32>
    %155 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153 : tensor<8x16x256xf32>) outs(%154 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = math.tanh %in : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x256xf32>
    %156 = tensor.empty() : tensor<8x16x256xf32>
    %157 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155 : tensor<8x16x256xf32>) outs(%156 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.addf %in, %cst_2 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x256xf32>
    %158 = tensor.empty() : tensor<8x16x256xf32>
    %159 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145, %157 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%158 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x256xf32>
    %collapsed_48 = tensor.collapse_shape %159 [[0, 1], [2]] : tensor<8x16x256xf32> into tensor<128x256xf32>
    %160 = linalg.matmul ins(%collapsed_48, %arg13 : tensor<128x256xf32>, tensor<256x64xf32>) outs(%98 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %161 = tensor.empty() : tensor<128x64xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg14 : tensor<64xf32>) outs(%161 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %163 = tensor.empty() : tensor<128x64xf32>
    %164 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%160, %162 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%163 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<128x64xf32>
    %expanded_49 = tensor.expand_shape %164 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %165 = tensor.empty() : tensor<8x16x64xf32>
    %166 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105, %expanded_49 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%165 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %167 = tensor.empty() : tensor<8x16x64xf64>
    %168 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166 : tensor<8x16x64xf32>) outs(%167 : tensor<8x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1393 = arith.extf %in : f32 to f64
      linalg.yield %1393 : f64
    } -> tensor<8x16x64xf64>
    %169 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%168 : tensor<8x16x64xf64>) outs(%28 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1393 = arith.addf %in, %out : f64
      linalg.yield %1393 : f64
    } -> tensor<8x16x1xf64>
    %170 = tensor.empty() : tensor<8x16x1xf64>
    %171 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169 : tensor<8x16x1xf64>) outs(%170 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1393 = arith.divf %in, %cst_19 : f64
      linalg.yield %1393 : f64
    } -> tensor<8x16x1xf64>
    %172 = tensor.empty() : tensor<8x16x64xf64>
    %173 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168, %171 : tensor<8x16x64xf64>, tensor<8x16x1xf64>) outs(%172 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_167: f64, %out: f64):
      %1393 = arith.subf %in, %in_167 : f64
      linalg.yield %1393 : f64
    } -> tensor<8x16x64xf64>
    %174 = tensor.empty() : tensor<8x16x64xf64>
    %175 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173, %173 : tensor<8x16x64xf64>, tensor<8x16x64xf64>) outs(%174 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_167: f64, %out: f64):
      %1393 = arith.mulf %in, %in_167 : f64
      linalg.yield %1393 : f64
    } -> tensor<8x16x64xf64>
    %176 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%175 : tensor<8x16x64xf64>) outs(%28 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1393 = arith.addf %in, %out : f64
      linalg.yield %1393 : f64
    } -> tensor<8x16x1xf64>
    %177 = tensor.empty() : tensor<8x16x1xf64>
    %178 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176 : tensor<8x16x1xf64>) outs(%177 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1393 = arith.divf %in, %cst_19 : f64
      linalg.yield %1393 : f64
    } -> tensor<8x16x1xf64>
    %179 = tensor.empty() : tensor<8x16x1xf32>
    %180 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178 : tensor<8x16x1xf64>) outs(%179 : tensor<8x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1393 = arith.truncf %in : f64 to f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x1xf32>
    %181 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%166 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.addf %in, %out : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x1xf32>
    %182 = tensor.empty() : tensor<8x16x1xf32>
    %183 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181 : tensor<8x16x1xf32>) outs(%182 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.divf %in, %cst_20 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x1xf32>
    %184 = tensor.empty() : tensor<8x16x1xf32>
    %185 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180 : tensor<8x16x1xf32>) outs(%184 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_18 : f64 to f32
      %1394 = arith.addf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<8x16x1xf32>
    %186 = tensor.empty() : tensor<8x16x1xf32>
    %187 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185 : tensor<8x16x1xf32>) outs(%186 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = math.rsqrt %in : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x1xf32>
    %188 = tensor.empty() : tensor<8x16x64xf32>
    %189 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166, %183 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%188 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.subf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %190 = tensor.empty() : tensor<8x16x64xf32>
    %191 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189, %187 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%190 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %192 = tensor.empty() : tensor<8x16x64xf32>
    %193 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%191, %arg15 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%192 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %194 = tensor.empty() : tensor<8x16x64xf32>
    %195 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%193, %arg16 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%194 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_50 = tensor.collapse_shape %195 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %196 = linalg.matmul ins(%collapsed_50, %arg17 : tensor<128x64xf32>, tensor<64x192xf32>) outs(%61 : tensor<128x192xf32>) -> tensor<128x192xf32>
    %197 = tensor.empty() : tensor<128x192xf32>
    %198 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<192xf32>) outs(%197 : tensor<128x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x192xf32>
    %199 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%196, %198 : tensor<128x192xf32>, tensor<128x192xf32>) outs(%59 : tensor<128x192xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<128x192xf32>
    %expanded_51 = tensor.expand_shape %199 [[0, 1], [2]] output_shape [8, 16, 192] : tensor<128x192xf32> into tensor<8x16x192xf32>
    %extracted_slice_52 = tensor.extract_slice %expanded_51[0, 0, 0] [8, 16, 64] [1, 1, 1] : tensor<8x16x192xf32> to tensor<8x16x64xf32>
    %extracted_slice_53 = tensor.extract_slice %expanded_51[0, 0, 64] [8, 16, 64] [1, 1, 1] : tensor<8x16x192xf32> to tensor<8x16x64xf32>
    %extracted_slice_54 = tensor.extract_slice %expanded_51[0, 0, 128] [8, 16, 64] [1, 1, 1] : tensor<8x16x192xf32> to tensor<8x16x64xf32>
    %expanded_55 = tensor.expand_shape %extracted_slice_53 [[0], [1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<8x16x64xf32> into tensor<8x16x4x16xf32>
    %expanded_56 = tensor.expand_shape %extracted_slice_54 [[0], [1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<8x16x64xf32> into tensor<8x16x4x16xf32>
    %200 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_57 = linalg.transpose ins(%expanded_56 : tensor<8x16x4x16xf32>) outs(%200 : tensor<8x4x16x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_58 = tensor.expand_shape %extracted_slice_52 [[0], [1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<8x16x64xf32> into tensor<8x16x4x16xf32>
    %201 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_59 = linalg.transpose ins(%expanded_58 : tensor<8x16x4x16xf32>) outs(%201 : tensor<8x4x16x16xf32>) permutation = [0, 2, 1, 3] 
    %202 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_60 = linalg.transpose ins(%expanded_55 : tensor<8x16x4x16xf32>) outs(%202 : tensor<8x4x16x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_61 = tensor.collapse_shape %transposed_59 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_62 = tensor.collapse_shape %transposed_60 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %203 = linalg.batch_matmul ins(%collapsed_61, %collapsed_62 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%73 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_63 = tensor.expand_shape %203 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %204 = tensor.empty() : tensor<8x4x16x16xf32>
    %205 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_63 : tensor<8x4x16x16xf32>) outs(%204 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.mulf %in, %cst_21 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x4x16x16xf32>
    %206 = tensor.empty() : tensor<8x4x16x16xf32>
    %207 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%205, %22 : tensor<8x4x16x16xf32>, tensor<8x1x16x16xf32>) outs(%206 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x4x16x16xf32>
    %208:2 = linalg.generic {indexing_maps = [#map7, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%207 : tensor<8x4x16x16xf32>) outs(%82, %80 : tensor<8x4x16xf32>, tensor<8x4x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_167: i64):
      %1393 = linalg.index 3 : index
      %1394 = arith.index_cast %1393 : index to i64
      %1395 = arith.maximumf %in, %out : f32
      %1396 = arith.cmpf ogt, %in, %out : f32
      %1397 = arith.select %1396, %1394, %out_167 : i64
      linalg.yield %1395, %1397 : f32, i64
    } -> (tensor<8x4x16xf32>, tensor<8x4x16xi64>)
    %expanded_64 = tensor.expand_shape %208#0 [[0], [1], [2, 3]] output_shape [8, 4, 16, 1] : tensor<8x4x16xf32> into tensor<8x4x16x1xf32>
    %209 = tensor.empty() : tensor<8x4x16x16xf32>
    %210 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%207, %expanded_64 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%209 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.subf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x4x16x16xf32>
    %211 = tensor.empty() : tensor<8x4x16x16xf32>
    %212 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%210 : tensor<8x4x16x16xf32>) outs(%211 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = math.exp %in : f32
      linalg.yield %1393 : f32
    } -> tensor<8x4x16x16xf32>
    %213 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%212 : tensor<8x4x16x16xf32>) outs(%89 : tensor<8x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.addf %in, %out : f32
      linalg.yield %1393 : f32
    } -> tensor<8x4x16x1xf32>
    %214 = tensor.empty() : tensor<8x4x16x16xf32>
    %215 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%212, %213 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%214 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.divf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x4x16x16xf32>
    %collapsed_65 = tensor.collapse_shape %215 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_66 = tensor.collapse_shape %transposed_57 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %216 = linalg.batch_matmul ins(%collapsed_65, %collapsed_66 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%73 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_67 = tensor.expand_shape %216 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %217 = tensor.empty() : tensor<8x16x4x16xf32>
    %transposed_68 = linalg.transpose ins(%expanded_67 : tensor<8x4x16x16xf32>) outs(%217 : tensor<8x16x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_69 = tensor.collapse_shape %transposed_68 [[0, 1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<128x64xf32>
    %218 = linalg.matmul ins(%collapsed_69, %arg19 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%98 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %219 = tensor.empty() : tensor<128x64xf32>
    %220 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg20 : tensor<64xf32>) outs(%219 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %221 = tensor.empty() : tensor<128x64xf32>
    %222 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%218, %220 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%221 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<128x64xf32>
    %expanded_70 = tensor.expand_shape %222 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %223 = tensor.empty() : tensor<8x16x64xf32>
    %224 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_70, %166 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%223 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %225 = tensor.empty() : tensor<8x16x64xf64>
    %226 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%224 : tensor<8x16x64xf32>) outs(%225 : tensor<8x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1393 = arith.extf %in : f32 to f64
      linalg.yield %1393 : f64
    } -> tensor<8x16x64xf64>
    %227 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%226 : tensor<8x16x64xf64>) outs(%28 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1393 = arith.addf %in, %out : f64
      linalg.yield %1393 : f64
    } -> tensor<8x16x1xf64>
    %228 = tensor.empty() : tensor<8x16x1xf64>
    %229 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%227 : tensor<8x16x1xf64>) outs(%228 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1393 = arith.divf %in, %cst_19 : f64
      linalg.yield %1393 : f64
    } -> tensor<8x16x1xf64>
    %230 = tensor.empty() : tensor<8x16x64xf64>
    %231 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%226, %229 : tensor<8x16x64xf64>, tensor<8x16x1xf64>) outs(%230 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_167: f64, %out: f64):
      %1393 = arith.subf %in, %in_167 : f64
      linalg.yield %1393 : f64
    } -> tensor<8x16x64xf64>
    %232 = tensor.empty() : tensor<8x16x64xf64>
    %233 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231, %231 : tensor<8x16x64xf64>, tensor<8x16x64xf64>) outs(%232 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_167: f64, %out: f64):
      %1393 = arith.mulf %in, %in_167 : f64
      linalg.yield %1393 : f64
    } -> tensor<8x16x64xf64>
    %234 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%233 : tensor<8x16x64xf64>) outs(%28 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1393 = arith.addf %in, %out : f64
      linalg.yield %1393 : f64
    } -> tensor<8x16x1xf64>
    %235 = tensor.empty() : tensor<8x16x1xf64>
    %236 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%234 : tensor<8x16x1xf64>) outs(%235 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1393 = arith.divf %in, %cst_19 : f64
      linalg.yield %1393 : f64
    } -> tensor<8x16x1xf64>
    %237 = tensor.empty() : tensor<8x16x1xf32>
    %238 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%236 : tensor<8x16x1xf64>) outs(%237 : tensor<8x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1393 = arith.truncf %in : f64 to f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x1xf32>
    %239 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%224 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.addf %in, %out : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x1xf32>
    %240 = tensor.empty() : tensor<8x16x1xf32>
    %241 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239 : tensor<8x16x1xf32>) outs(%240 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.divf %in, %cst_20 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x1xf32>
    %242 = tensor.empty() : tensor<8x16x1xf32>
    %243 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%238 : tensor<8x16x1xf32>) outs(%242 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_18 : f64 to f32
      %1394 = arith.addf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<8x16x1xf32>
    %244 = tensor.empty() : tensor<8x16x1xf32>
    %245 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%243 : tensor<8x16x1xf32>) outs(%244 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = math.rsqrt %in : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x1xf32>
    %246 = tensor.empty() : tensor<8x16x64xf32>
    %247 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%224, %241 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%246 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.subf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %248 = tensor.empty() : tensor<8x16x64xf32>
    %249 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%247, %245 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%248 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %250 = tensor.empty() : tensor<8x16x64xf32>
    %251 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%249, %arg21 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%250 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %252 = tensor.empty() : tensor<8x16x64xf32>
    %253 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%251, %arg22 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%252 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_71 = tensor.collapse_shape %253 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %254 = linalg.matmul ins(%collapsed_71, %arg23 : tensor<128x64xf32>, tensor<64x256xf32>) outs(%137 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %255 = tensor.empty() : tensor<128x256xf32>
    %256 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg24 : tensor<256xf32>) outs(%255 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x256xf32>
    %257 = tensor.empty() : tensor<128x256xf32>
    %258 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%254, %256 : tensor<128x256xf32>, tensor<128x256xf32>) outs(%257 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<128x256xf32>
    %expanded_72 = tensor.expand_shape %258 [[0, 1], [2]] output_shape [8, 16, 256] : tensor<128x256xf32> into tensor<8x16x256xf32>
    %259 = tensor.empty() : tensor<8x16x256xf32>
    %260 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_72 : tensor<8x16x256xf32>) outs(%259 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.mulf %in, %cst_22 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x256xf32>
    %261 = tensor.empty() : tensor<8x16x256xf32>
    %262 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_72 : tensor<8x16x256xf32>) outs(%261 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %1393 : f32
    } -> tensor<8x16x256xf32>
    %263 = tensor.empty() : tensor<8x16x256xf32>
    %264 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%262 : tensor<8x16x256xf32>) outs(%263 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_17 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<8x16x256xf32>
    %265 = tensor.empty() : tensor<8x16x256xf32>
    %266 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_72, %264 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%265 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x256xf32>
    %267 = tensor.empty() : tensor<8x16x256xf32>
    %268 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%266 : tensor<8x16x256xf32>) outs(%267 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_16 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<8x16x256xf32>
    %269 = tensor.empty() : tensor<8x16x256xf32>
    %270 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%268 : tensor<8x16x256xf32>) outs(%269 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = math.tanh %in : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x256xf32>
    %271 = tensor.empty() : tensor<8x16x256xf32>
    %272 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%270 : tensor<8x16x256xf32>) outs(%271 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.addf %in, %cst_2 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x256xf32>
    %273 = tensor.empty() : tensor<8x16x256xf32>
    %274 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%260, %272 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%273 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x256xf32>
    %collapsed_73 = tensor.collapse_shape %274 [[0, 1], [2]] : tensor<8x16x256xf32> into tensor<128x256xf32>
    %275 = linalg.matmul ins(%collapsed_73, %arg25 : tensor<128x256xf32>, tensor<256x64xf32>) outs(%98 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %276 = tensor.empty() : tensor<128x64xf32>
    %277 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg26 : tensor<64xf32>) outs(%276 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %278 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%275, %277 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%96 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<128x64xf32>
    %expanded_74 = tensor.expand_shape %278 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %279 = tensor.empty() : tensor<8x16x64xf32>
    %280 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%224, %expanded_74 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%279 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %281 = tensor.empty() : tensor<8x16x64xf64>
    %282 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%280 : tensor<8x16x64xf32>) outs(%281 : tensor<8x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1393 = arith.extf %in : f32 to f64
      linalg.yield %1393 : f64
    } -> tensor<8x16x64xf64>
    %283 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%282 : tensor<8x16x64xf64>) outs(%28 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1393 = arith.addf %in, %out : f64
      linalg.yield %1393 : f64
    } -> tensor<8x16x1xf64>
    %284 = tensor.empty() : tensor<8x16x1xf64>
    %285 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%283 : tensor<8x16x1xf64>) outs(%284 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1393 = arith.divf %in, %cst_19 : f64
      linalg.yield %1393 : f64
    } -> tensor<8x16x1xf64>
    %286 = tensor.empty() : tensor<8x16x64xf64>
    %287 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%282, %285 : tensor<8x16x64xf64>, tensor<8x16x1xf64>) outs(%286 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_167: f64, %out: f64):
      %1393 = arith.subf %in, %in_167 : f64
      linalg.yield %1393 : f64
    } -> tensor<8x16x64xf64>
    %288 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%287, %287 : tensor<8x16x64xf64>, tensor<8x16x64xf64>) outs(%23 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_167: f64, %out: f64):
      %1393 = arith.mulf %in, %in_167 : f64
      linalg.yield %1393 : f64
    } -> tensor<8x16x64xf64>
    %289 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%288 : tensor<8x16x64xf64>) outs(%28 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1393 = arith.addf %in, %out : f64
      linalg.yield %1393 : f64
    } -> tensor<8x16x1xf64>
    %290 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%289 : tensor<8x16x1xf64>) outs(%26 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1393 = arith.divf %in, %cst_19 : f64
      linalg.yield %1393 : f64
    } -> tensor<8x16x1xf64>
    %291 = tensor.empty() : tensor<8x16x1xf32>
    %292 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%290 : tensor<8x16x1xf64>) outs(%291 : tensor<8x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1393 = arith.truncf %in : f64 to f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x1xf32>
    %293 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%280 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.addf %in, %out : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x1xf32>
    %294 = tensor.empty() : tensor<8x16x1xf32>
    %295 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%293 : tensor<8x16x1xf32>) outs(%294 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.divf %in, %cst_20 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x1xf32>
    %296 = tensor.empty() : tensor<8x16x1xf32>
    %297 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%292 : tensor<8x16x1xf32>) outs(%296 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_18 : f64 to f32
      %1394 = arith.addf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<8x16x1xf32>
    %298 = tensor.empty() : tensor<8x16x1xf32>
    %299 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%297 : tensor<8x16x1xf32>) outs(%298 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = math.rsqrt %in : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x1xf32>
    %300 = tensor.empty() : tensor<8x16x64xf32>
    %301 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%280, %295 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%300 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.subf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %302 = tensor.empty() : tensor<8x16x64xf32>
    %303 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%301, %299 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%302 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %304 = tensor.empty() : tensor<8x16x64xf32>
    %305 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%303, %arg27 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%304 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %306 = tensor.empty() : tensor<8x16x64xf32>
    %307 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%305, %arg28 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%306 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %308 = tensor.empty() : tensor<64x256xf32>
    %309 = tensor.empty() : tensor<64x256xf32>
    %transposed_75 = linalg.transpose ins(%arg1 : tensor<256x64xf32>) outs(%309 : tensor<64x256xf32>) permutation = [1, 0] 
    %collapsed_76 = tensor.collapse_shape %307 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %310 = linalg.matmul ins(%collapsed_76, %transposed_75 : tensor<128x64xf32>, tensor<64x256xf32>) outs(%137 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %expanded_77 = tensor.expand_shape %310 [[0, 1], [2]] output_shape [8, 16, 256] : tensor<128x256xf32> into tensor<8x16x256xf32>
    %extracted_slice_78 = tensor.extract_slice %expanded_77[0, 0, 0] [8, 15, 256] [1, 1, 1] : tensor<8x16x256xf32> to tensor<8x15x256xf32>
    %311 = tensor.empty() : tensor<8x15xi64>
    %312 = linalg.fill ins(%c0_i64 : i64) outs(%311 : tensor<8x15xi64>) -> tensor<8x15xi64>
    %313 = tensor.empty() : tensor<8x15xf32>
    %314 = tensor.empty() : tensor<8x15xf32>
    %315 = linalg.fill ins(%cst_1 : f32) outs(%314 : tensor<8x15xf32>) -> tensor<8x15xf32>
    %316:2 = linalg.generic {indexing_maps = [#map4, #map3, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%extracted_slice_78 : tensor<8x15x256xf32>) outs(%315, %312 : tensor<8x15xf32>, tensor<8x15xi64>) {
    ^bb0(%in: f32, %out: f32, %out_167: i64):
      %1393 = linalg.index 2 : index
      %1394 = arith.index_cast %1393 : index to i64
      %1395 = arith.maximumf %in, %out : f32
      %1396 = arith.cmpf ogt, %in, %out : f32
      %1397 = arith.select %1396, %1394, %out_167 : i64
      linalg.yield %1395, %1397 : f32, i64
    } -> (tensor<8x15xf32>, tensor<8x15xi64>)
    %expanded_79 = tensor.expand_shape %316#0 [[0], [1, 2]] output_shape [8, 15, 1] : tensor<8x15xf32> into tensor<8x15x1xf32>
    %317 = tensor.empty() : tensor<8x15x256xf32>
    %318 = tensor.empty() : tensor<8x15x256xf32>
    %319 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_78, %expanded_79 : tensor<8x15x256xf32>, tensor<8x15x1xf32>) outs(%318 : tensor<8x15x256xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.subf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x15x256xf32>
    %320 = tensor.empty() : tensor<8x15x256xf32>
    %321 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%319 : tensor<8x15x256xf32>) outs(%320 : tensor<8x15x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = math.exp %in : f32
      linalg.yield %1393 : f32
    } -> tensor<8x15x256xf32>
    %322 = tensor.empty() : tensor<8x15x1xf32>
    %323 = tensor.empty() : tensor<8x15x1xf32>
    %324 = linalg.fill ins(%cst_0 : f32) outs(%323 : tensor<8x15x1xf32>) -> tensor<8x15x1xf32>
    %325 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%321 : tensor<8x15x256xf32>) outs(%324 : tensor<8x15x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.addf %in, %out : f32
      linalg.yield %1393 : f32
    } -> tensor<8x15x1xf32>
    %326 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%325 : tensor<8x15x1xf32>) outs(%322 : tensor<8x15x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = math.log %in : f32
      linalg.yield %1393 : f32
    } -> tensor<8x15x1xf32>
    %327 = tensor.empty() : tensor<8x15x256xf32>
    %328 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%319, %326 : tensor<8x15x256xf32>, tensor<8x15x1xf32>) outs(%327 : tensor<8x15x256xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.subf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x15x256xf32>
    %extracted_slice_80 = tensor.extract_slice %arg0[0, 1] [8, 15] [1, 1] : tensor<8x16xi64> to tensor<8x15xi64>
    %expanded_81 = tensor.expand_shape %extracted_slice_80 [[0], [1, 2]] output_shape [8, 15, 1] : tensor<8x15xi64> into tensor<8x15x1xi64>
    %329 = tensor.empty() : tensor<256xi64>
    %330 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%329 : tensor<256xi64>) {
    ^bb0(%out: i64):
      %1393 = linalg.index 0 : index
      %1394 = arith.index_cast %1393 : index to i64
      linalg.yield %1394 : i64
    } -> tensor<256xi64>
    %331 = tensor.empty() : tensor<8x15x256xi1>
    %332 = linalg.generic {indexing_maps = [#map12, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_81, %330 : tensor<8x15x1xi64>, tensor<256xi64>) outs(%331 : tensor<8x15x256xi1>) {
    ^bb0(%in: i64, %in_167: i64, %out: i1):
      %1393 = arith.cmpi eq, %in, %in_167 : i64
      linalg.yield %1393 : i1
    } -> tensor<8x15x256xi1>
    %333 = tensor.empty() : tensor<8x15x256xf32>
    %334 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%332 : tensor<8x15x256xi1>) outs(%333 : tensor<8x15x256xf32>) {
    ^bb0(%in: i1, %out: f32):
      %1393 = arith.uitofp %in : i1 to f32
      linalg.yield %1393 : f32
    } -> tensor<8x15x256xf32>
    %335 = tensor.empty() : tensor<8x15x256xf32>
    %336 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%328, %334 : tensor<8x15x256xf32>, tensor<8x15x256xf32>) outs(%335 : tensor<8x15x256xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x15x256xf32>
    %337 = tensor.empty() : tensor<8x15xf32>
    %338 = linalg.fill ins(%cst_0 : f32) outs(%337 : tensor<8x15xf32>) -> tensor<8x15xf32>
    %339 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%336 : tensor<8x15x256xf32>) outs(%338 : tensor<8x15xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.addf %in, %out : f32
      linalg.yield %1393 : f32
    } -> tensor<8x15xf32>
    %340 = tensor.empty() : tensor<f32>
    %341 = tensor.empty() : tensor<f32>
    %342 = linalg.fill ins(%cst_0 : f32) outs(%341 : tensor<f32>) -> tensor<f32>
    %343 = linalg.generic {indexing_maps = [#map2, #map16], iterator_types = ["reduction", "reduction"]} ins(%339 : tensor<8x15xf32>) outs(%342 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.addf %in, %out : f32
      linalg.yield %1393 : f32
    } -> tensor<f32>
    %344 = tensor.empty() : tensor<f32>
    %345 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%343 : tensor<f32>) outs(%344 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.divf %in, %cst_23 : f32
      linalg.yield %1393 : f32
    } -> tensor<f32>
    %346 = tensor.empty() : tensor<f32>
    %347 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%345 : tensor<f32>) outs(%346 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.negf %in : f32
      linalg.yield %1393 : f32
    } -> tensor<f32>
    %348 = tensor.empty() : tensor<f32>
    %349 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%cst_4 : tensor<f32>) outs(%348 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.negf %in : f32
      linalg.yield %1393 : f32
    } -> tensor<f32>
    %350 = tensor.empty() : tensor<8x15xf32>
    %351 = linalg.generic {indexing_maps = [#map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%349 : tensor<f32>) outs(%350 : tensor<8x15xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x15xf32>
    %352 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%351 : tensor<8x15xf32>) outs(%313 : tensor<8x15xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.divf %in, %cst_23 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x15xf32>
    %353 = tensor.empty() : tensor<8x15x256xf32>
    %354 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%352 : tensor<8x15xf32>) outs(%353 : tensor<8x15x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x15x256xf32>
    %355 = tensor.empty() : tensor<8x15x256xf32>
    %356 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%354, %334 : tensor<8x15x256xf32>, tensor<8x15x256xf32>) outs(%355 : tensor<8x15x256xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x15x256xf32>
    %357 = tensor.empty() : tensor<8x15x256xf32>
    %358 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%328 : tensor<8x15x256xf32>) outs(%357 : tensor<8x15x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = math.exp %in : f32
      linalg.yield %1393 : f32
    } -> tensor<8x15x256xf32>
    %359 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%356 : tensor<8x15x256xf32>) outs(%324 : tensor<8x15x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.addf %in, %out : f32
      linalg.yield %1393 : f32
    } -> tensor<8x15x1xf32>
    %360 = tensor.empty() : tensor<8x15x256xf32>
    %361 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%358, %359 : tensor<8x15x256xf32>, tensor<8x15x1xf32>) outs(%360 : tensor<8x15x256xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x15x256xf32>
    %362 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%356, %361 : tensor<8x15x256xf32>, tensor<8x15x256xf32>) outs(%317 : tensor<8x15x256xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.subf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x15x256xf32>
    %inserted_slice = tensor.insert_slice %362 into %cst_3[0, 0, 0] [8, 15, 256] [1, 1, 1] : tensor<8x15x256xf32> into tensor<8x16x256xf32>
    %collapsed_82 = tensor.collapse_shape %inserted_slice [[0, 1], [2]] : tensor<8x16x256xf32> into tensor<128x256xf32>
    %363 = tensor.empty() : tensor<256x128xf32>
    %364 = tensor.empty() : tensor<256x128xf32>
    %transposed_83 = linalg.transpose ins(%collapsed_82 : tensor<128x256xf32>) outs(%364 : tensor<256x128xf32>) permutation = [1, 0] 
    %365 = tensor.empty() : tensor<256x64xf32>
    %366 = tensor.empty() : tensor<256x64xf32>
    %367 = linalg.fill ins(%cst_0 : f32) outs(%366 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %368 = linalg.matmul ins(%transposed_83, %collapsed_76 : tensor<256x128xf32>, tensor<128x64xf32>) outs(%367 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %369 = linalg.matmul ins(%collapsed_82, %arg1 : tensor<128x256xf32>, tensor<256x64xf32>) outs(%98 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_84 = tensor.expand_shape %369 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %370 = tensor.empty() : tensor<8x16x64xf32>
    %371 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_84, %arg27 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%370 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %372 = tensor.empty() : tensor<8x16x64xf32>
    %373 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%371 : tensor<8x16x64xf32>) outs(%372 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.mulf %in, %cst_20 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %374 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%371 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.addf %in, %out : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x1xf32>
    %375 = tensor.empty() : tensor<8x16x64xf32>
    %376 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%371, %303 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%375 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %377 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%376 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.addf %in, %out : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x1xf32>
    %378 = tensor.empty() : tensor<8x16x64xf32>
    %379 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%303, %377 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%378 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %380 = tensor.empty() : tensor<8x16x64xf32>
    %381 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%373, %374 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%380 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.subf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %382 = tensor.empty() : tensor<8x16x64xf32>
    %383 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%381, %379 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%382 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.subf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %384 = tensor.empty() : tensor<8x16x1xf32>
    %385 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%299 : tensor<8x16x1xf32>) outs(%384 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.divf %in, %cst_20 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x1xf32>
    %386 = tensor.empty() : tensor<8x16x64xf32>
    %387 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%385, %383 : tensor<8x16x1xf32>, tensor<8x16x64xf32>) outs(%386 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %388 = tensor.empty() : tensor<8x16x64xf32>
    %389 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_84, %303 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%388 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %390 = tensor.empty() : tensor<64xf32>
    %391 = tensor.empty() : tensor<64xf32>
    %392 = linalg.fill ins(%cst_0 : f32) outs(%391 : tensor<64xf32>) -> tensor<64xf32>
    %393 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%389 : tensor<8x16x64xf32>) outs(%392 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.addf %in, %out : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %394 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_84 : tensor<8x16x64xf32>) outs(%392 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.addf %in, %out : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %collapsed_85 = tensor.collapse_shape %387 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %395 = tensor.empty() : tensor<64x256xf32>
    %transposed_86 = linalg.transpose ins(%arg25 : tensor<256x64xf32>) outs(%395 : tensor<64x256xf32>) permutation = [1, 0] 
    %396 = linalg.matmul ins(%collapsed_85, %transposed_86 : tensor<128x64xf32>, tensor<64x256xf32>) outs(%137 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %397 = tensor.empty() : tensor<256x128xf32>
    %transposed_87 = linalg.transpose ins(%collapsed_73 : tensor<128x256xf32>) outs(%397 : tensor<256x128xf32>) permutation = [1, 0] 
    %398 = linalg.matmul ins(%transposed_87, %collapsed_85 : tensor<256x128xf32>, tensor<128x64xf32>) outs(%367 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %399 = tensor.empty() : tensor<1x64xf32>
    %400 = linalg.fill ins(%cst_0 : f32) outs(%399 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %401 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_85 : tensor<128x64xf32>) outs(%400 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.addf %in, %out : f32
      linalg.yield %1393 : f32
    } -> tensor<1x64xf32>
    %collapsed_88 = tensor.collapse_shape %401 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32>
    %expanded_89 = tensor.expand_shape %396 [[0, 1], [2]] output_shape [8, 16, 256] : tensor<128x256xf32> into tensor<8x16x256xf32>
    %402 = tensor.empty() : tensor<8x16x256xf32>
    %403 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_89, %260 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%402 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x256xf32>
    %404 = tensor.empty() : tensor<8x16x256xf32>
    %405 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_89, %272 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%404 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x256xf32>
    %406 = tensor.empty() : tensor<8x16x256xf32>
    %407 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%270, %270 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%406 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x256xf32>
    %408 = tensor.empty() : tensor<8x16x256xf32>
    %409 = linalg.generic {indexing_maps = [#map19, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_25, %407 : tensor<i64>, tensor<8x16x256xf32>) outs(%408 : tensor<8x16x256xf32>) {
    ^bb0(%in: i64, %in_167: f32, %out: f32):
      %1393 = arith.sitofp %in : i64 to f32
      %1394 = arith.subf %1393, %in_167 : f32
      linalg.yield %1394 : f32
    } -> tensor<8x16x256xf32>
    %410 = tensor.empty() : tensor<8x16x256xf32>
    %411 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%403, %409 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%410 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x256xf32>
    %412 = tensor.empty() : tensor<8x16x256xf32>
    %413 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%411 : tensor<8x16x256xf32>) outs(%412 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_16 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<8x16x256xf32>
    %414 = tensor.empty() : tensor<8x16x256xf32>
    %415 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%413 : tensor<8x16x256xf32>) outs(%414 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_17 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<8x16x256xf32>
    %416 = tensor.empty() : tensor<8x16x256xf32>
    %417 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_72 : tensor<8x16x256xf32>) outs(%416 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1393 : f32
    } -> tensor<8x16x256xf32>
    %418 = tensor.empty() : tensor<8x16x256xf32>
    %419 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%417 : tensor<8x16x256xf32>) outs(%418 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.mulf %in, %cst_24 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x256xf32>
    %420 = tensor.empty() : tensor<8x16x256xf32>
    %421 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%415, %419 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%420 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x256xf32>
    %422 = tensor.empty() : tensor<8x16x256xf32>
    %423 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%413, %421 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%422 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x256xf32>
    %424 = tensor.empty() : tensor<8x16x256xf32>
    %425 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%405 : tensor<8x16x256xf32>) outs(%424 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.mulf %in, %cst_22 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x256xf32>
    %426 = tensor.empty() : tensor<8x16x256xf32>
    %427 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%423, %425 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%426 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x256xf32>
    %collapsed_90 = tensor.collapse_shape %427 [[0, 1], [2]] : tensor<8x16x256xf32> into tensor<128x256xf32>
    %428 = tensor.empty() : tensor<256x64xf32>
    %transposed_91 = linalg.transpose ins(%arg23 : tensor<64x256xf32>) outs(%428 : tensor<256x64xf32>) permutation = [1, 0] 
    %429 = linalg.matmul ins(%collapsed_90, %transposed_91 : tensor<128x256xf32>, tensor<256x64xf32>) outs(%98 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %430 = tensor.empty() : tensor<64x128xf32>
    %431 = tensor.empty() : tensor<64x128xf32>
    %transposed_92 = linalg.transpose ins(%collapsed_71 : tensor<128x64xf32>) outs(%431 : tensor<64x128xf32>) permutation = [1, 0] 
    %432 = tensor.empty() : tensor<64x256xf32>
    %433 = linalg.fill ins(%cst_0 : f32) outs(%432 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %434 = linalg.matmul ins(%transposed_92, %collapsed_90 : tensor<64x128xf32>, tensor<128x256xf32>) outs(%433 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %435 = tensor.empty() : tensor<1x256xf32>
    %436 = linalg.fill ins(%cst_0 : f32) outs(%435 : tensor<1x256xf32>) -> tensor<1x256xf32>
    %437 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_90 : tensor<128x256xf32>) outs(%436 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.addf %in, %out : f32
      linalg.yield %1393 : f32
    } -> tensor<1x256xf32>
    %collapsed_93 = tensor.collapse_shape %437 [[0, 1]] : tensor<1x256xf32> into tensor<256xf32>
    %expanded_94 = tensor.expand_shape %429 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %438 = tensor.empty() : tensor<8x16x64xf32>
    %439 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_94, %arg21 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%438 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %440 = tensor.empty() : tensor<8x16x64xf32>
    %441 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%439 : tensor<8x16x64xf32>) outs(%440 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.mulf %in, %cst_20 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %442 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%439 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.addf %in, %out : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x1xf32>
    %443 = tensor.empty() : tensor<8x16x64xf32>
    %444 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%439, %249 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%443 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %445 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%444 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.addf %in, %out : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x1xf32>
    %446 = tensor.empty() : tensor<8x16x64xf32>
    %447 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%249, %445 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%446 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %448 = tensor.empty() : tensor<8x16x64xf32>
    %449 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%441, %442 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%448 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.subf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %450 = tensor.empty() : tensor<8x16x64xf32>
    %451 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%449, %447 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%450 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.subf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %452 = tensor.empty() : tensor<8x16x1xf32>
    %453 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%245 : tensor<8x16x1xf32>) outs(%452 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.divf %in, %cst_20 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x1xf32>
    %454 = tensor.empty() : tensor<8x16x64xf32>
    %455 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%453, %451 : tensor<8x16x1xf32>, tensor<8x16x64xf32>) outs(%454 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %456 = tensor.empty() : tensor<8x16x64xf32>
    %457 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_94, %249 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%456 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %458 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%457 : tensor<8x16x64xf32>) outs(%392 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.addf %in, %out : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %459 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_94 : tensor<8x16x64xf32>) outs(%392 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.addf %in, %out : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %460 = tensor.empty() : tensor<8x16x64xf32>
    %461 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%387, %455 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%460 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_95 = tensor.collapse_shape %461 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %462 = tensor.empty() : tensor<64x64xf32>
    %463 = tensor.empty() : tensor<64x64xf32>
    %transposed_96 = linalg.transpose ins(%arg19 : tensor<64x64xf32>) outs(%463 : tensor<64x64xf32>) permutation = [1, 0] 
    %464 = linalg.matmul ins(%collapsed_95, %transposed_96 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%98 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %465 = tensor.empty() : tensor<64x128xf32>
    %transposed_97 = linalg.transpose ins(%collapsed_69 : tensor<128x64xf32>) outs(%465 : tensor<64x128xf32>) permutation = [1, 0] 
    %466 = tensor.empty() : tensor<64x64xf32>
    %467 = linalg.fill ins(%cst_0 : f32) outs(%466 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %468 = linalg.matmul ins(%transposed_97, %collapsed_95 : tensor<64x128xf32>, tensor<128x64xf32>) outs(%467 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %469 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_95 : tensor<128x64xf32>) outs(%400 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.addf %in, %out : f32
      linalg.yield %1393 : f32
    } -> tensor<1x64xf32>
    %collapsed_98 = tensor.collapse_shape %469 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32>
    %expanded_99 = tensor.expand_shape %464 [[0, 1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<128x64xf32> into tensor<8x16x4x16xf32>
    %470 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_100 = linalg.transpose ins(%expanded_99 : tensor<8x16x4x16xf32>) outs(%470 : tensor<8x4x16x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_101 = tensor.collapse_shape %transposed_100 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %471 = tensor.empty() : tensor<32x16x16xf32>
    %transposed_102 = linalg.transpose ins(%collapsed_65 : tensor<32x16x16xf32>) outs(%471 : tensor<32x16x16xf32>) permutation = [0, 2, 1] 
    %472 = linalg.batch_matmul ins(%transposed_102, %collapsed_101 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%73 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %473 = tensor.empty() : tensor<32x16x16xf32>
    %transposed_103 = linalg.transpose ins(%collapsed_66 : tensor<32x16x16xf32>) outs(%473 : tensor<32x16x16xf32>) permutation = [0, 2, 1] 
    %474 = linalg.batch_matmul ins(%collapsed_101, %transposed_103 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%73 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_104 = tensor.expand_shape %472 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %expanded_105 = tensor.expand_shape %474 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %475 = tensor.empty() : tensor<8x4x16x16xf32>
    %476 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_105, %215 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%475 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x4x16x16xf32>
    %477 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%476 : tensor<8x4x16x16xf32>) outs(%89 : tensor<8x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.addf %in, %out : f32
      linalg.yield %1393 : f32
    } -> tensor<8x4x16x1xf32>
    %478 = tensor.empty() : tensor<8x4x16x16xf32>
    %479 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%215, %477 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%478 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x4x16x16xf32>
    %480 = tensor.empty() : tensor<8x4x16x16xf32>
    %481 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%476, %479 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%480 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.subf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x4x16x16xf32>
    %482 = tensor.empty() : tensor<8x4x16x16xf32>
    %483 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%481 : tensor<8x4x16x16xf32>) outs(%482 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.mulf %in, %cst_21 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x4x16x16xf32>
    %collapsed_106 = tensor.collapse_shape %483 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %484 = tensor.empty() : tensor<32x16x16xf32>
    %transposed_107 = linalg.transpose ins(%collapsed_61 : tensor<32x16x16xf32>) outs(%484 : tensor<32x16x16xf32>) permutation = [0, 2, 1] 
    %485 = linalg.batch_matmul ins(%transposed_107, %collapsed_106 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%73 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %486 = tensor.empty() : tensor<32x16x16xf32>
    %transposed_108 = linalg.transpose ins(%collapsed_62 : tensor<32x16x16xf32>) outs(%486 : tensor<32x16x16xf32>) permutation = [0, 2, 1] 
    %487 = linalg.batch_matmul ins(%collapsed_106, %transposed_108 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%73 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_109 = tensor.expand_shape %485 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %expanded_110 = tensor.expand_shape %487 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %488 = tensor.empty() : tensor<8x16x4x16xf32>
    %transposed_111 = linalg.transpose ins(%expanded_110 : tensor<8x4x16x16xf32>) outs(%488 : tensor<8x16x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_112 = tensor.collapse_shape %transposed_111 [[0], [1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<8x16x64xf32>
    %489 = tensor.empty() : tensor<8x16x4x16xf32>
    %transposed_113 = linalg.transpose ins(%expanded_104 : tensor<8x4x16x16xf32>) outs(%489 : tensor<8x16x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_114 = tensor.collapse_shape %transposed_113 [[0], [1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<8x16x64xf32>
    %490 = tensor.empty() : tensor<8x16x4x16xf32>
    %transposed_115 = linalg.transpose ins(%expanded_109 : tensor<8x4x16x16xf32>) outs(%490 : tensor<8x16x4x16xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_116 = tensor.collapse_shape %transposed_115 [[0], [1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<8x16x64xf32>
    %concat = tensor.concat dim(2) %collapsed_112, %collapsed_116, %collapsed_114 : (tensor<8x16x64xf32>, tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x192xf32>
    %collapsed_117 = tensor.collapse_shape %concat [[0, 1], [2]] : tensor<8x16x192xf32> into tensor<128x192xf32>
    %491 = tensor.empty() : tensor<192x64xf32>
    %492 = tensor.empty() : tensor<192x64xf32>
    %transposed_118 = linalg.transpose ins(%arg17 : tensor<64x192xf32>) outs(%492 : tensor<192x64xf32>) permutation = [1, 0] 
    %493 = linalg.matmul ins(%collapsed_117, %transposed_118 : tensor<128x192xf32>, tensor<192x64xf32>) outs(%98 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %494 = tensor.empty() : tensor<64x128xf32>
    %transposed_119 = linalg.transpose ins(%collapsed_50 : tensor<128x64xf32>) outs(%494 : tensor<64x128xf32>) permutation = [1, 0] 
    %495 = tensor.empty() : tensor<64x192xf32>
    %496 = tensor.empty() : tensor<64x192xf32>
    %497 = linalg.fill ins(%cst_0 : f32) outs(%496 : tensor<64x192xf32>) -> tensor<64x192xf32>
    %498 = linalg.matmul ins(%transposed_119, %collapsed_117 : tensor<64x128xf32>, tensor<128x192xf32>) outs(%497 : tensor<64x192xf32>) -> tensor<64x192xf32>
    %499 = tensor.empty() : tensor<1x192xf32>
    %500 = linalg.fill ins(%cst_0 : f32) outs(%499 : tensor<1x192xf32>) -> tensor<1x192xf32>
    %501 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_117 : tensor<128x192xf32>) outs(%500 : tensor<1x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.addf %in, %out : f32
      linalg.yield %1393 : f32
    } -> tensor<1x192xf32>
    %collapsed_120 = tensor.collapse_shape %501 [[0, 1]] : tensor<1x192xf32> into tensor<192xf32>
    %expanded_121 = tensor.expand_shape %493 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %502 = tensor.empty() : tensor<8x16x64xf32>
    %503 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_121, %arg15 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%502 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %504 = tensor.empty() : tensor<8x16x64xf32>
    %505 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%503 : tensor<8x16x64xf32>) outs(%504 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.mulf %in, %cst_20 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %506 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%503 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.addf %in, %out : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x1xf32>
    %507 = tensor.empty() : tensor<8x16x64xf32>
    %508 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%503, %191 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%507 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %509 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%508 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.addf %in, %out : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x1xf32>
    %510 = tensor.empty() : tensor<8x16x64xf32>
    %511 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%191, %509 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%510 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %512 = tensor.empty() : tensor<8x16x64xf32>
    %513 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%505, %506 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%512 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.subf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %514 = tensor.empty() : tensor<8x16x64xf32>
    %515 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%513, %511 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%514 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.subf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %516 = tensor.empty() : tensor<8x16x1xf32>
    %517 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%187 : tensor<8x16x1xf32>) outs(%516 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.divf %in, %cst_20 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x1xf32>
    %518 = tensor.empty() : tensor<8x16x64xf32>
    %519 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%517, %515 : tensor<8x16x1xf32>, tensor<8x16x64xf32>) outs(%518 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %520 = tensor.empty() : tensor<8x16x64xf32>
    %521 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_121, %191 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%520 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %522 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%521 : tensor<8x16x64xf32>) outs(%392 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.addf %in, %out : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %523 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_121 : tensor<8x16x64xf32>) outs(%392 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.addf %in, %out : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %524 = tensor.empty() : tensor<8x16x64xf32>
    %525 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%461, %519 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%524 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_122 = tensor.collapse_shape %525 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %526 = tensor.empty() : tensor<64x256xf32>
    %transposed_123 = linalg.transpose ins(%arg13 : tensor<256x64xf32>) outs(%526 : tensor<64x256xf32>) permutation = [1, 0] 
    %527 = linalg.matmul ins(%collapsed_122, %transposed_123 : tensor<128x64xf32>, tensor<64x256xf32>) outs(%137 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %528 = tensor.empty() : tensor<256x128xf32>
    %transposed_124 = linalg.transpose ins(%collapsed_48 : tensor<128x256xf32>) outs(%528 : tensor<256x128xf32>) permutation = [1, 0] 
    %529 = linalg.matmul ins(%transposed_124, %collapsed_122 : tensor<256x128xf32>, tensor<128x64xf32>) outs(%367 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %530 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_122 : tensor<128x64xf32>) outs(%400 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.addf %in, %out : f32
      linalg.yield %1393 : f32
    } -> tensor<1x64xf32>
    %collapsed_125 = tensor.collapse_shape %530 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32>
    %expanded_126 = tensor.expand_shape %527 [[0, 1], [2]] output_shape [8, 16, 256] : tensor<128x256xf32> into tensor<8x16x256xf32>
    %531 = tensor.empty() : tensor<8x16x256xf32>
    %532 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_126, %145 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%531 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x256xf32>
    %533 = tensor.empty() : tensor<8x16x256xf32>
    %534 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_126, %157 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%533 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x256xf32>
    %535 = tensor.empty() : tensor<8x16x256xf32>
    %536 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155, %155 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%535 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x256xf32>
    %537 = tensor.empty() : tensor<8x16x256xf32>
    %538 = linalg.generic {indexing_maps = [#map19, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_25, %536 : tensor<i64>, tensor<8x16x256xf32>) outs(%537 : tensor<8x16x256xf32>) {
    ^bb0(%in: i64, %in_167: f32, %out: f32):
      %1393 = arith.sitofp %in : i64 to f32
      %1394 = arith.subf %1393, %in_167 : f32
      linalg.yield %1394 : f32
    } -> tensor<8x16x256xf32>
    %539 = tensor.empty() : tensor<8x16x256xf32>
    %540 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%532, %538 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%539 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x256xf32>
    %541 = tensor.empty() : tensor<8x16x256xf32>
    %542 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%540 : tensor<8x16x256xf32>) outs(%541 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_16 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<8x16x256xf32>
    %543 = tensor.empty() : tensor<8x16x256xf32>
    %544 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%542 : tensor<8x16x256xf32>) outs(%543 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_17 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<8x16x256xf32>
    %545 = tensor.empty() : tensor<8x16x256xf32>
    %546 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_47 : tensor<8x16x256xf32>) outs(%545 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1393 : f32
    } -> tensor<8x16x256xf32>
    %547 = tensor.empty() : tensor<8x16x256xf32>
    %548 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%546 : tensor<8x16x256xf32>) outs(%547 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.mulf %in, %cst_24 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x256xf32>
    %549 = tensor.empty() : tensor<8x16x256xf32>
    %550 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%544, %548 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%549 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x256xf32>
    %551 = tensor.empty() : tensor<8x16x256xf32>
    %552 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%542, %550 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%551 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x256xf32>
    %553 = tensor.empty() : tensor<8x16x256xf32>
    %554 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%534 : tensor<8x16x256xf32>) outs(%553 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.mulf %in, %cst_22 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x256xf32>
    %555 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%552, %554 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%143 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x256xf32>
    %collapsed_127 = tensor.collapse_shape %555 [[0, 1], [2]] : tensor<8x16x256xf32> into tensor<128x256xf32>
    %556 = tensor.empty() : tensor<256x64xf32>
    %transposed_128 = linalg.transpose ins(%arg11 : tensor<64x256xf32>) outs(%556 : tensor<256x64xf32>) permutation = [1, 0] 
    %557 = linalg.matmul ins(%collapsed_127, %transposed_128 : tensor<128x256xf32>, tensor<256x64xf32>) outs(%98 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %558 = tensor.empty() : tensor<64x128xf32>
    %transposed_129 = linalg.transpose ins(%collapsed_46 : tensor<128x64xf32>) outs(%558 : tensor<64x128xf32>) permutation = [1, 0] 
    %559 = linalg.matmul ins(%transposed_129, %collapsed_127 : tensor<64x128xf32>, tensor<128x256xf32>) outs(%433 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %560 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_127 : tensor<128x256xf32>) outs(%436 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.addf %in, %out : f32
      linalg.yield %1393 : f32
    } -> tensor<1x256xf32>
    %collapsed_130 = tensor.collapse_shape %560 [[0, 1]] : tensor<1x256xf32> into tensor<256xf32>
    %expanded_131 = tensor.expand_shape %557 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %561 = tensor.empty() : tensor<8x16x64xf32>
    %562 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_131, %arg9 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%561 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %563 = tensor.empty() : tensor<8x16x64xf32>
    %564 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%562 : tensor<8x16x64xf32>) outs(%563 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.mulf %in, %cst_20 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %565 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%562 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.addf %in, %out : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x1xf32>
    %566 = tensor.empty() : tensor<8x16x64xf32>
    %567 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%562, %130 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%566 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %568 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%567 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.addf %in, %out : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x1xf32>
    %569 = tensor.empty() : tensor<8x16x64xf32>
    %570 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130, %568 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%569 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %571 = tensor.empty() : tensor<8x16x64xf32>
    %572 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%564, %565 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%571 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.subf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %573 = tensor.empty() : tensor<8x16x64xf32>
    %574 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%572, %570 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%573 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.subf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %575 = tensor.empty() : tensor<8x16x1xf32>
    %576 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<8x16x1xf32>) outs(%575 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.divf %in, %cst_20 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x1xf32>
    %577 = tensor.empty() : tensor<8x16x64xf32>
    %578 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%576, %574 : tensor<8x16x1xf32>, tensor<8x16x64xf32>) outs(%577 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %579 = tensor.empty() : tensor<8x16x64xf32>
    %580 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_131, %130 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%579 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %581 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%580 : tensor<8x16x64xf32>) outs(%392 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.addf %in, %out : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %582 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_131 : tensor<8x16x64xf32>) outs(%392 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.addf %in, %out : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %583 = tensor.empty() : tensor<8x16x64xf32>
    %584 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%525, %578 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%583 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_132 = tensor.collapse_shape %584 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %585 = tensor.empty() : tensor<64x64xf32>
    %transposed_133 = linalg.transpose ins(%arg7 : tensor<64x64xf32>) outs(%585 : tensor<64x64xf32>) permutation = [1, 0] 
    %586 = linalg.matmul ins(%collapsed_132, %transposed_133 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%98 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %587 = tensor.empty() : tensor<64x128xf32>
    %transposed_134 = linalg.transpose ins(%collapsed_44 : tensor<128x64xf32>) outs(%587 : tensor<64x128xf32>) permutation = [1, 0] 
    %588 = linalg.matmul ins(%transposed_134, %collapsed_132 : tensor<64x128xf32>, tensor<128x64xf32>) outs(%467 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %589 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_132 : tensor<128x64xf32>) outs(%400 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.addf %in, %out : f32
      linalg.yield %1393 : f32
    } -> tensor<1x64xf32>
    %collapsed_135 = tensor.collapse_shape %589 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32>
    %expanded_136 = tensor.expand_shape %586 [[0, 1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<128x64xf32> into tensor<8x16x4x16xf32>
    %590 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_137 = linalg.transpose ins(%expanded_136 : tensor<8x16x4x16xf32>) outs(%590 : tensor<8x4x16x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_138 = tensor.collapse_shape %transposed_137 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %591 = tensor.empty() : tensor<32x16x16xf32>
    %transposed_139 = linalg.transpose ins(%collapsed_40 : tensor<32x16x16xf32>) outs(%591 : tensor<32x16x16xf32>) permutation = [0, 2, 1] 
    %592 = linalg.batch_matmul ins(%transposed_139, %collapsed_138 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%73 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %593 = tensor.empty() : tensor<32x16x16xf32>
    %transposed_140 = linalg.transpose ins(%collapsed_41 : tensor<32x16x16xf32>) outs(%593 : tensor<32x16x16xf32>) permutation = [0, 2, 1] 
    %594 = linalg.batch_matmul ins(%collapsed_138, %transposed_140 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%73 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_141 = tensor.expand_shape %592 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %expanded_142 = tensor.expand_shape %594 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %595 = tensor.empty() : tensor<8x4x16x16xf32>
    %596 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_142, %92 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%595 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x4x16x16xf32>
    %597 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%596 : tensor<8x4x16x16xf32>) outs(%89 : tensor<8x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.addf %in, %out : f32
      linalg.yield %1393 : f32
    } -> tensor<8x4x16x1xf32>
    %598 = tensor.empty() : tensor<8x4x16x16xf32>
    %599 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92, %597 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%598 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x4x16x16xf32>
    %600 = tensor.empty() : tensor<8x4x16x16xf32>
    %601 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%596, %599 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%600 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.subf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x4x16x16xf32>
    %602 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%601 : tensor<8x4x16x16xf32>) outs(%67 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.mulf %in, %cst_21 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x4x16x16xf32>
    %collapsed_143 = tensor.collapse_shape %602 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %603 = tensor.empty() : tensor<32x16x16xf32>
    %transposed_144 = linalg.transpose ins(%collapsed_36 : tensor<32x16x16xf32>) outs(%603 : tensor<32x16x16xf32>) permutation = [0, 2, 1] 
    %604 = linalg.batch_matmul ins(%transposed_144, %collapsed_143 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%73 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %transposed_145 = linalg.transpose ins(%collapsed_37 : tensor<32x16x16xf32>) outs(%71 : tensor<32x16x16xf32>) permutation = [0, 2, 1] 
    %605 = linalg.batch_matmul ins(%collapsed_143, %transposed_145 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%73 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_146 = tensor.expand_shape %604 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %expanded_147 = tensor.expand_shape %605 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %606 = tensor.empty() : tensor<8x16x4x16xf32>
    %transposed_148 = linalg.transpose ins(%expanded_147 : tensor<8x4x16x16xf32>) outs(%606 : tensor<8x16x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_149 = tensor.collapse_shape %transposed_148 [[0], [1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<8x16x64xf32>
    %607 = tensor.empty() : tensor<8x16x4x16xf32>
    %transposed_150 = linalg.transpose ins(%expanded_141 : tensor<8x4x16x16xf32>) outs(%607 : tensor<8x16x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_151 = tensor.collapse_shape %transposed_150 [[0], [1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<8x16x64xf32>
    %transposed_152 = linalg.transpose ins(%expanded_146 : tensor<8x4x16x16xf32>) outs(%94 : tensor<8x16x4x16xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_153 = tensor.collapse_shape %transposed_152 [[0], [1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<8x16x64xf32>
    %concat_154 = tensor.concat dim(2) %collapsed_149, %collapsed_153, %collapsed_151 : (tensor<8x16x64xf32>, tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x192xf32>
    %collapsed_155 = tensor.collapse_shape %concat_154 [[0, 1], [2]] : tensor<8x16x192xf32> into tensor<128x192xf32>
    %transposed_156 = linalg.transpose ins(%arg5 : tensor<64x192xf32>) outs(%491 : tensor<192x64xf32>) permutation = [1, 0] 
    %608 = linalg.matmul ins(%collapsed_155, %transposed_156 : tensor<128x192xf32>, tensor<192x64xf32>) outs(%98 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %transposed_157 = linalg.transpose ins(%collapsed : tensor<128x64xf32>) outs(%430 : tensor<64x128xf32>) permutation = [1, 0] 
    %609 = linalg.matmul ins(%transposed_157, %collapsed_155 : tensor<64x128xf32>, tensor<128x192xf32>) outs(%497 : tensor<64x192xf32>) -> tensor<64x192xf32>
    %610 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_155 : tensor<128x192xf32>) outs(%500 : tensor<1x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.addf %in, %out : f32
      linalg.yield %1393 : f32
    } -> tensor<1x192xf32>
    %collapsed_158 = tensor.collapse_shape %610 [[0, 1]] : tensor<1x192xf32> into tensor<192xf32>
    %expanded_159 = tensor.expand_shape %608 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %611 = tensor.empty() : tensor<8x16x64xf32>
    %612 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_159, %arg3 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%611 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %613 = tensor.empty() : tensor<8x16x64xf32>
    %614 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%612 : tensor<8x16x64xf32>) outs(%613 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.mulf %in, %cst_20 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %615 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%612 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.addf %in, %out : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x1xf32>
    %616 = tensor.empty() : tensor<8x16x64xf32>
    %617 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%612, %54 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%616 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %618 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%617 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.addf %in, %out : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x1xf32>
    %619 = tensor.empty() : tensor<8x16x64xf32>
    %620 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%54, %618 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%619 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %621 = tensor.empty() : tensor<8x16x64xf32>
    %622 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%614, %615 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%621 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.subf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %623 = tensor.empty() : tensor<8x16x64xf32>
    %624 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%622, %620 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%623 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.subf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %625 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%50 : tensor<8x16x1xf32>) outs(%39 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.divf %in, %cst_20 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x1xf32>
    %626 = tensor.empty() : tensor<8x16x64xf32>
    %627 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%625, %624 : tensor<8x16x1xf32>, tensor<8x16x64xf32>) outs(%626 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %628 = tensor.empty() : tensor<8x16x64xf32>
    %629 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_159, %54 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%628 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %630 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%629 : tensor<8x16x64xf32>) outs(%392 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.addf %in, %out : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %631 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_159 : tensor<8x16x64xf32>) outs(%392 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.addf %in, %out : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %632 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%584, %627 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%4 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_160 = tensor.collapse_shape %3 [[0, 1]] : tensor<8x16xi64> into tensor<128xi64>
    %expanded_161 = tensor.expand_shape %collapsed_160 [[0, 1]] output_shape [128, 1] : tensor<128xi64> into tensor<128x1xi64>
    %633 = tensor.empty() : tensor<32xi64>
    %634 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%633 : tensor<32xi64>) {
    ^bb0(%out: i64):
      %1393 = linalg.index 0 : index
      %1394 = arith.index_cast %1393 : index to i64
      linalg.yield %1394 : i64
    } -> tensor<32xi64>
    %635 = tensor.empty() : tensor<128x32xi1>
    %636 = linalg.generic {indexing_maps = [#map20, #map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_161, %634 : tensor<128x1xi64>, tensor<32xi64>) outs(%635 : tensor<128x32xi1>) {
    ^bb0(%in: i64, %in_167: i64, %out: i1):
      %1393 = arith.cmpi eq, %in, %in_167 : i64
      linalg.yield %1393 : i1
    } -> tensor<128x32xi1>
    %637 = tensor.empty() : tensor<128x32xf32>
    %638 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%636 : tensor<128x32xi1>) outs(%637 : tensor<128x32xf32>) {
    ^bb0(%in: i1, %out: f32):
      %1393 = arith.uitofp %in : i1 to f32
      linalg.yield %1393 : f32
    } -> tensor<128x32xf32>
    %639 = tensor.empty() : tensor<32x128xf32>
    %transposed_162 = linalg.transpose ins(%638 : tensor<128x32xf32>) outs(%639 : tensor<32x128xf32>) permutation = [1, 0] 
    %collapsed_163 = tensor.collapse_shape %632 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %640 = tensor.empty() : tensor<32x64xf32>
    %641 = tensor.empty() : tensor<32x64xf32>
    %642 = linalg.fill ins(%cst_0 : f32) outs(%641 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %643 = linalg.matmul ins(%transposed_162, %collapsed_163 : tensor<32x128xf32>, tensor<128x64xf32>) outs(%642 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %collapsed_164 = tensor.collapse_shape %arg0 [[0, 1]] : tensor<8x16xi64> into tensor<128xi64>
    %expanded_165 = tensor.expand_shape %collapsed_164 [[0, 1]] output_shape [128, 1] : tensor<128xi64> into tensor<128x1xi64>
    %644 = tensor.empty() : tensor<128x256xi1>
    %645 = linalg.generic {indexing_maps = [#map20, #map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_165, %330 : tensor<128x1xi64>, tensor<256xi64>) outs(%644 : tensor<128x256xi1>) {
    ^bb0(%in: i64, %in_167: i64, %out: i1):
      %1393 = arith.cmpi eq, %in, %in_167 : i64
      linalg.yield %1393 : i1
    } -> tensor<128x256xi1>
    %646 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%645 : tensor<128x256xi1>) outs(%135 : tensor<128x256xf32>) {
    ^bb0(%in: i1, %out: f32):
      %1393 = arith.uitofp %in : i1 to f32
      linalg.yield %1393 : f32
    } -> tensor<128x256xf32>
    %transposed_166 = linalg.transpose ins(%646 : tensor<128x256xf32>) outs(%363 : tensor<256x128xf32>) permutation = [1, 0] 
    %647 = linalg.matmul ins(%transposed_166, %collapsed_163 : tensor<256x128xf32>, tensor<128x64xf32>) outs(%367 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %648 = tensor.empty() : tensor<256x64xf32>
    %649 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%368, %647 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%648 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<256x64xf32>
    %650 = tensor.empty() : tensor<i64>
    %651 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%arg85 : tensor<i64>) outs(%650 : tensor<i64>) {
    ^bb0(%in: i64, %out: i64):
      %1393 = arith.addi %in, %c1_i64 : i64
      linalg.yield %1393 : i64
    } -> tensor<i64>
    %652 = tensor.empty() : tensor<f32>
    %653 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%651 : tensor<i64>) outs(%652 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %1393 = arith.sitofp %in : i64 to f32
      linalg.yield %1393 : f32
    } -> tensor<f32>
    %654 = tensor.empty() : tensor<f32>
    %655 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%653 : tensor<f32>) outs(%654 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_15 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<f32>
    %656 = tensor.empty() : tensor<f32>
    %657 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%655 : tensor<f32>) outs(%656 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = math.exp %in : f32
      linalg.yield %1393 : f32
    } -> tensor<f32>
    %658 = tensor.empty() : tensor<f32>
    %659 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_25, %657 : tensor<i64>, tensor<f32>) outs(%658 : tensor<f32>) {
    ^bb0(%in: i64, %in_167: f32, %out: f32):
      %1393 = arith.sitofp %in : i64 to f32
      %1394 = arith.subf %1393, %in_167 : f32
      linalg.yield %1394 : f32
    } -> tensor<f32>
    %660 = tensor.empty() : tensor<f32>
    %661 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%653 : tensor<f32>) outs(%660 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_14 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<f32>
    %662 = tensor.empty() : tensor<f32>
    %663 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%661 : tensor<f32>) outs(%662 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = math.exp %in : f32
      linalg.yield %1393 : f32
    } -> tensor<f32>
    %664 = tensor.empty() : tensor<f32>
    %665 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_25, %663 : tensor<i64>, tensor<f32>) outs(%664 : tensor<f32>) {
    ^bb0(%in: i64, %in_167: f32, %out: f32):
      %1393 = arith.sitofp %in : i64 to f32
      %1394 = arith.subf %1393, %in_167 : f32
      linalg.yield %1394 : f32
    } -> tensor<f32>
    %666 = tensor.empty() : tensor<f32>
    %667 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%659 : tensor<f32>) outs(%666 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.cmpf one, %in, %cst_0 : f32
      cf.assert %1393, "unimplemented: tensor with zero element"
      %1394 = arith.divf %cst_2, %in : f32
      linalg.yield %1394 : f32
    } -> tensor<f32>
    %668 = tensor.empty() : tensor<f32>
    %669 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%667 : tensor<f32>) outs(%668 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_13 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<f32>
    %670 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%665 : tensor<f32>) outs(%340 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = math.sqrt %in : f32
      linalg.yield %1393 : f32
    } -> tensor<f32>
    %671 = tensor.empty() : tensor<256x64xf32>
    %672 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg29 : tensor<256x64xf32>) outs(%671 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_12 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<256x64xf32>
    %673 = tensor.empty() : tensor<256x64xf32>
    %674 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%649 : tensor<256x64xf32>) outs(%673 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_11 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<256x64xf32>
    %675 = tensor.empty() : tensor<256x64xf32>
    %676 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%672, %674 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%675 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<256x64xf32>
    %677 = tensor.empty() : tensor<256x64xf32>
    %678 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg57 : tensor<256x64xf32>) outs(%677 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_10 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<256x64xf32>
    %679 = tensor.empty() : tensor<256x64xf32>
    %680 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%649 : tensor<256x64xf32>) outs(%679 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_9 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<256x64xf32>
    %681 = tensor.empty() : tensor<256x64xf32>
    %682 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%680, %649 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%681 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<256x64xf32>
    %683 = tensor.empty() : tensor<256x64xf32>
    %684 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%678, %682 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%683 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<256x64xf32>
    %685 = tensor.empty() : tensor<256x64xf32>
    %686 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%684 : tensor<256x64xf32>) outs(%685 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = math.sqrt %in : f32
      linalg.yield %1393 : f32
    } -> tensor<256x64xf32>
    %687 = tensor.empty() : tensor<256x64xf32>
    %688 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%686, %670 : tensor<256x64xf32>, tensor<f32>) outs(%687 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.divf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<256x64xf32>
    %689 = tensor.empty() : tensor<256x64xf32>
    %690 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%688 : tensor<256x64xf32>) outs(%689 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_8 : f64 to f32
      %1394 = arith.addf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<256x64xf32>
    %691 = tensor.empty() : tensor<256x64xf32>
    %692 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%676, %690 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%691 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.divf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<256x64xf32>
    %693 = tensor.empty() : tensor<256x64xf32>
    %694 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%669, %692 : tensor<f32>, tensor<256x64xf32>) outs(%693 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<256x64xf32>
    %695 = tensor.empty() : tensor<256x64xf32>
    %696 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg1, %694 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%695 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.subf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<256x64xf32>
    %697 = tensor.empty() : tensor<32x64xf32>
    %698 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg30 : tensor<32x64xf32>) outs(%697 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_12 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<32x64xf32>
    %699 = tensor.empty() : tensor<32x64xf32>
    %700 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%643 : tensor<32x64xf32>) outs(%699 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_11 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<32x64xf32>
    %701 = tensor.empty() : tensor<32x64xf32>
    %702 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%698, %700 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%701 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<32x64xf32>
    %703 = tensor.empty() : tensor<32x64xf32>
    %704 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg58 : tensor<32x64xf32>) outs(%703 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_10 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<32x64xf32>
    %705 = tensor.empty() : tensor<32x64xf32>
    %706 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%643 : tensor<32x64xf32>) outs(%705 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_9 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<32x64xf32>
    %707 = tensor.empty() : tensor<32x64xf32>
    %708 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%706, %643 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%707 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<32x64xf32>
    %709 = tensor.empty() : tensor<32x64xf32>
    %710 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%704, %708 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%709 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<32x64xf32>
    %711 = tensor.empty() : tensor<32x64xf32>
    %712 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%710 : tensor<32x64xf32>) outs(%711 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = math.sqrt %in : f32
      linalg.yield %1393 : f32
    } -> tensor<32x64xf32>
    %713 = tensor.empty() : tensor<32x64xf32>
    %714 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%712, %670 : tensor<32x64xf32>, tensor<f32>) outs(%713 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.divf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<32x64xf32>
    %715 = tensor.empty() : tensor<32x64xf32>
    %716 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%714 : tensor<32x64xf32>) outs(%715 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_8 : f64 to f32
      %1394 = arith.addf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<32x64xf32>
    %717 = tensor.empty() : tensor<32x64xf32>
    %718 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%702, %716 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%717 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.divf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<32x64xf32>
    %719 = tensor.empty() : tensor<32x64xf32>
    %720 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%669, %718 : tensor<f32>, tensor<32x64xf32>) outs(%719 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<32x64xf32>
    %721 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg2, %720 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%640 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.subf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<32x64xf32>
    %722 = tensor.empty() : tensor<64xf32>
    %723 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg31 : tensor<64xf32>) outs(%722 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_12 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %724 = tensor.empty() : tensor<64xf32>
    %725 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%630 : tensor<64xf32>) outs(%724 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_11 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %726 = tensor.empty() : tensor<64xf32>
    %727 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%723, %725 : tensor<64xf32>, tensor<64xf32>) outs(%726 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %728 = tensor.empty() : tensor<64xf32>
    %729 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg59 : tensor<64xf32>) outs(%728 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_10 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %730 = tensor.empty() : tensor<64xf32>
    %731 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%630 : tensor<64xf32>) outs(%730 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_9 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %732 = tensor.empty() : tensor<64xf32>
    %733 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%731, %630 : tensor<64xf32>, tensor<64xf32>) outs(%732 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %734 = tensor.empty() : tensor<64xf32>
    %735 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%729, %733 : tensor<64xf32>, tensor<64xf32>) outs(%734 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %736 = tensor.empty() : tensor<64xf32>
    %737 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%735 : tensor<64xf32>) outs(%736 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = math.sqrt %in : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %738 = tensor.empty() : tensor<64xf32>
    %739 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%737, %670 : tensor<64xf32>, tensor<f32>) outs(%738 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.divf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %740 = tensor.empty() : tensor<64xf32>
    %741 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%739 : tensor<64xf32>) outs(%740 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_8 : f64 to f32
      %1394 = arith.addf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %742 = tensor.empty() : tensor<64xf32>
    %743 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%727, %741 : tensor<64xf32>, tensor<64xf32>) outs(%742 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.divf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %744 = tensor.empty() : tensor<64xf32>
    %745 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%669, %743 : tensor<f32>, tensor<64xf32>) outs(%744 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %746 = tensor.empty() : tensor<64xf32>
    %747 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg3, %745 : tensor<64xf32>, tensor<64xf32>) outs(%746 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.subf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %748 = tensor.empty() : tensor<64xf32>
    %749 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg32 : tensor<64xf32>) outs(%748 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_12 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %750 = tensor.empty() : tensor<64xf32>
    %751 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%631 : tensor<64xf32>) outs(%750 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_11 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %752 = tensor.empty() : tensor<64xf32>
    %753 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%749, %751 : tensor<64xf32>, tensor<64xf32>) outs(%752 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %754 = tensor.empty() : tensor<64xf32>
    %755 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg60 : tensor<64xf32>) outs(%754 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_10 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %756 = tensor.empty() : tensor<64xf32>
    %757 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%631 : tensor<64xf32>) outs(%756 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_9 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %758 = tensor.empty() : tensor<64xf32>
    %759 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%757, %631 : tensor<64xf32>, tensor<64xf32>) outs(%758 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %760 = tensor.empty() : tensor<64xf32>
    %761 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%755, %759 : tensor<64xf32>, tensor<64xf32>) outs(%760 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %762 = tensor.empty() : tensor<64xf32>
    %763 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%761 : tensor<64xf32>) outs(%762 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = math.sqrt %in : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %764 = tensor.empty() : tensor<64xf32>
    %765 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%763, %670 : tensor<64xf32>, tensor<f32>) outs(%764 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.divf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %766 = tensor.empty() : tensor<64xf32>
    %767 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%765 : tensor<64xf32>) outs(%766 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_8 : f64 to f32
      %1394 = arith.addf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %768 = tensor.empty() : tensor<64xf32>
    %769 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%753, %767 : tensor<64xf32>, tensor<64xf32>) outs(%768 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.divf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %770 = tensor.empty() : tensor<64xf32>
    %771 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%669, %769 : tensor<f32>, tensor<64xf32>) outs(%770 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %772 = tensor.empty() : tensor<64xf32>
    %773 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg4, %771 : tensor<64xf32>, tensor<64xf32>) outs(%772 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.subf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %774 = tensor.empty() : tensor<64x192xf32>
    %775 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg33 : tensor<64x192xf32>) outs(%774 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_12 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64x192xf32>
    %776 = tensor.empty() : tensor<64x192xf32>
    %777 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%609 : tensor<64x192xf32>) outs(%776 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_11 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64x192xf32>
    %778 = tensor.empty() : tensor<64x192xf32>
    %779 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%775, %777 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%778 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64x192xf32>
    %780 = tensor.empty() : tensor<64x192xf32>
    %781 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg61 : tensor<64x192xf32>) outs(%780 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_10 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64x192xf32>
    %782 = tensor.empty() : tensor<64x192xf32>
    %783 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%609 : tensor<64x192xf32>) outs(%782 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_9 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64x192xf32>
    %784 = tensor.empty() : tensor<64x192xf32>
    %785 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%783, %609 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%784 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64x192xf32>
    %786 = tensor.empty() : tensor<64x192xf32>
    %787 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%781, %785 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%786 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64x192xf32>
    %788 = tensor.empty() : tensor<64x192xf32>
    %789 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%787 : tensor<64x192xf32>) outs(%788 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = math.sqrt %in : f32
      linalg.yield %1393 : f32
    } -> tensor<64x192xf32>
    %790 = tensor.empty() : tensor<64x192xf32>
    %791 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%789, %670 : tensor<64x192xf32>, tensor<f32>) outs(%790 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.divf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64x192xf32>
    %792 = tensor.empty() : tensor<64x192xf32>
    %793 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%791 : tensor<64x192xf32>) outs(%792 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_8 : f64 to f32
      %1394 = arith.addf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64x192xf32>
    %794 = tensor.empty() : tensor<64x192xf32>
    %795 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%779, %793 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%794 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.divf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64x192xf32>
    %796 = tensor.empty() : tensor<64x192xf32>
    %797 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%669, %795 : tensor<f32>, tensor<64x192xf32>) outs(%796 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64x192xf32>
    %798 = tensor.empty() : tensor<64x192xf32>
    %799 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg5, %797 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%798 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.subf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64x192xf32>
    %800 = tensor.empty() : tensor<192xf32>
    %801 = tensor.empty() : tensor<192xf32>
    %802 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg34 : tensor<192xf32>) outs(%801 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_12 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<192xf32>
    %803 = tensor.empty() : tensor<192xf32>
    %804 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_158 : tensor<192xf32>) outs(%803 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_11 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<192xf32>
    %805 = tensor.empty() : tensor<192xf32>
    %806 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%802, %804 : tensor<192xf32>, tensor<192xf32>) outs(%805 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<192xf32>
    %807 = tensor.empty() : tensor<192xf32>
    %808 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg62 : tensor<192xf32>) outs(%807 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_10 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<192xf32>
    %809 = tensor.empty() : tensor<192xf32>
    %810 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_158 : tensor<192xf32>) outs(%809 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_9 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<192xf32>
    %811 = tensor.empty() : tensor<192xf32>
    %812 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%810, %collapsed_158 : tensor<192xf32>, tensor<192xf32>) outs(%811 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<192xf32>
    %813 = tensor.empty() : tensor<192xf32>
    %814 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%808, %812 : tensor<192xf32>, tensor<192xf32>) outs(%813 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<192xf32>
    %815 = tensor.empty() : tensor<192xf32>
    %816 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%814 : tensor<192xf32>) outs(%815 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = math.sqrt %in : f32
      linalg.yield %1393 : f32
    } -> tensor<192xf32>
    %817 = tensor.empty() : tensor<192xf32>
    %818 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%816, %670 : tensor<192xf32>, tensor<f32>) outs(%817 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.divf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<192xf32>
    %819 = tensor.empty() : tensor<192xf32>
    %820 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%818 : tensor<192xf32>) outs(%819 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_8 : f64 to f32
      %1394 = arith.addf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<192xf32>
    %821 = tensor.empty() : tensor<192xf32>
    %822 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%806, %820 : tensor<192xf32>, tensor<192xf32>) outs(%821 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.divf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<192xf32>
    %823 = tensor.empty() : tensor<192xf32>
    %824 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%669, %822 : tensor<f32>, tensor<192xf32>) outs(%823 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<192xf32>
    %825 = tensor.empty() : tensor<192xf32>
    %826 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg6, %824 : tensor<192xf32>, tensor<192xf32>) outs(%825 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.subf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<192xf32>
    %827 = tensor.empty() : tensor<64x64xf32>
    %828 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg35 : tensor<64x64xf32>) outs(%827 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_12 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64x64xf32>
    %829 = tensor.empty() : tensor<64x64xf32>
    %830 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%588 : tensor<64x64xf32>) outs(%829 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_11 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64x64xf32>
    %831 = tensor.empty() : tensor<64x64xf32>
    %832 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%828, %830 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%831 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64x64xf32>
    %833 = tensor.empty() : tensor<64x64xf32>
    %834 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg63 : tensor<64x64xf32>) outs(%833 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_10 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64x64xf32>
    %835 = tensor.empty() : tensor<64x64xf32>
    %836 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%588 : tensor<64x64xf32>) outs(%835 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_9 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64x64xf32>
    %837 = tensor.empty() : tensor<64x64xf32>
    %838 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%836, %588 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%837 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64x64xf32>
    %839 = tensor.empty() : tensor<64x64xf32>
    %840 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%834, %838 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%839 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64x64xf32>
    %841 = tensor.empty() : tensor<64x64xf32>
    %842 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%840 : tensor<64x64xf32>) outs(%841 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = math.sqrt %in : f32
      linalg.yield %1393 : f32
    } -> tensor<64x64xf32>
    %843 = tensor.empty() : tensor<64x64xf32>
    %844 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%842, %670 : tensor<64x64xf32>, tensor<f32>) outs(%843 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.divf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64x64xf32>
    %845 = tensor.empty() : tensor<64x64xf32>
    %846 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%844 : tensor<64x64xf32>) outs(%845 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_8 : f64 to f32
      %1394 = arith.addf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64x64xf32>
    %847 = tensor.empty() : tensor<64x64xf32>
    %848 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%832, %846 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%847 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.divf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64x64xf32>
    %849 = tensor.empty() : tensor<64x64xf32>
    %850 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%669, %848 : tensor<f32>, tensor<64x64xf32>) outs(%849 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64x64xf32>
    %851 = tensor.empty() : tensor<64x64xf32>
    %852 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg7, %850 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%851 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.subf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64x64xf32>
    %853 = tensor.empty() : tensor<64xf32>
    %854 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg36 : tensor<64xf32>) outs(%853 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_12 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %855 = tensor.empty() : tensor<64xf32>
    %856 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_135 : tensor<64xf32>) outs(%855 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_11 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %857 = tensor.empty() : tensor<64xf32>
    %858 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%854, %856 : tensor<64xf32>, tensor<64xf32>) outs(%857 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %859 = tensor.empty() : tensor<64xf32>
    %860 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg64 : tensor<64xf32>) outs(%859 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_10 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %861 = tensor.empty() : tensor<64xf32>
    %862 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_135 : tensor<64xf32>) outs(%861 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_9 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %863 = tensor.empty() : tensor<64xf32>
    %864 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%862, %collapsed_135 : tensor<64xf32>, tensor<64xf32>) outs(%863 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %865 = tensor.empty() : tensor<64xf32>
    %866 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%860, %864 : tensor<64xf32>, tensor<64xf32>) outs(%865 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %867 = tensor.empty() : tensor<64xf32>
    %868 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%866 : tensor<64xf32>) outs(%867 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = math.sqrt %in : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %869 = tensor.empty() : tensor<64xf32>
    %870 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%868, %670 : tensor<64xf32>, tensor<f32>) outs(%869 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.divf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %871 = tensor.empty() : tensor<64xf32>
    %872 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%870 : tensor<64xf32>) outs(%871 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_8 : f64 to f32
      %1394 = arith.addf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %873 = tensor.empty() : tensor<64xf32>
    %874 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%858, %872 : tensor<64xf32>, tensor<64xf32>) outs(%873 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.divf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %875 = tensor.empty() : tensor<64xf32>
    %876 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%669, %874 : tensor<f32>, tensor<64xf32>) outs(%875 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %877 = tensor.empty() : tensor<64xf32>
    %878 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg8, %876 : tensor<64xf32>, tensor<64xf32>) outs(%877 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.subf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %879 = tensor.empty() : tensor<64xf32>
    %880 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg37 : tensor<64xf32>) outs(%879 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_12 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %881 = tensor.empty() : tensor<64xf32>
    %882 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%581 : tensor<64xf32>) outs(%881 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_11 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %883 = tensor.empty() : tensor<64xf32>
    %884 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%880, %882 : tensor<64xf32>, tensor<64xf32>) outs(%883 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %885 = tensor.empty() : tensor<64xf32>
    %886 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg65 : tensor<64xf32>) outs(%885 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_10 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %887 = tensor.empty() : tensor<64xf32>
    %888 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%581 : tensor<64xf32>) outs(%887 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_9 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %889 = tensor.empty() : tensor<64xf32>
    %890 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%888, %581 : tensor<64xf32>, tensor<64xf32>) outs(%889 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %891 = tensor.empty() : tensor<64xf32>
    %892 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%886, %890 : tensor<64xf32>, tensor<64xf32>) outs(%891 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %893 = tensor.empty() : tensor<64xf32>
    %894 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%892 : tensor<64xf32>) outs(%893 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = math.sqrt %in : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %895 = tensor.empty() : tensor<64xf32>
    %896 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%894, %670 : tensor<64xf32>, tensor<f32>) outs(%895 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.divf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %897 = tensor.empty() : tensor<64xf32>
    %898 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%896 : tensor<64xf32>) outs(%897 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_8 : f64 to f32
      %1394 = arith.addf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %899 = tensor.empty() : tensor<64xf32>
    %900 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%884, %898 : tensor<64xf32>, tensor<64xf32>) outs(%899 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.divf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %901 = tensor.empty() : tensor<64xf32>
    %902 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%669, %900 : tensor<f32>, tensor<64xf32>) outs(%901 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %903 = tensor.empty() : tensor<64xf32>
    %904 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg9, %902 : tensor<64xf32>, tensor<64xf32>) outs(%903 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.subf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %905 = tensor.empty() : tensor<64xf32>
    %906 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg38 : tensor<64xf32>) outs(%905 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_12 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %907 = tensor.empty() : tensor<64xf32>
    %908 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%582 : tensor<64xf32>) outs(%907 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_11 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %909 = tensor.empty() : tensor<64xf32>
    %910 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%906, %908 : tensor<64xf32>, tensor<64xf32>) outs(%909 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %911 = tensor.empty() : tensor<64xf32>
    %912 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg66 : tensor<64xf32>) outs(%911 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_10 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %913 = tensor.empty() : tensor<64xf32>
    %914 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%582 : tensor<64xf32>) outs(%913 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_9 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %915 = tensor.empty() : tensor<64xf32>
    %916 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%914, %582 : tensor<64xf32>, tensor<64xf32>) outs(%915 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %917 = tensor.empty() : tensor<64xf32>
    %918 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%912, %916 : tensor<64xf32>, tensor<64xf32>) outs(%917 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %919 = tensor.empty() : tensor<64xf32>
    %920 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%918 : tensor<64xf32>) outs(%919 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = math.sqrt %in : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %921 = tensor.empty() : tensor<64xf32>
    %922 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%920, %670 : tensor<64xf32>, tensor<f32>) outs(%921 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.divf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %923 = tensor.empty() : tensor<64xf32>
    %924 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%922 : tensor<64xf32>) outs(%923 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_8 : f64 to f32
      %1394 = arith.addf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %925 = tensor.empty() : tensor<64xf32>
    %926 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%910, %924 : tensor<64xf32>, tensor<64xf32>) outs(%925 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.divf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %927 = tensor.empty() : tensor<64xf32>
    %928 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%669, %926 : tensor<f32>, tensor<64xf32>) outs(%927 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %929 = tensor.empty() : tensor<64xf32>
    %930 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg10, %928 : tensor<64xf32>, tensor<64xf32>) outs(%929 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.subf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %931 = tensor.empty() : tensor<64x256xf32>
    %932 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg39 : tensor<64x256xf32>) outs(%931 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_12 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64x256xf32>
    %933 = tensor.empty() : tensor<64x256xf32>
    %934 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%559 : tensor<64x256xf32>) outs(%933 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_11 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64x256xf32>
    %935 = tensor.empty() : tensor<64x256xf32>
    %936 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%932, %934 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%935 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64x256xf32>
    %937 = tensor.empty() : tensor<64x256xf32>
    %938 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg67 : tensor<64x256xf32>) outs(%937 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_10 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64x256xf32>
    %939 = tensor.empty() : tensor<64x256xf32>
    %940 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%559 : tensor<64x256xf32>) outs(%939 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_9 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64x256xf32>
    %941 = tensor.empty() : tensor<64x256xf32>
    %942 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%940, %559 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%941 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64x256xf32>
    %943 = tensor.empty() : tensor<64x256xf32>
    %944 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%938, %942 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%943 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64x256xf32>
    %945 = tensor.empty() : tensor<64x256xf32>
    %946 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%944 : tensor<64x256xf32>) outs(%945 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = math.sqrt %in : f32
      linalg.yield %1393 : f32
    } -> tensor<64x256xf32>
    %947 = tensor.empty() : tensor<64x256xf32>
    %948 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%946, %670 : tensor<64x256xf32>, tensor<f32>) outs(%947 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.divf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64x256xf32>
    %949 = tensor.empty() : tensor<64x256xf32>
    %950 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%948 : tensor<64x256xf32>) outs(%949 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_8 : f64 to f32
      %1394 = arith.addf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64x256xf32>
    %951 = tensor.empty() : tensor<64x256xf32>
    %952 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%936, %950 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%951 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.divf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64x256xf32>
    %953 = tensor.empty() : tensor<64x256xf32>
    %954 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%669, %952 : tensor<f32>, tensor<64x256xf32>) outs(%953 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64x256xf32>
    %955 = tensor.empty() : tensor<64x256xf32>
    %956 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg11, %954 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%955 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.subf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64x256xf32>
    %957 = tensor.empty() : tensor<256xf32>
    %958 = tensor.empty() : tensor<256xf32>
    %959 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg40 : tensor<256xf32>) outs(%958 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_12 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<256xf32>
    %960 = tensor.empty() : tensor<256xf32>
    %961 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_130 : tensor<256xf32>) outs(%960 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_11 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<256xf32>
    %962 = tensor.empty() : tensor<256xf32>
    %963 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%959, %961 : tensor<256xf32>, tensor<256xf32>) outs(%962 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<256xf32>
    %964 = tensor.empty() : tensor<256xf32>
    %965 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg68 : tensor<256xf32>) outs(%964 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_10 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<256xf32>
    %966 = tensor.empty() : tensor<256xf32>
    %967 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_130 : tensor<256xf32>) outs(%966 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_9 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<256xf32>
    %968 = tensor.empty() : tensor<256xf32>
    %969 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%967, %collapsed_130 : tensor<256xf32>, tensor<256xf32>) outs(%968 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<256xf32>
    %970 = tensor.empty() : tensor<256xf32>
    %971 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%965, %969 : tensor<256xf32>, tensor<256xf32>) outs(%970 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<256xf32>
    %972 = tensor.empty() : tensor<256xf32>
    %973 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%971 : tensor<256xf32>) outs(%972 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = math.sqrt %in : f32
      linalg.yield %1393 : f32
    } -> tensor<256xf32>
    %974 = tensor.empty() : tensor<256xf32>
    %975 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%973, %670 : tensor<256xf32>, tensor<f32>) outs(%974 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.divf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<256xf32>
    %976 = tensor.empty() : tensor<256xf32>
    %977 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%975 : tensor<256xf32>) outs(%976 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_8 : f64 to f32
      %1394 = arith.addf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<256xf32>
    %978 = tensor.empty() : tensor<256xf32>
    %979 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%963, %977 : tensor<256xf32>, tensor<256xf32>) outs(%978 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.divf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<256xf32>
    %980 = tensor.empty() : tensor<256xf32>
    %981 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%669, %979 : tensor<f32>, tensor<256xf32>) outs(%980 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<256xf32>
    %982 = tensor.empty() : tensor<256xf32>
    %983 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg12, %981 : tensor<256xf32>, tensor<256xf32>) outs(%982 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.subf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<256xf32>
    %984 = tensor.empty() : tensor<256x64xf32>
    %985 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg41 : tensor<256x64xf32>) outs(%984 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_12 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<256x64xf32>
    %986 = tensor.empty() : tensor<256x64xf32>
    %987 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%529 : tensor<256x64xf32>) outs(%986 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_11 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<256x64xf32>
    %988 = tensor.empty() : tensor<256x64xf32>
    %989 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%985, %987 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%988 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<256x64xf32>
    %990 = tensor.empty() : tensor<256x64xf32>
    %991 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg69 : tensor<256x64xf32>) outs(%990 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_10 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<256x64xf32>
    %992 = tensor.empty() : tensor<256x64xf32>
    %993 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%529 : tensor<256x64xf32>) outs(%992 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_9 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<256x64xf32>
    %994 = tensor.empty() : tensor<256x64xf32>
    %995 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%993, %529 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%994 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<256x64xf32>
    %996 = tensor.empty() : tensor<256x64xf32>
    %997 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%991, %995 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%996 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<256x64xf32>
    %998 = tensor.empty() : tensor<256x64xf32>
    %999 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%997 : tensor<256x64xf32>) outs(%998 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = math.sqrt %in : f32
      linalg.yield %1393 : f32
    } -> tensor<256x64xf32>
    %1000 = tensor.empty() : tensor<256x64xf32>
    %1001 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%999, %670 : tensor<256x64xf32>, tensor<f32>) outs(%1000 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.divf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<256x64xf32>
    %1002 = tensor.empty() : tensor<256x64xf32>
    %1003 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1001 : tensor<256x64xf32>) outs(%1002 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_8 : f64 to f32
      %1394 = arith.addf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<256x64xf32>
    %1004 = tensor.empty() : tensor<256x64xf32>
    %1005 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%989, %1003 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%1004 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.divf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<256x64xf32>
    %1006 = tensor.empty() : tensor<256x64xf32>
    %1007 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%669, %1005 : tensor<f32>, tensor<256x64xf32>) outs(%1006 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<256x64xf32>
    %1008 = tensor.empty() : tensor<256x64xf32>
    %1009 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg13, %1007 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%1008 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.subf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<256x64xf32>
    %1010 = tensor.empty() : tensor<64xf32>
    %1011 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg42 : tensor<64xf32>) outs(%1010 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_12 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %1012 = tensor.empty() : tensor<64xf32>
    %1013 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_125 : tensor<64xf32>) outs(%1012 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_11 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %1014 = tensor.empty() : tensor<64xf32>
    %1015 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1011, %1013 : tensor<64xf32>, tensor<64xf32>) outs(%1014 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1016 = tensor.empty() : tensor<64xf32>
    %1017 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg70 : tensor<64xf32>) outs(%1016 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_10 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %1018 = tensor.empty() : tensor<64xf32>
    %1019 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_125 : tensor<64xf32>) outs(%1018 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_9 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %1020 = tensor.empty() : tensor<64xf32>
    %1021 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1019, %collapsed_125 : tensor<64xf32>, tensor<64xf32>) outs(%1020 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1022 = tensor.empty() : tensor<64xf32>
    %1023 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1017, %1021 : tensor<64xf32>, tensor<64xf32>) outs(%1022 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1024 = tensor.empty() : tensor<64xf32>
    %1025 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1023 : tensor<64xf32>) outs(%1024 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = math.sqrt %in : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1026 = tensor.empty() : tensor<64xf32>
    %1027 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1025, %670 : tensor<64xf32>, tensor<f32>) outs(%1026 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.divf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1028 = tensor.empty() : tensor<64xf32>
    %1029 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1027 : tensor<64xf32>) outs(%1028 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_8 : f64 to f32
      %1394 = arith.addf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %1030 = tensor.empty() : tensor<64xf32>
    %1031 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1015, %1029 : tensor<64xf32>, tensor<64xf32>) outs(%1030 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.divf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1032 = tensor.empty() : tensor<64xf32>
    %1033 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%669, %1031 : tensor<f32>, tensor<64xf32>) outs(%1032 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1034 = tensor.empty() : tensor<64xf32>
    %1035 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg14, %1033 : tensor<64xf32>, tensor<64xf32>) outs(%1034 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.subf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1036 = tensor.empty() : tensor<64xf32>
    %1037 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg43 : tensor<64xf32>) outs(%1036 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_12 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %1038 = tensor.empty() : tensor<64xf32>
    %1039 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%522 : tensor<64xf32>) outs(%1038 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_11 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %1040 = tensor.empty() : tensor<64xf32>
    %1041 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1037, %1039 : tensor<64xf32>, tensor<64xf32>) outs(%1040 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1042 = tensor.empty() : tensor<64xf32>
    %1043 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg71 : tensor<64xf32>) outs(%1042 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_10 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %1044 = tensor.empty() : tensor<64xf32>
    %1045 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%522 : tensor<64xf32>) outs(%1044 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_9 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %1046 = tensor.empty() : tensor<64xf32>
    %1047 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1045, %522 : tensor<64xf32>, tensor<64xf32>) outs(%1046 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1048 = tensor.empty() : tensor<64xf32>
    %1049 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1043, %1047 : tensor<64xf32>, tensor<64xf32>) outs(%1048 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1050 = tensor.empty() : tensor<64xf32>
    %1051 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1049 : tensor<64xf32>) outs(%1050 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = math.sqrt %in : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1052 = tensor.empty() : tensor<64xf32>
    %1053 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1051, %670 : tensor<64xf32>, tensor<f32>) outs(%1052 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.divf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1054 = tensor.empty() : tensor<64xf32>
    %1055 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1053 : tensor<64xf32>) outs(%1054 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_8 : f64 to f32
      %1394 = arith.addf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %1056 = tensor.empty() : tensor<64xf32>
    %1057 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1041, %1055 : tensor<64xf32>, tensor<64xf32>) outs(%1056 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.divf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1058 = tensor.empty() : tensor<64xf32>
    %1059 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%669, %1057 : tensor<f32>, tensor<64xf32>) outs(%1058 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1060 = tensor.empty() : tensor<64xf32>
    %1061 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg15, %1059 : tensor<64xf32>, tensor<64xf32>) outs(%1060 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.subf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1062 = tensor.empty() : tensor<64xf32>
    %1063 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg44 : tensor<64xf32>) outs(%1062 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_12 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %1064 = tensor.empty() : tensor<64xf32>
    %1065 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%523 : tensor<64xf32>) outs(%1064 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_11 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %1066 = tensor.empty() : tensor<64xf32>
    %1067 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1063, %1065 : tensor<64xf32>, tensor<64xf32>) outs(%1066 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1068 = tensor.empty() : tensor<64xf32>
    %1069 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg72 : tensor<64xf32>) outs(%1068 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_10 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %1070 = tensor.empty() : tensor<64xf32>
    %1071 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%523 : tensor<64xf32>) outs(%1070 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_9 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %1072 = tensor.empty() : tensor<64xf32>
    %1073 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1071, %523 : tensor<64xf32>, tensor<64xf32>) outs(%1072 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1074 = tensor.empty() : tensor<64xf32>
    %1075 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1069, %1073 : tensor<64xf32>, tensor<64xf32>) outs(%1074 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1076 = tensor.empty() : tensor<64xf32>
    %1077 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1075 : tensor<64xf32>) outs(%1076 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = math.sqrt %in : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1078 = tensor.empty() : tensor<64xf32>
    %1079 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1077, %670 : tensor<64xf32>, tensor<f32>) outs(%1078 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.divf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1080 = tensor.empty() : tensor<64xf32>
    %1081 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1079 : tensor<64xf32>) outs(%1080 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_8 : f64 to f32
      %1394 = arith.addf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %1082 = tensor.empty() : tensor<64xf32>
    %1083 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1067, %1081 : tensor<64xf32>, tensor<64xf32>) outs(%1082 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.divf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1084 = tensor.empty() : tensor<64xf32>
    %1085 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%669, %1083 : tensor<f32>, tensor<64xf32>) outs(%1084 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1086 = tensor.empty() : tensor<64xf32>
    %1087 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg16, %1085 : tensor<64xf32>, tensor<64xf32>) outs(%1086 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.subf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1088 = tensor.empty() : tensor<64x192xf32>
    %1089 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg45 : tensor<64x192xf32>) outs(%1088 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_12 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64x192xf32>
    %1090 = tensor.empty() : tensor<64x192xf32>
    %1091 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%498 : tensor<64x192xf32>) outs(%1090 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_11 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64x192xf32>
    %1092 = tensor.empty() : tensor<64x192xf32>
    %1093 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1089, %1091 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%1092 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64x192xf32>
    %1094 = tensor.empty() : tensor<64x192xf32>
    %1095 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg73 : tensor<64x192xf32>) outs(%1094 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_10 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64x192xf32>
    %1096 = tensor.empty() : tensor<64x192xf32>
    %1097 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%498 : tensor<64x192xf32>) outs(%1096 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_9 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64x192xf32>
    %1098 = tensor.empty() : tensor<64x192xf32>
    %1099 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1097, %498 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%1098 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64x192xf32>
    %1100 = tensor.empty() : tensor<64x192xf32>
    %1101 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1095, %1099 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%1100 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64x192xf32>
    %1102 = tensor.empty() : tensor<64x192xf32>
    %1103 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1101 : tensor<64x192xf32>) outs(%1102 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = math.sqrt %in : f32
      linalg.yield %1393 : f32
    } -> tensor<64x192xf32>
    %1104 = tensor.empty() : tensor<64x192xf32>
    %1105 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%1103, %670 : tensor<64x192xf32>, tensor<f32>) outs(%1104 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.divf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64x192xf32>
    %1106 = tensor.empty() : tensor<64x192xf32>
    %1107 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1105 : tensor<64x192xf32>) outs(%1106 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_8 : f64 to f32
      %1394 = arith.addf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64x192xf32>
    %1108 = tensor.empty() : tensor<64x192xf32>
    %1109 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1093, %1107 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%1108 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.divf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64x192xf32>
    %1110 = tensor.empty() : tensor<64x192xf32>
    %1111 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%669, %1109 : tensor<f32>, tensor<64x192xf32>) outs(%1110 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64x192xf32>
    %1112 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg17, %1111 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%495 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.subf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64x192xf32>
    %1113 = tensor.empty() : tensor<192xf32>
    %1114 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg46 : tensor<192xf32>) outs(%1113 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_12 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<192xf32>
    %1115 = tensor.empty() : tensor<192xf32>
    %1116 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_120 : tensor<192xf32>) outs(%1115 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_11 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<192xf32>
    %1117 = tensor.empty() : tensor<192xf32>
    %1118 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1114, %1116 : tensor<192xf32>, tensor<192xf32>) outs(%1117 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<192xf32>
    %1119 = tensor.empty() : tensor<192xf32>
    %1120 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg74 : tensor<192xf32>) outs(%1119 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_10 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<192xf32>
    %1121 = tensor.empty() : tensor<192xf32>
    %1122 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_120 : tensor<192xf32>) outs(%1121 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_9 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<192xf32>
    %1123 = tensor.empty() : tensor<192xf32>
    %1124 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1122, %collapsed_120 : tensor<192xf32>, tensor<192xf32>) outs(%1123 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<192xf32>
    %1125 = tensor.empty() : tensor<192xf32>
    %1126 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1120, %1124 : tensor<192xf32>, tensor<192xf32>) outs(%1125 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<192xf32>
    %1127 = tensor.empty() : tensor<192xf32>
    %1128 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1126 : tensor<192xf32>) outs(%1127 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = math.sqrt %in : f32
      linalg.yield %1393 : f32
    } -> tensor<192xf32>
    %1129 = tensor.empty() : tensor<192xf32>
    %1130 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1128, %670 : tensor<192xf32>, tensor<f32>) outs(%1129 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.divf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<192xf32>
    %1131 = tensor.empty() : tensor<192xf32>
    %1132 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1130 : tensor<192xf32>) outs(%1131 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_8 : f64 to f32
      %1394 = arith.addf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<192xf32>
    %1133 = tensor.empty() : tensor<192xf32>
    %1134 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1118, %1132 : tensor<192xf32>, tensor<192xf32>) outs(%1133 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.divf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<192xf32>
    %1135 = tensor.empty() : tensor<192xf32>
    %1136 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%669, %1134 : tensor<f32>, tensor<192xf32>) outs(%1135 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<192xf32>
    %1137 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg18, %1136 : tensor<192xf32>, tensor<192xf32>) outs(%800 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.subf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<192xf32>
    %1138 = tensor.empty() : tensor<64x64xf32>
    %1139 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg47 : tensor<64x64xf32>) outs(%1138 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_12 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64x64xf32>
    %1140 = tensor.empty() : tensor<64x64xf32>
    %1141 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%468 : tensor<64x64xf32>) outs(%1140 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_11 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64x64xf32>
    %1142 = tensor.empty() : tensor<64x64xf32>
    %1143 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1139, %1141 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%1142 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64x64xf32>
    %1144 = tensor.empty() : tensor<64x64xf32>
    %1145 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg75 : tensor<64x64xf32>) outs(%1144 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_10 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64x64xf32>
    %1146 = tensor.empty() : tensor<64x64xf32>
    %1147 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%468 : tensor<64x64xf32>) outs(%1146 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_9 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64x64xf32>
    %1148 = tensor.empty() : tensor<64x64xf32>
    %1149 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1147, %468 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%1148 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64x64xf32>
    %1150 = tensor.empty() : tensor<64x64xf32>
    %1151 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1145, %1149 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%1150 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64x64xf32>
    %1152 = tensor.empty() : tensor<64x64xf32>
    %1153 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1151 : tensor<64x64xf32>) outs(%1152 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = math.sqrt %in : f32
      linalg.yield %1393 : f32
    } -> tensor<64x64xf32>
    %1154 = tensor.empty() : tensor<64x64xf32>
    %1155 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%1153, %670 : tensor<64x64xf32>, tensor<f32>) outs(%1154 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.divf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64x64xf32>
    %1156 = tensor.empty() : tensor<64x64xf32>
    %1157 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1155 : tensor<64x64xf32>) outs(%1156 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_8 : f64 to f32
      %1394 = arith.addf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64x64xf32>
    %1158 = tensor.empty() : tensor<64x64xf32>
    %1159 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1143, %1157 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%1158 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.divf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64x64xf32>
    %1160 = tensor.empty() : tensor<64x64xf32>
    %1161 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%669, %1159 : tensor<f32>, tensor<64x64xf32>) outs(%1160 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64x64xf32>
    %1162 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg19, %1161 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%462 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.subf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64x64xf32>
    %1163 = tensor.empty() : tensor<64xf32>
    %1164 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg48 : tensor<64xf32>) outs(%1163 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_12 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %1165 = tensor.empty() : tensor<64xf32>
    %1166 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_98 : tensor<64xf32>) outs(%1165 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_11 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %1167 = tensor.empty() : tensor<64xf32>
    %1168 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1164, %1166 : tensor<64xf32>, tensor<64xf32>) outs(%1167 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1169 = tensor.empty() : tensor<64xf32>
    %1170 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg76 : tensor<64xf32>) outs(%1169 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_10 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %1171 = tensor.empty() : tensor<64xf32>
    %1172 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_98 : tensor<64xf32>) outs(%1171 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_9 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %1173 = tensor.empty() : tensor<64xf32>
    %1174 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1172, %collapsed_98 : tensor<64xf32>, tensor<64xf32>) outs(%1173 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1175 = tensor.empty() : tensor<64xf32>
    %1176 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1170, %1174 : tensor<64xf32>, tensor<64xf32>) outs(%1175 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1177 = tensor.empty() : tensor<64xf32>
    %1178 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1176 : tensor<64xf32>) outs(%1177 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = math.sqrt %in : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1179 = tensor.empty() : tensor<64xf32>
    %1180 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1178, %670 : tensor<64xf32>, tensor<f32>) outs(%1179 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.divf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1181 = tensor.empty() : tensor<64xf32>
    %1182 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1180 : tensor<64xf32>) outs(%1181 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_8 : f64 to f32
      %1394 = arith.addf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %1183 = tensor.empty() : tensor<64xf32>
    %1184 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1168, %1182 : tensor<64xf32>, tensor<64xf32>) outs(%1183 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.divf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1185 = tensor.empty() : tensor<64xf32>
    %1186 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%669, %1184 : tensor<f32>, tensor<64xf32>) outs(%1185 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1187 = tensor.empty() : tensor<64xf32>
    %1188 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg20, %1186 : tensor<64xf32>, tensor<64xf32>) outs(%1187 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.subf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1189 = tensor.empty() : tensor<64xf32>
    %1190 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg49 : tensor<64xf32>) outs(%1189 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_12 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %1191 = tensor.empty() : tensor<64xf32>
    %1192 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%458 : tensor<64xf32>) outs(%1191 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_11 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %1193 = tensor.empty() : tensor<64xf32>
    %1194 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1190, %1192 : tensor<64xf32>, tensor<64xf32>) outs(%1193 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1195 = tensor.empty() : tensor<64xf32>
    %1196 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg77 : tensor<64xf32>) outs(%1195 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_10 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %1197 = tensor.empty() : tensor<64xf32>
    %1198 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%458 : tensor<64xf32>) outs(%1197 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_9 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %1199 = tensor.empty() : tensor<64xf32>
    %1200 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1198, %458 : tensor<64xf32>, tensor<64xf32>) outs(%1199 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1201 = tensor.empty() : tensor<64xf32>
    %1202 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1196, %1200 : tensor<64xf32>, tensor<64xf32>) outs(%1201 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1203 = tensor.empty() : tensor<64xf32>
    %1204 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1202 : tensor<64xf32>) outs(%1203 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = math.sqrt %in : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1205 = tensor.empty() : tensor<64xf32>
    %1206 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1204, %670 : tensor<64xf32>, tensor<f32>) outs(%1205 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.divf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1207 = tensor.empty() : tensor<64xf32>
    %1208 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1206 : tensor<64xf32>) outs(%1207 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_8 : f64 to f32
      %1394 = arith.addf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %1209 = tensor.empty() : tensor<64xf32>
    %1210 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1194, %1208 : tensor<64xf32>, tensor<64xf32>) outs(%1209 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.divf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1211 = tensor.empty() : tensor<64xf32>
    %1212 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%669, %1210 : tensor<f32>, tensor<64xf32>) outs(%1211 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1213 = tensor.empty() : tensor<64xf32>
    %1214 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg21, %1212 : tensor<64xf32>, tensor<64xf32>) outs(%1213 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.subf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1215 = tensor.empty() : tensor<64xf32>
    %1216 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg50 : tensor<64xf32>) outs(%1215 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_12 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %1217 = tensor.empty() : tensor<64xf32>
    %1218 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%459 : tensor<64xf32>) outs(%1217 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_11 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %1219 = tensor.empty() : tensor<64xf32>
    %1220 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1216, %1218 : tensor<64xf32>, tensor<64xf32>) outs(%1219 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1221 = tensor.empty() : tensor<64xf32>
    %1222 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg78 : tensor<64xf32>) outs(%1221 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_10 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %1223 = tensor.empty() : tensor<64xf32>
    %1224 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%459 : tensor<64xf32>) outs(%1223 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_9 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %1225 = tensor.empty() : tensor<64xf32>
    %1226 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1224, %459 : tensor<64xf32>, tensor<64xf32>) outs(%1225 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1227 = tensor.empty() : tensor<64xf32>
    %1228 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1222, %1226 : tensor<64xf32>, tensor<64xf32>) outs(%1227 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1229 = tensor.empty() : tensor<64xf32>
    %1230 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1228 : tensor<64xf32>) outs(%1229 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = math.sqrt %in : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1231 = tensor.empty() : tensor<64xf32>
    %1232 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1230, %670 : tensor<64xf32>, tensor<f32>) outs(%1231 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.divf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1233 = tensor.empty() : tensor<64xf32>
    %1234 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1232 : tensor<64xf32>) outs(%1233 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_8 : f64 to f32
      %1394 = arith.addf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %1235 = tensor.empty() : tensor<64xf32>
    %1236 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1220, %1234 : tensor<64xf32>, tensor<64xf32>) outs(%1235 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.divf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1237 = tensor.empty() : tensor<64xf32>
    %1238 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%669, %1236 : tensor<f32>, tensor<64xf32>) outs(%1237 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1239 = tensor.empty() : tensor<64xf32>
    %1240 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg22, %1238 : tensor<64xf32>, tensor<64xf32>) outs(%1239 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.subf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1241 = tensor.empty() : tensor<64x256xf32>
    %1242 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg51 : tensor<64x256xf32>) outs(%1241 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_12 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64x256xf32>
    %1243 = tensor.empty() : tensor<64x256xf32>
    %1244 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%434 : tensor<64x256xf32>) outs(%1243 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_11 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64x256xf32>
    %1245 = tensor.empty() : tensor<64x256xf32>
    %1246 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1242, %1244 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%1245 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64x256xf32>
    %1247 = tensor.empty() : tensor<64x256xf32>
    %1248 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg79 : tensor<64x256xf32>) outs(%1247 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_10 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64x256xf32>
    %1249 = tensor.empty() : tensor<64x256xf32>
    %1250 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%434 : tensor<64x256xf32>) outs(%1249 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_9 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64x256xf32>
    %1251 = tensor.empty() : tensor<64x256xf32>
    %1252 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1250, %434 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%1251 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64x256xf32>
    %1253 = tensor.empty() : tensor<64x256xf32>
    %1254 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1248, %1252 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%1253 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64x256xf32>
    %1255 = tensor.empty() : tensor<64x256xf32>
    %1256 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1254 : tensor<64x256xf32>) outs(%1255 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = math.sqrt %in : f32
      linalg.yield %1393 : f32
    } -> tensor<64x256xf32>
    %1257 = tensor.empty() : tensor<64x256xf32>
    %1258 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%1256, %670 : tensor<64x256xf32>, tensor<f32>) outs(%1257 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.divf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64x256xf32>
    %1259 = tensor.empty() : tensor<64x256xf32>
    %1260 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1258 : tensor<64x256xf32>) outs(%1259 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_8 : f64 to f32
      %1394 = arith.addf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64x256xf32>
    %1261 = tensor.empty() : tensor<64x256xf32>
    %1262 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1246, %1260 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%1261 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.divf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64x256xf32>
    %1263 = tensor.empty() : tensor<64x256xf32>
    %1264 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%669, %1262 : tensor<f32>, tensor<64x256xf32>) outs(%1263 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64x256xf32>
    %1265 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg23, %1264 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%308 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.subf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64x256xf32>
    %1266 = tensor.empty() : tensor<256xf32>
    %1267 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg52 : tensor<256xf32>) outs(%1266 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_12 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<256xf32>
    %1268 = tensor.empty() : tensor<256xf32>
    %1269 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_93 : tensor<256xf32>) outs(%1268 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_11 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<256xf32>
    %1270 = tensor.empty() : tensor<256xf32>
    %1271 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1267, %1269 : tensor<256xf32>, tensor<256xf32>) outs(%1270 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<256xf32>
    %1272 = tensor.empty() : tensor<256xf32>
    %1273 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg80 : tensor<256xf32>) outs(%1272 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_10 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<256xf32>
    %1274 = tensor.empty() : tensor<256xf32>
    %1275 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_93 : tensor<256xf32>) outs(%1274 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_9 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<256xf32>
    %1276 = tensor.empty() : tensor<256xf32>
    %1277 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1275, %collapsed_93 : tensor<256xf32>, tensor<256xf32>) outs(%1276 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<256xf32>
    %1278 = tensor.empty() : tensor<256xf32>
    %1279 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1273, %1277 : tensor<256xf32>, tensor<256xf32>) outs(%1278 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<256xf32>
    %1280 = tensor.empty() : tensor<256xf32>
    %1281 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1279 : tensor<256xf32>) outs(%1280 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = math.sqrt %in : f32
      linalg.yield %1393 : f32
    } -> tensor<256xf32>
    %1282 = tensor.empty() : tensor<256xf32>
    %1283 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1281, %670 : tensor<256xf32>, tensor<f32>) outs(%1282 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.divf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<256xf32>
    %1284 = tensor.empty() : tensor<256xf32>
    %1285 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1283 : tensor<256xf32>) outs(%1284 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_8 : f64 to f32
      %1394 = arith.addf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<256xf32>
    %1286 = tensor.empty() : tensor<256xf32>
    %1287 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1271, %1285 : tensor<256xf32>, tensor<256xf32>) outs(%1286 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.divf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<256xf32>
    %1288 = tensor.empty() : tensor<256xf32>
    %1289 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%669, %1287 : tensor<f32>, tensor<256xf32>) outs(%1288 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<256xf32>
    %1290 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg24, %1289 : tensor<256xf32>, tensor<256xf32>) outs(%957 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.subf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<256xf32>
    %1291 = tensor.empty() : tensor<256x64xf32>
    %1292 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg53 : tensor<256x64xf32>) outs(%1291 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_12 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<256x64xf32>
    %1293 = tensor.empty() : tensor<256x64xf32>
    %1294 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%398 : tensor<256x64xf32>) outs(%1293 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_11 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<256x64xf32>
    %1295 = tensor.empty() : tensor<256x64xf32>
    %1296 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1292, %1294 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%1295 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<256x64xf32>
    %1297 = tensor.empty() : tensor<256x64xf32>
    %1298 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg81 : tensor<256x64xf32>) outs(%1297 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_10 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<256x64xf32>
    %1299 = tensor.empty() : tensor<256x64xf32>
    %1300 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%398 : tensor<256x64xf32>) outs(%1299 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_9 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<256x64xf32>
    %1301 = tensor.empty() : tensor<256x64xf32>
    %1302 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1300, %398 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%1301 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<256x64xf32>
    %1303 = tensor.empty() : tensor<256x64xf32>
    %1304 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1298, %1302 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%1303 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<256x64xf32>
    %1305 = tensor.empty() : tensor<256x64xf32>
    %1306 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1304 : tensor<256x64xf32>) outs(%1305 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = math.sqrt %in : f32
      linalg.yield %1393 : f32
    } -> tensor<256x64xf32>
    %1307 = tensor.empty() : tensor<256x64xf32>
    %1308 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%1306, %670 : tensor<256x64xf32>, tensor<f32>) outs(%1307 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.divf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<256x64xf32>
    %1309 = tensor.empty() : tensor<256x64xf32>
    %1310 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1308 : tensor<256x64xf32>) outs(%1309 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_8 : f64 to f32
      %1394 = arith.addf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<256x64xf32>
    %1311 = tensor.empty() : tensor<256x64xf32>
    %1312 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1296, %1310 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%1311 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.divf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<256x64xf32>
    %1313 = tensor.empty() : tensor<256x64xf32>
    %1314 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%669, %1312 : tensor<f32>, tensor<256x64xf32>) outs(%1313 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<256x64xf32>
    %1315 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg25, %1314 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%365 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.subf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<256x64xf32>
    %1316 = tensor.empty() : tensor<64xf32>
    %1317 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg54 : tensor<64xf32>) outs(%1316 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_12 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %1318 = tensor.empty() : tensor<64xf32>
    %1319 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_88 : tensor<64xf32>) outs(%1318 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_11 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %1320 = tensor.empty() : tensor<64xf32>
    %1321 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1317, %1319 : tensor<64xf32>, tensor<64xf32>) outs(%1320 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1322 = tensor.empty() : tensor<64xf32>
    %1323 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg82 : tensor<64xf32>) outs(%1322 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_10 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %1324 = tensor.empty() : tensor<64xf32>
    %1325 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_88 : tensor<64xf32>) outs(%1324 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_9 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %1326 = tensor.empty() : tensor<64xf32>
    %1327 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1325, %collapsed_88 : tensor<64xf32>, tensor<64xf32>) outs(%1326 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1328 = tensor.empty() : tensor<64xf32>
    %1329 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1323, %1327 : tensor<64xf32>, tensor<64xf32>) outs(%1328 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1330 = tensor.empty() : tensor<64xf32>
    %1331 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1329 : tensor<64xf32>) outs(%1330 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = math.sqrt %in : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1332 = tensor.empty() : tensor<64xf32>
    %1333 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1331, %670 : tensor<64xf32>, tensor<f32>) outs(%1332 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.divf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1334 = tensor.empty() : tensor<64xf32>
    %1335 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1333 : tensor<64xf32>) outs(%1334 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_8 : f64 to f32
      %1394 = arith.addf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %1336 = tensor.empty() : tensor<64xf32>
    %1337 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1321, %1335 : tensor<64xf32>, tensor<64xf32>) outs(%1336 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.divf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1338 = tensor.empty() : tensor<64xf32>
    %1339 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%669, %1337 : tensor<f32>, tensor<64xf32>) outs(%1338 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1340 = tensor.empty() : tensor<64xf32>
    %1341 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg26, %1339 : tensor<64xf32>, tensor<64xf32>) outs(%1340 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.subf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1342 = tensor.empty() : tensor<64xf32>
    %1343 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg55 : tensor<64xf32>) outs(%1342 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_12 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %1344 = tensor.empty() : tensor<64xf32>
    %1345 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%393 : tensor<64xf32>) outs(%1344 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_11 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %1346 = tensor.empty() : tensor<64xf32>
    %1347 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1343, %1345 : tensor<64xf32>, tensor<64xf32>) outs(%1346 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1348 = tensor.empty() : tensor<64xf32>
    %1349 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg83 : tensor<64xf32>) outs(%1348 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_10 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %1350 = tensor.empty() : tensor<64xf32>
    %1351 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%393 : tensor<64xf32>) outs(%1350 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_9 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %1352 = tensor.empty() : tensor<64xf32>
    %1353 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1351, %393 : tensor<64xf32>, tensor<64xf32>) outs(%1352 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1354 = tensor.empty() : tensor<64xf32>
    %1355 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1349, %1353 : tensor<64xf32>, tensor<64xf32>) outs(%1354 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1356 = tensor.empty() : tensor<64xf32>
    %1357 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1355 : tensor<64xf32>) outs(%1356 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = math.sqrt %in : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1358 = tensor.empty() : tensor<64xf32>
    %1359 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1357, %670 : tensor<64xf32>, tensor<f32>) outs(%1358 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.divf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1360 = tensor.empty() : tensor<64xf32>
    %1361 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1359 : tensor<64xf32>) outs(%1360 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_8 : f64 to f32
      %1394 = arith.addf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %1362 = tensor.empty() : tensor<64xf32>
    %1363 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1347, %1361 : tensor<64xf32>, tensor<64xf32>) outs(%1362 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.divf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1364 = tensor.empty() : tensor<64xf32>
    %1365 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%669, %1363 : tensor<f32>, tensor<64xf32>) outs(%1364 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1366 = tensor.empty() : tensor<64xf32>
    %1367 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg27, %1365 : tensor<64xf32>, tensor<64xf32>) outs(%1366 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.subf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1368 = tensor.empty() : tensor<64xf32>
    %1369 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg56 : tensor<64xf32>) outs(%1368 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_12 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %1370 = tensor.empty() : tensor<64xf32>
    %1371 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%394 : tensor<64xf32>) outs(%1370 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_11 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %1372 = tensor.empty() : tensor<64xf32>
    %1373 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1369, %1371 : tensor<64xf32>, tensor<64xf32>) outs(%1372 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1374 = tensor.empty() : tensor<64xf32>
    %1375 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg84 : tensor<64xf32>) outs(%1374 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_10 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %1376 = tensor.empty() : tensor<64xf32>
    %1377 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%394 : tensor<64xf32>) outs(%1376 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_9 : f64 to f32
      %1394 = arith.mulf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %1378 = tensor.empty() : tensor<64xf32>
    %1379 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1377, %394 : tensor<64xf32>, tensor<64xf32>) outs(%1378 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1380 = tensor.empty() : tensor<64xf32>
    %1381 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1375, %1379 : tensor<64xf32>, tensor<64xf32>) outs(%1380 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.addf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1382 = tensor.empty() : tensor<64xf32>
    %1383 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1381 : tensor<64xf32>) outs(%1382 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = math.sqrt %in : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1384 = tensor.empty() : tensor<64xf32>
    %1385 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1383, %670 : tensor<64xf32>, tensor<f32>) outs(%1384 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.divf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1386 = tensor.empty() : tensor<64xf32>
    %1387 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1385 : tensor<64xf32>) outs(%1386 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1393 = arith.truncf %cst_8 : f64 to f32
      %1394 = arith.addf %in, %1393 : f32
      linalg.yield %1394 : f32
    } -> tensor<64xf32>
    %1388 = tensor.empty() : tensor<64xf32>
    %1389 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1373, %1387 : tensor<64xf32>, tensor<64xf32>) outs(%1388 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.divf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1390 = tensor.empty() : tensor<64xf32>
    %1391 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%669, %1389 : tensor<f32>, tensor<64xf32>) outs(%1390 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.mulf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    %1392 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg28, %1391 : tensor<64xf32>, tensor<64xf32>) outs(%390 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %1393 = arith.subf %in, %in_167 : f32
      linalg.yield %1393 : f32
    } -> tensor<64xf32>
    return %347, %696, %721, %747, %773, %799, %826, %852, %878, %904, %930, %956, %983, %1009, %1035, %1061, %1087, %1112, %1137, %1162, %1188, %1214, %1240, %1265, %1290, %1315, %1341, %1367, %1392, %676, %702, %727, %753, %779, %806, %832, %858, %884, %910, %936, %963, %989, %1015, %1041, %1067, %1093, %1118, %1143, %1168, %1194, %1220, %1246, %1271, %1296, %1321, %1347, %1373, %684, %710, %735, %761, %787, %814, %840, %866, %892, %918, %944, %971, %997, %1023, %1049, %1075, %1101, %1126, %1151, %1176, %1202, %1228, %1254, %1279, %1304, %1329, %1355, %1381, %651 : tensor<f32>, tensor<256x64xf32>, tensor<32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<i64>
  }
}

