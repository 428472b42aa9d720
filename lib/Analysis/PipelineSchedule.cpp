//===- PipelineSchedule.cpp - pipeline schedules as data --------------===//
//
// Generators, validation, JSON/text I/O, simulation and timelines of
// pipeline schedules (PipelineSchedule.h).
//
//===----------------------------------------------------------------------===//

#include "cleave/Analysis/PipelineSchedule.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <map>
#include <set>

using namespace mlir::cleave::pipeline;

const char *mlir::cleave::pipeline::scheduleNames() {
  return "gpipe, 1f1b, interleaved, breadth-first";
}

static Action fwd(int c, int m) { return {Phase::Forward, c, m}; }
static Action bwd(int c, int m) { return {Phase::Backward, c, m}; }

/// GPipe: every forward, then every backward (last micro-batch first, so
/// the last stage starts on the freshest one).
static void gpipe(Schedule &s) {
  for (int st = 0; st < s.stages; ++st) {
    auto &l = s.perStage[st];
    for (int m = 0; m < s.microbatches; ++m)
      l.push_back(fwd(st, m));
    if (s.backward)
      for (int m = s.microbatches - 1; m >= 0; --m)
        l.push_back(bwd(st, m));
  }
}

/// 1F1B (PipeDream-flush, DAPPLE): stage s runs S - s - 1 warm-up forwards,
/// then alternates one forward and one backward, then drains.
static void oneFOneB(Schedule &s) {
  int S = s.stages, M = s.microbatches;
  for (int st = 0; st < S; ++st) {
    auto &l = s.perStage[st];
    if (!s.backward) {
      for (int m = 0; m < M; ++m)
        l.push_back(fwd(st, m));
      continue;
    }
    int warm = std::min(S - st - 1, M);
    for (int m = 0; m < warm; ++m)
      l.push_back(fwd(st, m));
    for (int i = 0; i < M - warm; ++i) {
      l.push_back(fwd(st, warm + i));
      l.push_back(bwd(st, i));
    }
    for (int m = M - warm; m < M; ++m)
      l.push_back(bwd(st, m));
  }
}

/// Interleaved 1F1B (Megatron-LM's virtual pipeline): each stage holds V
/// chunks (c = v * S + s); micro-batches go through the chunks in groups of
/// S; warm-up (S - s - 1) * 2 + (V - 1) * S steps.
static void interleaved(Schedule &s) {
  int S = s.stages, V = s.virtualStages, M = s.microbatches;
  int total = M * V;
  auto chunkOf = [&](int k, bool forward, int st) {
    int v = (k % (S * V)) / S;
    if (!forward)
      v = V - 1 - v;
    return v * S + st;
  };
  auto mbOf = [&](int k) { return (k / (S * V)) * S + k % S; };
  for (int st = 0; st < S; ++st) {
    auto &l = s.perStage[st];
    if (!s.backward) {
      for (int k = 0; k < total; ++k)
        l.push_back(fwd(chunkOf(k, true, st), mbOf(k)));
      continue;
    }
    int warm = std::min((S - st - 1) * 2 + (V - 1) * S, total);
    for (int k = 0; k < warm; ++k)
      l.push_back(fwd(chunkOf(k, true, st), mbOf(k)));
    for (int k = 0; k < total - warm; ++k) {
      l.push_back(fwd(chunkOf(k + warm, true, st), mbOf(k + warm)));
      l.push_back(bwd(chunkOf(k, false, st), mbOf(k)));
    }
    for (int k = total - warm; k < total; ++k)
      l.push_back(bwd(chunkOf(k, false, st), mbOf(k)));
  }
}

/// Breadth-first (Lamy-Poirier, looping placement): each stage runs every
/// micro-batch through its first chunk, then its second, ...; then the
/// backwards chunk by chunk in reverse. Gradients of a chunk are complete
/// early, so their reduction overlaps the remaining backwards.
static void breadthFirst(Schedule &s) {
  int S = s.stages, V = s.virtualStages, M = s.microbatches;
  for (int st = 0; st < S; ++st) {
    auto &l = s.perStage[st];
    for (int v = 0; v < V; ++v)
      for (int m = 0; m < M; ++m)
        l.push_back(fwd(v * S + st, m));
    if (s.backward)
      for (int v = V - 1; v >= 0; --v)
        for (int m = M - 1; m >= 0; --m)
          l.push_back(bwd(v * S + st, m));
  }
}

