//===- Pipeline.cpp - the cleave-pipeline pass --------------------------===//
//
// cleave-pipeline (Passes.td): micro-batches as a mesh axis that the
// partition pipeline shards like data parallelism, the partitioned step's
// forward cut into chunks, and an entry that runs each stage's schedule
// with sends and receives. A thin pass over three stages
// (PipelineStep.h): the partitioned step (PipelineStep.cpp), the plan of
// what runs where and its simulation (PipelinePlanner.cpp, which also
// searches pipeline shapes for plan=true), and the outlined program
// (PipelineOutline.cpp).
//
//===----------------------------------------------------------------------===//

#include "PipelineStep.h"

#include "cleave/IR/CleaveDialect.h"
#include "cleave/Support/FileUtil.h"
#include "cleave/Transforms/Passes.h"
#include "cleave/Transforms/ReportFile.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir::cleave {
#define GEN_PASS_DEF_CLEAVEPIPELINE
#include "cleave/Transforms/Passes.h.inc"
} // namespace mlir::cleave

using namespace mlir;
using namespace mlir::cleave;
using namespace mlir::cleave::pipeline;

namespace {

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
  /// The options' misuse, as an error (before any work).
  LogicalResult checkOptions(ModuleOp module);
  /// recompute=, or its default: auto with plan=true, else none.
  std::string effectiveRecompute() const {
    if (!recompute.empty())
      return recompute;
    return plan ? "auto" : "none";
  }
  /// The tensor-parallel option's misuse, as an error.
  LogicalResult checkTensorParallel(ModuleOp module);
  LogicalResult checkShape(ModuleOp module, const PipelineShape &shape);
  /// The shape and the options the stages read, from the pass options
  /// (and, with plan=true, from the planner's choice).
  LogicalResult chooseShape(ModuleOp module, PipelineShape &shape,
                            StepOptions &options,
                            OwningOpRef<ModuleOp> &planned,
                            PartitionedStep &plannedStep);
  /// The schedule of schedule-file= (read before any work), or the named
  /// one; validated, and written to write-schedule=.
  LogicalResult readScheduleFile(ModuleOp module, const PipelineShape &shape,
                                 Schedule &schedule);
  LogicalResult makeStepSchedule(const PartitionedStep &step,
                                 const PipelineShape &shape,
                                 Schedule &schedule);
  /// Simulates the step on cluster=, attaches the figures to the module
  /// and writes the timeline.
  LogicalResult recordSimulation(StepPlan &plan, const Schedule &schedule);
  LogicalResult writeReport(const StepPlan &plan, const Schedule &schedule);

  std::string planReport;
};

/// Makes `module` the planner's partitioned module `planned` (its ops moved
/// in).
static void takePlanned(ModuleOp module, OwningOpRef<ModuleOp> &planned) {
  Block *body = module.getBody();
  body->getOperations().clear();
  body->getOperations().splice(body->end(),
                               planned->getBody()->getOperations());
  planned = nullptr;
}

} // namespace

