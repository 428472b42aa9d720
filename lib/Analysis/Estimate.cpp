//===- Estimate.cpp - the cleave-estimate pass -----------------------------===//
//
// Prices each function of a module on a cluster spec and writes a report:
// one row per op that costs something, then compute / communication totals
// and the peak memory per device. The IR is left unchanged.
//
//===----------------------------------------------------------------------===//

#include "cleave/Analysis/Passes.h"

#include "cleave/Analysis/ClusterSpec.h"
#include "cleave/Analysis/CostModel.h"
#include "cleave/Analysis/InputChecks.h"
#include "cleave/Analysis/OutputChecks.h"

#include "cleave/IR/CleaveDialect.h"
#include "cleave/IR/CleaveOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"

#include <map>

namespace mlir {
namespace cleave {
#define GEN_PASS_DEF_CLEAVEESTIMATE
#include "cleave/Analysis/Passes.h.inc"
} // namespace cleave
} // namespace mlir

using namespace mlir;
using namespace mlir::cleave;

namespace {
struct Row {
  std::string op;
  std::string loc;
  std::string shape;
  /// Times the op runs (iterations of enclosing constant-bound loops).
  int64_t count = 1;
  OpCost cost;
  SmallVector<std::string> axisNames;
  /// For a call: the callee, whose totals (one run) are in `cost`.
  std::string callee;
  /// A collective started by cleave.async_start (overlaps the compute up to
  /// its cleave.wait).
  bool started = false;
};

struct FunctionReport {
  std::string name;
  bool partitioned = false;
  std::string mesh;
  const ClusterSpec *spec = nullptr;
  std::vector<Row> rows;
  double compute = 0, comm = 0;
  /// The spec's `call_overhead`, included in `compute`.
  double call = 0;
  /// One run's time on one device: compute and blocking collectives in
  /// sequence, started collectives on a communication stream of their own
  /// from their start to their wait. Without started collectives it is
  /// compute + comm.
  double elapsed = 0;
  /// Started collectives in the function (calls and loops included).
  int64_t started = 0;
  /// FLOPs and bytes of every op run, calls and loop trips included.
  double flops = 0, bytes = 0;
  /// Collectives run per kind, calls and loop trips included.
  std::map<CollectiveKind, int64_t> collectives;
  int64_t peakMemory = 0;
  int64_t unmodelled = 0;
  bool dynamic = false;
  bool unknownTripCount = false;
  /// A call to a function already being priced (counted as free).
  bool recursive = false;
  /// Combined reductions (all_reduce ops with `combined`): their members,
  /// the buckets, the members' time as separate all_reduces, and the
  /// buckets' time with their pack and unpack copies.
  struct Combining {
    int64_t members = 0, buckets = 0;
    double separate = 0, combined = 0;
  } combining;

  void add(const FunctionReport &callee, int64_t count);
  /// One run's time: compute + comm when every collective blocks (exactly
  /// the sum), else the two-stream time.
  double total() const { return started ? elapsed : compute + comm; }
  /// The communication the compute does not hide.
  double exposedComm() const {
    return started ? std::max(0.0, elapsed - compute) : comm;
  }
};

/// The pricing of one module (cleave-estimate and writeEstimate).
struct Estimator {
  std::string cluster;
  /// Set when an op could not be priced (reported at the op).
  bool priceError = false;

  LogicalResult run(ModuleOp module, StringRef format, bool printCluster,
                    StringRef output, raw_ostream *os);

private:
  FailureOr<const ClusterSpec *> getSpec(MeshOp mesh, Operation *anchor);
  /// Adds the rows of `block` (run `count` times) to `report` and returns
  /// the time of one run of the block (FunctionReport::elapsed).
  double collectRows(Block &block, int64_t count, FunctionReport &report);
  double collectBranchRows(Operation &op, int64_t count,
                           FunctionReport &report);
  /// Prices one op into a row of `report`; its cost, or nullopt when the
  /// op costs nothing (or failed).
  std::optional<OpCost> addOpRow(Operation &op, int64_t count,
                                 FunctionReport &report, bool started);
  /// Adds a combined all_reduce's figures (what its members would take
  /// apart) to `report`.
  void addCombining(AllReduceOp op, const OpCost &cost, int64_t count,
                    FunctionReport &report);
  /// A call's row; the callee's time of one run, or nullopt when it is no
  /// call into the module.
  std::optional<double> addCallRow(CallOpInterface call, int64_t count,
                                   FunctionReport &report);
  const FunctionReport &priceCallee(FunctionOpInterface callee,
                                    const ClusterSpec *spec);
  void writeText(ArrayRef<FunctionReport> reports, raw_ostream &os);
  void writeJson(ArrayRef<FunctionReport> reports, raw_ostream &os);

