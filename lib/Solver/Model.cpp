//===- Model.cpp - Exact reduction, memory tree and forest DP -------------===//
//
// Builds the reduced model every method works on. Each step is exact (no
// optimal answer is lost, every reduced answer expands to an original one of
// equal cost and memory profile):
//
// - a cost of 10^18 or more is forbidden: such strategies are dropped, such
//   edge entries become kForbidden, and arc consistency removes strategies
//   that have no allowed partner on some edge;
// - parallel edges are summed, self-loops folded into node costs;
// - a node left with one strategy is fixed and its edges folded into its
//   neighbours' costs;
// - an edge on which every strategy of u allows exactly one strategy of v
//   (edges that force equal shardings) makes v a function of u: v merges
//   into u, carrying its memory as extra pieces of u;
// - a leaf whose memory does not depend on its strategy is eliminated into
//   its neighbour (its best strategy for each of the neighbour's);
// - a strategy that another one beats on cost, on memory and on every edge
//   entry is dropped.
//
//===----------------------------------------------------------------------===//

#include "SolverInternal.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <unordered_map>
#include <utility>

using namespace cleave::solver;

namespace cleave::solver {
/// Works in each node's original strategy indices with alive flags, then
/// compacts into the Model.
class Reducer {
public:
  Reducer(const Problem &problem, Model &model, const Deadline *budget)
      : problem(problem), model(model), budget(budget),
        n(static_cast<int32_t>(problem.nodes.size())) {}
  void run(bool reduce);

private:
  /// Whether the time budget is spent (the clock is read every 1024th call
  /// unless `now`); once spent, every reduction loop stops.
  bool outOfTime(bool now = false) {
    if (!budget || model.stats.stoppedAtBudget)
      return model.stats.stoppedAtBudget;
    if (!now && (++polls & 1023) != 0)
      return false;
    model.stats.stoppedAtBudget = budget->expired();
    return model.stats.stoppedAtBudget;
  }

  struct WorkEdge {
    int32_t u, v;
    std::vector<Cost> m; // row-major over u's original strategies
    bool dead = false;
  };

  const Problem &problem;
  Model &model;
  const Deadline *budget;
  uint64_t polls = 0;
  int32_t n;
  std::vector<std::vector<Cost>> un;
  std::vector<std::vector<uint8_t>> alive;
  std::vector<int32_t> aliveCount;
  std::vector<uint8_t> active;
  std::vector<WorkEdge> work;
  std::vector<std::vector<int32_t>> adj;
  std::unordered_map<uint64_t, int32_t> pairEdge;
  std::vector<std::vector<int32_t>> members;
  int64_t dominanceBudget = 300000000;

  int32_t k(int32_t i) const {
    return static_cast<int32_t>(problem.nodes[i].costs.size());
  }
  static uint64_t key(int32_t a, int32_t b) {
    if (a > b)
      std::swap(a, b);
    return (static_cast<uint64_t>(a) << 32) | static_cast<uint32_t>(b);
  }
  Cost at(const WorkEdge &e, int32_t x, int32_t sx, int32_t sy) const {
    return x == e.u ? e.m[static_cast<size_t>(sx) * k(e.v) + sy]
                    : e.m[static_cast<size_t>(sy) * k(e.v) + sx];
  }
  int32_t otherEnd(const WorkEdge &e, int32_t x) const {
    return x == e.u ? e.v : e.u;
  }
  bool fail(const std::string &why) {
    if (!model.infeasible) {
      model.infeasible = true;
      model.whyInfeasible = why;
    }
    return false;
  }
  void kill(int32_t i, int32_t s) {
    if (!alive[i][s])
      return;
    alive[i][s] = 0;
    if (--aliveCount[i] == 0)
      fail("node " + std::to_string(i) +
           ": every strategy is forbidden or has no allowed partner on some "
           "edge");
  }
  void liveEdges(int32_t i, std::vector<int32_t> &out) {
    out.clear();
    std::vector<int32_t> &list = adj[i];
    size_t keep = 0;
    for (int32_t e : list)
      if (!work[e].dead)
        list[keep++] = e;
    list.resize(keep);
    out = list;
  }
  void addEdge(int32_t u, int32_t v, std::vector<Cost> m);
  bool revise(WorkEdge &e);
  bool arcConsistency();
  void fix(int32_t i);
  void eliminate(int32_t v, int32_t u, int32_t e,
                 const std::vector<int32_t> &f);
  bool tryFunctional(int32_t e);
  bool usageConstant(int32_t v);
  bool dominance(int32_t i);
  void compact();
};
} // namespace cleave::solver

