//===- FactorAssignment.h - mesh axes on an op's factors ---------*- C++ -*-===//
//
// One object for "this op, with these mesh axes on its factors": given an
// op's sharding rule and one assignment of mesh axes to its factors, it
// answers the operand and result shardings, the local sizes, the reduction
// axes (the results' pending partial state), and which factors an
// assignment must leave whole. It is also made from tensor shardings (the
// partitioner's choice: the results' shardings first, then the operands').
// Propagation, partition, auto-shard and the cost model all read shardings
// through it, so the mapping between tensor shardings and factor axes is
// written once. Shardy's ShardingProjection plays the same part.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_IR_FACTORASSIGNMENT_H
#define CLEAVE_IR_FACTORASSIGNMENT_H

#include "cleave/IR/AxisSharding.h"
#include "cleave/IR/ShardingRule.h"

#include <optional>

namespace mlir {
namespace cleave {

class FactorAssignment {
public:
  /// Every factor whole (the op replicated).
  FactorAssignment(const ShardingRule &rule, ArrayRef<int64_t> axisSizes);
  /// The given axes per factor (one entry per factor of `rule`).
  FactorAssignment(const ShardingRule &rule, ArrayRef<int64_t> axisSizes,
                   ArrayRef<MeshAxes> factorAxes);

  /// The assignment the tensors' shardings ask for. Each factor takes the
  /// axes the results' shardings put on it, then (for factors no result
  /// fixes, such as reductions) those of the operand that splits it most;
  /// a reduction split that the results' partial axes agree with wins.
  /// An axis goes to one factor only (the first to claim it), and
  /// NeedsReplication factors stay whole. Entries are indexed like the
  /// rule's results and operands; a missing entry (a non-tensor, or a value
  /// with no sharding) claims nothing. The result is not yet normalised:
  /// see `normalize`.
  static FactorAssignment
  fromTensorShardings(const ShardingRule &rule, ArrayRef<int64_t> axisSizes,
                      ArrayRef<std::optional<AxisSharding>> results,
                      ArrayRef<std::optional<AxisSharding>> operands);

  const ShardingRule &getRule() const { return *rule; }
  ArrayRef<int64_t> getAxisSizes() const { return axisSizes; }
  ArrayRef<MeshAxes> getFactorAxes() const { return factorAxes; }
  ArrayRef<unsigned> getAxes(unsigned factor) const {
    return factorAxes[factor];
  }
  void setAxes(unsigned factor, ArrayRef<unsigned> axes) {
    factorAxes[factor].assign(axes.begin(), axes.end());
  }
  /// Devices a factor is split over (1 if whole).
  int64_t getGroupSize(unsigned factor) const;
  /// The factor's extent on one device (the padded ceil for an uneven
  /// split; dynamic stays dynamic).
  int64_t getLocalSize(unsigned factor) const;
  /// Split over more than one device, and not evenly (or dynamic).
  bool isUnevenlySplit(unsigned factor) const;
  /// True if no factor is split.
  bool isReplicated() const;

  /// The axes of each dim of a tensor the rule indexes by `dims`, or nothing
  /// if a compound dim cannot carry its factors' axes (a minor factor split
  /// while a major one is not fully split).
  std::optional<SmallVector<MeshAxes>>
  getTensorDims(const TensorFactors &dims) const;
  /// The sharding rule operand `i` needs (never partial), or nothing if it
  /// is not a tensor or its dims do not compose.
  std::optional<AxisSharding> getOperandSharding(unsigned i) const;
  /// The sharding result `r` comes out with: its dims, partial over the
  /// reduction axes with the rule's reduction kind.
  std::optional<AxisSharding> getResultSharding(unsigned r) const;
  /// The axes of the split reduction factors: the results are partial over
  /// them.
  MeshAxes getReductionAxes() const;
  /// Every axis some factor is split over.
  MeshAxes getUsedAxes() const;
  /// Every operand's and result's dims compose.
  bool composes() const;

  /// The steps that make a chosen assignment buildable, in this order:
  ///  - a factor that is neither a reduction nor in any result (a size-1
  ///    dim a reshape drops) cannot stay split: no result would say which
  ///    devices hold the data and which the padding;
  ///  - compound dims can only carry contiguous splits: minor factors'
  ///    axes are dropped until every tensor's dims compose;
  ///  - with `maskableReductions` false (an op whose local form cannot mask
  ///    padding), a reduction split unevenly stays whole, since the
  ///    padding would join the sum.
  /// Returns the axes taken off such uneven reductions.
  MeshAxes normalize(bool maskableReductions);
  void dropFactorsNotInResults();
  void makeComposable();
  MeshAxes keepUnevenReductionsWhole();

  /// Reductions split unevenly (not lookups): the local op must keep the
  /// padding out of its accumulator.
  SmallVector<unsigned> getUnevenReductions() const;

  /// Which partial operands stay partial through the op (`keep`, indexed
  /// like the rule's operands) and over which axes (`axes`): the rule's
  /// partial flow allows it, every partial operand is a sum over the same
  /// axes, the results are wanted partial over them (`resultPartial`), and
  /// no factor is split over them. `have` gives the operands' shardings;
  /// `ignored` marks operands the flow does not count (inits, unused).
  /// An op linear in each operand with several partial operands keeps the
  /// largest partial (`localBytes`, per operand; -1 unknown) and reduces
  /// the others: Σ_d a_d · b = a · b (partialKeeper).
  struct PartialPassThrough {
    SmallVector<bool> keep;
    MeshAxes axes;
  };
  PartialPassThrough
  getPartialPassThrough(ArrayRef<std::optional<AxisSharding>> have,
                        ArrayRef<bool> ignored,
                        ArrayRef<unsigned> resultPartial,
                        ArrayRef<int64_t> localBytes = {}) const;

  /// `f0={0} f1={} f2={1,0}`: the factors' axes, for messages and tests.
  void print(raw_ostream &os) const;

private:
  const ShardingRule *rule;
  SmallVector<int64_t> axisSizes;
  SmallVector<MeshAxes> factorAxes;
};

/// Of several partial operands of an op linear in each (their local bytes,
/// in operand order), the one that stays partial: the largest, the first
/// of equals, so that only the smaller ones are reduced before the op.
/// None if a size is unknown (< 0). Propagation and the partitioner both
/// choose by it.
std::optional<unsigned> partialKeeper(ArrayRef<int64_t> sizes);

} // namespace cleave
} // namespace mlir

#endif // CLEAVE_IR_FACTORASSIGNMENT_H
