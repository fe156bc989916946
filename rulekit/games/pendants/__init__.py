"""The Three Musketeers: The Queen's Pendants — the ruleset of seeds 001 (Italian) and 003 (Portuguese, with the
worked examples), registered as effect-language primitives for the game file content/games/pendants.yaml.

The names content, board and ruleset share are fixed in docs/games/pendants-design.md. Modules: `graph` (the
Louvre's rooms and links, blockers, who stands where, moving), `turns` (set-up, turn-order cards, phases, the
Queen), `musketeers` (a musketeer's phase, All for one), `cardinal` (the Cardinal's phases, special cards,
seduction, The Cardinal's Call), `duels` (duels, wounds, stuns, pendants shown), `variants` (house rules),
`agents` (a heuristic agent for both sides).
"""
from __future__ import annotations

from typing import Any

from rulekit.hookspecs import hookimpl

GAME = "pendants"

EVENTS = {
    "turn_card_drawn": ("A turn-order `card` was turned up: its phases follow.", {"card": "card"}),
    "musketeer_moved": ("`musketeer` stepped into `room`.", {"musketeer": "player", "room": "zone"}),
    "henchman_moved": ("The Cardinal moved `henchman` to `room`.", {"henchman": "card", "room": "zone"}),
    "equipped": ("`musketeer` took the top token of a chest.", {"musketeer": "player"}),
    "duel_ended": ("A duel in `room` ended.", {"room": "zone"}),
    "stunned": ("`musketeer` lost his last life and lies stunned (the Queen advances).", {"musketeer": "player"}),
    "pendant_revealed": ("A stunned `musketeer` showed his pendant to a henchman; `true_pendant` if it is the real one.",
                         {"musketeer": "player", "true_pendant": "bool"}),
    "pendant_seen": ("Milady seduced `musketeer`: the Cardinal saw his pendant.", {"musketeer": "player"}),
    "queen_comforted": ("`musketeer` reached the ballroom without the true pendant: the Queen steps back, he is out.",
                        {"musketeer": "player"}),
    "all_for_one": ("The musketeers played All for one: their collective phase begins.", {}),
    "cardinals_call": ("The Cardinal played his Call: an extra phase begins.", {}),
    "special_played": ("The Cardinal played the special `card` for its `effect` (the card's triggers do it).",
                       {"card": "card", "effect": "str"}),
    "token_used": ("`musketeer` used the equipment `token` (its triggers do what it does).",
                   {"musketeer": "player", "token": "card"}),
    "token_drawn": ("`musketeer` drew the red-cornered `token` from a chest: it acts at once.",
                    {"musketeer": "player", "token": "card"}),
    "portrait_drawn": ("Maximum suspense: a portrait token says the Queen walks `squares`.", {"squares": "int"}),
}


@hookimpl
def rulekit_house_rules(game: str) -> list[tuple[str, str]] | None:
    from rulekit.games.pendants.variants import EXCLUDES, HOUSE_RULES

    return [(name, text, EXCLUDES.get(name, ())) for name, text in HOUSE_RULES.items()] if game == GAME else None


@hookimpl
def rulekit_adjust_definition(game: str, definition: dict[str, Any], house_rules: tuple[str, ...]) -> dict[str, Any] | None:
    if game != GAME:
        return None
    from rulekit.games.pendants.variants import adjust

    return adjust(definition, house_rules)


@hookimpl
def rulekit_agents(game: str) -> dict[str, Any] | None:
    if game != GAME:
        return None
    from rulekit.games.pendants.agents import HeuristicAgent

    return {"heuristic": HeuristicAgent}


@hookimpl
def rulekit_register_primitives(registry: Any, game: str, house_rules: tuple[str, ...]) -> None:
    if game != GAME:
        return
    from rulekit.games.pendants import cards, turns

    for name, (doc, payload) in EVENTS.items():
        registry.event(name, doc, **payload)
    cards.register_cards(registry)

    @registry.action(name="prepare_louvre")
    def prepare_louvre(ctx) -> "none":
        """Pendants: the set-up ('PER INIZIARE'): the variants' rooms, the decks shuffled, one pendant dealt secretly to
        each musketeer, one blue-cornered starting token each (a red one goes back), the chests filled three high,
        a guard on every crest, Rochefort and Milady in the reserve, the Queen in her chamber, the musketeers on the
        quai, and the Cardinal's first special card."""
        yield from turns.prepare_louvre(ctx)

    @registry.action(name="turn_order_card")
    def turn_order_card(ctx) -> "none":
        """Pendants: turn up the next turn-order card (the twelve are shuffled again once used)."""
        yield from turns.turn_order_card(ctx)

    @registry.action(name="play_phases")
    def play_phases(ctx) -> "none":
        """Pendants: the phases the turn-order card names, top to bottom: each musketeer's phase and the Cardinal's
        phases with their action points (and a special card where the card shows the symbol)."""
        yield from turns.play_phases(ctx)

    @registry.action(name="queen_advances")
    def queen_advances(ctx) -> "none":
        """Pendants: the Queen walks toward the King as the card's portrait says (a portrait token with maximum
        suspense); on the king square the Cardinal wins."""
        yield from turns.queen_advances(ctx)
