//===- cleave-solve.cpp - Solve or score IOPDDL strategy problems ---------===//
//
// Front end for the strategy solver on problems in the public IOPDDL format:
// solves a problem within a time limit and prints the assignment, its cost,
// peak memory against the limit, the method and whether optimality is
// proven; or, with --evaluate, scores a given assignment the way the contest
// evaluator does. The time limit counts from the start of the process, so
// reading the input is part of it. Bad input is an error message and a
// non-zero exit.
//
//===----------------------------------------------------------------------===//

#include "cleave/Solver/Problem.h"
#include "cleave/Solver/Solver.h"
#include "cleave/Support/FileUtil.h"

#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

using namespace cleave::solver;

static const char *kUsage =
    "usage: cleave-solve PROBLEM.json[.gz] [SECONDS] [options]\n"
    "\n"
    "Chooses one strategy per node of an IOPDDL problem, minimising node and\n"
    "edge costs under the usage limit. Costs of 10^18 or more are forbidden.\n"
    "SECONDS (default 10) bounds the wall time from start to answer.\n"
    "\n"
    "options:\n"
    "  --seed N          random seed of the search (default 1)\n"
    "  --iterations N    bound the search iterations (deterministic result)\n"
    "  --json            print the result as JSON\n"
    "  --output FILE     also write {\"solution\": [...]} to FILE\n"
    "  --evaluate FILE   score the assignment in FILE instead of solving\n"
    "  --no-ilp          do not use the Cbc ILP\n"
    "  --ilp-max-columns N  largest ILP handed to Cbc (default 200000)\n"
    "  --no-dp           do not use the forest DP\n"
    "  --no-exhaustive   do not enumerate tiny search spaces\n"
    "  --no-reduce       skip the exact preprocessing (testing)\n"
    "  --verbose         progress on stderr\n"
    "  --help            this text\n";

static int fail(const std::string &message) {
  std::fprintf(stderr, "cleave-solve: error: %s\n", message.c_str());
  return 1;
}

static bool parseInteger(const std::string &text, int64_t &value) {
  if (text.empty())
    return false;
  errno = 0;
  char *end = nullptr;
  long long v = std::strtoll(text.c_str(), &end, 10);
  if (errno || *end != '\0')
    return false;
  value = v;
  return true;
}

static std::string formatAssignment(const Assignment &assignment) {
  std::string out = "[";
  for (size_t i = 0; i < assignment.size(); ++i) {
    if (i)
      out += ", ";
    out += std::to_string(assignment[i]);
  }
  return out + "]";
}

static std::string jsonString(const std::string &s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (static_cast<unsigned char>(c) < 0x20) {
      char buffer[8];
      std::snprintf(buffer, sizeof(buffer), "\\u%04x", c);
      out += buffer;
    } else {
      out += c;
    }
  }
  return out + "\"";
}

static std::string limitText(const Problem &problem) {
  return problem.usageLimit ? std::to_string(*problem.usageLimit) : "none";
}

