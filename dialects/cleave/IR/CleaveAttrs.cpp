//===- CleaveAttrs.cpp - sharding attributes ------------------------------===//
//
// Parsing, printing and verification of #cleave.dim and #cleave.sharding.
//
//===----------------------------------------------------------------------===//

#include "cleave/IR/CleaveDialect.h"
#include "cleave/IR/CleaveOps.h"
#include "cleave/IR/ShardingRule.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/TypeSwitch.h"

#include <limits>

using namespace mlir;
using namespace mlir::cleave;

#define GET_ATTRDEF_CLASSES
#include "cleave/IR/CleaveAttrs.cpp.inc"

void CleaveDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "cleave/IR/CleaveAttrs.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// DimShardingAttr
//===----------------------------------------------------------------------===//

DimShardingAttr DimShardingAttr::parseBody(AsmParser &parser) {
  MLIRContext *ctx = parser.getContext();
  SmallVector<StringAttr> axes;
  bool closed = true;
  if (parser.parseLBrace())
    return {};
  if (failed(parser.parseOptionalRBrace())) {
    while (true) {
      if (succeeded(parser.parseOptionalQuestion())) {
        closed = false;
        if (parser.parseRBrace())
          return {};
        break;
      }
      std::string name;
      if (parser.parseString(&name))
        return {};
      axes.push_back(StringAttr::get(ctx, name));
      if (succeeded(parser.parseOptionalRBrace()))
        break;
      if (parser.parseComma())
        return {};
    }
  }
  std::optional<int64_t> priority;
  int64_t parts = 1;
  StringRef keyword;
  SMLoc loc = parser.getCurrentLocation();
  if (succeeded(parser.parseOptionalKeyword(&keyword))) {
    // `x<N>` (parts), then `p<N>` (priority); the lexer gives `x3p1` as one
    // keyword.
    StringRef rest = keyword;
    if (rest.starts_with("x")) {
      StringRef digits = rest.drop_front().take_while(llvm::isDigit);
      if (digits.empty() || digits.getAsInteger(10, parts) || parts < 1) {
        parser.emitError(loc, "expected a parts count of the form 'x<N>' "
                              "(N at least 1), got '")
            << keyword << "'";
        return {};
      }
      rest = rest.drop_front(1 + digits.size());
    }
    if (!rest.empty()) {
      int64_t value;
      StringRef digits = rest.drop_front();
      bool allDigits = !digits.empty() && llvm::all_of(digits, llvm::isDigit);
      if (rest.starts_with("p") && allDigits &&
          digits.getAsInteger(10, value)) {
        parser.emitError(loc, "sharding priority '")
            << rest << "' is too large (at most p"
            << std::numeric_limits<int64_t>::max() << ")";
        return {};
      }
      if (!rest.starts_with("p") || digits.getAsInteger(10, value)) {
        parser.emitError(loc, "expected a priority of the form 'p<N>' (after "
                              "a parts count 'x<N>', if any), got '")
            << keyword << "'";
        return {};
      }
      priority = value;
    }
  }
  return parser.getChecked<DimShardingAttr>(loc, ctx, axes, closed, priority,
                                            parts);
}

void DimShardingAttr::printBody(AsmPrinter &printer) const {
  printer << "{";
  llvm::interleaveComma(getAxes(), printer,
                        [&](StringAttr axis) { printer << axis; });
  if (isOpen())
    printer << (getAxes().empty() ? "?" : ", ?");
  printer << "}";
  if (isPerPart())
    printer << "x" << getParts();
  if (getPriority())
    printer << "p" << *getPriority();
}

Attribute DimShardingAttr::parse(AsmParser &parser, Type) {
  if (parser.parseLess())
    return {};
  DimShardingAttr attr = parseBody(parser);
  if (!attr || parser.parseGreater())
    return {};
  return attr;
}

void DimShardingAttr::print(AsmPrinter &printer) const {
  printer << "<";
  printBody(printer);
  printer << ">";
}

