//===- cleave-run.cpp - JIT-run a per-device program on N ranks -----------===//
//
// Compiles a partitioned Cleave module with `cleave-lower-to-llvm`, JIT-runs
// its entry function through mlir::ExecutionEngine on every MPI rank (the
// runtime's MPI backend moves the data), builds each rank's input shard
// deterministically (or from .npy files), assembles the outputs from the
// shards and, with --verify, compares them with the unpartitioned program
// run on one rank. Without an enclosing mpirun it re-executes itself under
// `mpirun --oversubscribe -np N`.
//
// This file is the command line only: it fills a cleave::run::RunOptions
// and calls the library (cleave/Run/Runner.h), which does the work.
//
//===----------------------------------------------------------------------===//

#include "cleave/Run/Launcher.h"
#include "cleave/Run/Runner.h"

#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>
#ifdef __GLIBC__
#include <malloc.h>
#endif

using namespace mlir;
namespace cl = llvm::cl;

//===----------------------------------------------------------------------===//
// Command line
//===----------------------------------------------------------------------===//

static cl::OptionCategory runCategory("cleave-run options");

static cl::opt<std::string> inputFile(cl::Positional, cl::desc("<module.mlir>"),
                                      cl::Optional, cl::cat(runCategory));
static cl::opt<std::string> calibrateFile(
    "calibrate",
    cl::desc("measure this machine on the -np ranks (matmul rate, memory "
             "bandwidth, all_reduce latency and bandwidth) and write a "
             "cluster spec to FILE"),
    cl::value_desc("FILE"), cl::init(""), cl::cat(runCategory));
static cl::opt<int> numProcs("np",
                             cl::desc("number of ranks: re-executes under "
                                      "mpirun -np N unless already under mpirun"),
                             cl::init(0), cl::cat(runCategory));
static cl::opt<std::string> entryName(
    "entry", cl::desc("entry function (default: the only public function, "
                      "or main)"),
    cl::init(""), cl::cat(runCategory));
static cl::opt<int64_t> seed("seed",
                             cl::desc("input seed: argument i gets inputs of "
                                      "seed * 1000 + i (default 1)"),
                             cl::init(1), cl::cat(runCategory));
static cl::list<std::string>
    inputFiles("input",
               cl::desc("i=file.npy or name=file.npy: global array for "
                        "argument i, or the argument whose cleave.name is "
                        "`name` (each rank slices its shard)"),
               cl::cat(runCategory));
static cl::list<std::string>
    outputFiles("output",
                cl::desc("i=file.npy (or name=, by cleave.name): write the "
                         "assembled result i (rank 0)"),
                cl::cat(runCategory));
static cl::opt<bool> printPartitioned(
    "print-partitioned",
    cl::desc("print the module --partition-pipeline made to stderr (rank 0)"),
    cl::init(false), cl::cat(runCategory));
static cl::opt<bool> verifyOpt("verify",
                            cl::desc("compare with the unpartitioned program "
                                     "run on rank 0"),
                            cl::init(false), cl::cat(runCategory));
static cl::opt<std::string> referenceFile(
    "reference",
    cl::desc("module holding the unpartitioned program (for --verify when "
             "the input is already partitioned)"),
    cl::init(""), cl::cat(runCategory));
static cl::opt<std::string> referenceEntry(
    "reference-entry",
    cl::desc("unpartitioned function to compare with (in --reference, or in "
             "the input module)"),
    cl::init(""), cl::cat(runCategory));
static cl::opt<std::string> timelineOpt(
    "timeline",
    cl::desc("write the last run's timeline (each rank's collectives, sends "
             "and receives, and the compute between them) as Chrome-trace "
             "JSON to FILE (implies --profile)"),
    cl::value_desc("FILE"), cl::cat(runCategory));
/// With --timeline, the last run's calls on this rank (filled through
static cl::opt<bool> profile("profile",
                             cl::desc("time each collective and the entry "
                                      "call"),
                             cl::init(false), cl::cat(runCategory));
static cl::opt<std::string> profileOps(
    "profile-ops", cl::ValueOptional,
    cl::desc("time each compute op too (implies --profile); =SPEC (a "
             "cluster preset or JSON file, e.g. what --calibrate wrote) "
             "prints the cost model's time beside each"),
    cl::value_desc("SPEC"), cl::cat(runCategory));
