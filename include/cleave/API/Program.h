//===- Program.h - Cleave as a library for other front ends ------*- C++ -*-===//
//
// The C++ side of the Python package (python/cleave): a module with its
// own context, and each step a user takes on it as one call. Errors come
// back as text (every diagnostic, with its location), never as a crash.
// Nothing here parses a tool's output: each call runs the library the tool
// runs (name rules, the pass pipeline, the estimate, the sharding view).
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_API_PROGRAM_H
#define CLEAVE_API_PROGRAM_H

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace mlir {
class MLIRContext;
class ModuleOp;
template <typename OpTy>
class OwningOpRef;
} // namespace mlir

namespace cleave::api {

/// A failed step: the diagnostics it reported, one per line.
struct Error {
  std::string message;
};

/// A tensor argument or result of the entry function as its sharding lays
/// it out.
struct TensorSharding {
  std::string name;
  /// "argument" or "result", and its position.
  std::string role;
  int64_t index = 0;
  std::string elementType;
  std::vector<int64_t> shape, localShape;
  /// Per dim, the mesh axes that split it (major to minor), and its parts
  /// (Megatron's per-part layout of a fused QKV; 1 otherwise).
  std::vector<std::vector<std::string>> dimAxes;
  std::vector<int64_t> parts;
  /// Axes over which devices hold partial values, and the reduction.
  std::vector<std::string> partialAxes;
  std::string partialKind;
  /// The attribute as written (empty: no sharding).
  std::string text;
};

/// One collective of a partitioned program.
struct Collective {
  std::string kind;
  std::vector<std::string> axes;
  /// The per-device buffer nccl-tests counts (see CostModel.h); 0 for an
  /// all_slice (each device slices its local copy: nothing moves).
  int64_t bytes = 0;
  std::string type;
  std::string function;
  /// The op's location as the exporter wrote it.
  std::string location;
  /// What it moves: "parameter NAME" when its operand comes (through
  /// reshapes, casts and slices) from a named argument, else the op that
  /// produced it.
  std::string source;
};

class Program {
public:
  ~Program();
  Program(const Program &) = delete;
  Program &operator=(const Program &) = delete;

  /// Parses `text` (MLIR; `bufferName` names it in diagnostics) and checks
  /// it with the verifier.
  static std::unique_ptr<Program> parse(const std::string &text,
                                        const std::string &bufferName,
                                        Error &error);
  /// A copy in the same context.
  std::unique_ptr<Program> clone() const;
  /// The module as text.
  std::string str() const;
  /// Writes the module to `path`, with its locations (a temporary file
  /// renamed over it; the file is untouched on failure).
  bool save(const std::string &path, Error &error) const;

  /// The entry function: the only public function with a body, or `main`.
  /// Empty (and `error` set) when there is none or several.
  std::string entry(Error &error) const;
  /// `cleave.name`s of the entry function's arguments and results (empty
  /// strings where none).
  std::vector<std::string> argumentNames() const;
  std::vector<std::string> resultNames() const;
  /// The meshes the module declares: name, then (axis, size) pairs.
  using MeshAxes = std::vector<std::pair<std::string, int64_t>>;
  std::vector<std::pair<std::string, MeshAxes>> meshes() const;

  /// Declares `cleave.mesh @name = <[axes]>` (row-major, last axis fastest).
  bool declareMesh(const std::string &name,
                   const std::vector<std::pair<std::string, int64_t>> &axes,
                   Error &error);
  /// cleave-apply-name-rules with (glob, sharding) pairs; `where` names the
  /// rules in diagnostics (e.g. "rules"). A sharding shorter than an
  /// argument's rank replicates its trailing dims (a PartitionSpec's
  /// meaning). The number of arguments sharded.
  std::optional<int64_t>
  applyRules(const std::vector<std::pair<std::string, std::string>> &rules,
             bool allowUnmatched, const std::string &where, Error &error);
  /// Runs a textual pass pipeline (`cleave-opt --pass-pipeline`'s syntax,
  /// without the builtin.module(...) wrapper).
  bool runPipeline(const std::string &pipeline, Error &error);

  /// The sharding of the entry function's argument or result named `name`
  /// (arguments first); nullopt when no tensor has that name.
  std::optional<TensorSharding> sharding(const std::string &name) const;
  /// Every named tensor argument and result of the entry function.
  std::vector<TensorSharding> shardings() const;
  /// The grid printed by cleave-visualize-sharding; empty when no tensor
  /// has that name.
  std::string visualize(const std::string &name) const;
  /// The collectives of every function marked cleave.partitioned, in
  /// program order.
  std::vector<Collective> collectives() const;
  /// cleave-estimate's JSON report on `cluster` (preset or spec path).
  std::optional<std::string> estimateJson(const std::string &cluster,
                                          Error &error) const;

private:
  Program();
  struct Impl;
  std::unique_ptr<Impl> impl;
};

} // namespace cleave::api

#endif // CLEAVE_API_PROGRAM_H
