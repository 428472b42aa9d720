#!/usr/bin/env python3
"""The Cleave model zoo: small models built from configs with random weights.

Each entry builds a model and example inputs small enough for
``cleave-run -np 8 --verify`` on a laptop; ``regenerate.sh`` exports them to
the ``*.mlir`` files beside this script (checked in, so CI needs neither torch
nor jax). Run ``python3 zoo.py --help``; ``python3 zoo.py gpt2 -o gpt2.mlir``
exports one. The ``*-train`` entries are training steps (forward, loss,
backward and optimizer update in one function, results named like the
arguments they replace; cleave_export.torch_train).
"""

import argparse
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "python"))

BATCH = 8  # divisible by 4 and 8 ranks


def mlp():
    import torch
    torch.manual_seed(0)
    m = torch.nn.Sequential(torch.nn.Linear(32, 64), torch.nn.GELU(),
                            torch.nn.Linear(64, 64), torch.nn.ReLU(),
                            torch.nn.Linear(64, 16))
    return m, (torch.randn(BATCH, 32),), ["x"], {}


def convnet():
    """ResNet-style: stem conv + BN + ReLU, two residual blocks (one with a
    strided 1x1 projection), global average pool, classifier."""
    import torch
    from torch import nn
    torch.manual_seed(0)

    class Block(nn.Module):
        def __init__(self, cin, cout, stride):
            super().__init__()
            self.conv1 = nn.Conv2d(cin, cout, 3, stride, 1, bias=False)
            self.bn1 = nn.BatchNorm2d(cout)
            self.conv2 = nn.Conv2d(cout, cout, 3, 1, 1, bias=False)
            self.bn2 = nn.BatchNorm2d(cout)
            self.proj = None
            if stride != 1 or cin != cout:
                self.proj = nn.Sequential(
                    nn.Conv2d(cin, cout, 1, stride, bias=False),
                    nn.BatchNorm2d(cout))

        def forward(self, x):
            y = torch.relu(self.bn1(self.conv1(x)))
            y = self.bn2(self.conv2(y))
            return torch.relu(y + (x if self.proj is None else self.proj(x)))

    class ConvNet(nn.Module):
        def __init__(self):
            super().__init__()
            self.stem = nn.Conv2d(3, 8, 3, 1, 1, bias=False)
            self.bn = nn.BatchNorm2d(8)
            self.layer1 = Block(8, 8, 1)
            self.layer2 = Block(8, 16, 2)
            self.fc = nn.Linear(16, 10)

        def forward(self, x):
            x = torch.relu(self.bn(self.stem(x)))
            x = self.layer2(self.layer1(x))
            return self.fc(x.mean(dim=(2, 3)))

    return ConvNet(), (torch.randn(BATCH, 3, 16, 16),), ["x"], {}


def _gpt2(cfg, seq, batch=BATCH, fake=False):
    """A GPT2Model of `cfg` on `batch` x `seq` token ids. `fake`: the model
    and the ids are fake tensors (shapes only, no memory; traced with
    FAKE_TRACED), for a model too big to hold; the mask and positions stay
    real, as the program's constants."""
    import contextlib
    import torch
    from torch._subclasses.fake_tensor import FakeTensorMode
    from transformers import GPT2Model
    torch.manual_seed(0)
    with FakeTensorMode(allow_non_fake_inputs=True) if fake else \
            contextlib.nullcontext():
        m = GPT2Model(cfg)
        ids = torch.randint(0, cfg.vocab_size, (batch, seq))
    # Explicit mask and positions: the defaults are built with a cumsum
    # (tm_tensor.scan in torch-mlir).
    kw = dict(attention_mask=torch.ones(batch, seq, dtype=torch.long),
              position_ids=torch.arange(seq).expand(batch, seq),
              use_cache=False, return_dict=False)
    return m, (ids,), ["input_ids"], kw


def gpt2():
    from transformers import GPT2Config
    cfg = GPT2Config(n_layer=2, n_embd=64, n_head=4, vocab_size=256,
                     n_positions=32, bos_token_id=0, eos_token_id=0,
                     attn_implementation="eager")
    return _gpt2(cfg, seq=16)


def gpt2_small():
    """Full-size GPT-2 small (12 layers, hidden 768, 12 heads, 124M
    parameters) for the scale check (bench/models/scale.sh); not in the
    checked-in zoo. Weights are arguments, so the file stays small."""
    from transformers import GPT2Config
    return _gpt2(GPT2Config(attn_implementation="eager"), seq=128)


def _decoder_lm(cfg, model_cls):
    """A transformers decoder (LlamaModel and its relatives) with random
    weights on BATCH x 16 tokens, in the zoo's form."""
    import torch
    torch.manual_seed(0)
    m = model_cls(cfg)
    seq = 16
    ids = torch.randint(0, cfg.vocab_size, (BATCH, seq))
    kw = dict(attention_mask=torch.ones(BATCH, seq, dtype=torch.long),
              position_ids=torch.arange(seq).expand(BATCH, seq),
              use_cache=False, return_dict=False)
    return m, (ids,), ["input_ids"], kw


def llama():
    """A Llama (transformers LlamaModel): 2 layers, d=64, 4 query heads
    and 2 KV heads (grouped-query attention), SwiGLU MLP of 128, RMSNorm,
    rotary embeddings, vocab 256, seq 16."""
    from transformers import LlamaConfig, LlamaModel
    cfg = LlamaConfig(hidden_size=64, num_hidden_layers=2,
                      num_attention_heads=4, num_key_value_heads=2,
                      intermediate_size=128, vocab_size=256,
                      max_position_embeddings=32,
                      attn_implementation="eager")
    return _decoder_lm(cfg, LlamaModel)


def mistral():
    """A Mistral (transformers MistralModel): llama's shapes (2 layers,
    d=64, 4 query and 2 KV heads, SwiGLU of 128, vocab 256) with a
    sliding-window attention of 8 tokens over the 16-token sequence."""
    from transformers import MistralConfig, MistralModel
    cfg = MistralConfig(hidden_size=64, num_hidden_layers=2,
                        num_attention_heads=4, num_key_value_heads=2,
                        intermediate_size=128, vocab_size=256,
                        max_position_embeddings=32, sliding_window=8,
                        attn_implementation="eager")
    return _decoder_lm(cfg, MistralModel)


