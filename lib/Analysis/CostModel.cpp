//===- CostModel.cpp - time and memory estimates for ops -------------------===//
//
// The formulas of CostModel.h: alpha-beta collectives, roofline compute,
// per-op work read off the IR, the same under hypothetical shardings, and a
// liveness walk for the peak memory of a per-device program.
//
//===----------------------------------------------------------------------===//

#include "cleave/Analysis/CostModel.h"

#include "cleave/IR/CleaveOps.h"
#include "cleave/IR/ShardingRule.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/CheckedArithmetic.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <cmath>
#include <limits>

using namespace mlir;
using namespace mlir::cleave;

StringRef mlir::cleave::stringifyCollectiveKind(CollectiveKind kind) {
  switch (kind) {
  case CollectiveKind::AllReduce:
    return "all_reduce";
  case CollectiveKind::AllGather:
    return "all_gather";
  case CollectiveKind::ReduceScatter:
    return "reduce_scatter";
  case CollectiveKind::AllToAll:
    return "all_to_all";
  case CollectiveKind::CollectivePermute:
    return "collective_permute";
  case CollectiveKind::AllSlice:
    return "all_slice";
  }
  return "";
}

std::optional<CollectiveKind> mlir::cleave::getCollectiveKind(Operation *op) {
  return getCollectiveKind(op->getName().getStringRef());
}

std::optional<CollectiveKind>
mlir::cleave::getCollectiveKind(StringRef opName) {
  return llvm::StringSwitch<std::optional<CollectiveKind>>(opName)
      .Case(AllReduceOp::getOperationName(), CollectiveKind::AllReduce)
      .Case(AllGatherOp::getOperationName(), CollectiveKind::AllGather)
      .Case(ReduceScatterOp::getOperationName(), CollectiveKind::ReduceScatter)
      .Case(AllToAllOp::getOperationName(), CollectiveKind::AllToAll)
      .Case(CollectivePermuteOp::getOperationName(),
            CollectiveKind::CollectivePermute)
      .Case(AllSliceOp::getOperationName(), CollectiveKind::AllSlice)
      .Default(std::nullopt);
}

//===----------------------------------------------------------------------===//
// Collectives and roofline
//===----------------------------------------------------------------------===//

static int64_t ceilLog2(int64_t n) {
  int64_t steps = 0;
  for (int64_t reach = 1; reach < n; reach *= 2)
    ++steps;
  return steps;
}

/// The alpha-beta time of one collective's message steps.
static double stepsTime(CollectiveKind kind, int64_t n, double alpha,
                        double bw, const LinkSpec &link, int64_t bufferBytes) {
  double bytes = static_cast<double>(bufferBytes);
  double fraction = static_cast<double>(n - 1) / static_cast<double>(n);
  int64_t phaseSteps = link.algorithm == CollectiveAlgorithm::Tree
                           ? ceilLog2(n)
                           : n - 1;
  switch (kind) {
  case CollectiveKind::AllReduce:
    return 2 * phaseSteps * alpha + 2 * fraction * bytes / bw;
  case CollectiveKind::AllGather:
  case CollectiveKind::ReduceScatter:
    return phaseSteps * alpha + fraction * bytes / bw;
  case CollectiveKind::AllToAll:
    // Pairwise exchange: every device talks to every other one directly.
    return (n - 1) * alpha + fraction * bytes / bw;
  case CollectiveKind::CollectivePermute:
    return alpha + bytes / bw;
  case CollectiveKind::AllSlice:
    return 0;
  }
  return 0;
}

double mlir::cleave::collectiveTime(const ClusterSpec &spec,
                                    CollectiveKind kind, int64_t bufferBytes,
                                    ArrayRef<unsigned> meshAxes) {
  if (kind == CollectiveKind::AllSlice || meshAxes.empty())
    return 0;
  int64_t n = 1;
  const LinkSpec *bottleneck = nullptr;
  double alpha = 0, overhead = 0;
  for (unsigned axis : meshAxes) {
    if (axis >= spec.axisLinks.size())
      return 0;
    n *= spec.axisSizes[axis];
    const LinkSpec &link = spec.axisLinks[axis];
    if (!bottleneck || link.bandwidth < bottleneck->bandwidth)
      bottleneck = &link;
    alpha = std::max(alpha, link.latency);
    overhead = std::max(overhead, link.overhead);
  }
  if (n <= 1)
    return 0;
  // Figures measured for this kind on the bottleneck link replace its
  // generic latency and bandwidth.
  double bw = bottleneck->bandwidth;
  if (!bottleneck->collectives.empty()) {
    auto measured =
        bottleneck->collectives.find(stringifyCollectiveKind(kind).str());
    if (measured != bottleneck->collectives.end()) {
      alpha = measured->second.latency;
      bw = measured->second.bandwidth;
    }
  }
  return overhead + stepsTime(kind, n, alpha, bw, *bottleneck, bufferBytes);
}

int64_t mlir::cleave::getElementBytes(Type t) {
  if (auto c = dyn_cast<ComplexType>(t))
    return 2 * getElementBytes(c.getElementType());
  if (t.isIndex())
    return 8;
  if (t.isIntOrFloat())
    return (t.getIntOrFloatBitWidth() + 7) / 8;
  return 0;
}

/// a + b, saturating at INT64_MAX (byte counts are never negative).
static int64_t addBytes(int64_t a, int64_t b) {
  return llvm::checkedAdd(a, b).value_or(std::numeric_limits<int64_t>::max());
}

int64_t mlir::cleave::getTensorBytes(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor)
    return 0;
  // Saturates: checkPassInput refuses such types before any pass uses this.
  std::optional<int64_t> n = getElementBytes(tensor.getElementType());
  for (int64_t d : tensor.getShape())
    if (!ShapedType::isDynamic(d) && n)
      n = llvm::checkedMul(*n, d);
  return n.value_or(std::numeric_limits<int64_t>::max());
}

static bool hasDynamicShape(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  return tensor && !tensor.hasStaticShape();
}

