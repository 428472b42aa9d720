//===- SolverBench.cpp - Generate problems and time the solver ------------===//
//
//   cleave-solver-bench gen N [SEED] [LIMIT_FRACTION] [--forbidden F]
//                       [--layers L] > problem.json
//   cleave-solver-bench run [--seconds S] [--seed N] [--no-ilp]
//                       [--forbidden F] [--layers L] [SIZES...]
//
// `run` generates one problem per size (default 1000 10000 50000) and prints,
// for each, the baseline (greedy + memory repair + single-node descent, i.e.
// the search with zero iterations), the full solver's result after S
// seconds, and the best lower bound the solver proved.
//
//===----------------------------------------------------------------------===//

#include "Generator.h"

#include "cleave/Solver/Solver.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

using namespace cleave::solver;

static int usage() {
  std::fprintf(stderr,
               "usage: cleave-solver-bench gen N [SEED] [FRACTION] "
               "[--forbidden F] [--layers L]\n"
               "       cleave-solver-bench run [--seconds S] [--seed N] "
               "[--no-ilp] [--forbidden F] [--layers L] [SIZES...]\n");
  return 1;
}

/// Parses --forbidden / --layers at argv[i]; false if argv[i] is neither.
static bool generatorOption(int argc, char **argv, int &i,
                            bench::GeneratorOptions &options, bool &bad) {
  std::string arg = argv[i];
  if (arg != "--forbidden" && arg != "--layers")
    return false;
  if (i + 1 >= argc) {
    bad = true;
    return true;
  }
  char *end = nullptr;
  double value = std::strtod(argv[++i], &end);
  if (*end || value < 0 || (arg == "--forbidden" && value > 1)) {
    bad = true;
    return true;
  }
  if (arg == "--forbidden")
    options.forbiddenFraction = value;
  else
    options.layers = static_cast<int64_t>(value);
  return true;
}

int main(int argc, char **argv) {
  bench::GeneratorOptions generator;
  if (argc >= 3 && std::string(argv[1]) == "gen") {
    int64_t n = std::atoll(argv[2]);
    uint64_t seed = 1;
    int positional = 0;
    for (int i = 3; i < argc; ++i) {
      bool bad = false;
      if (generatorOption(argc, argv, i, generator, bad)) {
        if (bad) {
          std::fprintf(stderr, "cleave-solver-bench: --forbidden needs a "
                               "fraction in [0, 1], --layers a count\n");
          return 1;
        }
      } else if (positional++ == 0) {
        seed = std::strtoull(argv[i], nullptr, 10);
      } else {
        generator.limitFraction = std::atof(argv[i]);
      }
    }
    if (n <= 0) {
      std::fprintf(stderr, "cleave-solver-bench: N must be positive\n");
      return 1;
    }
    std::fputs(
        bench::problemToJson(bench::generateProblem(n, seed, generator)).c_str(),
        stdout);
    return 0;
  }
  if (argc < 2 || std::string(argv[1]) != "run")
    return usage();
  double seconds = 10;
  uint64_t seed = 1;
  bool ilp = true;
  std::vector<int64_t> sizes;
  for (int i = 2; i < argc; ++i) {
    std::string arg = argv[i];
    bool bad = false;
    if (generatorOption(argc, argv, i, generator, bad)) {
      if (bad)
        return usage();
    } else if (arg == "--seconds" && i + 1 < argc)
      seconds = std::atof(argv[++i]);
    else if (arg == "--seed" && i + 1 < argc)
      seed = std::strtoull(argv[++i], nullptr, 10);
    else if (arg == "--no-ilp")
      ilp = false;
    else if (!arg.empty() && arg[0] == '-')
      return usage();
    else
      sizes.push_back(std::atoll(arg.c_str()));
  }
  if (sizes.empty())
    sizes = {1000, 10000, 50000};
  std::printf("%8s %8s %6s %20s %20s %8s %20s %7s %9s %10s %s\n", "nodes",
              "edges", "limit", "baseline", "solver", "gain%", "lower bound",
              "gap%", "time(s)", "iters", "method");
  for (int64_t n : sizes) {
    Problem problem = bench::generateProblem(n, seed, generator);
    SolverOptions base;
    base.maxIterations = 0;
    base.enableIlp = false;
    base.enableExhaustive = false;
    base.timeLimitSeconds = 1e9;
    SolverResult baseline = solve(problem, base);
    SolverOptions options;
    options.timeLimitSeconds = seconds;
    options.seed = seed;
    options.enableIlp = ilp;
    SolverResult result = solve(problem, options);
    if (result.status == Status::Infeasible ||
        result.status == Status::NoAnswer) {
      std::printf("%8lld %s: %s\n", static_cast<long long>(n),
                  statusName(result.status), result.message.c_str());
      continue;
    }
    double b = static_cast<double>(baseline.cost);
    double c = static_cast<double>(result.cost);
    double lb = static_cast<double>(result.lowerBound);
    std::printf("%8lld %8zu %6s %20s %20s %8.2f %20s %7.2f %9.2f %10lld %s\n",
                static_cast<long long>(n), problem.edges.size(), "yes",
                formatWide(baseline.cost).c_str(),
                formatWide(result.cost).c_str(), 100.0 * (b - c) / b,
                formatWide(result.lowerBound).c_str(),
                c > 0 ? 100.0 * (c - lb) / c : 0.0, result.seconds,
                static_cast<long long>(result.iterations),
                methodName(result.method));
    std::fflush(stdout);
  }
  return 0;
}
