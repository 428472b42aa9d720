//===- Problem.cpp - Reading and scoring IOPDDL problems ------------------===//
//
// Mirrors the contest evaluator (google/iopddl, iopddl.cc) but validates every
// size and index first, so malformed input is an error message, never a
// crash.
//
//===----------------------------------------------------------------------===//

#include "cleave/Solver/Problem.h"

#include "cleave/Solver/Json.h"

#include <algorithm>
#include <cmath>
#include <utility>

using namespace cleave::solver;

std::string cleave::solver::formatWide(Wide value) {
  if (value == 0)
    return "0";
  bool negative = value < 0;
  // Work on the negative side so the minimum value is representable.
  std::string digits;
  Wide v = negative ? value : -value;
  while (v != 0) {
    int digit = static_cast<int>(-(v % 10));
    digits += static_cast<char>('0' + digit);
    v /= 10;
  }
  if (negative)
    digits += '-';
  std::reverse(digits.begin(), digits.end());
  return digits;
}

static bool intList(const JsonValue *value, std::vector<int64_t> &out,
                    const std::string &what, std::string &error) {
  if (!value || !value->isArray()) {
    error = what + " must be an array of integers";
    return false;
  }
  if (value->getKind() == JsonValue::Kind::IntArray) {
    out = value->getInts();
    return true;
  }
  out.clear();
  for (size_t i = 0; i < value->size(); ++i) {
    const JsonValue &element = value->getElements()[i];
    if (!element.isInt()) {
      error = what + "[" + std::to_string(i) + "] must be an integer, got " +
              element.kindName();
      return false;
    }
    out.push_back(element.getInt());
  }
  return true;
}

static bool listOfLists(const JsonValue *value,
                        std::vector<std::vector<int64_t>> &out,
                        const std::string &what, std::string &error) {
  out.clear();
  if (!value || !value->isArray()) {
    error = what + " must be an array of arrays";
    return false;
  }
  if (value->getKind() == JsonValue::Kind::IntArray) {
    if (value->size() == 0)
      return true;
    error = what + "[0] must be an array, got an integer";
    return false;
  }
  out.resize(value->size());
  for (size_t i = 0; i < value->size(); ++i)
    if (!intList(&value->getElements()[i], out[i],
                 what + "[" + std::to_string(i) + "]", error))
      return false;
  return true;
}

