//===- Program.cpp - Cleave as a library for other front ends -------------===//

#include "cleave/API/Program.h"

#include "cleave/Analysis/CostModel.h"
#include "cleave/Analysis/OutputChecks.h"
#include "cleave/Analysis/Passes.h"
#include "cleave/Analysis/ShardingView.h"
#include "cleave/Conversion/Passes.h"
#include "cleave/IR/CleaveDialect.h"
#include "cleave/IR/CleaveInterfaces.h"
#include "cleave/IR/CleaveOps.h"
#include "cleave/Transforms/NameRules.h"
#include "cleave/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/IR/Verifier.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "llvm/Support/SourceMgr.h"

#include <mutex>

using namespace mlir;
using namespace mlir::cleave;

namespace cleave::api {

/// Every pass a pipeline may name, registered once per process.
static void registerPassesOnce() {
  static std::once_flag once;
  std::call_once(once, [] {
    registerAllPasses();
    mlir::cleave::registerCleavePasses();
    mlir::cleave::registerImportPipeline();
    mlir::cleave::registerCleaveConversionPasses();
    mlir::cleave::registerCleaveAnalysisPasses();
  });
}

static std::unique_ptr<MLIRContext> makeContext() {
  DialectRegistry registry;
  registerAllDialects(registry);
  registerAllExtensions(registry);
  registerAllToLLVMIRTranslations(registry);
  registry.insert<CleaveDialect>();
  registerShardingRuleModels(registry);
  auto ctx = std::make_unique<MLIRContext>(registry,
                                           MLIRContext::Threading::DISABLED);
  ctx->loadAllAvailableDialects();
  return ctx;
}

/// A location as the user wrote it: "file:line:col" of its file location,
/// else a name location's name, else the location printed.
static std::string locString(Location loc) {
  if (auto file = loc->findInstanceOf<FileLineColLoc>())
    return (file.getFilename().getValue() + ":" + Twine(file.getLine()) +
            ":" + Twine(file.getColumn()))
        .str();
  if (auto name = loc->findInstanceOf<NameLoc>())
    return name.getName().str();
  if (isa<UnknownLoc>(loc))
    return "";
  std::string s;
  llvm::raw_string_ostream(s) << loc;
  return s;
}

/// Collects every diagnostic of its lifetime as "LOC: error: message" lines
/// (notes included), so that a failed step reports all it said.
class Capture {
public:
  explicit Capture(MLIRContext *ctx)
      : handler(ctx, [this](Diagnostic &d) {
          record(d);
          return success();
        }) {}
  std::string text() const { return out; }

private:
  void record(Diagnostic &d) {
    std::string loc = locString(d.getLocation());
    const char *severity = d.getSeverity() == DiagnosticSeverity::Error
                               ? "error"
                           : d.getSeverity() == DiagnosticSeverity::Warning
                               ? "warning"
                               : "note";
    out += (loc.empty() ? "" : loc + ": ") + severity + ": " + d.str() + "\n";
    for (Diagnostic &note : d.getNotes())
      record(note);
  }
  std::string out;
  ScopedDiagnosticHandler handler;
};

struct Program::Impl {
  std::shared_ptr<MLIRContext> ctx;
  mutable OwningOpRef<ModuleOp> module;

  func::FuncOp entryFunc() const {
    func::FuncOp only, main;
    int publicBodies = 0;
    for (auto fn : module->getOps<func::FuncOp>()) {
      if (fn.isDeclaration())
        continue;
      if (fn.getSymName() == "main")
        main = fn;
      if (fn.isPublic()) {
        ++publicBodies;
        only = fn;
      }
    }
    if (publicBodies == 1)
      return only;
    return main;
  }
};

Program::Program() : impl(std::make_unique<Impl>()) {}
Program::~Program() = default;

std::unique_ptr<Program> Program::parse(const std::string &text,
                                        const std::string &bufferName,
                                        Error &error) {
  registerPassesOnce();
  std::unique_ptr<Program> p(new Program());
  p->impl->ctx = makeContext();
  Capture capture(p->impl->ctx.get());
  auto buffer = llvm::MemoryBuffer::getMemBufferCopy(text, bufferName);
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(buffer), llvm::SMLoc());
  ParserConfig config(p->impl->ctx.get());
  p->impl->module = parseSourceFile<ModuleOp>(sourceMgr, config);
  if (!p->impl->module) {
    error.message = capture.text();
    if (error.message.empty())
      error.message = bufferName + ": not an MLIR module";
    return nullptr;
  }
  return p;
}

std::unique_ptr<Program> Program::clone() const {
  std::unique_ptr<Program> p(new Program());
  p->impl->ctx = impl->ctx;
  p->impl->module = impl->module->clone();
  return p;
}

std::string Program::str() const {
  std::string s;
  llvm::raw_string_ostream os(s);
  impl->module->print(os);
  return s;
}

bool Program::save(const std::string &path, Error &error) const {
  std::unique_ptr<AtomicOutput> out = AtomicOutput::open(path, error.message);
  if (!out)
    return false;
  // With locations, so that what reads the file (cleave-run's diagnostics,
  // a later plan) names the user's source, not this file.
  impl->module->print(out->os(), OpPrintingFlags().enableDebugInfo());
  return out->commit(error.message);
}

