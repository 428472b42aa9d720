//===- CudaCommon.h - shared by the CUDA parts of the runtime ---*- C++ -*-===//
//
// Private to libcleave_runtime_cuda (CudaProgram.cpp, NCCLCommunicator.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_RUNTIME_LIB_CUDACOMMON_H
#define CLEAVE_RUNTIME_LIB_CUDACOMMON_H

#include <cuda_runtime.h>

namespace cleave {
namespace rt {

/// The one stream of this process on which generated kernels, cuBLAS and the
/// NCCL collectives run, on the device cleave_gpu_init picked (created on
/// first use; aborts all ranks when CUDA fails).
cudaStream_t cudaComputeStream();

} // namespace rt
} // namespace cleave

#endif // CLEAVE_RUNTIME_LIB_CUDACOMMON_H
