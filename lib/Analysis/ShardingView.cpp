//===- ShardingView.cpp - a tensor's sharding as the devices see it -------===//
//
// getLocalShape, printShardingGrid, and the cleave-visualize-sharding pass
// that prints the grid of every function argument and result named by a
// glob.
//
//===----------------------------------------------------------------------===//

#include "cleave/Analysis/ShardingView.h"
#include "cleave/Analysis/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/GlobPattern.h"

namespace mlir {
namespace cleave {
#define GEN_PASS_DEF_CLEAVEVISUALIZESHARDING
#include "cleave/Analysis/Passes.h.inc"
} // namespace cleave
} // namespace mlir

using namespace mlir;
using namespace mlir::cleave;

namespace {
/// One tensor dim as the mesh splits it.
struct DimSplit {
  int64_t size = 1, parts = 1;
  /// Mesh axis indices, major to minor, and the number of shards.
  SmallVector<unsigned> axes;
  int64_t shards = 1;
  /// Elements per shard of one part (rounded up).
  int64_t chunk() const {
    int64_t part = size / std::max<int64_t>(parts, 1);
    return (part + shards - 1) / shards;
  }
};
} // namespace

static SmallVector<DimSplit> getDimSplits(RankedTensorType type,
                                          ShardingAttr sharding,
                                          MeshOp mesh) {
  SmallVector<DimSplit> dims;
  for (int64_t i = 0, e = type.getRank(); i < e; ++i) {
    DimSplit d;
    d.size = type.getDimSize(i);
    if (sharding && mesh && i < sharding.getRank()) {
      DimShardingAttr dim = sharding.getDims()[i];
      d.parts = dim.getParts();
      for (StringAttr axis : dim.getAxes())
        if (std::optional<unsigned> a = mesh.getAxisIndex(axis)) {
          d.axes.push_back(*a);
          d.shards *= mesh.getAxisSizes()[*a];
        }
    }
    dims.push_back(d);
  }
  return dims;
}

SmallVector<int64_t> cleave::getLocalShape(RankedTensorType type,
                                           ShardingAttr sharding,
                                           MeshOp mesh) {
  SmallVector<int64_t> shape;
  for (const DimSplit &d : getDimSplits(type, sharding, mesh))
    shape.push_back(ShapedType::isDynamic(d.size) ? d.size
                                                  : d.parts * d.chunk());
  return shape;
}

/// The mesh coordinates of device `device` (row-major).
static SmallVector<int64_t> coordinates(MeshOp mesh, int64_t device) {
  ArrayRef<int64_t> sizes = mesh.getAxisSizes();
  SmallVector<int64_t> c(sizes.size());
  for (int64_t a = sizes.size() - 1; a >= 0; --a) {
    c[a] = device % sizes[a];
    device /= sizes[a];
  }
  return c;
}

/// The elements of dim `d` that shard `s` holds: "[lo, hi)" per part.
static std::string blockLabel(const DimSplit &d, int64_t s) {
  if (ShapedType::isDynamic(d.size))
    return "?";
  std::string label;
  int64_t part = d.size / std::max<int64_t>(d.parts, 1);
  for (int64_t p = 0; p < d.parts; ++p) {
    int64_t lo = std::min(part, s * d.chunk()) + p * part;
    int64_t hi = std::min(part, (s + 1) * d.chunk()) + p * part;
    if (!label.empty())
      label += " ";
    label += "[" + std::to_string(lo) + "," + std::to_string(hi) + ")";
  }
  return label;
}

static std::string formatShape(ArrayRef<int64_t> shape) {
  if (shape.empty())
    return "scalar";
  SmallVector<std::string> dims;
  for (int64_t d : shape)
    dims.push_back(ShapedType::isDynamic(d) ? "?" : std::to_string(d));
  return llvm::join(dims, "x");
}

