#!/usr/bin/env bash
# Runs every test: the lit suite and the unit / multi-rank tests, via ctest.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR=${CLEAVE_BUILD_DIR:-build}
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
export MALLOC_MMAP_MAX_=0 MALLOC_TRIM_THRESHOLD_=4294967296
ctest --test-dir "$BUILD_DIR" --output-on-failure "$@"
