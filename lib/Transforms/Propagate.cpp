//===- Propagate.cpp - sharding propagation over factors ------------------===//
//
// cleave-propagate: a fixpoint, forwards and backwards, over the factors of
// each op's sharding rule. Tensor values carry a per-dim state (mesh axes,
// open or closed, priority, origin); each op projects its tensors' states
// onto its factors, picks one list of axes per factor, and extends the open
// dims of its tensors with the result. States only grow, so the fixpoint
// ends; each op visit is linear in its operands.
//
//===----------------------------------------------------------------------===//

#include "cleave/Analysis/CostModel.h"
#include "cleave/Transforms/Passes.h"
#include "cleave/Transforms/Normalize.h"
#include "cleave/Transforms/ReportFile.h"
#include "cleave/Transforms/Reshard.h"

#include "cleave/IR/CleaveInterfaces.h"
#include "cleave/IR/CleaveOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FileSystem.h"

#include <deque>
#include <limits>

using namespace mlir;
using namespace mlir::cleave;

namespace mlir {
namespace cleave {
#define GEN_PASS_DEF_CLEAVEPROPAGATE
#include "cleave/Transforms/Passes.h.inc"
} // namespace cleave
} // namespace mlir

namespace {

/// Priority of an annotation without an explicit `pN`: weaker than any
/// explicit priority.
constexpr int64_t kUserPriority = int64_t(1) << 32;
/// Priority of a dim nothing has reached.
constexpr int64_t kNoPriority = std::numeric_limits<int64_t>::max();
constexpr unsigned kNoOrigin = ~0u;

struct DimState {
  SmallVector<unsigned, 2> axes;
  bool closed = false;
  int64_t priority = kNoPriority;
  /// Where the axes came from (an annotation), the op through which they
  /// last arrived, and whether they arrived from an operand (forward).
  unsigned origin = kNoOrigin;
  Operation *via = nullptr;
  bool forward = true;
  /// Set for dims of user annotations (whose priority is printed back).
  bool annotated = false;
};

struct ValueState {
  RankedTensorType type;
  SmallVector<DimState> dims;
  SmallVector<unsigned, 2> partial;
  ReductionKind partialKind = ReductionKind::sum;
  /// Annotated values fix their partial axes.
  bool partialClosed = false;
  unsigned partialOrigin = kNoOrigin;
  Operation *partialVia = nullptr;
  /// The IR value (null for virtual values: function results).
  Value value;
  /// Where to report things about this value.
  Location loc;
  std::string name;
  /// The op whose edge defines it (null for arguments and links' targets).
  unsigned defEdge = ~0u;
  SmallVector<unsigned, 2> useEdges;

  explicit ValueState(Location loc) : loc(loc) {}
  bool hasInfo(unsigned d, int64_t level) const {
    const DimState &dim = dims[d];
    return dim.priority <= level && (dim.closed || !dim.axes.empty());
  }
};

/// An op (or a link that keeps values equal) seen through its rule.
struct Edge {
  Operation *op;
  ShardingRule rule;
  /// Value ids of the rule's operands and results (~0u for non-tensors).
  SmallVector<unsigned> operands;
  SmallVector<unsigned> results;
  bool isLink = false;
};

/// The sizes of a collapse's merged group and the position in it of the
/// split minor dim (Propagator::minorSplitCollapses).
using MergePattern = std::pair<SmallVector<int64_t>, unsigned>;

struct Conflict {
  Operation *op;
  std::string text;
};

class Propagator {
public:
  Propagator(ModuleOp module, MeshOp mesh) : module(module), mesh(mesh) {}

  LogicalResult build();
  void run();
  void writeBack(bool keepOpen);
  void explain(bool asRemarks, raw_ostream *report);

  unsigned numVisits = 0;
  unsigned numNoRule = 0;
  /// Partial values that some use reduces anyway: their other uses read
  /// them reduced too (set for a second run, see reducedAnyway).
  DenseSet<Value> readReduced;
  /// After run(): partial values with a use that reduces them and another
  /// that keeps them pending (a second reduction of the same value), and
  /// those whose pending state is reduced at their full size further down
  /// while another use reduces a smaller value they feed (LayerNorm's
  /// backward: the input gradient is all-reduced anyway, so its row sums
  /// need no reduction of their own).
  DenseSet<Value> reducedAnyway() const;
  /// Whether the pending state of value `id` reaches a reduction of a value
  /// of at least `bytes` per device, through uses that keep it pending.
  bool reducedAtSize(unsigned id, int64_t bytes, unsigned depth,
                     DenseMap<unsigned, bool> &memo) const;
  /// After run(): collapse_shapes whose source is split on a minor dim of a
  /// merged group after a dim of size > 1 that is not split (a split the
  /// merged dim cannot state), and every other collapse of the same dims. Patterns in `seen` (rewritten in an earlier round, whose
  /// users could not all be written over the halves) are skipped; the new
  /// ones are added to it.
  SmallVector<MinorSplitCollapse>
  minorSplitCollapses(SmallVectorImpl<MergePattern> &seen);
  SmallVector<Conflict> conflicts;

private:
  unsigned valueId(Value v);
  unsigned newVirtualValue(RankedTensorType type, Location loc,
                           std::string name);
  LogicalResult seed(unsigned id, ShardingAttr sharding, std::string origin);
  void reportCapturedGathers(const Edge &edge);
  // The steps of build.
  LogicalResult seedArguments(func::FuncOp fn);
  LogicalResult addFunctionResults(func::FuncOp fn);
  LogicalResult seedBodyAnnotations(func::FuncOp fn);
  void addEdges(Operation *op);
  void linkReturn(func::ReturnOp ret);
  void linkCall(func::CallOp call);
  void linkLoop(scf::ForOp loop);
  void linkWhile(scf::WhileOp loop);
  void linkIf(scf::IfOp ifOp);
  void replicateWithoutRule(Operation *op);
  void addEdge(Operation *op, ShardingRule rule, ArrayRef<Value> operands,
               ArrayRef<Value> results);
  void addLink(Operation *op, ArrayRef<unsigned> sources,
               ArrayRef<unsigned> targets);
  void visit(unsigned edgeId, int64_t level, bool check);
  // The steps of visit.
  struct EdgeVisit;
  void collectCandidates(EdgeVisit &v, int64_t level, bool check);
  void chooseFactorAxes(EdgeVisit &v);
  int64_t bytesIfKept(const EdgeVisit &v, unsigned slotPos, unsigned f) const;
  SmallVector<int64_t> contentionScores(const EdgeVisit &v,
                                       ArrayRef<unsigned> factors) const;
  void flowPartialsThrough(EdgeVisit &v, unsigned edgeId);
  bool extendDims(EdgeVisit &v, unsigned pos, bool check);
  bool checkOperandPartial(EdgeVisit &v, unsigned pos, bool check);
  bool updateResultPartial(EdgeVisit &v, unsigned pos, bool check);
  /// The partial state an edge's operands let flow into its results (the
  /// axes, empty if none, and where they came from).
  struct PartialFlowIn {
    SmallVector<unsigned, 2> axes;
    std::optional<unsigned> origin;
    Operation *via = nullptr;
    /// With several partial operands of an op linear in each: the value
    /// that stays partial (partialKeeper); the others are reduced first.
    std::optional<unsigned> keeper;
  };
  PartialFlowIn partialFlowIn(const Edge &edge) const;
  /// Whether edge `edgeId` keeps value `id`'s partial state pending.
  bool keepsPartial(unsigned edgeId, unsigned id) const;
  int64_t localBytes(const ValueState &state) const;
  bool cheaperToReduceFirst(const Edge &edge, unsigned operand) const;
  bool projectDim(const ValueState &state, unsigned d,
                  ArrayRef<unsigned> factors, const ShardingRule &rule,
                  SmallVectorImpl<SmallVector<unsigned, 2>> &out);
  std::string axesString(ArrayRef<unsigned> axes) const;
  void reportUnprojectable(const Edge &edge, const ValueState &state,
                           unsigned d, ArrayRef<unsigned> factors);
  std::string shardingString(const ValueState &state) const;
  /// The per-part sharding of the function result that `exit` (a per-part
  /// exit collapse, getPerPartExitDims) returns, from its source's.
  ShardingAttr perPartExitSharding(tensor::CollapseShapeOp exit);
  SmallVector<int> stateArguments(func::FuncOp fn) const;
  std::string describe(const ValueState &state, const DimState &dim) const;
  ShardingAttr toAttr(const ValueState &state, bool keepOpen) const;
  void enqueueNeighbours(unsigned valueId, unsigned fromEdge);

