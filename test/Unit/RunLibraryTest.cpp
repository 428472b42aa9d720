//===- RunLibraryTest.cpp - cleave-run's library, unit-tested -------------===//
//
// Calls the CleaveRun library (cleave/Run/*.h) directly: input generation,
// the --verify comparison and the option checks, without MPI or a JIT.
//
//===----------------------------------------------------------------------===//

#include "cleave/IR/CleaveDialect.h"
#include "cleave/Run/Inputs.h"
#include "cleave/Run/RunOptions.h"
#include "cleave/Run/Verify.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "gtest/gtest.h"

using namespace mlir;
using ::cleave::run::F32;
using ::cleave::run::HostBuffer;
using ::cleave::run::I64;
using ::cleave::run::InputGenerator;
using ::cleave::run::IntRange;
using ::cleave::run::RunOptions;
using ::cleave::run::Shard;
using ::cleave::run::Signature;
using ::cleave::run::ValueInfo;

namespace {

/// An entry with two named f32 arguments and an i64 one.
constexpr const char *kModule = R"mlir(
func.func @main(%v: tensor<16xf32> {cleave.name = "adam_v.w"},
                %w: tensor<16xf32> {cleave.name = "w"},
                %ids: tensor<8x4xi64>) -> tensor<16xf32> {
  return %v : tensor<16xf32>
}
)mlir";

class RunLibrary : public ::testing::Test {
protected:
  void SetUp() override {
    ctx.loadDialect<func::FuncDialect, mlir::cleave::CleaveDialect>();
    module = parseSourceString<ModuleOp>(kModule, &ctx);
    ASSERT_TRUE(module);
    fn = module->lookupSymbol<func::FuncOp>("main");
    ASSERT_TRUE(succeeded(::cleave::run::readSignature(fn, sig, false)));
  }

  /// Argument `i`'s whole value as `gen` generates it.
  static std::vector<long double> generate(const InputGenerator &gen,
                                           const ValueInfo &info, unsigned i) {
    HostBuffer buf;
    EXPECT_TRUE(succeeded(gen.fill(i, info, Shard::whole(info), buf)));
    std::vector<long double> values;
    for (int64_t e = 0; e < buf.numElements(); ++e)
      values.push_back(buf.get(e));
    return values;
  }

  MLIRContext ctx;
  OwningOpRef<ModuleOp> module;
  func::FuncOp fn;
  Signature sig;
};

TEST_F(RunLibrary, GeneratedInputsAreDeterministicPerSeed) {
  InputGenerator a(7, IntRange{}, false), b(7, IntRange{}, false),
      c(8, IntRange{}, false);
  std::vector<long double> first = generate(a, sig.args[1], 1);
  EXPECT_EQ(first, generate(b, sig.args[1], 1));
  EXPECT_NE(first, generate(c, sig.args[1], 1));
  // Another argument of the same seed gets other values.
  EXPECT_NE(first, generate(a, sig.args[0], 0));
  for (long double v : first) {
    EXPECT_GE(v, -1);
    EXPECT_LE(v, 1);
  }
}

TEST_F(RunLibrary, AShardHoldsItsSliceOfTheWholeInput) {
  InputGenerator gen(3, IntRange{}, false);
  std::vector<long double> whole = generate(gen, sig.args[1], 1);
  ValueInfo part = sig.args[1];
  part.localType = RankedTensorType::get({4}, part.localType.getElementType());
  Shard shard = Shard::whole(part);
  shard.offsets = {8};
  HostBuffer buf;
  ASSERT_TRUE(succeeded(gen.fill(1, part, shard, buf)));
  for (int64_t e = 0; e < 4; ++e)
    EXPECT_EQ(buf.get(e), whole[8 + e]) << "element " << e;
}

