//===- CombineReductions.cpp - all_reduces packed into buckets ------------===//
//
// cleave-combine-reductions (Passes.td): independent all_reduces of one
// group and kind, flattened and packed into one buffer that one all_reduce
// reduces (XLA's all-reduce combiner, PyTorch DDP's gradient buckets).
//
//===----------------------------------------------------------------------===//

#include "cleave/Analysis/ClusterSpec.h"
#include "cleave/Analysis/CostModel.h"
#include "cleave/IR/CleaveOps.h"
#include "cleave/Transforms/Passes.h"
#include "cleave/Transforms/ReportFile.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "llvm/Support/FormatVariadic.h"

#include <map>

namespace mlir::cleave {
#define GEN_PASS_DEF_CLEAVECOMBINEREDUCTIONS
#include "cleave/Transforms/Passes.h.inc"
} // namespace mlir::cleave

using namespace mlir;
using namespace mlir::cleave;

namespace {

constexpr int64_t kMiB = 1 << 20;
/// PyTorch DDP's default bucket (bucket_cap_mb=25).
constexpr int64_t kDefaultBucketBytes = 25 * kMiB;

/// What all_reduces must share to be combined.
struct BucketKey {
  Operation *mesh;
  Attribute axes;
  ReductionKind kind;
  Type element;
  bool operator<(const BucketKey &o) const {
    return std::make_tuple(mesh, axes.getAsOpaquePointer(),
                           static_cast<int>(kind),
                           element.getAsOpaquePointer()) <
           std::make_tuple(o.mesh, o.axes.getAsOpaquePointer(),
                           static_cast<int>(o.kind),
                           o.element.getAsOpaquePointer());
  }
};

struct Bucket {
  SmallVector<AllReduceOp> members;
  int64_t bytes = 0;
};

/// Priced figures of the emitted buckets, for the report.
struct BucketFigures {
  unsigned members = 0;
  int64_t bytes = 0;
  double before = 0, after = 0;
  std::string axes;
};

int64_t bytesOf(AllReduceOp op) {
  auto t = cast<RankedTensorType>(op.getType());
  return t.getNumElements() * getElementBytes(t.getElementType());
}

/// An all_reduce a bucket may take: of a statically shaped tensor whose
/// elements are whole bytes.
bool combinable(AllReduceOp op) {
  auto t = dyn_cast<RankedTensorType>(op.getType());
  return t && t.hasStaticShape() && t.getElementType().isIntOrFloat() &&
         t.getElementType().getIntOrFloatBitWidth() % 8 == 0;
}

/// One static offset, size or stride of a 1-D slice.
SmallVector<OpFoldResult> range(OpBuilder &b, int64_t v) {
  return {b.getIndexAttr(v)};
}

/// `x` as a 1-D tensor (a view: collapse_shape, or expand_shape of a 0-D
/// tensor).
Value flatten(OpBuilder &b, Location loc, Value x) {
  auto t = cast<RankedTensorType>(x.getType());
  if (t.getRank() == 1)
    return x;
  auto flat = RankedTensorType::get({t.getNumElements()}, t.getElementType());
  if (t.getRank() == 0)
    return tensor::ExpandShapeOp::create(b, loc, flat, x,
                                         ArrayRef<ReassociationIndices>{});
  ReassociationIndices all;
  for (int64_t d = 0; d < t.getRank(); ++d)
    all.push_back(d);
  return tensor::CollapseShapeOp::create(b, loc, flat, x,
                                         ArrayRef<ReassociationIndices>{all});
}

/// The 1-D `flat` back in `type`'s shape.
Value unflatten(OpBuilder &b, Location loc, Value flat,
                RankedTensorType type) {
  if (type.getRank() == 1)
    return flat;
  if (type.getRank() == 0)
    return tensor::CollapseShapeOp::create(b, loc, type, flat,
                                           ArrayRef<ReassociationIndices>{});
  ReassociationIndices all;
  for (int64_t d = 0; d < type.getRank(); ++d)
    all.push_back(d);
  return tensor::ExpandShapeOp::create(b, loc, type, flat,
                                       ArrayRef<ReassociationIndices>{all});
}

struct CombineReductionsPass
    : mlir::cleave::impl::CleaveCombineReductionsBase<CombineReductionsPass> {
  using Base::Base;
  void runOnOperation() override;

private:
  void combineBlock(Block &block);
  void combineKey(Block &block, ArrayRef<AllReduceOp> candidates);
  void emitBucket(Block &block, Bucket &bucket,
                  const llvm::SetVector<Operation *> &dependents);
  void flush(Bucket &bucket, Operation *before);
  int64_t limitFor(AllReduceOp op);
  ClusterSpec *specFor(AllReduceOp op);
  void price(ArrayRef<AllReduceOp> members, AllReduceOp combined,
             ArrayRef<Operation *> copies);
  LogicalResult writeReport();

  /// cluster= loaded, then bound per mesh.
  std::optional<ClusterSpec> unbound;
  std::map<Operation *, std::shared_ptr<ClusterSpec>> bound;
  SmallVector<BucketFigures> figures;
  bool failedSpec = false;
};

} // namespace

