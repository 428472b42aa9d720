//===- TensorSlices.h - pieces of a global tensor, overlaps -----*- C++ -*-===//
//
// A stored piece of a global tensor (one rank's shard in a checkpoint, or
// a whole tensor in a safetensors file) is a compact array whose element at
// local index (i0, i1, ...) is the global element (global(0, i0), ...). A
// rank that needs its shard under another mesh or plan copies, from each
// stored piece, just the elements both hold, reading contiguous runs of
// the piece by byte ranges: no rank reads or gathers the whole tensor.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_RUN_TENSORSLICES_H
#define CLEAVE_RUN_TENSORSLICES_H

#include "cleave/Run/Signature.h"

#include "llvm/ADT/STLFunctionalExtras.h"

#include <cstdint>
#include <vector>

namespace cleave::run {

/// Which global elements a compact piece holds. Per dim, local index
/// i < sizes[d] is global index offsets[d] + i, or, on a dim split per part
/// (partLocal[d] != 0), (i / partLocal[d]) * partGlobal[d] + offsets[d] +
/// i % partLocal[d] (as Shard::global).
struct PieceLayout {
  std::vector<int64_t> offsets, sizes, partLocal, partGlobal;

  int64_t global(size_t d, int64_t i) const {
    if (partLocal.empty() || partLocal[d] == 0)
      return offsets[d] + i;
    return (i / partLocal[d]) * partGlobal[d] + offsets[d] + i % partLocal[d];
  }
  int64_t numElements() const;
  /// The whole tensor of `shape`.
  static PieceLayout whole(llvm::ArrayRef<int64_t> shape);
  /// The real (unpadded) part of `shard` of a value of global shape
  /// `globalShape` and local shape `localShape`: a prefix box of the local
  /// buffer.
  static PieceLayout ofShard(const Shard &shard,
                             llvm::ArrayRef<int64_t> globalShape,
                             llvm::ArrayRef<int64_t> localShape);
};

/// Reads `count` elements of a piece from element `first` (row-major in the
/// piece's sizes) into `dst`; false on a failure (reported by the reader).
using PieceReader =
    llvm::function_ref<bool(int64_t first, int64_t count, char *dst)>;

/// Copies into `dst` (a buffer of `targetShape`, whose prefix box
/// `target.sizes` holds the elements of `target`) every element that the
/// piece `source` holds too, reading it in contiguous runs. Returns the
/// number of elements copied, or -1 when a read failed.
int64_t copyOverlap(const PieceLayout &source, const PieceLayout &target,
                    llvm::ArrayRef<int64_t> targetShape, size_t elementSize,
                    char *dst, PieceReader read);

/// The prefix box `sizes` of a row-major buffer of `shape` (`elementSize`
/// bytes each), compacted: what a checkpoint stores of a shard.
std::vector<char> packPrefix(const char *data, llvm::ArrayRef<int64_t> shape,
                             llvm::ArrayRef<int64_t> sizes, size_t elementSize);

} // namespace cleave::run

#endif // CLEAVE_RUN_TENSORSLICES_H
