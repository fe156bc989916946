"""Static checks of effects: every problem found, with its code, its span and the near miss. Also the reference
rendered from the same registry."""
from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from rulekit.effects import (
    check_effect, check_expression, parse_effect, parse_expression, render_reference, update_reference_doc,
)
from rulekit.effects.ast import Call, Name
from rulekit.effects.reference import BEGIN, END
from rulekit.effects.registry import Registry, Scope
from rulekit.errors import Span

ROOT = Path(__file__).resolve().parents[1]
BASE = Span("content/games/test.yaml", 5, 3, card="guard-07")


def make_registry() -> Registry:
    r = Registry(origin="core")

    @r.action
    def move(ctx, cards: "cards", to: "zone") -> "none":
        """Move cards to a zone."""

    @r.action
    def shuffle(ctx, zone: "zone") -> "none":
        """Shuffle a zone."""

    @r.action
    def draw(ctx, source: "zone", to: "zone", count: "int" = 1) -> "cards":
        """Draw cards."""

    @r.action
    def choose_cards(ctx, player: "player", cards: "cards", count: "int" = 1, prompt: "str" = "choose") -> "cards":
        """The player picks cards."""
        return (yield ("choose", player))

    @r.action
    def secret_pick(ctx, players: "players", source: "zone", to: "zone", count: "int" = 1, prompt: "str" = "pick",
                    prefer: "str" = "") -> "none":
        """Everyone picks secretly."""
        yield ("pick", players)

    @r.action
    def signal(ctx, event: "str", **payload) -> "none":
        """Announce an event."""
        yield ("signal", event, payload)

    @r.query
    def count(ctx, items: "any") -> "int":
        """How many."""

    @r.query
    def sum(ctx, values: "any") -> "int":  # noqa: A001
        """The sum."""

    @r.query
    def max(ctx, values: "any") -> "int":  # noqa: A001
        """The largest."""

    @r.query
    def top(ctx, zone: "zone") -> "card":
        """The top card."""

    @r.query
    def cards_in(ctx, zone: "zone") -> "cards":
        """The cards of a zone."""

    @r.query
    def owner(ctx, card: "card") -> "player":
        """Whose card."""

    @r.query
    def best(ctx, cards: "cards", first: "str", then: "str" = "") -> "card":
        """The best card."""

    @r.query
    def worst(ctx, cards: "cards", first: "str", then: "str" = "") -> "card":
        """The worst card."""

    @r.query
    def is_hero(ctx, player: "player", strict: "bool" = None) -> "bool":
        """Whether the player is a hero."""

    game = r.scoped("musketiere")

    @game.action
    def claim_gem(ctx, winner: "player") -> "none":
        """The winner takes a gem or frees a card."""

    @game.action
    def take_prison(ctx, loser: "player") -> "none":
        """The loser goes to prison."""

    r.event("duel_won", "The team beat the guard.", winner="player")
    r.event("duel_lost", "The team lost.", loser="player")
    r.event("prison_placed", "A card went to prison.", player="player", card="card")
    r.event("prison_removed", "A card left prison.", player="player")
    return r


REGISTRY = make_registry()

ZONES = ["musketeer_deck", "guard_deck", "guard", "beaten", "discard", "hand", "pay", "played", "scored"]
SCOPE = Scope(
    names={
        **{z: "zone" for z in ZONES},
        "players": "players",
        "gems": "int",
        "prisons": "int",
        "round": "int",
        "guard-07": "card",
    },
    attributes={
        "player": {"ducats": "int", "sitting_out": "int", "hand": "zone", "pay": "zone", "played": "zone",
                   "scored": "zone", "seat": "int"},
        "card": {"value": "any", "swords": "any", "gem": "int", "prison": "int", "owner": "player", "kind": "str"},
        "zone": {"size": "int", "top": "card", "cards": "cards"},
    },
)
TRIGGER = SCOPE.with_variables({"player": "player", "self": "card"})


def problems(text: str, scope: Scope = TRIGGER):
    return check_effect(parse_effect(text, BASE), REGISTRY, scope)


def codes(text: str, scope: Scope = TRIGGER) -> list[str]:
    return [d.code for d in problems(text, scope)]


def only(text: str, scope: Scope = TRIGGER):
    found = problems(text, scope)
    assert len(found) == 1, [d.headline() for d in found]
    return found[0]


def condition(text: str, expect: str | None = None):
    return check_expression(parse_expression(text, BASE), REGISTRY, TRIGGER, expect)


