//===- Passes.td - lowering of per-device programs ---------*- tablegen -*-===//
//
// The passes that lower a partitioned (per-device) Cleave program to the LLVM
// dialect: collectives become calls to the runtime's C ABI, matmuls may
// become BLAS calls, the rest follows the upstream bufferization and
// LLVM-lowering passes (see the `cleave-lower-to-llvm` pipeline).
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_CONVERSION_PASSES_TD
#define CLEAVE_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def CleaveCollectivesToCalls : Pass<"cleave-collectives-to-calls", "ModuleOp"> {
  let summary = "rewrites cleave collectives on tensors into runtime calls";
  let description = [{
    Every collective of a per-device program becomes a call to the runtime's
    C ABI (`docs/runtime.md`), still on tensors so that one-shot
    bufferization runs afterwards:

    * the operand is exposed as a buffer with
      `bufferization.to_buffer ... read_only` (fully dynamic layout, so any
      strides are accepted), a result buffer is allocated with
      `memref.alloc` and returned with `bufferization.to_tensor ... restrict
      writable`; both are cast to unranked memrefs and passed to e.g.
      `func.call @cleave_rt_all_reduce_f32(memref<*xf32>, memref<*xf32>,
      i64, i32)` (declared `private` with `llvm.emit_c_interface`);
    * the group axes are encoded as the runtime expects: 4 bits per axis,
      mesh axis index + 1, first listed axis in the lowest nibble;
    * `cleave.collective_permute` passes its pairs as a constant i64 tensor;
    * `cleave.all_slice` becomes a `tensor.extract_slice` at offset
      `group_index * localSize` along its dim (no traffic);
    * `cleave.group_index` becomes `cleave_rt_group_rank(axes)`;
    * a `cleave.async_start` of an all_reduce, all_gather or reduce_scatter
      becomes `%h = cleave_rt_<collective>_start_<type>(...) -> i64` where
      the start was, and its `cleave.wait` becomes `cleave_rt_wait(%h,
      operand address)` followed by the result tensor: the wait reads the
      operand's buffer again, so bufferization neither overwrites nor frees
      it while the collective is in flight. Each op that computes between a
      start and its wait is followed by `cleave_rt_progress()`.

    Element types: f32, f64, f16, bf16, i32, i64 (others are an error).
    With `profile`, each call to a collective is bracketed by
    `cleave_rt_wtime()` and the elapsed seconds are passed to
    `cleave_profile_record(i64 id, f64 seconds)`, where `id` numbers the
    traffic-moving collectives of the module in walk order (a symbol the
    host program, e.g. `cleave-run --profile`, must provide). A started
    collective reports `cleave_profile_record_started(id, started, wait
    begun, wait ended)` (wall-clock seconds) after its wait.

    With `profile-ops`, each compute op (`getProfiledOps`: linalg ops,
    tensor data movement, arith/math on tensors) is bracketed the same way,
    its ids following the collectives' in walk order. Elementwise ops that
    the lowering fuses into their user report (about) nothing; the user
    reports both, as the estimate prices them.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::bufferization::BufferizationDialect",
    "::mlir::func::FuncDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::tensor::TensorDialect",
  ];
  let options = [
    Option<"profile", "profile", "bool", /*default=*/"false",
           "time every collective call and report it to cleave_profile_record">,
    Option<"profileOps", "profile-ops", "bool", /*default=*/"false",
           "time every compute op too (ids after the collectives')">,
  ];
  let statistics = [
    Statistic<"numCollectives", "num-collectives", "collectives lowered to calls">,
  ];
}

