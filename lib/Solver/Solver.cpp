//===- Solver.cpp - Method selection for the strategy solver --------------===//
//
// Reduces the problem exactly (Model.cpp), then decides which methods to run
// and combines their results: exhaustive enumeration for tiny reduced
// problems, forest DP, the anytime search, and the ILP through Cbc only when
// the reduced model is small enough for Cbc to honour the time left. Only
// exact arguments ever claim that no valid answer exists; every answer is
// expanded and re-scored with the contest's rules before it is returned.
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
    return "reduction";
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
  case Status::NoAnswer:
    return "no answer";
  }
  return "unknown";
}

/// Enumerates every reduced assignment; only used when the space is tiny.
/// Returns false when none is valid.
static bool enumerate(const Model &model, Assignment &bestAssignment) {
  int32_t n = model.numNodes;
  Assignment current(n, 0);
  bool found = false;
  Wide bestCost = 0;
  while (true) {
    int64_t bad;
    Wide cost = model.totalCost(current, bad);
    if (bad == 0 && (!found || cost < bestCost) &&
        (!model.hasLimit || model.peak(current) <= model.limit)) {
      bestCost = cost;
      bestAssignment = current;
      found = true;
    }
    int32_t i = 0;
    while (i < n && current[i] + 1 == model.numStrategies(i))
      current[i++] = 0;
    if (i == n)
      break;
    ++current[i];
  }
  return found;
}

