"""Sends SIG to a running `cleave-run -np 2` after its ranks started and
checks that the launcher exits with 128 + SIG and a message, and that no
process of the run is left: usage send-signal.py CLEAVE-RUN MODULE SIG.
SIG `MPIRUN-KILL` sends SIGKILL to mpirun instead of the launcher."""
import os
import signal
import subprocess
import sys
import time

run, module = sys.argv[1], sys.argv[2]
kill_mpirun = sys.argv[3] == "MPIRUN-KILL"
sig = signal.SIGKILL if kill_mpirun else getattr(signal, sys.argv[3])
proc = subprocess.Popen([run, "-np", "2", module, "--repeat", "100000000"],
                        stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
# Until both ranks run (their command line names the module).
deadline = time.time() + 60
def others():
    ps = subprocess.run(["ps", "-eo", "pid,args"], capture_output=True,
                        text=True).stdout
    return [l for l in ps.splitlines()
            if module in l and str(proc.pid) != l.split()[0] and
            "send-signal.py" not in l and "ps -eo" not in l]
while time.time() < deadline and len(others()) < 3:  # mpirun + 2 ranks
    time.sleep(0.2)
time.sleep(1.0)
start = time.time()
if kill_mpirun:
    pid = [int(l.split()[0]) for l in others() if "mpirun" in l.split()[1]]
    os.kill(pid[0], signal.SIGKILL)
else:
    proc.send_signal(sig)
out, _ = proc.communicate(timeout=30)
took = time.time() - start
time.sleep(0.5)
left = others()
print(out.decode(errors="replace"))
print("status %d after %.1f s; left running: %d" % (proc.returncode, took,
                                                    len(left)))
for l in left:
    print("  " + l)
sys.exit(0 if proc.returncode == 128 + sig and not left else 1)
