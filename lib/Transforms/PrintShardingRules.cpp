//===- PrintShardingRules.cpp - show each op's factors --------------------===//
//
// Emits every op's sharding rule as a remark, for tests and for users who
// want to see how an op will be sharded.
//
//===----------------------------------------------------------------------===//

#include "cleave/Transforms/Passes.h"

#include "cleave/IR/CleaveInterfaces.h"
#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;
using namespace mlir::cleave;

namespace mlir {
namespace cleave {
#define GEN_PASS_DEF_CLEAVEPRINTSHARDINGRULES
#include "cleave/Transforms/Passes.h.inc"
} // namespace cleave
} // namespace mlir

namespace {
struct PrintShardingRulesPass
    : cleave::impl::CleavePrintShardingRulesBase<PrintShardingRulesPass> {
  void runOnOperation() override {
    getOperation().walk<WalkOrder::PreOrder>([](Operation *op) {
      // A linalg body is part of its op's rule (its captured tables).
      if (isa_and_nonnull<linalg::LinalgOp>(op->getParentOp()))
        return WalkResult::skip();
      bool touchesTensors =
          llvm::any_of(op->getOperandTypes(), llvm::IsaPred<RankedTensorType>) ||
          llvm::any_of(op->getResultTypes(), llvm::IsaPred<RankedTensorType>);
      if (!touchesTensors)
        return WalkResult::advance();
      FailureOr<ShardingRule> rule = getShardingRule(op);
      if (failed(rule)) {
        op->emitRemark() << "no sharding rule";
        return WalkResult::advance();
      }
      std::string text;
      llvm::raw_string_ostream os(text);
      rule->print(os);
      op->emitRemark() << text;
      return WalkResult::advance();
    });
  }
};
} // namespace
