// cleave-pipeline on the zoo's MLP training step (examples/models/
// mlp-train.mlir: 8x32 inputs, three linear layers, MSE, SGD with
// momentum): 2 stages, 4 micro-batches of 2 rows. The mesh becomes
// ["stage"=2]; each stage is a function holding its schedule (forward
// steps, backward steps, the update); the boundary activations go forward
// and their gradients back by cleave.send / cleave.recv, one tag per
// (value, micro-batch); the entry branches on the stage. --verify runs of
// pipelined programs are in test/Models/pipeline-train.test.
// RUN: split-file %s %t
// RUN: cleave-opt %cleave_src_root/examples/models/mlp-train.mlir '--cleave-pipeline=stages=2 microbatches=4 schedule=gpipe report-file=%t/report.txt write-schedule=%t/gpipe.json' | FileCheck %s
// RUN: FileCheck %s --check-prefix=REPORT < %t/report.txt
// RUN: FileCheck %s --check-prefix=JSON < %t/gpipe.json
// CHECK: cleave.mesh @mesh = <["stage"=2]>
// CHECK: func.func private @train_step_stage0(%arg0: tensor<8x32xf32>
// CHECK: tensor.extract_slice %arg0[0, 0] [2, 32] [1, 1]
// CHECK: cleave.send %{{.*}} over @mesh["stage"] to 1 tag = 0 : tensor<2x64xf32>
// CHECK: cleave.recv over @mesh["stage"] from 1 tag = 0
// CHECK: func.func private @train_step_stage1
// CHECK: cleave.recv over @mesh["stage"] from 0 tag = 0 : tensor<2x64xf32>
// CHECK: cleave.send %{{.*}} over @mesh["stage"] to 0 tag = 0
// CHECK: func.func @train_step(%arg0: tensor<8x32xf32> {cleave.global_type = tensor<8x32xf32>, cleave.name = "x", cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>}
// CHECK-SAME: -> (tensor<f32> {cleave.global_type = tensor<f32>, cleave.name = "loss", cleave.sharding = #cleave.sharding<@mesh, [], partial = {"stage"}>}
// CHECK: cleave.group_index over @mesh["stage"] : index
// CHECK: scf.index_switch
// CHECK: call @train_step_stage0
// CHECK: bufferization.materialize_in_destination
// CHECK: call @train_step_stage1
// REPORT: pipeline of @train_step: 2 stages x 1 chunks, 4 micro-batches, schedule gpipe
// REPORT: chunk 0 (stage 0): 4 forward ops
// REPORT: chunk 1 (stage 1): 8 forward ops
// REPORT: stage 0: F0.0 F0.1 F0.2 F0.3 B0.3 B0.2 B0.1 B0.0
// REPORT: stage 1: F1.0 F1.1 F1.2 F1.3 B1.3 B1.2 B1.1 B1.0
// JSON: "microbatches": 4,
// JSON: "stages_steps": [

