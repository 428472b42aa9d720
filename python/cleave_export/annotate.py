#!/usr/bin/env python3
"""Adds a mesh and argument shardings, by argument name, to an exported model.

    python3 annotate.py gpt2.mlir --mesh data=4 \\
        --shard 'input_ids=[{"data"}, {}]' -o gpt2.dp4.mlir

Arguments are found by their ``cleave.name`` attribute (written by the
exporters); each ``--shard NAME=SHARDING`` writes
``cleave.sharding = #cleave.sharding<@mesh, SHARDING>`` on that argument.
Needs only Python: the tests run it on the checked-in zoo.
"""

import argparse
import re
import sys
from typing import List


def annotate(text: str, mesh: List[str], shards: List[str]) -> str:
    axes = []
    for m in mesh:
        name, _, size = m.partition("=")
        if not name or not size.isdigit():
            raise SystemExit(f"annotate: --mesh '{m}' is not NAME=SIZE")
        axes.append(f'"{name}"={size}')
    for s in shards:
        name, eq, sharding = s.partition("=")
        if not eq or not sharding.strip().startswith("["):
            raise SystemExit(f"annotate: --shard '{s}' is not NAME=[...]")
        pattern = re.compile(r'\{cleave\.name = "' + re.escape(name) + r'"')
        text, n = pattern.subn(
            '{cleave.name = "' + name + '", cleave.sharding = '
            '#cleave.sharding<@mesh, ' + sharding.strip() + '>', text)
        if n == 0:
            raise SystemExit(f"annotate: no argument named '{name}'")
    if axes:
        line = f"cleave.mesh @mesh = <[{', '.join(axes)}]>\n"
        # Inside the module: custom form (`module {`) or generic form
        # (`"builtin.module"() ({`, as the exporters write it).
        m = re.search(r'^(module\b[^\n]*\{|"builtin\.module"\(\)[^\n]*\(\{)'
                      r'\s*$', text, re.M)
        if m:
            text = text[:m.end()] + "\n  " + line + text[m.end() + 1:]
        else:
            text = line + text
    return text


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("input")
    p.add_argument("--mesh", action="append", default=[],
                   help="mesh axis NAME=SIZE (repeat, major first)")
    p.add_argument("--shard", action="append", default=[],
                   help="NAME=[{...}, ...]: sharding of the argument NAME")
    p.add_argument("-o", "--output", default="-")
    a = p.parse_args(argv)
    with open(a.input) as f:
        text = annotate(f.read(), a.mesh, a.shard)
    if a.output == "-":
        sys.stdout.write(text)
    else:
        with open(a.output, "w") as f:
            f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
