/*===- CleaveKernels.h - compute kernels called by generated code -*- C -*-===*\
|*                                                                            *|
|* Matmul kernels that cleave-linalg-to-blas emits calls to, with MLIR's C    *|
|* interface convention (unranked memref descriptors, see CleaveRuntime.h):   *|
|*   C += A * B   (matmul: A MxK, B KxN, C MxN; batch_matmul: leading batch) *|
|* Any strides are accepted: row- or column-major operands go straight to     *|
|* cblas_?gemm, others are packed. Shape mismatches print one line and abort. *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef CLEAVE_RUNTIME_KERNELS_CLEAVEKERNELS_H
#define CLEAVE_RUNTIME_KERNELS_CLEAVEKERNELS_H

#include "cleave/Runtime/CleaveRuntime.h"

#ifdef __cplusplus
extern "C" {
#endif

void _mlir_ciface_cleave_kernel_matmul_f32(CleaveUnrankedMemRef *a,
                                           CleaveUnrankedMemRef *b,
                                           CleaveUnrankedMemRef *c);
void _mlir_ciface_cleave_kernel_matmul_f64(CleaveUnrankedMemRef *a,
                                           CleaveUnrankedMemRef *b,
                                           CleaveUnrankedMemRef *c);
void _mlir_ciface_cleave_kernel_batch_matmul_f32(CleaveUnrankedMemRef *a,
                                                 CleaveUnrankedMemRef *b,
                                                 CleaveUnrankedMemRef *c);
void _mlir_ciface_cleave_kernel_batch_matmul_f64(CleaveUnrankedMemRef *a,
                                                 CleaveUnrankedMemRef *b,
                                                 CleaveUnrankedMemRef *c);
/* 1 when the kernels call a BLAS library, 0 for the loop fallback. */
int cleave_kernels_have_blas(void);

#ifdef __cplusplus
}
#endif

#endif