# ---------------------------------------------------------------------------------------------------- clean code


@pytest.mark.parametrize(
    "text",
    [
        "move(top(guard_deck), guard)",
        "for p in players { draw(musketeer_deck, p.hand, 12) }",
        "let team = players where it.sitting_out == 0\nsecret_pick(team, hand, played, 1, prompt=\"x\")",
        "let n = 0\nfor c in player.scored { n += c.value * (1 + c.gem) }\nplayer.ducats += n",
        "gems = 3\ngems -= 1\nplayer.sitting_out = 0",
        "let thrown = choose_cards(player, player.hand, 1)\nmove(thrown, discard)",
        "if sum(cards_in(played).value) >= top(guard).value { stop } elif gems == 0 { } else { shuffle(guard) }",
        "repeat gems { draw(musketeer_deck, player.hand) }",
        "signal(duel_won, winner=owner(best(cards_in(played), \"value\", \"swords\")))",
        "signal(\"duel_lost\", loser=player)",
        "move([self], discard)",
        "move(self, discard)",
        "let x = [1, 2]\nx = [3]",
        "if player in players and not player.sitting_out { stop }",
        "move(player.pay where it.prison > 0, discard)",
        "let c = top(guard)\nc.gem += 1\ntop(guard).prison = 0",
        "draw(source=guard_deck, to=guard, count=2)",
        "let n = count(players where count(it.pay where it.prison > 0) == 3)",
        "is_hero(player, strict=none)",
    ],
)
def test_clean_effects_have_no_problems(text):
    assert problems(text) == []


def test_conditions():
    assert condition("count(players where sum(it.pay.gem) == 3) == 0") == []
    assert condition("max(players.ducats) >= 100") == []
    assert condition("count(player.pay where it.prison > 0) == 3") == []


# ---------------------------------------------------------------------------------------------------- RK201 names


def test_unknown_name_with_near_miss():
    diagnostic = only("move(discrad, beaten)")
    assert diagnostic.code == "RK201"
    assert diagnostic.suggestion == "discard"
    assert "discrad" in diagnostic.message
    assert (diagnostic.span.line, diagnostic.span.column, diagnostic.span.end_column) == (5, 8, 15)
    assert diagnostic.span.card == "guard-07"


def test_near_miss_covers_locals_variables_and_primitives():
    assert only("let team = players\nmove(teem, discard)").suggestion == "team"
    assert only("move(playr.hand, discard)").suggestion == "player"
    assert only("for card in players { move(cardd, discard) }").suggestion == "card"


def test_primitive_used_as_a_name():
    diagnostic = only("move(shuffle, discard)")
    assert diagnostic.code == "RK201" and "call it" in diagnostic.message


def test_locals_are_block_scoped():
    assert codes("if gems { let x = 1 }\nmove(x, discard)") == ["RK201"]
    assert codes("for p in players { }\nmove(p.hand, discard)") == ["RK201"]
    assert codes("move(x, discard)\nlet x = 1") == ["RK201"]


def test_it_only_in_where():
    diagnostic = only("move(it, discard)")
    assert diagnostic.code == "RK201" and "where" in diagnostic.message
    assert codes("let ps = players where it.ducats > 0\nmove(it.hand, discard)") == ["RK201"]


def test_trigger_variables_exist_only_in_their_scope():
    assert codes("move(player.hand, discard)", SCOPE) == ["RK201"]


# ---------------------------------------------------------------------------------------------------- RK202 primitives


def test_unknown_primitive_with_near_miss_and_its_arguments_still_checked():
    found = problems("shufle(guard_dek)")
    assert [d.code for d in found] == ["RK202", "RK201"]
    assert found[0].suggestion == "shuffle"
    assert found[1].suggestion == "guard_deck"
    assert found[0].span.column == 3


# ---------------------------------------------------------------------------------------------------- RK203 arguments


def test_too_many_arguments():
    diagnostic = only("shuffle(guard, beaten)")
    assert diagnostic.code == "RK203"
    assert "takes 1 argument, got 2" in diagnostic.message
    assert diagnostic.span.column == 18  # the first extra argument


def test_missing_required_argument():
    diagnostic = only("move(guard)")
    assert diagnostic.code == "RK203" and "'to'" in diagnostic.message
    assert "move(cards: cards, to: zone)" in diagnostic.message