  mutable ModuleOp module;
  mutable MeshOp mesh;
  SmallVector<int64_t> axisSizes;
  std::deque<ValueState> values;
  llvm::DenseMap<Value, unsigned> ids;
  std::vector<Edge> edges;
  SmallVector<std::string> origins;
  /// Function results, as virtual values.
  llvm::DenseMap<std::pair<Operation *, unsigned>, unsigned> funcResults;
  SmallVector<int64_t> levels;
  std::deque<unsigned> worklist;
  SmallVector<bool> queued;
};

} // namespace

/// `file:line:col` for file locations, the printed location otherwise.
static std::string locString(Location loc) {
  std::string out;
  llvm::raw_string_ostream os(out);
  if (auto file = dyn_cast<FileLineColLoc>(loc))
    os << file.getFilename().getValue() << ":" << file.getLine() << ":"
       << file.getColumn();
  else if (auto name = dyn_cast<NameLoc>(loc))
    os << name.getName().getValue();
  else
    os << loc;
  return out;
}

//===----------------------------------------------------------------------===//
// Building the graph
//===----------------------------------------------------------------------===//

unsigned Propagator::valueId(Value v) {
  auto it = ids.find(v);
  if (it != ids.end())
    return it->second;
  auto type = dyn_cast<RankedTensorType>(v.getType());
  if (!type)
    return ~0u;
  std::string name;
  if (auto arg = dyn_cast<BlockArgument>(v)) {
    Operation *parent = arg.getOwner()->getParentOp();
    if (auto fn = dyn_cast<func::FuncOp>(parent)) {
      name = ("argument #" + Twine(arg.getArgNumber()) + " of @" +
              fn.getSymName())
                 .str();
      if (auto n = fn.getArgAttrOfType<StringAttr>(arg.getArgNumber(),
                                                   "cleave.name"))
        name += (" (" + n.getValue() + ")").str();
    } else
      name = ("block argument #" + Twine(arg.getArgNumber()) + " of " +
              parent->getName().getStringRef())
                 .str();
  } else {
    auto result = cast<OpResult>(v);
    name = ("result #" + Twine(result.getResultNumber()) + " of " +
            result.getOwner()->getName().getStringRef())
               .str();
  }
  unsigned id = newVirtualValue(type, v.getLoc(), name);
  ids[v] = id;
  values[id].value = v;
  // Index tensors (positions for tensor.gather / scatter) stay whole: the
  // ops reading them have no rule, and collectives carry no `index` data.
  if (type.getElementType().isIndex())
    for (DimState &d : values[id].dims)
      d.closed = true, d.priority = kUserPriority;
  return id;
}

unsigned Propagator::newVirtualValue(RankedTensorType type, Location loc,
                                     std::string name) {
  values.emplace_back(loc);
  ValueState &state = values.back();
  state.type = type;
  state.dims.resize(type.getRank());
  state.name = std::move(name);
  return values.size() - 1;
}

/// Records a user annotation as the starting state of a value.
LogicalResult Propagator::seed(unsigned id, ShardingAttr sharding,
                               std::string origin) {
  ValueState &state = values[id];
  if (sharding.getMesh().getAttr() != mesh.getSymNameAttr())
    return emitError(state.loc)
           << "sharding of " << state.name << " uses mesh "
           << sharding.getMesh() << " but this function uses @"
           << mesh.getSymName() << "; one mesh per module is supported";
  origins.push_back(std::move(origin));
  unsigned originId = origins.size() - 1;
  for (auto [d, dim] : llvm::enumerate(sharding.getDims())) {
    DimState &s = state.dims[d];
    s.axes.clear();
    for (StringAttr axis : dim.getAxes())
      s.axes.push_back(*mesh.getAxisIndex(axis.getValue()));
    s.closed = dim.getClosed();
    s.priority = dim.getPriority() ? *dim.getPriority() : kUserPriority;
    s.origin = originId;
    s.annotated = true;
    if (!llvm::is_contained(levels, s.priority))
      levels.push_back(s.priority);
  }
  state.partial.clear();
  for (StringAttr axis : sharding.getPartialAxes())
    state.partial.push_back(*mesh.getAxisIndex(axis.getValue()));
  state.partialKind = sharding.getPartialKind();
  state.partialClosed = true;
  state.partialOrigin = originId;
  return success();
}

void Propagator::addEdge(Operation *op, ShardingRule rule,
                         ArrayRef<Value> operands, ArrayRef<Value> results) {
  Edge edge;
  edge.op = op;
  edge.rule = std::move(rule);
  unsigned edgeId = edges.size();
  for (Value v : operands) {
    unsigned id = valueId(v);
    edge.operands.push_back(id);
    if (id != ~0u)
      values[id].useEdges.push_back(edgeId);
  }
  for (Value v : results) {
    unsigned id = valueId(v);
    edge.results.push_back(id);
    if (id != ~0u)
      values[id].defEdge = edgeId;
  }
  edges.push_back(std::move(edge));
}

/// Keeps `sources` and `targets` equal; partial values flow from the
/// sources (if they agree) to the targets.
void Propagator::addLink(Operation *op, ArrayRef<unsigned> sources,
                         ArrayRef<unsigned> targets) {
  SmallVector<unsigned> all;
  for (unsigned id : llvm::concat<const unsigned>(sources, targets))
    if (id != ~0u)
      all.push_back(id);
  if (all.size() < 2)
    return;
  RankedTensorType type = values[all.front()].type;
  for (unsigned id : all)
    if (values[id].type.getRank() != type.getRank())
      return;
  SmallVector<Type> srcTypes, dstTypes;
  Edge edge;
  edge.op = op;
  edge.isLink = true;
  unsigned edgeId = edges.size();
  for (unsigned id : sources) {
    if (id == ~0u)
      continue;
    srcTypes.push_back(values[id].type);
    edge.operands.push_back(id);
    values[id].useEdges.push_back(edgeId);
  }
  for (unsigned id : targets) {
    if (id == ~0u)
      continue;
    dstTypes.push_back(values[id].type);
    edge.results.push_back(id);
    values[id].useEdges.push_back(edgeId);
  }
  edge.rule = getIdentityRule(srcTypes, dstTypes);
  edge.rule.partialFlow = PartialFlow::Additive;
  edge.rule.partialOperand.assign(srcTypes.size(), true);
  edges.push_back(std::move(edge));
}

/// Whether `op` is partitioned op by op: it sits in a function body,
/// directly or through scf ops only.
static bool isPartitionedAlone(Operation *op) {
  for (Operation *p = op->getParentOp(); p; p = p->getParentOp()) {
    if (isa<func::FuncOp>(p))
      return true;
    if (!isa<scf::ForOp, scf::WhileOp, scf::IfOp>(p))
      return false;
  }
  return false;
}

LogicalResult Propagator::build() {
  for (int64_t s : mesh.getAxisSizes())
    axisSizes.push_back(s);
  levels.push_back(kUserPriority);

  // Values first, with their annotations.
  bool ok = true;
  module.walk([&](func::FuncOp fn) {
    if (fn.isDeclaration())
      return;
    ok &= succeeded(seedArguments(fn));
    ok &= succeeded(addFunctionResults(fn));
    ok &= succeeded(seedBodyAnnotations(fn));
  });
  if (!ok)
    return failure();
  llvm::sort(levels);

  // Then edges: ops through their rules, and links. Ops nested in another
  // op's body (a linalg payload, a tensor.generate) are part of that op,
  // which is partitioned whole; only function and scf bodies are
  // partitioned op by op.
  module.walk([&](Operation *op) {
    bool touchesTensors =
        llvm::any_of(op->getOperandTypes(), llvm::IsaPred<RankedTensorType>) ||
        llvm::any_of(op->getResultTypes(), llvm::IsaPred<RankedTensorType>);
    if (touchesTensors && isPartitionedAlone(op))
      addEdges(op);
  });
  queued.assign(edges.size(), false);
  return success();
}

/// A function's arguments, seeded with their annotations.
LogicalResult Propagator::seedArguments(func::FuncOp fn) {
  bool ok = true;
  for (unsigned i = 0, e = fn.getNumArguments(); i < e; ++i) {
    unsigned id = valueId(fn.getArgument(i));
    if (id == ~0u)
      continue;
    if (ShardingAttr s = getArgSharding(fn, i))
      ok &= succeeded(seed(id, s,
                           ("the annotation on argument #" + Twine(i) +
                            " of @" + fn.getSymName())
                               .str()));
  }
  return success(ok);
}

