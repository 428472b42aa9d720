//===- NpyIO.cpp - robust .npy reader and writer --------------------------===//
//
// See NpyIO.h. The header is parsed as the Python dict literal NumPy writes
// ({'descr': '<f4', 'fortran_order': False, 'shape': (3, 4), }); the
// element data is decoded only after the file is known to hold all of it.
//
//===----------------------------------------------------------------------===//

#include "cleave/Run/NpyIO.h"

#include "cleave/Support/FileLimits.h"
#include "cleave/Support/FileUtil.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <sys/stat.h>

using namespace cleave::run;

namespace {

/// The three values of a .npy header.
struct NpyHeader {
  std::string descr;
  bool fortranOrder = false;
  std::vector<int64_t> shape;
};

/// A strict parser of the header dict; `error` names what is wrong.
class HeaderParser {
public:
  explicit HeaderParser(const std::string &text) : s(text) {}

  bool parse(NpyHeader &header, std::string &error);

private:
  void skipSpace() {
    while (pos < s.size() && (s[pos] == ' ' || s[pos] == '\t' ||
                              s[pos] == '\n' || s[pos] == '\r'))
      ++pos;
  }
  bool consume(char c) {
    skipSpace();
    if (pos < s.size() && s[pos] == c) {
      ++pos;
      return true;
    }
    return false;
  }
  /// What is at the cursor, for messages.
  std::string here() const {
    if (pos >= s.size())
      return "the end of the header";
    std::string t = s.substr(pos, 12);
    for (char &c : t)
      if (static_cast<unsigned char>(c) < 0x20 ||
          static_cast<unsigned char>(c) >= 0x7f)
        c = '?';
    return "'" + t + "'";
  }
  bool fail(std::string &error, const std::string &message) {
    error = "malformed header: " + message;
    return false;
  }
  bool parseString(std::string &out, std::string &error);
  bool parseBool(bool &out, std::string &error);
  bool parseShape(std::vector<int64_t> &out, std::string &error);
  bool parseDim(int64_t &out, std::string &error);

  const std::string &s;
  size_t pos = 0;
};

} // namespace

bool HeaderParser::parseString(std::string &out, std::string &error) {
  skipSpace();
  if (pos >= s.size() || (s[pos] != '\'' && s[pos] != '"'))
    return fail(error, "expected a quoted string, found " + here());
  char quote = s[pos++];
  size_t end = s.find(quote, pos);
  if (end == std::string::npos)
    return fail(error, "unterminated string");
  out = s.substr(pos, end - pos);
  pos = end + 1;
  return true;
}

bool HeaderParser::parseBool(bool &out, std::string &error) {
  skipSpace();
  if (s.compare(pos, 4, "True") == 0) {
    out = true;
    pos += 4;
    return true;
  }
  if (s.compare(pos, 5, "False") == 0) {
    out = false;
    pos += 5;
    return true;
  }
  return fail(error, "'fortran_order' must be True or False, found " +
                         here());
}

bool HeaderParser::parseDim(int64_t &out, std::string &error) {
  skipSpace();
  size_t start = pos;
  while (pos < s.size() && s[pos] != ',' && s[pos] != ')' && s[pos] != ' ')
    ++pos;
  std::string token = s.substr(start, pos - start);
  if (!token.empty() && token.back() == 'L') // Python 2 longs
    token.pop_back();
  if (token.empty())
    return fail(error, "empty shape entry");
  if (token[0] == '-')
    return fail(error, "shape entry '" + token + "' is negative");
  int64_t v = 0;
  for (char c : token) {
    if (c < '0' || c > '9')
      return fail(error, "shape entry '" + token +
                             "' is not a non-negative integer");
    if (v > (INT64_MAX - (c - '0')) / 10)
      return fail(error, "shape entry '" + token + "' is too large");
    v = v * 10 + (c - '0');
  }
  out = v;
  return true;
}

bool HeaderParser::parseShape(std::vector<int64_t> &out, std::string &error) {
  if (!consume('('))
    return fail(error, "'shape' must be a tuple, found " + here());
  out.clear();
  while (!consume(')')) {
    if (out.size() >= 64)
      return fail(error, "the shape has more than 64 dims");
    int64_t dim;
    if (!parseDim(dim, error))
      return false;
    out.push_back(dim);
    if (!consume(',')) {
      if (consume(')'))
        break;
      return fail(error, "expected ',' or ')' in the shape, found " + here());
    }
  }
  return true;
}

