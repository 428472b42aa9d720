//===- Pipeline.cpp - pipeline stages, micro-batches and schedules ------===//
//
// cleave-pipeline (Passes.td): micro-batches as a mesh axis that the
// existing propagate/partition pipeline shards like data parallelism, then
// the partitioned step split into phases (per micro-batch, accumulation,
// update), its forward cut into chunks, one function per chunk and phase,
// and an entry that runs each stage's schedule with sends and receives.
//
//===----------------------------------------------------------------------===//

#include "cleave/IR/CleaveDialect.h"
#include "cleave/IR/CleaveOps.h"
#include "cleave/Analysis/ClusterSpec.h"
#include "cleave/Analysis/CostModel.h"
#include "cleave/Analysis/PipelineSchedule.h"
#include "cleave/Support/FileUtil.h"
#include "cleave/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/RegionUtils.h"

#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/GlobPattern.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <map>

namespace mlir::cleave {
#define GEN_PASS_DEF_CLEAVEPIPELINE
#include "cleave/Transforms/Passes.h.inc"
} // namespace mlir::cleave

using namespace mlir;
using namespace mlir::cleave;
namespace pp = mlir::cleave::pipeline;

namespace {

constexpr llvm::StringLiteral kMicrobatchAxis = "microbatch";
constexpr llvm::StringLiteral kStageAxis = "stage";
constexpr llvm::StringLiteral kReplicaAxis = "replica";
constexpr llvm::StringLiteral kModelAxis = "model";
/// The partition pipeline's default (Passes.td).
constexpr llvm::StringLiteral kDefaultPartitionPipeline =
    "cleave-propagate,cleave-partition";

StringAttr nameOf(DictionaryAttr attrs) {
  return attrs ? dyn_cast_or_null<StringAttr>(attrs.get("cleave.name"))
               : StringAttr();
}

bool matchesAny(StringRef name, ArrayRef<llvm::GlobPattern> globs) {
  return llvm::any_of(globs,
                      [&](const llvm::GlobPattern &g) { return g.match(name); });
}

/// What an op of the partitioned step is, for the pipeline.
enum class Kind {
  /// Reads neither a micro-batch nor an accumulated value (weights'
  /// transposes, constants, the step counter): computed on every stage
  /// that needs it, once per step.
  Const,
  /// Reads a micro-batch: runs once per micro-batch in a chunk's forward
  /// or backward function.
  PerMicrobatch,
  /// all_reduce over the micro-batch axis alone: accumulation.
  Accumulate,
  /// Reads an accumulated value: runs once, after the last micro-batch.
  Update,
};

struct OpInfo {
  Kind kind = Kind::Const;
  bool forward = true;
  int chunk = -1;
};

/// One outlined function: a chunk's forward or backward ops.
struct Group {
  int chunk = 0;
  pp::Phase phase = pp::Phase::Forward;
  SmallVector<Operation *> ops;
  llvm::SetVector<Value> inputs, outputs;
  func::FuncOp fn;
};

/// Values an op reads: its operands and what its regions capture.
SmallVector<Value> usedValues(Operation *op) {
  llvm::SetVector<Value> vals(op->getOperands().begin(),
                              op->getOperands().end());
  if (op->getNumRegions())
    getUsedValuesDefinedAbove(op->getRegions(), vals);
  return SmallVector<Value>(vals.begin(), vals.end());
}

struct PipelinePass : mlir::cleave::impl::CleavePipelineBase<PipelinePass> {
  using Base::Base;

  void getDependentDialects(DialectRegistry &registry) const override {
    Base::getDependentDialects(registry);
    OpPassManager pm(ModuleOp::getOperationName());
    if (succeeded(parsePassPipeline(partitionPipeline, pm, llvm::nulls())))
      pm.getDependentDialects(registry);
  }

  void runOnOperation() override;

private:
  LogicalResult prepare(func::FuncOp fn, MeshOp &mesh,
                        SmallVector<unsigned> &batchArgs);
  LogicalResult rewriteMicrobatchOps(func::FuncOp fn, MeshOp mesh,
                                     Value mbIndex);
  LogicalResult classify(func::FuncOp fn, ArrayRef<unsigned> batchArgs,
                         Value mbIndex);
  LogicalResult assignChunks(func::FuncOp fn, int numChunks);
  LogicalResult buildGroups(func::FuncOp fn);
  LogicalResult emitEntry(func::FuncOp fn, MeshOp mesh,
                          ArrayRef<unsigned> batchArgs, Value mbIndex,
                          const pp::Schedule &schedule);
  void writeReport(func::FuncOp fn, const pp::Schedule &schedule);
  LogicalResult simulate(func::FuncOp fn, MeshOp mesh,
                         const pp::Schedule &schedule);
  FailureOr<ClusterSpec> loadStageSpec(MeshOp mesh);
  LogicalResult dpCut(func::FuncOp fn, ArrayRef<Operation *> fwdOps,
                      int numChunks, SmallVector<size_t> &starts);
  LogicalResult searchPlan(ModuleOp module);
  /// tensor-parallel=T: checks the options, adds the mesh axis `model`
  /// and makes the partition pipeline cleave-auto-shard's.
  LogicalResult setUpTensorParallel(ModuleOp module);
  /// The tensor-parallel option's misuse, as an error.
  LogicalResult checkTensorParallel(ModuleOp module);

  Kind kindOfValue(Value v) const {
    if (auto arg = dyn_cast<BlockArgument>(v))
      return perMbArgs.count(arg) ? Kind::PerMicrobatch : Kind::Const;
    auto it = info.find(v.getDefiningOp());
    if (it == info.end())
      return Kind::Const;
    return it->second.kind == Kind::Accumulate ? Kind::Update
                                               : it->second.kind;
  }
  int chunkOfValue(Value v) const {
    if (isa<BlockArgument>(v))
      return -1;
    auto it = info.find(v.getDefiningOp());
    return it == info.end() ? -1 : it->second.chunk;
  }

  llvm::DenseSet<Value> perMbArgs;
  llvm::DenseMap<Operation *, OpInfo> info;
  std::map<std::pair<int, int>, Group> groups; // (chunk, phase)
  llvm::DenseMap<Value, Group *> producer;
  bool hasBackward = false;
  int stagesN = 1;
  /// Result i split over the micro-batch axis at this dim (else -1).
  SmallVector<int64_t> concatDim;
  std::string cutReport, simReport, planReport;
  /// The mesh with the micro-batch axis (for the cost model's binding).
  MeshOp stageMesh;
};

} // namespace

//===----------------------------------------------------------------------===//
// Step 1: micro-batch axis and partitioning
//===----------------------------------------------------------------------===//

/// Finds the mesh (creating one if the module has none), adds the
/// micro-batch axis, and marks the micro-batched arguments.
LogicalResult PipelinePass::prepare(func::FuncOp fn, MeshOp &mesh,
                                    SmallVector<unsigned> &batchArgs) {
  ModuleOp module = getOperation();
  MLIRContext *ctx = &getContext();
  SmallVector<MeshOp> meshes(module.getOps<MeshOp>());
  if (meshes.size() > 1)
    return mlir::emitError(module.getLoc())
           << "cleave-pipeline supports one mesh per module, found "
           << meshes.size();
  OpBuilder b(ctx);
  if (replicas < 1 || replicas > 4096)
    return mlir::emitError(module.getLoc())
           << "cleave-pipeline: replicas must be in [1, 4096]";
  // The added axes: micro-batches (the stage axis later), then replicas.
  SmallVector<StringRef> names{kMicrobatchAxis};
  SmallVector<int64_t> sizes{microbatches};
  if (replicas > 1) {
    names.push_back(kReplicaAxis);
    sizes.push_back(replicas);
  }
  if (meshes.empty()) {
    b.setInsertionPointToStart(module.getBody());
    mesh = MeshOp::create(b, module.getLoc(), "mesh", b.getStrArrayAttr(names),
                          b.getDenseI64ArrayAttr(sizes));
  } else {
    mesh = meshes.front();
    for (StringRef reserved : {kMicrobatchAxis, kStageAxis, kReplicaAxis})
      if (mesh.getAxisIndex(reserved) &&
          (reserved != kReplicaAxis || replicas > 1))
        return mlir::emitError(mesh.getLoc())
               << "mesh axis '" << reserved
               << "' is reserved by cleave-pipeline; rename it";
    for (unsigned i = 0; i < mesh.getNumAxes(); ++i) {
      names.push_back(mesh.getAxisName(i));
      sizes.push_back(mesh.getAxisSizes()[i]);
    }
    mesh.setAxisNamesAttr(b.getStrArrayAttr(names));
    mesh.setAxisSizes(sizes);
  }
  auto meshRef = FlatSymbolRefAttr::get(mesh.getSymNameAttr());

  // The micro-batched arguments.
  llvm::StringSet<> resultNames;
  for (unsigned j = 0; j < fn.getNumResults(); ++j)
    if (StringAttr n = nameOf(fn.getResultAttrDict(j)))
      resultNames.insert(n.getValue());
  SmallVector<llvm::GlobPattern> globs;
  for (const std::string &g : inputs) {
    auto pat = llvm::GlobPattern::create(g);
    if (!pat)
      return mlir::emitError(fn.getLoc()) << "inputs: bad glob '" << g << "'";
    globs.push_back(std::move(*pat));
  }
  bool carried = false;
  for (unsigned i = 0; i < fn.getNumArguments(); ++i)
    if (StringAttr n = nameOf(fn.getArgAttrDict(i));
        n && resultNames.contains(n.getValue()))
      carried = true;
  if (!carried && globs.empty())
    return mlir::emitError(fn.getLoc())
           << "'" << fn.getSymName()
           << "' is not a training step (no result is named like an "
              "argument); name the micro-batched arguments with "
              "inputs=NAME,...";
  hasBackward = carried;
  for (unsigned i = 0; i < fn.getNumArguments(); ++i) {
    auto type = dyn_cast<RankedTensorType>(fn.getArgument(i).getType());
    StringAttr n = nameOf(fn.getArgAttrDict(i));
    bool batched = globs.empty()
                       ? type && !(n && resultNames.contains(n.getValue()))
                       : n && matchesAny(n.getValue(), globs);
    if (!batched)
      continue;
    if (!type)
      return mlir::emitError(fn.getLoc()) << "micro-batched argument " << i
                            << " is not a ranked tensor";
    if (batchDim < 0 || batchDim >= type.getRank())
      return mlir::emitError(fn.getLoc()) << "micro-batched argument " << i << " ("
                            << (n ? n.getValue() : "") << ") of type " << type
                            << " has no batch-dim " << static_cast<int>(batchDim);
    auto sharding = fn.getArgAttrOfType<ShardingAttr>(
        i, CleaveDialect::getShardingAttrName());
    SmallVector<DimShardingAttr> dims;
    if (sharding)
      dims.assign(sharding.getDims().begin(), sharding.getDims().end());
    else
      for (int64_t d = 0; d < type.getRank(); ++d)
        dims.push_back(DimShardingAttr::get(ctx, {}, /*closed=*/true,
                                            std::nullopt));
    if (static_cast<int64_t>(dims.size()) != type.getRank())
      return mlir::emitError(fn.getLoc()) << "argument " << i
                            << " has a sharding of the wrong rank";
    DimShardingAttr d = dims[batchDim];
    SmallVector<StringAttr> axes(d.getAxes().begin(), d.getAxes().end());
    int64_t group = 1;
    for (StringAttr a : axes)
      group *= mesh.getAxisSize(a.getValue()).value_or(1);
    group *= replicas;
    int64_t size = type.getDimSize(batchDim);
    if (ShapedType::isDynamic(size) || size % (group * microbatches))
      return mlir::emitError(fn.getLoc())
             << "micro-batched argument " << i << " ("
             << (n ? n.getValue() : "") << "): batch dim " << static_cast<int>(batchDim)
             << " of size " << size << " is not divisible into "
             << static_cast<int>(microbatches) << " micro-batches"
             << (group > 1 ? llvm::formatv(" of {0} devices each", group).str()
                           : std::string());
    if (replicas > 1)
      axes.push_back(StringAttr::get(ctx, kReplicaAxis));
    axes.push_back(StringAttr::get(ctx, kMicrobatchAxis));
    dims[batchDim] =
        DimShardingAttr::get(ctx, axes, d.getClosed(), d.getPriority());
    fn.setArgAttr(i, CleaveDialect::getShardingAttrName(),
                  ShardingAttr::get(meshRef, dims));
    batchArgs.push_back(i);
  }
  if (batchArgs.empty())
    return mlir::emitError(fn.getLoc()) << "no argument is micro-batched"
                          << (globs.empty() ? "" : " (no name matches inputs)");
  return success();
}

