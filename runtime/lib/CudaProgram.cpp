//===- CudaProgram.cpp - run lowered per-device programs on a CUDA GPU ----===//
//
// Implements CleaveGPU.h and MLIR's GPU runtime ABI (the mgpu* functions the
// gpu-to-llvm lowering and the translation of gpu.binary / gpu.launch_func
// call) on the CUDA runtime API, so that no driver library is linked:
//
//  * PTX from gpu-module-to-binary is loaded with cudaLibraryLoadData (the
//    driver JIT-compiles it for the GPU at hand) and launched with
//    cudaLaunchKernel on the kernel handle of cudaLibraryGetKernel;
//  * every stream the generated code creates is the one compute stream of
//    this process (cleave::rt::cudaComputeStream), which cuBLAS and the NCCL
//    communicators use too, so all work of a rank is ordered;
//  * mgpuMemAlloc returns managed memory, reachable from kernels, cuBLAS,
//    NCCL and the host-side copies of the runtime and of cleave-run;
//  * matmuls go to cuBLAS (cublasSgemm / Dgemm, strided-batched for
//    batch_matmul), packing operands cuBLAS cannot take.
//
//===----------------------------------------------------------------------===//

#include "cleave/Runtime/CleaveGPU.h"
#include "cleave/Runtime/MPICommunicator.h"

#include "../kernels/BlasLayout.h"
#include "CudaCommon.h"

#include <cublas_v2.h>
#include <cuda_runtime.h>

#include <algorithm>
#include <chrono>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <string>
#include <vector>

using namespace cleave::rt;

