//===- Solver.h - Strategy solver for the IOPDDL problem --------*- C++ -*-===//
//
// Chooses one strategy per node to minimise total cost under the memory
// limit; costs of 10^18 or more (kForbiddenCost) are forbidden, never
// traded. The problem is first reduced exactly; then exact methods where the
// reduced instance allows them (exhaustive enumeration for tiny search
// spaces, dynamic programming on forests, an ILP through Cbc when it was
// found at build time and the model is small), otherwise an anytime
// Lagrangian tree search. Results are deterministic for a given seed and
// iteration budget; a wall-clock limit only cuts the search short.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_SOLVER_SOLVER_H
#define CLEAVE_SOLVER_SOLVER_H

#include "cleave/Solver/Problem.h"

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>

namespace cleave::solver {

enum class Method {
  None,
  Trivial,
  Exhaustive,
  TreeDP,
  Ilp,
  LocalSearch,
};

enum class Status {
  /// A feasible assignment whose optimality is proven.
  Optimal,
  /// A feasible assignment, optimality not proven.
  Feasible,
  /// Proven: no valid answer exists (every assignment picks a forbidden
  /// cost or exceeds the usage limit). `message` says why.
  Infeasible,
  /// No valid answer was found in the time given, and none was proven
  /// impossible. `assignment` holds the least invalid one found.
  NoAnswer,
};

struct SolverOptions {
  /// Wall-clock limit, counted from `startTime` (default: the call).
  double timeLimitSeconds = 10.0;
  std::optional<std::chrono::steady_clock::time_point> startTime;
  uint64_t seed = 1;
  /// Bound on search iterations; negative means only the time limit applies.
  /// With a bound that is reached before the time limit the result depends
  /// only on the input and the seed.
  int64_t maxIterations = -1;
  bool enableExhaustive = true;
  bool enableTreeDP = true;
  bool enableIlp = true;
  bool enableLocalSearch = true;
  /// Exact preprocessing (fixing, merging, elimination, dominance); off only
  /// to test the methods on the unreduced problem. Forbidden strategies are
  /// removed either way.
  bool enableReduction = true;
  /// Largest ILP (columns, after reduction and with forbidden pairs dropped)
  /// handed to Cbc. Cbc runs in a child process killed at the deadline; this
  /// bound keeps it from spending the time of models it cannot solve.
  int64_t ilpMaxColumns = 200000;
  /// Largest search space (log10) enumerated exhaustively.
  double exhaustiveMaxLog10 = 5.5;
  /// Print progress to stderr.
  bool verbose = false;
};

struct SolverResult {
  Status status = Status::Feasible;
  Method method = Method::None;
  Assignment assignment;
  Wide cost = 0;
  Wide peakUsage = 0;
  /// Best proven lower bound on the optimum, when one is known.
  bool hasLowerBound = false;
  Wide lowerBound = 0;
  /// Human-readable explanation (e.g. why the problem is infeasible).
  std::string message;
  /// Whether the ILP ran, and why not when it did not.
  std::string ilpNote;
  /// Size of the reduced problem the methods worked on.
  int64_t reducedNodes = 0;
  int64_t reducedEdges = 0;
  double seconds = 0;
  int64_t iterations = 0;
};

SolverResult solve(const Problem &problem, const SolverOptions &options);

/// Whether this build can use Cbc for the ILP.
bool haveIlpSolver();

const char *methodName(Method method);
const char *statusName(Status status);

} // namespace cleave::solver

#endif // CLEAVE_SOLVER_SOLVER_H
