//===- Ilp.cpp - Exact ILP through Cbc ------------------------------------===//
//
// Standard linearisation of the reduced model: binary x[i][s] picks node i's
// strategy; each edge gets continuous y[e][a][b] for its allowed pairs only
// (forbidden pairs have no column), whose row and column sums equal the
// endpoint x's (the local-marginal polytope, already integral on trees).
// Memory rows are emitted only for time segments whose live set is maximal
// and whose worst case can exceed the limit (one per distinct set of
// covering pieces). Cbc is driven through its C interface with a time limit
// and the search's answer as MIP start, in a child process that is killed
// when the time is up, because Cbc's root LP does not honour the limit.
// Built without Cbc, solveIlp reports that it did not run.
//
//===----------------------------------------------------------------------===//

#include "SolverInternal.h"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <string>

#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

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

/// Maximal segments whose worst case can exceed the room the baseline
/// leaves, one per run that no piece starts or ends within (such a run has
/// one set of pieces, so only its smallest room matters).
static std::vector<int32_t> criticalSegments(const Model &model) {
  int32_t n = model.numNodes;
  if (!model.hasLimit)
    return {};
  std::vector<Wide> worstDiff(model.numSegments + 1, 0);
  for (int32_t i = 0; i < n; ++i)
    for (const Piece &piece : model.pieces[i]) {
      Usage most = *std::max_element(piece.usage.begin(), piece.usage.end());
      worstDiff[piece.segBegin] += most;
      worstDiff[piece.segEnd] -= most;
    }
  std::vector<int32_t> boundaries(model.numSegments + 1, 0);
  for (int32_t i = 0; i < n; ++i)
    for (const Piece &piece : model.pieces[i]) {
      boundaries[piece.segBegin] = 1;
      boundaries[piece.segEnd] = 1;
    }
  std::vector<int32_t> critical;
  Wide running = 0;
  size_t next = 0;
  bool changedSinceLast = true;
  for (int32_t t = 0; t < model.numSegments; ++t) {
    running += worstDiff[t];
    changedSinceLast |= boundaries[t] != 0;
    if (next < model.maximalSegments.size() &&
        model.maximalSegments[next] == t) {
      ++next;
      if (running + model.baseline[t] <= model.limit)
        continue;
      if (!changedSinceLast && !critical.empty()) {
        if (model.baseline[t] > model.baseline[critical.back()])
          critical.back() = t;
        continue;
      }
      critical.push_back(t);
      changedSinceLast = false;
    }
  }
  return critical;
}

int64_t cleave::solver::ilpColumns(const Model &model) {
  int64_t columns = 0;
  for (int32_t i = 0; i < model.numNodes; ++i)
    columns += model.numStrategies(i);
  for (const ModelEdge &edge : model.edges)
    for (Cost c : edge.costs)
      columns += c != kForbidden;
  return columns + static_cast<int64_t>(criticalSegments(model).size());
}

