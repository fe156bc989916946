"""Which cards were drawn and played in a game, read generically from its event log.

No game says "draw" or "play" to the engine, so both are derived from what any game's log holds:

- **drawn**: a card moved out of a hidden zone (a deck: nobody sees its cards) into a zone someone sees. It was
  drawn by the seat owning the zone it went to (`hand@2` -> seat 2), or by nobody (None) when it went to a shared
  zone (a guard turned face up).
- **played**: a card a seat chose in one of its decisions while the card lay in one of that seat's own zones (a
  card picked from the hand), or a card moved from one of a seat's own zones into a zone named like a discard
  pile or a play area (its name holds "discard", "play" or "table": `discard`, `played@1`, `in_play`). A choice
  followed by such a move of the same card counts once.

Only cards of the game count (not seats, words or numbers among options). The `box` (cards out of the game)
is never a deck.

- **fired**: a trigger of the card ran (its card lay in an active zone and its condition held; a response card
  played in a window counts too), or a rule trigger of the game or of a pack that names the card in its condition
  or effect ran (a pack's ``if: top(guard) == `cardinal-spy` `` belongs to the spy). The engine counts firings
  beside the log (`RunContext.fired`), as the log records what triggers did, not that they ran.
"""
from __future__ import annotations

import re
from typing import Any

from rulekit.effects.ast import Literal, Name, walk
from rulekit.run import events as ev

PLAY_ZONE = re.compile(r"discard|play|table")


def _owner(key: str) -> int | None:
    name, _, owner = key.partition("@")
    return int(owner) if owner else None


def card_events(game: Any) -> dict[str, dict[str, list[int | None]]]:
    """{"drawn": {card: [seat or None, ...]}, "played": {card: [seat, ...]}, "fired": {card: times}}: drawn and
    played have one entry per time it happened."""
    definition = game.definition
    cards = definition.cards
    hidden = {name for name, zone in definition.zones.items() if zone.visibility == "hidden"}
    drawn: dict[str, list[int | None]] = {}
    played: dict[str, list[int | None]] = {}
    chosen: dict[str, int] = {}  # card -> seat that chose it and has not moved it to a play zone yet
    zone_of: dict[str, str] = {}
    for key, held in game.initial_state["zones"].items():
        for card in held:
            zone_of[card] = key
    for event in game.log:
        cls = event.__class__
        if cls is ev.DecisionAnswered:
            for value in event.chosen:
                if value.__class__ is str and value in cards and _owner(zone_of.get(value, "")) == event.player:
                    played.setdefault(value, []).append(event.player)
                    chosen[value] = event.player
        elif cls is ev.CardsMoved:
            to_name = event.to.partition("@")[0]
            for card, source in zip(event.cards, event.sources):
                zone_of[card] = event.to
                source_name = source.partition("@")[0]
                if source_name in hidden and source_name != "box" and to_name not in hidden:
                    drawn.setdefault(card, []).append(_owner(event.to))
                seat = _owner(source)
                if seat is not None and PLAY_ZONE.search(to_name) and not PLAY_ZONE.search(source_name):
                    if chosen.pop(card, None) != seat:
                        played.setdefault(card, []).append(seat)
    return {"drawn": drawn, "played": played, "fired": fired_cards(game)}


def fired_cards(game: Any) -> dict[str, int]:
    """{card: times its triggers fired} (see the module's docstring), only cards that fired."""
    named = rule_trigger_cards(game.definition)
    fired: dict[str, int] = {}
    for (card, trigger), times in getattr(game.ctx, "fired", {}).items():
        for owner in ((card,) if card is not None else named.get(trigger, ())):
            fired[owner] = fired.get(owner, 0) + times
    return dict(sorted(fired.items()))


def rule_trigger_cards(definition: Any) -> dict[str, tuple[str, ...]]:
    """Rule trigger id -> the cards its condition or effect names (by id, as a name or a text)."""
    cards = definition.cards
    found: dict[str, tuple[str, ...]] = {}
    for handlers in definition.handlers.values():
        for _kind, trigger in handlers:
            if getattr(trigger, "card", "") is not None or not hasattr(trigger, "effect"):
                continue
            names = set()
            for code in (trigger.condition, trigger.effect):
                node = getattr(code, "node", None)
                for part in walk(node) if node is not None else ():
                    value = part.id if part.__class__ is Name else part.value if part.__class__ is Literal else None
                    if value.__class__ is str and value in cards:
                        names.add(value)
            if names:
                found[trigger.id] = tuple(sorted(names))
    return found
