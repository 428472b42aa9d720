//===- main.cpp - build, shard and partition a module from C++ ------------===//
//
// Builds, with MLIR's and Cleave's builder API, a 2x2 mesh and a two-layer
// MLP whose input is split over "data" and whose weights are split
// Megatron-style over "model"; runs cleave-propagate, cleave-partition and
// cleave-optimize-collectives; prints the per-device module.
//
//   build-and-partition [--batch N]
//
//===----------------------------------------------------------------------===//

#include "cleave/IR/CleaveDialect.h"
#include "cleave/IR/CleaveInterfaces.h"
#include "cleave/IR/CleaveOps.h"
#include "cleave/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::cleave;

static llvm::cl::opt<int64_t> batch("batch", llvm::cl::desc("batch size"),
                                    llvm::cl::init(8));

/// #cleave.sharding<@mesh, [{axes of dim 0}, {axes of dim 1}, ...]>
static ShardingAttr sharding(MLIRContext *ctx,
                             ArrayRef<ArrayRef<StringRef>> dims) {
  SmallVector<DimShardingAttr> out;
  for (ArrayRef<StringRef> axes : dims) {
    SmallVector<StringAttr> names;
    for (StringRef a : axes)
      names.push_back(StringAttr::get(ctx, a));
    out.push_back(DimShardingAttr::get(ctx, names, /*closed=*/true,
                                       std::nullopt));
  }
  return ShardingAttr::get(FlatSymbolRefAttr::get(ctx, "mesh"), out);
}

/// C = A B on tensors, with a zero-filled init.
static Value matmul(OpBuilder &b, Location loc, Value lhs, Value rhs) {
  auto lt = cast<RankedTensorType>(lhs.getType());
  auto rt = cast<RankedTensorType>(rhs.getType());
  auto type = RankedTensorType::get({lt.getDimSize(0), rt.getDimSize(1)},
                                    lt.getElementType());
  Value zero =
      arith::ConstantOp::create(b, loc, b.getFloatAttr(b.getF32Type(), 0.0));
  Value init = tensor::EmptyOp::create(b, loc, type.getShape(),
                                       type.getElementType());
  Value acc = linalg::FillOp::create(b, loc, zero, init).getResult(0);
  return linalg::MatmulOp::create(b, loc, type, ValueRange{lhs, rhs},
                                  ValueRange{acc})
      .getResult(0);
}

int main(int argc, char **argv) {
  llvm::cl::ParseCommandLineOptions(argc, argv, "Cleave builder example\n");
  if (batch < 2 || batch % 2 != 0) {
    llvm::errs() << "error: --batch must be a positive even number, got "
                 << batch << "\n";
    return 1;
  }
  DialectRegistry registry;
  registry.insert<CleaveDialect, func::FuncDialect, arith::ArithDialect,
                  linalg::LinalgDialect, tensor::TensorDialect>();
  registerShardingRuleModels(registry);
  MLIRContext ctx(registry);
  ctx.loadAllAvailableDialects();

  Location loc = UnknownLoc::get(&ctx);
  OpBuilder b(&ctx);
  ModuleOp module = ModuleOp::create(loc);
  b.setInsertionPointToEnd(module.getBody());
  // cleave.mesh @mesh = <["data"=2, "model"=2]>
  MeshOp::create(b, loc, "mesh", b.getStrArrayAttr({"data", "model"}),
                 b.getDenseI64ArrayAttr({2, 2}));

  Type f32 = b.getF32Type();
  auto x = RankedTensorType::get({batch, 16}, f32);
  auto w1 = RankedTensorType::get({16, 32}, f32);
  auto w2 = RankedTensorType::get({32, 16}, f32);
  auto fn = func::FuncOp::create(b, loc, "mlp",
                                 b.getFunctionType({x, w1, w2}, {x}));
  StringRef name = CleaveDialect::getShardingAttrName();
  fn.setArgAttr(0, name, sharding(&ctx, {{"data"}, {}}));
  fn.setArgAttr(1, name, sharding(&ctx, {{}, {"model"}}));
  fn.setArgAttr(2, name, sharding(&ctx, {{"model"}, {}}));
  fn.setResultAttr(0, name, sharding(&ctx, {{"data"}, {}}));
  Block *body = fn.addEntryBlock();
  b.setInsertionPointToStart(body);
  Value h = matmul(b, loc, body->getArgument(0), body->getArgument(1));
  Value y = matmul(b, loc, h, body->getArgument(2));
  func::ReturnOp::create(b, loc, y);

  if (failed(verify(module))) {
    llvm::errs() << "error: the built module does not verify\n";
    return 1;
  }
  PassManager pm(&ctx);
  pm.addPass(createCleavePropagate());
  pm.addPass(createCleavePartition());
  pm.addPass(createCleaveOptimizeCollectives());
  if (failed(pm.run(module))) {
    llvm::errs() << "error: the Cleave pipeline failed\n";
    return 1;
  }
  module.print(llvm::outs());
  llvm::outs() << "\n";
  module->erase();
  return 0;
}
