#!/usr/bin/env python3
"""ZeRO memory on a GPT-3-style training step: `ninja bench-models-zero`.

Exports one training step (forward, next-token loss, backward, Adam) of a
GPT-2-architecture stack, by default GPT-3 XL-like (hidden 2048, 24 layers,
16 heads; 1.21 B parameters), batch 8, sequence 128, vocab 2048, for a mesh
of --devices devices (default 8, one axis "data", input_ids split on the
batch), runs ``cleave-auto-shard{cluster=8xH100-NVLink memory-limit=false}``
on it and prints, per plan of the report, the peak memory per device Cleave
prices and the estimated step time, next to the closed-form ZeRO accounting
of the model states for fp32 training with Adam (Psi = parameters, N =
devices):

    data parallel   4 Psi + 4 Psi + 8 Psi      (params + grads + Adam m, v)
    ZeRO-1          4 Psi + 4 Psi + 8 Psi / N  (optimizer state split)
    ZeRO-2          4 Psi + 12 Psi / N         (gradients split too)
    ZeRO-3          16 Psi / N                 (parameters split too)

(The ZeRO paper's mixed-precision form is 2 Psi + 2 Psi + K Psi with K = 12;
this step is fp32 throughout, so 4 + 4 + 8.) Cleave does not build ZeRO-2
(docs/auto-shard.md, "Training steps"): its closed form is printed alone.
Cleave's figure is the peak of every buffer live at once, so it holds
activations and temporaries beside the model states: "rest MiB" is Cleave
minus the closed form.

Then, unless --no-breakdown, what is live at each plan's peak: the pass's
memory model (docs/auto-shard.md, "How it decides", usage) replayed in
Python on the module it priced (its output), for data parallel, ZeRO-1 and
ZeRO-3 rebuilt from the factor rules cleave-print-sharding-rules prints
(the report only lists the chosen plan's shardings) and for the chosen
plan from the report; each replayed peak is checked against the report's.
Live bytes are grouped into parameters, Adam m and v (arguments not yet
donated and updated values already returned), gradients (values from
before the update that it reads), update temporaries, activations.

The model is traced with fake tensors (torch's FakeTensorMode): the step's
parameters, gradients and Adam state take ~19 GB, which fake tensors never
allocate. Parameters and optimizer state are function arguments, so the
exported IR holds no weight data; the only real tensors are the attention
mask and the position ids (constants). The vocabulary is small (2048, not
GPT-3's 50257): the loss is a one-hot cross-entropy (a gather/scatter-free
backward) whose logits and one-hot are batch x seq x vocab.

Needs torch, transformers and torch-mlir (the exporters' venv,
docs/models.md) for the export, and a built cleave-opt. Optional, not in CI:

    zero-memory.py [--build DIR] [--layers 24] [--hidden 2048] [--heads 16]
                   [--batch 8] [--seq 128] [--vocab 2048] [--devices 8]
                   [--cluster 8xH100-NVLink] [--time-limit S]
                   [--max-strategies N] [--no-breakdown] [--keep DIR]

--keep DIR keeps the export, rules, modules and report there, and reuses an
export of the same configuration found there (then torch is not needed).
"""
import argparse
import collections
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
MIB = 1048576.0


def need_exporters():
    missing = []
    for m in ("torch", "transformers", "torch_mlir"):
        try:
            __import__(m)
        except ImportError:
            missing.append(m)
    if missing:
        sys.exit("zero-memory.py: the export needs %s, which %s cannot "
                 "import. It is an optional bench (not in CI): run it with "
                 "the Python of the exporters' venv (docs/models.md), "
                 "/path/venv/bin/python bench/models/zero-memory.py, or "
                 "cmake -DCLEAVE_BENCH_PYTHON=/path/venv/bin/python for "
                 "`ninja bench-models-zero`; or pass --keep DIR holding an "
                 "earlier export of the same configuration" %
                 (", ".join(missing), sys.executable))


# ---------------------------------------------------------------------------
# Export

