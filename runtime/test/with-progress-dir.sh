#!/usr/bin/env bash
# Usage: with-progress-dir.sh COMMAND...
# Runs COMMAND with CLEAVE_RT_PROGRESS_DIR naming a fresh temporary directory,
# as cleave-run's launcher does for its ranks (progress heartbeats, see
# docs/runtime.md), removes the directory and returns COMMAND's exit status.
set -u
dir=$(mktemp -d "${TMPDIR:-/tmp}/cleave-rt-progress.XXXXXX") || exit 1
trap 'rm -rf "$dir"' EXIT
trap 'exit 143' TERM INT
export CLEAVE_RT_PROGRESS_DIR=$dir
"$@"
