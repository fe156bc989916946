"""Set-up, the turn-order cards, the phases they name and the Queen's walk ('PER INIZIARE', 'TURNO DI GIOCO').

A turn-order card's `order` stat lists the phases top to bottom: a musketeer's seat name, or the Cardinal as
`cardinal:<points>` (`cardinal:<points>+card` when he also draws a special card); its `queen` stat is how many
squares the Queen walks at the end of the turn (with the maximum-suspense variant a portrait token is drawn
instead). After twelve turns the twelve cards are shuffled again.
"""
from __future__ import annotations

from rulekit.games.pendants import cardinal, duels, graph, musketeers
from rulekit.games.pendants.graph import CARDINAL
from rulekit.effects.values import Zone

TURN_CARDS = 12
CHEST_HEIGHT = 3
PORTRAIT_TOKENS = (0, 1, 2)  # authored: maximum suspense draws one of three portrait tokens, put back each turn


# ------------------------------------------------------------------------------------------------ set-up
def prepare_louvre(ctx):
    """The whole set-up: the variants' rooms, the decks, the pendants dealt secretly, one blue-cornered token each,
    the chests filled three high, a guard on every crest, the Queen in her chamber, the musketeers on the quai,
    Rochefort and Milady in the reserve, and the Cardinal's first special card."""
    yield from variant_rooms(ctx)
    _gather(ctx, "turn_order", "turn_deck")
    _gather(ctx, "special", "special_deck")
    _gather(ctx, "call", "call")
    ctx.shuffle(Zone("turn_deck"))
    ctx.shuffle(Zone("special_deck"))
    deal_pendants(ctx)
    fill_pool(ctx)
    starting_equipment(ctx)
    fill_chests(ctx)
    place_figures(ctx)
    yield from cardinal.draw_special(ctx)


def _gather(ctx, kind: str, zone: str) -> None:
    cards = [c.id for c in ctx.game.cards.values() if c.kind == kind and ctx.card_zone.get(c.id) != zone]
    if cards:
        ctx.move(cards, Zone(zone))


def _draw_random(ctx, cards: list[str]) -> str:
    return cards[ctx.random_below(len(cards))]


def deal_pendants(ctx) -> None:
    """Four pendant tokens face down, one to each musketeer at random: only he (and his friends) know which."""
    left = sorted(c.id for c in ctx.game.cards.values() if c.kind == "pendant")
    for seat in graph.musketeers(ctx):
        if not left:
            break
        card = _draw_random(ctx, left)
        left.remove(card)
        ctx.move([card], Zone("pendant", seat))


def fill_pool(ctx) -> None:
    """The blue- and red-cornered tokens face down in the pool, with three gold-cornered ones for each extra chest
    (help variant); three random tokens leave unseen for each carpet on a chest (challenge variant)."""
    tokens = sorted(c.id for c in ctx.game.cards.values() if c.kind == "equipment" and c.stats.get("corner") != "gold")
    ctx.move([t for t in tokens if ctx.card_zone.get(t) != "equipment_pool"], Zone("equipment_pool"))
    extra = [c for c in graph.EXTRA_CHESTS if ctx.state["counters"].get(c, 0)]
    gold = sorted(c.id for c in ctx.game.cards.values() if c.kind == "equipment" and c.stats.get("corner") == "gold")
    for _ in range(CHEST_HEIGHT * len(extra)):
        if not gold:
            break
        token = _draw_random(ctx, gold)
        gold.remove(token)
        ctx.move([token], Zone("equipment_pool"))
    ctx.shuffle(Zone("equipment_pool"))


def starting_equipment(ctx) -> None:
    """Each musketeer draws a token at random; a red-cornered one goes back and he draws again."""
    for seat in graph.musketeers(ctx):
        for _ in range(len(ctx.game.cards)):
            pool = ctx.state["zones"]["equipment_pool"]
            if not pool:
                break
            token = _draw_random(ctx, list(pool))
            if graph.stat(ctx, token, "corner") != "red":
                ctx.move([token], Zone("gear", seat))
                break


def fill_chests(ctx) -> None:
    """Three tokens face down on each chest, in slot order; covered chests get none and cost three tokens each."""
    covered = graph.covered_chests(ctx)
    for _ in range(CHEST_HEIGHT * len(covered)):
        pool = ctx.state["zones"]["equipment_pool"]
        if pool:
            ctx.move([_draw_random(ctx, list(pool))], Zone("box"))
    for slot, room in enumerate(graph.chest_rooms(ctx), start=1):
        if room in covered:
            continue
        for _ in range(CHEST_HEIGHT):
            pool = ctx.state["zones"]["equipment_pool"]
            if not pool:
                return
            token = pool[-1]
            ctx.set_counter("card", token, "slot", slot)
            ctx.move([token], Zone("chests"))


def place_figures(ctx) -> None:
    """Henchmen to the reserve, then a guard on each crest; the Queen in her chamber; the musketeers on the quai."""
    henchmen = [f for f in graph.figures(ctx) if graph.role(ctx, f) in graph.HENCHMEN]
    ctx.move([f for f in henchmen if ctx.card_zone.get(f) != graph.RESERVE], Zone(graph.RESERVE))
    for room in graph.crest_rooms(ctx):
        guards = graph.in_reserve(ctx, "guard")
        if guards:
            ctx.move([guards[0]], Zone(room))
    queen = graph.figures(ctx, "queen")
    chamber = graph.queen_chamber(ctx)
    if queen and chamber and ctx.card_zone.get(queen[0]) != chamber:
        ctx.move(queen[:1], Zone(chamber))
    quai = graph.quai(ctx)
    for seat in graph.musketeers(ctx):
        figure = graph.musketeer_figure(ctx, seat)
        if ctx.card_zone.get(figure) != quai:
            ctx.move([figure], Zone(quai))


