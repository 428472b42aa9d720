//===- VerifyShardings.cpp - every tensor value has a sharding ------------===//
//
// Reports tensor values that carry no sharding: function arguments, function
// results and op results.
//
//===----------------------------------------------------------------------===//

#include "cleave/Transforms/Passes.h"

#include "cleave/IR/CleaveOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"

using namespace mlir;
using namespace mlir::cleave;

namespace mlir {
namespace cleave {
#define GEN_PASS_DEF_CLEAVEVERIFYSHARDINGS
#include "cleave/Transforms/Passes.h.inc"
} // namespace cleave
} // namespace mlir

namespace {
struct VerifyShardingsPass
    : cleave::impl::CleaveVerifyShardingsBase<VerifyShardingsPass> {
  void runOnOperation() override {
    bool failedAny = false;
    getOperation().walk([&](func::FuncOp fn) {
      if (fn.isDeclaration())
        return;
      for (unsigned i = 0, e = fn.getNumArguments(); i < e; ++i) {
        if (!isa<RankedTensorType>(fn.getArgumentTypes()[i]))
          continue;
        ++numChecked;
        if (!getArgSharding(fn, i)) {
          fn.emitError() << "argument #" << i << " of @" << fn.getSymName()
                         << " has no sharding";
          failedAny = true;
        }
      }
      for (unsigned i = 0, e = fn.getNumResults(); i < e; ++i) {
        if (!isa<RankedTensorType>(fn.getResultTypes()[i]))
          continue;
        ++numChecked;
        if (!getFuncResultSharding(fn, i)) {
          fn.emitError() << "result #" << i << " of @" << fn.getSymName()
                         << " has no sharding";
          failedAny = true;
        }
      }
      fn.walk([&](Operation *op) {
        if (isa<ConstraintOp>(op))
          return;
        SmallVector<ShardingAttr> shardings = getResultShardings(op);
        for (auto [i, result] : llvm::enumerate(op->getResults())) {
          if (!isa<RankedTensorType>(result.getType()))
            continue;
          ++numChecked;
          if (!shardings[i]) {
            op->emitError() << "result #" << i << " has no sharding";
            failedAny = true;
          }
        }
      });
    });
    if (failedAny)
      signalPassFailure();
  }
};
} // namespace