  /// Bound specs by mesh name ("" for a single device).
  std::map<std::string, ClusterSpec> specs;
  /// The run's symbol tables (the pass is copyable, they are not).
  SymbolTableCollection *tables = nullptr;
  /// Callees priced once per spec, and those being priced now.
  std::map<std::pair<Operation *, const ClusterSpec *>, FunctionReport>
      callees;
  llvm::SmallPtrSet<Operation *, 4> pricing;
};

struct CleaveEstimatePass
    : public cleave::impl::CleaveEstimateBase<CleaveEstimatePass> {
  using Base::Base;
  void runOnOperation() override {
    Estimator estimator;
    estimator.cluster = cluster;
    if (failed(estimator.run(getOperation(), format, printCluster, output,
                             /*os=*/nullptr)))
      return signalPassFailure();
    markAllAnalysesPreserved();
  }
};
} // namespace

LogicalResult cleave::writeEstimate(ModuleOp module, StringRef cluster,
                                    StringRef format, raw_ostream &os) {
  Estimator estimator;
  estimator.cluster = cluster.str();
  return estimator.run(module, format, /*printCluster=*/false, "", &os);
}

void FunctionReport::add(const FunctionReport &callee, int64_t count) {
  compute += count * callee.compute;
  comm += count * callee.comm;
  started += count * callee.started;
  flops += count * callee.flops;
  bytes += count * callee.bytes;
  for (auto [kind, n] : callee.collectives)
    collectives[kind] += count * n;
  combining.members += count * callee.combining.members;
  combining.buckets += count * callee.combining.buckets;
  combining.separate += count * callee.combining.separate;
  combining.combined += count * callee.combining.combined;
  unmodelled += callee.unmodelled;
  dynamic |= callee.dynamic;
  unknownTripCount |= callee.unknownTripCount;
  recursive |= callee.recursive;
}

static std::string formatLoc(Location loc) {
  if (auto file = loc->findInstanceOf<FileLineColLoc>())
    return (llvm::sys::path::filename(file.getFilename().getValue()) + ":" +
            Twine(file.getLine()) + ":" + Twine(file.getColumn()))
        .str();
  return "?";
}

static std::string formatShape(Operation *op) {
  Type t = op->getNumResults() ? op->getResult(0).getType() : Type();
  auto tensor = dyn_cast_or_null<RankedTensorType>(t);
  if (!tensor)
    return "-";
  std::string s;
  llvm::raw_string_ostream os(s);
  for (int64_t d : tensor.getShape()) {
    if (ShapedType::isDynamic(d))
      os << "?";
    else
      os << d;
    os << "x";
  }
  os << tensor.getElementType();
  return s;
}

static bool touchesTensors(Operation *op) {
  auto isTensor = [](Type t) { return isa<RankedTensorType>(t); };
  return llvm::any_of(op->getOperandTypes(), isTensor) ||
         llvm::any_of(op->getResultTypes(), isTensor);
}

/// The mesh a per-device function runs on: the one its collectives,
/// group_index ops and argument shardings name. Null if none; failure if
/// several.
static FailureOr<MeshOp> findMesh(FunctionOpInterface func,
                                  SymbolTableCollection &tables) {
  ModuleOp module = func->getParentOfType<ModuleOp>();
  SmallVector<StringAttr> names;
  auto note = [&](FlatSymbolRefAttr ref) {
    if (ref && !llvm::is_contained(names, ref.getAttr()))
      names.push_back(ref.getAttr());
  };
  for (unsigned i = 0, e = func.getNumArguments(); i < e; ++i)
    if (auto s = func.getArgAttrOfType<ShardingAttr>(i, "cleave.sharding"))
      note(s.getMesh());
  func.walk([&](Operation *op) {
    if (getCollectiveKind(op) || isa<GroupIndexOp>(op))
      note(op->getAttrOfType<FlatSymbolRefAttr>("mesh"));
  });
  if (names.empty())
    return MeshOp();
  if (names.size() > 1)
    return func.emitError() << "cleave-estimate: function uses several "
                               "meshes (@"
                            << names[0].getValue() << ", @"
                            << names[1].getValue() << ")";
  auto mesh = tables.lookupSymbolIn<MeshOp>(module, names[0]);
  if (!mesh)
    return func.emitError() << "cleave-estimate: mesh @"
                            << names[0].getValue() << " not found";
  return mesh;
}

