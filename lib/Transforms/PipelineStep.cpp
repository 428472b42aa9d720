//===- PipelineStep.cpp - the partitioned step with a micro-batch axis ----===//
//
// cleave-pipeline's first stage (PipelineStep.h): micro-batches as a mesh
// axis that the partition pipeline shards like data parallelism, then the
// partitioned step's collectives over that axis rewritten to read the
// micro-batch index, so that one call computes one micro-batch.
//
//===----------------------------------------------------------------------===//

#include "PipelineStep.h"

#include "cleave/IR/CleaveDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Pass/PassRegistry.h"

#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/GlobPattern.h"

using namespace mlir;
using namespace mlir::cleave;
using namespace mlir::cleave::pipeline;

namespace {

StringAttr nameOf(DictionaryAttr attrs) {
  return attrs ? dyn_cast_or_null<StringAttr>(attrs.get("cleave.name"))
               : StringAttr();
}

bool matchesAny(StringRef name, ArrayRef<llvm::GlobPattern> globs) {
  return llvm::any_of(globs,
                      [&](const llvm::GlobPattern &g) { return g.match(name); });
}

bool namesMicrobatch(ArrayAttr axes) {
  return llvm::any_of(axes, [](Attribute a) {
    return cast<StringAttr>(a).getValue() == kMicrobatchAxis;
  });
}

} // namespace

bool pipeline::isMicrobatchAccumulation(Operation *op) {
  auto ar = dyn_cast<AllReduceOp>(op);
  return ar && ar.getAxes().size() == 1 && namesMicrobatch(ar.getAxes());
}

//===----------------------------------------------------------------------===//
// Tensor parallelism within stages
//===----------------------------------------------------------------------===//

