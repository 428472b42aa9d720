//===- ClusterSpec.cpp - presets, JSON and mesh binding --------------------===//
//
// The built-in cluster presets (figures from vendor datasheets, sources next
// to each), the JSON reader with its validation, the JSON writer, and the
// rule that places mesh axes on intra- or inter-node links.
//
//===----------------------------------------------------------------------===//

#include "cleave/Analysis/ClusterSpec.h"
#include "cleave/Support/FileLimits.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/CheckedArithmetic.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"

#include <cmath>

using namespace mlir;
using namespace mlir::cleave;

StringRef mlir::cleave::stringifyCollectiveAlgorithm(CollectiveAlgorithm a) {
  switch (a) {
  case CollectiveAlgorithm::Ring:
    return "ring";
  case CollectiveAlgorithm::Tree:
    return "tree";
  }
  return "ring";
}

std::optional<CollectiveAlgorithm>
mlir::cleave::parseCollectiveAlgorithm(StringRef name) {
  if (name == "ring")
    return CollectiveAlgorithm::Ring;
  if (name == "tree")
    return CollectiveAlgorithm::Tree;
  return std::nullopt;
}

ArrayRef<StringRef> mlir::cleave::getClusterDTypeNames() {
  static const StringRef names[] = {"f64", "f32", "tf32", "bf16",
                                    "f16", "f8",  "i8",   "i32"};
  return names;
}

std::optional<StringRef> mlir::cleave::getClusterDTypeName(Type t) {
  if (t.isF64())
    return StringRef("f64");
  if (t.isF32())
    return StringRef("f32");
  if (t.isTF32())
    return StringRef("tf32");
  if (t.isBF16())
    return StringRef("bf16");
  if (t.isF16())
    return StringRef("f16");
  if (auto f = dyn_cast<FloatType>(t); f && f.getWidth() == 8)
    return StringRef("f8");
  if (t.isInteger(8))
    return StringRef("i8");
  if (t.isInteger(32))
    return StringRef("i32");
  return std::nullopt;
}

double DeviceSpec::getPeakFlops(Type t) const {
  auto lookup = [&](StringRef key) -> double {
    auto it = peakFlops.find(key.str());
    return it == peakFlops.end() ? 0.0 : it->second;
  };
  if (std::optional<StringRef> key = getClusterDTypeName(t))
    if (double p = lookup(*key))
      return p;
  if (t.isIntOrIndex())
    if (double p = lookup("i32"))
      return p;
  return lookup("f32");
}

ArrayRef<StringRef> mlir::cleave::getTranscendentalMathOpNames() {
  static const StringRef kNames[] = {
      "acos", "acosh", "asin",  "asinh", "atan",  "atan2", "atanh",
      "cbrt", "cos",   "cosh",  "erf",   "erfc",  "exp",   "exp2",
      "expm1", "fpowi", "ipowi", "log",  "log10", "log1p", "log2",
      "powf", "sin",   "sincos", "sinh", "tan",   "tanh"};
  return kNames;
}

ArrayRef<StringRef> mlir::cleave::getCollectiveKindNames() {
  static const StringRef kNames[] = {"all_reduce", "all_gather",
                                     "reduce_scatter", "all_to_all",
                                     "collective_permute"};
  return kNames;
}

double DeviceSpec::getMathRate(StringRef name) const {
  auto it = mathRates.find(name.str());
  if (it == mathRates.end())
    it = mathRates.find("default");
  return it == mathRates.end() ? 0.0 : it->second;
}

/// The rate at `x` of (size, rate) points with increasing sizes: linear
/// in log(size) between points, the nearest point's outside them.
static double interpolateRate(ArrayRef<std::pair<double, double>> points,
                              double x) {
  if (x <= points.front().first)
    return points.front().second;
  if (x >= points.back().first)
    return points.back().second;
  auto hi = llvm::upper_bound(points, x,
                              [](double f, const std::pair<double, double> &p) {
                                return f < p.first;
                              });
  auto lo = std::prev(hi);
  double w = std::log(x / lo->first) / std::log(hi->first / lo->first);
  return lo->second + w * (hi->second - lo->second);
}

double DeviceSpec::getLibraryFlops(Type elementType, double flopsPerCall) const {
  std::string key;
  llvm::raw_string_ostream os(key);
  if (elementType)
    os << elementType;
  auto it = libraryRates.find(key);
  if (it == libraryRates.end() || it->second.empty() || !(flopsPerCall > 0))
    return getPeakFlops(elementType);
  return interpolateRate(it->second, flopsPerCall);
}

double DeviceSpec::getMemoryBandwidth(double bytes) const {
  if (memoryRates.empty() || !(bytes > 0))
    return memoryBandwidth;
  return interpolateRate(memoryRates, bytes);
}