LogicalResult
DimShardingAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                        ArrayRef<StringAttr> axes, bool closed,
                        std::optional<int64_t> priority, int64_t parts) {
  llvm::SmallDenseSet<StringAttr> seen;
  for (StringAttr axis : axes)
    if (!seen.insert(axis).second)
      return emitError() << "mesh axis " << axis
                         << " is used more than once in a sharding";
  if (priority && *priority < 0)
    return emitError() << "sharding priority must be non-negative, got "
                       << *priority;
  if (parts < 1)
    return emitError() << "a dim's parts count must be at least 1, got "
                       << parts;
  if (parts > 1 && (axes.empty() || !closed))
    return emitError() << "a dim split per part ('x" << parts
                       << "') must name its axes and be closed";
  return success();
}

//===----------------------------------------------------------------------===//
// ShardingAttr
//===----------------------------------------------------------------------===//

Attribute ShardingAttr::parse(AsmParser &parser, Type) {
  MLIRContext *ctx = parser.getContext();
  SMLoc loc = parser.getCurrentLocation();
  StringAttr meshName;
  if (parser.parseLess() || parser.parseSymbolName(meshName) ||
      parser.parseComma() || parser.parseLSquare())
    return {};
  SmallVector<DimShardingAttr> dims;
  if (failed(parser.parseOptionalRSquare())) {
    do {
      DimShardingAttr dim = DimShardingAttr::parseBody(parser);
      if (!dim)
        return {};
      dims.push_back(dim);
    } while (succeeded(parser.parseOptionalComma()));
    if (parser.parseRSquare())
      return {};
  }
  SmallVector<StringAttr> partialAxes;
  ReductionKind kind = ReductionKind::sum;
  if (succeeded(parser.parseOptionalComma())) {
    if (parser.parseKeyword("partial") || parser.parseEqual())
      return {};
    StringRef kindName;
    SMLoc kindLoc = parser.getCurrentLocation();
    if (succeeded(parser.parseOptionalKeyword(&kindName))) {
      std::optional<ReductionKind> parsed = symbolizeReductionKind(kindName);
      if (!parsed) {
        parser.emitError(kindLoc, "unknown reduction kind '")
            << kindName << "' (expected sum, prod, max or min)";
        return {};
      }
      kind = *parsed;
    }
    if (parser.parseLBrace())
      return {};
    if (failed(parser.parseOptionalRBrace())) {
      do {
        std::string name;
        if (parser.parseString(&name))
          return {};
        partialAxes.push_back(StringAttr::get(ctx, name));
      } while (succeeded(parser.parseOptionalComma()));
      if (parser.parseRBrace())
        return {};
    }
  }
  if (parser.parseGreater())
    return {};
  return parser.getChecked<ShardingAttr>(
      loc, ctx, FlatSymbolRefAttr::get(meshName), dims, partialAxes, kind);
}

void ShardingAttr::print(AsmPrinter &printer) const {
  printer << "<";
  printer.printSymbolName(getMesh().getValue());
  printer << ", [";
  llvm::interleaveComma(getDims(), printer,
                        [&](DimShardingAttr dim) { dim.printBody(printer); });
  printer << "]";
  if (isPartial()) {
    printer << ", partial = ";
    if (getPartialKind() != ReductionKind::sum)
      printer << stringifyReductionKind(getPartialKind());
    printer << "{";
    llvm::interleaveComma(getPartialAxes(), printer,
                          [&](StringAttr axis) { printer << axis; });
    printer << "}";
  }
  printer << ">";
}

LogicalResult ShardingAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                   FlatSymbolRefAttr mesh,
                                   ArrayRef<DimShardingAttr> dims,
                                   ArrayRef<StringAttr> partialAxes,
                                   ReductionKind partialKind) {
  if (!mesh)
    return emitError() << "sharding needs a mesh";
  llvm::SmallDenseSet<StringAttr> seen;
  for (DimShardingAttr dim : dims) {
    if (!dim)
      return emitError() << "sharding has a null dim";
    for (StringAttr axis : dim.getAxes())
      if (!seen.insert(axis).second)
        return emitError() << "mesh axis " << axis
                           << " is used more than once in a sharding";
  }
  for (StringAttr axis : partialAxes)
    if (!seen.insert(axis).second)
      return emitError() << "mesh axis " << axis
                         << " is used more than once in a sharding";
  return success();
}

