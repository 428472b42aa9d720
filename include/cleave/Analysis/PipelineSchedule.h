//===- PipelineSchedule.h - pipeline schedules as data ---------*- C++ -*-===//
//
// A pipeline schedule is, per stage (a group of devices), the ordered list of
// the forward and backward micro-batch steps that stage runs. The model's
// forward is cut into `chunks` pieces (virtual stages); chunk c runs on
// stage c % stages (one chunk per stage unless interleaved or
// breadth-first). The generators below build GPipe, 1F1B, interleaved 1F1B
// (Megatron-LM) and breadth-first (looping placement, all micro-batches of
// one chunk before the next) schedules; `cleave-pipeline` emits the program
// of a schedule and `simulateSchedule` prices one on per-chunk step times.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_ANALYSIS_PIPELINESCHEDULE_H
#define CLEAVE_ANALYSIS_PIPELINESCHEDULE_H

#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace mlir::cleave::pipeline {

enum class Phase { Forward, Backward };

struct Action {
  Phase phase = Phase::Forward;
  int chunk = 0;
  int microbatch = 0;
  bool operator==(const Action &o) const {
    return phase == o.phase && chunk == o.chunk && microbatch == o.microbatch;
  }
};

struct Schedule {
  std::string name;
  int stages = 1;
  /// Chunks per stage (virtual stages); chunks() = stages * virtualStages.
  int virtualStages = 1;
  int microbatches = 1;
  /// False for a forward-only program: no backward actions.
  bool backward = true;
  /// perStage[s]: the actions stage s runs, in order.
  std::vector<std::vector<Action>> perStage;

  int chunks() const { return stages * virtualStages; }
  int stageOf(int chunk) const { return chunk % stages; }
};

/// The schedule names `makeSchedule` knows, comma-separated.
const char *scheduleNames();

/// Builds the named schedule ("gpipe", "1f1b", "interleaved",
/// "breadth-first"), or returns an error message. interleaved needs
/// virtualStages >= 2 and microbatches a multiple of stages (as
/// Megatron-LM's); gpipe and 1f1b need virtualStages == 1.
std::optional<std::string> makeSchedule(llvm::StringRef name, int stages,
                                        int virtualStages, int microbatches,
                                        bool backward, Schedule &out);

/// Checks that every (chunk, micro-batch) forward (and backward) step runs
/// exactly once, on its chunk's stage, and that the per-stage orders can all
/// run to the end: a stage's next step waits only for the steps it depends
/// on (the previous chunk's forward, the next chunk's backward, the chunk's
/// own forward), and sends never wait. Returns an error message naming the
/// first problem (for a deadlock, the step each stuck stage waits at).
std::optional<std::string> validateSchedule(const Schedule &s);

/// JSON: {"name":..., "stages":S, "virtual_stages":V, "microbatches":M,
/// "backward":true, "stages_steps":[[["F",chunk,mb],["B",chunk,mb],...],...]}.
std::string scheduleToJson(const Schedule &s);
/// Parses scheduleToJson's format; returns an error message on bad input.
std::optional<std::string> scheduleFromJson(llvm::StringRef text,
                                            Schedule &out);

/// The per-stage lists as text, one line per stage: `stage 0: F0.0 F0.1 B0.0`
/// (phase, chunk, '.', micro-batch).
std::string scheduleToText(const Schedule &s);

//===----------------------------------------------------------------------===//
// Simulation
//===----------------------------------------------------------------------===//

/// Seconds and bytes of one chunk's steps, for one micro-batch.
struct ChunkCost {
  double forward = 0, backward = 0;
  /// Bytes sent to the next chunk after a forward step (activations) and to
  /// the previous chunk after a backward step (their gradients).
  double forwardSendBytes = 0, backwardSendBytes = 0;
  /// Bytes a forward step leaves live until the same micro-batch's backward
  /// (saved activations).
  double savedBytes = 0;
  /// Seconds of the once-per-step update after the last backward (gradient
  /// reduction over the stage's data-parallel group and optimizer step).
  double update = 0;
  /// Bytes held for the whole step (parameters, gradients, optimizer state).
  double staticBytes = 0;
};

struct SimulationInput {
  std::vector<ChunkCost> chunks;
  /// Point-to-point link between stages: seconds = latency + bytes / bw.
  double p2pLatency = 0, p2pBandwidth = 1e30;
  /// Per pair of stages (from, to), if set: the (latency, bandwidth) of
  /// the link its sends take (a pair of stages in one node talks over the
  /// intra-node link, even where the stage axis spans nodes); other pairs
  /// take `p2pLatency` / `p2pBandwidth`.
  std::map<std::pair<int, int>, std::pair<double, double>> pairLinks;
  /// Time per step (launch/dispatch) added to every forward/backward step.
  double stepOverhead = 0;
};

struct SimEvent {
  int stage = 0;
  /// "F", "B", "update", "send", "recv-wait".
  std::string kind;
  int chunk = -1, microbatch = -1;
  double start = 0, end = 0;
};

struct SimulationResult {
  double stepTime = 0;
  /// Idle fraction of the stages' time up to the end of their last step:
  /// 1 - busy / (stages * step time).
  double bubbleFraction = 0;
  std::vector<double> peakBytes;   // per stage
  std::vector<double> busySeconds; // per stage
  std::vector<SimEvent> events;
  /// Memory over time per stage: (time, bytes) after each change.
  std::vector<std::vector<std::pair<double, double>>> memory;
};

/// Runs the schedule as a discrete-event simulation: each stage runs its
/// steps in order; a step starts when the stage is free and its inputs have
/// arrived (a forward needs the previous chunk's forward of the same
/// micro-batch plus the transfer, a backward the next chunk's backward plus
/// the transfer). Transfers to another stage overlap compute (a send does
/// not block its sender). The update of each stage starts after its last
/// step. Memory: static bytes plus each forward's saved bytes until its
/// backward.
SimulationResult simulateSchedule(const Schedule &s,
                                  const SimulationInput &in);

/// A Chrome trace / Perfetto JSON document (the trace-event format's "M"
/// track names and "X" slices, one process), shared by the simulated and
/// the measured (cleave-run --timeline) timelines.
class ChromeTrace {
public:
  explicit ChromeTrace(llvm::StringRef processName);
  void nameTrack(int64_t tid, llvm::StringRef name);
  /// A slice from `start` to `end` seconds; `detail` goes to its args.
  void slice(int64_t tid, llvm::StringRef name, llvm::StringRef category,
             double start, double end, llvm::StringRef detail = "");
  /// The JSON text (times in microseconds).
  std::string str() const;

private:
  std::vector<std::string> events;
};

/// Chrome trace / Perfetto JSON of `events` (one track per stage, times in
/// microseconds); `title` names the process.
std::string timelineToChromeTrace(const std::vector<SimEvent> &events,
                                  int stages, llvm::StringRef title);

/// An SVG picture of the timeline: one row per stage, forward steps blue,
/// backward green, updates grey, labelled with chunk.micro-batch.
std::string timelineToSvg(const std::vector<SimEvent> &events, int stages,
                          llvm::StringRef title);

} // namespace mlir::cleave::pipeline

#endif // CLEAVE_ANALYSIS_PIPELINESCHEDULE_H
