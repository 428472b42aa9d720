//===- LocalSearch.cpp - Lagrangian tree search on the reduced model ------===//
//
// The anytime method for instances too large to solve exactly. Its moves are
// induced trees: a random tree of nodes is re-optimised exactly by dynamic
// programming with every other node fixed, so a move can change a whole run
// of resharding decisions at once (op graphs are close to chains).
//
// Memory is traded globally through Lagrangian prices: each maximal time
// segment t has a price lambda_t per unit of usage, and a node's strategy
// pays usage x (sum of lambda over its live range). The search runs in two
// phases:
//
// 1. Dual phase. Each epoch, TRW-S message passing (MessagePassing.cpp)
//    proposes a relaxed state, and tree moves minimise cost + priced usage
//    with the limit ignored. The prices then follow a projected subgradient
//    with Polyak steps (usage minus limit), each price moving by at most a
//    factor of two per epoch. States close to the limit are projected onto
//    it, by greedy repair at the peak (cheapest cost per unit of usage
//    saved first) and by doubling the prices of the segments over the limit
//    and re-running tree moves there, and polished with feasible moves:
//    candidate answers. The prices
//    start at the marginal cost of memory the first repair paid; two starts
//    are run, one concentrated on the segments in the upper half of the
//    peak, one spread over every segment over the limit.
// 2. Primal phase. From the best answer, tree moves under the best prices
//    (scaled by 0, 1/2, 1 or 2 per move) judged on the true cost; a move
//    that exceeds the limit may buy back the memory elsewhere at the
//    cheapest cost per unit (a short ejection chain). Region kicks
//    (randomise, re-optimise, keep if not worse) diversify once moves stall.
//
// Forbidden pairs cost 1e30 in the priced objective, so moves remove them and
// never add one while an allowed alternative exists; only answers without
// any are recorded. Cost (exact, 128-bit), forbidden count, and the usage
// profile (segment tree, range add / range max) change only through set(),
// which also logs for undo. Every decision comes from the seeded generator
// and iteration counts; the clock only cuts the search short (without an
// iteration bound, the phases split the time instead).
//
//===----------------------------------------------------------------------===//

#include "SolverInternal.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <tuple>

using namespace cleave::solver;

namespace {
constexpr double kBig = 1e30;
/// Bound on the work of one tree move (strategy pairs visited by its DPs).
constexpr int64_t kMaxMoveWork = 1 << 20;
/// Bound on the nodes a move may change elsewhere to fit the limit.
constexpr int64_t kMaxEjections = 32;

class Search {
public:
  Search(const Model &model, const Deadline &deadline, int64_t maxIterations,
         uint64_t seed, Wide lowerBound, bool verbose)
      : model(model), deadline(deadline), maxIterations(maxIterations),
        rng(seed), lowerBound(lowerBound), verbose(verbose) {
    int32_t n = model.numNodes;
    inTree.assign(n, 0);
    rejected.assign(n, 0);
    marked.assign(n, 0);
    inClamp.assign(n, 0);
    parent.assign(n, -1);
    slot.assign(n, -1);
    inQueue.assign(n, 0);
    price.resize(n);
    for (int32_t i = 0; i < n; ++i) {
      price[i].assign(model.numStrategies(i), 0.0);
      if (model.numStrategies(i) > 1)
        freeNodes.push_back(i);
    }
    lambda.assign(model.numSegments, 0.0);
  }

  SearchOutcome run(const Assignment &start);

private:
  const Model &model;
  const Deadline &deadline;
  int64_t maxIterations;
  Rng rng;
  Wide lowerBound;
  bool verbose;

  Assignment current;
  Wide currentCost = 0;
  int64_t currentBad = 0;
  MemoryTree memory;
  Assignment best;
  Wide bestCost = kWideMax;
  bool bestFeasible = false;
  std::vector<double> bestLambda;
  int64_t iterations = 0;

  std::vector<std::pair<int32_t, StrategyIdx>> undoLog;
  std::vector<int32_t> freeNodes;
  std::vector<double> scratch;
  std::vector<std::vector<double>> price;
  std::vector<double> lambda;
  /// Weight of the prices in the objective moves optimise.
  double priceScale = 1.0;

  // Tree-move scratch, indexed by node or by slot in `members`.
  uint32_t stamp = 0, markStamp = 0;
  std::vector<uint32_t> inTree, rejected, marked;
  std::vector<int32_t> parent, slot, members, clamped, visit, combo;
  std::vector<uint32_t> inClamp;
  std::vector<std::vector<double>> f, base, clampBase;
  std::vector<std::vector<int32_t>> choice;
  std::vector<uint8_t> inQueue;

