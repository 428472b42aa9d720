//===- Solver.h - Strategy solver for the IOPDDL problem --------*- C++ -*-===//
//
// Chooses one strategy per node to minimise total cost under the memory
// limit. Exact where the instance allows it (exhaustive enumeration for tiny
// search spaces, dynamic programming on forests, an ILP through Cbc when it
// was found at build time), otherwise an anytime large-neighbourhood search.
// Results are deterministic for a given seed and iteration budget; a
// wall-clock limit only cuts the search short.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_SOLVER_SOLVER_H
#define CLEAVE_SOLVER_SOLVER_H

#include "cleave/Solver/Problem.h"

#include <cstdint>
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
  /// Proven infeasible: no assignment meets the usage limit.
  Infeasible,
};

struct SolverOptions {
  double timeLimitSeconds = 10.0;
  uint64_t seed = 1;
  /// Bound on search iterations; negative means only the time limit applies.
  /// With a bound that is reached before the time limit the result depends
  /// only on the input and the seed.
  int64_t maxIterations = -1;
  bool enableExhaustive = true;
  bool enableTreeDP = true;
  bool enableIlp = true;
  bool enableLocalSearch = true;
  /// Largest ILP (columns) handed to Cbc.
  int64_t ilpMaxColumns = 400000;
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
