//===- Buffer.h - element types and host buffers of cleave-run --*- C++ -*-===//
//
// The element types cleave-run feeds and reads (f32, f64, f16, bf16, i32,
// i64), a host buffer with the memref descriptor a JIT-compiled entry takes,
// and the two collectives the driver itself calls on such buffers.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_RUN_BUFFER_H
#define CLEAVE_RUN_BUFFER_H

#include "cleave/Runtime/CleaveRuntime.h"

#include "mlir/IR/Types.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>
#include <vector>

namespace cleave::run {

enum DType : int32_t { F32 = 0, F64, F16, BF16, I32, I64 };

/// The DType of an element type; none for the others.
std::optional<DType> dtypeOf(mlir::Type t);
size_t dtypeSize(DType d);
inline bool isFloat(DType d) { return d != I32 && d != I64; }
/// "f32", "f64", ...
const char *dtypeName(DType d);
/// The .npy descr (`<f4`, ...) a result of `d` is written with.
const char *npyDescr(DType d);
inline bool isInteger(DType d) { return d == I32 || d == I64; }

long double loadValue(DType d, const char *p);
void storeValue(DType d, char *p, long double v);

inline int64_t product(llvm::ArrayRef<int64_t> v) {
  int64_t p = 1;
  for (int64_t x : v)
    p *= x;
  return p;
}

/// A host buffer with an MLIR ranked memref descriptor (identity layout)
/// and the unranked descriptor pointing to it. With `gpu`, the data lives in
/// CUDA managed memory (for the arguments of a --device cuda program).
struct HostBuffer {
  DType dtype = F32;
  llvm::SmallVector<int64_t> shape;
  std::vector<char> storage;
  char *data = nullptr;
  std::vector<int64_t> desc; // allocated, aligned, offset, sizes, strides
  CleaveUnrankedMemRef unranked{};

  void *gpuData = nullptr;
  size_t gpuBytes = 0;

  HostBuffer() = default;
  HostBuffer(const HostBuffer &) = delete;
  HostBuffer &operator=(const HostBuffer &) = delete;
  ~HostBuffer();

  void allocate(DType d, llvm::ArrayRef<int64_t> s, bool gpu = false);
  int64_t numElements() const { return product(shape); }
  long double get(int64_t i) const {
    return loadValue(dtype, data + i * dtypeSize(dtype));
  }
  void set(int64_t i, long double v) {
    storeValue(dtype, data + i * dtypeSize(dtype), v);
  }
};

/// Calls the runtime's all_gather for `d` (a byte-exact copy for every type).
void runtimeAllGather(DType d, CleaveUnrankedMemRef *in,
                      CleaveUnrankedMemRef *out, int64_t axes);

/// Max over all ranks of `values` (f64, in place).
void allReduceMax(std::vector<double> &values, int64_t allAxes);

} // namespace cleave::run

#endif // CLEAVE_RUN_BUFFER_H
