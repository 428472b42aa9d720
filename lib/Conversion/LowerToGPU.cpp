//===- LowerToGPU.cpp - buffers and loops of a per-device program on a GPU ===//
//
// The two Cleave steps of the cleave-lower-to-gpu pipeline (Pipeline.cpp):
//
//  * cleave-gpu-device-memory puts every buffer of the bufferized host code
//    in GPU-reachable memory (gpu.alloc host_shared: CUDA managed memory from
//    the runtime's mgpuMemAlloc), so generated kernels, cuBLAS, NCCL and the
//    runtime's host-side packing all work on the same buffers;
//  * cleave-gpu-tile-loops collapses each host scf.parallel nest into one
//    dimension and tiles it into blocks of threads for gpu-map-parallel-loops.
//
// Everything else is upstream: linalg -> parallel loops -> gpu.launch ->
// outlined kernels -> NVVM -> PTX, and gpu-to-llvm for the launches.
//
//===----------------------------------------------------------------------===//

#include "cleave/Conversion/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/Transforms.h"
#include "mlir/Dialect/SCF/Utils/Utils.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MathExtras.h"

namespace mlir {
namespace cleave {
#define GEN_PASS_DEF_CLEAVEGPUCHECKBINARIES
#define GEN_PASS_DEF_CLEAVEGPUDEVICEMEMORY
#define GEN_PASS_DEF_CLEAVEGPUTILELOOPS
#include "cleave/Conversion/Passes.h.inc"
} // namespace cleave
} // namespace mlir

using namespace mlir;
using namespace mlir::cleave;