ClusterSpec *CombineReductionsPass::specFor(AllReduceOp op) {
  if (!unbound)
    return nullptr;
  MeshOp mesh = lookupMesh(op, op.getMeshAttr());
  if (!mesh)
    return nullptr;
  auto &slot = bound[mesh];
  if (!slot) {
    auto spec = std::make_shared<ClusterSpec>(*unbound);
    std::string option = "cluster=" + cluster;
    auto emitErr = [&]() {
      return emitOptionError(&getContext(), "cleave-combine-reductions",
                             option);
    };
    if (failed(bindClusterSpec(*spec, mesh, emitErr))) {
      failedSpec = true;
      return nullptr;
    }
    slot = std::move(spec);
  }
  return slot.get();
}

/// bucket-bytes, or the smallest power of two from 1 MiB whose all_reduce
/// over the op's axes spends at most 5% of its time in latency, capped at
/// DDP's 25 MiB.
int64_t CombineReductionsPass::limitFor(AllReduceOp op) {
  if (bucketBytes > 0)
    return bucketBytes;
  ClusterSpec *spec = specFor(op);
  if (!spec)
    return kDefaultBucketBytes;
  SmallVector<unsigned> axes;
  for (Attribute a : op.getAxes())
    if (std::optional<unsigned> i =
            spec->getAxisIndex(cast<StringAttr>(a).getValue()))
      axes.push_back(*i);
  double latency = collectiveTime(*spec, CollectiveKind::AllReduce, 0, axes);
  for (int64_t b = kMiB; b < kDefaultBucketBytes; b *= 2)
    if (latency <= 0.05 * collectiveTime(*spec, CollectiveKind::AllReduce, b,
                                         axes))
      return b;
  return kDefaultBucketBytes;
}

/// The members packed (flattened, inserted at their offsets), one
/// all_reduce, the members unpacked, before `before`.
void CombineReductionsPass::flush(Bucket &bucket, Operation *before) {
  SmallVector<AllReduceOp> members = std::move(bucket.members);
  bucket = Bucket();
  AllReduceOp first = members.front();
  OpBuilder b(before);
  Location loc = first.getLoc();
  Type element = first.getType().getElementType();
  int64_t total = 0;
  for (AllReduceOp m : members)
    total += m.getType().getNumElements();
  auto flatType = [&](int64_t n) { return RankedTensorType::get({n}, element); };
  SmallVector<Operation *> copies;
  Value packed = tensor::EmptyOp::create(b, loc, ArrayRef<int64_t>{total},
                                         element);
  int64_t offset = 0;
  for (AllReduceOp m : members) {
    int64_t n = m.getType().getNumElements();
    Value flat = flatten(b, loc, m.getInput());
    auto insert = tensor::InsertSliceOp::create(
        b, loc, flat, packed, range(b, offset), range(b, n), range(b, 1));
    copies.push_back(insert);
    packed = insert;
    offset += n;
  }
  // The members' sizes, for the estimate's "what combining saved"; a
  // member that itself combines others contributes its own members.
  SmallVector<int64_t> sizes;
  for (AllReduceOp m : members) {
    if (std::optional<ArrayRef<int64_t>> inner = m.getCombined())
      llvm::append_range(sizes, *inner);
    else
      sizes.push_back(m.getType().getNumElements());
  }
  auto combined = AllReduceOp::create(
      b, loc, packed.getType(), packed, first.getMeshAttr(),
      first.getAxesAttr(), first.getKindAttr(), b.getDenseI64ArrayAttr(sizes));
  offset = 0;
  for (AllReduceOp m : members) {
    int64_t n = m.getType().getNumElements();
    auto piece = tensor::ExtractSliceOp::create(
        b, loc, flatType(n), combined, range(b, offset), range(b, n),
        range(b, 1));
    copies.push_back(piece);
    Value back = unflatten(b, loc, piece, m.getType());
    m.getResult().replaceAllUsesWith(back);
    offset += n;
  }
  price(members, combined, copies);
  numCombined += members.size();
  ++numBuckets;
  for (AllReduceOp m : members)
    m.erase();
}

