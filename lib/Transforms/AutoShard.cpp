//===- AutoShard.cpp - choose shardings by cost ---------------------------===//
//
// cleave-auto-shard: for each function, one node per sharded value producer
// (arguments and ops with a sharding rule) with one strategy per way of
// assigning mesh axes to the op's factors; edges carry the cost of
// resharding between a producer's strategy and a consumer's; node costs are
// the per-device compute time; usages the per-device bytes of the results,
// live from definition to last use. The problem (the IOPDDL format) goes to
// the strategy solver, and the chosen strategies are written back as
// annotations for cleave-propagate and cleave-partition. A report compares
// the plan with plain data parallel, Megatron-style tensor parallel and 2-D
// plans priced by the same model.
//
//===----------------------------------------------------------------------===//

#include "cleave/Transforms/Passes.h"
#include "cleave/Transforms/Normalize.h"
#include "cleave/Transforms/ReportFile.h"
#include "cleave/Transforms/FreeTensors.h"
#include "cleave/Transforms/Reshard.h"
#include "cleave/IR/FactorAssignment.h"

#include "cleave/IR/CleaveInterfaces.h"
#include "cleave/IR/CleaveOps.h"
#include "cleave/Analysis/ClusterSpec.h"
#include "cleave/Analysis/CostModel.h"
#include "cleave/Solver/Solver.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "cleave/Analysis/OutputChecks.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/Support/CheckedArithmetic.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"

#include <chrono>
#include <cmath>
#include <deque>
#include <limits>
#include <map>

using namespace mlir;
using namespace mlir::cleave;
namespace solver = ::cleave::solver;

namespace mlir {
namespace cleave {
#define GEN_PASS_DEF_CLEAVEAUTOSHARD
#include "cleave/Transforms/Passes.h.inc"
} // namespace cleave
} // namespace mlir

namespace {

using CommCost = ReshardCost;

/// A sharding's index in the sharder's ShardingTable.
using ShardingId = uint32_t;
/// No sharding: an operand or result that is not a tensor, or a strategy
/// that reduces nothing at its producer.
constexpr ShardingId kNoSharding = std::numeric_limits<ShardingId>::max();

/// A compact byte string naming a sharding (for table and cache keys).
static void appendKey(std::string &key, const AxisSharding &s) {
  for (const MeshAxes &axes : s.dims) {
    for (unsigned a : axes)
      key.push_back(char(1 + a));
    key.push_back('|');
  }
  key.push_back('p');
  for (unsigned a : s.partial)
    key.push_back(char(1 + a));
  key.push_back(char('0' + (int)s.kind));
  key.push_back(';');
}

/// Every distinct sharding the strategies use, stored once: the nodes of a
/// large graph share a few dozen shardings (the same split of the same
/// rank), so a strategy holds indices, not copies.
class ShardingTable {
public:
  ShardingId intern(const AxisSharding &s) {
    // Without partial axes the reduction kind means nothing (operator==).
    if (s.partial.empty() && s.kind != ReductionKind::sum) {
      AxisSharding plain = s;
      plain.kind = ReductionKind::sum;
      return intern(plain);
    }
    std::string key;
    appendKey(key, s);
    auto [it, fresh] = ids.try_emplace(key, (ShardingId)all.size());
    if (fresh)
      all.push_back(s);
    return it->second;
  }
  /// A sharding of `dims` with nothing partial.
  ShardingId internDims(ArrayRef<MeshAxes> dims) {
    AxisSharding s;
    s.dims.assign(dims.begin(), dims.end());
    return intern(s);
  }
  const AxisSharding &operator[](ShardingId id) const { return all[id]; }

private:
  std::deque<AxisSharding> all; // references stay valid as it grows
  llvm::StringMap<ShardingId> ids;
};

/// One way to shard a node: mesh axes per factor (for arguments, per dim).
/// Shardings are ShardingTable indices.
struct Strategy {
  /// The mesh axes per factor, as the dims of this sharding (kNoSharding
  /// for the one strategy of an op without a rule: it splits nothing).
  ShardingId factorAxes = kNoSharding;
  /// Per result: the sharding it produces.
  SmallVector<ShardingId, 1> outputs;
  /// Set for an eager reduction: the op computes this partial sharding of
  /// its (one) result and reduces it at once to `outputs[0]` (all_reduce,
  /// or reduce_scatter into a dim), so only the reduced buffer outlives the
  /// op. ZeRO-2's gradients are reduce-scattered this way.
  ShardingId computed = kNoSharding;
  /// Per operand: the sharding it needs (kNoSharding for non-tensors).
  SmallVector<ShardingId, 2> inputs;
  double computeSeconds = 0;
  /// Reshards of results to what the function returns.
  CommCost resultComm;
  int64_t bytes = 0;
};

struct Node {
  Operation *op = nullptr;   // null for function arguments and loop carries
  Value value;               // for arguments and loop carries
  /// For a value an scf.for or scf.while carries (`value` is its first
  /// region's argument): the loop and the value's carry index. Its
  /// strategies read the init and the value fed back (operands 0 and 1) at
  /// the sharding they give the carried value.
  Operation *loop = nullptr;
  unsigned carry = 0;
  std::optional<ShardingRule> rule;
  std::vector<Strategy> strategies;
  int64_t start = 0, end = 0;
  /// How many times the node runs per call: the trip counts of the loops
  /// around it.
  double repeat = 1;
  std::string name;
  bool isArgument() const { return !op && !loop; }
};

/// Positions of a function body's ops (from 1, in order), for the nodes'
/// live ranges [start, end).
struct Timeline {
  Block &body;
  llvm::DenseMap<Operation *, int64_t> position;
  /// Past the last op: where what lives through the whole function ends.
  int64_t end = 0;

  explicit Timeline(Block &body) : body(body) {
    int64_t pos = 1;
    for (Operation &op : body)
      position[&op] = pos++;
    end = pos + 1;
  }

  /// The position of `op`, or of the op of the body it is nested in (a
  /// loop's body runs at the loop's position).
  int64_t positionOf(Operation *op) const {
    Operation *top = op ? body.findAncestorOpInBlock(*op) : nullptr;
    return top ? position.lookup(top) : 0;
  }

  /// Just after the last op of the body that reads `v` (or after its
  /// definition if none does).
  int64_t lastUse(Value v) const {
    int64_t last = positionOf(v.getDefiningOp());
    if (auto arg = dyn_cast<BlockArgument>(v))
      last = std::max(last, positionOf(arg.getOwner()->getParentOp()));
    for (Operation *user : v.getUsers())
      last = std::max(last, positionOf(user));
    return last + 1;
  }
};

class AutoSharder {
public:
  /// Shardings that propagating the annotations gives, restricted to the
  /// kept axes (`keep-axes`, `microbatch-axes`), per value.
  using KeptShardings = llvm::DenseMap<Value, AxisSharding>;

  AutoSharder(func::FuncOp fn, MeshOp mesh, const ClusterSpec &spec,
              unsigned maxStrategies, ArrayRef<bool> keptAxes = {},
              const KeptShardings *kept = nullptr)
      : fn(fn), mesh(mesh), spec(spec), maxStrategies(maxStrategies),
        kept(kept) {
    for (int64_t s : mesh.getAxisSizes())
      axisSizes.push_back(s);
    keptAxis.assign(axisSizes.size(), false);
    for (auto [a, k] : llvm::enumerate(keptAxes))
      if (a < keptAxis.size())
        keptAxis[a] = k;
  }

  LogicalResult build();
  solver::Problem makeProblem(bool memoryLimit, bool withEdges = true);
  /// The problem's edges, one per (producer, consumer) node pair.
  size_t numEdges() const { return edgeGroups.size(); }
  void apply(const solver::Assignment &assignment);
  /// Costs of an assignment, split into compute, partial reductions and
  /// other resharding, plus the peak memory.
  struct Breakdown {
    double compute = 0, reduce = 0, move = 0;
    int64_t peakBytes = 0;
    double total() const { return compute + reduce + move; }
  };
  Breakdown breakdown(const solver::Assignment &assignment);
  /// What is live at an assignment's peak, by role (a training step's
  /// parameters, optimizer state and gradients: ZeRO's model states).
  struct PeakLive {
    int64_t position = 0;
    Operation *op = nullptr; // the op at the peak, if any
    int64_t parameters = 0, state = 0, gradients = 0, update = 0, other = 0;
    /// ZeRO's model states over the whole step (not only at the peak):
    /// every parameter and optimizer-state argument, and every gradient
    /// (a value from before the update that lives into it).
    int64_t allParameters = 0, allState = 0, allGradients = 0;
  };
  PeakLive peakLive(const solver::Assignment &assignment) const;
  /// The plain plans, each as an assignment.
  solver::Assignment dataParallel();
  solver::Assignment tensorParallel();
  solver::Assignment plain(bool dataParallel, ArrayRef<unsigned> planAxes,
                           const DenseSet<unsigned> &splitArgs = {});
  /// ZeRO-style plans of a training step (empty unless the function is
  /// one): data parallel with the optimizer state split over every axis
  /// (ZeRO-1), and with the parameters split too (ZeRO-3 without its
  /// gradient split).
  solver::Assignment zero(bool parameters);
  /// `a` with each partial result that every reader takes at one reduced
  /// sharding reduced at its producer instead (the eager-reduction
  /// variant): ZeRO-2 is reduceEarly(zero(false)), ZeRO-3
  /// reduceEarly(zero(true)).
  solver::Assignment reduceEarly(const solver::Assignment &a);
  /// True if some result carries an argument's `cleave.name` (a training
  /// step whose updated values feed the next step).
  bool isTrainingStep() const { return !carries.empty(); }
  solver::Assignment twoD();
  solver::Assignment replicated();
  std::string describe(unsigned node, unsigned strategy);
  ArrayRef<Node> getNodes() const { return nodes; }
  /// Repeated blocks: a class per node, equal for nodes whose op (or
  /// argument), types, annotations, strategies and surroundings up to
  /// `depth` edges away are the same (the same op in every layer of a
  /// transformer, and the layers' weights), numbered from 0.
  std::vector<unsigned> structuralClasses(unsigned depth) const;
  /// The problem with one node per class: a class's strategy costs summed
  /// over its members (the nodes of `full`, whose edges are not read), each
  /// edge's costs added to the classes it joins (to the class's own costs
  /// where both ends are in it). The edges are priced one at a time and
  /// folded in, so the full problem's edges never exist at once. No usage
  /// limit. Nothing if two members of a class differ in their strategies
  /// (a hash collision).
  std::optional<solver::Problem> tiedProblem(const solver::Problem &full,
                                             ArrayRef<unsigned> classOf,
                                             unsigned numClasses);

private:
  void enumerate(Node &node, ArrayRef<unsigned> candidates,
                 ArrayRef<int64_t> sizes, ArrayRef<std::optional<MeshAxes>> fixed,
                 ArrayRef<MeshAxes> placed = {});
  /// The kept axes that propagation placed on each factor of `op` (read
  /// from its operands' and results' propagated shardings).
  SmallVector<MeshAxes> keptFactorAxes(Operation *op, const ShardingRule &rule);
  bool fill(Node &node, Strategy &s);
  void addEagerReductions(Node &node);
  // The steps of build.
  LogicalResult addArgumentNode(BlockArgument arg, const Timeline &timeline);
  LogicalResult addOpNode(Operation &op, const Timeline &timeline,
                          double repeat = 1);
  LogicalResult addOps(Block &block, const Timeline &timeline, double repeat);
  FailureOr<unsigned> addCarryNode(Operation *loop, unsigned carry,
                                   Value value, std::optional<unsigned> result,
                                   const Timeline &timeline, double repeat);
  void addCarryUse(Value v, unsigned id, unsigned operand, double repeat);
  LogicalResult addLoopNodes(scf::ForOp loop, int64_t trips,
                             const Timeline &timeline, double repeat);
  LogicalResult addWhileNodes(scf::WhileOp loop, const Timeline &timeline,
                              double repeat);
  LogicalResult addRuleStrategies(Node &node);
  LogicalResult
  fixAnnotatedFactors(const Node &node,
                      MutableArrayRef<std::optional<MeshAxes>> fixed);
  void addReplicatedStrategy(Node &node);
  void keepCheapestStrategies(Node &node);
  void addUses(const Node &node, unsigned id);
  void priceAnnotatedResults(func::ReturnOp ret);
  void priceWholeResults(func::ReturnOp ret);
  void donateCarriedArguments(const Timeline &timeline);
  CommCost reshardCost(RankedTensorType type, ShardingId from,
                       ShardingId to);
  /// A strategy's shardings, read from the table.
  const AxisSharding &output(const Strategy &s, unsigned r) const {
    return table[s.outputs[r]];
  }
  /// The sharding operand `i` needs, or null (not a tensor).
  const AxisSharding *input(const Strategy &s, unsigned i) const {
    return s.inputs[i] == kNoSharding ? nullptr : &table[s.inputs[i]];
  }
  /// The mesh axes per factor (none for an op without a rule).
  ArrayRef<MeshAxes> factorAxes(const Strategy &s) const {
    if (s.factorAxes == kNoSharding)
      return {};
    return table[s.factorAxes].dims;
  }
  int64_t numAxesUsed(const Strategy &s) const;
  int64_t localBytes(RankedTensorType type, const AxisSharding &s) const;
  /// The strategy of `node` closest to splitting `factor` over `axes`
  /// (and nothing else), or the replicated one.
  unsigned pick(unsigned node,
                function_ref<int64_t(const Strategy &)> score) const;

