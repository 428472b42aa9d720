//===- SafeTensors.cpp - safetensors files: strict reader, durable writer -===//

#include "cleave/Run/SafeTensors.h"

#include "cleave/Support/FileLimits.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/CRC.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace cleave::run {

namespace {
struct DTypeName {
  const char *name;
  size_t size;
  std::optional<DType> dtype;
};
} // namespace

static const DTypeName kDTypes[] = {
    {"F64", 8, F64},         {"F32", 4, F32},         {"F16", 2, F16},
    {"BF16", 2, BF16},       {"I64", 8, I64},         {"I32", 4, I32},
    {"I16", 2, std::nullopt}, {"I8", 1, std::nullopt}, {"U8", 1, std::nullopt},
    {"U16", 2, std::nullopt}, {"U32", 4, std::nullopt},
    {"U64", 8, std::nullopt},
    {"BOOL", 1, std::nullopt}, {"F8_E4M3", 1, std::nullopt},
    {"F8_E5M2", 1, std::nullopt}};

const char *safeTensorsDType(DType d) {
  for (const DTypeName &n : kDTypes)
    if (n.dtype == d)
      return n.name;
  return "F32";
}

std::optional<DType> dtypeFromSafeTensors(llvm::StringRef name) {
  for (const DTypeName &n : kDTypes)
    if (name == n.name)
      return n.dtype;
  return std::nullopt;
}

size_t safeTensorsElementSize(llvm::StringRef name) {
  for (const DTypeName &n : kDTypes)
    if (name == n.name)
      return n.size;
  return 0;
}

uint32_t crc32Of(llvm::ArrayRef<char> bytes, uint32_t crc) {
  return llvm::crc32(
      crc, llvm::ArrayRef<uint8_t>(
               reinterpret_cast<const uint8_t *>(bytes.data()), bytes.size()));
}

SafeTensorsReader::~SafeTensorsReader() {
  if (fd >= 0)
    ::close(fd);
}

const SafeTensor *SafeTensorsReader::find(llvm::StringRef name) const {
  for (const SafeTensor &t : entries)
    if (t.name == name)
      return &t;
  return nullptr;
}

/// Reads exactly `size` bytes at `offset` of `fd`.
static bool preadAll(int fd, uint64_t offset, uint64_t size, char *dst) {
  while (size > 0) {
    ssize_t n = ::pread(fd, dst, size, off_t(offset));
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      return false;
    dst += n;
    offset += uint64_t(n);
    size -= uint64_t(n);
  }
  return true;
}

/// A non-negative integer of a JSON array, or none.
static std::optional<uint64_t> jsonCount(const llvm::json::Value &v) {
  std::optional<int64_t> i = v.getAsInteger();
  if (!i || *i < 0)
    return std::nullopt;
  return uint64_t(*i);
}

/// Parses one tensor entry `{"dtype", "shape", "data_offsets"}`.
static bool parseEntry(llvm::StringRef name, const llvm::json::Value &value,
                       SafeTensor &t, std::string &error) {
  const llvm::json::Object *o = value.getAsObject();
  auto bad = [&](const std::string &why) {
    error = "tensor '" + name.str() + "': " + why;
    return false;
  };
  if (!o)
    return bad("its header entry is not an object");
  t.name = name.str();
  std::optional<llvm::StringRef> dtype = o->getString("dtype");
  if (!dtype || !safeTensorsElementSize(*dtype))
    return bad("unknown or missing dtype");
  t.dtype = dtype->str();
  const llvm::json::Array *shape = o->getArray("shape");
  const llvm::json::Array *offsets = o->getArray("data_offsets");
  if (!shape || !offsets || offsets->size() != 2)
    return bad("needs a shape and two data_offsets");
  uint64_t bytes = safeTensorsElementSize(t.dtype);
  for (const llvm::json::Value &d : *shape) {
    std::optional<uint64_t> n = jsonCount(d);
    if (!n || *n > (uint64_t(1) << 62) ||
        (*n && bytes > (uint64_t(1) << 62) / *n))
      return bad("a shape entry is not a non-negative integer or overflows");
    bytes *= *n;
    t.shape.push_back(int64_t(*n));
  }
  std::optional<uint64_t> begin = jsonCount((*offsets)[0]);
  std::optional<uint64_t> end = jsonCount((*offsets)[1]);
  if (!begin || !end || *begin > *end || *end - *begin != bytes)
    return bad("data_offsets do not hold " + std::to_string(bytes) +
               " bytes of its dtype and shape");
  t.begin = *begin;
  t.end = *end;
  return true;
}