void Reducer::addEdge(int32_t u, int32_t v, std::vector<Cost> m) {
  // m is row-major over u. Merge into an existing edge of the pair.
  uint64_t pk = key(u, v);
  auto it = pairEdge.find(pk);
  if (it != pairEdge.end() && !work[it->second].dead) {
    WorkEdge &e = work[it->second];
    int32_t kv = k(v);
    if (e.u == u) {
      for (size_t x = 0; x < m.size(); ++x)
        e.m[x] = addCost(e.m[x], m[x]);
    } else {
      int32_t ku = k(u);
      for (int32_t a = 0; a < ku; ++a)
        for (int32_t b = 0; b < kv; ++b)
          e.m[static_cast<size_t>(b) * ku + a] =
              addCost(e.m[static_cast<size_t>(b) * ku + a],
                      m[static_cast<size_t>(a) * kv + b]);
    }
    ++model.stats.mergedParallelEdges;
    return;
  }
  int32_t id = static_cast<int32_t>(work.size());
  work.push_back({u, v, std::move(m), false});
  adj[u].push_back(id);
  adj[v].push_back(id);
  pairEdge[pk] = id;
}

bool Reducer::revise(WorkEdge &e) {
  bool changed = false;
  int32_t ku = k(e.u), kv = k(e.v);
  for (int32_t s = 0; s < ku; ++s) {
    if (!alive[e.u][s])
      continue;
    const Cost *row = e.m.data() + static_cast<size_t>(s) * kv;
    bool ok = false;
    for (int32_t t = 0; t < kv && !ok; ++t)
      ok = alive[e.v][t] && row[t] != kForbidden;
    if (!ok) {
      kill(e.u, s);
      changed = true;
    }
  }
  for (int32_t t = 0; t < kv; ++t) {
    if (!alive[e.v][t])
      continue;
    bool ok = false;
    for (int32_t s = 0; s < ku && !ok; ++s)
      ok = alive[e.u][s] && e.m[static_cast<size_t>(s) * kv + t] != kForbidden;
    if (!ok) {
      kill(e.v, t);
      changed = true;
    }
  }
  return changed;
}

bool Reducer::arcConsistency() {
  bool any = false;
  for (bool changed = true; changed && !model.infeasible;) {
    changed = false;
    for (WorkEdge &e : work) {
      if (outOfTime())
        return any;
      if (!e.dead && revise(e))
        changed = true;
    }
    any |= changed;
  }
  return any;
}

void Reducer::fix(int32_t i) {
  int32_t s0 = 0;
  while (!alive[i][s0])
    ++s0;
  std::vector<int32_t> edges;
  liveEdges(i, edges);
  for (int32_t id : edges) {
    WorkEdge &e = work[id];
    int32_t w = otherEnd(e, i);
    for (int32_t t = 0; t < k(w); ++t) {
      if (!alive[w][t])
        continue;
      un[w][t] = addCost(un[w][t], at(e, i, s0, t));
      if (un[w][t] == kForbidden)
        kill(w, t);
    }
    e.dead = true;
  }
  model.constant += un[i][s0];
  active[i] = 0;
  for (int32_t j : members[i]) {
    model.table[j] = {model.table[j][s0]};
    model.owner[j] = -1;
  }
  members[i].clear();
  ++model.stats.fixedNodes;
}

