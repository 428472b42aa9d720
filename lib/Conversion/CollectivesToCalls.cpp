//===- CollectivesToCalls.cpp - cleave collectives -> runtime calls -------===//
//
// Rewrites the collectives of a per-device program into calls to the
// runtime's C ABI (runtime/include/cleave/Runtime/CleaveRuntime.h), on
// tensors: operands are exposed with bufferization.to_buffer, results are
// fresh allocations wrapped by bufferization.to_tensor, so one-shot
// bufferization can run afterwards and sees the calls as ordinary buffer
// reads and writes.
//
//===----------------------------------------------------------------------===//

#include "cleave/Conversion/Passes.h"

#include "cleave/Analysis/CostModel.h"

#include "cleave/IR/CleaveDialect.h"
#include "cleave/IR/CleaveOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/SetVector.h"

namespace mlir {
namespace cleave {
#define GEN_PASS_DEF_CLEAVECOLLECTIVESTOCALLS
#include "cleave/Conversion/Passes.h.inc"
} // namespace cleave
} // namespace mlir

using namespace mlir;
using namespace mlir::cleave;

/// The runtime's suffix for `type`, or an empty string if the runtime has no
/// collectives for it.
static StringRef runtimeSuffix(Type type) {
  if (type.isF32())
    return "f32";
  if (type.isF64())
    return "f64";
  if (type.isF16())
    return "f16";
  if (type.isBF16())
    return "bf16";
  if (auto intType = dyn_cast<IntegerType>(type)) {
    if (intType.isUnsigned())
      return "";
    if (intType.getWidth() == 32)
      return "i32";
    if (intType.getWidth() == 64)
      return "i64";
  }
  return "";
}

/// Encodes an ordered axis list as the runtime expects, or fails with a
/// diagnostic on `op`.
static FailureOr<int64_t> encodeAxes(Operation *op, MeshOp mesh,
                                     ArrayRef<StringAttr> axes) {
  if (axes.size() > 15)
    return op->emitOpError() << "names " << axes.size()
                             << " axes; the runtime supports at most 15";
  uint64_t code = 0;
  for (auto [i, axis] : llvm::enumerate(axes)) {
    std::optional<unsigned> index = mesh.getAxisIndex(axis.getValue());
    if (!index)
      return op->emitOpError() << "names axis '" << axis.getValue()
                               << "' that mesh @" << mesh.getSymName()
                               << " does not have";
    if (*index >= 15)
      return op->emitOpError() << "uses mesh axis " << *index
                               << "; the runtime encodes at most 15 axes";
    code |= uint64_t(*index + 1) << (4 * i);
  }
  return int64_t(code);
}

namespace {
struct CollectivesToCallsPass
    : public cleave::impl::CleaveCollectivesToCallsBase<CollectivesToCallsPass> {
  using Base::Base;

  void runOnOperation() override;

private:
  /// Declares (once) `name` as a private external function.
  func::FuncOp getOrDeclare(StringRef name, FunctionType type,
                            bool cInterface);
  Value groupRank(OpBuilder &b, Location loc, int64_t axes);
  /// A collective's runtime call before it is emitted: callee, arguments,
  /// and the buffer that receives the result.
  struct CollectiveCall {
    std::string name, suffix, callee;
    SmallVector<Value> args;
    SmallVector<Type> argTypes;
    Value input, outBuffer;
    RankedTensorType outType;
    /// Set for i1/i8/i16 values, which travel as i32.
    RankedTensorType narrowType;
  };
  FailureOr<int64_t> encodeCollectiveAxes(Operation *op);
  LogicalResult lower(Operation *op, int64_t profileId);
  FailureOr<CollectiveCall> prepareCall(OpBuilder &b, Operation *op,
                                        int64_t code);
  Value finishCall(OpBuilder &b, Location loc, const CollectiveCall &call);
  LogicalResult lowerStarted(AsyncStartOp start, int64_t profileId);
  LogicalResult lowerAllSlice(AllSliceOp slice, int64_t code);
  Value wtime(OpBuilder &b, Location loc);
  void timeOp(Operation *op, int64_t id);
  void addProgressCalls(Block &block);
  LogicalResult lowerPointToPoint(Operation *op, int64_t axesCode,
                                  int64_t profileId);
  /// func.call @callee(args), timed for --profile when profiling.
  void emitRuntimeCall(OpBuilder &b, Location loc, StringRef callee,
                       ArrayRef<Value> args, ArrayRef<Type> argTypes,
                       int64_t profileId);

  ModuleOp module;
  SymbolTableCollection *tables = nullptr;
};
} // namespace

