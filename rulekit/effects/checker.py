"""Static checks of effects and conditions against the registry and a game's scope.

The checker infers a type for every expression (the effect-language types of registry.TYPES; "any" when it
cannot tell, which is never an error) and reports every problem it finds, each with the span of the node at
fault and, for a misspelt name, the near miss:

    RK201 unknown name                      RK205 unknown attribute
    RK202 unknown primitive or procedure    RK206 an action used inside an expression
    RK203 wrong arguments (arity, keyword)  RK207 unknown event in signal(...)
    RK204 type mismatch                     RK208 assignment to something that is not a local or a counter
    RK230 a call without a result used as a value
    RK231 `return value` outside a procedure
    RK232 `break`/`continue` outside a loop
    RK234 a `choose` without options
    RK222 a constant argument outside the range its primitive declares

Across a game (called by the compile stage): RK221 triggers that always set off their own event again
(`signal_loops`), RK223/RK224 card stats outside the ranges their kind declares, RK225 a kind's `back`
(`check_stat_ranges`), RK235 a procedure that calls itself before anything could end it (`endless_recursion`).

Scoping: `let` and `for` variables are visible after their statement, in the same block and nested blocks; `it`
only inside the condition of a `where` or an argument the primitive evaluates per item (a `fn(...)` parameter);
the variables of a `choose` option inside its condition and block. Locals are checked before the trigger's
variables, then global names.

The inferred type of every expression is kept in `types` (by node identity): the code generator uses it to turn
`p.ducats` or `c.value` into a direct slot instead of a dynamic lookup.
"""
from __future__ import annotations

from typing import Any, Iterable

from rulekit.effects import ast
from rulekit.effects.registry import ACCEPTS, TYPES, Param, Primitive, Registry, Scope, function_type
from rulekit.errors import Diagnostic, Span, did_you_mean

UNKNOWN_NAME = "RK201"
UNKNOWN_PRIMITIVE = "RK202"
BAD_ARGUMENTS = "RK203"
TYPE_MISMATCH = "RK204"
UNKNOWN_ATTRIBUTE = "RK205"
ACTION_IN_EXPRESSION = "RK206"
UNKNOWN_EVENT = "RK207"
NOT_ASSIGNABLE = "RK208"
NO_RESULT = "RK230"
RETURN_OUTSIDE = "RK231"
LOOP_CONTROL_OUTSIDE = "RK232"
EMPTY_CHOOSE = "RK234"
ENDLESS_RECURSION = "RK235"
SIGNAL_LOOP = "RK221"
OUT_OF_RANGE = "RK222"
STAT_OUT_OF_RANGE = "RK223"
BAD_STAT_RANGE = "RK224"
BAD_CARD_BACK = "RK225"

SIGNAL = "signal"

_PLURAL = {"player": "players", "players": "players", "card": "cards", "cards": "cards", "link": "links", "links": "links"}
_ELEMENT = {"players": "player", "player": "player", "cards": "card", "card": "card", "zone": "card", "links": "link",
            "link": "link"}
_NOT_ITERABLE = frozenset({"int", "bool", "str", "id", "none"})
_LISTS = frozenset({"players", "cards", "links"})
_ARITHMETIC = ACCEPTS["int"]
_WORDS = {
    "any": "anything", "int": "a number", "bool": "true or false", "str": "a string", "player": "a player",
    "players": "players", "card": "a card", "cards": "cards", "zone": "a zone", "link": "a link", "links": "links",
    "id": "an id", "none": "none",
}


def describe(type_name: str) -> str:
    """A type in words, for messages: "a zone", "cards", "a number"."""
    return _WORDS.get(type_name, type_name)


def accepts(expected: str, actual: str, default: object = None) -> bool:
    """Whether a value of type `actual` may go where `expected` is wanted. Unknown types are "any"."""
    inner = function_type(expected)
    if inner is not None:
        return True  # an expression of `it`: checked with `it` bound, whatever its own type
    if actual == "any" or actual not in TYPES or expected not in ACCEPTS:
        return True
    if actual == "none" and default is None:
        return True
    return actual in ACCEPTS[expected]


