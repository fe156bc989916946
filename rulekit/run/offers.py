"""Cards that offer what they do: a card's trigger asked whether it would answer an event now (`ready`), and run
for that one card only (`fire`). A game's menu of actions can then be data: each action is a card lying in a
zone, its trigger's `if` says when it can be taken and its `do` what it does, and a content pack adds an action
by adding a card.

    choose m "act" {
      act(a in ready(cards_in(place_actions), place_action, musketeer=m)) {
        fire(a, place_action, musketeer=m)
      }
      ...
    }

`fire` logs the event as a signal does (the log and the views show it), but runs the triggers of that card only,
wherever the card lies (its zone need not be active).
"""
from __future__ import annotations

from typing import Any

from rulekit.effects.registry import Registry
from rulekit.errors import EffectRuntimeError
from rulekit.run import events as ev
from rulekit.run.flow import CARD
from rulekit.run.machine import Frame

_NEW_SIGNALLED = ev.maker(ev.Signalled)


def card_triggers(ctx: Any, event: str, card: str) -> tuple[Any, ...]:
    """The (non-response) triggers of `card` on `event`, in their order on the card."""
    table = ctx.derived("card-triggers", _card_triggers)
    return table.get((event, card), ())


def _card_triggers(game: Any) -> dict[tuple[str, str], tuple[Any, ...]]:
    found: dict[tuple[str, str], list[Any]] = {}
    for event, handlers in game.handlers.items():
        for kind, trigger in handlers:
            if kind == CARD:
                found.setdefault((event, trigger.card), []).append(trigger)
    return {key: tuple(triggers) for key, triggers in found.items()}


def _env(ctx: Any, payload: dict, card: str) -> dict:
    env = dict(payload)
    env["self"] = card
    env["owner"] = ctx.owner_of(card)
    return env


def _holds(ctx: Any, trigger: Any, env: dict) -> bool:
    return trigger.condition is None or bool(trigger.condition.fn(ctx, env))


def fire_frame(event: str, card: str, payload: dict) -> Frame:
    # v: [event, card, payload, trigger index]
    return Frame(_fire, [event, card, payload, 0])


def _fire(ctx: Any, fr: Frame) -> Any:
    v = fr.v
    triggers = card_triggers(ctx, v[0], v[1])
    while v[3] < len(triggers):
        trigger = triggers[v[3]]
        v[3] += 1
        env = _env(ctx, v[2], v[1])
        if not _holds(ctx, trigger, env):
            continue
        key = (v[1], trigger.id)
        ctx.fired[key] = ctx.fired.get(key, 0) + 1  # for rulekit.sim.cardstats, as a signal's triggers are counted
        if trigger.effect.asks:
            return trigger.effect.frame(env)
        trigger.effect.fn(ctx, env)
    return None


def register_offers(r: Registry) -> Registry:
    """`ready` and `fire`, registered into the core vocabulary."""

    @r.query(reads_rules=True)
    def ready(ctx, cards: "cards", event: "str", **payload) -> "cards":
        """The cards among `cards` that would answer `event` now: each has a trigger on it whose `if` holds with
        these keywords as the payload (`self` the card, `owner` its holder). A card's action offered in a menu:
        `act(a in ready(cards_in(actions), action_taken, musketeer=m)) { fire(a, action_taken, musketeer=m) }`."""
        if event not in ctx.game.registry.events:
            raise EffectRuntimeError(f"unknown event {event!r}")
        found = []
        for card in ctx.cards_of(cards):
            for trigger in card_triggers(ctx, event, card):
                if _holds(ctx, trigger, _env(ctx, payload, card)):
                    found.append(card)
                    break
        return found

    @r.action(asks=True)
    def fire(ctx, target: "card", event: "str", **payload) -> "none":
        """Announce `event` to one card, `target`: its triggers on the event run (each only if its `if` holds),
        wherever the card lies; no other trigger hears it. The log shows the event as it shows a signal:
        `fire(card, treachery_played, card=card)`."""
        if event not in ctx.game.registry.events:
            raise EffectRuntimeError(f"unknown event {event!r}")
        if target not in ctx.game.cards:
            raise EffectRuntimeError(f"{target!r} is not a card")
        ctx.emit(_NEW_SIGNALLED((event, tuple(sorted(payload.items())))))
        if not card_triggers(ctx, event, target):
            return None
        return fire_frame(event, target, dict(payload))

    return r
