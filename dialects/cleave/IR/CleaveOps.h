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

#endif // CLEAVE_IR_CLEAVEOPS_H