def qwen2():
    """A Qwen2 (transformers Qwen2Model): 2 layers, d=64, 4 query heads
    and 4 KV heads, biased q/k/v projections, SwiGLU of 128, vocab 256."""
    from transformers import Qwen2Config, Qwen2Model
    cfg = Qwen2Config(hidden_size=64, num_hidden_layers=2,
                      num_attention_heads=4, num_key_value_heads=4,
                      intermediate_size=128, vocab_size=256,
                      max_position_embeddings=32,
                      attn_implementation="eager")
    return _decoder_lm(cfg, Qwen2Model)


def bert_tiny():
    import torch
    from transformers import BertConfig, BertModel
    torch.manual_seed(0)
    cfg = BertConfig(hidden_size=64, num_hidden_layers=2,
                     num_attention_heads=2, intermediate_size=128,
                     vocab_size=256, max_position_embeddings=32,
                     attn_implementation="eager")
    m = BertModel(cfg, add_pooling_layer=False)
    seq = 16
    ids = torch.randint(0, cfg.vocab_size, (BATCH, seq))
    kw = dict(attention_mask=torch.ones(BATCH, seq, dtype=torch.long),
              token_type_ids=torch.zeros(BATCH, seq, dtype=torch.long),
              return_dict=False)
    return m, (ids,), ["input_ids"], kw


def t5():
    """A T5 encoder-decoder (transformers T5Model): 2 + 2 layers, d=64, 4
    heads of 16, ReLU FFN of 128, relative position buckets, RMS-style
    layer norm, vocab 256; the decoder's inputs are an argument too."""
    import torch
    from transformers import T5Config, T5Model

    class T5(T5Model):
        def forward(self, input_ids, decoder_input_ids):
            return super().forward(input_ids=input_ids,
                                   decoder_input_ids=decoder_input_ids,
                                   use_cache=False, return_dict=False)[0]

    torch.manual_seed(0)
    cfg = T5Config(vocab_size=256, d_model=64, d_kv=16, d_ff=128,
                   num_layers=2, num_decoder_layers=2, num_heads=4,
                   decoder_start_token_id=0, pad_token_id=0, eos_token_id=1)
    m = T5(cfg).eval()
    ids = torch.randint(0, cfg.vocab_size, (BATCH, 16))
    dec = torch.randint(0, cfg.vocab_size, (BATCH, 8))
    return m, (ids, dec), ["input_ids", "decoder_input_ids"], {}


def vit_tiny():
    import torch
    from transformers import ViTConfig, ViTModel
    torch.manual_seed(0)
    cfg = ViTConfig(image_size=16, patch_size=4, num_channels=3,
                    hidden_size=64, num_hidden_layers=2,
                    num_attention_heads=4, intermediate_size=128,
                    attn_implementation="eager")
    m = ViTModel(cfg, add_pooling_layer=False)
    return m, (torch.randn(BATCH, 3, 16, 16),), ["pixel_values"], \
        dict(return_dict=False)


def encoder():
    """PyTorch's own nn.TransformerEncoderLayer (sequence first, [seq, batch,
    d]; 4 heads, ReLU FFN, post-norm): its linear layers run on [seq * batch,
    d], so data parallelism splits a minor merged dim."""
    import torch
    from torch import nn
    torch.manual_seed(0)
    m = nn.TransformerEncoderLayer(d_model=32, nhead=4, dim_feedforward=64,
                                   dropout=0.0)
    m.eval()
    return m, (torch.randn(16, BATCH, 32),), ["src"], {}


def moe():
    """A mixture-of-experts FFN layer: softmax router, top-1 expert chosen
    by argmax (one-hot, no topk/scatter), every expert computed densely as a
    batched matmul and the outputs combined by the gate."""
    import torch
    from torch import nn
    torch.manual_seed(0)

    class MoE(nn.Module):
        def __init__(self, d=32, f=64, experts=4):
            super().__init__()
            self.router = nn.Linear(d, experts, bias=False)
            self.w_in = nn.Parameter(torch.randn(experts, d, f) * d ** -0.5)
            self.w_out = nn.Parameter(torch.randn(experts, f, d) * f ** -0.5)
            self.experts = experts

        def forward(self, x):  # x: [tokens, d]
            probs = torch.softmax(self.router(x), dim=-1)
            top = probs.argmax(dim=-1, keepdim=True)
            onehot = (top == torch.arange(self.experts)).to(x.dtype)
            gate = probs * onehot  # [t, e]
            h = torch.relu(torch.einsum("td,edf->etf", x, self.w_in))
            y = torch.einsum("etf,efd->etd", h, self.w_out)
            return x + torch.einsum("te,etd->td", gate, y)

    return MoE(), (torch.randn(4 * BATCH, 32),), ["x"], {}


def _shipped_block(m):
    """A transformers block of hidden size 32 as the zoo exports it: its
    parameters drawn from N(0, 0.2) (transformers leaves some of them
    uninitialised outside from_pretrained), and an 8 x 16 x 32 input."""
    import torch
    for p in m.parameters():
        torch.nn.init.normal_(p, std=0.2)
    return m, (torch.randn(BATCH, 16, 32),), ["x"], {}


def mixtral_moe():
    """transformers' MixtralSparseMoeBlock as shipped: a top-2 router
    (``torch.topk``, written by the exporter as two rounds of max and first
    index) over 4 SwiGLU experts stored as [experts, ...] tensors. Its
    default expert loop depends on the routing; the exporter runs it as
    transformers' ``batched_mm`` (each token's expert weights gathered, one
    batched product) and says so."""
    import torch
    from transformers import MixtralConfig
    from transformers.models.mixtral.modeling_mixtral import \
        MixtralSparseMoeBlock
    torch.manual_seed(0)
    cfg = MixtralConfig(hidden_size=32, intermediate_size=64,
                        num_local_experts=4, num_experts_per_tok=2,
                        num_hidden_layers=1, num_attention_heads=4,
                        num_key_value_heads=2, vocab_size=64)
    m = MixtralSparseMoeBlock(cfg)
    return _shipped_block(m)