int64_t mlir::cleave::getCollectiveBufferBytes(Operation *op) {
  if (isa<AllGatherOp>(op))
    return getTensorBytes(op->getResult(0).getType());
  if (op->getNumOperands() == 0)
    return 0;
  return getTensorBytes(op->getOperand(0).getType());
}

double mlir::cleave::computeTime(const ClusterSpec &spec, Type elementType,
                                 double flops, double bytes) {
  double peak = 0;
  if (elementType) {
    peak = spec.device.getPeakFlops(elementType);
  } else {
    auto it = spec.device.peakFlops.find("f32");
    if (it != spec.device.peakFlops.end())
      peak = it->second;
  }
  double t = 0;
  if (flops > 0 && peak > 0)
    t = flops / peak;
  if (bytes > 0 && spec.device.memoryBandwidth > 0)
    t = std::max(t, bytes / spec.device.getMemoryBandwidth(bytes));
  return t;
}

double mlir::cleave::computeTime(const ClusterSpec &spec, const OpWork &work) {
  double t = 0;
  if (work.library && work.flops > 0) {
    t = work.flops / spec.device.getLibraryFlops(work.elementType,
                                                 work.libraryCallFlops);
  } else {
    double chain = spec.device.reductionFlops > 0
                       ? std::min(work.chainFlops, work.flops)
                       : 0;
    double rest = work.flops - chain;
    t = chain / std::max(spec.device.reductionFlops, 1e-30);
    if (spec.device.loopFlops > 0 && !spec.device.fusedKernels)
      t += (rest + work.loopIterations) / spec.device.loopFlops;
    else
      t += computeTime(spec, work.elementType, rest, /*bytes=*/0);
  }
  for (const auto &[name, count] : work.mathCalls)
    if (double rate = spec.device.getMathRate(name); rate > 0)
      t += count / rate;
  double memory = work.bytes > 0 && spec.device.memoryBandwidth > 0
                      ? work.bytes / spec.device.getMemoryBandwidth(work.bytes)
                      : 0;
  if (work.library && !spec.device.libraryOverlap)
    return t + memory;
  return std::max(t, memory);
}

//===----------------------------------------------------------------------===//
// Work of one op
//===----------------------------------------------------------------------===//

bool mlir::cleave::isTranscendentalMathOp(StringRef name) {
  return llvm::is_contained(getTranscendentalMathOpNames(), name);
}

void OpWork::addMathCalls(StringRef name, double count) {
  for (auto &entry : mathCalls)
    if (entry.first == name) {
      entry.second += count;
      return;
    }
  mathCalls.emplace_back(name, count);
}

/// Whether the body of `op` is yield(out + a * b), in either order, a and
/// b possibly widened first (arith.extf): nothing else.
static bool isMulAddBody(linalg::LinalgOp op) {
  Block *body = op.getBlock();
  if (!body)
    return false;
  size_t widenings =
      llvm::count_if(body->getOperations(),
                     [](Operation &o) { return isa<arith::ExtFOp>(o); });
  if (body->getOperations().size() != 3 + widenings || widenings > 2)
    return false;
  auto yield = dyn_cast<linalg::YieldOp>(body->getTerminator());
  if (!yield || yield->getNumOperands() != 1)
    return false;
  auto add = yield->getOperand(0).getDefiningOp<arith::AddFOp>();
  if (!add)
    return false;
  Value acc = body->getArgument(2);
  Value a = body->getArgument(0), b = body->getArgument(1);
  Value other = add.getLhs() == acc ? add.getRhs() : add.getLhs();
  if (add.getLhs() != acc && add.getRhs() != acc)
    return false;
  auto mul = other.getDefiningOp<arith::MulFOp>();
  if (!mul)
    return false;
  // A mixed-precision product widens its inputs first: ext(a) * ext(b).
  auto read = [](Value v) {
    if (auto ext = v.getDefiningOp<arith::ExtFOp>())
      return ext.getIn();
    return v;
  };
  Value lhs = read(mul.getLhs()), rhs = read(mul.getRhs());
  return (lhs == a && rhs == b) || (lhs == b && rhs == a);
}

/// The loops `map` reads, in order of first appearance; false if it has
/// symbols.
static bool collectLoops(AffineMap map, SmallVectorImpl<unsigned> &loops,
                         unsigned &mask) {
  if (map.getNumSymbols())
    return false;
  for (AffineExpr expr : map.getResults())
    expr.walk([&](AffineExpr e) {
      if (auto dim = dyn_cast<AffineDimExpr>(e))
        if (!(mask & (1u << dim.getPosition()))) {
          mask |= 1u << dim.getPosition();
          loops.push_back(dim.getPosition());
        }
    });
  return true;
}

