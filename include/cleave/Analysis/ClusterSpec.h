//===- ClusterSpec.h - devices and links the cost model prices ----*- C++ -*-===//
//
// A cluster spec says how fast the machine is: per device the peak FLOP/s of
// each element type, the memory bandwidth and capacity; how many devices a
// node holds and the links inside and between nodes. Bound to a mesh it also
// says which link each mesh axis uses. Specs come from built-in presets with
// published figures or from JSON files (docs/cost-model.md has the schema).
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_ANALYSIS_CLUSTERSPEC_H
#define CLEAVE_ANALYSIS_CLUSTERSPEC_H

#include "cleave/IR/CleaveOps.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Types.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

#include <map>
#include <optional>
#include <string>

namespace mlir {
namespace cleave {

/// How a collective over one link is scheduled; sets its latency steps.
enum class CollectiveAlgorithm {
  /// n-1 steps per phase (all_reduce has two phases).
  Ring,
  /// ceil(log2 n) steps per phase.
  Tree,
};

StringRef stringifyCollectiveAlgorithm(CollectiveAlgorithm algorithm);
std::optional<CollectiveAlgorithm> parseCollectiveAlgorithm(StringRef name);

/// One kind of interconnect, as seen by one device.
struct LinkSpec {
  /// Seconds per message step (the alpha of alpha-beta).
  double latency = 0;
  /// Bytes per second one device sends (and receives) at the same time;
  /// compared with nccl-tests' bus bandwidth. With `nicsPerNode`, one
  /// NIC's.
  double bandwidth = 0;
  CollectiveAlgorithm algorithm = CollectiveAlgorithm::Ring;
  /// Seconds each collective call costs on top of its steps (kernel launch
  /// and setup: NCCL's base latency), so two collectives cost more than one
  /// moving the same bytes in as many steps.
  double overhead = 0;
  /// NICs a node has for this link (0: one per device, `bandwidth` being
  /// each device's). A node's devices that cross nodes at once share them:
  /// each gets bandwidth x min(nics, k) / k for k such devices (the mesh's
  /// devices in a node; getDeviceBandwidth).
  int64_t nicsPerNode = 0;
  /// Measured per-collective figures that replace `latency` and `bandwidth`
  /// for one kind, keyed by the kind's name (all_reduce, all_gather,
  /// reduce_scatter, all_to_all, collective_permute): a runtime's
  /// reduce_scatter need not take half an all_reduce's time, as the
  /// bus-bandwidth formula says. `cleave-run --calibrate` writes them.
  struct Terms {
    double latency = 0;
    double bandwidth = 0;
  };
  std::map<std::string, Terms> collectives;

