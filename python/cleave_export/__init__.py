"""cleave_export: bring a PyTorch or JAX model to Cleave.

The exporters write a module Cleave reads (func + linalg/tensor/arith/math on
tensors, no weights inside): parameters and buffers become function arguments
named after their PyTorch (or JAX pytree) path in a ``cleave.name`` argument
attribute, so a model file stays small and a sharding plan can refer to
weights by name.

    from cleave_export.torch_export import export_module
    text = export_module(model, (input_ids,), input_names=["input_ids"]).text

The heavy dependencies (torch + torch-mlir, jax) are imported only by the
exporter that needs them; ``cleave_export.annotate`` needs neither.
"""

__all__ = ["ExportError"]


class ExportError(Exception):
    """An export that cannot produce a module Cleave runs; says what and why."""
