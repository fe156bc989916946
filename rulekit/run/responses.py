"""Response windows: at a point the rules name, players holding "at any time" cards may play them.

A card's trigger marked `response: true` never fires by itself when its event is signalled; it waits for a
window, `respond(event, players=..., name=value ...)`. The window goes round the listed players in their order:
each who holds a card (in a zone they own) with a response trigger on that event, whose condition holds, may play
one of them or pass; a card played runs its trigger (with the window's payload, `self` and `owner`) and the round
goes on. The window closes when every listed player has passed (or had nothing to play) since the last card was
played. A card is offered at most once per window, so a window always ends.

The window is a hand-written resumable function on the machine's protocol (rulekit.run.machine): a game paused
inside it can be cloned.
"""
from __future__ import annotations

from typing import Any

from rulekit.effects.registry import Registry
from rulekit.errors import EffectRuntimeError
from rulekit.run.machine import Asking, Frame


def respond_frame(event: str, seats: list[int], prompt: str, payload: dict, voices: list[int] | None = None) -> Frame:
    # v: [event, seats, prompt, payload, cards played, turns taken, passes since the last card,
    #     (seat, the seat asked for it, offered), the seat asked for each seat]
    return Frame(_respond, [event, seats, prompt, payload, [], 0, 0, None, voices if voices is not None else seats])


def _respond(ctx: Any, fr: Frame) -> Any:
    v = fr.v
    if fr.pc == 1:  # an answer came back: a card played, or a pass
        fr.pc = 0
        seat, asked, offered = v[7]
        picks = fr.ret.get(asked, ())
        if not picks:
            v[6] += 1
        else:
            card, trigger = offered[picks[0]]
            v[4] = v[4] + [card]
            v[6] = 0
            env = _env(v[3], card, seat)
            ctx.fired[(card, trigger.id)] = ctx.fired.get((card, trigger.id), 0) + 1
            if trigger.effect.asks:
                return trigger.effect.frame(env)
            trigger.effect.fn(ctx, env)
    seats = v[1]
    while v[6] < len(seats):
        index = v[5] % len(seats)
        seat, asked = seats[index], v[8][index]
        v[5] += 1
        offered = playable(ctx, v[0], seat, v[4], v[3])
        if not offered:
            v[6] += 1
            continue
        ctx.tick()
        decision = ctx.decision(asked, v[2], choices=[card for card, _ in offered], min=0, max=1)
        v[7] = (seat, asked, offered)
        fr.pc = 1
        return Asking([decision])
    fr.result = list(v[4])
    return None


def playable(ctx: Any, event: str, seat: int, played: list[str], payload: dict) -> list[tuple[str, Any]]:
    """The cards `seat` may play now: held in a zone of theirs, not yet played in this window, with a response
    trigger on `event` whose condition holds (the first such trigger of each card)."""
    found: list[tuple[str, Any]] = []
    for trigger in ctx.game.responses.get(event, ()):
        card = trigger.card
        if ctx.owner_of(card) != seat:
            continue
        if card in played or (found and any(card == c for c, _ in found)):
            continue
        if trigger.condition is not None and not trigger.condition.fn(ctx, _env(payload, card, seat)):
            continue
        found.append((card, trigger))
    return found


def _env(payload: dict, card: str, seat: int) -> dict:
    env = dict(payload)
    env["self"] = card
    env["owner"] = seat
    return env


def register_responses(r: Registry) -> Registry:
    """The response window, registered into the core vocabulary."""

    @r.action(asks=True)
    def respond(ctx, event: "str", players: "players" = None, prompt: "str" = "respond", voices: "players" = None,
                **payload) -> "cards":
        """Open a response window on `event`: the listed players (all, in seat order, without `players`) who hold
        a card with a `response: true` trigger on it may each play one or pass, round after round, until all pass
        since the last card played; a card played runs its trigger with the keywords as the event's payload.
        Returns the cards played, in order. `let played = respond(duel_started, players=[defender], attacker=p)`.
        `voices`, one seat for each of `players` in the same order, is who decides for that player's cards, where
        another seat speaks for him at times (a shared figure played in turns):
        `respond(duel_round, players=[athos, porthos], voices=[aramis, porthos])`."""
        if event not in ctx.game.registry.events:
            raise EffectRuntimeError(f"unknown event {event!r}")
        seats = list(ctx.players) if players is None else ctx.players_of(players)
        asked = seats if voices is None else ctx.players_of(voices)
        if len(asked) != len(seats):
            raise EffectRuntimeError(f"'voices' lists {len(asked)} for {len(seats)} players: it needs one seat for each")
        for seat in seats + asked:
            if seat not in ctx.players:
                raise EffectRuntimeError(f"{seat!r} is not a player of this game")
        if not ctx.game.responses.get(event) or not seats:
            return []
        return respond_frame(event, seats, prompt, dict(payload), asked)

    @r.query(reads_rules=True)
    def answerable(ctx, event: "str", player: "player", **payload) -> "cards":
        """The cards `player` could play now in a window on `event` with these keywords as its payload (held in a
        zone of theirs, a response trigger on `event` whose `if` holds): an "at any time" card offered in a menu,
        `drink(t in answerable(any_time, m, musketeer=m)) { answer(t, any_time, musketeer=m) }`."""
        if event not in ctx.game.registry.events:
            raise EffectRuntimeError(f"unknown event {event!r}")
        if not ctx.game.responses.get(event):
            return []
        return [card for card, _ in playable(ctx, event, player, [], payload)]

    @r.action(asks=True)
    def answer(ctx, card: "card", event: "str", **payload) -> "none":
        """Play one response card now, as if its holder had played it in a window on `event` with these keywords
        as the payload: its response trigger on `event` runs (`self` the card, `owner` its holder) if its `if`
        holds. For a menu that offers "at any time" cards between windows (see `answerable`)."""
        if event not in ctx.game.registry.events:
            raise EffectRuntimeError(f"unknown event {event!r}")
        owner = ctx.owner_of(card) if card in ctx.game.cards else None
        if owner is None:
            raise EffectRuntimeError(f"{card!r} is not a card held by a player")
        for found, trigger in playable(ctx, event, owner, [], payload):
            if found == card:
                env = _env(payload, card, owner)
                if trigger.effect.asks:
                    return trigger.effect.frame(env)
                trigger.effect.fn(ctx, env)
                return None
        raise EffectRuntimeError(f"{card!r} cannot answer {event!r} now")

    return r