def qwen2_moe():
    """transformers' Qwen2MoeSparseMoeBlock as shipped: top-2 of 4 routed
    experts (``torch.topk``, as rounds of max) plus the gated shared expert;
    experts exported as ``batched_mm``."""
    import torch
    from transformers import Qwen2MoeConfig
    from transformers.models.qwen2_moe.modeling_qwen2_moe import \
        Qwen2MoeSparseMoeBlock
    torch.manual_seed(0)
    cfg = Qwen2MoeConfig(hidden_size=32, moe_intermediate_size=32,
                         shared_expert_intermediate_size=64, num_experts=4,
                         num_experts_per_tok=2, num_hidden_layers=1,
                         num_attention_heads=4, num_key_value_heads=2,
                         vocab_size=64)
    m = Qwen2MoeSparseMoeBlock(cfg)
    return _shipped_block(m)


def deepseek_moe():
    """transformers' DeepseekV3MoE as shipped: group-limited routing (the
    top group by its two best sigmoid scores, a ``scatter`` of the chosen
    group into a mask, written as a one-hot select), top-2 of 4 routed
    experts and a shared expert; experts exported as ``batched_mm``."""
    import torch
    from transformers import DeepseekV3Config
    from transformers.models.deepseek_v3.modeling_deepseek_v3 import \
        DeepseekV3MoE
    torch.manual_seed(0)
    cfg = DeepseekV3Config(hidden_size=32, moe_intermediate_size=32,
                           n_routed_experts=4, num_experts_per_tok=2,
                           n_shared_experts=1, n_group=2, topk_group=1,
                           num_hidden_layers=1, num_attention_heads=4,
                           num_key_value_heads=4, vocab_size=64,
                           first_k_dense_replace=0)
    m = DeepseekV3MoE(cfg)
    return _shipped_block(m)


def olmoe_moe():
    """transformers' OlmoeSparseMoeBlock as shipped: top-4 of 8 experts
    (``torch.topk``, as rounds of max) with the softmax probabilities left
    unnormalised over the chosen four; experts exported as
    ``batched_mm``."""
    import torch
    from transformers import OlmoeConfig
    from transformers.models.olmoe.modeling_olmoe import OlmoeSparseMoeBlock
    torch.manual_seed(0)
    cfg = OlmoeConfig(hidden_size=32, intermediate_size=24, num_experts=8,
                      num_experts_per_tok=4, num_hidden_layers=1,
                      num_attention_heads=4, vocab_size=64, eos_token_id=0,
                      pad_token_id=0, bos_token_id=0)
    m = OlmoeSparseMoeBlock(cfg)
    return _shipped_block(m)


def gpt_oss_moe():
    """transformers' GptOssMLP as shipped: a biased router, softmax over
    the top-2 of 4 experts, experts with biases and GPT-OSS's clamped
    SwiGLU (gate and up interleaved in one projection); experts exported
    as ``batched_mm``. Its results: the output, then the router's scores."""
    import torch
    from transformers import GptOssConfig
    from transformers.models.gpt_oss.modeling_gpt_oss import GptOssMLP
    torch.manual_seed(0)
    cfg = GptOssConfig(hidden_size=32, intermediate_size=32,
                       num_local_experts=4, num_experts_per_tok=2,
                       num_hidden_layers=1, num_attention_heads=4,
                       num_key_value_heads=2, head_dim=8, vocab_size=64)
    return _shipped_block(GptOssMLP(cfg))


def torch_ops():
    """The PyTorch ops torch-mlir lowers to its own TMTensor dialect, as a
    model calls them: ``torch.topk``, ``torch.sort`` (descending),
    ``torch.argsort``, ``torch.cumsum`` (floats, and a padding mask's
    position ids in int64), ``torch.cumprod`` (a running growth factor),
    ``scatter_add`` of scores into buckets,
    ``index_put`` with accumulate, ``x[idx] = v`` (a negative index too) and
    ``scatter`` of a value. The exporter writes the scans as
    ``cleave.scan``, the sorts as ``cleave.sort``, the overwriting scatters
    as ``tensor.scatter`` and the others with reductions, selects and
    matmuls (docs/models.md), so they shard and run as any other op."""
    import torch
    from torch import nn
    torch.manual_seed(0)

    class Ops(nn.Module):
        def __init__(self, d=16, f=8):
            super().__init__()
            self.proj = nn.Linear(d, f)
            self.bias = nn.Parameter(torch.randn(2, f))

        def forward(self, x, ids, mask):
            y = self.proj(x)
            top, top_i = torch.topk(y, 3)
            ordered, order = torch.sort(y, dim=-1, descending=True)
            rank = torch.argsort(y, dim=-1)
            running = torch.cumsum(y, -1)
            growth = torch.cumprod(1 + 0.1 * torch.tanh(y), -1)
            positions = torch.cumsum(mask, -1) * mask - 1
            buckets = torch.zeros_like(y).scatter_add(1, ids, y)
            bumped = y.index_put((torch.tensor([1, 0]),), self.bias,
                                 accumulate=True)
            written = y.clone()
            written[torch.tensor([3, -1])] = self.bias
            masked = y.scatter(1, ids[:, :2], 0.0)
            return (top, top_i, ordered, order, rank, running, growth,
                    positions, buckets, bumped, written, masked)

    mask = torch.ones(BATCH, 8, dtype=torch.long)
    mask[:, 6:] = 0
    return Ops(), (torch.randn(BATCH, 16), torch.randint(0, 8, (BATCH, 8)),
                   mask), ["x", "ids", "mask"], {}


