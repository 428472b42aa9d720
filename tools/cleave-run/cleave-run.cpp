//===- cleave-run.cpp - JIT-run a per-device program on N ranks -----------===//
//
// Compiles a partitioned Cleave module with `cleave-lower-to-llvm`, JIT-runs
// its entry function through mlir::ExecutionEngine on every MPI rank (the
// runtime's MPI backend moves the data), builds each rank's input shard
// deterministically (or from .npy files), assembles the outputs from the
// shards and, with --verify, compares them with the unpartitioned program run
// on one rank. Without an enclosing mpirun it re-executes itself under
// `mpirun --oversubscribe -np N`.
//
//===----------------------------------------------------------------------===//

#include "NpyIO.h"

#include "cleave/IR/CleaveDialect.h"
#include "cleave/IR/CleaveInterfaces.h"
#include "cleave/IR/CleaveOps.h"
#include "cleave/Conversion/Passes.h"
#include "cleave/Runtime/CleaveRuntime.h"
#ifdef CLEAVE_HAVE_CUDA
#include "cleave/Runtime/CleaveGPU.h"
#endif
#include "cleave/Transforms/Passes.h"
#include "cleave/Transforms/RepeatStep.h"
#include "llvm/Support/GlobPattern.h"
#include "Calibrate.h"
#include "cleave/Analysis/OutputChecks.h"
#include "Timeline.h"
#include "Launcher.h"
#include "SharedProgram.h"
#include "cleave/Support/FileLimits.h"
#include "cleave/Support/FileUtil.h"
#include "cleave/Support/NestingScan.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "llvm/Passes/PassBuilder.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "mlir/Tools/Plugins/PassPlugin.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"

#include "llvm/ExecutionEngine/Orc/Mangling.h"
#include "llvm/Support/CheckedArithmetic.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <cstdlib>
#include <cstring>
#include <csignal>
#include <sys/wait.h>
#include <unistd.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

using namespace mlir;
using namespace mlir::cleave;
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
/// cleave_profile_record).
static RankTimeline profileTimeline;
static cl::opt<bool> profile("profile",
                             cl::desc("time each collective and the entry "
                                      "call"),
                             cl::init(false), cl::cat(runCategory));
static cl::opt<int> repeat("repeat",
                           cl::desc("run the entry function N times (times: "
                                    "best and mean)"),
                           cl::init(1), cl::cat(runCategory));
static cl::opt<int64_t> trainSteps(
    "steps",
    cl::desc("run a training step N times in one program "
             "(cleave-repeat-step): results named like an argument feed it "
             "back, the others (the loss) come out stacked per step; "
             "--verify compares the whole curve and the final state"),
    cl::init(0), cl::cat(runCategory));
static cl::opt<bool> useBlas("blas",
                             cl::desc("lower f32/f64 matmuls to OpenBLAS "
                                      "kernels"),
                             cl::init(true), cl::cat(runCategory));
static cl::opt<std::string> partitionPipeline(
    "partition-pipeline",
    cl::desc("pass pipeline that turns an annotated module into a "
             "partitioned one (run when the entry has no cleave.partitioned)"),
    cl::init("cleave-propagate,cleave-partition"), cl::cat(runCategory));
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

//===----------------------------------------------------------------------===//
// Small helpers
//===----------------------------------------------------------------------===//

static int worldRankFromEnv() {
  if (const char *r = std::getenv("OMPI_COMM_WORLD_RANK"))
    return std::atoi(r);
  if (const char *r = std::getenv("PMI_RANK"))
    return std::atoi(r);
  return 0;
}

static int myRank = 0;

/// Prints an error (rank 0 only, to avoid N copies of the same message).
static llvm::raw_ostream &err() {
  if (myRank == 0)
    return llvm::errs() << "cleave-run: error: ";
  return llvm::nulls();
}

enum DType : int32_t { F32 = 0, F64, F16, BF16, I32, I64 };

static std::optional<DType> dtypeOf(Type t) {
  if (t.isF32())
    return F32;
  if (t.isF64())
    return F64;
  if (t.isF16())
    return F16;
  if (t.isBF16())
    return BF16;
  if (auto it = dyn_cast<IntegerType>(t)) {
    if (it.isUnsigned())
      return std::nullopt;
    if (it.getWidth() == 32)
      return I32;
    if (it.getWidth() == 64)
      return I64;
  }
  return std::nullopt;
}

static size_t dtypeSize(DType d) {
  switch (d) {
  case F32:
  case I32:
    return 4;
  case F64:
  case I64:
    return 8;
  case F16:
  case BF16:
    return 2;
  }
  return 4;
}

static const char *dtypeName(DType d) {
  static const char *names[] = {"f32", "f64", "f16", "bf16", "i32", "i64"};
  return names[d];
}


static float bf16ToFloat(uint16_t b) {
  uint32_t bits = uint32_t(b) << 16;
  float f;
  std::memcpy(&f, &bits, 4);
  return f;
}
static uint16_t floatToBf16(float f) {
  uint32_t bits;
  std::memcpy(&bits, &f, 4);
  if (std::isnan(f))
    return 0x7fc0;
  bits += 0x7fff + ((bits >> 16) & 1);
  return uint16_t(bits >> 16);
}

static long double loadValue(DType d, const char *p) {
  switch (d) {
  case F32: { float v; std::memcpy(&v, p, 4); return v; }
  case F64: { double v; std::memcpy(&v, p, 8); return v; }
  case F16: { _Float16 v; std::memcpy(&v, p, 2); return float(v); }
  case BF16: { uint16_t v; std::memcpy(&v, p, 2); return bf16ToFloat(v); }
  case I32: { int32_t v; std::memcpy(&v, p, 4); return v; }
  case I64: { int64_t v; std::memcpy(&v, p, 8); return v; }
  }
  return 0;
}

static void storeValue(DType d, char *p, long double v) {
  switch (d) {
  case F32: { float x = float(v); std::memcpy(p, &x, 4); return; }
  case F64: { double x = double(v); std::memcpy(p, &x, 8); return; }
  case F16: { _Float16 x = _Float16(float(v)); std::memcpy(p, &x, 2); return; }
  case BF16: { uint16_t x = floatToBf16(float(v)); std::memcpy(p, &x, 2); return; }
  case I32: { int32_t x = int32_t(v); std::memcpy(p, &x, 4); return; }
  case I64: { int64_t x = int64_t(v); std::memcpy(p, &x, 8); return; }
  }
}

static int64_t product(ArrayRef<int64_t> v) {
  int64_t p = 1;
  for (int64_t x : v)
    p *= x;
  return p;
}

static bool onGPU() { return deviceOpt == "cuda"; }

/// A host buffer with an MLIR ranked memref descriptor (identity layout)
/// and the unranked descriptor pointing to it. With `gpu`, the data lives in
/// CUDA managed memory (for the arguments of a --device cuda program).
struct HostBuffer {
  DType dtype = F32;
  SmallVector<int64_t> shape;
  std::vector<char> storage;
  char *data = nullptr;
  std::vector<int64_t> desc; // allocated, aligned, offset, sizes, strides
  CleaveUnrankedMemRef unranked{};

  void *gpuData = nullptr;
  size_t gpuBytes = 0;

  HostBuffer() = default;
  HostBuffer(const HostBuffer &) = delete;
  HostBuffer &operator=(const HostBuffer &) = delete;
  ~HostBuffer() {
#ifdef CLEAVE_HAVE_CUDA
    if (gpuData)
      cleave_gpu_free(int64_t(reinterpret_cast<uintptr_t>(gpuData)));
#endif
  }

  void allocate(DType d, ArrayRef<int64_t> s, bool gpu = false) {
    dtype = d;
    shape.assign(s.begin(), s.end());
    size_t bytes = size_t(product(s)) * dtypeSize(d);
#ifdef CLEAVE_HAVE_CUDA
    if (gpu) {
      if (gpuBytes < bytes || !gpuData) {
        if (gpuData)
          cleave_gpu_free(int64_t(reinterpret_cast<uintptr_t>(gpuData)));
        gpuData = cleave_gpu_alloc(bytes);
        gpuBytes = bytes;
      }
      std::memset(gpuData, 0, bytes);
      data = static_cast<char *>(gpuData);
    } else
#endif
    {
      (void)gpu; // checkDevice refuses --device cuda without CUDA
      storage.assign(bytes + 64, 0);
      uintptr_t base = reinterpret_cast<uintptr_t>(storage.data());
      data = reinterpret_cast<char *>((base + 63) & ~uintptr_t(63));
    }
    desc.assign(3 + 2 * s.size(), 0);
    desc[0] = int64_t(reinterpret_cast<uintptr_t>(data));
    desc[1] = desc[0];
    int64_t stride = 1;
    for (int64_t i = int64_t(s.size()) - 1; i >= 0; --i) {
      desc[3 + i] = s[i];
      desc[3 + s.size() + i] = stride;
      stride *= s[i];
    }
    unranked.rank = int64_t(s.size());
    unranked.descriptor = desc.data();
  }
  int64_t numElements() const { return product(shape); }
  long double get(int64_t i) const {
    return loadValue(dtype, data + i * dtypeSize(dtype));
  }
  void set(int64_t i, long double v) {
    storeValue(dtype, data + i * dtypeSize(dtype), v);
  }
};

/// Calls the runtime's all_gather for `d` (a byte-exact copy for every type).
static void runtimeAllGather(DType d, CleaveUnrankedMemRef *in,
                             CleaveUnrankedMemRef *out, int64_t axes) {
  switch (d) {
  case F32: _mlir_ciface_cleave_rt_all_gather_f32(in, out, axes, 0); return;
  case F64: _mlir_ciface_cleave_rt_all_gather_f64(in, out, axes, 0); return;
  case F16: _mlir_ciface_cleave_rt_all_gather_f16(in, out, axes, 0); return;
  case BF16: _mlir_ciface_cleave_rt_all_gather_bf16(in, out, axes, 0); return;
  case I32: _mlir_ciface_cleave_rt_all_gather_i32(in, out, axes, 0); return;
  case I64: _mlir_ciface_cleave_rt_all_gather_i64(in, out, axes, 0); return;
  }
}

/// Max over all ranks of `values` (f64, in place).
static void allReduceMax(std::vector<double> &values, int64_t allAxes) {
  if (values.empty())
    return;
  HostBuffer buf;
  buf.allocate(F64, {int64_t(values.size())});
  std::memcpy(buf.data, values.data(), values.size() * 8);
  _mlir_ciface_cleave_rt_all_reduce_f64(&buf.unranked, &buf.unranked, allAxes,
                                        CLEAVE_RT_MAX);
  std::memcpy(values.data(), buf.data, values.size() * 8);
}

//===----------------------------------------------------------------------===//
// The entry signature: local and global types and shardings
//===----------------------------------------------------------------------===//

struct MeshInfo {
  std::string name;
  SmallVector<std::string> axisNames;
  SmallVector<int64_t> shape{1};
  int64_t allAxes = 0x1; // every axis, in mesh order: group = world
  int64_t size() const { return product(shape); }
  int axisIndex(StringRef n) const {
    for (auto [i, a] : llvm::enumerate(axisNames))
      if (a == n)
        return int(i);
    return -1;
  }
};

