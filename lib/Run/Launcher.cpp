//===- Launcher.cpp - cleave-run's re-execution under mpirun --------------===//
//
// See Launcher.h. mpirun runs in a process group of its own, so a signal to
// the launcher reaches mpirun and the ranks through the launcher alone, and
// the whole group can be stopped at once: a signal is forwarded to the group
// (mpirun passes it on to remote ranks), and whatever is left of the group
// 3 s later is killed.
//
//===----------------------------------------------------------------------===//

#include "cleave/Run/Launcher.h"

#include <algorithm>
#include <cerrno>
#include <climits>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ftw.h>
#include <set>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

using namespace cleave::run;

static volatile sig_atomic_t pendingSignal = 0;
static volatile pid_t mpirunGroup = 0;

static void forwardSignal(int sig) {
  pendingSignal = sig;
  if (mpirunGroup > 0)
    ::kill(-mpirunGroup, sig); // async-signal-safe
}

static void installForwarding() {
  struct sigaction sa;
  std::memset(&sa, 0, sizeof(sa));
  sa.sa_handler = forwardSignal;
  sigemptyset(&sa.sa_mask);
  for (int sig : {SIGTERM, SIGINT, SIGHUP})
    sigaction(sig, &sa, nullptr);
}

static void setDefaultEnv(const char *name, const char *value) {
  if (!std::getenv(name))
    setenv(name, value, 1);
}

int cleave::run::worldRankFromEnv() {
  if (const char *r = std::getenv("OMPI_COMM_WORLD_RANK"))
    return std::atoi(r);
  if (const char *r = std::getenv("PMI_RANK"))
    return std::atoi(r);
  return 0;
}

std::optional<int> cleave::run::localSizeFromEnv() {
  if (const char *size = std::getenv("OMPI_COMM_WORLD_LOCAL_SIZE")) {
    char *end = nullptr;
    long n = std::strtol(size, &end, 10);
    if (end != size && *end == 0 && n > 0)
      return int(n);
  }
  return std::nullopt;
}

std::optional<int> cleave::run::worldSizeFromEnv() {
  if (const char *size = std::getenv("OMPI_COMM_WORLD_SIZE"))
    return std::atoi(size);
  return std::nullopt;
}

void cleave::run::setRunEnv() {
  if (geteuid() == 0) {
    setDefaultEnv("OMPI_ALLOW_RUN_AS_ROOT", "1");
    setDefaultEnv("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", "1");
  }
  setDefaultEnv("MALLOC_MMAP_MAX_", "0");
  setDefaultEnv("MALLOC_TRIM_THRESHOLD_", "4294967296");
  // A watchdog so that a rank that dies or skips a collective never hangs
  // the others.
  setDefaultEnv("CLEAVE_RT_TIMEOUT_S", "120");
  // One BLAS thread per rank: the ranks already share the cores.
  setDefaultEnv("OPENBLAS_NUM_THREADS", "1");
}

/// The exit status (as waitpid reports it) of process `pid` that has exited
/// and not been reaped (a zombie): field 52 of /proc/PID/stat; -1 if it
/// cannot be read.
static int zombieExitStatus(long pid) {
  std::string path = "/proc/" + std::to_string(pid) + "/stat";
  std::FILE *f = std::fopen(path.c_str(), "r");
  if (!f)
    return -1;
  char line[4096];
  size_t n = std::fread(line, 1, sizeof(line) - 1, f);
  std::fclose(f);
  line[n] = 0;
  // The command name (field 2) may hold spaces: fields 3.. follow its ')'.
  char *rest = std::strrchr(line, ')');
  if (!rest)
    return -1;
  int field = 2;
  for (char *tok = std::strtok(rest + 1, " \n"); tok;
       tok = std::strtok(nullptr, " \n"))
    if (++field == 52)
      return std::atoi(tok);
  return -1;
}

/// The children of `pid` (from /proc); `alive` counts those not zombies.
/// False without /proc.
static bool childrenOf(pid_t pid, std::vector<long> &children, int &alive) {
  std::string path = "/proc/" + std::to_string(pid) + "/task/" +
                     std::to_string(pid) + "/children";
  std::FILE *f = std::fopen(path.c_str(), "r");
  if (!f)
    return false;
  children.clear();
  alive = 0;
  long child;
  while (std::fscanf(f, "%ld", &child) == 1) {
    children.push_back(child);
    std::string stat = "/proc/" + std::to_string(child) + "/stat";
    if (std::FILE *sf = std::fopen(stat.c_str(), "r")) {
      char state = 0;
      if (std::fscanf(sf, "%*d (%*[^)]) %c", &state) == 1 && state != 'Z')
        ++alive;
      std::fclose(sf);
    }
  }
  std::fclose(f);
  return true;
}

