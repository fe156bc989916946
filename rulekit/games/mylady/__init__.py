"""Mylady und die Musketiere's ruleset: the procedures of seed 000 (with the FAQ, seed 002) that YAML and the effect
language cannot express well, registered as effect-language primitives.

The names content and ruleset share are fixed in docs/games/mylady-design.md. Modules: `common` (board facts),
`combat` (duels and challenges), `missions` (Paris and Louvre missions, adversaries, Rochefort), `rounds` (the
four phases), `actions` (the musketeers' actions in phase II). Card effects (Arglist, persons, ambushes, Paris
penalties) are triggers in the cards' YAML that call the primitives below.
"""
from __future__ import annotations

from typing import Any

from rulekit.hookspecs import hookimpl

GAME = "mylady"

EVENTS = {
    "treachery_played": ("Mylady played the Arglist `card`.", {"card": "card"}),
    "person_played": ("`musketeer` played the person `card`.", {"musketeer": "player", "card": "card"}),
    "ambush_placed": ("Mylady placed the ambush `card` at `place`.", {"card": "card", "place": "zone"}),
    "musketeer_arrived": ("`musketeer` moved his figure to `place`.", {"musketeer": "player", "place": "zone"}),
    "duel_ended": ("A duel of `musketeer` against `foe` ended; `beaten` if the foe lost his last life.",
                   {"musketeer": "player", "foe": "card", "beaten": "bool"}),
    "adversary_beaten": ("`musketeer` beat the adversary `foe` (it is still where it stood).", {"musketeer": "player", "foe": "card"}),
    "paris_penalty": ("End of round: the Paris card in play applies its penalty.", {}),
    "la_rochelle_roll": ("Phase III: the siege of La Rochelle is checked (before the dice are compared).", {}),
    "challenge_met": ("`musketeer` met the challenge of `mission`.", {"musketeer": "player", "mission": "card"}),
    "rochefort_interrupts": ("Rochefort steps in at `place` against `musketeer`.", {"musketeer": "player", "place": "zone"}),
    "mission_done": ("The musketeers completed the Paris or Louvre `mission`.", {"mission": "card"}),
    "mission_failed": ("The Louvre `mission` failed (its marker reached the bottom).", {"mission": "card"}),
}


@hookimpl
def rulekit_house_rules(game: str) -> list[tuple[str, str]] | None:
    from rulekit.games.mylady.variants import HOUSE_RULES

    return list(HOUSE_RULES.items()) if game == GAME else None


@hookimpl
def rulekit_adjust_definition(game: str, definition: dict[str, Any], house_rules: tuple[str, ...]) -> dict[str, Any] | None:
    if game != GAME:
        return None
    from rulekit.games.mylady.variants import adjust

    return adjust(definition, house_rules)


@hookimpl
def rulekit_play_clock(game: str) -> dict[str, Any] | None:
    """'Sanduhr': after Beeilung! the musketeers have two minutes for their whole phase II; the hourglass lies
    down during duels, while a new Paris or Louvre mission is laid out and while a quest chapter is set up."""
    if game != GAME:
        return None
    return {
        "counter": "hourglass",
        "phase": "musketeers",
        "seconds": 120,
        "paused": ["commit-combat-cards", "aramis-combat-card", "toledo-reroll", "rochelle-sacrifice", "place-foes",
                   "quest-place-tokens", "quest-setup"],
        "timeout_prompt": "choose-action",
        "timeout_answer": "end",
    }


@hookimpl
def rulekit_agents(game: str) -> dict[str, Any] | None:
    if game != GAME:
        return None
    from rulekit.games.mylady.agents import HeuristicAgent

    return {"heuristic": HeuristicAgent}


@hookimpl
def rulekit_register_primitives(registry: Any, game: str, house_rules: tuple[str, ...]) -> None:
    if game != GAME:
        return
    from rulekit.games.mylady import actions, automaton, combat, effects, missions, rounds

    for name, (doc, payload) in EVENTS.items():
        registry.event(name, doc, **payload)
    combat.register_combat(registry)
    effects.register_effects(registry)
    missions.register_missions(registry)
    rounds.register_rounds(registry)
    actions.register_actions(registry)
    automaton.register_automaton(registry)