func::FuncOp CollectivesToCallsPass::getOrDeclare(StringRef name,
                                                  FunctionType type,
                                                  bool cInterface) {
  if (auto fn = module.lookupSymbol<func::FuncOp>(name))
    return fn;
  OpBuilder b = OpBuilder::atBlockBegin(module.getBody());
  auto fn = func::FuncOp::create(b, module.getLoc(), name, type);
  fn.setPrivate();
  if (cInterface)
    fn->setAttr("llvm.emit_c_interface", b.getUnitAttr());
  return fn;
}

Value CollectivesToCallsPass::groupRank(OpBuilder &b, Location loc,
                                        int64_t axes) {
  Type i64 = b.getI64Type();
  func::FuncOp fn = getOrDeclare("cleave_rt_group_rank",
                                 b.getFunctionType({i64}, {i64}), false);
  Value code = arith::ConstantIntOp::create(b, loc, i64, axes);
  Value rank = func::CallOp::create(b, loc, fn, ValueRange{code}).getResult(0);
  return arith::IndexCastOp::create(b, loc, b.getIndexType(), rank);
}

/// `value` (a ranked tensor) as an unranked memref, through a read-only
/// buffer with a fully dynamic layout (so any bufferized layout fits).
static Value asUnrankedInput(OpBuilder &b, Location loc, Value value) {
  auto type = cast<RankedTensorType>(value.getType());
  SmallVector<int64_t> strides(type.getRank(), ShapedType::kDynamic);
  auto layout =
      StridedLayoutAttr::get(b.getContext(), ShapedType::kDynamic, strides);
  auto memType = MemRefType::get(type.getShape(), type.getElementType(), layout);
  Value buffer = bufferization::ToBufferOp::create(b, loc, memType, value,
                                                   /*read_only=*/true);
  return memref::CastOp::create(
      b, loc, UnrankedMemRefType::get(type.getElementType(), 0), buffer);
}

FailureOr<int64_t>
CollectivesToCallsPass::encodeCollectiveAxes(Operation *op) {
  FlatSymbolRefAttr meshRef = op->getAttrOfType<FlatSymbolRefAttr>("mesh");
  auto axesAttr = op->getAttrOfType<ArrayAttr>("axes");
  if (!meshRef || !axesAttr)
    return op->emitOpError() << "has no mesh or axes";
  auto mesh = tables->lookupNearestSymbolFrom<MeshOp>(op, meshRef);
  if (!mesh)
    return op->emitOpError() << "names @" << meshRef.getValue()
                             << ", which is not a cleave.mesh";
  SmallVector<StringAttr> axes;
  for (Attribute a : axesAttr)
    axes.push_back(cast<StringAttr>(a));
  return encodeAxes(op, mesh, axes);
}