def export_step(a, out_path):
    """Traces the step with fake tensors and writes its generic-form MLIR;
    returns {argument name: shape} and the parameter names."""
    need_exporters()
    sys.path.insert(0, os.path.join(ROOT, "python"))
    import torch
    from torch._subclasses.fake_tensor import FakeTensorMode
    from transformers import GPT2Config, GPT2Model
    from cleave_export.torch_train import (Adam, build_train_step,
                                           export_train_step)

    B, S, V = a.batch, a.seq, a.vocab
    cfg = GPT2Config(n_layer=a.layers, n_embd=a.hidden, n_head=a.heads,
                     vocab_size=V, n_positions=S, bos_token_id=0,
                     eos_token_id=0, attn_implementation="eager")
    # Real constants (baked into the program), as the zoo's _gpt2 passes
    # them: the default mask and positions are built with a cumsum.
    kw = dict(attention_mask=torch.ones(B, S, dtype=torch.long),
              position_ids=torch.arange(S).expand(B, S),
              use_cache=False, return_dict=False)

    def loss(out, ins, tgs, params):
        # As the zoo's gpt2_train: tied LM head, next-token cross-entropy
        # by a one-hot of input_ids shifted by one.
        hidden = out[0]                                   # B x S x d
        logits = hidden @ params["wte.weight"].t()        # B x S x V
        logp = torch.log_softmax(logits[:, :-1], dim=-1)
        ids = ins[0][:, 1:]
        onehot = (ids.unsqueeze(-1) == torch.arange(V)).to(logp.dtype)
        return -(logp * onehot).sum(-1).mean()

    # Parameters, optimizer state and the ids are fake tensors (no storage);
    # the real constants above meet them in ops (allow_non_fake_inputs).
    fake = FakeTensorMode(allow_non_fake_inputs=True)
    with fake:
        model = GPT2Model(cfg)
        ids = torch.randint(0, V, (B, S))
        ts = build_train_step(model, (ids,), (), loss,
                              Adam(lr=1e-3, beta1=0.9, beta2=0.999,
                                   eps=1e-8),
                              input_names=["input_ids"], target_names=[],
                              kwargs=kw)
    # make_fx traces under the arguments' fake mode and torch.export takes
    # fake example inputs; the mask and positions become frozen buffers of
    # the traced graph, written into the program as constants. (On the
    # zoo's 2-layer GPT-2 this gives the same bytes as tracing with real
    # tensors.)
    r = export_train_step(ts)
    with open(out_path, "w") as f:
        f.write(r.text)
    return {n: list(s) for n, s in r.shapes.items()}, list(ts.param_names)


def numel(shape):
    n = 1
    for d in shape:
        n *= d
    return n


# ---------------------------------------------------------------------------
# Breakdown: cleave-auto-shard's memory model replayed on its output module
#
# The pass prices a plan's memory as the peak over program positions of the
# bytes of every node live there: one node per tensor argument (live from
# the start; a carried one until its last use, it is donated) and per op
# with a tensor result that is not an empty, a constant or a fill of an
# empty (live from its position to its last use); the bytes are those of
# the node's result(s) at the plan's sharding (a partial sum is full size).
# The report only prints the chosen plan's shardings, so the plain plans
# (data parallel, ZeRO-1, ZeRO-3: AutoShard.cpp's plain()) are rebuilt here
# from the factor rules cleave-print-sharding-rules prints for the same
# (normalized) module, and each replayed peak is checked against the
# report's line. What is live at the peak is then grouped by what it is.

def _types(text):
    return re.findall(r"tensor<[^>]*>|[\w]+", text)


