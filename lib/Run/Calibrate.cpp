//===- Calibrate.cpp - measure this machine as a cluster spec -------------===//
//
// cleave-run --calibrate FILE: every rank measures, while all the others
// do the same, its f32/f64 matmul rate (the BLAS kernel the lowered code
// calls), its memory bandwidth (copies of a buffer larger than the caches)
// and the rate of the libm functions the lowered code calls for math ops
// (exp, tanh, erf, ...); all ranks together time each collective over a
// ladder of message sizes through the runtime, and its latency and bus
// bandwidth are fitted to all of them at once. Each figure is the median of
// repeated windows with outliers dropped; how far the windows spread and
// how well each fit holds is printed. Rates are sustained over a time window with every rank busy, so
// ranks that share a core (more ranks than cores) get what they get when a
// program runs, not a solo burst. Rank 0 writes a cluster spec (the format
// of docs/cost-model.md) with the slowest rank's figures, ready for
// `cleave-auto-shard=cluster=FILE` and `cleave-estimate=cluster=FILE`.
//
//===----------------------------------------------------------------------===//

#include "cleave/Run/Calibrate.h"
#include "cleave/Run/Buffer.h"
#include "cleave/Run/Compile.h"
#include "cleave/Run/Launcher.h"
#include "cleave/Run/Signature.h"

#include "cleave/Analysis/ClusterSpec.h"
#include "cleave/Runtime/CleaveRuntime.h"
#include "CleaveKernels.h"
#include "cleave/Analysis/OutputChecks.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Parser/Parser.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <tuple>
#include <vector>


using namespace mlir;
using namespace mlir::cleave;

