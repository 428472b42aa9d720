//===- AxisSharding.cpp - a sharding as mesh axis indices -----------------===//

#include "cleave/IR/AxisSharding.h"

#include "cleave/IR/CleaveOps.h"

using namespace mlir;
using namespace mlir::cleave;

bool AxisSharding::operator==(const AxisSharding &other) const {
  if (dims.size() != other.dims.size())
    return false;
  for (auto [a, b] : llvm::zip(dims, other.dims))
    if (a != b)
      return false;
  MeshAxes p1 = partial, p2 = other.partial;
  llvm::sort(p1);
  llvm::sort(p2);
  return p1 == p2 && (partial.empty() || kind == other.kind);
}

AxisSharding AxisSharding::fromAttr(ShardingAttr attr, MeshOp mesh) {
  AxisSharding s;
  for (DimShardingAttr dim : attr.getDims()) {
    MeshAxes axes;
    for (StringAttr a : dim.getAxes())
      axes.push_back(*mesh.getAxisIndex(a.getValue()));
    s.dims.push_back(axes);
  }
  for (StringAttr a : attr.getPartialAxes())
    s.partial.push_back(*mesh.getAxisIndex(a.getValue()));
  s.kind = attr.getPartialKind();
  return s;
}

ShardingAttr AxisSharding::toAttr(MeshOp mesh) const {
  MLIRContext *ctx = mesh.getContext();
  auto names = [&](ArrayRef<unsigned> axes) {
    SmallVector<StringAttr> out;
    for (unsigned a : axes)
      out.push_back(StringAttr::get(ctx, mesh.getAxisName(a)));
    return out;
  };
  SmallVector<DimShardingAttr> dimAttrs;
  for (const MeshAxes &axes : dims)
    dimAttrs.push_back(
        DimShardingAttr::get(ctx, names(axes), /*closed=*/true, std::nullopt));
  return ShardingAttr::get(ctx, FlatSymbolRefAttr::get(mesh.getSymNameAttr()),
                           dimAttrs, names(partial), kind);
}

std::string mlir::cleave::formatMeshAxes(MeshOp mesh,
                                         ArrayRef<unsigned> axes) {
  std::string out = "{";
  for (auto [i, a] : llvm::enumerate(axes)) {
    if (i)
      out += ", ";
    out += "\"" + mesh.getAxisName(a).str() + "\"";
  }
  return out + "}";
}

bool mlir::cleave::sameAxisSet(ArrayRef<unsigned> a, ArrayRef<unsigned> b) {
  MeshAxes x(a), y(b);
  llvm::sort(x);
  llvm::sort(y);
  return x == y;
}

int64_t mlir::cleave::groupSize(ArrayRef<int64_t> axisSizes,
                                ArrayRef<unsigned> axes) {
  int64_t n = 1;
  for (unsigned a : axes)
    n *= axisSizes[a];
  return n;
}

int64_t mlir::cleave::localDimSize(int64_t size, int64_t n) {
  if (ShapedType::isDynamic(size) || n <= 1)
    return size;
  return (size + n - 1) / n;
}

FailureOr<SmallVector<int64_t>>
mlir::cleave::localShape(ArrayRef<int64_t> shape, ArrayRef<MeshAxes> dims,
                         ArrayRef<int64_t> axisSizes, unsigned *badDim) {
  SmallVector<int64_t> out(shape);
  for (auto [d, axes] : llvm::enumerate(dims)) {
    int64_t n = groupSize(axisSizes, axes);
    if (n == 1)
      continue;
    if (ShapedType::isDynamic(out[d])) {
      if (badDim)
        *badDim = d;
      return failure();
    }
    out[d] = localDimSize(out[d], n);
  }
  return out;
}