  /// The bandwidth each device gets when `concurrent` devices of a node use
  /// this link at once (a collective of an SPMD program runs on all of
  /// them): `bandwidth` unless the link's NICs are fewer than them.
  double getDeviceBandwidth(double linkBandwidth, int64_t concurrent) const {
    if (nicsPerNode <= 0 || concurrent <= nicsPerNode)
      return linkBandwidth;
    return linkBandwidth * static_cast<double>(nicsPerNode) /
           static_cast<double>(concurrent);
  }
};

/// One accelerator (or CPU process).
struct DeviceSpec {
  std::string name;
  /// Peak FLOP/s by element type name: f64, f32, tf32, bf16, f16, f8, i8,
  /// i32 (see getClusterDTypeNames). f32 is always present.
  std::map<std::string, double> peakFlops;
  /// Bytes per second between the device and its memory.
  double memoryBandwidth = 0;
  /// Bytes of device memory.
  double memoryCapacity = 0;
  /// Evaluations per second of math-dialect functions, by op name without
  /// the dialect (exp, tanh, erf, log, ...), and "default" for the others.
  /// A CPU calls libm for each element, far slower than its FLOP peak.
  /// Functions without an entry (and no default) cost 1 FLOP per element.
  std::map<std::string, double> mathRates;
  /// FLOP/s of the reducing loops the lowering generates itself (sums and
  /// maxima of softmax, norms and losses; contractions no library kernel
  /// takes): each step of a float reduction waits for the last, far below
  /// `peakFlops`, which library matmuls and vectorised elementwise loops
  /// approach. 0: the peak for those too.
  double reductionFlops = 0;
  /// FLOP/s of the other loops the lowering generates (elementwise maps,
  /// broadcasts, a reduction whose innermost loop is parallel): on a CPU
  /// scalar code, one element after the other, far below `peakFlops`.
  /// 0: the peak for those too.
  double loopFlops = 0;
  /// Seconds each call of a compiled per-device program costs on top of
  /// its ops: entering it, allocating and handing back its results (on a
  /// GPU, launching it). A program of a few microseconds of work is mostly
  /// this. 0: free.
  double callOverhead = 0;
  /// Bytes per second an op's memory traffic gets by its size (the bytes
  /// it reads and writes): (bytes, bytes/s) points, bytes increasing. A
  /// working set that fits a cache moves faster than `memoryBandwidth`
  /// (measured beyond the caches). Interpolated in log(bytes) between
  /// points; outside them, the nearest point's. Empty: `memoryBandwidth`.
  std::vector<std::pair<double, double>> memoryRates;
  /// Whether a library kernel (a BLAS / cuBLAS matmul) overlaps its memory
  /// traffic with its compute, as GPU kernels do: its time is the roofline's
  /// max(compute, memory). False: compute + memory, as a single-threaded
  /// CPU BLAS that packs its operands before it computes (what `cleave-run
  /// --calibrate` writes).
  bool libraryOverlap = true;
  /// Whose kernels run the program (`kernels`): false ("lowering", the
  /// default) prices what Cleave's lowering generates; true ("fused")
  /// prices a framework's fused GPU kernels, as Megatron-LM's and XLA's:
  /// elementwise ops fuse into every consumer that is elementwise or a
  /// reduction (a producer with several users is recomputed in each), and
  /// a mixed-precision product runs on the tensor cores at its 16-bit
  /// inputs' rate, reading them as they are and writing a 16-bit result
  /// directly where the result is only narrowed (see estimateOp).
  bool fusedKernels = false;
  /// FLOP/s a library matmul kernel reaches by the FLOPs of one call, per
  /// element type: (FLOPs per call, FLOP/s) points, FLOPs increasing. A
  /// small product runs far below the large ones' rate (packing and loop
  /// overheads a 32-row call cannot amortise). Between points the rate is
  /// interpolated in log(FLOPs); outside them, the nearest point's. Types
  /// without points use `peakFlops`.
  std::map<std::string, std::vector<std::pair<double, double>>> libraryRates;

  /// The bandwidth an op moving `bytes` gets: from `memoryRates` if the
  /// spec has points, else `memoryBandwidth`.
  double getMemoryBandwidth(double bytes) const;

  /// The evaluation rate of math function `name`, or 0 if the spec has none.
  double getMathRate(StringRef name) const;

  /// The rate of one library kernel call of `flopsPerCall` FLOPs on
  /// `elementType`: from `libraryRates` if the type has points, else the
  /// peak.
  double getLibraryFlops(Type elementType, double flopsPerCall) const;

  /// The peak for `elementType`: its own entry if the spec has one, else
  /// f32's for floats (f64 takes f32's only if no f64 entry exists) and i32's
  /// (then f32's) for integers and index. Never zero for a validated spec.
  double getPeakFlops(Type elementType) const;
};

/// A cluster, and once bound to a mesh, the link of each mesh axis.
struct ClusterSpec {
  std::string name;
  DeviceSpec device;
  int64_t numNodes = 1;
  int64_t devicesPerNode = 1;
  /// Named links. "intra_node" always exists; "inter_node" exists when
  /// numNodes > 1; other names are for `axisLinkNames`.
  std::map<std::string, LinkSpec> links;
  /// Explicit axis -> link choices (mesh axis name -> key of `links`),
  /// overriding the placement rule.
  std::map<std::string, std::string> axisLinkNames;

