//===- Signature.h - the entry's values, mesh and shards --------*- C++ -*-===//
//
// What cleave-run reads from the entry function: each argument's and
// result's local and global type, element type and sharding, the mesh the
// program runs on, and which part of each value a rank holds.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_RUN_SIGNATURE_H
#define CLEAVE_RUN_SIGNATURE_H

#include "cleave/IR/CleaveOps.h"
#include "cleave/Run/Buffer.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"

#include <string>

namespace cleave::run {

struct MeshInfo {
  std::string name;
  llvm::SmallVector<std::string> axisNames;
  llvm::SmallVector<int64_t> shape{1};
  int64_t allAxes = 0x1; // every axis, in mesh order: group = world
  int64_t size() const { return product(shape); }
  int axisIndex(llvm::StringRef n) const {
    for (auto [i, a] : llvm::enumerate(axisNames))
      if (a == n)
        return int(i);
    return -1;
  }
};

struct ValueInfo {
  mlir::RankedTensorType localType, globalType;
  DType dtype = F32;
  mlir::cleave::ShardingAttr sharding; // null: replicated
  std::string name;                    // cleave.name, or empty
};

struct Signature {
  std::string entry;
  llvm::SmallVector<ValueInfo> args, results;
};

/// Reads the signature of `fn`; reports and fails on unsupported types.
mlir::LogicalResult readSignature(mlir::func::FuncOp fn, Signature &sig,
                                  bool partitioned);

/// The shard of a value held by the rank at some mesh coordinates: per-dim
/// offsets, and the position in the partial group (0 = the rank holding the
/// value).
struct Shard {
  llvm::SmallVector<int64_t> offsets;
  /// For a dim split per part (`{"x"}x3`, arguments only): the local size of
  /// one part (0 elsewhere) and the global size of one part. Local index i of
  /// such a dim is global (i / partLocal) * partGlobal + offset + i %
  /// partLocal.
  llvm::SmallVector<int64_t> partLocal, partGlobal;
  int64_t partialPosition = 0;
  bool canonical = true; // coordinate 0 on every axis the value does not use

  int64_t global(int64_t d, int64_t i) const {
    if (partLocal.empty() || partLocal[d] == 0)
      return offsets[d] + i;
    return (i / partLocal[d]) * partGlobal[d] + offsets[d] + i % partLocal[d];
  }
  bool perPart() const {
    return llvm::any_of(partLocal, [](int64_t m) { return m != 0; });
  }
  /// The whole value (the unpartitioned program's view).
  static Shard whole(const ValueInfo &info) {
    Shard s;
    s.offsets.assign(info.localType.getRank(), 0);
    return s;
  }
};

/// The shard of `info` at mesh coordinates `coords`; `what` names the value
/// in messages.
mlir::FailureOr<Shard> shardOf(const ValueInfo &info, const MeshInfo &mesh,
                               llvm::ArrayRef<int64_t> coords,
                               llvm::StringRef what);

/// The mesh coordinates of `rank` (devices are numbered row-major).
llvm::SmallVector<int64_t> coordsOf(int64_t rank, const MeshInfo &mesh);

/// The entry function of `module`: `name`, or the only public function, or
/// main; null after reporting.
mlir::func::FuncOp findEntry(mlir::ModuleOp module, llvm::StringRef name);

/// The mesh the signature's shardings name, or the module's only mesh;
/// null if none or several.
mlir::cleave::MeshOp findMesh(mlir::ModuleOp module, const Signature &sig);

} // namespace cleave::run

#endif // CLEAVE_RUN_SIGNATURE_H
