"""The Python API on models built as a user builds them: a Hugging Face
Llama with random weights (grouped-query attention: 4 query heads, 2 KV
heads) and a JAX MLP block, each sharded over a data=2 x model=2 mesh,
inspected, estimated and run on 4 ranks with verify.

Needs torch, transformers, torch-mlir and jax besides the package
(docs/python.md). Run from anywhere:

    python examples/python/tour.py
"""
import cleave


def llama_plan():
    import torch
    from transformers import LlamaConfig, LlamaModel

    torch.manual_seed(0)
    cfg = LlamaConfig(hidden_size=64, num_hidden_layers=2,
                      num_attention_heads=4, num_key_value_heads=2,
                      intermediate_size=128, vocab_size=256,
                      max_position_embeddings=32,
                      attn_implementation="eager")
    model = LlamaModel(cfg).eval()
    ids = torch.randint(0, cfg.vocab_size, (4, 16))
    prog = cleave.from_torch(
        model, (ids,), input_names=["input_ids"],
        kwargs=dict(attention_mask=torch.ones(4, 16, dtype=torch.long),
                    position_ids=torch.arange(16).expand(4, 16),
                    use_cache=False, return_dict=False))
    # Megatron's split: q/k/v/gate/up by output features, o/down by input
    # features (PyTorch weights are [out, in]); the batch over "data".
    mesh = cleave.Mesh({"data": 2, "model": 2})
    plan = cleave.shard(prog, mesh, rules={
        "input_ids": ("data",),
        "*.self_attn.[qkv]_proj.weight": ("model", None),
        "*.self_attn.o_proj.weight": (None, "model"),
        "*.mlp.gate_proj.weight": ("model", None),
        "*.mlp.up_proj.weight": ("model", None),
        "*.mlp.down_proj.weight": (None, "model"),
    }, cluster="8xH100-NVLink")
    return plan, "layers.0.mlp.up_proj.weight", {"input_ids": ids.numpy()}


def jax_plan():
    import jax
    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P

    def block(params, x):
        h = jax.nn.gelu(x @ params["fc1"]["w"] + params["fc1"]["b"])
        return x + h @ params["fc2"]["w"] + params["fc2"]["b"]

    k = jax.random.split(jax.random.PRNGKey(0), 3)
    params = {"fc1": {"w": jax.random.normal(k[0], (32, 64)) / 6,
                      "b": jnp.zeros(64)},
              "fc2": {"w": jax.random.normal(k[1], (64, 32)) / 8,
                      "b": jnp.zeros(32)}}
    x = jax.random.normal(k[2], (8, 16, 32))
    prog = cleave.from_jax(block, params, x, input_names=["x"])
    mesh = cleave.Mesh({"data": 2, "model": 2})
    plan = cleave.shard(prog, mesh, rules={
        "x": P("data"),
        "fc1.w": P(None, "model"), "fc1.b": P("model"),
        "fc2.w": P("model", None),
    }, auto=True, cluster="8xH100-NVLink")
    return plan, "fc1.w", None


for make in (llama_plan, jax_plan):
    plan, weight, inputs = make()
    print(f"== {make.__name__}")
    print(plan.sharding(weight))
    print(plan.visualize(weight))
    for c in plan.collectives():
        print(f"  {c['kind']:<14} {','.join(c['axes']):<6} {c['bytes']:>8} B"
              f"  {c['source']}")
    est = plan.estimate()
    print(f"  estimate on {est['cluster']}: {est['step_s'] * 1e6:.1f} us, "
          f"peak {est['peak_memory_bytes']} B, {est['collectives']}")
    out = plan.run(inputs, verify=True)
    print("  run on", plan.mesh.size, "ranks:", [o.shape for o in out],
          "verified" if "verify: OK" in plan.last_log else "NOT verified")
