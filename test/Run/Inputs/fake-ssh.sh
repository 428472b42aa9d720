#!/bin/sh
# A stand-in for ssh (Open MPI's plm_rsh_agent) that runs the command on
# this machine whatever the host: the machines of a hostfile become
# separate Open MPI nodes on one machine (test/Run/hostfile.test).
#
# Each stand-in machine gets a session directory of its own (under the
# job's orte_tmpdir_base, a subdirectory named after the host): real
# machines have one each, and daemons sharing one on the same host race
# (one's cleanup removes the other's files; both map the hwloc topology
# into the same shared-memory file, which has crashed a daemon in
# hwloc_shmem_topology_write). The daemons also skip Open MPI's hwloc
# run-time component, which maps that file.
while [ "${1#-}" != "$1" ]; do shift; done
host=$1
shift
cmd="$*"
base=$(printf '%s\n' "$cmd" | sed -n 's/.*orte_tmpdir_base "\([^"]*\)".*/\1/p')
if [ -n "$base" ]; then
  mkdir -p "$base/$host"
  cmd=$(printf '%s\n' "$cmd" | sed "s|orte_tmpdir_base \"$base\"|orte_tmpdir_base \"$base/$host\"|")
fi
export OMPI_MCA_rtc=^hwloc
exec sh -c "$cmd"
