"""Stand-ins with the class names PyTorch uses (nn.Linear, nn.Embedding,
transformers' Conv1D, LayerNorm, the tensor-parallel styles), for the tests
of code that reads only class names, named_modules() and parameter shapes
(tp-plan.test, export-shardings.test): they run without torch."""


class Param:
    def __init__(self, *shape):
        self.shape = shape


class Module:
    def __init__(self, **children):
        self.children = children

    def named_modules(self, prefix=""):
        yield prefix, self
        for name, child in self.children.items():
            yield from child.named_modules(f"{prefix}.{name}" if prefix
                                           else name)


class Linear(Module):
    def __init__(self, i, o, bias=True):
        super().__init__()
        self.weight, self.bias = Param(o, i), Param(o) if bias else None


class Embedding(Module):
    def __init__(self, n, d):
        super().__init__()
        self.weight = Param(n, d)


class Conv1D(Module):
    def __init__(self, i, o):
        super().__init__()
        self.weight, self.bias = Param(i, o), Param(o)


class LayerNorm(Module):
    def __init__(self, d):
        super().__init__()
        self.weight, self.bias = Param(d), Param(d)


class ColwiseParallel: pass  # noqa: E701
class RowwiseParallel: pass  # noqa: E701
class SequenceParallel: pass  # noqa: E701
