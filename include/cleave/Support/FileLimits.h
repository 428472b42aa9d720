//===- FileLimits.h - size caps on the files Cleave reads --------*- C++ -*-===//
//
// Every file a Cleave tool reads (modules, cluster specs, problems, .npy
// arrays) is bounded, so that a wrong path (`/dev/zero`, a huge file) ends in
// a clear error instead of reading without end. Plain C++17, no LLVM, so the
// solver can use it too. CLEAVE_MAX_FILE_BYTES overrides every default.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_SUPPORT_FILELIMITS_H
#define CLEAVE_SUPPORT_FILELIMITS_H

#include <cstdint>
#include <cstdlib>
#include <string>

namespace cleave {

/// Modules, problem files and .npy arrays.
constexpr uint64_t kDefaultMaxInputBytes = uint64_t(16) << 30; // 16 GiB
/// Cluster specs are a few hundred bytes.
constexpr uint64_t kDefaultMaxSpecBytes = uint64_t(1) << 20; // 1 MiB

/// `defaultBytes`, or CLEAVE_MAX_FILE_BYTES when that is a positive integer.
inline uint64_t fileSizeLimit(uint64_t defaultBytes) {
  const char *env = std::getenv("CLEAVE_MAX_FILE_BYTES");
  if (!env || !*env)
    return defaultBytes;
  char *end = nullptr;
  unsigned long long v = std::strtoull(env, &end, 10);
  return end && *end == '\0' && v > 0 ? uint64_t(v) : defaultBytes;
}

/// The message for a file over the limit.
inline std::string fileTooLargeMessage(const std::string &path,
                                       uint64_t limit) {
  return "'" + path + "' is larger than the limit of " +
         std::to_string(limit) +
         " bytes (is it the right file? set CLEAVE_MAX_FILE_BYTES to raise "
         "the limit)";
}

} // namespace cleave

#endif // CLEAVE_SUPPORT_FILELIMITS_H
