// tensor-parallel=T: every stage is also split T ways. The mesh gets an
// axis "model" of size T (minor), and cleave-auto-shard chooses each
// stage's sharding over it on the cluster, with the micro-batch (and
// replica) axes kept where the micro-batched arguments put them. On the
// zoo's MLP training step (8x32 inputs, 64 hidden) on the 4-device
// cluster of Inputs/four-cpus.json: 2 stages of 2 devices. --verify runs
// are in test/Models/pipeline-train.test.
// RUN: cleave-opt %cleave_src_root/examples/models/mlp-train.mlir '--cleave-pipeline=stages=2 tensor-parallel=2 microbatches=2 cluster=%S/Inputs/four-cpus.json report-file=-' | FileCheck %s
// CHECK: pipeline of @train_step: 2 stages x 1 chunks, 2 micro-batches, schedule 1f1b
// CHECK: simulated on four-cpus: step
// CHECK: cleave.mesh @mesh = <["stage"=2, "model"=2]>
// Weights split over "model" (a 64-wide hidden layer, 32 per device), so a
// stage's layers meet in collectives over "model" only: the micro-batches
// are never gathered.
// CHECK: cleave.{{(all_gather|reduce_scatter|all_reduce)}} {{.*}} over @mesh["model"]
// CHECK-NOT: over @mesh["microbatch"]
// CHECK: cleave.group_index over @mesh["stage"]

// With replicas: ["stage", "replica", "model"]; the gradients are still
// all-reduced over "replica" once per step.
// RUN: cleave-opt %cleave_src_root/examples/models/mlp-train.mlir '--cleave-pipeline=stages=1 replicas=2 tensor-parallel=2 microbatches=2 cluster=%S/Inputs/four-cpus.json' | FileCheck %s --check-prefix=REPL
// REPL: cleave.mesh @mesh = <["stage"=1, "replica"=2, "model"=2]>
// REPL: over @mesh["replica"]

// A user's own axes stay where their annotations put them (auto-shard
// keeps them and places only "model"): the batch split over "data".
// RUN: printf 'cleave.mesh @mesh = <["data"=2]>\nx -> [{"data"}, {}]\ntarget -> [{"data"}, {}]\n' > %t.rules
// RUN: cleave-opt %cleave_src_root/examples/models/mlp-train.mlir --cleave-apply-name-rules=file=%t.rules \
// RUN:   '--cleave-pipeline=stages=1 tensor-parallel=2 microbatches=2 cluster=%S/Inputs/four-cpus.json' | FileCheck %s --check-prefix=DATA
// DATA: cleave.mesh @mesh = <["stage"=1, "data"=2, "model"=2]>
// DATA-NOT: over @mesh["microbatch"]
// DATA: cleave.all_reduce {{.*}} over @mesh["data"]

// The planner tries each degree with every stage count: S x R x T uses
// all 4 devices.
// RUN: cleave-opt %cleave_src_root/examples/models/mlp-train.mlir '--cleave-pipeline=plan=true tensor-parallel=1,2,4 cluster=%S/Inputs/four-cpus.json report-file=-' -o /dev/null | FileCheck %s --check-prefix=PLAN
// PLAN: plan on four-cpus: {{[0-9]+}} candidates in {{[0-9.]+}} s (4 device groups of 1 device(s)); chosen: stages={{[124]}} replicas={{[124]}} tensor-parallel={{[124]}} microbatches=
// PLAN-DAG: stages=1 replicas=4 tensor-parallel=1 microbatches=2 1f1b v=1: step
// PLAN-DAG: stages=2 replicas=1 tensor-parallel=2 microbatches=2 gpipe v=1: step
// PLAN-DAG: stages=1 replicas=1 tensor-parallel=4 microbatches=2 1f1b v=1: step
// PLAN-DAG: stages=1 replicas=2 tensor-parallel=2 microbatches=2 1f1b v=1: step

// Auto-shard runs once per degree and micro-batch size it must: the
// shapes after the first take its choices (resized axes) where their splits
// divide; the chosen plan is simulated again with its own. Planning each
// shape apart (share-partitions=false) chooses the same plan.
// RUN: cleave-opt %cleave_src_root/examples/models/mlp-train.mlir '--cleave-pipeline=plan=true tensor-parallel=1,2,4 cluster=%S/Inputs/four-cpus.json report-file=%t.shared' -o /dev/null
// RUN: cleave-opt %cleave_src_root/examples/models/mlp-train.mlir '--cleave-pipeline=plan=true tensor-parallel=1,2,4 share-partitions=false cluster=%S/Inputs/four-cpus.json report-file=%t.own' -o /dev/null
// RUN: head -1 %t.shared | sed 's/ in [0-9.]* s//' > %t.shared.choice
// RUN: head -1 %t.own | sed 's/ in [0-9.]* s//' | diff - %t.shared.choice

// Misuse.
// RUN: not cleave-opt %cleave_src_root/examples/models/mlp-train.mlir '--cleave-pipeline=tensor-parallel=2,4' -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEVERAL
// SEVERAL: error: cleave-pipeline: tensor-parallel lists 2 degrees; only plan=true tries several
// RUN: not cleave-opt %cleave_src_root/examples/models/mlp-train.mlir '--cleave-pipeline=tensor-parallel=0' -o /dev/null 2>&1 | FileCheck %s --check-prefix=RANGE
// RANGE: error: cleave-pipeline: tensor-parallel must be in [1, 4096], not 0
// RUN: not cleave-opt %cleave_src_root/examples/models/mlp-train.mlir '--cleave-pipeline=tensor-parallel=2 partition-pipeline=cleave-propagate,cleave-partition,canonicalize' -o /dev/null 2>&1 | FileCheck %s --check-prefix=OWN
// OWN: error: cleave-pipeline: tensor-parallel shards each stage by cleave-auto-shard; drop partition-pipeline= (or shard the stages by your own pipeline, without tensor-parallel=)
// RUN: not cleave-opt %cleave_src_root/examples/models/mlp-train.mlir '--cleave-pipeline=plan=true tensor-parallel=3 cluster=%S/Inputs/four-cpus.json' -o /dev/null 2>&1 | FileCheck %s --check-prefix=NODEGREE
// NODEGREE: error: cleave-pipeline: plan=true: no tensor-parallel degree divides the 4 device groups of cluster 'four-cpus'
// A mesh that already has a 'model' axis.
// RUN: not cleave-opt %s '--cleave-pipeline=tensor-parallel=2 inputs=x' -o /dev/null 2>&1 | FileCheck %s --check-prefix=RESERVED
// RESERVED: error: mesh axis 'model' is reserved by cleave-pipeline's tensor-parallel; rename it

cleave.mesh @mesh = <["model"=2]>
func.func @f(%x: tensor<8x4xf32> {cleave.name = "x"}) -> tensor<8x4xf32> {
  return %x : tensor<8x4xf32>
}