bool cleave::solver::problemFromJson(const JsonValue &json, Problem &problem,
                                     std::string &error) {
  problem = Problem();
  if (!json.isObject()) {
    error = "top level must be an object with a \"problem\" member";
    return false;
  }
  const JsonValue *root = json.get("problem");
  if (!root || !root->isObject()) {
    error = "missing \"problem\" object";
    return false;
  }
  if (const JsonValue *name = root->get("name")) {
    if (!name->isString()) {
      error = "problem.name must be a string";
      return false;
    }
    problem.name = name->getString();
  }
  const JsonValue *nodes = root->get("nodes");
  if (!nodes || !nodes->isObject()) {
    error = "missing \"nodes\" object";
    return false;
  }
  std::vector<std::vector<int64_t>> intervals, costs, usages;
  if (!listOfLists(nodes->get("intervals"), intervals, "nodes.intervals",
                   error) ||
      !listOfLists(nodes->get("costs"), costs, "nodes.costs", error) ||
      !listOfLists(nodes->get("usages"), usages, "nodes.usages", error))
    return false;
  size_t n = intervals.size();
  if (costs.size() != n) {
    error = "nodes.costs has " + std::to_string(costs.size()) +
            " entries but nodes.intervals has " + std::to_string(n);
    return false;
  }
  if (usages.size() != n) {
    error = "nodes.usages has " + std::to_string(usages.size()) +
            " entries but nodes.intervals has " + std::to_string(n);
    return false;
  }
  problem.nodes.resize(n);
  for (size_t i = 0; i < n; ++i) {
    std::string where = "node " + std::to_string(i);
    if (intervals[i].size() != 2) {
      error = where + ": interval must have 2 entries, got " +
              std::to_string(intervals[i].size());
      return false;
    }
    if (intervals[i][0] < 0 || intervals[i][1] < 0) {
      error = where + ": interval bounds must be non-negative";
      return false;
    }
    if (costs[i].empty()) {
      error = where + ": has no strategies";
      return false;
    }
    if (costs[i].size() > (1u << 20)) {
      error = where + ": too many strategies";
      return false;
    }
    if (usages[i].size() != costs[i].size()) {
      error = where + ": " + std::to_string(costs[i].size()) +
              " costs but " + std::to_string(usages[i].size()) + " usages";
      return false;
    }
    Node &node = problem.nodes[i];
    node.start = intervals[i][0];
    node.end = intervals[i][1];
    node.costs = std::move(costs[i]);
    node.usages = std::move(usages[i]);
  }

  const JsonValue *edges = root->get("edges");
  if (!edges || !edges->isObject()) {
    error = "missing \"edges\" object";
    return false;
  }
  std::vector<std::vector<int64_t>> edgeNodes, edgeCosts;
  if (!listOfLists(edges->get("nodes"), edgeNodes, "edges.nodes", error) ||
      !listOfLists(edges->get("costs"), edgeCosts, "edges.costs", error))
    return false;
  if (edgeCosts.size() != edgeNodes.size()) {
    error = "edges.costs has " + std::to_string(edgeCosts.size()) +
            " entries but edges.nodes has " + std::to_string(edgeNodes.size());
    return false;
  }
  problem.edges.resize(edgeNodes.size());
  for (size_t e = 0; e < edgeNodes.size(); ++e) {
    std::string where = "edge " + std::to_string(e);
    if (edgeNodes[e].size() != 2) {
      error = where + ": must connect exactly 2 nodes, got " +
              std::to_string(edgeNodes[e].size());
      return false;
    }
    for (int64_t idx : edgeNodes[e]) {
      if (idx < 0 || static_cast<uint64_t>(idx) >= n) {
        error = where + ": node index " + std::to_string(idx) +
                " out of range [0, " + std::to_string(n) + ")";
        return false;
      }
    }
    Edge &edge = problem.edges[e];
    edge.from = edgeNodes[e][0];
    edge.to = edgeNodes[e][1];
    uint64_t expected =
        static_cast<uint64_t>(problem.nodes[edge.from].numStrategies()) *
        problem.nodes[edge.to].numStrategies();
    if (edgeCosts[e].size() != expected) {
      error = where + ": cost matrix has " +
              std::to_string(edgeCosts[e].size()) + " entries, expected " +
              std::to_string(problem.nodes[edge.from].numStrategies()) + "x" +
              std::to_string(problem.nodes[edge.to].numStrategies()) + " = " +
              std::to_string(expected);
      return false;
    }
    edge.costs = std::move(edgeCosts[e]);
  }

  if (const JsonValue *limit = root->get("usage_limit")) {
    if (!limit->isNull()) {
      if (!limit->isInt()) {
        error = "usage_limit must be an integer, got " +
                std::string(limit->kindName());
        return false;
      }
      problem.usageLimit = limit->getInt();
    }
  }
  return true;
}

bool cleave::solver::readProblemFile(const std::string &path, Problem &problem,
                                     std::string &error) {
  std::string text;
  if (!readFile(path, text, error))
    return false;
  JsonValue json;
  if (!parseJson(text, json, error)) {
    error = path + ": " + error;
    return false;
  }
  text.clear();
  text.shrink_to_fit();
  if (!problemFromJson(json, problem, error)) {
    error = path + ": " + error;
    return false;
  }
  return true;
}