static cl::opt<int> repeat("repeat",
                           cl::desc("run the entry function N times (times: "
                                    "best and mean)"),
                           cl::init(1), cl::cat(runCategory));
static cl::opt<int64_t> trainSteps(
    "steps",
    cl::desc("run a training step N times: results named like an argument "
             "feed it back, the others (the loss) come out stacked per step; "
             "--verify compares the whole curve and the final state. The "
             "steps run as a loop of calls of one compiled step"),
    cl::init(0), cl::cat(runCategory));
static cl::opt<bool> stepsInProgram(
    "steps-in-program",
    cl::desc("with --steps: compile the N steps as one program "
             "(cleave-repeat-step) instead of calling one step N times (also "
             "what --repeat and --device cuda use)"),
    cl::init(false), cl::cat(runCategory));
static cl::opt<int64_t> checkpointEvery(
    "checkpoint-every",
    cl::desc("with --steps: write a sharded checkpoint every K steps into "
             "--checkpoint-dir (the steps then run one call each)"),
    cl::init(0), cl::cat(runCategory));
static cl::opt<std::string>
    checkpointDir("checkpoint-dir",
                  cl::desc("directory of the --checkpoint-every checkpoints"),
                  cl::init(""), cl::cat(runCategory));
static cl::opt<std::string>
    resumeDir("resume",
              cl::desc("with --steps: continue from the latest complete "
                       "checkpoint in this directory (any mesh or plan)"),
              cl::init(""), cl::cat(runCategory));
static cl::opt<std::string> weightsFile(
    "weights",
    cl::desc("bind the tensors of FILE.safetensors (or a Hugging Face "
             "model.safetensors.index.json) to the arguments by cleave.name"),
    cl::init(""), cl::cat(runCategory));
static cl::opt<std::string> saveWeightsFile(
    "save-weights",
    cl::desc("with --steps: write the trained parameters (the --weights "
             "tensors, or every carried value) to FILE.safetensors"),
    cl::init(""), cl::cat(runCategory));
static cl::opt<bool> useBlas("blas",
                             cl::desc("lower f32/f64 matmuls to OpenBLAS "
                                      "kernels"),
                             cl::init(true), cl::cat(runCategory));
static cl::opt<std::string> partitionPipeline(
    "partition-pipeline",
    cl::desc("pass pipeline that turns an annotated module into a "
             "partitioned one (run when the entry has no cleave.partitioned)"),
    cl::init(::cleave::run::kDefaultPartitionPipeline), cl::cat(runCategory));
static cl::opt<double> rtolOpt("rtol",
                               cl::desc("relative tolerance for --verify "
                                        "(default per dtype)"),
                               cl::init(-1), cl::cat(runCategory));
static cl::opt<double> atolOpt("atol",
                               cl::desc("absolute tolerance for --verify, "
                                        "times max(1, max |expected|) "
                                        "(default per dtype)"),
                               cl::init(-1), cl::cat(runCategory));
static cl::opt<int> printValues("print-values",
                                cl::desc("values of each result to print"),
                                cl::init(4), cl::cat(runCategory));
static cl::opt<std::string> deviceOpt(
    "device",
    cl::desc("where each rank computes: cpu (JIT-compiled host code, OpenBLAS) "
             "or cuda (cleave-lower-to-gpu: generated kernels and cuBLAS on "
             "one GPU per rank, buffers in CUDA managed memory)"),
    cl::init("cpu"), cl::cat(runCategory));
static cl::opt<std::string> backendOpt(
    "backend",
    cl::desc("communicator backend of the collectives: mpi, or nccl (needs "
             "--device cuda; its default there)"),
    cl::init(""), cl::cat(runCategory));
static cl::opt<bool> gpuLoopsOnCpu(
    "gpu-loops-on-cpu",
    cl::desc("with --device cpu: lower linalg through the collapsed and tiled "
             "loops of the GPU pipeline, run sequentially (checks that loop "
             "structure's numbers without a GPU)"),
    cl::init(false), cl::cat(runCategory));
static cl::opt<bool> listDevices(
    "list-devices",
    cl::desc("print the CUDA devices this process can use and exit (77 when "
             "there is none)"),
    cl::init(false), cl::cat(runCategory));
static cl::opt<std::string> intRangeOpt(
    "int-range",
    cl::desc("LO:HI, the closed range of the generated values of integer "
             "arguments (default 0:8; e.g. 0:49 for token ids of a 50-word "
             "vocabulary)"),
    cl::value_desc("LO:HI"), cl::init("0:8"), cl::cat(runCategory));