/// A function's tensor results, as virtual values, seeded with their
/// annotations.
LogicalResult Propagator::addFunctionResults(func::FuncOp fn) {
  bool ok = true;
  FunctionType type = fn.getFunctionType();
  for (unsigned i = 0, e = fn.getNumResults(); i < e; ++i) {
    auto tensor = dyn_cast<RankedTensorType>(type.getResult(i));
    if (!tensor)
      continue;
    unsigned id = newVirtualValue(
        tensor, fn.getLoc(),
        ("result #" + Twine(i) + " of @" + fn.getSymName()).str());
    funcResults[{fn, i}] = id;
    // What a function returns is whole unless its annotation says
    // `partial`: callers and the runtime expect reduced values.
    values[id].partialClosed = true;
    if (ShardingAttr s = getFuncResultSharding(fn, i))
      ok &= succeeded(seed(id, s,
                           ("the annotation on result #" + Twine(i) +
                            " of @" + fn.getSymName())
                               .str()));
  }
  return success(ok);
}

/// The annotations in a function's body: cleave.constraint ops and
/// annotated op results.
LogicalResult Propagator::seedBodyAnnotations(func::FuncOp fn) {
  bool ok = true;
  fn.walk([&](Operation *op) {
    if (auto constraint = dyn_cast<ConstraintOp>(op)) {
      unsigned id = valueId(constraint.getResult());
      ok &= succeeded(seed(id, constraint.getSharding(),
                           "the cleave.constraint at " +
                               locString(op->getLoc())));
      return;
    }
    SmallVector<ShardingAttr> shardings = getResultShardings(op);
    for (auto [i, s] : llvm::enumerate(shardings)) {
      unsigned id = valueId(op->getResult(i));
      if (s && id != ~0u)
        ok &= succeeded(seed(id, s,
                             ("the annotation on result #" + Twine(i) +
                              " of the " + op->getName().getStringRef() +
                              " at ")
                                     .str() +
                                 locString(op->getLoc())));
    }
  });
  return success(ok);
}

/// The edges of an op that touches tensors: links for the ops that only
/// pass values on (returns, constraints, calls into bodies, scf loops and
/// ifs), else the op through its rule, else its results replicated.
void Propagator::addEdges(Operation *op) {
  if (auto ret = dyn_cast<func::ReturnOp>(op)) {
    linkReturn(ret);
    return;
  }
  if (auto constraint = dyn_cast<ConstraintOp>(op)) {
    addLink(op, {valueId(constraint.getInput())},
            {valueId(constraint.getResult())});
    return;
  }
  // A call with a stated rule (an external kernel) is an op like any.
  if (auto call = dyn_cast<func::CallOp>(op);
      call && !op->hasAttr(OpShardingRuleAttr::getAttrName())) {
    linkCall(call);
    return;
  }
  if (auto loop = dyn_cast<scf::ForOp>(op)) {
    linkLoop(loop);
    return;
  }
  if (auto loop = dyn_cast<scf::WhileOp>(op)) {
    linkWhile(loop);
    return;
  }
  if (auto ifOp = dyn_cast<scf::IfOp>(op)) {
    linkIf(ifOp);
    return;
  }
  if (isa<scf::YieldOp, scf::ConditionOp>(op))
    return;
  // The entry expand of an argument split per part: the cleave.constraint
  // after it states its sharding, which no rule of the expand can carry.
  if (!getPerPartEntryDims(op).empty())
    return;
  // The exit collapse of a value computed per part: the function's result
  // is split per part as its source is (writeBack), which no rule of the
  // collapse can carry either.
  if (!getPerPartExitDims(op).empty())
    return;
  FailureOr<ShardingRule> rule = getShardingRule(op);
  if (succeeded(rule) && succeeded(rule->verify(op))) {
    SmallVector<Value> operands = rule->getOperandValues(op);
    addEdge(op, std::move(*rule), operands,
            SmallVector<Value>(op->getResults()));
    return;
  }
  replicateWithoutRule(op);
}

/// What a function returns is its result (virtual) values.
void Propagator::linkReturn(func::ReturnOp ret) {
  auto fn = ret->getParentOfType<func::FuncOp>();
  for (auto [i, v] : llvm::enumerate(ret.getOperands())) {
    auto it = funcResults.find({fn.getOperation(), (unsigned)i});
    if (it != funcResults.end())
      addLink(ret, {valueId(v)}, {it->second});
  }
}

/// A call passes its operands to the callee's arguments and takes the
/// callee's results; a callee without a body leaves its results replicated.
void Propagator::linkCall(func::CallOp call) {
  Operation *op = call;
  auto callee = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
      op, call.getCalleeAttr());
  if (!callee || callee.isDeclaration()) {
    op->emitWarning() << "call to @" << call.getCallee()
                      << " without a body: its tensors are treated as "
                         "replicated (state its factors with "
                         "'cleave.sharding_rule' to shard it)";
    ++numNoRule;
    for (Value r : op->getResults())
      if (unsigned id = valueId(r); id != ~0u)
        for (DimState &d : values[id].dims)
          d.closed = true, d.priority = kUserPriority;
    return;
  }
  for (auto [i, v] : llvm::enumerate(call.getOperands()))
    addLink(op, {valueId(v)}, {valueId(callee.getArgument(i))});
  for (auto [i, r] : llvm::enumerate(call.getResults())) {
    auto it = funcResults.find({callee.getOperation(), (unsigned)i});
    if (it != funcResults.end())
      addLink(op, {it->second}, {valueId(r)});
  }
}

/// A loop keeps each init, yielded value, iteration argument and result
/// equal.
void Propagator::linkLoop(scf::ForOp loop) {
  auto yield = cast<scf::YieldOp>(loop.getBody()->getTerminator());
  for (unsigned i = 0, e = loop.getNumResults(); i < e; ++i)
    addLink(loop,
            {valueId(loop.getInitArgs()[i]), valueId(yield.getOperand(i))},
            {valueId(loop.getRegionIterArgs()[i]),
             valueId(loop.getResult(i))});
}

/// A while loop carries one sharding per value, as a for loop does: the
/// init, the before region's argument and the value the after region
/// yields; and the value the condition forwards, the after region's
/// argument and the loop's result. Where the condition forwards a before
/// argument as it is (JAX's loops), the two are the same value.
void Propagator::linkWhile(scf::WhileOp loop) {
  scf::ConditionOp cond = loop.getConditionOp();
  scf::YieldOp yield = loop.getYieldOp();
  for (unsigned i = 0, e = loop.getInits().size(); i < e; ++i)
    addLink(loop, {valueId(loop.getInits()[i]), valueId(yield.getOperand(i))},
            {valueId(loop.getBeforeArguments()[i])});
  for (unsigned j = 0, e = loop.getNumResults(); j < e; ++j)
    addLink(loop, {valueId(cond.getArgs()[j])},
            {valueId(loop.getAfterArguments()[j]),
             valueId(loop.getResult(j))});
}

/// An if's results are what its branches yield.
void Propagator::linkIf(scf::IfOp ifOp) {
  for (unsigned i = 0, e = ifOp.getNumResults(); i < e; ++i) {
    SmallVector<unsigned> sources;
    for (Region *region : {&ifOp.getThenRegion(), &ifOp.getElseRegion()})
      if (!region->empty())
        sources.push_back(
            valueId(region->front().getTerminator()->getOperand(i)));
    addLink(ifOp, sources, {valueId(ifOp.getResult(i))});
  }
}

/// An op without a (valid) rule runs replicated: its results are closed
/// whole (but for annotated dims) and never partial.
void Propagator::replicateWithoutRule(Operation *op) {
  ++numNoRule;
  bool captures = !getCapturedTensors(op).empty();
  op->emitWarning() << "'" << op->getName()
                    << "' has no sharding rule: its results are replicated "
                       "and its operands"
                    << (captures ? " and the tensors its regions capture" : "")
                    << " will be gathered";
  for (Value r : op->getResults()) {
    unsigned id = valueId(r);
    if (id == ~0u)
      continue;
    for (DimState &d : values[id].dims)
      if (!d.annotated)
        d.closed = true, d.priority = kUserPriority;
    values[id].partialClosed = true;
  }
}

//===----------------------------------------------------------------------===//
// The fixpoint
//===----------------------------------------------------------------------===//

/// Splits the axes of one dim over its factors (major to minor). Fails if
/// an axis straddles two factors.
bool Propagator::projectDim(const ValueState &state, unsigned d,
                            ArrayRef<unsigned> factors,
                            const ShardingRule &rule,
                            SmallVectorImpl<SmallVector<unsigned, 2>> &out) {
  return projectDimAxes(rule, factors, state.dims[d].axes, axisSizes, out);
}

