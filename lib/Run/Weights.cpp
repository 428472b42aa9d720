//===- Weights.cpp - --weights in, --save-weights out ---------------------===//

#include "cleave/Run/Weights.h"

#include "Report.h"
#include "cleave/Run/NpyIO.h"
#include "cleave/Run/TensorSlices.h"

#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <cstring>

namespace cleave::run {

using namespace mlir;

/// Opens the one file, or every file of a Hugging Face index; `fileOf` maps
/// each tensor name to the file (index into `files`) that holds it.
LogicalResult
WeightBindings::openFiles(const std::string &path,
                          std::map<std::string, unsigned> &fileOf) {
  std::string error;
  auto open = [&](const std::string &p) -> std::optional<unsigned> {
    for (auto [k, f] : llvm::enumerate(files))
      if (f->path() == p)
        return unsigned(k);
    std::unique_ptr<SafeTensorsReader> r = SafeTensorsReader::open(p, error);
    if (!r) {
      runError() << "--weights: " << error << "\n";
      return std::nullopt;
    }
    files.push_back(std::move(r));
    return unsigned(files.size() - 1);
  };
  if (!llvm::StringRef(path).ends_with(".json")) {
    std::optional<unsigned> k = open(path);
    if (!k)
      return failure();
    for (const SafeTensor &t : files[*k]->tensors())
      fileOf[t.name] = *k;
    return success();
  }
  auto text = llvm::MemoryBuffer::getFile(path, /*IsText=*/true);
  llvm::Expected<llvm::json::Value> parsed =
      text ? llvm::json::parse((*text)->getBuffer())
           : llvm::Expected<llvm::json::Value>(
                 llvm::errorCodeToError(text.getError()));
  const llvm::json::Object *map =
      parsed && parsed->getAsObject()
          ? parsed->getAsObject()->getObject("weight_map")
          : nullptr;
  if (!map) {
    if (!parsed)
      llvm::consumeError(parsed.takeError());
    runError() << "--weights: '" << path
               << "' is not a readable Hugging Face index (a JSON object "
                  "with a weight_map)\n";
    return failure();
  }
  llvm::StringRef dir = llvm::sys::path::parent_path(path);
  for (const auto &[name, file] : *map) {
    std::optional<llvm::StringRef> f = file.getAsString();
    llvm::SmallString<256> p(dir);
    llvm::sys::path::append(p, f.value_or(""));
    std::optional<unsigned> k = f ? open(std::string(p)) : std::nullopt;
    if (!k)
      return failure();
    fileOf[name.str()] = *k;
  }
  return success();
}

/// "F32 [8x4]".
static std::string describe(llvm::StringRef dtype,
                            llvm::ArrayRef<int64_t> shape) {
  return dtype.str() + " " + formatShape({shape.begin(), shape.end()});
}

LogicalResult
WeightBindings::bind(const std::string &path, const Signature &sig,
                     llvm::function_ref<bool(unsigned)> providedElsewhere) {
  source = path;
  std::map<std::string, unsigned> fileOf, argByName;
  if (failed(openFiles(path, fileOf)))
    return failure();
  for (auto [i, info] : llvm::enumerate(sig.args))
    if (!info.name.empty())
      argByName.emplace(info.name, unsigned(i));
  for (const auto &[name, k] : fileOf) {
    const SafeTensorsReader &file = *files[k];
    const SafeTensor *t = file.find(name);
    auto arg = argByName.find(name);
    if (!t || arg == argByName.end()) {
      runError() << "--weights: tensor '" << name << "' of '" << file.path()
                 << (t ? "' is no argument of @" + sig.entry + " (cleave.name)"
                       : "' is missing from that file (the index names it)")
                 << "\n";
      return failure();
    }
    const ValueInfo &info = sig.args[arg->second];
    SmallVector<int64_t> shape(info.globalType.getShape());
    if (dtypeFromSafeTensors(t->dtype) != info.dtype ||
        t->shape != std::vector<int64_t>(shape.begin(), shape.end())) {
      runError() << "--weights: tensor '" << name << "' of '" << file.path()
                 << "' is " << describe(t->dtype, t->shape) << " but argument "
                 << arg->second << " of @" << sig.entry << " is "
                 << describe(safeTensorsDType(info.dtype), shape) << "\n";
      return failure();
    }
    bound[arg->second] = {&file, t};
  }
  for (auto [i, info] : llvm::enumerate(sig.args)) {
    bool isFloat = info.dtype != I32 && info.dtype != I64;
    if (info.name.empty() || !isFloat || has(unsigned(i)) ||
        providedElsewhere(unsigned(i)))
      continue;
    runError() << "--weights: argument " << i << " ('" << info.name << "') of @"
               << sig.entry << " is not in '" << path
               << "'; give it with --input or generate it with --fill-range\n";
    return failure();
  }
  return success();
}

LogicalResult WeightBindings::fill(unsigned arg, const ValueInfo &info,
                                   const Shard &shard, HostBuffer &buf) const {
  const SafeTensorsReader *file = bound.at(arg).first;
  const SafeTensor *tensor = bound.at(arg).second;
  SmallVector<int64_t> global(info.globalType.getShape());
  SmallVector<int64_t> local(info.localType.getShape());
  PieceLayout target = PieceLayout::ofShard(shard, global, local);
  size_t es = dtypeSize(info.dtype);
  std::string error;
  int64_t copied = copyOverlap(
      PieceLayout::whole(global), target, local, es, buf.data,
      [&](int64_t first, int64_t count, char *dst) {
        return file->read(*tensor, uint64_t(first) * es, uint64_t(count) * es,
                          dst, error);
      });
  if (copied != target.numElements()) {
    runError() << "--weights: " << error << "\n";
    return failure();
  }
  return success();
}

std::vector<unsigned> WeightBindings::arguments() const {
  std::vector<unsigned> out;
  for (const auto &[i, b] : bound)
    out.push_back(i);
  return out;
}

bool saveWeights(const std::string &path,
                 llvm::ArrayRef<const ValueInfo *> infos,
                 llvm::ArrayRef<const std::vector<long double> *> globals,
                 std::string &error) {
  std::vector<std::vector<char>> store(infos.size());
  std::vector<SafeTensorData> tensors;
  for (auto [k, info] : llvm::enumerate(infos)) {
    size_t es = dtypeSize(info->dtype);
    store[k].resize(globals[k]->size() * es);
    for (auto [e, v] : llvm::enumerate(*globals[k]))
      storeValue(info->dtype, store[k].data() + e * es, v);
    SmallVector<int64_t> shape(info->globalType.getShape());
    tensors.push_back({info->name, safeTensorsDType(info->dtype),
                       std::vector<int64_t>(shape.begin(), shape.end()),
                       store[k].data()});
  }
  return writeSafeTensors(path, tensors, {{"format", "pt"}}, error);
}

} // namespace cleave::run