std::optional<LibraryContraction>
mlir::cleave::getLibraryContraction(Operation *op) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp || linalgOp.getNumDpsInputs() != 2 ||
      linalgOp.getNumDpsInits() != 1 || op->getNumOperands() != 3 ||
      linalgOp.getNumReductionLoops() == 0 || linalgOp.getNumLoops() > 32 ||
      !isMulAddBody(linalgOp))
    return std::nullopt;
  // C's type is the kernel's; an input of a narrower float type (bf16,
  // f16) is widened in the body and copied in C's type by the lowering.
  Type elementType = getElementTypeOrSelf(op->getOperand(2).getType());
  if (!(elementType.isF32() || elementType.isF64()))
    return std::nullopt;
  LibraryContraction result;
  for (unsigned o = 0; o < 2; ++o) {
    Type t = getElementTypeOrSelf(op->getOperand(o).getType());
    if (t == elementType)
      continue;
    if (!(t.isBF16() || t.isF16()))
      return std::nullopt;
    result.upcast |= 1u << o;
  }
  SmallVector<AffineMap> maps = linalgOp.getIndexingMapsArray();
  unsigned numLoops = linalgOp.getNumLoops();
  // The loops each operand reads, in its order, and which operands read
  // each loop (bit 0: A, 1: B, 2: C).
  SmallVector<unsigned> loopsOf[3];
  SmallVector<unsigned> in(numLoops, 0);
  for (unsigned o = 0; o < 3; ++o) {
    unsigned mask = 0;
    if (!collectLoops(maps[o], loopsOf[o], mask))
      return std::nullopt;
    for (unsigned l : loopsOf[o])
      in[l] |= 1u << o;
    if (maps[o].isProjectedPermutation(/*allowZeroInResults=*/false))
      continue;
    // A windowed read: at most one input, never the output.
    if (o == 2 || result.gathered >= 0)
      return std::nullopt;
    result.gathered = o;
  }
  SmallVector<utils::IteratorType> iterators =
      linalgOp.getIteratorTypesArray();
  auto role = [&](unsigned l) -> SmallVector<unsigned, 4> * {
    bool parallel = iterators[l] == utils::IteratorType::parallel;
    switch (in[l]) {
    case 0b111: return parallel ? &result.batch : nullptr;
    case 0b101: return parallel ? &result.m : nullptr;
    case 0b110: return parallel ? &result.n : nullptr;
    case 0b011: return parallel ? nullptr : &result.k;
    default: return nullptr;
    }
  };
  for (unsigned l = 0; l < numLoops; ++l)
    if (!role(l))
      return std::nullopt;
  // Group orders: C's for batch, m and n; k as the plain input reads it.
  for (unsigned l : loopsOf[2])
    role(l)->push_back(l);
  for (unsigned l : loopsOf[result.gathered == 1 ? 0 : 1])
    if (in[l] == 0b011)
      result.k.push_back(l);
  // A matrix-vector product (no m or no n loop) runs with that dim 1; a
  // dot product (neither) is left to the loops, and so is a windowed one
  // (a depthwise convolution): its im2col copy moves as many bytes as the
  // loops read, and the product has no reuse to gain them back (a 3x3
  // depthwise [8,66,66,64] ran 6x slower through im2col + gemm).
  if (result.k.empty() || (result.m.empty() && result.n.empty()) ||
      (result.gathered >= 0 && (result.m.empty() || result.n.empty())))
    return std::nullopt;
  SmallVector<unsigned, 12> order[3];
  for (auto &o : order)
    o.assign(result.batch.begin(), result.batch.end());
  llvm::append_range(order[0], result.m);
  llvm::append_range(order[0], result.k);
  llvm::append_range(order[1], result.k);
  llvm::append_range(order[1], result.n);
  llvm::append_range(order[2], result.m);
  llvm::append_range(order[2], result.n);
  SmallVector<int64_t> ranges = linalgOp.getStaticLoopRanges();
  auto copyElements = [&](unsigned o) {
    double n = 1;
    for (unsigned l : order[o])
      n *= ShapedType::isDynamic(ranges[l]) ? 0.0 : double(ranges[l]);
    return n;
  };
  for (unsigned o = 0; o < 2; ++o)
    if ((result.upcast & (1u << o)) && int(o) != result.gathered)
      result.upcastElements += copyElements(o);
  for (unsigned o = 0; o < 3; ++o) {
    if (int(o) == result.gathered) {
      result.gatheredElements = copyElements(o);
      continue;
    }
    for (unsigned loop : order[o])
      result.perms[o].push_back(
          *maps[o].getResultPosition(getAffineDimExpr(loop, op->getContext())));
  }
  for (unsigned l : result.batch) {
    if (ShapedType::isDynamic(ranges[l])) {
      result.calls = 1;
      break;
    }
    result.calls *= static_cast<double>(ranges[l]);
  }
  return result;
}

bool mlir::cleave::computesOnTensors(Operation *op) {
  if (isa<linalg::LinalgOp, CallOpInterface>(op) || op->getNumRegions() > 0)
    return true;
  if (!isa<arith::ArithDialect, math::MathDialect>(op->getDialect()))
    return false;
  return llvm::any_of(op->getResultTypes(),
                      [](Type t) { return isa<RankedTensorType>(t); });
}

bool mlir::cleave::isFoldedTranspose(Operation *op) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp || !linalgOp.hasPureTensorSemantics() ||
      linalgOp.getNumDpsInputs() != 1 || linalgOp.getNumDpsInits() != 1 ||
      op->getNumResults() != 1 ||
      linalgOp.getNumLoops() != linalgOp.getNumParallelLoops())
    return false;
  Block *body = linalgOp.getBlock();
  if (!body || body->getOperations().size() != 1)
    return false;
  auto yield = dyn_cast<linalg::YieldOp>(body->getTerminator());
  if (!yield || yield->getNumOperands() != 1 ||
      yield->getOperand(0) != body->getArgument(0))
    return false;
  for (AffineMap map : linalgOp.getIndexingMapsArray())
    if (!map.isPermutation())
      return false;
  Value result = op->getResult(0);
  if (result.use_empty() ||
      getElementTypeOrSelf(op->getOperand(0).getType()) !=
          getElementTypeOrSelf(result.getType()))
    return false;
  for (OpOperand &use : result.getUses()) {
    auto user = dyn_cast<linalg::LinalgOp>(use.getOwner());
    if (!user || !user.isDpsInput(&use) || user == linalgOp)
      return false;
  }
  return true;
}

/// The name of a transcendental math op without the dialect, or "".
static StringRef getTranscendentalName(Operation *op) {
  if (!op->getDialect() || op->getDialect()->getNamespace() != "math")
    return "";
  StringRef name = op->getName().getStringRef().drop_front(5); // "math."
  return isTranscendentalMathOp(name) ? name : "";
}

static bool isArithOrMath(Operation *op) {
  StringRef ns = op->getDialect() ? op->getDialect()->getNamespace() : "";
  return ns == "arith" || ns == "math";
}

/// Views: the result is the operand's buffer seen differently.
static bool isView(Operation *op) {
  return isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp, tensor::CastOp,
             tensor::ReshapeOp, tensor::BitcastOp, ConstraintOp>(op);
}

