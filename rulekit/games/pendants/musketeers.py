"""A musketeer's phase and the collective 'All for one' phase ('LE AZIONI DEI MOSCHETTIERI', 'GETTONI
EQUIPAGGIAMENTO', Exemplo 1 - Movimento e equipamento de Porthos).

The active musketeer picks actions in any order until he ends his phase. Option values:
"move:<room>" (one room; through a secret passage only with a Secret Passage token, which it uses up), "equip",
"use:<token>" (Potion, Charge, Musketeers' Door), "give:<seat>:<token>", "swap:<seat>" (pendants, one for one),
"duel" (forced while guards or Rochefort share his room), "all-for-one", "end".

Readings (where the rulebooks leave room):
- he moves up to two rooms, one poisoned, one more per Charge; entering a room with guards or Rochefort ends his
  ordinary movement (a Charge still adds a room afterwards, as Porthos does in Exemplo 1);
- while guards or Rochefort stand in his room he must duel before anything but a Potion (a Secret Strike or a
  Cape is offered inside the duel, before any die is rolled);
- he equips once per room entered, after moving at least one room, in a room whose chest still holds tokens and
  where neither guards nor Rochefort stand, holding fewer than three tokens; red-cornered tokens act at once;
- giving and swapping come 'at the end of his movement': after one his ordinary movement is over. The other
  musketeer agrees to a swap and may hand a token back for a gift (an exchange);
- a stunned musketeer's phase is his recovery: all life back, no movement, no equipping, no Charge or Door;
  he duels if henchmen are there, and may give, swap, block;
- 'All for one' is played once a game, at the start of a musketeer's phase (his phase follows) or at its end
  (any time after his first action ends his phase there).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from rulekit.games.pendants import duels, graph
from rulekit.run.decisions import Option
from rulekit.run.primitives import GameOver
from rulekit.effects.values import Zone

STEPS = 2
POISONED_STEPS = 1
GEAR_MAX = 3
RED = "red"


@dataclass
class Phase:
    """What one musketeer's phase remembers while it runs."""

    seat: int
    steps: int
    recovering: bool = False
    equipped_here: bool = False  # he equipped since he last entered a room
    swapped: set = field(default_factory=set)  # musketeers he swapped pendants with (once each a phase)
    received: set = field(default_factory=set)  # tokens handed to him this phase (not handed on again)


# ------------------------------------------------------------------------------------------------ the phase
def musketeer_phase(ctx, seat: int):
    """One musketeer's phase, named on the turn-order card."""
    if graph.out(ctx, seat):
        return
    phase = start_phase(ctx, seat)
    acted = False
    while True:
        options = legal_actions(ctx, phase, allow_all_for_one=True)
        (choice,) = yield from ctx.choose(seat, options, "musketeer-action", labels=[label(o) for o in options])
        if choice == "end":
            return
        if choice == "all-for-one":
            yield from all_for_one(ctx)
            if acted or not graph.standing(ctx, seat):
                return
            ctx.set_counter("player", seat, "moved", 0)
            continue
        acted = True
        yield from perform(ctx, phase, choice)
        if not graph.standing(ctx, seat):
            return


def start_phase(ctx, seat: int) -> Phase:
    """A stunned musketeer gets up with all his life ('Recupero'); a poisoned one moves one room only."""
    ctx.set_counter("player", seat, "moved", 0)
    if graph.stunned(ctx, seat):
        ctx.set_counter("card", graph.musketeer_figure(ctx, seat), "stunned", 0)
        ctx.set_counter("player", seat, "wounds", 0)
        return Phase(seat, 0, recovering=True)
    steps = STEPS
    if ctx.counter("player", seat, "poisoned"):
        steps = POISONED_STEPS
        ctx.set_counter("player", seat, "poisoned", 0)
    return Phase(seat, steps)


def label(option: str) -> str:
    return "pendants-" + option.split(":", 1)[0]


