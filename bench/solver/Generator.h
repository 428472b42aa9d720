//===- Generator.h - Random IOPDDL problems shaped like the contest's -----===//
//
// Builds a training-program-like problem: a forward chain of ops, each
// reading a few recent ops (residual links), then a backward pass in reverse
// that reads both the next backward op and the matching forward activation,
// which keeps activations live across the whole step as in real training.
// Every op has 1..30 strategies, each a layout (which dim is split) and a
// split factor: more splitting lowers compute and memory, and changing
// layout or factor along an edge costs a reshard proportional to the tensor.
// The usage limit sits between the minimum-usage peak and the peak of the
// cheapest strategies so it binds.
//
// Options add what the contest's real problems have:
// - `forbiddenFraction`: that share of the edges forbid (cost 10^18) the
//   pairs of split strategies with different layouts and factors, and that
//   share / 10 of the non-replicated strategies are forbidden outright.
//   Pairs involving a node's minimum-usage strategy are never forbidden, so
//   the minimum-usage assignment stays valid and the limit stays feasible;
// - `layers`: the forward pass is that many copies of one layer (same sizes,
//   costs and strategy sets per position), as in a transformer stack.
// With both at 0 the output is what it always was (test inputs depend on
// it).
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_BENCH_SOLVER_GENERATOR_H
#define CLEAVE_BENCH_SOLVER_GENERATOR_H

#include "cleave/Solver/Problem.h"

#include <cmath>
#include <cstdint>
#include <random>
#include <string>

