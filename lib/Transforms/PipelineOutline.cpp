//===- PipelineOutline.cpp - the pipelined program from a step plan -------===//
//
// cleave-pipeline's last stage (PipelineStep.h): the partitioned step
// replaced by an entry with the step's signature that switches on the
// stage, and one function per stage that runs its part of the schedule:
// each chunk's ops inlined per micro-batch, sends and receives between
// stages, the accumulation over micro-batches and the update.
//
//===----------------------------------------------------------------------===//

#include "PipelineStep.h"

#include "cleave/IR/CleaveDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"

#include "llvm/Support/FormatVariadic.h"

#include <tuple>

using namespace mlir;
using namespace mlir::cleave;
using namespace mlir::cleave::pipeline;

/// Offsets of piece `offset` along `dim` of a rank-`rank` tensor.
static SmallVector<OpFoldResult> pieceOffsets(OpBuilder &b, int64_t rank,
                                              int64_t dim, int64_t offset) {
  SmallVector<OpFoldResult> offsets(rank, b.getIndexAttr(0));
  offsets[dim] = b.getIndexAttr(offset);
  return offsets;
}

static SmallVector<OpFoldResult> sizesOf(OpBuilder &b, RankedTensorType t) {
  SmallVector<OpFoldResult> sizes;
  for (int64_t s : t.getShape())
    sizes.push_back(b.getIndexAttr(s));
  return sizes;
}

static SmallVector<OpFoldResult> unitStrides(OpBuilder &b, int64_t rank) {
  return SmallVector<OpFoldResult>(rank, b.getIndexAttr(1));
}

static void cloneWithoutSharding(OpBuilder &b, Operation &op, IRMapping &map) {
  b.clone(op, map)->removeAttr(CleaveDialect::getShardingAttrName());
}

namespace {

/// Message tags between pairs of stages: one per (value, micro-batch,
/// source, destination), numbered per pair.
class Tags {
public:
  FailureOr<int64_t> get(Value v, int m, int src, int dst) {
    auto key = std::make_tuple(v.getAsOpaquePointer(), m, src, dst);
    if (auto it = tags.find(key); it != tags.end())
      return it->second;
    int64_t t = next[{src, dst}]++;
    if (t >= 32767)
      return failure();
    tags[key] = t;
    return t;
  }

private:
  std::map<std::tuple<void *, int, int, int>, int64_t> tags;
  std::map<std::pair<int, int>, int64_t> next;
};

/// Builds the entry and the stage functions for one StepPlan.
class EntryEmitter {
public:
  EntryEmitter(const StepPlan &plan, const Schedule &schedule,
               int64_t batchDim)
      : plan(plan), step(plan.getStep()), schedule(schedule),
        batchDim(batchDim), fn(step.fn), block(fn.getBody().front()),
        ret(cast<func::ReturnOp>(block.getTerminator())),
        meshRef(FlatSymbolRefAttr::get(step.mesh.getSymNameAttr())),
        b(fn), loc(fn.getLoc()) {}

  LogicalResult emit();

private:
  friend class StageEmitter;
  void computeSignature();
  FailureOr<ShardingAttr> dropMicrobatchAxis(ShardingAttr s, bool addStage);
  LogicalResult createEntry();
  void emitBarriers();
  void emitSwitch();
  void computeReaders();
  InFlightDiagnostic tooManyTags() {
    return mlir::emitError(loc) << "cleave-pipeline: more than 32767 "
                                   "messages between two stages; use fewer "
                                   "micro-batches";
  }
  int stageOf(int chunk) const { return plan.stageOf(chunk); }

  const StepPlan &plan;
  const PartitionedStep &step;
  const Schedule &schedule;
  int64_t batchDim;
  func::FuncOp fn;
  Block &block;
  func::ReturnOp ret;
  FlatSymbolRefAttr meshRef;
  OpBuilder b;
  Location loc;