  bool budgetLeft() const {
    return !(bestFeasible && bestCost <= lowerBound) && !deadline.expired() &&
           (maxIterations < 0 || iterations < maxIterations);
  }
  bool withinLimit() const {
    return !model.hasLimit || memory.globalMax() <= model.limit;
  }
  bool valid() const { return currentBad == 0 && withinLimit(); }
  double unaryD(int32_t i, int32_t s) const {
    return static_cast<double>(model.unary[i][s]) + priceScale * price[i][s];
  }
  static double edgeD(Cost c) {
    return c == kForbidden ? kBig : static_cast<double>(c);
  }
  /// out[s]: priced cost of node i's terms if it took s, neighbours fixed.
  void localPriced(int32_t i, std::vector<double> &out) const {
    int32_t k = model.numStrategies(i);
    out.resize(k);
    for (int32_t s = 0; s < k; ++s)
      out[s] = unaryD(i, s);
    for (const Adjacent &a : model.adjacency[i]) {
      int32_t theirs = current[a.other];
      for (int32_t s = 0; s < k; ++s)
        out[s] += edgeD(model.edgeCost(a, s, theirs));
    }
  }
  /// Exact cost and forbidden count of the terms touching marked nodes.
  void markedTerms(const std::vector<int32_t> &nodes, Wide &cost,
                   int64_t &bad) const {
    cost = 0;
    bad = 0;
    for (int32_t i : nodes) {
      cost += model.unary[i][current[i]];
      for (const Adjacent &a : model.adjacency[i]) {
        if (marked[a.other] == markStamp && !a.isFrom)
          continue; // counted from the other end
        Cost c = model.edgeCost(a, current[i], current[a.other]);
        if (c == kForbidden)
          ++bad;
        else
          cost += c;
      }
    }
  }
  void mark(const std::vector<int32_t> &nodes) {
    ++markStamp;
    for (int32_t i : nodes)
      marked[i] = markStamp;
  }
  void set(int32_t i, int32_t s) {
    int32_t old = current[i];
    if (old == s)
      return;
    undoLog.emplace_back(i, old);
    for (const Piece &p : model.pieces[i])
      if (p.usage[s] != p.usage[old])
        memory.add(p.segBegin, p.segEnd,
                   static_cast<Wide>(p.usage[s]) - p.usage[old]);
    current[i] = static_cast<StrategyIdx>(s);
  }
  /// Applies new strategies to `nodes` keeping cost and bad exact.
  void apply(const std::vector<int32_t> &nodes,
             const std::vector<int32_t> &strategies) {
    mark(nodes);
    Wide before;
    int64_t badBefore;
    markedTerms(nodes, before, badBefore);
    for (size_t x = 0; x < nodes.size(); ++x)
      set(nodes[x], strategies[x]);
    Wide after;
    int64_t badAfter;
    markedTerms(nodes, after, badAfter);
    currentCost += after - before;
    currentBad += badAfter - badBefore;
  }
  void setOne(int32_t i, int32_t s) {
    one[0] = i;
    oneS[0] = s;
    apply(one, oneS);
  }
  std::vector<int32_t> one = {0}, oneS = {0};
  struct Mark {
    size_t log;
    Wide cost;
    int64_t bad;
  };
  Mark markState() const { return {undoLog.size(), currentCost, currentBad}; }
  void revert(const Mark &m) {
    while (undoLog.size() > m.log) {
      auto [i, s] = undoLog.back();
      undoLog.pop_back();
      int32_t old = current[i];
      for (const Piece &p : model.pieces[i])
        if (p.usage[s] != p.usage[old])
          memory.add(p.segBegin, p.segEnd,
                     static_cast<Wide>(p.usage[s]) - p.usage[old]);
      current[i] = s;
    }
    currentCost = m.cost;
    currentBad = m.bad;
  }
  void load(const Assignment &assignment) {
    current = assignment;
    currentCost = model.totalCost(current, currentBad);
    std::vector<Wide> profile = model.baseline;
    std::vector<Wide> diff(model.numSegments + 1, 0);
    for (int32_t i = 0; i < model.numNodes; ++i)
      for (const Piece &p : model.pieces[i]) {
        diff[p.segBegin] += p.usage[current[i]];
        diff[p.segEnd] -= p.usage[current[i]];
      }
    Wide running = 0;
    for (int32_t t = 0; t < model.numSegments; ++t) {
      running += diff[t];
      profile[t] += running;
    }
    memory.init(profile);
    undoLog.clear();
  }
  void recordBest() {
    if (!valid())
      return;
    if (!bestFeasible || currentCost < bestCost) {
      best = current;
      bestCost = currentCost;
      bestFeasible = true;
      bestLambda = lambda;
    }
  }
  void setPrices(const std::vector<double> &lambdas);
  /// Priced objective of an assignment (forbidden pairs at kBig each).
  double pricedValue(const Assignment &assignment) const {
    double value = 0;
    for (int32_t i = 0; i < model.numNodes; ++i)
      value += unaryD(i, assignment[i]);
    for (const ModelEdge &edge : model.edges)
      value += edgeD(edge.costs[static_cast<size_t>(assignment[edge.u]) *
                                    model.numStrategies(edge.v) +
                                assignment[edge.v]]);
    return value;
  }