/// Builds and solves the ILP in this process.
static IlpOutcome runCbc(const Model &model, const Assignment &start,
                         double seconds, const SolverOptions &options) {
  IlpOutcome outcome;
#ifndef CLEAVE_HAVE_CBC
  (void)model;
  (void)start;
  (void)seconds;
  (void)options;
  outcome.note = "skipped: built without Cbc";
  return outcome;
#else
  int32_t n = model.numNodes;
  // Column layout: x per node strategy, then y per allowed edge entry
  // (yColumn[e][entry], -1 when forbidden).
  std::vector<int64_t> xBase(n + 1, 0);
  for (int32_t i = 0; i < n; ++i)
    xBase[i + 1] = xBase[i] + model.numStrategies(i);
  int64_t numColumns = xBase[n];
  std::vector<std::vector<int32_t>> yColumn(model.edges.size());
  for (size_t e = 0; e < model.edges.size(); ++e) {
    const ModelEdge &edge = model.edges[e];
    yColumn[e].assign(edge.costs.size(), -1);
    for (size_t x = 0; x < edge.costs.size(); ++x)
      if (edge.costs[x] != kForbidden)
        yColumn[e][x] = static_cast<int32_t>(numColumns++);
  }
  if (numColumns > options.ilpMaxColumns) {
    outcome.note = "skipped: " + std::to_string(numColumns) + " columns";
    return outcome;
  }

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
  for (size_t e = 0; e < model.edges.size(); ++e) {
    const ModelEdge &edge = model.edges[e];
    int32_t ku = model.numStrategies(edge.u);
    int32_t kv = model.numStrategies(edge.v);
    for (int32_t a = 0; a < ku; ++a) {
      int32_t row = newRow(0, 0);
      for (int32_t b = 0; b < kv; ++b)
        if (int32_t c = yColumn[e][static_cast<size_t>(a) * kv + b]; c >= 0)
          entries.push_back({row, c, 1.0});
      entries.push_back({row, static_cast<int32_t>(xBase[edge.u] + a), -1.0});
    }
    for (int32_t b = 0; b < kv; ++b) {
      int32_t row = newRow(0, 0);
      for (int32_t a = 0; a < ku; ++a)
        if (int32_t c = yColumn[e][static_cast<size_t>(a) * kv + b]; c >= 0)
          entries.push_back({row, c, 1.0});
      entries.push_back({row, static_cast<int32_t>(xBase[edge.v] + b), -1.0});
    }
  }
  // Memory: only maximal segments whose worst case can exceed the room
  // left by the baseline ("critical") need a row. Usage at consecutive
  // critical segments is chained through continuous variables
  // m_j = m_{j-1} + (pieces entering at j) - (pieces leaving at j) with
  // m_j <= room_j, so each piece appears twice instead of once per segment
  // it covers (merged nodes have long pieces and there are up to 10^5
  // segments).
  std::vector<double> memoryUpper;
  if (model.hasLimit && !model.maximalSegments.empty()) {
    std::vector<int32_t> critical = criticalSegments(model);
    // Column of m_j and the row defining it.
    int64_t mBase = numColumns;
    numColumns += static_cast<int64_t>(critical.size());
    std::vector<int32_t> defRow(critical.size());
    for (size_t j = 0; j < critical.size(); ++j) {
      defRow[j] = newRow(0, 0);
      entries.push_back({defRow[j], static_cast<int32_t>(mBase + j), 1.0});
      if (j > 0)
        entries.push_back(
            {defRow[j], static_cast<int32_t>(mBase + j - 1), -1.0});
      memoryUpper.push_back(static_cast<double>(
          model.limit - model.baseline[critical[j]]));
    }
    std::vector<double> coefficient;
    for (int32_t i = 0; i < n; ++i)
      for (const Piece &piece : model.pieces[i]) {
        size_t lo = std::lower_bound(critical.begin(), critical.end(),
                                     piece.segBegin) -
                    critical.begin();
        size_t hi = std::lower_bound(critical.begin(), critical.end(),
                                     piece.segEnd) -
                    critical.begin();
        if (lo >= hi)
          continue;
        for (int32_t s = 0; s < model.numStrategies(i); ++s) {
          if (piece.usage[s] == 0)
            continue;
          double u = static_cast<double>(piece.usage[s]);
          entries.push_back({defRow[lo], static_cast<int32_t>(xBase[i] + s), -u});
          if (hi < critical.size())
            entries.push_back(
                {defRow[hi], static_cast<int32_t>(xBase[i] + s), u});
        }
      }
    if (entries.size() > 20000000) {
      outcome.note = "skipped: memory rows too large";
      return outcome;
    }
  }

  std::vector<double> objective(numColumns, 0), colLower(numColumns, 0),
      colUpper(numColumns, 1);
  for (size_t j = 0; j < memoryUpper.size(); ++j)
    colUpper[numColumns - memoryUpper.size() + j] = memoryUpper[j];
  double magnitude = static_cast<double>(model.constant);
  for (int32_t i = 0; i < n; ++i) {
    double largest = 0;
    for (int32_t s = 0; s < model.numStrategies(i); ++s) {
      objective[xBase[i] + s] = static_cast<double>(model.unary[i][s]);
      largest = std::max(largest, std::fabs(objective[xBase[i] + s]));
    }
    magnitude += largest;
  }
  for (size_t e = 0; e < model.edges.size(); ++e) {
    const ModelEdge &edge = model.edges[e];
    double largest = 0;
    for (size_t x = 0; x < edge.costs.size(); ++x)
      if (yColumn[e][x] >= 0) {
        objective[yColumn[e][x]] = static_cast<double>(edge.costs[x]);
        largest = std::max(largest, std::fabs(objective[yColumn[e][x]]));
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
  for (size_t x = 0; x < entries.size(); ++x) {
    columnStart[entries[x].column + 1]++;
    rowIndex[x] = entries[x].row;
    values[x] = entries[x].value;
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
    for (int32_t i = 0; i < n; ++i)
      columns.push_back(static_cast<int>(xBase[i] + start[i]));
    for (size_t e = 0; e < model.edges.size(); ++e) {
      const ModelEdge &edge = model.edges[e];
      int32_t c = yColumn[e][static_cast<size_t>(start[edge.u]) *
                                 model.numStrategies(edge.v) +
                             start[edge.v]];
      if (c >= 0)
        columns.push_back(c);
    }
    std::vector<double> ones(columns.size(), 1.0);
    Cbc_setMIPStartI(cbc, static_cast<int>(columns.size()), columns.data(),
                     ones.data());
  }
  if (options.verbose)
    std::fprintf(stderr, "ilp: %lld columns, %zu rows, %zu entries; Cbc starts\n",
                 static_cast<long long>(numColumns), rowLower.size(),
                 entries.size());
  Cbc_solve(cbc);
  outcome.ran = true;
  outcome.note = "ran (" + std::to_string(numColumns) + " columns)";
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
      // Integer costs: the optimum is at least the bound rounded up. The
      // constant is not in the ILP objective.
      outcome.bound =
          static_cast<Wide>(std::ceil(bound - 1e-6)) + model.constant;
    }
  } else {
    outcome.note += "; costs too large for an exact floating-point proof";
  }
  Cbc_deleteModel(cbc);
  return outcome;
#endif
}

