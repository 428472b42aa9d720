//===- CleaveRuntime.cpp - C ABI called by generated code -------------===//
//
// Implements CleaveRuntime.h on top of the Communicator interface: decodes
// memref descriptors and axis lists, finds (or creates once, and caches) the
// communicator of each ordered axis list, packs non-contiguous operands and
// rearranges gathered / scattered pieces along arbitrary dimensions through
// reused scratch buffers. Contiguous operands whose split or concatenated
// dimension has only unit dimensions before it go straight to the backend.
// Every failure prints one line naming the function and aborts all ranks.
//
//===----------------------------------------------------------------------===//

#include "cleave/Runtime/CleaveRuntime.h"
#include "cleave/Runtime/Communicator.h"
#include "cleave/Runtime/MPICommunicator.h"
#include "cleave/Runtime/Mesh.h"

#include "cleave/Runtime/Half.h"

#include <chrono>
#include <cstdarg>
#include <cstdlib>
#include <cstdio>
#include <cstring>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

using namespace cleave::rt;

namespace {

//===----------------------------------------------------------------------===//
// State
//===----------------------------------------------------------------------===//

/// What the runtime knows about the group of one ordered axis list.
struct Group {
  std::vector<int> axes;
  int64_t size = 1;
  int64_t position = 0;
  std::vector<int64_t> members; ///< World ranks in group order.
  std::unique_ptr<Communicator> comm; ///< Created on first collective.
};

/// A collective started and not yet waited for: its request and the
/// buffers the backend reads and writes meanwhile (packed copies of a
/// strided operand or result), and how its result reaches a strided
/// destination once it has completed.
struct Started {
  const char *fn = "";
  Communicator *comm = nullptr;
  RequestPtr request;
  std::vector<char> sendScratch, recvScratch;
  std::function<void()> finish;
};

struct RuntimeState {
  bool initialized = false;
  Mesh mesh;
  /// MPI over all ranks: the world itself with the mpi backend; beside
  /// another backend (nccl), it keeps MPI up for that backend's bootstrap.
  std::unique_ptr<Communicator> mpiWorld;
  /// The communicator collectives run on (CLEAVE_RT_BACKEND, default mpi).
  std::unique_ptr<Communicator> world;
  /// One entry per encoded ordered axis list, created on first use; node
  /// addresses are stable, so `last` can short-cut the lookup.
  std::map<int64_t, Group> groups;
  int64_t lastEncoded = -1;
  Group *last = nullptr;
  /// Packing buffers, grown on demand and never shrunk.
  std::vector<char> scratchIn, scratchOut;
  /// Started collectives by handle (cleave_rt_*_start), until waited for.
  std::map<int64_t, struct Started> started;
  int64_t nextHandle = 1;

  void clearGroups() {
    last = nullptr;
    lastEncoded = -1;
    groups.clear();
  }
};

RuntimeState &state() {
  static RuntimeState s;
  return s;
}

[[noreturn]] void fatal(const char *fn, const char *format, ...)
    __attribute__((format(printf, 2, 3)));

void fatal(const char *fn, const char *format, ...) {
  RuntimeState &s = state();
  char message[1024];
  va_list args;
  va_start(args, format);
  vsnprintf(message, sizeof(message), format, args);
  va_end(args);
  if (s.world)
    fprintf(stderr, "cleave-rt: rank %d: %s: %s\n", s.world->rank(), fn,
            message);
  else
    fprintf(stderr, "cleave-rt: %s: %s\n", fn, message);
  abortAllRanks(2);
}

void check(const char *fn, const Status &status) {
  if (!status.isOk())
    fatal(fn, "%s", status.toString().c_str());
}

RuntimeState &initializedState(const char *fn) {
  RuntimeState &s = state();
  if (!s.initialized)
    fatal(fn, "called before cleave_rt_init");
  setMPICallContext(fn); // watchdog messages name the C ABI function
  return s;
}

/// The group of this rank over the encoded axis list (decoded and checked
/// once per list).
Group &group(const char *fn, int64_t encoded) {
  RuntimeState &s = initializedState(fn);
  if (s.last && s.lastEncoded == encoded)
    return *s.last;
  auto it = s.groups.find(encoded);
  if (it == s.groups.end()) {
    Group g;
    check(fn, Mesh::decodeAxes(encoded, s.mesh.numAxes(), g.axes));
    int64_t rank = s.world->rank();
    g.size = s.mesh.groupSize(g.axes);
    g.position = s.mesh.groupPosition(rank, g.axes);
    g.members = s.mesh.groupMembers(rank, g.axes);
    it = s.groups.emplace(encoded, std::move(g)).first;
  }
  s.lastEncoded = encoded;
  s.last = &it->second;
  return it->second;
}

/// The group's communicator; creating it is a collective over all ranks
/// (MPI_Comm_split with the group position as key), which SPMD code
/// guarantees by calling the same collective everywhere.
Communicator &groupComm(const char *fn, int64_t encoded, Group &g) {
  if (g.comm)
    return *g.comm;
  RuntimeState &s = state();
  int64_t rank = s.world->rank();
  // Every rank must be creating the group for the same axis list: ranks
  // running different programs would otherwise pair up in the split below
  // and reduce over a mixed group, silently.
  int64_t mine[2] = {encoded, -encoded}, agreed[2] = {0, 0};
  check(fn, s.world->allReduce(mine, agreed, 2, DType::I64, ReduceKind::Max));
  if (agreed[0] != encoded || -agreed[1] != encoded)
    fatal(fn,
          "ranks disagree on the mesh axes of this collective: this rank "
          "uses axes 0x%llx, others use 0x%llx..0x%llx (different programs "
          "on different ranks?)",
          static_cast<unsigned long long>(encoded),
          static_cast<unsigned long long>(-agreed[1]),
          static_cast<unsigned long long>(agreed[0]));
  std::unique_ptr<Communicator> comm;
  check(fn, s.world->split(static_cast<int>(s.mesh.groupColor(rank, g.axes)),
                           static_cast<int>(g.position), comm));
  if (comm->size() != g.size || comm->rank() != g.position)
    fatal(fn, "split for axes 0x%llx gave rank %d of %d, expected %lld of %lld",
          static_cast<unsigned long long>(encoded), comm->rank(), comm->size(),
          static_cast<long long>(g.position), static_cast<long long>(g.size));
  g.comm = std::move(comm);
  return *g.comm;
}

/// With CLEAVE_RT_CHECK=1, the ranks of a group agree on every call before
/// it runs: the same collective, element type and element count. Ranks
/// running different programs then stop with a message instead of letting
/// MPI read past a smaller buffer.
void agreeOnCall(const char *fn, Communicator &comm, DType type,
                 int64_t count) {
  static const bool enabled = [] {
    const char *v = std::getenv("CLEAVE_RT_CHECK");
    return v && *v && std::strcmp(v, "0") != 0;
  }();
  if (!enabled)
    return;
  uint64_t hash = 1469598103934665603ull;
  for (const char *c = fn; *c; ++c)
    hash = (hash ^ static_cast<unsigned char>(*c)) * 1099511628211ull;
  int64_t signature = (count << 20) | int64_t((hash & 0xffff) << 4) |
                      static_cast<int64_t>(type);
  int64_t mine[2] = {signature, -signature}, agreed[2] = {0, 0};
  check(fn, comm.allReduce(mine, agreed, 2, DType::I64, ReduceKind::Max));
  if (agreed[0] != signature || -agreed[1] != signature)
    fatal(fn,
          "the ranks of this group disagree on the call (CLEAVE_RT_CHECK): "
          "this rank calls it with %lld elements; another rank makes a "
          "different call or passes a different count (different programs "
          "on different ranks?)",
          static_cast<long long>(count));
}

char *grow(std::vector<char> &buffer, size_t bytes) {
  if (buffer.size() < bytes)
    buffer.resize(bytes);
  return buffer.data();
}

//===----------------------------------------------------------------------===//
// Memref views and strided copies
//===----------------------------------------------------------------------===//

constexpr int kMaxRank = 32;

/// A decoded memref: base address of element 0, sizes and strides (elements)
/// pointing into the caller's descriptor.
struct View {
  char *base = nullptr;
  const int64_t *sizes = nullptr;
  const int64_t *strides = nullptr;
  int rank = 0;
  size_t elemSize = 0;
  int64_t numElements = 1;
  bool contiguous = true;