/// A split that the op's factors cannot express (an axis straddles two
/// factors of a reshape, or the dim is one no factor indexes).
void Propagator::reportUnprojectable(const Edge &edge, const ValueState &state,
                                     unsigned d, ArrayRef<unsigned> factors) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "cannot carry the split of dim " << d << " of " << state.name << " ("
     << axesString(state.dims[d].axes) << ") through "
     << edge.op->getName() << ": ";
  if (factors.empty()) {
    os << "the op has no factor for that dim";
  } else {
    os << "the dim is the compound of factors of sizes ";
    llvm::interleave(
        factors, os,
        [&](unsigned f) { os << edge.rule.factors[f].size; }, " x ");
    os << " (major to minor) and the mesh axes (sizes ";
    llvm::interleave(
        state.dims[d].axes, os, [&](unsigned a) { os << axisSizes[a]; },
        ", ");
    os << ") do not divide them in order";
  }
  os << "; it will be resharded";
  edge.op->emitWarning() << text;
  conflicts.push_back({edge.op, text});
}

namespace {
struct Candidate {
  SmallVector<unsigned, 2> axes;
  int64_t priority;
  int64_t tensorSize;
  unsigned position;
  unsigned valueId;
  unsigned dim;
};
} // namespace

static bool isPrefix(ArrayRef<unsigned> a, ArrayRef<unsigned> b) {
  return a.size() <= b.size() && std::equal(a.begin(), a.end(), b.begin());
}

Propagator::PartialFlowIn Propagator::partialFlowIn(const Edge &edge) const {
  const ShardingRule &rule = edge.rule;
  PartialFlowIn flow;
  bool partialOk = true;
  unsigned numPartial = 0, numCounted = 0;
  SmallVector<unsigned, 2> partialIds;
  SmallVector<int64_t, 2> partialBytes;
  for (auto [i, id] : llvm::enumerate(edge.operands)) {
    if (id == ~0u || rule.isUnusedOperand(i))
      continue;
    const ValueState &in = values[id];
    bool counted = rule.isPartialOperand(i);
    if (in.partial.empty()) {
      if (counted)
        ++numCounted;
      continue;
    }
    if (!counted || in.partialKind != ReductionKind::sum) {
      partialOk = false;
      continue;
    }
    ++numCounted;
    ++numPartial;
    SmallVector<unsigned, 2> sorted(in.partial.begin(), in.partial.end());
    llvm::sort(sorted);
    SmallVector<unsigned, 2> flowSorted(flow.axes.begin(), flow.axes.end());
    llvm::sort(flowSorted);
    // One value read twice by a product (x * x) is no sum of partial
    // products; a sum (x + x) is.
    if (numPartial == 1) {
      flow.axes.assign(in.partial.begin(), in.partial.end());
      flow.origin = in.partialOrigin;
      flow.via = in.partialVia;
    } else if (sorted != flowSorted ||
               (rule.partialFlow != PartialFlow::Additive &&
                llvm::is_contained(partialIds, id))) {
      partialOk = false;
    }
    partialIds.push_back(id);
    partialBytes.push_back(localBytes(in));
  }
  if (numPartial && rule.partialFlow == PartialFlow::Additive &&
      numPartial != numCounted)
    partialOk = false;
  // Linear in each operand: the largest partial operand stays partial and
  // the others are reduced before the op.
  if (partialOk && numPartial > 1 &&
      rule.partialFlow == PartialFlow::Multilinear) {
    std::optional<unsigned> keeper = partialKeeper(partialBytes);
    if (!keeper) {
      partialOk = false;
    } else {
      const ValueState &kept = values[partialIds[*keeper]];
      flow.keeper = partialIds[*keeper];
      flow.origin = kept.partialOrigin;
      flow.via = kept.partialVia;
    }
  }
  if (rule.partialFlow == PartialFlow::None || !partialOk)
    flow.axes.clear();
  return flow;
}

SmallVector<MinorSplitCollapse>
Propagator::minorSplitCollapses(SmallVectorImpl<MergePattern> &seen) {
  using Pattern = MergePattern;
  SmallVector<Pattern> patterns;
  auto groupSizes = [](tensor::CollapseShapeOp c, ArrayRef<int64_t> group) {
    SmallVector<int64_t> sizes;
    for (int64_t d : group)
      sizes.push_back(c.getSrcType().getDimSize(d));
    return sizes;
  };
  SmallVector<tensor::CollapseShapeOp> all;
  for (const Edge &edge : edges) {
    auto collapse = dyn_cast_or_null<tensor::CollapseShapeOp>(edge.op);
    if (edge.isLink || !collapse || !collapse.getSrcType().hasStaticShape())
      continue;
    all.push_back(collapse);
    auto it = ids.find(collapse.getSrc());
    if (it == ids.end())
      continue;
    const ValueState &src = values[it->second];
    for (const ReassociationIndices &group :
         collapse.getReassociationIndices()) {
      // The merged dim's axes split its dims major to minor: a split dim
      // after a dim of size > 1 not split all the way cannot be stated.
      bool wholeMajor = false;
      for (auto [k, d] : llvm::enumerate(group)) {
        bool split = d < int64_t(src.dims.size()) && !src.dims[d].axes.empty();
        if (split && wholeMajor) {
          Pattern p{groupSizes(collapse, group), unsigned(k)};
          if (!llvm::is_contained(patterns, p) && !llvm::is_contained(seen, p))
            patterns.push_back(p);
          break;
        }
        int64_t product = 1;
        if (d < int64_t(src.dims.size()))
          for (unsigned a : src.dims[d].axes)
            product *= axisSizes[a];
        wholeMajor |= product < collapse.getSrcType().getDimSize(d);
      }
    }
  }
  // Every merge of the same dims: the layout a split minor dim shows at one
  // collapse (the batch of [seq, batch]) is that of the others, which the
  // split reaches only once the first is rewritten.
  seen.append(patterns.begin(), patterns.end());
  SmallVector<MinorSplitCollapse> found;
  for (tensor::CollapseShapeOp collapse : all)
    for (auto [g, group] : llvm::enumerate(collapse.getReassociationIndices()))
      for (const Pattern &p : patterns)
        if (groupSizes(collapse, group) == p.first) {
          found.push_back({collapse, unsigned(g), unsigned(group[p.second])});
          break;
        }
  return found;
}

DenseSet<Value> Propagator::reducedAnyway() const {
  DenseSet<Value> out;
  for (const ValueState &v : values) {
    if (!v.value || v.partial.empty() || v.useEdges.size() < 2 ||
        readReduced.contains(v.value))
      continue;
    unsigned id = ids.lookup(v.value);
    bool keeps = false, reduces = false;
    for (unsigned use : v.useEdges)
      (keepsPartial(use, id) ? keeps : reduces) = true;
    if (keeps && reduces) {
      out.insert(v.value);
      continue;
    }
    // All uses keep it pending: one narrows it (a sum whose result is
    // reduced on its own) while another carries it, at full size, to a
    // reduction anyway. Reducing it once here covers both.
    int64_t bytes = localBytes(v);
    if (bytes <= 0)
      continue;
    bool narrows = false, wide = false;
    DenseMap<unsigned, bool> memo;
    for (unsigned use : v.useEdges)
      for (unsigned r : edges[use].results) {
        if (r == ~0u || values[r].partial.empty())
          continue;
        int64_t rb = localBytes(values[r]);
        if (rb >= 0 && rb * 2 <= bytes)
          narrows = true;
        else if (rb >= bytes && reducedAtSize(r, bytes, 0, memo))
          wide = true;
      }
    if (narrows && wide)
      out.insert(v.value);
  }
  return out;
}

bool Propagator::reducedAtSize(unsigned id, int64_t bytes, unsigned depth,
                               DenseMap<unsigned, bool> &memo) const {
  constexpr unsigned kMaxDepth = 16;
  if (depth > kMaxDepth)
    return false;
  auto [it, inserted] = memo.try_emplace(id, false);
  if (!inserted)
    return it->second;
  bool found = false;
  for (unsigned use : values[id].useEdges) {
    // Reduced here, at this value's size (>= bytes): the use does not keep
    // it pending, or its results do not carry the pending state.
    bool carried = keepsPartial(use, id) &&
                   llvm::all_of(edges[use].results, [&](unsigned r) {
                     return r == ~0u ||
                            values[r].partial == values[id].partial;
                   });
    if (!carried) {
      found = true;
      break;
    }
    for (unsigned r : edges[use].results)
      if (r != ~0u && !values[r].partial.empty() &&
          localBytes(values[r]) >= bytes &&
          reducedAtSize(r, bytes, depth + 1, memo)) {
        found = true;
        break;
      }
    if (found)
      break;
  }
  memo[id] = found;
  return found;
}