  llvm::DenseSet<unsigned> batched;
  SmallVector<Type> argTypes, resultTypes;
  func::FuncOp entry;
  scf::IndexSwitchOp stageSwitch;
  SmallVector<Value> resultBuffers;
  /// The stages that read a per-micro-batch or update value.
  llvm::DenseMap<Value, llvm::SmallSetVector<int, 4>> readers;
  /// Per result: the stage that computes it (0 for arguments, constants).
  SmallVector<int> owner;
  Tags tags;
};

/// One stage's function: the step constants it needs, its actions of the
/// schedule, its accumulations and update, its results.
class StageEmitter {
public:
  StageEmitter(EntryEmitter &e, int s) : e(e), b(e.b), loc(e.loc), s(s) {}

  LogicalResult emit();

private:
  void createFunction();
  void cloneConstants();
  FailureOr<Value> resolve(Value v, int m);
  Value sliceArgument(unsigned i, int m);
  LogicalResult runAction(const Action &a);
  LogicalResult sendToReaders(Value v, Value local, int m);
  void accumulateAndConcat(Value v, Value local, int m);
  LogicalResult emitAccumulation(AllReduceOp ar);
  LogicalResult emitUpdate(Operation &op);
  LogicalResult emitAccumulationsAndUpdate();
  void emitResults();

  EntryEmitter &e;
  OpBuilder &b;
  Location loc;
  int s;
  Block *sb = nullptr;
  /// Step values on this stage: arguments, constants, the update.
  IRMapping cmap;
  /// Per (value, micro-batch): its value here.
  std::map<std::pair<void *, int>, Value> pvals;
  /// Per (argument, micro-batch): its slice.
  std::map<std::pair<unsigned, int>, Value> slices;
  /// Per accumulation: the sum so far.
  llvm::DenseMap<Operation *, Value> acc;
  /// Per result split over micro-batches: the pieces so far.
  SmallVector<Value> concat;
};

} // namespace

//===----------------------------------------------------------------------===//
// The entry
//===----------------------------------------------------------------------===//

/// The micro-batched arguments whole (M pieces), the micro-batch index
/// dropped; results split over micro-batches whole.
void EntryEmitter::computeSignature() {
  int M = plan.getShape().microbatches;
  batched.insert(step.batchArgs.begin(), step.batchArgs.end());
  unsigned numArgs = fn.getNumArguments() - 1;
  for (unsigned i = 0; i < numArgs; ++i) {
    Type t = fn.getArgument(i).getType();
    if (batched.count(i)) {
      auto rt = cast<RankedTensorType>(t);
      SmallVector<int64_t> shape(rt.getShape());
      shape[batchDim] *= M;
      t = rt.clone(shape);
    }
    argTypes.push_back(t);
  }
  for (unsigned j = 0; j < fn.getNumResults(); ++j) {
    Type t = fn.getResultTypes()[j];
    if (step.concatDim[j] >= 0) {
      auto rt = cast<RankedTensorType>(t);
      SmallVector<int64_t> shape(rt.getShape());
      shape[step.concatDim[j]] *= M;
      t = rt.clone(shape);
    }
    resultTypes.push_back(t);
  }
}

/// `s` without the micro-batch axis; with `addStage`, partial (sum) over
/// the stage axis too (a result only its owner stage computes).
FailureOr<ShardingAttr> EntryEmitter::dropMicrobatchAxis(ShardingAttr s,
                                                         bool addStage) {
  MLIRContext *ctx = fn.getContext();
  SmallVector<DimShardingAttr> dims;
  for (DimShardingAttr d : s.getDims()) {
    SmallVector<StringAttr> axes;
    for (StringAttr a : d.getAxes())
      if (a.getValue() != kMicrobatchAxis)
        axes.push_back(a);
    dims.push_back(
        DimShardingAttr::get(ctx, axes, d.getClosed(), d.getPriority(),
                             d.getParts()));
  }
  SmallVector<StringAttr> partial;
  for (StringAttr a : s.getPartialAxes())
    if (a.getValue() != kMicrobatchAxis)
      partial.push_back(a);
  ReductionKind kind = s.getPartialKind();
  if (addStage) {
    if (!partial.empty() && kind != ReductionKind::sum)
      return failure();
    partial.push_back(StringAttr::get(ctx, kStageAxis));
    kind = ReductionKind::sum;
  }
  return ShardingAttr::get(ctx, s.getMesh(), dims, partial, kind);
}

