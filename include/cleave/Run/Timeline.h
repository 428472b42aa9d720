//===- Timeline.h - the measured timeline of a run --------------*- C++ -*-===//
//
// cleave-run --timeline FILE: every rank records when each collective,
// send and receive of the last run started and ended (the --profile hooks);
// rank 0 writes them, with the compute between them, as a Chrome-trace /
// Perfetto JSON file laid out like cleave-pipeline's simulated timeline.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_RUN_TIMELINE_H
#define CLEAVE_RUN_TIMELINE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace mlir {
namespace cleave {

/// One timed communication call of one rank: the profile id of the op
/// (its index among getTrafficCollectives) and wall-clock seconds.
struct TimedCall {
  int64_t id = 0;
  double start = 0, end = 0;
  /// A started collective (cleave.async_start): in flight from `start` to
  /// `end`, of which its wait blocked the rank from `waitFrom`.
  double waitFrom = 0;
  bool started = false;
};

/// Doubles per call in a packed timeline row.
constexpr size_t kTimedCallWidth = 5;

/// The calls of one rank in one run, and the run's start and end.
struct RankTimeline {
  double start = 0, end = 0;
  std::vector<TimedCall> calls;
};

/// Packs `local` into a row of `width` doubles (start, end, count, then
/// id/start/end/waitFrom/started per call); width must be at least
/// 3 + kTimedCallWidth * calls.
std::vector<double> packTimeline(const RankTimeline &local, size_t width);
/// The inverse of packTimeline for row `rank` of `rows`.
RankTimeline unpackTimeline(llvm::ArrayRef<double> rows, size_t width,
                            size_t rank);

/// Chrome-trace JSON: one track per rank, times in microseconds from that
/// rank's start of the run; each call is a slice named by `names` (by id),
/// the gaps between calls are "compute" slices. A started collective is a
/// slice on the rank's second track ("rank r in flight") and its wait a
/// "wait" slice on the first. `rankLabels` names the
/// tracks (e.g. "rank 2 (stage 1)").
std::string measuredTimelineToChromeTrace(
    llvm::ArrayRef<RankTimeline> ranks,
    const std::map<int64_t, std::string> &names,
    llvm::ArrayRef<std::string> rankLabels, llvm::StringRef title);

} // namespace cleave
} // namespace mlir

#endif // CLEAVE_RUN_TIMELINE_H
