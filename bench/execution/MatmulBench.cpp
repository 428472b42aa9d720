//===- MatmulBench.cpp - JIT-compiled linalg.matmul vs cblas_sgemm --------===//
//
// For each shape M x N x K, compiles
//   func.func @mm(%a: tensor<MxKxf32>, %b: tensor<KxNxf32>) -> tensor<MxNxf32>
//     { fill 0; linalg.matmul }
// with cleave-lower-to-llvm (blas=true: the OpenBLAS kernel; blas=false:
// convert-linalg-to-loops + LLVM -O3), JIT-runs it through
// mlir::ExecutionEngine, and times it against cblas_sgemm (beta = 0) on the
// same buffers. Each figure is the best of repeated calls over >= 0.2 s.
// Run with OPENBLAS_NUM_THREADS=1 for a per-device (one core) figure.
//
//===----------------------------------------------------------------------===//

#include "cleave/Conversion/Passes.h"

#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"

#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"

#include <cblas.h>
#include <chrono>
#include <cstdlib>
#include <vector>

using namespace mlir;

namespace {
struct Desc2D {
  float *allocated;
  float *aligned;
  int64_t offset;
  int64_t sizes[2];
  int64_t strides[2];
};

double now() {
  return std::chrono::duration<double>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

template <typename F> double bestTime(F &&f, double budget = 0.2) {
  f(); // warm-up
  double best = 1e30, start = now();
  int n = 0;
  do {
    double t0 = now();
    f();
    best = std::min(best, now() - t0);
    ++n;
  } while (now() - start < budget || n < 3);
  return best;
}
} // namespace

static std::unique_ptr<ExecutionEngine>
compileMatmul(MLIRContext &ctx, int64_t m, int64_t n, int64_t k, bool blas) {
  std::string src;
  llvm::raw_string_ostream os(src);
  os << "func.func @mm(%a: tensor<" << m << "x" << k << "xf32>, %b: tensor<"
     << k << "x" << n << "xf32>) -> tensor<" << m << "x" << n << "xf32> {\n"
     << "  %z = arith.constant 0.0 : f32\n"
     << "  %e = tensor.empty() : tensor<" << m << "x" << n << "xf32>\n"
     << "  %f = linalg.fill ins(%z : f32) outs(%e : tensor<" << m << "x" << n
     << "xf32>) -> tensor<" << m << "x" << n << "xf32>\n"
     << "  %r = linalg.matmul ins(%a, %b : tensor<" << m << "x" << k
     << "xf32>, tensor<" << k << "x" << n << "xf32>) outs(%f : tensor<" << m
     << "x" << n << "xf32>) -> tensor<" << m << "x" << n << "xf32>\n"
     << "  return %r : tensor<" << m << "x" << n << "xf32>\n}\n";
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(src, &ctx);
  if (!module)
    return nullptr;
  PassManager pm(&ctx);
  cleave::LowerToLLVMOptions options;
  options.blas = blas;
  cleave::buildLowerToLLVMPipeline(pm, options);
  if (failed(pm.run(*module)))
    return nullptr;
  static auto transformer = makeOptimizingTransformer(3, 0, nullptr);
  ExecutionEngineOptions eo;
  eo.transformer = transformer;
  eo.jitCodeGenOptLevel = llvm::CodeGenOptLevel::Aggressive;
  auto engine = ExecutionEngine::create(*module, eo);
  if (!engine) {
    llvm::errs() << llvm::toString(engine.takeError()) << "\n";
    return nullptr;
  }
  return std::move(*engine);
}

int main(int argc, char **argv) {
  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  DialectRegistry registry;
  registerAllDialects(registry);
  registerAllExtensions(registry);
  registerBuiltinDialectTranslation(registry);
  registerLLVMDialectTranslation(registry);
  MLIRContext ctx(registry);
  ctx.loadAllAvailableDialects();

  struct Shape { int64_t m, n, k; };
  std::vector<Shape> shapes = {{64, 64, 64},     {128, 128, 128},
                               {256, 256, 256},  {512, 512, 512},
                               {1024, 1024, 1024}, {64, 1024, 256},
                               {128, 512, 1024}, {4, 4096, 1024}};
  llvm::outs() << "# per-device matmul C = A*B (f32, row-major), GFLOP/s, "
                  "best of repeated calls over >= 0.2 s\n"
               << "#     M     N     K     sgemm   jit+blas  ratio   "
                  "jit-loops  ratio\n";
  for (Shape s : shapes) {
    std::vector<float> a(s.m * s.k), b(s.k * s.n), c(s.m * s.n);
    for (size_t i = 0; i < a.size(); ++i)
      a[i] = float(int(i * 7 % 17) - 8) / 8;
    for (size_t i = 0; i < b.size(); ++i)
      b[i] = float(int(i * 5 % 13) - 6) / 8;
    double flops = 2.0 * s.m * s.n * s.k;
    double tBlas = bestTime([&] {
      cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, s.m, s.n, s.k,
                  1.0f, a.data(), s.k, b.data(), s.n, 0.0f, c.data(), s.n);
    });
    double ref = c[0];
    double gflops[2] = {0, 0};
    for (int loops = 0; loops < 2; ++loops) {
      // Loops at 1024^3 take seconds per call: skip the largest shapes.
      if (loops && flops > 3e8)
        continue;
      auto engine = compileMatmul(ctx, s.m, s.n, s.k, !loops);
      if (!engine) {
        llvm::errs() << "compilation failed\n";
        return 1;
      }
      Desc2D da{a.data(), a.data(), 0, {s.m, s.k}, {s.k, 1}};
      Desc2D db{b.data(), b.data(), 0, {s.k, s.n}, {s.n, 1}};
      Desc2D dc{};
      void *pc = &dc, *pa = &da, *pb = &db;
      void *args[] = {&pc, &pa, &pb};
      bool ok = true;
      double t = bestTime([&] {
        if (llvm::Error e = engine->invokePacked("_mlir_ciface_mm", args)) {
          llvm::consumeError(std::move(e));
          ok = false;
        }
        if (std::abs(dc.aligned[0] - ref) > 1e-3 * (1 + std::abs(ref)))
          ok = false;
        std::free(dc.allocated);
      });
      if (!ok) {
        llvm::errs() << "JIT matmul failed or differs from sgemm\n";
        return 1;
      }
      gflops[loops] = flops / t * 1e-9;
    }
    double g = flops / tBlas * 1e-9;
    llvm::outs() << llvm::format("%7lld %5lld %5lld %9.2f %9.2f %6.1f%%",
                                 (long long)s.m, (long long)s.n,
                                 (long long)s.k, g, gflops[0],
                                 100 * gflops[0] / g);
    if (gflops[1] > 0)
      llvm::outs() << llvm::format(" %9.2f %6.1f%%\n", gflops[1],
                                   100 * gflops[1] / g);
    else
      llvm::outs() << "         -       -\n";
    llvm::outs().flush();
  }
  return 0;
}
