//===- ShardingRule.cpp - an op described as factors ----------------------===//
//
// Printing and checking of sharding rules, and the lookup through
// ShardingRuleOpInterface.
//
//===----------------------------------------------------------------------===//

#include "cleave/IR/ShardingRule.h"
#include "cleave/IR/CleaveInterfaces.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace mlir;
using namespace mlir::cleave;

// The interface is defined here, with the rules that read it; the external
// models of upstream ops live in the CleaveShardingRules library.
#include "cleave/IR/CleaveInterfaces.cpp.inc"

StringRef mlir::cleave::stringifyFactorKind(FactorKind kind) {
  switch (kind) {
  case FactorKind::Parallel:
    return "parallel";
  case FactorKind::Reduction:
    return "reduction";
  case FactorKind::NeedsReplication:
    return "replicated";
  }
  return "unknown";
}

static LogicalResult verifyTensor(Operation *op, const ShardingRule &rule,
                                  Type type, const TensorFactors &dims,
                                  StringRef what, unsigned index) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor)
    return success(dims.empty());
  if ((int64_t)dims.size() != tensor.getRank())
    return op->emitError() << "sharding rule gives " << what << " #" << index
                           << " " << dims.size() << " dims, the type has "
                           << tensor.getRank();
  for (auto [d, factors] : llvm::enumerate(dims)) {
    int64_t product = 1;
    bool known = true;
    for (unsigned f : factors) {
      if (f >= rule.factors.size())
        return op->emitError() << "sharding rule names factor " << f
                               << " of " << rule.factors.size();
      if (ShapedType::isDynamic(rule.factors[f].size))
        known = false;
      else
        product *= rule.factors[f].size;
    }
    if (known && !tensor.isDynamicDim(d) && !factors.empty() &&
        product != tensor.getDimSize(d))
      return op->emitError() << "sharding rule: factors of " << what << " #"
                             << index << " dim " << d << " multiply to "
                             << product << ", not " << tensor.getDimSize(d);
  }
  return success();
}

LogicalResult ShardingRule::verify(Operation *op) const {
  if (operands.size() != op->getNumOperands() + captured.size() ||
      results.size() != op->getNumResults())
    return op->emitError() << "sharding rule covers " << operands.size()
                           << " operands and " << results.size()
                           << " results";
  for (auto [i, v] : llvm::enumerate(getOperandValues(op)))
    if (failed(verifyTensor(op, *this, v.getType(), operands[i],
                            i < op->getNumOperands() ? "operand"
                                                     : "captured tensor",
                            i)))
      return failure();
  for (auto [i, v] : llvm::enumerate(op->getResults()))
    if (failed(verifyTensor(op, *this, v.getType(), results[i], "result", i)))
      return failure();
  return success();
}

static void printTensor(raw_ostream &os, const TensorFactors &dims) {
  os << "[";
  llvm::interleaveComma(dims, os, [&](const SmallVector<unsigned, 1> &fs) {
    if (fs.empty()) {
      os << "-";
      return;
    }
    llvm::interleave(fs, os, [&](unsigned f) { os << "f" << f; }, "*");
  });
  os << "]";
}

