//===- FuzzSolver.cpp - libFuzzer: the solver's problem reader ------------===//
//
// Feeds the bytes to what `readProblemFile` does after reading the file:
// parseJson, then problemFromJson (IOPDDL format), and for a problem that is
// accepted, evaluates the all-zero assignment. Malformed problems must be
// errors, never crashes, overflows (UBSan) or out-of-bounds reads (ASan).
//
//===----------------------------------------------------------------------===//

#include "cleave/Solver/Json.h"
#include "cleave/Solver/Problem.h"

#include <cstdint>
#include <string>

using namespace cleave::solver;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  std::string text(reinterpret_cast<const char *>(data), size);
  JsonValue json;
  std::string error;
  if (!parseJson(text, json, error))
    return 0;
  Problem problem;
  if (!problemFromJson(json, problem, error))
    return 0;
  Assignment zeros(problem.nodes.size(), 0);
  (void)evaluate(problem, zeros);
  return 0;
}