bool SafeTensorsReader::parseHeader(llvm::StringRef json, std::string &error) {
  llvm::Expected<llvm::json::Value> parsed = llvm::json::parse(json);
  if (!parsed) {
    error = "the header is not JSON: " + llvm::toString(parsed.takeError());
    return false;
  }
  const llvm::json::Object *root = parsed->getAsObject();
  if (!root) {
    error = "the header is not a JSON object";
    return false;
  }
  for (const auto &[key, value] : *root) {
    if (key == "__metadata__") {
      const llvm::json::Object *m = value.getAsObject();
      for (const auto &[k, v] : m ? *m : llvm::json::Object())
        if (std::optional<llvm::StringRef> s = v.getAsString())
          meta[k.str()] = s->str();
      continue;
    }
    SafeTensor &t = entries.emplace_back();
    if (!parseEntry(key, value, t, error))
      return false;
  }
  // Deterministic order, and data ranges within the file without overlaps.
  llvm::sort(entries, [](const SafeTensor &a, const SafeTensor &b) {
    return a.begin != b.begin ? a.begin < b.begin : a.name < b.name;
  });
  uint64_t dataSize = fileSize - dataStart, last = 0;
  for (const SafeTensor &t : entries) {
    if (t.end > dataSize) {
      error = "tensor '" + t.name + "' ends at byte " + std::to_string(t.end) +
              " of the data but the file holds " + std::to_string(dataSize);
      return false;
    }
    if (t.begin < last && t.begin != t.end) {
      error = "tensor '" + t.name + "' overlaps the one before it";
      return false;
    }
    last = std::max(last, t.end);
  }
  return true;
}

std::unique_ptr<SafeTensorsReader>
SafeTensorsReader::open(const std::string &path, std::string &error) {
  std::unique_ptr<SafeTensorsReader> r(new SafeTensorsReader());
  r->filePath = path;
  auto fail = [&](const std::string &why) {
    error = "'" + path + "': " + why;
    return nullptr;
  };
  struct stat st;
  if (::stat(path.c_str(), &st) != 0)
    return fail(std::string("cannot open: ") + std::strerror(errno));
  if (!S_ISREG(st.st_mode))
    return fail("not a regular file");
  r->fileSize = uint64_t(st.st_size);
  if (r->fileSize > fileSizeLimit(kDefaultMaxInputBytes))
    return fail("larger than the input size limit (CLEAVE_MAX_FILE_BYTES)");
  r->fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (r->fd < 0)
    return fail(std::string("cannot open: ") + std::strerror(errno));
  unsigned char len[8];
  if (r->fileSize < 8 || !preadAll(r->fd, 0, 8, reinterpret_cast<char *>(len)))
    return fail("not a safetensors file (shorter than its 8-byte header "
                "length)");
  uint64_t n = 0;
  for (int i = 7; i >= 0; --i)
    n = (n << 8) | len[i];
  // The format caps the header at 100 MB.
  if (n > 100'000'000 || n > r->fileSize - 8)
    return fail("header length " + std::to_string(n) +
                " exceeds the file or the format's 100 MB limit");
  std::string json(n, '\0');
  if (!preadAll(r->fd, 8, n, json.data()))
    return fail("cannot read the header");
  r->dataStart = 8 + n;
  std::string why;
  if (!r->parseHeader(llvm::StringRef(json).rtrim(' '), why))
    return fail(why);
  return r;
}

