//===- Verify.cpp - results: assembly, reference run, comparison ----------===//

#include "cleave/Run/Verify.h"

#include "Report.h"

#include "llvm/ADT/STLExtras.h"

#include <cmath>
#include <cstring>

namespace cleave::run {

using namespace mlir;
using namespace mlir::cleave;

//===----------------------------------------------------------------------===//
// Assembling results
//===----------------------------------------------------------------------===//

/// The rank holding the copy of `info` that counts for the rank at
/// `coords`: coordinate 0 on every axis the value does not use.
static int64_t canonicalRank(const ValueInfo &info, const MeshInfo &mesh,
                             ArrayRef<int64_t> coords) {
  SmallVector<bool> usedAxes(mesh.shape.size(), false);
  if (info.sharding) {
    for (auto dim : info.sharding.getDims())
      for (StringAttr a : dim.getAxes())
        usedAxes[mesh.axisIndex(a.getValue())] = true;
    for (StringAttr a : info.sharding.getPartialAxes())
      usedAxes[mesh.axisIndex(a.getValue())] = true;
  }
  int64_t canonical = 0;
  for (size_t a = 0; a < mesh.shape.size(); ++a)
    canonical = canonical * mesh.shape[a] + (usedAxes[a] ? coords[a] : 0);
  return canonical;
}

/// Advances the row-major index `idx` within `sizes`.
static void step(SmallVectorImpl<int64_t> &idx, ArrayRef<int64_t> sizes) {
  for (int64_t d = int64_t(idx.size()) - 1; d >= 0; --d) {
    if (++idx[d] < sizes[d])
      break;
    idx[d] = 0;
  }
}

/// A replica of a shard another rank contributes: it must hold the same
/// values as that rank, or some rank computed from the wrong data. Counts
/// rank `r`'s differing elements of `gathered` (n per rank) in `replicas`.
static void checkReplica(const ValueInfo &info, const HostBuffer &gathered,
                         int64_t n, int64_t r, const Shard &shard,
                         int64_t canonical, StringRef what, Tolerance tol,
                         ReplicaCheck &replicas) {
  ArrayRef<int64_t> globalShape = info.globalType.getShape();
  int64_t rank = info.localType.getRank();
  SmallVector<int64_t> at(rank, 0);
  for (int64_t e = 0; e < n; ++e) {
    // The padding of an uneven shard holds anything: skip it.
    bool inside = true;
    for (int64_t d = 0; d < rank; ++d)
      inside &= shard.offsets[d] + at[d] < globalShape[d];
    step(at, info.localType.getShape());
    if (!inside)
      continue;
    long double mine = gathered.get(r * n + e);
    long double theirs = gathered.get(canonical * n + e);
    bool same = (std::isnan(double(mine)) && std::isnan(double(theirs))) ||
                std::fabs(double(mine - theirs)) <=
                    tol.atol + tol.rtol * std::fabs(double(theirs));
    if (same)
      continue;
    if (replicas.mismatches++ == 0)
      replicas.first = (what + ": the replica on rank " + std::to_string(r) +
                        " differs from rank " + std::to_string(canonical) +
                        "'s at local element " + std::to_string(e) + ": " +
                        std::to_string(double(mine)) + " vs " +
                        std::to_string(double(theirs)))
                           .str();
  }
}

/// Adds rank `r`'s shard of `gathered` (n per rank) into `global`: the
/// first contribution to an element sets it, later ones (partial shards)
/// combine by `kind`.
static void accumulateShard(const ValueInfo &info, const HostBuffer &gathered,
                            int64_t n, int64_t r, const Shard &shard,
                            ReductionKind kind,
                            std::vector<long double> &global,
                            std::vector<char> &seen) {
  ArrayRef<int64_t> globalShape = info.globalType.getShape();
  int64_t rank = info.localType.getRank();
  SmallVector<int64_t> idx(rank, 0);
  for (int64_t e = 0; e < n; ++e) {
    int64_t g = 0;
    bool inside = true;
    // Shard::global: also a dim split per part (a carried argument's, which
    // cleave-run's training loop assembles).
    for (int64_t d = 0; d < rank; ++d) {
      inside &= shard.global(d, idx[d]) < globalShape[d];
      g = g * globalShape[d] + shard.global(d, idx[d]);
    }
    long double v = gathered.get(r * n + e);
    if (!inside) {
      // Padding of an uneven shard.
    } else if (!seen[g]) {
      global[g] = v;
      seen[g] = 1;
    } else {
      switch (kind) {
      case ReductionKind::sum: global[g] += v; break;
      case ReductionKind::prod: global[g] *= v; break;
      case ReductionKind::max: global[g] = std::max(global[g], v); break;
      case ReductionKind::min: global[g] = std::min(global[g], v); break;
      }
    }
    step(idx, info.localType.getShape());
  }
}

LogicalResult assemble(const ValueInfo &info, HostBuffer &local,
                       const MeshInfo &mesh, StringRef what, Tolerance tol,
                       std::vector<long double> &global,
                       ReplicaCheck &replicas) {
  int64_t n = local.numElements();
  int64_t world = mesh.size();
  HostBuffer flat, gathered;
  flat.allocate(info.dtype, {n});
  std::memcpy(flat.data, local.data, size_t(n) * dtypeSize(info.dtype));
  gathered.allocate(info.dtype, {n * world});
  runtimeAllGather(info.dtype, &flat.unranked, &gathered.unranked,
                   mesh.allAxes);
  global.assign(size_t(product(info.globalType.getShape())), 0);
  std::vector<char> seen(global.size(), 0);
  ReductionKind kind = info.sharding && info.sharding.isPartial()
                           ? info.sharding.getPartialKind()
                           : ReductionKind::sum;
  for (int64_t r = 0; r < world; ++r) {
    SmallVector<int64_t> coords = coordsOf(r, mesh);
    FailureOr<Shard> shard = shardOf(info, mesh, coords, what);
    if (failed(shard))
      return failure();
    if (!shard->canonical)
      checkReplica(info, gathered, n, r, *shard,
                   canonicalRank(info, mesh, coords), what, tol, replicas);
    else
      accumulateShard(info, gathered, n, r, *shard, kind, global, seen);
  }
  // Values of the result's own dtype (a partial sum of f16 rounds to f16).
  HostBuffer one;
  one.allocate(info.dtype, {1});
  for (long double &v : global) {
    one.set(0, v);
    v = one.get(0);
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Printing and comparing results
//===----------------------------------------------------------------------===//

static std::string formatValue(long double v) {
  char buf[64];
  std::snprintf(buf, sizeof(buf), "%.9Lg", v);
  return buf;
}

static std::string indexString(int64_t linear, ArrayRef<int64_t> shape) {
  SmallVector<int64_t> idx(shape.size());
  for (int64_t d = int64_t(shape.size()) - 1; d >= 0; --d) {
    idx[d] = linear % shape[d];
    linear /= shape[d];
  }
  std::string s = "[";
  for (auto [i, x] : llvm::enumerate(idx))
    s += (i ? ", " : "") + std::to_string(x);
  return s + "]";
}

void printSummary(unsigned i, const ValueInfo &info,
                  const std::vector<long double> &global, int printValues) {
  long double sum = 0, sumAbs = 0;
  for (long double v : global) {
    sum += v;
    sumAbs += std::fabs(v);
  }
  std::string sharding;
  llvm::raw_string_ostream os(sharding);
  if (info.sharding)
    os << info.sharding;
  else
    os << "replicated";
  llvm::outs() << "result " << i << ": " << info.globalType << " (local "
               << info.localType << ", " << sharding << ")\n"
               << "  sum = " << formatValue(sum)
               << "  sum|x| = " << formatValue(sumAbs) << "\n  values:";
  for (int64_t k = 0; k < std::min<int64_t>(printValues, global.size()); ++k)
    llvm::outs() << " " << formatValue(global[k]);
  if (int64_t(global.size()) > printValues)
    llvm::outs() << " ...";
  llvm::outs() << "\n";
}

Tolerance toleranceFor(DType d, std::optional<double> rtol,
                       std::optional<double> atol) {
  Tolerance t;
  switch (d) {
  case F32: t = {1e-4, 1e-5}; break;
  case F64: t = {1e-10, 1e-12}; break;
  case F16: t = {1e-2, 1e-3}; break;
  case BF16: t = {2e-2, 8e-3}; break;
  case I32:
  case I64: t = {0, 0}; break;
  }
  if (rtol)
    t.rtol = *rtol;
  if (atol)
    t.atol = *atol;
  return t;
}

/// Float types from the widest to the loosest tolerance; -1 if not float.
static int looseness(DType d) {
  switch (d) {
  case F64: return 0;
  case F32: return 1;
  case F16: return 2;
  case BF16: return 3;
  case I32:
  case I64: break;
  }
  return -1;
}

std::optional<DType> narrowestComputeType(ModuleOp module) {
  std::optional<DType> narrowest;
  module.walk([&](Operation *op) {
    for (Type t : op->getResultTypes()) {
      Type e = getElementTypeOrSelf(t);
      std::optional<DType> d;
      if (e.isBF16())
        d = BF16;
      else if (e.isF16())
        d = F16;
      if (d && (!narrowest || looseness(*d) > looseness(*narrowest)))
        narrowest = d;
    }
  });
  return narrowest;
}

Tolerance toleranceFor(DType d, std::optional<DType> computed,
                       std::optional<double> rtol,
                       std::optional<double> atol) {
  int self = looseness(d);
  if (computed && self >= 0 && looseness(*computed) > self)
    d = *computed;
  return toleranceFor(d, rtol, atol);
}

double noiseFloor(const std::vector<long double> &a,
                  const std::vector<long double> &b) {
  long double worst = 0;
  for (size_t k = 0; k < a.size() && k < b.size(); ++k)
    if (!std::isnan(a[k]) && !std::isnan(b[k]))
      worst = std::max(worst, std::fabs(a[k] - b[k]));
  return static_cast<double>(worst);
}

Comparison compareResult(unsigned i, const ValueInfo &info,
                         const std::vector<long double> &expected,
                         const std::vector<long double> &got, Tolerance tol) {
  long double maxAbs = 0;
  // Infinities (a masked max, an exclusive scan's identity) must match
  // exactly; they take no part in the scale, which would otherwise admit
  // any value.
  for (long double v : expected)
    if (std::isfinite(v))
      maxAbs = std::max(maxAbs, std::fabs(v));
  long double scale = std::max<long double>(1, maxAbs);
  Comparison c;
  int64_t worst = -1;
  long double worstExcess = 0;
  for (size_t k = 0; k < expected.size(); ++k) {
    long double e = expected[k], g = got[k];
    long double diff = std::fabs(g - e);
    long double allowed =
        tol.atol * scale + tol.rtol * std::fabs(e) + tol.noise;
    bool nanMismatch = std::isnan(e) != std::isnan(g);
    bool infMismatch =
        (std::isinf(e) || std::isinf(g)) && !nanMismatch && e != g;
    if (nanMismatch || infMismatch || diff > allowed) {
      ++c.mismatches;
      long double excess =
          nanMismatch || infMismatch ? INFINITY : diff - allowed;
      if (worst < 0 || excess > worstExcess) {
        worst = int64_t(k);
        worstExcess = excess;
      }
    }
  }
  llvm::raw_string_ostream os(c.message);
  c.matches = worst < 0;
  if (c.matches) {
    os << "verify: result " << i << " matches the unpartitioned "
       << "program (" << expected.size() << " elements, "
       << dtypeName(info.dtype) << ", rtol " << tol.rtol << ", atol "
       << tol.atol << " x " << formatValue(scale);
    if (tol.noise > 0)
      os << ", + " << formatValue(tol.noise) << " for the noise floor";
    os << ")\n";
    return c;
  }
  os << "cleave-run: verify: result " << i << ": " << c.mismatches << " of "
     << expected.size() << " elements differ; worst at "
     << indexString(worst, info.globalType.getShape()) << ": expected "
     << formatValue(expected[worst]) << ", got "
     << formatValue(got[worst]) << "\n";
  return c;
}

//===----------------------------------------------------------------------===//
// The reference run
//===----------------------------------------------------------------------===//

void stripToReference(ModuleOp module, StringRef keep) {
  SmallVector<Operation *> constraints;
  module.walk([&](ConstraintOp op) { constraints.push_back(op); });
  for (Operation *op : constraints) {
    op->getResult(0).replaceAllUsesWith(op->getOperand(0));
    op->erase();
  }
  SmallVector<func::FuncOp> drop;
  for (auto fn : module.getOps<func::FuncOp>())
    if (fn.getName() != keep && fn->hasAttr("cleave.partitioned"))
      drop.push_back(fn);
  for (auto fn : drop)
    fn.erase();
}

/// The reference `sig` must take and return what the partitioned program's
/// `partSig` does, globally.
static LogicalResult checkReferenceSignature(StringRef name,
                                             const Signature &sig,
                                             const Signature &partSig) {
  if (sig.args.size() != partSig.args.size() ||
      sig.results.size() != partSig.results.size()) {
    runError() << "--verify: @" << name << " has " << sig.args.size()
               << " arguments and " << sig.results.size() << " results; @"
               << partSig.entry << " has " << partSig.args.size() << " and "
               << partSig.results.size() << "\n";
    return failure();
  }
  auto check = [&](ArrayRef<ValueInfo> ref, ArrayRef<ValueInfo> part,
                   const char *what) {
    for (auto [i, pair] : llvm::enumerate(llvm::zip(ref, part)))
      if (std::get<0>(pair).globalType != std::get<1>(pair).globalType) {
        runError() << "--verify: " << what << " " << i
                   << " of the reference has type "
                   << std::get<0>(pair).globalType
                   << ", the partitioned program's "
                   << "global type is " << std::get<1>(pair).globalType
                   << "\n";
        return failure();
      }
    return success();
  };
  if (failed(check(sig.args, partSig.args, "argument")) ||
      failed(check(sig.results, partSig.results, "result")))
    return failure();
  return success();
}

LogicalResult runReference(const JitCompiler &compiler,
                           const InputGenerator &inputs, ModuleOp reference,
                           StringRef name, const Signature &partSig,
                           std::vector<std::vector<long double>> &expected) {
  if (name.empty())
    name = partSig.entry;
  func::FuncOp fn = reference.lookupSymbol<func::FuncOp>(name);
  if (!fn || fn.isExternal()) {
    runError() << "--verify: the unpartitioned program has no function @"
               << name << "\n";
    return failure();
  }
  if (fn->hasAttr("cleave.partitioned")) {
    runError() << "--verify: @" << name
               << " in the reference is partitioned\n";
    return failure();
  }
  stripToReference(reference, name);
  Signature sig;
  if (failed(readSignature(fn, sig, /*partitioned=*/false)) ||
      failed(checkReferenceSignature(name, sig, partSig)))
    return failure();
  Program program = compiler.compile(reference, /*withProfile=*/false,
                                     "unpartitioned program");
  if (!program)
    return failure();
  std::vector<HostBuffer> args(sig.args.size());
  for (auto [i, info] : llvm::enumerate(sig.args))
    if (failed(inputs.fill(i, info, Shard::whole(info), args[i])))
      return failure();
  Results results = makeResults(sig);
  if (failed(invoke(program, sig, args, results)))
    return failure();
  expected.resize(sig.results.size());
  for (auto [i, info] : llvm::enumerate(sig.results)) {
    HostBuffer buf;
    readResult(results, i, info, buf);
    expected[i].resize(buf.numElements());
    for (int64_t e = 0; e < buf.numElements(); ++e)
      expected[i][e] = buf.get(e);
  }
  return success();
}

} // namespace cleave::run
