// The planner (plan=true), the dynamic-programming cut (cut=dp) and
// data-parallel replicas of each stage (replicas=), on the zoo's MLP
// training step (8x32 inputs). Inputs/four-cpus.json is a 4-device cluster:
// every candidate uses all 4 devices as S stages x R = 4 / S replicas;
// candidates whose micro-batches x replicas do not divide the batch, or with
// more chunks than forward ops, are rejected with the reason. The fastest
// simulated step that fits memory wins and is emitted. --verify runs of
// planned programs are in test/Models/pipeline-train.test.
// RUN: cleave-opt %cleave_src_root/examples/models/mlp-train.mlir '--cleave-pipeline=plan=true cluster=%S/Inputs/four-cpus.json report-file=-' | FileCheck %s --check-prefix=PLAN
// PLAN: plan on four-cpus: {{[0-9]+}} candidates in {{[0-9.]+}} s (4 device groups of 1 device(s)); chosen: stages={{[124]}} replicas={{[124]}} microbatches={{[0-9]+}} schedule={{[a-z1-]+}} virtual-stages={{[12]}}: step {{[0-9.]+}} ms, bubble {{[0-9.]+}}%, peak {{[0-9.]+}} GiB
// PLAN-DAG: stages=1 replicas=4 microbatches=1 1f1b v=1: step {{[0-9.]+}} ms
// PLAN-DAG: stages=1 replicas=4 microbatches=2 1f1b v=1: step {{[0-9.]+}} ms
// PLAN-DAG: stages=2 replicas=2 microbatches=2 gpipe v=1: step {{[0-9.]+}} ms
// PLAN-DAG: stages=4 replicas=1 microbatches=4 interleaved v=2: step
// PLAN-DAG: stages=2 replicas=2 microbatches=4 1f1b v=1: step
// PLAN-DAG: stages=2 replicas=2 microbatches=8 gpipe v=1: rejected: micro-batched argument 0 (x): batch dim 0 of size 8 is not divisible into 8 micro-batches of 2 devices each
// PLAN-DAG: stages=4 replicas=1 microbatches=4 breadth-first v=2: step
// PLAN: pipeline of @train_step:
// PLAN: simulated on four-cpus: step
// PLAN: cleave.mesh @mesh = <["stage"={{[124]}}{{.*}}]>