LogicalResult CollectivesToCallsPass::lower(Operation *op, int64_t profileId) {
  OpBuilder b(op);
  Location loc = op->getLoc();
  Type i64 = b.getI64Type();

  FailureOr<int64_t> code = encodeCollectiveAxes(op);
  if (failed(code))
    return failure();

  if (auto gi = dyn_cast<GroupIndexOp>(op)) {
    Value idx = groupRank(b, loc, *code);
    gi.getResult().replaceAllUsesWith(idx);
    gi.erase();
    return success();
  }

  if (isa<BarrierOp>(op)) {
    func::FuncOp fn = getOrDeclare("cleave_rt_barrier",
                                   b.getFunctionType({i64}, {}), false);
    func::CallOp::create(b, loc, fn,
                         ValueRange{arith::ConstantIntOp::create(b, loc, i64,
                                                                 *code)});
    op->erase();
    return success();
  }
  if (isa<SendOp, RecvOp>(op))
    return lowerPointToPoint(op, *code, profileId);
  if (auto slice = dyn_cast<AllSliceOp>(op))
    return lowerAllSlice(slice, *code);

  FailureOr<CollectiveCall> call = prepareCall(b, op, *code);
  if (failed(call))
    return failure();
  emitRuntimeCall(b, loc, call->callee, call->args, call->argTypes, profileId);
  op->getResult(0).replaceAllUsesWith(finishCall(b, loc, *call));
  op->erase();
  return success();
}

/// all_slice -> tensor.extract_slice at offset group_index * local size
/// along its dim (no traffic).
LogicalResult CollectivesToCallsPass::lowerAllSlice(AllSliceOp slice,
                                                    int64_t code) {
  OpBuilder b(slice);
  Location loc = slice.getLoc();
  auto inType = dyn_cast<RankedTensorType>(slice.getInput().getType());
  auto outType = dyn_cast<RankedTensorType>(slice.getResult().getType());
  if (!inType || !outType || !inType.hasStaticShape() ||
      !outType.hasStaticShape())
    return slice.emitOpError()
           << "needs statically shaped tensors to be lowered to runtime calls";
  int64_t dim = slice.getDim();
  if (dim < 0 || dim >= inType.getRank())
    return slice.emitOpError() << "has dim " << dim << " out of range";
  Value idx = groupRank(b, loc, code);
  Value size = arith::ConstantIndexOp::create(b, loc, outType.getDimSize(dim));
  Value offset = arith::MulIOp::create(b, loc, idx, size);
  SmallVector<OpFoldResult> offsets(inType.getRank(), b.getIndexAttr(0));
  offsets[dim] = offset;
  SmallVector<OpFoldResult> sizes, strides(inType.getRank(), b.getIndexAttr(1));
  for (int64_t s : outType.getShape())
    sizes.push_back(b.getIndexAttr(s));
  Value result = tensor::ExtractSliceOp::create(b, loc, outType,
                                                slice.getInput(), offsets,
                                                sizes, strides);
  slice.getResult().replaceAllUsesWith(result);
  slice.erase();
  return success();
}