std::optional<unsigned> ClusterSpec::getAxisIndex(StringRef axisName) const {
  for (auto [i, name] : llvm::enumerate(axisNames))
    if (name == axisName)
      return i;
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// Presets
//===----------------------------------------------------------------------===//

// NVIDIA H100 SXM5 datasheet (dense, no sparsity): FP64 tensor core
// 67 TFLOP/s, FP32 67 TFLOP/s, TF32 494.5, BF16/FP16 989.4, FP8 and INT8
// 1978.9 (TOPS); HBM3 3.35 TB/s, 80 GB.
static DeviceSpec h100() {
  DeviceSpec d;
  d.name = "H100-SXM5-80GB";
  d.peakFlops = {{"f64", 67e12},   {"f32", 67e12},  {"tf32", 494.5e12},
                 {"bf16", 989.4e12}, {"f16", 989.4e12}, {"f8", 1978.9e12},
                 {"i8", 1978.9e12}};
  d.memoryBandwidth = 3.35e12;
  d.memoryCapacity = 80e9;
  // No GEMM reaches the datasheet's peak: the maximum achievable bf16
  // matmul rate measured by the MAMF finder (S. Bekman, Machine Learning
  // Engineering, "Maximum Achievable Matmul FLOPS comparison table"): 794.5
  // TFLOP/s, 80.3%, at its best shape 2048x2048x13312.
  d.libraryRates["bf16"] = {{2.0 * 2048 * 2048 * 13312, 794.5e12}};
  return d;
}

// NVIDIA H200 SXM datasheet: the H100's compute, 141 GB of HBM3e at
// 4.8 TB/s.
static DeviceSpec h200() {
  DeviceSpec d = h100();
  d.name = "H200-SXM-141GB";
  d.memoryBandwidth = 4.8e12;
  d.memoryCapacity = 141e9;
  return d;
}

// NVIDIA A100 SXM4 80GB datasheet (dense): FP64 tensor core 19.5 TFLOP/s,
// FP32 19.5, TF32 156, BF16/FP16 312, INT8 624 TOPS; HBM2e 2.039 TB/s, 80 GB.
static DeviceSpec a100() {
  DeviceSpec d;
  d.name = "A100-SXM4-80GB";
  d.peakFlops = {{"f64", 19.5e12}, {"f32", 19.5e12}, {"tf32", 156e12},
                 {"bf16", 312e12}, {"f16", 312e12},  {"i8", 624e12}};
  d.memoryBandwidth = 2.039e12;
  d.memoryCapacity = 80e9;
  // The MAMF finder's A100 SXM bf16 figure (as for the H100): 271.2
  // TFLOP/s, 86.9%, at 1024x10240x5120.
  d.libraryRates["bf16"] = {{2.0 * 1024 * 10240 * 5120, 271.2e12}};
  return d;
}

// NVLink 4 (H100/H200 SXM): 18 links x 25 GB/s = 450 GB/s per direction per
// GPU through NVSwitch. nccl-tests all_reduce bus bandwidth on 8 GPUs is
// measured at roughly 370-450 GB/s; we use the link rate. Per-step latency
// ~1 us (NCCL's LL protocol reaches ~10-20 us for an 8-GPU ring all_reduce of
// a small message, 14 steps).
static LinkSpec nvlink4() { return {1e-6, 450e9, CollectiveAlgorithm::Ring}; }
// NVLink 3 (A100 SXM): 12 links x 25 GB/s = 300 GB/s per direction.
static LinkSpec nvlink3() { return {1e-6, 300e9, CollectiveAlgorithm::Ring}; }
// 400 Gb/s InfiniBand NDR, one ConnectX-7 NIC per GPU (DGX H100: 8 a
// node): 50 GB/s per NIC per direction, ~5 us per step across the switch.
static LinkSpec ib400() {
  LinkSpec link{5e-6, 50e9, CollectiveAlgorithm::Ring};
  link.nicsPerNode = 8;
  return link;
}

static ClusterSpec gpuNodes(StringRef name, DeviceSpec device,
                            int64_t numNodes, LinkSpec intra,
                            std::optional<LinkSpec> inter) {
  ClusterSpec s;
  s.name = name.str();
  s.device = std::move(device);
  s.numNodes = numNodes;
  s.devicesPerNode = 8;
  s.links["intra_node"] = intra;
  if (inter)
    s.links["inter_node"] = *inter;
  return s;
}

// "This CPU over MPI": one MPI rank per core of a 2-core x86 host (AVX2).
// Estimates, not measurements: a core sustains ~50 GFLOP/s f32 (32 FLOP/cycle
// peak at ~3 GHz, BLAS reaches about half) and ~25 f64; ~10 GB/s of DRAM
// bandwidth per core; 8 GB of memory per rank. Open MPI's shared-memory
// transport (vader) moves ~5-10 GB/s with ~2 us latency; we use 5 GB/s.
// `cleave-run --calibrate` measures the host and writes a spec to use
// instead.
static ClusterSpec cpuMpi() {
  ClusterSpec s;
  s.name = "cpu-mpi";
  s.device.name = "x86-core";
  s.device.peakFlops = {{"f64", 25e9}, {"f32", 50e9}, {"i32", 25e9}};
  s.device.memoryBandwidth = 10e9;
  s.device.memoryCapacity = 8e9;
  // MPI ranks on one host (cleave-run oversubscribes the cores, so a mesh
  // may have more ranks than the machine has cores; each rank is priced as
  // one core).
  s.numNodes = 1;
  s.devicesPerNode = 64;
  s.links["intra_node"] = {2e-6, 5e9, CollectiveAlgorithm::Ring};
  return s;
}

ArrayRef<StringRef> mlir::cleave::getClusterPresetNames() {
  static const StringRef names[] = {"8xH100-NVLink", "8xH200-NVLink",
                                    "2x8xH100-IB", "8xA100-DGX", "cpu-mpi"};
  return names;
}

std::optional<ClusterSpec> mlir::cleave::getClusterPreset(StringRef name) {
  if (name == "8xH100-NVLink")
    return gpuNodes(name, h100(), 1, nvlink4(), std::nullopt);
  if (name == "8xH200-NVLink")
    return gpuNodes(name, h200(), 1, nvlink4(), std::nullopt);
  if (name == "2x8xH100-IB")
    return gpuNodes(name, h100(), 2, nvlink4(), ib400());
  if (name == "8xA100-DGX")
    return gpuNodes(name, a100(), 1, nvlink3(), std::nullopt);
  if (name == "cpu-mpi")
    return cpuMpi();
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// Validation
//===----------------------------------------------------------------------===//

static bool positiveFinite(double x) { return std::isfinite(x) && x > 0; }

/// (size, rate) points (library_rates, memory_rates): both positive, sizes
/// increasing.
static LogicalResult
verifyRatePoints(ArrayRef<std::pair<double, double>> points,
                 const std::string &field, StringRef pair, StringRef size,
                 EmitErrorFn emitError) {
  for (auto [k, point] : llvm::enumerate(points)) {
    if (!positiveFinite(point.first) || !positiveFinite(point.second))
      return emitError() << "cluster spec: '" << field << "[" << k
                         << "]' must be " << pair << ", both positive";
    if (k > 0 && !(point.first > points[k - 1].first))
      return emitError() << "cluster spec: '" << field
                         << "' must list increasing " << size;
  }
  return success();
}

LogicalResult mlir::cleave::verifyClusterSpec(const ClusterSpec &spec,
                                              EmitErrorFn emitError) {
  const DeviceSpec &d = spec.device;
  if (d.name.empty())
    return emitError() << "cluster spec: 'device.name' must not be empty";
  for (const auto &[key, value] : d.peakFlops) {
    if (!llvm::is_contained(getClusterDTypeNames(), key))
      return emitError() << "cluster spec: unknown dtype '" << key
                         << "' in 'device.peak_flops'";
    if (!positiveFinite(value))
      return emitError() << "cluster spec: 'device.peak_flops." << key
                         << "' must be positive";
  }
  if (!d.peakFlops.count("f32"))
    return emitError() << "cluster spec: 'device.peak_flops' needs an 'f32' "
                          "entry (the fallback for other types)";
  for (const auto &[key, value] : d.mathRates) {
    if (key != "default" &&
        !llvm::is_contained(getTranscendentalMathOpNames(), key))
      return emitError() << "cluster spec: unknown math function '" << key
                         << "' in 'device.math_rates'";
    if (!positiveFinite(value))
      return emitError() << "cluster spec: 'device.math_rates." << key
                         << "' must be positive";
  }
  for (const auto &[key, points] : d.libraryRates) {
    if (!llvm::is_contained(getClusterDTypeNames(), key))
      return emitError() << "cluster spec: unknown dtype '" << key
                         << "' in 'device.library_rates'";
    if (failed(verifyRatePoints(points, "device.library_rates." + key,
                                 "[FLOPs per call, FLOP/s]",
                                 "FLOPs per call", emitError)))
      return failure();
  }
  if (failed(verifyRatePoints(d.memoryRates, "device.memory_rates",
                               "[bytes, bytes/s]", "bytes", emitError)))
    return failure();
  if (!std::isfinite(d.reductionFlops) || d.reductionFlops < 0)
    return emitError() << "cluster spec: 'device.reduction_flops' must be positive";
  if (!std::isfinite(d.loopFlops) || d.loopFlops < 0)
    return emitError() << "cluster spec: 'device.loop_flops' must be positive";
  if (!std::isfinite(d.callOverhead) || d.callOverhead < 0)
    return emitError()
           << "cluster spec: 'device.call_overhead' must not be negative";
  if (!positiveFinite(d.memoryBandwidth))
    return emitError() << "cluster spec: 'device.memory_bandwidth' must be "
                          "positive";
  if (!positiveFinite(d.memoryCapacity))
    return emitError() << "cluster spec: 'device.memory_capacity' must be "
                          "positive";
  if (spec.numNodes < 1)
    return emitError() << "cluster spec: 'nodes' must be positive";
  if (spec.devicesPerNode < 1)
    return emitError() << "cluster spec: 'devices_per_node' must be positive";
  if (!llvm::checkedMul(spec.numNodes, spec.devicesPerNode))
    return emitError() << "cluster spec: 'nodes' x 'devices_per_node' ("
                       << spec.numNodes << " x " << spec.devicesPerNode
                       << ") overflows int64";
  for (const auto &[key, link] : spec.links) {
    if (!positiveFinite(link.bandwidth))
      return emitError() << "cluster spec: 'links." << key
                         << ".bandwidth' must be positive";
    if (!std::isfinite(link.latency) || link.latency < 0)
      return emitError() << "cluster spec: 'links." << key
                         << ".latency' must not be negative";
    if (!std::isfinite(link.overhead) || link.overhead < 0)
      return emitError() << "cluster spec: 'links." << key
                         << ".overhead' must not be negative";
    for (const auto &[kind, terms] : link.collectives) {
      if (!llvm::is_contained(getCollectiveKindNames(), kind))
        return emitError() << "cluster spec: unknown collective '" << kind
                           << "' in 'links." << key << ".collectives'";
      if (!positiveFinite(terms.bandwidth))
        return emitError() << "cluster spec: 'links." << key << ".collectives."
                           << kind << ".bandwidth' must be positive";
      if (!std::isfinite(terms.latency) || terms.latency < 0)
        return emitError() << "cluster spec: 'links." << key << ".collectives."
                           << kind << ".latency' must not be negative";
    }
  }
  if (!spec.links.count("intra_node"))
    return emitError() << "cluster spec: 'links' needs an 'intra_node' link";
  if (spec.numNodes > 1 && !spec.links.count("inter_node"))
    return emitError() << "cluster spec: 'links' needs an 'inter_node' link "
                          "when 'nodes' > 1";
  for (const auto &[axis, link] : spec.axisLinkNames)
    if (!spec.links.count(link))
      return emitError() << "cluster spec: axis '" << axis
                         << "' names unknown link '" << link << "'";
  return success();
}

//===----------------------------------------------------------------------===//
// JSON
//===----------------------------------------------------------------------===//

namespace {
/// Reads fields of one JSON object and reports problems by dotted path.
class ObjectReader {
public:
  ObjectReader(const llvm::json::Object &obj, std::string path,
               EmitErrorFn emitError)
      : obj(obj), path(std::move(path)), emitError(emitError) {}

  std::string field(StringRef key) const {
    return path.empty() ? key.str() : path + "." + key.str();
  }

  /// Fails on keys outside `allowed` (catches typos).
  LogicalResult checkKeys(ArrayRef<StringRef> allowed) const {
    SmallVector<StringRef> keys;
    for (const auto &kv : obj)
      keys.push_back(kv.first);
    llvm::sort(keys);
    for (StringRef k : keys)
      if (!llvm::is_contained(allowed, k))
        return emitError() << "cluster spec: unknown field '" << field(k)
                           << "'";
    return success();
  }

  FailureOr<double> number(StringRef key, std::optional<double> dflt = {}) {
    const llvm::json::Value *v = obj.get(key);
    if (!v) {
      if (dflt)
        return *dflt;
      return missing(key);
    }
    std::optional<double> d = v->getAsNumber();
    if (!d)
      return emitError() << "cluster spec: '" << field(key)
                         << "' must be a number";
    return *d;
  }

  FailureOr<int64_t> integer(StringRef key, std::optional<int64_t> dflt = {}) {
    const llvm::json::Value *v = obj.get(key);
    if (!v) {
      if (dflt)
        return *dflt;
      return missing(key);
    }
    std::optional<int64_t> i = v->getAsInteger();
    if (!i)
      return emitError() << "cluster spec: '" << field(key)
                         << "' must be an integer";
    return *i;
  }

  FailureOr<std::string> string(StringRef key,
                                std::optional<StringRef> dflt = {}) {
    const llvm::json::Value *v = obj.get(key);
    if (!v) {
      if (dflt)
        return dflt->str();
      return missing(key);
    }
    std::optional<StringRef> s = v->getAsString();
    if (!s)
      return emitError() << "cluster spec: '" << field(key)
                         << "' must be a string";
    return s->str();
  }

  FailureOr<const llvm::json::Object *> object(StringRef key,
                                               bool optional = false) {
    const llvm::json::Value *v = obj.get(key);
    if (!v) {
      if (optional)
        return static_cast<const llvm::json::Object *>(nullptr);
      return missing(key);
    }
    const llvm::json::Object *o = v->getAsObject();
    if (!o)
      return emitError() << "cluster spec: '" << field(key)
                         << "' must be an object";
    return o;
  }

private:
  InFlightDiagnostic missing(StringRef key) {
    return emitError() << "cluster spec: missing field '" << field(key) << "'";
  }

  const llvm::json::Object &obj;
  std::string path;
  EmitErrorFn emitError;
};
} // namespace

/// (size, rate) pairs from a JSON array (library_rates, memory_rates);
/// verifyClusterSpec checks their values.
static LogicalResult readRatePoints(const llvm::json::Array &points,
                                    StringRef field, StringRef pair,
                                    std::vector<std::pair<double, double>> &out,
                                    EmitErrorFn emitError) {
  for (auto [k, point] : llvm::enumerate(points)) {
    const llvm::json::Array *two = point.getAsArray();
    std::optional<double> size, rate;
    if (two && two->size() == 2) {
      size = (*two)[0].getAsNumber();
      rate = (*two)[1].getAsNumber();
    }
    if (!size || !rate)
      return emitError() << "cluster spec: '" << field << "[" << k
                         << "]' must be " << pair;
    out.emplace_back(*size, *rate);
  }
  return success();
}

static FailureOr<LinkSpec> parseLink(const llvm::json::Object &obj,
                                     const std::string &path,
                                     EmitErrorFn emitError) {
  ObjectReader r(obj, path, emitError);
  if (failed(r.checkKeys(
          {"latency", "bandwidth", "algorithm", "overhead", "nics_per_node",
           "collectives"})))
    return failure();
  LinkSpec link;
  FailureOr<double> latency = r.number("latency");
  if (failed(latency))
    return failure();
  FailureOr<double> bandwidth = r.number("bandwidth");
  if (failed(bandwidth))
    return failure();
  FailureOr<std::string> algorithm = r.string("algorithm", StringRef("ring"));
  if (failed(algorithm))
    return failure();
  std::optional<CollectiveAlgorithm> alg =
      parseCollectiveAlgorithm(*algorithm);
  if (!alg)
    return emitError() << "cluster spec: '" << r.field("algorithm")
                       << "' must be 'ring' or 'tree', not '" << *algorithm
                       << "'";
  FailureOr<double> overhead = r.number("overhead", 0.0);
  if (failed(overhead))
    return failure();
  FailureOr<int64_t> nics = r.integer("nics_per_node", int64_t(0));
  if (failed(nics))
    return failure();
  if (obj.get("nics_per_node") && *nics < 1)
    return emitError() << "cluster spec: '" << r.field("nics_per_node")
                       << "' must be positive";
  link.nicsPerNode = *nics;
  FailureOr<const llvm::json::Object *> collectives =
      r.object("collectives", true);
  if (failed(collectives))
    return failure();
  if (*collectives) {
    for (const auto &kv : **collectives) {
      std::string kindPath = path + ".collectives." + kv.first.str();
      if (!llvm::is_contained(getCollectiveKindNames(), StringRef(kv.first)))
        return emitError() << "cluster spec: unknown collective '"
                           << StringRef(kv.first) << "' in '" << path
                           << ".collectives'";
      const llvm::json::Object *obj = kv.second.getAsObject();
      if (!obj)
        return emitError() << "cluster spec: '" << kindPath
                           << "' must be an object";
      ObjectReader cr(*obj, kindPath, emitError);
      if (failed(cr.checkKeys({"latency", "bandwidth"})))
        return failure();
      FailureOr<double> cl = cr.number("latency");
      if (failed(cl))
        return failure();
      FailureOr<double> cb = cr.number("bandwidth");
      if (failed(cb))
        return failure();
      link.collectives[kv.first.str()] = {*cl, *cb};
    }
  }
  link.latency = *latency;
  link.overhead = *overhead;
  link.bandwidth = *bandwidth;
  link.algorithm = *alg;
  return link;
}

FailureOr<ClusterSpec> mlir::cleave::parseClusterSpec(StringRef json,
                                                      EmitErrorFn emitError) {
  // llvm::json::parse recurses per nesting level; a spec nests 3 deep.
  int depth = 0, maxDepth = 0;
  bool inString = false;
  for (size_t i = 0; i < json.size(); ++i) {
    char c = json[i];
    if (inString) {
      if (c == '\\')
        ++i;
      else if (c == '"')
        inString = false;
    } else if (c == '"') {
      inString = true;
    } else if (c == '[' || c == '{') {
      maxDepth = std::max(maxDepth, ++depth);
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  if (maxDepth > 32)
    return emitError() << "cluster spec: arrays and objects nest " << maxDepth
                       << " levels deep (a cluster spec needs 3)";
  llvm::Expected<llvm::json::Value> parsed = llvm::json::parse(json);
  if (!parsed)
    return emitError() << "cluster spec: invalid JSON: "
                       << llvm::toString(parsed.takeError());
  const llvm::json::Object *top = parsed->getAsObject();
  if (!top)
    return emitError() << "cluster spec: the top level must be an object";

  ClusterSpec spec;
  ObjectReader r(*top, "", emitError);
  if (failed(r.checkKeys(
          {"name", "device", "nodes", "devices_per_node", "links", "axes"})))
    return failure();
  FailureOr<std::string> name = r.string("name");
  if (failed(name))
    return failure();
  spec.name = *name;

  FailureOr<const llvm::json::Object *> device = r.object("device");
  if (failed(device))
    return failure();
  ObjectReader dr(**device, "device", emitError);
  if (failed(dr.checkKeys({"name", "peak_flops", "memory_bandwidth",
                           "memory_capacity", "math_rates",
                           "reduction_flops", "loop_flops", "call_overhead",
                           "library_overlap", "library_rates",
                           "memory_rates", "kernels"})))
    return failure();
  FailureOr<std::string> deviceName = dr.string("name");
  if (failed(deviceName))
    return failure();
  spec.device.name = *deviceName;
  FailureOr<const llvm::json::Object *> peaks = dr.object("peak_flops");
  if (failed(peaks))
    return failure();
  for (const auto &kv : **peaks) {
    StringRef key = kv.first;
    if (!llvm::is_contained(getClusterDTypeNames(), key)) {
      InFlightDiagnostic diag = emitError()
                                << "cluster spec: unknown dtype '" << key
                                << "' in 'device.peak_flops' (expected one of";
      for (StringRef n : getClusterDTypeNames())
        diag << " " << n;
      return diag << ")";
    }
    std::optional<double> value = kv.second.getAsNumber();
    if (!value)
      return emitError() << "cluster spec: 'device.peak_flops." << key
                         << "' must be a number";
    spec.device.peakFlops[key.str()] = *value;
  }
  FailureOr<double> bw = dr.number("memory_bandwidth");
  if (failed(bw))
    return failure();
  FailureOr<double> cap = dr.number("memory_capacity");
  if (failed(cap))
    return failure();
  spec.device.memoryBandwidth = *bw;
  spec.device.memoryCapacity = *cap;
  // Optional rates: absent is 0 (the peak), present must be positive.
  auto optionalRate = [&](StringRef key, double &out) -> LogicalResult {
    FailureOr<double> rate = dr.number(key, 0.0);
    if (failed(rate))
      return failure();
    if ((*device)->get(key) && !positiveFinite(*rate))
      return emitError() << "cluster spec: 'device." << key
                         << "' must be positive";
    out = *rate;
    return success();
  };
  if (failed(optionalRate("reduction_flops", spec.device.reductionFlops)) ||
      failed(optionalRate("loop_flops", spec.device.loopFlops)))
    return failure();
  FailureOr<double> call = dr.number("call_overhead", 0.0);
  if (failed(call))
    return failure();
  spec.device.callOverhead = *call;
  if (const llvm::json::Value *overlap = (*device)->get("library_overlap")) {
    std::optional<bool> b = overlap->getAsBoolean();
    if (!b)
      return emitError()
             << "cluster spec: 'device.library_overlap' must be true or false";
    spec.device.libraryOverlap = *b;
  }
  if (const llvm::json::Value *kernels = (*device)->get("kernels")) {
    std::optional<StringRef> k = kernels->getAsString();
    if (!k || (*k != "lowering" && *k != "fused"))
      return emitError() << "cluster spec: 'device.kernels' must be "
                            "\"lowering\" or \"fused\"";
    spec.device.fusedKernels = *k == "fused";
  }
  FailureOr<const llvm::json::Object *> mathRates =
      dr.object("math_rates", true);
  if (failed(mathRates))
    return failure();
  if (*mathRates) {
    for (const auto &kv : **mathRates) {
      std::optional<double> value = kv.second.getAsNumber();
      if (!value)
        return emitError() << "cluster spec: 'device.math_rates."
                           << StringRef(kv.first) << "' must be a number";
      spec.device.mathRates[kv.first.str()] = *value;
    }
  }

  FailureOr<const llvm::json::Object *> libraryRates =
      dr.object("library_rates", true);
  if (failed(libraryRates))
    return failure();
  if (*libraryRates) {
    for (const auto &kv : **libraryRates) {
      std::string field =
          ("device.library_rates." + StringRef(kv.first)).str();
      const llvm::json::Array *points = kv.second.getAsArray();
      if (!points)
        return emitError() << "cluster spec: '" << field
                           << "' must be an array of [FLOPs per call, "
                              "FLOP/s] pairs";
      if (failed(readRatePoints(*points, field, "[FLOPs per call, FLOP/s]",
                                spec.device.libraryRates[kv.first.str()],
                                emitError)))
        return failure();
    }
  }
  if (const llvm::json::Value *rates = (*device)->get("memory_rates")) {
    const llvm::json::Array *points = rates->getAsArray();
    if (!points)
      return emitError() << "cluster spec: 'device.memory_rates' must be an "
                            "array of [bytes, bytes/s] pairs";
    if (failed(readRatePoints(*points, "device.memory_rates",
                              "[bytes, bytes/s]", spec.device.memoryRates,
                              emitError)))
      return failure();
  }

  FailureOr<int64_t> nodes = r.integer("nodes", 1);
  if (failed(nodes))
    return failure();
  FailureOr<int64_t> perNode = r.integer("devices_per_node");
  if (failed(perNode))
    return failure();
  spec.numNodes = *nodes;
  spec.devicesPerNode = *perNode;

  FailureOr<const llvm::json::Object *> links = r.object("links");
  if (failed(links))
    return failure();
  for (const auto &kv : **links) {
    std::string path = "links." + kv.first.str();
    const llvm::json::Object *obj = kv.second.getAsObject();
    if (!obj)
      return emitError() << "cluster spec: '" << path << "' must be an object";
    FailureOr<LinkSpec> link = parseLink(*obj, path, emitError);
    if (failed(link))
      return failure();
    spec.links[kv.first.str()] = *link;
  }

  FailureOr<const llvm::json::Object *> axes = r.object("axes", true);
  if (failed(axes))
    return failure();
  if (*axes) {
    for (const auto &kv : **axes) {
      std::optional<StringRef> link = kv.second.getAsString();
      if (!link)
        return emitError() << "cluster spec: 'axes." << StringRef(kv.first)
                           << "' must be a string naming a link";
      spec.axisLinkNames[kv.first.str()] = link->str();
    }
  }

  if (failed(verifyClusterSpec(spec, emitError)))
    return failure();
  return spec;
}

void mlir::cleave::writeClusterSpec(const ClusterSpec &spec, raw_ostream &os) {
  llvm::json::OStream j(os, 2);
  j.object([&] {
    j.attribute("name", spec.name);
    j.attributeObject("device", [&] {
      j.attribute("name", spec.device.name);
      j.attributeObject("peak_flops", [&] {
        for (StringRef key : getClusterDTypeNames()) {
          auto it = spec.device.peakFlops.find(key.str());
          if (it != spec.device.peakFlops.end())
            j.attribute(key, it->second);
        }
      });
      j.attribute("memory_bandwidth", spec.device.memoryBandwidth);
      j.attribute("memory_capacity", spec.device.memoryCapacity);
      if (!spec.device.libraryOverlap)
        j.attribute("library_overlap", false);
      if (spec.device.fusedKernels)
        j.attribute("kernels", "fused");
      if (spec.device.reductionFlops > 0)
        j.attribute("reduction_flops", spec.device.reductionFlops);
      if (spec.device.loopFlops > 0)
        j.attribute("loop_flops", spec.device.loopFlops);
      if (spec.device.callOverhead > 0)
        j.attribute("call_overhead", spec.device.callOverhead);
      auto writePoints = [&](ArrayRef<std::pair<double, double>> points) {
        for (const auto &[size, rate] : points)
          j.array([&] {
            j.value(size);
            j.value(rate);
          });
      };
      if (!spec.device.memoryRates.empty())
        j.attributeArray("memory_rates",
                         [&] { writePoints(spec.device.memoryRates); });
      if (!spec.device.mathRates.empty())
        j.attributeObject("math_rates", [&] {
          for (const auto &[name, rate] : spec.device.mathRates)
            j.attribute(name, rate);
        });
      if (!spec.device.libraryRates.empty())
        j.attributeObject("library_rates", [&] {
          for (const auto &[type, points] : spec.device.libraryRates)
            j.attributeArray(type, [&] { writePoints(points); });
        });
    });
    j.attribute("nodes", spec.numNodes);
    j.attribute("devices_per_node", spec.devicesPerNode);
    j.attributeObject("links", [&] {
      for (const auto &entry : spec.links)
        j.attributeObject(entry.first, [&] {
          const LinkSpec &link = entry.second;
          j.attribute("latency", link.latency);
          if (link.overhead != 0)
            j.attribute("overhead", link.overhead);
          j.attribute("bandwidth", link.bandwidth);
          if (link.nicsPerNode > 0)
            j.attribute("nics_per_node", link.nicsPerNode);
          j.attribute("algorithm",
                      stringifyCollectiveAlgorithm(link.algorithm));
          if (!link.collectives.empty())
            j.attributeObject("collectives", [&] {
              for (const auto &[kind, terms] : link.collectives)
                j.attributeObject(kind, [&] {
                  j.attribute("latency", terms.latency);
                  j.attribute("bandwidth", terms.bandwidth);
                });
            });
        });
    });
    if (!spec.axisLinkNames.empty())
      j.attributeObject("axes", [&] {
        for (const auto &entry : spec.axisLinkNames)
          j.attribute(entry.first, entry.second);
      });
  });
  os << "\n";
}

//===----------------------------------------------------------------------===//
// Binding to a mesh
//===----------------------------------------------------------------------===//

InFlightDiagnostic mlir::cleave::emitOptionError(MLIRContext *ctx,
                                                StringRef pass,
                                                StringRef option) {
  InFlightDiagnostic diag = mlir::emitError(UnknownLoc::get(ctx));
  diag << pass << " " << option << ": ";
  return diag;
}

LogicalResult mlir::cleave::bindClusterSpec(ClusterSpec &spec,
                                            ArrayRef<std::string> axisNames,
                                            ArrayRef<int64_t> axisSizes,
                                            EmitErrorFn emitError) {
  spec.axisNames.assign(axisNames.begin(), axisNames.end());
  spec.axisSizes.assign(axisSizes.begin(), axisSizes.end());
  spec.axisLinks.clear();
  spec.axisLinkKeys.clear();

  for (const auto &[axis, link] : spec.axisLinkNames)
    if (!llvm::is_contained(axisNames, axis))
      return emitError() << "cluster spec '" << spec.name << "': axis '"
                         << axis << "' in 'axes' is not an axis of the mesh";

  int64_t numDevices = 1;
  for (int64_t s : axisSizes) {
    if (s < 1)
      return emitError() << "cluster spec '" << spec.name
                         << "': mesh axis sizes must be positive";
    std::optional<int64_t> product = llvm::checkedMul(numDevices, s);
    if (!product)
      return emitError() << "cluster spec '" << spec.name
                         << "': the mesh's device count overflows int64";
    numDevices = *product;
  }
  if (numDevices > spec.getNumDevices())
    return emitError() << "cluster spec '" << spec.name << "': the mesh has "
                       << numDevices << " devices but the cluster has "
                       << spec.getNumDevices() << " (" << spec.numNodes
                       << " node(s) x " << spec.devicesPerNode << ")";

  // Axis i's groups: devices that differ only in coordinate i, `stride`
  // apart in the row-major numbering. The axis is intra-node iff every
  // group lies in one node.
  int64_t stride = numDevices;
  for (auto [i, size] : llvm::enumerate(axisSizes)) {
    stride /= size;
    bool intra = true;
    for (int64_t d = 0; d < numDevices && intra; ++d) {
      int64_t coord = (d / stride) % size;
      int64_t first = d - coord * stride;
      intra = d / spec.devicesPerNode == first / spec.devicesPerNode;
    }
    std::string key = intra ? "intra_node" : "inter_node";
    auto explicitLink = spec.axisLinkNames.find(axisNames[i]);
    if (explicitLink != spec.axisLinkNames.end())
      key = explicitLink->second;
    auto link = spec.links.find(key);
    if (link == spec.links.end())
      return emitError() << "cluster spec '" << spec.name << "': mesh axis '"
                         << axisNames[i] << "' needs the '" << key
                         << "' link, which the spec lacks";
    // The mesh's devices in one node all run the axis's collectives at
    // once, sharing the link's NICs.
    LinkSpec bound = link->second;
    int64_t concurrent = std::min(spec.devicesPerNode, numDevices);
    bound.bandwidth = bound.getDeviceBandwidth(bound.bandwidth, concurrent);
    for (auto &[kind, terms] : bound.collectives)
      terms.bandwidth = bound.getDeviceBandwidth(terms.bandwidth, concurrent);
    spec.axisLinks.push_back(bound);
    spec.axisLinkKeys.push_back(key);
  }
  return success();
}

LogicalResult mlir::cleave::bindClusterSpec(ClusterSpec &spec, MeshOp mesh,
                                            EmitErrorFn emitError) {
  SmallVector<std::string> names;
  SmallVector<int64_t> sizes;
  if (mesh) {
    for (unsigned i = 0, e = mesh.getNumAxes(); i < e; ++i)
      names.push_back(mesh.getAxisName(i).str());
    llvm::append_range(sizes, mesh.getAxisSizes());
  }
  return bindClusterSpec(spec, names, sizes, emitError);
}

FailureOr<ClusterSpec>
mlir::cleave::loadUnboundClusterSpec(StringRef nameOrPath,
                                     EmitErrorFn emitError) {
  std::optional<ClusterSpec> spec = getClusterPreset(nameOrPath);
  if (!spec) {
    // Bounded: a wrong path (`/dev/zero`, a big file) must not be read
    // without end.
    llvm::sys::fs::file_status status;
    if (!llvm::sys::fs::status(nameOrPath, status)) {
      uint64_t limit = ::cleave::fileSizeLimit(::cleave::kDefaultMaxSpecBytes);
      if (!llvm::sys::fs::is_regular_file(status))
        return emitError() << "cluster '" << nameOrPath
                           << "' is not a regular file (a cluster spec is a "
                              "small JSON file or a preset name)";
      if (status.getSize() > limit)
        return emitError() << "cluster spec "
                           << ::cleave::fileTooLargeMessage(nameOrPath.str(),
                                                            limit);
    }
    llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> file =
        llvm::MemoryBuffer::getFile(nameOrPath);
    if (!file) {
      InFlightDiagnostic diag = emitError()
                                << "cluster '" << nameOrPath
                                << "' is neither a preset nor a readable file ("
                                << file.getError().message()
                                << "); presets:";
      for (StringRef p : getClusterPresetNames())
        diag << " " << p;
      return diag;
    }
    // Name the file in every message the parser emits.
    auto emitFileError = [&]() {
      InFlightDiagnostic diag = emitError();
      diag << nameOrPath << ": ";
      return diag;
    };
    FailureOr<ClusterSpec> parsed =
        parseClusterSpec((*file)->getBuffer(), emitFileError);
    if (failed(parsed))
      return failure();
    spec = std::move(*parsed);
  }
  return std::move(*spec);
}

FailureOr<ClusterSpec> mlir::cleave::loadClusterSpec(StringRef nameOrPath,
                                                     MeshOp mesh,
                                                     EmitErrorFn emitError) {
  FailureOr<ClusterSpec> spec = loadUnboundClusterSpec(nameOrPath, emitError);
  if (failed(spec) || failed(bindClusterSpec(*spec, mesh, emitError)))
    return failure();
  return std::move(*spec);
}