bool Propagator::keepsPartial(unsigned edgeId, unsigned id) const {
  const Edge &edge = edges[edgeId];
  if (cheaperToReduceFirst(edge, id))
    return false;
  PartialFlowIn flow = partialFlowIn(edge);
  if (flow.keeper && *flow.keeper != id)
    return false;
  SmallVector<unsigned, 2> have(values[id].partial.begin(),
                                values[id].partial.end());
  SmallVector<unsigned, 2> flows(flow.axes.begin(), flow.axes.end());
  llvm::sort(have);
  llvm::sort(flows);
  if (flows != have)
    return false;
  // A result whose partial state is fixed without these axes (a function
  // result returned whole) reduces them.
  for (unsigned r : edge.results) {
    if (r == ~0u || !values[r].partialClosed)
      continue;
    SmallVector<unsigned, 2> fixed(values[r].partial.begin(),
                                   values[r].partial.end());
    llvm::sort(fixed);
    if (fixed != flows)
      return false;
  }
  return true;
}

/// One visit of an edge: its tensors, the candidate and chosen axes of its
/// factors, and the partial state that flows through it.
struct Propagator::EdgeVisit {
  /// A tensor of the edge with its factors, operands first.
  struct Slot {
    unsigned id;
    const TensorFactors *factors;
    bool isResult;
    unsigned index;
  };
  Edge &edge;
  const ShardingRule &rule;
  SmallVector<Slot> slots;
  SmallVector<SmallVector<Candidate, 2>> candidates;
  SmallVector<SmallVector<unsigned, 2>> chosen;
  SmallVector<const Candidate *> winner;
  SmallVector<unsigned, 2> flowPartial;
  std::optional<unsigned> flowOrigin;
  Operation *flowVia = nullptr;

  explicit EdgeVisit(Edge &edge)
      : edge(edge), rule(edge.rule), candidates(rule.factors.size()),
        chosen(rule.factors.size()), winner(rule.factors.size(), nullptr) {
    for (auto [i, id] : llvm::enumerate(edge.operands))
      if (id != ~0u)
        slots.push_back({id, &rule.operands[i], false, (unsigned)i});
    for (auto [i, id] : llvm::enumerate(edge.results))
      if (id != ~0u)
        slots.push_back({id, &rule.results[i], true, (unsigned)i});
  }
};

void Propagator::visit(unsigned edgeId, int64_t level, bool check) {
  if (!check)
    ++numVisits;
  EdgeVisit v(edges[edgeId]);
  collectCandidates(v, level, check);
  chooseFactorAxes(v);
  flowPartialsThrough(v, edgeId);
  for (unsigned pos = 0; pos < v.slots.size(); ++pos) {
    bool changed = extendDims(v, pos, check);
    changed |= v.slots[pos].isResult ? updateResultPartial(v, pos, check)
                                     : checkOperandPartial(v, pos, check);
    if (!check && changed)
      enqueueNeighbours(v.slots[pos].id, edgeId);
  }
}

/// 1. Candidates per factor: what each tensor's dims that carry
/// information at `level` say about the factors that index them.
void Propagator::collectCandidates(EdgeVisit &v, int64_t level, bool check) {
  SmallVector<SmallVector<unsigned, 2>> split;
  for (auto [pos, slot] : llvm::enumerate(v.slots)) {
    const ValueState &state = values[slot.id];
    int64_t size = state.type.hasStaticShape() ? state.type.getNumElements()
                                               : 0;
    for (unsigned d = 0; d < state.dims.size(); ++d) {
      if (!state.hasInfo(d, level))
        continue;
      if (!projectDim(state, d, (*slot.factors)[d], v.rule, split)) {
        if (check)
          reportUnprojectable(v.edge, state, d, (*slot.factors)[d]);
        continue;
      }
      for (auto [k, f] : llvm::enumerate((*slot.factors)[d])) {
        // A closed dim also says "no more axes" for its last factor only;
        // an empty candidate from an inner factor carries no information.
        if (split[k].empty() && !state.dims[d].closed)
          continue;
        v.candidates[f].push_back({split[k], state.dims[d].priority, size,
                                   (unsigned)pos, slot.id, d});
      }
    }
  }
}

/// What a factor keeping its winner's axes is worth when factors compete
/// for an axis, in bytes one device moves: each tensor that agrees with it
/// would otherwise be resharded, and a reduction factor costs the reduction
/// of the results it leaves partial. Every tensor is measured as the op
/// would split it if the factor keeps its axes (its own axes, and the
/// others' chosen axes that it does not take), not as split so far: a
/// tensor that propagation has not yet reached on its other dims is not
/// worth more for it. GShard's combine einsum (`gsec,egcd->gsd`, tokens
/// split on g, expert outputs on e) thus moves the expert outputs back to
/// the token groups instead of reducing the whole [g, s, d] result; a
/// ZeRO-3 weight split on its contracted dim over the batch axis is
/// gathered instead of leaving the activations partial.
int64_t Propagator::bytesIfKept(const EdgeVisit &v, unsigned slotPos,
                                unsigned f) const {
  const EdgeVisit::Slot &slot = v.slots[slotPos];
  const ValueState &state = values[slot.id];
  if (!state.type || !state.type.hasStaticShape())
    return -1;
  ArrayRef<unsigned> mine = v.chosen[f];
  int64_t bytes =
      std::max<int64_t>(1, getElementBytes(state.type.getElementType()));
  for (auto [d, size] : llvm::enumerate(state.type.getShape())) {
    int64_t n = 1;
    for (unsigned g : (*slot.factors)[d])
      for (unsigned a : v.chosen[g])
        if (g == f || !llvm::is_contained(mine, a))
          n *= axisSizes[a];
    bytes *= (size + n - 1) / n;
  }
  return bytes;
}

SmallVector<int64_t>
Propagator::contentionScores(const EdgeVisit &v,
                             ArrayRef<unsigned> factors) const {
  SmallVector<int64_t> score(v.rule.factors.size(), 0);
  for (unsigned f : factors) {
    ArrayRef<unsigned> mine = v.winner[f]->axes;
    for (const Candidate &c : v.candidates[f])
      if (ArrayRef<unsigned>(c.axes) == mine)
        score[f] += std::max<int64_t>(bytesIfKept(v, c.position, f), 1);
    if (v.rule.factors[f].kind != FactorKind::Reduction)
      continue;
    for (auto [pos, slot] : llvm::enumerate(v.slots))
      if (slot.isResult)
        score[f] -= std::max<int64_t>(bytesIfKept(v, pos, f), 1);
  }
  return score;
}

/// 2. One list of axes per factor: the strongest candidate, then the one
/// with more axes, the larger tensor, the first position. An axis serves
/// one factor: stronger factors keep it, then those that more data already
/// agrees with (the fewest bytes to reshard).
void Propagator::chooseFactorAxes(EdgeVisit &v) {
  unsigned numFactors = v.rule.factors.size();
  SmallVector<unsigned> order;
  for (unsigned f = 0; f < numFactors; ++f) {
    if (v.candidates[f].empty())
      continue;
    const Candidate *best = &v.candidates[f][0];
    for (const Candidate &c : v.candidates[f]) {
      auto key = [](const Candidate &x) {
        return std::make_tuple(x.priority, -(int64_t)x.axes.size(),
                               -x.tensorSize, x.position);
      };
      if (key(c) < key(*best))
        best = &c;
    }
    v.winner[f] = best;
    if (v.rule.factors[f].kind == FactorKind::NeedsReplication)
      continue;
    v.chosen[f] = best->axes;
    order.push_back(f);
  }
  SmallVector<int64_t> support = contentionScores(v, order);
  llvm::sort(order, [&](unsigned a, unsigned b) {
    return std::make_tuple(v.winner[a]->priority, -support[a], a) <
           std::make_tuple(v.winner[b]->priority, -support[b], b);
  });
  SmallVector<bool> used(axisSizes.size(), false);
  for (unsigned f : order) {
    auto &axes = v.chosen[f];
    for (unsigned k = 0; k < axes.size(); ++k)
      if (used[axes[k]]) {
        axes.resize(k);
        break;
      }
    for (unsigned a : axes)
      used[a] = true;
  }
}

/// 3. Partial values flowing in. A partial operand that another of its
/// uses reduces anyway (a non-linear use: g * g, a return) is read reduced
/// here too: keeping it pending would only add a second reduction later
/// (Adam reads each gradient three times). Shardings of factors come before
/// keeping a partial value pending: if a factor is split by an axis the
/// value is partial over, it is reduced before the op instead.
/// Bytes of one device's piece of a value, as its dims are split now.
int64_t Propagator::localBytes(const ValueState &state) const {
  if (!state.type || !state.type.hasStaticShape())
    return -1;
  int64_t bytes =
      std::max<int64_t>(1, getElementBytes(state.type.getElementType()));
  for (auto [d, size] : llvm::enumerate(state.type.getShape())) {
    int64_t n = 1;
    if (d < state.dims.size())
      for (unsigned a : state.dims[d].axes)
        n *= axisSizes[a];
    bytes *= (size + n - 1) / n;
  }
  return bytes;
}

