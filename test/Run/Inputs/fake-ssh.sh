#!/bin/sh
# A stand-in for ssh (Open MPI's plm_rsh_agent) that runs the command on
# this machine whatever the host: the machines of a hostfile become
# separate Open MPI nodes on one machine (test/Run/hostfile.test).
# The daemons it starts skip Open MPI's hwloc run-time component: it maps
# the machine's topology into a shared-memory hole at a fixed address, and
# a second daemon on the same machine doing the same has crashed there
# (segfault in hwloc_shmem_topology_write). Real machines keep it.
export OMPI_MCA_rtc=^hwloc
while [ "${1#-}" != "$1" ]; do shift; done
shift
exec sh -c "$*"
