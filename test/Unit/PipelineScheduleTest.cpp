//===- PipelineScheduleTest.cpp - schedules and their simulation ----------===//
//
// The schedules as data and the discrete-event simulator, checked against
// the closed forms of uniform pipelines: with S stages, M micro-batches and
// per-stage forward / backward times f and b (no transfer time), GPipe and
// 1F1B both take (M + S - 1)(f + b), a bubble of (S - 1) / (M + S - 1);
// GPipe holds all M micro-batches' activations on the first stage, 1F1B at
// most S.
//
//===----------------------------------------------------------------------===//

#include "cleave/Analysis/PipelineSchedule.h"

#include "gtest/gtest.h"

using namespace mlir::cleave::pipeline;

namespace {

Schedule make(const char *name, int stages, int virtualStages,
              int microbatches) {
  Schedule s;
  std::optional<std::string> err =
      makeSchedule(name, stages, virtualStages, microbatches, true, s);
  EXPECT_FALSE(err) << *err;
  return s;
}

SimulationInput uniform(int chunks, double f, double b, double saved = 1) {
  SimulationInput in;
  for (int c = 0; c < chunks; ++c) {
    ChunkCost cost;
    cost.forward = f;
    cost.backward = b;
    cost.savedBytes = saved;
    in.chunks.push_back(cost);
  }
  return in;
}

TEST(PipelineSchedule, EveryBuiltScheduleIsValid) {
  for (const char *name : {"gpipe", "1f1b"})
    for (int s : {1, 2, 4})
      for (int m : {1, 4, 8}) {
        Schedule sched = make(name, s, 1, m);
        EXPECT_FALSE(validateSchedule(sched)) << name << " " << s << " " << m;
      }
  for (const char *name : {"interleaved", "breadth-first"})
    for (int s : {2, 4}) {
      Schedule sched = make(name, s, 2, 2 * s);
      EXPECT_FALSE(validateSchedule(sched)) << name << " " << s;
    }
}

TEST(PipelineSchedule, MisuseIsAnError) {
  Schedule s;
  EXPECT_TRUE(makeSchedule("interleaved", 2, 1, 4, true, s));
  EXPECT_TRUE(makeSchedule("no-such-schedule", 2, 1, 4, true, s));
  // A stage that runs a backward before its forward deadlocks.
  Schedule bad = make("gpipe", 1, 1, 1);
  std::swap(bad.perStage[0][0], bad.perStage[0][1]);
  std::optional<std::string> err = validateSchedule(bad);
  ASSERT_TRUE(err);
  // A step that runs twice.
  Schedule twice = make("gpipe", 1, 1, 2);
  twice.perStage[0][1] = twice.perStage[0][0];
  EXPECT_TRUE(validateSchedule(twice));
}

TEST(PipelineSchedule, JsonRoundTrip) {
  Schedule s = make("interleaved", 2, 2, 4);
  Schedule back;
  ASSERT_FALSE(scheduleFromJson(scheduleToJson(s), back));
  EXPECT_EQ(back.stages, s.stages);
  EXPECT_EQ(back.virtualStages, s.virtualStages);
  EXPECT_EQ(back.microbatches, s.microbatches);
  EXPECT_EQ(back.perStage, s.perStage);
  Schedule junk;
  EXPECT_TRUE(scheduleFromJson("{\"stages\": -1}", junk));
}

TEST(PipelineSimulation, UniformPipelinesMatchTheClosedForm) {
  const double f = 1.0, b = 2.0;
  for (const char *name : {"gpipe", "1f1b"})
    for (int stages : {1, 2, 4})
      for (int m : {1, 4, 8}) {
        Schedule s = make(name, stages, 1, m);
        SimulationResult r = simulateSchedule(s, uniform(stages, f, b));
        EXPECT_NEAR(r.stepTime, (m + stages - 1) * (f + b), 1e-9)
            << name << " S=" << stages << " M=" << m;
        EXPECT_NEAR(r.bubbleFraction,
                    double(stages - 1) / double(m + stages - 1), 1e-9)
            << name << " S=" << stages << " M=" << m;
      }
}

TEST(PipelineSimulation, OneFOneBHoldsFewerActivations) {
  const int stages = 4, m = 8;
  SimulationResult gpipe =
      simulateSchedule(make("gpipe", stages, 1, m), uniform(stages, 1, 2));
  SimulationResult ofob =
      simulateSchedule(make("1f1b", stages, 1, m), uniform(stages, 1, 2));
  ASSERT_EQ(gpipe.peakBytes.size(), size_t(stages));
  EXPECT_DOUBLE_EQ(gpipe.peakBytes[0], m);
  EXPECT_DOUBLE_EQ(ofob.peakBytes[0], stages);
  EXPECT_DOUBLE_EQ(ofob.peakBytes[stages - 1], 1);
}

TEST(PipelineSimulation, InterleavingShrinksTheBubble) {
  const int stages = 4, m = 8;
  // The same work per stage: two chunks of half the time each.
  SimulationResult ofob =
      simulateSchedule(make("1f1b", stages, 1, m), uniform(stages, 1, 2));
  SimulationResult inter = simulateSchedule(
      make("interleaved", stages, 2, m), uniform(2 * stages, 0.5, 1));
  EXPECT_LT(inter.bubbleFraction, ofob.bubbleFraction);
  EXPECT_LT(inter.stepTime, ofob.stepTime);
}

TEST(PipelineSimulation, TransfersAndUpdateAddTime) {
  const int stages = 2, m = 1;
  SimulationInput in = uniform(stages, 1, 2);
  in.p2pLatency = 0.5;
  for (ChunkCost &c : in.chunks) {
    c.update = 3;
    c.forwardSendBytes = c.backwardSendBytes = 1; // a send of no bytes is free
  }
  SimulationResult r = simulateSchedule(make("gpipe", stages, 1, m), in);
  // One micro-batch: F0, send, F1, B1, send, B0, then stage 0's update.
  EXPECT_NEAR(r.stepTime, 1 + 0.5 + 1 + 2 + 0.5 + 2 + 3, 1e-9);
  // The sends take the pair's own link where one is given.
  in.pairLinks[{0, 1}] = {0.0, 1e30};
  in.pairLinks[{1, 0}] = {0.0, 1e30};
  r = simulateSchedule(make("gpipe", stages, 1, m), in);
  EXPECT_NEAR(r.stepTime, 1 + 1 + 2 + 2 + 3, 1e-9);
}

} // namespace
