//===- ShardingRuleModels.cpp - rules of upstream ops ---------------------===//
//
// External models of ShardingRuleOpInterface for upstream ops. Linalg
// structured ops derive their rule from indexing maps and iterator types,
// so a new linalg op needs no code here; shape ops (tensor.*) derive it from
// their reassociation, offsets and padding; elementwise arith/math ops use
// the identity rule.
//
//===----------------------------------------------------------------------===//

#include "cleave/IR/CleaveInterfaces.h"
#include "LocalFormModels.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/AffineExpr.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::cleave;

//===----------------------------------------------------------------------===//
// Partial flow of scalar bodies
//===----------------------------------------------------------------------===//

/// How partial sums flow through a scalar op, given which of its operands
/// may carry them.
static PartialFlow scalarPartialFlow(Operation *op,
                                     SmallVectorImpl<bool> &allowed) {
  allowed.assign(op->getNumOperands(), true);
  if (isa<arith::AddFOp, arith::AddIOp, arith::SubFOp, arith::SubIOp>(op))
    return PartialFlow::Additive;
  if (isa<arith::MulFOp, arith::MulIOp, arith::NegFOp, arith::ExtFOp,
          arith::TruncFOp, arith::SIToFPOp>(op))
    return PartialFlow::Multilinear;
  if (isa<arith::DivFOp>(op)) {
    allowed.assign(op->getNumOperands(), false);
    allowed[0] = true;
    return PartialFlow::Multilinear;
  }
  allowed.assign(op->getNumOperands(), false);
  return PartialFlow::None;
}