/// Sets `work.elementType` from the first tensor among operands then results,
/// and adds their bytes when `countBytes`.
static void scanTensors(Operation *op, OpWork &work, bool countBytes) {
  auto visit = [&](Type t) {
    auto tensor = dyn_cast<RankedTensorType>(t);
    if (!tensor)
      return;
    if (!work.elementType)
      work.elementType = tensor.getElementType();
    if (hasDynamicShape(t))
      work.dynamic = true;
    if (countBytes)
      work.bytes += getTensorBytes(t);
  };
  for (Type t : op->getOperandTypes())
    visit(t);
  for (Type t : op->getResultTypes())
    visit(t);
}

/// An op the lowering's elementwise fusion takes (cleave-lower-to-llvm step
/// 3): a linalg op on tensors with only parallel loops and projected
/// permutation maps, or arith/math on tensors (which become such ops).
static bool isFusableElementwise(Operation *op) {
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op))
    return linalgOp.hasPureTensorSemantics() &&
           linalgOp.getNumLoops() == linalgOp.getNumParallelLoops() &&
           llvm::all_of(linalgOp.getIndexingMapsArray(), [](AffineMap m) {
             return m.isProjectedPermutation();
           });
  return isArithOrMath(op) && !isa<arith::ConstantOp>(op) &&
         op->getNumResults() == 1 &&
         isa<RankedTensorType>(op->getResult(0).getType());
}

static Type widenedFrom(Value v);

bool mlir::cleave::fusesIntoUser(OpOperand &use) {
  Value v = use.get();
  Operation *producer = v.getDefiningOp();
  Operation *user = use.getOwner();
  // Producers are linalg.generic ops (arith/math on tensors become ones);
  // named linalg ops are not fused.
  if (!producer || !v.hasOneUse() || !isFusableElementwise(producer) ||
      !(isa<linalg::GenericOp>(producer) || isArithOrMath(producer)))
    return false;
  if (isArithOrMath(user))
    return isFusableElementwise(user);
  auto generic = dyn_cast<linalg::GenericOp>(user);
  if (!generic || !generic.hasPureTensorSemantics() ||
      !generic.isDpsInput(&use))
    return false;
  // A library kernel would become a loop nest, unless the producer only
  // widens its operand, which the kernel widens as it packs it.
  return !getLibraryContraction(user) || widenedFrom(v);
}

/// Whether `v`, the result of a fusable elementwise op, never reaches
/// memory: the lowering fuses it into its only user (fusesIntoUser).
static bool staysInRegisters(Value v) {
  return v.hasOneUse() && fusesIntoUser(*v.getUses().begin());
}

/// Removes from `work.bytes` the traffic of an elementwise op's operands
/// and results that fusion keeps in registers (for a fused result, also its
/// init, which no buffer backs).
static void discountFusedBytes(Operation *op, OpWork &work) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  // Operands computed in this op's loop nest (a reduction's too).
  for (OpOperand &operand : op->getOpOperands()) {
    if (linalgOp && linalgOp.isDpsInit(&operand))
      continue;
    if (staysInRegisters(operand.get()))
      work.bytes -= static_cast<double>(getTensorBytes(operand.get().getType()));
  }
  if (!isFusableElementwise(op))
    return;
  // Fused into its users' loop nest: no loop of its own.
  if (op->getNumResults() > 0 &&
      llvm::all_of(op->getResults(),
                   [](OpResult r) { return staysInRegisters(r); }))
    work.loopIterations = 0;
  for (OpResult r : op->getResults()) {
    if (!staysInRegisters(r))
      continue;
    work.bytes -= static_cast<double>(getTensorBytes(r.getType()));
    if (linalgOp)
      work.bytes -= static_cast<double>(
          getTensorBytes(linalgOp.getDpsInitOperand(r.getResultNumber())
                             ->get()
                             .getType()));
  }
  work.bytes = std::max(0.0, work.bytes);
}

static OpWork countOpWork(Operation *op);

OpWork mlir::cleave::countWork(Operation *op) {
  OpWork work = countOpWork(op);
  discountFusedBytes(op, work);
  return work;
}

//===----------------------------------------------------------------------===//
// Fused kernels (`kernels: "fused"`)
//===----------------------------------------------------------------------===//

/// An elementwise op a fused kernel takes: as isFusableElementwise, and
/// broadcasts too (maps that are projected permutations with constant-0
/// results, a `[.., 1]` operand read along a dim).
/// A linalg op on tensors whose maps are projected permutations, constant-0
/// results (broadcasts) allowed.
static bool readsByBroadcastsOnly(linalg::LinalgOp linalgOp) {
  return linalgOp.hasPureTensorSemantics() &&
         llvm::all_of(linalgOp.getIndexingMapsArray(), [](AffineMap m) {
           return m.isProjectedPermutation(/*allowZeroInResults=*/true);
         });
}

static bool isFusedElementwise(Operation *op) {
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op))
    return readsByBroadcastsOnly(linalgOp) &&
           linalgOp.getNumLoops() == linalgOp.getNumParallelLoops();
  return isFusableElementwise(op);
}

/// A float width change alone: arith.extf / truncf on a tensor, or an
/// elementwise linalg op with one input whose body is that one cast.
static bool isPureCast(Operation *op) {
  if (isa<arith::ExtFOp, arith::TruncFOp>(op))
    return isa<RankedTensorType>(op->getResult(0).getType());
  auto generic = dyn_cast<linalg::GenericOp>(op);
  if (!generic || !isFusedElementwise(op) || generic.getNumDpsInputs() != 1 ||
      generic.getNumResults() != 1)
    return false;
  Block &body = generic.getRegion().front();
  if (body.getOperations().size() != 2 ||
      !isa<arith::ExtFOp, arith::TruncFOp>(body.front()))
    return false;
  return body.front().getOperand(0) == body.getArgument(0) &&
         body.getTerminator()->getOperand(0) == body.front().getResult(0);
}

/// The narrow float a widening cast reads (null if `v` is not the result of
/// a pure extf from bf16 or f16).
static Type widenedFrom(Value v) {
  Operation *def = v.getDefiningOp();
  if (!def || !isPureCast(def))
    return Type();
  Type from = getElementTypeOrSelf(def->getOperand(0).getType());
  Type to = getElementTypeOrSelf(v.getType());
  if (!(from.isBF16() || from.isF16()) ||
      from.getIntOrFloatBitWidth() >= to.getIntOrFloatBitWidth())
    return Type();
  return from;
}

