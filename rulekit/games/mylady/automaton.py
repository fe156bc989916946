"""'Spiel ohne Mylady': the rules play Mylady for 1-4 musketeer players (solo included).

Her seat is automated (every decision left to her is made at random from the game's seeded stream) and her phase I
follows fixed rules: a location card drawn and shown (never Richelieu nor her house; La Rochelle only once the
musketeers have placed two cards there; the quest once its last chapter is laid), an Arglist card drawn and played
each round (Heilsalbe drawn while Rochefort is unhurt is replaced), a random Paris card whenever none is in play,
and adversaries and ambushes shuffled together and drawn until a mission's value is reached. Effects that would
let her draw Arglist cards do nothing.
"""
from __future__ import annotations

from rulekit.games.mylady import common, effects, missions, rounds
from rulekit.games.mylady.common import MYLADY
from rulekit.effects.values import Zone

EXCLUDED = ("richelieu", "mylady_house")


def active(ctx) -> bool:
    return bool(ctx.state["counters"].get("solo", 0))


def _random(ctx, values: list):
    return values[ctx.random_below(len(values))] if values else None


def location(ctx):
    """Draw her location card at random and show it."""
    rounds.gather_mylady(ctx)
    own = ctx.cards_of(Zone("locations_hand", MYLADY))
    place_of = {c: common.stat(ctx, c, "place") for c in own}
    if ctx.state["counters"].get("quest_chapter", 0) >= 4 and not missions.rochefort_down(ctx):
        choice = next((c for c in own if place_of[c] == "quest"), None)
    else:
        allowed = [c for c in own if place_of[c] not in EXCLUDED]
        if len(ctx.state["zones"]["rochelle_cards"]) < 2:
            allowed = [c for c in allowed if place_of[c] != "la_rochelle"]
        if missions.rochefort_down(ctx):
            allowed = [c for c in allowed if place_of[c] not in missions.ROCHEFORT_PLACES]
        choice = _random(ctx, allowed)
    if choice:
        ctx.move([choice], Zone("secret_location"))
    yield from ()


def treachery(ctx):
    """Draw an Arglist card and play it at once; Heilsalbe while Rochefort is unhurt is discarded for another."""
    for _ in range(len(ctx.game.cards)):
        card = effects.treachery_top(ctx)
        if card is None:
            return
        heals = any(t.event == "treachery_played" and "heal_rochefort" in _source(t) for t in ctx.game.cards[card].triggers)
        if heals and ctx.counter("card", "rochefort", "wounds") == 0:
            ctx.move([card], Zone("treachery_discard"))
            continue
        ctx.move([card], Zone("in_play"))
        yield from ctx.signal("treachery_played", {"card": card})
        if ctx.card_zone.get(card) == "in_play":
            ctx.move([card], Zone("treachery_discard"))
        return


def _source(trigger) -> str:
    """The effect's syntax tree as text: the Heilsalbe is whichever Arglist card heals Rochefort, by what it does."""
    return repr(trigger.effect.node)


def paris(ctx):
    """A random Paris card whenever none is in play."""
    if missions.mission_card(ctx, "paris") is not None:
        return
    pile = list(ctx.state["zones"]["paris_pile"]) + [c for c in ctx.cards_of(Zone("schemes", MYLADY)) if ctx.game.cards[c].kind == "paris"]
    card = _random(ctx, pile)
    if card:
        ctx.move([card], Zone("paris_mission"))
        yield from missions.place_foes(ctx, "paris")


def draw_foes(ctx, value: int) -> list[str]:
    """Adversaries and ambushes shuffled together, drawn until the value is reached; a card that would overshoot
    (or a second ambush) goes back."""
    pool = [c for c in ctx.cards_of(Zone("schemes", MYLADY)) if ctx.game.cards[c].kind in ("adversary", "ambush")]
    chosen: list[str] = []
    total = 0
    while pool and total < value:
        card = pool.pop(ctx.random_below(len(pool)))
        worth = int(common.stat(ctx, card, "value"))
        second_ambush = ctx.game.cards[card].kind == "ambush" and any(ctx.game.cards[c].kind == "ambush" for c in chosen)
        if total + worth <= value and not second_ambush:
            chosen.append(card)
            total += worth
    return chosen


def register_automaton(registry) -> None:
    r = registry

    @r.action(name="automaton_location")
    def automaton_location(ctx) -> "none":
        """Game without Mylady: her location card is drawn at random and shown ('Aufenthaltsort von Mylady')."""
        yield from location(ctx)

    @r.action(name="automaton_treachery")
    def automaton_treachery(ctx) -> "none":
        """Game without Mylady: an Arglist card drawn and played each round ('Arglist')."""
        yield from treachery(ctx)

    @r.action(name="automaton_paris")
    def automaton_paris(ctx) -> "none":
        """Game without Mylady: a random Paris card when none is in play ('Paris')."""
        yield from paris(ctx)