std::string Program::entry(Error &error) const {
  func::FuncOp fn = impl->entryFunc();
  if (!fn) {
    error.message = "the module has no entry function: no single public "
                    "function with a body, and no @main";
    return "";
  }
  return fn.getSymName().str();
}

std::vector<std::string> Program::argumentNames() const {
  std::vector<std::string> names;
  if (func::FuncOp fn = impl->entryFunc())
    for (unsigned i = 0, e = fn.getNumArguments(); i < e; ++i) {
      auto n = fn.getArgAttrOfType<StringAttr>(i, "cleave.name");
      names.push_back(n ? n.str() : "");
    }
  return names;
}

std::vector<std::string> Program::resultNames() const {
  std::vector<std::string> names;
  if (func::FuncOp fn = impl->entryFunc())
    for (unsigned i = 0, e = fn.getNumResults(); i < e; ++i) {
      auto n = fn.getResultAttrOfType<StringAttr>(i, "cleave.name");
      names.push_back(n ? n.str() : "");
    }
  return names;
}

std::vector<std::pair<std::string, Program::MeshAxes>>
Program::meshes() const {
  std::vector<std::pair<std::string, MeshAxes>> out;
  for (auto mesh : impl->module->getOps<MeshOp>()) {
    MeshAxes axes;
    for (unsigned a = 0, e = mesh.getNumAxes(); a < e; ++a)
      axes.emplace_back(mesh.getAxisName(a).str(), mesh.getAxisSizes()[a]);
    out.emplace_back(mesh.getSymName().str(), std::move(axes));
  }
  return out;
}

bool Program::declareMesh(
    const std::string &name,
    const std::vector<std::pair<std::string, int64_t>> &axes, Error &error) {
  std::string text = "cleave.mesh @" + name + " = <[";
  for (size_t i = 0; i < axes.size(); ++i) {
    std::string quoted;
    llvm::raw_string_ostream os(quoted);
    os << "\"";
    llvm::printEscapedString(axes[i].first, os);
    os << "\"";
    text += (i ? ", " : "") + quoted + "=" + std::to_string(axes[i].second);
  }
  text += "]>";
  Capture capture(impl->ctx.get());
  Location loc = NameLoc::get(StringAttr::get(impl->ctx.get(), "mesh @" + name));
  if (failed(mlir::cleave::declareMesh(*impl->module, text, loc)) ||
      failed(verify(*impl->module))) {
    error.message = capture.text();
    return false;
  }
  return true;
}

std::optional<int64_t> Program::applyRules(
    const std::vector<std::pair<std::string, std::string>> &rules,
    bool allowUnmatched, const std::string &where, Error &error) {
  Capture capture(impl->ctx.get());
  std::vector<NameRule> nameRules;
  for (const auto &[glob, sharding] : rules)
    nameRules.push_back(NameRule{
        glob, sharding,
        NameLoc::get(StringAttr::get(impl->ctx.get(),
                                     where + "[\"" + glob + "\"]"))});
  FailureOr<int64_t> n =
      mlir::cleave::applyNameRules(*impl->module, nameRules, allowUnmatched,
                                   /*replicateTrailingDims=*/true);
  if (failed(n)) {
    error.message = capture.text();
    return std::nullopt;
  }
  return *n;
}

bool Program::runPipeline(const std::string &pipeline, Error &error) {
  Capture capture(impl->ctx.get());
  PassManager pm(impl->ctx.get());
  std::string message;
  llvm::raw_string_ostream errs(message);
  if (failed(parsePassPipeline(pipeline, pm, errs))) {
    error.message = "bad pass pipeline '" + pipeline + "': " + message;
    return false;
  }
  if (failed(pm.run(*impl->module))) {
    error.message = capture.text();
    if (error.message.empty())
      error.message = "the pass pipeline '" + pipeline + "' failed";
    return false;
  }
  return true;
}

static std::string typeString(Type t) {
  std::string s;
  llvm::raw_string_ostream(s) << t;
  return s;
}

static std::optional<TensorSharding>
describe(FunctionOpInterface fn, StringAttr name, Type type,
         ShardingAttr sharding, const char *role, int64_t index) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!name || !tensor)
    return std::nullopt;
  TensorSharding t;
  t.name = name.str();
  t.role = role;
  t.index = index;
  t.elementType = typeString(tensor.getElementType());
  t.shape.assign(tensor.getShape().begin(), tensor.getShape().end());
  MeshOp mesh = sharding ? lookupMesh(fn, sharding.getMesh()) : MeshOp();
  SmallVector<int64_t> local = getLocalShape(tensor, sharding, mesh);
  t.localShape.assign(local.begin(), local.end());
  for (int64_t d = 0; d < tensor.getRank(); ++d) {
    std::vector<std::string> axes;
    int64_t parts = 1;
    if (sharding && d < sharding.getRank()) {
      for (StringAttr a : sharding.getDims()[d].getAxes())
        axes.push_back(a.str());
      parts = sharding.getDims()[d].getParts();
    }
    t.dimAxes.push_back(axes);
    t.parts.push_back(parts);
  }
  if (sharding) {
    for (StringAttr a : sharding.getPartialAxes())
      t.partialAxes.push_back(a.str());
    if (sharding.isPartial())
      t.partialKind = stringifyReductionKind(sharding.getPartialKind()).str();
    llvm::raw_string_ostream(t.text) << sharding;
  }
  return t;
}