FailureOr<const ClusterSpec *>
Estimator::getSpec(MeshOp mesh, Operation *anchor) {
  std::string key = mesh ? mesh.getSymName().str() : "";
  auto it = specs.find(key);
  if (it != specs.end())
    return &it->second;
  std::string option = "cluster=" + cluster;
  FailureOr<ClusterSpec> spec = loadClusterSpec(cluster, mesh, [&]() {
    return emitOptionError(anchor->getContext(), "cleave-estimate", option);
  });
  if (failed(spec))
    return failure();
  return &(specs[key] = std::move(*spec));
}

double Estimator::collectRows(Block &block, int64_t count,
                                       FunctionReport &report) {
  // One run of the block on two streams: `now` is the compute stream, which
  // blocking collectives and waits also hold; `commFree` is when the link
  // is next free (collectives run one at a time, in program order).
  double now = 0, commFree = 0;
  llvm::DenseMap<Operation *, double> doneAt;
  for (Operation &op : block) {
    if (auto forOp = dyn_cast<scf::ForOp>(&op)) {
      std::optional<int64_t> lb = getConstantIntValue(forOp.getLowerBound());
      std::optional<int64_t> ub = getConstantIntValue(forOp.getUpperBound());
      std::optional<int64_t> step = getConstantIntValue(forOp.getStep());
      int64_t trips = 1;
      if (lb && ub && step && *step > 0)
        trips = *ub > *lb ? (*ub - *lb + *step - 1) / *step : 0;
      else
        report.unknownTripCount = true;
      now += trips * collectRows(*forOp.getBody(), count * trips, report);
      continue;
    }
    if (auto call = dyn_cast<CallOpInterface>(&op))
      if (std::optional<double> callee = addCallRow(call, count, report)) {
        now += *callee;
        continue;
      }
    if (auto start = dyn_cast<AsyncStartOp>(&op)) {
      Operation *collective = start.getCollective();
      std::optional<OpCost> cost =
          collective ? addOpRow(*collective, count, report, /*started=*/true)
                     : std::nullopt;
      double begin = std::max(now, commFree);
      commFree = begin + (cost ? cost->commTime : 0);
      doneAt[start] = commFree;
      report.started += count;
      continue;
    }
    if (auto wait = dyn_cast<WaitOp>(&op)) {
      now = std::max(now, doneAt.lookup(wait.getFuture().getDefiningOp()));
      continue;
    }
    if (isa<scf::WhileOp>(&op))
      report.unknownTripCount = true;
    if (isa<scf::IfOp, scf::IndexSwitchOp>(&op)) {
      now += collectBranchRows(op, count, report);
      continue;
    }
    bool whole = isa<linalg::LinalgOp, linalg::SoftmaxOp>(&op) ||
                 op.getNumRegions() == 0;
    if (!whole) {
      for (Region &region : op.getRegions())
        for (Block &b : region)
          now += collectRows(b, count, report);
      continue;
    }
    std::optional<OpCost> cost = addOpRow(op, count, report, false);
    if (!cost)
      continue;
    if (cost->collective) {
      now = std::max(now, commFree) + cost->commTime;
      commFree = now;
    }
    now += cost->computeTime;
  }
  return now;
}

