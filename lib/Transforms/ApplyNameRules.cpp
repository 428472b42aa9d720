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
struct Rule {
  std::string glob;
  std::optional<llvm::GlobPattern> pattern;
  std::string shardingText;
  ShardingAttr sharding;
  Location loc;
  unsigned uses = 0;
};

struct ApplyNameRulesPass
    : cleave::impl::CleaveApplyNameRulesBase<ApplyNameRulesPass> {
  using Base::Base;
  void runOnOperation() override;
  LogicalResult readRules(ModuleOp module, SmallVectorImpl<Rule> &rules);

  /// The rules file: the GlobPatterns point into it, so it lives as long as
  /// they do.
  std::shared_ptr<llvm::MemoryBuffer> buf;
  LogicalResult parseShardings(ModuleOp module, MutableArrayRef<Rule> rules);
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

LogicalResult ApplyNameRulesPass::readRules(ModuleOp module,
                                            SmallVectorImpl<Rule> &rules) {
  MLIRContext *ctx = module.getContext();
  std::string error;
  buf = openInputFile(file, &error);
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
      Block block;
      ParserConfig config(ctx);
      if (failed(parseSourceString(line, &block, config, file))) {
        emitError(loc) << "cannot parse the mesh declaration";
        ok = false;
        continue;
      }
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
    Rule rule{lhs.str(), std::nullopt, rhs.str(), nullptr, loc};
    llvm::Expected<llvm::GlobPattern> pat = llvm::GlobPattern::create(lhs, /*MaxSubPatterns=*/1024);
    if (!pat) {
      emitError(loc) << "bad name pattern '" << lhs
                     << "': " << llvm::toString(pat.takeError());
      ok = false;
      continue;
    }
    rule.pattern = std::move(*pat);
    rules.push_back(std::move(rule));
  }
  return success(ok);
}

LogicalResult ApplyNameRulesPass::parseShardings(ModuleOp module,
                                                 MutableArrayRef<Rule> rules) {
  MLIRContext *ctx = module.getContext();
  auto meshes = llvm::to_vector(module.getOps<MeshOp>());
  bool ok = true;
  for (Rule &rule : rules) {
    std::string text = rule.shardingText;
    if (!StringRef(text).starts_with("#cleave.sharding")) {
      if (meshes.size() != 1) {
        emitError(rule.loc)
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
      emitError(rule.loc) << "bad sharding '" << rule.shardingText << "'"
                          << (message.empty() ? "" : ": ") << message;
      ok = false;
    }
  }
  return success(ok);
}

void ApplyNameRulesPass::runOnOperation() {
  ModuleOp module = getOperation();
  if (file.empty()) {
    module.emitError() << "cleave-apply-name-rules needs file=RULES";
    return signalPassFailure();
  }
  SmallVector<Rule> rules;
  if (failed(readRules(module, rules)) || failed(parseShardings(module, rules)))
    return signalPassFailure();

  bool ok = true;
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
      if (failed(rule->sharding.verifyFor(fn, type, [&] {
            InFlightDiagnostic d = emitError(rule->loc);
            d << "rule '" << rule->glob << "' on argument #" << i << " ("
              << name.getValue() << ": " << type << ") of @"
              << fn.getSymName() << ": ";
            return d;
          }))) {
        ok = false;
        continue;
      }
      values[i] = rule->sharding;
      any = true;
      ++numSharded;
    }
    if (any)
      setArgAttrsNamed(fn, "cleave.sharding", values);
  }
  if (!ok)
    return signalPassFailure();
  bool unmatched = false;
  for (const Rule &rule : rules) {
    if (rule.uses)
      continue;
    if (allowUnmatched) {
      emitWarning(rule.loc) << "rule '" << rule.glob
                            << "' matches no unsharded argument";
      continue;
    }
    emitError(rule.loc) << "rule '" << rule.glob
                        << "' matches no unsharded argument (a misspelt "
                           "name, or a rule an earlier one shadows); "
                           "allow-unmatched makes this a warning";
    unmatched = true;
  }
  if (unmatched)
    signalPassFailure();
}