/// --timeline: gathers every rank's timed calls of the last run (rows of a
/// [ranks x width] buffer summed over all ranks, each rank filling its own)
/// and writes rank 0's Chrome trace. Collective: every rank calls it.
static LogicalResult writeTimeline(const std::map<int64_t, std::string> &names,
                                   const MeshInfo &mesh) {
  size_t ranks = static_cast<size_t>(mesh.size());
  std::vector<double> count{static_cast<double>(profileTimeline.calls.size())};
  allReduceMax(count, mesh.allAxes);
  size_t width = 3 + 3 * static_cast<size_t>(count[0]);
  int64_t rank = cleave_rt_rank();
  HostBuffer buf;
  buf.allocate(F64, {int64_t(ranks * width)});
  std::memset(buf.data, 0, ranks * width * 8);
  std::vector<double> row = packTimeline(profileTimeline, width);
  std::memcpy(reinterpret_cast<double *>(buf.data) + rank * width, row.data(),
              width * 8);
  _mlir_ciface_cleave_rt_all_reduce_f64(&buf.unranked, &buf.unranked,
                                        mesh.allAxes, CLEAVE_RT_SUM);
  if (rank != 0)
    return success();
  ArrayRef<double> rows(reinterpret_cast<double *>(buf.data), ranks * width);
  std::vector<RankTimeline> timelines;
  std::vector<std::string> labels;
  for (size_t r = 0; r < ranks; ++r) {
    timelines.push_back(unpackTimeline(rows, width, r));
    // Devices are numbered row-major over the mesh axes.
    std::string label = "rank " + std::to_string(r);
    int64_t rest = static_cast<int64_t>(r), stride = mesh.size();
    SmallVector<std::string> coords;
    for (auto [a, size] : llvm::enumerate(mesh.shape)) {
      stride /= size;
      if (a < mesh.axisNames.size() && size > 1)
        coords.push_back(mesh.axisNames[a] + " " +
                         std::to_string(rest / stride));
      rest %= stride;
    }
    if (!coords.empty())
      label += " (" + llvm::join(coords, ", ") + ")";
    labels.push_back(label);
  }
  std::string error;
  std::unique_ptr<AtomicOutput> out = AtomicOutput::open(timelineOpt, error);
  if (out)
    out->os() << measuredTimelineToChromeTrace(
        timelines, names, labels, "measured (cleave-run --timeline)");
  if (!out || !out->commit(error)) {
    llvm::errs() << "cleave-run: error: --timeline: " << error << "\n";
    return failure();
  }
  llvm::outs() << "wrote the timeline of the last run to " << timelineOpt
               << "\n";
  return success();
}

struct ValueInfo {
  RankedTensorType localType, globalType;
  DType dtype = F32;
  ShardingAttr sharding; // null: replicated
  std::string name;      // cleave.name, or empty
};

struct Signature {
  std::string entry;
  SmallVector<ValueInfo> args, results;
};

/// Refuses a tensor whose byte size overflows or exceeds this machine's
/// memory (it could never be allocated).
static LogicalResult checkBufferSize(RankedTensorType t, DType d,
                                     StringRef entry, const char *what,
                                     unsigned i) {
  uint64_t bytes = dtypeSize(d);
  bool overflow = false;
  for (int64_t dim : t.getShape()) {
    std::optional<uint64_t> p =
        llvm::checkedMulUnsigned(bytes, uint64_t(std::max<int64_t>(dim, 0)));
    overflow |= !p || *p > uint64_t(INT64_MAX);
    bytes = p.value_or(0);
  }
  uint64_t memory = uint64_t(sysconf(_SC_PHYS_PAGES)) *
                    uint64_t(sysconf(_SC_PAGESIZE));
  if (!overflow && bytes <= memory)
    return success();
  err() << "@" << entry << " " << what << " " << i << " has type " << t
        << ", whose size ";
  if (overflow)
    err() << "in bytes overflows int64\n";
  else
    err() << "(" << bytes << " bytes) exceeds this machine's memory ("
          << memory << " bytes)\n";
  return failure();
}

/// Reads the signature of `fn`; reports and fails on unsupported types.
static LogicalResult readSignature(func::FuncOp fn, Signature &sig,
                                   bool partitioned) {
  sig.entry = fn.getName().str();
  auto read = [&](Type type, DictionaryAttr attrs, const char *what,
                  unsigned i, ValueInfo &info) -> LogicalResult {
    auto tt = dyn_cast<RankedTensorType>(type);
    std::optional<DType> dt = tt ? dtypeOf(tt.getElementType()) : std::nullopt;
    if (!tt || !tt.hasStaticShape() || !dt) {
      err() << "@" << sig.entry << " " << what << " " << i << " has type "
            << type
            << "; cleave-run supports statically shaped tensors of f32, f64, "
               "f16, bf16, i32 and i64\n";
      return failure();
    }
    info.localType = tt;
    info.globalType = tt;
    info.dtype = *dt;
    if (!attrs)
      return success();
    if (auto n = attrs.getAs<StringAttr>("cleave.name"))
      info.name = n.str();
    if (!partitioned)
      return success();
    if (auto g = attrs.getAs<TypeAttr>("cleave.global_type"))
      if (auto gt = dyn_cast<RankedTensorType>(g.getValue()))
        info.globalType = gt;
    info.sharding = attrs.getAs<ShardingAttr>("cleave.sharding");
    return success();
  };
  auto readChecked = [&](Type type, DictionaryAttr attrs, const char *what,
                         unsigned i, ValueInfo &info) -> LogicalResult {
    if (failed(read(type, attrs, what, i, info)))
      return failure();
    for (RankedTensorType t : {info.localType, info.globalType})
      if (failed(checkBufferSize(t, info.dtype, sig.entry, what, i)))
        return failure();
    return success();
  };
  for (unsigned i = 0; i < fn.getNumArguments(); ++i) {
    ValueInfo info;
    if (failed(readChecked(fn.getArgumentTypes()[i], fn.getArgAttrDict(i),
                           "argument", i, info)))
      return failure();
    sig.args.push_back(info);
  }
  for (unsigned i = 0; i < fn.getNumResults(); ++i) {
    ValueInfo info;
    if (failed(readChecked(fn.getResultTypes()[i], fn.getResultAttrDict(i),
                           "result", i, info)))
      return failure();
    sig.results.push_back(info);
  }
  return success();
}

/// The shard of `info` held by the rank at `coords`: per-dim offsets, and
/// the position in the partial group (0 = the rank holding the value).
struct Shard {
  SmallVector<int64_t> offsets;
  /// For a dim split per part (`{"x"}x3`, arguments only): the local size of
  /// one part (0 elsewhere) and the global size of one part. Local index i of
  /// such a dim is global (i / partLocal) * partGlobal + offset + i % partLocal.
  SmallVector<int64_t> partLocal, partGlobal;
  int64_t partialPosition = 0;
  bool canonical = true; // coordinate 0 on every axis the value does not use

  int64_t global(int64_t d, int64_t i) const {
    if (partLocal.empty() || partLocal[d] == 0)
      return offsets[d] + i;
    return (i / partLocal[d]) * partGlobal[d] + offsets[d] + i % partLocal[d];
  }
  bool perPart() const {
    return llvm::any_of(partLocal, [](int64_t m) { return m != 0; });
  }
};

static FailureOr<Shard> shardOf(const ValueInfo &info, const MeshInfo &mesh,
                                ArrayRef<int64_t> coords, StringRef what) {
  Shard shard;
  int64_t rank = info.localType.getRank();
  if (info.globalType.getRank() != rank ||
      info.globalType.getElementType() != info.localType.getElementType()) {
    err() << what << ": global type " << info.globalType
          << " does not match local type " << info.localType << "\n";
    return failure();
  }
  SmallVector<bool> used(mesh.shape.size(), false);
  auto position = [&](ArrayRef<StringAttr> axes, int64_t &pos,
                      int64_t &size) -> LogicalResult {
    pos = 0;
    size = 1;
    for (StringAttr a : axes) {
      int idx = mesh.axisIndex(a.getValue());
      if (idx < 0) {
        err() << what << ": sharding names axis '" << a.getValue()
              << "' that mesh @" << mesh.name << " does not have\n";
        return failure();
      }
      used[idx] = true;
      pos = pos * mesh.shape[idx] + coords[idx];
      size *= mesh.shape[idx];
    }
    return success();
  };
  for (int64_t d = 0; d < rank; ++d) {
    int64_t local = info.localType.getDimSize(d);
    int64_t global = info.globalType.getDimSize(d);
    int64_t pos = 0, size = 1;
    if (info.sharding) {
      if (info.sharding.getRank() != rank) {
        err() << what << ": sharding rank " << info.sharding.getRank()
              << " differs from tensor rank " << rank << "\n";
        return failure();
      }
      if (failed(position(info.sharding.getDims()[d].getAxes(), pos, size)))
        return failure();
    }
    int64_t parts = info.sharding ? info.sharding.getDims()[d].getParts() : 1;
    shard.partLocal.push_back(0);
    shard.partGlobal.push_back(0);
    if (parts > 1) {
      // Each device holds its slice of every part (the verifier checked the
      // parts divide evenly).
      if (global % (parts * size) != 0 || local * size != global) {
        err() << what << ": dim " << d << " of global size " << global
              << " is split into " << parts << " parts over " << size
              << " devices but has local size " << local << "\n";
        return failure();
      }
      shard.partLocal.back() = local / parts;
      shard.partGlobal.back() = global / parts;
      shard.offsets.push_back(pos * (local / parts));
      continue;
    }
    // Uneven splits hold ceil(global / size) per device, the last shards
    // ending in padding.
    if (local != (global + size - 1) / size) {
      err() << what << ": dim " << d << " has local size " << local
            << " on a group of " << size << " but global size " << global
            << " (expected " << (global + size - 1) / size << ")\n";
      return failure();
    }
    shard.offsets.push_back(pos * local);
  }
  if (info.sharding && info.sharding.isPartial()) {
    int64_t size;
    if (failed(position(info.sharding.getPartialAxes(), shard.partialPosition,
                        size)))
      return failure();
  }
  for (auto [i, u] : llvm::enumerate(used))
    if (!u && coords[i] != 0)
      shard.canonical = false;
  return shard;
}

static SmallVector<int64_t> coordsOf(int64_t rank, const MeshInfo &mesh) {
  SmallVector<int64_t> c(mesh.shape.size());
  for (int64_t i = int64_t(mesh.shape.size()) - 1; i >= 0; --i) {
    c[i] = rank % mesh.shape[i];
    rank /= mesh.shape[i];
  }
  return c;
}

//===----------------------------------------------------------------------===//
// Inputs
//===----------------------------------------------------------------------===//

/// Global input arrays from --input, by argument index.
static std::map<unsigned, ::cleave::run::NpyArray> npyInputs;

