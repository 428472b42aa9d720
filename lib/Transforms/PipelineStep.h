//===- PipelineStep.h - cleave-pipeline's stages, shared ----------*- C++ -*-===//
//
// cleave-pipeline (Pipeline.cpp) is a thin pass over three stages:
//
//   PipelineStep.cpp     the step with a micro-batch axis, partitioned, its
//                        collectives over that axis rewritten
//                        (buildPartitionedStep): a transform;
//   PipelinePlanner.cpp  what runs where: op kinds, the cut into chunks,
//                        the groups of ops per chunk and phase, the
//                        simulated step (StepPlan), and the search over
//                        pipeline shapes (planPipeline): an analysis;
//   PipelineOutline.cpp  the scheduled entry and one function per stage
//                        (outlinePipeline): a transform.
//
// Private to CleaveTransforms.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_LIB_TRANSFORMS_PIPELINESTEP_H
#define CLEAVE_LIB_TRANSFORMS_PIPELINESTEP_H

#include "cleave/Analysis/ClusterSpec.h"
#include "cleave/Analysis/CostModel.h"
#include "cleave/Analysis/PipelineSchedule.h"
#include "cleave/IR/CleaveOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassManager.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"

#include <deque>
#include <map>
#include <string>

namespace mlir::cleave::pipeline {

inline constexpr llvm::StringLiteral kMicrobatchAxis = "microbatch";
inline constexpr llvm::StringLiteral kStageAxis = "stage";
inline constexpr llvm::StringLiteral kReplicaAxis = "replica";
inline constexpr llvm::StringLiteral kModelAxis = "model";
/// The partition pipeline's default (Passes.td).
inline constexpr llvm::StringLiteral kDefaultPartitionPipeline =
    "cleave-propagate,cleave-partition";

/// A pipeline's shape: what plan=true chooses.
struct PipelineShape {
  int stages = 1, replicas = 1, microbatches = 1, virtualStages = 1;
  /// 0: no tensor-parallel= option (the module's own mesh).
  int tensorParallel = 0;
  std::string schedule = "1f1b";
};

/// The options the stages read besides the shape.
struct StepOptions {
  int64_t batchDim = 0;
  SmallVector<std::string> inputs;
  /// "flops" or "dp".
  std::string cut = "flops";
  SmallVector<std::string> cutAt;
  /// Cluster preset or JSON file ("" when none).
  std::string cluster;
  std::string partitionPipeline = kDefaultPartitionPipeline.str();
  /// With tensor parallelism (setUpTensorParallel), the auto-shard pass
  /// that partitionPipeline starts with ("" without): the planner runs it
  /// apart, to share its choices among candidates.
  std::string autoShard;
  /// How the simulated step prices activation recomputation: "none" (every
  /// saved activation kept), "full" (each chunk keeps its inputs and runs
  /// its forward again before its backward) or "selective" (contractions'
  /// results kept, the rest recomputed before the backward).
  std::string recompute = "none";
};

/// Runs a pass pipeline on a module (the pass's own runPipeline when the
/// module is the pass's operation; a PassManager on a planner's copy).
using RunPipelineFn = llvm::function_ref<LogicalResult(OpPassManager &,
                                                       ModuleOp)>;

/// The partitioned step with its micro-batch axis: what the planner
/// analyses and the outliner rewrites.
struct PartitionedStep {
  // Op handles are values (their methods are not const): mutable.
  mutable func::FuncOp fn;
  /// The mesh with the micro-batch axis.
  mutable MeshOp mesh;
  /// The micro-batched arguments.
  SmallVector<unsigned> batchArgs;
  /// The function's last argument: the micro-batch this call computes.
  Value mbIndex;
  /// Result j split over the micro-batch axis at this dim (else -1).
  SmallVector<int64_t> concatDim;
  /// A training step (some result is named like an argument).
  bool hasBackward = false;
};

//===----------------------------------------------------------------------===//
// PipelineStep.cpp
//===----------------------------------------------------------------------===//

/// tensor-parallel=T: adds the mesh axis `model` (T > 1) and makes the
/// partition pipeline cleave-auto-shard's over it, on `cluster`.
LogicalResult setUpTensorParallel(ModuleOp module, const PipelineShape &shape,
                                  StepOptions &options);

/// The module's one public function, unpartitioned, with one block.
FailureOr<func::FuncOp> findStepFunction(ModuleOp module);

/// Which arguments of a step are micro-batched: those named by `inputs=`,
/// else every tensor argument not named like a result (a training step's
/// state: parameters, optimizer state); the others are held for the whole
/// step. `carried`: some argument is named like a result (a training step).
struct MicrobatchedArgs {
  SmallVector<bool> batched;
  bool carried = false;
};
FailureOr<MicrobatchedArgs> findMicrobatchedArgs(func::FuncOp fn,
                                                 const StepOptions &options);

/// Whether prepareStep can add `shape`'s axes to the module's mesh: one
/// mesh, replicas in [1, 4096], no axis named as the pipeline's own.
LogicalResult checkPipelineAxes(ModuleOp module, const PipelineShape &shape);

/// The module's one public function with the micro-batch (and replica)
/// axes added to its mesh and its micro-batched arguments split over them.
FailureOr<PartitionedStep> prepareStep(ModuleOp module,
                                       const PipelineShape &shape,
                                       const StepOptions &options);

/// The prepared step partitioned by the options' pipeline, with the
/// micro-batch index as a last argument that its collectives over the
/// micro-batch axis read.
LogicalResult partitionStep(PartitionedStep &step, const StepOptions &options,
                            RunPipelineFn runPipeline);

//===----------------------------------------------------------------------===//
// PipelinePlanner.cpp
//===----------------------------------------------------------------------===//

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

/// A chunk's forward or backward ops, and the values they read from and
/// give to the rest of the step.
struct Group {
  int chunk = 0;
  Phase phase = Phase::Forward;
  SmallVector<Operation *> ops;
  llvm::SetVector<Value> inputs, outputs;
};

/// An all_reduce over the micro-batch axis alone: the accumulation of a
/// value over the micro-batches.
bool isMicrobatchAccumulation(Operation *op);

/// Values an op reads: its operands and what its regions capture.
SmallVector<Value> usedValues(Operation *op);

/// The figures of a simulated step.
struct SimulatedStep {
  SimulationResult result;
  /// Every stage's peak within the device's memory.
  bool fits = true;
  /// The cluster's name.
  std::string clusterName;
};

/// Per forward op (cut=dp's positions): the time of the forward and
/// backward work placed there, the activations it saves for the backward,
/// and the bytes that stay for the whole step (parameters, optimizer state,
/// accumulated gradients).
struct PositionCosts {
  SmallVector<double> time, saved, statics;
};

/// The cost model's figures for a partitioned step's ops, each computed
/// once: the stage spec (the cluster bound to the stage mesh), each op's
/// time on it (estimateOp) and its work (countWork). A StepPlan keeps its
/// own; plan=true gives the StepPlans of every schedule and recomputation
/// simulated on one partition the same one. Valid while the step's ops are
/// unchanged.
class StageCosts {
public:
  /// cut=dp's prices: each position's costs and the time of the sends a
  /// cut before it makes. They read only the step and these costs, so the
  /// plans of one stage count share them (reset with the spec).
  struct CutPrices {
    PositionCosts positions;
    SmallVector<double> crossing;
  };
  std::optional<CutPrices> cutPrices;