/// One run of a branch op (scf.if, scf.index_switch) runs one of its
/// regions: it costs its most expensive region, whose rows alone join the
/// report (as XLA's cost analysis takes a conditional's largest branch).
double Estimator::collectBranchRows(Operation &op, int64_t count,
                                    FunctionReport &report) {
  std::optional<FunctionReport> chosen;
  double longest = 0;
  // What any region's pricing had to approximate is said either way.
  bool recursive = false, unknownTripCount = false, dynamic = false;
  for (Region &region : op.getRegions()) {
    FunctionReport branch;
    branch.spec = report.spec;
    double time = 0;
    for (Block &b : region)
      time += collectRows(b, count, branch);
    recursive |= branch.recursive;
    unknownTripCount |= branch.unknownTripCount;
    dynamic |= branch.dynamic;
    if (!chosen || time > longest) {
      chosen = std::move(branch);
      longest = time;
    }
  }
  if (chosen) {
    llvm::append_range(report.rows, chosen->rows);
    report.add(*chosen, 1);
  }
  report.recursive |= recursive;
  report.unknownTripCount |= unknownTripCount;
  report.dynamic |= dynamic;
  return longest;
}

std::optional<OpCost> Estimator::addOpRow(Operation &op,
                                                   int64_t count,
                                                   FunctionReport &report,
                                                   bool started) {
  if (!touchesTensors(&op))
    return std::nullopt; // scalar and index bookkeeping
  OpCost cost = estimateOp(&op, *report.spec);
  if (!cost.axesResolved) {
    op.emitError() << "cleave-estimate: collective names an axis the mesh "
                      "of the function lacks";
    priceError = true;
    return std::nullopt;
  }
  bool costs = cost.work.flops > 0 || cost.work.bytes > 0 ||
               cost.collective || !cost.work.modelled;
  if (!costs)
    return std::nullopt;
  Row row;
  row.op = op.getName().getStringRef().str();
  row.loc = formatLoc(op.getLoc());
  row.shape = formatShape(&op);
  row.count = count;
  row.cost = cost;
  row.started = started;
  for (unsigned a : cost.axes)
    row.axisNames.push_back(report.spec->axisNames[a]);
  report.compute += count * cost.computeTime;
  report.comm += count * cost.commTime;
  report.flops += count * cost.work.flops;
  report.bytes += count * cost.work.bytes;
  if (cost.collective)
    report.collectives[*cost.collective] += count;
  if (auto ar = dyn_cast<AllReduceOp>(&op); ar && ar.getCombined())
    addCombining(ar, cost, count, report);
  report.unmodelled += !cost.work.modelled;
  report.dynamic |= cost.work.dynamic;
  report.rows.push_back(std::move(row));
  return cost;
}

void Estimator::addCombining(AllReduceOp op, const OpCost &cost,
                             int64_t count, FunctionReport &report) {
  const ClusterSpec &spec = *report.spec;
  ArrayRef<int64_t> members = *op.getCombined();
  int64_t elementBytes = getElementBytes(op.getType().getElementType());
  double separate = 0;
  for (int64_t n : members)
    separate += collectiveTime(spec, CollectiveKind::AllReduce,
                               n * elementBytes, cost.axes);
  // The bucket's copies: the chain of inserts that packs the operand and
  // the slices its users take back out.
  double copies = 0;
  for (auto insert = op.getInput().getDefiningOp<tensor::InsertSliceOp>();
       insert; insert = insert.getDest().getDefiningOp<tensor::InsertSliceOp>())
    copies += estimateOp(insert, spec).time();
  for (Operation *user : op->getUsers())
    if (isa<tensor::ExtractSliceOp>(user))
      copies += estimateOp(user, spec).time();
  report.combining.members += count * members.size();
  report.combining.buckets += count;
  report.combining.separate += count * separate;
  report.combining.combined += count * (cost.commTime + copies);
}

/// Prices a call to a function of the module with a body at its call site:
/// one row with the callee's totals (its own calls and loops included),
/// which count `count` times. False for anything else (an external callee,
/// an indirect call), left to the caller as a leaf op.
std::optional<double>
Estimator::addCallRow(CallOpInterface call, int64_t count,
                               FunctionReport &report) {
  auto callee = dyn_cast_or_null<FunctionOpInterface>(
      call.resolveCallableInTable(tables));
  if (!callee || callee.isExternal())
    return std::nullopt;
  if (pricing.contains(callee.getOperation())) {
    report.recursive = true;
    return 0.0;
  }
  const FunctionReport &totals = priceCallee(callee, report.spec);
  Row row;
  row.op = (call->getName().getStringRef() + " @" + callee.getName()).str();
  row.callee = callee.getName().str();
  row.loc = formatLoc(call.getLoc());
  row.shape = formatShape(call);
  row.count = count;
  row.cost.work.flops = totals.flops;
  row.cost.work.bytes = totals.bytes;
  row.cost.computeTime = totals.compute;
  row.cost.commTime = totals.comm;
  report.add(totals, count);
  report.rows.push_back(std::move(row));
  return totals.elapsed;
}

