//===- SafeTensorsTest.cpp - safetensors, checkpoint index, slices --------===//
//
// The safetensors reader and writer (round trip, byte-range reads, every
// malformed header refused with its reason), the checkpoint index (print,
// parse, the latest complete step), and the overlap copy that restores a
// shard saved under one mesh onto another.
//
//===----------------------------------------------------------------------===//

#include "cleave/Run/CheckpointIndex.h"
#include "cleave/Run/SafeTensors.h"
#include "cleave/Run/TensorSlices.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include "gtest/gtest.h"

#include <cstring>
#include <fstream>
#include <numeric>

using namespace cleave::run;

namespace {

/// A fresh temporary directory, removed at the end of the test.
class TempDir {
public:
  TempDir() {
    llvm::SmallString<128> p;
    llvm::sys::fs::createUniqueDirectory("cleave-st", p);
    path = std::string(p);
  }
  ~TempDir() { llvm::sys::fs::remove_directories(path); }
  std::string file(llvm::StringRef name) const {
    llvm::SmallString<128> p(path);
    llvm::sys::path::append(p, name);
    return std::string(p);
  }
  std::string path;
};

void writeRaw(const std::string &path, const std::string &bytes) {
  std::ofstream(path, std::ios::binary) << bytes;
}

/// A file of `header` (JSON) and `data` bytes.
std::string rawFile(const std::string &header, size_t data) {
  std::string s(8, '\0');
  for (int i = 0; i < 8; ++i)
    s[i] = char((header.size() >> (8 * i)) & 0xff);
  return s + header + std::string(data, '\0');
}

TEST(SafeTensors, RoundTripAndRanges) {
  TempDir dir;
  std::vector<float> w(12);
  std::iota(w.begin(), w.end(), 0.0f);
  int64_t step = 7;
  std::vector<SafeTensorData> tensors = {
      {"w", "F32", {3, 4}, reinterpret_cast<const char *>(w.data())},
      {"step", "I64", {}, reinterpret_cast<const char *>(&step)}};
  std::string error;
  ASSERT_TRUE(writeSafeTensors(dir.file("a.safetensors"), tensors,
                               {{"format", "pt"}}, error))
      << error;
  auto r = SafeTensorsReader::open(dir.file("a.safetensors"), error);
  ASSERT_TRUE(r) << error;
  EXPECT_EQ(r->metadata().at("format"), "pt");
  const SafeTensor *t = r->find("w");
  ASSERT_TRUE(t);
  EXPECT_EQ(t->dtype, "F32");
  EXPECT_EQ(t->shape, (std::vector<int64_t>{3, 4}));
  float row[4];
  ASSERT_TRUE(r->read(*t, 4 * 4, sizeof(row), reinterpret_cast<char *>(row),
                      error));
  EXPECT_EQ(row[0], 4.0f);
  EXPECT_EQ(row[3], 7.0f);
  EXPECT_FALSE(r->read(*t, 44, 8, reinterpret_cast<char *>(row), error));
  const SafeTensor *s = r->find("step");
  int64_t got = 0;
  ASSERT_TRUE(s && r->read(*s, 0, 8, reinterpret_cast<char *>(&got), error));
  EXPECT_EQ(got, 7);
  // No temporary file is left beside it.
  std::error_code ec;
  int files = 0;
  for (llvm::sys::fs::directory_iterator it(dir.path, ec), end; it != end;
       it.increment(ec))
    ++files;
  EXPECT_EQ(files, 1);
}

TEST(SafeTensors, MalformedHeadersAreRefused) {
  TempDir dir;
  struct Case {
    std::string bytes, expect;
  } cases[] = {
      {"abc", "shorter than its 8-byte header length"},
      {rawFile("{", 0), "not JSON"},
      {rawFile("[]", 0), "not a JSON object"},
      {rawFile(R"({"w":{"dtype":"X9","shape":[1],"data_offsets":[0,4]}})", 4),
       "unknown or missing dtype"},
      {rawFile(R"({"w":{"dtype":"F32","shape":[2],"data_offsets":[0,4]}})", 4),
       "data_offsets do not hold 8 bytes"},
      {rawFile(R"({"w":{"dtype":"F32","shape":[1],"data_offsets":[0,4]}})", 2),
       "ends at byte 4 of the data but the file holds 2"},
      {rawFile(R"({"a":{"dtype":"F32","shape":[2],"data_offsets":[0,8]},)"
               R"("b":{"dtype":"F32","shape":[1],"data_offsets":[4,8]}})",
               8),
       "overlaps"},
      {rawFile(R"({"w":{"dtype":"F32","shape":[-1],"data_offsets":[0,4]}})",
               4),
       "not a non-negative integer"},
  };
  for (const Case &c : cases) {
    writeRaw(dir.file("bad.safetensors"), c.bytes);
    std::string error;
    EXPECT_FALSE(SafeTensorsReader::open(dir.file("bad.safetensors"), error));
    EXPECT_NE(error.find(c.expect), std::string::npos) << error;
    EXPECT_NE(error.find("bad.safetensors"), std::string::npos) << error;
  }
  std::string error;
  EXPECT_FALSE(SafeTensorsReader::open(dir.file("missing"), error));
  EXPECT_NE(error.find("cannot open"), std::string::npos);
}

TEST(SafeTensors, Crc32IsZlibs) {
  const char text[] = "123456789";
  EXPECT_EQ(crc32Of(llvm::ArrayRef<char>(text, 9)), 0xCBF43926u);
  // Continued in two pieces, the same.
  uint32_t half = crc32Of(llvm::ArrayRef<char>(text, 4));
  EXPECT_EQ(crc32Of(llvm::ArrayRef<char>(text + 4, 5), half), 0xCBF43926u);
}

/// The global 8x6 tensor with element (i, j) = 10 i + j.
float globalAt(int64_t i, int64_t j) { return float(10 * i + j); }

TEST(TensorSlices, RestoreUnderAnotherSplit) {
  // Saved: split 4 ways on dim 0 (2 rows each). Wanted: split 2 ways on
  // dim 1, rank 1 (columns 3..5): a piece of every saved shard.
  PieceLayout target;
  target.offsets = {0, 3};
  target.sizes = {8, 3};
  std::vector<float> buf(8 * 3, -1);
  int64_t copied = 0, reads = 0;
  for (int64_t r = 0; r < 4; ++r) {
    PieceLayout source;
    source.offsets = {2 * r, 0};
    source.sizes = {2, 6};
    std::vector<float> data;
    for (int64_t i = 0; i < 2; ++i)
      for (int64_t j = 0; j < 6; ++j)
        data.push_back(globalAt(2 * r + i, j));
    copied += copyOverlap(source, target, {8, 3}, sizeof(float),
                          reinterpret_cast<char *>(buf.data()),
                          [&](int64_t first, int64_t count, char *dst) {
                            ++reads;
                            std::memcpy(dst, data.data() + first, count * 4);
                            return true;
                          });
  }
  EXPECT_EQ(copied, 24);
  EXPECT_EQ(reads, 8); // one run of 3 columns per row: no more is read
  for (int64_t i = 0; i < 8; ++i)
    for (int64_t j = 0; j < 3; ++j)
      EXPECT_EQ(buf[i * 3 + j], globalAt(i, 3 + j));
}

TEST(TensorSlices, UnevenShardsAndParts) {
  // 7 rows over 4 devices: 2 per device, the last holds 1 and padding.
  Shard last;
  last.offsets = {6};
  PieceLayout p = PieceLayout::ofShard(last, {7}, {2});
  EXPECT_EQ(p.sizes, (std::vector<int64_t>{1}));
  // Split per part ({"x"}x2 over 2 devices, 8 elements): device 1 holds
  // global 2, 3, 6, 7.
  PieceLayout part;
  part.offsets = {2};
  part.sizes = {4};
  part.partLocal = {2};
  part.partGlobal = {4};
  std::vector<float> whole = {0, 1, 2, 3, 4, 5, 6, 7}, got(4, -1);
  EXPECT_EQ(copyOverlap(PieceLayout::whole({8}), part, {4}, 4,
                        reinterpret_cast<char *>(got.data()),
                        [&](int64_t first, int64_t count, char *dst) {
                          std::memcpy(dst, whole.data() + first, count * 4);
                          return true;
                        }),
            4);
  EXPECT_EQ(got, (std::vector<float>{2, 3, 6, 7}));
  // The prefix box of a padded buffer.
  std::vector<float> local = {1, 2, 3, 4, 5, 6};
  std::vector<char> packed = packPrefix(
      reinterpret_cast<const char *>(local.data()), {2, 3}, {2, 2}, 4);
  std::vector<float> p2(4);
  std::memcpy(p2.data(), packed.data(), 16);
  EXPECT_EQ(p2, (std::vector<float>{1, 2, 4, 5}));
}

TEST(CheckpointIndex, PrintParseAndLatest) {
  CheckpointIndex index;
  index.step = 4;
  index.entry = "train_step";
  index.meshName = "mesh";
  index.axisNames = {"data"};
  index.meshShape = {2};
  CheckpointTensor t{"w", "F32", {4, 2}, "<@mesh, [{\"data\"}, {}]>", false,
                     {}};
  for (int64_t r = 0; r < 2; ++r) {
    PieceLayout l;
    l.offsets = {2 * r, 0};
    l.sizes = {2, 2};
    t.shards.push_back({"rank-0000" + std::to_string(r) + ".safetensors", "w",
                        l, uint32_t(1000 + r)});
  }
  index.tensors.push_back(t);
  std::string text = printCheckpointIndex(index);
  CheckpointIndex back;
  std::string error;
  ASSERT_TRUE(parseCheckpointIndex(text, back, error)) << error;
  EXPECT_EQ(printCheckpointIndex(back), text);
  EXPECT_EQ(back.tensors[0].shards[1].crc32, 1001u);
  EXPECT_EQ(back.tensors[0].shards[1].layout.offsets,
            (std::vector<int64_t>{2, 0}));
  // Refused: another format, a shard whose layout lacks a dim, a path.
  EXPECT_FALSE(parseCheckpointIndex(R"({"format":"x"})", back, error));
  std::string bad = text;
  bad.replace(bad.find("rank-00001"), 10, "../../etc/");
  CheckpointIndex b2;
  EXPECT_FALSE(parseCheckpointIndex(bad, b2, error));

  TempDir dir;
  std::string found;
  EXPECT_FALSE(findLatestCheckpoint(dir.file("none"), found, error));
  EXPECT_NE(error.find("is not a directory"), std::string::npos);
  EXPECT_FALSE(findLatestCheckpoint(dir.path, found, error));
  EXPECT_NE(error.find("no complete checkpoint"), std::string::npos);
  for (int64_t step : {2, 4, 6}) {
    std::string d = checkpointStepDir(dir.path, step);
    llvm::sys::fs::create_directories(d);
    if (step != 6) // step 6's save was cut short: no index
      writeRaw(d + "/" + kCheckpointIndexName, text);
  }
  ASSERT_TRUE(findLatestCheckpoint(dir.path, found, error)) << error;
  EXPECT_EQ(found, checkpointStepDir(dir.path, 4) + "/index.json");
}

} // namespace