SolverResult cleave::solver::solve(const Problem &problem,
                                   const SolverOptions &options) {
  Deadline deadline(options.timeLimitSeconds,
                    options.startTime.value_or(Deadline::Clock::now()));
  SolverResult result;
  auto finish = [&](Assignment reduced, const Model &model,
                    Status status) -> SolverResult {
    result.assignment = model.expand(reduced);
    Evaluation eval = evaluate(problem, result.assignment);
    result.cost = eval.cost;
    result.peakUsage = eval.peakUsage;
    result.status = status;
    if (!eval.valid || eval.forbidden > 0 || !eval.feasible) {
      // Cannot happen for an answer the methods accepted; never report it
      // as valid if it does.
      result.status = Status::NoAnswer;
      result.message = "internal error: the answer does not re-score as "
                       "valid (" +
                       std::to_string(eval.forbidden) +
                       " forbidden costs, peak " + formatWide(eval.peakUsage) +
                       ")";
    }
    if (result.status == Status::Optimal) {
      result.hasLowerBound = true;
      result.lowerBound = result.cost;
    }
    result.seconds = deadline.elapsed();
    return result;
  };
  auto infeasible = [&](const std::string &why) -> SolverResult {
    result.status = Status::Infeasible;
    result.message = why;
    result.seconds = deadline.elapsed();
    return result;
  };

  // The reduction gets at most half of what is left, so that a huge problem
  // still leaves the search time within the limit.
  Deadline reductionBudget = deadline.sub(0.5 * deadline.remaining());
  Model model(problem, options.enableReduction, &reductionBudget);
  if (model.infeasible)
    return infeasible(model.whyInfeasible);
  result.reducedNodes = model.numNodes;
  result.reducedEdges = static_cast<int64_t>(model.edges.size());
  if (options.verbose)
    std::fprintf(stderr,
                 "reduction: %zu nodes -> %d, %zu edges -> %zu in %.2fs "
                 "(%lld forbidden strategies, %lld fixed, %lld merged, %lld "
                 "leaves, %lld dominated)%s\n",
                 problem.nodes.size(), model.numNodes, problem.edges.size(),
                 model.edges.size(), deadline.elapsed(),
                 static_cast<long long>(model.stats.forbiddenStrategies),
                 static_cast<long long>(model.stats.fixedNodes),
                 static_cast<long long>(model.stats.mergedNodes),
                 static_cast<long long>(model.stats.eliminatedLeaves),
                 static_cast<long long>(model.stats.dominatedStrategies),
                 model.stats.stoppedAtBudget
                     ? "; stopped at its time budget (half the limit)"
                     : "");

  if (model.numNodes == 0) {
    // Everything was decided exactly; the baseline fits (checked above).
    result.method = Method::Trivial;
    return finish(Assignment(), model, Status::Optimal);
  }

  result.hasLowerBound = true;
  result.lowerBound = model.trivialLowerBound();

  if (options.enableExhaustive &&
      model.log10SearchSpace() <= options.exhaustiveMaxLog10) {
    Assignment best;
    if (!enumerate(model, best))
      return infeasible("no assignment avoids every forbidden cost and fits "
                        "the usage limit (checked exhaustively)");
    result.method = Method::Exhaustive;
    return finish(best, model, Status::Optimal);
  }

  Assignment start;
  if (options.enableTreeDP) {
    Wide cost;
    if (solveForestDP(model, start, cost)) {
      if (start.empty())
        return infeasible("no assignment avoids every forbidden cost (the "
                          "reduced graph is a forest, solved exactly)");
      // Ignoring memory only relaxes the problem: a lower bound either way.
      result.lowerBound = std::max(result.lowerBound, cost);
      if (!model.hasLimit || model.peak(start) <= model.limit) {
        result.method = Method::TreeDP;
        return finish(start, model, Status::Optimal);
      }
      if (options.verbose)
        std::fprintf(stderr, "tree DP optimum exceeds the usage limit\n");
    } else {
      Wide bound = spanningForestLowerBound(model, start);
      if (start.empty())
        return infeasible("no assignment avoids every forbidden cost (even "
                          "on a spanning forest of the reduced graph)");
      result.lowerBound = std::max(result.lowerBound, bound);
    }
  }

  // Cbc runs in a child process killed at the deadline, so the limit holds
  // whatever it does; it is only started when the model is small enough for
  // its root LP to plausibly finish in the time left (measured here: about
  // 1 s per 10^4 columns on the contest's problems).
  int64_t columns = ilpColumns(model);
  double ilpSetupSeconds = std::max(0.5, 1e-4 * static_cast<double>(columns));
  bool tryIlp = false;
  // Leave time to expand, re-score and print the answer.
  double margin = 0.05 + 2e-7 * static_cast<double>(problem.nodes.size() +
                                                    problem.edges.size());
  if (!options.enableIlp)
    result.ilpNote = "disabled";
  else if (!haveIlpSolver())
    result.ilpNote = "skipped: built without Cbc";
  else if (columns > options.ilpMaxColumns)
    result.ilpNote = "skipped: " + std::to_string(columns) +
                     " columns, more than " +
                     std::to_string(options.ilpMaxColumns);
  else if (deadline.remaining() - margin < 2 * ilpSetupSeconds)
    result.ilpNote = "skipped: " + std::to_string(columns) +
                     " columns need more than the time left";
  else
    tryIlp = true;

  Assignment incumbent;
  bool incumbentValid = false;
  Wide incumbentCost = kWideMax;
  if (options.enableLocalSearch) {
    // With an ILP to follow, the search only needs a good incumbent.
    double remaining = std::max(0.0, deadline.remaining() - margin);
    double budget = tryIlp ? std::min(0.3 * remaining, 5.0) : remaining;
    Deadline searchDeadline = deadline.sub(budget);
    SearchOutcome search =
        runLocalSearch(model, start, searchDeadline, options.maxIterations,
                       options.seed, result.lowerBound, options.verbose);
    result.iterations = search.iterations;
    incumbent = search.assignment;
    incumbentValid = search.feasible;
    incumbentCost = search.cost;
    result.method = Method::LocalSearch;
  }

  if (tryIlp) {
    double seconds = deadline.remaining() - margin;
    if (seconds < ilpSetupSeconds) {
      result.ilpNote = "skipped: no time left after the search";
    } else {
      IlpOutcome ilp = solveIlp(model, incumbentValid ? incumbent : Assignment(),
                                seconds, options);
      result.ilpNote = ilp.note;
      if (ilp.ran) {
        if (ilp.hasBound)
          result.lowerBound = std::max(result.lowerBound, ilp.bound);
        if (ilp.hasSolution) {
          int64_t bad;
          Wide cost = model.totalCost(ilp.assignment, bad);
          bool fits = !model.hasLimit || model.peak(ilp.assignment) <= model.limit;
          if (bad == 0 && fits &&
              (!incumbentValid || cost < incumbentCost ||
               (ilp.provenOptimal && cost == incumbentCost))) {
            incumbent = ilp.assignment;
            incumbentCost = cost;
            incumbentValid = true;
            result.method = Method::Ilp;
          }
        }
        // Cbc's "infeasible" is never taken over a valid incumbent, and
        // never reported as a proof: the ILP works in floating point.
        if (ilp.provenInfeasible && !incumbentValid)
          result.message = "Cbc reports the ILP infeasible (not taken as "
                           "proof)";
        if (ilp.provenOptimal && incumbentValid &&
            incumbentCost <= result.lowerBound)
          return finish(incumbent, model, Status::Optimal);
      }
    }
  }
  if (options.verbose && !result.ilpNote.empty())
    std::fprintf(stderr, "ilp: %s\n", result.ilpNote.c_str());

  if (!incumbentValid) {
    result.message = (result.message.empty() ? "" : result.message + "; ") +
                     "no valid answer found within the search budget (none "
                     "proven impossible)";
    result.assignment = model.expand(
        incumbent.empty() ? Assignment(model.numNodes, 0) : incumbent);
    Evaluation eval = evaluate(problem, result.assignment);
    result.cost = eval.cost;
    result.peakUsage = eval.peakUsage;
    result.status = Status::NoAnswer;
    result.seconds = deadline.elapsed();
    return result;
  }
  bool optimal = result.hasLowerBound && incumbentCost <= result.lowerBound;
  return finish(incumbent, model, optimal ? Status::Optimal : Status::Feasible);
}