def dlrm():
    """DLRM-style: a bottom MLP on dense features, three embedding tables of
    different sizes looked up by categorical ids (one id per table), the
    pairwise dot-product interaction, a top MLP. Ids are in [0, 15] for
    every table (cleave-run --int-range=0:15)."""
    import torch
    from torch import nn
    torch.manual_seed(0)

    class DLRM(nn.Module):
        def __init__(self):
            super().__init__()
            self.bottom = nn.Sequential(nn.Linear(8, 32), nn.ReLU(),
                                        nn.Linear(32, 16), nn.ReLU())
            self.tables = nn.ModuleList(
                [nn.Embedding(rows, 16) for rows in (64, 32, 16)])
            self.top = nn.Sequential(nn.Linear(16 + 6, 32), nn.ReLU(),
                                     nn.Linear(32, 1))

        def forward(self, dense, ids):
            x = self.bottom(dense)
            feats = [x] + [t(ids[:, i]) for i, t in enumerate(self.tables)]
            z = torch.stack(feats, dim=1)               # B x 4 x 16
            inter = torch.bmm(z, z.transpose(1, 2))     # B x 4 x 4
            iu = torch.triu_indices(4, 4, offset=1)
            pairs = inter[:, iu[0], iu[1]]              # B x 6
            return self.top(torch.cat([x, pairs], dim=1))

    ids = torch.randint(0, 16, (BATCH, 3))
    return DLRM(), (torch.randn(BATCH, 8), ids), ["dense", "ids"], {}


TORCH_MODELS = {"mlp": mlp, "convnet": convnet, "gpt2": gpt2, "dlrm": dlrm,
                "gpt2-small": gpt2_small, "llama": llama,
                "bert-tiny": bert_tiny, "vit-tiny": vit_tiny, "moe": moe,
                "encoder": encoder, "t5": t5, "mixtral-moe": mixtral_moe,
                "torch-ops": torch_ops, "qwen2-moe": qwen2_moe,
                "deepseek-moe": deepseek_moe, "olmoe-moe": olmoe_moe,
                "gpt-oss-moe": gpt_oss_moe, "mistral": mistral,
                "qwen2": qwen2}


# Training steps: train_step(inputs, targets, parameters, optimizer state)
# -> (loss, updated parameters, updated optimizer state), forward, backward
# and the optimizer update in one function (cleave_export.torch_train).
# Each entry gives (module, inputs, input names, targets, target names,
# loss_fn(outputs, inputs, targets, params), optimizer, kwargs); the loss
# reads the parameters (a dict by name) for a tied head.


def mlp_train():
    """The zoo's MLP, MSE loss against an 8x16 target, SGD with momentum
    0.9, lr 0.1."""
    import torch
    from cleave_export.torch_train import SGD
    m, (x,), names, kw = mlp()
    target = torch.randn(BATCH, 16)

    def loss(out, ins, tgs, params):
        return ((out - tgs[0]) ** 2).mean()

    return m, (x,), names, (target,), ["target"], loss, \
        SGD(lr=0.1, momentum=0.9), kw


def dlrm_train():
    """The zoo's DLRM-style model, BCE-with-logits of its 8x1 output against
    click labels (`label`, 8x1 f32), SGD with momentum 0.9, lr 0.1."""
    import torch
    from cleave_export.torch_train import SGD
    m, inputs, names, kw = dlrm()
    label = torch.randint(0, 2, (BATCH, 1)).to(torch.float32)

    def loss(out, ins, tgs, params):
        # BCE-with-logits, written out (max(z,0) - z*y + log(1 + e^-|z|)).
        z, y = out, tgs[0]
        return (torch.relu(z) - z * y +
                torch.log1p(torch.exp(-torch.abs(z)))).mean()

    return m, inputs, names, (label,), ["label"], loss, \
        SGD(lr=0.1, momentum=0.9), kw


def gpt2_train(model=None, head="wte.weight"):
    """The zoo's 2-layer GPT-2 with a tied LM head (logits = hidden @
    wte.weight^T, or the `head` parameter's), next-token cross-entropy on
    input_ids shifted by one (15 predictions per sequence), Adam (lr 1e-3,
    betas (0.9, 0.999), eps 1e-8, bias-corrected; `step` = updates already
    applied, a 0-d i64)."""
    import torch
    from cleave_export.torch_train import Adam
    m, inputs, names, kw = model or gpt2()
    vocab = m.config.vocab_size

    def loss(out, ins, tgs, params):
        hidden = out[0]                                   # B x S x d
        # In fp32 under mixed precision (Megatron's cross-entropy upcasts
        # the logits); a no-op on an fp32 model.
        logits = (hidden @ params[head].t()).float()      # B x S x V
        logp = torch.log_softmax(logits[:, :-1], dim=-1)  # predicts 1..S-1
        ids = ins[0][:, 1:]                               # the targets
        # Cross-entropy by a one-hot (no gather/scatter in the backward).
        onehot = (ids.unsqueeze(-1) == torch.arange(vocab)).to(logp.dtype)
        return -(logp * onehot).sum(-1).mean()

    # No separate targets: the loss reads input_ids shifted by one.
    return m, inputs, names, (), [], loss, \
        Adam(lr=1e-3, beta1=0.9, beta2=0.999, eps=1e-8), kw


def gpt2_8l_train():
    """gpt2-train with 8 layers (hidden 64, 4 heads, vocab 256, 16 tokens):
    the deeper GPT-style training step that pipelines are tested on
    (test/Run/pipeline.mlir), cut into 2 or 4 stages."""
    from transformers import GPT2Config
    cfg = GPT2Config(n_layer=8, n_embd=64, n_head=4, vocab_size=256,
                     n_positions=32, bos_token_id=0, eos_token_id=0,
                     attn_implementation="eager")
    return gpt2_train(_gpt2(cfg, seq=16))


def llama_train():
    """The zoo's llama (grouped-query attention, RoPE, SwiGLU, RMSNorm) as
    a training step: gpt2-train's loss with the LM head tied to
    embed_tokens, and Adam."""
    return gpt2_train(llama(), head="embed_tokens.weight")


GPT3_SEQ = 2048   # GPT-3's context (Brown et al. 2020)
GPT3_BATCH = 64   # sequences per step for the GPT-3-size steps