/// The entry function, with the step's attributes: arguments' shardings
/// without the micro-batch axis, results partial over the stage axis.
LogicalResult EntryEmitter::createEntry() {
  MLIRContext *ctx = fn.getContext();
  entry = func::FuncOp::create(b, loc, fn.getSymName(),
                               b.getFunctionType(argTypes, resultTypes));
  entry.setVisibility(fn.getVisibility());
  entry->setAttr(CleaveDialect::getPartitionedAttrName(), b.getUnitAttr());
  for (unsigned i = 0; i < argTypes.size(); ++i) {
    SmallVector<NamedAttribute> attrs;
    if (DictionaryAttr d = fn.getArgAttrDict(i))
      for (NamedAttribute a : d) {
        if (auto s = dyn_cast<ShardingAttr>(a.getValue()))
          attrs.push_back({a.getName(), *dropMicrobatchAxis(s, false)});
        else
          attrs.push_back(a);
      }
    entry.setArgAttrs(i, attrs);
  }
  for (unsigned j = 0; j < fn.getNumResults(); ++j) {
    SmallVector<NamedAttribute> attrs;
    bool hasSharding = false;
    if (DictionaryAttr d = fn.getResultAttrDict(j))
      for (NamedAttribute a : d) {
        auto s = dyn_cast<ShardingAttr>(a.getValue());
        if (!s) {
          attrs.push_back(a);
          continue;
        }
        FailureOr<ShardingAttr> ns = dropMicrobatchAxis(s, true);
        if (failed(ns))
          return mlir::emitError(loc)
                 << "result " << j
                 << " is partial with a kind other than sum; "
                    "cleave-pipeline cannot mark it partial over stages";
        attrs.push_back({a.getName(), *ns});
        hasSharding = true;
      }
    if (!hasSharding) {
      auto rt = dyn_cast<RankedTensorType>(resultTypes[j]);
      if (!rt)
        return mlir::emitError(loc)
               << "result " << j << " is not a ranked tensor";
      SmallVector<DimShardingAttr> dims(
          rt.getRank(), DimShardingAttr::get(ctx, {}, true, std::nullopt));
      attrs.push_back(
          {StringAttr::get(ctx, CleaveDialect::getShardingAttrName()),
           ShardingAttr::get(ctx, meshRef, dims,
                             {StringAttr::get(ctx, kStageAxis)},
                             ReductionKind::sum)});
    }
    entry.setResultAttrs(j, attrs);
  }
  return success();
}

/// Every group communicator the stages use exists before they branch: a
/// barrier per list of axes the collectives name, in the order the chunks
/// (then the rest of the module) use them.
void EntryEmitter::emitBarriers() {
  llvm::SetVector<Attribute> axisLists;
  auto collect = [&](Operation *op) {
    if (isa<AllReduceOp, AllGatherOp, ReduceScatterOp, AllToAllOp,
            CollectivePermuteOp>(op)) {
      auto axes = op->getAttrOfType<ArrayAttr>("axes");
      if (llvm::none_of(axes, [](Attribute a) {
            return cast<StringAttr>(a).getValue() == kMicrobatchAxis;
          }))
        axisLists.insert(axes);
    }
  };
  auto module = fn->getParentOfType<ModuleOp>();
  for (Operation &top : module.getBody()->getOperations()) {
    if (&top == fn.getOperation())
      for (auto &[key, g] : plan.getGroups())
        for (Operation *op : g.ops)
          op->walk(collect);
    top.walk(collect);
  }
  for (Attribute axes : axisLists)
    BarrierOp::create(b, loc, meshRef, cast<ArrayAttr>(axes));
}

