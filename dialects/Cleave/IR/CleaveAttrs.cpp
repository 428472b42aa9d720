//===- CleaveAttrs.cpp - sharding attributes ------------------------------===//
//
// Parsing, printing and verification of #cleave.dim and #cleave.sharding.
//
//===----------------------------------------------------------------------===//

#include "Cleave/IR/CleaveDialect.h"
#include "Cleave/IR/CleaveOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/TypeSwitch.h"

#include <limits>

using namespace mlir;
using namespace mlir::cleave;

#define GET_ATTRDEF_CLASSES
#include "Cleave/IR/CleaveAttrs.cpp.inc"

void CleaveDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "Cleave/IR/CleaveAttrs.cpp.inc"
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
  StringRef keyword;
  SMLoc loc = parser.getCurrentLocation();
  if (succeeded(parser.parseOptionalKeyword(&keyword))) {
    int64_t value;
    StringRef digits = keyword.drop_front();
    bool allDigits = !digits.empty() && llvm::all_of(digits, llvm::isDigit);
    if (keyword.starts_with("p") && allDigits &&
        digits.getAsInteger(10, value)) {
      parser.emitError(loc, "sharding priority '")
          << keyword << "' is too large (at most p"
          << std::numeric_limits<int64_t>::max() << ")";
      return {};
    }
    if (!keyword.starts_with("p") || digits.getAsInteger(10, value)) {
      parser.emitError(loc, "expected a priority of the form 'p<N>', got '")
          << keyword << "'";
      return {};
    }
    priority = value;
  }
  return parser.getChecked<DimShardingAttr>(loc, ctx, axes, closed, priority);
}

void DimShardingAttr::printBody(AsmPrinter &printer) const {
  printer << "{";
  llvm::interleaveComma(getAxes(), printer,
                        [&](StringAttr axis) { printer << axis; });
  if (isOpen())
    printer << (getAxes().empty() ? "?" : ", ?");
  printer << "}";
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
                        std::optional<int64_t> priority) {
  llvm::SmallDenseSet<StringAttr> seen;
  for (StringAttr axis : axes)
    if (!seen.insert(axis).second)
      return emitError() << "mesh axis " << axis
                         << " is used more than once in a sharding";
  if (priority && *priority < 0)
    return emitError() << "sharding priority must be non-negative, got "
                       << *priority;
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
