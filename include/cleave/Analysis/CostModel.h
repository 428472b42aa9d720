//===- CostModel.h - time and memory estimates for ops ----------*- C++ -*-===//
//
// Prices IR on a ClusterSpec: collectives with the alpha-beta model and the
// nccl-tests bus-bandwidth factors, compute with a roofline, per-op FLOPs
// and bytes read off the IR, the same for hypothetical shardings (for the
// auto-sharder), and the peak memory of a per-device program. Formulas and
// their justification are in docs/cost-model.md.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_ANALYSIS_COSTMODEL_H
#define CLEAVE_ANALYSIS_COSTMODEL_H

#include "cleave/Analysis/ClusterSpec.h"

#include "cleave/IR/FactorAssignment.h"
#include "cleave/IR/ShardingRule.h"

#include "mlir/IR/Operation.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>

namespace mlir {
namespace cleave {

enum class CollectiveKind {
  AllReduce,
  AllGather,
  ReduceScatter,
  AllToAll,
  CollectivePermute,
  AllSlice,
};

StringRef stringifyCollectiveKind(CollectiveKind kind);
/// The kind of a cleave collective op, or nothing for any other op.
std::optional<CollectiveKind> getCollectiveKind(Operation *op);
/// The same, by the collective op's name (`cleave.all_gather`).
std::optional<CollectiveKind> getCollectiveKind(StringRef opName);

/// Seconds a collective takes over the group spanned by `meshAxes` (indices
/// into the spec's bound axes; `spec` must be bound).
///
/// `bufferBytes` is the per-device buffer nccl-tests counts:
///   all_reduce: the buffer (operand = result);
///   all_gather: the gathered result (n times the shard);
///   reduce_scatter: the operand before scattering (n times the result);
///   all_to_all: the operand (= result) on one device;
///   collective_permute: the operand; all_slice: ignored (no traffic).
/// With n the group size, bw and alpha the bottleneck link's bandwidth and
/// latency (the lowest-bandwidth link among the axes, its algorithm too;
/// latency is the largest among them):
///   all_reduce:                 steps*alpha + 2(n-1)/n * bytes / bw
///   all_gather, reduce_scatter: steps*alpha +  (n-1)/n * bytes / bw
///   all_to_all:             (n-1)*alpha     +  (n-1)/n * bytes / bw
///   collective_permute:           alpha     +            bytes / bw
///   all_slice: 0. A group of one device costs 0.
/// Ring steps: n-1 per phase (all_reduce: 2 phases); tree: ceil(log2 n) per
/// phase.
double collectiveTime(const ClusterSpec &spec, CollectiveKind kind,
                      int64_t bufferBytes, ArrayRef<unsigned> meshAxes);

/// The bufferBytes collectiveTime expects, read off a collective op.
int64_t getCollectiveBufferBytes(Operation *collective);

/// Seconds of a roofline: max(flops / peak(elementType), bytes / memory
/// bandwidth). See DeviceSpec::getPeakFlops for the dtype fallbacks.
double computeTime(const ClusterSpec &spec, Type elementType, double flops,
                   double bytes);

/// Bytes of one element: index counts 8, sub-byte types round up, complex
/// twice its part; 0 for a type with no size.
int64_t getElementBytes(Type type);

/// Bytes of a ranked tensor with static shape (dynamic dims count as 1, see
/// OpWork::dynamic); 0 for anything else. Sub-byte types round up per
/// element.
int64_t getTensorBytes(Type type);

/// The work of one op at whatever shapes it has (global or per-device).
struct OpWork {
  double flops = 0;
  /// Memory traffic: operands read plus results written (see estimateOp).
  double bytes = 0;
  /// The element type that sets the peak (the first tensor operand's or
  /// result's); null if the op touches no tensor.
  Type elementType;
  /// False for ops the model does not know (counted as free).
  bool modelled = true;
  /// Some dim was dynamic and counted as 1.
  bool dynamic = false;
  /// Elements evaluated by each transcendental math function (exp, tanh,
  /// erf, ...; op name without the dialect), priced at the spec's
  /// `math_rates` on top of `flops` (which counts them as 1 each).
  SmallVector<std::pair<StringRef, double>, 1> mathCalls;
  /// The part of `flops` the lowering runs as chains of dependent steps: a
  /// reduction whose loop is the innermost of the nest it generates (a
  /// linalg op no library kernel takes, softmax's max and sum over its
  /// last dim). Priced at the spec's `reduction_flops` where it has one;
  /// the rest of `flops` at `loop_flops` (or the peak). Library kernels
  /// (BLAS / cuBLAS: f32 or f64 matmul and batch_matmul with default maps)
  /// run at their library rate.
  double chainFlops = 0;
  /// Points of the loop nest the lowering generates for the op (a linalg
  /// op's iteration space, an elementwise op's elements; 0 for a library
  /// kernel or a copy): on a spec with `loop_flops`, each costs one
  /// operation on top of its body's `flops` (its loads, store and loop
  /// step).
  double loopIterations = 0;
  /// The lowering hands the op to a library kernel (BLAS / cuBLAS): see
  /// DeviceSpec::libraryOverlap.
  bool library = false;
  /// For a library kernel: the FLOPs of one call (a batch_matmul calls the
  /// kernel once per batch element), which sets its rate where the spec has
  /// `library_rates`.
  double libraryCallFlops = 0;