void Reducer::eliminate(int32_t v, int32_t u, int32_t eid,
                        const std::vector<int32_t> &f) {
  // v's strategy becomes f[s] whenever u takes s.
  int32_t ku = k(u);
  {
    WorkEdge &e = work[eid];
    for (int32_t s = 0; s < ku; ++s) {
      if (!alive[u][s])
        continue;
      un[u][s] = addCost(addCost(un[u][s], un[v][f[s]]), at(e, u, s, f[s]));
      if (un[u][s] == kForbidden)
        kill(u, s);
    }
    e.dead = true;
  }
  std::vector<int32_t> edges;
  liveEdges(v, edges);
  for (int32_t id : edges) {
    int32_t w = otherEnd(work[id], v);
    int32_t kw = k(w);
    std::vector<Cost> m(static_cast<size_t>(ku) * kw, kForbidden);
    for (int32_t s = 0; s < ku; ++s)
      if (alive[u][s])
        for (int32_t t = 0; t < kw; ++t)
          m[static_cast<size_t>(s) * kw + t] = at(work[id], v, f[s], t);
    work[id].dead = true;
    addEdge(u, w, std::move(m));
  }
  for (int32_t j : members[v]) {
    std::vector<StrategyIdx> composed(ku, 0);
    for (int32_t s = 0; s < ku; ++s)
      if (alive[u][s])
        composed[s] = model.table[j][f[s]];
    model.table[j] = std::move(composed);
    model.owner[j] = u;
    members[u].push_back(j);
  }
  members[v].clear();
  active[v] = 0;
}

bool Reducer::tryFunctional(int32_t id) {
  // Either side whose every strategy allows exactly one partner determines
  // the other; merge the determined node into it.
  for (int side = 0; side < 2; ++side) {
    const WorkEdge &e = work[id];
    int32_t u = side == 0 ? e.u : e.v;
    int32_t v = otherEnd(e, u);
    std::vector<int32_t> f(k(u), -1);
    bool functional = true;
    for (int32_t s = 0; s < k(u) && functional; ++s) {
      if (!alive[u][s])
        continue;
      for (int32_t t = 0; t < k(v); ++t) {
        if (!alive[v][t] || at(e, u, s, t) == kForbidden)
          continue;
        if (f[s] >= 0) {
          functional = false;
          break;
        }
        f[s] = t;
      }
    }
    // A strategy without any allowed partner is left to arc consistency.
    for (int32_t s = 0; s < k(u) && functional; ++s)
      functional = !alive[u][s] || f[s] >= 0;
    if (!functional)
      continue;
    eliminate(v, u, id, f);
    ++model.stats.mergedNodes;
    return true;
  }
  return false;
}

bool Reducer::usageConstant(int32_t v) {
  for (int32_t j : members[v]) {
    const Node &node = problem.nodes[j];
    if (node.end <= node.start)
      continue;
    Usage first = -1;
    for (int32_t t = 0; t < k(v); ++t) {
      if (!alive[v][t])
        continue;
      Usage u = node.usages[model.table[j][t]];
      if (first < 0)
        first = u;
      else if (u != first)
        return false;
    }
  }
  return true;
}

bool Reducer::dominance(int32_t i) {
  std::vector<int32_t> strategies;
  for (int32_t s = 0; s < k(i); ++s)
    if (alive[i][s])
      strategies.push_back(s);
  if (strategies.size() < 2)
    return false;
  std::vector<int32_t> edges;
  liveEdges(i, edges);
  std::vector<int32_t> memoryMembers;
  for (int32_t j : members[i])
    if (problem.nodes[j].end > problem.nodes[j].start)
      memoryMembers.push_back(j);
  bool any = false;
  for (int32_t a : strategies) {
    for (int32_t b : strategies) {
      if (a == b || !alive[i][a] || !alive[i][b])
        continue;
      if (--dominanceBudget < 0)
        return any;
      // Does b beat a everywhere? Identical pairs drop the higher index.
      if (un[i][b] > un[i][a])
        continue;
      bool equal = un[i][b] == un[i][a];
      bool beats = true;
      for (int32_t j : memoryMembers) {
        const std::vector<Usage> &use = problem.nodes[j].usages;
        Usage ub = use[model.table[j][b]], ua = use[model.table[j][a]];
        if (ub > ua) {
          beats = false;
          break;
        }
        equal &= ub == ua;
      }
      for (size_t x = 0; x < edges.size() && beats; ++x) {
        const WorkEdge &e = work[edges[x]];
        int32_t w = otherEnd(e, i);
        dominanceBudget -= k(w);
        for (int32_t t = 0; t < k(w); ++t) {
          if (!alive[w][t])
            continue;
          Cost cb = at(e, i, b, t), ca = at(e, i, a, t);
          if (cb > ca) {
            beats = false;
            break;
          }
          equal &= cb == ca;
        }
      }
      if (!beats || (equal && b > a))
        continue;
      kill(i, a);
      ++model.stats.dominatedStrategies;
      any = true;
      break;
    }
  }
  return any;
}