  Assignment greedy();
  void descend(std::vector<int32_t> &queue, bool feasibleOnly);
  bool repairMemory(int64_t maxChanges = -1);
  bool repairByPrices();
  bool treeMove(int32_t root, int32_t maxSize, bool feasibleOnly,
                bool restrictUsage);
  bool feasibleMove(int32_t root, int32_t maxSize);
  bool kick();
  void polish(int64_t moves);
  void dualPhase(int64_t iterationBudget, double endSeconds, double topShare);
  /// Cost the first repair paid, and the overflow it removed.
  double startPaid = -1;
  void primalPhase();
  void report(const char *what) const {
    if (verbose)
      std::fprintf(stderr, "search: %.2fs %s: iter %lld best %s\n",
                   deadline.elapsed(), what,
                   static_cast<long long>(iterations),
                   bestFeasible ? formatWide(bestCost).c_str() : "none");
  }
};
} // namespace

void Search::setPrices(const std::vector<double> &lambdas) {
  lambda = lambdas;
  // prefix[t] = sum of lambda before t, so a range's total is a difference.
  std::vector<double> prefix(model.numSegments + 1, 0.0);
  for (int32_t t = 0; t < model.numSegments; ++t)
    prefix[t + 1] = prefix[t] + lambda[t];
  for (int32_t i = 0; i < model.numNodes; ++i) {
    std::fill(price[i].begin(), price[i].end(), 0.0);
    for (const Piece &p : model.pieces[i]) {
      double total = prefix[p.segEnd] - prefix[p.segBegin];
      if (total == 0)
        continue;
      for (size_t s = 0; s < price[i].size(); ++s)
        price[i][s] += total * static_cast<double>(p.usage[s]);
    }
  }
}

Assignment Search::greedy() {
  // Nodes in index order (topological in contest files), each taking its
  // cheapest strategy given the already-decided neighbours.
  int32_t n = model.numNodes;
  Assignment assignment(n, 0);
  std::vector<uint8_t> decided(n, 0);
  std::vector<double> cost;
  for (int32_t i = 0; i < n; ++i) {
    int32_t k = model.numStrategies(i);
    cost.assign(k, 0);
    for (int32_t s = 0; s < k; ++s)
      cost[s] = unaryD(i, s);
    for (const Adjacent &a : model.adjacency[i]) {
      if (!decided[a.other])
        continue;
      for (int32_t s = 0; s < k; ++s)
        cost[s] += edgeD(model.edgeCost(a, s, assignment[a.other]));
    }
    assignment[i] = static_cast<StrategyIdx>(
        std::min_element(cost.begin(), cost.end()) - cost.begin());
    decided[i] = 1;
  }
  return assignment;
}

void Search::descend(std::vector<int32_t> &queue, bool feasibleOnly) {
  // Best-response moves on the priced objective until no node improves.
  for (int32_t i : queue)
    inQueue[i] = 1;
  size_t head = 0;
  while (head < queue.size()) {
    if ((head & 255) == 0 && deadline.expired())
      break;
    int32_t i = queue[head++];
    inQueue[i] = 0;
    localPriced(i, scratch);
    int32_t cur = current[i], bestS = cur;
    for (int32_t s = 0; s < static_cast<int32_t>(scratch.size()); ++s) {
      if (!(scratch[s] < scratch[bestS]))
        continue;
      if (feasibleOnly && model.hasLimit) {
        bool fits = true;
        for (const Piece &p : model.pieces[i]) {
          Wide d = static_cast<Wide>(p.usage[s]) - p.usage[cur];
          if (d > 0 && memory.max(p.segBegin, p.segEnd) + d > model.limit) {
            fits = false;
            break;
          }
        }
        if (!fits)
          continue;
      }
      bestS = s;
    }
    if (bestS == cur)
      continue;
    setOne(i, bestS);
    for (const Adjacent &a : model.adjacency[i]) {
      if (!inQueue[a.other]) {
        inQueue[a.other] = 1;
        queue.push_back(a.other);
      }
    }
    if (head > 4096 && head * 2 > queue.size()) {
      queue.erase(queue.begin(), queue.begin() + head);
      head = 0;
    }
  }
  for (size_t k = head; k < queue.size(); ++k)
    inQueue[queue[k]] = 0;
  queue.clear();
}

bool Search::repairByPrices() {
  // Raise the prices of the segments over the limit (doubling) and re-run
  // relaxed tree moves on the nodes live there until the state fits: tree
  // moves change coupled nodes together (through forbidden pairs and
  // equal-sharding edges), which the single-node greedy repair cannot. The
  // greedy repair finishes whatever is left; the prices are restored.
  if (!model.hasLimit || withinLimit())
    return true;
  std::vector<double> saved = lambda, raised = lambda;
  double limit = static_cast<double>(model.limit);
  double floor = 0.01 *
                 static_cast<double>(bestFeasible ? bestCost : currentCost) /
                 std::max(1.0, limit);
  std::vector<Wide> profile;
  std::vector<int32_t> overPrefix(model.numSegments + 1, 0), roots, queue;
  for (int round = 0; round < 30 && !withinLimit() && !deadline.expired();
       ++round) {
    memory.values(profile);
    std::vector<uint8_t> overAt(model.numSegments, 0);
    for (int32_t t : model.maximalSegments)
      if (static_cast<double>(profile[t]) > limit) {
        raised[t] = std::max(2 * raised[t], floor);
        overAt[t] = 1;
      }
    for (int32_t t = 0; t < model.numSegments; ++t)
      overPrefix[t + 1] = overPrefix[t] + overAt[t];
    setPrices(raised);
    roots.clear();
    for (int32_t i : freeNodes)
      for (const Piece &p : model.pieces[i])
        if (overPrefix[p.segEnd] > overPrefix[p.segBegin]) {
          roots.push_back(i);
          break;
        }
    for (size_t x = roots.size(); x > 1; --x)
      std::swap(roots[x - 1], roots[rng.below(x)]);
    if (roots.size() > 400)
      roots.resize(400);
    for (int32_t root : roots) {
      treeMove(root, 2 + static_cast<int32_t>(rng.below(30)), false, false);
      undoLog.clear();
    }
    queue = roots;
    descend(queue, false);
    undoLog.clear();
  }
  setPrices(saved);
  return repairMemory();
}