/// A switch on the stage; each case calls its stage's function and copies
/// the results into buffers of the entry. Cases that yield the results
/// instead make buffer deallocation compare every yielded buffer with
/// every other (minutes of compile time for a few hundred results).
void EntryEmitter::emitSwitch() {
  int S = plan.getShape().stages;
  Value stage = GroupIndexOp::create(b, loc, b.getIndexType(), meshRef,
                                     b.getStrArrayAttr({kStageAxis}));
  for (Type t : resultTypes) {
    auto rt = cast<RankedTensorType>(t);
    resultBuffers.push_back(memref::AllocOp::create(
        b, loc, MemRefType::get(rt.getShape(), rt.getElementType())));
  }
  SmallVector<int64_t> cases;
  for (int s = 0; s < S; ++s)
    cases.push_back(s);
  stageSwitch = scf::IndexSwitchOp::create(b, loc, TypeRange{}, stage, cases, S);
  SmallVector<Value> results;
  for (auto [t, m] : llvm::zip(resultTypes, resultBuffers))
    results.push_back(bufferization::ToTensorOp::create(
        b, loc, t, m, /*restrict=*/true, /*writable=*/true));
  func::ReturnOp::create(b, loc, results);
  b.createBlock(&stageSwitch.getDefaultRegion());
  scf::YieldOp::create(b, loc);
}

/// Who reads what: the stages of the groups reading a per-micro-batch
/// value and of the update ops reading an update value. Result owners: the
/// stage that computes the value (stage 0 for arguments and constants).
void EntryEmitter::computeReaders() {
  for (auto &[key, g] : plan.getGroups())
    for (Value v : g.inputs)
      readers[v].insert(stageOf(g.chunk));
  for (Operation &op : block.without_terminator())
    if (plan.getInfo(&op).kind == Kind::Update)
      for (Value v : usedValues(&op))
        readers[v].insert(stageOf(plan.getInfo(&op).chunk));
  for (Value v : ret.getOperands()) {
    int c = plan.chunkOfValue(v);
    if (const Group *g = plan.producerOf(v))
      c = g->chunk;
    owner.push_back(c >= 0 ? stageOf(c) : 0);
  }
}

LogicalResult EntryEmitter::emit() {
  computeSignature();
  if (failed(createEntry()))
    return failure();
  Block *eb = entry.addEntryBlock();
  b.setInsertionPointToStart(eb);
  emitBarriers();
  emitSwitch();
  computeReaders();
  for (int s = 0; s < plan.getShape().stages; ++s)
    if (failed(StageEmitter(*this, s).emit()))
      return failure();
  return success();
}

//===----------------------------------------------------------------------===//
// A stage
//===----------------------------------------------------------------------===//

/// The stage's function, and its case of the switch calling it and copying
/// its results into the entry's buffers.
void StageEmitter::createFunction() {
  b.createBlock(&e.stageSwitch.getCaseRegions()[s]);
  func::FuncOp stageFn;
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPoint(e.entry);
    stageFn = func::FuncOp::create(
        b, loc, llvm::formatv("{0}_stage{1}", e.fn.getSymName(), s).str(),
        b.getFunctionType(e.argTypes, e.resultTypes));
    stageFn.setPrivate();
    stageFn->setAttr(CleaveDialect::getPartitionedAttrName(),
                     b.getUnitAttr());
  }
  Block *eb = &e.entry.getBody().front();
  SmallVector<Value> caseArgs(eb->getArguments().begin(),
                              eb->getArguments().end());
  auto stageCall = func::CallOp::create(b, loc, stageFn, caseArgs);
  for (auto [r, m] : llvm::zip(stageCall.getResults(), e.resultBuffers))
    bufferization::MaterializeInDestinationOp::create(
        b, loc, Type(), r, m, UnitAttr(), b.getUnitAttr());
  scf::YieldOp::create(b, loc);
  sb = stageFn.addEntryBlock();
  b.setInsertionPointToStart(sb);
  for (unsigned i = 0; i < e.argTypes.size(); ++i)
    cmap.map(e.fn.getArgument(i), sb->getArgument(i));
}

