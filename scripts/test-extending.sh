#!/usr/bin/env bash
# The installed package, as an out-of-tree user sees it: installs the build
# into a scratch prefix, configures and builds examples/extending against
# it with find_package(Cleave), and runs the examples' lit tests (which use
# the installed tools). ctest runs it as `extending-example`.
#
#   scripts/test-extending.sh [BUILD_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR=$(realpath "${1:-${CLEAVE_BUILD_DIR:-build}}")
PREFIX=$BUILD_DIR/extending-install
EXT_BUILD=$BUILD_DIR/extending
CXX=$(sed -n 's/^CMAKE_CXX_COMPILER:[A-Z]*=//p' "$BUILD_DIR/CMakeCache.txt")
CC=$(sed -n 's/^CMAKE_C_COMPILER:[A-Z]*=//p' "$BUILD_DIR/CMakeCache.txt")
LIT=$(sed -n 's/^LLVM_EXTERNAL_LIT:[A-Z]*=//p' "$BUILD_DIR/CMakeCache.txt")

rm -rf "$PREFIX"
cmake --install "$BUILD_DIR" --prefix "$PREFIX" >/dev/null
echo "installed into $PREFIX"
if [ ! -f "$EXT_BUILD/build.ninja" ]; then
  cmake -G Ninja -S examples/extending -B "$EXT_BUILD" \
    -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_COMPILER="${CC:-cc}" -DCMAKE_CXX_COMPILER="${CXX:-c++}" \
    -DCleave_DIR="$PREFIX/lib/cmake/cleave"
fi
cmake --build "$EXT_BUILD"
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
"${LIT:-lit}" -v "$EXT_BUILD/test"
