//===- ShardingRule.h - an op described as factors ---------------*- C++ -*-===//
//
// A sharding rule describes an op by the factors of its iteration space and,
// for every operand and result dim, the factors that index it (a compound
// of several factors, major to minor, for reshapes). Propagation and
// partitioning reason about factors only, so an op needs a rule and nothing
// else to take part.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_IR_SHARDINGRULE_H
#define CLEAVE_IR_SHARDINGRULE_H

#include "cleave/IR/CleaveDialect.h"

#include "mlir/IR/Operation.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir {
namespace cleave {

/// What sharding a factor does to the op.
enum class FactorKind {
  /// Each device computes its slice of the factor; nothing to combine.
  Parallel,
  /// Sharding it leaves each device a partial result to be reduced.
  Reduction,
  /// The op needs the whole factor on every device (windows, slices, pads,
  /// concatenation dims): it must stay replicated.
  NeedsReplication,
};

StringRef stringifyFactorKind(FactorKind kind);

/// How pending partial values (see #cleave.sharding's `partial`) flow from
/// operands to results without being reduced first.
enum class PartialFlow {
  /// A partial operand must be reduced before the op.
  None,
  /// Linear in all operands together (add, sub): the result is partial if
  /// every counted operand is partial over the same axes.
  Additive,
  /// Linear in each operand separately (mul, matmul, transpose, reshape):
  /// the result is partial if exactly one counted operand is partial.
  Multilinear,
};

struct Factor {
  /// The factor's extent (ShapedType::kDynamic if unknown).
  int64_t size;
  FactorKind kind;
  /// The factor is a dim of a captured table that the op's body reads at a
  /// computed position (an embedding lookup), not a loop of the op. Split
  /// (it is then a sum Reduction), each device looks up only the positions
  /// in its own rows, reads zero elsewhere, and the result is partial; it
  /// does not divide the op's work.
  bool lookup = false;
};

/// The factors of each dim of one tensor, major to minor.
using TensorFactors = SmallVector<SmallVector<unsigned, 1>>;

class ShardingRule {
public:
  SmallVector<Factor> factors;
  /// One entry per operand; empty for operands that are not tensors.
  SmallVector<TensorFactors> operands;
  /// One entry per result; empty for results that are not tensors.
  SmallVector<TensorFactors> results;
  /// How reduction factors combine (sum for contractions).
  ReductionKind reductionKind = ReductionKind::sum;
  PartialFlow partialFlow = PartialFlow::None;
  /// Operands that take part in partial flow; others must not be partial
  /// (or, for Additive, are ignored when `ignoredForPartial` is set).
  SmallVector<bool> partialOperand;
  /// Operands the op does not read (a linalg init it overwrites).
  SmallVector<bool> unusedOperand;
  /// Tensors the op's regions read from above instead of taking them as
  /// operands (a table a linalg body indexes with tensor.extract). They are
  /// operands of the rule: entry `op->getNumOperands() + k` of `operands`
  /// (and of `partialOperand` / `unusedOperand`) is `captured[k]`. A dim the
  /// body reads at positions no factor proves local is NeedsReplication, so
  /// the op sees that tensor whole.
  SmallVector<Value> captured;

  /// The value of rule operand `i`: an operand of `op` or a captured tensor.
  Value getOperand(Operation *op, unsigned i) const {
    unsigned n = op->getNumOperands();
    return i < n ? op->getOperand(i) : captured[i - n];
  }
  /// Every rule operand's value, operands of `op` first.
  SmallVector<Value> getOperandValues(Operation *op) const {
    SmallVector<Value> values(op->getOperands());
    values.append(captured.begin(), captured.end());
    return values;
  }

  /// Bounds-checked reads of `partialOperand` / `unusedOperand` (a rule may
  /// size them by the op's operands alone, without its captured tables).
  bool isPartialOperand(unsigned i) const {
    return i < partialOperand.size() && partialOperand[i];
  }
  bool isUnusedOperand(unsigned i) const {
    return i < unusedOperand.size() && unusedOperand[i];
  }

  unsigned addFactor(int64_t size, FactorKind kind) {
    factors.push_back({size, kind});
    return factors.size() - 1;
  }

  /// Checks the rule's own consistency against `op` (every tensor operand
  /// and result has one entry per dim, factor indices in range, compound
  /// dims' factor sizes multiply to the dim size where both are static).
  LogicalResult verify(Operation *op) const;

  void print(raw_ostream &os) const;
};

/// Splits the mesh `axes` (major to minor) that split one dim over the
/// `factors` that index it (major to minor). A single-factor dim takes every
/// axis (even an uneven split); a compound dim is split major factor first,
/// each axis dividing what is left of its factor. Returns false if the axes
/// cannot be expressed on the factors.
bool projectDimAxes(const ShardingRule &rule, ArrayRef<unsigned> factors,
                    ArrayRef<unsigned> axes, ArrayRef<int64_t> axisSizes,
                    SmallVectorImpl<SmallVector<unsigned, 2>> &out);

/// The inverse: the axes of a dim from the axes of its factors, or nothing
/// if the factors' axes do not make a contiguous split of the dim (a minor
/// factor split while a major one is not fully split).
std::optional<SmallVector<unsigned, 2>>
composeDimAxes(const ShardingRule &rule, ArrayRef<unsigned> factors,
               ArrayRef<SmallVector<unsigned, 2>> factorAxes,
               ArrayRef<int64_t> axisSizes);

/// The rule that `attr` (a `cleave.sharding_rule`) states for `op`, with
/// factor sizes taken from the op's types; errors (through `emitError`) if
/// the rule does not fit them.
FailureOr<ShardingRule>
getRuleFromAttr(OpShardingRuleAttr attr, Operation *op,
                function_ref<InFlightDiagnostic()> emitError);

/// The rule of `op`: the `cleave.sharding_rule` attribute if it carries one,
/// else from its ShardingRuleOpInterface if it implements it,
/// else failure (the op has no rule; callers treat it as replicated).
/// Tensors its regions capture that the interface's rule does not describe
/// are added to `captured` with replicated factors: the op sees them whole.
FailureOr<ShardingRule> getShardingRule(Operation *op);

/// The ranked tensors that `op`'s regions use but that are defined outside
/// `op`, in the order a walk first meets them.
SmallVector<Value> getCapturedTensors(Operation *op);

/// A rule in which every listed tensor has the same shape and each dim is
/// its own parallel factor (elementwise ops, casts, equality links).
ShardingRule getIdentityRule(ArrayRef<Type> operandTypes,
                             ArrayRef<Type> resultTypes);

} // namespace cleave
} // namespace mlir

#endif // CLEAVE_IR_SHARDINGRULE_H