void CombineReductionsPass::price(ArrayRef<AllReduceOp> members,
                                  AllReduceOp combined,
                                  ArrayRef<Operation *> copies) {
  BucketFigures f;
  f.members = members.size();
  f.bytes = bytesOf(combined);
  SmallVector<StringRef> axes;
  for (Attribute a : combined.getAxes())
    axes.push_back(cast<StringAttr>(a).getValue());
  f.axes = llvm::join(axes, ",");
  if (ClusterSpec *spec = specFor(combined)) {
    for (AllReduceOp m : members)
      f.before += estimateOp(m, *spec).time();
    f.after = estimateOp(combined, *spec).time();
    for (Operation *c : copies)
      f.after += estimateOp(c, *spec).time();
  }
  figures.push_back(std::move(f));
}

/// The ops of `block` that depend on `op`'s results, transitively (their
/// ancestors in the block).
static void addForwardSlice(Operation *op, Block &block,
                            llvm::SetVector<Operation *> &slice) {
  SmallVector<Operation *> stack{op};
  while (!stack.empty()) {
    Operation *cur = stack.pop_back_val();
    for (Value r : cur->getResults())
      for (Operation *user : r.getUsers())
        if (Operation *top = block.findAncestorOpInBlock(*user))
          if (slice.insert(top))
            stack.push_back(top);
  }
}

/// Whether an op may run later than written: it has no memory effects (a
/// tensor op), or it is a collective (every rank moves it alike).
static bool movable(Operation *op) {
  return isMemoryEffectFree(op) ||
         isa<AllReduceOp, AllGatherOp, ReduceScatterOp, AllToAllOp,
             AllSliceOp>(op);
}

/// The buckets of one key, in the order their operands are ready: all_reduces that do not
/// depend on one another (XLA's combiner works on the dataflow graph, not
/// on the written order: a gradient's reduction followed by its optimizer
/// update still joins the next gradient's). A bucket closes at the first
/// all_reduce that depends on one of its members, or at the limit. Its
/// members' dependents written before its last member move after the
/// combined all_reduce, which takes the last member's place.
void CombineReductionsPass::combineKey(Block &block,
                                       ArrayRef<AllReduceOp> candidates) {
  Bucket bucket;
  llvm::SetVector<Operation *> dependents;
  auto close = [&]() {
    if (bucket.members.size() > 1)
      emitBucket(block, bucket, dependents);
    bucket = Bucket();
    dependents.clear();
  };
  for (AllReduceOp ar : candidates) {
    int64_t limit = limitFor(ar);
    int64_t bytes = bytesOf(ar);
    llvm::SetVector<Operation *> mine;
    addForwardSlice(ar, block, mine);
    if (bytes >= limit || !llvm::all_of(mine, movable)) {
      if (dependents.contains(ar))
        close();
      continue;
    }
    if (dependents.contains(ar) ||
        (bucket.bytes + bytes > limit && !bucket.members.empty()))
      close();
    bucket.members.push_back(ar);
    bucket.bytes += bytes;
    dependents.insert(mine.begin(), mine.end());
  }
  close();
}