std::optional<std::string>
mlir::cleave::pipeline::makeSchedule(llvm::StringRef name, int stages,
                                     int virtualStages, int microbatches,
                                     bool backward, Schedule &out) {
  if (stages < 1 || virtualStages < 1 || microbatches < 1)
    return std::string("stages, virtual stages and micro-batches must be at "
                       "least 1");
  out = Schedule();
  out.name = name.str();
  out.stages = stages;
  out.virtualStages = virtualStages;
  out.microbatches = microbatches;
  out.backward = backward;
  out.perStage.assign(stages, {});
  if (name == "gpipe" || name == "1f1b") {
    if (virtualStages != 1)
      return llvm::formatv("schedule '{0}' runs one chunk per stage; "
                           "virtual-stages={1} needs 'interleaved' or "
                           "'breadth-first'",
                           name, virtualStages)
          .str();
    name == "gpipe" ? gpipe(out) : oneFOneB(out);
  } else if (name == "interleaved") {
    if (virtualStages < 2)
      return std::string("schedule 'interleaved' needs virtual-stages >= 2 "
                         "(chunks per stage)");
    if (microbatches % stages)
      return llvm::formatv("schedule 'interleaved' needs the micro-batches "
                           "({0}) to be a multiple of the stages ({1})",
                           microbatches, stages)
          .str();
    interleaved(out);
  } else if (name == "breadth-first") {
    breadthFirst(out);
  } else {
    return llvm::formatv("unknown schedule '{0}' (expected one of: {1})", name,
                         scheduleNames())
        .str();
  }
  return std::nullopt;
}

static std::string actionName(const Action &a) {
  return llvm::formatv("{0}{1}.{2}", a.phase == Phase::Forward ? "F" : "B",
                       a.chunk, a.microbatch)
      .str();
}

namespace {
/// Steps that must be done before `a` can run.
struct Dependencies {
  const Schedule &s;
  llvm::SmallVector<Action, 2> of(const Action &a) const {
    llvm::SmallVector<Action, 2> deps;
    int K = s.chunks();
    if (a.phase == Phase::Forward) {
      if (a.chunk > 0)
        deps.push_back(fwd(a.chunk - 1, a.microbatch));
    } else {
      deps.push_back(fwd(a.chunk, a.microbatch));
      if (a.chunk + 1 < K)
        deps.push_back(bwd(a.chunk + 1, a.microbatch));
    }
    return deps;
  }
};

int64_t keyOf(const Action &a, int K, int M) {
  return (static_cast<int64_t>(a.phase == Phase::Backward) * K + a.chunk) * M +
         a.microbatch;
}
} // namespace