def variant_rooms(ctx):
    """The variants' extra chests and crests and their carpets: how many (one or two) and where. The side a variant
    helps places its extra chests or crests; a challenge's count is chosen by the side that takes it on, and the
    other side chooses which chests or crests the carpets cover (authored)."""
    counters = ctx.state["counters"]
    every = graph.rooms(ctx)
    team = graph.musketeers(ctx)[0]
    plain = [r for r in every if not (graph.has_tag(ctx, r, "chest") or graph.has_tag(ctx, r, "crest")
                                      or graph.has_tag(ctx, r, "queen") or graph.has_tag(ctx, r, "ballroom"))]
    if counters.get("extra_chests", 0):
        yield from _pick_rooms(ctx, team, "extra-chest", plain, graph.EXTRA_CHESTS)
        plain = [r for r in plain if r not in _named(ctx, graph.EXTRA_CHESTS)]
    if counters.get("extra_crests", 0):
        yield from _pick_rooms(ctx, CARDINAL, "extra-crest", plain, graph.EXTRA_CRESTS)
    if counters.get("covered_chests", 0):
        count = yield from _count(ctx, team, "carpet-count")
        printed = graph.tagged(ctx, "chest")
        yield from _pick_rooms(ctx, CARDINAL, "cover-chest", printed, graph.COVERED_CHESTS, count)
    if counters.get("covered_crests", 0):
        count = yield from _count(ctx, CARDINAL, "carpet-count")
        printed = graph.tagged(ctx, "crest")
        yield from _pick_rooms(ctx, team, "cover-crest", printed, graph.COVERED_CRESTS, count)


def _named(ctx, counters: tuple[str, ...]) -> list[str]:
    every = graph.rooms(ctx)
    return [every[ctx.state["counters"][c] - 1] for c in counters if ctx.state["counters"].get(c, 0)]


def _count(ctx, seat: int, prompt: str):
    (count,) = yield from ctx.choose(seat, [1, 2], prompt, labels=["pendants-one", "pendants-two"])
    return count


def _pick_rooms(ctx, seat: int, prompt: str, rooms: list[str], counters: tuple[str, ...], count: int | None = None):
    if count is None:
        count = yield from _count(ctx, seat, prompt + "-count")
    every = graph.rooms(ctx)
    picked = yield from ctx.choose(seat, rooms, prompt, count=min(count, len(counters)))
    for counter, room in zip(counters, picked):
        ctx.set_counter("game", None, counter, every.index(room) + 1)


# ------------------------------------------------------------------------------------------------ the turn
def turn_order_card(ctx):
    """Turn up the next turn-order card; when the twelve are used they are shuffled into a new pile."""
    current = list(ctx.state["zones"]["turn_card"])
    if current:
        ctx.move(current, Zone("turn_discard"))
    if not ctx.state["zones"]["turn_deck"] or ctx.counter("game", None, "turns_played") >= TURN_CARDS:
        ctx.move(list(ctx.state["zones"]["turn_discard"]), Zone("turn_deck"))
        ctx.shuffle(Zone("turn_deck"))
        ctx.set_counter("game", None, "turns_played", 0)
    deck = ctx.state["zones"]["turn_deck"]
    if not deck:
        return
    card = deck[-1]
    ctx.move([card], Zone("turn_card"))
    ctx.set_counter("game", None, "turns_played", ctx.counter("game", None, "turns_played") + 1)
    ctx.set_counter("game", None, "rochefort_entered", 0)
    yield from ctx.signal("turn_card_drawn", {"card": card})


def current_card(ctx) -> str | None:
    cards = ctx.state["zones"]["turn_card"]
    return cards[-1] if cards else None


def parse_order(ctx, order: str) -> list[tuple[str, int, bool]]:
    """The phases of a card: ("musketeer", seat, False) or ("cardinal", points, draws a card)."""
    phases = []
    for word in str(order).replace(",", " ").split():
        if word.startswith("cardinal"):
            _, _, rest = word.partition(":")
            draws = rest.endswith("+card")
            points = int(rest.removesuffix("+card") or 0)
            phases.append(("cardinal", points, draws))
        elif word in ctx.game.seats:
            phases.append(("musketeer", ctx.game.seats.index(word), False))
        else:
            raise ValueError(f"turn-order card: unknown phase {word!r} in {order!r}")
    return phases


def play_phases(ctx):
    """The phases of the card, top to bottom: each musketeer once, the Cardinal as often as the card says."""
    card = current_card(ctx)
    if card is None:
        return
    for who, value, draws in parse_order(ctx, graph.stat(ctx, card, "order", "")):
        if who == "cardinal":
            yield from cardinal.cardinal_phase(ctx, value, draws)
        else:
            yield from musketeers.musketeer_phase(ctx, value)


def queen_advances(ctx):
    """The Queen walks the squares of the card's portrait (or of a portrait token drawn at random)."""
    if ctx.state["counters"].get("suspense", 0):
        squares = PORTRAIT_TOKENS[ctx.random_below(len(PORTRAIT_TOKENS))]
        yield from ctx.signal("portrait_drawn", {"squares": squares})
    else:
        card = current_card(ctx)
        squares = int(graph.stat(ctx, card, "queen", 0) or 0) if card else 0
    yield from duels.queen_moves(ctx, squares)