/// Whether `op` is a pure cast to a narrower float (truncf).
static bool isNarrowing(Operation *op) {
  if (!isPureCast(op))
    return false;
  return getElementTypeOrSelf(op->getResult(0).getType())
             .getIntOrFloatBitWidth() <
         getElementTypeOrSelf(op->getOperand(0).getType())
             .getIntOrFloatBitWidth();
}

/// A consumer a fused kernel takes an elementwise producer into: another
/// elementwise op, or a reducing loop over projected permutations (not a
/// library kernel): XLA's loop and input fusion.
static bool isFusionConsumer(Operation *user) {
  if (isFusedElementwise(user))
    return true;
  auto linalgOp = dyn_cast<linalg::LinalgOp>(user);
  return linalgOp && readsByBroadcastsOnly(linalgOp) &&
         !getLibraryContraction(user);
}

/// Whether a library kernel reads `v` through its widening (the tensor
/// cores read the 16-bit operand as it is).
static bool readByLibraryKernels(Value v) {
  return !v.use_empty() && llvm::all_of(v.getUsers(), [](Operation *u) {
    return getLibraryContraction(u).has_value();
  });
}

/// Under fused kernels: `v`, an elementwise op's result, never reaches
/// memory, since each of its users fuses it (recomputing it if several do).
static bool staysInFusedKernel(Value v) {
  Operation *def = v.getDefiningOp();
  return def && !v.use_empty() && isFusedElementwise(def) &&
         llvm::all_of(v.getUsers(), isFusionConsumer);
}

/// countWork as a framework's fused GPU kernels run the op (see
/// DeviceSpec::fusedKernels).
static OpWork countFusedWork(Operation *op, const DeviceSpec &device) {
  OpWork work = countOpWork(op);
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  // A fill that only initialises other linalg ops' results is their
  // kernel's starting value (a GEMM's beta = 0, a reduction's identity).
  if (isa<linalg::FillOp>(op) &&
      llvm::all_of(op->getResult(0).getUses(), [](OpOperand &use) {
        auto user = dyn_cast<linalg::LinalgOp>(use.getOwner());
        return user && user.isDpsInit(&use);
      })) {
    OpWork free;
    free.elementType = work.elementType;
    return free;
  }
  // An init with no data to read (empty, or a fill folded into the kernel)
  // costs only the result's write, counted with the result.
  if (linalgOp)
    for (OpOperand &init : linalgOp.getDpsInitsMutable())
      if (Operation *def = init.get().getDefiningOp();
          isa_and_nonnull<tensor::EmptyOp, linalg::FillOp>(def))
        work.bytes -= double(getTensorBytes(init.get().getType()));
  // A widening read only by tensor-core products, or a narrowing of such a
  // product's result: part of the product's kernel.
  if (isPureCast(op)) {
    Value in = op->getOperand(0), out = op->getResult(0);
    if ((widenedFrom(out) && readByLibraryKernels(out)) ||
        (isNarrowing(op) && in.getDefiningOp() &&
         getLibraryContraction(in.getDefiningOp()) && in.hasOneUse())) {
      OpWork free;
      free.elementType = work.elementType;
      return free;
    }
  }
  std::optional<LibraryContraction> library = getLibraryContraction(op);
  if (library) {
    // Operands as the kernel reads them: a widened input (in the body or by
    // a separate cast) at its 16-bit width, no widened copies; a result
    // that is only narrowed, written narrow.
    Type elemC = getElementTypeOrSelf(op->getOperand(2).getType());
    double cBytes = getElementBytes(elemC);
    work.bytes -= 2 * library->upcastElements * cBytes;
    Type narrow;
    bool allNarrow = true;
    for (unsigned o = 0; o < 2; ++o) {
      Value v = op->getOperand(o);
      Type t = getElementTypeOrSelf(v.getType());
      if (Type from = widenedFrom(v)) {
        work.bytes -= double(getTensorBytes(v.getType())) *
                      (1.0 - double(getElementBytes(from)) /
                                 double(getElementBytes(t)));
        t = from;
      }
      if (!(t.isBF16() || t.isF16()) || (narrow && narrow != t))
        allNarrow = false;
      narrow = t;
    }
    Value result = op->getResult(0);
    if (result.hasOneUse() && isNarrowing(*result.getUsers().begin())) {
      Type to = getElementTypeOrSelf(
          result.getUsers().begin()->getResult(0).getType());
      // The result, written narrow.
      work.bytes -= double(getTensorBytes(result.getType())) *
                    (1.0 - double(getElementBytes(to)) / cBytes);
    }
    if (allNarrow && device.peakFlops.count(
                         narrow.isBF16() ? "bf16" : "f16"))
      work.elementType = narrow;
    work.bytes = std::max(0.0, work.bytes);
    return work;
  }
  if (!isFusionConsumer(op)) {
    work.bytes = std::max(0.0, work.bytes);
    return work;
  }
  for (OpOperand &operand : op->getOpOperands()) {
    if (linalgOp && linalgOp.isDpsInit(&operand))
      continue;
    if (staysInFusedKernel(operand.get()))
      work.bytes -= double(getTensorBytes(operand.get().getType()));
  }
  for (OpResult r : op->getResults()) {
    if (!staysInFusedKernel(r))
      continue;
    work.bytes -= double(getTensorBytes(r.getType()));
    Operation *initDef =
        linalgOp ? linalgOp.getDpsInitOperand(r.getResultNumber())
                       ->get()
                       .getDefiningOp()
                 : nullptr;
    if (linalgOp && !isa_and_nonnull<tensor::EmptyOp, linalg::FillOp>(initDef))
      work.bytes -= double(getTensorBytes(
          linalgOp.getDpsInitOperand(r.getResultNumber())->get().getType()));
  }
  work.bytes = std::max(0.0, work.bytes);
  return work;
}