std::optional<std::string>
mlir::cleave::pipeline::validateSchedule(const Schedule &s) {
  int K = s.chunks(), M = s.microbatches;
  if (static_cast<int>(s.perStage.size()) != s.stages)
    return llvm::formatv("the schedule lists {0} stages, expected {1}",
                         s.perStage.size(), s.stages)
        .str();
  std::set<int64_t> seen;
  for (int st = 0; st < s.stages; ++st)
    for (const Action &a : s.perStage[st]) {
      if (a.chunk < 0 || a.chunk >= K || a.microbatch < 0 ||
          a.microbatch >= M)
        return llvm::formatv("stage {0}: step {1} is out of range ({2} "
                             "chunks, {3} micro-batches)",
                             st, actionName(a), K, M)
            .str();
      if (a.phase == Phase::Backward && !s.backward)
        return llvm::formatv("stage {0}: step {1} is a backward step of a "
                             "program without a backward",
                             st, actionName(a))
            .str();
      if (s.stageOf(a.chunk) != st)
        return llvm::formatv("stage {0}: step {1} belongs to stage {2} "
                             "(chunk {3} of {4} runs on stage chunk % {4})",
                             st, actionName(a), s.stageOf(a.chunk), a.chunk,
                             s.stages)
            .str();
      if (!seen.insert(keyOf(a, K, M)).second)
        return llvm::formatv("stage {0}: step {1} runs twice", st,
                             actionName(a))
            .str();
    }
  size_t expected = static_cast<size_t>(K) * M * (s.backward ? 2 : 1);
  if (seen.size() != expected) {
    for (int ph = 0; ph < (s.backward ? 2 : 1); ++ph)
      for (int c = 0; c < K; ++c)
        for (int m = 0; m < M; ++m) {
          Action a{ph ? Phase::Backward : Phase::Forward, c, m};
          if (!seen.count(keyOf(a, K, M)))
            return llvm::formatv("step {0} is missing (stage {1})",
                                 actionName(a), s.stageOf(c))
                .str();
        }
  }
  // Run the lists: a stage's next step goes when its dependencies are done.
  Dependencies deps{s};
  std::set<int64_t> done;
  std::vector<size_t> next(s.stages, 0);
  for (bool progress = true; progress;) {
    progress = false;
    for (int st = 0; st < s.stages; ++st)
      while (next[st] < s.perStage[st].size()) {
        const Action &a = s.perStage[st][next[st]];
        bool ready = llvm::all_of(deps.of(a), [&](const Action &d) {
          return done.count(keyOf(d, K, M));
        });
        if (!ready)
          break;
        done.insert(keyOf(a, K, M));
        ++next[st];
        progress = true;
      }
  }
  if (done.size() == expected)
    return std::nullopt;
  std::string msg = "the schedule deadlocks:";
  for (int st = 0; st < s.stages; ++st)
    if (next[st] < s.perStage[st].size()) {
      const Action &a = s.perStage[st][next[st]];
      msg += llvm::formatv(" stage {0} waits at {1} for", st, actionName(a));
      for (const Action &d : deps.of(a))
        if (!done.count(keyOf(d, K, M)))
          msg += " " + actionName(d);
      msg += ";";
    }
  msg.pop_back();
  return msg;
}

std::string mlir::cleave::pipeline::scheduleToText(const Schedule &s) {
  std::string out;
  for (int st = 0; st < s.stages; ++st) {
    out += llvm::formatv("stage {0}:", st).str();
    for (const Action &a : s.perStage[st])
      out += " " + actionName(a);
    out += "\n";
  }
  return out;
}

std::string mlir::cleave::pipeline::scheduleToJson(const Schedule &s) {
  llvm::json::Array stages;
  for (const auto &l : s.perStage) {
    llvm::json::Array steps;
    for (const Action &a : l)
      steps.push_back(llvm::json::Array{
          a.phase == Phase::Forward ? "F" : "B", a.chunk, a.microbatch});
    stages.push_back(std::move(steps));
  }
  llvm::json::Object o{{"name", s.name},
                       {"stages", s.stages},
                       {"virtual_stages", s.virtualStages},
                       {"microbatches", s.microbatches},
                       {"backward", s.backward},
                       {"stages_steps", std::move(stages)}};
  std::string text;
  llvm::raw_string_ostream os(text);
  os << llvm::formatv("{0:2}", llvm::json::Value(std::move(o))) << "\n";
  return text;
}

