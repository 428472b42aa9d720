//===- PrepareForLLVM.cpp - ready a per-device program for lowering -------===//
//
// The last step on tensors before bufferization: decomposes aggregated linalg
// ops (softmax) that convert-linalg-to-loops cannot lower, marks the entry
// points for the C interface, and drops the cleave attributes and mesh
// symbols that have no meaning below this point.
//
//===----------------------------------------------------------------------===//

#include "cleave/Conversion/Passes.h"
#include "cleave/Utils/BatchContractions.h"
#include "cleave/Utils/TensorDecompositions.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

#include "cleave/IR/CleaveDialect.h"
#include "cleave/IR/CleaveOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/Builders.h"

namespace mlir {
namespace cleave {
#define GEN_PASS_DEF_CLEAVEPREPAREFORLLVM
#include "cleave/Conversion/Passes.h.inc"
} // namespace cleave
} // namespace mlir

using namespace mlir;
using namespace mlir::cleave;

/// Removes every `cleave.*` entry from a dictionary of argument or result
/// attributes; returns null when the dictionary ends up empty.
static DictionaryAttr stripCleaveAttrs(DictionaryAttr dict) {
  if (!dict)
    return dict;
  SmallVector<NamedAttribute> kept;
  for (NamedAttribute attr : dict)
    if (!attr.getName().getValue().starts_with("cleave."))
      kept.push_back(attr);
  if (kept.empty())
    return nullptr;
  return DictionaryAttr::get(dict.getContext(), kept);
}

namespace {
struct PrepareForLLVMPass
    : public cleave::impl::CleavePrepareForLLVMBase<PrepareForLLVMPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();

    // Gathers become linalg lookups, scatters loops of insert_slice:
    // upstream bufferizes neither.
    if (failed(decomposeGathers(module)) || failed(decomposeScatters(module)))
      return signalPassFailure();

    // Decompose aggregated ops (linalg.softmax) until none is left: a
    // decomposition may itself produce aggregated ops.
    for (int round = 0; round < 8; ++round) {
      SmallVector<linalg::AggregatedOpInterface> aggregated;
      module.walk([&](linalg::AggregatedOpInterface op) {
        aggregated.push_back(op);
      });
      if (aggregated.empty())
        break;
      for (linalg::AggregatedOpInterface op : aggregated) {
        OpBuilder b(op);
        FailureOr<SmallVector<Value>> results = op.decomposeOperation(b);
        if (failed(results)) {
          op->emitOpError() << "could not be decomposed for lowering";
          return signalPassFailure();
        }
        op->replaceAllUsesWith(*results);
        op->erase();
      }
    }

    // Contractions' contiguous parallel loops merged (fewer, longer loops;
    // cleave-linalg-to-blas takes any grouping of batch, m, n and k).
    collapseBatchContractions(module);

    for (auto fn : module.getOps<func::FuncOp>()) {
      if (!fn.isExternal() && fn.isPublic())
        fn->setAttr("llvm.emit_c_interface", UnitAttr::get(&getContext()));
      for (unsigned i = 0, e = fn.getNumArguments(); i < e; ++i)
        fn.setArgAttrs(i, stripCleaveAttrs(fn.getArgAttrDict(i)));
      for (unsigned i = 0, e = fn.getNumResults(); i < e; ++i)
        fn.setResultAttrs(i, stripCleaveAttrs(fn.getResultAttrDict(i)));
      SmallVector<StringAttr> discardable;
      for (NamedAttribute attr : fn->getDiscardableAttrs())
        if (attr.getName().getValue().starts_with("cleave."))
          discardable.push_back(attr.getName());
      for (StringAttr name : discardable)
        fn->removeAttr(name);
    }

    bool failedAny = false;
    SmallVector<Operation *> meshes;
    module.walk([&](Operation *op) {
      if (isa<MeshOp>(op)) {
        meshes.push_back(op);
        return;
      }
      if (op->getDialect() && isa<CleaveDialect>(op->getDialect())) {
        op->emitOpError() << "is left in the program; lower collectives with "
                             "cleave-collectives-to-calls and partition the "
                             "program before lowering it to LLVM";
        failedAny = true;
      }
      SmallVector<StringAttr> discardable;
      for (NamedAttribute attr : op->getDiscardableAttrs())
        if (attr.getName().getValue().starts_with("cleave."))
          discardable.push_back(attr.getName());
      for (StringAttr name : discardable)
        op->removeAttr(name);
    });
    if (failedAny)
      return signalPassFailure();
    for (Operation *mesh : meshes)
      mesh->erase();
  }
};
} // namespace