// progress=true: a line on stderr per candidate (its step, the best so far,
// the time spent and left); the last one has nothing left. Off by default
// unless stderr is a terminal (lit's is not).
// RUN: cleave-opt %cleave_src_root/examples/models/mlp-train.mlir '--cleave-pipeline=plan=true cluster=%S/Inputs/four-cpus.json progress=true' -o /dev/null 2>&1 | FileCheck %s --check-prefix=PROGRESS
// PROGRESS: cleave-pipeline: plan: 1/[[N:[0-9]+]] stages=1 replicas=4 microbatches=1 1f1b v=1: step {{[0-9.]+}} ms; best stages=1 replicas=4 microbatches=1 1f1b v=1: {{[0-9.]+}} ms; {{[0-9.]+}} s, about {{[0-9]+}} s left
// PROGRESS: cleave-pipeline: plan: {{[0-9]+}}/[[N]] stages={{.*}}: rejected; best
// PROGRESS: cleave-pipeline: plan: [[N]]/[[N]] stages={{.*}}; {{[0-9.]+}} s, about 0 s left
// RUN: cleave-opt %cleave_src_root/examples/models/mlp-train.mlir '--cleave-pipeline=plan=true cluster=%S/Inputs/four-cpus.json' -o /dev/null 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty
// Branch and bound (prune=true, the default): candidates whose lower bound
// (the step's compute over the 4 devices, stretched by the bubble their
// schedule cannot avoid) is no faster than a fitting plan found are not
// built; the search chooses what the exhaustive one (prune=false) does.
// RUN: cleave-opt %cleave_src_root/examples/models/gpt2-8l-train.mlir '--cleave-pipeline=plan=true cluster=%S/Inputs/four-cpus.json report-file=%t.pruned' -o /dev/null
// RUN: cleave-opt %cleave_src_root/examples/models/gpt2-8l-train.mlir '--cleave-pipeline=plan=true prune=false cluster=%S/Inputs/four-cpus.json report-file=%t.all' -o /dev/null
// RUN: FileCheck %s --check-prefix=PRUNED < %t.pruned
// RUN: FileCheck %s --check-prefix=ALL --implicit-check-not=pruned < %t.all
// RUN: head -1 %t.pruned | sed 's/ in [0-9.]* s//' > %t.pruned.choice
// RUN: head -1 %t.all | sed 's/ in [0-9.]* s//' | diff - %t.pruned.choice
// PRUNED: chosen: stages=4
// PRUNED: stages=2 replicas=2 microbatches=2 gpipe v=1: pruned: at least {{[0-9.]+}} ms (the step's compute over 4 devices, its schedule's bubble), no faster than {{[0-9.]+}} ms found
// ALL: stages=2 replicas=2 microbatches=2 gpipe v=1: step
// A candidate whose state alone (the parameters and optimizer state every
// replica holds over its S x T devices, less a 10% margin) exceeds the
// device's memory cannot fit: once a plan that fits is found it is not
// built (here one stage, 4.79 MiB of state on devices of 3.81 MiB); the
// exhaustive search finds it over memory and chooses the same plan.
// RUN: cleave-opt %cleave_src_root/examples/models/gpt2-8l-train.mlir '--cleave-pipeline=plan=true cluster=%S/Inputs/four-cpus-4mb.json report-file=%t.mem' -o /dev/null
// RUN: cleave-opt %cleave_src_root/examples/models/gpt2-8l-train.mlir '--cleave-pipeline=plan=true prune=false cluster=%S/Inputs/four-cpus-4mb.json report-file=%t.mem-all' -o /dev/null
// RUN: FileCheck %s --check-prefix=MEM < %t.mem
// RUN: FileCheck %s --check-prefix=MEM-ALL < %t.mem-all
// RUN: head -1 %t.mem | sed 's/ in [0-9.]* s//' > %t.mem.choice
// RUN: head -1 %t.mem-all | sed 's/ in [0-9.]* s//' | diff - %t.mem.choice
// MEM: chosen: stages=4
// MEM: stages=1 replicas=4 microbatches=1 1f1b v=1: pruned: at least 4.31 MiB per device (90% of the step's 4.79 MiB of parameters and optimizer state over the 1 device(s) of a replica), more than the device's 3.81 MiB
// MEM-ALL: stages=1 replicas=4 microbatches=1 1f1b v=1: step {{.*}} (exceeds memory)
// The activations count too: the values the forward saves for the
// backward (of the unpartitioned step, per micro-batch of R x M in the
// batch; all M of them where every forward runs first), under the least
// recomputation tried. With recompute=none, one stage holds 4.79 MiB of
// state and 1.95 MiB of activations per micro-batch on 5.72 MiB devices.
// With recompute=auto, where only full recomputation may fit (one stage of
// 2 replicas on 5.25 MiB devices), the step's bound adds the forward's
// compute; the exhaustive search finds that candidate over memory even so,
// and chooses the same plan.
// RUN: cleave-opt %cleave_src_root/examples/models/gpt2-8l-train.mlir '--cleave-pipeline=plan=true cluster=%S/Inputs/two-cpus-5.5mb.json report-file=%t.full' -o /dev/null
// RUN: cleave-opt %cleave_src_root/examples/models/gpt2-8l-train.mlir '--cleave-pipeline=plan=true prune=false cluster=%S/Inputs/two-cpus-5.5mb.json report-file=%t.full-all' -o /dev/null
// RUN: FileCheck %s --check-prefix=FULL < %t.full
// RUN: FileCheck %s --check-prefix=FULL-ALL < %t.full-all
// RUN: head -1 %t.full | sed 's/ in [0-9.]* s//' > %t.full.choice
// RUN: head -1 %t.full-all | sed 's/ in [0-9.]* s//' | diff - %t.full.choice
// FULL: stages=1 replicas=2 microbatches=1 1f1b v=1: pruned: at least {{[0-9.]+}} ms (the step's compute with the forward again (only full recomputation may fit memory) over 2 devices, its schedule's bubble), no faster than {{[0-9.]+}} ms found
// FULL-ALL: stages=1 replicas=2 microbatches=1 1f1b v=1: step {{.*}} (exceeds memory)
// RUN: cleave-opt %cleave_src_root/examples/models/gpt2-8l-train.mlir '--cleave-pipeline=plan=true recompute=none cluster=%S/Inputs/four-cpus-6mb.json report-file=%t.act' -o /dev/null
// RUN: cleave-opt %cleave_src_root/examples/models/gpt2-8l-train.mlir '--cleave-pipeline=plan=true recompute=none prune=false cluster=%S/Inputs/four-cpus-6mb.json report-file=%t.act-all' -o /dev/null
// RUN: FileCheck %s --check-prefix=ACT < %t.act
// RUN: head -1 %t.act | sed 's/ in [0-9.]* s//' > %t.act.choice
// RUN: head -1 %t.act-all | sed 's/ in [0-9.]* s//' | diff - %t.act.choice
// ACT: stages=1 replicas=4 microbatches=1 1f1b v=1: pruned: at least 6.07 MiB per device (90% of the step's 4.79 MiB of parameters and optimizer state and 1.95 MiB of activations it saves with recompute=none over the 1 device(s) of a replica), more than the device's 5.72 MiB