/// The totals of one run of `callee` on `spec`, computed once.
const FunctionReport &
Estimator::priceCallee(FunctionOpInterface callee,
                                const ClusterSpec *spec) {
  auto key = std::make_pair(callee.getOperation(), spec);
  auto it = callees.find(key);
  if (it != callees.end())
    return it->second;
  FunctionReport totals;
  totals.spec = spec;
  pricing.insert(callee.getOperation());
  for (Block &block : callee.getFunctionBody())
    totals.elapsed += collectRows(block, 1, totals);
  pricing.erase(callee.getOperation());
  totals.rows.clear();
  return callees.emplace(key, std::move(totals)).first->second;
}

static std::string us(double seconds) {
  std::string s;
  llvm::raw_string_ostream(s) << llvm::format("%.3f", seconds * 1e6);
  return s;
}

static std::string integer(double x) {
  std::string s;
  llvm::raw_string_ostream(s) << llvm::format("%.0f", x);
  return s;
}

void Estimator::writeText(ArrayRef<FunctionReport> reports,
                                   raw_ostream &os) {
  for (const FunctionReport &r : reports) {
    const ClusterSpec &spec = *r.spec;
    os << "func @" << r.name << ": "
       << (r.partitioned ? "per-device program" : "one device (unpartitioned)")
       << ", cluster '" << spec.name << "' (" << spec.device.name << ")";
    if (!r.mesh.empty()) {
      os << ", mesh @" << r.mesh << " [";
      for (auto [i, name] : llvm::enumerate(spec.axisNames))
        os << (i ? ", " : "") << name << "=" << spec.axisSizes[i] << " "
           << spec.axisLinkKeys[i];
      os << "]";
    }
    os << "\n";

    std::vector<SmallVector<std::string, 10>> table;
    table.push_back({"op", "location", "shape", "count", "flops", "bytes",
                     "compute_us", "collective", "comm_bytes", "comm_us"});
    for (const Row &row : r.rows) {
      std::string collective = "-", commBytes = "-", commUs = "-";
      if (row.cost.collective) {
        collective = stringifyCollectiveKind(*row.cost.collective).str() + "[";
        for (auto [i, a] : llvm::enumerate(row.axisNames))
          collective += (i ? "," : "") + a;
        collective += "]";
        if (row.started)
          collective += " started";
        commBytes = std::to_string(row.cost.commBytes);
        commUs = us(row.cost.commTime);
      } else if (!row.callee.empty()) {
        commUs = us(row.cost.commTime);
      }
      std::string op = row.op;
      if (!row.cost.work.modelled)
        op += " (unmodelled)";
      table.push_back({op, row.loc, row.shape, std::to_string(row.count),
                       integer(row.cost.work.flops),
                       integer(row.cost.work.bytes), us(row.cost.computeTime),
                       collective, commBytes, commUs});
    }
    SmallVector<size_t> widths(table.front().size(), 0);
    for (auto &line : table)
      for (auto [i, cell] : llvm::enumerate(line))
        widths[i] = std::max(widths[i], cell.size());
    for (auto &line : table) {
      os << " ";
      for (auto [i, cell] : llvm::enumerate(line)) {
        os << " ";
        if (i + 1 == line.size())
          os << cell;
        else
          os << llvm::left_justify(cell, widths[i]);
      }
      os << "\n";
    }
    double capacity = spec.device.memoryCapacity;
    os << "  compute:       " << us(r.compute) << " us";
    if (r.call > 0)
      os << " (the call itself " << us(r.call) << " us)";
    os << "\n";
    os << "  communication: " << us(r.comm) << " us\n";
    if (const FunctionReport::Combining &c = r.combining; c.buckets)
      os << "  combined reductions: " << c.members << " all_reduces in "
         << c.buckets << " bucket(s): " << us(c.combined)
         << " us with the packing copies, " << us(c.separate)
         << " us as separate all_reduces (saved " << us(c.separate - c.combined)
         << " us)\n";
    if (r.started == 0) {
      os << "  total:         " << us(r.compute + r.comm)
         << " us (sum, no overlap of compute and communication)\n";
    } else {
      double exposed = r.exposedComm();
      os << "  total:         " << us(r.total())
         << " us (started collectives overlap the compute up to their "
            "waits)\n";
      os << "  exposed communication: " << us(exposed) << " us of "
         << us(r.comm) << " us ("
         << llvm::format("%.1f", r.comm > 0 ? 100 * exposed / r.comm : 0.0)
         << "%); " << r.started << " collective(s) started early\n";
    }
    if (!r.collectives.empty()) {
      os << "  collectives:  ";
      for (auto [i, entry] : llvm::enumerate(r.collectives))
        os << (i ? ", " : " ") << stringifyCollectiveKind(entry.first) << " x"
           << entry.second;
      os << " (calls and loop trips included)\n";
    }
    os << "  peak memory:   " << r.peakMemory << " bytes per device of "
       << integer(capacity) << " ("
       << llvm::format("%.2f", 100.0 * r.peakMemory / capacity) << "%)"
       << (r.peakMemory > capacity ? " DOES NOT FIT" : "") << "\n";
    if (r.unmodelled)
      os << "  note: " << r.unmodelled
         << " op(s) the model does not know were counted as free\n";
    if (r.dynamic)
      os << "  note: dynamic dims were counted as 1\n";
    if (r.unknownTripCount)
      os << "  note: loops without constant bounds were counted once\n";
    if (r.recursive)
      os << "  note: recursive calls were counted as free\n";
  }
}