namespace cleave::solver::bench {

struct GeneratorOptions {
  double limitFraction = 0.35;
  double forbiddenFraction = 0;
  int64_t layers = 0;
};

inline Problem generateProblem(int64_t numNodes, uint64_t seed,
                               const GeneratorOptions &options) {
  double limitFraction = options.limitFraction;
  std::mt19937_64 rng(seed);
  auto uniform = [&](double lo, double hi) {
    return std::uniform_real_distribution<double>(lo, hi)(rng);
  };
  auto pick = [&](int64_t lo, int64_t hi) {
    return std::uniform_int_distribution<int64_t>(lo, hi)(rng);
  };
  Problem problem;
  problem.name = "gen-" + std::to_string(numNodes) + "-" + std::to_string(seed);
  int64_t forward = std::max<int64_t>(1, numNodes / 2);
  struct Strategy {
    int layout;
    int split;
  };
  std::vector<std::vector<Strategy>> shapes(numNodes);
  std::vector<double> bytes(numNodes), flops(numNodes);
  std::vector<int64_t> lastUse(numNodes);
  int64_t layerSize =
      options.layers > 0 ? std::max<int64_t>(1, forward / options.layers) : 0;
  for (int64_t i = 0; i < numNodes; ++i) {
    lastUse[i] = i + 1;
    if (layerSize > 0 && i >= layerSize && i < forward) {
      // A later copy of the first layer.
      int64_t j = i % layerSize;
      bytes[i] = bytes[j];
      flops[i] = flops[j];
      shapes[i] = shapes[j];
      continue;
    }
    bytes[i] = std::exp(uniform(std::log(1e3), std::log(1e6)));
    flops[i] = bytes[i] * uniform(1, 50);
    double r = uniform(0, 1);
    int64_t k = r < 0.1 ? 1 : r < 0.7 ? pick(2, 8) : pick(9, 30);
    // Strategy 0 is "replicated"; the rest split one of a few layouts.
    shapes[i].push_back({0, 1});
    for (int64_t s = 1; s < k; ++s)
      shapes[i].push_back({static_cast<int>(pick(1, 4)),
                           1 << static_cast<int>(pick(1, 3))});
  }
  // The minimum-usage strategy (largest split, first among ties) of each.
  auto leanest = [&](int64_t i) {
    size_t best = 0;
    for (size_t s = 1; s < shapes[i].size(); ++s)
      if (shapes[i][s].split > shapes[i][best].split)
        best = s;
    return best;
  };
  auto addEdge = [&](int64_t from, int64_t to) {
    Edge edge;
    edge.from = from;
    edge.to = to;
    double size = bytes[from];
    bool strict = options.forbiddenFraction > 0 &&
                  uniform(0, 1) < options.forbiddenFraction;
    size_t leanFrom = leanest(from), leanTo = leanest(to);
    for (size_t x = 0; x < shapes[from].size(); ++x) {
      for (size_t y = 0; y < shapes[to].size(); ++y) {
        const Strategy &a = shapes[from][x], &b = shapes[to][y];
        double cost = 0;
        if (a.layout != b.layout || a.split != b.split) {
          // Gather what the producer split, then slice for the consumer.
          double gather = a.split > 1 ? size * (a.split - 1) / a.split : 0;
          cost = (gather + size * 0.05) * uniform(0.8, 1.2);
        }
        bool forbidden = strict && a.split > 1 && b.split > 1 &&
                         a.layout != b.layout && a.split != b.split &&
                         x != leanFrom && y != leanTo;
        edge.costs.push_back(forbidden ? kForbiddenCost
                                       : static_cast<Cost>(cost));
      }
    }
    problem.edges.push_back(std::move(edge));
    lastUse[from] = std::max(lastUse[from], to + 1);
  };
  for (int64_t i = 1; i < numNodes; ++i) {
    if (i < forward) {
      addEdge(i - 1, i);
      if (i >= 3 && pick(0, 3) == 0)
        addEdge(i - pick(2, 3), i);
    } else {
      addEdge(i - 1, i);
      int64_t mirror = numNodes - 1 - i;
      if (mirror >= 0 && mirror < forward && mirror != i - 1 && pick(0, 1) == 0)
        addEdge(mirror, i);
    }
  }
  for (int64_t i = 0; i < numNodes; ++i) {
    Node node;
    node.start = i;
    node.end = lastUse[i] + 1;
    size_t lean = leanest(i);
    for (size_t x = 0; x < shapes[i].size(); ++x) {
      const Strategy &s = shapes[i][x];
      double compute = flops[i] / s.split * uniform(0.9, 1.3);
      bool forbidden = options.forbiddenFraction > 0 && x != 0 && x != lean &&
                       uniform(0, 1) < options.forbiddenFraction / 10;
      node.costs.push_back(forbidden ? kForbiddenCost
                                     : static_cast<Cost>(compute));
      node.usages.push_back(static_cast<Usage>(bytes[i] / s.split));
    }
    problem.nodes.push_back(std::move(node));
  }
  // Bind the limit between the smallest possible peak and the peak of the
  // cheapest-node-cost choice.
  Assignment cheap(numNodes, 0);
  for (int64_t i = 0; i < numNodes; ++i) {
    const Node &node = problem.nodes[i];
    for (size_t s = 1; s < node.costs.size(); ++s)
      if (node.costs[s] < node.costs[cheap[i]] && node.costs[s] < kForbiddenCost)
        cheap[i] = static_cast<StrategyIdx>(s);
  }
  Wide low = peakUsage(problem, minUsageAssignment(problem));
  Wide high = peakUsage(problem, cheap);
  if (high < low)
    high = low;
  problem.usageLimit =
      static_cast<Usage>(low + static_cast<Wide>((high - low) * limitFraction));
  return problem;
}

inline Problem generateProblem(int64_t numNodes, uint64_t seed,
                               double limitFraction = 0.35) {
  GeneratorOptions options;
  options.limitFraction = limitFraction;
  return generateProblem(numNodes, seed, options);
}

inline std::string problemToJson(const Problem &problem) {
  std::string out = "{\"problem\": {\"name\": \"" + problem.name + "\",\n";
  auto list = [&](auto begin, auto end) {
    std::string s = "[";
    for (auto it = begin; it != end; ++it) {
      if (it != begin)
        s += ",";
      s += std::to_string(*it);
    }
    return s + "]";
  };
  std::string intervals, costs, usages;
  for (size_t i = 0; i < problem.nodes.size(); ++i) {
    const Node &node = problem.nodes[i];
    const char *sep = i ? "," : "";
    intervals += sep + ("[" + std::to_string(node.start) + "," +
                        std::to_string(node.end) + "]");
    costs += sep + list(node.costs.begin(), node.costs.end());
    usages += sep + list(node.usages.begin(), node.usages.end());
  }
  out += " \"nodes\": {\"intervals\": [" + intervals + "],\n  \"costs\": [" +
         costs + "],\n  \"usages\": [" + usages + "]},\n";
  std::string edgeNodes, edgeCosts;
  for (size_t e = 0; e < problem.edges.size(); ++e) {
    const Edge &edge = problem.edges[e];
    const char *sep = e ? "," : "";
    edgeNodes += sep + ("[" + std::to_string(edge.from) + "," +
                        std::to_string(edge.to) + "]");
    edgeCosts += sep + list(edge.costs.begin(), edge.costs.end());
  }
  out += " \"edges\": {\"nodes\": [" + edgeNodes + "],\n  \"costs\": [" +
         edgeCosts + "]}";
  if (problem.usageLimit)
    out += ",\n \"usage_limit\": " + std::to_string(*problem.usageLimit);
  return out + "}}\n";
}

} // namespace cleave::solver::bench

#endif // CLEAVE_BENCH_SOLVER_GENERATOR_H