bool cleave::solver::readAssignmentFile(const std::string &path,
                                        Assignment &assignment,
                                        std::string &error) {
  std::string text;
  if (!readFile(path, text, error))
    return false;
  JsonValue json;
  if (!parseJson(text, json, error)) {
    error = path + ": " + error;
    return false;
  }
  const JsonValue *list = &json;
  if (json.isObject()) {
    list = json.get("solution");
    if (!list)
      list = json.get("assignment");
  }
  std::vector<int64_t> values;
  if (!intList(list, values, "solution", error)) {
    error = path + ": " + error;
    return false;
  }
  assignment.clear();
  for (int64_t v : values) {
    if (v < INT32_MIN || v > INT32_MAX) {
      error = path + ": strategy index " + std::to_string(v) + " out of range";
      return false;
    }
    assignment.push_back(static_cast<StrategyIdx>(v));
  }
  return true;
}

Wide cleave::solver::peakUsage(const Problem &problem,
                               const Assignment &assignment) {
  // Sweep over interval end points; at equal times all changes apply before
  // measuring, which is exactly half-open [start, end) liveness.
  std::vector<std::pair<TimeIdx, Wide>> events;
  events.reserve(2 * problem.nodes.size());
  for (size_t i = 0; i < problem.nodes.size(); ++i) {
    const Node &node = problem.nodes[i];
    if (node.end <= node.start)
      continue;
    Usage u = node.usages[assignment[i]];
    events.emplace_back(node.start, u);
    events.emplace_back(node.end, -static_cast<Wide>(u));
  }
  std::sort(events.begin(), events.end(),
            [](const auto &a, const auto &b) { return a.first < b.first; });
  Wide current = 0, peak = 0;
  for (size_t i = 0; i < events.size();) {
    size_t j = i;
    while (j < events.size() && events[j].first == events[i].first)
      current += events[j++].second;
    peak = std::max(peak, current);
    i = j;
  }
  return peak;
}

Evaluation cleave::solver::evaluate(const Problem &problem,
                                    const Assignment &assignment) {
  Evaluation result;
  if (assignment.size() != problem.nodes.size()) {
    result.error = "solution has " + std::to_string(assignment.size()) +
                   " entries but the problem has " +
                   std::to_string(problem.nodes.size()) + " nodes";
    return result;
  }
  for (size_t i = 0; i < assignment.size(); ++i) {
    if (assignment[i] < 0 ||
        static_cast<size_t>(assignment[i]) >= problem.nodes[i].numStrategies()) {
      result.error = "node " + std::to_string(i) + ": strategy index " +
                     std::to_string(assignment[i]) + " out of range [0, " +
                     std::to_string(problem.nodes[i].numStrategies()) + ")";
      return result;
    }
  }
  Wide cost = 0;
  for (size_t i = 0; i < assignment.size(); ++i) {
    Cost c = problem.nodes[i].costs[assignment[i]];
    result.forbidden += c >= kForbiddenCost;
    cost += c;
  }
  for (const Edge &edge : problem.edges) {
    size_t cols = problem.nodes[edge.to].numStrategies();
    Cost c = edge.costs[static_cast<size_t>(assignment[edge.from]) * cols +
                        assignment[edge.to]];
    result.forbidden += c >= kForbiddenCost;
    cost += c;
  }
  result.valid = true;
  result.cost = cost;
  result.peakUsage = peakUsage(problem, assignment);
  result.feasible =
      !problem.usageLimit || result.peakUsage <= *problem.usageLimit;
  return result;
}

Assignment cleave::solver::minUsageAssignment(const Problem &problem) {
  Assignment assignment(problem.nodes.size(), 0);
  for (size_t i = 0; i < problem.nodes.size(); ++i) {
    const Node &node = problem.nodes[i];
    for (size_t s = 1; s < node.numStrategies(); ++s) {
      StrategyIdx &best = assignment[i];
      if (node.usages[s] < node.usages[best] ||
          (node.usages[s] == node.usages[best] &&
           node.costs[s] < node.costs[best]))
        best = static_cast<StrategyIdx>(s);
    }
  }
  return assignment;
}

double cleave::solver::log10SearchSpace(const Problem &problem) {
  double total = 0;
  for (const Node &node : problem.nodes)
    total += std::log10(static_cast<double>(node.numStrategies()));
  return total;
}
