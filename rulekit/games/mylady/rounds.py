"""Set-up and the phases of a round other than the musketeers' actions ('Spielvorbereitung', 'Die Spielrunde':
I Mylady, end of II, III La Rochelle, IV end of round)."""
from __future__ import annotations

from rulekit.games.mylady import common, effects, missions
from rulekit.games.mylady.common import MYLADY
from rulekit.effects.values import Zone

TREACHERY_START = 3  # Arglist cards Mylady draws at set-up ('Spielvorbereitung 2')


def prepare_game(ctx):
    """Five-player set-up: Mylady takes her cards and three Arglist cards, turns up a Louvre mission and chooses a
    Paris card, musketeers draw five adventure cards, then she lays the missions' adversaries ('Spielbeginn')."""
    reserve = list(ctx.state["zones"]["mylady_reserve"])
    for card in reserve:
        kind = ctx.game.cards[card].kind
        ctx.move([card], Zone("locations_hand" if kind == "location" else "schemes", MYLADY))
    for deck in ("treachery_deck", "louvre_deck", "adventure_deck"):
        ctx.shuffle(Zone(deck))
    effects.draw_treachery(ctx, TREACHERY_START)
    louvre = ctx.state["zones"]["louvre_deck"]
    if louvre:
        ctx.move([louvre[-1]], Zone("louvre_mission"))
    pile = list(ctx.state["zones"]["paris_pile"])
    if pile:
        (first,) = yield from ctx.choose(MYLADY, pile, "first-paris-card")
        ctx.move([first], Zone("paris_mission"))
    hands = sorted({common.hand_owner(ctx, seat) for seat in common.musketeers(ctx)})
    for owner in hands:  # one start hand per hand: shared hands get theirs once ('Spielvarianten')
        common.draw_adventure(ctx, owner, ctx.counter("game", None, "start_hand"))
    yield from missions.place_foes(ctx, "paris")
    yield from missions.place_foes(ctx, "louvre")
    from rulekit.games.mylady import quest

    yield from quest.setup_quest(ctx)  # the first chapter of 'Die Diamantnadeln'


def gather_mylady(ctx) -> None:
    """A new round: last round's location card back to her hand, her figure and Rochefort back beside the board."""
    for zone in ("secret_location", "shown_location"):
        cards = list(ctx.state["zones"][zone])
        if cards:
            ctx.move(cards, Zone("locations_hand", MYLADY))
    for figure in ("rochefort", "mylady-figure"):
        if ctx.card_zone.get(figure) != "mylady_side":
            ctx.move([figure], Zone("mylady_side"))


def choose_location(ctx):
    """Mylady lays one of her location cards face down. With Rochefort knocked out she cannot go to Paris, the
    Louvre or the quest ('Rochefort kampfunfähig')."""
    gather_mylady(ctx)
    own = ctx.cards_of(Zone("locations_hand", MYLADY))
    if missions.rochefort_down(ctx):
        own = [c for c in own if common.stat(ctx, c, "place") not in missions.ROCHEFORT_PLACES]
    (card,) = yield from ctx.choose(MYLADY, own, "choose-location", secret=True)
    ctx.move([card], Zone("secret_location"))


def play_paris_card(ctx):
    """Mylady may lay a Paris card from her hand, replacing the one in play: the old card leaves the game, its
    adversaries return to her hand, its ambush is discarded, Constance goes back to 0 ('Neue Paris-Karte')."""
    held = [c for c in ctx.cards_of(Zone("schemes", MYLADY)) if ctx.game.cards[c].kind == "paris"]
    if not held:
        return
    (choice,) = yield from ctx.choose(MYLADY, ["keep"] + held, "play-paris-card")
    if choice == "keep":
        return
    if missions.mission_card(ctx, "paris"):
        missions.clear_mission(ctx, "paris", foes_back=True)
    ctx.move([choice], Zone("paris_mission"))
    yield from missions.place_foes(ctx, "paris")


def draw_or_play_treachery(ctx):
    """Mylady either draws the top Arglist card or plays one from her hand, whose effect happens at once."""
    held = [c for c in ctx.cards_of(Zone("schemes", MYLADY)) if ctx.game.cards[c].kind == "treachery"]
    can_draw = bool(ctx.state["zones"]["treachery_deck"] or ctx.state["zones"]["treachery_discard"])
    options = (["draw"] if can_draw else []) + held
    if not options:
        return
    (choice,) = yield from ctx.choose(MYLADY, options, "draw-or-play-treachery")
    if choice == "draw":
        effects.draw_treachery(ctx, 1)
        return
    ctx.move([choice], Zone("in_play"))
    yield from ctx.signal("treachery_played", {"card": choice})
    if ctx.card_zone.get(choice) == "in_play":
        ctx.move([choice], Zone("treachery_discard"))


def start_of_round_one_for_all(ctx):
    """After Mylady's phase: the musketeers may play the One-for-all card (holding the time marker here also
    cancels Sackgasse for the round)."""
    yield from effects.offer_one_for_all(ctx, ["freeze", "queen", "heroism"])