/// True while `pid` runs (exists and is not a zombie).
static bool isRunning(long pid) {
  std::string stat = "/proc/" + std::to_string(pid) + "/stat";
  std::FILE *sf = std::fopen(stat.c_str(), "r");
  if (!sf)
    return false;
  char state = 0;
  bool running = std::fscanf(sf, "%*d (%*[^)]) %c", &state) == 1 &&
                 state != 'Z' && state != 'X';
  std::fclose(sf);
  return running;
}

/// Stops what is left of mpirun's process group and the ranks seen: TERM,
/// then KILL 3 s later for anything still there.
static void stopStragglers(pid_t group, const std::set<long> &ranks) {
  ::kill(-group, SIGTERM);
  for (long r : ranks)
    ::kill(pid_t(r), SIGTERM);
  for (int tick = 0; tick < 30; ++tick) {
    bool any = false;
    for (long r : ranks)
      any |= isRunning(r);
    if (!any)
      return;
    usleep(100000);
  }
  ::kill(-group, SIGKILL);
  for (long r : ranks)
    ::kill(pid_t(r), SIGKILL);
}

static const char *signalName(int sig) {
  switch (sig) {
  case SIGTERM: return "SIGTERM";
  case SIGINT: return "SIGINT";
  case SIGHUP: return "SIGHUP";
  case SIGKILL: return "SIGKILL";
  case SIGSEGV: return "SIGSEGV";
  case SIGABRT: return "SIGABRT";
  default: return "a signal";
  }
}

/// Waits for mpirun and returns the launcher's exit status. Open MPI 4.1's
/// mpirun sometimes never returns after all of its ranks have exited when
/// several fail at once (every rank a zombie, mpirun blocked in a futex):
/// once every rank has exited and mpirun is still there 3 s later, it is
/// killed. The status is then 0 if every rank exited with 0 (a loaded
/// machine can leave mpirun that long before it reaps them), else 1 (the
/// ranks failed; their messages are out).
static int superviseMpirun(pid_t mpirun) {
  std::set<long> ranks; // every rank pid seen, to reap orphans at the end
  bool seenRanks = false;
  int idleTicks = 0;
  bool forwarded = false;
  while (true) {
    int status = 0;
    pid_t done = waitpid(mpirun, &status, WNOHANG);
    if (done == mpirun) {
      int sig = pendingSignal;
      if (sig) {
        stopStragglers(mpirun, ranks);
        std::fprintf(stderr,
                     "cleave-run: error: interrupted by %s; stopped mpirun "
                     "and the ranks\n",
                     signalName(sig));
        return 128 + sig;
      }
      if (WIFSIGNALED(status)) {
        stopStragglers(mpirun, ranks);
        std::fprintf(stderr,
                     "cleave-run: error: mpirun was killed by %s (signal "
                     "%d); stopped the ranks it left\n",
                     signalName(WTERMSIG(status)), WTERMSIG(status));
        return 128 + WTERMSIG(status);
      }
      if (WIFEXITED(status) && WEXITSTATUS(status) != 0 && ranks.size())
        stopStragglers(mpirun, ranks);
      return WIFEXITED(status) ? WEXITSTATUS(status) : 1;
    }
    if (done < 0 && errno != EINTR)
      return 1;
    if (pendingSignal && !forwarded) {
      forwarded = true;
      // mpirun had 3 s to stop its ranks; then everything goes.
      for (int tick = 0; tick < 30 && waitpid(mpirun, &status, WNOHANG) == 0;
           ++tick)
        usleep(100000);
      int sig = pendingSignal;
      stopStragglers(mpirun, ranks);
      waitpid(mpirun, nullptr, 0);
      std::fprintf(stderr,
                   "cleave-run: error: interrupted by %s; stopped mpirun and "
                   "the ranks\n",
                   signalName(sig));
      return 128 + sig;
    }
    usleep(100000);
    std::vector<long> children;
    int alive = 0;
    if (!childrenOf(mpirun, children, alive))
      continue; // no /proc: plain waiting
    ranks.insert(children.begin(), children.end());
    seenRanks |= !children.empty();
    idleTicks = seenRanks && alive == 0 ? idleTicks + 1 : 0;
    if (idleTicks >= 30) {
      bool allOk = !children.empty() &&
                   std::all_of(children.begin(), children.end(),
                               [](long rank) {
                                 return zombieExitStatus(rank) == 0;
                               });
      std::fprintf(stderr,
                   "cleave-run: every rank had exited%s but mpirun had not "
                   "3 s later (Open MPI); stopped it\n",
                   allOk ? " with status 0" : "");
      ::kill(mpirun, SIGTERM);
      usleep(1000000);
      ::kill(mpirun, SIGKILL);
      waitpid(mpirun, nullptr, 0);
      return allOk ? 0 : 1;
    }
  }
}