/// The step-constant ops this stage needs: what its groups, its update
/// ops and its results read, transitively.
void StageEmitter::cloneConstants() {
  const StepPlan &plan = e.plan;
  llvm::DenseSet<Operation *> needed;
  SmallVector<Value> stack;
  for (auto &[key, g] : plan.getGroups())
    if (e.stageOf(g.chunk) == s)
      stack.append(g.inputs.begin(), g.inputs.end());
  for (Operation &op : e.block.without_terminator()) {
    OpInfo oi = plan.getInfo(&op);
    if ((oi.kind == Kind::Update || oi.kind == Kind::Accumulate) &&
        e.stageOf(oi.chunk) == s)
      for (Value v : usedValues(&op))
        stack.push_back(v);
  }
  for (auto [j, v] : llvm::enumerate(e.ret.getOperands()))
    if (e.owner[j] == s)
      stack.push_back(v);
  while (!stack.empty()) {
    Operation *def = stack.pop_back_val().getDefiningOp();
    if (!def || def->getBlock() != &e.block ||
        plan.getInfo(def).kind != Kind::Const || !needed.insert(def).second)
      continue;
    for (Value v : usedValues(def))
      stack.push_back(v);
  }
  for (Operation &op : e.block.without_terminator())
    if (needed.count(&op))
      cloneWithoutSharding(b, op, cmap);
}

/// Micro-batch `m` of micro-batched argument `i`.
Value StageEmitter::sliceArgument(unsigned i, int m) {
  Value &slot = slices[{i, m}];
  if (!slot) {
    auto piece = cast<RankedTensorType>(e.fn.getArgument(i).getType());
    slot = tensor::ExtractSliceOp::create(
        b, loc, piece, sb->getArgument(i),
        pieceOffsets(b, piece.getRank(), e.batchDim,
                     m * piece.getDimSize(e.batchDim)),
        sizesOf(b, piece), unitStrides(b, piece.getRank()));
  }
  return slot;
}

/// The value of step value `v` at micro-batch `m` on this stage: the
/// index, an argument (or its slice), a constant, a value this stage
/// computed, or a receive from the stage that computes it.
FailureOr<Value> StageEmitter::resolve(Value v, int m) {
  if (v == e.step.mbIndex)
    return Value(arith::ConstantIndexOp::create(b, loc, m));
  if (auto arg = dyn_cast<BlockArgument>(v)) {
    unsigned i = arg.getArgNumber();
    if (!e.batched.count(i))
      return Value(sb->getArgument(i));
    return sliceArgument(i, m);
  }
  if (e.plan.kindOfValue(v) == Kind::Const)
    return cmap.lookup(v);
  auto key = std::make_pair(v.getAsOpaquePointer(), m);
  if (auto it = pvals.find(key); it != pvals.end())
    return it->second;
  const Group *g = e.plan.producerOf(v);
  int src = g ? e.stageOf(g->chunk) : s;
  if (!g || src == s)
    return failure();
  FailureOr<int64_t> tag = e.tags.get(v, m, src, s);
  if (failed(tag))
    return failure();
  Value r = RecvOp::create(b, loc, v.getType(), e.meshRef,
                           b.getStrArrayAttr({kStageAxis}),
                           b.getI64IntegerAttr(src), b.getI64IntegerAttr(*tag));
  pvals[key] = r;
  return r;
}

/// Sends `local` (step value `v` at micro-batch `m`, -1 for once per
/// step) to every other stage that reads it.
LogicalResult StageEmitter::sendToReaders(Value v, Value local, int m) {
  for (int dst : e.readers.lookup(v)) {
    if (dst == s)
      continue;
    FailureOr<int64_t> tag = e.tags.get(v, m, s, dst);
    if (failed(tag))
      return e.tooManyTags();
    SendOp::create(b, loc, local, e.meshRef, b.getStrArrayAttr({kStageAxis}),
                   b.getI64IntegerAttr(dst), b.getI64IntegerAttr(*tag));
  }
  return success();
}