/// The index of argument (`results` false) or result `key` of `fn`: a
/// number, or a `cleave.name` (the exporter's PyTorch name or JAX pytree
/// path). A name that matches none, or several, is an error that lists
/// what there is.
static std::optional<unsigned> resolveIndex(func::FuncOp fn, StringRef key,
                                            bool results, const char *flag) {
  unsigned idx;
  if (!key.getAsInteger(10, idx))
    return idx;
  const char *what = results ? "result" : "argument";
  if (llvm::all_of(key, llvm::isDigit)) {
    err() << "--" << flag << " " << key << ": not a valid " << what
          << " index\n";
    return std::nullopt;
  }
  unsigned n = results ? fn.getNumResults() : fn.getNumArguments();
  SmallVector<unsigned> found;
  SmallVector<std::string> names;
  for (unsigned i = 0; i < n; ++i) {
    auto name = dyn_cast_or_null<StringAttr>(
        results ? fn.getResultAttr(i, "cleave.name")
                : fn.getArgAttr(i, "cleave.name"));
    if (!name)
      continue;
    names.push_back(name.str());
    if (name.getValue() == key)
      found.push_back(i);
  }
  if (found.size() == 1)
    return found[0];
  if (found.size() > 1) {
    err() << "--" << flag << " " << key << ": " << found.size() << " " << what
          << "s of @" << fn.getName() << " are named '" << key
          << "'; give the index\n";
    return std::nullopt;
  }
  err() << "--" << flag << " " << key << ": no " << what << " of @"
        << fn.getName() << " is named '" << key << "' (cleave.name)";
  if (names.empty()) {
    llvm::errs() << "; it has no named " << what
                 << "s: give the index (0-based)\n";
  } else {
    llvm::errs() << "; the names are: ";
    size_t shown = std::min<size_t>(names.size(), 8);
    for (size_t i = 0; i < shown; ++i)
      llvm::errs() << (i ? ", " : "") << names[i];
    if (shown < names.size())
      llvm::errs() << ", ... (" << names.size() << " in all)";
    llvm::errs() << "\n";
  }
  return std::nullopt;
}

/// `--input`/`--output` values, `i=file.npy` or `name=file.npy`, by index.
static LogicalResult parseIndexedFiles(const cl::list<std::string> &list,
                                       const char *flag, func::FuncOp fn,
                                       std::map<unsigned, std::string> &out) {
  bool results = StringRef(flag) == "output";
  for (const std::string &s : list) {
    // Indices and names hold no '=' (a path may).
    size_t eq = s.find('=');
    if (eq == std::string::npos || eq == 0) {
      err() << "--" << flag << " '" << s
            << "' is not of the form i=file.npy or name=file.npy\n";
      return failure();
    }
    std::optional<unsigned> idx =
        resolveIndex(fn, StringRef(s).take_front(eq), results, flag);
    if (!idx)
      return failure();
    if (out.count(*idx)) {
      err() << "--" << flag << " " << *idx << " is given twice ('"
            << out[*idx] << "' and '" << s.substr(eq + 1) << "')\n";
      return failure();
    }
    out[*idx] = s.substr(eq + 1);
  }
  return success();
}

/// Reads every --input and checks its shape against the argument's global
/// type.
static LogicalResult loadInputs(const Signature &sig,
                                const std::map<unsigned, std::string> &paths) {
  for (auto &[i, path] : paths) {
    if (i >= sig.args.size()) {
      err() << "--input " << i << ": @" << sig.entry << " has "
            << sig.args.size() << " arguments\n";
      return failure();
    }
    std::string e;
    ::cleave::run::NpyArray &arr = npyInputs[i];
    if (!::cleave::run::readNpy(path, arr, e)) {
      err() << "--input " << i << ": " << e << "\n";
      return failure();
    }
    RankedTensorType global = sig.args[i].globalType;
    if (ArrayRef<int64_t>(arr.shape) != global.getShape()) {
      err() << "--input " << i << ": '" << path << "' has shape "
            << ::cleave::run::formatShape(arr.shape) << " but argument " << i
            << " has global type " << global << "\n";
      return failure();
    }
  }
  return success();
}

/// --int-range, parsed by parseIntRange.
static int64_t intRangeLo = 0, intRangeHi = 8;

/// Parses --int-range=LO:HI (LO <= HI); prints the problem on failure.
static LogicalResult parseIntRange() {
  auto [lo, hi] = StringRef(intRangeOpt).split(':');
  if (lo.trim().getAsInteger(10, intRangeLo) ||
      hi.trim().getAsInteger(10, intRangeHi) || intRangeLo > intRangeHi) {
    err() << "--int-range '" << intRangeOpt
          << "' is not of the form LO:HI with integers LO <= HI\n";
    return failure();
  }
  return success();
}

/// --fill-range, parsed by parseFillRanges: (glob, lo, hi).
struct FillRange {
  std::string text;
  llvm::GlobPattern glob;
  double lo, hi;
};
static std::vector<FillRange> parsedFillRanges;

/// Parses every --fill-range NAME=LO:HI; each glob must match the
/// cleave.name of a float argument of `fn`.
static LogicalResult parseFillRanges(func::FuncOp fn) {
  for (const std::string &text : fillRanges) {
    auto [name, range] = StringRef(text).rsplit('=');
    auto [lo, hi] = range.split(':');
    FillRange r{text, {}, 0, 0};
    auto glob = llvm::GlobPattern::create(name);
    if (name.empty() || range.empty() || !glob ||
        lo.trim().getAsDouble(r.lo) || hi.trim().getAsDouble(r.hi) ||
        !std::isfinite(r.lo) || !std::isfinite(r.hi) || r.lo > r.hi) {
      if (!glob)
        llvm::consumeError(glob.takeError());
      err() << "--fill-range '" << text
            << "' is not of the form NAME=LO:HI with a glob NAME and "
               "finite numbers LO <= HI\n";
      return failure();
    }
    r.glob = std::move(*glob);
    bool matched = false;
    std::string names;
    for (unsigned i = 0; i < fn.getNumArguments(); ++i) {
      auto n = fn.getArgAttrOfType<StringAttr>(i, "cleave.name");
      auto t = dyn_cast<RankedTensorType>(fn.getArgumentTypes()[i]);
      if (!n || !t || !isa<FloatType>(t.getElementType()))
        continue;
      names += (names.empty() ? "" : ", ") + n.str();
      matched |= r.glob.match(n.getValue());
    }
    if (!matched) {
      err() << "--fill-range '" << text << "': no float argument of @"
            << fn.getName() << " has a cleave.name matching '" << name
            << "'" << (names.empty() ? std::string(" (none has a name)")
                                     : "; the names are: " + names)
            << "\n";
      return failure();
    }
    parsedFillRanges.push_back(std::move(r));
  }
  return success();
}

/// Maps the generated values of argument `info` ([-1, 1]) into its
/// --fill-range, over the real part of the shard (padding stays zero).
static void applyFillRange(const ValueInfo &info, const Shard &shard,
                           HostBuffer &buf) {
  if (info.name.empty() || info.dtype == I32 || info.dtype == I64)
    return;
  const FillRange *range = nullptr;
  for (const FillRange &r : parsedFillRanges)
    if (r.glob.match(info.name)) {
      range = &r;
      break;
    }
  if (!range)
    return;
  int64_t rank = info.localType.getRank();
  ArrayRef<int64_t> globalShape = info.globalType.getShape();
  SmallVector<int64_t> idx(rank, 0);
  for (int64_t e = 0, n = buf.numElements(); e < n; ++e) {
    bool inside = true;
    for (int64_t d = 0; d < rank; ++d)
      inside &= shard.global(d, idx[d]) < globalShape[d];
    if (inside)
      buf.set(e, range->lo + (double(buf.get(e)) + 1) / 2 *
                                 (range->hi - range->lo));
    for (int64_t d = rank - 1; d >= 0; --d) {
      if (++idx[d] < info.localType.getDimSize(d))
        break;
      idx[d] = 0;
    }
  }
}

/// Checks every --output before any work: the index names a result, the
/// path is no input (module, reference, --input) and no other output.
static LogicalResult
checkOutputs(const Signature &sig, const std::map<unsigned, std::string> &ins,
             const std::map<unsigned, std::string> &outs) {
  std::vector<std::pair<std::string, std::string>> inputs = {
      {"the module", inputFile}, {"--reference", referenceFile}};
  for (auto &[i, path] : ins)
    inputs.push_back({"--input " + std::to_string(i), path});
  std::map<std::string, unsigned> seen;
  for (auto &[i, path] : outs) {
    if (i >= sig.results.size()) {
      err() << "--output " << i << ": @" << sig.entry << " has "
            << sig.results.size() << " results\n";
      return failure();
    }
    if (path.empty()) {
      err() << "--output " << i << ": empty file name\n";
      return failure();
    }
    for (auto &[what, in] : inputs)
      if (!in.empty() && ::cleave::isSameFile(path, in)) {
        err() << "--output " << i << ": '" << path << "' is " << what
              << " ('" << in << "'); write the result to another file\n";
        return failure();
      }
    if (llvm::sys::fs::is_directory(path)) {
      err() << "--output " << i << ": '" << path << "' is a directory\n";
      return failure();
    }
    auto [it, fresh] = seen.insert({path, i});
    if (!fresh) {
      err() << "--output " << i << ": '" << path
            << "' is also --output " << it->second << "\n";
      return failure();
    }
  }
  // --timeline is written too: the same rules.
  if (!timelineOpt.empty()) {
    for (auto &[what, in] : inputs)
      if (!in.empty() && ::cleave::isSameFile(timelineOpt, in)) {
        err() << "--timeline: '" << timelineOpt << "' is " << what << " ('"
              << in << "'); write the timeline to another file\n";
        return failure();
      }
    if (llvm::sys::fs::is_directory(timelineOpt)) {
      err() << "--timeline: '" << timelineOpt << "' is a directory\n";
      return failure();
    }
    for (auto &[i, path] : outs)
      if (::cleave::isSameFile(timelineOpt, path) || timelineOpt == path) {
        err() << "--timeline: '" << timelineOpt << "' is also --output " << i
              << "\n";
        return failure();
      }
  }
  return success();
}

/// Generated integer inputs: element `global` of argument `i` gets a value
/// in [intRangeLo, intRangeHi] from a hash of (seed, i, global), so every rank
/// builds its own shard and the values equal those of the unpartitioned run.
static void fillIntegers(unsigned i, const ValueInfo &info,
                         ArrayRef<int64_t> sizes, const Shard &shard,
                         HostBuffer &buf) {
  auto mix = [](uint64_t z) {
    z += 0x9e3779b97f4a7c15ULL;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  };
  uint64_t span = uint64_t(intRangeHi - intRangeLo) + 1;
  uint64_t base = mix(uint64_t(seed * 1000 + int64_t(i)));
  ArrayRef<int64_t> globalShape = info.globalType.getShape();
  int64_t rank = info.localType.getRank();
  SmallVector<int64_t> idx(rank, 0);
  for (int64_t e = 0, n = product(sizes); e < n; ++e) {
    int64_t g = 0, local = 0;
    for (int64_t d = 0; d < rank; ++d) {
      g = g * globalShape[d] + shard.global(d, idx[d]);
      local = local * info.localType.getDimSize(d) + idx[d];
    }
    uint64_t h = mix(base + uint64_t(g));
    buf.set(local, double(intRangeLo + int64_t(span ? h % span : h)));
    for (int64_t d = rank - 1; d >= 0; --d) {
      if (++idx[d] < sizes[d])
        break;
      idx[d] = 0;
    }
  }
}

