//===- CleaveInterfaces.h - sharding rule interface --------------*- C++ -*-===//
//
// Declares ShardingRuleOpInterface and the registration of its external
// models for upstream ops.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_IR_CLEAVEINTERFACES_H
#define CLEAVE_IR_CLEAVEINTERFACES_H

#include "cleave/IR/LocalForm.h"
#include "cleave/IR/ShardingRule.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/OpDefinition.h"

#include "cleave/IR/CleaveInterfaces.h.inc"

namespace mlir {
namespace cleave {
/// Attaches ShardingRuleOpInterface to the upstream ops Cleave understands:
/// every linalg structured op and linalg.softmax, the tensor shape ops, and
/// elementwise arith / math ops.
void registerShardingRuleModels(DialectRegistry &registry);
} // namespace cleave
} // namespace mlir

#endif // CLEAVE_IR_CLEAVEINTERFACES_H
