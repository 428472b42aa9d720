//===- PipelinePlanner.cpp - what runs where in a pipelined step ----------===//
//
// cleave-pipeline's analysis (PipelineStep.h): each op of the partitioned
// step classified (per micro-batch, accumulation, update, step constant;
// forward or backward), the forward cut into chunks (by FLOPs, at named
// arguments, or by dynamic programming over the cost model's times within
// memory), the groups of ops each chunk runs per phase, and the schedule
// simulated on a cluster. planPipeline searches pipeline shapes with it.
//
//===----------------------------------------------------------------------===//

#include "PipelineStep.h"

#include "cleave/Analysis/CostModel.h"
#include "cleave/IR/AxisSharding.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/RegionUtils.h"

#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/GlobPattern.h"

#include <chrono>
#include <cmath>
#include <map>
#include <limits>

using namespace mlir;
using namespace mlir::cleave;
using namespace mlir::cleave::pipeline;

static StringAttr nameOf(DictionaryAttr attrs) {
  return attrs ? dyn_cast_or_null<StringAttr>(attrs.get("cleave.name"))
               : StringAttr();
}

SmallVector<Value> pipeline::usedValues(Operation *op) {
  llvm::SetVector<Value> vals(op->getOperands().begin(),
                              op->getOperands().end());
  if (op->getNumRegions())
    getUsedValuesDefinedAbove(op->getRegions(), vals);
  return SmallVector<Value>(vals.begin(), vals.end());
}

Kind StepPlan::kindOfValue(Value v) const {
  if (auto arg = dyn_cast<BlockArgument>(v))
    return perMbArgs.count(arg) ? Kind::PerMicrobatch : Kind::Const;
  auto it = info.find(v.getDefiningOp());
  if (it == info.end())
    return Kind::Const;
  return it->second.kind == Kind::Accumulate ? Kind::Update : it->second.kind;
}

int StepPlan::chunkOfValue(Value v) const {
  if (isa<BlockArgument>(v))
    return -1;
  auto it = info.find(v.getDefiningOp());
  return it == info.end() ? -1 : it->second.chunk;
}

FailureOr<const ClusterSpec *>
StageCosts::spec(int forStages,
                 llvm::function_ref<FailureOr<ClusterSpec>()> load) {
  if (!kept || stages != forStages) {
    times.clear();
    kept.reset();
    cutPrices.reset();
    FailureOr<ClusterSpec> loaded = load();
    if (failed(loaded))
      return failure();
    kept = std::move(*loaded);
    stages = forStages;
  }
  return &*kept;
}

double StageCosts::time(Operation *op) {
  auto [it, inserted] = times.try_emplace(op, 0.0);
  if (inserted)
    it->second = estimateOp(op, *kept).time();
  return it->second;
}

ArrayRef<Value> StageCosts::used(Operation *op) {
  auto [it, inserted] = usedIndex.try_emplace(op, usedLists.size());
  if (inserted)
    usedLists.push_back(usedValues(op));
  return usedLists[it->second];
}

const OpWork &StageCosts::work(Operation *op) {
  auto [it, inserted] = works.try_emplace(op);
  if (inserted)
    it->second = countWork(op);
  return it->second;
}

LogicalResult StepPlan::build() {
  if (failed(classify()) || failed(markForward()) || failed(assignChunks()))
    return failure();
  buildGroups();
  return success();
}

//===----------------------------------------------------------------------===//
// Kinds and the forward
//===----------------------------------------------------------------------===//

/// Kinds: per micro-batch, accumulation, update, const.
LogicalResult StepPlan::classify() {
  func::FuncOp fn = step.fn;
  // The results come back through buffers of the entry: each must be a
  // statically shaped tensor.
  for (auto [j, t] : llvm::enumerate(fn.getResultTypes())) {
    auto rt = dyn_cast<RankedTensorType>(t);
    if (!rt || !rt.hasStaticShape())
      return mlir::emitError(fn.getLoc())
             << "cleave-pipeline: result " << j << " has type " << t
             << "; a pipelined step returns statically shaped tensors";
  }
  for (unsigned i : step.batchArgs)
    perMbArgs.insert(fn.getArgument(i));
  perMbArgs.insert(step.mbIndex);
  for (Operation &op : fn.getBody().front().without_terminator()) {
    OpInfo oi;
    if (isMicrobatchAccumulation(&op)) {
      auto ar = cast<AllReduceOp>(&op);
      oi.kind = Kind::Accumulate;
      if (kindOfValue(ar.getInput()) == Kind::Update)
        return op.emitError() << "cleave-pipeline: accumulates a value that "
                                 "is already accumulated";
      info[&op] = oi;
      continue;
    }
    bool perMb = false, accumulated = false;
    for (Value v : costs.used(&op)) {
      Kind k = kindOfValue(v);
      perMb |= k == Kind::PerMicrobatch;
      accumulated |= k == Kind::Update;
    }
    if (perMb && accumulated)
      return op.emitError()
             << "cleave-pipeline: reads both a per-micro-batch value and a "
                "value accumulated over the micro-batches";
    oi.kind = accumulated ? Kind::Update
              : perMb     ? Kind::PerMicrobatch
                          : Kind::Const;
    info[&op] = oi;
  }
  return success();
}

/// The values a training step returns that are not carried to the next
/// step (no argument has their name): the loss, what the forward computes.
static SmallVector<Value> lossValues(func::FuncOp fn) {
  llvm::StringSet<> argNames;
  for (unsigned i = 0; i < fn.getNumArguments(); ++i)
    if (StringAttr n = nameOf(fn.getArgAttrDict(i)))
      argNames.insert(n.getValue());
  Operation *ret = fn.getBody().front().getTerminator();
  SmallVector<Value> values;
  for (unsigned j = 0; j < fn.getNumResults(); ++j) {
    StringAttr n = nameOf(fn.getResultAttrDict(j));
    if (!n || !argNames.contains(n.getValue()))
      values.push_back(ret->getOperand(j));
  }
  return values;
}

/// The forward: per-micro-batch ops the unreplaced results (the loss)
/// depend on. Without a backward everything per micro-batch is forward.
LogicalResult StepPlan::markForward() {
  func::FuncOp fn = step.fn;
  Block &block = fn.getBody().front();
  auto ret = cast<func::ReturnOp>(block.getTerminator());
  for (unsigned j = 0; j < fn.getNumResults(); ++j)
    if (step.concatDim[j] < 0 &&
        kindOfValue(ret.getOperand(j)) == Kind::PerMicrobatch)
      return mlir::emitError(fn.getLoc())
             << "cleave-pipeline: result " << j
             << " depends on the micro-batch but is neither reduced nor "
                "split over micro-batches";
  if (!step.hasBackward)
    return success();
  SmallVector<Value> stack = lossValues(fn);
  for (auto &[op, oi] : info)
    if (oi.kind == Kind::PerMicrobatch)
      oi.forward = false;
  llvm::DenseSet<Operation *> seen;
  while (!stack.empty()) {
    Operation *def = stack.pop_back_val().getDefiningOp();
    if (!def || def->getBlock() != &block || !seen.insert(def).second)
      continue;
    if (info[def].kind == Kind::PerMicrobatch)
      info[def].forward = true;
    for (Value v : costs.used(def))
      stack.push_back(v);
  }
  return success();
}

//===----------------------------------------------------------------------===//
// The cut
//===----------------------------------------------------------------------===//

LogicalResult StepPlan::assignChunks() {
  func::FuncOp fn = step.fn;
  int numChunks = shape.stages * shape.virtualStages;
  SmallVector<Operation *> fwdOps;
  for (Operation &op : fn.getBody().front().without_terminator())
    if (info[&op].kind == Kind::PerMicrobatch && info[&op].forward)
      fwdOps.push_back(&op);
  if (static_cast<int>(fwdOps.size()) < numChunks)
    return mlir::emitError(fn.getLoc())
           << "cleave-pipeline: " << fwdOps.size()
           << " forward ops cannot be cut into " << numChunks
           << " chunks (stages x virtual-stages)";
  SmallVector<double> flops;
  for (Operation *op : fwdOps)
    flops.push_back(costs.work(op).flops + 1);
  SmallVector<size_t> starts{0};
  cutReport.clear();
  if (!options.cutAt.empty()) {
    if (failed(cutAtNames(fwdOps, starts)))
      return failure();
  } else if (options.cut == "dp") {
    if (failed(dpCut(fwdOps, starts)))
      return failure();
  } else {
    cutByFlops(flops, starts);
  }
  starts.push_back(fwdOps.size());
  for (int c = 0; c < numChunks; ++c) {
    double f = 0;
    for (size_t k = starts[c]; k < starts[c + 1]; ++k) {
      info[fwdOps[k]].chunk = c;
      f += flops[k];
    }
    std::string loc;
    llvm::raw_string_ostream os(loc);
    fwdOps[starts[c]]->getLoc().print(os);
    cutReport += llvm::formatv("chunk {0} (stage {1}): {2} forward ops, "
                               "{3:f3} MFLOP per micro-batch, from {4}\n",
                               c, stageOf(c), starts[c + 1] - starts[c],
                               f / 1e6, loc)
                     .str();
  }
  assignNonForwardChunks();
  return success();
}

/// cut-at=: a chunk starts at the first forward op (after the previous
/// cut) that reads an argument with a matching name, directly or through
/// step-constant ops (a transpose of a weight).
LogicalResult StepPlan::cutAtNames(ArrayRef<Operation *> fwdOps,
                                   SmallVector<size_t> &starts) {
  func::FuncOp fn = step.fn;
  int numChunks = shape.stages * shape.virtualStages;
  if (static_cast<int>(options.cutAt.size()) != numChunks - 1)
    return mlir::emitError(fn.getLoc())
           << "cleave-pipeline: cut-at lists " << options.cutAt.size()
           << " cuts for " << numChunks << " chunks (needs " << numChunks - 1
           << ")";
  // Arguments each const value derives from.
  llvm::DenseMap<Value, llvm::SmallDenseSet<unsigned, 4>> roots;
  auto rootsOf = [&](Value v) {
    llvm::SmallDenseSet<unsigned, 4> r;
    if (auto arg = dyn_cast<BlockArgument>(v))
      r.insert(arg.getArgNumber());
    else if (auto it = roots.find(v); it != roots.end())
      r = it->second;
    return r;
  };
  for (Operation &op : fn.getBody().front().without_terminator())
    if (info[&op].kind == Kind::Const) {
      llvm::SmallDenseSet<unsigned, 4> r;
      for (Value v : costs.used(&op))
        for (unsigned a : rootsOf(v))
          r.insert(a);
      for (Value res : op.getResults())
        roots[res] = r;
    }
  size_t from = 0;
  for (const std::string &g : options.cutAt) {
    auto pat = llvm::GlobPattern::create(g);
    if (!pat)
      return mlir::emitError(fn.getLoc()) << "cut-at: bad glob '" << g << "'";
    size_t at = fwdOps.size();
    for (size_t k = from; k < fwdOps.size() && at == fwdOps.size(); ++k)
      for (Value v : costs.used(fwdOps[k]))
        for (unsigned a : rootsOf(v))
          if (StringAttr n = nameOf(fn.getArgAttrDict(a));
              n && pat->match(n.getValue()))
            at = k;
    if (at == fwdOps.size() || at <= from)
      return mlir::emitError(fn.getLoc())
             << "cut-at: no forward op after the previous cut reads an "
                "argument named '"
             << g << "'";
    starts.push_back(at);
    from = at;
  }
  return success();
}

