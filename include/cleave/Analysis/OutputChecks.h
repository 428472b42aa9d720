//===- OutputChecks.h - passes never write over their input ----*- C++ -*-===//
//
// Reports and dumps of cleave-propagate, cleave-auto-shard and
// cleave-estimate are refused when they name the file the module was
// parsed from (issue 17: a report written over the model), and are written
// whole: AtomicOutput gathers the text and commit() writes it through a
// temporary file and rename(2), so an interrupted or failing run never
// leaves a half-written file.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_ANALYSIS_OUTPUTCHECKS_H
#define CLEAVE_ANALYSIS_OUTPUTCHECKS_H

#include "mlir/IR/Operation.h"
#include "llvm/Support/raw_ostream.h"

#include <memory>
#include <string>

namespace mlir {
namespace cleave {

/// Fails with an error naming `option` when `path` is the file the module
/// holding `anchor` was parsed from.
LogicalResult checkNotInputFile(Operation *anchor, StringRef path,
                                StringRef option);

/// A text output written whole on commit(); `-` is stdout (written as it
/// goes). open() checks up front what can be checked (not a directory, its
/// directory exists), so a bad path fails before the work.
class AtomicOutput {
public:
  /// Null with `error` set when `path` cannot be written.
  static std::unique_ptr<AtomicOutput> open(StringRef path,
                                            std::string &error);
  raw_ostream &os() {
    if (path == "-")
      return llvm::outs();
    return stream;
  }
  /// Writes the text gathered; false with `error` set if that fails (the
  /// previous file, if any, is then untouched).
  bool commit(std::string &error);
  const std::string &getPath() const { return path; }

private:
  explicit AtomicOutput(std::string path) : path(std::move(path)) {}
  std::string path, text;
  llvm::raw_string_ostream stream{text};
};

} // namespace cleave
} // namespace mlir

#endif // CLEAVE_ANALYSIS_OUTPUTCHECKS_H
