//===- TrainingLoop.cpp - training steps on the host ----------------------===//
//
// The steps (TrainingLoop.h); the checkpoints they save and resume from
// are Checkpoint.cpp's.
//
//===----------------------------------------------------------------------===//

#include "cleave/Run/Progress.h"
#include "llvm/Support/FormatVariadic.h"
#include "cleave/Run/TrainingLoop.h"

#include "Report.h"
#include "cleave/Run/NpyIO.h"
#include "cleave/Run/SafeTensors.h"
#include "cleave/Run/Verify.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"

#include <cstring>
#include <map>

namespace cleave::run {

using namespace mlir;

std::string TrainingLoop::historyName(const Signature &sig, unsigned j) {
  return sig.results[j].name.empty() ? "result" + std::to_string(j)
                                     : sig.results[j].name;
}

//===----------------------------------------------------------------------===//
// Preparing: carried values, and the checkpoint to resume from
//===----------------------------------------------------------------------===//

/// Reads and parses the index file at `path`.
static LogicalResult readIndex(const std::string &path,
                               CheckpointIndex &index) {
  auto file = llvm::MemoryBuffer::getFile(path, /*IsText=*/true);
  if (!file) {
    runError() << "--resume: cannot read '" << path
               << "': " << file.getError().message() << "\n";
    return failure();
  }
  std::string error;
  if (!parseCheckpointIndex((*file)->getBuffer(), index, error)) {
    runError() << "--resume: '" << path << "': " << error << "\n";
    return failure();
  }
  return success();
}

LogicalResult TrainingLoop::prepare() {
  std::map<std::string, unsigned> argByName;
  for (auto [i, info] : llvm::enumerate(sig.args))
    if (!info.name.empty())
      argByName[info.name] = unsigned(i);
  carriedArg.assign(sig.results.size(), std::nullopt);
  for (auto [j, info] : llvm::enumerate(sig.results)) {
    auto it = argByName.find(info.name);
    if (info.name.empty() || it == argByName.end())
      continue;
    carriedArg[j] = it->second;
    carried.push_back(it->second);
    const ValueInfo &arg = sig.args[it->second];
    if (arg.globalType != info.globalType) {
      runError() << "--steps: result " << j << " ('" << info.name
                 << "') of @" << sig.entry << " has type " << info.globalType
                 << " but the argument of that name has " << arg.globalType
                 << "\n";
      return failure();
    }
    if (arg.sharding && arg.sharding.isPartial()) {
      runError() << "--checkpoint-every/--resume: argument '" << arg.name
                 << "' of @" << sig.entry
                 << " is partial; a carried value must be whole on each "
                    "shard\n";
      return failure();
    }
  }
  if (carried.empty()) {
    runError() << "--steps: no result of @" << sig.entry
               << " carries the cleave.name of an argument; a training step "
                  "returns each updated parameter and state under its "
                  "argument's name\n";
    return failure();
  }
  llvm::sort(carried);
  history.assign(sig.results.size(), {});
  if (failed(checkCheckpointDir()))
    return failure();
  if (opts.resumeDir.empty())
    return success();
  std::string error;
  if (!findLatestCheckpoint(opts.resumeDir, resumeIndexPath, error)) {
    runError() << "--resume: " << error << "\n";
    return failure();
  }
  if (failed(readIndex(resumeIndexPath, resumeIndex)))
    return failure();
  return checkCheckpoint(resumeIndex, resumeIndexPath);
}

/// --checkpoint-dir is a directory or can be one, and holds no checkpoint
/// of another run: only the run it resumes may add to it (a later step of
/// another run would be what --resume picks).
LogicalResult TrainingLoop::checkCheckpointDir() const {
  const std::string &dir = opts.checkpointDir;
  if (dir.empty())
    return success();
  if (llvm::sys::fs::exists(dir) && !llvm::sys::fs::is_directory(dir)) {
    runError() << "--checkpoint-dir: '" << dir
               << "' exists and is not a directory\n";
    return failure();
  }
  std::string found, ignored;
  if (!llvm::sys::fs::exists(dir) ||
      !findLatestCheckpoint(dir, found, ignored) ||
      (!opts.resumeDir.empty() &&
       llvm::sys::fs::equivalent(dir, opts.resumeDir)))
    return success();
  runError() << "--checkpoint-dir: '" << dir
             << "' already holds a checkpoint ('" << found
             << "'); continue that run with --resume " << dir
             << ", or choose an empty directory\n";
  return failure();
}

/// The checkpoint's tensors are this program's carried values and
/// histories, with their global shapes and dtypes.
LogicalResult TrainingLoop::checkCheckpoint(const CheckpointIndex &index,
                                            llvm::StringRef path) const {
  auto notOurs = [&]() -> llvm::raw_ostream & {
    return runError() << "--resume: checkpoint '" << path
                      << "' is not of this program (@" << sig.entry << "): ";
  };
  for (unsigned i : carried) {
    const ValueInfo &info = sig.args[i];
    SmallVector<int64_t> shape(info.globalType.getShape());
    const CheckpointTensor *t = index.find(info.name, false);
    if (!t) {
      notOurs() << "it has no tensor '" << info.name << "' (argument " << i
                << ")\n";
      return failure();
    }
    if (t->shape != std::vector<int64_t>(shape.begin(), shape.end()) ||
        t->dtype != safeTensorsDType(info.dtype)) {
      notOurs() << "tensor '" << t->name << "' is " << t->dtype << " "
                << formatShape(t->shape) << " there but argument " << i
                << " is " << safeTensorsDType(info.dtype) << " "
                << formatShape({shape.begin(), shape.end()}) << "\n";
      return failure();
    }
  }
  for (const CheckpointTensor &t : index.tensors) {
    bool known = false;
    for (auto [j, arg] : llvm::enumerate(carriedArg))
      known |= t.history ? !arg && historyName(sig, unsigned(j)) == t.name
                         : arg && sig.args[*arg].name == t.name;
    if (!known) {
      notOurs() << "it holds " << (t.history ? "the history of " : "")
                << "tensor '" << t.name << "', which @" << sig.entry
                << (t.history ? " does not return" : " does not carry")
                << "\n";
      return failure();
    }
  }
  if (index.step > *opts.steps) {
    runError() << "--resume: checkpoint '" << path << "' is at step "
               << index.step << ", past --steps " << *opts.steps << "\n";
    return failure();
  }
  return success();
}

Signature TrainingLoop::stackedSignature() const {
  Signature out = sig;
  for (auto [j, arg] : llvm::enumerate(carriedArg)) {
    if (arg)
      continue;
    // One value per step, stacked (as cleave-repeat-step stacks them).
    ValueInfo &info = out.results[j];
    auto stack = [&](RankedTensorType t) {
      SmallVector<int64_t> shape = {*opts.steps};
      llvm::append_range(shape, t.getShape());
      return RankedTensorType::get(shape, t.getElementType());
    };
    info.globalType = stack(info.globalType);
    info.localType = stack(info.localType);
    info.sharding = nullptr;
  }
  return out;
}

//===----------------------------------------------------------------------===//
// The steps
//===----------------------------------------------------------------------===//

/// Fills `buf` (argument `info`'s shard `shard`) from the global values.
static void fillFromGlobal(const ValueInfo &info, const Shard &shard,
                           const std::vector<long double> &global,
                           HostBuffer &buf) {
  SmallVector<int64_t> globalShape(info.globalType.getShape());
  SmallVector<int64_t> localShape(info.localType.getShape());
  PieceLayout target = PieceLayout::ofShard(shard, globalShape, localShape);
  size_t es = dtypeSize(info.dtype);
  std::memset(buf.data, 0, size_t(buf.numElements()) * es);
  copyOverlap(PieceLayout::whole(globalShape), target, localShape, es,
              buf.data, [&](int64_t first, int64_t count, char *dst) {
                for (int64_t k = 0; k < count; ++k)
                  storeValue(info.dtype, dst + k * int64_t(es),
                             global[size_t(first + k)]);
                return true;
              });
}

/// Each carried result becomes the next call's argument (a copy when the
/// shardings agree, else through its global value); the others are kept.
LogicalResult TrainingLoop::handOver(Results &results,
                                     std::vector<HostBuffer> &args) {
  SmallVector<int64_t> coords = coordsOf(cleave_rt_rank(), mesh);
  ReplicaCheck ignored;
  for (auto [j, info] : llvm::enumerate(sig.results)) {
    HostBuffer local;
    readResult(results, unsigned(j), info, local);
    std::optional<unsigned> i = carriedArg[j];
    if (i && sig.args[*i].sharding == info.sharding &&
        sig.args[*i].localType == info.localType) {
      std::memcpy(args[*i].data, local.data,
                  size_t(local.numElements()) * dtypeSize(info.dtype));
      continue;
    }
    std::string what = "result " + std::to_string(j);
    std::vector<long double> global;
    if (failed(assemble(info, local, mesh, what, Tolerance(), global, ignored)))
      return failure();
    if (!i) {
      llvm::append_range(history[j], global);
      continue;
    }
    FailureOr<Shard> shard = shardOf(sig.args[*i], mesh, coords, what);
    if (failed(shard))
      return failure();
    fillFromGlobal(sig.args[*i], *shard, global, args[*i]);
  }
  return success();
}

/// A progress line after step `done` (Progress.h): at most one a second,
/// and the last; with the time left at the mean step time so far.
void TrainingLoop::reportStep(int64_t done, const std::vector<double> &times) {
  if (!progressEnabled())
    return;
  double now = cleave_rt_wtime();
  if (done < *opts.steps && now - lastReport < 1.0)
    return;
  lastReport = now;
  double sum = 0;
  for (double t : times)
    sum += t;
  double mean = times.empty() ? 0 : sum / double(times.size());
  progress("step " + llvm::Twine(done) + "/" + llvm::Twine(*opts.steps) +
           ": " + llvm::formatv("{0:f3}", times.back()).str() +
           " s, about " +
           llvm::formatv("{0:f0}", mean * double(*opts.steps - done)).str() +
           " s left");
}

LogicalResult TrainingLoop::run(Program &program,
                                std::vector<HostBuffer> &args,
                                Results &results, std::vector<double> &times,
                                ProfileRecords &records) {
  pristine.assign(args.size(), {});
  for (auto [i, buf] : llvm::enumerate(args))
    if (!llvm::is_contained(carried, unsigned(i)))
      pristine[i].assign(buf.data, buf.data + size_t(buf.numElements()) *
                                                  dtypeSize(buf.dtype));
  for (int64_t step = startStep; step < *opts.steps; ++step) {
    for (auto [i, bytes] : llvm::enumerate(pristine))
      if (!bytes.empty())
        std::memcpy(args[i].data, bytes.data(), bytes.size());
    records.reset();
    cleave_rt_barrier(mesh.allAxes);
    double t0 = cleave_rt_wtime();
    if (failed(invoke(program, sig, args, results)))
      return failure();
    times.push_back(cleave_rt_wtime() - t0);
    records.timeline.start = t0;
    records.timeline.end = t0 + times.back();
    if (failed(handOver(results, args)))
      return failure();
    freeResults(results, args);
    if (opts.checkpointEvery && (step + 1) % *opts.checkpointEvery == 0 &&
        failed(save(step + 1, args)))
      return failure();
    reportStep(step + 1, times);
  }
  if (times.empty())
    times.push_back(0);
  allReduceMax(times, mesh.allAxes);
  return success();
}

LogicalResult
TrainingLoop::finalResults(std::vector<HostBuffer> &args,
                           std::vector<std::vector<long double>> &out) {
  out.assign(sig.results.size(), {});
  ReplicaCheck ignored;
  for (auto [j, arg] : llvm::enumerate(carriedArg)) {
    if (!arg) {
      out[j] = history[j];
      continue;
    }
    if (failed(assemble(sig.args[*arg], args[*arg], mesh,
                        "result " + std::to_string(j), Tolerance(), out[j],
                        ignored)))
      return failure();
  }
  return success();
}

LogicalResult TrainingLoop::runReference(
    const JitCompiler &compiler, const InputGenerator &inputs,
    ModuleOp reference, std::vector<std::vector<long double>> &expected) const {
  auto fn = reference.lookupSymbol<func::FuncOp>(sig.entry);
  if (!fn || fn.isExternal() || fn->hasAttr("cleave.partitioned")) {
    runError() << "--verify: no unpartitioned @" << sig.entry << "\n";
    return failure();
  }
  stripToReference(reference, sig.entry);
  Signature ref;
  if (failed(readSignature(fn, ref, /*partitioned=*/false)))
    return failure();
  Program program =
      compiler.compile(reference, /*withProfile=*/false, "unpartitioned step");
  if (!program)
    return failure();
  std::vector<HostBuffer> args(ref.args.size());
  for (auto [i, info] : llvm::enumerate(ref.args))
    if (failed(inputs.fill(unsigned(i), info, Shard::whole(info), args[i])))
      return failure();
  Results results = makeResults(ref);
  expected.assign(ref.results.size(), {});
  for (int64_t step = 0; step < *opts.steps; ++step) {
    if (failed(invoke(program, ref, args, results)))
      return failure();
    for (auto [j, info] : llvm::enumerate(ref.results)) {
      HostBuffer out;
      readResult(results, unsigned(j), info, out);
      if (std::optional<unsigned> i = carriedArg[j]) {
        std::memcpy(args[*i].data, out.data,
                    size_t(out.numElements()) * dtypeSize(info.dtype));
        continue;
      }
      for (int64_t e = 0; e < out.numElements(); ++e)
        expected[j].push_back(out.get(e));
    }
    freeResults(results, args);
  }
  for (auto [j, arg] : llvm::enumerate(carriedArg))
    if (arg)
      for (int64_t e = 0; e < args[*arg].numElements(); ++e)
        expected[j].push_back(args[*arg].get(e));
  return success();
}

} // namespace cleave::run