/// countWork before the fusion discount.
static OpWork countOpWork(Operation *op) {
  OpWork work;
  // Folded into its users' maps by the lowering: no loop, no traffic.
  if (isFoldedTranspose(op))
    return work;
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
    double iterations = 1;
    for (int64_t r : linalgOp.getStaticLoopRanges()) {
      if (ShapedType::isDynamic(r))
        work.dynamic = true;
      else
        iterations *= static_cast<double>(r);
    }
    int64_t bodyOps = 0;
    for (Region &region : op->getRegions())
      region.walk([&](Operation *inner) {
        if (isArithOrMath(inner) && !isa<arith::ConstantOp>(inner))
          ++bodyOps;
        if (StringRef name = getTranscendentalName(inner); !name.empty())
          work.addMathCalls(name, iterations);
      });
    work.flops = iterations * static_cast<double>(std::max<int64_t>(bodyOps, 1));
    std::optional<LibraryContraction> library = getLibraryContraction(op);
    work.library = library.has_value();
    if (!work.library)
      work.loopIterations = iterations;
    // A multiply-add per point (a mixed-precision body's widenings are the
    // lowering's copies, priced below).
    if (library)
      work.flops = 2 * iterations;
    // The lowering nests the loops in iteration-space order: a reduction
    // is a chain of dependent adds only if its loop is the innermost; with
    // a parallel loop inside (a sum over rows of a row-major matrix) each
    // step updates a different accumulator.
    SmallVector<utils::IteratorType> iterators =
        linalgOp.getIteratorTypesArray();
    if (!work.library && !iterators.empty() &&
        iterators.back() == utils::IteratorType::reduction) {
      // The chain's rate is a whole reducing loop's, its steps included.
      work.chainFlops = work.flops;
      work.loopIterations = 0;
    }
    // The kernel is called once per batch element.
    if (library)
      work.libraryCallFlops = work.flops / std::max(library->calls, 1.0);
    scanTensors(op, work, /*countBytes=*/true);
    // A convolution's im2col buffer and the widened copies of narrower
    // inputs: written once, read by the kernel, in the kernel's type (C's).
    if (library) {
      work.elementType = getElementTypeOrSelf(op->getOperand(2).getType());
      work.bytes += 2 * (library->gatheredElements + library->upcastElements) *
                    static_cast<double>(getElementBytes(work.elementType));
    }
    return work;
  }
  // An op known by its stated rule: one multiply-add per point of its
  // iteration space if it reduces, one operation per point if not.
  if (auto attr = op->getAttrOfType<OpShardingRuleAttr>(
          OpShardingRuleAttr::getAttrName())) {
    FailureOr<ShardingRule> rule = getRuleFromAttr(
        attr, op, [op] { return op->emitOpError(); });
    if (succeeded(rule)) {
      double iterations = 1;
      bool reduces = false;
      for (const Factor &f : rule->factors) {
        if (f.kind == FactorKind::Reduction)
          reduces = true;
        if (ShapedType::isDynamic(f.size))
          work.dynamic = true;
        else
          iterations *= static_cast<double>(f.size);
      }
      work.flops = iterations * (reduces ? 2.0 : 1.0);
      scanTensors(op, work, /*countBytes=*/true);
      return work;
    }
  }
  if (auto softmax = dyn_cast<linalg::SoftmaxOp>(op)) {
    // max, subtract, exp, sum, divide per element: the lowering's four
    // loop nests (max, subtract + exp, sum, divide), the max and the sum
    // chains of dependent steps when the softmax dim is the innermost.
    auto input = cast<RankedTensorType>(softmax.getInput().getType());
    double elements = static_cast<double>(
        getTensorBytes(input) /
        std::max<int64_t>(1, getElementBytes(input.getElementType())));
    work.flops = 5.0 * elements;
    work.addMathCalls("exp", elements);
    bool innermost = softmax.getDimension() + 1 == uint64_t(input.getRank());
    work.chainFlops = innermost ? 2.0 * elements : 0.0;
    work.loopIterations = (innermost ? 2.0 : 4.0) * elements;
    scanTensors(op, work, /*countBytes=*/true);
    return work;
  }
  if (isArithOrMath(op)) {
    if (isa<arith::ConstantOp>(op)) {
      scanTensors(op, work, /*countBytes=*/false);
      return work;
    }
    bool onTensors = llvm::any_of(op->getResultTypes(), [](Type t) {
      return isa<RankedTensorType>(t);
    });
    StringRef mathName = getTranscendentalName(op);
    if (!onTensors) {
      work.flops = 1;
      if (!mathName.empty())
        work.addMathCalls(mathName, 1);
      work.elementType = op->getNumResults()
                             ? getElementTypeOrSelf(op->getResult(0).getType())
                             : Type();
      return work;
    }
    auto result = cast<RankedTensorType>(op->getResult(0).getType());
    int64_t elemBytes = std::max<int64_t>(1, getElementBytes(
                                                 result.getElementType()));
    work.flops = static_cast<double>(getTensorBytes(result) / elemBytes);
    work.loopIterations = work.flops;
    if (!mathName.empty())
      work.addMathCalls(mathName, work.flops);
    scanTensors(op, work, /*countBytes=*/true);
    return work;
  }
  if (isa<tensor::ExtractSliceOp, tensor::PadOp, tensor::ConcatOp,
          tensor::GenerateOp, tensor::SplatOp, tensor::FromElementsOp>(op)) {
    scanTensors(op, work, /*countBytes=*/false);
    work.bytes = static_cast<double>(getTensorBytes(op->getResult(0).getType()));
    return work;
  }
  if (auto insert = dyn_cast<tensor::InsertSliceOp>(op)) {
    scanTensors(op, work, /*countBytes=*/false);
    work.bytes = static_cast<double>(getTensorBytes(insert.getSourceType()));
    return work;
  }
  // A scan: one combine per element, lowered as a loop along the scanned
  // dim whose steps each combine one slice across the other dims.
  if (auto scan = dyn_cast<ScanOp>(op)) {
    auto type = cast<RankedTensorType>(scan.getInput().getType());
    double elements = static_cast<double>(
        getTensorBytes(type) /
        std::max<int64_t>(1, getElementBytes(type.getElementType())));
    work.flops = elements;
    work.loopIterations = elements;
    work.dynamic = !type.hasStaticShape();
    scanTensors(op, work, /*countBytes=*/true);
    return work;
  }
  // A sort: the bitonic network of the lowering (DecomposeOps.cpp), each
  // line padded to N = 2^L, L (L + 1) / 2 steps, each a compare-exchange
  // of every position that reads and writes the values and the positions.
  // A step's body is priced as a generic's is, by its arith ops per point:
  // 11 of its own and two comparisons of (key, position), 20 ops each for
  // floats (NaN ordered last) and 11 for integers.
  if (auto sort = dyn_cast<SortOp>(op)) {
    RankedTensorType type = sort.getInput().getType();
    int64_t n = type.getDimSize(sort.getDim());
    if (!type.hasStaticShape() || n <= 1) {
      work.dynamic = !type.hasStaticShape();
      scanTensors(op, work, /*countBytes=*/true);
      return work;
    }
    double lines = static_cast<double>(type.getNumElements() / n);
    double padded = static_cast<double>(llvm::PowerOf2Ceil(n));
    double levels = std::log2(padded);
    double points = lines * padded * levels * (levels + 1) / 2;
    bool isFloat = isa<FloatType>(type.getElementType());
    work.flops = (11.0 + 2.0 * (isFloat ? 20.0 : 11.0)) * points;
    work.loopIterations = points;
    scanTensors(op, work, /*countBytes=*/true);
    work.bytes += 2 * points *
                  static_cast<double>(getElementBytes(type.getElementType()) +
                                      sizeof(int64_t));
    return work;
  }
  // Free: views, bookkeeping, control flow, cleave ops (collectives are
  // priced as communication by estimateOp).
  StringRef ns = op->getDialect() ? op->getDialect()->getNamespace() : "";
  if (isView(op) ||
      isa<tensor::EmptyOp, tensor::DimOp, tensor::ExtractOp, tensor::InsertOp>(
          op) ||
      ns == "cleave" || ns == "func" || ns == "scf" || ns == "builtin") {
    scanTensors(op, work, /*countBytes=*/false);
    return work;
  }
  scanTensors(op, work, /*countBytes=*/false);
  work.modelled = false;
  return work;
}

