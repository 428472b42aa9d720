//===- SolverInternal.h - Shared pieces of the solver methods ---*- C++ -*-===//
//
// The reduced form of a problem every method works on, the peak-memory
// segment tree, and the entry points of the individual methods.
//
// The reduced model (Model.cpp) is the contest problem after exact
// preprocessing: forbidden strategies and forbidden strategy pairs (costs of
// 10^18 or more) removed by arc consistency, single-strategy nodes folded
// into their neighbours, nodes whose strategy an edge determines merged into
// the node that determines them, memory-neutral leaves eliminated, parallel
// edges summed and dominated strategies dropped. Every reduced assignment
// expands to an original one of the same cost and the same memory profile,
// and no step loses an optimal answer.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_SOLVER_SOLVERINTERNAL_H
#define CLEAVE_SOLVER_SOLVERINTERNAL_H

#include "cleave/Solver/Problem.h"
#include "cleave/Solver/Solver.h"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

namespace cleave::solver {

constexpr Wide kWideMax = (static_cast<Wide>(1) << 126);
/// Reduced edge entry for a forbidden pair. Allowed entries saturate one
/// below it, so the two never mix.
constexpr Cost kForbidden = std::numeric_limits<Cost>::max();

/// a + b for reduced costs: forbidden absorbs, allowed sums saturate below
/// kForbidden.
inline Cost addCost(Cost a, Cost b) {
  if (a == kForbidden || b == kForbidden)
    return kForbidden;
  Cost sum;
  if (__builtin_add_overflow(a, b, &sum) || sum == kForbidden)
    return kForbidden - 1;
  return sum;
}

/// Deterministic, fast PRNG (splitmix64).
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

/// A wall-clock limit measured from a given start (the process start for
/// cleave-solve, so that reading the input counts).
class Deadline {
public:
  using Clock = std::chrono::steady_clock;
  Deadline(double seconds, Clock::time_point start = Clock::now())
      : start(start), limit(seconds) {}
  double elapsed() const {
    return std::chrono::duration<double>(Clock::now() - start).count();
  }
  double remaining() const { return limit - elapsed(); }
  bool expired() const { return elapsed() >= limit; }
  /// A deadline that ends `seconds` from now, or at this one's end if sooner.
  Deadline sub(double seconds) const {
    double left = remaining();
    return Deadline(elapsed() + std::max(0.0, std::min(seconds, left)), start);
  }

private:
  Clock::time_point start;
  double limit;
};

struct Adjacent {
  int32_t edge;
  int32_t other;
  /// True when this node is the edge's `u` (row) side.
  bool isFrom;
};

/// Memory of a reduced node on one compressed-time range: usage[s] is added
/// on segments [segBegin, segEnd) when the node takes strategy s.
struct Piece {
  int32_t segBegin = 0;
  int32_t segEnd = 0;
  std::vector<Usage> usage;
};

struct ModelEdge {
  int32_t u = 0;
  int32_t v = 0;
  /// Row-major |S_u| x |S_v|; kForbidden marks a forbidden pair.
  std::vector<Cost> costs;
};

struct ReductionStats {
  int64_t forbiddenStrategies = 0;
  int64_t fixedNodes = 0;
  int64_t mergedNodes = 0;
  int64_t eliminatedLeaves = 0;
  int64_t dominatedStrategies = 0;
  int64_t mergedParallelEdges = 0;
  /// The reduction stopped at its time budget (the model is exact, only
  /// less reduced).
  bool stoppedAtBudget = false;
};

/// The reduced problem. Total cost of an expanded assignment x is
/// `constant + sum unary[i][x_i] + sum edge costs`; usage at segment t is
/// `baseline[t] + sum of piece usages covering t`.
class Model {
public:
  /// Reduces `problem`; with `reduce` false only forbidden strategies and
  /// pairs are removed (for testing the reduction itself). With a `budget`,
  /// reductions stop when it expires: each one is exact on its own, so the
  /// model stays exact, only larger.
  explicit Model(const Problem &problem, bool reduce = true,
                 const Deadline *budget = nullptr);

  const Problem &problem;
  /// Proven: no assignment avoids every forbidden cost, or the limit is
  /// below the smallest possible peak. `whyInfeasible` says which.
  bool infeasible = false;
  std::string whyInfeasible;
  ReductionStats stats;

  int32_t numNodes = 0;
  std::vector<std::vector<Cost>> unary;
  std::vector<std::vector<Piece>> pieces;
  std::vector<ModelEdge> edges;
  std::vector<std::vector<Adjacent>> adjacency;
  Wide constant = 0;
  /// Compressed time over the original intervals.
  int32_t numSegments = 0;
  std::vector<Wide> baseline;
  /// Segments where the original live set is maximal (something starts
  /// there, something ends right after): the only ones the peak needs.
  std::vector<int32_t> maximalSegments;
  bool hasLimit = false;
  Wide limit = 0;