def _shape(t):
    parts = re.match(r"tensor<(.*)>", t).group(1).split("x")
    bits = re.search(r"\d+", parts[-1])
    # As the pass: at least a byte per element (i1); index is 64-bit.
    return ([int(x) for x in parts[:-1]],
            max(1, int(bits.group()) // 8) if bits else 8)


class Program:
    """The one function of a generic-form module: arguments, top-level ops
    (positions 1.., as the pass numbers them), uses, last uses."""

    def __init__(self, path):
        lines = open(path).read().split("\n")
        f = next(i for i, l in enumerate(lines)
                 if l.startswith('  "func.func"'))
        head = lines[f]
        args, _, res = head.partition("res_attrs")
        self.arg_names = re.findall(r'\{cleave.name = "([^"]*)"', args)
        self.res_names = re.findall(r'cleave.name = "([^"]*)"',
                                    res.split("]")[0])
        self.arg_types = re.findall(r"%arg\d+: (tensor<[^>]*>|[^,)]+)",
                                    lines[f + 1])
        ops, cur = [], None
        for i in range(f + 2, len(lines)):
            l = lines[i]
            if re.match(r'    (%|")', l):
                if cur:
                    ops.append(cur)
                cur = {"line": i + 1, "text": [l]}
            elif l.startswith("  }"):
                break
            elif cur is not None:
                cur["text"].append(l)
        ops.append(cur)
        self.ops = ops
        self.type = {"%%arg%d" % k: t for k, t in enumerate(self.arg_types)}
        self.pos = {}
        for k, op in enumerate(ops, start=1):
            op["pos"] = k
            first, last = op["text"][0], op["text"][-1]
            m = re.match(r'    (?:(%\w+)(?::(\d+))? = )?"([\w.]+)"\((.*?)\)',
                         first)
            op["res"], op["name"] = m.group(1), m.group(3)
            n = int(m.group(2) or (1 if m.group(1) else 0))
            op["results"] = ([op["res"]] if n == 1 else
                             ["%s#%d" % (op["res"], r) for r in range(n)])
            op["operands"] = re.findall(r"%[\w#]+", m.group(4))
            ins, _, outs = last[last.rfind(" : (") + 4:].partition(") -> ")
            op["intypes"], op["types"] = _types(ins), _types(outs)
            for v, t in zip(op["results"], op["types"]):
                self.type[v] = t
                self.pos[v] = k
            op["body"] = re.findall(r"%[\w#]+", "\n".join(op["text"][1:]))
        self.end = len(ops) + 2
        self.last = {}
        for op in ops:
            for u in set(op["operands"]) | set(op["body"]):
                if u in self.type:
                    for v in (u, u.split("#")[0]):
                        self.last[v] = max(self.last.get(v, 0), op["pos"])
        self.defs = {op["res"]: op for op in ops if op["res"]}
        ret = ops[-1]
        self.returned = dict(zip(ret["operands"], self.res_names))

    def last_use(self, v):
        return max(self.pos.get(v, 0), self.last.get(v, 0)) + 1

    def free(self, op):
        if op["name"] in ("tensor.empty", "arith.constant"):
            return True
        if op["name"] == "linalg.fill":
            init = self.defs.get(op["operands"][1])
            return init is not None and init["name"] == "tensor.empty"
        return False


def _parse_rule(text):
    if text == "no sharding rule":
        return None
    facs = re.search(r"factors: (.*?); operands", text).group(1)
    factors = [(int(n) if n != "?" else -1, kind)
               for n, kind in re.findall(r"f\d+=(\S+) (\w+)", facs)]

    def tensors(t):
        return [[[] if d.strip() == "-" else
                 [int(x) for x in re.findall(r"f(\d+)", d)]
                 for d in g.split(",")] if g.strip() else []
                for g in re.findall(r"\[(.*?)\]", t)]
    cap = re.search(r"captured: (.*?);", text)
    return {"factors": factors,
            "operands": tensors(re.search(r"operands: (.*?);",
                                          text).group(1)) +
            (tensors(cap.group(1)) if cap else []),
            "results": tensors(re.search(r"results: (.*?);",
                                         text).group(1))}


class Replay:
    """The pass's nodes, strategies (one mesh axis of `n` devices: unsplit,
    or one factor split) and the plain plans over them."""

    def __init__(self, prog, rules_text, n):
        self.prog, self.n = prog, n
        rules = {}
        for l in rules_text.splitlines():
            m = re.match(r"[^:]+:(\d+):\d+: remark: (.*)$", l)
            if m:
                rules[int(m.group(1))] = m.group(2)
        carried = set(prog.arg_names) & set(prog.res_names)
        self.nodes, self.uses = [], collections.defaultdict(list)
        producer = {}
        for k, (name, t) in enumerate(zip(prog.arg_names, prog.arg_types)):
            if not t.startswith("tensor<"):
                continue
            shape, _ = _shape(t)
            strat = ([None] if k else []) + \
                [d for d, s in enumerate(shape) if s % n == 0 and
                 (k or d == 0)]
            outs = [[tuple(d == s for d in range(len(shape)))]
                    for s in strat]
            v = "%%arg%d" % k
            producer[v] = (len(self.nodes), 0)
            self.nodes.append(dict(
                arg=k, name=name, types=[t], value=v, start=0,
                end=prog.last_use(v) if name in carried else prog.end,
                strat=strat, outs=outs, ins=[[]] * len(strat),
                partial=[False] * len(strat)))
        for op in prog.ops:
            if not op["res"] or prog.free(op) or \
                    not any(t.startswith("tensor<") for t in op["types"]):
                continue
            rule = _parse_rule(rules.get(op["line"], "no sharding rule"))
            end = op["pos"] + 1
            for v in op["results"] + [op["res"]]:
                end = max(end, prog.last_use(v))
            seen, captured = set(op["operands"]), []
            for u in op["body"]:
                if u not in seen and prog.type.get(u, "").startswith(
                        "tensor<"):
                    seen.add(u)
                    captured.append(u)
            inputs = op["operands"] + captured
            node = dict(op=op, types=op["types"], value=op["res"],
                        start=op["pos"], end=end, strat=[], outs=[], ins=[],
                        partial=[])
            if rule is None:
                node["strat"] = [None]
                node["outs"] = [[tuple(False for _ in _shape(t)[0])
                                 if t.startswith("tensor<") else ()
                                 for t in op["types"]]]
                node["ins"] = [[None] * len(inputs)]
                node["partial"] = [False]
            else:
                self._strategies(node, rule, op["intypes"] +
                                 [prog.type[c] for c in captured])
            nid = len(self.nodes)
            for r, v in enumerate(op["results"]):
                producer[v] = (nid, r)
            for i, v in enumerate(inputs):
                if v in producer:
                    self.uses[nid].append((producer[v][0], producer[v][1],
                                           i))
            self.nodes.append(node)
        # Parameters: carried arguments the loss depends on (the exporter
        # names them; everything else carried is optimizer state).
        self.carried = carried

    def _strategies(self, node, rule, intypes):
        fac, n = rule["factors"], self.n

        def compose(fs, f):
            # composeDimAxes for one axis: a compound dim may split a minor
            # factor only when every factor before it is of size 1.
            if len(fs) == 1:
                return fs[0] == f
            major_whole = True
            for g in fs:
                split = g == f
                if split and (not major_whole or fac[g][0] % n):
                    return None
                major_whole = fac[g][0] == (n if split else 1)
            return f in fs

        for f in [None] + [f for f, (size, kind) in enumerate(fac)
                           if kind != "replicated" and size > 0 and
                           size % n == 0]:
            ins, outs = [], []
            for i, dims in enumerate(rule["operands"]):
                if i < len(intypes) and not intypes[i].startswith("tensor<"):
                    ins.append(None)
                    continue
                c = tuple(compose(fs, f) if fs else False for fs in dims)
                if None in c:
                    break
                ins.append(c)
            else:
                for dims in rule["results"]:
                    c = tuple(compose(fs, f) if fs else False for fs in dims)
                    if None in c:
                        break
                    outs.append(c)
                else:
                    node["strat"].append(f)
                    node["ins"].append(ins)
                    node["outs"].append(outs)
                    # Splitting a reduction factor leaves a partial sum,
                    # whole-sized on every device.
                    node["partial"].append(f is not None and
                                           fac[f][1] == "reduction")

    def bytes(self, node, outs):
        total = 0
        for t, split in zip(node["types"], outs):
            if not t.startswith("tensor<"):
                continue
            shape, b = _shape(t)
            for size, s in zip(shape, split):
                b *= -(-size // self.n) if s else size
            total += b
        return total

    def plain(self, split_args):
        """AutoShard.cpp's plain(dataParallel=true): argument #0 split on
        its first dim, the arguments in `split_args` on their first dim
        that splits, other arguments whole; each op the strategy whose
        operand shardings match what its producers chose (ignoring partial
        sums), 1000 per match, +1 for using the axis; first best wins."""
        a = []
        for i, node in enumerate(self.nodes):
            best = score = None
            for k, f in enumerate(node["strat"]):
                used = 0 if f is None else 1
                if "arg" in node:
                    if node["arg"] == 0:
                        sc = 9 * used
                    elif node["name"] in split_args:
                        sc = (100 - f if f is not None else 0) - used
                    else:
                        sc = -used
                else:
                    sc = used
                    for fr, r, opnd in self.uses[i]:
                        need = node["ins"][k][opnd] \
                            if opnd < len(node["ins"][k]) else None
                        if need is not None and \
                                need == self.nodes[fr]["outs"][a[fr]][r]:
                            sc += 1000
                if score is None or sc > score:
                    best, score = k, sc
            a.append(best)
        return [(self.nodes[i]["outs"][k], self.nodes[i]["partial"][k])
                for i, k in enumerate(a)]

    def from_report(self, text):
        """The chosen plan's shardings, as the report lists them (node
        order)."""
        outs = []
        for l in text.splitlines():
            m = re.match(r"    (?:argument #\d+.*?|[\w.]+ \[loc\(.*?\)\]): "
                         r"(.*)$", l)
            if not m:
                continue
            shs = []
            partial = "partial =" in m.group(1)
            for body, dash in re.findall(
                    r"#cleave\.sharding<@\w+, \[(.*?)\](?:, partial = "
                    r"\{[^}]*\})?>|(-)", m.group(1)):
                shs.append(() if dash else tuple(
                    bool(re.search(r'"', d))
                    for d in re.findall(r"\{([^}]*)\}", body)))
            outs.append((shs, partial))
        if len(outs) != len(self.nodes):
            return None
        return outs

    def peak(self, outs):
        ev = collections.defaultdict(int)
        for node, (o, _) in zip(self.nodes, outs):
            if node["end"] > node["start"]:
                b = self.bytes(node, o)
                ev[node["start"]] += b
                ev[node["end"]] -= b
        cur = best = 0
        at = 0
        for t in sorted(ev):
            cur += ev[t]
            if cur > best:
                best, at = cur, t
        return best, at

    def breakdown(self, outs, params):
        """Peak, its position, and the live bytes grouped: parameters, Adam
        m and v (arguments and the updated values already returned),
        gradients (values from before the update that it reads; those
        held as whole partial sums apart), update temporaries, activations
        and backward values, the rest."""
        prog = self.prog
        peak, at = self.peak(outs)
        state_args = {"%%arg%d" % k for k, nm in enumerate(prog.arg_names)
                      if nm.startswith(("adam_m.", "adam_v."))}
        update = min(op["pos"] for op in prog.ops
                     if state_args & set(op["operands"]))
        groups = collections.OrderedDict(
            (g, 0) for g in ("parameters", "Adam m, v", "gradients",
                             "  of which full-size partial sums",
                             "update temporaries",
                             "activations, backward values", "other"))
        for node, (o, partial) in zip(self.nodes, outs):
            if not node["start"] <= at < node["end"]:
                continue
            b = self.bytes(node, o)
            name = node.get("name") or prog.returned.get(node["value"])
            if name and name.startswith(("adam_m.", "adam_v.")):
                g = "Adam m, v"
            elif name in params:
                g = "parameters"
            elif "arg" in node or name:
                g = "other"
            elif node["start"] >= update:
                g = "update temporaries"
            elif prog.last_use(node["value"]) > update:
                g = "gradients"
                if partial:
                    groups["  of which full-size partial sums"] += b
            else:
                g = "activations, backward values"
            groups[g] += b
        where = "in the forward/backward pass"
        if at >= update:
            for op in prog.ops[at - 1:]:
                nm = prog.returned.get(op["res"])
                if nm:
                    where = "in the update of " + nm.split(".", 1)[1] \
                        if nm.startswith("adam_") else \
                        "in the update of " + nm
                    break
        op = prog.ops[at - 1] if 0 < at <= len(prog.ops) else None
        return peak, at, where, op, groups


# ---------------------------------------------------------------------------
# Report

PLAN_LINE = re.compile(r"^  (\S.*?)\s+(-?[\d.]+)\s+(-?[\d.]+)\s+(-?[\d.]+)"
                       r"\s+(-?[\d.]+)\s+(-?[\d.]+)\s+(fits|OVER)\s*$")


def parse_report(text):
    """{plan: (total ms, compute ms, reduce ms, reshard ms, peak MiB)} and
    the solver line."""
    plans = {}
    solver = ""
    for line in text.splitlines():
        if line.strip().startswith("solver:"):
            solver = line.strip()
        m = PLAN_LINE.match(line)
        if m:
            plans[m.group(1)] = tuple(float(m.group(i)) for i in range(2, 7))
    return plans, solver


def sharding_rules(opt, module):
    """cleave-print-sharding-rules' remarks for `module` (text), or None."""
    p = subprocess.run([opt, module, "--cleave-print-sharding-rules",
                        "--mlir-print-op-on-diagnostic=false", "-o",
                        os.devnull], stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, text=True)
    if p.returncode != 0:
        print("breakdown: cleave-print-sharding-rules failed:\n" +
              p.stderr[-2000:])
        return None
    return p.stderr


def breakdown(opt, runs, params, psi, n):
    """Prints what is live at each plan's peak, by the pass's own memory
    model replayed on its output module. runs: [(label, output module,
    report text, {plan: report line})]; the first run's plain plans and
    every run's chosen plan."""
    cols = []
    for k, (label, out, report_text, plans) in enumerate(runs):
        rules = sharding_rules(opt, out)
        if rules is None:
            return
        rp = Replay(Program(out), rules, n)
        if k == 0:
            prog = rp.prog
            state = rp.carried - params
            split3 = state | (rp.carried & params)
            for name, split, cf in (
                    ("data parallel", set(), (4, 4, 8)),
                    ("ZeRO-1 (state split)", state, (4, 4, 8.0 / n)),
                    ("ZeRO-3 (params split)", split3,
                     (4.0 / n, 4.0 / n, 8.0 / n))):
                cols.append((name, rp, rp.plain(split), cf,
                             plans.get(name, (0,) * 5)[4]))
        chosen = rp.from_report(report_text)
        if chosen is not None:
            cols.append((label, rp, chosen, None,
                         plans.get("auto-shard", (0,) * 5)[4]))
    rows = None
    print("what is live at each plan's peak (MiB/dev; cleave-auto-shard's "
          "memory model replayed on")
    print("the module it priced; closed form in parentheses; %d positions, "
          "the return is the last)" % len(prog.ops))
    table = []
    for label, rp, plan, cf, reported in cols:
        peak, at, where, op, groups = rp.breakdown(plan, params)
        ok = abs(peak / MIB - reported) < 0.06
        table.append((label, peak, reported, ok, at, where, op, groups, cf))
        rows = list(groups)
    w = 16
    short = {"data parallel": "DP", "ZeRO-1 (state split)": "ZeRO-1",
             "ZeRO-3 (params split)": "ZeRO-3"}
    print("%-34s" % "" + "".join("%*s" % (w, short.get(t[0], t[0]))
                                 for t in table))
    print("%-34s" % "replayed peak" + "".join(
        "%*s" % (w, "%.1f" % (t[1] / MIB)) for t in table))
    print("%-34s" % "  report's peak" + "".join(
        "%*s" % (w, "%.1f%s" % (t[2], "" if t[3] else " (differs)"))
        for t in table))
    for r in rows:
        cells = []
        for t in table:
            v = t[7][r] / MIB
            cf = t[8]
            k = {"parameters": 0, "gradients": 1, "Adam m, v": 2}.get(r)
            if cf is not None and k is not None:
                cells.append("%.1f (%.1f)" % (v, cf[k] * psi / MIB))
            else:
                cells.append("%.1f" % v)
        print("%-34s" % r + "".join("%*s" % (w, c) for c in cells))
    for t in table:
        print("  %s: peak at position %d (%s, line %d of the output), %s" %
              (t[0], t[4], t[6]["name"] if t[6] else "-",
               t[6]["line"] if t[6] else 0, t[5]))


def auto_shard(a, opt, work, step, name, rules_text):
    """Annotates `step` with the rules and runs cleave-auto-shard on it;
    returns (report text, plans, solver line, output module, apply s,
    auto-shard s). The output (generic form) is the module the pass priced:
    after its normalization, with the chosen plan written on it."""
    rules = os.path.join(work, name + ".rules")
    with open(rules, "w") as f:
        f.write(rules_text)
    ann = os.path.join(work, name + ".mlir")
    apply_s = run([opt, step, "--cleave-apply-name-rules=file=" + rules,
                   "-o", ann])
    report = os.path.join(work, name + ".report.txt")
    out = os.path.join(work, name + ".auto.mlir")
    opts = ["cluster=" + a.cluster, "memory-limit=false",
            "report-file=" + report]
    if a.time_limit:
        opts.append("time-limit=" + a.time_limit)
    if a.max_strategies:
        opts.append("max-strategies=%d" % a.max_strategies)
    auto_s = run([opt, ann, "--cleave-auto-shard=" + " ".join(opts),
                  "--mlir-print-op-generic", "-o", out])
    with open(report) as f:
        text = f.read()
    plans, solver = parse_report(text)
    return text, plans, solver, out, apply_s, auto_s


def run(cmd):
    t0 = time.time()
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       text=True)
    dt = time.time() - t0
    if p.returncode != 0:
        sys.exit("failed: %s\n%s" % (" ".join(cmd), p.stderr[-4000:]))
    return dt


def main(argv=None):
    p = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--build", default=os.path.join(ROOT, "build"),
                   help="build directory with bin/cleave-opt (default "
                   "build)")
    p.add_argument("--layers", type=int, default=24)
    p.add_argument("--hidden", type=int, default=2048)
    p.add_argument("--heads", type=int, default=16)
    p.add_argument("--batch", type=int, default=8)
    p.add_argument("--seq", type=int, default=128)
    p.add_argument("--vocab", type=int, default=2048)
    p.add_argument("--devices", type=int, default=8)
    p.add_argument("--cluster", default="8xH100-NVLink")
    p.add_argument("--time-limit", default=None,
                   help="cleave-auto-shard time-limit= (seconds)")
    p.add_argument("--max-strategies", type=int, default=None,
                   help="cleave-auto-shard max-strategies=")
    p.add_argument("--no-breakdown", action="store_true",
                   help="skip what is live at each plan's peak")
    p.add_argument("--keep", default=None,
                   help="keep the files here; reuse an export of the same "
                   "configuration found here")
    a = p.parse_args(argv)
    if a.batch % a.devices:
        p.error("--batch must be divisible by --devices")
    if a.hidden % a.heads:
        p.error("--hidden must be divisible by --heads")

    opt = os.path.join(a.build, "bin", "cleave-opt")
    if not os.path.exists(opt):
        sys.exit("no cleave-opt at %s (build it, or pass --build DIR)" % opt)
    work = a.keep or tempfile.mkdtemp(prefix="cleave-zero-")
    os.makedirs(work, exist_ok=True)
    tag = "gpt-L%d-H%d-A%d-B%d-S%d-V%d" % (a.layers, a.hidden, a.heads,
                                           a.batch, a.seq, a.vocab)
    step = os.path.join(work, tag + ".mlir")
    meta_path = os.path.join(work, tag + ".json")
    try:
        if os.path.exists(step) and os.path.exists(meta_path):
            with open(meta_path) as f:
                meta = json.load(f)
            export_s = None
            print("reusing the export %s" % step)
        else:
            t0 = time.time()
            shapes, params = export_step(a, step + ".tmp")
            export_s = time.time() - t0
            os.replace(step + ".tmp", step)
            meta = {"shapes": shapes, "params": params,
                    "export_s": export_s}
            with open(meta_path, "w") as f:
                json.dump(meta, f)
        shapes, params = meta["shapes"], meta["params"]
        psi = sum(numel(shapes[n]) for n in params)
        n = a.devices

        # The plain plans (data parallel, ZeRO-1, ZeRO-3) and the solver's
        # with only the data annotated, then the solver's with every
        # parameter and Adam state fixed to ZeRO-3's split (the first dim
        # that N divides, as the report's ZeRO-3 plan splits it; whole if
        # none does).
        mesh = 'cleave.mesh @mesh = <["data"=%d]>\n' % n
        data = 'input_ids -> [{"data"}, {}]\n'

        def zero3_split(shape):
            d = next((k for k, x in enumerate(shape) if x % n == 0), None)
            return "[" + ", ".join('{"data"}' if k == d else "{}"
                                   for k in range(len(shape))) + "]"
        zero3 = "".join("%s -> %s\n" % (name, zero3_split(shape))
                        for name, shape in shapes.items()
                        if name != "input_ids")
        first = auto_shard(a, opt, work, step, "%s.dp%d" % (tag, n),
                           mesh + data)
        fixed = auto_shard(a, opt, work, step, "%s.zero3args%d" % (tag, n),
                           mesh + data + zero3)
        report_text, plans, solver, out, apply_s, auto_s = first
        plans3 = fixed[1]

        # Ops of the function body (generic form: 4 spaces in), not the
        # bodies of linalg.generic; empties, fills and constants apart
        # (auto-shard leaves them to propagation).
        ops = free = 0
        with open(step) as f:
            for line in f:
                m = re.match(r'    (?:%\S+ = )?"([a-z_]+\.[a-z_.]+)"', line)
                if m and m.group(1) != "func.return":
                    ops += 1
                    free += m.group(1) in ("tensor.empty", "linalg.fill",
                                           "arith.constant")
        print("GPT-2-architecture training step: %d layers, hidden %d, "
              "%d heads, batch %d, seq %d, vocab %d; Adam, fp32" %
              (a.layers, a.hidden, a.heads, a.batch, a.seq, a.vocab))
        print("  Psi = %d parameters (%d tensors); %d ops in the step "
              "(%d of them empties, fills, constants)" %
              (psi, len(params), ops, free))
        print("  %d devices (mesh [\"data\"=%d]), cluster %s, "
              "memory-limit=false" % (n, n, a.cluster))
        print("  export %s s, apply-name-rules %.1f s, cleave-auto-shard "
              "%.1f s" % ("%.1f" % meta["export_s"] if export_s is None
                          else "%.1f" % export_s, apply_s, auto_s) +
              (" (export reused)" if export_s is None else ""))
        print("  " + solver)
        print()
        closed = [
            ("data parallel", "data parallel", 16.0 * psi),
            ("ZeRO-1 (state split)", "ZeRO-1 (state split)",
             8.0 * psi + 8.0 * psi / n),
            ("ZeRO-2 (grads split)", None, 4.0 * psi + 12.0 * psi / n),
            ("ZeRO-3 (params split)", "ZeRO-3 (params split)",
             16.0 * psi / n),
        ]
        hdr = "%-24s %14s %14s %12s %8s %12s" % (
            "plan", "Cleave MiB/dev", "closed MiB/dev", "rest MiB",
            "diff %", "step ms")
        print(hdr)
        print("-" * len(hdr))
        for label, key, bytes_ in closed:
            cf = bytes_ / MIB
            if key is None or key not in plans:
                print("%-24s %14s %14.1f %12s %8s %12s" %
                      (label, "not built" if key is None else "missing", cf,
                       "-", "-", "-"))
                continue
            total, _, _, _, peak = plans[key]
            print("%-24s %14.1f %14.1f %12.1f %+7.1f%% %12.3f" %
                  (label, peak, cf, peak - cf, 100.0 * (peak - cf) / cf,
                   total))
        for key in ("auto-shard", "replicated", "tensor parallel"):
            if key in plans:
                total, _, _, _, peak = plans[key]
                print("%-24s %14.1f %14s %12s %8s %12.3f" %
                      (key, peak, "-", "-", "-", total))
        if "auto-shard" in plans3:
            total, _, _, _, peak = plans3["auto-shard"]
            cf = 16.0 * psi / n / MIB
            print("%-24s %14.1f %14.1f %12.1f %+7.1f%% %12.3f" %
                  ("auto-shard, ZeRO-3 args", peak, cf, peak - cf,
                   100.0 * (peak - cf) / cf, total))
        print()
        print("closed form: fp32 Adam, 4 Psi params + 4 Psi grads + 8 Psi "
              "(m, v), split as ZeRO's stages; rest = Cleave - closed form "
              "(activations, temporaries)")
        print("auto-shard, ZeRO-3 args: the solver's plan with every "
              "parameter and Adam state fixed to ZeRO-3's split (%.1f s)" %
              fixed[5])
        if not a.no_breakdown:
            print()
            t0 = time.time()
            breakdown(opt, [("auto-shard", out, report_text, plans),
                            ("ZeRO-3 args", fixed[3], fixed[0], plans3)],
                      set(params), psi, n)
            print("  (breakdown %.1f s)" % (time.time() - t0))
        print("files: %s" % work if a.keep else
              "(pass --keep DIR to keep the report and the modules)")
    finally:
        if not a.keep:
            shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