static cl::list<std::string> fillRanges(
    "fill-range",
    cl::desc("NAME=LO:HI: generated values of the float arguments whose "
             "cleave.name matches the glob NAME lie in [LO, HI] instead of "
             "[-1, 1] (e.g. adam_v.*=0.125:1 for an optimizer state that "
             "must be positive); repeatable, the first match applies"),
    cl::value_desc("NAME=LO:HI"), cl::cat(runCategory));
static cl::opt<unsigned> jitOptLevel(
    "opt-level",
    cl::desc("LLVM optimization level of the JIT, 0-3 (default 3; 0 compiles "
             "whole models many times faster)"),
    cl::init(3), cl::cat(runCategory));
static cl::opt<bool> unrollLoops(
    "unroll",
    cl::desc("let LLVM unroll loops at --opt-level 1-3 (off by default: on "
             "whole models it spends most of the compile time fully "
             "unrolling static loops)"),
    cl::init(false), cl::cat(runCategory));
static cl::opt<bool> shareProgram(
    "share-program",
    cl::desc("compile the partitioned program once, in the launcher, and "
             "link that object on every rank (default); false: every rank "
             "lowers and JIT-compiles it itself"),
    cl::init(true), cl::cat(runCategory));
static cl::list<std::string> dialectPlugins(
    "load-dialect-plugin",
    cl::desc("Load a dialect plugin (as cleave-opt does): its dialects, "
             "their sharding rules and decompositions"),
    cl::value_desc("path"), cl::cat(runCategory));
static cl::list<std::string> passPlugins(
    "load-pass-plugin",
    cl::desc("Load a pass plugin (as cleave-opt does): its passes may be "
             "named in --partition-pipeline"),
    cl::value_desc("path"), cl::cat(runCategory));
static cl::opt<std::string> mpirunPath("mpirun",
                                       cl::desc("mpirun to re-execute under"),
                                       cl::init("mpirun"), cl::cat(runCategory));
static cl::opt<std::string> progressMode(
    "progress",
    cl::desc("A line per phase on stderr (partitioning, compiling, steps, "
             "the --verify reference): auto (when stderr is a terminal), "
             "true or false"),
    cl::init("auto"), cl::cat(runCategory));
static cl::opt<bool> quiet("quiet", cl::desc("No progress lines (--progress=false)"),
                           cl::init(false), cl::cat(runCategory));
static cl::opt<std::string> hostfile(
    "hostfile",
    cl::desc("Start the -np ranks on the machines of an Open MPI hostfile "
             "(the launcher passes it to mpirun)"),
    cl::value_desc("file"), cl::cat(runCategory));

/// Prints an error (rank 0 only, to avoid N copies of the same message).
static llvm::raw_ostream &err() {
  if (::cleave::run::worldRankFromEnv() == 0)
    return llvm::errs() << "cleave-run: error: ";
  return llvm::nulls();
}

/// Checks the values of the numeric options before cl parses them: LLVM's
/// own message for `-np abc` has no `error:`. True when all are numbers.
static bool checkNumericArgs(int argc, char **argv) {
  static const std::pair<StringRef, bool> numeric[] = {
      {"np", false},   {"seed", false}, {"repeat", false},
      {"rtol", true},  {"atol", true},  {"print-values", false},
      {"checkpoint-every", false}};
  for (int i = 1; i < argc; ++i) {
    StringRef arg = argv[i];
    if (!arg.consume_front("-"))
      continue;
    arg.consume_front("-");
    auto [name, inlineValue] = arg.split('=');
    for (auto [option, isDouble] : numeric) {
      if (name != option)
        continue;
      bool hasInline = arg.contains('=');
      if (!hasInline && i + 1 >= argc)
        break; // cl reports the missing value
      StringRef value = hasInline ? inlineValue : StringRef(argv[i + 1]);
      double d;
      int64_t n;
      bool bad = isDouble ? value.trim().getAsDouble(d)
                          : value.trim().getAsInteger(0, n);
      if (bad) {
        llvm::errs() << "cleave-run: error: --" << option << " needs "
                     << (isDouble ? "a number" : "an integer") << ", got '"
                     << value << "'\n";
        return false;
      }
    }
  }
  return true;
}

