//===- Json.h - Minimal JSON reader for solver inputs -----------*- C++ -*-===//
//
// A small, dependency-free JSON reader for the solver's file formats. It
// never throws or aborts: malformed text yields an error with line and column.
// Arrays of integers are stored compactly because IOPDDL problems are mostly
// large integer matrices.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_SOLVER_JSON_H
#define CLEAVE_SOLVER_JSON_H

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace cleave::solver {

class JsonValue {
public:
  enum class Kind { Null, Bool, Int, Double, String, Array, IntArray, Object };

  Kind getKind() const { return kind; }
  bool isNull() const { return kind == Kind::Null; }
  bool isInt() const { return kind == Kind::Int; }
  bool isNumber() const { return kind == Kind::Int || kind == Kind::Double; }
  bool isString() const { return kind == Kind::String; }
  bool isObject() const { return kind == Kind::Object; }
  /// True for both generic arrays and compact integer arrays.
  bool isArray() const { return kind == Kind::Array || kind == Kind::IntArray; }

  int64_t getInt() const { return intValue; }
  double getDouble() const { return doubleValue; }
  bool getBool() const { return intValue != 0; }
  const std::string &getString() const { return stringValue; }

  size_t size() const;
  /// Element `i` of an array; for an integer array this materialises a value.
  JsonValue at(size_t i) const;
  /// Elements of an integer array (empty if this is a generic array).
  const std::vector<int64_t> &getInts() const { return ints; }
  const std::vector<JsonValue> &getElements() const { return elements; }
  /// Object member lookup; null when absent.
  const JsonValue *get(const std::string &key) const;
  const std::vector<std::pair<std::string, JsonValue>> &getMembers() const {
    return members;
  }

  static JsonValue makeInt(int64_t v);

  /// Short name of the kind for error messages ("an array", "a string").
  const char *kindName() const;

private:
  friend class JsonParser;
  Kind kind = Kind::Null;
  int64_t intValue = 0;
  double doubleValue = 0;
  std::string stringValue;
  std::vector<JsonValue> elements;
  std::vector<int64_t> ints;
  std::vector<std::pair<std::string, JsonValue>> members;
};

/// Parses `text`. On failure returns false and sets `error` to a message that
/// names the line and column.
bool parseJson(const std::string &text, JsonValue &result, std::string &error);

/// Reads a whole file into `text`, decompressing gzip when built with zlib;
/// false with a message on failure.
bool readFile(const std::string &path, std::string &text, std::string &error);

} // namespace cleave::solver

#endif // CLEAVE_SOLVER_JSON_H
