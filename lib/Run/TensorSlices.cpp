//===- TensorSlices.cpp - pieces of a global tensor and their overlaps ----===//

#include "cleave/Run/TensorSlices.h"

#include <algorithm>
#include <cstring>

namespace cleave::run {

int64_t PieceLayout::numElements() const {
  int64_t n = 1;
  for (int64_t s : sizes)
    n *= s;
  return n;
}

PieceLayout PieceLayout::whole(llvm::ArrayRef<int64_t> shape) {
  PieceLayout p;
  p.offsets.assign(shape.size(), 0);
  p.sizes.assign(shape.begin(), shape.end());
  return p;
}

PieceLayout PieceLayout::ofShard(const Shard &shard,
                                 llvm::ArrayRef<int64_t> globalShape,
                                 llvm::ArrayRef<int64_t> localShape) {
  PieceLayout p;
  p.offsets.assign(shard.offsets.begin(), shard.offsets.end());
  if (shard.perPart()) {
    p.partLocal.assign(shard.partLocal.begin(), shard.partLocal.end());
    p.partGlobal.assign(shard.partGlobal.begin(), shard.partGlobal.end());
  }
  for (size_t d = 0; d < localShape.size(); ++d) {
    bool perPart = !p.partLocal.empty() && p.partLocal[d] != 0;
    // Uneven splits end in padding; parts divide evenly.
    p.sizes.push_back(perPart ? localShape[d]
                              : std::clamp<int64_t>(globalShape[d] -
                                                        shard.offsets[d],
                                                    0, localShape[d]));
  }
  return p;
}

namespace {
/// A run of elements contiguous in both the source piece and the target.
struct Run {
  int64_t source = 0, target = 0, length = 0;
};

/// Collects runs and reads them, merging each run into the one before when
/// both continue it.
class RunReader {
public:
  RunReader(size_t elementSize, char *dst, PieceReader read)
      : elementSize(elementSize), dst(dst), read(read) {}
  bool add(Run r) {
    if (pending.length && pending.source + pending.length == r.source &&
        pending.target + pending.length == r.target) {
      pending.length += r.length;
      return true;
    }
    bool ok = flush();
    pending = r;
    return ok;
  }
  bool flush() {
    if (!pending.length)
      return true;
    copied += pending.length;
    Run r = pending;
    pending = Run();
    return read(r.source, r.length, dst + r.target * int64_t(elementSize));
  }
  int64_t copied = 0;

private:
  Run pending;
  size_t elementSize;
  char *dst;
  PieceReader read;
};
} // namespace

/// Per dim, the (target, source) local index pairs of the global indices
/// both pieces hold, in target order.
static std::vector<std::pair<int64_t, int64_t>>
matchDim(const PieceLayout &source, const PieceLayout &target, size_t d) {
  int64_t maxGlobal = -1;
  for (int64_t i = 0; i < source.sizes[d]; ++i)
    maxGlobal = std::max(maxGlobal, source.global(d, i));
  std::vector<int64_t> sourceOf(size_t(maxGlobal + 1), -1);
  for (int64_t i = 0; i < source.sizes[d]; ++i)
    sourceOf[size_t(source.global(d, i))] = i;
  std::vector<std::pair<int64_t, int64_t>> pairs;
  for (int64_t t = 0; t < target.sizes[d]; ++t) {
    int64_t g = target.global(d, t);
    if (g >= 0 && g <= maxGlobal && sourceOf[size_t(g)] >= 0)
      pairs.push_back({t, sourceOf[size_t(g)]});
  }
  return pairs;
}

int64_t copyOverlap(const PieceLayout &source, const PieceLayout &target,
                    llvm::ArrayRef<int64_t> targetShape, size_t elementSize,
                    char *dst, PieceReader read) {
  size_t rank = targetShape.size();
  if (rank == 0)
    return read(0, 1, dst) ? 1 : -1;
  std::vector<std::vector<std::pair<int64_t, int64_t>>> pairs(rank);
  for (size_t d = 0; d < rank; ++d) {
    pairs[d] = matchDim(source, target, d);
    if (pairs[d].empty())
      return 0;
  }
  std::vector<int64_t> targetStride(rank, 1), sourceStride(rank, 1);
  for (size_t d = rank - 1; d > 0; --d) {
    targetStride[d - 1] = targetStride[d] * targetShape[d];
    sourceStride[d - 1] = sourceStride[d] * source.sizes[d];
  }
  // The last dim in runs of consecutive indices on both sides.
  std::vector<Run> lastRuns;
  for (auto [t, s] : pairs[rank - 1]) {
    Run *last = lastRuns.empty() ? nullptr : &lastRuns.back();
    if (last && last->target + last->length == t &&
        last->source + last->length == s)
      ++last->length;
    else
      lastRuns.push_back({s, t, 1});
  }
  RunReader reader(elementSize, dst, read);
  std::vector<size_t> at(rank, 0); // position in pairs[d], d < rank - 1
  while (true) {
    int64_t t0 = 0, s0 = 0;
    for (size_t d = 0; d + 1 < rank; ++d) {
      t0 += pairs[d][at[d]].first * targetStride[d];
      s0 += pairs[d][at[d]].second * sourceStride[d];
    }
    for (const Run &r : lastRuns)
      if (!reader.add({s0 + r.source, t0 + r.target, r.length}))
        return -1;
    size_t d = rank - 1;
    while (d > 0 && ++at[d - 1] == pairs[d - 1].size())
      at[--d] = 0;
    if (d == 0)
      break;
  }
  return reader.flush() ? reader.copied : -1;
}

std::vector<char> packPrefix(const char *data, llvm::ArrayRef<int64_t> shape,
                             llvm::ArrayRef<int64_t> sizes,
                             size_t elementSize) {
  PieceLayout box = PieceLayout::whole(sizes);
  std::vector<char> out(size_t(box.numElements()) * elementSize);
  if (out.empty())
    return out;
  // The local buffer as a piece: its global indices are its local ones.
  PieceLayout buffer = PieceLayout::whole(shape);
  copyOverlap(buffer, box, sizes, elementSize, out.data(),
              [&](int64_t first, int64_t count, char *dst) {
                std::memcpy(dst, data + first * int64_t(elementSize),
                            size_t(count) * elementSize);
                return true;
              });
  return out;
}

} // namespace cleave::run
