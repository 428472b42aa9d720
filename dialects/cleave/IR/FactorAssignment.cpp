//===- FactorAssignment.cpp - mesh axes on an op's factors ----------------===//

#include "cleave/IR/FactorAssignment.h"

using namespace mlir;
using namespace mlir::cleave;

FactorAssignment::FactorAssignment(const ShardingRule &rule,
                                   ArrayRef<int64_t> axisSizes)
    : rule(&rule), axisSizes(axisSizes), factorAxes(rule.factors.size()) {}

FactorAssignment::FactorAssignment(const ShardingRule &rule,
                                   ArrayRef<int64_t> axisSizes,
                                   ArrayRef<MeshAxes> factorAxes)
    : rule(&rule), axisSizes(axisSizes),
      factorAxes(factorAxes.begin(), factorAxes.end()) {
  this->factorAxes.resize(rule.factors.size());
}

//===----------------------------------------------------------------------===//
// From tensor shardings
//===----------------------------------------------------------------------===//

namespace {
/// Factors claim axes first come, first served.
struct Claims {
  const ShardingRule &rule;
  SmallVector<std::optional<MeshAxes>> assigned;
  SmallVector<bool> used;

  Claims(const ShardingRule &rule, unsigned numAxes)
      : rule(rule), assigned(rule.factors.size()), used(numAxes, false) {}

  /// Gives `f` the leading `axes` that no factor holds yet; a factor that
  /// has claimed once (even nothing) keeps its claim.
  void take(unsigned f, ArrayRef<unsigned> axes) {
    if (assigned[f] || rule.factors[f].kind == FactorKind::NeedsReplication)
      return;
    MeshAxes kept;
    for (unsigned a : axes) {
      if (a >= used.size() || used[a])
        break;
      kept.push_back(a);
    }
    for (unsigned a : kept)
      used[a] = true;
    assigned[f] = kept;
  }
};
} // namespace

/// The axes each factor of `dims` would get from a tensor split by `axes`.
static std::optional<SmallVector<MeshAxes>>
splitDims(const ShardingRule &rule, const TensorFactors &dims,
          ArrayRef<MeshAxes> axes, ArrayRef<int64_t> axisSizes, unsigned d) {
  SmallVector<MeshAxes> split;
  if (d >= axes.size() ||
      !projectDimAxes(rule, dims[d], axes[d], axisSizes, split))
    return std::nullopt;
  return split;
}

FactorAssignment FactorAssignment::fromTensorShardings(
    const ShardingRule &rule, ArrayRef<int64_t> axisSizes,
    ArrayRef<std::optional<AxisSharding>> results,
    ArrayRef<std::optional<AxisSharding>> operands) {
  Claims claims(rule, axisSizes.size());
  // What the op should produce.
  MeshAxes resultPartial;
  for (auto [r, want] : llvm::enumerate(results)) {
    if (!want || r >= rule.results.size())
      continue;
    const TensorFactors &dims = rule.results[r];
    for (unsigned d = 0; d < dims.size(); ++d)
      if (auto split = splitDims(rule, dims, want->dims, axisSizes, d))
        for (auto [k, f] : llvm::enumerate(dims[d]))
          claims.take(f, (*split)[k]);
    for (unsigned a : want->partial)
      if (!llvm::is_contained(resultPartial, a))
        resultPartial.push_back(a);
  }
  // Then the factors the results leave open: the operand that splits a
  // factor most, a reduction the results' partial state agrees with first.
  for (unsigned f = 0; f < rule.factors.size(); ++f) {
    if (claims.assigned[f])
      continue;
    std::optional<MeshAxes> best;
    int64_t bestScore = -1;
    for (auto [i, have] : llvm::enumerate(operands)) {
      if (!have || i >= rule.operands.size())
        continue;
      const TensorFactors &dims = rule.operands[i];
      for (unsigned d = 0; d < dims.size(); ++d) {
        auto pos = llvm::find(dims[d], f);
        if (pos == dims[d].end())
          continue;
        auto split = splitDims(rule, dims, have->dims, axisSizes, d);
        if (!split)
          continue;
        MeshAxes axes = (*split)[pos - dims[d].begin()];
        if (axes.empty())
          continue;
        bool agrees = rule.factors[f].kind == FactorKind::Reduction &&
                      llvm::all_of(axes, [&](unsigned a) {
                        return llvm::is_contained(resultPartial, a);
                      });
        int64_t score = (agrees ? 1000 : 0) + axes.size();
        if (score > bestScore) {
          bestScore = score;
          best = axes;
        }
      }
    }
    if (best)
      claims.take(f, *best);
  }
  FactorAssignment out(rule, axisSizes);
  for (auto [f, axes] : llvm::enumerate(claims.assigned))
    if (axes)
      out.factorAxes[f] = *axes;
  return out;
}

