//===- Inputs.cpp - the arguments cleave-run feeds the entry --------------===//

#include "cleave/Run/Inputs.h"

#include "cleave/Analysis/IndexBounds.h"

#include "Report.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Format.h"

#include <cmath>

namespace cleave::run {

using namespace mlir;
using namespace mlir::cleave;

/// The index of argument (`results` false) or result `key` of `fn`: a
/// number, or a `cleave.name` (the exporter's PyTorch name or JAX pytree
/// path). A name that matches none, or several, is an error that lists
/// what there is.
static std::optional<unsigned> resolveIndex(func::FuncOp fn, StringRef key,
                                            bool results, const char *flag) {
  unsigned idx;
  if (!key.getAsInteger(10, idx))
    return idx;
  const char *what = results ? "result" : "argument";
  if (llvm::all_of(key, llvm::isDigit)) {
    runError() << "--" << flag << " " << key << ": not a valid " << what
               << " index\n";
    return std::nullopt;
  }
  unsigned n = results ? fn.getNumResults() : fn.getNumArguments();
  SmallVector<unsigned> found;
  SmallVector<std::string> names;
  for (unsigned i = 0; i < n; ++i) {
    auto name = dyn_cast_or_null<StringAttr>(
        results ? fn.getResultAttr(i, "cleave.name")
                : fn.getArgAttr(i, "cleave.name"));
    if (!name)
      continue;
    names.push_back(name.str());
    if (name.getValue() == key)
      found.push_back(i);
  }
  if (found.size() == 1)
    return found[0];
  if (found.size() > 1) {
    runError() << "--" << flag << " " << key << ": " << found.size() << " "
               << what << "s of @" << fn.getName() << " are named '" << key
               << "'; give the index\n";
    return std::nullopt;
  }
  runError() << "--" << flag << " " << key << ": no " << what << " of @"
             << fn.getName() << " is named '" << key << "' (cleave.name)";
  if (names.empty()) {
    llvm::errs() << "; it has no named " << what
                 << "s: give the index (0-based)\n";
  } else {
    llvm::errs() << "; the names are: ";
    size_t shown = std::min<size_t>(names.size(), 8);
    for (size_t i = 0; i < shown; ++i)
      llvm::errs() << (i ? ", " : "") << names[i];
    if (shown < names.size())
      llvm::errs() << ", ... (" << names.size() << " in all)";
    llvm::errs() << "\n";
  }
  return std::nullopt;
}

/// `--input`/`--output` values, `i=file.npy` or `name=file.npy`, by index.
LogicalResult parseIndexedFiles(const std::vector<std::string> &list,
                                const char *flag, func::FuncOp fn,
                                std::map<unsigned, std::string> &out) {
  bool results = StringRef(flag) == "output";
  for (const std::string &s : list) {
    // Indices and names hold no '=' (a path may).
    size_t eq = s.find('=');
    if (eq == std::string::npos || eq == 0) {
      runError() << "--" << flag << " '" << s
                 << "' is not of the form i=file.npy or name=file.npy\n";
      return failure();
    }
    std::optional<unsigned> idx =
        resolveIndex(fn, StringRef(s).take_front(eq), results, flag);
    if (!idx)
      return failure();
    if (out.count(*idx)) {
      runError() << "--" << flag << " " << *idx << " is given twice ('"
                 << out[*idx] << "' and '" << s.substr(eq + 1) << "')\n";
      return failure();
    }
    out[*idx] = s.substr(eq + 1);
  }
  return success();
}

/// Reads every --input and checks its shape against the argument's global
/// type.
LogicalResult
InputGenerator::loadInputs(const Signature &sig,
                           const std::map<unsigned, std::string> &paths) {
  for (auto &[i, path] : paths) {
    if (i >= sig.args.size()) {
      runError() << "--input " << i << ": @" << sig.entry << " has "
                 << sig.args.size() << " arguments\n";
      return failure();
    }
    std::string e;
    NpyArray &arr = npyInputs[i];
    if (!readNpy(path, arr, e)) {
      runError() << "--input " << i << ": " << e << "\n";
      return failure();
    }
    RankedTensorType global = sig.args[i].globalType;
    if (ArrayRef<int64_t>(arr.shape) != global.getShape()) {
      runError() << "--input " << i << ": '" << path << "' has shape "
                 << formatShape(arr.shape) << " but argument " << i
                 << " has global type " << global << "\n";
      return failure();
    }
    auto bound = indexBounds.find(i);
    if (bound == indexBounds.end())
      continue;
    auto [size, what] = bound->second;
    for (size_t e = 0; e < arr.values.size(); ++e) {
      long double v = arr.values[e];
      if (v >= 0 && v < static_cast<long double>(size))
        continue;
      runError() << "--input " << i << ": '" << path << "' holds "
                 << llvm::format("%.0Lf", v) << " at element " << e
                 << ", out of range for " << what
                 << ": its values must lie in [0, " << size - 1 << "]\n";
      return failure();
    }
  }
  return success();
}

LogicalResult InputGenerator::bindWeights(
    const Signature &sig, const std::string &path,
    const std::map<unsigned, std::string> &inputPaths,
    llvm::function_ref<bool(unsigned)> carriedFromCheckpoint) {
  return weights.bind(path, sig, [&](unsigned i) {
    const std::string &name = sig.args[i].name;
    return inputPaths.count(i) || carriedFromCheckpoint(i) ||
           llvm::any_of(fillRanges,
                        [&](const FillRange &r) { return r.glob.match(name); });
  });
}

/// "argument #i (NAME)" of `fn`, or "argument #i".
static std::string describeArgument(func::FuncOp fn, unsigned i) {
  std::string out = "argument #" + std::to_string(i);
  if (auto n = fn.getArgAttrOfType<StringAttr>(i, "cleave.name"))
    out += " (" + n.str() + ")";
  return out;
}

LogicalResult InputGenerator::checkIndexRanges(
    func::FuncOp fn, const std::map<unsigned, std::string> &inputPaths) {
  for (const IndexBound &bound : getArgumentIndexBounds(fn)) {
    std::string table = "a constant";
    if (auto arg = dyn_cast<BlockArgument>(bound.table);
        arg && arg.getOwner()->getParentOp() == fn)
      table = describeArgument(fn, arg.getArgNumber());
    std::string what;
    llvm::raw_string_ostream(what)
        << describeArgument(fn, bound.argument) << ", which indexes dim "
        << bound.dim << " of " << table << " (" << bound.table.getType()
        << ", " << bound.size << " entries)";
    indexBounds[bound.argument] = {bound.size, what};
    if (inputPaths.count(bound.argument) ||
        (ints.lo >= 0 && ints.hi < bound.size))
      continue;
    runError() << "--int-range " << ints.lo << ":" << ints.hi << " leaves "
               << what << ": its values must lie in [0, " << bound.size - 1
               << "]; pass --int-range=0:" << bound.size - 1
               << " or the values with --input\n";
    return failure();
  }
  return success();
}

/// Parses every --fill-range NAME=LO:HI; each glob must match the
/// cleave.name of a float argument of `fn`.
LogicalResult
InputGenerator::parseFillRanges(const std::vector<std::string> &texts,
                                func::FuncOp fn) {
  for (const std::string &given : texts) {
    const std::string &text = fillRangeTexts.emplace_back(given);
    auto [name, range] = StringRef(text).rsplit('=');
    auto [lo, hi] = range.split(':');
    FillRange r{{}, 0, 0};
    auto glob = llvm::GlobPattern::create(name);
    if (name.empty() || range.empty() || !glob || lo.trim().getAsDouble(r.lo) ||
        hi.trim().getAsDouble(r.hi) || !std::isfinite(r.lo) ||
        !std::isfinite(r.hi) || r.lo > r.hi) {
      if (!glob)
        llvm::consumeError(glob.takeError());
      runError() << "--fill-range '" << text
                 << "' is not of the form NAME=LO:HI with a glob NAME and "
                    "finite numbers LO <= HI\n";
      return failure();
    }
    r.glob = std::move(*glob);
    bool matched = false;
    std::string names;
    for (unsigned i = 0; i < fn.getNumArguments(); ++i) {
      auto n = fn.getArgAttrOfType<StringAttr>(i, "cleave.name");
      auto t = dyn_cast<RankedTensorType>(fn.getArgumentTypes()[i]);
      if (!n || !t || !isa<FloatType>(t.getElementType()))
        continue;
      names += (names.empty() ? "" : ", ") + n.str();
      matched |= r.glob.match(n.getValue());
    }
    if (!matched) {
      runError() << "--fill-range '" << text << "': no float argument of @"
                 << fn.getName() << " has a cleave.name matching '" << name
                 << "'"
                 << (names.empty() ? std::string(" (none has a name)")
                                   : "; the names are: " + names)
                 << "\n";
      return failure();
    }
    fillRanges.push_back(std::move(r));
  }
  return success();
}

/// Maps the generated values of argument `info` ([-1, 1]) into its
/// --fill-range, over the real part of the shard (padding stays zero).
void InputGenerator::applyFillRange(const ValueInfo &info, const Shard &shard,
                                    HostBuffer &buf) const {
  if (info.name.empty() || info.dtype == I32 || info.dtype == I64)
    return;
  const FillRange *range = nullptr;
  for (const FillRange &r : fillRanges)
    if (r.glob.match(info.name)) {
      range = &r;
      break;
    }
  if (!range)
    return;
  int64_t rank = info.localType.getRank();
  ArrayRef<int64_t> globalShape = info.globalType.getShape();
  SmallVector<int64_t> idx(rank, 0);
  for (int64_t e = 0, n = buf.numElements(); e < n; ++e) {
    bool inside = true;
    for (int64_t d = 0; d < rank; ++d)
      inside &= shard.global(d, idx[d]) < globalShape[d];
    if (inside)
      buf.set(e, range->lo +
                     (double(buf.get(e)) + 1) / 2 * (range->hi - range->lo));
    for (int64_t d = rank - 1; d >= 0; --d) {
      if (++idx[d] < info.localType.getDimSize(d))
        break;
      idx[d] = 0;
    }
  }
}

/// Generated integer inputs: element `global` of argument `i` gets a value
/// in the --int-range from a hash of (seed, i, global), so every rank
/// builds its own shard and the values equal those of the unpartitioned run.
void InputGenerator::fillIntegers(unsigned i, const ValueInfo &info,
                                  ArrayRef<int64_t> sizes, const Shard &shard,
                                  HostBuffer &buf) const {
  auto mix = [](uint64_t z) {
    z += 0x9e3779b97f4a7c15ULL;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  };
  uint64_t span = uint64_t(ints.hi - ints.lo) + 1;
  uint64_t base = mix(uint64_t(seed * 1000 + int64_t(i)));
  ArrayRef<int64_t> globalShape = info.globalType.getShape();
  int64_t rank = info.localType.getRank();
  SmallVector<int64_t> idx(rank, 0);
  for (int64_t e = 0, n = product(sizes); e < n; ++e) {
    int64_t g = 0, local = 0;
    for (int64_t d = 0; d < rank; ++d) {
      g = g * globalShape[d] + shard.global(d, idx[d]);
      local = local * info.localType.getDimSize(d) + idx[d];
    }
    uint64_t h = mix(base + uint64_t(g));
    buf.set(local, double(ints.lo + int64_t(span ? h % span : h)));
    for (int64_t d = rank - 1; d >= 0; --d) {
      if (++idx[d] < sizes[d])
        break;
      idx[d] = 0;
    }
  }
}

/// Fills the local buffer of argument `i` with generated values: those of
/// the unpartitioned run at the shard's global positions.
void InputGenerator::fillGenerated(unsigned i, const ValueInfo &info,
                                   const Shard &shard, HostBuffer &buf) const {
  SmallVector<int64_t> globalShape(info.globalType.getShape());
  SmallVector<int64_t> strides(info.localType.getRank());
  int64_t s = 1;
  for (int64_t d = info.localType.getRank() - 1; d >= 0; --d) {
    strides[d] = s;
    s *= info.localType.getDimSize(d);
  }
  // Only the part of the shard inside the global tensor: padding stays
  // zero.
  SmallVector<int64_t> sizes;
  for (int64_t d = 0; d < info.localType.getRank(); ++d)
    sizes.push_back(
        std::max<int64_t>(0, std::min(info.localType.getDimSize(d),
                                      globalShape[d] - shard.offsets[d])));
  if (llvm::any_of(sizes, [](int64_t x) { return x == 0; }))
    return;
  if (info.dtype == I32 || info.dtype == I64) {
    fillIntegers(i, info, sizes, shard, buf);
    return;
  }
  if (!shard.perPart()) {
    cleave_rt_fill(info.dtype, buf.data, info.localType.getRank(), sizes.data(),
                   strides.data(), globalShape.data(), shard.offsets.data(),
                   seed * 1000 + int64_t(i));
    return;
  }
  // Split per part: each part's slice is a box of the global tensor.
  int64_t d = llvm::find_if(shard.partLocal, [](int64_t m) { return m != 0; }) -
              shard.partLocal.begin();
  int64_t m = shard.partLocal[d];
  SmallVector<int64_t> partSizes(sizes), partOffsets(shard.offsets);
  partSizes[d] = m;
  for (int64_t q = 0; q * m < info.localType.getDimSize(d); ++q) {
    partOffsets[d] = q * shard.partGlobal[d] + shard.offsets[d];
    char *data = static_cast<char *>(buf.data) +
                 q * m * strides[d] * dtypeSize(info.dtype);
    cleave_rt_fill(info.dtype, data, info.localType.getRank(), partSizes.data(),
                   strides.data(), globalShape.data(), partOffsets.data(),
                   seed * 1000 + int64_t(i));
  }
}

/// Fills the local buffer of argument `i` for the shard `shard`.
LogicalResult InputGenerator::fill(unsigned i, const ValueInfo &info,
                                   const Shard &shard, HostBuffer &buf) const {
  buf.allocate(info.dtype, info.localType.getShape(), gpu);
  ReductionKind kind = info.sharding && info.sharding.isPartial()
                           ? info.sharding.getPartialKind()
                           : ReductionKind::sum;
  bool holder = shard.partialPosition == 0;
  if (!holder && kind == ReductionKind::sum)
    return success(); // zeros
  if (!holder && kind == ReductionKind::prod) {
    for (int64_t e = 0; e < buf.numElements(); ++e)
      buf.set(e, 1);
    return success();
  }
  // The holder, or max/min partials where every rank holds the value.
  if (weights.has(i))
    return weights.fill(i, info, shard, buf);
  auto it = npyInputs.find(i);
  SmallVector<int64_t> globalShape(info.globalType.getShape());
  if (it == npyInputs.end()) {
    fillGenerated(i, info, shard, buf);
    applyFillRange(info, shard, buf);
    return success();
  }
  const NpyArray &arr = it->second;
  if (ArrayRef<int64_t>(arr.shape) != ArrayRef<int64_t>(globalShape)) {
    runError() << "--input " << i << ": the .npy array has shape "
               << formatShape(arr.shape) << " but argument " << i
               << " has global type " << info.globalType << "\n";
    return failure();
  }
  int64_t rank = info.localType.getRank();
  SmallVector<int64_t> idx(rank, 0);
  for (int64_t e = 0, n = buf.numElements(); e < n; ++e) {
    int64_t g = 0;
    bool inside = true;
    for (int64_t d = 0; d < rank; ++d) {
      inside &= shard.global(d, idx[d]) < globalShape[d];
      g = g * globalShape[d] + shard.global(d, idx[d]);
    }
    if (inside)
      buf.set(e, arr.values[g]);
    for (int64_t d = rank - 1; d >= 0; --d) {
      if (++idx[d] < info.localType.getDimSize(d))
        break;
      idx[d] = 0;
    }
  }
  return success();
}

} // namespace cleave::run