/// Fills the local buffer of argument `i` with generated values: those of
/// the unpartitioned run at the shard's global positions.
static void fillGenerated(unsigned i, const ValueInfo &info, const Shard &shard,
                          HostBuffer &buf) {
  SmallVector<int64_t> globalShape(info.globalType.getShape());
  SmallVector<int64_t> strides(info.localType.getRank());
  int64_t s = 1;
  for (int64_t d = info.localType.getRank() - 1; d >= 0; --d) {
    strides[d] = s;
    s *= info.localType.getDimSize(d);
  }
  // Only the part of the shard inside the global tensor: padding stays
  // zero.
  SmallVector<int64_t> sizes;
  for (int64_t d = 0; d < info.localType.getRank(); ++d)
    sizes.push_back(std::max<int64_t>(
        0, std::min(info.localType.getDimSize(d),
                    globalShape[d] - shard.offsets[d])));
  if (llvm::any_of(sizes, [](int64_t x) { return x == 0; }))
    return;
  if (info.dtype == I32 || info.dtype == I64) {
    fillIntegers(i, info, sizes, shard, buf);
    return;
  }
  if (!shard.perPart()) {
    cleave_rt_fill(info.dtype, buf.data, info.localType.getRank(),
                   sizes.data(), strides.data(), globalShape.data(),
                   shard.offsets.data(), seed * 1000 + int64_t(i));
    return;
  }
  // Split per part: each part's slice is a box of the global tensor.
  int64_t d = llvm::find_if(shard.partLocal,
                            [](int64_t m) { return m != 0; }) -
              shard.partLocal.begin();
  int64_t m = shard.partLocal[d];
  SmallVector<int64_t> partSizes(sizes), partOffsets(shard.offsets);
  partSizes[d] = m;
  for (int64_t q = 0; q * m < info.localType.getDimSize(d); ++q) {
    partOffsets[d] = q * shard.partGlobal[d] + shard.offsets[d];
    char *data = static_cast<char *>(buf.data) +
                 q * m * strides[d] * dtypeSize(info.dtype);
    cleave_rt_fill(info.dtype, data, info.localType.getRank(),
                   partSizes.data(), strides.data(), globalShape.data(),
                   partOffsets.data(), seed * 1000 + int64_t(i));
  }
}