void ShardingRule::print(raw_ostream &os) const {
  os << "factors: ";
  llvm::interleaveComma(llvm::enumerate(factors), os, [&](auto it) {
    os << "f" << it.index() << "=";
    if (ShapedType::isDynamic(it.value().size))
      os << "?";
    else
      os << it.value().size;
    os << " " << stringifyFactorKind(it.value().kind);
    if (it.value().lookup)
      os << " lookup";
  });
  os << "; operands: ";
  llvm::interleaveComma(
      ArrayRef<TensorFactors>(operands).drop_back(captured.size()), os,
      [&](const TensorFactors &t) { printTensor(os, t); });
  if (!captured.empty()) {
    os << "; captured: ";
    llvm::interleaveComma(
        ArrayRef<TensorFactors>(operands).take_back(captured.size()), os,
        [&](const TensorFactors &t) { printTensor(os, t); });
  }
  os << "; results: ";
  llvm::interleaveComma(results, os,
                        [&](const TensorFactors &t) { printTensor(os, t); });
  if (llvm::any_of(factors,
                   [](Factor f) { return f.kind == FactorKind::Reduction; }))
    os << "; reduction: " << stringifyReductionKind(reductionKind);
  os << "; partial: ";
  switch (partialFlow) {
  case PartialFlow::None:
    os << "none";
    break;
  case PartialFlow::Additive:
    os << "additive";
    break;
  case PartialFlow::Multilinear:
    os << "multilinear";
    break;
  }
  if (partialFlow != PartialFlow::None) {
    os << " over operands [";
    bool first = true;
    for (auto [i, on] : llvm::enumerate(partialOperand)) {
      if (!on)
        continue;
      if (!first)
        os << ", ";
      os << i;
      first = false;
    }
    os << "]";
  }
}

SmallVector<Value> mlir::cleave::getCapturedTensors(Operation *op) {
  SmallVector<Value> out;
  if (op->getNumRegions() == 0)
    return out;
  llvm::SmallPtrSet<Value, 4> seen;
  op->walk([&](Operation *inner) {
    if (inner == op)
      return;
    for (Value v : inner->getOperands()) {
      if (!isa<RankedTensorType>(v.getType()))
        continue;
      Operation *owner = v.getParentRegion()->getParentOp();
      if (op->isAncestor(owner))
        continue;
      if (seen.insert(v).second)
        out.push_back(v);
    }
  });
  return out;
}