TEST_F(RunLibrary, IntegerInputsStayInTheIntRange) {
  InputGenerator gen(1, IntRange{3, 5}, false);
  ASSERT_EQ(sig.args[2].dtype, I64);
  std::vector<long double> ids = generate(gen, sig.args[2], 2);
  ASSERT_EQ(ids.size(), 32u);
  for (long double v : ids) {
    EXPECT_GE(v, 3);
    EXPECT_LE(v, 5);
    EXPECT_EQ(v, (long double)(int64_t)v);
  }
}

TEST_F(RunLibrary, FillRangesApplyToMatchingNames) {
  InputGenerator gen(1, IntRange{}, false);
  ASSERT_TRUE(succeeded(gen.parseFillRanges({"adam_v.*=0.125:1"}, fn)));
  for (long double v : generate(gen, sig.args[0], 0)) {
    EXPECT_GE(v, 0.125);
    EXPECT_LE(v, 1);
  }
  // "w" does not match: [-1, 1], some of it negative.
  std::vector<long double> w = generate(gen, sig.args[1], 1);
  EXPECT_TRUE(llvm::any_of(w, [](long double v) { return v < 0; }));
}

TEST_F(RunLibrary, FillRangesThatMatchNothingOrDoNotParseAreRefused) {
  InputGenerator gen(1, IntRange{}, false);
  EXPECT_TRUE(failed(gen.parseFillRanges({"nope=0:1"}, fn)));
  EXPECT_TRUE(failed(gen.parseFillRanges({"w=1:0"}, fn)));
  EXPECT_TRUE(failed(gen.parseFillRanges({"w"}, fn)));
}

TEST(RunVerify, TolerancesPerDTypeAndOverridden) {
  auto f32 = ::cleave::run::toleranceFor(F32);
  EXPECT_EQ(f32.rtol, 1e-4);
  EXPECT_EQ(f32.atol, 1e-5);
  auto i64 = ::cleave::run::toleranceFor(I64);
  EXPECT_EQ(i64.rtol, 0);
  EXPECT_EQ(i64.atol, 0);
  auto given = ::cleave::run::toleranceFor(F32, 0.5, std::nullopt);
  EXPECT_EQ(given.rtol, 0.5);
  EXPECT_EQ(given.atol, 1e-5);
}

TEST_F(RunLibrary, ComparisonReportsAMismatchAndPassesAMatch) {
  const ValueInfo &info = sig.args[1];
  auto tol = ::cleave::run::toleranceFor(F32);
  std::vector<long double> expected(16, 2.0L), got = expected;
  got[3] += 1e-6; // within rtol 1e-4 * 2 + atol 1e-5 * 2
  auto match = ::cleave::run::compareResult(0, info, expected, got, tol);
  EXPECT_TRUE(match.matches);
  EXPECT_EQ(match.mismatches, 0);
  EXPECT_NE(match.message.find("verify: result 0 matches"), std::string::npos)
      << match.message;

  got[5] = 2.5;
  got[9] = NAN;
  auto bad = ::cleave::run::compareResult(0, info, expected, got, tol);
  EXPECT_FALSE(bad.matches);
  EXPECT_EQ(bad.mismatches, 2);
  // The NaN is the worst element.
  EXPECT_NE(bad.message.find("2 of 16 elements differ; worst at [9]"),
            std::string::npos)
      << bad.message;

  // A looser tolerance accepts the 0.5 difference.
  got[9] = 2.0;
  auto loose = ::cleave::run::compareResult(
      0, info, expected, got, ::cleave::run::toleranceFor(F32, 0.5));
  EXPECT_TRUE(loose.matches) << loose.message;
}

TEST(RunOptionsTest, DefaultsAreValid) {
  RunOptions o;
  EXPECT_FALSE(o.validate());
  EXPECT_EQ(o.effectiveBackend(), "mpi");
  EXPECT_FALSE(o.profiling());
  o.timeline = "t.json";
  EXPECT_TRUE(o.profiling());
}

