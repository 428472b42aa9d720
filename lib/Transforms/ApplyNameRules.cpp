//===- ApplyNameRules.cpp - shard function arguments by name --------------===//
//
// cleave-apply-name-rules: reads a rules file, an ordered list of
// (glob over argument names, sharding), and writes the sharding of the first
// matching rule on every function argument whose `cleave.name` matches and
// that has no sharding yet. The names come from the exporters
// (python/cleave_export: PyTorch parameter names, JAX pytree paths); what no
// rule covers stays open for cleave-auto-shard / cleave-propagate.
//
//===----------------------------------------------------------------------===//

#include "cleave/Transforms/NameRules.h"
#include "cleave/Transforms/Passes.h"

#include "cleave/IR/CleaveDialect.h"
#include "cleave/IR/CleaveOps.h"
#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/GlobPattern.h"
#include "llvm/Support/MemoryBuffer.h"

#include <optional>

using namespace mlir;
using namespace mlir::cleave;

namespace mlir {
namespace cleave {
#define GEN_PASS_DEF_CLEAVEAPPLYNAMERULES
#include "cleave/Transforms/Passes.h.inc"
} // namespace cleave
} // namespace mlir

namespace {
/// A rule with its parsed pattern and sharding.
struct Rule {
  const NameRule *rule;
  std::optional<llvm::GlobPattern> pattern;
  ShardingAttr sharding;
  unsigned uses = 0;
};

struct ApplyNameRulesPass
    : cleave::impl::CleaveApplyNameRulesBase<ApplyNameRulesPass> {
  using Base::Base;
  void runOnOperation() override;
  LogicalResult readRules(ModuleOp module, SmallVectorImpl<NameRule> &rules);
};
} // namespace

/// The text of a line without its comment: a line whose first non-blank
/// character is '#', or anything from " # " on ('#' also starts
/// `#cleave.sharding`, so it only opens a comment after a blank).
static StringRef stripComment(StringRef line) {
  StringRef t = line.trim();
  if (t.starts_with("#") && !t.starts_with("#cleave."))
    return "";
  size_t c = t.find(" #");
  while (c != StringRef::npos && t.substr(c + 2).starts_with("cleave."))
    c = t.find(" #", c + 2);
  return c == StringRef::npos ? t : t.take_front(c).trim();
}

LogicalResult cleave::declareMesh(ModuleOp module, StringRef text,
                                  Location loc) {
  MLIRContext *ctx = module.getContext();
  Block block;
  ParserConfig config(ctx);
  StringRef sourceName;
  if (auto file = dyn_cast<FileLineColLoc>(loc))
    sourceName = file.getFilename();
  if (failed(parseSourceString(text, &block, config, sourceName)))
    return emitError(loc) << "cannot parse the mesh declaration";
  bool ok = true;
  for (Operation &op : llvm::make_early_inc_range(block)) {
    auto mesh = dyn_cast<MeshOp>(op);
    if (!mesh) {
      emitError(loc) << "expected 'cleave.mesh @NAME = <[...]>'";
      ok = false;
      continue;
    }
    if (SymbolTable::lookupSymbolIn(module, mesh.getSymNameAttr())) {
      emitError(loc) << "the module already has a symbol @"
                     << mesh.getSymName();
      ok = false;
      continue;
    }
    op.moveBefore(module.getBody(), module.getBody()->begin());
  }
  return success(ok);
}

LogicalResult ApplyNameRulesPass::readRules(ModuleOp module,
                                            SmallVectorImpl<NameRule> &rules) {
  MLIRContext *ctx = module.getContext();
  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> buf = openInputFile(file, &error);
  if (!buf)
    return module.emitError() << "cannot read the rules file '" << file
                              << "': " << error;
  SmallVector<StringRef> lines;
  buf->getBuffer().split(lines, '\n');
  bool ok = true;
  for (auto [n, raw] : llvm::enumerate(lines)) {
    Location loc = FileLineColLoc::get(ctx, file, n + 1, 1);
    StringRef line = stripComment(raw);
    if (line.empty())
      continue;
    if (line.starts_with("cleave.mesh")) {
      ok &= succeeded(declareMesh(module, line, loc));
      continue;
    }
    auto [lhs, rhs] = line.split("->");
    lhs = lhs.trim();
    rhs = rhs.trim();
    if (lhs.empty() || rhs.empty() || !line.contains("->")) {
      emitError(loc) << "expected 'NAME-GLOB -> SHARDING', got '" << line
                     << "'";
      ok = false;
      continue;
    }
    rules.push_back(NameRule{lhs.str(), rhs.str(), loc});
  }
  return success(ok);
}

