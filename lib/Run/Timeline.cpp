//===- Timeline.cpp - the measured timeline of a run ----------------------===//

#include "cleave/Run/Timeline.h"

#include "cleave/Analysis/PipelineSchedule.h"

#include "llvm/Support/raw_ostream.h"

#include <algorithm>

using namespace mlir::cleave;

std::vector<double> mlir::cleave::packTimeline(const RankTimeline &local,
                                               size_t width) {
  std::vector<double> row(width, 0);
  row[0] = local.start;
  row[1] = local.end;
  size_t n = std::min(local.calls.size(), (width - 3) / kTimedCallWidth);
  row[2] = static_cast<double>(n);
  for (size_t i = 0; i < n; ++i) {
    const TimedCall &c = local.calls[i];
    double *at = &row[3 + kTimedCallWidth * i];
    at[0] = static_cast<double>(c.id);
    at[1] = c.start;
    at[2] = c.end;
    at[3] = c.waitFrom;
    at[4] = c.started ? 1 : 0;
  }
  return row;
}

RankTimeline mlir::cleave::unpackTimeline(llvm::ArrayRef<double> rows,
                                          size_t width, size_t rank) {
  llvm::ArrayRef<double> row = rows.slice(rank * width, width);
  RankTimeline t;
  t.start = row[0];
  t.end = row[1];
  size_t n =
      std::min(static_cast<size_t>(row[2]), (width - 3) / kTimedCallWidth);
  for (size_t i = 0; i < n; ++i) {
    const double *at = &row[3 + kTimedCallWidth * i];
    t.calls.push_back({static_cast<int64_t>(at[0]), at[1], at[2], at[3],
                       at[4] != 0});
  }
  return t;
}

/// The op name of a profile entry's description, without the dialect
/// ("cleave.send to peer 1 over ..." -> "send to peer 1").
static std::string shortName(const std::string &description) {
  std::string s = description;
  if (s.rfind("cleave.", 0) == 0)
    s = s.substr(7);
  size_t over = s.find(" over ");
  return over == std::string::npos ? s : s.substr(0, over);
}

std::string mlir::cleave::measuredTimelineToChromeTrace(
    llvm::ArrayRef<RankTimeline> ranks,
    const std::map<int64_t, std::string> &names,
    llvm::ArrayRef<std::string> rankLabels, llvm::StringRef title) {
  pipeline::ChromeTrace trace(title);
  for (auto [r, t] : llvm::enumerate(ranks)) {
    int64_t tid = static_cast<int64_t>(r);
    trace.nameTrack(tid, r < rankLabels.size() ? rankLabels[r]
                                               : "rank " + std::to_string(r));
    std::vector<TimedCall> calls = t.calls;
    // The rank's blocked intervals: blocking calls, and the waits of
    // started collectives (whose whole flight goes on a track of its own).
    std::sort(calls.begin(), calls.end(),
              [](const TimedCall &a, const TimedCall &b) {
                return (a.started ? a.waitFrom : a.start) <
                       (b.started ? b.waitFrom : b.start);
              });
    int64_t flightTid = static_cast<int64_t>(ranks.size() + r);
    bool flightNamed = false;
    double cursor = t.start;
    for (const TimedCall &c : calls) {
      auto it = names.find(c.id);
      std::string descr = it == names.end() ? "#" + std::to_string(c.id)
                                            : it->second;
      std::string name = shortName(descr);
      std::string cat = name.substr(0, name.find(' '));
      if (c.started) {
        if (!flightNamed) {
          trace.nameTrack(flightTid, (r < rankLabels.size()
                                          ? rankLabels[r]
                                          : "rank " + std::to_string(r)) +
                                         " in flight");
          flightNamed = true;
        }
        trace.slice(flightTid, name, cat, std::max(c.start, t.start) - t.start,
                    c.end - t.start, descr);
      }
      double start = std::max(c.started ? c.waitFrom : c.start, t.start);
      if (start > cursor)
        trace.slice(tid, "compute", "compute", cursor - t.start,
                    start - t.start);
      if (c.started)
        trace.slice(tid, "wait " + name, "wait", start - t.start,
                    c.end - t.start, descr);
      else
        trace.slice(tid, name, cat, start - t.start, c.end - t.start, descr);
      cursor = std::max(cursor, c.end);
    }
    if (t.end > cursor)
      trace.slice(tid, "compute", "compute", cursor - t.start,
                  t.end - t.start);
  }
  return trace.str();
}
