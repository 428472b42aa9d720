//===- Solver.cpp - Method selection for the strategy solver --------------===//
//
// Decides which methods to run for an instance and combines their results:
// a feasibility check (exact, via the minimum-usage assignment), exhaustive
// enumeration for tiny search spaces, forest DP, then search and ILP sharing
// the time limit, the search's incumbent seeding the ILP.
//
//===----------------------------------------------------------------------===//

#include "cleave/Solver/Solver.h"

#include "SolverInternal.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

using namespace cleave::solver;

const char *cleave::solver::methodName(Method method) {
  switch (method) {
  case Method::None:
    return "none";
  case Method::Trivial:
    return "trivial";
  case Method::Exhaustive:
    return "exhaustive enumeration";
  case Method::TreeDP:
    return "tree DP";
  case Method::Ilp:
    return "ILP (Cbc)";
  case Method::LocalSearch:
    return "local search";
  }
  return "unknown";
}

const char *cleave::solver::statusName(Status status) {
  switch (status) {
  case Status::Optimal:
    return "optimal";
  case Status::Feasible:
    return "feasible";
  case Status::Infeasible:
    return "infeasible";
  }
  return "unknown";
}

/// Enumerates every assignment in odometer order with incremental node and
/// edge bookkeeping; only used when the search space is tiny.
static bool enumerate(const Model &model, Assignment &bestAssignment,
                      Wide &bestCost, bool &foundFeasible) {
  int32_t n = model.numNodes;
  Assignment current(n, 0);
  foundFeasible = false;
  bestCost = kWideMax;
  while (true) {
    bool ok = !model.hasLimit || peakUsage(model.problem, current) <= model.limit;
    if (ok) {
      Wide cost = model.totalCost(current);
      if (!foundFeasible || cost < bestCost) {
        bestCost = cost;
        bestAssignment = current;
        foundFeasible = true;
      }
    }
    int32_t i = 0;
    while (i < n && current[i] + 1 == model.numStrategies(i))
      current[i++] = 0;
    if (i == n)
      break;
    ++current[i];
  }
  return foundFeasible;
}

