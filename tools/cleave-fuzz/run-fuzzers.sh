#!/usr/bin/env bash
# Usage: tools/cleave-fuzz/run-fuzzers.sh BUILD_DIR SECONDS_PER_TARGET WORK_DIR [TARGETS...]
# Runs the libFuzzer targets (built with -DCLEAVE_ENABLE_FUZZERS=ON) one after
# the other, each for SECONDS_PER_TARGET, from the seed corpus that
# make-corpus.sh writes to WORK_DIR/seed (created if missing). New inputs go
# to WORK_DIR/<target>/corpus, crashes to WORK_DIR/<target>/crash-*, the log to
# WORK_DIR/<target>.log. Exits non-zero if any target found a crash.
set -u
build=$1; secs=$2; work=$3; shift 3
targets=${*:-parse partition solver npy}
here=$(cd "$(dirname "$0")" && pwd)
[ -d "$work/seed" ] || "$here/make-corpus.sh" "$work/seed" 300
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:allow_user_poisoning=0:abort_on_error=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
status=0
for t in $targets; do
  mkdir -p "$work/$t/corpus"
  if [ "$t" = solver ]; then seed="$work/seed/solver"; dict=()
  elif [ "$t" = npy ]; then seed="$here/npy-seeds"; dict=(-malloc_limit_mb=256)
  else seed="$work/seed/mlir"; dict=(-dict="$here/mlir.dict"); fi
  echo "== cleave-fuzz-$t for $secs s"
  "$build/bin/cleave-fuzz-$t" "$work/$t/corpus" "$seed" "${dict[@]}" \
      -max_total_time="$secs" -timeout=20 -rss_limit_mb=4096 -max_len=16384 \
      -print_final_stats=1 -artifact_prefix="$work/$t/" >"$work/$t.log" 2>&1
  rc=$?
  grep -E "^stat::|Done [0-9]+ runs|ERROR:|SUMMARY:" "$work/$t.log" | head -20
  ls "$work/$t"/crash-* "$work/$t"/timeout-* "$work/$t"/oom-* 2>/dev/null && status=1
  [ $rc -ne 0 ] && { echo "cleave-fuzz-$t exited $rc"; status=1; }
done
exit $status