/// Parses each rule's glob and sharding; false after reporting a bad one.
static bool parseRules(ModuleOp module, MutableArrayRef<Rule> rules) {
  MLIRContext *ctx = module.getContext();
  auto meshes = llvm::to_vector(module.getOps<MeshOp>());
  bool ok = true;
  for (Rule &rule : rules) {
    const NameRule &r = *rule.rule;
    llvm::Expected<llvm::GlobPattern> pat =
        llvm::GlobPattern::create(r.glob, /*MaxSubPatterns=*/1024);
    if (!pat) {
      emitError(r.loc) << "bad name pattern '" << r.glob
                       << "': " << llvm::toString(pat.takeError());
      ok = false;
      continue;
    }
    rule.pattern = std::move(*pat);
    std::string text = r.sharding;
    if (!StringRef(text).starts_with("#cleave.sharding")) {
      if (meshes.size() != 1) {
        emitError(r.loc)
            << "'" << text << "' names no mesh and the module has "
            << meshes.size()
            << " meshes: declare one (cleave.mesh @mesh = <[...]>) or write "
               "#cleave.sharding<@MESH, [...]>";
        ok = false;
        continue;
      }
      text = ("#cleave.sharding<@" + meshes.front().getSymName() + ", " +
              text + ">")
                 .str();
    }
    std::string message;
    Attribute attr;
    {
      ScopedDiagnosticHandler capture(ctx, [&](Diagnostic &d) {
        if (message.empty())
          message = d.str();
        return success();
      });
      size_t numRead = 0;
      attr = parseAttribute(text, ctx, Type(), &numRead);
      if (attr && numRead != text.size()) {
        message = "unexpected '" + text.substr(numRead) + "' after it";
        attr = nullptr;
      }
    }
    rule.sharding = dyn_cast_or_null<ShardingAttr>(attr);
    if (!rule.sharding) {
      emitError(r.loc) << "bad sharding '" << r.sharding << "'"
                       << (message.empty() ? "" : ": ") << message;
      ok = false;
    }
  }
  return ok;
}

FailureOr<int64_t> cleave::applyNameRules(ModuleOp module,
                                          ArrayRef<NameRule> nameRules,
                                          bool allowUnmatched,
                                          bool replicateTrailingDims) {
  SmallVector<Rule> rules;
  for (const NameRule &r : nameRules)
    rules.push_back(Rule{&r, std::nullopt, nullptr});
  if (!parseRules(module, rules))
    return failure();

  bool ok = true;
  int64_t numSharded = 0;
  for (auto fn : module.getOps<func::FuncOp>()) {
    if (fn.isDeclaration())
      continue;
    SmallVector<Attribute> values(fn.getNumArguments());
    bool any = false;
    for (unsigned i = 0, e = fn.getNumArguments(); i < e; ++i) {
      auto name = fn.getArgAttrOfType<StringAttr>(i, "cleave.name");
      if (!name || getArgSharding(fn, i))
        continue;
      Rule *rule = llvm::find_if(rules, [&](const Rule &r) {
        return r.pattern->match(name.getValue());
      });
      if (rule == rules.end())
        continue;
      ++rule->uses;
      Type type = fn.getArgumentTypes()[i];
      ShardingAttr sharding = rule->sharding;
      auto tensor = dyn_cast<RankedTensorType>(type);
      if (replicateTrailingDims && tensor &&
          sharding.getRank() < tensor.getRank()) {
        SmallVector<DimShardingAttr> dims(sharding.getDims());
        while (static_cast<int64_t>(dims.size()) < tensor.getRank())
          dims.push_back(DimShardingAttr::get(fn.getContext(), {},
                                              /*closed=*/true, std::nullopt));
        sharding = ShardingAttr::get(fn.getContext(), sharding.getMesh(), dims,
                                     sharding.getPartialAxes(),
                                     sharding.getPartialKind());
      }
      if (failed(sharding.verifyFor(fn, type, [&] {
            InFlightDiagnostic d = emitError(rule->rule->loc);
            d << "rule '" << rule->rule->glob << "' on argument #" << i
              << " (" << name.getValue() << ": " << type << ") of @"
              << fn.getSymName() << ": ";
            return d;
          }))) {
        ok = false;
        continue;
      }
      values[i] = sharding;
      any = true;
      ++numSharded;
    }
    if (any)
      setArgAttrsNamed(fn, "cleave.sharding", values);
  }
  if (!ok)
    return failure();
  bool unmatched = false;
  for (const Rule &rule : rules) {
    if (rule.uses)
      continue;
    if (allowUnmatched) {
      emitWarning(rule.rule->loc)
          << "rule '" << rule.rule->glob << "' matches no unsharded argument";
      continue;
    }
    emitError(rule.rule->loc)
        << "rule '" << rule.rule->glob
        << "' matches no unsharded argument (a misspelt name, or a rule an "
           "earlier one shadows); allow-unmatched makes this a warning";
    unmatched = true;
  }
  if (unmatched)
    return failure();
  return numSharded;
}

void ApplyNameRulesPass::runOnOperation() {
  ModuleOp module = getOperation();
  if (file.empty()) {
    module.emitError() << "cleave-apply-name-rules needs file=RULES";
    return signalPassFailure();
  }
  SmallVector<NameRule> rules;
  if (failed(readRules(module, rules)))
    return signalPassFailure();
  FailureOr<int64_t> n = applyNameRules(module, rules, allowUnmatched);
  if (failed(n))
    return signalPassFailure();
  numSharded += *n;
}
