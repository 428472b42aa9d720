//===- Rematerialize.cpp - recompute values instead of keeping them -------===//
//
// cleave-rematerialize: activation recomputation on the per-device program,
// where memory binds (XLA's HloRematerialization runs at the same place,
// after SPMD partitioning). While a partitioned function's peak
// (getPeakMemoryBytes, the model cleave-estimate prints) is above the limit,
// it picks, among the values live at the peak but not read there, one whose
// producer can run again just before the value's next read without keeping
// anything else alive longer, and clones the producer there: the value's
// buffer is then free between its last read before the peak and that
// clone. The candidate freeing the most bytes per second of recomputation
// (the cost model's roofline time of the producer) goes first; a step that
// would raise the peak is undone. Each recomputation is priced in the
// report.
//
//===----------------------------------------------------------------------===//

#include "cleave/Transforms/Passes.h"
#include "cleave/Transforms/ReportFile.h"

#include "cleave/IR/CleaveDialect.h"
#include "cleave/IR/CleaveOps.h"
#include "cleave/Analysis/ClusterSpec.h"
#include "cleave/Analysis/CostModel.h"
#include "cleave/Analysis/OutputChecks.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/Format.h"

namespace mlir {
namespace cleave {
#define GEN_PASS_DEF_CLEAVEREMATERIALIZE
#include "cleave/Transforms/Passes.h.inc"
} // namespace cleave
} // namespace mlir

using namespace mlir;
using namespace mlir::cleave;

namespace {

/// A value to recompute: its producer runs again before `nextUse`.
struct Candidate {
  Operation *producer = nullptr;
  Operation *nextUse = nullptr;
  int64_t bytes = 0;
  double seconds = 0;
};

/// Inits a clone gets afresh: an empty tensor, or a fill of one.
static bool isFreshInit(Value v) {
  Operation *def = v.getDefiningOp();
  if (isa_and_nonnull<tensor::EmptyOp>(def))
    return true;
  if (auto fill = dyn_cast_or_null<linalg::FillOp>(def))
    return fill.getDpsInits()[0].getDefiningOp<tensor::EmptyOp>() != nullptr;
  return false;
}

class Rematerializer {
public:
  Rematerializer(func::FuncOp fn, const ClusterSpec &spec)
      : fn(fn), body(fn.getBody().front()), spec(spec) {}

  /// The best candidate at the current peak, or none.
  std::optional<Candidate> pick(const DenseSet<Operation *> &rejected);

private:
  /// Whether every tensor `op` reads (operands and values its regions use
  /// from above) is still available at `at` without living longer.
  bool inputsAvailable(Operation *op, unsigned at);

