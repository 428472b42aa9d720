//===- Reshard.cpp - planning transitions between shardings ---------------===//
//
// The step-by-step reshard planner shared by the partitioner (which emits
// the steps as collectives) and the auto-sharder (which prices them).
//
//===----------------------------------------------------------------------===//

#include "cleave/Transforms/Reshard.h"

#include "Cleave/IR/CleaveOps.h"
#include "mlir/IR/BuiltinTypes.h"

#include <map>

using namespace mlir;
using namespace mlir::cleave;

static bool isPrefix(ArrayRef<unsigned> a, ArrayRef<unsigned> b) {
  return a.size() <= b.size() && std::equal(a.begin(), a.end(), b.begin());
}

static void eraseAxes(MeshAxes &from, ArrayRef<unsigned> axes) {
  from.erase(llvm::remove_if(from,
                             [&](unsigned a) {
                               return llvm::is_contained(axes, a);
                             }),
             from.end());
}

std::optional<SmallVector<ReshardStep>>
mlir::cleave::planReshard(ArrayRef<int64_t> axisSizes, ArrayRef<int64_t> shape,
                          const AxisSharding &from, const AxisSharding &to) {
  if (from.dims.size() != to.dims.size() || shape.size() != from.dims.size())
    return std::nullopt;
  auto uneven = [&](unsigned d, ArrayRef<unsigned> axes) {
    int64_t n = groupSize(axisSizes, axes);
    return !ShapedType::isDynamic(shape[d]) && n > 1 && shape[d] % n != 0;
  };
  SmallVector<ReshardStep> steps;
  AxisSharding cur = from;
  auto push = [&](ReshardStepKind kind, MeshAxes axes, int64_t dim,
                  int64_t concatDim, ReductionKind reduction) {
    steps.push_back(
        {kind, std::move(axes), dim, concatDim, reduction, {}, 0, cur});
  };

  // 1. Partial axes the target does not keep (all of them if the kinds
  // differ): scatter into a dim the target splits by them next, reduce the
  // rest in one all_reduce.
  bool kindsDiffer = !cur.partial.empty() && !to.partial.empty() &&
                     cur.kind != to.kind;
  MeshAxes toReduce;
  for (unsigned a : cur.partial)
    if (kindsDiffer || !llvm::is_contained(to.partial, a))
      toReduce.push_back(a);
  if (!toReduce.empty() && cur.kind == ReductionKind::sum) {
    for (unsigned d = 0; d < cur.dims.size(); ++d) {
      if (!isPrefix(cur.dims[d], to.dims[d]) || uneven(d, cur.dims[d]) ||
          uneven(d, to.dims[d]))
        continue;
      MeshAxes run;
      for (unsigned k = cur.dims[d].size(); k < to.dims[d].size(); ++k) {
        if (!llvm::is_contained(toReduce, to.dims[d][k]))
          break;
        run.push_back(to.dims[d][k]);
      }
      if (run.empty())
        continue;
      cur.dims[d].append(run.begin(), run.end());
      eraseAxes(cur.partial, run);
      eraseAxes(toReduce, run);
      push(ReshardStepKind::ReduceScatter, run, d, -1, cur.kind);
    }
  }
  if (!toReduce.empty()) {
    eraseAxes(cur.partial, toReduce);
    push(ReshardStepKind::AllReduce, toReduce, -1, -1, cur.kind);
  }

  // 2a. The same axes, each dim keeping its group size (a 2-D swap
  // [{"x"}, {"y"}] -> [{"y"}, {"x"}]): every device keeps a shard of the same
  // shape and some device holds each one it needs, so one
  // collective_permute over those axes moves each shard once.
  auto usedAxes = [](const AxisSharding &s) {
    MeshAxes all;
    for (const MeshAxes &axes : s.dims)
      all.append(axes.begin(), axes.end());
    llvm::sort(all);
    return all;
  };
  bool samePartial = [&] {
    MeshAxes p1 = cur.partial, p2 = to.partial;
    llvm::sort(p1);
    llvm::sort(p2);
    return p1 == p2 && (p1.empty() || cur.kind == to.kind);
  }();
  MeshAxes used = usedAxes(cur);
  bool permutation = samePartial && cur.dims != to.dims &&
                     used == usedAxes(to) && used.size() > 1;
  for (unsigned d = 0; permutation && d < cur.dims.size(); ++d)
    permutation = groupSize(axisSizes, cur.dims[d]) ==
                      groupSize(axisSizes, to.dims[d]) &&
                  !uneven(d, cur.dims[d]) && !uneven(d, to.dims[d]);
  if (permutation) {
    // Positions in the group over `used` (row-major in that order) -> the
    // shard index per dim a sharding gives the device there.
    int64_t n = groupSize(axisSizes, used);
    auto blocks = [&](const AxisSharding &s, int64_t pos) {
      SmallVector<int64_t> coord(axisSizes.size(), 0);
      for (int64_t i = int64_t(used.size()) - 1; i >= 0; --i) {
        coord[used[i]] = pos % axisSizes[used[i]];
        pos /= axisSizes[used[i]];
      }
      SmallVector<int64_t> out;
      for (const MeshAxes &axes : s.dims) {
        int64_t b = 0;
        for (unsigned a : axes)
          b = b * axisSizes[a] + coord[a];
        out.push_back(b);
      }
      return out;
    };
    std::map<SmallVector<int64_t>, int64_t> holder;
    for (int64_t pos = 0; pos < n; ++pos)
      holder[blocks(cur, pos)] = pos;
    SmallVector<int64_t> pairs;
    for (int64_t pos = 0; pos < n; ++pos) {
      pairs.push_back(holder.at(blocks(to, pos))); // source
      pairs.push_back(pos);                         // target
    }
    cur.dims = to.dims;
    steps.push_back({ReshardStepKind::Permute, used, -1, -1,
                     ReductionKind::sum, std::move(pairs), 0, cur});
  }

  // 2a. An axis the target replaces in place by a free axis of the same
  // size: device (a=i, b=j) needs the shard device (a=j, b=i) holds, one
  // collective_permute over [a, b] instead of a gather and a slice.
  auto inAny = [](const AxisSharding &s, unsigned axis) {
    for (const MeshAxes &axes : s.dims)
      if (llvm::is_contained(axes, axis))
        return true;
    return llvm::is_contained(s.partial, axis);
  };
  for (unsigned d = 0; d < cur.dims.size(); ++d) {
    if (cur.dims[d].size() != to.dims[d].size())
      continue;
    for (unsigned k = 0; k < cur.dims[d].size(); ++k) {
      unsigned a = cur.dims[d][k], b = to.dims[d][k];
      if (a == b || axisSizes[a] != axisSizes[b] || inAny(cur, b) ||
          inAny(to, a))
        continue;
      bool restSame = true;
      for (unsigned j = 0; j < cur.dims[d].size(); ++j)
        if (j != k && cur.dims[d][j] != to.dims[d][j])
          restSame = false;
      if (!restSame)
        continue;
      cur.dims[d][k] = b;
      int64_t n = axisSizes[a];
      SmallVector<int64_t> pairs;
      for (int64_t i = 0; i < n; ++i)
        for (int64_t j = 0; j < n; ++j) {
          pairs.push_back(j * n + i); // source (a=j, b=i)
          pairs.push_back(i * n + j); // target (a=i, b=j)
        }
      steps.push_back({ReshardStepKind::Permute, {a, b}, (int64_t)d, -1,
                       ReductionKind::sum, std::move(pairs), 0, cur});
    }
  }

  // 2b. Dims split unevenly before or after whose axes change are gathered
  // whole and unpadded here, and padded and sliced anew at the end.
  SmallVector<bool> special(cur.dims.size(), false);
  for (unsigned d = 0; d < cur.dims.size(); ++d) {
    if (cur.dims[d] == to.dims[d] ||
        (!uneven(d, cur.dims[d]) && !uneven(d, to.dims[d])))
      continue;
    special[d] = true;
    if (cur.dims[d].empty())
      continue;
    MeshAxes all = cur.dims[d];
    int64_t padded =
        groupSize(axisSizes, all) * localDimSize(shape[d], groupSize(axisSizes, all));
    cur.dims[d].clear();
    push(ReshardStepKind::AllGather, all, d, -1, ReductionKind::sum);
    steps.back().size = padded;
    if (padded != shape[d]) {
      push(ReshardStepKind::Unpad, {}, d, -1, ReductionKind::sum);
      steps.back().size = shape[d];
    }
  }

  // 2c. Dims: take axes out minor-most first, then slice new ones in.
  auto usedNow = [&](unsigned a) {
    for (const MeshAxes &axes : cur.dims)
      if (llvm::is_contained(axes, a))
        return true;
    return llvm::is_contained(cur.partial, a);
  };
  while (true) {
    bool progress = false;
    for (unsigned d = 0; d < cur.dims.size() && !progress; ++d) {
      if (special[d] || isPrefix(cur.dims[d], to.dims[d]))
        continue;
      unsigned a = cur.dims[d].back();
      std::optional<unsigned> dest;
      for (unsigned e = 0; e < cur.dims.size(); ++e)
        if (e != d && !special[e] && isPrefix(cur.dims[e], to.dims[e]) &&
            to.dims[e].size() > cur.dims[e].size() &&
            to.dims[e][cur.dims[e].size()] == a)
          dest = e;
      if (dest) {
        cur.dims[d].pop_back();
        cur.dims[*dest].push_back(a);
        push(ReshardStepKind::AllToAll, {a}, *dest, d, ReductionKind::sum);
      } else {
        unsigned c = 0;
        while (c < cur.dims[d].size() && c < to.dims[d].size() &&
               cur.dims[d][c] == to.dims[d][c])
          ++c;
        MeshAxes suffix(cur.dims[d].begin() + c, cur.dims[d].end());
        cur.dims[d].resize(c);
        push(ReshardStepKind::AllGather, suffix, d, -1, ReductionKind::sum);
      }
      progress = true;
    }
    if (progress)
      continue;
    for (unsigned d = 0; d < cur.dims.size(); ++d) {
      if (special[d])
        continue;
      MeshAxes run;
      for (unsigned k = cur.dims[d].size(); k < to.dims[d].size(); ++k) {
        if (usedNow(to.dims[d][k]))
          break;
        run.push_back(to.dims[d][k]);
      }
      if (run.empty())
        continue;
      cur.dims[d].append(run.begin(), run.end());
      push(ReshardStepKind::AllSlice, run, d, -1, ReductionKind::sum);
      progress = true;
    }
    if (!progress)
      break;
  }
  for (unsigned d = 0; d < cur.dims.size(); ++d) {
    if (!special[d] || to.dims[d].empty())
      continue;
    int64_t n = groupSize(axisSizes, to.dims[d]);
    int64_t padded = n * localDimSize(shape[d], n);
    if (padded != shape[d]) {
      push(ReshardStepKind::Pad, {}, d, -1, ReductionKind::sum);
      steps.back().size = padded;
    }
    cur.dims[d] = to.dims[d];
    push(ReshardStepKind::AllSlice, to.dims[d], d, -1, ReductionKind::sum);
  }
  for (auto [c, t] : llvm::zip(cur.dims, to.dims))
    if (c != t)
      return std::nullopt;

  // 3. Partial state the target has and the value lacks.
  MeshAxes add;
  for (unsigned a : to.partial)
    if (!llvm::is_contained(cur.partial, a))
      add.push_back(a);
  if (!add.empty()) {
    cur.partial = to.partial;
    cur.kind = to.kind;
    push(ReshardStepKind::ToPartial, add, -1, -1, to.kind);
  }
  return steps;
}