bool ShardingAttr::isFullyReplicated() const {
  return !isPartial() && llvm::all_of(getDims(), [](DimShardingAttr d) {
           return d.isReplicated();
         });
}

bool ShardingAttr::hasPerPartDims() const {
  return llvm::any_of(getDims(),
                      [](DimShardingAttr d) { return d.isPerPart(); });
}

SmallVector<StringAttr> ShardingAttr::getAllAxes() const {
  SmallVector<StringAttr> out;
  for (DimShardingAttr dim : getDims())
    llvm::append_range(out, dim.getAxes());
  llvm::append_range(out, getPartialAxes());
  return out;
}

LogicalResult ShardingAttr::verifyFor(
    Operation *from, Type type,
    function_ref<InFlightDiagnostic()> emitError) const {
  auto tensorType = dyn_cast<RankedTensorType>(type);
  if (!tensorType)
    return emitError() << "a sharding can only be attached to a ranked tensor, "
                          "not "
                       << type;
  if (tensorType.getRank() != getRank())
    return emitError() << "sharding has rank " << getRank()
                       << " but the tensor " << type << " has rank "
                       << tensorType.getRank();
  MeshOp mesh = lookupMesh(from, getMesh());
  if (!mesh)
    return emitError() << "sharding refers to " << getMesh()
                       << ", which is not a cleave.mesh";
  for (StringAttr axis : getAllAxes())
    if (!mesh.getAxisIndex(axis.getValue()))
      return emitError() << "mesh " << getMesh() << " has no axis " << axis;
  return success();
}

//===----------------------------------------------------------------------===//
// OpShardingRuleAttr
//===----------------------------------------------------------------------===//

