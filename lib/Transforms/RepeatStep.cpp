//===- RepeatStep.cpp - several training steps as one program -------------===//
//
// cleave-repeat-step (and cleave-run --steps N): a training step returns its
// updated parameters and optimizer state under the `cleave.name`s of the
// arguments they replace. This writes a function of the same name and
// arguments that calls the step N times, each call reading the previous
// call's results for those arguments, and returns the final values plus,
// for every other result (the loss), the N values stacked on a new leading
// dim (the loss curve). The step itself becomes a private function
// `<name>_step`. Propagation and partitioning see N calls of one function,
// so every call has the same per-device program and the carried values keep
// one sharding across steps.
//
//===----------------------------------------------------------------------===//

#include "cleave/Transforms/Passes.h"
#include "cleave/Transforms/RepeatStep.h"

#include "cleave/IR/CleaveDialect.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"

namespace mlir {
namespace cleave {
#define GEN_PASS_DEF_CLEAVEREPEATSTEP
#include "cleave/Transforms/Passes.h.inc"
} // namespace cleave
} // namespace mlir

using namespace mlir;
using namespace mlir::cleave;

static StringAttr nameOf(DictionaryAttr attrs) {
  return attrs ? dyn_cast_or_null<StringAttr>(attrs.get("cleave.name"))
               : StringAttr();
}