TEST(RunOptionsTest, BadOptionsAreRejectedWithAMessage) {
  auto message = [](auto change) {
    RunOptions o;
    change(o);
    std::optional<std::string> m = o.validate();
    return m ? *m : std::string("(accepted)");
  };
  EXPECT_EQ(message([](RunOptions &o) { o.repeat = 0; }),
            "--repeat must be at least 1, got 0");
  EXPECT_EQ(message([](RunOptions &o) { o.numProcs = 0; }),
            "-np must be a positive number of ranks, got 0");
  EXPECT_EQ(message([](RunOptions &o) { o.printValues = -1; }),
            "--print-values must be non-negative, got -1");
  EXPECT_EQ(
      message([](RunOptions &o) { o.intRange = "5:1"; }),
      "--int-range '5:1' is not of the form LO:HI with integers LO <= HI");
  EXPECT_EQ(message([](RunOptions &o) { o.optLevel = 4; }),
            "--opt-level 4 is not in 0..3");
  EXPECT_EQ(message([](RunOptions &o) { o.device = "tpu"; }),
            "--device=tpu: expected cpu or cuda");
  EXPECT_EQ(message([](RunOptions &o) { o.backend = "nccl"; }),
            "--backend=nccl needs --device=cuda (NCCL moves GPU buffers)");
  EXPECT_NE(message([](RunOptions &o) {
              o.rtol = -1;
            }).find("--rtol must be a non-negative finite number"),
            std::string::npos);
}

TEST(RunOptionsTest, TrainingFlagsNeedWhatTheyNeed) {
  auto message = [](auto change) {
    RunOptions o;
    change(o);
    std::optional<std::string> m = o.validate();
    return m ? *m : std::string("(accepted)");
  };
  EXPECT_EQ(message([](RunOptions &o) {
              o.checkpointEvery = 2;
              o.checkpointDir = "ck";
            }),
            "--checkpoint-every, --resume and --save-weights need --steps N "
            "(a training step)");
  EXPECT_EQ(message([](RunOptions &o) {
              o.steps = 4;
              o.checkpointEvery = 2;
            }),
            "--checkpoint-every K and --checkpoint-dir D go together");
  EXPECT_EQ(message([](RunOptions &o) {
              o.steps = 4;
              o.checkpointEvery = 0;
              o.checkpointDir = "ck";
            }),
            "--checkpoint-every must be at least 1, got 0");
  EXPECT_EQ(message([](RunOptions &o) {
              o.steps = 4;
              o.resumeDir = "ck";
              o.repeat = 2;
            }),
            "--repeat does not go with --checkpoint-every or --resume");
  RunOptions ok;
  ok.steps = 4;
  ok.resumeDir = "ck";
  EXPECT_FALSE(ok.validate());
  EXPECT_TRUE(ok.hostLoop());
  // Without checkpoints the steps still run as a host loop, unless
  // --steps-in-program, --repeat or --device cuda asks for one program.
  ok.resumeDir.clear();
  EXPECT_TRUE(ok.hostLoop());
  ok.stepsInProgram = true;
  EXPECT_FALSE(ok.hostLoop());
  ok.stepsInProgram = false;
  ok.repeat = 2;
  EXPECT_FALSE(ok.hostLoop());
  EXPECT_FALSE(ok.validate());
  ok.repeat = 1;
  ok.steps = 0;
  EXPECT_EQ(ok.validate(), std::optional<std::string>(
                               "--steps must be at least 1, got 0"));
}

TEST(RunOptionsTest, IntRangeParses) {
  auto r = ::cleave::run::parseIntRange(" 0 : 49 ");
  ASSERT_TRUE(r);
  EXPECT_EQ(r->lo, 0);
  EXPECT_EQ(r->hi, 49);
  EXPECT_FALSE(::cleave::run::parseIntRange("a:b"));
  EXPECT_FALSE(::cleave::run::parseIntRange("3"));
}

} // namespace