// #cleave.rule<([i, k], [k, j]) -> ([i, j]) {i=8} reduction={k}
//              need_replication={...} combiner=max>
Attribute OpShardingRuleAttr::parse(AsmParser &parser, Type) {
  MLIRContext *ctx = parser.getContext();
  SmallVector<StringAttr> names;
  llvm::StringMap<unsigned> index;
  SmallVector<int64_t> ranks, counts, factors;
  auto factorOf = [&](StringRef name) {
    auto [it, inserted] = index.try_emplace(name, names.size());
    if (inserted)
      names.push_back(StringAttr::get(ctx, name));
    return it->second;
  };
  // `(` [dims], [dims] ... `)`
  auto parseTensors = [&]() -> ParseResult {
    if (parser.parseLParen())
      return failure();
    if (succeeded(parser.parseOptionalRParen()))
      return success();
    do {
      if (parser.parseLSquare())
        return failure();
      int64_t rank = 0;
      if (failed(parser.parseOptionalRSquare())) {
        do {
          int64_t count = 0;
          do {
            StringRef name;
            if (parser.parseKeyword(&name))
              return failure();
            factors.push_back(factorOf(name));
            ++count;
          } while (succeeded(parser.parseOptionalStar()));
          counts.push_back(count);
          ++rank;
        } while (succeeded(parser.parseOptionalComma()));
        if (parser.parseRSquare())
          return failure();
      }
      ranks.push_back(rank);
    } while (succeeded(parser.parseOptionalComma()));
    return parser.parseRParen();
  };
  if (parser.parseLess() || parseTensors())
    return {};
  unsigned numOperands = ranks.size();
  if (parser.parseArrow() || parseTensors())
    return {};

  SmallVector<int64_t> sizes(names.size(), ShapedType::kDynamic);
  SmallVector<int64_t> kinds(names.size(), (int64_t)FactorKind::Parallel);
  ReductionKind combiner = ReductionKind::sum;
  auto lookupName = [&](StringRef name, SMLoc loc) -> std::optional<unsigned> {
    auto it = index.find(name);
    if (it == index.end()) {
      parser.emitError(loc) << "factor '" << name
                            << "' is not used by any operand or result";
      return std::nullopt;
    }
    return it->second;
  };
  // {i=8, j=4}
  if (succeeded(parser.parseOptionalLBrace())) {
    do {
      StringRef name;
      int64_t size;
      SMLoc loc = parser.getCurrentLocation();
      if (parser.parseKeyword(&name) || parser.parseEqual() ||
          parser.parseInteger(size))
        return {};
      std::optional<unsigned> f = lookupName(name, loc);
      if (!f)
        return {};
      if (size < 1) {
        parser.emitError(loc) << "factor '" << name << "' has size " << size
                              << "; sizes must be positive";
        return {};
      }
      sizes[*f] = size;
    } while (succeeded(parser.parseOptionalComma()));
    if (parser.parseRBrace())
      return {};
  }
  // reduction={k} need_replication={t} combiner=max, in any order.
  while (true) {
    StringRef key;
    if (failed(parser.parseOptionalKeyword(
            &key, {"reduction", "need_replication", "combiner"})))
      break;
    if (parser.parseEqual())
      return {};
    if (key == "combiner") {
      StringRef kind;
      SMLoc loc = parser.getCurrentLocation();
      if (parser.parseKeyword(&kind))
        return {};
      std::optional<ReductionKind> k = symbolizeReductionKind(kind);
      if (!k) {
        parser.emitError(loc) << "unknown combiner '" << kind
                              << "'; expected sum, prod, max or min";
        return {};
      }
      combiner = *k;
      continue;
    }
    FactorKind kind = key == "reduction" ? FactorKind::Reduction
                                         : FactorKind::NeedsReplication;
    if (parser.parseLBrace())
      return {};
    if (succeeded(parser.parseOptionalRBrace()))
      continue;
    do {
      StringRef name;
      SMLoc loc = parser.getCurrentLocation();
      if (parser.parseKeyword(&name))
        return {};
      std::optional<unsigned> f = lookupName(name, loc);
      if (!f)
        return {};
      if (kinds[*f] != (int64_t)FactorKind::Parallel) {
        parser.emitError(loc) << "factor '" << name
                              << "' is listed twice in reduction / "
                                 "need_replication";
        return {};
      }
      kinds[*f] = (int64_t)kind;
    } while (succeeded(parser.parseOptionalComma()));
    if (parser.parseRBrace())
      return {};
  }
  if (parser.parseGreater())
    return {};
  return parser.getChecked<OpShardingRuleAttr>(ctx, names, sizes, kinds,
                                               numOperands, ranks, counts,
                                               factors, combiner);
}

void OpShardingRuleAttr::print(AsmPrinter &printer) const {
  ArrayRef<StringAttr> names = getFactorNames();
  auto printTensors = [&](unsigned begin, unsigned end) {
    printer << "(";
    for (unsigned t = begin; t < end; ++t) {
      if (t != begin)
        printer << ", ";
      printer << "[";
      llvm::interleaveComma(getTensorFactors(t), printer,
                            [&](ArrayRef<unsigned> fs) {
                              llvm::interleave(
                                  fs, printer,
                                  [&](unsigned f) {
                                    printer << names[f].getValue();
                                  },
                                  "*");
                            });
      printer << "]";
    }
    printer << ")";
  };
  printer << "<";
  printTensors(0, getNumOperands());
  printer << " -> ";
  printTensors(getNumOperands(), getTensorRanks().size());
  SmallVector<unsigned> stated;
  for (auto [f, size] : llvm::enumerate(getFactorSizes()))
    if (!ShapedType::isDynamic(size))
      stated.push_back(f);
  if (!stated.empty()) {
    printer << " {";
    llvm::interleaveComma(stated, printer, [&](unsigned f) {
      printer << names[f].getValue() << "=" << getFactorSizes()[f];
    });
    printer << "}";
  }
  for (auto [kind, key] :
       {std::pair(FactorKind::Reduction, "reduction"),
        std::pair(FactorKind::NeedsReplication, "need_replication")}) {
    SmallVector<unsigned> listed;
    for (auto [f, k] : llvm::enumerate(getFactorKinds()))
      if (k == (int64_t)kind)
        listed.push_back(f);
    if (listed.empty())
      continue;
    printer << " " << key << "={";
    llvm::interleaveComma(listed, printer,
                          [&](unsigned f) { printer << names[f].getValue(); });
    printer << "}";
  }
  if (getCombiner() != ReductionKind::sum)
    printer << " combiner=" << stringifyReductionKind(getCombiner());
  printer << ">";
}