  size_t bytes() const { return static_cast<size_t>(numElements) * elemSize; }
  /// Address of index `index` along `dim` (all other indices 0).
  char *at(int dim, int64_t index) const {
    return base + index * strides[dim] * static_cast<int64_t>(elemSize);
  }
  /// Product of the sizes before `dim`.
  int64_t outer(int dim) const {
    int64_t n = 1;
    for (int d = 0; d < dim; ++d)
      n *= sizes[d];
    return n;
  }
};

View viewOf(const char *fn, const char *operand, CleaveUnrankedMemRef *memref,
            size_t elemSize) {
  if (!memref || !memref->descriptor)
    fatal(fn, "%s: null memref", operand);
  if (memref->rank < 0 || memref->rank > kMaxRank)
    fatal(fn, "%s: unsupported rank %lld (at most %d)", operand,
          static_cast<long long>(memref->rank), kMaxRank);
  // { T *allocated; T *aligned; int64_t offset; int64_t sizes[r]; strides[r] }
  char *descriptor = static_cast<char *>(memref->descriptor);
  void *aligned;
  int64_t offset;
  std::memcpy(&aligned, descriptor + sizeof(void *), sizeof(void *));
  std::memcpy(&offset, descriptor + 2 * sizeof(void *), sizeof(int64_t));
  View v;
  v.rank = static_cast<int>(memref->rank);
  v.sizes = reinterpret_cast<const int64_t *>(descriptor + 2 * sizeof(void *) +
                                              sizeof(int64_t));
  v.strides = v.sizes + v.rank;
  v.elemSize = elemSize;
  v.base = static_cast<char *>(aligned) + offset * static_cast<int64_t>(elemSize);
  int64_t expected = 1;
  for (int i = v.rank - 1; i >= 0; --i) {
    if (v.sizes[i] < 0)
      fatal(fn, "%s: negative size %lld in dim %d", operand,
            static_cast<long long>(v.sizes[i]), i);
    v.numElements *= v.sizes[i];
    if (v.sizes[i] != 1 && v.strides[i] != expected)
      v.contiguous = false;
    expected *= v.sizes[i];
  }
  // With CLEAVE_RT_STAGE_HOST=1 every operand is copied through the
  // runtime's host scratch buffers, so the backend only ever sees pageable
  // host memory: cleave-run sets it for --device cuda with the mpi backend,
  // whose single-copy transports cannot read another process's CUDA managed
  // memory.
  static const bool stageHost = [] {
    const char *v = std::getenv("CLEAVE_RT_STAGE_HOST");
    return v && *v && std::strcmp(v, "0") != 0;
  }();
  if (stageHost)
    v.contiguous = false;
  if (v.numElements == 0)
    v.contiguous = true;
  return v;
}

/// A shape on the stack: slow paths and checks need no allocation.
struct Shape {
  int rank = 0;
  int64_t dims[kMaxRank];
  Shape() = default;
  explicit Shape(const View &v) : rank(v.rank) {
    std::memcpy(dims, v.sizes, sizeof(int64_t) * rank);
  }
  int64_t numElements() const {
    int64_t n = 1;
    for (int d = 0; d < rank; ++d)
      n *= dims[d];
    return n;
  }
  bool operator==(const View &v) const {
    if (v.rank != rank)
      return false;
    for (int d = 0; d < rank; ++d)
      if (v.sizes[d] != dims[d])
        return false;
    return true;
  }
};

std::string shapeString(const int64_t *sizes, int rank) {
  std::string text = "[";
  for (int i = 0; i < rank; ++i)
    text += (i ? "x" : "") + std::to_string(sizes[i]);
  return text + "]";
}
std::string shapeString(const View &v) { return shapeString(v.sizes, v.rank); }
std::string shapeString(const Shape &s) { return shapeString(s.dims, s.rank); }

template <typename T>
void copyRow(const char *src, int64_t srcStride, char *dst, int64_t dstStride,
             int64_t n) {
  const T *s = reinterpret_cast<const T *>(src);
  T *d = reinterpret_cast<T *>(dst);
  for (int64_t i = 0; i < n; ++i)
    d[i * dstStride] = s[i * srcStride];
}

/// Copies a block of `sizes` elements from src to dst, each with its own
/// strides (in elements).
void copyStrided(const char *src, const int64_t *srcStrides, char *dst,
                 const int64_t *dstStrides, const int64_t *sizes, int rank,
                 size_t elemSize) {
  if (rank == 0) {
    std::memcpy(dst, src, elemSize);
    return;
  }
  if (rank == 1) {
    if (srcStrides[0] == 1 && dstStrides[0] == 1) {
      std::memcpy(dst, src, sizes[0] * elemSize);
      return;
    }
    switch (elemSize) {
    case 2:
      return copyRow<uint16_t>(src, srcStrides[0], dst, dstStrides[0], sizes[0]);
    case 4:
      return copyRow<uint32_t>(src, srcStrides[0], dst, dstStrides[0], sizes[0]);
    default:
      return copyRow<uint64_t>(src, srcStrides[0], dst, dstStrides[0], sizes[0]);
    }
  }
  int64_t srcStep = srcStrides[0] * static_cast<int64_t>(elemSize);
  int64_t dstStep = dstStrides[0] * static_cast<int64_t>(elemSize);
  for (int64_t i = 0; i < sizes[0]; ++i)
    copyStrided(src + i * srcStep, srcStrides + 1, dst + i * dstStep,
                dstStrides + 1, sizes + 1, rank - 1, elemSize);
}

void rowMajorStrides(const int64_t *sizes, int rank, int64_t *strides) {
  int64_t stride = 1;
  for (int i = rank - 1; i >= 0; --i) {
    strides[i] = stride;
    stride *= sizes[i];
  }
}

/// Copies `block` elements starting at src (strided) into contiguous dst.
void pack(const char *src, const int64_t *srcStrides, char *dst,
          const int64_t *block, int rank, size_t elemSize) {
  int64_t dense[kMaxRank];
  rowMajorStrides(block, rank, dense);
  copyStrided(src, srcStrides, dst, dense, block, rank, elemSize);
}

/// Copies contiguous src holding `block` elements into strided dst.
void unpack(const char *src, char *dst, const int64_t *dstStrides,
            const int64_t *block, int rank, size_t elemSize) {
  int64_t dense[kMaxRank];
  rowMajorStrides(block, rank, dense);
  copyStrided(src, dense, dst, dstStrides, block, rank, elemSize);
}

/// View `v` copied into contiguous memory: v itself if already contiguous.
const char *contiguousData(const View &v, std::vector<char> &scratch) {
  if (v.contiguous)
    return v.base;
  char *dst = grow(scratch, v.bytes());
  pack(v.base, v.strides, dst, v.sizes, v.rank, v.elemSize);
  return dst;
}

/// Copies `in` to `out` (same sizes), safe when both describe one buffer.
void copyView(const View &in, const View &out, std::vector<char> &scratch) {
  if (in.base == out.base &&
      std::equal(in.strides, in.strides + in.rank, out.strides))
    return;
  if (in.contiguous && out.contiguous) {
    std::memmove(out.base, in.base, in.bytes());
    return;
  }
  // Through scratch, so overlapping views stay correct.
  char *packed = grow(scratch, in.bytes());
  pack(in.base, in.strides, packed, in.sizes, in.rank, in.elemSize);
  unpack(packed, out.base, out.strides, out.sizes, out.rank, out.elemSize);
}

void checkSameShape(const char *fn, const View &in, const View &out) {
  if (!(Shape(in) == out))
    fatal(fn, "operand shape %s and result shape %s differ",
          shapeString(in).c_str(), shapeString(out).c_str());
}

int checkDim(const char *fn, const char *what, int64_t dim, const View &v) {
  if (dim < 0 || dim >= v.rank)
    fatal(fn, "%s %lld is out of range for rank %d", what,
          static_cast<long long>(dim), v.rank);
  return static_cast<int>(dim);
}

ReduceKind checkKind(const char *fn, int32_t kind) {
  if (kind < 0 || kind > 3)
    fatal(fn, "unknown reduction kind %d (0 sum, 1 prod, 2 max, 3 min)", kind);
  return static_cast<ReduceKind>(kind);
}

std::vector<int64_t> readI64(const char *fn, const char *operand,
                             CleaveUnrankedMemRef *memref) {
  View v = viewOf(fn, operand, memref, sizeof(int64_t));
  std::vector<int64_t> values(v.numElements);
  if (v.numElements)
    pack(v.base, v.strides, reinterpret_cast<char *>(values.data()), v.sizes,
         v.rank, sizeof(int64_t));
  return values;
}

//===----------------------------------------------------------------------===//
// Collectives
//===----------------------------------------------------------------------===//

void allReduce(const char *fn, DType type, CleaveUnrankedMemRef *inRef,
               CleaveUnrankedMemRef *outRef, int64_t encodedAxes,
               int32_t kindValue) {
  RuntimeState &s = state();
  Group &g = group(fn, encodedAxes);
  ReduceKind kind = checkKind(fn, kindValue);
  size_t elem = dtypeSize(type);
  View in = viewOf(fn, "operand", inRef, elem);
  View out = viewOf(fn, "result", outRef, elem);
  checkSameShape(fn, in, out);
  if (g.size == 1)
    return copyView(in, out, s.scratchIn);
  Communicator &comm = groupComm(fn, encodedAxes, g);
  agreeOnCall(fn, comm, type, in.numElements);
  if (in.contiguous && out.contiguous) {
    check(fn, comm.allReduce(in.base, out.base, in.numElements, type, kind));
    return;
  }
  char *buffer = out.contiguous ? out.base : grow(s.scratchOut, out.bytes());
  if (in.base != buffer || !in.contiguous) {
    // Pack through scratchIn first when the operand overlaps the result.
    const char *packed = contiguousData(in, s.scratchIn);
    std::memmove(buffer, packed, in.bytes());
  }
  check(fn, comm.allReduce(buffer, buffer, in.numElements, type, kind));
  if (buffer != out.base)
    unpack(buffer, out.base, out.strides, out.sizes, out.rank, elem);
}

void allGather(const char *fn, DType type, CleaveUnrankedMemRef *inRef,
               CleaveUnrankedMemRef *outRef, int64_t encodedAxes,
               int64_t dimValue) {
  RuntimeState &s = state();
  Group &g = group(fn, encodedAxes);
  size_t elem = dtypeSize(type);
  View in = viewOf(fn, "operand", inRef, elem);
  View out = viewOf(fn, "result", outRef, elem);
  int dim = checkDim(fn, "gather dim", dimValue, in);
  int64_t n = g.size;
  Shape expected(in);
  expected.dims[dim] *= n;
  if (!(expected == out))
    fatal(fn, "result shape %s, expected %s (operand %s gathered over %lld "
              "ranks along dim %d)",
          shapeString(out).c_str(), shapeString(expected).c_str(),
          shapeString(in).c_str(), static_cast<long long>(n), dim);
  if (n == 1)
    return copyView(in, out, s.scratchIn);
  Communicator &comm = groupComm(fn, encodedAxes, g);
  agreeOnCall(fn, comm, type, in.numElements);
  const char *send = contiguousData(in, s.scratchIn);
  if (out.contiguous && in.outer(dim) == 1) {
    check(fn, comm.allGather(send, out.base, in.numElements, type));
    return;
  }
  char *gathered = grow(s.scratchOut, out.bytes());
  check(fn, comm.allGather(send, gathered, in.numElements, type));
  for (int64_t j = 0; j < n; ++j)
    unpack(gathered + j * in.bytes(), out.at(dim, j * in.sizes[dim]),
           out.strides, in.sizes, in.rank, elem);
}

void reduceScatter(const char *fn, DType type, CleaveUnrankedMemRef *inRef,
                   CleaveUnrankedMemRef *outRef, int64_t encodedAxes,
                   int64_t dimValue, int32_t kindValue) {
  RuntimeState &s = state();
  Group &g = group(fn, encodedAxes);
  ReduceKind kind = checkKind(fn, kindValue);
  size_t elem = dtypeSize(type);
  View in = viewOf(fn, "operand", inRef, elem);
  View out = viewOf(fn, "result", outRef, elem);
  int dim = checkDim(fn, "scatter dim", dimValue, in);
  int64_t n = g.size;
  Shape expected(out);
  if (out.rank == in.rank)
    expected.dims[dim] *= n;
  if (!(expected == in))
    fatal(fn, "operand shape %s does not split into %lld pieces of the "
              "result shape %s along dim %d",
          shapeString(in).c_str(), static_cast<long long>(n),
          shapeString(out).c_str(), dim);
  if (n == 1)
    return copyView(in, out, s.scratchIn);
  Communicator &comm = groupComm(fn, encodedAxes, g);
  agreeOnCall(fn, comm, type, in.numElements);
  const char *send;
  if (in.contiguous && in.outer(dim) == 1) {
    send = in.base;
  } else {
    char *packed = grow(s.scratchIn, in.bytes());
    for (int64_t j = 0; j < n; ++j)
      pack(in.at(dim, j * out.sizes[dim]), in.strides, packed + j * out.bytes(),
           out.sizes, out.rank, elem);
    send = packed;
  }
  char *recv = out.contiguous ? out.base : grow(s.scratchOut, out.bytes());
  check(fn, comm.reduceScatter(send, recv, out.numElements, type, kind));
  if (recv != out.base)
    unpack(recv, out.base, out.strides, out.sizes, out.rank, elem);
}

void allToAll(const char *fn, DType type, CleaveUnrankedMemRef *inRef,
              CleaveUnrankedMemRef *outRef, int64_t encodedAxes,
              int64_t splitValue, int64_t concatValue) {
  RuntimeState &s = state();
  Group &g = group(fn, encodedAxes);
  size_t elem = dtypeSize(type);
  View in = viewOf(fn, "operand", inRef, elem);
  View out = viewOf(fn, "result", outRef, elem);
  int splitDim = checkDim(fn, "split dim", splitValue, in);
  int concatDim = checkDim(fn, "concat dim", concatValue, in);
  int64_t n = g.size;
  if (in.sizes[splitDim] % n != 0)
    fatal(fn, "operand dim %d of size %lld does not split into %lld pieces",
          splitDim, static_cast<long long>(in.sizes[splitDim]),
          static_cast<long long>(n));
  Shape piece(in);
  piece.dims[splitDim] /= n;
  Shape expected = piece;
  expected.dims[concatDim] *= n;
  if (!(expected == out))
    fatal(fn, "result shape %s, expected %s (operand %s split along dim %d, "
              "concatenated along dim %d over %lld ranks)",
          shapeString(out).c_str(), shapeString(expected).c_str(),
          shapeString(in).c_str(), splitDim, concatDim,
          static_cast<long long>(n));
  if (n == 1)
    return copyView(in, out, s.scratchIn);
  Communicator &comm = groupComm(fn, encodedAxes, g);
  agreeOnCall(fn, comm, type, in.numElements);
  size_t count = static_cast<size_t>(piece.numElements());
  size_t pieceBytes = count * elem;
  const char *send;
  if (in.contiguous && in.outer(splitDim) == 1) {
    send = in.base;
  } else {
    char *packed = grow(s.scratchIn, in.bytes());
    for (int64_t j = 0; j < n; ++j)
      pack(in.at(splitDim, j * piece.dims[splitDim]), in.strides,
           packed + j * pieceBytes, piece.dims, piece.rank, elem);
    send = packed;
  }
  bool direct = out.contiguous && out.outer(concatDim) == 1;
  char *recv = direct ? out.base : grow(s.scratchOut, out.bytes());
  check(fn, comm.allToAll(send, recv, count, type));
  if (!direct)
    for (int64_t j = 0; j < n; ++j)
      unpack(recv + j * pieceBytes, out.at(concatDim, j * piece.dims[concatDim]),
             out.strides, piece.dims, piece.rank, elem);
}

void collectivePermute(const char *fn, DType type, CleaveUnrankedMemRef *inRef,
                       CleaveUnrankedMemRef *outRef, int64_t encodedAxes,
                       CleaveUnrankedMemRef *pairsRef) {
  RuntimeState &s = state();
  Group &g = group(fn, encodedAxes);
  size_t elem = dtypeSize(type);
  View in = viewOf(fn, "operand", inRef, elem);
  View out = viewOf(fn, "result", outRef, elem);
  checkSameShape(fn, in, out);
  std::vector<int64_t> pairs = readI64(fn, "pairs", pairsRef);
  if (pairs.size() % 2)
    fatal(fn, "pairs holds %zu values, not (source, target) pairs",
          pairs.size());
  if (g.size == 1) { // only (0, 0) can be listed
    for (int64_t value : pairs)
      if (value != 0)
        fatal(fn, "pair value %lld is outside a group of 1",
              static_cast<long long>(value));
    if (!pairs.empty())
      return copyView(in, out, s.scratchIn);
    char *zeros = grow(s.scratchOut, out.bytes());
    std::memset(zeros, 0, out.bytes());
    unpack(zeros, out.base, out.strides, out.sizes, out.rank, elem);
    return;
  }
  Communicator &comm = groupComm(fn, encodedAxes, g);
  agreeOnCall(fn, comm, type, in.numElements);
  size_t numPairs = pairs.size() / 2;
  if (in.contiguous && out.contiguous) {
    check(fn, comm.collectivePermute(in.base, out.base, in.numElements, type,
                                     pairs.data(), numPairs));
    return;
  }
  const char *send = contiguousData(in, s.scratchIn);
  char *recv = out.contiguous ? out.base : grow(s.scratchOut, out.bytes());
  check(fn, comm.collectivePermute(send, recv, in.numElements, type,
                                   pairs.data(), numPairs));
  if (recv != out.base)
    unpack(recv, out.base, out.strides, out.sizes, out.rank, elem);
}

//===----------------------------------------------------------------------===//
// Collectives in flight (cleave.async_start / cleave.wait)
//===----------------------------------------------------------------------===//

/// Keeps `started` until cleave_rt_wait; 0 when it has completed already.
int64_t keepStarted(Started started) {
  if (!started.request) {
    if (started.finish)
      started.finish();
    return 0;
  }
  RuntimeState &s = state();
  int64_t handle = s.nextHandle++;
  s.started.emplace(handle, std::move(started));
  return handle;
}

/// The strides of `v` as a vector the finishing step keeps (a view points
/// into the caller's descriptor, which is gone by then).
std::vector<int64_t> keep(const int64_t *values, int rank) {
  return std::vector<int64_t>(values, values + rank);
}

int64_t startAllReduce(const char *fn, DType type, CleaveUnrankedMemRef *inRef,
                       CleaveUnrankedMemRef *outRef, int64_t encodedAxes,
                       int32_t kindValue) {
  RuntimeState &s = state();
  Group &g = group(fn, encodedAxes);
  ReduceKind kind = checkKind(fn, kindValue);
  size_t elem = dtypeSize(type);
  View in = viewOf(fn, "operand", inRef, elem);
  View out = viewOf(fn, "result", outRef, elem);
  checkSameShape(fn, in, out);
  if (g.size == 1) {
    copyView(in, out, s.scratchIn);
    return 0;
  }
  Started st;
  st.fn = fn;
  st.comm = &groupComm(fn, encodedAxes, g);
  agreeOnCall(fn, *st.comm, type, in.numElements);
  bool inPlace = in.base == out.base && in.contiguous && out.contiguous;
  const void *send = inPlace ? in.base : contiguousData(in, st.sendScratch);
  char *recv = out.contiguous ? out.base : grow(st.recvScratch, out.bytes());
  if (!out.contiguous)
    st.finish = [recv, base = out.base, strides = keep(out.strides, out.rank),
                 sizes = keep(out.sizes, out.rank), elem] {
      unpack(recv, base, strides.data(), sizes.data(),
             static_cast<int>(sizes.size()), elem);
    };
  check(fn, st.comm->startAllReduce(send, recv, in.numElements, type, kind,
                                    st.request));
  return keepStarted(std::move(st));
}

int64_t startAllGather(const char *fn, DType type, CleaveUnrankedMemRef *inRef,
                       CleaveUnrankedMemRef *outRef, int64_t encodedAxes,
                       int64_t dimValue) {
  RuntimeState &s = state();
  Group &g = group(fn, encodedAxes);
  size_t elem = dtypeSize(type);
  View in = viewOf(fn, "operand", inRef, elem);
  View out = viewOf(fn, "result", outRef, elem);
  int dim = checkDim(fn, "gather dim", dimValue, in);
  int64_t n = g.size;
  Shape expected(in);
  expected.dims[dim] *= n;
  if (!(expected == out))
    fatal(fn, "result shape %s, expected %s (operand %s gathered over %lld "
              "ranks along dim %d)",
          shapeString(out).c_str(), shapeString(expected).c_str(),
          shapeString(in).c_str(), static_cast<long long>(n), dim);
  if (n == 1) {
    copyView(in, out, s.scratchIn);
    return 0;
  }
  Started st;
  st.fn = fn;
  st.comm = &groupComm(fn, encodedAxes, g);
  agreeOnCall(fn, *st.comm, type, in.numElements);
  const char *send = contiguousData(in, st.sendScratch);
  char *recv = out.base;
  if (!(out.contiguous && in.outer(dim) == 1)) {
    recv = grow(st.recvScratch, out.bytes());
    std::vector<char *> pieces;
    for (int64_t j = 0; j < n; ++j)
      pieces.push_back(out.at(dim, j * in.sizes[dim]));
    st.finish = [recv, pieces, pieceBytes = in.bytes(),
                 strides = keep(out.strides, out.rank),
                 sizes = keep(in.sizes, in.rank), elem] {
      for (size_t j = 0; j < pieces.size(); ++j)
        unpack(recv + j * pieceBytes, pieces[j], strides.data(), sizes.data(),
               static_cast<int>(sizes.size()), elem);
    };
  }
  check(fn, st.comm->startAllGather(send, recv, in.numElements, type,
                                    st.request));
  return keepStarted(std::move(st));
}

int64_t startReduceScatter(const char *fn, DType type,
                           CleaveUnrankedMemRef *inRef,
                           CleaveUnrankedMemRef *outRef, int64_t encodedAxes,
                           int64_t dimValue, int32_t kindValue) {
  RuntimeState &s = state();
  Group &g = group(fn, encodedAxes);
  ReduceKind kind = checkKind(fn, kindValue);
  size_t elem = dtypeSize(type);
  View in = viewOf(fn, "operand", inRef, elem);
  View out = viewOf(fn, "result", outRef, elem);
  int dim = checkDim(fn, "scatter dim", dimValue, in);
  int64_t n = g.size;
  Shape expected(out);
  if (out.rank == in.rank)
    expected.dims[dim] *= n;
  if (!(expected == in))
    fatal(fn, "operand shape %s does not split into %lld pieces of the "
              "result shape %s along dim %d",
          shapeString(in).c_str(), static_cast<long long>(n),
          shapeString(out).c_str(), dim);
  if (n == 1) {
    copyView(in, out, s.scratchIn);
    return 0;
  }
  Started st;
  st.fn = fn;
  st.comm = &groupComm(fn, encodedAxes, g);
  agreeOnCall(fn, *st.comm, type, in.numElements);
  const char *send = in.base;
  if (!(in.contiguous && in.outer(dim) == 1)) {
    char *packed = grow(st.sendScratch, in.bytes());
    for (int64_t j = 0; j < n; ++j)
      pack(in.at(dim, j * out.sizes[dim]), in.strides, packed + j * out.bytes(),
           out.sizes, out.rank, elem);
    send = packed;
  }
  char *recv = out.contiguous ? out.base : grow(st.recvScratch, out.bytes());
  if (!out.contiguous)
    st.finish = [recv, base = out.base, strides = keep(out.strides, out.rank),
                 sizes = keep(out.sizes, out.rank), elem] {
      unpack(recv, base, strides.data(), sizes.data(),
             static_cast<int>(sizes.size()), elem);
    };
  check(fn, st.comm->startReduceScatter(send, recv, out.numElements, type,
                                        kind, st.request));
  return keepStarted(std::move(st));
}

/// Waits for every started collective (before communicators are freed).
void waitAllStarted(const char *fn) {
  RuntimeState &s = state();
  for (auto &[handle, st] : s.started) {
    check(fn, st.comm->wait(st.request));
    if (st.finish)
      st.finish();
  }
  s.started.clear();
}

int64_t peerWorldRank(const char *fn, int64_t encodedAxes, int64_t peer) {
  Group &g = group(fn, encodedAxes);
  if (peer < 0 || peer >= g.size)
    fatal(fn, "peer %lld is outside a group of %lld",
          static_cast<long long>(peer), static_cast<long long>(g.size));
  return g.members[peer];
}

void sendTo(const char *fn, DType type, CleaveUnrankedMemRef *inRef,
            int64_t encodedAxes, int64_t peer, int64_t tag) {
  int64_t target = peerWorldRank(fn, encodedAxes, peer);
  RuntimeState &s = state();
  View in = viewOf(fn, "operand", inRef, dtypeSize(type));
  check(fn, s.world->send(contiguousData(in, s.scratchIn), in.numElements,
                          type, static_cast<int>(target),
                          static_cast<int>(tag)));
}

void recvFrom(const char *fn, DType type, CleaveUnrankedMemRef *outRef,
              int64_t encodedAxes, int64_t peer, int64_t tag) {
  int64_t source = peerWorldRank(fn, encodedAxes, peer);
  RuntimeState &s = state();
  View out = viewOf(fn, "result", outRef, dtypeSize(type));
  char *recv = out.contiguous ? out.base : grow(s.scratchOut, out.bytes());
  check(fn, s.world->recv(recv, out.numElements, type,
                          static_cast<int>(source), static_cast<int>(tag)));
  if (recv != out.base)
    unpack(recv, out.base, out.strides, out.sizes, out.rank, out.elemSize);
}

//===----------------------------------------------------------------------===//
// Deterministic inputs
//===----------------------------------------------------------------------===//

uint64_t splitmix64(uint64_t x) {
  x += 0x9e3779b97f4a7c15ull;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}

int64_t inputInteger(int64_t seed, int64_t globalIndex) {
  uint64_t h = splitmix64(splitmix64(static_cast<uint64_t>(seed)) +
                          static_cast<uint64_t>(globalIndex));
  return static_cast<int64_t>(h % 17) - 8;
}

bool isFloat(DType type) {
  return type != DType::I32 && type != DType::I64;
}

void storeValue(DType type, char *dst, int64_t k) {
  double v = static_cast<double>(k) / 8.0;
  switch (type) {
  case DType::F32: {
    float f = static_cast<float>(v);
    std::memcpy(dst, &f, 4);
    return;
  }
  case DType::F64:
    std::memcpy(dst, &v, 8);
    return;
  case DType::F16: {
    uint16_t h = floatToF16(static_cast<float>(v));
    std::memcpy(dst, &h, 2);
    return;
  }
  case DType::BF16: {
    uint16_t h = floatToBF16(static_cast<float>(v));
    std::memcpy(dst, &h, 2);
    return;
  }
  case DType::I32: {
    int32_t i = static_cast<int32_t>(k);
    std::memcpy(dst, &i, 4);
    return;
  }
  case DType::I64:
    std::memcpy(dst, &k, 8);
    return;
  }
}

void fill(const char *fn, DType type, char *base, int64_t rank,
          const int64_t *sizes, const int64_t *strides,
          const int64_t *globalShape, const int64_t *offsets, int64_t seed) {
  int64_t total = 1;
  for (int64_t d = 0; d < rank; ++d) {
    if (sizes[d] < 0 || offsets[d] < 0 || offsets[d] + sizes[d] > globalShape[d])
      fatal(fn, "shard dim %lld (offset %lld, size %lld) does not fit in the "
                "global size %lld",
            static_cast<long long>(d), static_cast<long long>(offsets[d]),
            static_cast<long long>(sizes[d]),
            static_cast<long long>(globalShape[d]));
    total *= sizes[d];
  }
  if (total == 0)
    return;
  size_t elem = dtypeSize(type);
  std::vector<int64_t> index(rank, 0);
  for (int64_t done = 0; done < total; ++done) {
    int64_t global = 0, local = 0;
    for (int64_t d = 0; d < rank; ++d) {
      global = global * globalShape[d] + offsets[d] + index[d];
      local += index[d] * strides[d];
    }
    storeValue(type, base + local * static_cast<int64_t>(elem),
               inputInteger(seed, global));
    for (int64_t d = rank - 1; d >= 0; --d) {
      if (++index[d] < sizes[d])
        break;
      index[d] = 0;
    }
  }
}

void fillMemRef(const char *fn, DType type, CleaveUnrankedMemRef *outRef,
                CleaveUnrankedMemRef *globalRef, CleaveUnrankedMemRef *offRef,
                int64_t seed) {
  View out = viewOf(fn, "result", outRef, dtypeSize(type));
  std::vector<int64_t> globalShape = readI64(fn, "global shape", globalRef);
  std::vector<int64_t> offsets = readI64(fn, "offsets", offRef);
  if (globalShape.size() != static_cast<size_t>(out.rank) ||
      offsets.size() != static_cast<size_t>(out.rank))
    fatal(fn, "global shape (%zu values) and offsets (%zu values) must have "
              "one entry per dim of the rank-%d result",
          globalShape.size(), offsets.size(), out.rank);
  fill(fn, type, out.base, out.rank, out.sizes, out.strides,
       globalShape.data(), offsets.data(), seed);
}

DType checkDType(const char *fn, int32_t dtype) {
  if (dtype < 0 || dtype > 5)
    fatal(fn, "unknown dtype %d", dtype);
  return static_cast<DType>(dtype);
}

} // namespace