SolverResult cleave::solver::solve(const Problem &problem,
                                   const SolverOptions &options) {
  Deadline deadline(options.timeLimitSeconds);
  SolverResult result;
  Model model(problem);
  auto finish = [&](SolverResult &r) -> SolverResult {
    if (!r.assignment.empty() || problem.nodes.empty()) {
      Evaluation eval = evaluate(problem, r.assignment);
      r.cost = eval.cost;
      r.peakUsage = eval.peakUsage;
    }
    if (r.status == Status::Optimal) {
      r.hasLowerBound = true;
      r.lowerBound = r.cost;
    }
    r.seconds = deadline.elapsed();
    return r;
  };

  if (problem.nodes.empty()) {
    result.status = Status::Optimal;
    result.method = Method::Trivial;
    return finish(result);
  }

  // Exact feasibility test: the minimum-usage assignment minimises the usage
  // at every time point simultaneously.
  if (model.hasLimit) {
    Assignment minUsage = minUsageAssignment(problem);
    Wide floor = peakUsage(problem, minUsage);
    if (floor > model.limit) {
      result.status = Status::Infeasible;
      result.message = "usage limit " + formatWide(model.limit) +
                       " cannot be met: even the minimum-usage strategies "
                       "peak at " +
                       formatWide(floor);
      result.seconds = deadline.elapsed();
      return result;
    }
  }

  result.hasLowerBound = true;
  result.lowerBound = model.trivialLowerBound();

  if (options.enableExhaustive &&
      log10SearchSpace(problem) <= options.exhaustiveMaxLog10) {
    Wide cost;
    bool feasible;
    if (enumerate(model, result.assignment, cost, feasible)) {
      result.status = Status::Optimal;
      result.method = Method::Exhaustive;
      return finish(result);
    }
  }

  Assignment dpAssignment;
  if (options.enableTreeDP) {
    Wide cost;
    if (solveForestDP(model, dpAssignment, cost)) {
      // Ignoring memory only relaxes the problem: a lower bound either way.
      result.lowerBound = std::max(result.lowerBound, cost);
      if (!model.hasLimit || peakUsage(problem, dpAssignment) <= model.limit) {
        result.assignment = dpAssignment;
        result.status = Status::Optimal;
        result.method = Method::TreeDP;
        return finish(result);
      }
      if (options.verbose)
        std::fprintf(stderr, "tree DP optimum exceeds the usage limit\n");
    } else {
      dpAssignment.clear();
      result.lowerBound =
          std::max(result.lowerBound, spanningForestLowerBound(model));
    }
  }

  // The ILP has one column per node strategy and per edge matrix entry.
  int64_t ilpColumns = 0;
  for (const Node &node : problem.nodes)
    ilpColumns += static_cast<int64_t>(node.costs.size());
  for (const Edge &edge : problem.edges)
    ilpColumns += static_cast<int64_t>(edge.costs.size());
  // Cbc's root LP ignores the time limit: only start it when the time left
  // can plausibly cover it (measured: ~1.3 s for ~150k columns here).
  double ilpSetupSeconds = std::max(0.5, 1e-5 * double(ilpColumns));
  bool tryIlp = options.enableIlp && haveIlpSolver() &&
                ilpColumns <= options.ilpMaxColumns &&
                deadline.remaining() >= 2 * ilpSetupSeconds;
  Assignment incumbent;
  Wide incumbentCost = kWideMax;
  bool incumbentFeasible = false;
  if (options.enableLocalSearch) {
    // With an ILP to follow, the search only needs a good incumbent.
    // Small models are the ILP's to prove; a second of search is plenty.
    double remaining = std::max(0.0, deadline.remaining());
    double budget = remaining;
    if (tryIlp)
      budget = ilpColumns <= 20000 ? std::min(0.2 * remaining, 1.0)
                                   : 0.3 * remaining;
    Deadline searchDeadline(budget);
    SearchOutcome search = runLocalSearch(
        model, dpAssignment, searchDeadline, options.maxIterations,
        options.seed, result.lowerBound, options.verbose);
    result.iterations = search.iterations;
    incumbent = search.assignment;
    incumbentCost = search.cost;
    incumbentFeasible = search.feasible;
    result.method = Method::LocalSearch;
  }

  if (tryIlp) {
    IlpOutcome ilp = solveIlp(model, incumbentFeasible ? incumbent : Assignment(),
                              std::max(0.1, deadline.remaining()), options);
    if (options.verbose && !ilp.note.empty())
      std::fprintf(stderr, "ilp: %s\n", ilp.note.c_str());
    if (ilp.ran) {
      if (ilp.hasBound)
        result.lowerBound = std::max(result.lowerBound, ilp.bound);
      if (ilp.hasSolution) {
        Evaluation eval = evaluate(problem, ilp.assignment);
        if (eval.valid && eval.feasible &&
            (!incumbentFeasible || eval.cost < incumbentCost ||
             (ilp.provenOptimal && eval.cost == incumbentCost))) {
          incumbent = ilp.assignment;
          incumbentCost = eval.cost;
          incumbentFeasible = true;
          result.method = Method::Ilp;
        }
      }
      if (ilp.provenOptimal && incumbentFeasible &&
          incumbentCost <= result.lowerBound) {
        result.assignment = incumbent;
        result.status = Status::Optimal;
        return finish(result);
      }
    }
  }

  if (!incumbentFeasible) {
    // Cannot happen for a feasible problem unless the budget was zero; fall
    // back to the minimum-usage assignment, which is feasible.
    incumbent = minUsageAssignment(problem);
    result.method = Method::Trivial;
  }
  result.assignment = incumbent;
  Evaluation eval = evaluate(problem, incumbent);
  result.status = (result.hasLowerBound && eval.cost <= result.lowerBound)
                      ? Status::Optimal
                      : Status::Feasible;
  return finish(result);
}
