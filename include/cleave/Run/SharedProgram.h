//===- SharedProgram.h - the partitioned program compiled once --*- C++ -*-===//
//
// Every rank runs the same SPMD program, so the launcher compiles it once:
// it writes the partitioned module (for each rank's signature and shards)
// and the object file the JIT made of it into a temporary directory, named
// to the ranks by CLEAVE_RUN_SHARED. Each rank links the object into its
// own ORC JIT, with symbols resolved in the process as
// mlir::ExecutionEngine does, instead of lowering and JIT-compiling the
// program itself (the cost that grew with -np). A rank that cannot load the
// object compiles the partitioned module as before.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_RUN_SHAREDPROGRAM_H
#define CLEAVE_RUN_SHAREDPROGRAM_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <memory>
#include <utility>

namespace llvm::orc {
class LLJIT;
} // namespace llvm::orc

namespace cleave::run {

/// The environment variable naming the launcher's directory to the ranks
/// mpirun starts: the launcher's protocol with its ranks, not a switch (a
/// rank reads it; the launcher sets or clears it before starting mpirun).
constexpr const char *kSharedProgramEnv = "CLEAVE_RUN_SHARED";

/// An object file linked into a JIT of its own.
class LoadedProgram {
public:
  /// Links `objectPath`; `symbols` are defined first (name, address), the
  /// rest is resolved in this process.
  static llvm::Expected<std::unique_ptr<LoadedProgram>>
  load(llvm::StringRef objectPath,
       llvm::ArrayRef<std::pair<llvm::StringRef, void *>> symbols);
  ~LoadedProgram();

  /// Calls the packed wrapper of `name` (`_mlir_<name>`, as
  /// ExecutionEngine::invokePacked does).
  llvm::Error invokePacked(llvm::StringRef name,
                           llvm::MutableArrayRef<void *> args);

private:
  LoadedProgram() = default;
  std::unique_ptr<llvm::orc::LLJIT> jit;
};

} // namespace cleave::run

#endif // CLEAVE_RUN_SHAREDPROGRAM_H