void Estimator::writeJson(ArrayRef<FunctionReport> reports,
                                   raw_ostream &os) {
  llvm::json::OStream j(os, 2);
  j.object([&] {
    j.attribute("cluster", reports.empty() ? std::string(cluster)
                                           : reports.front().spec->name);
    j.attributeArray("functions", [&] {
      for (const FunctionReport &r : reports) {
        const ClusterSpec &spec = *r.spec;
        j.object([&] {
          j.attribute("name", r.name);
          j.attribute("partitioned", r.partitioned);
          j.attribute("cluster", spec.name);
          j.attribute("device", spec.device.name);
          if (r.mesh.empty())
            j.attribute("mesh", nullptr);
          else
            j.attribute("mesh", r.mesh);
          j.attributeArray("axes", [&] {
            for (size_t i = 0; i < spec.axisNames.size(); ++i)
              j.object([&] {
                j.attribute("name", spec.axisNames[i]);
                j.attribute("size", spec.axisSizes[i]);
                j.attribute("link", spec.axisLinkKeys[i]);
                j.attribute("latency_s", spec.axisLinks[i].latency);
                j.attribute("overhead_s", spec.axisLinks[i].overhead);
                j.attribute("bandwidth_Bps", spec.axisLinks[i].bandwidth);
                j.attribute("algorithm", stringifyCollectiveAlgorithm(
                                             spec.axisLinks[i].algorithm));
              });
          });
          j.attributeArray("ops", [&] {
            for (const Row &row : r.rows)
              j.object([&] {
                j.attribute("op", row.op);
                j.attribute("loc", row.loc);
                j.attribute("shape", row.shape);
                j.attribute("count", row.count);
                j.attribute("flops", row.cost.work.flops);
                j.attribute("bytes", row.cost.work.bytes);
                j.attribute("compute_s", row.cost.computeTime);
                j.attribute("modelled", row.cost.work.modelled);
                if (!row.callee.empty()) {
                  j.attribute("callee", row.callee);
                  j.attribute("comm_s", row.cost.commTime);
                }
                if (row.cost.collective)
                  j.attributeObject("collective", [&] {
                    j.attribute("kind",
                                stringifyCollectiveKind(*row.cost.collective));
                    j.attributeArray("axes", [&] {
                      for (const std::string &a : row.axisNames)
                        j.value(a);
                    });
                    j.attribute("bytes", row.cost.commBytes);
                    j.attribute("comm_s", row.cost.commTime);
                  });
              });
          });
          j.attributeObject("totals", [&] {
            j.attribute("compute_s", r.compute);
            j.attribute("call_s", r.call);
            j.attribute("comm_s", r.comm);
            j.attribute("total_s", r.total());
            j.attribute("exposed_comm_s", r.exposedComm());
            j.attribute("started_collectives", r.started);
            j.attribute("peak_memory_bytes", r.peakMemory);
            j.attribute("memory_capacity_bytes", spec.device.memoryCapacity);
            j.attribute("fits", r.peakMemory <= spec.device.memoryCapacity);
            j.attribute("unmodelled_ops", r.unmodelled);
            j.attribute("dynamic_dims", r.dynamic);
            j.attribute("unknown_trip_counts", r.unknownTripCount);
            j.attribute("recursive_calls", r.recursive);
            j.attributeObject("collectives", [&] {
              for (auto [kind, n] : r.collectives)
                j.attribute(stringifyCollectiveKind(kind), n);
            });
            if (const FunctionReport::Combining &c = r.combining; c.buckets)
              j.attributeObject("combined_reductions", [&] {
                j.attribute("members", c.members);
                j.attribute("buckets", c.buckets);
                j.attribute("combined_s", c.combined);
                j.attribute("separate_s", c.separate);
                j.attribute("saved_s", c.separate - c.combined);
              });
          });
        });
      }
    });
  });
  os << "\n";
}

