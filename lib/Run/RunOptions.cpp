//===- RunOptions.cpp - checks of cleave-run's options --------------------===//

#include "cleave/Run/RunOptions.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>

namespace cleave::run {

std::optional<IntRange> parseIntRange(const std::string &text) {
  auto [lo, hi] = llvm::StringRef(text).split(':');
  IntRange r;
  if (lo.trim().getAsInteger(10, r.lo) || hi.trim().getAsInteger(10, r.hi) ||
      r.lo > r.hi)
    return std::nullopt;
  return r;
}

/// The checks on the numbers: ranks, repeats, tolerances, values printed.
static std::optional<std::string> checkNumbers(const RunOptions &o) {
  std::string msg;
  llvm::raw_string_ostream os(msg);
  if (o.numProcs && *o.numProcs <= 0) {
    os << "-np must be a positive number of ranks, got " << *o.numProcs;
    return msg;
  }
  if (o.repeat < 1) {
    os << "--repeat must be at least 1, got " << o.repeat;
    return msg;
  }
  using Named = std::pair<const char *, std::optional<double>>;
  for (const Named &tolerance : {Named{"rtol", o.rtol}, Named{"atol", o.atol}})
    if (const auto &[name, value] = tolerance;
        value && (!std::isfinite(*value) || *value < 0)) {
      // As the command line printed it: raw_ostream's double.
      os << "--" << name << " must be a non-negative finite number, got "
         << *value;
      return msg;
    }
  if (o.printValues < 0) {
    os << "--print-values must be non-negative, got " << o.printValues;
    return msg;
  }
  return std::nullopt;
}

/// --device and --backend: known names, a combination that runs.
static std::optional<std::string> checkDeviceNames(const RunOptions &o) {
  if (o.device != "cpu" && o.device != "cuda")
    return "--device=" + o.device + ": expected cpu or cuda";
  std::string backend = o.effectiveBackend();
  if (backend != "mpi" && backend != "nccl")
    return "--backend=" + backend + ": expected mpi or nccl";
  if (backend == "nccl" && !o.onGPU())
    return std::string(
        "--backend=nccl needs --device=cuda (NCCL moves GPU buffers)");
  if (o.profileOps && o.onGPU())
    return std::string("--profile-ops times ops on the host, where a CUDA "
                       "kernel launch returns before the kernel ends; use "
                       "--device=cpu (or --profile for the collectives)");
#ifndef CLEAVE_HAVE_CUDA
  if (o.onGPU())
    return std::string(
        "--device=cuda: this cleave-run was built without CUDA (CUDA, "
        "cuBLAS and NCCL were not all found when it was configured)");
#endif
  return std::nullopt;
}

/// --checkpoint-every, --checkpoint-dir, --resume, --save-weights: what
/// each needs.
static std::optional<std::string> checkTrainingFlags(const RunOptions &o) {
  if (o.checkpointEvery && *o.checkpointEvery < 1)
    return "--checkpoint-every must be at least 1, got " +
           std::to_string(*o.checkpointEvery);
  if (o.checkpointEvery.has_value() != !o.checkpointDir.empty())
    return std::string("--checkpoint-every K and --checkpoint-dir D go "
                       "together");
  if (o.steps && *o.steps < 1)
    return "--steps must be at least 1, got " + std::to_string(*o.steps);
  if (o.stepsInProgram && !o.steps)
    return std::string("--steps-in-program needs --steps N");
  if (o.stepsInProgram && (o.checkpointEvery || !o.resumeDir.empty()))
    return std::string("--steps-in-program does not go with "
                       "--checkpoint-every or --resume (they run the steps "
                       "one call each)");
  if ((o.checkpointEvery || !o.resumeDir.empty() ||
       !o.saveWeightsFile.empty()) &&
      !o.steps)
    return std::string("--checkpoint-every, --resume and --save-weights "
                       "need --steps N (a training step)");
  if (o.hostLoop() && o.repeat != 1)
    return std::string("--repeat does not go with --checkpoint-every or "
                       "--resume");
  if (o.hostLoop() && o.onGPU())
    return std::string("--checkpoint-every and --resume run on --device cpu "
                       "only");
  return std::nullopt;
}

std::optional<std::string> RunOptions::validate() const {
  if (std::optional<std::string> msg = checkNumbers(*this))
    return msg;
  if (std::optional<std::string> msg = checkDeviceNames(*this))
    return msg;
  if (std::optional<std::string> msg = checkTrainingFlags(*this))
    return msg;
  if (!parseIntRange(intRange))
    return "--int-range '" + intRange +
           "' is not of the form LO:HI with integers LO <= HI";
  if (optLevel > 3)
    return "--opt-level " + std::to_string(optLevel) + " is not in 0..3";
  if (progress != "auto" && progress != "true" && progress != "false")
    return "--progress '" + progress + "' is not auto, true or false";
  if (quiet && progress == "true")
    return "--quiet and --progress=true contradict each other";
  if (!hostfile.empty()) {
    if (!numProcs)
      return "--hostfile needs -np N (the ranks to place on its machines)";
    if (!llvm::sys::fs::is_regular_file(hostfile))
      return "--hostfile '" + hostfile + "' is not a readable file";
  }
  return std::nullopt;
}

} // namespace cleave::run
