//===- CleaveKernels.cpp - BLAS-backed matmul kernels ---------------------===//
//
// Implements CleaveKernels.h: decodes MLIR memref descriptors and calls
// cblas_sgemm / cblas_dgemm (OpenBLAS), packing operands whose layout BLAS
// cannot take directly.
//
//===----------------------------------------------------------------------===//

#include "CleaveKernels.h"
#include "BlasLayout.h"

#include <cstdio>
#include <cstdlib>
#include <vector>

#ifdef CLEAVE_HAVE_CBLAS
#include <cblas.h>
#endif

namespace {

template <typename T> using View = cleave::MemRefView<T>;

template <typename T> View<T> decode(const CleaveUnrankedMemRef *m) {
  return cleave::decodeMemRef<T>(m);
}

[[noreturn]] void fail(const char *fn, const char *what) {
  std::fprintf(stderr, "cleave-kernels: %s: %s\n", fn, what);
  std::fflush(stderr);
  std::abort();
}

template <typename T>
void gemm(bool ta, bool tb, int64_t m, int64_t n, int64_t k, const T *a,
          int64_t lda, const T *b, int64_t ldb, T *c, int64_t ldc) {
#ifdef CLEAVE_HAVE_CBLAS
  if constexpr (sizeof(T) == 4)
    cblas_sgemm(CblasRowMajor, ta ? CblasTrans : CblasNoTrans,
                tb ? CblasTrans : CblasNoTrans, m, n, k, 1.0f, a, lda, b, ldb,
                1.0f, c, ldc);
  else
    cblas_dgemm(CblasRowMajor, ta ? CblasTrans : CblasNoTrans,
                tb ? CblasTrans : CblasNoTrans, m, n, k, 1.0, a, lda, b, ldb,
                1.0, c, ldc);
#else
  for (int64_t i = 0; i < m; ++i)
    for (int64_t p = 0; p < k; ++p) {
      T av = ta ? a[p * lda + i] : a[i * lda + p];
      for (int64_t j = 0; j < n; ++j)
        c[i * ldc + j] += av * (tb ? b[j * ldb + p] : b[p * ldb + j]);
    }
#endif
}

/// C(m x n) += A(m x k) * B(k x n) on strided 2-D views.
template <typename T>
void matmul2d(T *a, const int64_t *as, T *b, const int64_t *bs, T *c,
              const int64_t *cs, int64_t m, int64_t n, int64_t k,
              std::vector<T> &scratch) {
  if (m == 0 || n == 0)
    return;
  if (k == 0)
    return;
  bool ta, tb, tc;
  int64_t lda, ldb, ldc;
  size_t used = 0;
  auto pack = [&](const T *src, int64_t rows, int64_t cols, int64_t s0,
                  int64_t s1) {
    size_t base = used;
    used += size_t(rows * cols);
    if (scratch.size() < used)
      scratch.resize(used);
    T *dst = scratch.data() + base;
    for (int64_t i = 0; i < rows; ++i)
      for (int64_t j = 0; j < cols; ++j)
        dst[i * cols + j] = src[i * s0 + j * s1];
    return base;
  };
  // Sizes first, so that resizing the scratch buffer never moves a packed
  // operand we already point into.
  size_t need = 0;
  bool aOk = cleave::blasLayout(m, k, as[0], as[1], ta, lda);
  bool bOk = cleave::blasLayout(k, n, bs[0], bs[1], tb, ldb);
  bool cOk = cleave::blasLayout(m, n, cs[0], cs[1], tc, ldc) && !tc;
  if (!aOk)
    need += size_t(m * k);
  if (!bOk)
    need += size_t(k * n);
  if (!cOk)
    need += size_t(m * n);
  if (scratch.size() < need)
    scratch.resize(need);
  const T *pa = a, *pb = b;
  T *pc = c;
  if (!aOk) {
    pa = scratch.data() + pack(a, m, k, as[0], as[1]);
    ta = false;
    lda = k;
  }
  if (!bOk) {
    pb = scratch.data() + pack(b, k, n, bs[0], bs[1]);
    tb = false;
    ldb = n;
  }
  if (!cOk) {
    pc = scratch.data() + pack(c, m, n, cs[0], cs[1]);
    ldc = n;
  }
  gemm<T>(ta, tb, m, n, k, pa, lda, pb, ldb, pc, ldc);
  if (!cOk)
    for (int64_t i = 0; i < m; ++i)
      for (int64_t j = 0; j < n; ++j)
        c[i * cs[0] + j * cs[1]] = pc[i * n + j];
}

template <typename T>
void matmul(const char *fn, CleaveUnrankedMemRef *am, CleaveUnrankedMemRef *bm,
            CleaveUnrankedMemRef *cm, bool batched) {
  View<T> a = decode<T>(am), b = decode<T>(bm), c = decode<T>(cm);
  int64_t r = batched ? 3 : 2;
  if (a.rank != r || b.rank != r || c.rank != r)
    fail(fn, "operands have the wrong rank");
  int64_t o = batched ? 1 : 0;
  int64_t m = a.sizes[o], k = a.sizes[o + 1], n = b.sizes[o + 1];
  if (b.sizes[o] != k || c.sizes[o] != m || c.sizes[o + 1] != n)
    fail(fn, "operand shapes do not match (A MxK, B KxN, C MxN)");
  int64_t batch = batched ? a.sizes[0] : 1;
  if (batched && (b.sizes[0] != batch || c.sizes[0] != batch))
    fail(fn, "batch sizes differ");
  thread_local std::vector<T> scratch;
  for (int64_t i = 0; i < batch; ++i) {
    int64_t ab = batched ? i * a.strides[0] : 0;
    int64_t bb = batched ? i * b.strides[0] : 0;
    int64_t cb = batched ? i * c.strides[0] : 0;
    matmul2d<T>(a.data + ab, a.strides + o, b.data + bb, b.strides + o,
                c.data + cb, c.strides + o, m, n, k, scratch);
  }
}

} // namespace

extern "C" {

void _mlir_ciface_cleave_kernel_matmul_f32(CleaveUnrankedMemRef *a,
                                           CleaveUnrankedMemRef *b,
                                           CleaveUnrankedMemRef *c) {
  matmul<float>("cleave_kernel_matmul_f32", a, b, c, false);
}
void _mlir_ciface_cleave_kernel_matmul_f64(CleaveUnrankedMemRef *a,
                                           CleaveUnrankedMemRef *b,
                                           CleaveUnrankedMemRef *c) {
  matmul<double>("cleave_kernel_matmul_f64", a, b, c, false);
}
void _mlir_ciface_cleave_kernel_batch_matmul_f32(CleaveUnrankedMemRef *a,
                                                 CleaveUnrankedMemRef *b,
                                                 CleaveUnrankedMemRef *c) {
  matmul<float>("cleave_kernel_batch_matmul_f32", a, b, c, true);
}
void _mlir_ciface_cleave_kernel_batch_matmul_f64(CleaveUnrankedMemRef *a,
                                                 CleaveUnrankedMemRef *b,
                                                 CleaveUnrankedMemRef *c) {
  matmul<double>("cleave_kernel_batch_matmul_f64", a, b, c, true);
}
int cleave_kernels_have_blas(void) {
#ifdef CLEAVE_HAVE_CBLAS
  return 1;
#else
  return 0;
#endif
}

} // extern "C"
