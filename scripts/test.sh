#!/usr/bin/env bash
# Runs the tests through ctest: the lit suite, the unit tests, the runtime's
# multi-rank and fault tests and the installed-package example.
#   scripts/test.sh            the default suite (everything but `long`)
#   scripts/test.sh --long     the long suite: whole-model runs over many
#                              plans and ranks (test/long-tests.txt)
#   scripts/test.sh --all      both
# Further arguments go to ctest.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR=${CLEAVE_BUILD_DIR:-build}
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
export MALLOC_MMAP_MAX_=0 MALLOC_TRIM_THRESHOLD_=4294967296
select=(-LE long)
case "${1:-}" in
  --long) select=(-L long); shift ;;
  --all) select=(); shift ;;
esac
ctest --test-dir "$BUILD_DIR" --output-on-failure "${select[@]}" "$@"