  func::FuncOp fn;
  MeshOp mesh;
  const ClusterSpec &spec;
  unsigned maxStrategies;
  SmallVector<int64_t> axisSizes;
  /// Axes the search never places (they come from `kept`).
  SmallVector<bool> keptAxis;
  const KeptShardings *kept;
  std::vector<Node> nodes;
  llvm::DenseMap<Value, std::pair<unsigned, unsigned>> producer; // node, result
  /// Consumer edges: (producer node, result, consumer node, operand), and
  /// how many times the consumer reads it per call (a loop body's reads
  /// run once per trip).
  struct Use {
    unsigned from, result, to, operand;
    double weight = 1;
  };
  SmallVector<Use> uses;
  /// Values a training step carries to the next step: the result named
  /// like argument node `arg` (producer node, result). The next step reads
  /// it at the argument's sharding, so the problem prices that reshard
  /// (cleave-repeat-step, cleave-run --steps).
  struct Carry {
    unsigned from, result, arg;
  };
  SmallVector<Carry> carries;
  // The steps of makeProblem. An edge per (producer, consumer) node pair,
  // in the order the pairs first occur: the uses (indices into `uses`) and
  // carries (`uses.size()` + index into `carries`) it sums.
  llvm::MapVector<std::pair<unsigned, unsigned>, SmallVector<unsigned, 1>>
      edgeGroups;
  void groupEdges();
  solver::Node makeSolverNode(const Node &node) const;
  /// Calls `fn` with each edge's cost matrix in nanoseconds, row-major over
  /// the strategies of its producer and consumer, one edge at a time.
  void forEachEdge(function_ref<void(unsigned from, unsigned to,
                                     std::vector<solver::Cost> costs)>
                       fn);
  void addUseCosts(const Use &use, MutableArrayRef<double> matrix);
  void addCarryCosts(const Carry &c, MutableArrayRef<double> matrix);
  /// Carried argument nodes: parameters (they reach a result that is not
  /// carried, the loss) and optimizer state (they do not).
  DenseSet<unsigned> parameters, states;
  void findCarries();
  /// Function results with annotations: (producer node, result, sharding).
  struct Sink {
    unsigned from, result;
    ShardingId want;
  };
  SmallVector<Sink> sinks;
  ShardingTable table;
  /// Reshard costs by (tensor type, from, to).
  llvm::DenseMap<std::tuple<const void *, ShardingId, ShardingId>, CommCost>
      reshardCache;
};

} // namespace

//===----------------------------------------------------------------------===//
// Building the nodes
//===----------------------------------------------------------------------===//

int64_t AutoSharder::localBytes(RankedTensorType type,
                                const AxisSharding &s) const {
  if (!type.hasStaticShape())
    return 0;
  // Saturating: checkPassInput bounds the global size, shards are smaller.
  std::optional<int64_t> bytes =
      std::max<int64_t>(1, getElementBytes(type.getElementType()));
  for (auto [d, size] : llvm::enumerate(type.getShape())) {
    int64_t group = groupSize(axisSizes, s.dims[d]);
    if (bytes)
      bytes = llvm::checkedMul(*bytes, size / group + (size % group != 0));
  }
  return bytes.value_or(std::numeric_limits<int64_t>::max());
}

/// Fills a strategy's shardings from its factor axes; false if a compound
/// dim cannot carry them.
bool AutoSharder::fill(Node &node, Strategy &s) {
  if (!node.rule) {
    auto type = cast<RankedTensorType>(node.value.getType());
    s.outputs = {s.factorAxes};
    s.bytes = localBytes(type, table[s.factorAxes]);
    return true;
  }
  const ShardingRule &rule = *node.rule;
  FactorAssignment assignment(rule, axisSizes, factorAxes(s));
  s.inputs.clear();
  for (unsigned i = 0; i < rule.operands.size(); ++i) {
    if (!isa<RankedTensorType>(rule.getOperand(node.op, i).getType())) {
      s.inputs.push_back(kNoSharding);
      continue;
    }
    std::optional<AxisSharding> in = assignment.getOperandSharding(i);
    if (!in)
      return false;
    s.inputs.push_back(table.intern(*in));
  }
  s.outputs.clear();
  s.bytes = 0;
  for (unsigned r = 0; r < rule.results.size(); ++r) {
    auto type = dyn_cast<RankedTensorType>(node.op->getResult(r).getType());
    if (!type) {
      s.outputs.push_back(table.intern(AxisSharding()));
      continue;
    }
    std::optional<AxisSharding> out = assignment.getResultSharding(r);
    if (!out)
      return false;
    s.bytes += localBytes(type, *out);
    s.outputs.push_back(table.intern(*out));
  }
  s.computeSeconds = shardedComputeTime(node.op, assignment, spec);
  // What the op's local form moves itself (a split scan's totals).
  if (auto iface = dyn_cast<ShardingRuleOpInterface>(node.op))
    for (const LocalCollective &c : iface.getLocalCollectives(assignment))
      if (std::optional<CollectiveKind> kind = getCollectiveKind(c.op))
        s.resultComm.move += collectiveTime(spec, *kind, c.bufferBytes, c.axes);
  return true;
}

/// After each strategy whose one result is partial, the same strategy with
/// the result reduced at the producer: all_reduced whole over the partial
/// axes, or (sums) reduce-scattered into each dim they divide evenly.
void AutoSharder::addEagerReductions(Node &node) {
  if (node.op->getNumResults() != 1)
    return;
  auto type = dyn_cast<RankedTensorType>(node.op->getResult(0).getType());
  if (!type || !type.hasStaticShape())
    return;
  std::vector<Strategy> all;
  for (Strategy &s : node.strategies) {
    ShardingId partialId = s.outputs[0];
    const AxisSharding &partial = table[partialId];
    all.push_back(std::move(s));
    if (partial.partial.empty())
      continue;
    size_t base = all.size() - 1;
    AxisSharding whole = partial;
    whole.partial.clear();
    SmallVector<AxisSharding> targets = {whole};
    // Scattering into a dim would place the partial axes: never kept ones.
    bool scatter = partial.kind == ReductionKind::sum &&
                   llvm::none_of(partial.partial,
                                 [&](unsigned a) { return keptAxis[a]; });
    if (scatter)
      for (unsigned d = 0; d < whole.dims.size(); ++d) {
        AxisSharding t = whole;
        t.dims[d].append(partial.partial.begin(), partial.partial.end());
        if (type.getDimSize(d) % groupSize(axisSizes, t.dims[d]) == 0)
          targets.push_back(std::move(t));
      }
    for (AxisSharding &t : targets) {
      Strategy v = all[base];
      ShardingId target = table.intern(t);
      v.computed = partialId;
      v.bytes = localBytes(type, t);
      v.resultComm += reshardCost(type, partialId, target);
      v.outputs = {target};
      all.push_back(std::move(v));
    }
  }
  node.strategies = std::move(all);
}

/// Every assignment of mesh axes to `candidates` (each axis to at most one
/// factor, mesh order = major to minor) that divides the factor evenly and
/// agrees with the `fixed` (annotated) factors. Kept axes are never
/// searched: a factor starts with its `placed` ones, and the search appends
/// its axes after them (minor).
void AutoSharder::enumerate(Node &node, ArrayRef<unsigned> candidates,
                            ArrayRef<int64_t> sizes,
                            ArrayRef<std::optional<MeshAxes>> fixed,
                            ArrayRef<MeshAxes> placed) {
  unsigned numAxes = axisSizes.size();
  SmallVector<MeshAxes> current(sizes.size());
  SmallVector<bool> fixedAxis(keptAxis);
  for (const auto &f : fixed)
    if (f)
      for (unsigned a : *f)
        fixedAxis[a] = true;
  // Annotated (fixed) and propagated (placed) splits are kept as they are,
  // even uneven ones; the splits the search adds are even.
  for (auto [f, axes] : llvm::enumerate(fixed))
    if (axes)
      current[f] = *axes;
    else if (f < placed.size())
      current[f] = placed[f];
  std::function<void(unsigned)> rec = [&](unsigned axis) {
    if (node.strategies.size() >= 4096)
      return;
    if (axis == numAxes) {
      Strategy s;
      s.factorAxes = table.internDims(current);
      if (fill(node, s))
        node.strategies.push_back(std::move(s));
      return;
    }
    if (fixedAxis[axis] || axisSizes[axis] == 1) {
      rec(axis + 1);
      return;
    }
    rec(axis + 1); // unused
    for (unsigned f : candidates) {
      if (fixed[f])
        continue;
      int64_t n = groupSize(axisSizes, current[f]) * axisSizes[axis];
      if (ShapedType::isDynamic(sizes[f]) || sizes[f] % n != 0)
        continue;
      current[f].push_back(axis);
      rec(axis + 1);
      current[f].pop_back();
    }
  };
  rec(0);
}

SmallVector<MeshAxes> AutoSharder::keptFactorAxes(Operation *op,
                                                  const ShardingRule &rule) {
  SmallVector<MeshAxes> placed(rule.factors.size());
  if (!kept)
    return placed;
  SmallVector<bool> used(axisSizes.size(), false);
  auto take = [&](const TensorFactors &dims, Value v) {
    auto it = kept->find(v);
    if (it == kept->end() || it->second.dims.size() != dims.size())
      return;
    for (auto [d, axes] : llvm::enumerate(it->second.dims)) {
      SmallVector<MeshAxes> split;
      if (axes.empty() ||
          !projectDimAxes(rule, dims[d], axes, axisSizes, split))
        continue;
      // The first tensor to place an axis wins (propagation settled any
      // disagreement by a reshard, which the search then prices).
      for (auto [k, f] : llvm::enumerate(dims[d]))
        if (placed[f].empty() && !split[k].empty() &&
            rule.factors[f].kind != FactorKind::NeedsReplication &&
            llvm::none_of(split[k], [&](unsigned a) { return used[a]; })) {
          placed[f] = split[k];
          for (unsigned a : split[k])
            used[a] = true;
        }
    }
  };
  for (auto [i, dims] : llvm::enumerate(rule.operands))
    take(dims, rule.getOperand(op, i));
  for (auto [r, dims] : llvm::enumerate(rule.results))
    take(dims, op->getResult(r));
  return placed;
}

/// The nodes of the function in program order (arguments, then ops), the
/// uses between them, and what the function's results and a training
/// step's carried values add to each strategy.
LogicalResult AutoSharder::build() {
  Block &body = fn.getBody().front();
  Timeline timeline(body);
  // At most a node per argument and op: reserved, since a Node's move may
  // throw (SmallVector's), so a growing vector would copy every node.
  size_t ops = 0;
  body.walk([&](Operation *) { ++ops; });
  nodes.reserve(body.getNumArguments() + ops);
  for (BlockArgument arg : body.getArguments())
    if (failed(addArgumentNode(arg, timeline)))
      return failure();
  if (failed(addOps(body, timeline, 1)))
    return failure();
  auto ret = cast<func::ReturnOp>(body.getTerminator());
  priceAnnotatedResults(ret);
  priceWholeResults(ret);
  findCarries();
  donateCarriedArguments(timeline);
  groupEdges();
  return success();
}

/// The results of `loop` that leave as the value it carries at `carry`: the
/// same index for a for loop; for a while loop, the positions where the
/// condition forwards that before argument.
static SmallVector<unsigned> loopResultsOf(Operation *loop, unsigned carry) {
  auto whileOp = dyn_cast<scf::WhileOp>(loop);
  if (!whileOp)
    return {carry};
  SmallVector<unsigned> out;
  for (auto [j, v] : llvm::enumerate(whileOp.getConditionOp().getArgs()))
    if (v == whileOp.getBeforeArguments()[carry])
      out.push_back(j);
  return out;
}

/// Whether auto-shard plans through `loop`: its condition forwards before
/// arguments as they are (as JAX's loops do), so each result is a carried
/// value.
static bool plansThrough(scf::WhileOp loop) {
  return llvm::all_of(loop.getConditionOp().getArgs(), [&](Value v) {
    auto arg = dyn_cast<BlockArgument>(v);
    return arg && arg.getOwner() == loop.getBeforeBody();
  });
}

