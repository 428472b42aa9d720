//===- NpyIO.h - robust .npy reader and writer ------------------*- C++ -*-===//
//
// Reads and writes NumPy .npy files (format 1.0-3.0, little-endian, C order)
// with element types <f2 <f4 <f8 <i4 <i8 (and |b1 <i2 <u1 ... on read), as
// arrays of long double so that int64 and float values are both exact.
// Plain C++17, no LLVM: cleave-run, its tests and the libFuzzer target
// cleave-fuzz-npy link it as the CleaveNpy library.
//
// Every malformed file is an error that names the problem: the header is
// parsed as the Python dict literal NumPy writes, every shape entry must be
// a non-negative integer, the element and byte counts are checked for
// overflow, and the data the header promises must be in the file before
// anything is allocated for it.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_RUN_NPYIO_H
#define CLEAVE_RUN_NPYIO_H

#include <cstddef>
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

/// Parses the bytes of a whole .npy file. On failure returns false and sets
/// `error` (without a file name). Never reads outside [data, data + size).
bool parseNpy(const char *data, size_t size, NpyArray &array,
              std::string &error);

/// Reads `path` (a regular file, at most the input size limit of
/// cleave/Support/FileLimits.h); on failure returns false and sets `error`,
/// which names the file.
bool readNpy(const std::string &path, NpyArray &array, std::string &error);

/// Writes `values` with `shape` as dtype `descr` ("<f4", "<f8", "<f2",
/// "<i4", "<i8") through a temporary file renamed over `path`; on failure
/// returns false, sets `error` and leaves `path` as it was.
bool writeNpy(const std::string &path, const std::vector<int64_t> &shape,
              const std::string &descr, const std::vector<long double> &values,
              std::string &error);

/// "[3x4]" (or "[]" for a scalar): the form cleave-run's messages use.
std::string formatShape(const std::vector<int64_t> &shape);

} // namespace run
} // namespace cleave

#endif