bool Search::repairMemory(int64_t maxChanges) {
  // Lower usage at the current peak, cheapest priced cost per unit of usage
  // saved first. Usage at the peak only goes down, so this terminates.
  if (!model.hasLimit)
    return true;
  std::vector<std::tuple<double, int32_t, int32_t>> candidates;
  int32_t lastSeg = -1;
  int64_t sameSeg = 0;
  while (memory.globalMax() > model.limit) {
    int32_t seg = memory.argMax();
    sameSeg = seg == lastSeg ? sameSeg + 1 : 0;
    lastSeg = seg;
    if (sameSeg > 4 * static_cast<int64_t>(model.numNodes) + 16)
      return false;
    candidates.clear();
    for (int32_t i = 0; i < model.numNodes; ++i) {
      Usage mine = 0;
      bool live = false;
      for (const Piece &p : model.pieces[i])
        if (p.segBegin <= seg && seg < p.segEnd) {
          mine += p.usage[current[i]];
          live = true;
        }
      if (!live || mine == 0)
        continue;
      localPriced(i, scratch);
      double bestRatio = 0;
      int32_t bestS = -1;
      for (int32_t s = 0; s < model.numStrategies(i); ++s) {
        Usage u = 0;
        for (const Piece &p : model.pieces[i])
          if (p.segBegin <= seg && seg < p.segEnd)
            u += p.usage[s];
        if (u >= mine)
          continue;
        double ratio = (scratch[s] - scratch[current[i]]) /
                       static_cast<double>(mine - u);
        if (bestS < 0 || ratio < bestRatio) {
          bestRatio = ratio;
          bestS = s;
        }
      }
      if (bestS >= 0)
        candidates.emplace_back(bestRatio, i, bestS);
    }
    if (candidates.empty())
      return false;
    std::sort(candidates.begin(), candidates.end());
    for (auto [ratio, i, s] : candidates) {
      (void)ratio;
      if (maxChanges >= 0 && maxChanges-- == 0)
        return false;
      setOne(i, s);
      if (memory.max(seg, seg + 1) <= model.limit)
        break;
    }
  }
  return true;
}