  int32_t numStrategies(int32_t i) const {
    return static_cast<int32_t>(unary[i].size());
  }
  /// Cost of edge `a.edge` seen from the node on side `a` taking `mine`
  /// while the other end takes `theirs`.
  Cost edgeCost(const Adjacent &a, int32_t mine, int32_t theirs) const {
    const ModelEdge &edge = edges[a.edge];
    size_t cols = unary[edge.v].size();
    return a.isFrom ? edge.costs[static_cast<size_t>(mine) * cols + theirs]
                    : edge.costs[static_cast<size_t>(theirs) * cols + mine];
  }

  /// Reduced cost (with `constant`); forbiddenPairs counts forbidden edge
  /// entries picked, which make the answer invalid.
  Wide totalCost(const Assignment &assignment, int64_t &forbiddenPairs) const;
  /// Peak of the usage profile of a reduced assignment.
  Wide peak(const Assignment &assignment) const;
  /// The original assignment a reduced one stands for.
  Assignment expand(const Assignment &assignment) const;
  /// Lower bound: per-term minima over allowed entries (memory ignored).
  Wide trivialLowerBound() const;
  /// log10 of the reduced search space.
  double log10SearchSpace() const;

private:
  /// Per original node: the reduced node that decides it (-1 when fixed)
  /// and the original strategy for each of that node's strategies.
  std::vector<int32_t> owner;
  std::vector<std::vector<StrategyIdx>> table;
  friend class Reducer;
};

/// Segment tree over compressed time with lazy range add and range max.
class MemoryTree {
public:
  void init(const std::vector<Wide> &values);
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
  /// Every segment's value.
  void values(std::vector<Wide> &out) const;

private:
  int32_t size = 0;
  std::vector<Wide> tree, lazy;
  void build(int32_t node, int32_t l, int32_t r, const std::vector<Wide> &v);
  void add(int32_t node, int32_t l, int32_t r, int32_t lo, int32_t hi,
           Wide delta);
  Wide max(int32_t node, int32_t l, int32_t r, int32_t lo, int32_t hi) const;
  void collect(int32_t node, int32_t l, int32_t r, Wide above,
               std::vector<Wide> &out) const;
};

/// Exact minimum ignoring the memory limit when the reduced graph is a
/// forest. Returns false if it has a cycle, or if no assignment avoids the
/// forbidden pairs (then `assignment` is empty).
bool solveForestDP(const Model &model, Assignment &assignment, Wide &cost);

/// Lower bound from a spanning forest solved exactly, with the other edges
/// relaxed to their row minima (memory ignored). `assignment` receives the
/// relaxed optimum, a good unconstrained start.
Wide spanningForestLowerBound(const Model &model, Assignment &assignment);

/// Number of ILP columns solveIlp would create (forbidden pairs dropped).
int64_t ilpColumns(const Model &model);

struct IlpOutcome {
  bool ran = false;
  bool hasSolution = false;
  bool provenOptimal = false;
  bool provenInfeasible = false;
  bool hasBound = false;
  Wide bound = 0;
  Assignment assignment; // reduced
  std::string note;
};

/// Solves the ILP with Cbc within `seconds`, starting from `start` when it is
/// non-empty. Returns ran == false when Cbc is unavailable.
IlpOutcome solveIlp(const Model &model, const Assignment &start,
                    double seconds, const SolverOptions &options);

/// TRW-S message passing on the reduced model (MessagePassing.cpp).
class MessagePassing {
public:
  explicit MessagePassing(const Model &model);
  /// Runs forward/backward passes with the given unary costs (forbidden
  /// pairs infinite, memory ignored), warm-started from earlier calls;
  /// `primal` receives the rounding of the last forward pass.
  void run(const std::vector<std::vector<double>> &unaryCost, int iterations,
           Assignment &primal, const Deadline &deadline);

private:
  const Model &model;
  std::vector<std::vector<double>> toV, toU;
  std::vector<double> gamma, belief, local, h;
  const std::vector<double> &into(const Adjacent &a) const;
  std::vector<double> &outOf(const Adjacent &a);
  void pass(int32_t i, bool forward,
            const std::vector<std::vector<double>> &unaryCost,
            Assignment *primal);
};

struct SearchOutcome {
  Assignment assignment; // reduced
  Wide cost = 0;
  /// Within the limit and free of forbidden pairs.
  bool feasible = false;
  int64_t iterations = 0;
};

/// Anytime search on the reduced model (see LocalSearch.cpp). `start`
/// (possibly infeasible, possibly empty) seeds it. Stops early once it
/// reaches `lowerBound`.
SearchOutcome runLocalSearch(const Model &model, const Assignment &start,
                             const Deadline &deadline, int64_t maxIterations,
                             uint64_t seed, Wide lowerBound, bool verbose);

} // namespace cleave::solver

#endif // CLEAVE_SOLVER_SOLVERINTERNAL_H