def gpt3_small_train():
    """gpt2-train at the dimensions of GPT-3 Small (Brown et al. 2020,
    table 2.1: 12 layers, d_model 768, 12 heads of 64, context 2048) with
    GPT-2's 50257-token vocabulary, on GPT3_BATCH x GPT3_SEQ tokens: a
    full-size training step for the pipeline and cost-model passes, traced
    on fake tensors (FAKE_TRACED)."""
    from transformers import GPT2Config
    cfg = GPT2Config(n_layer=12, n_embd=768, n_head=12, vocab_size=50257,
                     n_positions=GPT3_SEQ, bos_token_id=0,
                     eos_token_id=0, attn_implementation="eager")
    return gpt2_train(_gpt2(cfg, seq=GPT3_SEQ, batch=GPT3_BATCH))


def _gpt3_train(layers, hidden, heads, batch=GPT3_BATCH):
    """gpt3-small-train at other GPT-3 dimensions, `batch` x GPT3_SEQ
    tokens, on fake tensors (_gpt2 fake=True: only the shapes are traced,
    FAKE_TRACED): the weights of the larger ones would not fit in memory."""
    from transformers import GPT2Config
    cfg = GPT2Config(n_layer=layers, n_embd=hidden, n_head=heads,
                     vocab_size=50257, n_positions=GPT3_SEQ, bos_token_id=0,
                     eos_token_id=0, attn_implementation="eager")
    return gpt2_train(_gpt2(cfg, seq=GPT3_SEQ, batch=batch, fake=True))


def gpt3_6_7b_train():
    """GPT-3 6.7B (Brown et al. 2020, table 2.1: 32 layers, d_model 4096,
    32 heads of 128, context 2048; 6.7e9 parameters). Its weights alone
    would take 27 GB (three times that with Adam's state)."""
    return _gpt3_train(32, 4096, 32)


# Larger steps for the planning benchmark, not in the checked-in zoo (their
# files are 3-15 MB): GPT-3 1.3B and 175B (Brown et al. 2020, table 2.1)
# and Alpa's GPT-39B (Zheng et al. 2022, table 4), at the batches their
# large-scale runs use (Narayanan et al. 2021, table 1: 1536 sequences for
# 175B on up to 3072 GPUs; Alpa: 1024 for 39B), so that the batch splits
# over that many GPUs.
def gpt3_1_3b_train():
    return _gpt3_train(24, 2048, 16)


def gpt3_39b_train():
    return _gpt3_train(48, 8192, 64, batch=1024)


def gpt3_175b_train():
    return _gpt3_train(96, 12288, 96, batch=1536)


TRAIN_MODELS = {"mlp-train": mlp_train, "dlrm-train": dlrm_train,
                "gpt2-train": gpt2_train, "gpt2-8l-train": gpt2_8l_train,
                "llama-train": llama_train,
                "gpt3-small-train": gpt3_small_train,
                "gpt3-6.7b-train": gpt3_6_7b_train,
                "gpt3-1.3b-train": gpt3_1_3b_train,
                "gpt3-39b-train": gpt3_39b_train,
                "gpt3-175b-train": gpt3_175b_train}
# Mixed-precision variants of the steps above (cleave_export.torch_train.
# MixedPrecision): 16-bit parameters and compute, fp32 masters and optimizer
# state; fp16 with dynamic loss scaling.
TRAIN_PRECISION = {"gpt2-train-bf16": ("gpt2-train", "bf16"),
                   "mlp-train-bf16": ("mlp-train", "bf16"),
                   "mlp-train-fp16": ("mlp-train", "fp16")}
# Training steps traced on fake tensors (make_fx tracing_mode="fake"):
# running them on real tensors while tracing would take too long and too
# much memory.
FAKE_TRACED = {"gpt3-small-train", "gpt3-6.7b-train", "gpt3-1.3b-train",
               "gpt3-39b-train", "gpt3-175b-train"}


def jax_mlp():
    """A JAX transformer-style MLP block: LayerNorm, GELU MLP, residual."""
    import jax
    import jax.numpy as jnp

    def block(params, x):
        mu = x.mean(-1, keepdims=True)
        var = ((x - mu) ** 2).mean(-1, keepdims=True)
        h = (x - mu) / jnp.sqrt(var + 1e-5) * params["ln"]["scale"] \
            + params["ln"]["bias"]
        h = jax.nn.gelu(h @ params["fc1"]["w"] + params["fc1"]["b"])
        return x + h @ params["fc2"]["w"] + params["fc2"]["b"]

    k = jax.random.split(jax.random.PRNGKey(0), 3)
    d, f = 32, 64
    params = {"ln": {"scale": jnp.ones(d), "bias": jnp.zeros(d)},
              "fc1": {"w": jax.random.normal(k[0], (d, f)) * d ** -0.5,
                      "b": jnp.zeros(f)},
              "fc2": {"w": jax.random.normal(k[1], (f, d)) * f ** -0.5,
                      "b": jnp.zeros(d)}}
    x = jax.random.normal(k[2], (BATCH, 16, d))
    return block, params, (x,), ["x"]