/// The trip count of an scf.for with constant bounds and step, or nothing.
static std::optional<int64_t> tripCount(scf::ForOp loop) {
  std::optional<int64_t> lb = getConstantIntValue(loop.getLowerBound());
  std::optional<int64_t> ub = getConstantIntValue(loop.getUpperBound());
  std::optional<int64_t> step = getConstantIntValue(loop.getStep());
  if (!lb || !ub || !step || *step <= 0)
    return std::nullopt;
  return *ub > *lb ? (*ub - *lb + *step - 1) / *step : 0;
}

/// The nodes of a block's ops, each run `repeat` times per call. An scf.for
/// with a constant trip count is planned through: a node per carried value
/// and the nodes of its body, run once per trip (JAX's scan over layers is
/// planned as one layer). An scf.while (`lax.while_loop`) is planned the
/// same way, its regions priced as one trip, as cleave-estimate prices it.
/// Other region ops are one node each.
LogicalResult AutoSharder::addOps(Block &block, const Timeline &timeline,
                                  double repeat) {
  for (Operation &op : block) {
    if (auto loop = dyn_cast<scf::ForOp>(op))
      if (std::optional<int64_t> trips = tripCount(loop)) {
        if (failed(addLoopNodes(loop, *trips, timeline, repeat)))
          return failure();
        continue;
      }
    if (auto loop = dyn_cast<scf::WhileOp>(op))
      if (plansThrough(loop)) {
        if (failed(addWhileNodes(loop, timeline, repeat)))
          return failure();
        continue;
      }
    if (failed(addOpNode(op, timeline, repeat)))
      return failure();
  }
  return success();
}

/// The node of a tensor a loop carries at `carry`, whose sharding is the
/// same at entry, in the loop's regions and at exit, as cleave-partition
/// keeps it. Its strategies read the init (operand 0) and the value fed
/// back (operand 1) at that sharding. `result` is the loop's result it
/// leaves as, if any (its annotation is kept).
FailureOr<unsigned>
AutoSharder::addCarryNode(Operation *loop, unsigned carry, Value value,
                          std::optional<unsigned> result,
                          const Timeline &timeline, double repeat) {
  auto type = cast<RankedTensorType>(value.getType());
  Node node;
  node.loop = loop;
  node.carry = carry;
  node.value = value;
  node.repeat = repeat;
  node.name = ("loop carry #" + Twine(carry)).str();
  node.start = timeline.positionOf(loop);
  node.end = node.start + 1;
  if (result)
    node.end = std::max(timeline.lastUse(loop->getResult(*result)), node.end);
  SmallVector<int64_t> sizes(type.getShape());
  SmallVector<std::optional<MeshAxes>> fixed(type.getRank());
  SmallVector<unsigned> candidates;
  SmallVector<ShardingAttr> anns = getResultShardings(loop);
  ShardingAttr ann =
      result && *result < anns.size() ? anns[*result] : ShardingAttr();
  for (unsigned d = 0; d < type.getRank(); ++d) {
    if (ann && ann.getDims()[d].getClosed())
      fixed[d] = AxisSharding::fromAttr(ann, mesh).dims[d];
    else
      candidates.push_back(d);
  }
  enumerate(node, candidates, sizes, fixed);
  if (node.strategies.empty())
    return loop->emitError() << "carried value #" << carry
                             << ": its annotation cannot be met by an "
                                "even split";
  for (Strategy &s : node.strategies)
    s.inputs.assign(2, s.outputs[0]);
  keepCheapestStrategies(node);
  nodes.push_back(std::move(node));
  return nodes.size() - 1;
}

/// Records that `id` (a carry node) reads `v` as its operand `operand`,
/// `repeat` times per call.
void AutoSharder::addCarryUse(Value v, unsigned id, unsigned operand,
                              double repeat) {
  auto it = producer.find(v);
  if (it != producer.end() && it->second.first != id)
    uses.push_back({it->second.first, it->second.second, id, operand, repeat});
}

/// A for loop's nodes: one per carried tensor (reading the init reshards
/// once, the yielded value once per trip), then its body's. The loop's
/// results come from the carried nodes.
LogicalResult AutoSharder::addLoopNodes(scf::ForOp loop, int64_t trips,
                                        const Timeline &timeline,
                                        double repeat) {
  SmallVector<std::pair<unsigned, unsigned>> carried; // node, carry index
  for (auto [i, arg] : llvm::enumerate(loop.getRegionIterArgs())) {
    if (!isa<RankedTensorType>(arg.getType()))
      continue;
    FailureOr<unsigned> id =
        addCarryNode(loop, i, arg, (unsigned)i, timeline, repeat);
    if (failed(id))
      return failure();
    addCarryUse(loop.getInitArgs()[i], *id, 0, repeat);
    producer[arg] = {*id, 0u};
    carried.push_back({*id, (unsigned)i});
  }
  if (failed(addOps(*loop.getBody(), timeline, repeat * trips)))
    return failure();
  Operation *yield = loop.getBody()->getTerminator();
  for (auto [id, i] : carried) {
    addCarryUse(yield->getOperand(i), id, 1, repeat * trips);
    producer[loop.getResult(i)] = {id, 0u};
  }
  return success();
}

/// A while loop's nodes, as a for loop's, its trip count unknown (its
/// regions are priced as one trip, as cleave-estimate prices them): one
/// node per tensor of the before region's arguments, which the after
/// region's arguments and the loop's results take where the condition
/// forwards them.
LogicalResult AutoSharder::addWhileNodes(scf::WhileOp loop,
                                         const Timeline &timeline,
                                         double repeat) {
  scf::ConditionOp cond = loop.getConditionOp();
  SmallVector<std::pair<unsigned, unsigned>> carried; // node, carry index
  for (auto [i, arg] : llvm::enumerate(loop.getBeforeArguments())) {
    if (!isa<RankedTensorType>(arg.getType()))
      continue;
    auto at = llvm::find(cond.getArgs(), arg);
    std::optional<unsigned> result;
    if (at != cond.getArgs().end())
      result = at - cond.getArgs().begin();
    FailureOr<unsigned> id =
        addCarryNode(loop, i, arg, result, timeline, repeat);
    if (failed(id))
      return failure();
    addCarryUse(loop.getInits()[i], *id, 0, repeat);
    producer[arg] = {*id, 0u};
    for (auto [j, v] : llvm::enumerate(cond.getArgs()))
      if (v == arg) {
        producer[loop.getAfterArguments()[j]] = {*id, 0u};
        producer[loop.getResult(j)] = {*id, 0u};
      }
    carried.push_back({*id, (unsigned)i});
  }
  if (failed(addOps(*loop.getBeforeBody(), timeline, repeat)) ||
      failed(addOps(*loop.getAfterBody(), timeline, repeat)))
    return failure();
  for (auto [id, i] : carried)
    addCarryUse(loop.getYieldOp().getOperand(i), id, 1, repeat);
  return success();
}

/// A tensor argument's node: every even split of its dims that keeps its
/// annotation's closed dims, starting from the kept axes propagation put
/// on it.
LogicalResult AutoSharder::addArgumentNode(BlockArgument arg,
                                           const Timeline &timeline) {
  auto type = dyn_cast<RankedTensorType>(arg.getType());
  if (!type)
    return success();
  Node node;
  node.value = arg;
  node.name = ("argument #" + Twine(arg.getArgNumber())).str();
  if (auto name = fn.getArgAttrOfType<StringAttr>(arg.getArgNumber(),
                                                  "cleave.name"))
    node.name += (" (" + name.getValue() + ")").str();
  node.start = 0;
  node.end = timeline.end;
  SmallVector<int64_t> sizes(type.getShape());
  SmallVector<std::optional<MeshAxes>> fixed(type.getRank());
  SmallVector<unsigned> candidates;
  ShardingAttr ann = getArgSharding(fn, arg.getArgNumber());
  for (unsigned d = 0; d < type.getRank(); ++d) {
    if (ann && ann.getDims()[d].getClosed())
      fixed[d] = AxisSharding::fromAttr(ann, mesh).dims[d];
    else
      candidates.push_back(d);
  }
  SmallVector<MeshAxes> placed;
  if (kept)
    if (auto it = kept->find(arg); it != kept->end())
      placed = it->second.dims;
  enumerate(node, candidates, sizes, fixed, placed);
  if (node.strategies.empty() && !placed.empty())
    enumerate(node, candidates, sizes, fixed);
  if (node.strategies.empty())
    return fn.emitError() << "argument #" << arg.getArgNumber()
                          << ": its annotation cannot be met by an even "
                             "split";
  producer[arg] = {(unsigned)nodes.size(), 0u};
  nodes.push_back(std::move(node));
  return success();
}

/// The node of an op with a tensor result (free tensors have none): its
/// strategies (through its rule, or replicated without one), at most
/// `maxStrategies` of them, and its uses of earlier nodes.
LogicalResult AutoSharder::addOpNode(Operation &op, const Timeline &timeline,
                                     double repeat) {
  if (op.getNumResults() == 0 || isFreeTensor(op.getResult(0)) ||
      !llvm::any_of(op.getResultTypes(), llvm::IsaPred<RankedTensorType>))
    return success();
  Node node;
  node.op = &op;
  node.repeat = repeat;
  node.name = op.getName().getStringRef().str();
  node.start = timeline.positionOf(&op);
  node.end = node.start + 1;
  for (Value r : op.getResults())
    node.end = std::max(node.end, timeline.lastUse(r));
  FailureOr<ShardingRule> rule = getShardingRule(&op);
  if (succeeded(rule) && succeeded(rule->verify(&op))) {
    node.rule = std::move(*rule);
    if (failed(addRuleStrategies(node)))
      return failure();
  } else {
    addReplicatedStrategy(node);
  }
  if (node.strategies.empty())
    return op.emitError() << "no even sharding of this op meets its "
                             "annotation";
  keepCheapestStrategies(node);
  for (Strategy &s : node.strategies) {
    s.computeSeconds *= repeat;
    s.resultComm.reduce *= repeat;
    s.resultComm.move *= repeat;
  }
  unsigned id = nodes.size();
  for (Value r : op.getResults())
    producer[r] = {id, (unsigned)cast<OpResult>(r).getResultNumber()};
  addUses(node, id);
  nodes.push_back(std::move(node));
  return success();
}

/// The strategies of an op with a rule: every even assignment of mesh axes
/// to its factors that keeps the closed dims of its annotated results,
/// starting from the kept axes propagation put on it; then the
/// eager-reduction variants.
LogicalResult AutoSharder::addRuleStrategies(Node &node) {
  const ShardingRule &rule = *node.rule;
  SmallVector<int64_t> sizes;
  SmallVector<unsigned> candidates;
  for (auto [f, factor] : llvm::enumerate(rule.factors)) {
    sizes.push_back(factor.size);
    if (factor.kind != FactorKind::NeedsReplication)
      candidates.push_back(f);
  }
  SmallVector<std::optional<MeshAxes>> fixed(sizes.size());
  if (failed(fixAnnotatedFactors(node, fixed)))
    return failure();
  enumerate(node, candidates, sizes, fixed, keptFactorAxes(node.op, rule));
  // Kept axes propagation placed unevenly: searched without them (the
  // kept axes are then resharded to, which the problem prices).
  if (node.strategies.empty() && kept)
    enumerate(node, candidates, sizes, fixed);
  addEagerReductions(node);
  return success();
}

/// Annotated results fix the factors of their closed dims.
LogicalResult AutoSharder::fixAnnotatedFactors(
    const Node &node, MutableArrayRef<std::optional<MeshAxes>> fixed) {
  Operation &op = *node.op;
  for (auto [r, ann] : llvm::enumerate(getResultShardings(&op))) {
    if (!ann)
      continue;
    AxisSharding s = AxisSharding::fromAttr(ann, mesh);
    const TensorFactors &dims = node.rule->results[r];
    for (unsigned d = 0; d < dims.size(); ++d) {
      if (!ann.getDims()[d].getClosed())
        continue;
      SmallVector<MeshAxes> split;
      if (!projectDimAxes(*node.rule, dims[d], s.dims[d], axisSizes, split))
        return op.emitError() << "its annotated sharding cannot be "
                                 "expressed on its factors";
      for (auto [k, f] : llvm::enumerate(dims[d]))
        fixed[f] = split[k];
    }
  }
  return success();
}