/// A chunk output's micro-batch `m`: added into the accumulations that
/// read it, inserted into the results split over micro-batches.
void StageEmitter::accumulateAndConcat(Value v, Value local, int m) {
  for (Operation *user : v.getUsers())
    if (auto ar = dyn_cast<AllReduceOp>(user);
        ar && e.plan.getInfo(ar).kind == Kind::Accumulate) {
      Value &slot = acc[ar];
      slot = slot ? buildCombine(b, loc, ar.getKind(), slot, local) : local;
    }
  for (auto [ri, rv] : llvm::enumerate(e.ret.getOperands())) {
    int64_t dim = e.step.concatDim[ri];
    if (rv != v || dim < 0)
      continue;
    auto piece = cast<RankedTensorType>(v.getType());
    auto whole = cast<RankedTensorType>(e.resultTypes[ri]);
    if (!concat[ri])
      concat[ri] = tensor::EmptyOp::create(b, loc, whole.getShape(),
                                           whole.getElementType());
    concat[ri] = tensor::InsertSliceOp::create(
        b, loc, local, concat[ri],
        pieceOffsets(b, piece.getRank(), dim, m * piece.getDimSize(dim)),
        sizesOf(b, piece), unitStrides(b, piece.getRank()));
  }
}

/// One (chunk, phase, micro-batch) step of the schedule: the chunk's ops
/// inlined on their inputs. (Results of calls have unknown aliasing, which
/// makes buffer deallocation emit a runtime alias check per pair of
/// buffers: minutes of compile time on the 8-layer GPT; inlined, every
/// buffer is a visible allocation, as in the step.)
LogicalResult StageEmitter::runAction(const Action &a) {
  auto it = e.plan.getGroups().find({a.chunk, static_cast<int>(a.phase)});
  if (it == e.plan.getGroups().end())
    return success();
  const Group &g = it->second;
  int m = a.microbatch;
  IRMapping im;
  for (Value v : g.inputs) {
    FailureOr<Value> r = resolve(v, m);
    if (failed(r))
      return mlir::emitError(loc)
             << "cleave-pipeline: internal error: stage " << s
             << " has no value for an input of chunk " << a.chunk
             << " at micro-batch " << m;
    im.map(v, *r);
  }
  for (Operation *op : g.ops)
    cloneWithoutSharding(b, *op, im);
  for (Value v : g.outputs) {
    Value r = im.lookup(v);
    pvals[{v.getAsOpaquePointer(), m}] = r;
    if (failed(sendToReaders(v, r, m)))
      return failure();
    accumulateAndConcat(v, r, m);
  }
  return success();
}

/// An accumulation's value on its stage: the sum of its chunks' outputs,
/// or (for a value no group computes: an argument or a constant) of its M
/// copies.
LogicalResult StageEmitter::emitAccumulation(AllReduceOp ar) {
  Value v = acc.lookup(ar);
  if (!v) {
    for (int m = 0; m < e.plan.getShape().microbatches; ++m) {
      FailureOr<Value> x = resolve(ar.getInput(), m);
      if (failed(x))
        return ar.emitError() << "cleave-pipeline: internal error: "
                                 "accumulation without a value";
      v = v ? buildCombine(b, loc, ar.getKind(), v, *x) : *x;
    }
  }
  cmap.map(ar.getResult(), v);
  return success();
}

