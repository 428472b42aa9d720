//===- Json.cpp - Minimal JSON reader for solver inputs -------------------===//
//
// Recursive-descent JSON parser with a nesting limit so hostile input cannot
// exhaust the stack. Numbers that are integral and fit int64 are kept exact.
//
//===----------------------------------------------------------------------===//

#include "cleave/Solver/Json.h"
#include "cleave/Support/FileLimits.h"

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <sys/stat.h>

#ifdef CLEAVE_HAVE_ZLIB
#include <zlib.h>
#endif

using namespace cleave::solver;

size_t JsonValue::size() const {
  if (kind == Kind::IntArray)
    return ints.size();
  if (kind == Kind::Array)
    return elements.size();
  if (kind == Kind::Object)
    return members.size();
  return 0;
}

JsonValue JsonValue::at(size_t i) const {
  if (kind == Kind::IntArray)
    return makeInt(ints[i]);
  return elements[i];
}

JsonValue JsonValue::makeInt(int64_t v) {
  JsonValue value;
  value.kind = Kind::Int;
  value.intValue = v;
  value.doubleValue = static_cast<double>(v);
  return value;
}

const JsonValue *JsonValue::get(const std::string &key) const {
  // Last duplicate wins, as in most JSON libraries.
  const JsonValue *found = nullptr;
  for (const auto &member : members)
    if (member.first == key)
      found = &member.second;
  return found;
}

const char *JsonValue::kindName() const {
  switch (kind) {
  case Kind::Null:
    return "null";
  case Kind::Bool:
    return "a boolean";
  case Kind::Int:
    return "an integer";
  case Kind::Double:
    return "a non-integer number";
  case Kind::String:
    return "a string";
  case Kind::Array:
  case Kind::IntArray:
    return "an array";
  case Kind::Object:
    return "an object";
  }
  return "a value";
}

namespace cleave::solver {
class JsonParser {
public:
  explicit JsonParser(const std::string &text) : text(text) {}

  bool parseDocument(JsonValue &result, std::string &error) {
    skipSpace();
    if (!parseValue(result, 0))
      return fail(error);
    skipSpace();
    if (pos != text.size()) {
      message = "unexpected trailing characters";
      return fail(error);
    }
    return true;
  }

private:
  static constexpr int kMaxDepth = 512;
  const std::string &text;
  size_t pos = 0;
  std::string message;

  bool fail(std::string &error) {
    size_t line = 1, column = 1;
    for (size_t i = 0; i < pos && i < text.size(); ++i) {
      if (text[i] == '\n') {
        ++line;
        column = 1;
      } else {
        ++column;
      }
    }
    error = "invalid JSON at line " + std::to_string(line) + ", column " +
            std::to_string(column) + ": " + message;
    return false;
  }

  bool setError(const std::string &msg) {
    message = msg;
    return false;
  }

  void skipSpace() {
    while (pos < text.size() &&
           (text[pos] == ' ' || text[pos] == '\n' || text[pos] == '\t' ||
            text[pos] == '\r'))
      ++pos;
  }

  bool parseValue(JsonValue &out, int depth) {
    if (depth > kMaxDepth)
      return setError("nesting too deep");
    if (pos >= text.size())
      return setError("unexpected end of input");
    char c = text[pos];
    if (c == '{')
      return parseObject(out, depth);
    if (c == '[')
      return parseArray(out, depth);
    if (c == '"') {
      out.kind = JsonValue::Kind::String;
      return parseString(out.stringValue);
    }
    if (c == '-' || (c >= '0' && c <= '9'))
      return parseNumber(out);
    if (text.compare(pos, 4, "true") == 0) {
      pos += 4;
      out.kind = JsonValue::Kind::Bool;
      out.intValue = 1;
      return true;
    }
    if (text.compare(pos, 5, "false") == 0) {
      pos += 5;
      out.kind = JsonValue::Kind::Bool;
      out.intValue = 0;
      return true;
    }
    if (text.compare(pos, 4, "null") == 0) {
      pos += 4;
      out.kind = JsonValue::Kind::Null;
      return true;
    }
    return setError(std::string("unexpected character '") + c + "'");
  }