FailureOr<CollectivesToCallsPass::CollectiveCall>
CollectivesToCallsPass::prepareCall(OpBuilder &b, Operation *op,
                                    int64_t code) {
  Location loc = op->getLoc();
  Type i64 = b.getI64Type();
  Type i32 = b.getI32Type();
  Value input = op->getOperand(0);
  auto inType = dyn_cast<RankedTensorType>(input.getType());
  auto outType = dyn_cast<RankedTensorType>(op->getResult(0).getType());
  if (!inType || !outType || !inType.hasStaticShape() ||
      !outType.hasStaticShape())
    return op->emitOpError()
           << "needs statically shaped tensors to be lowered to runtime calls";

  CollectiveCall call;
  Type elementType = inType.getElementType();
  // Narrow signless integers (i1 masks, i8, i16) travel as i32: widened
  // before the call, truncated after. Sums wrap as they would in the narrow
  // type; max/min keep their order (i8/i16 are widened signed; i1 unsigned,
  // so max is `or` and min is `and`).
  if (auto it = dyn_cast<IntegerType>(elementType);
      it && it.isSignless() && it.getWidth() < 32) {
    call.narrowType = RankedTensorType::get(outType.getShape(), elementType);
    elementType = i32;
    auto wideIn = RankedTensorType::get(inType.getShape(), i32);
    input = it.getWidth() == 1
                ? arith::ExtUIOp::create(b, loc, wideIn, input).getResult()
                : arith::ExtSIOp::create(b, loc, wideIn, input).getResult();
    inType = wideIn;
    outType = RankedTensorType::get(outType.getShape(), i32);
  }
  StringRef suffix = runtimeSuffix(elementType);
  if (suffix.empty())
    return op->emitOpError() << "has element type " << elementType
                             << ", which the runtime does not support "
                                "(f32, f64, f16, bf16, i32, i64; i1, i8 and "
                                "i16 travel as i32)";
  auto unranked = UnrankedMemRefType::get(elementType, 0);
  call.input = input;
  call.outType = outType;

  Value in = asUnrankedInput(b, loc, input);
  call.outBuffer = memref::AllocOp::create(
      b, loc, MemRefType::get(outType.getShape(), elementType));
  Value out = memref::CastOp::create(b, loc, unranked, call.outBuffer);
  Value axesValue = arith::ConstantIntOp::create(b, loc, i64, code);
  auto i64Const = [&](int64_t v) -> Value {
    return arith::ConstantIntOp::create(b, loc, i64, v);
  };

  std::string name;
  call.args = {in, out, axesValue};
  call.argTypes = {unranked, unranked, i64};
  if (auto ar = dyn_cast<AllReduceOp>(op)) {
    name = "all_reduce";
    call.args.push_back(arith::ConstantIntOp::create(
        b, loc, i32, static_cast<int64_t>(ar.getKind())));
    call.argTypes.push_back(i32);
  } else if (auto ag = dyn_cast<AllGatherOp>(op)) {
    name = "all_gather";
    call.args.push_back(i64Const(ag.getDim()));
    call.argTypes.push_back(i64);
  } else if (auto rs = dyn_cast<ReduceScatterOp>(op)) {
    name = "reduce_scatter";
    call.args.push_back(i64Const(rs.getDim()));
    call.args.push_back(arith::ConstantIntOp::create(
        b, loc, i32, static_cast<int64_t>(rs.getKind())));
    call.argTypes.append({i64, i32});
  } else if (auto a2a = dyn_cast<AllToAllOp>(op)) {
    name = "all_to_all";
    call.args.push_back(i64Const(a2a.getSplitDim()));
    call.args.push_back(i64Const(a2a.getConcatDim()));
    call.argTypes.append({i64, i64});
  } else if (auto cp = dyn_cast<CollectivePermuteOp>(op)) {
    name = "collective_permute";
    ArrayRef<int64_t> pairs = cp.getPairs();
    auto pairsType =
        RankedTensorType::get({int64_t(pairs.size())}, b.getI64Type());
    Value pairsTensor = arith::ConstantOp::create(
        b, loc, DenseIntElementsAttr::get(pairsType, pairs));
    call.args.push_back(asUnrankedInput(b, loc, pairsTensor));
    call.argTypes.push_back(UnrankedMemRefType::get(b.getI64Type(), 0));
  } else {
    return op->emitOpError() << "is not a collective this pass can lower";
  }
  call.name = name;
  call.suffix = suffix.str();
  call.callee = ("cleave_rt_" + name + "_" + suffix).str();
  return call;
}

Value CollectivesToCallsPass::finishCall(OpBuilder &b, Location loc,
                                         const CollectiveCall &call) {
  Value result = bufferization::ToTensorOp::create(
      b, loc, call.outType, call.outBuffer, /*restrict=*/true,
      /*writable=*/true);
  if (call.narrowType)
    result = arith::TruncIOp::create(b, loc, call.narrowType, result);
  return result;
}

