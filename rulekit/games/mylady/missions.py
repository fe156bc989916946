"""Paris and Louvre missions: Mylady's adversaries and ambushes on them, what is left to do, success and failure,
and Rochefort's interruption ('Paris', 'Der Louvre-Palast', 'Rochefort'; FAQ 'Rochefort', 'Cartes Paris',
'Le Louvre', 'Cartes Embûches')."""
from __future__ import annotations

from itertools import combinations

from rulekit.games.mylady import common
from rulekit.games.mylady.common import MYLADY
from rulekit.effects.values import Zone

MISSIONS = {"paris": ("paris_mission", "paris_foes"), "louvre": ("louvre_mission", "louvre_foes")}
ROCHEFORT_PLACES = ("paris", "louvre", "quest")


def mission_card(ctx, place: str) -> str | None:
    cards = ctx.state["zones"][MISSIONS[place][0]]
    return cards[0] if cards else None


def foes(ctx, place: str, kind: str | None = None) -> list[str]:
    cards = ctx.state["zones"][MISSIONS[place][1]]
    return [c for c in cards if kind is None or ctx.game.cards[c].kind == kind]


def ambush(ctx, place: str) -> str | None:
    found = foes(ctx, place, "ambush")
    return found[0] if found else None


def blocked_by_beggars(ctx, place: str) -> bool:
    """While the beggars sit on a mission, nobody can work on it (FAQ 'Mendiants')."""
    card = ambush(ctx, place)
    return card is not None and common.stat(ctx, card, "remove_by") == "pay"


def challenge_open(ctx, place: str) -> bool:
    card = mission_card(ctx, place)
    if card is None or common.stat(ctx, card, "skill") in ("none", "", None) or not common.stat(ctx, card, "difficulty"):
        return False
    return ctx.counter("card", card, "met") == 0


def challenge_difficulty(ctx, place: str) -> int:
    card = mission_card(ctx, place)
    extra = sum(int(common.stat(ctx, a, "challenge_plus")) for a in foes(ctx, place, "ambush"))
    return int(common.stat(ctx, card, "difficulty")) + extra


def mission_complete(ctx, place: str) -> bool:
    """All its challenge, duels and ambushes overcome ('Spielprinzipien': everything of a mission must be done);
    thieves and assassins go with the mission, so they never hold it up."""
    if mission_card(ctx, place) is None or challenge_open(ctx, place):
        return False
    if foes(ctx, place, "adversary"):
        return False
    return all(common.stat(ctx, a, "remove_by") == "mission" for a in foes(ctx, place, "ambush"))


# ------------------------------------------------------------------------------------------- placing foes
def foe_options(ctx, value: int) -> list[list[str]]:
    """Sets of Mylady's adversaries and ambushes worth exactly `value`, with at most one ambush ('Wert'); when none
    adds up exactly, the fullest sets below it."""
    hand = [c for c in ctx.state["zones"][f"schemes@{MYLADY}"] if ctx.game.cards[c].kind in ("adversary", "ambush")]
    hand.sort()
    best: list[list[str]] = []
    best_total = 0
    for size in range(1, min(len(hand), value) + 1):
        for combo in combinations(hand, size):
            if sum(1 for c in combo if ctx.game.cards[c].kind == "ambush") > 1:
                continue
            total = sum(int(common.stat(ctx, c, "value")) for c in combo)
            if total > value:
                continue
            if total > best_total:
                best, best_total = [], total
            if total == best_total:
                best.append(list(combo))
    return best or [[]]


def place_foes(ctx, place: str):
    """Mylady lays adversaries and at most one ambush worth the mission's value on it."""
    card = mission_card(ctx, place)
    if card is None:
        return
    from rulekit.games.mylady import automaton

    if automaton.active(ctx):  # game without Mylady: shuffled and drawn to value
        chosen = automaton.draw_foes(ctx, int(common.stat(ctx, card, "value")))
    else:
        options = foe_options(ctx, int(common.stat(ctx, card, "value")))
        if len(options) == 1:
            chosen = options[0]
        else:
            (chosen,) = yield from ctx.choose(MYLADY, options, "place-foes")
    if chosen:
        ctx.move(list(chosen), Zone(MISSIONS[place][1]))
    for c in chosen:
        if ctx.game.cards[c].kind == "ambush":
            yield from ctx.signal("ambush_placed", {"card": c, "place": Zone(place)})


def clear_mission(ctx, place: str, *, foes_back: bool) -> None:
    """Take a mission off the board: its card leaves the game, unbeaten adversaries go back to Mylady's hand (or
    leave the game with it), the ambush is discarded for good, the Constance marker goes back to 0."""
    mission_zone, foes_zone = MISSIONS[place]
    for c in list(ctx.state["zones"][foes_zone]):
        kind = ctx.game.cards[c].kind
        target = Zone("schemes", MYLADY) if kind == "adversary" and foes_back else Zone("removed")
        ctx.set_counter("card", c, "wounds", 0)
        ctx.move([c], target)
    for c in list(ctx.state["zones"][mission_zone]):
        ctx.set_counter("card", c, "met", 0)
        ctx.move([c], Zone("removed"))
    if place == "paris":
        ctx.set_counter("game", None, "constance", 0)