/// Parses the command line; LLVM's complaints ("Unknown command line
/// argument") become error: lines.
static bool parseCommandLine(int argc, char **argv) {
  std::string messages;
  llvm::raw_string_ostream os(messages);
  bool ok = cl::ParseCommandLineOptions(
      argc, argv,
      "cleave-run: JIT-run a partitioned Cleave program on N MPI ranks\n",
      &os);
  if (ok)
    return true;
  for (StringRef rest(messages); !rest.empty();) {
    auto [line, tail] = rest.split('\n');
    rest = tail;
    size_t colon = line.find(": ");
    if (colon != StringRef::npos && !line.starts_with(" "))
      line = line.drop_front(colon + 2);
    err() << line << "\n";
  }
  return false;
}

/// The options as the library takes them.
static ::cleave::run::RunOptions collectOptions(int argc, char **argv) {
  ::cleave::run::RunOptions o;
  o.inputFile = inputFile;
  o.calibrateFile = calibrateFile;
  if (numProcs.getNumOccurrences())
    o.numProcs = numProcs;
  o.entryName = entryName;
  o.seed = seed;
  o.inputFiles.assign(inputFiles.begin(), inputFiles.end());
  o.outputFiles.assign(outputFiles.begin(), outputFiles.end());
  o.printPartitioned = printPartitioned;
  o.verify = verifyOpt;
  o.referenceFile = referenceFile;
  o.referenceEntry = referenceEntry;
  o.timeline = timelineOpt;
  o.profile = profile;
  o.profileOps = profileOps.getNumOccurrences() > 0;
  o.profileOpsCluster = profileOps;
  o.repeat = repeat;
  if (trainSteps.getNumOccurrences())
    o.steps = trainSteps;
  o.stepsInProgram = stepsInProgram;
  if (checkpointEvery.getNumOccurrences())
    o.checkpointEvery = checkpointEvery;
  o.checkpointDir = checkpointDir;
  o.resumeDir = resumeDir;
  o.weightsFile = weightsFile;
  o.saveWeightsFile = saveWeightsFile;
  o.blas = useBlas;
  o.partitionPipeline = partitionPipeline;
  o.partitionPipelineGiven = partitionPipeline.getNumOccurrences() != 0;
  if (rtolOpt.getNumOccurrences())
    o.rtol = rtolOpt;
  if (atolOpt.getNumOccurrences())
    o.atol = atolOpt;
  o.printValues = printValues;
  o.device = deviceOpt;
  o.backend = backendOpt;
  o.gpuLoopsOnCpu = gpuLoopsOnCpu;
  o.listDevices = listDevices;
  o.intRange = intRangeOpt;
  o.fillRanges.assign(fillRanges.begin(), fillRanges.end());
  o.optLevel = jitOptLevel;
  o.unroll = unrollLoops;
  o.shareProgram = shareProgram;
  o.dialectPlugins.assign(dialectPlugins.begin(), dialectPlugins.end());
  o.passPlugins.assign(passPlugins.begin(), passPlugins.end());
  o.mpirun = mpirunPath;
  o.hostfile = hostfile;
  o.progress = progressMode;
  o.quiet = quiet;
  // Each rank the launcher starts parses this same command line.
  o.rankArguments.assign(argv + 1, argv + argc);
  return o;
}

int main(int argc, char **argv) {
  llvm::InitLLVM y(argc, argv);
#ifdef __GLIBC__
  // The launcher's MALLOC_MMAP_MAX_ / MALLOC_TRIM_THRESHOLD_ (Launcher.cpp)
  // reach the ranks through the environment; a run without -np gets the
  // same here: large buffers stay in the heap, so a freed result's pages
  // serve the next --repeat call without faulting in fresh ones.
  if (!std::getenv("MALLOC_MMAP_MAX_"))
    mallopt(M_MMAP_MAX, 0);
  if (!std::getenv("MALLOC_TRIM_THRESHOLD_"))
    mallopt(M_TRIM_THRESHOLD, 1 << 30);
#endif
  cl::HideUnrelatedOptions(runCategory);
  if (!checkNumericArgs(argc, argv) || !parseCommandLine(argc, argv))
    return 1;
  ::cleave::run::RunOptions options = collectOptions(argc, argv);

  ::cleave::run::registerRunPasses();
  DialectRegistry registry;
  if (failed(::cleave::run::buildRunRegistry(registry, options)))
    return 1;
  MLIRContext ctx(registry);
  ctx.loadAllAvailableDialects();
  return ::cleave::run::runCleave(ctx, options);
}
