//===- LocalSearch.cpp - Anytime search for large instances ---------------===//
//
// Greedy construction, memory repair, then a large-neighbourhood search whose
// neighbourhoods are induced trees: a random tree of nodes is re-optimised
// exactly by dynamic programming with every other node fixed. Trees fit this
// problem because op graphs are close to chains, so a tree move can change a
// whole run of resharding decisions at once, which single-node moves cannot.
// Iterated-local-search kicks diversify once tree moves stop improving. All
// state changes go through one place that keeps the cost, the peak-memory
// segment tree and an undo log consistent.
//
//===----------------------------------------------------------------------===//

#include "SolverInternal.h"

#include <algorithm>
#include <cstdio>
#include <tuple>

using namespace cleave::solver;

namespace {
class Search {
public:
  Search(const Model &model, const Deadline &deadline, int64_t maxIterations,
         uint64_t seed, Wide lowerBound, bool verbose)
      : model(model), deadline(deadline), maxIterations(maxIterations),
        rng(seed), lowerBound(lowerBound), verbose(verbose) {
    int32_t n = model.numNodes;
    inTree.assign(n, 0);
    rejected.assign(n, 0);
    parent.assign(n, -1);
    slot.assign(n, -1);
    inQueue.assign(n, 0);
    for (int32_t i = 0; i < n; ++i)
      if (model.numStrategies(i) > 1)
        freeNodes.push_back(i);
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
  MemoryTree memory;
  Assignment best;
  Wide bestCost = kWideMax;
  bool bestFeasible = false;
  int64_t iterations = 0;

  std::vector<std::pair<int32_t, StrategyIdx>> undoLog;
  std::vector<int32_t> freeNodes;
  std::vector<Wide> scratch;

  // Tree-move scratch, indexed by node or by slot in `members`.
  uint32_t stamp = 0;
  std::vector<uint32_t> inTree, rejected;
  std::vector<int32_t> parent, slot, members;
  std::vector<std::vector<Wide>> f;
  std::vector<std::vector<int32_t>> choice;
  std::vector<uint8_t> inQueue;

  bool budgetLeft() const {
    return !(bestFeasible && bestCost <= lowerBound) && !deadline.expired() &&
           (maxIterations < 0 || iterations < maxIterations);
  }
  bool feasible() const {
    return !model.hasLimit || memory.globalMax() <= model.limit;
  }
  Wide usageDelta(int32_t i, int32_t s) const {
    return static_cast<Wide>(model.usage(i, s)) -
           model.usage(i, current[i]);
  }
  /// Whether node i may switch to s without exceeding the limit, assuming
  /// the current state is within it.
  bool fits(int32_t i, int32_t s) const {
    if (!model.hasLimit)
      return true;
    Wide d = usageDelta(i, s);
    if (d <= 0)
      return true;
    return memory.max(model.segBegin[i], model.segEnd[i]) + d <= model.limit;
  }
  void set(int32_t i, int32_t s) {
    if (current[i] == s)
      return;
    undoLog.emplace_back(i, current[i]);
    memory.add(model.segBegin[i], model.segEnd[i], usageDelta(i, s));
    current[i] = static_cast<StrategyIdx>(s);
  }
  void revert(size_t mark, Wide costAtMark) {
    while (undoLog.size() > mark) {
      auto [i, s] = undoLog.back();
      undoLog.pop_back();
      memory.add(model.segBegin[i], model.segEnd[i], usageDelta(i, s));
      current[i] = s;
    }
    currentCost = costAtMark;
  }
  void load(const Assignment &assignment) {
    current = assignment;
    currentCost = model.totalCost(current);
    memory.init(model.numSegments);
    for (int32_t i = 0; i < model.numNodes; ++i)
      memory.add(model.segBegin[i], model.segEnd[i],
                 model.usage(i, current[i]));
  }
  void recordBest() {
    bool ok = feasible();
    if ((ok && !bestFeasible) || (ok == bestFeasible && currentCost < bestCost)) {
      best = current;
      bestCost = currentCost;
      bestFeasible = ok;
    }
  }

  Assignment greedy();
  void descend(std::vector<int32_t> &queue, bool respectMemory);
  bool repairMemory();
  bool treeMove(int32_t root, int32_t maxSize, bool restrictUsage);
  bool kick();
};
} // namespace

Assignment Search::greedy() {
  // Nodes in index order (topological in contest files), each taking its
  // cheapest strategy given the already-decided neighbours.
  int32_t n = model.numNodes;
  Assignment assignment(n, 0);
  std::vector<uint8_t> decided(n, 0);
  std::vector<Wide> cost;
  for (int32_t i = 0; i < n; ++i) {
    cost = model.unary[i];
    int32_t k = model.numStrategies(i);
    for (const Adjacent &a : model.adjacency[i]) {
      if (!decided[a.other])
        continue;
      for (int32_t s = 0; s < k; ++s)
        cost[s] += model.edgeCost(a, s, assignment[a.other]);
    }
    assignment[i] = static_cast<StrategyIdx>(
        std::min_element(cost.begin(), cost.end()) - cost.begin());
    decided[i] = 1;
  }
  return assignment;
}

void Search::descend(std::vector<int32_t> &queue, bool respectMemory) {
  // Best-response moves until no single node can improve.
  for (int32_t i : queue)
    inQueue[i] = 1;
  size_t head = 0;
  while (head < queue.size()) {
    if ((head & 255) == 0 && deadline.expired())
      break;
    int32_t i = queue[head++];
    inQueue[i] = 0;
    model.localCosts(i, current, scratch);
    int32_t bestS = current[i];
    for (int32_t s = 0; s < static_cast<int32_t>(scratch.size()); ++s)
      if (scratch[s] < scratch[bestS] && (!respectMemory || fits(i, s)))
        bestS = s;
    if (bestS == current[i])
      continue;
    currentCost += scratch[bestS] - scratch[current[i]];
    set(i, bestS);
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

bool Search::repairMemory() {
  // Greedily lower usage at the current peak, cheapest cost per unit of
  // usage saved first. Usage only ever goes down, so this terminates, and it
  // succeeds whenever the minimum-usage assignment is within the limit.
  if (!model.hasLimit)
    return true;
  std::vector<std::tuple<double, int32_t, int32_t>> candidates;
  while (memory.globalMax() > model.limit) {
    int32_t seg = memory.argMax();
    candidates.clear();
    for (int32_t i = 0; i < model.numNodes; ++i) {
      if (model.segBegin[i] > seg || model.segEnd[i] <= seg)
        continue;
      Usage mine = model.usage(i, current[i]);
      bool reducible = false;
      for (int32_t s = 0; s < model.numStrategies(i) && !reducible; ++s)
        reducible = model.usage(i, s) < mine;
      if (!reducible)
        continue;
      model.localCosts(i, current, scratch);
      double bestRatio = 0;
      int32_t bestS = -1;
      for (int32_t s = 0; s < model.numStrategies(i); ++s) {
        Usage u = model.usage(i, s);
        if (u >= mine)
          continue;
        double ratio = static_cast<double>(scratch[s] - scratch[current[i]]) /
                       static_cast<double>(mine - u);
        if (bestS < 0 || ratio < bestRatio) {
          bestRatio = ratio;
          bestS = s;
        }
      }
      candidates.emplace_back(bestRatio, i, bestS);
    }
    if (candidates.empty())
      return false;
    std::sort(candidates.begin(), candidates.end());
    for (auto [ratio, i, s] : candidates) {
      (void)ratio;
      model.localCosts(i, current, scratch);
      currentCost += scratch[s] - scratch[current[i]];
      set(i, s);
      if (memory.max(seg, seg + 1) <= model.limit)
        break;
    }
  }
  return true;
}

bool Search::treeMove(int32_t root, int32_t maxSize, bool restrictUsage) {
  // Grow a tree in the graph: a node joins only if exactly one of its
  // neighbours is already in, so the induced subgraph stays a tree.
  ++stamp;
  members.clear();
  members.push_back(root);
  inTree[root] = stamp;
  parent[root] = -1;
  for (size_t head = 0;
       head < members.size() && static_cast<int32_t>(members.size()) < maxSize;
       ++head) {
    int32_t x = members[head];
    const std::vector<Adjacent> &adj = model.adjacency[x];
    size_t offset = adj.empty() ? 0 : rng.below(adj.size());
    for (size_t k = 0; k < adj.size(); ++k) {
      int32_t w = adj[(k + offset) % adj.size()].other;
      if (inTree[w] == stamp || rejected[w] == stamp)
        continue;
      int32_t links = 0, seen = -1;
      for (const Adjacent &b : model.adjacency[w]) {
        if (inTree[b.other] == stamp && b.other != seen) {
          if (seen >= 0) {
            links = 2;
            break;
          }
          seen = b.other;
          links = 1;
        }
      }
      if (links != 1) {
        rejected[w] = stamp;
        continue;
      }
      inTree[w] = stamp;
      parent[w] = x;
      members.push_back(w);
      if (static_cast<int32_t>(members.size()) >= maxSize)
        break;
    }
  }
  int32_t size = static_cast<int32_t>(members.size());
  if (static_cast<int32_t>(f.size()) < size) {
    f.resize(size);
    choice.resize(size);
  }
  // Unary terms: own cost plus edges to fixed nodes outside the tree.
  Wide oldCost = 0;
  for (int32_t idx = 0; idx < size; ++idx) {
    int32_t v = members[idx];
    slot[v] = idx;
    std::vector<Wide> &fv = f[idx];
    fv = model.unary[v];
    int32_t k = model.numStrategies(v);
    for (const Adjacent &a : model.adjacency[v]) {
      if (inTree[a.other] == stamp) {
        // Count each tree edge once, from its child side.
        if (a.other == parent[v])
          oldCost += model.edgeCost(a, current[v], current[a.other]);
        continue;
      }
      int32_t theirs = current[a.other];
      for (int32_t s = 0; s < k; ++s)
        fv[s] += model.edgeCost(a, s, theirs);
    }
    oldCost += fv[current[v]];
    if (restrictUsage) {
      Usage mine = model.usage(v, current[v]);
      for (int32_t s = 0; s < k; ++s)
        if (model.usage(v, s) > mine)
          fv[s] = kWideMax;
    }
  }
  // Bottom-up: fold each child into its parent; ties keep the current
  // strategy so neutral moves do not churn memory.
  for (int32_t idx = size - 1; idx > 0; --idx) {
    int32_t c = members[idx], p = parent[c];
    std::vector<Wide> &fc = f[idx];
    std::vector<Wide> &fp = f[slot[p]];
    int32_t kc = model.numStrategies(c), kp = model.numStrategies(p);
    std::vector<int32_t> &ch = choice[idx];
    ch.assign(kp, current[c]);
    const Adjacent *link = nullptr;
    int32_t numLinks = 0;
    for (const Adjacent &a : model.adjacency[c])
      if (a.other == p) {
        link = &a;
        ++numLinks;
      }
    for (int32_t sp = 0; sp < kp; ++sp) {
      if (fp[sp] >= kWideMax)
        continue;
      Wide bestValue = kWideMax;
      int32_t bestS = current[c];
      for (int32_t sc = 0; sc < kc; ++sc) {
        if (fc[sc] >= kWideMax)
          continue;
        Wide value = fc[sc];
        if (numLinks == 1) {
          value += model.edgeCost(*link, sc, sp);
        } else {
          for (const Adjacent &a : model.adjacency[c])
            if (a.other == p)
              value += model.edgeCost(a, sc, sp);
        }
        if (value < bestValue || (value == bestValue && sc == current[c])) {
          bestValue = value;
          bestS = sc;
        }
      }
      ch[sp] = bestS;
      fp[sp] = bestValue >= kWideMax ? kWideMax : fp[sp] + bestValue;
    }
  }
  std::vector<Wide> &fr = f[0];
  int32_t rootS = current[root];
  for (int32_t s = 0; s < model.numStrategies(root); ++s)
    if (fr[s] < fr[rootS])
      rootS = s;
  Wide newCost = fr[rootS];
  if (newCost >= kWideMax || newCost >= oldCost)
    return false;
  size_t mark = undoLog.size();
  Wide costAtMark = currentCost;
  set(root, rootS);
  for (int32_t idx = 1; idx < size; ++idx) {
    int32_t c = members[idx];
    set(c, choice[idx][current[parent[c]]]);
  }
  currentCost += newCost - oldCost;
  if (!feasible()) {
    revert(mark, costAtMark);
    return false;
  }
  return true;
}

bool Search::kick() {
  // Randomise a small connected region, re-optimise around it and keep the
  // result only if it is no worse.
  size_t mark = undoLog.size();
  Wide costAtMark = currentCost;
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
    if (!fits(i, s))
      continue;
    model.localCosts(i, current, scratch);
    currentCost += scratch[s] - scratch[current[i]];
    set(i, s);
  }
  std::vector<int32_t> around = region;
  for (int32_t i : region)
    for (const Adjacent &a : model.adjacency[i])
      around.push_back(a.other);
  for (int32_t i : around) {
    int32_t treeSize = 4 + static_cast<int32_t>(rng.below(60));
    if (!treeMove(i, treeSize, false) && model.hasLimit)
      treeMove(i, treeSize, true);
  }
  std::vector<int32_t> queue = around;
  std::sort(queue.begin(), queue.end());
  queue.erase(std::unique(queue.begin(), queue.end()), queue.end());
  descend(queue, true);
  if (currentCost <= costAtMark)
    return currentCost < costAtMark;
  revert(mark, costAtMark);
  return false;
}

SearchOutcome Search::run(const Assignment &start) {
  bool haveStart = start.size() == static_cast<size_t>(model.numNodes);
  load(haveStart ? start : greedy());
  std::vector<int32_t> queue;
  if (!haveStart) {
    // Settle the unconstrained optimum first: cheap, and repair then only
    // has to trade cost for memory where the limit actually binds.
    for (int32_t i = 0; i < model.numNodes; ++i)
      queue.push_back(i);
    descend(queue, false);
  }
  recordBest();
  if (!repairMemory()) {
    SearchOutcome outcome;
    outcome.assignment = best;
    outcome.cost = bestCost;
    outcome.feasible = bestFeasible;
    return outcome;
  }
  for (int32_t i = 0; i < model.numNodes; ++i)
    queue.push_back(i);
  descend(queue, true);
  undoLog.clear();
  recordBest();
  if (verbose)
    std::fprintf(stderr, "search: start cost %s after %.2fs\n",
                 formatWide(currentCost).c_str(), deadline.elapsed());

  int64_t sinceImprovement = 0;
  int64_t stallLimit = 4 * static_cast<int64_t>(freeNodes.size()) + 100;
  double nextReport = deadline.elapsed() + 1.0;
  while (!freeNodes.empty() && budgetLeft()) {
    ++iterations;
    bool improved;
    if (sinceImprovement < stallLimit) {
      int32_t root = freeNodes[rng.below(freeNodes.size())];
      int32_t maxSize = 2 + static_cast<int32_t>(rng.below(100));
      improved = treeMove(root, maxSize, false);
      if (!improved && model.hasLimit)
        improved = treeMove(root, maxSize, true);
    } else {
      improved = kick();
    }
    undoLog.clear();
    if (improved) {
      recordBest();
      sinceImprovement = 0;
    } else {
      ++sinceImprovement;
      // After a long stall kicks have had their chance too; go back to
      // tree moves in a new basin.
      if (sinceImprovement > 3 * stallLimit)
        sinceImprovement = 0;
    }
    if (verbose && (iterations & 1023) == 0 &&
        deadline.elapsed() >= nextReport) {
      nextReport = deadline.elapsed() + 1.0;
      std::fprintf(stderr, "search: %.1fs iter %lld best %s\n",
                   deadline.elapsed(), static_cast<long long>(iterations),
                   formatWide(bestCost).c_str());
    }
  }
  SearchOutcome outcome;
  outcome.assignment = best;
  outcome.cost = bestCost;
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
