//===- Buffer.cpp - element types and host buffers of cleave-run ----------===//

#include "cleave/Run/Buffer.h"
#include "cleave/Runtime/Half.h"

#ifdef CLEAVE_HAVE_CUDA
#include "cleave/Runtime/CleaveGPU.h"
#endif

#include "mlir/IR/BuiltinTypes.h"

#include <cmath>
#include <cstring>

namespace cleave::run {

using namespace mlir;

std::optional<DType> dtypeOf(Type t) {
  if (t.isF32())
    return F32;
  if (t.isF64())
    return F64;
  if (t.isF16())
    return F16;
  if (t.isBF16())
    return BF16;
  if (auto it = dyn_cast<IntegerType>(t)) {
    if (it.isUnsigned())
      return std::nullopt;
    if (it.getWidth() == 32)
      return I32;
    if (it.getWidth() == 64)
      return I64;
  }
  return std::nullopt;
}

size_t dtypeSize(DType d) {
  switch (d) {
  case F32:
  case I32:
    return 4;
  case F64:
  case I64:
    return 8;
  case F16:
  case BF16:
    return 2;
  }
  return 4;
}

const char *dtypeName(DType d) {
  static const char *names[] = {"f32", "f64", "f16", "bf16", "i32", "i64"};
  return names[d];
}

const char *npyDescr(DType d) {
  return d == F64   ? "<f8"
         : d == F16 ? "<f2"
         : d == I32 ? "<i4"
         : d == I64 ? "<i8"
                    : "<f4";
}

long double loadValue(DType d, const char *p) {
  switch (d) {
  case F32: { float v; std::memcpy(&v, p, 4); return v; }
  case F64: { double v; std::memcpy(&v, p, 8); return v; }
  case F16: { _Float16 v; std::memcpy(&v, p, 2); return float(v); }
  case BF16: { uint16_t v; std::memcpy(&v, p, 2); return ::cleave::rt::bf16ToFloat(v); }
  case I32: { int32_t v; std::memcpy(&v, p, 4); return v; }
  case I64: { int64_t v; std::memcpy(&v, p, 8); return v; }
  }
  return 0;
}

void storeValue(DType d, char *p, long double v) {
  switch (d) {
  case F32: { float x = float(v); std::memcpy(p, &x, 4); return; }
  case F64: { double x = double(v); std::memcpy(p, &x, 8); return; }
  case F16: { _Float16 x = _Float16(float(v)); std::memcpy(p, &x, 2); return; }
  case BF16: { uint16_t x = ::cleave::rt::floatToBF16(float(v)); std::memcpy(p, &x, 2); return; }
  case I32: { int32_t x = int32_t(v); std::memcpy(p, &x, 4); return; }
  case I64: { int64_t x = int64_t(v); std::memcpy(p, &x, 8); return; }
  }
}

HostBuffer::~HostBuffer() {
#ifdef CLEAVE_HAVE_CUDA
  if (gpuData)
    cleave_gpu_free(int64_t(reinterpret_cast<uintptr_t>(gpuData)));
#endif
}

void HostBuffer::allocate(DType d, llvm::ArrayRef<int64_t> s, bool gpu) {
  dtype = d;
  shape.assign(s.begin(), s.end());
  size_t bytes = size_t(product(s)) * dtypeSize(d);
#ifdef CLEAVE_HAVE_CUDA
  if (gpu) {
    if (gpuBytes < bytes || !gpuData) {
      if (gpuData)
        cleave_gpu_free(int64_t(reinterpret_cast<uintptr_t>(gpuData)));
      gpuData = cleave_gpu_alloc(bytes);
      gpuBytes = bytes;
    }
    std::memset(gpuData, 0, bytes);
    data = static_cast<char *>(gpuData);
  } else
#endif
  {
    (void)gpu; // RunOptions::validate refuses --device cuda without CUDA
    storage.assign(bytes + 64, 0);
    uintptr_t base = reinterpret_cast<uintptr_t>(storage.data());
    data = reinterpret_cast<char *>((base + 63) & ~uintptr_t(63));
  }
  desc.assign(3 + 2 * s.size(), 0);
  desc[0] = int64_t(reinterpret_cast<uintptr_t>(data));
  desc[1] = desc[0];
  int64_t stride = 1;
  for (int64_t i = int64_t(s.size()) - 1; i >= 0; --i) {
    desc[3 + i] = s[i];
    desc[3 + s.size() + i] = stride;
    stride *= s[i];
  }
  unranked.rank = int64_t(s.size());
  unranked.descriptor = desc.data();
}

void runtimeAllGather(DType d, CleaveUnrankedMemRef *in,
                                   CleaveUnrankedMemRef *out, int64_t axes) {
  switch (d) {
  case F32: _mlir_ciface_cleave_rt_all_gather_f32(in, out, axes, 0); return;
  case F64: _mlir_ciface_cleave_rt_all_gather_f64(in, out, axes, 0); return;
  case F16: _mlir_ciface_cleave_rt_all_gather_f16(in, out, axes, 0); return;
  case BF16: _mlir_ciface_cleave_rt_all_gather_bf16(in, out, axes, 0); return;
  case I32: _mlir_ciface_cleave_rt_all_gather_i32(in, out, axes, 0); return;
  case I64: _mlir_ciface_cleave_rt_all_gather_i64(in, out, axes, 0); return;
  }
}

void allReduceMax(std::vector<double> &values, int64_t allAxes) {
  if (values.empty())
    return;
  HostBuffer buf;
  buf.allocate(F64, {int64_t(values.size())});
  std::memcpy(buf.data, values.data(), values.size() * 8);
  _mlir_ciface_cleave_rt_all_reduce_f64(&buf.unranked, &buf.unranked, allAxes,
                                        CLEAVE_RT_MAX);
  std::memcpy(values.data(), buf.data, values.size() * 8);
}

} // namespace cleave::run