namespace {
/// A rank-N strided memref descriptor over a host buffer.
template <int N> struct Descriptor {
  void *allocated;
  void *aligned;
  int64_t offset;
  int64_t sizes[N];
  int64_t strides[N];
};

template <int N>
Descriptor<N> describe(void *data, const int64_t (&sizes)[N]) {
  Descriptor<N> d;
  d.allocated = d.aligned = data;
  d.offset = 0;
  int64_t stride = 1;
  for (int i = N - 1; i >= 0; --i) {
    d.sizes[i] = sizes[i];
    d.strides[i] = stride;
    stride *= sizes[i];
  }
  return d;
}

/// The largest value of `x` over all ranks.
double maxOverRanks(double x) {
  double in = x, out = 0;
  int64_t sizes[1] = {1};
  auto din = describe<1>(&in, sizes);
  auto dout = describe<1>(&out, sizes);
  CleaveUnrankedMemRef uin{1, &din}, uout{1, &dout};
  _mlir_ciface_cleave_rt_all_reduce_f64(&uin, &uout, /*axes=*/0x1,
                                        /*max=*/2);
  return out;
}

/// The windows of one measurement: their median after outliers are
/// dropped, and how far the kept ones spread.
struct Trials {
  double median = 0;
  /// (max - min) / median of the kept windows.
  double spread = 0;
  int kept = 0, dropped = 0;
};

/// Every measurement's trials, for the summary rank 0 prints.
std::vector<Trials> allTrials;

/// The median of `windows` after dropping those more than 3 scaled median
/// absolute deviations from the median (a window the scheduler preempted,
/// or one that caught another process's burst), and their spread.
Trials robustMedian(std::vector<double> windows) {
  auto median = [](std::vector<double> v) {
    std::sort(v.begin(), v.end());
    size_t mid = v.size() / 2;
    return v.size() % 2 ? v[mid] : 0.5 * (v[mid - 1] + v[mid]);
  };
  double m = median(windows);
  std::vector<double> deviations;
  for (double w : windows)
    deviations.push_back(std::fabs(w - m));
  // 1.4826 MAD estimates the standard deviation of normal noise.
  double limit = 3 * 1.4826 * median(deviations);
  std::vector<double> kept;
  for (double w : windows)
    if (limit == 0 || std::fabs(w - m) <= limit)
      kept.push_back(w);
  Trials t;
  t.median = median(kept);
  auto [lo, hi] = std::minmax_element(kept.begin(), kept.end());
  t.spread = t.median > 0 ? (*hi - *lo) / t.median : 0;
  t.kept = static_cast<int>(kept.size());
  t.dropped = static_cast<int>(windows.size() - kept.size());
  allTrials.push_back(t);
  return t;
}

/// Seconds per call of `fn`, sustained: every rank starts together and
/// calls `fn` until `window` seconds have passed (at least twice), so the
/// ranks compete for cores and memory as a program's ranks do. Each of
/// `reps` windows counts the slowest rank's time; the robust median of the
/// windows (robustMedian) is the figure: the statistic cleave-run --repeat
/// reports as "median" (a shared machine's speed moves by 10-30% from
/// second to second; the median is what a program typically gets). A
/// window of a few tens of milliseconds spans several scheduler time
/// slices, so ranks that share a core are measured sharing it. With
/// `collective`, the ranks agree on the number of calls (a collective must
/// be called as often on every rank). Every rank sees the same windows
/// (maxOverRanks), so all drop the same outliers.
template <typename Fn>
Trials sustainedTrials(Fn &&fn, double window, int reps,
                       bool collective = false) {
  std::vector<double> perWindow;
  for (int r = 0; r < reps; ++r) {
    cleave_rt_barrier(0);
    double t0 = cleave_rt_wtime();
    int64_t calls = 0;
    if (collective) {
      // Calibrate the count on one call, then run the agreed count.
      fn();
      double one = maxOverRanks(cleave_rt_wtime() - t0);
      int64_t n = std::max<int64_t>(2, static_cast<int64_t>(window / std::max(one, 1e-7)));
      n = std::min<int64_t>(n, 100000);
      cleave_rt_barrier(0);
      t0 = cleave_rt_wtime();
      for (int64_t k = 0; k < n; ++k)
        fn();
      calls = n;
    } else {
      do {
        fn();
        ++calls;
      } while (calls < 2 || cleave_rt_wtime() - t0 < window);
    }
    double dt = (cleave_rt_wtime() - t0) / static_cast<double>(calls);
    perWindow.push_back(maxOverRanks(dt));
  }
  return robustMedian(std::move(perWindow));
}

template <typename Fn>
double sustainedTime(Fn &&fn, double window, int reps = 2) {
  return sustainedTrials(fn, window, reps).median;
}

/// FLOP/s of the BLAS kernel on one m x k x n product.
double matmulFlops(bool f64, int64_t m, int64_t k, int64_t n) {
  size_t elem = f64 ? 8 : 4;
  std::vector<char> a(m * k * elem, 0), b(k * n * elem, 0),
      c(m * n * elem, 0);
  auto init = [&](std::vector<char> &buf, int64_t count, int mod) {
    for (int64_t i = 0; i < count; ++i) {
      if (f64)
        reinterpret_cast<double *>(buf.data())[i] = 1.0 / (1 + i % mod);
      else
        reinterpret_cast<float *>(buf.data())[i] = 1.0f / (1 + i % mod);
    }
  };
  init(a, m * k, 7);
  init(b, k * n, 5);
  int64_t aSizes[2] = {m, k}, bSizes[2] = {k, n}, cSizes[2] = {m, n};
  auto da = describe<2>(a.data(), aSizes);
  auto db = describe<2>(b.data(), bSizes);
  auto dc = describe<2>(c.data(), cSizes);
  CleaveUnrankedMemRef ua{2, &da}, ub{2, &db}, uc{2, &dc};
  double t = sustainedTime(
      [&] {
        if (f64)
          _mlir_ciface_cleave_kernel_matmul_f64(&ua, &ub, &uc);
        else
          _mlir_ciface_cleave_kernel_matmul_f32(&ua, &ub, &uc);
      },
      /*window=*/0.04, /*reps=*/8);
  return 2.0 * m * k * n / t;
}

/// The BLAS rate a model's matmuls get: the median over square, wide,
/// deep and skinny products (OpenBLAS reaches its best on large squares
/// and 20-30% less on a 32-row or 4096-deep product).
double matmulFlops(bool f64) {
  static const int64_t shapes[][3] = {{512, 512, 512},
                                      {256, 1024, 2048},
                                      {128, 4096, 1024},
                                      {64, 1024, 1024},
                                      {1024, 256, 1024}};
  std::vector<double> rates;
  for (const auto &s : shapes)
    rates.push_back(matmulFlops(f64, s[0], s[1], s[2]));
  std::sort(rates.begin(), rates.end());
  return rates[rates.size() / 2];
}

/// The library kernel's rate by the size of a call (`library_rates`): a
/// ladder of products from 4 to 2100 MFLOP, each as FLOPs over its time
/// less the memory time the cost model adds to a library call (operands
/// read, the result read and written, at `bandwidth`), so that the model
/// reproduces the measured time at each point. Small products run far
/// below large ones (a 32-row call cannot amortise packing its operands).
std::vector<std::pair<double, double>> matmulRates(double bandwidth) {
  static const int64_t shapes[][3] = {{32, 256, 256},    {32, 512, 512},
                                      {64, 512, 1024},   {128, 1024, 1024},
                                      {256, 1024, 2048}, {512, 1024, 2048}};
  std::vector<std::pair<double, double>> points;
  for (const auto &s : shapes) {
    double flops = 2.0 * s[0] * s[1] * s[2];
    double seconds = flops / matmulFlops(/*f64=*/false, s[0], s[1], s[2]);
    double bytes = 4.0 * (s[0] * s[1] + s[1] * s[2] + 2 * s[0] * s[2]);
    double compute = std::max(seconds - bytes / bandwidth, 0.5 * seconds);
    points.emplace_back(flops, flops / compute);
  }
  return points;
}

/// Called through a volatile pointer so the copy is not optimised away.
void *(*volatile copyFn)(void *, const void *, size_t) = std::memcpy;

double memoryBandwidth() {
  const size_t bytes = size_t(64) << 20;
  std::vector<char> src(bytes, 1), dst(bytes, 0);
  double t = sustainedTime([&] { copyFn(dst.data(), src.data(), bytes); },
                           /*window=*/0.04, /*reps=*/8);
  // A copy reads and writes every byte.
  return 2.0 * bytes / t;
}

/// Seconds per call of a program of two elementwise ops (x * x + x, fused
/// into one loop nest) on an `n`-element f32 tensor, lowered and
/// JIT-compiled as cleave-run compiles programs (--opt-level included) and
/// called as it calls them (the results freed before the next call), with
/// every rank doing the same; 0 if it cannot be compiled.
double timeElementwiseProgram(MLIRContext &ctx,
                              const ::cleave::run::RunOptions &options,
                              int64_t n) {
  using namespace ::cleave::run;
  std::string type = "tensor<" + std::to_string(n) + "xf32>";
  std::string text = "func.func @main(%x: " + type + ") -> " + type +
                     " {\n"
                     "  %0 = arith.mulf %x, %x : " + type + "\n"
                     "  %1 = arith.addf %0, %x : " + type + "\n"
                     "  return %1 : " + type + "\n}\n";
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(text, &ctx);
  if (!module)
    return 0;
  func::FuncOp entry = findEntry(*module, "main");
  Signature sig;
  if (!entry || failed(readSignature(entry, sig, /*partitioned=*/false)))
    return 0;
  RunOptions cpu = options;
  cpu.device = "cpu";
  Program program = JitCompiler(cpu).compile(*module, /*withProfile=*/false,
                                             "the calibration loop");
  if (!program)
    return 0;
  std::vector<HostBuffer> args(1);
  args[0].allocate(F32, {n});
  auto *x = reinterpret_cast<float *>(args[0].data);
  for (int64_t i = 0; i < n; ++i)
    x[i] = 0.5f + 1.0f / static_cast<float>(1 + i % 13);
  Results results = makeResults(sig);
  bool ok = true;
  double t = sustainedTime(
      [&] {
        ok &= succeeded(invoke(program, sig, args, results));
        freeResults(results, args);
      },
      /*window=*/0.03, /*reps=*/8);
  return ok ? t : 0;
}

/// `call_overhead` and `loop_flops`, measured on what the lowering
/// generates (timeElementwiseProgram): the call is the program on one
/// element; the loops' rate is the program on 64 Ki elements (256 KiB: in
/// cache, so the loop and not the memory sets the pace) less the call,
/// priced as the cost model prices it (2 FLOPs and the loop's own
/// operation an element). Zeros if the program cannot be compiled (the
/// spec then leaves the fields out).
std::pair<double, double>
measureProgramCosts(MLIRContext &ctx,
                    const ::cleave::run::RunOptions &options) {
  constexpr int64_t n = 65536;
  double call = timeElementwiseProgram(ctx, options, 1);
  double loop = timeElementwiseProgram(ctx, options, n);
  if (!(call > 0) || !(loop > call))
    return {0, 0};
  return {call, 3.0 * static_cast<double>(n) / (loop - call)};
}

/// The libm function each math op becomes in the lowered code (f32), by
/// op name, and the interval its arguments are drawn from: [-1, 1] (what
/// cleave-run generates, and normalised activations), or the function's
/// domain inside it. Called through volatile pointers, one element at a
/// time, as the lowered loops do.
struct MathFunction {
  const char *name;
  float (*fn)(float);
  float lo, hi;
};
float powHalf(float x) { return powf(x, 1.5f); }
const MathFunction mathFunctions[] = {
    {"exp", expf, -1, 1},      {"exp2", exp2f, -1, 1},
    {"expm1", expm1f, -1, 1},  {"log", logf, 0.01f, 1},
    {"log2", log2f, 0.01f, 1}, {"log10", log10f, 0.01f, 1},
    {"log1p", log1pf, -0.99f, 1}, {"tanh", tanhf, -1, 1},
    {"sinh", sinhf, -1, 1},    {"cosh", coshf, -1, 1},
    {"erf", erff, -1, 1},      {"erfc", erfcf, -1, 1},
    {"sin", sinf, -1, 1},      {"cos", cosf, -1, 1},
    {"tan", tanf, -1, 1},      {"atan", atanf, -1, 1},
    {"asin", asinf, -1, 1},    {"acos", acosf, -1, 1},
    {"cbrt", cbrtf, -1, 1},    {"powf", powHalf, 0.01f, 1},
};

/// Evaluations per second of `f` over arguments spread over [lo, hi].
double mathRate(const MathFunction &f) {
  const int64_t n = 1 << 16;
  std::vector<float> x(n), y(n);
  // Pseudo-random, as cleave-run's inputs are: a short repeating pattern
  // would let the branch predictor learn the function's range checks.
  uint64_t state = 0x9E3779B97F4A7C15ull;
  for (int64_t i = 0; i < n; ++i) {
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    float u = static_cast<float>(state >> 40) / static_cast<float>(1 << 24);
    x[i] = f.lo + (f.hi - f.lo) * u;
  }
  float (*volatile fn)(float) = f.fn;
  double t = sustainedTime(
      [&] {
        for (int64_t i = 0; i < n; ++i)
          y[i] = fn(x[i]);
      },
      /*window=*/0.02, /*reps=*/6);
  return static_cast<double>(n) / t;
}

/// FLOP/s of generated loop code: a float sum along rows, which no
/// compiler vectorises without reassociation, so each add waits for the
/// last (the reductions of softmax, norms and losses). Elementwise loops are
/// faster per FLOP but bound by memory bandwidth.
double reductionFlops() {
  const int64_t rows = 256, cols = 4096;
  std::vector<float> a(rows * cols, 0.5f);
  float *volatile data = a.data();
  volatile float sink = 0;
  double t = sustainedTime(
      [&] {
        const float *p = data;
        for (int64_t i = 0; i < rows; ++i) {
          float acc = 0;
          for (int64_t j = 0; j < cols; ++j)
            acc += p[i * cols + j];
          sink = acc;
        }
      },
      /*window=*/0.03, /*reps=*/8);
  return static_cast<double>(rows * cols) / t;
}

/// Seconds of one `kind` collective moving `count` floats per rank (the
/// buffer that docs/cost-model.md's formulas count) over every rank.
double collectiveSeconds(StringRef kind, int64_t count, int64_t world,
                         double window) {
  int64_t piece = std::max<int64_t>(1, count / world);
  int64_t full = piece * world;
  std::vector<float> big(full, 1.0f), big2(full, 0.0f), small(piece, 1.0f);
  int64_t fullSizes[1] = {full}, pieceSizes[1] = {piece};
  auto dBig = describe<1>(big.data(), fullSizes);
  auto dBig2 = describe<1>(big2.data(), fullSizes);
  auto dSmall = describe<1>(small.data(), pieceSizes);
  CleaveUnrankedMemRef uBig{1, &dBig}, uBig2{1, &dBig2}, uSmall{1, &dSmall};
  // A ring shift: every rank sends to the next.
  std::vector<int64_t> pairs;
  for (int64_t r = 0; r < world; ++r) {
    pairs.push_back(r);
    pairs.push_back((r + 1) % world);
  }
  int64_t pairSizes[1] = {static_cast<int64_t>(pairs.size())};
  auto dPairs = describe<1>(pairs.data(), pairSizes);
  CleaveUnrankedMemRef uPairs{1, &dPairs};
  auto call = [&] {
    if (kind == "all_reduce")
      _mlir_ciface_cleave_rt_all_reduce_f32(&uBig, &uBig2, 0x1, 0);
    else if (kind == "all_gather")
      _mlir_ciface_cleave_rt_all_gather_f32(&uSmall, &uBig, 0x1, 0);
    else if (kind == "reduce_scatter")
      _mlir_ciface_cleave_rt_reduce_scatter_f32(&uBig, &uSmall, 0x1, 0, 0);
    else if (kind == "all_to_all")
      _mlir_ciface_cleave_rt_all_to_all_f32(&uBig, &uBig2, 0x1, 0, 0);
    else
      _mlir_ciface_cleave_rt_collective_permute_f32(&uBig, &uBig2, 0x1,
                                                    &uPairs);
  };
  return sustainedTrials(call, window, /*reps=*/6, /*collective=*/true)
      .median;
}

/// A collective's figures and how well they reproduce its measured times.
struct CollectiveFit {
  LinkSpec::Terms terms;
  int sizes = 0;
  /// The largest |model - measured| / measured over the sizes.
  double maxError = 0;
};

/// Latency and bandwidth of `kind` on `world` ranks in the terms of
/// docs/cost-model.md's formula for it, t = steps * latency + factor *
/// bytes / bandwidth (ring steps, (n-1)/n of the buffer), fitted jointly to
/// a ladder of message sizes from 2 floats a rank to 4 MiB: least squares
/// on relative errors (each size counts alike, small ones are not drowned
/// by large ones), with the latency kept non-negative.
CollectiveFit measureCollective(StringRef kind, int64_t world) {
  double n = static_cast<double>(world);
  double steps = kind == "all_reduce"           ? 2 * (n - 1)
                 : kind == "collective_permute" ? 1
                                                : n - 1;
  double factor = kind == "all_reduce"           ? 2 * (n - 1) / n
                  : kind == "collective_permute" ? 1
                                                 : (n - 1) / n;
  // 4 MiB at the top: the size of a layer's activations or a gradient
  // bucket; larger messages leave the caches of a shared-memory transport.
  const int64_t counts[] = {2 * world, 512, 8192, 131072, int64_t(1) << 20};
  const double windows[] = {0.02, 0.02, 0.03, 0.04, 0.06};
  std::vector<double> xs, ts;
  for (auto [count, window] : llvm::zip(counts, windows)) {
    int64_t floats = std::max<int64_t>(1, count / world) * world;
    xs.push_back(factor * static_cast<double>(floats) * 4);
    ts.push_back(collectiveSeconds(kind, count, world, window));
  }
  // Weighted least squares of t = a + b x, weights 1 / t^2.
  double S = 0, Sx = 0, St = 0, Sxx = 0, Sxt = 0;
  for (auto [x, t] : llvm::zip(xs, ts)) {
    double w = 1 / std::max(t * t, 1e-30);
    S += w;
    Sx += w * x;
    St += w * t;
    Sxx += w * x * x;
    Sxt += w * x * t;
  }
  double det = S * Sxx - Sx * Sx;
  double b = det > 0 ? (S * Sxt - Sx * St) / det : 0;
  double a = det > 0 ? (St - b * Sx) / S : 0;
  if (a < 0 || b <= 0) {
    // Through the origin (no measurable latency), or, if the times do not
    // grow with the size, the largest message's time as all bandwidth.
    a = 0;
    b = Sxx > 0 ? Sxt / Sxx : 0;
    if (b <= 0)
      b = ts.back() / xs.back();
  }
  CollectiveFit fit;
  fit.terms.latency = std::max(a / steps, 1e-7);
  fit.terms.bandwidth = 1 / std::max(b, 1e-15);
  fit.sizes = static_cast<int>(xs.size());
  for (auto [x, t] : llvm::zip(xs, ts)) {
    double model = steps * fit.terms.latency + x / fit.terms.bandwidth;
    fit.maxError = std::max(fit.maxError, std::fabs(model - t) / t);
  }
  return fit;
}
/// How far the measurements can be trusted: each collective's fit over its
/// sizes, and the spread of every measurement's kept windows.
void printTrials(
    const std::vector<std::pair<std::string, CollectiveFit>> &fits) {
  for (const auto &[kind, fit] : fits)
    llvm::outs() << "cleave-run: calibrate: " << kind << ": "
                 << llvm::format("%.2f", fit.terms.latency * 1e6) << " us, "
                 << llvm::format("%.2f", fit.terms.bandwidth / 1e9)
                 << " GB/s, fitted over " << fit.sizes
                 << " sizes (largest error "
                 << llvm::format("%.0f", fit.maxError * 100) << "%)\n";
  std::vector<double> spreads;
  int dropped = 0, windows = 0;
  for (const Trials &t : allTrials) {
    spreads.push_back(t.spread);
    dropped += t.dropped;
    windows += t.kept + t.dropped;
  }
  if (spreads.empty())
    return;
  std::sort(spreads.begin(), spreads.end());
  llvm::outs() << "cleave-run: calibrate: " << allTrials.size()
               << " measurements, " << windows << " windows, " << dropped
               << " dropped as outliers; spread of the kept windows: median "
               << llvm::format("%.0f", spreads[spreads.size() / 2] * 100)
               << "%, largest "
               << llvm::format("%.0f", spreads.back() * 100) << "%\n";
}
} // namespace