  bool parseNumber(JsonValue &out) {
    size_t start = pos;
    if (text[pos] == '-')
      ++pos;
    if (pos >= text.size() || !(text[pos] >= '0' && text[pos] <= '9'))
      return setError("malformed number");
    while (pos < text.size() && text[pos] >= '0' && text[pos] <= '9')
      ++pos;
    bool isInteger = true;
    if (pos < text.size() && text[pos] == '.') {
      isInteger = false;
      ++pos;
      if (pos >= text.size() || !(text[pos] >= '0' && text[pos] <= '9'))
        return setError("malformed number");
      while (pos < text.size() && text[pos] >= '0' && text[pos] <= '9')
        ++pos;
    }
    if (pos < text.size() && (text[pos] == 'e' || text[pos] == 'E')) {
      isInteger = false;
      ++pos;
      if (pos < text.size() && (text[pos] == '+' || text[pos] == '-'))
        ++pos;
      if (pos >= text.size() || !(text[pos] >= '0' && text[pos] <= '9'))
        return setError("malformed number");
      while (pos < text.size() && text[pos] >= '0' && text[pos] <= '9')
        ++pos;
    }
    std::string literal = text.substr(start, pos - start);
    if (isInteger) {
      errno = 0;
      char *end = nullptr;
      long long v = std::strtoll(literal.c_str(), &end, 10);
      if (errno == ERANGE) {
        pos = start;
        return setError("integer " + literal + " does not fit in 64 bits");
      }
      out = JsonValue::makeInt(v);
      return true;
    }
    double d = std::strtod(literal.c_str(), nullptr);
    // Integral values written with an exponent or ".0" are still integers.
    if (std::isfinite(d) && d == std::floor(d) && std::fabs(d) < 9.2e18) {
      out = JsonValue::makeInt(static_cast<int64_t>(d));
      return true;
    }
    out.kind = JsonValue::Kind::Double;
    out.doubleValue = d;
    return true;
  }

  static void appendUtf8(std::string &s, unsigned cp) {
    if (cp < 0x80) {
      s += static_cast<char>(cp);
    } else if (cp < 0x800) {
      s += static_cast<char>(0xC0 | (cp >> 6));
      s += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
      s += static_cast<char>(0xE0 | (cp >> 12));
      s += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
      s += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
      s += static_cast<char>(0xF0 | (cp >> 18));
      s += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
      s += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
      s += static_cast<char>(0x80 | (cp & 0x3F));
    }
  }

  bool parseHex4(unsigned &cp) {
    if (pos + 4 > text.size())
      return setError("truncated \\u escape");
    cp = 0;
    for (int i = 0; i < 4; ++i) {
      char h = text[pos++];
      cp <<= 4;
      if (h >= '0' && h <= '9')
        cp |= h - '0';
      else if (h >= 'a' && h <= 'f')
        cp |= h - 'a' + 10;
      else if (h >= 'A' && h <= 'F')
        cp |= h - 'A' + 10;
      else
        return setError("invalid \\u escape");
    }
    return true;
  }

  bool parseString(std::string &out) {
    ++pos; // opening quote
    while (true) {
      if (pos >= text.size())
        return setError("unterminated string");
      char c = text[pos++];
      if (c == '"')
        return true;
      if (static_cast<unsigned char>(c) < 0x20)
        return setError("control character in string");
      if (c != '\\') {
        out += c;
        continue;
      }
      if (pos >= text.size())
        return setError("unterminated string");
      char e = text[pos++];
      switch (e) {
      case '"':
      case '\\':
      case '/':
        out += e;
        break;
      case 'b':
        out += '\b';
        break;
      case 'f':
        out += '\f';
        break;
      case 'n':
        out += '\n';
        break;
      case 'r':
        out += '\r';
        break;
      case 't':
        out += '\t';
        break;
      case 'u': {
        unsigned cp;
        if (!parseHex4(cp))
          return false;
        if (cp >= 0xD800 && cp < 0xDC00 && pos + 6 <= text.size() &&
            text[pos] == '\\' && text[pos + 1] == 'u') {
          pos += 2;
          unsigned lo;
          if (!parseHex4(lo))
            return false;
          cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
        }
        appendUtf8(out, cp);
        break;
      }
      default:
        --pos;
        return setError("invalid escape in string");
      }
    }
  }

  bool parseArray(JsonValue &out, int depth) {
    ++pos; // '['
    // Start compact; fall back to generic elements on the first non-integer.
    out.kind = JsonValue::Kind::IntArray;
    skipSpace();
    if (pos < text.size() && text[pos] == ']') {
      ++pos;
      return true;
    }
    while (true) {
      skipSpace();
      JsonValue element;
      if (!parseValue(element, depth + 1))
        return false;
      if (out.kind == JsonValue::Kind::IntArray && element.isInt()) {
        out.ints.push_back(element.intValue);
      } else {
        if (out.kind == JsonValue::Kind::IntArray) {
          out.kind = JsonValue::Kind::Array;
          out.elements.reserve(out.ints.size() + 1);
          for (int64_t v : out.ints)
            out.elements.push_back(JsonValue::makeInt(v));
          out.ints.clear();
          out.ints.shrink_to_fit();
        }
        out.elements.push_back(std::move(element));
      }
      skipSpace();
      if (pos >= text.size())
        return setError("unterminated array");
      if (text[pos] == ',') {
        ++pos;
        continue;
      }
      if (text[pos] == ']') {
        ++pos;
        return true;
      }
      return setError("expected ',' or ']' in array");
    }
  }

