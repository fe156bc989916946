"""The Cardinal's phases ('IL CARDINALE: Le azioni del Cardinale', 'LE CARTE SPECIALI', Exemplo 2 and 3).

A phase has the action points the turn-order card gives (counter `action_points`); with the card symbol he first
draws a special card (three in hand at most: he discards down). Option values of his decisions:
"move:<henchman>:<room>" (1 point: one or two rooms; each henchman once a phase; guards and Rochefort stop in a
room with a standing musketeer, Milady passes), "reinforce:<guard|rochefort|milady>:<room>" (1 point: from the
reserve into a crest room where no musketeer stands; Rochefort once a turn), "special:<card>" (one a phase; its
effect asked when it has two), "seduce:<seat>" (once a phase: Milady in the musketeer's room, a die 4-6 and he sees
the pendant), "duel:<room>" (after the first duel nothing moves or enters any more), "call" (The Cardinal's Call,
once a game: at the start of this phase it comes first, later it ends this phase and follows it), "end" (the duels
still waiting are fought, in the order he chooses).

Among henchmen in the same room only one of each kind is offered: the guards are alike.
What the Cardinal learns of a pendant is the musketeer's counter `pendant_known` (1 a false one, 2 the true one).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from rulekit.games.pendants import duels, graph
from rulekit.games.pendants.graph import CARDINAL
from rulekit.effects.values import Zone

HAND_MAX = 3
SEDUCTION_ROLL = 4
DUEL_EFFECTS = ("enraged_guards", "elite_guards")
KINDS = ("guard", "rochefort", "milady")


@dataclass
class CardinalPhase:
    call: bool = False  # The Cardinal's Call: every henchman on the board one room, no points
    moved: set[str] = field(default_factory=set)
    came_from: dict[str, str] = field(default_factory=dict)
    dueling: bool = False
    acted: bool = False


def open_secret(ctx) -> int | None:
    """The secret passage the Cardinal's special card opened for this phase (its link index), if any."""
    return ctx.counter("game", None, "open_secret") or None


# ------------------------------------------------------------------------------------------------ phases
def cardinal_phase(ctx, points: int, draw: bool):
    """One Cardinal phase of the turn-order card: `points` action points, a special card drawn with the symbol."""
    _reset_phase(ctx, points)
    if draw:
        yield from draw_special(ctx)
    phase = CardinalPhase()
    while True:
        options = cardinal_actions(ctx, phase, allow_call=True)
        (choice,) = yield from ctx.choose(CARDINAL, options, "cardinal-action", labels=[label(o) for o in options])
        if choice == "end":
            break
        if choice == "call":
            if phase.acted:
                yield from remaining_duels(ctx, phase)
                yield from call_phase(ctx)
                return
            kept = ctx.counter("game", None, "action_points")
            yield from call_phase(ctx)
            _reset_phase(ctx, kept)
            continue
        yield from perform(ctx, phase, choice)
        phase.acted = True
    yield from remaining_duels(ctx, phase)
    ctx.set_counter("game", None, "action_points", 0)


def _reset_phase(ctx, points: int) -> None:
    ctx.set_counter("game", None, "action_points", points)
    ctx.set_counter("game", None, "special_played", 0)
    ctx.set_counter("game", None, "seduced", 0)
    ctx.set_counter("game", None, "open_secret", 0)


def call_phase(ctx):
    """'The Cardinal's Call': an extra phase in which each henchman on the board may move one room; duels and
    seduction may follow; one special card, never Reinforcements."""
    for card in list(ctx.state["zones"]["call"]):
        if ctx.game.cards[card].kind == "call":
            ctx.move([card], Zone("removed"))
    yield from ctx.signal("cardinals_call", {})
    _reset_phase(ctx, 0)
    phase = CardinalPhase(call=True)
    while True:
        options = cardinal_actions(ctx, phase, allow_call=False)
        (choice,) = yield from ctx.choose(CARDINAL, options, "cardinal-action", labels=[label(o) for o in options])
        if choice == "end":
            break
        yield from perform(ctx, phase, choice)
        phase.acted = True
    yield from remaining_duels(ctx, phase)