// micro-batch-size=1: every stages x replicas shape takes the micro-batch
// count that gives each replica micro-batches of one example (the batch is
// 8 on 4 device groups): one stage of 4 replicas M = 2, two of 2 M = 4,
// four of 1 M = 8 (one schedule for one stage, four for more: 9).
// RUN: cleave-opt %cleave_src_root/examples/models/gpt2-8l-train.mlir '--cleave-pipeline=plan=true micro-batch-size=1 cluster=%S/Inputs/four-cpus.json report-file=%t.mbs' -o /dev/null
// RUN: FileCheck %s --check-prefix=MBS < %t.mbs
// MBS: plan on four-cpus: 9 candidates
// MBS-NEXT: stages=1 replicas=4 microbatches=2 1f1b v=1: step
// MBS-NEXT: stages=2 replicas=2 microbatches=4 gpipe v=1:
// MBS: stages=4 replicas=1 microbatches=8 gpipe v=1:
// A size given twice is tried once.
// RUN: cleave-opt %cleave_src_root/examples/models/gpt2-8l-train.mlir '--cleave-pipeline=plan=true micro-batch-size=1,1 cluster=%S/Inputs/four-cpus.json report-file=-' -o /dev/null | FileCheck %s --check-prefix=MBS-TWICE
// MBS-TWICE: plan on four-cpus: 9 candidates
// RUN: not cleave-opt %cleave_src_root/examples/models/gpt2-8l-train.mlir '--cleave-pipeline=plan=true micro-batch-size=3 cluster=%S/Inputs/four-cpus.json' -o /dev/null 2>&1 | FileCheck %s --check-prefix=MBS-NONE
// MBS-NONE: error: cleave-pipeline: plan=true: no micro-batch-size divides the batch of 8 into micro-batches of every replica of a candidate (4 device groups of cluster 'four-cpus')
// RUN: not cleave-opt %cleave_src_root/examples/models/gpt2-8l-train.mlir '--cleave-pipeline=plan=true micro-batch-size=0 cluster=%S/Inputs/four-cpus.json' -o /dev/null 2>&1 | FileCheck %s --check-prefix=MBS-ZERO
// MBS-ZERO: error: cleave-pipeline: micro-batch-size must be at least 1, not 0
// RUN: not cleave-opt %cleave_src_root/examples/models/mlp-train.mlir '--cleave-pipeline=stages=2 micro-batch-size=2' -o /dev/null 2>&1 | FileCheck %s --check-prefix=MBS-NOPLAN
// MBS-NOPLAN: error: cleave-pipeline: micro-batch-size= is for plan=true's search; without it give microbatches=

