#!/usr/bin/env bash
# Usage: expect-failure.sh [--each-rank N] REGEX COMMAND...
# Passes when COMMAND exits non-zero and its output matches the extended
# REGEX. With --each-rank N, COMMAND's last word is run through a wrapper per
# rank and N ranks must each have exited non-zero (mpirun itself reports only
# the first failing rank).
set -u
here=$(cd "$(dirname "$0")" && pwd)
each=0
if [ "${1:-}" = "--each-rank" ]; then each=$2; shift 2; fi
regex=$1; shift
out=$(mktemp)
trap 'rm -f "$out"' EXIT
if [ "$each" -gt 0 ]; then
  # Replace the program (the first argument after the mpirun options that is
  # an existing file) by a shell that reports the program's exit status.
  args=()
  wrapped=0
  for a in "$@"; do
    if [ $wrapped -eq 0 ] && [ -x "$a" ] && [ "$a" != "$1" ]; then
      args+=(bash -c '"$0" "$@"; echo "cleave-rank-exit $?"' "$a"); wrapped=1
    else
      args+=("$a")
    fi
  done
  "$here/mpirun-reaped.sh" "${args[@]}" >"$out" 2>&1
  rc=$?
  cat "$out"
  failed=$(grep -c '^cleave-rank-exit [1-9]' "$out")
  if [ "$failed" -ne "$each" ]; then
    echo "expect-failure: $failed of $each ranks exited non-zero" >&2; exit 1
  fi
else
  "$here/mpirun-reaped.sh" "$@" >"$out" 2>&1
  rc=$?
  cat "$out"
  if [ $rc -eq 0 ]; then echo "expect-failure: command succeeded" >&2; exit 1; fi
fi
if ! grep -Eq "$regex" "$out"; then
  echo "expect-failure: output does not match: $regex" >&2; exit 1
fi
echo "expect-failure: failed as expected"