  bool parseObject(JsonValue &out, int depth) {
    ++pos; // '{'
    out.kind = JsonValue::Kind::Object;
    skipSpace();
    if (pos < text.size() && text[pos] == '}') {
      ++pos;
      return true;
    }
    while (true) {
      skipSpace();
      if (pos >= text.size() || text[pos] != '"')
        return setError("expected a string key in object");
      std::string key;
      if (!parseString(key))
        return false;
      skipSpace();
      if (pos >= text.size() || text[pos] != ':')
        return setError("expected ':' after object key");
      ++pos;
      skipSpace();
      JsonValue value;
      if (!parseValue(value, depth + 1))
        return false;
      out.members.emplace_back(std::move(key), std::move(value));
      skipSpace();
      if (pos >= text.size())
        return setError("unterminated object");
      if (text[pos] == ',') {
        ++pos;
        continue;
      }
      if (text[pos] == '}') {
        ++pos;
        return true;
      }
      return setError("expected ',' or '}' in object");
    }
  }
};
} // namespace cleave::solver

bool cleave::solver::parseJson(const std::string &text, JsonValue &result,
                               std::string &error) {
  JsonParser parser(text);
  result = JsonValue();
  return parser.parseDocument(result, error);
}

bool cleave::solver::readFile(const std::string &path, std::string &text,
                              std::string &error) {
  text.clear();
  // Devices and pipes could be read without end; big files fail at once.
  struct stat st;
  if (::stat(path.c_str(), &st) == 0) {
    if (!S_ISREG(st.st_mode)) {
      error = "'" + path + "' is not a regular file";
      return false;
    }
    const uint64_t cap = fileSizeLimit(kDefaultMaxInputBytes);
    if (uint64_t(st.st_size) > cap) {
      error = fileTooLargeMessage(path, cap);
      return false;
    }
  }
#ifdef CLEAVE_HAVE_ZLIB
  // gzread passes uncompressed files through unchanged.
  errno = 0;
  gzFile file = gzopen(path.c_str(), "rb");
  if (!file) {
    error = "cannot open '" + path + "': " +
            std::strerror(errno ? errno : ENOMEM);
    return false;
  }
  gzbuffer(file, 1 << 17);
  char buffer[1 << 16];
  int n;
  const uint64_t limit = fileSizeLimit(kDefaultMaxInputBytes);
  while ((n = gzread(file, buffer, sizeof(buffer))) > 0) {
    // The decompressed size counts: a small .gz can expand without bound.
    if (text.size() + static_cast<size_t>(n) > limit) {
      gzclose(file);
      text.clear();
      error = fileTooLargeMessage(path, limit);
      return false;
    }
    text.append(buffer, static_cast<size_t>(n));
  }
  // A truncated stream ends without an error from gzread; gzerror says so.
  int code = Z_OK;
  const char *reason = gzerror(file, &code);
  std::string message = code == Z_ERRNO ? std::strerror(errno)
                        : reason && *reason ? reason
                                            : "corrupt data";
  gzclose(file);
  // zlib prefixes its messages with the path.
  if (message.compare(0, path.size() + 2, path + ": ") == 0)
    message.erase(0, path.size() + 2);
  if (n < 0 || (code != Z_OK && code != Z_STREAM_END)) {
    error = "error reading '" + path + "': " + message;
    return false;
  }
  return true;
#else
  FILE *file = std::fopen(path.c_str(), "rb");
  if (!file) {
    error = "cannot open '" + path + "': " + std::strerror(errno);
    return false;
  }
  char buffer[1 << 16];
  size_t n;
  const uint64_t limit = fileSizeLimit(kDefaultMaxInputBytes);
  while ((n = std::fread(buffer, 1, sizeof(buffer), file)) > 0) {
    if (text.size() + n > limit) {
      std::fclose(file);
      text.clear();
      error = fileTooLargeMessage(path, limit);
      return false;
    }
    text.append(buffer, n);
  }
  bool bad = std::ferror(file);
  std::fclose(file);
  if (bad) {
    error = "error reading '" + path + "'";
    return false;
  }
  return true;
#endif
}