/// cut=flops: chunks of about equal forward FLOPs, each at least one op.
void StepPlan::cutByFlops(ArrayRef<double> flops,
                          SmallVector<size_t> &starts) {
  int numChunks = shape.stages * shape.virtualStages;
  double total = 0;
  for (double f : flops)
    total += f;
  double acc = 0;
  for (size_t k = 0; k < flops.size(); ++k) {
    int chunk = static_cast<int>(starts.size()) - 1;
    int remainingChunks = numChunks - chunk - 1;
    size_t remainingOps = flops.size() - k;
    bool full = acc >= total * (chunk + 1) / numChunks;
    if (remainingChunks > 0 &&
        (full || remainingOps == static_cast<size_t>(remainingChunks)) &&
        k > starts.back())
      starts.push_back(k);
    acc += flops[k];
  }
}

/// Backward ops: the chunk of the forward values they read, never later
/// than their backward operands' chunks. Update ops: their accumulated
/// operands' chunk. Accumulations: their operand's.
void StepPlan::assignNonForwardChunks() {
  int numChunks = shape.stages * shape.virtualStages;
  for (Operation &op : step.fn.getBody().front().without_terminator()) {
    OpInfo &oi = info[&op];
    if (oi.kind == Kind::Accumulate) {
      int c = chunkOfValue(op.getOperand(0));
      oi.chunk = c >= 0 ? c : 0;
      continue;
    }
    if (oi.kind == Kind::Update) {
      int c = -1;
      for (Value v : costs.used(&op))
        c = std::max(c, chunkOfValue(v));
      oi.chunk = c >= 0 ? c : 0;
      continue;
    }
    if (oi.kind != Kind::PerMicrobatch || oi.forward)
      continue;
    int maxFwd = -1, minBwd = numChunks - 1;
    for (Value v : costs.used(&op)) {
      Operation *def = v.getDefiningOp();
      if (!def || !info.count(def) || info[def].kind != Kind::PerMicrobatch)
        continue;
      if (info[def].forward)
        maxFwd = std::max(maxFwd, info[def].chunk);
      else
        minBwd = std::min(minBwd, info[def].chunk);
    }
    oi.chunk = maxFwd >= 0 ? std::min(maxFwd, minBwd) : minBwd;
  }
}

//===----------------------------------------------------------------------===//
// cut=dp
//===----------------------------------------------------------------------===//

/// Places each op at a forward position as assignChunks would place it
/// (backward ops by the forward values they read, capped by their backward
/// operands; others by their operands; step constants at their users) and
/// sums its costs there.
static PositionCosts
positionCosts(ArrayRef<Operation *> fwdOps, Block &block,
              const llvm::DenseMap<Operation *, OpInfo> &info,
              const llvm::DenseSet<Value> &perMbArgs, StageCosts &costs) {
  size_t n = fwdOps.size();
  llvm::DenseMap<Operation *, size_t> home;
  for (auto [k, op] : llvm::enumerate(fwdOps))
    home[op] = k;
  PositionCosts pc;
  pc.time.assign(n, 0);
  pc.saved.assign(n, 0);
  pc.statics.assign(n, 0);
  llvm::DenseSet<Value> seenArgs;
  auto addStatics = [&](Operation *op, size_t at) {
    for (Value v : costs.used(op))
      if (isa<BlockArgument>(v) && !perMbArgs.count(v) &&
          seenArgs.insert(v).second)
        pc.statics[at] += getTensorBytes(v.getType());
  };
  auto isBackward = [&](Operation *u) {
    auto it = info.find(u);
    return it != info.end() && it->second.kind == Kind::PerMicrobatch &&
           !it->second.forward;
  };
  for (Operation &op : block.without_terminator()) {
    OpInfo oi = info.lookup(&op);
    if (oi.kind == Kind::PerMicrobatch && oi.forward) {
      size_t k = home[&op];
      pc.time[k] += costs.time(&op);
      addStatics(&op, k);
      for (Value r : op.getResults())
        if (llvm::any_of(r.getUsers(), isBackward))
          pc.saved[k] += getTensorBytes(r.getType());
      continue;
    }
    if (oi.kind == Kind::Const)
      continue;
    std::optional<size_t> maxFwd, minBwd, maxAny;
    for (Value v : costs.used(&op)) {
      Operation *def = v.getDefiningOp();
      auto it = def ? home.find(def) : home.end();
      if (it == home.end())
        continue;
      auto d = info.find(def);
      bool fwdDef = d != info.end() && d->second.kind == Kind::PerMicrobatch &&
                    d->second.forward;
      if (fwdDef)
        maxFwd = std::max(maxFwd.value_or(0), it->second);
      else
        minBwd = std::min(minBwd.value_or(n - 1), it->second);
      maxAny = std::max(maxAny.value_or(0), it->second);
    }
    size_t k;
    if (oi.kind == Kind::PerMicrobatch)
      k = maxFwd ? std::min(*maxFwd, minBwd.value_or(n - 1))
                 : minBwd.value_or(n - 1);
    else
      k = maxAny.value_or(0);
    home[&op] = k;
    // Per micro-batch work only: the update runs once per step.
    if (oi.kind == Kind::PerMicrobatch)
      pc.time[k] += costs.time(&op);
    // The accumulated gradients stay for the whole step.
    if (oi.kind == Kind::Accumulate)
      for (Value r : op.getResults())
        pc.statics[k] += getTensorBytes(r.getType());
    addStatics(&op, k);
  }
  // Arguments that only step-constant ops read (a transposed weight,
  // Adam's decayed moments): they live where those ops' users run.
  for (Operation &op : llvm::reverse(block.without_terminator())) {
    if (info.lookup(&op).kind != Kind::Const)
      continue;
    std::optional<size_t> at;
    for (Operation *user : op.getUsers())
      if (auto it = home.find(user); it != home.end())
        at = std::min(at.value_or(n - 1), it->second);
    if (!at)
      continue;
    home[&op] = *at;
    addStatics(&op, *at);
  }
  return pc;
}

/// The cut of n positions into `numChunks` contiguous chunks that
/// minimises the slowest chunk's time, a chunk paying the sends of the cut
/// at its end (`cross[j]`: a cut before position j); with `capacity`, each
/// chunk's statics plus `inflight` micro-batches of saved activations
/// within it. The chunks' starts (beginning with 0), or nothing when none
/// fits.
static std::optional<SmallVector<size_t>>
solveCut(const PositionCosts &pc, ArrayRef<double> cross, int numChunks,
         std::optional<double> capacity, double inflight) {
  size_t n = pc.time.size();
  SmallVector<double> W(n + 1, 0), A(n + 1, 0), P(n + 1, 0);
  for (size_t k = 0; k < n; ++k) {
    W[k + 1] = W[k] + pc.time[k];
    A[k + 1] = A[k] + pc.saved[k];
    P[k + 1] = P[k] + pc.statics[k];
  }
  const double inf = std::numeric_limits<double>::infinity();
  std::vector<std::vector<double>> best(numChunks + 1,
                                        std::vector<double>(n + 1, inf));
  std::vector<std::vector<size_t>> from(numChunks + 1,
                                        std::vector<size_t>(n + 1, 0));
  best[0][0] = 0;
  // The last chunk [i, j) is tried from the shortest on. Its time and its
  // memory only grow as it starts earlier (times and bytes are not
  // negative), so once either rules it out, every earlier start is ruled
  // out too: the search stops there. Ties go to the earliest start, as
  // when every start was tried in order.
  for (int c = 1; c <= numChunks; ++c)
    for (size_t j = c; j + (numChunks - c) <= n; ++j) {
      double send = j < n ? cross[j] : 0;
      for (size_t i = j; i-- > size_t(c - 1);) {
        double own = W[j] - W[i] + send;
        if (own > best[c][j])
          break;
        if (capacity && P[j] - P[i] + inflight * (A[j] - A[i]) > *capacity)
          break;
        if (best[c - 1][i] == inf)
          continue;
        double b = std::max(best[c - 1][i], own);
        if (b <= best[c][j]) {
          best[c][j] = b;
          from[c][j] = i;
        }
      }
    }
  if (best[numChunks][n] == inf)
    return std::nullopt;
  SmallVector<size_t> cuts;
  for (size_t j = n, c = numChunks; c > 0; --c) {
    j = from[c][j];
    cuts.push_back(j);
  }
  return SmallVector<size_t>(cuts.rbegin(), cuts.rend());
}

/// cut=dp: the forward ops cut into contiguous chunks that minimise the
/// largest chunk's forward + backward time on the cluster (dynamic
/// programming over the op boundaries), each chunk's memory (the
/// parameters and state it reads, plus the activations it saves for its
/// backward times the micro-batches in flight on its stage) within the
/// device's capacity.
/// Per position j, the time of what a cut before forward op j sends per
/// micro-batch over the stage link: each forward value computed before it
/// and read at or after it (but those computed again: isRederivable),
/// there as an activation and back as its gradient. A cut inside a layer
/// sends more than the one activation between layers.
SmallVector<double> StepPlan::crossingTimes(ArrayRef<Operation *> fwdOps,
                                            const ClusterSpec &spec) {
  size_t n = fwdOps.size();
  Block &block = step.fn.getBody().front();
  llvm::DenseMap<Operation *, size_t> pos;
  for (auto [k, op] : llvm::enumerate(fwdOps))
    pos[op] = k;
  SmallVector<double> bytesDelta(n + 1, 0), countDelta(n + 1, 0);
  for (auto [p, op] : llvm::enumerate(fwdOps)) {
    if (isRederivable(op))
      continue;
    for (Value r : op->getResults()) {
      size_t last = p;
      for (Operation *user : r.getUsers())
        if (auto it = pos.find(block.findAncestorOpInBlock(*user));
            it != pos.end())
          last = std::max(last, it->second);
      if (last == p)
        continue;
      double bytes = getTensorBytes(r.getType());
      bytesDelta[p + 1] += bytes;
      bytesDelta[last + 1] -= bytes;
      countDelta[p + 1] += 1;
      countDelta[last + 1] -= 1;
    }
  }
  const LinkSpec &link = spec.axisLinks[*spec.getAxisIndex(kStageAxis)];
  SmallVector<double> cross(n + 1, 0);
  double bytes = 0, values = 0;
  for (size_t j = 1; j < n; ++j) {
    bytes += bytesDelta[j];
    values += countDelta[j];
    cross[j] = 2 * (values * link.latency + bytes / link.bandwidth);
  }
  return cross;
}