/// Whether reducing `operand` before the edge is cheaper than carrying its
/// partial state into the edge's results: a result more than twice its size
/// (a broadcast of LayerNorm's or softmax's statistics, a matmul that
/// widens) costs at least a reduce_scatter of the result later, more than
/// the all_reduce of the operand now.
bool Propagator::cheaperToReduceFirst(const Edge &edge, unsigned operand) const {
  int64_t in = localBytes(values[operand]);
  if (in < 0)
    return false;
  return llvm::any_of(edge.results, [&](unsigned id) {
    return id != ~0u && localBytes(values[id]) > 2 * in;
  });
}

void Propagator::flowPartialsThrough(EdgeVisit &v, unsigned edgeId) {
  PartialFlowIn flow = partialFlowIn(v.edge);
  for (unsigned id : v.edge.operands) {
    if (id == ~0u || values[id].partial.empty() || flow.axes.empty() ||
        (flow.keeper && *flow.keeper != id))
      continue;
    bool reduced = values[id].value && readReduced.contains(values[id].value);
    for (unsigned use : values[id].useEdges)
      reduced |= use != edgeId && !keepsPartial(use, id);
    if (reduced || cheaperToReduceFirst(v.edge, id))
      flow.axes.clear();
  }
  v.flowPartial = flow.axes;
  v.flowOrigin = flow.origin;
  v.flowVia = flow.via;
  for (const auto &axes : v.chosen)
    for (unsigned a : axes)
      if (llvm::is_contained(v.flowPartial, a))
        v.flowPartial.clear();
}

/// 4. Extends the open dims of tensor `pos` of the visit by the axes of its
/// factors; with `check`, reports dims that disagree with the op instead.
/// True if a dim grew.
bool Propagator::extendDims(EdgeVisit &v, unsigned pos, bool check) {
  const EdgeVisit::Slot &slot = v.slots[pos];
  ValueState &state = values[slot.id];
  bool changed = false;
  for (unsigned d = 0; d < state.dims.size(); ++d) {
    DimState &dim = state.dims[d];
    SmallVector<unsigned, 2> want;
    int64_t priority = kNoPriority;
    const Candidate *source = nullptr;
    // The dim's axes are its factors' axes, major to minor, as long as each
    // factor before a split one is split all the way (composeDimAxes): a
    // merged [8, 4] split over "x" on the 8 and "y" on the 4 is no split of
    // the merged dim, so it keeps only "x" (the collapse is rewritten by
    // minorSplitCollapses).
    bool majorWhole = true;
    for (unsigned f : (*slot.factors)[d]) {
      if (!v.chosen[f].empty() && !majorWhole)
        break;
      int64_t product = 1;
      for (unsigned a : v.chosen[f])
        product *= axisSizes[a];
      majorWhole = product == v.rule.factors[f].size;
      want.append(v.chosen[f].begin(), v.chosen[f].end());
      if (v.winner[f] && !v.chosen[f].empty() &&
          v.winner[f]->priority < priority) {
        priority = v.winner[f]->priority;
        source = v.winner[f];
      }
    }
    if (check) {
      if (want != ArrayRef<unsigned>(dim.axes)) {
        // This tensor disagrees with the op: a reshard point.
        std::string text;
        llvm::raw_string_ostream os(text);
        os << "dim " << d << " of " << state.name << " is "
           << axesString(dim.axes) << " but the op ";
        if (source)
          os << "follows "
             << describe(values[source->valueId],
                         values[source->valueId].dims[source->dim])
             << " and ";
        os << "wants " << axesString(want) << "; it will be resharded";
        conflicts.push_back({v.edge.op, text});
      }
      continue;
    }
    if (!isPrefix(dim.axes, want) || dim.closed ||
        want.size() == dim.axes.size())
      continue;
    // Never reuse an axis that another dim or the partial state holds.
    SmallVector<bool> taken(axisSizes.size(), false);
    for (unsigned o = 0; o < state.dims.size(); ++o)
      if (o != d)
        for (unsigned a : state.dims[o].axes)
          taken[a] = true;
    for (unsigned a : state.partial)
      taken[a] = true;
    unsigned keep = dim.axes.size();
    while (keep < want.size() && !taken[want[keep]])
      ++keep;
    if (keep == dim.axes.size())
      continue;
    want.resize(keep);
    dim.axes = want;
    dim.priority = priority;
    dim.origin = source ? values[source->valueId].dims[source->dim].origin
                        : kNoOrigin;
    dim.via = v.edge.op;
    dim.forward = slot.isResult;
    changed = true;
  }
  return changed;
}

/// With `check`, reports an operand that is partial and cannot stay so
/// through the op (it will be reduced first). Never changes anything.
bool Propagator::checkOperandPartial(EdgeVisit &v, unsigned pos, bool check) {
  const EdgeVisit::Slot &slot = v.slots[pos];
  const ValueState &state = values[slot.id];
  if (check && !state.partial.empty() && v.flowPartial.empty() &&
      !v.rule.isUnusedOperand(slot.index))
    conflicts.push_back({v.edge.op, state.name + " is partial over " +
                                        axesString(state.partial) +
                                        " and cannot stay partial through "
                                        "this op; it will be reduced first"});
  return false;
}

/// What result `pos` is produced partial over: the partial values flowing
/// in plus the axes of split reduction factors. Grows the result's partial
/// state (or, with `check`, reports a disagreement); true if it grew.
bool Propagator::updateResultPartial(EdgeVisit &v, unsigned pos, bool check) {
  ValueState &state = values[v.slots[pos].id];
  const ShardingRule &rule = v.rule;
  SmallVector<unsigned, 2> partial = v.flowPartial;
  unsigned origin = v.flowOrigin ? *v.flowOrigin : kNoOrigin;
  Operation *via = v.flowPartial.empty() ? nullptr : v.flowVia;
  bool reductionOk =
      v.flowPartial.empty() || rule.reductionKind == ReductionKind::sum;
  for (unsigned f = 0; f < rule.factors.size() && reductionOk; ++f) {
    if (rule.factors[f].kind != FactorKind::Reduction)
      continue;
    for (unsigned a : v.chosen[f])
      if (!llvm::is_contained(partial, a)) {
        partial.push_back(a);
        if (origin == kNoOrigin && v.winner[f])
          origin = values[v.winner[f]->valueId].dims[v.winner[f]->dim].origin;
        via = v.edge.op;
      }
  }
  ReductionKind kind =
      v.flowPartial.empty() ? rule.reductionKind : ReductionKind::sum;
  if (check) {
    SmallVector<unsigned, 2> have(state.partial.begin(), state.partial.end());
    SmallVector<unsigned, 2> want(partial.begin(), partial.end());
    llvm::sort(have);
    llvm::sort(want);
    if (have != want && !want.empty())
      conflicts.push_back(
          {v.edge.op, state.name + " is produced partial over " +
                          axesString(partial) + " but is " +
                          (have.empty() ? std::string("not partial")
                                        : "partial over " +
                                              axesString(state.partial)) +
                          "; it will be reduced"});
    return false;
  }
  if (state.partialClosed)
    return false;
  // Axes already splitting a dim of the result cannot be partial.
  partial.erase(llvm::remove_if(partial,
                                [&](unsigned a) {
                                  for (const DimState &dim : state.dims)
                                    if (llvm::is_contained(dim.axes, a))
                                      return true;
                                  return false;
                                }),
                partial.end());
  bool grows = partial.size() > state.partial.size() &&
               llvm::all_of(state.partial, [&](unsigned a) {
                 return llvm::is_contained(partial, a);
               });
  if (!grows)
    return false;
  state.partial = partial;
  state.partialKind = kind;
  state.partialOrigin = origin;
  state.partialVia = via;
  return true;
}

void Propagator::enqueueNeighbours(unsigned id, unsigned fromEdge) {
  const ValueState &state = values[id];
  auto push = [&](unsigned e) {
    if (e == ~0u || e == fromEdge || queued[e])
      return;
    queued[e] = true;
    worklist.push_back(e);
  };
  push(state.defEdge);
  for (unsigned e : state.useEdges)
    push(e);
}