def test_unknown_keyword_with_near_miss():
    diagnostic = only('draw(guard_deck, guard, cuont=2)')
    assert diagnostic.code == "RK203" and diagnostic.suggestion == "count"


def test_argument_given_twice():
    assert codes("draw(guard_deck, guard, source=beaten)") == ["RK203"]


# ---------------------------------------------------------------------------------------------------- RK204 types


@pytest.mark.parametrize(
    "text, column",
    [
        ("move(guard, 3)", 15),
        ('shuffle("guard")', 11),
        ("draw(guard_deck, guard, players)", 27),
        ("repeat guard { }", 10),
        ("for x in 3 { }", 12),
        ("let n = guard + 1", 11),
        ("let n = -guard", 12),
        ("if guard < 2 { }", 6),
        ("if 1 in 2 { }", 11),
        ('best(cards_in(played), guard)', 26),
        ("gems = guard", 10),
        ("player.ducats += players", 20),
        ("let n = 1\nn += guard", 6),
        ("is_hero(player, strict=3)", 26),
    ],
)
def test_type_mismatch(text, column):
    diagnostic = only(text)
    assert diagnostic.code == "RK204", diagnostic.headline()
    assert diagnostic.span.column == column


def test_unknown_types_are_never_errors():
    # stats are "any"; a list of them is "any"; sums are int
    assert problems("let v = top(guard).value\nmove(v, discard)\nshuffle(v)") == []


def test_expected_type_of_an_expression():
    assert [d.code for d in condition("guard", expect="int")] == ["RK204"]
    assert condition("gems + 1", expect="int") == []
    assert condition("guard") == []


# ---------------------------------------------------------------------------------------------------- RK205 attributes


def test_unknown_attribute_with_near_miss():
    diagnostic = only("player.ducatz += 1")
    assert diagnostic.code == "RK205" and diagnostic.suggestion == "ducats"
    assert "a player has no attribute 'ducatz'" in diagnostic.message


def test_attributes_map_over_lists_and_zones():
    assert problems("let total = sum(players.ducats)\nlet g = sum(player.pay.gem)") == []
    assert only("let g = sum(player.pay.gemm)").suggestion == "gem"
    assert only("let s = players.handd").code == "RK205"


def test_attributes_of_unknown_types_are_not_checked():
    assert problems("let v = top(guard).value\nlet w = v.anything") == []


# ---------------------------------------------------------------------------------------------------- RK206 actions


def test_action_inside_an_expression():
    diagnostic = only("if count(draw(guard_deck, guard)) > 0 { }")
    assert diagnostic.code == "RK206"
    assert diagnostic.span.column == 12


def test_action_as_let_value_or_statement_is_fine_but_not_nested_in_let():
    assert problems("let c = draw(guard_deck, guard)") == []
    assert codes("let c = count(draw(guard_deck, guard))") == ["RK206"]
    assert codes("let c = [draw(guard_deck, guard)]") == ["RK206"]


def test_action_in_a_condition():
    assert [d.code for d in condition("count(choose_cards(player, player.hand)) > 0")] == ["RK206"]


# ---------------------------------------------------------------------------------------------------- RK207 events


def test_unknown_event_with_near_miss():
    diagnostic = only("signal(duel_wonn, winner=player)")
    assert diagnostic.code == "RK207" and diagnostic.suggestion == "duel_won"
    assert diagnostic.span.column == 10


def test_event_must_be_a_name():
    assert codes("signal(1 + 2)") == ["RK207"]


def test_signal_payload():
    assert codes("signal(duel_won, winer=player)") == ["RK203", "RK203"]  # unknown payload and missing winner
    assert only("signal(duel_won, winner=player, winner=player)").code == "RK203"
    assert only("signal(duel_won, winner=guard)").code == "RK204"
    assert only("signal(duel_won)").code == "RK203"
    assert only("signal()").code == "RK203"
    assert only("signal(duel_won, player, winner=player)").code == "RK203"
    assert problems("signal(prison_placed, player=player, card=top(player.pay))") == []


def test_signal_event_name_is_not_a_variable():
    # the bare event name must not be reported as an unknown name
    assert problems("signal(prison_removed, player=player)") == []


# ---------------------------------------------------------------------------------------------------- RK208 assignment


