//===- FileUtil.h - safe output files for the Cleave tools -------*- C++ -*-===//
//
// Outputs are written to a temporary file next to the target and renamed
// over it only once complete, so a failure never leaves a half-written or
// deleted file; an output that is one of the inputs is refused before any
// work. Plain C++17 + POSIX (the solver has no LLVM dependency).
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_SUPPORT_FILEUTIL_H
#define CLEAVE_SUPPORT_FILEUTIL_H

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string>
#include <sys/stat.h>
#include <unistd.h>

namespace cleave {

/// True when `a` and `b` name the same existing file (same device and inode,
/// so hard links, symlinks and `./x` vs `x` are caught).
inline bool isSameFile(const std::string &a, const std::string &b) {
  struct stat sa, sb;
  if (::stat(a.c_str(), &sa) != 0 || ::stat(b.c_str(), &sb) != 0)
    return false;
  return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
}

/// Writes `bytes` to `path` through `path.tmp.<pid>` and rename(2). On
/// failure the temporary file is removed, `path` is untouched, and `error`
/// says why.
inline bool writeFileAtomically(const std::string &path,
                                const std::string &bytes,
                                std::string &error) {
  struct stat st;
  if (::stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode)) {
    error = "cannot write '" + path + "': it is a directory";
    return false;
  }
  std::string tmp = path + ".tmp." + std::to_string(::getpid());
  std::FILE *file = std::fopen(tmp.c_str(), "wb");
  if (!file) {
    error = "cannot write '" + path + "': " + std::strerror(errno);
    return false;
  }
  bool ok = std::fwrite(bytes.data(), 1, bytes.size(), file) == bytes.size();
  int savedErrno = errno;
  ok = (std::fclose(file) == 0) && ok;
  if (!ok) {
    std::remove(tmp.c_str());
    error = "error writing '" + path + "': " + std::strerror(savedErrno);
    return false;
  }
  if (std::rename(tmp.c_str(), path.c_str()) != 0) {
    savedErrno = errno;
    std::remove(tmp.c_str());
    error = "cannot write '" + path + "': " + std::strerror(savedErrno);
    return false;
  }
  return true;
}

} // namespace cleave

#endif // CLEAVE_SUPPORT_FILEUTIL_H
