//===- Attention.cpp - a dialect plugin with a sharded custom op ----------===//
//
// The `example` dialect's one op, example.attention, as a dialect plugin:
//   * its sharding rule is an external model of Cleave's
//     ShardingRuleOpInterface, attached when the dialect loads, so
//     cleave-propagate, cleave-partition, cleave-auto-shard and the cost
//     model see it like any upstream op;
//   * its local form (the interface's buildLocalOp) moves a causal mask by
//     the device's shard offset when the query's sequence is split;
//   * it implements linalg's AggregatedOpInterface, so cleave-run's
//     lowering decomposes it (on per-device types, after partitioning) into
//     linalg ops.
//
//===----------------------------------------------------------------------===//

#include "cleave/IR/CleaveInterfaces.h"
#include "cleave/IR/LocalForm.h"
#include "cleave/IR/ShardingRule.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "llvm/Config/llvm-config.h"

#include <cmath>
#include <limits>

// The generated declarations name MLIR's types unqualified.
using namespace mlir;

#include "ExampleDialect.h.inc"
#define GET_OP_CLASSES
#include "ExampleOps.h.inc"

#include "ExampleDialect.cpp.inc"
#define GET_OP_CLASSES
#include "ExampleOps.cpp.inc"

void example::ExampleDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "ExampleOps.cpp.inc"
      >();
}

LogicalResult example::AttentionOp::verify() {
  auto q = cast<RankedTensorType>(getQuery().getType());
  auto k = cast<RankedTensorType>(getKey().getType());
  auto v = cast<RankedTensorType>(getValue().getType());
  auto r = cast<RankedTensorType>(getResult().getType());
  if (q.getRank() != 4 || k.getRank() != 4 || v.getRank() != 4 ||
      r.getRank() != 4)
    return emitOpError("expects rank-4 [batch, heads, seq, dim] tensors");
  if (!q.hasStaticShape() || !k.hasStaticShape() || !v.hasStaticShape() ||
      !r.hasStaticShape())
    return emitOpError("expects static shapes");
  for (auto t : {k, v, r})
    if (t.getElementType() != q.getElementType() ||
        !isa<FloatType>(q.getElementType()))
      return emitOpError("expects one float element type");
  ArrayRef<int64_t> qs = q.getShape(), ks = k.getShape(), vs = v.getShape(),
                    rs = r.getShape();
  if (ks[0] != qs[0] || ks[1] != qs[1] || ks[3] != qs[3])
    return emitOpError("key must be [B, H, T, D] for a query [B, H, S, D]");
  if (vs[0] != qs[0] || vs[1] != qs[1] || vs[2] != ks[2])
    return emitOpError("value must be [B, H, T, E] for a key [B, H, T, D]");
  if (rs[0] != qs[0] || rs[1] != qs[1] || rs[2] != qs[2] || rs[3] != vs[3])
    return emitOpError("result must be [B, H, S, E]");
  return success();
}

/// C[b, h, x, y] = sum_z A[...] * B[...] * scale, as a linalg.generic over
/// (b, h, x, y, z) with the given maps for A and B.
static Value contract(OpBuilder &b, Location loc, Value lhs, Value rhs,
                      RankedTensorType type, AffineMap lhsMap,
                      AffineMap rhsMap, double scale) {
  MLIRContext *ctx = b.getContext();
  Type elem = type.getElementType();
  Value zero = arith::ConstantOp::create(b, loc, b.getFloatAttr(elem, 0.0));
  Value init = tensor::EmptyOp::create(b, loc, type.getShape(), elem);
  Value acc = linalg::FillOp::create(b, loc, zero, init).getResult(0);
  AffineMap outMap = AffineMap::get(
      5, 0,
      {getAffineDimExpr(0, ctx), getAffineDimExpr(1, ctx),
       getAffineDimExpr(2, ctx), getAffineDimExpr(3, ctx)},
      ctx);
  SmallVector<utils::IteratorType> iterators(4, utils::IteratorType::parallel);
  iterators.push_back(utils::IteratorType::reduction);
  auto generic = linalg::GenericOp::create(
      b, loc, type, ValueRange{lhs, rhs}, ValueRange{acc},
      ArrayRef<AffineMap>{lhsMap, rhsMap, outMap}, iterators,
      [&](OpBuilder &nb, Location nloc, ValueRange args) {
        Value prod = arith::MulFOp::create(nb, nloc, args[0], args[1]);
        if (scale != 1.0)
          prod = arith::MulFOp::create(
              nb, nloc, prod,
              arith::ConstantOp::create(nb, nloc,
                                        nb.getFloatAttr(elem, scale)));
        Value sum = arith::AddFOp::create(nb, nloc, args[2], prod);
        linalg::YieldOp::create(nb, nloc, sum);
      });
  return generic.getResult(0);
}

/// scores[b, h, s, t] = -inf where t > s + offset: a query row sees only
/// keys at or before its own position.
static Value maskFuture(OpBuilder &b, Location loc, Value scores,
                        Value offset) {
  auto type = cast<RankedTensorType>(scores.getType());
  AffineMap id = b.getMultiDimIdentityMap(4);
  SmallVector<utils::IteratorType> iterators(4, utils::IteratorType::parallel);
  auto generic = linalg::GenericOp::create(
      b, loc, type, ValueRange{}, ValueRange{scores},
      ArrayRef<AffineMap>{id}, iterators,
      [&](OpBuilder &nb, Location nloc, ValueRange args) {
        Value s = linalg::IndexOp::create(nb, nloc, 2);
        Value t = linalg::IndexOp::create(nb, nloc, 3);
        if (offset)
          s = arith::AddIOp::create(nb, nloc, s, offset);
        Value future =
            arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::ugt, t, s);
        Value ninf = arith::ConstantOp::create(
            nb, nloc,
            nb.getFloatAttr(type.getElementType(),
                            -std::numeric_limits<double>::infinity()));
        linalg::YieldOp::create(
            nb, nloc, arith::SelectOp::create(nb, nloc, future, ninf,
                                              args[0])
                          .getResult());
      });
  return generic.getResult(0);
}

