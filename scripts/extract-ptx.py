#!/usr/bin/env python3
"""Writes the PTX of every gpu.binary in a module (the output of
`cleave-opt --cleave-lower-to-gpu`, whose objects hold PTX text with
format isa) to PREFIX.N.ptx and prints how many there were.

    scripts/extract-ptx.py lowered.mlir /tmp/kernels
    for f in /tmp/kernels.*.ptx; do ptxas -arch=sm_90 "$f" -o /dev/null; done
"""
import re
import sys


def unescape(text):
    # MLIR string escapes: \XX (hex byte), \\ and \".
    return re.sub(r'\\([0-9A-Fa-f]{2})|\\(["\\])',
                  lambda m: chr(int(m.group(1), 16)) if m.group(1) else m.group(2),
                  text)


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: extract-ptx.py MODULE.mlir PREFIX")
    text = open(sys.argv[1]).read()
    count = 0
    for match in re.finditer(r'assembly = "((?:[^"\\]|\\.)*)"', text):
        with open(f"{sys.argv[2]}.{count}.ptx", "w") as out:
            out.write(unescape(match.group(1)))
        count += 1
    print(count)


if __name__ == "__main__":
    main()