def remaining_duels(ctx, phase: CardinalPhase):
    """Every room where guards or Rochefort face a standing musketeer has its duel, in the Cardinal's order."""
    while True:
        rooms = graph.contested_rooms(ctx)
        if not rooms:
            return
        room = rooms[0]
        if len(rooms) > 1:
            (room,) = yield from ctx.choose(CARDINAL, rooms, "duel-order")
        phase.dueling = True
        yield from duels.fight(ctx, room, defence=True, cardinal_phase=True, came_from=phase.came_from)


def label(option: str) -> str:
    return "pendants-" + option.split(":", 1)[0]


def call_available(ctx) -> bool:
    return any(ctx.game.cards[c].kind == "call" for c in ctx.state["zones"]["call"])


# ------------------------------------------------------------------------------------------------ what is legal
def cardinal_actions(ctx, phase: CardinalPhase, allow_call: bool) -> list[str]:
    """His options now: seductions, special cards, moves, reinforcements, duels, the Call, the end."""
    options: list[str] = []
    points = ctx.counter("game", None, "action_points")
    if not ctx.counter("game", None, "seduced"):
        options.extend(f"seduce:{seat}" for seat in seduction_targets(ctx))
    if not ctx.counter("game", None, "special_played"):
        options.extend(f"special:{card}" for card in hand(ctx) if playable_effects(ctx, phase, card))
    if not phase.dueling and (phase.call or points >= 1):
        options.extend(move_options(ctx, phase))
        if not phase.call:
            options.extend(reinforce_options(ctx))
    options.extend(f"duel:{room}" for room in graph.contested_rooms(ctx))
    if allow_call and call_available(ctx):
        options.append("call")
    options.append("end")
    return options


def move_options(ctx, phase: CardinalPhase) -> list[str]:
    steps = 1 if phase.call else 2
    options = []
    seen: set[tuple[str, str]] = set()
    for figure in graph.henchmen_on_board(ctx):
        if figure in phase.moved:
            continue
        key = (ctx.card_zone[figure], graph.role(ctx, figure))
        if key in seen:
            continue
        seen.add(key)
        for room in sorted(graph.henchman_destinations(ctx, figure, steps, open_secret(ctx))):
            options.append(f"move:{figure}:{room}")
    return options


def reinforce_options(ctx) -> list[str]:
    rooms = [r for r in graph.crest_rooms(ctx) if not graph.musketeers_in(ctx, r, standing_only=True)]
    options = []
    for kind in KINDS:
        if not graph.in_reserve(ctx, kind):
            continue
        if kind == "rochefort" and ctx.counter("game", None, "rochefort_entered"):
            continue
        options.extend(f"reinforce:{kind}:{room}" for room in rooms)
    return options


def seduction_targets(ctx) -> list[int]:
    found = []
    for milady in graph.figures(ctx, "milady"):
        if graph.on_board(ctx, milady):
            found.extend(s for s in graph.musketeers_in(ctx, ctx.card_zone[milady]) if s not in found)
    return sorted(found)


def hand(ctx) -> list[str]:
    return list(ctx.state["zones"][f"special_hand@{CARDINAL}"])


def effects_of(ctx, card: str) -> list[str]:
    stats = ctx.game.cards[card].stats
    return [e for e in (stats.get("effect"), stats.get("effect2")) if e and e != "none"]


def playable_effects(ctx, phase: CardinalPhase, card: str) -> list[str]:
    """The effects of a special card he may use now as his card of the phase (the duel cards are played in duels)."""
    playable = []
    for effect in effects_of(ctx, card):
        if effect in DUEL_EFFECTS:
            continue
        if effect == "reinforcements" and (phase.acted or phase.call):
            continue
        if effect == "secret_passage" and (phase.dueling or not secret_links(ctx)):
            continue
        if effect == "perfume" and (ctx.counter("game", None, "seduced") or not seduction_targets(ctx)):
            continue
        if effect == "reserve" and not graph.henchmen_on_board(ctx):
            continue
        if effect in ("portcullis", "move_portcullis") and not portcullis_links(ctx):
            continue
        playable.append(effect)
    return playable