bool SafeTensorsReader::read(const SafeTensor &t, uint64_t offset,
                             uint64_t size, char *dst,
                             std::string &error) const {
  if (offset + size < offset || t.begin + offset + size > t.end) {
    error = "'" + filePath + "': read past tensor '" + t.name + "'";
    return false;
  }
  if (!preadAll(fd, dataStart + t.begin + offset, size, dst)) {
    error = "'" + filePath + "': cannot read tensor '" + t.name +
            "': " + std::strerror(errno);
    return false;
  }
  return true;
}

/// Writes all of `bytes` to `fd`.
static bool writeAll(int fd, const char *p, size_t n) {
  while (n > 0) {
    ssize_t w = ::write(fd, p, n);
    if (w < 0 && errno == EINTR)
      continue;
    if (w <= 0)
      return false;
    p += w;
    n -= size_t(w);
  }
  return true;
}

/// Makes a rename in the directory of `path` durable.
static void syncDirectoryOf(const std::string &path) {
  llvm::StringRef dir = llvm::sys::path::parent_path(path);
  int d = ::open(dir.empty() ? "." : dir.str().c_str(), O_RDONLY | O_DIRECTORY);
  if (d >= 0) {
    ::fsync(d);
    ::close(d);
  }
}

/// Writes the pieces to a temporary file, fsyncs it and renames it over
/// `path`.
static bool writePiecesDurably(const std::string &path,
                               llvm::ArrayRef<llvm::ArrayRef<char>> pieces,
                               std::string &error) {
  std::string tmp = path + ".tmp." + std::to_string(::getpid());
  int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) {
    error = "cannot write '" + path + "': " + std::strerror(errno);
    return false;
  }
  bool ok = true;
  for (llvm::ArrayRef<char> p : pieces)
    ok = ok && writeAll(fd, p.data(), p.size());
  ok = ok && ::fsync(fd) == 0;
  int saved = errno;
  ok = (::close(fd) == 0) && ok;
  if (ok && ::rename(tmp.c_str(), path.c_str()) != 0) {
    saved = errno;
    ok = false;
  }
  if (!ok) {
    ::unlink(tmp.c_str());
    error = "error writing '" + path + "': " + std::strerror(saved);
    return false;
  }
  syncDirectoryOf(path);
  return true;
}

bool writeFileDurably(const std::string &path, llvm::ArrayRef<char> bytes,
                      std::string &error) {
  return writePiecesDurably(path, {bytes}, error);
}

bool writeSafeTensors(const std::string &path,
                      llvm::ArrayRef<SafeTensorData> tensors,
                      const std::map<std::string, std::string> &metadata,
                      std::string &error) {
  llvm::json::Object header;
  if (!metadata.empty()) {
    llvm::json::Object m;
    for (const auto &[k, v] : metadata)
      m[k] = v;
    header["__metadata__"] = std::move(m);
  }
  std::vector<llvm::ArrayRef<char>> pieces(1 + tensors.size());
  uint64_t offset = 0;
  for (auto [i, t] : llvm::enumerate(tensors)) {
    size_t size = safeTensorsElementSize(t.dtype);
    for (int64_t d : t.shape)
      size *= size_t(d);
    llvm::json::Array shape;
    for (int64_t d : t.shape)
      shape.push_back(d);
    header[t.name] = llvm::json::Object{
        {"dtype", t.dtype},
        {"shape", std::move(shape)},
        {"data_offsets", llvm::json::Array{offset, offset + size}}};
    pieces[1 + i] = llvm::ArrayRef<char>(t.data, size);
    offset += size;
  }
  std::string json = llvm::formatv("{0}", llvm::json::Value(std::move(header)));
  // Pad the header with spaces so that the data starts 8-byte aligned.
  json.append((8 - json.size() % 8) % 8, ' ');
  std::string prefix(8, '\0');
  for (int i = 0; i < 8; ++i)
    prefix[i] = char((uint64_t(json.size()) >> (8 * i)) & 0xff);
  prefix += json;
  pieces[0] = llvm::ArrayRef<char>(prefix.data(), prefix.size());
  return writePiecesDurably(path, pieces, error);
}

} // namespace cleave::run
