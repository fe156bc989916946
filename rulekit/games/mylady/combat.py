"""Duels and challenges of Mylady und die Musketiere ('Spielprinzipien' 1-2, 'Sich ausrüsten', FAQ 'Duels').

Two layers. `resolve_duel` is the duel itself, knowing nothing of cards: two `Side`s throw their dice until blood
is drawn or nobody has dice left, and it returns a `DuelOutcome`. `fight` and `challenge` are the primitives card
effects and the flow call: they read the board (hand, gear, the foe's card) through `common`, ask the musketeer
which cards to commit, run the duel or the test, then pay wounds, rewards and discards.

Rulings applied (the FAQ wins over the rulebook):
- duels are to first blood: the duel ends with the first roll that wounds anyone (FAQ 'Principes généraux');
- a secret thrust is three of the rolled dice; it wounds once and the other side's dice are ignored; both thrusts:
  one wound each ('Geheimer Fechtstoß', FAQ 'Bottes');
- the pistol adds a sword to the first roll only and never helps a thrust (FAQ 'Pistolet'); armour (the cuirass,
  Vitray) adds a shield to every roll but never stops a thrust (FAQ 'Vitray');
- a tie: each side drops a die and both throw again; a side out of dice waits while the other throws alone until
  it wounds or runs out (FAQ); a foe with a fixed result (quest tokens) never drops a die;
- the Toledo blade rerolls one blue die once per duel, at any roll, even after the foe's thrust (FAQ).
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any, Sequence

from rulekit.games.mylady import common
from rulekit.run.context import Decisions, RunContext
from rulekit.effects.values import Zone

SWORD, SHIELD, LILY = "sword", "shield", "lily"
MAX_BLUE_DICE = 6  # 'In keinem Fall darf ein Musketier mehr als 6 Würfel werfen.'
MAX_HEROISM = 7
NO_REROLL = "no"


# ------------------------------------------------------------------------------------------------ the duel itself
@dataclass(frozen=True, slots=True)
class Side:
    """One side of a duel as the dice see it.

    dice: dice thrown in the first roll; kind: "blue" (the musketeer) or "red" (Mylady's foe);
    thrusts: secret thrusts, three faces each (any one succeeding is enough: d'Artagnan may have two);
    pistol: one more sword in the first roll; armor: shields added to every roll (cuirass, Vitray);
    toledo: may reroll one of its dice once per duel; fixed: the printed result of a quest token (it is shown
    every roll and the token never loses a die)."""

    dice: int
    kind: str
    thrusts: tuple[tuple[str, ...], ...] = ()
    pistol: bool = False
    armor: int = 0
    toledo: bool = False
    fixed: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class RollResult:
    """What one roll did: wounds dealt to each side and whose thrust succeeded."""

    musketeer_wounds: int
    foe_wounds: int
    musketeer_thrust: bool
    foe_thrust: bool

    @property
    def bloody(self) -> bool:
        return self.musketeer_wounds > 0 or self.foe_wounds > 0

    @property
    def musketeer_won(self) -> bool:
        return self.foe_wounds > 0 and self.musketeer_wounds == 0


@dataclass(frozen=True, slots=True)
class DuelOutcome:
    """How a duel ended: the wounds of its last (bloody) roll, how many rolls it took, and the thrusts of that roll.
    No wounds at all means the duel was drawn ('Das Duell ist gescheitert')."""

    musketeer_wounds: int
    foe_wounds: int
    rounds: int
    musketeer_thrust: bool = False
    foe_thrust: bool = False
    toledo_used: bool = False

    @property
    def drawn(self) -> bool:
        return self.musketeer_wounds == 0 and self.foe_wounds == 0


def thrust_made(faces: Sequence[str], thrusts: Sequence[Sequence[str]]) -> bool:
    """True if three of the rolled faces (as a multiset) equal one of the thrusts. Only real dice count: the
    pistol's sword and the armour's shield are not dice."""
    rolled = Counter(faces)
    for thrust in thrusts:
        wanted = Counter(thrust)
        if len(thrust) == 3 and all(rolled[face] >= n for face, n in wanted.items()):
            return True
    return False


def score_roll(blue_faces: Sequence[str], red_faces: Sequence[str], blue: Side, red: Side, first_roll: bool) -> RollResult:
    """Score one roll: thrusts first (they ignore the other side's dice and armour), else swords against shields."""
    blue_thrust = thrust_made(blue_faces, blue.thrusts)
    red_thrust = thrust_made(red_faces, red.thrusts)
    if blue_thrust or red_thrust:
        return RollResult(int(red_thrust), int(blue_thrust), blue_thrust, red_thrust)
    blue_swords = blue_faces.count(SWORD) + (1 if blue.pistol and first_roll else 0)
    red_swords = red_faces.count(SWORD) + (1 if red.pistol and first_roll else 0)
    blue_shields = blue_faces.count(SHIELD) + blue.armor
    red_shields = red_faces.count(SHIELD) + red.armor
    return RollResult(max(0, red_swords - blue_shields), max(0, blue_swords - red_shields), False, False)


def resolve_duel(ctx: RunContext, musketeer_seat: int, blue: Side, red: Side) -> Decisions:
    """Throw both sides' dice until a roll wounds someone or nobody can throw any more; returns a DuelOutcome.
    Only the Toledo blade asks the musketeer anything."""
    blue_dice = blue.dice
    red_dice = len(red.fixed) if red.fixed else red.dice
    toledo = blue.toledo
    rounds = 0
    while blue_dice > 0 or red_dice > 0:
        rounds += 1
        blue_faces = ctx.roll(blue.kind, blue_dice, musketeer_seat) if blue_dice else []
        red_faces = list(red.fixed) if red.fixed else (ctx.roll(red.kind, red_dice) if red_dice else [])
        result = score_roll(blue_faces, red_faces, blue, red, rounds == 1)
        if toledo and blue_faces and not result.musketeer_won:
            rerolled = yield from _toledo(ctx, musketeer_seat, blue_faces, blue)
            if rerolled is not None:
                toledo = False
                blue_faces = rerolled
                result = score_roll(blue_faces, red_faces, blue, red, rounds == 1)
        if result.bloody:
            return DuelOutcome(result.musketeer_wounds, result.foe_wounds, rounds, result.musketeer_thrust,
                               result.foe_thrust, blue.toledo and not toledo)
        if blue_dice == 0 and red.fixed:
            break  # the token shows the same result for ever: nothing can change any more
        blue_dice = max(0, blue_dice - 1)
        if not red.fixed:
            red_dice = max(0, red_dice - 1)
    return DuelOutcome(0, 0, rounds, toledo_used=blue.toledo and not toledo)


def _toledo(ctx: RunContext, seat: int, faces: list[str], blue: Side) -> Decisions:
    """Offer the Toledo reroll: "no" or the face of the die to throw again (dice with the same face are alike).
    Returns the new faces, or None if the musketeer kept his roll."""
    needed = {face for thrust in blue.thrusts for face in thrust}
    order = {LILY: 0, SHIELD: 1, SWORD: 2}
    # best first for simple agents: a face no thrust needs, and lilies (worth nothing otherwise), first
    distinct = sorted(set(faces), key=lambda f: (f in needed, order.get(f, 3), f))
    (picked,) = yield from ctx.choose(seat, distinct + [NO_REROLL], "toledo-reroll")
    if picked == NO_REROLL:
        return None
    new_faces = list(faces)
    new_faces[new_faces.index(picked)] = ctx.roll(blue.kind, 1, seat)[0]
    return new_faces


# ------------------------------------------------------------------------------------------------ sides from the board
ARAMIS_ABILITIES = ("cunning", "aramis")  # the board's `ability` stat ('Schlauer Fuchs')


def is_aramis(ctx: RunContext, seat: int) -> bool:
    board = common.musketeer_card(ctx, seat)
    return ctx.game.cards[board].stats.get("ability") in ARAMIS_ABILITIES or board == "musk-aramis"


def aramis_may_help(ctx: RunContext, seat: int) -> bool:
    """Aramis's 'Schlauer Fuchs': once a round one adventure card of any type, never at La Rochelle."""
    return (
        is_aramis(ctx, seat)
        and ctx.counter("player", seat, "aramis_used") == 0
        and common.location_of(ctx, seat) != "la_rochelle"
    )


def musketeer_side(ctx: RunContext, seat: int, dice: int) -> Side:
    """The blue side: `dice` dice (capped at six), his thrusts and his gear."""
    return Side(
        dice=min(MAX_BLUE_DICE, dice),
        kind="blue",
        thrusts=tuple(common.thrusts(ctx, seat)),
        pistol=common.has_item(ctx, seat, "pistol"),
        armor=1 if common.has_item(ctx, seat, "cuirass") else 0,
        toledo=common.has_item(ctx, seat, "toledo"),
    )


def foe_side(ctx: RunContext, foe: str) -> Side:
    """The red side from the foe's card: `dice`, `thrust` ("" if none), `armor`, and `fixed` (a token's result)."""
    stats = ctx.game.cards[foe].stats
    thrust = tuple(str(stats.get("thrust") or "").split())
    return Side(
        dice=int(stats.get("dice") or 0),
        kind="red",
        thrusts=(thrust,) if thrust else (),
        armor=int(stats.get("armor") or 0),
        fixed=tuple(str(stats.get("fixed") or "").split()),
    )


def _card_stat(ctx: RunContext, card: str, name: str) -> int:
    return int(ctx.game.cards[card].stats.get(name) or 0)


def _aramis_card(ctx: RunContext, seat: int, exclude: Sequence[str], prompt: str, prefer: str = "") -> Decisions:
    """Ask Aramis for his once-a-round card (any type, or none); returns the card or None."""
    if not aramis_may_help(ctx, seat):
        return None
    spare = [c for c in common.hand(ctx, seat) if c not in exclude]
    picked = yield from ctx.choose(seat, spare, prompt, exactly=False, prefer=prefer)
    if not picked:
        return None
    ctx.set_counter("player", seat, "aramis_used", 1)
    return picked[0]


def commit_combat_cards(ctx: RunContext, seat: int) -> Decisions:
    """Before the first roll the musketeer adds combat cards (a double card counts two) and Aramis maybe one card of
    any type; never more than six blue dice. Returns (cards committed, blue dice)."""
    dice = int(ctx.game.cards[common.musketeer_card(ctx, seat)].stats.get("dice") or 3)
    room = MAX_BLUE_DICE - dice
    combat = [c for c in common.hand(ctx, seat) if ctx.game.cards[c].kind == "combat_card"]
    committed: list[str] = []
    if room > 0 and combat:
        committed = list((yield from ctx.choose(seat, combat, "commit-combat-cards", count=room, exactly=False, prefer="dice")))
        dice += sum(_card_stat(ctx, c, "dice") for c in committed)
    if dice < MAX_BLUE_DICE:
        extra = yield from _aramis_card(ctx, seat, committed, "aramis-combat-card", prefer="-dice")
        if extra is not None:
            committed.append(extra)
            dice += 1
    return committed, min(MAX_BLUE_DICE, dice)


# ------------------------------------------------------------------------------------------------ the primitives
def fight(ctx: RunContext, seat: int, foe: str) -> Decisions:
    """A whole duel of the musketeer against a foe card; returns True if the foe lost his last life."""
    committed, dice = yield from commit_combat_cards(ctx, seat)
    outcome = yield from resolve_duel(ctx, seat, musketeer_side(ctx, seat, dice), foe_side(ctx, foe))
    ctx.move(committed, Zone("adventure_discard"))
    common.wound(ctx, seat, outcome.musketeer_wounds)
    beaten = wound_foe(ctx, foe, outcome.foe_wounds)
    yield from ctx.signal("duel_ended", {"musketeer": seat, "foe": foe, "beaten": beaten})
    if beaten and ctx.game.cards[foe].kind == "adversary":
        yield from ctx.signal("adversary_beaten", {"musketeer": seat, "foe": foe})
        reward_and_remove(ctx, foe)
    return beaten


def wound_foe(ctx: RunContext, foe: str, amount: int) -> bool:
    """Add wounds to the foe's card (up to its life); True if it has no life left ('Wunden': Cavois has 2)."""
    life = _card_stat(ctx, foe, "life") or 1
    wounds = min(life, ctx.counter("card", foe, "wounds") + max(0, amount))
    ctx.set_counter("card", foe, "wounds", wounds)
    return wounds >= life


def reward_and_remove(ctx: RunContext, foe: str) -> None:
    """'Belohnung': gold to the purse and heroism tokens (at most 7); the Handlanger goes back to Mylady's hand,
    every other adversary out of the game, healed so it starts afresh if it comes back."""
    ctx.set_counter("game", None, "gold", ctx.counter("game", None, "gold") + _card_stat(ctx, foe, "gold"))
    heroism = ctx.counter("game", None, "heroism") + _card_stat(ctx, foe, "heroism")
    ctx.set_counter("game", None, "heroism", min(MAX_HEROISM, heroism))
    ctx.set_counter("card", foe, "wounds", 0)
    to = Zone("schemes", common.MYLADY) if _card_stat(ctx, foe, "returns") else Zone("removed")
    ctx.move([foe], to)


def challenge(ctx: RunContext, seat: int, skill: str, difficulty: int) -> Decisions:
    """A skill test: skill value plus one per matching skill card committed (and Aramis's card); every committed
    card is discarded whatever the result. Returns True if the total reaches the difficulty."""
    total = common.skill_value(ctx, seat, skill)
    matching = [
        c for c in common.hand(ctx, seat)
        if ctx.game.cards[c].kind == "skill_card" and ctx.game.cards[c].stats.get("skill") == skill
    ]
    committed: list[str] = []
    if total < difficulty and matching:
        committed = list((yield from ctx.choose(seat, matching, "commit-skill-cards", count=difficulty - total, exactly=False)))
        total += len(committed)
    if total < difficulty:
        extra = yield from _aramis_card(ctx, seat, committed, "aramis-skill-card")
        if extra is not None:
            committed.append(extra)
            total += 1
    ctx.move(committed, Zone("adventure_discard"))
    return total >= difficulty


def register_combat(registry: Any) -> None:
    """Register `fight` and `challenge` (the events they signal, duel_ended and adversary_beaten, are declared by
    the ruleset with the others)."""

    @registry.action(name="fight")
    def fight_(ctx, musketeer: "player", foe: "card") -> "bool":
        """Mylady: a duel of `musketeer` against `foe` (an adversary, Rochefort or a token). He first commits combat
        cards (Aramis one card of any type once a round); duels are to first blood. Wounds go to the musketeer and
        to the foe's `wounds`; signals duel_ended, and for a beaten adversary adversary_beaten, then pays its gold and
        heroism and removes it (the Handlanger back to Mylady's hand). True if the foe lost his last life."""
        return (yield from fight(ctx, musketeer, foe))

    @registry.action(name="challenge", ranges={"difficulty": (0, None)})
    def challenge_(ctx, musketeer: "player", skill: "str", difficulty: "int") -> "bool":
        """Mylady: a challenge of `skill` ('Herausforderungen'): the skill value plus one per matching skill card the
        musketeer commits (Aramis: one card of any type once a round); the cards are discarded. True if the total
        reaches `difficulty`."""
        return (yield from challenge(ctx, musketeer, skill, difficulty))