void Propagator::run() {
  for (int64_t level : levels) {
    for (unsigned e = 0; e < edges.size(); ++e) {
      queued[e] = true;
      worklist.push_back(e);
    }
    // Then backwards once, so results' annotations reach early ops fast.
    for (unsigned e = edges.size(); e-- > 0;)
      worklist.push_back(e);
    while (!worklist.empty()) {
      unsigned e = worklist.front();
      worklist.pop_front();
      queued[e] = false;
      visit(e, level, /*check=*/false);
    }
  }
  // With the fixpoint reached, every disagreement left is a reshard.
  for (unsigned e = 0; e < edges.size(); ++e) {
    visit(e, kNoPriority, /*check=*/true);
    reportCapturedGathers(edges[e]);
  }
}

/// A captured tensor split on a dim the op's body cannot read locally is
/// gathered before the op: say so, since nothing in the IR shows the use.
void Propagator::reportCapturedGathers(const Edge &edge) {
  if (edge.isLink || edge.rule.captured.empty())
    return;
  unsigned first = edge.rule.operands.size() - edge.rule.captured.size();
  for (unsigned k = 0; k < edge.rule.captured.size(); ++k) {
    unsigned id = edge.operands[first + k];
    if (id == ~0u)
      continue;
    const ValueState &state = values[id];
    const TensorFactors &dims = edge.rule.operands[first + k];
    for (auto [d, dim] : llvm::enumerate(state.dims)) {
      if (dim.axes.empty() || d >= dims.size())
        continue;
      bool local = llvm::all_of(dims[d], [&](unsigned f) {
        return edge.rule.factors[f].kind != FactorKind::NeedsReplication;
      });
      if (local && !dims[d].empty())
        continue;
      bool lookup = llvm::any_of(
          dims[d], [&](unsigned f) { return edge.rule.factors[f].lookup; });
      std::string text;
      llvm::raw_string_ostream os(text);
      os << "the body of " << edge.op->getName() << " reads " << state.name
         << " (captured from above, not an operand) "
         << (lookup ? "at computed positions whose masked reads would not "
                      "sum to its result"
                    : "in a way no sharding rule describes")
         << ": dim " << d << " (split over " << axesString(dim.axes)
         << ") is gathered before the op";
      edge.op->emitWarning() << text;
      conflicts.push_back({edge.op, text});
    }
  }
}

//===----------------------------------------------------------------------===//
// Output
//===----------------------------------------------------------------------===//

std::string Propagator::axesString(ArrayRef<unsigned> axes) const {
  return formatMeshAxes(mesh, axes);
}

ShardingAttr Propagator::toAttr(const ValueState &state, bool keepOpen) const {
  MLIRContext *ctx = module.getContext();
  SmallVector<DimShardingAttr> dims;
  for (const DimState &d : state.dims) {
    SmallVector<StringAttr> axes;
    for (unsigned a : d.axes)
      axes.push_back(StringAttr::get(ctx, mesh.getAxisName(a)));
    std::optional<int64_t> priority;
    if (d.annotated && d.priority != kUserPriority)
      priority = d.priority;
    dims.push_back(DimShardingAttr::get(ctx, axes, d.closed || !keepOpen,
                                        priority));
  }
  SmallVector<StringAttr> partial;
  for (unsigned a : state.partial)
    partial.push_back(StringAttr::get(ctx, mesh.getAxisName(a)));
  return ShardingAttr::get(ctx, FlatSymbolRefAttr::get(mesh.getSymNameAttr()),
                           dims, partial, state.partialKind);
}

ShardingAttr
Propagator::perPartExitSharding(tensor::CollapseShapeOp exit) {
  MLIRContext *ctx = exit.getContext();
  unsigned srcId = valueId(exit.getSrc());
  if (srcId == ~0u)
    return {};
  const ValueState &src = values[srcId];
  auto axesOf = [&](const DimState &d) {
    SmallVector<StringAttr> axes;
    for (unsigned a : d.axes)
      axes.push_back(StringAttr::get(ctx, mesh.getAxisName(a)));
    return axes;
  };
  SmallVector<DimShardingAttr> dims;
  for (const ReassociationIndices &group : exit.getReassociationIndices()) {
    const DimState &major = src.dims[group[0]];
    if (group.size() == 1) {
      dims.push_back(DimShardingAttr::get(ctx, axesOf(major), true,
                                          std::nullopt));
      continue;
    }
    // [parts, n / parts]: each device holds its slice of every part when
    // the parts dim is whole; a split parts dim is gathered (replicated).
    const DimState &minor = src.dims[group[1]];
    int64_t parts = exit.getSrcType().getDimSize(group[0]);
    if (!major.axes.empty() || minor.axes.empty())
      dims.push_back(DimShardingAttr::get(ctx, {}, true, std::nullopt));
    else
      dims.push_back(DimShardingAttr::get(ctx, axesOf(minor), true,
                                          std::nullopt, parts));
  }
  // What a function returns is whole: a pending reduction is done first.
  return ShardingAttr::get(ctx, FlatSymbolRefAttr::get(mesh.getSymNameAttr()),
                           dims, {}, {});
}

/// A training step returns each updated parameter and optimizer state
/// under the name (`cleave.name`) of the argument it replaces: the result
/// leaves in the argument's layout, so the next step reads it as it read the
/// argument (JAX's donated state with `out_shardings` equal to
/// `in_shardings`), unless its layout is stated. Under ZeRO-1 (parameters
/// replicated, optimizer state split) the update runs on each device's
/// slice and the new parameters are gathered once, where they are returned.
/// Per result of an entry function, the index of that argument, or -1.
SmallVector<int> Propagator::stateArguments(func::FuncOp fn) const {
  SmallVector<int> out(fn.getNumResults(), -1);
  if (!SymbolTable::symbolKnownUseEmpty(fn, module))
    return out;
  StringRef key = "cleave.name";
  llvm::StringMap<unsigned> args;
  for (unsigned i = 0, e = fn.getNumArguments(); i < e; ++i)
    if (auto name = fn.getArgAttrOfType<StringAttr>(i, key))
      args.try_emplace(name.getValue(), i);
  for (unsigned i = 0, e = fn.getNumResults(); i < e; ++i) {
    auto name = fn.getResultAttrOfType<StringAttr>(i, key);
    auto arg = name ? args.find(name.getValue()) : args.end();
    if (arg != args.end() &&
        fn.getArgument(arg->second).getType() == fn.getResultTypes()[i])
      out[i] = arg->second;
  }
  return out;
}

std::string Propagator::shardingString(const ValueState &state) const {
  std::string out;
  llvm::raw_string_ostream os(out);
  os << toAttr(state, /*keepOpen=*/false);
  return out;
}

void Propagator::writeBack(bool keepOpen) {
  module.walk([&](func::FuncOp fn) {
    if (fn.isDeclaration())
      return;
    StringRef name = CleaveDialect::getShardingAttrName();
    SmallVector<Attribute> args(fn.getNumArguments()),
        results(fn.getNumResults());
    for (unsigned i = 0, e = fn.getNumArguments(); i < e; ++i)
      if (ShardingAttr perPart = getPerPartArgSharding(fn.getArgument(i)))
        args[i] = perPart; // as stated: the constraint at entry says the rest
      else if (unsigned id = valueId(fn.getArgument(i)); id != ~0u)
        args[i] = toAttr(values[id], keepOpen);
    Operation *ret = fn.getBody().front().getTerminator();
    SmallVector<int> state = stateArguments(fn);
    for (unsigned i = 0, e = fn.getNumResults(); i < e; ++i) {
      auto exit = ret->getOperand(i).getDefiningOp<tensor::CollapseShapeOp>();
      ShardingAttr stated = getFuncResultSharding(fn, i);
      if (stated && stated.hasPerPartDims())
        results[i] = stated; // as stated: cleave-partition checks it
      else if (exit && !getPerPartExitDims(exit).empty())
        results[i] = perPartExitSharding(exit);
      else if (auto it = funcResults.find({fn.getOperation(), i});
               it != funcResults.end())
        results[i] = toAttr(values[it->second], keepOpen);
      // Updated state leaves in its argument's layout (a per-part one only
      // through its exit collapse, above).
      auto arg = state[i] >= 0 ? dyn_cast_or_null<ShardingAttr>(args[state[i]])
                               : ShardingAttr();
      if (!stated && arg && !arg.hasPerPartDims() &&
          !(exit && !getPerPartExitDims(exit).empty()))
        results[i] = arg;
    }
    setArgAttrsNamed(fn, name, args);
    setResultAttrsNamed(fn, name, results);
    fn.walk([&](Operation *op) {
      if (isa<ConstraintOp>(op) || op->getNumResults() == 0)
        return;
      if (!llvm::any_of(op->getResultTypes(), llvm::IsaPred<RankedTensorType>))
        return;
      SmallVector<ShardingAttr> shardings;
      bool all = true;
      for (Value r : op->getResults()) {
        // A scalar beside tensors (a loop's counter) has no sharding.
        if (!isa<RankedTensorType>(r.getType())) {
          shardings.push_back({});
          continue;
        }
        unsigned id = valueId(r);
        if (id == ~0u) {
          all = false;
          break;
        }
        shardings.push_back(toAttr(values[id], keepOpen));
      }
      if (all)
        setResultShardings(op, shardings);
    });
  });
}

