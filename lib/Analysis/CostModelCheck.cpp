//===- CostModelCheck.cpp - unit checks of the cost-model formulas --------===//
//
// Checks the formulas the auto-sharder calls directly (collectiveTime,
// computeTime, the sharded-work helpers) on hand-computed figures. Exits
// non-zero and names the failing check on any mismatch.
//
//===----------------------------------------------------------------------===//

#include "cleave/Analysis/ClusterSpec.h"
#include "cleave/Analysis/CostModel.h"

#include "cleave/IR/CleaveDialect.h"
#include "cleave/IR/CleaveInterfaces.h"
#include "cleave/IR/ShardingRule.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>

using namespace mlir;
using namespace mlir::cleave;

static int failures = 0;

static void expectNear(double got, double want, const char *what) {
  if (std::fabs(got - want) > 1e-9 * std::max(1.0, std::fabs(want))) {
    llvm::errs() << "FAIL " << what << ": got " << got << ", want " << want
                 << "\n";
    ++failures;
  }
}

int main() {
  DialectRegistry registry;
  registry.insert<CleaveDialect, func::FuncDialect, linalg::LinalgDialect,
                  tensor::TensorDialect, arith::ArithDialect,
                  math::MathDialect>();
  registerShardingRuleModels(registry);
  MLIRContext ctx(registry);
  ctx.loadAllAvailableDialects();
  auto emitError = [&]() { return mlir::emitError(UnknownLoc::get(&ctx)); };

  // A 2 nodes x 4 devices spec with round figures.
  FailureOr<ClusterSpec> parsed = parseClusterSpec(R"({
    "name": "t", "device": {"name": "d", "peak_flops": {"f32": 1e9},
      "memory_bandwidth": 1e9, "memory_capacity": 1e6},
    "nodes": 2, "devices_per_node": 4,
    "links": {"intra_node": {"latency": 1e-6, "bandwidth": 1e9},
              "inter_node": {"latency": 1e-5, "bandwidth": 1e8,
                             "algorithm": "tree"}}})",
                                                   emitError);
  if (failed(parsed))
    return 1;
  ClusterSpec spec = *parsed;
  SmallVector<std::string> names = {"y", "x"};
  if (failed(bindClusterSpec(spec, names, {2, 4}, emitError)))
    return 1;
  if (spec.axisLinkKeys[0] != "inter_node" ||
      spec.axisLinkKeys[1] != "intra_node") {
    llvm::errs() << "FAIL axis placement\n";
    ++failures;
  }

  // Ring over x (4 devices, 1 us, 1e9 B/s) for a 4000-byte buffer.
  expectNear(collectiveTime(spec, CollectiveKind::AllReduce, 4000, {1}),
             6e-6 + 2 * 0.75 * 4000 / 1e9, "all_reduce ring");
  expectNear(collectiveTime(spec, CollectiveKind::AllGather, 4000, {1}),
             3e-6 + 0.75 * 4000 / 1e9, "all_gather ring");
  expectNear(collectiveTime(spec, CollectiveKind::ReduceScatter, 4000, {1}),
             3e-6 + 0.75 * 4000 / 1e9, "reduce_scatter ring");
  expectNear(collectiveTime(spec, CollectiveKind::AllToAll, 4000, {1}),
             3e-6 + 0.75 * 4000 / 1e9, "all_to_all");
  expectNear(collectiveTime(spec, CollectiveKind::CollectivePermute, 4000, {1}),
             1e-6 + 4000 / 1e9, "collective_permute");
  expectNear(collectiveTime(spec, CollectiveKind::AllSlice, 4000, {1}), 0,
             "all_slice");
  // Tree over y (2 devices): log2 2 = 1 step per phase.
  expectNear(collectiveTime(spec, CollectiveKind::AllReduce, 4000, {0}),
             2e-5 + 2 * 0.5 * 4000 / 1e8, "all_reduce tree");
  // Both axes: bottleneck (tree, 1e8), 8 devices -> 3 steps per phase.
  expectNear(collectiveTime(spec, CollectiveKind::AllGather, 4000, {0, 1}),
             3e-5 + 7.0 / 8 * 4000 / 1e8, "all_gather two axes");
  expectNear(collectiveTime(spec, CollectiveKind::AllReduce, 4000, {}), 0,
             "no axes");

  Type f32 = Float32Type::get(&ctx);
  expectNear(computeTime(spec, f32, 2e9, 1e3), 2.0, "compute-bound");
  expectNear(computeTime(spec, f32, 1e3, 3e9), 3.0, "memory-bound");
  // No bf16 entry: falls back to the f32 peak.
  expectNear(computeTime(spec, BFloat16Type::get(&ctx), 1e9, 0), 1.0,
             "bf16 fallback");

  // A global 64x32 * 32x16 matmul: factors i=64, j=16, k=32.
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(R"(
    func.func @f(%a: tensor<64x32xf32>, %b: tensor<32x16xf32>,
                 %c: tensor<64x16xf32>) -> tensor<64x16xf32> {
      %m = linalg.matmul ins(%a, %b : tensor<64x32xf32>, tensor<32x16xf32>)
                         outs(%c : tensor<64x16xf32>) -> tensor<64x16xf32>
      return %m : tensor<64x16xf32>
    })",
                                                             &ctx);
  if (!module)
    return 1;
  Operation *matmul = nullptr;
  module->walk([&](linalg::MatmulOp op) { matmul = op; });
  FailureOr<ShardingRule> rule = getShardingRule(matmul);
  if (failed(rule)) {
    llvm::errs() << "FAIL no sharding rule for linalg.matmul\n";
    return 1;
  }
  // Find the factor of each loop by its size.
  unsigned fi = 0, fj = 0, fk = 0;
  for (auto [f, factor] : llvm::enumerate(rule->factors)) {
    if (factor.size == 64)
      fi = f;
    if (factor.size == 16)
      fj = f;
    if (factor.size == 32)
      fk = f;
  }
  OpWork global = countWork(matmul);
  expectNear(global.flops, 2.0 * 64 * 16 * 32, "matmul flops");
  expectNear(global.bytes, 4.0 * (64 * 32 + 32 * 16 + 2 * 64 * 16),
             "matmul bytes");

  // i split over x (4): every per-device tensor touching i shrinks 4x.
  SmallVector<SmallVector<unsigned, 2>> assign(rule->factors.size());
  assign[fi] = {1};
  SmallVector<int64_t> axisSizes = {2, 4};
  OpWork w = shardedWork(matmul, FactorAssignment(*rule, axisSizes, assign));
  expectNear(w.flops, 2.0 * 16 * 16 * 32, "row-split flops");
  expectNear(w.bytes, 4.0 * (16 * 32 + 32 * 16 + 2 * 16 * 16),
             "row-split bytes");
  expectNear(shardedComputeTime(matmul, FactorAssignment(*rule, axisSizes, assign), spec),
             std::max(w.flops / 1e9, w.bytes / 1e9), "row-split time");
  // k split over y and x (8): a contraction split, partial results.
  assign[fi] = {};
  assign[fk] = {0, 1};
  w = shardedWork(matmul, FactorAssignment(*rule, axisSizes, assign));
  expectNear(w.flops, 2.0 * 64 * 16 * 4, "k-split flops");
  expectNear(w.bytes, 4.0 * (64 * 4 + 4 * 16 + 2 * 64 * 16), "k-split bytes");
  // Uneven: j (16) over a 3-way axis keeps ceil(16/3) = 6.
  SmallVector<int64_t> uneven = {3};
  SmallVector<SmallVector<unsigned, 2>> assignJ(rule->factors.size());
  assignJ[fj] = {0};
  w = shardedWork(matmul, FactorAssignment(*rule, uneven, assignJ));
  expectNear(w.flops, 2.0 * 64 * 6 * 32, "uneven flops");

  auto type = RankedTensorType::get({64, 16}, f32);
  expectNear(getShardedTensorBytes(type, {{1}, {0}}, axisSizes),
             4.0 * 16 * 8, "sharded tensor bytes");
  expectNear(getShardedTensorBytes(type, {{0, 1}}, axisSizes), 4.0 * 8 * 16,
             "sharded tensor bytes, two axes on one dim");

  auto func = *module->getOps<func::FuncOp>().begin();
  // Args 8192 + 2048 + 4096; the matmul's init is an argument, so its
  // result is a new 4096.
  expectNear(getPeakMemoryBytes(func), 8192 + 2048 + 4096 + 4096,
             "peak memory");

  if (failures)
    return 1;
  llvm::outs() << "cost-model checks passed\n";
  return 0;
}