/// cleave.async_start of a collective -> handle = cleave_rt_<c>_start_<t>(...)
/// where the start was; its cleave.wait -> cleave_rt_wait(handle, operand)
/// and the result tensor. The wait reads the operand's buffer again
/// (to_buffer + its address as the call's argument), so bufferization
/// neither writes into it in place nor frees it while the collective reads
/// it.
LogicalResult CollectivesToCallsPass::lowerStarted(AsyncStartOp start,
                                                   int64_t profileId) {
  Operation *op = start.getCollective();
  WaitOp wait = start.getWait();
  if (!op || !wait)
    return start.emitOpError() << "is not one started collective with one "
                                  "cleave.wait";
  FailureOr<int64_t> code = encodeCollectiveAxes(op);
  if (failed(code))
    return failure();
  OpBuilder b(start);
  Location loc = start.getLoc();
  Type i64 = b.getI64Type(), f64 = b.getF64Type();
  FailureOr<CollectiveCall> call = prepareCall(b, op, *code);
  if (failed(call))
    return failure();
  Value startedAt;
  if (profile)
    startedAt = wtime(b, loc);
  std::string callee = "cleave_rt_" + call->name + "_start_" + call->suffix;
  func::FuncOp startFn =
      getOrDeclare(callee, b.getFunctionType(call->argTypes, {i64}),
                   /*cInterface=*/true);
  Value handle =
      func::CallOp::create(b, loc, startFn, call->args).getResult(0);

  b.setInsertionPoint(wait);
  Location waitLoc = wait.getLoc();
  Value waitFrom;
  if (profile)
    waitFrom = wtime(b, waitLoc);
  auto type = cast<RankedTensorType>(call->input.getType());
  Value operand = bufferization::ToBufferOp::create(
      b, waitLoc,
      MemRefType::get(type.getShape(), type.getElementType(),
                      StridedLayoutAttr::get(
                          b.getContext(), ShapedType::kDynamic,
                          SmallVector<int64_t>(type.getRank(),
                                               ShapedType::kDynamic))),
      call->input, /*read_only=*/true);
  Value address =
      memref::ExtractAlignedPointerAsIndexOp::create(b, waitLoc, operand);
  func::FuncOp waitFn = getOrDeclare(
      "cleave_rt_wait", b.getFunctionType({i64, b.getIndexType()}, {}), false);
  func::CallOp::create(b, waitLoc, waitFn, ValueRange{handle, address});
  if (profile) {
    Value waitTo = wtime(b, waitLoc);
    func::FuncOp record = getOrDeclare(
        "cleave_profile_record_started",
        b.getFunctionType({i64, f64, f64, f64}, {}), false);
    func::CallOp::create(
        b, waitLoc, record,
        ValueRange{arith::ConstantIntOp::create(b, waitLoc, i64, profileId),
                   startedAt, waitFrom, waitTo});
  }
  wait.getResult().replaceAllUsesWith(finishCall(b, waitLoc, *call));
  wait.erase();
  start.erase();
  return success();
}

Value CollectivesToCallsPass::wtime(OpBuilder &b, Location loc) {
  func::FuncOp fn = getOrDeclare(
      "cleave_rt_wtime", b.getFunctionType({}, {b.getF64Type()}), false);
  return func::CallOp::create(b, loc, fn, ValueRange{}).getResult(0);
}

/// A cleave_rt_progress() call after each op that computes while a started
/// collective is in flight in its block (between a start and its wait):
/// MPI moves a non-blocking collective only inside MPI calls.
void CollectivesToCallsPass::addProgressCalls(Block &block) {
  int64_t inFlight = 0;
  SmallVector<Operation *> after;
  for (Operation &op : block) {
    if (auto call = dyn_cast<func::CallOp>(&op)) {
      StringRef callee = call.getCallee();
      if (callee.starts_with("cleave_rt_") && callee.contains("_start_")) {
        ++inFlight;
        continue;
      }
      if (callee == "cleave_rt_wait") {
        --inFlight;
        continue;
      }
      if (callee.starts_with("cleave_"))
        continue;
    }
    if (inFlight > 0 && computesOnTensors(&op))
      after.push_back(&op);
  }
  if (after.empty())
    return;
  func::FuncOp fn = getOrDeclare("cleave_rt_progress",
                                 FunctionType::get(&getContext(), {}, {}),
                                 false);
  for (Operation *op : after) {
    OpBuilder b(op->getContext());
    b.setInsertionPointAfter(op);
    func::CallOp::create(b, op->getLoc(), fn, ValueRange{});
  }
}

