//===- Profile.h - --profile and --timeline of cleave-run -------*- C++ -*-===//
//
// A program lowered with profiling calls cleave_profile_record(id, seconds)
// after each collective, send and receive (cleave-collectives-to-calls);
// the records of the last run become --profile's table (slowest rank) and
// --timeline's Chrome trace (every rank's calls, Timeline.h).
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_RUN_PROFILE_H
#define CLEAVE_RUN_PROFILE_H

#include "cleave/Analysis/ClusterSpec.h"
#include "cleave/Run/Signature.h"
#include "cleave/Run/Timeline.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

/// The generated code's hook: adds to the installed ProfileRecords (none
/// installed: ignored). It takes no context argument, so the records it
/// fills are the process's installed ones.
extern "C" void cleave_profile_record(int64_t id, double seconds);
/// The hook of a started collective (cleave.async_start): when it started,
/// when its wait began and when the wait returned (cleave_rt_wtime seconds).
extern "C" void cleave_profile_record_started(int64_t id, double started,
                                              double waitFrom, double waitTo);

namespace cleave::run {

/// Time and calls per profile id of the current run, and with a timeline
/// each call's start and end.
class ProfileRecords {
public:
  explicit ProfileRecords(bool withTimeline) : withTimeline(withTimeline) {}
  ~ProfileRecords();
  ProfileRecords(const ProfileRecords &) = delete;
  ProfileRecords &operator=(const ProfileRecords &) = delete;

  /// Makes these the records cleave_profile_record fills.
  void install();
  void record(int64_t id, double seconds);
  /// A started collective: its exposed time is the wait's.
  void recordStarted(int64_t id, double started, double waitFrom,
                     double waitTo);
  /// Makes room for id.
  void grow(int64_t id);
  /// Forgets the calls of the previous run.
  void reset();

  /// Exposed seconds (blocking calls, and the waits of started ones) and
  /// calls per id; seconds in flight per id (started collectives).
  std::vector<double> seconds, calls, inFlight;
  mlir::cleave::RankTimeline timeline;
  bool withTimeline;
};

/// --profile's name of each data-moving collective of `module`, by
/// position (the profile id).
std::map<int64_t, std::string> nameCollectives(mlir::ModuleOp module);

/// --profile-ops' entry for a compute op: how it is named, and with a
/// cluster spec the cost model's seconds per call. An elementwise op the
/// lowering computes inside its user's loop nest (fusesIntoUser) is timed
/// there: `fusedInto` is that user's id, whose prediction includes it.
struct ProfiledOpInfo {
  std::string name;
  std::optional<double> predicted;
  std::optional<int64_t> fusedInto;
};

/// The compute ops --profile-ops times (getProfiledOps), by profile id from
/// `firstId` (after the collectives'); with `spec`, each one's predicted
/// seconds per call (estimateOp's compute time).
std::map<int64_t, ProfiledOpInfo>
nameProfiledOps(mlir::ModuleOp module, int64_t firstId,
                const mlir::cleave::ClusterSpec *spec);

/// What --profile prints about the last run.
struct ProfileReport {
  const ProfileRecords &records;
  const std::map<int64_t, std::string> &names;
  /// --profile-ops: the timed compute ops (null without it), and the
  /// cluster their predictions come from (empty: none).
  const std::map<int64_t, ProfiledOpInfo> *ops;
  std::string opsCluster;
  const MeshInfo &mesh;
  /// The last run's entry time (slowest rank), and this rank.
  double entrySeconds;
  int64_t worldRank;
  /// --timeline's file, or empty.
  std::string timelinePath;
  bool gpu;
};

/// --profile: the last run's time per collective (slowest rank, which
/// includes waiting for the slowest peer), and --timeline; 1 if the
/// timeline cannot be written. Collective: every rank calls it.
int printProfile(const ProfileReport &report);

} // namespace cleave::run

#endif // CLEAVE_RUN_PROFILE_H
