//===- LocalFormTest.cpp - a local form's checks, unit-tested -------------===//
//
// `buildLocalOp` (cleave/IR/LocalForm.h) asks an op's
// ShardingRuleOpInterface for its per-device form and checks what comes
// back: a plugin whose local form has the wrong result count or types gets
// an error naming the op, not a program that is silently wrong. The op
// here is arith.addf with a test-only model (the unit test registers no
// Cleave rule models), whose local form is correct or broken on demand.
//
//===----------------------------------------------------------------------===//

#include "cleave/IR/CleaveDialect.h"
#include "cleave/IR/CleaveInterfaces.h"
#include "cleave/IR/LocalForm.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::cleave;

namespace {

enum class Form { Correct, GlobalTypes, NoOp, Failure };
Form form = Form::Correct;

/// arith.addf on [8] tensors: one parallel factor; the local form as
/// `form` says.
struct TestAddModel
    : public ShardingRuleOpInterface::ExternalModel<TestAddModel,
                                                    arith::AddFOp> {
  FailureOr<ShardingRule> getShardingRule(Operation *op) const {
    ShardingRule rule;
    unsigned f = rule.addFactor(8, FactorKind::Parallel);
    rule.operands = {{{f}}, {{f}}};
    rule.results = {{{f}}};
    return rule;
  }
  FailureOr<Operation *> buildLocalOp(Operation *op, OpBuilder &b,
                                      const LocalFormContext &context) const {
    switch (form) {
    case Form::Correct:
      return cloneOnLocalTypes(op, b, context);
    case Form::GlobalTypes: // the op cloned on its global operands
      return b.clone(*op);
    case Form::NoOp:
      return static_cast<Operation *>(nullptr);
    case Form::Failure:
      return op->emitError("cannot build this local form");
    }
    return failure();
  }
};

class LocalFormTest : public ::testing::Test {
protected:
  void SetUp() override {
    DialectRegistry registry;
    registry.insert<CleaveDialect, arith::ArithDialect, func::FuncDialect>();
    registry.addExtension(+[](MLIRContext *ctx, arith::ArithDialect *) {
      arith::AddFOp::attachInterface<TestAddModel>(*ctx);
    });
    ctx.appendDialectRegistry(registry);
    ctx.loadAllAvailableDialects();
    module = parseSourceString<ModuleOp>(R"mlir(
      cleave.mesh @mesh = <["x"=2]>
      func.func @f(%a: tensor<8xf32>, %b: tensor<8xf32>,
                   %la: tensor<4xf32>, %lb: tensor<4xf32>) -> tensor<8xf32> {
        %0 = arith.addf %a, %b : tensor<8xf32>
        return %0 : tensor<8xf32>
      }
    )mlir",
                                         &ctx);
    ASSERT_TRUE(module);
    auto fn = cast<func::FuncOp>(module->lookupSymbol("f"));
    add = &*fn.getBody().front().begin();
    mesh = cast<MeshOp>(module->lookupSymbol("mesh"));
    localOperands = {fn.getArgument(2), fn.getArgument(3)};
    localTypes = {RankedTensorType::get({4}, Float32Type::get(&ctx))};
  }

  /// The local form of the addf with its factor split over "x", and the
  /// first error it reported.
  FailureOr<Operation *> build(std::string &error) {
    auto iface = cast<ShardingRuleOpInterface>(add);
    FailureOr<ShardingRule> rule = iface.getShardingRule();
    EXPECT_TRUE(succeeded(rule));
    FactorAssignment assignment(*rule, {2});
    assignment.setAxes(0, {0});
    IRMapping mapping;
    LocalFormContext context{assignment, mesh,       localOperands, {},
                             {},         localTypes, mapping};
    ScopedDiagnosticHandler handler(&ctx, [&](Diagnostic &d) {
      if (error.empty())
        error = d.str();
      return success();
    });
    OpBuilder b(add);
    return buildLocalOp(add, b, context);
  }

  MLIRContext ctx;
  OwningOpRef<ModuleOp> module;
  Operation *add = nullptr;
  MeshOp mesh;
  SmallVector<Value> localOperands;
  SmallVector<Type> localTypes;
};

TEST_F(LocalFormTest, CorrectFormIsKept) {
  form = Form::Correct;
  std::string error;
  FailureOr<Operation *> local = build(error);
  ASSERT_TRUE(succeeded(local));
  EXPECT_TRUE(error.empty());
  EXPECT_EQ((*local)->getResult(0).getType(), localTypes[0]);
  EXPECT_EQ((*local)->getOperand(0), localOperands[0]);
}

TEST_F(LocalFormTest, WrongResultTypeIsAnError) {
  form = Form::GlobalTypes;
  std::string error;
  EXPECT_TRUE(failed(build(error)));
  EXPECT_EQ(error, "the local form of this op gives a result of type "
                   "'tensor<8xf32>' where the sharding needs 'tensor<4xf32>'");
}

TEST_F(LocalFormTest, MissingOpIsAnError) {
  form = Form::NoOp;
  std::string error;
  EXPECT_TRUE(failed(build(error)));
  EXPECT_EQ(error, "the local form of this op has 0 results, the op 1");
}

TEST_F(LocalFormTest, ModelFailureIsPassedOn) {
  form = Form::Failure;
  std::string error;
  EXPECT_TRUE(failed(build(error)));
  EXPECT_EQ(error, "cannot build this local form");
}

} // namespace