//===----------------------------------------------------------------------===//
// Queries
//===----------------------------------------------------------------------===//

int64_t FactorAssignment::getGroupSize(unsigned factor) const {
  return groupSize(axisSizes, factorAxes[factor]);
}

int64_t FactorAssignment::getLocalSize(unsigned factor) const {
  return localDimSize(rule->factors[factor].size, getGroupSize(factor));
}

bool FactorAssignment::isUnevenlySplit(unsigned factor) const {
  int64_t n = getGroupSize(factor);
  int64_t size = rule->factors[factor].size;
  return n > 1 && (ShapedType::isDynamic(size) || size % n != 0);
}

bool FactorAssignment::isReplicated() const {
  return llvm::all_of(factorAxes,
                      [](const MeshAxes &axes) { return axes.empty(); });
}

std::optional<SmallVector<MeshAxes>>
FactorAssignment::getTensorDims(const TensorFactors &dims) const {
  SmallVector<MeshAxes> out;
  for (const auto &fs : dims) {
    std::optional<MeshAxes> axes =
        composeDimAxes(*rule, fs, factorAxes, axisSizes);
    if (!axes)
      return std::nullopt;
    out.push_back(std::move(*axes));
  }
  return out;
}

std::optional<AxisSharding>
FactorAssignment::getOperandSharding(unsigned i) const {
  if (i >= rule->operands.size())
    return std::nullopt;
  std::optional<SmallVector<MeshAxes>> dims = getTensorDims(rule->operands[i]);
  if (!dims)
    return std::nullopt;
  AxisSharding s;
  s.dims = std::move(*dims);
  return s;
}

std::optional<AxisSharding>
FactorAssignment::getResultSharding(unsigned r) const {
  if (r >= rule->results.size())
    return std::nullopt;
  std::optional<SmallVector<MeshAxes>> dims = getTensorDims(rule->results[r]);
  if (!dims)
    return std::nullopt;
  AxisSharding s;
  s.dims = std::move(*dims);
  s.partial = getReductionAxes();
  s.kind = rule->reductionKind;
  return s;
}

MeshAxes FactorAssignment::getReductionAxes() const {
  MeshAxes out;
  for (auto [f, factor] : llvm::enumerate(rule->factors))
    if (factor.kind == FactorKind::Reduction)
      out.append(factorAxes[f].begin(), factorAxes[f].end());
  return out;
}

MeshAxes FactorAssignment::getUsedAxes() const {
  MeshAxes out;
  for (const MeshAxes &axes : factorAxes)
    out.append(axes.begin(), axes.end());
  return out;
}

bool FactorAssignment::composes() const {
  for (ArrayRef<TensorFactors> group : {ArrayRef<TensorFactors>(rule->operands),
                                        ArrayRef<TensorFactors>(rule->results)})
    for (const TensorFactors &dims : group)
      if (!getTensorDims(dims))
        return false;
  return true;
}

//===----------------------------------------------------------------------===//
// Normalisation
//===----------------------------------------------------------------------===//

MeshAxes FactorAssignment::normalize(bool maskableReductions) {
  dropFactorsNotInResults();
  makeComposable();
  if (maskableReductions)
    return {};
  return keepUnevenReductionsWhole();
}

void FactorAssignment::dropFactorsNotInResults() {
  if (rule->results.empty())
    return;
  SmallVector<bool> inResult(rule->factors.size(), false);
  for (const TensorFactors &dims : rule->results)
    for (const auto &fs : dims)
      for (unsigned f : fs)
        inResult[f] = true;
  for (auto [f, factor] : llvm::enumerate(rule->factors))
    if (!inResult[f] && factor.kind != FactorKind::Reduction)
      factorAxes[f].clear();
}

