//===- FuzzMLIR.h - shared setup of the MLIR libFuzzer targets -*- C++ -*-===//
//
// One MLIRContext for the whole fuzzing run with every dialect cleave-opt
// knows (cleave included, with its sharding-rule models), multithreading off
// and a diagnostic handler that swallows errors: malformed input must end in
// a diagnostic, never a crash, and only crashes interest the fuzzer.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_FUZZ_FUZZMLIR_H
#define CLEAVE_FUZZ_FUZZMLIR_H

#include "cleave/IR/CleaveDialect.h"
#include "cleave/IR/CleaveInterfaces.h"
#include "cleave/Transforms/Passes.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/SourceMgr.h"

#include <cstring>

namespace cleave_fuzz {

inline mlir::MLIRContext &context() {
  static mlir::MLIRContext *ctx = [] {
    mlir::DialectRegistry registry;
    mlir::registerAllDialects(registry);
    mlir::registerAllExtensions(registry);
    registry.insert<mlir::cleave::CleaveDialect>();
    mlir::cleave::registerShardingRuleModels(registry);
    auto *c = new mlir::MLIRContext(registry,
                                    mlir::MLIRContext::Threading::DISABLED);
    c->loadAllAvailableDialects();
    c->getDiagEngine().registerHandler(
        [](mlir::Diagnostic &) { return mlir::success(); });
    return c;
  }();
  return *ctx;
}

/// True when `text` has a `permutation = ` / `dimensions = ` list that is not
/// a well-formed `[i, j, ...]`: the upstream (libMLIR 22) parsers of
/// linalg.transpose, linalg.broadcast and linalg.reduce dereference a null
/// attribute on such input (test/Regression/Inputs/upstream-linalg-*.mlir),
/// which is not ours to fix and would stop every run at once.
/// Also true for brackets nested deeper than 256: the upstream parser recurses
/// once per level (parseAttribute -> parseCommaSeparatedListUntil) and a few
/// thousand `[` overflow the stack (more so under ASan); no real program nests
/// that deep.
/// Also true for a linalg op followed by `<` and anything but a dictionary,
/// and for an `iterator_types` list with an entry that is not a string.
/// Also true for an empty `[]` in a program with a tensor.expand_shape /
/// collapse_shape: the upstream expand_shape verifier dereferences a null
/// AffineExpr on an empty reassociation group (`[[], [2], [3]]`; finding 10,
/// test/Regression/Inputs/upstream-expand-shape-empty-group.mlir).
/// (The MLIR lexer skips NUL bytes inside a buffer like blanks, so they are
/// blanks here too.)
inline bool hitsUpstreamParserCrash(llvm::StringRef text) {
  // The MLIR lexer skips exactly these (and NUL inside a buffer); \v and
  // \f are "unexpected character" errors, which the parsers above crash on.
  const llvm::StringRef blanks(" \t\n\r\0", 5);
  int depth = 0;
  for (char c : text) {
    if (c == '[' || c == '(' || c == '{' || c == '<')
      ++depth;
    else if (c == ']' || c == ')' || c == '}' || c == '>')
      depth = depth > 0 ? depth - 1 : 0;
    if (depth > 256)
      return true;
  }
  if (text.contains("expand_shape") || text.contains("collapse_shape")) {
    for (size_t pos = text.find('['); pos != llvm::StringRef::npos;
         pos = text.find('[', pos + 1))
      if (text.drop_front(pos + 1).ltrim(blanks).starts_with("]"))
        return true;
  }
  // `linalg.<op><X>` with X not a dictionary: the named-op parsers read X as
  // the properties dictionary and crash (LLVM ERROR "SmallVector unable to
  // grow"; finding 16, test/Regression/Inputs/upstream-linalg-properties-not-dict.mlir).
  for (size_t pos = text.find("linalg."); pos != llvm::StringRef::npos;
       pos = text.find("linalg.", pos + 1)) {
    llvm::StringRef rest = text.drop_front(pos + strlen("linalg."));
    rest = rest.drop_while([](char c) { return llvm::isAlnum(c) || c == '_'; })
               .ltrim(blanks);
    if (rest.consume_front("<") && !rest.ltrim(blanks).starts_with("{"))
      return true;
  }
  // `iterator_types = [...]` holding anything but strings / attributes: the
  // linalg.generic parser casts each entry to a string and crashes (finding
  // 18, test/Regression/Inputs/upstream-linalg-iterator-type-not-string.mlir).
  for (size_t pos = text.find("iterator_types"); pos != llvm::StringRef::npos;
       pos = text.find("iterator_types", pos + 1)) {
    llvm::StringRef rest =
        text.drop_front(pos + strlen("iterator_types")).ltrim(blanks);
    if (!rest.consume_front("="))
      continue;
    rest = rest.ltrim(blanks);
    if (!rest.consume_front("["))
      return true;
    while (true) {
      rest = rest.ltrim(blanks);
      if (rest.empty())
        return true;
      if (rest.front() == ']')
        break;
      if (rest.front() != '"' && rest.front() != '#')
        return true;
      // Skip the entry: up to the next ',' or ']' outside quotes.
      bool quoted = false;
      size_t i = 0;
      for (; i < rest.size(); ++i) {
        if (rest[i] == '"')
          quoted = !quoted;
        else if (!quoted && (rest[i] == ',' || rest[i] == ']'))
          break;
      }
      rest = rest.drop_front(i);
      if (!rest.consume_front(","))
        break;
    }
  }
  for (llvm::StringRef key : {"permutation", "dimensions"}) {
    size_t pos = 0;
    while ((pos = text.find(key, pos)) != llvm::StringRef::npos) {
      llvm::StringRef rest = text.drop_front(pos + key.size()).ltrim(blanks);
      pos += key.size();
      if (!rest.consume_front("="))
        continue;
      rest = rest.ltrim(blanks);
      if (!rest.consume_front("["))
        return true;
      // Digits (optionally negative) separated by commas, then ']'.
      bool wantNumber = true, first = true;
      while (true) {
        rest = rest.ltrim(blanks);
        if (rest.empty())
          return true;
        if (rest.front() == ']') {
          if (wantNumber && !first)
            return true;
          break;
        }
        if (wantNumber) {
          rest.consume_front("-");
          size_t n = 0;
          while (n < rest.size() && llvm::isDigit(rest[n]))
            ++n;
          if (n == 0 || n > 18) // none, or past int64 (also crashes there)
            return true;
          rest = rest.drop_front(n);
          wantNumber = first = false;
        } else {
          if (!rest.consume_front(","))
            return true;
          wantNumber = true;
        }
      }
    }
  }
  return false;
}

/// Parses (and verifies) `data` as a module; null on any error.
inline mlir::OwningOpRef<mlir::ModuleOp> parse(const uint8_t *data,
                                                size_t size) {
  // The MLIR lexer reads up to the NUL that ends every buffer the tools read
  // from files (MemoryBuffer); libFuzzer's bytes have none, so parse a copy
  // (std::string keeps a NUL after its last byte).
  std::string copy(reinterpret_cast<const char *>(data), size);
  llvm::StringRef text(copy.c_str(), copy.size());
  if (hitsUpstreamParserCrash(text))
    return nullptr;
  return mlir::parseSourceString<mlir::ModuleOp>(text, &context());
}

} // namespace cleave_fuzz

#endif // CLEAVE_FUZZ_FUZZMLIR_H