void Reducer::run(bool reduce) {
  model.owner.resize(n);
  model.table.resize(n);
  un.resize(n);
  alive.resize(n);
  aliveCount.assign(n, 0);
  active.assign(n, 1);
  adj.resize(n);
  members.resize(n);
  for (int32_t i = 0; i < n; ++i) {
    const Node &node = problem.nodes[i];
    model.owner[i] = i;
    model.table[i].resize(node.numStrategies());
    for (int32_t s = 0; s < k(i); ++s)
      model.table[i][s] = static_cast<StrategyIdx>(s);
    members[i] = {i};
    un[i].resize(k(i));
    alive[i].assign(k(i), 1);
    aliveCount[i] = k(i);
    for (int32_t s = 0; s < k(i); ++s)
      un[i][s] = node.costs[s] >= kForbiddenCost ? kForbidden : node.costs[s];
  }
  for (const Edge &edge : problem.edges) {
    int32_t u = static_cast<int32_t>(edge.from);
    int32_t v = static_cast<int32_t>(edge.to);
    if (u == v) {
      // A self-loop only ever reads its diagonal.
      for (int32_t s = 0; s < k(u); ++s) {
        Cost c = edge.costs[static_cast<size_t>(s) * k(u) + s];
        un[u][s] = addCost(un[u][s], c >= kForbiddenCost ? kForbidden : c);
      }
      continue;
    }
    std::vector<Cost> m(edge.costs.size());
    for (size_t x = 0; x < m.size(); ++x)
      m[x] = edge.costs[x] >= kForbiddenCost ? kForbidden : edge.costs[x];
    addEdge(u, v, std::move(m));
  }
  for (int32_t i = 0; i < n; ++i)
    for (int32_t s = 0; s < k(i); ++s)
      if (un[i][s] == kForbidden) {
        kill(i, s);
        ++model.stats.forbiddenStrategies;
      }
  if (model.infeasible)
    return;
  int64_t before = 0;
  for (int32_t i = 0; i < n; ++i)
    before += aliveCount[i];
  arcConsistency();
  if (model.infeasible)
    return;
  int64_t after = 0;
  for (int32_t i = 0; i < n; ++i)
    after += aliveCount[i];
  model.stats.forbiddenStrategies += before - after;

  for (int round = 0; reduce && round < 100 && !outOfTime(true); ++round) {
    bool changed = false;
    for (int32_t i = 0; i < n && !model.infeasible && !outOfTime(); ++i)
      if (active[i] && aliveCount[i] == 1) {
        fix(i);
        changed = true;
      }
    for (size_t id = 0; id < work.size() && !model.infeasible && !outOfTime();
         ++id) {
      const WorkEdge &e = work[id];
      if (e.dead || !active[e.u] || !active[e.v])
        continue;
      changed |= tryFunctional(static_cast<int32_t>(id));
    }
    std::vector<int32_t> edges;
    for (int32_t v = 0; v < n && !model.infeasible && !outOfTime(); ++v) {
      if (!active[v] || aliveCount[v] < 2)
        continue;
      liveEdges(v, edges);
      if (edges.size() > 1 || !usageConstant(v))
        continue;
      if (edges.empty()) {
        // Isolated and memory-neutral: its cheapest strategy is optimal.
        int32_t best = -1;
        for (int32_t s = 0; s < k(v); ++s)
          if (alive[v][s] && (best < 0 || un[v][s] < un[v][best]))
            best = s;
        for (int32_t s = 0; s < k(v); ++s)
          if (s != best)
            kill(v, s);
        changed = true;
        ++model.stats.eliminatedLeaves;
        continue;
      }
      // Leaf: the neighbour's strategy decides the leaf's best one.
      const WorkEdge &e = work[edges[0]];
      int32_t u = otherEnd(e, v);
      std::vector<int32_t> f(k(u), -1);
      for (int32_t s = 0; s < k(u); ++s) {
        if (!alive[u][s])
          continue;
        Cost best = kForbidden;
        for (int32_t t = 0; t < k(v); ++t) {
          if (!alive[v][t])
            continue;
          Cost c = addCost(un[v][t], at(e, u, s, t));
          if (f[s] < 0 || c < best) {
            best = c;
            f[s] = t;
          }
        }
      }
      eliminate(v, u, edges[0], f);
      ++model.stats.eliminatedLeaves;
      changed = true;
    }
    if (model.infeasible)
      return;
    changed |= arcConsistency();
    if (!changed && dominanceBudget > 0) {
      for (int32_t i = 0; i < n && !outOfTime(); ++i)
        if (active[i] && dominance(i))
          changed = true;
    }
    if (model.infeasible)
      return;
    if (!changed)
      break;
  }
  if (!model.infeasible)
    compact();
}

