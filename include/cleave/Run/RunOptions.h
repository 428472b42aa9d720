//===- RunOptions.h - everything cleave-run is told to do -------*- C++ -*-===//
//
// The options of a cleave-run invocation as a plain struct: the tool's main
// fills it from its command line (tools/cleave-run/cleave-run.cpp), a test
// or another driver fills it directly. The defaults are the tool's. The
// library (cleave/Run/Runner.h) reads this struct and nothing else: no
// command-line globals, no environment switches.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_RUN_RUNOPTIONS_H
#define CLEAVE_RUN_RUNOPTIONS_H

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cleave::run {

/// The default of --partition-pipeline: shardings from the annotations,
/// the per-device program, independent all_reduces (a data-parallel step's
/// gradients) combined into buckets, as XLA and DDP do by default, and the
/// reductions and gathers started early and waited for late, so that they
/// overlap the compute (XLA's async collectives, DDP's overlapped buckets).
constexpr const char *kDefaultPartitionPipeline =
    "cleave-propagate,cleave-partition,cleave-combine-reductions,"
    "cleave-schedule-collectives";

struct RunOptions {
  /// The module to run (<module.mlir>); empty with `calibrateFile`.
  std::string inputFile;
  /// --calibrate FILE: measure this machine and write a cluster spec.
  std::string calibrateFile;
  /// -np N: the number of ranks; unset when not given (then 0: no launcher).
  std::optional<int> numProcs;
  /// --entry: the entry function (empty: the only public one, or main).
  std::string entryName;
  /// --seed: argument i gets the inputs of seed * 1000 + i.
  int64_t seed = 1;
  /// --input / --output: `i=file.npy` or `name=file.npy`.
  std::vector<std::string> inputFiles, outputFiles;
  /// --print-partitioned: print the partitioned module (rank 0).
  bool printPartitioned = false;
  /// --verify, --reference FILE, --reference-entry NAME.
  bool verify = false;
  std::string referenceFile, referenceEntry;
  /// --timeline FILE (implies `profile`), --profile.
  std::string timeline;
  bool profile = false;
  /// --profile-ops[=SPEC] (implies `profile`): each compute op timed too;
  /// with SPEC (a cluster preset or JSON file), the cost model's time
  /// beside it.
  bool profileOps = false;
  std::string profileOpsCluster;
  /// --repeat N: calls of the entry function.
  int repeat = 1;
  /// --steps N: a training step repeated N times in one program; unset when
  /// not given.
  std::optional<int64_t> steps;
  /// --checkpoint-every K and --checkpoint-dir D: a checkpoint every K
  /// steps; --resume D: continue from D's latest checkpoint (TrainingLoop.h).
  std::optional<int64_t> checkpointEvery;
  std::string checkpointDir, resumeDir;
  /// --weights FILE (.safetensors or a Hugging Face index .json) and
  /// --save-weights FILE (Weights.h).
  std::string weightsFile, saveWeightsFile;
  /// --blas: f32/f64 matmuls through OpenBLAS (cuBLAS on --device cuda).
  bool blas = true;
  /// --partition-pipeline; `partitionPipelineGiven` when it was named
  /// explicitly (then it runs even without a mesh in the module).
  std::string partitionPipeline = kDefaultPartitionPipeline;
  bool partitionPipelineGiven = false;
  /// --rtol / --atol for --verify; unset: the dtype's default.
  std::optional<double> rtol, atol;
  /// --print-values: values printed per result.
  int printValues = 4;
  /// --device cpu|cuda and --backend mpi|nccl (empty: the device's default).
  std::string device = "cpu";
  std::string backend;
  /// --gpu-loops-on-cpu, --list-devices.
  bool gpuLoopsOnCpu = false;
  bool listDevices = false;
  /// --int-range LO:HI and --fill-range NAME=LO:HI (unparsed).
  std::string intRange = "0:8";
  std::vector<std::string> fillRanges;
  /// --opt-level 0-3 and --unroll of the JIT.
  unsigned optLevel = 3;
  bool unroll = false;
  /// --share-program: the launcher compiles the program once for the ranks.
  bool shareProgram = true;
  /// --load-dialect-plugin / --load-pass-plugin paths.
  std::vector<std::string> dialectPlugins, passPlugins;
  /// --mpirun: what the launcher runs the ranks under.
  std::string mpirun = "mpirun";
  /// --progress auto|true|false (--quiet: false): a line per phase on
  /// stderr (Progress.h).
  std::string progress = "auto";
  bool quiet = false;
  /// --progress, or false with --quiet.
  std::string effectiveProgress() const { return quiet ? "false" : progress; }
  /// --hostfile: the machines the launcher's mpirun starts the ranks on
  /// (ignored by the ranks themselves and under an outer mpirun / srun).
  std::string hostfile;
  /// The arguments (after the program name) the launcher gives every rank
  /// it starts under mpirun: the tool's own command line.
  std::vector<std::string> rankArguments;

  bool onGPU() const { return device == "cuda"; }
  /// --backend, or the default of --device.
  std::string effectiveBackend() const {
    return !backend.empty() ? backend : onGPU() ? "nccl" : "mpi";
  }
  /// --steps-in-program: the N steps as one program (cleave-repeat-step)
  /// rather than a loop on the host.
  bool stepsInProgram = false;
  /// --steps run as a loop of one-step calls on the host (TrainingLoop.h):
  /// always with checkpoints or a resume; otherwise unless
  /// --steps-in-program, --repeat or --device cuda asks for the steps as one
  /// program. The loop compiles one step, not N, and gives the same values.
  bool hostLoop() const {
    if (!steps)
      return false;
    if (checkpointEvery || !resumeDir.empty())
      return true;
    return !stepsInProgram && repeat == 1 && !onGPU();
  }
  /// --profile, or implied by --timeline or --profile-ops.
  bool profiling() const {
    return profile || profileOps || !timeline.empty();
  }

  /// Refuses values that would be silently ignored or misread; the message
  /// (without the "cleave-run: error: " prefix) of the first bad one.
  std::optional<std::string> validate() const;
};

/// --int-range: the closed range of generated integers.
struct IntRange {
  int64_t lo = 0, hi = 8;
};
/// Parses LO:HI (integers, LO <= HI).
std::optional<IntRange> parseIntRange(const std::string &text);

} // namespace cleave::run

#endif // CLEAVE_RUN_RUNOPTIONS_H