FailureOr<SmallVector<Value>>
example::AttentionOp::decomposeOperation(OpBuilder &b) {
  MLIRContext *ctx = getContext();
  Location loc = getLoc();
  auto q = cast<RankedTensorType>(getQuery().getType());
  auto k = cast<RankedTensorType>(getKey().getType());
  auto r = cast<RankedTensorType>(getResult().getType());
  auto d = [&](unsigned i) { return getAffineDimExpr(i, ctx); };
  // scores[b, h, s, t] = sum_d q[b, h, s, d] k[b, h, t, d] / sqrt(D)
  auto scoresType = RankedTensorType::get(
      {q.getDimSize(0), q.getDimSize(1), q.getDimSize(2), k.getDimSize(2)},
      q.getElementType());
  Value scores =
      contract(b, loc, getQuery(), getKey(), scoresType,
               AffineMap::get(5, 0, {d(0), d(1), d(2), d(4)}, ctx),
               AffineMap::get(5, 0, {d(0), d(1), d(3), d(4)}, ctx),
               1.0 / std::sqrt(static_cast<double>(q.getDimSize(3))));
  if (getCausal())
    scores = maskFuture(b, loc, scores, getOffset());
  Value init = tensor::EmptyOp::create(b, loc, scoresType.getShape(),
                                       scoresType.getElementType());
  Value probs =
      linalg::SoftmaxOp::create(b, loc, scoresType, scores, init, 3)
          .getResult()[0];
  // out[b, h, s, e] = sum_t probs[b, h, s, t] v[b, h, t, e]
  Value out = contract(b, loc, probs, getValue(), r,
                       AffineMap::get(5, 0, {d(0), d(1), d(2), d(4)}, ctx),
                       AffineMap::get(5, 0, {d(0), d(1), d(4), d(3)}, ctx),
                       1.0);
  return SmallVector<Value>{out};
}

namespace {
/// The op as factors: b, h, s, e parallel; t and d need the whole dim.
struct AttentionRule
    : mlir::cleave::ShardingRuleOpInterface::ExternalModel<
          AttentionRule, example::AttentionOp> {
  FailureOr<mlir::cleave::ShardingRule> getShardingRule(Operation *op) const {
    using mlir::cleave::FactorKind;
    auto attn = cast<example::AttentionOp>(op);
    auto q = cast<RankedTensorType>(attn.getQuery().getType());
    auto k = cast<RankedTensorType>(attn.getKey().getType());
    auto v = cast<RankedTensorType>(attn.getValue().getType());
    mlir::cleave::ShardingRule rule;
    unsigned b = rule.addFactor(q.getDimSize(0), FactorKind::Parallel);
    unsigned h = rule.addFactor(q.getDimSize(1), FactorKind::Parallel);
    unsigned s = rule.addFactor(q.getDimSize(2), FactorKind::Parallel);
    unsigned dd = rule.addFactor(q.getDimSize(3), FactorKind::NeedsReplication);
    unsigned t = rule.addFactor(k.getDimSize(2), FactorKind::NeedsReplication);
    unsigned e = rule.addFactor(v.getDimSize(3), FactorKind::Parallel);
    rule.operands = {{{b}, {h}, {s}, {dd}}, {{b}, {h}, {t}, {dd}},
                     {{b}, {h}, {t}, {e}}};
    if (attn.getOffset())
      rule.operands.push_back({}); // an index, not a tensor
    rule.results = {{{b}, {h}, {s}, {e}}};
    rule.partialOperand.assign(op->getNumOperands(), false);
    rule.unusedOperand.assign(op->getNumOperands(), false);
    return rule;
  }

  /// The per-device op: the default (a clone on local types) would keep a
  /// causal mask at the whole op's positions; split on S (factor 2), each
  /// device's rows start at its shard's offset, which is added to the
  /// op's own.
  FailureOr<Operation *>
  buildLocalOp(Operation *op, OpBuilder &b,
               const mlir::cleave::LocalFormContext &context) const {
    auto attn = cast<example::AttentionOp>(op);
    Location loc = op->getLoc();
    ArrayRef<Value> operands = context.operands;
    Value offset = attn.getOffset() ? operands[3] : Value();
    if (attn.getCausal() && context.assignment.getGroupSize(kSeq) > 1) {
      Value shard = mlir::cleave::buildShardOffset(b, loc, context, kSeq);
      offset = offset ? arith::AddIOp::create(b, loc, offset, shard) : shard;
    }
    return example::AttentionOp::create(
               b, loc, context.resultTypes[0], operands[0], operands[1],
               operands[2], attn.getCausal(), offset)
        .getOperation();
  }

  /// The factor of the query's sequence (S) in the rule above.
  static constexpr unsigned kSeq = 2;
};
} // namespace

extern "C" LLVM_ATTRIBUTE_WEAK DialectPluginLibraryInfo
mlirGetDialectPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "ExampleAttention", LLVM_VERSION_STRING,
          [](DialectRegistry *registry) {
            registry->insert<example::ExampleDialect>();
            registry->addExtension(
                +[](MLIRContext *ctx, example::ExampleDialect *) {
                  example::AttentionOp::attachInterface<AttentionRule>(*ctx);
                });
          }};
}