OpCost mlir::cleave::estimateOp(Operation *op, const ClusterSpec &spec) {
  OpCost cost;
  cost.work = spec.device.fusedKernels ? countFusedWork(op, spec.device)
                                       : countWork(op);
  cost.computeTime = computeTime(spec, cost.work);
  if (std::optional<CollectiveKind> kind = getCollectiveKind(op)) {
    cost.collective = *kind;
    cost.commBytes = getCollectiveBufferBytes(op);
    if (auto axes = op->getAttrOfType<ArrayAttr>("axes")) {
      for (Attribute a : axes) {
        auto name = dyn_cast<StringAttr>(a);
        std::optional<unsigned> index =
            name ? spec.getAxisIndex(name.getValue()) : std::nullopt;
        if (!index) {
          cost.axesResolved = false;
          continue;
        }
        cost.axes.push_back(*index);
      }
    }
    if (cost.axesResolved)
      cost.commTime = collectiveTime(spec, *kind, cost.commBytes, cost.axes);
  }
  return cost;
}

//===----------------------------------------------------------------------===//
// Hypothetical shardings
//===----------------------------------------------------------------------===//

static int64_t ceilDiv(int64_t a, int64_t b) { return (a + b - 1) / b; }

int64_t mlir::cleave::getShardedTensorBytes(
    Type type, ArrayRef<SmallVector<unsigned, 2>> dimAxes,
    ArrayRef<int64_t> axisSizes) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor)
    return 0;
  int64_t n = 1;
  for (auto [d, size] : llvm::enumerate(tensor.getShape())) {
    if (ShapedType::isDynamic(size))
      continue;
    int64_t k = d < dimAxes.size() ? groupSize(axisSizes, dimAxes[d]) : 1;
    n *= ceilDiv(size, k);
  }
  return n * getElementBytes(tensor.getElementType());
}

int64_t mlir::cleave::getShardedTensorBytes(Type type,
                                            const TensorFactors &dims,
                                            const FactorAssignment &assignment) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor)
    return 0;
  const ShardingRule &rule = assignment.getRule();
  int64_t n = 1;
  for (auto [d, size] : llvm::enumerate(tensor.getShape())) {
    if (ShapedType::isDynamic(size))
      continue;
    if (d >= dims.size() || dims[d].empty()) {
      n *= size;
      continue;
    }
    int64_t local = 1;
    bool known = true;
    int64_t totalSplit = 1;
    for (unsigned f : dims[d]) {
      if (f >= rule.factors.size()) {
        known = false;
        continue;
      }
      totalSplit *= assignment.getGroupSize(f);
      int64_t fsize = rule.factors[f].size;
      if (ShapedType::isDynamic(fsize) || fsize <= 0)
        known = false;
      else
        local *= assignment.getLocalSize(f);
    }
    n *= (known && dims[d].size() > 1) ? local : ceilDiv(size, totalSplit);
  }
  return n * getElementBytes(tensor.getElementType());
}