/// Fills the local buffer of argument `i` for the shard `shard`.
static LogicalResult fillInput(unsigned i, const ValueInfo &info,
                               const Shard &shard, HostBuffer &buf) {
  buf.allocate(info.dtype, info.localType.getShape(), onGPU());
  ReductionKind kind = info.sharding && info.sharding.isPartial()
                           ? info.sharding.getPartialKind()
                           : ReductionKind::sum;
  bool holder = shard.partialPosition == 0;
  if (!holder && kind == ReductionKind::sum)
    return success(); // zeros
  if (!holder && kind == ReductionKind::prod) {
    for (int64_t e = 0; e < buf.numElements(); ++e)
      buf.set(e, 1);
    return success();
  }
  // The holder, or max/min partials where every rank holds the value.
  auto it = npyInputs.find(i);
  SmallVector<int64_t> globalShape(info.globalType.getShape());
  if (it == npyInputs.end()) {
    fillGenerated(i, info, shard, buf);
    applyFillRange(info, shard, buf);
    return success();
  }
  const ::cleave::run::NpyArray &arr = it->second;
  if (ArrayRef<int64_t>(arr.shape) != ArrayRef<int64_t>(globalShape)) {
    err() << "--input " << i << ": the .npy array has shape "
          << ::cleave::run::formatShape(arr.shape) << " but argument " << i
          << " has global type " << info.globalType << "\n";
    return failure();
  }
  int64_t rank = info.localType.getRank();
  SmallVector<int64_t> idx(rank, 0);
  for (int64_t e = 0, n = buf.numElements(); e < n; ++e) {
    int64_t g = 0;
    bool inside = true;
    for (int64_t d = 0; d < rank; ++d) {
      inside &= shard.global(d, idx[d]) < globalShape[d];
      g = g * globalShape[d] + shard.global(d, idx[d]);
    }
    if (inside)
      buf.set(e, arr.values[g]);
    for (int64_t d = rank - 1; d >= 0; --d) {
      if (++idx[d] < info.localType.getDimSize(d))
        break;
      idx[d] = 0;
    }
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Compilation and invocation
//===----------------------------------------------------------------------===//

/// Profiling accumulators, filled by the generated code through
/// cleave_profile_record (see cleave-collectives-to-calls).
static std::vector<double> profileSeconds;
static std::vector<double> profileCalls;

extern "C" void cleave_profile_record(int64_t id, double seconds) {
  if (id < 0)
    return;
  if (size_t(id) >= profileSeconds.size()) {
    profileSeconds.resize(id + 1, 0);
    profileCalls.resize(id + 1, 0);
  }
  profileSeconds[id] += seconds;
  profileCalls[id] += 1;
  if (!timelineOpt.empty()) {
    double end = cleave_rt_wtime();
    profileTimeline.calls.push_back({id, end - seconds, end});
  }
}

/// The lowering of --device: cleave-lower-to-llvm or cleave-lower-to-gpu.
static void buildLowering(OpPassManager &pm, bool withProfile) {
  if (onGPU()) {
    LowerToGPUOptions options;
    options.cublas = useBlas;
    options.profile = withProfile;
    buildLowerToGPUPipeline(pm, options);
    return;
  }
  LowerToLLVMOptions options;
  options.blas = useBlas;
  options.profile = withProfile;
  options.gpuLoops = gpuLoopsOnCpu;
  buildLowerToLLVMPipeline(pm, options);
}

/// Lowers `module` to the LLVM dialect (what the JIT translates).
static LogicalResult lowerForJit(ModuleOp module, bool withProfile,
                                 StringRef what) {
  PassManager pm(module.getContext());
  buildLowering(pm, withProfile);
  if (failed(pm.run(module))) {
    err() << "lowering the " << what << " to LLVM failed\n";
    return failure();
  }
  // Left for the JIT's translation: LLVM, plus the kernel launches and the
  // PTX binaries of the GPU pipeline.
  Operation *bad = nullptr;
  module.walk([&](Operation *op) {
    if (!bad && !isa<ModuleOp>(op) &&
        !isa<LLVM::LLVMDialect>(op->getDialect()) &&
        !(onGPU() && isa<gpu::BinaryOp, gpu::LaunchFuncOp>(op)))
      bad = op;
  });
  if (bad) {
    if (myRank == 0)
      bad->emitError() << "'" << bad->getName()
                       << "' cannot be lowered to LLVM (cleave-lower-to-llvm "
                          "left it in the "
                       << what << ")";
    return failure();
  }
  return success();
}

/// LLVM's default pipeline of --opt-level, with loop unrolling only under
/// --unroll.
static std::function<llvm::Error(llvm::Module *)> makeTransformer() {
  if (unrollLoops || jitOptLevel == 0)
    return makeOptimizingTransformer(jitOptLevel, 0, nullptr);
  unsigned level = jitOptLevel;
  return [level](llvm::Module *m) -> llvm::Error {
    llvm::LoopAnalysisManager lam;
    llvm::FunctionAnalysisManager fam;
    llvm::CGSCCAnalysisManager cgam;
    llvm::ModuleAnalysisManager mam;
    llvm::PipelineTuningOptions tuning;
    tuning.LoopUnrolling = false;
    llvm::PassBuilder pb(/*TM=*/nullptr, tuning);
    pb.registerModuleAnalyses(mam);
    pb.registerCGSCCAnalyses(cgam);
    pb.registerFunctionAnalyses(fam);
    pb.registerLoopAnalyses(lam);
    pb.crossRegisterProxies(lam, fam, cgam, mam);
    llvm::OptimizationLevel o = level == 1   ? llvm::OptimizationLevel::O1
                                : level == 2 ? llvm::OptimizationLevel::O2
                                             : llvm::OptimizationLevel::O3;
    llvm::ModulePassManager mpm = pb.buildPerModuleDefaultPipeline(o);
    mpm.run(*m, mam);
    return llvm::Error::success();
  };
}

/// An execution engine for a module lowered by lowerForJit; with
/// `objectDump` it keeps the object code (SharedProgram.h).
static std::unique_ptr<ExecutionEngine>
createEngine(ModuleOp lowered, StringRef what, bool objectDump = false) {
  // --opt-level: LLVM's -O3 spends most of a model's compile time fully
  // unrolling its static loops (GPT-2 from the zoo: ~30 s of 32 at -O3,
  // 1.7 s with unrolling off); without --unroll the pipeline of the level
  // runs with LLVM's loop unrolling off.
  static auto transformer = makeTransformer();
  ExecutionEngineOptions eo;
  eo.transformer = transformer;
  eo.enableObjectDump = objectDump;
  eo.jitCodeGenOptLevel = jitOptLevel == 0   ? llvm::CodeGenOptLevel::None
                          : jitOptLevel == 1 ? llvm::CodeGenOptLevel::Less
                          : jitOptLevel == 2 ? llvm::CodeGenOptLevel::Default
                                             : llvm::CodeGenOptLevel::Aggressive;
  auto engine = ExecutionEngine::create(lowered, eo);
  if (!engine) {
    std::string msg = llvm::toString(engine.takeError());
    err() << "JIT compilation of the " << what << " failed: " << msg << "\n";
    return nullptr;
  }
  (*engine)->registerSymbols([](llvm::orc::MangleAndInterner interner) {
    llvm::orc::SymbolMap map;
    map[interner("cleave_profile_record")] = {
        llvm::orc::ExecutorAddr::fromPtr(&cleave_profile_record),
        llvm::JITSymbolFlags::Exported};
    return map;
  });
  (*engine)->initialize();
  return std::move(*engine);
}

/// A program ready to call: JIT-compiled by this process, or the
/// launcher's object linked in (SharedProgram.h).
struct Program {
  std::unique_ptr<ExecutionEngine> engine;
  std::unique_ptr<::cleave::run::LoadedProgram> loaded;
  explicit operator bool() const { return engine || loaded; }
  llvm::Error invokePacked(StringRef name, MutableArrayRef<void *> args) {
    if (loaded)
      return loaded->invokePacked(name, args);
    return engine->invokePacked(name, args);
  }
};

/// Lowers `module` and JIT-compiles it.
static Program compile(ModuleOp module, bool withProfile, StringRef what) {
  Program program;
  if (succeeded(lowerForJit(module, withProfile, what)))
    program.engine = createEngine(module, what);
  return program;
}

/// Result descriptors as the C interface returns them: one ranked
/// descriptor per result, concatenated (all fields are 8 bytes).
struct Results {
  std::vector<int64_t> words;
  SmallVector<size_t> offsets;
};

static Results makeResults(const Signature &sig) {
  Results r;
  size_t n = 0;
  for (const ValueInfo &v : sig.results) {
    r.offsets.push_back(n);
    n += 3 + 2 * v.localType.getRank();
  }
  r.words.assign(n, 0);
  return r;
}

/// Frees the result buffers a call left in `results` (the program
/// mallocs them and hands them over), so that the next --repeat call reuses
/// those pages instead of faulting in fresh ones. Skipped: a result that is
/// a constant (`memref.get_global` marks it 0xdeadbeef), lies in an
/// argument's buffer (a returned argument or a view of one), or shares its
/// allocation with an earlier result.
static void freeResults(Results &results, const std::vector<HostBuffer> &args) {
  SmallVector<uintptr_t> freed;
  for (size_t offset : results.offsets) {
    int64_t &allocated = results.words[offset];
    auto p = static_cast<uintptr_t>(allocated);
    bool keep = p == 0 || p == 0xdeadbeef || llvm::is_contained(freed, p);
    for (const HostBuffer &a : args) {
      auto lo = reinterpret_cast<uintptr_t>(a.data);
      keep |= p >= lo && p < lo + std::max<size_t>(1, a.storage.size());
      keep |= a.gpuData && p == reinterpret_cast<uintptr_t>(a.gpuData);
    }
    if (!keep) {
      std::free(reinterpret_cast<void *>(p));
      freed.push_back(p);
    }
    allocated = 0;
  }
}

/// Calls `_mlir_ciface_<entry>` with `args`; results land in `results`.
static LogicalResult invoke(Program &program, const Signature &sig,
                            std::vector<HostBuffer> &args, Results &results) {
  SmallVector<void *> ptrs;
  SmallVector<void *> packed;
  void *resultPtr = results.words.data();
  if (!sig.results.empty())
    ptrs.push_back(resultPtr);
  for (HostBuffer &b : args)
    ptrs.push_back(b.desc.data());
  for (void *&p : ptrs)
    packed.push_back(&p);
  llvm::Error e =
      program.invokePacked("_mlir_ciface_" + sig.entry, packed);
  if (e) {
    err() << "invoking @" << sig.entry << " failed: "
          << llvm::toString(std::move(e)) << "\n";
    return failure();
  }
  return success();
}

/// Copies result `i` (any strides) into a contiguous host buffer.
static void readResult(const Results &results, unsigned i, const ValueInfo &info,
                       HostBuffer &out) {
  out.allocate(info.dtype, info.localType.getShape());
  const int64_t *d = results.words.data() + results.offsets[i];
  int64_t rank = info.localType.getRank();
  const char *aligned = reinterpret_cast<const char *>(uintptr_t(d[1]));
  int64_t offset = d[2];
  const int64_t *sizes = d + 3, *strides = d + 3 + rank;
  size_t es = dtypeSize(info.dtype);
  SmallVector<int64_t> idx(rank, 0);
  for (int64_t e = 0, n = out.numElements(); e < n; ++e) {
    int64_t lin = offset;
    for (int64_t k = 0; k < rank; ++k)
      lin += idx[k] * strides[k];
    std::memcpy(out.data + e * es, aligned + lin * es, es);
    for (int64_t k = rank - 1; k >= 0; --k) {
      if (++idx[k] < sizes[k])
        break;
      idx[k] = 0;
    }
  }
}

//===----------------------------------------------------------------------===//
// Assembling and checking results
//===----------------------------------------------------------------------===//

/// Gathers every rank's shard of result `info` and assembles the global
/// value (partial shards combined by their reduction kind). Collective.
static void tolerances(DType d, double &rtol, double &atol);

/// Replicas that disagree with the canonical copy (what --verify reports).
struct ReplicaCheck {
  int64_t mismatches = 0;
  std::string first;
};

static LogicalResult assemble(const ValueInfo &info, HostBuffer &local,
                              const MeshInfo &mesh, StringRef what,
                              std::vector<long double> &global,
                              ReplicaCheck &replicas) {
  int64_t n = local.numElements();
  int64_t world = mesh.size();
  HostBuffer flat, gathered;
  flat.allocate(info.dtype, {n});
  std::memcpy(flat.data, local.data, size_t(n) * dtypeSize(info.dtype));
  gathered.allocate(info.dtype, {n * world});
  runtimeAllGather(info.dtype, &flat.unranked, &gathered.unranked,
                   mesh.allAxes);
  SmallVector<int64_t> globalShape(info.globalType.getShape());
  global.assign(size_t(product(globalShape)), 0);
  std::vector<char> seen(global.size(), 0);
  ReductionKind kind = info.sharding && info.sharding.isPartial()
                           ? info.sharding.getPartialKind()
                           : ReductionKind::sum;
  int64_t rank = info.localType.getRank();
  for (int64_t r = 0; r < world; ++r) {
    SmallVector<int64_t> coords = coordsOf(r, mesh);
    FailureOr<Shard> shard = shardOf(info, mesh, coords, what);
    if (failed(shard))
      return failure();
    if (!shard->canonical) {
      // A replica of a shard another rank contributes: it must hold the
      // same values as that rank (the one with coordinate 0 on every axis
      // the value does not use), or some rank computed from the wrong data.
      SmallVector<bool> usedAxes(mesh.shape.size(), false);
      if (info.sharding) {
        for (auto dim : info.sharding.getDims())
          for (StringAttr a : dim.getAxes())
            usedAxes[mesh.axisIndex(a.getValue())] = true;
        for (StringAttr a : info.sharding.getPartialAxes())
          usedAxes[mesh.axisIndex(a.getValue())] = true;
      }
      int64_t canonical = 0;
      for (size_t a = 0; a < mesh.shape.size(); ++a)
        canonical = canonical * mesh.shape[a] + (usedAxes[a] ? coords[a] : 0);
      double rtol, atol;
      tolerances(info.dtype, rtol, atol);
      SmallVector<int64_t> at(rank, 0);
      for (int64_t e = 0; e < n; ++e) {
        // The padding of an uneven shard holds anything: skip it.
        bool inside = true;
        for (int64_t d = 0; d < rank; ++d)
          inside &= shard->offsets[d] + at[d] < globalShape[d];
        for (int64_t d = rank - 1; d >= 0; --d) {
          if (++at[d] < info.localType.getDimSize(d))
            break;
          at[d] = 0;
        }
        if (!inside)
          continue;
        long double mine = gathered.get(r * n + e);
        long double theirs = gathered.get(canonical * n + e);
        bool same = (std::isnan(double(mine)) && std::isnan(double(theirs))) ||
                    std::fabs(double(mine - theirs)) <=
                        atol + rtol * std::fabs(double(theirs));
        if (same)
          continue;
        if (replicas.mismatches++ == 0)
          replicas.first = (what + ": the replica on rank " +
                            std::to_string(r) + " differs from rank " +
                            std::to_string(canonical) + "'s at local element " +
                            std::to_string(e) + ": " +
                            std::to_string(double(mine)) + " vs " +
                            std::to_string(double(theirs)))
                               .str();
      }
      continue;
    }
    SmallVector<int64_t> idx(rank, 0);
    for (int64_t e = 0; e < n; ++e) {
      int64_t g = 0;
      bool inside = true;
      for (int64_t d = 0; d < rank; ++d) {
        inside &= shard->offsets[d] + idx[d] < globalShape[d];
        g = g * globalShape[d] + shard->offsets[d] + idx[d];
      }
      long double v = gathered.get(r * n + e);
      if (!inside) {
        // Padding of an uneven shard.
      } else if (!seen[g]) {
        global[g] = v;
        seen[g] = 1;
      } else {
        switch (kind) {
        case ReductionKind::sum: global[g] += v; break;
        case ReductionKind::prod: global[g] *= v; break;
        case ReductionKind::max: global[g] = std::max(global[g], v); break;
        case ReductionKind::min: global[g] = std::min(global[g], v); break;
        }
      }
      for (int64_t d = rank - 1; d >= 0; --d) {
        if (++idx[d] < info.localType.getDimSize(d))
          break;
        idx[d] = 0;
      }
    }
  }
  // Values of the result's own dtype (a partial sum of f16 rounds to f16).
  HostBuffer one;
  one.allocate(info.dtype, {1});
  for (long double &v : global) {
    one.set(0, v);
    v = one.get(0);
  }
  return success();
}

static std::string formatValue(long double v) {
  char buf[64];
  std::snprintf(buf, sizeof(buf), "%.9Lg", v);
  return buf;
}

static std::string indexString(int64_t linear, ArrayRef<int64_t> shape) {
  SmallVector<int64_t> idx(shape.size());
  for (int64_t d = int64_t(shape.size()) - 1; d >= 0; --d) {
    idx[d] = linear % shape[d];
    linear /= shape[d];
  }
  std::string s = "[";
  for (auto [i, x] : llvm::enumerate(idx))
    s += (i ? ", " : "") + std::to_string(x);
  return s + "]";
}

static void printSummary(unsigned i, const ValueInfo &info,
                         const std::vector<long double> &global) {
  long double sum = 0, sumAbs = 0;
  for (long double v : global) {
    sum += v;
    sumAbs += std::fabs(v);
  }
  std::string sharding;
  llvm::raw_string_ostream os(sharding);
  if (info.sharding)
    os << info.sharding;
  else
    os << "replicated";
  llvm::outs() << "result " << i << ": " << info.globalType << " (local "
               << info.localType << ", " << sharding << ")\n"
               << "  sum = " << formatValue(sum)
               << "  sum|x| = " << formatValue(sumAbs) << "\n  values:";
  for (int64_t k = 0; k < std::min<int64_t>(printValues, global.size()); ++k)
    llvm::outs() << " " << formatValue(global[k]);
  if (int64_t(global.size()) > printValues)
    llvm::outs() << " ...";
  llvm::outs() << "\n";
}

/// Per-dtype tolerances: |got - expected| <= atol * max(1, max|expected|) +
/// rtol * |expected|.
static void tolerances(DType d, double &rtol, double &atol) {
  switch (d) {
  case F32: rtol = 1e-4; atol = 1e-5; break;
  case F64: rtol = 1e-10; atol = 1e-12; break;
  case F16: rtol = 1e-2; atol = 1e-3; break;
  case BF16: rtol = 2e-2; atol = 8e-3; break;
  case I32:
  case I64: rtol = 0; atol = 0; break;
  }
  if (rtolOpt >= 0)
    rtol = rtolOpt;
  if (atolOpt >= 0)
    atol = atolOpt;
}

/// Compares result `i`; prints the worst element on a mismatch.
static bool compare(unsigned i, const ValueInfo &info,
                    const std::vector<long double> &expected,
                    const std::vector<long double> &got) {
  double rtol, atol;
  tolerances(info.dtype, rtol, atol);
  long double maxAbs = 0;
  for (long double v : expected)
    maxAbs = std::max(maxAbs, std::fabs(v));
  long double scale = std::max<long double>(1, maxAbs);
  int64_t worst = -1, bad = 0;
  long double worstExcess = 0;
  for (size_t k = 0; k < expected.size(); ++k) {
    long double e = expected[k], g = got[k];
    long double diff = std::fabs(g - e);
    long double allowed = atol * scale + rtol * std::fabs(e);
    bool nanMismatch = std::isnan(e) != std::isnan(g);
    if (nanMismatch || diff > allowed) {
      ++bad;
      long double excess = nanMismatch ? INFINITY : diff - allowed;
      if (worst < 0 || excess > worstExcess) {
        worst = int64_t(k);
        worstExcess = excess;
      }
    }
  }
  if (worst < 0) {
    llvm::outs() << "verify: result " << i << " matches the unpartitioned "
                 << "program (" << expected.size() << " elements, "
                 << dtypeName(info.dtype) << ", rtol " << rtol << ", atol "
                 << atol << " x " << formatValue(scale) << ")\n";
    return true;
  }
  llvm::errs() << "cleave-run: verify: result " << i << ": " << bad << " of "
               << expected.size() << " elements differ; worst at "
               << indexString(worst, info.globalType.getShape())
               << ": expected " << formatValue(expected[worst]) << ", got "
               << formatValue(got[worst]) << "\n";
  return false;
}

//===----------------------------------------------------------------------===//
// Re-execution under mpirun
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// main
//===----------------------------------------------------------------------===//

/// Picks the entry function of `module`.
static func::FuncOp findEntry(ModuleOp module, StringRef name) {
  if (!name.empty()) {
    auto fn = module.lookupSymbol<func::FuncOp>(name);
    if (!fn || fn.isExternal())
      err() << "no function @" << name << " with a body in the module\n";
    return fn && !fn.isExternal() ? fn : nullptr;
  }
  SmallVector<func::FuncOp> candidates;
  for (auto fn : module.getOps<func::FuncOp>())
    if (fn.isPublic() && !fn.isExternal())
      candidates.push_back(fn);
  if (candidates.size() == 1)
    return candidates.front();
  if (auto fn = module.lookupSymbol<func::FuncOp>("main"))
    if (!fn.isExternal())
      return fn;
  err() << "cannot choose the entry function among " << candidates.size()
        << " public functions; pass --entry NAME\n";
  return nullptr;
}

static MeshOp findMesh(ModuleOp module, const Signature &sig) {
  for (const auto &vs : {sig.args, sig.results})
    for (const ValueInfo &v : vs)
      if (v.sharding)
        if (MeshOp m = lookupMesh(module, v.sharding.getMesh()))
          return m;
  MeshOp only;
  for (MeshOp m : module.getOps<MeshOp>()) {
    if (only)
      return nullptr;
    only = m;
  }
  return only;
}

/// Replaces cleave.constraint ops by their operands, drops cleave.partitioned
/// functions other than `keep`: what is left is the unpartitioned program.
static void stripToReference(ModuleOp module, StringRef keep) {
  SmallVector<Operation *> constraints;
  module.walk([&](ConstraintOp op) { constraints.push_back(op); });
  for (Operation *op : constraints) {
    op->getResult(0).replaceAllUsesWith(op->getOperand(0));
    op->erase();
  }
  SmallVector<func::FuncOp> drop;
  for (auto fn : module.getOps<func::FuncOp>())
    if (fn.getName() != keep && fn->hasAttr("cleave.partitioned"))
      drop.push_back(fn);
  for (auto fn : drop)
    fn.erase();
}

namespace {
/// Runs the whole tool on one rank; returns the exit code. `finalize` tells
/// whether cleave_rt_init was called.
struct Runner {
  explicit Runner(MLIRContext &ctx) : ctx(ctx) {}
  MLIRContext &ctx;
  bool initialized = false;
  MeshInfo mesh;
  /// Parse, partition and read the signature only (the launcher's check
  /// before starting mpirun, so a bad program fails with its message and
  /// without a race between ranks).
  bool checkOnly = false;
  /// The launcher's directory of the compiled program (SharedProgram.h):
  /// written by the launcher, read by the ranks; empty if none.
  std::string shared{};
  int run();
  void shareCompiledProgram(ModuleOp partitioned, ModuleOp reference,
                            ModuleOp lowered, StringRef entry);

private:
  // The steps of run(), in order.
  LogicalResult loadModule();
  LogicalResult prepareEntry();
  LogicalResult partitionOrReadReference();
  LogicalResult readReference(StringRef path, StringRef what);
  LogicalResult runPartitionPipeline();
  LogicalResult checkBackendRuns();
  LogicalResult readSignatureAndMesh();
  int checkAndShare();
  void nameCollectives();
  LogicalResult loadOrCompile();
  LogicalResult runRepeats();
  LogicalResult assembleResults();
  int printResults();
  int printProfile();
  int verifyResults();

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
  Program program;
  int64_t worldRank = 0;
  std::vector<HostBuffer> args;
  Results results;
  std::vector<double> times;
  std::vector<std::vector<long double>> globals;
  ReplicaCheck replicas;

public:
  LogicalResult runReference(ModuleOp reference, const Signature &partSig,
                             std::vector<std::vector<long double>> &expected);
};
} // namespace

/// Writes `text` to `path`; false if that fails.
static bool writeText(const std::string &path,
                      llvm::function_ref<void(raw_ostream &)> print) {
  std::error_code ec;
  llvm::raw_fd_ostream os(path, ec);
  if (ec)
    return false;
  print(os);
  os.close();
  return !os.has_error();
}

/// The launcher compiles the partitioned program once (SharedProgram.h);
/// on any failure `shared` stays empty and every rank compiles it itself.
void Runner::shareCompiledProgram(ModuleOp partitioned, ModuleOp reference,
                                  ModuleOp lowered, StringRef entry) {
  // GPU programs load their kernels in static initializers: not shared.
  if (onGPU() || !lowered.getOps<LLVM::GlobalCtorsOp>().empty())
    return;
  SmallString<128> dir;
  if (llvm::sys::fs::createUniqueDirectory("cleave-run", dir))
    return;
  std::string base = dir.str().str();
  // With locations, so the ranks' messages and --profile name the lines of
  // the user's file.
  OpPrintingFlags flags;
  flags.enableDebugInfo(/*enable=*/true, /*prettyForm=*/false);
  bool ok = writeText(base + "/partitioned.mlir", [&](raw_ostream &os) {
    partitioned->print(os, flags);
  });
  if (ok && verifyOpt && reference)
    ok = writeText(base + "/reference.mlir", [&](raw_ostream &os) {
      reference->print(os, flags);
    });
  if (ok) {
    std::unique_ptr<ExecutionEngine> engine =
        createEngine(lowered, "partitioned program", /*objectDump=*/true);
    std::string object = base + "/program.o";
    // Compiled on the first lookup; the dump then writes that object (it
    // would otherwise look up every declaration, external kernels too).
    if (engine) {
      auto fn = engine->lookupPacked(("_mlir_ciface_" + entry).str());
      if (fn)
        engine->dumpToObjectFile(object);
      else
        llvm::consumeError(fn.takeError());
    }
    uint64_t size = 0;
    ok = engine && !llvm::sys::fs::file_size(object, size) && size > 0;
  }
  if (!ok) {
    llvm::sys::fs::remove_directories(base);
    return;
  }
  shared = base;
}

LogicalResult
Runner::runReference(ModuleOp reference, const Signature &partSig,
                     std::vector<std::vector<long double>> &expected) {
  StringRef name = referenceEntry.empty() ? StringRef(partSig.entry)
                                          : StringRef(referenceEntry);
  func::FuncOp fn = reference.lookupSymbol<func::FuncOp>(name);
  if (!fn || fn.isExternal()) {
    err() << "--verify: the unpartitioned program has no function @" << name
          << "\n";
    return failure();
  }
  if (fn->hasAttr("cleave.partitioned")) {
    err() << "--verify: @" << name << " in the reference is partitioned\n";
    return failure();
  }
  stripToReference(reference, name);
  Signature sig;
  if (failed(readSignature(fn, sig, /*partitioned=*/false)))
    return failure();
  if (sig.args.size() != partSig.args.size() ||
      sig.results.size() != partSig.results.size()) {
    err() << "--verify: @" << name << " has " << sig.args.size()
          << " arguments and " << sig.results.size() << " results; @"
          << partSig.entry << " has " << partSig.args.size() << " and "
          << partSig.results.size() << "\n";
    return failure();
  }
  for (auto [i, pair] : llvm::enumerate(llvm::zip(sig.args, partSig.args)))
    if (std::get<0>(pair).globalType != std::get<1>(pair).globalType) {
      err() << "--verify: argument " << i << " of the reference has type "
            << std::get<0>(pair).globalType << ", the partitioned program's "
            << "global type is " << std::get<1>(pair).globalType << "\n";
      return failure();
    }
  for (auto [i, pair] :
       llvm::enumerate(llvm::zip(sig.results, partSig.results)))
    if (std::get<0>(pair).globalType != std::get<1>(pair).globalType) {
      err() << "--verify: result " << i << " of the reference has type "
            << std::get<0>(pair).globalType << ", the partitioned program's "
            << "global type is " << std::get<1>(pair).globalType << "\n";
      return failure();
    }
  Program program =
      compile(reference, /*withProfile=*/false, "unpartitioned program");
  if (!program)
    return failure();
  std::vector<HostBuffer> args(sig.args.size());
  for (auto [i, info] : llvm::enumerate(sig.args)) {
    Shard whole;
    whole.offsets.assign(info.localType.getRank(), 0);
    if (failed(fillInput(i, info, whole, args[i])))
      return failure();
  }
  Results results = makeResults(sig);
  if (failed(invoke(program, sig, args, results)))
    return failure();
  expected.resize(sig.results.size());
  for (auto [i, info] : llvm::enumerate(sig.results)) {
    HostBuffer buf;
    readResult(results, i, info, buf);
    expected[i].resize(buf.numElements());
    for (int64_t e = 0; e < buf.numElements(); ++e)
      expected[i][e] = buf.get(e);
  }
  return success();
}

/// Reads a module file: a regular file within the size limit whose nesting
/// the MLIR parser can take; null after reporting why not.
static std::unique_ptr<llvm::MemoryBuffer> readModuleFile(StringRef path) {
  llvm::sys::fs::file_status status;
  if (std::error_code ec = llvm::sys::fs::status(path, status)) {
    err() << "cannot open '" << path << "': " << ec.message() << "\n";
    return nullptr;
  }
  if (!llvm::sys::fs::is_regular_file(status)) {
    err() << "'" << path << "' is not a regular file\n";
    return nullptr;
  }
  uint64_t limit = ::cleave::fileSizeLimit(::cleave::kDefaultMaxInputBytes);
  if (status.getSize() > limit) {
    err() << ::cleave::fileTooLargeMessage(path.str(), limit) << "\n";
    return nullptr;
  }
  auto file = llvm::MemoryBuffer::getFile(path, /*IsText=*/true);
  if (!file) {
    err() << "cannot open '" << path << "': " << file.getError().message()
          << "\n";
    return nullptr;
  }
  std::string error;
  if (!::cleave::checkTextNesting((*file)->getBufferStart(),
                                  (*file)->getBufferSize(), error)) {
    err() << "'" << path << "': " << error << "\n";
    return nullptr;
  }
  return std::move(*file);
}

int Runner::run() {
  // A rank started by a launcher that compiled the program reads the
  // partitioned module (and the --verify reference) the launcher wrote.
  if (!checkOnly)
    if (const char *dir = std::getenv(::cleave::run::kSharedProgramEnv))
      shared = dir;
  if (failed(loadModule()) || failed(prepareEntry()) ||
      failed(partitionOrReadReference()) || failed(checkBackendRuns()) ||
      failed(readSignatureAndMesh()))
    return 1;
  // In the launcher too: a bad file fails once, before mpirun starts.
  if (failed(loadInputs(sig, inputPaths)) ||
      failed(checkOutputs(sig, inputPaths, outputPaths)))
    return 1;
  if (checkOnly)
    return checkAndShare();
  if (profile)
    nameCollectives();
  // Compile before touching MPI: a bad program fails on every rank alike.
  if (failed(loadOrCompile()))
    return 1;
  cleave_rt_init(int64_t(mesh.shape.size()), mesh.shape.data());
  initialized = true;
#ifdef CLEAVE_HAVE_CUDA
  if (onGPU())
    cleave_gpu_profile_enable(profile);
#endif
  worldRank = cleave_rt_rank();
  if (failed(runRepeats()) || failed(assembleResults()))
    return 1;
  int status = printResults();
  if (profile && printProfile())
    status = 1;
  if (verifyOpt && verifyResults())
    status = 1;
  llvm::outs().flush();
  return status;
}

/// Parses and verifies the module (the launcher's copy if there is one),
/// imports TOSA, and finds the entry.
LogicalResult Runner::loadModule() {
  auto file = readModuleFile(
      shared.empty() ? StringRef(inputFile) : StringRef(shared + "/partitioned.mlir"));
  if (!file)
    return failure();
  sourceMgr.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  module = parseSourceFile<ModuleOp>(sourceMgr, &ctx);
  if (!module) {
    err() << "cannot parse '" << inputFile << "'\n";
    return failure();
  }
  if (failed(mlir::verify(module->getOperation()))) {
    err() << "'" << inputFile << "' does not verify\n";
    return failure();
  }
  // A TOSA model is imported first (cleave-import), so the partitioned
  // program and the --verify reference are both linalg.
  bool hasTosa = false;
  module->walk([&](Operation *op) {
    hasTosa |= op->getDialect() &&
               op->getDialect()->getNamespace() == "tosa";
  });
  if (hasTosa) {
    auto pm = PassManager::on<ModuleOp>(&ctx);
    buildImportPipeline(pm);
    if (failed(pm.run(*module))) {
      err() << "cleave-import failed on '" << inputFile << "'\n";
      return failure();
    }
  }
  entry = findEntry(*module, entryName);
  return success(entry != nullptr);
}

/// --steps, and the options that name the entry's arguments and results.
LogicalResult Runner::prepareEntry() {
  // --steps: the launcher's shared program is already the N-step one.
  if (trainSteps.getNumOccurrences() && shared.empty()) {
    if (entry->hasAttr("cleave.partitioned")) {
      err() << "--steps needs an unpartitioned training step; @"
            << entry.getName() << " is partitioned\n";
      return failure();
    }
    FailureOr<func::FuncOp> repeated = repeatStep(entry, trainSteps);
    if (failed(repeated))
      return failure();
    entry = *repeated;
  }
  if (failed(parseIndexedFiles(inputFiles, "input", entry, inputPaths)) ||
      failed(parseIndexedFiles(outputFiles, "output", entry, outputPaths)) ||
      failed(parseFillRanges(entry)))
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
    err() << "cannot parse " << what << "\n";
    return failure();
  }
  return success();
}

/// Keeps the unpartitioned program for --verify, then partitions the entry
/// with --partition-pipeline if it is not partitioned yet.
LogicalResult Runner::partitionOrReadReference() {
  bool hasMesh = !module->getOps<MeshOp>().empty();
  if (!shared.empty()) {
    if (verifyOpt &&
        failed(readReference(shared + "/reference.mlir",
                             "the launcher's reference program")))
      return failure();
  } else if (!entry->hasAttr("cleave.partitioned")) {
    if (verifyOpt)
      reference = module->clone();
    // Without a mesh there is nothing to partition, unless the pipeline
    // was given (cleave-pipeline creates the mesh it needs).
    if ((hasMesh || partitionPipeline.getNumOccurrences()) &&
        !partitionPipeline.empty() && failed(runPartitionPipeline()))
      return failure();
  } else if (verifyOpt) {
    if (!referenceFile.empty()) {
      if (failed(readReference(referenceFile,
                               "the reference '" + referenceFile + "'")))
        return failure();
    } else if (!referenceEntry.empty()) {
      reference = module->clone();
    } else {
      err() << "--verify: @" << entrySym
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
  StringRef inner = StringRef(partitionPipeline).trim();
  if (inner.starts_with("builtin.module(") && inner.ends_with(")"))
    inner = inner.drop_front(strlen("builtin.module(")).drop_back();
  std::string text = ("builtin.module(" + inner + ")").str();
  auto pm = PassManager::on<ModuleOp>(&ctx);
  std::string perr;
  llvm::raw_string_ostream perrs(perr);
  if (failed(parsePassPipeline(inner, pm, perrs))) {
    err() << "@" << entrySym
          << " is not partitioned (no cleave.partitioned) and the "
             "partition pipeline '"
          << text << "' cannot be built: " << perr
          << "\n  (pass an already partitioned module, or "
             "--partition-pipeline=...)\n";
    return failure();
  }
  if (failed(pm.run(*module))) {
    err() << "the partition pipeline '" << text << "' failed\n";
    return failure();
  }
  entry = findEntry(*module, entrySym);
  if (!entry)
    return failure();
  if (printPartitioned && myRank == 0)
    module->print(llvm::errs());
  if (!entry->hasAttr("cleave.partitioned")) {
    err() << "after '" << text << "', @" << entrySym
          << " is still not partitioned\n";
    return failure();
  }
  return success();
}

/// NCCL's point-to-point calls block and match in issue order per peer; a
/// pipeline's sends and receives need the MPI backend's buffered sends and
/// tags.
LogicalResult Runner::checkBackendRuns() {
  const char *be = std::getenv("CLEAVE_RT_BACKEND");
  if (!be || StringRef(be) != "nccl")
    return success();
  bool pointToPoint = false;
  module->walk([&](Operation *op) {
    if (isa<SendOp, RecvOp>(op))
      pointToPoint = true;
  });
  if (!pointToPoint)
    return success();
  err() << "@" << entrySym
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
      err() << "mesh @" << mesh.name << " has more than 15 axes\n";
      return failure();
    }
    mesh.allAxes = 0;
    for (size_t i = 0; i < mesh.shape.size(); ++i)
      mesh.allAxes |= int64_t(i + 1) << (4 * i);
  } else if (!module->getOps<MeshOp>().empty()) {
    err() << "the module has several meshes and the signature of @"
          << entrySym << " names none\n";
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
  if (numProcs > 0 && !mesh.shape.empty() && devices != numProcs) {
    err() << "the mesh @" << mesh.name << " has " << devices
          << " devices but -np is " << numProcs << "\n";
    return 1;
  }
  // Lowering errors too are reported here, once.
  OwningOpRef<ModuleOp> copy = module->clone();
  if (failed(lowerForJit(*copy, profile, "partitioned program")))
    return 1;
  if (shareProgram)
    shareCompiledProgram(*module, reference ? *reference : ModuleOp(), *copy,
                         entrySym);
  return 0;
}

/// --profile's name of each data-moving collective, by position.
void Runner::nameCollectives() {
  for (auto [i, op] : llvm::enumerate(getTrafficCollectives(*module))) {
    std::string s;
    llvm::raw_string_ostream os(s);
    // Point-to-point ops have no result (send) or no operand (recv).
    os << op->getName().getStringRef();
    if (auto peer = op->getAttrOfType<IntegerAttr>("peer"))
      os << (isa<SendOp>(op) ? " to " : " from ") << "peer " << peer.getInt();
    os << " over " << op->getAttr("axes") << " : ";
    Type in = op->getNumOperands() ? op->getOperand(0).getType() : Type();
    Type out = op->getNumResults() ? op->getResult(0).getType() : Type();
    os << (in ? in : out);
    if (in && out && in != out)
      os << " -> " << out;
    if (auto loc = dyn_cast<FileLineColLoc>(op->getLoc()))
      os << "  (line " << loc.getLine() << ")";
    collectiveNames[i] = s;
  }
}

/// The launcher's compiled object if it left one (SharedProgram.h), else
/// the program compiled here.
LogicalResult Runner::loadOrCompile() {
  if (!shared.empty()) {
    std::string object = shared + "/program.o";
    auto loaded = ::cleave::run::LoadedProgram::load(
        object, {{"cleave_profile_record", (void *)&cleave_profile_record}});
    if (loaded) {
      program.loaded = std::move(*loaded);
    } else {
      std::string why = llvm::toString(loaded.takeError());
      if (myRank == 0)
        llvm::errs() << "cleave-run: warning: cannot link the launcher's "
                        "compiled program (" << why
                     << "); compiling it on each rank\n";
    }
  }
  if (!program)
    program = compile(*module, profile, "partitioned program");
  return success(bool(program));
}

/// Calls the entry --repeat times on fresh inputs, timing each call.
LogicalResult Runner::runRepeats() {
  SmallVector<int64_t> coords = coordsOf(worldRank, mesh);
  args = std::vector<HostBuffer>(sig.args.size());
  results = makeResults(sig);
  for (int rep = 0; rep < std::max(1, int(repeat)); ++rep) {
    for (auto [i, info] : llvm::enumerate(sig.args)) {
      std::string what = "argument " + std::to_string(i);
      FailureOr<Shard> shard = shardOf(info, mesh, coords, what);
      if (failed(shard) || failed(fillInput(i, info, *shard, args[i])))
        return failure();
#ifdef CLEAVE_HAVE_CUDA
      // Filled on the host: move to the GPU before the timed call.
      if (onGPU())
        cleave_gpu_prefetch(args[i].data, size_t(args[i].numElements()) *
                                              dtypeSize(args[i].dtype));
#endif
    }
#ifdef CLEAVE_HAVE_CUDA
    if (onGPU())
      cleave_gpu_synchronize();
#endif
    if (profile) {
      std::fill(profileSeconds.begin(), profileSeconds.end(), 0);
      std::fill(profileCalls.begin(), profileCalls.end(), 0);
      profileTimeline.calls.clear();
#ifdef CLEAVE_HAVE_CUDA
      if (onGPU())
        cleave_gpu_profile_reset();
#endif
    }
    // The previous call's results are not read again (the last call's are).
    if (rep > 0 && !onGPU())
      freeResults(results, args);
    cleave_rt_barrier(mesh.allAxes);
    double t0 = cleave_rt_wtime();
    if (failed(invoke(program, sig, args, results)))
      return failure();
    double t1 = cleave_rt_wtime();
    times.push_back(t1 - t0);
    profileTimeline.start = t0;
    profileTimeline.end = t1;
  }
  // The time of a run is its slowest rank's.
  allReduceMax(times, mesh.allAxes);
  return success();
}

/// Every result's global value, gathered from the ranks' shards.
LogicalResult Runner::assembleResults() {
  globals.assign(sig.results.size(), {});
  for (auto [i, info] : llvm::enumerate(sig.results)) {
    HostBuffer local;
    readResult(results, i, info, local);
    if (failed(assemble(info, local, mesh, "result " + std::to_string(i),
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
  if (program.loaded)
    llvm::outs() << ", compiled once for all ranks";
#ifdef CLEAVE_HAVE_CUDA
  if (onGPU())
    llvm::outs() << ", device cuda (" << cleave_gpu_device_name()
                 << "), backend " << cleave_rt_backend();
#endif
  llvm::outs() << "\n";
  for (auto [i, info] : llvm::enumerate(sig.results))
    printSummary(i, info, globals[i]);
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
  int status = 0;
  for (auto &[i, path] : outputPaths) {
    const ValueInfo &info = sig.results[i];
    const char *descr = info.dtype == F64   ? "<f8"
                        : info.dtype == F16 ? "<f2"
                        : info.dtype == I32 ? "<i4"
                        : info.dtype == I64 ? "<i8"
                                            : "<f4";
    std::string e;
    SmallVector<int64_t> shape(info.globalType.getShape());
    if (!::cleave::run::writeNpy(
            path, std::vector<int64_t>(shape.begin(), shape.end()), descr,
            globals[i], e)) {
      llvm::errs() << "cleave-run: error: --output " << i << ": " << e << "\n";
      status = 1;
    } else {
      llvm::outs() << "wrote result " << i << " to " << path << "\n";
    }
  }
  return status;
}

/// --profile: the last run's time per collective (slowest rank, which
/// includes waiting for the slowest peer), and --timeline; 1 if the
/// timeline cannot be written.
int Runner::printProfile() {
  std::vector<double> secs(collectiveNames.size(), 0),
      calls(collectiveNames.size(), 0);
  for (size_t k = 0; k < secs.size() && k < profileSeconds.size(); ++k) {
    secs[k] = profileSeconds[k];
    calls[k] = profileCalls[k];
  }
  allReduceMax(secs, mesh.allAxes);
  if (worldRank == 0) {
    double total = 0;
    llvm::outs() << "profile (last run, max over ranks):\n";
    for (auto &[k, name] : collectiveNames) {
      llvm::outs() << llvm::format("  #%-3lld %10.3f ms %6.0f calls  ",
                                   (long long)k, secs[k] * 1e3, calls[k])
                   << name << "\n";
      total += secs[k];
    }
    llvm::outs() << llvm::format(
        "  collectives %.3f ms of %.3f ms entry time (%.1f%%)\n", total * 1e3,
        times.back() * 1e3,
        times.back() > 0 ? 100 * total / times.back() : 0.0);
  }
  int status = 0;
  if (!timelineOpt.empty() && failed(writeTimeline(collectiveNames, mesh)))
    status = 1;
#ifdef CLEAVE_HAVE_CUDA
  // Kernels and cuBLAS calls of rank 0's last run.
  if (onGPU() && worldRank == 0) {
    llvm::outs().flush();
    cleave_gpu_profile_print("  ");
  }
#endif
  return status;
}

/// --verify: rank 0 runs the unpartitioned program and compares; every rank
/// learns the verdict. 1 on a mismatch.
int Runner::verifyResults() {
  double failedFlag = 0;
  if (worldRank == 0) {
    std::vector<std::vector<long double>> expected;
    if (replicas.mismatches) {
      err() << "verify: " << replicas.first << " (" << replicas.mismatches
            << " replicated elements differ in all)\n";
      failedFlag = 1;
    }
    if (failed(runReference(*reference, sig, expected))) {
      failedFlag = 1;
    } else {
      for (auto [i, info] : llvm::enumerate(sig.results))
        if (!compare(i, info, expected[i], globals[i]))
          failedFlag = 1;
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

/// Checks --device / --backend and exports CLEAVE_RT_BACKEND for the ranks.
/// 0 to go on; 77 (skipped, for test harnesses) when --device cuda finds no
/// usable GPU; 1 on a bad combination.
static int checkDevice() {
  if (deviceOpt != "cpu" && deviceOpt != "cuda") {
    err() << "--device=" << deviceOpt << ": expected cpu or cuda\n";
    return 1;
  }
  std::string backend = backendOpt;
  if (backend.empty())
    backend = onGPU() ? "nccl" : "mpi";
  if (backend != "mpi" && backend != "nccl") {
    err() << "--backend=" << backend << ": expected mpi or nccl\n";
    return 1;
  }
  if (backend == "nccl" && !onGPU()) {
    err() << "--backend=nccl needs --device=cuda (NCCL moves GPU buffers)\n";
    return 1;
  }
  setenv("CLEAVE_RT_BACKEND", backend.c_str(), 1);
  if (!onGPU())
    return 0;
  // MPI moves host memory only: stage GPU (managed) buffers through the
  // runtime's host scratch.
  if (backend == "mpi")
    setenv("CLEAVE_RT_STAGE_HOST", "1", 1);
#ifdef CLEAVE_HAVE_CUDA
  char why[512] = {0};
  if (cleave_gpu_device_count(why, sizeof(why)) <= 0) {
    if (myRank == 0)
      llvm::errs() << "cleave-run: skipped: --device=cuda: no usable CUDA "
                      "device ("
                   << why << ")\n";
    return 77;
  }
  return 0;
#else
  err() << "--device=cuda: this cleave-run was built without CUDA (CUDA, "
           "cuBLAS and NCCL were not all found when it was configured)\n";
  return 1;
#endif
}

/// Refuses option values that would be silently ignored or misread.
static LogicalResult checkOptions() {
  if (numProcs.getNumOccurrences() && numProcs <= 0) {
    err() << "-np must be a positive number of ranks, got " << numProcs
          << "\n";
    return failure();
  }
  if (repeat < 1) {
    err() << "--repeat must be at least 1, got " << repeat << "\n";
    return failure();
  }
  for (auto *opt : {&rtolOpt, &atolOpt})
    if (opt->getNumOccurrences() &&
        (!std::isfinite(double(*opt)) || double(*opt) < 0)) {
      err() << "--" << opt->ArgStr
            << " must be a non-negative finite number, got " << *opt << "\n";
      return failure();
    }
  if (printValues < 0) {
    err() << "--print-values must be non-negative, got " << printValues
          << "\n";
    return failure();
  }
  return success();
}

/// Checks the values of the numeric options before cl parses them: LLVM's
/// own message for `-np abc` has no `error:`. True when all are numbers.
static bool checkNumericArgs(int argc, char **argv) {
  static const std::pair<StringRef, bool> numeric[] = {
      {"np", false},   {"seed", false}, {"repeat", false},
      {"rtol", true},  {"atol", true},  {"print-values", false}};
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

/// Every dialect, extension and translation the tool needs, then the
/// --load-pass-plugin / --load-dialect-plugin plugins.
static LogicalResult buildRegistry(DialectRegistry &registry) {
  registerAllDialects(registry);
  registerAllExtensions(registry);
  registry.insert<CleaveDialect>();
  registerShardingRuleModels(registry);
  // All of them: the GPU pipeline translates kernels (NVVM) inside
  // gpu-module-to-binary and the host's gpu.launch_func / gpu.binary (GPU)
  // when JIT-compiling.
  registerAllToLLVMIRTranslations(registry);
  for (const std::string &path : passPlugins) {
    llvm::Expected<PassPlugin> plugin = PassPlugin::load(path);
    if (!plugin) {
      err() << "cannot load pass plugin '" << path
            << "': " << llvm::toString(plugin.takeError()) << "\n";
      return failure();
    }
    plugin->registerPassRegistryCallbacks();
  }
  for (const std::string &path : dialectPlugins) {
    llvm::Expected<DialectPlugin> plugin = DialectPlugin::load(path);
    if (!plugin) {
      err() << "cannot load dialect plugin '" << path
            << "': " << llvm::toString(plugin.takeError()) << "\n";
      return failure();
    }
    plugin->registerDialectRegistryCallbacks(registry);
  }
  return success();
}

/// Diagnostics from rank 0 only: every rank compiles the same program.
/// Errors go on to MLIR's default handler; remarks (a pass of
/// --partition-pipeline reporting, e.g. a plugin's) are printed here;
/// warnings are dropped (cleave-opt shows them).
static LogicalResult handleDiagnostic(Diagnostic &diag) {
  if (myRank == 0 && diag.getSeverity() == DiagnosticSeverity::Remark) {
    if (auto file = diag.getLocation()->findInstanceOf<FileLineColLoc>())
      llvm::errs() << file.getFilename().getValue() << ":" << file.getLine()
                   << ":" << file.getColumn();
    else
      llvm::errs() << diag.getLocation();
    llvm::errs() << ": remark: " << diag << "\n";
    return success();
  }
  return success(myRank != 0);
}

/// The launcher: checks the program here, once, before starting the ranks,
/// compiles it for them, and runs them under mpirun.
static int launch(MLIRContext &ctx, int argc, char **argv) {
  Runner checker(ctx);
  checker.checkOnly = true;
  if (int status = checker.run())
    return status;
  if (checker.shared.empty())
    unsetenv(::cleave::run::kSharedProgramEnv);
  else
    setenv(::cleave::run::kSharedProgramEnv, checker.shared.c_str(), 1);
  int status =
      ::cleave::run::reexecUnderMpirun(argc, argv, numProcs, mpirunPath);
  if (!checker.shared.empty())
    llvm::sys::fs::remove_directories(checker.shared);
  return status;
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
  myRank = worldRankFromEnv();
  cl::HideUnrelatedOptions(runCategory);
  if (!checkNumericArgs(argc, argv) || !parseCommandLine(argc, argv))
    return 1;
  if (!timelineOpt.empty())
    profile = true;
  if (listDevices)
    return listCudaDevices();
  if (failed(checkOptions()))
    return 1;
  if (int status = checkDevice())
    return status;
  if (failed(parseIntRange()))
    return 1;
  if (jitOptLevel > 3) {
    err() << "--opt-level " << jitOptLevel << " is not in 0..3\n";
    return 1;
  }
  const char *worldSize = std::getenv("OMPI_COMM_WORLD_SIZE");
  bool launcher = !worldSize && numProcs > 0;
  if (worldSize && numProcs > 0 && std::atoi(worldSize) != numProcs) {
    err() << "-np " << numProcs << " but mpirun started " << worldSize
          << " processes\n";
    return 1;
  }
  ::cleave::run::setRunEnv();

  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  registerAllPasses();
  registerCleavePasses();
  registerImportPipeline();
  registerCleaveConversionPasses();
  DialectRegistry registry;
  if (failed(buildRegistry(registry)))
    return 1;
  MLIRContext ctx(registry);
  ctx.loadAllAvailableDialects();
  ScopedDiagnosticHandler quiet(&ctx, handleDiagnostic);

  if (!calibrateFile.empty()) {
    if (launcher)
      return ::cleave::run::reexecUnderMpirun(argc, argv, numProcs, mpirunPath);
    return runCalibration(calibrateFile);
  }
  if (inputFile.empty()) {
    err() << "no input module (pass <module.mlir>, or --calibrate FILE)\n";
    return 1;
  }
  if (launcher)
    return launch(ctx, argc, argv);
  Runner runner(ctx);
  int status = runner.run();
  if (runner.initialized) {
    // A failure on some ranks (e.g. a bad --input only one rank checks)
    // must not leave the others waiting.
    cleave_rt_finalize();
  }
  return status;
}