/// Without a rule the op runs replicated: its one strategy gathers its
/// operands and the tensors its regions capture.
void AutoSharder::addReplicatedStrategy(Node &node) {
  Operation &op = *node.op;
  Strategy s;
  for (Value r : op.getResults())
    if (auto type = dyn_cast<RankedTensorType>(r.getType())) {
      s.outputs.push_back(
          table.intern(AxisSharding::replicated(type.getRank())));
      s.bytes += localBytes(type, table[s.outputs.back()]);
    } else {
      s.outputs.push_back(table.intern(AxisSharding()));
    }
  for (Value o : llvm::concat<const Value>(
           SmallVector<Value>(op.getOperands()), getCapturedTensors(&op)))
    if (auto type = dyn_cast<RankedTensorType>(o.getType()))
      s.inputs.push_back(
          table.intern(AxisSharding::replicated(type.getRank())));
    else
      s.inputs.push_back(kNoSharding);
  node.strategies.push_back(std::move(s));
}

/// Keeps the cheapest `maxStrategies` strategies (by compute time) if there
/// are more, in enumeration order.
void AutoSharder::keepCheapestStrategies(Node &node) {
  if (node.strategies.size() <= maxStrategies)
    return;
  std::vector<unsigned> order(node.strategies.size());
  for (unsigned k = 0; k < order.size(); ++k)
    order[k] = k;
  llvm::sort(order, [&](unsigned x, unsigned y) {
    return std::make_pair(node.strategies[x].computeSeconds, x) <
           std::make_pair(node.strategies[y].computeSeconds, y);
  });
  order.resize(maxStrategies);
  llvm::sort(order); // keep enumeration order among the kept
  std::vector<Strategy> cheapest;
  for (unsigned k : order)
    cheapest.push_back(std::move(node.strategies[k]));
  node.strategies = std::move(cheapest);
}

/// The uses of op node `id` of the nodes producing its inputs: its
/// operands, then the tensors its regions capture (rule operands).
void AutoSharder::addUses(const Node &node, unsigned id) {
  Operation &op = *node.op;
  SmallVector<Value> inputs(op.getOperands());
  llvm::append_range(inputs, node.rule ? node.rule->captured
                                       : getCapturedTensors(&op));
  for (auto [i, input] : llvm::enumerate(inputs)) {
    auto it = producer.find(input);
    if (it == producer.end())
      continue;
    uses.push_back(
        {it->second.first, it->second.second, id, (unsigned)i, node.repeat});
  }
}

/// Annotated function results: each strategy of their producer pays the
/// reshard to the annotation.
void AutoSharder::priceAnnotatedResults(func::ReturnOp ret) {
  for (auto [i, v] : llvm::enumerate(ret.getOperands())) {
    ShardingAttr ann = getFuncResultSharding(fn, i);
    auto it = producer.find(v);
    if (!ann || it == producer.end())
      continue;
    sinks.push_back({it->second.first, it->second.second,
                     table.intern(AxisSharding::fromAttr(ann, mesh))});
  }
  for (const Sink &sink : sinks) {
    Node &node = nodes[sink.from];
    auto type = cast<RankedTensorType>(
        node.op ? node.op->getResult(sink.result).getType()
                : node.value.getType());
    for (Strategy &s : node.strategies)
      s.resultComm += reshardCost(type, s.outputs[sink.result], sink.want);
  }
}

/// Unannotated function results are returned whole (not partial): their
/// pending reductions are part of the plan's cost.
void AutoSharder::priceWholeResults(func::ReturnOp ret) {
  for (auto [i, v] : llvm::enumerate(ret.getOperands())) {
    auto it = producer.find(v);
    if (getFuncResultSharding(fn, i) || it == producer.end())
      continue;
    Node &node = nodes[it->second.first];
    auto type = cast<RankedTensorType>(v.getType());
    for (Strategy &s : node.strategies) {
      ShardingId have = s.outputs[it->second.second];
      AxisSharding whole = table[have];
      whole.partial.clear();
      s.resultComm += reshardCost(type, have, table.intern(whole));
    }
  }
}

/// A carried argument is donated to the value that replaces it (JAX's
/// donate_argnums, an in-place optimizer step): its buffer is free after
/// its last use instead of living through the step.
void AutoSharder::donateCarriedArguments(const Timeline &timeline) {
  for (const Carry &c : carries) {
    Node &arg = nodes[c.arg];
    arg.end = timeline.lastUse(arg.value);
  }
}

//===----------------------------------------------------------------------===//
// Repeated blocks
//===----------------------------------------------------------------------===//

/// A name with its numbers replaced (`h.3.attn.c_attn.weight` ->
/// `h.#.attn.c_attn.weight`): the role of a layer's weight.
static std::string nameRole(StringRef name) {
  std::string out;
  for (size_t i = 0; i < name.size(); ++i) {
    if (!llvm::isDigit(name[i])) {
      out += name[i];
      continue;
    }
    out += '#';
    while (i + 1 < name.size() && llvm::isDigit(name[i + 1]))
      ++i;
  }
  return out;
}

/// What an op computes, apart from its operands: its name, attributes
/// and properties, types, and the ops of its regions.
static llvm::hash_code opStructure(Operation *op) {
  llvm::hash_code h = llvm::hash_combine(
      op->getName().getStringRef(), op->getAttrDictionary().getAsOpaquePointer(),
      op->getPropertiesAsAttribute().getAsOpaquePointer());
  for (Type t : op->getResultTypes())
    h = llvm::hash_combine(h, t.getAsOpaquePointer());
  for (Value v : op->getOperands())
    h = llvm::hash_combine(h, v.getType().getAsOpaquePointer());
  for (Region &region : op->getRegions())
    region.walk([&](Operation *inner) {
      h = llvm::hash_combine(
          h, inner->getName().getStringRef(),
          inner->getAttrDictionary().getAsOpaquePointer(),
          inner->getPropertiesAsAttribute().getAsOpaquePointer());
    });
  return h;
}

std::vector<unsigned> AutoSharder::structuralClasses(unsigned depth) const {
  size_t n = nodes.size();
  std::vector<uint64_t> color(n);
  for (auto [i, node] : llvm::enumerate(nodes)) {
    llvm::hash_code h = llvm::hash_combine(node.isArgument(), bool(node.loop),
                                           (int64_t)node.repeat);
    if (node.op) {
      h = llvm::hash_combine(h, opStructure(node.op));
    } else {
      h = llvm::hash_combine(h, node.value.getType().getAsOpaquePointer());
      if (node.isArgument()) {
        unsigned a = cast<BlockArgument>(node.value).getArgNumber();
        func::FuncOp f = fn;
        if (auto name = f.getArgAttrOfType<StringAttr>(a, "cleave.name"))
          h = llvm::hash_combine(h, nameRole(name.getValue()));
        h = llvm::hash_combine(h, getArgSharding(f, a).getAsOpaquePointer(),
                               parameters.contains(i), states.contains(i));
      }
    }
    // The strategies, which members of a class must share to take one.
    for (const Strategy &st : node.strategies)
      h = llvm::hash_combine(
          h, llvm::hash_combine_range(st.outputs.begin(), st.outputs.end()),
          llvm::hash_combine_range(st.inputs.begin(), st.inputs.end()),
          st.bytes, (int64_t)std::llround(st.computeSeconds * 1e12));
    color[i] = h;
  }
  // Neighbours: (direction, own slot, other slot, other node).
  struct Link {
    unsigned dir, mine, theirs, other;
  };
  std::vector<SmallVector<Link>> links(n);
  for (const Use &u : uses) {
    links[u.to].push_back({0, u.operand, u.result, u.from});
    links[u.from].push_back({1, u.result, u.operand, u.to});
  }
  for (const Carry &c : carries) {
    links[c.arg].push_back({2, 0, c.result, c.from});
    links[c.from].push_back({3, c.result, 0, c.arg});
  }
  for (unsigned round = 0; round < depth; ++round) {
    std::vector<uint64_t> next(n);
    for (size_t i = 0; i < n; ++i) {
      SmallVector<uint64_t> seen;
      for (const Link &l : links[i])
        seen.push_back(llvm::hash_combine(l.dir, l.mine, l.theirs,
                                          color[l.other]));
      llvm::sort(seen);
      next[i] = llvm::hash_combine(
          color[i], llvm::hash_combine_range(seen.begin(), seen.end()));
    }
    color = std::move(next);
  }
  std::vector<unsigned> cls(n);
  llvm::DenseMap<uint64_t, unsigned> ids;
  for (size_t i = 0; i < n; ++i)
    cls[i] = ids.try_emplace(color[i], ids.size()).first->second;
  return cls;
}

std::optional<solver::Problem>
AutoSharder::tiedProblem(const solver::Problem &full,
                         ArrayRef<unsigned> classOf, unsigned numClasses) {
  auto add = [](solver::Cost a, solver::Cost b) {
    return std::min<solver::Cost>(solver::kForbiddenCost, a + b);
  };
  solver::Problem tied;
  tied.name = full.name;
  tied.nodes.resize(numClasses);
  for (auto [i, node] : llvm::enumerate(full.nodes)) {
    solver::Node &t = tied.nodes[classOf[i]];
    if (t.costs.empty()) {
      t.costs.assign(node.costs.size(), 0);
      t.usages.assign(node.usages.size(), 0);
      t.start = 0;
      t.end = 1;
    }
    if (t.costs.size() != node.costs.size())
      return std::nullopt;
    for (size_t k = 0; k < node.costs.size(); ++k)
      t.costs[k] = add(t.costs[k], node.costs[k]);
  }
  llvm::MapVector<std::pair<unsigned, unsigned>, std::vector<solver::Cost>>
      edges;
  forEachEdge([&](unsigned from, unsigned to, std::vector<solver::Cost> e) {
    unsigned a = classOf[from], b = classOf[to];
    size_t width = full.nodes[to].costs.size();
    if (a == b) {
      std::vector<solver::Cost> &costs = tied.nodes[a].costs;
      for (size_t k = 0; k < costs.size(); ++k)
        costs[k] = add(costs[k], e[k * width + k]);
      return;
    }
    std::vector<solver::Cost> &m = edges[{a, b}];
    m.resize(e.size(), 0);
    for (size_t k = 0; k < e.size(); ++k)
      m[k] = add(m[k], e[k]);
  });
  for (auto &[key, costs] : edges) {
    solver::Edge e;
    e.from = key.first;
    e.to = key.second;
    e.costs = std::move(costs);
    tied.edges.push_back(std::move(e));
  }
  return tied;
}

//===----------------------------------------------------------------------===//
// Costs
//===----------------------------------------------------------------------===//

CommCost AutoSharder::reshardCost(RankedTensorType type, ShardingId fromId,
                                  ShardingId toId) {
  if (fromId == toId)
    return {};
  auto key = std::make_tuple(type.getAsOpaquePointer(), fromId, toId);
  auto it = reshardCache.find(key);
  if (it != reshardCache.end())
    return it->second;
  const AxisSharding &from = table[fromId], &to = table[toId];
  CommCost cost;
  if (from != to) // equal up to the order of the partial axes
    if (std::optional<SmallVector<ReshardStep>> steps =
          planReshard(axisSizes, type.getShape(), from, to))
      cost = priceReshard(*steps, from, axisSizes, spec,
                          [&](const AxisSharding &s) {
                            return localBytes(type, s);
                          });
  reshardCache[key] = cost;
  return cost;
}

/// Costs in nanoseconds for the solver (integers).
static solver::Cost toNs(double seconds) {
  return (solver::Cost)std::llround(seconds * 1e9);
}

void AutoSharder::findCarries() {
  Block &body = fn.getBody().front();
  auto ret = cast<func::ReturnOp>(body.getTerminator());
  llvm::StringMap<unsigned> argByName;
  llvm::StringSet<> twice;
  for (BlockArgument arg : body.getArguments())
    if (auto name = fn.getArgAttrOfType<StringAttr>(arg.getArgNumber(),
                                                    "cleave.name"))
      if (!argByName.try_emplace(name.getValue(), arg.getArgNumber()).second)
        twice.insert(name.getValue());
  SmallVector<Value> lossResults;
  for (auto [i, v] : llvm::enumerate(ret.getOperands())) {
    auto name = fn.getResultAttrOfType<StringAttr>(i, "cleave.name");
    auto it = name ? argByName.find(name.getValue()) : argByName.end();
    if (it == argByName.end() || twice.contains(name.getValue()) ||
        fn.getArgument(it->second).getType() != v.getType()) {
      lossResults.push_back(v);
      continue;
    }
    auto from = producer.find(v);
    auto to = producer.find(fn.getArgument(it->second));
    if (from == producer.end() || to == producer.end())
      continue;
    carries.push_back({from->second.first, from->second.second,
                       to->second.first});
  }
  if (carries.empty())
    return;
  // Values the loss (results not carried) depends on.
  DenseSet<Value> reaches;
  SmallVector<Value> work(lossResults);
  while (!work.empty()) {
    Value v = work.pop_back_val();
    if (!reaches.insert(v).second)
      continue;
    if (Operation *def = v.getDefiningOp()) {
      llvm::append_range(work, def->getOperands());
      for (Value c : getCapturedTensors(def))
        work.push_back(c);
    }
  }
  for (const Carry &c : carries) {
    Value arg = nodes[c.arg].value;
    (reaches.contains(arg) ? parameters : states).insert(c.arg);
  }
}