/// An update op on its stage, receiving the update values other stages
/// computed.
LogicalResult StageEmitter::emitUpdate(Operation &op) {
  for (Value v : usedValues(&op)) {
    if (cmap.contains(v) || e.plan.kindOfValue(v) != Kind::Update)
      continue;
    int src = e.stageOf(e.plan.chunkOfValue(v));
    FailureOr<int64_t> tag = e.tags.get(v, -1, src, s);
    if (failed(tag))
      return e.tooManyTags();
    cmap.map(v, RecvOp::create(b, loc, v.getType(), e.meshRef,
                               b.getStrArrayAttr({kStageAxis}),
                               b.getI64IntegerAttr(src),
                               b.getI64IntegerAttr(*tag)));
  }
  cloneWithoutSharding(b, op, cmap);
  return success();
}

/// Accumulated values and the update, in program order, each sent to the
/// stages that read it.
LogicalResult StageEmitter::emitAccumulationsAndUpdate() {
  for (Operation &op : e.block.without_terminator()) {
    OpInfo oi = e.plan.getInfo(&op);
    if ((oi.kind != Kind::Accumulate && oi.kind != Kind::Update) ||
        e.stageOf(oi.chunk) != s)
      continue;
    LogicalResult done = oi.kind == Kind::Accumulate
                             ? emitAccumulation(cast<AllReduceOp>(&op))
                             : emitUpdate(op);
    if (failed(done))
      return failure();
    for (Value r : op.getResults())
      if (failed(sendToReaders(r, cmap.lookup(r), -1)))
        return failure();
  }
  return success();
}

/// The results this stage owns; zeros for the others (the entry's results
/// are partial over the stage axis).
void StageEmitter::emitResults() {
  SmallVector<Value> yields;
  for (auto [j, v] : llvm::enumerate(e.ret.getOperands())) {
    if (e.owner[j] != s) {
      // Zeros in a fresh buffer (a constant would be a global, whose
      // return buffer deallocation cannot tell from the allocations).
      auto rt = cast<RankedTensorType>(e.resultTypes[j]);
      Value zero = arith::ConstantOp::create(
          b, loc, cast<TypedAttr>(b.getZeroAttr(rt.getElementType())));
      Value empty =
          tensor::EmptyOp::create(b, loc, rt.getShape(), rt.getElementType());
      yields.push_back(linalg::FillOp::create(b, loc, zero, empty).getResult(0));
      continue;
    }
    if (e.step.concatDim[j] >= 0) {
      yields.push_back(concat[j]);
      continue;
    }
    if (auto arg = dyn_cast<BlockArgument>(v)) {
      yields.push_back(sb->getArgument(arg.getArgNumber()));
      continue;
    }
    yields.push_back(cmap.lookup(v));
  }
  func::ReturnOp::create(b, loc, yields);
}

LogicalResult StageEmitter::emit() {
  createFunction();
  cloneConstants();
  concat.assign(e.fn.getNumResults(), Value());
  for (const Action &a : e.schedule.perStage[s])
    if (failed(runAction(a)))
      return failure();
  if (failed(emitAccumulationsAndUpdate()))
    return failure();
  emitResults();
  return success();
}

//===----------------------------------------------------------------------===//
// Entry points
//===----------------------------------------------------------------------===//

LogicalResult pipeline::outlinePipeline(const StepPlan &plan,
                                        const Schedule &schedule,
                                        int64_t batchDim) {
  return EntryEmitter(plan, schedule, batchDim).emit();
}

void pipeline::retireStep(const PartitionedStep &step, int stages) {
  step.fn.erase();
  // The micro-batch axis is gone; the stage axis takes its place.
  MeshOp mesh = step.mesh;
  OpBuilder b(mesh.getContext());
  SmallVector<std::string> names;
  SmallVector<int64_t> sizes;
  for (unsigned i = 0; i < mesh.getNumAxes(); ++i) {
    bool mb = mesh.getAxisName(i) == kMicrobatchAxis;
    names.push_back(mb ? kStageAxis.str() : mesh.getAxisName(i).str());
    sizes.push_back(mb ? stages : mesh.getAxisSizes()[i]);
  }
  SmallVector<StringRef> refs(names.begin(), names.end());
  mesh.setAxisNamesAttr(b.getStrArrayAttr(refs));
  mesh.setAxisSizes(sizes);
}
