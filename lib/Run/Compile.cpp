//===- Compile.cpp - lowering and JIT-compiling a program -----------------===//

#include "cleave/Run/Compile.h"

#include "Report.h"
#include "cleave/Conversion/Passes.h"
#include "cleave/Run/Profile.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "llvm/ExecutionEngine/Orc/Mangling.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/FileSystem.h"

namespace cleave::run {

using namespace mlir;
using namespace mlir::cleave;

/// The lowering of --device: cleave-lower-to-llvm or cleave-lower-to-gpu.
void JitCompiler::buildLowering(OpPassManager &pm, bool withProfile) const {
  if (gpu) {
    LowerToGPUOptions options;
    options.cublas = blas;
    options.profile = withProfile;
    buildLowerToGPUPipeline(pm, options);
    return;
  }
  LowerToLLVMOptions options;
  options.blas = blas;
  options.profile = withProfile;
  options.profileOps = withProfile && profileOps;
  options.gpuLoops = gpuLoops;
  buildLowerToLLVMPipeline(pm, options);
}

/// Lowers `module` to the LLVM dialect (what the JIT translates).
LogicalResult JitCompiler::lower(ModuleOp module, bool withProfile,
                                 StringRef what) const {
  PassManager pm(module.getContext());
  buildLowering(pm, withProfile);
  if (failed(pm.run(module))) {
    runError() << "lowering the " << what << " to LLVM failed\n";
    return failure();
  }
  // Left for the JIT's translation: LLVM, plus the kernel launches and the
  // PTX binaries of the GPU pipeline.
  Operation *bad = nullptr;
  module.walk([&](Operation *op) {
    if (!bad && !isa<ModuleOp>(op) &&
        !isa<LLVM::LLVMDialect>(op->getDialect()) &&
        !(gpu && isa<gpu::BinaryOp, gpu::LaunchFuncOp>(op)))
      bad = op;
  });
  if (bad) {
    if (processRank() == 0)
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
static std::function<llvm::Error(llvm::Module *)>
makeTransformer(unsigned level, bool unroll) {
  if (unroll || level == 0)
    return makeOptimizingTransformer(level, 0, nullptr);
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
JitCompiler::JitCompiler(const RunOptions &options)
    : gpu(options.onGPU()), blas(options.blas), gpuLoops(options.gpuLoopsOnCpu),
      profileOps(options.profileOps),
      optLevel(options.optLevel),
      transformer(makeTransformer(options.optLevel, options.unroll)) {}

std::unique_ptr<ExecutionEngine>
JitCompiler::createEngine(ModuleOp lowered, StringRef what,
                          bool objectDump) const {
  // --opt-level: LLVM's -O3 spends most of a model's compile time fully
  // unrolling its static loops (GPT-2 from the zoo: ~30 s of 32 at -O3,
  // 1.7 s with unrolling off); without --unroll the pipeline of the level
  // runs with LLVM's loop unrolling off.
  ExecutionEngineOptions eo;
  eo.transformer = transformer;
  eo.enableObjectDump = objectDump;
  eo.jitCodeGenOptLevel = optLevel == 0   ? llvm::CodeGenOptLevel::None
                          : optLevel == 1 ? llvm::CodeGenOptLevel::Less
                          : optLevel == 2 ? llvm::CodeGenOptLevel::Default
                                          : llvm::CodeGenOptLevel::Aggressive;
  auto engine = ExecutionEngine::create(lowered, eo);
  if (!engine) {
    std::string msg = llvm::toString(engine.takeError());
    runError() << "JIT compilation of the " << what << " failed: " << msg
               << "\n";
    return nullptr;
  }
  (*engine)->registerSymbols([](llvm::orc::MangleAndInterner interner) {
    llvm::orc::SymbolMap map;
    map[interner("cleave_profile_record")] = {
        llvm::orc::ExecutorAddr::fromPtr(&cleave_profile_record),
        llvm::JITSymbolFlags::Exported};
    map[interner("cleave_profile_record_started")] = {
        llvm::orc::ExecutorAddr::fromPtr(&cleave_profile_record_started),
        llvm::JITSymbolFlags::Exported};
    return map;
  });
  (*engine)->initialize();
  return std::move(*engine);
}

/// Lowers `module` and JIT-compiles it.
Program JitCompiler::compile(ModuleOp module, bool withProfile,
                             StringRef what) const {
  Program program;
  if (succeeded(lower(module, withProfile, what)))
    program.engine = createEngine(module, what);
  return program;
}

Results makeResults(const Signature &sig) {
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
void freeResults(Results &results, const std::vector<HostBuffer> &args) {
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
LogicalResult invoke(Program &program, const Signature &sig,
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
  llvm::Error e = program.invokePacked("_mlir_ciface_" + sig.entry, packed);
  if (e) {
    runError() << "invoking @" << sig.entry
               << " failed: " << llvm::toString(std::move(e)) << "\n";
    return failure();
  }
  return success();
}

/// Copies result `i` (any strides) into a contiguous host buffer.
void readResult(const Results &results, unsigned i, const ValueInfo &info,
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
std::string JitCompiler::shareCompiledProgram(ModuleOp partitioned,
                                              ModuleOp reference,
                                              ModuleOp lowered,
                                              StringRef entry) const {
  // GPU programs load their kernels in static initializers: not shared.
  if (gpu || !lowered.getOps<LLVM::GlobalCtorsOp>().empty())
    return "";
  SmallString<128> dir;
  if (llvm::sys::fs::createUniqueDirectory("cleave-run", dir))
    return "";
  std::string base = dir.str().str();
  // With locations, so the ranks' messages and --profile name the lines of
  // the user's file.
  OpPrintingFlags flags;
  flags.enableDebugInfo(/*enable=*/true, /*prettyForm=*/false);
  bool ok = writeText(base + "/partitioned.mlir",
                      [&](raw_ostream &os) { partitioned->print(os, flags); });
  if (ok && reference)
    ok = writeText(base + "/reference.mlir",
                   [&](raw_ostream &os) { reference->print(os, flags); });
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
    return "";
  }
  return base;
}

} // namespace cleave::run