void Reducer::compact() {
  // Compressed time over the original intervals.
  std::vector<TimeIdx> points;
  for (const Node &node : problem.nodes)
    if (node.end > node.start) {
      points.push_back(node.start);
      points.push_back(node.end);
    }
  std::sort(points.begin(), points.end());
  points.erase(std::unique(points.begin(), points.end()), points.end());
  int32_t segs = points.empty() ? 0 : static_cast<int32_t>(points.size()) - 1;
  model.numSegments = segs;
  auto segOf = [&](TimeIdx t) {
    return static_cast<int32_t>(
        std::lower_bound(points.begin(), points.end(), t) - points.begin());
  };
  std::vector<uint8_t> starts(segs + 1, 0), ends(segs + 1, 0);
  for (const Node &node : problem.nodes)
    if (node.end > node.start) {
      starts[segOf(node.start)] = 1;
      ends[segOf(node.end)] = 1;
    }
  for (int32_t t = 0; t < segs; ++t)
    if (starts[t] && ends[t + 1])
      model.maximalSegments.push_back(t);

  std::vector<int32_t> rid(n, -1);
  std::vector<std::vector<int32_t>> domain;
  for (int32_t i = 0; i < n; ++i) {
    if (!active[i])
      continue;
    rid[i] = model.numNodes++;
    std::vector<int32_t> d;
    for (int32_t s = 0; s < k(i); ++s)
      if (alive[i][s])
        d.push_back(s);
    domain.push_back(std::move(d));
  }
  int32_t rn = model.numNodes;
  model.unary.resize(rn);
  model.pieces.resize(rn);
  model.adjacency.resize(rn);
  std::vector<Wide> diff(segs + 1, 0);
  for (int32_t i = 0; i < n; ++i) {
    if (!active[i])
      continue;
    int32_t r = rid[i];
    const std::vector<int32_t> &d = domain[r];
    for (int32_t s : d)
      model.unary[r].push_back(un[i][s]);
    // Pieces: one per distinct range, minimum moved to the baseline.
    std::map<std::pair<int32_t, int32_t>, std::vector<Usage>> ranges;
    for (int32_t j : members[i]) {
      const Node &node = problem.nodes[j];
      if (node.end <= node.start)
        continue;
      std::vector<Usage> &use =
          ranges[{segOf(node.start), segOf(node.end)}];
      use.resize(d.size(), 0);
      for (size_t x = 0; x < d.size(); ++x)
        use[x] += node.usages[model.table[j][d[x]]];
    }
    for (auto &[range, use] : ranges) {
      Usage least = *std::min_element(use.begin(), use.end());
      diff[range.first] += least;
      diff[range.second] -= least;
      bool varies = false;
      for (Usage &u : use) {
        u -= least;
        varies |= u != 0;
      }
      if (varies)
        model.pieces[r].push_back({range.first, range.second, std::move(use)});
    }
  }
  for (int32_t j = 0; j < n; ++j) {
    if (model.owner[j] >= 0) {
      // Re-index the table into the owner's reduced strategies.
      int32_t o = model.owner[j];
      const std::vector<int32_t> &d = domain[rid[o]];
      std::vector<StrategyIdx> t(d.size());
      for (size_t x = 0; x < d.size(); ++x)
        t[x] = model.table[j][d[x]];
      model.table[j] = std::move(t);
      model.owner[j] = rid[o];
      continue;
    }
    const Node &node = problem.nodes[j];
    if (node.end <= node.start)
      continue;
    Usage u = node.usages[model.table[j][0]];
    diff[segOf(node.start)] += u;
    diff[segOf(node.end)] -= u;
  }
  model.baseline.assign(segs, 0);
  Wide running = 0;
  for (int32_t t = 0; t < segs; ++t) {
    running += diff[t];
    model.baseline[t] = running;
  }
  for (const WorkEdge &e : work) {
    if (e.dead)
      continue;
    int32_t ru = rid[e.u], rv = rid[e.v];
    const std::vector<int32_t> &du = domain[ru], &dv = domain[rv];
    ModelEdge edge;
    edge.u = ru;
    edge.v = rv;
    edge.costs.resize(du.size() * dv.size());
    bool allZero = true;
    for (size_t a = 0; a < du.size(); ++a)
      for (size_t b = 0; b < dv.size(); ++b) {
        Cost c = e.m[static_cast<size_t>(du[a]) * k(e.v) + dv[b]];
        edge.costs[a * dv.size() + b] = c;
        allZero &= c == 0;
      }
    if (allZero)
      continue;
    int32_t id = static_cast<int32_t>(model.edges.size());
    model.adjacency[ru].push_back({id, rv, true});
    model.adjacency[rv].push_back({id, ru, false});
    model.edges.push_back(std::move(edge));
  }
  if (model.hasLimit) {
    Wide floor = 0;
    for (Wide b : model.baseline)
      floor = std::max(floor, b);
    if (floor > model.limit)
      fail("usage limit " + formatWide(model.limit) +
           " cannot be met: even the smallest allowed usages peak at " +
           formatWide(floor));
  }
}

