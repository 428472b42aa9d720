//===- FuzzNpy.cpp - libFuzzer: cleave-run's .npy reader ------------------===//
//
// Feeds the bytes to parseNpy, what readNpy does after reading the file.
// Malformed files must be errors with a message, never crashes, overflows
// (UBSan), out-of-bounds reads (ASan) or allocations beyond the file's size
// (-rss_limit_mb / -malloc_limit_mb). An accepted array must be consistent:
// as many values as its shape has elements. The same function runs in the
// plain build over a fixed case table and seeded mutations
// (tools/cleave-run/NpyCheck.cpp, ctest npy-reader).
//
//===----------------------------------------------------------------------===//

#include "cleave/Run/NpyIO.h"

#include <cstdint>
#include <cstdlib>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  cleave::run::NpyArray array;
  std::string error;
  if (!cleave::run::parseNpy(reinterpret_cast<const char *>(data), size,
                             array, error)) {
    if (error.empty())
      std::abort(); // every refusal names its reason
    return 0;
  }
  uint64_t count = 1;
  for (int64_t d : array.shape)
    count *= uint64_t(d);
  if (count != array.values.size() || count > size)
    std::abort();
  return 0;
}
