//===- TrainingLoop.h - training steps on the host --------------*- C++ -*-===//
//
// cleave-run --steps N with --checkpoint-every K or --resume D: the
// program is the training step itself (partitioned or pipelined like any
// entry), and the host calls it N times, handing each result named like an
// argument (a parameter, optimizer state, the step counter) to the next call as
// that argument, and keeping the other results (the loss) per step. Every
// K steps each rank writes its shards of the carried values (and rank 0 the
// loss history) as a checkpoint (CheckpointIndex.h); --resume reads the
// latest complete one, under any mesh and plan: each rank reads only the
// byte ranges of its own shards, and the checksums are verified by all
// ranks together, each shard by one.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_RUN_TRAININGLOOP_H
#define CLEAVE_RUN_TRAININGLOOP_H

#include "cleave/Run/CheckpointIndex.h"
#include "cleave/Run/Compile.h"
#include "cleave/Run/Inputs.h"
#include "cleave/Run/Profile.h"
#include "cleave/Run/RunOptions.h"
#include "cleave/Run/Signature.h"

#include <optional>
#include <string>
#include <vector>

namespace cleave::run {

class TrainingLoop {
public:
  TrainingLoop(const RunOptions &options, const Signature &sig,
               const MeshInfo &mesh)
      : opts(options), sig(sig), mesh(mesh) {}

  /// Pairs each result with the argument it carries (by cleave.name) and
  /// checks what a checkpoint needs; with --resume, reads the latest
  /// checkpoint's index and checks it belongs to this program. Not
  /// collective (the launcher runs it before mpirun).
  mlir::LogicalResult prepare();
  /// Whether argument `i` is carried from step to step.
  bool carries(unsigned i) const {
    return llvm::is_contained(carried, i);
  }
  /// --resume: replaces this rank's carried arguments by the checkpoint's
  /// values and loads the loss history. Collective.
  mlir::LogicalResult resume(std::vector<HostBuffer> &args);
  /// Runs the steps left, checkpointing every --checkpoint-every steps;
  /// each call's time goes to `times`, and `records` (--profile,
  /// --timeline) hold the last call's. Collective.
  mlir::LogicalResult run(Program &program, std::vector<HostBuffer> &args,
                          Results &results, std::vector<double> &times,
                          ProfileRecords &records);
  /// The results as the N-step program returns them: each carried value
  /// after the last step, the others stacked per step (the loss curve).
  /// Collective.
  mlir::LogicalResult finalResults(std::vector<HostBuffer> &args,
                                   std::vector<std::vector<long double>> &out);
  /// `sig`'s results with the stacked ones over all the steps.
  Signature stackedSignature() const;
  /// The name of stacked result `j`'s history in a checkpoint: its
  /// cleave.name, or `result<j>`.
  static std::string historyName(const Signature &sig, unsigned j);
  /// --verify: the unpartitioned step `reference` (@sig.entry) called
  /// --steps times on rank 0 from the whole inputs, carrying as the loop
  /// does; the results as finalResults gives them.
  mlir::LogicalResult
  runReference(const JitCompiler &compiler, const InputGenerator &inputs,
               mlir::ModuleOp reference,
               std::vector<std::vector<long double>> &expected) const;

private:
  /// The progress line after step `done` (Progress.h).
  void reportStep(int64_t done, const std::vector<double> &times);
  double lastReport = -1e30;
  mlir::LogicalResult checkCheckpointDir() const;
  mlir::LogicalResult checkCheckpoint(const CheckpointIndex &index,
                                      llvm::StringRef path) const;
  mlir::LogicalResult handOver(Results &results, std::vector<HostBuffer> &args);
  mlir::LogicalResult save(int64_t step, std::vector<HostBuffer> &args);
  bool writeRankFile(const std::string &dir, std::vector<HostBuffer> &args,
                     std::vector<double> &crcs, std::string &error);
  bool writeIndex(const std::string &dir, int64_t step,
                  const std::vector<double> &crcs, std::string &error);
  mlir::LogicalResult verifyChecksums(const CheckpointIndex &index,
                                      const std::string &dir);
  mlir::LogicalResult loadTensor(const CheckpointTensor &t,
                                 const std::string &dir, unsigned arg,
                                 HostBuffer &buf);
  mlir::LogicalResult loadHistory(const CheckpointIndex &index,
                                  const std::string &dir);

  const RunOptions &opts;
  const Signature &sig;
  const MeshInfo &mesh;
  /// Per result: the argument it carries, or none (stacked).
  std::vector<std::optional<unsigned>> carriedArg;
  /// The carried arguments, in argument order.
  std::vector<unsigned> carried;
  /// Per stacked result: its values so far, step after step.
  std::vector<std::vector<long double>> history;
  /// Non-carried arguments as filled, restored before each call (a call
  /// may write its arguments' buffers).
  std::vector<std::vector<char>> pristine;
  int64_t startStep = 0;
  /// --resume: the checkpoint's index file and its parsed contents.
  std::string resumeIndexPath;
  CheckpointIndex resumeIndex;
  int64_t bytesRead = 0;
};

} // namespace cleave::run

#endif // CLEAVE_RUN_TRAININGLOOP_H