static std::optional<ReductionKind> combinerKind(Operation *op) {
  if (isa<arith::AddFOp, arith::AddIOp>(op))
    return ReductionKind::sum;
  if (isa<arith::MulFOp, arith::MulIOp>(op))
    return ReductionKind::prod;
  if (isa<arith::MaximumFOp, arith::MaxNumFOp, arith::MaxSIOp,
          arith::MaxUIOp>(op))
    return ReductionKind::max;
  if (isa<arith::MinimumFOp, arith::MinNumFOp, arith::MinSIOp,
          arith::MinUIOp>(op))
    return ReductionKind::min;
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// Linalg structured ops
//===----------------------------------------------------------------------===//

/// Maps one operand through its indexing map; window expressions (d0 + d1)
/// force their factors to stay replicated.
static TensorFactors mapThroughIndexing(ShardingRule &rule, AffineMap map) {
  TensorFactors dims;
  for (AffineExpr expr : map.getResults()) {
    if (auto dim = dyn_cast<AffineDimExpr>(expr)) {
      dims.push_back({dim.getPosition()});
      continue;
    }
    dims.push_back({});
    expr.walk([&](AffineExpr sub) {
      if (auto d = dyn_cast<AffineDimExpr>(sub))
        rule.factors[d.getPosition()].kind = FactorKind::NeedsReplication;
    });
  }
  return dims;
}

/// Partial flow of a linalg body: copies, transposes and broadcasts are
/// linear; add/sub of two inputs additive; mul and contractions
/// (out + a * b) multilinear in their inputs.
static void linalgPartialFlow(linalg::LinalgOp op, ShardingRule &rule) {
  rule.partialOperand.assign(op->getNumOperands(), false);
  if (op.getNumDpsInits() != 1 || op->getNumRegions() != 1 ||
      op->getRegion(0).empty())
    return;
  Block *body = op.getBlock();
  auto yield = dyn_cast<linalg::YieldOp>(body->getTerminator());
  if (!yield || yield.getNumOperands() != 1)
    return;
  // Only tensor inputs can carry partial values.
  auto inputIndex = [&](Value v) -> std::optional<unsigned> {
    auto arg = dyn_cast<BlockArgument>(v);
    if (!arg || arg.getOwner() != body ||
        arg.getArgNumber() >= op.getNumDpsInputs() ||
        !isa<RankedTensorType>(
            op->getOperand(arg.getArgNumber()).getType()))
      return std::nullopt;
    return arg.getArgNumber();
  };
  Value outArg = body->getArgument(op.getNumDpsInputs());
  Value yielded = yield.getOperand(0);
  if (std::optional<unsigned> in = inputIndex(yielded)) {
    rule.partialFlow = PartialFlow::Multilinear;
    rule.partialOperand[*in] = true;
    return;
  }
  Operation *def = yielded.getDefiningOp();
  if (!def || def->getBlock() != body)
    return;
  // out + a * b: the accumulator is the init; partial flows through a or b.
  if (isa<arith::AddFOp, arith::AddIOp>(def) && def->getNumOperands() == 2) {
    for (unsigned side = 0; side < 2; ++side) {
      if (def->getOperand(side) != outArg)
        continue;
      Operation *mul = def->getOperand(1 - side).getDefiningOp();
      if (mul && isa<arith::MulFOp, arith::MulIOp>(mul)) {
        std::optional<unsigned> a = inputIndex(mul->getOperand(0));
        std::optional<unsigned> b = inputIndex(mul->getOperand(1));
        if (a && b) {
          rule.partialFlow = PartialFlow::Multilinear;
          rule.partialOperand[*a] = rule.partialOperand[*b] = true;
        }
      } else if (std::optional<unsigned> a =
                     inputIndex(def->getOperand(1 - side))) {
        // out + a: a sum reduction of a.
        rule.partialFlow = PartialFlow::Multilinear;
        rule.partialOperand[*a] = true;
      }
      return;
    }
  }
  SmallVector<bool> allowed;
  PartialFlow flow = scalarPartialFlow(def, allowed);
  if (flow == PartialFlow::None)
    return;
  for (auto [i, v] : llvm::enumerate(def->getOperands())) {
    std::optional<unsigned> in = inputIndex(v);
    if (!in) {
      // A non-input operand (a constant, the init) breaks additivity.
      if (flow == PartialFlow::Additive)
        return;
      continue;
    }
    if (allowed[i])
      rule.partialOperand[*in] = true;
  }
  rule.partialFlow = flow;
}

/// How a body value depends on the values read from one captured table,
/// for masked lookups: each device reads zero where it does not hold the
/// row, and the devices' results are summed.
enum class TableUse {
  /// Does not depend on the table.
  None,
  /// A sum of terms each linear in one read (out + t[i] * w, t[i] + t[j]):
  /// masked reads of several rows still sum to the right value.
  Linear,
  /// Zero when every read is zero (tanh(t[i]), t[i] * t[i]): right as long
  /// as one read decides the value.
  ZeroPreserving,
  /// Anything else (t[i] + 1.0, exp(t[i])): the table must be whole.
  Other,
};

static TableUse joinUse(TableUse a, TableUse b) {
  return a == TableUse::None ? b : b == TableUse::None ? a : std::max(a, b);
}

static TableUse tableUse(Value v, Value table, Block *body, Value accumulator,
                         DenseMap<Value, TableUse> &memo) {
  // The accumulator is partial itself: anything but out + h is wrong.
  if (v == accumulator)
    return TableUse::Other;
  Operation *def = v.getDefiningOp();
  if (!def || def->getBlock() != body)
    return TableUse::None;
  auto it = memo.find(v);
  if (it != memo.end())
    return it->second;
  TableUse use = TableUse::None;
  if (auto extract = dyn_cast<tensor::ExtractOp>(def);
      extract && extract.getTensor() == table) {
    use = TableUse::Linear;
  } else {
    SmallVector<TableUse> in;
    for (Value operand : def->getOperands())
      in.push_back(tableUse(operand, table, body, accumulator, memo));
    bool dependent = llvm::any_of(in, [](TableUse u) {
      return u != TableUse::None;
    });
    if (!dependent) {
      use = TableUse::None;
    } else if (llvm::is_contained(in, TableUse::Other)) {
      use = TableUse::Other;
    } else if (isa<arith::AddFOp, arith::AddIOp, arith::SubFOp,
                   arith::SubIOp>(def)) {
      // Both sides must vanish together: t[i] + 1.0 is not partial.
      use = llvm::is_contained(in, TableUse::None) ? TableUse::Other
                                                   : joinUse(in[0], in[1]);
    } else if (isa<arith::MulFOp, arith::MulIOp>(def)) {
      use = in[0] == TableUse::None || in[1] == TableUse::None
                ? joinUse(in[0], in[1])
                : TableUse::ZeroPreserving;
    } else if (isa<arith::DivFOp>(def)) {
      use = in[1] == TableUse::None ? in[0] : TableUse::Other;
    } else if (isa<arith::NegFOp, arith::ExtFOp, arith::ExtSIOp,
                   arith::BitcastOp>(def)) {
      use = in[0];
    } else if (isa<arith::TruncFOp, arith::TruncIOp, math::TanhOp,
                   math::SinOp, math::TanOp, math::AtanOp, math::ErfOp,
                   math::AbsFOp, math::AbsIOp, math::SqrtOp, math::CeilOp,
                   math::FloorOp, math::RoundOp, math::TruncOp>(def)) {
      use = TableUse::ZeroPreserving;
    } else if (isa<arith::MaximumFOp, arith::MinimumFOp, arith::MaxNumFOp,
                   arith::MinNumFOp>(def)) {
      // relu: max(t[i], 0).
      Value other = in[0] == TableUse::None ? def->getOperand(0)
                                            : def->getOperand(1);
      bool zero = matchPattern(other, m_AnyZeroFloat());
      use = (in[0] == TableUse::None || in[1] == TableUse::None) && zero
                ? TableUse::ZeroPreserving
                : TableUse::Other;
    } else if (auto select = dyn_cast<arith::SelectOp>(def)) {
      // A mask: select(c, t[i], 0) or select(c, t[i], t[j]).
      auto vanishes = [&](unsigned k) {
        return in[k] != TableUse::None ||
               matchPattern(def->getOperand(k), m_AnyZeroFloat()) ||
               matchPattern(def->getOperand(k), m_Zero());
      };
      use = in[0] == TableUse::None && vanishes(1) && vanishes(2)
                ? joinUse(joinUse(in[1], in[2]), TableUse::Linear)
                : TableUse::Other;
    } else {
      use = TableUse::Other;
    }
  }
  memo[v] = use;
  return use;
}

/// Whether an integer of `type` holds every position below `size` (an iota
/// stored in i8 wraps past 127).
static bool holdsPositions(Type type, int64_t size) {
  if (type.isIndex())
    return true;
  auto integer = dyn_cast<IntegerType>(type);
  if (!integer || ShapedType::isDynamic(size))
    return false;
  unsigned width = integer.getWidth();
  return width >= 63 || size <= (int64_t(1) << (width - 1));
}

/// The dim `j` such that every element of `tensor` equals its own position
/// along `j` (an iota: torch.arange, as torch-mlir writes it, a generic
/// yielding its linalg.index j, or a constant 0, 1, 2, ...), seen through
/// reshapes that only add or drop unit dims.
static std::optional<unsigned> iotaDim(Value tensor, unsigned depth = 0) {
  auto type = dyn_cast<RankedTensorType>(tensor.getType());
  if (!type || depth > 8 || !type.hasStaticShape())
    return std::nullopt;
  Operation *def = tensor.getDefiningOp();
  if (!def)
    return std::nullopt;
  if (auto cast = dyn_cast<tensor::CastOp>(def))
    return iotaDim(cast.getSource(), depth + 1);
  if (auto expand = dyn_cast<tensor::ExpandShapeOp>(def)) {
    std::optional<unsigned> src = iotaDim(expand.getSrc(), depth + 1);
    if (!src)
      return std::nullopt;
    int64_t size = expand.getSrcType().getDimSize(*src);
    std::optional<unsigned> out;
    SmallVector<ReassociationIndices> groups =
        expand.getReassociationIndices();
    for (int64_t d : groups[*src]) {
      if (type.getDimSize(d) == 1 && size != 1)
        continue;
      if (out || type.getDimSize(d) != size)
        return std::nullopt;
      out = d;
    }
    return out;
  }
  if (auto collapse = dyn_cast<tensor::CollapseShapeOp>(def)) {
    std::optional<unsigned> src = iotaDim(collapse.getSrc(), depth + 1);
    if (!src)
      return std::nullopt;
    SmallVector<ReassociationIndices> groups =
        collapse.getReassociationIndices();
    for (auto [g, group] : llvm::enumerate(groups)) {
      if (!llvm::is_contained(group, (int64_t)*src))
        continue;
      for (int64_t d : group)
        if (d != (int64_t)*src && collapse.getSrcType().getDimSize(d) != 1)
          return std::nullopt;
      return g;
    }
    return std::nullopt;
  }
  if (auto cst = dyn_cast<arith::ConstantOp>(def)) {
    auto dense = dyn_cast<DenseIntElementsAttr>(cst.getValue());
    if (!dense || dense.getNumElements() > (1 << 16) ||
        !holdsPositions(type.getElementType(), type.getNumElements()))
      return std::nullopt;
    SmallVector<APInt> values(dense.getValues<APInt>());
    for (unsigned j = 0; j < type.getRank(); ++j) {
      int64_t stride = 1;
      for (unsigned k = j + 1; k < type.getRank(); ++k)
        stride *= type.getDimSize(k);
      bool iota = true;
      for (auto [flat, v] : llvm::enumerate(values))
        if (v.getSExtValue() !=
            (int64_t)(flat / stride) % type.getDimSize(j)) {
          iota = false;
          break;
        }
      if (iota)
        return j;
    }
    return std::nullopt;
  }
  auto generic = dyn_cast<linalg::GenericOp>(def);
  if (!generic || generic.getNumDpsInputs() != 0 ||
      generic.getNumDpsInits() != 1 ||
      generic.getNumParallelLoops() != generic.getNumLoops() ||
      !generic.getIndexingMapsArray()[0].isIdentity() ||
      generic.payloadUsesValueFromOperand(generic.getDpsInitOperand(0)) ||
      !holdsPositions(type.getElementType(), type.getNumElements()))
    return std::nullopt;
  Value v = generic.getBody()->getTerminator()->getOperand(0);
  while (Operation *op = v.getDefiningOp()) {
    if (auto index = dyn_cast<linalg::IndexOp>(op))
      return index.getDim();
    if (!isa<arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtSIOp,
             arith::ExtUIOp>(op))
      break;
    v = op->getOperand(0);
  }
  return std::nullopt;
}

/// The loop of `op` whose index the body value `idx` provably equals:
/// linalg.index d; an input element read from an iota (iotaDim) whose
/// indexing map sends that dim to loop d; through integer casts and
/// torch's negative-index wrap select(x < 0, x + n, x), which never fires
/// for a position.
static std::optional<unsigned> indexedLoop(Value idx, linalg::LinalgOp op,
                                           Block *body, unsigned depth = 0) {
  if (depth > 8)
    return std::nullopt;
  if (auto arg = dyn_cast<BlockArgument>(idx)) {
    if (arg.getOwner() != body || arg.getArgNumber() >= op.getNumDpsInputs())
      return std::nullopt;
    OpOperand *operand = op.getDpsInputOperand(arg.getArgNumber());
    std::optional<unsigned> dim = iotaDim(operand->get());
    if (!dim)
      return std::nullopt;
    AffineMap map = op.getMatchingIndexingMap(operand);
    auto expr = dyn_cast<AffineDimExpr>(map.getResult(*dim));
    if (!expr)
      return std::nullopt;
    return expr.getPosition();
  }
  Operation *def = idx.getDefiningOp();
  if (!def || def->getBlock() != body)
    return std::nullopt;
  if (auto index = dyn_cast<linalg::IndexOp>(def))
    return index.getDim();
  if (isa<arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtSIOp,
          arith::ExtUIOp>(def))
    return indexedLoop(def->getOperand(0), op, body, depth + 1);
  if (auto select = dyn_cast<arith::SelectOp>(def)) {
    Value x = select.getFalseValue();
    auto cmp = select.getCondition().getDefiningOp<arith::CmpIOp>();
    auto add = select.getTrueValue().getDefiningOp<arith::AddIOp>();
    if (cmp && cmp.getPredicate() == arith::CmpIPredicate::slt &&
        cmp.getLhs() == x && matchPattern(cmp.getRhs(), m_Zero()) && add &&
        (add.getLhs() == x || add.getRhs() == x))
      return indexedLoop(x, op, body, depth + 1);
  }
  return std::nullopt;
}

/// Tensors a linalg body reads from above with tensor.extract: embedding
/// tables (torch-mlir's and tosa-to-linalg's lookups, tensor.gather once
/// normalized), masks, positional tables. A dim read at `linalg.index d` of
/// a parallel loop of its size (or at a position provably equal to it: an
/// element of an iota input, indexedLoop) shares that loop's factor (split the same
/// way, the read is local). A dim read at a computed position is a lookup
/// factor (one read at constant positions only is not): a sum Reduction when masked reads provably sum to the result
/// (one result, sums only, the yield vanishing with the reads), otherwise
/// replicated. Anything else the body does with a captured tensor keeps
/// it whole.
static void addCapturedTables(linalg::LinalgOp op, ShardingRule &rule) {
  SmallVector<Value> captured = getCapturedTensors(op);
  if (captured.empty())
    return;
  Block *body = op->getNumRegions() == 1 && !op->getRegion(0).empty()
                    ? op.getBlock()
                    : nullptr;
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  unsigned numLoops = iterators.size();
  bool sumsOnly = llvm::none_of(rule.factors, [](Factor f) {
                    return f.kind == FactorKind::Reduction;
                  }) || rule.reductionKind == ReductionKind::sum;
  // The accumulator joins a partial sum once, on the first device.
  Value accumulator;
  if (body && op.getNumDpsInits() == 1 &&
      op.payloadUsesValueFromOperand(op.getDpsInitOperand(0)))
    accumulator = body->getArgument(op.getNumDpsInputs());

  unsigned numLookupTables = 0;
  // Reads with tensor.extract: in the body (`direct`), or also in regions
  // nested in it (`readOnly`: a concatenate's scf.if); a read at a loop's
  // position is local either way, a masked lookup only in the body.
  SmallVector<SmallVector<tensor::ExtractOp>> reads(captured.size());
  SmallVector<bool> direct(captured.size(), true);
  SmallVector<bool> readOnly(captured.size(), true);
  for (auto [k, table] : llvm::enumerate(captured)) {
    for (OpOperand &use : table.getUses()) {
      Operation *user = use.getOwner();
      if (!op->isAncestor(user))
        continue;
      auto extract = dyn_cast<tensor::ExtractOp>(user);
      if (!body || !extract || !body->findAncestorOpInBlock(*user)) {
        direct[k] = readOnly[k] = false;
        break;
      }
      direct[k] = direct[k] && user->getBlock() == body;
      reads[k].push_back(extract);
    }
  }
  for (auto [k, table] : llvm::enumerate(captured)) {
    auto type = cast<RankedTensorType>(table.getType());
    TensorFactors dims;
    bool anyLookup = false;
    for (int64_t d = 0; d < type.getRank(); ++d) {
      std::optional<unsigned> loop;
      bool shared = readOnly[k] && !reads[k].empty();
      for (tensor::ExtractOp read : reads[k]) {
        std::optional<unsigned> at =
            indexedLoop(read.getIndices()[d], op, body);
        if (!at || *at >= numLoops ||
            iterators[*at] != utils::IteratorType::parallel ||
            rule.factors[*at].size != type.getDimSize(d) ||
            (loop && *loop != *at)) {
          shared = false;
          break;
        }
        loop = *at;
      }
      if (shared) {
        dims.push_back({*loop});
        continue;
      }
      unsigned f = rule.addFactor(type.getDimSize(d),
                                  FactorKind::NeedsReplication);
      // Reads at constant positions only (the trailing index dim of 1 of
      // JAX's [N, 1] indices, read at 0) are no lookup along this dim.
      bool computed = llvm::any_of(reads[k], [&](tensor::ExtractOp read) {
        return !matchPattern(read.getIndices()[d], m_Constant());
      });
      if (direct[k] && !reads[k].empty() && computed) {
        rule.factors[f].lookup = true;
        anyLookup = true;
      }
      dims.push_back({f});
    }
    rule.captured.push_back(table);
    rule.operands.push_back(std::move(dims));
    if (anyLookup)
      ++numLookupTables;
  }
  if (numLookupTables == 0)
    return;

  // Whether masked lookups may be split: the sum of the devices' results
  // must be the result.
  auto splittable = [&](unsigned k) {
    if (numLookupTables != 1 || !sumsOnly || op->getNumResults() != 1 ||
        op.getNumDpsInits() != 1)
      return false;
    Type elt = getElementTypeOrSelf(op->getResult(0).getType());
    if (!isa<FloatType>(elt) && !elt.isInteger(32) && !elt.isInteger(64))
      return false;
    Value yielded = body->getTerminator()->getOperand(0);
    // out + h(reads): the accumulator joins once, h must sum right.
    if (Operation *def = yielded.getDefiningOp();
        accumulator && def && isa<arith::AddFOp, arith::AddIOp>(def)) {
      if (def->getOperand(0) == accumulator)
        yielded = def->getOperand(1);
      else if (def->getOperand(1) == accumulator)
        yielded = def->getOperand(0);
      else
        return false;
    } else if (accumulator) {
      return false;
    }
    DenseMap<Value, TableUse> memo;
    TableUse use = tableUse(yielded, captured[k], body, accumulator, memo);
    return use == TableUse::Linear ||
           (use == TableUse::ZeroPreserving && reads[k].size() == 1);
  };
  unsigned numOperands = op->getNumOperands();
  for (unsigned k = 0; k < captured.size(); ++k) {
    if (!splittable(k))
      continue;
    for (const auto &fs : rule.operands[numOperands + k])
      for (unsigned f : fs)
        if (rule.factors[f].lookup) {
          rule.factors[f].kind = FactorKind::Reduction;
          rule.reductionKind = ReductionKind::sum;
        }
  }
}

static FailureOr<ShardingRule> getLinalgRule(linalg::LinalgOp op) {
  ShardingRule rule;
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  for (auto [size, it] : llvm::zip(ranges, iterators))
    rule.addFactor(size, it == utils::IteratorType::reduction
                             ? FactorKind::Reduction
                             : FactorKind::Parallel);
  for (OpOperand &operand : op->getOpOperands()) {
    if (!isa<RankedTensorType>(operand.get().getType())) {
      rule.operands.push_back({});
      continue;
    }
    rule.operands.push_back(
        mapThroughIndexing(rule, op.getMatchingIndexingMap(&operand)));
  }
  for (OpResult result : op->getResults())
    rule.results.push_back(
        mapThroughIndexing(rule, op.getIndexingMapMatchingResult(result)));

  // Reduction factors need a combiner we can reproduce across devices.
  bool hasReduction = llvm::any_of(
      rule.factors, [](Factor f) { return f.kind == FactorKind::Reduction; });
  if (hasReduction) {
    std::optional<ReductionKind> kind;
    if (op.getNumDpsInits() == 1 && op->getNumRegions() == 1 &&
        !op->getRegion(0).empty()) {
      Block *body = op.getBlock();
      Value outArg = body->getArgument(op.getNumDpsInputs());
      Value yielded = body->getTerminator()->getOperand(0);
      if (Operation *def = yielded.getDefiningOp())
        if (llvm::is_contained(def->getOperands(), outArg))
          kind = combinerKind(def);
    }
    if (kind)
      rule.reductionKind = *kind;
    else
      for (Factor &f : rule.factors)
        if (f.kind == FactorKind::Reduction)
          f.kind = FactorKind::NeedsReplication;
  }
  linalgPartialFlow(op, rule);
  rule.unusedOperand.assign(op->getNumOperands(), false);
  for (OpOperand &init : op.getDpsInitsMutable())
    rule.unusedOperand[init.getOperandNumber()] =
        !op.payloadUsesValueFromOperand(&init);
  addCapturedTables(op, rule);
  rule.partialOperand.resize(rule.operands.size(), false);
  rule.unusedOperand.resize(rule.operands.size(), false);
  return rule;
}

namespace {
template <typename OpT>
struct LinalgRuleModel
    : public ShardingRuleOpInterface::ExternalModel<LinalgRuleModel<OpT>,
                                                    OpT> {
  FailureOr<Operation *> buildLocalOp(Operation *op, OpBuilder &b,
                                      const LocalFormContext &context) const {
    return buildLocalLinalgOp(op, b, context);
  }
  FailureOr<ShardingRule> getShardingRule(Operation *op) const {
    return getLinalgRule(cast<linalg::LinalgOp>(op));
  }
};

template <typename... OpTs>
static void attachLinalgModels(MLIRContext *ctx) {
  (OpTs::template attachInterface<LinalgRuleModel<OpTs>>(*ctx), ...);
}

/// linalg.softmax: parallel everywhere except the normalised dim.
struct SoftmaxRuleModel
    : public ShardingRuleOpInterface::ExternalModel<SoftmaxRuleModel,
                                                    linalg::SoftmaxOp> {
  FailureOr<ShardingRule> getShardingRule(Operation *op) const {
    auto softmax = cast<linalg::SoftmaxOp>(op);
    ShardingRule rule = getIdentityRule(llvm::to_vector(op->getOperandTypes()),
                                        llvm::to_vector(op->getResultTypes()));
    uint64_t dim = softmax.getDimension();
    if (dim >= rule.factors.size())
      return failure();
    rule.factors[dim].kind = FactorKind::NeedsReplication;
    return rule;
  }
};

//===----------------------------------------------------------------------===//
// Elementwise arith / math and constants
//===----------------------------------------------------------------------===//

template <typename OpT>
struct ElementwiseRuleModel
    : public ShardingRuleOpInterface::ExternalModel<ElementwiseRuleModel<OpT>,
                                                    OpT> {
  /// A splat constant is built at its local type; everything else is
  /// cloned (dense constants that are not splats are sliced by the
  /// partitioner).
  FailureOr<Operation *> buildLocalOp(Operation *op, OpBuilder &b,
                                      const LocalFormContext &context) const {
    if (auto cst = dyn_cast<arith::ConstantOp>(op))
      if (auto dense = dyn_cast<DenseElementsAttr>(cst.getValue());
          dense && dense.isSplat())
        return arith::ConstantOp::create(
                   b, op->getLoc(),
                   DenseElementsAttr::get(
                       cast<ShapedType>(context.resultTypes[0]),
                       dense.getSplatValue<Attribute>()))
            .getOperation();
    return cloneOnLocalTypes(op, b, context);
  }
  FailureOr<ShardingRule> getShardingRule(Operation *op) const {
    // A dense constant: each dim its own parallel factor, so the
    // partitioner can cut it to the local shard.
    if (isa<arith::ConstantOp>(op)) {
      if (!isa<RankedTensorType>(op->getResult(0).getType()))
        return failure();
      return getIdentityRule({}, llvm::to_vector(op->getResultTypes()));
    }
    if (!op->hasTrait<OpTrait::Elementwise>() || op->getNumResults() != 1)
      return failure();
    auto resultType = dyn_cast<RankedTensorType>(op->getResult(0).getType());
    if (!resultType)
      return failure();
    for (Type t : op->getOperandTypes())
      if (auto tensor = dyn_cast<RankedTensorType>(t))
        if (tensor.getShape() != resultType.getShape())
          return failure();
    ShardingRule rule = getIdentityRule(llvm::to_vector(op->getOperandTypes()),
                                        llvm::to_vector(op->getResultTypes()));
    SmallVector<bool> allowed;
    rule.partialFlow = scalarPartialFlow(op, allowed);
    rule.partialOperand = allowed;
    return rule;
  }
};

template <typename... OpTs>
static void attachElementwiseModels(MLIRContext *ctx) {
  (OpTs::template attachInterface<ElementwiseRuleModel<OpTs>>(*ctx), ...);
}

//===----------------------------------------------------------------------===//
// tensor ops
//===----------------------------------------------------------------------===//

/// A rule with one fresh factor per dim of `type`.
static TensorFactors freshFactors(ShardingRule &rule, RankedTensorType type,
                                  FactorKind kind = FactorKind::Parallel) {
  TensorFactors dims;
  for (int64_t d = 0; d < type.getRank(); ++d)
    dims.push_back({rule.addFactor(type.getDimSize(d), kind)});
  return dims;
}

struct EmptyRuleModel
    : public ShardingRuleOpInterface::ExternalModel<EmptyRuleModel,
                                                    tensor::EmptyOp> {
  FailureOr<ShardingRule> getShardingRule(Operation *op) const {
    ShardingRule rule;
    rule.operands.resize(op->getNumOperands());
    rule.results.push_back(
        freshFactors(rule, cast<RankedTensorType>(op->getResult(0).getType())));
    return rule;
  }
};

struct CastRuleModel
    : public ShardingRuleOpInterface::ExternalModel<CastRuleModel,
                                                    tensor::CastOp> {
  FailureOr<ShardingRule> getShardingRule(Operation *op) const {
    auto in = dyn_cast<RankedTensorType>(op->getOperand(0).getType());
    auto out = dyn_cast<RankedTensorType>(op->getResult(0).getType());
    if (!in || !out)
      return failure();
    ShardingRule rule;
    TensorFactors dims = freshFactors(rule, out);
    for (int64_t d = 0; d < in.getRank(); ++d)
      if (ShapedType::isDynamic(rule.factors[d].size))
        rule.factors[d].size = in.getDimSize(d);
    rule.operands.push_back(dims);
    rule.results.push_back(dims);
    rule.partialFlow = PartialFlow::Multilinear;
    rule.partialOperand = {true};
    return rule;
  }
};

/// expand_shape / collapse_shape: the collapsed dim is the compound of the
/// expanded dims' factors, major to minor.
template <typename OpT>
struct ReassociationRuleModel
    : public ShardingRuleOpInterface::ExternalModel<
          ReassociationRuleModel<OpT>, OpT> {
  FailureOr<Operation *> buildLocalOp(Operation *op, OpBuilder &b,
                                      const LocalFormContext &context) const {
    return buildLocalReassociation(op, b, context);
  }
  FailureOr<ShardingRule> getShardingRule(Operation *op) const {
    auto reshape = cast<OpT>(op);
    constexpr bool expanding = std::is_same_v<OpT, tensor::ExpandShapeOp>;
    RankedTensorType expanded =
        expanding ? reshape.getResultType() : reshape.getSrcType();
    ShardingRule rule;
    TensorFactors expandedDims = freshFactors(rule, expanded);
    TensorFactors collapsedDims;
    SmallVector<ReassociationIndices> groups =
        reshape.getReassociationIndices();
    // The upstream verifier checks indices after truncating them to 32
    // bits; an index outside the expanded rank means no rule.
    for (const ReassociationIndices &group : groups)
      for (int64_t d : group)
        if (d < 0 || d >= expanded.getRank())
          return failure();
    for (const ReassociationIndices &group : groups) {
      SmallVector<unsigned, 1> factors;
      for (int64_t d : group)
        // Size-1 dims carry nothing.
        if (expanded.getDimSize(d) != 1)
          factors.push_back(expandedDims[d][0]);
      collapsedDims.push_back(factors);
    }
    rule.operands.push_back(expanding ? collapsedDims : expandedDims);
    for (unsigned i = 1; i < op->getNumOperands(); ++i)
      rule.operands.push_back({});
    rule.results.push_back(expanding ? expandedDims : collapsedDims);
    rule.partialFlow = PartialFlow::Multilinear;
    rule.partialOperand.assign(op->getNumOperands(), false);
    rule.partialOperand[0] = true;
    return rule;
  }
};

/// tensor.reshape between static shapes: factors are the common refinement
/// of the two shapes; dims that do not line up stay replicated.
struct ReshapeRuleModel
    : public ShardingRuleOpInterface::ExternalModel<ReshapeRuleModel,
                                                    tensor::ReshapeOp> {
  FailureOr<Operation *> buildLocalOp(Operation *op, OpBuilder &b,
                                      const LocalFormContext &context) const {
    return buildLocalReshape(op, b, context);
  }
  FailureOr<ShardingRule> getShardingRule(Operation *op) const {
    auto in = cast<RankedTensorType>(op->getOperand(0).getType());
    auto out = cast<RankedTensorType>(op->getResult(0).getType());
    if (!in.hasStaticShape() || !out.hasStaticShape())
      return failure();
    ShardingRule rule;
    TensorFactors src(in.getRank()), dst(out.getRank());
    int64_t i = 0, j = 0, ri = 0, rj = 0;
    auto nextIn = [&]() {
      while (i < in.getRank() && in.getDimSize(i) == 1)
        ++i;
      ri = i < in.getRank() ? in.getDimSize(i) : 1;
    };
    auto nextOut = [&]() {
      while (j < out.getRank() && out.getDimSize(j) == 1)
        ++j;
      rj = j < out.getRank() ? out.getDimSize(j) : 1;
    };
    nextIn();
    nextOut();
    while (i < in.getRank() && j < out.getRank()) {
      int64_t size;
      if (ri % rj == 0)
        size = rj;
      else if (rj % ri == 0)
        size = ri;
      else
        break;
      unsigned f = rule.addFactor(size, FactorKind::Parallel);
      src[i].push_back(f);
      dst[j].push_back(f);
      ri /= size;
      rj /= size;
      if (ri == 1) {
        ++i;
        nextIn();
      }
      if (rj == 1) {
        ++j;
        nextOut();
      }
    }
    if (i < in.getRank() || j < out.getRank()) {
      // The rest does not line up. Factors already shared with the dims
      // where it broke off stay replicated, and every dim from there on is
      // one replicated factor of its own.
      for (unsigned f : llvm::concat<unsigned>(
               i < in.getRank() ? src[i] : SmallVector<unsigned, 1>(),
               j < out.getRank() ? dst[j] : SmallVector<unsigned, 1>()))
        rule.factors[f].kind = FactorKind::NeedsReplication;
      for (; i < in.getRank(); ++i)
        src[i] = {rule.addFactor(in.getDimSize(i),
                                 FactorKind::NeedsReplication)};
      for (; j < out.getRank(); ++j)
        dst[j] = {rule.addFactor(out.getDimSize(j),
                                 FactorKind::NeedsReplication)};
    }
    rule.operands.push_back(src);
    auto shapeType = cast<RankedTensorType>(op->getOperand(1).getType());
    rule.operands.push_back(
        freshFactors(rule, shapeType, FactorKind::NeedsReplication));
    rule.results.push_back(dst);
    rule.partialFlow = PartialFlow::Multilinear;
    rule.partialOperand = {true, false};
    if (failed(rule.verify(op)))
      return failure();
    return rule;
  }
};

/// extract_slice with static sizes and strides: dims taken whole share a
/// parallel factor with the result; sliced dims keep the source replicated
/// (and the result too where the offset is dynamic: a scan's layer read at
/// the loop counter). The dynamic offsets are scalars, with no dims.
struct ExtractSliceRuleModel
    : public ShardingRuleOpInterface::ExternalModel<ExtractSliceRuleModel,
                                                    tensor::ExtractSliceOp> {
  FailureOr<Operation *> buildLocalOp(Operation *op, OpBuilder &b,
                                      const LocalFormContext &context) const {
    return buildLocalExtractSlice(op, b, context);
  }
  FailureOr<ShardingRule> getShardingRule(Operation *op) const {
    auto slice = cast<tensor::ExtractSliceOp>(op);
    if (!slice.getSizes().empty() || !slice.getStrides().empty())
      return failure();
    RankedTensorType src = slice.getSourceType();
    ArrayRef<int64_t> offsets = slice.getStaticOffsets();
    ArrayRef<int64_t> sizes = slice.getStaticSizes();
    ArrayRef<int64_t> strides = slice.getStaticStrides();
    llvm::SmallBitVector dropped = slice.getDroppedDims();
    ShardingRule rule;
    TensorFactors srcDims, dstDims;
    for (int64_t d = 0; d < src.getRank(); ++d) {
      bool whole = offsets[d] == 0 && strides[d] == 1 &&
                   sizes[d] == src.getDimSize(d);
      if (whole) {
        unsigned f = rule.addFactor(sizes[d], FactorKind::Parallel);
        srcDims.push_back({f});
        if (!dropped.test(d))
          dstDims.push_back({f});
        continue;
      }
      srcDims.push_back(
          {rule.addFactor(src.getDimSize(d), FactorKind::NeedsReplication)});
      if (!dropped.test(d))
        dstDims.push_back({rule.addFactor(
            sizes[d], ShapedType::isDynamic(offsets[d])
                          ? FactorKind::NeedsReplication
                          : FactorKind::Parallel)});
    }
    rule.operands.push_back(srcDims);
    for (size_t i = 0; i < slice.getOffsets().size(); ++i)
      rule.operands.push_back({});
    rule.results.push_back(dstDims);
    rule.partialFlow = PartialFlow::Multilinear;
    rule.partialOperand.assign(rule.operands.size(), false);
    rule.partialOperand[0] = true;
    return rule;
  }
};

/// insert_slice with static sizes and strides: the dest and result share
/// every factor; dims the source covers whole share it with the source too,
/// others (a dynamic offset among them) are replicated.
struct InsertSliceRuleModel
    : public ShardingRuleOpInterface::ExternalModel<InsertSliceRuleModel,
                                                    tensor::InsertSliceOp> {
  FailureOr<Operation *> buildLocalOp(Operation *op, OpBuilder &b,
                                      const LocalFormContext &context) const {
    return buildLocalInsertSlice(op, b, context);
  }
  FailureOr<ShardingRule> getShardingRule(Operation *op) const {
    auto insert = cast<tensor::InsertSliceOp>(op);
    if (!insert.getSizes().empty() || !insert.getStrides().empty())
      return failure();
    RankedTensorType dest = insert.getDestType();
    RankedTensorType src = insert.getSourceType();
    ArrayRef<int64_t> offsets = insert.getStaticOffsets();
    ArrayRef<int64_t> sizes = insert.getStaticSizes();
    ArrayRef<int64_t> strides = insert.getStaticStrides();
    llvm::SmallBitVector dropped = insert.getDroppedDims();
    ShardingRule rule;
    TensorFactors srcDims, destDims;
    for (int64_t d = 0; d < dest.getRank(); ++d) {
      bool whole = offsets[d] == 0 && strides[d] == 1 &&
                   sizes[d] == dest.getDimSize(d);
      unsigned f = rule.addFactor(dest.getDimSize(d),
                                  whole ? FactorKind::Parallel
                                        : FactorKind::NeedsReplication);
      destDims.push_back({f});
      if (dropped.test(d))
        continue;
      if (whole)
        srcDims.push_back({f});
      else
        srcDims.push_back(
            {rule.addFactor(sizes[d], FactorKind::NeedsReplication)});
    }
    if ((int64_t)srcDims.size() != src.getRank())
      return failure();
    rule.operands.push_back(srcDims);
    rule.operands.push_back(destDims);
    for (size_t i = 0; i < insert.getOffsets().size(); ++i)
      rule.operands.push_back({});
    rule.results.push_back(destDims);
    return rule;
  }
};

/// tensor.extract at the top level: a scalar read from any element, so
/// every dim of the tensor is whole (a 0-d tensor, a loop counter, has no
/// dims). Reads inside a region body are captured tables instead.
struct ExtractRuleModel
    : public ShardingRuleOpInterface::ExternalModel<ExtractRuleModel,
                                                    tensor::ExtractOp> {
  FailureOr<ShardingRule> getShardingRule(Operation *op) const {
    auto extract = cast<tensor::ExtractOp>(op);
    auto type = dyn_cast<RankedTensorType>(extract.getTensor().getType());
    if (!type)
      return failure();
    ShardingRule rule;
    rule.operands.push_back(
        freshFactors(rule, type, FactorKind::NeedsReplication));
    for (size_t i = 0; i < extract.getIndices().size(); ++i)
      rule.operands.push_back({});
    rule.results.push_back({});
    return rule;
  }
};

/// tensor.pad: unpadded dims are parallel, padded dims replicated.
struct PadRuleModel
    : public ShardingRuleOpInterface::ExternalModel<PadRuleModel,
                                                    tensor::PadOp> {
  FailureOr<ShardingRule> getShardingRule(Operation *op) const {
    auto pad = cast<tensor::PadOp>(op);
    if (!pad.getLow().empty() || !pad.getHigh().empty())
      return failure();
    RankedTensorType src = pad.getSourceType();
    RankedTensorType dst = pad.getResultType();
    ShardingRule rule;
    TensorFactors srcDims, dstDims;
    for (int64_t d = 0; d < src.getRank(); ++d) {
      if (pad.getStaticLow()[d] == 0 && pad.getStaticHigh()[d] == 0) {
        unsigned f = rule.addFactor(src.getDimSize(d), FactorKind::Parallel);
        srcDims.push_back({f});
        dstDims.push_back({f});
        continue;
      }
      srcDims.push_back(
          {rule.addFactor(src.getDimSize(d), FactorKind::NeedsReplication)});
      dstDims.push_back(
          {rule.addFactor(dst.getDimSize(d), FactorKind::NeedsReplication)});
    }
    rule.operands.push_back(srcDims);
    for (unsigned i = 1; i < op->getNumOperands(); ++i)
      rule.operands.push_back({});
    rule.results.push_back(dstDims);
    return rule;
  }
};

/// tensor.concat: every dim but the concatenated one is shared.
struct ConcatRuleModel
    : public ShardingRuleOpInterface::ExternalModel<ConcatRuleModel,
                                                    tensor::ConcatOp> {
  FailureOr<ShardingRule> getShardingRule(Operation *op) const {
    auto concat = cast<tensor::ConcatOp>(op);
    RankedTensorType dst = concat.getResultType();
    int64_t dim = concat.getDim();
    ShardingRule rule;
    TensorFactors shared = freshFactors(rule, dst);
    rule.factors[dim].kind = FactorKind::NeedsReplication;
    for (Value in : concat.getInputs()) {
      TensorFactors dims = shared;
      dims[dim] = {rule.addFactor(cast<RankedTensorType>(in.getType())
                                      .getDimSize(dim),
                                  FactorKind::NeedsReplication)};
      rule.operands.push_back(dims);
    }
    rule.results.push_back(shared);
    rule.partialFlow = PartialFlow::Additive;
    rule.partialOperand.assign(op->getNumOperands(), true);
    return rule;
  }
};

/// tensor.gather (when not rewritten into a lookup by cleave-normalize):
/// index-batch dims are parallel, shared by the indices and the result;
/// source dims that are not gathered are parallel, shared with the result;
/// gathered dims and the index-tuple dim need the whole tensor.
struct GatherRuleModel
    : public ShardingRuleOpInterface::ExternalModel<GatherRuleModel,
                                                    tensor::GatherOp> {
  FailureOr<ShardingRule> getShardingRule(Operation *op) const {
    auto gather = cast<tensor::GatherOp>(op);
    RankedTensorType src = gather.getSourceType();
    RankedTensorType idx = gather.getIndicesType();
    ArrayRef<int64_t> dims = gather.getGatherDims();
    // The result may drop the gathered (unit) dims.
    bool reduced = gather.getResultType().getRank() <
                   idx.getRank() - 1 + src.getRank();
    ShardingRule rule;
    TensorFactors srcDims, idxDims, resDims;
    for (int64_t d = 0; d + 1 < idx.getRank(); ++d) {
      unsigned f = rule.addFactor(idx.getDimSize(d), FactorKind::Parallel);
      idxDims.push_back({f});
      resDims.push_back({f});
    }
    idxDims.push_back({rule.addFactor(idx.getShape().back(),
                                      FactorKind::NeedsReplication)});
    for (int64_t d = 0; d < src.getRank(); ++d) {
      if (!llvm::is_contained(dims, d)) {
        unsigned f = rule.addFactor(src.getDimSize(d), FactorKind::Parallel);
        srcDims.push_back({f});
        resDims.push_back({f});
        continue;
      }
      srcDims.push_back(
          {rule.addFactor(src.getDimSize(d), FactorKind::NeedsReplication)});
      if (!reduced)
        resDims.push_back({rule.addFactor(1, FactorKind::Parallel)});
    }
    rule.operands = {srcDims, idxDims};
    rule.results.push_back(resDims);
    return rule;
  }
};

/// tensor.scatter: destination dims that are not scattered are parallel,
/// shared by the source, the destination and the result; scattered dims,
/// the index-batch dims (a device would apply only some updates) and the
/// index-tuple dim need the whole tensor.
struct ScatterRuleModel
    : public ShardingRuleOpInterface::ExternalModel<ScatterRuleModel,
                                                    tensor::ScatterOp> {
  FailureOr<ShardingRule> getShardingRule(Operation *op) const {
    auto scatter = cast<tensor::ScatterOp>(op);
    RankedTensorType dest = scatter.getDestType();
    RankedTensorType idx = scatter.getIndicesType();
    ArrayRef<int64_t> dims = scatter.getScatterDims();
    // The source may drop the scattered (unit) dims.
    bool reduced = scatter.getSourceType().getRank() <
                   idx.getRank() - 1 + dest.getRank();
    ShardingRule rule;
    TensorFactors srcDims, destDims, idxDims;
    for (int64_t d = 0; d + 1 < idx.getRank(); ++d) {
      unsigned f =
          rule.addFactor(idx.getDimSize(d), FactorKind::NeedsReplication);
      idxDims.push_back({f});
      srcDims.push_back({f});
    }
    idxDims.push_back({rule.addFactor(idx.getShape().back(),
                                      FactorKind::NeedsReplication)});
    for (int64_t d = 0; d < dest.getRank(); ++d) {
      if (!llvm::is_contained(dims, d)) {
        unsigned f = rule.addFactor(dest.getDimSize(d), FactorKind::Parallel);
        destDims.push_back({f});
        srcDims.push_back({f});
        continue;
      }
      // A scattered dim of the destination split: each device applies the
      // updates whose positions fall in its rows (buildLocalScatter).
      destDims.push_back(
          {rule.addFactor(dest.getDimSize(d), FactorKind::Parallel)});
      if (!reduced)
        srcDims.push_back({rule.addFactor(1, FactorKind::Parallel)});
    }
    rule.operands = {srcDims, destDims, idxDims};
    rule.results.push_back(destDims);
    return rule;
  }
  FailureOr<Operation *> buildLocalOp(Operation *op, OpBuilder &b,
                                      const LocalFormContext &context) const {
    return buildLocalScatter(op, b, context);
  }
};

//===----------------------------------------------------------------------===//
// cleave.scan, cleave.sort
//===----------------------------------------------------------------------===//

/// cleave.scan: every dim its own parallel factor, the scanned one too (its
/// local form carries the totals of the pieces before each device's in). A
/// cumulative sum is linear, so a sum-partial operand stays partial.
struct ScanRuleModel
    : public ShardingRuleOpInterface::ExternalModel<ScanRuleModel, ScanOp> {
  FailureOr<ShardingRule> getShardingRule(Operation *op) const {
    ShardingRule rule = getIdentityRule(llvm::to_vector(op->getOperandTypes()),
                                        llvm::to_vector(op->getResultTypes()));
    if (cast<ScanOp>(op).getKind() == ReductionKind::sum) {
      rule.partialFlow = PartialFlow::Multilinear;
      rule.partialOperand.assign(1, true);
    }
    return rule;
  }
  FailureOr<Operation *> buildLocalOp(Operation *op, OpBuilder &b,
                                      const LocalFormContext &context) const {
    return buildLocalScan(op, b, context);
  }
  /// Split along its dim: the all_gather of one total per line and device.
  SmallVector<LocalCollective>
  getLocalCollectives(Operation *op, const FactorAssignment &assignment) const {
    auto scan = cast<ScanOp>(op);
    RankedTensorType type = scan.getInput().getType();
    unsigned factor = assignment.getRule().operands[0][scan.getDim()][0];
    int64_t group = assignment.getGroupSize(factor);
    if (group == 1 || !type.hasStaticShape())
      return {};
    int64_t lines = type.getNumElements() /
                    std::max<int64_t>(1, type.getDimSize(scan.getDim()));
    // The other dims' splits divide the lines each device holds.
    for (auto [f, axes] : llvm::enumerate(assignment.getFactorAxes()))
      if (f != factor && !axes.empty())
        lines = llvm::divideCeil(lines, assignment.getGroupSize(f));
    int64_t elemBytes = std::max<int64_t>(1, type.getElementTypeBitWidth() / 8);
    LocalCollective gather;
    gather.op = AllGatherOp::getOperationName();
    gather.bufferBytes = lines * group * elemBytes;
    gather.axes.assign(assignment.getAxes(factor).begin(),
                       assignment.getAxes(factor).end());
    return {gather};
  }
};

/// cleave.sort: the sorted dim whole on each device, every other dim
/// parallel (values and indices alike).
struct SortRuleModel
    : public ShardingRuleOpInterface::ExternalModel<SortRuleModel, SortOp> {
  FailureOr<ShardingRule> getShardingRule(Operation *op) const {
    ShardingRule rule = getIdentityRule(llvm::to_vector(op->getOperandTypes()),
                                        llvm::to_vector(op->getResultTypes()));
    rule.factors[cast<SortOp>(op).getDim()].kind = FactorKind::NeedsReplication;
    return rule;
  }
};
} // namespace

void mlir::cleave::registerShardingRuleModels(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, CleaveDialect *) {
    ScanOp::attachInterface<ScanRuleModel>(*ctx);
    SortOp::attachInterface<SortRuleModel>(*ctx);
  });
  registry.addExtension(+[](MLIRContext *ctx, linalg::LinalgDialect *) {
    attachLinalgModels<
#define GET_OP_LIST
#include "mlir/Dialect/Linalg/IR/LinalgStructuredOps.cpp.inc"
        >(ctx);
    linalg::SoftmaxOp::attachInterface<SoftmaxRuleModel>(*ctx);
  });
  registry.addExtension(+[](MLIRContext *ctx, tensor::TensorDialect *) {
    tensor::EmptyOp::attachInterface<EmptyRuleModel>(*ctx);
    tensor::CastOp::attachInterface<CastRuleModel>(*ctx);
    tensor::ExpandShapeOp::attachInterface<
        ReassociationRuleModel<tensor::ExpandShapeOp>>(*ctx);
    tensor::CollapseShapeOp::attachInterface<
        ReassociationRuleModel<tensor::CollapseShapeOp>>(*ctx);
    tensor::ReshapeOp::attachInterface<ReshapeRuleModel>(*ctx);
    tensor::ExtractSliceOp::attachInterface<ExtractSliceRuleModel>(*ctx);
    tensor::InsertSliceOp::attachInterface<InsertSliceRuleModel>(*ctx);
    tensor::ExtractOp::attachInterface<ExtractRuleModel>(*ctx);
    tensor::PadOp::attachInterface<PadRuleModel>(*ctx);
    tensor::ConcatOp::attachInterface<ConcatRuleModel>(*ctx);
    tensor::GatherOp::attachInterface<GatherRuleModel>(*ctx);
    tensor::ScatterOp::attachInterface<ScatterRuleModel>(*ctx);
  });
  registry.addExtension(+[](MLIRContext *ctx, arith::ArithDialect *) {
    attachElementwiseModels<
#define GET_OP_LIST
#include "mlir/Dialect/Arith/IR/ArithOps.cpp.inc"
        >(ctx);
  });
  registry.addExtension(+[](MLIRContext *ctx, math::MathDialect *) {
    attachElementwiseModels<
#define GET_OP_LIST
#include "mlir/Dialect/Math/IR/MathOps.cpp.inc"
        >(ctx);
  });
}
