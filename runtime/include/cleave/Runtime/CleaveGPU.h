/*===- CleaveGPU.h - C ABI of the CUDA side of the runtime -------*- C -*-===*\
|*                                                                            *|
|* What code lowered by `cleave-lower-to-gpu` calls besides the collectives   *|
|* of CleaveRuntime.h, and what a host (cleave-run) uses to run it. Built     *|
|* into libcleave_runtime_cuda only when CUDA (cudart, cuBLAS) and NCCL are   *|
|* found; it links the CUDA runtime, never the driver library.                *|
|*                                                                            *|
|* The generated host code also calls MLIR's GPU runtime ABI (mgpuModuleLoad, *|
|* mgpuModuleLoadJIT, mgpuModuleGetFunction, mgpuLaunchKernel,                *|
|* mgpuStreamCreate/Synchronize/Destroy, mgpuMemAlloc, mgpuMemFree, ...), the *|
|* functions of upstream's CudaRuntimeWrappers.cpp, which this library        *|
|* implements on the CUDA runtime API: PTX is loaded with cudaLibraryLoadData *|
|* (the driver JIT-compiles it), kernels launch with cudaLaunchKernel on the  *|
|* one compute stream, which cuBLAS and the NCCL collectives also use.        *|
|*                                                                            *|
|* Every failing CUDA / cuBLAS call prints                                    *|
|*   cleave-gpu: rank R: <function>: <call> failed: <error name> (<code>) ... *|
|* and aborts all ranks.                                                      *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef CLEAVE_RUNTIME_CLEAVEGPU_H
#define CLEAVE_RUNTIME_CLEAVEGPU_H

#include "cleave/Runtime/CleaveRuntime.h"

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Number of usable CUDA devices; 0 with a reason in `why` (e.g.
 * "cudaGetDeviceCount failed: cudaErrorInsufficientDriver (35): ..." on a
 * machine without a GPU). Never aborts. */
int cleave_gpu_device_count(char *why, size_t whySize);
/* Selects this rank's device: CLEAVE_GPU_DEVICE if set, otherwise the
 * node-local rank (OMPI_COMM_WORLD_LOCAL_RANK) modulo the device count.
 * Called implicitly by every other function; idempotent. */
void cleave_gpu_init(void);
/* Managed memory that kernels, cuBLAS, NCCL and the host all reach. */
void *cleave_gpu_alloc(size_t bytes);
/* Frees a cleave_gpu_alloc / mgpuMemAlloc pointer (an address as i64). */
void cleave_gpu_free(int64_t address);
/* Hint: migrate managed memory to the device ahead of its first use (on the
 * compute stream); ignored where the device cannot prefetch. */
void cleave_gpu_prefetch(const void *address, size_t bytes);
/* Waits for all work on the compute stream. */
void cleave_gpu_synchronize(void);
/* Name of device `cleave_gpu_init` picked ("NVIDIA H200", ...). */
const char *cleave_gpu_device_name(void);

/* C += A * B with cuBLAS (A MxK, B KxN, C MxN; batch_matmul: a leading batch
 * dim). Row- or column-major operands go to cublas?gemm directly, others
 * are packed into managed scratch first. */
void _mlir_ciface_cleave_gpu_matmul_f32(CleaveUnrankedMemRef *a,
                                        CleaveUnrankedMemRef *b,
                                        CleaveUnrankedMemRef *c);
void _mlir_ciface_cleave_gpu_matmul_f64(CleaveUnrankedMemRef *a,
                                        CleaveUnrankedMemRef *b,
                                        CleaveUnrankedMemRef *c);
void _mlir_ciface_cleave_gpu_batch_matmul_f32(CleaveUnrankedMemRef *a,
                                              CleaveUnrankedMemRef *b,
                                              CleaveUnrankedMemRef *c);
void _mlir_ciface_cleave_gpu_batch_matmul_f64(CleaveUnrankedMemRef *a,
                                              CleaveUnrankedMemRef *b,
                                              CleaveUnrankedMemRef *c);

/* Per-kernel timing: when enabled, every kernel launch and cuBLAS call is
 * timed (the stream is synchronised after each anyway) and accumulated by
 * name; print writes one line per name, most time first, to stderr. */
void cleave_gpu_profile_enable(int enabled);
void cleave_gpu_profile_reset(void);
void cleave_gpu_profile_print(const char *prefix);

#ifdef __cplusplus
}
#endif

#endif /* CLEAVE_RUNTIME_CLEAVEGPU_H */