bool Search::treeMove(int32_t root, int32_t maxSize, bool feasibleOnly,
                      bool restrictUsage) {
  // Grow a region from `root`. A node joins the tree part if exactly one of
  // its neighbours is in it (or none, via a clamped node: a new root), so
  // the tree part induces a forest. A node with two or more tree neighbours
  // closes a cycle: it joins as a clamped node while the product of the
  // clamped nodes' strategy counts stays within the budget. The move then
  // solves the whole region exactly: the forest by DP for every combination
  // of the clamped nodes' strategies.
  int64_t clampBudget = 1;
  if (rng.below(2) == 0)
    clampBudget = 16 << rng.below(4);
  ++stamp;
  members.clear();
  clamped.clear();
  visit.clear();
  members.push_back(root);
  visit.push_back(root);
  inTree[root] = stamp;
  parent[root] = -1;
  int64_t product = 1, treeWork = model.numStrategies(root);
  for (size_t head = 0;
       head < visit.size() && static_cast<int32_t>(visit.size()) < maxSize;
       ++head) {
    int32_t x = visit[head];
    const std::vector<Adjacent> &adj = model.adjacency[x];
    size_t offset = adj.empty() ? 0 : rng.below(adj.size());
    for (size_t k = 0; k < adj.size(); ++k) {
      int32_t w = adj[(k + offset) % adj.size()].other;
      if (inTree[w] == stamp || inClamp[w] == stamp || rejected[w] == stamp)
        continue;
      int32_t links = 0, link = -1;
      for (const Adjacent &b : model.adjacency[w])
        if (inTree[b.other] == stamp) {
          link = b.other;
          if (++links > 1)
            break;
        }
      // Keep one DP per combination cheap: (tree work) x (combinations).
      int64_t kw = model.numStrategies(w);
      int64_t addWork = kw * (link >= 0 ? model.numStrategies(link) : 1);
      if (links <= 1 && (treeWork + addWork) * product <= kMaxMoveWork) {
        treeWork += addWork;
        inTree[w] = stamp;
        parent[w] = link;
        members.push_back(w);
      } else if (links > 1 && product * kw <= clampBudget &&
                 treeWork * product * kw <= kMaxMoveWork) {
        product *= kw;
        inClamp[w] = stamp;
        clamped.push_back(w);
      } else {
        rejected[w] = stamp;
        continue;
      }
      visit.push_back(w);
      if (static_cast<int32_t>(visit.size()) >= maxSize)
        break;
    }
  }
  int32_t size = static_cast<int32_t>(members.size());
  if (static_cast<int32_t>(f.size()) < size) {
    f.resize(size);
    base.resize(size);
    choice.resize(size);
  }
  auto outside = [&](int32_t w) {
    return inTree[w] != stamp && inClamp[w] != stamp;
  };
  // Base terms: own priced cost plus edges to fixed nodes outside.
  double oldValue = 0;
  for (int32_t idx = 0; idx < size; ++idx) {
    int32_t v = members[idx];
    slot[v] = idx;
    std::vector<double> &bv = base[idx];
    int32_t k = model.numStrategies(v);
    bv.resize(k);
    for (int32_t s = 0; s < k; ++s)
      bv[s] = unaryD(v, s);
    for (const Adjacent &a : model.adjacency[v]) {
      if (!outside(a.other)) {
        if (a.other == parent[v] ||
            (inClamp[a.other] == stamp))
          oldValue += edgeD(model.edgeCost(a, current[v], current[a.other]));
        continue;
      }
      int32_t theirs = current[a.other];
      for (int32_t s = 0; s < k; ++s)
        bv[s] += edgeD(model.edgeCost(a, s, theirs));
    }
    oldValue += bv[current[v]];
    if (restrictUsage) {
      int32_t cur = current[v];
      for (int32_t s = 0; s < k; ++s)
        for (const Piece &p : model.pieces[v])
          if (p.usage[s] > p.usage[cur]) {
            bv[s] = HUGE_VAL;
            break;
          }
    }
  }
  int32_t numClamped = static_cast<int32_t>(clamped.size());
  clampBase.resize(numClamped);
  for (int32_t q = 0; q < numClamped; ++q) {
    int32_t w = clamped[q];
    slot[w] = q;
    int32_t k = model.numStrategies(w);
    std::vector<double> &cb = clampBase[q];
    cb.resize(k);
    for (int32_t s = 0; s < k; ++s)
      cb[s] = unaryD(w, s);
    for (const Adjacent &a : model.adjacency[w]) {
      if (inClamp[a.other] == stamp && a.isFrom)
        oldValue += edgeD(model.edgeCost(a, current[w], current[a.other]));
      if (!outside(a.other))
        continue;
      for (int32_t s = 0; s < k; ++s)
        cb[s] += edgeD(model.edgeCost(a, s, current[a.other]));
    }
    oldValue += cb[current[w]];
    if (restrictUsage) {
      int32_t cur = current[w];
      for (int32_t s = 0; s < k; ++s)
        for (const Piece &p : model.pieces[w])
          if (p.usage[s] > p.usage[cur]) {
            cb[s] = HUGE_VAL;
            break;
          }
    }
  }

  // Forest DP for one combination of clamped strategies; returns its value
  // and leaves the choices in `choice`.
  combo.assign(numClamped, 0);
  auto solveForest = [&]() -> double {
    double value = 0;
    for (int32_t q = 0; q < numClamped; ++q) {
      int32_t w = clamped[q];
      value += clampBase[q][combo[q]];
      for (const Adjacent &a : model.adjacency[w])
        if (inClamp[a.other] == stamp && a.isFrom)
          value += edgeD(model.edgeCost(a, combo[q], combo[slot[a.other]]));
    }
    if (value == HUGE_VAL)
      return value;
    for (int32_t idx = 0; idx < size; ++idx)
      f[idx] = base[idx];
    for (int32_t q = 0; q < numClamped; ++q) {
      int32_t w = clamped[q];
      for (const Adjacent &a : model.adjacency[w]) {
        if (inTree[a.other] != stamp)
          continue;
        std::vector<double> &fv = f[slot[a.other]];
        // a is w's view: mine = w's strategy, theirs = the member's.
        for (size_t s = 0; s < fv.size(); ++s)
          fv[s] += edgeD(model.edgeCost(a, combo[q], static_cast<int32_t>(s)));
      }
    }
    // Bottom-up; ties keep the current strategy so neutral moves do not
    // churn memory.
    for (int32_t idx = size - 1; idx >= 0; --idx) {
      int32_t c = members[idx], p = parent[c];
      std::vector<double> &fc = f[idx];
      if (p < 0) {
        double bestValue = fc[current[c]];
        for (double x : fc)
          bestValue = std::min(bestValue, x);
        value += bestValue;
        continue;
      }
      std::vector<double> &fp = f[slot[p]];
      int32_t kc = model.numStrategies(c), kp = model.numStrategies(p);
      std::vector<int32_t> &ch = choice[idx];
      ch.assign(kp, current[c]);
      const Adjacent *link = nullptr;
      for (const Adjacent &a : model.adjacency[c])
        if (a.other == p)
          link = &a;
      for (int32_t sp = 0; sp < kp; ++sp) {
        if (fp[sp] == HUGE_VAL)
          continue;
        double bestValue = HUGE_VAL;
        int32_t bestS = current[c];
        for (int32_t sc = 0; sc < kc; ++sc) {
          double v = fc[sc] + edgeD(model.edgeCost(*link, sc, sp));
          if (v < bestValue || (v == bestValue && sc == current[c])) {
            bestValue = v;
            bestS = sc;
          }
        }
        ch[sp] = bestS;
        fp[sp] += bestValue;
      }
    }
    return value;
  };
  double newValue = HUGE_VAL;
  std::vector<int32_t> bestCombo;
  for (int32_t q = 0; q < numClamped; ++q)
    combo[q] = 0;
  while (true) {
    double value = solveForest();
    if (value < newValue) {
      newValue = value;
      bestCombo = combo;
    }
    int32_t q = 0;
    while (q < numClamped && combo[q] + 1 == model.numStrategies(clamped[q]))
      combo[q++] = 0;
    if (q == numClamped)
      break;
    ++combo[q];
  }
  // Relaxed moves must improve the priced objective; feasible moves only
  // use it to propose and are judged on the true cost below.
  if (!(newValue < oldValue - 1e-9 * std::fabs(oldValue)) &&
      !(feasibleOnly && newValue < oldValue))
    return false;
  if (numClamped > 0) {
    combo = bestCombo;
    solveForest();
  }
  Mark before = markState();
  std::vector<int32_t> nodes = members, strategies(size + numClamped);
  // Parents precede children in `members`, so choices resolve in order.
  for (int32_t idx = 0; idx < size; ++idx) {
    int32_t c = members[idx];
    if (parent[c] < 0) {
      std::vector<double> &fc = f[idx];
      int32_t bestS = current[c];
      for (int32_t s = 0; s < static_cast<int32_t>(fc.size()); ++s)
        if (fc[s] < fc[bestS])
          bestS = s;
      strategies[idx] = bestS;
    } else {
      strategies[idx] = choice[idx][strategies[slot[parent[c]]]];
    }
  }
  for (int32_t q = 0; q < numClamped; ++q) {
    nodes.push_back(clamped[q]);
    strategies[size + q] = combo[q];
  }
  apply(nodes, strategies);
  if (feasibleOnly) {
    // A move over the limit may buy the memory it needs elsewhere, at the
    // cheapest true cost per unit (an ejection chain); the whole is kept
    // only if valid and cheaper.
    bool ok = currentBad <= before.bad;
    if (ok && !withinLimit()) {
      double scale = priceScale;
      priceScale = 0;
      ok = repairMemory(kMaxEjections);
      priceScale = scale;
    }
    if (!ok || (currentBad == before.bad && currentCost >= before.cost)) {
      revert(before);
      return false;
    }
  }
  return true;
}

