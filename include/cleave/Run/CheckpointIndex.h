//===- CheckpointIndex.h - a sharded checkpoint's index ---------*- C++ -*-===//
//
// A checkpoint of a training run is a directory `step-NNNNNNNN` holding one
// safetensors file per rank (that rank's shards of the carried values, and
// on rank 0 the loss history) and `index.json`, which says for every tensor
// its global shape, dtype, sharding and role, and for every stored shard
// the file, the tensor name there, the global elements it holds
// (PieceLayout) and its CRC-32. The index is written last, by one rename:
// a step directory without it is an incomplete save, never loaded.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_RUN_CHECKPOINTINDEX_H
#define CLEAVE_RUN_CHECKPOINTINDEX_H

#include "cleave/Run/TensorSlices.h"

#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <string>
#include <vector>

namespace cleave::run {

struct CheckpointShard {
  std::string file, key;
  PieceLayout layout;
  uint32_t crc32 = 0;
};

struct CheckpointTensor {
  std::string name, dtype; // dtype: a safetensors name ("F32")
  std::vector<int64_t> shape;
  std::string sharding; // as printed; "replicated" for none
  /// false: a carried value (parameter, optimizer state); true: the values
  /// of a stacked result so far (the loss history), [step, ...].
  bool history = false;
  std::vector<CheckpointShard> shards;
};

struct CheckpointIndex {
  int64_t step = 0;
  std::string entry, meshName;
  std::vector<std::string> axisNames;
  std::vector<int64_t> meshShape;
  std::vector<CheckpointTensor> tensors;

  /// The tensor of that name and role, or null.
  const CheckpointTensor *find(llvm::StringRef name, bool history) const;
};

/// The index as JSON (keys sorted, so equal indices print equally).
std::string printCheckpointIndex(const CheckpointIndex &index);
/// Parses and checks an index; `error` names the problem.
bool parseCheckpointIndex(llvm::StringRef json, CheckpointIndex &index,
                          std::string &error);

/// `dir`/step-NNNNNNNN.
std::string checkpointStepDir(llvm::StringRef dir, int64_t step);
constexpr const char *kCheckpointIndexName = "index.json";

/// The index file of the complete checkpoint (a step directory with an
/// index) with the highest step in `dir`; false with `error` set when `dir`
/// is not a directory or holds none.
bool findLatestCheckpoint(const std::string &dir, std::string &indexPath,
                          std::string &error);

} // namespace cleave::run

#endif // CLEAVE_RUN_CHECKPOINTINDEX_H
