//===- Profile.cpp - --profile and --timeline of cleave-run ---------------===//

#include "cleave/Run/Profile.h"

#include "cleave/Analysis/CostModel.h"
#include "cleave/Analysis/OutputChecks.h"
#include "cleave/Conversion/Passes.h"
#ifdef CLEAVE_HAVE_CUDA
#include "cleave/Runtime/CleaveGPU.h"
#endif

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Format.h"

#include <cstring>

using namespace mlir;
using namespace mlir::cleave;

namespace {
/// The records cleave_profile_record fills: the generated code passes no
/// context, so the runner installs its records here for its runs.
::cleave::run::ProfileRecords *installedRecords = nullptr;
} // namespace

extern "C" void cleave_profile_record(int64_t id, double seconds) {
  if (installedRecords)
    installedRecords->record(id, seconds);
}

extern "C" void cleave_profile_record_started(int64_t id, double started,
                                              double waitFrom, double waitTo) {
  if (installedRecords)
    installedRecords->recordStarted(id, started, waitFrom, waitTo);
}

namespace cleave::run {

ProfileRecords::~ProfileRecords() {
  if (installedRecords == this)
    installedRecords = nullptr;
}

void ProfileRecords::install() { installedRecords = this; }

void ProfileRecords::record(int64_t id, double secs) {
  if (id < 0)
    return;
  grow(id);
  seconds[id] += secs;
  calls[id] += 1;
  if (withTimeline) {
    double end = cleave_rt_wtime();
    timeline.calls.push_back({id, end - secs, end});
  }
}

void ProfileRecords::grow(int64_t id) {
  if (size_t(id) < seconds.size())
    return;
  seconds.resize(id + 1, 0);
  calls.resize(id + 1, 0);
  inFlight.resize(id + 1, 0);
}

void ProfileRecords::recordStarted(int64_t id, double started, double waitFrom,
                                   double waitTo) {
  if (id < 0)
    return;
  grow(id);
  seconds[id] += waitTo - waitFrom;
  calls[id] += 1;
  inFlight[id] += waitTo - started;
  if (withTimeline)
    timeline.calls.push_back({id, started, waitTo, waitFrom, true});
}

void ProfileRecords::reset() {
  std::fill(seconds.begin(), seconds.end(), 0);
  std::fill(calls.begin(), calls.end(), 0);
  std::fill(inFlight.begin(), inFlight.end(), 0);
  timeline.calls.clear();
}

/// --timeline: gathers every rank's timed calls of the last run (rows of a
/// [ranks x width] buffer summed over all ranks, each rank filling its own)
/// and writes rank 0's Chrome trace. Collective: every rank calls it.
static LogicalResult writeTimeline(const RankTimeline &local,
                                   const std::map<int64_t, std::string> &names,
                                   const MeshInfo &mesh, StringRef path) {
  size_t ranks = static_cast<size_t>(mesh.size());
  std::vector<double> count{static_cast<double>(local.calls.size())};
  allReduceMax(count, mesh.allAxes);
  size_t width = 3 + kTimedCallWidth * static_cast<size_t>(count[0]);
  int64_t rank = cleave_rt_rank();
  HostBuffer buf;
  buf.allocate(F64, {int64_t(ranks * width)});
  std::memset(buf.data, 0, ranks * width * 8);
  std::vector<double> row = packTimeline(local, width);
  std::memcpy(reinterpret_cast<double *>(buf.data) + rank * width, row.data(),
              width * 8);
  _mlir_ciface_cleave_rt_all_reduce_f64(&buf.unranked, &buf.unranked,
                                        mesh.allAxes, CLEAVE_RT_SUM);
  if (rank != 0)
    return success();
  ArrayRef<double> rows(reinterpret_cast<double *>(buf.data), ranks * width);
  std::vector<RankTimeline> timelines;
  std::vector<std::string> labels;
  for (size_t r = 0; r < ranks; ++r) {
    timelines.push_back(unpackTimeline(rows, width, r));
    // Devices are numbered row-major over the mesh axes.
    std::string label = "rank " + std::to_string(r);
    int64_t rest = static_cast<int64_t>(r), stride = mesh.size();
    SmallVector<std::string> coords;
    for (auto [a, size] : llvm::enumerate(mesh.shape)) {
      stride /= size;
      if (a < mesh.axisNames.size() && size > 1)
        coords.push_back(mesh.axisNames[a] + " " +
                         std::to_string(rest / stride));
      rest %= stride;
    }
    if (!coords.empty())
      label += " (" + llvm::join(coords, ", ") + ")";
    labels.push_back(label);
  }
  std::string error;
  std::unique_ptr<AtomicOutput> out = AtomicOutput::open(path, error);
  if (out)
    out->os() << measuredTimelineToChromeTrace(
        timelines, names, labels, "measured (cleave-run --timeline)");
  if (!out || !out->commit(error)) {
    llvm::errs() << "cleave-run: error: --timeline: " << error << "\n";
    return failure();
  }
  llvm::outs() << "wrote the timeline of the last run to " << path << "\n";
  return success();
}

/// --profile's name of each data-moving collective, by position.
std::map<int64_t, std::string> nameCollectives(ModuleOp module) {
  std::map<int64_t, std::string> collectiveNames;
  for (auto [i, op] : llvm::enumerate(getTrafficCollectives(module))) {
    std::string s;
    llvm::raw_string_ostream os(s);
    // Point-to-point ops have no result (send) or no operand (recv).
    os << op->getName().getStringRef();
    if (auto peer = op->getAttrOfType<IntegerAttr>("peer"))
      os << (isa<SendOp>(op) ? " to " : " from ") << "peer " << peer.getInt();
    os << " over " << op->getAttr("axes") << " : ";
    Type in = op->getNumOperands() ? op->getOperand(0).getType() : Type();
    Type out = op->getNumResults() ? op->getResult(0).getType() : Type();
    os << (in ? in : out);
    if (in && out && in != out)
      os << " -> " << out;
    if (auto loc = dyn_cast<FileLineColLoc>(op->getLoc()))
      os << "  (line " << loc.getLine() << ")";
    collectiveNames[i] = s;
  }
  return collectiveNames;
}

/// The line of `op`'s location, or 0.
static unsigned lineOf(Operation *op) {
  auto loc = dyn_cast<FileLineColLoc>(op->getLoc());
  return loc ? loc.getLine() : 0;
}

std::map<int64_t, ProfiledOpInfo>
nameProfiledOps(ModuleOp module, int64_t firstId, const ClusterSpec *spec) {
  std::map<int64_t, ProfiledOpInfo> out;
  SmallVector<Operation *> ops = getProfiledOps(module);
  llvm::DenseMap<Operation *, int64_t> idOf;
  for (auto [i, op] : llvm::enumerate(ops))
    idOf[op] = firstId + int64_t(i);
  // In program order, so a chain's predictions add up into its last op.
  for (Operation *op : ops) {
    int64_t id = idOf[op];
    ProfiledOpInfo &info = out[id];
    llvm::raw_string_ostream os(info.name);
    os << op->getName().getStringRef() << " " << op->getResult(0).getType();
    if (unsigned line = lineOf(op))
      os << "  (line " << line << ")";
    // Producers fused into this op have added theirs already.
    if (spec)
      info.predicted =
          info.predicted.value_or(0) + estimateOp(op, *spec).computeTime;
    Value r = op->getResult(0);
    if (op->getNumResults() == 1 && r.hasOneUse() &&
        fusesIntoUser(*r.getUses().begin()))
      if (auto it = idOf.find(r.getUses().begin()->getOwner());
          it != idOf.end()) {
        info.fusedInto = it->second;
        if (info.predicted)
          out[it->second].predicted =
              out[it->second].predicted.value_or(0) + *info.predicted;
      }
  }
  return out;
}

/// --profile-ops: the compute ops' time of the last run (slowest rank), the
/// most expensive first, with the cost model's beside it when a cluster was
/// given. Collective: every rank calls it.
static void printProfiledOps(const ProfileReport &report) {
  const std::map<int64_t, ProfiledOpInfo> &ops = *report.ops;
  const std::vector<double> &seconds = report.records.seconds;
  const std::vector<double> &calls = report.records.calls;
  std::vector<double> secs;
  for (auto &[id, info] : ops)
    secs.push_back(size_t(id) < seconds.size() ? seconds[id] : 0);
  allReduceMax(secs, report.mesh.allAxes);
  if (report.worldRank != 0)
    return;
  struct Row {
    double secs, calls;
    const ProfiledOpInfo *info;
    int64_t id;
  };
  std::vector<Row> rows;
  double total = 0, predicted = 0;
  for (auto [k, entry] : llvm::enumerate(ops)) {
    auto &[id, info] = entry;
    double n = size_t(id) < calls.size() ? calls[id] : 0;
    rows.push_back({secs[k], n, &info, id});
    total += secs[k];
    if (info.predicted && !info.fusedInto)
      predicted += *info.predicted * n;
  }
  llvm::stable_sort(rows, [](const Row &a, const Row &b) {
    return a.secs > b.secs;
  });
  bool withPrediction = !report.opsCluster.empty();
  llvm::outs() << "compute ops (last run, max over ranks"
               << (withPrediction
                       ? ", predicted by the cost model on '" +
                             report.opsCluster + "'"
                       : std::string())
               << "), the slowest first:\n";
  const size_t shown = 30;
  for (const Row &row : llvm::ArrayRef(rows).take_front(shown)) {
    llvm::outs() << llvm::format("  #%-4lld %10.3f ms %6.0f calls  ",
                                 (long long)row.id, row.secs * 1e3, row.calls);
    if (withPrediction && row.info->fusedInto) {
      llvm::outs() << llvm::format("fused into #%-20lld  ",
                                   (long long)*row.info->fusedInto);
    } else if (withPrediction) {
      double p = *row.info->predicted * row.calls;
      llvm::outs() << llvm::format("predicted %10.3f ms (%5.2fx)  ", p * 1e3,
                                   row.secs > 0 ? p / row.secs : 0.0);
    }
    llvm::outs() << row.info->name << "\n";
  }
  if (rows.size() > shown)
    llvm::outs() << "  ... " << rows.size() - shown << " more\n";
  llvm::outs() << llvm::format("  compute ops %.3f ms of %.3f ms entry time",
                               total * 1e3, report.entrySeconds * 1e3);
  if (withPrediction)
    llvm::outs() << llvm::format("; predicted %.3f ms (%.2fx)",
                                 predicted * 1e3,
                                 total > 0 ? predicted / total : 0.0);
  llvm::outs() << "\n";
}

/// The launcher's compiled object if it left one (SharedProgram.h), else

/// --profile: the last run's time per collective (slowest rank, which
/// includes waiting for the slowest peer), and --timeline; 1 if the
/// timeline cannot be written.
int printProfile(const ProfileReport &report) {
  const std::map<int64_t, std::string> &collectiveNames = report.names;
  const MeshInfo &mesh = report.mesh;
  int64_t worldRank = report.worldRank;
  const std::vector<double> &profileSeconds = report.records.seconds;
  const std::vector<double> &profileCalls = report.records.calls;
  double entry = report.entrySeconds;
  size_t n = collectiveNames.size();
  // Exposed seconds, then seconds in flight, in one reduction.
  std::vector<double> secs(2 * n, 0), calls(n, 0);
  const std::vector<double> &inFlight = report.records.inFlight;
  for (size_t k = 0; k < n && k < profileSeconds.size(); ++k) {
    secs[k] = profileSeconds[k];
    secs[n + k] = k < inFlight.size() ? inFlight[k] : 0;
    calls[k] = profileCalls[k];
  }
  allReduceMax(secs, mesh.allAxes);
  if (worldRank == 0) {
    double total = 0, overlapped = 0;
    llvm::outs() << "profile (last run, max over ranks):\n";
    for (auto &[k, name] : collectiveNames) {
      llvm::outs() << llvm::format("  #%-3lld %10.3f ms %6.0f calls  ",
                                   (long long)k, secs[k] * 1e3, calls[k])
                   << name;
      if (secs[n + k] > 0) {
        llvm::outs() << llvm::format("  [started: %.3f ms in flight]",
                                     secs[n + k] * 1e3);
        overlapped += 1;
      }
      llvm::outs() << "\n";
      total += secs[k];
    }
    llvm::outs() << llvm::format(
        "  collectives %.3f ms of %.3f ms entry time (%.1f%%)", total * 1e3,
        entry * 1e3, entry > 0 ? 100 * total / entry : 0.0);
    if (overlapped > 0)
      llvm::outs() << ", started ones counted by their wait";
    llvm::outs() << "\n";
  }
  if (report.ops)
    printProfiledOps(report);
  int status = 0;
  // The timeline names the timed ops too.
  std::map<int64_t, std::string> timelineNames = collectiveNames;
  if (report.ops)
    for (auto &[id, info] : *report.ops)
      timelineNames[id] = info.name;
  if (!report.timelinePath.empty() &&
      failed(writeTimeline(report.records.timeline, timelineNames, mesh,
                           report.timelinePath)))
    status = 1;
#ifdef CLEAVE_HAVE_CUDA
  // Kernels and cuBLAS calls of rank 0's last run.
  if (report.gpu && worldRank == 0) {
    llvm::outs().flush();
    cleave_gpu_profile_print("  ");
  }
#endif
  return status;
}

} // namespace cleave::run
