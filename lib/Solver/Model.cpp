//===- Model.cpp - Indexed problem, memory tree and forest DP -------------===//
//
// Building blocks shared by all solver methods.
//
//===----------------------------------------------------------------------===//

#include "SolverInternal.h"

#include <algorithm>
#include <map>
#include <utility>

using namespace cleave::solver;

Model::Model(const Problem &problem)
    : problem(problem), numNodes(static_cast<int32_t>(problem.nodes.size())),
      hasLimit(problem.usageLimit.has_value()),
      limit(problem.usageLimit ? *problem.usageLimit : 0) {
  unary.resize(numNodes);
  for (int32_t i = 0; i < numNodes; ++i) {
    const Node &node = problem.nodes[i];
    unary[i].assign(node.costs.begin(), node.costs.end());
  }
  adjacency.resize(numNodes);
  for (size_t e = 0; e < problem.edges.size(); ++e) {
    const Edge &edge = problem.edges[e];
    int32_t u = static_cast<int32_t>(edge.from);
    int32_t v = static_cast<int32_t>(edge.to);
    if (u == v) {
      // A self-loop only ever reads its diagonal.
      size_t k = problem.nodes[u].costs.size();
      for (size_t s = 0; s < k; ++s)
        unary[u][s] += edge.costs[s * k + s];
      continue;
    }
    adjacency[u].push_back({static_cast<int32_t>(e), v, true});
    adjacency[v].push_back({static_cast<int32_t>(e), u, false});
  }

  // Usage only changes at interval end points, so one segment per distinct
  // end point is enough for the peak.
  std::vector<TimeIdx> points;
  for (const Node &node : problem.nodes) {
    if (node.end > node.start) {
      points.push_back(node.start);
      points.push_back(node.end);
    }
  }
  std::sort(points.begin(), points.end());
  points.erase(std::unique(points.begin(), points.end()), points.end());
  numSegments = points.empty() ? 0 : static_cast<int32_t>(points.size()) - 1;
  segmentTime.assign(points.begin(),
                     points.empty() ? points.end() : points.end() - 1);
  segBegin.assign(numNodes, 0);
  segEnd.assign(numNodes, 0);
  for (int32_t i = 0; i < numNodes; ++i) {
    const Node &node = problem.nodes[i];
    if (node.end <= node.start)
      continue;
    segBegin[i] = static_cast<int32_t>(
        std::lower_bound(points.begin(), points.end(), node.start) -
        points.begin());
    segEnd[i] = static_cast<int32_t>(
        std::lower_bound(points.begin(), points.end(), node.end) -
        points.begin());
  }
}

void Model::localCosts(int32_t i, const Assignment &assignment,
                       std::vector<Wide> &out) const {
  const std::vector<Wide> &base = unary[i];
  out.assign(base.begin(), base.end());
  int32_t k = numStrategies(i);
  for (const Adjacent &a : adjacency[i]) {
    const Edge &edge = problem.edges[a.edge];
    int32_t theirs = assignment[a.other];
    if (a.isFrom) {
      size_t cols = problem.nodes[edge.to].costs.size();
      const Cost *column = edge.costs.data() + theirs;
      for (int32_t s = 0; s < k; ++s)
        out[s] += column[static_cast<size_t>(s) * cols];
    } else {
      const Cost *row = edge.costs.data() + static_cast<size_t>(theirs) * k;
      for (int32_t s = 0; s < k; ++s)
        out[s] += row[s];
    }
  }
}

Wide Model::totalCost(const Assignment &assignment) const {
  Wide cost = 0;
  for (int32_t i = 0; i < numNodes; ++i)
    cost += unary[i][assignment[i]];
  for (const Edge &edge : problem.edges) {
    if (edge.from == edge.to)
      continue;
    size_t cols = problem.nodes[edge.to].costs.size();
    cost += edge.costs[static_cast<size_t>(assignment[edge.from]) * cols +
                       assignment[edge.to]];
  }
  return cost;
}

