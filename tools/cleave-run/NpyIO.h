//===- NpyIO.h - minimal .npy reader and writer ----------------*- C++ -*-===//
//
// Reads and writes NumPy .npy files (format 1.0-3.0, little-endian, C order)
// with element types <f2 <f4 <f8 <i4 <i8 (and |b1 <i2 <u1 ... on read), as
// arrays of long double so that int64 and float values are both exact.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_TOOLS_CLEAVERUN_NPYIO_H
#define CLEAVE_TOOLS_CLEAVERUN_NPYIO_H

#include <cstdint>
#include <string>
#include <vector>

namespace cleave {
namespace run {

struct NpyArray {
  std::vector<int64_t> shape;
  std::string descr; // e.g. "<f4"
  std::vector<long double> values;
};

/// Reads `path`; on failure returns false and sets `error`.
bool readNpy(const std::string &path, NpyArray &array, std::string &error);

/// Writes `values` with `shape` as dtype `descr` ("<f4", "<f8", "<f2",
/// "<i4", "<i8"); on failure returns false and sets `error`.
bool writeNpy(const std::string &path, const std::vector<int64_t> &shape,
              const std::string &descr, const std::vector<long double> &values,
              std::string &error);

} // namespace run
} // namespace cleave

#endif
