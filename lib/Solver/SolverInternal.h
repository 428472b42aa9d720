//===- SolverInternal.h - Shared pieces of the solver methods ---*- C++ -*-===//
//
// The indexed form of a problem every method works on (adjacency, unary costs
// with self-loops folded in, compressed time), the peak-memory segment tree,
// and the entry points of the individual methods.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_SOLVER_SOLVERINTERNAL_H
#define CLEAVE_SOLVER_SOLVERINTERNAL_H

#include "cleave/Solver/Problem.h"
#include "cleave/Solver/Solver.h"

#include <chrono>
#include <cstdint>
#include <limits>
#include <vector>

namespace cleave::solver {

constexpr Wide kWideMax = (static_cast<Wide>(1) << 126);

/// Deterministic, fast PRNG (splitmix64 seeding into xorshift-style steps).
class Rng {
public:
  explicit Rng(uint64_t seed) : state(seed * 0x9E3779B97F4A7C15ULL + 1) {}
  uint64_t next() {
    uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  }
  /// Uniform in [0, n) for n > 0.
  uint64_t below(uint64_t n) { return next() % n; }

private:
  uint64_t state;
};

class Deadline {
public:
  explicit Deadline(double seconds)
      : start(std::chrono::steady_clock::now()), limit(seconds) {}
  double elapsed() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                         start)
        .count();
  }
  double remaining() const { return limit - elapsed(); }
  bool expired() const { return elapsed() >= limit; }

private:
  std::chrono::steady_clock::time_point start;
  double limit;
};

struct Adjacent {
  int32_t edge;
  int32_t other;
  /// True when this node is the edge's `from` (row) side.
  bool isFrom;
};

/// Indexed view of a problem. Self-loop edges are folded into `unary`.
class Model {
public:
  explicit Model(const Problem &problem);

  const Problem &problem;
  int32_t numNodes;
  std::vector<std::vector<Wide>> unary;
  std::vector<std::vector<Adjacent>> adjacency;
  /// Compressed time: node i is live on segments [segBegin[i], segEnd[i]).
  std::vector<int32_t> segBegin, segEnd;
  int32_t numSegments = 0;
  std::vector<TimeIdx> segmentTime; // start time of each segment
  bool hasLimit;
  Wide limit;

  int32_t numStrategies(int32_t i) const {
    return static_cast<int32_t>(problem.nodes[i].costs.size());
  }
  Usage usage(int32_t i, int32_t s) const { return problem.nodes[i].usages[s]; }

  /// Cost of edge `e` as seen from the node on side `a` choosing `mine`
  /// while the other end chooses `theirs`.
  Cost edgeCost(const Adjacent &a, int32_t mine, int32_t theirs) const {
    const Edge &edge = problem.edges[a.edge];
    size_t cols = problem.nodes[edge.to].costs.size();
    return a.isFrom ? edge.costs[static_cast<size_t>(mine) * cols + theirs]
                    : edge.costs[static_cast<size_t>(theirs) * cols + mine];
  }

  /// out[s] = cost of node i's terms (unary + all incident edges) if i took
  /// strategy s while every neighbour keeps its strategy in `assignment`.
  void localCosts(int32_t i, const Assignment &assignment,
                  std::vector<Wide> &out) const;

  Wide totalCost(const Assignment &assignment) const;

  /// Trivial lower bound: per-term minima.
  Wide trivialLowerBound() const;
};

/// Segment tree over compressed time with lazy range add and range max.
class MemoryTree {
public:
  void init(int32_t numSegments);
  void add(int32_t lo, int32_t hi, Wide delta) {
    if (lo < hi)
      add(1, 0, size, lo, hi, delta);
  }
  Wide max(int32_t lo, int32_t hi) const {
    return lo < hi ? max(1, 0, size, lo, hi) : Wide(0);
  }
  Wide globalMax() const { return size ? tree[1] : Wide(0); }
  /// Segment where the global maximum is reached.
  int32_t argMax() const;

private:
  int32_t size = 0;
  std::vector<Wide> tree, lazy;
  void add(int32_t node, int32_t l, int32_t r, int32_t lo, int32_t hi,
           Wide delta);
  Wide max(int32_t node, int32_t l, int32_t r, int32_t lo, int32_t hi) const;
};

/// Exact minimum ignoring the memory limit when the graph is a forest
/// (parallel edges allowed). Returns false if the graph has a cycle.
bool solveForestDP(const Model &model, Assignment &assignment, Wide &cost);

/// Lower bound from a spanning forest solved exactly, with the other edges
/// relaxed to their row minima (memory ignored).
Wide spanningForestLowerBound(const Model &model);

struct IlpOutcome {
  bool ran = false;
  bool hasSolution = false;
  bool provenOptimal = false;
  bool provenInfeasible = false;
  bool hasBound = false;
  Wide bound = 0;
  Assignment assignment;
  std::string note;
};

/// Solves the ILP with Cbc within `seconds`, starting from `start` when it is
/// non-empty. Returns ran == false when Cbc is unavailable or the model is
/// too large.
IlpOutcome solveIlp(const Model &model, const Assignment &start,
                    double seconds, const SolverOptions &options);

struct SearchOutcome {
  Assignment assignment;
  Wide cost = 0;
  bool feasible = false;
  int64_t iterations = 0;
};

/// Anytime search: greedy start, memory repair, then large-neighbourhood
/// search. `start` (possibly infeasible, possibly empty) seeds it. Stops
/// early once it reaches `lowerBound`.
SearchOutcome runLocalSearch(const Model &model, const Assignment &start,
                             const Deadline &deadline, int64_t maxIterations,
                             uint64_t seed, Wide lowerBound, bool verbose);

} // namespace cleave::solver

#endif // CLEAVE_SOLVER_SOLVERINTERNAL_H