int mlir::cleave::runCalibration(MLIRContext &ctx,
                                 const ::cleave::run::RunOptions &options,
                                 StringRef outPath) {
  // All ranks form a 1-D mesh.
  int64_t world = ::cleave::run::worldSizeFromEnv().value_or(1);
  int64_t shape[1] = {world};
  cleave_rt_init(1, shape);
  int64_t rank = cleave_rt_rank();

  ClusterSpec spec = *getClusterPreset("cpu-mpi");
  spec.name = "calibrated";
  spec.device.name = "this machine, one MPI rank";
  spec.device.peakFlops.clear();
  spec.device.peakFlops["f32"] = matmulFlops(false);
  spec.device.peakFlops["f64"] = matmulFlops(true);
  spec.device.memoryBandwidth = memoryBandwidth();
  // No `memory_rates`: copies that fit a cache run at 3-6x the 64 MiB
  // rate through memcpy, but the lowering's loops do not reach that (with
  // such a ladder the hand-picked programs of bench/costmodel were
  // predicted 12.1% off instead of 9.3%, the generated ones 62.8% instead
  // of 56.5%, on the same measurements); a ladder measured on the
  // generated loops themselves is nearly flat (their own pace) and changed
  // neither benchmark.
  std::tie(spec.device.callOverhead, spec.device.loopFlops) =
      measureProgramCosts(ctx, options);
  // Ranks on one host, as the cpu-mpi preset: meshes of up to 64 ranks.
  spec.numNodes = 1;
  spec.devicesPerNode = std::max<int64_t>(world, 64);

  spec.device.reductionFlops = reductionFlops();
  // One BLAS thread per rank packs its operands, then computes: the two add
  // (a 32x512x512 product took 0.48 ms in a program, the roofline's max
  // 0.29 ms, the sum 0.41 ms).
  spec.device.libraryOverlap = false;
  spec.device.libraryRates.clear();
  spec.device.libraryRates["f32"] = matmulRates(spec.device.memoryBandwidth);
  spec.device.mathRates.clear();
  double logSum = 0;
  for (const MathFunction &f : mathFunctions) {
    double rate = mathRate(f);
    spec.device.mathRates[f.name] = rate;
    logSum += std::log(rate);
  }
  // Functions not measured (atan2, fpowi, ...): the geometric mean.
  spec.device.mathRates["default"] =
      std::exp(logSum / static_cast<double>(std::size(mathFunctions)));

  LinkSpec link;
  link.algorithm = CollectiveAlgorithm::Ring;
  std::vector<std::pair<std::string, CollectiveFit>> fits;
  if (world > 1) {
    // The all_reduce sets the link's latency and bandwidth; each other
    // collective gets its own measured figures.
    for (StringRef kind : getCollectiveKindNames()) {
      CollectiveFit fit = measureCollective(kind, world);
      fits.emplace_back(kind.str(), fit);
      if (kind == "all_reduce") {
        link.latency = fit.terms.latency;
        link.bandwidth = fit.terms.bandwidth;
      } else {
        link.collectives[kind.str()] = fit.terms;
      }
    }
  } else {
    link.latency = 1e-6;
    link.bandwidth = spec.device.memoryBandwidth;
  }
  spec.links.clear();
  spec.links["intra_node"] = link;

  int status = 0;
  if (rank == 0) {
    std::string error;
    std::unique_ptr<AtomicOutput> out =
        AtomicOutput::open(outPath, error);
    if (out)
      writeClusterSpec(spec, out->os());
    if (!out || !out->commit(error)) {
      llvm::errs() << "cleave-run: error: " << error << "\n";
      status = 1;
    } else {
      printTrials(fits);
      llvm::outs() << "cleave-run: calibrated " << world << " rank(s): f32 "
                   << llvm::format("%.1f", spec.device.peakFlops["f32"] / 1e9)
                   << " GFLOP/s, f64 "
                   << llvm::format("%.1f", spec.device.peakFlops["f64"] / 1e9)
                   << " GFLOP/s, exp "
                   << llvm::format("%.0f", spec.device.mathRates["exp"] / 1e6)
                   << " M/s, tanh "
                   << llvm::format("%.0f", spec.device.mathRates["tanh"] / 1e6)
                   << " M/s, reductions "
                   << llvm::format("%.2f", spec.device.reductionFlops / 1e9)
                   << " GFLOP/s, loops "
                   << llvm::format("%.2f", spec.device.loopFlops / 1e9)
                   << " GFLOP/s, call "
                   << llvm::format("%.2f", spec.device.callOverhead * 1e6)
                   << " us, memory "
                   << llvm::format("%.1f", spec.device.memoryBandwidth / 1e9)
                   << " GB/s, link "
                   << llvm::format("%.2f", link.latency * 1e6) << " us / "
                   << llvm::format("%.2f", link.bandwidth / 1e9)
                   << " GB/s; wrote " << outPath << "\n";
    }
  }
  cleave_rt_finalize();
  return status;
}
