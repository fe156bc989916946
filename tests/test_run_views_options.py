"""The options of a decision as a viewer reads them: `Options.values` and `Options.facts` (what the generic agents
read) show each option exactly as reading the option itself does, on the fast path (every option a card of one zone
the viewer sees) and off it; a card the viewer may not see never shows, whatever the mix of options."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from rulekit.run.decisions import Decision
from rulekit.run.views import PlayerView

FACTS = {card: {"kind": "card", "stats": {"might": number}}
         for number, card in enumerate(["a1", "a2", "b1", "b2", "lost", "shown"])}
ZONES = {"hand@0": ["a1", "a2"], "hand@1": ["b1", "b2", "shown"], "box": ["lost"]}
SEEN_BY_0 = {"hand@0": True, "hand@1": False, "box": False}


def options(choices: tuple, revealed: dict | None = None):
    """The options of a decision of seat 0 over `choices`, as its view shows them."""
    game = SimpleNamespace(
        definition=SimpleNamespace(card_facts=FACTS, derived={}),
        ctx=SimpleNamespace(card_zone={card: key for key, cards in ZONES.items() for card in cards},
                            visibility_for=lambda seat: SEEN_BY_0),
        state={"revealed": revealed or {}, "card_counters": {"b2": {"gem": 1}}, "zones": ZONES},
        pending=lambda: [Decision(1, 0, "pick", choices)])
    return PlayerView(game, 0)["pending"][0]["options"]


CASES = {
    "cards of a zone seen": ("a1", "a2"),
    "cards of a hidden zone": ("b1", "b2"),
    "a card revealed to the viewer": ("shown",),
    "a seen card and a revealed one": ("a2", "shown"),
    "a card in the box": ("lost",),
    "seen cards and a hidden one": ("a1", "b1", "a2"),
    "labels that equal card ids": ("a1", "pass", "b2"),
    "labels only": ("pass", "fold"),
    "an option of a choose": (("take", "a1"), ("take", "b1")),
    "numbers": (1, 2),
    "no options": (),
}


@pytest.mark.parametrize("choices", CASES.values(), ids=CASES.keys())
def test_values_and_facts_show_each_option_as_reading_it_does(choices):
    revealed = {"shown": [0]}
    read = [option["value"] for option in options(choices, revealed=revealed)]
    assert options(choices, revealed=revealed).values() == read
    assert options(choices, revealed=revealed).facts() == [
        FACTS[value] if isinstance(value, str) and value in FACTS else None for value in read]
    made = options(choices, revealed=revealed)
    made.to_list()
    assert made.values() == read and made.facts() == options(choices, revealed=revealed).facts()


@pytest.mark.parametrize("choices", CASES.values(), ids=CASES.keys())
@pytest.mark.parametrize("stat", ["might", "speed"])
def test_stats_read_each_option_as_its_facts_show_it(choices, stat):
    """`Options.stats` (the greedy agent's reading, from a card -> stat table on its fast path) gives what the
    facts of each option give, a card the viewer may not see and an option that is no card as 0."""
    revealed = {"shown": [0]}
    expected = [facts["stats"].get(stat, 0) if facts else 0 for facts in options(choices, revealed=revealed).facts()]
    assert options(choices, revealed=revealed).stats(stat) == expected
    made = options(choices, revealed=revealed)
    made.to_list()
    assert made.stats(stat) == expected


def test_a_card_the_viewer_may_not_see_shows_face_down_in_values_and_facts():
    hidden = options(("b1", "b2", "lost", "shown"))  # "shown" revealed to nobody here
    assert hidden.facts() == [None] * 4
    assert hidden.values() == [{"face_down_in": "hand@1", "counters": {}},
                               {"face_down_in": "hand@1", "counters": {"gem": 1}},
                               {"face_down_in": "box", "counters": {}},
                               {"face_down_in": "hand@1", "counters": {}}]
    assert options(("a1", "a2")).facts() == [FACTS["a1"], FACTS["a2"]]


def chosen_options(revealed: dict | None = None):
    """The options of a `choose` (a decision as its options were gathered) of seat 0: a label alone, and labels
    binding a seen card, a hidden one, a revealed one, a label that is a card's id and a number."""
    gathered = ((0, ()), (1, ("a1",)), (1, ("b1",)), (1, ("shown",)), (2, ("a2",)), (3, (2, "b2")))
    decision = Decision(1, 0, "pick", gathered=(gathered, ("m0", "m1", "m2", "m3"), ((), ("c",), ("c",), ("n", "c")),
                                                ("pass", "take", "a1", "pay")))
    game = SimpleNamespace(
        definition=SimpleNamespace(card_facts=FACTS, derived={}),
        ctx=SimpleNamespace(card_zone={card: key for key, cards in ZONES.items() for card in cards},
                            visibility_for=lambda seat: SEEN_BY_0),
        state={"revealed": revealed or {}, "card_counters": {"b2": {"gem": 1}}, "zones": ZONES},
        pending=lambda: [decision])
    return PlayerView(game, 0)["pending"][0]["options"], decision


def test_labelled_options_of_a_choose_show_as_their_values_do():
    """`labelled` reads a `choose`'s options from what it gathered (its values never made): each (label, first
    value) as the option's shown value has them, a card the viewer may not see face down."""
    revealed = {"shown": [0]}
    labelled, decision = chosen_options(revealed)
    pairs = labelled.labelled()
    assert decision._choices is None
    read = [option["value"] for option in chosen_options(revealed)[0]]
    assert pairs == [(value[0], value[1]) if isinstance(value, list) else (value, None) for value in read]
    assert pairs[2] == ("take", {"face_down_in": "hand@1", "counters": {}}) and pairs[3] == ("take", "shown")
