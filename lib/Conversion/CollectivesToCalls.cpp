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

#include "cleave/IR/CleaveDialect.h"
#include "cleave/IR/CleaveOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/SymbolTable.h"

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
  LogicalResult lower(Operation *op, int64_t profileId);
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

LogicalResult CollectivesToCallsPass::lower(Operation *op, int64_t profileId) {
  OpBuilder b(op);
  Location loc = op->getLoc();
  Type i64 = b.getI64Type();
  Type i32 = b.getI32Type();

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
  FailureOr<int64_t> code = encodeAxes(op, mesh, axes);
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

  Value input = op->getOperand(0);
  auto inType = dyn_cast<RankedTensorType>(input.getType());
  auto outType = dyn_cast<RankedTensorType>(op->getResult(0).getType());
  if (!inType || !outType || !inType.hasStaticShape() ||
      !outType.hasStaticShape())
    return op->emitOpError()
           << "needs statically shaped tensors to be lowered to runtime calls";

  if (auto slice = dyn_cast<AllSliceOp>(op)) {
    int64_t dim = slice.getDim();
    if (dim < 0 || dim >= inType.getRank())
      return op->emitOpError() << "has dim " << dim << " out of range";
    Value idx = groupRank(b, loc, *code);
    Value size = arith::ConstantIndexOp::create(b, loc, outType.getDimSize(dim));
    Value offset = arith::MulIOp::create(b, loc, idx, size);
    SmallVector<OpFoldResult> offsets(inType.getRank(), b.getIndexAttr(0));
    offsets[dim] = offset;
    SmallVector<OpFoldResult> sizes, strides(inType.getRank(),
                                             b.getIndexAttr(1));
    for (int64_t s : outType.getShape())
      sizes.push_back(b.getIndexAttr(s));
    Value result = tensor::ExtractSliceOp::create(b, loc, outType, input,
                                                  offsets, sizes, strides);
    slice.getResult().replaceAllUsesWith(result);
    slice.erase();
    return success();
  }

  Type elementType = inType.getElementType();
  // Narrow signless integers (i1 masks, i8, i16) travel as i32: widened
  // before the call, truncated after. Sums wrap as they would in the narrow
  // type; max/min keep their order (i8/i16 are widened signed; i1 unsigned,
  // so max is `or` and min is `and`).
  Type narrowType;
  if (auto it = dyn_cast<IntegerType>(elementType);
      it && it.isSignless() && it.getWidth() < 32) {
    narrowType = elementType;
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

  Value in = asUnrankedInput(b, loc, input);
  Value outBuffer = memref::AllocOp::create(
      b, loc, MemRefType::get(outType.getShape(), elementType));
  Value out = memref::CastOp::create(b, loc, unranked, outBuffer);
  Value axesValue = arith::ConstantIntOp::create(b, loc, i64, *code);
  auto i64Const = [&](int64_t v) -> Value {
    return arith::ConstantIntOp::create(b, loc, i64, v);
  };

  std::string name;
  SmallVector<Value> args{in, out, axesValue};
  SmallVector<Type> argTypes{unranked, unranked, i64};
  if (auto ar = dyn_cast<AllReduceOp>(op)) {
    name = "all_reduce";
    args.push_back(arith::ConstantIntOp::create(
        b, loc, i32, static_cast<int64_t>(ar.getKind())));
    argTypes.push_back(i32);
  } else if (auto ag = dyn_cast<AllGatherOp>(op)) {
    name = "all_gather";
    args.push_back(i64Const(ag.getDim()));
    argTypes.push_back(i64);
  } else if (auto rs = dyn_cast<ReduceScatterOp>(op)) {
    name = "reduce_scatter";
    args.push_back(i64Const(rs.getDim()));
    args.push_back(arith::ConstantIntOp::create(
        b, loc, i32, static_cast<int64_t>(rs.getKind())));
    argTypes.append({i64, i32});
  } else if (auto a2a = dyn_cast<AllToAllOp>(op)) {
    name = "all_to_all";
    args.push_back(i64Const(a2a.getSplitDim()));
    args.push_back(i64Const(a2a.getConcatDim()));
    argTypes.append({i64, i64});
  } else if (auto cp = dyn_cast<CollectivePermuteOp>(op)) {
    name = "collective_permute";
    ArrayRef<int64_t> pairs = cp.getPairs();
    auto pairsType =
        RankedTensorType::get({int64_t(pairs.size())}, b.getI64Type());
    Value pairsTensor = arith::ConstantOp::create(
        b, loc, DenseIntElementsAttr::get(pairsType, pairs));
    args.push_back(asUnrankedInput(b, loc, pairsTensor));
    argTypes.push_back(UnrankedMemRefType::get(b.getI64Type(), 0));
  } else {
    return op->emitOpError() << "is not a collective this pass can lower";
  }

  std::string callee = ("cleave_rt_" + name + "_" + suffix).str();
  emitRuntimeCall(b, loc, callee, args, argTypes, profileId);
  Value result = bufferization::ToTensorOp::create(
      b, loc, outType, outBuffer, /*restrict=*/true, /*writable=*/true);
  if (narrowType)
    result = arith::TruncIOp::create(
        b, loc, RankedTensorType::get(outType.getShape(), narrowType), result);
  op->getResult(0).replaceAllUsesWith(result);
  op->erase();
  return success();
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
  if (profile) {
    func::FuncOp wtime = getOrDeclare(
        "cleave_rt_wtime", b.getFunctionType({}, {b.getF64Type()}), false);
    start = func::CallOp::create(b, loc, wtime, ValueRange{}).getResult(0);
  }
  func::CallOp::create(b, loc, fn, args);
  if (profile) {
    func::FuncOp wtime = getOrDeclare(
        "cleave_rt_wtime", b.getFunctionType({}, {b.getF64Type()}), false);
    Value end = func::CallOp::create(b, loc, wtime, ValueRange{}).getResult(0);
    Value elapsed = arith::SubFOp::create(b, loc, end, start);
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

void CollectivesToCallsPass::runOnOperation() {
  module = getOperation();
  SymbolTableCollection symbolTables;
  tables = &symbolTables;
  SmallVector<Operation *> traffic = getTrafficCollectives(module);
  llvm::DenseMap<Operation *, int64_t> ids;
  for (auto [i, op] : llvm::enumerate(traffic))
    ids[op] = i;

  SmallVector<Operation *> work;
  module.walk([&](Operation *op) {
    if (isa<AllReduceOp, AllGatherOp, ReduceScatterOp, AllToAllOp,
            CollectivePermuteOp, AllSliceOp, GroupIndexOp, SendOp, RecvOp,
            BarrierOp>(op))
      work.push_back(op);
  });
  bool failed = false;
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
