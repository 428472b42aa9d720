//===- BlasLayout.h - strided 2-D views as BLAS operands ----------*- C++ -*-===//
//
// Shared by the OpenBLAS kernels (CleaveKernels.cpp) and the cuBLAS ones
// (runtime/lib/CudaProgram.cpp): memref descriptors as strided views, and
// whether a strided 2-D view can be passed to a row-major gemm as is (plain
// or transposed, with a leading dimension), or must be packed first.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_RUNTIME_KERNELS_BLASLAYOUT_H
#define CLEAVE_RUNTIME_KERNELS_BLASLAYOUT_H

#include "cleave/Runtime/CleaveRuntime.h"

#include <cstdint>

namespace cleave {

/// A strided view of an MLIR memref descriptor: data at the element offset,
/// sizes and strides (elements) pointing into the descriptor.
template <typename T> struct MemRefView {
  T *data = nullptr;
  int64_t rank = 0;
  const int64_t *sizes = nullptr;
  const int64_t *strides = nullptr;
};

/// Decodes `m` (non-null, with a descriptor).
template <typename T>
MemRefView<T> decodeMemRef(const CleaveUnrankedMemRef *m) {
  struct Head {
    T *allocated;
    T *aligned;
    int64_t offset;
    int64_t rest[1];
  };
  const Head *h = static_cast<const Head *>(m->descriptor);
  MemRefView<T> v;
  v.data = h->aligned + h->offset;
  v.rank = m->rank;
  v.sizes = h->rest;
  v.strides = h->rest + m->rank;
  return v;
}

/// A 2-D matrix with sizes rows x cols and strides (s0, s1) (elements), as a
/// row-major gemm operand: transposed or not and a leading dimension. False
/// when neither layout fits (then the caller packs).
inline bool blasLayout(int64_t rows, int64_t cols, int64_t s0, int64_t s1,
                       bool &transposed, int64_t &ld) {
  int64_t minLd = cols > 1 ? cols : 1;
  if ((s1 == 1 || cols == 1) && (rows == 1 || s0 >= minLd)) {
    transposed = false;
    ld = rows == 1 ? minLd : s0;
    return ld >= minLd;
  }
  int64_t minLdT = rows > 1 ? rows : 1;
  if ((s0 == 1 || rows == 1) && (cols == 1 || s1 >= minLdT)) {
    transposed = true;
    ld = cols == 1 ? minLdT : s1;
    return ld >= minLdT;
  }
  return false;
}

} // namespace cleave

#endif // CLEAVE_RUNTIME_KERNELS_BLASLAYOUT_H
