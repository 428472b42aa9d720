//===- Inputs.h - the arguments cleave-run feeds the entry ------*- C++ -*-===//
//
// Each rank builds its own shard of every argument: generated values (a
// hash of the seed, the argument and the global position, so every shard
// equals that part of the unpartitioned run's input), mapped into
// --int-range / --fill-range, or the slice of an --input .npy array.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_RUN_INPUTS_H
#define CLEAVE_RUN_INPUTS_H

#include "cleave/Run/NpyIO.h"
#include "cleave/Run/RunOptions.h"
#include "cleave/Run/Signature.h"
#include "cleave/Run/Weights.h"

#include "llvm/Support/GlobPattern.h"

#include <deque>
#include <map>
#include <string>
#include <vector>

namespace cleave::run {

/// `--input`/`--output` values (`flag` is "input" or "output"), `i=file.npy`
/// or `name=file.npy` with a cleave.name of `fn`, by index into `out`.
mlir::LogicalResult parseIndexedFiles(const std::vector<std::string> &list,
                                      const char *flag, mlir::func::FuncOp fn,
                                      std::map<unsigned, std::string> &out);

/// One --fill-range NAME=LO:HI. The glob refers to the text it was made
/// from, which its InputGenerator keeps.
struct FillRange {
  llvm::GlobPattern glob;
  double lo, hi;
};

/// Builds the local buffer of each argument on this rank.
class InputGenerator {
public:
  InputGenerator(int64_t seed, IntRange ints, bool gpu)
      : seed(seed), ints(ints), gpu(gpu) {}
  InputGenerator(const InputGenerator &) = delete;
  InputGenerator &operator=(const InputGenerator &) = delete;

  /// Parses every --fill-range NAME=LO:HI; each glob must match the
  /// cleave.name of a float argument of `fn`. Reports and fails otherwise.
  mlir::LogicalResult parseFillRanges(const std::vector<std::string> &texts,
                                      mlir::func::FuncOp fn);
  /// Refuses an --int-range that leaves the table an integer argument of
  /// `fn` indexes (IndexBounds.h: an embedding's token ids), for the
  /// arguments generated rather than read from --input: one error naming
  /// the argument, the table and the range that fits.
  /// Also keeps the bounds, which loadInputs checks the --input values of
  /// those arguments against.
  mlir::LogicalResult
  checkIndexRanges(mlir::func::FuncOp fn,
                   const std::map<unsigned, std::string> &inputPaths);
  /// Reads every --input (by argument index) and checks its shape against
  /// the argument's global type, and the values of a table index against
  /// the table's size.
  mlir::LogicalResult loadInputs(const Signature &sig,
                                 const std::map<unsigned, std::string> &paths);

  /// --weights FILE: binds its tensors to the arguments by cleave.name
  /// (Weights.h). A float argument the file lacks must come from --input or
  /// --fill-range, or, with `carriedFromCheckpoint`, be restored by --resume.
  mlir::LogicalResult
  bindWeights(const Signature &sig, const std::string &path,
              const std::map<unsigned, std::string> &inputPaths,
              llvm::function_ref<bool(unsigned)> carriedFromCheckpoint);
  /// The arguments --weights gave.
  std::vector<unsigned> weightArguments() const {
    return weights.arguments();
  }

  /// Allocates and fills the local buffer of argument `i` for `shard`.
  mlir::LogicalResult fill(unsigned i, const ValueInfo &info,
                           const Shard &shard, HostBuffer &buf) const;

private:
  void fillGenerated(unsigned i, const ValueInfo &info, const Shard &shard,
                     HostBuffer &buf) const;
  void fillIntegers(unsigned i, const ValueInfo &info,
                    llvm::ArrayRef<int64_t> sizes, const Shard &shard,
                    HostBuffer &buf) const;
  void applyFillRange(const ValueInfo &info, const Shard &shard,
                      HostBuffer &buf) const;

  int64_t seed;
  IntRange ints;
  bool gpu;
  std::vector<FillRange> fillRanges;
  /// The --fill-range texts the globs match with (a deque: its elements
  /// stay where they are).
  std::deque<std::string> fillRangeTexts;
  /// The tensors of --weights, by argument.
  WeightBindings weights;
  /// Global input arrays from --input, by argument index.
  std::map<unsigned, NpyArray> npyInputs;
  /// Per integer argument that indexes a table: its size, and what it
  /// indexes (for the error).
  std::map<unsigned, std::pair<int64_t, std::string>> indexBounds;
};

} // namespace cleave::run

#endif // CLEAVE_RUN_INPUTS_H
