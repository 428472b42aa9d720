//===- SolverCheck.cpp - Brute-force consistency check for the solver -----===//
//
// Generates random tiny instances (cycles, parallel edges, self-loops, empty
// intervals, binding and impossible limits) and compares the solver with an
// independent brute force built only on evaluate(). Every claim the solver
// makes must hold: infeasibility must be real, a proven optimum must equal
// the brute-force optimum, and any answer must be feasible and no better
// than the optimum. Exits non-zero on the first violation.
//
//===----------------------------------------------------------------------===//

#include "cleave/Solver/Problem.h"
#include "cleave/Solver/Solver.h"

#include <cstdio>
#include <cstdlib>
#include <random>

using namespace cleave::solver;

static Problem randomProblem(std::mt19937_64 &rng) {
  auto pick = [&](int64_t lo, int64_t hi) {
    return std::uniform_int_distribution<int64_t>(lo, hi)(rng);
  };
  Problem p;
  p.name = "random";
  int n = static_cast<int>(pick(1, 7));
  for (int i = 0; i < n; ++i) {
    Node node;
    node.start = pick(0, 8);
    node.end = pick(0, 3) == 0 ? node.start : node.start + pick(1, 6);
    int k = static_cast<int>(pick(1, 4));
    for (int s = 0; s < k; ++s) {
      node.costs.push_back(pick(0, 100));
      node.usages.push_back(pick(0, 30));
    }
    p.nodes.push_back(node);
  }
  int m = static_cast<int>(pick(0, 2 * n));
  for (int e = 0; e < m; ++e) {
    Edge edge;
    edge.from = pick(0, n - 1);
    edge.to = pick(0, 7) == 0 ? edge.from : pick(0, n - 1);
    size_t size = p.nodes[edge.from].costs.size() * p.nodes[edge.to].costs.size();
    for (size_t k = 0; k < size; ++k)
      edge.costs.push_back(pick(0, 100));
    p.edges.push_back(edge);
  }
  if (pick(0, 3) != 0)
    p.usageLimit = pick(0, 90);
  return p;
}

static bool bruteForce(const Problem &p, Wide &best) {
  Assignment a(p.nodes.size(), 0);
  bool found = false;
  while (true) {
    Evaluation e = evaluate(p, a);
    if (e.feasible && (!found || e.cost < best)) {
      best = e.cost;
      found = true;
    }
    size_t i = 0;
    while (i < a.size() &&
           static_cast<size_t>(a[i]) + 1 == p.nodes[i].costs.size())
      a[i++] = 0;
    if (i == a.size())
      return found;
    ++a[i];
  }
}

int main(int argc, char **argv) {
  int count = argc > 1 ? std::atoi(argv[1]) : 200;
  std::mt19937_64 rng(12345);
  int searchMisses = 0, proven = 0, infeasible = 0;
  for (int t = 0; t < count; ++t) {
    Problem p = randomProblem(rng);
    Wide optimum = 0;
    bool feasible = bruteForce(p, optimum);
    // Each configuration forces a different method to answer.
    for (int config = 0; config < 3; ++config) {
      SolverOptions options;
      options.timeLimitSeconds = 5;
      options.maxIterations = 3000;
      options.seed = static_cast<uint64_t>(t);
      options.enableExhaustive = false;
      options.enableIlp = config == 0;
      options.enableTreeDP = config != 2;
      SolverResult r = solve(p, options);
      auto failWith = [&](const char *what) {
        std::fprintf(stderr,
                     "instance %d config %d: %s (solver %s %s, brute %s %s)\n",
                     t, config, what, statusName(r.status),
                     formatWide(r.cost).c_str(), feasible ? "feasible" : "infeasible",
                     formatWide(optimum).c_str());
        return 1;
      };
      if (!feasible) {
        if (r.status != Status::Infeasible)
          return failWith("missed infeasibility");
        ++infeasible;
        continue;
      }
      if (r.status == Status::Infeasible)
        return failWith("false infeasibility");
      Evaluation e = evaluate(p, r.assignment);
      if (!e.valid || !e.feasible || e.cost != r.cost)
        return failWith("answer invalid, infeasible or misreported");
      if (e.cost < optimum)
        return failWith("better than the brute-force optimum");
      if (r.hasLowerBound && r.lowerBound > optimum)
        return failWith("lower bound above the optimum");
      if (r.status == Status::Optimal) {
        ++proven;
        if (e.cost != optimum)
          return failWith("claimed optimal but is not");
      } else if (e.cost != optimum) {
        ++searchMisses;
      }
    }
  }
  std::printf("solver check: %d instances x 3 configs, %d proven optimal, "
              "%d infeasible detected, %d unproven answers above optimum; "
              "Cbc %s\n",
              count, proven, infeasible, searchMisses,
              haveIlpSolver() ? "used" : "not built");
  return 0;
}
