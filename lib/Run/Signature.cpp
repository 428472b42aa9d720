//===- Signature.cpp - the entry's values, mesh and shards ----------------===//

#include "cleave/Run/Signature.h"

#include "Report.h"

#include "cleave/IR/CleaveDialect.h"

#include "llvm/Support/CheckedArithmetic.h"

#include <unistd.h>

namespace cleave::run {

using namespace mlir;
using namespace mlir::cleave;

/// Refuses a tensor whose byte size overflows or exceeds this machine's
/// memory (it could never be allocated).
static LogicalResult checkBufferSize(RankedTensorType t, DType d,
                                     StringRef entry, const char *what,
                                     unsigned i) {
  uint64_t bytes = dtypeSize(d);
  bool overflow = false;
  for (int64_t dim : t.getShape()) {
    std::optional<uint64_t> p =
        llvm::checkedMulUnsigned(bytes, uint64_t(std::max<int64_t>(dim, 0)));
    overflow |= !p || *p > uint64_t(INT64_MAX);
    bytes = p.value_or(0);
  }
  uint64_t memory =
      uint64_t(sysconf(_SC_PHYS_PAGES)) * uint64_t(sysconf(_SC_PAGESIZE));
  if (!overflow && bytes <= memory)
    return success();
  runError() << "@" << entry << " " << what << " " << i << " has type " << t
             << ", whose size ";
  if (overflow)
    runError() << "in bytes overflows int64\n";
  else
    runError() << "(" << bytes << " bytes) exceeds this machine's memory ("
               << memory << " bytes)\n";
  return failure();
}

/// Reads the signature of `fn`; reports and fails on unsupported types.
LogicalResult readSignature(func::FuncOp fn, Signature &sig, bool partitioned) {
  sig.entry = fn.getName().str();
  auto read = [&](Type type, DictionaryAttr attrs, const char *what, unsigned i,
                  ValueInfo &info) -> LogicalResult {
    auto tt = dyn_cast<RankedTensorType>(type);
    std::optional<DType> dt = tt ? dtypeOf(tt.getElementType()) : std::nullopt;
    if (!tt || !tt.hasStaticShape() || !dt) {
      runError()
          << "@" << sig.entry << " " << what << " " << i << " has type " << type
          << "; cleave-run supports statically shaped tensors of f32, f64, "
             "f16, bf16, i32 and i64\n";
      return failure();
    }
    info.localType = tt;
    info.globalType = tt;
    info.dtype = *dt;
    if (!attrs)
      return success();
    if (auto n = attrs.getAs<StringAttr>("cleave.name"))
      info.name = n.str();
    if (!partitioned)
      return success();
    if (auto g = attrs.getAs<TypeAttr>("cleave.global_type"))
      if (auto gt = dyn_cast<RankedTensorType>(g.getValue()))
        info.globalType = gt;
    info.sharding = attrs.getAs<ShardingAttr>("cleave.sharding");
    return success();
  };
  auto readChecked = [&](Type type, DictionaryAttr attrs, const char *what,
                         unsigned i, ValueInfo &info) -> LogicalResult {
    if (failed(read(type, attrs, what, i, info)))
      return failure();
    for (RankedTensorType t : {info.localType, info.globalType})
      if (failed(checkBufferSize(t, info.dtype, sig.entry, what, i)))
        return failure();
    return success();
  };
  for (unsigned i = 0; i < fn.getNumArguments(); ++i) {
    ValueInfo info;
    if (failed(readChecked(fn.getArgumentTypes()[i], fn.getArgAttrDict(i),
                           "argument", i, info)))
      return failure();
    sig.args.push_back(info);
  }
  for (unsigned i = 0; i < fn.getNumResults(); ++i) {
    ValueInfo info;
    if (failed(readChecked(fn.getResultTypes()[i], fn.getResultAttrDict(i),
                           "result", i, info)))
      return failure();
    sig.results.push_back(info);
  }
  return success();
}

FailureOr<Shard> shardOf(const ValueInfo &info, const MeshInfo &mesh,
                         ArrayRef<int64_t> coords, StringRef what) {
  Shard shard;
  int64_t rank = info.localType.getRank();
  if (info.globalType.getRank() != rank ||
      info.globalType.getElementType() != info.localType.getElementType()) {
    runError() << what << ": global type " << info.globalType
               << " does not match local type " << info.localType << "\n";
    return failure();
  }
  SmallVector<bool> used(mesh.shape.size(), false);
  auto position = [&](ArrayRef<StringAttr> axes, int64_t &pos,
                      int64_t &size) -> LogicalResult {
    pos = 0;
    size = 1;
    for (StringAttr a : axes) {
      int idx = mesh.axisIndex(a.getValue());
      if (idx < 0) {
        runError() << what << ": sharding names axis '" << a.getValue()
                   << "' that mesh @" << mesh.name << " does not have\n";
        return failure();
      }
      used[idx] = true;
      pos = pos * mesh.shape[idx] + coords[idx];
      size *= mesh.shape[idx];
    }
    return success();
  };
  for (int64_t d = 0; d < rank; ++d) {
    int64_t local = info.localType.getDimSize(d);
    int64_t global = info.globalType.getDimSize(d);
    int64_t pos = 0, size = 1;
    if (info.sharding) {
      if (info.sharding.getRank() != rank) {
        runError() << what << ": sharding rank " << info.sharding.getRank()
                   << " differs from tensor rank " << rank << "\n";
        return failure();
      }
      if (failed(position(info.sharding.getDims()[d].getAxes(), pos, size)))
        return failure();
    }
    int64_t parts = info.sharding ? info.sharding.getDims()[d].getParts() : 1;
    shard.partLocal.push_back(0);
    shard.partGlobal.push_back(0);
    if (parts > 1) {
      // Each device holds its slice of every part (the verifier checked the
      // parts divide evenly).
      if (global % (parts * size) != 0 || local * size != global) {
        runError() << what << ": dim " << d << " of global size " << global
                   << " is split into " << parts << " parts over " << size
                   << " devices but has local size " << local << "\n";
        return failure();
      }
      shard.partLocal.back() = local / parts;
      shard.partGlobal.back() = global / parts;
      shard.offsets.push_back(pos * (local / parts));
      continue;
    }
    // Uneven splits hold ceil(global / size) per device, the last shards
    // ending in padding.
    if (local != (global + size - 1) / size) {
      runError() << what << ": dim " << d << " has local size " << local
                 << " on a group of " << size << " but global size " << global
                 << " (expected " << (global + size - 1) / size << ")\n";
      return failure();
    }
    shard.offsets.push_back(pos * local);
  }
  if (info.sharding && info.sharding.isPartial()) {
    int64_t size;
    if (failed(position(info.sharding.getPartialAxes(), shard.partialPosition,
                        size)))
      return failure();
  }
  for (auto [i, u] : llvm::enumerate(used))
    if (!u && coords[i] != 0)
      shard.canonical = false;
  return shard;
}

SmallVector<int64_t> coordsOf(int64_t rank, const MeshInfo &mesh) {
  SmallVector<int64_t> c(mesh.shape.size());
  for (int64_t i = int64_t(mesh.shape.size()) - 1; i >= 0; --i) {
    c[i] = rank % mesh.shape[i];
    rank /= mesh.shape[i];
  }
  return c;
}

/// Picks the entry function of `module`.
func::FuncOp findEntry(ModuleOp module, StringRef name) {
  if (!name.empty()) {
    auto fn = module.lookupSymbol<func::FuncOp>(name);
    if (!fn || fn.isExternal())
      runError() << "no function @" << name << " with a body in the module\n";
    return fn && !fn.isExternal() ? fn : nullptr;
  }
  SmallVector<func::FuncOp> candidates;
  for (auto fn : module.getOps<func::FuncOp>())
    if (fn.isPublic() && !fn.isExternal())
      candidates.push_back(fn);
  if (candidates.size() == 1)
    return candidates.front();
  if (auto fn = module.lookupSymbol<func::FuncOp>("main"))
    if (!fn.isExternal())
      return fn;
  runError() << "cannot choose the entry function among " << candidates.size()
             << " public functions; pass --entry NAME\n";
  return nullptr;
}

MeshOp findMesh(ModuleOp module, const Signature &sig) {
  for (const auto &vs : {sig.args, sig.results})
    for (const ValueInfo &v : vs)
      if (v.sharding)
        if (MeshOp m = lookupMesh(module, v.sharding.getMesh()))
          return m;
  MeshOp only;
  for (MeshOp m : module.getOps<MeshOp>()) {
    if (only)
      return nullptr;
    only = m;
  }
  return only;
}

} // namespace cleave::run
