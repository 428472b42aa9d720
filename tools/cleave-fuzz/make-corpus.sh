#!/usr/bin/env bash
# Usage: tools/cleave-fuzz/make-corpus.sh OUT_DIR [SEEDS]
# Writes the seed corpora of the libFuzzer targets:
#   OUT_DIR/mlir    generated programs (gen.py, seeds 1..SEEDS, default 300)
#                   and every split-input case of test/Transforms and test/Dialect
#   OUT_DIR/solver  the IOPDDL problems of test/Solver/Inputs
set -eu
out=$1; seeds=${2:-300}
here=$(cd "$(dirname "$0")" && pwd); root=$(cd "$here/../.." && pwd)
mkdir -p "$out/mlir" "$out/solver"
for s in $(seq 1 "$seeds"); do
  python3 "$here/gen.py" "$s" -o "$out/mlir/gen-$s.mlir"
  [ $((s % 2)) -eq 0 ] && python3 "$here/gen.py" "$s" --distinct -o "$out/mlir/gend-$s.mlir"
done
python3 - "$root" "$out/mlir" <<'PY'
import os, sys, glob
root, out = sys.argv[1], sys.argv[2]
n = 0
for f in glob.glob(root + "/test/Transforms/**/*.mlir", recursive=True) + \
         glob.glob(root + "/test/Dialect/**/*.mlir", recursive=True):
    for i, part in enumerate(open(f).read().split("// -----")):
        with open(os.path.join(out, "test-%d.mlir" % n), "w") as g:
            g.write(part)
        n += 1
PY
cp "$root"/test/Solver/Inputs/*.json "$out/solver/"
echo "corpus: $(ls "$out/mlir" | wc -l) mlir, $(ls "$out/solver" | wc -l) solver inputs in $out"