@pytest.mark.parametrize(
    "text, words",
    [
        ("score = 3", "neither a local variable"),
        ("guard = 3", "not a counter"),
        ("player = 1", "variable of this trigger"),
        ("player.hand = 1", "not a counter"),
        ("players.ducats = 0", "for' loop"),
        ("top(guard).kind = 1", "not a counter"),
        ("guard.size = 1", "not a counter"),
        ("player.pay.gem = 1", "for' loop"),
    ],
)
def test_assignment_to_what_is_not_a_local_or_counter(text, words):
    diagnostic = only(text)
    assert diagnostic.code == "RK208" and words in diagnostic.message


def test_assignment_near_miss_over_counters():
    assert only("gams = 2").suggestion == "gems"


# ---------------------------------------------------------------------------------------------------- all problems


def test_every_problem_is_reported_in_source_order():
    found = problems(
        """
        shufle(guard)
        move(discrad, beaten)
        player.ducatz += 1
        signal(duel_wun, winner=player)
        score = 1
        """
    )
    assert [d.code for d in found] == ["RK202", "RK201", "RK205", "RK207", "RK208"]
    assert [d.span.line for d in found] == [6, 7, 8, 9, 10]


def test_check_works_on_hand_built_trees():
    assert check_effect(parse_effect("", BASE), REGISTRY, SCOPE) == []
    assert [d.code for d in check_expression(Call("nope", (Name("x"),)), REGISTRY, SCOPE)] == ["RK202", "RK201"]


# ---------------------------------------------------------------------------------------------------- real content


def _musketiere_strings():
    data = yaml.safe_load((ROOT / "content" / "games" / "musketiere.yaml").read_text(encoding="utf-8"))
    yield "end_when", data["flow"]["end_when"], SCOPE
    for phase in data["flow"]["phases"]:
        for step in phase["steps"]:
            for key in ("do", "while"):
                if key in step:
                    yield f"{phase['id']}.{step['id']}.{key}", step[key], SCOPE
    for trigger in data["triggers"]:
        event = trigger["on"] if "on" in trigger else trigger[True]  # YAML 1.1 reads a bare `on` as true
        spec = REGISTRY.events[event]
        scope = SCOPE.with_variables({p.name: p.type for p in spec.payload})
        for key in ("if", "do"):
            if key in trigger:
                yield f"{trigger['id']}.{key}", trigger[key], scope


@pytest.mark.parametrize("key, text, scope", [pytest.param(*s, id=s[0]) for s in _musketiere_strings()])
def test_musketiere_effects_check(key, text, scope):
    if key.endswith("do"):
        found = check_effect(parse_effect(text, BASE), REGISTRY, scope)
    else:
        found = check_expression(parse_expression(text, BASE), REGISTRY, scope)
    assert found == [], [d.headline() for d in found]


# ---------------------------------------------------------------------------------------------------- reference


def test_reference_lists_every_primitive_and_event_sorted_and_grouped():
    text = render_reference(REGISTRY)
    assert text == render_reference(make_registry())  # deterministic
    actions, rest = text.split("### Queries")
    queries, events = rest.split("### Events")
    action_names = [line[6:-1] for line in actions.splitlines() if line.startswith("#### ")]
    assert action_names == sorted(p.name for p in REGISTRY if p.kind == "action")
    assert "#### `count`" in queries and "#### `move`" not in queries
    assert [line[6:-1] for line in events.splitlines() if line.startswith("#### ")] == sorted(REGISTRY.events)
    assert "draw(source: zone, to: zone, count: int = 1) -> cards" in actions
    assert "*from musketiere*" in actions and "asks players" in actions
    assert "Payload: `player: player`, `card: card`" in events


def test_update_reference_doc(tmp_path):
    doc = tmp_path / "effect-language.md"
    doc.write_text(f"# Guide\n\nhand-written\n\n{BEGIN}\nold\n{END}\n\nafter\n", encoding="utf-8")
    assert update_reference_doc(doc, REGISTRY, check_only=True) is True
    assert "old" in doc.read_text(encoding="utf-8")
    assert update_reference_doc(doc, REGISTRY) is True
    text = doc.read_text(encoding="utf-8")
    assert text.startswith("# Guide\n\nhand-written\n") and text.endswith(f"{END}\n\nafter\n")
    assert render_reference(REGISTRY) in text
    assert update_reference_doc(doc, REGISTRY, check_only=True) is False
    assert update_reference_doc(doc, REGISTRY) is False
    doc.write_text("no markers", encoding="utf-8")
    with pytest.raises(ValueError):
        update_reference_doc(doc, REGISTRY)
