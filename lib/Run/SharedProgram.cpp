//===- SharedProgram.cpp - the partitioned program compiled once ----------===//
//
// See SharedProgram.h.
//
//===----------------------------------------------------------------------===//

#include "cleave/Run/SharedProgram.h"

#include "llvm/ExecutionEngine/Orc/AbsoluteSymbols.h"
#include "llvm/ExecutionEngine/Orc/ExecutionUtils.h"
#include "llvm/ExecutionEngine/Orc/LLJIT.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace cleave::run;

LoadedProgram::~LoadedProgram() = default;

llvm::Expected<std::unique_ptr<LoadedProgram>> LoadedProgram::load(
    llvm::StringRef objectPath,
    llvm::ArrayRef<std::pair<llvm::StringRef, void *>> symbols) {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> object =
      llvm::MemoryBuffer::getFile(objectPath);
  if (!object)
    return llvm::createStringError(object.getError(), "cannot read '%s': %s",
                                   objectPath.str().c_str(),
                                   object.getError().message().c_str());
  auto jit = llvm::orc::LLJITBuilder().create();
  if (!jit)
    return jit.takeError();
  llvm::orc::JITDylib &main = (*jit)->getMainJITDylib();
  auto process = llvm::orc::DynamicLibrarySearchGenerator::GetForCurrentProcess(
      (*jit)->getDataLayout().getGlobalPrefix());
  if (!process)
    return process.takeError();
  main.addGenerator(std::move(*process));
  llvm::orc::SymbolMap defined;
  for (auto &[name, address] : symbols)
    defined[(*jit)->mangleAndIntern(name)] = {
        llvm::orc::ExecutorAddr::fromPtr(address),
        llvm::JITSymbolFlags::Exported};
  if (!defined.empty())
    if (llvm::Error e = main.define(llvm::orc::absoluteSymbols(defined)))
      return std::move(e);
  if (llvm::Error e = (*jit)->addObjectFile(std::move(*object)))
    return std::move(e);
  // Static initializers, if the object has any (the CPU lowering makes
  // none; GPU programs, whose module loading is one, are not shared).
  if (llvm::Error e = (*jit)->initialize(main))
    return std::move(e);
  std::unique_ptr<LoadedProgram> program(new LoadedProgram());
  program->jit = std::move(*jit);
  return program;
}

llvm::Error LoadedProgram::invokePacked(llvm::StringRef name,
                                        llvm::MutableArrayRef<void *> args) {
  auto address = jit->lookup(("_mlir_" + name).str());
  if (!address)
    return address.takeError();
  auto fn = address->toPtr<void (*)(void **)>();
  fn(args.data());
  return llvm::Error::success();
}
