//===- IopddlBench.cpp - Score cleave-solve on the contest's problems -----===//
//
//   cleave-iopddl-bench --solver PATH --dir IOPDDL_DIR [--seconds S]...
//                       [--seed N] [PROBLEM...]
//
// Runs `cleave-solve PROBLEM S --output FILE` as a separate process for each
// problem in IOPDDL_DIR/problems (or the ones named) and each time limit,
// measures its wall time and peak RSS (wait4), re-scores the answer with the
// contest's rules (evaluate(), independently of what the solver printed),
// and compares it with the best entry of IOPDDL_DIR/contest_results.csv
// (minimum over all rows of the problem's column, ignoring values of 10^18
// or more, which are invalid answers). Prints one row per problem and the
// geometric mean and worst ratio per time limit. An invalid answer or a
// run over the limit plus 1 s is reported and makes the exit status 1.
//
//===----------------------------------------------------------------------===//

#include "cleave/Solver/Json.h"
#include "cleave/Solver/Problem.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <dirent.h>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

using namespace cleave::solver;

static int fail(const std::string &message) {
  std::fprintf(stderr, "cleave-iopddl-bench: error: %s\n", message.c_str());
  return 2;
}

/// Best valid score per column of the contest's results table.
static bool readBest(const std::string &path, std::map<std::string, Wide> &best,
                     std::string &error) {
  std::ifstream in(path);
  if (!in) {
    error = "cannot open '" + path + "'";
    return false;
  }
  std::string line;
  std::vector<std::string> header;
  auto split = [](const std::string &text) {
    std::vector<std::string> cells;
    std::stringstream stream(text);
    std::string cell;
    while (std::getline(stream, cell, ','))
      cells.push_back(cell);
    if (!text.empty() && text.back() == ',')
      cells.push_back("");
    return cells;
  };
  if (!std::getline(in, line)) {
    error = "'" + path + "' is empty";
    return false;
  }
  header = split(line);
  while (std::getline(in, line)) {
    std::vector<std::string> cells = split(line);
    for (size_t c = 1; c < cells.size() && c < header.size(); ++c) {
      const std::string &text = cells[c];
      if (text.empty() || text.size() > 30 ||
          text.find_first_not_of("0123456789") != std::string::npos)
        continue;
      Wide value = 0;
      for (char ch : text)
        value = value * 10 + (ch - '0');
      if (value >= static_cast<Wide>(kForbiddenCost))
        continue; // an invalid answer
      auto it = best.find(header[c]);
      if (it == best.end() || value < it->second)
        best[header[c]] = value;
    }
  }
  return true;
}

struct Run {
  double seconds = 0;
  long rssKiB = 0;
  int status = -1;
};

/// Runs the solver with stdout and stderr sent to `logPath`.
static Run runSolver(const std::vector<std::string> &argv,
                     const std::string &logPath) {
  Run run;
  auto start = std::chrono::steady_clock::now();
  pid_t pid = fork();
  if (pid == 0) {
    FILE *log = std::fopen(logPath.c_str(), "w");
    if (log) {
      dup2(fileno(log), 1);
      dup2(fileno(log), 2);
    }
    std::vector<char *> args;
    for (const std::string &a : argv)
      args.push_back(const_cast<char *>(a.c_str()));
    args.push_back(nullptr);
    execv(args[0], args.data());
    std::perror("execv");
    _exit(127);
  }
  if (pid < 0)
    return run;
  int status = 0;
  rusage usage{};
  wait4(pid, &status, 0, &usage);
  run.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                              start)
                    .count();
  run.rssKiB = usage.ru_maxrss;
  run.status = WIFEXITED(status) ? WEXITSTATUS(status) : 128;
  return run;
}

struct Score {
  bool read = false, valid = false;
  int64_t forbidden = 0;
  double peakShare = 0;
  uint64_t nodes = 0, edges = 0;
  char cost[48] = {0};
  Wide costValue = 0;
};

/// Reads and re-scores an answer in a child process, so that this process
/// stays small: the solver runs are forked from it, and a forked child's
/// peak RSS includes what it inherited.
static Score scoreAnswer(const std::string &problemPath,
                         const std::string &answerPath) {
  Score score;
  int fds[2];
  if (pipe(fds) != 0)
    return score;
  pid_t pid = fork();
  if (pid == 0) {
    close(fds[0]);
    Score result;
    Problem problem;
    Assignment assignment;
    std::string error;
    if (readProblemFile(problemPath, problem, error)) {
      result.nodes = problem.nodes.size();
      result.edges = problem.edges.size();
      if (readAssignmentFile(answerPath, assignment, error)) {
        Evaluation eval = evaluate(problem, assignment);
        result.read = eval.valid;
        result.forbidden = eval.forbidden;
        result.valid = eval.valid && eval.forbidden == 0 && eval.feasible;
        result.costValue = eval.cost;
        std::snprintf(result.cost, sizeof(result.cost), "%s",
                      formatWide(eval.cost).c_str());
        if (problem.usageLimit && *problem.usageLimit > 0)
          result.peakShare = static_cast<double>(eval.peakUsage) /
                             static_cast<double>(*problem.usageLimit);
      }
    }
    ssize_t put = write(fds[1], &result, sizeof(result));
    _exit(put == sizeof(result) ? 0 : 1);
  }
  close(fds[1]);
  if (pid > 0) {
    ssize_t got = read(fds[0], &score, sizeof(score));
    if (got != sizeof(score))
      score = Score();
    waitpid(pid, nullptr, 0);
  }
  close(fds[0]);
  return score;
}

