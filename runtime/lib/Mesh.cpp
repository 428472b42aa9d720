//===- Mesh.cpp - Device mesh topology and axis groups ----------------===//
//
// Coordinates, groups and the axis-list encoding described in Mesh.h.
//
//===----------------------------------------------------------------------===//

#include "cleave/Runtime/Mesh.h"

#include <cstdio>
#include <string>

using namespace cleave::rt;

Status Mesh::verify() const {
  if (shape_.size() > static_cast<size_t>(kMaxMeshAxes))
    return Status::invalidArgument("mesh has " + std::to_string(shape_.size()) +
                                   " axes, at most " +
                                   std::to_string(kMaxMeshAxes) + " supported");
  for (size_t i = 0; i < shape_.size(); ++i)
    if (shape_[i] <= 0)
      return Status::invalidArgument("mesh axis " + std::to_string(i) +
                                     " has size " + std::to_string(shape_[i]));
  return Status::ok();
}

int64_t Mesh::numDevices() const {
  int64_t n = 1;
  for (int64_t s : shape_)
    n *= s;
  return n;
}

std::vector<int64_t> Mesh::coordinates(int64_t rank) const {
  std::vector<int64_t> coords(shape_.size());
  for (int i = numAxes() - 1; i >= 0; --i) {
    coords[i] = rank % shape_[i];
    rank /= shape_[i];
  }
  return coords;
}

int64_t Mesh::rankOf(const std::vector<int64_t> &coords) const {
  int64_t rank = 0;
  for (int i = 0; i < numAxes(); ++i)
    rank = rank * shape_[i] + coords[i];
  return rank;
}

Status Mesh::verifyAxes(const std::vector<int> &axes) const {
  std::vector<bool> seen(shape_.size(), false);
  for (int axis : axes) {
    if (axis < 0 || axis >= numAxes())
      return Status::invalidArgument("axis " + std::to_string(axis) +
                                     " is out of range for a mesh with " +
                                     std::to_string(numAxes()) + " axes");
    if (seen[axis])
      return Status::invalidArgument("axis " + std::to_string(axis) +
                                     " is listed twice");
    seen[axis] = true;
  }
  return Status::ok();
}

int64_t Mesh::groupSize(const std::vector<int> &axes) const {
  int64_t n = 1;
  for (int axis : axes)
    n *= shape_[axis];
  return n;
}

int64_t Mesh::groupPosition(int64_t rank, const std::vector<int> &axes) const {
  std::vector<int64_t> coords = coordinates(rank);
  int64_t position = 0;
  for (int axis : axes)
    position = position * shape_[axis] + coords[axis];
  return position;
}

int64_t Mesh::groupColor(int64_t rank, const std::vector<int> &axes) const {
  std::vector<int64_t> coords = coordinates(rank);
  std::vector<bool> listed(shape_.size(), false);
  for (int axis : axes)
    listed[axis] = true;
  int64_t color = 0;
  for (int i = 0; i < numAxes(); ++i)
    if (!listed[i])
      color = color * shape_[i] + coords[i];
  return color;
}

std::vector<int64_t> Mesh::groupMembers(int64_t rank,
                                        const std::vector<int> &axes) const {
  std::vector<int64_t> base = coordinates(rank);
  int64_t n = groupSize(axes);
  std::vector<int64_t> members(n);
  for (int64_t position = 0; position < n; ++position) {
    std::vector<int64_t> coords = base;
    int64_t rest = position;
    for (int i = static_cast<int>(axes.size()) - 1; i >= 0; --i) {
      coords[axes[i]] = rest % shape_[axes[i]];
      rest /= shape_[axes[i]];
    }
    members[position] = rankOf(coords);
  }
  return members;
}

Status Mesh::decodeAxes(int64_t encoded, int numAxes, std::vector<int> &axes) {
  axes.clear();
  uint64_t bits = static_cast<uint64_t>(encoded);
  std::vector<bool> seen(numAxes > 0 ? numAxes : 0, false);
  char hex[32];
  snprintf(hex, sizeof(hex), "0x%llx", static_cast<unsigned long long>(bits));
  while (bits) {
    int nibble = static_cast<int>(bits & 0xf);
    bits >>= 4;
    if (nibble == 0) {
      if (bits)
        return Status::invalidArgument(std::string("axes encoding ") + hex +
                                       " has digits after its terminator");
      break;
    }
    int axis = nibble - 1;
    if (axis >= numAxes)
      return Status::invalidArgument(
          std::string("axes encoding ") + hex + " names axis " +
          std::to_string(axis) + " but the mesh has " +
          std::to_string(numAxes) + " axes");
    if (seen[axis])
      return Status::invalidArgument(std::string("axes encoding ") + hex +
                                     " lists axis " + std::to_string(axis) +
                                     " twice");
    seen[axis] = true;
    axes.push_back(axis);
  }
  return Status::ok();
}

int64_t Mesh::encodeAxes(const std::vector<int> &axes) {
  uint64_t encoded = 0;
  for (size_t i = 0; i < axes.size(); ++i)
    encoded |= static_cast<uint64_t>(axes[i] + 1) << (4 * i);
  return static_cast<int64_t>(encoded);
}
