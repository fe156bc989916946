"""The rulebook's options ('Per introdurre varietà alla partita') as house rules, and the harder king squares.

Each one works through `rulekit_adjust_definition`: a copy of the game definition with a flag counter switched on
(the set-up reads it), a changed start value, or a zone shown to the Cardinal. The rooms an extra chest, an extra
crest or a carpet lands on are game counters too (a room's 1-based place in the sorted list of rooms), set when
the players choose them at set-up.

Two counters the ruleset always needs are added when the game file does not declare them: the musketeers'
`pendant_known` (what the Cardinal learned of his pendant: 0 nothing, 1 a false one, 2 the true one) and the game's
`one_for_all` (1 while the musketeers still hold their All-for-one card).
"""
from __future__ import annotations

import copy
from typing import Any

HOUSE_RULES = {
    "musketeers-help": "Help for the musketeers: one or two extra chests of gold-cornered tokens, placed by the musketeers (rulebook).",
    "cardinal-help": "Help for the Cardinal: one or two extra crests where henchmen enter, a guard on each (rulebook).",
    "musketeers-challenge": "Challenge for the musketeers: one or two chests covered by carpets, three tokens fewer each (rulebook).",
    "cardinal-challenge": "Challenge for the Cardinal: one or two crests covered by carpets, a guard fewer each (rulebook).",
    "maximum-suspense": "Maximum suspense: the Queen walks as a portrait token drawn at random says (0, 1 or 2), not the card (rulebook).",
    "open-draw": "Open draw: the musketeers show the Cardinal every equipment token they take (rulebook).",
    "king-14": "The King waits on square 14 (harder for the musketeers; rulebook).",
    "king-13": "The King waits on square 13 (harder still; rulebook).",
    "king-12": "The King waits on square 12 (for the most daring; rulebook).",
}

# The King's square is one setting: each harder square excludes the others.
KING_SQUARES = ("king-14", "king-13", "king-12")
EXCLUDES = {rule: tuple(other for other in KING_SQUARES if other != rule) for rule in KING_SQUARES}

FLAGS = {
    "musketeers-help": ("extra_chests", ("extra_chest_1", "extra_chest_2")),
    "cardinal-help": ("extra_crests", ("extra_crest_1", "extra_crest_2")),
    "musketeers-challenge": ("covered_chests", ("covered_chest_1", "covered_chest_2")),
    "cardinal-challenge": ("covered_crests", ("covered_crest_1", "covered_crest_2")),
    "maximum-suspense": ("suspense", ()),
}

ALWAYS_PLAYER = {"pendant_known": "What the Cardinal learned of the musketeer's pendant: 0 nothing, 1 false, 2 true."}
ALWAYS_GAME = {"one_for_all": {"initial": 1, "description": "1 while the musketeers still hold their All-for-one card."}}


def adjust(definition: dict[str, Any], house_rules: tuple[str, ...]) -> dict[str, Any] | None:
    chosen = [h for h in house_rules if h in HOUSE_RULES]
    missing_player = [n for n in ALWAYS_PLAYER if n not in (definition.get("player_counters") or {})]
    missing_game = [n for n in ALWAYS_GAME if n not in (definition.get("counters") or {})]
    if not chosen and not missing_player and not missing_game:
        return None
    changed = copy.deepcopy(definition)
    counters = changed.setdefault("counters", {})
    for name in missing_player:
        changed.setdefault("player_counters", {})[name] = {"initial": 0, "description": ALWAYS_PLAYER[name]}
    for name in missing_game:
        counters[name] = dict(ALWAYS_GAME[name])
    for rule in chosen:
        if rule in FLAGS:
            flag, rooms = FLAGS[rule]
            counters[flag] = {"initial": 1, "description": HOUSE_RULES[rule]}
            for room in rooms:
                counters[room] = {"initial": 0, "description": "The room of a variant's chest, crest or carpet (0: none)."}
        elif rule == "open-draw":
            changed["zones"]["gear"]["visibility"] = "public"
        elif rule.startswith("king-"):  # at most one of them: they exclude each other (EXCLUDES)
            counters["king_square"]["initial"] = int(rule.removeprefix("king-"))
    return changed
