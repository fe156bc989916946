"""The variants of the rulebook ('Spielvarianten') and the FAQ's optional realism rules, as house rules.

Each one is chosen with `--house-rule NAME` and works through `rulekit_adjust_definition`: it returns a copy of
the game definition with a flag counter switched on (or a set-up step added); the ruleset reads the flags. The
game without Mylady also makes her seat an automaton (see `solo`).
"""
from __future__ import annotations

import copy
from typing import Any

HOUSE_RULES = {
    "easier": "Easier for the musketeers: they start with the One-for-all card (rulebook).",
    "deadly-quest": "Tödliche Diamantnadeln: a musketeer knocked out on the quest may not go back to it; all out, Mylady wins (rulebook).",
    "brave-athos": "Tapferer Athos: where Rochefort has already shown himself, Athos must fight him too (rulebook).",
    "beggars-on-the-spot": "Realism: the beggars can only be paid by a musketeer standing at their mission (FAQ).",
    "escape-only": "Realism: a musketeer in the Bastille may do nothing but try to escape (FAQ).",
    "without-mylady": "Spiel ohne Mylady: 1-4 players (solo too) against Mylady played by the rules (rulebook).",
}

# The game without Mylady: people play only musketeers. Hands follow the player counts of the full game: one
# person runs all four with 9 cards and a card each round, two share 9 cards per pair; three and four (authored
# readings: the rulebook gives no numbers) play 7 and 5 cards per hand.
SOLO_COUNTS = {
    "1": {"seats": 5, "controllers": [["dartagnan", "aramis", "athos", "porthos"]],
          "counters": {"start_hand": 9, "draw_each_round": 1}, "remove": ["arg-getrennt-1"], "provenance": "rulebook"},
    "2": {"seats": 5, "controllers": [["dartagnan", "aramis"], ["athos", "porthos"]], "counters": {"start_hand": 9},
          "provenance": "rulebook"},
    "3": {"seats": 5, "controllers": [["dartagnan", "aramis"], ["athos"], ["porthos"]], "counters": {"start_hand": 7},
          "provenance": "authored"},
    "4": {"seats": 5, "controllers": [["dartagnan"], ["aramis"], ["athos"], ["porthos"]], "provenance": "rulebook"},
}
AUTOMATON_STEPS = {"choose_location": "automaton_location()", "paris_card": "automaton_paris()",
                   "treachery": "automaton_treachery()"}
FLAGS = {
    "deadly-quest": "deadly_quest",
    "brave-athos": "brave_athos",
    "beggars-on-the-spot": "beggars_on_spot",
    "escape-only": "escape_only",
}


def adjust(definition: dict[str, Any], house_rules: tuple[str, ...]) -> dict[str, Any] | None:
    chosen = [h for h in house_rules if h in HOUSE_RULES]
    if not chosen:
        return None
    changed = copy.deepcopy(definition)
    for rule in chosen:
        if rule in FLAGS:
            changed["counters"][FLAGS[rule]]["initial"] = 1
        elif rule == "easier":
            changed["flow"]["setup"].append({"id": "easier", "do": "win_one_for_all()", "source": "Einfacheres Spiel für die Musketiere"})
        elif rule == "without-mylady":
            changed["automated_seats"] = ["mylady"]
            changed["players"] = {"min": 1, "max": 4, "default": 1}
            changed["player_counts"] = copy.deepcopy(SOLO_COUNTS)
            changed["counters"]["solo"]["initial"] = 1
            for phase in changed["flow"]["phases"]:
                for step in phase["steps"]:
                    if step["id"] in AUTOMATON_STEPS:
                        step["do"] = AUTOMATON_STEPS[step["id"]]
    return changed