void CombineReductionsPass::emitBucket(
    Block &block, Bucket &bucket,
    const llvm::SetVector<Operation *> &dependents) {
  AllReduceOp last = bucket.members.back();
  // The members' dependents written before the last member, in order.
  SmallVector<Operation *> early;
  for (Operation &op : block) {
    if (&op == last.getOperation())
      break;
    if (dependents.contains(&op))
      early.push_back(&op);
  }
  Operation *after = last->getNextNode();
  flush(bucket, last);
  for (Operation *op : early)
    op->moveBefore(after);
}

void CombineReductionsPass::combineBlock(Block &block) {
  std::map<BucketKey, SmallVector<AllReduceOp>> byKey;
  for (Operation &op : block)
    if (auto ar = dyn_cast<AllReduceOp>(&op); ar && combinable(ar))
      byKey[{lookupMesh(ar, ar.getMeshAttr()), ar.getAxesAttr(), ar.getKind(),
             ar.getType().getElementType()}]
          .push_back(ar);
  // Buckets fill in the order the operands become ready (a backward pass
  // makes the last layer's gradients first), as DDP's reverse-order buckets
  // do: each bucket can then start as soon as its own gradients exist
  // (cleave-schedule-collectives), not when the first layer's do.
  llvm::DenseMap<Operation *, int64_t> position;
  for (auto [i, op] : llvm::enumerate(block))
    position[&op] = static_cast<int64_t>(i);
  auto ready = [&](AllReduceOp ar) -> int64_t {
    Operation *def = ar.getInput().getDefiningOp();
    Operation *top = def ? block.findAncestorOpInBlock(*def) : nullptr;
    return top ? position.lookup(top) : -1;
  };
  for (auto &[key, candidates] : byKey) {
    if (candidates.size() < 2)
      continue;
    llvm::stable_sort(candidates, [&](AllReduceOp a, AllReduceOp b) {
      return ready(a) < ready(b);
    });
    combineKey(block, candidates);
  }
}

LogicalResult CombineReductionsPass::writeReport() {
  if (reportFile.empty())
    return success();
  std::unique_ptr<AtomicOutput> file =
      openReportFile(getOperation(), reportFile);
  if (!file)
    return failure();
  raw_ostream &os = file->os();
  double before = 0, after = 0;
  unsigned members = 0;
  for (const BucketFigures &f : figures) {
    os << llvm::formatv("bucket over [{0}]: {1} all_reduces, {2:f3} MiB",
                        f.axes, f.members, f.bytes / double(kMiB));
    if (unbound)
      os << llvm::formatv(": {0:f3} ms -> {1:f3} ms", f.before * 1e3,
                          f.after * 1e3);
    os << "\n";
    before += f.before;
    after += f.after;
    members += f.members;
  }
  os << llvm::formatv("combined {0} all_reduces into {1}", members,
                      figures.size());
  if (unbound)
    os << llvm::formatv(" on {0}: {1:f3} ms -> {2:f3} ms (saved {3:f3} ms)",
                        unbound->name, before * 1e3, after * 1e3,
                        (before - after) * 1e3);
  os << "\n";
  return commitReportFile(getOperation(), *file);
}

void CombineReductionsPass::runOnOperation() {
  ModuleOp module = getOperation();
  if (bucketBytes < 0) {
    mlir::emitError(module.getLoc())
        << "cleave-combine-reductions: bucket-bytes must be >= 0, not "
        << static_cast<int64_t>(bucketBytes);
    return signalPassFailure();
  }
  if (!cluster.empty()) {
    std::string option = "cluster=" + cluster;
    auto emitErr = [&]() {
      return emitOptionError(&getContext(), "cleave-combine-reductions",
                             option);
    };
    FailureOr<ClusterSpec> spec = loadUnboundClusterSpec(cluster, emitErr);
    if (failed(spec))
      return signalPassFailure();
    unbound = std::move(*spec);
  }
  SmallVector<Block *> blocks;
  module.walk([&](Block *block) { blocks.push_back(block); });
  for (Block *block : blocks)
    if (!isa<ModuleOp>(block->getParentOp()))
      combineBlock(*block);
  if (failedSpec || failed(writeReport()))
    return signalPassFailure();
}
