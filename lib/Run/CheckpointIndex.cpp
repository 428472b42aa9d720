//===- CheckpointIndex.cpp - the JSON index of a sharded checkpoint -------===//

#include "cleave/Run/CheckpointIndex.h"

#include "cleave/Run/SafeTensors.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"

namespace cleave::run {

namespace json = llvm::json;

const CheckpointTensor *CheckpointIndex::find(llvm::StringRef name,
                                              bool history) const {
  for (const CheckpointTensor &t : tensors)
    if (t.name == name && t.history == history)
      return &t;
  return nullptr;
}

static json::Array toArray(const std::vector<int64_t> &v) {
  json::Array a;
  for (int64_t x : v)
    a.push_back(x);
  return a;
}

static json::Object shardToJSON(const CheckpointShard &s) {
  json::Object o{{"file", s.file},
                 {"key", s.key},
                 {"offsets", toArray(s.layout.offsets)},
                 {"sizes", toArray(s.layout.sizes)},
                 {"crc32", int64_t(s.crc32)}};
  if (!s.layout.partLocal.empty()) {
    o["part_local"] = toArray(s.layout.partLocal);
    o["part_global"] = toArray(s.layout.partGlobal);
  }
  return o;
}

std::string printCheckpointIndex(const CheckpointIndex &index) {
  json::Array tensors;
  for (const CheckpointTensor &t : index.tensors) {
    json::Array shards;
    for (const CheckpointShard &s : t.shards)
      shards.push_back(shardToJSON(s));
    tensors.push_back(json::Object{{"name", t.name},
                                   {"role", t.history ? "history" : "state"},
                                   {"dtype", t.dtype},
                                   {"shape", toArray(t.shape)},
                                   {"sharding", t.sharding},
                                   {"shards", std::move(shards)}});
  }
  json::Array axes;
  for (const std::string &a : index.axisNames)
    axes.push_back(a);
  json::Object root{
      {"format", "cleave-checkpoint"},
      {"version", 1},
      {"step", index.step},
      {"entry", index.entry},
      {"mesh", json::Object{{"name", index.meshName},
                            {"axes", std::move(axes)},
                            {"shape", toArray(index.meshShape)}}},
      {"tensors", std::move(tensors)}};
  return llvm::formatv("{0:2}", json::Value(std::move(root))).str() + "\n";
}

/// Reads an array of integers (each at least `min`).
static bool readInts(const json::Object &o, llvm::StringRef key,
                     std::vector<int64_t> &out, int64_t min = 0) {
  const json::Array *a = o.getArray(key);
  if (!a)
    return false;
  for (const json::Value &v : *a) {
    std::optional<int64_t> i = v.getAsInteger();
    if (!i || *i < min)
      return false;
    out.push_back(*i);
  }
  return true;
}

/// Parses one shard of tensor `t`: its layout must fit the tensor's rank.
static bool parseShard(const json::Value &v, const CheckpointTensor &t,
                       CheckpointShard &s, std::string &error) {
  const json::Object *o = v.getAsObject();
  std::optional<llvm::StringRef> file = o ? o->getString("file") : std::nullopt;
  std::optional<llvm::StringRef> key = o ? o->getString("key") : std::nullopt;
  std::optional<int64_t> crc = o ? o->getInteger("crc32") : std::nullopt;
  size_t rank = t.shape.size();
  PieceLayout &l = s.layout;
  bool ok = file && key && crc && *crc >= 0 && *crc <= 0xffffffffLL &&
            readInts(*o, "offsets", l.offsets) &&
            readInts(*o, "sizes", l.sizes) && l.offsets.size() == rank &&
            l.sizes.size() == rank && !file->contains('/') &&
            !file->starts_with(".");
  if (ok && o->get("part_local"))
    ok = readInts(*o, "part_local", l.partLocal) &&
         readInts(*o, "part_global", l.partGlobal) &&
         l.partLocal.size() == rank && l.partGlobal.size() == rank;
  if (!ok) {
    error = "a shard of tensor '" + t.name +
            "' lacks a file, key, crc32, offsets or sizes of its rank";
    return false;
  }
  s.file = file->str();
  s.key = key->str();
  s.crc32 = uint32_t(*crc);
  return true;
}

/// Parses one tensor entry.
static bool parseTensor(const json::Value &v, CheckpointTensor &t,
                        std::string &error) {
  const json::Object *o = v.getAsObject();
  std::optional<llvm::StringRef> name = o ? o->getString("name") : std::nullopt;
  std::optional<llvm::StringRef> role = o ? o->getString("role") : std::nullopt;
  std::optional<llvm::StringRef> dtype =
      o ? o->getString("dtype") : std::nullopt;
  const json::Array *shards = o ? o->getArray("shards") : nullptr;
  if (!name || !role || !dtype || !shards || !readInts(*o, "shape", t.shape) ||
      (*role != "state" && *role != "history") ||
      !safeTensorsElementSize(*dtype)) {
    error = "a tensor entry lacks a name, role, known dtype, shape or shards";
    return false;
  }
  t.name = name->str();
  t.dtype = dtype->str();
  t.history = *role == "history";
  t.sharding = o->getString("sharding").value_or("replicated").str();
  for (const json::Value &s : *shards)
    if (!parseShard(s, t, t.shards.emplace_back(), error))
      return false;
  return true;
}

bool parseCheckpointIndex(llvm::StringRef text, CheckpointIndex &index,
                          std::string &error) {
  llvm::Expected<json::Value> parsed = json::parse(text);
  if (!parsed) {
    error = "not JSON: " + llvm::toString(parsed.takeError());
    return false;
  }
  const json::Object *root = parsed->getAsObject();
  if (!root || root->getString("format") != "cleave-checkpoint" ||
      root->getInteger("version") != 1) {
    error = "not a cleave checkpoint index (format cleave-checkpoint, "
            "version 1)";
    return false;
  }
  std::optional<int64_t> step = root->getInteger("step");
  const json::Object *mesh = root->getObject("mesh");
  const json::Array *tensors = root->getArray("tensors");
  if (!step || *step < 0 || !mesh || !tensors ||
      !readInts(*mesh, "shape", index.meshShape, 1)) {
    error = "the index lacks its step, mesh or tensors";
    return false;
  }
  index.step = *step;
  index.entry = root->getString("entry").value_or("").str();
  index.meshName = mesh->getString("name").value_or("").str();
  if (const json::Array *axes = mesh->getArray("axes"))
    for (const json::Value &a : *axes)
      index.axisNames.push_back(a.getAsString().value_or("").str());
  for (const json::Value &t : *tensors)
    if (!parseTensor(t, index.tensors.emplace_back(), error))
      return false;
  return true;
}

std::string checkpointStepDir(llvm::StringRef dir, int64_t step) {
  llvm::SmallString<256> path(dir);
  llvm::sys::path::append(path, llvm::formatv("step-{0:d8}", step).str());
  return std::string(path);
}

bool findLatestCheckpoint(const std::string &dir, std::string &indexPath,
                          std::string &error) {
  if (!llvm::sys::fs::is_directory(dir)) {
    error = "'" + dir + "' is not a directory";
    return false;
  }
  int64_t best = -1;
  std::error_code ec;
  for (llvm::sys::fs::directory_iterator it(dir, ec), end; it != end && !ec;
       it.increment(ec)) {
    llvm::StringRef name = llvm::sys::path::filename(it->path());
    int64_t step;
    if (!name.consume_front("step-") || name.getAsInteger(10, step))
      continue;
    llvm::SmallString<256> index(it->path());
    llvm::sys::path::append(index, kCheckpointIndexName);
    if (step > best && llvm::sys::fs::is_regular_file(index)) {
      best = step;
      indexPath = std::string(index);
    }
  }
  if (ec) {
    error = "cannot list '" + dir + "': " + ec.message();
    return false;
  }
  if (best < 0) {
    error = "'" + dir + "' holds no complete checkpoint (no step-*/" +
            kCheckpointIndexName + ")";
    return false;
  }
  return true;
}

} // namespace cleave::run
