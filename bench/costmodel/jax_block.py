"""A transformer block written as a JAX user would (LayerNorm, 4-head
attention as jnp.einsum with jax.nn.softmax, an exact-GELU MLP; batch 8,
sequence 128, hidden 256), exported with cleave_export.jax_export: the
program outside the cost-model benchmark that results.md times op by op.

    /opt/cleave-venv/bin/python bench/costmodel/jax_block.py -o /tmp/jblock.mlir
"""
import argparse
import os
import sys
sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "python"))
ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
ap.add_argument("-o", "--output", required=True, help="the exported module")
args = ap.parse_args()
import jax, jax.numpy as jnp
from cleave_export.jax_export import export_function
B, S, D, H = 8, 128, 256, 4
def ln(x, g, b):
    m = x.mean(-1, keepdims=True); v = ((x - m) ** 2).mean(-1, keepdims=True)
    return (x - m) * jax.lax.rsqrt(v + 1e-5) * g + b
def block(p, x):
    h = ln(x, p["g1"], p["b1"])
    q = (h @ p["wq"]).reshape(B, S, H, D // H)
    k = (h @ p["wk"]).reshape(B, S, H, D // H)
    v = (h @ p["wv"]).reshape(B, S, H, D // H)
    s = jnp.einsum("bshd,bthd->bhst", q, k) / (D // H) ** 0.5
    a = jnp.einsum("bhst,bthd->bshd", jax.nn.softmax(s, -1), v).reshape(B, S, D)
    x = x + a @ p["wo"]
    h = ln(x, p["g2"], p["b2"])
    return x + jax.nn.gelu(h @ p["w1"], approximate=False) @ p["w2"]
k = jax.random.split(jax.random.PRNGKey(0), 8)
p = {"g1": jnp.ones(D), "b1": jnp.zeros(D), "g2": jnp.ones(D), "b2": jnp.zeros(D),
     "wq": jax.random.normal(k[0], (D, D)) * 0.05, "wk": jax.random.normal(k[1], (D, D)) * 0.05,
     "wv": jax.random.normal(k[2], (D, D)) * 0.05, "wo": jax.random.normal(k[3], (D, D)) * 0.05,
     "w1": jax.random.normal(k[4], (D, 4 * D)) * 0.05, "w2": jax.random.normal(k[5], (4 * D, D)) * 0.05}
x = jax.random.normal(k[6], (B, S, D))
r = export_function(block, p, [x])
open(args.output, "w").write(r.text)