void CollectivesToCallsPass::emitRuntimeCall(OpBuilder &b, Location loc,
                                             StringRef callee,
                                             ArrayRef<Value> args,
                                             ArrayRef<Type> argTypes,
                                             int64_t profileId) {
  Type i64 = b.getI64Type();
  func::FuncOp fn = getOrDeclare(callee, b.getFunctionType(argTypes, {}),
                                 /*cInterface=*/true);
  Value start;
  if (profile)
    start = wtime(b, loc);
  func::CallOp::create(b, loc, fn, args);
  if (profile) {
    Value elapsed = arith::SubFOp::create(b, loc, wtime(b, loc), start);
    func::FuncOp record = getOrDeclare(
        "cleave_profile_record",
        b.getFunctionType({i64, b.getF64Type()}, {}), false);
    func::CallOp::create(
        b, loc, record,
        ValueRange{arith::ConstantIntOp::create(b, loc, i64, profileId),
                   elapsed});
  }
}

/// cleave.send -> cleave_rt_send_<t>(buffer, axes, peer, tag); cleave.recv
/// -> alloc + cleave_rt_recv_<t>(buffer, axes, peer, tag) + to_tensor.
/// Narrow integers travel as i32, as for the collectives.
LogicalResult CollectivesToCallsPass::lowerPointToPoint(Operation *op,
                                                        int64_t axesCode,
                                                        int64_t profileId) {
  OpBuilder b(op);
  Location loc = op->getLoc();
  Type i64 = b.getI64Type(), i32 = b.getI32Type();
  auto send = dyn_cast<SendOp>(op);
  auto recv = dyn_cast<RecvOp>(op);
  auto type = cast<RankedTensorType>(send ? send.getInput().getType()
                                          : recv.getResult().getType());
  if (!type.hasStaticShape())
    return op->emitOpError()
           << "needs a statically shaped tensor to be lowered to a runtime "
              "call";
  Type elementType = type.getElementType();
  Type narrowType;
  if (auto it = dyn_cast<IntegerType>(elementType);
      it && it.isSignless() && it.getWidth() < 32) {
    narrowType = elementType;
    elementType = i32;
  }
  StringRef suffix = runtimeSuffix(elementType);
  if (suffix.empty())
    return op->emitOpError() << "has element type " << elementType
                             << ", which the runtime does not support";
  auto wideType = RankedTensorType::get(type.getShape(), elementType);
  auto unranked = UnrankedMemRefType::get(elementType, 0);
  int64_t peer = send ? send.getPeer() : recv.getPeer();
  int64_t tag = send ? send.getTag() : recv.getTag();
  SmallVector<Type> argTypes{unranked, i64, i64, i64};
  auto constant = [&](int64_t v) -> Value {
    return arith::ConstantIntOp::create(b, loc, i64, v);
  };
  if (send) {
    Value input = send.getInput();
    if (narrowType)
      input = cast<IntegerType>(narrowType).getWidth() == 1
                  ? arith::ExtUIOp::create(b, loc, wideType, input).getResult()
                  : arith::ExtSIOp::create(b, loc, wideType, input).getResult();
    Value in = asUnrankedInput(b, loc, input);
    emitRuntimeCall(b, loc, ("cleave_rt_send_" + suffix).str(),
                    {in, constant(axesCode), constant(peer), constant(tag)},
                    argTypes, profileId);
    op->erase();
    return success();
  }
  Value buffer = memref::AllocOp::create(
      b, loc, MemRefType::get(type.getShape(), elementType));
  Value out = memref::CastOp::create(b, loc, unranked, buffer);
  emitRuntimeCall(b, loc, ("cleave_rt_recv_" + suffix).str(),
                  {out, constant(axesCode), constant(peer), constant(tag)},
                  argTypes, profileId);
  Value result = bufferization::ToTensorOp::create(
      b, loc, wideType, buffer, /*restrict=*/true, /*writable=*/true);
  if (narrowType)
    result = arith::TruncIOp::create(b, loc, type, result);
  recv.getResult().replaceAllUsesWith(result);
  op->erase();
  return success();
}