std::string Propagator::describe(const ValueState &state,
                                 const DimState &dim) const {
  std::string out;
  llvm::raw_string_ostream os(out);
  if (dim.origin == kNoOrigin)
    os << "no annotation";
  else
    os << origins[dim.origin];
  if (dim.via)
    os << " (" << (dim.forward ? "forward" : "backward") << " through "
       << dim.via->getName() << " at " << locString(dim.via->getLoc()) << ")";
  return out;
}

void Propagator::explain(bool asRemarks, raw_ostream *report) {
  auto explainValue = [&](const ValueState &state) {
    std::string out;
    llvm::raw_string_ostream os(out);
    os << state.name << ": " << shardingString(state);
    for (auto [d, dim] : llvm::enumerate(state.dims)) {
      if (dim.axes.empty())
        continue;
      os << "; dim " << d << " " << axesString(dim.axes) << " from "
         << describe(state, dim);
    }
    if (!state.partial.empty()) {
      os << "; partial " << axesString(state.partial) << " from ";
      if (state.partialClosed)
        os << (state.partialOrigin == kNoOrigin
                   ? std::string("an annotation")
                   : origins[state.partialOrigin]);
      else {
        os << "a sharded reduction";
        if (state.partialOrigin != kNoOrigin)
          os << " split by " << origins[state.partialOrigin];
        if (state.partialVia)
          os << " (in " << state.partialVia->getName() << " at "
             << locString(state.partialVia->getLoc()) << ")";
      }
    }
    return out;
  };
  if (report)
    *report << "cleave-propagate report (mesh @" << mesh.getSymName()
            << ")\n";
  module.walk([&](func::FuncOp fn) {
    if (fn.isDeclaration())
      return;
    if (report)
      *report << "\nfunc @" << fn.getSymName() << "\n";
    for (unsigned i = 0, e = fn.getNumArguments(); i < e; ++i) {
      unsigned id = valueId(fn.getArgument(i));
      if (id == ~0u)
        continue;
      std::string text = explainValue(values[id]);
      if (asRemarks)
        fn.emitRemark() << text;
      if (report)
        *report << "  " << text << "\n";
    }
    fn.walk([&](Operation *op) {
      for (Value r : op->getResults()) {
        unsigned id = ids.lookup(r);
        if (!ids.count(r))
          continue;
        std::string text = explainValue(values[id]);
        if (asRemarks)
          op->emitRemark() << text;
        if (report)
          *report << "  " << text << "  [" << locString(op->getLoc())
                  << "]\n";
      }
    });
    for (unsigned i = 0, e = fn.getNumResults(); i < e; ++i) {
      auto it = funcResults.find({fn.getOperation(), i});
      if (it == funcResults.end())
        continue;
      std::string text = explainValue(values[it->second]);
      if (asRemarks)
        fn.emitRemark() << text;
      if (report)
        *report << "  " << text << "\n";
    }
  });
  if (report)
    *report << "\nconflicts: " << conflicts.size() << "\n";
  for (const Conflict &c : conflicts) {
    if (asRemarks)
      c.op->emitRemark() << "conflict: " << c.text;
    if (report)
      *report << "  " << c.op->getName() << " at " << locString(c.op->getLoc()) << ": "
              << c.text << "\n";
  }
}

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

namespace {
struct PropagatePass : cleave::impl::CleavePropagateBase<PropagatePass> {
  using CleavePropagateBase::CleavePropagateBase;

  /// Builds and runs a propagator. If its shardings split a minor dim of
  /// a collapse_shape's merged group ([seq, batch] -> [seq * batch], the
  /// batch split), which the merged dim cannot carry, the collapse's users
  /// are rewritten over the two halves and propagation runs again on the
  /// rewritten program; the first run's warnings are dropped then, and
  /// emitted otherwise.
  LogicalResult
  propagateExpandingCollapses(ModuleOp module, MeshOp mesh,
                              std::unique_ptr<Propagator> &propagator) {
    // Each rewrite can expose another collapse further on (a residual
    // path collapsed apart): a few rounds.
    constexpr unsigned kRounds = 4;
    SmallVector<MergePattern> seen;
    for (unsigned round = 0;; ++round) {
      SmallVector<std::pair<Location, std::string>> held;
      {
        ScopedDiagnosticHandler hold(&getContext(), [&](Diagnostic &d) {
          if (d.getSeverity() != DiagnosticSeverity::Warning)
            return failure();
          held.push_back({d.getLocation(), d.str()});
          return success();
        });
        propagator = std::make_unique<Propagator>(module, mesh);
        if (failed(propagator->build()))
          return failure();
        propagator->run();
      }
      SmallVector<MinorSplitCollapse> collapses =
          round + 1 < kRounds ? propagator->minorSplitCollapses(seen)
                              : SmallVector<MinorSplitCollapse>();
      // Nothing rewritten: the program is unchanged.
      if (collapses.empty() || expandMinorSplitCollapses(collapses) == 0) {
        for (auto &[loc, text] : held)
          emitWarning(loc) << text;
        return success();
      }
    }
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<MeshOp> meshes;
    for (auto m : module.getOps<MeshOp>())
      meshes.push_back(m);
    if (meshes.empty())
      return; // nothing can be sharded without a mesh
    if (failed(checkPassInput(module, "cleave-propagate")))
      return signalPassFailure();
    // The mesh the annotations use (the first one they name), else the
    // only mesh there is.
    MeshOp mesh;
    module.walk([&](Operation *op) {
      auto visitAttr = [&](Attribute a) {
        if (auto s = dyn_cast_or_null<ShardingAttr>(a))
          if (!mesh)
            mesh = lookupMesh(module, s.getMesh());
      };
      if (auto fn = dyn_cast<func::FuncOp>(op)) {
        for (unsigned i = 0; i < fn.getNumArguments(); ++i)
          visitAttr(getArgSharding(fn, i));
        for (unsigned i = 0; i < fn.getNumResults(); ++i)
          visitAttr(getFuncResultSharding(fn, i));
      }
      if (auto c = dyn_cast<ConstraintOp>(op))
        visitAttr(c.getSharding());
      for (ShardingAttr s : getResultShardings(op))
        visitAttr(s);
    });
    if (!mesh) {
      if (meshes.size() > 1) {
        module.emitError() << "no annotation names a mesh and the module has "
                           << meshes.size() << " meshes; annotate a value";
        return signalPassFailure();
      }
      mesh = meshes.front();
    }

    // Gathers as the linalg lookups the rules read; shared empties apart.
    if (failed(normalizeForSharding(module)))
      return signalPassFailure();
    std::unique_ptr<Propagator> propagator;
    if (failed(propagateExpandingCollapses(module, mesh, propagator)))
      return signalPassFailure();
    // A partial value that one use reduces and another keeps pending would
    // be reduced twice; which uses reduce is known once the fixpoint is
    // reached. Run again with those values read reduced everywhere (states
    // only grow within a run). The first run has reported its warnings.
    for (unsigned round = 0; round < 3; ++round) {
      DenseSet<Value> more = propagator->reducedAnyway();
      if (more.empty())
        break;
      DenseSet<Value> readReduced = propagator->readReduced;
      readReduced.insert(more.begin(), more.end());
      ScopedDiagnosticHandler quiet(&getContext(), [](Diagnostic &d) {
        return success(d.getSeverity() == DiagnosticSeverity::Warning);
      });
      propagator = std::make_unique<Propagator>(module, mesh);
      propagator->readReduced = std::move(readReduced);
      if (failed(propagator->build()))
        return signalPassFailure();
      propagator->run();
    }
    Propagator &propagatorRef = *propagator;
    numVisits = propagatorRef.numVisits;
    numNoRule = propagatorRef.numNoRule;
    numConflicts = propagatorRef.conflicts.size();

    std::unique_ptr<AtomicOutput> file;
    raw_ostream *report = nullptr;
    if (!reportFile.empty()) {
      if (!(file = openReportFile(module, reportFile)))
        return signalPassFailure();
      report = &file->os();
    }
    if (explain || report)
      propagatorRef.explain(explain, report);
    if (file && failed(commitReportFile(module, *file)))
      return signalPassFailure();
    propagatorRef.writeBack(keepOpen);
  }
};
} // namespace
