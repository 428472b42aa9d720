//===- NpyCheck.cpp - unit checks of the .npy reader ----------------------===//
//
// `cleave-npy-check` (ctest npy-reader): a table of well-formed and
// malformed .npy files, each with the outcome and message expected, then
// 200k seeded mutations of valid files through the libFuzzer entry point
// (FuzzNpy.cpp), so the reader is fuzzed in every build, not only in the
// -DCLEAVE_ENABLE_FUZZERS=ON one. Exits 1 on the first wrong outcome.
//
//===----------------------------------------------------------------------===//

#include "cleave/Run/NpyIO.h"

#include <cstdint>
#include <cstdio>
#include <random>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

using namespace cleave::run;

/// A .npy file: the version-1 (or 2) preamble, `header` and `data` bytes.
static std::string npy(const std::string &header, size_t dataBytes,
                       int version = 1, int64_t claimedLen = -1) {
  std::string out = "\x93NUMPY";
  out += char(version);
  out += '\0';
  uint64_t len = claimedLen >= 0 ? uint64_t(claimedLen) : header.size();
  out += char(len & 0xff);
  out += char((len >> 8) & 0xff);
  if (version > 1) {
    out += char((len >> 16) & 0xff);
    out += char((len >> 24) & 0xff);
  }
  out += header;
  out.append(dataBytes, '\0');
  return out;
}

static std::string dict(const std::string &descr, const std::string &shape) {
  return "{'descr': " + descr + ", 'fortran_order': False, 'shape': " +
         shape + ", }\n";
}

struct Case {
  const char *name;
  std::string bytes;
  const char *expect; // nullptr: accepted; else a substring of the error
};

static std::vector<Case> cases() {
  return {
      {"valid 3x4 f4", npy(dict("'<f4'", "(3, 4)"), 48), nullptr},
      {"valid scalar", npy(dict("'<f8'", "()"), 8), nullptr},
      {"valid 1-d", npy(dict("'<i8'", "(5,)"), 40), nullptr},
      {"valid empty", npy(dict("'<f4'", "(0, 7)"), 0), nullptr},
      {"valid v2", npy(dict("'|u1'", "(2,)"), 2, 2), nullptr},
      {"valid bool", npy(dict("'|b1'", "(3,)"), 3), nullptr},
      {"valid python2 long", npy(dict("'<f4'", "(2L, 2L)"), 16), nullptr},
      {"word dim", npy(dict("'<f4'", "(four, 4)"), 64),
       "shape entry 'four' is not a non-negative integer"},
      {"huge dim", npy(dict("'<f4'", "(99999999999999999999999, 4)"), 0),
       "shape entry '99999999999999999999999' is too large"},
      {"negative dim", npy(dict("'<f4'", "(-1, 4)"), 0),
       "shape entry '-1' is negative"},
      {"float dim", npy(dict("'<f4'", "(4e9, 4e9)"), 0),
       "shape entry '4e9' is not a non-negative integer"},
      {"missing descr value", npy("{'descr': , 'fortran_order': False, "
                                  "'shape': (2,), }",
                                  8),
       "expected a quoted string"},
      {"elements overflow",
       npy(dict("'<f4'", "(4294967296, 4294967296, 4294967296)"), 0),
       "more elements than fit in int64"},
      {"bytes over the file", npy(dict("'<f8'", "(100000, 100000)"), 16),
       "needs 80000000000 bytes of data but the file has 16"},
      {"header claims 4 GiB", npy("{", 0, 2, 0xffffffffLL),
       "the header claims 4294967295 bytes"},
      {"trailing data", npy(dict("'<f4'", "(2,)"), 12), "bytes after the data"},
      {"fortran", npy("{'descr': '<f4', 'fortran_order': True, "
                      "'shape': (2,), }",
                      8),
       "Fortran-order"},
      {"big-endian", npy(dict("'>f4'", "(2,)"), 8), "big-endian"},
      {"dtype object", npy(dict("'|O'", "(2,)"), 16), "unsupported dtype"},
      {"dtype f1", npy(dict("'<f1'", "(2,)"), 2), "unsupported dtype"},
      {"unknown key", npy("{'descr': '<f4', 'fortran_order': False, "
                          "'shape': (2,), 'x': 1}",
                          8),
       "unknown key 'x'"},
      {"duplicate key", npy("{'descr': '<f4', 'descr': '<f4', "
                            "'fortran_order': False, 'shape': (2,)}",
                            8),
       "appears twice"},
      {"missing shape", npy("{'descr': '<f4', 'fortran_order': False}", 8),
       "missing key 'shape'"},
      {"shape not a tuple", npy(dict("'<f4'", "[2]"), 8), "must be a tuple"},
      {"unterminated shape", npy("{'descr': '<f4', 'fortran_order': False, "
                                 "'shape': (2, 3",
                                 8),
       "expected ',' or ')' in the shape"},
      {"fortran not bool", npy("{'descr': '<f4', 'fortran_order': 0, "
                               "'shape': (2,)}",
                               8),
       "must be True or False"},
      {"NUL in header", npy(std::string("{'descr'\0", 9), 0), "NUL byte"},
      {"no magic", std::string("PK\x03\x04 not numpy at all"), "not a .npy"},
      {"empty file", std::string(), "not a .npy"},
      {"version 9", npy(dict("'<f4'", "(1,)"), 4, 9), "unsupported .npy version"},
      {"blank scalar shape",
       npy(dict("'<f4'", "(" + std::string(65 * 3, ' ') + ")"), 4), nullptr},
      {"empty shape entry", npy(dict("'<f4'", "(2, , 3)"), 24),
       "empty shape entry"},
      {"too many dims",
       [] {
         std::string s = "(";
         for (int i = 0; i < 65; ++i)
           s += "1, ";
         return npy(dict("'<f4'", s + ")"), 4);
       }(),
       "more than 64 dims"},
      {"text after dict", npy(dict("'<f4'", "(1,)") + "xyz", 4),
       "unexpected 'xyz"},
  };
}