LogicalResult PipelinePass::checkOptions(ModuleOp module) {
  if (cut != "flops" && cut != "dp")
    return mlir::emitError(module.getLoc())
           << "cleave-pipeline: cut must be 'flops' or 'dp', not '" << cut
           << "'";
  if (cut == "dp" && !cutAt.empty())
    return mlir::emitError(module.getLoc())
           << "cleave-pipeline: cut=dp and cut-at= exclude each other";
  if (failed(checkTensorParallel(module)))
    return failure();
  std::string rc = effectiveRecompute();
  if (rc != "none" && rc != "full" && rc != "selective" &&
      (rc != "auto" || !plan))
    return mlir::emitError(module.getLoc())
           << "cleave-pipeline: recompute must be 'none', 'full' or "
              "'selective' (or 'auto' with plan=true), not '"
           << rc << "'";
  if ((rc == "full" || rc == "selective") && cluster.empty())
    return mlir::emitError(module.getLoc())
           << "cleave-pipeline: recompute= prices the simulated step; it "
              "needs cluster=";
  if (progress != "auto" && progress != "true" && progress != "false")
    return mlir::emitError(module.getLoc())
           << "cleave-pipeline: progress must be 'true', 'false' or 'auto', "
              "not '"
           << progress << "'";
  if (!plan && !prune)
    return mlir::emitError(module.getLoc())
           << "cleave-pipeline: prune= is for plan=true's search; there is "
              "no search to prune without it";
  if (!plan && !microbatchSize.empty())
    return mlir::emitError(module.getLoc())
           << "cleave-pipeline: micro-batch-size= is for plan=true's search; "
              "without it give microbatches=";
  for (int size : microbatchSize)
    if (size < 1)
      return mlir::emitError(module.getLoc())
             << "cleave-pipeline: micro-batch-size must be at least 1, not "
             << size;
  if (!plan && !sharePartitions)
    return mlir::emitError(module.getLoc())
           << "cleave-pipeline: share-partitions= is for plan=true's "
              "search; without it one program is partitioned once";
  if (!plan)
    return success();
  if (cluster.empty())
    return mlir::emitError(module.getLoc())
           << "cleave-pipeline: plan=true needs cluster= (it simulates each "
              "candidate)";
  if (!scheduleFile.empty() || !cutAt.empty())
    return mlir::emitError(module.getLoc())
           << "cleave-pipeline: plan=true chooses the schedule and the cut; "
              "drop schedule-file= and cut-at=";
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


LogicalResult PipelinePass::checkShape(ModuleOp module,
                                       const PipelineShape &shape) {
  if (shape.stages < 1 || shape.microbatches < 1 || shape.virtualStages < 1 ||
      shape.stages > 4096 || shape.microbatches > 4096 ||
      shape.virtualStages > 64)
    return mlir::emitError(module.getLoc())
           << "cleave-pipeline: stages and microbatches must be in [1, 4096] "
              "and virtual-stages in [1, 64]";
  return success();
}

LogicalResult PipelinePass::chooseShape(ModuleOp module, PipelineShape &shape,
                                        StepOptions &options,
                                        OwningOpRef<ModuleOp> &planned,
                                        PartitionedStep &plannedStep) {
  options.batchDim = batchDim;
  options.inputs.assign(inputs.begin(), inputs.end());
  options.cut = cut;
  options.cutAt.assign(cutAt.begin(), cutAt.end());
  options.cluster = cluster;
  options.partitionPipeline = partitionPipeline;
  options.recompute = effectiveRecompute();
  shape.stages = stages;
  shape.replicas = replicas;
  shape.microbatches = microbatches;
  shape.virtualStages = virtualStages;
  shape.schedule = schedule;
  shape.tensorParallel = tensorParallel.empty() ? 0 : tensorParallel.front();
  if (plan) {
    PlanSearch search;
    search.tensorParallel.assign(tensorParallel.begin(), tensorParallel.end());
    search.microbatchSizes.assign(microbatchSize.begin(),
                                  microbatchSize.end());
    search.maxStages = maxStages;
    search.devices = devices;
    search.progress = progress == "true" ||
                      (progress == "auto" && llvm::errs().is_displayed());
    search.prune = prune;
    search.sharePartitions = sharePartitions;
    FailureOr<PlanChoice> choice = planPipeline(module, options, search);
    if (failed(choice))
      return failure();
    shape = choice->shape;
    planReport = choice->report;
    options.recompute = choice->recompute;
    options.cut = "dp";
    if (choice->partitioned) {
      planned = std::move(choice->partitioned);
      plannedStep = choice->step;
      options = choice->options;
    }
  }
  return success();
}

LogicalResult PipelinePass::readScheduleFile(ModuleOp module,
                                             const PipelineShape &shape,
                                             Schedule &schedule) {
  if (scheduleFile.empty())
    return success();
  auto buf = llvm::MemoryBuffer::getFile(scheduleFile);
  if (!buf)
    return mlir::emitError(module.getLoc())
           << "cleave-pipeline: cannot read schedule-file '" << scheduleFile
           << "': " << buf.getError().message();
  if (auto e = scheduleFromJson((*buf)->getBuffer(), schedule))
    return mlir::emitError(module.getLoc())
           << "cleave-pipeline: schedule-file '" << scheduleFile
           << "': " << *e;
  if (schedule.stages != shape.stages ||
      schedule.virtualStages != shape.virtualStages ||
      schedule.microbatches != shape.microbatches)
    return mlir::emitError(module.getLoc())
           << "cleave-pipeline: schedule-file '" << scheduleFile << "' is for "
           << schedule.stages << " stages x " << schedule.virtualStages
           << " chunks and " << schedule.microbatches
           << " micro-batches; the options say " << shape.stages << " x "
           << shape.virtualStages << " and " << shape.microbatches;
  return success();
}

LogicalResult PipelinePass::makeStepSchedule(const PartitionedStep &step,
                                             const PipelineShape &shape,
                                             Schedule &schedule) {
  func::FuncOp fn = step.fn;
  if (scheduleFile.empty()) {
    if (auto e = makeSchedule(shape.schedule, shape.stages,
                              shape.virtualStages, shape.microbatches,
                              step.hasBackward, schedule))
      return mlir::emitError(fn.getLoc()) << "cleave-pipeline: " << *e;
  } else {
    schedule.backward = schedule.backward && step.hasBackward;
  }
  if (auto e = validateSchedule(schedule))
    return mlir::emitError(fn.getLoc()) << "cleave-pipeline: schedule '"
                                        << schedule.name << "': " << *e;
  if (writeSchedule.empty())
    return success();
  if (failed(checkNotInputFile(getOperation(), writeSchedule,
                               "write-schedule")))
    return failure();
  std::string err;
  if (!::cleave::writeFileAtomically(writeSchedule, scheduleToJson(schedule),
                                     err))
    return mlir::emitError(fn.getLoc())
           << "cleave-pipeline: cannot write write-schedule: " << err;
  return success();
}

LogicalResult PipelinePass::recordSimulation(StepPlan &plan,
                                             const Schedule &schedule) {
  const PartitionedStep &step = plan.getStep();
  const PipelineShape &shape = plan.getShape();
  FailureOr<SimulatedStep> sim = plan.simulate(schedule);
  if (failed(sim))
    return failure();
  const SimulationResult &r = sim->result;
  // Machine-readable figures.
  Builder b(&getContext());
  SmallVector<Attribute> peaks;
  for (double p : r.peakBytes)
    peaks.push_back(b.getF64FloatAttr(p));
  peaks.resize(std::min<size_t>(peaks.size(), shape.stages));
  getOperation()->setAttr(
      "cleave.pipeline_simulated",
      b.getDictionaryAttr(
          {b.getNamedAttr("step_s", b.getF64FloatAttr(r.stepTime)),
           b.getNamedAttr("bubble", b.getF64FloatAttr(r.bubbleFraction)),
           b.getNamedAttr("peak_bytes", b.getArrayAttr(peaks)),
           b.getNamedAttr("fits", b.getBoolAttr(sim->fits))}));
  if (timeline.empty())
    return success();
  std::string title =
      llvm::formatv("{0}: {1} stages x {2} chunks, {3} micro-batches, {4} on "
                    "{5} ({6:f3} ms, bubble {7:f1}%)",
                    step.fn.getSymName(), shape.stages, shape.virtualStages,
                    shape.microbatches, schedule.name, sim->clusterName,
                    r.stepTime * 1e3, r.bubbleFraction * 100)
          .str();
  if (failed(checkNotInputFile(getOperation(), timeline + ".json",
                               "timeline")) ||
      failed(checkNotInputFile(getOperation(), timeline + ".svg",
                               "timeline")))
    return failure();
  std::string err;
  if (!::cleave::writeFileAtomically(
          timeline + ".json",
          timelineToChromeTrace(r.events, shape.stages, title), err) ||
      !::cleave::writeFileAtomically(
          timeline + ".svg", timelineToSvg(r.events, shape.stages, title),
          err))
    return mlir::emitError(step.fn.getLoc())
           << "cleave-pipeline: cannot write the timeline: " << err;
  return success();
}

LogicalResult PipelinePass::writeReport(const StepPlan &plan,
                                        const Schedule &schedule) {
  if (reportFile.empty())
    return success();
  std::unique_ptr<AtomicOutput> file =
      openReportFile(getOperation(), reportFile);
  if (!file)
    return failure();
  const PipelineShape &shape = plan.getShape();
  raw_ostream &os = file->os();
  os << planReport;
  os << "pipeline of @" << plan.getStep().fn.getSymName() << ": "
     << shape.stages << " stages x " << shape.virtualStages << " chunks, "
     << shape.microbatches << " micro-batches, "
     << "schedule " << schedule.name << "\n";
  os << plan.getCutReport();
  if (simulateOnly) {
    os << "sends per step: not built (simulate-only)\n";
  } else {
    int sends = 0;
    getOperation().walk([&](SendOp) { ++sends; });
    os << "sends per step: " << sends << "\n";
  }
  os << scheduleToText(schedule);
  os << plan.getSimulationReport();
  // Flushed: cleave-run's launcher prints its ranks' output next.
  os.flush();
  return commitReportFile(getOperation(), *file);
}

void PipelinePass::runOnOperation() {
  ModuleOp module = getOperation();
  // simulate-only works on a copy, so the input is left as it was (but for
  // the cleave.pipeline_simulated figures recordSimulation puts on it).
  OwningOpRef<ModuleOp> scratch;
  if (simulateOnly) {
    if (cluster.empty()) {
      mlir::emitError(module.getLoc())
          << "cleave-pipeline: simulate-only=true simulates the step on a "
             "cluster: it needs cluster=";
      return signalPassFailure();
    }
    scratch = module.clone();
    module = *scratch;
  }
  PipelineShape shape;
  StepOptions options;
  Schedule schedule;
  // plan=true: the chosen shape as the planner partitioned it, if it
  // handed it over.
  OwningOpRef<ModuleOp> planned;
  PartitionedStep plannedStep;
  if (failed(checkOptions(module)) ||
      failed(chooseShape(module, shape, options, planned, plannedStep)))
    return signalPassFailure();
  // The planner partitioned the chosen shape already: not again.
  bool partitioned = static_cast<bool>(planned);
  FailureOr<PartitionedStep> step = failure();
  if (partitioned) {
    takePlanned(module, planned);
    step = plannedStep;
  }
  if ((!partitioned && failed(setUpTensorParallel(module, shape, options))) ||
      failed(checkShape(module, shape)) ||
      // The schedule file first: a bad one fails before any work.
      failed(readScheduleFile(module, shape, schedule)))
    return signalPassFailure();
  if (!partitioned)
    step = prepareStep(module, shape, options);
  auto runOnModule = [&](OpPassManager &pm, ModuleOp m) {
    if (!simulateOnly)
      return runPipeline(pm, m);
    // The copy is not nested in the pass's module: a pass manager of its
    // own.
    PassManager own(m.getContext(), ModuleOp::getOperationName(),
                    OpPassManager::Nesting::Explicit);
    static_cast<OpPassManager &>(own) = pm;
    return own.run(m);
  };
  if (failed(step) || failed(makeStepSchedule(*step, shape, schedule)) ||
      (!partitioned && failed(partitionStep(*step, options, runOnModule))))
    return signalPassFailure();
  StepPlan plan(*step, shape, options);
  if (failed(plan.build()) ||
      (!simulateOnly &&
       failed(outlinePipeline(plan, schedule, options.batchDim))) ||
      (!cluster.empty() && failed(recordSimulation(plan, schedule))))
    return signalPassFailure();
  if (!timeline.empty() && cluster.empty()) {
    mlir::emitError(step->fn.getLoc())
        << "cleave-pipeline: timeline= needs cluster= (the simulated step)";
    return signalPassFailure();
  }
  if (failed(writeReport(plan, schedule)))
    return signalPassFailure();
  if (!simulateOnly)
    retireStep(*step, shape.stages);
}
