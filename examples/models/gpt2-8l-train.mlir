// Model zoo: gpt2-8l-train, exported by examples/models/regenerate.sh (zoo.py); random weights.
// Training step: arguments = inputs, targets, parameters, optimizer state; results = loss, then each updated parameter/state named (cleave.name) as the argument it replaces. {"inputs": ["input_ids"], "parameters": 100, "optimizer_state": 201, "results": 302}
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
  func.func @train_step(%arg0: tensor<8x16xi64> {cleave.name = "input_ids"}, %arg1: tensor<256x64xf32> {cleave.name = "wte.weight"}, %arg2: tensor<32x64xf32> {cleave.name = "wpe.weight"}, %arg3: tensor<64xf32> {cleave.name = "h.0.ln_1.weight"}, %arg4: tensor<64xf32> {cleave.name = "h.0.ln_1.bias"}, %arg5: tensor<64x192xf32> {cleave.name = "h.0.attn.c_attn.weight"}, %arg6: tensor<192xf32> {cleave.name = "h.0.attn.c_attn.bias"}, %arg7: tensor<64x64xf32> {cleave.name = "h.0.attn.c_proj.weight"}, %arg8: tensor<64xf32> {cleave.name = "h.0.attn.c_proj.bias"}, %arg9: tensor<64xf32> {cleave.name = "h.0.ln_2.weight"}, %arg10: tensor<64xf32> {cleave.name = "h.0.ln_2.bias"}, %arg11: tensor<64x256xf32> {cleave.name = "h.0.mlp.c_fc.weight"}, %arg12: tensor<256xf32> {cleave.name = "h.0.mlp.c_fc.bias"}, %arg13: tensor<256x64xf32> {cleave.name = "h.0.mlp.c_proj.weight"}, %arg14: tensor<64xf32> {cleave.name = "h.0.mlp.c_proj.bias"}, %arg15: tensor<64xf32> {cleave.name = "h.1.ln_1.weight"}, %arg16: tensor<64xf32> {cleave.name = "h.1.ln_1.bias"}, %arg17: tensor<64x192xf32> {cleave.name = "h.1.attn.c_attn.weight"}, %arg18: tensor<192xf32> {cleave.name = "h.1.attn.c_attn.bias"}, %arg19: tensor<64x64xf32> {cleave.name = "h.1.attn.c_proj.weight"}, %arg20: tensor<64xf32> {cleave.name = "h.1.attn.c_proj.bias"}, %arg21: tensor<64xf32> {cleave.name = "h.1.ln_2.weight"}, %arg22: tensor<64xf32> {cleave.name = "h.1.ln_2.bias"}, %arg23: tensor<64x256xf32> {cleave.name = "h.1.mlp.c_fc.weight"}, %arg24: tensor<256xf32> {cleave.name = "h.1.mlp.c_fc.bias"}, %arg25: tensor<256x64xf32> {cleave.name = "h.1.mlp.c_proj.weight"}, %arg26: tensor<64xf32> {cleave.name = "h.1.mlp.c_proj.bias"}, %arg27: tensor<64xf32> {cleave.name = "h.2.ln_1.weight"}, %arg28: tensor<64xf32> {cleave.name = "h.2.ln_1.bias"}, %arg29: tensor<64x192xf32> {cleave.name = "h.2.attn.c_attn.weight"}, %arg30: tensor<192xf32> {cleave.name = "h.2.attn.c_attn.bias"}, %arg31: tensor<64x64xf32> {cleave.name = "h.2.attn.c_proj.weight"}, %arg32: tensor<64xf32> {cleave.name = "h.2.attn.c_proj.bias"}, %arg33: tensor<64xf32> {cleave.name = "h.2.ln_2.weight"}, %arg34: tensor<64xf32> {cleave.name = "h.2.ln_2.bias"}, %arg35: tensor<64x256xf32> {cleave.name = "h.2.mlp.c_fc.weight"}, %arg36: tensor<256xf32> {cleave.name = "h.2.mlp.c_fc.bias"}, %arg37: tensor<256x64xf32> {cleave.name = "h.2.mlp.c_proj.weight"}, %arg38: tensor<64xf32> {cleave.name = "h.2.mlp.c_proj.bias"}, %arg39: tensor<64xf32> {cleave.name = "h.3.ln_1.weight"}, %arg40: tensor<64xf32> {cleave.name = "h.3.ln_1.bias"}, %arg41: tensor<64x192xf32> {cleave.name = "h.3.attn.c_attn.weight"}, %arg42: tensor<192xf32> {cleave.name = "h.3.attn.c_attn.bias"}, %arg43: tensor<64x64xf32> {cleave.name = "h.3.attn.c_proj.weight"}, %arg44: tensor<64xf32> {cleave.name = "h.3.attn.c_proj.bias"}, %arg45: tensor<64xf32> {cleave.name = "h.3.ln_2.weight"}, %arg46: tensor<64xf32> {cleave.name = "h.3.ln_2.bias"}, %arg47: tensor<64x256xf32> {cleave.name = "h.3.mlp.c_fc.weight"}, %arg48: tensor<256xf32> {cleave.name = "h.3.mlp.c_fc.bias"}, %arg49: tensor<256x64xf32> {cleave.name = "h.3.mlp.c_proj.weight"}, %arg50: tensor<64xf32> {cleave.name = "h.3.mlp.c_proj.bias"}, %arg51: tensor<64xf32> {cleave.name = "h.4.ln_1.weight"}, %arg52: tensor<64xf32> {cleave.name = "h.4.ln_1.bias"}, %arg53: tensor<64x192xf32> {cleave.name = "h.4.attn.c_attn.weight"}, %arg54: tensor<192xf32> {cleave.name = "h.4.attn.c_attn.bias"}, %arg55: tensor<64x64xf32> {cleave.name = "h.4.attn.c_proj.weight"}, %arg56: tensor<64xf32> {cleave.name = "h.4.attn.c_proj.bias"}, %arg57: tensor<64xf32> {cleave.name = "h.4.ln_2.weight"}, %arg58: tensor<64xf32> {cleave.name = "h.4.ln_2.bias"}, %arg59: tensor<64x256xf32> {cleave.name = "h.4.mlp.c_fc.weight"}, %arg60: tensor<256xf32> {cleave.name = "h.4.mlp.c_fc.bias"}, %arg61: tensor<256x64xf32> {cleave.name = "h.4.mlp.c_proj.weight"}, %arg62: tensor<64xf32> {cleave.name = "h.4.mlp.c_proj.bias"}, %arg63: tensor<64xf32> {cleave.name = "h.5.ln_1.weight"}, %arg64: tensor<64xf32> {cleave.name = "h.5.ln_1.bias"}, %arg65: tensor<64x192xf32> {cleave.name = "h.5.attn.c_attn.weight"}, %arg66: tensor<192xf32> {cleave.name = "h.5.attn.c_attn.bias"}, %arg67: tensor<64x64xf32> {cleave.name = "h.5.attn.c_proj.weight"}, %arg68: tensor<64xf32> {cleave.name = "h.5.attn.c_proj.bias"}, %arg69: tensor<64xf32> {cleave.name = "h.5.ln_2.weight"}, %arg70: tensor<64xf32> {cleave.name = "h.5.ln_2.bias"}, %arg71: tensor<64x256xf32> {cleave.name = "h.5.mlp.c_fc.weight"}, %arg72: tensor<256xf32> {cleave.name = "h.5.mlp.c_fc.bias"}, %arg73: tensor<256x64xf32> {cleave.name = "h.5.mlp.c_proj.weight"}, %arg74: tensor<64xf32> {cleave.name = "h.5.mlp.c_proj.bias"}, %arg75: tensor<64xf32> {cleave.name = "h.6.ln_1.weight"}, %arg76: tensor<64xf32> {cleave.name = "h.6.ln_1.bias"}, %arg77: tensor<64x192xf32> {cleave.name = "h.6.attn.c_attn.weight"}, %arg78: tensor<192xf32> {cleave.name = "h.6.attn.c_attn.bias"}, %arg79: tensor<64x64xf32> {cleave.name = "h.6.attn.c_proj.weight"}, %arg80: tensor<64xf32> {cleave.name = "h.6.attn.c_proj.bias"}, %arg81: tensor<64xf32> {cleave.name = "h.6.ln_2.weight"}, %arg82: tensor<64xf32> {cleave.name = "h.6.ln_2.bias"}, %arg83: tensor<64x256xf32> {cleave.name = "h.6.mlp.c_fc.weight"}, %arg84: tensor<256xf32> {cleave.name = "h.6.mlp.c_fc.bias"}, %arg85: tensor<256x64xf32> {cleave.name = "h.6.mlp.c_proj.weight"}, %arg86: tensor<64xf32> {cleave.name = "h.6.mlp.c_proj.bias"}, %arg87: tensor<64xf32> {cleave.name = "h.7.ln_1.weight"}, %arg88: tensor<64xf32> {cleave.name = "h.7.ln_1.bias"}, %arg89: tensor<64x192xf32> {cleave.name = "h.7.attn.c_attn.weight"}, %arg90: tensor<192xf32> {cleave.name = "h.7.attn.c_attn.bias"}, %arg91: tensor<64x64xf32> {cleave.name = "h.7.attn.c_proj.weight"}, %arg92: tensor<64xf32> {cleave.name = "h.7.attn.c_proj.bias"}, %arg93: tensor<64xf32> {cleave.name = "h.7.ln_2.weight"}, %arg94: tensor<64xf32> {cleave.name = "h.7.ln_2.bias"}, %arg95: tensor<64x256xf32> {cleave.name = "h.7.mlp.c_fc.weight"}, %arg96: tensor<256xf32> {cleave.name = "h.7.mlp.c_fc.bias"}, %arg97: tensor<256x64xf32> {cleave.name = "h.7.mlp.c_proj.weight"}, %arg98: tensor<64xf32> {cleave.name = "h.7.mlp.c_proj.bias"}, %arg99: tensor<64xf32> {cleave.name = "ln_f.weight"}, %arg100: tensor<64xf32> {cleave.name = "ln_f.bias"}, %arg101: tensor<256x64xf32> {cleave.name = "adam_m.wte.weight"}, %arg102: tensor<32x64xf32> {cleave.name = "adam_m.wpe.weight"}, %arg103: tensor<64xf32> {cleave.name = "adam_m.h.0.ln_1.weight"}, %arg104: tensor<64xf32> {cleave.name = "adam_m.h.0.ln_1.bias"}, %arg105: tensor<64x192xf32> {cleave.name = "adam_m.h.0.attn.c_attn.weight"}, %arg106: tensor<192xf32> {cleave.name = "adam_m.h.0.attn.c_attn.bias"}, %arg107: tensor<64x64xf32> {cleave.name = "adam_m.h.0.attn.c_proj.weight"}, %arg108: tensor<64xf32> {cleave.name = "adam_m.h.0.attn.c_proj.bias"}, %arg109: tensor<64xf32> {cleave.name = "adam_m.h.0.ln_2.weight"}, %arg110: tensor<64xf32> {cleave.name = "adam_m.h.0.ln_2.bias"}, %arg111: tensor<64x256xf32> {cleave.name = "adam_m.h.0.mlp.c_fc.weight"}, %arg112: tensor<256xf32> {cleave.name = "adam_m.h.0.mlp.c_fc.bias"}, %arg113: tensor<256x64xf32> {cleave.name = "adam_m.h.0.mlp.c_proj.weight"}, %arg114: tensor<64xf32> {cleave.name = "adam_m.h.0.mlp.c_proj.bias"}, %arg115: tensor<64xf32> {cleave.name = "adam_m.h.1.ln_1.weight"}, %arg116: tensor<64xf32> {cleave.name = "adam_m.h.1.ln_1.bias"}, %arg117: tensor<64x192xf32> {cleave.name = "adam_m.h.1.attn.c_attn.weight"}, %arg118: tensor<192xf32> {cleave.name = "adam_m.h.1.attn.c_attn.bias"}, %arg119: tensor<64x64xf32> {cleave.name = "adam_m.h.1.attn.c_proj.weight"}, %arg120: tensor<64xf32> {cleave.name = "adam_m.h.1.attn.c_proj.bias"}, %arg121: tensor<64xf32> {cleave.name = "adam_m.h.1.ln_2.weight"}, %arg122: tensor<64xf32> {cleave.name = "adam_m.h.1.ln_2.bias"}, %arg123: tensor<64x256xf32> {cleave.name = "adam_m.h.1.mlp.c_fc.weight"}, %arg124: tensor<256xf32> {cleave.name = "adam_m.h.1.mlp.c_fc.bias"}, %arg125: tensor<256x64xf32> {cleave.name = "adam_m.h.1.mlp.c_proj.weight"}, %arg126: tensor<64xf32> {cleave.name = "adam_m.h.1.mlp.c_proj.bias"}, %arg127: tensor<64xf32> {cleave.name = "adam_m.h.2.ln_1.weight"}, %arg128: tensor<64xf32> {cleave.name = "adam_m.h.2.ln_1.bias"}, %arg129: tensor<64x192xf32> {cleave.name = "adam_m.h.2.attn.c_attn.weight"}, %arg130: tensor<192xf32> {cleave.name = "adam_m.h.2.attn.c_attn.bias"}, %arg131: tensor<64x64xf32> {cleave.name = "adam_m.h.2.attn.c_proj.weight"}, %arg132: tensor<64xf32> {cleave.name = "adam_m.h.2.attn.c_proj.bias"}, %arg133: tensor<64xf32> {cleave.name = "adam_m.h.2.ln_2.weight"}, %arg134: tensor<64xf32> {cleave.name = "adam_m.h.2.ln_2.bias"}, %arg135: tensor<64x256xf32> {cleave.name = "adam_m.h.2.mlp.c_fc.weight"}, %arg136: tensor<256xf32> {cleave.name = "adam_m.h.2.mlp.c_fc.bias"}, %arg137: tensor<256x64xf32> {cleave.name = "adam_m.h.2.mlp.c_proj.weight"}, %arg138: tensor<64xf32> {cleave.name = "adam_m.h.2.mlp.c_proj.bias"}, %arg139: tensor<64xf32> {cleave.name = "adam_m.h.3.ln_1.weight"}, %arg140: tensor<64xf32> {cleave.name = "adam_m.h.3.ln_1.bias"}, %arg141: tensor<64x192xf32> {cleave.name = "adam_m.h.3.attn.c_attn.weight"}, %arg142: tensor<192xf32> {cleave.name = "adam_m.h.3.attn.c_attn.bias"}, %arg143: tensor<64x64xf32> {cleave.name = "adam_m.h.3.attn.c_proj.weight"}, %arg144: tensor<64xf32> {cleave.name = "adam_m.h.3.attn.c_proj.bias"}, %arg145: tensor<64xf32> {cleave.name = "adam_m.h.3.ln_2.weight"}, %arg146: tensor<64xf32> {cleave.name = "adam_m.h.3.ln_2.bias"}, %arg147: tensor<64x256xf32> {cleave.name = "adam_m.h.3.mlp.c_fc.weight"}, %arg148: tensor<256xf32> {cleave.name = "adam_m.h.3.mlp.c_fc.bias"}, %arg149: tensor<256x64xf32> {cleave.name = "adam_m.h.3.mlp.c_proj.weight"}, %arg150: tensor<64xf32> {cleave.name = "adam_m.h.3.mlp.c_proj.bias"}, %arg151: tensor<64xf32> {cleave.name = "adam_m.h.4.ln_1.weight"}, %arg152: tensor<64xf32> {cleave.name = "adam_m.h.4.ln_1.bias"}, %arg153: tensor<64x192xf32> {cleave.name = "adam_m.h.4.attn.c_attn.weight"}, %arg154: tensor<192xf32> {cleave.name = "adam_m.h.4.attn.c_attn.bias"}, %arg155: tensor<64x64xf32> {cleave.name = "adam_m.h.4.attn.c_proj.weight"}, %arg156: tensor<64xf32> {cleave.name = "adam_m.h.4.attn.c_proj.bias"}, %arg157: tensor<64xf32> {cleave.name = "adam_m.h.4.ln_2.weight"}, %arg158: tensor<64xf32> {cleave.name = "adam_m.h.4.ln_2.bias"}, %arg159: tensor<64x256xf32> {cleave.name = "adam_m.h.4.mlp.c_fc.weight"}, %arg160: tensor<256xf32> {cleave.name = "adam_m.h.4.mlp.c_fc.bias"}, %arg161: tensor<256x64xf32> {cleave.name = "adam_m.h.4.mlp.c_proj.weight"}, %arg162: tensor<64xf32> {cleave.name = "adam_m.h.4.mlp.c_proj.bias"}, %arg163: tensor<64xf32> {cleave.name = "adam_m.h.5.ln_1.weight"}, %arg164: tensor<64xf32> {cleave.name = "adam_m.h.5.ln_1.bias"}, %arg165: tensor<64x192xf32> {cleave.name = "adam_m.h.5.attn.c_attn.weight"}, %arg166: tensor<192xf32> {cleave.name = "adam_m.h.5.attn.c_attn.bias"}, %arg167: tensor<64x64xf32> {cleave.name = "adam_m.h.5.attn.c_proj.weight"}, %arg168: tensor<64xf32> {cleave.name = "adam_m.h.5.attn.c_proj.bias"}, %arg169: tensor<64xf32> {cleave.name = "adam_m.h.5.ln_2.weight"}, %arg170: tensor<64xf32> {cleave.name = "adam_m.h.5.ln_2.bias"}, %arg171: tensor<64x256xf32> {cleave.name = "adam_m.h.5.mlp.c_fc.weight"}, %arg172: tensor<256xf32> {cleave.name = "adam_m.h.5.mlp.c_fc.bias"}, %arg173: tensor<256x64xf32> {cleave.name = "adam_m.h.5.mlp.c_proj.weight"}, %arg174: tensor<64xf32> {cleave.name = "adam_m.h.5.mlp.c_proj.bias"}, %arg175: tensor<64xf32> {cleave.name = "adam_m.h.6.ln_1.weight"}, %arg176: tensor<64xf32> {cleave.name = "adam_m.h.6.ln_1.bias"}, %arg177: tensor<64x192xf32> {cleave.name = "adam_m.h.6.attn.c_attn.weight"}, %arg178: tensor<192xf32> {cleave.name = "adam_m.h.6.attn.c_attn.bias"}, %arg179: tensor<64x64xf32> {cleave.name = "adam_m.h.6.attn.c_proj.weight"}, %arg180: tensor<64xf32> {cleave.name = "adam_m.h.6.attn.c_proj.bias"}, %arg181: tensor<64xf32> {cleave.name = "adam_m.h.6.ln_2.weight"}, %arg182: tensor<64xf32> {cleave.name = "adam_m.h.6.ln_2.bias"}, %arg183: tensor<64x256xf32> {cleave.name = "adam_m.h.6.mlp.c_fc.weight"}, %arg184: tensor<256xf32> {cleave.name = "adam_m.h.6.mlp.c_fc.bias"}, %arg185: tensor<256x64xf32> {cleave.name = "adam_m.h.6.mlp.c_proj.weight"}, %arg186: tensor<64xf32> {cleave.name = "adam_m.h.6.mlp.c_proj.bias"}, %arg187: tensor<64xf32> {cleave.name = "adam_m.h.7.ln_1.weight"}, %arg188: tensor<64xf32> {cleave.name = "adam_m.h.7.ln_1.bias"}, %arg189: tensor<64x192xf32> {cleave.name = "adam_m.h.7.attn.c_attn.weight"}, %arg190: tensor<192xf32> {cleave.name = "adam_m.h.7.attn.c_attn.bias"}, %arg191: tensor<64x64xf32> {cleave.name = "adam_m.h.7.attn.c_proj.weight"}, %arg192: tensor<64xf32> {cleave.name = "adam_m.h.7.attn.c_proj.bias"}, %arg193: tensor<64xf32> {cleave.name = "adam_m.h.7.ln_2.weight"}, %arg194: tensor<64xf32> {cleave.name = "adam_m.h.7.ln_2.bias"}, %arg195: tensor<64x256xf32> {cleave.name = "adam_m.h.7.mlp.c_fc.weight"}, %arg196: tensor<256xf32> {cleave.name = "adam_m.h.7.mlp.c_fc.bias"}, %arg197: tensor<256x64xf32> {cleave.name = "adam_m.h.7.mlp.c_proj.weight"}, %arg198: tensor<64xf32> {cleave.name = "adam_m.h.7.mlp.c_proj.bias"}, %arg199: tensor<64xf32> {cleave.name = "adam_m.ln_f.weight"}, %arg200: tensor<64xf32> {cleave.name = "adam_m.ln_f.bias"}, %arg201: tensor<256x64xf32> {cleave.name = "adam_v.wte.weight"}, %arg202: tensor<32x64xf32> {cleave.name = "adam_v.wpe.weight"}, %arg203: tensor<64xf32> {cleave.name = "adam_v.h.0.ln_1.weight"}, %arg204: tensor<64xf32> {cleave.name = "adam_v.h.0.ln_1.bias"}, %arg205: tensor<64x192xf32> {cleave.name = "adam_v.h.0.attn.c_attn.weight"}, %arg206: tensor<192xf32> {cleave.name = "adam_v.h.0.attn.c_attn.bias"}, %arg207: tensor<64x64xf32> {cleave.name = "adam_v.h.0.attn.c_proj.weight"}, %arg208: tensor<64xf32> {cleave.name = "adam_v.h.0.attn.c_proj.bias"}, %arg209: tensor<64xf32> {cleave.name = "adam_v.h.0.ln_2.weight"}, %arg210: tensor<64xf32> {cleave.name = "adam_v.h.0.ln_2.bias"}, %arg211: tensor<64x256xf32> {cleave.name = "adam_v.h.0.mlp.c_fc.weight"}, %arg212: tensor<256xf32> {cleave.name = "adam_v.h.0.mlp.c_fc.bias"}, %arg213: tensor<256x64xf32> {cleave.name = "adam_v.h.0.mlp.c_proj.weight"}, %arg214: tensor<64xf32> {cleave.name = "adam_v.h.0.mlp.c_proj.bias"}, %arg215: tensor<64xf32> {cleave.name = "adam_v.h.1.ln_1.weight"}, %arg216: tensor<64xf32> {cleave.name = "adam_v.h.1.ln_1.bias"}, %arg217: tensor<64x192xf32> {cleave.name = "adam_v.h.1.attn.c_attn.weight"}, %arg218: tensor<192xf32> {cleave.name = "adam_v.h.1.attn.c_attn.bias"}, %arg219: tensor<64x64xf32> {cleave.name = "adam_v.h.1.attn.c_proj.weight"}, %arg220: tensor<64xf32> {cleave.name = "adam_v.h.1.attn.c_proj.bias"}, %arg221: tensor<64xf32> {cleave.name = "adam_v.h.1.ln_2.weight"}, %arg222: tensor<64xf32> {cleave.name = "adam_v.h.1.ln_2.bias"}, %arg223: tensor<64x256xf32> {cleave.name = "adam_v.h.1.mlp.c_fc.weight"}, %arg224: tensor<256xf32> {cleave.name = "adam_v.h.1.mlp.c_fc.bias"}, %arg225: tensor<256x64xf32> {cleave.name = "adam_v.h.1.mlp.c_proj.weight"}, %arg226: tensor<64xf32> {cleave.name = "adam_v.h.1.mlp.c_proj.bias"}, %arg227: tensor<64xf32> {cleave.name = "adam_v.h.2.ln_1.weight"}, %arg228: tensor<64xf32> {cleave.name = "adam_v.h.2.ln_1.bias"}, %arg229: tensor<64x192xf32> {cleave.name = "adam_v.h.2.attn.c_attn.weight"}, %arg230: tensor<192xf32> {cleave.name = "adam_v.h.2.attn.c_attn.bias"}, %arg231: tensor<64x64xf32> {cleave.name = "adam_v.h.2.attn.c_proj.weight"}, %arg232: tensor<64xf32> {cleave.name = "adam_v.h.2.attn.c_proj.bias"}, %arg233: tensor<64xf32> {cleave.name = "adam_v.h.2.ln_2.weight"}, %arg234: tensor<64xf32> {cleave.name = "adam_v.h.2.ln_2.bias"}, %arg235: tensor<64x256xf32> {cleave.name = "adam_v.h.2.mlp.c_fc.weight"}, %arg236: tensor<256xf32> {cleave.name = "adam_v.h.2.mlp.c_fc.bias"}, %arg237: tensor<256x64xf32> {cleave.name = "adam_v.h.2.mlp.c_proj.weight"}, %arg238: tensor<64xf32> {cleave.name = "adam_v.h.2.mlp.c_proj.bias"}, %arg239: tensor<64xf32> {cleave.name = "adam_v.h.3.ln_1.weight"}, %arg240: tensor<64xf32> {cleave.name = "adam_v.h.3.ln_1.bias"}, %arg241: tensor<64x192xf32> {cleave.name = "adam_v.h.3.attn.c_attn.weight"}, %arg242: tensor<192xf32> {cleave.name = "adam_v.h.3.attn.c_attn.bias"}, %arg243: tensor<64x64xf32> {cleave.name = "adam_v.h.3.attn.c_proj.weight"}, %arg244: tensor<64xf32> {cleave.name = "adam_v.h.3.attn.c_proj.bias"}, %arg245: tensor<64xf32> {cleave.name = "adam_v.h.3.ln_2.weight"}, %arg246: tensor<64xf32> {cleave.name = "adam_v.h.3.ln_2.bias"}, %arg247: tensor<64x256xf32> {cleave.name = "adam_v.h.3.mlp.c_fc.weight"}, %arg248: tensor<256xf32> {cleave.name = "adam_v.h.3.mlp.c_fc.bias"}, %arg249: tensor<256x64xf32> {cleave.name = "adam_v.h.3.mlp.c_proj.weight"}, %arg250: tensor<64xf32> {cleave.name = "adam_v.h.3.mlp.c_proj.bias"}, %arg251: tensor<64xf32> {cleave.name = "adam_v.h.4.ln_1.weight"}, %arg252: tensor<64xf32> {cleave.name = "adam_v.h.4.ln_1.bias"}, %arg253: tensor<64x192xf32> {cleave.name = "adam_v.h.4.attn.c_attn.weight"}, %arg254: tensor<192xf32> {cleave.name = "adam_v.h.4.attn.c_attn.bias"}, %arg255: tensor<64x64xf32> {cleave.name = "adam_v.h.4.attn.c_proj.weight"}, %arg256: tensor<64xf32> {cleave.name = "adam_v.h.4.attn.c_proj.bias"}, %arg257: tensor<64xf32> {cleave.name = "adam_v.h.4.ln_2.weight"}, %arg258: tensor<64xf32> {cleave.name = "adam_v.h.4.ln_2.bias"}, %arg259: tensor<64x256xf32> {cleave.name = "adam_v.h.4.mlp.c_fc.weight"}, %arg260: tensor<256xf32> {cleave.name = "adam_v.h.4.mlp.c_fc.bias"}, %arg261: tensor<256x64xf32> {cleave.name = "adam_v.h.4.mlp.c_proj.weight"}, %arg262: tensor<64xf32> {cleave.name = "adam_v.h.4.mlp.c_proj.bias"}, %arg263: tensor<64xf32> {cleave.name = "adam_v.h.5.ln_1.weight"}, %arg264: tensor<64xf32> {cleave.name = "adam_v.h.5.ln_1.bias"}, %arg265: tensor<64x192xf32> {cleave.name = "adam_v.h.5.attn.c_attn.weight"}, %arg266: tensor<192xf32> {cleave.name = "adam_v.h.5.attn.c_attn.bias"}, %arg267: tensor<64x64xf32> {cleave.name = "adam_v.h.5.attn.c_proj.weight"}, %arg268: tensor<64xf32> {cleave.name = "adam_v.h.5.attn.c_proj.bias"}, %arg269: tensor<64xf32> {cleave.name = "adam_v.h.5.ln_2.weight"}, %arg270: tensor<64xf32> {cleave.name = "adam_v.h.5.ln_2.bias"}, %arg271: tensor<64x256xf32> {cleave.name = "adam_v.h.5.mlp.c_fc.weight"}, %arg272: tensor<256xf32> {cleave.name = "adam_v.h.5.mlp.c_fc.bias"}, %arg273: tensor<256x64xf32> {cleave.name = "adam_v.h.5.mlp.c_proj.weight"}, %arg274: tensor<64xf32> {cleave.name = "adam_v.h.5.mlp.c_proj.bias"}, %arg275: tensor<64xf32> {cleave.name = "adam_v.h.6.ln_1.weight"}, %arg276: tensor<64xf32> {cleave.name = "adam_v.h.6.ln_1.bias"}, %arg277: tensor<64x192xf32> {cleave.name = "adam_v.h.6.attn.c_attn.weight"}, %arg278: tensor<192xf32> {cleave.name = "adam_v.h.6.attn.c_attn.bias"}, %arg279: tensor<64x64xf32> {cleave.name = "adam_v.h.6.attn.c_proj.weight"}, %arg280: tensor<64xf32> {cleave.name = "adam_v.h.6.attn.c_proj.bias"}, %arg281: tensor<64xf32> {cleave.name = "adam_v.h.6.ln_2.weight"}, %arg282: tensor<64xf32> {cleave.name = "adam_v.h.6.ln_2.bias"}, %arg283: tensor<64x256xf32> {cleave.name = "adam_v.h.6.mlp.c_fc.weight"}, %arg284: tensor<256xf32> {cleave.name = "adam_v.h.6.mlp.c_fc.bias"}, %arg285: tensor<256x64xf32> {cleave.name = "adam_v.h.6.mlp.c_proj.weight"}, %arg286: tensor<64xf32> {cleave.name = "adam_v.h.6.mlp.c_proj.bias"}, %arg287: tensor<64xf32> {cleave.name = "adam_v.h.7.ln_1.weight"}, %arg288: tensor<64xf32> {cleave.name = "adam_v.h.7.ln_1.bias"}, %arg289: tensor<64x192xf32> {cleave.name = "adam_v.h.7.attn.c_attn.weight"}, %arg290: tensor<192xf32> {cleave.name = "adam_v.h.7.attn.c_attn.bias"}, %arg291: tensor<64x64xf32> {cleave.name = "adam_v.h.7.attn.c_proj.weight"}, %arg292: tensor<64xf32> {cleave.name = "adam_v.h.7.attn.c_proj.bias"}, %arg293: tensor<64xf32> {cleave.name = "adam_v.h.7.ln_2.weight"}, %arg294: tensor<64xf32> {cleave.name = "adam_v.h.7.ln_2.bias"}, %arg295: tensor<64x256xf32> {cleave.name = "adam_v.h.7.mlp.c_fc.weight"}, %arg296: tensor<256xf32> {cleave.name = "adam_v.h.7.mlp.c_fc.bias"}, %arg297: tensor<256x64xf32> {cleave.name = "adam_v.h.7.mlp.c_proj.weight"}, %arg298: tensor<64xf32> {cleave.name = "adam_v.h.7.mlp.c_proj.bias"}, %arg299: tensor<64xf32> {cleave.name = "adam_v.ln_f.weight"}, %arg300: tensor<64xf32> {cleave.name = "adam_v.ln_f.bias"}, %arg301: tensor<i64> {cleave.name = "step"}) -> (tensor<f32> {cleave.name = "loss"}, tensor<256x64xf32> {cleave.name = "wte.weight"}, tensor<32x64xf32> {cleave.name = "wpe.weight"}, tensor<64xf32> {cleave.name = "h.0.ln_1.weight"}, tensor<64xf32> {cleave.name = "h.0.ln_1.bias"}, tensor<64x192xf32> {cleave.name = "h.0.attn.c_attn.weight"}, tensor<192xf32> {cleave.name = "h.0.attn.c_attn.bias"}, tensor<64x64xf32> {cleave.name = "h.0.attn.c_proj.weight"}, tensor<64xf32> {cleave.name = "h.0.attn.c_proj.bias"}, tensor<64xf32> {cleave.name = "h.0.ln_2.weight"}, tensor<64xf32> {cleave.name = "h.0.ln_2.bias"}, tensor<64x256xf32> {cleave.name = "h.0.mlp.c_fc.weight"}, tensor<256xf32> {cleave.name = "h.0.mlp.c_fc.bias"}, tensor<256x64xf32> {cleave.name = "h.0.mlp.c_proj.weight"}, tensor<64xf32> {cleave.name = "h.0.mlp.c_proj.bias"}, tensor<64xf32> {cleave.name = "h.1.ln_1.weight"}, tensor<64xf32> {cleave.name = "h.1.ln_1.bias"}, tensor<64x192xf32> {cleave.name = "h.1.attn.c_attn.weight"}, tensor<192xf32> {cleave.name = "h.1.attn.c_attn.bias"}, tensor<64x64xf32> {cleave.name = "h.1.attn.c_proj.weight"}, tensor<64xf32> {cleave.name = "h.1.attn.c_proj.bias"}, tensor<64xf32> {cleave.name = "h.1.ln_2.weight"}, tensor<64xf32> {cleave.name = "h.1.ln_2.bias"}, tensor<64x256xf32> {cleave.name = "h.1.mlp.c_fc.weight"}, tensor<256xf32> {cleave.name = "h.1.mlp.c_fc.bias"}, tensor<256x64xf32> {cleave.name = "h.1.mlp.c_proj.weight"}, tensor<64xf32> {cleave.name = "h.1.mlp.c_proj.bias"}, tensor<64xf32> {cleave.name = "h.2.ln_1.weight"}, tensor<64xf32> {cleave.name = "h.2.ln_1.bias"}, tensor<64x192xf32> {cleave.name = "h.2.attn.c_attn.weight"}, tensor<192xf32> {cleave.name = "h.2.attn.c_attn.bias"}, tensor<64x64xf32> {cleave.name = "h.2.attn.c_proj.weight"}, tensor<64xf32> {cleave.name = "h.2.attn.c_proj.bias"}, tensor<64xf32> {cleave.name = "h.2.ln_2.weight"}, tensor<64xf32> {cleave.name = "h.2.ln_2.bias"}, tensor<64x256xf32> {cleave.name = "h.2.mlp.c_fc.weight"}, tensor<256xf32> {cleave.name = "h.2.mlp.c_fc.bias"}, tensor<256x64xf32> {cleave.name = "h.2.mlp.c_proj.weight"}, tensor<64xf32> {cleave.name = "h.2.mlp.c_proj.bias"}, tensor<64xf32> {cleave.name = "h.3.ln_1.weight"}, tensor<64xf32> {cleave.name = "h.3.ln_1.bias"}, tensor<64x192xf32> {cleave.name = "h.3.attn.c_attn.weight"}, tensor<192xf32> {cleave.name = "h.3.attn.c_attn.bias"}, tensor<64x64xf32> {cleave.name = "h.3.attn.c_proj.weight"}, tensor<64xf32> {cleave.name = "h.3.attn.c_proj.bias"}, tensor<64xf32> {cleave.name = "h.3.ln_2.weight"}, tensor<64xf32> {cleave.name = "h.3.ln_2.bias"}, tensor<64x256xf32> {cleave.name = "h.3.mlp.c_fc.weight"}, tensor<256xf32> {cleave.name = "h.3.mlp.c_fc.bias"}, tensor<256x64xf32> {cleave.name = "h.3.mlp.c_proj.weight"}, tensor<64xf32> {cleave.name = "h.3.mlp.c_proj.bias"}, tensor<64xf32> {cleave.name = "h.4.ln_1.weight"}, tensor<64xf32> {cleave.name = "h.4.ln_1.bias"}, tensor<64x192xf32> {cleave.name = "h.4.attn.c_attn.weight"}, tensor<192xf32> {cleave.name = "h.4.attn.c_attn.bias"}, tensor<64x64xf32> {cleave.name = "h.4.attn.c_proj.weight"}, tensor<64xf32> {cleave.name = "h.4.attn.c_proj.bias"}, tensor<64xf32> {cleave.name = "h.4.ln_2.weight"}, tensor<64xf32> {cleave.name = "h.4.ln_2.bias"}, tensor<64x256xf32> {cleave.name = "h.4.mlp.c_fc.weight"}, tensor<256xf32> {cleave.name = "h.4.mlp.c_fc.bias"}, tensor<256x64xf32> {cleave.name = "h.4.mlp.c_proj.weight"}, tensor<64xf32> {cleave.name = "h.4.mlp.c_proj.bias"}, tensor<64xf32> {cleave.name = "h.5.ln_1.weight"}, tensor<64xf32> {cleave.name = "h.5.ln_1.bias"}, tensor<64x192xf32> {cleave.name = "h.5.attn.c_attn.weight"}, tensor<192xf32> {cleave.name = "h.5.attn.c_attn.bias"}, tensor<64x64xf32> {cleave.name = "h.5.attn.c_proj.weight"}, tensor<64xf32> {cleave.name = "h.5.attn.c_proj.bias"}, tensor<64xf32> {cleave.name = "h.5.ln_2.weight"}, tensor<64xf32> {cleave.name = "h.5.ln_2.bias"}, tensor<64x256xf32> {cleave.name = "h.5.mlp.c_fc.weight"}, tensor<256xf32> {cleave.name = "h.5.mlp.c_fc.bias"}, tensor<256x64xf32> {cleave.name = "h.5.mlp.c_proj.weight"}, tensor<64xf32> {cleave.name = "h.5.mlp.c_proj.bias"}, tensor<64xf32> {cleave.name = "h.6.ln_1.weight"}, tensor<64xf32> {cleave.name = "h.6.ln_1.bias"}, tensor<64x192xf32> {cleave.name = "h.6.attn.c_attn.weight"}, tensor<192xf32> {cleave.name = "h.6.attn.c_attn.bias"}, tensor<64x64xf32> {cleave.name = "h.6.attn.c_proj.weight"}, tensor<64xf32> {cleave.name = "h.6.attn.c_proj.bias"}, tensor<64xf32> {cleave.name = "h.6.ln_2.weight"}, tensor<64xf32> {cleave.name = "h.6.ln_2.bias"}, tensor<64x256xf32> {cleave.name = "h.6.mlp.c_fc.weight"}, tensor<256xf32> {cleave.name = "h.6.mlp.c_fc.bias"}, tensor<256x64xf32> {cleave.name = "h.6.mlp.c_proj.weight"}, tensor<64xf32> {cleave.name = "h.6.mlp.c_proj.bias"}, tensor<64xf32> {cleave.name = "h.7.ln_1.weight"}, tensor<64xf32> {cleave.name = "h.7.ln_1.bias"}, tensor<64x192xf32> {cleave.name = "h.7.attn.c_attn.weight"}, tensor<192xf32> {cleave.name = "h.7.attn.c_attn.bias"}, tensor<64x64xf32> {cleave.name = "h.7.attn.c_proj.weight"}, tensor<64xf32> {cleave.name = "h.7.attn.c_proj.bias"}, tensor<64xf32> {cleave.name = "h.7.ln_2.weight"}, tensor<64xf32> {cleave.name = "h.7.ln_2.bias"}, tensor<64x256xf32> {cleave.name = "h.7.mlp.c_fc.weight"}, tensor<256xf32> {cleave.name = "h.7.mlp.c_fc.bias"}, tensor<256x64xf32> {cleave.name = "h.7.mlp.c_proj.weight"}, tensor<64xf32> {cleave.name = "h.7.mlp.c_proj.bias"}, tensor<64xf32> {cleave.name = "ln_f.weight"}, tensor<64xf32> {cleave.name = "ln_f.bias"}, tensor<256x64xf32> {cleave.name = "adam_m.wte.weight"}, tensor<32x64xf32> {cleave.name = "adam_m.wpe.weight"}, tensor<64xf32> {cleave.name = "adam_m.h.0.ln_1.weight"}, tensor<64xf32> {cleave.name = "adam_m.h.0.ln_1.bias"}, tensor<64x192xf32> {cleave.name = "adam_m.h.0.attn.c_attn.weight"}, tensor<192xf32> {cleave.name = "adam_m.h.0.attn.c_attn.bias"}, tensor<64x64xf32> {cleave.name = "adam_m.h.0.attn.c_proj.weight"}, tensor<64xf32> {cleave.name = "adam_m.h.0.attn.c_proj.bias"}, tensor<64xf32> {cleave.name = "adam_m.h.0.ln_2.weight"}, tensor<64xf32> {cleave.name = "adam_m.h.0.ln_2.bias"}, tensor<64x256xf32> {cleave.name = "adam_m.h.0.mlp.c_fc.weight"}, tensor<256xf32> {cleave.name = "adam_m.h.0.mlp.c_fc.bias"}, tensor<256x64xf32> {cleave.name = "adam_m.h.0.mlp.c_proj.weight"}, tensor<64xf32> {cleave.name = "adam_m.h.0.mlp.c_proj.bias"}, tensor<64xf32> {cleave.name = "adam_m.h.1.ln_1.weight"}, tensor<64xf32> {cleave.name = "adam_m.h.1.ln_1.bias"}, tensor<64x192xf32> {cleave.name = "adam_m.h.1.attn.c_attn.weight"}, tensor<192xf32> {cleave.name = "adam_m.h.1.attn.c_attn.bias"}, tensor<64x64xf32> {cleave.name = "adam_m.h.1.attn.c_proj.weight"}, tensor<64xf32> {cleave.name = "adam_m.h.1.attn.c_proj.bias"}, tensor<64xf32> {cleave.name = "adam_m.h.1.ln_2.weight"}, tensor<64xf32> {cleave.name = "adam_m.h.1.ln_2.bias"}, tensor<64x256xf32> {cleave.name = "adam_m.h.1.mlp.c_fc.weight"}, tensor<256xf32> {cleave.name = "adam_m.h.1.mlp.c_fc.bias"}, tensor<256x64xf32> {cleave.name = "adam_m.h.1.mlp.c_proj.weight"}, tensor<64xf32> {cleave.name = "adam_m.h.1.mlp.c_proj.bias"}, tensor<64xf32> {cleave.name = "adam_m.h.2.ln_1.weight"}, tensor<64xf32> {cleave.name = "adam_m.h.2.ln_1.bias"}, tensor<64x192xf32> {cleave.name = "adam_m.h.2.attn.c_attn.weight"}, tensor<192xf32> {cleave.name = "adam_m.h.2.attn.c_attn.bias"}, tensor<64x64xf32> {cleave.name = "adam_m.h.2.attn.c_proj.weight"}, tensor<64xf32> {cleave.name = "adam_m.h.2.attn.c_proj.bias"}, tensor<64xf32> {cleave.name = "adam_m.h.2.ln_2.weight"}, tensor<64xf32> {cleave.name = "adam_m.h.2.ln_2.bias"}, tensor<64x256xf32> {cleave.name = "adam_m.h.2.mlp.c_fc.weight"}, tensor<256xf32> {cleave.name = "adam_m.h.2.mlp.c_fc.bias"}, tensor<256x64xf32> {cleave.name = "adam_m.h.2.mlp.c_proj.weight"}, tensor<64xf32> {cleave.name = "adam_m.h.2.mlp.c_proj.bias"}, tensor<64xf32> {cleave.name = "adam_m.h.3.ln_1.weight"}, tensor<64xf32> {cleave.name = "adam_m.h.3.ln_1.bias"}, tensor<64x192xf32> {cleave.name = "adam_m.h.3.attn.c_attn.weight"}, tensor<192xf32> {cleave.name = "adam_m.h.3.attn.c_attn.bias"}, tensor<64x64xf32> {cleave.name = "adam_m.h.3.attn.c_proj.weight"}, tensor<64xf32> {cleave.name = "adam_m.h.3.attn.c_proj.bias"}, tensor<64xf32> {cleave.name = "adam_m.h.3.ln_2.weight"}, tensor<64xf32> {cleave.name = "adam_m.h.3.ln_2.bias"}, tensor<64x256xf32> {cleave.name = "adam_m.h.3.mlp.c_fc.weight"}, tensor<256xf32> {cleave.name = "adam_m.h.3.mlp.c_fc.bias"}, tensor<256x64xf32> {cleave.name = "adam_m.h.3.mlp.c_proj.weight"}, tensor<64xf32> {cleave.name = "adam_m.h.3.mlp.c_proj.bias"}, tensor<64xf32> {cleave.name = "adam_m.h.4.ln_1.weight"}, tensor<64xf32> {cleave.name = "adam_m.h.4.ln_1.bias"}, tensor<64x192xf32> {cleave.name = "adam_m.h.4.attn.c_attn.weight"}, tensor<192xf32> {cleave.name = "adam_m.h.4.attn.c_attn.bias"}, tensor<64x64xf32> {cleave.name = "adam_m.h.4.attn.c_proj.weight"}, tensor<64xf32> {cleave.name = "adam_m.h.4.attn.c_proj.bias"}, tensor<64xf32> {cleave.name = "adam_m.h.4.ln_2.weight"}, tensor<64xf32> {cleave.name = "adam_m.h.4.ln_2.bias"}, tensor<64x256xf32> {cleave.name = "adam_m.h.4.mlp.c_fc.weight"}, tensor<256xf32> {cleave.name = "adam_m.h.4.mlp.c_fc.bias"}, tensor<256x64xf32> {cleave.name = "adam_m.h.4.mlp.c_proj.weight"}, tensor<64xf32> {cleave.name = "adam_m.h.4.mlp.c_proj.bias"}, tensor<64xf32> {cleave.name = "adam_m.h.5.ln_1.weight"}, tensor<64xf32> {cleave.name = "adam_m.h.5.ln_1.bias"}, tensor<64x192xf32> {cleave.name = "adam_m.h.5.attn.c_attn.weight"}, tensor<192xf32> {cleave.name = "adam_m.h.5.attn.c_attn.bias"}, tensor<64x64xf32> {cleave.name = "adam_m.h.5.attn.c_proj.weight"}, tensor<64xf32> {cleave.name = "adam_m.h.5.attn.c_proj.bias"}, tensor<64xf32> {cleave.name = "adam_m.h.5.ln_2.weight"}, tensor<64xf32> {cleave.name = "adam_m.h.5.ln_2.bias"}, tensor<64x256xf32> {cleave.name = "adam_m.h.5.mlp.c_fc.weight"}, tensor<256xf32> {cleave.name = "adam_m.h.5.mlp.c_fc.bias"}, tensor<256x64xf32> {cleave.name = "adam_m.h.5.mlp.c_proj.weight"}, tensor<64xf32> {cleave.name = "adam_m.h.5.mlp.c_proj.bias"}, tensor<64xf32> {cleave.name = "adam_m.h.6.ln_1.weight"}, tensor<64xf32> {cleave.name = "adam_m.h.6.ln_1.bias"}, tensor<64x192xf32> {cleave.name = "adam_m.h.6.attn.c_attn.weight"}, tensor<192xf32> {cleave.name = "adam_m.h.6.attn.c_attn.bias"}, tensor<64x64xf32> {cleave.name = "adam_m.h.6.attn.c_proj.weight"}, tensor<64xf32> {cleave.name = "adam_m.h.6.attn.c_proj.bias"}, tensor<64xf32> {cleave.name = "adam_m.h.6.ln_2.weight"}, tensor<64xf32> {cleave.name = "adam_m.h.6.ln_2.bias"}, tensor<64x256xf32> {cleave.name = "adam_m.h.6.mlp.c_fc.weight"}, tensor<256xf32> {cleave.name = "adam_m.h.6.mlp.c_fc.bias"}, tensor<256x64xf32> {cleave.name = "adam_m.h.6.mlp.c_proj.weight"}, tensor<64xf32> {cleave.name = "adam_m.h.6.mlp.c_proj.bias"}, tensor<64xf32> {cleave.name = "adam_m.h.7.ln_1.weight"}, tensor<64xf32> {cleave.name = "adam_m.h.7.ln_1.bias"}, tensor<64x192xf32> {cleave.name = "adam_m.h.7.attn.c_attn.weight"}, tensor<192xf32> {cleave.name = "adam_m.h.7.attn.c_attn.bias"}, tensor<64x64xf32> {cleave.name = "adam_m.h.7.attn.c_proj.weight"}, tensor<64xf32> {cleave.name = "adam_m.h.7.attn.c_proj.bias"}, tensor<64xf32> {cleave.name = "adam_m.h.7.ln_2.weight"}, tensor<64xf32> {cleave.name = "adam_m.h.7.ln_2.bias"}, tensor<64x256xf32> {cleave.name = "adam_m.h.7.mlp.c_fc.weight"}, tensor<256xf32> {cleave.name = "adam_m.h.7.mlp.c_fc.bias"}, tensor<256x64xf32> {cleave.name = "adam_m.h.7.mlp.c_proj.weight"}, tensor<64xf32> {cleave.name = "adam_m.h.7.mlp.c_proj.bias"}, tensor<64xf32> {cleave.name = "adam_m.ln_f.weight"}, tensor<64xf32> {cleave.name = "adam_m.ln_f.bias"}, tensor<256x64xf32> {cleave.name = "adam_v.wte.weight"}, tensor<32x64xf32> {cleave.name = "adam_v.wpe.weight"}, tensor<64xf32> {cleave.name = "adam_v.h.0.ln_1.weight"}, tensor<64xf32> {cleave.name = "adam_v.h.0.ln_1.bias"}, tensor<64x192xf32> {cleave.name = "adam_v.h.0.attn.c_attn.weight"}, tensor<192xf32> {cleave.name = "adam_v.h.0.attn.c_attn.bias"}, tensor<64x64xf32> {cleave.name = "adam_v.h.0.attn.c_proj.weight"}, tensor<64xf32> {cleave.name = "adam_v.h.0.attn.c_proj.bias"}, tensor<64xf32> {cleave.name = "adam_v.h.0.ln_2.weight"}, tensor<64xf32> {cleave.name = "adam_v.h.0.ln_2.bias"}, tensor<64x256xf32> {cleave.name = "adam_v.h.0.mlp.c_fc.weight"}, tensor<256xf32> {cleave.name = "adam_v.h.0.mlp.c_fc.bias"}, tensor<256x64xf32> {cleave.name = "adam_v.h.0.mlp.c_proj.weight"}, tensor<64xf32> {cleave.name = "adam_v.h.0.mlp.c_proj.bias"}, tensor<64xf32> {cleave.name = "adam_v.h.1.ln_1.weight"}, tensor<64xf32> {cleave.name = "adam_v.h.1.ln_1.bias"}, tensor<64x192xf32> {cleave.name = "adam_v.h.1.attn.c_attn.weight"}, tensor<192xf32> {cleave.name = "adam_v.h.1.attn.c_attn.bias"}, tensor<64x64xf32> {cleave.name = "adam_v.h.1.attn.c_proj.weight"}, tensor<64xf32> {cleave.name = "adam_v.h.1.attn.c_proj.bias"}, tensor<64xf32> {cleave.name = "adam_v.h.1.ln_2.weight"}, tensor<64xf32> {cleave.name = "adam_v.h.1.ln_2.bias"}, tensor<64x256xf32> {cleave.name = "adam_v.h.1.mlp.c_fc.weight"}, tensor<256xf32> {cleave.name = "adam_v.h.1.mlp.c_fc.bias"}, tensor<256x64xf32> {cleave.name = "adam_v.h.1.mlp.c_proj.weight"}, tensor<64xf32> {cleave.name = "adam_v.h.1.mlp.c_proj.bias"}, tensor<64xf32> {cleave.name = "adam_v.h.2.ln_1.weight"}, tensor<64xf32> {cleave.name = "adam_v.h.2.ln_1.bias"}, tensor<64x192xf32> {cleave.name = "adam_v.h.2.attn.c_attn.weight"}, tensor<192xf32> {cleave.name = "adam_v.h.2.attn.c_attn.bias"}, tensor<64x64xf32> {cleave.name = "adam_v.h.2.attn.c_proj.weight"}, tensor<64xf32> {cleave.name = "adam_v.h.2.attn.c_proj.bias"}, tensor<64xf32> {cleave.name = "adam_v.h.2.ln_2.weight"}, tensor<64xf32> {cleave.name = "adam_v.h.2.ln_2.bias"}, tensor<64x256xf32> {cleave.name = "adam_v.h.2.mlp.c_fc.weight"}, tensor<256xf32> {cleave.name = "adam_v.h.2.mlp.c_fc.bias"}, tensor<256x64xf32> {cleave.name = "adam_v.h.2.mlp.c_proj.weight"}, tensor<64xf32> {cleave.name = "adam_v.h.2.mlp.c_proj.bias"}, tensor<64xf32> {cleave.name = "adam_v.h.3.ln_1.weight"}, tensor<64xf32> {cleave.name = "adam_v.h.3.ln_1.bias"}, tensor<64x192xf32> {cleave.name = "adam_v.h.3.attn.c_attn.weight"}, tensor<192xf32> {cleave.name = "adam_v.h.3.attn.c_attn.bias"}, tensor<64x64xf32> {cleave.name = "adam_v.h.3.attn.c_proj.weight"}, tensor<64xf32> {cleave.name = "adam_v.h.3.attn.c_proj.bias"}, tensor<64xf32> {cleave.name = "adam_v.h.3.ln_2.weight"}, tensor<64xf32> {cleave.name = "adam_v.h.3.ln_2.bias"}, tensor<64x256xf32> {cleave.name = "adam_v.h.3.mlp.c_fc.weight"}, tensor<256xf32> {cleave.name = "adam_v.h.3.mlp.c_fc.bias"}, tensor<256x64xf32> {cleave.name = "adam_v.h.3.mlp.c_proj.weight"}, tensor<64xf32> {cleave.name = "adam_v.h.3.mlp.c_proj.bias"}, tensor<64xf32> {cleave.name = "adam_v.h.4.ln_1.weight"}, tensor<64xf32> {cleave.name = "adam_v.h.4.ln_1.bias"}, tensor<64x192xf32> {cleave.name = "adam_v.h.4.attn.c_attn.weight"}, tensor<192xf32> {cleave.name = "adam_v.h.4.attn.c_attn.bias"}, tensor<64x64xf32> {cleave.name = "adam_v.h.4.attn.c_proj.weight"}, tensor<64xf32> {cleave.name = "adam_v.h.4.attn.c_proj.bias"}, tensor<64xf32> {cleave.name = "adam_v.h.4.ln_2.weight"}, tensor<64xf32> {cleave.name = "adam_v.h.4.ln_2.bias"}, tensor<64x256xf32> {cleave.name = "adam_v.h.4.mlp.c_fc.weight"}, tensor<256xf32> {cleave.name = "adam_v.h.4.mlp.c_fc.bias"}, tensor<256x64xf32> {cleave.name = "adam_v.h.4.mlp.c_proj.weight"}, tensor<64xf32> {cleave.name = "adam_v.h.4.mlp.c_proj.bias"}, tensor<64xf32> {cleave.name = "adam_v.h.5.ln_1.weight"}, tensor<64xf32> {cleave.name = "adam_v.h.5.ln_1.bias"}, tensor<64x192xf32> {cleave.name = "adam_v.h.5.attn.c_attn.weight"}, tensor<192xf32> {cleave.name = "adam_v.h.5.attn.c_attn.bias"}, tensor<64x64xf32> {cleave.name = "adam_v.h.5.attn.c_proj.weight"}, tensor<64xf32> {cleave.name = "adam_v.h.5.attn.c_proj.bias"}, tensor<64xf32> {cleave.name = "adam_v.h.5.ln_2.weight"}, tensor<64xf32> {cleave.name = "adam_v.h.5.ln_2.bias"}, tensor<64x256xf32> {cleave.name = "adam_v.h.5.mlp.c_fc.weight"}, tensor<256xf32> {cleave.name = "adam_v.h.5.mlp.c_fc.bias"}, tensor<256x64xf32> {cleave.name = "adam_v.h.5.mlp.c_proj.weight"}, tensor<64xf32> {cleave.name = "adam_v.h.5.mlp.c_proj.bias"}, tensor<64xf32> {cleave.name = "adam_v.h.6.ln_1.weight"}, tensor<64xf32> {cleave.name = "adam_v.h.6.ln_1.bias"}, tensor<64x192xf32> {cleave.name = "adam_v.h.6.attn.c_attn.weight"}, tensor<192xf32> {cleave.name = "adam_v.h.6.attn.c_attn.bias"}, tensor<64x64xf32> {cleave.name = "adam_v.h.6.attn.c_proj.weight"}, tensor<64xf32> {cleave.name = "adam_v.h.6.attn.c_proj.bias"}, tensor<64xf32> {cleave.name = "adam_v.h.6.ln_2.weight"}, tensor<64xf32> {cleave.name = "adam_v.h.6.ln_2.bias"}, tensor<64x256xf32> {cleave.name = "adam_v.h.6.mlp.c_fc.weight"}, tensor<256xf32> {cleave.name = "adam_v.h.6.mlp.c_fc.bias"}, tensor<256x64xf32> {cleave.name = "adam_v.h.6.mlp.c_proj.weight"}, tensor<64xf32> {cleave.name = "adam_v.h.6.mlp.c_proj.bias"}, tensor<64xf32> {cleave.name = "adam_v.h.7.ln_1.weight"}, tensor<64xf32> {cleave.name = "adam_v.h.7.ln_1.bias"}, tensor<64x192xf32> {cleave.name = "adam_v.h.7.attn.c_attn.weight"}, tensor<192xf32> {cleave.name = "adam_v.h.7.attn.c_attn.bias"}, tensor<64x64xf32> {cleave.name = "adam_v.h.7.attn.c_proj.weight"}, tensor<64xf32> {cleave.name = "adam_v.h.7.attn.c_proj.bias"}, tensor<64xf32> {cleave.name = "adam_v.h.7.ln_2.weight"}, tensor<64xf32> {cleave.name = "adam_v.h.7.ln_2.bias"}, tensor<64x256xf32> {cleave.name = "adam_v.h.7.mlp.c_fc.weight"}, tensor<256xf32> {cleave.name = "adam_v.h.7.mlp.c_fc.bias"}, tensor<256x64xf32> {cleave.name = "adam_v.h.7.mlp.c_proj.weight"}, tensor<64xf32> {cleave.name = "adam_v.h.7.mlp.c_proj.bias"}, tensor<64xf32> {cleave.name = "adam_v.ln_f.weight"}, tensor<64xf32> {cleave.name = "adam_v.ln_f.bias"}, tensor<i64> {cleave.name = "step"}) {
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
      %4651 = linalg.index 0 : index
      %4652 = arith.index_cast %4651 : index to i64
      linalg.yield %4652 : i64
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
      %4651 = arith.index_cast %in : i64 to index
      %4652 = linalg.index 2 : index
      %4653 = arith.cmpi slt, %4651, %c256 : index
      cf.assert %4653, "index must be smaller than dim size"
      %4654 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %4654, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%4651, %4652] : tensor<256x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x16x64xf32>
    %7 = tensor.empty() : tensor<8x16x64xf32>
    %8 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3 : tensor<8x16xi64>) outs(%7 : tensor<8x16x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %4651 = arith.index_cast %in : i64 to index
      %4652 = linalg.index 2 : index
      %4653 = arith.cmpi slt, %4651, %c32 : index
      cf.assert %4653, "index must be smaller than dim size"
      %4654 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %4654, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg2[%4651, %4652] : tensor<32x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x16x64xf32>
    %9 = tensor.empty() : tensor<8x16x64xf32>
    %10 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %8 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%9 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %11 = tensor.empty() : tensor<8xi64>
    %12 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%11 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %4651 = linalg.index 0 : index
      %4652 = arith.index_cast %4651 : index to i64
      linalg.yield %4652 : i64
    } -> tensor<8xi64>
    %expanded = tensor.expand_shape %12 [[0, 1, 2, 3]] output_shape [8, 1, 1, 1] : tensor<8xi64> into tensor<8x1x1x1xi64>
    %expanded_26 = tensor.expand_shape %1 [[0, 1, 2, 3]] output_shape [1, 1, 16, 1] : tensor<16xi64> into tensor<1x1x16x1xi64>
    %expanded_27 = tensor.expand_shape %1 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] : tensor<16xi64> into tensor<1x1x1x16xi64>
    %13 = tensor.empty() : tensor<1x1x16x16xi1>
    %14 = tensor.empty() : tensor<1x1x16x16xi1>
    %15 = linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_27, %expanded_26 : tensor<1x1x1x16xi64>, tensor<1x1x16x1xi64>) outs(%14 : tensor<1x1x16x16xi1>) {
    ^bb0(%in: i64, %in_545: i64, %out: i1):
      %4651 = arith.cmpi sle, %in, %in_545 : i64
      linalg.yield %4651 : i1
    } -> tensor<1x1x16x16xi1>
    %16 = linalg.generic {indexing_maps = [#map8, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_7, %15 : tensor<i1>, tensor<1x1x16x16xi1>) outs(%13 : tensor<1x1x16x16xi1>) {
    ^bb0(%in: i1, %in_545: i1, %out: i1):
      %4651 = arith.andi %in, %in_545 : i1
      linalg.yield %4651 : i1
    } -> tensor<1x1x16x16xi1>
    %17 = tensor.empty() : tensor<8x1x1x16xi1>
    %18 = linalg.generic {indexing_maps = [#map9, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_27 : tensor<8x1x1x1xi64>, tensor<1x1x1x16xi64>) outs(%17 : tensor<8x1x1x16xi1>) {
    ^bb0(%in: i64, %in_545: i64, %out: i1):
      linalg.yield %true : i1
    } -> tensor<8x1x1x16xi1>
    %19 = tensor.empty() : tensor<8x1x16x16xi1>
    %20 = linalg.generic {indexing_maps = [#map11, #map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16, %18 : tensor<1x1x16x16xi1>, tensor<8x1x1x16xi1>) outs(%19 : tensor<8x1x16x16xi1>) {
    ^bb0(%in: i1, %in_545: i1, %out: i1):
      %4651 = arith.andi %in, %in_545 : i1
      linalg.yield %4651 : i1
    } -> tensor<8x1x16x16xi1>
    %21 = tensor.empty() : tensor<8x1x16x16xf32>
    %22 = linalg.generic {indexing_maps = [#map7, #map8, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %cst_6, %cst_5 : tensor<8x1x16x16xi1>, tensor<f32>, tensor<f32>) outs(%21 : tensor<8x1x16x16xf32>) {
    ^bb0(%in: i1, %in_545: f32, %in_546: f32, %out: f32):
      %4651 = arith.select %in, %in_545, %in_546 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x1x16x16xf32>
    %23 = tensor.empty() : tensor<8x16x64xf64>
    %24 = tensor.empty() : tensor<8x16x64xf64>
    %25 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10 : tensor<8x16x64xf32>) outs(%24 : tensor<8x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %4651 = arith.extf %in : f32 to f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x64xf64>
    %26 = tensor.empty() : tensor<8x16x1xf64>
    %27 = tensor.empty() : tensor<8x16x1xf64>
    %28 = linalg.fill ins(%cst : f64) outs(%27 : tensor<8x16x1xf64>) -> tensor<8x16x1xf64>
    %29 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%25 : tensor<8x16x64xf64>) outs(%28 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.addf %in, %out : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %30 = tensor.empty() : tensor<8x16x1xf64>
    %31 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<8x16x1xf64>) outs(%30 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.divf %in, %cst_19 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %32 = tensor.empty() : tensor<8x16x64xf64>
    %33 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25, %31 : tensor<8x16x64xf64>, tensor<8x16x1xf64>) outs(%32 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_545: f64, %out: f64):
      %4651 = arith.subf %in, %in_545 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x64xf64>
    %34 = tensor.empty() : tensor<8x16x64xf64>
    %35 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33, %33 : tensor<8x16x64xf64>, tensor<8x16x64xf64>) outs(%34 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_545: f64, %out: f64):
      %4651 = arith.mulf %in, %in_545 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x64xf64>
    %36 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%35 : tensor<8x16x64xf64>) outs(%28 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.addf %in, %out : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %37 = tensor.empty() : tensor<8x16x1xf64>
    %38 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36 : tensor<8x16x1xf64>) outs(%37 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.divf %in, %cst_19 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %39 = tensor.empty() : tensor<8x16x1xf32>
    %40 = tensor.empty() : tensor<8x16x1xf32>
    %41 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38 : tensor<8x16x1xf64>) outs(%40 : tensor<8x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %4651 = arith.truncf %in : f64 to f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %42 = tensor.empty() : tensor<8x16x1xf32>
    %43 = linalg.fill ins(%cst_0 : f32) outs(%42 : tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %44 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%10 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %45 = tensor.empty() : tensor<8x16x1xf32>
    %46 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%44 : tensor<8x16x1xf32>) outs(%45 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.divf %in, %cst_20 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %47 = tensor.empty() : tensor<8x16x1xf32>
    %48 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41 : tensor<8x16x1xf32>) outs(%47 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_18 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<8x16x1xf32>
    %49 = tensor.empty() : tensor<8x16x1xf32>
    %50 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%48 : tensor<8x16x1xf32>) outs(%49 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.rsqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %51 = tensor.empty() : tensor<8x16x64xf32>
    %52 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %46 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%51 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %53 = tensor.empty() : tensor<8x16x64xf32>
    %54 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%52, %50 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%53 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %55 = tensor.empty() : tensor<8x16x64xf32>
    %56 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%54, %arg3 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%55 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %57 = tensor.empty() : tensor<8x16x64xf32>
    %58 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%56, %arg4 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%57 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
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
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
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
      %4651 = arith.mulf %in, %cst_21 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %77 = tensor.empty() : tensor<8x4x16x16xf32>
    %78 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76, %22 : tensor<8x4x16x16xf32>, tensor<8x1x16x16xf32>) outs(%77 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %79 = tensor.empty() : tensor<8x4x16xi64>
    %80 = linalg.fill ins(%c0_i64 : i64) outs(%79 : tensor<8x4x16xi64>) -> tensor<8x4x16xi64>
    %81 = tensor.empty() : tensor<8x4x16xf32>
    %82 = linalg.fill ins(%cst_1 : f32) outs(%81 : tensor<8x4x16xf32>) -> tensor<8x4x16xf32>
    %83:2 = linalg.generic {indexing_maps = [#map7, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%78 : tensor<8x4x16x16xf32>) outs(%82, %80 : tensor<8x4x16xf32>, tensor<8x4x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_545: i64):
      %4651 = linalg.index 3 : index
      %4652 = arith.index_cast %4651 : index to i64
      %4653 = arith.maximumf %in, %out : f32
      %4654 = arith.cmpf ogt, %in, %out : f32
      %4655 = arith.select %4654, %4652, %out_545 : i64
      linalg.yield %4653, %4655 : f32, i64
    } -> (tensor<8x4x16xf32>, tensor<8x4x16xi64>)
    %expanded_39 = tensor.expand_shape %83#0 [[0], [1], [2, 3]] output_shape [8, 4, 16, 1] : tensor<8x4x16xf32> into tensor<8x4x16x1xf32>
    %84 = tensor.empty() : tensor<8x4x16x16xf32>
    %85 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%78, %expanded_39 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%84 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %86 = tensor.empty() : tensor<8x4x16x16xf32>
    %87 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%85 : tensor<8x4x16x16xf32>) outs(%86 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.exp %in : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %88 = tensor.empty() : tensor<8x4x16x1xf32>
    %89 = linalg.fill ins(%cst_0 : f32) outs(%88 : tensor<8x4x16x1xf32>) -> tensor<8x4x16x1xf32>
    %90 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%87 : tensor<8x4x16x16xf32>) outs(%89 : tensor<8x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x1xf32>
    %91 = tensor.empty() : tensor<8x4x16x16xf32>
    %92 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%87, %90 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%91 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
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
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<128x64xf32>
    %expanded_45 = tensor.expand_shape %103 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %104 = tensor.empty() : tensor<8x16x64xf32>
    %105 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_45, %10 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%104 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %106 = tensor.empty() : tensor<8x16x64xf64>
    %107 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105 : tensor<8x16x64xf32>) outs(%106 : tensor<8x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %4651 = arith.extf %in : f32 to f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x64xf64>
    %108 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%107 : tensor<8x16x64xf64>) outs(%28 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.addf %in, %out : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %109 = tensor.empty() : tensor<8x16x1xf64>
    %110 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108 : tensor<8x16x1xf64>) outs(%109 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.divf %in, %cst_19 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %111 = tensor.empty() : tensor<8x16x64xf64>
    %112 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107, %110 : tensor<8x16x64xf64>, tensor<8x16x1xf64>) outs(%111 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_545: f64, %out: f64):
      %4651 = arith.subf %in, %in_545 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x64xf64>
    %113 = tensor.empty() : tensor<8x16x64xf64>
    %114 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112, %112 : tensor<8x16x64xf64>, tensor<8x16x64xf64>) outs(%113 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_545: f64, %out: f64):
      %4651 = arith.mulf %in, %in_545 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x64xf64>
    %115 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%114 : tensor<8x16x64xf64>) outs(%28 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.addf %in, %out : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %116 = tensor.empty() : tensor<8x16x1xf64>
    %117 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115 : tensor<8x16x1xf64>) outs(%116 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.divf %in, %cst_19 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %118 = tensor.empty() : tensor<8x16x1xf32>
    %119 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117 : tensor<8x16x1xf64>) outs(%118 : tensor<8x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %4651 = arith.truncf %in : f64 to f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %120 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%105 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %121 = tensor.empty() : tensor<8x16x1xf32>
    %122 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120 : tensor<8x16x1xf32>) outs(%121 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.divf %in, %cst_20 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %123 = tensor.empty() : tensor<8x16x1xf32>
    %124 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119 : tensor<8x16x1xf32>) outs(%123 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_18 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<8x16x1xf32>
    %125 = tensor.empty() : tensor<8x16x1xf32>
    %126 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124 : tensor<8x16x1xf32>) outs(%125 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.rsqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %127 = tensor.empty() : tensor<8x16x64xf32>
    %128 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105, %122 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%127 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %129 = tensor.empty() : tensor<8x16x64xf32>
    %130 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128, %126 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%129 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %131 = tensor.empty() : tensor<8x16x64xf32>
    %132 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130, %arg9 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%131 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %133 = tensor.empty() : tensor<8x16x64xf32>
    %134 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132, %arg10 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%133 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
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
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<128x256xf32>
    %expanded_47 = tensor.expand_shape %142 [[0, 1], [2]] output_shape [8, 16, 256] : tensor<128x256xf32> into tensor<8x16x256xf32>
    %143 = tensor.empty() : tensor<8x16x256xf32>
    %144 = tensor.empty() : tensor<8x16x256xf32>
    %145 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_47 : tensor<8x16x256xf32>) outs(%144 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.mulf %in, %cst_22 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %146 = tensor.empty() : tensor<8x16x256xf32>
    %147 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_47 : tensor<8x16x256xf32>) outs(%146 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %148 = tensor.empty() : tensor<8x16x256xf32>
    %149 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147 : tensor<8x16x256xf32>) outs(%148 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_17 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<8x16x256xf32>
    %150 = tensor.empty() : tensor<8x16x256xf32>
    %151 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_47, %149 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%150 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %152 = tensor.empty() : tensor<8x16x256xf32>
    %153 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151 : tensor<8x16x256xf32>) outs(%152 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_16 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<8x16x256xf32>
    %154 = tensor.empty() : tensor<8x16x256xf32>
    %155 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153 : tensor<8x16x256xf32>) outs(%154 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.tanh %in : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %156 = tensor.empty() : tensor<8x16x256xf32>
    %157 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155 : tensor<8x16x256xf32>) outs(%156 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %cst_2 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %158 = tensor.empty() : tensor<8x16x256xf32>
    %159 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145, %157 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%158 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
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
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<128x64xf32>
    %expanded_49 = tensor.expand_shape %164 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %165 = tensor.empty() : tensor<8x16x64xf32>
    %166 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105, %expanded_49 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%165 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %167 = tensor.empty() : tensor<8x16x64xf64>
    %168 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166 : tensor<8x16x64xf32>) outs(%167 : tensor<8x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %4651 = arith.extf %in : f32 to f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x64xf64>
    %169 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%168 : tensor<8x16x64xf64>) outs(%28 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.addf %in, %out : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %170 = tensor.empty() : tensor<8x16x1xf64>
    %171 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169 : tensor<8x16x1xf64>) outs(%170 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.divf %in, %cst_19 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %172 = tensor.empty() : tensor<8x16x64xf64>
    %173 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168, %171 : tensor<8x16x64xf64>, tensor<8x16x1xf64>) outs(%172 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_545: f64, %out: f64):
      %4651 = arith.subf %in, %in_545 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x64xf64>
    %174 = tensor.empty() : tensor<8x16x64xf64>
    %175 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173, %173 : tensor<8x16x64xf64>, tensor<8x16x64xf64>) outs(%174 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_545: f64, %out: f64):
      %4651 = arith.mulf %in, %in_545 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x64xf64>
    %176 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%175 : tensor<8x16x64xf64>) outs(%28 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.addf %in, %out : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %177 = tensor.empty() : tensor<8x16x1xf64>
    %178 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176 : tensor<8x16x1xf64>) outs(%177 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.divf %in, %cst_19 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %179 = tensor.empty() : tensor<8x16x1xf32>
    %180 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178 : tensor<8x16x1xf64>) outs(%179 : tensor<8x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %4651 = arith.truncf %in : f64 to f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %181 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%166 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %182 = tensor.empty() : tensor<8x16x1xf32>
    %183 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181 : tensor<8x16x1xf32>) outs(%182 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.divf %in, %cst_20 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %184 = tensor.empty() : tensor<8x16x1xf32>
    %185 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180 : tensor<8x16x1xf32>) outs(%184 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_18 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<8x16x1xf32>
    %186 = tensor.empty() : tensor<8x16x1xf32>
    %187 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185 : tensor<8x16x1xf32>) outs(%186 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.rsqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %188 = tensor.empty() : tensor<8x16x64xf32>
    %189 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166, %183 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%188 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %190 = tensor.empty() : tensor<8x16x64xf32>
    %191 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189, %187 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%190 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %192 = tensor.empty() : tensor<8x16x64xf32>
    %193 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%191, %arg15 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%192 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %194 = tensor.empty() : tensor<8x16x64xf32>
    %195 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%193, %arg16 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%194 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_50 = tensor.collapse_shape %195 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %196 = linalg.matmul ins(%collapsed_50, %arg17 : tensor<128x64xf32>, tensor<64x192xf32>) outs(%61 : tensor<128x192xf32>) -> tensor<128x192xf32>
    %197 = tensor.empty() : tensor<128x192xf32>
    %198 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<192xf32>) outs(%197 : tensor<128x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x192xf32>
    %199 = tensor.empty() : tensor<128x192xf32>
    %200 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%196, %198 : tensor<128x192xf32>, tensor<128x192xf32>) outs(%199 : tensor<128x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<128x192xf32>
    %expanded_51 = tensor.expand_shape %200 [[0, 1], [2]] output_shape [8, 16, 192] : tensor<128x192xf32> into tensor<8x16x192xf32>
    %extracted_slice_52 = tensor.extract_slice %expanded_51[0, 0, 0] [8, 16, 64] [1, 1, 1] : tensor<8x16x192xf32> to tensor<8x16x64xf32>
    %extracted_slice_53 = tensor.extract_slice %expanded_51[0, 0, 64] [8, 16, 64] [1, 1, 1] : tensor<8x16x192xf32> to tensor<8x16x64xf32>
    %extracted_slice_54 = tensor.extract_slice %expanded_51[0, 0, 128] [8, 16, 64] [1, 1, 1] : tensor<8x16x192xf32> to tensor<8x16x64xf32>
    %expanded_55 = tensor.expand_shape %extracted_slice_53 [[0], [1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<8x16x64xf32> into tensor<8x16x4x16xf32>
    %expanded_56 = tensor.expand_shape %extracted_slice_54 [[0], [1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<8x16x64xf32> into tensor<8x16x4x16xf32>
    %201 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_57 = linalg.transpose ins(%expanded_56 : tensor<8x16x4x16xf32>) outs(%201 : tensor<8x4x16x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_58 = tensor.expand_shape %extracted_slice_52 [[0], [1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<8x16x64xf32> into tensor<8x16x4x16xf32>
    %202 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_59 = linalg.transpose ins(%expanded_58 : tensor<8x16x4x16xf32>) outs(%202 : tensor<8x4x16x16xf32>) permutation = [0, 2, 1, 3] 
    %203 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_60 = linalg.transpose ins(%expanded_55 : tensor<8x16x4x16xf32>) outs(%203 : tensor<8x4x16x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_61 = tensor.collapse_shape %transposed_59 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_62 = tensor.collapse_shape %transposed_60 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %204 = linalg.batch_matmul ins(%collapsed_61, %collapsed_62 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%73 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_63 = tensor.expand_shape %204 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %205 = tensor.empty() : tensor<8x4x16x16xf32>
    %206 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_63 : tensor<8x4x16x16xf32>) outs(%205 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.mulf %in, %cst_21 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %207 = tensor.empty() : tensor<8x4x16x16xf32>
    %208 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%206, %22 : tensor<8x4x16x16xf32>, tensor<8x1x16x16xf32>) outs(%207 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %209:2 = linalg.generic {indexing_maps = [#map7, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%208 : tensor<8x4x16x16xf32>) outs(%82, %80 : tensor<8x4x16xf32>, tensor<8x4x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_545: i64):
      %4651 = linalg.index 3 : index
      %4652 = arith.index_cast %4651 : index to i64
      %4653 = arith.maximumf %in, %out : f32
      %4654 = arith.cmpf ogt, %in, %out : f32
      %4655 = arith.select %4654, %4652, %out_545 : i64
      linalg.yield %4653, %4655 : f32, i64
    } -> (tensor<8x4x16xf32>, tensor<8x4x16xi64>)
    %expanded_64 = tensor.expand_shape %209#0 [[0], [1], [2, 3]] output_shape [8, 4, 16, 1] : tensor<8x4x16xf32> into tensor<8x4x16x1xf32>
    %210 = tensor.empty() : tensor<8x4x16x16xf32>
    %211 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%208, %expanded_64 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%210 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %212 = tensor.empty() : tensor<8x4x16x16xf32>
    %213 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%211 : tensor<8x4x16x16xf32>) outs(%212 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.exp %in : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %214 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%213 : tensor<8x4x16x16xf32>) outs(%89 : tensor<8x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x1xf32>
    %215 = tensor.empty() : tensor<8x4x16x16xf32>
    %216 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%213, %214 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%215 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %collapsed_65 = tensor.collapse_shape %216 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_66 = tensor.collapse_shape %transposed_57 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %217 = linalg.batch_matmul ins(%collapsed_65, %collapsed_66 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%73 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_67 = tensor.expand_shape %217 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %218 = tensor.empty() : tensor<8x16x4x16xf32>
    %transposed_68 = linalg.transpose ins(%expanded_67 : tensor<8x4x16x16xf32>) outs(%218 : tensor<8x16x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_69 = tensor.collapse_shape %transposed_68 [[0, 1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<128x64xf32>
    %219 = linalg.matmul ins(%collapsed_69, %arg19 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%98 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %220 = tensor.empty() : tensor<128x64xf32>
    %221 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg20 : tensor<64xf32>) outs(%220 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %222 = tensor.empty() : tensor<128x64xf32>
    %223 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%219, %221 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%222 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<128x64xf32>
    %expanded_70 = tensor.expand_shape %223 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %224 = tensor.empty() : tensor<8x16x64xf32>
    %225 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_70, %166 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%224 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %226 = tensor.empty() : tensor<8x16x64xf64>
    %227 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%225 : tensor<8x16x64xf32>) outs(%226 : tensor<8x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %4651 = arith.extf %in : f32 to f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x64xf64>
    %228 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%227 : tensor<8x16x64xf64>) outs(%28 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.addf %in, %out : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %229 = tensor.empty() : tensor<8x16x1xf64>
    %230 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%228 : tensor<8x16x1xf64>) outs(%229 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.divf %in, %cst_19 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %231 = tensor.empty() : tensor<8x16x64xf64>
    %232 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%227, %230 : tensor<8x16x64xf64>, tensor<8x16x1xf64>) outs(%231 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_545: f64, %out: f64):
      %4651 = arith.subf %in, %in_545 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x64xf64>
    %233 = tensor.empty() : tensor<8x16x64xf64>
    %234 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%232, %232 : tensor<8x16x64xf64>, tensor<8x16x64xf64>) outs(%233 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_545: f64, %out: f64):
      %4651 = arith.mulf %in, %in_545 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x64xf64>
    %235 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%234 : tensor<8x16x64xf64>) outs(%28 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.addf %in, %out : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %236 = tensor.empty() : tensor<8x16x1xf64>
    %237 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235 : tensor<8x16x1xf64>) outs(%236 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.divf %in, %cst_19 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %238 = tensor.empty() : tensor<8x16x1xf32>
    %239 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237 : tensor<8x16x1xf64>) outs(%238 : tensor<8x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %4651 = arith.truncf %in : f64 to f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %240 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%225 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %241 = tensor.empty() : tensor<8x16x1xf32>
    %242 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%240 : tensor<8x16x1xf32>) outs(%241 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.divf %in, %cst_20 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %243 = tensor.empty() : tensor<8x16x1xf32>
    %244 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239 : tensor<8x16x1xf32>) outs(%243 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_18 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<8x16x1xf32>
    %245 = tensor.empty() : tensor<8x16x1xf32>
    %246 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244 : tensor<8x16x1xf32>) outs(%245 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.rsqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %247 = tensor.empty() : tensor<8x16x64xf32>
    %248 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%225, %242 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%247 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %249 = tensor.empty() : tensor<8x16x64xf32>
    %250 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%248, %246 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%249 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %251 = tensor.empty() : tensor<8x16x64xf32>
    %252 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%250, %arg21 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%251 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %253 = tensor.empty() : tensor<8x16x64xf32>
    %254 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%252, %arg22 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%253 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_71 = tensor.collapse_shape %254 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %255 = linalg.matmul ins(%collapsed_71, %arg23 : tensor<128x64xf32>, tensor<64x256xf32>) outs(%137 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %256 = tensor.empty() : tensor<128x256xf32>
    %257 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg24 : tensor<256xf32>) outs(%256 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x256xf32>
    %258 = tensor.empty() : tensor<128x256xf32>
    %259 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%255, %257 : tensor<128x256xf32>, tensor<128x256xf32>) outs(%258 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<128x256xf32>
    %expanded_72 = tensor.expand_shape %259 [[0, 1], [2]] output_shape [8, 16, 256] : tensor<128x256xf32> into tensor<8x16x256xf32>
    %260 = tensor.empty() : tensor<8x16x256xf32>
    %261 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_72 : tensor<8x16x256xf32>) outs(%260 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.mulf %in, %cst_22 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %262 = tensor.empty() : tensor<8x16x256xf32>
    %263 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_72 : tensor<8x16x256xf32>) outs(%262 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %264 = tensor.empty() : tensor<8x16x256xf32>
    %265 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%263 : tensor<8x16x256xf32>) outs(%264 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_17 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<8x16x256xf32>
    %266 = tensor.empty() : tensor<8x16x256xf32>
    %267 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_72, %265 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%266 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %268 = tensor.empty() : tensor<8x16x256xf32>
    %269 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%267 : tensor<8x16x256xf32>) outs(%268 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_16 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<8x16x256xf32>
    %270 = tensor.empty() : tensor<8x16x256xf32>
    %271 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%269 : tensor<8x16x256xf32>) outs(%270 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.tanh %in : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %272 = tensor.empty() : tensor<8x16x256xf32>
    %273 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%271 : tensor<8x16x256xf32>) outs(%272 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %cst_2 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %274 = tensor.empty() : tensor<8x16x256xf32>
    %275 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%261, %273 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%274 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %collapsed_73 = tensor.collapse_shape %275 [[0, 1], [2]] : tensor<8x16x256xf32> into tensor<128x256xf32>
    %276 = linalg.matmul ins(%collapsed_73, %arg25 : tensor<128x256xf32>, tensor<256x64xf32>) outs(%98 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %277 = tensor.empty() : tensor<128x64xf32>
    %278 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg26 : tensor<64xf32>) outs(%277 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %279 = tensor.empty() : tensor<128x64xf32>
    %280 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%276, %278 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%279 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<128x64xf32>
    %expanded_74 = tensor.expand_shape %280 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %281 = tensor.empty() : tensor<8x16x64xf32>
    %282 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%225, %expanded_74 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%281 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %283 = tensor.empty() : tensor<8x16x64xf64>
    %284 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%282 : tensor<8x16x64xf32>) outs(%283 : tensor<8x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %4651 = arith.extf %in : f32 to f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x64xf64>
    %285 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%284 : tensor<8x16x64xf64>) outs(%28 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.addf %in, %out : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %286 = tensor.empty() : tensor<8x16x1xf64>
    %287 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%285 : tensor<8x16x1xf64>) outs(%286 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.divf %in, %cst_19 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %288 = tensor.empty() : tensor<8x16x64xf64>
    %289 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%284, %287 : tensor<8x16x64xf64>, tensor<8x16x1xf64>) outs(%288 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_545: f64, %out: f64):
      %4651 = arith.subf %in, %in_545 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x64xf64>
    %290 = tensor.empty() : tensor<8x16x64xf64>
    %291 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%289, %289 : tensor<8x16x64xf64>, tensor<8x16x64xf64>) outs(%290 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_545: f64, %out: f64):
      %4651 = arith.mulf %in, %in_545 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x64xf64>
    %292 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%291 : tensor<8x16x64xf64>) outs(%28 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.addf %in, %out : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %293 = tensor.empty() : tensor<8x16x1xf64>
    %294 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%292 : tensor<8x16x1xf64>) outs(%293 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.divf %in, %cst_19 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %295 = tensor.empty() : tensor<8x16x1xf32>
    %296 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%294 : tensor<8x16x1xf64>) outs(%295 : tensor<8x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %4651 = arith.truncf %in : f64 to f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %297 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%282 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %298 = tensor.empty() : tensor<8x16x1xf32>
    %299 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%297 : tensor<8x16x1xf32>) outs(%298 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.divf %in, %cst_20 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %300 = tensor.empty() : tensor<8x16x1xf32>
    %301 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%296 : tensor<8x16x1xf32>) outs(%300 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_18 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<8x16x1xf32>
    %302 = tensor.empty() : tensor<8x16x1xf32>
    %303 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%301 : tensor<8x16x1xf32>) outs(%302 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.rsqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %304 = tensor.empty() : tensor<8x16x64xf32>
    %305 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%282, %299 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%304 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %306 = tensor.empty() : tensor<8x16x64xf32>
    %307 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%305, %303 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%306 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %308 = tensor.empty() : tensor<8x16x64xf32>
    %309 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%307, %arg27 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%308 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %310 = tensor.empty() : tensor<8x16x64xf32>
    %311 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%309, %arg28 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%310 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_75 = tensor.collapse_shape %311 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %312 = linalg.matmul ins(%collapsed_75, %arg29 : tensor<128x64xf32>, tensor<64x192xf32>) outs(%61 : tensor<128x192xf32>) -> tensor<128x192xf32>
    %313 = tensor.empty() : tensor<128x192xf32>
    %314 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg30 : tensor<192xf32>) outs(%313 : tensor<128x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x192xf32>
    %315 = tensor.empty() : tensor<128x192xf32>
    %316 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%312, %314 : tensor<128x192xf32>, tensor<128x192xf32>) outs(%315 : tensor<128x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<128x192xf32>
    %expanded_76 = tensor.expand_shape %316 [[0, 1], [2]] output_shape [8, 16, 192] : tensor<128x192xf32> into tensor<8x16x192xf32>
    %extracted_slice_77 = tensor.extract_slice %expanded_76[0, 0, 0] [8, 16, 64] [1, 1, 1] : tensor<8x16x192xf32> to tensor<8x16x64xf32>
    %extracted_slice_78 = tensor.extract_slice %expanded_76[0, 0, 64] [8, 16, 64] [1, 1, 1] : tensor<8x16x192xf32> to tensor<8x16x64xf32>
    %extracted_slice_79 = tensor.extract_slice %expanded_76[0, 0, 128] [8, 16, 64] [1, 1, 1] : tensor<8x16x192xf32> to tensor<8x16x64xf32>
    %expanded_80 = tensor.expand_shape %extracted_slice_78 [[0], [1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<8x16x64xf32> into tensor<8x16x4x16xf32>
    %expanded_81 = tensor.expand_shape %extracted_slice_79 [[0], [1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<8x16x64xf32> into tensor<8x16x4x16xf32>
    %317 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_82 = linalg.transpose ins(%expanded_81 : tensor<8x16x4x16xf32>) outs(%317 : tensor<8x4x16x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_83 = tensor.expand_shape %extracted_slice_77 [[0], [1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<8x16x64xf32> into tensor<8x16x4x16xf32>
    %318 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_84 = linalg.transpose ins(%expanded_83 : tensor<8x16x4x16xf32>) outs(%318 : tensor<8x4x16x16xf32>) permutation = [0, 2, 1, 3] 
    %319 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_85 = linalg.transpose ins(%expanded_80 : tensor<8x16x4x16xf32>) outs(%319 : tensor<8x4x16x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_86 = tensor.collapse_shape %transposed_84 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_87 = tensor.collapse_shape %transposed_85 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %320 = linalg.batch_matmul ins(%collapsed_86, %collapsed_87 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%73 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_88 = tensor.expand_shape %320 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %321 = tensor.empty() : tensor<8x4x16x16xf32>
    %322 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_88 : tensor<8x4x16x16xf32>) outs(%321 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.mulf %in, %cst_21 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %323 = tensor.empty() : tensor<8x4x16x16xf32>
    %324 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%322, %22 : tensor<8x4x16x16xf32>, tensor<8x1x16x16xf32>) outs(%323 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %325:2 = linalg.generic {indexing_maps = [#map7, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%324 : tensor<8x4x16x16xf32>) outs(%82, %80 : tensor<8x4x16xf32>, tensor<8x4x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_545: i64):
      %4651 = linalg.index 3 : index
      %4652 = arith.index_cast %4651 : index to i64
      %4653 = arith.maximumf %in, %out : f32
      %4654 = arith.cmpf ogt, %in, %out : f32
      %4655 = arith.select %4654, %4652, %out_545 : i64
      linalg.yield %4653, %4655 : f32, i64
    } -> (tensor<8x4x16xf32>, tensor<8x4x16xi64>)
    %expanded_89 = tensor.expand_shape %325#0 [[0], [1], [2, 3]] output_shape [8, 4, 16, 1] : tensor<8x4x16xf32> into tensor<8x4x16x1xf32>
    %326 = tensor.empty() : tensor<8x4x16x16xf32>
    %327 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%324, %expanded_89 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%326 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %328 = tensor.empty() : tensor<8x4x16x16xf32>
    %329 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%327 : tensor<8x4x16x16xf32>) outs(%328 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.exp %in : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %330 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%329 : tensor<8x4x16x16xf32>) outs(%89 : tensor<8x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x1xf32>
    %331 = tensor.empty() : tensor<8x4x16x16xf32>
    %332 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%329, %330 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%331 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %collapsed_90 = tensor.collapse_shape %332 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_91 = tensor.collapse_shape %transposed_82 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %333 = linalg.batch_matmul ins(%collapsed_90, %collapsed_91 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%73 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_92 = tensor.expand_shape %333 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %334 = tensor.empty() : tensor<8x16x4x16xf32>
    %transposed_93 = linalg.transpose ins(%expanded_92 : tensor<8x4x16x16xf32>) outs(%334 : tensor<8x16x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_94 = tensor.collapse_shape %transposed_93 [[0, 1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<128x64xf32>
    %335 = linalg.matmul ins(%collapsed_94, %arg31 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%98 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %336 = tensor.empty() : tensor<128x64xf32>
    %337 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg32 : tensor<64xf32>) outs(%336 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %338 = tensor.empty() : tensor<128x64xf32>
    %339 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%335, %337 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%338 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<128x64xf32>
    %expanded_95 = tensor.expand_shape %339 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %340 = tensor.empty() : tensor<8x16x64xf32>
    %341 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_95, %282 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%340 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %342 = tensor.empty() : tensor<8x16x64xf64>
    %343 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%341 : tensor<8x16x64xf32>) outs(%342 : tensor<8x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %4651 = arith.extf %in : f32 to f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x64xf64>
    %344 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%343 : tensor<8x16x64xf64>) outs(%28 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.addf %in, %out : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %345 = tensor.empty() : tensor<8x16x1xf64>
    %346 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%344 : tensor<8x16x1xf64>) outs(%345 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.divf %in, %cst_19 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %347 = tensor.empty() : tensor<8x16x64xf64>
    %348 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%343, %346 : tensor<8x16x64xf64>, tensor<8x16x1xf64>) outs(%347 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_545: f64, %out: f64):
      %4651 = arith.subf %in, %in_545 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x64xf64>
    %349 = tensor.empty() : tensor<8x16x64xf64>
    %350 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%348, %348 : tensor<8x16x64xf64>, tensor<8x16x64xf64>) outs(%349 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_545: f64, %out: f64):
      %4651 = arith.mulf %in, %in_545 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x64xf64>
    %351 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%350 : tensor<8x16x64xf64>) outs(%28 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.addf %in, %out : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %352 = tensor.empty() : tensor<8x16x1xf64>
    %353 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%351 : tensor<8x16x1xf64>) outs(%352 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.divf %in, %cst_19 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %354 = tensor.empty() : tensor<8x16x1xf32>
    %355 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%353 : tensor<8x16x1xf64>) outs(%354 : tensor<8x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %4651 = arith.truncf %in : f64 to f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %356 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%341 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %357 = tensor.empty() : tensor<8x16x1xf32>
    %358 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%356 : tensor<8x16x1xf32>) outs(%357 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.divf %in, %cst_20 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %359 = tensor.empty() : tensor<8x16x1xf32>
    %360 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%355 : tensor<8x16x1xf32>) outs(%359 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_18 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<8x16x1xf32>
    %361 = tensor.empty() : tensor<8x16x1xf32>
    %362 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%360 : tensor<8x16x1xf32>) outs(%361 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.rsqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %363 = tensor.empty() : tensor<8x16x64xf32>
    %364 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%341, %358 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%363 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %365 = tensor.empty() : tensor<8x16x64xf32>
    %366 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%364, %362 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%365 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %367 = tensor.empty() : tensor<8x16x64xf32>
    %368 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%366, %arg33 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%367 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %369 = tensor.empty() : tensor<8x16x64xf32>
    %370 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%368, %arg34 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%369 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_96 = tensor.collapse_shape %370 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %371 = linalg.matmul ins(%collapsed_96, %arg35 : tensor<128x64xf32>, tensor<64x256xf32>) outs(%137 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %372 = tensor.empty() : tensor<128x256xf32>
    %373 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg36 : tensor<256xf32>) outs(%372 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x256xf32>
    %374 = tensor.empty() : tensor<128x256xf32>
    %375 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%371, %373 : tensor<128x256xf32>, tensor<128x256xf32>) outs(%374 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<128x256xf32>
    %expanded_97 = tensor.expand_shape %375 [[0, 1], [2]] output_shape [8, 16, 256] : tensor<128x256xf32> into tensor<8x16x256xf32>
    %376 = tensor.empty() : tensor<8x16x256xf32>
    %377 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_97 : tensor<8x16x256xf32>) outs(%376 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.mulf %in, %cst_22 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %378 = tensor.empty() : tensor<8x16x256xf32>
    %379 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_97 : tensor<8x16x256xf32>) outs(%378 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %380 = tensor.empty() : tensor<8x16x256xf32>
    %381 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%379 : tensor<8x16x256xf32>) outs(%380 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_17 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<8x16x256xf32>
    %382 = tensor.empty() : tensor<8x16x256xf32>
    %383 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_97, %381 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%382 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %384 = tensor.empty() : tensor<8x16x256xf32>
    %385 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%383 : tensor<8x16x256xf32>) outs(%384 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_16 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<8x16x256xf32>
    %386 = tensor.empty() : tensor<8x16x256xf32>
    %387 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%385 : tensor<8x16x256xf32>) outs(%386 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.tanh %in : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %388 = tensor.empty() : tensor<8x16x256xf32>
    %389 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%387 : tensor<8x16x256xf32>) outs(%388 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %cst_2 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %390 = tensor.empty() : tensor<8x16x256xf32>
    %391 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%377, %389 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%390 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %collapsed_98 = tensor.collapse_shape %391 [[0, 1], [2]] : tensor<8x16x256xf32> into tensor<128x256xf32>
    %392 = linalg.matmul ins(%collapsed_98, %arg37 : tensor<128x256xf32>, tensor<256x64xf32>) outs(%98 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %393 = tensor.empty() : tensor<128x64xf32>
    %394 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg38 : tensor<64xf32>) outs(%393 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %395 = tensor.empty() : tensor<128x64xf32>
    %396 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%392, %394 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%395 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<128x64xf32>
    %expanded_99 = tensor.expand_shape %396 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %397 = tensor.empty() : tensor<8x16x64xf32>
    %398 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%341, %expanded_99 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%397 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %399 = tensor.empty() : tensor<8x16x64xf64>
    %400 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%398 : tensor<8x16x64xf32>) outs(%399 : tensor<8x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %4651 = arith.extf %in : f32 to f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x64xf64>
    %401 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%400 : tensor<8x16x64xf64>) outs(%28 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.addf %in, %out : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %402 = tensor.empty() : tensor<8x16x1xf64>
    %403 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%401 : tensor<8x16x1xf64>) outs(%402 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.divf %in, %cst_19 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %404 = tensor.empty() : tensor<8x16x64xf64>
    %405 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%400, %403 : tensor<8x16x64xf64>, tensor<8x16x1xf64>) outs(%404 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_545: f64, %out: f64):
      %4651 = arith.subf %in, %in_545 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x64xf64>
    %406 = tensor.empty() : tensor<8x16x64xf64>
    %407 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%405, %405 : tensor<8x16x64xf64>, tensor<8x16x64xf64>) outs(%406 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_545: f64, %out: f64):
      %4651 = arith.mulf %in, %in_545 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x64xf64>
    %408 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%407 : tensor<8x16x64xf64>) outs(%28 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.addf %in, %out : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %409 = tensor.empty() : tensor<8x16x1xf64>
    %410 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%408 : tensor<8x16x1xf64>) outs(%409 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.divf %in, %cst_19 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %411 = tensor.empty() : tensor<8x16x1xf32>
    %412 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%410 : tensor<8x16x1xf64>) outs(%411 : tensor<8x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %4651 = arith.truncf %in : f64 to f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %413 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%398 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %414 = tensor.empty() : tensor<8x16x1xf32>
    %415 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%413 : tensor<8x16x1xf32>) outs(%414 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.divf %in, %cst_20 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %416 = tensor.empty() : tensor<8x16x1xf32>
    %417 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%412 : tensor<8x16x1xf32>) outs(%416 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_18 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<8x16x1xf32>
    %418 = tensor.empty() : tensor<8x16x1xf32>
    %419 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%417 : tensor<8x16x1xf32>) outs(%418 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.rsqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %420 = tensor.empty() : tensor<8x16x64xf32>
    %421 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%398, %415 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%420 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %422 = tensor.empty() : tensor<8x16x64xf32>
    %423 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%421, %419 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%422 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %424 = tensor.empty() : tensor<8x16x64xf32>
    %425 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%423, %arg39 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%424 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %426 = tensor.empty() : tensor<8x16x64xf32>
    %427 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%425, %arg40 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%426 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_100 = tensor.collapse_shape %427 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %428 = linalg.matmul ins(%collapsed_100, %arg41 : tensor<128x64xf32>, tensor<64x192xf32>) outs(%61 : tensor<128x192xf32>) -> tensor<128x192xf32>
    %429 = tensor.empty() : tensor<128x192xf32>
    %430 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg42 : tensor<192xf32>) outs(%429 : tensor<128x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x192xf32>
    %431 = tensor.empty() : tensor<128x192xf32>
    %432 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%428, %430 : tensor<128x192xf32>, tensor<128x192xf32>) outs(%431 : tensor<128x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<128x192xf32>
    %expanded_101 = tensor.expand_shape %432 [[0, 1], [2]] output_shape [8, 16, 192] : tensor<128x192xf32> into tensor<8x16x192xf32>
    %extracted_slice_102 = tensor.extract_slice %expanded_101[0, 0, 0] [8, 16, 64] [1, 1, 1] : tensor<8x16x192xf32> to tensor<8x16x64xf32>
    %extracted_slice_103 = tensor.extract_slice %expanded_101[0, 0, 64] [8, 16, 64] [1, 1, 1] : tensor<8x16x192xf32> to tensor<8x16x64xf32>
    %extracted_slice_104 = tensor.extract_slice %expanded_101[0, 0, 128] [8, 16, 64] [1, 1, 1] : tensor<8x16x192xf32> to tensor<8x16x64xf32>
    %expanded_105 = tensor.expand_shape %extracted_slice_103 [[0], [1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<8x16x64xf32> into tensor<8x16x4x16xf32>
    %expanded_106 = tensor.expand_shape %extracted_slice_104 [[0], [1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<8x16x64xf32> into tensor<8x16x4x16xf32>
    %433 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_107 = linalg.transpose ins(%expanded_106 : tensor<8x16x4x16xf32>) outs(%433 : tensor<8x4x16x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_108 = tensor.expand_shape %extracted_slice_102 [[0], [1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<8x16x64xf32> into tensor<8x16x4x16xf32>
    %434 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_109 = linalg.transpose ins(%expanded_108 : tensor<8x16x4x16xf32>) outs(%434 : tensor<8x4x16x16xf32>) permutation = [0, 2, 1, 3] 
    %435 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_110 = linalg.transpose ins(%expanded_105 : tensor<8x16x4x16xf32>) outs(%435 : tensor<8x4x16x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_111 = tensor.collapse_shape %transposed_109 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_112 = tensor.collapse_shape %transposed_110 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %436 = linalg.batch_matmul ins(%collapsed_111, %collapsed_112 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%73 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_113 = tensor.expand_shape %436 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %437 = tensor.empty() : tensor<8x4x16x16xf32>
    %438 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_113 : tensor<8x4x16x16xf32>) outs(%437 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.mulf %in, %cst_21 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %439 = tensor.empty() : tensor<8x4x16x16xf32>
    %440 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%438, %22 : tensor<8x4x16x16xf32>, tensor<8x1x16x16xf32>) outs(%439 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %441:2 = linalg.generic {indexing_maps = [#map7, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%440 : tensor<8x4x16x16xf32>) outs(%82, %80 : tensor<8x4x16xf32>, tensor<8x4x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_545: i64):
      %4651 = linalg.index 3 : index
      %4652 = arith.index_cast %4651 : index to i64
      %4653 = arith.maximumf %in, %out : f32
      %4654 = arith.cmpf ogt, %in, %out : f32
      %4655 = arith.select %4654, %4652, %out_545 : i64
      linalg.yield %4653, %4655 : f32, i64
    } -> (tensor<8x4x16xf32>, tensor<8x4x16xi64>)
    %expanded_114 = tensor.expand_shape %441#0 [[0], [1], [2, 3]] output_shape [8, 4, 16, 1] : tensor<8x4x16xf32> into tensor<8x4x16x1xf32>
    %442 = tensor.empty() : tensor<8x4x16x16xf32>
    %443 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%440, %expanded_114 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%442 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %444 = tensor.empty() : tensor<8x4x16x16xf32>
    %445 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%443 : tensor<8x4x16x16xf32>) outs(%444 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.exp %in : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %446 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%445 : tensor<8x4x16x16xf32>) outs(%89 : tensor<8x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x1xf32>
    %447 = tensor.empty() : tensor<8x4x16x16xf32>
    %448 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%445, %446 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%447 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %collapsed_115 = tensor.collapse_shape %448 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_116 = tensor.collapse_shape %transposed_107 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %449 = linalg.batch_matmul ins(%collapsed_115, %collapsed_116 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%73 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_117 = tensor.expand_shape %449 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %450 = tensor.empty() : tensor<8x16x4x16xf32>
    %transposed_118 = linalg.transpose ins(%expanded_117 : tensor<8x4x16x16xf32>) outs(%450 : tensor<8x16x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_119 = tensor.collapse_shape %transposed_118 [[0, 1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<128x64xf32>
    %451 = linalg.matmul ins(%collapsed_119, %arg43 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%98 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %452 = tensor.empty() : tensor<128x64xf32>
    %453 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg44 : tensor<64xf32>) outs(%452 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %454 = tensor.empty() : tensor<128x64xf32>
    %455 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%451, %453 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%454 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<128x64xf32>
    %expanded_120 = tensor.expand_shape %455 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %456 = tensor.empty() : tensor<8x16x64xf32>
    %457 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_120, %398 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%456 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %458 = tensor.empty() : tensor<8x16x64xf64>
    %459 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%457 : tensor<8x16x64xf32>) outs(%458 : tensor<8x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %4651 = arith.extf %in : f32 to f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x64xf64>
    %460 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%459 : tensor<8x16x64xf64>) outs(%28 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.addf %in, %out : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %461 = tensor.empty() : tensor<8x16x1xf64>
    %462 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%460 : tensor<8x16x1xf64>) outs(%461 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.divf %in, %cst_19 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %463 = tensor.empty() : tensor<8x16x64xf64>
    %464 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%459, %462 : tensor<8x16x64xf64>, tensor<8x16x1xf64>) outs(%463 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_545: f64, %out: f64):
      %4651 = arith.subf %in, %in_545 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x64xf64>
    %465 = tensor.empty() : tensor<8x16x64xf64>
    %466 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%464, %464 : tensor<8x16x64xf64>, tensor<8x16x64xf64>) outs(%465 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_545: f64, %out: f64):
      %4651 = arith.mulf %in, %in_545 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x64xf64>
    %467 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%466 : tensor<8x16x64xf64>) outs(%28 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.addf %in, %out : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %468 = tensor.empty() : tensor<8x16x1xf64>
    %469 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%467 : tensor<8x16x1xf64>) outs(%468 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.divf %in, %cst_19 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %470 = tensor.empty() : tensor<8x16x1xf32>
    %471 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%469 : tensor<8x16x1xf64>) outs(%470 : tensor<8x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %4651 = arith.truncf %in : f64 to f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %472 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%457 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %473 = tensor.empty() : tensor<8x16x1xf32>
    %474 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%472 : tensor<8x16x1xf32>) outs(%473 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.divf %in, %cst_20 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %475 = tensor.empty() : tensor<8x16x1xf32>
    %476 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%471 : tensor<8x16x1xf32>) outs(%475 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_18 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<8x16x1xf32>
    %477 = tensor.empty() : tensor<8x16x1xf32>
    %478 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%476 : tensor<8x16x1xf32>) outs(%477 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.rsqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %479 = tensor.empty() : tensor<8x16x64xf32>
    %480 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%457, %474 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%479 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %481 = tensor.empty() : tensor<8x16x64xf32>
    %482 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%480, %478 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%481 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %483 = tensor.empty() : tensor<8x16x64xf32>
    %484 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%482, %arg45 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%483 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %485 = tensor.empty() : tensor<8x16x64xf32>
    %486 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%484, %arg46 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%485 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_121 = tensor.collapse_shape %486 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %487 = linalg.matmul ins(%collapsed_121, %arg47 : tensor<128x64xf32>, tensor<64x256xf32>) outs(%137 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %488 = tensor.empty() : tensor<128x256xf32>
    %489 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg48 : tensor<256xf32>) outs(%488 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x256xf32>
    %490 = tensor.empty() : tensor<128x256xf32>
    %491 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%487, %489 : tensor<128x256xf32>, tensor<128x256xf32>) outs(%490 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<128x256xf32>
    %expanded_122 = tensor.expand_shape %491 [[0, 1], [2]] output_shape [8, 16, 256] : tensor<128x256xf32> into tensor<8x16x256xf32>
    %492 = tensor.empty() : tensor<8x16x256xf32>
    %493 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_122 : tensor<8x16x256xf32>) outs(%492 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.mulf %in, %cst_22 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %494 = tensor.empty() : tensor<8x16x256xf32>
    %495 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_122 : tensor<8x16x256xf32>) outs(%494 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %496 = tensor.empty() : tensor<8x16x256xf32>
    %497 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%495 : tensor<8x16x256xf32>) outs(%496 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_17 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<8x16x256xf32>
    %498 = tensor.empty() : tensor<8x16x256xf32>
    %499 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_122, %497 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%498 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %500 = tensor.empty() : tensor<8x16x256xf32>
    %501 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%499 : tensor<8x16x256xf32>) outs(%500 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_16 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<8x16x256xf32>
    %502 = tensor.empty() : tensor<8x16x256xf32>
    %503 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%501 : tensor<8x16x256xf32>) outs(%502 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.tanh %in : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %504 = tensor.empty() : tensor<8x16x256xf32>
    %505 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%503 : tensor<8x16x256xf32>) outs(%504 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %cst_2 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %506 = tensor.empty() : tensor<8x16x256xf32>
    %507 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%493, %505 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%506 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %collapsed_123 = tensor.collapse_shape %507 [[0, 1], [2]] : tensor<8x16x256xf32> into tensor<128x256xf32>
    %508 = linalg.matmul ins(%collapsed_123, %arg49 : tensor<128x256xf32>, tensor<256x64xf32>) outs(%98 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %509 = tensor.empty() : tensor<128x64xf32>
    %510 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg50 : tensor<64xf32>) outs(%509 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %511 = tensor.empty() : tensor<128x64xf32>
    %512 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%508, %510 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%511 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<128x64xf32>
    %expanded_124 = tensor.expand_shape %512 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %513 = tensor.empty() : tensor<8x16x64xf32>
    %514 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%457, %expanded_124 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%513 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %515 = tensor.empty() : tensor<8x16x64xf64>
    %516 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%514 : tensor<8x16x64xf32>) outs(%515 : tensor<8x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %4651 = arith.extf %in : f32 to f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x64xf64>
    %517 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%516 : tensor<8x16x64xf64>) outs(%28 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.addf %in, %out : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %518 = tensor.empty() : tensor<8x16x1xf64>
    %519 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%517 : tensor<8x16x1xf64>) outs(%518 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.divf %in, %cst_19 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %520 = tensor.empty() : tensor<8x16x64xf64>
    %521 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%516, %519 : tensor<8x16x64xf64>, tensor<8x16x1xf64>) outs(%520 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_545: f64, %out: f64):
      %4651 = arith.subf %in, %in_545 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x64xf64>
    %522 = tensor.empty() : tensor<8x16x64xf64>
    %523 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%521, %521 : tensor<8x16x64xf64>, tensor<8x16x64xf64>) outs(%522 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_545: f64, %out: f64):
      %4651 = arith.mulf %in, %in_545 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x64xf64>
    %524 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%523 : tensor<8x16x64xf64>) outs(%28 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.addf %in, %out : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %525 = tensor.empty() : tensor<8x16x1xf64>
    %526 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%524 : tensor<8x16x1xf64>) outs(%525 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.divf %in, %cst_19 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %527 = tensor.empty() : tensor<8x16x1xf32>
    %528 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%526 : tensor<8x16x1xf64>) outs(%527 : tensor<8x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %4651 = arith.truncf %in : f64 to f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %529 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%514 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %530 = tensor.empty() : tensor<8x16x1xf32>
    %531 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%529 : tensor<8x16x1xf32>) outs(%530 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.divf %in, %cst_20 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %532 = tensor.empty() : tensor<8x16x1xf32>
    %533 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%528 : tensor<8x16x1xf32>) outs(%532 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_18 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<8x16x1xf32>
    %534 = tensor.empty() : tensor<8x16x1xf32>
    %535 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%533 : tensor<8x16x1xf32>) outs(%534 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.rsqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %536 = tensor.empty() : tensor<8x16x64xf32>
    %537 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%514, %531 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%536 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %538 = tensor.empty() : tensor<8x16x64xf32>
    %539 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%537, %535 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%538 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %540 = tensor.empty() : tensor<8x16x64xf32>
    %541 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%539, %arg51 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%540 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %542 = tensor.empty() : tensor<8x16x64xf32>
    %543 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%541, %arg52 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%542 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_125 = tensor.collapse_shape %543 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %544 = linalg.matmul ins(%collapsed_125, %arg53 : tensor<128x64xf32>, tensor<64x192xf32>) outs(%61 : tensor<128x192xf32>) -> tensor<128x192xf32>
    %545 = tensor.empty() : tensor<128x192xf32>
    %546 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg54 : tensor<192xf32>) outs(%545 : tensor<128x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x192xf32>
    %547 = tensor.empty() : tensor<128x192xf32>
    %548 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%544, %546 : tensor<128x192xf32>, tensor<128x192xf32>) outs(%547 : tensor<128x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<128x192xf32>
    %expanded_126 = tensor.expand_shape %548 [[0, 1], [2]] output_shape [8, 16, 192] : tensor<128x192xf32> into tensor<8x16x192xf32>
    %extracted_slice_127 = tensor.extract_slice %expanded_126[0, 0, 0] [8, 16, 64] [1, 1, 1] : tensor<8x16x192xf32> to tensor<8x16x64xf32>
    %extracted_slice_128 = tensor.extract_slice %expanded_126[0, 0, 64] [8, 16, 64] [1, 1, 1] : tensor<8x16x192xf32> to tensor<8x16x64xf32>
    %extracted_slice_129 = tensor.extract_slice %expanded_126[0, 0, 128] [8, 16, 64] [1, 1, 1] : tensor<8x16x192xf32> to tensor<8x16x64xf32>
    %expanded_130 = tensor.expand_shape %extracted_slice_128 [[0], [1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<8x16x64xf32> into tensor<8x16x4x16xf32>
    %expanded_131 = tensor.expand_shape %extracted_slice_129 [[0], [1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<8x16x64xf32> into tensor<8x16x4x16xf32>
    %549 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_132 = linalg.transpose ins(%expanded_131 : tensor<8x16x4x16xf32>) outs(%549 : tensor<8x4x16x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_133 = tensor.expand_shape %extracted_slice_127 [[0], [1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<8x16x64xf32> into tensor<8x16x4x16xf32>
    %550 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_134 = linalg.transpose ins(%expanded_133 : tensor<8x16x4x16xf32>) outs(%550 : tensor<8x4x16x16xf32>) permutation = [0, 2, 1, 3] 
    %551 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_135 = linalg.transpose ins(%expanded_130 : tensor<8x16x4x16xf32>) outs(%551 : tensor<8x4x16x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_136 = tensor.collapse_shape %transposed_134 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_137 = tensor.collapse_shape %transposed_135 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %552 = linalg.batch_matmul ins(%collapsed_136, %collapsed_137 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%73 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_138 = tensor.expand_shape %552 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %553 = tensor.empty() : tensor<8x4x16x16xf32>
    %554 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_138 : tensor<8x4x16x16xf32>) outs(%553 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.mulf %in, %cst_21 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %555 = tensor.empty() : tensor<8x4x16x16xf32>
    %556 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%554, %22 : tensor<8x4x16x16xf32>, tensor<8x1x16x16xf32>) outs(%555 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %557:2 = linalg.generic {indexing_maps = [#map7, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%556 : tensor<8x4x16x16xf32>) outs(%82, %80 : tensor<8x4x16xf32>, tensor<8x4x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_545: i64):
      %4651 = linalg.index 3 : index
      %4652 = arith.index_cast %4651 : index to i64
      %4653 = arith.maximumf %in, %out : f32
      %4654 = arith.cmpf ogt, %in, %out : f32
      %4655 = arith.select %4654, %4652, %out_545 : i64
      linalg.yield %4653, %4655 : f32, i64
    } -> (tensor<8x4x16xf32>, tensor<8x4x16xi64>)
    %expanded_139 = tensor.expand_shape %557#0 [[0], [1], [2, 3]] output_shape [8, 4, 16, 1] : tensor<8x4x16xf32> into tensor<8x4x16x1xf32>
    %558 = tensor.empty() : tensor<8x4x16x16xf32>
    %559 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%556, %expanded_139 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%558 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %560 = tensor.empty() : tensor<8x4x16x16xf32>
    %561 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%559 : tensor<8x4x16x16xf32>) outs(%560 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.exp %in : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %562 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%561 : tensor<8x4x16x16xf32>) outs(%89 : tensor<8x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x1xf32>
    %563 = tensor.empty() : tensor<8x4x16x16xf32>
    %564 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%561, %562 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%563 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %collapsed_140 = tensor.collapse_shape %564 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_141 = tensor.collapse_shape %transposed_132 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %565 = linalg.batch_matmul ins(%collapsed_140, %collapsed_141 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%73 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_142 = tensor.expand_shape %565 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %566 = tensor.empty() : tensor<8x16x4x16xf32>
    %transposed_143 = linalg.transpose ins(%expanded_142 : tensor<8x4x16x16xf32>) outs(%566 : tensor<8x16x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_144 = tensor.collapse_shape %transposed_143 [[0, 1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<128x64xf32>
    %567 = linalg.matmul ins(%collapsed_144, %arg55 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%98 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %568 = tensor.empty() : tensor<128x64xf32>
    %569 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg56 : tensor<64xf32>) outs(%568 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %570 = tensor.empty() : tensor<128x64xf32>
    %571 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%567, %569 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%570 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<128x64xf32>
    %expanded_145 = tensor.expand_shape %571 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %572 = tensor.empty() : tensor<8x16x64xf32>
    %573 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_145, %514 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%572 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %574 = tensor.empty() : tensor<8x16x64xf64>
    %575 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%573 : tensor<8x16x64xf32>) outs(%574 : tensor<8x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %4651 = arith.extf %in : f32 to f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x64xf64>
    %576 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%575 : tensor<8x16x64xf64>) outs(%28 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.addf %in, %out : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %577 = tensor.empty() : tensor<8x16x1xf64>
    %578 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%576 : tensor<8x16x1xf64>) outs(%577 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.divf %in, %cst_19 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %579 = tensor.empty() : tensor<8x16x64xf64>
    %580 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%575, %578 : tensor<8x16x64xf64>, tensor<8x16x1xf64>) outs(%579 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_545: f64, %out: f64):
      %4651 = arith.subf %in, %in_545 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x64xf64>
    %581 = tensor.empty() : tensor<8x16x64xf64>
    %582 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%580, %580 : tensor<8x16x64xf64>, tensor<8x16x64xf64>) outs(%581 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_545: f64, %out: f64):
      %4651 = arith.mulf %in, %in_545 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x64xf64>
    %583 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%582 : tensor<8x16x64xf64>) outs(%28 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.addf %in, %out : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %584 = tensor.empty() : tensor<8x16x1xf64>
    %585 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%583 : tensor<8x16x1xf64>) outs(%584 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.divf %in, %cst_19 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %586 = tensor.empty() : tensor<8x16x1xf32>
    %587 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%585 : tensor<8x16x1xf64>) outs(%586 : tensor<8x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %4651 = arith.truncf %in : f64 to f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %588 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%573 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %589 = tensor.empty() : tensor<8x16x1xf32>
    %590 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%588 : tensor<8x16x1xf32>) outs(%589 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.divf %in, %cst_20 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %591 = tensor.empty() : tensor<8x16x1xf32>
    %592 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%587 : tensor<8x16x1xf32>) outs(%591 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_18 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<8x16x1xf32>
    %593 = tensor.empty() : tensor<8x16x1xf32>
    %594 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%592 : tensor<8x16x1xf32>) outs(%593 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.rsqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %595 = tensor.empty() : tensor<8x16x64xf32>
    %596 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%573, %590 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%595 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %597 = tensor.empty() : tensor<8x16x64xf32>
    %598 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%596, %594 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%597 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %599 = tensor.empty() : tensor<8x16x64xf32>
    %600 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%598, %arg57 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%599 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %601 = tensor.empty() : tensor<8x16x64xf32>
    %602 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%600, %arg58 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%601 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_146 = tensor.collapse_shape %602 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %603 = linalg.matmul ins(%collapsed_146, %arg59 : tensor<128x64xf32>, tensor<64x256xf32>) outs(%137 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %604 = tensor.empty() : tensor<128x256xf32>
    %605 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg60 : tensor<256xf32>) outs(%604 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x256xf32>
    %606 = tensor.empty() : tensor<128x256xf32>
    %607 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%603, %605 : tensor<128x256xf32>, tensor<128x256xf32>) outs(%606 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<128x256xf32>
    %expanded_147 = tensor.expand_shape %607 [[0, 1], [2]] output_shape [8, 16, 256] : tensor<128x256xf32> into tensor<8x16x256xf32>
    %608 = tensor.empty() : tensor<8x16x256xf32>
    %609 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_147 : tensor<8x16x256xf32>) outs(%608 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.mulf %in, %cst_22 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %610 = tensor.empty() : tensor<8x16x256xf32>
    %611 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_147 : tensor<8x16x256xf32>) outs(%610 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %612 = tensor.empty() : tensor<8x16x256xf32>
    %613 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%611 : tensor<8x16x256xf32>) outs(%612 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_17 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<8x16x256xf32>
    %614 = tensor.empty() : tensor<8x16x256xf32>
    %615 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_147, %613 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%614 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %616 = tensor.empty() : tensor<8x16x256xf32>
    %617 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%615 : tensor<8x16x256xf32>) outs(%616 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_16 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<8x16x256xf32>
    %618 = tensor.empty() : tensor<8x16x256xf32>
    %619 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%617 : tensor<8x16x256xf32>) outs(%618 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.tanh %in : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %620 = tensor.empty() : tensor<8x16x256xf32>
    %621 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%619 : tensor<8x16x256xf32>) outs(%620 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %cst_2 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %622 = tensor.empty() : tensor<8x16x256xf32>
    %623 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%609, %621 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%622 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %collapsed_148 = tensor.collapse_shape %623 [[0, 1], [2]] : tensor<8x16x256xf32> into tensor<128x256xf32>
    %624 = linalg.matmul ins(%collapsed_148, %arg61 : tensor<128x256xf32>, tensor<256x64xf32>) outs(%98 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %625 = tensor.empty() : tensor<128x64xf32>
    %626 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg62 : tensor<64xf32>) outs(%625 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %627 = tensor.empty() : tensor<128x64xf32>
    %628 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%624, %626 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%627 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<128x64xf32>
    %expanded_149 = tensor.expand_shape %628 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %629 = tensor.empty() : tensor<8x16x64xf32>
    %630 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%573, %expanded_149 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%629 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %631 = tensor.empty() : tensor<8x16x64xf64>
    %632 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%630 : tensor<8x16x64xf32>) outs(%631 : tensor<8x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %4651 = arith.extf %in : f32 to f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x64xf64>
    %633 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%632 : tensor<8x16x64xf64>) outs(%28 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.addf %in, %out : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %634 = tensor.empty() : tensor<8x16x1xf64>
    %635 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%633 : tensor<8x16x1xf64>) outs(%634 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.divf %in, %cst_19 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %636 = tensor.empty() : tensor<8x16x64xf64>
    %637 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%632, %635 : tensor<8x16x64xf64>, tensor<8x16x1xf64>) outs(%636 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_545: f64, %out: f64):
      %4651 = arith.subf %in, %in_545 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x64xf64>
    %638 = tensor.empty() : tensor<8x16x64xf64>
    %639 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%637, %637 : tensor<8x16x64xf64>, tensor<8x16x64xf64>) outs(%638 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_545: f64, %out: f64):
      %4651 = arith.mulf %in, %in_545 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x64xf64>
    %640 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%639 : tensor<8x16x64xf64>) outs(%28 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.addf %in, %out : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %641 = tensor.empty() : tensor<8x16x1xf64>
    %642 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%640 : tensor<8x16x1xf64>) outs(%641 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.divf %in, %cst_19 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %643 = tensor.empty() : tensor<8x16x1xf32>
    %644 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%642 : tensor<8x16x1xf64>) outs(%643 : tensor<8x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %4651 = arith.truncf %in : f64 to f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %645 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%630 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %646 = tensor.empty() : tensor<8x16x1xf32>
    %647 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%645 : tensor<8x16x1xf32>) outs(%646 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.divf %in, %cst_20 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %648 = tensor.empty() : tensor<8x16x1xf32>
    %649 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%644 : tensor<8x16x1xf32>) outs(%648 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_18 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<8x16x1xf32>
    %650 = tensor.empty() : tensor<8x16x1xf32>
    %651 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%649 : tensor<8x16x1xf32>) outs(%650 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.rsqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %652 = tensor.empty() : tensor<8x16x64xf32>
    %653 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%630, %647 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%652 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %654 = tensor.empty() : tensor<8x16x64xf32>
    %655 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%653, %651 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%654 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %656 = tensor.empty() : tensor<8x16x64xf32>
    %657 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%655, %arg63 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%656 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %658 = tensor.empty() : tensor<8x16x64xf32>
    %659 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%657, %arg64 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%658 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_150 = tensor.collapse_shape %659 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %660 = linalg.matmul ins(%collapsed_150, %arg65 : tensor<128x64xf32>, tensor<64x192xf32>) outs(%61 : tensor<128x192xf32>) -> tensor<128x192xf32>
    %661 = tensor.empty() : tensor<128x192xf32>
    %662 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg66 : tensor<192xf32>) outs(%661 : tensor<128x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x192xf32>
    %663 = tensor.empty() : tensor<128x192xf32>
    %664 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%660, %662 : tensor<128x192xf32>, tensor<128x192xf32>) outs(%663 : tensor<128x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<128x192xf32>
    %expanded_151 = tensor.expand_shape %664 [[0, 1], [2]] output_shape [8, 16, 192] : tensor<128x192xf32> into tensor<8x16x192xf32>
    %extracted_slice_152 = tensor.extract_slice %expanded_151[0, 0, 0] [8, 16, 64] [1, 1, 1] : tensor<8x16x192xf32> to tensor<8x16x64xf32>
    %extracted_slice_153 = tensor.extract_slice %expanded_151[0, 0, 64] [8, 16, 64] [1, 1, 1] : tensor<8x16x192xf32> to tensor<8x16x64xf32>
    %extracted_slice_154 = tensor.extract_slice %expanded_151[0, 0, 128] [8, 16, 64] [1, 1, 1] : tensor<8x16x192xf32> to tensor<8x16x64xf32>
    %expanded_155 = tensor.expand_shape %extracted_slice_153 [[0], [1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<8x16x64xf32> into tensor<8x16x4x16xf32>
    %expanded_156 = tensor.expand_shape %extracted_slice_154 [[0], [1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<8x16x64xf32> into tensor<8x16x4x16xf32>
    %665 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_157 = linalg.transpose ins(%expanded_156 : tensor<8x16x4x16xf32>) outs(%665 : tensor<8x4x16x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_158 = tensor.expand_shape %extracted_slice_152 [[0], [1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<8x16x64xf32> into tensor<8x16x4x16xf32>
    %666 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_159 = linalg.transpose ins(%expanded_158 : tensor<8x16x4x16xf32>) outs(%666 : tensor<8x4x16x16xf32>) permutation = [0, 2, 1, 3] 
    %667 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_160 = linalg.transpose ins(%expanded_155 : tensor<8x16x4x16xf32>) outs(%667 : tensor<8x4x16x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_161 = tensor.collapse_shape %transposed_159 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_162 = tensor.collapse_shape %transposed_160 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %668 = linalg.batch_matmul ins(%collapsed_161, %collapsed_162 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%73 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_163 = tensor.expand_shape %668 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %669 = tensor.empty() : tensor<8x4x16x16xf32>
    %670 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_163 : tensor<8x4x16x16xf32>) outs(%669 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.mulf %in, %cst_21 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %671 = tensor.empty() : tensor<8x4x16x16xf32>
    %672 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%670, %22 : tensor<8x4x16x16xf32>, tensor<8x1x16x16xf32>) outs(%671 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %673:2 = linalg.generic {indexing_maps = [#map7, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%672 : tensor<8x4x16x16xf32>) outs(%82, %80 : tensor<8x4x16xf32>, tensor<8x4x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_545: i64):
      %4651 = linalg.index 3 : index
      %4652 = arith.index_cast %4651 : index to i64
      %4653 = arith.maximumf %in, %out : f32
      %4654 = arith.cmpf ogt, %in, %out : f32
      %4655 = arith.select %4654, %4652, %out_545 : i64
      linalg.yield %4653, %4655 : f32, i64
    } -> (tensor<8x4x16xf32>, tensor<8x4x16xi64>)
    %expanded_164 = tensor.expand_shape %673#0 [[0], [1], [2, 3]] output_shape [8, 4, 16, 1] : tensor<8x4x16xf32> into tensor<8x4x16x1xf32>
    %674 = tensor.empty() : tensor<8x4x16x16xf32>
    %675 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%672, %expanded_164 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%674 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %676 = tensor.empty() : tensor<8x4x16x16xf32>
    %677 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%675 : tensor<8x4x16x16xf32>) outs(%676 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.exp %in : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %678 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%677 : tensor<8x4x16x16xf32>) outs(%89 : tensor<8x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x1xf32>
    %679 = tensor.empty() : tensor<8x4x16x16xf32>
    %680 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%677, %678 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%679 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %collapsed_165 = tensor.collapse_shape %680 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_166 = tensor.collapse_shape %transposed_157 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %681 = linalg.batch_matmul ins(%collapsed_165, %collapsed_166 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%73 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_167 = tensor.expand_shape %681 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %682 = tensor.empty() : tensor<8x16x4x16xf32>
    %transposed_168 = linalg.transpose ins(%expanded_167 : tensor<8x4x16x16xf32>) outs(%682 : tensor<8x16x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_169 = tensor.collapse_shape %transposed_168 [[0, 1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<128x64xf32>
    %683 = linalg.matmul ins(%collapsed_169, %arg67 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%98 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %684 = tensor.empty() : tensor<128x64xf32>
    %685 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg68 : tensor<64xf32>) outs(%684 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %686 = tensor.empty() : tensor<128x64xf32>
    %687 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%683, %685 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%686 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<128x64xf32>
    %expanded_170 = tensor.expand_shape %687 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %688 = tensor.empty() : tensor<8x16x64xf32>
    %689 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_170, %630 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%688 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %690 = tensor.empty() : tensor<8x16x64xf64>
    %691 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%689 : tensor<8x16x64xf32>) outs(%690 : tensor<8x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %4651 = arith.extf %in : f32 to f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x64xf64>
    %692 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%691 : tensor<8x16x64xf64>) outs(%28 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.addf %in, %out : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %693 = tensor.empty() : tensor<8x16x1xf64>
    %694 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%692 : tensor<8x16x1xf64>) outs(%693 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.divf %in, %cst_19 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %695 = tensor.empty() : tensor<8x16x64xf64>
    %696 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%691, %694 : tensor<8x16x64xf64>, tensor<8x16x1xf64>) outs(%695 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_545: f64, %out: f64):
      %4651 = arith.subf %in, %in_545 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x64xf64>
    %697 = tensor.empty() : tensor<8x16x64xf64>
    %698 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%696, %696 : tensor<8x16x64xf64>, tensor<8x16x64xf64>) outs(%697 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_545: f64, %out: f64):
      %4651 = arith.mulf %in, %in_545 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x64xf64>
    %699 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%698 : tensor<8x16x64xf64>) outs(%28 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.addf %in, %out : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %700 = tensor.empty() : tensor<8x16x1xf64>
    %701 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%699 : tensor<8x16x1xf64>) outs(%700 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.divf %in, %cst_19 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %702 = tensor.empty() : tensor<8x16x1xf32>
    %703 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%701 : tensor<8x16x1xf64>) outs(%702 : tensor<8x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %4651 = arith.truncf %in : f64 to f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %704 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%689 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %705 = tensor.empty() : tensor<8x16x1xf32>
    %706 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%704 : tensor<8x16x1xf32>) outs(%705 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.divf %in, %cst_20 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %707 = tensor.empty() : tensor<8x16x1xf32>
    %708 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%703 : tensor<8x16x1xf32>) outs(%707 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_18 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<8x16x1xf32>
    %709 = tensor.empty() : tensor<8x16x1xf32>
    %710 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%708 : tensor<8x16x1xf32>) outs(%709 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.rsqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %711 = tensor.empty() : tensor<8x16x64xf32>
    %712 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%689, %706 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%711 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %713 = tensor.empty() : tensor<8x16x64xf32>
    %714 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%712, %710 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%713 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %715 = tensor.empty() : tensor<8x16x64xf32>
    %716 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%714, %arg69 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%715 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %717 = tensor.empty() : tensor<8x16x64xf32>
    %718 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%716, %arg70 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%717 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_171 = tensor.collapse_shape %718 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %719 = linalg.matmul ins(%collapsed_171, %arg71 : tensor<128x64xf32>, tensor<64x256xf32>) outs(%137 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %720 = tensor.empty() : tensor<128x256xf32>
    %721 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg72 : tensor<256xf32>) outs(%720 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x256xf32>
    %722 = tensor.empty() : tensor<128x256xf32>
    %723 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%719, %721 : tensor<128x256xf32>, tensor<128x256xf32>) outs(%722 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<128x256xf32>
    %expanded_172 = tensor.expand_shape %723 [[0, 1], [2]] output_shape [8, 16, 256] : tensor<128x256xf32> into tensor<8x16x256xf32>
    %724 = tensor.empty() : tensor<8x16x256xf32>
    %725 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_172 : tensor<8x16x256xf32>) outs(%724 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.mulf %in, %cst_22 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %726 = tensor.empty() : tensor<8x16x256xf32>
    %727 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_172 : tensor<8x16x256xf32>) outs(%726 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %728 = tensor.empty() : tensor<8x16x256xf32>
    %729 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%727 : tensor<8x16x256xf32>) outs(%728 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_17 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<8x16x256xf32>
    %730 = tensor.empty() : tensor<8x16x256xf32>
    %731 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_172, %729 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%730 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %732 = tensor.empty() : tensor<8x16x256xf32>
    %733 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%731 : tensor<8x16x256xf32>) outs(%732 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_16 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<8x16x256xf32>
    %734 = tensor.empty() : tensor<8x16x256xf32>
    %735 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%733 : tensor<8x16x256xf32>) outs(%734 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.tanh %in : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %736 = tensor.empty() : tensor<8x16x256xf32>
    %737 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%735 : tensor<8x16x256xf32>) outs(%736 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %cst_2 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %738 = tensor.empty() : tensor<8x16x256xf32>
    %739 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%725, %737 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%738 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %collapsed_173 = tensor.collapse_shape %739 [[0, 1], [2]] : tensor<8x16x256xf32> into tensor<128x256xf32>
    %740 = linalg.matmul ins(%collapsed_173, %arg73 : tensor<128x256xf32>, tensor<256x64xf32>) outs(%98 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %741 = tensor.empty() : tensor<128x64xf32>
    %742 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg74 : tensor<64xf32>) outs(%741 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %743 = tensor.empty() : tensor<128x64xf32>
    %744 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%740, %742 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%743 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<128x64xf32>
    %expanded_174 = tensor.expand_shape %744 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %745 = tensor.empty() : tensor<8x16x64xf32>
    %746 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%689, %expanded_174 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%745 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %747 = tensor.empty() : tensor<8x16x64xf64>
    %748 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%746 : tensor<8x16x64xf32>) outs(%747 : tensor<8x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %4651 = arith.extf %in : f32 to f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x64xf64>
    %749 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%748 : tensor<8x16x64xf64>) outs(%28 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.addf %in, %out : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %750 = tensor.empty() : tensor<8x16x1xf64>
    %751 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%749 : tensor<8x16x1xf64>) outs(%750 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.divf %in, %cst_19 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %752 = tensor.empty() : tensor<8x16x64xf64>
    %753 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%748, %751 : tensor<8x16x64xf64>, tensor<8x16x1xf64>) outs(%752 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_545: f64, %out: f64):
      %4651 = arith.subf %in, %in_545 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x64xf64>
    %754 = tensor.empty() : tensor<8x16x64xf64>
    %755 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%753, %753 : tensor<8x16x64xf64>, tensor<8x16x64xf64>) outs(%754 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_545: f64, %out: f64):
      %4651 = arith.mulf %in, %in_545 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x64xf64>
    %756 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%755 : tensor<8x16x64xf64>) outs(%28 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.addf %in, %out : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %757 = tensor.empty() : tensor<8x16x1xf64>
    %758 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%756 : tensor<8x16x1xf64>) outs(%757 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.divf %in, %cst_19 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %759 = tensor.empty() : tensor<8x16x1xf32>
    %760 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%758 : tensor<8x16x1xf64>) outs(%759 : tensor<8x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %4651 = arith.truncf %in : f64 to f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %761 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%746 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %762 = tensor.empty() : tensor<8x16x1xf32>
    %763 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%761 : tensor<8x16x1xf32>) outs(%762 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.divf %in, %cst_20 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %764 = tensor.empty() : tensor<8x16x1xf32>
    %765 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%760 : tensor<8x16x1xf32>) outs(%764 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_18 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<8x16x1xf32>
    %766 = tensor.empty() : tensor<8x16x1xf32>
    %767 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%765 : tensor<8x16x1xf32>) outs(%766 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.rsqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %768 = tensor.empty() : tensor<8x16x64xf32>
    %769 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%746, %763 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%768 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %770 = tensor.empty() : tensor<8x16x64xf32>
    %771 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%769, %767 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%770 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %772 = tensor.empty() : tensor<8x16x64xf32>
    %773 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%771, %arg75 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%772 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %774 = tensor.empty() : tensor<8x16x64xf32>
    %775 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%773, %arg76 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%774 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_175 = tensor.collapse_shape %775 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %776 = linalg.matmul ins(%collapsed_175, %arg77 : tensor<128x64xf32>, tensor<64x192xf32>) outs(%61 : tensor<128x192xf32>) -> tensor<128x192xf32>
    %777 = tensor.empty() : tensor<128x192xf32>
    %778 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg78 : tensor<192xf32>) outs(%777 : tensor<128x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x192xf32>
    %779 = tensor.empty() : tensor<128x192xf32>
    %780 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%776, %778 : tensor<128x192xf32>, tensor<128x192xf32>) outs(%779 : tensor<128x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<128x192xf32>
    %expanded_176 = tensor.expand_shape %780 [[0, 1], [2]] output_shape [8, 16, 192] : tensor<128x192xf32> into tensor<8x16x192xf32>
    %extracted_slice_177 = tensor.extract_slice %expanded_176[0, 0, 0] [8, 16, 64] [1, 1, 1] : tensor<8x16x192xf32> to tensor<8x16x64xf32>
    %extracted_slice_178 = tensor.extract_slice %expanded_176[0, 0, 64] [8, 16, 64] [1, 1, 1] : tensor<8x16x192xf32> to tensor<8x16x64xf32>
    %extracted_slice_179 = tensor.extract_slice %expanded_176[0, 0, 128] [8, 16, 64] [1, 1, 1] : tensor<8x16x192xf32> to tensor<8x16x64xf32>
    %expanded_180 = tensor.expand_shape %extracted_slice_178 [[0], [1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<8x16x64xf32> into tensor<8x16x4x16xf32>
    %expanded_181 = tensor.expand_shape %extracted_slice_179 [[0], [1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<8x16x64xf32> into tensor<8x16x4x16xf32>
    %781 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_182 = linalg.transpose ins(%expanded_181 : tensor<8x16x4x16xf32>) outs(%781 : tensor<8x4x16x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_183 = tensor.expand_shape %extracted_slice_177 [[0], [1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<8x16x64xf32> into tensor<8x16x4x16xf32>
    %782 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_184 = linalg.transpose ins(%expanded_183 : tensor<8x16x4x16xf32>) outs(%782 : tensor<8x4x16x16xf32>) permutation = [0, 2, 1, 3] 
    %783 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_185 = linalg.transpose ins(%expanded_180 : tensor<8x16x4x16xf32>) outs(%783 : tensor<8x4x16x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_186 = tensor.collapse_shape %transposed_184 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_187 = tensor.collapse_shape %transposed_185 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %784 = linalg.batch_matmul ins(%collapsed_186, %collapsed_187 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%73 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_188 = tensor.expand_shape %784 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %785 = tensor.empty() : tensor<8x4x16x16xf32>
    %786 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_188 : tensor<8x4x16x16xf32>) outs(%785 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.mulf %in, %cst_21 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %787 = tensor.empty() : tensor<8x4x16x16xf32>
    %788 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%786, %22 : tensor<8x4x16x16xf32>, tensor<8x1x16x16xf32>) outs(%787 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %789:2 = linalg.generic {indexing_maps = [#map7, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%788 : tensor<8x4x16x16xf32>) outs(%82, %80 : tensor<8x4x16xf32>, tensor<8x4x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_545: i64):
      %4651 = linalg.index 3 : index
      %4652 = arith.index_cast %4651 : index to i64
      %4653 = arith.maximumf %in, %out : f32
      %4654 = arith.cmpf ogt, %in, %out : f32
      %4655 = arith.select %4654, %4652, %out_545 : i64
      linalg.yield %4653, %4655 : f32, i64
    } -> (tensor<8x4x16xf32>, tensor<8x4x16xi64>)
    %expanded_189 = tensor.expand_shape %789#0 [[0], [1], [2, 3]] output_shape [8, 4, 16, 1] : tensor<8x4x16xf32> into tensor<8x4x16x1xf32>
    %790 = tensor.empty() : tensor<8x4x16x16xf32>
    %791 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%788, %expanded_189 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%790 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %792 = tensor.empty() : tensor<8x4x16x16xf32>
    %793 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%791 : tensor<8x4x16x16xf32>) outs(%792 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.exp %in : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %794 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%793 : tensor<8x4x16x16xf32>) outs(%89 : tensor<8x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x1xf32>
    %795 = tensor.empty() : tensor<8x4x16x16xf32>
    %796 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%793, %794 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%795 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %collapsed_190 = tensor.collapse_shape %796 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_191 = tensor.collapse_shape %transposed_182 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %797 = linalg.batch_matmul ins(%collapsed_190, %collapsed_191 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%73 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_192 = tensor.expand_shape %797 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %798 = tensor.empty() : tensor<8x16x4x16xf32>
    %transposed_193 = linalg.transpose ins(%expanded_192 : tensor<8x4x16x16xf32>) outs(%798 : tensor<8x16x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_194 = tensor.collapse_shape %transposed_193 [[0, 1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<128x64xf32>
    %799 = linalg.matmul ins(%collapsed_194, %arg79 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%98 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %800 = tensor.empty() : tensor<128x64xf32>
    %801 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg80 : tensor<64xf32>) outs(%800 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %802 = tensor.empty() : tensor<128x64xf32>
    %803 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%799, %801 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%802 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<128x64xf32>
    %expanded_195 = tensor.expand_shape %803 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %804 = tensor.empty() : tensor<8x16x64xf32>
    %805 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_195, %746 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%804 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %806 = tensor.empty() : tensor<8x16x64xf64>
    %807 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%805 : tensor<8x16x64xf32>) outs(%806 : tensor<8x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %4651 = arith.extf %in : f32 to f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x64xf64>
    %808 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%807 : tensor<8x16x64xf64>) outs(%28 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.addf %in, %out : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %809 = tensor.empty() : tensor<8x16x1xf64>
    %810 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%808 : tensor<8x16x1xf64>) outs(%809 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.divf %in, %cst_19 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %811 = tensor.empty() : tensor<8x16x64xf64>
    %812 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%807, %810 : tensor<8x16x64xf64>, tensor<8x16x1xf64>) outs(%811 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_545: f64, %out: f64):
      %4651 = arith.subf %in, %in_545 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x64xf64>
    %813 = tensor.empty() : tensor<8x16x64xf64>
    %814 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%812, %812 : tensor<8x16x64xf64>, tensor<8x16x64xf64>) outs(%813 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_545: f64, %out: f64):
      %4651 = arith.mulf %in, %in_545 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x64xf64>
    %815 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%814 : tensor<8x16x64xf64>) outs(%28 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.addf %in, %out : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %816 = tensor.empty() : tensor<8x16x1xf64>
    %817 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%815 : tensor<8x16x1xf64>) outs(%816 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.divf %in, %cst_19 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %818 = tensor.empty() : tensor<8x16x1xf32>
    %819 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%817 : tensor<8x16x1xf64>) outs(%818 : tensor<8x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %4651 = arith.truncf %in : f64 to f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %820 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%805 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %821 = tensor.empty() : tensor<8x16x1xf32>
    %822 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%820 : tensor<8x16x1xf32>) outs(%821 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.divf %in, %cst_20 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %823 = tensor.empty() : tensor<8x16x1xf32>
    %824 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%819 : tensor<8x16x1xf32>) outs(%823 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_18 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<8x16x1xf32>
    %825 = tensor.empty() : tensor<8x16x1xf32>
    %826 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%824 : tensor<8x16x1xf32>) outs(%825 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.rsqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %827 = tensor.empty() : tensor<8x16x64xf32>
    %828 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%805, %822 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%827 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %829 = tensor.empty() : tensor<8x16x64xf32>
    %830 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%828, %826 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%829 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %831 = tensor.empty() : tensor<8x16x64xf32>
    %832 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%830, %arg81 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%831 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %833 = tensor.empty() : tensor<8x16x64xf32>
    %834 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%832, %arg82 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%833 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_196 = tensor.collapse_shape %834 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %835 = linalg.matmul ins(%collapsed_196, %arg83 : tensor<128x64xf32>, tensor<64x256xf32>) outs(%137 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %836 = tensor.empty() : tensor<128x256xf32>
    %837 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg84 : tensor<256xf32>) outs(%836 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x256xf32>
    %838 = tensor.empty() : tensor<128x256xf32>
    %839 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%835, %837 : tensor<128x256xf32>, tensor<128x256xf32>) outs(%838 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<128x256xf32>
    %expanded_197 = tensor.expand_shape %839 [[0, 1], [2]] output_shape [8, 16, 256] : tensor<128x256xf32> into tensor<8x16x256xf32>
    %840 = tensor.empty() : tensor<8x16x256xf32>
    %841 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_197 : tensor<8x16x256xf32>) outs(%840 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.mulf %in, %cst_22 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %842 = tensor.empty() : tensor<8x16x256xf32>
    %843 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_197 : tensor<8x16x256xf32>) outs(%842 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %844 = tensor.empty() : tensor<8x16x256xf32>
    %845 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%843 : tensor<8x16x256xf32>) outs(%844 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_17 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<8x16x256xf32>
    %846 = tensor.empty() : tensor<8x16x256xf32>
    %847 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_197, %845 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%846 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %848 = tensor.empty() : tensor<8x16x256xf32>
    %849 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%847 : tensor<8x16x256xf32>) outs(%848 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_16 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<8x16x256xf32>
    %850 = tensor.empty() : tensor<8x16x256xf32>
    %851 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%849 : tensor<8x16x256xf32>) outs(%850 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.tanh %in : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %852 = tensor.empty() : tensor<8x16x256xf32>
    %853 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%851 : tensor<8x16x256xf32>) outs(%852 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %cst_2 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %854 = tensor.empty() : tensor<8x16x256xf32>
    %855 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%841, %853 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%854 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %collapsed_198 = tensor.collapse_shape %855 [[0, 1], [2]] : tensor<8x16x256xf32> into tensor<128x256xf32>
    %856 = linalg.matmul ins(%collapsed_198, %arg85 : tensor<128x256xf32>, tensor<256x64xf32>) outs(%98 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %857 = tensor.empty() : tensor<128x64xf32>
    %858 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg86 : tensor<64xf32>) outs(%857 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %859 = tensor.empty() : tensor<128x64xf32>
    %860 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%856, %858 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%859 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<128x64xf32>
    %expanded_199 = tensor.expand_shape %860 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %861 = tensor.empty() : tensor<8x16x64xf32>
    %862 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%805, %expanded_199 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%861 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %863 = tensor.empty() : tensor<8x16x64xf64>
    %864 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%862 : tensor<8x16x64xf32>) outs(%863 : tensor<8x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %4651 = arith.extf %in : f32 to f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x64xf64>
    %865 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%864 : tensor<8x16x64xf64>) outs(%28 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.addf %in, %out : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %866 = tensor.empty() : tensor<8x16x1xf64>
    %867 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%865 : tensor<8x16x1xf64>) outs(%866 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.divf %in, %cst_19 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %868 = tensor.empty() : tensor<8x16x64xf64>
    %869 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%864, %867 : tensor<8x16x64xf64>, tensor<8x16x1xf64>) outs(%868 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_545: f64, %out: f64):
      %4651 = arith.subf %in, %in_545 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x64xf64>
    %870 = tensor.empty() : tensor<8x16x64xf64>
    %871 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%869, %869 : tensor<8x16x64xf64>, tensor<8x16x64xf64>) outs(%870 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_545: f64, %out: f64):
      %4651 = arith.mulf %in, %in_545 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x64xf64>
    %872 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%871 : tensor<8x16x64xf64>) outs(%28 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.addf %in, %out : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %873 = tensor.empty() : tensor<8x16x1xf64>
    %874 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%872 : tensor<8x16x1xf64>) outs(%873 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.divf %in, %cst_19 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %875 = tensor.empty() : tensor<8x16x1xf32>
    %876 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%874 : tensor<8x16x1xf64>) outs(%875 : tensor<8x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %4651 = arith.truncf %in : f64 to f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %877 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%862 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %878 = tensor.empty() : tensor<8x16x1xf32>
    %879 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%877 : tensor<8x16x1xf32>) outs(%878 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.divf %in, %cst_20 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %880 = tensor.empty() : tensor<8x16x1xf32>
    %881 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%876 : tensor<8x16x1xf32>) outs(%880 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_18 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<8x16x1xf32>
    %882 = tensor.empty() : tensor<8x16x1xf32>
    %883 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%881 : tensor<8x16x1xf32>) outs(%882 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.rsqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %884 = tensor.empty() : tensor<8x16x64xf32>
    %885 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%862, %879 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%884 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %886 = tensor.empty() : tensor<8x16x64xf32>
    %887 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%885, %883 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%886 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %888 = tensor.empty() : tensor<8x16x64xf32>
    %889 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%887, %arg87 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%888 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %890 = tensor.empty() : tensor<8x16x64xf32>
    %891 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%889, %arg88 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%890 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_200 = tensor.collapse_shape %891 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %892 = linalg.matmul ins(%collapsed_200, %arg89 : tensor<128x64xf32>, tensor<64x192xf32>) outs(%61 : tensor<128x192xf32>) -> tensor<128x192xf32>
    %893 = tensor.empty() : tensor<128x192xf32>
    %894 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg90 : tensor<192xf32>) outs(%893 : tensor<128x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x192xf32>
    %895 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%892, %894 : tensor<128x192xf32>, tensor<128x192xf32>) outs(%59 : tensor<128x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<128x192xf32>
    %expanded_201 = tensor.expand_shape %895 [[0, 1], [2]] output_shape [8, 16, 192] : tensor<128x192xf32> into tensor<8x16x192xf32>
    %extracted_slice_202 = tensor.extract_slice %expanded_201[0, 0, 0] [8, 16, 64] [1, 1, 1] : tensor<8x16x192xf32> to tensor<8x16x64xf32>
    %extracted_slice_203 = tensor.extract_slice %expanded_201[0, 0, 64] [8, 16, 64] [1, 1, 1] : tensor<8x16x192xf32> to tensor<8x16x64xf32>
    %extracted_slice_204 = tensor.extract_slice %expanded_201[0, 0, 128] [8, 16, 64] [1, 1, 1] : tensor<8x16x192xf32> to tensor<8x16x64xf32>
    %expanded_205 = tensor.expand_shape %extracted_slice_203 [[0], [1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<8x16x64xf32> into tensor<8x16x4x16xf32>
    %expanded_206 = tensor.expand_shape %extracted_slice_204 [[0], [1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<8x16x64xf32> into tensor<8x16x4x16xf32>
    %896 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_207 = linalg.transpose ins(%expanded_206 : tensor<8x16x4x16xf32>) outs(%896 : tensor<8x4x16x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_208 = tensor.expand_shape %extracted_slice_202 [[0], [1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<8x16x64xf32> into tensor<8x16x4x16xf32>
    %897 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_209 = linalg.transpose ins(%expanded_208 : tensor<8x16x4x16xf32>) outs(%897 : tensor<8x4x16x16xf32>) permutation = [0, 2, 1, 3] 
    %898 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_210 = linalg.transpose ins(%expanded_205 : tensor<8x16x4x16xf32>) outs(%898 : tensor<8x4x16x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_211 = tensor.collapse_shape %transposed_209 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_212 = tensor.collapse_shape %transposed_210 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %899 = linalg.batch_matmul ins(%collapsed_211, %collapsed_212 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%73 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_213 = tensor.expand_shape %899 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %900 = tensor.empty() : tensor<8x4x16x16xf32>
    %901 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_213 : tensor<8x4x16x16xf32>) outs(%900 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.mulf %in, %cst_21 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %902 = tensor.empty() : tensor<8x4x16x16xf32>
    %903 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%901, %22 : tensor<8x4x16x16xf32>, tensor<8x1x16x16xf32>) outs(%902 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %904:2 = linalg.generic {indexing_maps = [#map7, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%903 : tensor<8x4x16x16xf32>) outs(%82, %80 : tensor<8x4x16xf32>, tensor<8x4x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_545: i64):
      %4651 = linalg.index 3 : index
      %4652 = arith.index_cast %4651 : index to i64
      %4653 = arith.maximumf %in, %out : f32
      %4654 = arith.cmpf ogt, %in, %out : f32
      %4655 = arith.select %4654, %4652, %out_545 : i64
      linalg.yield %4653, %4655 : f32, i64
    } -> (tensor<8x4x16xf32>, tensor<8x4x16xi64>)
    %expanded_214 = tensor.expand_shape %904#0 [[0], [1], [2, 3]] output_shape [8, 4, 16, 1] : tensor<8x4x16xf32> into tensor<8x4x16x1xf32>
    %905 = tensor.empty() : tensor<8x4x16x16xf32>
    %906 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%903, %expanded_214 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%905 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %907 = tensor.empty() : tensor<8x4x16x16xf32>
    %908 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%906 : tensor<8x4x16x16xf32>) outs(%907 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.exp %in : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %909 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%908 : tensor<8x4x16x16xf32>) outs(%89 : tensor<8x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x1xf32>
    %910 = tensor.empty() : tensor<8x4x16x16xf32>
    %911 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%908, %909 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%910 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %collapsed_215 = tensor.collapse_shape %911 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_216 = tensor.collapse_shape %transposed_207 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %912 = linalg.batch_matmul ins(%collapsed_215, %collapsed_216 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%73 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_217 = tensor.expand_shape %912 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %913 = tensor.empty() : tensor<8x16x4x16xf32>
    %transposed_218 = linalg.transpose ins(%expanded_217 : tensor<8x4x16x16xf32>) outs(%913 : tensor<8x16x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_219 = tensor.collapse_shape %transposed_218 [[0, 1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<128x64xf32>
    %914 = linalg.matmul ins(%collapsed_219, %arg91 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%98 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %915 = tensor.empty() : tensor<128x64xf32>
    %916 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg92 : tensor<64xf32>) outs(%915 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %917 = tensor.empty() : tensor<128x64xf32>
    %918 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%914, %916 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%917 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<128x64xf32>
    %expanded_220 = tensor.expand_shape %918 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %919 = tensor.empty() : tensor<8x16x64xf32>
    %920 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_220, %862 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%919 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %921 = tensor.empty() : tensor<8x16x64xf64>
    %922 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%920 : tensor<8x16x64xf32>) outs(%921 : tensor<8x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %4651 = arith.extf %in : f32 to f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x64xf64>
    %923 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%922 : tensor<8x16x64xf64>) outs(%28 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.addf %in, %out : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %924 = tensor.empty() : tensor<8x16x1xf64>
    %925 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%923 : tensor<8x16x1xf64>) outs(%924 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.divf %in, %cst_19 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %926 = tensor.empty() : tensor<8x16x64xf64>
    %927 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%922, %925 : tensor<8x16x64xf64>, tensor<8x16x1xf64>) outs(%926 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_545: f64, %out: f64):
      %4651 = arith.subf %in, %in_545 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x64xf64>
    %928 = tensor.empty() : tensor<8x16x64xf64>
    %929 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%927, %927 : tensor<8x16x64xf64>, tensor<8x16x64xf64>) outs(%928 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_545: f64, %out: f64):
      %4651 = arith.mulf %in, %in_545 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x64xf64>
    %930 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%929 : tensor<8x16x64xf64>) outs(%28 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.addf %in, %out : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %931 = tensor.empty() : tensor<8x16x1xf64>
    %932 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%930 : tensor<8x16x1xf64>) outs(%931 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.divf %in, %cst_19 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %933 = tensor.empty() : tensor<8x16x1xf32>
    %934 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%932 : tensor<8x16x1xf64>) outs(%933 : tensor<8x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %4651 = arith.truncf %in : f64 to f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %935 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%920 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %936 = tensor.empty() : tensor<8x16x1xf32>
    %937 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%935 : tensor<8x16x1xf32>) outs(%936 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.divf %in, %cst_20 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %938 = tensor.empty() : tensor<8x16x1xf32>
    %939 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%934 : tensor<8x16x1xf32>) outs(%938 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_18 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<8x16x1xf32>
    %940 = tensor.empty() : tensor<8x16x1xf32>
    %941 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%939 : tensor<8x16x1xf32>) outs(%940 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.rsqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %942 = tensor.empty() : tensor<8x16x64xf32>
    %943 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%920, %937 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%942 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %944 = tensor.empty() : tensor<8x16x64xf32>
    %945 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%943, %941 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%944 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %946 = tensor.empty() : tensor<8x16x64xf32>
    %947 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%945, %arg93 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%946 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %948 = tensor.empty() : tensor<8x16x64xf32>
    %949 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%947, %arg94 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%948 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_221 = tensor.collapse_shape %949 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %950 = linalg.matmul ins(%collapsed_221, %arg95 : tensor<128x64xf32>, tensor<64x256xf32>) outs(%137 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %951 = tensor.empty() : tensor<128x256xf32>
    %952 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg96 : tensor<256xf32>) outs(%951 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x256xf32>
    %953 = tensor.empty() : tensor<128x256xf32>
    %954 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%950, %952 : tensor<128x256xf32>, tensor<128x256xf32>) outs(%953 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<128x256xf32>
    %expanded_222 = tensor.expand_shape %954 [[0, 1], [2]] output_shape [8, 16, 256] : tensor<128x256xf32> into tensor<8x16x256xf32>
    %955 = tensor.empty() : tensor<8x16x256xf32>
    %956 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_222 : tensor<8x16x256xf32>) outs(%955 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.mulf %in, %cst_22 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %957 = tensor.empty() : tensor<8x16x256xf32>
    %958 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_222 : tensor<8x16x256xf32>) outs(%957 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %959 = tensor.empty() : tensor<8x16x256xf32>
    %960 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%958 : tensor<8x16x256xf32>) outs(%959 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_17 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<8x16x256xf32>
    %961 = tensor.empty() : tensor<8x16x256xf32>
    %962 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_222, %960 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%961 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %963 = tensor.empty() : tensor<8x16x256xf32>
    %964 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%962 : tensor<8x16x256xf32>) outs(%963 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_16 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<8x16x256xf32>
    %965 = tensor.empty() : tensor<8x16x256xf32>
    %966 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%964 : tensor<8x16x256xf32>) outs(%965 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.tanh %in : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %967 = tensor.empty() : tensor<8x16x256xf32>
    %968 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%966 : tensor<8x16x256xf32>) outs(%967 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %cst_2 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %969 = tensor.empty() : tensor<8x16x256xf32>
    %970 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%956, %968 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%969 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %collapsed_223 = tensor.collapse_shape %970 [[0, 1], [2]] : tensor<8x16x256xf32> into tensor<128x256xf32>
    %971 = linalg.matmul ins(%collapsed_223, %arg97 : tensor<128x256xf32>, tensor<256x64xf32>) outs(%98 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %972 = tensor.empty() : tensor<128x64xf32>
    %973 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg98 : tensor<64xf32>) outs(%972 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %974 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%971, %973 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%96 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<128x64xf32>
    %expanded_224 = tensor.expand_shape %974 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %975 = tensor.empty() : tensor<8x16x64xf32>
    %976 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%920, %expanded_224 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%975 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %977 = tensor.empty() : tensor<8x16x64xf64>
    %978 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%976 : tensor<8x16x64xf32>) outs(%977 : tensor<8x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %4651 = arith.extf %in : f32 to f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x64xf64>
    %979 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%978 : tensor<8x16x64xf64>) outs(%28 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.addf %in, %out : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %980 = tensor.empty() : tensor<8x16x1xf64>
    %981 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%979 : tensor<8x16x1xf64>) outs(%980 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.divf %in, %cst_19 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %982 = tensor.empty() : tensor<8x16x64xf64>
    %983 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%978, %981 : tensor<8x16x64xf64>, tensor<8x16x1xf64>) outs(%982 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_545: f64, %out: f64):
      %4651 = arith.subf %in, %in_545 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x64xf64>
    %984 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%983, %983 : tensor<8x16x64xf64>, tensor<8x16x64xf64>) outs(%23 : tensor<8x16x64xf64>) {
    ^bb0(%in: f64, %in_545: f64, %out: f64):
      %4651 = arith.mulf %in, %in_545 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x64xf64>
    %985 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%984 : tensor<8x16x64xf64>) outs(%28 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.addf %in, %out : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %986 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%985 : tensor<8x16x1xf64>) outs(%26 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4651 = arith.divf %in, %cst_19 : f64
      linalg.yield %4651 : f64
    } -> tensor<8x16x1xf64>
    %987 = tensor.empty() : tensor<8x16x1xf32>
    %988 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%986 : tensor<8x16x1xf64>) outs(%987 : tensor<8x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %4651 = arith.truncf %in : f64 to f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %989 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%976 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %990 = tensor.empty() : tensor<8x16x1xf32>
    %991 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%989 : tensor<8x16x1xf32>) outs(%990 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.divf %in, %cst_20 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %992 = tensor.empty() : tensor<8x16x1xf32>
    %993 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%988 : tensor<8x16x1xf32>) outs(%992 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_18 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<8x16x1xf32>
    %994 = tensor.empty() : tensor<8x16x1xf32>
    %995 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%993 : tensor<8x16x1xf32>) outs(%994 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.rsqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %996 = tensor.empty() : tensor<8x16x64xf32>
    %997 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%976, %991 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%996 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %998 = tensor.empty() : tensor<8x16x64xf32>
    %999 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%997, %995 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%998 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1000 = tensor.empty() : tensor<8x16x64xf32>
    %1001 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%999, %arg99 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%1000 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1002 = tensor.empty() : tensor<8x16x64xf32>
    %1003 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1001, %arg100 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%1002 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1004 = tensor.empty() : tensor<64x256xf32>
    %1005 = tensor.empty() : tensor<64x256xf32>
    %transposed_225 = linalg.transpose ins(%arg1 : tensor<256x64xf32>) outs(%1005 : tensor<64x256xf32>) permutation = [1, 0] 
    %collapsed_226 = tensor.collapse_shape %1003 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %1006 = linalg.matmul ins(%collapsed_226, %transposed_225 : tensor<128x64xf32>, tensor<64x256xf32>) outs(%137 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %expanded_227 = tensor.expand_shape %1006 [[0, 1], [2]] output_shape [8, 16, 256] : tensor<128x256xf32> into tensor<8x16x256xf32>
    %extracted_slice_228 = tensor.extract_slice %expanded_227[0, 0, 0] [8, 15, 256] [1, 1, 1] : tensor<8x16x256xf32> to tensor<8x15x256xf32>
    %1007 = tensor.empty() : tensor<8x15xi64>
    %1008 = linalg.fill ins(%c0_i64 : i64) outs(%1007 : tensor<8x15xi64>) -> tensor<8x15xi64>
    %1009 = tensor.empty() : tensor<8x15xf32>
    %1010 = tensor.empty() : tensor<8x15xf32>
    %1011 = linalg.fill ins(%cst_1 : f32) outs(%1010 : tensor<8x15xf32>) -> tensor<8x15xf32>
    %1012:2 = linalg.generic {indexing_maps = [#map4, #map3, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%extracted_slice_228 : tensor<8x15x256xf32>) outs(%1011, %1008 : tensor<8x15xf32>, tensor<8x15xi64>) {
    ^bb0(%in: f32, %out: f32, %out_545: i64):
      %4651 = linalg.index 2 : index
      %4652 = arith.index_cast %4651 : index to i64
      %4653 = arith.maximumf %in, %out : f32
      %4654 = arith.cmpf ogt, %in, %out : f32
      %4655 = arith.select %4654, %4652, %out_545 : i64
      linalg.yield %4653, %4655 : f32, i64
    } -> (tensor<8x15xf32>, tensor<8x15xi64>)
    %expanded_229 = tensor.expand_shape %1012#0 [[0], [1, 2]] output_shape [8, 15, 1] : tensor<8x15xf32> into tensor<8x15x1xf32>
    %1013 = tensor.empty() : tensor<8x15x256xf32>
    %1014 = tensor.empty() : tensor<8x15x256xf32>
    %1015 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_228, %expanded_229 : tensor<8x15x256xf32>, tensor<8x15x1xf32>) outs(%1014 : tensor<8x15x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x15x256xf32>
    %1016 = tensor.empty() : tensor<8x15x256xf32>
    %1017 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1015 : tensor<8x15x256xf32>) outs(%1016 : tensor<8x15x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.exp %in : f32
      linalg.yield %4651 : f32
    } -> tensor<8x15x256xf32>
    %1018 = tensor.empty() : tensor<8x15x1xf32>
    %1019 = tensor.empty() : tensor<8x15x1xf32>
    %1020 = linalg.fill ins(%cst_0 : f32) outs(%1019 : tensor<8x15x1xf32>) -> tensor<8x15x1xf32>
    %1021 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1017 : tensor<8x15x256xf32>) outs(%1020 : tensor<8x15x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x15x1xf32>
    %1022 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1021 : tensor<8x15x1xf32>) outs(%1018 : tensor<8x15x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.log %in : f32
      linalg.yield %4651 : f32
    } -> tensor<8x15x1xf32>
    %1023 = tensor.empty() : tensor<8x15x256xf32>
    %1024 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1015, %1022 : tensor<8x15x256xf32>, tensor<8x15x1xf32>) outs(%1023 : tensor<8x15x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x15x256xf32>
    %extracted_slice_230 = tensor.extract_slice %arg0[0, 1] [8, 15] [1, 1] : tensor<8x16xi64> to tensor<8x15xi64>
    %expanded_231 = tensor.expand_shape %extracted_slice_230 [[0], [1, 2]] output_shape [8, 15, 1] : tensor<8x15xi64> into tensor<8x15x1xi64>
    %1025 = tensor.empty() : tensor<256xi64>
    %1026 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%1025 : tensor<256xi64>) {
    ^bb0(%out: i64):
      %4651 = linalg.index 0 : index
      %4652 = arith.index_cast %4651 : index to i64
      linalg.yield %4652 : i64
    } -> tensor<256xi64>
    %1027 = tensor.empty() : tensor<8x15x256xi1>
    %1028 = linalg.generic {indexing_maps = [#map12, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_231, %1026 : tensor<8x15x1xi64>, tensor<256xi64>) outs(%1027 : tensor<8x15x256xi1>) {
    ^bb0(%in: i64, %in_545: i64, %out: i1):
      %4651 = arith.cmpi eq, %in, %in_545 : i64
      linalg.yield %4651 : i1
    } -> tensor<8x15x256xi1>
    %1029 = tensor.empty() : tensor<8x15x256xf32>
    %1030 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1028 : tensor<8x15x256xi1>) outs(%1029 : tensor<8x15x256xf32>) {
    ^bb0(%in: i1, %out: f32):
      %4651 = arith.uitofp %in : i1 to f32
      linalg.yield %4651 : f32
    } -> tensor<8x15x256xf32>
    %1031 = tensor.empty() : tensor<8x15x256xf32>
    %1032 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1024, %1030 : tensor<8x15x256xf32>, tensor<8x15x256xf32>) outs(%1031 : tensor<8x15x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x15x256xf32>
    %1033 = tensor.empty() : tensor<8x15xf32>
    %1034 = linalg.fill ins(%cst_0 : f32) outs(%1033 : tensor<8x15xf32>) -> tensor<8x15xf32>
    %1035 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1032 : tensor<8x15x256xf32>) outs(%1034 : tensor<8x15xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x15xf32>
    %1036 = tensor.empty() : tensor<f32>
    %1037 = tensor.empty() : tensor<f32>
    %1038 = linalg.fill ins(%cst_0 : f32) outs(%1037 : tensor<f32>) -> tensor<f32>
    %1039 = linalg.generic {indexing_maps = [#map2, #map16], iterator_types = ["reduction", "reduction"]} ins(%1035 : tensor<8x15xf32>) outs(%1038 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<f32>
    %1040 = tensor.empty() : tensor<f32>
    %1041 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%1039 : tensor<f32>) outs(%1040 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.divf %in, %cst_23 : f32
      linalg.yield %4651 : f32
    } -> tensor<f32>
    %1042 = tensor.empty() : tensor<f32>
    %1043 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%1041 : tensor<f32>) outs(%1042 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.negf %in : f32
      linalg.yield %4651 : f32
    } -> tensor<f32>
    %1044 = tensor.empty() : tensor<f32>
    %1045 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%cst_4 : tensor<f32>) outs(%1044 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.negf %in : f32
      linalg.yield %4651 : f32
    } -> tensor<f32>
    %1046 = tensor.empty() : tensor<8x15xf32>
    %1047 = linalg.generic {indexing_maps = [#map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%1045 : tensor<f32>) outs(%1046 : tensor<8x15xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x15xf32>
    %1048 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1047 : tensor<8x15xf32>) outs(%1009 : tensor<8x15xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.divf %in, %cst_23 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x15xf32>
    %1049 = tensor.empty() : tensor<8x15x256xf32>
    %1050 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1048 : tensor<8x15xf32>) outs(%1049 : tensor<8x15x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x15x256xf32>
    %1051 = tensor.empty() : tensor<8x15x256xf32>
    %1052 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1050, %1030 : tensor<8x15x256xf32>, tensor<8x15x256xf32>) outs(%1051 : tensor<8x15x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x15x256xf32>
    %1053 = tensor.empty() : tensor<8x15x256xf32>
    %1054 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1024 : tensor<8x15x256xf32>) outs(%1053 : tensor<8x15x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.exp %in : f32
      linalg.yield %4651 : f32
    } -> tensor<8x15x256xf32>
    %1055 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1052 : tensor<8x15x256xf32>) outs(%1020 : tensor<8x15x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x15x1xf32>
    %1056 = tensor.empty() : tensor<8x15x256xf32>
    %1057 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1054, %1055 : tensor<8x15x256xf32>, tensor<8x15x1xf32>) outs(%1056 : tensor<8x15x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x15x256xf32>
    %1058 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1052, %1057 : tensor<8x15x256xf32>, tensor<8x15x256xf32>) outs(%1013 : tensor<8x15x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x15x256xf32>
    %inserted_slice = tensor.insert_slice %1058 into %cst_3[0, 0, 0] [8, 15, 256] [1, 1, 1] : tensor<8x15x256xf32> into tensor<8x16x256xf32>
    %collapsed_232 = tensor.collapse_shape %inserted_slice [[0, 1], [2]] : tensor<8x16x256xf32> into tensor<128x256xf32>
    %1059 = tensor.empty() : tensor<256x128xf32>
    %1060 = tensor.empty() : tensor<256x128xf32>
    %transposed_233 = linalg.transpose ins(%collapsed_232 : tensor<128x256xf32>) outs(%1060 : tensor<256x128xf32>) permutation = [1, 0] 
    %1061 = tensor.empty() : tensor<256x64xf32>
    %1062 = tensor.empty() : tensor<256x64xf32>
    %1063 = linalg.fill ins(%cst_0 : f32) outs(%1062 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %1064 = linalg.matmul ins(%transposed_233, %collapsed_226 : tensor<256x128xf32>, tensor<128x64xf32>) outs(%1063 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %1065 = linalg.matmul ins(%collapsed_232, %arg1 : tensor<128x256xf32>, tensor<256x64xf32>) outs(%98 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_234 = tensor.expand_shape %1065 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %1066 = tensor.empty() : tensor<8x16x64xf32>
    %1067 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_234, %arg99 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%1066 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1068 = tensor.empty() : tensor<8x16x64xf32>
    %1069 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1067 : tensor<8x16x64xf32>) outs(%1068 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.mulf %in, %cst_20 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1070 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1067 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %1071 = tensor.empty() : tensor<8x16x64xf32>
    %1072 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1067, %999 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1071 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1073 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1072 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %1074 = tensor.empty() : tensor<8x16x64xf32>
    %1075 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%999, %1073 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%1074 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1076 = tensor.empty() : tensor<8x16x64xf32>
    %1077 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1069, %1070 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%1076 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1078 = tensor.empty() : tensor<8x16x64xf32>
    %1079 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1077, %1075 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1078 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1080 = tensor.empty() : tensor<8x16x1xf32>
    %1081 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%995 : tensor<8x16x1xf32>) outs(%1080 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.divf %in, %cst_20 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %1082 = tensor.empty() : tensor<8x16x64xf32>
    %1083 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1081, %1079 : tensor<8x16x1xf32>, tensor<8x16x64xf32>) outs(%1082 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1084 = tensor.empty() : tensor<8x16x64xf32>
    %1085 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_234, %999 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1084 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1086 = tensor.empty() : tensor<64xf32>
    %1087 = tensor.empty() : tensor<64xf32>
    %1088 = linalg.fill ins(%cst_0 : f32) outs(%1087 : tensor<64xf32>) -> tensor<64xf32>
    %1089 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1085 : tensor<8x16x64xf32>) outs(%1088 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %1090 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_234 : tensor<8x16x64xf32>) outs(%1088 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %collapsed_235 = tensor.collapse_shape %1083 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %1091 = tensor.empty() : tensor<64x256xf32>
    %transposed_236 = linalg.transpose ins(%arg97 : tensor<256x64xf32>) outs(%1091 : tensor<64x256xf32>) permutation = [1, 0] 
    %1092 = linalg.matmul ins(%collapsed_235, %transposed_236 : tensor<128x64xf32>, tensor<64x256xf32>) outs(%137 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %1093 = tensor.empty() : tensor<256x128xf32>
    %transposed_237 = linalg.transpose ins(%collapsed_223 : tensor<128x256xf32>) outs(%1093 : tensor<256x128xf32>) permutation = [1, 0] 
    %1094 = linalg.matmul ins(%transposed_237, %collapsed_235 : tensor<256x128xf32>, tensor<128x64xf32>) outs(%1063 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %1095 = tensor.empty() : tensor<1x64xf32>
    %1096 = linalg.fill ins(%cst_0 : f32) outs(%1095 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %1097 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_235 : tensor<128x64xf32>) outs(%1096 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<1x64xf32>
    %collapsed_238 = tensor.collapse_shape %1097 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32>
    %expanded_239 = tensor.expand_shape %1092 [[0, 1], [2]] output_shape [8, 16, 256] : tensor<128x256xf32> into tensor<8x16x256xf32>
    %1098 = tensor.empty() : tensor<8x16x256xf32>
    %1099 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_239, %956 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1098 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1100 = tensor.empty() : tensor<8x16x256xf32>
    %1101 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_239, %968 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1100 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1102 = tensor.empty() : tensor<8x16x256xf32>
    %1103 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%966, %966 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1102 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1104 = tensor.empty() : tensor<8x16x256xf32>
    %1105 = linalg.generic {indexing_maps = [#map19, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_25, %1103 : tensor<i64>, tensor<8x16x256xf32>) outs(%1104 : tensor<8x16x256xf32>) {
    ^bb0(%in: i64, %in_545: f32, %out: f32):
      %4651 = arith.sitofp %in : i64 to f32
      %4652 = arith.subf %4651, %in_545 : f32
      linalg.yield %4652 : f32
    } -> tensor<8x16x256xf32>
    %1106 = tensor.empty() : tensor<8x16x256xf32>
    %1107 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1099, %1105 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1106 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1108 = tensor.empty() : tensor<8x16x256xf32>
    %1109 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1107 : tensor<8x16x256xf32>) outs(%1108 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_16 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<8x16x256xf32>
    %1110 = tensor.empty() : tensor<8x16x256xf32>
    %1111 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1109 : tensor<8x16x256xf32>) outs(%1110 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_17 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<8x16x256xf32>
    %1112 = tensor.empty() : tensor<8x16x256xf32>
    %1113 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_222 : tensor<8x16x256xf32>) outs(%1112 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1114 = tensor.empty() : tensor<8x16x256xf32>
    %1115 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1113 : tensor<8x16x256xf32>) outs(%1114 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.mulf %in, %cst_24 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1116 = tensor.empty() : tensor<8x16x256xf32>
    %1117 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1111, %1115 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1116 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1118 = tensor.empty() : tensor<8x16x256xf32>
    %1119 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1109, %1117 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1118 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1120 = tensor.empty() : tensor<8x16x256xf32>
    %1121 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1101 : tensor<8x16x256xf32>) outs(%1120 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.mulf %in, %cst_22 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1122 = tensor.empty() : tensor<8x16x256xf32>
    %1123 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1119, %1121 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1122 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %collapsed_240 = tensor.collapse_shape %1123 [[0, 1], [2]] : tensor<8x16x256xf32> into tensor<128x256xf32>
    %1124 = tensor.empty() : tensor<256x64xf32>
    %transposed_241 = linalg.transpose ins(%arg95 : tensor<64x256xf32>) outs(%1124 : tensor<256x64xf32>) permutation = [1, 0] 
    %1125 = linalg.matmul ins(%collapsed_240, %transposed_241 : tensor<128x256xf32>, tensor<256x64xf32>) outs(%98 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %1126 = tensor.empty() : tensor<64x128xf32>
    %1127 = tensor.empty() : tensor<64x128xf32>
    %transposed_242 = linalg.transpose ins(%collapsed_221 : tensor<128x64xf32>) outs(%1127 : tensor<64x128xf32>) permutation = [1, 0] 
    %1128 = tensor.empty() : tensor<64x256xf32>
    %1129 = linalg.fill ins(%cst_0 : f32) outs(%1128 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %1130 = linalg.matmul ins(%transposed_242, %collapsed_240 : tensor<64x128xf32>, tensor<128x256xf32>) outs(%1129 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %1131 = tensor.empty() : tensor<1x256xf32>
    %1132 = linalg.fill ins(%cst_0 : f32) outs(%1131 : tensor<1x256xf32>) -> tensor<1x256xf32>
    %1133 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_240 : tensor<128x256xf32>) outs(%1132 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<1x256xf32>
    %collapsed_243 = tensor.collapse_shape %1133 [[0, 1]] : tensor<1x256xf32> into tensor<256xf32>
    %expanded_244 = tensor.expand_shape %1125 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %1134 = tensor.empty() : tensor<8x16x64xf32>
    %1135 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_244, %arg93 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%1134 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1136 = tensor.empty() : tensor<8x16x64xf32>
    %1137 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1135 : tensor<8x16x64xf32>) outs(%1136 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.mulf %in, %cst_20 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1138 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1135 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %1139 = tensor.empty() : tensor<8x16x64xf32>
    %1140 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1135, %945 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1139 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1141 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1140 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %1142 = tensor.empty() : tensor<8x16x64xf32>
    %1143 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%945, %1141 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%1142 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1144 = tensor.empty() : tensor<8x16x64xf32>
    %1145 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1137, %1138 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%1144 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1146 = tensor.empty() : tensor<8x16x64xf32>
    %1147 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1145, %1143 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1146 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1148 = tensor.empty() : tensor<8x16x1xf32>
    %1149 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%941 : tensor<8x16x1xf32>) outs(%1148 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.divf %in, %cst_20 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %1150 = tensor.empty() : tensor<8x16x64xf32>
    %1151 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1149, %1147 : tensor<8x16x1xf32>, tensor<8x16x64xf32>) outs(%1150 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1152 = tensor.empty() : tensor<8x16x64xf32>
    %1153 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_244, %945 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1152 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1154 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1153 : tensor<8x16x64xf32>) outs(%1088 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %1155 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_244 : tensor<8x16x64xf32>) outs(%1088 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %1156 = tensor.empty() : tensor<8x16x64xf32>
    %1157 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1083, %1151 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1156 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_245 = tensor.collapse_shape %1157 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %1158 = tensor.empty() : tensor<64x64xf32>
    %1159 = tensor.empty() : tensor<64x64xf32>
    %transposed_246 = linalg.transpose ins(%arg91 : tensor<64x64xf32>) outs(%1159 : tensor<64x64xf32>) permutation = [1, 0] 
    %1160 = linalg.matmul ins(%collapsed_245, %transposed_246 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%98 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %1161 = tensor.empty() : tensor<64x128xf32>
    %transposed_247 = linalg.transpose ins(%collapsed_219 : tensor<128x64xf32>) outs(%1161 : tensor<64x128xf32>) permutation = [1, 0] 
    %1162 = tensor.empty() : tensor<64x64xf32>
    %1163 = linalg.fill ins(%cst_0 : f32) outs(%1162 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %1164 = linalg.matmul ins(%transposed_247, %collapsed_245 : tensor<64x128xf32>, tensor<128x64xf32>) outs(%1163 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %1165 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_245 : tensor<128x64xf32>) outs(%1096 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<1x64xf32>
    %collapsed_248 = tensor.collapse_shape %1165 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32>
    %expanded_249 = tensor.expand_shape %1160 [[0, 1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<128x64xf32> into tensor<8x16x4x16xf32>
    %1166 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_250 = linalg.transpose ins(%expanded_249 : tensor<8x16x4x16xf32>) outs(%1166 : tensor<8x4x16x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_251 = tensor.collapse_shape %transposed_250 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %1167 = tensor.empty() : tensor<32x16x16xf32>
    %transposed_252 = linalg.transpose ins(%collapsed_215 : tensor<32x16x16xf32>) outs(%1167 : tensor<32x16x16xf32>) permutation = [0, 2, 1] 
    %1168 = linalg.batch_matmul ins(%transposed_252, %collapsed_251 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%73 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %1169 = tensor.empty() : tensor<32x16x16xf32>
    %transposed_253 = linalg.transpose ins(%collapsed_216 : tensor<32x16x16xf32>) outs(%1169 : tensor<32x16x16xf32>) permutation = [0, 2, 1] 
    %1170 = linalg.batch_matmul ins(%collapsed_251, %transposed_253 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%73 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_254 = tensor.expand_shape %1168 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %expanded_255 = tensor.expand_shape %1170 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %1171 = tensor.empty() : tensor<8x4x16x16xf32>
    %1172 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_255, %911 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%1171 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %1173 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1172 : tensor<8x4x16x16xf32>) outs(%89 : tensor<8x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x1xf32>
    %1174 = tensor.empty() : tensor<8x4x16x16xf32>
    %1175 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%911, %1173 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%1174 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %1176 = tensor.empty() : tensor<8x4x16x16xf32>
    %1177 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1172, %1175 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%1176 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %1178 = tensor.empty() : tensor<8x4x16x16xf32>
    %1179 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1177 : tensor<8x4x16x16xf32>) outs(%1178 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.mulf %in, %cst_21 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %collapsed_256 = tensor.collapse_shape %1179 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %1180 = tensor.empty() : tensor<32x16x16xf32>
    %transposed_257 = linalg.transpose ins(%collapsed_211 : tensor<32x16x16xf32>) outs(%1180 : tensor<32x16x16xf32>) permutation = [0, 2, 1] 
    %1181 = linalg.batch_matmul ins(%transposed_257, %collapsed_256 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%73 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %1182 = tensor.empty() : tensor<32x16x16xf32>
    %transposed_258 = linalg.transpose ins(%collapsed_212 : tensor<32x16x16xf32>) outs(%1182 : tensor<32x16x16xf32>) permutation = [0, 2, 1] 
    %1183 = linalg.batch_matmul ins(%collapsed_256, %transposed_258 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%73 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_259 = tensor.expand_shape %1181 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %expanded_260 = tensor.expand_shape %1183 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %1184 = tensor.empty() : tensor<8x16x4x16xf32>
    %transposed_261 = linalg.transpose ins(%expanded_260 : tensor<8x4x16x16xf32>) outs(%1184 : tensor<8x16x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_262 = tensor.collapse_shape %transposed_261 [[0], [1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<8x16x64xf32>
    %1185 = tensor.empty() : tensor<8x16x4x16xf32>
    %transposed_263 = linalg.transpose ins(%expanded_254 : tensor<8x4x16x16xf32>) outs(%1185 : tensor<8x16x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_264 = tensor.collapse_shape %transposed_263 [[0], [1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<8x16x64xf32>
    %1186 = tensor.empty() : tensor<8x16x4x16xf32>
    %transposed_265 = linalg.transpose ins(%expanded_259 : tensor<8x4x16x16xf32>) outs(%1186 : tensor<8x16x4x16xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_266 = tensor.collapse_shape %transposed_265 [[0], [1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<8x16x64xf32>
    %concat = tensor.concat dim(2) %collapsed_262, %collapsed_266, %collapsed_264 : (tensor<8x16x64xf32>, tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x192xf32>
    %collapsed_267 = tensor.collapse_shape %concat [[0, 1], [2]] : tensor<8x16x192xf32> into tensor<128x192xf32>
    %1187 = tensor.empty() : tensor<192x64xf32>
    %1188 = tensor.empty() : tensor<192x64xf32>
    %transposed_268 = linalg.transpose ins(%arg89 : tensor<64x192xf32>) outs(%1188 : tensor<192x64xf32>) permutation = [1, 0] 
    %1189 = linalg.matmul ins(%collapsed_267, %transposed_268 : tensor<128x192xf32>, tensor<192x64xf32>) outs(%98 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %1190 = tensor.empty() : tensor<64x128xf32>
    %transposed_269 = linalg.transpose ins(%collapsed_200 : tensor<128x64xf32>) outs(%1190 : tensor<64x128xf32>) permutation = [1, 0] 
    %1191 = tensor.empty() : tensor<64x192xf32>
    %1192 = tensor.empty() : tensor<64x192xf32>
    %1193 = linalg.fill ins(%cst_0 : f32) outs(%1192 : tensor<64x192xf32>) -> tensor<64x192xf32>
    %1194 = linalg.matmul ins(%transposed_269, %collapsed_267 : tensor<64x128xf32>, tensor<128x192xf32>) outs(%1193 : tensor<64x192xf32>) -> tensor<64x192xf32>
    %1195 = tensor.empty() : tensor<1x192xf32>
    %1196 = linalg.fill ins(%cst_0 : f32) outs(%1195 : tensor<1x192xf32>) -> tensor<1x192xf32>
    %1197 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_267 : tensor<128x192xf32>) outs(%1196 : tensor<1x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<1x192xf32>
    %collapsed_270 = tensor.collapse_shape %1197 [[0, 1]] : tensor<1x192xf32> into tensor<192xf32>
    %expanded_271 = tensor.expand_shape %1189 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %1198 = tensor.empty() : tensor<8x16x64xf32>
    %1199 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_271, %arg87 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%1198 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1200 = tensor.empty() : tensor<8x16x64xf32>
    %1201 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1199 : tensor<8x16x64xf32>) outs(%1200 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.mulf %in, %cst_20 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1202 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1199 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %1203 = tensor.empty() : tensor<8x16x64xf32>
    %1204 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1199, %887 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1203 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1205 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1204 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %1206 = tensor.empty() : tensor<8x16x64xf32>
    %1207 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%887, %1205 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%1206 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1208 = tensor.empty() : tensor<8x16x64xf32>
    %1209 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1201, %1202 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%1208 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1210 = tensor.empty() : tensor<8x16x64xf32>
    %1211 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1209, %1207 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1210 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1212 = tensor.empty() : tensor<8x16x1xf32>
    %1213 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%883 : tensor<8x16x1xf32>) outs(%1212 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.divf %in, %cst_20 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %1214 = tensor.empty() : tensor<8x16x64xf32>
    %1215 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1213, %1211 : tensor<8x16x1xf32>, tensor<8x16x64xf32>) outs(%1214 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1216 = tensor.empty() : tensor<8x16x64xf32>
    %1217 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_271, %887 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1216 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1218 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1217 : tensor<8x16x64xf32>) outs(%1088 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %1219 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_271 : tensor<8x16x64xf32>) outs(%1088 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %1220 = tensor.empty() : tensor<8x16x64xf32>
    %1221 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1157, %1215 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1220 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_272 = tensor.collapse_shape %1221 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %1222 = tensor.empty() : tensor<64x256xf32>
    %transposed_273 = linalg.transpose ins(%arg85 : tensor<256x64xf32>) outs(%1222 : tensor<64x256xf32>) permutation = [1, 0] 
    %1223 = linalg.matmul ins(%collapsed_272, %transposed_273 : tensor<128x64xf32>, tensor<64x256xf32>) outs(%137 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %1224 = tensor.empty() : tensor<256x128xf32>
    %transposed_274 = linalg.transpose ins(%collapsed_198 : tensor<128x256xf32>) outs(%1224 : tensor<256x128xf32>) permutation = [1, 0] 
    %1225 = linalg.matmul ins(%transposed_274, %collapsed_272 : tensor<256x128xf32>, tensor<128x64xf32>) outs(%1063 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %1226 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_272 : tensor<128x64xf32>) outs(%1096 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<1x64xf32>
    %collapsed_275 = tensor.collapse_shape %1226 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32>
    %expanded_276 = tensor.expand_shape %1223 [[0, 1], [2]] output_shape [8, 16, 256] : tensor<128x256xf32> into tensor<8x16x256xf32>
    %1227 = tensor.empty() : tensor<8x16x256xf32>
    %1228 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_276, %841 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1227 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1229 = tensor.empty() : tensor<8x16x256xf32>
    %1230 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_276, %853 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1229 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1231 = tensor.empty() : tensor<8x16x256xf32>
    %1232 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%851, %851 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1231 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1233 = tensor.empty() : tensor<8x16x256xf32>
    %1234 = linalg.generic {indexing_maps = [#map19, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_25, %1232 : tensor<i64>, tensor<8x16x256xf32>) outs(%1233 : tensor<8x16x256xf32>) {
    ^bb0(%in: i64, %in_545: f32, %out: f32):
      %4651 = arith.sitofp %in : i64 to f32
      %4652 = arith.subf %4651, %in_545 : f32
      linalg.yield %4652 : f32
    } -> tensor<8x16x256xf32>
    %1235 = tensor.empty() : tensor<8x16x256xf32>
    %1236 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1228, %1234 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1235 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1237 = tensor.empty() : tensor<8x16x256xf32>
    %1238 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1236 : tensor<8x16x256xf32>) outs(%1237 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_16 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<8x16x256xf32>
    %1239 = tensor.empty() : tensor<8x16x256xf32>
    %1240 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1238 : tensor<8x16x256xf32>) outs(%1239 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_17 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<8x16x256xf32>
    %1241 = tensor.empty() : tensor<8x16x256xf32>
    %1242 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_197 : tensor<8x16x256xf32>) outs(%1241 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1243 = tensor.empty() : tensor<8x16x256xf32>
    %1244 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1242 : tensor<8x16x256xf32>) outs(%1243 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.mulf %in, %cst_24 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1245 = tensor.empty() : tensor<8x16x256xf32>
    %1246 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1240, %1244 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1245 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1247 = tensor.empty() : tensor<8x16x256xf32>
    %1248 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1238, %1246 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1247 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1249 = tensor.empty() : tensor<8x16x256xf32>
    %1250 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1230 : tensor<8x16x256xf32>) outs(%1249 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.mulf %in, %cst_22 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1251 = tensor.empty() : tensor<8x16x256xf32>
    %1252 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1248, %1250 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1251 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %collapsed_277 = tensor.collapse_shape %1252 [[0, 1], [2]] : tensor<8x16x256xf32> into tensor<128x256xf32>
    %1253 = tensor.empty() : tensor<256x64xf32>
    %transposed_278 = linalg.transpose ins(%arg83 : tensor<64x256xf32>) outs(%1253 : tensor<256x64xf32>) permutation = [1, 0] 
    %1254 = linalg.matmul ins(%collapsed_277, %transposed_278 : tensor<128x256xf32>, tensor<256x64xf32>) outs(%98 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %1255 = tensor.empty() : tensor<64x128xf32>
    %transposed_279 = linalg.transpose ins(%collapsed_196 : tensor<128x64xf32>) outs(%1255 : tensor<64x128xf32>) permutation = [1, 0] 
    %1256 = linalg.matmul ins(%transposed_279, %collapsed_277 : tensor<64x128xf32>, tensor<128x256xf32>) outs(%1129 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %1257 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_277 : tensor<128x256xf32>) outs(%1132 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<1x256xf32>
    %collapsed_280 = tensor.collapse_shape %1257 [[0, 1]] : tensor<1x256xf32> into tensor<256xf32>
    %expanded_281 = tensor.expand_shape %1254 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %1258 = tensor.empty() : tensor<8x16x64xf32>
    %1259 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_281, %arg81 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%1258 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1260 = tensor.empty() : tensor<8x16x64xf32>
    %1261 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1259 : tensor<8x16x64xf32>) outs(%1260 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.mulf %in, %cst_20 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1262 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1259 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %1263 = tensor.empty() : tensor<8x16x64xf32>
    %1264 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1259, %830 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1263 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1265 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1264 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %1266 = tensor.empty() : tensor<8x16x64xf32>
    %1267 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%830, %1265 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%1266 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1268 = tensor.empty() : tensor<8x16x64xf32>
    %1269 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1261, %1262 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%1268 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1270 = tensor.empty() : tensor<8x16x64xf32>
    %1271 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1269, %1267 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1270 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1272 = tensor.empty() : tensor<8x16x1xf32>
    %1273 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%826 : tensor<8x16x1xf32>) outs(%1272 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.divf %in, %cst_20 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %1274 = tensor.empty() : tensor<8x16x64xf32>
    %1275 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1273, %1271 : tensor<8x16x1xf32>, tensor<8x16x64xf32>) outs(%1274 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1276 = tensor.empty() : tensor<8x16x64xf32>
    %1277 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_281, %830 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1276 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1278 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1277 : tensor<8x16x64xf32>) outs(%1088 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %1279 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_281 : tensor<8x16x64xf32>) outs(%1088 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %1280 = tensor.empty() : tensor<8x16x64xf32>
    %1281 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1221, %1275 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1280 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_282 = tensor.collapse_shape %1281 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %1282 = tensor.empty() : tensor<64x64xf32>
    %transposed_283 = linalg.transpose ins(%arg79 : tensor<64x64xf32>) outs(%1282 : tensor<64x64xf32>) permutation = [1, 0] 
    %1283 = linalg.matmul ins(%collapsed_282, %transposed_283 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%98 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %1284 = tensor.empty() : tensor<64x128xf32>
    %transposed_284 = linalg.transpose ins(%collapsed_194 : tensor<128x64xf32>) outs(%1284 : tensor<64x128xf32>) permutation = [1, 0] 
    %1285 = linalg.matmul ins(%transposed_284, %collapsed_282 : tensor<64x128xf32>, tensor<128x64xf32>) outs(%1163 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %1286 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_282 : tensor<128x64xf32>) outs(%1096 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<1x64xf32>
    %collapsed_285 = tensor.collapse_shape %1286 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32>
    %expanded_286 = tensor.expand_shape %1283 [[0, 1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<128x64xf32> into tensor<8x16x4x16xf32>
    %1287 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_287 = linalg.transpose ins(%expanded_286 : tensor<8x16x4x16xf32>) outs(%1287 : tensor<8x4x16x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_288 = tensor.collapse_shape %transposed_287 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %1288 = tensor.empty() : tensor<32x16x16xf32>
    %transposed_289 = linalg.transpose ins(%collapsed_190 : tensor<32x16x16xf32>) outs(%1288 : tensor<32x16x16xf32>) permutation = [0, 2, 1] 
    %1289 = linalg.batch_matmul ins(%transposed_289, %collapsed_288 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%73 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %1290 = tensor.empty() : tensor<32x16x16xf32>
    %transposed_290 = linalg.transpose ins(%collapsed_191 : tensor<32x16x16xf32>) outs(%1290 : tensor<32x16x16xf32>) permutation = [0, 2, 1] 
    %1291 = linalg.batch_matmul ins(%collapsed_288, %transposed_290 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%73 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_291 = tensor.expand_shape %1289 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %expanded_292 = tensor.expand_shape %1291 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %1292 = tensor.empty() : tensor<8x4x16x16xf32>
    %1293 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_292, %796 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%1292 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %1294 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1293 : tensor<8x4x16x16xf32>) outs(%89 : tensor<8x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x1xf32>
    %1295 = tensor.empty() : tensor<8x4x16x16xf32>
    %1296 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%796, %1294 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%1295 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %1297 = tensor.empty() : tensor<8x4x16x16xf32>
    %1298 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1293, %1296 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%1297 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %1299 = tensor.empty() : tensor<8x4x16x16xf32>
    %1300 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1298 : tensor<8x4x16x16xf32>) outs(%1299 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.mulf %in, %cst_21 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %collapsed_293 = tensor.collapse_shape %1300 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %1301 = tensor.empty() : tensor<32x16x16xf32>
    %transposed_294 = linalg.transpose ins(%collapsed_186 : tensor<32x16x16xf32>) outs(%1301 : tensor<32x16x16xf32>) permutation = [0, 2, 1] 
    %1302 = linalg.batch_matmul ins(%transposed_294, %collapsed_293 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%73 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %1303 = tensor.empty() : tensor<32x16x16xf32>
    %transposed_295 = linalg.transpose ins(%collapsed_187 : tensor<32x16x16xf32>) outs(%1303 : tensor<32x16x16xf32>) permutation = [0, 2, 1] 
    %1304 = linalg.batch_matmul ins(%collapsed_293, %transposed_295 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%73 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_296 = tensor.expand_shape %1302 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %expanded_297 = tensor.expand_shape %1304 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %1305 = tensor.empty() : tensor<8x16x4x16xf32>
    %transposed_298 = linalg.transpose ins(%expanded_297 : tensor<8x4x16x16xf32>) outs(%1305 : tensor<8x16x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_299 = tensor.collapse_shape %transposed_298 [[0], [1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<8x16x64xf32>
    %1306 = tensor.empty() : tensor<8x16x4x16xf32>
    %transposed_300 = linalg.transpose ins(%expanded_291 : tensor<8x4x16x16xf32>) outs(%1306 : tensor<8x16x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_301 = tensor.collapse_shape %transposed_300 [[0], [1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<8x16x64xf32>
    %1307 = tensor.empty() : tensor<8x16x4x16xf32>
    %transposed_302 = linalg.transpose ins(%expanded_296 : tensor<8x4x16x16xf32>) outs(%1307 : tensor<8x16x4x16xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_303 = tensor.collapse_shape %transposed_302 [[0], [1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<8x16x64xf32>
    %concat_304 = tensor.concat dim(2) %collapsed_299, %collapsed_303, %collapsed_301 : (tensor<8x16x64xf32>, tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x192xf32>
    %collapsed_305 = tensor.collapse_shape %concat_304 [[0, 1], [2]] : tensor<8x16x192xf32> into tensor<128x192xf32>
    %1308 = tensor.empty() : tensor<192x64xf32>
    %transposed_306 = linalg.transpose ins(%arg77 : tensor<64x192xf32>) outs(%1308 : tensor<192x64xf32>) permutation = [1, 0] 
    %1309 = linalg.matmul ins(%collapsed_305, %transposed_306 : tensor<128x192xf32>, tensor<192x64xf32>) outs(%98 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %1310 = tensor.empty() : tensor<64x128xf32>
    %transposed_307 = linalg.transpose ins(%collapsed_175 : tensor<128x64xf32>) outs(%1310 : tensor<64x128xf32>) permutation = [1, 0] 
    %1311 = linalg.matmul ins(%transposed_307, %collapsed_305 : tensor<64x128xf32>, tensor<128x192xf32>) outs(%1193 : tensor<64x192xf32>) -> tensor<64x192xf32>
    %1312 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_305 : tensor<128x192xf32>) outs(%1196 : tensor<1x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<1x192xf32>
    %collapsed_308 = tensor.collapse_shape %1312 [[0, 1]] : tensor<1x192xf32> into tensor<192xf32>
    %expanded_309 = tensor.expand_shape %1309 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %1313 = tensor.empty() : tensor<8x16x64xf32>
    %1314 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_309, %arg75 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%1313 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1315 = tensor.empty() : tensor<8x16x64xf32>
    %1316 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1314 : tensor<8x16x64xf32>) outs(%1315 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.mulf %in, %cst_20 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1317 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1314 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %1318 = tensor.empty() : tensor<8x16x64xf32>
    %1319 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1314, %771 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1318 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1320 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1319 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %1321 = tensor.empty() : tensor<8x16x64xf32>
    %1322 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%771, %1320 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%1321 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1323 = tensor.empty() : tensor<8x16x64xf32>
    %1324 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1316, %1317 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%1323 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1325 = tensor.empty() : tensor<8x16x64xf32>
    %1326 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1324, %1322 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1325 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1327 = tensor.empty() : tensor<8x16x1xf32>
    %1328 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%767 : tensor<8x16x1xf32>) outs(%1327 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.divf %in, %cst_20 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %1329 = tensor.empty() : tensor<8x16x64xf32>
    %1330 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1328, %1326 : tensor<8x16x1xf32>, tensor<8x16x64xf32>) outs(%1329 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1331 = tensor.empty() : tensor<8x16x64xf32>
    %1332 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_309, %771 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1331 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1333 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1332 : tensor<8x16x64xf32>) outs(%1088 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %1334 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_309 : tensor<8x16x64xf32>) outs(%1088 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %1335 = tensor.empty() : tensor<8x16x64xf32>
    %1336 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1281, %1330 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1335 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_310 = tensor.collapse_shape %1336 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %1337 = tensor.empty() : tensor<64x256xf32>
    %transposed_311 = linalg.transpose ins(%arg73 : tensor<256x64xf32>) outs(%1337 : tensor<64x256xf32>) permutation = [1, 0] 
    %1338 = linalg.matmul ins(%collapsed_310, %transposed_311 : tensor<128x64xf32>, tensor<64x256xf32>) outs(%137 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %1339 = tensor.empty() : tensor<256x128xf32>
    %transposed_312 = linalg.transpose ins(%collapsed_173 : tensor<128x256xf32>) outs(%1339 : tensor<256x128xf32>) permutation = [1, 0] 
    %1340 = linalg.matmul ins(%transposed_312, %collapsed_310 : tensor<256x128xf32>, tensor<128x64xf32>) outs(%1063 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %1341 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_310 : tensor<128x64xf32>) outs(%1096 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<1x64xf32>
    %collapsed_313 = tensor.collapse_shape %1341 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32>
    %expanded_314 = tensor.expand_shape %1338 [[0, 1], [2]] output_shape [8, 16, 256] : tensor<128x256xf32> into tensor<8x16x256xf32>
    %1342 = tensor.empty() : tensor<8x16x256xf32>
    %1343 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_314, %725 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1342 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1344 = tensor.empty() : tensor<8x16x256xf32>
    %1345 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_314, %737 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1344 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1346 = tensor.empty() : tensor<8x16x256xf32>
    %1347 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%735, %735 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1346 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1348 = tensor.empty() : tensor<8x16x256xf32>
    %1349 = linalg.generic {indexing_maps = [#map19, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_25, %1347 : tensor<i64>, tensor<8x16x256xf32>) outs(%1348 : tensor<8x16x256xf32>) {
    ^bb0(%in: i64, %in_545: f32, %out: f32):
      %4651 = arith.sitofp %in : i64 to f32
      %4652 = arith.subf %4651, %in_545 : f32
      linalg.yield %4652 : f32
    } -> tensor<8x16x256xf32>
    %1350 = tensor.empty() : tensor<8x16x256xf32>
    %1351 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1343, %1349 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1350 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1352 = tensor.empty() : tensor<8x16x256xf32>
    %1353 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1351 : tensor<8x16x256xf32>) outs(%1352 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_16 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<8x16x256xf32>
    %1354 = tensor.empty() : tensor<8x16x256xf32>
    %1355 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1353 : tensor<8x16x256xf32>) outs(%1354 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_17 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<8x16x256xf32>
    %1356 = tensor.empty() : tensor<8x16x256xf32>
    %1357 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_172 : tensor<8x16x256xf32>) outs(%1356 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1358 = tensor.empty() : tensor<8x16x256xf32>
    %1359 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1357 : tensor<8x16x256xf32>) outs(%1358 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.mulf %in, %cst_24 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1360 = tensor.empty() : tensor<8x16x256xf32>
    %1361 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1355, %1359 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1360 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1362 = tensor.empty() : tensor<8x16x256xf32>
    %1363 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1353, %1361 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1362 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1364 = tensor.empty() : tensor<8x16x256xf32>
    %1365 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1345 : tensor<8x16x256xf32>) outs(%1364 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.mulf %in, %cst_22 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1366 = tensor.empty() : tensor<8x16x256xf32>
    %1367 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1363, %1365 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1366 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %collapsed_315 = tensor.collapse_shape %1367 [[0, 1], [2]] : tensor<8x16x256xf32> into tensor<128x256xf32>
    %1368 = tensor.empty() : tensor<256x64xf32>
    %transposed_316 = linalg.transpose ins(%arg71 : tensor<64x256xf32>) outs(%1368 : tensor<256x64xf32>) permutation = [1, 0] 
    %1369 = linalg.matmul ins(%collapsed_315, %transposed_316 : tensor<128x256xf32>, tensor<256x64xf32>) outs(%98 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %1370 = tensor.empty() : tensor<64x128xf32>
    %transposed_317 = linalg.transpose ins(%collapsed_171 : tensor<128x64xf32>) outs(%1370 : tensor<64x128xf32>) permutation = [1, 0] 
    %1371 = linalg.matmul ins(%transposed_317, %collapsed_315 : tensor<64x128xf32>, tensor<128x256xf32>) outs(%1129 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %1372 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_315 : tensor<128x256xf32>) outs(%1132 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<1x256xf32>
    %collapsed_318 = tensor.collapse_shape %1372 [[0, 1]] : tensor<1x256xf32> into tensor<256xf32>
    %expanded_319 = tensor.expand_shape %1369 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %1373 = tensor.empty() : tensor<8x16x64xf32>
    %1374 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_319, %arg69 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%1373 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1375 = tensor.empty() : tensor<8x16x64xf32>
    %1376 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1374 : tensor<8x16x64xf32>) outs(%1375 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.mulf %in, %cst_20 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1377 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1374 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %1378 = tensor.empty() : tensor<8x16x64xf32>
    %1379 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1374, %714 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1378 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1380 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1379 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %1381 = tensor.empty() : tensor<8x16x64xf32>
    %1382 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%714, %1380 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%1381 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1383 = tensor.empty() : tensor<8x16x64xf32>
    %1384 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1376, %1377 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%1383 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1385 = tensor.empty() : tensor<8x16x64xf32>
    %1386 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1384, %1382 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1385 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1387 = tensor.empty() : tensor<8x16x1xf32>
    %1388 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%710 : tensor<8x16x1xf32>) outs(%1387 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.divf %in, %cst_20 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %1389 = tensor.empty() : tensor<8x16x64xf32>
    %1390 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1388, %1386 : tensor<8x16x1xf32>, tensor<8x16x64xf32>) outs(%1389 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1391 = tensor.empty() : tensor<8x16x64xf32>
    %1392 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_319, %714 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1391 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1393 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1392 : tensor<8x16x64xf32>) outs(%1088 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %1394 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_319 : tensor<8x16x64xf32>) outs(%1088 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %1395 = tensor.empty() : tensor<8x16x64xf32>
    %1396 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1336, %1390 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1395 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_320 = tensor.collapse_shape %1396 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %1397 = tensor.empty() : tensor<64x64xf32>
    %transposed_321 = linalg.transpose ins(%arg67 : tensor<64x64xf32>) outs(%1397 : tensor<64x64xf32>) permutation = [1, 0] 
    %1398 = linalg.matmul ins(%collapsed_320, %transposed_321 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%98 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %1399 = tensor.empty() : tensor<64x128xf32>
    %transposed_322 = linalg.transpose ins(%collapsed_169 : tensor<128x64xf32>) outs(%1399 : tensor<64x128xf32>) permutation = [1, 0] 
    %1400 = linalg.matmul ins(%transposed_322, %collapsed_320 : tensor<64x128xf32>, tensor<128x64xf32>) outs(%1163 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %1401 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_320 : tensor<128x64xf32>) outs(%1096 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<1x64xf32>
    %collapsed_323 = tensor.collapse_shape %1401 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32>
    %expanded_324 = tensor.expand_shape %1398 [[0, 1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<128x64xf32> into tensor<8x16x4x16xf32>
    %1402 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_325 = linalg.transpose ins(%expanded_324 : tensor<8x16x4x16xf32>) outs(%1402 : tensor<8x4x16x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_326 = tensor.collapse_shape %transposed_325 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %1403 = tensor.empty() : tensor<32x16x16xf32>
    %transposed_327 = linalg.transpose ins(%collapsed_165 : tensor<32x16x16xf32>) outs(%1403 : tensor<32x16x16xf32>) permutation = [0, 2, 1] 
    %1404 = linalg.batch_matmul ins(%transposed_327, %collapsed_326 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%73 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %1405 = tensor.empty() : tensor<32x16x16xf32>
    %transposed_328 = linalg.transpose ins(%collapsed_166 : tensor<32x16x16xf32>) outs(%1405 : tensor<32x16x16xf32>) permutation = [0, 2, 1] 
    %1406 = linalg.batch_matmul ins(%collapsed_326, %transposed_328 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%73 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_329 = tensor.expand_shape %1404 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %expanded_330 = tensor.expand_shape %1406 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %1407 = tensor.empty() : tensor<8x4x16x16xf32>
    %1408 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_330, %680 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%1407 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %1409 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1408 : tensor<8x4x16x16xf32>) outs(%89 : tensor<8x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x1xf32>
    %1410 = tensor.empty() : tensor<8x4x16x16xf32>
    %1411 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%680, %1409 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%1410 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %1412 = tensor.empty() : tensor<8x4x16x16xf32>
    %1413 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1408, %1411 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%1412 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %1414 = tensor.empty() : tensor<8x4x16x16xf32>
    %1415 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1413 : tensor<8x4x16x16xf32>) outs(%1414 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.mulf %in, %cst_21 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %collapsed_331 = tensor.collapse_shape %1415 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %1416 = tensor.empty() : tensor<32x16x16xf32>
    %transposed_332 = linalg.transpose ins(%collapsed_161 : tensor<32x16x16xf32>) outs(%1416 : tensor<32x16x16xf32>) permutation = [0, 2, 1] 
    %1417 = linalg.batch_matmul ins(%transposed_332, %collapsed_331 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%73 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %1418 = tensor.empty() : tensor<32x16x16xf32>
    %transposed_333 = linalg.transpose ins(%collapsed_162 : tensor<32x16x16xf32>) outs(%1418 : tensor<32x16x16xf32>) permutation = [0, 2, 1] 
    %1419 = linalg.batch_matmul ins(%collapsed_331, %transposed_333 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%73 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_334 = tensor.expand_shape %1417 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %expanded_335 = tensor.expand_shape %1419 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %1420 = tensor.empty() : tensor<8x16x4x16xf32>
    %transposed_336 = linalg.transpose ins(%expanded_335 : tensor<8x4x16x16xf32>) outs(%1420 : tensor<8x16x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_337 = tensor.collapse_shape %transposed_336 [[0], [1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<8x16x64xf32>
    %1421 = tensor.empty() : tensor<8x16x4x16xf32>
    %transposed_338 = linalg.transpose ins(%expanded_329 : tensor<8x4x16x16xf32>) outs(%1421 : tensor<8x16x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_339 = tensor.collapse_shape %transposed_338 [[0], [1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<8x16x64xf32>
    %1422 = tensor.empty() : tensor<8x16x4x16xf32>
    %transposed_340 = linalg.transpose ins(%expanded_334 : tensor<8x4x16x16xf32>) outs(%1422 : tensor<8x16x4x16xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_341 = tensor.collapse_shape %transposed_340 [[0], [1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<8x16x64xf32>
    %concat_342 = tensor.concat dim(2) %collapsed_337, %collapsed_341, %collapsed_339 : (tensor<8x16x64xf32>, tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x192xf32>
    %collapsed_343 = tensor.collapse_shape %concat_342 [[0, 1], [2]] : tensor<8x16x192xf32> into tensor<128x192xf32>
    %1423 = tensor.empty() : tensor<192x64xf32>
    %transposed_344 = linalg.transpose ins(%arg65 : tensor<64x192xf32>) outs(%1423 : tensor<192x64xf32>) permutation = [1, 0] 
    %1424 = linalg.matmul ins(%collapsed_343, %transposed_344 : tensor<128x192xf32>, tensor<192x64xf32>) outs(%98 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %1425 = tensor.empty() : tensor<64x128xf32>
    %transposed_345 = linalg.transpose ins(%collapsed_150 : tensor<128x64xf32>) outs(%1425 : tensor<64x128xf32>) permutation = [1, 0] 
    %1426 = linalg.matmul ins(%transposed_345, %collapsed_343 : tensor<64x128xf32>, tensor<128x192xf32>) outs(%1193 : tensor<64x192xf32>) -> tensor<64x192xf32>
    %1427 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_343 : tensor<128x192xf32>) outs(%1196 : tensor<1x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<1x192xf32>
    %collapsed_346 = tensor.collapse_shape %1427 [[0, 1]] : tensor<1x192xf32> into tensor<192xf32>
    %expanded_347 = tensor.expand_shape %1424 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %1428 = tensor.empty() : tensor<8x16x64xf32>
    %1429 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_347, %arg63 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%1428 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1430 = tensor.empty() : tensor<8x16x64xf32>
    %1431 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1429 : tensor<8x16x64xf32>) outs(%1430 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.mulf %in, %cst_20 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1432 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1429 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %1433 = tensor.empty() : tensor<8x16x64xf32>
    %1434 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1429, %655 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1433 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1435 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1434 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %1436 = tensor.empty() : tensor<8x16x64xf32>
    %1437 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%655, %1435 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%1436 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1438 = tensor.empty() : tensor<8x16x64xf32>
    %1439 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1431, %1432 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%1438 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1440 = tensor.empty() : tensor<8x16x64xf32>
    %1441 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1439, %1437 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1440 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1442 = tensor.empty() : tensor<8x16x1xf32>
    %1443 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%651 : tensor<8x16x1xf32>) outs(%1442 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.divf %in, %cst_20 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %1444 = tensor.empty() : tensor<8x16x64xf32>
    %1445 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1443, %1441 : tensor<8x16x1xf32>, tensor<8x16x64xf32>) outs(%1444 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1446 = tensor.empty() : tensor<8x16x64xf32>
    %1447 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_347, %655 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1446 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1448 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1447 : tensor<8x16x64xf32>) outs(%1088 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %1449 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_347 : tensor<8x16x64xf32>) outs(%1088 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %1450 = tensor.empty() : tensor<8x16x64xf32>
    %1451 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1396, %1445 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1450 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_348 = tensor.collapse_shape %1451 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %1452 = tensor.empty() : tensor<64x256xf32>
    %transposed_349 = linalg.transpose ins(%arg61 : tensor<256x64xf32>) outs(%1452 : tensor<64x256xf32>) permutation = [1, 0] 
    %1453 = linalg.matmul ins(%collapsed_348, %transposed_349 : tensor<128x64xf32>, tensor<64x256xf32>) outs(%137 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %1454 = tensor.empty() : tensor<256x128xf32>
    %transposed_350 = linalg.transpose ins(%collapsed_148 : tensor<128x256xf32>) outs(%1454 : tensor<256x128xf32>) permutation = [1, 0] 
    %1455 = linalg.matmul ins(%transposed_350, %collapsed_348 : tensor<256x128xf32>, tensor<128x64xf32>) outs(%1063 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %1456 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_348 : tensor<128x64xf32>) outs(%1096 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<1x64xf32>
    %collapsed_351 = tensor.collapse_shape %1456 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32>
    %expanded_352 = tensor.expand_shape %1453 [[0, 1], [2]] output_shape [8, 16, 256] : tensor<128x256xf32> into tensor<8x16x256xf32>
    %1457 = tensor.empty() : tensor<8x16x256xf32>
    %1458 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_352, %609 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1457 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1459 = tensor.empty() : tensor<8x16x256xf32>
    %1460 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_352, %621 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1459 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1461 = tensor.empty() : tensor<8x16x256xf32>
    %1462 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%619, %619 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1461 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1463 = tensor.empty() : tensor<8x16x256xf32>
    %1464 = linalg.generic {indexing_maps = [#map19, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_25, %1462 : tensor<i64>, tensor<8x16x256xf32>) outs(%1463 : tensor<8x16x256xf32>) {
    ^bb0(%in: i64, %in_545: f32, %out: f32):
      %4651 = arith.sitofp %in : i64 to f32
      %4652 = arith.subf %4651, %in_545 : f32
      linalg.yield %4652 : f32
    } -> tensor<8x16x256xf32>
    %1465 = tensor.empty() : tensor<8x16x256xf32>
    %1466 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1458, %1464 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1465 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1467 = tensor.empty() : tensor<8x16x256xf32>
    %1468 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1466 : tensor<8x16x256xf32>) outs(%1467 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_16 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<8x16x256xf32>
    %1469 = tensor.empty() : tensor<8x16x256xf32>
    %1470 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1468 : tensor<8x16x256xf32>) outs(%1469 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_17 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<8x16x256xf32>
    %1471 = tensor.empty() : tensor<8x16x256xf32>
    %1472 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_147 : tensor<8x16x256xf32>) outs(%1471 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1473 = tensor.empty() : tensor<8x16x256xf32>
    %1474 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1472 : tensor<8x16x256xf32>) outs(%1473 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.mulf %in, %cst_24 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1475 = tensor.empty() : tensor<8x16x256xf32>
    %1476 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1470, %1474 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1475 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1477 = tensor.empty() : tensor<8x16x256xf32>
    %1478 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1468, %1476 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1477 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1479 = tensor.empty() : tensor<8x16x256xf32>
    %1480 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1460 : tensor<8x16x256xf32>) outs(%1479 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.mulf %in, %cst_22 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1481 = tensor.empty() : tensor<8x16x256xf32>
    %1482 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1478, %1480 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1481 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %collapsed_353 = tensor.collapse_shape %1482 [[0, 1], [2]] : tensor<8x16x256xf32> into tensor<128x256xf32>
    %1483 = tensor.empty() : tensor<256x64xf32>
    %transposed_354 = linalg.transpose ins(%arg59 : tensor<64x256xf32>) outs(%1483 : tensor<256x64xf32>) permutation = [1, 0] 
    %1484 = linalg.matmul ins(%collapsed_353, %transposed_354 : tensor<128x256xf32>, tensor<256x64xf32>) outs(%98 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %1485 = tensor.empty() : tensor<64x128xf32>
    %transposed_355 = linalg.transpose ins(%collapsed_146 : tensor<128x64xf32>) outs(%1485 : tensor<64x128xf32>) permutation = [1, 0] 
    %1486 = linalg.matmul ins(%transposed_355, %collapsed_353 : tensor<64x128xf32>, tensor<128x256xf32>) outs(%1129 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %1487 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_353 : tensor<128x256xf32>) outs(%1132 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<1x256xf32>
    %collapsed_356 = tensor.collapse_shape %1487 [[0, 1]] : tensor<1x256xf32> into tensor<256xf32>
    %expanded_357 = tensor.expand_shape %1484 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %1488 = tensor.empty() : tensor<8x16x64xf32>
    %1489 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_357, %arg57 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%1488 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1490 = tensor.empty() : tensor<8x16x64xf32>
    %1491 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1489 : tensor<8x16x64xf32>) outs(%1490 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.mulf %in, %cst_20 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1492 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1489 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %1493 = tensor.empty() : tensor<8x16x64xf32>
    %1494 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1489, %598 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1493 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1495 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1494 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %1496 = tensor.empty() : tensor<8x16x64xf32>
    %1497 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%598, %1495 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%1496 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1498 = tensor.empty() : tensor<8x16x64xf32>
    %1499 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1491, %1492 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%1498 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1500 = tensor.empty() : tensor<8x16x64xf32>
    %1501 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1499, %1497 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1500 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1502 = tensor.empty() : tensor<8x16x1xf32>
    %1503 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%594 : tensor<8x16x1xf32>) outs(%1502 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.divf %in, %cst_20 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %1504 = tensor.empty() : tensor<8x16x64xf32>
    %1505 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1503, %1501 : tensor<8x16x1xf32>, tensor<8x16x64xf32>) outs(%1504 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1506 = tensor.empty() : tensor<8x16x64xf32>
    %1507 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_357, %598 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1506 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1508 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1507 : tensor<8x16x64xf32>) outs(%1088 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %1509 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_357 : tensor<8x16x64xf32>) outs(%1088 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %1510 = tensor.empty() : tensor<8x16x64xf32>
    %1511 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1451, %1505 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1510 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_358 = tensor.collapse_shape %1511 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %1512 = tensor.empty() : tensor<64x64xf32>
    %transposed_359 = linalg.transpose ins(%arg55 : tensor<64x64xf32>) outs(%1512 : tensor<64x64xf32>) permutation = [1, 0] 
    %1513 = linalg.matmul ins(%collapsed_358, %transposed_359 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%98 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %1514 = tensor.empty() : tensor<64x128xf32>
    %transposed_360 = linalg.transpose ins(%collapsed_144 : tensor<128x64xf32>) outs(%1514 : tensor<64x128xf32>) permutation = [1, 0] 
    %1515 = linalg.matmul ins(%transposed_360, %collapsed_358 : tensor<64x128xf32>, tensor<128x64xf32>) outs(%1163 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %1516 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_358 : tensor<128x64xf32>) outs(%1096 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<1x64xf32>
    %collapsed_361 = tensor.collapse_shape %1516 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32>
    %expanded_362 = tensor.expand_shape %1513 [[0, 1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<128x64xf32> into tensor<8x16x4x16xf32>
    %1517 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_363 = linalg.transpose ins(%expanded_362 : tensor<8x16x4x16xf32>) outs(%1517 : tensor<8x4x16x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_364 = tensor.collapse_shape %transposed_363 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %1518 = tensor.empty() : tensor<32x16x16xf32>
    %transposed_365 = linalg.transpose ins(%collapsed_140 : tensor<32x16x16xf32>) outs(%1518 : tensor<32x16x16xf32>) permutation = [0, 2, 1] 
    %1519 = linalg.batch_matmul ins(%transposed_365, %collapsed_364 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%73 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %1520 = tensor.empty() : tensor<32x16x16xf32>
    %transposed_366 = linalg.transpose ins(%collapsed_141 : tensor<32x16x16xf32>) outs(%1520 : tensor<32x16x16xf32>) permutation = [0, 2, 1] 
    %1521 = linalg.batch_matmul ins(%collapsed_364, %transposed_366 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%73 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_367 = tensor.expand_shape %1519 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %expanded_368 = tensor.expand_shape %1521 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %1522 = tensor.empty() : tensor<8x4x16x16xf32>
    %1523 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_368, %564 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%1522 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %1524 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1523 : tensor<8x4x16x16xf32>) outs(%89 : tensor<8x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x1xf32>
    %1525 = tensor.empty() : tensor<8x4x16x16xf32>
    %1526 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%564, %1524 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%1525 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %1527 = tensor.empty() : tensor<8x4x16x16xf32>
    %1528 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1523, %1526 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%1527 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %1529 = tensor.empty() : tensor<8x4x16x16xf32>
    %1530 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1528 : tensor<8x4x16x16xf32>) outs(%1529 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.mulf %in, %cst_21 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %collapsed_369 = tensor.collapse_shape %1530 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %1531 = tensor.empty() : tensor<32x16x16xf32>
    %transposed_370 = linalg.transpose ins(%collapsed_136 : tensor<32x16x16xf32>) outs(%1531 : tensor<32x16x16xf32>) permutation = [0, 2, 1] 
    %1532 = linalg.batch_matmul ins(%transposed_370, %collapsed_369 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%73 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %1533 = tensor.empty() : tensor<32x16x16xf32>
    %transposed_371 = linalg.transpose ins(%collapsed_137 : tensor<32x16x16xf32>) outs(%1533 : tensor<32x16x16xf32>) permutation = [0, 2, 1] 
    %1534 = linalg.batch_matmul ins(%collapsed_369, %transposed_371 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%73 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_372 = tensor.expand_shape %1532 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %expanded_373 = tensor.expand_shape %1534 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %1535 = tensor.empty() : tensor<8x16x4x16xf32>
    %transposed_374 = linalg.transpose ins(%expanded_373 : tensor<8x4x16x16xf32>) outs(%1535 : tensor<8x16x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_375 = tensor.collapse_shape %transposed_374 [[0], [1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<8x16x64xf32>
    %1536 = tensor.empty() : tensor<8x16x4x16xf32>
    %transposed_376 = linalg.transpose ins(%expanded_367 : tensor<8x4x16x16xf32>) outs(%1536 : tensor<8x16x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_377 = tensor.collapse_shape %transposed_376 [[0], [1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<8x16x64xf32>
    %1537 = tensor.empty() : tensor<8x16x4x16xf32>
    %transposed_378 = linalg.transpose ins(%expanded_372 : tensor<8x4x16x16xf32>) outs(%1537 : tensor<8x16x4x16xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_379 = tensor.collapse_shape %transposed_378 [[0], [1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<8x16x64xf32>
    %concat_380 = tensor.concat dim(2) %collapsed_375, %collapsed_379, %collapsed_377 : (tensor<8x16x64xf32>, tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x192xf32>
    %collapsed_381 = tensor.collapse_shape %concat_380 [[0, 1], [2]] : tensor<8x16x192xf32> into tensor<128x192xf32>
    %1538 = tensor.empty() : tensor<192x64xf32>
    %transposed_382 = linalg.transpose ins(%arg53 : tensor<64x192xf32>) outs(%1538 : tensor<192x64xf32>) permutation = [1, 0] 
    %1539 = linalg.matmul ins(%collapsed_381, %transposed_382 : tensor<128x192xf32>, tensor<192x64xf32>) outs(%98 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %1540 = tensor.empty() : tensor<64x128xf32>
    %transposed_383 = linalg.transpose ins(%collapsed_125 : tensor<128x64xf32>) outs(%1540 : tensor<64x128xf32>) permutation = [1, 0] 
    %1541 = linalg.matmul ins(%transposed_383, %collapsed_381 : tensor<64x128xf32>, tensor<128x192xf32>) outs(%1193 : tensor<64x192xf32>) -> tensor<64x192xf32>
    %1542 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_381 : tensor<128x192xf32>) outs(%1196 : tensor<1x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<1x192xf32>
    %collapsed_384 = tensor.collapse_shape %1542 [[0, 1]] : tensor<1x192xf32> into tensor<192xf32>
    %expanded_385 = tensor.expand_shape %1539 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %1543 = tensor.empty() : tensor<8x16x64xf32>
    %1544 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_385, %arg51 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%1543 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1545 = tensor.empty() : tensor<8x16x64xf32>
    %1546 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1544 : tensor<8x16x64xf32>) outs(%1545 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.mulf %in, %cst_20 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1547 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1544 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %1548 = tensor.empty() : tensor<8x16x64xf32>
    %1549 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1544, %539 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1548 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1550 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1549 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %1551 = tensor.empty() : tensor<8x16x64xf32>
    %1552 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%539, %1550 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%1551 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1553 = tensor.empty() : tensor<8x16x64xf32>
    %1554 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1546, %1547 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%1553 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1555 = tensor.empty() : tensor<8x16x64xf32>
    %1556 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1554, %1552 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1555 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1557 = tensor.empty() : tensor<8x16x1xf32>
    %1558 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%535 : tensor<8x16x1xf32>) outs(%1557 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.divf %in, %cst_20 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %1559 = tensor.empty() : tensor<8x16x64xf32>
    %1560 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1558, %1556 : tensor<8x16x1xf32>, tensor<8x16x64xf32>) outs(%1559 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1561 = tensor.empty() : tensor<8x16x64xf32>
    %1562 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_385, %539 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1561 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1563 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1562 : tensor<8x16x64xf32>) outs(%1088 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %1564 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_385 : tensor<8x16x64xf32>) outs(%1088 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %1565 = tensor.empty() : tensor<8x16x64xf32>
    %1566 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1511, %1560 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1565 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_386 = tensor.collapse_shape %1566 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %1567 = tensor.empty() : tensor<64x256xf32>
    %transposed_387 = linalg.transpose ins(%arg49 : tensor<256x64xf32>) outs(%1567 : tensor<64x256xf32>) permutation = [1, 0] 
    %1568 = linalg.matmul ins(%collapsed_386, %transposed_387 : tensor<128x64xf32>, tensor<64x256xf32>) outs(%137 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %1569 = tensor.empty() : tensor<256x128xf32>
    %transposed_388 = linalg.transpose ins(%collapsed_123 : tensor<128x256xf32>) outs(%1569 : tensor<256x128xf32>) permutation = [1, 0] 
    %1570 = linalg.matmul ins(%transposed_388, %collapsed_386 : tensor<256x128xf32>, tensor<128x64xf32>) outs(%1063 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %1571 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_386 : tensor<128x64xf32>) outs(%1096 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<1x64xf32>
    %collapsed_389 = tensor.collapse_shape %1571 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32>
    %expanded_390 = tensor.expand_shape %1568 [[0, 1], [2]] output_shape [8, 16, 256] : tensor<128x256xf32> into tensor<8x16x256xf32>
    %1572 = tensor.empty() : tensor<8x16x256xf32>
    %1573 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_390, %493 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1572 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1574 = tensor.empty() : tensor<8x16x256xf32>
    %1575 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_390, %505 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1574 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1576 = tensor.empty() : tensor<8x16x256xf32>
    %1577 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%503, %503 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1576 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1578 = tensor.empty() : tensor<8x16x256xf32>
    %1579 = linalg.generic {indexing_maps = [#map19, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_25, %1577 : tensor<i64>, tensor<8x16x256xf32>) outs(%1578 : tensor<8x16x256xf32>) {
    ^bb0(%in: i64, %in_545: f32, %out: f32):
      %4651 = arith.sitofp %in : i64 to f32
      %4652 = arith.subf %4651, %in_545 : f32
      linalg.yield %4652 : f32
    } -> tensor<8x16x256xf32>
    %1580 = tensor.empty() : tensor<8x16x256xf32>
    %1581 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1573, %1579 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1580 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1582 = tensor.empty() : tensor<8x16x256xf32>
    %1583 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1581 : tensor<8x16x256xf32>) outs(%1582 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_16 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<8x16x256xf32>
    %1584 = tensor.empty() : tensor<8x16x256xf32>
    %1585 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1583 : tensor<8x16x256xf32>) outs(%1584 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_17 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<8x16x256xf32>
    %1586 = tensor.empty() : tensor<8x16x256xf32>
    %1587 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_122 : tensor<8x16x256xf32>) outs(%1586 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1588 = tensor.empty() : tensor<8x16x256xf32>
    %1589 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1587 : tensor<8x16x256xf32>) outs(%1588 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.mulf %in, %cst_24 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1590 = tensor.empty() : tensor<8x16x256xf32>
    %1591 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1585, %1589 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1590 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1592 = tensor.empty() : tensor<8x16x256xf32>
    %1593 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1583, %1591 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1592 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1594 = tensor.empty() : tensor<8x16x256xf32>
    %1595 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1575 : tensor<8x16x256xf32>) outs(%1594 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.mulf %in, %cst_22 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1596 = tensor.empty() : tensor<8x16x256xf32>
    %1597 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1593, %1595 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1596 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %collapsed_391 = tensor.collapse_shape %1597 [[0, 1], [2]] : tensor<8x16x256xf32> into tensor<128x256xf32>
    %1598 = tensor.empty() : tensor<256x64xf32>
    %transposed_392 = linalg.transpose ins(%arg47 : tensor<64x256xf32>) outs(%1598 : tensor<256x64xf32>) permutation = [1, 0] 
    %1599 = linalg.matmul ins(%collapsed_391, %transposed_392 : tensor<128x256xf32>, tensor<256x64xf32>) outs(%98 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %1600 = tensor.empty() : tensor<64x128xf32>
    %transposed_393 = linalg.transpose ins(%collapsed_121 : tensor<128x64xf32>) outs(%1600 : tensor<64x128xf32>) permutation = [1, 0] 
    %1601 = linalg.matmul ins(%transposed_393, %collapsed_391 : tensor<64x128xf32>, tensor<128x256xf32>) outs(%1129 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %1602 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_391 : tensor<128x256xf32>) outs(%1132 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<1x256xf32>
    %collapsed_394 = tensor.collapse_shape %1602 [[0, 1]] : tensor<1x256xf32> into tensor<256xf32>
    %expanded_395 = tensor.expand_shape %1599 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %1603 = tensor.empty() : tensor<8x16x64xf32>
    %1604 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_395, %arg45 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%1603 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1605 = tensor.empty() : tensor<8x16x64xf32>
    %1606 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1604 : tensor<8x16x64xf32>) outs(%1605 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.mulf %in, %cst_20 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1607 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1604 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %1608 = tensor.empty() : tensor<8x16x64xf32>
    %1609 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1604, %482 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1608 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1610 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1609 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %1611 = tensor.empty() : tensor<8x16x64xf32>
    %1612 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%482, %1610 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%1611 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1613 = tensor.empty() : tensor<8x16x64xf32>
    %1614 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1606, %1607 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%1613 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1615 = tensor.empty() : tensor<8x16x64xf32>
    %1616 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1614, %1612 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1615 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1617 = tensor.empty() : tensor<8x16x1xf32>
    %1618 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%478 : tensor<8x16x1xf32>) outs(%1617 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.divf %in, %cst_20 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %1619 = tensor.empty() : tensor<8x16x64xf32>
    %1620 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1618, %1616 : tensor<8x16x1xf32>, tensor<8x16x64xf32>) outs(%1619 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1621 = tensor.empty() : tensor<8x16x64xf32>
    %1622 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_395, %482 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1621 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1623 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1622 : tensor<8x16x64xf32>) outs(%1088 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %1624 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_395 : tensor<8x16x64xf32>) outs(%1088 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %1625 = tensor.empty() : tensor<8x16x64xf32>
    %1626 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1566, %1620 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1625 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_396 = tensor.collapse_shape %1626 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %1627 = tensor.empty() : tensor<64x64xf32>
    %transposed_397 = linalg.transpose ins(%arg43 : tensor<64x64xf32>) outs(%1627 : tensor<64x64xf32>) permutation = [1, 0] 
    %1628 = linalg.matmul ins(%collapsed_396, %transposed_397 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%98 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %1629 = tensor.empty() : tensor<64x128xf32>
    %transposed_398 = linalg.transpose ins(%collapsed_119 : tensor<128x64xf32>) outs(%1629 : tensor<64x128xf32>) permutation = [1, 0] 
    %1630 = linalg.matmul ins(%transposed_398, %collapsed_396 : tensor<64x128xf32>, tensor<128x64xf32>) outs(%1163 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %1631 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_396 : tensor<128x64xf32>) outs(%1096 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<1x64xf32>
    %collapsed_399 = tensor.collapse_shape %1631 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32>
    %expanded_400 = tensor.expand_shape %1628 [[0, 1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<128x64xf32> into tensor<8x16x4x16xf32>
    %1632 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_401 = linalg.transpose ins(%expanded_400 : tensor<8x16x4x16xf32>) outs(%1632 : tensor<8x4x16x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_402 = tensor.collapse_shape %transposed_401 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %1633 = tensor.empty() : tensor<32x16x16xf32>
    %transposed_403 = linalg.transpose ins(%collapsed_115 : tensor<32x16x16xf32>) outs(%1633 : tensor<32x16x16xf32>) permutation = [0, 2, 1] 
    %1634 = linalg.batch_matmul ins(%transposed_403, %collapsed_402 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%73 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %1635 = tensor.empty() : tensor<32x16x16xf32>
    %transposed_404 = linalg.transpose ins(%collapsed_116 : tensor<32x16x16xf32>) outs(%1635 : tensor<32x16x16xf32>) permutation = [0, 2, 1] 
    %1636 = linalg.batch_matmul ins(%collapsed_402, %transposed_404 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%73 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_405 = tensor.expand_shape %1634 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %expanded_406 = tensor.expand_shape %1636 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %1637 = tensor.empty() : tensor<8x4x16x16xf32>
    %1638 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_406, %448 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%1637 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %1639 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1638 : tensor<8x4x16x16xf32>) outs(%89 : tensor<8x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x1xf32>
    %1640 = tensor.empty() : tensor<8x4x16x16xf32>
    %1641 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%448, %1639 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%1640 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %1642 = tensor.empty() : tensor<8x4x16x16xf32>
    %1643 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1638, %1641 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%1642 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %1644 = tensor.empty() : tensor<8x4x16x16xf32>
    %1645 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1643 : tensor<8x4x16x16xf32>) outs(%1644 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.mulf %in, %cst_21 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %collapsed_407 = tensor.collapse_shape %1645 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %1646 = tensor.empty() : tensor<32x16x16xf32>
    %transposed_408 = linalg.transpose ins(%collapsed_111 : tensor<32x16x16xf32>) outs(%1646 : tensor<32x16x16xf32>) permutation = [0, 2, 1] 
    %1647 = linalg.batch_matmul ins(%transposed_408, %collapsed_407 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%73 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %1648 = tensor.empty() : tensor<32x16x16xf32>
    %transposed_409 = linalg.transpose ins(%collapsed_112 : tensor<32x16x16xf32>) outs(%1648 : tensor<32x16x16xf32>) permutation = [0, 2, 1] 
    %1649 = linalg.batch_matmul ins(%collapsed_407, %transposed_409 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%73 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_410 = tensor.expand_shape %1647 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %expanded_411 = tensor.expand_shape %1649 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %1650 = tensor.empty() : tensor<8x16x4x16xf32>
    %transposed_412 = linalg.transpose ins(%expanded_411 : tensor<8x4x16x16xf32>) outs(%1650 : tensor<8x16x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_413 = tensor.collapse_shape %transposed_412 [[0], [1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<8x16x64xf32>
    %1651 = tensor.empty() : tensor<8x16x4x16xf32>
    %transposed_414 = linalg.transpose ins(%expanded_405 : tensor<8x4x16x16xf32>) outs(%1651 : tensor<8x16x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_415 = tensor.collapse_shape %transposed_414 [[0], [1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<8x16x64xf32>
    %1652 = tensor.empty() : tensor<8x16x4x16xf32>
    %transposed_416 = linalg.transpose ins(%expanded_410 : tensor<8x4x16x16xf32>) outs(%1652 : tensor<8x16x4x16xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_417 = tensor.collapse_shape %transposed_416 [[0], [1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<8x16x64xf32>
    %concat_418 = tensor.concat dim(2) %collapsed_413, %collapsed_417, %collapsed_415 : (tensor<8x16x64xf32>, tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x192xf32>
    %collapsed_419 = tensor.collapse_shape %concat_418 [[0, 1], [2]] : tensor<8x16x192xf32> into tensor<128x192xf32>
    %1653 = tensor.empty() : tensor<192x64xf32>
    %transposed_420 = linalg.transpose ins(%arg41 : tensor<64x192xf32>) outs(%1653 : tensor<192x64xf32>) permutation = [1, 0] 
    %1654 = linalg.matmul ins(%collapsed_419, %transposed_420 : tensor<128x192xf32>, tensor<192x64xf32>) outs(%98 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %1655 = tensor.empty() : tensor<64x128xf32>
    %transposed_421 = linalg.transpose ins(%collapsed_100 : tensor<128x64xf32>) outs(%1655 : tensor<64x128xf32>) permutation = [1, 0] 
    %1656 = linalg.matmul ins(%transposed_421, %collapsed_419 : tensor<64x128xf32>, tensor<128x192xf32>) outs(%1193 : tensor<64x192xf32>) -> tensor<64x192xf32>
    %1657 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_419 : tensor<128x192xf32>) outs(%1196 : tensor<1x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<1x192xf32>
    %collapsed_422 = tensor.collapse_shape %1657 [[0, 1]] : tensor<1x192xf32> into tensor<192xf32>
    %expanded_423 = tensor.expand_shape %1654 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %1658 = tensor.empty() : tensor<8x16x64xf32>
    %1659 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_423, %arg39 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%1658 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1660 = tensor.empty() : tensor<8x16x64xf32>
    %1661 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1659 : tensor<8x16x64xf32>) outs(%1660 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.mulf %in, %cst_20 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1662 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1659 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %1663 = tensor.empty() : tensor<8x16x64xf32>
    %1664 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1659, %423 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1663 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1665 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1664 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %1666 = tensor.empty() : tensor<8x16x64xf32>
    %1667 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%423, %1665 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%1666 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1668 = tensor.empty() : tensor<8x16x64xf32>
    %1669 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1661, %1662 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%1668 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1670 = tensor.empty() : tensor<8x16x64xf32>
    %1671 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1669, %1667 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1670 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1672 = tensor.empty() : tensor<8x16x1xf32>
    %1673 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%419 : tensor<8x16x1xf32>) outs(%1672 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.divf %in, %cst_20 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %1674 = tensor.empty() : tensor<8x16x64xf32>
    %1675 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1673, %1671 : tensor<8x16x1xf32>, tensor<8x16x64xf32>) outs(%1674 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1676 = tensor.empty() : tensor<8x16x64xf32>
    %1677 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_423, %423 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1676 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1678 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1677 : tensor<8x16x64xf32>) outs(%1088 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %1679 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_423 : tensor<8x16x64xf32>) outs(%1088 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %1680 = tensor.empty() : tensor<8x16x64xf32>
    %1681 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1626, %1675 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1680 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_424 = tensor.collapse_shape %1681 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %1682 = tensor.empty() : tensor<64x256xf32>
    %transposed_425 = linalg.transpose ins(%arg37 : tensor<256x64xf32>) outs(%1682 : tensor<64x256xf32>) permutation = [1, 0] 
    %1683 = linalg.matmul ins(%collapsed_424, %transposed_425 : tensor<128x64xf32>, tensor<64x256xf32>) outs(%137 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %1684 = tensor.empty() : tensor<256x128xf32>
    %transposed_426 = linalg.transpose ins(%collapsed_98 : tensor<128x256xf32>) outs(%1684 : tensor<256x128xf32>) permutation = [1, 0] 
    %1685 = linalg.matmul ins(%transposed_426, %collapsed_424 : tensor<256x128xf32>, tensor<128x64xf32>) outs(%1063 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %1686 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_424 : tensor<128x64xf32>) outs(%1096 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<1x64xf32>
    %collapsed_427 = tensor.collapse_shape %1686 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32>
    %expanded_428 = tensor.expand_shape %1683 [[0, 1], [2]] output_shape [8, 16, 256] : tensor<128x256xf32> into tensor<8x16x256xf32>
    %1687 = tensor.empty() : tensor<8x16x256xf32>
    %1688 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_428, %377 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1687 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1689 = tensor.empty() : tensor<8x16x256xf32>
    %1690 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_428, %389 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1689 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1691 = tensor.empty() : tensor<8x16x256xf32>
    %1692 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%387, %387 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1691 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1693 = tensor.empty() : tensor<8x16x256xf32>
    %1694 = linalg.generic {indexing_maps = [#map19, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_25, %1692 : tensor<i64>, tensor<8x16x256xf32>) outs(%1693 : tensor<8x16x256xf32>) {
    ^bb0(%in: i64, %in_545: f32, %out: f32):
      %4651 = arith.sitofp %in : i64 to f32
      %4652 = arith.subf %4651, %in_545 : f32
      linalg.yield %4652 : f32
    } -> tensor<8x16x256xf32>
    %1695 = tensor.empty() : tensor<8x16x256xf32>
    %1696 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1688, %1694 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1695 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1697 = tensor.empty() : tensor<8x16x256xf32>
    %1698 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1696 : tensor<8x16x256xf32>) outs(%1697 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_16 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<8x16x256xf32>
    %1699 = tensor.empty() : tensor<8x16x256xf32>
    %1700 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1698 : tensor<8x16x256xf32>) outs(%1699 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_17 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<8x16x256xf32>
    %1701 = tensor.empty() : tensor<8x16x256xf32>
    %1702 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_97 : tensor<8x16x256xf32>) outs(%1701 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1703 = tensor.empty() : tensor<8x16x256xf32>
    %1704 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1702 : tensor<8x16x256xf32>) outs(%1703 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.mulf %in, %cst_24 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1705 = tensor.empty() : tensor<8x16x256xf32>
    %1706 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1700, %1704 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1705 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1707 = tensor.empty() : tensor<8x16x256xf32>
    %1708 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1698, %1706 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1707 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1709 = tensor.empty() : tensor<8x16x256xf32>
    %1710 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1690 : tensor<8x16x256xf32>) outs(%1709 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.mulf %in, %cst_22 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1711 = tensor.empty() : tensor<8x16x256xf32>
    %1712 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1708, %1710 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1711 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %collapsed_429 = tensor.collapse_shape %1712 [[0, 1], [2]] : tensor<8x16x256xf32> into tensor<128x256xf32>
    %1713 = tensor.empty() : tensor<256x64xf32>
    %transposed_430 = linalg.transpose ins(%arg35 : tensor<64x256xf32>) outs(%1713 : tensor<256x64xf32>) permutation = [1, 0] 
    %1714 = linalg.matmul ins(%collapsed_429, %transposed_430 : tensor<128x256xf32>, tensor<256x64xf32>) outs(%98 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %1715 = tensor.empty() : tensor<64x128xf32>
    %transposed_431 = linalg.transpose ins(%collapsed_96 : tensor<128x64xf32>) outs(%1715 : tensor<64x128xf32>) permutation = [1, 0] 
    %1716 = linalg.matmul ins(%transposed_431, %collapsed_429 : tensor<64x128xf32>, tensor<128x256xf32>) outs(%1129 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %1717 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_429 : tensor<128x256xf32>) outs(%1132 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<1x256xf32>
    %collapsed_432 = tensor.collapse_shape %1717 [[0, 1]] : tensor<1x256xf32> into tensor<256xf32>
    %expanded_433 = tensor.expand_shape %1714 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %1718 = tensor.empty() : tensor<8x16x64xf32>
    %1719 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_433, %arg33 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%1718 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1720 = tensor.empty() : tensor<8x16x64xf32>
    %1721 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1719 : tensor<8x16x64xf32>) outs(%1720 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.mulf %in, %cst_20 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1722 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1719 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %1723 = tensor.empty() : tensor<8x16x64xf32>
    %1724 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1719, %366 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1723 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1725 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1724 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %1726 = tensor.empty() : tensor<8x16x64xf32>
    %1727 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%366, %1725 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%1726 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1728 = tensor.empty() : tensor<8x16x64xf32>
    %1729 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1721, %1722 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%1728 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1730 = tensor.empty() : tensor<8x16x64xf32>
    %1731 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1729, %1727 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1730 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1732 = tensor.empty() : tensor<8x16x1xf32>
    %1733 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%362 : tensor<8x16x1xf32>) outs(%1732 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.divf %in, %cst_20 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %1734 = tensor.empty() : tensor<8x16x64xf32>
    %1735 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1733, %1731 : tensor<8x16x1xf32>, tensor<8x16x64xf32>) outs(%1734 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1736 = tensor.empty() : tensor<8x16x64xf32>
    %1737 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_433, %366 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1736 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1738 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1737 : tensor<8x16x64xf32>) outs(%1088 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %1739 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_433 : tensor<8x16x64xf32>) outs(%1088 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %1740 = tensor.empty() : tensor<8x16x64xf32>
    %1741 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1681, %1735 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1740 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_434 = tensor.collapse_shape %1741 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %1742 = tensor.empty() : tensor<64x64xf32>
    %transposed_435 = linalg.transpose ins(%arg31 : tensor<64x64xf32>) outs(%1742 : tensor<64x64xf32>) permutation = [1, 0] 
    %1743 = linalg.matmul ins(%collapsed_434, %transposed_435 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%98 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %1744 = tensor.empty() : tensor<64x128xf32>
    %transposed_436 = linalg.transpose ins(%collapsed_94 : tensor<128x64xf32>) outs(%1744 : tensor<64x128xf32>) permutation = [1, 0] 
    %1745 = linalg.matmul ins(%transposed_436, %collapsed_434 : tensor<64x128xf32>, tensor<128x64xf32>) outs(%1163 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %1746 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_434 : tensor<128x64xf32>) outs(%1096 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<1x64xf32>
    %collapsed_437 = tensor.collapse_shape %1746 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32>
    %expanded_438 = tensor.expand_shape %1743 [[0, 1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<128x64xf32> into tensor<8x16x4x16xf32>
    %1747 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_439 = linalg.transpose ins(%expanded_438 : tensor<8x16x4x16xf32>) outs(%1747 : tensor<8x4x16x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_440 = tensor.collapse_shape %transposed_439 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %1748 = tensor.empty() : tensor<32x16x16xf32>
    %transposed_441 = linalg.transpose ins(%collapsed_90 : tensor<32x16x16xf32>) outs(%1748 : tensor<32x16x16xf32>) permutation = [0, 2, 1] 
    %1749 = linalg.batch_matmul ins(%transposed_441, %collapsed_440 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%73 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %1750 = tensor.empty() : tensor<32x16x16xf32>
    %transposed_442 = linalg.transpose ins(%collapsed_91 : tensor<32x16x16xf32>) outs(%1750 : tensor<32x16x16xf32>) permutation = [0, 2, 1] 
    %1751 = linalg.batch_matmul ins(%collapsed_440, %transposed_442 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%73 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_443 = tensor.expand_shape %1749 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %expanded_444 = tensor.expand_shape %1751 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %1752 = tensor.empty() : tensor<8x4x16x16xf32>
    %1753 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_444, %332 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%1752 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %1754 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1753 : tensor<8x4x16x16xf32>) outs(%89 : tensor<8x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x1xf32>
    %1755 = tensor.empty() : tensor<8x4x16x16xf32>
    %1756 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%332, %1754 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%1755 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %1757 = tensor.empty() : tensor<8x4x16x16xf32>
    %1758 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1753, %1756 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%1757 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %1759 = tensor.empty() : tensor<8x4x16x16xf32>
    %1760 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1758 : tensor<8x4x16x16xf32>) outs(%1759 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.mulf %in, %cst_21 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %collapsed_445 = tensor.collapse_shape %1760 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %1761 = tensor.empty() : tensor<32x16x16xf32>
    %transposed_446 = linalg.transpose ins(%collapsed_86 : tensor<32x16x16xf32>) outs(%1761 : tensor<32x16x16xf32>) permutation = [0, 2, 1] 
    %1762 = linalg.batch_matmul ins(%transposed_446, %collapsed_445 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%73 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %1763 = tensor.empty() : tensor<32x16x16xf32>
    %transposed_447 = linalg.transpose ins(%collapsed_87 : tensor<32x16x16xf32>) outs(%1763 : tensor<32x16x16xf32>) permutation = [0, 2, 1] 
    %1764 = linalg.batch_matmul ins(%collapsed_445, %transposed_447 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%73 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_448 = tensor.expand_shape %1762 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %expanded_449 = tensor.expand_shape %1764 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %1765 = tensor.empty() : tensor<8x16x4x16xf32>
    %transposed_450 = linalg.transpose ins(%expanded_449 : tensor<8x4x16x16xf32>) outs(%1765 : tensor<8x16x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_451 = tensor.collapse_shape %transposed_450 [[0], [1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<8x16x64xf32>
    %1766 = tensor.empty() : tensor<8x16x4x16xf32>
    %transposed_452 = linalg.transpose ins(%expanded_443 : tensor<8x4x16x16xf32>) outs(%1766 : tensor<8x16x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_453 = tensor.collapse_shape %transposed_452 [[0], [1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<8x16x64xf32>
    %1767 = tensor.empty() : tensor<8x16x4x16xf32>
    %transposed_454 = linalg.transpose ins(%expanded_448 : tensor<8x4x16x16xf32>) outs(%1767 : tensor<8x16x4x16xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_455 = tensor.collapse_shape %transposed_454 [[0], [1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<8x16x64xf32>
    %concat_456 = tensor.concat dim(2) %collapsed_451, %collapsed_455, %collapsed_453 : (tensor<8x16x64xf32>, tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x192xf32>
    %collapsed_457 = tensor.collapse_shape %concat_456 [[0, 1], [2]] : tensor<8x16x192xf32> into tensor<128x192xf32>
    %1768 = tensor.empty() : tensor<192x64xf32>
    %transposed_458 = linalg.transpose ins(%arg29 : tensor<64x192xf32>) outs(%1768 : tensor<192x64xf32>) permutation = [1, 0] 
    %1769 = linalg.matmul ins(%collapsed_457, %transposed_458 : tensor<128x192xf32>, tensor<192x64xf32>) outs(%98 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %1770 = tensor.empty() : tensor<64x128xf32>
    %transposed_459 = linalg.transpose ins(%collapsed_75 : tensor<128x64xf32>) outs(%1770 : tensor<64x128xf32>) permutation = [1, 0] 
    %1771 = linalg.matmul ins(%transposed_459, %collapsed_457 : tensor<64x128xf32>, tensor<128x192xf32>) outs(%1193 : tensor<64x192xf32>) -> tensor<64x192xf32>
    %1772 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_457 : tensor<128x192xf32>) outs(%1196 : tensor<1x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<1x192xf32>
    %collapsed_460 = tensor.collapse_shape %1772 [[0, 1]] : tensor<1x192xf32> into tensor<192xf32>
    %expanded_461 = tensor.expand_shape %1769 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %1773 = tensor.empty() : tensor<8x16x64xf32>
    %1774 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_461, %arg27 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%1773 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1775 = tensor.empty() : tensor<8x16x64xf32>
    %1776 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1774 : tensor<8x16x64xf32>) outs(%1775 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.mulf %in, %cst_20 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1777 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1774 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %1778 = tensor.empty() : tensor<8x16x64xf32>
    %1779 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1774, %307 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1778 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1780 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1779 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %1781 = tensor.empty() : tensor<8x16x64xf32>
    %1782 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%307, %1780 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%1781 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1783 = tensor.empty() : tensor<8x16x64xf32>
    %1784 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1776, %1777 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%1783 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1785 = tensor.empty() : tensor<8x16x64xf32>
    %1786 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1784, %1782 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1785 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1787 = tensor.empty() : tensor<8x16x1xf32>
    %1788 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%303 : tensor<8x16x1xf32>) outs(%1787 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.divf %in, %cst_20 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %1789 = tensor.empty() : tensor<8x16x64xf32>
    %1790 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1788, %1786 : tensor<8x16x1xf32>, tensor<8x16x64xf32>) outs(%1789 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1791 = tensor.empty() : tensor<8x16x64xf32>
    %1792 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_461, %307 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1791 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1793 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1792 : tensor<8x16x64xf32>) outs(%1088 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %1794 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_461 : tensor<8x16x64xf32>) outs(%1088 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %1795 = tensor.empty() : tensor<8x16x64xf32>
    %1796 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1741, %1790 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1795 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_462 = tensor.collapse_shape %1796 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %1797 = tensor.empty() : tensor<64x256xf32>
    %transposed_463 = linalg.transpose ins(%arg25 : tensor<256x64xf32>) outs(%1797 : tensor<64x256xf32>) permutation = [1, 0] 
    %1798 = linalg.matmul ins(%collapsed_462, %transposed_463 : tensor<128x64xf32>, tensor<64x256xf32>) outs(%137 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %1799 = tensor.empty() : tensor<256x128xf32>
    %transposed_464 = linalg.transpose ins(%collapsed_73 : tensor<128x256xf32>) outs(%1799 : tensor<256x128xf32>) permutation = [1, 0] 
    %1800 = linalg.matmul ins(%transposed_464, %collapsed_462 : tensor<256x128xf32>, tensor<128x64xf32>) outs(%1063 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %1801 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_462 : tensor<128x64xf32>) outs(%1096 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<1x64xf32>
    %collapsed_465 = tensor.collapse_shape %1801 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32>
    %expanded_466 = tensor.expand_shape %1798 [[0, 1], [2]] output_shape [8, 16, 256] : tensor<128x256xf32> into tensor<8x16x256xf32>
    %1802 = tensor.empty() : tensor<8x16x256xf32>
    %1803 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_466, %261 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1802 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1804 = tensor.empty() : tensor<8x16x256xf32>
    %1805 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_466, %273 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1804 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1806 = tensor.empty() : tensor<8x16x256xf32>
    %1807 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%271, %271 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1806 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1808 = tensor.empty() : tensor<8x16x256xf32>
    %1809 = linalg.generic {indexing_maps = [#map19, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_25, %1807 : tensor<i64>, tensor<8x16x256xf32>) outs(%1808 : tensor<8x16x256xf32>) {
    ^bb0(%in: i64, %in_545: f32, %out: f32):
      %4651 = arith.sitofp %in : i64 to f32
      %4652 = arith.subf %4651, %in_545 : f32
      linalg.yield %4652 : f32
    } -> tensor<8x16x256xf32>
    %1810 = tensor.empty() : tensor<8x16x256xf32>
    %1811 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1803, %1809 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1810 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1812 = tensor.empty() : tensor<8x16x256xf32>
    %1813 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1811 : tensor<8x16x256xf32>) outs(%1812 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_16 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<8x16x256xf32>
    %1814 = tensor.empty() : tensor<8x16x256xf32>
    %1815 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1813 : tensor<8x16x256xf32>) outs(%1814 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_17 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<8x16x256xf32>
    %1816 = tensor.empty() : tensor<8x16x256xf32>
    %1817 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_72 : tensor<8x16x256xf32>) outs(%1816 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1818 = tensor.empty() : tensor<8x16x256xf32>
    %1819 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1817 : tensor<8x16x256xf32>) outs(%1818 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.mulf %in, %cst_24 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1820 = tensor.empty() : tensor<8x16x256xf32>
    %1821 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1815, %1819 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1820 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1822 = tensor.empty() : tensor<8x16x256xf32>
    %1823 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1813, %1821 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1822 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1824 = tensor.empty() : tensor<8x16x256xf32>
    %1825 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1805 : tensor<8x16x256xf32>) outs(%1824 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.mulf %in, %cst_22 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1826 = tensor.empty() : tensor<8x16x256xf32>
    %1827 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1823, %1825 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1826 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %collapsed_467 = tensor.collapse_shape %1827 [[0, 1], [2]] : tensor<8x16x256xf32> into tensor<128x256xf32>
    %1828 = tensor.empty() : tensor<256x64xf32>
    %transposed_468 = linalg.transpose ins(%arg23 : tensor<64x256xf32>) outs(%1828 : tensor<256x64xf32>) permutation = [1, 0] 
    %1829 = linalg.matmul ins(%collapsed_467, %transposed_468 : tensor<128x256xf32>, tensor<256x64xf32>) outs(%98 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %1830 = tensor.empty() : tensor<64x128xf32>
    %transposed_469 = linalg.transpose ins(%collapsed_71 : tensor<128x64xf32>) outs(%1830 : tensor<64x128xf32>) permutation = [1, 0] 
    %1831 = linalg.matmul ins(%transposed_469, %collapsed_467 : tensor<64x128xf32>, tensor<128x256xf32>) outs(%1129 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %1832 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_467 : tensor<128x256xf32>) outs(%1132 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<1x256xf32>
    %collapsed_470 = tensor.collapse_shape %1832 [[0, 1]] : tensor<1x256xf32> into tensor<256xf32>
    %expanded_471 = tensor.expand_shape %1829 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %1833 = tensor.empty() : tensor<8x16x64xf32>
    %1834 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_471, %arg21 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%1833 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1835 = tensor.empty() : tensor<8x16x64xf32>
    %1836 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1834 : tensor<8x16x64xf32>) outs(%1835 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.mulf %in, %cst_20 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1837 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1834 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %1838 = tensor.empty() : tensor<8x16x64xf32>
    %1839 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1834, %250 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1838 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1840 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1839 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %1841 = tensor.empty() : tensor<8x16x64xf32>
    %1842 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%250, %1840 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%1841 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1843 = tensor.empty() : tensor<8x16x64xf32>
    %1844 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1836, %1837 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%1843 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1845 = tensor.empty() : tensor<8x16x64xf32>
    %1846 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1844, %1842 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1845 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1847 = tensor.empty() : tensor<8x16x1xf32>
    %1848 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%246 : tensor<8x16x1xf32>) outs(%1847 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.divf %in, %cst_20 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %1849 = tensor.empty() : tensor<8x16x64xf32>
    %1850 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1848, %1846 : tensor<8x16x1xf32>, tensor<8x16x64xf32>) outs(%1849 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1851 = tensor.empty() : tensor<8x16x64xf32>
    %1852 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_471, %250 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1851 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1853 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1852 : tensor<8x16x64xf32>) outs(%1088 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %1854 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_471 : tensor<8x16x64xf32>) outs(%1088 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %1855 = tensor.empty() : tensor<8x16x64xf32>
    %1856 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1796, %1850 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1855 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_472 = tensor.collapse_shape %1856 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %1857 = tensor.empty() : tensor<64x64xf32>
    %transposed_473 = linalg.transpose ins(%arg19 : tensor<64x64xf32>) outs(%1857 : tensor<64x64xf32>) permutation = [1, 0] 
    %1858 = linalg.matmul ins(%collapsed_472, %transposed_473 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%98 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %1859 = tensor.empty() : tensor<64x128xf32>
    %transposed_474 = linalg.transpose ins(%collapsed_69 : tensor<128x64xf32>) outs(%1859 : tensor<64x128xf32>) permutation = [1, 0] 
    %1860 = linalg.matmul ins(%transposed_474, %collapsed_472 : tensor<64x128xf32>, tensor<128x64xf32>) outs(%1163 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %1861 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_472 : tensor<128x64xf32>) outs(%1096 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<1x64xf32>
    %collapsed_475 = tensor.collapse_shape %1861 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32>
    %expanded_476 = tensor.expand_shape %1858 [[0, 1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<128x64xf32> into tensor<8x16x4x16xf32>
    %1862 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_477 = linalg.transpose ins(%expanded_476 : tensor<8x16x4x16xf32>) outs(%1862 : tensor<8x4x16x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_478 = tensor.collapse_shape %transposed_477 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %1863 = tensor.empty() : tensor<32x16x16xf32>
    %transposed_479 = linalg.transpose ins(%collapsed_65 : tensor<32x16x16xf32>) outs(%1863 : tensor<32x16x16xf32>) permutation = [0, 2, 1] 
    %1864 = linalg.batch_matmul ins(%transposed_479, %collapsed_478 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%73 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %1865 = tensor.empty() : tensor<32x16x16xf32>
    %transposed_480 = linalg.transpose ins(%collapsed_66 : tensor<32x16x16xf32>) outs(%1865 : tensor<32x16x16xf32>) permutation = [0, 2, 1] 
    %1866 = linalg.batch_matmul ins(%collapsed_478, %transposed_480 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%73 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_481 = tensor.expand_shape %1864 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %expanded_482 = tensor.expand_shape %1866 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %1867 = tensor.empty() : tensor<8x4x16x16xf32>
    %1868 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_482, %216 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%1867 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %1869 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1868 : tensor<8x4x16x16xf32>) outs(%89 : tensor<8x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x1xf32>
    %1870 = tensor.empty() : tensor<8x4x16x16xf32>
    %1871 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%216, %1869 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%1870 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %1872 = tensor.empty() : tensor<8x4x16x16xf32>
    %1873 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1868, %1871 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%1872 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %1874 = tensor.empty() : tensor<8x4x16x16xf32>
    %1875 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1873 : tensor<8x4x16x16xf32>) outs(%1874 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.mulf %in, %cst_21 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %collapsed_483 = tensor.collapse_shape %1875 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %1876 = tensor.empty() : tensor<32x16x16xf32>
    %transposed_484 = linalg.transpose ins(%collapsed_61 : tensor<32x16x16xf32>) outs(%1876 : tensor<32x16x16xf32>) permutation = [0, 2, 1] 
    %1877 = linalg.batch_matmul ins(%transposed_484, %collapsed_483 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%73 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %1878 = tensor.empty() : tensor<32x16x16xf32>
    %transposed_485 = linalg.transpose ins(%collapsed_62 : tensor<32x16x16xf32>) outs(%1878 : tensor<32x16x16xf32>) permutation = [0, 2, 1] 
    %1879 = linalg.batch_matmul ins(%collapsed_483, %transposed_485 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%73 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_486 = tensor.expand_shape %1877 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %expanded_487 = tensor.expand_shape %1879 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %1880 = tensor.empty() : tensor<8x16x4x16xf32>
    %transposed_488 = linalg.transpose ins(%expanded_487 : tensor<8x4x16x16xf32>) outs(%1880 : tensor<8x16x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_489 = tensor.collapse_shape %transposed_488 [[0], [1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<8x16x64xf32>
    %1881 = tensor.empty() : tensor<8x16x4x16xf32>
    %transposed_490 = linalg.transpose ins(%expanded_481 : tensor<8x4x16x16xf32>) outs(%1881 : tensor<8x16x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_491 = tensor.collapse_shape %transposed_490 [[0], [1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<8x16x64xf32>
    %1882 = tensor.empty() : tensor<8x16x4x16xf32>
    %transposed_492 = linalg.transpose ins(%expanded_486 : tensor<8x4x16x16xf32>) outs(%1882 : tensor<8x16x4x16xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_493 = tensor.collapse_shape %transposed_492 [[0], [1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<8x16x64xf32>
    %concat_494 = tensor.concat dim(2) %collapsed_489, %collapsed_493, %collapsed_491 : (tensor<8x16x64xf32>, tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x192xf32>
    %collapsed_495 = tensor.collapse_shape %concat_494 [[0, 1], [2]] : tensor<8x16x192xf32> into tensor<128x192xf32>
    %1883 = tensor.empty() : tensor<192x64xf32>
    %transposed_496 = linalg.transpose ins(%arg17 : tensor<64x192xf32>) outs(%1883 : tensor<192x64xf32>) permutation = [1, 0] 
    %1884 = linalg.matmul ins(%collapsed_495, %transposed_496 : tensor<128x192xf32>, tensor<192x64xf32>) outs(%98 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %1885 = tensor.empty() : tensor<64x128xf32>
    %transposed_497 = linalg.transpose ins(%collapsed_50 : tensor<128x64xf32>) outs(%1885 : tensor<64x128xf32>) permutation = [1, 0] 
    %1886 = linalg.matmul ins(%transposed_497, %collapsed_495 : tensor<64x128xf32>, tensor<128x192xf32>) outs(%1193 : tensor<64x192xf32>) -> tensor<64x192xf32>
    %1887 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_495 : tensor<128x192xf32>) outs(%1196 : tensor<1x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<1x192xf32>
    %collapsed_498 = tensor.collapse_shape %1887 [[0, 1]] : tensor<1x192xf32> into tensor<192xf32>
    %expanded_499 = tensor.expand_shape %1884 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %1888 = tensor.empty() : tensor<8x16x64xf32>
    %1889 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_499, %arg15 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%1888 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1890 = tensor.empty() : tensor<8x16x64xf32>
    %1891 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1889 : tensor<8x16x64xf32>) outs(%1890 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.mulf %in, %cst_20 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1892 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1889 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %1893 = tensor.empty() : tensor<8x16x64xf32>
    %1894 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1889, %191 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1893 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1895 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1894 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %1896 = tensor.empty() : tensor<8x16x64xf32>
    %1897 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%191, %1895 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%1896 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1898 = tensor.empty() : tensor<8x16x64xf32>
    %1899 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1891, %1892 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%1898 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1900 = tensor.empty() : tensor<8x16x64xf32>
    %1901 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1899, %1897 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1900 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1902 = tensor.empty() : tensor<8x16x1xf32>
    %1903 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%187 : tensor<8x16x1xf32>) outs(%1902 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.divf %in, %cst_20 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %1904 = tensor.empty() : tensor<8x16x64xf32>
    %1905 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1903, %1901 : tensor<8x16x1xf32>, tensor<8x16x64xf32>) outs(%1904 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1906 = tensor.empty() : tensor<8x16x64xf32>
    %1907 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_499, %191 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1906 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1908 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1907 : tensor<8x16x64xf32>) outs(%1088 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %1909 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_499 : tensor<8x16x64xf32>) outs(%1088 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %1910 = tensor.empty() : tensor<8x16x64xf32>
    %1911 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1856, %1905 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1910 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_500 = tensor.collapse_shape %1911 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %1912 = tensor.empty() : tensor<64x256xf32>
    %transposed_501 = linalg.transpose ins(%arg13 : tensor<256x64xf32>) outs(%1912 : tensor<64x256xf32>) permutation = [1, 0] 
    %1913 = linalg.matmul ins(%collapsed_500, %transposed_501 : tensor<128x64xf32>, tensor<64x256xf32>) outs(%137 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %1914 = tensor.empty() : tensor<256x128xf32>
    %transposed_502 = linalg.transpose ins(%collapsed_48 : tensor<128x256xf32>) outs(%1914 : tensor<256x128xf32>) permutation = [1, 0] 
    %1915 = linalg.matmul ins(%transposed_502, %collapsed_500 : tensor<256x128xf32>, tensor<128x64xf32>) outs(%1063 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %1916 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_500 : tensor<128x64xf32>) outs(%1096 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<1x64xf32>
    %collapsed_503 = tensor.collapse_shape %1916 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32>
    %expanded_504 = tensor.expand_shape %1913 [[0, 1], [2]] output_shape [8, 16, 256] : tensor<128x256xf32> into tensor<8x16x256xf32>
    %1917 = tensor.empty() : tensor<8x16x256xf32>
    %1918 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_504, %145 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1917 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1919 = tensor.empty() : tensor<8x16x256xf32>
    %1920 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_504, %157 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1919 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1921 = tensor.empty() : tensor<8x16x256xf32>
    %1922 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155, %155 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1921 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1923 = tensor.empty() : tensor<8x16x256xf32>
    %1924 = linalg.generic {indexing_maps = [#map19, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_25, %1922 : tensor<i64>, tensor<8x16x256xf32>) outs(%1923 : tensor<8x16x256xf32>) {
    ^bb0(%in: i64, %in_545: f32, %out: f32):
      %4651 = arith.sitofp %in : i64 to f32
      %4652 = arith.subf %4651, %in_545 : f32
      linalg.yield %4652 : f32
    } -> tensor<8x16x256xf32>
    %1925 = tensor.empty() : tensor<8x16x256xf32>
    %1926 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1918, %1924 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1925 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1927 = tensor.empty() : tensor<8x16x256xf32>
    %1928 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1926 : tensor<8x16x256xf32>) outs(%1927 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_16 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<8x16x256xf32>
    %1929 = tensor.empty() : tensor<8x16x256xf32>
    %1930 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1928 : tensor<8x16x256xf32>) outs(%1929 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_17 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<8x16x256xf32>
    %1931 = tensor.empty() : tensor<8x16x256xf32>
    %1932 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_47 : tensor<8x16x256xf32>) outs(%1931 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1933 = tensor.empty() : tensor<8x16x256xf32>
    %1934 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1932 : tensor<8x16x256xf32>) outs(%1933 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.mulf %in, %cst_24 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1935 = tensor.empty() : tensor<8x16x256xf32>
    %1936 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1930, %1934 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1935 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1937 = tensor.empty() : tensor<8x16x256xf32>
    %1938 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1928, %1936 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1937 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1939 = tensor.empty() : tensor<8x16x256xf32>
    %1940 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1920 : tensor<8x16x256xf32>) outs(%1939 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.mulf %in, %cst_22 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %1941 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1938, %1940 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%143 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x256xf32>
    %collapsed_505 = tensor.collapse_shape %1941 [[0, 1], [2]] : tensor<8x16x256xf32> into tensor<128x256xf32>
    %1942 = tensor.empty() : tensor<256x64xf32>
    %transposed_506 = linalg.transpose ins(%arg11 : tensor<64x256xf32>) outs(%1942 : tensor<256x64xf32>) permutation = [1, 0] 
    %1943 = linalg.matmul ins(%collapsed_505, %transposed_506 : tensor<128x256xf32>, tensor<256x64xf32>) outs(%98 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %1944 = tensor.empty() : tensor<64x128xf32>
    %transposed_507 = linalg.transpose ins(%collapsed_46 : tensor<128x64xf32>) outs(%1944 : tensor<64x128xf32>) permutation = [1, 0] 
    %1945 = linalg.matmul ins(%transposed_507, %collapsed_505 : tensor<64x128xf32>, tensor<128x256xf32>) outs(%1129 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %1946 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_505 : tensor<128x256xf32>) outs(%1132 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<1x256xf32>
    %collapsed_508 = tensor.collapse_shape %1946 [[0, 1]] : tensor<1x256xf32> into tensor<256xf32>
    %expanded_509 = tensor.expand_shape %1943 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %1947 = tensor.empty() : tensor<8x16x64xf32>
    %1948 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_509, %arg9 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%1947 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1949 = tensor.empty() : tensor<8x16x64xf32>
    %1950 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1948 : tensor<8x16x64xf32>) outs(%1949 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.mulf %in, %cst_20 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1951 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1948 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %1952 = tensor.empty() : tensor<8x16x64xf32>
    %1953 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1948, %130 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1952 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1954 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1953 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %1955 = tensor.empty() : tensor<8x16x64xf32>
    %1956 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130, %1954 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%1955 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1957 = tensor.empty() : tensor<8x16x64xf32>
    %1958 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1950, %1951 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%1957 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1959 = tensor.empty() : tensor<8x16x64xf32>
    %1960 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1958, %1956 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1959 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1961 = tensor.empty() : tensor<8x16x1xf32>
    %1962 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<8x16x1xf32>) outs(%1961 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.divf %in, %cst_20 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %1963 = tensor.empty() : tensor<8x16x64xf32>
    %1964 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1962, %1960 : tensor<8x16x1xf32>, tensor<8x16x64xf32>) outs(%1963 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1965 = tensor.empty() : tensor<8x16x64xf32>
    %1966 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_509, %130 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1965 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1967 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1966 : tensor<8x16x64xf32>) outs(%1088 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %1968 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_509 : tensor<8x16x64xf32>) outs(%1088 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %1969 = tensor.empty() : tensor<8x16x64xf32>
    %1970 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1911, %1964 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1969 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_510 = tensor.collapse_shape %1970 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %1971 = tensor.empty() : tensor<64x64xf32>
    %transposed_511 = linalg.transpose ins(%arg7 : tensor<64x64xf32>) outs(%1971 : tensor<64x64xf32>) permutation = [1, 0] 
    %1972 = linalg.matmul ins(%collapsed_510, %transposed_511 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%98 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %1973 = tensor.empty() : tensor<64x128xf32>
    %transposed_512 = linalg.transpose ins(%collapsed_44 : tensor<128x64xf32>) outs(%1973 : tensor<64x128xf32>) permutation = [1, 0] 
    %1974 = linalg.matmul ins(%transposed_512, %collapsed_510 : tensor<64x128xf32>, tensor<128x64xf32>) outs(%1163 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %1975 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_510 : tensor<128x64xf32>) outs(%1096 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<1x64xf32>
    %collapsed_513 = tensor.collapse_shape %1975 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32>
    %expanded_514 = tensor.expand_shape %1972 [[0, 1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<128x64xf32> into tensor<8x16x4x16xf32>
    %1976 = tensor.empty() : tensor<8x4x16x16xf32>
    %transposed_515 = linalg.transpose ins(%expanded_514 : tensor<8x16x4x16xf32>) outs(%1976 : tensor<8x4x16x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_516 = tensor.collapse_shape %transposed_515 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %1977 = tensor.empty() : tensor<32x16x16xf32>
    %transposed_517 = linalg.transpose ins(%collapsed_40 : tensor<32x16x16xf32>) outs(%1977 : tensor<32x16x16xf32>) permutation = [0, 2, 1] 
    %1978 = linalg.batch_matmul ins(%transposed_517, %collapsed_516 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%73 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %1979 = tensor.empty() : tensor<32x16x16xf32>
    %transposed_518 = linalg.transpose ins(%collapsed_41 : tensor<32x16x16xf32>) outs(%1979 : tensor<32x16x16xf32>) permutation = [0, 2, 1] 
    %1980 = linalg.batch_matmul ins(%collapsed_516, %transposed_518 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%73 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_519 = tensor.expand_shape %1978 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %expanded_520 = tensor.expand_shape %1980 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %1981 = tensor.empty() : tensor<8x4x16x16xf32>
    %1982 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_520, %92 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%1981 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %1983 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1982 : tensor<8x4x16x16xf32>) outs(%89 : tensor<8x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x1xf32>
    %1984 = tensor.empty() : tensor<8x4x16x16xf32>
    %1985 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92, %1983 : tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) outs(%1984 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %1986 = tensor.empty() : tensor<8x4x16x16xf32>
    %1987 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1982, %1985 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%1986 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %1988 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1987 : tensor<8x4x16x16xf32>) outs(%67 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.mulf %in, %cst_21 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x4x16x16xf32>
    %collapsed_521 = tensor.collapse_shape %1988 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %1989 = tensor.empty() : tensor<32x16x16xf32>
    %transposed_522 = linalg.transpose ins(%collapsed_36 : tensor<32x16x16xf32>) outs(%1989 : tensor<32x16x16xf32>) permutation = [0, 2, 1] 
    %1990 = linalg.batch_matmul ins(%transposed_522, %collapsed_521 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%73 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %transposed_523 = linalg.transpose ins(%collapsed_37 : tensor<32x16x16xf32>) outs(%71 : tensor<32x16x16xf32>) permutation = [0, 2, 1] 
    %1991 = linalg.batch_matmul ins(%collapsed_521, %transposed_523 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%73 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_524 = tensor.expand_shape %1990 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %expanded_525 = tensor.expand_shape %1991 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %1992 = tensor.empty() : tensor<8x16x4x16xf32>
    %transposed_526 = linalg.transpose ins(%expanded_525 : tensor<8x4x16x16xf32>) outs(%1992 : tensor<8x16x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_527 = tensor.collapse_shape %transposed_526 [[0], [1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<8x16x64xf32>
    %1993 = tensor.empty() : tensor<8x16x4x16xf32>
    %transposed_528 = linalg.transpose ins(%expanded_519 : tensor<8x4x16x16xf32>) outs(%1993 : tensor<8x16x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_529 = tensor.collapse_shape %transposed_528 [[0], [1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<8x16x64xf32>
    %transposed_530 = linalg.transpose ins(%expanded_524 : tensor<8x4x16x16xf32>) outs(%94 : tensor<8x16x4x16xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_531 = tensor.collapse_shape %transposed_530 [[0], [1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<8x16x64xf32>
    %concat_532 = tensor.concat dim(2) %collapsed_527, %collapsed_531, %collapsed_529 : (tensor<8x16x64xf32>, tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x192xf32>
    %collapsed_533 = tensor.collapse_shape %concat_532 [[0, 1], [2]] : tensor<8x16x192xf32> into tensor<128x192xf32>
    %transposed_534 = linalg.transpose ins(%arg5 : tensor<64x192xf32>) outs(%1187 : tensor<192x64xf32>) permutation = [1, 0] 
    %1994 = linalg.matmul ins(%collapsed_533, %transposed_534 : tensor<128x192xf32>, tensor<192x64xf32>) outs(%98 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %transposed_535 = linalg.transpose ins(%collapsed : tensor<128x64xf32>) outs(%1126 : tensor<64x128xf32>) permutation = [1, 0] 
    %1995 = linalg.matmul ins(%transposed_535, %collapsed_533 : tensor<64x128xf32>, tensor<128x192xf32>) outs(%1193 : tensor<64x192xf32>) -> tensor<64x192xf32>
    %1996 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_533 : tensor<128x192xf32>) outs(%1196 : tensor<1x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<1x192xf32>
    %collapsed_536 = tensor.collapse_shape %1996 [[0, 1]] : tensor<1x192xf32> into tensor<192xf32>
    %expanded_537 = tensor.expand_shape %1994 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %1997 = tensor.empty() : tensor<8x16x64xf32>
    %1998 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_537, %arg3 : tensor<8x16x64xf32>, tensor<64xf32>) outs(%1997 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %1999 = tensor.empty() : tensor<8x16x64xf32>
    %2000 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1998 : tensor<8x16x64xf32>) outs(%1999 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.mulf %in, %cst_20 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %2001 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1998 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %2002 = tensor.empty() : tensor<8x16x64xf32>
    %2003 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1998, %54 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%2002 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %2004 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%2003 : tensor<8x16x64xf32>) outs(%43 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %2005 = tensor.empty() : tensor<8x16x64xf32>
    %2006 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%54, %2004 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%2005 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %2007 = tensor.empty() : tensor<8x16x64xf32>
    %2008 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2000, %2001 : tensor<8x16x64xf32>, tensor<8x16x1xf32>) outs(%2007 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %2009 = tensor.empty() : tensor<8x16x64xf32>
    %2010 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2008, %2006 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%2009 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %2011 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%50 : tensor<8x16x1xf32>) outs(%39 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.divf %in, %cst_20 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x1xf32>
    %2012 = tensor.empty() : tensor<8x16x64xf32>
    %2013 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2011, %2010 : tensor<8x16x1xf32>, tensor<8x16x64xf32>) outs(%2012 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %2014 = tensor.empty() : tensor<8x16x64xf32>
    %2015 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_537, %54 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%2014 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %2016 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%2015 : tensor<8x16x64xf32>) outs(%1088 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2017 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_537 : tensor<8x16x64xf32>) outs(%1088 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.addf %in, %out : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2018 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1970, %2013 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%4 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_538 = tensor.collapse_shape %3 [[0, 1]] : tensor<8x16xi64> into tensor<128xi64>
    %expanded_539 = tensor.expand_shape %collapsed_538 [[0, 1]] output_shape [128, 1] : tensor<128xi64> into tensor<128x1xi64>
    %2019 = tensor.empty() : tensor<32xi64>
    %2020 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%2019 : tensor<32xi64>) {
    ^bb0(%out: i64):
      %4651 = linalg.index 0 : index
      %4652 = arith.index_cast %4651 : index to i64
      linalg.yield %4652 : i64
    } -> tensor<32xi64>
    %2021 = tensor.empty() : tensor<128x32xi1>
    %2022 = linalg.generic {indexing_maps = [#map20, #map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_539, %2020 : tensor<128x1xi64>, tensor<32xi64>) outs(%2021 : tensor<128x32xi1>) {
    ^bb0(%in: i64, %in_545: i64, %out: i1):
      %4651 = arith.cmpi eq, %in, %in_545 : i64
      linalg.yield %4651 : i1
    } -> tensor<128x32xi1>
    %2023 = tensor.empty() : tensor<128x32xf32>
    %2024 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2022 : tensor<128x32xi1>) outs(%2023 : tensor<128x32xf32>) {
    ^bb0(%in: i1, %out: f32):
      %4651 = arith.uitofp %in : i1 to f32
      linalg.yield %4651 : f32
    } -> tensor<128x32xf32>
    %2025 = tensor.empty() : tensor<32x128xf32>
    %transposed_540 = linalg.transpose ins(%2024 : tensor<128x32xf32>) outs(%2025 : tensor<32x128xf32>) permutation = [1, 0] 
    %collapsed_541 = tensor.collapse_shape %2018 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %2026 = tensor.empty() : tensor<32x64xf32>
    %2027 = tensor.empty() : tensor<32x64xf32>
    %2028 = linalg.fill ins(%cst_0 : f32) outs(%2027 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %2029 = linalg.matmul ins(%transposed_540, %collapsed_541 : tensor<32x128xf32>, tensor<128x64xf32>) outs(%2028 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %collapsed_542 = tensor.collapse_shape %arg0 [[0, 1]] : tensor<8x16xi64> into tensor<128xi64>
    %expanded_543 = tensor.expand_shape %collapsed_542 [[0, 1]] output_shape [128, 1] : tensor<128xi64> into tensor<128x1xi64>
    %2030 = tensor.empty() : tensor<128x256xi1>
    %2031 = linalg.generic {indexing_maps = [#map20, #map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_543, %1026 : tensor<128x1xi64>, tensor<256xi64>) outs(%2030 : tensor<128x256xi1>) {
    ^bb0(%in: i64, %in_545: i64, %out: i1):
      %4651 = arith.cmpi eq, %in, %in_545 : i64
      linalg.yield %4651 : i1
    } -> tensor<128x256xi1>
    %2032 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2031 : tensor<128x256xi1>) outs(%135 : tensor<128x256xf32>) {
    ^bb0(%in: i1, %out: f32):
      %4651 = arith.uitofp %in : i1 to f32
      linalg.yield %4651 : f32
    } -> tensor<128x256xf32>
    %transposed_544 = linalg.transpose ins(%2032 : tensor<128x256xf32>) outs(%1059 : tensor<256x128xf32>) permutation = [1, 0] 
    %2033 = linalg.matmul ins(%transposed_544, %collapsed_541 : tensor<256x128xf32>, tensor<128x64xf32>) outs(%1063 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %2034 = tensor.empty() : tensor<256x64xf32>
    %2035 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1064, %2033 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%2034 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %2036 = tensor.empty() : tensor<i64>
    %2037 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%arg301 : tensor<i64>) outs(%2036 : tensor<i64>) {
    ^bb0(%in: i64, %out: i64):
      %4651 = arith.addi %in, %c1_i64 : i64
      linalg.yield %4651 : i64
    } -> tensor<i64>
    %2038 = tensor.empty() : tensor<f32>
    %2039 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%2037 : tensor<i64>) outs(%2038 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %4651 = arith.sitofp %in : i64 to f32
      linalg.yield %4651 : f32
    } -> tensor<f32>
    %2040 = tensor.empty() : tensor<f32>
    %2041 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%2039 : tensor<f32>) outs(%2040 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_15 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<f32>
    %2042 = tensor.empty() : tensor<f32>
    %2043 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%2041 : tensor<f32>) outs(%2042 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.exp %in : f32
      linalg.yield %4651 : f32
    } -> tensor<f32>
    %2044 = tensor.empty() : tensor<f32>
    %2045 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_25, %2043 : tensor<i64>, tensor<f32>) outs(%2044 : tensor<f32>) {
    ^bb0(%in: i64, %in_545: f32, %out: f32):
      %4651 = arith.sitofp %in : i64 to f32
      %4652 = arith.subf %4651, %in_545 : f32
      linalg.yield %4652 : f32
    } -> tensor<f32>
    %2046 = tensor.empty() : tensor<f32>
    %2047 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%2039 : tensor<f32>) outs(%2046 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_14 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<f32>
    %2048 = tensor.empty() : tensor<f32>
    %2049 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%2047 : tensor<f32>) outs(%2048 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.exp %in : f32
      linalg.yield %4651 : f32
    } -> tensor<f32>
    %2050 = tensor.empty() : tensor<f32>
    %2051 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_25, %2049 : tensor<i64>, tensor<f32>) outs(%2050 : tensor<f32>) {
    ^bb0(%in: i64, %in_545: f32, %out: f32):
      %4651 = arith.sitofp %in : i64 to f32
      %4652 = arith.subf %4651, %in_545 : f32
      linalg.yield %4652 : f32
    } -> tensor<f32>
    %2052 = tensor.empty() : tensor<f32>
    %2053 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%2045 : tensor<f32>) outs(%2052 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.cmpf one, %in, %cst_0 : f32
      cf.assert %4651, "unimplemented: tensor with zero element"
      %4652 = arith.divf %cst_2, %in : f32
      linalg.yield %4652 : f32
    } -> tensor<f32>
    %2054 = tensor.empty() : tensor<f32>
    %2055 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%2053 : tensor<f32>) outs(%2054 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_13 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<f32>
    %2056 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%2051 : tensor<f32>) outs(%1036 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<f32>
    %2057 = tensor.empty() : tensor<256x64xf32>
    %2058 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg101 : tensor<256x64xf32>) outs(%2057 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256x64xf32>
    %2059 = tensor.empty() : tensor<256x64xf32>
    %2060 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2035 : tensor<256x64xf32>) outs(%2059 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256x64xf32>
    %2061 = tensor.empty() : tensor<256x64xf32>
    %2062 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2058, %2060 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%2061 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %2063 = tensor.empty() : tensor<256x64xf32>
    %2064 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg201 : tensor<256x64xf32>) outs(%2063 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256x64xf32>
    %2065 = tensor.empty() : tensor<256x64xf32>
    %2066 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2035 : tensor<256x64xf32>) outs(%2065 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256x64xf32>
    %2067 = tensor.empty() : tensor<256x64xf32>
    %2068 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2066, %2035 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%2067 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %2069 = tensor.empty() : tensor<256x64xf32>
    %2070 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2064, %2068 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%2069 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %2071 = tensor.empty() : tensor<256x64xf32>
    %2072 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2070 : tensor<256x64xf32>) outs(%2071 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %2073 = tensor.empty() : tensor<256x64xf32>
    %2074 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%2072, %2056 : tensor<256x64xf32>, tensor<f32>) outs(%2073 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %2075 = tensor.empty() : tensor<256x64xf32>
    %2076 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2074 : tensor<256x64xf32>) outs(%2075 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256x64xf32>
    %2077 = tensor.empty() : tensor<256x64xf32>
    %2078 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2062, %2076 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%2077 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %2079 = tensor.empty() : tensor<256x64xf32>
    %2080 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2055, %2078 : tensor<f32>, tensor<256x64xf32>) outs(%2079 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %2081 = tensor.empty() : tensor<256x64xf32>
    %2082 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg1, %2080 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%2081 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %2083 = tensor.empty() : tensor<32x64xf32>
    %2084 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg102 : tensor<32x64xf32>) outs(%2083 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<32x64xf32>
    %2085 = tensor.empty() : tensor<32x64xf32>
    %2086 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2029 : tensor<32x64xf32>) outs(%2085 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<32x64xf32>
    %2087 = tensor.empty() : tensor<32x64xf32>
    %2088 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2084, %2086 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%2087 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<32x64xf32>
    %2089 = tensor.empty() : tensor<32x64xf32>
    %2090 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg202 : tensor<32x64xf32>) outs(%2089 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<32x64xf32>
    %2091 = tensor.empty() : tensor<32x64xf32>
    %2092 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2029 : tensor<32x64xf32>) outs(%2091 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<32x64xf32>
    %2093 = tensor.empty() : tensor<32x64xf32>
    %2094 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2092, %2029 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%2093 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<32x64xf32>
    %2095 = tensor.empty() : tensor<32x64xf32>
    %2096 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2090, %2094 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%2095 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<32x64xf32>
    %2097 = tensor.empty() : tensor<32x64xf32>
    %2098 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2096 : tensor<32x64xf32>) outs(%2097 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<32x64xf32>
    %2099 = tensor.empty() : tensor<32x64xf32>
    %2100 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%2098, %2056 : tensor<32x64xf32>, tensor<f32>) outs(%2099 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<32x64xf32>
    %2101 = tensor.empty() : tensor<32x64xf32>
    %2102 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2100 : tensor<32x64xf32>) outs(%2101 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<32x64xf32>
    %2103 = tensor.empty() : tensor<32x64xf32>
    %2104 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2088, %2102 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%2103 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<32x64xf32>
    %2105 = tensor.empty() : tensor<32x64xf32>
    %2106 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2055, %2104 : tensor<f32>, tensor<32x64xf32>) outs(%2105 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<32x64xf32>
    %2107 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg2, %2106 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%2026 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<32x64xf32>
    %2108 = tensor.empty() : tensor<64xf32>
    %2109 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg103 : tensor<64xf32>) outs(%2108 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2110 = tensor.empty() : tensor<64xf32>
    %2111 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2016 : tensor<64xf32>) outs(%2110 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2112 = tensor.empty() : tensor<64xf32>
    %2113 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2109, %2111 : tensor<64xf32>, tensor<64xf32>) outs(%2112 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2114 = tensor.empty() : tensor<64xf32>
    %2115 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg203 : tensor<64xf32>) outs(%2114 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2116 = tensor.empty() : tensor<64xf32>
    %2117 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2016 : tensor<64xf32>) outs(%2116 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2118 = tensor.empty() : tensor<64xf32>
    %2119 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2117, %2016 : tensor<64xf32>, tensor<64xf32>) outs(%2118 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2120 = tensor.empty() : tensor<64xf32>
    %2121 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2115, %2119 : tensor<64xf32>, tensor<64xf32>) outs(%2120 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2122 = tensor.empty() : tensor<64xf32>
    %2123 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2121 : tensor<64xf32>) outs(%2122 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2124 = tensor.empty() : tensor<64xf32>
    %2125 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%2123, %2056 : tensor<64xf32>, tensor<f32>) outs(%2124 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2126 = tensor.empty() : tensor<64xf32>
    %2127 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2125 : tensor<64xf32>) outs(%2126 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2128 = tensor.empty() : tensor<64xf32>
    %2129 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2113, %2127 : tensor<64xf32>, tensor<64xf32>) outs(%2128 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2130 = tensor.empty() : tensor<64xf32>
    %2131 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %2129 : tensor<f32>, tensor<64xf32>) outs(%2130 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2132 = tensor.empty() : tensor<64xf32>
    %2133 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg3, %2131 : tensor<64xf32>, tensor<64xf32>) outs(%2132 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2134 = tensor.empty() : tensor<64xf32>
    %2135 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg104 : tensor<64xf32>) outs(%2134 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2136 = tensor.empty() : tensor<64xf32>
    %2137 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2017 : tensor<64xf32>) outs(%2136 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2138 = tensor.empty() : tensor<64xf32>
    %2139 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2135, %2137 : tensor<64xf32>, tensor<64xf32>) outs(%2138 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2140 = tensor.empty() : tensor<64xf32>
    %2141 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg204 : tensor<64xf32>) outs(%2140 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2142 = tensor.empty() : tensor<64xf32>
    %2143 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2017 : tensor<64xf32>) outs(%2142 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2144 = tensor.empty() : tensor<64xf32>
    %2145 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2143, %2017 : tensor<64xf32>, tensor<64xf32>) outs(%2144 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2146 = tensor.empty() : tensor<64xf32>
    %2147 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2141, %2145 : tensor<64xf32>, tensor<64xf32>) outs(%2146 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2148 = tensor.empty() : tensor<64xf32>
    %2149 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2147 : tensor<64xf32>) outs(%2148 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2150 = tensor.empty() : tensor<64xf32>
    %2151 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%2149, %2056 : tensor<64xf32>, tensor<f32>) outs(%2150 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2152 = tensor.empty() : tensor<64xf32>
    %2153 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2151 : tensor<64xf32>) outs(%2152 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2154 = tensor.empty() : tensor<64xf32>
    %2155 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2139, %2153 : tensor<64xf32>, tensor<64xf32>) outs(%2154 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2156 = tensor.empty() : tensor<64xf32>
    %2157 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %2155 : tensor<f32>, tensor<64xf32>) outs(%2156 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2158 = tensor.empty() : tensor<64xf32>
    %2159 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg4, %2157 : tensor<64xf32>, tensor<64xf32>) outs(%2158 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2160 = tensor.empty() : tensor<64x192xf32>
    %2161 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg105 : tensor<64x192xf32>) outs(%2160 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x192xf32>
    %2162 = tensor.empty() : tensor<64x192xf32>
    %2163 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1995 : tensor<64x192xf32>) outs(%2162 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x192xf32>
    %2164 = tensor.empty() : tensor<64x192xf32>
    %2165 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2161, %2163 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%2164 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %2166 = tensor.empty() : tensor<64x192xf32>
    %2167 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg205 : tensor<64x192xf32>) outs(%2166 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x192xf32>
    %2168 = tensor.empty() : tensor<64x192xf32>
    %2169 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1995 : tensor<64x192xf32>) outs(%2168 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x192xf32>
    %2170 = tensor.empty() : tensor<64x192xf32>
    %2171 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2169, %1995 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%2170 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %2172 = tensor.empty() : tensor<64x192xf32>
    %2173 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2167, %2171 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%2172 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %2174 = tensor.empty() : tensor<64x192xf32>
    %2175 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2173 : tensor<64x192xf32>) outs(%2174 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %2176 = tensor.empty() : tensor<64x192xf32>
    %2177 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%2175, %2056 : tensor<64x192xf32>, tensor<f32>) outs(%2176 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %2178 = tensor.empty() : tensor<64x192xf32>
    %2179 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2177 : tensor<64x192xf32>) outs(%2178 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x192xf32>
    %2180 = tensor.empty() : tensor<64x192xf32>
    %2181 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2165, %2179 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%2180 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %2182 = tensor.empty() : tensor<64x192xf32>
    %2183 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2055, %2181 : tensor<f32>, tensor<64x192xf32>) outs(%2182 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %2184 = tensor.empty() : tensor<64x192xf32>
    %2185 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg5, %2183 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%2184 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %2186 = tensor.empty() : tensor<192xf32>
    %2187 = tensor.empty() : tensor<192xf32>
    %2188 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg106 : tensor<192xf32>) outs(%2187 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<192xf32>
    %2189 = tensor.empty() : tensor<192xf32>
    %2190 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_536 : tensor<192xf32>) outs(%2189 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<192xf32>
    %2191 = tensor.empty() : tensor<192xf32>
    %2192 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2188, %2190 : tensor<192xf32>, tensor<192xf32>) outs(%2191 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %2193 = tensor.empty() : tensor<192xf32>
    %2194 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg206 : tensor<192xf32>) outs(%2193 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<192xf32>
    %2195 = tensor.empty() : tensor<192xf32>
    %2196 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_536 : tensor<192xf32>) outs(%2195 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<192xf32>
    %2197 = tensor.empty() : tensor<192xf32>
    %2198 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2196, %collapsed_536 : tensor<192xf32>, tensor<192xf32>) outs(%2197 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %2199 = tensor.empty() : tensor<192xf32>
    %2200 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2194, %2198 : tensor<192xf32>, tensor<192xf32>) outs(%2199 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %2201 = tensor.empty() : tensor<192xf32>
    %2202 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2200 : tensor<192xf32>) outs(%2201 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %2203 = tensor.empty() : tensor<192xf32>
    %2204 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%2202, %2056 : tensor<192xf32>, tensor<f32>) outs(%2203 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %2205 = tensor.empty() : tensor<192xf32>
    %2206 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2204 : tensor<192xf32>) outs(%2205 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<192xf32>
    %2207 = tensor.empty() : tensor<192xf32>
    %2208 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2192, %2206 : tensor<192xf32>, tensor<192xf32>) outs(%2207 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %2209 = tensor.empty() : tensor<192xf32>
    %2210 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %2208 : tensor<f32>, tensor<192xf32>) outs(%2209 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %2211 = tensor.empty() : tensor<192xf32>
    %2212 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg6, %2210 : tensor<192xf32>, tensor<192xf32>) outs(%2211 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %2213 = tensor.empty() : tensor<64x64xf32>
    %2214 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg107 : tensor<64x64xf32>) outs(%2213 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x64xf32>
    %2215 = tensor.empty() : tensor<64x64xf32>
    %2216 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1974 : tensor<64x64xf32>) outs(%2215 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x64xf32>
    %2217 = tensor.empty() : tensor<64x64xf32>
    %2218 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2214, %2216 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%2217 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %2219 = tensor.empty() : tensor<64x64xf32>
    %2220 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg207 : tensor<64x64xf32>) outs(%2219 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x64xf32>
    %2221 = tensor.empty() : tensor<64x64xf32>
    %2222 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1974 : tensor<64x64xf32>) outs(%2221 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x64xf32>
    %2223 = tensor.empty() : tensor<64x64xf32>
    %2224 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2222, %1974 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%2223 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %2225 = tensor.empty() : tensor<64x64xf32>
    %2226 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2220, %2224 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%2225 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %2227 = tensor.empty() : tensor<64x64xf32>
    %2228 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2226 : tensor<64x64xf32>) outs(%2227 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %2229 = tensor.empty() : tensor<64x64xf32>
    %2230 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%2228, %2056 : tensor<64x64xf32>, tensor<f32>) outs(%2229 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %2231 = tensor.empty() : tensor<64x64xf32>
    %2232 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2230 : tensor<64x64xf32>) outs(%2231 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x64xf32>
    %2233 = tensor.empty() : tensor<64x64xf32>
    %2234 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2218, %2232 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%2233 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %2235 = tensor.empty() : tensor<64x64xf32>
    %2236 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2055, %2234 : tensor<f32>, tensor<64x64xf32>) outs(%2235 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %2237 = tensor.empty() : tensor<64x64xf32>
    %2238 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg7, %2236 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%2237 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %2239 = tensor.empty() : tensor<64xf32>
    %2240 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg108 : tensor<64xf32>) outs(%2239 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2241 = tensor.empty() : tensor<64xf32>
    %2242 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_513 : tensor<64xf32>) outs(%2241 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2243 = tensor.empty() : tensor<64xf32>
    %2244 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2240, %2242 : tensor<64xf32>, tensor<64xf32>) outs(%2243 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2245 = tensor.empty() : tensor<64xf32>
    %2246 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg208 : tensor<64xf32>) outs(%2245 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2247 = tensor.empty() : tensor<64xf32>
    %2248 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_513 : tensor<64xf32>) outs(%2247 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2249 = tensor.empty() : tensor<64xf32>
    %2250 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2248, %collapsed_513 : tensor<64xf32>, tensor<64xf32>) outs(%2249 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2251 = tensor.empty() : tensor<64xf32>
    %2252 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2246, %2250 : tensor<64xf32>, tensor<64xf32>) outs(%2251 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2253 = tensor.empty() : tensor<64xf32>
    %2254 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2252 : tensor<64xf32>) outs(%2253 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2255 = tensor.empty() : tensor<64xf32>
    %2256 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%2254, %2056 : tensor<64xf32>, tensor<f32>) outs(%2255 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2257 = tensor.empty() : tensor<64xf32>
    %2258 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2256 : tensor<64xf32>) outs(%2257 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2259 = tensor.empty() : tensor<64xf32>
    %2260 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2244, %2258 : tensor<64xf32>, tensor<64xf32>) outs(%2259 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2261 = tensor.empty() : tensor<64xf32>
    %2262 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %2260 : tensor<f32>, tensor<64xf32>) outs(%2261 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2263 = tensor.empty() : tensor<64xf32>
    %2264 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg8, %2262 : tensor<64xf32>, tensor<64xf32>) outs(%2263 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2265 = tensor.empty() : tensor<64xf32>
    %2266 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg109 : tensor<64xf32>) outs(%2265 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2267 = tensor.empty() : tensor<64xf32>
    %2268 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1967 : tensor<64xf32>) outs(%2267 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2269 = tensor.empty() : tensor<64xf32>
    %2270 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2266, %2268 : tensor<64xf32>, tensor<64xf32>) outs(%2269 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2271 = tensor.empty() : tensor<64xf32>
    %2272 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg209 : tensor<64xf32>) outs(%2271 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2273 = tensor.empty() : tensor<64xf32>
    %2274 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1967 : tensor<64xf32>) outs(%2273 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2275 = tensor.empty() : tensor<64xf32>
    %2276 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2274, %1967 : tensor<64xf32>, tensor<64xf32>) outs(%2275 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2277 = tensor.empty() : tensor<64xf32>
    %2278 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2272, %2276 : tensor<64xf32>, tensor<64xf32>) outs(%2277 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2279 = tensor.empty() : tensor<64xf32>
    %2280 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2278 : tensor<64xf32>) outs(%2279 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2281 = tensor.empty() : tensor<64xf32>
    %2282 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%2280, %2056 : tensor<64xf32>, tensor<f32>) outs(%2281 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2283 = tensor.empty() : tensor<64xf32>
    %2284 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2282 : tensor<64xf32>) outs(%2283 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2285 = tensor.empty() : tensor<64xf32>
    %2286 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2270, %2284 : tensor<64xf32>, tensor<64xf32>) outs(%2285 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2287 = tensor.empty() : tensor<64xf32>
    %2288 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %2286 : tensor<f32>, tensor<64xf32>) outs(%2287 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2289 = tensor.empty() : tensor<64xf32>
    %2290 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg9, %2288 : tensor<64xf32>, tensor<64xf32>) outs(%2289 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2291 = tensor.empty() : tensor<64xf32>
    %2292 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg110 : tensor<64xf32>) outs(%2291 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2293 = tensor.empty() : tensor<64xf32>
    %2294 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1968 : tensor<64xf32>) outs(%2293 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2295 = tensor.empty() : tensor<64xf32>
    %2296 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2292, %2294 : tensor<64xf32>, tensor<64xf32>) outs(%2295 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2297 = tensor.empty() : tensor<64xf32>
    %2298 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg210 : tensor<64xf32>) outs(%2297 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2299 = tensor.empty() : tensor<64xf32>
    %2300 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1968 : tensor<64xf32>) outs(%2299 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2301 = tensor.empty() : tensor<64xf32>
    %2302 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2300, %1968 : tensor<64xf32>, tensor<64xf32>) outs(%2301 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2303 = tensor.empty() : tensor<64xf32>
    %2304 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2298, %2302 : tensor<64xf32>, tensor<64xf32>) outs(%2303 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2305 = tensor.empty() : tensor<64xf32>
    %2306 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2304 : tensor<64xf32>) outs(%2305 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2307 = tensor.empty() : tensor<64xf32>
    %2308 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%2306, %2056 : tensor<64xf32>, tensor<f32>) outs(%2307 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2309 = tensor.empty() : tensor<64xf32>
    %2310 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2308 : tensor<64xf32>) outs(%2309 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2311 = tensor.empty() : tensor<64xf32>
    %2312 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2296, %2310 : tensor<64xf32>, tensor<64xf32>) outs(%2311 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2313 = tensor.empty() : tensor<64xf32>
    %2314 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %2312 : tensor<f32>, tensor<64xf32>) outs(%2313 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2315 = tensor.empty() : tensor<64xf32>
    %2316 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg10, %2314 : tensor<64xf32>, tensor<64xf32>) outs(%2315 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2317 = tensor.empty() : tensor<64x256xf32>
    %2318 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg111 : tensor<64x256xf32>) outs(%2317 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x256xf32>
    %2319 = tensor.empty() : tensor<64x256xf32>
    %2320 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1945 : tensor<64x256xf32>) outs(%2319 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x256xf32>
    %2321 = tensor.empty() : tensor<64x256xf32>
    %2322 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2318, %2320 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%2321 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %2323 = tensor.empty() : tensor<64x256xf32>
    %2324 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg211 : tensor<64x256xf32>) outs(%2323 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x256xf32>
    %2325 = tensor.empty() : tensor<64x256xf32>
    %2326 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1945 : tensor<64x256xf32>) outs(%2325 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x256xf32>
    %2327 = tensor.empty() : tensor<64x256xf32>
    %2328 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2326, %1945 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%2327 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %2329 = tensor.empty() : tensor<64x256xf32>
    %2330 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2324, %2328 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%2329 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %2331 = tensor.empty() : tensor<64x256xf32>
    %2332 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2330 : tensor<64x256xf32>) outs(%2331 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %2333 = tensor.empty() : tensor<64x256xf32>
    %2334 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%2332, %2056 : tensor<64x256xf32>, tensor<f32>) outs(%2333 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %2335 = tensor.empty() : tensor<64x256xf32>
    %2336 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2334 : tensor<64x256xf32>) outs(%2335 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x256xf32>
    %2337 = tensor.empty() : tensor<64x256xf32>
    %2338 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2322, %2336 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%2337 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %2339 = tensor.empty() : tensor<64x256xf32>
    %2340 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2055, %2338 : tensor<f32>, tensor<64x256xf32>) outs(%2339 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %2341 = tensor.empty() : tensor<64x256xf32>
    %2342 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg11, %2340 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%2341 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %2343 = tensor.empty() : tensor<256xf32>
    %2344 = tensor.empty() : tensor<256xf32>
    %2345 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg112 : tensor<256xf32>) outs(%2344 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256xf32>
    %2346 = tensor.empty() : tensor<256xf32>
    %2347 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_508 : tensor<256xf32>) outs(%2346 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256xf32>
    %2348 = tensor.empty() : tensor<256xf32>
    %2349 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2345, %2347 : tensor<256xf32>, tensor<256xf32>) outs(%2348 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %2350 = tensor.empty() : tensor<256xf32>
    %2351 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg212 : tensor<256xf32>) outs(%2350 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256xf32>
    %2352 = tensor.empty() : tensor<256xf32>
    %2353 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_508 : tensor<256xf32>) outs(%2352 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256xf32>
    %2354 = tensor.empty() : tensor<256xf32>
    %2355 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2353, %collapsed_508 : tensor<256xf32>, tensor<256xf32>) outs(%2354 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %2356 = tensor.empty() : tensor<256xf32>
    %2357 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2351, %2355 : tensor<256xf32>, tensor<256xf32>) outs(%2356 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %2358 = tensor.empty() : tensor<256xf32>
    %2359 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2357 : tensor<256xf32>) outs(%2358 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %2360 = tensor.empty() : tensor<256xf32>
    %2361 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%2359, %2056 : tensor<256xf32>, tensor<f32>) outs(%2360 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %2362 = tensor.empty() : tensor<256xf32>
    %2363 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2361 : tensor<256xf32>) outs(%2362 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256xf32>
    %2364 = tensor.empty() : tensor<256xf32>
    %2365 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2349, %2363 : tensor<256xf32>, tensor<256xf32>) outs(%2364 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %2366 = tensor.empty() : tensor<256xf32>
    %2367 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %2365 : tensor<f32>, tensor<256xf32>) outs(%2366 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %2368 = tensor.empty() : tensor<256xf32>
    %2369 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg12, %2367 : tensor<256xf32>, tensor<256xf32>) outs(%2368 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %2370 = tensor.empty() : tensor<256x64xf32>
    %2371 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg113 : tensor<256x64xf32>) outs(%2370 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256x64xf32>
    %2372 = tensor.empty() : tensor<256x64xf32>
    %2373 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1915 : tensor<256x64xf32>) outs(%2372 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256x64xf32>
    %2374 = tensor.empty() : tensor<256x64xf32>
    %2375 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2371, %2373 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%2374 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %2376 = tensor.empty() : tensor<256x64xf32>
    %2377 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg213 : tensor<256x64xf32>) outs(%2376 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256x64xf32>
    %2378 = tensor.empty() : tensor<256x64xf32>
    %2379 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1915 : tensor<256x64xf32>) outs(%2378 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256x64xf32>
    %2380 = tensor.empty() : tensor<256x64xf32>
    %2381 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2379, %1915 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%2380 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %2382 = tensor.empty() : tensor<256x64xf32>
    %2383 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2377, %2381 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%2382 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %2384 = tensor.empty() : tensor<256x64xf32>
    %2385 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2383 : tensor<256x64xf32>) outs(%2384 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %2386 = tensor.empty() : tensor<256x64xf32>
    %2387 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%2385, %2056 : tensor<256x64xf32>, tensor<f32>) outs(%2386 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %2388 = tensor.empty() : tensor<256x64xf32>
    %2389 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2387 : tensor<256x64xf32>) outs(%2388 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256x64xf32>
    %2390 = tensor.empty() : tensor<256x64xf32>
    %2391 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2375, %2389 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%2390 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %2392 = tensor.empty() : tensor<256x64xf32>
    %2393 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2055, %2391 : tensor<f32>, tensor<256x64xf32>) outs(%2392 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %2394 = tensor.empty() : tensor<256x64xf32>
    %2395 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg13, %2393 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%2394 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %2396 = tensor.empty() : tensor<64xf32>
    %2397 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg114 : tensor<64xf32>) outs(%2396 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2398 = tensor.empty() : tensor<64xf32>
    %2399 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_503 : tensor<64xf32>) outs(%2398 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2400 = tensor.empty() : tensor<64xf32>
    %2401 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2397, %2399 : tensor<64xf32>, tensor<64xf32>) outs(%2400 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2402 = tensor.empty() : tensor<64xf32>
    %2403 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg214 : tensor<64xf32>) outs(%2402 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2404 = tensor.empty() : tensor<64xf32>
    %2405 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_503 : tensor<64xf32>) outs(%2404 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2406 = tensor.empty() : tensor<64xf32>
    %2407 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2405, %collapsed_503 : tensor<64xf32>, tensor<64xf32>) outs(%2406 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2408 = tensor.empty() : tensor<64xf32>
    %2409 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2403, %2407 : tensor<64xf32>, tensor<64xf32>) outs(%2408 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2410 = tensor.empty() : tensor<64xf32>
    %2411 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2409 : tensor<64xf32>) outs(%2410 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2412 = tensor.empty() : tensor<64xf32>
    %2413 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%2411, %2056 : tensor<64xf32>, tensor<f32>) outs(%2412 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2414 = tensor.empty() : tensor<64xf32>
    %2415 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2413 : tensor<64xf32>) outs(%2414 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2416 = tensor.empty() : tensor<64xf32>
    %2417 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2401, %2415 : tensor<64xf32>, tensor<64xf32>) outs(%2416 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2418 = tensor.empty() : tensor<64xf32>
    %2419 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %2417 : tensor<f32>, tensor<64xf32>) outs(%2418 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2420 = tensor.empty() : tensor<64xf32>
    %2421 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg14, %2419 : tensor<64xf32>, tensor<64xf32>) outs(%2420 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2422 = tensor.empty() : tensor<64xf32>
    %2423 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg115 : tensor<64xf32>) outs(%2422 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2424 = tensor.empty() : tensor<64xf32>
    %2425 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1908 : tensor<64xf32>) outs(%2424 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2426 = tensor.empty() : tensor<64xf32>
    %2427 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2423, %2425 : tensor<64xf32>, tensor<64xf32>) outs(%2426 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2428 = tensor.empty() : tensor<64xf32>
    %2429 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg215 : tensor<64xf32>) outs(%2428 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2430 = tensor.empty() : tensor<64xf32>
    %2431 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1908 : tensor<64xf32>) outs(%2430 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2432 = tensor.empty() : tensor<64xf32>
    %2433 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2431, %1908 : tensor<64xf32>, tensor<64xf32>) outs(%2432 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2434 = tensor.empty() : tensor<64xf32>
    %2435 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2429, %2433 : tensor<64xf32>, tensor<64xf32>) outs(%2434 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2436 = tensor.empty() : tensor<64xf32>
    %2437 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2435 : tensor<64xf32>) outs(%2436 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2438 = tensor.empty() : tensor<64xf32>
    %2439 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%2437, %2056 : tensor<64xf32>, tensor<f32>) outs(%2438 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2440 = tensor.empty() : tensor<64xf32>
    %2441 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2439 : tensor<64xf32>) outs(%2440 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2442 = tensor.empty() : tensor<64xf32>
    %2443 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2427, %2441 : tensor<64xf32>, tensor<64xf32>) outs(%2442 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2444 = tensor.empty() : tensor<64xf32>
    %2445 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %2443 : tensor<f32>, tensor<64xf32>) outs(%2444 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2446 = tensor.empty() : tensor<64xf32>
    %2447 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg15, %2445 : tensor<64xf32>, tensor<64xf32>) outs(%2446 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2448 = tensor.empty() : tensor<64xf32>
    %2449 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg116 : tensor<64xf32>) outs(%2448 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2450 = tensor.empty() : tensor<64xf32>
    %2451 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1909 : tensor<64xf32>) outs(%2450 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2452 = tensor.empty() : tensor<64xf32>
    %2453 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2449, %2451 : tensor<64xf32>, tensor<64xf32>) outs(%2452 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2454 = tensor.empty() : tensor<64xf32>
    %2455 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg216 : tensor<64xf32>) outs(%2454 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2456 = tensor.empty() : tensor<64xf32>
    %2457 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1909 : tensor<64xf32>) outs(%2456 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2458 = tensor.empty() : tensor<64xf32>
    %2459 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2457, %1909 : tensor<64xf32>, tensor<64xf32>) outs(%2458 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2460 = tensor.empty() : tensor<64xf32>
    %2461 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2455, %2459 : tensor<64xf32>, tensor<64xf32>) outs(%2460 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2462 = tensor.empty() : tensor<64xf32>
    %2463 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2461 : tensor<64xf32>) outs(%2462 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2464 = tensor.empty() : tensor<64xf32>
    %2465 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%2463, %2056 : tensor<64xf32>, tensor<f32>) outs(%2464 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2466 = tensor.empty() : tensor<64xf32>
    %2467 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2465 : tensor<64xf32>) outs(%2466 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2468 = tensor.empty() : tensor<64xf32>
    %2469 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2453, %2467 : tensor<64xf32>, tensor<64xf32>) outs(%2468 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2470 = tensor.empty() : tensor<64xf32>
    %2471 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %2469 : tensor<f32>, tensor<64xf32>) outs(%2470 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2472 = tensor.empty() : tensor<64xf32>
    %2473 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg16, %2471 : tensor<64xf32>, tensor<64xf32>) outs(%2472 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2474 = tensor.empty() : tensor<64x192xf32>
    %2475 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg117 : tensor<64x192xf32>) outs(%2474 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x192xf32>
    %2476 = tensor.empty() : tensor<64x192xf32>
    %2477 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1886 : tensor<64x192xf32>) outs(%2476 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x192xf32>
    %2478 = tensor.empty() : tensor<64x192xf32>
    %2479 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2475, %2477 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%2478 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %2480 = tensor.empty() : tensor<64x192xf32>
    %2481 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg217 : tensor<64x192xf32>) outs(%2480 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x192xf32>
    %2482 = tensor.empty() : tensor<64x192xf32>
    %2483 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1886 : tensor<64x192xf32>) outs(%2482 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x192xf32>
    %2484 = tensor.empty() : tensor<64x192xf32>
    %2485 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2483, %1886 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%2484 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %2486 = tensor.empty() : tensor<64x192xf32>
    %2487 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2481, %2485 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%2486 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %2488 = tensor.empty() : tensor<64x192xf32>
    %2489 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2487 : tensor<64x192xf32>) outs(%2488 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %2490 = tensor.empty() : tensor<64x192xf32>
    %2491 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%2489, %2056 : tensor<64x192xf32>, tensor<f32>) outs(%2490 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %2492 = tensor.empty() : tensor<64x192xf32>
    %2493 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2491 : tensor<64x192xf32>) outs(%2492 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x192xf32>
    %2494 = tensor.empty() : tensor<64x192xf32>
    %2495 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2479, %2493 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%2494 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %2496 = tensor.empty() : tensor<64x192xf32>
    %2497 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2055, %2495 : tensor<f32>, tensor<64x192xf32>) outs(%2496 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %2498 = tensor.empty() : tensor<64x192xf32>
    %2499 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg17, %2497 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%2498 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %2500 = tensor.empty() : tensor<192xf32>
    %2501 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg118 : tensor<192xf32>) outs(%2500 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<192xf32>
    %2502 = tensor.empty() : tensor<192xf32>
    %2503 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_498 : tensor<192xf32>) outs(%2502 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<192xf32>
    %2504 = tensor.empty() : tensor<192xf32>
    %2505 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2501, %2503 : tensor<192xf32>, tensor<192xf32>) outs(%2504 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %2506 = tensor.empty() : tensor<192xf32>
    %2507 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg218 : tensor<192xf32>) outs(%2506 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<192xf32>
    %2508 = tensor.empty() : tensor<192xf32>
    %2509 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_498 : tensor<192xf32>) outs(%2508 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<192xf32>
    %2510 = tensor.empty() : tensor<192xf32>
    %2511 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2509, %collapsed_498 : tensor<192xf32>, tensor<192xf32>) outs(%2510 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %2512 = tensor.empty() : tensor<192xf32>
    %2513 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2507, %2511 : tensor<192xf32>, tensor<192xf32>) outs(%2512 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %2514 = tensor.empty() : tensor<192xf32>
    %2515 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2513 : tensor<192xf32>) outs(%2514 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %2516 = tensor.empty() : tensor<192xf32>
    %2517 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%2515, %2056 : tensor<192xf32>, tensor<f32>) outs(%2516 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %2518 = tensor.empty() : tensor<192xf32>
    %2519 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2517 : tensor<192xf32>) outs(%2518 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<192xf32>
    %2520 = tensor.empty() : tensor<192xf32>
    %2521 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2505, %2519 : tensor<192xf32>, tensor<192xf32>) outs(%2520 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %2522 = tensor.empty() : tensor<192xf32>
    %2523 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %2521 : tensor<f32>, tensor<192xf32>) outs(%2522 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %2524 = tensor.empty() : tensor<192xf32>
    %2525 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg18, %2523 : tensor<192xf32>, tensor<192xf32>) outs(%2524 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %2526 = tensor.empty() : tensor<64x64xf32>
    %2527 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg119 : tensor<64x64xf32>) outs(%2526 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x64xf32>
    %2528 = tensor.empty() : tensor<64x64xf32>
    %2529 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1860 : tensor<64x64xf32>) outs(%2528 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x64xf32>
    %2530 = tensor.empty() : tensor<64x64xf32>
    %2531 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2527, %2529 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%2530 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %2532 = tensor.empty() : tensor<64x64xf32>
    %2533 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg219 : tensor<64x64xf32>) outs(%2532 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x64xf32>
    %2534 = tensor.empty() : tensor<64x64xf32>
    %2535 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1860 : tensor<64x64xf32>) outs(%2534 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x64xf32>
    %2536 = tensor.empty() : tensor<64x64xf32>
    %2537 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2535, %1860 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%2536 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %2538 = tensor.empty() : tensor<64x64xf32>
    %2539 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2533, %2537 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%2538 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %2540 = tensor.empty() : tensor<64x64xf32>
    %2541 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2539 : tensor<64x64xf32>) outs(%2540 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %2542 = tensor.empty() : tensor<64x64xf32>
    %2543 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%2541, %2056 : tensor<64x64xf32>, tensor<f32>) outs(%2542 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %2544 = tensor.empty() : tensor<64x64xf32>
    %2545 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2543 : tensor<64x64xf32>) outs(%2544 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x64xf32>
    %2546 = tensor.empty() : tensor<64x64xf32>
    %2547 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2531, %2545 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%2546 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %2548 = tensor.empty() : tensor<64x64xf32>
    %2549 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2055, %2547 : tensor<f32>, tensor<64x64xf32>) outs(%2548 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %2550 = tensor.empty() : tensor<64x64xf32>
    %2551 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg19, %2549 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%2550 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %2552 = tensor.empty() : tensor<64xf32>
    %2553 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg120 : tensor<64xf32>) outs(%2552 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2554 = tensor.empty() : tensor<64xf32>
    %2555 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_475 : tensor<64xf32>) outs(%2554 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2556 = tensor.empty() : tensor<64xf32>
    %2557 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2553, %2555 : tensor<64xf32>, tensor<64xf32>) outs(%2556 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2558 = tensor.empty() : tensor<64xf32>
    %2559 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg220 : tensor<64xf32>) outs(%2558 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2560 = tensor.empty() : tensor<64xf32>
    %2561 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_475 : tensor<64xf32>) outs(%2560 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2562 = tensor.empty() : tensor<64xf32>
    %2563 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2561, %collapsed_475 : tensor<64xf32>, tensor<64xf32>) outs(%2562 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2564 = tensor.empty() : tensor<64xf32>
    %2565 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2559, %2563 : tensor<64xf32>, tensor<64xf32>) outs(%2564 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2566 = tensor.empty() : tensor<64xf32>
    %2567 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2565 : tensor<64xf32>) outs(%2566 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2568 = tensor.empty() : tensor<64xf32>
    %2569 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%2567, %2056 : tensor<64xf32>, tensor<f32>) outs(%2568 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2570 = tensor.empty() : tensor<64xf32>
    %2571 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2569 : tensor<64xf32>) outs(%2570 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2572 = tensor.empty() : tensor<64xf32>
    %2573 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2557, %2571 : tensor<64xf32>, tensor<64xf32>) outs(%2572 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2574 = tensor.empty() : tensor<64xf32>
    %2575 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %2573 : tensor<f32>, tensor<64xf32>) outs(%2574 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2576 = tensor.empty() : tensor<64xf32>
    %2577 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg20, %2575 : tensor<64xf32>, tensor<64xf32>) outs(%2576 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2578 = tensor.empty() : tensor<64xf32>
    %2579 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg121 : tensor<64xf32>) outs(%2578 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2580 = tensor.empty() : tensor<64xf32>
    %2581 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1853 : tensor<64xf32>) outs(%2580 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2582 = tensor.empty() : tensor<64xf32>
    %2583 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2579, %2581 : tensor<64xf32>, tensor<64xf32>) outs(%2582 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2584 = tensor.empty() : tensor<64xf32>
    %2585 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg221 : tensor<64xf32>) outs(%2584 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2586 = tensor.empty() : tensor<64xf32>
    %2587 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1853 : tensor<64xf32>) outs(%2586 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2588 = tensor.empty() : tensor<64xf32>
    %2589 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2587, %1853 : tensor<64xf32>, tensor<64xf32>) outs(%2588 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2590 = tensor.empty() : tensor<64xf32>
    %2591 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2585, %2589 : tensor<64xf32>, tensor<64xf32>) outs(%2590 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2592 = tensor.empty() : tensor<64xf32>
    %2593 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2591 : tensor<64xf32>) outs(%2592 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2594 = tensor.empty() : tensor<64xf32>
    %2595 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%2593, %2056 : tensor<64xf32>, tensor<f32>) outs(%2594 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2596 = tensor.empty() : tensor<64xf32>
    %2597 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2595 : tensor<64xf32>) outs(%2596 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2598 = tensor.empty() : tensor<64xf32>
    %2599 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2583, %2597 : tensor<64xf32>, tensor<64xf32>) outs(%2598 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2600 = tensor.empty() : tensor<64xf32>
    %2601 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %2599 : tensor<f32>, tensor<64xf32>) outs(%2600 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2602 = tensor.empty() : tensor<64xf32>
    %2603 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg21, %2601 : tensor<64xf32>, tensor<64xf32>) outs(%2602 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2604 = tensor.empty() : tensor<64xf32>
    %2605 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg122 : tensor<64xf32>) outs(%2604 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2606 = tensor.empty() : tensor<64xf32>
    %2607 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1854 : tensor<64xf32>) outs(%2606 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2608 = tensor.empty() : tensor<64xf32>
    %2609 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2605, %2607 : tensor<64xf32>, tensor<64xf32>) outs(%2608 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2610 = tensor.empty() : tensor<64xf32>
    %2611 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg222 : tensor<64xf32>) outs(%2610 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2612 = tensor.empty() : tensor<64xf32>
    %2613 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1854 : tensor<64xf32>) outs(%2612 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2614 = tensor.empty() : tensor<64xf32>
    %2615 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2613, %1854 : tensor<64xf32>, tensor<64xf32>) outs(%2614 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2616 = tensor.empty() : tensor<64xf32>
    %2617 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2611, %2615 : tensor<64xf32>, tensor<64xf32>) outs(%2616 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2618 = tensor.empty() : tensor<64xf32>
    %2619 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2617 : tensor<64xf32>) outs(%2618 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2620 = tensor.empty() : tensor<64xf32>
    %2621 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%2619, %2056 : tensor<64xf32>, tensor<f32>) outs(%2620 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2622 = tensor.empty() : tensor<64xf32>
    %2623 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2621 : tensor<64xf32>) outs(%2622 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2624 = tensor.empty() : tensor<64xf32>
    %2625 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2609, %2623 : tensor<64xf32>, tensor<64xf32>) outs(%2624 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2626 = tensor.empty() : tensor<64xf32>
    %2627 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %2625 : tensor<f32>, tensor<64xf32>) outs(%2626 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2628 = tensor.empty() : tensor<64xf32>
    %2629 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg22, %2627 : tensor<64xf32>, tensor<64xf32>) outs(%2628 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2630 = tensor.empty() : tensor<64x256xf32>
    %2631 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg123 : tensor<64x256xf32>) outs(%2630 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x256xf32>
    %2632 = tensor.empty() : tensor<64x256xf32>
    %2633 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1831 : tensor<64x256xf32>) outs(%2632 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x256xf32>
    %2634 = tensor.empty() : tensor<64x256xf32>
    %2635 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2631, %2633 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%2634 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %2636 = tensor.empty() : tensor<64x256xf32>
    %2637 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg223 : tensor<64x256xf32>) outs(%2636 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x256xf32>
    %2638 = tensor.empty() : tensor<64x256xf32>
    %2639 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1831 : tensor<64x256xf32>) outs(%2638 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x256xf32>
    %2640 = tensor.empty() : tensor<64x256xf32>
    %2641 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2639, %1831 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%2640 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %2642 = tensor.empty() : tensor<64x256xf32>
    %2643 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2637, %2641 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%2642 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %2644 = tensor.empty() : tensor<64x256xf32>
    %2645 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2643 : tensor<64x256xf32>) outs(%2644 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %2646 = tensor.empty() : tensor<64x256xf32>
    %2647 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%2645, %2056 : tensor<64x256xf32>, tensor<f32>) outs(%2646 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %2648 = tensor.empty() : tensor<64x256xf32>
    %2649 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2647 : tensor<64x256xf32>) outs(%2648 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x256xf32>
    %2650 = tensor.empty() : tensor<64x256xf32>
    %2651 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2635, %2649 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%2650 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %2652 = tensor.empty() : tensor<64x256xf32>
    %2653 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2055, %2651 : tensor<f32>, tensor<64x256xf32>) outs(%2652 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %2654 = tensor.empty() : tensor<64x256xf32>
    %2655 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg23, %2653 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%2654 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %2656 = tensor.empty() : tensor<256xf32>
    %2657 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg124 : tensor<256xf32>) outs(%2656 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256xf32>
    %2658 = tensor.empty() : tensor<256xf32>
    %2659 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_470 : tensor<256xf32>) outs(%2658 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256xf32>
    %2660 = tensor.empty() : tensor<256xf32>
    %2661 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2657, %2659 : tensor<256xf32>, tensor<256xf32>) outs(%2660 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %2662 = tensor.empty() : tensor<256xf32>
    %2663 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg224 : tensor<256xf32>) outs(%2662 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256xf32>
    %2664 = tensor.empty() : tensor<256xf32>
    %2665 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_470 : tensor<256xf32>) outs(%2664 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256xf32>
    %2666 = tensor.empty() : tensor<256xf32>
    %2667 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2665, %collapsed_470 : tensor<256xf32>, tensor<256xf32>) outs(%2666 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %2668 = tensor.empty() : tensor<256xf32>
    %2669 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2663, %2667 : tensor<256xf32>, tensor<256xf32>) outs(%2668 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %2670 = tensor.empty() : tensor<256xf32>
    %2671 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2669 : tensor<256xf32>) outs(%2670 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %2672 = tensor.empty() : tensor<256xf32>
    %2673 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%2671, %2056 : tensor<256xf32>, tensor<f32>) outs(%2672 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %2674 = tensor.empty() : tensor<256xf32>
    %2675 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2673 : tensor<256xf32>) outs(%2674 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256xf32>
    %2676 = tensor.empty() : tensor<256xf32>
    %2677 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2661, %2675 : tensor<256xf32>, tensor<256xf32>) outs(%2676 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %2678 = tensor.empty() : tensor<256xf32>
    %2679 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %2677 : tensor<f32>, tensor<256xf32>) outs(%2678 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %2680 = tensor.empty() : tensor<256xf32>
    %2681 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg24, %2679 : tensor<256xf32>, tensor<256xf32>) outs(%2680 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %2682 = tensor.empty() : tensor<256x64xf32>
    %2683 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg125 : tensor<256x64xf32>) outs(%2682 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256x64xf32>
    %2684 = tensor.empty() : tensor<256x64xf32>
    %2685 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1800 : tensor<256x64xf32>) outs(%2684 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256x64xf32>
    %2686 = tensor.empty() : tensor<256x64xf32>
    %2687 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2683, %2685 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%2686 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %2688 = tensor.empty() : tensor<256x64xf32>
    %2689 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg225 : tensor<256x64xf32>) outs(%2688 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256x64xf32>
    %2690 = tensor.empty() : tensor<256x64xf32>
    %2691 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1800 : tensor<256x64xf32>) outs(%2690 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256x64xf32>
    %2692 = tensor.empty() : tensor<256x64xf32>
    %2693 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2691, %1800 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%2692 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %2694 = tensor.empty() : tensor<256x64xf32>
    %2695 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2689, %2693 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%2694 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %2696 = tensor.empty() : tensor<256x64xf32>
    %2697 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2695 : tensor<256x64xf32>) outs(%2696 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %2698 = tensor.empty() : tensor<256x64xf32>
    %2699 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%2697, %2056 : tensor<256x64xf32>, tensor<f32>) outs(%2698 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %2700 = tensor.empty() : tensor<256x64xf32>
    %2701 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2699 : tensor<256x64xf32>) outs(%2700 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256x64xf32>
    %2702 = tensor.empty() : tensor<256x64xf32>
    %2703 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2687, %2701 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%2702 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %2704 = tensor.empty() : tensor<256x64xf32>
    %2705 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2055, %2703 : tensor<f32>, tensor<256x64xf32>) outs(%2704 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %2706 = tensor.empty() : tensor<256x64xf32>
    %2707 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg25, %2705 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%2706 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %2708 = tensor.empty() : tensor<64xf32>
    %2709 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg126 : tensor<64xf32>) outs(%2708 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2710 = tensor.empty() : tensor<64xf32>
    %2711 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_465 : tensor<64xf32>) outs(%2710 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2712 = tensor.empty() : tensor<64xf32>
    %2713 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2709, %2711 : tensor<64xf32>, tensor<64xf32>) outs(%2712 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2714 = tensor.empty() : tensor<64xf32>
    %2715 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg226 : tensor<64xf32>) outs(%2714 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2716 = tensor.empty() : tensor<64xf32>
    %2717 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_465 : tensor<64xf32>) outs(%2716 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2718 = tensor.empty() : tensor<64xf32>
    %2719 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2717, %collapsed_465 : tensor<64xf32>, tensor<64xf32>) outs(%2718 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2720 = tensor.empty() : tensor<64xf32>
    %2721 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2715, %2719 : tensor<64xf32>, tensor<64xf32>) outs(%2720 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2722 = tensor.empty() : tensor<64xf32>
    %2723 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2721 : tensor<64xf32>) outs(%2722 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2724 = tensor.empty() : tensor<64xf32>
    %2725 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%2723, %2056 : tensor<64xf32>, tensor<f32>) outs(%2724 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2726 = tensor.empty() : tensor<64xf32>
    %2727 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2725 : tensor<64xf32>) outs(%2726 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2728 = tensor.empty() : tensor<64xf32>
    %2729 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2713, %2727 : tensor<64xf32>, tensor<64xf32>) outs(%2728 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2730 = tensor.empty() : tensor<64xf32>
    %2731 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %2729 : tensor<f32>, tensor<64xf32>) outs(%2730 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2732 = tensor.empty() : tensor<64xf32>
    %2733 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg26, %2731 : tensor<64xf32>, tensor<64xf32>) outs(%2732 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2734 = tensor.empty() : tensor<64xf32>
    %2735 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg127 : tensor<64xf32>) outs(%2734 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2736 = tensor.empty() : tensor<64xf32>
    %2737 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1793 : tensor<64xf32>) outs(%2736 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2738 = tensor.empty() : tensor<64xf32>
    %2739 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2735, %2737 : tensor<64xf32>, tensor<64xf32>) outs(%2738 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2740 = tensor.empty() : tensor<64xf32>
    %2741 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg227 : tensor<64xf32>) outs(%2740 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2742 = tensor.empty() : tensor<64xf32>
    %2743 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1793 : tensor<64xf32>) outs(%2742 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2744 = tensor.empty() : tensor<64xf32>
    %2745 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2743, %1793 : tensor<64xf32>, tensor<64xf32>) outs(%2744 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2746 = tensor.empty() : tensor<64xf32>
    %2747 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2741, %2745 : tensor<64xf32>, tensor<64xf32>) outs(%2746 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2748 = tensor.empty() : tensor<64xf32>
    %2749 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2747 : tensor<64xf32>) outs(%2748 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2750 = tensor.empty() : tensor<64xf32>
    %2751 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%2749, %2056 : tensor<64xf32>, tensor<f32>) outs(%2750 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2752 = tensor.empty() : tensor<64xf32>
    %2753 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2751 : tensor<64xf32>) outs(%2752 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2754 = tensor.empty() : tensor<64xf32>
    %2755 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2739, %2753 : tensor<64xf32>, tensor<64xf32>) outs(%2754 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2756 = tensor.empty() : tensor<64xf32>
    %2757 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %2755 : tensor<f32>, tensor<64xf32>) outs(%2756 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2758 = tensor.empty() : tensor<64xf32>
    %2759 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg27, %2757 : tensor<64xf32>, tensor<64xf32>) outs(%2758 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2760 = tensor.empty() : tensor<64xf32>
    %2761 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg128 : tensor<64xf32>) outs(%2760 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2762 = tensor.empty() : tensor<64xf32>
    %2763 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1794 : tensor<64xf32>) outs(%2762 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2764 = tensor.empty() : tensor<64xf32>
    %2765 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2761, %2763 : tensor<64xf32>, tensor<64xf32>) outs(%2764 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2766 = tensor.empty() : tensor<64xf32>
    %2767 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg228 : tensor<64xf32>) outs(%2766 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2768 = tensor.empty() : tensor<64xf32>
    %2769 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1794 : tensor<64xf32>) outs(%2768 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2770 = tensor.empty() : tensor<64xf32>
    %2771 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2769, %1794 : tensor<64xf32>, tensor<64xf32>) outs(%2770 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2772 = tensor.empty() : tensor<64xf32>
    %2773 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2767, %2771 : tensor<64xf32>, tensor<64xf32>) outs(%2772 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2774 = tensor.empty() : tensor<64xf32>
    %2775 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2773 : tensor<64xf32>) outs(%2774 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2776 = tensor.empty() : tensor<64xf32>
    %2777 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%2775, %2056 : tensor<64xf32>, tensor<f32>) outs(%2776 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2778 = tensor.empty() : tensor<64xf32>
    %2779 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2777 : tensor<64xf32>) outs(%2778 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2780 = tensor.empty() : tensor<64xf32>
    %2781 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2765, %2779 : tensor<64xf32>, tensor<64xf32>) outs(%2780 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2782 = tensor.empty() : tensor<64xf32>
    %2783 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %2781 : tensor<f32>, tensor<64xf32>) outs(%2782 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2784 = tensor.empty() : tensor<64xf32>
    %2785 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg28, %2783 : tensor<64xf32>, tensor<64xf32>) outs(%2784 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2786 = tensor.empty() : tensor<64x192xf32>
    %2787 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg129 : tensor<64x192xf32>) outs(%2786 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x192xf32>
    %2788 = tensor.empty() : tensor<64x192xf32>
    %2789 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1771 : tensor<64x192xf32>) outs(%2788 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x192xf32>
    %2790 = tensor.empty() : tensor<64x192xf32>
    %2791 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2787, %2789 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%2790 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %2792 = tensor.empty() : tensor<64x192xf32>
    %2793 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg229 : tensor<64x192xf32>) outs(%2792 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x192xf32>
    %2794 = tensor.empty() : tensor<64x192xf32>
    %2795 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1771 : tensor<64x192xf32>) outs(%2794 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x192xf32>
    %2796 = tensor.empty() : tensor<64x192xf32>
    %2797 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2795, %1771 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%2796 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %2798 = tensor.empty() : tensor<64x192xf32>
    %2799 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2793, %2797 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%2798 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %2800 = tensor.empty() : tensor<64x192xf32>
    %2801 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2799 : tensor<64x192xf32>) outs(%2800 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %2802 = tensor.empty() : tensor<64x192xf32>
    %2803 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%2801, %2056 : tensor<64x192xf32>, tensor<f32>) outs(%2802 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %2804 = tensor.empty() : tensor<64x192xf32>
    %2805 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2803 : tensor<64x192xf32>) outs(%2804 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x192xf32>
    %2806 = tensor.empty() : tensor<64x192xf32>
    %2807 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2791, %2805 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%2806 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %2808 = tensor.empty() : tensor<64x192xf32>
    %2809 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2055, %2807 : tensor<f32>, tensor<64x192xf32>) outs(%2808 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %2810 = tensor.empty() : tensor<64x192xf32>
    %2811 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg29, %2809 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%2810 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %2812 = tensor.empty() : tensor<192xf32>
    %2813 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg130 : tensor<192xf32>) outs(%2812 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<192xf32>
    %2814 = tensor.empty() : tensor<192xf32>
    %2815 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_460 : tensor<192xf32>) outs(%2814 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<192xf32>
    %2816 = tensor.empty() : tensor<192xf32>
    %2817 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2813, %2815 : tensor<192xf32>, tensor<192xf32>) outs(%2816 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %2818 = tensor.empty() : tensor<192xf32>
    %2819 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg230 : tensor<192xf32>) outs(%2818 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<192xf32>
    %2820 = tensor.empty() : tensor<192xf32>
    %2821 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_460 : tensor<192xf32>) outs(%2820 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<192xf32>
    %2822 = tensor.empty() : tensor<192xf32>
    %2823 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2821, %collapsed_460 : tensor<192xf32>, tensor<192xf32>) outs(%2822 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %2824 = tensor.empty() : tensor<192xf32>
    %2825 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2819, %2823 : tensor<192xf32>, tensor<192xf32>) outs(%2824 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %2826 = tensor.empty() : tensor<192xf32>
    %2827 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2825 : tensor<192xf32>) outs(%2826 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %2828 = tensor.empty() : tensor<192xf32>
    %2829 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%2827, %2056 : tensor<192xf32>, tensor<f32>) outs(%2828 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %2830 = tensor.empty() : tensor<192xf32>
    %2831 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2829 : tensor<192xf32>) outs(%2830 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<192xf32>
    %2832 = tensor.empty() : tensor<192xf32>
    %2833 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2817, %2831 : tensor<192xf32>, tensor<192xf32>) outs(%2832 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %2834 = tensor.empty() : tensor<192xf32>
    %2835 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %2833 : tensor<f32>, tensor<192xf32>) outs(%2834 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %2836 = tensor.empty() : tensor<192xf32>
    %2837 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg30, %2835 : tensor<192xf32>, tensor<192xf32>) outs(%2836 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %2838 = tensor.empty() : tensor<64x64xf32>
    %2839 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg131 : tensor<64x64xf32>) outs(%2838 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x64xf32>
    %2840 = tensor.empty() : tensor<64x64xf32>
    %2841 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1745 : tensor<64x64xf32>) outs(%2840 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x64xf32>
    %2842 = tensor.empty() : tensor<64x64xf32>
    %2843 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2839, %2841 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%2842 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %2844 = tensor.empty() : tensor<64x64xf32>
    %2845 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg231 : tensor<64x64xf32>) outs(%2844 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x64xf32>
    %2846 = tensor.empty() : tensor<64x64xf32>
    %2847 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1745 : tensor<64x64xf32>) outs(%2846 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x64xf32>
    %2848 = tensor.empty() : tensor<64x64xf32>
    %2849 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2847, %1745 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%2848 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %2850 = tensor.empty() : tensor<64x64xf32>
    %2851 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2845, %2849 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%2850 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %2852 = tensor.empty() : tensor<64x64xf32>
    %2853 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2851 : tensor<64x64xf32>) outs(%2852 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %2854 = tensor.empty() : tensor<64x64xf32>
    %2855 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%2853, %2056 : tensor<64x64xf32>, tensor<f32>) outs(%2854 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %2856 = tensor.empty() : tensor<64x64xf32>
    %2857 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2855 : tensor<64x64xf32>) outs(%2856 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x64xf32>
    %2858 = tensor.empty() : tensor<64x64xf32>
    %2859 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2843, %2857 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%2858 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %2860 = tensor.empty() : tensor<64x64xf32>
    %2861 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2055, %2859 : tensor<f32>, tensor<64x64xf32>) outs(%2860 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %2862 = tensor.empty() : tensor<64x64xf32>
    %2863 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg31, %2861 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%2862 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %2864 = tensor.empty() : tensor<64xf32>
    %2865 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg132 : tensor<64xf32>) outs(%2864 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2866 = tensor.empty() : tensor<64xf32>
    %2867 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_437 : tensor<64xf32>) outs(%2866 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2868 = tensor.empty() : tensor<64xf32>
    %2869 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2865, %2867 : tensor<64xf32>, tensor<64xf32>) outs(%2868 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2870 = tensor.empty() : tensor<64xf32>
    %2871 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg232 : tensor<64xf32>) outs(%2870 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2872 = tensor.empty() : tensor<64xf32>
    %2873 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_437 : tensor<64xf32>) outs(%2872 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2874 = tensor.empty() : tensor<64xf32>
    %2875 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2873, %collapsed_437 : tensor<64xf32>, tensor<64xf32>) outs(%2874 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2876 = tensor.empty() : tensor<64xf32>
    %2877 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2871, %2875 : tensor<64xf32>, tensor<64xf32>) outs(%2876 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2878 = tensor.empty() : tensor<64xf32>
    %2879 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2877 : tensor<64xf32>) outs(%2878 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2880 = tensor.empty() : tensor<64xf32>
    %2881 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%2879, %2056 : tensor<64xf32>, tensor<f32>) outs(%2880 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2882 = tensor.empty() : tensor<64xf32>
    %2883 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2881 : tensor<64xf32>) outs(%2882 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2884 = tensor.empty() : tensor<64xf32>
    %2885 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2869, %2883 : tensor<64xf32>, tensor<64xf32>) outs(%2884 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2886 = tensor.empty() : tensor<64xf32>
    %2887 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %2885 : tensor<f32>, tensor<64xf32>) outs(%2886 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2888 = tensor.empty() : tensor<64xf32>
    %2889 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg32, %2887 : tensor<64xf32>, tensor<64xf32>) outs(%2888 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2890 = tensor.empty() : tensor<64xf32>
    %2891 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg133 : tensor<64xf32>) outs(%2890 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2892 = tensor.empty() : tensor<64xf32>
    %2893 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1738 : tensor<64xf32>) outs(%2892 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2894 = tensor.empty() : tensor<64xf32>
    %2895 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2891, %2893 : tensor<64xf32>, tensor<64xf32>) outs(%2894 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2896 = tensor.empty() : tensor<64xf32>
    %2897 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg233 : tensor<64xf32>) outs(%2896 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2898 = tensor.empty() : tensor<64xf32>
    %2899 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1738 : tensor<64xf32>) outs(%2898 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2900 = tensor.empty() : tensor<64xf32>
    %2901 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2899, %1738 : tensor<64xf32>, tensor<64xf32>) outs(%2900 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2902 = tensor.empty() : tensor<64xf32>
    %2903 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2897, %2901 : tensor<64xf32>, tensor<64xf32>) outs(%2902 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2904 = tensor.empty() : tensor<64xf32>
    %2905 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2903 : tensor<64xf32>) outs(%2904 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2906 = tensor.empty() : tensor<64xf32>
    %2907 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%2905, %2056 : tensor<64xf32>, tensor<f32>) outs(%2906 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2908 = tensor.empty() : tensor<64xf32>
    %2909 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2907 : tensor<64xf32>) outs(%2908 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2910 = tensor.empty() : tensor<64xf32>
    %2911 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2895, %2909 : tensor<64xf32>, tensor<64xf32>) outs(%2910 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2912 = tensor.empty() : tensor<64xf32>
    %2913 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %2911 : tensor<f32>, tensor<64xf32>) outs(%2912 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2914 = tensor.empty() : tensor<64xf32>
    %2915 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg33, %2913 : tensor<64xf32>, tensor<64xf32>) outs(%2914 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2916 = tensor.empty() : tensor<64xf32>
    %2917 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg134 : tensor<64xf32>) outs(%2916 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2918 = tensor.empty() : tensor<64xf32>
    %2919 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1739 : tensor<64xf32>) outs(%2918 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2920 = tensor.empty() : tensor<64xf32>
    %2921 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2917, %2919 : tensor<64xf32>, tensor<64xf32>) outs(%2920 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2922 = tensor.empty() : tensor<64xf32>
    %2923 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg234 : tensor<64xf32>) outs(%2922 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2924 = tensor.empty() : tensor<64xf32>
    %2925 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1739 : tensor<64xf32>) outs(%2924 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2926 = tensor.empty() : tensor<64xf32>
    %2927 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2925, %1739 : tensor<64xf32>, tensor<64xf32>) outs(%2926 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2928 = tensor.empty() : tensor<64xf32>
    %2929 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2923, %2927 : tensor<64xf32>, tensor<64xf32>) outs(%2928 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2930 = tensor.empty() : tensor<64xf32>
    %2931 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2929 : tensor<64xf32>) outs(%2930 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2932 = tensor.empty() : tensor<64xf32>
    %2933 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%2931, %2056 : tensor<64xf32>, tensor<f32>) outs(%2932 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2934 = tensor.empty() : tensor<64xf32>
    %2935 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2933 : tensor<64xf32>) outs(%2934 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %2936 = tensor.empty() : tensor<64xf32>
    %2937 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2921, %2935 : tensor<64xf32>, tensor<64xf32>) outs(%2936 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2938 = tensor.empty() : tensor<64xf32>
    %2939 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %2937 : tensor<f32>, tensor<64xf32>) outs(%2938 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2940 = tensor.empty() : tensor<64xf32>
    %2941 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg34, %2939 : tensor<64xf32>, tensor<64xf32>) outs(%2940 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %2942 = tensor.empty() : tensor<64x256xf32>
    %2943 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg135 : tensor<64x256xf32>) outs(%2942 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x256xf32>
    %2944 = tensor.empty() : tensor<64x256xf32>
    %2945 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1716 : tensor<64x256xf32>) outs(%2944 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x256xf32>
    %2946 = tensor.empty() : tensor<64x256xf32>
    %2947 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2943, %2945 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%2946 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %2948 = tensor.empty() : tensor<64x256xf32>
    %2949 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg235 : tensor<64x256xf32>) outs(%2948 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x256xf32>
    %2950 = tensor.empty() : tensor<64x256xf32>
    %2951 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1716 : tensor<64x256xf32>) outs(%2950 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x256xf32>
    %2952 = tensor.empty() : tensor<64x256xf32>
    %2953 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2951, %1716 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%2952 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %2954 = tensor.empty() : tensor<64x256xf32>
    %2955 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2949, %2953 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%2954 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %2956 = tensor.empty() : tensor<64x256xf32>
    %2957 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2955 : tensor<64x256xf32>) outs(%2956 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %2958 = tensor.empty() : tensor<64x256xf32>
    %2959 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%2957, %2056 : tensor<64x256xf32>, tensor<f32>) outs(%2958 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %2960 = tensor.empty() : tensor<64x256xf32>
    %2961 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2959 : tensor<64x256xf32>) outs(%2960 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x256xf32>
    %2962 = tensor.empty() : tensor<64x256xf32>
    %2963 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2947, %2961 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%2962 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %2964 = tensor.empty() : tensor<64x256xf32>
    %2965 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2055, %2963 : tensor<f32>, tensor<64x256xf32>) outs(%2964 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %2966 = tensor.empty() : tensor<64x256xf32>
    %2967 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg35, %2965 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%2966 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %2968 = tensor.empty() : tensor<256xf32>
    %2969 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg136 : tensor<256xf32>) outs(%2968 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256xf32>
    %2970 = tensor.empty() : tensor<256xf32>
    %2971 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_432 : tensor<256xf32>) outs(%2970 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256xf32>
    %2972 = tensor.empty() : tensor<256xf32>
    %2973 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2969, %2971 : tensor<256xf32>, tensor<256xf32>) outs(%2972 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %2974 = tensor.empty() : tensor<256xf32>
    %2975 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg236 : tensor<256xf32>) outs(%2974 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256xf32>
    %2976 = tensor.empty() : tensor<256xf32>
    %2977 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_432 : tensor<256xf32>) outs(%2976 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256xf32>
    %2978 = tensor.empty() : tensor<256xf32>
    %2979 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2977, %collapsed_432 : tensor<256xf32>, tensor<256xf32>) outs(%2978 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %2980 = tensor.empty() : tensor<256xf32>
    %2981 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2975, %2979 : tensor<256xf32>, tensor<256xf32>) outs(%2980 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %2982 = tensor.empty() : tensor<256xf32>
    %2983 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2981 : tensor<256xf32>) outs(%2982 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %2984 = tensor.empty() : tensor<256xf32>
    %2985 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%2983, %2056 : tensor<256xf32>, tensor<f32>) outs(%2984 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %2986 = tensor.empty() : tensor<256xf32>
    %2987 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2985 : tensor<256xf32>) outs(%2986 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256xf32>
    %2988 = tensor.empty() : tensor<256xf32>
    %2989 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2973, %2987 : tensor<256xf32>, tensor<256xf32>) outs(%2988 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %2990 = tensor.empty() : tensor<256xf32>
    %2991 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %2989 : tensor<f32>, tensor<256xf32>) outs(%2990 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %2992 = tensor.empty() : tensor<256xf32>
    %2993 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg36, %2991 : tensor<256xf32>, tensor<256xf32>) outs(%2992 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %2994 = tensor.empty() : tensor<256x64xf32>
    %2995 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg137 : tensor<256x64xf32>) outs(%2994 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256x64xf32>
    %2996 = tensor.empty() : tensor<256x64xf32>
    %2997 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1685 : tensor<256x64xf32>) outs(%2996 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256x64xf32>
    %2998 = tensor.empty() : tensor<256x64xf32>
    %2999 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2995, %2997 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%2998 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %3000 = tensor.empty() : tensor<256x64xf32>
    %3001 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg237 : tensor<256x64xf32>) outs(%3000 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256x64xf32>
    %3002 = tensor.empty() : tensor<256x64xf32>
    %3003 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1685 : tensor<256x64xf32>) outs(%3002 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256x64xf32>
    %3004 = tensor.empty() : tensor<256x64xf32>
    %3005 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3003, %1685 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%3004 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %3006 = tensor.empty() : tensor<256x64xf32>
    %3007 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3001, %3005 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%3006 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %3008 = tensor.empty() : tensor<256x64xf32>
    %3009 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3007 : tensor<256x64xf32>) outs(%3008 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %3010 = tensor.empty() : tensor<256x64xf32>
    %3011 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%3009, %2056 : tensor<256x64xf32>, tensor<f32>) outs(%3010 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %3012 = tensor.empty() : tensor<256x64xf32>
    %3013 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3011 : tensor<256x64xf32>) outs(%3012 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256x64xf32>
    %3014 = tensor.empty() : tensor<256x64xf32>
    %3015 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2999, %3013 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%3014 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %3016 = tensor.empty() : tensor<256x64xf32>
    %3017 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2055, %3015 : tensor<f32>, tensor<256x64xf32>) outs(%3016 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %3018 = tensor.empty() : tensor<256x64xf32>
    %3019 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg37, %3017 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%3018 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %3020 = tensor.empty() : tensor<64xf32>
    %3021 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg138 : tensor<64xf32>) outs(%3020 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3022 = tensor.empty() : tensor<64xf32>
    %3023 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_427 : tensor<64xf32>) outs(%3022 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3024 = tensor.empty() : tensor<64xf32>
    %3025 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3021, %3023 : tensor<64xf32>, tensor<64xf32>) outs(%3024 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3026 = tensor.empty() : tensor<64xf32>
    %3027 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg238 : tensor<64xf32>) outs(%3026 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3028 = tensor.empty() : tensor<64xf32>
    %3029 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_427 : tensor<64xf32>) outs(%3028 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3030 = tensor.empty() : tensor<64xf32>
    %3031 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3029, %collapsed_427 : tensor<64xf32>, tensor<64xf32>) outs(%3030 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3032 = tensor.empty() : tensor<64xf32>
    %3033 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3027, %3031 : tensor<64xf32>, tensor<64xf32>) outs(%3032 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3034 = tensor.empty() : tensor<64xf32>
    %3035 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3033 : tensor<64xf32>) outs(%3034 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3036 = tensor.empty() : tensor<64xf32>
    %3037 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%3035, %2056 : tensor<64xf32>, tensor<f32>) outs(%3036 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3038 = tensor.empty() : tensor<64xf32>
    %3039 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3037 : tensor<64xf32>) outs(%3038 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3040 = tensor.empty() : tensor<64xf32>
    %3041 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3025, %3039 : tensor<64xf32>, tensor<64xf32>) outs(%3040 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3042 = tensor.empty() : tensor<64xf32>
    %3043 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %3041 : tensor<f32>, tensor<64xf32>) outs(%3042 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3044 = tensor.empty() : tensor<64xf32>
    %3045 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg38, %3043 : tensor<64xf32>, tensor<64xf32>) outs(%3044 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3046 = tensor.empty() : tensor<64xf32>
    %3047 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg139 : tensor<64xf32>) outs(%3046 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3048 = tensor.empty() : tensor<64xf32>
    %3049 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1678 : tensor<64xf32>) outs(%3048 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3050 = tensor.empty() : tensor<64xf32>
    %3051 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3047, %3049 : tensor<64xf32>, tensor<64xf32>) outs(%3050 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3052 = tensor.empty() : tensor<64xf32>
    %3053 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg239 : tensor<64xf32>) outs(%3052 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3054 = tensor.empty() : tensor<64xf32>
    %3055 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1678 : tensor<64xf32>) outs(%3054 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3056 = tensor.empty() : tensor<64xf32>
    %3057 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3055, %1678 : tensor<64xf32>, tensor<64xf32>) outs(%3056 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3058 = tensor.empty() : tensor<64xf32>
    %3059 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3053, %3057 : tensor<64xf32>, tensor<64xf32>) outs(%3058 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3060 = tensor.empty() : tensor<64xf32>
    %3061 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3059 : tensor<64xf32>) outs(%3060 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3062 = tensor.empty() : tensor<64xf32>
    %3063 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%3061, %2056 : tensor<64xf32>, tensor<f32>) outs(%3062 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3064 = tensor.empty() : tensor<64xf32>
    %3065 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3063 : tensor<64xf32>) outs(%3064 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3066 = tensor.empty() : tensor<64xf32>
    %3067 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3051, %3065 : tensor<64xf32>, tensor<64xf32>) outs(%3066 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3068 = tensor.empty() : tensor<64xf32>
    %3069 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %3067 : tensor<f32>, tensor<64xf32>) outs(%3068 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3070 = tensor.empty() : tensor<64xf32>
    %3071 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg39, %3069 : tensor<64xf32>, tensor<64xf32>) outs(%3070 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3072 = tensor.empty() : tensor<64xf32>
    %3073 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg140 : tensor<64xf32>) outs(%3072 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3074 = tensor.empty() : tensor<64xf32>
    %3075 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1679 : tensor<64xf32>) outs(%3074 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3076 = tensor.empty() : tensor<64xf32>
    %3077 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3073, %3075 : tensor<64xf32>, tensor<64xf32>) outs(%3076 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3078 = tensor.empty() : tensor<64xf32>
    %3079 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg240 : tensor<64xf32>) outs(%3078 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3080 = tensor.empty() : tensor<64xf32>
    %3081 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1679 : tensor<64xf32>) outs(%3080 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3082 = tensor.empty() : tensor<64xf32>
    %3083 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3081, %1679 : tensor<64xf32>, tensor<64xf32>) outs(%3082 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3084 = tensor.empty() : tensor<64xf32>
    %3085 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3079, %3083 : tensor<64xf32>, tensor<64xf32>) outs(%3084 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3086 = tensor.empty() : tensor<64xf32>
    %3087 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3085 : tensor<64xf32>) outs(%3086 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3088 = tensor.empty() : tensor<64xf32>
    %3089 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%3087, %2056 : tensor<64xf32>, tensor<f32>) outs(%3088 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3090 = tensor.empty() : tensor<64xf32>
    %3091 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3089 : tensor<64xf32>) outs(%3090 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3092 = tensor.empty() : tensor<64xf32>
    %3093 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3077, %3091 : tensor<64xf32>, tensor<64xf32>) outs(%3092 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3094 = tensor.empty() : tensor<64xf32>
    %3095 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %3093 : tensor<f32>, tensor<64xf32>) outs(%3094 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3096 = tensor.empty() : tensor<64xf32>
    %3097 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg40, %3095 : tensor<64xf32>, tensor<64xf32>) outs(%3096 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3098 = tensor.empty() : tensor<64x192xf32>
    %3099 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg141 : tensor<64x192xf32>) outs(%3098 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x192xf32>
    %3100 = tensor.empty() : tensor<64x192xf32>
    %3101 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1656 : tensor<64x192xf32>) outs(%3100 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x192xf32>
    %3102 = tensor.empty() : tensor<64x192xf32>
    %3103 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3099, %3101 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%3102 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %3104 = tensor.empty() : tensor<64x192xf32>
    %3105 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg241 : tensor<64x192xf32>) outs(%3104 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x192xf32>
    %3106 = tensor.empty() : tensor<64x192xf32>
    %3107 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1656 : tensor<64x192xf32>) outs(%3106 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x192xf32>
    %3108 = tensor.empty() : tensor<64x192xf32>
    %3109 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3107, %1656 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%3108 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %3110 = tensor.empty() : tensor<64x192xf32>
    %3111 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3105, %3109 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%3110 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %3112 = tensor.empty() : tensor<64x192xf32>
    %3113 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3111 : tensor<64x192xf32>) outs(%3112 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %3114 = tensor.empty() : tensor<64x192xf32>
    %3115 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%3113, %2056 : tensor<64x192xf32>, tensor<f32>) outs(%3114 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %3116 = tensor.empty() : tensor<64x192xf32>
    %3117 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3115 : tensor<64x192xf32>) outs(%3116 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x192xf32>
    %3118 = tensor.empty() : tensor<64x192xf32>
    %3119 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3103, %3117 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%3118 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %3120 = tensor.empty() : tensor<64x192xf32>
    %3121 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2055, %3119 : tensor<f32>, tensor<64x192xf32>) outs(%3120 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %3122 = tensor.empty() : tensor<64x192xf32>
    %3123 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg41, %3121 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%3122 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %3124 = tensor.empty() : tensor<192xf32>
    %3125 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg142 : tensor<192xf32>) outs(%3124 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<192xf32>
    %3126 = tensor.empty() : tensor<192xf32>
    %3127 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_422 : tensor<192xf32>) outs(%3126 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<192xf32>
    %3128 = tensor.empty() : tensor<192xf32>
    %3129 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3125, %3127 : tensor<192xf32>, tensor<192xf32>) outs(%3128 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %3130 = tensor.empty() : tensor<192xf32>
    %3131 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg242 : tensor<192xf32>) outs(%3130 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<192xf32>
    %3132 = tensor.empty() : tensor<192xf32>
    %3133 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_422 : tensor<192xf32>) outs(%3132 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<192xf32>
    %3134 = tensor.empty() : tensor<192xf32>
    %3135 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3133, %collapsed_422 : tensor<192xf32>, tensor<192xf32>) outs(%3134 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %3136 = tensor.empty() : tensor<192xf32>
    %3137 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3131, %3135 : tensor<192xf32>, tensor<192xf32>) outs(%3136 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %3138 = tensor.empty() : tensor<192xf32>
    %3139 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3137 : tensor<192xf32>) outs(%3138 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %3140 = tensor.empty() : tensor<192xf32>
    %3141 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%3139, %2056 : tensor<192xf32>, tensor<f32>) outs(%3140 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %3142 = tensor.empty() : tensor<192xf32>
    %3143 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3141 : tensor<192xf32>) outs(%3142 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<192xf32>
    %3144 = tensor.empty() : tensor<192xf32>
    %3145 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3129, %3143 : tensor<192xf32>, tensor<192xf32>) outs(%3144 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %3146 = tensor.empty() : tensor<192xf32>
    %3147 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %3145 : tensor<f32>, tensor<192xf32>) outs(%3146 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %3148 = tensor.empty() : tensor<192xf32>
    %3149 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg42, %3147 : tensor<192xf32>, tensor<192xf32>) outs(%3148 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %3150 = tensor.empty() : tensor<64x64xf32>
    %3151 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg143 : tensor<64x64xf32>) outs(%3150 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x64xf32>
    %3152 = tensor.empty() : tensor<64x64xf32>
    %3153 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1630 : tensor<64x64xf32>) outs(%3152 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x64xf32>
    %3154 = tensor.empty() : tensor<64x64xf32>
    %3155 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3151, %3153 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%3154 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %3156 = tensor.empty() : tensor<64x64xf32>
    %3157 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg243 : tensor<64x64xf32>) outs(%3156 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x64xf32>
    %3158 = tensor.empty() : tensor<64x64xf32>
    %3159 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1630 : tensor<64x64xf32>) outs(%3158 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x64xf32>
    %3160 = tensor.empty() : tensor<64x64xf32>
    %3161 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3159, %1630 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%3160 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %3162 = tensor.empty() : tensor<64x64xf32>
    %3163 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3157, %3161 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%3162 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %3164 = tensor.empty() : tensor<64x64xf32>
    %3165 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3163 : tensor<64x64xf32>) outs(%3164 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %3166 = tensor.empty() : tensor<64x64xf32>
    %3167 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%3165, %2056 : tensor<64x64xf32>, tensor<f32>) outs(%3166 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %3168 = tensor.empty() : tensor<64x64xf32>
    %3169 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3167 : tensor<64x64xf32>) outs(%3168 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x64xf32>
    %3170 = tensor.empty() : tensor<64x64xf32>
    %3171 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3155, %3169 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%3170 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %3172 = tensor.empty() : tensor<64x64xf32>
    %3173 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2055, %3171 : tensor<f32>, tensor<64x64xf32>) outs(%3172 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %3174 = tensor.empty() : tensor<64x64xf32>
    %3175 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg43, %3173 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%3174 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %3176 = tensor.empty() : tensor<64xf32>
    %3177 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg144 : tensor<64xf32>) outs(%3176 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3178 = tensor.empty() : tensor<64xf32>
    %3179 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_399 : tensor<64xf32>) outs(%3178 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3180 = tensor.empty() : tensor<64xf32>
    %3181 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3177, %3179 : tensor<64xf32>, tensor<64xf32>) outs(%3180 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3182 = tensor.empty() : tensor<64xf32>
    %3183 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg244 : tensor<64xf32>) outs(%3182 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3184 = tensor.empty() : tensor<64xf32>
    %3185 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_399 : tensor<64xf32>) outs(%3184 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3186 = tensor.empty() : tensor<64xf32>
    %3187 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3185, %collapsed_399 : tensor<64xf32>, tensor<64xf32>) outs(%3186 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3188 = tensor.empty() : tensor<64xf32>
    %3189 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3183, %3187 : tensor<64xf32>, tensor<64xf32>) outs(%3188 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3190 = tensor.empty() : tensor<64xf32>
    %3191 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3189 : tensor<64xf32>) outs(%3190 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3192 = tensor.empty() : tensor<64xf32>
    %3193 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%3191, %2056 : tensor<64xf32>, tensor<f32>) outs(%3192 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3194 = tensor.empty() : tensor<64xf32>
    %3195 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3193 : tensor<64xf32>) outs(%3194 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3196 = tensor.empty() : tensor<64xf32>
    %3197 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3181, %3195 : tensor<64xf32>, tensor<64xf32>) outs(%3196 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3198 = tensor.empty() : tensor<64xf32>
    %3199 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %3197 : tensor<f32>, tensor<64xf32>) outs(%3198 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3200 = tensor.empty() : tensor<64xf32>
    %3201 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg44, %3199 : tensor<64xf32>, tensor<64xf32>) outs(%3200 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3202 = tensor.empty() : tensor<64xf32>
    %3203 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg145 : tensor<64xf32>) outs(%3202 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3204 = tensor.empty() : tensor<64xf32>
    %3205 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1623 : tensor<64xf32>) outs(%3204 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3206 = tensor.empty() : tensor<64xf32>
    %3207 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3203, %3205 : tensor<64xf32>, tensor<64xf32>) outs(%3206 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3208 = tensor.empty() : tensor<64xf32>
    %3209 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg245 : tensor<64xf32>) outs(%3208 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3210 = tensor.empty() : tensor<64xf32>
    %3211 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1623 : tensor<64xf32>) outs(%3210 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3212 = tensor.empty() : tensor<64xf32>
    %3213 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3211, %1623 : tensor<64xf32>, tensor<64xf32>) outs(%3212 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3214 = tensor.empty() : tensor<64xf32>
    %3215 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3209, %3213 : tensor<64xf32>, tensor<64xf32>) outs(%3214 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3216 = tensor.empty() : tensor<64xf32>
    %3217 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3215 : tensor<64xf32>) outs(%3216 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3218 = tensor.empty() : tensor<64xf32>
    %3219 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%3217, %2056 : tensor<64xf32>, tensor<f32>) outs(%3218 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3220 = tensor.empty() : tensor<64xf32>
    %3221 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3219 : tensor<64xf32>) outs(%3220 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3222 = tensor.empty() : tensor<64xf32>
    %3223 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3207, %3221 : tensor<64xf32>, tensor<64xf32>) outs(%3222 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3224 = tensor.empty() : tensor<64xf32>
    %3225 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %3223 : tensor<f32>, tensor<64xf32>) outs(%3224 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3226 = tensor.empty() : tensor<64xf32>
    %3227 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg45, %3225 : tensor<64xf32>, tensor<64xf32>) outs(%3226 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3228 = tensor.empty() : tensor<64xf32>
    %3229 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg146 : tensor<64xf32>) outs(%3228 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3230 = tensor.empty() : tensor<64xf32>
    %3231 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1624 : tensor<64xf32>) outs(%3230 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3232 = tensor.empty() : tensor<64xf32>
    %3233 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3229, %3231 : tensor<64xf32>, tensor<64xf32>) outs(%3232 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3234 = tensor.empty() : tensor<64xf32>
    %3235 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg246 : tensor<64xf32>) outs(%3234 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3236 = tensor.empty() : tensor<64xf32>
    %3237 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1624 : tensor<64xf32>) outs(%3236 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3238 = tensor.empty() : tensor<64xf32>
    %3239 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3237, %1624 : tensor<64xf32>, tensor<64xf32>) outs(%3238 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3240 = tensor.empty() : tensor<64xf32>
    %3241 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3235, %3239 : tensor<64xf32>, tensor<64xf32>) outs(%3240 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3242 = tensor.empty() : tensor<64xf32>
    %3243 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3241 : tensor<64xf32>) outs(%3242 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3244 = tensor.empty() : tensor<64xf32>
    %3245 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%3243, %2056 : tensor<64xf32>, tensor<f32>) outs(%3244 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3246 = tensor.empty() : tensor<64xf32>
    %3247 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3245 : tensor<64xf32>) outs(%3246 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3248 = tensor.empty() : tensor<64xf32>
    %3249 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3233, %3247 : tensor<64xf32>, tensor<64xf32>) outs(%3248 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3250 = tensor.empty() : tensor<64xf32>
    %3251 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %3249 : tensor<f32>, tensor<64xf32>) outs(%3250 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3252 = tensor.empty() : tensor<64xf32>
    %3253 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg46, %3251 : tensor<64xf32>, tensor<64xf32>) outs(%3252 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3254 = tensor.empty() : tensor<64x256xf32>
    %3255 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg147 : tensor<64x256xf32>) outs(%3254 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x256xf32>
    %3256 = tensor.empty() : tensor<64x256xf32>
    %3257 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1601 : tensor<64x256xf32>) outs(%3256 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x256xf32>
    %3258 = tensor.empty() : tensor<64x256xf32>
    %3259 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3255, %3257 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%3258 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %3260 = tensor.empty() : tensor<64x256xf32>
    %3261 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg247 : tensor<64x256xf32>) outs(%3260 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x256xf32>
    %3262 = tensor.empty() : tensor<64x256xf32>
    %3263 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1601 : tensor<64x256xf32>) outs(%3262 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x256xf32>
    %3264 = tensor.empty() : tensor<64x256xf32>
    %3265 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3263, %1601 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%3264 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %3266 = tensor.empty() : tensor<64x256xf32>
    %3267 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3261, %3265 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%3266 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %3268 = tensor.empty() : tensor<64x256xf32>
    %3269 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3267 : tensor<64x256xf32>) outs(%3268 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %3270 = tensor.empty() : tensor<64x256xf32>
    %3271 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%3269, %2056 : tensor<64x256xf32>, tensor<f32>) outs(%3270 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %3272 = tensor.empty() : tensor<64x256xf32>
    %3273 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3271 : tensor<64x256xf32>) outs(%3272 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x256xf32>
    %3274 = tensor.empty() : tensor<64x256xf32>
    %3275 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3259, %3273 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%3274 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %3276 = tensor.empty() : tensor<64x256xf32>
    %3277 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2055, %3275 : tensor<f32>, tensor<64x256xf32>) outs(%3276 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %3278 = tensor.empty() : tensor<64x256xf32>
    %3279 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg47, %3277 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%3278 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %3280 = tensor.empty() : tensor<256xf32>
    %3281 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg148 : tensor<256xf32>) outs(%3280 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256xf32>
    %3282 = tensor.empty() : tensor<256xf32>
    %3283 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_394 : tensor<256xf32>) outs(%3282 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256xf32>
    %3284 = tensor.empty() : tensor<256xf32>
    %3285 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3281, %3283 : tensor<256xf32>, tensor<256xf32>) outs(%3284 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %3286 = tensor.empty() : tensor<256xf32>
    %3287 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg248 : tensor<256xf32>) outs(%3286 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256xf32>
    %3288 = tensor.empty() : tensor<256xf32>
    %3289 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_394 : tensor<256xf32>) outs(%3288 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256xf32>
    %3290 = tensor.empty() : tensor<256xf32>
    %3291 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3289, %collapsed_394 : tensor<256xf32>, tensor<256xf32>) outs(%3290 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %3292 = tensor.empty() : tensor<256xf32>
    %3293 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3287, %3291 : tensor<256xf32>, tensor<256xf32>) outs(%3292 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %3294 = tensor.empty() : tensor<256xf32>
    %3295 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3293 : tensor<256xf32>) outs(%3294 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %3296 = tensor.empty() : tensor<256xf32>
    %3297 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%3295, %2056 : tensor<256xf32>, tensor<f32>) outs(%3296 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %3298 = tensor.empty() : tensor<256xf32>
    %3299 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3297 : tensor<256xf32>) outs(%3298 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256xf32>
    %3300 = tensor.empty() : tensor<256xf32>
    %3301 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3285, %3299 : tensor<256xf32>, tensor<256xf32>) outs(%3300 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %3302 = tensor.empty() : tensor<256xf32>
    %3303 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %3301 : tensor<f32>, tensor<256xf32>) outs(%3302 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %3304 = tensor.empty() : tensor<256xf32>
    %3305 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg48, %3303 : tensor<256xf32>, tensor<256xf32>) outs(%3304 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %3306 = tensor.empty() : tensor<256x64xf32>
    %3307 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg149 : tensor<256x64xf32>) outs(%3306 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256x64xf32>
    %3308 = tensor.empty() : tensor<256x64xf32>
    %3309 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1570 : tensor<256x64xf32>) outs(%3308 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256x64xf32>
    %3310 = tensor.empty() : tensor<256x64xf32>
    %3311 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3307, %3309 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%3310 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %3312 = tensor.empty() : tensor<256x64xf32>
    %3313 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg249 : tensor<256x64xf32>) outs(%3312 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256x64xf32>
    %3314 = tensor.empty() : tensor<256x64xf32>
    %3315 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1570 : tensor<256x64xf32>) outs(%3314 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256x64xf32>
    %3316 = tensor.empty() : tensor<256x64xf32>
    %3317 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3315, %1570 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%3316 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %3318 = tensor.empty() : tensor<256x64xf32>
    %3319 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3313, %3317 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%3318 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %3320 = tensor.empty() : tensor<256x64xf32>
    %3321 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3319 : tensor<256x64xf32>) outs(%3320 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %3322 = tensor.empty() : tensor<256x64xf32>
    %3323 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%3321, %2056 : tensor<256x64xf32>, tensor<f32>) outs(%3322 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %3324 = tensor.empty() : tensor<256x64xf32>
    %3325 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3323 : tensor<256x64xf32>) outs(%3324 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256x64xf32>
    %3326 = tensor.empty() : tensor<256x64xf32>
    %3327 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3311, %3325 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%3326 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %3328 = tensor.empty() : tensor<256x64xf32>
    %3329 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2055, %3327 : tensor<f32>, tensor<256x64xf32>) outs(%3328 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %3330 = tensor.empty() : tensor<256x64xf32>
    %3331 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg49, %3329 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%3330 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %3332 = tensor.empty() : tensor<64xf32>
    %3333 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg150 : tensor<64xf32>) outs(%3332 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3334 = tensor.empty() : tensor<64xf32>
    %3335 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_389 : tensor<64xf32>) outs(%3334 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3336 = tensor.empty() : tensor<64xf32>
    %3337 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3333, %3335 : tensor<64xf32>, tensor<64xf32>) outs(%3336 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3338 = tensor.empty() : tensor<64xf32>
    %3339 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg250 : tensor<64xf32>) outs(%3338 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3340 = tensor.empty() : tensor<64xf32>
    %3341 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_389 : tensor<64xf32>) outs(%3340 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3342 = tensor.empty() : tensor<64xf32>
    %3343 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3341, %collapsed_389 : tensor<64xf32>, tensor<64xf32>) outs(%3342 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3344 = tensor.empty() : tensor<64xf32>
    %3345 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3339, %3343 : tensor<64xf32>, tensor<64xf32>) outs(%3344 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3346 = tensor.empty() : tensor<64xf32>
    %3347 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3345 : tensor<64xf32>) outs(%3346 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3348 = tensor.empty() : tensor<64xf32>
    %3349 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%3347, %2056 : tensor<64xf32>, tensor<f32>) outs(%3348 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3350 = tensor.empty() : tensor<64xf32>
    %3351 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3349 : tensor<64xf32>) outs(%3350 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3352 = tensor.empty() : tensor<64xf32>
    %3353 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3337, %3351 : tensor<64xf32>, tensor<64xf32>) outs(%3352 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3354 = tensor.empty() : tensor<64xf32>
    %3355 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %3353 : tensor<f32>, tensor<64xf32>) outs(%3354 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3356 = tensor.empty() : tensor<64xf32>
    %3357 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg50, %3355 : tensor<64xf32>, tensor<64xf32>) outs(%3356 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3358 = tensor.empty() : tensor<64xf32>
    %3359 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg151 : tensor<64xf32>) outs(%3358 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3360 = tensor.empty() : tensor<64xf32>
    %3361 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1563 : tensor<64xf32>) outs(%3360 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3362 = tensor.empty() : tensor<64xf32>
    %3363 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3359, %3361 : tensor<64xf32>, tensor<64xf32>) outs(%3362 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3364 = tensor.empty() : tensor<64xf32>
    %3365 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg251 : tensor<64xf32>) outs(%3364 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3366 = tensor.empty() : tensor<64xf32>
    %3367 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1563 : tensor<64xf32>) outs(%3366 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3368 = tensor.empty() : tensor<64xf32>
    %3369 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3367, %1563 : tensor<64xf32>, tensor<64xf32>) outs(%3368 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3370 = tensor.empty() : tensor<64xf32>
    %3371 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3365, %3369 : tensor<64xf32>, tensor<64xf32>) outs(%3370 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3372 = tensor.empty() : tensor<64xf32>
    %3373 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3371 : tensor<64xf32>) outs(%3372 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3374 = tensor.empty() : tensor<64xf32>
    %3375 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%3373, %2056 : tensor<64xf32>, tensor<f32>) outs(%3374 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3376 = tensor.empty() : tensor<64xf32>
    %3377 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3375 : tensor<64xf32>) outs(%3376 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3378 = tensor.empty() : tensor<64xf32>
    %3379 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3363, %3377 : tensor<64xf32>, tensor<64xf32>) outs(%3378 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3380 = tensor.empty() : tensor<64xf32>
    %3381 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %3379 : tensor<f32>, tensor<64xf32>) outs(%3380 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3382 = tensor.empty() : tensor<64xf32>
    %3383 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg51, %3381 : tensor<64xf32>, tensor<64xf32>) outs(%3382 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3384 = tensor.empty() : tensor<64xf32>
    %3385 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg152 : tensor<64xf32>) outs(%3384 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3386 = tensor.empty() : tensor<64xf32>
    %3387 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1564 : tensor<64xf32>) outs(%3386 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3388 = tensor.empty() : tensor<64xf32>
    %3389 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3385, %3387 : tensor<64xf32>, tensor<64xf32>) outs(%3388 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3390 = tensor.empty() : tensor<64xf32>
    %3391 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg252 : tensor<64xf32>) outs(%3390 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3392 = tensor.empty() : tensor<64xf32>
    %3393 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1564 : tensor<64xf32>) outs(%3392 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3394 = tensor.empty() : tensor<64xf32>
    %3395 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3393, %1564 : tensor<64xf32>, tensor<64xf32>) outs(%3394 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3396 = tensor.empty() : tensor<64xf32>
    %3397 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3391, %3395 : tensor<64xf32>, tensor<64xf32>) outs(%3396 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3398 = tensor.empty() : tensor<64xf32>
    %3399 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3397 : tensor<64xf32>) outs(%3398 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3400 = tensor.empty() : tensor<64xf32>
    %3401 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%3399, %2056 : tensor<64xf32>, tensor<f32>) outs(%3400 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3402 = tensor.empty() : tensor<64xf32>
    %3403 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3401 : tensor<64xf32>) outs(%3402 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3404 = tensor.empty() : tensor<64xf32>
    %3405 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3389, %3403 : tensor<64xf32>, tensor<64xf32>) outs(%3404 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3406 = tensor.empty() : tensor<64xf32>
    %3407 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %3405 : tensor<f32>, tensor<64xf32>) outs(%3406 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3408 = tensor.empty() : tensor<64xf32>
    %3409 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg52, %3407 : tensor<64xf32>, tensor<64xf32>) outs(%3408 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3410 = tensor.empty() : tensor<64x192xf32>
    %3411 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg153 : tensor<64x192xf32>) outs(%3410 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x192xf32>
    %3412 = tensor.empty() : tensor<64x192xf32>
    %3413 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1541 : tensor<64x192xf32>) outs(%3412 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x192xf32>
    %3414 = tensor.empty() : tensor<64x192xf32>
    %3415 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3411, %3413 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%3414 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %3416 = tensor.empty() : tensor<64x192xf32>
    %3417 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg253 : tensor<64x192xf32>) outs(%3416 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x192xf32>
    %3418 = tensor.empty() : tensor<64x192xf32>
    %3419 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1541 : tensor<64x192xf32>) outs(%3418 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x192xf32>
    %3420 = tensor.empty() : tensor<64x192xf32>
    %3421 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3419, %1541 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%3420 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %3422 = tensor.empty() : tensor<64x192xf32>
    %3423 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3417, %3421 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%3422 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %3424 = tensor.empty() : tensor<64x192xf32>
    %3425 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3423 : tensor<64x192xf32>) outs(%3424 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %3426 = tensor.empty() : tensor<64x192xf32>
    %3427 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%3425, %2056 : tensor<64x192xf32>, tensor<f32>) outs(%3426 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %3428 = tensor.empty() : tensor<64x192xf32>
    %3429 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3427 : tensor<64x192xf32>) outs(%3428 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x192xf32>
    %3430 = tensor.empty() : tensor<64x192xf32>
    %3431 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3415, %3429 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%3430 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %3432 = tensor.empty() : tensor<64x192xf32>
    %3433 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2055, %3431 : tensor<f32>, tensor<64x192xf32>) outs(%3432 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %3434 = tensor.empty() : tensor<64x192xf32>
    %3435 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg53, %3433 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%3434 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %3436 = tensor.empty() : tensor<192xf32>
    %3437 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg154 : tensor<192xf32>) outs(%3436 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<192xf32>
    %3438 = tensor.empty() : tensor<192xf32>
    %3439 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_384 : tensor<192xf32>) outs(%3438 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<192xf32>
    %3440 = tensor.empty() : tensor<192xf32>
    %3441 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3437, %3439 : tensor<192xf32>, tensor<192xf32>) outs(%3440 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %3442 = tensor.empty() : tensor<192xf32>
    %3443 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg254 : tensor<192xf32>) outs(%3442 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<192xf32>
    %3444 = tensor.empty() : tensor<192xf32>
    %3445 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_384 : tensor<192xf32>) outs(%3444 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<192xf32>
    %3446 = tensor.empty() : tensor<192xf32>
    %3447 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3445, %collapsed_384 : tensor<192xf32>, tensor<192xf32>) outs(%3446 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %3448 = tensor.empty() : tensor<192xf32>
    %3449 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3443, %3447 : tensor<192xf32>, tensor<192xf32>) outs(%3448 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %3450 = tensor.empty() : tensor<192xf32>
    %3451 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3449 : tensor<192xf32>) outs(%3450 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %3452 = tensor.empty() : tensor<192xf32>
    %3453 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%3451, %2056 : tensor<192xf32>, tensor<f32>) outs(%3452 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %3454 = tensor.empty() : tensor<192xf32>
    %3455 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3453 : tensor<192xf32>) outs(%3454 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<192xf32>
    %3456 = tensor.empty() : tensor<192xf32>
    %3457 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3441, %3455 : tensor<192xf32>, tensor<192xf32>) outs(%3456 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %3458 = tensor.empty() : tensor<192xf32>
    %3459 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %3457 : tensor<f32>, tensor<192xf32>) outs(%3458 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %3460 = tensor.empty() : tensor<192xf32>
    %3461 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg54, %3459 : tensor<192xf32>, tensor<192xf32>) outs(%3460 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %3462 = tensor.empty() : tensor<64x64xf32>
    %3463 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg155 : tensor<64x64xf32>) outs(%3462 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x64xf32>
    %3464 = tensor.empty() : tensor<64x64xf32>
    %3465 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1515 : tensor<64x64xf32>) outs(%3464 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x64xf32>
    %3466 = tensor.empty() : tensor<64x64xf32>
    %3467 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3463, %3465 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%3466 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %3468 = tensor.empty() : tensor<64x64xf32>
    %3469 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg255 : tensor<64x64xf32>) outs(%3468 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x64xf32>
    %3470 = tensor.empty() : tensor<64x64xf32>
    %3471 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1515 : tensor<64x64xf32>) outs(%3470 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x64xf32>
    %3472 = tensor.empty() : tensor<64x64xf32>
    %3473 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3471, %1515 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%3472 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %3474 = tensor.empty() : tensor<64x64xf32>
    %3475 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3469, %3473 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%3474 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %3476 = tensor.empty() : tensor<64x64xf32>
    %3477 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3475 : tensor<64x64xf32>) outs(%3476 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %3478 = tensor.empty() : tensor<64x64xf32>
    %3479 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%3477, %2056 : tensor<64x64xf32>, tensor<f32>) outs(%3478 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %3480 = tensor.empty() : tensor<64x64xf32>
    %3481 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3479 : tensor<64x64xf32>) outs(%3480 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x64xf32>
    %3482 = tensor.empty() : tensor<64x64xf32>
    %3483 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3467, %3481 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%3482 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %3484 = tensor.empty() : tensor<64x64xf32>
    %3485 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2055, %3483 : tensor<f32>, tensor<64x64xf32>) outs(%3484 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %3486 = tensor.empty() : tensor<64x64xf32>
    %3487 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg55, %3485 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%3486 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %3488 = tensor.empty() : tensor<64xf32>
    %3489 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg156 : tensor<64xf32>) outs(%3488 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3490 = tensor.empty() : tensor<64xf32>
    %3491 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_361 : tensor<64xf32>) outs(%3490 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3492 = tensor.empty() : tensor<64xf32>
    %3493 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3489, %3491 : tensor<64xf32>, tensor<64xf32>) outs(%3492 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3494 = tensor.empty() : tensor<64xf32>
    %3495 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg256 : tensor<64xf32>) outs(%3494 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3496 = tensor.empty() : tensor<64xf32>
    %3497 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_361 : tensor<64xf32>) outs(%3496 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3498 = tensor.empty() : tensor<64xf32>
    %3499 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3497, %collapsed_361 : tensor<64xf32>, tensor<64xf32>) outs(%3498 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3500 = tensor.empty() : tensor<64xf32>
    %3501 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3495, %3499 : tensor<64xf32>, tensor<64xf32>) outs(%3500 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3502 = tensor.empty() : tensor<64xf32>
    %3503 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3501 : tensor<64xf32>) outs(%3502 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3504 = tensor.empty() : tensor<64xf32>
    %3505 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%3503, %2056 : tensor<64xf32>, tensor<f32>) outs(%3504 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3506 = tensor.empty() : tensor<64xf32>
    %3507 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3505 : tensor<64xf32>) outs(%3506 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3508 = tensor.empty() : tensor<64xf32>
    %3509 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3493, %3507 : tensor<64xf32>, tensor<64xf32>) outs(%3508 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3510 = tensor.empty() : tensor<64xf32>
    %3511 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %3509 : tensor<f32>, tensor<64xf32>) outs(%3510 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3512 = tensor.empty() : tensor<64xf32>
    %3513 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg56, %3511 : tensor<64xf32>, tensor<64xf32>) outs(%3512 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3514 = tensor.empty() : tensor<64xf32>
    %3515 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg157 : tensor<64xf32>) outs(%3514 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3516 = tensor.empty() : tensor<64xf32>
    %3517 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1508 : tensor<64xf32>) outs(%3516 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3518 = tensor.empty() : tensor<64xf32>
    %3519 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3515, %3517 : tensor<64xf32>, tensor<64xf32>) outs(%3518 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3520 = tensor.empty() : tensor<64xf32>
    %3521 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg257 : tensor<64xf32>) outs(%3520 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3522 = tensor.empty() : tensor<64xf32>
    %3523 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1508 : tensor<64xf32>) outs(%3522 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3524 = tensor.empty() : tensor<64xf32>
    %3525 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3523, %1508 : tensor<64xf32>, tensor<64xf32>) outs(%3524 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3526 = tensor.empty() : tensor<64xf32>
    %3527 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3521, %3525 : tensor<64xf32>, tensor<64xf32>) outs(%3526 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3528 = tensor.empty() : tensor<64xf32>
    %3529 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3527 : tensor<64xf32>) outs(%3528 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3530 = tensor.empty() : tensor<64xf32>
    %3531 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%3529, %2056 : tensor<64xf32>, tensor<f32>) outs(%3530 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3532 = tensor.empty() : tensor<64xf32>
    %3533 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3531 : tensor<64xf32>) outs(%3532 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3534 = tensor.empty() : tensor<64xf32>
    %3535 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3519, %3533 : tensor<64xf32>, tensor<64xf32>) outs(%3534 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3536 = tensor.empty() : tensor<64xf32>
    %3537 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %3535 : tensor<f32>, tensor<64xf32>) outs(%3536 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3538 = tensor.empty() : tensor<64xf32>
    %3539 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg57, %3537 : tensor<64xf32>, tensor<64xf32>) outs(%3538 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3540 = tensor.empty() : tensor<64xf32>
    %3541 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg158 : tensor<64xf32>) outs(%3540 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3542 = tensor.empty() : tensor<64xf32>
    %3543 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1509 : tensor<64xf32>) outs(%3542 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3544 = tensor.empty() : tensor<64xf32>
    %3545 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3541, %3543 : tensor<64xf32>, tensor<64xf32>) outs(%3544 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3546 = tensor.empty() : tensor<64xf32>
    %3547 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg258 : tensor<64xf32>) outs(%3546 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3548 = tensor.empty() : tensor<64xf32>
    %3549 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1509 : tensor<64xf32>) outs(%3548 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3550 = tensor.empty() : tensor<64xf32>
    %3551 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3549, %1509 : tensor<64xf32>, tensor<64xf32>) outs(%3550 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3552 = tensor.empty() : tensor<64xf32>
    %3553 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3547, %3551 : tensor<64xf32>, tensor<64xf32>) outs(%3552 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3554 = tensor.empty() : tensor<64xf32>
    %3555 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3553 : tensor<64xf32>) outs(%3554 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3556 = tensor.empty() : tensor<64xf32>
    %3557 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%3555, %2056 : tensor<64xf32>, tensor<f32>) outs(%3556 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3558 = tensor.empty() : tensor<64xf32>
    %3559 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3557 : tensor<64xf32>) outs(%3558 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3560 = tensor.empty() : tensor<64xf32>
    %3561 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3545, %3559 : tensor<64xf32>, tensor<64xf32>) outs(%3560 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3562 = tensor.empty() : tensor<64xf32>
    %3563 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %3561 : tensor<f32>, tensor<64xf32>) outs(%3562 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3564 = tensor.empty() : tensor<64xf32>
    %3565 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg58, %3563 : tensor<64xf32>, tensor<64xf32>) outs(%3564 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3566 = tensor.empty() : tensor<64x256xf32>
    %3567 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg159 : tensor<64x256xf32>) outs(%3566 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x256xf32>
    %3568 = tensor.empty() : tensor<64x256xf32>
    %3569 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1486 : tensor<64x256xf32>) outs(%3568 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x256xf32>
    %3570 = tensor.empty() : tensor<64x256xf32>
    %3571 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3567, %3569 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%3570 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %3572 = tensor.empty() : tensor<64x256xf32>
    %3573 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg259 : tensor<64x256xf32>) outs(%3572 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x256xf32>
    %3574 = tensor.empty() : tensor<64x256xf32>
    %3575 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1486 : tensor<64x256xf32>) outs(%3574 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x256xf32>
    %3576 = tensor.empty() : tensor<64x256xf32>
    %3577 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3575, %1486 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%3576 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %3578 = tensor.empty() : tensor<64x256xf32>
    %3579 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3573, %3577 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%3578 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %3580 = tensor.empty() : tensor<64x256xf32>
    %3581 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3579 : tensor<64x256xf32>) outs(%3580 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %3582 = tensor.empty() : tensor<64x256xf32>
    %3583 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%3581, %2056 : tensor<64x256xf32>, tensor<f32>) outs(%3582 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %3584 = tensor.empty() : tensor<64x256xf32>
    %3585 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3583 : tensor<64x256xf32>) outs(%3584 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x256xf32>
    %3586 = tensor.empty() : tensor<64x256xf32>
    %3587 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3571, %3585 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%3586 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %3588 = tensor.empty() : tensor<64x256xf32>
    %3589 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2055, %3587 : tensor<f32>, tensor<64x256xf32>) outs(%3588 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %3590 = tensor.empty() : tensor<64x256xf32>
    %3591 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg59, %3589 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%3590 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %3592 = tensor.empty() : tensor<256xf32>
    %3593 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg160 : tensor<256xf32>) outs(%3592 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256xf32>
    %3594 = tensor.empty() : tensor<256xf32>
    %3595 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_356 : tensor<256xf32>) outs(%3594 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256xf32>
    %3596 = tensor.empty() : tensor<256xf32>
    %3597 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3593, %3595 : tensor<256xf32>, tensor<256xf32>) outs(%3596 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %3598 = tensor.empty() : tensor<256xf32>
    %3599 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg260 : tensor<256xf32>) outs(%3598 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256xf32>
    %3600 = tensor.empty() : tensor<256xf32>
    %3601 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_356 : tensor<256xf32>) outs(%3600 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256xf32>
    %3602 = tensor.empty() : tensor<256xf32>
    %3603 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3601, %collapsed_356 : tensor<256xf32>, tensor<256xf32>) outs(%3602 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %3604 = tensor.empty() : tensor<256xf32>
    %3605 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3599, %3603 : tensor<256xf32>, tensor<256xf32>) outs(%3604 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %3606 = tensor.empty() : tensor<256xf32>
    %3607 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3605 : tensor<256xf32>) outs(%3606 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %3608 = tensor.empty() : tensor<256xf32>
    %3609 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%3607, %2056 : tensor<256xf32>, tensor<f32>) outs(%3608 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %3610 = tensor.empty() : tensor<256xf32>
    %3611 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3609 : tensor<256xf32>) outs(%3610 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256xf32>
    %3612 = tensor.empty() : tensor<256xf32>
    %3613 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3597, %3611 : tensor<256xf32>, tensor<256xf32>) outs(%3612 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %3614 = tensor.empty() : tensor<256xf32>
    %3615 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %3613 : tensor<f32>, tensor<256xf32>) outs(%3614 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %3616 = tensor.empty() : tensor<256xf32>
    %3617 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg60, %3615 : tensor<256xf32>, tensor<256xf32>) outs(%3616 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %3618 = tensor.empty() : tensor<256x64xf32>
    %3619 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg161 : tensor<256x64xf32>) outs(%3618 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256x64xf32>
    %3620 = tensor.empty() : tensor<256x64xf32>
    %3621 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1455 : tensor<256x64xf32>) outs(%3620 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256x64xf32>
    %3622 = tensor.empty() : tensor<256x64xf32>
    %3623 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3619, %3621 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%3622 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %3624 = tensor.empty() : tensor<256x64xf32>
    %3625 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg261 : tensor<256x64xf32>) outs(%3624 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256x64xf32>
    %3626 = tensor.empty() : tensor<256x64xf32>
    %3627 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1455 : tensor<256x64xf32>) outs(%3626 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256x64xf32>
    %3628 = tensor.empty() : tensor<256x64xf32>
    %3629 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3627, %1455 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%3628 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %3630 = tensor.empty() : tensor<256x64xf32>
    %3631 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3625, %3629 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%3630 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %3632 = tensor.empty() : tensor<256x64xf32>
    %3633 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3631 : tensor<256x64xf32>) outs(%3632 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %3634 = tensor.empty() : tensor<256x64xf32>
    %3635 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%3633, %2056 : tensor<256x64xf32>, tensor<f32>) outs(%3634 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %3636 = tensor.empty() : tensor<256x64xf32>
    %3637 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3635 : tensor<256x64xf32>) outs(%3636 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256x64xf32>
    %3638 = tensor.empty() : tensor<256x64xf32>
    %3639 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3623, %3637 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%3638 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %3640 = tensor.empty() : tensor<256x64xf32>
    %3641 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2055, %3639 : tensor<f32>, tensor<256x64xf32>) outs(%3640 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %3642 = tensor.empty() : tensor<256x64xf32>
    %3643 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg61, %3641 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%3642 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %3644 = tensor.empty() : tensor<64xf32>
    %3645 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg162 : tensor<64xf32>) outs(%3644 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3646 = tensor.empty() : tensor<64xf32>
    %3647 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_351 : tensor<64xf32>) outs(%3646 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3648 = tensor.empty() : tensor<64xf32>
    %3649 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3645, %3647 : tensor<64xf32>, tensor<64xf32>) outs(%3648 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3650 = tensor.empty() : tensor<64xf32>
    %3651 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg262 : tensor<64xf32>) outs(%3650 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3652 = tensor.empty() : tensor<64xf32>
    %3653 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_351 : tensor<64xf32>) outs(%3652 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3654 = tensor.empty() : tensor<64xf32>
    %3655 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3653, %collapsed_351 : tensor<64xf32>, tensor<64xf32>) outs(%3654 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3656 = tensor.empty() : tensor<64xf32>
    %3657 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3651, %3655 : tensor<64xf32>, tensor<64xf32>) outs(%3656 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3658 = tensor.empty() : tensor<64xf32>
    %3659 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3657 : tensor<64xf32>) outs(%3658 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3660 = tensor.empty() : tensor<64xf32>
    %3661 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%3659, %2056 : tensor<64xf32>, tensor<f32>) outs(%3660 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3662 = tensor.empty() : tensor<64xf32>
    %3663 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3661 : tensor<64xf32>) outs(%3662 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3664 = tensor.empty() : tensor<64xf32>
    %3665 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3649, %3663 : tensor<64xf32>, tensor<64xf32>) outs(%3664 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3666 = tensor.empty() : tensor<64xf32>
    %3667 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %3665 : tensor<f32>, tensor<64xf32>) outs(%3666 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3668 = tensor.empty() : tensor<64xf32>
    %3669 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg62, %3667 : tensor<64xf32>, tensor<64xf32>) outs(%3668 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3670 = tensor.empty() : tensor<64xf32>
    %3671 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg163 : tensor<64xf32>) outs(%3670 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3672 = tensor.empty() : tensor<64xf32>
    %3673 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1448 : tensor<64xf32>) outs(%3672 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3674 = tensor.empty() : tensor<64xf32>
    %3675 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3671, %3673 : tensor<64xf32>, tensor<64xf32>) outs(%3674 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3676 = tensor.empty() : tensor<64xf32>
    %3677 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg263 : tensor<64xf32>) outs(%3676 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3678 = tensor.empty() : tensor<64xf32>
    %3679 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1448 : tensor<64xf32>) outs(%3678 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3680 = tensor.empty() : tensor<64xf32>
    %3681 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3679, %1448 : tensor<64xf32>, tensor<64xf32>) outs(%3680 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3682 = tensor.empty() : tensor<64xf32>
    %3683 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3677, %3681 : tensor<64xf32>, tensor<64xf32>) outs(%3682 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3684 = tensor.empty() : tensor<64xf32>
    %3685 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3683 : tensor<64xf32>) outs(%3684 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3686 = tensor.empty() : tensor<64xf32>
    %3687 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%3685, %2056 : tensor<64xf32>, tensor<f32>) outs(%3686 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3688 = tensor.empty() : tensor<64xf32>
    %3689 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3687 : tensor<64xf32>) outs(%3688 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3690 = tensor.empty() : tensor<64xf32>
    %3691 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3675, %3689 : tensor<64xf32>, tensor<64xf32>) outs(%3690 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3692 = tensor.empty() : tensor<64xf32>
    %3693 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %3691 : tensor<f32>, tensor<64xf32>) outs(%3692 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3694 = tensor.empty() : tensor<64xf32>
    %3695 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg63, %3693 : tensor<64xf32>, tensor<64xf32>) outs(%3694 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3696 = tensor.empty() : tensor<64xf32>
    %3697 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg164 : tensor<64xf32>) outs(%3696 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3698 = tensor.empty() : tensor<64xf32>
    %3699 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1449 : tensor<64xf32>) outs(%3698 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3700 = tensor.empty() : tensor<64xf32>
    %3701 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3697, %3699 : tensor<64xf32>, tensor<64xf32>) outs(%3700 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3702 = tensor.empty() : tensor<64xf32>
    %3703 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg264 : tensor<64xf32>) outs(%3702 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3704 = tensor.empty() : tensor<64xf32>
    %3705 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1449 : tensor<64xf32>) outs(%3704 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3706 = tensor.empty() : tensor<64xf32>
    %3707 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3705, %1449 : tensor<64xf32>, tensor<64xf32>) outs(%3706 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3708 = tensor.empty() : tensor<64xf32>
    %3709 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3703, %3707 : tensor<64xf32>, tensor<64xf32>) outs(%3708 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3710 = tensor.empty() : tensor<64xf32>
    %3711 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3709 : tensor<64xf32>) outs(%3710 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3712 = tensor.empty() : tensor<64xf32>
    %3713 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%3711, %2056 : tensor<64xf32>, tensor<f32>) outs(%3712 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3714 = tensor.empty() : tensor<64xf32>
    %3715 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3713 : tensor<64xf32>) outs(%3714 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3716 = tensor.empty() : tensor<64xf32>
    %3717 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3701, %3715 : tensor<64xf32>, tensor<64xf32>) outs(%3716 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3718 = tensor.empty() : tensor<64xf32>
    %3719 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %3717 : tensor<f32>, tensor<64xf32>) outs(%3718 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3720 = tensor.empty() : tensor<64xf32>
    %3721 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg64, %3719 : tensor<64xf32>, tensor<64xf32>) outs(%3720 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3722 = tensor.empty() : tensor<64x192xf32>
    %3723 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg165 : tensor<64x192xf32>) outs(%3722 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x192xf32>
    %3724 = tensor.empty() : tensor<64x192xf32>
    %3725 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1426 : tensor<64x192xf32>) outs(%3724 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x192xf32>
    %3726 = tensor.empty() : tensor<64x192xf32>
    %3727 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3723, %3725 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%3726 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %3728 = tensor.empty() : tensor<64x192xf32>
    %3729 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg265 : tensor<64x192xf32>) outs(%3728 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x192xf32>
    %3730 = tensor.empty() : tensor<64x192xf32>
    %3731 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1426 : tensor<64x192xf32>) outs(%3730 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x192xf32>
    %3732 = tensor.empty() : tensor<64x192xf32>
    %3733 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3731, %1426 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%3732 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %3734 = tensor.empty() : tensor<64x192xf32>
    %3735 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3729, %3733 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%3734 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %3736 = tensor.empty() : tensor<64x192xf32>
    %3737 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3735 : tensor<64x192xf32>) outs(%3736 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %3738 = tensor.empty() : tensor<64x192xf32>
    %3739 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%3737, %2056 : tensor<64x192xf32>, tensor<f32>) outs(%3738 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %3740 = tensor.empty() : tensor<64x192xf32>
    %3741 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3739 : tensor<64x192xf32>) outs(%3740 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x192xf32>
    %3742 = tensor.empty() : tensor<64x192xf32>
    %3743 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3727, %3741 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%3742 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %3744 = tensor.empty() : tensor<64x192xf32>
    %3745 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2055, %3743 : tensor<f32>, tensor<64x192xf32>) outs(%3744 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %3746 = tensor.empty() : tensor<64x192xf32>
    %3747 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg65, %3745 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%3746 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %3748 = tensor.empty() : tensor<192xf32>
    %3749 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg166 : tensor<192xf32>) outs(%3748 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<192xf32>
    %3750 = tensor.empty() : tensor<192xf32>
    %3751 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_346 : tensor<192xf32>) outs(%3750 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<192xf32>
    %3752 = tensor.empty() : tensor<192xf32>
    %3753 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3749, %3751 : tensor<192xf32>, tensor<192xf32>) outs(%3752 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %3754 = tensor.empty() : tensor<192xf32>
    %3755 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg266 : tensor<192xf32>) outs(%3754 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<192xf32>
    %3756 = tensor.empty() : tensor<192xf32>
    %3757 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_346 : tensor<192xf32>) outs(%3756 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<192xf32>
    %3758 = tensor.empty() : tensor<192xf32>
    %3759 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3757, %collapsed_346 : tensor<192xf32>, tensor<192xf32>) outs(%3758 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %3760 = tensor.empty() : tensor<192xf32>
    %3761 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3755, %3759 : tensor<192xf32>, tensor<192xf32>) outs(%3760 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %3762 = tensor.empty() : tensor<192xf32>
    %3763 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3761 : tensor<192xf32>) outs(%3762 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %3764 = tensor.empty() : tensor<192xf32>
    %3765 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%3763, %2056 : tensor<192xf32>, tensor<f32>) outs(%3764 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %3766 = tensor.empty() : tensor<192xf32>
    %3767 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3765 : tensor<192xf32>) outs(%3766 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<192xf32>
    %3768 = tensor.empty() : tensor<192xf32>
    %3769 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3753, %3767 : tensor<192xf32>, tensor<192xf32>) outs(%3768 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %3770 = tensor.empty() : tensor<192xf32>
    %3771 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %3769 : tensor<f32>, tensor<192xf32>) outs(%3770 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %3772 = tensor.empty() : tensor<192xf32>
    %3773 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg66, %3771 : tensor<192xf32>, tensor<192xf32>) outs(%3772 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %3774 = tensor.empty() : tensor<64x64xf32>
    %3775 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg167 : tensor<64x64xf32>) outs(%3774 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x64xf32>
    %3776 = tensor.empty() : tensor<64x64xf32>
    %3777 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1400 : tensor<64x64xf32>) outs(%3776 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x64xf32>
    %3778 = tensor.empty() : tensor<64x64xf32>
    %3779 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3775, %3777 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%3778 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %3780 = tensor.empty() : tensor<64x64xf32>
    %3781 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg267 : tensor<64x64xf32>) outs(%3780 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x64xf32>
    %3782 = tensor.empty() : tensor<64x64xf32>
    %3783 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1400 : tensor<64x64xf32>) outs(%3782 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x64xf32>
    %3784 = tensor.empty() : tensor<64x64xf32>
    %3785 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3783, %1400 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%3784 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %3786 = tensor.empty() : tensor<64x64xf32>
    %3787 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3781, %3785 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%3786 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %3788 = tensor.empty() : tensor<64x64xf32>
    %3789 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3787 : tensor<64x64xf32>) outs(%3788 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %3790 = tensor.empty() : tensor<64x64xf32>
    %3791 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%3789, %2056 : tensor<64x64xf32>, tensor<f32>) outs(%3790 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %3792 = tensor.empty() : tensor<64x64xf32>
    %3793 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3791 : tensor<64x64xf32>) outs(%3792 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x64xf32>
    %3794 = tensor.empty() : tensor<64x64xf32>
    %3795 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3779, %3793 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%3794 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %3796 = tensor.empty() : tensor<64x64xf32>
    %3797 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2055, %3795 : tensor<f32>, tensor<64x64xf32>) outs(%3796 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %3798 = tensor.empty() : tensor<64x64xf32>
    %3799 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg67, %3797 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%3798 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %3800 = tensor.empty() : tensor<64xf32>
    %3801 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg168 : tensor<64xf32>) outs(%3800 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3802 = tensor.empty() : tensor<64xf32>
    %3803 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_323 : tensor<64xf32>) outs(%3802 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3804 = tensor.empty() : tensor<64xf32>
    %3805 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3801, %3803 : tensor<64xf32>, tensor<64xf32>) outs(%3804 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3806 = tensor.empty() : tensor<64xf32>
    %3807 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg268 : tensor<64xf32>) outs(%3806 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3808 = tensor.empty() : tensor<64xf32>
    %3809 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_323 : tensor<64xf32>) outs(%3808 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3810 = tensor.empty() : tensor<64xf32>
    %3811 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3809, %collapsed_323 : tensor<64xf32>, tensor<64xf32>) outs(%3810 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3812 = tensor.empty() : tensor<64xf32>
    %3813 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3807, %3811 : tensor<64xf32>, tensor<64xf32>) outs(%3812 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3814 = tensor.empty() : tensor<64xf32>
    %3815 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3813 : tensor<64xf32>) outs(%3814 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3816 = tensor.empty() : tensor<64xf32>
    %3817 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%3815, %2056 : tensor<64xf32>, tensor<f32>) outs(%3816 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3818 = tensor.empty() : tensor<64xf32>
    %3819 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3817 : tensor<64xf32>) outs(%3818 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3820 = tensor.empty() : tensor<64xf32>
    %3821 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3805, %3819 : tensor<64xf32>, tensor<64xf32>) outs(%3820 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3822 = tensor.empty() : tensor<64xf32>
    %3823 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %3821 : tensor<f32>, tensor<64xf32>) outs(%3822 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3824 = tensor.empty() : tensor<64xf32>
    %3825 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg68, %3823 : tensor<64xf32>, tensor<64xf32>) outs(%3824 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3826 = tensor.empty() : tensor<64xf32>
    %3827 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg169 : tensor<64xf32>) outs(%3826 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3828 = tensor.empty() : tensor<64xf32>
    %3829 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1393 : tensor<64xf32>) outs(%3828 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3830 = tensor.empty() : tensor<64xf32>
    %3831 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3827, %3829 : tensor<64xf32>, tensor<64xf32>) outs(%3830 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3832 = tensor.empty() : tensor<64xf32>
    %3833 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg269 : tensor<64xf32>) outs(%3832 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3834 = tensor.empty() : tensor<64xf32>
    %3835 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1393 : tensor<64xf32>) outs(%3834 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3836 = tensor.empty() : tensor<64xf32>
    %3837 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3835, %1393 : tensor<64xf32>, tensor<64xf32>) outs(%3836 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3838 = tensor.empty() : tensor<64xf32>
    %3839 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3833, %3837 : tensor<64xf32>, tensor<64xf32>) outs(%3838 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3840 = tensor.empty() : tensor<64xf32>
    %3841 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3839 : tensor<64xf32>) outs(%3840 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3842 = tensor.empty() : tensor<64xf32>
    %3843 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%3841, %2056 : tensor<64xf32>, tensor<f32>) outs(%3842 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3844 = tensor.empty() : tensor<64xf32>
    %3845 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3843 : tensor<64xf32>) outs(%3844 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3846 = tensor.empty() : tensor<64xf32>
    %3847 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3831, %3845 : tensor<64xf32>, tensor<64xf32>) outs(%3846 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3848 = tensor.empty() : tensor<64xf32>
    %3849 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %3847 : tensor<f32>, tensor<64xf32>) outs(%3848 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3850 = tensor.empty() : tensor<64xf32>
    %3851 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg69, %3849 : tensor<64xf32>, tensor<64xf32>) outs(%3850 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3852 = tensor.empty() : tensor<64xf32>
    %3853 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg170 : tensor<64xf32>) outs(%3852 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3854 = tensor.empty() : tensor<64xf32>
    %3855 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1394 : tensor<64xf32>) outs(%3854 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3856 = tensor.empty() : tensor<64xf32>
    %3857 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3853, %3855 : tensor<64xf32>, tensor<64xf32>) outs(%3856 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3858 = tensor.empty() : tensor<64xf32>
    %3859 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg270 : tensor<64xf32>) outs(%3858 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3860 = tensor.empty() : tensor<64xf32>
    %3861 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1394 : tensor<64xf32>) outs(%3860 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3862 = tensor.empty() : tensor<64xf32>
    %3863 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3861, %1394 : tensor<64xf32>, tensor<64xf32>) outs(%3862 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3864 = tensor.empty() : tensor<64xf32>
    %3865 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3859, %3863 : tensor<64xf32>, tensor<64xf32>) outs(%3864 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3866 = tensor.empty() : tensor<64xf32>
    %3867 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3865 : tensor<64xf32>) outs(%3866 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3868 = tensor.empty() : tensor<64xf32>
    %3869 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%3867, %2056 : tensor<64xf32>, tensor<f32>) outs(%3868 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3870 = tensor.empty() : tensor<64xf32>
    %3871 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3869 : tensor<64xf32>) outs(%3870 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3872 = tensor.empty() : tensor<64xf32>
    %3873 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3857, %3871 : tensor<64xf32>, tensor<64xf32>) outs(%3872 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3874 = tensor.empty() : tensor<64xf32>
    %3875 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %3873 : tensor<f32>, tensor<64xf32>) outs(%3874 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3876 = tensor.empty() : tensor<64xf32>
    %3877 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg70, %3875 : tensor<64xf32>, tensor<64xf32>) outs(%3876 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3878 = tensor.empty() : tensor<64x256xf32>
    %3879 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg171 : tensor<64x256xf32>) outs(%3878 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x256xf32>
    %3880 = tensor.empty() : tensor<64x256xf32>
    %3881 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1371 : tensor<64x256xf32>) outs(%3880 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x256xf32>
    %3882 = tensor.empty() : tensor<64x256xf32>
    %3883 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3879, %3881 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%3882 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %3884 = tensor.empty() : tensor<64x256xf32>
    %3885 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg271 : tensor<64x256xf32>) outs(%3884 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x256xf32>
    %3886 = tensor.empty() : tensor<64x256xf32>
    %3887 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1371 : tensor<64x256xf32>) outs(%3886 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x256xf32>
    %3888 = tensor.empty() : tensor<64x256xf32>
    %3889 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3887, %1371 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%3888 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %3890 = tensor.empty() : tensor<64x256xf32>
    %3891 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3885, %3889 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%3890 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %3892 = tensor.empty() : tensor<64x256xf32>
    %3893 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3891 : tensor<64x256xf32>) outs(%3892 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %3894 = tensor.empty() : tensor<64x256xf32>
    %3895 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%3893, %2056 : tensor<64x256xf32>, tensor<f32>) outs(%3894 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %3896 = tensor.empty() : tensor<64x256xf32>
    %3897 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3895 : tensor<64x256xf32>) outs(%3896 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x256xf32>
    %3898 = tensor.empty() : tensor<64x256xf32>
    %3899 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3883, %3897 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%3898 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %3900 = tensor.empty() : tensor<64x256xf32>
    %3901 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2055, %3899 : tensor<f32>, tensor<64x256xf32>) outs(%3900 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %3902 = tensor.empty() : tensor<64x256xf32>
    %3903 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg71, %3901 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%3902 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %3904 = tensor.empty() : tensor<256xf32>
    %3905 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg172 : tensor<256xf32>) outs(%3904 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256xf32>
    %3906 = tensor.empty() : tensor<256xf32>
    %3907 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_318 : tensor<256xf32>) outs(%3906 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256xf32>
    %3908 = tensor.empty() : tensor<256xf32>
    %3909 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3905, %3907 : tensor<256xf32>, tensor<256xf32>) outs(%3908 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %3910 = tensor.empty() : tensor<256xf32>
    %3911 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg272 : tensor<256xf32>) outs(%3910 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256xf32>
    %3912 = tensor.empty() : tensor<256xf32>
    %3913 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_318 : tensor<256xf32>) outs(%3912 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256xf32>
    %3914 = tensor.empty() : tensor<256xf32>
    %3915 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3913, %collapsed_318 : tensor<256xf32>, tensor<256xf32>) outs(%3914 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %3916 = tensor.empty() : tensor<256xf32>
    %3917 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3911, %3915 : tensor<256xf32>, tensor<256xf32>) outs(%3916 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %3918 = tensor.empty() : tensor<256xf32>
    %3919 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3917 : tensor<256xf32>) outs(%3918 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %3920 = tensor.empty() : tensor<256xf32>
    %3921 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%3919, %2056 : tensor<256xf32>, tensor<f32>) outs(%3920 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %3922 = tensor.empty() : tensor<256xf32>
    %3923 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3921 : tensor<256xf32>) outs(%3922 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256xf32>
    %3924 = tensor.empty() : tensor<256xf32>
    %3925 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3909, %3923 : tensor<256xf32>, tensor<256xf32>) outs(%3924 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %3926 = tensor.empty() : tensor<256xf32>
    %3927 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %3925 : tensor<f32>, tensor<256xf32>) outs(%3926 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %3928 = tensor.empty() : tensor<256xf32>
    %3929 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg72, %3927 : tensor<256xf32>, tensor<256xf32>) outs(%3928 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %3930 = tensor.empty() : tensor<256x64xf32>
    %3931 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg173 : tensor<256x64xf32>) outs(%3930 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256x64xf32>
    %3932 = tensor.empty() : tensor<256x64xf32>
    %3933 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1340 : tensor<256x64xf32>) outs(%3932 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256x64xf32>
    %3934 = tensor.empty() : tensor<256x64xf32>
    %3935 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3931, %3933 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%3934 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %3936 = tensor.empty() : tensor<256x64xf32>
    %3937 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg273 : tensor<256x64xf32>) outs(%3936 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256x64xf32>
    %3938 = tensor.empty() : tensor<256x64xf32>
    %3939 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1340 : tensor<256x64xf32>) outs(%3938 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256x64xf32>
    %3940 = tensor.empty() : tensor<256x64xf32>
    %3941 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3939, %1340 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%3940 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %3942 = tensor.empty() : tensor<256x64xf32>
    %3943 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3937, %3941 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%3942 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %3944 = tensor.empty() : tensor<256x64xf32>
    %3945 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3943 : tensor<256x64xf32>) outs(%3944 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %3946 = tensor.empty() : tensor<256x64xf32>
    %3947 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%3945, %2056 : tensor<256x64xf32>, tensor<f32>) outs(%3946 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %3948 = tensor.empty() : tensor<256x64xf32>
    %3949 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3947 : tensor<256x64xf32>) outs(%3948 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256x64xf32>
    %3950 = tensor.empty() : tensor<256x64xf32>
    %3951 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%3935, %3949 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%3950 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %3952 = tensor.empty() : tensor<256x64xf32>
    %3953 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2055, %3951 : tensor<f32>, tensor<256x64xf32>) outs(%3952 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %3954 = tensor.empty() : tensor<256x64xf32>
    %3955 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg73, %3953 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%3954 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %3956 = tensor.empty() : tensor<64xf32>
    %3957 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg174 : tensor<64xf32>) outs(%3956 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3958 = tensor.empty() : tensor<64xf32>
    %3959 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_313 : tensor<64xf32>) outs(%3958 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3960 = tensor.empty() : tensor<64xf32>
    %3961 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3957, %3959 : tensor<64xf32>, tensor<64xf32>) outs(%3960 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3962 = tensor.empty() : tensor<64xf32>
    %3963 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg274 : tensor<64xf32>) outs(%3962 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3964 = tensor.empty() : tensor<64xf32>
    %3965 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_313 : tensor<64xf32>) outs(%3964 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3966 = tensor.empty() : tensor<64xf32>
    %3967 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3965, %collapsed_313 : tensor<64xf32>, tensor<64xf32>) outs(%3966 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3968 = tensor.empty() : tensor<64xf32>
    %3969 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3963, %3967 : tensor<64xf32>, tensor<64xf32>) outs(%3968 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3970 = tensor.empty() : tensor<64xf32>
    %3971 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3969 : tensor<64xf32>) outs(%3970 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3972 = tensor.empty() : tensor<64xf32>
    %3973 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%3971, %2056 : tensor<64xf32>, tensor<f32>) outs(%3972 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3974 = tensor.empty() : tensor<64xf32>
    %3975 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3973 : tensor<64xf32>) outs(%3974 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3976 = tensor.empty() : tensor<64xf32>
    %3977 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3961, %3975 : tensor<64xf32>, tensor<64xf32>) outs(%3976 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3978 = tensor.empty() : tensor<64xf32>
    %3979 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %3977 : tensor<f32>, tensor<64xf32>) outs(%3978 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3980 = tensor.empty() : tensor<64xf32>
    %3981 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg74, %3979 : tensor<64xf32>, tensor<64xf32>) outs(%3980 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3982 = tensor.empty() : tensor<64xf32>
    %3983 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg175 : tensor<64xf32>) outs(%3982 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3984 = tensor.empty() : tensor<64xf32>
    %3985 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1333 : tensor<64xf32>) outs(%3984 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3986 = tensor.empty() : tensor<64xf32>
    %3987 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3983, %3985 : tensor<64xf32>, tensor<64xf32>) outs(%3986 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3988 = tensor.empty() : tensor<64xf32>
    %3989 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg275 : tensor<64xf32>) outs(%3988 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3990 = tensor.empty() : tensor<64xf32>
    %3991 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1333 : tensor<64xf32>) outs(%3990 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %3992 = tensor.empty() : tensor<64xf32>
    %3993 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3991, %1333 : tensor<64xf32>, tensor<64xf32>) outs(%3992 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3994 = tensor.empty() : tensor<64xf32>
    %3995 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3989, %3993 : tensor<64xf32>, tensor<64xf32>) outs(%3994 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3996 = tensor.empty() : tensor<64xf32>
    %3997 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3995 : tensor<64xf32>) outs(%3996 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %3998 = tensor.empty() : tensor<64xf32>
    %3999 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%3997, %2056 : tensor<64xf32>, tensor<f32>) outs(%3998 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4000 = tensor.empty() : tensor<64xf32>
    %4001 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3999 : tensor<64xf32>) outs(%4000 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4002 = tensor.empty() : tensor<64xf32>
    %4003 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3987, %4001 : tensor<64xf32>, tensor<64xf32>) outs(%4002 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4004 = tensor.empty() : tensor<64xf32>
    %4005 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %4003 : tensor<f32>, tensor<64xf32>) outs(%4004 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4006 = tensor.empty() : tensor<64xf32>
    %4007 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg75, %4005 : tensor<64xf32>, tensor<64xf32>) outs(%4006 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4008 = tensor.empty() : tensor<64xf32>
    %4009 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg176 : tensor<64xf32>) outs(%4008 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4010 = tensor.empty() : tensor<64xf32>
    %4011 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1334 : tensor<64xf32>) outs(%4010 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4012 = tensor.empty() : tensor<64xf32>
    %4013 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4009, %4011 : tensor<64xf32>, tensor<64xf32>) outs(%4012 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4014 = tensor.empty() : tensor<64xf32>
    %4015 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg276 : tensor<64xf32>) outs(%4014 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4016 = tensor.empty() : tensor<64xf32>
    %4017 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1334 : tensor<64xf32>) outs(%4016 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4018 = tensor.empty() : tensor<64xf32>
    %4019 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4017, %1334 : tensor<64xf32>, tensor<64xf32>) outs(%4018 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4020 = tensor.empty() : tensor<64xf32>
    %4021 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4015, %4019 : tensor<64xf32>, tensor<64xf32>) outs(%4020 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4022 = tensor.empty() : tensor<64xf32>
    %4023 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4021 : tensor<64xf32>) outs(%4022 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4024 = tensor.empty() : tensor<64xf32>
    %4025 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%4023, %2056 : tensor<64xf32>, tensor<f32>) outs(%4024 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4026 = tensor.empty() : tensor<64xf32>
    %4027 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4025 : tensor<64xf32>) outs(%4026 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4028 = tensor.empty() : tensor<64xf32>
    %4029 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4013, %4027 : tensor<64xf32>, tensor<64xf32>) outs(%4028 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4030 = tensor.empty() : tensor<64xf32>
    %4031 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %4029 : tensor<f32>, tensor<64xf32>) outs(%4030 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4032 = tensor.empty() : tensor<64xf32>
    %4033 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg76, %4031 : tensor<64xf32>, tensor<64xf32>) outs(%4032 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4034 = tensor.empty() : tensor<64x192xf32>
    %4035 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg177 : tensor<64x192xf32>) outs(%4034 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x192xf32>
    %4036 = tensor.empty() : tensor<64x192xf32>
    %4037 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1311 : tensor<64x192xf32>) outs(%4036 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x192xf32>
    %4038 = tensor.empty() : tensor<64x192xf32>
    %4039 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%4035, %4037 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%4038 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %4040 = tensor.empty() : tensor<64x192xf32>
    %4041 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg277 : tensor<64x192xf32>) outs(%4040 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x192xf32>
    %4042 = tensor.empty() : tensor<64x192xf32>
    %4043 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1311 : tensor<64x192xf32>) outs(%4042 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x192xf32>
    %4044 = tensor.empty() : tensor<64x192xf32>
    %4045 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%4043, %1311 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%4044 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %4046 = tensor.empty() : tensor<64x192xf32>
    %4047 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%4041, %4045 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%4046 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %4048 = tensor.empty() : tensor<64x192xf32>
    %4049 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%4047 : tensor<64x192xf32>) outs(%4048 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %4050 = tensor.empty() : tensor<64x192xf32>
    %4051 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%4049, %2056 : tensor<64x192xf32>, tensor<f32>) outs(%4050 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %4052 = tensor.empty() : tensor<64x192xf32>
    %4053 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%4051 : tensor<64x192xf32>) outs(%4052 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x192xf32>
    %4054 = tensor.empty() : tensor<64x192xf32>
    %4055 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%4039, %4053 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%4054 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %4056 = tensor.empty() : tensor<64x192xf32>
    %4057 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2055, %4055 : tensor<f32>, tensor<64x192xf32>) outs(%4056 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %4058 = tensor.empty() : tensor<64x192xf32>
    %4059 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg77, %4057 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%4058 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %4060 = tensor.empty() : tensor<192xf32>
    %4061 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg178 : tensor<192xf32>) outs(%4060 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<192xf32>
    %4062 = tensor.empty() : tensor<192xf32>
    %4063 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_308 : tensor<192xf32>) outs(%4062 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<192xf32>
    %4064 = tensor.empty() : tensor<192xf32>
    %4065 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4061, %4063 : tensor<192xf32>, tensor<192xf32>) outs(%4064 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %4066 = tensor.empty() : tensor<192xf32>
    %4067 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg278 : tensor<192xf32>) outs(%4066 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<192xf32>
    %4068 = tensor.empty() : tensor<192xf32>
    %4069 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_308 : tensor<192xf32>) outs(%4068 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<192xf32>
    %4070 = tensor.empty() : tensor<192xf32>
    %4071 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4069, %collapsed_308 : tensor<192xf32>, tensor<192xf32>) outs(%4070 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %4072 = tensor.empty() : tensor<192xf32>
    %4073 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4067, %4071 : tensor<192xf32>, tensor<192xf32>) outs(%4072 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %4074 = tensor.empty() : tensor<192xf32>
    %4075 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4073 : tensor<192xf32>) outs(%4074 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %4076 = tensor.empty() : tensor<192xf32>
    %4077 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%4075, %2056 : tensor<192xf32>, tensor<f32>) outs(%4076 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %4078 = tensor.empty() : tensor<192xf32>
    %4079 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4077 : tensor<192xf32>) outs(%4078 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<192xf32>
    %4080 = tensor.empty() : tensor<192xf32>
    %4081 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4065, %4079 : tensor<192xf32>, tensor<192xf32>) outs(%4080 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %4082 = tensor.empty() : tensor<192xf32>
    %4083 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %4081 : tensor<f32>, tensor<192xf32>) outs(%4082 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %4084 = tensor.empty() : tensor<192xf32>
    %4085 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg78, %4083 : tensor<192xf32>, tensor<192xf32>) outs(%4084 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %4086 = tensor.empty() : tensor<64x64xf32>
    %4087 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg179 : tensor<64x64xf32>) outs(%4086 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x64xf32>
    %4088 = tensor.empty() : tensor<64x64xf32>
    %4089 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1285 : tensor<64x64xf32>) outs(%4088 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x64xf32>
    %4090 = tensor.empty() : tensor<64x64xf32>
    %4091 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%4087, %4089 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%4090 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %4092 = tensor.empty() : tensor<64x64xf32>
    %4093 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg279 : tensor<64x64xf32>) outs(%4092 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x64xf32>
    %4094 = tensor.empty() : tensor<64x64xf32>
    %4095 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1285 : tensor<64x64xf32>) outs(%4094 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x64xf32>
    %4096 = tensor.empty() : tensor<64x64xf32>
    %4097 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%4095, %1285 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%4096 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %4098 = tensor.empty() : tensor<64x64xf32>
    %4099 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%4093, %4097 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%4098 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %4100 = tensor.empty() : tensor<64x64xf32>
    %4101 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%4099 : tensor<64x64xf32>) outs(%4100 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %4102 = tensor.empty() : tensor<64x64xf32>
    %4103 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%4101, %2056 : tensor<64x64xf32>, tensor<f32>) outs(%4102 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %4104 = tensor.empty() : tensor<64x64xf32>
    %4105 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%4103 : tensor<64x64xf32>) outs(%4104 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x64xf32>
    %4106 = tensor.empty() : tensor<64x64xf32>
    %4107 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%4091, %4105 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%4106 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %4108 = tensor.empty() : tensor<64x64xf32>
    %4109 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2055, %4107 : tensor<f32>, tensor<64x64xf32>) outs(%4108 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %4110 = tensor.empty() : tensor<64x64xf32>
    %4111 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg79, %4109 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%4110 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %4112 = tensor.empty() : tensor<64xf32>
    %4113 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg180 : tensor<64xf32>) outs(%4112 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4114 = tensor.empty() : tensor<64xf32>
    %4115 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_285 : tensor<64xf32>) outs(%4114 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4116 = tensor.empty() : tensor<64xf32>
    %4117 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4113, %4115 : tensor<64xf32>, tensor<64xf32>) outs(%4116 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4118 = tensor.empty() : tensor<64xf32>
    %4119 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg280 : tensor<64xf32>) outs(%4118 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4120 = tensor.empty() : tensor<64xf32>
    %4121 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_285 : tensor<64xf32>) outs(%4120 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4122 = tensor.empty() : tensor<64xf32>
    %4123 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4121, %collapsed_285 : tensor<64xf32>, tensor<64xf32>) outs(%4122 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4124 = tensor.empty() : tensor<64xf32>
    %4125 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4119, %4123 : tensor<64xf32>, tensor<64xf32>) outs(%4124 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4126 = tensor.empty() : tensor<64xf32>
    %4127 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4125 : tensor<64xf32>) outs(%4126 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4128 = tensor.empty() : tensor<64xf32>
    %4129 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%4127, %2056 : tensor<64xf32>, tensor<f32>) outs(%4128 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4130 = tensor.empty() : tensor<64xf32>
    %4131 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4129 : tensor<64xf32>) outs(%4130 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4132 = tensor.empty() : tensor<64xf32>
    %4133 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4117, %4131 : tensor<64xf32>, tensor<64xf32>) outs(%4132 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4134 = tensor.empty() : tensor<64xf32>
    %4135 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %4133 : tensor<f32>, tensor<64xf32>) outs(%4134 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4136 = tensor.empty() : tensor<64xf32>
    %4137 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg80, %4135 : tensor<64xf32>, tensor<64xf32>) outs(%4136 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4138 = tensor.empty() : tensor<64xf32>
    %4139 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg181 : tensor<64xf32>) outs(%4138 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4140 = tensor.empty() : tensor<64xf32>
    %4141 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1278 : tensor<64xf32>) outs(%4140 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4142 = tensor.empty() : tensor<64xf32>
    %4143 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4139, %4141 : tensor<64xf32>, tensor<64xf32>) outs(%4142 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4144 = tensor.empty() : tensor<64xf32>
    %4145 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg281 : tensor<64xf32>) outs(%4144 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4146 = tensor.empty() : tensor<64xf32>
    %4147 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1278 : tensor<64xf32>) outs(%4146 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4148 = tensor.empty() : tensor<64xf32>
    %4149 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4147, %1278 : tensor<64xf32>, tensor<64xf32>) outs(%4148 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4150 = tensor.empty() : tensor<64xf32>
    %4151 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4145, %4149 : tensor<64xf32>, tensor<64xf32>) outs(%4150 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4152 = tensor.empty() : tensor<64xf32>
    %4153 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4151 : tensor<64xf32>) outs(%4152 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4154 = tensor.empty() : tensor<64xf32>
    %4155 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%4153, %2056 : tensor<64xf32>, tensor<f32>) outs(%4154 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4156 = tensor.empty() : tensor<64xf32>
    %4157 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4155 : tensor<64xf32>) outs(%4156 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4158 = tensor.empty() : tensor<64xf32>
    %4159 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4143, %4157 : tensor<64xf32>, tensor<64xf32>) outs(%4158 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4160 = tensor.empty() : tensor<64xf32>
    %4161 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %4159 : tensor<f32>, tensor<64xf32>) outs(%4160 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4162 = tensor.empty() : tensor<64xf32>
    %4163 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg81, %4161 : tensor<64xf32>, tensor<64xf32>) outs(%4162 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4164 = tensor.empty() : tensor<64xf32>
    %4165 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg182 : tensor<64xf32>) outs(%4164 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4166 = tensor.empty() : tensor<64xf32>
    %4167 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1279 : tensor<64xf32>) outs(%4166 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4168 = tensor.empty() : tensor<64xf32>
    %4169 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4165, %4167 : tensor<64xf32>, tensor<64xf32>) outs(%4168 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4170 = tensor.empty() : tensor<64xf32>
    %4171 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg282 : tensor<64xf32>) outs(%4170 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4172 = tensor.empty() : tensor<64xf32>
    %4173 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1279 : tensor<64xf32>) outs(%4172 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4174 = tensor.empty() : tensor<64xf32>
    %4175 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4173, %1279 : tensor<64xf32>, tensor<64xf32>) outs(%4174 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4176 = tensor.empty() : tensor<64xf32>
    %4177 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4171, %4175 : tensor<64xf32>, tensor<64xf32>) outs(%4176 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4178 = tensor.empty() : tensor<64xf32>
    %4179 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4177 : tensor<64xf32>) outs(%4178 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4180 = tensor.empty() : tensor<64xf32>
    %4181 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%4179, %2056 : tensor<64xf32>, tensor<f32>) outs(%4180 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4182 = tensor.empty() : tensor<64xf32>
    %4183 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4181 : tensor<64xf32>) outs(%4182 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4184 = tensor.empty() : tensor<64xf32>
    %4185 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4169, %4183 : tensor<64xf32>, tensor<64xf32>) outs(%4184 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4186 = tensor.empty() : tensor<64xf32>
    %4187 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %4185 : tensor<f32>, tensor<64xf32>) outs(%4186 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4188 = tensor.empty() : tensor<64xf32>
    %4189 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg82, %4187 : tensor<64xf32>, tensor<64xf32>) outs(%4188 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4190 = tensor.empty() : tensor<64x256xf32>
    %4191 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg183 : tensor<64x256xf32>) outs(%4190 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x256xf32>
    %4192 = tensor.empty() : tensor<64x256xf32>
    %4193 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1256 : tensor<64x256xf32>) outs(%4192 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x256xf32>
    %4194 = tensor.empty() : tensor<64x256xf32>
    %4195 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%4191, %4193 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%4194 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %4196 = tensor.empty() : tensor<64x256xf32>
    %4197 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg283 : tensor<64x256xf32>) outs(%4196 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x256xf32>
    %4198 = tensor.empty() : tensor<64x256xf32>
    %4199 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1256 : tensor<64x256xf32>) outs(%4198 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x256xf32>
    %4200 = tensor.empty() : tensor<64x256xf32>
    %4201 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%4199, %1256 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%4200 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %4202 = tensor.empty() : tensor<64x256xf32>
    %4203 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%4197, %4201 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%4202 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %4204 = tensor.empty() : tensor<64x256xf32>
    %4205 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%4203 : tensor<64x256xf32>) outs(%4204 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %4206 = tensor.empty() : tensor<64x256xf32>
    %4207 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%4205, %2056 : tensor<64x256xf32>, tensor<f32>) outs(%4206 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %4208 = tensor.empty() : tensor<64x256xf32>
    %4209 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%4207 : tensor<64x256xf32>) outs(%4208 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x256xf32>
    %4210 = tensor.empty() : tensor<64x256xf32>
    %4211 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%4195, %4209 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%4210 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %4212 = tensor.empty() : tensor<64x256xf32>
    %4213 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2055, %4211 : tensor<f32>, tensor<64x256xf32>) outs(%4212 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %4214 = tensor.empty() : tensor<64x256xf32>
    %4215 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg83, %4213 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%4214 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %4216 = tensor.empty() : tensor<256xf32>
    %4217 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg184 : tensor<256xf32>) outs(%4216 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256xf32>
    %4218 = tensor.empty() : tensor<256xf32>
    %4219 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_280 : tensor<256xf32>) outs(%4218 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256xf32>
    %4220 = tensor.empty() : tensor<256xf32>
    %4221 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4217, %4219 : tensor<256xf32>, tensor<256xf32>) outs(%4220 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %4222 = tensor.empty() : tensor<256xf32>
    %4223 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg284 : tensor<256xf32>) outs(%4222 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256xf32>
    %4224 = tensor.empty() : tensor<256xf32>
    %4225 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_280 : tensor<256xf32>) outs(%4224 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256xf32>
    %4226 = tensor.empty() : tensor<256xf32>
    %4227 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4225, %collapsed_280 : tensor<256xf32>, tensor<256xf32>) outs(%4226 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %4228 = tensor.empty() : tensor<256xf32>
    %4229 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4223, %4227 : tensor<256xf32>, tensor<256xf32>) outs(%4228 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %4230 = tensor.empty() : tensor<256xf32>
    %4231 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4229 : tensor<256xf32>) outs(%4230 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %4232 = tensor.empty() : tensor<256xf32>
    %4233 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%4231, %2056 : tensor<256xf32>, tensor<f32>) outs(%4232 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %4234 = tensor.empty() : tensor<256xf32>
    %4235 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4233 : tensor<256xf32>) outs(%4234 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256xf32>
    %4236 = tensor.empty() : tensor<256xf32>
    %4237 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4221, %4235 : tensor<256xf32>, tensor<256xf32>) outs(%4236 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %4238 = tensor.empty() : tensor<256xf32>
    %4239 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %4237 : tensor<f32>, tensor<256xf32>) outs(%4238 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %4240 = tensor.empty() : tensor<256xf32>
    %4241 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg84, %4239 : tensor<256xf32>, tensor<256xf32>) outs(%4240 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %4242 = tensor.empty() : tensor<256x64xf32>
    %4243 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg185 : tensor<256x64xf32>) outs(%4242 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256x64xf32>
    %4244 = tensor.empty() : tensor<256x64xf32>
    %4245 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1225 : tensor<256x64xf32>) outs(%4244 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256x64xf32>
    %4246 = tensor.empty() : tensor<256x64xf32>
    %4247 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%4243, %4245 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%4246 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %4248 = tensor.empty() : tensor<256x64xf32>
    %4249 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg285 : tensor<256x64xf32>) outs(%4248 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256x64xf32>
    %4250 = tensor.empty() : tensor<256x64xf32>
    %4251 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1225 : tensor<256x64xf32>) outs(%4250 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256x64xf32>
    %4252 = tensor.empty() : tensor<256x64xf32>
    %4253 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%4251, %1225 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%4252 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %4254 = tensor.empty() : tensor<256x64xf32>
    %4255 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%4249, %4253 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%4254 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %4256 = tensor.empty() : tensor<256x64xf32>
    %4257 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%4255 : tensor<256x64xf32>) outs(%4256 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %4258 = tensor.empty() : tensor<256x64xf32>
    %4259 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%4257, %2056 : tensor<256x64xf32>, tensor<f32>) outs(%4258 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %4260 = tensor.empty() : tensor<256x64xf32>
    %4261 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%4259 : tensor<256x64xf32>) outs(%4260 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256x64xf32>
    %4262 = tensor.empty() : tensor<256x64xf32>
    %4263 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%4247, %4261 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%4262 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %4264 = tensor.empty() : tensor<256x64xf32>
    %4265 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2055, %4263 : tensor<f32>, tensor<256x64xf32>) outs(%4264 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %4266 = tensor.empty() : tensor<256x64xf32>
    %4267 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg85, %4265 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%4266 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %4268 = tensor.empty() : tensor<64xf32>
    %4269 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg186 : tensor<64xf32>) outs(%4268 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4270 = tensor.empty() : tensor<64xf32>
    %4271 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_275 : tensor<64xf32>) outs(%4270 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4272 = tensor.empty() : tensor<64xf32>
    %4273 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4269, %4271 : tensor<64xf32>, tensor<64xf32>) outs(%4272 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4274 = tensor.empty() : tensor<64xf32>
    %4275 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg286 : tensor<64xf32>) outs(%4274 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4276 = tensor.empty() : tensor<64xf32>
    %4277 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_275 : tensor<64xf32>) outs(%4276 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4278 = tensor.empty() : tensor<64xf32>
    %4279 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4277, %collapsed_275 : tensor<64xf32>, tensor<64xf32>) outs(%4278 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4280 = tensor.empty() : tensor<64xf32>
    %4281 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4275, %4279 : tensor<64xf32>, tensor<64xf32>) outs(%4280 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4282 = tensor.empty() : tensor<64xf32>
    %4283 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4281 : tensor<64xf32>) outs(%4282 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4284 = tensor.empty() : tensor<64xf32>
    %4285 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%4283, %2056 : tensor<64xf32>, tensor<f32>) outs(%4284 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4286 = tensor.empty() : tensor<64xf32>
    %4287 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4285 : tensor<64xf32>) outs(%4286 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4288 = tensor.empty() : tensor<64xf32>
    %4289 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4273, %4287 : tensor<64xf32>, tensor<64xf32>) outs(%4288 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4290 = tensor.empty() : tensor<64xf32>
    %4291 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %4289 : tensor<f32>, tensor<64xf32>) outs(%4290 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4292 = tensor.empty() : tensor<64xf32>
    %4293 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg86, %4291 : tensor<64xf32>, tensor<64xf32>) outs(%4292 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4294 = tensor.empty() : tensor<64xf32>
    %4295 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg187 : tensor<64xf32>) outs(%4294 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4296 = tensor.empty() : tensor<64xf32>
    %4297 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1218 : tensor<64xf32>) outs(%4296 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4298 = tensor.empty() : tensor<64xf32>
    %4299 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4295, %4297 : tensor<64xf32>, tensor<64xf32>) outs(%4298 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4300 = tensor.empty() : tensor<64xf32>
    %4301 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg287 : tensor<64xf32>) outs(%4300 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4302 = tensor.empty() : tensor<64xf32>
    %4303 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1218 : tensor<64xf32>) outs(%4302 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4304 = tensor.empty() : tensor<64xf32>
    %4305 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4303, %1218 : tensor<64xf32>, tensor<64xf32>) outs(%4304 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4306 = tensor.empty() : tensor<64xf32>
    %4307 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4301, %4305 : tensor<64xf32>, tensor<64xf32>) outs(%4306 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4308 = tensor.empty() : tensor<64xf32>
    %4309 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4307 : tensor<64xf32>) outs(%4308 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4310 = tensor.empty() : tensor<64xf32>
    %4311 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%4309, %2056 : tensor<64xf32>, tensor<f32>) outs(%4310 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4312 = tensor.empty() : tensor<64xf32>
    %4313 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4311 : tensor<64xf32>) outs(%4312 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4314 = tensor.empty() : tensor<64xf32>
    %4315 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4299, %4313 : tensor<64xf32>, tensor<64xf32>) outs(%4314 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4316 = tensor.empty() : tensor<64xf32>
    %4317 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %4315 : tensor<f32>, tensor<64xf32>) outs(%4316 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4318 = tensor.empty() : tensor<64xf32>
    %4319 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg87, %4317 : tensor<64xf32>, tensor<64xf32>) outs(%4318 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4320 = tensor.empty() : tensor<64xf32>
    %4321 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg188 : tensor<64xf32>) outs(%4320 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4322 = tensor.empty() : tensor<64xf32>
    %4323 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1219 : tensor<64xf32>) outs(%4322 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4324 = tensor.empty() : tensor<64xf32>
    %4325 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4321, %4323 : tensor<64xf32>, tensor<64xf32>) outs(%4324 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4326 = tensor.empty() : tensor<64xf32>
    %4327 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg288 : tensor<64xf32>) outs(%4326 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4328 = tensor.empty() : tensor<64xf32>
    %4329 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1219 : tensor<64xf32>) outs(%4328 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4330 = tensor.empty() : tensor<64xf32>
    %4331 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4329, %1219 : tensor<64xf32>, tensor<64xf32>) outs(%4330 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4332 = tensor.empty() : tensor<64xf32>
    %4333 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4327, %4331 : tensor<64xf32>, tensor<64xf32>) outs(%4332 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4334 = tensor.empty() : tensor<64xf32>
    %4335 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4333 : tensor<64xf32>) outs(%4334 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4336 = tensor.empty() : tensor<64xf32>
    %4337 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%4335, %2056 : tensor<64xf32>, tensor<f32>) outs(%4336 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4338 = tensor.empty() : tensor<64xf32>
    %4339 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4337 : tensor<64xf32>) outs(%4338 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4340 = tensor.empty() : tensor<64xf32>
    %4341 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4325, %4339 : tensor<64xf32>, tensor<64xf32>) outs(%4340 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4342 = tensor.empty() : tensor<64xf32>
    %4343 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %4341 : tensor<f32>, tensor<64xf32>) outs(%4342 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4344 = tensor.empty() : tensor<64xf32>
    %4345 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg88, %4343 : tensor<64xf32>, tensor<64xf32>) outs(%4344 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4346 = tensor.empty() : tensor<64x192xf32>
    %4347 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg189 : tensor<64x192xf32>) outs(%4346 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x192xf32>
    %4348 = tensor.empty() : tensor<64x192xf32>
    %4349 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1194 : tensor<64x192xf32>) outs(%4348 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x192xf32>
    %4350 = tensor.empty() : tensor<64x192xf32>
    %4351 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%4347, %4349 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%4350 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %4352 = tensor.empty() : tensor<64x192xf32>
    %4353 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg289 : tensor<64x192xf32>) outs(%4352 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x192xf32>
    %4354 = tensor.empty() : tensor<64x192xf32>
    %4355 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1194 : tensor<64x192xf32>) outs(%4354 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x192xf32>
    %4356 = tensor.empty() : tensor<64x192xf32>
    %4357 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%4355, %1194 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%4356 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %4358 = tensor.empty() : tensor<64x192xf32>
    %4359 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%4353, %4357 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%4358 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %4360 = tensor.empty() : tensor<64x192xf32>
    %4361 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%4359 : tensor<64x192xf32>) outs(%4360 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %4362 = tensor.empty() : tensor<64x192xf32>
    %4363 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%4361, %2056 : tensor<64x192xf32>, tensor<f32>) outs(%4362 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %4364 = tensor.empty() : tensor<64x192xf32>
    %4365 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%4363 : tensor<64x192xf32>) outs(%4364 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x192xf32>
    %4366 = tensor.empty() : tensor<64x192xf32>
    %4367 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%4351, %4365 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%4366 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %4368 = tensor.empty() : tensor<64x192xf32>
    %4369 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2055, %4367 : tensor<f32>, tensor<64x192xf32>) outs(%4368 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %4370 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg89, %4369 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%1191 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x192xf32>
    %4371 = tensor.empty() : tensor<192xf32>
    %4372 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg190 : tensor<192xf32>) outs(%4371 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<192xf32>
    %4373 = tensor.empty() : tensor<192xf32>
    %4374 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_270 : tensor<192xf32>) outs(%4373 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<192xf32>
    %4375 = tensor.empty() : tensor<192xf32>
    %4376 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4372, %4374 : tensor<192xf32>, tensor<192xf32>) outs(%4375 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %4377 = tensor.empty() : tensor<192xf32>
    %4378 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg290 : tensor<192xf32>) outs(%4377 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<192xf32>
    %4379 = tensor.empty() : tensor<192xf32>
    %4380 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_270 : tensor<192xf32>) outs(%4379 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<192xf32>
    %4381 = tensor.empty() : tensor<192xf32>
    %4382 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4380, %collapsed_270 : tensor<192xf32>, tensor<192xf32>) outs(%4381 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %4383 = tensor.empty() : tensor<192xf32>
    %4384 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4378, %4382 : tensor<192xf32>, tensor<192xf32>) outs(%4383 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %4385 = tensor.empty() : tensor<192xf32>
    %4386 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4384 : tensor<192xf32>) outs(%4385 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %4387 = tensor.empty() : tensor<192xf32>
    %4388 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%4386, %2056 : tensor<192xf32>, tensor<f32>) outs(%4387 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %4389 = tensor.empty() : tensor<192xf32>
    %4390 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4388 : tensor<192xf32>) outs(%4389 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<192xf32>
    %4391 = tensor.empty() : tensor<192xf32>
    %4392 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4376, %4390 : tensor<192xf32>, tensor<192xf32>) outs(%4391 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %4393 = tensor.empty() : tensor<192xf32>
    %4394 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %4392 : tensor<f32>, tensor<192xf32>) outs(%4393 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %4395 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg90, %4394 : tensor<192xf32>, tensor<192xf32>) outs(%2186 : tensor<192xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<192xf32>
    %4396 = tensor.empty() : tensor<64x64xf32>
    %4397 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg191 : tensor<64x64xf32>) outs(%4396 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x64xf32>
    %4398 = tensor.empty() : tensor<64x64xf32>
    %4399 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1164 : tensor<64x64xf32>) outs(%4398 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x64xf32>
    %4400 = tensor.empty() : tensor<64x64xf32>
    %4401 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%4397, %4399 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%4400 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %4402 = tensor.empty() : tensor<64x64xf32>
    %4403 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg291 : tensor<64x64xf32>) outs(%4402 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x64xf32>
    %4404 = tensor.empty() : tensor<64x64xf32>
    %4405 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1164 : tensor<64x64xf32>) outs(%4404 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x64xf32>
    %4406 = tensor.empty() : tensor<64x64xf32>
    %4407 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%4405, %1164 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%4406 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %4408 = tensor.empty() : tensor<64x64xf32>
    %4409 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%4403, %4407 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%4408 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %4410 = tensor.empty() : tensor<64x64xf32>
    %4411 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%4409 : tensor<64x64xf32>) outs(%4410 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %4412 = tensor.empty() : tensor<64x64xf32>
    %4413 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%4411, %2056 : tensor<64x64xf32>, tensor<f32>) outs(%4412 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %4414 = tensor.empty() : tensor<64x64xf32>
    %4415 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%4413 : tensor<64x64xf32>) outs(%4414 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x64xf32>
    %4416 = tensor.empty() : tensor<64x64xf32>
    %4417 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%4401, %4415 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%4416 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %4418 = tensor.empty() : tensor<64x64xf32>
    %4419 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2055, %4417 : tensor<f32>, tensor<64x64xf32>) outs(%4418 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %4420 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg91, %4419 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%1158 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x64xf32>
    %4421 = tensor.empty() : tensor<64xf32>
    %4422 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg192 : tensor<64xf32>) outs(%4421 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4423 = tensor.empty() : tensor<64xf32>
    %4424 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_248 : tensor<64xf32>) outs(%4423 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4425 = tensor.empty() : tensor<64xf32>
    %4426 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4422, %4424 : tensor<64xf32>, tensor<64xf32>) outs(%4425 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4427 = tensor.empty() : tensor<64xf32>
    %4428 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg292 : tensor<64xf32>) outs(%4427 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4429 = tensor.empty() : tensor<64xf32>
    %4430 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_248 : tensor<64xf32>) outs(%4429 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4431 = tensor.empty() : tensor<64xf32>
    %4432 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4430, %collapsed_248 : tensor<64xf32>, tensor<64xf32>) outs(%4431 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4433 = tensor.empty() : tensor<64xf32>
    %4434 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4428, %4432 : tensor<64xf32>, tensor<64xf32>) outs(%4433 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4435 = tensor.empty() : tensor<64xf32>
    %4436 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4434 : tensor<64xf32>) outs(%4435 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4437 = tensor.empty() : tensor<64xf32>
    %4438 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%4436, %2056 : tensor<64xf32>, tensor<f32>) outs(%4437 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4439 = tensor.empty() : tensor<64xf32>
    %4440 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4438 : tensor<64xf32>) outs(%4439 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4441 = tensor.empty() : tensor<64xf32>
    %4442 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4426, %4440 : tensor<64xf32>, tensor<64xf32>) outs(%4441 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4443 = tensor.empty() : tensor<64xf32>
    %4444 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %4442 : tensor<f32>, tensor<64xf32>) outs(%4443 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4445 = tensor.empty() : tensor<64xf32>
    %4446 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg92, %4444 : tensor<64xf32>, tensor<64xf32>) outs(%4445 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4447 = tensor.empty() : tensor<64xf32>
    %4448 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg193 : tensor<64xf32>) outs(%4447 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4449 = tensor.empty() : tensor<64xf32>
    %4450 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1154 : tensor<64xf32>) outs(%4449 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4451 = tensor.empty() : tensor<64xf32>
    %4452 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4448, %4450 : tensor<64xf32>, tensor<64xf32>) outs(%4451 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4453 = tensor.empty() : tensor<64xf32>
    %4454 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg293 : tensor<64xf32>) outs(%4453 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4455 = tensor.empty() : tensor<64xf32>
    %4456 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1154 : tensor<64xf32>) outs(%4455 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4457 = tensor.empty() : tensor<64xf32>
    %4458 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4456, %1154 : tensor<64xf32>, tensor<64xf32>) outs(%4457 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4459 = tensor.empty() : tensor<64xf32>
    %4460 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4454, %4458 : tensor<64xf32>, tensor<64xf32>) outs(%4459 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4461 = tensor.empty() : tensor<64xf32>
    %4462 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4460 : tensor<64xf32>) outs(%4461 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4463 = tensor.empty() : tensor<64xf32>
    %4464 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%4462, %2056 : tensor<64xf32>, tensor<f32>) outs(%4463 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4465 = tensor.empty() : tensor<64xf32>
    %4466 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4464 : tensor<64xf32>) outs(%4465 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4467 = tensor.empty() : tensor<64xf32>
    %4468 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4452, %4466 : tensor<64xf32>, tensor<64xf32>) outs(%4467 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4469 = tensor.empty() : tensor<64xf32>
    %4470 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %4468 : tensor<f32>, tensor<64xf32>) outs(%4469 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4471 = tensor.empty() : tensor<64xf32>
    %4472 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg93, %4470 : tensor<64xf32>, tensor<64xf32>) outs(%4471 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4473 = tensor.empty() : tensor<64xf32>
    %4474 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg194 : tensor<64xf32>) outs(%4473 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4475 = tensor.empty() : tensor<64xf32>
    %4476 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1155 : tensor<64xf32>) outs(%4475 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4477 = tensor.empty() : tensor<64xf32>
    %4478 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4474, %4476 : tensor<64xf32>, tensor<64xf32>) outs(%4477 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4479 = tensor.empty() : tensor<64xf32>
    %4480 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg294 : tensor<64xf32>) outs(%4479 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4481 = tensor.empty() : tensor<64xf32>
    %4482 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1155 : tensor<64xf32>) outs(%4481 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4483 = tensor.empty() : tensor<64xf32>
    %4484 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4482, %1155 : tensor<64xf32>, tensor<64xf32>) outs(%4483 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4485 = tensor.empty() : tensor<64xf32>
    %4486 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4480, %4484 : tensor<64xf32>, tensor<64xf32>) outs(%4485 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4487 = tensor.empty() : tensor<64xf32>
    %4488 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4486 : tensor<64xf32>) outs(%4487 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4489 = tensor.empty() : tensor<64xf32>
    %4490 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%4488, %2056 : tensor<64xf32>, tensor<f32>) outs(%4489 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4491 = tensor.empty() : tensor<64xf32>
    %4492 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4490 : tensor<64xf32>) outs(%4491 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4493 = tensor.empty() : tensor<64xf32>
    %4494 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4478, %4492 : tensor<64xf32>, tensor<64xf32>) outs(%4493 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4495 = tensor.empty() : tensor<64xf32>
    %4496 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %4494 : tensor<f32>, tensor<64xf32>) outs(%4495 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4497 = tensor.empty() : tensor<64xf32>
    %4498 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg94, %4496 : tensor<64xf32>, tensor<64xf32>) outs(%4497 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4499 = tensor.empty() : tensor<64x256xf32>
    %4500 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg195 : tensor<64x256xf32>) outs(%4499 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x256xf32>
    %4501 = tensor.empty() : tensor<64x256xf32>
    %4502 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1130 : tensor<64x256xf32>) outs(%4501 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x256xf32>
    %4503 = tensor.empty() : tensor<64x256xf32>
    %4504 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%4500, %4502 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%4503 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %4505 = tensor.empty() : tensor<64x256xf32>
    %4506 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg295 : tensor<64x256xf32>) outs(%4505 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x256xf32>
    %4507 = tensor.empty() : tensor<64x256xf32>
    %4508 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1130 : tensor<64x256xf32>) outs(%4507 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x256xf32>
    %4509 = tensor.empty() : tensor<64x256xf32>
    %4510 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%4508, %1130 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%4509 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %4511 = tensor.empty() : tensor<64x256xf32>
    %4512 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%4506, %4510 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%4511 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %4513 = tensor.empty() : tensor<64x256xf32>
    %4514 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%4512 : tensor<64x256xf32>) outs(%4513 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %4515 = tensor.empty() : tensor<64x256xf32>
    %4516 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%4514, %2056 : tensor<64x256xf32>, tensor<f32>) outs(%4515 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %4517 = tensor.empty() : tensor<64x256xf32>
    %4518 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%4516 : tensor<64x256xf32>) outs(%4517 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64x256xf32>
    %4519 = tensor.empty() : tensor<64x256xf32>
    %4520 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%4504, %4518 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%4519 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %4521 = tensor.empty() : tensor<64x256xf32>
    %4522 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2055, %4520 : tensor<f32>, tensor<64x256xf32>) outs(%4521 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %4523 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg95, %4522 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%1004 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64x256xf32>
    %4524 = tensor.empty() : tensor<256xf32>
    %4525 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg196 : tensor<256xf32>) outs(%4524 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256xf32>
    %4526 = tensor.empty() : tensor<256xf32>
    %4527 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_243 : tensor<256xf32>) outs(%4526 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256xf32>
    %4528 = tensor.empty() : tensor<256xf32>
    %4529 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4525, %4527 : tensor<256xf32>, tensor<256xf32>) outs(%4528 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %4530 = tensor.empty() : tensor<256xf32>
    %4531 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg296 : tensor<256xf32>) outs(%4530 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256xf32>
    %4532 = tensor.empty() : tensor<256xf32>
    %4533 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_243 : tensor<256xf32>) outs(%4532 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256xf32>
    %4534 = tensor.empty() : tensor<256xf32>
    %4535 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4533, %collapsed_243 : tensor<256xf32>, tensor<256xf32>) outs(%4534 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %4536 = tensor.empty() : tensor<256xf32>
    %4537 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4531, %4535 : tensor<256xf32>, tensor<256xf32>) outs(%4536 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %4538 = tensor.empty() : tensor<256xf32>
    %4539 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4537 : tensor<256xf32>) outs(%4538 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %4540 = tensor.empty() : tensor<256xf32>
    %4541 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%4539, %2056 : tensor<256xf32>, tensor<f32>) outs(%4540 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %4542 = tensor.empty() : tensor<256xf32>
    %4543 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4541 : tensor<256xf32>) outs(%4542 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256xf32>
    %4544 = tensor.empty() : tensor<256xf32>
    %4545 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4529, %4543 : tensor<256xf32>, tensor<256xf32>) outs(%4544 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %4546 = tensor.empty() : tensor<256xf32>
    %4547 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %4545 : tensor<f32>, tensor<256xf32>) outs(%4546 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %4548 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg96, %4547 : tensor<256xf32>, tensor<256xf32>) outs(%2343 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256xf32>
    %4549 = tensor.empty() : tensor<256x64xf32>
    %4550 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg197 : tensor<256x64xf32>) outs(%4549 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256x64xf32>
    %4551 = tensor.empty() : tensor<256x64xf32>
    %4552 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1094 : tensor<256x64xf32>) outs(%4551 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256x64xf32>
    %4553 = tensor.empty() : tensor<256x64xf32>
    %4554 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%4550, %4552 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%4553 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %4555 = tensor.empty() : tensor<256x64xf32>
    %4556 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg297 : tensor<256x64xf32>) outs(%4555 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256x64xf32>
    %4557 = tensor.empty() : tensor<256x64xf32>
    %4558 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1094 : tensor<256x64xf32>) outs(%4557 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256x64xf32>
    %4559 = tensor.empty() : tensor<256x64xf32>
    %4560 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%4558, %1094 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%4559 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %4561 = tensor.empty() : tensor<256x64xf32>
    %4562 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%4556, %4560 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%4561 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %4563 = tensor.empty() : tensor<256x64xf32>
    %4564 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%4562 : tensor<256x64xf32>) outs(%4563 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %4565 = tensor.empty() : tensor<256x64xf32>
    %4566 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel", "parallel"]} ins(%4564, %2056 : tensor<256x64xf32>, tensor<f32>) outs(%4565 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %4567 = tensor.empty() : tensor<256x64xf32>
    %4568 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%4566 : tensor<256x64xf32>) outs(%4567 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<256x64xf32>
    %4569 = tensor.empty() : tensor<256x64xf32>
    %4570 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%4554, %4568 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%4569 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %4571 = tensor.empty() : tensor<256x64xf32>
    %4572 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2055, %4570 : tensor<f32>, tensor<256x64xf32>) outs(%4571 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %4573 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg97, %4572 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%1061 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<256x64xf32>
    %4574 = tensor.empty() : tensor<64xf32>
    %4575 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg198 : tensor<64xf32>) outs(%4574 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4576 = tensor.empty() : tensor<64xf32>
    %4577 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_238 : tensor<64xf32>) outs(%4576 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4578 = tensor.empty() : tensor<64xf32>
    %4579 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4575, %4577 : tensor<64xf32>, tensor<64xf32>) outs(%4578 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4580 = tensor.empty() : tensor<64xf32>
    %4581 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg298 : tensor<64xf32>) outs(%4580 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4582 = tensor.empty() : tensor<64xf32>
    %4583 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_238 : tensor<64xf32>) outs(%4582 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4584 = tensor.empty() : tensor<64xf32>
    %4585 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4583, %collapsed_238 : tensor<64xf32>, tensor<64xf32>) outs(%4584 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4586 = tensor.empty() : tensor<64xf32>
    %4587 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4581, %4585 : tensor<64xf32>, tensor<64xf32>) outs(%4586 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4588 = tensor.empty() : tensor<64xf32>
    %4589 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4587 : tensor<64xf32>) outs(%4588 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4590 = tensor.empty() : tensor<64xf32>
    %4591 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%4589, %2056 : tensor<64xf32>, tensor<f32>) outs(%4590 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4592 = tensor.empty() : tensor<64xf32>
    %4593 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4591 : tensor<64xf32>) outs(%4592 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4594 = tensor.empty() : tensor<64xf32>
    %4595 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4579, %4593 : tensor<64xf32>, tensor<64xf32>) outs(%4594 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4596 = tensor.empty() : tensor<64xf32>
    %4597 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %4595 : tensor<f32>, tensor<64xf32>) outs(%4596 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4598 = tensor.empty() : tensor<64xf32>
    %4599 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg98, %4597 : tensor<64xf32>, tensor<64xf32>) outs(%4598 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4600 = tensor.empty() : tensor<64xf32>
    %4601 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg199 : tensor<64xf32>) outs(%4600 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4602 = tensor.empty() : tensor<64xf32>
    %4603 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1089 : tensor<64xf32>) outs(%4602 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4604 = tensor.empty() : tensor<64xf32>
    %4605 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4601, %4603 : tensor<64xf32>, tensor<64xf32>) outs(%4604 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4606 = tensor.empty() : tensor<64xf32>
    %4607 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg299 : tensor<64xf32>) outs(%4606 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4608 = tensor.empty() : tensor<64xf32>
    %4609 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1089 : tensor<64xf32>) outs(%4608 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4610 = tensor.empty() : tensor<64xf32>
    %4611 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4609, %1089 : tensor<64xf32>, tensor<64xf32>) outs(%4610 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4612 = tensor.empty() : tensor<64xf32>
    %4613 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4607, %4611 : tensor<64xf32>, tensor<64xf32>) outs(%4612 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4614 = tensor.empty() : tensor<64xf32>
    %4615 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4613 : tensor<64xf32>) outs(%4614 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4616 = tensor.empty() : tensor<64xf32>
    %4617 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%4615, %2056 : tensor<64xf32>, tensor<f32>) outs(%4616 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4618 = tensor.empty() : tensor<64xf32>
    %4619 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4617 : tensor<64xf32>) outs(%4618 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4620 = tensor.empty() : tensor<64xf32>
    %4621 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4605, %4619 : tensor<64xf32>, tensor<64xf32>) outs(%4620 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4622 = tensor.empty() : tensor<64xf32>
    %4623 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %4621 : tensor<f32>, tensor<64xf32>) outs(%4622 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4624 = tensor.empty() : tensor<64xf32>
    %4625 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg99, %4623 : tensor<64xf32>, tensor<64xf32>) outs(%4624 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4626 = tensor.empty() : tensor<64xf32>
    %4627 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg200 : tensor<64xf32>) outs(%4626 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_12 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4628 = tensor.empty() : tensor<64xf32>
    %4629 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1090 : tensor<64xf32>) outs(%4628 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_11 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4630 = tensor.empty() : tensor<64xf32>
    %4631 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4627, %4629 : tensor<64xf32>, tensor<64xf32>) outs(%4630 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4632 = tensor.empty() : tensor<64xf32>
    %4633 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg300 : tensor<64xf32>) outs(%4632 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_10 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4634 = tensor.empty() : tensor<64xf32>
    %4635 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1090 : tensor<64xf32>) outs(%4634 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_9 : f64 to f32
      %4652 = arith.mulf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4636 = tensor.empty() : tensor<64xf32>
    %4637 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4635, %1090 : tensor<64xf32>, tensor<64xf32>) outs(%4636 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4638 = tensor.empty() : tensor<64xf32>
    %4639 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4633, %4637 : tensor<64xf32>, tensor<64xf32>) outs(%4638 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.addf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4640 = tensor.empty() : tensor<64xf32>
    %4641 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4639 : tensor<64xf32>) outs(%4640 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = math.sqrt %in : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4642 = tensor.empty() : tensor<64xf32>
    %4643 = linalg.generic {indexing_maps = [#map, #map21, #map], iterator_types = ["parallel"]} ins(%4641, %2056 : tensor<64xf32>, tensor<f32>) outs(%4642 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4644 = tensor.empty() : tensor<64xf32>
    %4645 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4643 : tensor<64xf32>) outs(%4644 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4651 = arith.truncf %cst_8 : f64 to f32
      %4652 = arith.addf %in, %4651 : f32
      linalg.yield %4652 : f32
    } -> tensor<64xf32>
    %4646 = tensor.empty() : tensor<64xf32>
    %4647 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4631, %4645 : tensor<64xf32>, tensor<64xf32>) outs(%4646 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.divf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4648 = tensor.empty() : tensor<64xf32>
    %4649 = linalg.generic {indexing_maps = [#map21, #map, #map], iterator_types = ["parallel"]} ins(%2055, %4647 : tensor<f32>, tensor<64xf32>) outs(%4648 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.mulf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    %4650 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg100, %4649 : tensor<64xf32>, tensor<64xf32>) outs(%1086 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_545: f32, %out: f32):
      %4651 = arith.subf %in, %in_545 : f32
      linalg.yield %4651 : f32
    } -> tensor<64xf32>
    return %1043, %2082, %2107, %2133, %2159, %2185, %2212, %2238, %2264, %2290, %2316, %2342, %2369, %2395, %2421, %2447, %2473, %2499, %2525, %2551, %2577, %2603, %2629, %2655, %2681, %2707, %2733, %2759, %2785, %2811, %2837, %2863, %2889, %2915, %2941, %2967, %2993, %3019, %3045, %3071, %3097, %3123, %3149, %3175, %3201, %3227, %3253, %3279, %3305, %3331, %3357, %3383, %3409, %3435, %3461, %3487, %3513, %3539, %3565, %3591, %3617, %3643, %3669, %3695, %3721, %3747, %3773, %3799, %3825, %3851, %3877, %3903, %3929, %3955, %3981, %4007, %4033, %4059, %4085, %4111, %4137, %4163, %4189, %4215, %4241, %4267, %4293, %4319, %4345, %4370, %4395, %4420, %4446, %4472, %4498, %4523, %4548, %4573, %4599, %4625, %4650, %2062, %2088, %2113, %2139, %2165, %2192, %2218, %2244, %2270, %2296, %2322, %2349, %2375, %2401, %2427, %2453, %2479, %2505, %2531, %2557, %2583, %2609, %2635, %2661, %2687, %2713, %2739, %2765, %2791, %2817, %2843, %2869, %2895, %2921, %2947, %2973, %2999, %3025, %3051, %3077, %3103, %3129, %3155, %3181, %3207, %3233, %3259, %3285, %3311, %3337, %3363, %3389, %3415, %3441, %3467, %3493, %3519, %3545, %3571, %3597, %3623, %3649, %3675, %3701, %3727, %3753, %3779, %3805, %3831, %3857, %3883, %3909, %3935, %3961, %3987, %4013, %4039, %4065, %4091, %4117, %4143, %4169, %4195, %4221, %4247, %4273, %4299, %4325, %4351, %4376, %4401, %4426, %4452, %4478, %4504, %4529, %4554, %4579, %4605, %4631, %2070, %2096, %2121, %2147, %2173, %2200, %2226, %2252, %2278, %2304, %2330, %2357, %2383, %2409, %2435, %2461, %2487, %2513, %2539, %2565, %2591, %2617, %2643, %2669, %2695, %2721, %2747, %2773, %2799, %2825, %2851, %2877, %2903, %2929, %2955, %2981, %3007, %3033, %3059, %3085, %3111, %3137, %3163, %3189, %3215, %3241, %3267, %3293, %3319, %3345, %3371, %3397, %3423, %3449, %3475, %3501, %3527, %3553, %3579, %3605, %3631, %3657, %3683, %3709, %3735, %3761, %3787, %3813, %3839, %3865, %3891, %3917, %3943, %3969, %3995, %4021, %4047, %4073, %4099, %4125, %4151, %4177, %4203, %4229, %4255, %4281, %4307, %4333, %4359, %4384, %4409, %4434, %4460, %4486, %4512, %4537, %4562, %4587, %4613, %4639, %2037 : tensor<f32>, tensor<256x64xf32>, tensor<32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<i64>
  }
}