solver::Problem AutoSharder::makeProblem(bool memoryLimit, bool withEdges) {
  solver::Problem problem;
  problem.name = fn.getSymName().str();
  problem.nodes.reserve(nodes.size());
  for (const Node &node : nodes)
    problem.nodes.push_back(makeSolverNode(node));
  if (memoryLimit)
    problem.usageLimit = (solver::Usage)spec.device.memoryCapacity;
  if (!withEdges)
    return problem;
  problem.edges.reserve(edgeGroups.size());
  forEachEdge([&](unsigned from, unsigned to, std::vector<solver::Cost> costs) {
    solver::Edge e;
    e.from = from;
    e.to = to;
    e.costs = std::move(costs);
    problem.edges.push_back(std::move(e));
  });
  return problem;
}

/// One edge per (producer, consumer) pair, summing every use; the next
/// step reads each carried value at its argument's sharding.
void AutoSharder::groupEdges() {
  edgeGroups.clear();
  for (auto [k, use] : llvm::enumerate(uses))
    edgeGroups[{use.from, use.to}].push_back(k);
  for (auto [k, c] : llvm::enumerate(carries))
    edgeGroups[{c.from, c.arg}].push_back(uses.size() + k);
}

void AutoSharder::forEachEdge(
    function_ref<void(unsigned, unsigned, std::vector<solver::Cost>)> fn) {
  std::vector<double> matrix;
  for (const auto &[pair, members] : edgeGroups) {
    auto [from, to] = pair;
    matrix.assign(nodes[from].strategies.size() * nodes[to].strategies.size(),
                  0.0);
    for (unsigned k : members)
      if (k < uses.size())
        addUseCosts(uses[k], matrix);
      else
        addCarryCosts(carries[k - uses.size()], matrix);
    std::vector<solver::Cost> costs;
    costs.reserve(matrix.size());
    for (double c : matrix)
      costs.push_back(toNs(c));
    fn(from, to, std::move(costs));
  }
}

/// A node's costs (compute and the reshards of its results to what the
/// function returns) and usages (its results' bytes) per strategy.
solver::Node AutoSharder::makeSolverNode(const Node &node) const {
  solver::Node n;
  n.start = node.start;
  n.end = node.end;
  for (const Strategy &s : node.strategies) {
    // Ties between equally fast plans go to the one holding fewer bytes:
    // 1% of the time to read its results once.
    double tieBreak = 0.01 * s.bytes / spec.device.memoryBandwidth;
    n.costs.push_back(
        toNs(s.computeSeconds + s.resultComm.total() + tieBreak));
    n.usages.push_back(s.bytes);
  }
  return n;
}

/// Numbers strategies by the sharding `get` gives each, equal shardings
/// alike: each strategy's class, and one sharding per class.
static std::pair<std::vector<unsigned>, std::vector<ShardingId>>
shardingClasses(ArrayRef<Strategy> strategies,
                function_ref<ShardingId(const Strategy &)> get) {
  llvm::DenseMap<ShardingId, unsigned> ids;
  std::vector<unsigned> cls;
  std::vector<ShardingId> rep;
  for (const Strategy &s : strategies) {
    ShardingId id = get(s);
    auto [it, fresh] = ids.try_emplace(id, rep.size());
    if (fresh)
      rep.push_back(id);
    cls.push_back(it->second);
  }
  return std::make_pair(cls, rep);
}

/// Adds to its edge's matrix what a use costs per pair of strategies: the
/// reshard from what the producer's strategy makes to what the consumer's
/// needs.
void AutoSharder::addUseCosts(const Use &use, MutableArrayRef<double> matrix) {
  const Node &from = nodes[use.from];
  const Node &to = nodes[use.to];
  auto type = cast<RankedTensorType>(
      from.op ? from.op->getResult(use.result).getType()
              : from.value.getType());
  // Many strategies share the sharding this edge sees: price each
  // distinct pair once.
  auto [fromCls, fromRep] =
      shardingClasses(from.strategies, [&](const Strategy &s) {
        return s.outputs[use.result];
      });
  auto [toCls, toRep] = shardingClasses(
      to.strategies, [&](const Strategy &s) { return s.inputs[use.operand]; });
  std::vector<double> priced(fromRep.size() * toRep.size(), 0.0);
  for (auto [i, have] : llvm::enumerate(fromRep))
    for (auto [j, need] : llvm::enumerate(toRep))
      if (need != kNoSharding)
        priced[i * toRep.size() + j] =
            use.weight * reshardCost(type, have, need).total();
  for (size_t i = 0; i < from.strategies.size(); ++i)
    for (size_t j = 0; j < to.strategies.size(); ++j)
      matrix[i * to.strategies.size() + j] +=
          priced[fromCls[i] * toRep.size() + toCls[j]];
}

/// Adds to its edge's matrix the reshard of a carried value to its
/// argument's sharding, per pair of strategies.
void AutoSharder::addCarryCosts(const Carry &c,
                                MutableArrayRef<double> matrix) {
  const Node &from = nodes[c.from];
  const Node &to = nodes[c.arg];
  auto type = cast<RankedTensorType>(to.value.getType());
  for (size_t i = 0; i < from.strategies.size(); ++i)
    for (size_t j = 0; j < to.strategies.size(); ++j)
      matrix[i * to.strategies.size() + j] +=
          reshardCost(type, from.strategies[i].outputs[c.result],
                      to.strategies[j].outputs[0])
              .total();
}

AutoSharder::Breakdown
AutoSharder::breakdown(const solver::Assignment &assignment) {
  Breakdown b;
  for (auto [i, node] : llvm::enumerate(nodes)) {
    const Strategy &s = node.strategies[assignment[i]];
    b.compute += s.computeSeconds;
    b.reduce += s.resultComm.reduce;
    b.move += s.resultComm.move;
  }
  for (const Use &use : uses) {
    const Node &from = nodes[use.from];
    const Node &to = nodes[use.to];
    const Strategy &sf = from.strategies[assignment[use.from]];
    const Strategy &st = to.strategies[assignment[use.to]];
    if (st.inputs[use.operand] == kNoSharding)
      continue;
    auto type = cast<RankedTensorType>(
        from.op ? from.op->getResult(use.result).getType()
                : from.value.getType());
    CommCost c =
        reshardCost(type, sf.outputs[use.result], st.inputs[use.operand]);
    b.reduce += use.weight * c.reduce;
    b.move += use.weight * c.move;
  }
  for (const Carry &c : carries) {
    const Node &to = nodes[c.arg];
    CommCost cost = reshardCost(
        cast<RankedTensorType>(to.value.getType()),
        nodes[c.from].strategies[assignment[c.from]].outputs[c.result],
        to.strategies[assignment[c.arg]].outputs[0]);
    b.reduce += cost.reduce;
    b.move += cost.move;
  }
  solver::Problem p = makeProblem(false, /*withEdges=*/false);
  b.peakBytes = (int64_t)solver::peakUsage(p, assignment);
  return b;
}

AutoSharder::PeakLive
AutoSharder::peakLive(const solver::Assignment &assignment) const {
  PeakLive live;
  // The peak position, as solver::peakUsage sweeps [start, end).
  std::map<int64_t, int64_t> delta;
  for (auto [i, node] : llvm::enumerate(nodes)) {
    if (node.end <= node.start)
      continue;
    int64_t b = node.strategies[assignment[i]].bytes;
    delta[node.start] += b;
    delta[node.end] -= b;
  }
  int64_t current = 0, peak = -1;
  for (auto [t, d] : delta) {
    current += d;
    if (current > peak) {
      peak = current;
      live.position = t;
    }
  }
  // Roles: carried arguments and the values that replace them; the update
  // starts at the first op reading optimizer state; gradients are values
  // from before it that live into it.
  DenseMap<unsigned, bool> carriedRole; // node -> is a parameter
  for (unsigned a : parameters)
    carriedRole[a] = true;
  for (unsigned a : states)
    carriedRole[a] = false;
  for (const Carry &c : carries)
    carriedRole[c.from] = parameters.contains(c.arg);
  int64_t update = std::numeric_limits<int64_t>::max();
  for (const Use &use : uses)
    if (states.contains(use.from))
      update = std::min(update, nodes[use.to].start);
  for (auto [i, node] : llvm::enumerate(nodes)) {
    int64_t b = node.strategies[assignment[i]].bytes;
    if (!node.op && parameters.contains(i))
      live.allParameters += b;
    else if (!node.op && states.contains(i))
      live.allState += b;
    else if (node.op && !carriedRole.count(i) && node.start < update &&
             node.end > update)
      live.allGradients += b;
    if (node.op && node.start == live.position)
      live.op = node.op;
    if (!(node.start <= live.position && live.position < node.end))
      continue;
    auto role = carriedRole.find(i);
    if (role != carriedRole.end())
      (role->second ? live.parameters : live.state) += b;
    else if (!node.op)
      live.other += b;
    else if (node.start >= update)
      live.update += b;
    else if (node.end > update)
      live.gradients += b;
    else
      live.other += b;
  }
  return live;
}

//===----------------------------------------------------------------------===//
// Plain plans
//===----------------------------------------------------------------------===//

unsigned AutoSharder::pick(unsigned node,
                           function_ref<int64_t(const Strategy &)> score) const {
  unsigned best = 0;
  int64_t bestScore = std::numeric_limits<int64_t>::min();
  for (auto [i, s] : llvm::enumerate(nodes[node].strategies)) {
    int64_t sc = score(s);
    if (sc > bestScore) {
      bestScore = sc;
      best = i;
    }
  }
  return best;
}

int64_t AutoSharder::numAxesUsed(const Strategy &s) const {
  int64_t n = 0;
  for (const MeshAxes &axes : factorAxes(s))
    n += axes.size();
  return n;
}

static bool sameIgnoringPartial(const AxisSharding &a, const AxisSharding &b) {
  AxisSharding x = a, y = b;
  x.partial.clear();
  y.partial.clear();
  return x == y;
}

solver::Assignment AutoSharder::replicated() {
  solver::Assignment a;
  for (unsigned i = 0; i < nodes.size(); ++i)
    a.push_back(
        pick(i, [&](const Strategy &s) { return -numAxesUsed(s); }));
  return a;
}