# ------------------------------------------------------------------------------------------------ what is legal
def legal_actions(ctx, phase: Phase, allow_all_for_one: bool = False) -> list[str]:
    """The options of his next action, best first for simple agents: equipping, then the rooms nearest the
    ballroom, equipment, gifts, swaps, All for one, the end of his phase."""
    seat = phase.seat
    room = graph.location(ctx, seat)
    potions = duels.tokens_of(ctx, seat, "potion")
    wounded = duels.life_left(ctx, seat) < duels.max_life(ctx, seat)
    if graph.fighters_in(ctx, room):
        return ["duel"] + ([f"use:{potions[0]}"] if potions and wounded else [])
    options: list[str] = []
    if not phase.recovering:
        if can_equip(ctx, phase):
            options.append("equip")
        if phase.steps > 0:
            secret = bool(duels.tokens_of(ctx, seat, "secret_passage"))
            distance = graph.distances_to_ballroom(ctx)
            steps = sorted(graph.musketeer_steps(ctx, room, secret), key=lambda pair: (distance.get(pair[0], 99), pair[0]))
            options.extend(f"move:{to}" for to, _ in steps)
        for token in _distinct(ctx, duels.gear(ctx, seat)):
            what = duels.item(ctx, token)
            if what == "potion" and wounded:
                options.append(f"use:{token}")
            elif what == "charge" and not graph.is_ballroom(ctx, room):
                options.append(f"use:{token}")
            elif what == "door" and door_links(ctx):
                options.append(f"use:{token}")
    own = [t for t in duels.gear(ctx, seat) if t not in phase.received]
    for other in graph.musketeers_in(ctx, room):
        if other == seat:
            continue
        if len(duels.gear(ctx, other)) < GEAR_MAX:
            options.extend(f"give:{other}:{token}" for token in _distinct(ctx, own))
        if other not in phase.swapped:
            options.append(f"swap:{other}")
    if allow_all_for_one and ctx.counter("game", None, "one_for_all"):
        options.append("all-for-one")
    options.append("end")
    return options


def _distinct(ctx, tokens: list[str]) -> list[str]:
    """One token of each kind: two Charges are the same choice."""
    seen: dict[str, str] = {}
    for token in tokens:
        seen.setdefault(duels.item(ctx, token), token)
    return list(seen.values())


def can_equip(ctx, phase: Phase) -> bool:
    seat = phase.seat
    room = graph.location(ctx, seat)
    return (not phase.recovering and not phase.equipped_here and ctx.counter("player", seat, "moved") >= 1
            and bool(graph.chest_tokens(ctx, room)) and not graph.fighters_in(ctx, room)
            and len(duels.gear(ctx, seat)) < GEAR_MAX)


def door_links(ctx) -> list[int]:
    door = graph.blocker_card(ctx, "musketeers")
    return graph.blockable_links(ctx, ignoring=door) if door else []


# ------------------------------------------------------------------------------------------------ doing it
def perform(ctx, phase: Phase, choice: str):
    seat = phase.seat
    verb, _, rest = choice.partition(":")
    if verb == "move":
        yield from enter(ctx, phase, rest)
    elif verb == "duel":
        room = graph.location(ctx, seat)
        yield from duels.fight(ctx, room, defence=False, cardinal_phase=False)
    elif verb == "equip":
        yield from equip(ctx, phase)
    elif verb == "use":
        yield from use(ctx, phase, rest)
    elif verb == "give":
        other, _, token = rest.partition(":")
        back = yield from give(ctx, seat, int(other), token)
        if back:
            phase.received.add(back)
        phase.steps = 0
    elif verb == "swap":
        yield from swap(ctx, seat, int(rest))
        phase.swapped.add(int(rest))
        phase.steps = 0
    else:
        raise ValueError(f"unknown musketeer action {choice!r}")


def enter(ctx, phase: Phase, to: str):
    """Step into the next room. A secret passage uses up the token; the ballroom ends the game or his part in it;
    guards or Rochefort stop him."""
    seat = phase.seat
    here = graph.location(ctx, seat)
    link = graph.link_between(ctx, here, to, ("door", "gate", "ballroom")) or graph.link_between(ctx, here, to)
    if link is not None and link.kind == "secret":
        duels.discard_token(ctx, duels.tokens_of(ctx, seat, "secret_passage")[0])
    ctx.move([graph.musketeer_figure(ctx, seat)], Zone(to))
    phase.steps -= 1
    phase.equipped_here = False
    ctx.set_counter("player", seat, "moved", ctx.counter("player", seat, "moved") + 1)
    yield from ctx.signal("musketeer_moved", {"musketeer": seat, "room": Zone(to)})
    if graph.is_ballroom(ctx, to):
        yield from reach_ballroom(ctx, seat)
        return
    if graph.fighters_in(ctx, to):
        phase.steps = 0


def reach_ballroom(ctx, seat: int):
    """With the true pendant the musketeers win at once; without it he comforts the Queen (she goes back two
    squares) and is out of the game ('Confortare la Regina')."""
    if duels.carries_true_pendant(ctx, seat):
        raise GameOver("pendant_returned", graph.musketeers(ctx))
    ctx.set_counter("player", seat, "out", 1)
    yield from ctx.signal("queen_comforted", {"musketeer": seat})
    yield from duels.queen_moves(ctx, -2)