  void addMathCalls(StringRef name, double count);
};

/// Seconds of `work` on the spec's device: max(flops / rate + the math
/// calls at their `math_rates`, bytes / memory bandwidth), the rate being
/// the `library_rates` rate of one call's FLOPs for a library kernel (if
/// the spec has them for its type); otherwise `chainFlops` at
/// `reduction_flops` (if the spec has it) plus the other FLOPs and
/// `loopIterations` at `loop_flops` (if the spec has it), else at the
/// element type's peak; the bandwidth is the `memory_rates` one of the
/// op's bytes. For a library kernel on a spec whose
/// `library_overlap` is false, compute and memory add instead.
double computeTime(const ClusterSpec &spec, const OpWork &work);

/// How the lowering hands a contraction to a library kernel: each operand
/// seen (through a transposed view) in its kernel order, A [batch, m, k],
/// B [batch, k, n], C [batch, m, n], where each of batch, m, n and k is a
/// group of loops collapsed into one dim; one kernel call per batch element.
struct LibraryContraction {
  /// The loops of each group in kernel order: batch (in A, B and C, in C's
  /// order), m (A and C, C's order), n (B and C, C's order), k (the
  /// reduction, in A and B; in the order of the operand not gathered, B's
  /// if neither is).
  SmallVector<unsigned, 4> batch, m, n, k;
  /// Per operand (A, B, C): the operand dim at each position of its kernel
  /// order; empty for the gathered operand.
  SmallVector<int64_t, 6> perms[3];
  /// The input read through a window (a convolution: its map has sums such
  /// as oh * stride + kh * dilation), which the lowering first gathers into
  /// a fresh buffer in its kernel order (im2col); -1 when none.
  int gathered = -1;
  /// The elements of that buffer (0 when none or a loop is dynamic).
  double gatheredElements = 0;
  /// Inputs (bit 0: A, bit 1: B) of a narrower float type than C (bf16 or
  /// f16 operands of an f32 product, each widened in the body, as
  /// torch-mlir writes a mixed-precision matmul): the lowering copies each
  /// into a fresh buffer of C's type in its kernel order (the gathered one
  /// included), and the kernel runs in C's type.
  unsigned upcast = 0;
  /// The elements of those copies (0 when a loop is dynamic).
  double upcastElements = 0;
  /// Kernel calls: the product of the batch loops' static ranges (1 when
  /// one is dynamic).
  double calls = 1;
};

/// The one predicate the lowering (cleave-linalg-to-blas on the CPU, the
/// cuBLAS kernels on the GPU) and the cost model share: whether `op` runs
/// as a library matmul. Any linalg op on tensors or buffers whose body is
/// out + a * b over f32 or f64 operands of one element type, with two
/// inputs and one init and no symbols in its maps (or, in a mixed-precision
/// product, bf16/f16 inputs widened to C's f32 or f64 in the body: out +
/// ext(a) * ext(b)), where C's map and at
/// least one input's are projected permutations and each loop is batch (in
/// A, B and C), m (A and C), n (B and C) or k (A and B; a reduction), with
/// at least one k loop and one m or n loop (a matrix-vector product runs
/// with the missing dim 1, unless its input is windowed: a depthwise
/// convolution stays loops): matmul and
/// batch_matmul in any operand
/// layout (q @ k^T) and with any number of batch, row, column and reduction
/// dims, and convolutions (conv_1d/2d/3d in NWC/NHWC/NCHW layouts, with
/// strides and dilations: the windowed input is gathered, im2col).
std::optional<LibraryContraction> getLibraryContraction(Operation *op);
inline bool isLibraryMatmul(Operation *op) {
  return getLibraryContraction(op).has_value();
}

/// Whether cleave-lower-to-llvm's elementwise fusion computes the producer
/// of `use` inside its user's loop nest (so the producer has no loop and no
/// buffer of its own). The lowering's fusion and the estimate both decide
/// by this: the producer is an elementwise linalg.generic (or arith/math on
/// tensors) with this one use, and the user another such op or a
/// linalg.generic reading it as an input (a reduction too), but not a
/// library contraction (getLibraryContraction), which would become a loop
/// nest: only a widening cast is fused into one, since the kernel widens as
/// it packs.
bool fusesIntoUser(OpOperand &use);

/// Whether the lowering folds `op`, a transpose on tensors, into its users
/// (cleave-prepare-for-llvm), so that it costs nothing: a linalg op (a
/// `linalg.transpose`, or a generic copy) with one input and one init whose
/// body yields the input and whose maps are permutations, all loops
/// parallel, whose every user is another linalg op reading it as an input
/// only. Each user then reads the transpose's input through a permuted map
/// (a strided read, as BLAS takes a transposed operand).
bool isFoldedTranspose(Operation *op);

/// An op that computes on tensors, so a started collective in flight
/// overlaps it: a linalg op, arith/math on tensors, a call, an op with
/// regions (a loop). Reshapes, slices and constants are not.
/// cleave-schedule-collectives starts a collective early only past such an
/// op, and cleave-collectives-to-calls lets MPI progress after each.
bool computesOnTensors(Operation *op);

/// Whether math op `name` (without the dialect) is a function evaluation
/// (a libm call on a CPU) rather than an instruction (abs, fma, sqrt, ...):
/// one of getTranscendentalMathOpNames().
bool isTranscendentalMathOp(StringRef name);

/// FLOPs and bytes of `op`:
///  - linalg structured ops: product of the loop ranges x the arith/math
///    ops of the body (at least 1; a matmul has mulf + addf = 2); bytes =
///    every tensor operand (inits included) + every result;
///  - linalg.softmax: 5 FLOPs per element; bytes as above;
///  - elementwise arith/math on tensors: 1 FLOP per result element; bytes =
///    operands + results; on scalars 1 FLOP and 0 bytes;
///  - tensor copies that materialise: extract_slice, pad, concat,
///    generate, splat, from_elements: the result's bytes; insert_slice: the
///    inserted source's bytes; 0 FLOPs;
///  - pure reshapes and views (expand/collapse_shape, reshape, cast,
///    bitcast, empty, dim, extract), constants, cleave ops, func/scf
///    control flow: 0. Anything else: 0 with modelled = false.
OpWork countWork(Operation *op);

/// The estimate of one op on a bound spec.
struct OpCost {
  OpWork work;
  /// Roofline seconds of `work`.
  double computeTime = 0;
  /// Seconds of the collective (0 for other ops).
  double commTime = 0;
  /// For collectives: kind, group axes (bound-spec indices) and bufferBytes.
  std::optional<CollectiveKind> collective;
  SmallVector<unsigned, 2> axes;
  int64_t commBytes = 0;
  /// False if a collective names an axis the spec is not bound to.
  bool axesResolved = true;