bool Search::feasibleMove(int32_t root, int32_t maxSize) {
  // Proposals under varied price weights (none: the cheapest tree; more:
  // trade cost for memory), judged on the true cost; then one that only
  // lowers usage, which always fits.
  static constexpr double kScales[] = {0.0, 0.5, 1.0, 2.0};
  priceScale = kScales[rng.below(4)];
  bool moved = treeMove(root, maxSize, true, false) ||
               (model.hasLimit && treeMove(root, maxSize, true, true));
  priceScale = 1.0;
  return moved;
}

bool Search::kick() {
  // Randomise a small connected region, re-optimise around it with feasible
  // moves and keep the result only if it is no worse.
  Mark before = markState();
  int32_t root = freeNodes[rng.below(freeNodes.size())];
  int32_t size = 2 + static_cast<int32_t>(rng.below(8));
  std::vector<int32_t> region{root};
  ++stamp;
  inTree[root] = stamp;
  for (size_t head = 0; head < region.size() &&
                        static_cast<int32_t>(region.size()) < size;
       ++head)
    for (const Adjacent &a : model.adjacency[region[head]])
      if (inTree[a.other] != stamp &&
          static_cast<int32_t>(region.size()) < size) {
        inTree[a.other] = stamp;
        region.push_back(a.other);
      }
  for (int32_t i : region) {
    int32_t k = model.numStrategies(i);
    if (k < 2)
      continue;
    int32_t s = static_cast<int32_t>(rng.below(k));
    Mark m = markState();
    setOne(i, s);
    if (!withinLimit() || currentBad > m.bad)
      revert(m);
  }
  std::vector<int32_t> around = region;
  for (int32_t i : region)
    for (const Adjacent &a : model.adjacency[i])
      around.push_back(a.other);
  for (int32_t i : around)
    feasibleMove(i, 4 + static_cast<int32_t>(rng.below(60)));
  std::vector<int32_t> queue = around;
  std::sort(queue.begin(), queue.end());
  queue.erase(std::unique(queue.begin(), queue.end()), queue.end());
  descend(queue, true);
  if (currentBad < before.bad ||
      (currentBad == before.bad && currentCost <= before.cost))
    return currentCost < before.cost || currentBad < before.bad;
  revert(before);
  return false;
}

void Search::polish(int64_t moves) {
  // Feasible tree moves under the current prices; the state stays valid.
  for (int64_t m = 0; m < moves && budgetLeft(); ++m) {
    ++iterations;
    int32_t root = freeNodes[rng.below(freeNodes.size())];
    if (feasibleMove(root, 2 + static_cast<int32_t>(rng.below(100))))
      recordBest();
    undoLog.clear();
  }
}

