//===- CleaveTypes.td - cleave types -----------------------*- tablegen -*-===//
//
// The types of the cleave dialect: the future of a collective in flight.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_TYPES_TD
#define CLEAVE_TYPES_TD

include "cleave/IR/CleaveDialect.td"
include "mlir/IR/AttrTypeBase.td"

def Cleave_FutureType : TypeDef<Cleave_Dialect, "Future"> {
  let mnemonic = "future";
  let summary = "the value of a collective in flight";
  let description = [{
    What `cleave.async_start` returns: a collective that has been started
    and whose result, a `valueType`, exists only once `cleave.wait` has
    waited for it.

    ```mlir
    !cleave.future<tensor<4x1024xf32>>
    ```
  }];
  let parameters = (ins "::mlir::Type":$valueType);
  let assemblyFormat = "`<` $valueType `>`";
}

#endif // CLEAVE_TYPES_TD