void cleave::printShardingGrid(raw_ostream &os, StringRef name,
                               RankedTensorType type, ShardingAttr sharding,
                               MeshOp mesh) {
  os << name << ": " << type << "\n";
  if (!sharding || !mesh) {
    os << "  replicated (no sharding)\n";
    return;
  }
  os << "  sharding " << sharding << "\n  mesh @" << mesh.getSymName()
     << " <";
  for (unsigned a = 0, e = mesh.getNumAxes(); a < e; ++a)
    os << (a ? ", " : "") << "\"" << mesh.getAxisName(a)
       << "\"=" << mesh.getAxisSizes()[a];
  os << ">, " << mesh.getNumDevices() << " devices\n  local shape "
     << formatShape(getLocalShape(type, sharding, mesh)) << " of "
     << formatShape(type.getShape()) << "\n";

  SmallVector<DimSplit> dims = getDimSplits(type, sharding, mesh);
  // Rows: shards of dim 0; columns: shards of the other dims, row-major.
  int64_t rows = dims.empty() ? 1 : dims.front().shards;
  int64_t cols = 1;
  for (size_t i = 1; i < dims.size(); ++i)
    cols *= dims[i].shards;
  std::vector<std::vector<std::string>> cells(rows,
                                              std::vector<std::string>(cols));
  for (int64_t device = 0, n = mesh.getNumDevices(); device < n; ++device) {
    SmallVector<int64_t> c = coordinates(mesh, device);
    SmallVector<int64_t> shard;
    for (const DimSplit &d : dims) {
      int64_t s = 0;
      for (unsigned a : d.axes)
        s = s * mesh.getAxisSizes()[a] + c[a];
      shard.push_back(s);
    }
    int64_t row = dims.empty() ? 0 : shard.front(), col = 0;
    for (size_t i = 1; i < dims.size(); ++i)
      col = col * dims[i].shards + shard[i];
    std::string &cell = cells[row][col];
    cell += (cell.empty() ? "" : " ") + std::to_string(device);
  }

  // Column labels: the blocks of dims 1.. each column holds.
  std::vector<std::string> colLabels(cols);
  for (int64_t col = 0; col < cols; ++col) {
    int64_t rest = col;
    SmallVector<std::string> parts;
    for (size_t i = dims.size(); i-- > 1;) {
      int64_t s = rest % dims[i].shards;
      rest /= dims[i].shards;
      if (dims[i].shards > 1 || dims[i].parts > 1)
        parts.push_back("d" + std::to_string(i) + " " +
                        blockLabel(dims[i], s));
    }
    std::reverse(parts.begin(), parts.end());
    colLabels[col] = parts.empty() ? "" : llvm::join(parts, " ");
  }
  std::vector<std::string> rowLabels(rows);
  for (int64_t row = 0; row < rows; ++row)
    rowLabels[row] = dims.empty() || (dims[0].shards == 1 &&
                                      dims[0].parts == 1)
                         ? ""
                         : "d0 " + blockLabel(dims[0], row);
  size_t rowWidth = 0;
  for (const std::string &l : rowLabels)
    rowWidth = std::max(rowWidth, l.size());
  std::vector<size_t> widths(cols);
  for (int64_t col = 0; col < cols; ++col) {
    widths[col] = colLabels[col].size();
    for (int64_t row = 0; row < rows; ++row)
      widths[col] = std::max(widths[col], cells[row][col].size());
  }
  auto pad = [&](StringRef s, size_t w) {
    os << s;
    for (size_t i = s.size(); i < w; ++i)
      os << ' ';
  };
  auto rule = [&] {
    os << "  ";
    pad("", rowWidth);
    os << " +";
    for (size_t w : widths) {
      for (size_t i = 0; i < w + 2; ++i)
        os << '-';
      os << '+';
    }
    os << "\n";
  };
  if (llvm::any_of(colLabels, [](const std::string &l) { return !l.empty(); })) {
    os << "  ";
    pad("", rowWidth);
    os << "  ";
    for (int64_t col = 0; col < cols; ++col) {
      os << ' ';
      pad(colLabels[col], widths[col]);
      os << "  ";
    }
    os << "\n";
  }
  rule();
  for (int64_t row = 0; row < rows; ++row) {
    os << "  ";
    pad(rowLabels[row], rowWidth);
    os << " |";
    for (int64_t col = 0; col < cols; ++col) {
      os << ' ';
      pad(cells[row][col], widths[col]);
      os << " |";
    }
    os << "\n";
  }
  rule();
  if (sharding.isPartial()) {
    os << "  partial over";
    for (StringAttr a : sharding.getPartialAxes())
      os << " \"" << a.getValue() << "\"";
    os << ": the devices of a cell hold " << stringifyReductionKind(
                                                 sharding.getPartialKind())
       << "-partial values of the block\n";
  }
}

namespace {
struct VisualizeShardingPass
    : cleave::impl::CleaveVisualizeShardingBase<VisualizeShardingPass> {
  using Base::Base;
  void runOnOperation() override;
};
} // namespace

void VisualizeShardingPass::runOnOperation() {
  ModuleOp module = getOperation();
  if (name.empty()) {
    emitError(module.getLoc()) << "cleave-visualize-sharding needs name=GLOB (a "
                          "cleave.name of a function argument or result)";
    return signalPassFailure();
  }
  llvm::Expected<llvm::GlobPattern> pattern =
      llvm::GlobPattern::create(name, /*MaxSubPatterns=*/1024);
  if (!pattern) {
    emitError(module.getLoc()) << "cleave-visualize-sharding: bad name pattern '"
                       << name << "': " << llvm::toString(pattern.takeError());
    return signalPassFailure();
  }
  int64_t printed = 0;
  raw_ostream &os = llvm::outs();
  auto show = [&](FunctionOpInterface fn, StringAttr n, Type type,
                  ShardingAttr sharding, StringRef what) {
    if (!n || !pattern->match(n.getValue()))
      return;
    auto tensor = dyn_cast<RankedTensorType>(type);
    if (!tensor)
      return;
    MeshOp mesh = sharding ? lookupMesh(fn, sharding.getMesh()) : MeshOp();
    if (printed++)
      os << "\n";
    printShardingGrid(os, (n.getValue() + " (" + what + " of @" +
                           fn.getName() + ")")
                              .str(),
                      tensor, sharding, mesh);
  };
  for (auto fn : module.getOps<FunctionOpInterface>()) {
    if (fn.isExternal())
      continue;
    for (unsigned i = 0, e = fn.getNumArguments(); i < e; ++i)
      show(fn, fn.getArgAttrOfType<StringAttr>(i, "cleave.name"),
           fn.getArgumentTypes()[i], getArgSharding(fn, i),
           "argument #" + std::to_string(i));
    for (unsigned i = 0, e = fn.getNumResults(); i < e; ++i)
      show(fn, fn.getResultAttrOfType<StringAttr>(i, "cleave.name"),
           fn.getResultTypes()[i],
           getFuncResultSharding(fn, i),
           "result #" + std::to_string(i));
  }
  if (!printed) {
    emitError(module.getLoc()) << "cleave-visualize-sharding: no function argument "
                          "or result has a cleave.name matching '"
                       << name << "'";
    return signalPassFailure();
  }
  markAllAnalysesPreserved();
}