OpWork mlir::cleave::shardedWork(Operation *op,
                                 const FactorAssignment &assignment,
                                 const DeviceSpec *device) {
  const ShardingRule &rule = assignment.getRule();
  OpWork work = device && device->fusedKernels ? countFusedWork(op, *device)
                                               : countWork(op);
  double flopScale = 1;
  for (auto [f, factor] : llvm::enumerate(rule.factors)) {
    int64_t k = assignment.getGroupSize(f);
    // A split lookup masks the reads; every device still does all of them.
    if (k <= 1 || factor.lookup)
      continue;
    if (ShapedType::isDynamic(factor.size) || factor.size <= 0)
      flopScale /= static_cast<double>(k);
    else
      flopScale *= static_cast<double>(assignment.getLocalSize(f)) /
                   static_cast<double>(factor.size);
  }
  double global = 0, sharded = 0;
  auto add = [&](Type t, const TensorFactors &dims) {
    if (dims.empty())
      return;
    global += static_cast<double>(getTensorBytes(t));
    sharded +=
        static_cast<double>(getShardedTensorBytes(t, dims, assignment));
  };
  for (auto [i, operand] : llvm::enumerate(rule.getOperandValues(op)))
    if (i < rule.operands.size())
      add(operand.getType(), rule.operands[i]);
  for (auto [i, result] : llvm::enumerate(op->getResults()))
    if (i < rule.results.size())
      add(result.getType(), rule.results[i]);
  work.flops *= flopScale;
  // One kernel call shrinks by every split but a batch_matmul's batch
  // (factor 0, its first loop), which splits the calls instead.
  if (work.library) {
    double perCall = flopScale;
    if (isa<linalg::BatchMatmulOp>(op) && !rule.factors.empty()) {
      int64_t k = assignment.getGroupSize(0);
      int64_t size = rule.factors[0].size;
      if (k > 1 && !ShapedType::isDynamic(size) && size > 0)
        perCall /= static_cast<double>(assignment.getLocalSize(0)) /
                   static_cast<double>(size);
    }
    work.libraryCallFlops *= perCall;
  }
  for (auto &entry : work.mathCalls)
    entry.second *= flopScale;
  work.loopIterations *= flopScale;
  work.chainFlops *= flopScale;
  work.bytes *= global > 0 ? sharded / global : flopScale;
  return work;
}

double mlir::cleave::shardedComputeTime(Operation *op,
                                        const FactorAssignment &assignment,
                                        const ClusterSpec &spec) {
  return computeTime(spec, shardedWork(op, assignment, &spec.device));
}

//===----------------------------------------------------------------------===//
// Peak memory
//===----------------------------------------------------------------------===//

namespace {
/// Liveness over one function; values are grouped into buffers (a root value
/// and the views / in-place results that share its memory).
class PeakMemory {
public:
  /// Peak bytes of the buffers defined in `block` while it runs.
  int64_t blockPeak(Block &block);
  /// Set to record where the outermost block's peak is.
  PeakPoint *record = nullptr;

private:
  Value rootOf(Value v) const {
    auto it = root.find(v);
    return it == root.end() ? v : it->second;
  }

  DenseMap<Value, Value> root;
  /// A buffer's latest value: the last result that took it in place.
  DenseMap<Value, Value> holder;
};
} // namespace

int64_t PeakMemory::blockPeak(Block &block) {
  // Views alias their source statically.
  for (Operation &op : block)
    if (isView(&op) && op.getNumOperands() && op.getNumResults() == 1)
      root[op.getResult(0)] = rootOf(op.getOperand(0));

  // Last use of each buffer, as the index of the op of this block that uses
  // it (directly or inside its regions).
  DenseMap<Value, unsigned> lastUse;
  SmallVector<Operation *> ops;
  for (auto [i, op] : llvm::enumerate(block)) {
    ops.push_back(&op);
    op.walk([&, i = i](Operation *user) {
      for (Value v : user->getOperands())
        lastUse[rootOf(v)] = i;
    });
  }

  DenseMap<Value, int64_t> liveBytes; // buffer root -> bytes
  DenseMap<Value, unsigned> freeAt;
  int64_t live = 0, peak = 0;
  for (auto [i, op] : llvm::enumerate(ops)) {
    int64_t fresh = 0;
    auto dps = dyn_cast<DestinationStyleOpInterface>(op);
    for (OpResult result : op->getResults()) {
      if (rootOf(result) != result)
        continue; // a view
      unsigned resultLast = lastUse.lookup(result);
      if (!lastUse.count(result))
        resultLast = i;
      if (dps) {
        OpOperand *init = dps.getTiedOpOperand(result);
        Value r = init ? rootOf(init->get()) : Value();
        if (r && liveBytes.count(r) && freeAt.lookup(r) == i) {
          // In place: the init dies here, the result takes its buffer.
          root[result] = r;
          holder[r] = result;
          freeAt[r] = std::max(freeAt[r], resultLast);
          continue;
        }
      }
      int64_t bytes = getTensorBytes(result.getType());
      fresh = addBytes(fresh, bytes);
      liveBytes[result] = bytes;
      freeAt[result] = resultLast;
    }
    int64_t inner = 0;
    PeakPoint *outer = record;
    record = nullptr;
    for (Region &region : op->getRegions())
      for (Block &b : region)
        inner = std::max(inner, blockPeak(b));
    record = outer;
    // The new results are allocated while the operands are still live.
    int64_t now = addBytes(addBytes(live, fresh), inner);
    if (record && (now > peak || i == 0)) {
      record->bytes = now;
      record->index = i;
      record->live.clear();
      for (auto &entry : liveBytes) {
        Value h = holder.lookup(entry.first);
        record->live.push_back(h ? h : entry.first);
      }
    }
    peak = std::max(peak, now);
    live = addBytes(live, fresh);
    SmallVector<Value> dead;
    for (auto &[r, at] : freeAt)
      if (at == i)
        dead.push_back(r);
    for (Value r : dead) {
      live -= liveBytes.lookup(r);
      liveBytes.erase(r);
      freeAt.erase(r);
    }
  }
  return peak;
}

int64_t mlir::cleave::getPeakMemoryBytes(FunctionOpInterface func) {
  int64_t args = 0;
  for (Type t : func.getArgumentTypes())
    args = addBytes(args, getTensorBytes(t));
  if (func.getFunctionBody().empty())
    return args;
  PeakMemory walker;
  return addBytes(args, walker.blockPeak(func.getFunctionBody().front()));
}

PeakPoint mlir::cleave::getPeakPoint(FunctionOpInterface func) {
  PeakPoint point;
  int64_t args = 0;
  for (Type t : func.getArgumentTypes())
    args = addBytes(args, getTensorBytes(t));
  if (!func.getFunctionBody().empty()) {
    PeakMemory walker;
    walker.record = &point;
    walker.blockPeak(func.getFunctionBody().front());
  }
  point.bytes = addBytes(point.bytes, args);
  return point;
}
