//===- CollectiveReport.cpp - a pass plugin for cleave-opt ----------------===//
//
// `example-collective-report`: on a partitioned module, one remark per
// collective (its kind, the mesh axes it spans, the bytes each device sends
// into it) and one remark per function with the totals. It uses Cleave's
// cost-model API (cleave/Analysis/CostModel.h) and is loaded with
// `cleave-opt --load-pass-plugin`.
//
//===----------------------------------------------------------------------===//

#include "cleave/Analysis/CostModel.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Tools/Plugins/PassPlugin.h"
#include "llvm/Config/llvm-config.h"

using namespace mlir;

namespace {
struct CollectiveReportPass
    : PassWrapper<CollectiveReportPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(CollectiveReportPass)

  StringRef getArgument() const final { return "example-collective-report"; }
  StringRef getDescription() const final {
    return "Emit a remark per collective of a partitioned module (an "
           "example pass plugin)";
  }

  void runOnOperation() override {
    for (auto fn : getOperation().getOps<func::FuncOp>()) {
      int64_t count = 0, bytes = 0;
      fn.walk([&](Operation *op) {
        std::optional<cleave::CollectiveKind> kind =
            cleave::getCollectiveKind(op);
        if (!kind)
          return;
        int64_t n = cleave::getCollectiveBufferBytes(op);
        ++count;
        bytes += n;
        auto axes = op->getAttrOfType<ArrayAttr>("axes");
        InFlightDiagnostic remark = op->emitRemark();
        remark << cleave::stringifyCollectiveKind(*kind);
        if (axes)
          remark << " over " << axes;
        remark << ": " << n << " bytes per device";
      });
      fn.emitRemark() << "@" << fn.getSymName() << ": " << count
                      << " collectives, " << bytes << " bytes per device";
    }
  }
};
} // namespace

extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "CollectiveReport", LLVM_VERSION_STRING,
          [] { PassRegistration<CollectiveReportPass>(); }};
}
