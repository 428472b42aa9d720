/*===- CleaveRuntime.h - C ABI called by generated code -----------*- C -*-===*\
|*                                                                            *|
|* The functions generated SPMD programs (and cleave-run) call. Collectives   *|
|* take MLIR memrefs through MLIR's C interface convention: the MLIR side     *|
|* declares                                                                   *|
|*   func.func private @cleave_rt_all_reduce_f32(memref<*xf32>,              *|
|*       memref<*xf32>, i64, i32) attributes {llvm.emit_c_interface}          *|
|* and the call reaches _mlir_ciface_cleave_rt_all_reduce_f32 below with      *|
|* pointers to unranked memref descriptors. Any strides are accepted;         *|
|* non-contiguous operands are packed through reused scratch buffers.         *|
|*                                                                            *|
|* `axes` is an ordered list of mesh axis indices, 4 bits per axis, each      *|
|* stored as index + 1, first-listed axis in the lowest nibble, 0 terminates: *|
|* ["model" (index 1), "data" (index 0)] -> 0x12. The group of a rank is the  *|
|* ranks sharing its coordinates on every other axis, ordered by the listed   *|
|* axes major to minor (position = coord[model] * size(data) + coord[data]).  *|
|* One communicator per distinct list is created on first use (a collective   *|
|* over all ranks, which SPMD code guarantees) and cached.                    *|
|*                                                                            *|
|* Errors (bad descriptor shapes, MPI failures, a hung collective with        *|
|* CLEAVE_RT_TIMEOUT_S set) print one line naming the function and the cause  *|
|* and then MPI_Abort every rank: these functions never return an error and   *|
|* never hang.                                                                *|
|*                                                                            *|
|* Element types by suffix: f32 float, f64 double, f16 and bf16 uint16_t bit  *|
|* patterns (reductions compute in float), i32 int32_t, i64 int64_t.          *|
|* Reduction kinds: 0 sum, 1 prod, 2 max, 3 min.                              *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef CLEAVE_RUNTIME_CLEAVERUNTIME_H
#define CLEAVE_RUNTIME_CLEAVERUNTIME_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* MLIR's unranked memref as passed to _mlir_ciface_ functions. `descriptor`
 * points to the ranked descriptor
 *   { T *allocated; T *aligned; int64_t offset;
 *     int64_t sizes[rank]; int64_t strides[rank]; }
 * with offset and strides in elements. */
typedef struct CleaveUnrankedMemRef {
  int64_t rank;
  void *descriptor;
} CleaveUnrankedMemRef;

/* Data types, as in cleave::rt::DType. */
enum {
  CLEAVE_RT_F32 = 0,
  CLEAVE_RT_F64 = 1,
  CLEAVE_RT_F16 = 2,
  CLEAVE_RT_BF16 = 3,
  CLEAVE_RT_I32 = 4,
  CLEAVE_RT_I64 = 5
};

/* Reduction kinds, as in cleave::rt::ReduceKind. */
enum {
  CLEAVE_RT_SUM = 0,
  CLEAVE_RT_PROD = 1,
  CLEAVE_RT_MAX = 2,
  CLEAVE_RT_MIN = 3
};

/*--- Setup and queries ----------------------------------------------------*/

/* Initialises MPI unless already initialised and sets the mesh. Every rank
 * must pass the same shape. If the number of processes differs from the
 * product of the mesh shape, every rank exits with status 1 after rank 0
 * printed both numbers. Calling it again with another shape replaces the mesh
 * (collective; cached group communicators are freed). Reads
 * CLEAVE_RT_TIMEOUT_S and CLEAVE_RT_BACKEND (mpi, the default, or nccl when
 * libcleave_runtime_cuda is loaded) on first call. */
void cleave_rt_init(int64_t numAxes, const int64_t *meshShape);
/* Frees the communicators; calls MPI_Finalize if cleave_rt_init called
 * MPI_Init. Collective. */
void cleave_rt_finalize(void);
/* Rank in the world, world size (= product of the mesh shape). */
int64_t cleave_rt_rank(void);
int64_t cleave_rt_world_size(void);
/* Position of this rank in its group over `axes`, and the group size. */
int64_t cleave_rt_group_rank(int64_t axes);
int64_t cleave_rt_group_size(int64_t axes);
/* Backend name ("mpi" or "nccl"). */
const char *cleave_rt_backend(void);
/* Seconds since an arbitrary origin (a monotonic clock); no init needed. */
double cleave_rt_wtime(void);
/* Barrier over the group of `axes` (0: no-op, group of one). */
void cleave_rt_barrier(int64_t axes);

/*--- Collectives (one per dtype suffix) -----------------------------------*/

