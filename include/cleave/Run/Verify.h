//===- Verify.h - results: assembly, reference run, comparison --*- C++ -*-===//
//
// Each result's global value is assembled from the ranks' shards (partial
// shards combined by their reduction kind, replicas checked against the
// copy that counts), and --verify compares it with the unpartitioned
// program run on one rank, within a per-dtype (or --rtol / --atol)
// tolerance.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_RUN_VERIFY_H
#define CLEAVE_RUN_VERIFY_H

#include "cleave/Run/Compile.h"
#include "cleave/Run/Inputs.h"

#include <optional>
#include <string>
#include <vector>

namespace cleave::run {

/// |got - expected| <= atol * max(1, max|expected|) + rtol * |expected|
///                      + noise.
struct Tolerance {
  double rtol = 0, atol = 0;
  /// An absolute allowance for the measured rounding noise of the program
  /// itself (kNoiseFactor x its noise floor; see noiseFloor).
  double noise = 0;
};

/// How many times the unpartitioned program's noise floor a partitioned
/// result may differ by: partitioning reorders the same float sums the
/// two matmul paths reorder, across devices as well.
constexpr double kNoiseFactor = 4;

/// The noise floor of a result: the largest |a - b| over its elements, where
/// a and b are the unpartitioned program's results computed two ways (BLAS
/// and loop matmuls: sums in different orders).
double noiseFloor(const std::vector<long double> &a,
                  const std::vector<long double> &b);

/// The tolerance of `d`, or the --rtol / --atol given.
Tolerance toleranceFor(DType d, std::optional<double> rtol = std::nullopt,
                       std::optional<double> atol = std::nullopt);

/// The narrowest floating-point type the ops of `module` compute in (the
/// element types of their results, tensors or scalars): F16 or BF16 for a
/// program that computes in 16 bits (a mixed-precision step), else nothing.
std::optional<DType> narrowestComputeType(mlir::ModuleOp module);

/// toleranceFor(d), loosened to `computed`'s where `d` is a wider float
/// type: an fp32 result computed from bf16 values (a mixed-precision
/// step's masters and optimizer state) carries bf16's rounding.
Tolerance toleranceFor(DType d, std::optional<DType> computed,
                       std::optional<double> rtol,
                       std::optional<double> atol);

/// The verdict on one result, and the line to print: on stdout for a match,
/// on stderr (with the cleave-run prefix) for a mismatch, which names the
/// worst element.
struct Comparison {
  bool matches = false;
  int64_t mismatches = 0;
  std::string message;
};

/// Compares result `i` (`got`) with `expected`.
Comparison compareResult(unsigned i, const ValueInfo &info,
                         const std::vector<long double> &expected,
                         const std::vector<long double> &got, Tolerance tol);

/// Replicas that disagree with the canonical copy (what --verify reports).
struct ReplicaCheck {
  int64_t mismatches = 0;
  std::string first;
};

/// Gathers every rank's shard `local` of result `info` and assembles the
/// global value; replicas that differ from their canonical copy by more
/// than `tol` are counted in `replicas`. Collective.
mlir::LogicalResult assemble(const ValueInfo &info, HostBuffer &local,
                             const MeshInfo &mesh, llvm::StringRef what,
                             Tolerance tol, std::vector<long double> &global,
                             ReplicaCheck &replicas);

/// Prints result `i`'s summary: type, sharding, sums and the first
/// `printValues` values.
void printSummary(unsigned i, const ValueInfo &info,
                  const std::vector<long double> &global, int printValues);

/// Replaces cleave.constraint ops by their operands, drops
/// cleave.partitioned functions other than `keep`: what is left is the
/// unpartitioned program.
void stripToReference(mlir::ModuleOp module, llvm::StringRef keep);

/// Runs the unpartitioned function `name` (empty: the partitioned entry's
/// name) of `reference` on the whole inputs; its results in `expected`.
mlir::LogicalResult
runReference(const JitCompiler &compiler, const InputGenerator &inputs,
             mlir::ModuleOp reference, llvm::StringRef name,
             const Signature &partSig,
             std::vector<std::vector<long double>> &expected);

} // namespace cleave::run

#endif // CLEAVE_RUN_VERIFY_H
