"""Small shared helpers of the Mylady ruleset: where a musketeer stands, what he owns, life and wounds.

A musketeer is a seat (1-4); his board is a card of kind `musketeer` whose `seat` stat names it and whose zone is
where his figure stands. Everything here reads or changes the game through the run-time context only.
"""
from __future__ import annotations

from typing import Any, Iterator

from rulekit.run.context import RunContext
from rulekit.effects.values import Zone

MYLADY = 0
SKILLS = ("education", "nobility", "charm", "bravery")
PLACES = ("mylady_house", "richelieu", "vieux_colombier", "bastille", "paris", "louvre", "la_rochelle", "quest")


def _boards(ctx: RunContext) -> dict[int, str]:
    """Seat -> musketeer board card, found once per game."""
    return ctx.derived("mylady-boards", lambda game: {
        card.stats["seat"]: card.id for card in reversed(list(game.cards.values())) if card.kind == "musketeer"})


def musketeer_card(ctx: RunContext, seat: int) -> str:
    try:
        return _boards(ctx)[seat]
    except KeyError:
        raise KeyError(f"no musketeer board for seat {seat}") from None


def musketeers(ctx: RunContext) -> list[int]:
    """Seats of the musketeers taking part (their board is on the table, not in the box)."""
    return sorted(seat for seat, card in _boards(ctx).items()
                  if ctx.card_zone.get(card) != "box" and seat < len(ctx.players))


def location_of(ctx: RunContext, seat: int) -> str:
    """The space where the musketeer's figure stands (a zone name such as 'paris')."""
    return ctx.card_zone[musketeer_card(ctx, seat)]


def present(ctx: RunContext, place: str) -> list[int]:
    return [s for s in musketeers(ctx) if location_of(ctx, s) == place]


def move_figure(ctx: RunContext, seat: int, place: str) -> None:
    card = musketeer_card(ctx, seat)
    if ctx.card_zone.get(card) != place:
        ctx.move([card], Zone(place))


def max_life(ctx: RunContext, seat: int) -> int:
    return int(ctx.game.cards[musketeer_card(ctx, seat)].stats["life"])


def life_left(ctx: RunContext, seat: int) -> int:
    return max_life(ctx, seat) - ctx.counter("player", seat, "wounds")


def gear(ctx: RunContext, seat: int) -> list[str]:
    """The equipment and upgrade tokens the musketeer owns."""
    return ctx.cards_of(Zone("gear", seat))


def has_item(ctx: RunContext, seat: int, item: str) -> bool:
    return any(ctx.game.cards[c].stats.get("item") == item for c in gear(ctx, seat))


def skill_value(ctx: RunContext, seat: int, skill: str) -> int:
    """Printed skill plus one for each improved-skill token of that skill."""
    base = int(ctx.game.cards[musketeer_card(ctx, seat)].stats[skill])
    bonus = sum(1 for c in gear(ctx, seat) if ctx.game.cards[c].stats.get("item") == "skill" and ctx.game.cards[c].stats.get("skill") == skill)
    return base + bonus


def thrusts(ctx: RunContext, seat: int) -> list[tuple[str, ...]]:
    """The secret thrusts the musketeer can use: the printed one unless an improved token covers it; d'Artagnan
    keeps his own beside an improved one (rulebook 'Verbesserter geheimer Fechtstoß')."""
    board = ctx.game.cards[musketeer_card(ctx, seat)]
    improved = [tuple(ctx.game.cards[c].stats["thrust"].split()) for c in gear(ctx, seat) if ctx.game.cards[c].stats.get("item") == "thrust"]
    printed = tuple(str(board.stats["thrust"]).split())
    keeps_printed = bool(board.stats.get("two_thrusts", 0))
    if improved and not keeps_printed:
        return improved
    return [printed] + improved


def wound(ctx: RunContext, seat: int, amount: int = 1) -> bool:
    """Take `amount` wounds; at no life left the musketeer is knocked out. True if he was knocked out now."""
    if amount <= 0 or ctx.counter("player", seat, "knocked_out"):
        return False
    wounds = min(max_life(ctx, seat), ctx.counter("player", seat, "wounds") + amount)
    ctx.set_counter("player", seat, "wounds", wounds)
    if wounds >= max_life(ctx, seat):
        knock_out(ctx, seat)
        return True
    return False


def heal(ctx: RunContext, seat: int, amount: int) -> None:
    ctx.set_counter("player", seat, "wounds", max(0, ctx.counter("player", seat, "wounds") - amount))


def knock_out(ctx: RunContext, seat: int) -> None:
    """Out of the fight: his figure lies at Vieux Colombier ('Wunden'); he stands up later (phase II). Knocked out
    on the quest with the deadly quest, he may never go back; when no musketeer may, Mylady wins."""
    if location_of(ctx, seat) == "quest":
        ctx.set_counter("player", seat, "quest_space", 0)
        if ctx.state["counters"].get("deadly_quest", 0):
            ctx.set_counter("player", seat, "quest_banned", 1)
            if all(ctx.counter("player", s, "quest_banned") for s in musketeers(ctx)):
                from rulekit.run.primitives import GameOver

                raise GameOver("deadly_quest", [MYLADY])
    ctx.set_counter("player", seat, "knocked_out", 1)
    ctx.set_counter("player", seat, "jailed", 0)
    move_figure(ctx, seat, "vieux_colombier")


def draw_adventure(ctx: RunContext, seat: int, count: int = 1) -> list[str]:
    """Draw adventure cards; an empty deck is refilled from the shuffled discard pile ('Eine Abenteuerkarte ziehen')."""
    drawn: list[str] = []
    for _ in range(count):
        deck = ctx.state["zones"]["adventure_deck"]
        if not deck:
            discard = ctx.state["zones"]["adventure_discard"]
            if not discard:
                break
            ctx.move(list(discard), Zone("adventure_deck"))
            ctx.shuffle(Zone("adventure_deck"))
            deck = ctx.state["zones"]["adventure_deck"]
        card = deck[-1]
        ctx.move([card], hand_zone(ctx, seat))
        drawn.append(card)
    return drawn


def stat(ctx: RunContext, card: str, name: str, default: Any = 0) -> Any:
    return ctx.game.cards[card].stats.get(name, default)


def cards_of_kind(ctx: RunContext, zone: str, kind: str) -> list[str]:
    return [c for c in ctx.state["zones"][zone] if ctx.game.cards[c].kind == kind]


def hand_owner(ctx: RunContext, seat: int) -> int:
    """Whose hand zone a musketeer plays from: his own, or with fewer players the first seat of the person who runs
    him (three players: two musketeers share a hand; two players: all four do)."""
    people = ctx.state.get("people", len(ctx.players))
    for group in ctx.game.player_counts.get(people, {}).get("controllers") or ():
        seats = [ctx.game.seats.index(name) for name in group]
        if seat in seats:
            return seats[0]
    return seat


def hand(ctx: RunContext, seat: int) -> list[str]:
    return ctx.cards_of(Zone("hand", hand_owner(ctx, seat)))


def hand_zone(ctx: RunContext, seat: int) -> Zone:
    return Zone("hand", hand_owner(ctx, seat))


def each_card(ctx: RunContext, zone: str) -> Iterator[str]:
    yield from list(ctx.state["zones"][zone])