#define CLEAVE_RT_DECLARE_COLLECTIVES(SUFFIX)                                  \
  /* out = reduce(in) over the group; in and out have equal shapes. */         \
  void _mlir_ciface_cleave_rt_all_reduce_##SUFFIX(                             \
      CleaveUnrankedMemRef *in, CleaveUnrankedMemRef *out, int64_t axes,       \
      int32_t kind);                                                           \
  /* out.shape[dim] = groupSize * in.shape[dim]: the operands concatenated     \
   * along `dim` in group order. */                                            \
  void _mlir_ciface_cleave_rt_all_gather_##SUFFIX(CleaveUnrankedMemRef *in,    \
                                                  CleaveUnrankedMemRef *out,   \
                                                  int64_t axes, int64_t dim);  \
  /* in.shape[dim] = groupSize * out.shape[dim]: in is reduced over the        \
   * group and the piece at this rank's group position kept. */                \
  void _mlir_ciface_cleave_rt_reduce_scatter_##SUFFIX(                         \
      CleaveUnrankedMemRef *in, CleaveUnrankedMemRef *out, int64_t axes,       \
      int64_t dim, int32_t kind);                                              \
  /* Non-blocking forms of the three above: each starts the collective and    \
   * returns a handle for cleave_rt_wait (0: completed already). Until the     \
   * wait returns, in must not change and out must not be read. */            \
  int64_t _mlir_ciface_cleave_rt_all_reduce_start_##SUFFIX(                    \
      CleaveUnrankedMemRef *in, CleaveUnrankedMemRef *out, int64_t axes,       \
      int32_t kind);                                                           \
  int64_t _mlir_ciface_cleave_rt_all_gather_start_##SUFFIX(                    \
      CleaveUnrankedMemRef *in, CleaveUnrankedMemRef *out, int64_t axes,       \
      int64_t dim);                                                            \
  int64_t _mlir_ciface_cleave_rt_reduce_scatter_start_##SUFFIX(                \
      CleaveUnrankedMemRef *in, CleaveUnrankedMemRef *out, int64_t axes,       \
      int64_t dim, int32_t kind);                                              \
  /* in is split along splitDim into groupSize pieces, piece j goes to group   \
   * position j; received pieces are concatenated along concatDim in group     \
   * order. */                                                                 \
  void _mlir_ciface_cleave_rt_all_to_all_##SUFFIX(                             \
      CleaveUnrankedMemRef *in, CleaveUnrankedMemRef *out, int64_t axes,       \
      int64_t splitDim, int64_t concatDim);                                    \
  /* pairs: memref of i64 holding flattened (source, target) group positions.  \
   * A target gets its source's in; a rank that is no target gets zeros. */    \
  void _mlir_ciface_cleave_rt_collective_permute_##SUFFIX(                     \
      CleaveUnrankedMemRef *in, CleaveUnrankedMemRef *out, int64_t axes,       \
      CleaveUnrankedMemRef *pairs);                                            \
  /* Point to point within the group of `axes`; peer is a group position.      \
   * Blocking; the peer must call the matching function with the same tag. */  \
  void _mlir_ciface_cleave_rt_send_##SUFFIX(CleaveUnrankedMemRef *in,          \
                                            int64_t axes, int64_t peer,        \
                                            int64_t tag);                      \
  void _mlir_ciface_cleave_rt_recv_##SUFFIX(CleaveUnrankedMemRef *out,         \
                                            int64_t axes, int64_t peer,        \
                                            int64_t tag);                      \
  /* Deterministic input: see cleave_rt_fill. globalShape and offsets are      \
   * rank-1 i64 memrefs with one entry per dimension of out. */                \
  void _mlir_ciface_cleave_rt_fill_##SUFFIX(CleaveUnrankedMemRef *out,         \
                                            CleaveUnrankedMemRef *globalShape, \
                                            CleaveUnrankedMemRef *offsets,     \
                                            int64_t seed);

CLEAVE_RT_DECLARE_COLLECTIVES(f32)
CLEAVE_RT_DECLARE_COLLECTIVES(f64)
CLEAVE_RT_DECLARE_COLLECTIVES(f16)
CLEAVE_RT_DECLARE_COLLECTIVES(bf16)
CLEAVE_RT_DECLARE_COLLECTIVES(i32)
CLEAVE_RT_DECLARE_COLLECTIVES(i64)

/*--- Collectives in flight ------------------------------------------------*/

/* Blocks until the collective `handle` (from a *_start function) has
 * completed and its result is in place; 0 returns at once. Each handle is
 * waited for once. cleave_rt_finalize and a new mesh wait for any left.
 * `operand` is the address of the started collective's operand, which the
 * generated code passes so that its buffer lives, unchanged, until here;
 * the runtime does not read it. */
void cleave_rt_wait(int64_t handle, intptr_t operand);
/* Lets the collectives in flight progress without blocking (MPI moves a
 * non-blocking collective only inside MPI calls): generated code calls it
 * between the ops that run while collectives are in flight. */
void cleave_rt_progress(void);

/*--- Deterministic inputs -------------------------------------------------*/

/* The value of element `globalIndex` (row-major linear index in the global,
 * unpartitioned tensor) of input `seed` for element type `dtype`
 * (CLEAVE_RT_*): k / 8 for floating types and k for integer types, with
 * k = splitmix64(splitmix64(seed) + globalIndex) mod 17 - 8, an integer in
 * [-8, 8]. Every value is exact in all six types, and dot products over up
 * to 2^18 of them are exact in f32, so checked results do not depend on the
 * summation order. */
double cleave_rt_input_value(int32_t dtype, int64_t seed, int64_t globalIndex);

/* Fills the shard of a global tensor: element (i0, ..., i{r-1}) of the local
 * buffer (sizes, strides in elements from data) gets
 * cleave_rt_input_value(dtype, seed, linear index of (offsets + i) in globalShape).
 * So every rank can build its own shard and the values equal those of the
 * unpartitioned program. Needs no MPI and no cleave_rt_init. Aborts on a shard
 * that does not fit in globalShape. */
void cleave_rt_fill(int32_t dtype, void *data, int64_t rank,
                    const int64_t *sizes, const int64_t *strides,
                    const int64_t *globalShape, const int64_t *offsets,
                    int64_t seed);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* CLEAVE_RUNTIME_CLEAVERUNTIME_H */