def CleavePrepareForLLVM : Pass<"cleave-prepare-for-llvm", "ModuleOp"> {
  let summary = "readies a per-device program on tensors for bufferization";
  let description = [{
    Runs after `cleave-collectives-to-calls`:

    * rewrites `tensor.gather` into a `linalg.generic` lookup and
      `tensor.scatter` into an `scf.for` of `tensor.insert_slice`
      (upstream bufferizes neither; out-of-range positions read zero or are
      skipped);
    * decomposes linalg ops that implement `AggregatedOpInterface`
      (`linalg.softmax`) into linalg ops that lower to loops;
    * marks every public function with a body `llvm.emit_c_interface`, so
      that a host (mlir::ExecutionEngine) can call it as
      `_mlir_ciface_<name>`;
    * removes `cleave.*` function argument/result attributes and
      `cleave.mesh` ops, which have no meaning below this point.

    A `cleave.*` op left in the module (a collective the previous pass did
    not lower, a `cleave.constraint` of an unpartitioned program) is an
    error that names it.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::arith::ArithDialect"];
}

def CleaveLinalgToBlas : Pass<"cleave-linalg-to-blas", "ModuleOp"> {
  let summary = "replaces buffer matmuls with calls to a BLAS-backed kernel";
  let description = [{
    On bufferized IR, every contraction whose operands all have element
    type f32 (or all f64) becomes one call to
    `cleave_kernel_matmul_<t>(A, B, C)` /
    `cleave_kernel_batch_matmul_<t>(A, B, C)` on unranked memrefs
    (`C += A * B`), implemented in `runtime/kernels/` on top of
    `cblas_sgemm` / `cblas_dgemm`. Which ops: `getLibraryContraction` in
    `CostModel.h`, the predicate the cost model prices by: any linalg op of
    body `out + a * b` whose loops are batch, m, n and k groups, in any
    operand layout (`q @ k^T`: operands are passed as transposed strided
    views) and with several dims per group (collapsed with
    `memref.collapse_shape`, or copied to a contiguous buffer where the
    strides do not allow it). A convolution (`linalg.conv_2d_nhwc_hwcf`,
    `conv_2d_nchw_fchw`, `conv_1d_nwc_wcf`, ... or a generic reading its
    input through a window) first gathers the windowed input into a
    buffer (im2col, a `linalg.generic` copy). A matrix-vector product (no
    m or no n dim: a vector times a matrix) runs with that dim 1
    (`memref.expand_shape`). Other ops (a dot product, a depthwise
    convolution, other bodies) are left for `convert-linalg-to-loops`. With `kernel-prefix=cleave_gpu_` the calls
    name the cuBLAS kernels of the CUDA runtime instead
    (`cleave_gpu_matmul_f32`, ...; the `cleave-lower-to-gpu` pipeline).
  }];
  let dependentDialects = [
    "::mlir::affine::AffineDialect",
    "::mlir::arith::ArithDialect",
    "::mlir::func::FuncDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::memref::MemRefDialect",
  ];
  let options = [
    Option<"kernelPrefix", "kernel-prefix", "std::string",
           /*default=*/"\"cleave_kernel_\"",
           "prefix of the called kernels: cleave_kernel_ (OpenBLAS, host) or "
           "cleave_gpu_ (cuBLAS, CUDA)">,
  ];
  let statistics = [
    Statistic<"numRewritten", "num-rewritten", "matmuls lowered to kernel calls">,
  ];
}

def CleaveGPUTileLoops : Pass<"cleave-gpu-tile-loops", "ModuleOp"> {
  let summary = "shapes host scf.parallel nests into GPU blocks of threads";
  let description = [{
    Each outermost `scf.parallel` outside GPU code (what
    `convert-linalg-to-parallel-loops` makes of an elementwise or reduction
    linalg op) is collapsed into one dimension, so that consecutive threads
    touch consecutive elements of a row-major buffer and no dimension is
    left past the three that `gpu-map-parallel-loops` can map, and then
    tiled by `threads-per-block` (rounded down to the next power of two of
    the trip count for small loops; no min/max bounds: the tail is guarded
    by an `scf.if`). `gpu-map-parallel-loops` then maps the outer loop to
    blocks and the inner one to threads. Reduction dimensions stay `scf.for`
    loops inside each thread.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::scf::SCFDialect",
  ];
  let options = [
    Option<"threadsPerBlock", "threads-per-block", "int64_t",
           /*default=*/"256", "threads per block (a power of two, 1-1024)">,
  ];
}

def CleaveGPUDeviceMemory : Pass<"cleave-gpu-device-memory", "ModuleOp"> {
  let summary = "moves the buffers of a bufferized program into GPU memory";
  let description = [{
    On bufferized host code: every `memref.alloc` / `memref.alloca` becomes
    `gpu.alloc host_shared` (the runtime's `mgpuMemAlloc` returns CUDA managed
    memory, which GPU kernels, cuBLAS, NCCL and the host-side copies of the
    runtime all reach); each `memref.dealloc` of such a buffer becomes a call
    to `cleave_gpu_free(ptr)`, and an `alloca` is freed before the end of its
    block. Each `memref.get_global` (a constant) is copied once per call into
    such a buffer, freed before each return that does not return it. An
    allocation with a non-identity layout is an error naming it.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::func::FuncDialect",
    "::mlir::gpu::GPUDialect",
    "::mlir::memref::MemRefDialect",
  ];
}

def CleaveGPUCheckBinaries : Pass<"cleave-gpu-check-binaries", "ModuleOp"> {
  let summary = "refuses kernels that call math functions nothing provides";
  let description = [{
    After `gpu-module-to-binary` (PTX): a kernel that still declares an
    `.extern .func __nv_*` (libdevice) function would fail to load on the
    GPU. That happens when libdevice was not found; this pass turns it into
    an error at compile time naming the function and where libdevice was
    looked for (`libdevice`).
  }];
  let options = [
    Option<"libdevice", "libdevice", "std::string", /*default=*/"\"\"",
           "the libdevice file the pipeline linked (for the message)">,
  ];
}

#endif // CLEAVE_CONVERSION_PASSES_TD