// Candidates with one micro-batch size (batch / (M x R)) share one
// partition (share-partitions=true, the default), its micro-batch and
// replica axes resized: without tensor parallelism every candidate's
// figures are those of partitioning each (M, R) apart (false).
// RUN: cleave-opt %cleave_src_root/examples/models/gpt2-8l-train.mlir '--cleave-pipeline=plan=true prune=false share-partitions=false cluster=%S/Inputs/four-cpus.json report-file=%t.own' -o /dev/null
// RUN: sed 's/ in [0-9.]* s//' %t.own > %t.own.nt
// RUN: sed 's/ in [0-9.]* s//' %t.all | diff - %t.own.nt
// RUN: not cleave-opt %cleave_src_root/examples/models/mlp-train.mlir '--cleave-pipeline=stages=2 share-partitions=false' -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOSHARE
// NOSHARE: error: cleave-pipeline: share-partitions= is for plan=true's search; without it one program is partitioned once
// RUN: not cleave-opt %cleave_src_root/examples/models/mlp-train.mlir '--cleave-pipeline=stages=2 prune=false' -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOPLAN
// NOPLAN: error: cleave-pipeline: prune= is for plan=true's search; there is no search to prune without it
// QUIET-NOT: cleave-pipeline: plan:
// RUN: not cleave-opt %cleave_src_root/examples/models/mlp-train.mlir '--cleave-pipeline=plan=true cluster=%S/Inputs/four-cpus.json progress=yes' -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADPROGRESS
// BADPROGRESS: error: cleave-pipeline: progress must be 'true', 'false' or 'auto', not 'yes'

// replicas=2: a mesh ["stage"=2, "replica"=2]; the batch is split over
// replicas then micro-batches; each replica's gradients are accumulated over
// its micro-batches, then all-reduced over "replica" once per step.
// RUN: cleave-opt %cleave_src_root/examples/models/mlp-train.mlir '--cleave-pipeline=stages=2 replicas=2 microbatches=2 report-file=-' | FileCheck %s --check-prefix=REPL
// REPL: pipeline of @train_step: 2 stages x 1 chunks, 2 micro-batches
// REPL: cleave.mesh @mesh = <["stage"=2, "replica"=2]>
// REPL: func.func private @train_step_stage0(
// REPL: tensor.extract_slice %arg0[0, 0] [2, 32] [1, 1] : tensor<4x32xf32> to tensor<2x32xf32>
// REPL: cleave.all_reduce {{.*}} over @mesh["replica"]

// cut=dp: the cut that minimises the slowest chunk's forward + backward
// time on the cluster, within memory.
// RUN: cleave-opt %cleave_src_root/examples/models/mlp-train.mlir '--cleave-pipeline=stages=2 microbatches=4 cut=dp cluster=%S/Inputs/four-cpus.json report-file=-' -o /dev/null | FileCheck %s --check-prefix=DP
// DP: chunk 0 (stage 0): {{[0-9]+}} forward ops
// DP: chunk 1 (stage 1): {{[0-9]+}} forward ops
// DP: simulated on four-cpus: step
// No cut fits a device's memory: the fastest one, said so.
// RUN: cleave-opt %cleave_src_root/examples/models/mlp-train.mlir '--cleave-pipeline=stages=2 microbatches=4 cut=dp cluster=%S/Inputs/tiny-memory.json report-file=-' -o /dev/null | FileCheck %s --check-prefix=DPMEM
// DPMEM: cut=dp: no cut fits the device memory; the fastest one is used
// DPMEM: chunk 0 (stage 0):
// DPMEM: a stage's peak exceeds the