Model::Model(const Problem &problem, bool reduce, const Deadline *budget)
    : problem(problem), hasLimit(problem.usageLimit.has_value()),
      limit(problem.usageLimit ? *problem.usageLimit : 0) {
  Reducer(problem, *this, budget).run(reduce);
}

Wide Model::totalCost(const Assignment &assignment,
                      int64_t &forbiddenPairs) const {
  Wide cost = constant;
  forbiddenPairs = 0;
  for (int32_t i = 0; i < numNodes; ++i)
    cost += unary[i][assignment[i]];
  for (const ModelEdge &edge : edges) {
    Cost c = edge.costs[static_cast<size_t>(assignment[edge.u]) *
                            unary[edge.v].size() +
                        assignment[edge.v]];
    if (c == kForbidden)
      ++forbiddenPairs;
    else
      cost += c;
  }
  return cost;
}

Wide Model::peak(const Assignment &assignment) const {
  std::vector<Wide> diff(numSegments + 1, 0);
  for (int32_t i = 0; i < numNodes; ++i)
    for (const Piece &p : pieces[i]) {
      diff[p.segBegin] += p.usage[assignment[i]];
      diff[p.segEnd] -= p.usage[assignment[i]];
    }
  Wide running = 0, best = 0;
  for (int32_t t = 0; t < numSegments; ++t) {
    running += diff[t];
    best = std::max(best, running + baseline[t]);
  }
  return best;
}

