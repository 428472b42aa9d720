//===- SafeTensors.h - safetensors reader and writer ------------*- C++ -*-===//
//
// The safetensors format (Hugging Face): an 8-byte little-endian header
// length, a JSON header mapping each tensor name to its dtype, shape and
// [begin, end) byte range in the data that follows (plus an optional
// "__metadata__" map of strings), then the raw little-endian data. The
// reader parses the header only and reads byte ranges on demand (pread),
// so a rank takes just the slices it needs; every malformed header is an
// error naming the file and the problem. The writer goes through a
// temporary file, fsync and rename, so a file appears whole or not at all.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_RUN_SAFETENSORS_H
#define CLEAVE_RUN_SAFETENSORS_H

#include "cleave/Run/Buffer.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace cleave::run {

/// The safetensors dtype name of `d` ("F32", "BF16", "I64", ...).
const char *safeTensorsDType(DType d);
/// The DType of a safetensors dtype name cleave-run computes with; none for
/// the others (BOOL, U8, F8_E4M3, ...).
std::optional<DType> dtypeFromSafeTensors(llvm::StringRef name);
/// The element size of any safetensors dtype name; 0 if unknown.
size_t safeTensorsElementSize(llvm::StringRef name);

/// One tensor of a file's header: [begin, end) is relative to the data.
struct SafeTensor {
  std::string name, dtype;
  std::vector<int64_t> shape;
  uint64_t begin = 0, end = 0;
};

/// An open safetensors file: its header, and reads of byte ranges.
class SafeTensorsReader {
public:
  /// Opens `path` and checks its header (sizes, dtypes, data ranges within
  /// the file, contiguous and without overlaps). Null with `error` set
  /// (naming the file) on failure.
  static std::unique_ptr<SafeTensorsReader> open(const std::string &path,
                                                 std::string &error);
  ~SafeTensorsReader();
  SafeTensorsReader(const SafeTensorsReader &) = delete;
  SafeTensorsReader &operator=(const SafeTensorsReader &) = delete;

  const std::string &path() const { return filePath; }
  const std::vector<SafeTensor> &tensors() const { return entries; }
  const std::map<std::string, std::string> &metadata() const { return meta; }
  /// The tensor named `name`, or null.
  const SafeTensor *find(llvm::StringRef name) const;
  /// Reads `size` bytes at `offset` within tensor `t`'s data into `dst`.
  bool read(const SafeTensor &t, uint64_t offset, uint64_t size, char *dst,
            std::string &error) const;

private:
  SafeTensorsReader() = default;
  bool parseHeader(llvm::StringRef json, std::string &error);
  int fd = -1;
  uint64_t dataStart = 0, fileSize = 0;
  std::string filePath;
  std::vector<SafeTensor> entries;
  std::map<std::string, std::string> meta;
};

/// A tensor to write: `data` holds product(shape) elements of `dtype`.
struct SafeTensorData {
  std::string name, dtype;
  std::vector<int64_t> shape;
  const char *data = nullptr;
};

/// Writes `tensors` (in this order) and `metadata` as a safetensors file at
/// `path`, durably: a temporary file in the same directory, fsync, rename,
/// fsync of the directory. On failure `path` is untouched and `error` says
/// why.
bool writeSafeTensors(const std::string &path,
                      llvm::ArrayRef<SafeTensorData> tensors,
                      const std::map<std::string, std::string> &metadata,
                      std::string &error);

/// Writes `bytes` to `path` as writeSafeTensors does (temporary file, fsync,
/// rename, fsync of the directory).
bool writeFileDurably(const std::string &path, llvm::ArrayRef<char> bytes,
                      std::string &error);

/// CRC-32 (zlib's polynomial, as Python's zlib.crc32) of `bytes`, continued
/// from `crc`.
uint32_t crc32Of(llvm::ArrayRef<char> bytes, uint32_t crc = 0);

} // namespace cleave::run

#endif // CLEAVE_RUN_SAFETENSORS_H