  func::FuncOp fn;
  Block &body;
  const ClusterSpec &spec;
  DenseMap<Operation *, unsigned> index;
  DenseMap<Value, unsigned> lastUse; // top-level op index
};

bool Rematerializer::inputsAvailable(Operation *op, unsigned at) {
  SmallVector<Value> inputs(op->getOperands());
  op->walk([&](Operation *inner) {
    if (inner == op)
      return;
    for (Value v : inner->getOperands())
      if (!op->isAncestor(v.getParentBlock()->getParentOp()))
        inputs.push_back(v);
  });
  auto dps = dyn_cast<DestinationStyleOpInterface>(op);
  for (auto [k, v] : llvm::enumerate(inputs)) {
    if (!isa<TensorType>(v.getType()) || isa<BlockArgument>(v))
      continue; // scalars cost nothing; arguments live throughout
    if (dps && k < op->getNumOperands() &&
        dps.isDpsInit(&op->getOpOperand(k)) && isFreshInit(v))
      continue; // the clone gets its own
    if (lastUse.lookup(v) < at)
      return false;
  }
  return true;
}

std::optional<Candidate>
Rematerializer::pick(const DenseSet<Operation *> &rejected) {
  index.clear();
  lastUse.clear();
  for (auto [i, op] : llvm::enumerate(body)) {
    index[&op] = i;
    op.walk([&, i = i](Operation *user) {
      for (Value v : user->getOperands())
        lastUse[v] = std::max<unsigned>(lastUse.lookup(v), i);
    });
  }
  PeakPoint peak = getPeakPoint(fn);
  std::optional<Candidate> best;
  double bestScore = 0;
  for (Value v : peak.live) {
    auto result = dyn_cast<OpResult>(v);
    if (!result)
      continue;
    Operation *producer = result.getOwner();
    if (producer->getBlock() != &body || producer->getNumResults() != 1 ||
        rejected.contains(producer) || !isMemoryEffectFree(producer) ||
        producer->getDialect() ==
            fn->getContext()->getLoadedDialect<CleaveDialect>() ||
        isFreshInit(v) || !isa<RankedTensorType>(v.getType()))
      continue;
    unsigned at = index.lookup(producer);
    if (at >= peak.index)
      continue;
    // Every read is a plain input of an op of the block (no view, no
    // destination), none at the peak; the next one after it is where the
    // clone goes.
    Operation *next = nullptr;
    bool ok = true;
    for (OpOperand &use : v.getUses()) {
      Operation *user = use.getOwner();
      auto dps = dyn_cast<DestinationStyleOpInterface>(user);
      if (user->getBlock() != &body || (dps && dps.isDpsInit(&use)) ||
          isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp, tensor::CastOp,
              tensor::ReshapeOp, tensor::BitcastOp, ConstraintOp,
              func::ReturnOp>(user) ||
          index.lookup(user) == peak.index) {
        ok = false;
        break;
      }
      if (index.lookup(user) > peak.index &&
          (!next || index.lookup(user) < index.lookup(next)))
        next = user;
    }
    if (!ok || !next || !inputsAvailable(producer, index.lookup(next)))
      continue;
    Candidate c;
    c.producer = producer;
    c.nextUse = next;
    c.bytes = getTensorBytes(v.getType());
    c.seconds = estimateOp(producer, spec).computeTime;
    double score = c.bytes / std::max(c.seconds, 1e-12);
    // Ties (and the live set's order) go to the earlier producer.
    if (!best || score > bestScore ||
        (score == bestScore &&
         at < index.lookup(best->producer))) {
      best = c;
      bestScore = score;
    }
  }
  return best;
}

/// Clones `c.producer` (with fresh inits) before `c.nextUse`; the reads from
/// there on take the clone. Returns the ops created, the clone last.
static SmallVector<Operation *> recompute(const Candidate &c) {
  OpBuilder b(c.nextUse);
  IRMapping map;
  SmallVector<Operation *> created;
  auto cloneOp = [&](Operation *op) {
    created.push_back(b.clone(*op, map));
    return created.back()->getResult(0);
  };
  if (auto dps = dyn_cast<DestinationStyleOpInterface>(c.producer))
    for (OpOperand &init : dps.getDpsInitsMutable()) {
      Value v = init.get();
      if (!isFreshInit(v) || map.contains(v))
        continue;
      if (auto fill = v.getDefiningOp<linalg::FillOp>())
        map.map(fill.getDpsInits()[0],
                cloneOp(fill.getDpsInits()[0].getDefiningOp()));
      map.map(v, cloneOp(v.getDefiningOp()));
    }
  Operation *clone = b.clone(*c.producer, map);
  created.push_back(clone);
  Value old = c.producer->getResult(0);
  Block *block = c.nextUse->getBlock();
  old.replaceUsesWithIf(clone->getResult(0), [&](OpOperand &use) {
    Operation *user = block->findAncestorOpInBlock(*use.getOwner());
    return user && user != clone && !user->isBeforeInBlock(c.nextUse);
  });
  return created;
}

/// The location of the op running at `fn`'s peak (the function's if none).
static Location peakLoc(func::FuncOp fn) {
  PeakPoint peak = getPeakPoint(fn);
  Block &body = fn.getBody().front();
  if (peak.index < body.getOperations().size())
    return std::next(body.begin(), peak.index)->getLoc();
  return fn.getLoc();
}

struct RematerializePass
    : mlir::cleave::impl::CleaveRematerializeBase<RematerializePass> {
  using CleaveRematerializeBase::CleaveRematerializeBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (memoryLimit < 0) {
      emitOptionError(&getContext(), "cleave-rematerialize",
                      "memory-limit=" + std::to_string(memoryLimit))
          << "memory-limit must be a byte count (0: the device capacity of "
             "the cluster)";
      return signalPassFailure();
    }
    SmallVector<MeshOp> meshes(module.getOps<MeshOp>());
    if (meshes.size() > 1) {
      module.emitError() << "cleave-rematerialize needs at most one "
                            "cleave.mesh, found "
                         << meshes.size();
      return signalPassFailure();
    }
    MeshOp mesh = meshes.empty() ? MeshOp() : meshes.front();
    SmallVector<func::FuncOp> fns;
    for (auto fn : module.getOps<func::FuncOp>())
      if (!fn.isDeclaration() &&
          fn->hasAttr(CleaveDialect::getPartitionedAttrName()))
        fns.push_back(fn);
    if (fns.empty()) {
      module.emitError() << "cleave-rematerialize works on per-device "
                            "programs: no function has cleave.partitioned "
                            "(run cleave-partition first)";
      return signalPassFailure();
    }
    std::string option = "cluster=" + cluster;
    FailureOr<ClusterSpec> spec = loadClusterSpec(cluster, mesh, [&]() {
      return emitOptionError(&getContext(), "cleave-rematerialize", option);
    });
    if (failed(spec))
      return signalPassFailure();
    int64_t limit = memoryLimit ? memoryLimit
                                : (int64_t)spec->device.memoryCapacity;

    std::unique_ptr<AtomicOutput> file;
    if (!reportFile.empty() && !(file = openReportFile(module, reportFile)))
      return signalPassFailure();
    auto mib = [](int64_t b) { return b / 1048576.0; };
    for (func::FuncOp fn : fns) {
      if (!fn.getBody().hasOneBlock()) {
        mlir::emitError(fn.getLoc())
            << "cleave-rematerialize: @" << fn.getSymName()
                       << " has more than one block";
        return signalPassFailure();
      }
      int64_t before = getPeakMemoryBytes(fn);
      int64_t peak = before;
      Rematerializer remat(fn, *spec);
      DenseSet<Operation *> rejected;
      struct Done {
        Operation *clone;
        int64_t bytes;
        double seconds;
        bool moved;
      };
      SmallVector<Done> done;
      while (peak > limit && done.size() < (size_t)maxRecomputations) {
        std::optional<Candidate> c = remat.pick(rejected);
        if (!c)
          break;
        SmallVector<Operation *> created = recompute(*c);
        Operation *clone = created.back();
        int64_t now = getPeakMemoryBytes(fn);
        if (now > peak) {
          // Undo: the reads go back to the original, the new ops go.
          clone->getResult(0).replaceAllUsesWith(c->producer->getResult(0));
          for (Operation *op : llvm::reverse(created))
            op->erase();
          rejected.insert(c->producer);
          continue;
        }
        peak = now;
        // Once per value: neither the producer nor its copy again.
        rejected.insert(c->producer);
        rejected.insert(clone);
        // Every read was after the peak: the value moved, nothing is
        // computed twice.
        bool moved = c->producer->use_empty();
        if (moved) {
          SmallVector<Value> inits(c->producer->getOperands());
          c->producer->erase();
          for (Value v : inits)
            if (Operation *def = v.getDefiningOp())
              if (def->use_empty() && isFreshInit(v)) {
                Value empty = isa<linalg::FillOp>(def)
                                  ? def->getOperand(1)
                                  : Value();
                def->erase();
                if (empty && empty.use_empty())
                  empty.getDefiningOp()->erase();
              }
        }
        done.push_back({clone, c->bytes, moved ? 0.0 : c->seconds, moved});
      }
      if (peak > limit)
        // At the op where the peak is (a function's own location is its
        // whole signature line).
        mlir::emitWarning(peakLoc(fn))
            << "cleave-rematerialize: @" << fn.getSymName()
                         << " still peaks at " << peak
                         << " bytes per device, over the limit of " << limit
                         << " bytes, after recomputing " << done.size()
                         << " values (no other value can be recomputed); the "
                            "peak is at this op";
      if (!file)
        continue;
      raw_ostream &os = file->os();
      double seconds = 0;
      for (const Done &d : done)
        seconds += d.seconds;
      os << "cleave-rematerialize report for @" << fn.getSymName() << " on "
         << spec->name << "\n";
      int64_t args = 0;
      for (Type t : fn.getArgumentTypes())
        args += getTensorBytes(t);
      os << llvm::format("  peak %.3f MiB per device -> %.3f MiB (limit "
                         "%.3f MiB: %s; the arguments, live throughout, "
                         "hold %.3f MiB); %zu values recomputed or moved, "
                         "+%.3f ms of compute\n",
                         mib(before), mib(peak), mib(limit),
                         peak <= limit ? "met" : "NOT met", mib(args),
                         done.size(), seconds * 1e3);
      for (const Done &d : done) {
        os << llvm::format("    %-20s %10.3f MiB  +%.3f us  ",
                           d.clone->getName().getStringRef().str().c_str(),
                           mib(d.bytes), d.seconds * 1e6)
           << d.clone->getLoc();
        if (d.moved)
          os << " (moved after the peak: all its reads were there)";
        os << "\n";
      }
    }
    if (file && failed(commitReportFile(module, *file)))
      return signalPassFailure();
  }
};
} // namespace