Assignment Model::expand(const Assignment &assignment) const {
  Assignment out(problem.nodes.size(), 0);
  for (size_t j = 0; j < out.size(); ++j)
    out[j] = owner[j] < 0 ? table[j][0] : table[j][assignment[owner[j]]];
  return out;
}

Wide Model::trivialLowerBound() const {
  Wide bound = constant;
  for (int32_t i = 0; i < numNodes; ++i)
    bound += *std::min_element(unary[i].begin(), unary[i].end());
  for (const ModelEdge &edge : edges)
    bound += *std::min_element(edge.costs.begin(), edge.costs.end());
  return bound;
}

double Model::log10SearchSpace() const {
  double total = 0;
  for (int32_t i = 0; i < numNodes; ++i)
    total += std::log10(static_cast<double>(numStrategies(i)));
  return total;
}

//===----------------------------------------------------------------------===//
// MemoryTree
//===----------------------------------------------------------------------===//

void MemoryTree::init(const std::vector<Wide> &values) {
  size = static_cast<int32_t>(values.size());
  tree.assign(4 * std::max<int32_t>(size, 1), 0);
  lazy.assign(4 * std::max<int32_t>(size, 1), 0);
  if (size)
    build(1, 0, size, values);
}

void MemoryTree::build(int32_t node, int32_t l, int32_t r,
                       const std::vector<Wide> &v) {
  if (r - l == 1) {
    tree[node] = v[l];
    return;
  }
  int32_t mid = (l + r) / 2;
  build(2 * node, l, mid, v);
  build(2 * node + 1, mid, r, v);
  tree[node] = std::max(tree[2 * node], tree[2 * node + 1]);
}

void MemoryTree::add(int32_t node, int32_t l, int32_t r, int32_t lo,
                     int32_t hi, Wide delta) {
  if (hi <= l || r <= lo)
    return;
  if (lo <= l && r <= hi) {
    tree[node] += delta;
    lazy[node] += delta;
    return;
  }
  int32_t mid = (l + r) / 2;
  add(2 * node, l, mid, lo, hi, delta);
  add(2 * node + 1, mid, r, lo, hi, delta);
  tree[node] = std::max(tree[2 * node], tree[2 * node + 1]) + lazy[node];
}

Wide MemoryTree::max(int32_t node, int32_t l, int32_t r, int32_t lo,
                     int32_t hi) const {
  if (lo <= l && r <= hi)
    return tree[node];
  int32_t mid = (l + r) / 2;
  Wide best = -kWideMax;
  if (lo < mid)
    best = std::max(best, max(2 * node, l, mid, lo, hi));
  if (hi > mid)
    best = std::max(best, max(2 * node + 1, mid, r, lo, hi));
  return best + lazy[node];
}

int32_t MemoryTree::argMax() const {
  int32_t node = 1, l = 0, r = size;
  while (r - l > 1) {
    int32_t mid = (l + r) / 2;
    if (tree[2 * node] >= tree[2 * node + 1]) {
      node = 2 * node;
      r = mid;
    } else {
      node = 2 * node + 1;
      l = mid;
    }
  }
  return l;
}

void MemoryTree::collect(int32_t node, int32_t l, int32_t r, Wide above,
                         std::vector<Wide> &out) const {
  if (r - l == 1) {
    out[l] = tree[node] + above;
    return;
  }
  int32_t mid = (l + r) / 2;
  collect(2 * node, l, mid, above + lazy[node], out);
  collect(2 * node + 1, mid, r, above + lazy[node], out);
}

void MemoryTree::values(std::vector<Wide> &out) const {
  out.assign(size, 0);
  if (size)
    collect(1, 0, size, 0, out);
}

//===----------------------------------------------------------------------===//
// Forest dynamic programming
//===----------------------------------------------------------------------===//

