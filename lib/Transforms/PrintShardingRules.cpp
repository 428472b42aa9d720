//===- PrintShardingRules.cpp - show each op's factors --------------------===//
//
// Emits every op's sharding rule as a remark, for tests and for users who
// want to see how an op will be sharded.
//
//===----------------------------------------------------------------------===//

#include "cleave/Transforms/Passes.h"

#include "Cleave/IR/CleaveInterfaces.h"
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
    getOperation().walk([](Operation *op) {
      bool touchesTensors =
          llvm::any_of(op->getOperandTypes(), llvm::IsaPred<RankedTensorType>) ||
          llvm::any_of(op->getResultTypes(), llvm::IsaPred<RankedTensorType>);
      if (!touchesTensors)
        return;
      FailureOr<ShardingRule> rule = getShardingRule(op);
      if (failed(rule)) {
        op->emitRemark() << "no sharding rule";
        return;
      }
      std::string text;
      llvm::raw_string_ostream os(text);
      rule->print(os);
      op->emitRemark() << text;
    });
  }
};
} // namespace
