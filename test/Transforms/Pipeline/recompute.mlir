// Activation recomputation in the simulated step (recompute=): the zoo's
// 8-layer GPT-2 training step in 2 stages of 4 micro-batches on
// Inputs/four-cpus.json. none keeps every forward value a backward reads;
// selective keeps the contractions' results and runs the other forward ops
// (norms, softmax, GELU, ...) again before the backward; full keeps each
// chunk's inputs and runs its whole forward again. Each makes the stages
// busier and their peaks lower (Inputs/recompute-order.py).
// RUN: cleave-opt %cleave_src_root/examples/models/gpt2-8l-train.mlir '--cleave-pipeline=stages=2 microbatches=4 cluster=%S/Inputs/four-cpus.json report-file=%t.none' -o /dev/null
// RUN: cleave-opt %cleave_src_root/examples/models/gpt2-8l-train.mlir '--cleave-pipeline=stages=2 microbatches=4 cluster=%S/Inputs/four-cpus.json recompute=selective report-file=%t.selective' -o /dev/null
// RUN: cleave-opt %cleave_src_root/examples/models/gpt2-8l-train.mlir '--cleave-pipeline=stages=2 microbatches=4 cluster=%S/Inputs/four-cpus.json recompute=full report-file=%t.full' -o /dev/null
// RUN: FileCheck %s --check-prefix=FULL < %t.full
// RUN: %python %S/Inputs/recompute-order.py %t.none %t.selective %t.full | FileCheck %s --check-prefix=ORDER
// FULL: simulated on four-cpus: step {{[0-9.]+}} ms, bubble {{[0-9.]+}}%, recompute=full
// ORDER: recompute order OK: 2 stages

// plan=true (recompute=auto, its default): each candidate is simulated with none,
// selective and full, and keeps the best (fitting memory first, then the
// faster step). With 2.5 MB per device no candidate fits without
// recomputation and selective is the fastest that fits; with 2 MB only
// full fits. The emitted program's simulation uses the chosen mode.
// RUN: cleave-opt %cleave_src_root/examples/models/gpt2-8l-train.mlir '--cleave-pipeline=plan=true recompute=none cluster=%S/Inputs/four-cpus-2.5mb.json report-file=-' -o /dev/null | FileCheck %s --check-prefix=NOFIT
// NOFIT: chosen: {{.*}} (no candidate fits memory)
// RUN: cleave-opt %cleave_src_root/examples/models/gpt2-8l-train.mlir '--cleave-pipeline=plan=true cluster=%S/Inputs/four-cpus-2.5mb.json recompute=auto report-file=-' -o /dev/null | FileCheck %s --check-prefix=AUTO25
// AUTO25: chosen: stages={{.*}} recompute=selective: step
// AUTO25-NOT: no candidate fits
// AUTO25: simulated on four-cpus-2.5mb: step {{[0-9.]+}} ms, bubble {{[0-9.]+}}%, recompute=selective
// RUN: cleave-opt %cleave_src_root/examples/models/gpt2-8l-train.mlir '--cleave-pipeline=plan=true cluster=%S/Inputs/four-cpus-2mb.json report-file=-' -o /dev/null | FileCheck %s --check-prefix=AUTO2
// AUTO2: chosen: stages={{.*}} recompute=full: step
// AUTO2: recompute=full, step {{[0-9.]+}} ms

// Misuse.
// RUN: not cleave-opt %cleave_src_root/examples/models/gpt2-8l-train.mlir '--cleave-pipeline=stages=2 cluster=%S/Inputs/four-cpus.json recompute=some' -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: error: cleave-pipeline: recompute must be 'none', 'full' or 'selective' (or 'auto' with plan=true), not 'some'
// RUN: not cleave-opt %cleave_src_root/examples/models/gpt2-8l-train.mlir '--cleave-pipeline=stages=2 cluster=%S/Inputs/four-cpus.json recompute=auto' -o /dev/null 2>&1 | FileCheck %s --check-prefix=AUTO
// AUTO: error: cleave-pipeline: recompute must be 'none', 'full' or 'selective' (or 'auto' with plan=true), not 'auto'
// RUN: not cleave-opt %cleave_src_root/examples/models/gpt2-8l-train.mlir '--cleave-pipeline=stages=2 recompute=full' -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOCLUSTER
// NOCLUSTER: error: cleave-pipeline: recompute= prices the simulated step; it needs cluster=
