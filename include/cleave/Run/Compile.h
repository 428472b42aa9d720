//===- Compile.h - lowering and JIT-compiling a program ---------*- C++ -*-===//
//
// The lowering of --device (cleave-lower-to-llvm, or cleave-lower-to-gpu),
// the JIT of --opt-level / --unroll, and calling the compiled entry: the
// argument descriptors in, the result descriptors out.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_RUN_COMPILE_H
#define CLEAVE_RUN_COMPILE_H

#include "cleave/Run/RunOptions.h"
#include "cleave/Run/SharedProgram.h"
#include "cleave/Run/Signature.h"

#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/Pass/PassManager.h"

#include <functional>
#include <memory>

namespace cleave::run {

/// A program ready to call: JIT-compiled by this process, or the
/// launcher's object linked in (SharedProgram.h).
struct Program {
  std::unique_ptr<mlir::ExecutionEngine> engine;
  std::unique_ptr<LoadedProgram> loaded;
  explicit operator bool() const { return engine || loaded; }
  llvm::Error invokePacked(llvm::StringRef name,
                           llvm::MutableArrayRef<void *> args) {
    if (loaded)
      return loaded->invokePacked(name, args);
    return engine->invokePacked(name, args);
  }
};

/// Lowers and JIT-compiles modules as the options say (--device, --blas,
/// --gpu-loops-on-cpu, --opt-level, --unroll).
class JitCompiler {
public:
  explicit JitCompiler(const RunOptions &options);

  /// The lowering pipeline of --device.
  void buildLowering(mlir::OpPassManager &pm, bool withProfile) const;
  /// Lowers `module` to the LLVM dialect (what the JIT translates); `what`
  /// names the program in messages.
  mlir::LogicalResult lower(mlir::ModuleOp module, bool withProfile,
                            llvm::StringRef what) const;
  /// An execution engine for a module `lower` made; with `objectDump` it
  /// keeps the object code (SharedProgram.h).
  std::unique_ptr<mlir::ExecutionEngine>
  createEngine(mlir::ModuleOp lowered, llvm::StringRef what,
               bool objectDump = false) const;
  /// Lowers `module` and JIT-compiles it; empty after reporting a failure.
  Program compile(mlir::ModuleOp module, bool withProfile,
                  llvm::StringRef what) const;

  /// The launcher compiles the partitioned program once for the ranks
  /// (SharedProgram.h): the directory holding it, or empty when it cannot
  /// (then every rank compiles it itself). `reference`, if any, is written
  /// for the ranks' --verify.
  std::string shareCompiledProgram(mlir::ModuleOp partitioned,
                                   mlir::ModuleOp reference,
                                   mlir::ModuleOp lowered,
                                   llvm::StringRef entry) const;

private:
  bool gpu, blas, gpuLoops, profileOps;
  unsigned optLevel;
  std::function<llvm::Error(llvm::Module *)> transformer;
};

/// Result descriptors as the C interface returns them: one ranked
/// descriptor per result, concatenated (all fields are 8 bytes).
struct Results {
  std::vector<int64_t> words;
  llvm::SmallVector<size_t> offsets;
};

Results makeResults(const Signature &sig);

/// Frees the result buffers a call left in `results` (the program mallocs
/// them and hands them over), so that the next call reuses those pages.
void freeResults(Results &results, const std::vector<HostBuffer> &args);

/// Calls `_mlir_ciface_<entry>` with `args`; results land in `results`.
mlir::LogicalResult invoke(Program &program, const Signature &sig,
                           std::vector<HostBuffer> &args, Results &results);

/// Copies result `i` (any strides) into a contiguous host buffer.
void readResult(const Results &results, unsigned i, const ValueInfo &info,
                HostBuffer &out);

} // namespace cleave::run

#endif // CLEAVE_RUN_COMPILE_H