std::optional<std::string>
mlir::cleave::pipeline::scheduleFromJson(llvm::StringRef text, Schedule &out) {
  llvm::Expected<llvm::json::Value> v = llvm::json::parse(text);
  if (!v)
    return "not JSON: " + llvm::toString(v.takeError());
  const llvm::json::Object *o = v->getAsObject();
  if (!o)
    return std::string("the schedule must be a JSON object");
  out = Schedule();
  auto intField = [&](llvm::StringRef key, int &dst,
                      bool required) -> std::optional<std::string> {
    std::optional<int64_t> n = o->getInteger(key);
    if (!n) {
      if (required || o->get(key))
        return ("\"" + key + "\" must be an integer").str();
      return std::nullopt;
    }
    if (*n < 1 || *n > 1 << 20)
      return ("\"" + key + "\" must be at least 1").str();
    dst = static_cast<int>(*n);
    return std::nullopt;
  };
  if (auto e = intField("stages", out.stages, true))
    return e;
  if (auto e = intField("virtual_stages", out.virtualStages, false))
    return e;
  if (auto e = intField("microbatches", out.microbatches, true))
    return e;
  if (std::optional<llvm::StringRef> n = o->getString("name"))
    out.name = n->str();
  else
    out.name = "file";
  if (const llvm::json::Value *b = o->get("backward")) {
    if (!b->getAsBoolean())
      return std::string("\"backward\" must be true or false");
    out.backward = *b->getAsBoolean();
  }
  const llvm::json::Array *stages = o->getArray("stages_steps");
  if (!stages)
    return std::string("\"stages_steps\" must be an array (one list of "
                       "steps per stage)");
  for (const llvm::json::Value &sv : *stages) {
    const llvm::json::Array *steps = sv.getAsArray();
    if (!steps)
      return std::string("each entry of \"stages_steps\" must be an array");
    std::vector<Action> l;
    for (const llvm::json::Value &a : *steps) {
      const llvm::json::Array *t = a.getAsArray();
      std::optional<llvm::StringRef> ph =
          t && t->size() == 3 ? (*t)[0].getAsString() : std::nullopt;
      std::optional<int64_t> c = t && t->size() == 3 ? (*t)[1].getAsInteger()
                                                    : std::nullopt;
      std::optional<int64_t> m = t && t->size() == 3 ? (*t)[2].getAsInteger()
                                                    : std::nullopt;
      if (!ph || !c || !m || (*ph != "F" && *ph != "B"))
        return std::string("each step must be [\"F\" or \"B\", chunk, "
                           "micro-batch]");
      l.push_back({*ph == "F" ? Phase::Forward : Phase::Backward,
                   static_cast<int>(*c), static_cast<int>(*m)});
    }
    out.perStage.push_back(std::move(l));
  }
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// Simulation
//===----------------------------------------------------------------------===//

SimulationResult
mlir::cleave::pipeline::simulateSchedule(const Schedule &s,
                                         const SimulationInput &in) {
  SimulationResult r;
  int K = s.chunks(), M = s.microbatches, S = s.stages;
  auto cost = [&](int c) -> const ChunkCost & { return in.chunks[c]; };
  auto transfer = [&](double bytes, int from, int to) {
    if (bytes <= 0)
      return 0.0;
    auto link = in.pairLinks.find({from, to});
    if (link != in.pairLinks.end())
      return link->second.first + bytes / link->second.second;
    return in.p2pLatency + bytes / in.p2pBandwidth;
  };
  std::map<int64_t, double> end;
  std::vector<double> free(S, 0.0);
  std::vector<size_t> next(S, 0);
  r.busySeconds.assign(S, 0.0);
  // (time, delta) per stage; static bytes from the start.
  std::vector<std::vector<std::pair<double, double>>> deltas(S);
  for (int c = 0; c < K; ++c)
    deltas[s.stageOf(c)].push_back({0.0, cost(c).staticBytes});
  Dependencies deps{s};
  for (bool progress = true; progress;) {
    progress = false;
    for (int st = 0; st < S; ++st)
      while (next[st] < s.perStage[st].size()) {
        const Action &a = s.perStage[st][next[st]];
        double ready = free[st];
        bool blocked = false;
        for (const Action &d : deps.of(a)) {
          auto it = end.find(keyOf(d, K, M));
          if (it == end.end()) {
            blocked = true;
            break;
          }
          double arrive = it->second;
          if (s.stageOf(d.chunk) != st)
            arrive += transfer(d.phase == Phase::Forward
                                   ? cost(d.chunk).forwardSendBytes
                                   : cost(d.chunk).backwardSendBytes,
                               s.stageOf(d.chunk), st);
          ready = std::max(ready, arrive);
        }
        if (blocked)
          break;
        const ChunkCost &cc = cost(a.chunk);
        double dur = (a.phase == Phase::Forward ? cc.forward : cc.backward) +
                     in.stepOverhead;
        double t0 = ready, t1 = ready + dur;
        end[keyOf(a, K, M)] = t1;
        free[st] = t1;
        r.busySeconds[st] += dur;
        r.events.push_back({st, a.phase == Phase::Forward ? "F" : "B",
                            a.chunk, a.microbatch, t0, t1});
        // A send to another stage overlaps the sender's next steps.
        bool lastChunk = a.chunk == K - 1, firstChunk = a.chunk == 0;
        if (a.phase == Phase::Forward && !lastChunk &&
            s.stageOf(a.chunk + 1) != st && cc.forwardSendBytes > 0)
          r.events.push_back(
              {st, "send", a.chunk, a.microbatch, t1,
               t1 + transfer(cc.forwardSendBytes, st,
                             s.stageOf(a.chunk + 1))});
        if (a.phase == Phase::Backward && !firstChunk &&
            s.stageOf(a.chunk - 1) != st && cc.backwardSendBytes > 0)
          r.events.push_back(
              {st, "send", a.chunk, a.microbatch, t1,
               t1 + transfer(cc.backwardSendBytes, st,
                             s.stageOf(a.chunk - 1))});
        if (s.backward) {
          if (a.phase == Phase::Forward)
            deltas[st].push_back({t1, cc.savedBytes});
          else
            deltas[st].push_back({t1, -cc.savedBytes});
        }
        ++next[st];
        progress = true;
      }
  }
  double stepTime = 0;
  for (int st = 0; st < S; ++st) {
    double update = 0;
    for (int c = 0; c < K; ++c)
      if (s.stageOf(c) == st)
        update += cost(c).update;
    if (update > 0) {
      r.events.push_back({st, "update", -1, -1, free[st], free[st] + update});
      r.busySeconds[st] += update;
    }
    stepTime = std::max(stepTime, free[st] + update);
  }
  r.stepTime = stepTime;
  double busy = 0;
  for (double b : r.busySeconds)
    busy += b;
  r.bubbleFraction = stepTime > 0 ? 1.0 - busy / (S * stepTime) : 0.0;
  r.peakBytes.assign(S, 0.0);
  r.memory.assign(S, {});
  for (int st = 0; st < S; ++st) {
    std::sort(deltas[st].begin(), deltas[st].end(),
                     [](auto &a, auto &b) {
                       // Frees before allocations at the same instant.
                       return a.first < b.first ||
                              (a.first == b.first && a.second < b.second);
                     });
    double live = 0;
    for (auto [t, d] : deltas[st]) {
      live += d;
      r.peakBytes[st] = std::max(r.peakBytes[st], live);
      r.memory[st].push_back({t, live});
    }
  }
  return r;
}

static std::string eventLabel(const SimEvent &e) {
  if (e.kind == "update")
    return "update";
  return llvm::formatv("{0}{1}.{2}", e.kind == "send" ? "send " : e.kind,
                       e.chunk, e.microbatch)
      .str();
}

ChromeTrace::ChromeTrace(llvm::StringRef processName) {
  llvm::json::Object o{{"name", "process_name"},
                       {"ph", "M"},
                       {"pid", 0},
                       {"args", llvm::json::Object{{"name", processName.str()}}}};
  events.push_back(llvm::formatv("{0}", llvm::json::Value(std::move(o))).str());
}

void ChromeTrace::nameTrack(int64_t tid, llvm::StringRef name) {
  llvm::json::Object o{{"name", "thread_name"},
                       {"ph", "M"},
                       {"pid", 0},
                       {"tid", tid},
                       {"args", llvm::json::Object{{"name", name.str()}}}};
  events.push_back(llvm::formatv("{0}", llvm::json::Value(std::move(o))).str());
}

void ChromeTrace::slice(int64_t tid, llvm::StringRef name,
                        llvm::StringRef category, double start, double end,
                        llvm::StringRef detail) {
  llvm::json::Object o{{"name", name.str()},
                       {"cat", category.str()},
                       {"ph", "X"},
                       {"pid", 0},
                       {"tid", tid},
                       {"ts", start * 1e6},
                       {"dur", std::max(0.0, (end - start) * 1e6)}};
  if (!detail.empty())
    o["args"] = llvm::json::Object{{"op", detail.str()}};
  events.push_back(llvm::formatv("{0}", llvm::json::Value(std::move(o))).str());
}

std::string ChromeTrace::str() const {
  std::string text = "{\"displayTimeUnit\":\"ms\",\"traceEvents\":[";
  for (size_t i = 0; i < events.size(); ++i)
    text += (i ? "," : "") + events[i];
  return text + "]}\n";
}

std::string mlir::cleave::pipeline::timelineToChromeTrace(
    const std::vector<SimEvent> &events, int stages, llvm::StringRef title) {
  ChromeTrace trace(title);
  for (int st = 0; st < stages; ++st) {
    trace.nameTrack(2 * st, llvm::formatv("stage {0}", st).str());
    trace.nameTrack(2 * st + 1, llvm::formatv("stage {0} sends", st).str());
  }
  for (const SimEvent &e : events)
    trace.slice(2 * e.stage + (e.kind == "send" ? 1 : 0), eventLabel(e),
                e.kind, e.start, e.end);
  return trace.str();
}

std::string mlir::cleave::pipeline::timelineToSvg(
    const std::vector<SimEvent> &events, int stages, llvm::StringRef title) {
  double t1 = 0;
  for (const SimEvent &e : events)
    t1 = std::max(t1, e.end);
  if (t1 <= 0)
    t1 = 1;
  const double left = 70, width = 900, rowH = 28, top = 30;
  double height = top + stages * rowH + 30;
  std::string out;
  llvm::raw_string_ostream os(out);
  os << llvm::formatv("<svg xmlns=\"http://www.w3.org/2000/svg\" "
                      "width=\"{0}\" height=\"{1}\" font-family=\"sans-serif\" "
                      "font-size=\"10\">\n",
                      left + width + 20, height);
  os << "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n";
  os << llvm::formatv("<text x=\"{0}\" y=\"18\" font-size=\"13\">{1}</text>\n",
                      left, title);
  for (int st = 0; st < stages; ++st)
    os << llvm::formatv("<text x=\"4\" y=\"{0}\">stage {1}</text>\n",
                        top + st * rowH + rowH / 2 + 4, st);
  for (const SimEvent &e : events) {
    if (e.kind == "send")
      continue;
    double x = left + e.start / t1 * width;
    double w = std::max(0.5, (e.end - e.start) / t1 * width);
    double y = top + e.stage * rowH + 2;
    const char *fill = e.kind == "F"   ? "#4e79a7"
                       : e.kind == "B" ? "#59a14f"
                                       : "#9c9c9c";
    os << llvm::formatv("<rect x=\"{0:f2}\" y=\"{1:f2}\" width=\"{2:f2}\" "
                        "height=\"{3}\" fill=\"{4}\" stroke=\"white\" "
                        "stroke-width=\"0.5\"><title>{5}</title></rect>\n",
                        x, y, w, rowH - 4, fill, eventLabel(e));
    if (w > 22)
      os << llvm::formatv("<text x=\"{0:f2}\" y=\"{1:f2}\" fill=\"white\" "
                          "text-anchor=\"middle\">{2}</text>\n",
                          x + w / 2, y + rowH / 2 + 2,
                          e.kind == "update" ? std::string("upd")
                                             : llvm::formatv("{0}.{1}",
                                                             e.chunk,
                                                             e.microbatch)
                                                   .str());
  }
  double axisY = top + stages * rowH + 14;
  os << llvm::formatv("<text x=\"{0}\" y=\"{1}\">0</text>\n", left, axisY);
  os << llvm::formatv("<text x=\"{0}\" y=\"{1}\" text-anchor=\"end\">{2:f3} "
                      "ms</text>\n",
                      left + width, axisY, t1 * 1e3);
  os << "</svg>\n";
  return out;
}
