//===- MessagePassing.cpp - TRW-S min-sum message passing -----------------===//
//
// Sequential tree-reweighted message passing (Kolmogorov, TRW-S, 2006) on
// the reduced pairwise model with priced unary terms, memory ignored. On
// these problems the local-marginal LP relaxation is nearly tight, so its
// messages point at assignments that single-node or tree moves cannot
// reach. Each forward pass also rounds a primal assignment: nodes in order,
// each taking its best strategy given the already-assigned neighbours and
// the messages from the rest. Forbidden pairs are +infinity and are never
// chosen while an allowed partner exists. Messages persist between calls,
// so changing the prices warm-starts the next run.
//
//===----------------------------------------------------------------------===//

#include "SolverInternal.h"

#include <algorithm>
#include <cmath>

using namespace cleave::solver;

MessagePassing::MessagePassing(const Model &model) : model(model) {
  int32_t n = model.numNodes;
  toV.resize(model.edges.size());
  toU.resize(model.edges.size());
  for (size_t e = 0; e < model.edges.size(); ++e) {
    toV[e].assign(model.numStrategies(model.edges[e].v), 0.0);
    toU[e].assign(model.numStrategies(model.edges[e].u), 0.0);
  }
  gamma.assign(n, 1.0);
  for (int32_t i = 0; i < n; ++i) {
    int32_t before = 0, after = 0;
    for (const Adjacent &a : model.adjacency[i])
      (a.other < i ? before : after)++;
    gamma[i] = 1.0 / std::max(1, std::max(before, after));
  }
}

/// Message into node i along adjacency entry a.
const std::vector<double> &MessagePassing::into(const Adjacent &a) const {
  return a.isFrom ? toU[a.edge] : toV[a.edge];
}

std::vector<double> &MessagePassing::outOf(const Adjacent &a) {
  return a.isFrom ? toV[a.edge] : toU[a.edge];
}

void MessagePassing::pass(int32_t i, bool forward,
                          const std::vector<std::vector<double>> &unaryCost,
                          Assignment *primal) {
  int32_t k = model.numStrategies(i);
  belief.assign(unaryCost[i].begin(), unaryCost[i].end());
  for (const Adjacent &a : model.adjacency[i]) {
    const std::vector<double> &m = into(a);
    for (int32_t s = 0; s < k; ++s)
      belief[s] += m[s];
  }
  if (primal) {
    // Round: assigned neighbours by their edge costs, the rest by messages.
    local.assign(unaryCost[i].begin(), unaryCost[i].end());
    for (const Adjacent &a : model.adjacency[i]) {
      if (a.other < i) {
        int32_t theirs = (*primal)[a.other];
        for (int32_t s = 0; s < k; ++s) {
          Cost c = model.edgeCost(a, s, theirs);
          local[s] += c == kForbidden ? HUGE_VAL : static_cast<double>(c);
        }
      } else {
        const std::vector<double> &m = into(a);
        for (int32_t s = 0; s < k; ++s)
          local[s] += m[s];
      }
    }
    int32_t best = 0;
    for (int32_t s = 1; s < k; ++s)
      if (local[s] < local[best] ||
          (!(local[best] < HUGE_VAL) && belief[s] < belief[best]))
        best = s;
    (*primal)[i] = static_cast<StrategyIdx>(best);
  }
  for (const Adjacent &a : model.adjacency[i]) {
    if (forward ? a.other < i : a.other > i)
      continue;
    const std::vector<double> &back = into(a);
    std::vector<double> &out = outOf(a);
    int32_t kj = model.numStrategies(a.other);
    // h[s] = gamma * belief[s] - back[s]; infinite beliefs stay infinite.
    h.resize(k);
    for (int32_t s = 0; s < k; ++s)
      h[s] = belief[s] < HUGE_VAL ? gamma[i] * belief[s] - back[s] : HUGE_VAL;
    double least = HUGE_VAL;
    for (int32_t t = 0; t < kj; ++t) {
      double best = HUGE_VAL;
      for (int32_t s = 0; s < k; ++s) {
        if (!(h[s] < HUGE_VAL))
          continue;
        Cost c = model.edgeCost(a, s, t);
        if (c == kForbidden)
          continue;
        best = std::min(best, h[s] + static_cast<double>(c));
      }
      out[t] = best;
      least = std::min(least, best);
    }
    if (least < HUGE_VAL)
      for (int32_t t = 0; t < kj; ++t)
        out[t] -= least;
  }
}

void MessagePassing::run(const std::vector<std::vector<double>> &unaryCost,
                         int iterations, Assignment &primal,
                         const Deadline &deadline) {
  int32_t n = model.numNodes;
  primal.assign(n, 0);
  for (int it = 0; it < iterations; ++it) {
    for (int32_t i = 0; i < n; ++i)
      pass(i, true, unaryCost, &primal);
    if (it + 1 == iterations || deadline.expired())
      break;
    for (int32_t i = n; i-- > 0;)
      pass(i, false, unaryCost, nullptr);
  }
}
