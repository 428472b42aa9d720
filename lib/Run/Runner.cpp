//===- Runner.cpp - cleave-run as a library -------------------------------===//
//
// See Runner.h. One Runner runs the tool's steps on one rank (or, with
// checkOnly, the launcher's check before mpirun starts the ranks).
//
//===----------------------------------------------------------------------===//

#include "cleave/Run/Runner.h"

#include "Report.h"
#include "cleave/Analysis/OutputChecks.h"
#include "cleave/Conversion/Passes.h"
#include "cleave/IR/CleaveDialect.h"
#include "cleave/IR/CleaveInterfaces.h"
#include "cleave/Run/Calibrate.h"
#include "cleave/Run/Compile.h"
#include "cleave/Run/Inputs.h"
#include "cleave/Run/Launcher.h"
#include "cleave/Run/Profile.h"
#include "cleave/Run/Progress.h"
#include "cleave/Run/SharedProgram.h"
#include "cleave/Run/TrainingLoop.h"
#include "cleave/Run/Verify.h"
#include "cleave/Runtime/CleaveRuntime.h"
#ifdef CLEAVE_HAVE_CUDA
#include "cleave/Runtime/CleaveGPU.h"
#endif
#include "cleave/Support/FileLimits.h"
#include "cleave/Support/FileUtil.h"
#include "cleave/Support/NestingScan.h"
#include "cleave/Transforms/Passes.h"
#include "cleave/Transforms/RepeatStep.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Verifier.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "mlir/Tools/Plugins/PassPlugin.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"

#include <cstdlib>

namespace cleave::run {

using namespace mlir;
using namespace mlir::cleave;

namespace {
/// Runs the whole tool on one rank; returns the exit code. `initialized`
/// tells whether cleave_rt_init was called.
class Runner {
public:
  Runner(MLIRContext &ctx, const RunOptions &options)
      : ctx(ctx), opts(options), compiler(options),
        inputs(options.seed, *parseIntRange(options.intRange), options.onGPU()),
        records(!options.timeline.empty()) {}

  /// Parse, partition and read the signature only (the launcher's check
  /// before starting mpirun, so a bad program fails with its message and
  /// without a race between ranks).
  bool checkOnly = false;
  /// The launcher's directory of the compiled program (SharedProgram.h):
  /// written by the launcher, read by the ranks; empty if none.
  std::string shared{};
  bool initialized = false;

  int run();

private:
  // The steps of run(), in order.
  LogicalResult loadModule();
  LogicalResult prepareEntry();
  LogicalResult partitionOrReadReference();
  LogicalResult readReference(StringRef path, StringRef what);
  LogicalResult runPartitionPipeline();
  LogicalResult checkBackendRuns();
  LogicalResult readSignatureAndMesh();
  LogicalResult checkOutputs();
  LogicalResult
  checkTimelinePath(ArrayRef<std::pair<std::string, std::string>> inputFiles);
  int checkAndShare();
  LogicalResult loadOrCompile();
  LogicalResult fillArguments(ArrayRef<int64_t> coords);
  LogicalResult prepareTraining();
  LogicalResult runRepeats();
  LogicalResult assembleResults();
  LogicalResult runTrainingLoop();
  int saveTrainedWeights();
  int printResults();
  int writeOutputs();
  int printProfile();
  int verifyResults();
  LogicalResult nameOps();
  std::vector<double>
  noiseFloors(ModuleOp spare,
              const std::vector<std::vector<long double>> &expected);

  MLIRContext &ctx;
  const RunOptions &opts;
  JitCompiler compiler;
  InputGenerator inputs;
  ProfileRecords records;
  MeshInfo mesh;

