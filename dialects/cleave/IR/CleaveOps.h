//===- CleaveOps.h - cleave ops ----------------------------------*- C++ -*-===//
//
// Declares the ops of the cleave dialect.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_IR_CLEAVEOPS_H
#define CLEAVE_IR_CLEAVEOPS_H

#include "cleave/IR/CleaveDialect.h"
#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#define GET_OP_CLASSES
#include "cleave/IR/CleaveOps.h.inc"

namespace mlir {
class OpBuilder;
namespace cleave {

/// `a` combined with `c` by the reduction `kind` (scalars or tensors of one
/// type): addf/addi, mulf/muli, maximumf/maxsi, minimumf/minsi; on i1 the
/// sum is xor, the product and the min and, the max or.
Value buildCombine(OpBuilder &b, Location loc, ReductionKind kind, Value a,
                   Value c);

/// The identity of `kind` on `elem` (0, 1, -inf / +inf, or the integer
/// type's signed minimum / maximum), or null for an element type that is
/// neither integer nor float.
TypedAttr getCombineIdentity(Builder &b, ReductionKind kind, Type elem);

} // namespace cleave
} // namespace mlir

#endif // CLEAVE_IR_CLEAVEOPS_H
