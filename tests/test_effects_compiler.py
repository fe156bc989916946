"""Compiled effects against a fake engine that implements the run-time contract (tick, lookup, attribute,
iterate, assign) and a few primitives, one of which asks for decisions."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import rulekit.effects.parser as parser_module
from rulekit.effects import (
    CompiledEffect, CompiledExpr, compile_effect, compile_expression, parse_effect, parse_expression,
)
from rulekit.effects.ast import Call, Effect, Name
from rulekit.effects.registry import Registry
from rulekit.errors import EffectBudgetError, EffectCheckError, EffectRuntimeError, PluginError, Span

BASE = Span("content/games/test.yaml", 20, 5, card="guard-07")


# ---------------------------------------------------------------------------------------------------- a fake engine


@dataclass(eq=False)
class Card:
    id: str
    value: int
    gem: int = 0

    def __repr__(self) -> str:
        return self.id


@dataclass(eq=False)
class Zone:
    name: str
    cards: list = field(default_factory=list)

    @property
    def size(self) -> int:
        return len(self.cards)

    def __repr__(self) -> str:
        return f"<{self.name}>"


@dataclass(eq=False)
class Player:
    seat: int
    ducats: int = 0
    sitting_out: int = 0
    hand: Zone = None  # type: ignore[assignment]

    def __post_init__(self) -> None:
        self.hand = Zone(f"hand{self.seat}")

    def __repr__(self) -> str:
        return f"P{self.seat}"


class FakeContext:
    def __init__(self, names: dict[str, Any] | None = None, budget: int = 10_000) -> None:
        self.names = dict(names or {})
        self.budget = budget
        self.steps = 0
        self.tick_spans: list[Span] = []
        self.calls: list[Any] = []
        self.assigned: list[tuple] = []

    # the contract
    def tick(self, span: Span) -> None:
        self.steps += 1
        self.tick_spans.append(span)
        if self.steps > self.budget:
            raise EffectBudgetError("too many steps", span)

    def lookup(self, name: str, span: Span) -> Any:
        if name in self.names:
            return self.names[name]
        raise EffectRuntimeError(f"unknown name {name!r}", span)

    def attribute(self, value: Any, name: str, span: Span) -> Any:
        if isinstance(value, list):
            return [self.attribute(item, name, span) for item in value]
        if isinstance(value, Zone) and not hasattr(value, name):
            return [self.attribute(card, name, span) for card in value.cards]
        try:
            return getattr(value, name)
        except AttributeError:
            raise EffectRuntimeError(f"{value!r} has no {name!r}", span) from None

    def iterate(self, value: Any, span: Span) -> list:
        if isinstance(value, Zone):
            return value.cards  # the live list, on purpose: `for` must not trip over moves
        if value is None:
            return []
        if isinstance(value, list):
            return value
        return [value]

    def assign(self, owner: Any, name: str, value: Any, span: Span) -> None:
        self.assigned.append((owner, name, value))
        if owner is None:
            self.names[name] = value
        else:
            setattr(owner, name, value)

    # helpers of the fake primitives
    def zones(self) -> list[Zone]:
        found = [v for v in self.names.values() if isinstance(v, Zone)]
        for player in self.names.get("players", []):
            found.append(player.hand)
        return found

    def cards_of(self, value: Any) -> list[Card]:
        return list(self.iterate(value, None))  # type: ignore[arg-type]


def make_registry() -> Registry:
    r = Registry(origin="core")

    @r.action
    def move(ctx, cards: "cards", to: "zone") -> "none":
        """Move cards onto a zone."""
        for card in ctx.cards_of(cards):
            for zone in ctx.zones():
                if card in zone.cards:
                    zone.cards.remove(card)
            to.cards.append(card)

    @r.action
    def draw(ctx, source: "zone", to: "zone", count: "int" = 1) -> "cards":
        """Draw from the top."""
        taken = [source.cards.pop() for _ in range(min(count, len(source.cards)))]
        to.cards.extend(taken)
        return taken

    @r.action
    def choose(ctx, player: "player", cards: "cards", count: "int" = 1, *, prompt: "str" = "choose") -> "cards":
        """Ask a player to pick cards."""
        answer = yield ("choose", player, prompt, count, list(ctx.cards_of(cards)))
        return answer

    @r.action
    def signal(ctx, event: "str", **payload) -> "none":
        """Announce an event."""
        ctx.calls.append(("signal", event, payload))
        yield ("signal", event)

    @r.query
    def count(ctx, items: "any") -> "int":
        """How many."""
        return len(ctx.cards_of(items))

    @r.query
    def sum(ctx, values: "any") -> "int":  # noqa: A001
        """Sum."""
        total = 0
        for v in values:
            total += v
        return total

    @r.query
    def top(ctx, zone: "zone") -> "card":
        """Top card."""
        return zone.cards[-1] if zone.cards else None

    @r.query
    def probe(ctx, value: "any") -> "any":
        """Record a value and return it."""
        ctx.calls.append(value)
        return value

    @r.query
    def args(ctx, a: "any", b: "any" = "B", c: "any" = "C", d: "any" = "D", e: "any" = "E") -> "any":
        """Return the arguments."""
        return (a, b, c, d, e)

    @r.query
    def kwonly(ctx, a: "any", *, flag: "any" = False) -> "any":
        """A keyword-only parameter."""
        return (a, flag)

    @r.query
    def fail(ctx, message: "str") -> "none":
        """Raise a run-time error without a span."""
        raise EffectRuntimeError(message)

    @r.query
    def fail_here(ctx) -> "none":
        """Raise a run-time error with its own span."""
        raise EffectRuntimeError("elsewhere", Span("other.yaml", 1, 2))

    @r.query
    def crash(ctx) -> "none":
        """An engine bug."""
        raise ValueError("bug in a primitive")

    @r.action
    def ask_and_fail(ctx) -> "none":
        """Ask, then fail."""
        yield ("ask",)
        raise EffectRuntimeError("failed after asking")

    return r


REGISTRY = make_registry()


def effect(text: str) -> CompiledEffect:
    return compile_effect(parse_effect(text, BASE), REGISTRY)


def expression(text: str) -> CompiledExpr:
    return compile_expression(parse_expression(text, BASE), REGISTRY)


def drive(compiled: CompiledEffect, ctx: FakeContext, env: dict | None = None, answer=lambda ask: None) -> list:
    """Run an effect to its end, answering what it asks; returns the asks in order."""
    asked = []
    gen = compiled.run(ctx, {} if env is None else env)
    try:
        ask = next(gen)
        while True:
            asked.append(ask)
            ask = gen.send(answer(ask))
    except StopIteration:
        pass
    return asked


def world(players: int = 3) -> FakeContext:
    deck = Zone("deck", [Card(f"c{i}", i) for i in range(1, 11)])
    return FakeContext(
        {
            "deck": deck,
            "discard": Zone("discard"),
            "players": [Player(i) for i in range(players)],
            "gems": 3,
        }
    )


def value(text: str, ctx: FakeContext | None = None, env: dict | None = None) -> Any:
    return expression(text).eval(ctx or world(), {} if env is None else env)


# ---------------------------------------------------------------------------------------------------- expressions


@pytest.mark.parametrize(
    "text, expected",
    [
        ("1 + 2 * 3", 7),
        ("(1 + 2) * 3", 9),
        ("7 // 2", 3),
        ("-7 // 2", -4),
        ("7 % 3", 1),
        ("10 - 2 - 3", 5),
        ("-(2 + 3)", -5),
        ("1 < 2", True),
        ("2 <= 1", False),
        ("3 != 3", False),
        ('"a" == "a"', True),
        ("none == none", True),
        ("2 in [1, 2]", True),
        ("2 not in [1, 2]", False),
        ("not 0", True),
        ("0 or 5", 5),
        ("3 and 0", 0),
        ("1 and 2 and 3", 3),
        ("0 or 0 or 7", 7),
        ("[1, 1 + 1, \"x\"]", [1, 2, "x"]),
        ("true and not false", True),
    ],
)
def test_expression_values(text, expected):
    assert value(text) == expected


def test_names_come_from_env_first_then_the_engine():
    ctx = world()
    assert value("gems + 1", ctx) == 4
    assert value("gems + 1", ctx, {"gems": 10}) == 11


def test_unknown_global_is_the_engines_error_with_the_span():
    with pytest.raises(EffectRuntimeError) as info:
        value("nope + 1")
    assert info.value.span.column == 5 and info.value.span.card == "guard-07"


def test_attributes_and_lists():
    ctx = world()
    top = ctx.names["deck"].cards[-1]
    assert value("top(deck).value", ctx) == top.value
    assert value("players.seat", ctx) == [0, 1, 2]
    assert value("deck.size", ctx) == 10
    assert value("sum(deck.value)", ctx) == 55


def test_where_filters_with_it():
    ctx = world()
    assert [c.value for c in value("deck where it.value % 2 == 0", ctx)] == [2, 4, 6, 8, 10]
    assert value("count(players where it.seat > 0)", ctx) == 2


def test_nested_where_binds_its_own_it():
    ctx = world()
    ctx.names["players"][1].hand.cards.extend([Card("x", 5), Card("y", 9)])
    text = "players where count(it.hand where it.value > 4) == 2"
    assert value(text, ctx) == [ctx.names["players"][1]]


def test_where_does_not_leak_it():
    env: dict = {"it": "caller's"}
    value("[1, 2] where it > 1", env=env)
    assert env["it"] == "caller's"


def test_and_or_short_circuit():
    ctx = world()
    assert value("probe(0) and probe(1)", ctx) == 0
    assert value("probe(2) or probe(3)", ctx) == 2
    assert value("probe(0) and probe(4) and probe(5)", ctx) == 0
    assert value("probe(0) or probe(0) or probe(6)", ctx) == 6
    assert ctx.calls == [0, 2, 0, 0, 0, 6]


def test_arithmetic_errors_are_runtime_errors_with_the_span():
    with pytest.raises(EffectRuntimeError) as info:
        value("1 + (4 // (2 - 2))")
    assert "by zero" in str(info.value) and info.value.span.column == 10
    with pytest.raises(EffectRuntimeError) as info:
        value("none + 1")
    assert info.value.span.column == 5
    with pytest.raises(EffectRuntimeError):
        value("none < 1")
    with pytest.raises(EffectRuntimeError):
        value("-none")
    with pytest.raises(EffectRuntimeError):
        value("1 in 2")


# ---------------------------------------------------------------------------------------------------- calls


def test_arguments_are_bound_by_parameter_names():
    assert value("args(1)") == (1, "B", "C", "D", "E")
    assert value("args(1, 2)") == (1, 2, "C", "D", "E")
    assert value("args(1, 2, 3)") == (1, 2, 3, "D", "E")
    assert value("args(1, 2, 3, 4, 5)") == (1, 2, 3, 4, 5)
    assert value("args(1, d=4)") == (1, "B", "C", 4, "E")
    assert value("args(e=5, a=1, b=2)") == (1, 2, "C", "D", 5)
    assert value("kwonly(1, flag=true)") == (1, True)
    assert value("kwonly(a=1)") == (1, False)


def test_runtime_error_without_span_gets_the_calls_span():
    with pytest.raises(EffectRuntimeError) as info:
        value('1 + fail("no cards left")')
    error = info.value
    assert error.span == Span(BASE.path, 20, 9, 20, 30, "guard-07")
    assert str(error) == 'content/games/test.yaml:20:9: no cards left'


def test_runtime_error_with_a_span_keeps_it():
    with pytest.raises(EffectRuntimeError) as info:
        value("fail_here()")
    assert info.value.span.path == "other.yaml"


def test_other_exceptions_from_core_primitives_are_located_runtime_errors():
    # Issue 9: a bug inside a primitive names the primitive and the YAML place, keeping the bug as the cause.
    with pytest.raises(EffectRuntimeError, match=r"crash\(\) failed \(ValueError: bug in a primitive\)") as info:
        value("crash()")
    assert info.value.span.line == BASE.line and isinstance(info.value.__cause__, ValueError)
    with pytest.raises(EffectRuntimeError):
        drive(effect("crash()"), world())


def test_other_exceptions_from_plugin_primitives_are_plugin_errors_naming_it():
    registry = make_registry()
    scoped = registry.scoped("a-house-rule")

    @scoped.action(name="explode")
    def explode(ctx) -> "none":
        """Fails."""
        raise KeyError("fuse")

    with pytest.raises(PluginError, match=r"plugin 'a-house-rule' failed in its primitive explode\(\) \(KeyError"):
        drive(compile_effect(parse_effect("let x = 1\nexplode()", BASE), registry), world())


def test_asking_primitive_error_gets_the_span():
    with pytest.raises(EffectRuntimeError) as info:
        drive(effect("let x = 1\nask_and_fail()"), world())
    assert info.value.span.line == 21


# ---------------------------------------------------------------------------------------------------- statements


def test_let_and_local_arithmetic():
    ctx = world()
    drive(effect("let n = 2\nn += 5\nn -= 1\ngems = n * 2"), ctx)
    assert ctx.names["gems"] == 12
    assert ctx.assigned == [(None, "gems", 12)]


def test_global_and_attribute_counters_go_through_assign():
    ctx = world()
    drive(effect("gems += 2\nfor p in players { p.ducats += p.seat * 10 }\ntop(deck).gem = 1"), ctx)
    assert ctx.names["gems"] == 5
    assert [p.ducats for p in ctx.names["players"]] == [0, 10, 20]
    assert ctx.names["deck"].cards[-1].gem == 1
    assert ctx.assigned[0] == (None, "gems", 5)
    assert ctx.assigned[-1] == (ctx.names["deck"].cards[-1], "gem", 1)


def test_if_elif_else():
    program = effect('if x > 10 { gems = 1 } elif x > 5 { gems = 2 } elif x > 0 { gems = 3 } else { gems = 4 }')
    for x, expected in [(11, 1), (6, 2), (1, 3), (0, 4)]:
        ctx = world()
        drive(program, ctx, {"x": x})
        assert ctx.names["gems"] == expected
    ctx = world()
    drive(effect("if x { gems = 0 }"), ctx, {"x": 0})
    assert ctx.names["gems"] == 3
    drive(effect("if x { gems = 0 } else { gems = 9 }"), ctx, {"x": 0})
    assert ctx.names["gems"] == 9


def test_for_loops_over_a_snapshot_of_a_zone():
    ctx = world()
    drive(effect("for c in deck { move(c, discard) }"), ctx)
    assert ctx.names["deck"].cards == [] and len(ctx.names["discard"].cards) == 10


def test_for_over_players_and_draw():
    ctx = world()
    drive(effect("for p in players { draw(deck, p.hand, 3) }"), ctx)
    assert [p.hand.size for p in ctx.names["players"]] == [3, 3, 3]
    assert ctx.names["deck"].size == 1


def test_repeat():
    ctx = world()
    drive(effect("repeat gems { draw(deck, discard) }"), ctx)
    assert ctx.names["discard"].size == 3
    with pytest.raises(EffectRuntimeError):
        drive(effect('repeat "3" { }'), ctx)


def test_stop_ends_the_whole_effect_and_does_not_leak():
    ctx = world()
    program = effect("for p in players { if p.seat == 1 { stop }\np.ducats = 1 }\ngems = 0")
    assert drive(program, ctx) == []
    assert [p.ducats for p in ctx.names["players"]] == [1, 0, 0]
    assert ctx.names["gems"] == 3


def test_stop_in_an_asking_effect():
    ctx = world()
    program = effect("let c = choose(players, deck)\nstop\ngems = 0")
    assert program.asks
    assert len(drive(program, ctx)) == 1
    assert ctx.names["gems"] == 3


def test_ticks_once_per_statement_and_per_iteration():
    ctx = world()
    drive(effect("let n = 0\nfor p in players { n += 1 }\nrepeat 2 { }\nif n { }"), ctx)
    # let 1; for 1 + 3 iterations + 3 bodies; repeat 1 + 2 iterations; if 1
    assert ctx.steps == 1 + (1 + 3 + 3) + (1 + 2) + 1
    assert ctx.tick_spans[0].line == 20 and ctx.tick_spans[1].line == 21


def test_budget_error_propagates():
    ctx = world()
    ctx.budget = 50
    with pytest.raises(EffectBudgetError):
        drive(effect("repeat 1000 { gems += 1 }"), ctx)


def test_locals_are_lexically_scoped():
    ctx = world()
    # the `let deck` inside the block must not hide the global deck afterwards
    drive(effect("if 1 { let deck = 5 }\ngems = deck.size"), ctx)
    assert ctx.names["gems"] == 10
    drive(effect("let x = 1\nif 1 { let x = 2\ngems = x }\ngems += x"), ctx)
    assert ctx.names["gems"] == 3
    drive(effect("let x = 1\nlet x = x + 1\ngems = x"), ctx)
    assert ctx.names["gems"] == 2


def test_trigger_variables_and_env_untouched_names():
    ctx = world()
    env = {"player": ctx.names["players"][2], "winner": ctx.names["players"][1]}
    drive(effect("player.ducats += 5\nwinner.ducats = player.ducats + 1"), ctx, env)
    assert [p.ducats for p in ctx.names["players"]] == [0, 6, 5]
    assert set(env) >= {"player", "winner"}


# ---------------------------------------------------------------------------------------------------- decisions


def test_decisions_flow_through_and_answers_come_back():
    ctx = world()
    program = effect('let picked = choose(player, player.hand, 2, prompt="discard-two")\nmove(picked, discard)')
    player = ctx.names["players"][0]
    player.hand.cards.extend([Card("a", 1), Card("b", 2), Card("c", 3)])
    asks = drive(program, ctx, {"player": player}, answer=lambda ask: ask[4][:2])
    (ask,) = asks
    assert ask[:4] == ("choose", player, "discard-two", 2)
    assert [c.id for c in ask[4]] == ["a", "b", "c"]
    assert [c.id for c in ctx.names["discard"].cards] == ["a", "b"]
    assert [c.id for c in player.hand.cards] == ["c"]


def test_decisions_inside_loops_and_branches():
    ctx = world()
    program = effect('for p in players { if p.seat != 1 { choose(p, deck) } }')
    asks = drive(program, ctx)
    assert [a[1].seat for a in asks] == [0, 2]


def test_effect_without_actions_that_ask_does_not_ask():
    program = effect("gems = 1")
    assert not program.asks
    gen = program.run(world(), {})
    with pytest.raises(StopIteration):
        next(gen)


def test_signal_calls_the_primitive_with_the_event_and_payload():
    ctx = world()
    winner = ctx.names["players"][1]
    asks = drive(effect("signal(duel_won, winner=w, margin=2 + 1)"), ctx, {"w": winner})
    assert ctx.calls == [("signal", "duel_won", {"winner": winner, "margin": 3})]
    assert asks == [("signal", "duel_won")]


# ---------------------------------------------------------------------------------------------------- compile errors


def test_unchecked_problems_that_cannot_compile_raise_check_errors():
    with pytest.raises(EffectCheckError) as info:
        compile_effect(Effect((Call("nope"),)), REGISTRY)
    assert info.value.diagnostics[0].code == "RK202"
    with pytest.raises(EffectCheckError) as info:
        effect("let n = count(choose(p, deck))")
    assert info.value.diagnostics[0].code == "RK206"
    with pytest.raises(EffectCheckError) as info:
        effect("move(deck)")
    assert info.value.diagnostics[0].code == "RK203"
    with pytest.raises(EffectCheckError):
        compile_expression(Call("nope", (Name("x"),)), REGISTRY)


def test_compiled_objects_carry_the_tree_and_span():
    program = effect("gems = 1")
    assert program.node.statements[0].span.line == 20 and program.span.path == BASE.path
    condition = expression("gems > 1")
    assert condition.node.op == ">" and condition.span.column == 5


def test_running_never_parses_again(monkeypatch):
    program = effect("for p in players { p.ducats += 1 }")
    condition = expression("count(players where it.ducats > 0) == 3")

    def no_parsing():
        raise AssertionError("parsed at run time")

    monkeypatch.setattr(parser_module, "_lark", no_parsing)
    ctx = world()
    drive(program, ctx)
    assert condition.eval(ctx, {}) is True


# ---------------------------------------------------------------------------------------------------- properties


def _arithmetic():
    leaves = st.integers(min_value=-30, max_value=30).map(str)

    def extend(inner):
        binary = st.tuples(inner, st.sampled_from(["+", "-", "*", "//", "%"]), inner, st.booleans()).map(
            lambda t: f"({t[0]} {t[1]} {t[2]})" if t[3] else f"{t[0]} {t[1]} {t[2]}"
        )
        compare = st.tuples(inner, st.sampled_from(["==", "!=", "<", "<=", ">", ">="]), inner).map(
            lambda t: f"({t[0]} {t[1]} {t[2]})"
        )
        boolean = st.tuples(inner, st.sampled_from(["and", "or"]), inner).map(lambda t: f"{t[0]} {t[1]} {t[2]}")
        unary = st.one_of(inner.map(lambda e: f"-({e})"), inner.map(lambda e: f"(not {e})"))
        return st.one_of(binary, compare, boolean, unary, inner.map(lambda e: f"({e})"))

    return st.recursive(leaves, extend, max_leaves=12)


@settings(max_examples=500, deadline=None)
@given(_arithmetic())
def test_integer_expressions_evaluate_like_python(text):
    try:
        expected = eval(text, {"__builtins__": {}}, {})  # noqa: S307 - generated arithmetic only
    except ZeroDivisionError:
        with pytest.raises(EffectRuntimeError):
            value(text)
        return
    assert value(text) == expected


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(-100, 100), max_size=12), st.integers(-100, 100))
def test_where_is_a_list_comprehension(items, limit):
    assert value(f"xs where it > {limit} or it == 0", env={"xs": items}) == [x for x in items if x > limit or x == 0]


@settings(max_examples=100, deadline=None)
@given(st.integers(0, 30), st.integers(0, 5))
def test_repeat_and_ticks(count, inner):
    ctx = world()
    body = "\n".join(["gems += 1"] * inner)
    drive(effect(f"repeat {count} {{ {body} }}"), ctx)
    assert ctx.names["gems"] == 3 + count * inner
    assert ctx.steps == 1 + count * (1 + inner)