FailureOr<ShardingRule>
mlir::cleave::getRuleFromAttr(OpShardingRuleAttr attr, Operation *op,
                              function_ref<InFlightDiagnostic()> emitError) {
  if (attr.getNumOperands() != op->getNumOperands() ||
      attr.getNumResults() != op->getNumResults())
    return emitError() << "the rule has " << attr.getNumOperands()
                       << " operands and " << attr.getNumResults()
                       << " results, but the op has " << op->getNumOperands()
                       << " and " << op->getNumResults();
  ArrayRef<StringAttr> names = attr.getFactorNames();
  SmallVector<int64_t> sizes(attr.getFactorSizes());
  unsigned numOperands = attr.getNumOperands();
  unsigned numTensors = attr.getTensorRanks().size();
  auto typeOf = [&](unsigned t) {
    return t < numOperands ? op->getOperand(t).getType()
                           : op->getResult(t - numOperands).getType();
  };
  auto what = [&](unsigned t) {
    return t < numOperands ? "operand #" + std::to_string(t)
                           : "result #" + std::to_string(t - numOperands);
  };
  SmallVector<TensorFactors> tensors;
  for (unsigned t = 0; t < numTensors; ++t) {
    TensorFactors dims = attr.getTensorFactors(t);
    Type type = typeOf(t);
    auto ranked = dyn_cast<RankedTensorType>(type);
    if (!ranked && isa<TensorType>(type))
      return emitError() << what(t) << " is an unranked tensor; a sharding "
                                       "rule needs ranked tensors";
    int64_t rank = ranked ? ranked.getRank() : 0;
    if ((int64_t)dims.size() != rank)
      return emitError() << what(t) << " has type " << type << " (rank "
                         << rank << ") but the rule gives it " << dims.size()
                         << " dims";
    tensors.push_back(std::move(dims));
  }
  // Sizes from single-factor dims, then compound dims with one unknown
  // factor, until nothing changes.
  for (bool changed = true; changed;) {
    changed = false;
    for (unsigned t = 0; t < numTensors; ++t) {
      auto ranked = dyn_cast<RankedTensorType>(typeOf(t));
      for (auto [d, fs] : llvm::enumerate(tensors[t])) {
        int64_t dimSize = ranked.getDimSize(d);
        if (ShapedType::isDynamic(dimSize))
          continue;
        int64_t known = 1;
        std::optional<unsigned> unknown;
        bool several = false;
        for (unsigned f : fs) {
          if (!ShapedType::isDynamic(sizes[f]))
            known *= sizes[f];
          else if (unknown && *unknown != f)
            several = true;
          else
            unknown = f;
        }
        if (several)
          continue;
        if (!unknown) {
          if (known != dimSize)
            return emitError()
                   << "dim " << d << " of " << what(t) << " has size "
                   << dimSize << " but its factors give " << known;
          continue;
        }
        if (known == 0 || dimSize % known != 0 ||
            llvm::count(fs, *unknown) != 1)
          return emitError() << "dim " << d << " of " << what(t)
                             << " has size " << dimSize
                             << ", which its factors cannot divide";
        sizes[*unknown] = dimSize / known;
        changed = true;
      }
    }
  }
  ShardingRule rule;
  for (auto [f, size] : llvm::enumerate(sizes)) {
    bool onlyDynamic = true;
    for (unsigned t = 0; t < numTensors; ++t) {
      auto ranked = dyn_cast<RankedTensorType>(typeOf(t));
      for (auto [d, fs] : llvm::enumerate(tensors[t]))
        if (llvm::is_contained(fs, (unsigned)f) &&
            !ShapedType::isDynamic(ranked.getDimSize(d)))
          onlyDynamic = false;
    }
    if (ShapedType::isDynamic(size) && !onlyDynamic)
      return emitError() << "the size of factor '" << names[f].getValue()
                         << "' cannot be inferred from the types; state it "
                            "as {"
                         << names[f].getValue() << "=N}";
    bool used = false;
    for (const TensorFactors &dims : tensors)
      for (const auto &fs : dims)
        used |= llvm::is_contained(fs, (unsigned)f);
    if (!used)
      return emitError() << "factor '" << names[f].getValue()
                         << "' indexes no dim";
    rule.addFactor(size, (FactorKind)attr.getFactorKinds()[f]);
  }
  for (unsigned t = 0; t < numTensors; ++t)
    (t < numOperands ? rule.operands : rule.results)
        .push_back(std::move(tensors[t]));
  rule.reductionKind = attr.getCombiner();
  rule.partialOperand.assign(numOperands, false);
  rule.unusedOperand.assign(numOperands, false);
  if (failed(rule.verify(op)))
    return failure();
  return rule;
}

FailureOr<ShardingRule> mlir::cleave::getShardingRule(Operation *op) {
  FailureOr<ShardingRule> rule = failure();
  if (auto attr = op->getAttrOfType<OpShardingRuleAttr>(
          OpShardingRuleAttr::getAttrName())) {
    // The verifier has checked it; this only fails on an unverified op.
    rule = getRuleFromAttr(attr, op, [op] { return op->emitOpError(); });
  } else if (auto iface = dyn_cast<ShardingRuleOpInterface>(op)) {
    rule = iface.getShardingRule();
  }
  if (failed(rule))
    return failure();
  // A factor that indexes two dims of one tensor (a diagonal: a linalg map
  // (d0) -> (d0, d0), a stated [i, i]) cannot be split: both dims would
  // need the same axes. The op sees it whole.
  for (ArrayRef<TensorFactors> group :
       {ArrayRef<TensorFactors>(rule->operands),
        ArrayRef<TensorFactors>(rule->results)})
    for (const TensorFactors &dims : group) {
      llvm::SmallDenseSet<unsigned> seen;
      for (const auto &fs : dims)
        for (unsigned f : fs)
          if (!seen.insert(f).second && f < rule->factors.size())
            rule->factors[f].kind = FactorKind::NeedsReplication;
    }
  // A rule that does not describe what the op's regions capture: the op
  // sees those tensors whole.
  if (rule->captured.empty() && rule->operands.size() == op->getNumOperands())
    for (Value v : getCapturedTensors(op)) {
      auto type = cast<RankedTensorType>(v.getType());
      TensorFactors dims;
      for (int64_t d = 0; d < type.getRank(); ++d)
        dims.push_back({rule->addFactor(type.getDimSize(d),
                                        FactorKind::NeedsReplication)});
      rule->captured.push_back(v);
      rule->operands.push_back(std::move(dims));
    }
  rule->partialOperand.resize(rule->operands.size(), false);
  rule->unusedOperand.resize(rule->operands.size(), false);
  return rule;
}

