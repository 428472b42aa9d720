#!/bin/sh
# A stand-in for ssh (Open MPI's plm_rsh_agent) that runs the command on
# this machine whatever the host: the machines of a hostfile become
# separate Open MPI nodes on one machine (test/Run/hostfile.test).
while [ "${1#-}" != "$1" ]; do shift; done
shift
exec sh -c "$*"
