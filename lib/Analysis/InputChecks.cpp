//===- InputChecks.cpp - what the Cleave passes refuse up front -----------===//
//
// See InputChecks.h. The walk is iterative: a module nested deeper than the
// limit is refused without recursing into it.
//
//===----------------------------------------------------------------------===//

#include "cleave/Analysis/InputChecks.h"
#include "cleave/Analysis/OutputChecks.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/Support/CheckedArithmetic.h"
#include "cleave/Support/FileUtil.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace mlir;
using namespace mlir::cleave;

/// Bytes of `type`, or nullopt when the count overflows int64.
static std::optional<int64_t> checkedBytes(RankedTensorType type) {
  // index (no bit width), complex, vectors...: 8 bytes is an upper bound
  // that is never too small for overflow purposes.
  Type elem = type.getElementType();
  int64_t bits = elem.isIntOrFloat() ? elem.getIntOrFloatBitWidth() : 64;
  std::optional<int64_t> n = std::max<int64_t>(1, (bits + 7) / 8);
  for (int64_t d : type.getShape())
    if (!ShapedType::isDynamic(d) && n)
      n = llvm::checkedMul(*n, d);
  return n;
}

static LogicalResult checkType(Type type, Operation *at, StringRef pass,
                               StringRef what) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor || checkedBytes(tensor))
    return success();
  return mlir::emitError(at->getLoc()) << pass << ": " << what << " has type " << type
                         << ", whose size in bytes overflows int64";
}

static LogicalResult checkOp(Operation *op, StringRef pass,
                             bool allowMultiBlock) {
  for (Region &region : op->getRegions())
    if (!allowMultiBlock && !region.empty() && !region.hasOneBlock()) {
      // At the location only: printing the op would dump the whole function.
      InFlightDiagnostic diag = mlir::emitError(op->getLoc());
      diag << pass << " supports only single-block regions, but ";
      if (auto fn = dyn_cast<func::FuncOp>(op))
        diag << "@" << fn.getSymName();
      else
        diag << "this '" << op->getName() << "'";
      diag << " has " << region.getBlocks().size()
           << " blocks (unstructured control flow such as cf.br / "
              "cf.cond_br); use scf.if / scf.for, or run "
              "--lift-cf-to-scf first";
      return diag;
    }
  for (auto [i, result] : llvm::enumerate(op->getResults()))
    if (failed(checkType(result.getType(), op, pass,
                         "result #" + std::to_string(i))))
      return failure();
  for (Region &region : op->getRegions())
    for (Block &block : region)
      for (BlockArgument arg : block.getArguments())
        if (failed(checkType(arg.getType(), op, pass,
                             "block argument #" +
                                 std::to_string(arg.getArgNumber()))))
          return failure();
  return success();
}

LogicalResult mlir::cleave::checkPassInput(ModuleOp module, StringRef pass,
                                           bool allowMultiBlock) {
  // (op, depth) worklist: no recursion on the user's nesting.
  SmallVector<std::pair<Operation *, unsigned>> work;
  for (auto fn : module.getOps<func::FuncOp>())
    work.push_back({fn, 0});
  while (!work.empty()) {
    auto [op, depth] = work.pop_back_val();
    if (depth > kMaxRegionNesting)
      return mlir::emitError(op->getLoc())
             << pass << ": regions nest deeper than " << kMaxRegionNesting
             << " levels here; flatten the program";
    if (failed(checkOp(op, pass, allowMultiBlock)))
      return failure();
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (Operation &inner : block)
          work.push_back({&inner, depth + 1});
  }
  return success();
}

LogicalResult mlir::cleave::checkNotInputFile(Operation *anchor,
                                              StringRef path,
                                              StringRef option) {
  Operation *top = anchor;
  while (Operation *parent = top->getParentOp())
    top = parent;
  auto loc = top->getLoc()->findInstanceOf<FileLineColLoc>();
  bool same = false;
  if (loc && path != "-" &&
      !llvm::sys::fs::equivalent(path, loc.getFilename().getValue(), same) &&
      same)
    return mlir::emitError(UnknownLoc::get(anchor->getContext()))
           << option << ": '" << path << "' is the input file '"
           << loc.getFilename().getValue()
           << "'; write it to another file";
  return success();
}

std::unique_ptr<AtomicOutput> AtomicOutput::open(StringRef path,
                                                 std::string &error) {
  if (path.empty()) {
    error = "no file name";
    return nullptr;
  }
  if (path != "-") {
    if (llvm::sys::fs::is_directory(path)) {
      error = "cannot write '" + path.str() + "': it is a directory";
      return nullptr;
    }
    StringRef dir = llvm::sys::path::parent_path(path);
    if (!dir.empty() && !llvm::sys::fs::is_directory(dir)) {
      error = "cannot write '" + path.str() + "': directory '" + dir.str() +
              "' does not exist";
      return nullptr;
    }
  }
  return std::unique_ptr<AtomicOutput>(new AtomicOutput(path.str()));
}

bool AtomicOutput::commit(std::string &error) {
  if (path == "-") {
    llvm::outs().flush();
    return true;
  }
  stream.flush();
  return ::cleave::writeFileAtomically(path, text, error);
}