LogicalResult StepPlan::dpCut(ArrayRef<Operation *> fwdOps,
                              SmallVector<size_t> &starts) {
  if (options.cluster.empty())
    return mlir::emitError(step.fn.getLoc())
           << "cleave-pipeline: cut=dp needs cluster= (it balances the "
              "cost model's times)";
  FailureOr<const ClusterSpec *> spec = loadStageSpec();
  if (failed(spec))
    return failure();
  if (!costs.cutPrices)
    costs.cutPrices = {positionCosts(fwdOps, step.fn.getBody().front(), info,
                                     perMbArgs, costs),
                       crossingTimes(fwdOps, **spec)};
  const PositionCosts &pc = costs.cutPrices->positions;
  ArrayRef<double> cross = costs.cutPrices->crossing;
  int S = shape.stages, M = shape.microbatches;
  int numChunks = S * shape.virtualStages;
  // Micro-batches whose activations a stage holds at once: all of them
  // when every forward runs before the backwards (GPipe, breadth-first),
  // at most the stages ahead otherwise (1F1B's warm-up).
  bool allForwardsFirst =
      shape.schedule == "gpipe" || shape.schedule == "breadth-first";
  double inflight = allForwardsFirst ? M : std::min(M, S);
  double capacity = (*spec)->device.memoryCapacity / shape.virtualStages;
  std::optional<SmallVector<size_t>> found =
      solveCut(pc, cross, numChunks, capacity, inflight);
  if (!found) {
    found = solveCut(pc, cross, numChunks, std::nullopt, inflight);
    cutReport += "cut=dp: no cut fits the device memory; the fastest one is "
                 "used\n";
  }
  if (!found)
    return mlir::emitError(step.fn.getLoc())
           << "cleave-pipeline: cut=dp found no cut into " << numChunks
           << " chunks";
  starts.assign(found->begin(), found->end());
  return success();
}

//===----------------------------------------------------------------------===//
// Groups
//===----------------------------------------------------------------------===//

/// An op worth computing again rather than sending or keeping: free of
/// memory effects and collectives, and no contraction or reduction (a
/// linalg op's loops all parallel).
static bool isCheapToRecompute(Operation *op) {
  if (!isMemoryEffectFree(op))
    return false;
  if (isa<CleaveDialect>(op->getDialect()) && !isa<GroupIndexOp>(op))
    return false;
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op))
    return linalgOp.getNumReductionLoops() == 0;
  return true;
}

// Per-micro-batch values computed from the step's arguments, the
// micro-batch index and step constants by ops without reductions
// (attention masks, position ids, one-hot labels, an embedding lookup) are
// cheap: every group that reads one computes it again instead of receiving
// it from another stage or keeping it from the forward for the backward,
// as each Megatron stage reads its inputs from the data loader.
bool StepPlan::isRederivable(Operation *def) {
  Block &block = step.fn.getBody().front();
  if (!def || def->getBlock() != &block ||
      info.lookup(def).kind != Kind::PerMicrobatch)
    return false;
  if (auto it = rederivable.find(def); it != rederivable.end())
    return it->second;
  bool ok = isCheapToRecompute(def);
  for (Value v : costs.used(def)) {
    if (!ok)
      break;
    // Every stage has the step's arguments (its micro-batch's slice).
    if (isa<BlockArgument>(v) || kindOfValue(v) == Kind::Const)
      continue;
    ok = isRederivable(v.getDefiningOp());
  }
  return rederivable[def] = ok;
}

/// Each chunk's forward and backward ops, with the step constants they
/// read that are cheap to recompute (constants, scalar arithmetic on them:
/// they stay foldable where they are used, as math.fpowi's exponent must),
/// the per-micro-batch values it is cheaper to compute again
/// (isRederivable), and the values they read from and give to the rest of
/// the step.
void StepPlan::buildGroups() {
  Block &block = step.fn.getBody().front();
  for (Operation &op : block.without_terminator()) {
    OpInfo oi = info.lookup(&op);
    if (oi.kind != Kind::PerMicrobatch)
      continue;
    Phase ph = oi.forward ? Phase::Forward : Phase::Backward;
    Group &g = groups[{oi.chunk, static_cast<int>(ph)}];
    g.chunk = oi.chunk;
    g.phase = ph;
    g.ops.push_back(&op);
    for (Value r : op.getResults())
      producer[r] = &g;
  }
  auto inlineable = [&](Operation *def) {
    if (isRederivable(def))
      return true;
    if (!def || def->getBlock() != &block ||
        info.lookup(def).kind != Kind::Const || def->getNumRegions())
      return false;
    return def->hasTrait<OpTrait::ConstantLike>() ||
           llvm::none_of(def->getResultTypes(),
                         [](Type t) { return isa<ShapedType>(t); });
  };
  for (auto &[key, g] : groups) {
    llvm::DenseSet<Operation *> mine(g.ops.begin(), g.ops.end());
    llvm::SetVector<Operation *> prelude;
    SmallVector<Value> stack;
    for (Operation *op : g.ops)
      for (Value v : costs.used(op))
        stack.push_back(v);
    while (!stack.empty()) {
      Operation *def = stack.pop_back_val().getDefiningOp();
      if (def && mine.count(def))
        continue;
      if (inlineable(def) && prelude.insert(def))
        for (Value w : costs.used(def))
          stack.push_back(w);
    }
    // In block order (the block caches its ops' order: no scan of it per
    // group).
    SmallVector<Operation *> ordered(prelude.begin(), prelude.end());
    llvm::sort(ordered, [](Operation *a, Operation *b) {
      return a->isBeforeInBlock(b);
    });
    mine.insert(ordered.begin(), ordered.end());
    g.ops.insert(g.ops.begin(), ordered.begin(), ordered.end());
    for (Operation *op : g.ops) {
      for (Value v : costs.used(op)) {
        Operation *def = v.getDefiningOp();
        if (!def || !mine.count(def))
          g.inputs.insert(v);
      }
      if (prelude.count(op))
        continue;
      for (Value r : op->getResults())
        for (Operation *user : r.getUsers()) {
          Operation *top = block.findAncestorOpInBlock(*user);
          if (!top || !mine.count(top)) {
            g.outputs.insert(r);
            break;
          }
        }
    }
  }
}

//===----------------------------------------------------------------------===//
// The simulated step
//===----------------------------------------------------------------------===//

/// The cluster spec bound to the stage mesh: the micro-batch axis becomes
/// the stage axis (its sends use that axis's link).
FailureOr<const ClusterSpec *> StepPlan::loadStageSpec() {
  return costs.spec(shape.stages, [&] { return bindStageSpec(); });
}

FailureOr<ClusterSpec> StepPlan::bindStageSpec() {
  MeshOp mesh = step.mesh;
  SmallVector<std::string> axisNames;
  SmallVector<int64_t> axisSizes;
  for (unsigned i = 0; i < mesh.getNumAxes(); ++i) {
    bool mb = mesh.getAxisName(i) == kMicrobatchAxis;
    axisNames.push_back(mb ? std::string(kStageAxis)
                           : mesh.getAxisName(i).str());
    axisSizes.push_back(mb ? shape.stages : mesh.getAxisSizes()[i]);
  }
  std::string option = "cluster=" + options.cluster;
  auto emitErr = [&]() {
    return emitOptionError(mesh.getContext(), "cleave-pipeline", option);
  };
  FailureOr<ClusterSpec> spec = loadUnboundClusterSpec(options.cluster, emitErr);
  if (failed(spec) ||
      failed(bindClusterSpec(*spec, axisNames, axisSizes, emitErr)))
    return failure();
  return spec;
}

/// Each pair of neighbouring stages sends over the link between their
/// devices: stage s owns devices s * perStage .. (s + 1) * perStage - 1
/// (the stage axis is major), and a pair whose peers (same coordinates)
/// share a node talks intra-node, although the axis as a whole may span
/// nodes. A link the spec names for the stage axis is used for every pair.
/// Returns the report's line of links ("" when the stage axis's link is
/// used throughout).
std::string StepPlan::priceStageLinks(const ClusterSpec &spec,
                                      SimulationInput &in) {
  int S = shape.stages;
  unsigned stageAxis = *spec.getAxisIndex(kStageAxis);
  in.p2pLatency = spec.axisLinks[stageAxis].latency;
  in.p2pBandwidth = spec.axisLinks[stageAxis].bandwidth;
  auto intra = spec.links.find("intra_node");
  auto inter = spec.links.find("inter_node");
  std::string stageLinks;
  if (spec.numNodes <= 1 ||
      spec.axisLinkNames.count(std::string(kStageAxis)) ||
      intra == spec.links.end() || inter == spec.links.end())
    return stageLinks;
  int64_t perStage = 1;
  for (auto [i, size] : llvm::enumerate(spec.axisSizes))
    if (i != stageAxis)
      perStage *= size;
  int64_t perNode = std::max<int64_t>(1, spec.devicesPerNode);
  // Sends go from a chunk's stage to the next chunk's or the previous
  // one's: only neighbouring pairs (and the wrap-around) are priced.
  auto sameNode = [&](int from, int to) {
    for (int64_t o = 0; o < perStage; ++o)
      if ((from * perStage + o) / perNode != (to * perStage + o) / perNode)
        return false;
    return true;
  };
  for (int from = 0; from < S && S > 1; ++from) {
    for (int to : {(from + 1) % S, (from + S - 1) % S}) {
      const LinkSpec &link =
          sameNode(from, to) ? intra->second : inter->second;
      // A stage's devices in one node send at once, sharing its NICs.
      in.pairLinks[{from, to}] = {
          link.latency, link.getDeviceBandwidth(
                            link.bandwidth, std::min(perStage, perNode))};
    }
    // The report names the link of each neighbouring pair (and of the
    // wrap-around of interleaved chunks).
    int next = (from + 1) % S;
    if (next != 0 || shape.virtualStages > 1)
      stageLinks += llvm::formatv(
                        "{0}{1}-{2} {3}", stageLinks.empty() ? "" : ", ", from,
                        next, sameNode(from, next) ? "intra_node" : "inter_node")
                        .str();
  }
  return stageLinks;
}