// Schedules: 1F1B's warm-up, interleaved (Megatron-LM's order) and
// breadth-first over 2 chunks per stage, a user's schedule file.
// RUN: cleave-opt %cleave_src_root/examples/models/mlp-train.mlir '--cleave-pipeline=stages=2 microbatches=4 schedule=1f1b report-file=-' -o /dev/null | FileCheck %s --check-prefix=ONEF
// ONEF: stage 0: F0.0 F0.1 B0.0 F0.2 B0.1 F0.3 B0.2 B0.3
// ONEF: stage 1: F1.0 B1.0 F1.1 B1.1 F1.2 B1.2 F1.3 B1.3
// RUN: cleave-opt %cleave_src_root/examples/models/mlp-train.mlir '--cleave-pipeline=stages=2 virtual-stages=2 microbatches=4 schedule=interleaved report-file=-' -o /dev/null | FileCheck %s --check-prefix=INTER
// INTER: 2 stages x 2 chunks, 4 micro-batches, schedule interleaved
// INTER: chunk 2 (stage 0)
// INTER: chunk 3 (stage 1)
// INTER: stage 0: F0.0 F0.1 F2.0 F2.1 F0.2 B2.0 F0.3 B2.1 F2.2 B0.0 F2.3 B0.1 B2.2 B2.3 B0.2 B0.3
// INTER: stage 1: F1.0 F1.1 F3.0 B3.0 F3.1 B3.1 F1.2 B1.0 F1.3 B1.1 F3.2 B3.2 F3.3 B3.3 B1.2 B1.3
// RUN: cleave-opt %cleave_src_root/examples/models/mlp-train.mlir '--cleave-pipeline=stages=2 virtual-stages=2 microbatches=2 schedule=breadth-first report-file=-' -o /dev/null | FileCheck %s --check-prefix=BF
// BF: stage 0: F0.0 F0.1 F2.0 F2.1 B2.1 B2.0 B0.1 B0.0
// BF: stage 1: F1.0 F1.1 F3.0 F3.1 B3.1 B3.0 B1.1 B1.0
// RUN: cleave-opt %cleave_src_root/examples/models/mlp-train.mlir '--cleave-pipeline=stages=2 microbatches=2 schedule-file=%t/mine.json report-file=-' -o /dev/null | FileCheck %s --check-prefix=FILE
// FILE: schedule mine
// FILE: stage 0: F0.0 F0.1 B0.0 B0.1

// The simulated step on a cluster preset: per-chunk times from the cost
// model, sends on the link between the stages' devices, the schedule run as discrete
// events; the timeline as a Chrome trace and an SVG.
// RUN: cleave-opt %cleave_src_root/examples/models/mlp-train.mlir '--cleave-pipeline=stages=2 microbatches=4 schedule=1f1b cluster=8xH100-NVLink timeline=%t/tl report-file=-' -o /dev/null | FileCheck %s --check-prefix=SIM
// SIM: simulated on 8xH100-NVLink: step {{[0-9.]+}} ms, bubble {{[0-9.]+}}%
// SIM-NEXT: stage 0: busy {{[0-9.]+}} ms, peak {{[0-9.]+}} MiB
// SIM-NEXT: stage 1: busy
// On two nodes, each pair of stages sends over the link between their
// devices: 4 stages of 4 replicas on 2 x 8 devices put stages 0-1 and 2-3
// in one node each, and only 1-2 crosses InfiniBand.
// RUN: cleave-opt %cleave_src_root/examples/models/mlp-train.mlir '--cleave-pipeline=stages=4 replicas=4 microbatches=2 schedule=gpipe cluster=2x8xH100-IB report-file=-' -o /dev/null | FileCheck %s --check-prefix=NODES
// NODES: simulated on 2x8xH100-IB: step
// NODES-NEXT: sends between stages: 0-1 intra_node, 1-2 inter_node, 2-3 intra_node
// A spec whose `axes` names a link for "stage" sends over it between every
// pair (no per-pair line).
// RUN: cleave-opt %cleave_src_root/examples/models/mlp-train.mlir '--cleave-pipeline=stages=2 replicas=2 microbatches=2 cluster=%S/Inputs/stage-link.json report-file=-' -o /dev/null | FileCheck %s --check-prefix=NAMED
// NAMED: simulated on stage-link: step
// NAMED-NEXT: stage 0: busy
// simulate-only: the same simulated step and report, without building the
// pipelined program; the module comes back as it was, with the figures.
// RUN: cleave-opt %cleave_src_root/examples/models/mlp-train.mlir '--cleave-pipeline=stages=2 microbatches=4 schedule=1f1b cluster=8xH100-NVLink report-file=%t/full.txt' -o /dev/null
// RUN: cleave-opt %cleave_src_root/examples/models/mlp-train.mlir '--cleave-pipeline=stages=2 microbatches=4 schedule=1f1b cluster=8xH100-NVLink report-file=%t/sim.txt simulate-only=true' | FileCheck %s --check-prefix=SIMONLY --implicit-check-not=cleave.send --implicit-check-not=cleave.recv
// SIMONLY: module attributes {cleave.pipeline_simulated = {bubble = {{.*}}, fits = true, peak_bytes = [{{.*}}], step_s = {{.*}}}}
// SIMONLY: func.func @train_step(%arg0: tensor<8x32xf32> {cleave.name = "x"}
// RUN: grep -v '^sends per step' %t/full.txt > %t/full-nosends.txt
// RUN: grep -v '^sends per step' %t/sim.txt | diff - %t/full-nosends.txt
// RUN: FileCheck %s --check-prefix=SIMREPORT < %t/sim.txt
// SIMREPORT: sends per step: not built (simulate-only)
// RUN: FileCheck %s --check-prefix=TRACE < %t/tl.json
// TRACE: "traceEvents"
// TRACE-SAME: "name":"F0.0"
// RUN: FileCheck %s --check-prefix=SVG < %t/tl.svg
// SVG: <svg
// SVG: <title>B1.3</title>

