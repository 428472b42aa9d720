// Model zoo: gpt2-train-bf16, exported by examples/models/regenerate.sh (zoo.py); random weights.
// Mixed-precision training step (bf16): 16-bit parameters and compute, fp32 masters (master.*) and optimizer state; results = loss, then each updated parameter/state named (cleave.name) as the argument it replaces. {"inputs": ["input_ids"], "parameters": 28, "optimizer_state": 85, "results": 114}
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
  func.func @train_step(%arg0: tensor<8x16xi64> {cleave.name = "input_ids"}, %arg1: tensor<256x64xbf16> {cleave.name = "wte.weight"}, %arg2: tensor<32x64xbf16> {cleave.name = "wpe.weight"}, %arg3: tensor<64xbf16> {cleave.name = "h.0.ln_1.weight"}, %arg4: tensor<64xbf16> {cleave.name = "h.0.ln_1.bias"}, %arg5: tensor<64x192xbf16> {cleave.name = "h.0.attn.c_attn.weight"}, %arg6: tensor<192xbf16> {cleave.name = "h.0.attn.c_attn.bias"}, %arg7: tensor<64x64xbf16> {cleave.name = "h.0.attn.c_proj.weight"}, %arg8: tensor<64xbf16> {cleave.name = "h.0.attn.c_proj.bias"}, %arg9: tensor<64xbf16> {cleave.name = "h.0.ln_2.weight"}, %arg10: tensor<64xbf16> {cleave.name = "h.0.ln_2.bias"}, %arg11: tensor<64x256xbf16> {cleave.name = "h.0.mlp.c_fc.weight"}, %arg12: tensor<256xbf16> {cleave.name = "h.0.mlp.c_fc.bias"}, %arg13: tensor<256x64xbf16> {cleave.name = "h.0.mlp.c_proj.weight"}, %arg14: tensor<64xbf16> {cleave.name = "h.0.mlp.c_proj.bias"}, %arg15: tensor<64xbf16> {cleave.name = "h.1.ln_1.weight"}, %arg16: tensor<64xbf16> {cleave.name = "h.1.ln_1.bias"}, %arg17: tensor<64x192xbf16> {cleave.name = "h.1.attn.c_attn.weight"}, %arg18: tensor<192xbf16> {cleave.name = "h.1.attn.c_attn.bias"}, %arg19: tensor<64x64xbf16> {cleave.name = "h.1.attn.c_proj.weight"}, %arg20: tensor<64xbf16> {cleave.name = "h.1.attn.c_proj.bias"}, %arg21: tensor<64xbf16> {cleave.name = "h.1.ln_2.weight"}, %arg22: tensor<64xbf16> {cleave.name = "h.1.ln_2.bias"}, %arg23: tensor<64x256xbf16> {cleave.name = "h.1.mlp.c_fc.weight"}, %arg24: tensor<256xbf16> {cleave.name = "h.1.mlp.c_fc.bias"}, %arg25: tensor<256x64xbf16> {cleave.name = "h.1.mlp.c_proj.weight"}, %arg26: tensor<64xbf16> {cleave.name = "h.1.mlp.c_proj.bias"}, %arg27: tensor<64xbf16> {cleave.name = "ln_f.weight"}, %arg28: tensor<64xbf16> {cleave.name = "ln_f.bias"}, %arg29: tensor<256x64xf32> {cleave.name = "master.wte.weight"}, %arg30: tensor<32x64xf32> {cleave.name = "master.wpe.weight"}, %arg31: tensor<64xf32> {cleave.name = "master.h.0.ln_1.weight"}, %arg32: tensor<64xf32> {cleave.name = "master.h.0.ln_1.bias"}, %arg33: tensor<64x192xf32> {cleave.name = "master.h.0.attn.c_attn.weight"}, %arg34: tensor<192xf32> {cleave.name = "master.h.0.attn.c_attn.bias"}, %arg35: tensor<64x64xf32> {cleave.name = "master.h.0.attn.c_proj.weight"}, %arg36: tensor<64xf32> {cleave.name = "master.h.0.attn.c_proj.bias"}, %arg37: tensor<64xf32> {cleave.name = "master.h.0.ln_2.weight"}, %arg38: tensor<64xf32> {cleave.name = "master.h.0.ln_2.bias"}, %arg39: tensor<64x256xf32> {cleave.name = "master.h.0.mlp.c_fc.weight"}, %arg40: tensor<256xf32> {cleave.name = "master.h.0.mlp.c_fc.bias"}, %arg41: tensor<256x64xf32> {cleave.name = "master.h.0.mlp.c_proj.weight"}, %arg42: tensor<64xf32> {cleave.name = "master.h.0.mlp.c_proj.bias"}, %arg43: tensor<64xf32> {cleave.name = "master.h.1.ln_1.weight"}, %arg44: tensor<64xf32> {cleave.name = "master.h.1.ln_1.bias"}, %arg45: tensor<64x192xf32> {cleave.name = "master.h.1.attn.c_attn.weight"}, %arg46: tensor<192xf32> {cleave.name = "master.h.1.attn.c_attn.bias"}, %arg47: tensor<64x64xf32> {cleave.name = "master.h.1.attn.c_proj.weight"}, %arg48: tensor<64xf32> {cleave.name = "master.h.1.attn.c_proj.bias"}, %arg49: tensor<64xf32> {cleave.name = "master.h.1.ln_2.weight"}, %arg50: tensor<64xf32> {cleave.name = "master.h.1.ln_2.bias"}, %arg51: tensor<64x256xf32> {cleave.name = "master.h.1.mlp.c_fc.weight"}, %arg52: tensor<256xf32> {cleave.name = "master.h.1.mlp.c_fc.bias"}, %arg53: tensor<256x64xf32> {cleave.name = "master.h.1.mlp.c_proj.weight"}, %arg54: tensor<64xf32> {cleave.name = "master.h.1.mlp.c_proj.bias"}, %arg55: tensor<64xf32> {cleave.name = "master.ln_f.weight"}, %arg56: tensor<64xf32> {cleave.name = "master.ln_f.bias"}, %arg57: tensor<256x64xf32> {cleave.name = "adam_m.wte.weight"}, %arg58: tensor<32x64xf32> {cleave.name = "adam_m.wpe.weight"}, %arg59: tensor<64xf32> {cleave.name = "adam_m.h.0.ln_1.weight"}, %arg60: tensor<64xf32> {cleave.name = "adam_m.h.0.ln_1.bias"}, %arg61: tensor<64x192xf32> {cleave.name = "adam_m.h.0.attn.c_attn.weight"}, %arg62: tensor<192xf32> {cleave.name = "adam_m.h.0.attn.c_attn.bias"}, %arg63: tensor<64x64xf32> {cleave.name = "adam_m.h.0.attn.c_proj.weight"}, %arg64: tensor<64xf32> {cleave.name = "adam_m.h.0.attn.c_proj.bias"}, %arg65: tensor<64xf32> {cleave.name = "adam_m.h.0.ln_2.weight"}, %arg66: tensor<64xf32> {cleave.name = "adam_m.h.0.ln_2.bias"}, %arg67: tensor<64x256xf32> {cleave.name = "adam_m.h.0.mlp.c_fc.weight"}, %arg68: tensor<256xf32> {cleave.name = "adam_m.h.0.mlp.c_fc.bias"}, %arg69: tensor<256x64xf32> {cleave.name = "adam_m.h.0.mlp.c_proj.weight"}, %arg70: tensor<64xf32> {cleave.name = "adam_m.h.0.mlp.c_proj.bias"}, %arg71: tensor<64xf32> {cleave.name = "adam_m.h.1.ln_1.weight"}, %arg72: tensor<64xf32> {cleave.name = "adam_m.h.1.ln_1.bias"}, %arg73: tensor<64x192xf32> {cleave.name = "adam_m.h.1.attn.c_attn.weight"}, %arg74: tensor<192xf32> {cleave.name = "adam_m.h.1.attn.c_attn.bias"}, %arg75: tensor<64x64xf32> {cleave.name = "adam_m.h.1.attn.c_proj.weight"}, %arg76: tensor<64xf32> {cleave.name = "adam_m.h.1.attn.c_proj.bias"}, %arg77: tensor<64xf32> {cleave.name = "adam_m.h.1.ln_2.weight"}, %arg78: tensor<64xf32> {cleave.name = "adam_m.h.1.ln_2.bias"}, %arg79: tensor<64x256xf32> {cleave.name = "adam_m.h.1.mlp.c_fc.weight"}, %arg80: tensor<256xf32> {cleave.name = "adam_m.h.1.mlp.c_fc.bias"}, %arg81: tensor<256x64xf32> {cleave.name = "adam_m.h.1.mlp.c_proj.weight"}, %arg82: tensor<64xf32> {cleave.name = "adam_m.h.1.mlp.c_proj.bias"}, %arg83: tensor<64xf32> {cleave.name = "adam_m.ln_f.weight"}, %arg84: tensor<64xf32> {cleave.name = "adam_m.ln_f.bias"}, %arg85: tensor<256x64xf32> {cleave.name = "adam_v.wte.weight"}, %arg86: tensor<32x64xf32> {cleave.name = "adam_v.wpe.weight"}, %arg87: tensor<64xf32> {cleave.name = "adam_v.h.0.ln_1.weight"}, %arg88: tensor<64xf32> {cleave.name = "adam_v.h.0.ln_1.bias"}, %arg89: tensor<64x192xf32> {cleave.name = "adam_v.h.0.attn.c_attn.weight"}, %arg90: tensor<192xf32> {cleave.name = "adam_v.h.0.attn.c_attn.bias"}, %arg91: tensor<64x64xf32> {cleave.name = "adam_v.h.0.attn.c_proj.weight"}, %arg92: tensor<64xf32> {cleave.name = "adam_v.h.0.attn.c_proj.bias"}, %arg93: tensor<64xf32> {cleave.name = "adam_v.h.0.ln_2.weight"}, %arg94: tensor<64xf32> {cleave.name = "adam_v.h.0.ln_2.bias"}, %arg95: tensor<64x256xf32> {cleave.name = "adam_v.h.0.mlp.c_fc.weight"}, %arg96: tensor<256xf32> {cleave.name = "adam_v.h.0.mlp.c_fc.bias"}, %arg97: tensor<256x64xf32> {cleave.name = "adam_v.h.0.mlp.c_proj.weight"}, %arg98: tensor<64xf32> {cleave.name = "adam_v.h.0.mlp.c_proj.bias"}, %arg99: tensor<64xf32> {cleave.name = "adam_v.h.1.ln_1.weight"}, %arg100: tensor<64xf32> {cleave.name = "adam_v.h.1.ln_1.bias"}, %arg101: tensor<64x192xf32> {cleave.name = "adam_v.h.1.attn.c_attn.weight"}, %arg102: tensor<192xf32> {cleave.name = "adam_v.h.1.attn.c_attn.bias"}, %arg103: tensor<64x64xf32> {cleave.name = "adam_v.h.1.attn.c_proj.weight"}, %arg104: tensor<64xf32> {cleave.name = "adam_v.h.1.attn.c_proj.bias"}, %arg105: tensor<64xf32> {cleave.name = "adam_v.h.1.ln_2.weight"}, %arg106: tensor<64xf32> {cleave.name = "adam_v.h.1.ln_2.bias"}, %arg107: tensor<64x256xf32> {cleave.name = "adam_v.h.1.mlp.c_fc.weight"}, %arg108: tensor<256xf32> {cleave.name = "adam_v.h.1.mlp.c_fc.bias"}, %arg109: tensor<256x64xf32> {cleave.name = "adam_v.h.1.mlp.c_proj.weight"}, %arg110: tensor<64xf32> {cleave.name = "adam_v.h.1.mlp.c_proj.bias"}, %arg111: tensor<64xf32> {cleave.name = "adam_v.ln_f.weight"}, %arg112: tensor<64xf32> {cleave.name = "adam_v.ln_f.bias"}, %arg113: tensor<i64> {cleave.name = "step"}) -> (tensor<f32> {cleave.name = "loss"}, tensor<256x64xbf16> {cleave.name = "wte.weight"}, tensor<32x64xbf16> {cleave.name = "wpe.weight"}, tensor<64xbf16> {cleave.name = "h.0.ln_1.weight"}, tensor<64xbf16> {cleave.name = "h.0.ln_1.bias"}, tensor<64x192xbf16> {cleave.name = "h.0.attn.c_attn.weight"}, tensor<192xbf16> {cleave.name = "h.0.attn.c_attn.bias"}, tensor<64x64xbf16> {cleave.name = "h.0.attn.c_proj.weight"}, tensor<64xbf16> {cleave.name = "h.0.attn.c_proj.bias"}, tensor<64xbf16> {cleave.name = "h.0.ln_2.weight"}, tensor<64xbf16> {cleave.name = "h.0.ln_2.bias"}, tensor<64x256xbf16> {cleave.name = "h.0.mlp.c_fc.weight"}, tensor<256xbf16> {cleave.name = "h.0.mlp.c_fc.bias"}, tensor<256x64xbf16> {cleave.name = "h.0.mlp.c_proj.weight"}, tensor<64xbf16> {cleave.name = "h.0.mlp.c_proj.bias"}, tensor<64xbf16> {cleave.name = "h.1.ln_1.weight"}, tensor<64xbf16> {cleave.name = "h.1.ln_1.bias"}, tensor<64x192xbf16> {cleave.name = "h.1.attn.c_attn.weight"}, tensor<192xbf16> {cleave.name = "h.1.attn.c_attn.bias"}, tensor<64x64xbf16> {cleave.name = "h.1.attn.c_proj.weight"}, tensor<64xbf16> {cleave.name = "h.1.attn.c_proj.bias"}, tensor<64xbf16> {cleave.name = "h.1.ln_2.weight"}, tensor<64xbf16> {cleave.name = "h.1.ln_2.bias"}, tensor<64x256xbf16> {cleave.name = "h.1.mlp.c_fc.weight"}, tensor<256xbf16> {cleave.name = "h.1.mlp.c_fc.bias"}, tensor<256x64xbf16> {cleave.name = "h.1.mlp.c_proj.weight"}, tensor<64xbf16> {cleave.name = "h.1.mlp.c_proj.bias"}, tensor<64xbf16> {cleave.name = "ln_f.weight"}, tensor<64xbf16> {cleave.name = "ln_f.bias"}, tensor<256x64xf32> {cleave.name = "master.wte.weight"}, tensor<32x64xf32> {cleave.name = "master.wpe.weight"}, tensor<64xf32> {cleave.name = "master.h.0.ln_1.weight"}, tensor<64xf32> {cleave.name = "master.h.0.ln_1.bias"}, tensor<64x192xf32> {cleave.name = "master.h.0.attn.c_attn.weight"}, tensor<192xf32> {cleave.name = "master.h.0.attn.c_attn.bias"}, tensor<64x64xf32> {cleave.name = "master.h.0.attn.c_proj.weight"}, tensor<64xf32> {cleave.name = "master.h.0.attn.c_proj.bias"}, tensor<64xf32> {cleave.name = "master.h.0.ln_2.weight"}, tensor<64xf32> {cleave.name = "master.h.0.ln_2.bias"}, tensor<64x256xf32> {cleave.name = "master.h.0.mlp.c_fc.weight"}, tensor<256xf32> {cleave.name = "master.h.0.mlp.c_fc.bias"}, tensor<256x64xf32> {cleave.name = "master.h.0.mlp.c_proj.weight"}, tensor<64xf32> {cleave.name = "master.h.0.mlp.c_proj.bias"}, tensor<64xf32> {cleave.name = "master.h.1.ln_1.weight"}, tensor<64xf32> {cleave.name = "master.h.1.ln_1.bias"}, tensor<64x192xf32> {cleave.name = "master.h.1.attn.c_attn.weight"}, tensor<192xf32> {cleave.name = "master.h.1.attn.c_attn.bias"}, tensor<64x64xf32> {cleave.name = "master.h.1.attn.c_proj.weight"}, tensor<64xf32> {cleave.name = "master.h.1.attn.c_proj.bias"}, tensor<64xf32> {cleave.name = "master.h.1.ln_2.weight"}, tensor<64xf32> {cleave.name = "master.h.1.ln_2.bias"}, tensor<64x256xf32> {cleave.name = "master.h.1.mlp.c_fc.weight"}, tensor<256xf32> {cleave.name = "master.h.1.mlp.c_fc.bias"}, tensor<256x64xf32> {cleave.name = "master.h.1.mlp.c_proj.weight"}, tensor<64xf32> {cleave.name = "master.h.1.mlp.c_proj.bias"}, tensor<64xf32> {cleave.name = "master.ln_f.weight"}, tensor<64xf32> {cleave.name = "master.ln_f.bias"}, tensor<256x64xf32> {cleave.name = "adam_m.wte.weight"}, tensor<32x64xf32> {cleave.name = "adam_m.wpe.weight"}, tensor<64xf32> {cleave.name = "adam_m.h.0.ln_1.weight"}, tensor<64xf32> {cleave.name = "adam_m.h.0.ln_1.bias"}, tensor<64x192xf32> {cleave.name = "adam_m.h.0.attn.c_attn.weight"}, tensor<192xf32> {cleave.name = "adam_m.h.0.attn.c_attn.bias"}, tensor<64x64xf32> {cleave.name = "adam_m.h.0.attn.c_proj.weight"}, tensor<64xf32> {cleave.name = "adam_m.h.0.attn.c_proj.bias"}, tensor<64xf32> {cleave.name = "adam_m.h.0.ln_2.weight"}, tensor<64xf32> {cleave.name = "adam_m.h.0.ln_2.bias"}, tensor<64x256xf32> {cleave.name = "adam_m.h.0.mlp.c_fc.weight"}, tensor<256xf32> {cleave.name = "adam_m.h.0.mlp.c_fc.bias"}, tensor<256x64xf32> {cleave.name = "adam_m.h.0.mlp.c_proj.weight"}, tensor<64xf32> {cleave.name = "adam_m.h.0.mlp.c_proj.bias"}, tensor<64xf32> {cleave.name = "adam_m.h.1.ln_1.weight"}, tensor<64xf32> {cleave.name = "adam_m.h.1.ln_1.bias"}, tensor<64x192xf32> {cleave.name = "adam_m.h.1.attn.c_attn.weight"}, tensor<192xf32> {cleave.name = "adam_m.h.1.attn.c_attn.bias"}, tensor<64x64xf32> {cleave.name = "adam_m.h.1.attn.c_proj.weight"}, tensor<64xf32> {cleave.name = "adam_m.h.1.attn.c_proj.bias"}, tensor<64xf32> {cleave.name = "adam_m.h.1.ln_2.weight"}, tensor<64xf32> {cleave.name = "adam_m.h.1.ln_2.bias"}, tensor<64x256xf32> {cleave.name = "adam_m.h.1.mlp.c_fc.weight"}, tensor<256xf32> {cleave.name = "adam_m.h.1.mlp.c_fc.bias"}, tensor<256x64xf32> {cleave.name = "adam_m.h.1.mlp.c_proj.weight"}, tensor<64xf32> {cleave.name = "adam_m.h.1.mlp.c_proj.bias"}, tensor<64xf32> {cleave.name = "adam_m.ln_f.weight"}, tensor<64xf32> {cleave.name = "adam_m.ln_f.bias"}, tensor<256x64xf32> {cleave.name = "adam_v.wte.weight"}, tensor<32x64xf32> {cleave.name = "adam_v.wpe.weight"}, tensor<64xf32> {cleave.name = "adam_v.h.0.ln_1.weight"}, tensor<64xf32> {cleave.name = "adam_v.h.0.ln_1.bias"}, tensor<64x192xf32> {cleave.name = "adam_v.h.0.attn.c_attn.weight"}, tensor<192xf32> {cleave.name = "adam_v.h.0.attn.c_attn.bias"}, tensor<64x64xf32> {cleave.name = "adam_v.h.0.attn.c_proj.weight"}, tensor<64xf32> {cleave.name = "adam_v.h.0.attn.c_proj.bias"}, tensor<64xf32> {cleave.name = "adam_v.h.0.ln_2.weight"}, tensor<64xf32> {cleave.name = "adam_v.h.0.ln_2.bias"}, tensor<64x256xf32> {cleave.name = "adam_v.h.0.mlp.c_fc.weight"}, tensor<256xf32> {cleave.name = "adam_v.h.0.mlp.c_fc.bias"}, tensor<256x64xf32> {cleave.name = "adam_v.h.0.mlp.c_proj.weight"}, tensor<64xf32> {cleave.name = "adam_v.h.0.mlp.c_proj.bias"}, tensor<64xf32> {cleave.name = "adam_v.h.1.ln_1.weight"}, tensor<64xf32> {cleave.name = "adam_v.h.1.ln_1.bias"}, tensor<64x192xf32> {cleave.name = "adam_v.h.1.attn.c_attn.weight"}, tensor<192xf32> {cleave.name = "adam_v.h.1.attn.c_attn.bias"}, tensor<64x64xf32> {cleave.name = "adam_v.h.1.attn.c_proj.weight"}, tensor<64xf32> {cleave.name = "adam_v.h.1.attn.c_proj.bias"}, tensor<64xf32> {cleave.name = "adam_v.h.1.ln_2.weight"}, tensor<64xf32> {cleave.name = "adam_v.h.1.ln_2.bias"}, tensor<64x256xf32> {cleave.name = "adam_v.h.1.mlp.c_fc.weight"}, tensor<256xf32> {cleave.name = "adam_v.h.1.mlp.c_fc.bias"}, tensor<256x64xf32> {cleave.name = "adam_v.h.1.mlp.c_proj.weight"}, tensor<64xf32> {cleave.name = "adam_v.h.1.mlp.c_proj.bias"}, tensor<64xf32> {cleave.name = "adam_v.ln_f.weight"}, tensor<64xf32> {cleave.name = "adam_v.ln_f.bias"}, tensor<i64> {cleave.name = "step"}) {
    %c3_i64 = arith.constant 3 : i64
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %c256 = arith.constant 256 : index
    %c32 = arith.constant 32 : index
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0.000000e+00 : bf16
    %cst_2 = arith.constant 0xFF800000 : f32
    %cst_3 = arith.constant 1.000000e+00 : f32
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<8x16x256xf32>
    %cst_5 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_6 = arith.constant dense<-3.389530e+38> : tensor<bf16>
    %cst_7 = arith.constant dense<0.000000e+00> : tensor<bf16>
    %cst_8 = arith.constant dense<true> : tensor<i1>
    %cst_9 = arith.constant 1.000000e-08 : f64
    %cst_10 = arith.constant 0.0010000000000000009 : f64
    %cst_11 = arith.constant 0.99899999999999999 : f64
    %cst_12 = arith.constant 0.099999999999999978 : f64
    %cst_13 = arith.constant 9.000000e-01 : f64
    %cst_14 = arith.constant 1.000000e-03 : f64
    %cst_15 = arith.constant -0.0010005003335835344 : f64
    %cst_16 = arith.constant -0.10536051565782628 : f64
    %cst_17 = arith.constant 0.79788456080286541 : f64
    %cst_18 = arith.constant 4.471500e-02 : f64
    %cst_19 = arith.constant 1.000000e-05 : f64
    %true = arith.constant true
    %cst_20 = arith.constant 6.400000e+01 : f64
    %cst_21 = arith.constant 6.400000e+01 : f32
    %cst_22 = arith.constant 2.500000e-01 : bf16
    %cst_23 = arith.constant 5.000000e-01 : bf16
    %cst_24 = arith.constant 1.000000e+00 : bf16
    %cst_25 = arith.constant 1.200000e+02 : f32
    %cst_26 = arith.constant 6.400000e+01 : bf16
    %cst_27 = arith.constant 3.000000e+00 : bf16
    %cst_28 = arith.constant dense<1> : tensor<i64>
    %0 = tensor.empty() : tensor<16xi64>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%0 : tensor<16xi64>) {
    ^bb0(%out: i64):
      %1781 = linalg.index 0 : index
      %1782 = arith.index_cast %1781 : index to i64
      linalg.yield %1782 : i64
    } -> tensor<16xi64>
    %2 = tensor.empty() : tensor<8x16xi64>
    %3 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<16xi64>) outs(%2 : tensor<8x16xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<8x16xi64>
    %4 = tensor.empty() : tensor<8x16x64xbf16>
    %5 = tensor.empty() : tensor<8x16x64xbf16>
    %6 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<8x16xi64>) outs(%5 : tensor<8x16x64xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %1781 = arith.index_cast %in : i64 to index
      %1782 = linalg.index 2 : index
      %1783 = arith.cmpi slt, %1781, %c256 : index
      cf.assert %1783, "index must be smaller than dim size"
      %1784 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %1784, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%1781, %1782] : tensor<256x64xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<8x16x64xbf16>
    %7 = tensor.empty() : tensor<8x16x64xbf16>
    %8 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3 : tensor<8x16xi64>) outs(%7 : tensor<8x16x64xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %1781 = arith.index_cast %in : i64 to index
      %1782 = linalg.index 2 : index
      %1783 = arith.cmpi slt, %1781, %c32 : index
      cf.assert %1783, "index must be smaller than dim size"
      %1784 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %1784, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg2[%1781, %1782] : tensor<32x64xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<8x16x64xbf16>
    %9 = tensor.empty() : tensor<8x16x64xbf16>
    %10 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %8 : tensor<8x16x64xbf16>, tensor<8x16x64xbf16>) outs(%9 : tensor<8x16x64xbf16>) {
    ^bb0(%in: bf16, %in_170: bf16, %out: bf16):
      %1781 = arith.addf %in, %in_170 : bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x64xbf16>
    %11 = tensor.empty() : tensor<8xi64>
    %12 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%11 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %1781 = linalg.index 0 : index
      %1782 = arith.index_cast %1781 : index to i64
      linalg.yield %1782 : i64
    } -> tensor<8xi64>
    %expanded = tensor.expand_shape %12 [[0, 1, 2, 3]] output_shape [8, 1, 1, 1] : tensor<8xi64> into tensor<8x1x1x1xi64>
    %expanded_29 = tensor.expand_shape %1 [[0, 1, 2, 3]] output_shape [1, 1, 16, 1] : tensor<16xi64> into tensor<1x1x16x1xi64>
    %expanded_30 = tensor.expand_shape %1 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] : tensor<16xi64> into tensor<1x1x1x16xi64>
    %13 = tensor.empty() : tensor<1x1x16x16xi1>
    %14 = tensor.empty() : tensor<1x1x16x16xi1>
    %15 = linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_30, %expanded_29 : tensor<1x1x1x16xi64>, tensor<1x1x16x1xi64>) outs(%14 : tensor<1x1x16x16xi1>) {
    ^bb0(%in: i64, %in_170: i64, %out: i1):
      %1781 = arith.cmpi sle, %in, %in_170 : i64
      linalg.yield %1781 : i1
    } -> tensor<1x1x16x16xi1>
    %16 = linalg.generic {indexing_maps = [#map8, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_8, %15 : tensor<i1>, tensor<1x1x16x16xi1>) outs(%13 : tensor<1x1x16x16xi1>) {
    ^bb0(%in: i1, %in_170: i1, %out: i1):
      %1781 = arith.andi %in, %in_170 : i1
      linalg.yield %1781 : i1
    } -> tensor<1x1x16x16xi1>
    %17 = tensor.empty() : tensor<8x1x1x16xi1>
    %18 = linalg.generic {indexing_maps = [#map9, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_30 : tensor<8x1x1x1xi64>, tensor<1x1x1x16xi64>) outs(%17 : tensor<8x1x1x16xi1>) {
    ^bb0(%in: i64, %in_170: i64, %out: i1):
      linalg.yield %true : i1
    } -> tensor<8x1x1x16xi1>
    %19 = tensor.empty() : tensor<8x1x16x16xi1>
    %20 = linalg.generic {indexing_maps = [#map11, #map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16, %18 : tensor<1x1x16x16xi1>, tensor<8x1x1x16xi1>) outs(%19 : tensor<8x1x16x16xi1>) {
    ^bb0(%in: i1, %in_170: i1, %out: i1):
      %1781 = arith.andi %in, %in_170 : i1
      linalg.yield %1781 : i1
    } -> tensor<8x1x16x16xi1>
    %21 = tensor.empty() : tensor<8x1x16x16xbf16>
    %22 = linalg.generic {indexing_maps = [#map7, #map8, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %cst_7, %cst_6 : tensor<8x1x16x16xi1>, tensor<bf16>, tensor<bf16>) outs(%21 : tensor<8x1x16x16xbf16>) {
    ^bb0(%in: i1, %in_170: bf16, %in_171: bf16, %out: bf16):
      %1781 = arith.select %in, %in_170, %in_171 : bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x1x16x16xbf16>
    %23 = tensor.empty() : tensor<8x16x64xf32>
    %24 = tensor.empty() : tensor<8x16x64xf32>
    %25 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10 : tensor<8x16x64xbf16>) outs(%24 : tensor<8x16x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x64xf32>
    %26 = tensor.empty() : tensor<8x16x64xf64>
    %27 = tensor.empty() : tensor<8x16x64xf64>
    %28 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<8x16x64xf32>) outs(%27 : tensor<8x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1781 = arith.extf %in : f32 to f64
      linalg.yield %1781 : f64
    } -> tensor<8x16x64xf64>
    %29 = tensor.empty() : tensor<8x16x1xf64>
    %30 = tensor.empty() : tensor<8x16x1xf64>
    %31 = linalg.fill ins(%cst : f64) outs(%30 : tensor<8x16x1xf64>) -> tensor<8x16x1xf64>
    %32 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%28 : tensor<8x16x64xf64>) outs(%31 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1781 = arith.addf %in, %out : f64
      linalg.yield %1781 : f64
    } -> tensor<8x16x1xf64>
    %33 = tensor.empty() : tensor<8x16x1xf64>
    %34 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32 : tensor<8x16x1xf64>) outs(%33 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1781 = arith.divf %in, %cst_20 : f64
      linalg.yield %1781 : f64
    } -> tensor<8x16x1xf64>
    %35 = tensor.empty() : tensor<8x16x64xf64>
    %36 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28, %34 : tensor<8x16x64xf64>, tensor<8x16x1xf64>) outs(%35 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_170: f64, %out: f64):
      %1781 = arith.subf %in, %in_170 : f64
      linalg.yield %1781 : f64
    } -> tensor<8x16x64xf64>
    %37 = tensor.empty() : tensor<8x16x64xf64>
    %38 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36, %36 : tensor<8x16x64xf64>, tensor<8x16x64xf64>) outs(%37 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_170: f64, %out: f64):
      %1781 = arith.mulf %in, %in_170 : f64
      linalg.yield %1781 : f64
    } -> tensor<8x16x64xf64>
    %39 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%38 : tensor<8x16x64xf64>) outs(%31 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1781 = arith.addf %in, %out : f64
      linalg.yield %1781 : f64
    } -> tensor<8x16x1xf64>
    %40 = tensor.empty() : tensor<8x16x1xf64>
    %41 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39 : tensor<8x16x1xf64>) outs(%40 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1781 = arith.divf %in, %cst_20 : f64
      linalg.yield %1781 : f64
    } -> tensor<8x16x1xf64>
    %42 = tensor.empty() : tensor<8x16x1xf32>
    %43 = tensor.empty() : tensor<8x16x1xf32>
    %44 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41 : tensor<8x16x1xf64>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1781 = arith.truncf %in : f64 to f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x1xf32>
    %45 = tensor.empty() : tensor<8x16x1xf32>
    %46 = linalg.fill ins(%cst_0 : f32) outs(%45 : tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %47 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%25 : tensor<8x16x64xf32>) outs(%46 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.addf %in, %out : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x1xf32>
    %48 = tensor.empty() : tensor<8x16x1xf32>
    %49 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%47 : tensor<8x16x1xf32>) outs(%48 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.divf %in, %cst_21 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x1xf32>
    %50 = tensor.empty() : tensor<8x16x1xf32>
    %51 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%44 : tensor<8x16x1xf32>) outs(%50 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_19 : f64 to f32
      %1782 = arith.addf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<8x16x1xf32>
    %52 = tensor.empty() : tensor<8x16x1xf32>
    %53 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%51 : tensor<8x16x1xf32>) outs(%52 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = math.rsqrt %in : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x1xf32>
    %54 = tensor.empty() : tensor<8x16x64xf32>
    %55 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25, %49 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%54 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.subf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x64xf32>
    %56 = tensor.empty() : tensor<8x16x64xf32>
    %57 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%55, %53 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%56 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x64xf32>
    %58 = tensor.empty() : tensor<8x16x64xf32>
    %59 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%57, %arg3 : tensor<8x16x64xf32>, tensor<64xbf16>) outs(%58 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: bf16, %out: f32):
      %1781 = arith.extf %in_170 : bf16 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<8x16x64xf32>
    %60 = tensor.empty() : tensor<8x16x64xf32>
    %61 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%59, %arg4 : tensor<8x16x64xf32>, tensor<64xbf16>) outs(%60 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: bf16, %out: f32):
      %1781 = arith.extf %in_170 : bf16 to f32
      %1782 = arith.addf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<8x16x64xf32>
    %62 = tensor.empty() : tensor<8x16x64xbf16>
    %63 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61 : tensor<8x16x64xf32>) outs(%62 : tensor<8x16x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x64xbf16>
    %64 = tensor.empty() : tensor<8x16x1xbf16>
    %65 = tensor.empty() : tensor<8x16x1xbf16>
    %66 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%49 : tensor<8x16x1xf32>) outs(%65 : tensor<8x16x1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x1xbf16>
    %67 = tensor.empty() : tensor<8x16x1xbf16>
    %68 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%53 : tensor<8x16x1xf32>) outs(%67 : tensor<8x16x1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x1xbf16>
    %collapsed = tensor.collapse_shape %63 [[0, 1], [2]] : tensor<8x16x64xbf16> into tensor<128x64xbf16>
    %69 = tensor.empty() : tensor<192xf32>
    %70 = tensor.empty() : tensor<192xf32>
    %71 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg6 : tensor<192xbf16>) outs(%70 : tensor<192xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<192xf32>
    %72 = tensor.empty() : tensor<128x64xf32>
    %73 = tensor.empty() : tensor<128x64xf32>
    %74 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<128x64xbf16>) outs(%73 : tensor<128x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<128x64xf32>
    %75 = tensor.empty() : tensor<64x192xf32>
    %76 = tensor.empty() : tensor<64x192xf32>
    %77 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<64x192xbf16>) outs(%76 : tensor<64x192xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<64x192xf32>
    %78 = tensor.empty() : tensor<128x192xf32>
    %79 = tensor.empty() : tensor<128x192xf32>
    %80 = linalg.fill ins(%cst_0 : f32) outs(%79 : tensor<128x192xf32>) -> tensor<128x192xf32>
    %81 = linalg.matmul ins(%74, %77 : tensor<128x64xf32>, tensor<64x192xf32>) outs(%80 : tensor<128x192xf32>) -> tensor<128x192xf32>
    %82 = tensor.empty() : tensor<128x192xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%71 : tensor<192xf32>) outs(%82 : tensor<128x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x192xf32>
    %84 = tensor.empty() : tensor<128x192xf32>
    %85 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%81, %83 : tensor<128x192xf32>, tensor<128x192xf32>) outs(%84 : tensor<128x192xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<128x192xf32>
    %86 = tensor.empty() : tensor<128x192xbf16>
    %87 = tensor.empty() : tensor<128x192xbf16>
    %88 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%85 : tensor<128x192xf32>) outs(%87 : tensor<128x192xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<128x192xbf16>
    %expanded_31 = tensor.expand_shape %88 [[0, 1], [2]] output_shape [8, 16, 192] : tensor<128x192xbf16> into tensor<8x16x192xbf16>
    %extracted_slice = tensor.extract_slice %expanded_31[0, 0, 0] [8, 16, 64] [1, 1, 1] : tensor<8x16x192xbf16> to tensor<8x16x64xbf16>
    %extracted_slice_32 = tensor.extract_slice %expanded_31[0, 0, 64] [8, 16, 64] [1, 1, 1] : tensor<8x16x192xbf16> to tensor<8x16x64xbf16>
    %extracted_slice_33 = tensor.extract_slice %expanded_31[0, 0, 128] [8, 16, 64] [1, 1, 1] : tensor<8x16x192xbf16> to tensor<8x16x64xbf16>
    %expanded_34 = tensor.expand_shape %extracted_slice_32 [[0], [1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<8x16x64xbf16> into tensor<8x16x4x16xbf16>
    %expanded_35 = tensor.expand_shape %extracted_slice_33 [[0], [1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<8x16x64xbf16> into tensor<8x16x4x16xbf16>
    %89 = tensor.empty() : tensor<8x4x16x16xbf16>
    %90 = tensor.empty() : tensor<8x4x16x16xbf16>
    %transposed = linalg.transpose ins(%expanded_35 : tensor<8x16x4x16xbf16>) outs(%90 : tensor<8x4x16x16xbf16>) permutation = [0, 2, 1, 3] 
    %expanded_36 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<8x16x64xbf16> into tensor<8x16x4x16xbf16>
    %91 = tensor.empty() : tensor<8x4x16x16xbf16>
    %transposed_37 = linalg.transpose ins(%expanded_36 : tensor<8x16x4x16xbf16>) outs(%91 : tensor<8x4x16x16xbf16>) permutation = [0, 2, 1, 3] 
    %92 = tensor.empty() : tensor<8x4x16x16xbf16>
    %transposed_38 = linalg.transpose ins(%expanded_34 : tensor<8x16x4x16xbf16>) outs(%92 : tensor<8x4x16x16xbf16>) permutation = [0, 2, 3, 1] 
    %collapsed_39 = tensor.collapse_shape %transposed_37 [[0, 1], [2], [3]] : tensor<8x4x16x16xbf16> into tensor<32x16x16xbf16>
    %collapsed_40 = tensor.collapse_shape %transposed_38 [[0, 1], [2], [3]] : tensor<8x4x16x16xbf16> into tensor<32x16x16xbf16>
    %93 = tensor.empty() : tensor<32x16x16xf32>
    %94 = linalg.fill ins(%cst_0 : f32) outs(%93 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %95 = linalg.batch_matmul ins(%collapsed_39, %collapsed_40 : tensor<32x16x16xbf16>, tensor<32x16x16xbf16>) outs(%94 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %96 = tensor.empty() : tensor<32x16x16xbf16>
    %97 = tensor.empty() : tensor<32x16x16xbf16>
    %98 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<32x16x16xf32>) outs(%97 : tensor<32x16x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<32x16x16xbf16>
    %expanded_41 = tensor.expand_shape %98 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xbf16> into tensor<8x4x16x16xbf16>
    %99 = tensor.empty() : tensor<8x4x16x16xbf16>
    %100 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_41 : tensor<8x4x16x16xbf16>) outs(%99 : tensor<8x4x16x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1781 = arith.mulf %in, %cst_22 : bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x4x16x16xbf16>
    %101 = tensor.empty() : tensor<8x4x16x16xbf16>
    %102 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%100, %22 : tensor<8x4x16x16xbf16>, tensor<8x1x16x16xbf16>) outs(%101 : tensor<8x4x16x16xbf16>) {
    ^bb0(%in: bf16, %in_170: bf16, %out: bf16):
      %1781 = arith.addf %in, %in_170 : bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x4x16x16xbf16>
    %103 = tensor.empty() : tensor<8x4x16x16xf32>
    %104 = tensor.empty() : tensor<8x4x16x16xf32>
    %105 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%102 : tensor<8x4x16x16xbf16>) outs(%104 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<8x4x16x16xf32>
    %106 = tensor.empty() : tensor<8x4x16xi64>
    %107 = linalg.fill ins(%c0_i64 : i64) outs(%106 : tensor<8x4x16xi64>) -> tensor<8x4x16xi64>
    %108 = tensor.empty() : tensor<8x4x16xf32>
    %109 = linalg.fill ins(%cst_2 : f32) outs(%108 : tensor<8x4x16xf32>) -> tensor<8x4x16xf32>
    %110:2 = linalg.generic {indexing_maps = [#map7, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%105 : tensor<8x4x16x16xf32>) outs(%109, %107 : tensor<8x4x16xf32>, tensor<8x4x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_170: i64):
      %1781 = linalg.index 3 : index
      %1782 = arith.index_cast %1781 : index to i64
      %1783 = arith.maximumf %in, %out : f32
      %1784 = arith.cmpf ogt, %in, %out : f32
      %1785 = arith.select %1784, %1782, %out_170 : i64
      linalg.yield %1783, %1785 : f32, i64
    } -> (tensor<8x4x16xf32>, tensor<8x4x16xi64>)
    %expanded_42 = tensor.expand_shape %110#0 [[0], [1], [2, 3]] output_shape [8, 4, 16, 1] : tensor<8x4x16xf32> into tensor<8x4x16x1xf32>
    %111 = tensor.empty() : tensor<8x4x16x16xf32>
    %112 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%105, %expanded_42 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%111 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.subf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x4x16x16xf32>
    %113 = tensor.empty() : tensor<8x4x16x16xf32>
    %114 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%112 : tensor<8x4x16x16xf32>) outs(%113 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = math.exp %in : f32
      linalg.yield %1781 : f32
    } -> tensor<8x4x16x16xf32>
    %115 = tensor.empty() : tensor<8x4x16x1xf32>
    %116 = linalg.fill ins(%cst_0 : f32) outs(%115 : tensor<8x4x16x1xf32>) -> tensor<8x4x16x1xf32>
    %117 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%114 : tensor<8x4x16x16xf32>) outs(%116 : tensor<8x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.addf %in, %out : f32
      linalg.yield %1781 : f32
    } -> tensor<8x4x16x1xf32>
    %118 = tensor.empty() : tensor<8x4x16x16xf32>
    %119 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%114, %117 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%118 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.divf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x4x16x16xf32>
    %120 = tensor.empty() : tensor<8x4x16x16xbf16>
    %121 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119 : tensor<8x4x16x16xf32>) outs(%120 : tensor<8x4x16x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x4x16x16xbf16>
    %collapsed_43 = tensor.collapse_shape %121 [[0, 1], [2], [3]] : tensor<8x4x16x16xbf16> into tensor<32x16x16xbf16>
    %collapsed_44 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<8x4x16x16xbf16> into tensor<32x16x16xbf16>
    %122 = linalg.batch_matmul ins(%collapsed_43, %collapsed_44 : tensor<32x16x16xbf16>, tensor<32x16x16xbf16>) outs(%94 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %123 = tensor.empty() : tensor<32x16x16xbf16>
    %124 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122 : tensor<32x16x16xf32>) outs(%123 : tensor<32x16x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<32x16x16xbf16>
    %expanded_45 = tensor.expand_shape %124 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xbf16> into tensor<8x4x16x16xbf16>
    %125 = tensor.empty() : tensor<8x16x4x16xbf16>
    %126 = tensor.empty() : tensor<8x16x4x16xbf16>
    %transposed_46 = linalg.transpose ins(%expanded_45 : tensor<8x4x16x16xbf16>) outs(%126 : tensor<8x16x4x16xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_47 = tensor.collapse_shape %transposed_46 [[0, 1], [2, 3]] : tensor<8x16x4x16xbf16> into tensor<128x64xbf16>
    %127 = tensor.empty() : tensor<64xf32>
    %128 = tensor.empty() : tensor<64xf32>
    %129 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg8 : tensor<64xbf16>) outs(%128 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %130 = tensor.empty() : tensor<128x64xf32>
    %131 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%collapsed_47 : tensor<128x64xbf16>) outs(%130 : tensor<128x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<128x64xf32>
    %132 = tensor.empty() : tensor<64x64xf32>
    %133 = tensor.empty() : tensor<64x64xf32>
    %134 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<64x64xbf16>) outs(%133 : tensor<64x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<64x64xf32>
    %135 = tensor.empty() : tensor<128x64xf32>
    %136 = linalg.fill ins(%cst_0 : f32) outs(%135 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %137 = linalg.matmul ins(%131, %134 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%136 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %138 = tensor.empty() : tensor<128x64xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%129 : tensor<64xf32>) outs(%138 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %140 = tensor.empty() : tensor<128x64xf32>
    %141 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%137, %139 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%140 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<128x64xf32>
    %142 = tensor.empty() : tensor<128x64xbf16>
    %143 = tensor.empty() : tensor<128x64xbf16>
    %144 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%141 : tensor<128x64xf32>) outs(%143 : tensor<128x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<128x64xbf16>
    %expanded_48 = tensor.expand_shape %144 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xbf16> into tensor<8x16x64xbf16>
    %145 = tensor.empty() : tensor<8x16x64xbf16>
    %146 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_48, %10 : tensor<8x16x64xbf16>, tensor<8x16x64xbf16>) outs(%145 : tensor<8x16x64xbf16>) {
    ^bb0(%in: bf16, %in_170: bf16, %out: bf16):
      %1781 = arith.addf %in, %in_170 : bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x64xbf16>
    %147 = tensor.empty() : tensor<8x16x64xf32>
    %148 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146 : tensor<8x16x64xbf16>) outs(%147 : tensor<8x16x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x64xf32>
    %149 = tensor.empty() : tensor<8x16x64xf64>
    %150 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148 : tensor<8x16x64xf32>) outs(%149 : tensor<8x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1781 = arith.extf %in : f32 to f64
      linalg.yield %1781 : f64
    } -> tensor<8x16x64xf64>
    %151 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%150 : tensor<8x16x64xf64>) outs(%31 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1781 = arith.addf %in, %out : f64
      linalg.yield %1781 : f64
    } -> tensor<8x16x1xf64>
    %152 = tensor.empty() : tensor<8x16x1xf64>
    %153 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151 : tensor<8x16x1xf64>) outs(%152 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1781 = arith.divf %in, %cst_20 : f64
      linalg.yield %1781 : f64
    } -> tensor<8x16x1xf64>
    %154 = tensor.empty() : tensor<8x16x64xf64>
    %155 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150, %153 : tensor<8x16x64xf64>, tensor<8x16x1xf64>) outs(%154 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_170: f64, %out: f64):
      %1781 = arith.subf %in, %in_170 : f64
      linalg.yield %1781 : f64
    } -> tensor<8x16x64xf64>
    %156 = tensor.empty() : tensor<8x16x64xf64>
    %157 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155, %155 : tensor<8x16x64xf64>, tensor<8x16x64xf64>) outs(%156 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_170: f64, %out: f64):
      %1781 = arith.mulf %in, %in_170 : f64
      linalg.yield %1781 : f64
    } -> tensor<8x16x64xf64>
    %158 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%157 : tensor<8x16x64xf64>) outs(%31 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1781 = arith.addf %in, %out : f64
      linalg.yield %1781 : f64
    } -> tensor<8x16x1xf64>
    %159 = tensor.empty() : tensor<8x16x1xf64>
    %160 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158 : tensor<8x16x1xf64>) outs(%159 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1781 = arith.divf %in, %cst_20 : f64
      linalg.yield %1781 : f64
    } -> tensor<8x16x1xf64>
    %161 = tensor.empty() : tensor<8x16x1xf32>
    %162 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160 : tensor<8x16x1xf64>) outs(%161 : tensor<8x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1781 = arith.truncf %in : f64 to f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x1xf32>
    %163 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%148 : tensor<8x16x64xf32>) outs(%46 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.addf %in, %out : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x1xf32>
    %164 = tensor.empty() : tensor<8x16x1xf32>
    %165 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163 : tensor<8x16x1xf32>) outs(%164 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.divf %in, %cst_21 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x1xf32>
    %166 = tensor.empty() : tensor<8x16x1xf32>
    %167 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162 : tensor<8x16x1xf32>) outs(%166 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_19 : f64 to f32
      %1782 = arith.addf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<8x16x1xf32>
    %168 = tensor.empty() : tensor<8x16x1xf32>
    %169 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167 : tensor<8x16x1xf32>) outs(%168 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = math.rsqrt %in : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x1xf32>
    %170 = tensor.empty() : tensor<8x16x64xf32>
    %171 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148, %165 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%170 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.subf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x64xf32>
    %172 = tensor.empty() : tensor<8x16x64xf32>
    %173 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171, %169 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%172 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x64xf32>
    %174 = tensor.empty() : tensor<8x16x64xf32>
    %175 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173, %arg9 : tensor<8x16x64xf32>, tensor<64xbf16>) outs(%174 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: bf16, %out: f32):
      %1781 = arith.extf %in_170 : bf16 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<8x16x64xf32>
    %176 = tensor.empty() : tensor<8x16x64xf32>
    %177 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175, %arg10 : tensor<8x16x64xf32>, tensor<64xbf16>) outs(%176 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: bf16, %out: f32):
      %1781 = arith.extf %in_170 : bf16 to f32
      %1782 = arith.addf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<8x16x64xf32>
    %178 = tensor.empty() : tensor<8x16x64xbf16>
    %179 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177 : tensor<8x16x64xf32>) outs(%178 : tensor<8x16x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x64xbf16>
    %180 = tensor.empty() : tensor<8x16x1xbf16>
    %181 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165 : tensor<8x16x1xf32>) outs(%180 : tensor<8x16x1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x1xbf16>
    %182 = tensor.empty() : tensor<8x16x1xbf16>
    %183 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169 : tensor<8x16x1xf32>) outs(%182 : tensor<8x16x1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x1xbf16>
    %collapsed_49 = tensor.collapse_shape %179 [[0, 1], [2]] : tensor<8x16x64xbf16> into tensor<128x64xbf16>
    %184 = tensor.empty() : tensor<256xf32>
    %185 = tensor.empty() : tensor<256xf32>
    %186 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg12 : tensor<256xbf16>) outs(%185 : tensor<256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<256xf32>
    %187 = tensor.empty() : tensor<128x64xf32>
    %188 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%collapsed_49 : tensor<128x64xbf16>) outs(%187 : tensor<128x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<128x64xf32>
    %189 = tensor.empty() : tensor<64x256xf32>
    %190 = tensor.empty() : tensor<64x256xf32>
    %191 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<64x256xbf16>) outs(%190 : tensor<64x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<64x256xf32>
    %192 = tensor.empty() : tensor<128x256xf32>
    %193 = tensor.empty() : tensor<128x256xf32>
    %194 = linalg.fill ins(%cst_0 : f32) outs(%193 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %195 = linalg.matmul ins(%188, %191 : tensor<128x64xf32>, tensor<64x256xf32>) outs(%194 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %196 = tensor.empty() : tensor<128x256xf32>
    %197 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%186 : tensor<256xf32>) outs(%196 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x256xf32>
    %198 = tensor.empty() : tensor<128x256xf32>
    %199 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%195, %197 : tensor<128x256xf32>, tensor<128x256xf32>) outs(%198 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<128x256xf32>
    %200 = tensor.empty() : tensor<128x256xbf16>
    %201 = tensor.empty() : tensor<128x256xbf16>
    %202 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%199 : tensor<128x256xf32>) outs(%201 : tensor<128x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<128x256xbf16>
    %expanded_50 = tensor.expand_shape %202 [[0, 1], [2]] output_shape [8, 16, 256] : tensor<128x256xbf16> into tensor<8x16x256xbf16>
    %203 = tensor.empty() : tensor<8x16x256xbf16>
    %204 = tensor.empty() : tensor<8x16x256xbf16>
    %205 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_50 : tensor<8x16x256xbf16>) outs(%204 : tensor<8x16x256xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1781 = arith.mulf %in, %cst_23 : bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x256xbf16>
    %206 = tensor.empty() : tensor<8x16x256xbf16>
    %207 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_50 : tensor<8x16x256xbf16>) outs(%206 : tensor<8x16x256xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1781 = math.fpowi %in, %c3_i64 : bf16, i64
      linalg.yield %1781 : bf16
    } -> tensor<8x16x256xbf16>
    %208 = tensor.empty() : tensor<8x16x256xbf16>
    %209 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%207 : tensor<8x16x256xbf16>) outs(%208 : tensor<8x16x256xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1781 = arith.truncf %cst_18 : f64 to bf16
      %1782 = arith.mulf %in, %1781 : bf16
      linalg.yield %1782 : bf16
    } -> tensor<8x16x256xbf16>
    %210 = tensor.empty() : tensor<8x16x256xbf16>
    %211 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_50, %209 : tensor<8x16x256xbf16>, tensor<8x16x256xbf16>) outs(%210 : tensor<8x16x256xbf16>) {
    ^bb0(%in: bf16, %in_170: bf16, %out: bf16):
      %1781 = arith.addf %in, %in_170 : bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x256xbf16>
    %212 = tensor.empty() : tensor<8x16x256xbf16>
    %213 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%211 : tensor<8x16x256xbf16>) outs(%212 : tensor<8x16x256xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1781 = arith.truncf %cst_17 : f64 to bf16
      %1782 = arith.mulf %in, %1781 : bf16
      linalg.yield %1782 : bf16
    } -> tensor<8x16x256xbf16>
    %214 = tensor.empty() : tensor<8x16x256xbf16>
    %215 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%213 : tensor<8x16x256xbf16>) outs(%214 : tensor<8x16x256xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1781 = math.tanh %in : bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x256xbf16>
    %216 = tensor.empty() : tensor<8x16x256xbf16>
    %217 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%215 : tensor<8x16x256xbf16>) outs(%216 : tensor<8x16x256xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1781 = arith.addf %in, %cst_24 : bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x256xbf16>
    %218 = tensor.empty() : tensor<8x16x256xbf16>
    %219 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%205, %217 : tensor<8x16x256xbf16>, tensor<8x16x256xbf16>) outs(%218 : tensor<8x16x256xbf16>) {
    ^bb0(%in: bf16, %in_170: bf16, %out: bf16):
      %1781 = arith.mulf %in, %in_170 : bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x256xbf16>
    %collapsed_51 = tensor.collapse_shape %219 [[0, 1], [2]] : tensor<8x16x256xbf16> into tensor<128x256xbf16>
    %220 = tensor.empty() : tensor<64xf32>
    %221 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg14 : tensor<64xbf16>) outs(%220 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %222 = tensor.empty() : tensor<128x256xf32>
    %223 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%collapsed_51 : tensor<128x256xbf16>) outs(%222 : tensor<128x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<128x256xf32>
    %224 = tensor.empty() : tensor<256x64xf32>
    %225 = tensor.empty() : tensor<256x64xf32>
    %226 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<256x64xbf16>) outs(%225 : tensor<256x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<256x64xf32>
    %227 = linalg.matmul ins(%223, %226 : tensor<128x256xf32>, tensor<256x64xf32>) outs(%136 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %228 = tensor.empty() : tensor<128x64xf32>
    %229 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%221 : tensor<64xf32>) outs(%228 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %230 = tensor.empty() : tensor<128x64xf32>
    %231 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%227, %229 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%230 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<128x64xf32>
    %232 = tensor.empty() : tensor<128x64xbf16>
    %233 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%231 : tensor<128x64xf32>) outs(%232 : tensor<128x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<128x64xbf16>
    %expanded_52 = tensor.expand_shape %233 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xbf16> into tensor<8x16x64xbf16>
    %234 = tensor.empty() : tensor<8x16x64xbf16>
    %235 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146, %expanded_52 : tensor<8x16x64xbf16>, tensor<8x16x64xbf16>) outs(%234 : tensor<8x16x64xbf16>) {
    ^bb0(%in: bf16, %in_170: bf16, %out: bf16):
      %1781 = arith.addf %in, %in_170 : bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x64xbf16>
    %236 = tensor.empty() : tensor<8x16x64xf32>
    %237 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235 : tensor<8x16x64xbf16>) outs(%236 : tensor<8x16x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x64xf32>
    %238 = tensor.empty() : tensor<8x16x64xf64>
    %239 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237 : tensor<8x16x64xf32>) outs(%238 : tensor<8x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1781 = arith.extf %in : f32 to f64
      linalg.yield %1781 : f64
    } -> tensor<8x16x64xf64>
    %240 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%239 : tensor<8x16x64xf64>) outs(%31 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1781 = arith.addf %in, %out : f64
      linalg.yield %1781 : f64
    } -> tensor<8x16x1xf64>
    %241 = tensor.empty() : tensor<8x16x1xf64>
    %242 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%240 : tensor<8x16x1xf64>) outs(%241 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1781 = arith.divf %in, %cst_20 : f64
      linalg.yield %1781 : f64
    } -> tensor<8x16x1xf64>
    %243 = tensor.empty() : tensor<8x16x64xf64>
    %244 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239, %242 : tensor<8x16x64xf64>, tensor<8x16x1xf64>) outs(%243 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_170: f64, %out: f64):
      %1781 = arith.subf %in, %in_170 : f64
      linalg.yield %1781 : f64
    } -> tensor<8x16x64xf64>
    %245 = tensor.empty() : tensor<8x16x64xf64>
    %246 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244, %244 : tensor<8x16x64xf64>, tensor<8x16x64xf64>) outs(%245 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_170: f64, %out: f64):
      %1781 = arith.mulf %in, %in_170 : f64
      linalg.yield %1781 : f64
    } -> tensor<8x16x64xf64>
    %247 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%246 : tensor<8x16x64xf64>) outs(%31 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1781 = arith.addf %in, %out : f64
      linalg.yield %1781 : f64
    } -> tensor<8x16x1xf64>
    %248 = tensor.empty() : tensor<8x16x1xf64>
    %249 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%247 : tensor<8x16x1xf64>) outs(%248 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1781 = arith.divf %in, %cst_20 : f64
      linalg.yield %1781 : f64
    } -> tensor<8x16x1xf64>
    %250 = tensor.empty() : tensor<8x16x1xf32>
    %251 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%249 : tensor<8x16x1xf64>) outs(%250 : tensor<8x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1781 = arith.truncf %in : f64 to f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x1xf32>
    %252 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%237 : tensor<8x16x64xf32>) outs(%46 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.addf %in, %out : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x1xf32>
    %253 = tensor.empty() : tensor<8x16x1xf32>
    %254 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%252 : tensor<8x16x1xf32>) outs(%253 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.divf %in, %cst_21 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x1xf32>
    %255 = tensor.empty() : tensor<8x16x1xf32>
    %256 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%251 : tensor<8x16x1xf32>) outs(%255 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_19 : f64 to f32
      %1782 = arith.addf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<8x16x1xf32>
    %257 = tensor.empty() : tensor<8x16x1xf32>
    %258 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%256 : tensor<8x16x1xf32>) outs(%257 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = math.rsqrt %in : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x1xf32>
    %259 = tensor.empty() : tensor<8x16x64xf32>
    %260 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237, %254 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%259 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.subf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x64xf32>
    %261 = tensor.empty() : tensor<8x16x64xf32>
    %262 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%260, %258 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%261 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x64xf32>
    %263 = tensor.empty() : tensor<8x16x64xf32>
    %264 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%262, %arg15 : tensor<8x16x64xf32>, tensor<64xbf16>) outs(%263 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: bf16, %out: f32):
      %1781 = arith.extf %in_170 : bf16 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<8x16x64xf32>
    %265 = tensor.empty() : tensor<8x16x64xf32>
    %266 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%264, %arg16 : tensor<8x16x64xf32>, tensor<64xbf16>) outs(%265 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: bf16, %out: f32):
      %1781 = arith.extf %in_170 : bf16 to f32
      %1782 = arith.addf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<8x16x64xf32>
    %267 = tensor.empty() : tensor<8x16x64xbf16>
    %268 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%266 : tensor<8x16x64xf32>) outs(%267 : tensor<8x16x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x64xbf16>
    %269 = tensor.empty() : tensor<8x16x1xbf16>
    %270 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%254 : tensor<8x16x1xf32>) outs(%269 : tensor<8x16x1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x1xbf16>
    %271 = tensor.empty() : tensor<8x16x1xbf16>
    %272 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%258 : tensor<8x16x1xf32>) outs(%271 : tensor<8x16x1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x1xbf16>
    %collapsed_53 = tensor.collapse_shape %268 [[0, 1], [2]] : tensor<8x16x64xbf16> into tensor<128x64xbf16>
    %273 = tensor.empty() : tensor<192xf32>
    %274 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg18 : tensor<192xbf16>) outs(%273 : tensor<192xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<192xf32>
    %275 = tensor.empty() : tensor<128x64xf32>
    %276 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%collapsed_53 : tensor<128x64xbf16>) outs(%275 : tensor<128x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<128x64xf32>
    %277 = tensor.empty() : tensor<64x192xf32>
    %278 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<64x192xbf16>) outs(%277 : tensor<64x192xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<64x192xf32>
    %279 = linalg.matmul ins(%276, %278 : tensor<128x64xf32>, tensor<64x192xf32>) outs(%80 : tensor<128x192xf32>) -> tensor<128x192xf32>
    %280 = tensor.empty() : tensor<128x192xf32>
    %281 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%274 : tensor<192xf32>) outs(%280 : tensor<128x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x192xf32>
    %282 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%279, %281 : tensor<128x192xf32>, tensor<128x192xf32>) outs(%78 : tensor<128x192xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<128x192xf32>
    %283 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%282 : tensor<128x192xf32>) outs(%86 : tensor<128x192xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<128x192xbf16>
    %expanded_54 = tensor.expand_shape %283 [[0, 1], [2]] output_shape [8, 16, 192] : tensor<128x192xbf16> into tensor<8x16x192xbf16>
    %extracted_slice_55 = tensor.extract_slice %expanded_54[0, 0, 0] [8, 16, 64] [1, 1, 1] : tensor<8x16x192xbf16> to tensor<8x16x64xbf16>
    %extracted_slice_56 = tensor.extract_slice %expanded_54[0, 0, 64] [8, 16, 64] [1, 1, 1] : tensor<8x16x192xbf16> to tensor<8x16x64xbf16>
    %extracted_slice_57 = tensor.extract_slice %expanded_54[0, 0, 128] [8, 16, 64] [1, 1, 1] : tensor<8x16x192xbf16> to tensor<8x16x64xbf16>
    %expanded_58 = tensor.expand_shape %extracted_slice_56 [[0], [1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<8x16x64xbf16> into tensor<8x16x4x16xbf16>
    %expanded_59 = tensor.expand_shape %extracted_slice_57 [[0], [1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<8x16x64xbf16> into tensor<8x16x4x16xbf16>
    %284 = tensor.empty() : tensor<8x4x16x16xbf16>
    %transposed_60 = linalg.transpose ins(%expanded_59 : tensor<8x16x4x16xbf16>) outs(%284 : tensor<8x4x16x16xbf16>) permutation = [0, 2, 1, 3] 
    %expanded_61 = tensor.expand_shape %extracted_slice_55 [[0], [1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<8x16x64xbf16> into tensor<8x16x4x16xbf16>
    %285 = tensor.empty() : tensor<8x4x16x16xbf16>
    %transposed_62 = linalg.transpose ins(%expanded_61 : tensor<8x16x4x16xbf16>) outs(%285 : tensor<8x4x16x16xbf16>) permutation = [0, 2, 1, 3] 
    %286 = tensor.empty() : tensor<8x4x16x16xbf16>
    %transposed_63 = linalg.transpose ins(%expanded_58 : tensor<8x16x4x16xbf16>) outs(%286 : tensor<8x4x16x16xbf16>) permutation = [0, 2, 3, 1] 
    %collapsed_64 = tensor.collapse_shape %transposed_62 [[0, 1], [2], [3]] : tensor<8x4x16x16xbf16> into tensor<32x16x16xbf16>
    %collapsed_65 = tensor.collapse_shape %transposed_63 [[0, 1], [2], [3]] : tensor<8x4x16x16xbf16> into tensor<32x16x16xbf16>
    %287 = linalg.batch_matmul ins(%collapsed_64, %collapsed_65 : tensor<32x16x16xbf16>, tensor<32x16x16xbf16>) outs(%94 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %288 = tensor.empty() : tensor<32x16x16xbf16>
    %289 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%287 : tensor<32x16x16xf32>) outs(%288 : tensor<32x16x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<32x16x16xbf16>
    %expanded_66 = tensor.expand_shape %289 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xbf16> into tensor<8x4x16x16xbf16>
    %290 = tensor.empty() : tensor<8x4x16x16xbf16>
    %291 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_66 : tensor<8x4x16x16xbf16>) outs(%290 : tensor<8x4x16x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1781 = arith.mulf %in, %cst_22 : bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x4x16x16xbf16>
    %292 = tensor.empty() : tensor<8x4x16x16xbf16>
    %293 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%291, %22 : tensor<8x4x16x16xbf16>, tensor<8x1x16x16xbf16>) outs(%292 : tensor<8x4x16x16xbf16>) {
    ^bb0(%in: bf16, %in_170: bf16, %out: bf16):
      %1781 = arith.addf %in, %in_170 : bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x4x16x16xbf16>
    %294 = tensor.empty() : tensor<8x4x16x16xf32>
    %295 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%293 : tensor<8x4x16x16xbf16>) outs(%294 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<8x4x16x16xf32>
    %296:2 = linalg.generic {indexing_maps = [#map7, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%295 : tensor<8x4x16x16xf32>) outs(%109, %107 : tensor<8x4x16xf32>, tensor<8x4x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_170: i64):
      %1781 = linalg.index 3 : index
      %1782 = arith.index_cast %1781 : index to i64
      %1783 = arith.maximumf %in, %out : f32
      %1784 = arith.cmpf ogt, %in, %out : f32
      %1785 = arith.select %1784, %1782, %out_170 : i64
      linalg.yield %1783, %1785 : f32, i64
    } -> (tensor<8x4x16xf32>, tensor<8x4x16xi64>)
    %expanded_67 = tensor.expand_shape %296#0 [[0], [1], [2, 3]] output_shape [8, 4, 16, 1] : tensor<8x4x16xf32> into tensor<8x4x16x1xf32>
    %297 = tensor.empty() : tensor<8x4x16x16xf32>
    %298 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%295, %expanded_67 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%297 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.subf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x4x16x16xf32>
    %299 = tensor.empty() : tensor<8x4x16x16xf32>
    %300 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%298 : tensor<8x4x16x16xf32>) outs(%299 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = math.exp %in : f32
      linalg.yield %1781 : f32
    } -> tensor<8x4x16x16xf32>
    %301 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%300 : tensor<8x4x16x16xf32>) outs(%116 : tensor<8x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.addf %in, %out : f32
      linalg.yield %1781 : f32
    } -> tensor<8x4x16x1xf32>
    %302 = tensor.empty() : tensor<8x4x16x16xf32>
    %303 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%300, %301 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%302 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.divf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x4x16x16xf32>
    %304 = tensor.empty() : tensor<8x4x16x16xbf16>
    %305 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%303 : tensor<8x4x16x16xf32>) outs(%304 : tensor<8x4x16x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x4x16x16xbf16>
    %collapsed_68 = tensor.collapse_shape %305 [[0, 1], [2], [3]] : tensor<8x4x16x16xbf16> into tensor<32x16x16xbf16>
    %collapsed_69 = tensor.collapse_shape %transposed_60 [[0, 1], [2], [3]] : tensor<8x4x16x16xbf16> into tensor<32x16x16xbf16>
    %306 = linalg.batch_matmul ins(%collapsed_68, %collapsed_69 : tensor<32x16x16xbf16>, tensor<32x16x16xbf16>) outs(%94 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %307 = tensor.empty() : tensor<32x16x16xbf16>
    %308 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%306 : tensor<32x16x16xf32>) outs(%307 : tensor<32x16x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<32x16x16xbf16>
    %expanded_70 = tensor.expand_shape %308 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xbf16> into tensor<8x4x16x16xbf16>
    %309 = tensor.empty() : tensor<8x16x4x16xbf16>
    %transposed_71 = linalg.transpose ins(%expanded_70 : tensor<8x4x16x16xbf16>) outs(%309 : tensor<8x16x4x16xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_72 = tensor.collapse_shape %transposed_71 [[0, 1], [2, 3]] : tensor<8x16x4x16xbf16> into tensor<128x64xbf16>
    %310 = tensor.empty() : tensor<64xf32>
    %311 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg20 : tensor<64xbf16>) outs(%310 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %312 = tensor.empty() : tensor<128x64xf32>
    %313 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%collapsed_72 : tensor<128x64xbf16>) outs(%312 : tensor<128x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<128x64xf32>
    %314 = tensor.empty() : tensor<64x64xf32>
    %315 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<64x64xbf16>) outs(%314 : tensor<64x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<64x64xf32>
    %316 = linalg.matmul ins(%313, %315 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%136 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %317 = tensor.empty() : tensor<128x64xf32>
    %318 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%311 : tensor<64xf32>) outs(%317 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %319 = tensor.empty() : tensor<128x64xf32>
    %320 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%316, %318 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%319 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<128x64xf32>
    %321 = tensor.empty() : tensor<128x64xbf16>
    %322 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%320 : tensor<128x64xf32>) outs(%321 : tensor<128x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<128x64xbf16>
    %expanded_73 = tensor.expand_shape %322 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xbf16> into tensor<8x16x64xbf16>
    %323 = tensor.empty() : tensor<8x16x64xbf16>
    %324 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_73, %235 : tensor<8x16x64xbf16>, tensor<8x16x64xbf16>) outs(%323 : tensor<8x16x64xbf16>) {
    ^bb0(%in: bf16, %in_170: bf16, %out: bf16):
      %1781 = arith.addf %in, %in_170 : bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x64xbf16>
    %325 = tensor.empty() : tensor<8x16x64xf32>
    %326 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%324 : tensor<8x16x64xbf16>) outs(%325 : tensor<8x16x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x64xf32>
    %327 = tensor.empty() : tensor<8x16x64xf64>
    %328 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%326 : tensor<8x16x64xf32>) outs(%327 : tensor<8x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1781 = arith.extf %in : f32 to f64
      linalg.yield %1781 : f64
    } -> tensor<8x16x64xf64>
    %329 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%328 : tensor<8x16x64xf64>) outs(%31 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1781 = arith.addf %in, %out : f64
      linalg.yield %1781 : f64
    } -> tensor<8x16x1xf64>
    %330 = tensor.empty() : tensor<8x16x1xf64>
    %331 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%329 : tensor<8x16x1xf64>) outs(%330 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1781 = arith.divf %in, %cst_20 : f64
      linalg.yield %1781 : f64
    } -> tensor<8x16x1xf64>
    %332 = tensor.empty() : tensor<8x16x64xf64>
    %333 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%328, %331 : tensor<8x16x64xf64>, tensor<8x16x1xf64>) outs(%332 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_170: f64, %out: f64):
      %1781 = arith.subf %in, %in_170 : f64
      linalg.yield %1781 : f64
    } -> tensor<8x16x64xf64>
    %334 = tensor.empty() : tensor<8x16x64xf64>
    %335 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%333, %333 : tensor<8x16x64xf64>, tensor<8x16x64xf64>) outs(%334 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_170: f64, %out: f64):
      %1781 = arith.mulf %in, %in_170 : f64
      linalg.yield %1781 : f64
    } -> tensor<8x16x64xf64>
    %336 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%335 : tensor<8x16x64xf64>) outs(%31 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1781 = arith.addf %in, %out : f64
      linalg.yield %1781 : f64
    } -> tensor<8x16x1xf64>
    %337 = tensor.empty() : tensor<8x16x1xf64>
    %338 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%336 : tensor<8x16x1xf64>) outs(%337 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1781 = arith.divf %in, %cst_20 : f64
      linalg.yield %1781 : f64
    } -> tensor<8x16x1xf64>
    %339 = tensor.empty() : tensor<8x16x1xf32>
    %340 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%338 : tensor<8x16x1xf64>) outs(%339 : tensor<8x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1781 = arith.truncf %in : f64 to f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x1xf32>
    %341 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%326 : tensor<8x16x64xf32>) outs(%46 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.addf %in, %out : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x1xf32>
    %342 = tensor.empty() : tensor<8x16x1xf32>
    %343 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%341 : tensor<8x16x1xf32>) outs(%342 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.divf %in, %cst_21 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x1xf32>
    %344 = tensor.empty() : tensor<8x16x1xf32>
    %345 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%340 : tensor<8x16x1xf32>) outs(%344 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_19 : f64 to f32
      %1782 = arith.addf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<8x16x1xf32>
    %346 = tensor.empty() : tensor<8x16x1xf32>
    %347 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%345 : tensor<8x16x1xf32>) outs(%346 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = math.rsqrt %in : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x1xf32>
    %348 = tensor.empty() : tensor<8x16x64xf32>
    %349 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%326, %343 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%348 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.subf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x64xf32>
    %350 = tensor.empty() : tensor<8x16x64xf32>
    %351 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%349, %347 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%350 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x64xf32>
    %352 = tensor.empty() : tensor<8x16x64xf32>
    %353 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%351, %arg21 : tensor<8x16x64xf32>, tensor<64xbf16>) outs(%352 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: bf16, %out: f32):
      %1781 = arith.extf %in_170 : bf16 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<8x16x64xf32>
    %354 = tensor.empty() : tensor<8x16x64xf32>
    %355 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%353, %arg22 : tensor<8x16x64xf32>, tensor<64xbf16>) outs(%354 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: bf16, %out: f32):
      %1781 = arith.extf %in_170 : bf16 to f32
      %1782 = arith.addf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<8x16x64xf32>
    %356 = tensor.empty() : tensor<8x16x64xbf16>
    %357 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%355 : tensor<8x16x64xf32>) outs(%356 : tensor<8x16x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x64xbf16>
    %358 = tensor.empty() : tensor<8x16x1xbf16>
    %359 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%343 : tensor<8x16x1xf32>) outs(%358 : tensor<8x16x1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x1xbf16>
    %360 = tensor.empty() : tensor<8x16x1xbf16>
    %361 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%347 : tensor<8x16x1xf32>) outs(%360 : tensor<8x16x1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x1xbf16>
    %collapsed_74 = tensor.collapse_shape %357 [[0, 1], [2]] : tensor<8x16x64xbf16> into tensor<128x64xbf16>
    %362 = tensor.empty() : tensor<256xf32>
    %363 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg24 : tensor<256xbf16>) outs(%362 : tensor<256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<256xf32>
    %364 = tensor.empty() : tensor<128x64xf32>
    %365 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%collapsed_74 : tensor<128x64xbf16>) outs(%364 : tensor<128x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<128x64xf32>
    %366 = tensor.empty() : tensor<64x256xf32>
    %367 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg23 : tensor<64x256xbf16>) outs(%366 : tensor<64x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<64x256xf32>
    %368 = linalg.matmul ins(%365, %367 : tensor<128x64xf32>, tensor<64x256xf32>) outs(%194 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %369 = tensor.empty() : tensor<128x256xf32>
    %370 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%363 : tensor<256xf32>) outs(%369 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x256xf32>
    %371 = tensor.empty() : tensor<128x256xf32>
    %372 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%368, %370 : tensor<128x256xf32>, tensor<128x256xf32>) outs(%371 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<128x256xf32>
    %373 = tensor.empty() : tensor<128x256xbf16>
    %374 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%372 : tensor<128x256xf32>) outs(%373 : tensor<128x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<128x256xbf16>
    %expanded_75 = tensor.expand_shape %374 [[0, 1], [2]] output_shape [8, 16, 256] : tensor<128x256xbf16> into tensor<8x16x256xbf16>
    %375 = tensor.empty() : tensor<8x16x256xbf16>
    %376 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_75 : tensor<8x16x256xbf16>) outs(%375 : tensor<8x16x256xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1781 = arith.mulf %in, %cst_23 : bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x256xbf16>
    %377 = tensor.empty() : tensor<8x16x256xbf16>
    %378 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_75 : tensor<8x16x256xbf16>) outs(%377 : tensor<8x16x256xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1781 = math.fpowi %in, %c3_i64 : bf16, i64
      linalg.yield %1781 : bf16
    } -> tensor<8x16x256xbf16>
    %379 = tensor.empty() : tensor<8x16x256xbf16>
    %380 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%378 : tensor<8x16x256xbf16>) outs(%379 : tensor<8x16x256xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1781 = arith.truncf %cst_18 : f64 to bf16
      %1782 = arith.mulf %in, %1781 : bf16
      linalg.yield %1782 : bf16
    } -> tensor<8x16x256xbf16>
    %381 = tensor.empty() : tensor<8x16x256xbf16>
    %382 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_75, %380 : tensor<8x16x256xbf16>, tensor<8x16x256xbf16>) outs(%381 : tensor<8x16x256xbf16>) {
    ^bb0(%in: bf16, %in_170: bf16, %out: bf16):
      %1781 = arith.addf %in, %in_170 : bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x256xbf16>
    %383 = tensor.empty() : tensor<8x16x256xbf16>
    %384 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%382 : tensor<8x16x256xbf16>) outs(%383 : tensor<8x16x256xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1781 = arith.truncf %cst_17 : f64 to bf16
      %1782 = arith.mulf %in, %1781 : bf16
      linalg.yield %1782 : bf16
    } -> tensor<8x16x256xbf16>
    %385 = tensor.empty() : tensor<8x16x256xbf16>
    %386 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%384 : tensor<8x16x256xbf16>) outs(%385 : tensor<8x16x256xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1781 = math.tanh %in : bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x256xbf16>
    %387 = tensor.empty() : tensor<8x16x256xbf16>
    %388 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%386 : tensor<8x16x256xbf16>) outs(%387 : tensor<8x16x256xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1781 = arith.addf %in, %cst_24 : bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x256xbf16>
    %389 = tensor.empty() : tensor<8x16x256xbf16>
    %390 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%376, %388 : tensor<8x16x256xbf16>, tensor<8x16x256xbf16>) outs(%389 : tensor<8x16x256xbf16>) {
    ^bb0(%in: bf16, %in_170: bf16, %out: bf16):
      %1781 = arith.mulf %in, %in_170 : bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x256xbf16>
    %collapsed_76 = tensor.collapse_shape %390 [[0, 1], [2]] : tensor<8x16x256xbf16> into tensor<128x256xbf16>
    %391 = tensor.empty() : tensor<64xf32>
    %392 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg26 : tensor<64xbf16>) outs(%391 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %393 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%collapsed_76 : tensor<128x256xbf16>) outs(%192 : tensor<128x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<128x256xf32>
    %394 = tensor.empty() : tensor<256x64xf32>
    %395 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg25 : tensor<256x64xbf16>) outs(%394 : tensor<256x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<256x64xf32>
    %396 = linalg.matmul ins(%393, %395 : tensor<128x256xf32>, tensor<256x64xf32>) outs(%136 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %397 = tensor.empty() : tensor<128x64xf32>
    %398 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%392 : tensor<64xf32>) outs(%397 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %399 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%396, %398 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%72 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<128x64xf32>
    %400 = tensor.empty() : tensor<128x64xbf16>
    %401 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%399 : tensor<128x64xf32>) outs(%400 : tensor<128x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<128x64xbf16>
    %expanded_77 = tensor.expand_shape %401 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xbf16> into tensor<8x16x64xbf16>
    %402 = tensor.empty() : tensor<8x16x64xbf16>
    %403 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%324, %expanded_77 : tensor<8x16x64xbf16>, tensor<8x16x64xbf16>) outs(%402 : tensor<8x16x64xbf16>) {
    ^bb0(%in: bf16, %in_170: bf16, %out: bf16):
      %1781 = arith.addf %in, %in_170 : bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x64xbf16>
    %404 = tensor.empty() : tensor<8x16x64xf32>
    %405 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%403 : tensor<8x16x64xbf16>) outs(%404 : tensor<8x16x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x64xf32>
    %406 = tensor.empty() : tensor<8x16x64xf64>
    %407 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%405 : tensor<8x16x64xf32>) outs(%406 : tensor<8x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1781 = arith.extf %in : f32 to f64
      linalg.yield %1781 : f64
    } -> tensor<8x16x64xf64>
    %408 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%407 : tensor<8x16x64xf64>) outs(%31 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1781 = arith.addf %in, %out : f64
      linalg.yield %1781 : f64
    } -> tensor<8x16x1xf64>
    %409 = tensor.empty() : tensor<8x16x1xf64>
    %410 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%408 : tensor<8x16x1xf64>) outs(%409 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1781 = arith.divf %in, %cst_20 : f64
      linalg.yield %1781 : f64
    } -> tensor<8x16x1xf64>
    %411 = tensor.empty() : tensor<8x16x64xf64>
    %412 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%407, %410 : tensor<8x16x64xf64>, tensor<8x16x1xf64>) outs(%411 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_170: f64, %out: f64):
      %1781 = arith.subf %in, %in_170 : f64
      linalg.yield %1781 : f64
    } -> tensor<8x16x64xf64>
    %413 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%412, %412 : tensor<8x16x64xf64>, tensor<8x16x64xf64>) outs(%26 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_170: f64, %out: f64):
      %1781 = arith.mulf %in, %in_170 : f64
      linalg.yield %1781 : f64
    } -> tensor<8x16x64xf64>
    %414 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%413 : tensor<8x16x64xf64>) outs(%31 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1781 = arith.addf %in, %out : f64
      linalg.yield %1781 : f64
    } -> tensor<8x16x1xf64>
    %415 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%414 : tensor<8x16x1xf64>) outs(%29 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1781 = arith.divf %in, %cst_20 : f64
      linalg.yield %1781 : f64
    } -> tensor<8x16x1xf64>
    %416 = tensor.empty() : tensor<8x16x1xf32>
    %417 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%415 : tensor<8x16x1xf64>) outs(%416 : tensor<8x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1781 = arith.truncf %in : f64 to f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x1xf32>
    %418 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%405 : tensor<8x16x64xf32>) outs(%46 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.addf %in, %out : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x1xf32>
    %419 = tensor.empty() : tensor<8x16x1xf32>
    %420 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%418 : tensor<8x16x1xf32>) outs(%419 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.divf %in, %cst_21 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x1xf32>
    %421 = tensor.empty() : tensor<8x16x1xf32>
    %422 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%417 : tensor<8x16x1xf32>) outs(%421 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_19 : f64 to f32
      %1782 = arith.addf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<8x16x1xf32>
    %423 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%422 : tensor<8x16x1xf32>) outs(%42 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = math.rsqrt %in : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x1xf32>
    %424 = tensor.empty() : tensor<8x16x64xf32>
    %425 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%405, %420 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%424 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.subf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x64xf32>
    %426 = tensor.empty() : tensor<8x16x64xf32>
    %427 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%425, %423 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%426 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x64xf32>
    %428 = tensor.empty() : tensor<8x16x64xf32>
    %429 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%427, %arg27 : tensor<8x16x64xf32>, tensor<64xbf16>) outs(%428 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: bf16, %out: f32):
      %1781 = arith.extf %in_170 : bf16 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<8x16x64xf32>
    %430 = tensor.empty() : tensor<8x16x64xf32>
    %431 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%429, %arg28 : tensor<8x16x64xf32>, tensor<64xbf16>) outs(%430 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: bf16, %out: f32):
      %1781 = arith.extf %in_170 : bf16 to f32
      %1782 = arith.addf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<8x16x64xf32>
    %432 = tensor.empty() : tensor<8x16x64xbf16>
    %433 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%431 : tensor<8x16x64xf32>) outs(%432 : tensor<8x16x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x64xbf16>
    %434 = tensor.empty() : tensor<8x16x1xbf16>
    %435 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%420 : tensor<8x16x1xf32>) outs(%434 : tensor<8x16x1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x1xbf16>
    %436 = tensor.empty() : tensor<8x16x1xbf16>
    %437 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%423 : tensor<8x16x1xf32>) outs(%436 : tensor<8x16x1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x1xbf16>
    %438 = tensor.empty() : tensor<64x256xbf16>
    %439 = tensor.empty() : tensor<64x256xbf16>
    %transposed_78 = linalg.transpose ins(%arg1 : tensor<256x64xbf16>) outs(%439 : tensor<64x256xbf16>) permutation = [1, 0] 
    %collapsed_79 = tensor.collapse_shape %433 [[0, 1], [2]] : tensor<8x16x64xbf16> into tensor<128x64xbf16>
    %440 = linalg.matmul ins(%collapsed_79, %transposed_78 : tensor<128x64xbf16>, tensor<64x256xbf16>) outs(%194 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %441 = tensor.empty() : tensor<128x256xbf16>
    %442 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%440 : tensor<128x256xf32>) outs(%441 : tensor<128x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<128x256xbf16>
    %expanded_80 = tensor.expand_shape %442 [[0, 1], [2]] output_shape [8, 16, 256] : tensor<128x256xbf16> into tensor<8x16x256xbf16>
    %443 = tensor.empty() : tensor<8x16x256xf32>
    %444 = tensor.empty() : tensor<8x16x256xf32>
    %445 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_80 : tensor<8x16x256xbf16>) outs(%444 : tensor<8x16x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x256xf32>
    %extracted_slice_81 = tensor.extract_slice %445[0, 0, 0] [8, 15, 256] [1, 1, 1] : tensor<8x16x256xf32> to tensor<8x15x256xf32>
    %446 = tensor.empty() : tensor<8x15xi64>
    %447 = linalg.fill ins(%c0_i64 : i64) outs(%446 : tensor<8x15xi64>) -> tensor<8x15xi64>
    %448 = tensor.empty() : tensor<8x15xf32>
    %449 = tensor.empty() : tensor<8x15xf32>
    %450 = linalg.fill ins(%cst_2 : f32) outs(%449 : tensor<8x15xf32>) -> tensor<8x15xf32>
    %451:2 = linalg.generic {indexing_maps = [#map4, #map3, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%extracted_slice_81 : tensor<8x15x256xf32>) outs(%450, %447 : tensor<8x15xf32>, tensor<8x15xi64>) {
    ^bb0(%in: f32, %out: f32, %out_170: i64):
      %1781 = linalg.index 2 : index
      %1782 = arith.index_cast %1781 : index to i64
      %1783 = arith.maximumf %in, %out : f32
      %1784 = arith.cmpf ogt, %in, %out : f32
      %1785 = arith.select %1784, %1782, %out_170 : i64
      linalg.yield %1783, %1785 : f32, i64
    } -> (tensor<8x15xf32>, tensor<8x15xi64>)
    %expanded_82 = tensor.expand_shape %451#0 [[0], [1, 2]] output_shape [8, 15, 1] : tensor<8x15xf32> into tensor<8x15x1xf32>
    %452 = tensor.empty() : tensor<8x15x256xf32>
    %453 = tensor.empty() : tensor<8x15x256xf32>
    %454 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_81, %expanded_82 : tensor<8x15x256xf32>, tensor<8x15x1xf32>) outs(%453 : tensor<8x15x256xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.subf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x15x256xf32>
    %455 = tensor.empty() : tensor<8x15x256xf32>
    %456 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%454 : tensor<8x15x256xf32>) outs(%455 : tensor<8x15x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = math.exp %in : f32
      linalg.yield %1781 : f32
    } -> tensor<8x15x256xf32>
    %457 = tensor.empty() : tensor<8x15x1xf32>
    %458 = tensor.empty() : tensor<8x15x1xf32>
    %459 = linalg.fill ins(%cst_0 : f32) outs(%458 : tensor<8x15x1xf32>) -> tensor<8x15x1xf32>
    %460 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%456 : tensor<8x15x256xf32>) outs(%459 : tensor<8x15x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.addf %in, %out : f32
      linalg.yield %1781 : f32
    } -> tensor<8x15x1xf32>
    %461 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%460 : tensor<8x15x1xf32>) outs(%457 : tensor<8x15x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = math.log %in : f32
      linalg.yield %1781 : f32
    } -> tensor<8x15x1xf32>
    %462 = tensor.empty() : tensor<8x15x256xf32>
    %463 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%454, %461 : tensor<8x15x256xf32>, tensor<8x15x1xf32>) outs(%462 : tensor<8x15x256xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.subf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x15x256xf32>
    %extracted_slice_83 = tensor.extract_slice %arg0[0, 1] [8, 15] [1, 1] : tensor<8x16xi64> to tensor<8x15xi64>
    %expanded_84 = tensor.expand_shape %extracted_slice_83 [[0], [1, 2]] output_shape [8, 15, 1] : tensor<8x15xi64> into tensor<8x15x1xi64>
    %464 = tensor.empty() : tensor<256xi64>
    %465 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%464 : tensor<256xi64>) {
    ^bb0(%out: i64):
      %1781 = linalg.index 0 : index
      %1782 = arith.index_cast %1781 : index to i64
      linalg.yield %1782 : i64
    } -> tensor<256xi64>
    %466 = tensor.empty() : tensor<8x15x256xi1>
    %467 = linalg.generic {indexing_maps = [#map12, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_84, %465 : tensor<8x15x1xi64>, tensor<256xi64>) outs(%466 : tensor<8x15x256xi1>) {
    ^bb0(%in: i64, %in_170: i64, %out: i1):
      %1781 = arith.cmpi eq, %in, %in_170 : i64
      linalg.yield %1781 : i1
    } -> tensor<8x15x256xi1>
    %468 = tensor.empty() : tensor<8x15x256xf32>
    %469 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%467 : tensor<8x15x256xi1>) outs(%468 : tensor<8x15x256xf32>) {
    ^bb0(%in: i1, %out: f32):
      %1781 = arith.uitofp %in : i1 to f32
      linalg.yield %1781 : f32
    } -> tensor<8x15x256xf32>
    %470 = tensor.empty() : tensor<8x15x256xf32>
    %471 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%463, %469 : tensor<8x15x256xf32>, tensor<8x15x256xf32>) outs(%470 : tensor<8x15x256xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x15x256xf32>
    %472 = tensor.empty() : tensor<8x15xf32>
    %473 = linalg.fill ins(%cst_0 : f32) outs(%472 : tensor<8x15xf32>) -> tensor<8x15xf32>
    %474 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%471 : tensor<8x15x256xf32>) outs(%473 : tensor<8x15xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.addf %in, %out : f32
      linalg.yield %1781 : f32
    } -> tensor<8x15xf32>
    %475 = tensor.empty() : tensor<f32>
    %476 = tensor.empty() : tensor<f32>
    %477 = linalg.fill ins(%cst_0 : f32) outs(%476 : tensor<f32>) -> tensor<f32>
    %478 = linalg.generic {indexing_maps = [#map2, #map16], iterator_types = ["reduction", "reduction"]} ins(%474 : tensor<8x15xf32>) outs(%477 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.addf %in, %out : f32
      linalg.yield %1781 : f32
    } -> tensor<f32>
    %479 = tensor.empty() : tensor<f32>
    %480 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%478 : tensor<f32>) outs(%479 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.divf %in, %cst_25 : f32
      linalg.yield %1781 : f32
    } -> tensor<f32>
    %481 = tensor.empty() : tensor<f32>
    %482 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%480 : tensor<f32>) outs(%481 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.negf %in : f32
      linalg.yield %1781 : f32
    } -> tensor<f32>
    %483 = tensor.empty() : tensor<f32>
    %484 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%cst_5 : tensor<f32>) outs(%483 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.negf %in : f32
      linalg.yield %1781 : f32
    } -> tensor<f32>
    %485 = tensor.empty() : tensor<8x15xf32>
    %486 = linalg.generic {indexing_maps = [#map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%484 : tensor<f32>) outs(%485 : tensor<8x15xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x15xf32>
    %487 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%486 : tensor<8x15xf32>) outs(%448 : tensor<8x15xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.divf %in, %cst_25 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x15xf32>
    %488 = tensor.empty() : tensor<8x15x256xf32>
    %489 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%487 : tensor<8x15xf32>) outs(%488 : tensor<8x15x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x15x256xf32>
    %490 = tensor.empty() : tensor<8x15x256xf32>
    %491 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%489, %469 : tensor<8x15x256xf32>, tensor<8x15x256xf32>) outs(%490 : tensor<8x15x256xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x15x256xf32>
    %492 = tensor.empty() : tensor<8x15x256xf32>
    %493 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%463 : tensor<8x15x256xf32>) outs(%492 : tensor<8x15x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = math.exp %in : f32
      linalg.yield %1781 : f32
    } -> tensor<8x15x256xf32>
    %494 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%491 : tensor<8x15x256xf32>) outs(%459 : tensor<8x15x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.addf %in, %out : f32
      linalg.yield %1781 : f32
    } -> tensor<8x15x1xf32>
    %495 = tensor.empty() : tensor<8x15x256xf32>
    %496 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%493, %494 : tensor<8x15x256xf32>, tensor<8x15x1xf32>) outs(%495 : tensor<8x15x256xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x15x256xf32>
    %497 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%491, %496 : tensor<8x15x256xf32>, tensor<8x15x256xf32>) outs(%452 : tensor<8x15x256xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.subf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x15x256xf32>
    %inserted_slice = tensor.insert_slice %497 into %cst_4[0, 0, 0] [8, 15, 256] [1, 1, 1] : tensor<8x15x256xf32> into tensor<8x16x256xf32>
    %498 = tensor.empty() : tensor<8x16x256xbf16>
    %499 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%inserted_slice : tensor<8x16x256xf32>) outs(%498 : tensor<8x16x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x256xbf16>
    %collapsed_85 = tensor.collapse_shape %499 [[0, 1], [2]] : tensor<8x16x256xbf16> into tensor<128x256xbf16>
    %500 = tensor.empty() : tensor<256x128xbf16>
    %501 = tensor.empty() : tensor<256x128xbf16>
    %transposed_86 = linalg.transpose ins(%collapsed_85 : tensor<128x256xbf16>) outs(%501 : tensor<256x128xbf16>) permutation = [1, 0] 
    %502 = tensor.empty() : tensor<256x64xf32>
    %503 = linalg.fill ins(%cst_0 : f32) outs(%502 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %504 = linalg.matmul ins(%transposed_86, %collapsed_79 : tensor<256x128xbf16>, tensor<128x64xbf16>) outs(%503 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %505 = tensor.empty() : tensor<256x64xbf16>
    %506 = tensor.empty() : tensor<256x64xbf16>
    %507 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%504 : tensor<256x64xf32>) outs(%506 : tensor<256x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<256x64xbf16>
    %508 = linalg.matmul ins(%collapsed_85, %arg1 : tensor<128x256xbf16>, tensor<256x64xbf16>) outs(%136 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %509 = tensor.empty() : tensor<128x64xbf16>
    %510 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%508 : tensor<128x64xf32>) outs(%509 : tensor<128x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<128x64xbf16>
    %expanded_87 = tensor.expand_shape %510 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xbf16> into tensor<8x16x64xbf16>
    %511 = tensor.empty() : tensor<8x16x64xf32>
    %512 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_87 : tensor<8x16x64xbf16>) outs(%511 : tensor<8x16x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x64xf32>
    %513 = tensor.empty() : tensor<64xf32>
    %514 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg27 : tensor<64xbf16>) outs(%513 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %515 = tensor.empty() : tensor<8x16x64xf32>
    %516 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%405, %435 : tensor<8x16x64xf32>, tensor<8x16x1xbf16>) outs(%515 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: bf16, %out: f32):
      %1781 = arith.extf %in_170 : bf16 to f32
      %1782 = arith.subf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<8x16x64xf32>
    %517 = tensor.empty() : tensor<8x16x64xf32>
    %518 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%516, %437 : tensor<8x16x64xf32>, tensor<8x16x1xbf16>) outs(%517 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: bf16, %out: f32):
      %1781 = arith.extf %in_170 : bf16 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<8x16x64xf32>
    %519 = tensor.empty() : tensor<8x16x64xf32>
    %520 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%512, %514 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%519 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x64xf32>
    %521 = tensor.empty() : tensor<8x16x64xf32>
    %522 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%520 : tensor<8x16x64xf32>) outs(%521 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.mulf %in, %cst_21 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x64xf32>
    %523 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%520 : tensor<8x16x64xf32>) outs(%46 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.addf %in, %out : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x1xf32>
    %524 = tensor.empty() : tensor<8x16x64xf32>
    %525 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%520, %518 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%524 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x64xf32>
    %526 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%525 : tensor<8x16x64xf32>) outs(%46 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.addf %in, %out : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x1xf32>
    %527 = tensor.empty() : tensor<8x16x64xf32>
    %528 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%518, %526 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%527 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x64xf32>
    %529 = tensor.empty() : tensor<8x16x64xf32>
    %530 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%522, %523 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%529 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.subf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x64xf32>
    %531 = tensor.empty() : tensor<8x16x64xf32>
    %532 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%530, %528 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%531 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.subf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x64xf32>
    %533 = tensor.empty() : tensor<8x16x1xbf16>
    %534 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%437 : tensor<8x16x1xbf16>) outs(%533 : tensor<8x16x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1781 = arith.divf %in, %cst_26 : bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x1xbf16>
    %535 = tensor.empty() : tensor<8x16x64xf32>
    %536 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%534, %532 : tensor<8x16x1xbf16>, tensor<8x16x64xf32>) outs(%535 : tensor<8x16x64xf32>) {
    ^bb0(%in: bf16, %in_170: f32, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      %1782 = arith.mulf %1781, %in_170 : f32
      linalg.yield %1782 : f32
    } -> tensor<8x16x64xf32>
    %537 = tensor.empty() : tensor<8x16x64xf32>
    %538 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%512, %518 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%537 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x64xf32>
    %539 = tensor.empty() : tensor<64xf32>
    %540 = linalg.fill ins(%cst_0 : f32) outs(%539 : tensor<64xf32>) -> tensor<64xf32>
    %541 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%538 : tensor<8x16x64xf32>) outs(%540 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.addf %in, %out : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %542 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%512 : tensor<8x16x64xf32>) outs(%540 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.addf %in, %out : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %543 = tensor.empty() : tensor<8x16x64xbf16>
    %544 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%536 : tensor<8x16x64xf32>) outs(%543 : tensor<8x16x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x64xbf16>
    %545 = tensor.empty() : tensor<64xbf16>
    %546 = tensor.empty() : tensor<64xbf16>
    %547 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%541 : tensor<64xf32>) outs(%546 : tensor<64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<64xbf16>
    %548 = tensor.empty() : tensor<64xbf16>
    %549 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%542 : tensor<64xf32>) outs(%548 : tensor<64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<64xbf16>
    %collapsed_88 = tensor.collapse_shape %544 [[0, 1], [2]] : tensor<8x16x64xbf16> into tensor<128x64xbf16>
    %550 = tensor.empty() : tensor<64x256xbf16>
    %transposed_89 = linalg.transpose ins(%arg25 : tensor<256x64xbf16>) outs(%550 : tensor<64x256xbf16>) permutation = [1, 0] 
    %551 = linalg.matmul ins(%collapsed_88, %transposed_89 : tensor<128x64xbf16>, tensor<64x256xbf16>) outs(%194 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %552 = tensor.empty() : tensor<128x256xbf16>
    %553 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%551 : tensor<128x256xf32>) outs(%552 : tensor<128x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<128x256xbf16>
    %554 = tensor.empty() : tensor<256x128xbf16>
    %transposed_90 = linalg.transpose ins(%collapsed_76 : tensor<128x256xbf16>) outs(%554 : tensor<256x128xbf16>) permutation = [1, 0] 
    %555 = linalg.matmul ins(%transposed_90, %collapsed_88 : tensor<256x128xbf16>, tensor<128x64xbf16>) outs(%503 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %556 = tensor.empty() : tensor<256x64xbf16>
    %557 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%555 : tensor<256x64xf32>) outs(%556 : tensor<256x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<256x64xbf16>
    %558 = tensor.empty() : tensor<1x64xbf16>
    %559 = linalg.fill ins(%cst_1 : bf16) outs(%558 : tensor<1x64xbf16>) -> tensor<1x64xbf16>
    %560 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_88 : tensor<128x64xbf16>) outs(%559 : tensor<1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1781 = arith.addf %in, %out : bf16
      linalg.yield %1781 : bf16
    } -> tensor<1x64xbf16>
    %collapsed_91 = tensor.collapse_shape %560 [[0, 1]] : tensor<1x64xbf16> into tensor<64xbf16>
    %expanded_92 = tensor.expand_shape %553 [[0, 1], [2]] output_shape [8, 16, 256] : tensor<128x256xbf16> into tensor<8x16x256xbf16>
    %561 = tensor.empty() : tensor<8x16x256xbf16>
    %562 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_92, %376 : tensor<8x16x256xbf16>, tensor<8x16x256xbf16>) outs(%561 : tensor<8x16x256xbf16>) {
    ^bb0(%in: bf16, %in_170: bf16, %out: bf16):
      %1781 = arith.mulf %in, %in_170 : bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x256xbf16>
    %563 = tensor.empty() : tensor<8x16x256xbf16>
    %564 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_92, %388 : tensor<8x16x256xbf16>, tensor<8x16x256xbf16>) outs(%563 : tensor<8x16x256xbf16>) {
    ^bb0(%in: bf16, %in_170: bf16, %out: bf16):
      %1781 = arith.mulf %in, %in_170 : bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x256xbf16>
    %565 = tensor.empty() : tensor<8x16x256xf32>
    %566 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%562 : tensor<8x16x256xbf16>) outs(%565 : tensor<8x16x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x256xf32>
    %567 = tensor.empty() : tensor<8x16x256xf32>
    %568 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%386 : tensor<8x16x256xbf16>) outs(%567 : tensor<8x16x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x256xf32>
    %569 = tensor.empty() : tensor<8x16x256xf32>
    %570 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%568, %568 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%569 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x256xf32>
    %571 = tensor.empty() : tensor<8x16x256xf32>
    %572 = linalg.generic {indexing_maps = [#map19, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_28, %570 : tensor<i64>, tensor<8x16x256xf32>) outs(%571 : tensor<8x16x256xf32>) {
    ^bb0(%in: i64, %in_170: f32, %out: f32):
      %1781 = arith.sitofp %in : i64 to f32
      %1782 = arith.subf %1781, %in_170 : f32
      linalg.yield %1782 : f32
    } -> tensor<8x16x256xf32>
    %573 = tensor.empty() : tensor<8x16x256xf32>
    %574 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%566, %572 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%573 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x256xf32>
    %575 = tensor.empty() : tensor<8x16x256xbf16>
    %576 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%574 : tensor<8x16x256xf32>) outs(%575 : tensor<8x16x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x256xbf16>
    %577 = tensor.empty() : tensor<8x16x256xbf16>
    %578 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%576 : tensor<8x16x256xbf16>) outs(%577 : tensor<8x16x256xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1781 = arith.truncf %cst_17 : f64 to bf16
      %1782 = arith.mulf %in, %1781 : bf16
      linalg.yield %1782 : bf16
    } -> tensor<8x16x256xbf16>
    %579 = tensor.empty() : tensor<8x16x256xbf16>
    %580 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%578 : tensor<8x16x256xbf16>) outs(%579 : tensor<8x16x256xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1781 = arith.truncf %cst_18 : f64 to bf16
      %1782 = arith.mulf %in, %1781 : bf16
      linalg.yield %1782 : bf16
    } -> tensor<8x16x256xbf16>
    %581 = tensor.empty() : tensor<8x16x256xbf16>
    %582 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_75 : tensor<8x16x256xbf16>) outs(%581 : tensor<8x16x256xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1781 = math.fpowi %in, %c2_i64 : bf16, i64
      linalg.yield %1781 : bf16
    } -> tensor<8x16x256xbf16>
    %583 = tensor.empty() : tensor<8x16x256xbf16>
    %584 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%582 : tensor<8x16x256xbf16>) outs(%583 : tensor<8x16x256xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1781 = arith.mulf %in, %cst_27 : bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x256xbf16>
    %585 = tensor.empty() : tensor<8x16x256xbf16>
    %586 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%580, %584 : tensor<8x16x256xbf16>, tensor<8x16x256xbf16>) outs(%585 : tensor<8x16x256xbf16>) {
    ^bb0(%in: bf16, %in_170: bf16, %out: bf16):
      %1781 = arith.mulf %in, %in_170 : bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x256xbf16>
    %587 = tensor.empty() : tensor<8x16x256xbf16>
    %588 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%578, %586 : tensor<8x16x256xbf16>, tensor<8x16x256xbf16>) outs(%587 : tensor<8x16x256xbf16>) {
    ^bb0(%in: bf16, %in_170: bf16, %out: bf16):
      %1781 = arith.addf %in, %in_170 : bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x256xbf16>
    %589 = tensor.empty() : tensor<8x16x256xbf16>
    %590 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%564 : tensor<8x16x256xbf16>) outs(%589 : tensor<8x16x256xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1781 = arith.mulf %in, %cst_23 : bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x256xbf16>
    %591 = tensor.empty() : tensor<8x16x256xbf16>
    %592 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%588, %590 : tensor<8x16x256xbf16>, tensor<8x16x256xbf16>) outs(%591 : tensor<8x16x256xbf16>) {
    ^bb0(%in: bf16, %in_170: bf16, %out: bf16):
      %1781 = arith.addf %in, %in_170 : bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x256xbf16>
    %collapsed_93 = tensor.collapse_shape %592 [[0, 1], [2]] : tensor<8x16x256xbf16> into tensor<128x256xbf16>
    %593 = tensor.empty() : tensor<256x64xbf16>
    %transposed_94 = linalg.transpose ins(%arg23 : tensor<64x256xbf16>) outs(%593 : tensor<256x64xbf16>) permutation = [1, 0] 
    %594 = linalg.matmul ins(%collapsed_93, %transposed_94 : tensor<128x256xbf16>, tensor<256x64xbf16>) outs(%136 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %595 = tensor.empty() : tensor<128x64xbf16>
    %596 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%594 : tensor<128x64xf32>) outs(%595 : tensor<128x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<128x64xbf16>
    %597 = tensor.empty() : tensor<64x128xbf16>
    %598 = tensor.empty() : tensor<64x128xbf16>
    %transposed_95 = linalg.transpose ins(%collapsed_74 : tensor<128x64xbf16>) outs(%598 : tensor<64x128xbf16>) permutation = [1, 0] 
    %599 = tensor.empty() : tensor<64x256xf32>
    %600 = linalg.fill ins(%cst_0 : f32) outs(%599 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %601 = linalg.matmul ins(%transposed_95, %collapsed_93 : tensor<64x128xbf16>, tensor<128x256xbf16>) outs(%600 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %602 = tensor.empty() : tensor<64x256xbf16>
    %603 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%601 : tensor<64x256xf32>) outs(%602 : tensor<64x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<64x256xbf16>
    %604 = tensor.empty() : tensor<1x256xbf16>
    %605 = linalg.fill ins(%cst_1 : bf16) outs(%604 : tensor<1x256xbf16>) -> tensor<1x256xbf16>
    %606 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_93 : tensor<128x256xbf16>) outs(%605 : tensor<1x256xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1781 = arith.addf %in, %out : bf16
      linalg.yield %1781 : bf16
    } -> tensor<1x256xbf16>
    %collapsed_96 = tensor.collapse_shape %606 [[0, 1]] : tensor<1x256xbf16> into tensor<256xbf16>
    %expanded_97 = tensor.expand_shape %596 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xbf16> into tensor<8x16x64xbf16>
    %607 = tensor.empty() : tensor<8x16x64xf32>
    %608 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_97 : tensor<8x16x64xbf16>) outs(%607 : tensor<8x16x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x64xf32>
    %609 = tensor.empty() : tensor<64xf32>
    %610 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg21 : tensor<64xbf16>) outs(%609 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %611 = tensor.empty() : tensor<8x16x64xf32>
    %612 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%326, %359 : tensor<8x16x64xf32>, tensor<8x16x1xbf16>) outs(%611 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: bf16, %out: f32):
      %1781 = arith.extf %in_170 : bf16 to f32
      %1782 = arith.subf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<8x16x64xf32>
    %613 = tensor.empty() : tensor<8x16x64xf32>
    %614 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%612, %361 : tensor<8x16x64xf32>, tensor<8x16x1xbf16>) outs(%613 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: bf16, %out: f32):
      %1781 = arith.extf %in_170 : bf16 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<8x16x64xf32>
    %615 = tensor.empty() : tensor<8x16x64xf32>
    %616 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%608, %610 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%615 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x64xf32>
    %617 = tensor.empty() : tensor<8x16x64xf32>
    %618 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%616 : tensor<8x16x64xf32>) outs(%617 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.mulf %in, %cst_21 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x64xf32>
    %619 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%616 : tensor<8x16x64xf32>) outs(%46 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.addf %in, %out : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x1xf32>
    %620 = tensor.empty() : tensor<8x16x64xf32>
    %621 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%616, %614 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%620 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x64xf32>
    %622 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%621 : tensor<8x16x64xf32>) outs(%46 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.addf %in, %out : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x1xf32>
    %623 = tensor.empty() : tensor<8x16x64xf32>
    %624 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%614, %622 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%623 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x64xf32>
    %625 = tensor.empty() : tensor<8x16x64xf32>
    %626 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%618, %619 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%625 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.subf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x64xf32>
    %627 = tensor.empty() : tensor<8x16x64xf32>
    %628 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%626, %624 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%627 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.subf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x64xf32>
    %629 = tensor.empty() : tensor<8x16x1xbf16>
    %630 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%361 : tensor<8x16x1xbf16>) outs(%629 : tensor<8x16x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1781 = arith.divf %in, %cst_26 : bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x1xbf16>
    %631 = tensor.empty() : tensor<8x16x64xf32>
    %632 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%630, %628 : tensor<8x16x1xbf16>, tensor<8x16x64xf32>) outs(%631 : tensor<8x16x64xf32>) {
    ^bb0(%in: bf16, %in_170: f32, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      %1782 = arith.mulf %1781, %in_170 : f32
      linalg.yield %1782 : f32
    } -> tensor<8x16x64xf32>
    %633 = tensor.empty() : tensor<8x16x64xf32>
    %634 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%608, %614 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%633 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x64xf32>
    %635 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%634 : tensor<8x16x64xf32>) outs(%540 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.addf %in, %out : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %636 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%608 : tensor<8x16x64xf32>) outs(%540 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.addf %in, %out : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %637 = tensor.empty() : tensor<8x16x64xbf16>
    %638 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%632 : tensor<8x16x64xf32>) outs(%637 : tensor<8x16x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x64xbf16>
    %639 = tensor.empty() : tensor<64xbf16>
    %640 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%635 : tensor<64xf32>) outs(%639 : tensor<64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<64xbf16>
    %641 = tensor.empty() : tensor<64xbf16>
    %642 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%636 : tensor<64xf32>) outs(%641 : tensor<64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<64xbf16>
    %643 = tensor.empty() : tensor<8x16x64xbf16>
    %644 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%544, %638 : tensor<8x16x64xbf16>, tensor<8x16x64xbf16>) outs(%643 : tensor<8x16x64xbf16>) {
    ^bb0(%in: bf16, %in_170: bf16, %out: bf16):
      %1781 = arith.addf %in, %in_170 : bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x64xbf16>
    %collapsed_98 = tensor.collapse_shape %644 [[0, 1], [2]] : tensor<8x16x64xbf16> into tensor<128x64xbf16>
    %645 = tensor.empty() : tensor<64x64xbf16>
    %646 = tensor.empty() : tensor<64x64xbf16>
    %transposed_99 = linalg.transpose ins(%arg19 : tensor<64x64xbf16>) outs(%646 : tensor<64x64xbf16>) permutation = [1, 0] 
    %647 = linalg.matmul ins(%collapsed_98, %transposed_99 : tensor<128x64xbf16>, tensor<64x64xbf16>) outs(%136 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %648 = tensor.empty() : tensor<128x64xbf16>
    %649 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%647 : tensor<128x64xf32>) outs(%648 : tensor<128x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<128x64xbf16>
    %650 = tensor.empty() : tensor<64x128xbf16>
    %transposed_100 = linalg.transpose ins(%collapsed_72 : tensor<128x64xbf16>) outs(%650 : tensor<64x128xbf16>) permutation = [1, 0] 
    %651 = tensor.empty() : tensor<64x64xf32>
    %652 = linalg.fill ins(%cst_0 : f32) outs(%651 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %653 = linalg.matmul ins(%transposed_100, %collapsed_98 : tensor<64x128xbf16>, tensor<128x64xbf16>) outs(%652 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %654 = tensor.empty() : tensor<64x64xbf16>
    %655 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%653 : tensor<64x64xf32>) outs(%654 : tensor<64x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<64x64xbf16>
    %656 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_98 : tensor<128x64xbf16>) outs(%559 : tensor<1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1781 = arith.addf %in, %out : bf16
      linalg.yield %1781 : bf16
    } -> tensor<1x64xbf16>
    %collapsed_101 = tensor.collapse_shape %656 [[0, 1]] : tensor<1x64xbf16> into tensor<64xbf16>
    %expanded_102 = tensor.expand_shape %649 [[0, 1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<128x64xbf16> into tensor<8x16x4x16xbf16>
    %657 = tensor.empty() : tensor<8x4x16x16xbf16>
    %transposed_103 = linalg.transpose ins(%expanded_102 : tensor<8x16x4x16xbf16>) outs(%657 : tensor<8x4x16x16xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_104 = tensor.collapse_shape %transposed_103 [[0, 1], [2], [3]] : tensor<8x4x16x16xbf16> into tensor<32x16x16xbf16>
    %658 = tensor.empty() : tensor<32x16x16xbf16>
    %transposed_105 = linalg.transpose ins(%collapsed_68 : tensor<32x16x16xbf16>) outs(%658 : tensor<32x16x16xbf16>) permutation = [0, 2, 1] 
    %659 = linalg.batch_matmul ins(%transposed_105, %collapsed_104 : tensor<32x16x16xbf16>, tensor<32x16x16xbf16>) outs(%94 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %660 = tensor.empty() : tensor<32x16x16xbf16>
    %661 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%659 : tensor<32x16x16xf32>) outs(%660 : tensor<32x16x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<32x16x16xbf16>
    %662 = tensor.empty() : tensor<32x16x16xbf16>
    %transposed_106 = linalg.transpose ins(%collapsed_69 : tensor<32x16x16xbf16>) outs(%662 : tensor<32x16x16xbf16>) permutation = [0, 2, 1] 
    %663 = linalg.batch_matmul ins(%collapsed_104, %transposed_106 : tensor<32x16x16xbf16>, tensor<32x16x16xbf16>) outs(%94 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %664 = tensor.empty() : tensor<32x16x16xbf16>
    %665 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%663 : tensor<32x16x16xf32>) outs(%664 : tensor<32x16x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<32x16x16xbf16>
    %expanded_107 = tensor.expand_shape %661 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xbf16> into tensor<8x4x16x16xbf16>
    %expanded_108 = tensor.expand_shape %665 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xbf16> into tensor<8x4x16x16xbf16>
    %666 = tensor.empty() : tensor<8x4x16x16xf32>
    %667 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_108 : tensor<8x4x16x16xbf16>) outs(%666 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<8x4x16x16xf32>
    %668 = tensor.empty() : tensor<8x4x16x16xf32>
    %669 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%305 : tensor<8x4x16x16xbf16>) outs(%668 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<8x4x16x16xf32>
    %670 = tensor.empty() : tensor<8x4x16x16xf32>
    %671 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%667, %669 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%670 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x4x16x16xf32>
    %672 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%671 : tensor<8x4x16x16xf32>) outs(%116 : tensor<8x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.addf %in, %out : f32
      linalg.yield %1781 : f32
    } -> tensor<8x4x16x1xf32>
    %673 = tensor.empty() : tensor<8x4x16x16xf32>
    %674 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%669, %672 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%673 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x4x16x16xf32>
    %675 = tensor.empty() : tensor<8x4x16x16xf32>
    %676 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%671, %674 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%675 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.subf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x4x16x16xf32>
    %677 = tensor.empty() : tensor<8x4x16x16xbf16>
    %678 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%676 : tensor<8x4x16x16xf32>) outs(%677 : tensor<8x4x16x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x4x16x16xbf16>
    %679 = tensor.empty() : tensor<8x4x16x16xbf16>
    %680 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%678 : tensor<8x4x16x16xbf16>) outs(%679 : tensor<8x4x16x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1781 = arith.mulf %in, %cst_22 : bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x4x16x16xbf16>
    %collapsed_109 = tensor.collapse_shape %680 [[0, 1], [2], [3]] : tensor<8x4x16x16xbf16> into tensor<32x16x16xbf16>
    %681 = tensor.empty() : tensor<32x16x16xbf16>
    %transposed_110 = linalg.transpose ins(%collapsed_64 : tensor<32x16x16xbf16>) outs(%681 : tensor<32x16x16xbf16>) permutation = [0, 2, 1] 
    %682 = linalg.batch_matmul ins(%transposed_110, %collapsed_109 : tensor<32x16x16xbf16>, tensor<32x16x16xbf16>) outs(%94 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %683 = tensor.empty() : tensor<32x16x16xbf16>
    %684 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%682 : tensor<32x16x16xf32>) outs(%683 : tensor<32x16x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<32x16x16xbf16>
    %685 = tensor.empty() : tensor<32x16x16xbf16>
    %transposed_111 = linalg.transpose ins(%collapsed_65 : tensor<32x16x16xbf16>) outs(%685 : tensor<32x16x16xbf16>) permutation = [0, 2, 1] 
    %686 = linalg.batch_matmul ins(%collapsed_109, %transposed_111 : tensor<32x16x16xbf16>, tensor<32x16x16xbf16>) outs(%94 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %687 = tensor.empty() : tensor<32x16x16xbf16>
    %688 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%686 : tensor<32x16x16xf32>) outs(%687 : tensor<32x16x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<32x16x16xbf16>
    %expanded_112 = tensor.expand_shape %684 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xbf16> into tensor<8x4x16x16xbf16>
    %expanded_113 = tensor.expand_shape %688 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xbf16> into tensor<8x4x16x16xbf16>
    %689 = tensor.empty() : tensor<8x16x4x16xbf16>
    %transposed_114 = linalg.transpose ins(%expanded_113 : tensor<8x4x16x16xbf16>) outs(%689 : tensor<8x16x4x16xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_115 = tensor.collapse_shape %transposed_114 [[0], [1], [2, 3]] : tensor<8x16x4x16xbf16> into tensor<8x16x64xbf16>
    %690 = tensor.empty() : tensor<8x16x4x16xbf16>
    %transposed_116 = linalg.transpose ins(%expanded_107 : tensor<8x4x16x16xbf16>) outs(%690 : tensor<8x16x4x16xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_117 = tensor.collapse_shape %transposed_116 [[0], [1], [2, 3]] : tensor<8x16x4x16xbf16> into tensor<8x16x64xbf16>
    %691 = tensor.empty() : tensor<8x16x4x16xbf16>
    %transposed_118 = linalg.transpose ins(%expanded_112 : tensor<8x4x16x16xbf16>) outs(%691 : tensor<8x16x4x16xbf16>) permutation = [0, 3, 1, 2] 
    %collapsed_119 = tensor.collapse_shape %transposed_118 [[0], [1], [2, 3]] : tensor<8x16x4x16xbf16> into tensor<8x16x64xbf16>
    %concat = tensor.concat dim(2) %collapsed_115, %collapsed_119, %collapsed_117 : (tensor<8x16x64xbf16>, tensor<8x16x64xbf16>, tensor<8x16x64xbf16>) -> tensor<8x16x192xbf16>
    %collapsed_120 = tensor.collapse_shape %concat [[0, 1], [2]] : tensor<8x16x192xbf16> into tensor<128x192xbf16>
    %692 = tensor.empty() : tensor<192x64xbf16>
    %693 = tensor.empty() : tensor<192x64xbf16>
    %transposed_121 = linalg.transpose ins(%arg17 : tensor<64x192xbf16>) outs(%693 : tensor<192x64xbf16>) permutation = [1, 0] 
    %694 = linalg.matmul ins(%collapsed_120, %transposed_121 : tensor<128x192xbf16>, tensor<192x64xbf16>) outs(%136 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %695 = tensor.empty() : tensor<128x64xbf16>
    %696 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%694 : tensor<128x64xf32>) outs(%695 : tensor<128x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<128x64xbf16>
    %697 = tensor.empty() : tensor<64x128xbf16>
    %transposed_122 = linalg.transpose ins(%collapsed_53 : tensor<128x64xbf16>) outs(%697 : tensor<64x128xbf16>) permutation = [1, 0] 
    %698 = tensor.empty() : tensor<64x192xf32>
    %699 = linalg.fill ins(%cst_0 : f32) outs(%698 : tensor<64x192xf32>) -> tensor<64x192xf32>
    %700 = linalg.matmul ins(%transposed_122, %collapsed_120 : tensor<64x128xbf16>, tensor<128x192xbf16>) outs(%699 : tensor<64x192xf32>) -> tensor<64x192xf32>
    %701 = tensor.empty() : tensor<64x192xbf16>
    %702 = tensor.empty() : tensor<64x192xbf16>
    %703 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%700 : tensor<64x192xf32>) outs(%702 : tensor<64x192xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<64x192xbf16>
    %704 = tensor.empty() : tensor<1x192xbf16>
    %705 = linalg.fill ins(%cst_1 : bf16) outs(%704 : tensor<1x192xbf16>) -> tensor<1x192xbf16>
    %706 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_120 : tensor<128x192xbf16>) outs(%705 : tensor<1x192xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1781 = arith.addf %in, %out : bf16
      linalg.yield %1781 : bf16
    } -> tensor<1x192xbf16>
    %collapsed_123 = tensor.collapse_shape %706 [[0, 1]] : tensor<1x192xbf16> into tensor<192xbf16>
    %expanded_124 = tensor.expand_shape %696 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xbf16> into tensor<8x16x64xbf16>
    %707 = tensor.empty() : tensor<8x16x64xf32>
    %708 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_124 : tensor<8x16x64xbf16>) outs(%707 : tensor<8x16x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x64xf32>
    %709 = tensor.empty() : tensor<64xf32>
    %710 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg15 : tensor<64xbf16>) outs(%709 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %711 = tensor.empty() : tensor<8x16x64xf32>
    %712 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237, %270 : tensor<8x16x64xf32>, tensor<8x16x1xbf16>) outs(%711 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: bf16, %out: f32):
      %1781 = arith.extf %in_170 : bf16 to f32
      %1782 = arith.subf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<8x16x64xf32>
    %713 = tensor.empty() : tensor<8x16x64xf32>
    %714 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%712, %272 : tensor<8x16x64xf32>, tensor<8x16x1xbf16>) outs(%713 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: bf16, %out: f32):
      %1781 = arith.extf %in_170 : bf16 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<8x16x64xf32>
    %715 = tensor.empty() : tensor<8x16x64xf32>
    %716 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%708, %710 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%715 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x64xf32>
    %717 = tensor.empty() : tensor<8x16x64xf32>
    %718 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%716 : tensor<8x16x64xf32>) outs(%717 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.mulf %in, %cst_21 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x64xf32>
    %719 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%716 : tensor<8x16x64xf32>) outs(%46 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.addf %in, %out : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x1xf32>
    %720 = tensor.empty() : tensor<8x16x64xf32>
    %721 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%716, %714 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%720 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x64xf32>
    %722 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%721 : tensor<8x16x64xf32>) outs(%46 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.addf %in, %out : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x1xf32>
    %723 = tensor.empty() : tensor<8x16x64xf32>
    %724 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%714, %722 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%723 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x64xf32>
    %725 = tensor.empty() : tensor<8x16x64xf32>
    %726 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%718, %719 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%725 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.subf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x64xf32>
    %727 = tensor.empty() : tensor<8x16x64xf32>
    %728 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%726, %724 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%727 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.subf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x64xf32>
    %729 = tensor.empty() : tensor<8x16x1xbf16>
    %730 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%272 : tensor<8x16x1xbf16>) outs(%729 : tensor<8x16x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1781 = arith.divf %in, %cst_26 : bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x1xbf16>
    %731 = tensor.empty() : tensor<8x16x64xf32>
    %732 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%730, %728 : tensor<8x16x1xbf16>, tensor<8x16x64xf32>) outs(%731 : tensor<8x16x64xf32>) {
    ^bb0(%in: bf16, %in_170: f32, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      %1782 = arith.mulf %1781, %in_170 : f32
      linalg.yield %1782 : f32
    } -> tensor<8x16x64xf32>
    %733 = tensor.empty() : tensor<8x16x64xf32>
    %734 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%708, %714 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%733 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x64xf32>
    %735 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%734 : tensor<8x16x64xf32>) outs(%540 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.addf %in, %out : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %736 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%708 : tensor<8x16x64xf32>) outs(%540 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.addf %in, %out : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %737 = tensor.empty() : tensor<8x16x64xbf16>
    %738 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%732 : tensor<8x16x64xf32>) outs(%737 : tensor<8x16x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x64xbf16>
    %739 = tensor.empty() : tensor<64xbf16>
    %740 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%735 : tensor<64xf32>) outs(%739 : tensor<64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<64xbf16>
    %741 = tensor.empty() : tensor<64xbf16>
    %742 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%736 : tensor<64xf32>) outs(%741 : tensor<64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<64xbf16>
    %743 = tensor.empty() : tensor<8x16x64xbf16>
    %744 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%644, %738 : tensor<8x16x64xbf16>, tensor<8x16x64xbf16>) outs(%743 : tensor<8x16x64xbf16>) {
    ^bb0(%in: bf16, %in_170: bf16, %out: bf16):
      %1781 = arith.addf %in, %in_170 : bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x64xbf16>
    %collapsed_125 = tensor.collapse_shape %744 [[0, 1], [2]] : tensor<8x16x64xbf16> into tensor<128x64xbf16>
    %745 = tensor.empty() : tensor<64x256xbf16>
    %transposed_126 = linalg.transpose ins(%arg13 : tensor<256x64xbf16>) outs(%745 : tensor<64x256xbf16>) permutation = [1, 0] 
    %746 = linalg.matmul ins(%collapsed_125, %transposed_126 : tensor<128x64xbf16>, tensor<64x256xbf16>) outs(%194 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %747 = tensor.empty() : tensor<128x256xbf16>
    %748 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%746 : tensor<128x256xf32>) outs(%747 : tensor<128x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<128x256xbf16>
    %749 = tensor.empty() : tensor<256x128xbf16>
    %transposed_127 = linalg.transpose ins(%collapsed_51 : tensor<128x256xbf16>) outs(%749 : tensor<256x128xbf16>) permutation = [1, 0] 
    %750 = linalg.matmul ins(%transposed_127, %collapsed_125 : tensor<256x128xbf16>, tensor<128x64xbf16>) outs(%503 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %751 = tensor.empty() : tensor<256x64xbf16>
    %752 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%750 : tensor<256x64xf32>) outs(%751 : tensor<256x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<256x64xbf16>
    %753 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_125 : tensor<128x64xbf16>) outs(%559 : tensor<1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1781 = arith.addf %in, %out : bf16
      linalg.yield %1781 : bf16
    } -> tensor<1x64xbf16>
    %collapsed_128 = tensor.collapse_shape %753 [[0, 1]] : tensor<1x64xbf16> into tensor<64xbf16>
    %expanded_129 = tensor.expand_shape %748 [[0, 1], [2]] output_shape [8, 16, 256] : tensor<128x256xbf16> into tensor<8x16x256xbf16>
    %754 = tensor.empty() : tensor<8x16x256xbf16>
    %755 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_129, %205 : tensor<8x16x256xbf16>, tensor<8x16x256xbf16>) outs(%754 : tensor<8x16x256xbf16>) {
    ^bb0(%in: bf16, %in_170: bf16, %out: bf16):
      %1781 = arith.mulf %in, %in_170 : bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x256xbf16>
    %756 = tensor.empty() : tensor<8x16x256xbf16>
    %757 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_129, %217 : tensor<8x16x256xbf16>, tensor<8x16x256xbf16>) outs(%756 : tensor<8x16x256xbf16>) {
    ^bb0(%in: bf16, %in_170: bf16, %out: bf16):
      %1781 = arith.mulf %in, %in_170 : bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x256xbf16>
    %758 = tensor.empty() : tensor<8x16x256xf32>
    %759 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%755 : tensor<8x16x256xbf16>) outs(%758 : tensor<8x16x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x256xf32>
    %760 = tensor.empty() : tensor<8x16x256xf32>
    %761 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%215 : tensor<8x16x256xbf16>) outs(%760 : tensor<8x16x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x256xf32>
    %762 = tensor.empty() : tensor<8x16x256xf32>
    %763 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%761, %761 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%762 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x256xf32>
    %764 = tensor.empty() : tensor<8x16x256xf32>
    %765 = linalg.generic {indexing_maps = [#map19, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_28, %763 : tensor<i64>, tensor<8x16x256xf32>) outs(%764 : tensor<8x16x256xf32>) {
    ^bb0(%in: i64, %in_170: f32, %out: f32):
      %1781 = arith.sitofp %in : i64 to f32
      %1782 = arith.subf %1781, %in_170 : f32
      linalg.yield %1782 : f32
    } -> tensor<8x16x256xf32>
    %766 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%759, %765 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%443 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x256xf32>
    %767 = tensor.empty() : tensor<8x16x256xbf16>
    %768 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%766 : tensor<8x16x256xf32>) outs(%767 : tensor<8x16x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x256xbf16>
    %769 = tensor.empty() : tensor<8x16x256xbf16>
    %770 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%768 : tensor<8x16x256xbf16>) outs(%769 : tensor<8x16x256xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1781 = arith.truncf %cst_17 : f64 to bf16
      %1782 = arith.mulf %in, %1781 : bf16
      linalg.yield %1782 : bf16
    } -> tensor<8x16x256xbf16>
    %771 = tensor.empty() : tensor<8x16x256xbf16>
    %772 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%770 : tensor<8x16x256xbf16>) outs(%771 : tensor<8x16x256xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1781 = arith.truncf %cst_18 : f64 to bf16
      %1782 = arith.mulf %in, %1781 : bf16
      linalg.yield %1782 : bf16
    } -> tensor<8x16x256xbf16>
    %773 = tensor.empty() : tensor<8x16x256xbf16>
    %774 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_50 : tensor<8x16x256xbf16>) outs(%773 : tensor<8x16x256xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1781 = math.fpowi %in, %c2_i64 : bf16, i64
      linalg.yield %1781 : bf16
    } -> tensor<8x16x256xbf16>
    %775 = tensor.empty() : tensor<8x16x256xbf16>
    %776 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%774 : tensor<8x16x256xbf16>) outs(%775 : tensor<8x16x256xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1781 = arith.mulf %in, %cst_27 : bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x256xbf16>
    %777 = tensor.empty() : tensor<8x16x256xbf16>
    %778 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%772, %776 : tensor<8x16x256xbf16>, tensor<8x16x256xbf16>) outs(%777 : tensor<8x16x256xbf16>) {
    ^bb0(%in: bf16, %in_170: bf16, %out: bf16):
      %1781 = arith.mulf %in, %in_170 : bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x256xbf16>
    %779 = tensor.empty() : tensor<8x16x256xbf16>
    %780 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%770, %778 : tensor<8x16x256xbf16>, tensor<8x16x256xbf16>) outs(%779 : tensor<8x16x256xbf16>) {
    ^bb0(%in: bf16, %in_170: bf16, %out: bf16):
      %1781 = arith.addf %in, %in_170 : bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x256xbf16>
    %781 = tensor.empty() : tensor<8x16x256xbf16>
    %782 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%757 : tensor<8x16x256xbf16>) outs(%781 : tensor<8x16x256xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1781 = arith.mulf %in, %cst_23 : bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x256xbf16>
    %783 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%780, %782 : tensor<8x16x256xbf16>, tensor<8x16x256xbf16>) outs(%203 : tensor<8x16x256xbf16>) {
    ^bb0(%in: bf16, %in_170: bf16, %out: bf16):
      %1781 = arith.addf %in, %in_170 : bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x256xbf16>
    %collapsed_130 = tensor.collapse_shape %783 [[0, 1], [2]] : tensor<8x16x256xbf16> into tensor<128x256xbf16>
    %784 = tensor.empty() : tensor<256x64xbf16>
    %transposed_131 = linalg.transpose ins(%arg11 : tensor<64x256xbf16>) outs(%784 : tensor<256x64xbf16>) permutation = [1, 0] 
    %785 = linalg.matmul ins(%collapsed_130, %transposed_131 : tensor<128x256xbf16>, tensor<256x64xbf16>) outs(%136 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %786 = tensor.empty() : tensor<128x64xbf16>
    %787 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%785 : tensor<128x64xf32>) outs(%786 : tensor<128x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<128x64xbf16>
    %788 = tensor.empty() : tensor<64x128xbf16>
    %transposed_132 = linalg.transpose ins(%collapsed_49 : tensor<128x64xbf16>) outs(%788 : tensor<64x128xbf16>) permutation = [1, 0] 
    %789 = linalg.matmul ins(%transposed_132, %collapsed_130 : tensor<64x128xbf16>, tensor<128x256xbf16>) outs(%600 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %790 = tensor.empty() : tensor<64x256xbf16>
    %791 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%789 : tensor<64x256xf32>) outs(%790 : tensor<64x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<64x256xbf16>
    %792 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_130 : tensor<128x256xbf16>) outs(%605 : tensor<1x256xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1781 = arith.addf %in, %out : bf16
      linalg.yield %1781 : bf16
    } -> tensor<1x256xbf16>
    %collapsed_133 = tensor.collapse_shape %792 [[0, 1]] : tensor<1x256xbf16> into tensor<256xbf16>
    %expanded_134 = tensor.expand_shape %787 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xbf16> into tensor<8x16x64xbf16>
    %793 = tensor.empty() : tensor<8x16x64xf32>
    %794 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_134 : tensor<8x16x64xbf16>) outs(%793 : tensor<8x16x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x64xf32>
    %795 = tensor.empty() : tensor<64xf32>
    %796 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg9 : tensor<64xbf16>) outs(%795 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %797 = tensor.empty() : tensor<8x16x64xf32>
    %798 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148, %181 : tensor<8x16x64xf32>, tensor<8x16x1xbf16>) outs(%797 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: bf16, %out: f32):
      %1781 = arith.extf %in_170 : bf16 to f32
      %1782 = arith.subf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<8x16x64xf32>
    %799 = tensor.empty() : tensor<8x16x64xf32>
    %800 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%798, %183 : tensor<8x16x64xf32>, tensor<8x16x1xbf16>) outs(%799 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: bf16, %out: f32):
      %1781 = arith.extf %in_170 : bf16 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<8x16x64xf32>
    %801 = tensor.empty() : tensor<8x16x64xf32>
    %802 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%794, %796 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%801 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x64xf32>
    %803 = tensor.empty() : tensor<8x16x64xf32>
    %804 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%802 : tensor<8x16x64xf32>) outs(%803 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.mulf %in, %cst_21 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x64xf32>
    %805 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%802 : tensor<8x16x64xf32>) outs(%46 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.addf %in, %out : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x1xf32>
    %806 = tensor.empty() : tensor<8x16x64xf32>
    %807 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%802, %800 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%806 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x64xf32>
    %808 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%807 : tensor<8x16x64xf32>) outs(%46 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.addf %in, %out : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x1xf32>
    %809 = tensor.empty() : tensor<8x16x64xf32>
    %810 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%800, %808 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%809 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x64xf32>
    %811 = tensor.empty() : tensor<8x16x64xf32>
    %812 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%804, %805 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%811 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.subf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x64xf32>
    %813 = tensor.empty() : tensor<8x16x64xf32>
    %814 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%812, %810 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%813 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.subf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x64xf32>
    %815 = tensor.empty() : tensor<8x16x1xbf16>
    %816 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%183 : tensor<8x16x1xbf16>) outs(%815 : tensor<8x16x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1781 = arith.divf %in, %cst_26 : bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x1xbf16>
    %817 = tensor.empty() : tensor<8x16x64xf32>
    %818 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%816, %814 : tensor<8x16x1xbf16>, tensor<8x16x64xf32>) outs(%817 : tensor<8x16x64xf32>) {
    ^bb0(%in: bf16, %in_170: f32, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      %1782 = arith.mulf %1781, %in_170 : f32
      linalg.yield %1782 : f32
    } -> tensor<8x16x64xf32>
    %819 = tensor.empty() : tensor<8x16x64xf32>
    %820 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%794, %800 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%819 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x64xf32>
    %821 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%820 : tensor<8x16x64xf32>) outs(%540 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.addf %in, %out : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %822 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%794 : tensor<8x16x64xf32>) outs(%540 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.addf %in, %out : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %823 = tensor.empty() : tensor<8x16x64xbf16>
    %824 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%818 : tensor<8x16x64xf32>) outs(%823 : tensor<8x16x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x64xbf16>
    %825 = tensor.empty() : tensor<64xbf16>
    %826 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%821 : tensor<64xf32>) outs(%825 : tensor<64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<64xbf16>
    %827 = tensor.empty() : tensor<64xbf16>
    %828 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%822 : tensor<64xf32>) outs(%827 : tensor<64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<64xbf16>
    %829 = tensor.empty() : tensor<8x16x64xbf16>
    %830 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%744, %824 : tensor<8x16x64xbf16>, tensor<8x16x64xbf16>) outs(%829 : tensor<8x16x64xbf16>) {
    ^bb0(%in: bf16, %in_170: bf16, %out: bf16):
      %1781 = arith.addf %in, %in_170 : bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x64xbf16>
    %collapsed_135 = tensor.collapse_shape %830 [[0, 1], [2]] : tensor<8x16x64xbf16> into tensor<128x64xbf16>
    %831 = tensor.empty() : tensor<64x64xbf16>
    %transposed_136 = linalg.transpose ins(%arg7 : tensor<64x64xbf16>) outs(%831 : tensor<64x64xbf16>) permutation = [1, 0] 
    %832 = linalg.matmul ins(%collapsed_135, %transposed_136 : tensor<128x64xbf16>, tensor<64x64xbf16>) outs(%136 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %833 = tensor.empty() : tensor<128x64xbf16>
    %834 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%832 : tensor<128x64xf32>) outs(%833 : tensor<128x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<128x64xbf16>
    %835 = tensor.empty() : tensor<64x128xbf16>
    %transposed_137 = linalg.transpose ins(%collapsed_47 : tensor<128x64xbf16>) outs(%835 : tensor<64x128xbf16>) permutation = [1, 0] 
    %836 = linalg.matmul ins(%transposed_137, %collapsed_135 : tensor<64x128xbf16>, tensor<128x64xbf16>) outs(%652 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %837 = tensor.empty() : tensor<64x64xbf16>
    %838 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%836 : tensor<64x64xf32>) outs(%837 : tensor<64x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<64x64xbf16>
    %839 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_135 : tensor<128x64xbf16>) outs(%559 : tensor<1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1781 = arith.addf %in, %out : bf16
      linalg.yield %1781 : bf16
    } -> tensor<1x64xbf16>
    %collapsed_138 = tensor.collapse_shape %839 [[0, 1]] : tensor<1x64xbf16> into tensor<64xbf16>
    %expanded_139 = tensor.expand_shape %834 [[0, 1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<128x64xbf16> into tensor<8x16x4x16xbf16>
    %840 = tensor.empty() : tensor<8x4x16x16xbf16>
    %transposed_140 = linalg.transpose ins(%expanded_139 : tensor<8x16x4x16xbf16>) outs(%840 : tensor<8x4x16x16xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_141 = tensor.collapse_shape %transposed_140 [[0, 1], [2], [3]] : tensor<8x4x16x16xbf16> into tensor<32x16x16xbf16>
    %841 = tensor.empty() : tensor<32x16x16xbf16>
    %transposed_142 = linalg.transpose ins(%collapsed_43 : tensor<32x16x16xbf16>) outs(%841 : tensor<32x16x16xbf16>) permutation = [0, 2, 1] 
    %842 = linalg.batch_matmul ins(%transposed_142, %collapsed_141 : tensor<32x16x16xbf16>, tensor<32x16x16xbf16>) outs(%94 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %843 = tensor.empty() : tensor<32x16x16xbf16>
    %844 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%842 : tensor<32x16x16xf32>) outs(%843 : tensor<32x16x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<32x16x16xbf16>
    %845 = tensor.empty() : tensor<32x16x16xbf16>
    %transposed_143 = linalg.transpose ins(%collapsed_44 : tensor<32x16x16xbf16>) outs(%845 : tensor<32x16x16xbf16>) permutation = [0, 2, 1] 
    %846 = linalg.batch_matmul ins(%collapsed_141, %transposed_143 : tensor<32x16x16xbf16>, tensor<32x16x16xbf16>) outs(%94 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %847 = tensor.empty() : tensor<32x16x16xbf16>
    %848 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%846 : tensor<32x16x16xf32>) outs(%847 : tensor<32x16x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<32x16x16xbf16>
    %expanded_144 = tensor.expand_shape %844 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xbf16> into tensor<8x4x16x16xbf16>
    %expanded_145 = tensor.expand_shape %848 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xbf16> into tensor<8x4x16x16xbf16>
    %849 = tensor.empty() : tensor<8x4x16x16xf32>
    %850 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_145 : tensor<8x4x16x16xbf16>) outs(%849 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<8x4x16x16xf32>
    %851 = tensor.empty() : tensor<8x4x16x16xf32>
    %852 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121 : tensor<8x4x16x16xbf16>) outs(%851 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<8x4x16x16xf32>
    %853 = tensor.empty() : tensor<8x4x16x16xf32>
    %854 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%850, %852 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%853 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x4x16x16xf32>
    %855 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%854 : tensor<8x4x16x16xf32>) outs(%116 : tensor<8x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.addf %in, %out : f32
      linalg.yield %1781 : f32
    } -> tensor<8x4x16x1xf32>
    %856 = tensor.empty() : tensor<8x4x16x16xf32>
    %857 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%852, %855 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%856 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x4x16x16xf32>
    %858 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%854, %857 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%103 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.subf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x4x16x16xf32>
    %859 = tensor.empty() : tensor<8x4x16x16xbf16>
    %860 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%858 : tensor<8x4x16x16xf32>) outs(%859 : tensor<8x4x16x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x4x16x16xbf16>
    %861 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%860 : tensor<8x4x16x16xbf16>) outs(%89 : tensor<8x4x16x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1781 = arith.mulf %in, %cst_22 : bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x4x16x16xbf16>
    %collapsed_146 = tensor.collapse_shape %861 [[0, 1], [2], [3]] : tensor<8x4x16x16xbf16> into tensor<32x16x16xbf16>
    %862 = tensor.empty() : tensor<32x16x16xbf16>
    %transposed_147 = linalg.transpose ins(%collapsed_39 : tensor<32x16x16xbf16>) outs(%862 : tensor<32x16x16xbf16>) permutation = [0, 2, 1] 
    %863 = linalg.batch_matmul ins(%transposed_147, %collapsed_146 : tensor<32x16x16xbf16>, tensor<32x16x16xbf16>) outs(%94 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %864 = tensor.empty() : tensor<32x16x16xbf16>
    %865 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%863 : tensor<32x16x16xf32>) outs(%864 : tensor<32x16x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<32x16x16xbf16>
    %866 = tensor.empty() : tensor<32x16x16xbf16>
    %transposed_148 = linalg.transpose ins(%collapsed_40 : tensor<32x16x16xbf16>) outs(%866 : tensor<32x16x16xbf16>) permutation = [0, 2, 1] 
    %867 = linalg.batch_matmul ins(%collapsed_146, %transposed_148 : tensor<32x16x16xbf16>, tensor<32x16x16xbf16>) outs(%94 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %868 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%867 : tensor<32x16x16xf32>) outs(%96 : tensor<32x16x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<32x16x16xbf16>
    %expanded_149 = tensor.expand_shape %865 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xbf16> into tensor<8x4x16x16xbf16>
    %expanded_150 = tensor.expand_shape %868 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xbf16> into tensor<8x4x16x16xbf16>
    %869 = tensor.empty() : tensor<8x16x4x16xbf16>
    %transposed_151 = linalg.transpose ins(%expanded_150 : tensor<8x4x16x16xbf16>) outs(%869 : tensor<8x16x4x16xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_152 = tensor.collapse_shape %transposed_151 [[0], [1], [2, 3]] : tensor<8x16x4x16xbf16> into tensor<8x16x64xbf16>
    %870 = tensor.empty() : tensor<8x16x4x16xbf16>
    %transposed_153 = linalg.transpose ins(%expanded_144 : tensor<8x4x16x16xbf16>) outs(%870 : tensor<8x16x4x16xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_154 = tensor.collapse_shape %transposed_153 [[0], [1], [2, 3]] : tensor<8x16x4x16xbf16> into tensor<8x16x64xbf16>
    %transposed_155 = linalg.transpose ins(%expanded_149 : tensor<8x4x16x16xbf16>) outs(%125 : tensor<8x16x4x16xbf16>) permutation = [0, 3, 1, 2] 
    %collapsed_156 = tensor.collapse_shape %transposed_155 [[0], [1], [2, 3]] : tensor<8x16x4x16xbf16> into tensor<8x16x64xbf16>
    %concat_157 = tensor.concat dim(2) %collapsed_152, %collapsed_156, %collapsed_154 : (tensor<8x16x64xbf16>, tensor<8x16x64xbf16>, tensor<8x16x64xbf16>) -> tensor<8x16x192xbf16>
    %collapsed_158 = tensor.collapse_shape %concat_157 [[0, 1], [2]] : tensor<8x16x192xbf16> into tensor<128x192xbf16>
    %transposed_159 = linalg.transpose ins(%arg5 : tensor<64x192xbf16>) outs(%692 : tensor<192x64xbf16>) permutation = [1, 0] 
    %871 = linalg.matmul ins(%collapsed_158, %transposed_159 : tensor<128x192xbf16>, tensor<192x64xbf16>) outs(%136 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %872 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%871 : tensor<128x64xf32>) outs(%142 : tensor<128x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<128x64xbf16>
    %transposed_160 = linalg.transpose ins(%collapsed : tensor<128x64xbf16>) outs(%597 : tensor<64x128xbf16>) permutation = [1, 0] 
    %873 = linalg.matmul ins(%transposed_160, %collapsed_158 : tensor<64x128xbf16>, tensor<128x192xbf16>) outs(%699 : tensor<64x192xf32>) -> tensor<64x192xf32>
    %874 = tensor.empty() : tensor<64x192xbf16>
    %875 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%873 : tensor<64x192xf32>) outs(%874 : tensor<64x192xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<64x192xbf16>
    %876 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_158 : tensor<128x192xbf16>) outs(%705 : tensor<1x192xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1781 = arith.addf %in, %out : bf16
      linalg.yield %1781 : bf16
    } -> tensor<1x192xbf16>
    %collapsed_161 = tensor.collapse_shape %876 [[0, 1]] : tensor<1x192xbf16> into tensor<192xbf16>
    %expanded_162 = tensor.expand_shape %872 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xbf16> into tensor<8x16x64xbf16>
    %877 = tensor.empty() : tensor<8x16x64xf32>
    %878 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_162 : tensor<8x16x64xbf16>) outs(%877 : tensor<8x16x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x64xf32>
    %879 = tensor.empty() : tensor<64xf32>
    %880 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg3 : tensor<64xbf16>) outs(%879 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %881 = tensor.empty() : tensor<8x16x64xf32>
    %882 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25, %66 : tensor<8x16x64xf32>, tensor<8x16x1xbf16>) outs(%881 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: bf16, %out: f32):
      %1781 = arith.extf %in_170 : bf16 to f32
      %1782 = arith.subf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<8x16x64xf32>
    %883 = tensor.empty() : tensor<8x16x64xf32>
    %884 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%882, %68 : tensor<8x16x64xf32>, tensor<8x16x1xbf16>) outs(%883 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: bf16, %out: f32):
      %1781 = arith.extf %in_170 : bf16 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<8x16x64xf32>
    %885 = tensor.empty() : tensor<8x16x64xf32>
    %886 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%878, %880 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%885 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x64xf32>
    %887 = tensor.empty() : tensor<8x16x64xf32>
    %888 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%886 : tensor<8x16x64xf32>) outs(%887 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.mulf %in, %cst_21 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x64xf32>
    %889 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%886 : tensor<8x16x64xf32>) outs(%46 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.addf %in, %out : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x1xf32>
    %890 = tensor.empty() : tensor<8x16x64xf32>
    %891 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%886, %884 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%890 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x64xf32>
    %892 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%891 : tensor<8x16x64xf32>) outs(%46 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.addf %in, %out : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x1xf32>
    %893 = tensor.empty() : tensor<8x16x64xf32>
    %894 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%884, %892 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%893 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x64xf32>
    %895 = tensor.empty() : tensor<8x16x64xf32>
    %896 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%888, %889 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%895 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.subf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x64xf32>
    %897 = tensor.empty() : tensor<8x16x64xf32>
    %898 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%896, %894 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%897 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.subf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x64xf32>
    %899 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68 : tensor<8x16x1xbf16>) outs(%64 : tensor<8x16x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1781 = arith.divf %in, %cst_26 : bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x1xbf16>
    %900 = tensor.empty() : tensor<8x16x64xf32>
    %901 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%899, %898 : tensor<8x16x1xbf16>, tensor<8x16x64xf32>) outs(%900 : tensor<8x16x64xf32>) {
    ^bb0(%in: bf16, %in_170: f32, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      %1782 = arith.mulf %1781, %in_170 : f32
      linalg.yield %1782 : f32
    } -> tensor<8x16x64xf32>
    %902 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%878, %884 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%23 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<8x16x64xf32>
    %903 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%902 : tensor<8x16x64xf32>) outs(%540 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.addf %in, %out : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %904 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%878 : tensor<8x16x64xf32>) outs(%540 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.addf %in, %out : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %905 = tensor.empty() : tensor<8x16x64xbf16>
    %906 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%901 : tensor<8x16x64xf32>) outs(%905 : tensor<8x16x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x64xbf16>
    %907 = tensor.empty() : tensor<64xbf16>
    %908 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%903 : tensor<64xf32>) outs(%907 : tensor<64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<64xbf16>
    %909 = tensor.empty() : tensor<64xbf16>
    %910 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%904 : tensor<64xf32>) outs(%909 : tensor<64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<64xbf16>
    %911 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%830, %906 : tensor<8x16x64xbf16>, tensor<8x16x64xbf16>) outs(%4 : tensor<8x16x64xbf16>) {
    ^bb0(%in: bf16, %in_170: bf16, %out: bf16):
      %1781 = arith.addf %in, %in_170 : bf16
      linalg.yield %1781 : bf16
    } -> tensor<8x16x64xbf16>
    %collapsed_163 = tensor.collapse_shape %3 [[0, 1]] : tensor<8x16xi64> into tensor<128xi64>
    %expanded_164 = tensor.expand_shape %collapsed_163 [[0, 1]] output_shape [128, 1] : tensor<128xi64> into tensor<128x1xi64>
    %912 = tensor.empty() : tensor<32xi64>
    %913 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%912 : tensor<32xi64>) {
    ^bb0(%out: i64):
      %1781 = linalg.index 0 : index
      %1782 = arith.index_cast %1781 : index to i64
      linalg.yield %1782 : i64
    } -> tensor<32xi64>
    %914 = tensor.empty() : tensor<128x32xi1>
    %915 = linalg.generic {indexing_maps = [#map20, #map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_164, %913 : tensor<128x1xi64>, tensor<32xi64>) outs(%914 : tensor<128x32xi1>) {
    ^bb0(%in: i64, %in_170: i64, %out: i1):
      %1781 = arith.cmpi eq, %in, %in_170 : i64
      linalg.yield %1781 : i1
    } -> tensor<128x32xi1>
    %916 = tensor.empty() : tensor<128x32xbf16>
    %917 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%915 : tensor<128x32xi1>) outs(%916 : tensor<128x32xbf16>) {
    ^bb0(%in: i1, %out: bf16):
      %1781 = arith.uitofp %in : i1 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<128x32xbf16>
    %918 = tensor.empty() : tensor<32x128xbf16>
    %transposed_165 = linalg.transpose ins(%917 : tensor<128x32xbf16>) outs(%918 : tensor<32x128xbf16>) permutation = [1, 0] 
    %collapsed_166 = tensor.collapse_shape %911 [[0, 1], [2]] : tensor<8x16x64xbf16> into tensor<128x64xbf16>
    %919 = tensor.empty() : tensor<32x64xf32>
    %920 = tensor.empty() : tensor<32x64xf32>
    %921 = linalg.fill ins(%cst_0 : f32) outs(%920 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %922 = linalg.matmul ins(%transposed_165, %collapsed_166 : tensor<32x128xbf16>, tensor<128x64xbf16>) outs(%921 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %923 = tensor.empty() : tensor<32x64xbf16>
    %924 = tensor.empty() : tensor<32x64xbf16>
    %925 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%922 : tensor<32x64xf32>) outs(%924 : tensor<32x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<32x64xbf16>
    %collapsed_167 = tensor.collapse_shape %arg0 [[0, 1]] : tensor<8x16xi64> into tensor<128xi64>
    %expanded_168 = tensor.expand_shape %collapsed_167 [[0, 1]] output_shape [128, 1] : tensor<128xi64> into tensor<128x1xi64>
    %926 = tensor.empty() : tensor<128x256xi1>
    %927 = linalg.generic {indexing_maps = [#map20, #map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_168, %465 : tensor<128x1xi64>, tensor<256xi64>) outs(%926 : tensor<128x256xi1>) {
    ^bb0(%in: i64, %in_170: i64, %out: i1):
      %1781 = arith.cmpi eq, %in, %in_170 : i64
      linalg.yield %1781 : i1
    } -> tensor<128x256xi1>
    %928 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%927 : tensor<128x256xi1>) outs(%200 : tensor<128x256xbf16>) {
    ^bb0(%in: i1, %out: bf16):
      %1781 = arith.uitofp %in : i1 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<128x256xbf16>
    %transposed_169 = linalg.transpose ins(%928 : tensor<128x256xbf16>) outs(%500 : tensor<256x128xbf16>) permutation = [1, 0] 
    %929 = linalg.matmul ins(%transposed_169, %collapsed_166 : tensor<256x128xbf16>, tensor<128x64xbf16>) outs(%503 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %930 = tensor.empty() : tensor<256x64xbf16>
    %931 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%929 : tensor<256x64xf32>) outs(%930 : tensor<256x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<256x64xbf16>
    %932 = tensor.empty() : tensor<256x64xbf16>
    %933 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%507, %931 : tensor<256x64xbf16>, tensor<256x64xbf16>) outs(%932 : tensor<256x64xbf16>) {
    ^bb0(%in: bf16, %in_170: bf16, %out: bf16):
      %1781 = arith.addf %in, %in_170 : bf16
      linalg.yield %1781 : bf16
    } -> tensor<256x64xbf16>
    %934 = tensor.empty() : tensor<i64>
    %935 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%arg113 : tensor<i64>) outs(%934 : tensor<i64>) {
    ^bb0(%in: i64, %out: i64):
      %1781 = arith.addi %in, %c1_i64 : i64
      linalg.yield %1781 : i64
    } -> tensor<i64>
    %936 = tensor.empty() : tensor<f32>
    %937 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%935 : tensor<i64>) outs(%936 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %1781 = arith.sitofp %in : i64 to f32
      linalg.yield %1781 : f32
    } -> tensor<f32>
    %938 = tensor.empty() : tensor<f32>
    %939 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%937 : tensor<f32>) outs(%938 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_16 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<f32>
    %940 = tensor.empty() : tensor<f32>
    %941 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%939 : tensor<f32>) outs(%940 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = math.exp %in : f32
      linalg.yield %1781 : f32
    } -> tensor<f32>
    %942 = tensor.empty() : tensor<f32>
    %943 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_28, %941 : tensor<i64>, tensor<f32>) outs(%942 : tensor<f32>) {
    ^bb0(%in: i64, %in_170: f32, %out: f32):
      %1781 = arith.sitofp %in : i64 to f32
      %1782 = arith.subf %1781, %in_170 : f32
      linalg.yield %1782 : f32
    } -> tensor<f32>
    %944 = tensor.empty() : tensor<f32>
    %945 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%937 : tensor<f32>) outs(%944 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_15 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<f32>
    %946 = tensor.empty() : tensor<f32>
    %947 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%945 : tensor<f32>) outs(%946 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = math.exp %in : f32
      linalg.yield %1781 : f32
    } -> tensor<f32>
    %948 = tensor.empty() : tensor<f32>
    %949 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_28, %947 : tensor<i64>, tensor<f32>) outs(%948 : tensor<f32>) {
    ^bb0(%in: i64, %in_170: f32, %out: f32):
      %1781 = arith.sitofp %in : i64 to f32
      %1782 = arith.subf %1781, %in_170 : f32
      linalg.yield %1782 : f32
    } -> tensor<f32>
    %950 = tensor.empty() : tensor<f32>
    %951 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%943 : tensor<f32>) outs(%950 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.cmpf one, %in, %cst_0 : f32
      cf.assert %1781, "unimplemented: tensor with zero element"
      %1782 = arith.divf %cst_3, %in : f32
      linalg.yield %1782 : f32
    } -> tensor<f32>
    %952 = tensor.empty() : tensor<f32>
    %953 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%951 : tensor<f32>) outs(%952 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_14 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<f32>
    %954 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%949 : tensor<f32>) outs(%475 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = math.sqrt %in : f32
      linalg.yield %1781 : f32
    } -> tensor<f32>
    %955 = tensor.empty() : tensor<256x64xf32>
    %956 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%933 : tensor<256x64xbf16>) outs(%955 : tensor<256x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<256x64xf32>
    %957 = tensor.empty() : tensor<256x64xf32>
    %958 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg57 : tensor<256x64xf32>) outs(%957 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_13 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<256x64xf32>
    %959 = tensor.empty() : tensor<256x64xf32>
    %960 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%956 : tensor<256x64xf32>) outs(%959 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_12 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<256x64xf32>
    %961 = tensor.empty() : tensor<256x64xf32>
    %962 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%958, %960 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%961 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<256x64xf32>
    %963 = tensor.empty() : tensor<256x64xf32>
    %964 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg85 : tensor<256x64xf32>) outs(%963 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_11 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<256x64xf32>
    %965 = tensor.empty() : tensor<256x64xf32>
    %966 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%956 : tensor<256x64xf32>) outs(%965 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_10 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<256x64xf32>
    %967 = tensor.empty() : tensor<256x64xf32>
    %968 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%966, %956 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%967 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<256x64xf32>
    %969 = tensor.empty() : tensor<256x64xf32>
    %970 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%964, %968 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%969 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<256x64xf32>
    %971 = tensor.empty() : tensor<256x64xf32>
    %972 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%970 : tensor<256x64xf32>) outs(%971 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = math.sqrt %in : f32
      linalg.yield %1781 : f32
    } -> tensor<256x64xf32>
    %973 = tensor.empty() : tensor<256x64xf32>
    %974 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%972, %954 : tensor<256x64xf32>, tensor<f32>) outs(%973 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.divf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<256x64xf32>
    %975 = tensor.empty() : tensor<256x64xf32>
    %976 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%974 : tensor<256x64xf32>) outs(%975 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_9 : f64 to f32
      %1782 = arith.addf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<256x64xf32>
    %977 = tensor.empty() : tensor<256x64xf32>
    %978 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%962, %976 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%977 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.divf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<256x64xf32>
    %979 = tensor.empty() : tensor<256x64xf32>
    %980 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%953, %978 : tensor<f32>, tensor<256x64xf32>) outs(%979 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<256x64xf32>
    %981 = tensor.empty() : tensor<256x64xf32>
    %982 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg29, %980 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%981 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.subf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<256x64xf32>
    %983 = tensor.empty() : tensor<32x64xf32>
    %984 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%925 : tensor<32x64xbf16>) outs(%983 : tensor<32x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<32x64xf32>
    %985 = tensor.empty() : tensor<32x64xf32>
    %986 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg58 : tensor<32x64xf32>) outs(%985 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_13 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<32x64xf32>
    %987 = tensor.empty() : tensor<32x64xf32>
    %988 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%984 : tensor<32x64xf32>) outs(%987 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_12 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<32x64xf32>
    %989 = tensor.empty() : tensor<32x64xf32>
    %990 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%986, %988 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%989 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<32x64xf32>
    %991 = tensor.empty() : tensor<32x64xf32>
    %992 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg86 : tensor<32x64xf32>) outs(%991 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_11 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<32x64xf32>
    %993 = tensor.empty() : tensor<32x64xf32>
    %994 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%984 : tensor<32x64xf32>) outs(%993 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_10 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<32x64xf32>
    %995 = tensor.empty() : tensor<32x64xf32>
    %996 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%994, %984 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%995 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<32x64xf32>
    %997 = tensor.empty() : tensor<32x64xf32>
    %998 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%992, %996 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%997 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<32x64xf32>
    %999 = tensor.empty() : tensor<32x64xf32>
    %1000 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%998 : tensor<32x64xf32>) outs(%999 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = math.sqrt %in : f32
      linalg.yield %1781 : f32
    } -> tensor<32x64xf32>
    %1001 = tensor.empty() : tensor<32x64xf32>
    %1002 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%1000, %954 : tensor<32x64xf32>, tensor<f32>) outs(%1001 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.divf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<32x64xf32>
    %1003 = tensor.empty() : tensor<32x64xf32>
    %1004 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1002 : tensor<32x64xf32>) outs(%1003 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_9 : f64 to f32
      %1782 = arith.addf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<32x64xf32>
    %1005 = tensor.empty() : tensor<32x64xf32>
    %1006 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%990, %1004 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%1005 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.divf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<32x64xf32>
    %1007 = tensor.empty() : tensor<32x64xf32>
    %1008 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%953, %1006 : tensor<f32>, tensor<32x64xf32>) outs(%1007 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<32x64xf32>
    %1009 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg30, %1008 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%919 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.subf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<32x64xf32>
    %1010 = tensor.empty() : tensor<64xf32>
    %1011 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%908 : tensor<64xbf16>) outs(%1010 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1012 = tensor.empty() : tensor<64xf32>
    %1013 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg59 : tensor<64xf32>) outs(%1012 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_13 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1014 = tensor.empty() : tensor<64xf32>
    %1015 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1011 : tensor<64xf32>) outs(%1014 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_12 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1016 = tensor.empty() : tensor<64xf32>
    %1017 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1013, %1015 : tensor<64xf32>, tensor<64xf32>) outs(%1016 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1018 = tensor.empty() : tensor<64xf32>
    %1019 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg87 : tensor<64xf32>) outs(%1018 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_11 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1020 = tensor.empty() : tensor<64xf32>
    %1021 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1011 : tensor<64xf32>) outs(%1020 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_10 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1022 = tensor.empty() : tensor<64xf32>
    %1023 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1021, %1011 : tensor<64xf32>, tensor<64xf32>) outs(%1022 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1024 = tensor.empty() : tensor<64xf32>
    %1025 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1019, %1023 : tensor<64xf32>, tensor<64xf32>) outs(%1024 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1026 = tensor.empty() : tensor<64xf32>
    %1027 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1025 : tensor<64xf32>) outs(%1026 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = math.sqrt %in : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1028 = tensor.empty() : tensor<64xf32>
    %1029 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1027, %954 : tensor<64xf32>, tensor<f32>) outs(%1028 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.divf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1030 = tensor.empty() : tensor<64xf32>
    %1031 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1029 : tensor<64xf32>) outs(%1030 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_9 : f64 to f32
      %1782 = arith.addf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1032 = tensor.empty() : tensor<64xf32>
    %1033 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1017, %1031 : tensor<64xf32>, tensor<64xf32>) outs(%1032 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.divf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1034 = tensor.empty() : tensor<64xf32>
    %1035 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%953, %1033 : tensor<f32>, tensor<64xf32>) outs(%1034 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1036 = tensor.empty() : tensor<64xf32>
    %1037 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg31, %1035 : tensor<64xf32>, tensor<64xf32>) outs(%1036 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.subf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1038 = tensor.empty() : tensor<64xf32>
    %1039 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%910 : tensor<64xbf16>) outs(%1038 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1040 = tensor.empty() : tensor<64xf32>
    %1041 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg60 : tensor<64xf32>) outs(%1040 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_13 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1042 = tensor.empty() : tensor<64xf32>
    %1043 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1039 : tensor<64xf32>) outs(%1042 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_12 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1044 = tensor.empty() : tensor<64xf32>
    %1045 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1041, %1043 : tensor<64xf32>, tensor<64xf32>) outs(%1044 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1046 = tensor.empty() : tensor<64xf32>
    %1047 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg88 : tensor<64xf32>) outs(%1046 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_11 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1048 = tensor.empty() : tensor<64xf32>
    %1049 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1039 : tensor<64xf32>) outs(%1048 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_10 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1050 = tensor.empty() : tensor<64xf32>
    %1051 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1049, %1039 : tensor<64xf32>, tensor<64xf32>) outs(%1050 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1052 = tensor.empty() : tensor<64xf32>
    %1053 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1047, %1051 : tensor<64xf32>, tensor<64xf32>) outs(%1052 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1054 = tensor.empty() : tensor<64xf32>
    %1055 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1053 : tensor<64xf32>) outs(%1054 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = math.sqrt %in : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1056 = tensor.empty() : tensor<64xf32>
    %1057 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1055, %954 : tensor<64xf32>, tensor<f32>) outs(%1056 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.divf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1058 = tensor.empty() : tensor<64xf32>
    %1059 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1057 : tensor<64xf32>) outs(%1058 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_9 : f64 to f32
      %1782 = arith.addf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1060 = tensor.empty() : tensor<64xf32>
    %1061 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1045, %1059 : tensor<64xf32>, tensor<64xf32>) outs(%1060 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.divf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1062 = tensor.empty() : tensor<64xf32>
    %1063 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%953, %1061 : tensor<f32>, tensor<64xf32>) outs(%1062 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1064 = tensor.empty() : tensor<64xf32>
    %1065 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg32, %1063 : tensor<64xf32>, tensor<64xf32>) outs(%1064 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.subf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1066 = tensor.empty() : tensor<64x192xf32>
    %1067 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%875 : tensor<64x192xbf16>) outs(%1066 : tensor<64x192xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<64x192xf32>
    %1068 = tensor.empty() : tensor<64x192xf32>
    %1069 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg61 : tensor<64x192xf32>) outs(%1068 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_13 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64x192xf32>
    %1070 = tensor.empty() : tensor<64x192xf32>
    %1071 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1067 : tensor<64x192xf32>) outs(%1070 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_12 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64x192xf32>
    %1072 = tensor.empty() : tensor<64x192xf32>
    %1073 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1069, %1071 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%1072 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64x192xf32>
    %1074 = tensor.empty() : tensor<64x192xf32>
    %1075 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg89 : tensor<64x192xf32>) outs(%1074 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_11 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64x192xf32>
    %1076 = tensor.empty() : tensor<64x192xf32>
    %1077 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1067 : tensor<64x192xf32>) outs(%1076 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_10 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64x192xf32>
    %1078 = tensor.empty() : tensor<64x192xf32>
    %1079 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1077, %1067 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%1078 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64x192xf32>
    %1080 = tensor.empty() : tensor<64x192xf32>
    %1081 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1075, %1079 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%1080 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64x192xf32>
    %1082 = tensor.empty() : tensor<64x192xf32>
    %1083 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1081 : tensor<64x192xf32>) outs(%1082 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = math.sqrt %in : f32
      linalg.yield %1781 : f32
    } -> tensor<64x192xf32>
    %1084 = tensor.empty() : tensor<64x192xf32>
    %1085 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%1083, %954 : tensor<64x192xf32>, tensor<f32>) outs(%1084 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.divf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64x192xf32>
    %1086 = tensor.empty() : tensor<64x192xf32>
    %1087 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1085 : tensor<64x192xf32>) outs(%1086 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_9 : f64 to f32
      %1782 = arith.addf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64x192xf32>
    %1088 = tensor.empty() : tensor<64x192xf32>
    %1089 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1073, %1087 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%1088 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.divf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64x192xf32>
    %1090 = tensor.empty() : tensor<64x192xf32>
    %1091 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%953, %1089 : tensor<f32>, tensor<64x192xf32>) outs(%1090 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64x192xf32>
    %1092 = tensor.empty() : tensor<64x192xf32>
    %1093 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg33, %1091 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%1092 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.subf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64x192xf32>
    %1094 = tensor.empty() : tensor<192xf32>
    %1095 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_161 : tensor<192xbf16>) outs(%1094 : tensor<192xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<192xf32>
    %1096 = tensor.empty() : tensor<192xf32>
    %1097 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg62 : tensor<192xf32>) outs(%1096 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_13 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<192xf32>
    %1098 = tensor.empty() : tensor<192xf32>
    %1099 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1095 : tensor<192xf32>) outs(%1098 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_12 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<192xf32>
    %1100 = tensor.empty() : tensor<192xf32>
    %1101 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1097, %1099 : tensor<192xf32>, tensor<192xf32>) outs(%1100 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<192xf32>
    %1102 = tensor.empty() : tensor<192xf32>
    %1103 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg90 : tensor<192xf32>) outs(%1102 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_11 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<192xf32>
    %1104 = tensor.empty() : tensor<192xf32>
    %1105 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1095 : tensor<192xf32>) outs(%1104 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_10 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<192xf32>
    %1106 = tensor.empty() : tensor<192xf32>
    %1107 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1105, %1095 : tensor<192xf32>, tensor<192xf32>) outs(%1106 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<192xf32>
    %1108 = tensor.empty() : tensor<192xf32>
    %1109 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1103, %1107 : tensor<192xf32>, tensor<192xf32>) outs(%1108 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<192xf32>
    %1110 = tensor.empty() : tensor<192xf32>
    %1111 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1109 : tensor<192xf32>) outs(%1110 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = math.sqrt %in : f32
      linalg.yield %1781 : f32
    } -> tensor<192xf32>
    %1112 = tensor.empty() : tensor<192xf32>
    %1113 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1111, %954 : tensor<192xf32>, tensor<f32>) outs(%1112 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.divf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<192xf32>
    %1114 = tensor.empty() : tensor<192xf32>
    %1115 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1113 : tensor<192xf32>) outs(%1114 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_9 : f64 to f32
      %1782 = arith.addf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<192xf32>
    %1116 = tensor.empty() : tensor<192xf32>
    %1117 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1101, %1115 : tensor<192xf32>, tensor<192xf32>) outs(%1116 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.divf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<192xf32>
    %1118 = tensor.empty() : tensor<192xf32>
    %1119 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%953, %1117 : tensor<f32>, tensor<192xf32>) outs(%1118 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<192xf32>
    %1120 = tensor.empty() : tensor<192xf32>
    %1121 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg34, %1119 : tensor<192xf32>, tensor<192xf32>) outs(%1120 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.subf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<192xf32>
    %1122 = tensor.empty() : tensor<64x64xf32>
    %1123 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%838 : tensor<64x64xbf16>) outs(%1122 : tensor<64x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<64x64xf32>
    %1124 = tensor.empty() : tensor<64x64xf32>
    %1125 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg63 : tensor<64x64xf32>) outs(%1124 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_13 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64x64xf32>
    %1126 = tensor.empty() : tensor<64x64xf32>
    %1127 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1123 : tensor<64x64xf32>) outs(%1126 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_12 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64x64xf32>
    %1128 = tensor.empty() : tensor<64x64xf32>
    %1129 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1125, %1127 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%1128 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64x64xf32>
    %1130 = tensor.empty() : tensor<64x64xf32>
    %1131 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg91 : tensor<64x64xf32>) outs(%1130 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_11 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64x64xf32>
    %1132 = tensor.empty() : tensor<64x64xf32>
    %1133 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1123 : tensor<64x64xf32>) outs(%1132 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_10 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64x64xf32>
    %1134 = tensor.empty() : tensor<64x64xf32>
    %1135 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1133, %1123 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%1134 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64x64xf32>
    %1136 = tensor.empty() : tensor<64x64xf32>
    %1137 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1131, %1135 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%1136 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64x64xf32>
    %1138 = tensor.empty() : tensor<64x64xf32>
    %1139 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1137 : tensor<64x64xf32>) outs(%1138 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = math.sqrt %in : f32
      linalg.yield %1781 : f32
    } -> tensor<64x64xf32>
    %1140 = tensor.empty() : tensor<64x64xf32>
    %1141 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%1139, %954 : tensor<64x64xf32>, tensor<f32>) outs(%1140 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.divf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64x64xf32>
    %1142 = tensor.empty() : tensor<64x64xf32>
    %1143 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1141 : tensor<64x64xf32>) outs(%1142 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_9 : f64 to f32
      %1782 = arith.addf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64x64xf32>
    %1144 = tensor.empty() : tensor<64x64xf32>
    %1145 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1129, %1143 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%1144 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.divf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64x64xf32>
    %1146 = tensor.empty() : tensor<64x64xf32>
    %1147 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%953, %1145 : tensor<f32>, tensor<64x64xf32>) outs(%1146 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64x64xf32>
    %1148 = tensor.empty() : tensor<64x64xf32>
    %1149 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg35, %1147 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%1148 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.subf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64x64xf32>
    %1150 = tensor.empty() : tensor<64xf32>
    %1151 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_138 : tensor<64xbf16>) outs(%1150 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1152 = tensor.empty() : tensor<64xf32>
    %1153 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg64 : tensor<64xf32>) outs(%1152 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_13 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1154 = tensor.empty() : tensor<64xf32>
    %1155 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1151 : tensor<64xf32>) outs(%1154 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_12 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1156 = tensor.empty() : tensor<64xf32>
    %1157 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1153, %1155 : tensor<64xf32>, tensor<64xf32>) outs(%1156 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1158 = tensor.empty() : tensor<64xf32>
    %1159 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg92 : tensor<64xf32>) outs(%1158 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_11 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1160 = tensor.empty() : tensor<64xf32>
    %1161 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1151 : tensor<64xf32>) outs(%1160 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_10 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1162 = tensor.empty() : tensor<64xf32>
    %1163 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1161, %1151 : tensor<64xf32>, tensor<64xf32>) outs(%1162 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1164 = tensor.empty() : tensor<64xf32>
    %1165 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1159, %1163 : tensor<64xf32>, tensor<64xf32>) outs(%1164 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1166 = tensor.empty() : tensor<64xf32>
    %1167 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1165 : tensor<64xf32>) outs(%1166 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = math.sqrt %in : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1168 = tensor.empty() : tensor<64xf32>
    %1169 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1167, %954 : tensor<64xf32>, tensor<f32>) outs(%1168 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.divf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1170 = tensor.empty() : tensor<64xf32>
    %1171 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1169 : tensor<64xf32>) outs(%1170 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_9 : f64 to f32
      %1782 = arith.addf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1172 = tensor.empty() : tensor<64xf32>
    %1173 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1157, %1171 : tensor<64xf32>, tensor<64xf32>) outs(%1172 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.divf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1174 = tensor.empty() : tensor<64xf32>
    %1175 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%953, %1173 : tensor<f32>, tensor<64xf32>) outs(%1174 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1176 = tensor.empty() : tensor<64xf32>
    %1177 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg36, %1175 : tensor<64xf32>, tensor<64xf32>) outs(%1176 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.subf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1178 = tensor.empty() : tensor<64xf32>
    %1179 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%826 : tensor<64xbf16>) outs(%1178 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1180 = tensor.empty() : tensor<64xf32>
    %1181 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg65 : tensor<64xf32>) outs(%1180 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_13 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1182 = tensor.empty() : tensor<64xf32>
    %1183 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1179 : tensor<64xf32>) outs(%1182 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_12 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1184 = tensor.empty() : tensor<64xf32>
    %1185 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1181, %1183 : tensor<64xf32>, tensor<64xf32>) outs(%1184 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1186 = tensor.empty() : tensor<64xf32>
    %1187 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg93 : tensor<64xf32>) outs(%1186 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_11 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1188 = tensor.empty() : tensor<64xf32>
    %1189 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1179 : tensor<64xf32>) outs(%1188 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_10 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1190 = tensor.empty() : tensor<64xf32>
    %1191 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1189, %1179 : tensor<64xf32>, tensor<64xf32>) outs(%1190 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1192 = tensor.empty() : tensor<64xf32>
    %1193 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1187, %1191 : tensor<64xf32>, tensor<64xf32>) outs(%1192 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1194 = tensor.empty() : tensor<64xf32>
    %1195 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1193 : tensor<64xf32>) outs(%1194 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = math.sqrt %in : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1196 = tensor.empty() : tensor<64xf32>
    %1197 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1195, %954 : tensor<64xf32>, tensor<f32>) outs(%1196 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.divf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1198 = tensor.empty() : tensor<64xf32>
    %1199 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1197 : tensor<64xf32>) outs(%1198 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_9 : f64 to f32
      %1782 = arith.addf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1200 = tensor.empty() : tensor<64xf32>
    %1201 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1185, %1199 : tensor<64xf32>, tensor<64xf32>) outs(%1200 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.divf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1202 = tensor.empty() : tensor<64xf32>
    %1203 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%953, %1201 : tensor<f32>, tensor<64xf32>) outs(%1202 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1204 = tensor.empty() : tensor<64xf32>
    %1205 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg37, %1203 : tensor<64xf32>, tensor<64xf32>) outs(%1204 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.subf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1206 = tensor.empty() : tensor<64xf32>
    %1207 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%828 : tensor<64xbf16>) outs(%1206 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1208 = tensor.empty() : tensor<64xf32>
    %1209 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg66 : tensor<64xf32>) outs(%1208 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_13 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1210 = tensor.empty() : tensor<64xf32>
    %1211 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1207 : tensor<64xf32>) outs(%1210 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_12 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1212 = tensor.empty() : tensor<64xf32>
    %1213 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1209, %1211 : tensor<64xf32>, tensor<64xf32>) outs(%1212 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1214 = tensor.empty() : tensor<64xf32>
    %1215 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg94 : tensor<64xf32>) outs(%1214 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_11 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1216 = tensor.empty() : tensor<64xf32>
    %1217 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1207 : tensor<64xf32>) outs(%1216 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_10 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1218 = tensor.empty() : tensor<64xf32>
    %1219 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1217, %1207 : tensor<64xf32>, tensor<64xf32>) outs(%1218 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1220 = tensor.empty() : tensor<64xf32>
    %1221 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1215, %1219 : tensor<64xf32>, tensor<64xf32>) outs(%1220 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1222 = tensor.empty() : tensor<64xf32>
    %1223 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1221 : tensor<64xf32>) outs(%1222 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = math.sqrt %in : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1224 = tensor.empty() : tensor<64xf32>
    %1225 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1223, %954 : tensor<64xf32>, tensor<f32>) outs(%1224 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.divf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1226 = tensor.empty() : tensor<64xf32>
    %1227 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1225 : tensor<64xf32>) outs(%1226 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_9 : f64 to f32
      %1782 = arith.addf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1228 = tensor.empty() : tensor<64xf32>
    %1229 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1213, %1227 : tensor<64xf32>, tensor<64xf32>) outs(%1228 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.divf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1230 = tensor.empty() : tensor<64xf32>
    %1231 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%953, %1229 : tensor<f32>, tensor<64xf32>) outs(%1230 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1232 = tensor.empty() : tensor<64xf32>
    %1233 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg38, %1231 : tensor<64xf32>, tensor<64xf32>) outs(%1232 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.subf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1234 = tensor.empty() : tensor<64x256xf32>
    %1235 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%791 : tensor<64x256xbf16>) outs(%1234 : tensor<64x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<64x256xf32>
    %1236 = tensor.empty() : tensor<64x256xf32>
    %1237 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg67 : tensor<64x256xf32>) outs(%1236 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_13 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64x256xf32>
    %1238 = tensor.empty() : tensor<64x256xf32>
    %1239 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1235 : tensor<64x256xf32>) outs(%1238 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_12 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64x256xf32>
    %1240 = tensor.empty() : tensor<64x256xf32>
    %1241 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1237, %1239 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%1240 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64x256xf32>
    %1242 = tensor.empty() : tensor<64x256xf32>
    %1243 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg95 : tensor<64x256xf32>) outs(%1242 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_11 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64x256xf32>
    %1244 = tensor.empty() : tensor<64x256xf32>
    %1245 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1235 : tensor<64x256xf32>) outs(%1244 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_10 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64x256xf32>
    %1246 = tensor.empty() : tensor<64x256xf32>
    %1247 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1245, %1235 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%1246 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64x256xf32>
    %1248 = tensor.empty() : tensor<64x256xf32>
    %1249 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1243, %1247 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%1248 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64x256xf32>
    %1250 = tensor.empty() : tensor<64x256xf32>
    %1251 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1249 : tensor<64x256xf32>) outs(%1250 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = math.sqrt %in : f32
      linalg.yield %1781 : f32
    } -> tensor<64x256xf32>
    %1252 = tensor.empty() : tensor<64x256xf32>
    %1253 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%1251, %954 : tensor<64x256xf32>, tensor<f32>) outs(%1252 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.divf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64x256xf32>
    %1254 = tensor.empty() : tensor<64x256xf32>
    %1255 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1253 : tensor<64x256xf32>) outs(%1254 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_9 : f64 to f32
      %1782 = arith.addf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64x256xf32>
    %1256 = tensor.empty() : tensor<64x256xf32>
    %1257 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1241, %1255 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%1256 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.divf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64x256xf32>
    %1258 = tensor.empty() : tensor<64x256xf32>
    %1259 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%953, %1257 : tensor<f32>, tensor<64x256xf32>) outs(%1258 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64x256xf32>
    %1260 = tensor.empty() : tensor<64x256xf32>
    %1261 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg39, %1259 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%1260 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.subf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64x256xf32>
    %1262 = tensor.empty() : tensor<256xf32>
    %1263 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_133 : tensor<256xbf16>) outs(%1262 : tensor<256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<256xf32>
    %1264 = tensor.empty() : tensor<256xf32>
    %1265 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg68 : tensor<256xf32>) outs(%1264 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_13 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<256xf32>
    %1266 = tensor.empty() : tensor<256xf32>
    %1267 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1263 : tensor<256xf32>) outs(%1266 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_12 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<256xf32>
    %1268 = tensor.empty() : tensor<256xf32>
    %1269 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1265, %1267 : tensor<256xf32>, tensor<256xf32>) outs(%1268 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<256xf32>
    %1270 = tensor.empty() : tensor<256xf32>
    %1271 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg96 : tensor<256xf32>) outs(%1270 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_11 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<256xf32>
    %1272 = tensor.empty() : tensor<256xf32>
    %1273 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1263 : tensor<256xf32>) outs(%1272 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_10 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<256xf32>
    %1274 = tensor.empty() : tensor<256xf32>
    %1275 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1273, %1263 : tensor<256xf32>, tensor<256xf32>) outs(%1274 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<256xf32>
    %1276 = tensor.empty() : tensor<256xf32>
    %1277 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1271, %1275 : tensor<256xf32>, tensor<256xf32>) outs(%1276 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<256xf32>
    %1278 = tensor.empty() : tensor<256xf32>
    %1279 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1277 : tensor<256xf32>) outs(%1278 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = math.sqrt %in : f32
      linalg.yield %1781 : f32
    } -> tensor<256xf32>
    %1280 = tensor.empty() : tensor<256xf32>
    %1281 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1279, %954 : tensor<256xf32>, tensor<f32>) outs(%1280 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.divf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<256xf32>
    %1282 = tensor.empty() : tensor<256xf32>
    %1283 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1281 : tensor<256xf32>) outs(%1282 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_9 : f64 to f32
      %1782 = arith.addf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<256xf32>
    %1284 = tensor.empty() : tensor<256xf32>
    %1285 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1269, %1283 : tensor<256xf32>, tensor<256xf32>) outs(%1284 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.divf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<256xf32>
    %1286 = tensor.empty() : tensor<256xf32>
    %1287 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%953, %1285 : tensor<f32>, tensor<256xf32>) outs(%1286 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<256xf32>
    %1288 = tensor.empty() : tensor<256xf32>
    %1289 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg40, %1287 : tensor<256xf32>, tensor<256xf32>) outs(%1288 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.subf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<256xf32>
    %1290 = tensor.empty() : tensor<256x64xf32>
    %1291 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%752 : tensor<256x64xbf16>) outs(%1290 : tensor<256x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<256x64xf32>
    %1292 = tensor.empty() : tensor<256x64xf32>
    %1293 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg69 : tensor<256x64xf32>) outs(%1292 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_13 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<256x64xf32>
    %1294 = tensor.empty() : tensor<256x64xf32>
    %1295 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1291 : tensor<256x64xf32>) outs(%1294 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_12 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<256x64xf32>
    %1296 = tensor.empty() : tensor<256x64xf32>
    %1297 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1293, %1295 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%1296 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<256x64xf32>
    %1298 = tensor.empty() : tensor<256x64xf32>
    %1299 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg97 : tensor<256x64xf32>) outs(%1298 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_11 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<256x64xf32>
    %1300 = tensor.empty() : tensor<256x64xf32>
    %1301 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1291 : tensor<256x64xf32>) outs(%1300 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_10 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<256x64xf32>
    %1302 = tensor.empty() : tensor<256x64xf32>
    %1303 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1301, %1291 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%1302 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<256x64xf32>
    %1304 = tensor.empty() : tensor<256x64xf32>
    %1305 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1299, %1303 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%1304 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<256x64xf32>
    %1306 = tensor.empty() : tensor<256x64xf32>
    %1307 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1305 : tensor<256x64xf32>) outs(%1306 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = math.sqrt %in : f32
      linalg.yield %1781 : f32
    } -> tensor<256x64xf32>
    %1308 = tensor.empty() : tensor<256x64xf32>
    %1309 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%1307, %954 : tensor<256x64xf32>, tensor<f32>) outs(%1308 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.divf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<256x64xf32>
    %1310 = tensor.empty() : tensor<256x64xf32>
    %1311 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1309 : tensor<256x64xf32>) outs(%1310 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_9 : f64 to f32
      %1782 = arith.addf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<256x64xf32>
    %1312 = tensor.empty() : tensor<256x64xf32>
    %1313 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1297, %1311 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%1312 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.divf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<256x64xf32>
    %1314 = tensor.empty() : tensor<256x64xf32>
    %1315 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%953, %1313 : tensor<f32>, tensor<256x64xf32>) outs(%1314 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<256x64xf32>
    %1316 = tensor.empty() : tensor<256x64xf32>
    %1317 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg41, %1315 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%1316 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.subf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<256x64xf32>
    %1318 = tensor.empty() : tensor<64xf32>
    %1319 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_128 : tensor<64xbf16>) outs(%1318 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1320 = tensor.empty() : tensor<64xf32>
    %1321 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg70 : tensor<64xf32>) outs(%1320 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_13 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1322 = tensor.empty() : tensor<64xf32>
    %1323 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1319 : tensor<64xf32>) outs(%1322 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_12 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1324 = tensor.empty() : tensor<64xf32>
    %1325 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1321, %1323 : tensor<64xf32>, tensor<64xf32>) outs(%1324 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1326 = tensor.empty() : tensor<64xf32>
    %1327 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg98 : tensor<64xf32>) outs(%1326 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_11 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1328 = tensor.empty() : tensor<64xf32>
    %1329 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1319 : tensor<64xf32>) outs(%1328 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_10 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1330 = tensor.empty() : tensor<64xf32>
    %1331 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1329, %1319 : tensor<64xf32>, tensor<64xf32>) outs(%1330 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1332 = tensor.empty() : tensor<64xf32>
    %1333 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1327, %1331 : tensor<64xf32>, tensor<64xf32>) outs(%1332 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1334 = tensor.empty() : tensor<64xf32>
    %1335 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1333 : tensor<64xf32>) outs(%1334 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = math.sqrt %in : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1336 = tensor.empty() : tensor<64xf32>
    %1337 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1335, %954 : tensor<64xf32>, tensor<f32>) outs(%1336 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.divf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1338 = tensor.empty() : tensor<64xf32>
    %1339 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1337 : tensor<64xf32>) outs(%1338 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_9 : f64 to f32
      %1782 = arith.addf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1340 = tensor.empty() : tensor<64xf32>
    %1341 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1325, %1339 : tensor<64xf32>, tensor<64xf32>) outs(%1340 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.divf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1342 = tensor.empty() : tensor<64xf32>
    %1343 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%953, %1341 : tensor<f32>, tensor<64xf32>) outs(%1342 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1344 = tensor.empty() : tensor<64xf32>
    %1345 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg42, %1343 : tensor<64xf32>, tensor<64xf32>) outs(%1344 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.subf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1346 = tensor.empty() : tensor<64xf32>
    %1347 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%740 : tensor<64xbf16>) outs(%1346 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1348 = tensor.empty() : tensor<64xf32>
    %1349 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg71 : tensor<64xf32>) outs(%1348 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_13 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1350 = tensor.empty() : tensor<64xf32>
    %1351 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1347 : tensor<64xf32>) outs(%1350 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_12 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1352 = tensor.empty() : tensor<64xf32>
    %1353 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1349, %1351 : tensor<64xf32>, tensor<64xf32>) outs(%1352 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1354 = tensor.empty() : tensor<64xf32>
    %1355 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg99 : tensor<64xf32>) outs(%1354 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_11 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1356 = tensor.empty() : tensor<64xf32>
    %1357 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1347 : tensor<64xf32>) outs(%1356 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_10 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1358 = tensor.empty() : tensor<64xf32>
    %1359 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1357, %1347 : tensor<64xf32>, tensor<64xf32>) outs(%1358 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1360 = tensor.empty() : tensor<64xf32>
    %1361 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1355, %1359 : tensor<64xf32>, tensor<64xf32>) outs(%1360 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1362 = tensor.empty() : tensor<64xf32>
    %1363 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1361 : tensor<64xf32>) outs(%1362 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = math.sqrt %in : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1364 = tensor.empty() : tensor<64xf32>
    %1365 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1363, %954 : tensor<64xf32>, tensor<f32>) outs(%1364 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.divf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1366 = tensor.empty() : tensor<64xf32>
    %1367 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1365 : tensor<64xf32>) outs(%1366 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_9 : f64 to f32
      %1782 = arith.addf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1368 = tensor.empty() : tensor<64xf32>
    %1369 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1353, %1367 : tensor<64xf32>, tensor<64xf32>) outs(%1368 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.divf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1370 = tensor.empty() : tensor<64xf32>
    %1371 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%953, %1369 : tensor<f32>, tensor<64xf32>) outs(%1370 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1372 = tensor.empty() : tensor<64xf32>
    %1373 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg43, %1371 : tensor<64xf32>, tensor<64xf32>) outs(%1372 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.subf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1374 = tensor.empty() : tensor<64xf32>
    %1375 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%742 : tensor<64xbf16>) outs(%1374 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1376 = tensor.empty() : tensor<64xf32>
    %1377 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg72 : tensor<64xf32>) outs(%1376 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_13 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1378 = tensor.empty() : tensor<64xf32>
    %1379 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1375 : tensor<64xf32>) outs(%1378 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_12 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1380 = tensor.empty() : tensor<64xf32>
    %1381 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1377, %1379 : tensor<64xf32>, tensor<64xf32>) outs(%1380 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1382 = tensor.empty() : tensor<64xf32>
    %1383 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg100 : tensor<64xf32>) outs(%1382 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_11 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1384 = tensor.empty() : tensor<64xf32>
    %1385 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1375 : tensor<64xf32>) outs(%1384 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_10 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1386 = tensor.empty() : tensor<64xf32>
    %1387 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1385, %1375 : tensor<64xf32>, tensor<64xf32>) outs(%1386 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1388 = tensor.empty() : tensor<64xf32>
    %1389 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1383, %1387 : tensor<64xf32>, tensor<64xf32>) outs(%1388 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1390 = tensor.empty() : tensor<64xf32>
    %1391 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1389 : tensor<64xf32>) outs(%1390 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = math.sqrt %in : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1392 = tensor.empty() : tensor<64xf32>
    %1393 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1391, %954 : tensor<64xf32>, tensor<f32>) outs(%1392 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.divf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1394 = tensor.empty() : tensor<64xf32>
    %1395 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1393 : tensor<64xf32>) outs(%1394 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_9 : f64 to f32
      %1782 = arith.addf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1396 = tensor.empty() : tensor<64xf32>
    %1397 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1381, %1395 : tensor<64xf32>, tensor<64xf32>) outs(%1396 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.divf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1398 = tensor.empty() : tensor<64xf32>
    %1399 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%953, %1397 : tensor<f32>, tensor<64xf32>) outs(%1398 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1400 = tensor.empty() : tensor<64xf32>
    %1401 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg44, %1399 : tensor<64xf32>, tensor<64xf32>) outs(%1400 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.subf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1402 = tensor.empty() : tensor<64x192xf32>
    %1403 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%703 : tensor<64x192xbf16>) outs(%1402 : tensor<64x192xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<64x192xf32>
    %1404 = tensor.empty() : tensor<64x192xf32>
    %1405 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg73 : tensor<64x192xf32>) outs(%1404 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_13 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64x192xf32>
    %1406 = tensor.empty() : tensor<64x192xf32>
    %1407 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1403 : tensor<64x192xf32>) outs(%1406 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_12 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64x192xf32>
    %1408 = tensor.empty() : tensor<64x192xf32>
    %1409 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1405, %1407 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%1408 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64x192xf32>
    %1410 = tensor.empty() : tensor<64x192xf32>
    %1411 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg101 : tensor<64x192xf32>) outs(%1410 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_11 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64x192xf32>
    %1412 = tensor.empty() : tensor<64x192xf32>
    %1413 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1403 : tensor<64x192xf32>) outs(%1412 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_10 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64x192xf32>
    %1414 = tensor.empty() : tensor<64x192xf32>
    %1415 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1413, %1403 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%1414 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64x192xf32>
    %1416 = tensor.empty() : tensor<64x192xf32>
    %1417 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1411, %1415 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%1416 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64x192xf32>
    %1418 = tensor.empty() : tensor<64x192xf32>
    %1419 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1417 : tensor<64x192xf32>) outs(%1418 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = math.sqrt %in : f32
      linalg.yield %1781 : f32
    } -> tensor<64x192xf32>
    %1420 = tensor.empty() : tensor<64x192xf32>
    %1421 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%1419, %954 : tensor<64x192xf32>, tensor<f32>) outs(%1420 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.divf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64x192xf32>
    %1422 = tensor.empty() : tensor<64x192xf32>
    %1423 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1421 : tensor<64x192xf32>) outs(%1422 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_9 : f64 to f32
      %1782 = arith.addf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64x192xf32>
    %1424 = tensor.empty() : tensor<64x192xf32>
    %1425 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1409, %1423 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%1424 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.divf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64x192xf32>
    %1426 = tensor.empty() : tensor<64x192xf32>
    %1427 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%953, %1425 : tensor<f32>, tensor<64x192xf32>) outs(%1426 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64x192xf32>
    %1428 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg45, %1427 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%75 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.subf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64x192xf32>
    %1429 = tensor.empty() : tensor<192xf32>
    %1430 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_123 : tensor<192xbf16>) outs(%1429 : tensor<192xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<192xf32>
    %1431 = tensor.empty() : tensor<192xf32>
    %1432 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg74 : tensor<192xf32>) outs(%1431 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_13 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<192xf32>
    %1433 = tensor.empty() : tensor<192xf32>
    %1434 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1430 : tensor<192xf32>) outs(%1433 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_12 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<192xf32>
    %1435 = tensor.empty() : tensor<192xf32>
    %1436 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1432, %1434 : tensor<192xf32>, tensor<192xf32>) outs(%1435 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<192xf32>
    %1437 = tensor.empty() : tensor<192xf32>
    %1438 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg102 : tensor<192xf32>) outs(%1437 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_11 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<192xf32>
    %1439 = tensor.empty() : tensor<192xf32>
    %1440 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1430 : tensor<192xf32>) outs(%1439 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_10 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<192xf32>
    %1441 = tensor.empty() : tensor<192xf32>
    %1442 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1440, %1430 : tensor<192xf32>, tensor<192xf32>) outs(%1441 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<192xf32>
    %1443 = tensor.empty() : tensor<192xf32>
    %1444 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1438, %1442 : tensor<192xf32>, tensor<192xf32>) outs(%1443 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<192xf32>
    %1445 = tensor.empty() : tensor<192xf32>
    %1446 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1444 : tensor<192xf32>) outs(%1445 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = math.sqrt %in : f32
      linalg.yield %1781 : f32
    } -> tensor<192xf32>
    %1447 = tensor.empty() : tensor<192xf32>
    %1448 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1446, %954 : tensor<192xf32>, tensor<f32>) outs(%1447 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.divf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<192xf32>
    %1449 = tensor.empty() : tensor<192xf32>
    %1450 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1448 : tensor<192xf32>) outs(%1449 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_9 : f64 to f32
      %1782 = arith.addf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<192xf32>
    %1451 = tensor.empty() : tensor<192xf32>
    %1452 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1436, %1450 : tensor<192xf32>, tensor<192xf32>) outs(%1451 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.divf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<192xf32>
    %1453 = tensor.empty() : tensor<192xf32>
    %1454 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%953, %1452 : tensor<f32>, tensor<192xf32>) outs(%1453 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<192xf32>
    %1455 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg46, %1454 : tensor<192xf32>, tensor<192xf32>) outs(%69 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.subf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<192xf32>
    %1456 = tensor.empty() : tensor<64x64xf32>
    %1457 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%655 : tensor<64x64xbf16>) outs(%1456 : tensor<64x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<64x64xf32>
    %1458 = tensor.empty() : tensor<64x64xf32>
    %1459 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg75 : tensor<64x64xf32>) outs(%1458 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_13 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64x64xf32>
    %1460 = tensor.empty() : tensor<64x64xf32>
    %1461 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1457 : tensor<64x64xf32>) outs(%1460 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_12 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64x64xf32>
    %1462 = tensor.empty() : tensor<64x64xf32>
    %1463 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1459, %1461 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%1462 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64x64xf32>
    %1464 = tensor.empty() : tensor<64x64xf32>
    %1465 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg103 : tensor<64x64xf32>) outs(%1464 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_11 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64x64xf32>
    %1466 = tensor.empty() : tensor<64x64xf32>
    %1467 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1457 : tensor<64x64xf32>) outs(%1466 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_10 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64x64xf32>
    %1468 = tensor.empty() : tensor<64x64xf32>
    %1469 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1467, %1457 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%1468 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64x64xf32>
    %1470 = tensor.empty() : tensor<64x64xf32>
    %1471 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1465, %1469 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%1470 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64x64xf32>
    %1472 = tensor.empty() : tensor<64x64xf32>
    %1473 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1471 : tensor<64x64xf32>) outs(%1472 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = math.sqrt %in : f32
      linalg.yield %1781 : f32
    } -> tensor<64x64xf32>
    %1474 = tensor.empty() : tensor<64x64xf32>
    %1475 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%1473, %954 : tensor<64x64xf32>, tensor<f32>) outs(%1474 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.divf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64x64xf32>
    %1476 = tensor.empty() : tensor<64x64xf32>
    %1477 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1475 : tensor<64x64xf32>) outs(%1476 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_9 : f64 to f32
      %1782 = arith.addf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64x64xf32>
    %1478 = tensor.empty() : tensor<64x64xf32>
    %1479 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1463, %1477 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%1478 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.divf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64x64xf32>
    %1480 = tensor.empty() : tensor<64x64xf32>
    %1481 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%953, %1479 : tensor<f32>, tensor<64x64xf32>) outs(%1480 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64x64xf32>
    %1482 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg47, %1481 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%132 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.subf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64x64xf32>
    %1483 = tensor.empty() : tensor<64xf32>
    %1484 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_101 : tensor<64xbf16>) outs(%1483 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1485 = tensor.empty() : tensor<64xf32>
    %1486 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg76 : tensor<64xf32>) outs(%1485 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_13 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1487 = tensor.empty() : tensor<64xf32>
    %1488 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1484 : tensor<64xf32>) outs(%1487 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_12 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1489 = tensor.empty() : tensor<64xf32>
    %1490 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1486, %1488 : tensor<64xf32>, tensor<64xf32>) outs(%1489 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1491 = tensor.empty() : tensor<64xf32>
    %1492 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg104 : tensor<64xf32>) outs(%1491 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_11 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1493 = tensor.empty() : tensor<64xf32>
    %1494 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1484 : tensor<64xf32>) outs(%1493 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_10 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1495 = tensor.empty() : tensor<64xf32>
    %1496 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1494, %1484 : tensor<64xf32>, tensor<64xf32>) outs(%1495 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1497 = tensor.empty() : tensor<64xf32>
    %1498 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1492, %1496 : tensor<64xf32>, tensor<64xf32>) outs(%1497 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1499 = tensor.empty() : tensor<64xf32>
    %1500 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1498 : tensor<64xf32>) outs(%1499 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = math.sqrt %in : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1501 = tensor.empty() : tensor<64xf32>
    %1502 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1500, %954 : tensor<64xf32>, tensor<f32>) outs(%1501 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.divf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1503 = tensor.empty() : tensor<64xf32>
    %1504 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1502 : tensor<64xf32>) outs(%1503 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_9 : f64 to f32
      %1782 = arith.addf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1505 = tensor.empty() : tensor<64xf32>
    %1506 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1490, %1504 : tensor<64xf32>, tensor<64xf32>) outs(%1505 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.divf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1507 = tensor.empty() : tensor<64xf32>
    %1508 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%953, %1506 : tensor<f32>, tensor<64xf32>) outs(%1507 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1509 = tensor.empty() : tensor<64xf32>
    %1510 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg48, %1508 : tensor<64xf32>, tensor<64xf32>) outs(%1509 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.subf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1511 = tensor.empty() : tensor<64xf32>
    %1512 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%640 : tensor<64xbf16>) outs(%1511 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1513 = tensor.empty() : tensor<64xf32>
    %1514 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg77 : tensor<64xf32>) outs(%1513 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_13 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1515 = tensor.empty() : tensor<64xf32>
    %1516 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1512 : tensor<64xf32>) outs(%1515 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_12 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1517 = tensor.empty() : tensor<64xf32>
    %1518 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1514, %1516 : tensor<64xf32>, tensor<64xf32>) outs(%1517 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1519 = tensor.empty() : tensor<64xf32>
    %1520 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg105 : tensor<64xf32>) outs(%1519 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_11 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1521 = tensor.empty() : tensor<64xf32>
    %1522 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1512 : tensor<64xf32>) outs(%1521 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_10 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1523 = tensor.empty() : tensor<64xf32>
    %1524 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1522, %1512 : tensor<64xf32>, tensor<64xf32>) outs(%1523 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1525 = tensor.empty() : tensor<64xf32>
    %1526 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1520, %1524 : tensor<64xf32>, tensor<64xf32>) outs(%1525 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1527 = tensor.empty() : tensor<64xf32>
    %1528 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1526 : tensor<64xf32>) outs(%1527 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = math.sqrt %in : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1529 = tensor.empty() : tensor<64xf32>
    %1530 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1528, %954 : tensor<64xf32>, tensor<f32>) outs(%1529 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.divf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1531 = tensor.empty() : tensor<64xf32>
    %1532 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1530 : tensor<64xf32>) outs(%1531 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_9 : f64 to f32
      %1782 = arith.addf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1533 = tensor.empty() : tensor<64xf32>
    %1534 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1518, %1532 : tensor<64xf32>, tensor<64xf32>) outs(%1533 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.divf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1535 = tensor.empty() : tensor<64xf32>
    %1536 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%953, %1534 : tensor<f32>, tensor<64xf32>) outs(%1535 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1537 = tensor.empty() : tensor<64xf32>
    %1538 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg49, %1536 : tensor<64xf32>, tensor<64xf32>) outs(%1537 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.subf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1539 = tensor.empty() : tensor<64xf32>
    %1540 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%642 : tensor<64xbf16>) outs(%1539 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1541 = tensor.empty() : tensor<64xf32>
    %1542 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg78 : tensor<64xf32>) outs(%1541 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_13 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1543 = tensor.empty() : tensor<64xf32>
    %1544 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1540 : tensor<64xf32>) outs(%1543 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_12 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1545 = tensor.empty() : tensor<64xf32>
    %1546 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1542, %1544 : tensor<64xf32>, tensor<64xf32>) outs(%1545 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1547 = tensor.empty() : tensor<64xf32>
    %1548 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg106 : tensor<64xf32>) outs(%1547 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_11 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1549 = tensor.empty() : tensor<64xf32>
    %1550 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1540 : tensor<64xf32>) outs(%1549 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_10 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1551 = tensor.empty() : tensor<64xf32>
    %1552 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1550, %1540 : tensor<64xf32>, tensor<64xf32>) outs(%1551 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1553 = tensor.empty() : tensor<64xf32>
    %1554 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1548, %1552 : tensor<64xf32>, tensor<64xf32>) outs(%1553 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1555 = tensor.empty() : tensor<64xf32>
    %1556 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1554 : tensor<64xf32>) outs(%1555 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = math.sqrt %in : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1557 = tensor.empty() : tensor<64xf32>
    %1558 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1556, %954 : tensor<64xf32>, tensor<f32>) outs(%1557 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.divf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1559 = tensor.empty() : tensor<64xf32>
    %1560 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1558 : tensor<64xf32>) outs(%1559 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_9 : f64 to f32
      %1782 = arith.addf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1561 = tensor.empty() : tensor<64xf32>
    %1562 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1546, %1560 : tensor<64xf32>, tensor<64xf32>) outs(%1561 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.divf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1563 = tensor.empty() : tensor<64xf32>
    %1564 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%953, %1562 : tensor<f32>, tensor<64xf32>) outs(%1563 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1565 = tensor.empty() : tensor<64xf32>
    %1566 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg50, %1564 : tensor<64xf32>, tensor<64xf32>) outs(%1565 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.subf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1567 = tensor.empty() : tensor<64x256xf32>
    %1568 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%603 : tensor<64x256xbf16>) outs(%1567 : tensor<64x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<64x256xf32>
    %1569 = tensor.empty() : tensor<64x256xf32>
    %1570 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg79 : tensor<64x256xf32>) outs(%1569 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_13 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64x256xf32>
    %1571 = tensor.empty() : tensor<64x256xf32>
    %1572 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1568 : tensor<64x256xf32>) outs(%1571 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_12 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64x256xf32>
    %1573 = tensor.empty() : tensor<64x256xf32>
    %1574 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1570, %1572 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%1573 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64x256xf32>
    %1575 = tensor.empty() : tensor<64x256xf32>
    %1576 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg107 : tensor<64x256xf32>) outs(%1575 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_11 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64x256xf32>
    %1577 = tensor.empty() : tensor<64x256xf32>
    %1578 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1568 : tensor<64x256xf32>) outs(%1577 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_10 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64x256xf32>
    %1579 = tensor.empty() : tensor<64x256xf32>
    %1580 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1578, %1568 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%1579 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64x256xf32>
    %1581 = tensor.empty() : tensor<64x256xf32>
    %1582 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1576, %1580 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%1581 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64x256xf32>
    %1583 = tensor.empty() : tensor<64x256xf32>
    %1584 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1582 : tensor<64x256xf32>) outs(%1583 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = math.sqrt %in : f32
      linalg.yield %1781 : f32
    } -> tensor<64x256xf32>
    %1585 = tensor.empty() : tensor<64x256xf32>
    %1586 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%1584, %954 : tensor<64x256xf32>, tensor<f32>) outs(%1585 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.divf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64x256xf32>
    %1587 = tensor.empty() : tensor<64x256xf32>
    %1588 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1586 : tensor<64x256xf32>) outs(%1587 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_9 : f64 to f32
      %1782 = arith.addf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64x256xf32>
    %1589 = tensor.empty() : tensor<64x256xf32>
    %1590 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1574, %1588 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%1589 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.divf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64x256xf32>
    %1591 = tensor.empty() : tensor<64x256xf32>
    %1592 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%953, %1590 : tensor<f32>, tensor<64x256xf32>) outs(%1591 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64x256xf32>
    %1593 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg51, %1592 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%189 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.subf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64x256xf32>
    %1594 = tensor.empty() : tensor<256xf32>
    %1595 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_96 : tensor<256xbf16>) outs(%1594 : tensor<256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<256xf32>
    %1596 = tensor.empty() : tensor<256xf32>
    %1597 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg80 : tensor<256xf32>) outs(%1596 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_13 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<256xf32>
    %1598 = tensor.empty() : tensor<256xf32>
    %1599 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1595 : tensor<256xf32>) outs(%1598 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_12 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<256xf32>
    %1600 = tensor.empty() : tensor<256xf32>
    %1601 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1597, %1599 : tensor<256xf32>, tensor<256xf32>) outs(%1600 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<256xf32>
    %1602 = tensor.empty() : tensor<256xf32>
    %1603 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg108 : tensor<256xf32>) outs(%1602 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_11 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<256xf32>
    %1604 = tensor.empty() : tensor<256xf32>
    %1605 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1595 : tensor<256xf32>) outs(%1604 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_10 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<256xf32>
    %1606 = tensor.empty() : tensor<256xf32>
    %1607 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1605, %1595 : tensor<256xf32>, tensor<256xf32>) outs(%1606 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<256xf32>
    %1608 = tensor.empty() : tensor<256xf32>
    %1609 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1603, %1607 : tensor<256xf32>, tensor<256xf32>) outs(%1608 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<256xf32>
    %1610 = tensor.empty() : tensor<256xf32>
    %1611 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1609 : tensor<256xf32>) outs(%1610 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = math.sqrt %in : f32
      linalg.yield %1781 : f32
    } -> tensor<256xf32>
    %1612 = tensor.empty() : tensor<256xf32>
    %1613 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1611, %954 : tensor<256xf32>, tensor<f32>) outs(%1612 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.divf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<256xf32>
    %1614 = tensor.empty() : tensor<256xf32>
    %1615 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1613 : tensor<256xf32>) outs(%1614 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_9 : f64 to f32
      %1782 = arith.addf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<256xf32>
    %1616 = tensor.empty() : tensor<256xf32>
    %1617 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1601, %1615 : tensor<256xf32>, tensor<256xf32>) outs(%1616 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.divf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<256xf32>
    %1618 = tensor.empty() : tensor<256xf32>
    %1619 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%953, %1617 : tensor<f32>, tensor<256xf32>) outs(%1618 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<256xf32>
    %1620 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg52, %1619 : tensor<256xf32>, tensor<256xf32>) outs(%184 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.subf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<256xf32>
    %1621 = tensor.empty() : tensor<256x64xf32>
    %1622 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%557 : tensor<256x64xbf16>) outs(%1621 : tensor<256x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<256x64xf32>
    %1623 = tensor.empty() : tensor<256x64xf32>
    %1624 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg81 : tensor<256x64xf32>) outs(%1623 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_13 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<256x64xf32>
    %1625 = tensor.empty() : tensor<256x64xf32>
    %1626 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1622 : tensor<256x64xf32>) outs(%1625 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_12 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<256x64xf32>
    %1627 = tensor.empty() : tensor<256x64xf32>
    %1628 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1624, %1626 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%1627 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<256x64xf32>
    %1629 = tensor.empty() : tensor<256x64xf32>
    %1630 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg109 : tensor<256x64xf32>) outs(%1629 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_11 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<256x64xf32>
    %1631 = tensor.empty() : tensor<256x64xf32>
    %1632 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1622 : tensor<256x64xf32>) outs(%1631 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_10 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<256x64xf32>
    %1633 = tensor.empty() : tensor<256x64xf32>
    %1634 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1632, %1622 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%1633 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<256x64xf32>
    %1635 = tensor.empty() : tensor<256x64xf32>
    %1636 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1630, %1634 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%1635 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<256x64xf32>
    %1637 = tensor.empty() : tensor<256x64xf32>
    %1638 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1636 : tensor<256x64xf32>) outs(%1637 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = math.sqrt %in : f32
      linalg.yield %1781 : f32
    } -> tensor<256x64xf32>
    %1639 = tensor.empty() : tensor<256x64xf32>
    %1640 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%1638, %954 : tensor<256x64xf32>, tensor<f32>) outs(%1639 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.divf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<256x64xf32>
    %1641 = tensor.empty() : tensor<256x64xf32>
    %1642 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1640 : tensor<256x64xf32>) outs(%1641 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_9 : f64 to f32
      %1782 = arith.addf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<256x64xf32>
    %1643 = tensor.empty() : tensor<256x64xf32>
    %1644 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1628, %1642 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%1643 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.divf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<256x64xf32>
    %1645 = tensor.empty() : tensor<256x64xf32>
    %1646 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%953, %1644 : tensor<f32>, tensor<256x64xf32>) outs(%1645 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<256x64xf32>
    %1647 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg53, %1646 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%224 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.subf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<256x64xf32>
    %1648 = tensor.empty() : tensor<64xf32>
    %1649 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_91 : tensor<64xbf16>) outs(%1648 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1650 = tensor.empty() : tensor<64xf32>
    %1651 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg82 : tensor<64xf32>) outs(%1650 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_13 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1652 = tensor.empty() : tensor<64xf32>
    %1653 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1649 : tensor<64xf32>) outs(%1652 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_12 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1654 = tensor.empty() : tensor<64xf32>
    %1655 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1651, %1653 : tensor<64xf32>, tensor<64xf32>) outs(%1654 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1656 = tensor.empty() : tensor<64xf32>
    %1657 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg110 : tensor<64xf32>) outs(%1656 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_11 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1658 = tensor.empty() : tensor<64xf32>
    %1659 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1649 : tensor<64xf32>) outs(%1658 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_10 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1660 = tensor.empty() : tensor<64xf32>
    %1661 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1659, %1649 : tensor<64xf32>, tensor<64xf32>) outs(%1660 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1662 = tensor.empty() : tensor<64xf32>
    %1663 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1657, %1661 : tensor<64xf32>, tensor<64xf32>) outs(%1662 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1664 = tensor.empty() : tensor<64xf32>
    %1665 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1663 : tensor<64xf32>) outs(%1664 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = math.sqrt %in : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1666 = tensor.empty() : tensor<64xf32>
    %1667 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1665, %954 : tensor<64xf32>, tensor<f32>) outs(%1666 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.divf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1668 = tensor.empty() : tensor<64xf32>
    %1669 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1667 : tensor<64xf32>) outs(%1668 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_9 : f64 to f32
      %1782 = arith.addf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1670 = tensor.empty() : tensor<64xf32>
    %1671 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1655, %1669 : tensor<64xf32>, tensor<64xf32>) outs(%1670 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.divf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1672 = tensor.empty() : tensor<64xf32>
    %1673 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%953, %1671 : tensor<f32>, tensor<64xf32>) outs(%1672 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1674 = tensor.empty() : tensor<64xf32>
    %1675 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg54, %1673 : tensor<64xf32>, tensor<64xf32>) outs(%1674 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.subf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1676 = tensor.empty() : tensor<64xf32>
    %1677 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%547 : tensor<64xbf16>) outs(%1676 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1678 = tensor.empty() : tensor<64xf32>
    %1679 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg83 : tensor<64xf32>) outs(%1678 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_13 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1680 = tensor.empty() : tensor<64xf32>
    %1681 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1677 : tensor<64xf32>) outs(%1680 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_12 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1682 = tensor.empty() : tensor<64xf32>
    %1683 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1679, %1681 : tensor<64xf32>, tensor<64xf32>) outs(%1682 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1684 = tensor.empty() : tensor<64xf32>
    %1685 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg111 : tensor<64xf32>) outs(%1684 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_11 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1686 = tensor.empty() : tensor<64xf32>
    %1687 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1677 : tensor<64xf32>) outs(%1686 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_10 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1688 = tensor.empty() : tensor<64xf32>
    %1689 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1687, %1677 : tensor<64xf32>, tensor<64xf32>) outs(%1688 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1690 = tensor.empty() : tensor<64xf32>
    %1691 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1685, %1689 : tensor<64xf32>, tensor<64xf32>) outs(%1690 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1692 = tensor.empty() : tensor<64xf32>
    %1693 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1691 : tensor<64xf32>) outs(%1692 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = math.sqrt %in : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1694 = tensor.empty() : tensor<64xf32>
    %1695 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1693, %954 : tensor<64xf32>, tensor<f32>) outs(%1694 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.divf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1696 = tensor.empty() : tensor<64xf32>
    %1697 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1695 : tensor<64xf32>) outs(%1696 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_9 : f64 to f32
      %1782 = arith.addf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1698 = tensor.empty() : tensor<64xf32>
    %1699 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1683, %1697 : tensor<64xf32>, tensor<64xf32>) outs(%1698 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.divf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1700 = tensor.empty() : tensor<64xf32>
    %1701 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%953, %1699 : tensor<f32>, tensor<64xf32>) outs(%1700 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1702 = tensor.empty() : tensor<64xf32>
    %1703 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg55, %1701 : tensor<64xf32>, tensor<64xf32>) outs(%1702 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.subf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1704 = tensor.empty() : tensor<64xf32>
    %1705 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%549 : tensor<64xbf16>) outs(%1704 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1781 = arith.extf %in : bf16 to f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1706 = tensor.empty() : tensor<64xf32>
    %1707 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg84 : tensor<64xf32>) outs(%1706 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_13 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1708 = tensor.empty() : tensor<64xf32>
    %1709 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1705 : tensor<64xf32>) outs(%1708 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_12 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1710 = tensor.empty() : tensor<64xf32>
    %1711 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1707, %1709 : tensor<64xf32>, tensor<64xf32>) outs(%1710 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1712 = tensor.empty() : tensor<64xf32>
    %1713 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg112 : tensor<64xf32>) outs(%1712 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_11 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1714 = tensor.empty() : tensor<64xf32>
    %1715 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1705 : tensor<64xf32>) outs(%1714 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_10 : f64 to f32
      %1782 = arith.mulf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1716 = tensor.empty() : tensor<64xf32>
    %1717 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1715, %1705 : tensor<64xf32>, tensor<64xf32>) outs(%1716 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1718 = tensor.empty() : tensor<64xf32>
    %1719 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1713, %1717 : tensor<64xf32>, tensor<64xf32>) outs(%1718 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.addf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1720 = tensor.empty() : tensor<64xf32>
    %1721 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1719 : tensor<64xf32>) outs(%1720 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = math.sqrt %in : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1722 = tensor.empty() : tensor<64xf32>
    %1723 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%1721, %954 : tensor<64xf32>, tensor<f32>) outs(%1722 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.divf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1724 = tensor.empty() : tensor<64xf32>
    %1725 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1723 : tensor<64xf32>) outs(%1724 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1781 = arith.truncf %cst_9 : f64 to f32
      %1782 = arith.addf %in, %1781 : f32
      linalg.yield %1782 : f32
    } -> tensor<64xf32>
    %1726 = tensor.empty() : tensor<64xf32>
    %1727 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1711, %1725 : tensor<64xf32>, tensor<64xf32>) outs(%1726 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.divf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1728 = tensor.empty() : tensor<64xf32>
    %1729 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%953, %1727 : tensor<f32>, tensor<64xf32>) outs(%1728 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.mulf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1730 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg56, %1729 : tensor<64xf32>, tensor<64xf32>) outs(%127 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_170: f32, %out: f32):
      %1781 = arith.subf %in, %in_170 : f32
      linalg.yield %1781 : f32
    } -> tensor<64xf32>
    %1731 = tensor.empty() : tensor<256x64xbf16>
    %1732 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%982 : tensor<256x64xf32>) outs(%1731 : tensor<256x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<256x64xbf16>
    %1733 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1009 : tensor<32x64xf32>) outs(%923 : tensor<32x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<32x64xbf16>
    %1734 = tensor.empty() : tensor<64xbf16>
    %1735 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1037 : tensor<64xf32>) outs(%1734 : tensor<64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<64xbf16>
    %1736 = tensor.empty() : tensor<64xbf16>
    %1737 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1065 : tensor<64xf32>) outs(%1736 : tensor<64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<64xbf16>
    %1738 = tensor.empty() : tensor<64x192xbf16>
    %1739 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1093 : tensor<64x192xf32>) outs(%1738 : tensor<64x192xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<64x192xbf16>
    %1740 = tensor.empty() : tensor<192xbf16>
    %1741 = tensor.empty() : tensor<192xbf16>
    %1742 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1121 : tensor<192xf32>) outs(%1741 : tensor<192xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<192xbf16>
    %1743 = tensor.empty() : tensor<64x64xbf16>
    %1744 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1149 : tensor<64x64xf32>) outs(%1743 : tensor<64x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<64x64xbf16>
    %1745 = tensor.empty() : tensor<64xbf16>
    %1746 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1177 : tensor<64xf32>) outs(%1745 : tensor<64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<64xbf16>
    %1747 = tensor.empty() : tensor<64xbf16>
    %1748 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1205 : tensor<64xf32>) outs(%1747 : tensor<64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<64xbf16>
    %1749 = tensor.empty() : tensor<64xbf16>
    %1750 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1233 : tensor<64xf32>) outs(%1749 : tensor<64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<64xbf16>
    %1751 = tensor.empty() : tensor<64x256xbf16>
    %1752 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1261 : tensor<64x256xf32>) outs(%1751 : tensor<64x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<64x256xbf16>
    %1753 = tensor.empty() : tensor<256xbf16>
    %1754 = tensor.empty() : tensor<256xbf16>
    %1755 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1289 : tensor<256xf32>) outs(%1754 : tensor<256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<256xbf16>
    %1756 = tensor.empty() : tensor<256x64xbf16>
    %1757 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1317 : tensor<256x64xf32>) outs(%1756 : tensor<256x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<256x64xbf16>
    %1758 = tensor.empty() : tensor<64xbf16>
    %1759 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1345 : tensor<64xf32>) outs(%1758 : tensor<64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<64xbf16>
    %1760 = tensor.empty() : tensor<64xbf16>
    %1761 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1373 : tensor<64xf32>) outs(%1760 : tensor<64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<64xbf16>
    %1762 = tensor.empty() : tensor<64xbf16>
    %1763 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1401 : tensor<64xf32>) outs(%1762 : tensor<64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<64xbf16>
    %1764 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1428 : tensor<64x192xf32>) outs(%701 : tensor<64x192xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<64x192xbf16>
    %1765 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1455 : tensor<192xf32>) outs(%1740 : tensor<192xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<192xbf16>
    %1766 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1482 : tensor<64x64xf32>) outs(%645 : tensor<64x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<64x64xbf16>
    %1767 = tensor.empty() : tensor<64xbf16>
    %1768 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1510 : tensor<64xf32>) outs(%1767 : tensor<64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<64xbf16>
    %1769 = tensor.empty() : tensor<64xbf16>
    %1770 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1538 : tensor<64xf32>) outs(%1769 : tensor<64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<64xbf16>
    %1771 = tensor.empty() : tensor<64xbf16>
    %1772 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1566 : tensor<64xf32>) outs(%1771 : tensor<64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<64xbf16>
    %1773 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1593 : tensor<64x256xf32>) outs(%438 : tensor<64x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<64x256xbf16>
    %1774 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1620 : tensor<256xf32>) outs(%1753 : tensor<256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<256xbf16>
    %1775 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1647 : tensor<256x64xf32>) outs(%505 : tensor<256x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<256x64xbf16>
    %1776 = tensor.empty() : tensor<64xbf16>
    %1777 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1675 : tensor<64xf32>) outs(%1776 : tensor<64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<64xbf16>
    %1778 = tensor.empty() : tensor<64xbf16>
    %1779 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1703 : tensor<64xf32>) outs(%1778 : tensor<64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<64xbf16>
    %1780 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1730 : tensor<64xf32>) outs(%545 : tensor<64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1781 = arith.truncf %in : f32 to bf16
      linalg.yield %1781 : bf16
    } -> tensor<64xbf16>
    return %482, %1732, %1733, %1735, %1737, %1739, %1742, %1744, %1746, %1748, %1750, %1752, %1755, %1757, %1759, %1761, %1763, %1764, %1765, %1766, %1768, %1770, %1772, %1773, %1774, %1775, %1777, %1779, %1780, %982, %1009, %1037, %1065, %1093, %1121, %1149, %1177, %1205, %1233, %1261, %1289, %1317, %1345, %1373, %1401, %1428, %1455, %1482, %1510, %1538, %1566, %1593, %1620, %1647, %1675, %1703, %1730, %962, %990, %1017, %1045, %1073, %1101, %1129, %1157, %1185, %1213, %1241, %1269, %1297, %1325, %1353, %1381, %1409, %1436, %1463, %1490, %1518, %1546, %1574, %1601, %1628, %1655, %1683, %1711, %970, %998, %1025, %1053, %1081, %1109, %1137, %1165, %1193, %1221, %1249, %1277, %1305, %1333, %1361, %1389, %1417, %1444, %1471, %1498, %1526, %1554, %1582, %1609, %1636, %1663, %1691, %1719, %935 : tensor<f32>, tensor<256x64xbf16>, tensor<32x64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<64x192xbf16>, tensor<192xbf16>, tensor<64x64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<64x256xbf16>, tensor<256xbf16>, tensor<256x64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<64x192xbf16>, tensor<192xbf16>, tensor<64x64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<64x256xbf16>, tensor<256xbf16>, tensor<256x64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<256x64xf32>, tensor<32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<i64>
  }
}