/// Under recompute=selective, whether a forward op's results are kept
/// rather than recomputed: contractions and convolutions (the FLOPs),
/// collectives and anything with regions the rule does not look into.
/// Elementwise ops, norms, softmax and layout ops are recomputed, as
/// PyTorch's selective activation checkpointing does with the policy that
/// saves matmul outputs.
static bool keptUnderSelective(Operation *op, StageCosts &costs) {
  if (auto l = dyn_cast<linalg::LinalgOp>(op))
    return linalg::isaContractionOpInterface(l) ||
           linalg::isaConvolutionOpInterface(l) || costs.work(op).library;
  Dialect *d = op->getDialect();
  return !d ||
         !isa<tensor::TensorDialect, arith::ArithDialect, math::MathDialect>(d);
}

/// The activations a forward group keeps for its backward and the seconds
/// of forward work its backward does again first, under `options.recompute`
/// (none: every forward value a backward group reads is kept; full: only
/// the group's per-micro-batch inputs, the whole forward runs again;
/// selective: the closure of the recomputed values over the non-kept ops,
/// see keptUnderSelective).
StepPlan::Recomputation StepPlan::recomputation(const Group &g,
                                                double forwardTime) {
  Recomputation r;
  auto readByBackward = [&](Value v) {
    for (auto &[k2, other] : groups)
      if (other.phase == Phase::Backward && other.inputs.contains(v))
        return true;
    return false;
  };
  SmallVector<Value> saved;
  for (Value v : g.outputs)
    if (readByBackward(v))
      saved.push_back(v);
  if (options.recompute == "none") {
    for (Value v : saved)
      r.savedBytes += getTensorBytes(v.getType());
    return r;
  }
  auto isActivation = [&](Value v) {
    return kindOfValue(v) == Kind::PerMicrobatch;
  };
  llvm::SetVector<Value> kept;
  if (options.recompute == "full") {
    for (Value v : g.inputs)
      if (isActivation(v))
        kept.insert(v);
    r.seconds = forwardTime;
  } else {
    llvm::DenseSet<Operation *> mine(g.ops.begin(), g.ops.end());
    llvm::SetVector<Operation *> redo;
    SmallVector<Value> stack(saved.begin(), saved.end());
    while (!stack.empty()) {
      Value v = stack.pop_back_val();
      Operation *def = v.getDefiningOp();
      if (!def || !mine.count(def) || keptUnderSelective(def, costs)) {
        if (isActivation(v))
          kept.insert(v);
        continue;
      }
      if (redo.insert(def))
        for (Value w : costs.used(def))
          stack.push_back(w);
    }
    for (Operation *op : redo)
      r.seconds += costs.time(op);
  }
  for (Value v : kept)
    r.savedBytes += getTensorBytes(v.getType());
  return r;
}

/// Each chunk's forward and backward time per micro-batch (the backward
/// with its recomputation), the bytes it sends to other stages and the
/// activations its forward saves.
SimulationInput StepPlan::priceChunks() {
  SimulationInput in;
  in.chunks.assign(shape.stages * shape.virtualStages, {});
  SmallVector<double> recomputeSeconds(in.chunks.size(), 0.0);
  for (auto &[key, g] : groups) {
    ChunkCost &cc = in.chunks[g.chunk];
    double t = 0;
    for (Operation *op : g.ops)
      t += costs.time(op);
    double sent = 0;
    for (Value v : g.outputs) {
      bool remote = false;
      for (auto &[k2, other] : groups)
        if (other.inputs.contains(v))
          remote |= stageOf(other.chunk) != stageOf(g.chunk);
      if (remote)
        sent += getTensorBytes(v.getType());
    }
    if (g.phase == Phase::Forward) {
      Recomputation rc = recomputation(g, t);
      cc.forward = t;
      cc.forwardSendBytes = sent;
      cc.savedBytes = rc.savedBytes;
      recomputeSeconds[g.chunk] = rc.seconds;
    } else {
      cc.backward = t;
      cc.backwardSendBytes = sent;
    }
  }
  for (auto [cc, extra] : llvm::zip(in.chunks, recomputeSeconds))
    if (cc.backward > 0)
      cc.backward += extra;
  return in;
}

/// What a chunk holds for the whole step (the arguments it reads:
/// parameters, optimizer state; the accumulated gradients) and the update
/// time.
void StepPlan::addStaticBytes(SimulationInput &in) {
  // The same for every schedule and recomputation simulated on the plan.
  if (statics.empty()) {
    statics.assign(in.chunks.size(), {});
    computeStaticBytes(statics);
  }
  for (auto [cc, st] : llvm::zip(in.chunks, statics)) {
    cc.update += st.update;
    cc.staticBytes += st.staticBytes;
  }
}

void StepPlan::computeStaticBytes(MutableArrayRef<ChunkCost> chunks) {
  Block &block = step.fn.getBody().front();
  llvm::DenseSet<Value> counted;
  // Step-constant ops (chunk -1) run on the stages of their users: the
  // arguments they read (a transposed weight, Adam's decayed moments) live
  // there, at their first user's chunk.
  llvm::DenseMap<Operation *, int> constChunk;
  for (Operation &op : llvm::reverse(block.without_terminator())) {
    if (info.lookup(&op).kind != Kind::Const)
      continue;
    int at = -1;
    for (Operation *user : op.getUsers()) {
      int c = info.count(user) ? info.lookup(user).chunk : -1;
      if (c < 0)
        c = constChunk.lookup_or(user, -1);
      if (c >= 0)
        at = at < 0 ? c : std::min(at, c);
    }
    if (at >= 0)
      constChunk[&op] = at;
  }
  auto addArgs = [&](Operation *op, int chunk) {
    for (Value v : costs.used(op))
      if (isa<BlockArgument>(v) && !perMbArgs.count(v) &&
          counted.insert(v).second)
        chunks[chunk].staticBytes += getTensorBytes(v.getType());
  };
  // In block order (not the map's): an argument two of them read goes to
  // the first one's chunk, the same on every run.
  for (Operation &op : block.without_terminator())
    if (auto it = constChunk.find(&op); it != constChunk.end())
      addArgs(&op, it->second);
  for (Operation &op : block.without_terminator()) {
    OpInfo oi = info.lookup(&op);
    if (oi.chunk < 0)
      continue;
    if (oi.kind == Kind::Update)
      chunks[oi.chunk].update += costs.time(&op);
    // Accumulated gradients: a buffer each for the whole step.
    if (oi.kind == Kind::Accumulate)
      for (Value r : op.getResults())
        chunks[oi.chunk].staticBytes += getTensorBytes(r.getType());
    if (oi.kind == Kind::PerMicrobatch || oi.kind == Kind::Update)
      addArgs(&op, oi.chunk);
  }
}

/// Prices each chunk's forward and backward steps, its sends and saved
/// activations and its update with the cost model on the cluster (the
/// stage axis's link carries the sends), runs the schedule through
/// simulateSchedule and reports the step time, the bubble and the peak
/// memory per stage.
FailureOr<SimulatedStep> StepPlan::simulate(const Schedule &schedule) {
  FailureOr<const ClusterSpec *> loaded = loadStageSpec();
  if (failed(loaded))
    return failure();
  const ClusterSpec &spec = **loaded;
  SimulationInput in = priceChunks();
  std::string stageLinks = priceStageLinks(spec, in);
  addStaticBytes(in);
  SimulatedStep sim;
  sim.result = simulateSchedule(schedule, in);
  sim.clusterName = spec.name;
  const SimulationResult &r = sim.result;
  simReport.clear();
  llvm::raw_string_ostream os(simReport);
  os << llvm::formatv("simulated on {0}: step {1:f3} ms, bubble {2:f1}%{3}\n",
                      spec.name, r.stepTime * 1e3, r.bubbleFraction * 100,
                      options.recompute == "none"
                          ? std::string()
                          : ", recompute=" + options.recompute);
  if (!stageLinks.empty())
    os << "  sends between stages: " << stageLinks << "\n";
  for (int st = 0; st < shape.stages; ++st) {
    os << llvm::formatv("  stage {0}: busy {1:f3} ms, peak {2:f2} MiB\n", st,
                        r.busySeconds[st] * 1e3, r.peakBytes[st] / 1048576.0);
    sim.fits &= r.peakBytes[st] <= spec.device.memoryCapacity;
  }
  if (!sim.fits)
    os << llvm::formatv("  a stage's peak exceeds the {0:f2} GiB of a {1}\n",
                        spec.device.memoryCapacity / 1073741824.0,
                        spec.device.name);
  return sim;
}

//===----------------------------------------------------------------------===//
// plan=true: the search over pipeline shapes
//===----------------------------------------------------------------------===//

namespace {

struct Candidate {
  PipelineShape shape;
  double step = 0, bubble = 0, peak = 0;
  bool ok = false, fits = false;
  /// Not built: its lower bound (`bound`) is no faster than a plan found
  /// that fits (`why` says which).
  bool pruned = false;
  double bound = 0;
  std::string why;
  /// The recomputation simulated (recompute=auto: the best of the three).
  std::string recompute;
  /// Simulated on the partition of another micro-batch and replica count
  /// with the same micro-batch size (see partitionKey).
  bool reused = false;
};

/// `a` before `b`: fitting memory first, then the faster step.
static bool better(const Candidate &a, const Candidate &b) {
  if (a.fits != b.fits)
    return a.fits;
  return a.step < b.step;
}

/// Runs `f` with the diagnostics it emits kept from the user: the first
/// error's text goes to `first`.
template <typename F>
LogicalResult withFirstError(MLIRContext *ctx, std::string &first, F f) {
  ScopedDiagnosticHandler handler(ctx, [&](Diagnostic &d) {
    if (d.getSeverity() == DiagnosticSeverity::Error && first.empty())
      first = d.str();
    return success();
  });
  // Only the messages are read: printing (and verifying) the op a
  // diagnostic names into a note nobody sees cost a fiftieth of a search.
  bool printOps = ctx->shouldPrintOpOnDiagnostic();
  ctx->printOpOnDiagnostic(false);
  LogicalResult result = f();
  ctx->printOpOnDiagnostic(printOps);
  return result;
}

/// The module prepared and partitioned for one (micro-batches, replicas,
/// tensor-parallel degree): every schedule and chunk count of those share
/// it, and the analysis reads it without changing it (but for the sizes
/// of the mesh's micro-batch and replica axes, see sizeMesh).
struct PartitionedCopy {
  OwningOpRef<ModuleOp> module;
  StepOptions options;
  PartitionedStep step;
  std::string prepareError, partitionError;
  /// The cost model's figures of `step`'s ops, shared by the candidates
  /// simulated on this copy.
  StageCosts costs;
  bool partitioned = false;
  /// Partitioned for another shape with the same partitionKey (`step` is
  /// in that copy's module, `module` is null), or with auto-shard's
  /// choices for another micro-batch size taken over (takeAutoSharded).
  bool reused = false;
  /// The tensor-parallel pass (options.autoShard) has run on `module`.
  bool autoSharded = false;
  /// Sets the step's micro-batch and replica axes to this copy's shape.
  void sizeMesh() const;