std::vector<TensorSharding> Program::shardings() const {
  std::vector<TensorSharding> out;
  func::FuncOp fn = impl->entryFunc();
  if (!fn)
    return out;
  for (unsigned i = 0, e = fn.getNumArguments(); i < e; ++i)
    if (auto t = describe(fn, fn.getArgAttrOfType<StringAttr>(i, "cleave.name"),
                          fn.getArgumentTypes()[i], getArgSharding(fn, i),
                          "argument", i))
      out.push_back(*t);
  for (unsigned i = 0, e = fn.getNumResults(); i < e; ++i)
    if (auto t = describe(
            fn, fn.getResultAttrOfType<StringAttr>(i, "cleave.name"),
            fn.getResultTypes()[i], getFuncResultSharding(fn, i), "result", i))
      out.push_back(*t);
  return out;
}

std::optional<TensorSharding>
Program::sharding(const std::string &name) const {
  for (TensorSharding &t : shardings())
    if (t.name == name)
      return t;
  return std::nullopt;
}

std::string Program::visualize(const std::string &name) const {
  func::FuncOp fn = impl->entryFunc();
  std::optional<TensorSharding> t = sharding(name);
  if (!fn || !t)
    return "";
  Type type = t->role == "argument" ? fn.getArgumentTypes()[t->index]
                                    : fn.getResultTypes()[t->index];
  ShardingAttr s = t->role == "argument"
                       ? getArgSharding(fn, t->index)
                       : getFuncResultSharding(fn, t->index);
  std::string out;
  llvm::raw_string_ostream os(out);
  printShardingGrid(os, name, cast<RankedTensorType>(type), s,
                    s ? lookupMesh(fn, s.getMesh()) : MeshOp());
  return out;
}

/// Whether `op` only moves or re-views its one tensor input (so a
/// collective of its result moves that input's data).
static Value viewedInput(Operation *op) {
  if (isa<tensor::ExtractSliceOp, tensor::CollapseShapeOp,
          tensor::ExpandShapeOp, tensor::CastOp, tensor::PadOp>(op))
    return op->getOperand(0);
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op))
    if (linalgOp.getNumDpsInputs() == 1 &&
        linalgOp.getNumLoops() == linalgOp.getNumParallelLoops() &&
        isa<RankedTensorType>(linalgOp.getDpsInputs()[0].getType()))
      return linalgOp.getDpsInputs()[0];
  return {};
}

static std::string sourceOf(Value v) {
  for (int depth = 0; depth < 32 && v; ++depth) {
    if (auto arg = dyn_cast<BlockArgument>(v)) {
      auto fn = dyn_cast<FunctionOpInterface>(arg.getOwner()->getParentOp());
      if (fn && arg.getOwner()->isEntryBlock())
        if (auto n = fn.getArgAttrOfType<StringAttr>(arg.getArgNumber(),
                                                     "cleave.name"))
          return "parameter " + n.str();
      return "argument #" + std::to_string(arg.getArgNumber());
    }
    Operation *def = v.getDefiningOp();
    Value next = viewedInput(def);
    if (!next) {
      return def->getName().getStringRef().str() + " at " +
             locString(def->getLoc());
    }
    v = next;
  }
  return "";
}

std::vector<Collective> Program::collectives() const {
  std::vector<Collective> out;
  for (auto fn : impl->module->getOps<FunctionOpInterface>()) {
    if (!fn->hasAttr("cleave.partitioned"))
      continue;
    fn->walk([&](Operation *op) {
      std::optional<CollectiveKind> kind = getCollectiveKind(op);
      if (!kind)
        return;
      Collective c;
      c.kind = stringifyCollectiveKind(*kind).str();
      if (auto axes = op->getAttrOfType<ArrayAttr>("axes"))
        for (Attribute a : axes)
          if (auto s = dyn_cast<StringAttr>(a))
            c.axes.push_back(s.str());
      c.bytes = *kind == CollectiveKind::AllSlice
                    ? 0
                    : getCollectiveBufferBytes(op);
      c.type = typeString(op->getResult(0).getType());
      c.function = fn.getName().str();
      c.location = locString(op->getLoc());
      c.source = op->getNumOperands() ? sourceOf(op->getOperand(0)) : "";
      out.push_back(std::move(c));
    });
  }
  return out;
}

std::optional<std::string> Program::estimateJson(const std::string &cluster,
                                                 Error &error) const {
  Capture capture(impl->ctx.get());
  std::string json;
  llvm::raw_string_ostream os(json);
  if (failed(writeEstimate(*impl->module, cluster, "json", os))) {
    error.message = capture.text();
    return std::nullopt;
  }
  return json;
}

} // namespace cleave::api