int main(int argc, char **argv) {
  auto processStart = std::chrono::steady_clock::now();
  std::string problemPath, outputPath, evaluatePath;
  bool haveSeconds = false, json = false;
  SolverOptions options;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    auto needValue = [&](std::string &value) {
      if (i + 1 >= argc)
        return false;
      value = argv[++i];
      return true;
    };
    std::string value;
    if (arg == "--help" || arg == "-h") {
      std::fputs(kUsage, stdout);
      return 0;
    } else if (arg == "--seed") {
      int64_t seed;
      if (!needValue(value) || !parseInteger(value, seed) || seed < 0)
        return fail("--seed needs a non-negative integer");
      options.seed = static_cast<uint64_t>(seed);
    } else if (arg == "--iterations") {
      int64_t iterations;
      if (!needValue(value) || !parseInteger(value, iterations) ||
          iterations < 0)
        return fail("--iterations needs a non-negative integer");
      options.maxIterations = iterations;
    } else if (arg == "--json") {
      json = true;
    } else if (arg == "--output") {
      if (!needValue(outputPath) || outputPath.empty())
        return fail("--output needs a file name");
    } else if (arg == "--evaluate") {
      if (!needValue(evaluatePath) || evaluatePath.empty())
        return fail("--evaluate needs a file name");
    } else if (arg == "--no-ilp") {
      options.enableIlp = false;
    } else if (arg == "--ilp-max-columns") {
      int64_t columns;
      if (!needValue(value) || !parseInteger(value, columns) || columns < 0)
        return fail("--ilp-max-columns needs a non-negative integer");
      options.ilpMaxColumns = columns;
    } else if (arg == "--no-reduce") {
      options.enableReduction = false;
    } else if (arg == "--no-dp") {
      options.enableTreeDP = false;
    } else if (arg == "--no-exhaustive") {
      options.enableExhaustive = false;
    } else if (arg == "--verbose") {
      options.verbose = true;
    } else if (arg.size() > 1 && arg[0] == '-' &&
               !(arg[1] >= '0' && arg[1] <= '9')) {
      return fail("unknown option '" + arg + "'\n" + kUsage);
    } else if (problemPath.empty()) {
      problemPath = arg;
    } else if (!haveSeconds) {
      errno = 0;
      char *end = nullptr;
      double seconds = std::strtod(arg.c_str(), &end);
      if (errno || *end != '\0' || !std::isfinite(seconds) || seconds <= 0)
        return fail("time limit must be a positive number of seconds, got '" +
                    arg + "'");
      options.timeLimitSeconds = seconds;
      haveSeconds = true;
    } else {
      return fail("unexpected argument '" + arg + "'");
    }
  }
  if (problemPath.empty()) {
    std::fputs(kUsage, stderr);
    return fail("no problem file given");
  }

  // Refused before any work: the solution would replace an input.
  for (const std::string &input : {problemPath, evaluatePath})
    if (!outputPath.empty() && !input.empty() &&
        cleave::isSameFile(outputPath, input))
      return fail("--output '" + outputPath + "' is the input file '" +
                  input + "'; write the solution to another file");

  Problem problem;
  std::string error;
  if (!readProblemFile(problemPath, problem, error))
    return fail(error);

  if (!evaluatePath.empty()) {
    Assignment assignment;
    if (!readAssignmentFile(evaluatePath, assignment, error))
      return fail(error);
    Evaluation eval = evaluate(problem, assignment);
    if (!eval.valid)
      return fail("invalid solution: " + eval.error);
    std::printf("cost: %s\n", formatWide(eval.cost).c_str());
    std::printf("peak usage: %s / %s\n", formatWide(eval.peakUsage).c_str(),
                limitText(problem).c_str());
    std::printf("feasible: %s\n", eval.feasible ? "yes" : "no");
    std::printf("forbidden costs: %lld\n",
                static_cast<long long>(eval.forbidden));
    if (eval.forbidden > 0)
      std::fprintf(stderr,
                   "cleave-solve: error: not a valid answer: picks %lld "
                   "forbidden cost(s) (10^18 or more)\n",
                   static_cast<long long>(eval.forbidden));
    if (!eval.feasible)
      std::fprintf(stderr, "cleave-solve: error: usage limit exceeded\n");
    return eval.feasible && eval.forbidden == 0 ? 0 : 2;
  }

  options.startTime = processStart;
  SolverResult result = solve(problem, options);
  if (result.status == Status::Infeasible) {
    if (json)
      std::printf("{\"problem\": %s, \"status\": \"infeasible\", "
                  "\"message\": %s}\n",
                  jsonString(problem.name).c_str(),
                  jsonString(result.message).c_str());
    return fail("problem is infeasible: no valid answer exists: " +
                result.message);
  }
  if (result.status == Status::NoAnswer) {
    if (json)
      std::printf("{\"problem\": %s, \"status\": \"no answer\", "
                  "\"message\": %s}\n",
                  jsonString(problem.name).c_str(),
                  jsonString(result.message).c_str());
    return fail("no valid answer: " + result.message);
  }
  bool proven = result.status == Status::Optimal;
  bool feasible =
      !problem.usageLimit || result.peakUsage <= *problem.usageLimit;
  if (json) {
    std::printf("{\"problem\": %s, \"nodes\": %zu, \"edges\": %zu, "
                "\"method\": %s, \"status\": \"%s\", \"optimal\": %s, "
                "\"cost\": %s, ",
                jsonString(problem.name).c_str(), problem.nodes.size(),
                problem.edges.size(), jsonString(methodName(result.method)).c_str(),
                statusName(result.status), proven ? "true" : "false",
                formatWide(result.cost).c_str());
    if (result.hasLowerBound)
      std::printf("\"lower_bound\": %s, ",
                  formatWide(result.lowerBound).c_str());
    std::printf("\"peak_usage\": %s, \"usage_limit\": %s, \"feasible\": %s, "
                "\"reduced_nodes\": %lld, \"reduced_edges\": %lld, "
                "\"ilp\": %s, \"iterations\": %lld, \"seconds\": %.3f, "
                "\"solution\": %s}\n",
                formatWide(result.peakUsage).c_str(),
                problem.usageLimit ? std::to_string(*problem.usageLimit).c_str()
                                   : "null",
                feasible ? "true" : "false",
                static_cast<long long>(result.reducedNodes),
                static_cast<long long>(result.reducedEdges),
                jsonString(result.ilpNote).c_str(),
                static_cast<long long>(result.iterations), result.seconds,
                formatAssignment(result.assignment).c_str());
  } else {
    std::printf("problem: %s (%zu nodes, %zu edges, usage limit %s)\n",
                problem.name.c_str(), problem.nodes.size(),
                problem.edges.size(), limitText(problem).c_str());
    std::printf("method: %s\n", methodName(result.method));
    std::printf("status: %s\n", proven ? "optimal (proven)"
                                       : "feasible (optimality not proven)");
    std::printf("cost: %s\n", formatWide(result.cost).c_str());
    if (result.hasLowerBound)
      std::printf("lower bound: %s\n", formatWide(result.lowerBound).c_str());
    std::printf("peak usage: %s / %s\n", formatWide(result.peakUsage).c_str(),
                limitText(problem).c_str());
    std::printf("feasible: %s\n", feasible ? "yes" : "no");
    std::printf("solution: %s\n", formatAssignment(result.assignment).c_str());
    std::printf("time: %.3fs (%lld search iterations)\n", result.seconds,
                static_cast<long long>(result.iterations));
    std::printf("reduced: %lld nodes, %lld edges\n",
                static_cast<long long>(result.reducedNodes),
                static_cast<long long>(result.reducedEdges));
    if (!result.ilpNote.empty())
      std::printf("ilp: %s\n", result.ilpNote.c_str());
  }
  if (!outputPath.empty()) {
    std::string text =
        "{\"solution\": " + formatAssignment(result.assignment) + "}\n";
    if (!cleave::writeFileAtomically(outputPath, text, error))
      return fail("--output: " + error);
  }
  return 0;
}