def equip(ctx, phase: Phase):
    """The top token of the chest, looked at and kept face down; a red-cornered one is shown and acts at once:
    the booby trap wounds, the poison slows his next phase."""
    seat = phase.seat
    room = graph.location(ctx, seat)
    token = graph.chest_tokens(ctx, room)[-1]
    ctx.move([token], Zone("gear", seat))
    ctx.set_counter("card", token, "slot", 0)  # out of the chest
    phase.equipped_here = True
    yield from ctx.signal("equipped", {"musketeer": seat})
    if str(graph.stat(ctx, token, "corner", "")) != RED:
        return
    # shown and acting at once: what it does is its trigger on token_drawn (content/cards/pendants/equipment.yaml)
    ctx.move([token], Zone("in_play"))
    yield from ctx.signal("token_drawn", {"musketeer": seat, "token": token})
    if ctx.card_zone.get(token) == "in_play":
        ctx.move([token], Zone("removed"))


def use(ctx, phase: Phase, token: str):
    """The token's own trigger on token_used says what it does (content/cards/pendants/equipment.yaml); rooms it
    adds (Charges) arrive through the player counter `bonus_steps`. Used, it leaves the game."""
    seat = phase.seat
    ctx.move([token], Zone("in_play"))
    yield from ctx.signal("token_used", {"musketeer": seat, "token": token})
    extra = ctx.counter("player", seat, "bonus_steps")
    if extra:
        phase.steps += extra
        ctx.set_counter("player", seat, "bonus_steps", 0)
    duels.discard_token(ctx, token)


def place_door(ctx, seat: int):
    """'Musketeers' Door': on any doorway that leaves every figure a way out (secret passages are none), never on a
    ballroom door; played again, it moves."""
    door = graph.blocker_card(ctx, "musketeers")
    choices = door_links(ctx)
    names = [graph.link_name(ctx, i) for i in choices]
    (picked,) = yield from ctx.choose(seat, names, "door-link")
    graph.place_blocker(ctx, door, choices[names.index(picked)])


def give(ctx, seat: int, other: int, token: str):
    """A token to a musketeer in the same room; he may hand one of his back (an exchange needs both to agree).
    Returns the token handed back, if any."""
    ctx.move([token], Zone("gear", other))
    back = [t for t in duels.gear(ctx, other) if t != token]
    if back and len(duels.gear(ctx, seat)) < GEAR_MAX:
        (answer,) = yield from ctx.choose(other, ["none"] + back, "give-back",
                                          labels=["pendants-none"] + [""] * len(back))
        if answer != "none":
            ctx.move([answer], Zone("gear", seat))
            return answer
    return None


def swap(ctx, seat: int, other: int):
    """Pendants change hands one for one, if the other agrees; what the Cardinal knew of each goes with it."""
    (answer,) = yield from ctx.choose(other, ["yes", "no"], "accept-swap", labels=["pendants-yes", "pendants-no"])
    if answer != "yes":
        return
    mine, theirs = duels.pendant(ctx, seat), duels.pendant(ctx, other)
    if mine is None or theirs is None:
        return
    ctx.move([mine], Zone("pendant", other))
    ctx.move([theirs], Zone("pendant", seat))
    known_mine = ctx.counter("player", seat, "pendant_known")
    ctx.set_counter("player", seat, "pendant_known", ctx.counter("player", other, "pendant_known"))
    ctx.set_counter("player", other, "pendant_known", known_mine)


# ------------------------------------------------------------------------------------------------ all for one
def all_for_one(ctx):
    """'Tutti per uno': an extra phase where every standing musketeer at once recovers 1 life or moves one room;
    then each in turn may equip, use equipment, give, swap and fights the duels his move began."""
    ctx.set_counter("game", None, "one_for_all", 0)
    yield from ctx.signal("all_for_one", {})
    seats = [s for s in graph.musketeers(ctx) if graph.standing(ctx, s)]
    for seat in graph.musketeers(ctx):
        ctx.set_counter("player", seat, "moved", 0)
    decisions = []
    for seat in seats:
        room = graph.location(ctx, seat)
        secret = bool(duels.tokens_of(ctx, seat, "secret_passage"))
        moves = [f"move:{to}" for to, _ in graph.musketeer_steps(ctx, room, secret)]
        options = [Option("heal", "pendants-heal")] + [Option(m, "pendants-move") for m in moves]
        decisions.append(ctx.decision(seat, "collective-action", options))
    answers = yield from ctx.ask(decisions)
    phases = {seat: Phase(seat, 0) for seat in seats}
    for seat in seats:
        (choice,) = answers[seat]
        if not graph.standing(ctx, seat):
            continue
        if choice == "heal":
            duels.heal(ctx, seat, 1)
        else:
            phases[seat].steps = 1
            yield from enter(ctx, phases[seat], choice.partition(":")[2])
            phases[seat].steps = 0
    for seat in seats:
        phase = phases[seat]
        while graph.standing(ctx, seat):
            options = legal_actions(ctx, phase)
            if options == ["end"]:
                break
            (choice,) = yield from ctx.choose(seat, options, "musketeer-action", labels=[label(o) for o in options])
            if choice == "end":
                break
            yield from perform(ctx, phase, choice)