static std::string columnOf(const std::string &problemPath) {
  // asplos-2025-iopddl-K.json.gz -> K
  std::string base = problemPath.substr(problemPath.find_last_of('/') + 1);
  size_t dash = base.find_last_of('-');
  size_t dot = base.find('.', dash == std::string::npos ? 0 : dash);
  if (dash == std::string::npos || dot == std::string::npos)
    return base;
  return base.substr(dash + 1, dot - dash - 1);
}

int main(int argc, char **argv) {
  std::string solver, dir;
  std::vector<double> limits;
  std::vector<std::string> problems;
  std::string seed = "1";
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    auto value = [&]() -> const char * {
      return i + 1 < argc ? argv[++i] : nullptr;
    };
    if (arg == "--solver") {
      const char *v = value();
      if (!v)
        return fail("--solver needs a path");
      solver = v;
    } else if (arg == "--dir") {
      const char *v = value();
      if (!v)
        return fail("--dir needs a path");
      dir = v;
    } else if (arg == "--seconds") {
      const char *v = value();
      char *end = nullptr;
      double s = v ? std::strtod(v, &end) : 0;
      if (!v || *end || !(s > 0))
        return fail("--seconds needs a positive number");
      limits.push_back(s);
    } else if (arg == "--seed") {
      const char *v = value();
      if (!v || !*v || std::strspn(v, "0123456789") != std::strlen(v))
        return fail("--seed needs a non-negative integer");
      seed = v;
    } else if (!arg.empty() && arg[0] == '-') {
      return fail("unknown option '" + arg +
                  "'\nusage: cleave-iopddl-bench --solver PATH --dir "
                  "IOPDDL_DIR [--seconds S]... [--seed N] [PROBLEM...]");
    } else {
      problems.push_back(arg);
    }
  }
  if (solver.empty() || dir.empty())
    return fail("usage: cleave-iopddl-bench --solver PATH --dir IOPDDL_DIR "
                "[--seconds S]... [--seed N] [PROBLEM...]");
  if (limits.empty())
    limits = {10, 60};
  if (problems.empty()) {
    DIR *d = opendir((dir + "/problems").c_str());
    if (!d)
      return fail("cannot list '" + dir + "/problems'");
    while (dirent *entry = readdir(d)) {
      std::string name = entry->d_name;
      if (name.find(".json") != std::string::npos)
        problems.push_back(dir + "/problems/" + name);
    }
    closedir(d);
    std::sort(problems.begin(), problems.end());
  }
  std::map<std::string, Wide> best;
  std::string error;
  if (!readBest(dir + "/contest_results.csv", best, error))
    return fail(error);

  char tmpl[] = "/tmp/cleave-iopddl-XXXXXX";
  if (!mkdtemp(tmpl))
    return fail("cannot create a temporary directory");
  std::string tmp = tmpl;
  bool allGood = true;
  for (double limit : limits) {
    std::printf("\n%s --seed %s, time limit %g s, one process per problem:\n",
                solver.c_str(), seed.c_str(), limit);
    std::printf("%-8s %7s %7s %16s %16s %8s %6s %8s %8s %8s\n", "problem",
                "nodes", "edges", "contest best", "cleave-solve", "ratio",
                "valid", "peak/lim", "wall s", "RSS MB");
    double logSum = 0, worst = 0;
    int counted = 0, invalid = 0;
    for (size_t p = 0; p < problems.size(); ++p) {
      std::string column = columnOf(problems[p]);
      std::string out = tmp + "/" + column + ".sol.json";
      std::string log = tmp + "/" + column + ".log";
      std::remove(out.c_str());
      char seconds[32];
      std::snprintf(seconds, sizeof(seconds), "%g", limit);
      Run run = runSolver(
          {solver, problems[p], seconds, "--seed", seed, "--output", out}, log);
      Score score = scoreAnswer(problems[p], out);
      bool read = run.status == 0 && score.read;
      bool valid = read && score.valid;
      bool onTime = run.seconds <= limit + 1.0;
      auto it = best.find(column);
      double ratio = 0;
      if (valid && it != best.end() && it->second > 0)
        ratio = static_cast<double>(score.costValue) /
                static_cast<double>(it->second);
      if (valid && ratio > 0) {
        logSum += std::log(ratio);
        worst = std::max(worst, ratio);
        ++counted;
      } else {
        ++invalid;
      }
      allGood &= valid && onTime;
      std::printf("%-8s %7llu %7llu %16s %16s %8.4f %6s %7.1f%% %7.2f%s %8.1f\n",
                  column.c_str(), static_cast<unsigned long long>(score.nodes),
                  static_cast<unsigned long long>(score.edges),
                  it == best.end() ? "-" : formatWide(it->second).c_str(),
                  read ? score.cost : "(none)", ratio,
                  valid ? "yes" : (read ? (score.forbidden ? "FORBID" : "OVER")
                                        : "FAIL"),
                  100 * score.peakShare, run.seconds, onTime ? " " : "!",
                  run.rssKiB / 1024.0);
      std::fflush(stdout);
      if (!read) {
        std::ifstream in(log);
        std::string text((std::istreambuf_iterator<char>(in)),
                         std::istreambuf_iterator<char>());
        std::fprintf(stderr, "  solver exit %d: %s\n", run.status,
                     text.substr(0, 300).c_str());
      }
    }
    std::printf("geometric mean ratio %.4f, worst %.4f over %d problems "
                "(%d without a valid answer)\n",
                counted ? std::exp(logSum / counted) : 0.0, worst, counted,
                invalid);
  }
  return allGood ? 0 : 1;
}
