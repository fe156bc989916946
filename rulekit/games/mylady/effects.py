"""Primitives card effects call (Arglist, persons, ambushes, Paris penalties, track rewards)."""
from __future__ import annotations

from rulekit.games.mylady import common
from rulekit.games.mylady.common import MYLADY
from rulekit.run.primitives import GameOver
from rulekit.effects.values import Zone


def draw_treachery(ctx, count: int) -> None:
    """Mylady draws Arglist cards; an empty pile is refilled from the shuffled discards. In the game without her
    such draws do nothing ('Alle Aktionen, die Mylady Arglistkarten ziehen lassen, werden ignoriert')."""
    if ctx.state["counters"].get("solo", 0):
        return
    for _ in range(count):
        card = treachery_top(ctx)
        if card is None:
            return
        ctx.move([card], Zone("schemes", MYLADY))


def treachery_top(ctx) -> str | None:
    """The top Arglist card, the pile refilled from the shuffled discards when empty; None when both are empty."""
    deck = ctx.state["zones"]["treachery_deck"]
    if not deck:
        discard = list(ctx.state["zones"]["treachery_discard"])
        if not discard:
            return None
        ctx.move(discard, Zone("treachery_deck"))
        ctx.shuffle(Zone("treachery_deck"))
        deck = ctx.state["zones"]["treachery_deck"]
    return deck[-1]


def one_for_all_holder(ctx) -> str | None:
    cards = ctx.state["zones"]["one_for_all"]
    return cards[0] if cards else None


def team_voice(ctx) -> int:
    """The seat that answers the musketeers' common decisions (they talk openly; one of them speaks)."""
    return common.musketeers(ctx)[0]


def offer_one_for_all(ctx, uses: list[str]):
    """Ask the musketeers whether to play the One-for-all card now, for one of `uses`; returns the use or None."""
    card = one_for_all_holder(ctx)
    if card is None or not uses:
        return None
    options = ["keep"] + uses
    (choice,) = yield from ctx.choose(team_voice(ctx), options, "one-for-all", labels=[f"option-ofa-{o}" for o in options])
    if choice == "keep":
        return None
    yield from play_one_for_all(ctx, choice)
    return choice


def play_one_for_all(ctx, use: str):
    """The card's three uses ('Karte Einer für alle'): the time marker stays this round, the Queen gets 2 honour
    back, or 2 heroism tokens. The card then leaves the game."""
    card = one_for_all_holder(ctx)
    if card is None:
        return
    ctx.move([card], Zone("removed"))
    if use == "freeze":
        ctx.set_counter("game", None, "time_frozen", 1)
    elif use == "queen":
        yield from ctx.advance("queen", -2)
    elif use == "heroism":
        ctx.set_counter("game", None, "heroism", ctx.counter("game", None, "heroism") + 2)


def mylady_wins(ctx, reason: str):
    """Mylady wins at once, unless the One-for-all card saves the musketeers: it holds the time marker back (time)
    or gives the Queen honour back (queen) ('Spielende', 'Karte Einer für alle')."""
    if reason == "time":
        use = yield from offer_one_for_all(ctx, ["freeze"])
        if use == "freeze":  # the marker does not move this round: back to where phase IV found it
            ctx.set_counter("game", None, "time", ctx.counter("game", None, "time_start"))
            return
    elif reason == "queen":
        use = yield from offer_one_for_all(ctx, ["queen"])
        if use == "queen":
            return
    raise GameOver(reason, [MYLADY])


def register_effects(registry) -> None:
    r = registry

    @r.query(name="musketeers")
    def musketeers_(ctx) -> "players":
        """The seats of the musketeers in the game."""
        return common.musketeers(ctx)

    @r.query
    def present(ctx, place: "zone") -> "players":
        """The musketeers whose figure stands on this board space."""
        return common.present(ctx, place.name)

    @r.query
    def life_left(ctx, musketeer: "player") -> "int":
        """How many life points the musketeer has left."""
        return common.life_left(ctx, musketeer)

    @r.action(ranges={"amount": (1, None)})
    def wound(ctx, musketeer: "player", amount: "int" = 1) -> "none":
        """Wound a musketeer outside a duel (no cuirass helps); at no life left he is knocked out."""
        common.wound(ctx, musketeer, amount)

    @r.action(ranges={"amount": (1, None)})
    def heal(ctx, musketeer: "player", amount: "int") -> "none":
        """Give a musketeer life points back (never above his printed life)."""
        common.heal(ctx, musketeer, amount)

    @r.action(ranges={"amount": (1, None)})
    def heal_rochefort(ctx, amount: "int") -> "none":
        """Give Rochefort life points back, even when he is knocked out (FAQ 'Baume')."""
        ctx.set_counter("card", "rochefort", "wounds", max(0, ctx.counter("card", "rochefort", "wounds") - amount))

    @r.action
    def jail(ctx, musketeer: "player", at_once: "bool" = True) -> "none":
        """Send a musketeer to the Bastille. By an Arglist card he may try to leave at once; by Richelieu only next
        round ('Die Bastille')."""
        common.move_figure(ctx, musketeer, "bastille")
        ctx.set_counter("player", musketeer, "jailed", 1 if at_once else 2)

    @r.action
    def choose_musketeer(ctx, chooser: "player", prompt: "str" = "choose-musketeer") -> "player":
        """`chooser` picks one of the musketeers in the game; returns his seat."""
        (picked,) = yield from ctx.choose(chooser, common.musketeers(ctx), prompt)
        return picked

    @r.action(name="draw_adventure", ranges={"count": (1, None)})
    def draw_adventure_(ctx, musketeer: "player", count: "int" = 1) -> "cards":
        """The musketeer draws adventure cards; an empty pile is refilled from the shuffled discards."""
        return common.draw_adventure(ctx, musketeer, count)

    @r.action
    def release(ctx, musketeer: "player") -> "none":
        """A jailed musketeer walks out of the Bastille to Vieux Colombier without an action."""
        if common.location_of(ctx, musketeer) == "bastille":
            common.move_figure(ctx, musketeer, "vieux_colombier")
        ctx.set_counter("player", musketeer, "jailed", 0)

    @r.action(name="draw_treachery", ranges={"count": (1, None)})
    def draw_treachery_(ctx, count: "int" = 1) -> "none":
        """Mylady draws Arglist cards into her hand."""
        draw_treachery(ctx, count)

    @r.action(name="mylady_wins")
    def mylady_wins_(ctx, reason: "str") -> "none":
        """Mylady wins now (time, la_rochelle, queen, constance), unless the One-for-all card can and does stop it."""
        yield from mylady_wins(ctx, reason)

    @r.action(name="win_one_for_all")
    def win_one_for_all(ctx) -> "none":
        """The musketeers take the One-for-all card, if it is still in the supply."""
        supply = ctx.state["zones"]["one_for_all_supply"]
        if supply:
            ctx.move([supply[0]], Zone("one_for_all"))