  // What the steps pass on.
  llvm::SourceMgr sourceMgr;
  OwningOpRef<ModuleOp> module;
  /// The unpartitioned program, kept for --verify.
  OwningOpRef<ModuleOp> reference;
  func::FuncOp entry;
  std::string entrySym;
  std::map<unsigned, std::string> inputPaths, outputPaths;
  Signature sig;
  std::map<int64_t, std::string> collectiveNames;
  /// --profile-ops: the timed compute ops.
  std::map<int64_t, ProfiledOpInfo> opNames;
  Program program;
  int64_t worldRank = 0;
  std::vector<HostBuffer> args;
  Results results;
  std::vector<double> times;
  std::vector<std::vector<long double>> globals;
  ReplicaCheck replicas;
  /// --checkpoint-every / --resume: the steps as a loop on the host.
  std::optional<TrainingLoop> loop;
};
} // namespace

/// Reads a module file: a regular file within the size limit whose nesting
/// the MLIR parser can take; null after reporting why not.
static std::unique_ptr<llvm::MemoryBuffer> readModuleFile(StringRef path) {
  llvm::sys::fs::file_status status;
  if (std::error_code ec = llvm::sys::fs::status(path, status)) {
    runError() << "cannot open '" << path << "': " << ec.message() << "\n";
    return nullptr;
  }
  if (!llvm::sys::fs::is_regular_file(status)) {
    runError() << "'" << path << "' is not a regular file\n";
    return nullptr;
  }
  uint64_t limit = ::cleave::fileSizeLimit(::cleave::kDefaultMaxInputBytes);
  if (status.getSize() > limit) {
    runError() << ::cleave::fileTooLargeMessage(path.str(), limit) << "\n";
    return nullptr;
  }
  auto file = llvm::MemoryBuffer::getFile(path, /*IsText=*/true);
  if (!file) {
    runError() << "cannot open '" << path << "': " << file.getError().message()
               << "\n";
    return nullptr;
  }
  std::string error;
  if (!::cleave::checkTextNesting((*file)->getBufferStart(),
                                  (*file)->getBufferSize(), error)) {
    runError() << "'" << path << "': " << error << "\n";
    return nullptr;
  }
  return std::move(*file);
}

int Runner::run() {
  // A rank started by a launcher that compiled the program reads the
  // partitioned module (and the --verify reference) the launcher wrote; the
  // launcher names its directory in the environment it starts mpirun with
  // (the launcher's protocol with its ranks, SharedProgram.h).
  if (!checkOnly)
    if (const char *dir = std::getenv(kSharedProgramEnv))
      shared = dir;
  if (failed(loadModule()) || failed(prepareEntry()) ||
      failed(partitionOrReadReference()) || failed(checkBackendRuns()) ||
      failed(readSignatureAndMesh()))
    return 1;
  // In the launcher too: a bad file fails once, before mpirun starts.
  if (failed(inputs.loadInputs(sig, inputPaths)) || failed(checkOutputs()) ||
      failed(prepareTraining()))
    return 1;
  // The launcher checks --profile-ops' spec too, before mpirun starts.
  if (opts.profiling())
    collectiveNames = nameCollectives(*module);
  if (opts.profileOps && failed(nameOps()))
    return 1;
  if (checkOnly)
    return checkAndShare();
  // Compile before touching MPI: a bad program fails on every rank alike.
  if (failed(loadOrCompile()))
    return 1;
  cleave_rt_init(int64_t(mesh.shape.size()), mesh.shape.data());
  initialized = true;
#ifdef CLEAVE_HAVE_CUDA
  if (opts.onGPU())
    cleave_gpu_profile_enable(opts.profiling());
#endif
  worldRank = cleave_rt_rank();
  records.install();
  if (loop ? failed(runTrainingLoop())
           : failed(runRepeats()) || failed(assembleResults()))
    return 1;
  int status = printResults();
  if (!opts.saveWeightsFile.empty() && saveTrainedWeights())
    status = 1;
  if (opts.profiling() && printProfile())
    status = 1;
  if (opts.verify && verifyResults())
    status = 1;
  llvm::outs().flush();
  return status;
}

/// Parses and verifies the module (the launcher's copy if there is one),
/// imports TOSA, and finds the entry.
LogicalResult Runner::loadModule() {
  const std::string &inputFile = opts.inputFile;
  auto file =
      readModuleFile(shared.empty() ? StringRef(inputFile)
                                    : StringRef(shared + "/partitioned.mlir"));
  if (!file)
    return failure();
  sourceMgr.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  module = parseSourceFile<ModuleOp>(sourceMgr, &ctx);
  if (!module) {
    runError() << "cannot parse '" << inputFile << "'\n";
    return failure();
  }
  if (failed(mlir::verify(module->getOperation()))) {
    runError() << "'" << inputFile << "' does not verify\n";
    return failure();
  }
  // A TOSA model is imported first (cleave-import), so the partitioned
  // program and the --verify reference are both linalg.
  bool hasTosa = false;
  module->walk([&](Operation *op) {
    hasTosa |= op->getDialect() && op->getDialect()->getNamespace() == "tosa";
  });
  if (hasTosa) {
    auto pm = PassManager::on<ModuleOp>(&ctx);
    buildImportPipeline(pm);
    if (failed(pm.run(*module))) {
      runError() << "cleave-import failed on '" << inputFile << "'\n";
      return failure();
    }
  }
  entry = findEntry(*module, opts.entryName);
  return success(entry != nullptr);
}

/// --steps, and the options that name the entry's arguments and results.
LogicalResult Runner::prepareEntry() {
  // --steps: the launcher's shared program is already the N-step one (the
  // step itself for a host loop).
  if (opts.steps && shared.empty()) {
    if (entry->hasAttr("cleave.partitioned")) {
      runError() << "--steps needs an unpartitioned training step; @"
                 << entry.getName() << " is partitioned\n";
      return failure();
    }
    // A host loop calls the step itself (TrainingLoop.h), and so does its
    // --verify reference.
    if (!opts.hostLoop()) {
      FailureOr<func::FuncOp> repeated = repeatStep(entry, *opts.steps);
      if (failed(repeated))
        return failure();
      entry = *repeated;
    }
  }
  if (failed(parseIndexedFiles(opts.inputFiles, "input", entry, inputPaths)) ||
      failed(
          parseIndexedFiles(opts.outputFiles, "output", entry, outputPaths)) ||
      failed(inputs.parseFillRanges(opts.fillRanges, entry)) ||
      failed(inputs.checkIndexRanges(entry, inputPaths)))
    return failure();
  entrySym = entry.getName().str();
  return success();
}

/// Reads a module kept for --verify from `path`.
LogicalResult Runner::readReference(StringRef path, StringRef what) {
  llvm::SourceMgr refMgr;
  auto refBuffer = readModuleFile(path);
  if (!refBuffer)
    return failure();
  refMgr.AddNewSourceBuffer(std::move(refBuffer), llvm::SMLoc());
  reference = parseSourceFile<ModuleOp>(refMgr, &ctx);
  if (!reference) {
    runError() << "cannot parse " << what << "\n";
    return failure();
  }
  return success();
}

/// Keeps the unpartitioned program for --verify, then partitions the entry
/// with --partition-pipeline if it is not partitioned yet.
LogicalResult Runner::partitionOrReadReference() {
  bool hasMesh = !module->getOps<MeshOp>().empty();
  const std::string &referenceFile = opts.referenceFile;
  const std::string &referenceEntry = opts.referenceEntry;
  if (!shared.empty()) {
    if (opts.verify &&
        failed(readReference(shared + "/reference.mlir",
                             "the launcher's reference program")))
      return failure();
  } else if (!entry->hasAttr("cleave.partitioned")) {
    if (opts.verify)
      reference = module->clone();
    // Without a mesh there is nothing to partition, unless the pipeline
    // was given (cleave-pipeline creates the mesh it needs).
    if ((hasMesh || opts.partitionPipelineGiven) &&
        !opts.partitionPipeline.empty() && failed(runPartitionPipeline()))
      return failure();
  } else if (opts.verify) {
    if (!referenceFile.empty()) {
      if (failed(readReference(referenceFile,
                               "the reference '" + referenceFile + "'")))
        return failure();
    } else if (!referenceEntry.empty()) {
      reference = module->clone();
    } else {
      runError() << "--verify: @" << entrySym
                 << " is already partitioned; name the unpartitioned program "
                    "with --reference FILE and/or --reference-entry NAME\n";
      return failure();
    }
  }
  // The reference function of the same module is not part of the SPMD
  // program.
  if (!referenceEntry.empty() && referenceFile.empty() &&
      referenceEntry != entrySym)
    if (auto fn = module->lookupSymbol<func::FuncOp>(referenceEntry))
      fn.erase();
  return success();
}

/// Runs --partition-pipeline on the module; the entry must come out
/// partitioned.
LogicalResult Runner::runPartitionPipeline() {
  // The passes of the pipeline, added to a pass manager on the module.
  StringRef inner = StringRef(opts.partitionPipeline).trim();
  if (inner.starts_with("builtin.module(") && inner.ends_with(")"))
    inner = inner.drop_front(strlen("builtin.module(")).drop_back();
  std::string text = ("builtin.module(" + inner + ")").str();
  auto pm = PassManager::on<ModuleOp>(&ctx);
  std::string perr;
  llvm::raw_string_ostream perrs(perr);
  progress("partitioning @" + entrySym + " (" + inner + ")");
  if (failed(parsePassPipeline(inner, pm, perrs))) {
    runError() << "@" << entrySym
               << " is not partitioned (no cleave.partitioned) and the "
                  "partition pipeline '"
               << text << "' cannot be built: " << perr
               << "\n  (pass an already partitioned module, or "
                  "--partition-pipeline=...)\n";
    return failure();
  }
  if (failed(pm.run(*module))) {
    runError() << "the partition pipeline '" << text << "' failed\n";
    return failure();
  }
  entry = findEntry(*module, entrySym);
  if (!entry)
    return failure();
  if (opts.printPartitioned && processRank() == 0)
    module->print(llvm::errs());
  if (!entry->hasAttr("cleave.partitioned")) {
    runError() << "after '" << text << "', @" << entrySym
               << " is still not partitioned\n";
    return failure();
  }
  return success();
}

/// NCCL's point-to-point calls block and match in issue order per peer; a
/// pipeline's sends and receives need the MPI backend's buffered sends and
/// tags.
LogicalResult Runner::checkBackendRuns() {
  if (opts.effectiveBackend() != "nccl")
    return success();
  bool pointToPoint = false;
  module->walk([&](Operation *op) {
    if (isa<SendOp, RecvOp>(op))
      pointToPoint = true;
  });
  if (!pointToPoint)
    return success();
  runError() << "@" << entrySym
             << " sends between pipeline stages (cleave.send / cleave.recv), "
                "which the nccl backend does not run yet; use --backend mpi\n";
  return failure();
}

/// The entry's signature, and the mesh it runs on.
LogicalResult Runner::readSignatureAndMesh() {
  if (failed(readSignature(entry, sig, entry->hasAttr("cleave.partitioned"))))
    return failure();
  if (MeshOp m = findMesh(*module, sig)) {
    mesh.name = m.getSymName().str();
    mesh.shape.assign(m.getAxisSizes().begin(), m.getAxisSizes().end());
    mesh.axisNames.clear();
    for (unsigned i = 0; i < m.getNumAxes(); ++i)
      mesh.axisNames.push_back(m.getAxisName(i).str());
    if (mesh.shape.size() > 15) {
      runError() << "mesh @" << mesh.name << " has more than 15 axes\n";
      return failure();
    }
    mesh.allAxes = 0;
    for (size_t i = 0; i < mesh.shape.size(); ++i)
      mesh.allAxes |= int64_t(i + 1) << (4 * i);
  } else if (!module->getOps<MeshOp>().empty()) {
    runError() << "the module has several meshes and the signature of @"
               << entrySym << " names none\n";
    return failure();
  }
  return success();
}

/// Checks every --output before any work: the index names a result, the
/// path is no input (module, reference, --input) and no other output.
LogicalResult Runner::checkOutputs() {
  std::vector<std::pair<std::string, std::string>> inputFiles = {
      {"the module", opts.inputFile}, {"--reference", opts.referenceFile}};
  for (auto &[i, path] : inputPaths)
    inputFiles.push_back({"--input " + std::to_string(i), path});
  std::map<std::string, unsigned> seen;
  for (auto &[i, path] : outputPaths) {
    if (i >= sig.results.size()) {
      runError() << "--output " << i << ": @" << sig.entry << " has "
                 << sig.results.size() << " results\n";
      return failure();
    }
    if (path.empty()) {
      runError() << "--output " << i << ": empty file name\n";
      return failure();
    }
    for (auto &[what, in] : inputFiles)
      if (!in.empty() && ::cleave::isSameFile(path, in)) {
        runError() << "--output " << i << ": '" << path << "' is " << what
                   << " ('" << in << "'); write the result to another file\n";
        return failure();
      }
    if (llvm::sys::fs::is_directory(path)) {
      runError() << "--output " << i << ": '" << path << "' is a directory\n";
      return failure();
    }
    auto [it, fresh] = seen.insert({path, i});
    if (!fresh) {
      runError() << "--output " << i << ": '" << path << "' is also --output "
                 << it->second << "\n";
      return failure();
    }
  }
  return checkTimelinePath(inputFiles);
}

/// --timeline is written too: the rules of --output.
LogicalResult Runner::checkTimelinePath(
    ArrayRef<std::pair<std::string, std::string>> inputFiles) {
  const std::string &timeline = opts.timeline;
  if (timeline.empty())
    return success();
  for (auto &[what, in] : inputFiles)
    if (!in.empty() && ::cleave::isSameFile(timeline, in)) {
      runError() << "--timeline: '" << timeline << "' is " << what << " ('"
                 << in << "'); write the timeline to another file\n";
      return failure();
    }
  if (llvm::sys::fs::is_directory(timeline)) {
    runError() << "--timeline: '" << timeline << "' is a directory\n";
    return failure();
  }
  for (auto &[i, path] : outputPaths)
    if (::cleave::isSameFile(timeline, path) || timeline == path) {
      runError() << "--timeline: '" << timeline << "' is also --output " << i
                 << "\n";
      return failure();
    }
  return success();
}

/// The launcher's check before mpirun: the mesh fits -np and the program
/// lowers; then it compiles the program once for the ranks.
int Runner::checkAndShare() {
  int64_t devices = 1;
  for (int64_t s : mesh.shape)
    devices *= s;
  int numProcs = opts.numProcs.value_or(0);
  if (numProcs > 0 && !mesh.shape.empty() && devices != numProcs) {
    runError() << "the mesh @" << mesh.name << " has " << devices
               << " devices but -np is " << numProcs << "\n";
    return 1;
  }
  // Lowering errors too are reported here, once.
  progress("compiling the per-device program for the ranks");
  OwningOpRef<ModuleOp> copy = module->clone();
  if (failed(compiler.lower(*copy, opts.profiling(), "partitioned program")))
    return 1;
  if (opts.shareProgram)
    shared = compiler.shareCompiledProgram(
        *module, opts.verify && reference ? *reference : ModuleOp(), *copy,
        entrySym);
  return 0;
}

/// The launcher's compiled object if it left one (SharedProgram.h), else
/// the program compiled here.
LogicalResult Runner::loadOrCompile() {
  if (!shared.empty()) {
    std::string object = shared + "/program.o";
    auto loaded = LoadedProgram::load(
        object,
        {{"cleave_profile_record", (void *)&cleave_profile_record},
         {"cleave_profile_record_started",
          (void *)&cleave_profile_record_started}});
    if (loaded) {
      program.loaded = std::move(*loaded);
    } else {
      std::string why = llvm::toString(loaded.takeError());
      if (processRank() == 0)
        llvm::errs() << "cleave-run: warning: cannot link the launcher's "
                        "compiled program ("
                     << why << "); compiling it on each rank\n";
    }
  }
  if (!program) {
    progress("compiling the per-device program");
    program =
        compiler.compile(*module, opts.profiling(), "partitioned program");
  }
  if (program)
    progress("running");
  return success(bool(program));
}

/// Fresh inputs for one call: this rank's shard of every argument.
LogicalResult Runner::fillArguments(ArrayRef<int64_t> coords) {
  for (auto [i, info] : llvm::enumerate(sig.args)) {
    std::string what = "argument " + std::to_string(i);
    FailureOr<Shard> shard = shardOf(info, mesh, coords, what);
    if (failed(shard) || failed(inputs.fill(i, info, *shard, args[i])))
      return failure();
#ifdef CLEAVE_HAVE_CUDA
    // Filled on the host: move to the GPU before the timed call.
    if (opts.onGPU())
      cleave_gpu_prefetch(args[i].data, size_t(args[i].numElements()) *
                                            dtypeSize(args[i].dtype));
#endif
  }
#ifdef CLEAVE_HAVE_CUDA
  if (opts.onGPU())
    cleave_gpu_synchronize();
#endif
  return success();
}

/// Calls the entry --repeat times on fresh inputs, timing each call.
LogicalResult Runner::runRepeats() {
  SmallVector<int64_t> coords = coordsOf(worldRank, mesh);
  args = std::vector<HostBuffer>(sig.args.size());
  results = makeResults(sig);
  for (int rep = 0; rep < std::max(1, opts.repeat); ++rep) {
    if (failed(fillArguments(coords)))
      return failure();
    if (opts.profiling()) {
      records.reset();
#ifdef CLEAVE_HAVE_CUDA
      if (opts.onGPU())
        cleave_gpu_profile_reset();
#endif
    }
    // The previous call's results are not read again (the last call's are).
    if (rep > 0 && !opts.onGPU())
      freeResults(results, args);
    cleave_rt_barrier(mesh.allAxes);
    double t0 = cleave_rt_wtime();
    if (failed(invoke(program, sig, args, results)))
      return failure();
    double t1 = cleave_rt_wtime();
    times.push_back(t1 - t0);
    records.timeline.start = t0;
    records.timeline.end = t1;
  }
  // The time of a run is its slowest rank's.
  allReduceMax(times, mesh.allAxes);
  return success();
}

/// --checkpoint-every / --resume: the carried values and the checkpoint to
/// resume from; --weights: the tensors bound to the arguments.
LogicalResult Runner::prepareTraining() {
  if (opts.hostLoop()) {
    loop.emplace(opts, sig, mesh);
    if (failed(loop->prepare()))
      return failure();
  }
  const std::string &out = opts.saveWeightsFile;
  if (!out.empty() && llvm::sys::fs::is_directory(out)) {
    runError() << "--save-weights: '" << out << "' is a directory\n";
    return failure();
  }
  for (const std::string &in : {opts.inputFile, opts.weightsFile})
    if (!out.empty() && !in.empty() && ::cleave::isSameFile(out, in)) {
      runError() << "--save-weights: '" << out << "' is also read ('" << in
                 << "'); write the weights to another file\n";
      return failure();
    }
  if (opts.weightsFile.empty())
    return success();
  return inputs.bindWeights(sig, opts.weightsFile, inputPaths,
                            [&](unsigned i) {
                              return !opts.resumeDir.empty() && loop &&
                                     loop->carries(i);
                            });
}

/// The steps of a host loop: fresh inputs, the checkpoint's values with
/// --resume, the steps left; the results as the N-step program's.
LogicalResult Runner::runTrainingLoop() {
  args = std::vector<HostBuffer>(sig.args.size());
  results = makeResults(sig);
  if (failed(fillArguments(coordsOf(worldRank, mesh))) ||
      failed(loop->resume(args)) ||
      failed(loop->run(program, args, results, times, records)) ||
      failed(loop->finalResults(args, globals)))
    return failure();
  Signature stacked = loop->stackedSignature();
  sig = stacked;
  return success();
}

/// --save-weights: rank 0 writes the final value of each parameter (the
/// --weights tensors, or every carried value); 1 on a failure.
int Runner::saveTrainedWeights() {
  if (worldRank != 0)
    return 0;
  std::vector<unsigned> params = inputs.weightArguments();
  SmallVector<const ValueInfo *> infos;
  SmallVector<const std::vector<long double> *> values;
  for (unsigned j = 0; j < sig.results.size(); ++j) {
    const ValueInfo &info = sig.results[j];
    auto it = llvm::find_if(sig.args, [&](const ValueInfo &a) {
      return !info.name.empty() && a.name == info.name;
    });
    unsigned i = unsigned(it - sig.args.begin());
    if (it == sig.args.end() ||
        (!params.empty() && !llvm::is_contained(params, i)))
      continue;
    infos.push_back(&info);
    values.push_back(&globals[j]);
  }
  std::string error;
  if (!saveWeights(opts.saveWeightsFile, infos, values, error)) {
    runError() << "--save-weights: " << error << "\n";
    return 1;
  }
  llvm::outs() << "wrote " << infos.size() << " parameters to "
               << opts.saveWeightsFile << "\n";
  return 0;
}

/// Every result's global value, gathered from the ranks' shards.
LogicalResult Runner::assembleResults() {
  globals.assign(sig.results.size(), {});
  for (auto [i, info] : llvm::enumerate(sig.results)) {
    HostBuffer local;
    readResult(results, i, info, local);
    Tolerance tol = toleranceFor(info.dtype, opts.rtol, opts.atol);
    if (failed(assemble(info, local, mesh, "result " + std::to_string(i), tol,
                        globals[i], replicas)))
      return failure();
  }
  return success();
}

/// Rank 0 prints the results' summaries and the times and writes
/// --output files; 1 if a file cannot be written.
int Runner::printResults() {
  if (worldRank != 0)
    return 0;
  llvm::outs() << "cleave-run: @" << entrySym << " on " << mesh.size()
               << " rank(s), mesh [";
  llvm::interleave(mesh.shape, llvm::outs(), "x");
  llvm::outs() << "]";
  // Ranks on several machines (--hostfile, an outer mpirun or srun).
  if (std::optional<int> local = localSizeFromEnv())
    if (*local < mesh.size())
      llvm::outs() << ", " << *local << " of them on rank 0's machine";
  if (program.loaded)
    llvm::outs() << ", compiled once for all ranks";
#ifdef CLEAVE_HAVE_CUDA
  if (opts.onGPU())
    llvm::outs() << ", device cuda (" << cleave_gpu_device_name()
                 << "), backend " << cleave_rt_backend();
#endif
  llvm::outs() << "\n";
  for (auto [i, info] : llvm::enumerate(sig.results))
    printSummary(i, info, globals[i], opts.printValues);
  double best = *std::min_element(times.begin(), times.end());
  double mean = 0;
  for (double t : times)
    mean += t;
  mean /= times.size();
  std::vector<double> sorted(times.begin(), times.end());
  std::sort(sorted.begin(), sorted.end());
  size_t mid = sorted.size() / 2;
  double median =
      sorted.size() % 2 ? sorted[mid] : 0.5 * (sorted[mid - 1] + sorted[mid]);
  llvm::outs() << llvm::format("time: %.3f ms (best of %zu; median %.3f ms; "
                               "mean %.3f ms; slowest rank)\n",
                               best * 1e3, times.size(), median * 1e3,
                               mean * 1e3);
  return writeOutputs();
}

/// Rank 0 writes the --output files; 1 if one cannot be written.
int Runner::writeOutputs() {
  int status = 0;
  for (auto &[i, path] : outputPaths) {
    const ValueInfo &info = sig.results[i];
    std::string e;
    SmallVector<int64_t> shape(info.globalType.getShape());
    if (!writeNpy(path, std::vector<int64_t>(shape.begin(), shape.end()),
                  npyDescr(info.dtype), globals[i], e)) {
      llvm::errs() << "cleave-run: error: --output " << i << ": " << e << "\n";
      status = 1;
    } else {
      llvm::outs() << "wrote result " << i << " to " << path << "\n";
    }
  }
  return status;
}

/// --profile-ops: the compute ops the lowering times, named, and predicted
/// on --profile-ops' cluster if given.
LogicalResult Runner::nameOps() {
  std::optional<ClusterSpec> spec;
  if (!opts.profileOpsCluster.empty()) {
    FailureOr<ClusterSpec> loaded = loadClusterSpec(
        opts.profileOpsCluster, findMesh(*module, sig),
        [&] { return emitError(module->getLoc()) << "--profile-ops: "; });
    if (failed(loaded))
      return failure();
    spec = std::move(*loaded);
  }
  opNames = nameProfiledOps(*module, collectiveNames.size(),
                            spec ? &*spec : nullptr);
  return success();
}

/// --profile and --timeline of the last run (Profile.h).
int Runner::printProfile() {
  return ::cleave::run::printProfile(ProfileReport{
      records, collectiveNames, opts.profileOps ? &opNames : nullptr,
      opts.profileOpsCluster, mesh, times.back(), worldRank, opts.timeline,
      opts.onGPU()});
}

/// --verify: rank 0 runs the unpartitioned program and compares; every rank
/// learns the verdict. 1 on a mismatch.
/// The noise floor of each result (noiseFloor): the reference `spare`
/// run again with the other matmul path (BLAS or loops) against
/// `expected`. Computed only when some float result misses its tolerance
/// by the plain check; empty when the second run fails.
std::vector<double>
Runner::noiseFloors(ModuleOp spare,
                    const std::vector<std::vector<long double>> &expected) {
  bool needed = false;
  for (auto [i, info] : llvm::enumerate(sig.results))
    if (isFloat(info.dtype) &&
        !compareResult(i, info, expected[i], globals[i],
                       toleranceFor(info.dtype, narrowestComputeType(spare),
                                    opts.rtol, opts.atol))
             .matches)
      needed = true;
  if (!needed)
    return {};
  RunOptions other = opts;
  other.blas = !opts.blas;
  JitCompiler otherCompiler(other);
  progress("--verify: running the unpartitioned program again with " +
           llvm::Twine(other.blas ? "BLAS" : "loop") +
           " matmuls for its noise floor");
  std::vector<std::vector<long double>> again;
  if (failed(runReference(otherCompiler, inputs, spare, opts.referenceEntry,
                          sig, again)))
    return {};
  std::vector<double> noise;
  for (size_t i = 0; i < expected.size(); ++i)
    noise.push_back(noiseFloor(expected[i], again[i]));
  return noise;
}

int Runner::verifyResults() {
  double failedFlag = 0;
  if (worldRank == 0) {
    progress("--verify: running the unpartitioned program on rank 0");
    std::vector<std::vector<long double>> expected;
    if (replicas.mismatches) {
      runError() << "verify: " << replicas.first << " (" << replicas.mismatches
                 << " replicated elements differ in all)\n";
      failedFlag = 1;
    }
    // A spare copy for a second reference run (runReference lowers its
    // module in place), should a result miss the dtype's tolerance.
    OwningOpRef<ModuleOp> spare;
    if (!loop && !opts.rtol && !opts.atol)
      spare = reference->clone();
    if (loop ? failed(loop->runReference(compiler, inputs, *reference,
                                         expected))
             : failed(runReference(compiler, inputs, *reference,
                                   opts.referenceEntry, sig, expected))) {
      failedFlag = 1;
    } else {
      // A program computing in 16 bits (a mixed-precision step) compares
      // its wider float results at the 16-bit type's tolerance.
      std::optional<DType> computed = narrowestComputeType(*reference);
      if (computed && !opts.rtol && !opts.atol) {
        Tolerance t = toleranceFor(*computed);
        llvm::outs() << "verify: the program computes in "
                     << dtypeName(*computed) << ": float results within rtol "
                     << t.rtol << ", atol " << t.atol << "\n";
      }
      std::vector<double> noise = spare ? noiseFloors(*spare, expected)
                                        : std::vector<double>();
      for (auto [i, info] : llvm::enumerate(sig.results)) {
        Tolerance tol =
            toleranceFor(info.dtype, computed, opts.rtol, opts.atol);
        Comparison c = compareResult(i, info, expected[i], globals[i], tol);
        if (!c.matches && !noise.empty() && isFloat(info.dtype)) {
          // Judged against the program's own rounding noise.
          llvm::outs() << "verify: result " << i << " misses the "
                       << dtypeName(info.dtype)
                       << " tolerance; the unpartitioned program's noise "
                          "floor (BLAS vs loop matmuls on one rank) is "
                       << noise[i] << "\n";
          tol.noise = kNoiseFactor * noise[i];
          c = compareResult(i, info, expected[i], globals[i], tol);
        }
        (c.matches ? llvm::outs() : llvm::errs()) << c.message;
        if (!c.matches)
          failedFlag = 1;
      }
    }
  }
  std::vector<double> flag{failedFlag};
  allReduceMax(flag, mesh.allAxes);
  if (flag[0] != 0)
    return 1;
  if (worldRank == 0)
    llvm::outs() << "verify: OK\n";
  return 0;
}

//===----------------------------------------------------------------------===//
// The entry points
//===----------------------------------------------------------------------===//

/// --device / --backend for the runtime of this process and of the ranks it
/// starts: it reads the backend (and, for GPU buffers moved by MPI, the
/// host staging) from its environment, the runtime's interface. 0 to go
/// on; 77 (skipped, for test harnesses) when --device cuda finds no usable
/// GPU.
static int prepareDevice(const RunOptions &opts) {
  std::string backend = opts.effectiveBackend();
  setenv("CLEAVE_RT_BACKEND", backend.c_str(), 1);
  if (!opts.onGPU())
    return 0;
  // MPI moves host memory only: stage GPU (managed) buffers through the
  // runtime's host scratch.
  if (backend == "mpi")
    setenv("CLEAVE_RT_STAGE_HOST", "1", 1);
#ifdef CLEAVE_HAVE_CUDA
  char why[512] = {0};
  if (cleave_gpu_device_count(why, sizeof(why)) <= 0) {
    if (processRank() == 0)
      llvm::errs() << "cleave-run: skipped: --device=cuda: no usable CUDA "
                      "device ("
                   << why << ")\n";
    return 77;
  }
#endif
  return 0;
}

/// --list-devices: 0 with a usable CUDA device, 77 (skipped) without.
static int listCudaDevices() {
#ifdef CLEAVE_HAVE_CUDA
  char why[512] = {0};
  int count = cleave_gpu_device_count(why, sizeof(why));
  if (count <= 0) {
    llvm::outs() << "no usable CUDA device: " << why << "\n";
    return 77;
  }
  cleave_gpu_init();
  llvm::outs() << count << " CUDA device(s); this process uses "
               << cleave_gpu_device_name() << "\n";
  return 0;
#else
  llvm::outs() << "no usable CUDA device: cleave-run was built without "
                  "CUDA\n";
  return 77;
#endif
}

void registerRunPasses() {
  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  registerAllPasses();
  registerCleavePasses();
  registerImportPipeline();
  registerCleaveConversionPasses();
}

/// Loads each plugin of `paths` (a PassPlugin or a DialectPlugin) and hands
/// it to `use`; `kind` names it in the message of one that does not load.
template <typename Plugin>
static LogicalResult loadPlugins(ArrayRef<std::string> paths, StringRef kind,
                                 llvm::function_ref<void(Plugin &)> use) {
  for (const std::string &path : paths) {
    llvm::Expected<Plugin> plugin = Plugin::load(path);
    if (!plugin) {
      runError() << "cannot load " << kind << " plugin '" << path
                 << "': " << llvm::toString(plugin.takeError()) << "\n";
      return failure();
    }
    use(*plugin);
  }
  return success();
}

LogicalResult buildRunRegistry(DialectRegistry &registry,
                               const RunOptions &options) {
  registerAllDialects(registry);
  registerAllExtensions(registry);
  registry.insert<CleaveDialect>();
  registerShardingRuleModels(registry);
  // All of them: the GPU pipeline translates kernels (NVVM) inside
  // gpu-module-to-binary and the host's gpu.launch_func / gpu.binary (GPU)
  // when JIT-compiling.
  registerAllToLLVMIRTranslations(registry);
  if (failed(loadPlugins<PassPlugin>(
          options.passPlugins, "pass",
          [](PassPlugin &p) { p.registerPassRegistryCallbacks(); })))
    return failure();
  return loadPlugins<DialectPlugin>(
      options.dialectPlugins, "dialect",
      [&](DialectPlugin &p) { p.registerDialectRegistryCallbacks(registry); });
}

/// Diagnostics from rank 0 only: every rank compiles the same program.
/// Errors go on to MLIR's default handler; remarks (a pass of
/// --partition-pipeline reporting, e.g. a plugin's) are printed here;
/// warnings are dropped (cleave-opt shows them).
static LogicalResult handleDiagnostic(Diagnostic &diag) {
  bool rankZero = processRank() == 0;
  if (rankZero && diag.getSeverity() == DiagnosticSeverity::Remark) {
    if (auto file = diag.getLocation()->findInstanceOf<FileLineColLoc>())
      llvm::errs() << file.getFilename().getValue() << ":" << file.getLine()
                   << ":" << file.getColumn();
    else
      llvm::errs() << diag.getLocation();
    llvm::errs() << ": remark: " << diag << "\n";
    return success();
  }
  return success(!rankZero);
}

/// The launcher: checks the program here, once, before starting the ranks,
/// compiles it for them, and runs them under mpirun. The ranks learn the
/// directory of the compiled program from the environment mpirun passes on
/// (the launcher's protocol, SharedProgram.h).
static int launch(MLIRContext &ctx, const RunOptions &opts) {
  Runner checker(ctx, opts);
  checker.checkOnly = true;
  if (int status = checker.run())
    return status;
  if (checker.shared.empty())
    unsetenv(kSharedProgramEnv);
  else
    setenv(kSharedProgramEnv, checker.shared.c_str(), 1);
  progress("starting " + llvm::Twine(*opts.numProcs) + " ranks under " +
           opts.mpirun);
  int status =
      reexecUnderMpirun(opts.rankArguments, *opts.numProcs, opts.mpirun,
                        opts.hostfile);
  if (!checker.shared.empty())
    llvm::sys::fs::remove_directories(checker.shared);
  return status;
}

/// The options' checks and the device: a status to exit with, or none to
/// go on.
static std::optional<int> checkRunOptions(const RunOptions &opts) {
  if (opts.listDevices)
    return listCudaDevices();
  if (std::optional<std::string> message = opts.validate()) {
    runError() << *message << "\n";
    return 1;
  }
  if (int status = prepareDevice(opts))
    return status;
  std::optional<int> worldSize = worldSizeFromEnv();
  int numProcs = opts.numProcs.value_or(0);
  if (worldSize && numProcs > 0 && *worldSize != numProcs) {
    runError() << "-np " << numProcs << " but mpirun started " << *worldSize
               << " processes\n";
    return 1;
  }
  return std::nullopt;
}

int runCleave(MLIRContext &ctx, const RunOptions &options) {
  if (std::optional<int> status = checkRunOptions(options))
    return *status;
  // Without an enclosing mpirun, -np N starts the ranks.
  bool launcher = !worldSizeFromEnv() && options.numProcs.value_or(0) > 0;
  setRunEnv();
  configureProgress(options.effectiveProgress());
  ScopedDiagnosticHandler quiet(&ctx, handleDiagnostic);
  if (!options.calibrateFile.empty()) {
    if (launcher)
      return reexecUnderMpirun(options.rankArguments, *options.numProcs,
                               options.mpirun, options.hostfile);
    return runCalibration(ctx, options, options.calibrateFile);
  }
  if (options.inputFile.empty()) {
    runError() << "no input module (pass <module.mlir>, or --calibrate FILE)\n";
    return 1;
  }
  if (launcher)
    return launch(ctx, options);
  Runner runner(ctx, options);
  int status = runner.run();
  if (runner.initialized) {
    // A failure on some ranks (e.g. a bad --input only one rank checks)
    // must not leave the others waiting.
    cleave_rt_finalize();
  }
  return status;
}

} // namespace cleave::run