namespace {
/// What the Cbc child process sends back, followed by the assignment.
struct IlpMessage {
  uint8_t hasSolution, provenOptimal, provenInfeasible, hasBound;
  int64_t boundHigh;
  uint64_t boundLow;
  int32_t size;
  char note[200];
};
} // namespace

/// Reads exactly `size` bytes unless the deadline passes first.
static bool readUntil(int fd, char *data, size_t size,
                      const Deadline &deadline) {
  size_t done = 0;
  while (done < size) {
    double left = deadline.remaining();
    if (left <= 0)
      return false;
    pollfd p{fd, POLLIN, 0};
    int ready = poll(&p, 1, static_cast<int>(std::min(left, 1.0) * 1000) + 1);
    if (ready < 0 && errno != EINTR)
      return false;
    if (ready <= 0)
      continue;
    ssize_t got = read(fd, data + done, size - done);
    if (got <= 0) {
      if (got < 0 && errno == EINTR)
        continue;
      return false;
    }
    done += static_cast<size_t>(got);
  }
  return true;
}

IlpOutcome cleave::solver::solveIlp(const Model &model, const Assignment &start,
                                    double seconds,
                                    const SolverOptions &options) {
#ifndef CLEAVE_HAVE_CBC
  return runCbc(model, start, seconds, options);
#else
  // Cbc's root LP does not honour its own time limit, so Cbc runs in a
  // child process that is killed when the time is up: the limit holds
  // whatever Cbc does.
  Deadline deadline(seconds);
  int fds[2];
  if (pipe(fds) != 0) {
    IlpOutcome outcome;
    outcome.note = std::string("skipped: pipe failed: ") + std::strerror(errno);
    return outcome;
  }
  std::fflush(stdout);
  std::fflush(stderr);
  pid_t pid = fork();
  if (pid < 0) {
    close(fds[0]);
    close(fds[1]);
    IlpOutcome outcome;
    outcome.note = std::string("skipped: fork failed: ") + std::strerror(errno);
    return outcome;
  }
  if (pid == 0) {
    close(fds[0]);
    // Leave Cbc a little under the limit to finish and report.
    IlpOutcome result =
        runCbc(model, start, std::max(0.1, seconds * 0.9 - 0.2), options);
    IlpMessage message{};
    message.hasSolution = result.hasSolution;
    message.provenOptimal = result.provenOptimal;
    message.provenInfeasible = result.provenInfeasible;
    message.hasBound = result.hasBound;
    message.boundHigh = static_cast<int64_t>(result.bound >> 64);
    message.boundLow = static_cast<uint64_t>(result.bound);
    message.size = static_cast<int32_t>(result.assignment.size());
    std::snprintf(message.note, sizeof(message.note), "%s",
                  result.note.c_str());
    std::string bytes(reinterpret_cast<const char *>(&message),
                      sizeof(message));
    bytes.append(reinterpret_cast<const char *>(result.assignment.data()),
                 result.assignment.size() * sizeof(StrategyIdx));
    for (size_t done = 0; done < bytes.size();) {
      ssize_t put = write(fds[1], bytes.data() + done, bytes.size() - done);
      if (put <= 0)
        break;
      done += static_cast<size_t>(put);
    }
    _exit(0);
  }
  close(fds[1]);
  IlpOutcome outcome;
  IlpMessage message{};
  bool ok = readUntil(fds[0], reinterpret_cast<char *>(&message),
                      sizeof(message), deadline);
  if (ok && message.size > 0) {
    if (message.size != model.numNodes) {
      ok = false;
    } else {
      outcome.assignment.resize(message.size);
      ok = readUntil(fds[0], reinterpret_cast<char *>(outcome.assignment.data()),
                     outcome.assignment.size() * sizeof(StrategyIdx), deadline);
    }
  }
  close(fds[0]);
  if (!ok) {
    kill(pid, SIGKILL);
    waitpid(pid, nullptr, 0);
    outcome = IlpOutcome();
    outcome.ran = true;
    outcome.note = "stopped at the time limit without an answer";
    return outcome;
  }
  waitpid(pid, nullptr, 0);
  outcome.ran = true;
  message.note[sizeof(message.note) - 1] = 0;
  outcome.note = message.note;
  outcome.hasSolution = message.hasSolution && message.size > 0;
  outcome.provenOptimal = message.provenOptimal;
  outcome.provenInfeasible = message.provenInfeasible;
  outcome.hasBound = message.hasBound;
  outcome.bound = (static_cast<Wide>(message.boundHigh) << 64) |
                  static_cast<Wide>(message.boundLow);
  for (StrategyIdx s : outcome.assignment)
    if (s < 0 || s >= 1 << 20)
      outcome.hasSolution = false;
  if (outcome.hasSolution)
    for (int32_t i = 0; i < model.numNodes; ++i)
      if (outcome.assignment[i] >= model.numStrategies(i))
        outcome.hasSolution = false;
  return outcome;
#endif
}
