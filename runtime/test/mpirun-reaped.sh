#!/usr/bin/env bash
# Usage: mpirun-reaped.sh COMMAND...   (COMMAND: an mpirun / mpiexec line)
# Runs COMMAND and returns its exit status, except in one case: Open MPI
# 4.1's mpirun sometimes never returns after all of its ranks have exited
# when several of them fail at once (seen under load: every rank a zombie,
# mpirun blocked in a futex; with MPI_Abort and with plain _exit alike).
# Once every rank mpirun started has exited and mpirun is still there
# CLEAVE_MPIRUN_GRACE_S seconds (default 3) later, mpirun is killed and the
# exit status is 1 with a note on stderr. Only for jobs expected to fail
# (the fault tests): the ranks' own exit statuses are lost then.
set -u
grace=${CLEAVE_MPIRUN_GRACE_S:-3}
"$@" &
pid=$!
trap 'kill -KILL $pid 2>/dev/null; exit 143' TERM INT
seen=0
idle=0
while kill -0 "$pid" 2>/dev/null; do
  sleep 0.25
  states=$(ps --ppid "$pid" -o stat= 2>/dev/null)
  [ -n "$states" ] && seen=1
  alive=$(printf '%s\n' "$states" | grep -c '^[^Z]')
  if [ "$seen" -eq 1 ] && [ "$alive" -eq 0 ]; then
    idle=$((idle + 1))
    if [ $idle -ge $((grace * 4)) ]; then
      echo "mpirun-reaped: every rank had exited but mpirun had not ${grace} s later (Open MPI); killed it" >&2
      kill -TERM "$pid" 2>/dev/null
      sleep 1
      kill -KILL "$pid" 2>/dev/null
      wait "$pid" 2>/dev/null
      exit 1
    fi
  else
    idle=0
  fi
done
wait "$pid"