static int checkTable() {
  int bad = 0;
  for (const Case &c : cases()) {
    NpyArray array;
    std::string error;
    bool ok = parseNpy(c.bytes.data(), c.bytes.size(), array, error);
    bool pass = c.expect ? !ok && error.find(c.expect) != std::string::npos
                         : ok;
    if (!pass) {
      std::printf("FAIL %s: %s (expected %s)\n", c.name,
                  ok ? "accepted" : error.c_str(),
                  c.expect ? c.expect : "acceptance");
      ++bad;
    }
  }
  return bad;
}

/// Seeded byte flips, insertions, truncations and header splices of the
/// valid cases through the fuzz entry point (aborts on a wrong outcome).
static void mutate(int rounds) {
  std::mt19937_64 rng(17);
  std::vector<std::string> seeds;
  for (const Case &c : cases())
    seeds.push_back(c.bytes);
  const char *tokens[] = {"(", ")", ",", "'", "-", "9999999999999999999",
                          "4e9", "{", "}", "True", "\xff", "<f8", "0"};
  for (int r = 0; r < rounds; ++r) {
    std::string s = seeds[rng() % seeds.size()];
    for (int m = 0, n = 1 + int(rng() % 4); m < n; ++m) {
      size_t at = s.empty() ? 0 : rng() % s.size();
      switch (rng() % 4) {
      case 0:
        if (!s.empty())
          s[at] = char(rng());
        break;
      case 1:
        s.insert(at, tokens[rng() % (sizeof(tokens) / sizeof(*tokens))]);
        break;
      case 2:
        s.resize(at);
        break;
      default:
        if (!s.empty())
          s.erase(at, 1 + rng() % 4);
      }
    }
    LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t *>(s.data()),
                           s.size());
  }
}

int main(int argc, char **argv) {
  int rounds = argc > 1 ? std::atoi(argv[1]) : 200000;
  int bad = checkTable();
  mutate(rounds);
  std::printf("npy reader: %zu table cases, %d wrong; %d mutations\n",
              cases().size(), bad, rounds);
  return bad ? 1 : 0;
}
