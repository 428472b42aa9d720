//===- Passes.td - cleave analysis passes -------------------*- tablegen -*-===//
//
// Passes that read the IR and report estimates without changing it.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_ANALYSIS_PASSES_TD
#define CLEAVE_ANALYSIS_PASSES_TD

include "mlir/Pass/PassBase.td"

def CleaveEstimate : Pass<"cleave-estimate", "ModuleOp"> {
  let summary = "reports the estimated time and peak memory of each function";
  let description = [{
    Prices every function of the module on a cluster spec (see
    docs/cost-model.md) and prints, per function, a table with one row per
    op that costs something: the op, its location, its (local) result shape,
    FLOPs, bytes moved to and from memory, the roofline compute time and,
    for collectives, the kind, the mesh axes, the buffer bytes and the
    alpha-beta communication time. Totals follow: compute time,
    communication time, their sum (no overlap of compute and communication
    is assumed), and the peak memory per device against the device's
    capacity (a warning is emitted when it does not fit).

    A function marked `cleave.partitioned` is a per-device program: its
    shapes are local and its collectives are priced on the mesh they name.
    Any other function is priced as running on one device, a baseline.
    Ops inside `scf.for` loops with constant bounds count once per
    iteration. The IR is not changed.

    `cluster` is a preset name (8xH100-NVLink, 8xH200-NVLink, 2x8xH100-IB,
    8xA100-DGX, cpu-mpi) or the path of a JSON spec; a mesh with more
    devices than the cluster, or a bad spec, is an error. `format=json`
    writes the same figures as JSON (schema in docs/cost-model.md);
    `print-cluster` first writes the spec itself (in the JSON file format),
    then each function's mesh axes with the link each one was placed on.
  }];
  let options = [
    Option<"cluster", "cluster", "std::string", /*default=*/"\"cpu-mpi\"",
           "cluster preset name or path to a JSON cluster spec">,
    Option<"format", "format", "std::string", /*default=*/"\"text\"",
           "report format: text or json">,
    Option<"printCluster", "print-cluster", "bool", /*default=*/"false",
           "write the cluster spec, as JSON, before the report (text format)">,
    Option<"output", "output", "std::string", /*default=*/"\"-\"",
           "file to write the report to ('-' for stdout)">,
  ];
}

def CleaveVisualizeSharding : Pass<"cleave-visualize-sharding", "ModuleOp"> {
  let summary = "prints the per-device grid of named tensors";
  let description = [{
    For every function argument and result whose `cleave.name` matches the
    glob `name`, prints its type, sharding, mesh and per-device (local)
    shape, then a grid: a row per block of dim 0, a column per block of the
    other dims, each cell listing the devices (row-major mesh numbering)
    that hold the block, as JAX's `visualize_array_sharding` draws it.
    Per-part dims list each part's range; a partial value says over which
    axes its devices hold partial values. A tensor without a sharding is
    printed as replicated. Run it after `cleave-propagate` to see what
    propagation chose; the Python API's `Plan.visualize` prints the same
    grid. No matching name is an error. The IR is not changed.
  }];
  let options = [
    Option<"name", "name", "std::string", /*default=*/"\"\"",
           "a glob over cleave.names of function arguments and results">,
  ];
}

#endif // CLEAVE_ANALYSIS_PASSES_TD
