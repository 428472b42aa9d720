//===- Problem.h - Strategy-selection problem (IOPDDL format) ---*- C++ -*-===//
//
// The abstract problem the auto-sharding solver works on: pick one strategy
// per node to minimise node costs plus edge (resharding) costs, subject to a
// per-time-point memory limit. It is the public IOPDDL format of the ASPLOS
// 2025 contest, read and scored exactly like the contest's own evaluator:
// intervals are half-open [start, end), an absent usage_limit means no limit,
// and totals are accumulated in 128 bits.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_SOLVER_PROBLEM_H
#define CLEAVE_SOLVER_PROBLEM_H

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cleave::solver {

class JsonValue;

using Cost = int64_t;
using Usage = int64_t;
using TimeIdx = int64_t;
using StrategyIdx = int32_t;

/// A node or edge cost at or above this marks a strategy (or a pair of
/// strategies) that XLA forbids: an answer that picks one is not valid. Such
/// costs are infinite to the solver, never a price to trade.
constexpr Cost kForbiddenCost = 1000000000000000000;
/// Exact accumulator for sums of 64-bit costs and usages.
__extension__ typedef __int128 Wide;

struct Node {
  /// Live over the half-open interval [start, end); empty when end <= start.
  TimeIdx start = 0;
  TimeIdx end = 0;
  std::vector<Cost> costs;
  std::vector<Usage> usages;
  size_t numStrategies() const { return costs.size(); }
};

struct Edge {
  /// Node indices; `costs` is row-major with the strategy of `from` as row.
  int64_t from = 0;
  int64_t to = 0;
  std::vector<Cost> costs;
};

struct Problem {
  std::string name;
  std::vector<Node> nodes;
  std::vector<Edge> edges;
  std::optional<Usage> usageLimit;
};

using Assignment = std::vector<StrategyIdx>;

/// Score of an assignment, as the contest evaluator computes it.
struct Evaluation {
  /// False when the assignment is malformed (wrong size, index out of range).
  bool valid = false;
  std::string error;
  Wide cost = 0;
  Wide peakUsage = 0;
  /// Peak usage within the limit (always true without a limit).
  bool feasible = false;
  /// Forbidden costs (>= kForbiddenCost) the assignment picks; an answer
  /// with any is not a valid answer to the contest problem.
  int64_t forbidden = 0;
};

/// Builds a problem from parsed JSON, checking every size and index. Returns
/// false with a message naming the offending element on malformed input.
bool problemFromJson(const JsonValue &json, Problem &problem,
                     std::string &error);
/// Reads and validates a problem file.
bool readProblemFile(const std::string &path, Problem &problem,
                     std::string &error);
/// Reads an assignment: a JSON array of strategy indices, or an object with
/// a "solution" (or "assignment") array.
bool readAssignmentFile(const std::string &path, Assignment &assignment,
                        std::string &error);

Evaluation evaluate(const Problem &problem, const Assignment &assignment);

/// Peak usage over time of an assignment (no validation).
Wide peakUsage(const Problem &problem, const Assignment &assignment);

/// The assignment that picks every node's smallest-usage strategy (lowest
/// cost among ties). It minimises the usage at every time point at once, so
/// the problem is feasible iff this assignment is.
Assignment minUsageAssignment(const Problem &problem);

/// Decimal text of a 128-bit integer.
std::string formatWide(Wide value);

/// Total size of the search space as log10, for choosing a method.
double log10SearchSpace(const Problem &problem);

} // namespace cleave::solver

#endif // CLEAVE_SOLVER_PROBLEM_H
