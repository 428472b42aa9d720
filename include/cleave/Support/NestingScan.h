//===- NestingScan.h - bound the nesting of MLIR text before parsing -*- C++ -*-===//
//
// MLIR's parser recurses once per nesting level and overflows the stack on
// deeply nested input (about 4000 nested regions, 20000 nested attribute
// arrays with the default 8 MiB stack: a segfault in libMLIR). The tools
// scan the text first and refuse input nested deeper than kMaxTextNesting
// with an error naming the line. Plain C++17.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_SUPPORT_NESTINGSCAN_H
#define CLEAVE_SUPPORT_NESTINGSCAN_H

#include <cstddef>
#include <string>

namespace cleave {

constexpr int kMaxTextNesting = 2000;

/// Fails (false, with `error` naming the line) when the brackets { [ ( < of
/// `text`, outside strings and `//` comments, nest deeper than `limit`
/// (`->` is not a closing bracket), or when `text` holds a NUL byte.
inline bool checkTextNesting(const char *text, size_t size,
                             std::string &error,
                             int limit = kMaxTextNesting) {
  int depth = 0;
  size_t line = 1;
  for (size_t i = 0; i < size; ++i) {
    char c = text[i];
    if (c == '\n') {
      ++line;
    } else if (c == '\0') {
      // The MLIR lexer stops at a NUL: whatever follows would be ignored.
      error = "line " + std::to_string(line) +
              ": the file contains a NUL byte (it is not MLIR text)";
      return false;
    } else if (c == '"') {
      for (++i; i < size && text[i] != '"' && text[i] != '\n'; ++i)
        if (text[i] == '\\')
          ++i;
    } else if (c == '/' && i + 1 < size && text[i + 1] == '/') {
      while (i + 1 < size && text[i + 1] != '\n')
        ++i;
    } else if (c == '{' || c == '[' || c == '(' || c == '<') {
      if (++depth > limit) {
        error = "line " + std::to_string(line) +
                ": brackets nest deeper than " + std::to_string(limit) +
                " levels, more than the MLIR parser can take without "
                "overflowing its stack; flatten the program";
        return false;
      }
    } else if ((c == '}' || c == ']' || c == ')' ||
                (c == '>' && (i == 0 || text[i - 1] != '-'))) &&
               depth > 0) {
      --depth;
    }
  }
  return true;
}

} // namespace cleave

#endif // CLEAVE_SUPPORT_NESTINGSCAN_H
