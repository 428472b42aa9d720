//===- NameRules.h - shardings of function arguments by name ----*- C++ -*-===//
//
// The library behind cleave-apply-name-rules and the Python API's
// `cleave.shard(rules=...)`: an ordered list of (glob over argument names,
// sharding); every function argument whose `cleave.name` matches and that
// has no sharding yet gets the sharding of the first matching rule.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_TRANSFORMS_NAMERULES_H
#define CLEAVE_TRANSFORMS_NAMERULES_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Location.h"
#include "mlir/Support/LLVM.h"

#include <string>

namespace mlir {
namespace cleave {

struct NameRule {
  /// A glob over `cleave.name`s (llvm::GlobPattern: `*`, `?`, `[...]`,
  /// `{a,b}`).
  std::string glob;
  /// `#cleave.sharding<@MESH, [...]>`, or with exactly one mesh in the
  /// module its dims alone: `[{"data"}, {}]`.
  std::string sharding;
  /// Where diagnostics about the rule point (a rules file's line, or the
  /// Python API's `rules[GLOB]`).
  Location loc;
};

/// Declares the mesh of `text` (`cleave.mesh @NAME = <[...]>`) at the top of
/// `module`. An error at `loc` when the text is no single mesh declaration or
/// its symbol is taken.
LogicalResult declareMesh(ModuleOp module, StringRef text, Location loc);

/// Applies `rules` to every function of `module` and returns the number of
/// arguments sharded. Fails (with an error at the rule's loc) on a malformed
/// glob or sharding, a sharding that does not fit an argument it matches,
/// and a rule that matches no unsharded argument (a warning instead with
/// `allowUnmatched`). With `replicateTrailingDims`, a sharding with fewer
/// dims than the argument leaves the trailing dims replicated (closed), as a
/// JAX PartitionSpec does; otherwise that is an error.
FailureOr<int64_t> applyNameRules(ModuleOp module, ArrayRef<NameRule> rules,
                                  bool allowUnmatched,
                                  bool replicateTrailingDims = false);

} // namespace cleave
} // namespace mlir

#endif // CLEAVE_TRANSFORMS_NAMERULES_H