namespace {

//===----------------------------------------------------------------------===//
// cleave-gpu-device-memory
//===----------------------------------------------------------------------===//

/// `cleave_gpu_free(i64)` of the CUDA runtime, declared once per module.
func::FuncOp getFreeFunction(ModuleOp module) {
  constexpr StringLiteral name = "cleave_gpu_free";
  if (auto fn = module.lookupSymbol<func::FuncOp>(name))
    return fn;
  OpBuilder b = OpBuilder::atBlockBegin(module.getBody());
  auto fn = func::FuncOp::create(b, module.getLoc(), name,
                                 b.getFunctionType({b.getI64Type()}, {}));
  fn.setPrivate();
  return fn;
}

/// Frees `buffer` (from gpu.alloc host_shared) through the runtime.
void createFree(OpBuilder &b, Location loc, ModuleOp module, Value buffer) {
  // mgpuMemAlloc returns the base address: aligned == allocated pointer.
  Value address = memref::ExtractAlignedPointerAsIndexOp::create(b, loc, buffer);
  Value asInt =
      arith::IndexCastOp::create(b, loc, b.getI64Type(), address);
  func::CallOp::create(b, loc, getFreeFunction(module), ValueRange{asInt});
}

struct GPUDeviceMemoryPass
    : public cleave::impl::CleaveGPUDeviceMemoryBase<GPUDeviceMemoryPass> {
  using Base::Base;

  /// A gpu.alloc host_shared of `type` before `op`.
  /// (Managed allocations are 256-byte aligned, more than any alignment
  /// the bufferization asks for.)
  FailureOr<Value> allocate(Operation *op, MemRefType type,
                            ValueRange dynamic) {
    if (!type.getLayout().isIdentity()) {
      op->emitError() << "cleave-gpu-device-memory: cannot place a buffer "
                         "with the non-identity layout "
                      << type << " in GPU memory";
      return failure();
    }
    OpBuilder b(op);
    auto alloc = gpu::AllocOp::create(
        b, op->getLoc(), type, /*asyncToken=*/Type(),
        /*asyncDependencies=*/ValueRange{}, dynamic, /*symbolOperands=*/ValueRange{},
        /*hostShared=*/true);
    return alloc.getMemref();
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<Operation *> allocs, allocas, globals;
    module.walk([&](Operation *op) {
      if (op->getParentOfType<gpu::GPUModuleOp>() ||
          op->getParentOfType<gpu::LaunchOp>())
        return;
      if (isa<memref::AllocOp>(op))
        allocs.push_back(op);
      else if (isa<memref::AllocaOp>(op))
        allocas.push_back(op);
      else if (isa<memref::GetGlobalOp>(op))
        globals.push_back(op);
    });

    for (Operation *op : allocs) {
      auto alloc = cast<memref::AllocOp>(op);
      FailureOr<Value> buffer =
          allocate(op, alloc.getType(), alloc.getDynamicSizes());
      if (failed(buffer))
        return signalPassFailure();
      alloc.getResult().replaceAllUsesWith(*buffer);
      alloc.erase();
    }
    // An alloca lives until the end of its block: free it there.
    for (Operation *op : allocas) {
      auto alloca = cast<memref::AllocaOp>(op);
      FailureOr<Value> buffer =
          allocate(op, alloca.getType(), alloca.getDynamicSizes());
      if (failed(buffer))
        return signalPassFailure();
      alloca.getResult().replaceAllUsesWith(*buffer);
      OpBuilder b(op->getBlock()->getTerminator());
      createFree(b, op->getLoc(), module, *buffer);
      alloca.erase();
    }
    // Constants: one GPU copy per call of the function, freed on return
    // unless returned.
    for (Operation *op : globals) {
      auto get = cast<memref::GetGlobalOp>(op);
      auto fn = op->getParentOfType<func::FuncOp>();
      if (!fn) {
        op->emitError() << "cleave-gpu-device-memory: memref.get_global "
                           "outside a function";
        return signalPassFailure();
      }
      FailureOr<Value> buffer =
          allocate(op, get.getType(), ValueRange{});
      if (failed(buffer))
        return signalPassFailure();
      OpBuilder b(op);
      b.setInsertionPointAfterValue(*buffer);
      auto copy = memref::GetGlobalOp::create(b, op->getLoc(), get.getType(),
                                              get.getName());
      memref::CopyOp::create(b, op->getLoc(), copy.getResult(), *buffer);
      get.getResult().replaceAllUsesWith(*buffer);
      get.erase();
      fn.walk([&](func::ReturnOp ret) {
        if (llvm::is_contained(ret.getOperands(), *buffer))
          return;
        OpBuilder rb(ret);
        createFree(rb, ret.getLoc(), module, *buffer);
      });
    }
    // Every buffer the function owns (what the deallocation pipeline frees)
    // is now a GPU allocation: free it through the runtime.
    SmallVector<memref::DeallocOp> deallocs;
    module.walk([&](memref::DeallocOp op) { deallocs.push_back(op); });
    for (memref::DeallocOp op : deallocs) {
      OpBuilder b(op);
      createFree(b, op.getLoc(), module, op.getMemref());
      op.erase();
    }
  }
};

//===----------------------------------------------------------------------===//
// cleave-gpu-tile-loops
//===----------------------------------------------------------------------===//

struct GPUTileLoopsPass
    : public cleave::impl::CleaveGPUTileLoopsBase<GPUTileLoopsPass> {
  using Base::Base;

  void runOnOperation() override {
    if (threadsPerBlock < 1 || threadsPerBlock > 1024 ||
        !llvm::isPowerOf2_64(threadsPerBlock)) {
      getOperation().emitError()
          << "cleave-gpu-tile-loops: threads-per-block must be a power of two "
             "in [1, 1024], got "
          << static_cast<int64_t>(threadsPerBlock);
      return signalPassFailure();
    }
    SmallVector<scf::ParallelOp> roots;
    getOperation().walk([&](scf::ParallelOp op) {
      if (!op->getParentOfType<scf::ParallelOp>() &&
          !op->getParentOfType<gpu::LaunchOp>() &&
          !op->getParentOfType<gpu::GPUModuleOp>())
        roots.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (scf::ParallelOp op : roots) {
      // Trip count of the nest, when static (before collapsing, whose bounds
      // are computed by arith ops).
      std::optional<int64_t> trips = 1;
      for (unsigned d = 0; d < op.getNumLoops(); ++d) {
        std::optional<int64_t> lb = getConstantIntValue(op.getLowerBound()[d]);
        std::optional<int64_t> ub = getConstantIntValue(op.getUpperBound()[d]);
        std::optional<int64_t> step = getConstantIntValue(op.getStep()[d]);
        if (!lb || !ub || !step || *step <= 0 || !trips) {
          trips = std::nullopt;
          continue;
        }
        *trips *= std::max<int64_t>(0, (*ub - *lb + *step - 1) / *step);
      }
      if (trips && *trips == 0)
        continue;
      if (op.getNumLoops() > 1) {
        std::vector<unsigned> all(op.getNumLoops());
        for (unsigned i = 0; i < all.size(); ++i)
          all[i] = i;
        rewriter.setInsertionPoint(op);
        // Collapsing replaces the loop; find the new one right before the
        // old position.
        Block *block = op->getBlock();
        Operation *before = op->getPrevNode();
        collapseParallelLoops(rewriter, op, {all});
        Operation *first = before ? before->getNextNode() : &block->front();
        scf::ParallelOp collapsed;
        for (Operation *it = first; it && !collapsed; it = it->getNextNode())
          collapsed = dyn_cast<scf::ParallelOp>(it);
        if (!collapsed) {
          block->getParentOp()->emitError()
              << "cleave-gpu-tile-loops: lost a parallel loop while "
                 "collapsing it";
          return signalPassFailure();
        }
        op = collapsed;
      }
      int64_t tile = threadsPerBlock;
      if (trips)
        tile = std::min<int64_t>(tile, llvm::PowerOf2Ceil(*trips));
      scf::tileParallelLoop(op, {tile}, /*noMinMaxBounds=*/true);
    }
  }
};

//===----------------------------------------------------------------------===//
// cleave-gpu-check-binaries
//===----------------------------------------------------------------------===//

struct GPUCheckBinariesPass
    : public cleave::impl::CleaveGPUCheckBinariesBase<GPUCheckBinariesPass> {
  using Base::Base;

  void runOnOperation() override {
    getOperation().walk([&](gpu::BinaryOp binary) {
      for (Attribute attr : binary.getObjects()) {
        auto object = dyn_cast<gpu::ObjectAttr>(attr);
        if (!object || object.getFormat() != gpu::CompilationTarget::Assembly)
          continue;
        StringRef ptx = object.getObject().getValue();
        size_t at = ptx.find(".extern .func");
        while (at != StringRef::npos) {
          StringRef rest = ptx.drop_front(at);
          size_t name = rest.find("__nv_");
          size_t eol = rest.find('\n');
          if (name != StringRef::npos && name < eol) {
            StringRef fn = rest.drop_front(name).take_while(
                [](char c) { return llvm::isAlnum(c) || c == '_'; });
            binary.emitError()
                << "kernel calls the libdevice function '" << fn
                << "', but libdevice was not linked"
                << (libdevice.empty() ? std::string()
                                      : " (looked for '" + libdevice + "')")
                << "; set CUDA_HOME or the pipeline's cuda-path to a CUDA "
                   "toolkit";
            return signalPassFailure();
          }
          at = ptx.find(".extern .func", at + 1);
        }
      }
    });
  }
};

} // namespace