void Search::dualPhase(int64_t iterationBudget, double endSeconds,
                       double topShare) {
  // Projected subgradient on the segment prices with Polyak steps:
  // lambda_t += theta (UB - L) / |g|^2 * g_t, g_t = usage_t - limit, where
  // L is the priced objective of the relaxed state (an estimate of the dual
  // value) and UB the best answer's cost. theta halves when L stops rising.
  int64_t numFree = static_cast<int64_t>(freeNodes.size());
  int64_t epochMoves = std::max<int64_t>(32, numFree / 4);
  int64_t polishMoves = std::max<int64_t>(32, numFree / 4);
  double limit = static_cast<double>(model.limit);
  double theta = 1.0, bestDual = -HUGE_VAL;
  int sinceDualImproved = 0;
  int64_t start = iterations;
  std::vector<Wide> profile;
  std::vector<double> lambdas = lambda;
  MessagePassing messages(model);
  bool firstEpoch = true;
  int64_t epoch = 0;
  // Start the prices at the marginal cost of memory that the first repair
  // paid: (repaired cost - relaxed cost) / overflow, on the segments whose
  // usage is at least topShare of the peak (and over the limit). Prices
  // spread over every segment over the limit charge long-lived tensors for
  // segments that will not bind; prices only at the very top miss the
  // segments that bind once the top is relieved.
  if (bestFeasible) {
    memory.values(profile);
    double overflow = 0, top = static_cast<double>(memory.globalMax());
    double cut = std::max(limit, topShare * top);
    for (int32_t t : model.maximalSegments)
      if (static_cast<double>(profile[t]) >= cut)
        overflow += static_cast<double>(profile[t]) - limit;
    if (startPaid < 0)
      startPaid = static_cast<double>(bestCost - currentCost);
    double paid = startPaid;
    if (overflow > 0 && paid > 0) {
      for (int32_t t : model.maximalSegments)
        if (static_cast<double>(profile[t]) >= cut)
          lambdas[t] = paid / overflow;
      setPrices(lambdas);
    }
  }
  while (budgetLeft() && iterations - start < iterationBudget &&
         (endSeconds <= 0 || deadline.elapsed() < endSeconds)) {
    // Message passing proposes a relaxed state; tree moves refine the
    // better of it and the current one.
    {
      std::vector<std::vector<double>> unaryCost(model.numNodes);
      for (int32_t i = 0; i < model.numNodes; ++i) {
        unaryCost[i].resize(model.numStrategies(i));
        for (int32_t s = 0; s < model.numStrategies(i); ++s)
          unaryCost[i][s] = unaryD(i, s);
      }
      Assignment proposal;
      messages.run(unaryCost, firstEpoch ? 8 : 3, proposal, deadline);
      firstEpoch = false;
      double mine = pricedValue(current), theirs = pricedValue(proposal);
      if (verbose)
        std::fprintf(stderr, "search: messages %.6g vs current %.6g\n", theirs,
                     mine);
      if (theirs < mine)
        load(proposal);
    }
    // Priced moves, limit ignored.
    for (int64_t m = 0; m < epochMoves && budgetLeft(); ++m) {
      ++iterations;
      int32_t root = freeNodes[rng.below(freeNodes.size())];
      treeMove(root, 2 + static_cast<int32_t>(rng.below(100)), false, false);
      undoLog.clear();
      if (valid() && (!bestFeasible || currentCost < bestCost))
        recordBest();
    }
    if (!budgetLeft())
      break;
    memory.values(profile);
    double dual = static_cast<double>(currentCost), norm = 0;
    bool over = false;
    for (int32_t t : model.maximalSegments) {
      double g = static_cast<double>(profile[t]) - limit;
      dual += lambdas[t] * g;
      over |= g > 0;
      if (lambdas[t] > 0 || g > 0)
        norm += g * g;
    }
    if (dual > bestDual * (1 + 1e-6)) {
      bestDual = dual;
      sinceDualImproved = 0;
    } else if (++sinceDualImproved >= 3) {
      theta = std::max(theta * 0.5, 1e-3);
      sinceDualImproved = 0;
    }
    // Project a copy onto the limit for a candidate answer, when it is
    // close enough to be worth the repair (or every fourth epoch).
    Assignment relaxed = current;
    ++epoch;
    bool project = static_cast<double>(memory.globalMax()) <= 1.5 * limit ||
                   epoch % 4 == 0;
    // Two projections: greedy at the peak, and by raised prices.
    for (int way = 0; way < 2 && project; ++way) {
      if (way == 1)
        load(relaxed);
      if (!(way == 0 ? repairMemory() : repairByPrices()))
        continue;
      std::vector<int32_t> queue(current.size());
      for (size_t i = 0; i < queue.size(); ++i)
        queue[i] = static_cast<int32_t>(i);
      descend(queue, true);
      recordBest();
      polish(polishMoves);
    }
    double upper = static_cast<double>(bestFeasible ? bestCost : currentCost);
    double gap = std::max(upper - dual, 0.01 * std::fabs(upper));
    double step = norm > 0 ? theta * gap / norm : 0;
    // Polyak steps overshoot when the state is barely over the limit (small
    // |g|, large gap), dropping the prices of every segment under it; the
    // prices then zig-zag. Each price moves by at most a factor of two per
    // epoch (from a floor when it is zero).
    double floor = 0.01 * upper / std::max(1.0, limit);
    for (int32_t t : model.maximalSegments) {
      double g = static_cast<double>(profile[t]) - limit;
      double next = lambdas[t] + step * g;
      next = std::min(next, 2 * lambdas[t] + floor);
      next = std::max(next, lambdas[t] < floor ? 0.0 : 0.5 * lambdas[t]);
      lambdas[t] = next;
    }
    setPrices(lambdas);
    load(relaxed);
    if (verbose)
      std::fprintf(stderr,
                   "search: %.2fs dual epoch%s: iter %lld, relaxed peak %.3f x "
                   "limit, dual %.6g, theta %.3g, best %s\n",
                   deadline.elapsed(), over ? " (over)" : "",
                   static_cast<long long>(iterations),
                   static_cast<double>(memory.globalMax()) / limit, dual,
                   theta,
                   bestFeasible ? formatWide(bestCost).c_str() : "none");
  }
}