def next_louvre_mission(ctx):
    """The next Louvre card is turned up at once, Mylady lays its adversaries, the marker goes back to the top."""
    ctx.set_counter("game", None, "louvre_marker", 0)
    deck = ctx.state["zones"]["louvre_deck"]
    if deck:
        ctx.move([deck[-1]], Zone("louvre_mission"))
        yield from place_foes(ctx, "louvre")


def check_mission_done(ctx, place: str):
    """After an action at a mission: if everything is done, it leaves the game (Louvre: 2 heroism tokens while the
    marker is still on one of its two upper squares, then the next mission)."""
    if place not in MISSIONS or not mission_complete(ctx, place):
        return
    card = mission_card(ctx, place)
    yield from ctx.signal("mission_done", {"mission": card})
    if place == "louvre":
        if ctx.counter("game", None, "louvre_marker") <= 1:
            ctx.set_counter("game", None, "heroism", ctx.counter("game", None, "heroism") + 2)
        clear_mission(ctx, "louvre", foes_back=True)
        yield from next_louvre_mission(ctx)
    else:
        clear_mission(ctx, "paris", foes_back=True)


def fail_louvre_mission(ctx):
    card = mission_card(ctx, "louvre")
    if card is None:
        return
    yield from ctx.signal("mission_failed", {"mission": card})
    clear_mission(ctx, "louvre", foes_back=True)
    yield from next_louvre_mission(ctx)


# ------------------------------------------------------------------------------------------- Rochefort
def secret_place(ctx) -> str | None:
    cards = ctx.state["zones"]["secret_location"] or ctx.state["zones"]["shown_location"]
    return common.stat(ctx, cards[0], "place") if cards else None


def rochefort_down(ctx) -> bool:
    return ctx.counter("card", "rochefort", "wounds") >= int(common.stat(ctx, "rochefort", "life"))


def reveal_mylady(ctx, place: str) -> None:
    """Mylady shows her location card and puts her figure there."""
    if ctx.state["zones"]["secret_location"]:
        ctx.move(list(ctx.state["zones"]["secret_location"]), Zone("shown_location"))
    ctx.set_counter("game", None, "mylady_revealed", 1)
    ctx.move(["mylady-figure"], Zone(place))


def is_athos(ctx, seat: int) -> bool:
    return common.stat(ctx, common.musketeer_card(ctx, seat), "ability") == "dark_secret"


def rochefort_blocks(ctx, seat: int, place: str):
    """Before a challenge, a duel or a Paris success at Paris, the Louvre or the quest: if Mylady is there she must
    reveal herself and Rochefort duels the musketeer first (no action). Athos is never interrupted. Returns True
    when the musketeer's action is lost (Rochefort untouched), False when he may go on ('Rochefort', FAQ)."""
    if place not in ROCHEFORT_PLACES or rochefort_down(ctx):
        return False
    here = ctx.card_zone.get("rochefort") == place
    if is_athos(ctx, seat) and not (here and ctx.counter("game", None, "brave_athos")):
        return False  # house rule brave-athos: only a Rochefort already shown stands in Athos's way
    if not here:
        if secret_place(ctx) != place or ctx.counter("game", None, "mylady_revealed"):
            return False
        reveal_mylady(ctx, place)
        ctx.move(["rochefort"], Zone(place))
    yield from ctx.signal("rochefort_interrupts", {"musketeer": seat, "place": Zone(place)})
    from rulekit.games.mylady.combat import fight

    before = ctx.counter("card", "rochefort", "wounds")
    yield from fight(ctx, seat, "rochefort")
    hit = ctx.counter("card", "rochefort", "wounds") > before
    if not hit:
        return True  # Rochefort stays; the action is lost
    ctx.move(["rochefort", "mylady-figure"], Zone("mylady_side"))
    if rochefort_down(ctx) and not ctx.counter("game", None, "one_for_all_won"):
        ctx.set_counter("game", None, "one_for_all_won", 1)
        supply = ctx.state["zones"]["one_for_all_supply"]
        if supply:
            ctx.move([supply[0]], Zone("one_for_all"))
    return bool(ctx.counter("player", seat, "knocked_out"))


def register_missions(registry) -> None:
    r = registry

    @r.action(name="place_foes")
    def place_foes_(ctx, place: "zone") -> "none":
        """Mylady lays adversaries and at most one ambush worth the mission's value on the Paris or Louvre mission."""
        yield from place_foes(ctx, place.name)