bool HeaderParser::parse(NpyHeader &header, std::string &error) {
  if (!consume('{'))
    return fail(error, "expected '{', found " + here());
  bool seenDescr = false, seenFortran = false, seenShape = false;
  while (!consume('}')) {
    std::string key;
    if (!parseString(key, error))
      return false;
    if (!consume(':'))
      return fail(error, "expected ':' after '" + key + "', found " + here());
    bool ok;
    if (key == "descr" && !seenDescr) {
      ok = parseString(header.descr, error);
      seenDescr = true;
    } else if (key == "fortran_order" && !seenFortran) {
      ok = parseBool(header.fortranOrder, error);
      seenFortran = true;
    } else if (key == "shape" && !seenShape) {
      ok = parseShape(header.shape, error);
      seenShape = true;
    } else if (key == "descr" || key == "fortran_order" || key == "shape") {
      return fail(error, "key '" + key + "' appears twice");
    } else {
      return fail(error, "unknown key '" + key +
                             "' (expected 'descr', 'fortran_order', 'shape')");
    }
    if (!ok)
      return false;
    if (!consume(',')) {
      if (consume('}'))
        break;
      return fail(error, "expected ',' or '}', found " + here());
    }
  }
  if (!seenDescr || !seenFortran || !seenShape)
    return fail(error, std::string("missing key '") +
                           (!seenDescr     ? "descr"
                            : !seenFortran ? "fortran_order"
                                           : "shape") +
                           "'");
  skipSpace();
  if (pos != s.size())
    return fail(error, "unexpected " + here() + " after the dict");
  return true;
}

/// Checks `descr` and sets the element kind ('f', 'i', 'u', 'b') and size.
static bool checkDescr(const std::string &descr, char &kind, int &size,
                       std::string &error) {
  std::string why;
  if (descr.size() != 3)
    why = "";
  else if (descr[0] == '>')
    why = " (big-endian arrays are not supported)";
  if (descr.size() == 3 && (descr[0] == '<' || descr[0] == '|' ||
                            descr[0] == '=')) {
    kind = descr[1];
    size = descr[2] - '0';
    bool ok = (kind == 'f' && (size == 2 || size == 4 || size == 8)) ||
              ((kind == 'i' || kind == 'u') &&
               (size == 1 || size == 2 || size == 4 || size == 8)) ||
              (kind == 'b' && size == 1);
    if (ok)
      return true;
  }
  error = "unsupported dtype '" + descr + "'" + why +
          "; supported: <f2 <f4 <f8 |i1 <i2 <i4 <i8 |u1 <u2 <u4 <u8 |b1";
  return false;
}

static long double decode(char kind, int size, const char *p) {
  auto load = [p](auto x) {
    std::memcpy(&x, p, sizeof(x));
    return x;
  };
  if (kind == 'f')
    return size == 2   ? static_cast<long double>(float(load(_Float16())))
           : size == 4 ? static_cast<long double>(load(float()))
                       : static_cast<long double>(load(double()));
  if (kind == 'i')
    return size == 1   ? load(int8_t())
           : size == 2 ? load(int16_t())
           : size == 4 ? load(int32_t())
                       : static_cast<long double>(load(int64_t()));
  return size == 1   ? load(uint8_t())
         : size == 2 ? load(uint16_t())
         : size == 4 ? load(uint32_t())
                     : static_cast<long double>(load(uint64_t()));
}

std::string cleave::run::formatShape(const std::vector<int64_t> &shape) {
  std::string out = "[";
  for (size_t i = 0; i < shape.size(); ++i)
    out += (i ? "x" : "") + std::to_string(shape[i]);
  return out + "]";
}