  /// Filled by bindClusterSpec: one entry per mesh axis, in mesh order.
  SmallVector<std::string> axisNames;
  SmallVector<int64_t> axisSizes;
  SmallVector<LinkSpec> axisLinks;
  /// The key of `links` each axis uses (for reports).
  SmallVector<std::string> axisLinkKeys;

  int64_t getNumDevices() const { return numNodes * devicesPerNode; }
  /// The index of a bound mesh axis, or nothing.
  std::optional<unsigned> getAxisIndex(StringRef axisName) const;
};

using EmitErrorFn = function_ref<InFlightDiagnostic()>;

/// An error about a pass option: no location (the option is not in the
/// module; the module's first line and a dump of it would mislead), the
/// message prefixed with `<pass> <option>: ` (e.g. `cleave-auto-shard
/// cluster=spec.json: `).
InFlightDiagnostic emitOptionError(MLIRContext *ctx, StringRef pass,
                                   StringRef option);

/// The element type names a spec may give peaks for, in a fixed order.
ArrayRef<StringRef> getClusterDTypeNames();
/// The spec's key for an element type (f32, bf16, i8, ...), or nothing for
/// types without one (complex, i1, i64, ...).
std::optional<StringRef> getClusterDTypeName(Type elementType);

/// The math-dialect functions (op names without "math.") a spec's
/// `device.math_rates` may price: the ones the lowering turns into function
/// evaluations (exp, tanh, erf, log, sin, powf, ...), not the instructions
/// (abs, fma, sqrt, floor, ...).
ArrayRef<StringRef> getTranscendentalMathOpNames();

/// The collectives a link's `collectives` may give figures for:
/// all_reduce, all_gather, reduce_scatter, all_to_all, collective_permute.
ArrayRef<StringRef> getCollectiveKindNames();

/// The names of the built-in presets, in a fixed order.
ArrayRef<StringRef> getClusterPresetNames();
/// A built-in preset (unbound), or nothing if no preset has that name.
std::optional<ClusterSpec> getClusterPreset(StringRef name);

/// Parses and validates a spec from JSON text (unbound). Every problem is an
/// error through `emitError` naming the field, and the result is failure.
FailureOr<ClusterSpec> parseClusterSpec(StringRef json, EmitErrorFn emitError);

/// Checks the spec's own consistency (positive figures, required links, f32
/// peak present). parseClusterSpec calls it; use it on hand-built specs.
LogicalResult verifyClusterSpec(const ClusterSpec &spec, EmitErrorFn emitError);

/// Binds `spec` to a mesh with the given axes (devices numbered row-major,
/// the last axis varying fastest). Device d sits in node d / devicesPerNode;
/// an axis whose every group stays within one node gets "intra_node", any
/// other "inter_node", unless `axisLinkNames` names a link for it. Fails if
/// the mesh has more devices than the cluster or `axisLinkNames` names an
/// axis the mesh lacks. No axes = a single device.
LogicalResult bindClusterSpec(ClusterSpec &spec, ArrayRef<std::string> axisNames,
                              ArrayRef<int64_t> axisSizes,
                              EmitErrorFn emitError);
/// The same for a mesh op; a null mesh binds to a single device.
LogicalResult bindClusterSpec(ClusterSpec &spec, MeshOp mesh,
                              EmitErrorFn emitError);

/// What a `--cluster` option names: a preset name, else a path to a JSON
/// file. The result is validated and bound to `mesh` (null: one device).
FailureOr<ClusterSpec> loadClusterSpec(StringRef nameOrPath, MeshOp mesh,
                                       EmitErrorFn emitError);
/// The same, validated but bound to no mesh: for a caller that binds it to
/// axes of its own with bindClusterSpec (which checks the spec's `axes`
/// against them).
FailureOr<ClusterSpec> loadUnboundClusterSpec(StringRef nameOrPath,
                                              EmitErrorFn emitError);

/// Writes the spec (its unbound part) as JSON that parseClusterSpec reads
/// back to the same spec.
void writeClusterSpec(const ClusterSpec &spec, raw_ostream &os);

} // namespace cleave
} // namespace mlir

#endif // CLEAVE_ANALYSIS_CLUSTERSPEC_H