FailureOr<func::FuncOp> mlir::cleave::repeatStep(func::FuncOp step,
                                                 int64_t steps) {
  auto fail = [&]() { return step.emitError() << "cleave-repeat-step: "; };
  if (steps < 1) {
    fail() << "steps must be at least 1, got " << steps;
    return failure();
  }
  if (step.isExternal() || step->hasAttr(CleaveDialect::getPartitionedAttrName())) {
    fail() << "@" << step.getSymName()
           << " must be an unpartitioned function with a body";
    return failure();
  }
  // Arguments by name; a name two arguments share cannot be fed back.
  llvm::StringMap<unsigned> argByName;
  llvm::StringSet<> twice;
  for (unsigned i = 0, e = step.getNumArguments(); i < e; ++i)
    if (StringAttr name = nameOf(step.getArgAttrDict(i)))
      if (!argByName.try_emplace(name.getValue(), i).second)
        twice.insert(name.getValue());
  FunctionType type = step.getFunctionType();
  SmallVector<std::optional<unsigned>> carried(type.getNumResults());
  SmallVector<Type> resultTypes;
  for (unsigned j = 0, e = type.getNumResults(); j < e; ++j) {
    auto t = dyn_cast<RankedTensorType>(type.getResult(j));
    if (!t || !t.hasStaticShape()) {
      fail() << "result #" << j << " of @" << step.getSymName() << " has type "
             << type.getResult(j) << "; a step's results must be static tensors";
      return failure();
    }
    StringAttr name = nameOf(step.getResultAttrDict(j));
    auto it = name ? argByName.find(name.getValue()) : argByName.end();
    if (it == argByName.end()) {
      // Stacked: one value per step.
      SmallVector<int64_t> shape = {steps};
      llvm::append_range(shape, t.getShape());
      resultTypes.push_back(RankedTensorType::get(shape, t.getElementType()));
      continue;
    }
    if (twice.contains(name.getValue())) {
      fail() << "result #" << j << " is named '" << name.getValue()
             << "', which several arguments are named; names must be unique";
      return failure();
    }
    if (type.getInput(it->second) != t) {
      fail() << "result #" << j << " ('" << name.getValue() << "') has type "
             << t << " but argument #" << it->second << " of that name has "
             << type.getInput(it->second);
      return failure();
    }
    carried[j] = it->second;
    resultTypes.push_back(t);
  }
  if (llvm::none_of(carried, [](auto c) { return c.has_value(); })) {
    fail() << "no result of @" << step.getSymName()
           << " carries the cleave.name of an argument; a training step "
              "returns each updated parameter and state under its argument's "
              "name";
    return failure();
  }

  auto module = step->getParentOfType<ModuleOp>();
  SymbolTable symbols(module);
  std::string name = step.getSymName().str();
  MLIRContext *ctx = step.getContext();
  OpBuilder b(ctx);
  b.setInsertionPointAfter(step);
  auto fn = func::FuncOp::create(b, step.getLoc(), name + "_tmp",
                                 FunctionType::get(ctx, type.getInputs(),
                                                   resultTypes));
  fn.setVisibility(step.getVisibility());
  for (unsigned i = 0, e = step.getNumArguments(); i < e; ++i)
    if (DictionaryAttr attrs = step.getArgAttrDict(i))
      fn.setArgAttrs(i, attrs);
  for (unsigned j = 0, e = type.getNumResults(); j < e; ++j) {
    DictionaryAttr attrs = step.getResultAttrDict(j);
    if (!attrs)
      continue;
    if (carried[j]) {
      fn.setResultAttrs(j, attrs);
    } else if (StringAttr n = nameOf(attrs)) {
      // A stacked result keeps its name; a sharding stated for one step's
      // value does not fit the stack.
      fn.setResultAttr(j, "cleave.name", n);
    }
  }
  std::string stepName = name + "_step";
  while (symbols.lookup(stepName) || stepName == name + "_tmp")
    stepName += "_";
  if (failed(symbols.rename(step, StringAttr::get(ctx, stepName))))
    return failure();
  step.setPrivate();
  fn.setSymName(name);

  Block *body = fn.addEntryBlock();
  b.setInsertionPointToStart(body);
  Location loc = step.getLoc();
  SmallVector<Value> args(body->getArguments());
  SmallVector<SmallVector<Value>> pieces(type.getNumResults());
  for (int64_t s = 0; s < steps; ++s) {
    auto call = func::CallOp::create(b, loc, step, args);
    for (unsigned j = 0, e = type.getNumResults(); j < e; ++j) {
      Value r = call.getResult(j);
      if (carried[j]) {
        args[*carried[j]] = r;
        continue;
      }
      auto t = cast<RankedTensorType>(r.getType());
      SmallVector<int64_t> shape = {1};
      llvm::append_range(shape, t.getShape());
      SmallVector<ReassociationIndices> groups;
      for (int64_t d = 0; d < t.getRank(); ++d)
        groups.push_back(d == 0 ? ReassociationIndices{0, 1}
                                : ReassociationIndices{d + 1});
      pieces[j].push_back(tensor::ExpandShapeOp::create(
          b, loc, RankedTensorType::get(shape, t.getElementType()), r,
          groups));
    }
  }
  SmallVector<Value> results;
  for (unsigned j = 0, e = type.getNumResults(); j < e; ++j) {
    if (carried[j]) {
      results.push_back(args[*carried[j]]);
      continue;
    }
    results.push_back(steps == 1 ? pieces[j][0]
                                 : tensor::ConcatOp::create(b, loc, 0,
                                                            pieces[j])
                                       .getResult());
  }
  func::ReturnOp::create(b, loc, results);
  return fn;
}

namespace {
struct RepeatStepPass
    : cleave::impl::CleaveRepeatStepBase<RepeatStepPass> {
  using Base::Base;
  void runOnOperation() override {
    ModuleOp module = getOperation();
    func::FuncOp step;
    if (!entry.empty()) {
      step = module.lookupSymbol<func::FuncOp>(entry);
      if (!step) {
        module.emitError() << "cleave-repeat-step: no function @" << entry;
        return signalPassFailure();
      }
    } else {
      SmallVector<func::FuncOp> candidates;
      for (auto fn : module.getOps<func::FuncOp>())
        if (fn.isPublic() && !fn.isExternal())
          candidates.push_back(fn);
      if (candidates.size() != 1) {
        module.emitError() << "cleave-repeat-step: " << candidates.size()
                           << " public functions; name the step with entry=";
        return signalPassFailure();
      }
      step = candidates.front();
    }
    if (failed(repeatStep(step, steps)))
      signalPassFailure();
  }
};
} // namespace