/// A plain plan over `planAxes`, node by node in program order. Data
/// parallel: argument #0 (the data) is split along its first dim, other
/// arguments (weights) stay whole, and each op takes the strategy its
/// inputs already agree with that uses the most axes (an op reading no
/// other node stays whole; with ZeRO-3's split parameters, a contraction
/// does not count its parameter inputs: FSDP gathers them). Tensor parallel
/// (Megatron): the data stays whole; a contraction whose activation comes
/// in split contracts the split dim (row-parallel), else splits its output
/// columns (column-parallel); other ops follow their inputs; weights take
/// what their first consumer needs.
solver::Assignment AutoSharder::plain(bool dataParallel,
                                      ArrayRef<unsigned> planAxes,
                                      const DenseSet<unsigned> &splitArgs) {
  solver::Assignment a(nodes.size(), 0);
  auto allowed = [&](const Strategy &s) {
    for (const MeshAxes &axes : factorAxes(s))
      for (unsigned x : axes)
        if (!llvm::is_contained(planAxes, x))
          return false;
    return true;
  };
  constexpr int64_t kNever = std::numeric_limits<int64_t>::min() / 2;
  // Each node's incoming uses, indexed once (not a scan of every use per
  // node: quadratic on a 12k-op step).
  SmallVector<SmallVector<const Use *, 4>> usesInto(nodes.size());
  for (const Use &use : uses)
    usesInto[use.to].push_back(&use);
  for (unsigned i = 0; i < nodes.size(); ++i) {
    const Node &node = nodes[i];
    ArrayRef<const Use *> inUses = usesInto[i];
    auto fromWeight = [&](const Use *use) {
      const Node &from = nodes[use->from];
      return from.isArgument() &&
             cast<BlockArgument>(from.value).getArgNumber() != 0;
    };
    bool contraction =
        node.rule && llvm::any_of(node.rule->factors, [](const Factor &f) {
          return f.kind == FactorKind::Reduction;
        });
    bool activationSplit = false;
    for (const Use *use : inUses)
      if (!fromWeight(use))
        for (const MeshAxes &x :
             output(nodes[use->from].strategies[a[use->from]], use->result)
                 .dims)
          activationSplit |= !x.empty();
    a[i] = pick(i, [&](const Strategy &s) -> int64_t {
      if (!allowed(s))
        return kNever;
      if (node.isArgument()) {
        bool isData = cast<BlockArgument>(node.value).getArgNumber() == 0;
        if (dataParallel && isData) {
          ArrayRef<MeshAxes> axes = factorAxes(s);
          int64_t onBatch = axes.empty() ? 0 : axes[0].size();
          return 10 * onBatch - numAxesUsed(s);
        }
        if (splitArgs.contains(i)) {
          // ZeRO: split over every plan axis, on one dim (the first that
          // takes them).
          int64_t most = 0;
          for (auto [d, axes] : llvm::enumerate(factorAxes(s)))
            most = std::max<int64_t>(most, 100 * axes.size() - d);
          return most - numAxesUsed(s);
        }
        return -numAxesUsed(s);
      }
      int64_t score = 0;
      for (const Use *use : inUses) {
        const AxisSharding *need = input(s, use->operand);
        if (!need)
          continue;
        // Weights follow later; a ZeRO-3 parameter is gathered for the
        // contractions that read it (FSDP), so its split does not pull
        // theirs (views and elementwise ops on it keep it split).
        if (fromWeight(use) &&
            (!dataParallel || (contraction && splitArgs.contains(use->from))))
          continue;
        const AxisSharding &have =
            output(nodes[use->from].strategies[a[use->from]], use->result);
        if (sameIgnoringPartial(*need, have))
          score += 1000;
      }
      // An op that reads no other node (an iota, a mask from indices) stays
      // whole: its readers slice what they need locally, where splitting it
      // would gather it back for every reader that wants it whole.
      if (dataParallel)
        return inUses.empty() ? -numAxesUsed(s) : score + numAxesUsed(s);
      if (contraction) {
        for (auto [f, axes] : llvm::enumerate(factorAxes(s))) {
          if (axes.empty())
            continue;
          bool reduction = node.rule->factors[f].kind == FactorKind::Reduction;
          // Column-parallel prefers the last parallel factor.
          score += (activationSplit == reduction) ? 100 + (int64_t)f : -100;
        }
        return score;
      }
      return score - numAxesUsed(s);
    });
  }
  if (!dataParallel) {
    // Weights take what their first consumer needs.
    SmallVector<bool> done(nodes.size(), false);
    for (const Use &use : uses) {
      const Node &from = nodes[use.from];
      if (!from.isArgument() || done[use.from] ||
          cast<BlockArgument>(from.value).getArgNumber() == 0)
        continue;
      const AxisSharding *want =
          input(nodes[use.to].strategies[a[use.to]], use.operand);
      if (!want)
        continue;
      for (auto [j, s] : llvm::enumerate(from.strategies))
        if (output(s, 0) == *want)
          a[use.from] = j;
      done[use.from] = true;
    }
  }
  return a;
}

solver::Assignment AutoSharder::dataParallel() {
  MeshAxes all;
  for (unsigned i = 0; i < axisSizes.size(); ++i)
    all.push_back(i);
  return plain(true, all);
}

solver::Assignment AutoSharder::zero(bool withParameters) {
  MeshAxes all;
  for (unsigned i = 0; i < axisSizes.size(); ++i)
    all.push_back(i);
  DenseSet<unsigned> split = states;
  if (withParameters)
    split.insert(parameters.begin(), parameters.end());
  return plain(true, all, split);
}

/// True if `fine` splits each dim at least as `coarse` does (its axes
/// extend `coarse`'s), neither partial: reading `fine` from `coarse` is a
/// local slice.
static bool refines(const AxisSharding &fine, const AxisSharding &coarse) {
  if (!fine.partial.empty() || !coarse.partial.empty() ||
      fine.dims.size() != coarse.dims.size())
    return false;
  for (auto [f, c] : llvm::zip(fine.dims, coarse.dims))
    if (f.size() < c.size() || !std::equal(c.begin(), c.end(), f.begin()))
      return false;
  return true;
}

solver::Assignment AutoSharder::reduceEarly(const solver::Assignment &a) {
  solver::Assignment out = a;
  SmallVector<SmallVector<unsigned>> usesFrom(nodes.size()),
      usesTo(nodes.size());
  for (auto [k, use] : llvm::enumerate(uses)) {
    usesFrom[use.from].push_back(k);
    usesTo[use.to].push_back(k);
  }
  SmallVector<SmallVector<AxisSharding>> fixedReads(nodes.size());
  for (const Carry &c : carries)
    fixedReads[c.from].push_back(output(nodes[c.arg].strategies[a[c.arg]], 0));
  for (const Sink &sink : sinks)
    fixedReads[sink.from].push_back(table[sink.want]);
  SmallVector<bool> returnedWhole(nodes.size(), false);
  auto ret = cast<func::ReturnOp>(fn.getBody().front().getTerminator());
  for (auto [r, v] : llvm::enumerate(ret.getOperands())) {
    auto it = producer.find(v);
    if (!getFuncResultSharding(fn, r) && it != producer.end())
      returnedWhole[it->second.first] = true;
  }
  // Consumers before producers: a node's readers are final when it is
  // visited, so a split the update wants travels back along the update's
  // elementwise chain to the gradient's producer.
  for (unsigned i = nodes.size(); i-- > 0;) {
    const Node &node = nodes[i];
    const Strategy &s = node.strategies[out[i]];
    if (!node.op || s.computed != kNoSharding || s.outputs.size() != 1)
      continue;
    // What the result is read at: consumers, the next step (a carried
    // value), the function's results (unannotated ones whole).
    SmallVector<AxisSharding> reads = fixedReads[i];
    for (unsigned k : usesFrom[i]) {
      const Use &use = uses[k];
      if (const AxisSharding *in =
              input(nodes[use.to].strategies[out[use.to]], use.operand))
        reads.push_back(*in);
    }
    if (returnedWhole[i]) {
      reads.push_back(output(s, 0));
      reads.back().partial.clear();
    }
    if (reads.empty())
      continue;
    const AxisSharding &want = reads.front();
    if (!want.partial.empty() || want == output(s, 0) ||
        llvm::any_of(reads, [&](const AxisSharding &r) { return r != want; }))
      continue;
    const AxisSharding &have = output(s, 0);
    for (auto [k, v] : llvm::enumerate(node.strategies)) {
      if (output(v, 0) != want)
        continue;
      // A partial result: the same split, reduced at the producer.
      if (!have.partial.empty()) {
        if (v.computed != kNoSharding && table[v.computed] == have &&
            v.factorAxes == s.factorAxes) {
          out[i] = k;
          break;
        }
        continue;
      }
      // A whole one the readers want split further: run the op split, if
      // each input is then a local slice of what it is, or a reduction of a
      // partial value (its producer is visited next).
      if (v.computed != kNoSharding || !refines(want, have))
        continue;
      bool free = true;
      for (unsigned u : usesTo[i]) {
        const Use &use = uses[u];
        const AxisSharding *need = input(v, use.operand);
        if (!need)
          continue;
        const AxisSharding &from =
            output(nodes[use.from].strategies[out[use.from]], use.result);
        free &= *need == from || refines(*need, from) ||
                (!from.partial.empty() && need->partial.empty());
      }
      if (free) {
        out[i] = k;
        break;
      }
    }
  }
  return out;
}

solver::Assignment AutoSharder::tensorParallel() {
  MeshAxes all;
  for (unsigned i = 0; i < axisSizes.size(); ++i)
    all.push_back(i);
  return plain(false, all);
}

/// Data parallel over the first mesh axis, tensor parallel over the rest:
/// each node takes the strategy closest to the union of the two.
solver::Assignment AutoSharder::twoD() {
  if (axisSizes.size() < 2)
    return dataParallel();
  MeshAxes first = {0}, rest;
  for (unsigned i = 1; i < axisSizes.size(); ++i)
    rest.push_back(i);
  solver::Assignment dp = plain(true, first);
  solver::Assignment tp = plain(false, rest);
  solver::Assignment a;
  for (unsigned i = 0; i < nodes.size(); ++i) {
    const Strategy &d = nodes[i].strategies[dp[i]];
    const Strategy &t = nodes[i].strategies[tp[i]];
    a.push_back(pick(i, [&](const Strategy &s) {
      int64_t score = 0;
      ArrayRef<MeshAxes> mine = factorAxes(s);
      ArrayRef<MeshAxes> dAxes = factorAxes(d), tAxes = factorAxes(t);
      for (auto [f, axes] : llvm::enumerate(mine)) {
        for (unsigned x : axes) {
          bool want =
              (f < dAxes.size() && llvm::is_contained(dAxes[f], x)) ||
              (f < tAxes.size() && llvm::is_contained(tAxes[f], x));
          score += want ? 1 : -1;
        }
      }
      for (ArrayRef<MeshAxes> other : {dAxes, tAxes})
        for (auto [f, axes] : llvm::enumerate(other))
          for (unsigned x : axes)
            if (f >= mine.size() || !llvm::is_contained(mine[f], x))
              score -= 1;
      return score;
    }));
  }
  return a;
}

//===----------------------------------------------------------------------===//
// Output
//===----------------------------------------------------------------------===//

std::string AutoSharder::describe(unsigned node, unsigned strategy) {
  std::string out;
  llvm::raw_string_ostream os(out);
  const Strategy &s = nodes[node].strategies[strategy];
  llvm::interleaveComma(s.outputs, os, [&](ShardingId id) {
    const AxisSharding &sh = table[id];
    if (sh.dims.empty() && sh.partial.empty())
      os << "-";
    else
      os << sh.toAttr(mesh);
  });
  if (s.computed != kNoSharding)
    os << " (reduced at the producer from " << table[s.computed].toAttr(mesh)
       << ")";
  return out;
}

void AutoSharder::apply(const solver::Assignment &assignment) {
  SmallVector<Attribute> argShardings(fn.getNumArguments());
  llvm::MapVector<Operation *, SmallVector<ShardingAttr>> carried;
  for (auto [i, node] : llvm::enumerate(nodes)) {
    const Strategy &s = node.strategies[assignment[i]];
    if (node.loop) {
      SmallVector<ShardingAttr> &attrs = carried[node.loop];
      attrs.resize(node.loop->getNumResults());
      for (unsigned r : loopResultsOf(node.loop, node.carry))
        attrs[r] = output(s, 0).toAttr(mesh);
      continue;
    }
    if (!node.op) {
      auto arg = cast<BlockArgument>(node.value);
      argShardings[arg.getArgNumber()] = output(s, 0).toAttr(mesh);
      continue;
    }
    if (!node.rule)
      continue;
    SmallVector<ShardingAttr> attrs;
    for (auto [r, out] : llvm::enumerate(s.outputs)) {
      if (!isa<RankedTensorType>(node.op->getResult(r).getType())) {
        attrs.clear();
        break;
      }
      attrs.push_back(
          table[s.computed != kNoSharding ? s.computed : out].toAttr(mesh));
    }
    if (attrs.empty())
      continue;
    setResultShardings(node.op, attrs);
    if (s.computed == kNoSharding)
      continue;
    // An eager reduction: every reader takes the value reduced right after
    // the op (cleave-partition reshards at the constraint).
    Value result = node.op->getResult(0);
    OpBuilder b(node.op->getContext());
    b.setInsertionPointAfter(node.op);
    auto reduced = ConstraintOp::create(b, node.op->getLoc(), result,
                                        output(s, 0).toAttr(mesh));
    result.replaceAllUsesExcept(reduced.getResult(), reduced);
  }
  setArgAttrsNamed(fn, CleaveDialect::getShardingAttrName(), argShardings);
  // A loop's carried values, annotated when every tensor has a sharding (a
  // scalar carry has none).
  for (auto &[loop, attrs] : carried)
    if (llvm::all_of(llvm::zip(loop->getResultTypes(), attrs), [](auto p) {
          return std::get<1>(p) || !isa<TensorType>(std::get<0>(p));
        }))
      setResultShardings(loop, attrs);
}

/// Bytes for the report: "512 B", "12.0 KiB", then MiB with one decimal
/// (the unit of the plan table's peak column).
static std::string bytesString(int64_t bytes) {
  if (bytes < 1024)
    return std::to_string(bytes) + " B";
  if (bytes < 1048576)
    return llvm::formatv("{0:f1} KiB", bytes / 1024.0).str();
  return llvm::formatv("{0:f1} MiB", bytes / 1048576.0).str();
}