LogicalResult pipeline::setUpTensorParallel(ModuleOp module,
                                            const PipelineShape &shape,
                                            StepOptions &options) {
  if (shape.tensorParallel <= 0)
    return success();
  int T = shape.tensorParallel;
  // One-way "tensor parallelism" adds no axis: every axis of the mesh is
  // kept where the annotations put it, so auto-shard would have nothing to
  // choose and the default pipeline's propagation places them all.
  if (T == 1)
    return success();
  SmallVector<MeshOp> meshes(module.getOps<MeshOp>());
  // The stages' sharding over `model`, chosen by cost on the cluster;
  // every other axis (the micro-batches, the replicas, the user's own)
  // stays where the annotations put it.
  std::string autoShard = "cleave-auto-shard{memory-limit=false "
                          "iterations=2000 time-limit=30 "
                          "microbatch-axes=" +
                          std::string(kMicrobatchAxis);
  SmallVector<std::string> kept;
  if (shape.replicas > 1)
    kept.push_back(std::string(kReplicaAxis));
  if (!meshes.empty())
    for (unsigned i = 0; i < meshes.front().getNumAxes(); ++i)
      kept.push_back(meshes.front().getAxisName(i).str());
  if (!kept.empty())
    autoShard += " keep-axes=" + llvm::join(kept, ",");
  if (!options.cluster.empty()) {
    // Quoted: a path may hold spaces or the option syntax's characters.
    bool plain = llvm::none_of(options.cluster, [](char c) {
      return llvm::isSpace(c) || StringRef("{}=,'\"").contains(c);
    });
    autoShard += " cluster=" +
                 (plain ? options.cluster : "'" + options.cluster + "'");
  }
  options.autoShard = autoShard + "}";
  options.partitionPipeline =
      options.autoShard + "," + kDefaultPartitionPipeline.str();
  OpBuilder b(module.getContext());
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

//===----------------------------------------------------------------------===//
// The micro-batch axis
//===----------------------------------------------------------------------===//

FailureOr<func::FuncOp> pipeline::findStepFunction(ModuleOp module) {
  SmallVector<func::FuncOp> publics;
  for (auto fn : module.getOps<func::FuncOp>())
    if (fn.isPublic() && !fn.isDeclaration())
      publics.push_back(fn);
  if (publics.size() != 1)
    return mlir::emitError(module.getLoc())
           << "cleave-pipeline expects one public function, found "
           << publics.size();
  func::FuncOp fn = publics.front();
  if (fn->hasAttr(CleaveDialect::getPartitionedAttrName()))
    return mlir::emitError(fn.getLoc())
           << "cleave-pipeline runs on an unpartitioned function (it "
              "partitions each stage itself)";
  if (!fn.getBody().hasOneBlock())
    return mlir::emitError(fn.getLoc())
           << "cleave-pipeline: the function must have one block";
  return fn;
}

LogicalResult pipeline::checkPipelineAxes(ModuleOp module,
                                          const PipelineShape &shape) {
  SmallVector<MeshOp> meshes(module.getOps<MeshOp>());
  if (meshes.size() > 1)
    return mlir::emitError(module.getLoc())
           << "cleave-pipeline supports one mesh per module, found "
           << meshes.size();
  if (shape.replicas < 1 || shape.replicas > 4096)
    return mlir::emitError(module.getLoc())
           << "cleave-pipeline: replicas must be in [1, 4096]";
  if (meshes.empty())
    return success();
  MeshOp mesh = meshes.front();
  for (StringRef reserved : {kMicrobatchAxis, kStageAxis, kReplicaAxis})
    if (mesh.getAxisIndex(reserved) &&
        (reserved != kReplicaAxis || shape.replicas > 1))
      return mlir::emitError(mesh.getLoc())
             << "mesh axis '" << reserved
             << "' is reserved by cleave-pipeline; rename it";
  return success();
}

/// The mesh (created if the module has none) with the micro-batch axis
/// first (the stage axis later), then the replica axis.
static FailureOr<MeshOp> addPipelineAxes(ModuleOp module,
                                         const PipelineShape &shape) {
  if (failed(checkPipelineAxes(module, shape)))
    return failure();
  SmallVector<MeshOp> meshes(module.getOps<MeshOp>());
  OpBuilder b(module.getContext());
  SmallVector<StringRef> names{kMicrobatchAxis};
  SmallVector<int64_t> sizes{shape.microbatches};
  if (shape.replicas > 1) {
    names.push_back(kReplicaAxis);
    sizes.push_back(shape.replicas);
  }
  if (meshes.empty()) {
    b.setInsertionPointToStart(module.getBody());
    return MeshOp::create(b, module.getLoc(), "mesh",
                          b.getStrArrayAttr(names),
                          b.getDenseI64ArrayAttr(sizes));
  }
  MeshOp mesh = meshes.front();
  for (unsigned i = 0; i < mesh.getNumAxes(); ++i) {
    names.push_back(mesh.getAxisName(i));
    sizes.push_back(mesh.getAxisSizes()[i]);
  }
  mesh.setAxisNamesAttr(b.getStrArrayAttr(names));
  mesh.setAxisSizes(sizes);
  return mesh;
}

/// Splits micro-batched argument `i`'s batch dim over the replica and
/// micro-batch axes (after the axes it already has there).
static LogicalResult splitOverMicrobatches(func::FuncOp fn, unsigned i,
                                           MeshOp mesh,
                                           const PipelineShape &shape,
                                           int64_t batchDim) {
  MLIRContext *ctx = fn.getContext();
  auto type = dyn_cast<RankedTensorType>(fn.getArgument(i).getType());
  StringAttr n = nameOf(fn.getArgAttrDict(i));
  if (!type)
    return mlir::emitError(fn.getLoc())
           << "micro-batched argument " << i << " is not a ranked tensor";
  if (batchDim < 0 || batchDim >= type.getRank())
    return mlir::emitError(fn.getLoc())
           << "micro-batched argument " << i << " ("
           << (n ? n.getValue() : "") << ") of type " << type
           << " has no batch-dim " << batchDim;
  auto sharding =
      fn.getArgAttrOfType<ShardingAttr>(i, CleaveDialect::getShardingAttrName());
  SmallVector<DimShardingAttr> dims;
  if (sharding)
    dims.assign(sharding.getDims().begin(), sharding.getDims().end());
  else
    for (int64_t d = 0; d < type.getRank(); ++d)
      dims.push_back(
          DimShardingAttr::get(ctx, {}, /*closed=*/true, std::nullopt));
  if (static_cast<int64_t>(dims.size()) != type.getRank())
    return mlir::emitError(fn.getLoc())
           << "argument " << i << " has a sharding of the wrong rank";
  DimShardingAttr d = dims[batchDim];
  SmallVector<StringAttr> axes(d.getAxes().begin(), d.getAxes().end());
  int64_t group = 1;
  for (StringAttr a : axes)
    group *= mesh.getAxisSize(a.getValue()).value_or(1);
  group *= shape.replicas;
  int64_t size = type.getDimSize(batchDim);
  if (ShapedType::isDynamic(size) || size % (group * shape.microbatches))
    return mlir::emitError(fn.getLoc())
           << "micro-batched argument " << i << " ("
           << (n ? n.getValue() : "") << "): batch dim " << batchDim
           << " of size " << size << " is not divisible into "
           << shape.microbatches << " micro-batches"
           << (group > 1 ? llvm::formatv(" of {0} devices each", group).str()
                         : std::string());
  if (shape.replicas > 1)
    axes.push_back(StringAttr::get(ctx, kReplicaAxis));
  axes.push_back(StringAttr::get(ctx, kMicrobatchAxis));
  dims[batchDim] =
      DimShardingAttr::get(ctx, axes, d.getClosed(), d.getPriority(),
                           d.getParts());
  fn.setArgAttr(i, CleaveDialect::getShardingAttrName(),
                ShardingAttr::get(FlatSymbolRefAttr::get(mesh.getSymNameAttr()),
                                  dims));
  return success();
}

FailureOr<MicrobatchedArgs>
pipeline::findMicrobatchedArgs(func::FuncOp fn, const StepOptions &options) {
  llvm::StringSet<> resultNames;
  for (unsigned j = 0; j < fn.getNumResults(); ++j)
    if (StringAttr n = nameOf(fn.getResultAttrDict(j)))
      resultNames.insert(n.getValue());
  SmallVector<llvm::GlobPattern> globs;
  for (const std::string &g : options.inputs) {
    auto pat = llvm::GlobPattern::create(g);
    if (!pat)
      return mlir::emitError(fn.getLoc()) << "inputs: bad glob '" << g << "'";
    globs.push_back(std::move(*pat));
  }
  MicrobatchedArgs found;
  for (unsigned i = 0; i < fn.getNumArguments(); ++i)
    if (StringAttr n = nameOf(fn.getArgAttrDict(i));
        n && resultNames.contains(n.getValue()))
      found.carried = true;
  if (!found.carried && globs.empty())
    return mlir::emitError(fn.getLoc())
           << "'" << fn.getSymName()
           << "' is not a training step (no result is named like an "
              "argument); name the micro-batched arguments with "
              "inputs=NAME,...";
  for (unsigned i = 0; i < fn.getNumArguments(); ++i) {
    auto type = dyn_cast<RankedTensorType>(fn.getArgument(i).getType());
    StringAttr n = nameOf(fn.getArgAttrDict(i));
    found.batched.push_back(
        globs.empty() ? type && !(n && resultNames.contains(n.getValue()))
                      : n && matchesAny(n.getValue(), globs));
  }
  return found;
}

/// Marks the micro-batched arguments (findMicrobatchedArgs) and splits
/// them over the micro-batch and replica axes.
static LogicalResult markMicrobatchedArgs(PartitionedStep &step,
                                          const PipelineShape &shape,
                                          const StepOptions &options) {
  func::FuncOp fn = step.fn;
  FailureOr<MicrobatchedArgs> found = findMicrobatchedArgs(fn, options);
  if (failed(found))
    return failure();
  step.hasBackward = found->carried;
  for (unsigned i = 0; i < fn.getNumArguments(); ++i) {
    if (!found->batched[i])
      continue;
    if (failed(splitOverMicrobatches(fn, i, step.mesh, shape,
                                     options.batchDim)))
      return failure();
    step.batchArgs.push_back(i);
  }
  if (step.batchArgs.empty())
    return mlir::emitError(fn.getLoc())
           << "no argument is micro-batched"
           << (options.inputs.empty() ? "" : " (no name matches inputs)");
  return success();
}

FailureOr<PartitionedStep>
pipeline::prepareStep(ModuleOp module, const PipelineShape &shape,
                      const StepOptions &options) {
  PartitionedStep step;
  FailureOr<func::FuncOp> fn = findStepFunction(module);
  if (failed(fn))
    return failure();
  step.fn = *fn;
  FailureOr<MeshOp> mesh = addPipelineAxes(module, shape);
  if (failed(mesh))
    return failure();
  step.mesh = *mesh;
  if (failed(markMicrobatchedArgs(step, shape, options)))
    return failure();
  return step;
}

//===----------------------------------------------------------------------===//
// Partitioning, and the collectives over the micro-batch axis
//===----------------------------------------------------------------------===//

/// Position of this device in the group of `axes`, with the micro-batch
/// coordinate taken from `mbIndex` (the per-call argument).
static Value groupPosition(OpBuilder &b, Location loc, MeshOp mesh,
                           ArrayAttr axes, Value mbIndex) {
  auto meshRef = FlatSymbolRefAttr::get(mesh.getSymNameAttr());
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

/// One collective over the micro-batch axis: group_index and all_slice
/// read `mbIndex`; an all_reduce over it and other axes becomes
/// accumulation then an all_reduce over the others; other collectives over
/// it are errors.
static LogicalResult rewriteMicrobatchOp(Operation *op, MeshOp mesh,
                                         Value mbIndex) {
  auto meshRef = FlatSymbolRefAttr::get(mesh.getSymNameAttr());
  OpBuilder b(op);
  Location loc = op->getLoc();
  auto axes = op->getAttrOfType<ArrayAttr>("axes");
  if (auto gi = dyn_cast<GroupIndexOp>(op)) {
    gi.replaceAllUsesWith(groupPosition(b, loc, mesh, axes, mbIndex));
    gi.erase();
    return success();
  }
  if (auto slice = dyn_cast<AllSliceOp>(op)) {
    auto outType = cast<RankedTensorType>(slice.getType());
    int64_t dim = slice.getDim();
    Value pos = groupPosition(b, loc, mesh, axes, mbIndex);
    Value offset = arith::MulIOp::create(
        b, loc, pos,
        arith::ConstantIndexOp::create(b, loc, outType.getDimSize(dim)));
    SmallVector<OpFoldResult> offsets(outType.getRank(), b.getIndexAttr(0));
    offsets[dim] = offset;
    SmallVector<OpFoldResult> sizes,
        strides(outType.getRank(), b.getIndexAttr(1));
    for (int64_t s : outType.getShape())
      sizes.push_back(b.getIndexAttr(s));
    Value r = tensor::ExtractSliceOp::create(b, loc, outType, slice.getInput(),
                                             offsets, sizes, strides);
    slice.replaceAllUsesWith(r);
    slice.erase();
    return success();
  }
  if (auto ar = dyn_cast<AllReduceOp>(op)) {
    SmallVector<StringRef> rest;
    for (Attribute a : axes)
      if (cast<StringAttr>(a).getValue() != kMicrobatchAxis)
        rest.push_back(cast<StringAttr>(a).getValue());
    if (rest.empty())
      return success();
    ar.setAxesAttr(b.getStrArrayAttr({kMicrobatchAxis}));
    b.setInsertionPointAfter(ar);
    auto after = AllReduceOp::create(b, loc, ar.getType(), ar.getResult(),
                                     meshRef, b.getStrArrayAttr(rest),
                                     ar.getKindAttr());
    ar.getResult().replaceAllUsesExcept(after.getResult(), after);
    return success();
  }
  return op->emitError()
         << "cleave-pipeline: this " << op->getName()
         << " over the micro-batch axis needs values of other micro-batches "
            "inside the step; a pipeline supports programs whose "
            "micro-batches meet only in reductions (gradient and loss "
            "accumulation)";
}

/// The two addends of an elementwise sum of tensors (`arith.addf` on
/// tensors, or a linalg.generic adding its two inputs at the same index).
static std::optional<std::pair<Value, Value>> elementwiseAddends(Value v) {
  Operation *def = v.getDefiningOp();
  if (auto add = dyn_cast_or_null<arith::AddFOp>(def))
    return std::make_pair(add.getLhs(), add.getRhs());
  auto generic = dyn_cast_or_null<linalg::GenericOp>(def);
  if (!generic || generic.getNumDpsInputs() != 2 ||
      generic->getNumResults() != 1 ||
      generic.getNumReductionLoops() != 0 ||
      !llvm::all_of(generic.getIndexingMapsArray(),
                    [](AffineMap m) { return m.isIdentity(); }))
    return std::nullopt;
  Block &body = generic.getRegion().front();
  auto yield = cast<linalg::YieldOp>(body.getTerminator());
  auto add = dyn_cast_or_null<arith::AddFOp>(
      yield.getOperand(0).getDefiningOp());
  if (!add || &body.front() != add.getOperation() ||
      !llvm::is_contained({body.getArgument(0), body.getArgument(1)},
                          add.getLhs()) ||
      !llvm::is_contained({body.getArgument(0), body.getArgument(1)},
                          add.getRhs()) ||
      add.getLhs() == add.getRhs())
    return std::nullopt;
  Value a = generic.getDpsInputs()[0], b = generic.getDpsInputs()[1];
  if (a.getType() != v.getType() || b.getType() != v.getType())
    return std::nullopt;
  return std::make_pair(a, b);
}

/// An accumulation of a sum, acc(x + y) with the sum read by nothing
/// else, becomes acc(x) + acc(y): each addend is accumulated where it is
/// computed, and the accumulated sums are added once per step. A weight
/// tied across stages (an embedding and the LM head) then sends its
/// gradient once per step instead of once per micro-batch.
static void splitAccumulatedSums(func::FuncOp fn) {
  SmallVector<AllReduceOp> work;
  fn.walk([&](AllReduceOp ar) {
    if (isMicrobatchAccumulation(ar))
      work.push_back(ar);
  });
  while (!work.empty()) {
    AllReduceOp ar = work.pop_back_val();
    if (ar.getKind() != ReductionKind::sum || !ar.getInput().hasOneUse())
      continue;
    std::optional<std::pair<Value, Value>> addends =
        elementwiseAddends(ar.getInput());
    if (!addends)
      continue;
    Operation *sum = ar.getInput().getDefiningOp();
    OpBuilder b(ar);
    Location loc = ar.getLoc();
    auto accumulate = [&](Value v) {
      auto acc = AllReduceOp::create(b, loc, ar.getType(), v,
                                     ar.getMeshAttr(), ar.getAxesAttr(),
                                     ar.getKindAttr());
      work.push_back(acc);
      return acc.getResult();
    };
    Value x = accumulate(addends->first), y = accumulate(addends->second);
    Value total = arith::AddFOp::create(b, loc, x, y);
    ar.getResult().replaceAllUsesWith(total);
    ar.erase();
    sum->erase();
  }
}

/// Results: partial over the micro-batch axis -> accumulation; split over
/// it -> concatenated micro-batch pieces (concatDim).
static LogicalResult rewriteMicrobatchResults(PartitionedStep &step) {
  func::FuncOp fn = step.fn;
  auto meshRef = FlatSymbolRefAttr::get(step.mesh.getSymNameAttr());
  auto ret = cast<func::ReturnOp>(fn.getBody().front().getTerminator());
  step.concatDim.assign(fn.getNumResults(), -1);
  auto isMb = [](StringAttr a) { return a.getValue() == kMicrobatchAxis; };
  for (unsigned j = 0; j < fn.getNumResults(); ++j) {
    auto sharding = fn.getResultAttrOfType<ShardingAttr>(
        j, CleaveDialect::getShardingAttrName());
    if (!sharding)
      continue;
    if (llvm::any_of(sharding.getPartialAxes(), isMb)) {
      if (sharding.getPartialAxes().size() != 1)
        return mlir::emitError(fn.getLoc())
               << "result " << j
               << " is partial over the micro-batch axis and others; reduce "
                  "it in the step";
      OpBuilder b(ret);
      auto acc = AllReduceOp::create(
          b, ret.getLoc(), ret.getOperand(j).getType(), ret.getOperand(j),
          meshRef, b.getStrArrayAttr({kMicrobatchAxis}),
          ReductionKindAttr::get(fn.getContext(), sharding.getPartialKind()));
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
      step.concatDim[j] = d;
    }
  }
  return success();
}

/// With one micro-batch the micro-batch axis has size 1, and propagation
/// leaves no result partial over it: a result computed from the micro-batch
/// (a gradient, the loss) is its own sum over the one micro-batch. Each
/// such result gets that accumulation (an all_reduce over the axis), as
/// rewriteMicrobatchResults gives partial ones, so the step has the same
/// phases as with more micro-batches.
static void accumulateSingleMicrobatch(PartitionedStep &step) {
  std::optional<unsigned> axis = step.mesh.getAxisIndex(kMicrobatchAxis);
  if (!axis || step.mesh.getAxisSizes()[*axis] != 1)
    return;
  func::FuncOp fn = step.fn;
  Block &block = fn.getBody().front();
  llvm::DenseSet<Value> perMb;
  for (unsigned i : step.batchArgs)
    perMb.insert(fn.getArgument(i));
  perMb.insert(step.mbIndex);
  // Per micro-batch: computed from the micro-batch, not through an
  // accumulation the partitioner already wrote.
  for (Operation &op : block.without_terminator()) {
    if (isMicrobatchAccumulation(&op))
      continue;
    bool reads = false;
    op.walk([&](Operation *inner) {
      for (Value v : inner->getOperands())
        reads |= perMb.contains(v);
    });
    if (reads)
      for (Value r : op.getResults())
        perMb.insert(r);
  }
  auto ret = cast<func::ReturnOp>(block.getTerminator());
  auto meshRef = FlatSymbolRefAttr::get(step.mesh.getSymNameAttr());
  OpBuilder b(ret);
  for (unsigned j = 0; j < fn.getNumResults(); ++j) {
    Value v = ret.getOperand(j);
    if (step.concatDim[j] >= 0 || !perMb.contains(v))
      continue;
    auto acc = AllReduceOp::create(
        b, ret.getLoc(), v.getType(), v, meshRef,
        b.getStrArrayAttr({kMicrobatchAxis}),
        ReductionKindAttr::get(fn.getContext(), ReductionKind::sum));
    ret.setOperand(j, acc.getResult());
  }
}

LogicalResult pipeline::partitionStep(PartitionedStep &step,
                                      const StepOptions &options,
                                      RunPipelineFn runPipeline) {
  func::FuncOp fn = step.fn;
  auto module = fn->getParentOfType<ModuleOp>();
  OpPassManager pm(ModuleOp::getOperationName());
  std::string perr;
  llvm::raw_string_ostream perrs(perr);
  if (failed(parsePassPipeline(options.partitionPipeline, pm, perrs)))
    return mlir::emitError(module.getLoc())
           << "cleave-pipeline: bad partition-pipeline '"
           << options.partitionPipeline << "': " << perr;
  if (failed(runPipeline(pm, module)))
    return failure();
  if (!fn->hasAttr(CleaveDialect::getPartitionedAttrName()))
    return mlir::emitError(fn.getLoc())
           << "cleave-pipeline: partition-pipeline '"
           << options.partitionPipeline << "' did not partition the function";
  unsigned n = fn.getNumArguments();
  if (failed(fn.insertArgument(n, IndexType::get(fn.getContext()),
                               DictionaryAttr(), fn.getLoc())))
    return failure();
  step.mbIndex = fn.getArgument(n);
  SmallVector<Operation *> work;
  fn.walk([&](Operation *op) {
    if (auto axes = op->getAttrOfType<ArrayAttr>("axes");
        axes && op->getDialect() && isa<CleaveDialect>(op->getDialect()) &&
        namesMicrobatch(axes))
      work.push_back(op);
  });
  for (Operation *op : work)
    if (failed(rewriteMicrobatchOp(op, step.mesh, step.mbIndex)))
      return failure();
  if (failed(rewriteMicrobatchResults(step)))
    return failure();
  accumulateSingleMicrobatch(step);
  splitAccumulatedSums(fn);
  return success();
}
