//===- FuzzMLIR.h - shared setup of the MLIR libFuzzer targets -*- C++ -*-===//
//
// One MLIRContext for the whole fuzzing run with every dialect cleave-opt
// knows (cleave included, with its sharding-rule models), multithreading off
// and a diagnostic handler that swallows errors: malformed input must end in
// a diagnostic, never a crash, and only crashes interest the fuzzer.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_FUZZ_FUZZMLIR_H
#define CLEAVE_FUZZ_FUZZMLIR_H

#include "Cleave/IR/CleaveDialect.h"
#include "Cleave/IR/CleaveInterfaces.h"
#include "cleave/Transforms/Passes.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/SourceMgr.h"

namespace cleave_fuzz {

inline mlir::MLIRContext &context() {
  static mlir::MLIRContext *ctx = [] {
    mlir::DialectRegistry registry;
    mlir::registerAllDialects(registry);
    mlir::registerAllExtensions(registry);
    registry.insert<mlir::cleave::CleaveDialect>();
    mlir::cleave::registerShardingRuleModels(registry);
    auto *c = new mlir::MLIRContext(registry,
                                    mlir::MLIRContext::Threading::DISABLED);
    c->loadAllAvailableDialects();
    c->getDiagEngine().registerHandler(
        [](mlir::Diagnostic &) { return mlir::success(); });
    return c;
  }();
  return *ctx;
}

/// Parses (and verifies) `data` as a module; null on any error.
inline mlir::OwningOpRef<mlir::ModuleOp> parse(const uint8_t *data,
                                                size_t size) {
  llvm::StringRef text(reinterpret_cast<const char *>(data), size);
  return mlir::parseSourceString<mlir::ModuleOp>(text, &context());
}

} // namespace cleave_fuzz

#endif // CLEAVE_FUZZ_FUZZMLIR_H
