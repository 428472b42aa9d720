//===- TrainingLoop.cpp - training steps on the host, with checkpoints ----===//

#include "cleave/Run/TrainingLoop.h"

#include "Report.h"
#include "cleave/Run/SafeTensors.h"
#include "cleave/Run/Verify.h"
#include "cleave/Support/FileLimits.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <cstring>
#include <map>

namespace cleave::run {

using namespace mlir;

/// An error found by this rank alone (a shard it checked): printed on any
/// rank, unlike runError.
static llvm::raw_ostream &rankError() {
  return llvm::errs() << "cleave-run: error: ";
}

static std::string rankFileName(int64_t rank) {
  return llvm::formatv("rank-{0:d5}.safetensors", rank).str();
}

static std::string joinPath(llvm::StringRef dir, llvm::StringRef name) {
  llvm::SmallString<256> p(dir);
  llvm::sys::path::append(p, name);
  return std::string(p);
}

static std::string shardingText(const ValueInfo &info) {
  if (!info.sharding)
    return "replicated";
  std::string s;
  llvm::raw_string_ostream os(s);
  os << info.sharding;
  return s;
}

/// The name a stacked result's history has in a checkpoint.
static std::string historyName(const Signature &sig, unsigned j) {
  return sig.results[j].name.empty() ? "result" + std::to_string(j)
                                     : sig.results[j].name;
}

static std::string formatDims(llvm::ArrayRef<int64_t> shape) {
  std::string s = "[";
  for (auto [i, d] : llvm::enumerate(shape))
    s += (i ? "x" : "") + std::to_string(d);
  return s + "]";
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
      (!opts.resumeDir.empty() && llvm::sys::fs::equivalent(dir, opts.resumeDir)))
    return success();
  runError() << "--checkpoint-dir: '" << dir << "' already holds a checkpoint ('"
             << found << "'); continue that run with --resume " << dir
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
                << formatDims(t->shape) << " there but argument " << i
                << " is " << safeTensorsDType(info.dtype) << " "
                << formatDims(shape) << "\n";
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

//===----------------------------------------------------------------------===//
// Saving a checkpoint
//===----------------------------------------------------------------------===//

/// The bytes of stacked result `j`'s history in its dtype.
static std::vector<char> historyBytes(const ValueInfo &info,
                                      const std::vector<long double> &values) {
  size_t es = dtypeSize(info.dtype);
  std::vector<char> bytes(values.size() * es);
  for (auto [k, v] : llvm::enumerate(values))
    storeValue(info.dtype, bytes.data() + k * es, v);
  return bytes;
}

/// The shape of a history of `steps` values of stacked result `info`.
static std::vector<int64_t> historyShape(const ValueInfo &info, int64_t steps) {
  std::vector<int64_t> shape = {steps};
  shape.insert(shape.end(), info.globalType.getShape().begin(),
               info.globalType.getShape().end());
  return shape;
}

/// The number of steps a history of stacked result `info` holds.
static int64_t stepsIn(const ValueInfo &info,
                       const std::vector<long double> &values) {
  return int64_t(values.size()) /
         std::max<int64_t>(1, product(info.globalType.getShape()));
}

/// Writes this rank's file: its canonical shards of the carried values (rank
/// 0: and the histories); their CRCs go to `crcs` (carried x ranks).
bool TrainingLoop::writeRankFile(const std::string &dir,
                                 std::vector<HostBuffer> &args,
                                 std::vector<double> &crcs,
                                 std::string &error) {
  int64_t rank = cleave_rt_rank(), world = mesh.size();
  SmallVector<int64_t> coords = coordsOf(rank, mesh);
  std::vector<std::vector<char>> store;
  store.reserve(carried.size() + sig.results.size());
  std::vector<SafeTensorData> tensors;
  for (auto [c, i] : llvm::enumerate(carried)) {
    const ValueInfo &info = sig.args[i];
    FailureOr<Shard> shard = shardOf(info, mesh, coords, info.name);
    if (failed(shard))
      return false;
    if (!shard->canonical || shard->partialPosition != 0)
      continue;
    SmallVector<int64_t> global(info.globalType.getShape());
    SmallVector<int64_t> local(info.localType.getShape());
    PieceLayout layout = PieceLayout::ofShard(*shard, global, local);
    store.push_back(packPrefix(args[i].data, local, layout.sizes,
                               dtypeSize(info.dtype)));
    crcs[c * world + rank] = crc32Of(store.back());
    tensors.push_back({info.name, safeTensorsDType(info.dtype), layout.sizes,
                       store.back().data()});
  }
  for (auto [j, arg] : llvm::enumerate(carriedArg)) {
    if (arg || rank != 0)
      continue;
    const ValueInfo &info = sig.results[j];
    store.push_back(historyBytes(info, history[j]));
    tensors.push_back({"history/" + historyName(sig, unsigned(j)),
                       safeTensorsDType(info.dtype),
                       historyShape(info, stepsIn(info, history[j])),
                       store.back().data()});
  }
  return writeSafeTensors(joinPath(dir, rankFileName(rank)), tensors,
                          {{"format", "cleave-checkpoint"}}, error);
}

/// Rank 0 writes the index, naming every rank's shards.
bool TrainingLoop::writeIndex(const std::string &dir, int64_t step,
                              const std::vector<double> &crcs,
                              std::string &error) {
  int64_t world = mesh.size();
  CheckpointIndex index;
  index.step = step;
  index.entry = sig.entry;
  index.meshName = mesh.name;
  index.axisNames.assign(mesh.axisNames.begin(), mesh.axisNames.end());
  index.meshShape.assign(mesh.shape.begin(), mesh.shape.end());
  for (auto [c, i] : llvm::enumerate(carried)) {
    const ValueInfo &info = sig.args[i];
    SmallVector<int64_t> global(info.globalType.getShape());
    SmallVector<int64_t> local(info.localType.getShape());
    CheckpointTensor &t = index.tensors.emplace_back();
    t = {info.name, safeTensorsDType(info.dtype),
         std::vector<int64_t>(global.begin(), global.end()), shardingText(info),
         false, {}};
    for (int64_t r = 0; r < world; ++r) {
      FailureOr<Shard> shard = shardOf(info, mesh, coordsOf(r, mesh), t.name);
      if (failed(shard))
        return false;
      if (shard->canonical && shard->partialPosition == 0)
        t.shards.push_back({rankFileName(r), t.name,
                            PieceLayout::ofShard(*shard, global, local),
                            uint32_t(crcs[c * world + r])});
    }
  }
  for (auto [j, arg] : llvm::enumerate(carriedArg)) {
    if (arg)
      continue;
    const ValueInfo &info = sig.results[j];
    std::vector<int64_t> shape = historyShape(info, stepsIn(info, history[j]));
    std::string name = historyName(sig, unsigned(j));
    index.tensors.push_back(
        {name, safeTensorsDType(info.dtype), shape, "replicated", true,
         {{rankFileName(0), "history/" + name, PieceLayout::whole(shape),
           crc32Of(historyBytes(info, history[j]))}}});
  }
  std::string text = printCheckpointIndex(index);
  return writeFileDurably(joinPath(dir, kCheckpointIndexName),
                          llvm::ArrayRef<char>(text.data(), text.size()),
                          error);
}

/// Writes the checkpoint of step `step`: every rank its file, then rank 0
/// the index (the checkpoint is complete once the index is renamed into
/// place). Collective.
LogicalResult TrainingLoop::save(int64_t step, std::vector<HostBuffer> &args) {
  std::string dir = checkpointStepDir(opts.checkpointDir, step);
  int64_t rank = cleave_rt_rank(), world = mesh.size();
  std::string error;
  std::vector<double> crcs(carried.size() * size_t(world) + 1, 0);
  // A step directory being rewritten is incomplete until its new index.
  if (rank == 0)
    llvm::sys::fs::remove(joinPath(dir, kCheckpointIndexName));
  cleave_rt_barrier(mesh.allAxes);
  if (std::error_code ec = llvm::sys::fs::create_directories(dir)) {
    rankError() << "--checkpoint-dir: cannot create '" << dir
                << "': " << ec.message() << "\n";
    crcs.back() = 1;
  } else if (!writeRankFile(dir, args, crcs, error)) {
    rankError() << "checkpoint of step " << step << ": " << error << "\n";
    crcs.back() = 1;
  }
  allReduceMax(crcs, mesh.allAxes);
  std::vector<double> status{crcs.back()};
  if (rank == 0 && status[0] == 0 && !writeIndex(dir, step, crcs, error)) {
    rankError() << "checkpoint of step " << step << ": " << error << "\n";
    status[0] = 1;
  }
  allReduceMax(status, mesh.allAxes);
  if (status[0] != 0)
    return failure();
  if (rank == 0)
    llvm::outs() << "checkpoint: step " << step << " saved in " << dir << "\n";
  return success();
}

//===----------------------------------------------------------------------===//
// Resuming
//===----------------------------------------------------------------------===//

namespace {
/// The safetensors files of one checkpoint, opened once each.
class ReaderCache {
public:
  explicit ReaderCache(std::string dir) : dir(std::move(dir)) {}
  const SafeTensorsReader *get(const std::string &file, std::string &error) {
    auto &slot = readers[file];
    if (!slot)
      slot = SafeTensorsReader::open(joinPath(dir, file), error);
    return slot.get();
  }

private:
  std::string dir;
  std::map<std::string, std::unique_ptr<SafeTensorsReader>> readers;
};
} // namespace

/// The tensor a shard names in its file, with the shard's dtype and
/// sizes; null after reporting.
static const SafeTensor *shardTensor(ReaderCache &cache,
                                     const CheckpointTensor &t,
                                     const CheckpointShard &s,
                                     const std::string &dir) {
  std::string error;
  const SafeTensorsReader *reader = cache.get(s.file, error);
  if (!reader) {
    rankError() << "--resume: checkpoint '" << dir << "': " << error << "\n";
    return nullptr;
  }
  const SafeTensor *st = reader->find(s.key);
  if (!st || st->dtype != t.dtype || st->shape != s.layout.sizes) {
    rankError() << "--resume: checkpoint '" << dir << "': '" << s.file
                << "' has no tensor '" << s.key << "' of " << t.dtype << " "
                << formatDims(s.layout.sizes) << " (a shard of '" << t.name
                << "')\n";
    return nullptr;
  }
  return st;
}

/// Checks one shard's CRC-32, reading it in chunks.
static bool checkShard(ReaderCache &cache, const CheckpointTensor &t,
                       const CheckpointShard &s, const std::string &dir,
                       int64_t &bytesRead) {
  const SafeTensor *st = shardTensor(cache, t, s, dir);
  if (!st)
    return false;
  std::string error;
  const SafeTensorsReader *reader = cache.get(s.file, error);
  std::vector<char> chunk(std::min<uint64_t>(st->end - st->begin, 1 << 24));
  uint32_t crc = 0;
  for (uint64_t at = 0, n = st->end - st->begin; at < n; at += chunk.size()) {
    uint64_t size = std::min<uint64_t>(chunk.size(), n - at);
    if (!reader->read(*st, at, size, chunk.data(), error)) {
      rankError() << "--resume: " << error << "\n";
      return false;
    }
    crc = crc32Of(llvm::ArrayRef<char>(chunk.data(), size), crc);
    bytesRead += int64_t(size);
  }
  if (crc != s.crc32) {
    rankError() << "--resume: checkpoint '" << dir << "': tensor '" << t.name
                << "' in '" << s.file << "' fails its checksum (crc32 " << crc
                << ", the index says " << s.crc32 << ")\n";
    return false;
  }
  return true;
}

/// Every shard's checksum, each checked by one rank (shard k by rank k mod
/// the ranks). Collective.
LogicalResult TrainingLoop::verifyChecksums(const CheckpointIndex &index,
                                            const std::string &dir) {
  int64_t rank = cleave_rt_rank(), world = mesh.size(), k = 0;
  ReaderCache cache(dir);
  std::vector<double> bad{0};
  for (const CheckpointTensor &t : index.tensors)
    for (const CheckpointShard &s : t.shards)
      if (k++ % world == rank && !checkShard(cache, t, s, dir, bytesRead))
        bad[0] = 1;
  allReduceMax(bad, mesh.allAxes);
  return success(bad[0] == 0);
}

/// Fills this rank's shard of carried argument `arg` from the stored
/// shards of `t`, reading only the byte ranges it overlaps.
LogicalResult TrainingLoop::loadTensor(const CheckpointTensor &t,
                                       const std::string &dir, unsigned arg,
                                       HostBuffer &buf) {
  const ValueInfo &info = sig.args[arg];
  FailureOr<Shard> shard =
      shardOf(info, mesh, coordsOf(cleave_rt_rank(), mesh), info.name);
  if (failed(shard))
    return failure();
  SmallVector<int64_t> global(info.globalType.getShape());
  SmallVector<int64_t> local(info.localType.getShape());
  PieceLayout target = PieceLayout::ofShard(*shard, global, local);
  size_t es = dtypeSize(info.dtype);
  std::memset(buf.data, 0, size_t(buf.numElements()) * es);
  ReaderCache cache(dir);
  int64_t copied = 0;
  for (const CheckpointShard &s : t.shards) {
    const SafeTensor *st = shardTensor(cache, t, s, dir);
    std::string error;
    const SafeTensorsReader *reader = st ? cache.get(s.file, error) : nullptr;
    int64_t n = !reader ? -1
                        : copyOverlap(s.layout, target, local, es, buf.data,
                                      [&](int64_t first, int64_t count,
                                          char *dst) {
                                        bytesRead += count * int64_t(es);
                                        return reader->read(
                                            *st, uint64_t(first) * es,
                                            uint64_t(count) * es, dst, error);
                                      });
    if (n < 0) {
      if (!error.empty())
        rankError() << "--resume: " << error << "\n";
      return failure();
    }
    copied += n;
  }
  if (copied != target.numElements()) {
    rankError() << "--resume: checkpoint '" << dir << "' holds " << copied
                << " of the " << target.numElements() << " elements of '"
                << t.name << "' this rank needs\n";
    return failure();
  }
  return success();
}

/// Every rank reads the histories (small: one value per step).
LogicalResult TrainingLoop::loadHistory(const CheckpointIndex &index,
                                        const std::string &dir) {
  ReaderCache cache(dir);
  for (auto [j, arg] : llvm::enumerate(carriedArg)) {
    if (arg)
      continue;
    const ValueInfo &info = sig.results[j];
    const CheckpointTensor *t = index.find(historyName(sig, unsigned(j)), true);
    if (!t || t->shards.size() != 1) {
      rankError() << "--resume: checkpoint '" << dir
                  << "' has no history of result " << j << "\n";
      return failure();
    }
    const SafeTensor *st = shardTensor(cache, *t, t->shards[0], dir);
    std::string error;
    std::vector<char> bytes(st ? st->end - st->begin : 0);
    if (!st || !cache.get(t->shards[0].file, error)
                    ->read(*st, 0, bytes.size(), bytes.data(), error)) {
      if (!error.empty())
        rankError() << "--resume: " << error << "\n";
      return failure();
    }
    size_t es = dtypeSize(info.dtype);
    history[j].clear();
    for (size_t k = 0; k < bytes.size() / es; ++k)
      history[j].push_back(loadValue(info.dtype, bytes.data() + k * es));
  }
  return success();
}

LogicalResult TrainingLoop::resume(std::vector<HostBuffer> &args) {
  if (resumeIndexPath.empty())
    return success();
  std::string dir = std::string(llvm::sys::path::parent_path(resumeIndexPath));
  if (failed(verifyChecksums(resumeIndex, dir)))
    return failure();
  std::vector<double> bad{0};
  for (unsigned i : carried)
    if (failed(loadTensor(*resumeIndex.find(sig.args[i].name, false), dir, i,
                          args[i])))
      bad[0] = 1;
  if (!bad[0] && failed(loadHistory(resumeIndex, dir)))
    bad[0] = 1;
  allReduceMax(bad, mesh.allAxes);
  if (bad[0] != 0)
    return failure();
  startStep = resumeIndex.step;
  std::vector<double> read(size_t(mesh.size()), 0);
  read[size_t(cleave_rt_rank())] = double(bytesRead);
  allReduceMax(read, mesh.allAxes);
  if (cleave_rt_rank() == 0) {
    llvm::outs() << "resume: step " << startStep << " from " << dir
                 << "; bytes read per rank (checksums and shards):";
    for (double b : read)
      llvm::outs() << " " << int64_t(b);
    llvm::outs() << "\n";
  }
  return success();
}

} // namespace cleave::run
