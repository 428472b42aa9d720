//===- FuzzParse.cpp - libFuzzer: parse + verify cleave IR ----------------===//
//
// Feeds the bytes to the MLIR parser as a module with the cleave dialect
// registered: cleave.mesh, #cleave.sharding, cleave.constraint and the
// collectives are parsed and verified; the module is then printed and parsed
// again (a printed module must round-trip). Errors are fine; crashes and
// sanitizer reports are not.
//
//===----------------------------------------------------------------------===//

#include "FuzzMLIR.h"

#include "llvm/Support/raw_ostream.h"

#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  mlir::OwningOpRef<mlir::ModuleOp> module = cleave_fuzz::parse(data, size);
  if (!module)
    return 0;
  std::string printed;
  llvm::raw_string_ostream os(printed);
  module->print(os);
  mlir::OwningOpRef<mlir::ModuleOp> again = cleave_fuzz::parse(
      reinterpret_cast<const uint8_t *>(printed.data()), printed.size());
  if (!again) {
    llvm::errs() << "cleave-fuzz-parse: the printed module does not parse:\n"
                 << printed << "\n";
    abort();
  }
  return 0;
}