//===----------------------------------------------------------------------===//
// Step 2: the partitioned step, without the micro-batch axis
//===----------------------------------------------------------------------===//

/// Position of this device in the group of `axes`, with the micro-batch
/// coordinate taken from `mbIndex` (the per-call argument).
static Value groupPosition(OpBuilder &b, Location loc, MeshOp mesh,
                           FlatSymbolRefAttr meshRef, ArrayAttr axes,
                           Value mbIndex) {
  Value pos = arith::ConstantIndexOp::create(b, loc, 0);
  for (Attribute a : axes) {
    StringRef name = cast<StringAttr>(a).getValue();
    int64_t size = *mesh.getAxisSize(name);
    Value coord =
        name == kMicrobatchAxis
            ? mbIndex
            : GroupIndexOp::create(b, loc, b.getIndexType(), meshRef,
                                   b.getStrArrayAttr({name}))
                  .getResult();
    Value scaled = arith::MulIOp::create(
        b, loc, pos, arith::ConstantIndexOp::create(b, loc, size));
    pos = arith::AddIOp::create(b, loc, scaled, coord);
  }
  return pos;
}

static bool namesMicrobatch(ArrayAttr axes) {
  return llvm::any_of(axes, [](Attribute a) {
    return cast<StringAttr>(a).getValue() == kMicrobatchAxis;
  });
}

/// group_index and all_slice over the micro-batch axis read `mbIndex`; an
/// all_reduce over it and other axes becomes accumulation then an
/// all_reduce over the others; other collectives over it are errors.
LogicalResult PipelinePass::rewriteMicrobatchOps(func::FuncOp fn, MeshOp mesh,
                                                 Value mbIndex) {
  auto meshRef = FlatSymbolRefAttr::get(mesh.getSymNameAttr());
  SmallVector<Operation *> work;
  fn.walk([&](Operation *op) {
    if (auto axes = op->getAttrOfType<ArrayAttr>("axes");
        axes && op->getDialect() &&
        isa<CleaveDialect>(op->getDialect()) && namesMicrobatch(axes))
      work.push_back(op);
  });
  for (Operation *op : work) {
    OpBuilder b(op);
    Location loc = op->getLoc();
    auto axes = op->getAttrOfType<ArrayAttr>("axes");
    if (auto gi = dyn_cast<GroupIndexOp>(op)) {
      gi.replaceAllUsesWith(
          groupPosition(b, loc, mesh, meshRef, axes, mbIndex));
      gi.erase();
      continue;
    }
    if (auto slice = dyn_cast<AllSliceOp>(op)) {
      auto outType = cast<RankedTensorType>(slice.getType());
      int64_t dim = slice.getDim();
      Value pos = groupPosition(b, loc, mesh, meshRef, axes, mbIndex);
      Value offset = arith::MulIOp::create(
          b, loc, pos,
          arith::ConstantIndexOp::create(b, loc, outType.getDimSize(dim)));
      SmallVector<OpFoldResult> offsets(outType.getRank(), b.getIndexAttr(0));
      offsets[dim] = offset;
      SmallVector<OpFoldResult> sizes, strides(outType.getRank(),
                                               b.getIndexAttr(1));
      for (int64_t s : outType.getShape())
        sizes.push_back(b.getIndexAttr(s));
      Value r = tensor::ExtractSliceOp::create(b, loc, outType,
                                               slice.getInput(), offsets,
                                               sizes, strides);
      slice.replaceAllUsesWith(r);
      slice.erase();
      continue;
    }
    if (auto ar = dyn_cast<AllReduceOp>(op)) {
      SmallVector<StringRef> rest;
      for (Attribute a : axes)
        if (cast<StringAttr>(a).getValue() != kMicrobatchAxis)
          rest.push_back(cast<StringAttr>(a).getValue());
      if (rest.empty())
        continue;
      ar.setAxesAttr(b.getStrArrayAttr({kMicrobatchAxis}));
      b.setInsertionPointAfter(ar);
      auto after = AllReduceOp::create(b, loc, ar.getType(), ar.getResult(),
                                       meshRef, b.getStrArrayAttr(rest),
                                       ar.getKindAttr());
      ar.getResult().replaceAllUsesExcept(after.getResult(), after);
      continue;
    }
    return op->emitError()
           << "cleave-pipeline: this " << op->getName()
           << " over the micro-batch axis needs values of other micro-batches "
              "inside the step; a pipeline supports programs whose "
              "micro-batches meet only in reductions (gradient and loss "
              "accumulation)";
  }
  // Results: partial over the micro-batch axis -> accumulation; split over
  // it -> concatenated micro-batch pieces.
  auto ret = cast<func::ReturnOp>(fn.getBody().front().getTerminator());
  concatDim.assign(fn.getNumResults(), -1);
  for (unsigned j = 0; j < fn.getNumResults(); ++j) {
    auto sharding = fn.getResultAttrOfType<ShardingAttr>(
        j, CleaveDialect::getShardingAttrName());
    if (!sharding)
      continue;
    auto isMb = [](StringAttr a) { return a.getValue() == kMicrobatchAxis; };
    if (llvm::any_of(sharding.getPartialAxes(), isMb)) {
      if (sharding.getPartialAxes().size() != 1)
        return mlir::emitError(fn.getLoc()) << "result " << j
                              << " is partial over the micro-batch axis and "
                                 "others; reduce it in the step";
      OpBuilder b(ret);
      auto acc = AllReduceOp::create(
          b, ret.getLoc(), ret.getOperand(j).getType(), ret.getOperand(j),
          meshRef, b.getStrArrayAttr({kMicrobatchAxis}),
          ReductionKindAttr::get(&getContext(), sharding.getPartialKind()));
      ret.setOperand(j, acc.getResult());
    }
    for (auto [d, dim] : llvm::enumerate(sharding.getDims())) {
      ArrayRef<StringAttr> axes = dim.getAxes();
      if (llvm::none_of(axes, isMb))
        continue;
      if (!isMb(axes.back()))
        return mlir::emitError(fn.getLoc())
               << "result " << j << " is split over the micro-batch axis on "
               << "dim " << d << ", but not as the minor-most axis there";
      concatDim[j] = d;
    }
  }
  return success();
}

