//===- Ilp.cpp - Exact ILP through Cbc ------------------------------------===//
//
// Standard linearisation: binary x[i][s] picks node i's strategy; each edge
// gets continuous y[e][a][b] whose row and column sums equal the endpoint
// x's (the local-marginal polytope, already integral on trees). Memory rows
// are emitted only for time segments whose live set is maximal and whose
// worst case can exceed the limit. Cbc is driven through its C interface
// (which runs CbcMain underneath) with a time limit and an optional MIP
// start. Built without Cbc, solveIlp reports that it did not run.
//
//===----------------------------------------------------------------------===//

#include "SolverInternal.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#ifdef CLEAVE_HAVE_CBC
#include <Cbc_C_Interface.h>
#endif

using namespace cleave::solver;

bool cleave::solver::haveIlpSolver() {
#ifdef CLEAVE_HAVE_CBC
  return true;
#else
  return false;
#endif
}

IlpOutcome cleave::solver::solveIlp(const Model &model, const Assignment &start,
                                    double seconds,
                                    const SolverOptions &options) {
  IlpOutcome outcome;
#ifndef CLEAVE_HAVE_CBC
  (void)model;
  (void)start;
  (void)seconds;
  (void)options;
  outcome.note = "built without Cbc";
  return outcome;
#else
  const Problem &problem = model.problem;
  int32_t n = model.numNodes;

  // Column layout.
  std::vector<int64_t> xBase(n + 1, 0);
  for (int32_t i = 0; i < n; ++i)
    xBase[i + 1] = xBase[i] + model.numStrategies(i);
  std::vector<int64_t> yBase(problem.edges.size() + 1, xBase[n]);
  for (size_t e = 0; e < problem.edges.size(); ++e) {
    const Edge &edge = problem.edges[e];
    int64_t size = edge.from == edge.to ? 0 : static_cast<int64_t>(edge.costs.size());
    yBase[e + 1] = yBase[e] + size;
  }
  int64_t numColumns = yBase.back();
  if (numColumns > options.ilpMaxColumns) {
    outcome.note = "ILP too large (" + std::to_string(numColumns) + " columns)";
    return outcome;
  }

  // Triplets (row, column, value); converted to column-major below.
  struct Entry {
    int32_t row;
    int32_t column;
    double value;
  };
  std::vector<Entry> entries;
  std::vector<double> rowLower, rowUpper;
  auto newRow = [&](double lo, double hi) {
    rowLower.push_back(lo);
    rowUpper.push_back(hi);
    return static_cast<int32_t>(rowLower.size() - 1);
  };
  for (int32_t i = 0; i < n; ++i) {
    int32_t row = newRow(1, 1);
    for (int64_t c = xBase[i]; c < xBase[i + 1]; ++c)
      entries.push_back({row, static_cast<int32_t>(c), 1.0});
  }
  for (size_t e = 0; e < problem.edges.size(); ++e) {
    const Edge &edge = problem.edges[e];
    if (edge.from == edge.to)
      continue;
    int32_t ku = model.numStrategies(edge.from);
    int32_t kv = model.numStrategies(edge.to);
    for (int32_t a = 0; a < ku; ++a) {
      int32_t row = newRow(0, 0);
      for (int32_t b = 0; b < kv; ++b)
        entries.push_back(
            {row, static_cast<int32_t>(yBase[e] + int64_t(a) * kv + b), 1.0});
      entries.push_back({row, static_cast<int32_t>(xBase[edge.from] + a), -1.0});
    }
    for (int32_t b = 0; b < kv; ++b) {
      int32_t row = newRow(0, 0);
      for (int32_t a = 0; a < ku; ++a)
        entries.push_back(
            {row, static_cast<int32_t>(yBase[e] + int64_t(a) * kv + b), 1.0});
      entries.push_back({row, static_cast<int32_t>(xBase[edge.to] + b), -1.0});
    }
  }
  if (model.hasLimit && model.numSegments > 0) {
    int32_t segs = model.numSegments;
    std::vector<uint8_t> starts(segs + 1, 0), ends(segs + 1, 0);
    std::vector<std::vector<int32_t>> startingAt(segs);
    for (int32_t i = 0; i < n; ++i) {
      if (model.segBegin[i] >= model.segEnd[i])
        continue;
      starts[model.segBegin[i]] = 1;
      ends[model.segEnd[i]] = 1;
    }
    // Sweep live sets; a segment's set is maximal iff something starts there
    // and something ends right after it.
    std::vector<std::vector<int32_t>> liveAt(segs);
    for (int32_t i = 0; i < n; ++i)
      for (int32_t t = model.segBegin[i]; t < model.segEnd[i]; ++t)
        if (starts[t] && ends[t + 1])
          liveAt[t].push_back(i);
    size_t memoryEntries = 0;
    for (int32_t t = 0; t < segs; ++t) {
      if (liveAt[t].empty())
        continue;
      Wide worst = 0;
      for (int32_t i : liveAt[t]) {
        const std::vector<Usage> &u = problem.nodes[i].usages;
        worst += *std::max_element(u.begin(), u.end());
      }
      if (worst <= model.limit)
        continue;
      int32_t row = newRow(-1e300, static_cast<double>(model.limit));
      for (int32_t i : liveAt[t])
        for (int32_t s = 0; s < model.numStrategies(i); ++s)
          if (model.usage(i, s) != 0)
            entries.push_back({row, static_cast<int32_t>(xBase[i] + s),
                               static_cast<double>(model.usage(i, s))});
      memoryEntries += liveAt[t].size();
      if (entries.size() > 20000000) {
        outcome.note = "ILP memory rows too large";
        return outcome;
      }
    }
    (void)memoryEntries;
  }

  std::vector<double> objective(numColumns, 0), colLower(numColumns, 0),
      colUpper(numColumns, 1);
  double magnitude = 0;
  for (int32_t i = 0; i < n; ++i) {
    double largest = 0;
    for (int32_t s = 0; s < model.numStrategies(i); ++s) {
      objective[xBase[i] + s] = static_cast<double>(model.unary[i][s]);
      largest = std::max(largest, std::fabs(objective[xBase[i] + s]));
    }
    magnitude += largest;
  }
  for (size_t e = 0; e < problem.edges.size(); ++e) {
    const Edge &edge = problem.edges[e];
    if (edge.from == edge.to)
      continue;
    double largest = 0;
    for (size_t k = 0; k < edge.costs.size(); ++k) {
      objective[yBase[e] + k] = static_cast<double>(edge.costs[k]);
      largest = std::max(largest, std::fabs(objective[yBase[e] + k]));
    }
    magnitude += largest;
  }
  // Doubles hold every objective value exactly below 2^52, so a gap under 1
  // proves optimality for integer costs.
  bool exact = magnitude < 4.0e15;

  std::sort(entries.begin(), entries.end(), [](const Entry &a, const Entry &b) {
    return a.column != b.column ? a.column < b.column : a.row < b.row;
  });
  std::vector<CoinBigIndex> columnStart(numColumns + 1, 0);
  std::vector<int> rowIndex(entries.size());
  std::vector<double> values(entries.size());
  for (size_t k = 0; k < entries.size(); ++k) {
    columnStart[entries[k].column + 1]++;
    rowIndex[k] = entries[k].row;
    values[k] = entries[k].value;
  }
  for (int64_t c = 0; c < numColumns; ++c)
    columnStart[c + 1] += columnStart[c];

  Cbc_Model *cbc = Cbc_newModel();
  Cbc_loadProblem(cbc, static_cast<int>(numColumns),
                  static_cast<int>(rowLower.size()), columnStart.data(),
                  rowIndex.data(), values.data(), colLower.data(),
                  colUpper.data(), objective.data(), rowLower.data(),
                  rowUpper.data());
  for (int64_t c = 0; c < xBase[n]; ++c)
    Cbc_setInteger(cbc, static_cast<int>(c));
  Cbc_setLogLevel(cbc, options.verbose ? 1 : 0);
  Cbc_setMaximumSeconds(cbc, std::max(0.1, seconds));
  if (exact)
    Cbc_setAllowableGap(cbc, 0.999);
  if (start.size() == static_cast<size_t>(n)) {
    std::vector<int> columns;
    std::vector<double> ones;
    for (int32_t i = 0; i < n; ++i)
      columns.push_back(static_cast<int>(xBase[i] + start[i]));
    for (size_t e = 0; e < problem.edges.size(); ++e) {
      const Edge &edge = problem.edges[e];
      if (edge.from == edge.to)
        continue;
      int64_t kv = model.numStrategies(edge.to);
      columns.push_back(
          static_cast<int>(yBase[e] + start[edge.from] * kv + start[edge.to]));
    }
    ones.assign(columns.size(), 1.0);
    Cbc_setMIPStartI(cbc, static_cast<int>(columns.size()), columns.data(),
                     ones.data());
  }
  Cbc_solve(cbc);
  outcome.ran = true;
  const double *solution = Cbc_bestSolution(cbc);
  if (solution) {
    outcome.hasSolution = true;
    outcome.assignment.assign(n, 0);
    for (int32_t i = 0; i < n; ++i) {
      int32_t bestS = 0;
      for (int32_t s = 1; s < model.numStrategies(i); ++s)
        if (solution[xBase[i] + s] > solution[xBase[i] + bestS])
          bestS = s;
      outcome.assignment[i] = static_cast<StrategyIdx>(bestS);
    }
  }
  outcome.provenInfeasible = Cbc_isProvenInfeasible(cbc);
  bool optimal = Cbc_isProvenOptimal(cbc) && solution;
  outcome.provenOptimal = optimal && exact;
  if (exact) {
    double bound = optimal ? Cbc_getObjValue(cbc)
                           : Cbc_getBestPossibleObjValue(cbc);
    if (std::isfinite(bound) && std::fabs(bound) < 4.0e15) {
      outcome.hasBound = true;
      // Integer costs: the optimum is at least the bound rounded up.
      outcome.bound = static_cast<Wide>(std::ceil(bound - 1e-6));
    }
  } else {
    outcome.note = "costs too large for exact floating-point ILP";
  }
  Cbc_deleteModel(cbc);
  return outcome;
#endif
}