def mylady_location_action(ctx):
    """End of phase II: unless the musketeers found her, Mylady reveals her location and acts there: her house, pick
    a Paris card; Richelieu, pick an Arglist card and shuffle, or draw up to three; La Rochelle, remove one placed
    card ('Ende der Phase', 'Orte')."""
    place = missions.secret_place(ctx)
    found = ctx.counter("game", None, "mylady_found") or ctx.counter("game", None, "mylady_revealed")
    if ctx.state["zones"]["secret_location"]:
        ctx.move(list(ctx.state["zones"]["secret_location"]), Zone("shown_location"))
    if found or place is None:
        return
    if place == "mylady_house":
        pile = list(ctx.state["zones"]["paris_pile"])
        if pile:
            (card,) = yield from ctx.choose(MYLADY, pile, "take-paris-card")
            ctx.move([card], Zone("schemes", MYLADY))
    elif place == "richelieu":
        deck = list(ctx.state["zones"]["treachery_deck"])
        held = [c for c in ctx.cards_of(Zone("schemes", MYLADY)) if ctx.game.cards[c].kind == "treachery"]
        options = (["pick"] if deck else []) + (["draw-to-three"] if len(held) < 3 else [])
        if not options:
            return
        (choice,) = yield from ctx.choose(MYLADY, options, "richelieu-action", labels=[f"option-{o}" for o in options])
        if choice == "pick":
            (card,) = yield from ctx.choose(MYLADY, deck, "pick-treachery")
            ctx.move([card], Zone("schemes", MYLADY))
            ctx.shuffle(Zone("treachery_deck"))
        else:
            effects.draw_treachery(ctx, 3 - len(held))
    elif place == "la_rochelle":
        placed = list(ctx.state["zones"]["rochelle_cards"])
        if placed:
            (card,) = yield from ctx.choose(MYLADY, placed, "remove-rochelle-card", prefer="dice")
            ctx.move([card], Zone("removed"))


def rochelle_blue_dice(ctx) -> int:
    """Blue dice at La Rochelle: one per placed combat card (two for a double card) and one for Bassompierre; never
    more than six."""
    total = 0
    for card in ctx.state["zones"]["rochelle_cards"]:
        data = ctx.game.cards[card]
        total += int(data.stats.get("dice", 0)) if data.kind == "combat_card" else int(data.stats.get("rochelle", 0))
    return min(total, 6)


def siege(ctx):
    """Phase III: Mylady rolls the red dice of the time track (+ Verstärkung; with four dice already each extra one
    rerolls a shield instead, never turning a sword into a fifth), a musketeer rolls the blue dice of the placed
    cards; swords only; each musketeer at La Rochelle may give one life to cancel a red sword; the marker moves by
    the difference ('La Rochelle', FAQ 'Renforts', 'La Rochelle')."""
    wanted = ctx.state["counters"]["red_dice_bonus"] + _track_value(ctx, "time", "red_dice")
    red_count = min(wanted, 4)
    red = ctx.roll("red", red_count) if red_count else []
    for _ in range(max(0, wanted - 4)):
        if "shield" in red:
            red[red.index("shield")] = ctx.roll("red", 1)[0]
    blue_count = rochelle_blue_dice(ctx)
    seats = common.musketeers(ctx)
    blue = ctx.roll("blue", blue_count, seats[0]) if blue_count else []
    yield from ctx.signal("la_rochelle_roll", {})
    red_swords = red.count("sword") + ctx.state["counters"]["red_swords_bonus"]
    blue_swords = blue.count("sword")
    for seat in common.present(ctx, "la_rochelle"):
        if red_swords <= 0 or ctx.counter("player", seat, "knocked_out"):
            continue
        (answer,) = yield from ctx.choose(seat, ["keep", "sacrifice"], "rochelle-sacrifice",
                                          labels=["option-keep-life", "option-sacrifice"])
        if answer == "sacrifice":
            common.wound(ctx, seat, 1)
            red_swords -= 1
    difference = blue_swords - red_swords
    if difference:
        yield from ctx.advance("rochelle", difference)


def louvre_marker(ctx):
    """Phase IV: the Louvre marker always moves down one square (FAQ); its third square costs the Queen 1 honour, the
    fourth 2 more and an Arglist card for Mylady (the board's rewards), and the mission fails and is replaced."""
    if missions.mission_card(ctx, "louvre") is None:
        return
    yield from ctx.advance("louvre_marker", 1)
    if ctx.counter("game", None, "louvre_marker") >= ctx.game.tracks["louvre_marker"].length - 1:
        yield from missions.fail_louvre_mission(ctx)


def _track_value(ctx, track: str, name: str) -> int:
    return ctx.game.tracks[track].values[name][ctx.state["counters"][track]]


def treachery_then_one_for_all(ctx):
    """Phase I 3, then the musketeers' chance to play the One-for-all card before their phase."""
    yield from draw_or_play_treachery(ctx)
    yield from start_of_round_one_for_all(ctx)


def register_rounds(registry) -> None:
    """Each procedure is a primitive of its own name, its docstring the reference entry."""
    for procedure in (prepare_game, choose_location, play_paris_card, mylady_location_action, siege, louvre_marker):
        registry.action(procedure)
    registry.action(treachery_then_one_for_all, name="draw_or_play_treachery")