// Misuse.
// A report, schedule or timeline path that is the input file is refused;
// the input is left as it was.
// RUN: cp %cleave_src_root/examples/models/mlp-train.mlir %t.in.mlir
// RUN: not cleave-opt %t.in.mlir '--cleave-pipeline=stages=2 report-file=%t.in.mlir' -o /dev/null 2>&1 | FileCheck %s --check-prefix=INREPORT
// INREPORT: error: report-file: '{{.*}}.in.mlir' is the input file
// RUN: not cleave-opt %t.in.mlir '--cleave-pipeline=stages=2 write-schedule=%t.in.mlir' -o /dev/null 2>&1 | FileCheck %s --check-prefix=INSCHED
// INSCHED: error: write-schedule: '{{.*}}.in.mlir' is the input file
// RUN: cmp %t.in.mlir %cleave_src_root/examples/models/mlp-train.mlir
// RUN: not cleave-opt %cleave_src_root/examples/models/mlp-train.mlir '--cleave-pipeline=plan=true' -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOCLUSTER
// NOCLUSTER: error: cleave-pipeline: plan=true needs cluster= (it simulates each candidate)
// RUN: not cleave-opt %cleave_src_root/examples/models/mlp-train.mlir '--cleave-pipeline=plan=true cluster=%S/Inputs/four-cpus.json cut-at=4.*' -o /dev/null 2>&1 | FileCheck %s --check-prefix=PLANCUT
// PLANCUT: error: cleave-pipeline: plan=true chooses the schedule and the cut; drop schedule-file= and cut-at=
// RUN: not cleave-opt %cleave_src_root/examples/models/mlp-train.mlir '--cleave-pipeline=cut=bogus' -o /dev/null 2>&1 | FileCheck %s --check-prefix=CUTNAME
// CUTNAME: error: cleave-pipeline: cut must be 'flops' or 'dp', not 'bogus'
// RUN: not cleave-opt %cleave_src_root/examples/models/mlp-train.mlir '--cleave-pipeline=cut=dp' -o /dev/null 2>&1 | FileCheck %s --check-prefix=DPCLUSTER
// DPCLUSTER: error: cleave-pipeline: cut=dp needs cluster= (it balances the cost model's times)
// RUN: not cleave-opt %cleave_src_root/examples/models/mlp-train.mlir '--cleave-pipeline=cut=dp cluster=%S/Inputs/four-cpus.json cut-at=4.*' -o /dev/null 2>&1 | FileCheck %s --check-prefix=DPCUTAT
// DPCUTAT: error: cleave-pipeline: cut=dp and cut-at= exclude each other
// RUN: not cleave-opt %cleave_src_root/examples/models/mlp-train.mlir '--cleave-pipeline=replicas=0' -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPRANGE
// REPRANGE: error: cleave-pipeline: replicas must be in [1, 4096]
// RUN: not cleave-opt %cleave_src_root/examples/models/mlp-train.mlir '--cleave-pipeline=replicas=3' -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPDIV
// REPDIV: error: micro-batched argument 0 (x): batch dim 0 of size 8 is not divisible into 4 micro-batches of 3 devices each
// A mesh that already has a 'replica' axis.
// RUN: not cleave-opt %s '--cleave-pipeline=replicas=2 inputs=x' -o /dev/null 2>&1 | FileCheck %s --check-prefix=RESERVED
// RESERVED: error: mesh axis 'replica' is reserved by cleave-pipeline; rename it
// A mesh larger than the cluster.
// RUN: not cleave-opt %s '--cleave-pipeline=plan=true inputs=x cluster=%S/Inputs/four-cpus.json' -o /dev/null 2>&1 | FileCheck %s --check-prefix=BIG
// BIG: error: cleave-pipeline: plan=true: the mesh has 8 devices, more than the 4 of cluster 'four-cpus'

cleave.mesh @mesh = <["replica"=8]>
func.func @f(%x: tensor<8x4xf32> {cleave.name = "x"}) -> tensor<8x4xf32> {
  %0 = math.tanh %x : tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}

// devices=N plans for N of the cluster's devices: the same 4-device spec
// serves a 2-device plan. More than the cluster has, or a count the mesh's
// devices do not divide, is an error.
// RUN: cleave-opt %cleave_src_root/examples/models/mlp-train.mlir '--cleave-pipeline=plan=true cluster=%S/Inputs/four-cpus.json devices=2 report-file=-' | FileCheck %s --check-prefix=DEV2
// DEV2: plan on four-cpus: {{[0-9]+}} candidates in {{[0-9.]+}} s (2 device groups of 1 device(s)); chosen: stages={{[12]}} replicas={{[12]}}
// DEV2-NOT: stages=4
// DEV2: cleave.mesh @mesh = <["stage"={{[12]}}{{.*}}]>
// RUN: not cleave-opt %cleave_src_root/examples/models/mlp-train.mlir '--cleave-pipeline=plan=true cluster=%S/Inputs/four-cpus.json devices=8' -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEV8
// DEV8: cleave-pipeline: plan=true: devices=8 is not a positive multiple of the mesh's 1 device(s) up to the 4 of cluster 'four-cpus'