void Search::primalPhase() {
  if (!bestFeasible)
    return;
  setPrices(bestLambda);
  load(best);
  int64_t sinceImprovement = 0;
  int64_t stallLimit = 4 * static_cast<int64_t>(freeNodes.size()) + 100;
  Wide reference = currentCost;
  while (budgetLeft()) {
    ++iterations;
    bool improved;
    if (sinceImprovement < stallLimit) {
      int32_t root = freeNodes[rng.below(freeNodes.size())];
      improved = feasibleMove(root, 2 + static_cast<int32_t>(rng.below(100)));
    } else {
      improved = kick();
    }
    undoLog.clear();
    if (improved) {
      recordBest();
      if (currentCost < reference) {
        reference = currentCost;
        sinceImprovement = 0;
      } else {
        ++sinceImprovement;
      }
    } else if (++sinceImprovement > 3 * stallLimit) {
      sinceImprovement = 0;
    }
  }
  report("primal done");
}

SearchOutcome Search::run(const Assignment &start) {
  bool haveStart = start.size() == static_cast<size_t>(model.numNodes);
  load(haveStart ? start : greedy());
  SearchOutcome outcome;
  if (!freeNodes.empty()) {
    // Settle the unconstrained optimum, then a first valid answer.
    std::vector<int32_t> queue(current.size());
    for (size_t i = 0; i < queue.size(); ++i)
      queue[i] = static_cast<int32_t>(i);
    descend(queue, false);
    Assignment relaxed = current;
    if (repairMemory()) {
      for (size_t i = 0; i < current.size(); ++i)
        queue.push_back(static_cast<int32_t>(i));
      descend(queue, true);
      recordBest();
    }
    report("start");
    load(relaxed);
    if (model.hasLimit) {
      int64_t budget = maxIterations < 0 ? -1 : (maxIterations * 3) / 4;
      double endSeconds =
          maxIterations < 0 ? deadline.elapsed() + 0.75 * deadline.remaining()
                            : 0;
      // Two starts of the prices (a small portfolio against a badly shaped
      // start): concentrated on the upper half of the peak, then spread over
      // every segment over the limit. Each begins from the relaxed state.
      Assignment relaxedStart = current;
      std::vector<double> noPrices(model.numSegments, 0.0);
      double now = deadline.elapsed();
      dualPhase(budget < 0 ? INT64_MAX : (budget * 3) / 5,
                endSeconds > 0 ? now + 0.6 * (endSeconds - now) : 0, 0.5);
      load(relaxedStart);
      setPrices(noPrices);
      dualPhase(budget < 0 ? INT64_MAX : (budget * 2) / 5, endSeconds, 0.0);
    }
    if (!bestFeasible) {
      // No valid answer yet: keep minimising the priced objective, which
      // removes forbidden pairs, and try to repair from there.
      while (budgetLeft() && !bestFeasible) {
        for (int64_t m = 0; m < 1024 && budgetLeft(); ++m) {
          ++iterations;
          int32_t root = freeNodes[rng.below(freeNodes.size())];
          treeMove(root, 2 + static_cast<int32_t>(rng.below(100)), false,
                   false);
          undoLog.clear();
        }
        Assignment relaxed2 = current;
        if (repairMemory())
          recordBest();
        if (!bestFeasible)
          load(relaxed2);
      }
    }
    primalPhase();
  } else {
    recordBest();
  }
  outcome.assignment = bestFeasible ? best : current;
  outcome.cost = bestFeasible ? bestCost : currentCost;
  outcome.feasible = bestFeasible;
  outcome.iterations = iterations;
  return outcome;
}

SearchOutcome cleave::solver::runLocalSearch(const Model &model,
                                             const Assignment &start,
                                             const Deadline &deadline,
                                             int64_t maxIterations,
                                             uint64_t seed, Wide lowerBound,
                                             bool verbose) {
  Search search(model, deadline, maxIterations, seed, lowerBound, verbose);
  return search.run(start);
}