/// Writes a problem in the IOPDDL JSON format that cleave-solve reads.
static LogicalResult writeProblem(const solver::Problem &problem,
                                  StringRef path, std::string &error) {
  std::unique_ptr<AtomicOutput> file =
      AtomicOutput::open(path, error);
  if (!file)
    return failure();
  raw_ostream &os = file->os();
  auto list = [&](auto &&range) {
    os << "[";
    llvm::interleaveComma(range, os);
    os << "]";
  };
  os << "{\"problem\": {\"name\": \"" << problem.name << "\",\n"
     << " \"nodes\": {\"intervals\": [";
  llvm::interleaveComma(problem.nodes, os, [&](const solver::Node &n) {
    os << "[" << n.start << ", " << n.end << "]";
  });
  os << "],\n  \"costs\": [";
  llvm::interleaveComma(problem.nodes, os,
                        [&](const solver::Node &n) { list(n.costs); });
  os << "],\n  \"usages\": [";
  llvm::interleaveComma(problem.nodes, os,
                        [&](const solver::Node &n) { list(n.usages); });
  os << "]},\n \"edges\": {\"nodes\": [";
  llvm::interleaveComma(problem.edges, os, [&](const solver::Edge &e) {
    os << "[" << e.from << ", " << e.to << "]";
  });
  os << "],\n  \"costs\": [";
  llvm::interleaveComma(problem.edges, os,
                        [&](const solver::Edge &e) { list(e.costs); });
  os << "]}";
  if (problem.usageLimit)
    os << ",\n \"usage_limit\": " << *problem.usageLimit;
  os << "}}\n";
  return success(file->commit(error));
}

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