  double time() const { return computeTime + commTime; }
};

/// countWork + computeTime, and collectiveTime for cleave collectives (axes
/// matched by name against the spec's bound mesh).
OpCost estimateOp(Operation *op, const ClusterSpec &spec);

/// Per-device bytes of a tensor whose dim i is split over the mesh axes
/// `dimAxes[i]` (dims past dimAxes.size() are replicated); uneven splits
/// round up (the largest shard).
int64_t getShardedTensorBytes(Type type,
                              ArrayRef<SmallVector<unsigned, 2>> dimAxes,
                              ArrayRef<int64_t> axisSizes);

/// Per-device bytes of one tensor of an op (`dims`, its TensorFactors in
/// the op's rule) under `assignment`: each dim's size is the product of its
/// factors' per-device extents ceil(size / split).
int64_t getShardedTensorBytes(Type type, const TensorFactors &dims,
                              const FactorAssignment &assignment);

/// The per-device work of `op` (at global shapes) under `assignment` (its
/// rule and the mesh axes on its factors): FLOPs scaled by
/// prod_f ceil(size_f/k_f)/size_f, bytes by the ratio of the sharded to the
/// global bytes of its tensors. With `device`, the work as its kernels run
/// the op (DeviceSpec::fusedKernels), as estimateOp counts it.
OpWork shardedWork(Operation *op, const FactorAssignment &assignment,
                   const DeviceSpec *device = nullptr);

/// computeTime of shardedWork: the per-device compute seconds of `op` under
/// a hypothetical assignment. Communication is not included (price the
/// reshards with collectiveTime).
double shardedComputeTime(Operation *op, const FactorAssignment &assignment,
                          const ClusterSpec &spec);

/// Peak bytes live at once while `func` runs, walking its body in program
/// order: arguments live throughout; a value lives from its definition to
/// its last use (a use inside a nested region counts at the op holding the
/// region); views (expand/collapse_shape, reshape, cast, bitcast,
/// cleave.constraint) alias their source; a destination-style result (linalg
/// ops, insert_slice) reuses its init's buffer when the init is dead after
/// the op, as one-shot bufferization does in place. An op's results and the
/// peak inside its regions count while it runs.
int64_t getPeakMemoryBytes(FunctionOpInterface func);

/// Where getPeakMemoryBytes' peak is: its bytes, the index of the op of the
/// body's top block running then, and the buffers (values defined in that
/// block, each the root of its views) live there.
struct PeakPoint {
  int64_t bytes = 0;
  unsigned index = 0;
  SmallVector<Value> live;
};
PeakPoint getPeakPoint(FunctionOpInterface func);

} // namespace cleave
} // namespace mlir

#endif // CLEAVE_ANALYSIS_COSTMODEL_H
