"""Per-player views: the state and the log as one seat may see them.

Zones declare who sees their cards (public, owner, hidden). A card the viewer may not see shows as a face-down
card: its counters (a gem or a prison on it) stay visible, its id does not. The log is redacted the same way,
and so are the options of a decision, so nothing hidden leaks through logs or prompts. Agents get only this.

A view is built lazily: it is a read-only mapping whose parts (zones, cards, pending decisions ...) are made the
first time they are read, so an agent that only looks at its decision pays for nothing else. `to_dict()` makes
all of it (for JSON).
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Iterator

from rulekit.run import events as ev

HIDDEN = "?"

_KEYS = ("game", "you", "players", "round", "phase", "step", "counters", "player_counters", "zones", "cards",
         "pending", "waiting_for", "result")


class PlayerView(Mapping):
    """What one seat (None: a spectator) may see of a game, made part by part on first reading."""

    __slots__ = ("_game", "_player", "_parts")

    def __init__(self, game: Any, player: int | None) -> None:
        self._game = game
        self._player = player
        self._parts: dict[str, Any] = {}

    def __getitem__(self, key: str) -> Any:
        parts = self._parts
        if key in parts:
            return parts[key]
        if key not in _KEYS:
            raise KeyError(key)
        if key == "pending":
            self._pending()
        elif key in ("zones", "cards"):
            self._zones_and_cards()
        else:
            parts[key] = getattr(self, "_part_" + key)()
        return parts[key]

    def __iter__(self) -> Iterator[str]:
        return iter(_KEYS)

    def __len__(self) -> int:
        return len(_KEYS)

    def to_dict(self) -> dict[str, Any]:
        return {key: self[key] for key in _KEYS}

    # the cheap parts
    def _part_game(self) -> str:
        return self._game.state["game"]

    def _part_you(self) -> int | None:
        return self._player

    def _part_players(self) -> int:
        return len(self._game.state["players"])

    def _part_round(self) -> int:
        return self._game.state["round"]

    def _part_phase(self) -> str:
        return self._game.state["phase"]

    def _part_step(self) -> str:
        return self._game.state["step"]

    def _part_counters(self) -> dict[str, int]:
        return dict(self._game.state["counters"])

    def _part_player_counters(self) -> list[dict[str, int]]:
        return [dict(p) for p in self._game.state["players"]]

    def _part_waiting_for(self) -> list[int]:
        return [d.player for d in self._game.pending()]

    def _part_result(self) -> Any:
        return self._game.state["result"]

    # zones and the cards seen in them or among the options of the viewer's decisions
    def _pending(self) -> None:
        game = self._game
        seen_by = game.ctx.visibility_for(self._player)
        shown: dict[str, dict[str, Any]] = {}
        self._parts["pending"] = [_decision(game, d, seen_by, shown) for d in game.pending() if d.player == self._player]
        self._parts["_option_cards"] = shown

    def _zones_and_cards(self) -> None:
        game = self._game
        if "pending" not in self._parts:
            self._pending()
        visible: dict[str, dict[str, Any]] = {}
        self._parts["zones"] = _zones(game, game.ctx.visibility_for(self._player), game.definition.card_facts, visible)
        visible.update(self._parts["_option_cards"])
        self._parts["cards"] = visible



def _zones(game: Any, seen_by: dict[str, bool], card_facts: dict, visible: dict) -> dict[str, Any]:
    card_counters = game.state["card_counters"]
    zones: dict[str, Any] = {}
    for key, cards in game.state["zones"].items():
        if key == "box":
            continue
        if seen_by[key]:
            zones[key] = [{"id": c, "counters": dict(card_counters[c]) if c in card_counters else {}} for c in cards]
            for c in cards:
                visible[c] = card_facts[c]
        elif any(c in card_counters for c in cards):
            zones[key] = [{"id": HIDDEN, "counters": dict(card_counters.get(c, {}))} for c in cards]
        else:
            zones[key] = len(cards)
    return zones


def _decision(game: Any, decision: Any, seen_by: dict[str, bool], visible: dict) -> dict[str, Any]:
    """A pending decision as the viewer may see it: options that are cards it may not see show face down."""
    data = decision.to_json()
    card_facts = game.definition.card_facts
    card_zone = game.ctx.card_zone
    card_counters = game.state["card_counters"]
    options = data["options"]
    for index, option in enumerate(options):
        value = option["value"]
        if value.__class__ is str and value in card_facts:
            key = card_zone.get(value, "box")
            if seen_by.get(key, False):
                visible[value] = card_facts[value]
            else:
                if options is data["options"]:
                    options = [dict(o) for o in options]
                options[index]["value"] = {"face_down_in": key, "counters": dict(card_counters.get(value, {}))}
    if options is not data["options"]:
        return dict(data, options=options)
    return dict(data)


def player_view(game: Any, player: int | None) -> PlayerView:
    """What `player` may see now (built part by part as it is read)."""
    return PlayerView(game, player)


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
