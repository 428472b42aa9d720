//===- PrepareForLLVM.cpp - ready a per-device program for lowering -------===//
//
// The last step on tensors before bufferization: decomposes aggregated linalg
// ops (softmax) that convert-linalg-to-loops cannot lower, marks the entry
// points for the C interface, and drops the cleave attributes and mesh
// symbols that have no meaning below this point.
//
//===----------------------------------------------------------------------===//

#include "cleave/Analysis/CostModel.h"
#include "cleave/Conversion/Passes.h"
#include "cleave/Utils/BatchContractions.h"
#include "cleave/Utils/TensorDecompositions.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

#include "cleave/IR/CleaveDialect.h"
#include "cleave/IR/CleaveOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/IR/PatternMatch.h"
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

/// Folds each transpose isFoldedTranspose accepts into its users: a user
/// (generalized to a linalg.generic if it is a named op) reads the
/// transpose's input through the composed map instead, and the transpose,
/// left without users, is erased. T[out(l)] = src[in(l)] gives
/// T[j] = src[in(out^-1(j))], so a user map m becomes in o out^-1 o m.
static void foldTransposes(ModuleOp module) {
  IRRewriter rewriter(module.getContext());
  // First every user becomes a generic (users that are transposes
  // themselves included), so that no op of the list below is replaced.
  SetVector<Operation *> named;
  module.walk([&](linalg::LinalgOp op) {
    if (isFoldedTranspose(op))
      for (Operation *user : op->getResult(0).getUsers())
        if (!isa<linalg::GenericOp>(user))
          named.insert(user);
  });
  for (Operation *user : named) {
    rewriter.setInsertionPoint(user);
    (void)linalg::generalizeNamedOp(rewriter, cast<linalg::LinalgOp>(user));
  }
  SmallVector<linalg::LinalgOp> transposes;
  module.walk([&](linalg::LinalgOp op) {
    if (isFoldedTranspose(op))
      transposes.push_back(op);
  });
  for (linalg::LinalgOp op : transposes) {
    SmallVector<AffineMap> maps = op.getIndexingMapsArray();
    AffineMap read = maps[0].compose(inversePermutation(maps[1]));
    Value transposed = op->getResult(0);
    Value source = op.getDpsInputs()[0];
    SetVector<Operation *> users;
    for (Operation *user : transposed.getUsers())
      users.insert(user);
    for (Operation *userOp : users) {
      auto user = dyn_cast<linalg::GenericOp>(userOp);
      if (!user)
        continue; // a named op generalizeNamedOp did not take
      SmallVector<AffineMap> userMaps = user.getIndexingMapsArray();
      for (OpOperand &operand : user->getOpOperands()) {
        if (operand.get() != transposed || !user.isDpsInput(&operand))
          continue;
        unsigned i = operand.getOperandNumber();
        userMaps[i] = read.compose(userMaps[i]);
        operand.set(source);
      }
      user.setIndexingMapsAttr(rewriter.getAffineMapArrayAttr(userMaps));
    }
    if (transposed.use_empty())
      rewriter.eraseOp(op);
  }
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
    // Scans become loops along their dim, sorts sorting networks.
    if (failed(decomposeScansAndSorts(module)))
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

    // Transposes read through their users' maps (what the cost model
    // prices as free: isFoldedTranspose).
    foldTransposes(module);

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