def secret_links(ctx) -> list[int]:
    return [link.index for end, link in graph.all_links(ctx) if link.kind == "secret"
            and not graph.is_ballroom(ctx, link.to) and not graph.is_ballroom(ctx, end)]


def portcullis_links(ctx) -> list[int]:
    card = graph.blocker_card(ctx, "cardinal")
    return graph.blockable_links(ctx, ignoring=card) if card else []


# ------------------------------------------------------------------------------------------------ doing it
def perform(ctx, phase: CardinalPhase, choice: str):
    verb, _, rest = choice.partition(":")
    if verb == "move":
        figure, _, room = rest.partition(":")
        yield from move_henchman(ctx, phase, figure, room)
    elif verb == "reinforce":
        kind, _, room = rest.partition(":")
        reinforce(ctx, kind, room)
    elif verb == "special":
        yield from play_special(ctx, phase, rest)
    elif verb == "seduce":
        yield from seduce(ctx, int(rest))
    elif verb == "duel":
        phase.dueling = True
        yield from duels.fight(ctx, rest, defence=True, cardinal_phase=True, came_from=phase.came_from)
    else:
        raise ValueError(f"unknown Cardinal action {choice!r}")


def move_henchman(ctx, phase: CardinalPhase, figure: str, room: str):
    destinations = graph.henchman_destinations(ctx, figure, 1 if phase.call else 2, open_secret(ctx))
    phase.came_from[figure] = destinations.get(room, ctx.card_zone[figure])
    ctx.move([figure], Zone(room))
    phase.moved.add(figure)
    if not phase.call:
        ctx.set_counter("game", None, "action_points", ctx.counter("game", None, "action_points") - 1)
    yield from ctx.signal("henchman_moved", {"henchman": figure, "room": Zone(room)})


def reinforce(ctx, kind: str, room: str) -> None:
    figure = graph.in_reserve(ctx, kind)[0]
    ctx.move([figure], Zone(room))
    if kind == "rochefort":
        ctx.set_counter("game", None, "rochefort_entered", 1)
    ctx.set_counter("game", None, "action_points", ctx.counter("game", None, "action_points") - 1)


def seduce(ctx, seat: int, perfume: bool = False):
    """Milady tries her charm: a red die 4-6 (the Irresistible Perfume: no die) and the Cardinal sees his pendant."""
    ctx.set_counter("game", None, "seduced", 1)
    if not perfume:
        (face,) = ctx.roll(duels.DIE, 1, CARDINAL)
        if int(face) < SEDUCTION_ROLL:
            return False
    known = 2 if duels.carries_true_pendant(ctx, seat) else 1
    ctx.set_counter("player", seat, "pendant_known", known)
    yield from ctx.signal("pendant_seen", {"musketeer": seat})
    return True


def draw_special(ctx):
    """The top special card (the discards shuffled in when the pile is empty); more than three: one goes."""
    deck = ctx.state["zones"]["special_deck"]
    if not deck:
        discards = list(ctx.state["zones"]["special_discard"])
        if not discards:
            return
        ctx.move(discards, Zone("special_deck"))
        ctx.shuffle(Zone("special_deck"))
        deck = ctx.state["zones"]["special_deck"]
    ctx.move([deck[-1]], Zone("special_hand", CARDINAL))
    if len(hand(ctx)) > HAND_MAX:
        (card,) = yield from ctx.choose(CARDINAL, hand(ctx), "discard-special")
        ctx.move([card], Zone("special_discard"))


def play_special(ctx, phase: CardinalPhase, card: str):
    effects = playable_effects(ctx, phase, card)
    effect = effects[0]
    if len(effects) > 1:
        (effect,) = yield from ctx.choose(CARDINAL, effects, "special-effect",
                                          labels=[f"pendants-effect-{e}" for e in effects])
    # What the card does is its own trigger on special_played (content/cards/pendants/special.yaml); it lies in
    # play (an active zone) while that runs.
    ctx.move([card], Zone("in_play"))
    ctx.set_counter("game", None, "special_played", 1)
    yield from ctx.signal("special_played", {"card": card, "effect": effect})
    if ctx.card_zone.get(card) == "in_play":
        ctx.move([card], Zone("special_discard"))