namespace {
struct AutoShardPass
    : mlir::cleave::impl::CleaveAutoShardBase<AutoShardPass> {
  using CleaveAutoShardBase::CleaveAutoShardBase;

  /// Option values the solver would misread; errors point at the option.
  LogicalResult checkOptions() {
    auto at = [&](StringRef option) {
      return emitOptionError(&getContext(), "cleave-auto-shard", option);
    };
    if (progress != "auto" && progress != "true" && progress != "false")
      return at("progress=" + progress)
             << "progress must be 'true', 'false' or 'auto'";
    showProgress = progress == "true" ||
                   (progress == "auto" && llvm::errs().is_displayed());
    started = std::chrono::steady_clock::now();
    if (maxStrategies < 1)
      return at("max-strategies=0")
             << "max-strategies must be at least 1 (every op needs a "
                "strategy)";
    double seconds = 0;
    if (StringRef(timeLimit).trim().getAsDouble(seconds) ||
        !std::isfinite(seconds) || seconds <= 0)
      return at("time-limit=" + timeLimit)
             << "time-limit must be a positive number of seconds";
    timeLimitSeconds = seconds;
    if (!llvm::is_contained(kPlanNames, StringRef(plan))) {
      std::string names;
      llvm::raw_string_ostream os(names);
      llvm::interleave(kPlanNames, os, " ");
      return at("plan=" + plan) << "unknown plan '" << plan
                                << "'; plans: " << names;
    }
    return success();
  }

  /// `plan` values: auto, then the plain plans in the order the report
  /// lists them.
  static constexpr StringRef kPlanNames[] = {
      "auto",   "replicated", "data-parallel", "tensor-parallel",
      "2d",     "zero-1",     "zero-2",        "zero-3"};

  double timeLimitSeconds = 2.0; // `time-limit`, checked by checkOptions

  /// `keep-axes` and `microbatch-axes` as flags per mesh axis (micro-batch
  /// axes are kept too); an error naming an axis the mesh lacks.
  LogicalResult readKeptAxes(MeshOp mesh, SmallVector<bool> &keptAxes,
                             SmallVector<bool> &microbatch) {
    keptAxes.assign(mesh.getNumAxes(), false);
    microbatch.assign(mesh.getNumAxes(), false);
    for (auto [list, optionName, isMicrobatch] :
         {std::make_tuple(&keepAxes, "keep-axes", false),
          std::make_tuple(&microbatchAxes, "microbatch-axes", true)})
      for (const std::string &name : *list) {
        std::optional<unsigned> a = mesh.getAxisIndex(name);
        if (!a) {
          InFlightDiagnostic d =
              emitOptionError(&getContext(), "cleave-auto-shard",
                              std::string(optionName) + "=" + name)
              << "'" << name << "' is not an axis of mesh @"
              << mesh.getSymName() << " (axes:";
          for (unsigned i = 0; i < mesh.getNumAxes(); ++i)
            d << " " << mesh.getAxisName(i);
          d << ")";
          return d;
        }
        keptAxes[*a] = true;
        microbatch[*a] = microbatch[*a] || isMicrobatch;
      }
    return success();
  }

  /// Where the kept axes go: `cleave-propagate` on a copy of the module,
  /// its shardings restricted to the kept axes, per value of `module`.
  LogicalResult propagateKeptAxes(ModuleOp module, ArrayRef<bool> keptAxes,
                                  AutoSharder::KeptShardings &kept) {
    // Propagation normalizes the copy again (splitting shared empties
    // further), so its ops are matched by a tag, not by position.
    constexpr StringLiteral tag = "__auto_shard_op_id"; // no dialect prefix: not verified
    Builder b(&getContext());
    SmallVector<Operation *> byId;
    for (auto fn : module.getOps<func::FuncOp>())
      if (!fn.isDeclaration())
        for (Operation &op : fn.getBody().front()) {
          op.setAttr(tag, b.getI64IntegerAttr(byId.size()));
          byId.push_back(&op);
        }
    OwningOpRef<ModuleOp> copy = module.clone();
    for (Operation *op : byId)
      op->removeAttr(tag);
    PassManager pm(&getContext(), ModuleOp::getOperationName(),
                   OpPassManager::Nesting::Explicit);
    pm.addPass(createCleavePropagate());
    // The copy is read for its shardings and dropped.
    pm.enableVerifier(false);
    if (failed(pm.run(*copy)))
      return module.emitError()
             << "cleave-auto-shard: keep-axes: propagating the annotations "
                "failed (see above)";
    MeshOp copyMesh = *copy->getOps<MeshOp>().begin();
    auto restrict = [&](ShardingAttr attr) {
      AxisSharding s = AxisSharding::fromAttr(attr, copyMesh);
      auto notKept = [&](unsigned a) { return !keptAxes[a]; };
      for (MeshAxes &axes : s.dims)
        llvm::erase_if(axes, notKept);
      llvm::erase_if(s.partial, notKept);
      return s;
    };
    SmallVector<bool> seen(byId.size(), false);
    for (auto fnCopy : copy->getOps<func::FuncOp>()) {
      auto fn = module.lookupSymbol<func::FuncOp>(fnCopy.getSymName());
      if (!fn || fn.isDeclaration())
        continue;
      for (BlockArgument arg : fn.getArguments())
        if (ShardingAttr a = getArgSharding(fnCopy, arg.getArgNumber()))
          kept[arg] = restrict(a);
      for (Operation &opCopy : fnCopy.getBody().front()) {
        auto id = opCopy.getAttrOfType<IntegerAttr>(tag);
        if (!id || id.getInt() < 0 || id.getInt() >= (int64_t)byId.size() ||
            seen[id.getInt()])
          continue;
        seen[id.getInt()] = true;
        Operation *op = byId[id.getInt()];
        if (op->getResultTypes() != opCopy.getResultTypes())
          continue;
        for (auto [r, a] : llvm::enumerate(getResultShardings(&opCopy)))
          if (a)
            kept[op->getResult(r)] = restrict(a);
      }
    }
    return success();
  }

  /// What planning each function shares: the mesh, the cluster bound to
  /// it, and the kept axes with where propagation puts them.
  struct ModuleInputs {
    MeshOp mesh;
    std::optional<ClusterSpec> spec;
    SmallVector<bool> keptAxes, microbatch;
    AutoSharder::KeptShardings kept;
  };

  /// Plans as the report names them, each as an assignment.
  using NamedPlans = SmallVector<std::pair<StringRef, solver::Assignment>>;

  /// One function's planning: its problem, the solver's answer, the plain
  /// plans, and the plan applied.
  struct FunctionPlan {
    FunctionPlan(const ModuleInputs &in, func::FuncOp fn,
                 unsigned maxStrategies)
        : in(in), fn(fn),
          sharder(fn, in.mesh, *in.spec, maxStrategies, in.keptAxes,
                  in.kept.empty() ? nullptr : &in.kept) {}

    const ModuleInputs &in;
    func::FuncOp fn;
    AutoSharder sharder;
    solver::Problem problem;
    solver::SolverResult result;
    NamedPlans baselines;
    /// The plan applied, the plain plan it is ("" for the solver's own),
    /// and the breakdowns of the solver's plan and of the applied one.
    solver::Assignment applied;
    StringRef from;
    AutoSharder::Breakdown solved, best;
    /// Classes of repeats the solver chose among (0: the full problem).
    unsigned tiedClasses = 0;
  };

  void runOnOperation() override {
    ModuleOp module = getOperation();
    ModuleInputs in;
    if (failed(prepareModule(module, in)))
      return signalPassFailure();

    std::unique_ptr<AtomicOutput> file;
    raw_ostream *report = nullptr;
    if (!reportFile.empty()) {
      if (!(file = openReportFile(module, reportFile)))
        return signalPassFailure();
      report = &file->os();
    }

    for (auto fn : module.getOps<func::FuncOp>()) {
      if (fn.isDeclaration() ||
          fn->hasAttr(CleaveDialect::getPartitionedAttrName()))
        continue;
      std::string at = ("@" + fn.getSymName() + ": ").str();
      note(at + "building the strategies");
      FunctionPlan fp(in, fn, maxStrategies);
      if (failed(fp.sharder.build()))
        return signalPassFailure();
      if (failed(solve(module, fp)))
        return signalPassFailure();
      note(at + "comparing with the plain plans");
      addPlainPlans(fp);
      if (failed(choosePlan(fp)))
        return signalPassFailure();
      fp.sharder.apply(fp.applied);
      note(at + "chose " +
           (fp.from.empty() ? Twine("the solver's plan")
                            : "the plain plan '" + fp.from + "'") +
           ": " + llvm::formatv("{0:f3}", fp.best.total() * 1e3).str() +
           " ms per step");
      if (report)
        writeReport(*report, fp);
    }
    if (file && failed(commitReportFile(module, *file)))
      return signalPassFailure();
  }

  /// A progress line on stderr (progress=true, or auto on a terminal).
  void note(const Twine &what) {
    if (!showProgress)
      return;
    double seconds = std::chrono::duration<double>(
                         std::chrono::steady_clock::now() - started)
                         .count();
    llvm::errs() << "cleave-auto-shard: [" << llvm::format("%6.1f", seconds)
                 << " s] " << what << "\n";
    llvm::errs().flush();
  }
  bool showProgress = false;
  std::chrono::steady_clock::time_point started;

  /// Everything before the functions are planned: one mesh, valid options
  /// and input, the module normalized, the cluster bound to the mesh, and
  /// where propagation puts the kept axes.
  LogicalResult prepareModule(ModuleOp module, ModuleInputs &in) {
    SmallVector<MeshOp> meshes(module.getOps<MeshOp>());
    if (meshes.size() != 1)
      return module.emitError()
             << "cleave-auto-shard needs exactly one cleave.mesh, found "
             << meshes.size();
    in.mesh = meshes.front();
    if (failed(checkOptions()) ||
        failed(checkPassInput(module, "cleave-auto-shard")) ||
        failed(rejectPerPartArguments(module)))
      return failure();
    // Gathers as the linalg lookups the rules read; shared empties apart.
    if (failed(inlineCalls(module)) || failed(normalizeForSharding(module)) ||
        failed(readKeptAxes(in.mesh, in.keptAxes, in.microbatch)) ||
        failed(bindCluster(in)))
      return failure();
    if (llvm::is_contained(in.keptAxes, true) &&
        failed(propagateKeptAxes(module, in.keptAxes, in.kept)))
      return failure();
    return success();
  }

  /// Calls are inlined first, as XLA does before partitioning: a callee
  /// (JAX's private argmax, relu, cumsum, ...) is then planned at each call
  /// site with the ops around it, not priced as a replicated op, and
  /// private functions left without calls are dropped.
  LogicalResult inlineCalls(ModuleOp module) {
    bool hasCalls = false;
    module.walk([&](func::CallOp) { hasCalls = true; });
    if (!hasCalls)
      return success();
    OpPassManager pm(ModuleOp::getOperationName());
    pm.addPass(createInlinerPass({}, [](OpPassManager &) {}));
    if (failed(runPipeline(pm, module)))
      return module.emitError()
             << "cleave-auto-shard: inlining the calls failed (see above)";
    return success();
  }

  /// Arguments split per part are a layout the problem cannot state yet.
  LogicalResult rejectPerPartArguments(ModuleOp module) {
    bool perPart = false;
    module.walk([&](func::FuncOp fn) {
      for (BlockArgument arg : fn.getArguments())
        if (getPerPartArgSharding(arg) && !perPart) {
          perPart = true;
          fn.emitError() << "cleave-auto-shard: argument #"
                         << arg.getArgNumber() << " of @" << fn.getSymName()
                         << " is split per part ('{...}xN'), which the "
                            "auto-sharder does not plan; run cleave-propagate "
                            "instead, or state the split without parts";
        }
    });
    return failure(perPart);
  }

  /// The cluster binds the mesh without the micro-batch axes (size 1: no
  /// devices, and a collective over them alone costs nothing).
  LogicalResult bindCluster(ModuleInputs &in) {
    std::string option = "cluster=" + cluster;
    auto emitErr = [&]() {
      return emitOptionError(&getContext(), "cleave-auto-shard", option);
    };
    FailureOr<ClusterSpec> spec = loadUnboundClusterSpec(cluster, emitErr);
    if (failed(spec))
      return failure();
    SmallVector<std::string> axisNames;
    SmallVector<int64_t> axisSizes;
    for (unsigned a = 0; a < in.mesh.getNumAxes(); ++a) {
      axisNames.push_back(in.mesh.getAxisName(a).str());
      axisSizes.push_back(in.microbatch[a] ? 1 : in.mesh.getAxisSizes()[a]);
    }
    if (failed(bindClusterSpec(*spec, axisNames, axisSizes, emitErr)))
      return failure();
    in.spec = std::move(*spec);
    return success();
  }

  /// Writes the problem if `dump-problem` asks, and solves it; an error if
  /// no plan fits the device memory.
  LogicalResult solve(ModuleOp module, FunctionPlan &fp) {
    // Repeated blocks are solved from the nodes and edges priced one at a
    // time: the whole problem's edge matrices (most of its memory) are made
    // only to be dumped or solved untied.
    fp.problem = fp.sharder.makeProblem(
        memoryLimit, /*withEdges=*/!reuseBlocks || !dumpProblem.empty());
    if (!dumpProblem.empty() &&
        failed(checkNotInputFile(module, dumpProblem, "dump-problem")))
      return failure();
    std::string error;
    if (!dumpProblem.empty() &&
        failed(writeProblem(fp.problem, dumpProblem, error)))
      return fp.fn.emitError() << "cannot write the problem to '"
                               << dumpProblem << "': " << error;
    note("@" + fp.fn.getSymName() + ": solving " +
         Twine(fp.problem.nodes.size()) + " nodes, " +
         Twine(fp.sharder.numEdges()) + " edges (up to " + timeLimit +
         " s)");
    solver::SolverOptions options;
    options.timeLimitSeconds = timeLimitSeconds;
    options.seed = seed;
    options.maxIterations = iterations;
    if (!reuseBlocks || !solveTied(fp, options)) {
      if (fp.problem.edges.size() != fp.sharder.numEdges())
        fp.problem = fp.sharder.makeProblem(memoryLimit);
      fp.result = solver::solve(fp.problem, options);
    }
    if (fp.result.status == solver::Status::Infeasible)
      return fp.fn.emitError()
             << "no sharding of @" << fp.fn.getSymName()
             << " fits the device memory ("
             << (int64_t)fp.in.spec->device.memoryCapacity
             << " bytes per device): " << fp.result.message;
    numNodes += fp.problem.nodes.size();
    return success();
  }

  /// Solves the problem with repeated blocks tied (one strategy per
  /// structural class); false, leaving `fp.result` alone, when the nodes
  /// do not repeat or the tied plan misses the memory limit.
  bool solveTied(FunctionPlan &fp, const solver::SolverOptions &options) {
    std::vector<unsigned> classOf =
        fp.sharder.structuralClasses(reuseDepth);
    unsigned numClasses = 0;
    for (unsigned c : classOf)
      numClasses = std::max(numClasses, c + 1);
    // Worth it when the nodes repeat (a model of several identical layers).
    if (2 * numClasses > fp.problem.nodes.size())
      return false;
    std::optional<solver::Problem> tied =
        fp.sharder.tiedProblem(fp.problem, classOf, numClasses);
    if (!tied)
      return false;
    solver::SolverResult r = solver::solve(*tied, options);
    if (r.status != solver::Status::Optimal &&
        r.status != solver::Status::Feasible)
      return false;
    solver::Assignment expanded(classOf.size());
    for (size_t i = 0; i < classOf.size(); ++i)
      expanded[i] = r.assignment[classOf[i]];
    // The nodes' usages decide feasibility; the tied cost is the full one
    // (every edge was folded into the classes it joins).
    solver::Evaluation ev = solver::evaluate(fp.problem, expanded);
    if (!ev.valid || (fp.problem.usageLimit && !ev.feasible))
      return false;
    note("@" + fp.fn.getSymName() + ": " + Twine(fp.problem.nodes.size()) +
         " nodes in " + Twine(numClasses) + " classes of repeats, solved "
         "once each");
    fp.tiedClasses = numClasses;
    fp.result = r;
    fp.result.assignment = std::move(expanded);
    fp.result.peakUsage = ev.peakUsage;
    // Optimal among tied plans, not proven among all.
    if (fp.result.status == solver::Status::Optimal)
      fp.result.status = solver::Status::Feasible;
    return true;
  }

  /// The plain plans, in the order the report lists them (kPlanNames after
  /// "auto"). A training step: ZeRO's stages as plans. Under ZeRO-1 the
  /// partitioner reduces a gradient where the update reads it, so its
  /// whole buffer lives from the backward pass to the update; ZeRO-2 and
  /// 3 reduce-scatter it where the backward pass produces it.
  void addPlainPlans(FunctionPlan &fp) {
    AutoSharder &sharder = fp.sharder;
    fp.baselines = {{"replicated", sharder.replicated()},
                    {"data parallel", sharder.dataParallel()},
                    {"tensor parallel", sharder.tensorParallel()},
                    {"2-D (data x tensor)", sharder.twoD()}};
    if (sharder.isTrainingStep()) {
      solver::Assignment zero1 = sharder.zero(false);
      fp.baselines.push_back({"ZeRO-1 (state split)", zero1});
      fp.baselines.push_back(
          {"ZeRO-2 (grads split)", sharder.reduceEarly(zero1)});
      fp.baselines.push_back({"ZeRO-3 (params split)",
                              sharder.reduceEarly(sharder.zero(true))});
    }
  }

  bool fitsMemory(const FunctionPlan &fp, const AutoSharder::Breakdown &b) {
    return !memoryLimit ||
           (double)b.peakBytes <= fp.in.spec->device.memoryCapacity;
  }

  /// The plan `plan=` asks for; with `auto`, the cheapest that fits of the
  /// solver's and the plain plans.
  LogicalResult choosePlan(FunctionPlan &fp) {
    fp.solved = fp.sharder.breakdown(fp.result.assignment);
    fp.from = "";
    fp.applied = fp.result.assignment;
    fp.best = fp.solved;
    if (plan != "auto")
      return takeNamedPlan(fp);
    takeCheapestPlan(fp);
    return success();
  }

  /// The plain plan `plan=` names (kPlanNames[k] is baselines[k - 1]); an
  /// error if the function has no such plan or it does not fit.
  LogicalResult takeNamedPlan(FunctionPlan &fp) {
    size_t k = llvm::find(kPlanNames, StringRef(plan)) - kPlanNames;
    if (k > fp.baselines.size())
      return fp.fn.emitError()
             << "cleave-auto-shard: plan=" << plan
             << " needs a training step: no result of @" << fp.fn.getSymName()
             << " carries the cleave.name of an argument";
    auto &[name, a] = fp.baselines[k - 1];
    fp.best = fp.sharder.breakdown(a);
    if (!fitsMemory(fp, fp.best))
      return fp.fn.emitError()
             << "cleave-auto-shard: plan=" << plan << " (" << name
             << ") peaks at " << fp.best.peakBytes
             << " bytes per device, over the device memory ("
             << (int64_t)fp.in.spec->device.memoryCapacity
             << " bytes); memory-limit=false applies it anyway";
    fp.applied = a;
    fp.from = name;
    return success();
  }

  /// The plain plans are candidates too: the plan applied is the cheapest
  /// that fits, as the report prices them, so auto-shard never loses to a
  /// plain plan (the solver's model of resharding can differ from the
  /// breakdown's).
  void takeCheapestPlan(FunctionPlan &fp) {
    for (auto &[name, a] : fp.baselines) {
      AutoSharder::Breakdown b = fp.sharder.breakdown(a);
      bool better = fitsMemory(fp, b) != fitsMemory(fp, fp.best)
                        ? fitsMemory(fp, b)
                        : b.total() < fp.best.total() * (1 - 1e-6);
      if (better) {
        fp.best = b;
        fp.applied = a;
        fp.from = name;
      }
    }
  }

  /// The report on one function: the solver's run, each plan's costs
  /// beside the applied plan's, and the shardings.
  void writeReport(raw_ostream &os, FunctionPlan &fp) {
    MeshOp mesh = fp.in.mesh;
    os << "cleave-auto-shard report for @" << fp.fn.getSymName() << " on "
       << fp.in.spec->name << " (mesh @" << mesh.getSymName() << ")\n";
    os << "  solver: " << solver::methodName(fp.result.method) << ", "
       << solver::statusName(fp.result.status) << ", "
       << fp.problem.nodes.size() << " nodes, " << fp.sharder.numEdges()
       << " edges, " << llvm::format("%.3f", fp.result.seconds) << " s";
    if (fp.tiedClasses)
      os << "; repeated blocks solved once: " << fp.tiedClasses
         << " classes";
    os << "\n\n";
    os << llvm::format("  %-22s %12s %12s %12s %12s %14s\n", "plan",
                       "total ms", "compute ms", "reduce ms", "reshard ms",
                       "peak MiB/dev");
    std::string label = plan == "auto" ? "auto-shard" : "plan=" + plan;
    AutoSharder::Breakdown chosen = reportLine(os, fp, label, fp.applied);
    if (!fp.from.empty())
      os << llvm::format("      the %s plan%s: the solver's own plan is "
                         "priced %.3f ms\n",
                         fp.from.str().c_str(),
                         plan == "auto" ? "" : " (as plan= asks)",
                         fp.solved.total() * 1e3);
    for (auto &[name, a] : fp.baselines)
      reportComparison(os, fp, chosen, reportLine(os, fp, name, a));
    if (reportPlans)
      for (auto &[name, a] : fp.baselines) {
        os << "\n  " << name << " shardings:\n";
        reportShardings(os, fp, a);
      }
    os << "\n  chosen shardings:\n";
    reportShardings(os, fp, fp.applied);
    os << "\n";
  }

  /// A plan's row of the report's table; for a training step, what is live
  /// at its peak.
  AutoSharder::Breakdown reportLine(raw_ostream &os, FunctionPlan &fp,
                                    StringRef name,
                                    const solver::Assignment &a) {
    AutoSharder::Breakdown b = fp.sharder.breakdown(a);
    bool fits = fitsMemory(fp, b);
    os << llvm::format("  %-22s %12.3f %12.3f %12.3f %12.3f %14.1f  %s\n",
                       name.str().c_str(), b.total() * 1e3, b.compute * 1e3,
                       b.reduce * 1e3, b.move * 1e3, b.peakBytes / 1048576.0,
                       fits ? "fits" : "OVER");
    if (!fp.sharder.isTrainingStep())
      return b;
    AutoSharder::PeakLive live = fp.sharder.peakLive(a);
    os << "      at its peak: parameters " << bytesString(live.parameters)
       << ", optimizer state " << bytesString(live.state) << ", gradients "
       << bytesString(live.gradients) << ", update "
       << bytesString(live.update) << ", activations and other "
       << bytesString(live.other) << "; ";
    if (live.op)
      os << live.op->getName() << " at " << live.op->getLoc() << "\n";
    else
      os << "at the return\n";
    os << "      model states per device: parameters "
       << bytesString(live.allParameters) << ", optimizer state "
       << bytesString(live.allState) << ", gradients "
       << bytesString(live.allGradients) << "\n";
    return b;
  }

  /// How the applied plan compares with a plain plan `b`.
  void reportComparison(raw_ostream &os, const FunctionPlan &fp,
                        const AutoSharder::Breakdown &chosen,
                        const AutoSharder::Breakdown &b) {
    os << "      ";
    if (!fitsMemory(fp, b))
      os << "does not fit in memory; ";
    double ratio = chosen.total() > 0 ? b.total() / chosen.total() : 1.0;
    if (std::abs(ratio - 1.0) < 0.005)
      os << "same estimated time as auto-shard\n";
    else if (ratio > 1.0)
      os << llvm::format("auto-shard is %.2fx faster\n", ratio);
    else
      os << llvm::format("auto-shard is %.2fx slower\n", 1.0 / ratio);
  }

  /// Each node's sharding under `a`.
  void reportShardings(raw_ostream &os, FunctionPlan &fp,
                       const solver::Assignment &a) {
    for (auto [i, node] : llvm::enumerate(fp.sharder.getNodes())) {
      os << "    " << node.name;
      if (node.op)
        os << " [" << node.op->getLoc() << "]";
      os << ": " << fp.sharder.describe(i, a[i]) << "\n";
    }
  }
};
} // namespace