bool cleave::run::parseNpy(const char *data, size_t size, NpyArray &array,
                           std::string &error) {
  if (size < 10 || std::memcmp(data, "\x93NUMPY", 6) != 0) {
    error = "not a .npy file (no \\x93NUMPY magic)";
    return false;
  }
  unsigned major = static_cast<unsigned char>(data[6]);
  size_t prefix = major == 1 ? 10 : 12;
  if (major < 1 || major > 3) {
    error = "unsupported .npy version " + std::to_string(major) +
            " (1, 2 and 3 are)";
    return false;
  }
  if (size < prefix) {
    error = "truncated: the file ends inside the header length";
    return false;
  }
  const unsigned char *u = reinterpret_cast<const unsigned char *>(data);
  uint64_t headerLen = u[8] | (u[9] << 8);
  if (major > 1)
    headerLen |= (uint64_t(u[10]) << 16) | (uint64_t(u[11]) << 24);
  if (headerLen > size - prefix) {
    error = "truncated: the header claims " + std::to_string(headerLen) +
            " bytes but only " + std::to_string(size - prefix) + " follow";
    return false;
  }
  std::string text(data + prefix, headerLen);
  if (text.find('\0') != std::string::npos) {
    error = "malformed header: it contains a NUL byte";
    return false;
  }
  NpyHeader header;
  if (!HeaderParser(text).parse(header, error))
    return false;
  if (header.fortranOrder) {
    error = "Fortran-order arrays are not supported (save with "
            "np.ascontiguousarray)";
    return false;
  }
  char kind = 0;
  int elemSize = 0;
  if (!checkDescr(header.descr, kind, elemSize, error))
    return false;
  uint64_t count = 1;
  for (int64_t d : header.shape) {
    if (d != 0 && count > uint64_t(INT64_MAX) / uint64_t(d)) {
      error = "the shape " + formatShape(header.shape) +
              " has more elements than fit in int64";
      return false;
    }
    count *= uint64_t(d);
  }
  uint64_t available = size - prefix - headerLen;
  if (count > available / uint64_t(elemSize)) {
    error = "truncated: the shape " + formatShape(header.shape) + " of '" +
            header.descr + "' needs " +
            (count > uint64_t(INT64_MAX) / uint64_t(elemSize)
                 ? std::string("more than 2^63")
                 : std::to_string(count * uint64_t(elemSize))) +
            " bytes of data but the file has " + std::to_string(available);
    return false;
  }
  if (count * uint64_t(elemSize) != available) {
    error = "the file has " + std::to_string(available - count * elemSize) +
            " bytes after the data of the shape " +
            formatShape(header.shape);
    return false;
  }
  array.descr = header.descr;
  array.shape = header.shape;
  array.values.resize(count);
  const char *p = data + prefix + headerLen;
  for (uint64_t i = 0; i < count; ++i)
    array.values[i] = decode(kind, elemSize, p + i * elemSize);
  return true;
}

bool cleave::run::readNpy(const std::string &path, NpyArray &array,
                          std::string &error) {
  struct stat st;
  if (::stat(path.c_str(), &st) != 0) {
    error = "cannot open '" + path + "': " + std::strerror(errno);
    return false;
  }
  if (!S_ISREG(st.st_mode)) {
    error = "'" + path + "' is not a regular file";
    return false;
  }
  uint64_t limit = fileSizeLimit(kDefaultMaxInputBytes);
  if (uint64_t(st.st_size) > limit) {
    error = fileTooLargeMessage(path, limit);
    return false;
  }
  std::FILE *file = std::fopen(path.c_str(), "rb");
  if (!file) {
    error = "cannot open '" + path + "': " + std::strerror(errno);
    return false;
  }
  // Never more than the file's size: the header cannot make us allocate.
  std::string bytes(size_t(st.st_size), '\0');
  size_t got = std::fread(&bytes[0], 1, bytes.size(), file);
  bool bad = std::ferror(file);
  std::fclose(file);
  if (bad || got != bytes.size()) {
    error = "error reading '" + path + "'";
    return false;
  }
  if (!parseNpy(bytes.data(), bytes.size(), array, error)) {
    error = "'" + path + "': " + error;
    return false;
  }
  return true;
}

static void appendValue(std::string &out, const std::string &descr,
                        long double v) {
  auto put = [&out](auto x) {
    out.append(reinterpret_cast<const char *>(&x), sizeof(x));
  };
  if (descr == "<f4")
    put(float(v));
  else if (descr == "<f8")
    put(double(v));
  else if (descr == "<f2")
    put(_Float16(float(v)));
  else if (descr == "<i4")
    put(int32_t(v));
  else
    put(int64_t(v));
}

bool cleave::run::writeNpy(const std::string &path,
                           const std::vector<int64_t> &shape,
                           const std::string &descr,
                           const std::vector<long double> &values,
                           std::string &error) {
  if (descr != "<f4" && descr != "<f8" && descr != "<f2" && descr != "<i4" &&
      descr != "<i8") {
    error = "unsupported output dtype '" + descr + "'";
    return false;
  }
  std::string dims = "(";
  for (size_t i = 0; i < shape.size(); ++i)
    dims += std::to_string(shape[i]) +
            (shape.size() == 1 ? "," : (i + 1 < shape.size() ? ", " : ""));
  dims += ")";
  std::string header = "{'descr': '" + descr +
                       "', 'fortran_order': False, 'shape': " + dims + ", }";
  size_t total = 10 + header.size() + 1;
  header.append((64 - total % 64) % 64, ' ');
  header += '\n';
  std::string out("\x93NUMPY\x01\x00", 8);
  out += char(header.size() & 0xff);
  out += char(header.size() >> 8);
  out += header;
  for (long double v : values)
    appendValue(out, descr, v);
  return cleave::writeFileAtomically(path, out, error);
}