def jax_llama():
    """A Llama-style decoder block as JAX writes it: RMSNorm, grouped-query
    attention (4 query heads, 2 KV heads repeated with jnp.repeat) with
    rotary embeddings and a causal mask, attention as 4-D einsums, and a
    SwiGLU MLP, each with a residual."""
    import jax
    import jax.numpy as jnp

    d, heads, kv, f, seq = 32, 4, 2, 64, 16
    hd = d // heads

    def rms(x, w):
        return x * jax.lax.rsqrt((x * x).mean(-1, keepdims=True) + 1e-6) * w

    def rope(x):
        half = hd // 2
        freq = 1.0 / (10000 ** (jnp.arange(half) / half))
        ang = jnp.arange(seq)[:, None] * freq[None, :]
        cos, sin = jnp.cos(ang)[None, :, None, :], jnp.sin(ang)[None, :, None, :]
        x1, x2 = x[..., :half], x[..., half:]
        return jnp.concatenate([x1 * cos - x2 * sin, x1 * sin + x2 * cos], -1)

    def block(p, x):
        b = x.shape[0]
        h = rms(x, p["attn_norm"])
        q = rope((h @ p["wq"]).reshape(b, seq, heads, hd))
        k = rope((h @ p["wk"]).reshape(b, seq, kv, hd))
        v = (h @ p["wv"]).reshape(b, seq, kv, hd)
        k = jnp.repeat(k, heads // kv, axis=2)
        v = jnp.repeat(v, heads // kv, axis=2)
        s = jnp.einsum("bqhd,bkhd->bhqk", q, k) / hd ** 0.5
        mask = jnp.tril(jnp.ones((seq, seq), bool))
        s = jnp.where(mask, s, -1e9)
        a = jnp.einsum("bhqk,bkhd->bqhd", jax.nn.softmax(s, -1), v)
        x = x + a.reshape(b, seq, d) @ p["wo"]
        h = rms(x, p["mlp_norm"])
        return x + (jax.nn.silu(h @ p["w_gate"]) * (h @ p["w_up"])) @ p["w_down"]

    k = jax.random.split(jax.random.PRNGKey(0), 8)
    params = {"attn_norm": jnp.ones(d), "mlp_norm": jnp.ones(d),
              "wq": jax.random.normal(k[0], (d, d)) * d ** -0.5,
              "wk": jax.random.normal(k[1], (d, kv * hd)) * d ** -0.5,
              "wv": jax.random.normal(k[2], (d, kv * hd)) * d ** -0.5,
              "wo": jax.random.normal(k[3], (d, d)) * d ** -0.5,
              "w_gate": jax.random.normal(k[4], (d, f)) * d ** -0.5,
              "w_up": jax.random.normal(k[5], (d, f)) * d ** -0.5,
              "w_down": jax.random.normal(k[6], (f, d)) * f ** -0.5}
    x = jax.random.normal(k[7], (BATCH, seq, d))
    return block, params, (x,), ["x"]


def jax_lm():
    """An embedding lookup, a LayerNorm, the LM head and the token
    cross-entropy as JAX writes them (jnp.take of the ids, logsumexp, the
    label picked with jnp.take_along_axis of [N, 1] indices)."""
    import jax
    import jax.numpy as jnp

    vocab, d, seq = 64, 32, 16

    def lm(p, ids, labels):
        h = jnp.take(p["wte"], ids, axis=0)
        mu = h.mean(-1, keepdims=True)
        var = ((h - mu) ** 2).mean(-1, keepdims=True)
        h = (h - mu) / jnp.sqrt(var + 1e-5) * p["ln"]
        logits = (h @ p["head"]).reshape(-1, vocab)
        picked = jnp.take_along_axis(logits, labels.reshape(-1, 1), axis=-1)
        return (jax.nn.logsumexp(logits, -1) - picked[:, 0]).mean()

    k = jax.random.split(jax.random.PRNGKey(0), 4)
    params = {"wte": jax.random.normal(k[0], (vocab, d)),
              "ln": jnp.ones(d),
              "head": jax.random.normal(k[1], (d, vocab)) * d ** -0.5}
    ids = jax.random.randint(k[2], (BATCH, seq), 0, vocab)
    labels = jax.random.randint(k[3], (BATCH, seq), 0, vocab)
    return lm, params, (ids, labels), ["input_ids", "labels"]


def jax_moe():
    """A GShard/Switch-style mixture-of-experts layer as JAX writes it:
    tokens in groups, a softmax router, top-2 experts (argmax twice), each
    token's slot in its expert's capacity from a cumsum, a one-hot dispatch
    mask [g, s, e, c] and combine weights, expert FFNs as einsums over
    [e, g, c, d], and the residual. Split the groups and the experts over
    one axis for expert parallelism (two all_to_alls: dispatch, combine)."""
    import jax
    import jax.numpy as jnp

    groups, seq, d, f, experts, cap = 4, 16, 32, 64, 4, 8

    def dispatch(logits):
        probs = jax.nn.softmax(logits, -1)
        m1 = jax.nn.one_hot(jnp.argmax(probs, -1), experts)
        m2 = jax.nn.one_hot(jnp.argmax(probs * (1 - m1), -1), experts)
        pos1 = jnp.cumsum(m1, axis=1) * m1 - m1
        pos2 = (jnp.cumsum(m2, axis=1) + jnp.sum(m1, 1, keepdims=True)) \
            * m2 - m2
        keep1, keep2 = m1 * (pos1 < cap), m2 * (pos2 < cap)
        slot1 = jax.nn.one_hot(jnp.sum(pos1 * keep1, -1).astype(jnp.int32),
                               cap)
        slot2 = jax.nn.one_hot(jnp.sum(pos2 * keep2, -1).astype(jnp.int32),
                               cap)
        g1 = jnp.sum(probs * keep1, -1)[..., None, None]
        g2 = jnp.sum(probs * keep2, -1)[..., None, None]
        combine = g1 * keep1[..., None] * slot1[..., None, :] + \
            g2 * keep2[..., None] * slot2[..., None, :]
        return combine > 0, combine

    def moe(p, x):
        mask, combine = dispatch(x @ p["router"])
        xe = jnp.einsum("gsec,gsd->egcd", mask.astype(x.dtype), x)
        h = jax.nn.relu(jnp.einsum("egcd,edf->egcf", xe, p["w_in"]))
        y = jnp.einsum("egcf,efd->egcd", h, p["w_out"])
        return x + jnp.einsum("gsec,egcd->gsd", combine, y)

    k = jax.random.split(jax.random.PRNGKey(0), 4)
    params = {"router": jax.random.normal(k[0], (d, experts)) * d ** -0.5,
              "w_in": jax.random.normal(k[1], (experts, d, f)) * d ** -0.5,
              "w_out": jax.random.normal(k[2], (experts, f, d)) * f ** -0.5}
    x = jax.random.normal(k[3], (groups, seq, d))
    return moe, params, (x,), ["x"]


def jax_scan_moe():
    """A JAX transformer as JAX users stack layers: ``lax.scan`` over 4
    layers whose weights are stacked [layers, ...], each with RMSNorm,
    4-head attention (einsums) and a mixture-of-experts MLP routed by
    ``lax.top_k`` (top-2 of 4 experts, softmax over the two gates, every
    expert computed and weighted: dense dispatch) with exact GELU. Exported
    with the shardings it is jitted with on a data=2 x model=2 mesh: batch
    over data; attention heads and expert hidden features over model
    (Megatron's column then row split). Needs 4 host devices (XLA_FLAGS)."""
    import os
    os.environ.setdefault("XLA_FLAGS",
                          "--xla_force_host_platform_device_count=4")
    import jax
    import jax.numpy as jnp
    import numpy as np
    from jax.sharding import Mesh, PartitionSpec as P

    layers, seq, d, heads, f, experts = 4, 16, 32, 4, 64, 4
    hd = d // heads

    def rms(x, w):
        return x * jax.lax.rsqrt((x * x).mean(-1, keepdims=True) + 1e-6) * w

    def layer(x, p):
        h = rms(x, p["norm1"])
        q, k, v = (jnp.einsum("bsd,dhe->bshe", h, p[n]) for n in
                   ("wq", "wk", "wv"))
        s = jnp.einsum("bshe,bthe->bhst", q, k) * hd ** -0.5
        a = jnp.einsum("bhst,bthe->bshe", jax.nn.softmax(s, -1), v)
        x = x + jnp.einsum("bshe,hed->bsd", a, p["wo"])
        h = rms(x, p["norm2"])
        top, which = jax.lax.top_k(h @ p["router"], 2)
        gate = jnp.einsum("bsk,bske->bse", jax.nn.softmax(top, -1),
                          jax.nn.one_hot(which, experts, dtype=h.dtype))
        up = jax.nn.gelu(jnp.einsum("bsd,edf->bsef", h, p["w_in"]),
                         approximate=False)
        y = jnp.einsum("bsef,efd->bsed", up, p["w_out"])
        return x + jnp.einsum("bse,bsed->bsd", gate, y), None

    def model(p, x):
        return jax.lax.scan(layer, x, p)[0]

    k = jax.random.split(jax.random.PRNGKey(0), 8)
    params = {"norm1": jnp.ones((layers, d)), "norm2": jnp.ones((layers, d)),
              "wq": jax.random.normal(k[0], (layers, d, heads, hd)) * d ** -0.5,
              "wk": jax.random.normal(k[1], (layers, d, heads, hd)) * d ** -0.5,
              "wv": jax.random.normal(k[2], (layers, d, heads, hd)) * d ** -0.5,
              "wo": jax.random.normal(k[3], (layers, heads, hd, d)) * d ** -0.5,
              "router": jax.random.normal(k[4], (layers, d, experts)),
              "w_in": jax.random.normal(k[5], (layers, experts, d, f)) *
              d ** -0.5,
              "w_out": jax.random.normal(k[6], (layers, experts, f, d)) *
              f ** -0.5}
    x = jax.random.normal(k[7], (BATCH, seq, d))
    mesh = Mesh(np.array(jax.devices()[:4]).reshape(2, 2), ("data", "model"))
    col = P(None, None, "model", None)
    shardings = {"norm1": P(), "norm2": P(), "wq": col, "wk": col,
                 "wv": col, "wo": P(None, "model", None, None),
                 "router": P(), "w_in": P(None, None, None, "model"),
                 "w_out": P(None, None, "model", None)}
    export = {"mesh": mesh, "in_shardings": (shardings, P("data")),
              "out_shardings": P("data")}
    return model, params, (x,), ["x"], export


def jax_while():
    """A deep-equilibrium layer as JAX users write one: ``lax.while_loop``
    iterates ``z = tanh(z W + x U)`` until the largest change is below a
    tolerance or 30 iterations have run, a trip count known only when the
    loop runs. Exported with the shardings it is jitted with on a data=2 x
    model=2 mesh: batch over data, U's output features over model. Needs 4
    host devices (XLA_FLAGS)."""
    import os
    os.environ.setdefault("XLA_FLAGS",
                          "--xla_force_host_platform_device_count=4")
    import jax
    import jax.numpy as jnp
    import numpy as np
    from jax.sharding import Mesh, PartitionSpec as P

    d, h = 32, 64

    def model(p, x):
        xu = x @ p["u"]

        def cond(c):
            i, _, change = c
            return (change > 1e-4) & (i < 30)

        def body(c):
            i, z, _ = c
            new = jnp.tanh(z @ p["w"] + xu)
            return i + 1, new, jnp.max(jnp.abs(new - z))

        start = (0, jnp.zeros_like(xu), jnp.float32(jnp.inf))
        trips, z, _ = jax.lax.while_loop(cond, body, start)
        return z @ p["out"], trips

    k = jax.random.split(jax.random.PRNGKey(0), 4)
    params = {"u": jax.random.normal(k[0], (d, h)) * d ** -0.5,
              "w": jax.random.normal(k[1], (h, h)) * 0.5 * h ** -0.5,
              "out": jax.random.normal(k[2], (h, d)) * h ** -0.5}
    x = jax.random.normal(k[3], (BATCH, d))
    mesh = Mesh(np.array(jax.devices()[:4]).reshape(2, 2), ("data", "model"))
    shardings = {"u": P(None, "model"), "w": P(), "out": P()}
    export = {"mesh": mesh, "in_shardings": (shardings, P("data"))}
    return model, params, (x,), ["x"], export


def jax_cumulative():
    """Cumulative reductions along the sequence as JAX users write them:
    position ids from a padding mask (``jnp.cumsum(mask) - 1``), a causal
    running mean of the features (``jnp.cumsum`` over the sequence divided
    by the position), decay gates (``jnp.cumprod`` of sigmoids) and a
    suffix maximum (``lax.cummax(reverse=True)``). Exported with the
    shardings it is jitted with on a data=2 x model=2 mesh: batch over
    data, sequence over model, so every scan is split along its scanned
    dim. Needs 4 host devices (XLA_FLAGS)."""
    import os
    os.environ.setdefault("XLA_FLAGS",
                          "--xla_force_host_platform_device_count=4")
    import jax
    import jax.numpy as jnp
    import numpy as np
    from jax.sharding import Mesh, PartitionSpec as P

    s, d, h = 16, 8, 16

    def model(p, x, mask):
        pos = jnp.cumsum(mask, axis=1) - 1
        f = jnp.tanh(x @ p["w"])
        steps = jnp.arange(1, s + 1, dtype=f.dtype)[None, :, None]
        run = jnp.cumsum(f, axis=1) / steps
        gate = jnp.cumprod(jax.nn.sigmoid(f), axis=1)
        peak = jax.lax.cummax(f, axis=1, reverse=True)
        return (run + gate * peak) @ p["out"], pos

    k = jax.random.split(jax.random.PRNGKey(0), 3)
    params = {"w": jax.random.normal(k[0], (d, h)) * d ** -0.5,
              "out": jax.random.normal(k[1], (h, d)) * h ** -0.5}
    x = jax.random.normal(k[2], (BATCH, s, d))
    mask = jnp.ones((BATCH, s), jnp.int32)
    mesh = Mesh(np.array(jax.devices()[:4]).reshape(2, 2), ("data", "model"))
    seq = P("data", "model")
    export = {"mesh": mesh,
              "in_shardings": ({"w": P(), "out": P()}, seq, seq)}
    return model, params, (x, mask), ["x", "mask"], export


def jax_ranking():
    """Retrieval-style ranking as JAX users write it: query-candidate scores
    (an einsum), the 100 best candidates by ``lax.top_k`` (k over 64: a
    sort), the scores sorted (``jnp.sort``), each candidate's rank
    (``jnp.argsort`` of ``jnp.argsort``) and candidate ids reordered by a
    one-key ``lax.sort`` of the scores. Exported with the shardings it is
    jitted with on a data=2 x model=2 mesh: queries over data, candidates
    over model (so each sort gathers its lines over model). Needs 4 host
    devices (XLA_FLAGS)."""
    import os
    os.environ.setdefault("XLA_FLAGS",
                          "--xla_force_host_platform_device_count=4")
    import jax
    import jax.numpy as jnp
    import numpy as np
    from jax.sharding import Mesh, PartitionSpec as P

    n, d = 200, 16

    def model(p, q, ids):
        scores = jnp.einsum("bd,nd->bn", q, p["cand"])
        best, where = jax.lax.top_k(scores, 100)
        ordered = jnp.sort(scores, axis=-1)
        rank = jnp.argsort(jnp.argsort(-scores, axis=-1), axis=-1)
        _, reordered = jax.lax.sort((scores, ids), dimension=1, num_keys=1)
        return best, where, ordered, rank, reordered

    k = jax.random.split(jax.random.PRNGKey(0), 2)
    params = {"cand": jax.random.normal(k[0], (n, d))}
    q = jax.random.normal(k[1], (BATCH, d))
    ids = jnp.broadcast_to(jnp.arange(n, dtype=jnp.int32) * 7 % n, (BATCH, n))
    mesh = Mesh(np.array(jax.devices()[:4]).reshape(2, 2), ("data", "model"))
    export = {"mesh": mesh,
              "in_shardings": ({"cand": P("model")}, P("data"),
                               P("data", "model"))}
    return model, params, (q, ids), ["q", "ids"], export


JAX_MODELS = {"jax-mlp": jax_mlp, "jax-llama": jax_llama, "jax-lm": jax_lm,
              "jax-moe": jax_moe, "jax-scan-moe": jax_scan_moe,
              "jax-while": jax_while, "jax-cumulative": jax_cumulative,
              "jax-ranking": jax_ranking}


def export(name: str) -> "tuple[str, dict]":
    base, _, variant = name.partition(".")
    if name in TRAIN_MODELS or name in TRAIN_PRECISION:
        from cleave_export.torch_train import (MixedPrecision,
                                               build_train_step,
                                               export_train_step)
        step, dtype = TRAIN_PRECISION.get(name, (name, None))
        m, inputs, in_names, targets, tg_names, loss, opt, kw = \
            TRAIN_MODELS[step]()
        ts = build_train_step(
            m, inputs, targets, loss, opt, input_names=in_names,
            target_names=tg_names, kwargs=kw,
            precision=MixedPrecision(dtype) if dtype else None)
        r = export_train_step(
            ts, tracing_mode="fake" if name in FAKE_TRACED else "real")
        n_p = len(ts.param_names)
        info = {"inputs": r.arg_names[:ts.num_inputs], "parameters": n_p,
                "optimizer_state": len(r.arg_names) - ts.num_inputs - n_p,
                "results": len(r.result_names)}
        return r.text, info
    if base in TORCH_MODELS:
        from cleave_export.torch_export import export_module
        m, inputs, names, kw = TORCH_MODELS[base]()
        r = export_module(m, inputs, input_names=names, kwargs=kw,
                          output_type="tosa" if variant == "tosa"
                          else "linalg-on-tensors")
    else:
        from cleave_export.jax_export import export_function
        fn, params, inputs, names, *export = JAX_MODELS[name]()
        r = export_function(fn, params, inputs, input_names=names,
                            **(export[0] if export else {}))
    info = {"inputs": r.arg_names[:r.num_inputs],
            "parameters": len(r.arg_names) - r.num_inputs}
    return r.text, info


def main(argv=None) -> int:
    p = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("model", help="one of " + ", ".join(
        sorted(TORCH_MODELS) + sorted(JAX_MODELS) + sorted(TRAIN_MODELS) +
        sorted(TRAIN_PRECISION)) +
        "; NAME.tosa exports a PyTorch model to TOSA instead of linalg; "
        "NAME-train is a training step (forward, backward, optimizer)")
    p.add_argument("-o", "--output", required=True,
                   help="where the generic-form MLIR goes")
    a = p.parse_args(argv)
    base = a.model.partition(".")[0]
    if base not in TORCH_MODELS and base not in JAX_MODELS and \
            a.model not in TRAIN_MODELS and a.model not in TRAIN_PRECISION:
        p.error(f"unknown model '{a.model}'")
    text, info = export(a.model)
    with open(a.output, "w") as f:
        f.write(text)
    print(json.dumps(info))
    return 0


if __name__ == "__main__":
    sys.exit(main())
