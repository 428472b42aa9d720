#!/usr/bin/env bash
# Installs what is missing (Debian 12, as root), configures and builds Cleave
# into ./build. Idempotent: a second run only rebuilds what changed.
set -euo pipefail
cd "$(dirname "$0")/.."

PACKAGES=(cmake ninja-build clang-22 lld-22 llvm-22-dev llvm-22-tools
          libmlir-22-dev mlir-22-tools libopenmpi-dev openmpi-bin
          libopenblas-dev coinor-libcbc-dev pkg-config python3 libgtest-dev
          python3-dev python3-pip python3-venv)
missing=()
for p in "${PACKAGES[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "cleave: installing ${missing[*]}"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO=sudo
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}"
fi

BUILD_DIR=${CLEAVE_BUILD_DIR:-build}

# The Python package's build and test dependencies (nanobind, numpy, and
# setuptools + wheel for `pip install ./python`), for the python3 on PATH,
# into BUILD_DIR/python-deps when that python3 lacks them (a --target
# install leaves the system's Python alone). Without them the package is
# skipped and its tests are unsupported.
DEPS=$BUILD_DIR/python-deps
if ! python3 -c "import nanobind, numpy, setuptools, wheel" 2>/dev/null &&
   ! PYTHONPATH=$DEPS python3 -c "import nanobind, numpy, setuptools, wheel" 2>/dev/null; then
  echo "cleave: installing nanobind, numpy, setuptools and wheel into $DEPS"
  python3 -m pip install -q --target "$DEPS" nanobind numpy setuptools wheel ||
    echo "cleave: could not install them; the Python package is skipped"
fi
if [ ! -f "$BUILD_DIR/build.ninja" ]; then
  cmake -G Ninja -S . -B "$BUILD_DIR" \
    -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 \
    -DLLVM_USE_LINKER=lld \
    -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir \
    -DLLVM_EXTERNAL_LIT=/usr/lib/llvm-22/bin/lit
fi
cmake --build "$BUILD_DIR"
