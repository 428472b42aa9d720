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
  size_t n = std::min(local.calls.size(), (width - 3) / 3);
  row[2] = static_cast<double>(n);
  for (size_t i = 0; i < n; ++i) {
    row[3 + 3 * i] = static_cast<double>(local.calls[i].id);
    row[4 + 3 * i] = local.calls[i].start;
    row[5 + 3 * i] = local.calls[i].end;
  }
  return row;
}

RankTimeline mlir::cleave::unpackTimeline(llvm::ArrayRef<double> rows,
                                          size_t width, size_t rank) {
  llvm::ArrayRef<double> row = rows.slice(rank * width, width);
  RankTimeline t;
  t.start = row[0];
  t.end = row[1];
  size_t n = std::min(static_cast<size_t>(row[2]), (width - 3) / 3);
  for (size_t i = 0; i < n; ++i)
    t.calls.push_back({static_cast<int64_t>(row[3 + 3 * i]), row[4 + 3 * i],
                       row[5 + 3 * i]});
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
    std::sort(calls.begin(), calls.end(),
              [](const TimedCall &a, const TimedCall &b) {
                return a.start < b.start;
              });
    double cursor = t.start;
    for (const TimedCall &c : calls) {
      double start = std::max(c.start, t.start);
      if (start > cursor)
        trace.slice(tid, "compute", "compute", cursor - t.start,
                    start - t.start);
      auto it = names.find(c.id);
      std::string descr = it == names.end() ? "#" + std::to_string(c.id)
                                            : it->second;
      std::string name = shortName(descr);
      std::string cat = name.substr(0, name.find(' '));
      trace.slice(tid, name, cat, start - t.start, c.end - t.start, descr);
      cursor = std::max(cursor, c.end);
    }
    if (t.end > cursor)
      trace.slice(tid, "compute", "compute", cursor - t.start,
                  t.end - t.start);
  }
  return trace.str();
}
