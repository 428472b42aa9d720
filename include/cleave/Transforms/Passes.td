//===- Passes.td - cleave transformation passes ------------*- tablegen -*-===//
//
// The passes of the Cleave pipeline, one per stage of the data flow.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_TRANSFORMS_PASSES_TD
#define CLEAVE_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def CleaveVerifyShardings : Pass<"cleave-verify-shardings", "ModuleOp"> {
  let summary = "checks that every tensor value carries a sharding";
  let description = [{
    Reports, as an error, every function argument, function result and op
    result of tensor type that has no `cleave.sharding`. Run it after
    propagation to check that nothing was left open; on its own it tells a
    user which values still need an annotation.
  }];
  let statistics = [
    Statistic<"numChecked", "num-checked", "tensor values checked">,
  ];
}

def CleaveNormalize : Pass<"cleave-normalize", "ModuleOp"> {
  let summary = "rewrites tensor.gather into the linalg lookup Cleave shards";
  let description = [{
    Rewrites every `tensor.gather` into the form torch-mlir and
    tosa-to-linalg give an embedding lookup: a `linalg.generic` over the
    result whose body reads the source with `tensor.extract`, at the
    gathered positions (one slice of the index tensor per gathered dim, an
    operand of the generic) and at `linalg.index` of the other dims. Its
    sharding rule then makes index-batch dims and untouched source dims
    parallel and a split gathered dim a masked lookup with a partial (sum)
    result: Megatron's vocabulary-parallel embedding. A position out of
    range reads zero. `tosa.scatter`, which `tosa-to-linalg` does not lower,
    becomes a `tensor.scatter`. `cleave-propagate`, `cleave-auto-shard` and
    `cleave-import` run this first; `cleave-prepare-for-llvm` rewrites any
    gather still left and lowers `tensor.scatter` to a loop of
    `tensor.insert_slice`. A gather it cannot rewrite (dynamic shapes, an
    element type that is neither float nor integer) is an error naming it.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::tensor::TensorDialect"];
}

def CleaveRepeatStep : Pass<"cleave-repeat-step", "ModuleOp"> {
  let summary = "runs a training step N times in one program";
  let description = [{
    A training step takes inputs, parameters and optimizer state and returns
    the loss and the updated parameters and state, each under the
    `cleave.name` of the argument it replaces. This pass replaces the step
    by a function of the same name and arguments that calls it `steps`
    times, each call reading the previous call's updated values, and
    returns the final parameters and state plus every other result stacked
    per step on a new leading dim (the loss curve, `tensor<N x ...>`). The
    step becomes the private `<name>_step`. `cleave-run --steps N` runs it
    before partitioning, so `--verify` compares the N-step curve and final
    state with the unpartitioned N steps. Errors: no result named like an
    argument, a name two arguments share, a carried result whose type
    differs from its argument's, a result that is not a static tensor.
  }];
  let options = [
    Option<"entry", "entry", "std::string", "\"\"",
           "the step function (default: the only public function)">,
    Option<"steps", "steps", "int64_t", "1", "how many steps">,
  ];
  let dependentDialects = ["::mlir::func::FuncDialect",
                           "::mlir::tensor::TensorDialect"];
}

def CleaveRematerialize : Pass<"cleave-rematerialize", "ModuleOp"> {
  let summary = "recomputes values where the per-device peak is over a limit";
  let description = [{
    Activation recomputation on per-device programs (functions with
    `cleave.partitioned`; run it after `cleave-partition`, where XLA runs
    its rematerialization). While a function's peak memory, as
    `cleave-estimate` computes it, is above `memory-limit` (bytes; 0, the
    default, is the device capacity of `cluster`), it takes a value live at
    the peak but not read there whose producer can run again just before
    the value's next read with every input still live there (or an
    argument, or a fresh empty / fill init, which the copy gets anew), and
    clones the producer there; the later reads take the copy, so the
    value's buffer is free in between. The value freeing the most bytes per
    second of recomputation (the cost model's roofline time of the
    producer) goes first; a step that would raise the peak is undone; each
    producer is recomputed at most once and `max-recomputations` bound the
    steps. Collectives, views and ops with side effects are never
    recomputed. When the limit cannot be met the pass warns and keeps what
    it did. `report-file` prints the peak before and after, and each
    recomputed op with the bytes it frees and the seconds it adds.
  }];
  let options = [
    Option<"cluster", "cluster", "std::string", /*default=*/"\"cpu-mpi\"",
           "cluster preset name or JSON file (prices and device capacity)">,
    Option<"memoryLimit", "memory-limit", "int64_t", /*default=*/"0",
           "peak bytes per device to get under (0: the device capacity)">,
    Option<"maxRecomputations", "max-recomputations", "unsigned",
           /*default=*/"10000", "most values recomputed per function">,
    Option<"reportFile", "report-file", "std::string", /*default=*/"\"\"",
           "write what was recomputed to this file ('-' for stdout)">,
  ];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect"];
}

def CleavePropagate : Pass<"cleave-propagate", "ModuleOp"> {
  let summary = "fills in shardings from the annotations, through factor rules";
  let description = [{
    Starting from the `cleave.sharding` annotations on function arguments,
    function results, op results and `cleave.constraint` ops, propagates
    shardings forwards and backwards through every op that has a sharding
    rule (see ShardingRuleOpInterface) until nothing changes, and writes a
    `cleave.sharding` on every tensor value: function arguments and results
    and every op result.

    * Closed dims (`{}`, `{"x"}`) never change; open dims (`{?}`,
      `{"x", ?}`) may be extended.
    * Annotations with explicit priorities (`p0` strongest) propagate first,
      in rounds; then annotations without a priority. Shardings that arrive
      by propagation keep the priority of their source.
    * For each factor of an op the strongest candidate wins (then the one
      with more axes, then the larger tensor, then the first operand); a
      tensor whose closed sharding disagrees is recorded as a conflict and
      will be resharded by the partitioner. Each op costs time linear in
      its operands.
    * Sharding a reduction factor leaves the result partial over its axes
      (`partial = {"x"}`). Partial values flow through linear ops (add, sub,
      negation, scaling, transpose, reshapes, contractions in one operand)
      instead of being reduced at once.
    * Values crossing `func.call`, `func.return`, `scf.for`, `scf.if` and
      `cleave.constraint` keep one sharding on both sides.
    * Ops without a rule are treated as replicated with a warning that names
      them.

    With `explain`, every op gets a remark saying where each sharded dim
    came from (which annotation, forward or backward, through which op) and
    every conflict and how it was settled; `report-file` writes the same as
    a text report.
  }];
  let options = [
    Option<"explain", "explain", "bool", /*default=*/"false",
           "emit a remark per op on where each sharding came from">,
    Option<"reportFile", "report-file", "std::string", /*default=*/"\"\"",
           "write the explanation report to this file ('-' for stdout)">,
    Option<"keepOpen", "keep-open", "bool", /*default=*/"false",
           "keep open dims open in the output (for a later auto-shard)">,
  ];
  let statistics = [
    Statistic<"numConflicts", "num-conflicts", "conflicts that force a reshard">,
    Statistic<"numNoRule", "num-no-rule", "ops without a sharding rule">,
    Statistic<"numVisits", "num-visits", "op visits until the fixpoint">,
  ];
}

def CleaveAutoShard : Pass<"cleave-auto-shard", "ModuleOp"> {
  let summary = "chooses shardings by cost: cluster spec, cost model, solver";
  let description = [{
    Chooses a sharding for every function argument and every op with a
    sharding rule and writes them as `cleave.sharding` annotations, which
    `cleave-propagate` and `cleave-partition` then consume:

    ```sh
    cleave-opt model.mlir --cleave-auto-shard=cluster=8xH100-NVLink \
        --cleave-propagate --cleave-partition
    ```

    * Candidates: every way to give each mesh axis to at most one factor
      (parallel or reduction) of the op (major axes first) that splits the
      factor evenly; for arguments, to one dim. Closed dims of existing
      annotations are hard constraints. Empty tensors, fills and constants
      are left to propagation (they cost nothing to build at any sharding).
    * Costs from the cluster spec (`cluster`: a preset or a JSON file, see
      docs/cost-model.md): per-device compute time per strategy (roofline),
      per edge the time of the collectives the reshard planner would emit
      between the producer's and the consumer's strategies, and per strategy
      the bytes of its results per device, live from definition to last use.
    * The problem is solved by the strategy solver (docs/solver.md): exact
      where possible, else an anytime search bounded by `time-limit` and
      `iterations` (deterministic for a given `seed` when the iteration
      bound is reached first). With `memory-limit` the device memory of the
      cluster spec caps the peak; if nothing fits, the pass fails with an
      error.
    * `report-file` writes the chosen sharding per op and the estimated step
      time split into compute, partial-sum reductions and other resharding,
      with peak memory per device, for the chosen plan and for the
      replicated, data-parallel, Megatron-style tensor-parallel and 2-D
      plans priced by the same model (and, for a training step, ZeRO-1/2/3
      with what is live at each plan's peak by role); `report-plans` lists
      every plain plan's shardings too. `plan=NAME` applies that plain plan
      instead of the cheapest (`plan=zero-3` for FSDP-style sharding).
    * Repeated blocks are planned once (CFP's reuse of parallel blocks):
      nodes whose op, types, strategies and surroundings up to
      `reuse-depth` edges away are the same (the same op of every layer of
      a transformer, a layer's weights) form a class, and the solver picks
      one strategy per class on a problem of one node per class, each
      edge's costs added to the classes it joins. The report says how many
      classes the nodes formed. If the tied plan exceeds the memory limit,
      the full problem is solved. `reuse-blocks=false` always solves the
      full problem.
    * `keep-axes=A,...`: the search leaves these axes to the annotations:
      every value carries them where `cleave-propagate` would put them
      (a data-parallel axis on the batch), and the search splits the rest.
      `microbatch-axes=A,...` are kept axes that are not devices: their
      coordinates run one after another on the same devices (the
      micro-batches of `cleave-pipeline`), so the cluster counts no devices
      for them and a reduction over them (gradient accumulation) is free.
  }];
  let options = [
    Option<"cluster", "cluster", "std::string", /*default=*/"\"cpu-mpi\"",
           "cluster preset name or JSON file">,
    // A string, parsed by the pass: a malformed number then gets a message
    // naming it (a double option's parse error ends in an empty
    // "<unknown>:0: error:" from the pass-option parser).
    Option<"timeLimit", "time-limit", "std::string", /*default=*/"\"2.0\"",
           "solver time limit in seconds (a positive number)">,
    Option<"iterations", "iterations", "int64_t", /*default=*/"20000",
           "solver search iterations (negative: time limit only)">,
    Option<"seed", "seed", "uint64_t", /*default=*/"1", "solver seed">,
    Option<"memoryLimit", "memory-limit", "bool", /*default=*/"true",
           "cap peak memory per device at the device capacity">,
    Option<"maxStrategies", "max-strategies", "unsigned", /*default=*/"64",
           "most strategies kept per op (the cheapest to compute)">,
    Option<"reuseBlocks", "reuse-blocks", "bool", /*default=*/"true",
           "solve repeated blocks once: nodes of the same structure within "
           "`reuse-depth` edges (a layer's ops and weights, repeated per "
           "layer) take one strategy; the full problem is solved instead "
           "when that plan does not fit the memory limit">,
    Option<"reuseDepth", "reuse-depth", "unsigned", /*default=*/"3",
           "edges around a node compared to find its repeats">,
    Option<"reportFile", "report-file", "std::string", /*default=*/"\"\"",
           "write the plan report to this file ('-' for stdout)">,
    Option<"dumpProblem", "dump-problem", "std::string", /*default=*/"\"\"",
           "also write the strategy problem (IOPDDL JSON, for cleave-solve)">,
    Option<"reportPlans", "report-plans", "bool", /*default=*/"false",
           "also list each plain plan's shardings in the report">,
    Option<"progress", "progress", "std::string", /*default=*/"\"auto\"",
           "a line on stderr per phase of each function (building the "
           "strategies, solving, comparing with the plain plans), with the "
           "time spent: true, false, or auto (when stderr is a terminal)">,
    Option<"plan", "plan", "std::string", /*default=*/"\"auto\"",
           "plan to apply: auto (the cheapest that fits), replicated, "
           "data-parallel, tensor-parallel, 2d, or for a training step "
           "zero-1, zero-2, zero-3">,
    ListOption<"keepAxes", "keep-axes", "std::string",
               "mesh axes the search does not place: values carry them "
               "where propagating the annotations puts them">,
    ListOption<"microbatchAxes", "microbatch-axes", "std::string",
               "kept axes whose coordinates run one after another on the "
               "same devices (micro-batches): no devices of the cluster, "
               "reductions over them are local accumulations">,
  ];
  let statistics = [
    Statistic<"numNodes", "num-nodes", "nodes in the strategy problems">,
  ];
}

def CleavePipeline : Pass<"cleave-pipeline", "ModuleOp"> {
  let summary = "cuts a step into pipeline stages and emits a schedule";
  let description = [{
    Pipeline parallelism on an annotated (or plain) function: a training
    step (results named like the arguments they replace) or, with
    `inputs`, a forward program.

    1. Micro-batches: the micro-batched arguments (a training step's
       arguments that no result replaces, or those matching `inputs`) get a
       mesh axis `microbatch` of size `microbatches`, minor on `batch-dim`;
       `partition-pipeline` (propagate + partition) then shards every
       stage, as it would a data-parallel step.
    2. Phases: the partitioned ops that read a micro-batch run per
       micro-batch; an all_reduce over `microbatch` is gradient (and loss)
       accumulation; what reads an accumulated value runs once, after the
       last micro-batch (the update). The per-micro-batch ops that the
       unreplaced results (the loss) depend on are the forward, the others
       the backward.
    3. Stages: the forward ops, in order, are cut into
       `stages * virtual-stages` chunks of equal FLOPs (or before the first
       op reading an argument named by each `cut-at` glob); a backward op
       joins the chunk of the forward values it reads, never a later chunk
       than its backward operands; an update op its gradient's chunk.
       Chunk c runs on stage c % stages.
    4. The program: one function per chunk and phase, and an entry on a
       mesh `stage` x (the user's axes) that branches on its stage and runs
       the stage's list of forward and backward steps (`schedule`, or
       `schedule-file` in the JSON of `write-schedule`). Values cross
       stages by `cleave.send` / `cleave.recv`; results are partial over
       `stage` (the stage that computes one holds it, the others zeros).

    With `tensor-parallel=T` every stage is also split T ways: the mesh
    gets an axis `model` of size T (minor), and `cleave-auto-shard`
    (`microbatch-axes=microbatch`, `keep-axes=` the replica and the user's
    axes, on `cluster`) chooses each stage's sharding over it before
    propagation and partitioning.
    With `plan=true`, `tensor-parallel=1,2,4,8` lists the degrees the
    planner tries with every stage count.

    Misuse is an error naming it: a collective over `microbatch` other
    than a reduction, a batch dim the micro-batches do not divide, fewer
    forward ops than chunks, an invalid or deadlocking schedule.
  }];
  let options = [
    Option<"stages", "stages", "int", /*default=*/"2",
           "pipeline stages (device groups)">,
    Option<"microbatches", "microbatches", "int", /*default=*/"4",
           "micro-batches per step">,
    Option<"virtualStages", "virtual-stages", "int", /*default=*/"1",
           "chunks per stage (interleaved / breadth-first)">,
    Option<"schedule", "schedule", "std::string", /*default=*/"\"1f1b\"",
           "gpipe, 1f1b, interleaved or breadth-first">,
    Option<"scheduleFile", "schedule-file", "std::string", /*default=*/"\"\"",
           "read the per-stage steps from this JSON file instead">,
    Option<"writeSchedule", "write-schedule", "std::string",
           /*default=*/"\"\"", "write the schedule as JSON to this file">,
    Option<"batchDim", "batch-dim", "int", /*default=*/"0",
           "dim of the micro-batched arguments that is split">,
    ListOption<"inputs", "inputs", "std::string",
               "globs of the cleave.name of the micro-batched arguments">,
    ListOption<"cutAt", "cut-at", "std::string",
               "globs of argument names: a chunk starts at the first forward "
               "op reading one">,
    Option<"partitionPipeline", "partition-pipeline", "std::string",
           /*default=*/"\"cleave-propagate,cleave-partition\"",
           "how each stage is sharded and partitioned">,
    Option<"reportFile", "report-file", "std::string", /*default=*/"\"\"",
           "write the cut and the schedule to this file ('-' for stdout)">,
    Option<"cluster", "cluster", "std::string", /*default=*/"\"\"",
           "cluster preset or JSON file: simulate the schedule on it and "
           "report the step time, bubble and peak memory per stage">,
    Option<"timeline", "timeline", "std::string", /*default=*/"\"\"",
           "with cluster: write the simulated step as PREFIX.json (Chrome "
           "trace / Perfetto) and PREFIX.svg">,
    Option<"simulateOnly", "simulate-only", "bool", /*default=*/"false",
           "with cluster: simulate the shape (given, or chosen by plan) and "
           "write the report and cleave.pipeline_simulated without building "
           "the pipelined program; the module is otherwise left as it was">,
    Option<"replicas", "replicas", "int", /*default=*/"1",
           "data-parallel replicas of every stage: a mesh axis 'replica' "
           "(after 'stage') on the batch dim, major to the micro-batches">,
    Option<"cut", "cut", "std::string", /*default=*/"\"flops\"",
           "flops (chunks of equal forward FLOPs) or dp (with cluster: the "
           "fastest memory-fitting cut of forward + backward times, by "
           "dynamic programming)">,
    Option<"plan", "plan", "bool", /*default=*/"false",
           "with cluster: choose stages, replicas (the cluster's device "
           "groups left to each stage), micro-batches, schedule and virtual "
           "stages by simulating each candidate (cut=dp), then emit the "
           "fastest that fits memory">,
    Option<"devices", "devices", "int", /*default=*/"0",
           "with plan: how many of the cluster's devices to plan for (0: "
           "all of them); a multiple of the module mesh's devices, at most "
           "the cluster's: one spec file serves every device count">,
    Option<"maxStages", "max-stages", "int", /*default=*/"0",
           "with plan: most stages to try (0: as many as the cluster has "
           "device groups, at most 64)">,
    Option<"prune", "prune", "bool", /*default=*/"true",
           "with plan: skip a candidate (and the partitioning it would "
           "need) whose lower bound, the step's compute over all devices "
           "stretched by its schedule's bubble, is no faster than a fitting "
           "plan already simulated; false simulates every candidate">,
    ListOption<"microbatchSize", "micro-batch-size", "int",
               "with plan: micro-batch sizes to try (examples per replica "
               "and micro-batch): each stages x replicas candidate takes "
               "microbatches = batch / (replicas x size) for every size that "
               "divides (one stage included); default: microbatches = S, "
               "2S, 4S and 8S for S stages, and batch / replicas (one "
               "example per micro-batch, Megatron-LM's) where it divides">,
    Option<"sharePartitions", "share-partitions", "bool", /*default=*/"true",
           "with plan: candidates with the same tensor-parallel degree and "
           "micro-batch size (batch / (microbatches x replicas)) share one "
           "partition, its micro-batch and replica axes resized (the chosen "
           "one is simulated again on its own); false partitions each "
           "(microbatches, replicas, tensor-parallel) apart">,
    Option<"progress", "progress", "std::string", /*default=*/"\"auto\"",
           "with plan: a line on stderr per candidate simulated (its step "
           "time, the best so far, the time spent and left): true, false, "
           "or auto (when stderr is a terminal)">,
    Option<"recompute", "recompute", "std::string", /*default=*/"\"\"",
           "activation recomputation the simulated step prices: none (the "
           "default without plan), full (each chunk keeps its inputs and "
           "runs its forward again before its backward), selective "
           "(contractions' results kept, the other forward ops run again); "
           "with plan, auto (the default there) tries all three per "
           "candidate">,
    ListOption<"tensorParallel", "tensor-parallel", "int",
               "tensor-parallel degree T: each stage's devices get a mesh "
               "axis 'model' of size T, and cleave-auto-shard shards every "
               "stage over it (the micro-batch and replica axes kept to the "
               "batch); with plan, the degrees to try">,
  ];
  let dependentDialects = ["::mlir::scf::SCFDialect",
                           "::mlir::bufferization::BufferizationDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::func::FuncDialect"];
}

def CleavePartition : Pass<"cleave-partition", "ModuleOp"> {
  let summary = "rewrites sharded functions into per-device programs";
  let description = [{
    Turns every function whose tensors carry shardings (run
    `cleave-propagate` first) into the program each device runs:

    * Argument and result types become local (per-device) types; each keeps
      its `cleave.sharding` and gains `cleave.global_type` with the global
      type, and the function gets `cleave.partitioned`, so a runtime knows
      how to split inputs and assemble outputs.
    * Each op is given one assignment of mesh axes to its factors (results'
      shardings first, then operands'); operands are resharded to what that
      assignment needs and the op is rebuilt on local shapes
      (`tensor.empty` sizes, `expand_shape` output shapes, slice sizes,
      `tensor.reshape` shapes; non-splat constants are sliced locally).
      Splitting a reduction factor leaves a partial result; a read
      accumulator (a matmul's init that is not a zero fill) joins the partial
      sum on one device only. `linalg.index` is offset by the shard's start.
    * Every reshard becomes explicit collectives, planned in steps: partial
      values are reduced (`reduce_scatter` where the target splits a dim by
      the reduced axis next, else `all_reduce`); axes that must leave a dim
      move to another dim with `all_to_all` when the target splits that dim
      by them next, else are gathered (`all_gather`, several axes at once);
      new axes are sliced in locally (`all_slice`). Empty tensors, fills and
      splat constants are rebuilt at the target sharding instead.
    * Dims that the axes' device count does not divide hold
      ceil(size / devices) per device, the last shards padded; reductions
      over such a factor mask the padding, and reshards of such a dim go
      through the unpadded whole (docs/partition.md). Split dynamic dims
      are refused with an error naming the value and the dim.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::linalg::LinalgDialect",
    "::mlir::tensor::TensorDialect", "::mlir::scf::SCFDialect",
  ];
  let statistics = [
    Statistic<"numCollectives", "num-collectives", "collectives emitted">,
  ];
}

def CleaveCombineReductions : Pass<"cleave-combine-reductions", "ModuleOp"> {
  let summary = "combines small independent all_reduces into buckets";
  let description = [{
    In per-device programs, `all_reduce`s of the same mesh, axes, kind and
    element type that do not depend on one another (a training step's
    gradient reductions) are combined, as XLA's all-reduce combiner and
    PyTorch DDP's gradient buckets do: their operands are flattened and
    packed into one buffer, reduced by one `all_reduce`, and unpacked. A
    bucket is emitted before the first op that reads one of its results,
    or when it holds `bucket-bytes`. Buckets fill in the order the
    operands become ready (a backward pass makes the last layer's gradients
    first, so they share the first bucket, as DDP's reverse-order buckets
    do). Each collective's fixed latency is then paid once per bucket
    instead of once per tensor.

    `bucket-bytes` = 0 (the default) chooses the size: with `cluster=`,
    the smallest power of two from 1 MiB at which the all_reduce's latency
    is at most 5% of its time on that cluster's link for the axes, capped
    at 25 MiB (DDP's default bucket); without a cluster, 25 MiB. With
    `report-file=` (`-` for stdout) the pass lists each bucket and, with
    `cluster=`, the time the cost model gives the reductions before and
    after combining (the packing copies included).
  }];
  let options = [
    Option<"bucketBytes", "bucket-bytes", "int64_t", /*default=*/"0",
           "most bytes per combined all_reduce (0: chosen from cluster=, "
           "else 25 MiB)">,
    Option<"cluster", "cluster", "std::string", /*default=*/"\"\"",
           "cluster preset or JSON file: prices the buckets and chooses "
           "their size">,
    Option<"reportFile", "report-file", "std::string", /*default=*/"\"\"",
           "write the buckets (and the estimated saving) to this file ('-' "
           "for stdout)">,
  ];
  let dependentDialects = ["::mlir::tensor::TensorDialect"];
  let statistics = [
    Statistic<"numCombined", "num-combined", "all_reduces combined">,
    Statistic<"numBuckets", "num-buckets", "combined all_reduces emitted">,
  ];
}

def CleaveScheduleCollectives : Pass<"cleave-schedule-collectives", "ModuleOp"> {
  let summary = "starts collectives early and waits for them late";
  let description = [{
    Overlaps communication with compute in per-device programs. Each
    `all_reduce`, `reduce_scatter` and `all_gather` of a statically shaped
    tensor becomes a `cleave.async_start` (the collective in its region)
    and a `cleave.wait`:

    * the wait goes just before the first op of its block that reads the
      result;
    * the start goes as early as its operand allows: right after the op
      that completes it, with the copies and reshapes that build it (a
      combined reduction's packing, a scaling) moved up along with it when
      they are pure. A gradient reduction so starts as soon as its gradient
      (or its bucket's last gradient) exists, while the backward pass goes
      on;
    * `all_gather`s, whose results are larger than their operands and whose
      operands (parameters) often exist from the start, are held to
      `max-gathers-in-flight` at any point: with 2, a ZeRO-3 / FSDP gather
      is prefetched one use ahead, not all at once at entry.

    Gathers keep their order; reductions start whenever their operand is
    ready. Other ops keep their order; all devices run the same program, so
    they start the collectives in the same order. Collectives inside loops
    are scheduled within the loop body. Run it last, after
    `cleave-optimize-collectives` and `cleave-combine-reductions`
    (`cleave-run` does, unless `--overlap=false`).
  }];
  let options = [
    Option<"maxGathersInFlight", "max-gathers-in-flight", "int64_t",
           /*default=*/"2",
           "most started all_gathers in flight at any point of a block (at "
           "least 1)">,
  ];
  let statistics = [
    Statistic<"numStarted", "num-started", "collectives started early">,
  ];
}

def CleaveOptimizeCollectives : Pass<"cleave-optimize-collectives", "ModuleOp"> {
  let summary = "simplifies and merges collectives";
  let description = [{
    Local rewrites of per-device programs, repeated to a fixpoint:

    * collectives over axes of size 1 (or whose group has one device)
      disappear;
    * `all_reduce` then `all_slice` over the same axes become one
      `reduce_scatter`;
    * `all_gather` then `all_slice` of the same axes and dim disappear;
    * `all_slice` then `all_gather` of the same axes and dim disappear;
    * back-to-back `all_reduce`s of the same kind merge into one over both
      axis sets; an `all_gather` of a value gathered along the same dim
      merges into one over both axis sets (major axes first).
  }];
  let statistics = [
    Statistic<"numRemoved", "num-removed", "collectives removed">,
  ];
}

def CleavePrintShardingRules : Pass<"cleave-print-sharding-rules", "ModuleOp"> {
  let summary = "prints every op's sharding rule as a remark";
  let description = [{
    For every op with a sharding rule, emits a remark listing its factors
    (size and kind), the factors of each operand and result dim (`f0*f1` for
    a compound dim, `-` for a dim no factor indexes), the reduction kind and
    how partial values flow. Ops without a rule get a remark saying so.
    Useful to check what propagation will do with an op.
  }];
}

def CleaveApplyNameRules : Pass<"cleave-apply-name-rules", "ModuleOp"> {
  let summary = "shards function arguments by name, from a rules file";
  let description = [{
    Reads a rules file and writes a `cleave.sharding` on every function
    argument whose `cleave.name` (written by the exporters in
    `python/cleave_export`, e.g. `h.0.attn.c_attn.weight`) matches a rule.
    A plan is data, small enough to read in a review (the blank before each
    closing `]` below is only there for TableGen):

    ```
    # comments start with '#'
    cleave.mesh @mesh = <["data"=2, "model"=2]>   # optional: declares the mesh
    input_ids             -> [{"data"}, {} ]
    *.attn.c_attn.weight  -> [{}, {"model"} ]
    *.attn.c_proj.weight  -> [{"model"}, {} ]
    *.ln_*                -> [{} ]
    ```

    Each rule is `GLOB -> SHARDING`: a glob (`*`, `?`, `[...]`, `{a,b}`) over
    the whole name, and the dims of a `#cleave.sharding` on the module's only
    mesh (or a whole `#cleave.sharding<@m, ...>`). Rules are tried in order
    and the first match wins; an argument that already has a sharding, or
    that no rule matches, is left as it is, so `cleave-auto-shard` or
    `cleave-propagate` chooses it. A malformed line, a sharding that does not
    fit the argument it matches, and a missing mesh are errors naming the file
    and line. So is a rule that matches no unsharded argument (a typo in a
    name, a rule shadowed by an earlier one): with `allow-unmatched` it is a
    warning instead (one rules file for several models).
  }];
  let options = [
    Option<"file", "file", "std::string", /*default=*/"\"\"",
           "the rules file">,
    Option<"allowUnmatched", "allow-unmatched", "bool", /*default=*/"false",
           "a rule that matches no unsharded argument is a warning, not an "
           "error">,
  ];
  let statistics = [
    Statistic<"numSharded", "num-sharded", "arguments sharded by a rule">,
  ];
}

#endif // CLEAVE_TRANSFORMS_PASSES_TD
