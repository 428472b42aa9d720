//===- RuntimeTest.cpp - Checks every collective of the C ABI ---------===//
//
// Run under mpirun with 2, 4 or 8 ranks. For 1-D, 2-D and 3-D meshes, every
// ordered axis list (including reversed orders and the empty list), every
// dtype and every collective of the C ABI, it builds operands whose values
// depend on (world rank, element), runs the collective and compares each
// result element with the value computed locally from the mesh groups, with
// contiguous and strided (non-contiguous, padded, column-major) memref
// descriptors. It also checks the Mesh helper, the input generator and that
// MPI failures come back as a Status naming the call.
//
// Modes: (none) the checks above; `mismatch` initialises a mesh that needs
// one more process than were started (must exit 1 with a message); `skip`
// makes rank 1 skip a collective (with CLEAVE_RT_TIMEOUT_S set, every rank
// must be aborted instead of hanging).
//
//===----------------------------------------------------------------------===//

#include "cleave/Runtime/CleaveRuntime.h"
#include "cleave/Runtime/Communicator.h"
#include "cleave/Runtime/MPICommunicator.h"
#include "cleave/Runtime/Mesh.h"

#include "cleave/Runtime/Half.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

using namespace cleave::rt;

namespace {

int failures = 0;
int checks = 0;
int64_t myRank = 0;

#define EXPECT(cond, ...)                                                      \
  do {                                                                         \
    ++checks;                                                                  \
    if (!(cond)) {                                                             \
      if (++failures <= 20) {                                                  \
        fprintf(stderr, "rank %lld: %s:%d: check failed: %s: ",                \
                static_cast<long long>(myRank), __FILE__, __LINE__, #cond);    \
        fprintf(stderr, __VA_ARGS__);                                          \
        fprintf(stderr, "\n");                                                 \
      }                                                                        \
    }                                                                          \
  } while (0)

const DType kTypes[] = {DType::F32, DType::F64, DType::F16,
                        DType::BF16, DType::I32, DType::I64};

//===----------------------------------------------------------------------===//
// Memref buffers
//===----------------------------------------------------------------------===//

/// A memref over its own storage with either row-major contiguous strides or
/// a strided layout (column-major, every other element, padded rows, offset
/// 3). Storage outside the view holds a sentinel that must survive.
struct Buffer {
  DType type;
  std::vector<int64_t> sizes, strides;
  int64_t offset = 0;
  std::vector<char> storage;
  std::vector<int64_t> descriptor; // { allocated, aligned, offset, sizes, strides }
  CleaveUnrankedMemRef ref;

  Buffer(DType type, std::vector<int64_t> shape, bool strided)
      : type(type), sizes(std::move(shape)) {
    int rank = static_cast<int>(sizes.size());
    strides.assign(rank, 1);
    int64_t span = 1;
    if (strided) {
      offset = 3;
      int64_t step = 2;
      for (int d = 0; d < rank; ++d) { // dim 0 fastest
        strides[d] = step;
        step *= sizes[d] + 1;
      }
      span = offset + step + 1;
    } else {
      for (int d = rank - 1; d >= 0; --d) {
        strides[d] = span;
        span *= sizes[d];
      }
    }
    storage.assign(span * dtypeSize(type), static_cast<char>(0x5a));
    descriptor.assign(3 + 2 * rank, 0);
    void *data = storage.data();
    std::memcpy(&descriptor[0], &data, sizeof(void *));
    std::memcpy(&descriptor[1], &data, sizeof(void *));
    descriptor[2] = offset;
    for (int d = 0; d < rank; ++d) {
      descriptor[3 + d] = sizes[d];
      descriptor[3 + rank + d] = strides[d];
    }
    ref.rank = rank;
    ref.descriptor = descriptor.data();
  }

  int64_t numElements() const {
    int64_t n = 1;
    for (int64_t s : sizes)
      n *= s;
    return n;
  }
  std::vector<int64_t> indexOf(int64_t linear) const {
    std::vector<int64_t> index(sizes.size());
    for (size_t d = sizes.size(); d-- > 0;) {
      index[d] = linear % sizes[d];
      linear /= sizes[d];
    }
    return index;
  }
  char *address(const std::vector<int64_t> &index) {
    int64_t e = offset;
    for (size_t d = 0; d < sizes.size(); ++d)
      e += index[d] * strides[d];
    return storage.data() + e * dtypeSize(type);
  }
  double get(int64_t linear) { return load(type, address(indexOf(linear))); }
  void set(int64_t linear, double v) { store(type, address(indexOf(linear)), v); }

  /// True if every byte outside the view still holds the sentinel.
  bool paddingIntact() {
    std::vector<bool> inView(storage.size(), false);
    for (int64_t i = 0, n = numElements(); i < n; ++i) {
      size_t at = address(indexOf(i)) - storage.data();
      for (size_t b = 0; b < dtypeSize(type); ++b)
        inView[at + b] = true;
    }
    for (size_t b = 0; b < storage.size(); ++b)
      if (!inView[b] && storage[b] != static_cast<char>(0x5a))
        return false;
    return true;
  }

  static double load(DType type, const char *p) {
    switch (type) {
    case DType::F32: { float v; std::memcpy(&v, p, 4); return v; }
    case DType::F64: { double v; std::memcpy(&v, p, 8); return v; }
    case DType::F16: { uint16_t v; std::memcpy(&v, p, 2); return f16ToFloat(v); }
    case DType::BF16: { uint16_t v; std::memcpy(&v, p, 2); return bf16ToFloat(v); }
    case DType::I32: { int32_t v; std::memcpy(&v, p, 4); return v; }
    case DType::I64: { int64_t v; std::memcpy(&v, p, 8); return static_cast<double>(v); }
    }
    return 0;
  }
  static void store(DType type, char *p, double v) {
    switch (type) {
    case DType::F32: { float x = static_cast<float>(v); std::memcpy(p, &x, 4); return; }
    case DType::F64: std::memcpy(p, &v, 8); return;
    case DType::F16: { uint16_t x = floatToF16(static_cast<float>(v)); std::memcpy(p, &x, 2); return; }
    case DType::BF16: { uint16_t x = floatToBF16(static_cast<float>(v)); std::memcpy(p, &x, 2); return; }
    case DType::I32: { int32_t x = static_cast<int32_t>(v); std::memcpy(p, &x, 4); return; }
    case DType::I64: { int64_t x = static_cast<int64_t>(v); std::memcpy(p, &x, 8); return; }
    }
  }
};

/// Value of element `linear` of the operand on `worldRank`: a small integer,
/// so sums, products, max and min are exact in every dtype whatever the
/// reduction order. `prod` picks values in {-2, -1, 1, 2}.
double testValue(int64_t worldRank, int64_t linear, int salt, bool prod = false) {
  uint64_t h = static_cast<uint64_t>(worldRank * 1000003 + linear * 7919 +
                                     salt * 104729) * 0x9e3779b97f4a7c15ull;
  h ^= h >> 29;
  if (prod) {
    static const double choices[] = {-2, -1, 1, 2};
    return choices[(h >> 7) & 3];
  }
  return static_cast<double>(static_cast<int64_t>((h >> 7) % 17) - 8);
}

int64_t linearOf(const std::vector<int64_t> &index,
                 const std::vector<int64_t> &sizes) {
  int64_t linear = 0;
  for (size_t d = 0; d < sizes.size(); ++d)
    linear = linear * sizes[d] + index[d];
  return linear;
}

double combine(int kind, double a, double b) {
  switch (kind) {
  case 0: return a + b;
  case 1: return a * b;
  case 2: return std::max(a, b);
  default: return std::min(a, b);
  }
}

//===----------------------------------------------------------------------===//
// C ABI dispatch by dtype
//===----------------------------------------------------------------------===//

#define DISPATCH(TYPE, NAME, ...)                                              \
  switch (TYPE) {                                                              \
  case DType::F32: _mlir_ciface_cleave_rt_##NAME##_f32(__VA_ARGS__); break;    \
  case DType::F64: _mlir_ciface_cleave_rt_##NAME##_f64(__VA_ARGS__); break;    \
  case DType::F16: _mlir_ciface_cleave_rt_##NAME##_f16(__VA_ARGS__); break;    \
  case DType::BF16: _mlir_ciface_cleave_rt_##NAME##_bf16(__VA_ARGS__); break;  \
  case DType::I32: _mlir_ciface_cleave_rt_##NAME##_i32(__VA_ARGS__); break;    \
  case DType::I64: _mlir_ciface_cleave_rt_##NAME##_i64(__VA_ARGS__); break;    \
  }

/// The same for the started forms, which return a handle.
#define DISPATCH_START(TYPE, NAME, ...)                                        \
  [&]() -> int64_t {                                                           \
    switch (TYPE) {                                                            \
    case DType::F32:                                                           \
      return _mlir_ciface_cleave_rt_##NAME##_start_f32(__VA_ARGS__);           \
    case DType::F64:                                                           \
      return _mlir_ciface_cleave_rt_##NAME##_start_f64(__VA_ARGS__);           \
    case DType::F16:                                                           \
      return _mlir_ciface_cleave_rt_##NAME##_start_f16(__VA_ARGS__);           \
    case DType::BF16:                                                          \
      return _mlir_ciface_cleave_rt_##NAME##_start_bf16(__VA_ARGS__);          \
    case DType::I32:                                                           \
      return _mlir_ciface_cleave_rt_##NAME##_start_i32(__VA_ARGS__);           \
    case DType::I64:                                                           \
      return _mlir_ciface_cleave_rt_##NAME##_start_i64(__VA_ARGS__);           \
    }                                                                          \
    return 0;                                                                  \
  }()

struct Context {
  Mesh mesh;
  std::vector<int> axes;
  int64_t encoded;
  std::vector<int64_t> members; // world ranks in group order
  int64_t position, groupSize;
  DType type;
  bool strided;
  std::string label() const {
    char text[128];
    snprintf(text, sizeof(text), "mesh rank %d axes 0x%llx %s %s",
             mesh.numAxes(), static_cast<unsigned long long>(encoded),
             dtypeName(type), strided ? "strided" : "contiguous");
    return text;
  }
};

void checkAllReduce(const Context &c) {
  for (int kind = 0; kind < 4; ++kind) {
    bool prod = kind == 1;
    Buffer in(c.type, {3, 5}, c.strided), out(c.type, {3, 5}, !c.strided);
    for (int64_t i = 0; i < in.numElements(); ++i)
      in.set(i, testValue(myRank, i, kind, prod));
    DISPATCH(c.type, all_reduce, &in.ref, &out.ref, c.encoded, kind);
    for (int64_t i = 0; i < out.numElements(); ++i) {
      double expected = testValue(c.members[0], i, kind, prod);
      for (size_t m = 1; m < c.members.size(); ++m)
        expected = combine(kind, expected, testValue(c.members[m], i, kind, prod));
      EXPECT(out.get(i) == expected, "%s all_reduce kind %d elem %lld: %g vs %g",
             c.label().c_str(), kind, static_cast<long long>(i), out.get(i),
             expected);
    }
    EXPECT(out.paddingIntact(), "%s all_reduce wrote outside the result",
           c.label().c_str());
  }
  // In place: operand and result are one memref.
  Buffer io(c.type, {4, 2}, c.strided);
  for (int64_t i = 0; i < io.numElements(); ++i)
    io.set(i, testValue(myRank, i, 9));
  DISPATCH(c.type, all_reduce, &io.ref, &io.ref, c.encoded, 0);
  for (int64_t i = 0; i < io.numElements(); ++i) {
    double expected = 0;
    for (int64_t m : c.members)
      expected += testValue(m, i, 9);
    EXPECT(io.get(i) == expected, "%s in-place all_reduce elem %lld",
           c.label().c_str(), static_cast<long long>(i));
  }
}

void checkAllGather(const Context &c) {
  std::vector<int64_t> shape = {2, 3};
  for (int dim = 0; dim < 2; ++dim) {
    std::vector<int64_t> outShape = shape;
    outShape[dim] *= c.groupSize;
    Buffer in(c.type, shape, c.strided), out(c.type, outShape, c.strided);
    for (int64_t i = 0; i < in.numElements(); ++i)
      in.set(i, testValue(myRank, i, 20 + dim));
    DISPATCH(c.type, all_gather, &in.ref, &out.ref, c.encoded, dim);
    for (int64_t i = 0; i < out.numElements(); ++i) {
      std::vector<int64_t> index = out.indexOf(i);
      int64_t j = index[dim] / shape[dim];
      index[dim] %= shape[dim];
      double expected = testValue(c.members[j], linearOf(index, shape), 20 + dim);
      EXPECT(out.get(i) == expected, "%s all_gather dim %d elem %lld: %g vs %g",
             c.label().c_str(), dim, static_cast<long long>(i), out.get(i),
             expected);
    }
    EXPECT(out.paddingIntact(), "%s all_gather wrote outside the result",
           c.label().c_str());
  }
}

void checkReduceScatter(const Context &c) {
  std::vector<int64_t> shape = {2, 3};
  for (int dim = 0; dim < 2; ++dim) {
    for (int kind : {0, 2}) {
      std::vector<int64_t> inShape = shape;
      inShape[dim] *= c.groupSize;
      Buffer in(c.type, inShape, c.strided), out(c.type, shape, !c.strided);
      for (int64_t i = 0; i < in.numElements(); ++i)
        in.set(i, testValue(myRank, i, 30 + dim));
      DISPATCH(c.type, reduce_scatter, &in.ref, &out.ref, c.encoded, dim, kind);
      for (int64_t i = 0; i < out.numElements(); ++i) {
        std::vector<int64_t> index = out.indexOf(i);
        index[dim] += c.position * shape[dim];
        int64_t source = linearOf(index, inShape);
        double expected = testValue(c.members[0], source, 30 + dim);
        for (size_t m = 1; m < c.members.size(); ++m)
          expected = combine(kind, expected, testValue(c.members[m], source, 30 + dim));
        EXPECT(out.get(i) == expected,
               "%s reduce_scatter dim %d kind %d elem %lld: %g vs %g",
               c.label().c_str(), dim, kind, static_cast<long long>(i),
               out.get(i), expected);
      }
      EXPECT(out.paddingIntact(), "%s reduce_scatter wrote outside the result",
             c.label().c_str());
    }
  }
}

void checkAllToAll(const Context &c) {
  int64_t n = c.groupSize;
  std::vector<int64_t> inShape = {2 * n, 3 * n};
  for (int split = 0; split < 2; ++split) {
    for (int concat = 0; concat < 2; ++concat) {
      std::vector<int64_t> piece = inShape;
      piece[split] /= n;
      std::vector<int64_t> outShape = piece;
      outShape[concat] *= n;
      Buffer in(c.type, inShape, c.strided), out(c.type, outShape, c.strided);
      int salt = 40 + 2 * split + concat;
      for (int64_t i = 0; i < in.numElements(); ++i)
        in.set(i, testValue(myRank, i, salt));
      DISPATCH(c.type, all_to_all, &in.ref, &out.ref, c.encoded, split, concat);
      for (int64_t i = 0; i < out.numElements(); ++i) {
        std::vector<int64_t> index = out.indexOf(i);
        int64_t j = index[concat] / piece[concat];
        index[concat] %= piece[concat];
        index[split] += c.position * piece[split];
        double expected =
            testValue(c.members[j], linearOf(index, inShape), salt);
        EXPECT(out.get(i) == expected,
               "%s all_to_all split %d concat %d elem %lld: %g vs %g",
               c.label().c_str(), split, concat, static_cast<long long>(i),
               out.get(i), expected);
      }
      EXPECT(out.paddingIntact(), "%s all_to_all wrote outside the result",
             c.label().c_str());
    }
  }
}

void checkCollectivePermute(const Context &c) {
  int64_t n = c.groupSize;
  std::vector<std::vector<int64_t>> pairSets(2);
  for (int64_t j = 0; j < n; ++j) // ring shift by one
    pairSets[0].insert(pairSets[0].end(), {j, (j + 1) % n});
  for (int64_t j = 0; j < n / 2; ++j) // lower half -> mirrored upper half
    pairSets[1].insert(pairSets[1].end(), {j, n - 1 - j});
  for (size_t set = 0; set < pairSets.size(); ++set) {
    const std::vector<int64_t> &pairs = pairSets[set];
    Buffer pairBuf(DType::I64, {static_cast<int64_t>(pairs.size())}, false);
    for (size_t i = 0; i < pairs.size(); ++i)
      pairBuf.set(i, static_cast<double>(pairs[i]));
    Buffer in(c.type, {2, 3}, c.strided), out(c.type, {2, 3}, c.strided);
    for (int64_t i = 0; i < in.numElements(); ++i)
      in.set(i, testValue(myRank, i, 50));
    DISPATCH(c.type, collective_permute, &in.ref, &out.ref, c.encoded,
             &pairBuf.ref);
    int64_t source = -1;
    for (size_t p = 0; p < pairs.size(); p += 2)
      if (pairs[p + 1] == c.position)
        source = pairs[p];
    for (int64_t i = 0; i < out.numElements(); ++i) {
      double expected = source < 0 ? 0 : testValue(c.members[source], i, 50);
      EXPECT(out.get(i) == expected,
             "%s collective_permute set %zu elem %lld: %g vs %g",
             c.label().c_str(), set, static_cast<long long>(i), out.get(i),
             expected);
    }
  }
}

void checkSendRecv(const Context &c) {
  // Even positions send to the next one, which receives.
  int64_t p = c.position;
  Buffer buf(c.type, {3, 2}, c.strided);
  if (p % 2 == 0 && p + 1 < c.groupSize) {
    for (int64_t i = 0; i < buf.numElements(); ++i)
      buf.set(i, testValue(myRank, i, 60));
    DISPATCH(c.type, send, &buf.ref, c.encoded, p + 1, 7);
  } else if (p % 2 == 1) {
    DISPATCH(c.type, recv, &buf.ref, c.encoded, p - 1, 7);
    for (int64_t i = 0; i < buf.numElements(); ++i)
      EXPECT(buf.get(i) == testValue(c.members[p - 1], i, 60),
             "%s recv elem %lld", c.label().c_str(), static_cast<long long>(i));
  }
}

/// Every ordered list of distinct axes of a mesh with `numAxes` axes.
void orderedAxisLists(int numAxes, std::vector<int> &prefix,
                      std::vector<std::vector<int>> &lists) {
  lists.push_back(prefix);
  for (int a = 0; a < numAxes; ++a) {
    bool used = false;
    for (int b : prefix)
      used |= a == b;
    if (used)
      continue;
    prefix.push_back(a);
    orderedAxisLists(numAxes, prefix, lists);
    prefix.pop_back();
  }
}

/// The started forms: an all_reduce, an all_gather and a reduce_scatter in
/// flight at once (started in that order, waited for in reverse, with
/// progress calls between), strided or not, each equal to its blocking form.
void checkStarted(const Context &c) {
  Buffer arIn(c.type, {3, 5}, c.strided), arOut(c.type, {3, 5}, !c.strided);
  Buffer agIn(c.type, {2, 3}, c.strided),
      agOut(c.type, {2, 3 * c.groupSize}, c.strided);
  Buffer rsIn(c.type, {2 * c.groupSize, 3}, !c.strided),
      rsOut(c.type, {2, 3}, c.strided);
  for (int64_t i = 0; i < arIn.numElements(); ++i)
    arIn.set(i, testValue(myRank, i, 40));
  for (int64_t i = 0; i < agIn.numElements(); ++i)
    agIn.set(i, testValue(myRank, i, 41));
  for (int64_t i = 0; i < rsIn.numElements(); ++i)
    rsIn.set(i, testValue(myRank, i, 42));
  int64_t ar = DISPATCH_START(c.type, all_reduce, &arIn.ref, &arOut.ref,
                              c.encoded, 0);
  int64_t ag = DISPATCH_START(c.type, all_gather, &agIn.ref, &agOut.ref,
                              c.encoded, 1);
  int64_t rs = DISPATCH_START(c.type, reduce_scatter, &rsIn.ref, &rsOut.ref,
                              c.encoded, 0, 0);
  EXPECT((ar == 0) == (c.groupSize == 1), "%s: a handle unless alone",
         c.label().c_str());
  cleave_rt_progress();
  cleave_rt_wait(rs, 0);
  cleave_rt_progress();
  cleave_rt_wait(ag, 0);
  cleave_rt_wait(ar, 0);
  for (int64_t i = 0; i < arOut.numElements(); ++i) {
    double expected = 0;
    for (int64_t m : c.members)
      expected += testValue(m, i, 40);
    EXPECT(arOut.get(i) == expected, "%s started all_reduce elem %lld",
           c.label().c_str(), static_cast<long long>(i));
  }
  for (int64_t i = 0; i < agOut.numElements(); ++i) {
    std::vector<int64_t> index = agOut.indexOf(i);
    int64_t j = index[1] / 3;
    index[1] %= 3;
    double expected = testValue(c.members[j], linearOf(index, {2, 3}), 41);
    EXPECT(agOut.get(i) == expected, "%s started all_gather elem %lld",
           c.label().c_str(), static_cast<long long>(i));
  }
  for (int64_t i = 0; i < rsOut.numElements(); ++i) {
    std::vector<int64_t> index = rsOut.indexOf(i);
    index[0] += c.position * 2;
    double expected = 0;
    for (int64_t m : c.members)
      expected += testValue(m, linearOf(index, {2 * c.groupSize, 3}), 42);
    EXPECT(rsOut.get(i) == expected, "%s started reduce_scatter elem %lld",
           c.label().c_str(), static_cast<long long>(i));
  }
  EXPECT(arOut.paddingIntact() && agOut.paddingIntact() &&
             rsOut.paddingIntact(),
         "%s a started collective wrote outside its result",
         c.label().c_str());
}

void checkMesh(const std::vector<int64_t> &shape) {
  cleave_rt_init(static_cast<int64_t>(shape.size()), shape.data());
  Mesh mesh(shape);
  std::vector<int> prefix;
  std::vector<std::vector<int>> lists;
  orderedAxisLists(mesh.numAxes(), prefix, lists);
  int listIndex = 0;
  for (const std::vector<int> &axes : lists) {
    Context c;
    c.mesh = mesh;
    c.axes = axes;
    c.encoded = Mesh::encodeAxes(axes);
    c.members = mesh.groupMembers(myRank, axes);
    c.position = mesh.groupPosition(myRank, axes);
    c.groupSize = mesh.groupSize(axes);
    EXPECT(cleave_rt_group_size(c.encoded) == c.groupSize, "group size");
    EXPECT(cleave_rt_group_rank(c.encoded) == c.position, "group rank");
    EXPECT(c.members[c.position] == myRank, "members");
    int typeIndex = 0;
    for (DType type : kTypes) {
      c.type = type;
      // f32 runs both layouts; other types alternate over the axis lists.
      for (int strided = 0; strided < 2; ++strided) {
        if (type != DType::F32 && strided != (listIndex + typeIndex) % 2)
          continue;
        c.strided = strided;
        checkAllReduce(c);
        checkAllGather(c);
        checkReduceScatter(c);
        checkStarted(c);
        checkAllToAll(c);
        checkCollectivePermute(c);
        checkSendRecv(c);
      }
      ++typeIndex;
    }
    ++listIndex;
  }
  cleave_rt_barrier(Mesh::encodeAxes(lists.back()));
}

void checkMeshHelper() {
  Mesh mesh({2, 4}); // ["data"=2, "model"=4]
  std::vector<int> axes;
  EXPECT(Mesh::decodeAxes(0x12, 2, axes).isOk() && axes == std::vector<int>({1, 0}),
         "decode 0x12");
  EXPECT(Mesh::encodeAxes({1, 0}) == 0x12, "encode [1, 0]");
  EXPECT(!Mesh::decodeAxes(0x3, 2, axes).isOk(), "axis out of range accepted");
  EXPECT(!Mesh::decodeAxes(0x11, 2, axes).isOk(), "repeated axis accepted");
  EXPECT(!Mesh::decodeAxes(0x201, 2, axes).isOk(), "digit after 0 accepted");
  // Rank 6 = (data 1, model 2): over ["model", "data"] position 2 * 2 + 1.
  EXPECT(mesh.groupPosition(6, {1, 0}) == 5, "position model-major");
  EXPECT(mesh.groupPosition(6, {0, 1}) == 6, "position data-major");
  EXPECT(mesh.groupMembers(6, {1}) == std::vector<int64_t>({4, 5, 6, 7}),
         "model group");
  EXPECT(mesh.groupMembers(6, {0}) == std::vector<int64_t>({2, 6}), "data group");
  EXPECT(mesh.groupMembers(6, {1, 0}) ==
             std::vector<int64_t>({0, 4, 1, 5, 2, 6, 3, 7}),
         "reversed group order");
  EXPECT(mesh.groupColor(6, {1}) == 1 && mesh.groupColor(2, {0}) == 2, "colors");
  EXPECT(!Mesh({2, 0}).verify().isOk(), "zero axis accepted");
}

void checkHalf() {
  const float values[] = {0.f, 1.f, -2.5f, 65504.f, 6.1035156e-05f,
                          5.9604645e-08f, 0.333333f};
  for (float v : values) {
    float back = f16ToFloat(floatToF16(v));
    EXPECT(std::fabs(back - v) <= std::fabs(v) * 1e-3f, "f16 %g -> %g", v, back);
    float bback = bf16ToFloat(floatToBF16(v));
    EXPECT(std::fabs(bback - v) <= std::fabs(v) * 1e-2f, "bf16 %g -> %g", v, bback);
  }
  EXPECT(floatToF16(1e6f) == 0x7c00, "f16 overflow");
  EXPECT(floatToF16(1.f + 1.f / 2048) == 0x3c00, "f16 ties to even");
  EXPECT(floatToBF16(1.f + 1.f / 256) == 0x3f80, "bf16 ties to even");
}

void checkFill() {
  // A shard [2, 3] at (1, 2) of a global [5, 7] equals the global's slice.
  std::vector<int64_t> global = {5, 7}, offsets = {1, 2};
  for (DType type : kTypes) {
    Buffer whole(type, global, false), shard(type, {2, 3}, true);
    std::vector<int64_t> zero = {0, 0};
    cleave_rt_fill(static_cast<int32_t>(type), whole.address(zero), 2,
                   whole.sizes.data(), whole.strides.data(), global.data(),
                   zero.data(), 42);
    Buffer globalBuf(DType::I64, {2}, false), offBuf(DType::I64, {2}, false);
    for (int d = 0; d < 2; ++d) {
      globalBuf.set(d, static_cast<double>(global[d]));
      offBuf.set(d, static_cast<double>(offsets[d]));
    }
    DISPATCH(type, fill, &shard.ref, &globalBuf.ref, &offBuf.ref, 42);
    for (int64_t i = 0; i < shard.numElements(); ++i) {
      std::vector<int64_t> index = shard.indexOf(i);
      int64_t g = (index[0] + 1) * 7 + index[1] + 2;
      EXPECT(shard.get(i) == whole.get(g), "fill %s elem %lld", dtypeName(type),
             static_cast<long long>(i));
      EXPECT(whole.get(g) == cleave_rt_input_value(static_cast<int32_t>(type), 42, g),
             "input value %s", dtypeName(type));
    }
    EXPECT(shard.paddingIntact(), "fill wrote outside the shard");
  }
  double lo = 1e9, hi = -1e9;
  for (int64_t i = 0; i < 1000; ++i) {
    double v = cleave_rt_input_value(CLEAVE_RT_F32, 7, i);
    lo = std::min(lo, v);
    hi = std::max(hi, v);
    EXPECT(v * 8 == std::round(v * 8), "input value on the 1/8 grid");
  }
  EXPECT(lo == -1 && hi == 1, "input range [%g, %g]", lo, hi);
}

/// The C++ interface directly: statuses name the failing call.
void checkStatuses() {
  MPIOptions options;
  std::unique_ptr<Communicator> world;
  Status s = createMPIWorld(options, world);
  EXPECT(s.isOk(), "createMPIWorld: %s", s.toString().c_str());
  if (!s.isOk())
    return;
  EXPECT(std::string(world->backendName()) == "mpi", "backend name");
  EXPECT(world->rank() == myRank, "world rank");
  float a[4] = {1, 2, 3, 4};
  s = world->allGather(a, a, 4, DType::F32);
  EXPECT(s.code() == Status::Code::InvalidArgument &&
             s.message().find("allGather") != std::string::npos,
         "aliasing allGather: %s", s.toString().c_str());
  int64_t badPairs[] = {0, 1, 1, 1};
  s = world->collectivePermute(a, a, 4, DType::F32, badPairs, 2);
  EXPECT(!s.isOk() && s.message().find("repeats") != std::string::npos,
         "repeated target: %s", s.toString().c_str());
  // A truncated message is an MPI error: the Status names MPI_Recv.
  if (world->size() >= 2 && world->rank() < 2) {
    if (world->rank() == 0) {
      s = world->send(a, 4, DType::F32, 1, 5);
      EXPECT(s.isOk(), "send: %s", s.toString().c_str());
    } else {
      s = world->recv(a, 2, DType::F32, 0, 5);
      EXPECT(s.code() == Status::Code::BackendError &&
                 s.message().find("MPI_Recv") != std::string::npos,
             "truncated recv: %s", s.toString().c_str());
    }
  }
  // The error did not poison the communicator.
  int64_t one = 1, sum = 0;
  s = world->allReduce(&one, &sum, 1, DType::I64, ReduceKind::Sum);
  EXPECT(s.isOk() && sum == world->size(), "allReduce after error: %s",
         s.toString().c_str());
  std::unique_ptr<Communicator> half;
  s = world->split(world->rank() % 2, -world->rank(), half);
  EXPECT(s.isOk() && half->rank() == (world->size() - 1 - world->rank()) / 2,
         "split by key: %s", s.toString().c_str());
}

std::vector<std::vector<int64_t>> meshesFor(int64_t worldSize) {
  switch (worldSize) {
  case 1: return {{1}, {1, 1}};
  case 2: return {{2}, {2, 1}, {1, 2, 1}};
  case 4: return {{4}, {2, 2}, {1, 2, 2}};
  case 8: return {{8}, {2, 4}, {2, 2, 2}};
  default: return {{worldSize}};
  }
}

} // namespace

int main(int argc, char **argv) {
  std::string mode = argc > 1 ? argv[1] : "";
  if (mode == "mismatch") {
    // Needs one process more than mpirun started: every rank exits 1.
    std::vector<int64_t> shape = {2, 0};
    int worldSize = 0;
    if (const char *env = getenv("OMPI_COMM_WORLD_SIZE"))
      worldSize = atoi(env);
    shape[1] = worldSize + 1;
    shape[0] = 1;
    cleave_rt_init(2, shape.data());
    fprintf(stderr, "mismatch: cleave_rt_init returned\n");
    return 0;
  }
  if (mode == "skip") {
    int64_t n = 0;
    if (const char *env = getenv("OMPI_COMM_WORLD_SIZE"))
      n = atoi(env);
    cleave_rt_init(1, &n);
    Buffer in(DType::F32, {1024}, false), out(DType::F32, {1024}, false);
    _mlir_ciface_cleave_rt_all_reduce_f32(&in.ref, &out.ref, 0x1, 0);
    if (cleave_rt_rank() != 1)
      _mlir_ciface_cleave_rt_all_reduce_f32(&in.ref, &out.ref, 0x1, 0);
    cleave_rt_finalize();
    fprintf(stderr, "skip: rank finished without being aborted\n");
    return 0;
  }

  int64_t worldSize = 0;
  if (const char *env = getenv("OMPI_COMM_WORLD_SIZE"))
    worldSize = atoi(env);
  if (worldSize <= 0)
    worldSize = 1;
  std::vector<std::vector<int64_t>> meshes = meshesFor(worldSize);
  cleave_rt_init(static_cast<int64_t>(meshes[0].size()), meshes[0].data());
  myRank = cleave_rt_rank();
  EXPECT(cleave_rt_world_size() == worldSize, "world size");
  EXPECT(std::string(cleave_rt_backend()) == "mpi", "backend");
  checkMeshHelper();
  checkHalf();
  checkFill();
  checkStatuses();
  for (const std::vector<int64_t> &shape : meshes)
    checkMesh(shape);

  // Every rank learns whether any rank failed.
  int64_t mine[1] = {failures}, total[1] = {0};
  int64_t descIn[5] = {0, 0, 0, 1, 1}, descOut[5] = {0, 0, 0, 1, 1};
  void *pin = mine, *pout = total;
  std::memcpy(&descIn[0], &pin, 8);
  std::memcpy(&descIn[1], &pin, 8);
  std::memcpy(&descOut[0], &pout, 8);
  std::memcpy(&descOut[1], &pout, 8);
  CleaveUnrankedMemRef refIn = {1, descIn}, refOut = {1, descOut};
  std::vector<int> every;
  for (int a = 0; a < static_cast<int>(meshes.back().size()); ++a)
    every.push_back(a);
  _mlir_ciface_cleave_rt_all_reduce_i64(&refIn, &refOut, Mesh::encodeAxes(every), 0);
  if (myRank == 0)
    printf("runtime-test: %d checks on rank 0, %lld failures over %lld ranks\n",
           checks, static_cast<long long>(total[0]),
           static_cast<long long>(worldSize));
  cleave_rt_finalize();
  return total[0] == 0 ? 0 : 1;
}