def bind_arguments(prim: Primitive, call: ast.Call) -> tuple[dict[int, ast.Expr], list[Diagnostic]]:
    """Map the arguments of a call to the primitive's parameters (by index), as Python would.

    Returns the bound arguments and the RK203 problems: too many, unknown keyword, given twice, missing.
    """
    params = prim.params
    bound: dict[int, ast.Expr] = {}
    problems: list[Diagnostic] = []
    for index, arg in enumerate(call.args):
        if index >= len(params):
            if index == len(params):
                problems.append(
                    Diagnostic(
                        BAD_ARGUMENTS,
                        f"{prim.name}() takes {_count(len(params), 'argument')}, got {len(call.args)}: "
                        f"{prim.signature()}",
                        arg.span,
                    )
                )
            continue
        bound[index] = arg
    index_of = {p.name: i for i, p in enumerate(params)}
    for kw in call.kwargs:
        index = index_of.get(kw.name)
        if index is None:
            if not prim.extra_keywords:
                problems.append(
                    Diagnostic(
                        BAD_ARGUMENTS,
                        f"{prim.name}() has no argument {kw.name!r}: {prim.signature()}",
                        kw.span,
                        suggestion=did_you_mean(kw.name, index_of),
                    )
                )
        elif index in bound:
            problems.append(Diagnostic(BAD_ARGUMENTS, f"{prim.name}() got argument {kw.name!r} twice", kw.span))
        else:
            bound[index] = kw.value
    for index, param in enumerate(params):
        if param.required and index not in bound:
            problems.append(
                Diagnostic(
                    BAD_ARGUMENTS,
                    f"{prim.name}() is missing its argument {param.name!r}: {prim.signature()}",
                    call.span,
                )
            )
    return bound, problems