// Misuse.
// RUN: not cleave-opt %cleave_src_root/examples/models/mlp-train.mlir '--cleave-pipeline=timeline=%t/x' -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOCLUSTER
// NOCLUSTER: error: cleave-pipeline: timeline= needs cluster= (the simulated step)
// RUN: not cleave-opt %cleave_src_root/examples/models/mlp-train.mlir '--cleave-pipeline=simulate-only=true' -o /dev/null 2>&1 | FileCheck %s --check-prefix=SIMNOCLUSTER
// SIMNOCLUSTER: error: cleave-pipeline: simulate-only=true simulates the step on a cluster: it needs cluster=
// RUN: not cleave-opt %cleave_src_root/examples/models/mlp-train.mlir '--cleave-pipeline=cluster=no-such-cluster' -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADCLUSTER
// BADCLUSTER: cluster=no-such-cluster
// RUN: not cleave-opt %cleave_src_root/examples/models/mlp-train.mlir '--cleave-pipeline=schedule=zigzag' -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: error: cleave-pipeline: unknown schedule 'zigzag' (expected one of: gpipe, 1f1b, interleaved, breadth-first)
// RUN: not cleave-opt %cleave_src_root/examples/models/mlp-train.mlir '--cleave-pipeline=schedule=interleaved' -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOVIRT
// NOVIRT: error: cleave-pipeline: schedule 'interleaved' needs virtual-stages >= 2
// RUN: not cleave-opt %cleave_src_root/examples/models/mlp-train.mlir '--cleave-pipeline=schedule=interleaved virtual-stages=2 stages=2 microbatches=1' -o /dev/null 2>&1 | FileCheck %s --check-prefix=MULT
// MULT: error: cleave-pipeline: schedule 'interleaved' needs the micro-batches (1) to be a multiple of the stages (2)
// RUN: not cleave-opt %cleave_src_root/examples/models/mlp-train.mlir '--cleave-pipeline=schedule=1f1b virtual-stages=2' -o /dev/null 2>&1 | FileCheck %s --check-prefix=ONECHUNK
// ONECHUNK: error: cleave-pipeline: schedule '1f1b' runs one chunk per stage; virtual-stages=2 needs 'interleaved' or 'breadth-first'
// RUN: not cleave-opt %cleave_src_root/examples/models/mlp-train.mlir '--cleave-pipeline=stages=0' -o /dev/null 2>&1 | FileCheck %s --check-prefix=RANGE
// RUN: not cleave-opt %cleave_src_root/examples/models/mlp-train.mlir '--cleave-pipeline=microbatches=100000' -o /dev/null 2>&1 | FileCheck %s --check-prefix=RANGE
// RANGE: error: cleave-pipeline: stages and microbatches must be in [1, 4096] and virtual-stages in [1, 64]
// RUN: not cleave-opt %cleave_src_root/examples/models/mlp-train.mlir '--cleave-pipeline=microbatches=3' -o /dev/null 2>&1 | FileCheck %s --check-prefix=DIVIDE
// DIVIDE: error: micro-batched argument 0 (x): batch dim 0 of size 8 is not divisible into 3 micro-batches
// RUN: not cleave-opt %cleave_src_root/examples/models/mlp-train.mlir '--cleave-pipeline=stages=40' -o /dev/null 2>&1 | FileCheck %s --check-prefix=CHUNKS
// CHUNKS: error: cleave-pipeline: 12 forward ops cannot be cut into 40 chunks (stages x virtual-stages)
// RUN: not cleave-opt %cleave_src_root/examples/models/mlp.mlir '--cleave-pipeline' -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOTSTEP
// NOTSTEP: error: 'forward' is not a training step (no result is named like an argument); name the micro-batched arguments with inputs=NAME,...
// RUN: not cleave-opt %cleave_src_root/examples/models/mlp-train.mlir '--cleave-pipeline=stages=2 microbatches=2 schedule-file=%t/deadlock.json' -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEADLOCK
// DEADLOCK: error: cleave-pipeline: schedule 'deadlock': the schedule deadlocks: stage 0 waits at B0.0 for B1.0; stage 1 waits at F1.1 for F0.1
// RUN: not cleave-opt %cleave_src_root/examples/models/mlp-train.mlir '--cleave-pipeline=stages=2 microbatches=2 schedule-file=%t/missing.json' -o /dev/null 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: error: cleave-pipeline: schedule 'missing': step B1.1 is missing (stage 1)
// RUN: not cleave-opt %cleave_src_root/examples/models/mlp-train.mlir '--cleave-pipeline=stages=2 microbatches=4 schedule-file=%t/mine.json' -o /dev/null 2>&1 | FileCheck %s --check-prefix=SHAPE
// SHAPE: error: cleave-pipeline: schedule-file '{{.*}}mine.json' is for 2 stages x 1 chunks and 2 micro-batches; the options say 2 x 1 and 4
// RUN: not cleave-opt %cleave_src_root/examples/models/mlp-train.mlir '--cleave-pipeline=stages=2 microbatches=2 schedule-file=%t/bad.json' -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADJSON
// BADJSON: error: cleave-pipeline: schedule-file '{{.*}}bad.json': each step must be ["F" or "B", chunk, micro-batch]
// RUN: not cleave-opt %cleave_src_root/examples/models/mlp-train.mlir '--cleave-pipeline=stages=2 cut-at=nothing.*' -o /dev/null 2>&1 | FileCheck %s --check-prefix=CUT
// CUT: error: cut-at: no forward op after the previous cut reads an argument named 'nothing.*'
// RUN: cleave-opt %cleave_src_root/examples/models/mlp-train.mlir '--cleave-pipeline=stages=2 cut-at=4.* report-file=-' -o /dev/null | FileCheck %s --check-prefix=CUTAT
// CUTAT: chunk 0 (stage 0): 6 forward ops
// CUTAT: chunk 1 (stage 1): 6 forward ops, {{.*}}mlp-train.mlir":80:11)

//--- mine.json
{"name": "mine", "stages": 2, "microbatches": 2,
 "stages_steps": [[["F",0,0],["F",0,1],["B",0,0],["B",0,1]],
                  [["F",1,0],["B",1,0],["F",1,1],["B",1,1]]]}
//--- deadlock.json
{"name": "deadlock", "stages": 2, "microbatches": 2,
 "stages_steps": [[["F",0,0],["B",0,0],["F",0,1],["B",0,1]],
                  [["F",1,1],["F",1,0],["B",1,0],["B",1,1]]]}
//--- missing.json
{"name": "missing", "stages": 2, "microbatches": 2,
 "stages_steps": [[["F",0,0],["F",0,1],["B",0,0],["B",0,1]],
                  [["F",1,0],["B",1,0],["F",1,1]]]}
//--- bad.json
{"name": "bad", "stages": 2, "microbatches": 2,
 "stages_steps": [[["X",0,0]], []]}