LogicalResult OpShardingRuleAttr::verify(
    function_ref<InFlightDiagnostic()> emitError, ArrayRef<StringAttr> names,
    ArrayRef<int64_t> sizes, ArrayRef<int64_t> kinds, unsigned numOperands,
    ArrayRef<int64_t> ranks, ArrayRef<int64_t> counts,
    ArrayRef<int64_t> factors, ReductionKind combiner) {
  if (sizes.size() != names.size() || kinds.size() != names.size())
    return emitError() << "a sharding rule needs one size and one kind per "
                          "factor";
  if (numOperands > ranks.size())
    return emitError() << "a sharding rule has more operands than tensors";
  int64_t numDims = 0;
  for (int64_t r : ranks) {
    if (r < 0)
      return emitError() << "a sharding rule tensor has a negative rank";
    numDims += r;
  }
  if (numDims != (int64_t)counts.size())
    return emitError() << "a sharding rule needs one factor count per dim";
  int64_t numFactors = 0;
  for (int64_t c : counts) {
    if (c < 1)
      return emitError() << "every dim of a sharding rule needs a factor";
    numFactors += c;
  }
  if (numFactors != (int64_t)factors.size())
    return emitError() << "a sharding rule's factor counts do not add up";
  llvm::SmallDenseSet<StringAttr> seen;
  for (StringAttr name : names)
    if (!seen.insert(name).second)
      return emitError() << "a sharding rule names factor '"
                         << name.getValue() << "' twice";
  for (int64_t f : factors)
    if (f < 0 || f >= (int64_t)names.size())
      return emitError() << "a sharding rule names factor #" << f
                         << ", which it does not define";
  for (auto [f, kind] : llvm::enumerate(kinds))
    if (kind < 0 || kind > (int64_t)FactorKind::NeedsReplication)
      return emitError() << "factor '" << names[f].getValue()
                         << "' has an unknown kind";
  for (auto [f, size] : llvm::enumerate(sizes))
    if (!ShapedType::isDynamic(size) && size < 1)
      return emitError() << "factor '" << names[f].getValue() << "' has size "
                         << size;
  // A reduction factor indexes no result: it is summed away.
  unsigned dim = 0, pos = 0;
  for (auto [t, rank] : llvm::enumerate(ranks))
    for (int64_t d = 0; d < rank; ++d, ++dim)
      for (int64_t k = 0; k < counts[dim]; ++k, ++pos)
        if (t >= numOperands &&
            kinds[factors[pos]] == (int64_t)FactorKind::Reduction)
          return emitError()
                 << "reduction factor '" << names[factors[pos]].getValue()
                 << "' indexes result #" << (t - numOperands)
                 << "; a reduction factor is summed away";
  return success();
}

SmallVector<SmallVector<unsigned, 1>>
OpShardingRuleAttr::getTensorFactors(unsigned t) const {
  ArrayRef<int64_t> ranks = getTensorRanks(), counts = getDimFactorCounts(),
                    factors = getDimFactors();
  unsigned dim = 0, pos = 0;
  for (unsigned u = 0; u < t; ++u)
    for (int64_t d = 0; d < ranks[u]; ++d)
      pos += counts[dim++];
  SmallVector<SmallVector<unsigned, 1>> out;
  for (int64_t d = 0; d < ranks[t]; ++d) {
    SmallVector<unsigned, 1> fs;
    for (int64_t k = 0; k < counts[dim]; ++k)
      fs.push_back(factors[pos++]);
    ++dim;
    out.push_back(std::move(fs));
  }
  return out;
}