SmallVector<Operation *> mlir::cleave::getTrafficCollectives(ModuleOp module) {
  SmallVector<Operation *> ops;
  module.walk([&](Operation *op) {
    if (isa<AllReduceOp, AllGatherOp, ReduceScatterOp, AllToAllOp,
            CollectivePermuteOp, SendOp, RecvOp>(op))
      ops.push_back(op);
  });
  return ops;
}

SmallVector<Operation *> mlir::cleave::getProfiledOps(ModuleOp module) {
  SmallVector<Operation *> ops;
  module.walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (isa<ModuleOp, func::FuncOp>(op) ||
        isa<scf::SCFDialect>(op->getDialect()))
      return WalkResult::advance();
    bool timed =
        isa<ScanOp, SortOp>(op) ||
        (!isa<CleaveDialect>(op->getDialect()) &&
         !isa<tensor::EmptyOp, arith::ConstantOp, CallOpInterface>(op) &&
         isa<linalg::LinalgDialect, tensor::TensorDialect, arith::ArithDialect,
             math::MathDialect>(op->getDialect()) &&
         llvm::any_of(op->getResultTypes(), llvm::IsaPred<TensorType>));
    if (timed)
      ops.push_back(op);
    // A compute op's regions (a linalg body) are part of it.
    return WalkResult::skip();
  });
  return ops;
}

/// Brackets `op` with cleave_rt_wtime() calls and reports the elapsed
/// seconds as profile id `id`.
void CollectivesToCallsPass::timeOp(Operation *op, int64_t id) {
  OpBuilder b(op);
  Location loc = op->getLoc();
  Value start = wtime(b, loc);
  b.setInsertionPointAfter(op);
  Value elapsed = arith::SubFOp::create(b, loc, wtime(b, loc), start);
  Type i64 = b.getI64Type();
  func::FuncOp record = getOrDeclare(
      "cleave_profile_record", b.getFunctionType({i64, b.getF64Type()}, {}),
      false);
  func::CallOp::create(
      b, loc, record,
      ValueRange{arith::ConstantIntOp::create(b, loc, i64, id), elapsed});
}

void CollectivesToCallsPass::runOnOperation() {
  module = getOperation();
  SymbolTableCollection symbolTables;
  tables = &symbolTables;
  SmallVector<Operation *> traffic = getTrafficCollectives(module);
  llvm::DenseMap<Operation *, int64_t> ids;
  for (auto [i, op] : llvm::enumerate(traffic))
    ids[op] = i;
  if (profileOps)
    for (auto [i, op] : llvm::enumerate(getProfiledOps(module)))
      timeOp(op, traffic.size() + i);

  bool failed = false;
  SmallVector<AsyncStartOp> started;
  module.walk([&](AsyncStartOp op) { started.push_back(op); });
  llvm::SetVector<Block *> overlapped;
  for (AsyncStartOp start : started) {
    Block *block = start->getBlock();
    int64_t id = start.getCollective() ? ids.lookup(start.getCollective()) : 0;
    if (mlir::failed(lowerStarted(start, id))) {
      failed = true;
      continue;
    }
    overlapped.insert(block);
    ++numCollectives;
  }
  for (Block *block : overlapped)
    addProgressCalls(*block);

  SmallVector<Operation *> work;
  module.walk([&](Operation *op) {
    if (isa<AllReduceOp, AllGatherOp, ReduceScatterOp, AllToAllOp,
            CollectivePermuteOp, AllSliceOp, GroupIndexOp, SendOp, RecvOp,
            BarrierOp>(op))
      work.push_back(op);
  });
  for (Operation *op : work) {
    int64_t id = ids.lookup(op);
    if (mlir::failed(lower(op, id)))
      failed = true;
    else
      ++numCollectives;
  }
  if (failed)
    signalPassFailure();
}