//===----------------------------------------------------------------------===//
// C ABI
//===----------------------------------------------------------------------===//

extern "C" {

void cleave_rt_init(int64_t numAxes, const int64_t *meshShape) {
  const char *fn = "cleave_rt_init";
  RuntimeState &s = state();
  if (numAxes < 0 || numAxes > kMaxMeshAxes || (numAxes && !meshShape))
    fatal(fn, "invalid mesh with %lld axes", static_cast<long long>(numAxes));
  Mesh mesh(std::vector<int64_t>(meshShape, meshShape + numAxes));
  check(fn, mesh.verify());
  if (!s.world) {
    MPIOptions options;
    check(fn, MPIOptions::fromEnvironment(options));
    check(fn, createMPIWorld(options, s.mpiWorld));
    const char *backend = std::getenv("CLEAVE_RT_BACKEND");
    std::string name = backend && *backend ? backend : "mpi";
    if (name == "mpi") {
      s.world = std::move(s.mpiWorld);
    } else if (WorldFactory factory = findWorldFactory(name)) {
      Status status = factory(s.world);
      if (!status.isOk())
        fatal(fn, "CLEAVE_RT_BACKEND=%s: %s", name.c_str(),
              status.toString().c_str());
    } else {
      std::string known = registeredWorldFactories();
      fatal(fn,
            "CLEAVE_RT_BACKEND=%s: no such backend in this process (known: "
            "mpi%s%s; nccl needs libcleave_runtime_cuda, built when CUDA and "
            "NCCL are found)",
            name.c_str(), known.empty() ? "" : ", ", known.c_str());
    }
  }
  if (s.initialized && s.mesh.shape() == mesh.shape())
    return;
  int64_t worldSize = s.world->size();
  if (worldSize != mesh.numDevices()) {
    if (s.world->rank() == 0) {
      fprintf(stderr,
              "cleave-rt: error: the mesh %s needs %lld processes but %lld "
              "were started; run with mpirun -n %lld\n",
              shapeString(mesh.shape().data(), mesh.numAxes()).c_str(),
              static_cast<long long>(mesh.numDevices()),
              static_cast<long long>(worldSize),
              static_cast<long long>(mesh.numDevices()));
      fflush(stderr);
    }
    // Every rank reaches this point, so all exit cleanly with status 1.
    s.clearGroups();
    s.world.reset();
    s.mpiWorld.reset();
    s.initialized = false;
    Status status = finalizeMPI();
    if (!status.isOk())
      fprintf(stderr, "cleave-rt: %s\n", status.toString().c_str());
    exit(1);
  }
  waitAllStarted(fn);
  s.clearGroups(); // a new mesh regroups the ranks
  s.mesh = std::move(mesh);
  s.initialized = true;
}

void cleave_rt_finalize(void) {
  RuntimeState &s = state();
  if (s.initialized)
    waitAllStarted("cleave_rt_finalize");
  s.clearGroups();
  s.world.reset();
  s.mpiWorld.reset();
  s.initialized = false;
  setMPICallContext("cleave_rt_finalize");
  check("cleave_rt_finalize", finalizeMPI());
}

int64_t cleave_rt_rank(void) {
  return initializedState("cleave_rt_rank").world->rank();
}

int64_t cleave_rt_world_size(void) {
  return initializedState("cleave_rt_world_size").world->size();
}

int64_t cleave_rt_group_rank(int64_t axes) {
  const char *fn = "cleave_rt_group_rank";
  return group(fn, axes).position;
}

int64_t cleave_rt_group_size(int64_t axes) {
  return group("cleave_rt_group_size", axes).size;
}

const char *cleave_rt_backend(void) {
  return initializedState("cleave_rt_backend").world->backendName();
}

double cleave_rt_wtime(void) {
  return std::chrono::duration<double>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

void cleave_rt_barrier(int64_t axes) {
  const char *fn = "cleave_rt_barrier";
  Group &g = group(fn, axes);
  if (g.size > 1)
    check(fn, groupComm(fn, axes, g).barrier());
}

void cleave_rt_wait(int64_t handle, intptr_t /*operand*/) {
  if (handle == 0)
    return; // completed when it started
  RuntimeState &s = initializedState("cleave_rt_wait");
  auto it = s.started.find(handle);
  if (it == s.started.end())
    fatal("cleave_rt_wait", "no collective in flight has handle %lld (waited "
          "for twice, or never started)", static_cast<long long>(handle));
  Started &st = it->second;
  setMPICallContext(st.fn);
  check(st.fn, st.comm->wait(st.request));
  if (st.finish)
    st.finish();
  s.started.erase(it);
}

void cleave_rt_progress(void) {
  RuntimeState &s = state();
  for (auto &[handle, st] : s.started) {
    if (!st.request)
      continue;
    bool done = false;
    check(st.fn, st.comm->test(st.request, done));
  }
}

double cleave_rt_input_value(int32_t dtype, int64_t seed, int64_t globalIndex) {
  DType type = checkDType("cleave_rt_input_value", dtype);
  int64_t k = inputInteger(seed, globalIndex);
  return isFloat(type) ? static_cast<double>(k) / 8.0 : static_cast<double>(k);
}

void cleave_rt_fill(int32_t dtype, void *data, int64_t rank,
                    const int64_t *sizes, const int64_t *strides,
                    const int64_t *globalShape, const int64_t *offsets,
                    int64_t seed) {
  const char *fn = "cleave_rt_fill";
  DType type = checkDType(fn, dtype);
  fill(fn, type, static_cast<char *>(data), rank, sizes, strides, globalShape,
       offsets, seed);
}

#define CLEAVE_RT_DEFINE_COLLECTIVES(SUFFIX, TYPE)                             \
  void _mlir_ciface_cleave_rt_all_reduce_##SUFFIX(                             \
      CleaveUnrankedMemRef *in, CleaveUnrankedMemRef *out, int64_t axes,       \
      int32_t kind) {                                                          \
    allReduce("cleave_rt_all_reduce_" #SUFFIX, TYPE, in, out, axes, kind);     \
  }                                                                            \
  void _mlir_ciface_cleave_rt_all_gather_##SUFFIX(                             \
      CleaveUnrankedMemRef *in, CleaveUnrankedMemRef *out, int64_t axes,       \
      int64_t dim) {                                                           \
    allGather("cleave_rt_all_gather_" #SUFFIX, TYPE, in, out, axes, dim);      \
  }                                                                            \
  void _mlir_ciface_cleave_rt_reduce_scatter_##SUFFIX(                         \
      CleaveUnrankedMemRef *in, CleaveUnrankedMemRef *out, int64_t axes,       \
      int64_t dim, int32_t kind) {                                             \
    reduceScatter("cleave_rt_reduce_scatter_" #SUFFIX, TYPE, in, out, axes,    \
                  dim, kind);                                                  \
  }                                                                            \
  int64_t _mlir_ciface_cleave_rt_all_reduce_start_##SUFFIX(                    \
      CleaveUnrankedMemRef *in, CleaveUnrankedMemRef *out, int64_t axes,       \
      int32_t kind) {                                                          \
    return startAllReduce("cleave_rt_all_reduce_start_" #SUFFIX, TYPE, in,     \
                          out, axes, kind);                                    \
  }                                                                            \
  int64_t _mlir_ciface_cleave_rt_all_gather_start_##SUFFIX(                    \
      CleaveUnrankedMemRef *in, CleaveUnrankedMemRef *out, int64_t axes,       \
      int64_t dim) {                                                           \
    return startAllGather("cleave_rt_all_gather_start_" #SUFFIX, TYPE, in,     \
                          out, axes, dim);                                     \
  }                                                                            \
  int64_t _mlir_ciface_cleave_rt_reduce_scatter_start_##SUFFIX(                \
      CleaveUnrankedMemRef *in, CleaveUnrankedMemRef *out, int64_t axes,       \
      int64_t dim, int32_t kind) {                                             \
    return startReduceScatter("cleave_rt_reduce_scatter_start_" #SUFFIX, TYPE, \
                              in, out, axes, dim, kind);                       \
  }                                                                            \
  void _mlir_ciface_cleave_rt_all_to_all_##SUFFIX(                             \
      CleaveUnrankedMemRef *in, CleaveUnrankedMemRef *out, int64_t axes,       \
      int64_t splitDim, int64_t concatDim) {                                   \
    allToAll("cleave_rt_all_to_all_" #SUFFIX, TYPE, in, out, axes, splitDim,   \
             concatDim);                                                       \
  }                                                                            \
  void _mlir_ciface_cleave_rt_collective_permute_##SUFFIX(                     \
      CleaveUnrankedMemRef *in, CleaveUnrankedMemRef *out, int64_t axes,       \
      CleaveUnrankedMemRef *pairs) {                                           \
    collectivePermute("cleave_rt_collective_permute_" #SUFFIX, TYPE, in, out,  \
                      axes, pairs);                                            \
  }                                                                            \
  void _mlir_ciface_cleave_rt_send_##SUFFIX(                                   \
      CleaveUnrankedMemRef *in, int64_t axes, int64_t peer, int64_t tag) {     \
    sendTo("cleave_rt_send_" #SUFFIX, TYPE, in, axes, peer, tag);              \
  }                                                                            \
  void _mlir_ciface_cleave_rt_recv_##SUFFIX(                                   \
      CleaveUnrankedMemRef *out, int64_t axes, int64_t peer, int64_t tag) {    \
    recvFrom("cleave_rt_recv_" #SUFFIX, TYPE, out, axes, peer, tag);           \
  }                                                                            \
  void _mlir_ciface_cleave_rt_fill_##SUFFIX(                                   \
      CleaveUnrankedMemRef *out, CleaveUnrankedMemRef *globalShape,            \
      CleaveUnrankedMemRef *offsets, int64_t seed) {                           \
    fillMemRef("cleave_rt_fill_" #SUFFIX, TYPE, out, globalShape, offsets,     \
               seed);                                                          \
  }

CLEAVE_RT_DEFINE_COLLECTIVES(f32, DType::F32)
CLEAVE_RT_DEFINE_COLLECTIVES(f64, DType::F64)
CLEAVE_RT_DEFINE_COLLECTIVES(f16, DType::F16)
CLEAVE_RT_DEFINE_COLLECTIVES(bf16, DType::BF16)
CLEAVE_RT_DEFINE_COLLECTIVES(i32, DType::I32)
CLEAVE_RT_DEFINE_COLLECTIVES(i64, DType::I64)

} // extern "C"
