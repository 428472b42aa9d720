//===- Progress.cpp - what cleave-run is doing ----------------------------===//

#include "cleave/Run/Progress.h"
#include "cleave/Run/Launcher.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <cstdlib>

namespace cleave::run {

namespace {
/// Seconds since the epoch (the clock every process of the job shares).
double now() {
  return std::chrono::duration<double>(
             std::chrono::system_clock::now().time_since_epoch())
      .count();
}

struct State {
  bool on = false;
  /// The launcher's start: the ranks count from it too.
  double start = now();
};
State &state() {
  static State s;
  return s;
}
} // namespace

void configureProgress(const std::string &mode) {
  // A launcher with progress on passes its start time to its ranks.
  const char *told = std::getenv(kProgressEnv);
  double launched = told ? std::strtod(told, nullptr) : 0;
  bool on = mode == "true" ||
            (mode == "auto" && (launched > 0 || llvm::errs().is_displayed()));
  state().on = on && worldRankFromEnv() == 0;
  if (launched > 0)
    state().start = launched;
  if (on)
    setenv(kProgressEnv, std::to_string(state().start).c_str(), 1);
  else
    unsetenv(kProgressEnv);
}

bool progressEnabled() { return state().on; }

void progress(const llvm::Twine &what) {
  if (!state().on)
    return;
  double seconds = now() - state().start;
  llvm::errs() << "cleave-run: [" << llvm::format("%7.1f", seconds) << " s] "
               << what << "\n";
  llvm::errs().flush();
}

} // namespace cleave::run