def _count(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def check_effect(
    node: ast.Effect, registry: Registry, scope: Scope, *, returns: str | None = None,
    types: dict[int, str] | None = None,
) -> list[Diagnostic]:
    """Every problem of an effect (statements), in source order; an empty list means it may be compiled.

    returns: for a procedure's body, its declared result type ("none" when it has none); None for a step, trigger
    or reward, where only a bare `return` may end the effect. types: filled with the type of every expression."""
    checker = _Checker(registry, scope, returns, types)
    checker.block(node.statements)
    lists = checker.lists_built()
    if lists:  # checked again with those lists' types known from their `let` on (their uses before the `+` too)
        checker = _Checker(registry, scope, returns, types, lists=lists)
        checker.block(node.statements)
    return checker.problems


def check_expression(
    node: ast.Expr, registry: Registry, scope: Scope, expect: str | None = None, *, types: dict[int, str] | None = None,
) -> list[Diagnostic]:
    """Every problem of an expression (a condition); with `expect`, its type must be accepted there too.

    Conditions use Python truthiness, so callers pass no `expect` for them.
    """
    checker = _Checker(registry, scope, None, types)
    found = checker.expr(node)
    if expect is not None and not accepts(expect, found):
        checker.report(TYPE_MISMATCH, f"expected {describe(expect)}, this is {describe(found)}", node.span)
    return checker.problems


class _Checker(ast.Visitor[str]):
    """Statements: visit_* return None. Expressions: visit_* return the inferred type name."""

    def __init__(self, registry: Registry, scope: Scope, returns: str | None = None,
                 types: dict[int, str] | None = None, lists: dict[int, str] | None = None) -> None:
        self.registry = registry
        self.lists = lists or {}  # `let x = []` (by node id) -> the type its items are known to have
        self.empty_lets: dict[str, list[tuple[int, set[str]]]] = {}  # name -> (let's id, types added to it) each
        self.scope = scope
        self.returns = returns
        self.types: dict[int, str] = types if types is not None else {}
        self.loops = 0
        self.problems: list[Diagnostic] = []
        self.frames: list[dict[str, str]] = []  # local variables (name -> type), innermost block last

    def report(self, code: str, message: str, span: Span, suggestion: str | None = None) -> None:
        self.problems.append(Diagnostic(code, message, span, suggestion=suggestion))

    def local(self, name: str) -> str | None:
        for frame in reversed(self.frames):
            if name in frame:
                return frame[name]
        return None

    def all_locals(self) -> set[str]:
        return {name for frame in self.frames for name in frame}

    # ------------------------------------------------------------------------------------------ statements

    def block(self, statements: Iterable[ast.Stmt], bind: dict[str, str] | None = None) -> None:
        self.frames.append(dict(bind or {}))
        for statement in statements:
            if isinstance(statement, ast.Call):
                self.call(statement, allow_action=True)
            else:
                self.visit(statement)
        self.frames.pop()

    def visit_Let(self, node: ast.Let) -> None:
        found = self.value(node.value)
        # `let x = none` (or []) declares a variable that gets its real value later: its type is still open.
        if id(node) in self.lists:
            found = self.lists[id(node)]
        elif isinstance(node.value, ast.ListExpr) and not node.value.items:
            self.empty_lets.setdefault(node.name, []).append((id(node), set()))
        self.frames[-1][node.name] = "any" if found == "none" else found

    def lists_built(self) -> dict[int, str]:
        """The lists started empty (`let found = []`) and only ever grown by one kind of list (`found = found +
        [card]`): their type, by the `let`'s node id. A name declared twice in the effect is left open."""
        built = {}
        for (let, added), *others in self.empty_lets.values():
            if not others and len(added) == 1 and next(iter(added)) in _LISTS:
                built[let] = next(iter(added))
        return built

    def _note_growth(self, target: ast.Name, value: ast.Expr, found: str) -> None:
        """What a list declared empty is given: `x = x + more` adds more's type, any other value its own."""
        if (isinstance(value, ast.BinOp) and value.op == "+" and isinstance(value.left, ast.Name)
                and value.left.id == target.id):
            found = self.types.get(id(value.right), "any")
        self.empty_lets[target.id][-1][1].add(found)

    def value(self, node: ast.Expr) -> str:
        """The value of a `let`, `=` or `return`: an action may stand here (alone), an expression anywhere."""
        if isinstance(node, ast.Call):
            found = self.call(node, allow_action=True)
            if found == "none":
                self.report(NO_RESULT, f"{node.name}() gives no result: it cannot be a value", node.span)
            self.types[id(node)] = found
            return found
        return self.expr(node)

    def visit_Assign(self, node: ast.Assign) -> None:
        found = self.value(node.value) if node.op == "=" else self.expr(node.value)
        target = node.target
        if isinstance(target, ast.Name):
            kind = self._name_target(target)
            if kind == "local" and target.id in self.empty_lets:
                self._note_growth(target, node.value, found if node.op == "=" else "any")
        else:
            kind = self._attribute_target(target)
        if kind == "int" or (kind == "local" and node.op != "="):
            if not accepts("int", found):
                self.report(TYPE_MISMATCH, f"'{node.op}' needs a number here, this is {describe(found)}", node.value.span)

    def _name_target(self, target: ast.Name) -> str | None:
        name = target.id
        if self.local(name) is not None:
            return "local"
        if name == "it":
            self.report(NOT_ASSIGNABLE, "'it' cannot be assigned", target.span)
            return None
        counters = [n for n, t in self.scope.names.items() if t == "int"]
        if name in self.scope.variables:
            self.report(
                NOT_ASSIGNABLE,
                f"{name!r} is a variable of this trigger and cannot be changed; use 'let' for a new local",
                target.span,
            )
            return None
        known = self.scope.names.get(name)
        if known == "int":
            return "int"
        if known is not None:
            self.report(NOT_ASSIGNABLE, f"{name!r} is {describe(known)}, not a counter: it cannot be assigned", target.span)
            return None
        self.report(
            NOT_ASSIGNABLE,
            f"{name!r} is neither a local variable (declare it with 'let {name} = ...') nor a counter",
            target.span,
            suggestion=did_you_mean(name, [*self.all_locals(), *counters]),
        )
        return None

    def _attribute_target(self, target: ast.Attribute) -> str | None:
        owner = self.expr(target.obj)
        if owner == "zone" and target.name in self.scope.attributes.get("zone", {}):
            self.report(NOT_ASSIGNABLE, f"a zone's {target.name!r} is not a counter: it cannot be assigned", target.span)
            return None
        if owner in ("players", "cards", "zone"):
            self.report(
                NOT_ASSIGNABLE,
                f"cannot set {target.name!r} on {describe(owner)} at once: use a 'for' loop over them",
                target.span,
            )
            return None
        found = self.attribute_type(owner, target.name, target)
        if found in ("int", "any"):
            return found
        self.report(NOT_ASSIGNABLE, f"{target.name!r} is {describe(found)}, not a counter: it cannot be assigned", target.span)
        return None

    def visit_If(self, node: ast.If) -> None:
        for condition, body in node.branches:
            self.expr(condition)
            self.block(body)
        self.block(node.orelse)

    def visit_For(self, node: ast.For) -> None:
        found = self.expr(node.iterable)
        self.check_iterable(found, node.iterable, "for")
        self.loop_body(node.body, {node.var: _ELEMENT.get(found, "any")})

    def visit_Repeat(self, node: ast.Repeat) -> None:
        found = self.expr(node.count)
        if not accepts("int", found):
            self.report(TYPE_MISMATCH, f"'repeat' needs a number, this is {describe(found)}", node.count.span)
        self.loop_body(node.body)

    def visit_While(self, node: ast.While) -> None:
        self.expr(node.condition)
        self.loop_body(node.body)

    def loop_body(self, body: tuple[ast.Stmt, ...], bind: dict[str, str] | None = None) -> None:
        self.loops += 1
        self.block(body, bind)
        self.loops -= 1

    def visit_Stop(self, node: ast.Stop) -> None:
        return None

    def visit_Return(self, node: ast.Return) -> None:
        if node.value is None:
            return
        found = self.value(node.value)
        if self.returns is None:
            self.report(RETURN_OUTSIDE, "only a procedure returns a value; here a bare 'return' ends the effect",
                        node.span)
        elif self.returns == "none":
            self.report(RETURN_OUTSIDE, "this procedure declares no result ('returns:'); write a bare 'return'",
                        node.span)
        elif not accepts(self.returns, found):
            self.report(TYPE_MISMATCH, f"the procedure returns {describe(self.returns)}, this is {describe(found)}",
                        node.value.span)

    def visit_Break(self, node: ast.Break) -> None:
        if not self.loops:
            self.report(LOOP_CONTROL_OUTSIDE, "'break' is only allowed inside a for, repeat or while loop", node.span)

    visit_Continue = visit_Break

    def visit_Choose(self, node: ast.Choose) -> None:
        chooser = self.expr(node.chooser)
        variables: dict[str, str] = {}
        if node.each is None:
            if not accepts("player", chooser):
                self.report(TYPE_MISMATCH, f"'choose' needs the player who chooses, this is {describe(chooser)}",
                            node.chooser.span)
        else:
            if not accepts("players", chooser):
                self.report(TYPE_MISMATCH, f"'choose each' needs players, this is {describe(chooser)}", node.chooser.span)
            variables[node.each] = "player"
        if not node.options:
            self.report(EMPTY_CHOOSE, "'choose' needs at least one option", node.span)
        self.frames.append(variables)
        for option in node.options:
            bound: dict[str, str] = {}
            for binding in option.bindings:
                found = self.expr(binding.values)
                self.check_iterable(found, binding.values, "in")
                bound[binding.name] = _ELEMENT.get(found, "any")
                self.frames.append({binding.name: bound[binding.name]})
            self.frames = self.frames[: len(self.frames) - len(option.bindings)]
            self.frames.append(bound)
            if option.condition is not None:
                self.expr(option.condition)
            self.block(option.body)  # break/continue here leave or go on with the loop around the choose
            self.frames.pop()
        self.frames.pop()

    # ------------------------------------------------------------------------------------------ expressions

    def expr(self, node: ast.Expr) -> str:
        if isinstance(node, ast.Call):
            found = self.call(node, allow_action=False)
            if found == "none":
                prim = self.registry.primitives.get(node.name)
                if prim is not None and prim.procedure is not None:
                    self.report(NO_RESULT, f"procedure {node.name}() gives no result: it cannot be a value", node.span)
        else:
            found = self.visit(node)
        self.types[id(node)] = found
        return found

    def visit_Literal(self, node: ast.Literal) -> str:
        value = node.value
        if value is None:
            return "none"
        if isinstance(value, bool):
            return "bool"
        if isinstance(value, int):
            return "int"
        return "str"

    def visit_Name(self, node: ast.Name) -> str:
        name = node.id
        found = self.local(name)
        if found is not None:
            return found
        if name == "it":
            self.report(UNKNOWN_NAME, "'it' is only defined inside the condition of a 'where'", node.span)
            return "any"
        if name in self.scope.variables:
            return self.scope.variables[name]
        if name in self.scope.names:
            return self.scope.names[name]
        if name in self.registry.primitives:
            self.report(UNKNOWN_NAME, f"{name!r} is a primitive: call it, e.g. {name}(...)", node.span)
            return "any"
        candidates = [*self.all_locals(), *self.scope.variables, *self.scope.names, *self.registry.primitives]
        self.report(UNKNOWN_NAME, f"unknown name {name!r}", node.span, did_you_mean(name, candidates))
        return "any"

    def visit_Attribute(self, node: ast.Attribute) -> str:
        return self.attribute_type(self.expr(node.obj), node.name, node)

    def attribute_type(self, owner: str, name: str, node: ast.Attribute) -> str:
        """The type of owner.name; on players/cards it maps over the items, on a zone over its cards unless the
        zone itself has the attribute (size, top, cards ...)."""
        plural = owner in ("players", "cards")
        single = _ELEMENT[owner] if plural else owner
        attributes = self.scope.attributes.get(single)
        if attributes is None:
            return "any"
        if name in attributes:
            found = attributes[name]
        elif single == "zone" and name in self.scope.attributes.get("card", {}):
            found, plural = self.scope.attributes["card"][name], True
        else:
            candidates = list(attributes)
            if single == "zone":
                candidates += list(self.scope.attributes.get("card", {}))
            self.report(
                UNKNOWN_ATTRIBUTE,
                f"{describe(single)} has no attribute {name!r}",
                node.span,
                did_you_mean(name, candidates),
            )
            return "any"
        return _PLURAL.get(found, "any") if plural else found

    def visit_ListExpr(self, node: ast.ListExpr) -> str:
        found = {self.expr(item) for item in node.items}
        if len(found) == 1:
            (single,) = found
            if single in _PLURAL:
                return _PLURAL[single]
        return "any"

    def visit_BinOp(self, node: ast.BinOp) -> str:
        left, right = self.expr(node.left), self.expr(node.right)
        if node.op == "+" and (left in _LISTS or right in _LISTS):  # lists join with +
            return left if left == right else "any"
        for operand, found in ((node.left, left), (node.right, right)):
            self._number_type(node.op, operand, found)
        return "int" if left == right == "int" else "any"

    def _number(self, op: str, operand: ast.Expr) -> None:
        self._number_type(op, operand, self.expr(operand))

    def _number_type(self, op: str, operand: ast.Expr, found: str) -> None:
        if found not in _ARITHMETIC and found in TYPES:
            self.report(TYPE_MISMATCH, f"'{op}' needs numbers, this is {describe(found)}", operand.span)

    def visit_UnaryOp(self, node: ast.UnaryOp) -> str:
        if node.op == "-":
            self._number("-", node.operand)
            return "int"
        self.expr(node.operand)
        return "bool"

    def visit_Compare(self, node: ast.Compare) -> str:
        if node.op in ("<", "<=", ">", ">="):
            self._number(node.op, node.left)
            self._number(node.op, node.right)
            return "bool"
        self.expr(node.left)
        right = self.expr(node.right)
        if node.op in ("in", "not in") and right in _NOT_ITERABLE - {"str"}:
            self.report(TYPE_MISMATCH, f"'{node.op}' needs a list on its right, this is {describe(right)}", node.right.span)
        return "bool"

    def visit_BoolOp(self, node: ast.BoolOp) -> str:
        found = {self.expr(value) for value in node.values}
        return "bool" if found == {"bool"} else "any"

    def visit_Where(self, node: ast.Where) -> str:
        source = self.expr(node.source)
        self.check_iterable(source, node.source, "where")
        self.frames.append({"it": _ELEMENT.get(source, "any")})
        self.expr(node.condition)
        self.frames.pop()
        if source in ("link", "links"):
            return "links"
        if source == "zone":
            return "cards"
        return _PLURAL.get(source, "any")

    def check_iterable(self, found: str, node: ast.Expr, keyword: str) -> None:
        if found in _NOT_ITERABLE:
            self.report(TYPE_MISMATCH, f"'{keyword}' needs a list, players, cards or a zone; this is {describe(found)}", node.span)

    # ------------------------------------------------------------------------------------------ calls

    def visit_Call(self, node: ast.Call) -> str:
        return self.call(node, allow_action=False)

    def call(self, node: ast.Call, allow_action: bool) -> str:
        prim = self.registry.primitives.get(node.name)
        if prim is None:
            self.report(
                UNKNOWN_PRIMITIVE,
                f"unknown primitive or procedure {node.name!r}",
                node.span,
                did_you_mean(node.name, self.registry.primitives),
            )
            for arg in node.args:
                self.expr(arg)
            for kw in node.kwargs:
                self.expr(kw.value)
            return "any"
        if prim.kind == "action" and not allow_action:
            what = "asks players for decisions" if prim.procedure is not None else "is an action (it changes the game)"
            self.report(
                ACTION_IN_EXPRESSION,
                f"{prim.name!r} {what}: use it as a statement or as the value of a 'let', not inside an expression",
                node.span,
            )
        if prim.name == SIGNAL:
            self.signal(prim, node)
            return prim.returns
        bound, problems = bind_arguments(prim, node)
        self.problems.extend(problems)
        params = prim.params
        index_of = {p.name: i for i, p in enumerate(params)}
        for index, arg in enumerate(node.args):
            param = params[index] if index < len(params) else None
            found = self.argument(param, arg)
            if param is not None:
                self.argument_type(prim.name, param, found, arg)
        for kw in node.kwargs:
            index = index_of.get(kw.name)
            param = params[index] if index is not None and bound.get(index) is kw.value else None
            found = self.argument(param, kw.value)
            if param is not None:
                self.argument_type(prim.name, param, found, kw.value)
        for index, arg in bound.items():
            self.argument_range(prim.name, params[index], arg)
        return prim.returns

    def argument(self, param: Param | None, arg: ast.Expr) -> str:
        """An argument's type; for a `fn(t)` parameter the expression is checked with `it` bound to a t."""
        inner = function_type(param.type) if param is not None else None
        if inner is None:
            return self.expr(arg)
        self.frames.append({"it": inner})
        self.expr(arg)
        self.frames.pop()
        return param.type

    def argument_range(self, function: str, param: Param, arg: ast.Expr) -> None:
        """A constant argument outside the range the primitive declares (`wound(m, -7)`, `draw(deck, hand, 0)`)."""
        if not param.ranged or not isinstance(arg, ast.Literal) or type(arg.value) is not int:
            return
        if not param.in_range(arg.value):
            self.report(
                OUT_OF_RANGE,
                f"argument {param.name!r} of {function}() must be {param.range_text()}, this is {arg.value}",
                arg.span,
            )

    def argument_type(self, function: str, param: Param, found: str, arg: ast.Expr) -> None:
        if not accepts(param.type, found, param.default):
            self.report(
                TYPE_MISMATCH,
                f"argument {param.name!r} of {function}() must be {describe(param.type)}, this is {describe(found)}",
                arg.span,
            )

    def signal(self, prim: Primitive, node: ast.Call) -> None:
        """signal(event, name=value, ...): the event is a bare name (or a string); keywords are its payload."""
        if not node.args:
            self.report(BAD_ARGUMENTS, "signal() needs the event's name first, e.g. signal(duel_won, winner=p)", node.span)
        spec = None
        for index, arg in enumerate(node.args):
            if index > 0:
                self.report(
                    BAD_ARGUMENTS,
                    "signal() takes the event's name and then its payload as name=value",
                    arg.span,
                )
                self.expr(arg)
                continue
            event = _event_name(arg)
            if event is None:
                self.report(UNKNOWN_EVENT, "the first argument of signal() must be an event's name", arg.span)
                self.expr(arg)
                continue
            spec = self.registry.events.get(event)
            if spec is None:
                self.report(
                    UNKNOWN_EVENT, f"unknown event {event!r}", arg.span, did_you_mean(event, self.registry.events)
                )
        payload = {p.name: p for p in spec.payload} if spec is not None else {}
        given: set[str] = set()
        for kw in node.kwargs:
            found = self.expr(kw.value)
            if spec is None:
                continue
            param = payload.get(kw.name)
            if param is None:
                self.report(
                    BAD_ARGUMENTS,
                    f"event {spec.name!r} has no payload {kw.name!r}"
                    + (f"; its payload is {', '.join(payload)}" if payload else "; it has no payload"),
                    kw.span,
                    did_you_mean(kw.name, payload),
                )
            elif kw.name in given:
                self.report(BAD_ARGUMENTS, f"payload {kw.name!r} given twice", kw.span)
            else:
                self.argument_type(f"signal({spec.name})", param, found, kw.value)
            given.add(kw.name)
        if spec is not None:
            for name in payload:
                if name not in given:
                    self.report(BAD_ARGUMENTS, f"event {spec.name!r} needs its payload {name}=...", node.span)


def _event_name(arg: ast.Expr) -> str | None:
    if isinstance(arg, ast.Name) and arg.id != "it":
        return arg.id
    if isinstance(arg, ast.Literal) and isinstance(arg.value, str):
        return arg.value
    return None


# ---------------------------------------------------------------------------------------------- across a game


def unconditional_signals(node: ast.Effect) -> list[tuple[str, Span]]:
    """The events an effect signals on every run (not inside an `if` or a `for`, not after a `stop`), with the
    span of each `signal(...)`; a `repeat` with a constant count of at least one runs its body for sure."""
    found, _ = _always(node.statements)
    return found


def _always(statements: Iterable[ast.Stmt]) -> tuple[list[tuple[str, Span]], bool]:
    """(events surely signalled, whether the block surely stops the effect)."""
    found: list[tuple[str, Span]] = []
    for statement in statements:
        call = statement.value if isinstance(statement, ast.Let) else statement
        if isinstance(call, ast.Call) and call.name == SIGNAL and call.args:
            event = _event_name(call.args[0])
            if event is not None:
                found.append((event, call.span))
        elif isinstance(statement, ast.Stop):
            return found, True
        elif isinstance(statement, ast.Repeat) and isinstance(statement.count, ast.Literal) \
                and type(statement.count.value) is int and statement.count.value >= 1:
            inner, stops = _always(statement.body)
            found.extend(inner)
            if stops:
                return found, True
    return found, False


def signal_loops(triggers: Iterable[tuple[str, str, bool, list[tuple[str, Span]]]]) -> list[Diagnostic]:
    """RK221 for triggers that always set off their own event again, directly or through other triggers.

    `triggers`: (trigger id, its event, whether it has an `if`, the events its effect surely signals with their
    spans). A trigger with an `if` may stop the chain, so only those without one make edges."""
    triggers = list(triggers)
    edges: dict[str, set[str]] = {}
    for _, event, conditional, signals in triggers:
        if not conditional:
            edges.setdefault(event, set()).update(signalled for signalled, _ in signals)
    problems = []
    for trigger_id, event, conditional, signals in triggers:
        if conditional:
            continue
        for signalled, span in signals:
            path = _path(edges, signalled, event)
            if path is None:
                continue
            through = "" if len(path) == 1 else f" ({' -> '.join(path)})"
            problems.append(Diagnostic(
                SIGNAL_LOOP,
                f"trigger {trigger_id!r} on {event!r} always signals {signalled!r}, which always sets off "
                f"{event!r} again{through}: this never ends; add an `if` to the trigger or around the signal",
                span,
            ))
    return problems


def endless_recursion(procedures: dict[str, ast.Effect], registry: Registry) -> list[tuple[str, Diagnostic]]:
    """RK235 for procedures that surely call themselves again before they can end, directly or through others:
    every statement before the call changes nothing and asks nothing (a `let` or a local set from queries), and
    the call is evaluated whatever happens (not behind an `if`, an `and`/`or`, a loop's body or a `where`). Each
    call then starts the same way as the one before: it never returns, whatever its arguments. (A deeper loop,
    through a `choose` or a state change, is stopped at run time by the step budget.) Returns (the procedure whose
    text the finding points into, the finding)."""
    first = {name: _first_procedure_call(effect, set(procedures), registry) for name, effect in procedures.items()}
    problems = []
    for name in sorted(procedures):
        path, current = [name], first[name]
        while current is not None and current.name not in path:
            path.append(current.name)
            current = first[current.name]
        if current is None or current.name != name:
            continue  # no sure call, or a loop this procedure only leads into (reported at its own members)
        call = first[name]
        through = "" if len(path) == 1 else f" (through {' -> '.join(path[1:])})"
        problems.append((name, Diagnostic(
            ENDLESS_RECURSION,
            f"procedure {name!r} calls itself{through} here before anything could end it: nothing before this call "
            "changes, asks or returns, so every call starts the same way again and it never ends; return first "
            "under a condition (`if ... { return }`), or call it behind an `if`", call.span)))
    return problems


def _first_procedure_call(effect: ast.Effect, names: set[str], registry: Registry) -> ast.Call | None:
    """The first call of one of `names` that running `effect` surely makes before anything could end it."""
    from rulekit.effects.analysis import pure_expression

    local: set[str] = set()
    for statement in effect.statements:
        call = _call_first_made(statement, names)
        if call is not None:
            return call
        if isinstance(statement, ast.Let) and pure_expression(statement.value, registry, frozenset()):
            local.add(statement.name)
        elif not (isinstance(statement, ast.Assign) and isinstance(statement.target, ast.Name)
                  and statement.target.id in local and pure_expression(statement.value, registry, frozenset())):
            return None
    return None


def _call_first_made(statement: ast.Stmt, names: set[str]) -> ast.Call | None:
    """The first call of one of `names` that running `statement` always makes (before anything in it could return)."""
    if isinstance(statement, ast.Call):
        inner = _call_in(statement, names, itself=False)
        return inner or (statement if statement.name in names else None)
    if isinstance(statement, (ast.Let, ast.Assign, ast.Return)):
        return _call_in(statement.value, names) if statement.value is not None else None
    first = {ast.If: lambda s: s.branches[0][0], ast.For: lambda s: s.iterable, ast.Repeat: lambda s: s.count,
             ast.While: lambda s: s.condition, ast.Choose: lambda s: s.chooser}.get(type(statement))
    return _call_in(first(statement), names) if first else None


def _call_in(expr: ast.Expr, names: set[str], itself: bool = True) -> ast.Call | None:
    """The first call of one of `names` that evaluating `expr` always makes: arguments, operands, list items; of an
    `and`/`or` only the first operand, of a `where` only its list."""
    if isinstance(expr, ast.Call):
        for part in list(expr.args) + [k.value for k in expr.kwargs]:
            found = _call_in(part, names)
            if found is not None:
                return found
        return expr if itself and expr.name in names else None
    parts = {ast.Attribute: lambda e: [e.obj], ast.ListExpr: lambda e: list(e.items),
             ast.BinOp: lambda e: [e.left, e.right], ast.UnaryOp: lambda e: [e.operand],
             ast.Compare: lambda e: [e.left, e.right], ast.BoolOp: lambda e: [e.values[0]],
             ast.Where: lambda e: [e.source]}.get(type(expr))
    for part in parts(expr) if parts else []:
        found = _call_in(part, names)
        if found is not None:
            return found
    return None


def _path(edges: dict[str, set[str]], start: str, goal: str) -> list[str] | None:
    """The events from `start` to `goal` along `edges` (breadth first), or None when `goal` cannot be reached."""
    previous: dict[str, str | None] = {start: None}
    queue = [start]
    for event in queue:
        if event == goal:
            path = [event]
            while previous[path[-1]] is not None:
                path.append(previous[path[-1]])
            return path[::-1]
        for following in sorted(edges.get(event, ())):
            if following not in previous:
                previous[following] = event
                queue.append(following)
    return None


def _check_backs(card_kinds: Any, game_doc: Any) -> list[Diagnostic]:
    """RK225 for a kind's `back` naming a stat that not every card of the kind has."""
    problems = []
    for kind, spec in (card_kinds if isinstance(card_kinds, dict) else {}).items():
        back = spec.get("back") if isinstance(spec, dict) else None
        required = [s for s in (spec.get("stats") or ()) if isinstance(s, str)] if isinstance(spec, dict) else []
        for index, stat in enumerate(back if isinstance(back, list) else ()):
            if stat not in required:
                where = game_doc.marks.span(("card_kinds", kind, "back", index))
                problems.append(Diagnostic(BAD_CARD_BACK, f"card kind {kind!r} shows {stat!r} on its back, which is "
                                           "not one of its `stats`", where, suggestion=did_you_mean(stat, required)))
    return problems


def check_stat_ranges(card_kinds: Any, cards: Iterable[tuple[Any, int, dict]], game_doc: Any) -> list[Diagnostic]:
    """RK223 for a card stat outside the `ranges` its kind declares, RK224 for a range that names no stat of the
    kind or whose minimum is above its maximum, RK225 for a `back` naming no required stat. `cards`: (document,
    index in its `cards`, card data)."""
    problems: list[Diagnostic] = []
    ranges: dict[str, dict[str, tuple[int | None, int | None]]] = {}
    for kind, spec in (card_kinds if isinstance(card_kinds, dict) else {}).items():
        declared = spec.get("ranges") if isinstance(spec, dict) else None
        if not isinstance(declared, dict):
            continue
        stats = {s for key in ("stats", "optional_stats") for s in (spec.get(key) or ()) if isinstance(s, str)}
        for stat, bounds in declared.items():
            where = game_doc.marks.key_span(("card_kinds", kind, "ranges", stat))
            low, high = (bounds.get("min"), bounds.get("max")) if isinstance(bounds, dict) else (None, None)
            if stat not in stats:
                problems.append(Diagnostic(BAD_STAT_RANGE, f"card kind {kind!r} declares a range for {stat!r}, which is "
                                           "none of its stats", where, suggestion=did_you_mean(stat, stats)))
            elif _is_int(low) and _is_int(high) and low > high:
                problems.append(Diagnostic(BAD_STAT_RANGE, f"the range of {stat!r} of card kind {kind!r} has its "
                                           f"minimum {low} above its maximum {high}", where))
            else:
                ranges.setdefault(kind, {})[stat] = (low if _is_int(low) else None, high if _is_int(high) else None)
    problems.extend(_check_backs(card_kinds, game_doc))
    for doc, index, card in cards:
        stats = card.get("stats")
        for stat, (low, high) in ranges.get(card.get("kind"), {}).items():
            if not isinstance(stats, dict) or stat not in stats:
                continue
            value = stats[stat]
            if _is_int(value) and (low is None or value >= low) and (high is None or value <= high):
                continue
            wanted = Param(stat, "int", minimum=low, maximum=high).range_text()
            problems.append(Diagnostic(
                STAT_OUT_OF_RANGE,
                f"stat {stat!r} of card {card.get('id')!r} must be a whole number, {wanted} (the range of kind "
                f"{card.get('kind')!r}), this is {value!r}",
                doc.marks.span(("cards", index, "stats", stat)),
            ))
    return problems


def _is_int(value: Any) -> bool:
    return type(value) is int
