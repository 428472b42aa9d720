//===- ReshardTest.cpp - the reshard planner, unit-tested -----------------===//

#include "cleave/Transforms/Reshard.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::cleave;

namespace {

AxisSharding sharding(SmallVector<MeshAxes> dims, MeshAxes partial = {}) {
  AxisSharding s;
  s.dims = std::move(dims);
  s.partial = std::move(partial);
  return s;
}

SmallVector<ReshardStepKind> kinds(ArrayRef<ReshardStep> steps) {
  SmallVector<ReshardStepKind> out;
  for (const ReshardStep &s : steps)
    out.push_back(s.kind);
  return out;
}

const SmallVector<int64_t> kMesh = {2, 4};

TEST(PlanReshard, NothingToDo) {
  auto steps = planReshard(kMesh, {8, 16}, sharding({{0}, {1}}),
                           sharding({{0}, {1}}));
  ASSERT_TRUE(steps);
  EXPECT_TRUE(steps->empty());
}

TEST(PlanReshard, PartialToReplicatedIsOneAllReduce) {
  auto steps = planReshard(kMesh, {8, 16}, sharding({{}, {}}, {1}),
                           sharding({{}, {}}));
  ASSERT_TRUE(steps);
  ASSERT_EQ(kinds(*steps), SmallVector<ReshardStepKind>(
                               {ReshardStepKind::AllReduce}));
  EXPECT_EQ((*steps)[0].axes, MeshAxes({1}));
}

TEST(PlanReshard, PartialToSplitIsReduceScatter) {
  auto steps = planReshard(kMesh, {8, 16}, sharding({{}, {}}, {1}),
                           sharding({{}, {1}}));
  ASSERT_TRUE(steps);
  ASSERT_EQ(kinds(*steps), SmallVector<ReshardStepKind>(
                               {ReshardStepKind::ReduceScatter}));
  EXPECT_EQ((*steps)[0].dim, 1);
}

TEST(PlanReshard, GatherSliceAndMove) {
  auto gather = planReshard(kMesh, {8, 16}, sharding({{0}, {}}),
                            sharding({{}, {}}));
  ASSERT_TRUE(gather);
  EXPECT_EQ(kinds(*gather), SmallVector<ReshardStepKind>(
                                {ReshardStepKind::AllGather}));
  auto slice = planReshard(kMesh, {8, 16}, sharding({{}, {}}),
                           sharding({{}, {1}}));
  ASSERT_TRUE(slice);
  EXPECT_EQ(kinds(*slice), SmallVector<ReshardStepKind>(
                               {ReshardStepKind::AllSlice}));
  auto move = planReshard(kMesh, {8, 16}, sharding({{1}, {}}),
                          sharding({{}, {1}}));
  ASSERT_TRUE(move);
  ASSERT_EQ(kinds(*move), SmallVector<ReshardStepKind>(
                              {ReshardStepKind::AllToAll}));
  EXPECT_EQ((*move)[0].dim, 1);
  EXPECT_EQ((*move)[0].concatDim, 0);
}

TEST(PlanReshard, SwapOfEqualAxesIsAPermutation) {
  SmallVector<int64_t> mesh = {2, 2};
  auto steps = planReshard(mesh, {8, 16}, sharding({{0}, {}}),
                           sharding({{1}, {}}));
  ASSERT_TRUE(steps);
  EXPECT_EQ(kinds(*steps), SmallVector<ReshardStepKind>(
                               {ReshardStepKind::Permute}));
}

TEST(PlanReshard, RankMismatchIsRefused) {
  EXPECT_FALSE(planReshard(kMesh, {8, 16}, sharding({{0}}),
                           sharding({{0}, {}})));
}

/// Every sharding of a rank-2 tensor over the two axes (each axis on at
/// most one dim or partial, in either order on a dim).
SmallVector<AxisSharding> allShardings() {
  SmallVector<AxisSharding> out;
  // Place of each axis: 0 = unused, 1 = dim 0, 2 = dim 1, 3 = partial.
  for (int p0 = 0; p0 < 4; ++p0)
    for (int p1 = 0; p1 < 4; ++p1)
      for (bool swap : {false, true}) {
        AxisSharding s = AxisSharding::replicated(2);
        for (unsigned axis : swap ? SmallVector<unsigned>{1, 0}
                                  : SmallVector<unsigned>{0, 1}) {
          int place = axis == 0 ? p0 : p1;
          if (place == 1 || place == 2)
            s.dims[place - 1].push_back(axis);
          else if (place == 3)
            s.partial.push_back(axis);
        }
        out.push_back(s);
      }
  return out;
}

/// Each step's `after` is what the next starts from; the last one is the
/// target, whatever the pair (even shapes, and dims the axes split
/// unevenly).
TEST(PlanReshard, EveryPairEndsAtItsTarget) {
  const SmallVector<SmallVector<int64_t>> shapes = {{8, 16}, {6, 5}};
  for (ArrayRef<int64_t> shape : shapes) {
    for (const AxisSharding &from : allShardings())
      for (const AxisSharding &to : allShardings()) {
        auto steps = planReshard(kMesh, shape, from, to);
        ASSERT_TRUE(steps);
        AxisSharding reached = steps->empty() ? from : steps->back().after;
        // A target partial over axes the source is not is made locally,
        // so the reached state must equal the target exactly.
        EXPECT_EQ(reached, to);
      }
  }
}

} // namespace