  /// The spec for `stages` stages: made by `load` the first time, kept
  /// after (another stage count starts afresh).
  FailureOr<const ClusterSpec *>
  spec(int stages, llvm::function_ref<FailureOr<ClusterSpec>()> load);
  /// estimateOp(op, spec).time() on the spec kept (spec() first).
  double time(Operation *op);
  /// countWork(op).
  const OpWork &work(Operation *op);
  /// usedValues(op) (stays valid as more are added).
  ArrayRef<Value> used(Operation *op);

private:
  int stages = 0;
  std::optional<ClusterSpec> kept;
  llvm::DenseMap<Operation *, double> times;
  llvm::DenseMap<Operation *, OpWork> works;
  llvm::DenseMap<Operation *, size_t> usedIndex;
  std::deque<SmallVector<Value>> usedLists;
};

/// What runs where in a partitioned step, for one pipeline shape: each
/// op's kind and chunk, the groups of ops the outliner turns into a
/// chunk's forward and backward steps, and the step simulated on the
/// cluster. Reads the IR; changes nothing.
class StepPlan {
public:
  /// With `shared`, the op costs come from (and go to) it; else the plan
  /// keeps its own.
  StepPlan(const PartitionedStep &step, const PipelineShape &shape,
           const StepOptions &options, StageCosts *shared = nullptr)
      : step(step), shape(shape), options(options),
        costs(shared ? *shared : ownCosts) {}
  /// `costs` may refer to the plan's own member: not copied.
  StepPlan(const StepPlan &) = delete;
  StepPlan &operator=(const StepPlan &) = delete;

  /// Kinds, the forward/backward split, the cut into
  /// stages x virtual-stages chunks and the groups.
  LogicalResult build();
  /// The schedule priced on the options' cluster.
  FailureOr<SimulatedStep> simulate(const Schedule &schedule);

