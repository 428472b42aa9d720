//===- Weights.h - --weights in, --save-weights out -------------*- C++ -*-===//
//
// cleave-run --weights FILE binds the tensors of a safetensors file (or of
// the files a Hugging Face sharded checkpoint's `model.safetensors.index.json`
// names) to the entry's arguments by `cleave.name`; each rank reads only
// the byte ranges of its shard. --save-weights writes a training run's
// final parameters back as one safetensors file, loadable by the
// `safetensors` and `transformers` Python packages.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_RUN_WEIGHTS_H
#define CLEAVE_RUN_WEIGHTS_H

#include "cleave/Run/SafeTensors.h"
#include "cleave/Run/Signature.h"

#include "llvm/ADT/STLFunctionalExtras.h"

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace cleave::run {

class WeightBindings {
public:
  /// Binds every tensor of `path` to the argument of `sig` of that
  /// cleave.name. A tensor no argument is named, or whose dtype or shape
  /// differs from the argument's global type, is an error naming it; so is
  /// a float argument with a name that the file lacks, unless
  /// `providedElsewhere(i)` (an --input, a --fill-range, a checkpoint).
  mlir::LogicalResult
  bind(const std::string &path, const Signature &sig,
       llvm::function_ref<bool(unsigned)> providedElsewhere);
  bool has(unsigned arg) const { return bound.count(arg) != 0; }
  /// Fills `buf` (allocated, zero) with `shard` of argument `arg`.
  mlir::LogicalResult fill(unsigned arg, const ValueInfo &info,
                           const Shard &shard, HostBuffer &buf) const;
  /// The arguments bound, by index.
  std::vector<unsigned> arguments() const;

private:
  mlir::LogicalResult openFiles(const std::string &path,
                                std::map<std::string, unsigned> &fileOf);
  std::string source;
  std::vector<std::unique_ptr<SafeTensorsReader>> files;
  std::map<unsigned, std::pair<const SafeTensorsReader *, const SafeTensor *>>
      bound;
};

/// --save-weights: writes the global values `globals[k]` of `infos[k]`
/// under their cleave.names (in that order) to `path`, durably.
bool saveWeights(const std::string &path,
                 llvm::ArrayRef<const ValueInfo *> infos,
                 llvm::ArrayRef<const std::vector<long double> *> globals,
                 std::string &error);

} // namespace cleave::run

#endif // CLEAVE_RUN_WEIGHTS_H
