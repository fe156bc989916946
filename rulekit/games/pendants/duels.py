"""Duels, wounds, stuns and pendants shown ('DUELLI', 'Come si risolveva un duello', Exemplo 3 - Duelo).

A duel is fought in a room between every standing musketeer there and every guard and Rochefort there (Milady
never fights). Before the first round a defending musketeer may throw his Cape and withdraw; before every round
each musketeer may use a Secret Strike (one guard out, Rochefort only when he is alone, and then he never fires);
before the first round the Cardinal may play Enraged Guards or Elite Guards, and Rochefort fires his pistol at a
musketeer of the Cardinal's choice (5-6: one wound). Then rounds until one side is gone:
- the Cardinal rolls one pool (1 die a guard, Rochefort 2; +2 with Enraged Guards in the first round), hitting on
  5-6 (4-6 with Elite Guards in the first round); the musketeers roll each for himself, hitting on 4-6;
- every hit of the musketeers sends a guard back to the reserve, Rochefort last;
- the Cardinal's hits are shared evenly among the fighting musketeers, the Cardinal placing what is left over
  (one more each at most); a musketeer may drink potions before his wounds are taken; wounds fall at the same
  time as the henchmen;
- a musketeer with no life left is stunned (his figure lies down): the Queen advances one square at once, and if a
  henchman (Milady included) is still in the room when the duel ends, his pendant is shown: the true one wins the
  game for the Cardinal.

Character abilities, read from the character cards' `ability` stat (seed 003's examples give d'Artagnan's and
Aramis's; the content authors Athos's and Porthos's):
- `many_foes` (d'Artagnan): two more dice in a round where two or more henchmen face him (Exemplo 3: 4 dice);
- `dodge` (Aramis): a 1 among his dice and no hit counts against him in that round (Exemplo 3);
- `reroll` (Athos): once each round he rolls one missed die again (his lowest);
- `strength` (Porthos): four lives, no dice rule;
- `pistol` (Rochefort): fires before the duel, in attack and defence.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from rulekit.games.pendants import graph
from rulekit.games.pendants.graph import CARDINAL
from rulekit.run.primitives import GameOver
from rulekit.effects.values import Zone

DIE = "d6"
MUSKETEER_HIT = 4
HENCHMAN_HIT = 5
PISTOL_HIT = 5
ELITE_HIT = 4
ENRAGED_DICE = 2
MANY_FOES_DICE = 2

# The words the character cards' `ability` stat carries (content/cards/pendants/characters.yaml).
ABILITIES = ("many_foes", "reroll", "strength", "dodge", "pistol", "seduction", "none")
DEFAULT_DICE = {"guard": 1, "rochefort": 2, "milady": 0}


# ------------------------------------------------------------------------------------------------ the cards
def _plain(text: str) -> str:
    return "".join(ch for ch in text.lower() if ch.isalnum())


def character_card(ctx, name: str) -> str | None:
    """The character card of a musketeer ('dartagnan') or of a kind of henchman ('guard', 'rochefort', 'milady'),
    found by its id."""
    wanted = _plain(name)
    best = None
    for card in ctx.game.cards.values():
        if card.kind != "character":
            continue
        plain = _plain(card.id)
        if wanted in plain and (best is None or len(plain) < len(_plain(best))):
            best = card.id
    return best


def _character_stat(ctx, name: str, stat: str, default: int) -> int:
    card = character_card(ctx, name)
    if card is None:
        return default
    value = ctx.game.cards[card].stats.get(stat, default)
    try:
        return int(value)
    except (TypeError, ValueError):
        return default


def max_life(ctx, seat: int) -> int:
    return _character_stat(ctx, graph.SEAT_NAMES[seat], "life", 3)


def life_left(ctx, seat: int) -> int:
    return max(0, max_life(ctx, seat) - ctx.counter("player", seat, "wounds"))


def musketeer_dice(ctx, seat: int) -> int:
    return _character_stat(ctx, graph.SEAT_NAMES[seat], "dice", 2)


def musketeer_hit(ctx, seat: int) -> int:
    return _character_stat(ctx, graph.SEAT_NAMES[seat], "hit", MUSKETEER_HIT)


def ability(ctx, seat: int) -> str:
    card = character_card(ctx, graph.SEAT_NAMES[seat])
    return str(ctx.game.cards[card].stats.get("ability", "none")) if card else "none"


def henchman_dice(ctx, figure: str) -> int:
    kind = graph.role(ctx, figure)
    return _character_stat(ctx, kind, "dice", DEFAULT_DICE.get(kind, 0))


def henchman_hit(ctx, figure: str) -> int:
    kind = graph.role(ctx, figure)
    return _character_stat(ctx, kind, "hit", HENCHMAN_HIT)


def gear(ctx, seat: int) -> list[str]:
    return list(ctx.state["zones"][f"gear@{seat}"])


def item(ctx, token: str) -> str:
    return str(graph.stat(ctx, token, "item", ""))


def tokens_of(ctx, seat: int, what: str) -> list[str]:
    return [t for t in gear(ctx, seat) if item(ctx, t) == what]


def pendant(ctx, seat: int) -> str | None:
    cards = ctx.state["zones"][f"pendant@{seat}"]
    return cards[0] if cards else None


def is_true(ctx, card: str | None) -> bool:
    """The real pendant (stat `real`; `true` in older content)."""
    if card is None:
        return False
    stats = ctx.game.cards[card].stats
    return bool(int(stats.get("real", stats.get("true", 0)) or 0))


def carries_true_pendant(ctx, seat: int) -> bool:
    return is_true(ctx, pendant(ctx, seat))


def discard_token(ctx, token: str) -> None:
    """Equipment once used leaves the game ('L'oggetto giocato viene rimosso dal gioco per sempre')."""
    ctx.move([token], Zone("removed"))


# ------------------------------------------------------------------------------------------------ the Queen
def queen_track(ctx) -> str:
    """The board's track of the Queen's squares (`queen_track`; `queen` in the design notes)."""
    return "queen_track" if "queen_track" in ctx.game.tracks else "queen"


def queen_moves(ctx, squares: int):
    """The Queen walks toward the King (back toward her chamber for negative squares, never behind square 1);
    reaching the king square ends the game for the Cardinal ('il Re', 'quando la Regina vi arriverà')."""
    name = queen_track(ctx)
    track = ctx.game.tracks.get(name)
    now = ctx.counter("game", None, name)
    lowest = track.start if track is not None else 1
    steps = max(squares, lowest - now)
    if steps:
        yield from ctx.advance(name, steps)
    if ctx.counter("game", None, name) >= ctx.counter("game", None, "king_square"):
        raise GameOver("queen_meets_king", [CARDINAL])


# ------------------------------------------------------------------------------------------------ life and stuns
def heal(ctx, seat: int, amount: int = 1) -> None:
    ctx.set_counter("player", seat, "wounds", max(0, ctx.counter("player", seat, "wounds") - amount))


def drink_potions(ctx, seat: int, incoming: int):
    """Before wounds that would stun him, a musketeer may drink potions, one life each ('Potion: in qualsiasi
    momento'). Returns how many he drank."""
    drunk = 0
    while incoming >= life_left(ctx, seat) and life_left(ctx, seat) < max_life(ctx, seat):
        potions = tokens_of(ctx, seat, "potion")
        if not potions:
            break
        (answer,) = yield from ctx.choose(seat, ["no", potions[0]], "drink-potion",
                                          labels=["pendants-no", "pendants-drink"])
        if answer == "no":
            break
        discard_token(ctx, answer)
        heal(ctx, seat, 1)
        drunk += 1
    return drunk


def wound(ctx, seat: int, amount: int):
    """Take `amount` wounds now; at no life left he is stunned (the Queen advances). True if he was stunned now."""
    if amount <= 0 or graph.stunned(ctx, seat) or graph.out(ctx, seat):
        return False
    wounds = min(max_life(ctx, seat), ctx.counter("player", seat, "wounds") + amount)
    ctx.set_counter("player", seat, "wounds", wounds)
    if wounds >= max_life(ctx, seat):
        yield from stun(ctx, seat)
        return True
    return False


def stun(ctx, seat: int):
    """The figure lies down where he lost his last life; the Queen advances one square on the sad news."""
    ctx.set_counter("card", graph.musketeer_figure(ctx, seat), "stunned", 1)
    ctx.set_counter("player", seat, "wounds", max_life(ctx, seat))
    yield from ctx.signal("stunned", {"musketeer": seat})
    yield from queen_moves(ctx, 1)


def reveal_if_watched(ctx, seats: list[int], room: str):
    """Stunned musketeers show their pendant when a henchman (Milady too) is in the room: the true one wins the game
    for the Cardinal; a false one stays with its carrier, known to all."""
    if not graph.henchmen_in(ctx, room):
        return
    for seat in seats:
        card = pendant(ctx, seat)
        if card is None:
            continue
        yield from ctx.signal("pendant_revealed", {"musketeer": seat, "true_pendant": is_true(ctx, card)})
        if is_true(ctx, card):
            ctx.set_counter("player", seat, "pendant_known", 2)
            ctx.move([card], Zone("revealed"))
            raise GameOver("true_pendant_revealed", [CARDINAL])
        ctx.set_counter("player", seat, "pendant_known", 1)


def wound_outside_duel(ctx, seat: int, amount: int):
    """A wound outside a duel (the booby-trapped chest): potions first, and if he falls, a henchman in the room
    sees his pendant ('con le stesse conseguenze di una sconfitta in duello')."""
    yield from drink_potions(ctx, seat, amount)
    fell = yield from wound(ctx, seat, amount)
    if fell:
        yield from reveal_if_watched(ctx, [seat], graph.location(ctx, seat))
    return fell


# ------------------------------------------------------------------------------------------------ the duel
@dataclass
class Duel:
    """What a duel knows while it is fought."""

    room: str
    defence: bool  # the henchmen came to the musketeers (a Cardinal's phase): the Cape may be thrown
    cardinal_phase: bool  # a duel card counts as the Cardinal's one special card of the phase
    came_from: dict[str, str] = field(default_factory=dict)  # henchman -> the room he came from (Cape)
    fallen: list[int] = field(default_factory=list)
    enraged: bool = False
    elite: bool = False
    retreats: list[str] = field(default_factory=list)


def fighting_musketeers(ctx, room: str) -> list[int]:
    return graph.musketeers_in(ctx, room, standing_only=True)


def eliminate(ctx, room: str, hits: int) -> list[str]:
    """Each hit sends a guard back to the reserve, Rochefort last."""
    gone = []
    for _ in range(hits):
        fighters = graph.fighters_in(ctx, room)
        if not fighters:
            break
        guards = [f for f in fighters if graph.role(ctx, f) == "guard"]
        victim = guards[0] if guards else fighters[0]
        ctx.move([victim], Zone(graph.RESERVE))
        gone.append(victim)
    return gone


def fight(ctx, room: str, *, defence: bool, cardinal_phase: bool, came_from: dict[str, str] | None = None):
    """A whole duel in `room`. Returns the Duel record (who fell)."""
    duel = Duel(room, defence, cardinal_phase, dict(came_from or {}))
    if not graph.contested(ctx, room):
        return duel
    if defence:
        yield from _capes(ctx, duel)
    number = 0
    while True:
        if not fighting_musketeers(ctx, room) or not graph.fighters_in(ctx, room):
            break
        yield from _secret_strikes(ctx, duel)
        if not fighting_musketeers(ctx, room) or not graph.fighters_in(ctx, room):
            break
        number += 1
        if number == 1:
            yield from _duel_card(ctx, duel)
            yield from _pistol(ctx, duel)
            if not fighting_musketeers(ctx, room):
                break
        yield from _round(ctx, duel, number)
    yield from reveal_if_watched(ctx, duel.fallen, room)
    yield from ctx.signal("duel_ended", {"room": Zone(room)})
    for other in duel.retreats:  # a musketeer who withdrew into henchmen fights them there, attacking
        if graph.contested(ctx, other):
            yield from fight(ctx, other, defence=False, cardinal_phase=cardinal_phase)
    return duel


def _capes(ctx, duel: Duel):
    """'Cape' (defence only, before the dice): the musketeer withdraws toward the quai or sideways, never toward the
    ballroom, or into the room his attackers came from; henchmen there may wait for him."""
    for seat in fighting_musketeers(ctx, duel.room):
        capes = tokens_of(ctx, seat, "cape")
        if not capes:
            continue
        places = retreat_rooms(ctx, duel.room, duel.came_from)
        if not places:
            continue
        (answer,) = yield from ctx.choose(seat, ["no", capes[0]], "throw-cape", labels=["pendants-no", "pendants-cape"])
        if answer == "no":
            continue
        (where,) = yield from ctx.choose(seat, places, "cape-retreat")
        discard_token(ctx, answer)
        ctx.move([graph.musketeer_figure(ctx, seat)], Zone(where))
        if where not in duel.retreats:
            duel.retreats.append(where)


def retreat_rooms(ctx, room: str, came_from: dict[str, str]) -> list[str]:
    distance = graph.distances_to_ballroom(ctx)
    here = distance.get(room, 0)
    sources = {came_from[f] for f in graph.fighters_in(ctx, room) if f in came_from}
    found = []
    closed = graph.blockers(ctx)
    for link in graph.links(ctx, room):
        if link.index in closed or link.kind == "secret" or graph.is_ballroom(ctx, link.to):
            continue
        if distance.get(link.to, here) >= here or link.to in sources:
            if link.to not in found:
                found.append(link.to)
    return sorted(found)


def _secret_strikes(ctx, duel: Duel):
    """'Secret Strike': a guard is out at once, no dice; Rochefort only when no guard is left (and he never fires)."""
    for seat in fighting_musketeers(ctx, duel.room):
        while graph.fighters_in(ctx, duel.room):
            strikes = tokens_of(ctx, seat, "secret_strike")
            if not strikes:
                break
            (answer,) = yield from ctx.choose(seat, ["no", strikes[0]], "secret-strike",
                                              labels=["pendants-no", "pendants-strike"])
            if answer == "no":
                break
            discard_token(ctx, answer)
            eliminate(ctx, duel.room, 1)


def _duel_card(ctx, duel: Duel):
    """Enraged Guards or Elite Guards, in attack or defence, for the first round; in his own phase it is his one
    special card."""
    if duel.cardinal_phase and ctx.counter("game", None, "special_played"):
        return
    hand = [c for c in ctx.state["zones"][f"special_hand@{CARDINAL}"] if _duel_effects(ctx, c)]
    if not hand:
        return
    (answer,) = yield from ctx.choose(CARDINAL, ["none"] + hand, "duel-card", labels=["pendants-none"] + [""] * len(hand))
    if answer == "none":
        return
    effects = _duel_effects(ctx, answer)
    effect = effects[0]
    if len(effects) > 1:
        (effect,) = yield from ctx.choose(CARDINAL, effects, "special-effect", labels=[f"pendants-effect-{e}" for e in effects])
    ctx.move([answer], Zone("special_discard"))
    if duel.cardinal_phase:
        ctx.set_counter("game", None, "special_played", 1)
    if effect == "enraged_guards":
        duel.enraged = True
    else:
        duel.elite = True


def _duel_effects(ctx, card: str) -> list[str]:
    stats = ctx.game.cards[card].stats
    return [e for e in (stats.get("effect"), stats.get("effect2")) if e in ("enraged_guards", "elite_guards")]


def _pistol(ctx, duel: Duel):
    """Rochefort fires first, at a musketeer the Cardinal names: 5-6 is one wound."""
    if not any(graph.role(ctx, f) == "rochefort" for f in graph.fighters_in(ctx, duel.room)):
        return
    targets = fighting_musketeers(ctx, duel.room)
    if not targets:
        return
    (target,) = yield from ctx.choose(CARDINAL, targets, "pistol-target")
    (face,) = ctx.roll(DIE, 1, CARDINAL)
    if int(face) >= PISTOL_HIT:
        yield from drink_potions(ctx, target, 1)
        if (yield from wound(ctx, target, 1)):
            duel.fallen.append(target)


def _round(ctx, duel: Duel, number: int):
    room = duel.room
    fighters = graph.fighters_in(ctx, room)
    musketeers = fighting_musketeers(ctx, room)
    pool = sum(henchman_dice(ctx, f) for f in fighters) + (ENRAGED_DICE if duel.enraged and number == 1 else 0)
    threshold = min(henchman_hit(ctx, f) for f in fighters)
    if duel.elite and number == 1:
        threshold = min(threshold, ELITE_HIT)
    red = [int(f) for f in ctx.roll(DIE, pool, CARDINAL)] if pool else []
    cardinal_hits = sum(1 for f in red if f >= threshold)
    musketeer_hits = 0
    dodging: set[int] = set()
    for seat in musketeers:
        power = ability(ctx, seat)
        dice = musketeer_dice(ctx, seat) + (MANY_FOES_DICE if power == "many_foes" and len(fighters) >= 2 else 0)
        hit = musketeer_hit(ctx, seat)
        faces = [int(f) for f in ctx.roll(DIE, dice, seat)]
        if power == "reroll" and any(f < hit for f in faces):
            missed = faces.index(min(faces))
            faces[missed] = int(ctx.roll(DIE, 1, seat)[0])
        musketeer_hits += sum(1 for f in faces if f >= hit)
        if power == "dodge" and 1 in faces:
            dodging.add(seat)
    # the hits are struck at the same time: the Cardinal's are shared out before any henchman falls
    incoming = yield from share_hits(ctx, musketeers, cardinal_hits, dodging)
    eliminate(ctx, room, musketeer_hits)
    for seat in musketeers:
        if incoming.get(seat, 0) and seat not in dodging:
            yield from drink_potions(ctx, seat, incoming[seat])
    for seat in musketeers:
        if incoming.get(seat, 0) and seat not in dodging:
            if (yield from wound(ctx, seat, incoming[seat])):
                duel.fallen.append(seat)


def share_hits(ctx, musketeers: list[int], hits: int, dodging: set[int] = frozenset()):
    """Hits shared evenly; the Cardinal places the ones left over, one more each at most. Returns seat -> hits."""
    if not musketeers or hits <= 0:
        return {}
    each, left = divmod(hits, len(musketeers))
    share = {seat: each for seat in musketeers}
    if left:
        # best first for simple agents: those who would take the hit
        order = sorted(musketeers, key=lambda s: (s in dodging, life_left(ctx, s) - share[s], s))
        chosen = yield from ctx.choose(CARDINAL, order, "assign-hits", count=left)
        for seat in chosen:
            share[seat] += 1
    return share