  const PartitionedStep &getStep() const { return step; }
  const PipelineShape &getShape() const { return shape; }
  int stageOf(int chunk) const { return chunk % shape.stages; }
  OpInfo getInfo(Operation *op) const { return info.lookup(op); }
  Kind kindOfValue(Value v) const;
  int chunkOfValue(Value v) const;
  /// Groups by (chunk, phase).
  const std::map<std::pair<int, int>, Group> &getGroups() const {
    return groups;
  }
  /// The group that computes `v` (null for other values).
  const Group *producerOf(Value v) const { return producer.lookup(v); }
  /// One line per chunk: its forward ops, FLOPs and first op.
  StringRef getCutReport() const { return cutReport; }
  /// The simulated step time, bubble, links and peaks per stage.
  StringRef getSimulationReport() const { return simReport; }

private:
  LogicalResult classify();
  LogicalResult markForward();
  LogicalResult assignChunks();
  LogicalResult cutAtNames(ArrayRef<Operation *> fwdOps,
                           SmallVector<size_t> &starts);
  void cutByFlops(ArrayRef<double> flops, SmallVector<size_t> &starts);
  LogicalResult dpCut(ArrayRef<Operation *> fwdOps,
                      SmallVector<size_t> &starts);
  SmallVector<double> crossingTimes(ArrayRef<Operation *> fwdOps,
                                    const ClusterSpec &spec);
  void assignNonForwardChunks();
  /// A per-micro-batch op computed from the step's arguments, the
  /// micro-batch index and step constants without reductions (a mask,
  /// position ids, a one-hot of the labels): groups recompute it instead
  /// of receiving it.
  bool isRederivable(Operation *op);
  void buildGroups();
  /// The cluster spec bound to the stage mesh, kept in `costs`.
  FailureOr<const ClusterSpec *> loadStageSpec();
  FailureOr<ClusterSpec> bindStageSpec();
  SimulationInput priceChunks();
  /// A forward group's kept activations and its recomputation.
  struct Recomputation {
    double savedBytes = 0, seconds = 0;
  };
  Recomputation recomputation(const Group &g, double forwardTime);
  std::string priceStageLinks(const ClusterSpec &spec, SimulationInput &in);
  /// Adds each chunk's static bytes and update time (computeStaticBytes,
  /// once per plan) to `in`.
  void addStaticBytes(SimulationInput &in);
  void computeStaticBytes(MutableArrayRef<ChunkCost> chunks);

  const PartitionedStep &step;
  PipelineShape shape;
  const StepOptions &options;
  StageCosts ownCosts;
  StageCosts &costs;
  llvm::DenseSet<Value> perMbArgs;
  llvm::DenseMap<Operation *, OpInfo> info;
  llvm::DenseMap<Operation *, bool> rederivable;
  std::map<std::pair<int, int>, Group> groups;
  llvm::DenseMap<Value, const Group *> producer;
  std::string cutReport, simReport;
  /// Per chunk, the update time and static bytes (addStaticBytes).
  SmallVector<ChunkCost> statics;
};

/// plan=true: every candidate shape (stages x replicas x tensor-parallel
/// degrees over the cluster's device groups, micro-batches, schedules) is
/// partitioned on a copy of the module (once per distinct partition: the
/// schedules and chunk counts of one shape share it), cut by cut=dp and
/// simulated; the fastest whose stages fit memory wins. With `progress`, a
/// line on stderr after each candidate. With `prune`, candidates run in the
/// order of a lower bound on their step, and those whose bound is no faster
/// than a fitting plan already simulated are skipped (branch and bound).
/// With `sharePartitions`, shapes with the same tensor-parallel degree and
/// micro-batch size share one partition (the chosen one is simulated again
/// on its own).
struct PlanChoice {
  PipelineShape shape;
  /// The recomputation chosen (recompute=auto) or given.
  std::string recompute;
  /// The candidates and the choice, for the report.
  std::string report;
  /// The module as the planner partitioned it for `shape` (tensor
  /// parallelism set up, the step prepared and partitioned, its mesh sized
  /// for `shape`), with its step and options: what the pass would build
  /// again. Null when the planner no longer holds it.
  OwningOpRef<ModuleOp> partitioned;
  PartitionedStep step;
  StepOptions options;
};
/// What plan=true searches, from cleave-pipeline's options.
struct PlanSearch {
  /// Tensor-parallel degrees to try (empty: the module's own mesh).
  SmallVector<int> tensorParallel;
  /// Micro-batch sizes to try (examples per replica and micro-batch);
  /// empty: M = S, 2S, 4S, 8S micro-batches.
  SmallVector<int> microbatchSizes;
  /// Most stages (0: as many as device groups, at most 64); devices > 0
  /// plans for that many of the cluster's devices.
  int maxStages = 0, devices = 0;
  bool progress = false, prune = true, sharePartitions = true;
};
FailureOr<PlanChoice> planPipeline(ModuleOp module, const StepOptions &options,
                                   const PlanSearch &search);

//===----------------------------------------------------------------------===//
// PipelineOutline.cpp
//===----------------------------------------------------------------------===//

/// Replaces the partitioned step by the pipelined program: one function
/// per stage running its part of `schedule` (chunks' ops inlined per
/// micro-batch, sends and receives between stages, accumulation and the
/// update), and an entry with the step's signature that switches on the
/// stage. The mesh's micro-batch axis becomes the stage axis.
LogicalResult outlinePipeline(const StepPlan &plan, const Schedule &schedule,
                              int64_t batchDim);

/// Erases the partitioned step (once outlined and simulated) and renames
/// the mesh's micro-batch axis to the stage axis, of size `stages`.
void retireStep(const PartitionedStep &step, int stages);

} // namespace mlir::cleave::pipeline

#endif // CLEAVE_LIB_TRANSFORMS_PIPELINESTEP_H
