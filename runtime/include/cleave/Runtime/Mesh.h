//===- Mesh.h - Device mesh topology and axis groups ------------*- C++ -*-===//
//
// A logical device mesh (axis sizes) over the ranks of a world communicator,
// and the groups a collective over an ordered list of mesh axes runs on.
// Ranks map to coordinates row-major (last axis fastest). The group of a rank
// for axes [a0, a1, ...] is every rank sharing all coordinates on the other
// axes, ordered by the listed axes major to minor: the position of a member is
// coord[a0] * size(a1) * size(a2) ... + coord[a1] * size(a2) ... + ...
//
// Axis lists cross the C ABI as one int64_t: 4 bits per axis, each stored as
// index + 1, first-listed axis in the lowest nibble, 0 terminates; so
// ["model" (index 1), "data" (index 0)] encodes as 0x12 and the empty list
// (a group of one) as 0.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_RUNTIME_MESH_H
#define CLEAVE_RUNTIME_MESH_H

#include "cleave/Runtime/Communicator.h"

#include <cstdint>
#include <vector>

namespace cleave {
namespace rt {

/// The most axes an encoded axis list can hold (16 nibbles in an int64_t).
constexpr int kMaxMeshAxes = 15;

class Mesh {
public:
  Mesh() = default;
  /// `shape` must have at most kMaxMeshAxes positive entries; check with
  /// verify() before use.
  explicit Mesh(std::vector<int64_t> shape) : shape_(std::move(shape)) {}

  /// Checks the shape itself (axis count, positive sizes).
  Status verify() const;

  int numAxes() const { return static_cast<int>(shape_.size()); }
  const std::vector<int64_t> &shape() const { return shape_; }
  int64_t axisSize(int axis) const { return shape_[axis]; }
  /// Product of the axis sizes: the number of ranks the mesh needs.
  int64_t numDevices() const;

  /// Row-major coordinates of `rank` (last axis fastest).
  std::vector<int64_t> coordinates(int64_t rank) const;
  /// Inverse of coordinates().
  int64_t rankOf(const std::vector<int64_t> &coords) const;

  /// Checks that `axes` are distinct, valid axis indices.
  Status verifyAxes(const std::vector<int> &axes) const;
  /// Number of ranks in a group over `axes`.
  int64_t groupSize(const std::vector<int> &axes) const;
  /// Position of `rank` in its group over `axes` (the split key).
  int64_t groupPosition(int64_t rank, const std::vector<int> &axes) const;
  /// Identifies the group of `rank` over `axes` among all groups over the
  /// same axes (the split color): the row-major index of the coordinates on
  /// the axes not listed.
  int64_t groupColor(int64_t rank, const std::vector<int> &axes) const;
  /// World ranks of the group of `rank` over `axes`, in group order.
  std::vector<int64_t> groupMembers(int64_t rank,
                                    const std::vector<int> &axes) const;

  /// Decodes the C ABI axis encoding (see the file comment). Fails on a
  /// nibble naming an axis >= numAxes, a repeated axis, or a non-zero nibble
  /// after the terminator.
  static Status decodeAxes(int64_t encoded, int numAxes,
                           std::vector<int> &axes);
  static int64_t encodeAxes(const std::vector<int> &axes);

private:
  std::vector<int64_t> shape_;
};

} // namespace rt
} // namespace cleave

#endif // CLEAVE_RUNTIME_MESH_H
