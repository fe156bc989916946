"""Per-player views: the state and the log as one seat may see them.

Zones declare who sees their cards (public, owner, hidden). A card the viewer may not see shows as a face-down
card: its counters (a gem or a prison on it) stay visible, its id does not. The log is redacted the same way,
and so are the options of a decision, so nothing hidden leaks through logs or prompts. Agents get only this.
"""
from __future__ import annotations

from typing import Any

from rulekit.run import events as ev

HIDDEN = "?"


def player_view(game: Any, player: int | None) -> dict[str, Any]:
    """Built for every decision an agent answers, so it avoids per-card work where it can: visibility is looked
    up once per zone, and card facts come from one shared table (read-only by convention)."""
    ctx = game.ctx
    state = game.state
    card_facts = _card_facts(game.definition)
    seen_by = ctx.visibility_for(player)
    card_counters = state["card_counters"]
    visible_cards: dict[str, dict[str, Any]] = {}

    zones: dict[str, Any] = {}
    for key, cards in state["zones"].items():
        if key == "box":
            continue
        if seen_by[key]:
            zones[key] = [{"id": c, "counters": dict(card_counters[c]) if c in card_counters else {}} for c in cards]
            for c in cards:
                visible_cards[c] = card_facts[c]
        elif any(c in card_counters for c in cards):
            zones[key] = [{"id": HIDDEN, "counters": dict(card_counters.get(c, {}))} for c in cards]
        else:
            zones[key] = len(cards)
    pending = []
    for decision in game.pending():
        if decision.player != player:
            continue
        data = decision.to_json()
        for option in data["options"]:
            value = option["value"]
            if isinstance(value, str) and value in card_facts:
                key = ctx.card_zone.get(value, "box")
                if seen_by.get(key, False):
                    visible_cards[value] = card_facts[value]
                else:
                    option["value"] = {"face_down_in": key, "counters": dict(card_counters.get(value, {}))}
        pending.append(data)
    return {
        "game": state["game"],
        "you": player,
        "players": len(state["players"]),
        "round": state["round"],
        "phase": state["phase"],
        "step": state["step"],
        "counters": dict(state["counters"]),
        "player_counters": [dict(p) for p in state["players"]],
        "zones": zones,
        "cards": visible_cards,
        "pending": pending,
        "waiting_for": [d.player for d in game.pending()],
        "result": state["result"],
    }


def _card_facts(definition: Any) -> dict[str, dict[str, Any]]:
    """What anyone who sees a card learns from it: kind and printed stats (built once per GameDef)."""
    return definition.card_facts


def redacted_log(game: Any, player: int | None, start: int = 0) -> list[dict[str, Any]]:
    """The log from `start` as `player` may read it."""
    ctx = game.ctx
    out = []
    for event in game.log[start:]:
        data = event.to_json()
        if isinstance(event, ev.CardsMoved):
            seen = [
                card if ctx.visible_to(source, player) or ctx.visible_to(event.to, player) else HIDDEN
                for card, source in zip(event.cards, event.sources)
            ]
            data["cards"] = seen
        elif isinstance(event, ev.Shuffled):
            data["order"] = len(event.order) if not ctx.visible_to(event.zone, player) else list(event.order)
        elif isinstance(event, ev.DecisionAnswered):
            if event.secret and event.player != player:
                data["chosen"] = [HIDDEN] * len(event.chosen)
            else:
                data["chosen"] = [
                    c if not (isinstance(c, str) and c in game.definition.cards) or _card_seen(ctx, c, player) else HIDDEN
                    for c in event.chosen
                ]
        elif isinstance(event, ev.CounterSet) and event.owner_kind == "card":
            if not _card_seen(ctx, event.owner, player):
                data["owner"] = HIDDEN
                data["zone"] = ctx.card_zone.get(event.owner)
        elif isinstance(event, ev.Signalled):
            data["payload"] = [
                [k, v if not (isinstance(v, str) and v in game.definition.cards) or _card_seen(ctx, v, player) else HIDDEN]
                for k, v in event.payload
            ]
        out.append(data)
    return out


def _card_seen(ctx: Any, card: str, player: int | None) -> bool:
    key = ctx.card_zone.get(card)
    return key is not None and ctx.visible_to(key, player)