  bool sharedBy(const PipelineShape &s) const { return sameCopy(key, s); }
  /// Whether two shapes partition alike as they are (the schedules and
  /// chunk counts of one micro-batch count, replica count and
  /// tensor-parallel degree).
  static bool sameCopy(const PipelineShape &a, const PipelineShape &b) {
    return a.microbatches == b.microbatches && a.replicas == b.replicas &&
           a.tensorParallel == b.tensorParallel;
  }
  PipelineShape key;
};

/// What a partitioned copy's per-device program depends on: the
/// tensor-parallel degree and the micro-batch size (the batch split
/// microbatches x replicas ways). Copies with the same key differ only in
/// the sizes of the micro-batch and replica axes, so one partition serves
/// them all, those axes resized: auto-shard and the partitioner see the
/// same local tensors. (A micro-batch axis of 1 then accumulates through
/// the partitioner's own accumulations, as accumulateSingleMicrobatch
/// would add them; a replica axis of 1 reduces nothing.)
using PartitionKey = std::pair<int, int64_t>;
static PartitionKey partitionKey(const PipelineShape &s) {
  return {s.tensorParallel, int64_t(s.microbatches) * s.replicas};
}

/// What auto-shard's annotations depend on beyond the sizes of the
/// micro-batch and replica axes: the tensor-parallel degree, and whether
/// the mesh has a replica axis at all. The module's types are the same for
/// every shape (the batch is split over the axes, not reshaped), so the
/// module auto-shard annotated for one shape is a valid start for another
/// with the same degree, its axes resized: one replica reads a replica
/// axis of size 1 (as reusePartition does), more need the axis.
using AutoShardKey = std::pair<int, bool>;
static AutoShardKey autoShardKey(const PipelineShape &s) {
  return {s.tensorParallel, s.replicas > 1};
}

/// A module as the tensor-parallel pass left it (annotated, not yet
/// propagated or partitioned), with its step and options, and the shape it
/// was auto-sharded for.
struct AutoShardedModule {
  OwningOpRef<ModuleOp> module;
  PartitionedStep step;
  StepOptions options;
  PipelineShape shape;
};

/// The sizes of `mesh`'s axes with its micro-batch and replica axes those
/// of `shape`.
static SmallVector<int64_t> axisSizesFor(MeshOp mesh,
                                         const PipelineShape &shape) {
  SmallVector<int64_t> sizes(mesh.getAxisSizes());
  for (unsigned i = 0; i < mesh.getNumAxes(); ++i) {
    StringRef name = mesh.getAxisName(i);
    if (name == kMicrobatchAxis)
      sizes[i] = shape.microbatches;
    else if (name == kReplicaAxis)
      sizes[i] = shape.replicas;
  }
  return sizes;
}

/// Whether every split annotated in `fn` (arguments, results, constraints)
/// divides its dim when `mesh`'s axes have `sizes`.
static bool splitsDivide(func::FuncOp fn, MeshOp mesh,
                         ArrayRef<int64_t> sizes) {
  auto divides = [&](ShardingAttr attr, Type t) {
    auto type = dyn_cast<RankedTensorType>(t);
    if (!attr || !type)
      return true;
    AxisSharding s = AxisSharding::fromAttr(attr, mesh);
    for (auto [d, axes] : llvm::enumerate(s.dims)) {
      if (d >= size_t(type.getRank()) || type.isDynamicDim(d))
        continue;
      int64_t n = 1;
      for (unsigned a : axes)
        n *= a < sizes.size() ? sizes[a] : 1;
      if (type.getDimSize(d) % n)
        return false;
    }
    return true;
  };
  for (BlockArgument a : fn.getArguments())
    if (!divides(getArgSharding(fn, a.getArgNumber()), a.getType()))
      return false;
  WalkResult walk = fn.walk([&](Operation *op) {
    for (auto [r, attr] : llvm::zip(op->getResults(), getResultShardings(op)))
      if (!divides(attr, r.getType()))
        return WalkResult::interrupt();
    if (auto c = dyn_cast<ConstraintOp>(op);
        c && !divides(c.getSharding(), c.getResult().getType()))
      return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return !walk.wasInterrupted();
}

/// `step` with its function and mesh looked up by name in `module` (a
/// clone of the one they are in).
static PartitionedStep stepIn(ModuleOp module, const PartitionedStep &step) {
  PartitionedStep moved = step;
  moved.fn = module.lookupSymbol<func::FuncOp>(step.fn.getSymName());
  moved.mesh = module.lookupSymbol<MeshOp>(step.mesh.getSymName());
  return moved;
}

class Planner {
public:
  Planner(ModuleOp module, const StepOptions &options, bool share)
      : module(module), options(options), share(share) {}

  /// Every candidate uses all device groups: S stages of R = groups / (S T)
  /// data-parallel replicas (DAPPLE's stages x replication) of T-way
  /// tensor-parallel groups each (T = 0: the module's own mesh, no
  /// option).
  /// With `batch` and micro-batch `sizes` (examples per replica and
  /// micro-batch), each stages x replicas shape takes M = batch / (R x
  /// size) for every size that divides; without, M = S, 2S, 4S, 8S.
  void enumerate(int64_t groupsN, int64_t maxS, ArrayRef<int> degrees,
                 int64_t batch = 0, ArrayRef<int> sizes = {});
  /// Prepares, schedules, partitions (or reuses the last partition, or with
  /// `reuse` that of the same micro-batch size), cuts and simulates one
  /// candidate.
  void evaluate(Candidate &c) { evaluate(c, share); }
  void evaluate(Candidate &c, bool reuse);
  const Candidate *best() const;
  /// Simulates the best candidate again on its own partition while it was
  /// simulated on a shared one (its auto-shard choices can differ a
  /// little), until the best is its own: the plan reported is the program
  /// the pass builds.
  void confirmBest();
  void report(llvm::raw_ostream &os, const ClusterSpec &spec, double seconds,
              int64_t groupsN, int64_t meshDevices) const;
  /// Hands `choice` the partitioned copy of `shape` (a candidate simulated
  /// on its own partition) if the planner still holds it.
  void handOver(const PipelineShape &shape, PlanChoice &choice);

  std::vector<Candidate> all;

private:
  PartitionedCopy &copyFor(const PipelineShape &shape, bool reuse);
  /// `copy` made afresh for its shape: the module cloned, tensor
  /// parallelism set up and the step prepared (prepareError on failure).
  void freshCopy(PartitionedCopy &copy);
  bool reusePartition(PartitionedCopy &copy);
  /// Gives a copy the module auto-shard annotated for an earlier shape
  /// with the same autoShardKey, cloned and its axes resized. False when
  /// there is none.
  bool takeAutoSharded(PartitionedCopy &copy);
  /// Runs the tensor-parallel pass (once; kept for takeAutoSharded) and
  /// the rest of the partition pipeline on a copy.
  LogicalResult partition(PartitionedCopy &copy);

  ModuleOp module;
  const StepOptions &options;
  /// Whether candidates share partitions by partitionKey.
  bool share;
  std::unique_ptr<PartitionedCopy> last;
  /// One partitioned copy per partitionKey, kept for the copies after it.
  std::map<PartitionKey, std::unique_ptr<PartitionedCopy>> partitions;
  /// Auto-shard's modules per autoShardKey, for the copies after them.
  std::map<AutoShardKey, std::vector<AutoShardedModule>> autoSharded;
  /// The module of autoSharded whose splits divide `shape`'s tensors, of
  /// the nearest micro-batch size; null if none.
  const AutoShardedModule *autoShardedFor(const PipelineShape &shape) const;
};

} // namespace

void Planner::enumerate(int64_t groupsN, int64_t maxS, ArrayRef<int> degrees,
                        int64_t batch, ArrayRef<int> sizes) {
  for (int T : degrees) {
    if (T > 0 && groupsN % T)
      continue;
    int64_t groupsT = T > 0 ? groupsN / T : groupsN;
    int64_t maxST = std::min<int64_t>(maxS, groupsT);
    for (int S = 1; S <= maxST; S *= 2) {
      if (groupsT % S)
        continue;
      int R = static_cast<int>(groupsT / S);
      // M = 1 with one stage is plain data parallelism: no accumulation.
      SmallVector<int64_t> counts;
      if (sizes.empty()) {
        counts = {S, 2 * S, 4 * S, 8 * S};
        // And micro-batches of one example each (Megatron-LM's), when the
        // step's batch is known and divides among the replicas.
        if (batch > 0 && batch % R == 0 &&
            !llvm::is_contained(counts, batch / R))
          counts.push_back(batch / R);
      }
      for (int size : sizes) {
        // Each size once; a count of at least one micro-batch.
        int64_t m = batch / (int64_t(R) * size);
        if (m >= 1 && batch % (int64_t(R) * size) == 0 &&
            !llvm::is_contained(counts, m))
          counts.push_back(m);
      }
      for (int64_t M : counts) {
        if (M > 4096)
          continue;
        SmallVector<std::pair<StringRef, int>> scheds;
        if (S == 1)
          scheds = {{"1f1b", 1}};
        else
          scheds = {{"gpipe", 1},
                    {"1f1b", 1},
                    {"interleaved", 2},
                    {"breadth-first", 2}};
        for (auto [name, v] : scheds) {
          Candidate c;
          c.shape = {S, R, static_cast<int>(M), v, T, name.str()};
          all.push_back(std::move(c));
        }
      }
    }
  }
}

PartitionedCopy &Planner::copyFor(const PipelineShape &shape, bool reuse) {
  if (last && last->sharedBy(shape) && (reuse || !last->reused))
    return *last;
  if (share && last && last->partitioned && last->partitionError.empty())
    partitions.try_emplace(partitionKey(last->key), std::move(last));
  last = std::make_unique<PartitionedCopy>();
  PartitionedCopy &copy = *last;
  copy.key = shape;
  // A shape whose tensor-parallel degree and micro-batch size were
  // partitioned already takes that partition; one whose tensor-parallel
  // degree was auto-sharded takes auto-shard's module. What preparing it
  // would check beyond what the earlier shape passed is its mesh axes
  // (the batch is split M x R ways either way).
  if (reuse && share &&
      (partitions.count(partitionKey(shape)) || autoShardedFor(shape)) &&
      succeeded(withFirstError(module.getContext(), copy.prepareError, [&] {
        return checkPipelineAxes(module, shape);
      })) &&
      (reusePartition(copy) || takeAutoSharded(copy)))
    return copy;
  if (!copy.prepareError.empty())
    return copy;
  freshCopy(copy);
  return copy;
}

void Planner::freshCopy(PartitionedCopy &copy) {
  copy.module = module.clone();
  copy.options = options;
  copy.options.cut = "dp";
  copy.reused = copy.autoSharded = copy.partitioned = false;
  copy.costs = StageCosts();
  (void)withFirstError(module.getContext(), copy.prepareError, [&] {
    if (failed(setUpTensorParallel(*copy.module, copy.key, copy.options)))
      return failure();
    FailureOr<PartitionedStep> step =
        prepareStep(*copy.module, copy.key, copy.options);
    if (failed(step))
      return failure();
    copy.step = *step;
    return success();
  });
}

const AutoShardedModule *
Planner::autoShardedFor(const PipelineShape &shape) const {
  // The batch examples each device computes per micro-batch, in log 2.
  auto logSize = [](const PipelineShape &s) {
    return -std::log2(double(s.microbatches) * double(s.replicas));
  };
  const AutoShardedModule *best = nullptr;
  for (bool replicaAxis : {shape.replicas > 1, true}) {
    auto it = autoSharded.find({shape.tensorParallel, replicaAxis});
    if (it == autoSharded.end())
      continue;
    for (const AutoShardedModule &m : it->second) {
      if (best && std::abs(logSize(m.shape) - logSize(shape)) >=
                      std::abs(logSize(best->shape) - logSize(shape)))
        continue;
      if (splitsDivide(m.step.fn, m.step.mesh,
                       axisSizesFor(m.step.mesh, shape)))
        best = &m;
    }
  }
  return best;
}

bool Planner::takeAutoSharded(PartitionedCopy &copy) {
  const AutoShardedModule *found = autoShardedFor(copy.key);
  if (!found)
    return false;
  const AutoShardedModule &src = *found;
  copy.module = ModuleOp(src.module.get()).clone();
  copy.step = stepIn(*copy.module, src.step);
  copy.options = src.options;
  copy.autoSharded = true;
  copy.reused = true;
  copy.sizeMesh();
  return true;
}

LogicalResult Planner::partition(PartitionedCopy &copy) {
  MLIRContext *ctx = module.getContext();
  auto runOnCopy = [&](OpPassManager &passes, ModuleOp m) {
    PassManager pm(ctx, ModuleOp::getOperationName(),
                   OpPassManager::Nesting::Explicit);
    static_cast<OpPassManager &>(pm) = passes;
    // A copy is only priced: the program built from the chosen shape
    // runs the same passes under the verifier. (Verifying the copy after
    // each pass took a tenth of the search.)
    pm.enableVerifier(false);
    return pm.run(m);
  };
  return withFirstError(ctx, copy.partitionError, [&]() -> LogicalResult {
    if (!copy.options.autoShard.empty() && !copy.autoSharded) {
      OpPassManager pm(ModuleOp::getOperationName());
      if (failed(parsePassPipeline(copy.options.autoShard, pm, llvm::nulls())))
        return mlir::emitError(copy.step.fn.getLoc())
               << "cleave-pipeline: cannot parse '" << copy.options.autoShard
               << "'";
      if (failed(runOnCopy(pm, *copy.module)))
        return failure();
      copy.autoSharded = true;
      copy.options.partitionPipeline = kDefaultPartitionPipeline.str();
      if (share) {
        AutoShardedModule &kept =
            autoSharded[autoShardKey(copy.key)].emplace_back();
        kept.module = copy.module->clone();
        kept.step = stepIn(*kept.module, copy.step);
        kept.options = copy.options;
        kept.shape = copy.key;
      }
    }
    return partitionStep(copy.step, copy.options, runOnCopy);
  });
}

/// Gives a copy the partition of an earlier copy with the same
/// partitionKey: that copy's module, read with the micro-batch and replica
/// axes resized to this copy's shape (sizeMesh) while this copy is
/// simulated. False when there is none.
bool Planner::reusePartition(PartitionedCopy &copy) {
  auto it = partitions.find(partitionKey(copy.key));
  if (it == partitions.end())
    return false;
  const PartitionedCopy &src = *it->second;
  copy.module = nullptr;
  copy.step = src.step;
  copy.options = src.options;
  copy.partitioned = true;
  copy.reused = true;
  return true;
}

void PartitionedCopy::sizeMesh() const {
  MeshOp mesh = step.mesh;
  SmallVector<int64_t> sizes = axisSizesFor(mesh, key);
  if (ArrayRef<int64_t>(sizes) != mesh.getAxisSizes())
    mesh.setAxisSizes(sizes);
}

void Planner::evaluate(Candidate &c, bool reuse) {
  const PipelineShape &shape = c.shape;
  PartitionedCopy &copy = copyFor(shape, reuse);
  auto reject = [&](StringRef why) {
    c.ok = false;
    c.why = why.empty() ? "not simulated" : why.str();
  };
  if (!copy.step.fn)
    return reject(copy.prepareError);
  MLIRContext *ctx = module.getContext();
  Schedule schedule;
  std::string why;
  if (failed(withFirstError(ctx, why, [&]() -> LogicalResult {
        if (auto e = makeSchedule(shape.schedule, shape.stages,
                                  shape.virtualStages, shape.microbatches,
                                  copy.step.hasBackward, schedule))
          return mlir::emitError(copy.step.fn.getLoc()) << "cleave-pipeline: "
                                                        << *e;
        if (auto e = validateSchedule(schedule))
          return mlir::emitError(copy.step.fn.getLoc())
                 << "cleave-pipeline: schedule '" << schedule.name
                 << "': " << *e;
        return success();
      })))
    return reject(why);
  if (!copy.partitioned && !(reuse && reusePartition(copy))) {
    copy.partitioned = true;
    // Auto-shard's choices for another micro-batch size need not divide
    // this one's tensors: then this shape is auto-sharded itself.
    LogicalResult done = partition(copy);
    if (failed(done) && copy.reused) {
      copy.partitionError.clear();
      freshCopy(copy);
      if (!copy.step.fn)
        return reject(copy.prepareError);
      copy.partitioned = true;
      done = partition(copy);
    }
    if (failed(done) && copy.partitionError.empty())
      copy.partitionError = "not partitioned";
  }
  if (!copy.partitionError.empty())
    return reject(copy.partitionError);
  copy.sizeMesh();
  // The recomputation changes only the prices, not the cut: one plan,
  // simulated once per mode tried.
  StepOptions opts = copy.options;
  StepPlan plan(copy.step, shape, opts, &copy.costs);
  if (failed(withFirstError(ctx, why, [&] { return plan.build(); })))
    return reject(why);
  SmallVector<StringRef, 3> modes;
  if (options.recompute == "auto")
    modes = {"none", "selective", "full"};
  else
    modes = {options.recompute};
  for (StringRef mode : modes) {
    opts.recompute = mode.str();
    FailureOr<SimulatedStep> sim = failure();
    if (failed(withFirstError(ctx, why, [&]() -> LogicalResult {
          sim = plan.simulate(schedule);
          return failure(failed(sim));
        })))
      return reject(why);
    Candidate tried = c;
    tried.ok = true;
    tried.step = sim->result.stepTime;
    tried.bubble = sim->result.bubbleFraction;
    tried.fits = sim->fits;
    tried.recompute = opts.recompute;
    tried.reused = copy.reused;
    tried.peak = 0;
    for (double p : sim->result.peakBytes)
      tried.peak = std::max(tried.peak, p);
    if (!c.ok || better(tried, c))
      c = tried;
  }
}

void Planner::handOver(const PipelineShape &shape, PlanChoice &choice) {
  auto own = [&](const std::unique_ptr<PartitionedCopy> &c) {
    return c && c->module && !c->reused && c->sharedBy(shape) &&
           c->partitioned && c->partitionError.empty();
  };
  std::unique_ptr<PartitionedCopy> *found = nullptr;
  if (own(last))
    found = &last;
  for (auto &[key, c] : partitions)
    if (!found && own(c))
      found = &c;
  if (!found)
    return;
  PartitionedCopy &copy = **found;
  // Copies of the same micro-batch size read it resized: back to its own.
  copy.sizeMesh();
  choice.partitioned = std::move(copy.module);
  choice.step = copy.step;
  choice.options = copy.options;
  found->reset();
}

void Planner::confirmBest() {
  for (const Candidate *b = best(); b && b->reused; b = best()) {
    Candidate &c = all[b - all.data()];
    c.ok = false;
    c.reused = false;
    evaluate(c, /*reuse=*/false);
  }
}

const Candidate *Planner::best() const {
  const Candidate *best = nullptr;
  for (const Candidate &c : all) {
    if (!c.ok)
      continue;
    if (!best || better(c, *best))
      best = &c;
  }
  return best;
}

void Planner::report(llvm::raw_ostream &os, const ClusterSpec &spec,
                     double seconds, int64_t groupsN,
                     int64_t meshDevices) const {
  auto tp = [](const PipelineShape &s) {
    return s.tensorParallel > 0
               ? llvm::formatv(" tensor-parallel={0}", s.tensorParallel).str()
               : std::string();
  };
  auto rc = [](const Candidate &c) {
    return c.recompute == "none" ? std::string()
                                 : " recompute=" + c.recompute;
  };
  const Candidate &b = *best();
  const PipelineShape &bs = b.shape;
  os << llvm::formatv("plan on {0}: {1} candidates in {2:f2} s ({3} device "
                      "groups of {4} device(s)); chosen: stages={5} "
                      "replicas={6}{14} microbatches={7} schedule={8} "
                      "virtual-stages={9}{15}: step {10:f3} ms, bubble "
                      "{11:f1}%, peak {12:f2} GiB{13}\n",
                      spec.name, all.size(), seconds, groupsN, meshDevices,
                      bs.stages, bs.replicas, bs.microbatches, bs.schedule,
                      bs.virtualStages, b.step * 1e3, b.bubble * 100,
                      b.peak / 1073741824.0,
                      b.fits ? "" : " (no candidate fits memory)", tp(bs),
                      rc(b));
  for (const Candidate &c : all) {
    const PipelineShape &s = c.shape;
    os << llvm::formatv("  stages={0} replicas={1}{5} microbatches={2} {3} "
                        "v={4}: ",
                        s.stages, s.replicas, s.microbatches, s.schedule,
                        s.virtualStages, tp(s));
    if (!c.ok) {
      StringRef why(c.why);
      os << (c.pruned ? "pruned: " : "rejected: ") << why.split('\n').first
         << "\n";
      continue;
    }
    os << llvm::formatv("{4}step {0:f3} ms, bubble {1:f1}%, peak {2:f2} "
                        "GiB{3}\n",
                        c.step * 1e3, c.bubble * 100, c.peak / 1073741824.0,
                        c.fits ? "" : " (exceeds memory)",
                        c.recompute == "none"
                            ? std::string()
                            : "recompute=" + c.recompute + ", ");
  }
}

/// The shape of a candidate as its report line gives it.
static std::string describe(const PipelineShape &s) {
  std::string tp = s.tensorParallel > 0
                       ? llvm::formatv(" tensor-parallel={0}", s.tensorParallel)
                             .str()
                       : std::string();
  return llvm::formatv("stages={0} replicas={1}{2} microbatches={3} {4} v={5}",
                       s.stages, s.replicas, tp, s.microbatches, s.schedule,
                       s.virtualStages)
      .str();
}

/// One progress line on stderr: candidate `done` of `total` (`c`), the best
/// so far, the time spent and, at the mean time per candidate, left.
static void printProgress(const Candidate &c, size_t done, size_t total,
                          const Candidate *best, double seconds) {
  llvm::raw_ostream &os = llvm::errs();
  os << llvm::formatv("cleave-pipeline: plan: {0}/{1} {2}: ", done, total,
                      describe(c.shape));
  if (c.ok)
    os << llvm::formatv("step {0:f3} ms{1}", c.step * 1e3,
                        c.fits ? "" : " (exceeds memory)");
  else
    os << (c.pruned ? "pruned" : "rejected");
  if (best)
    os << llvm::formatv("; best {0}: {1:f3} ms{2}", describe(best->shape),
                        best->step * 1e3,
                        best->fits ? "" : " (exceeds memory)");
  double left = seconds / double(done) * double(total - done);
  os << llvm::formatv("; {0:f1} s, about {1:f0} s left\n", seconds, left);
  os.flush();
}

/// Seconds of compute of `op` (with the ops nested in it) on one device of
/// `spec`, unpartitioned.
static double opCompute(Operation *op, const ClusterSpec &spec) {
  double seconds = 0;
  op->walk<WalkOrder::PreOrder>([&](Operation *inner) {
    // A linalg op is priced whole (not the scalar ops of its body); other
    // ops only when they produce tensors.
    bool whole = isa<linalg::LinalgOp>(inner);
    if (whole || (inner->getNumRegions() == 0 &&
                  llvm::any_of(inner->getResultTypes(), [](Type t) {
                    return isa<RankedTensorType>(t);
                  })))
      seconds += estimateOp(inner, spec).computeTime;
    return whole ? WalkResult::skip() : WalkResult::advance();
  });
  return seconds;
}

/// Seconds of compute of one run of the module's step function on one
/// device of `spec`, unpartitioned: every candidate's devices share at
/// least this work between them.
static double stepCompute(ModuleOp module, const ClusterSpec &spec) {
  double seconds = 0;
  for (auto fn : module.getOps<func::FuncOp>())
    if (fn.isPublic() && !fn.isDeclaration())
      for (Operation &op : fn.getBody().getOps())
        seconds += opCompute(&op, spec);
  return seconds;
}

/// A lower bound on candidate `c`'s simulated step: the step's compute
/// shared evenly by all `devices`, stretched by the idle fraction its
/// schedule cannot avoid even with equal stages ((S - 1) / (v M + S - 1)
/// for S stages of v chunks and M micro-batches), with a 10% margin for
/// what the simulator prices differently.
static double lowerBound(const PipelineShape &s, double compute,
                         int64_t devices) {
  double idle = s.stages > 1
                    ? double(s.stages - 1) /
                          double(s.virtualStages * s.microbatches +
                                 s.stages - 1)
                    : 0.0;
  return 0.9 * compute / double(std::max<int64_t>(1, devices)) / (1 - idle);
}

/// The step function and which of its arguments are micro-batched, or
/// nothing (quietly: the bounds then count nothing of it).
struct StepArgs {
  func::FuncOp fn;
  MicrobatchedArgs args;
};
static std::optional<StepArgs> quietStepArgs(ModuleOp module,
                                             const StepOptions &options) {
  StepArgs found;
  std::string ignored;
  if (failed(withFirstError(module.getContext(), ignored, [&] {
        FailureOr<func::FuncOp> step = findStepFunction(module);
        if (failed(step))
          return failure();
        found.fn = *step;
        FailureOr<MicrobatchedArgs> args =
            findMicrobatchedArgs(found.fn, options);
        if (failed(args))
          return failure();
        found.args = *args;
        return success();
      })))
    return std::nullopt;
  return found;
}

/// The bytes of the step's state: the tensor arguments it reads that are
/// not micro-batched (parameters, optimizer state), held for the whole
/// step. Each replica holds all of it over its stages' devices, so a
/// device of a candidate holds at least this over S x T x (the module
/// mesh's devices). 0 when the step's arguments cannot be told apart.
static double stepStateBytes(ModuleOp module, const StepOptions &options) {
  std::optional<StepArgs> step = quietStepArgs(module, options);
  if (!step)
    return 0;
  func::FuncOp fn = step->fn;
  const MicrobatchedArgs *args = &step->args;
  double bytes = 0;
  // Only arguments some op reads: one the step merely returns is not
  // priced as held (the simulated peak counts what the stages read).
  Operation *ret = fn.getBody().front().getTerminator();
  for (BlockArgument a : fn.getArguments())
    if (!args->batched[a.getArgNumber()] &&
        isa<RankedTensorType>(a.getType()) &&
        llvm::any_of(a.getUsers(),
                     [&](Operation *user) { return user != ret; }))
      bytes += getTensorBytes(a.getType());
  return bytes;
}

/// What the unpartitioned step's forward saves for its backward, over the
/// whole batch: every value a backward op reads from a forward op
/// (recompute=none keeps them all), what selective recomputation keeps to
/// recompute them from (mostly results of contractions, see
/// keptUnderSelective; walked over the whole forward, where the simulator
/// walks each chunk: its chunks' inputs can stand in for a little of it),
/// and the forward's compute on one device (what full recomputation runs
/// again). As StepPlan tells them apart: the per-micro-batch ops (reading a
/// micro-batched argument) the step's loss depends on are the forward, the
/// other per-micro-batch ops the backward.
struct StepActivations {
  double savedBytes = 0, selectiveBytes = 0, forwardCompute = 0;
};
static StepActivations stepActivations(ModuleOp module,
                                       const StepOptions &options,
                                       const ClusterSpec &spec) {
  StepActivations acts;
  std::optional<StepArgs> step = quietStepArgs(module, options);
  if (!step || !step->args.carried)
    return acts;
  func::FuncOp fn = step->fn;
  const MicrobatchedArgs *args = &step->args;
  Block &block = fn.getBody().front();
  llvm::DenseSet<Value> perMb;
  for (BlockArgument a : fn.getArguments())
    if (args->batched[a.getArgNumber()])
      perMb.insert(a);
  StageCosts costs;
  llvm::DenseSet<Operation *> perMbOps;
  for (Operation &op : block.without_terminator())
    if (llvm::any_of(costs.used(&op), [&](Value v) { return perMb.count(v); })) {
      perMbOps.insert(&op);
      perMb.insert(op.getResults().begin(), op.getResults().end());
    }
  // The forward: what the results not carried to the next step (the loss)
  // depend on.
  SmallVector<Value> stack = lossValues(fn);
  llvm::DenseSet<Operation *> forward;
  while (!stack.empty()) {
    Operation *def = stack.pop_back_val().getDefiningOp();
    if (!def || def->getBlock() != &block || !perMbOps.count(def) ||
        !forward.insert(def).second)
      continue;
    for (Value v : costs.used(def))
      stack.push_back(v);
  }
  // Selective recomputation keeps what the saved values are recomputed
  // from: walking back from each through the ops it recomputes, the values
  // of the ops it keeps (StepPlan::recomputation, over the whole forward).
  llvm::SetVector<Value> keptValues;
  SmallVector<Value> walk;
  for (Operation *op : forward) {
    acts.forwardCompute += opCompute(op, spec);
    for (Value r : op->getResults()) {
      bool saved = llvm::any_of(r.getUsers(), [&](Operation *user) {
        Operation *u = block.findAncestorOpInBlock(*user);
        return u && perMbOps.count(u) && !forward.count(u);
      });
      if (!saved || !isa<RankedTensorType>(r.getType()))
        continue;
      acts.savedBytes += getTensorBytes(r.getType());
      walk.push_back(r);
    }
  }
  llvm::DenseSet<Operation *> redone;
  while (!walk.empty()) {
    Value v = walk.pop_back_val();
    Operation *def = v.getDefiningOp();
    if (!def || !forward.count(def) || keptUnderSelective(def, costs)) {
      if (perMb.count(v) && isa<RankedTensorType>(v.getType()))
        keptValues.insert(v);
      continue;
    }
    if (redone.insert(def).second)
      for (Value w : costs.used(def))
        walk.push_back(w);
  }
  for (Value v : keptValues)
    acts.selectiveBytes += getTensorBytes(v.getType());
  return acts;
}

/// What the search bounds candidates by: the step's compute, state (its
/// parameters and optimizer state, stepStateBytes) and activations
/// (stepActivations), the recomputations tried, the devices of the module
/// mesh and of the plan, and the device's memory.
struct SearchBounds {
  double compute = 0, stateBytes = 0, capacity = 0;
  StepActivations activations;
  /// The recompute= modes tried: none, selective and/or full.
  SmallVector<std::string, 3> modes{"none"};
  int64_t meshDevices = 1, devices = 1;

  /// The devices a replica of `s` spreads the state over.
  int64_t replicaDevices(const PipelineShape &s) const {
    return std::max(1, s.tensorParallel) * s.stages *
           std::max<int64_t>(1, meshDevices);
  }
  /// The activations some device of `s` holds at once under `mode`, at
  /// least: each stage holds its own for one micro-batch (of R x M in the
  /// batch), all M of them when every forward runs before the backwards.
  double activationBytes(const PipelineShape &s, StringRef mode) const {
    double bytes = mode == "none"        ? activations.savedBytes
                   : mode == "selective" ? activations.selectiveBytes
                                         : 0.0;
    bool allForwardsFirst =
        s.schedule == "gpipe" || s.schedule == "breadth-first";
    return bytes / double(s.replicas) * (allForwardsFirst ? 1.0
                                         : 1.0 / s.microbatches);
  }
  /// A lower bound on a device's peak bytes under `mode`: its share of the
  /// state and of the activations (the average over the stages' devices),
  /// with a 10% margin.
  double memoryBound(const PipelineShape &s, StringRef mode) const {
    return 0.9 * (stateBytes + activationBytes(s, mode)) /
           double(replicaDevices(s));
  }
  bool fits(const PipelineShape &s, StringRef mode) const {
    return capacity <= 0 || memoryBound(s, mode) <= capacity;
  }
  /// The recomputation that may fit with the least work (the last tried
  /// if none may).
  StringRef cheapestFitting(const PipelineShape &s) const {
    for (StringRef mode : {"none", "selective", "full"})
      if (llvm::is_contained(modes, mode) && fits(s, mode))
        return mode;
    return modes.back();
  }
  bool cannotFit(const PipelineShape &s) const {
    return !fits(s, cheapestFitting(s));
  }
  /// A lower bound on `s`'s step (lowerBound), with the forward's compute
  /// again where only full recomputation may fit.
  double stepBound(const PipelineShape &s) const {
    double work = compute;
    if (cheapestFitting(s) == "full")
      work += activations.forwardCompute;
    return lowerBound(s, work, devices);
  }
};

static std::string bytesString(double bytes) {
  return bytes >= 1073741824.0
             ? llvm::formatv("{0:f2} GiB", bytes / 1073741824.0).str()
             : llvm::formatv("{0:f2} MiB", bytes / 1048576.0).str();
}

/// Why candidate `c` need not be built, given the best plan simulated so
/// far (which must fit memory): its state (and the activations it keeps
/// under the least recomputation) cannot fit the device, or its step's
/// lower bound is no faster.
static std::optional<std::string> pruneReason(const Candidate &c,
                                              const SearchBounds &sb,
                                              const Candidate *best) {
  if (!best || !best->fits)
    return std::nullopt;
  StringRef mode = sb.cheapestFitting(c.shape);
  if (sb.cannotFit(c.shape)) {
    double acts = sb.activationBytes(c.shape, mode);
    std::string held =
        acts > 0 ? llvm::formatv(" and {0} of activations it saves with "
                                 "recompute={1}",
                                 bytesString(acts), mode)
                       .str()
                 : "";
    return llvm::formatv("at least {0} per device (90% of the step's {1} of "
                         "parameters and optimizer state{2} over the {3} "
                         "device(s) of a replica), more than the device's {4}",
                         bytesString(sb.memoryBound(c.shape, mode)),
                         bytesString(sb.stateBytes), held,
                         sb.replicaDevices(c.shape), bytesString(sb.capacity))
        .str();
  }
  if (c.bound >= best->step)
    return llvm::formatv("at least {0:f3} ms (the step's compute{1} over {2} "
                         "devices, its schedule's bubble), no faster than "
                         "{3:f3} ms found",
                         c.bound * 1e3,
                         mode == "full" && llvm::is_contained(sb.modes, "none")
                             ? " with the forward again (only full "
                               "recomputation may fit memory)"
                             : "",
                         sb.devices, best->step * 1e3)
        .str();
  return std::nullopt;
}

/// Branch and bound over the candidates: the ones that share a partitioned
/// copy (one micro-batch count, replica count and tensor-parallel degree)
/// form a group; groups run in the order of their best lower bound on the
/// step, those whose state cannot fit the device's memory last; a
/// candidate (a whole group: no partitioning) is pruned for a pruneReason.
static void searchCandidates(Planner &planner, const SearchBounds &sb,
                             bool prune,
                             llvm::function_ref<void(Candidate &)> done) {
  std::vector<Candidate> &all = planner.all;
  SmallVector<SmallVector<size_t>> groups;
  for (size_t i = 0; i < all.size(); ++i) {
    all[i].bound = sb.stepBound(all[i].shape);
    if (groups.empty() ||
        !PartitionedCopy::sameCopy(all[groups.back().front()].shape,
                                    all[i].shape))
      groups.emplace_back();
    groups.back().push_back(i);
  }
  SmallVector<std::pair<bool, double>> bounds;
  SmallVector<size_t> order;
  for (auto [k, g] : llvm::enumerate(groups)) {
    double b = std::numeric_limits<double>::infinity();
    for (size_t i : g)
      b = std::min(b, all[i].bound);
    bounds.push_back({sb.cannotFit(all[g.front()].shape), b});
    order.push_back(k);
  }
  llvm::sort(order, [&](size_t a, size_t b) {
    return std::make_pair(bounds[a], a) < std::make_pair(bounds[b], b);
  });
  for (size_t k : order)
    for (size_t i : groups[k]) {
      Candidate &c = all[i];
      std::optional<std::string> why;
      if (prune)
        why = pruneReason(c, sb, planner.best());
      if (why) {
        c.pruned = true;
        c.why = *why;
      } else {
        planner.evaluate(c);
      }
      done(c);
    }
}

/// The examples in a step's batch: the batch dim of its first micro-batched
/// argument (for micro-batch-size=), or an error.
static FailureOr<int64_t> stepBatch(ModuleOp module,
                                    const StepOptions &options) {
  FailureOr<func::FuncOp> step = findStepFunction(module);
  if (failed(step))
    return failure();
  func::FuncOp fn = *step;
  FailureOr<MicrobatchedArgs> args = findMicrobatchedArgs(fn, options);
  if (failed(args))
    return failure();
  for (BlockArgument a : fn.getArguments()) {
    auto type = dyn_cast<RankedTensorType>(a.getType());
    if (!args->batched[a.getArgNumber()] || !type)
      continue;
    if (options.batchDim < 0 || options.batchDim >= type.getRank() ||
        type.isDynamicDim(options.batchDim))
      break;
    return type.getDimSize(options.batchDim);
  }
  return mlir::emitError(fn.getLoc())
         << "cleave-pipeline: micro-batch-size= needs a micro-batched "
            "argument with a static batch-dim "
         << options.batchDim;
}

FailureOr<PlanChoice> pipeline::planPipeline(ModuleOp module,
                                             const StepOptions &options,
                                             const PlanSearch &search) {
  int maxStages = search.maxStages, devices = search.devices;
  bool progress = search.progress;
  std::string option = "cluster=" + options.cluster;
  auto emitErr = [&]() {
    return emitOptionError(module.getContext(), "cleave-pipeline", option);
  };
  FailureOr<ClusterSpec> spec = loadUnboundClusterSpec(options.cluster, emitErr);
  if (failed(spec))
    return failure();
  int64_t meshDevices = 1;
  for (MeshOp m : module.getOps<MeshOp>())
    for (int64_t size : m.getAxisSizes())
      meshDevices *= size;
  int64_t planned = spec->getNumDevices();
  if (devices != 0) {
    if (devices < 0 || devices > planned || devices % meshDevices)
      return mlir::emitError(module.getLoc())
             << "cleave-pipeline: plan=true: devices=" << devices
             << " is not a positive multiple of the mesh's " << meshDevices
             << " device(s) up to the " << planned << " of cluster '"
             << spec->name << "'";
    planned = devices;
  }
  int64_t groupsN = planned / std::max<int64_t>(1, meshDevices);
  if (groupsN < 1)
    return mlir::emitError(module.getLoc())
           << "cleave-pipeline: plan=true: the mesh has " << meshDevices
           << " devices, more than the " << spec->getNumDevices()
           << " of cluster '" << spec->name << "'";
  int64_t maxS = maxStages > 0 ? static_cast<int64_t>(maxStages)
                               : std::min<int64_t>(groupsN, 64);
  maxS = std::min(maxS, groupsN);
  Planner planner(module, options, search.sharePartitions);
  SmallVector<int> tried(search.tensorParallel);
  if (tried.empty())
    tried.push_back(0);
  int64_t batch = 0;
  if (!search.microbatchSizes.empty()) {
    FailureOr<int64_t> b = stepBatch(module, options);
    if (failed(b))
      return failure();
    batch = *b;
  } else {
    // For the default counts' one-example micro-batches: the batch if the
    // step states one, quietly nothing otherwise.
    ScopedDiagnosticHandler quiet(module.getContext(),
                                  [](Diagnostic &) { return success(); });
    FailureOr<int64_t> b = stepBatch(module, options);
    batch = succeeded(b) ? *b : 0;
  }
  planner.enumerate(groupsN, maxS, tried, batch, search.microbatchSizes);
  if (planner.all.empty() && !search.microbatchSizes.empty())
    return mlir::emitError(module.getLoc())
           << "cleave-pipeline: plan=true: no micro-batch-size divides the "
              "batch of "
           << batch << " into micro-batches of every replica of a candidate "
           << "(" << groupsN << " device groups of cluster '" << spec->name
           << "')";
  if (planner.all.empty())
    return mlir::emitError(module.getLoc())
           << "cleave-pipeline: plan=true: no tensor-parallel degree divides "
              "the "
           << groupsN << " device groups of cluster '" << spec->name << "'";
  auto t0 = std::chrono::steady_clock::now();
  auto elapsed = [&] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                         t0)
        .count();
  };
  size_t finished = 0;
  SearchBounds sb;
  sb.compute = stepCompute(module, *spec);
  sb.stateBytes = stepStateBytes(module, options);
  sb.activations = stepActivations(module, options, *spec);
  if (options.recompute == "auto")
    sb.modes = {"none", "selective", "full"};
  else
    sb.modes = {options.recompute};
  sb.capacity = spec->device.memoryCapacity;
  sb.meshDevices = meshDevices;
  sb.devices = planned;
  searchCandidates(planner, sb, search.prune, [&](Candidate &c) {
    ++finished;
    if (progress)
      printProgress(c, finished, planner.all.size(), planner.best(),
                    elapsed());
  });
  planner.confirmBest();
  double seconds = elapsed();
  const Candidate *best = planner.best();
  if (!best)
    return mlir::emitError(module.getLoc())
           << "cleave-pipeline: plan=true: no candidate could be built; the "
              "first failed with: "
           << planner.all.front().why;
  PlanChoice choice;
  choice.shape = best->shape;
  choice.recompute = best->recompute;
  llvm::raw_string_ostream os(choice.report);
  planner.report(os, *spec, seconds, groupsN, meshDevices);
  planner.handOver(best->shape, choice);
  choice.options.recompute = best->recompute;
  return choice;
}
