"""The syntax tree of the effect language.

Every node is a frozen, slotted dataclass that carries the `Span` of its source text (file, line, column, card id),
so the checker and the run time can point at the exact place in the YAML file. Spans do not take part in equality:
two trees that say the same thing compare equal wherever they were written, which keeps tests readable.

`Visitor` dispatches on the node class (`visit_Call`, `visit_If` ...), the way the checker and compiler walk a tree.
"""
from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any, Generic, Iterator, TypeVar, Union

from rulekit.errors import UNKNOWN_SPAN, Span


def _span() -> Any:
    return field(default=UNKNOWN_SPAN, compare=False, repr=False)


# ---------------------------------------------------------------------------------------------------- expressions


@dataclass(frozen=True, slots=True)
class Literal:
    """An int, a string, true/false or none."""

    value: int | str | bool | None
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class Name:
    """A local variable, a variable of the trigger, a global name (zone, counter, `players` ...) or `it`."""

    id: str
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class Attribute:
    """`obj.name`; on a list it maps over the items."""

    obj: Expr
    name: str
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class ListExpr:
    items: tuple[Expr, ...]
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class BinOp:
    """Arithmetic: op is one of + - * // %."""

    op: str
    left: Expr
    right: Expr
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class UnaryOp:
    """op is "-" or "not"."""

    op: str
    operand: Expr
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class Compare:
    """op is one of == != < <= > >= in, "not in". Comparisons do not chain."""

    op: str
    left: Expr
    right: Expr
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class BoolOp:
    """op is "and" or "or"; values has two or more operands (a chain of the same operator is flattened)."""

    op: str
    values: tuple[Expr, ...]
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class Where:
    """`source where condition`: the items of source for which condition holds; condition sees each as `it`."""

    source: Expr
    condition: Expr
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class Keyword:
    """A keyword argument `name=value` of a call."""

    name: str
    value: Expr
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class Call:
    """A primitive call: a statement, the value of a `let`, or (queries only) part of an expression."""

    name: str
    args: tuple[Expr, ...] = ()
    kwargs: tuple[Keyword, ...] = ()
    span: Span = _span()


Expr = Union[Literal, Name, Attribute, ListExpr, BinOp, UnaryOp, Compare, BoolOp, Where, Call]

# ---------------------------------------------------------------------------------------------------- statements


@dataclass(frozen=True, slots=True)
class Let:
    """`let name = value`: a local variable, visible after this statement in its block and nested blocks."""

    name: str
    value: Expr
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class Assign:
    """`target op value` with op one of = += -=; target is a local, a counter, or a counter attribute."""

    target: Name | Attribute
    op: str
    value: Expr
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class If:
    """`if c { } elif c { } else { }`: branches are (condition, body) pairs; orelse is empty without else."""

    branches: tuple[tuple[Expr, tuple[Stmt, ...]], ...]
    orelse: tuple[Stmt, ...] = ()
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class For:
    var: str
    iterable: Expr
    body: tuple[Stmt, ...]
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class Repeat:
    count: Expr
    body: tuple[Stmt, ...]
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class While:
    """`while c { }`: runs the body as long as the condition holds (bounded by the step budget)."""

    condition: Expr
    body: tuple[Stmt, ...]
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class Stop:
    """Ends the running effect (in a procedure: returns none)."""

    span: Span = _span()


@dataclass(frozen=True, slots=True)
class Return:
    """`return value` hands a value to the caller of a procedure; a bare `return` ends it with none."""

    value: Expr | None = None
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class Break:
    """Leaves the innermost `for`, `repeat` or `while`."""

    span: Span = _span()


@dataclass(frozen=True, slots=True)
class Continue:
    """Goes on with the next round of the innermost `for`, `repeat` or `while`."""

    span: Span = _span()


@dataclass(frozen=True, slots=True)
class Binding:
    """`name in values` inside an option's parentheses: one option for each value."""

    name: str
    values: Expr
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class ChoiceOption:
    """One labelled option of a `choose`: its label (a message `option-<label>`), the values it ranges over
    (every combination is an option of its own), a condition that must hold, and the block run when chosen."""

    label: str
    bindings: tuple[Binding, ...]
    condition: Expr | None
    body: tuple[Stmt, ...]
    span: Span = _span()

    @property
    def message(self) -> str:
        """The id of the option's text: `option-` and the label, `_` written `-` (as Fluent ids are)."""
        return "option-" + self.label.replace("_", "-")


@dataclass(frozen=True, slots=True)
class Choose:
    """`choose p "prompt" { options }`, or `choose each p in ps "prompt" { options }` (everyone at once, secret).

    chooser: the deciding player (single form) or the list of players (each form, with `each` naming the variable
    that stands for each of them in the options)."""

    chooser: Expr
    each: str | None
    prompt: str
    options: tuple[ChoiceOption, ...]
    span: Span = _span()


Stmt = Union[Let, Assign, If, For, Repeat, While, Stop, Return, Break, Continue, Choose, Call]


@dataclass(frozen=True, slots=True)
class Effect:
    """A whole effect string: its statements in order."""

    statements: tuple[Stmt, ...]
    span: Span = _span()


Node = Union[Expr, Stmt, Effect, Keyword, Binding, ChoiceOption]
NODE_TYPES = (
    Literal, Name, Attribute, ListExpr, BinOp, UnaryOp, Compare, BoolOp, Where, Keyword, Call,
    Let, Assign, If, For, Repeat, While, Stop, Return, Break, Continue, Binding, ChoiceOption, Choose, Effect,
)


_CHILD_FIELDS: dict[type, tuple[str, ...]] = {}  # per node class: its fields but the span, in order


def iter_children(node: Node) -> Iterator[Node]:
    """The direct sub-nodes of a node, in source order."""
    names = _CHILD_FIELDS.get(node.__class__)
    if names is None:
        names = tuple(f.name for f in fields(node) if f.name != "span")  # type: ignore[arg-type]
        _CHILD_FIELDS[node.__class__] = names
    for name in names:
        value = getattr(node, name)
        if isinstance(value, NODE_TYPES):
            yield value
        elif isinstance(value, tuple):
            yield from _nodes_in(value)


def _nodes_in(value: Any) -> Iterator[Node]:
    if isinstance(value, NODE_TYPES):
        yield value
    elif isinstance(value, tuple):
        for item in value:
            yield from _nodes_in(item)


def walk(node: Node) -> Iterator[Node]:
    """The node and all nodes below it, depth first, in source order (a stack, not nested generators: a deep
    effect costs no generator per level for every node below it)."""
    stack = [node]
    while stack:
        node = stack.pop()
        yield node
        children = list(iter_children(node))
        children.reverse()
        stack.extend(children)


R = TypeVar("R")


class Visitor(Generic[R]):
    """Calls `visit_<NodeClass>(node, *args)`; a class without a method is a bug of the visitor, not of the input."""

    def visit(self, node: Node, *args: Any) -> R:
        return getattr(self, "visit_" + type(node).__name__)(node, *args)