namespace {

[[noreturn]] void fatal(const char *fn, const char *format, ...)
    __attribute__((format(printf, 2, 3)));

void fatal(const char *fn, const char *format, ...) {
  char message[1024];
  va_list args;
  va_start(args, format);
  vsnprintf(message, sizeof(message), format, args);
  va_end(args);
  const char *rank = getenv("OMPI_COMM_WORLD_RANK");
  fprintf(stderr, "cleave-gpu: rank %s: %s: %s\n", rank ? rank : "0", fn,
          message);
  abortAllRanks(2);
}

void checkCuda(const char *fn, const char *call, cudaError_t err) {
  if (err != cudaSuccess)
    fatal(fn, "%s failed: %s (%d): %s", call, cudaGetErrorName(err),
          static_cast<int>(err), cudaGetErrorString(err));
}
#define CLEAVE_GPU_CHECK(FN, CALL) checkCuda(FN, #CALL, CALL)

const char *cublasName(cublasStatus_t status) {
  switch (status) {
  case CUBLAS_STATUS_SUCCESS: return "CUBLAS_STATUS_SUCCESS";
  case CUBLAS_STATUS_NOT_INITIALIZED: return "CUBLAS_STATUS_NOT_INITIALIZED";
  case CUBLAS_STATUS_ALLOC_FAILED: return "CUBLAS_STATUS_ALLOC_FAILED";
  case CUBLAS_STATUS_INVALID_VALUE: return "CUBLAS_STATUS_INVALID_VALUE";
  case CUBLAS_STATUS_ARCH_MISMATCH: return "CUBLAS_STATUS_ARCH_MISMATCH";
  case CUBLAS_STATUS_EXECUTION_FAILED: return "CUBLAS_STATUS_EXECUTION_FAILED";
  case CUBLAS_STATUS_INTERNAL_ERROR: return "CUBLAS_STATUS_INTERNAL_ERROR";
  case CUBLAS_STATUS_NOT_SUPPORTED: return "CUBLAS_STATUS_NOT_SUPPORTED";
  default: return "cuBLAS error";
  }
}

void checkCublas(const char *fn, const char *call, cublasStatus_t status) {
  if (status != CUBLAS_STATUS_SUCCESS)
    fatal(fn, "%s failed: %s (%d)", call, cublasName(status),
          static_cast<int>(status));
}

//===----------------------------------------------------------------------===//
// Device, stream, cuBLAS handle, profile
//===----------------------------------------------------------------------===//

struct GPUState {
  bool initialized = false;
  int device = -1;
  cudaStream_t stream = nullptr;
  cublasHandle_t blas = nullptr;
  cudaDeviceProp properties{};
  bool profile = false;
  /// name -> (calls, seconds)
  std::map<std::string, std::pair<double, double>> times;
  /// kernel handle -> name, for the profile.
  std::map<const void *, std::string> kernelNames;
  std::vector<char> packHost;
};

GPUState &gpu() {
  static GPUState s;
  return s;
}

GPUState &initialized(const char *fn) {
  GPUState &s = gpu();
  if (s.initialized)
    return s;
  int count = 0;
  CLEAVE_GPU_CHECK(fn, cudaGetDeviceCount(&count));
  if (count <= 0)
    fatal(fn, "no CUDA device");
  int device = -1;
  if (const char *text = getenv("CLEAVE_GPU_DEVICE"); text && *text) {
    char *end = nullptr;
    long value = strtol(text, &end, 10);
    if (*end || value < 0 || value >= count)
      fatal(fn, "CLEAVE_GPU_DEVICE='%s' is not a device index in [0, %d)",
            text, count);
    device = static_cast<int>(value);
  } else {
    const char *local = getenv("OMPI_COMM_WORLD_LOCAL_RANK");
    device = (local ? atoi(local) : 0) % count;
  }
  CLEAVE_GPU_CHECK(fn, cudaSetDevice(device));
  CLEAVE_GPU_CHECK(fn, cudaGetDeviceProperties(&s.properties, device));
  CLEAVE_GPU_CHECK(fn,
                   cudaStreamCreateWithFlags(&s.stream, cudaStreamNonBlocking));
  checkCublas(fn, "cublasCreate", cublasCreate(&s.blas));
  checkCublas(fn, "cublasSetStream", cublasSetStream(s.blas, s.stream));
  s.device = device;
  s.initialized = true;
  return s;
}

double now() {
  return std::chrono::duration<double>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

/// Synchronises the compute stream; with the profile on, charges the time
/// since `start` to `name`.
void finish(const char *fn, GPUState &s, const std::string &name,
            double start) {
  CLEAVE_GPU_CHECK(fn, cudaStreamSynchronize(s.stream));
  if (!s.profile)
    return;
  auto &entry = s.times[name];
  entry.first += 1;
  entry.second += now() - start;
}

//===----------------------------------------------------------------------===//
// cuBLAS matmuls
//===----------------------------------------------------------------------===//

template <typename T> using View = cleave::MemRefView<T>;

template <typename T>
View<T> decode(const char *fn, const CleaveUnrankedMemRef *m) {
  if (!m || !m->descriptor)
    fatal(fn, "null memref");
  return cleave::decodeMemRef<T>(m);
}

/// Managed scratch for packed operands, grown on demand.
struct Scratch {
  void *data = nullptr;
  size_t bytes = 0;
  void *get(const char *fn, size_t need) {
    if (need <= bytes)
      return data;
    if (data)
      CLEAVE_GPU_CHECK(fn, cudaFree(data));
    data = nullptr;
    CLEAVE_GPU_CHECK(fn, cudaMallocManaged(&data, need));
    bytes = need;
    return data;
  }
};

template <typename T>
void gemm(const char *fn, GPUState &s, bool ta, bool tb, int64_t m, int64_t n,
          int64_t k, const T *a, int64_t lda, int64_t strideA, const T *b,
          int64_t ldb, int64_t strideB, T *c, int64_t ldc, int64_t strideC,
          int64_t batch) {
  // Row-major C = A B is column-major C^T = B^T A^T: swap the operands.
  const T one = 1;
  cublasOperation_t opA = ta ? CUBLAS_OP_T : CUBLAS_OP_N;
  cublasOperation_t opB = tb ? CUBLAS_OP_T : CUBLAS_OP_N;
  if constexpr (sizeof(T) == 4)
    checkCublas(fn, "cublasSgemmStridedBatched",
                cublasSgemmStridedBatched(s.blas, opB, opA, n, m, k, &one, b,
                                          ldb, strideB, a, lda, strideA, &one,
                                          c, ldc, strideC, batch));
  else
    checkCublas(fn, "cublasDgemmStridedBatched",
                cublasDgemmStridedBatched(s.blas, opB, opA, n, m, k, &one, b,
                                          ldb, strideB, a, lda, strideA, &one,
                                          c, ldc, strideC, batch));
}

template <typename T>
void matmul(const char *fn, CleaveUnrankedMemRef *am, CleaveUnrankedMemRef *bm,
            CleaveUnrankedMemRef *cm, bool batched) {
  GPUState &s = initialized(fn);
  View<T> a = decode<T>(fn, am), b = decode<T>(fn, bm), c = decode<T>(fn, cm);
  int64_t r = batched ? 3 : 2;
  if (a.rank != r || b.rank != r || c.rank != r)
    fatal(fn, "operands have the wrong rank");
  int64_t o = batched ? 1 : 0;
  int64_t m = a.sizes[o], k = a.sizes[o + 1], n = b.sizes[o + 1];
  if (b.sizes[o] != k || c.sizes[o] != m || c.sizes[o + 1] != n)
    fatal(fn, "operand shapes do not match (A MxK, B KxN, C MxN)");
  int64_t batch = batched ? a.sizes[0] : 1;
  if (batched && (b.sizes[0] != batch || c.sizes[0] != batch))
    fatal(fn, "batch sizes differ");
  if (m == 0 || n == 0 || k == 0 || batch == 0)
    return;
  double start = now();
  bool ta = false, tb = false, tc = false;
  int64_t lda = 0, ldb = 0, ldc = 0;
  bool aOk = cleave::blasLayout(m, k, a.strides[o], a.strides[o + 1], ta, lda);
  bool bOk = cleave::blasLayout(k, n, b.strides[o], b.strides[o + 1], tb, ldb);
  bool cOk =
      cleave::blasLayout(m, n, c.strides[o], c.strides[o + 1], tc, ldc) && !tc;
  if (aOk && bOk && cOk) {
    gemm<T>(fn, s, ta, tb, m, n, k, a.data, lda, batched ? a.strides[0] : 0,
            b.data, ldb, batched ? b.strides[0] : 0, c.data, ldc,
            batched ? c.strides[0] : 0, batch);
  } else {
    // Pack the operands cuBLAS cannot take (arbitrary strides, e.g. a
    // stride-2 slice) on the host: all buffers are managed memory and the
    // stream is idle between calls.
    static Scratch scratch;
    int64_t sizeA = aOk ? 0 : batch * m * k, sizeB = bOk ? 0 : batch * k * n,
            sizeC = cOk ? 0 : batch * m * n;
    T *base = static_cast<T *>(
        scratch.get(fn, sizeof(T) * size_t(sizeA + sizeB + sizeC)));
    T *pa = base, *pb = base + sizeA, *pc = base + sizeA + sizeB;
    auto pack = [&](const T *src, const int64_t *st, int64_t rows,
                    int64_t cols, T *dst) {
      for (int64_t i = 0; i < batch; ++i)
        for (int64_t x = 0; x < rows; ++x)
          for (int64_t y = 0; y < cols; ++y)
            dst[(i * rows + x) * cols + y] =
                src[(batched ? i * st[0] : 0) + x * st[o] + y * st[o + 1]];
    };
    if (!aOk)
      pack(a.data, a.strides, m, k, pa), ta = false, lda = k;
    if (!bOk)
      pack(b.data, b.strides, k, n, pb), tb = false, ldb = n;
    if (!cOk)
      pack(c.data, c.strides, m, n, pc), ldc = n;
    gemm<T>(fn, s, ta, tb, m, n, k, aOk ? a.data : pa,
            lda, aOk ? (batched ? a.strides[0] : 0) : m * k, bOk ? b.data : pb,
            ldb, bOk ? (batched ? b.strides[0] : 0) : k * n,
            cOk ? c.data : pc, ldc, cOk ? (batched ? c.strides[0] : 0) : m * n,
            batch);
    if (!cOk) {
      CLEAVE_GPU_CHECK(fn, cudaStreamSynchronize(s.stream));
      for (int64_t i = 0; i < batch; ++i)
        for (int64_t x = 0; x < m; ++x)
          for (int64_t y = 0; y < n; ++y)
            c.data[(batched ? i * c.strides[0] : 0) + x * c.strides[o] +
                   y * c.strides[o + 1]] = pc[(i * m + x) * n + y];
    }
  }
  char name[96];
  snprintf(name, sizeof(name), "cublas %s %lldx%lldx%lld%s",
           sizeof(T) == 4 ? "sgemm" : "dgemm", static_cast<long long>(m),
           static_cast<long long>(n), static_cast<long long>(k),
           batched ? " batched" : "");
  finish(fn, s, name, start);
}

} // namespace

cudaStream_t cleave::rt::cudaComputeStream() {
  return initialized("cudaComputeStream").stream;
}

//===----------------------------------------------------------------------===//
// C ABI
//===----------------------------------------------------------------------===//

extern "C" {

int cleave_gpu_device_count(char *why, size_t whySize) {
  int count = 0;
  cudaError_t err = cudaGetDeviceCount(&count);
  if (err != cudaSuccess) {
    if (why && whySize)
      snprintf(why, whySize, "cudaGetDeviceCount failed: %s (%d): %s",
               cudaGetErrorName(err), static_cast<int>(err),
               cudaGetErrorString(err));
    cudaGetLastError(); // clear the sticky-free error state
    return 0;
  }
  if (count == 0 && why && whySize)
    snprintf(why, whySize, "cudaGetDeviceCount found no CUDA device");
  return count;
}

void cleave_gpu_init(void) { initialized("cleave_gpu_init"); }

const char *cleave_gpu_device_name(void) {
  return initialized("cleave_gpu_device_name").properties.name;
}

void *cleave_gpu_alloc(size_t bytes) {
  const char *fn = "cleave_gpu_alloc";
  initialized(fn);
  void *p = nullptr;
  CLEAVE_GPU_CHECK(fn, cudaMallocManaged(&p, bytes ? bytes : 1));
  return p;
}

void cleave_gpu_free(int64_t address) {
  const char *fn = "cleave_gpu_free";
  if (!address)
    return;
  GPUState &s = initialized(fn);
  // The buffer may still be read by work on the stream.
  CLEAVE_GPU_CHECK(fn, cudaStreamSynchronize(s.stream));
  CLEAVE_GPU_CHECK(fn, cudaFree(reinterpret_cast<void *>(address)));
}

void cleave_gpu_prefetch(const void *address, size_t bytes) {
  GPUState &s = initialized("cleave_gpu_prefetch");
  if (!address || !bytes)
    return;
  cudaMemLocation location{};
  location.type = cudaMemLocationTypeDevice;
  location.id = s.device;
  if (cudaMemPrefetchAsync(address, bytes, location, 0, s.stream) !=
      cudaSuccess)
    cudaGetLastError(); // a hint only (e.g. no concurrent managed access)
}

void cleave_gpu_synchronize(void) {
  const char *fn = "cleave_gpu_synchronize";
  CLEAVE_GPU_CHECK(fn, cudaStreamSynchronize(initialized(fn).stream));
}

void _mlir_ciface_cleave_gpu_matmul_f32(CleaveUnrankedMemRef *a,
                                        CleaveUnrankedMemRef *b,
                                        CleaveUnrankedMemRef *c) {
  matmul<float>("cleave_gpu_matmul_f32", a, b, c, false);
}
void _mlir_ciface_cleave_gpu_matmul_f64(CleaveUnrankedMemRef *a,
                                        CleaveUnrankedMemRef *b,
                                        CleaveUnrankedMemRef *c) {
  matmul<double>("cleave_gpu_matmul_f64", a, b, c, false);
}
void _mlir_ciface_cleave_gpu_batch_matmul_f32(CleaveUnrankedMemRef *a,
                                              CleaveUnrankedMemRef *b,
                                              CleaveUnrankedMemRef *c) {
  matmul<float>("cleave_gpu_batch_matmul_f32", a, b, c, true);
}
void _mlir_ciface_cleave_gpu_batch_matmul_f64(CleaveUnrankedMemRef *a,
                                              CleaveUnrankedMemRef *b,
                                              CleaveUnrankedMemRef *c) {
  matmul<double>("cleave_gpu_batch_matmul_f64", a, b, c, true);
}

void cleave_gpu_profile_enable(int enabled) { gpu().profile = enabled != 0; }
void cleave_gpu_profile_reset(void) { gpu().times.clear(); }

void cleave_gpu_profile_print(const char *prefix) {
  GPUState &s = gpu();
  std::vector<std::pair<std::string, std::pair<double, double>>> rows(
      s.times.begin(), s.times.end());
  std::sort(rows.begin(), rows.end(), [](const auto &x, const auto &y) {
    return x.second.second > y.second.second;
  });
  for (const auto &[name, entry] : rows)
    fprintf(stderr, "%skernel %-40s calls %8.0f  total %10.3f ms  mean %9.2f us\n",
            prefix ? prefix : "", name.c_str(), entry.first,
            entry.second * 1e3, entry.second / entry.first * 1e6);
}

//===----------------------------------------------------------------------===//
// MLIR's GPU runtime ABI (the subset the CUDA lowering emits)
//===----------------------------------------------------------------------===//

static void *loadModule(const char *fn, const void *data) {
  initialized(fn);
  cudaLibrary_t library = nullptr;
  CLEAVE_GPU_CHECK(fn, cudaLibraryLoadData(&library, data, nullptr, nullptr, 0,
                                           nullptr, nullptr, 0));
  return library;
}

void *mgpuModuleLoad(void *data, size_t /*size*/) {
  return loadModule("mgpuModuleLoad", data);
}

void *mgpuModuleLoadJIT(void *data, int /*optLevel*/) {
  return loadModule("mgpuModuleLoadJIT", data);
}

void mgpuModuleUnload(void *module) {
  // Runs from a global destructor at exit: never abort there.
  if (module)
    cudaLibraryUnload(static_cast<cudaLibrary_t>(module));
}

void *mgpuModuleGetFunction(void *module, const char *name) {
  const char *fn = "mgpuModuleGetFunction";
  GPUState &s = initialized(fn);
  cudaKernel_t kernel = nullptr;
  CLEAVE_GPU_CHECK(fn, cudaLibraryGetKernel(
                           &kernel, static_cast<cudaLibrary_t>(module), name));
  s.kernelNames[kernel] = name;
  return kernel;
}

void mgpuLaunchKernel(void *function, intptr_t gridX, intptr_t gridY,
                      intptr_t gridZ, intptr_t blockX, intptr_t blockY,
                      intptr_t blockZ, int32_t smem, void *stream,
                      void **params, void ** /*extra*/, size_t /*count*/) {
  const char *fn = "mgpuLaunchKernel";
  GPUState &s = initialized(fn);
  if (gridX <= 0 || gridY <= 0 || gridZ <= 0)
    return; // an empty loop
  if (gridX > 0x7fffffff || gridY > 65535 || gridZ > 65535)
    fatal(fn, "grid %lldx%lldx%lld exceeds the CUDA limits",
          static_cast<long long>(gridX), static_cast<long long>(gridY),
          static_cast<long long>(gridZ));
  double start = now();
  dim3 grid(static_cast<unsigned>(gridX), static_cast<unsigned>(gridY),
            static_cast<unsigned>(gridZ));
  dim3 block(static_cast<unsigned>(blockX), static_cast<unsigned>(blockY),
             static_cast<unsigned>(blockZ));
  cudaStream_t on = stream ? static_cast<cudaStream_t>(stream) : s.stream;
  CLEAVE_GPU_CHECK(fn, cudaLaunchKernel(static_cast<const void *>(function),
                                        grid, block, params,
                                        static_cast<size_t>(smem), on));
  if (s.profile) {
    auto it = s.kernelNames.find(function);
    finish(fn, s, it == s.kernelNames.end() ? "kernel" : it->second, start);
  }
}

/// Every stream of the generated code is the compute stream: its launches
/// are followed by a synchronisation anyway, and collectives and cuBLAS run
/// on the same stream.
void *mgpuStreamCreate() { return initialized("mgpuStreamCreate").stream; }
void mgpuStreamDestroy(void * /*stream*/) {}
void mgpuStreamSynchronize(void *stream) {
  const char *fn = "mgpuStreamSynchronize";
  GPUState &s = initialized(fn);
  CLEAVE_GPU_CHECK(fn, cudaStreamSynchronize(
                           stream ? static_cast<cudaStream_t>(stream) : s.stream));
}

void *mgpuMemAlloc(uint64_t sizeBytes, void * /*stream*/, bool /*hostShared*/) {
  return cleave_gpu_alloc(static_cast<size_t>(sizeBytes));
}

void mgpuMemFree(void *ptr, void * /*stream*/) {
  cleave_gpu_free(static_cast<int64_t>(reinterpret_cast<intptr_t>(ptr)));
}

void mgpuMemcpy(void *dst, void *src, size_t sizeBytes, void *stream) {
  const char *fn = "mgpuMemcpy";
  GPUState &s = initialized(fn);
  cudaStream_t on = stream ? static_cast<cudaStream_t>(stream) : s.stream;
  CLEAVE_GPU_CHECK(fn, cudaMemcpyAsync(dst, src, sizeBytes, cudaMemcpyDefault, on));
  CLEAVE_GPU_CHECK(fn, cudaStreamSynchronize(on));
}

void mgpuSetDefaultDevice(int32_t device) {
  const char *fn = "mgpuSetDefaultDevice";
  CLEAVE_GPU_CHECK(fn, cudaSetDevice(device));
}

} // extern "C"