/// Appends one factor per dim of `type` shared by all tensors of the rule.
ShardingRule mlir::cleave::getIdentityRule(ArrayRef<Type> operandTypes,
                                           ArrayRef<Type> resultTypes) {
  ShardingRule rule;
  RankedTensorType shape;
  for (Type t : llvm::concat<const Type>(resultTypes, operandTypes))
    if ((shape = dyn_cast<RankedTensorType>(t)))
      break;
  if (shape)
    for (int64_t d = 0; d < shape.getRank(); ++d)
      rule.addFactor(shape.getDimSize(d), FactorKind::Parallel);
  auto mapTensor = [&](Type t) {
    TensorFactors dims;
    if (auto tensor = dyn_cast<RankedTensorType>(t))
      for (int64_t d = 0; d < tensor.getRank(); ++d)
        dims.push_back({(unsigned)d});
    return dims;
  };
  for (Type t : operandTypes)
    rule.operands.push_back(mapTensor(t));
  for (Type t : resultTypes)
    rule.results.push_back(mapTensor(t));
  rule.partialOperand.assign(operandTypes.size(), false);
  rule.unusedOperand.assign(operandTypes.size(), false);
  return rule;
}

bool mlir::cleave::projectDimAxes(
    const ShardingRule &rule, ArrayRef<unsigned> factors,
    ArrayRef<unsigned> axes, ArrayRef<int64_t> axisSizes,
    SmallVectorImpl<SmallVector<unsigned, 2>> &out) {
  out.assign(factors.size(), {});
  if (axes.empty())
    return true;
  if (factors.empty())
    return false;
  if (factors.size() == 1) {
    out[0].assign(axes.begin(), axes.end());
    return true;
  }
  // An uneven split of a compound dim would not match any split of its
  // factors, so every axis must divide what is left of its factor.
  unsigned f = 0;
  int64_t remaining = rule.factors[factors[0]].size;
  for (unsigned axis : axes) {
    int64_t size = axisSizes[axis];
    while (remaining == 1 && f + 1 < factors.size())
      remaining = rule.factors[factors[++f]].size;
    if (ShapedType::isDynamic(remaining) || remaining % size != 0)
      return false;
    remaining /= size;
    out[f].push_back(axis);
  }
  return true;
}

std::optional<SmallVector<unsigned, 2>> mlir::cleave::composeDimAxes(
    const ShardingRule &rule, ArrayRef<unsigned> factors,
    ArrayRef<SmallVector<unsigned, 2>> factorAxes,
    ArrayRef<int64_t> axisSizes) {
  SmallVector<unsigned, 2> out;
  bool majorWhole = true;
  for (unsigned f : factors) {
    ArrayRef<unsigned> axes = factorAxes[f];
    if (!axes.empty() && !majorWhole && factors.size() > 1)
      return std::nullopt;
    int64_t product = 1;
    for (unsigned a : axes)
      product *= axisSizes[a];
    if (factors.size() > 1 && !axes.empty() &&
        (ShapedType::isDynamic(rule.factors[f].size) ||
         rule.factors[f].size % product != 0))
      return std::nullopt;
    // A later factor may only be split if this one is split all the way.
    majorWhole = !ShapedType::isDynamic(rule.factors[f].size) &&
                 product == rule.factors[f].size;
    out.append(axes.begin(), axes.end());
  }
  return out;
}
