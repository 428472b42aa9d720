//===- Checkpoint.cpp - a training loop's sharded checkpoints -------------===//
//
// TrainingLoop's save and resume (TrainingLoop.h, CheckpointIndex.h): every
// rank writes its shards, rank 0 the index last; a resume verifies every
// checksum, each shard on one rank, and each rank reads the byte ranges of
// its own shard.
//
//===----------------------------------------------------------------------===//

#include "cleave/Run/TrainingLoop.h"

#include "Report.h"
#include "cleave/Run/NpyIO.h"
#include "cleave/Run/SafeTensors.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
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
                << formatShape(s.layout.sizes) << " (a shard of '" << t.name
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