/// Kinds (per micro-batch / accumulation / update / const) and the
/// forward/backward split.
LogicalResult PipelinePass::classify(func::FuncOp fn,
                                     ArrayRef<unsigned> batchArgs,
                                     Value mbIndex) {
  // The results come back through buffers of the entry: each must be a
  // statically shaped tensor.
  for (auto [j, t] : llvm::enumerate(fn.getResultTypes())) {
    auto rt = dyn_cast<RankedTensorType>(t);
    if (!rt || !rt.hasStaticShape())
      return mlir::emitError(fn.getLoc())
             << "cleave-pipeline: result " << j << " has type " << t
             << "; a pipelined step returns statically shaped tensors";
  }
  for (unsigned i : batchArgs)
    perMbArgs.insert(fn.getArgument(i));
  perMbArgs.insert(mbIndex);
  Block &block = fn.getBody().front();
  for (Operation &op : block.without_terminator()) {
    OpInfo oi;
    auto ar = dyn_cast<AllReduceOp>(&op);
    if (ar && ar.getAxes().size() == 1 && namesMicrobatch(ar.getAxes())) {
      oi.kind = Kind::Accumulate;
      if (kindOfValue(ar.getInput()) == Kind::Update)
        return op.emitError() << "cleave-pipeline: accumulates a value that "
                                 "is already accumulated";
      info[&op] = oi;
      continue;
    }
    bool perMb = false, accumulated = false;
    for (Value v : usedValues(&op)) {
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
  // The forward: per-micro-batch ops the unreplaced results (the loss)
  // depend on. Without a backward everything per micro-batch is forward.
  auto ret = cast<func::ReturnOp>(block.getTerminator());
  for (unsigned j = 0; j < fn.getNumResults(); ++j)
    if (concatDim[j] < 0 && kindOfValue(ret.getOperand(j)) ==
                                Kind::PerMicrobatch)
      return mlir::emitError(fn.getLoc())
             << "cleave-pipeline: result " << j
             << " depends on the micro-batch but is neither reduced nor "
                "split over micro-batches";
  if (!hasBackward)
    return success();
  llvm::StringSet<> argNames;
  for (unsigned i = 0; i < fn.getNumArguments(); ++i)
    if (StringAttr n = nameOf(fn.getArgAttrDict(i)))
      argNames.insert(n.getValue());
  SmallVector<Value> stack;
  for (unsigned j = 0; j < fn.getNumResults(); ++j) {
    StringAttr n = nameOf(fn.getResultAttrDict(j));
    if (!n || !argNames.contains(n.getValue()))
      stack.push_back(ret.getOperand(j));
  }
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
    for (Value v : usedValues(def))
      stack.push_back(v);
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Step 3: the cut
//===----------------------------------------------------------------------===//

LogicalResult PipelinePass::assignChunks(func::FuncOp fn, int numChunks) {
  Block &block = fn.getBody().front();
  SmallVector<Operation *> fwdOps;
  for (Operation &op : block.without_terminator())
    if (info[&op].kind == Kind::PerMicrobatch && info[&op].forward)
      fwdOps.push_back(&op);
  if (static_cast<int>(fwdOps.size()) < numChunks)
    return mlir::emitError(fn.getLoc()) << "cleave-pipeline: " << fwdOps.size()
                          << " forward ops cannot be cut into " << numChunks
                          << " chunks (stages x virtual-stages)";
  SmallVector<double> flops;
  double total = 0;
  for (Operation *op : fwdOps) {
    flops.push_back(countWork(op).flops + 1);
    total += flops.back();
  }
  SmallVector<size_t> starts{0};
  if (!cutAt.empty()) {
    if (static_cast<int>(cutAt.size()) != numChunks - 1)
      return mlir::emitError(fn.getLoc()) << "cleave-pipeline: cut-at lists "
                            << cutAt.size() << " cuts for " << numChunks
                            << " chunks (needs " << numChunks - 1 << ")";
    // Arguments each const value derives from, to find the first forward
    // op that reads an argument (directly or through a transpose etc.).
    llvm::DenseMap<Value, llvm::SmallDenseSet<unsigned, 4>> roots;
    auto rootsOf = [&](Value v) {
      llvm::SmallDenseSet<unsigned, 4> r;
      if (auto arg = dyn_cast<BlockArgument>(v))
        r.insert(arg.getArgNumber());
      else if (auto it = roots.find(v); it != roots.end())
        r = it->second;
      return r;
    };
    for (Operation &op : block.without_terminator())
      if (info[&op].kind == Kind::Const) {
        llvm::SmallDenseSet<unsigned, 4> r;
        for (Value v : usedValues(&op))
          for (unsigned a : rootsOf(v))
            r.insert(a);
        for (Value res : op.getResults())
          roots[res] = r;
      }
    size_t from = 0;
    for (const std::string &g : cutAt) {
      auto pat = llvm::GlobPattern::create(g);
      if (!pat)
        return mlir::emitError(fn.getLoc()) << "cut-at: bad glob '" << g << "'";
      size_t at = fwdOps.size();
      for (size_t k = from; k < fwdOps.size() && at == fwdOps.size(); ++k)
        for (Value v : usedValues(fwdOps[k]))
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
  } else if (cut == "dp") {
    if (failed(dpCut(fn, fwdOps, numChunks, starts)))
      return failure();
  } else {
    double acc = 0;
    for (size_t k = 0; k < fwdOps.size(); ++k) {
      int chunk = static_cast<int>(starts.size()) - 1;
      int remainingChunks = numChunks - chunk - 1;
      size_t remainingOps = fwdOps.size() - k;
      bool full = acc >= total * (chunk + 1) / numChunks;
      if (remainingChunks > 0 &&
          (full || remainingOps == static_cast<size_t>(remainingChunks)) &&
          k > starts.back())
        starts.push_back(k);
      acc += flops[k];
    }
  }
  starts.push_back(fwdOps.size());
  cutReport.clear();
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
                               c, c % stagesN, starts[c + 1] - starts[c],
                               f / 1e6, loc)
                     .str();
  }
  // Backward ops: the chunk of the forward values they read, never later
  // than their backward operands' chunks. Update ops: their accumulated
  // operands' chunk. Accumulations: their operand's.
  for (Operation &op : block.without_terminator()) {
    OpInfo &oi = info[&op];
    if (oi.kind == Kind::Accumulate) {
      int c = chunkOfValue(op.getOperand(0));
      oi.chunk = c >= 0 ? c : 0;
      continue;
    }
    if (oi.kind == Kind::Update) {
      int c = -1;
      for (Value v : usedValues(&op))
        c = std::max(c, chunkOfValue(v));
      oi.chunk = c >= 0 ? c : 0;
      continue;
    }
    if (oi.kind != Kind::PerMicrobatch || oi.forward)
      continue;
    int maxFwd = -1, minBwd = numChunks - 1;
    for (Value v : usedValues(&op)) {
      Operation *def = v.getDefiningOp();
      if (!def || !info.count(def) ||
          info[def].kind != Kind::PerMicrobatch)
        continue;
      if (info[def].forward)
        maxFwd = std::max(maxFwd, info[def].chunk);
      else
        minBwd = std::min(minBwd, info[def].chunk);
    }
    oi.chunk = maxFwd >= 0 ? std::min(maxFwd, minBwd) : minBwd;
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Step 4: functions and the scheduled entry
//===----------------------------------------------------------------------===//

LogicalResult PipelinePass::buildGroups(func::FuncOp fn) {
  Block &block = fn.getBody().front();
  for (Operation &op : block.without_terminator()) {
    OpInfo &oi = info[&op];
    if (oi.kind != Kind::PerMicrobatch)
      continue;
    pp::Phase ph = oi.forward ? pp::Phase::Forward : pp::Phase::Backward;
    Group &g = groups[{oi.chunk, static_cast<int>(ph)}];
    g.chunk = oi.chunk;
    g.phase = ph;
    g.ops.push_back(&op);
    for (Value r : op.getResults())
      producer[r] = &g;
  }
  // Constants and scalar arithmetic on constants are cloned into each
  // function that reads them (they stay foldable there: math.fpowi with a
  // constant exponent must see it), not passed in.
  auto inlineable = [&](Operation *def) {
    if (!def || def->getBlock() != &block || info[def].kind != Kind::Const ||
        def->getNumRegions())
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
      for (Value v : usedValues(op))
        stack.push_back(v);
    while (!stack.empty()) {
      Value v = stack.pop_back_val();
      Operation *def = v.getDefiningOp();
      if (def && mine.count(def))
        continue;
      if (inlineable(def)) {
        if (prelude.insert(def))
          for (Value w : usedValues(def))
            stack.push_back(w);
        continue;
      }
    }
    SmallVector<Operation *> ordered;
    for (Operation &op : block.without_terminator())
      if (prelude.count(&op))
        ordered.push_back(&op);
    mine.insert(ordered.begin(), ordered.end());
    g.ops.insert(g.ops.begin(), ordered.begin(), ordered.end());
    for (Operation *op : g.ops) {
      for (Value v : usedValues(op)) {
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
    // The outlined function.
    OpBuilder b(fn);
    SmallVector<Type> inTypes, outTypes;
    for (Value v : g.inputs)
      inTypes.push_back(v.getType());
    for (Value v : g.outputs)
      outTypes.push_back(v.getType());
    std::string name =
        llvm::formatv("{0}_{1}{2}", fn.getSymName(),
                      g.phase == pp::Phase::Forward ? "forward" : "backward",
                      g.chunk)
            .str();
    g.fn = func::FuncOp::create(b, fn.getLoc(), name,
                                b.getFunctionType(inTypes, outTypes));
    g.fn.setPrivate();
    g.fn->setAttr(CleaveDialect::getPartitionedAttrName(), b.getUnitAttr());
    Block *body = g.fn.addEntryBlock();
    IRMapping map;
    for (auto [v, a] : llvm::zip(g.inputs, body->getArguments()))
      map.map(v, a);
    b.setInsertionPointToStart(body);
    for (Operation *op : g.ops) {
      Operation *c = b.clone(*op, map);
      c->removeAttr(CleaveDialect::getShardingAttrName());
    }
    SmallVector<Value> outs;
    for (Value v : g.outputs)
      outs.push_back(map.lookup(v));
    func::ReturnOp::create(b, fn.getLoc(), outs);
  }
  return success();
}

static Value combine(OpBuilder &b, Location loc, ReductionKind kind, Value a,
                     Value c) {
  Type elem = getElementTypeOrSelf(a.getType());
  if (isa<FloatType>(elem)) {
    switch (kind) {
    case ReductionKind::sum:
      return arith::AddFOp::create(b, loc, a, c);
    case ReductionKind::prod:
      return arith::MulFOp::create(b, loc, a, c);
    case ReductionKind::max:
      return arith::MaximumFOp::create(b, loc, a, c);
    case ReductionKind::min:
      return arith::MinimumFOp::create(b, loc, a, c);
    }
  }
  bool i1 = elem.isInteger(1);
  switch (kind) {
  case ReductionKind::sum:
    return i1 ? arith::XOrIOp::create(b, loc, a, c).getResult()
              : arith::AddIOp::create(b, loc, a, c).getResult();
  case ReductionKind::prod:
    return i1 ? arith::AndIOp::create(b, loc, a, c).getResult()
              : arith::MulIOp::create(b, loc, a, c).getResult();
  case ReductionKind::max:
    return i1 ? arith::OrIOp::create(b, loc, a, c).getResult()
              : arith::MaxSIOp::create(b, loc, a, c).getResult();
  case ReductionKind::min:
    return i1 ? arith::AndIOp::create(b, loc, a, c).getResult()
              : arith::MinSIOp::create(b, loc, a, c).getResult();
  }
  return a;
}

/// Slice `m` of `whole` along `dim` (pieces of `piece`'s size), or the
/// insertion of `piece` there.
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

LogicalResult PipelinePass::emitEntry(func::FuncOp fn, MeshOp mesh,
                                      ArrayRef<unsigned> batchArgs,
                                      Value mbIndex,
                                      const pp::Schedule &schedule) {
  MLIRContext *ctx = &getContext();
  Block &block = fn.getBody().front();
  auto ret = cast<func::ReturnOp>(block.getTerminator());
  auto meshRef = FlatSymbolRefAttr::get(mesh.getSymNameAttr());
  int M = microbatches, S = stagesN;
  auto rankOf = [&](int chunk) { return chunk % S; };
  llvm::DenseSet<unsigned> batched(batchArgs.begin(), batchArgs.end());

  // Signature: the micro-batched arguments whole (M pieces), the
  // micro-batch index dropped.
  unsigned numArgs = fn.getNumArguments() - 1;
  SmallVector<Type> argTypes, resultTypes;
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
    if (concatDim[j] >= 0) {
      auto rt = cast<RankedTensorType>(t);
      SmallVector<int64_t> shape(rt.getShape());
      shape[concatDim[j]] *= M;
      t = rt.clone(shape);
    }
    resultTypes.push_back(t);
  }
  auto dropMb = [&](ShardingAttr s, bool addStage) -> FailureOr<ShardingAttr> {
    SmallVector<DimShardingAttr> dims;
    for (DimShardingAttr d : s.getDims()) {
      SmallVector<StringAttr> axes;
      for (StringAttr a : d.getAxes())
        if (a.getValue() != kMicrobatchAxis)
          axes.push_back(a);
      dims.push_back(DimShardingAttr::get(ctx, axes, d.getClosed(),
                                          d.getPriority()));
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
  };

  OpBuilder b(fn);
  auto entry = func::FuncOp::create(b, fn.getLoc(), fn.getSymName(),
                                    b.getFunctionType(argTypes, resultTypes));
  entry.setVisibility(fn.getVisibility());
  entry->setAttr(CleaveDialect::getPartitionedAttrName(), b.getUnitAttr());
  for (unsigned i = 0; i < numArgs; ++i) {
    SmallVector<NamedAttribute> attrs;
    if (DictionaryAttr d = fn.getArgAttrDict(i))
      for (NamedAttribute a : d) {
        if (auto s = dyn_cast<ShardingAttr>(a.getValue()))
          attrs.push_back({a.getName(), *dropMb(s, false)});
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
        if (auto s = dyn_cast<ShardingAttr>(a.getValue())) {
          FailureOr<ShardingAttr> ns = dropMb(s, true);
          if (failed(ns))
            return mlir::emitError(fn.getLoc()) << "result " << j
                                  << " is partial with a kind other than "
                                     "sum; cleave-pipeline cannot mark it "
                                     "partial over stages";
          attrs.push_back({a.getName(), *ns});
          hasSharding = true;
        } else {
          attrs.push_back(a);
        }
      }
    if (!hasSharding) {
      auto rt = dyn_cast<RankedTensorType>(resultTypes[j]);
      if (!rt)
        return mlir::emitError(fn.getLoc()) << "result " << j << " is not a ranked tensor";
      SmallVector<DimShardingAttr> dims(
          rt.getRank(), DimShardingAttr::get(ctx, {}, true, std::nullopt));
      attrs.push_back({StringAttr::get(ctx, CleaveDialect::getShardingAttrName()),
                       ShardingAttr::get(ctx, meshRef, dims,
                                         {StringAttr::get(ctx, kStageAxis)},
                                         ReductionKind::sum)});
    }
    entry.setResultAttrs(j, attrs);
  }

  Block *eb = entry.addEntryBlock();
  b.setInsertionPointToStart(eb);
  Location loc = fn.getLoc();
  // Every group communicator the stages use exists before they branch.
  llvm::SetVector<Attribute> axisLists;
  ModuleOp module = getOperation();
  module.walk([&](Operation *op) {
    if (isa<AllReduceOp, AllGatherOp, ReduceScatterOp, AllToAllOp,
            CollectivePermuteOp>(op)) {
      auto axes = op->getAttrOfType<ArrayAttr>("axes");
      if (!namesMicrobatch(axes))
        axisLists.insert(axes);
    }
  });
  for (Attribute axes : axisLists)
    BarrierOp::create(b, loc, meshRef, cast<ArrayAttr>(axes));
  Value stage = GroupIndexOp::create(b, loc, b.getIndexType(), meshRef,
                                     b.getStrArrayAttr({kStageAxis}));
  // A switch on the stage; each case calls its stage's function and
  // copies the results into buffers of the entry. Cases that yield the
  // results instead make buffer deallocation compare every yielded buffer
  // with every other (minutes of compile time for a few hundred results).
  SmallVector<Value> resultBuffers;
  for (Type t : resultTypes) {
    auto rt = cast<RankedTensorType>(t);
    resultBuffers.push_back(memref::AllocOp::create(
        b, loc, MemRefType::get(rt.getShape(), rt.getElementType())));
  }
  SmallVector<int64_t> cases;
  for (int s = 0; s < S; ++s)
    cases.push_back(s);
  auto sw = scf::IndexSwitchOp::create(b, loc, TypeRange{}, stage, cases, S);
  {
    SmallVector<Value> results;
    for (auto [t, m] : llvm::zip(resultTypes, resultBuffers))
      results.push_back(bufferization::ToTensorOp::create(
          b, loc, t, m, /*restrict=*/true, /*writable=*/true));
    func::ReturnOp::create(b, loc, results);
    b.createBlock(&sw.getDefaultRegion());
    scf::YieldOp::create(b, loc);
  }

  // Who reads what: the ranks of the groups reading a per-micro-batch
  // value; the ranks of the update ops reading an update value.
  llvm::DenseMap<Value, llvm::SmallSetVector<int, 4>> readers;
  for (auto &[key, g] : groups)
    for (Value v : g.inputs)
      readers[v].insert(rankOf(g.chunk));
  for (Operation &op : block.without_terminator())
    if (info[&op].kind == Kind::Update)
      for (Value v : usedValues(&op))
        readers[v].insert(rankOf(info[&op].chunk));
  // Result owners: the rank that computes the value (rank 0 for arguments
  // and constants).
  SmallVector<int> owner;
  for (Value v : ret.getOperands()) {
    int c = chunkOfValue(v);
    if (auto it = producer.find(v); it != producer.end())
      c = it->second->chunk;
    owner.push_back(c >= 0 ? rankOf(c) : 0);
  }
  std::map<std::tuple<void *, int, int, int>, int64_t> tags;
  std::map<std::pair<int, int>, int64_t> nextTag;
  auto tagOf = [&](Value v, int m, int src, int dst) -> FailureOr<int64_t> {
    auto key = std::make_tuple(v.getAsOpaquePointer(), m, src, dst);
    auto it = tags.find(key);
    if (it != tags.end())
      return it->second;
    int64_t t = nextTag[{src, dst}]++;
    if (t >= 32767)
      return failure();
    tags[key] = t;
    return t;
  };
  auto tooManyTags = [&]() {
    return mlir::emitError(fn.getLoc()) << "cleave-pipeline: more than 32767 messages "
                             "between two stages; use fewer micro-batches";
  };

  for (int s = 0; s < S; ++s) {
    // The stage's program is a function of its own.
    b.createBlock(&sw.getCaseRegions()[s]);
    func::FuncOp stageFn;
    {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPoint(entry);
      stageFn = func::FuncOp::create(
          b, loc, llvm::formatv("{0}_stage{1}", fn.getSymName(), s).str(),
          b.getFunctionType(argTypes, resultTypes));
      stageFn.setPrivate();
      stageFn->setAttr(CleaveDialect::getPartitionedAttrName(),
                       b.getUnitAttr());
    }
    SmallVector<Value> caseArgs(eb->getArguments().begin(),
                                eb->getArguments().end());
    auto stageCall = func::CallOp::create(b, loc, stageFn, caseArgs);
    for (auto [r, m] : llvm::zip(stageCall.getResults(), resultBuffers))
      bufferization::MaterializeInDestinationOp::create(
          b, loc, Type(), r, m, UnitAttr(), b.getUnitAttr());
    scf::YieldOp::create(b, loc);
    Block *sb = stageFn.addEntryBlock();
    b.setInsertionPointToStart(sb);
    IRMapping cmap;
    for (unsigned i = 0; i < numArgs; ++i)
      cmap.map(fn.getArgument(i), sb->getArgument(i));
    // Which const ops this stage needs: what its groups, its update ops
    // and its results read, transitively.
    llvm::DenseSet<Operation *> needed;
    SmallVector<Value> stack;
    for (auto &[key, g] : groups)
      if (rankOf(g.chunk) == s)
        stack.append(g.inputs.begin(), g.inputs.end());
    for (Operation &op : block.without_terminator())
      if ((info[&op].kind == Kind::Update ||
           info[&op].kind == Kind::Accumulate) &&
          rankOf(info[&op].chunk) == s)
        for (Value v : usedValues(&op))
          stack.push_back(v);
    for (auto [j, v] : llvm::enumerate(ret.getOperands()))
      if (owner[j] == s)
        stack.push_back(v);
    while (!stack.empty()) {
      Operation *def = stack.pop_back_val().getDefiningOp();
      if (!def || def->getBlock() != &block ||
          info[def].kind != Kind::Const || !needed.insert(def).second)
        continue;
      for (Value v : usedValues(def))
        stack.push_back(v);
    }
    for (Operation &op : block.without_terminator())
      if (needed.count(&op))
        b.clone(op, cmap)->removeAttr(CleaveDialect::getShardingAttrName());

    // The schedule.
    std::map<std::pair<void *, int>, Value> pvals;
    std::map<std::pair<unsigned, int>, Value> slices;
    llvm::DenseMap<Operation *, Value> acc;
    SmallVector<Value> concat(fn.getNumResults());
    auto resolve = [&](Value v, int m) -> FailureOr<Value> {
      if (v == mbIndex)
        return Value(arith::ConstantIndexOp::create(b, loc, m));
      if (auto arg = dyn_cast<BlockArgument>(v)) {
        unsigned i = arg.getArgNumber();
        if (!batched.count(i))
          return Value(sb->getArgument(i));
        auto &slot = slices[{i, m}];
        if (!slot) {
          auto piece = cast<RankedTensorType>(arg.getType());
          slot = tensor::ExtractSliceOp::create(
              b, loc, piece, sb->getArgument(i),
              pieceOffsets(b, piece.getRank(), batchDim,
                           m * piece.getDimSize(batchDim)),
              sizesOf(b, piece),
              SmallVector<OpFoldResult>(piece.getRank(), b.getIndexAttr(1)));
        }
        return slot;
      }
      if (kindOfValue(v) == Kind::Const)
        return cmap.lookup(v);
      auto key = std::make_pair(v.getAsOpaquePointer(), m);
      if (auto it = pvals.find(key); it != pvals.end())
        return it->second;
      Group *g = producer.lookup(v);
      int src = g ? rankOf(g->chunk) : s;
      if (!g || src == s)
        return failure();
      FailureOr<int64_t> tag = tagOf(v, m, src, s);
      if (failed(tag))
        return failure();
      Value r = RecvOp::create(b, loc, v.getType(), meshRef,
                               b.getStrArrayAttr({kStageAxis}),
                               b.getI64IntegerAttr(src),
                               b.getI64IntegerAttr(*tag));
      pvals[key] = r;
      return r;
    };
    for (const pp::Action &a : schedule.perStage[s]) {
      auto it = groups.find({a.chunk, static_cast<int>(a.phase)});
      if (it == groups.end())
        continue;
      Group &g = it->second;
      int m = a.microbatch;
      SmallVector<Value> args;
      for (Value v : g.inputs) {
        FailureOr<Value> r = resolve(v, m);
        if (failed(r))
          return mlir::emitError(fn.getLoc())
                 << "cleave-pipeline: internal error: stage " << s
                 << " has no value for an input of chunk " << a.chunk
                 << " at micro-batch " << m;
        args.push_back(*r);
      }
      // The chunk's ops, inlined: results of calls have unknown aliasing,
      // which makes buffer deallocation emit a runtime alias check per
      // pair of buffers (minutes of compile time on the 8-layer GPT);
      // inlined, every buffer is a visible allocation, as in the step.
      IRMapping im;
      Block &gb = g.fn.getBody().front();
      for (auto [formal, actual] : llvm::zip(gb.getArguments(), args))
        im.map(formal, actual);
      for (Operation &op : gb.without_terminator())
        b.clone(op, im);
      auto gret = cast<func::ReturnOp>(gb.getTerminator());
      for (auto [j, v] : llvm::enumerate(g.outputs)) {
        Value r = im.lookup(gret.getOperand(j));
        pvals[{v.getAsOpaquePointer(), m}] = r;
        for (int dst : readers.lookup(v)) {
          if (dst == s)
            continue;
          FailureOr<int64_t> tag = tagOf(v, m, s, dst);
          if (failed(tag))
            return tooManyTags();
          SendOp::create(b, loc, r, meshRef, b.getStrArrayAttr({kStageAxis}),
                         b.getI64IntegerAttr(dst), b.getI64IntegerAttr(*tag));
        }
        for (Operation *user : v.getUsers())
          if (auto ar = dyn_cast<AllReduceOp>(user);
              ar && info.lookup(ar).kind == Kind::Accumulate) {
            Value &slot = acc[ar];
            slot = slot ? combine(b, loc, ar.getKind(), slot, r) : r;
          }
        for (auto [ri, rv] : llvm::enumerate(ret.getOperands())) {
          if (rv != v || concatDim[ri] < 0)
            continue;
          auto piece = cast<RankedTensorType>(v.getType());
          auto whole = cast<RankedTensorType>(resultTypes[ri]);
          if (!concat[ri])
            concat[ri] = tensor::EmptyOp::create(b, loc, whole.getShape(),
                                                 whole.getElementType());
          concat[ri] = tensor::InsertSliceOp::create(
              b, loc, r, concat[ri],
              pieceOffsets(b, piece.getRank(), concatDim[ri],
                           m * piece.getDimSize(concatDim[ri])),
              sizesOf(b, piece),
              SmallVector<OpFoldResult>(piece.getRank(), b.getIndexAttr(1)));
        }
      }
    }

    // Accumulated values and the update, in program order.
    for (Operation &op : block.without_terminator()) {
      OpInfo oi = info[&op];
      if ((oi.kind != Kind::Accumulate && oi.kind != Kind::Update) ||
          rankOf(oi.chunk) != s)
        continue;
      if (oi.kind == Kind::Accumulate) {
        auto ar = cast<AllReduceOp>(&op);
        Value v = acc.lookup(ar);
        if (!v) {
          // An accumulated value no group computes (an argument or a
          // constant): combine its M copies here.
          for (int m = 0; m < M; ++m) {
            FailureOr<Value> x = resolve(ar.getInput(), m);
            if (failed(x))
              return ar.emitError() << "cleave-pipeline: internal error: "
                                       "accumulation without a value";
            v = v ? combine(b, loc, ar.getKind(), v, *x) : *x;
          }
        }
        cmap.map(ar.getResult(), v);
      } else {
        for (Value v : usedValues(&op)) {
          if (cmap.contains(v) || kindOfValue(v) != Kind::Update)
            continue;
          int src = rankOf(chunkOfValue(v));
          FailureOr<int64_t> tag = tagOf(v, -1, src, s);
          if (failed(tag))
            return tooManyTags();
          cmap.map(v, RecvOp::create(b, loc, v.getType(), meshRef,
                                     b.getStrArrayAttr({kStageAxis}),
                                     b.getI64IntegerAttr(src),
                                     b.getI64IntegerAttr(*tag)));
        }
        b.clone(op, cmap)->removeAttr(CleaveDialect::getShardingAttrName());
      }
      for (Value r : op.getResults())
        for (int dst : readers.lookup(r)) {
          if (dst == s)
            continue;
          FailureOr<int64_t> tag = tagOf(r, -1, s, dst);
          if (failed(tag))
            return tooManyTags();
          SendOp::create(b, loc, cmap.lookup(r), meshRef,
                         b.getStrArrayAttr({kStageAxis}),
                         b.getI64IntegerAttr(dst), b.getI64IntegerAttr(*tag));
        }
    }
    SmallVector<Value> yields;
    for (auto [j, v] : llvm::enumerate(ret.getOperands())) {
      if (owner[j] != s) {
        // Zeros in a fresh buffer (a constant would be a global, whose
        // return buffer deallocation cannot tell from the allocations).
        auto rt = cast<RankedTensorType>(resultTypes[j]);
        Value zero = arith::ConstantOp::create(
            b, loc, cast<TypedAttr>(b.getZeroAttr(rt.getElementType())));
        Value empty = tensor::EmptyOp::create(b, loc, rt.getShape(),
                                              rt.getElementType());
        yields.push_back(
            linalg::FillOp::create(b, loc, zero, empty).getResult(0));
        continue;
      }
      if (concatDim[j] >= 0) {
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
  return success();
}

//===----------------------------------------------------------------------===//
// Step 5: the simulated step
//===----------------------------------------------------------------------===//

/// Prices each chunk's forward and backward steps, its sends and saved
/// activations and its update with the cost model on `cluster` (the stage
/// axis's link carries the sends), runs the schedule through
/// simulateSchedule and reports the step time, the bubble and the peak
/// memory per stage; writes the timeline when asked.
/// The cluster spec bound to the stage mesh: the micro-batch axis becomes
/// the stage axis (its sends use that axis's link).
FailureOr<ClusterSpec> PipelinePass::loadStageSpec(MeshOp mesh) {
  SmallVector<std::string> axisNames;
  SmallVector<int64_t> axisSizes;
  for (unsigned i = 0; i < mesh.getNumAxes(); ++i) {
    bool mb = mesh.getAxisName(i) == kMicrobatchAxis;
    axisNames.push_back(mb ? std::string(kStageAxis)
                           : mesh.getAxisName(i).str());
    axisSizes.push_back(mb ? stagesN : mesh.getAxisSizes()[i]);
  }
  std::string option = "cluster=" + cluster;
  auto emitErr = [&]() {
    return emitOptionError(&getContext(), "cleave-pipeline", option);
  };
  FailureOr<ClusterSpec> spec = loadUnboundClusterSpec(cluster, emitErr);
  if (failed(spec) ||
      failed(bindClusterSpec(*spec, axisNames, axisSizes, emitErr)))
    return failure();
  return spec;
}

/// cut=dp: the forward ops cut into `numChunks` contiguous chunks that
/// minimise the largest chunk's forward + backward time on the cluster
/// (dynamic programming over the op boundaries), each chunk's memory
/// (the parameters and state it reads, plus the activations it saves for
/// its backward times the micro-batches in flight on its stage) within the
/// device's capacity. A backward op's time counts at the forward op whose
/// chunk the assignment below gives it.
LogicalResult PipelinePass::dpCut(func::FuncOp fn, ArrayRef<Operation *> fwdOps,
                                  int numChunks, SmallVector<size_t> &starts) {
  if (cluster.empty())
    return mlir::emitError(fn.getLoc())
           << "cleave-pipeline: cut=dp needs cluster= (it balances the "
              "cost model's times)";
  FailureOr<ClusterSpec> spec = loadStageSpec(stageMesh);
  if (failed(spec))
    return failure();
  size_t n = fwdOps.size();
  llvm::DenseMap<Operation *, size_t> home;
  for (auto [k, op] : llvm::enumerate(fwdOps))
    home[op] = k;
  SmallVector<double> time(n, 0), saved(n, 0), statics(n, 0);
  llvm::DenseSet<Value> seenArgs;
  auto addStatics = [&](Operation *op, size_t at) {
    for (Value v : usedValues(op))
      if (isa<BlockArgument>(v) && !perMbArgs.count(v) &&
          seenArgs.insert(v).second)
        statics[at] += getTensorBytes(v.getType());
  };
  Block &block = fn.getBody().front();
  for (Operation &op : block.without_terminator()) {
    OpInfo &oi = info[&op];
    if (oi.kind == Kind::PerMicrobatch && oi.forward) {
      size_t k = home[&op];
      time[k] += estimateOp(&op, *spec).time();
      addStatics(&op, k);
      for (Value r : op.getResults())
        if (llvm::any_of(r.getUsers(), [&](Operation *u) {
              auto it = info.find(u);
              return it != info.end() &&
                     it->second.kind == Kind::PerMicrobatch &&
                     !it->second.forward;
            }))
          saved[k] += getTensorBytes(r.getType());
      continue;
    }
    if (oi.kind == Kind::Const)
      continue;
    // As assignChunks places it: backward ops by the forward values they
    // read, capped by their backward operands; others by their operands.
    std::optional<size_t> maxFwd, minBwd, maxAny;
    for (Value v : usedValues(&op)) {
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
      time[k] += estimateOp(&op, *spec).time();
    // The accumulated gradients stay for the whole step.
    if (oi.kind == Kind::Accumulate)
      for (Value r : op.getResults())
        statics[k] += getTensorBytes(r.getType());
    addStatics(&op, k);
  }
  // Arguments that only step-constant ops read (a transposed weight,
  // Adam's decayed moments): they live where those ops' users run.
  for (Operation &op : llvm::reverse(block.without_terminator())) {
    if (info[&op].kind != Kind::Const)
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
  SmallVector<double> W(n + 1, 0), A(n + 1, 0), P(n + 1, 0);
  for (size_t k = 0; k < n; ++k) {
    W[k + 1] = W[k] + time[k];
    A[k + 1] = A[k] + saved[k];
    P[k + 1] = P[k] + statics[k];
  }
  int S = stagesN;
  int M = microbatches;
  int v = std::max(1, numChunks / std::max(1, S));
  // Micro-batches whose activations a stage holds at once: all of them
  // when every forward runs before the backwards (GPipe, breadth-first),
  // at most the stages ahead otherwise (1F1B's warm-up).
  bool allForwardsFirst = schedule == "gpipe" || schedule == "breadth-first";
  double inflight = allForwardsFirst ? M : std::min(M, S);
  double capacity = spec->device.memoryCapacity / v;
  auto solve = [&](bool withMemory, SmallVector<size_t> &out) {
    const double inf = std::numeric_limits<double>::infinity();
    std::vector<std::vector<double>> best(
        numChunks + 1, std::vector<double>(n + 1, inf));
    std::vector<std::vector<size_t>> from(numChunks + 1,
                                          std::vector<size_t>(n + 1, 0));
    best[0][0] = 0;
    for (int c = 1; c <= numChunks; ++c)
      for (size_t j = c; j + (numChunks - c) <= n; ++j)
        for (size_t i = c - 1; i < j; ++i) {
          if (best[c - 1][i] == inf)
            continue;
          if (withMemory &&
              P[j] - P[i] + inflight * (A[j] - A[i]) > capacity)
            continue;
          double b = std::max(best[c - 1][i], W[j] - W[i]);
          if (b < best[c][j]) {
            best[c][j] = b;
            from[c][j] = i;
          }
        }
    if (best[numChunks][n] == inf)
      return false;
    SmallVector<size_t> cuts;
    for (size_t j = n, c = numChunks; c > 0; --c) {
      j = from[c][j];
      cuts.push_back(j);
    }
    out.assign(cuts.rbegin(), cuts.rend()); // starts, beginning with 0
    return true;
  };
  SmallVector<size_t> found;
  if (!solve(/*withMemory=*/true, found)) {
    solve(/*withMemory=*/false, found);
    cutReport += "cut=dp: no cut fits the device memory; the fastest one is "
                 "used\n";
  }
  starts.assign(found.begin(), found.end());
  return success();
}

LogicalResult PipelinePass::simulate(func::FuncOp fn, MeshOp mesh,
                                     const pp::Schedule &schedule) {
  Block &block = fn.getBody().front();
  FailureOr<ClusterSpec> spec = loadStageSpec(mesh);
  if (failed(spec))
    return failure();
  auto rankOf = [&](int chunk) { return chunk % stagesN; };
  int K = schedule.chunks();
  pp::SimulationInput in;
  in.chunks.assign(K, {});
  unsigned stageAxis = *spec->getAxisIndex(kStageAxis);
  in.p2pLatency = spec->axisLinks[stageAxis].latency;
  in.p2pBandwidth = spec->axisLinks[stageAxis].bandwidth;
  // Each pair of stages sends over the link between their devices: stage
  // s owns devices s * perStage .. (s + 1) * perStage - 1 (the stage axis
  // is major), and a pair whose peers (same coordinates) share a node talks
  // intra-node, although the axis as a whole may span nodes. A link the
  // spec names for the stage axis is used for every pair.
  auto intra = spec->links.find("intra_node");
  auto inter = spec->links.find("inter_node");
  std::string stageLinks;
  if (spec->numNodes > 1 &&
      !spec->axisLinkNames.count(std::string(kStageAxis)) &&
      intra != spec->links.end() && inter != spec->links.end()) {
    int64_t perStage = 1;
    for (auto [i, size] : llvm::enumerate(spec->axisSizes))
      if (i != stageAxis)
        perStage *= size;
    int64_t perNode = std::max<int64_t>(1, spec->devicesPerNode);
    // Sends go from a chunk's stage to the next chunk's or the previous
    // one's: only neighbouring pairs (and the wrap-around) are priced.
    auto sameNode = [&](int from, int to) {
      for (int64_t o = 0; o < perStage; ++o)
        if ((from * perStage + o) / perNode != (to * perStage + o) / perNode)
          return false;
      return true;
    };
    for (int from = 0; from < stagesN && stagesN > 1; ++from) {
      for (int to : {(from + 1) % stagesN, (from + stagesN - 1) % stagesN}) {
        bool same = sameNode(from, to);
        const LinkSpec &link = same ? intra->second : inter->second;
        in.pairLinks[{from, to}] = {link.latency, link.bandwidth};
      }
      // The report names the link of each neighbouring pair (and of the
      // wrap-around of interleaved chunks).
      int next = (from + 1) % stagesN;
      if (next != 0 || virtualStages > 1)
        stageLinks +=
            llvm::formatv("{0}{1}-{2} {3}", stageLinks.empty() ? "" : ", ",
                          from, next,
                          sameNode(from, next) ? "intra_node" : "inter_node")
                .str();
    }
  }
  for (auto &[key, g] : groups) {
    pp::ChunkCost &cc = in.chunks[g.chunk];
    double t = 0;
    for (Operation *op : g.ops)
      t += estimateOp(op, *spec).time();
    double sent = 0, saved = 0;
    for (Value v : g.outputs) {
      bool remote = false, backward = false;
      for (auto &[k2, other] : groups)
        if (other.inputs.contains(v)) {
          remote |= rankOf(other.chunk) != rankOf(g.chunk);
          backward |= other.phase == pp::Phase::Backward;
        }
      if (remote)
        sent += getTensorBytes(v.getType());
      if (g.phase == pp::Phase::Forward && backward)
        saved += getTensorBytes(v.getType());
    }
    if (g.phase == pp::Phase::Forward) {
      cc.forward = t;
      cc.forwardSendBytes = sent;
      cc.savedBytes = saved;
    } else {
      cc.backward = t;
      cc.backwardSendBytes = sent;
    }
  }
  llvm::DenseSet<Value> counted;
  // Step-constant ops (chunk -1) run on the stages of their users: the
  // arguments they read (a transposed weight, Adam's decayed moments) live
  // there, at their first user's chunk.
  llvm::DenseMap<Operation *, int> constChunk;
  for (Operation &op : llvm::reverse(block.without_terminator())) {
    if (info[&op].kind != Kind::Const)
      continue;
    int at = -1;
    for (Operation *user : op.getUsers()) {
      int c = info.count(user) ? info[user].chunk : -1;
      if (c < 0)
        c = constChunk.lookup_or(user, -1);
      if (c >= 0)
        at = at < 0 ? c : std::min(at, c);
    }
    if (at >= 0)
      constChunk[&op] = at;
  }
  for (auto &[op, at] : constChunk)
    for (Value v : usedValues(op))
      if (isa<BlockArgument>(v) && !perMbArgs.count(v) &&
          counted.insert(v).second)
        in.chunks[at].staticBytes += getTensorBytes(v.getType());
  for (Operation &op : block.without_terminator()) {
    OpInfo oi = info[&op];
    if (oi.chunk < 0)
      continue;
    if (oi.kind == Kind::Update)
      in.chunks[oi.chunk].update += estimateOp(&op, *spec).time();
    // Accumulated gradients: a buffer each for the whole step.
    if (oi.kind == Kind::Accumulate)
      for (Value r : op.getResults())
        in.chunks[oi.chunk].staticBytes += getTensorBytes(r.getType());
    // Arguments a chunk reads (parameters, optimizer state) stay for the
    // whole step.
    if (oi.kind == Kind::PerMicrobatch || oi.kind == Kind::Update)
      for (Value v : usedValues(&op))
        if (isa<BlockArgument>(v) && !perMbArgs.count(v) &&
            counted.insert(v).second)
          in.chunks[oi.chunk].staticBytes += getTensorBytes(v.getType());
  }
  pp::SimulationResult r = pp::simulateSchedule(schedule, in);
  llvm::raw_string_ostream os(simReport);
  os << llvm::formatv("simulated on {0}: step {1:f3} ms, bubble {2:f1}%\n",
                      spec->name, r.stepTime * 1e3, r.bubbleFraction * 100);
  if (!stageLinks.empty())
    os << "  sends between stages: " << stageLinks << "\n";
  bool fits = true;
  SmallVector<Attribute> peaks;
  Builder b(&getContext());
  for (int st = 0; st < stagesN; ++st) {
    os << llvm::formatv("  stage {0}: busy {1:f3} ms, peak {2:f2} MiB\n", st,
                        r.busySeconds[st] * 1e3,
                        r.peakBytes[st] / 1048576.0);
    fits &= r.peakBytes[st] <= spec->device.memoryCapacity;
    peaks.push_back(b.getF64FloatAttr(r.peakBytes[st]));
  }
  if (!fits)
    os << llvm::formatv("  a stage's peak exceeds the {0:f2} GiB of a {1}\n",
                        spec->device.memoryCapacity / 1073741824.0,
                        spec->device.name);
  // Machine-readable figures (plan= reads them from its candidates).
  getOperation()->setAttr(
      "cleave.pipeline_simulated",
      b.getDictionaryAttr(
          {b.getNamedAttr("step_s", b.getF64FloatAttr(r.stepTime)),
           b.getNamedAttr("bubble", b.getF64FloatAttr(r.bubbleFraction)),
           b.getNamedAttr("peak_bytes", b.getArrayAttr(peaks)),
           b.getNamedAttr("fits", b.getBoolAttr(fits))}));
  if (timeline.empty())
    return success();
  std::string title =
      llvm::formatv("{0}: {1} stages x {2} chunks, {3} micro-batches, {4} on "
                    "{5} ({6:f3} ms, bubble {7:f1}%)",
                    fn.getSymName(), stagesN, static_cast<int>(virtualStages),
                    static_cast<int>(microbatches), schedule.name, spec->name,
                    r.stepTime * 1e3, r.bubbleFraction * 100)
          .str();
  std::string err;
  if (!::cleave::writeFileAtomically(
          timeline + ".json",
          pp::timelineToChromeTrace(r.events, stagesN, title), err) ||
      !::cleave::writeFileAtomically(
          timeline + ".svg", pp::timelineToSvg(r.events, stagesN, title),
          err))
    return mlir::emitError(fn.getLoc())
           << "cleave-pipeline: cannot write the timeline: " << err;
  return success();
}

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

void PipelinePass::writeReport(func::FuncOp fn, const pp::Schedule &schedule) {
  if (reportFile.empty())
    return;
  std::string text;
  llvm::raw_string_ostream os(text);
  os << planReport;
  os << "pipeline of @" << fn.getSymName() << ": " << stagesN << " stages x "
     << static_cast<int>(virtualStages) << " chunks, " << static_cast<int>(microbatches) << " micro-batches, "
     << "schedule " << schedule.name << "\n";
  os << cutReport;
  int sends = 0;
  getOperation().walk([&](SendOp) { ++sends; });
  os << "sends per step: " << sends << "\n";
  os << pp::scheduleToText(schedule);
  os << simReport;
  if (reportFile == "-") {
    // Flushed: cleave-run's launcher prints its ranks' output next.
    llvm::outs() << text;
    llvm::outs().flush();
    return;
  }
  std::string err;
  if (!::cleave::writeFileAtomically(reportFile, text, err))
    mlir::emitError(fn.getLoc()) << "cleave-pipeline: cannot write report-file: " << err;
}

/// plan=true: every candidate (stages, micro-batches, schedule, virtual
/// stages) runs this pass on a copy of the module with cut=dp and the
/// cluster, and the fastest simulated step whose stages fit memory wins;
/// its options replace the user's.
LogicalResult PipelinePass::searchPlan(ModuleOp module) {
  if (cluster.empty())
    return mlir::emitError(module.getLoc())
           << "cleave-pipeline: plan=true needs cluster= (it simulates each "
              "candidate)";
  if (!scheduleFile.empty() || !cutAt.empty())
    return mlir::emitError(module.getLoc())
           << "cleave-pipeline: plan=true chooses the schedule and the cut; "
              "drop schedule-file= and cut-at=";
  std::string option = "cluster=" + cluster;
  auto emitErr = [&]() {
    return emitOptionError(&getContext(), "cleave-pipeline", option);
  };
  FailureOr<ClusterSpec> spec = loadUnboundClusterSpec(cluster, emitErr);
  if (failed(spec))
    return failure();
  int64_t meshDevices = 1;
  for (MeshOp m : module.getOps<MeshOp>())
    for (int64_t size : m.getAxisSizes())
      meshDevices *= size;
  int64_t groupsN = spec->getNumDevices() / std::max<int64_t>(1, meshDevices);
  if (groupsN < 1)
    return mlir::emitError(module.getLoc())
           << "cleave-pipeline: plan=true: the mesh has " << meshDevices
           << " devices, more than the " << spec->getNumDevices()
           << " of cluster '" << spec->name << "'";
  int64_t maxS = maxStages > 0 ? static_cast<int64_t>(maxStages)
                               : std::min<int64_t>(groupsN, 64);
  maxS = std::min(maxS, groupsN);

  struct Candidate {
    int stages = 1, replicas = 1, microbatches = 1, virtualStages = 1;
    int tensorParallel = 0; // 0: no tensor-parallel= option
    std::string schedule;
    double step = 0, bubble = 0, peak = 0;
    bool ok = false, fits = false;
    std::string why;
  };
  // Every candidate uses all device groups: S stages of R = groups / (S T)
  // data-parallel replicas (DAPPLE's stages x replication) of T-way
  // tensor-parallel groups each.
  std::vector<Candidate> all;
  // Tensor-parallel degrees to try (0: the module's own mesh, no option).
  SmallVector<int> degrees(tensorParallel.begin(), tensorParallel.end());
  if (degrees.empty())
    degrees.push_back(0);
  for (int T : degrees) {
    if (T > 0 && groupsN % T)
      continue;
    int64_t groupsT = T > 0 ? groupsN / T : groupsN;
    int64_t maxST = std::min<int64_t>(maxS, groupsT);
    for (int S = 1; S <= maxST; S *= 2)
      for (int mult : {1, 2, 4, 8}) {
        if (groupsT % S)
          continue;
        int R = static_cast<int>(groupsT / S);
        // One micro-batch is no pipeline (and no accumulation to split).
        int M = std::max(2, S * mult);
        if (M > 4096 || (S == 1 && mult > 1 && M == 2))
          continue;
        SmallVector<std::pair<StringRef, int>> scheds;
        if (S == 1)
          scheds = {{"1f1b", 1}};
        else
          scheds = {{"gpipe", 1}, {"1f1b", 1}, {"interleaved", 2},
                    {"breadth-first", 2}};
        for (auto [name, v] : scheds) {
          Candidate c;
          c.stages = S;
          c.replicas = R;
          c.microbatches = M;
          c.virtualStages = v;
          c.schedule = name.str();
          c.tensorParallel = T;
          all.push_back(std::move(c));
        }
      }
  }

  if (all.empty())
    return mlir::emitError(module.getLoc())
           << "cleave-pipeline: plan=true: no tensor-parallel degree divides "
              "the "
           << groupsN << " device groups of cluster '" << spec->name << "'";
  auto t0 = std::chrono::steady_clock::now();
  for (Candidate &c : all) {
    OwningOpRef<ModuleOp> copy = module.clone();
    CleavePipelineOptions opts;
    opts.stages = c.stages;
    opts.replicas = c.replicas;
    opts.microbatches = c.microbatches;
    opts.virtualStages = c.virtualStages;
    opts.schedule = c.schedule;
    opts.batchDim = batchDim;
    opts.inputs.assign(inputs.begin(), inputs.end());
    opts.partitionPipeline = partitionPipeline;
    opts.cluster = cluster;
    opts.cut = "dp";
    if (c.tensorParallel > 0)
      opts.tensorParallel = {c.tensorParallel};
    PassManager pm(&getContext(), ModuleOp::getOperationName(),
                   OpPassManager::Nesting::Explicit);
    pm.addPass(createCleavePipeline(opts));
    std::string first;
    {
      ScopedDiagnosticHandler handler(&getContext(), [&](Diagnostic &d) {
        if (d.getSeverity() == DiagnosticSeverity::Error && first.empty())
          first = d.str();
        return success();
      });
      c.ok = succeeded(pm.run(*copy));
    }
    auto sim = (*copy)->getAttrOfType<DictionaryAttr>(
        "cleave.pipeline_simulated");
    if (!c.ok || !sim) {
      c.ok = false;
      c.why = first.empty() ? "not simulated" : first;
      continue;
    }
    c.step = cast<FloatAttr>(sim.get("step_s")).getValueAsDouble();
    c.bubble = cast<FloatAttr>(sim.get("bubble")).getValueAsDouble();
    c.fits = cast<BoolAttr>(sim.get("fits")).getValue();
    for (Attribute a : cast<ArrayAttr>(sim.get("peak_bytes")))
      c.peak = std::max(c.peak, cast<FloatAttr>(a).getValueAsDouble());
  }
  double seconds = std::chrono::duration<double>(
                       std::chrono::steady_clock::now() - t0)
                       .count();
  const Candidate *best = nullptr;
  for (const Candidate &c : all) {
    if (!c.ok)
      continue;
    auto better = [&](const Candidate &a, const Candidate &b) {
      if (a.fits != b.fits)
        return a.fits;
      return a.step < b.step;
    };
    if (!best || better(c, *best))
      best = &c;
  }
  if (!best) {
    InFlightDiagnostic d = mlir::emitError(module.getLoc())
                           << "cleave-pipeline: plan=true: no candidate "
                              "could be built";
    if (!all.empty())
      d << "; the first failed with: " << all.front().why;
    return d;
  }
  llvm::raw_string_ostream os(planReport);
  auto tp = [](const Candidate &c) {
    return c.tensorParallel > 0
               ? llvm::formatv(" tensor-parallel={0}", c.tensorParallel).str()
               : std::string();
  };
  os << llvm::formatv("plan on {0}: {1} candidates in {2:f2} s ({3} device "
                      "groups of {4} device(s)); chosen: stages={5} "
                      "replicas={6}{14} microbatches={7} schedule={8} "
                      "virtual-stages={9}: step {10:f3} ms, bubble {11:f1}%, "
                      "peak {12:f2} GiB{13}\n",
                      spec->name, all.size(), seconds, groupsN, meshDevices,
                      best->stages, best->replicas, best->microbatches,
                      best->schedule, best->virtualStages, best->step * 1e3,
                      best->bubble * 100, best->peak / 1073741824.0,
                      best->fits ? "" : " (no candidate fits memory)",
                      tp(*best));
  for (const Candidate &c : all) {
    os << llvm::formatv("  stages={0} replicas={1}{5} microbatches={2} {3} "
                        "v={4}: ",
                        c.stages, c.replicas, c.microbatches, c.schedule,
                        c.virtualStages, tp(c));
    if (!c.ok) {
      StringRef why(c.why);
      os << "rejected: " << why.split('\n').first << "\n";
      continue;
    }
    os << llvm::formatv("step {0:f3} ms, bubble {1:f1}%, peak {2:f2} GiB{3}\n",
                        c.step * 1e3, c.bubble * 100, c.peak / 1073741824.0,
                        c.fits ? "" : " (exceeds memory)");
  }
  stages = best->stages;
  replicas = best->replicas;
  microbatches = best->microbatches;
  virtualStages = best->virtualStages;
  schedule = best->schedule;
  cut = "dp";
  if (best->tensorParallel > 0)
    tensorParallel = ArrayRef<int>{best->tensorParallel};
  return success();
}

LogicalResult PipelinePass::checkTensorParallel(ModuleOp module) {
  if (tensorParallel.size() > 1 && !plan)
    return mlir::emitError(module.getLoc())
           << "cleave-pipeline: tensor-parallel lists " << tensorParallel.size()
           << " degrees; only plan=true tries several";
  for (int T : tensorParallel)
    if (T < 1 || T > 4096)
      return mlir::emitError(module.getLoc())
             << "cleave-pipeline: tensor-parallel must be in [1, 4096], not "
             << T;
  if (!tensorParallel.empty() && partitionPipeline != kDefaultPartitionPipeline)
    return mlir::emitError(module.getLoc())
           << "cleave-pipeline: tensor-parallel shards each stage by "
              "cleave-auto-shard; drop partition-pipeline= (or shard the "
              "stages by your own pipeline, without tensor-parallel=)";
  if (tensorParallel.empty())
    return success();
  SmallVector<MeshOp> meshes(module.getOps<MeshOp>());
  if (!meshes.empty() && meshes.front().getAxisIndex(kModelAxis))
    return mlir::emitError(meshes.front().getLoc())
           << "mesh axis '" << kModelAxis
           << "' is reserved by cleave-pipeline's tensor-parallel; rename it";
  return success();
}

LogicalResult PipelinePass::setUpTensorParallel(ModuleOp module) {
  if (tensorParallel.empty())
    return success();
  int T = tensorParallel.front();
  SmallVector<MeshOp> meshes(module.getOps<MeshOp>());
  // The stages' sharding over `model`, chosen by cost on the cluster;
  // every other axis (the micro-batches, the replicas, the user's own)
  // stays where the annotations put it.
  std::string autoShard = "cleave-auto-shard{memory-limit=false "
                          "iterations=2000 time-limit=30 "
                          "microbatch-axes=" +
                          std::string(kMicrobatchAxis);
  SmallVector<std::string> kept;
  if (replicas > 1)
    kept.push_back(std::string(kReplicaAxis));
  if (!meshes.empty())
    for (unsigned i = 0; i < meshes.front().getNumAxes(); ++i)
      kept.push_back(meshes.front().getAxisName(i).str());
  if (!kept.empty())
    autoShard += " keep-axes=" + llvm::join(kept, ",");
  if (!cluster.empty()) {
    // Quoted: a path may hold spaces or the option syntax's characters.
    bool plain = llvm::none_of(cluster, [](char c) {
      return llvm::isSpace(c) || StringRef("{}=,'\"").contains(c);
    });
    autoShard += " cluster=" + (plain ? cluster : "'" + cluster + "'");
  }
  partitionPipeline = autoShard + "}," + kDefaultPartitionPipeline.str();
  if (T == 1)
    return success();
  OpBuilder b(&getContext());
  if (meshes.empty()) {
    b.setInsertionPointToStart(module.getBody());
    MeshOp::create(b, module.getLoc(), "mesh", b.getStrArrayAttr({kModelAxis}),
                   b.getDenseI64ArrayAttr({T}));
    return success();
  }
  MeshOp mesh = meshes.front();
  SmallVector<StringRef> names;
  SmallVector<int64_t> sizes(mesh.getAxisSizes());
  for (unsigned i = 0; i < mesh.getNumAxes(); ++i)
    names.push_back(mesh.getAxisName(i));
  names.push_back(kModelAxis);
  sizes.push_back(T);
  mesh.setAxisNamesAttr(b.getStrArrayAttr(names));
  mesh.setAxisSizes(sizes);
  return success();
}

void PipelinePass::runOnOperation() {
  ModuleOp module = getOperation();
  if (cut != "flops" && cut != "dp") {
    mlir::emitError(module.getLoc())
        << "cleave-pipeline: cut must be 'flops' or 'dp', not '" << cut
        << "'";
    return signalPassFailure();
  }
  if (cut == "dp" && !cutAt.empty()) {
    mlir::emitError(module.getLoc())
        << "cleave-pipeline: cut=dp and cut-at= exclude each other";
    return signalPassFailure();
  }
  if (failed(checkTensorParallel(module)) ||
      (plan && failed(searchPlan(module))) ||
      failed(setUpTensorParallel(module)))
    return signalPassFailure();
  stagesN = stages;
  if (stages < 1 || microbatches < 1 || virtualStages < 1 ||
      stages > 4096 || microbatches > 4096 || virtualStages > 64) {
    mlir::emitError(module.getLoc())
        << "cleave-pipeline: stages and microbatches must be in [1, 4096] "
           "and virtual-stages in [1, 64]";
    return signalPassFailure();
  }
  // The schedule first: a bad one fails before any work.
  pp::Schedule plan;
  if (!scheduleFile.empty()) {
    auto buf = llvm::MemoryBuffer::getFile(scheduleFile);
    if (!buf) {
      mlir::emitError(module.getLoc()) << "cleave-pipeline: cannot read schedule-file '"
                         << scheduleFile << "': " << buf.getError().message();
      return signalPassFailure();
    }
    if (auto e = pp::scheduleFromJson((*buf)->getBuffer(), plan)) {
      mlir::emitError(module.getLoc()) << "cleave-pipeline: schedule-file '" << scheduleFile
                         << "': " << *e;
      return signalPassFailure();
    }
    if (plan.stages != stages || plan.virtualStages != virtualStages ||
        plan.microbatches != microbatches) {
      mlir::emitError(module.getLoc()) << "cleave-pipeline: schedule-file '" << scheduleFile
                         << "' is for " << plan.stages << " stages x "
                         << plan.virtualStages << " chunks and "
                         << plan.microbatches
                         << " micro-batches; the options say " << static_cast<int>(stages)
                         << " x " << static_cast<int>(virtualStages) << " and " << static_cast<int>(microbatches);
      return signalPassFailure();
    }
  }

  SmallVector<func::FuncOp> publics;
  for (auto fn : module.getOps<func::FuncOp>())
    if (fn.isPublic() && !fn.isDeclaration())
      publics.push_back(fn);
  if (publics.size() != 1) {
    mlir::emitError(module.getLoc()) << "cleave-pipeline expects one public function, found "
                       << publics.size();
    return signalPassFailure();
  }
  func::FuncOp fn = publics.front();
  if (fn->hasAttr(CleaveDialect::getPartitionedAttrName())) {
    mlir::emitError(fn.getLoc()) << "cleave-pipeline runs on an unpartitioned function "
                      "(it partitions each stage itself)";
    return signalPassFailure();
  }
  if (!fn.getBody().hasOneBlock()) {
    mlir::emitError(fn.getLoc()) << "cleave-pipeline: the function must have one block";
    return signalPassFailure();
  }
  MeshOp mesh;
  SmallVector<unsigned> batchArgs;
  if (failed(prepare(fn, mesh, batchArgs)))
    return signalPassFailure();
  stageMesh = mesh;
  if (scheduleFile.empty()) {
    if (auto e = pp::makeSchedule(schedule, stages, virtualStages,
                                  microbatches, hasBackward, plan)) {
      mlir::emitError(fn.getLoc()) << "cleave-pipeline: " << *e;
      return signalPassFailure();
    }
  } else {
    plan.backward = plan.backward && hasBackward;
  }
  if (auto e = pp::validateSchedule(plan)) {
    mlir::emitError(fn.getLoc()) << "cleave-pipeline: schedule '" << plan.name
                   << "': " << *e;
    return signalPassFailure();
  }
  if (!writeSchedule.empty()) {
    std::string err;
    if (!::cleave::writeFileAtomically(writeSchedule, pp::scheduleToJson(plan),
                             err)) {
      mlir::emitError(fn.getLoc()) << "cleave-pipeline: cannot write write-schedule: "
                     << err;
      return signalPassFailure();
    }
  }

  OpPassManager pm(ModuleOp::getOperationName());
  std::string perr;
  llvm::raw_string_ostream perrs(perr);
  if (failed(parsePassPipeline(partitionPipeline, pm, perrs))) {
    mlir::emitError(module.getLoc()) << "cleave-pipeline: bad partition-pipeline '"
                       << partitionPipeline << "': " << perr;
    return signalPassFailure();
  }
  if (failed(runPipeline(pm, module)))
    return signalPassFailure();
  if (!fn->hasAttr(CleaveDialect::getPartitionedAttrName())) {
    mlir::emitError(fn.getLoc()) << "cleave-pipeline: partition-pipeline '"
                   << partitionPipeline
                   << "' did not partition the function";
    return signalPassFailure();
  }

  Value mbIndex;
  {
    unsigned n = fn.getNumArguments();
    if (failed(fn.insertArgument(n, IndexType::get(&getContext()),
                                 DictionaryAttr(), fn.getLoc())))
      return signalPassFailure();
    mbIndex = fn.getArgument(n);
  }
  if (failed(rewriteMicrobatchOps(fn, mesh, mbIndex)) ||
      failed(classify(fn, batchArgs, mbIndex)) ||
      failed(assignChunks(fn, stages * virtualStages)) ||
      failed(buildGroups(fn)) ||
      failed(emitEntry(fn, mesh, batchArgs, mbIndex, plan)))
    return signalPassFailure();
  if (!cluster.empty() && failed(simulate(fn, mesh, plan)))
    return signalPassFailure();
  if (!timeline.empty() && cluster.empty()) {
    mlir::emitError(fn.getLoc())
        << "cleave-pipeline: timeline= needs cluster= (the simulated step)";
    return signalPassFailure();
  }
  writeReport(fn, plan);
  fn.erase();
  for (auto &[key, g] : groups)
    g.fn.erase();
  // The micro-batch axis is gone; the stage axis takes its place.
  OpBuilder b(&getContext());
  SmallVector<StringRef> names;
  SmallVector<int64_t> sizes;
  for (unsigned i = 0; i < mesh.getNumAxes(); ++i) {
    bool mb = mesh.getAxisName(i) == kMicrobatchAxis;
    names.push_back(mb ? StringRef(kStageAxis) : mesh.getAxisName(i));
    sizes.push_back(mb ? stages : mesh.getAxisSizes()[i]);
  }
  SmallVector<std::string> owned(names.begin(), names.end());
  SmallVector<StringRef> refs(owned.begin(), owned.end());
  mesh.setAxisNamesAttr(b.getStrArrayAttr(refs));
  mesh.setAxisSizes(sizes);
}