Wide Model::trivialLowerBound() const {
  Wide bound = 0;
  for (int32_t i = 0; i < numNodes; ++i)
    bound += *std::min_element(unary[i].begin(), unary[i].end());
  for (const Edge &edge : problem.edges)
    if (edge.from != edge.to)
      bound += *std::min_element(edge.costs.begin(), edge.costs.end());
  return bound;
}

//===----------------------------------------------------------------------===//
// MemoryTree
//===----------------------------------------------------------------------===//

void MemoryTree::init(int32_t numSegments) {
  size = numSegments;
  tree.assign(4 * std::max<int32_t>(size, 1), 0);
  lazy.assign(4 * std::max<int32_t>(size, 1), 0);
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

//===----------------------------------------------------------------------===//
// Forest dynamic programming
//===----------------------------------------------------------------------===//

/// DP over a BFS spanning forest. With `relax`, edges off the forest are
/// replaced by their row minima folded into the `from` node, which can only
/// lower any assignment's cost, so the result is a lower bound; without it,
/// a graph that is not a forest makes this return false.
static bool forestDP(const Model &model, bool relax, Assignment &assignment,
                     Wide &cost) {
  int32_t n = model.numNodes;
  // Collapse parallel edges: neighbours per node, deduplicated.
  std::vector<std::vector<int32_t>> neighbours(n);
  for (int32_t i = 0; i < n; ++i) {
    for (const Adjacent &a : model.adjacency[i])
      neighbours[i].push_back(a.other);
    std::sort(neighbours[i].begin(), neighbours[i].end());
    neighbours[i].erase(
        std::unique(neighbours[i].begin(), neighbours[i].end()),
        neighbours[i].end());
  }
  size_t undirected = 0;
  for (int32_t i = 0; i < n; ++i)
    undirected += neighbours[i].size();
  undirected /= 2;

  // BFS order per component; a forest has exactly n - components edges.
  std::vector<int32_t> parent(n, -2), order;
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
      for (int32_t w : neighbours[x]) {
        if (parent[w] != -2)
          continue;
        parent[w] = x;
        order.push_back(w);
      }
    }
  }
  if (!relax && undirected + components != static_cast<size_t>(n))
    return false;

  // f[v][s]: best cost of v's subtree with v taking s.
  std::vector<std::vector<Wide>> f(n);
  std::vector<std::vector<int32_t>> choice(n); // child's best given parent
  for (int32_t i = 0; i < n; ++i)
    f[i] = model.unary[i];
  if (relax) {
    for (int32_t u = 0; u < n; ++u) {
      for (const Adjacent &a : model.adjacency[u]) {
        if (!a.isFrom || a.other == parent[u] || parent[a.other] == u)
          continue;
        int32_t ku = model.numStrategies(u), kv = model.numStrategies(a.other);
        for (int32_t su = 0; su < ku; ++su) {
          Cost least = model.edgeCost(a, su, 0);
          for (int32_t sv = 1; sv < kv; ++sv)
            least = std::min(least, model.edgeCost(a, su, sv));
          f[u][su] += least;
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
    std::vector<Adjacent> links;
    for (const Adjacent &a : model.adjacency[c])
      if (a.other == p)
        links.push_back(a);
    std::vector<Wide> best(kp, kWideMax);
    choice[c].assign(kp, 0);
    for (int32_t sp = 0; sp < kp; ++sp) {
      for (int32_t sc = 0; sc < kc; ++sc) {
        Wide value = f[c][sc];
        for (const Adjacent &a : links)
          value += model.edgeCost(a, sc, sp);
        if (value < best[sp]) {
          best[sp] = value;
          choice[c][sp] = sc;
        }
      }
    }
    for (int32_t sp = 0; sp < kp; ++sp)
      f[p][sp] += best[sp];
  }
  assignment.assign(n, 0);
  cost = 0;
  for (int32_t v : order) {
    if (parent[v] < 0) {
      assignment[v] = static_cast<StrategyIdx>(
          std::min_element(f[v].begin(), f[v].end()) - f[v].begin());
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

Wide cleave::solver::spanningForestLowerBound(const Model &model) {
  Assignment assignment;
  Wide cost = 0;
  forestDP(model, /*relax=*/true, assignment, cost);
  return cost;
}
