"""Musketiere's ruleset: the procedures of seed 004 with many choices, as effect-language primitives.

The flow, the duel and the scoring are YAML (content/games/musketiere.yaml). What is here decides who takes a
gem or a prison and where it goes (sections "Le duel", "Libérer un Mousquetaire", "Trois cartes occupées").
It is registered through the same hooks a house rule uses, so a house rule can replace `claim_gem` or
`take_prison`; the two house rules below show how.
"""
from __future__ import annotations

import copy
from typing import Any

from rulekit.hookspecs import hookimpl
from rulekit.run.context import RunContext
from rulekit.run.values import Zone

GAME = "musketiere"

HOUSE_RULES = {
    "short-game": "Play to 50 ducats instead of 100.",
    "no-theft": "When the supply is empty, nobody takes a gem or a prison from another player: the duel gives nothing.",
}


def _pay(ctx: RunContext, player: int) -> list[str]:
    return ctx.cards_of(Zone("pay", player))


def _marked(ctx: RunContext, card: str, counter: str) -> bool:
    return ctx.counter("card", card, counter) > 0


def _other_players_cards_with(ctx: RunContext, player: int, counter: str) -> list[str]:
    return [c for p in ctx.players if p != player for c in _pay(ctx, p) if _marked(ctx, c, counter)]


def claim_gem(ctx: RunContext, winner: int, theft: bool = True):
    """The winner of a duel takes a gem onto a free pay card, or frees one of their pay cards from prison instead.
    With all three pay cards covered, freeing a card is the only choice. With no gem left in the supply, the gem
    is taken from another player's card."""
    pay = _pay(ctx, winner)
    free = [c for c in pay if not _marked(ctx, c, "gem") and not _marked(ctx, c, "prison")]
    jailed = [c for c in pay if _marked(ctx, c, "prison")]
    supply = ctx.counter("game", None, "gems")
    sources = [] if supply else _other_players_cards_with(ctx, winner, "gem")
    can_take = bool(free) and (supply > 0 or (theft and bool(sources)))
    choices = (["take-gem"] if can_take else []) + (["free-card"] if jailed else [])
    if not choices:
        return
    if len(choices) == 1:
        choice = choices[0]
    else:
        (choice,) = yield from ctx.choose(winner, choices, "gem-or-free", labels=["option-take-gem", "option-free-card"])
    if choice == "free-card":
        (card,) = yield from ctx.choose(winner, jailed, "free-card")
        ctx.set_counter("card", card, "prison", 0)
        ctx.set_counter("game", None, "prisons", ctx.counter("game", None, "prisons") + 1)
        yield from ctx.signal("prison_removed", {"player": winner, "card": card})
        return
    (card,) = yield from ctx.choose(winner, free, "place-gem", prefer="value")
    if supply:
        ctx.set_counter("game", None, "gems", supply - 1)
    else:
        (source,) = yield from ctx.choose(winner, sources, "steal-gem")
        ctx.set_counter("card", source, "gem", 0)
    ctx.set_counter("card", card, "gem", 1)
    yield from ctx.signal("gem_placed", {"player": winner, "card": card})


def take_prison(ctx: RunContext, loser: int, theft: bool = True):
    """The loser of a duel puts a prison on a free pay card. With all three pay cards covered, they give a gem back
    to the supply instead. With no prison left in the supply, the prison is taken from another player's card,
    which frees that card."""
    pay = _pay(ctx, loser)
    free = [c for c in pay if not _marked(ctx, c, "gem") and not _marked(ctx, c, "prison")]
    if not free:
        gems = [c for c in pay if _marked(ctx, c, "gem")]
        if gems:
            (card,) = yield from ctx.choose(loser, gems, "return-gem", prefer="-value")
            ctx.set_counter("card", card, "gem", 0)
            ctx.set_counter("game", None, "gems", ctx.counter("game", None, "gems") + 1)
            yield from ctx.signal("gem_returned", {"player": loser, "card": card})
        return
    supply = ctx.counter("game", None, "prisons")
    source = None
    if not supply:
        sources = _other_players_cards_with(ctx, loser, "prison") if theft else []
        if not sources:
            return
        (source,) = yield from ctx.choose(loser, sources, "take-prison-from")
    (card,) = yield from ctx.choose(loser, free, "place-prison", prefer="-value")
    if source is None:
        ctx.set_counter("game", None, "prisons", supply - 1)
    else:
        ctx.set_counter("card", source, "prison", 0)
        yield from ctx.signal("prison_removed", {"player": ctx.owner_of(source), "card": source})
    ctx.set_counter("card", card, "prison", 1)
    yield from ctx.signal("prison_placed", {"player": loser, "card": card})


@hookimpl
def rulekit_house_rules(game: str) -> list[tuple[str, str]] | None:
    return list(HOUSE_RULES.items()) if game == GAME else None


@hookimpl
def rulekit_register_primitives(registry: Any, game: str, house_rules: tuple[str, ...]) -> None:
    if game != GAME:
        return
    theft = "no-theft" not in house_rules

    @registry.action(name="claim_gem")
    def claim_gem_(ctx, winner: "player") -> "none":
        """Musketiere: the duel's winner takes a gem or frees a pay card ('Le duel', 'Libérer un Mousquetaire',
        'Trois cartes occupées')."""
        yield from claim_gem(ctx, winner, theft)

    @registry.action(name="take_prison")
    def take_prison_(ctx, loser: "player") -> "none":
        """Musketiere: the duel's loser takes a prison, or gives a gem back when all three pay cards are covered
        ('Le duel', 'Trois cartes occupées')."""
        yield from take_prison(ctx, loser, theft)

    registry.event("duel_won", "Musketiere: the team beat the guard; `winner` played the strongest card.", winner="player")
    registry.event("duel_lost", "Musketiere: the guard won; `loser` played the weakest card.", loser="player")
    registry.event("gem_placed", "Musketiere: a gem was put on `card` of `player`.", player="player", card="card")
    registry.event("gem_returned", "Musketiere: `player` gave the gem of `card` back to the supply.", player="player", card="card")
    registry.event("prison_placed", "Musketiere: a prison was put on `card` of `player`.", player="player", card="card")
    registry.event("prison_removed", "Musketiere: the prison on `card` of `player` was taken away.", player="player", card="card")


@hookimpl
def rulekit_adjust_definition(game: str, definition: dict[str, Any], house_rules: tuple[str, ...]) -> dict[str, Any] | None:
    if game != GAME or "short-game" not in house_rules:
        return None
    changed = copy.deepcopy(definition)
    changed["flow"]["end_when"] = "max(players.ducats) >= 50"
    return changed