/// DP over a BFS spanning forest. With `relax`, edges off the forest are
/// replaced by their row minima (over allowed entries) folded into the `u`
/// node, which can only lower any assignment's cost, so the result is a
/// lower bound; without it, a graph that is not a forest makes this return
/// false. Forbidden pairs on forest edges are never chosen.
static bool forestDP(const Model &model, bool relax, Assignment &assignment,
                     Wide &cost) {
  int32_t n = model.numNodes;
  std::vector<int32_t> parent(n, -2), parentEdge(n, -1), order;
  order.reserve(n);
  size_t components = 0;
  for (int32_t root = 0; root < n; ++root) {
    if (parent[root] != -2)
      continue;
    ++components;
    parent[root] = -1;
    size_t head = order.size();
    order.push_back(root);
    while (head < order.size()) {
      int32_t x = order[head++];
      for (const Adjacent &a : model.adjacency[x]) {
        if (parent[a.other] != -2)
          continue;
        parent[a.other] = x;
        parentEdge[a.other] = a.edge;
        order.push_back(a.other);
      }
    }
  }
  if (!relax && model.edges.size() + components != static_cast<size_t>(n))
    return false;

  std::vector<std::vector<Wide>> f(n);
  std::vector<std::vector<int32_t>> choice(n);
  for (int32_t i = 0; i < n; ++i)
    f[i].assign(model.unary[i].begin(), model.unary[i].end());
  if (relax) {
    for (int32_t u = 0; u < n; ++u) {
      for (const Adjacent &a : model.adjacency[u]) {
        if (!a.isFrom || a.edge == parentEdge[u] ||
            a.edge == parentEdge[a.other])
          continue;
        int32_t ku = model.numStrategies(u), kv = model.numStrategies(a.other);
        for (int32_t su = 0; su < ku; ++su) {
          Cost least = kForbidden;
          for (int32_t sv = 0; sv < kv; ++sv)
            least = std::min(least, model.edgeCost(a, su, sv));
          f[u][su] = least == kForbidden ? kWideMax : f[u][su] + least;
        }
      }
    }
  }
  for (size_t idx = order.size(); idx-- > 0;) {
    int32_t c = order[idx];
    int32_t p = parent[c];
    if (p < 0)
      continue;
    int32_t kp = model.numStrategies(p), kc = model.numStrategies(c);
    Adjacent link{};
    for (const Adjacent &a : model.adjacency[c])
      if (a.edge == parentEdge[c])
        link = a;
    choice[c].assign(kp, 0);
    for (int32_t sp = 0; sp < kp; ++sp) {
      Wide best = kWideMax;
      for (int32_t sc = 0; sc < kc; ++sc) {
        Cost e = model.edgeCost(link, sc, sp);
        if (e == kForbidden || f[c][sc] >= kWideMax)
          continue;
        Wide value = f[c][sc] + e;
        if (value < best) {
          best = value;
          choice[c][sp] = sc;
        }
      }
      f[p][sp] = (best >= kWideMax || f[p][sp] >= kWideMax) ? kWideMax
                                                            : f[p][sp] + best;
    }
  }
  assignment.assign(n, 0);
  cost = model.constant;
  for (int32_t v : order) {
    if (parent[v] < 0) {
      assignment[v] = static_cast<StrategyIdx>(
          std::min_element(f[v].begin(), f[v].end()) - f[v].begin());
      if (f[v][assignment[v]] >= kWideMax) {
        // Some forbidden pair cannot be avoided on the forest.
        assignment.clear();
        cost = kWideMax;
        return true;
      }
      cost += f[v][assignment[v]];
    } else {
      assignment[v] = choice[v][assignment[parent[v]]];
    }
  }
  return true;
}

bool cleave::solver::solveForestDP(const Model &model, Assignment &assignment,
                                   Wide &cost) {
  return forestDP(model, /*relax=*/false, assignment, cost);
}

Wide cleave::solver::spanningForestLowerBound(const Model &model,
                                              Assignment &assignment) {
  Wide cost = 0;
  forestDP(model, /*relax=*/true, assignment, cost);
  return cost;
}