LogicalResult Estimator::run(ModuleOp module, StringRef format,
                             bool printCluster, StringRef output,
                             raw_ostream *os) {
  if (format != "text" && format != "json") {
    module.emitError() << "cleave-estimate: unknown format '" << format
                       << "' (expected 'text' or 'json')";
    return failure();
  }
  if (failed(checkPassInput(module, "cleave-estimate",
                            /*allowMultiBlock=*/true)))
    return failure();
  specs.clear();
  callees.clear();
  SymbolTableCollection symbolTables;
  tables = &symbolTables;
  std::vector<FunctionReport> reports;
  for (auto func : module.getOps<FunctionOpInterface>()) {
    if (func.isExternal())
      continue;
    FunctionReport report;
    report.name = func.getName().str();
    report.partitioned = func->hasAttr("cleave.partitioned");
    MeshOp mesh;
    if (report.partitioned) {
      FailureOr<MeshOp> found = findMesh(func, symbolTables);
      if (failed(found))
        return failure();
      mesh = *found;
    }
    FailureOr<const ClusterSpec *> spec = getSpec(mesh, func);
    if (failed(spec))
      return failure();
    report.spec = *spec;
    report.mesh = mesh ? mesh.getSymName().str() : "";
    pricing.insert(func.getOperation());
    for (Block &block : func.getFunctionBody())
      report.elapsed += collectRows(block, 1, report);
    pricing.erase(func.getOperation());
    // Calling the compiled program: once per run of the function (a call
    // inside a program is a plain function call, not priced).
    report.call = report.spec->device.callOverhead;
    report.compute += report.call;
    report.elapsed += report.call;
    report.peakMemory = getPeakMemoryBytes(func);
    if (report.peakMemory > report.spec->device.memoryCapacity)
      func.emitWarning() << "cleave-estimate: peak memory " << report.peakMemory
                         << " bytes per device exceeds the capacity of '"
                         << report.spec->device.name << "' ("
                         << integer(report.spec->device.memoryCapacity)
                         << " bytes)";
    reports.push_back(std::move(report));
  }

  if (priceError)
    return failure();
  if (os) {
    if (format == "json")
      writeJson(reports, *os);
    else
      writeText(reports, *os);
    return success();
  }
  if (failed(checkNotInputFile(module, output, "cleave-estimate output")))
    return failure();
  std::string error;
  std::unique_ptr<AtomicOutput> file =
      AtomicOutput::open(output, error);
  if (!file) {
    module.emitError() << "cleave-estimate: " << error;
    return failure();
  }
  if (printCluster && format == "text")
    for (const auto &entry : specs)
      writeClusterSpec(entry.second, file->os());
  if (format == "json")
    writeJson(reports, file->os());
  else
    writeText(reports, file->os());
  if (!file->commit(error)) {
    module.emitError() << "cleave-estimate: " << error;
    return failure();
  }
  return success();
}