void FactorAssignment::makeComposable() {
  // Each round drops the minor-most split factor of one dim that does not
  // compose; a round without a drop has every dim composing.
  for (bool changed = true; changed;) {
    changed = false;
    for (ArrayRef<TensorFactors> group :
         {ArrayRef<TensorFactors>(rule->operands),
          ArrayRef<TensorFactors>(rule->results)})
      for (const TensorFactors &dims : group)
        for (const auto &fs : dims) {
          if (fs.size() < 2 || composeDimAxes(*rule, fs, factorAxes, axisSizes))
            continue;
          for (unsigned k = fs.size(); k-- > 0;)
            if (!factorAxes[fs[k]].empty()) {
              factorAxes[fs[k]].clear();
              changed = true;
              break;
            }
        }
  }
}

MeshAxes FactorAssignment::keepUnevenReductionsWhole() {
  MeshAxes taken;
  for (auto [f, factor] : llvm::enumerate(rule->factors))
    if (factor.kind == FactorKind::Reduction && isUnevenlySplit(f)) {
      llvm::append_range(taken, factorAxes[f]);
      factorAxes[f].clear();
    }
  return taken;
}

SmallVector<unsigned> FactorAssignment::getUnevenReductions() const {
  SmallVector<unsigned> out;
  for (auto [f, factor] : llvm::enumerate(rule->factors))
    if (factor.kind == FactorKind::Reduction && !factor.lookup &&
        !ShapedType::isDynamic(factor.size) && isUnevenlySplit(f))
      out.push_back(f);
  return out;
}

//===----------------------------------------------------------------------===//
// Partial flow
//===----------------------------------------------------------------------===//

FactorAssignment::PartialPassThrough FactorAssignment::getPartialPassThrough(
    ArrayRef<std::optional<AxisSharding>> have, ArrayRef<bool> ignored,
    ArrayRef<unsigned> resultPartial, ArrayRef<int64_t> localBytes) const {
  PartialPassThrough out;
  out.keep.assign(have.size(), false);
  MeshAxes reduction = getReductionAxes();
  if (rule->partialFlow == PartialFlow::None ||
      (!reduction.empty() && rule->reductionKind != ReductionKind::sum))
    return out;
  SmallVector<unsigned> partialOps, countedOps;
  for (auto [i, h] : llvm::enumerate(have)) {
    if (!h || (i < ignored.size() && ignored[i]))
      continue;
    bool counted = rule->isPartialOperand(i);
    if (counted)
      countedOps.push_back(i);
    if (h->partial.empty())
      continue;
    // A partial operand the flow does not count, or not a sum: reduce it.
    if (!counted || h->kind != ReductionKind::sum)
      return out;
    partialOps.push_back(i);
  }
  if (partialOps.empty())
    return out;
  ArrayRef<unsigned> axes = have[partialOps[0]]->partial;
  bool sameAxes = llvm::all_of(partialOps, [&](unsigned i) {
    return sameAxisSet(have[i]->partial, axes);
  });
  bool shapeOk = rule->partialFlow == PartialFlow::Additive
                     ? partialOps.size() == countedOps.size() && sameAxes
                     : sameAxes;
  if (rule->partialFlow == PartialFlow::Multilinear && partialOps.size() > 1) {
    SmallVector<int64_t> sizes;
    for (unsigned i : partialOps)
      sizes.push_back(i < localBytes.size() ? localBytes[i] : -1);
    std::optional<unsigned> keeper = partialKeeper(sizes);
    if (!keeper)
      return out;
    partialOps = {partialOps[*keeper]};
  }
  MeshAxes used = getUsedAxes();
  bool wantedOk = llvm::all_of(axes, [&](unsigned a) {
    return llvm::is_contained(resultPartial, a) &&
           !llvm::is_contained(used, a);
  });
  if (!shapeOk || !wantedOk)
    return out;
  for (unsigned i : partialOps)
    out.keep[i] = true;
  out.axes.assign(axes.begin(), axes.end());
  return out;
}

std::optional<unsigned> mlir::cleave::partialKeeper(ArrayRef<int64_t> sizes) {
  std::optional<unsigned> best;
  for (auto [i, n] : llvm::enumerate(sizes)) {
    if (n < 0)
      return std::nullopt;
    if (!best || n > sizes[*best])
      best = i;
  }
  return best;
}

void FactorAssignment::print(raw_ostream &os) const {
  for (auto [f, axes] : llvm::enumerate(factorAxes)) {
    if (f)
      os << ' ';
    os << 'f' << f << "={";
    llvm::interleave(axes, os, ",");
    os << '}';
  }
}
