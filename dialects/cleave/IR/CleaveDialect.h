//===- CleaveDialect.h - the cleave dialect and attributes -------*- C++ -*-===//
//
// Declares the cleave dialect, its enums and its attributes.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_IR_CLEAVEDIALECT_H
#define CLEAVE_IR_CLEAVEDIALECT_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"

#include "cleave/IR/CleaveDialect.h.inc"
#include "cleave/IR/CleaveEnums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "cleave/IR/CleaveAttrs.h.inc"

#define GET_TYPEDEF_CLASSES
#include "cleave/IR/CleaveTypes.h.inc"

namespace mlir {
namespace cleave {
class MeshOp;

/// The mesh `ref` names, seen from `from`, or null if it does not resolve to
/// a cleave.mesh.
MeshOp lookupMesh(Operation *from, FlatSymbolRefAttr ref);

/// The shardings attached to the results of `op` (one entry per result,
/// null where none is attached). Accepts the single-attribute and the array
/// spelling of `cleave.sharding`.
SmallVector<ShardingAttr> getResultShardings(Operation *op);

/// Attaches one sharding per result to `op` (single attribute for a
/// single-result op, an array otherwise, where a null entry, for a result
/// that is not a tensor, is written `unit`).
void setResultShardings(Operation *op, ArrayRef<ShardingAttr> shardings);

/// Reads the sharding of a function argument or result (null if none).
ShardingAttr getArgSharding(Operation *funcOp, unsigned argIndex);
ShardingAttr getFuncResultSharding(Operation *funcOp, unsigned resultIndex);

/// The sharding of `v` if it is an argument of a function whose sharding
/// splits a dim per part (`{"x"}x3`), else null.
ShardingAttr getPerPartArgSharding(Value v);

/// The expand_shape that gives a per-part argument's parts a dim of their
/// own (cleave-propagate writes it): its source is such an argument and it
/// splits each per-part dim d of size n into [parts, n / parts], keeping the
/// other dims. Returns the per-part dims of the source, or an empty list.
SmallVector<int64_t> getPerPartEntryDims(Operation *op);

/// The collapse_shape through which a function returns a value computed
/// per part (cleave-propagate writes it, marked `cleave.per_part_exit`): it
/// merges [parts, n / parts] back into one dim, and its only user is the
/// function's return, whose result is then split per part. Returns the
/// merged result dims, or an empty list.
SmallVector<int64_t> getPerPartExitDims(Operation *op);

/// Sets the attribute `name` on every argument (or result) of a function
/// for which `values` holds a non-null attribute, in one update of the
/// function's attribute arrays (setting them one by one is quadratic in the
/// number of arguments).
void setArgAttrsNamed(Operation *funcOp, StringRef name,
                      ArrayRef<Attribute> values);
void setResultAttrsNamed(Operation *funcOp, StringRef name,
                         ArrayRef<Attribute> values);

} // namespace cleave
} // namespace mlir

#endif // CLEAVE_IR_CLEAVEDIALECT_H
