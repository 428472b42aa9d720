//===- FactorAssignmentTest.cpp - the factor assignment, unit-tested ------===//
//
// Rules are built by hand (no IR), as an op's rule would describe it.
//
//===----------------------------------------------------------------------===//

#include "cleave/IR/FactorAssignment.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::cleave;

namespace {

/// A mesh of two axes: 0 = "data" (2 devices), 1 = "model" (4 devices).
const SmallVector<int64_t> kMesh = {2, 4};

/// matmul: C[m, n] += A[m, k] * B[k, n] with m = 8, n = 16, k = 32.
struct Matmul {
  ShardingRule rule;
  unsigned m, n, k;
  Matmul(int64_t kSize = 32) {
    m = rule.addFactor(8, FactorKind::Parallel);
    n = rule.addFactor(16, FactorKind::Parallel);
    k = rule.addFactor(kSize, FactorKind::Reduction);
    rule.operands = {{{m}, {k}}, {{k}, {n}}, {{m}, {n}}};
    rule.results = {{{m}, {n}}};
    rule.partialFlow = PartialFlow::Multilinear;
    rule.partialOperand = {true, true, false};
  }
};

AxisSharding sharding(SmallVector<MeshAxes> dims, MeshAxes partial = {}) {
  AxisSharding s;
  s.dims = std::move(dims);
  s.partial = std::move(partial);
  return s;
}

std::string str(const FactorAssignment &a) {
  std::string out;
  llvm::raw_string_ostream os(out);
  a.print(os);
  return out;
}

TEST(FactorAssignment, ReplicatedByDefault) {
  Matmul mm;
  FactorAssignment a(mm.rule, kMesh);
  EXPECT_TRUE(a.isReplicated());
  EXPECT_EQ(str(a), "f0={} f1={} f2={}");
  EXPECT_TRUE(a.getReductionAxes().empty());
  std::optional<AxisSharding> out = a.getResultSharding(0);
  ASSERT_TRUE(out);
  EXPECT_EQ(*out, AxisSharding::replicated(2));
}

TEST(FactorAssignment, ColumnParallelFromResults) {
  Matmul mm;
  // Result split [data, model]; operands as Megatron's column split.
  FactorAssignment a = FactorAssignment::fromTensorShardings(
      mm.rule, kMesh, {sharding({{0}, {1}})},
      {sharding({{0}, {}}), sharding({{}, {1}}), sharding({{0}, {1}})});
  EXPECT_EQ(str(a), "f0={0} f1={1} f2={}");
  EXPECT_EQ(*a.getOperandSharding(0), sharding({{0}, {}}));
  EXPECT_EQ(*a.getOperandSharding(1), sharding({{}, {1}}));
  EXPECT_EQ(*a.getResultSharding(0), sharding({{0}, {1}}));
  EXPECT_EQ(a.getLocalSize(mm.m), 4);
  EXPECT_EQ(a.getLocalSize(mm.n), 4);
}

TEST(FactorAssignment, RowParallelLeavesPartialResult) {
  Matmul mm;
  // The result is wanted partial over "model": the contraction takes the
  // operands' split of k.
  FactorAssignment a = FactorAssignment::fromTensorShardings(
      mm.rule, kMesh, {sharding({{0}, {}}, {1})},
      {sharding({{0}, {1}}), sharding({{1}, {}}), std::nullopt});
  EXPECT_EQ(str(a), "f0={0} f1={} f2={1}");
  EXPECT_EQ(a.getReductionAxes(), MeshAxes({1}));
  AxisSharding result = *a.getResultSharding(0);
  EXPECT_EQ(result, sharding({{0}, {}}, {1}));
  EXPECT_EQ(result.kind, ReductionKind::sum);
}

TEST(FactorAssignment, AgreeingReductionBeatsLargerSplit) {
  Matmul mm;
  // lhs splits k over both axes, rhs over "model" only; the result is
  // wanted partial over "model": the agreeing split wins.
  FactorAssignment a = FactorAssignment::fromTensorShardings(
      mm.rule, kMesh, {sharding({{}, {}}, {1})},
      {sharding({{}, {0, 1}}), sharding({{1}, {}}), std::nullopt});
  EXPECT_EQ(a.getAxes(mm.k), ArrayRef<unsigned>({1}));
}

TEST(FactorAssignment, AnAxisGoesToOneFactor) {
  Matmul mm;
  // The result takes "data" for m; lhs also splits k over "data", which
  // is taken: k stays whole.
  FactorAssignment a = FactorAssignment::fromTensorShardings(
      mm.rule, kMesh, {sharding({{0}, {}})},
      {sharding({{}, {0}}), sharding({{}, {}}), std::nullopt});
  EXPECT_EQ(str(a), "f0={0} f1={} f2={}");
}

TEST(FactorAssignment, NeedsReplicationStaysWhole) {
  ShardingRule rule; // a window over dim 1 (a pad, a slice)
  unsigned a0 = rule.addFactor(8, FactorKind::Parallel);
  unsigned w = rule.addFactor(16, FactorKind::NeedsReplication);
  rule.operands = {{{a0}, {w}}};
  rule.results = {{{a0}, {w}}};
  FactorAssignment a = FactorAssignment::fromTensorShardings(
      rule, kMesh, {sharding({{0}, {1}})}, {sharding({{0}, {1}})});
  EXPECT_EQ(str(a), "f0={0} f1={}");
  EXPECT_EQ(*a.getOperandSharding(0), sharding({{0}, {}}));
}

/// collapse_shape [4, 6] -> [24] (a compound dim of two factors).
struct Collapse {
  ShardingRule rule;
  unsigned a, b;
  Collapse() {
    a = rule.addFactor(4, FactorKind::Parallel);
    b = rule.addFactor(6, FactorKind::Parallel);
    rule.operands = {{{a}, {b}}};
    rule.results = {{{a, b}}};
    rule.partialFlow = PartialFlow::Multilinear;
    rule.partialOperand = {true};
  }
};

TEST(FactorAssignment, CompoundDimSplitsMajorFactorFirst) {
  Collapse c;
  SmallVector<int64_t> mesh = {4, 3};
  FactorAssignment a = FactorAssignment::fromTensorShardings(
      c.rule, mesh, {sharding({{0, 1}})}, {std::nullopt});
  EXPECT_EQ(str(a), "f0={0} f1={1}");
  EXPECT_EQ(*a.getResultSharding(0), sharding({{0, 1}}));
  EXPECT_EQ(*a.getOperandSharding(0), sharding({{0}, {1}}));
}

TEST(FactorAssignment, MakeComposableDropsMinorFactor) {
  Collapse c;
  SmallVector<int64_t> mesh = {2, 3};
  // The minor factor split while the major one is not: the collapsed dim
  // cannot say where each device's rows are.
  FactorAssignment a(c.rule, mesh, {MeshAxes{}, MeshAxes{1}});
  EXPECT_FALSE(a.composes());
  EXPECT_FALSE(a.getResultSharding(0));
  a.makeComposable();
  EXPECT_TRUE(a.composes());
  EXPECT_TRUE(a.isReplicated());
  // A major factor split part of the way does not let the minor one split.
  FactorAssignment half(c.rule, mesh, {MeshAxes{0}, MeshAxes{1}});
  EXPECT_FALSE(half.composes());
  half.makeComposable();
  EXPECT_EQ(str(half), "f0={0} f1={}");
}

TEST(FactorAssignment, DropsFactorsNotInResults) {
  // tensor<5x1> -> tensor<5>: the size-1 factor is in no result.
  ShardingRule rule;
  unsigned r = rule.addFactor(5, FactorKind::Parallel);
  unsigned one = rule.addFactor(1, FactorKind::Parallel);
  rule.operands = {{{r}, {one}}};
  rule.results = {{{r}}};
  FactorAssignment a(rule, kMesh, {MeshAxes{}, MeshAxes{0}});
  a.normalize(/*maskableReductions=*/true);
  EXPECT_TRUE(a.isReplicated());
}

TEST(FactorAssignment, UnevenReductions) {
  Matmul mm(/*kSize=*/30);
  FactorAssignment a(mm.rule, kMesh, {MeshAxes{}, MeshAxes{}, MeshAxes{1}});
  EXPECT_TRUE(a.isUnevenlySplit(mm.k));
  EXPECT_EQ(a.getLocalSize(mm.k), 8);
  EXPECT_EQ(a.getUnevenReductions(), SmallVector<unsigned>({mm.k}));
  // An op that can mask the padding keeps the split...
  FactorAssignment masked = a;
  EXPECT_TRUE(masked.normalize(/*maskableReductions=*/true).empty());
  EXPECT_EQ(masked.getAxes(mm.k), ArrayRef<unsigned>({1}));
  // ...one that cannot keeps the reduction whole.
  EXPECT_EQ(a.normalize(/*maskableReductions=*/false), MeshAxes({1}));
  EXPECT_TRUE(a.isReplicated());
  // Even splits are never touched.
  Matmul even;
  FactorAssignment b(even.rule, kMesh, {MeshAxes{}, MeshAxes{}, MeshAxes{1}});
  EXPECT_TRUE(b.keepUnevenReductionsWhole().empty());
  EXPECT_TRUE(b.getUnevenReductions().empty());
}

TEST(FactorAssignment, PartialPassThroughAdditive) {
  // add: both operands partial over "model" stay partial.
  ShardingRule rule;
  unsigned d = rule.addFactor(8, FactorKind::Parallel);
  rule.operands = {{{d}}, {{d}}};
  rule.results = {{{d}}};
  rule.partialFlow = PartialFlow::Additive;
  rule.partialOperand = {true, true};
  FactorAssignment a(rule, kMesh, {MeshAxes{0}});
  auto flow = a.getPartialPassThrough(
      {sharding({{0}}, {1}), sharding({{0}}, {1})}, {}, MeshAxes{1});
  EXPECT_EQ(flow.keep, SmallVector<bool>({true, true}));
  EXPECT_EQ(flow.axes, MeshAxes({1}));
  // One partial operand of a sum: reduce first.
  flow = a.getPartialPassThrough({sharding({{0}}, {1}), sharding({{0}})}, {},
                                 MeshAxes{1});
  EXPECT_TRUE(flow.axes.empty());
  EXPECT_EQ(flow.keep, SmallVector<bool>({false, false}));
  // The result not wanted partial: reduce first.
  flow = a.getPartialPassThrough(
      {sharding({{0}}, {1}), sharding({{0}}, {1})}, {}, MeshAxes{});
  EXPECT_TRUE(flow.axes.empty());
  // An axis a factor is split over cannot also be partial.
  flow = a.getPartialPassThrough(
      {sharding({{0}}, {0}), sharding({{0}}, {0})}, {}, MeshAxes{0});
  EXPECT_TRUE(flow.axes.empty());
}

TEST(FactorAssignment, PartialPassThroughMultilinear) {
  Matmul mm;
  FactorAssignment a(mm.rule, kMesh);
  // One partial factor of a product stays partial...
  auto flow = a.getPartialPassThrough(
      {sharding({{}, {}}, {0}), sharding({{}, {}}), sharding({{}, {}})},
      {false, false, true}, MeshAxes{0});
  EXPECT_EQ(flow.keep, SmallVector<bool>({true, false, false}));
  EXPECT_EQ(flow.axes, MeshAxes({0}));
  // ...two do not (the product of sums is not the sum of products).
  flow = a.getPartialPassThrough(
      {sharding({{}, {}}, {0}), sharding({{}, {}}, {0}), sharding({{}, {}})},
      {false, false, true}, MeshAxes{0});
  EXPECT_TRUE(flow.axes.empty());
  // A max-partial operand is not linear.
  AxisSharding maxPartial = sharding({{}, {}}, {0});
  maxPartial.kind = ReductionKind::max;
  flow = a.getPartialPassThrough({maxPartial, sharding({{}, {}}), std::nullopt},
                                 {}, MeshAxes{0});
  EXPECT_TRUE(flow.axes.empty());
}

TEST(AxisSharding, LocalShape) {
  EXPECT_EQ(*localShape({8, 30}, {MeshAxes{0}, MeshAxes{1}}, kMesh),
            SmallVector<int64_t>({4, 8}));
  unsigned bad = 99;
  EXPECT_TRUE(failed(localShape({ShapedType::kDynamic, 4},
                                {MeshAxes{0}, MeshAxes{}}, kMesh, &bad)));
  EXPECT_EQ(bad, 0u);
  EXPECT_EQ(*localShape({ShapedType::kDynamic}, {MeshAxes{}}, kMesh),
            SmallVector<int64_t>({ShapedType::kDynamic}));
}

} // namespace