/// A fresh directory for one job. The ranks leave their progress
/// heartbeats there (CLEAVE_RT_PROGRESS_DIR): the runtime's watchdog then
/// tells a rank waiting for a peer that is still computing (e.g. rank 0
/// running the --verify reference) from a hung collective; mpirun here
/// starts every rank on this host. Open MPI puts its session directory there
/// too (unless the user chose one), so jobs launched at the same moment
/// under one TMPDIR do not race to create the same one ("A call to mkdir was
/// unable to create the desired directory ... File exists"). Empty (no
/// heartbeats, a plain timeout) if it cannot be created.
static std::string createJobDir() {
  const char *tmp = std::getenv("TMPDIR");
  std::string pattern =
      std::string(tmp && *tmp ? tmp : "/tmp") + "/cleave-run-job.XXXXXX";
  if (!mkdtemp(pattern.data())) {
    unsetenv("CLEAVE_RT_PROGRESS_DIR");
    return "";
  }
  setenv("CLEAVE_RT_PROGRESS_DIR", pattern.c_str(), 1);
  setenv("OMPI_MCA_orte_tmpdir_base", pattern.c_str(), /*overwrite=*/0);
  return pattern;
}

static int removeEntry(const char *path, const struct stat *, int,
                       struct FTW *) {
  return ::remove(path);
}

/// Removes the job's directory with whatever ranks that did not finish
/// (aborted, killed) left in it.
static void removeJobDir(const std::string &dir) {
  if (!dir.empty())
    nftw(dir.c_str(), removeEntry, 16, FTW_DEPTH | FTW_PHYS);
}

/// Starts `mpirun ... <this executable> arguments...` and supervises it.
static int runMpirun(const std::vector<std::string> &arguments, int numProcs,
                     const std::string &mpirun, const std::string &hostfile) {
  std::string self = "/proc/self/exe";
  char real[4096];
  ssize_t n = readlink("/proc/self/exe", real, sizeof(real) - 1);
  if (n > 0)
    self.assign(real, size_t(n));
  std::vector<std::string> args = {mpirun, "--oversubscribe", "-np",
                                   std::to_string(numProcs)};
  if (!hostfile.empty()) {
    char absolute[PATH_MAX];
    args.push_back("--hostfile");
    args.push_back(realpath(hostfile.c_str(), absolute) ? absolute : hostfile);
  }
  args.push_back(self);
  args.insert(args.end(), arguments.begin(), arguments.end());
  std::vector<char *> cargs;
  for (std::string &a : args)
    cargs.push_back(a.data());
  cargs.push_back(nullptr);
  installForwarding();
  pid_t child = fork();
  if (child == 0) {
    setpgid(0, 0);
    // Back to the defaults: mpirun handles these itself.
    for (int sig : {SIGTERM, SIGINT, SIGHUP})
      std::signal(sig, SIG_DFL);
    execvp(cargs[0], cargs.data());
    std::fprintf(stderr,
                 "cleave-run: error: cannot execute '%s': %s (run under "
                 "mpirun yourself, or pass --mpirun PATH)\n",
                 mpirun.c_str(), std::strerror(errno));
    _exit(127);
  }
  if (child < 0) {
    std::fprintf(stderr, "cleave-run: error: fork: %s\n",
                 std::strerror(errno));
    return 1;
  }
  setpgid(child, child); // both sides, whichever runs first
  mpirunGroup = child;
  if (int sig = pendingSignal) // arrived before the group existed
    ::kill(-child, sig);
  return superviseMpirun(child);
}

int cleave::run::reexecUnderMpirun(const std::vector<std::string> &arguments,
                                   int numProcs, const std::string &mpirun,
                                   const std::string &hostfile) {
  setRunEnv();
  std::string jobDir = createJobDir();
  int status = runMpirun(arguments, numProcs, mpirun, hostfile);
  removeJobDir(jobDir);
  return status;
}
