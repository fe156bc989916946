"""Heuristic agents for both sides of Mylady, after the rulebook's advice ('Ratschläge & Hinweise').

Musketeers: never forget the quest, keep Paris under control (Constance above all), answer the Louvre before the
Queen's honour sinks, hold La Rochelle with placed cards, gear up early, let Athos scout where Rochefort waits.
Mylady: distract everywhere, hide where the musketeers must act, keep a Paris card in play, lay her strongest
foes, strike the weakest musketeer.

They see only `view(player)` and the decision. What a card does is read from the card itself, never from its id:
its stats (dice, life, thrust, value, rewards, what equipment adds to a duel) and its triggers, whose effects are
summarised from the compiled syntax tree (`EffectSummary`: which primitives they call, which counters and tracks
they change). A seeded random stream breaks ties, so the same seed plays the same.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from itertools import repeat
from typing import Any, Callable

from rulekit.agents.base import RanksAnswers, option_values
from rulekit.effects import ast
from rulekit.run.rng import Rng, derive_seed
from rulekit.run.views import PlayerView, label_and_argument, zone_name

MYLADY = 0
_NONE: dict[str, int] = {}
SKILLS = ("education", "nobility", "charm", "bravery")
# The chance to wound Rochefort (3 red dice, thrust of three swords) at least once in a duel, by the musketeer's
# blue dice; measured over 300 duels each of the game's own `duel` procedure. One wound sends him away.
ROCHEFORT_ODDS = {0: 0.0, 1: 0.05, 2: 0.15, 3: 0.39, 4: 0.74, 5: 0.89, 6: 0.94}
ROCHEFORT_PLACES = ("paris", "louvre", "quest")
_CALAIS_ZONES = tuple(f"calais_challenge_{n}" for n in range(1, 5))  # the quest's chapter 2 challenges
_ZEROS = repeat(0)  # the default of each `map(table.get, ids, _ZEROS)` (endless: any number of ids)
_NOT_SKILL_CARD = object()  # what `GameFacts.skill_of` gives for a card that is no skill card (its skill may be None)
_NOT_SKILL_CARDS = repeat(_NOT_SKILL_CARD)
_TIE_BREAKS = range(1 << 16)  # an option's random tie-break: `picks` from it draws as `below(1 << 16)` does


# ------------------------------------------------------------------------------------------------ what cards do
@dataclass
class EffectSummary:
    """What a card's triggers do, read from their syntax trees: the calls they make (with their literal
    arguments) and the counters they change (`name`: the literal amount, + or -)."""

    calls: dict[str, list[tuple[Any, ...]]] = field(default_factory=dict)
    changes: dict[str, int] = field(default_factory=dict)
    events: set[str] = field(default_factory=set)
    conditional: bool = False  # some trigger has an `if`
    _tracks: dict[str, int] = field(default_factory=dict, repr=False, compare=False)  # `track`'s answers

    def called(self, name: str) -> bool:
        return name in self.calls

    def amount(self, name: str, default: int = 1) -> int:
        """The first literal number among the arguments of a call (`draw_treachery(2)` -> 2)."""
        for args in self.calls.get(name, ()):
            for arg in args:
                if isinstance(arg, int) and not isinstance(arg, bool):
                    return arg
        return default if name in self.calls else 0

    def track(self, track: str) -> int:
        """Squares an `advance("track", n)` moves, plus a plain change of the counter (worked out once per track:
        a summary is made once per card)."""
        known = self._tracks.get(track)
        if known is None:
            known = self._tracks[track] = self._track(track)
        return known

    def _track(self, track: str) -> int:
        total = self.changes.get(track, 0)
        for args in self.calls.get("advance", ()):
            if args and args[0] == track:
                total += args[1] if len(args) > 1 and isinstance(args[1], int) else 1
        return total


def _literal(node: Any) -> Any:
    if isinstance(node, ast.Literal):
        return node.value
    if isinstance(node, ast.UnaryOp) and node.op == "-" and isinstance(node.operand, ast.Literal):
        return -node.operand.value
    return None


def summarise(triggers: Any) -> EffectSummary:
    summary = EffectSummary()
    for trigger in triggers:
        summary.events.add(trigger.event)
        summary.conditional = summary.conditional or trigger.condition is not None
        for node in ast.walk(trigger.effect.node):
            if isinstance(node, ast.Call):
                summary.calls.setdefault(node.name, []).append(tuple(_literal(a) for a in node.args))
            elif isinstance(node, ast.Assign) and isinstance(node.target, ast.Name):
                value = _literal(node.value)
                if isinstance(value, int):
                    sign = {"+=": 1, "-=": -1, "=": 1}.get(node.op, 1)
                    summary.changes[node.target.id] = summary.changes.get(node.target.id, 0) + sign * value
    return summary


@lru_cache(maxsize=4)
def _definition(game_id: str) -> Any:
    from rulekit import catalog

    return catalog.game(game_id)


@lru_cache(maxsize=4)
def _musketeer_cards(game_id: str) -> tuple[tuple[str, int, dict[str, Any]], ...]:
    """The game's musketeer figures with their seats and stats, by seat (the agent counts a figure only where it
    sees it)."""
    facts = _definition(game_id).card_facts
    figures = [(card, data["stats"]["seat"], data["stats"]) for card, data in facts.items()
               if data["kind"] == "musketeer"]
    return tuple(sorted(figures, key=lambda figure: figure[1]))


class GameFacts:
    """What the agent reads of a game's definition, the same in every view of every game of it: made once per
    game id (`game_facts`), shared by each decision's `Table` (read-only)."""

    def __init__(self, game_id: str) -> None:
        definition = _definition(game_id)
        facts = definition.card_facts
        # each card's stats and kind, read with one lookup (see `Table.stats`)
        self.stats_of = {card: data["stats"] for card, data in facts.items()}
        self.kind_of = {card: data["kind"] for card, data in facts.items()}
        self.figures = {seat: (card, stats) for card, seat, stats in _musketeer_cards(game_id)}  # by seat, in order
        # what counting a hand reads of its cards: the skill of each skill card, the dice of each combat card
        self.skill_of = {card: data["stats"].get("skill") for card, data in facts.items()
                         if data["kind"] == "skill_card"}
        self.dice_of = {card: int(data["stats"].get("dice", 1)) for card, data in facts.items()
                        if data["kind"] == "combat_card"}
        self.duel_bonuses = {card: found for card, found in map(_duel_bonus, facts.items()) if any(found)}
        self.mission_places = frozenset(zone[:-len("_mission")] for zone in definition.zones
                                        if zone.endswith("_mission"))  # the places that have a mission zone
        self._cards = definition.cards
        self.summaries: dict[str, EffectSummary] = {}  # what each card's triggers do, by card (see `summary`)
        self._readings: dict[tuple[Callable[..., Any], str], Any] = {}  # (see `reading`)

    def summary(self, card: str) -> EffectSummary:
        """What the card's triggers do (summarised on the first asking, then read from `summaries`)."""
        known = self.summaries.get(card)
        if known is None:
            data = self._cards.get(card)
            known = self.summaries[card] = summarise(data.triggers) if data is not None else EffectSummary()
        return known

    def reading(self, read: Callable[[GameFacts, str], Any], card: str) -> Any:
        """`read(self, card)`: what the agent weighs of a card's stats and triggers, the same in every view (a card
        does not change), worked out on the first asking and kept (`paris_threat`, `PersonTraits.read` ...)."""
        key = (read, card)
        known = self._readings.get(key)
        if known is None:
            known = self._readings[key] = read(self, card)
        return known


def paris_threat(facts: GameFacts, card: str) -> tuple[bool, float]:
    """What a Paris mission card threatens: whether Mylady scores its successes (then Constance's life is at
    stake), else the harm its trigger does when it is lost (time, the Queen's honour, wounds, treachery)."""
    stats, harm = facts.stats_of.get(card, _NONE), facts.summary(card)
    mylady_scores = bool(int(stats.get("successes", 0))) and stats.get("successes_by") != "musketeers"
    worth = 2.0 + 2.0 * harm.track("time") + 1.5 * harm.track("queen") + (1.5 if harm.called("wound") else 0.0)
    worth += 1.0 if harm.called("draw_treachery") or "la_rochelle_roll" in harm.events else 0.0
    return mylady_scores, worth


def foe_traits(facts: GameFacts, card: str) -> tuple[bool, bool, float]:
    """A foe card Mylady may lay: whether it is an ambush, whether one pays to remove it, and its worth to her
    apart from the gold the musketeers hold (an ambush's worth without its price)."""
    st = facts.stats_of.get(card, _NONE)
    if facts.kind_of.get(card) == "ambush":
        return True, st.get("remove_by") == "pay", 3.0 + int(st.get("dice", 0))
    worth = int(st.get("dice", 0)) + 2.0 * (int(st.get("life", 1)) - 1) \
        + (2.0 if len(st.get("thrust") or []) == 3 else 0.0) + (1.5 if facts.summary(card).called("wound") else 0.0) \
        + int(st.get("armor", 0)) - 0.5 * int(st.get("value", 1))
    return False, False, worth


@dataclass(frozen=True)
class TreacheryTraits:
    """What an Arglist card's trigger does, read once per card: the primitives it calls whose worth depends on
    the game, and by how much it changes each counter or track it changes (0: not at all)."""

    wounds: bool
    jails: bool
    heals_rochefort: bool
    red_dice: int
    extra_time: int
    action_penalty: int
    gold: int
    queen: int
    louvre_marker: int
    treachery_drawn: int
    no_exchange: int
    hourglass: int

    @staticmethod
    def read(facts: GameFacts, card: str) -> TreacheryTraits:
        effect = facts.summary(card)
        changes = effect.changes
        return TreacheryTraits(
            effect.called("wound"), effect.called("jail"), effect.called("heal_rochefort"),
            changes.get("red_dice_bonus", 0), changes.get("extra_time", 0), changes.get("action_penalty", 0),
            changes.get("gold", 0), effect.track("queen"), effect.track("louvre_marker"),
            effect.amount("draw_treachery", 0), changes.get("no_exchange", 0), changes.get("hourglass", 0))


@dataclass(frozen=True)
class PersonTraits:
    """What a person card does, read from its trigger and stats once per card: its worth whatever the game (2.5
    for heroism, 2.0 for an adventure card or a card Mylady loses) and what it does whose worth changes."""

    worth: float
    heals: bool
    lowers_queen: bool
    gold: bool
    rochelle: bool

    @staticmethod
    def read(facts: GameFacts, card: str) -> PersonTraits:
        stats, effect = facts.stats_of.get(card, _NONE), facts.summary(card)
        heals = effect.called("heal")
        worth = 0.0
        if effect.track("heroism"):
            worth = 2.5
        elif effect.called("draw_adventure") or (effect.called("choose_card") and not heals):
            worth = 2.0
        return PersonTraits(worth, heals, effect.track("queen") < 0,
                            effect.track("gold") > 0 or "gold" in effect.changes, bool(int(stats.get("rochelle", 0))))


def _duel_bonus(item: tuple[str, dict[str, Any]]) -> tuple[str, tuple[int, int, int]]:
    """A card's first swords, shields and rerolls in a duel (equipment's)."""
    card, data = item
    stats = data["stats"]
    return card, tuple(int(stats.get(stat, 0) or 0) for stat in ("first_swords", "shields", "rerolls"))


@lru_cache(maxsize=4)
def game_facts(game_id: str) -> GameFacts:
    return GameFacts(game_id)


# ------------------------------------------------------------------------------------------------ reading a view
class _PlainCounters:
    """`PlayerView.counter` and `player_counter` for a view given as plain data (JSON)."""

    __slots__ = ("view",)

    def __init__(self, view: dict[str, Any]) -> None:
        self.view = view

    def counter(self, name: str, default: int = 0) -> int:
        return self.view["counters"].get(name, default)

    def player_counter(self, seat: int, name: str) -> int:
        return self.view["player_counters"][seat].get(name, 0)


class Table:
    """One view, read as far as asked: the cards, zones and places looked up (a handler that reads three zones
    pays for three), the musketeers' figures, counters. A view given as plain data (JSON) is read whole."""

    __slots__ = ("view", "you", "counter", "player_counter", "facts", "_lookups", "_card", "_stats_of", "_kind_of",
                 "_where", "_zone_ids", "_zones", "_known", "_hands", "_counted_hands", "_reaches", "_figures",
                 "_read_whole")

    def __init__(self, view: Any, facts: GameFacts | None = None, you: int | None = None) -> None:
        """`facts` (the game's) and `you` (the viewer's seat) where the caller knows them already (an agent plays
        one game; a decision names its player), else read from the view."""
        self.view = view
        self.you = view["you"] if you is None else you
        if facts is None:
            facts = game_facts(view["game"])
        self.facts = facts  # the definition's, the same in every view
        self._stats_of, self._kind_of = facts.stats_of, facts.kind_of  # an id the view shows -> ... (see `stats`)
        self._read_whole = None  # (see `_whole`)
        self._lookups = isinstance(view, PlayerView)  # single cards, zones and counters on demand
        if self._lookups:
            self.counter = view.counter  # a game counter by name (and a default): `view.counter`
            self.player_counter = view.player_counter  # a seat's counter by seat and name: `view.player_counter`
            self._card = view.card  # a card id -> its facts, if seen
            self._where = view.place_of  # a card id -> its zone, if seen
            self._zone_ids = view.zone_ids  # a zone's key -> the ids the viewer sees in it
        else:
            self._read_plain(view)
        self._zones: dict[str, list[str]] = {}
        self._known: dict[tuple, Any] = {}  # worked out from this view, by key (see `once`; the view does not change)
        # the same for the lookups asked many times a decision (see `once`)
        self._hands: dict[int, list[str]] = {}
        self._counted_hands: dict[int, tuple[dict[Any, int], int]] = {}
        self._reaches: dict[tuple[int, str], int] = {}
        self._figures: dict[int, tuple[dict[str, Any], str]] = {}

    def _read_plain(self, view: dict[str, Any]) -> None:
        """The lookups of `__init__` for a view given as plain data (JSON)."""
        counters = _PlainCounters(view)
        self.counter, self.player_counter = counters.counter, counters.player_counter
        self._card = view["cards"].get
        self._where = self._whole()[1].get
        self._zone_ids = self._plain_zone_ids

    def _plain_zone_ids(self, key: str) -> list[str]:
        return self._whole()[0].get(key, [])

    def _figure(self, seat: int) -> tuple[dict[str, Any], str]:
        """The seat's musketeer figure as the viewer sees it: its board's stats ({} for a figure not seen) and
        where it lies ("" where not seen; a figure is seen where it lies, or else only among the viewer's
        options). Read once per view: `board` and `place` ask only for a figure not read yet."""
        figure = self.facts.figures.get(seat)
        known = ({}, "")
        if figure is not None:
            card, stats = figure
            place = self._where(card)
            if place:
                known = (stats, place)
            elif self._card(card) is not None:
                known = (stats, "")
        self._figures[seat] = known
        return known

    def board(self, seat: int) -> dict[str, Any]:
        """The stats of the seat's musketeer figure ({} where the viewer does not see it)."""
        known = self._figures.get(seat)  # (asked often: the figure read already, without a call)
        return (known if known is not None else self._figure(seat))[0]

    def _seen_musketeers(self) -> list[int]:
        """The seats in play whose figure the viewer sees on the board, in order."""
        seats = self.view["players"]
        return [seat for seat in self.facts.figures if seat < seats and self.place(seat) not in ("", "box")]

    def _whole(self) -> tuple[dict[str, list[str]], dict[str, str], dict[str, dict[str, int]]]:
        """Every zone's visible ids, where each card lies, the counters of each: for a view without lookups (read
        once)."""
        if self._read_whole is None:
            self._read_whole = self._read_zones()
        return self._read_whole

    def _read_zones(self) -> tuple[dict[str, list[str]], dict[str, str], dict[str, dict[str, int]]]:
        zones: dict[str, list[str]] = {}
        where: dict[str, str] = {}
        counters: dict[str, dict[str, int]] = {}
        for key, value in self.view["zones"].items():
            if isinstance(value, list):
                zones[key] = [entry["id"] for entry in value]
                for entry in value:
                    where[entry["id"]] = key
                    if entry["counters"]:
                        counters[entry["id"]] = entry["counters"]
        return zones, where, counters

    def once(self, key: tuple, make: Callable[..., Any], *args: Any) -> Any:
        """`make(*args)`, worked out the first time `key` is asked of this view and remembered for the rest of it.
        (The lookups asked many times a decision, `hand`, `_hand_counts`, `can_meet`, do the same inline, each in
        a dict of its own: one call and one key tuple less.)"""
        known = self._known.get(key)
        if known is None:
            known = self._known[key] = make(*args)
        return known

    def place_of(self, card: str) -> str:
        """The zone where the viewer sees the card ("" where they do not)."""
        return self._where(card) or ""

    # cards the view shows: `stats`, `kind` and `stats_and_kind` take only an id the view gave (a zone's id, an
    # option's value or argument), which names a card the viewer sees, or a face-down "?" or a label that names
    # none: its facts are the definition's, as `view.card` would give them, without asking where it lies. A card
    # named by the agent itself ("rochefort") is asked of the view (`seen_stats`).
    def stats(self, card: Any) -> dict[str, Any]:
        """The card's stats ({} for an id that names no card; read-only)."""
        return self._stats_of.get(card, _NONE) if card.__class__ is str else _NONE

    def kind(self, card: Any) -> str:
        return self._kind_of.get(card, "") if card.__class__ is str else ""

    def kinds(self, cards: list[str]) -> list[str]:
        """`kind` of each id of a zone (one call for all)."""
        return list(map(self._kind_of.get, cards, repeat("")))

    def stats_and_kind(self, card: Any) -> tuple[dict[str, Any], str]:
        """`stats(card), kind(card)`."""
        return self.stats(card), self.kind(card)

    def seen_stats(self, card: str) -> dict[str, Any]:
        """The stats of a card the agent names, where the viewer sees it ({} where not)."""
        data = self._card(card)
        return data["stats"] if data else {}

    def effect(self, card: str) -> EffectSummary:
        known = self.facts.summaries.get(card)  # (asked often: a card summarised already, without a call)
        return known if known is not None else self.facts.summary(card)

    def zone(self, key: str) -> list[str]:
        """The ids of the cards the viewer sees in a zone ([] for a zone shown only as a count)."""
        ids = self._zones.get(key)
        if ids is None:
            ids = self._zones[key] = self._zone_ids(key)
        return ids

    def card_counter(self, card: str, name: str) -> int:
        if not self._lookups:
            return int(self._whole()[2].get(card, _NONE).get(name, 0))
        return int(self.view.counter_of(card, name))

    # musketeers
    def musketeers(self) -> list[int]:
        return self.once(("musketeers",), self._seen_musketeers)

    def place(self, seat: int) -> str:
        known = self._figures.get(seat)  # (as `board`)
        return (known if known is not None else self._figure(seat))[1]

    def present(self, place: str) -> list[int]:
        return [s for s in self.musketeers() if self.place(s) == place]

    def life(self, seat: int) -> int:
        return int(self.board(seat).get("life", 3)) - self.player_counter(seat, "wounds")

    def hand(self, seat: int) -> list[str]:
        known = self._hands.get(seat)
        if known is None:
            known = self._hands[seat] = self._hand(seat)
        return known

    def _hand(self, seat: int) -> list[str]:
        own = self.zone(f"hand@{seat}")
        if own:
            return own
        for other in self.musketeers():  # a shared hand lies with the first musketeer of its person
            if self.zone(f"hand@{other}"):
                return self.zone(f"hand@{other}")
        return []

    def gear(self, seat: int) -> list[str]:
        return self.zone(f"gear@{seat}")

    def skill(self, seat: int, skill: str) -> int:
        """The musketeer's skill with his equipment's bonus (asked once per skill, by `can_meet`: not remembered)."""
        total = int(self.board(seat).get(skill, 0))
        for card in self.gear(seat):  # (a loop: most musketeers carry nothing, and a generator costs even then)
            stats = self.stats(card)
            if stats.get("skill") == skill:
                total += int(stats.get("skill_bonus", 0))
        return total

    def combat_dice_in_hand(self, seat: int) -> int:
        return self._hand_counts(seat)[1]

    def skill_cards_in_hand(self, seat: int) -> dict[Any, int]:
        """The musketeer's skill cards in hand, by skill (read-only)."""
        return self._hand_counts(seat)[0]

    def _hand_counts(self, seat: int) -> tuple[dict[Any, int], int]:
        known = self._counted_hands.get(seat)
        if known is None:
            known = self._counted_hands[seat] = self._count_hand(seat)
        return known

    def _count_hand(self, seat: int) -> tuple[dict[Any, int], int]:
        """The musketeer's skill cards per skill and the dice of his combat cards (a zone lists ids the view
        shows: each is read from the game's tables, without asking whether the viewer sees it)."""
        skill_of, dice_of = self.facts.skill_of, self.facts.dice_of
        hand = self.hand(seat)
        skills: dict[Any, int] = {}
        for skill in map(skill_of.get, hand, _NOT_SKILL_CARDS):
            if skill is not _NOT_SKILL_CARD:
                skills[skill] = skills.get(skill, 0) + 1
        return skills, sum(map(dice_of.get, hand, _ZEROS))

    def wildcard(self, seat: int) -> int:
        wildcard = self.board(seat).get("wildcard", 0)
        if not wildcard:  # (most musketeers have none: his counters and hand need no asking)
            return 0
        return int(wildcard) if not self.player_counter(seat, "aramis_used") and self.hand(seat) else 0

    def can_meet(self, seat: int, skill: str, difficulty: int, spare: int = 0) -> bool:
        """Whether the musketeer reaches the difficulty with his skill, his matching cards and his wildcard."""
        reach = self._reaches.get((seat, skill))
        if reach is None:
            reach = self._reaches[seat, skill] = self._reach(seat, skill)
        return reach + spare >= difficulty

    def _reach(self, seat: int, skill: str) -> int:
        return self.skill(seat, skill) + self._hand_counts(seat)[0].get(skill, 0) + self.wildcard(seat)

    def _duel_gear(self, seat: int) -> tuple[int, int, int]:
        """First swords, shields and rerolls of the musketeer's equipment (worked out once per view)."""
        return self.once(("duel gear", seat), self._gear_bonuses, seat)

    def _gear_bonuses(self, seat: int) -> tuple[int, int, int]:
        swords = shields = rerolls = 0
        bonuses = self.facts.duel_bonuses
        for card in self.gear(seat):  # (most musketeers carry nothing, or nothing for a duel)
            if card in bonuses:
                more_swords, more_shields, more_rerolls = bonuses[card]
                swords, shields, rerolls = swords + more_swords, shields + more_shields, rerolls + more_rerolls
        return swords, shields, rerolls

    def blue_dice(self, seat: int) -> int:
        """The dice the musketeer can roll in a duel now: his own and every combat card in his hand, at most 6."""
        return min(6, int(self.board(seat).get("dice", 3)) + self.combat_dice_in_hand(seat))

    def duel_odds(self, seat: int, foe: str, extra_dice: int = 0) -> float:
        """A rough chance to beat the foe in one duel: blue dice (his own, combat cards, equipment) against red."""
        board = self.board(seat)
        blue = min(6, int(board.get("dice", 3)) + min(3, self.combat_dice_in_hand(seat)) + extra_dice)
        foe_stats = self.stats(foe)
        red = len(foe_stats.get("fixed") or []) or int(foe_stats.get("dice", 2) or 0)
        swords, shields, rerolls = self._duel_gear(seat)
        edge = blue - red + 0.7 * swords + 0.9 * shields
        edge += 0.5 * rerolls - 0.7 * int(foe_stats.get("armor", 0) or 0)
        odds = 0.5 + 0.11 * edge
        life = int(foe_stats.get("life", 1) or 1)
        if life > 1:
            odds *= 0.6
        return max(0.05, min(0.92, odds))


def value_of(option: Any) -> tuple[str, Any]:
    """An option value as (label, argument): "draw" -> ("draw", None), ["move", {name}] -> ("move", "paris")."""
    if isinstance(option, list) and option:
        arg = option[1] if len(option) > 1 else None
        return str(option[0]), zone_name(arg) if isinstance(arg, dict) else arg
    return str(option), None


def labelled_options(decision: dict[str, Any]) -> list[tuple[Any, Any]]:
    """Each option as (label, argument) as the view shows them, a zone by its name (as `value_of` gives it), before
    `value_of` makes the label a text; from a live view without making a `{name, owner}` per zone or each option's
    value as a list."""
    options = decision["options"]
    if hasattr(options, "labelled"):
        return options.labelled(zone_names=True)
    return [(label, zone_name(arg) if arg.__class__ is dict else arg)
            for label, arg in map(label_and_argument, option_values(decision))]


def option_labels(decision: dict[str, Any]) -> list[str]:
    """Each option's label as text (`value_of(option)[0]`), without making the options' values."""
    return [str(label) for label, _ in labelled_options(decision)]


# ------------------------------------------------------------------------------------------------ the agent
def _handler_name(prompt: str) -> str:
    """The method that answers a prompt ("choose-action" -> "on_choose_action")."""
    return "on_" + prompt.replace("-", "_")


class HeuristicAgent(RanksAnswers):
    name = "heuristic"

    def __init__(self, seed: int) -> None:
        self.rng = Rng(derive_seed(seed, "mylady-heuristic"))
        self._handlers: dict[str, Callable[..., tuple[int, ...] | None] | None] = {}  # prompt -> its method
        self._facts: GameFacts | None = None  # the facts of the game it plays, read from its first view

    def decide(self, view: Any, decision: dict[str, Any]) -> tuple[int, ...]:
        prompt = decision["prompt"]
        handlers = self._handlers
        handler = handlers[prompt] if prompt in handlers else self._handler(prompt)
        facts = self._facts
        if facts is None:
            facts = self._facts = game_facts(view["game"])
        table = Table(view, facts, decision.get("player"))  # (a decision made by hand may not name its player)
        picks = handler(self, table, decision) if handler else None
        if picks is None:
            picks = self.best(decision, lambda option: 0.0)
        return picks

    def _handler(self, prompt: str) -> Callable[..., tuple[int, ...] | None] | None:
        """The function that answers a prompt (None: none does), found on the first asking and kept."""
        handler = self._handlers[prompt] = getattr(type(self), _handler_name(prompt), None)
        return handler

    # ------------------------------------------------------------------ choosing
    def best(self, decision: dict[str, Any], score: Callable[..., float], count: int | None = None,
             labelled: bool = False) -> tuple[int, ...]:
        """The options that score highest (ties broken at random), as many as the decision wants (or `count`);
        `labelled`: `score` takes an option's label and argument (`value_of`), not its value (and may draw; a score
        of a value draws nothing)."""
        options = labelled_options(decision) if labelled else option_values(decision)
        size = len(options)
        want = self._wanted(decision, size, count)
        if labelled:  # each option's score, then its random tie-break, in option order (a score may draw)
            below = self.rng.below
            keys = [(-score(label if label.__class__ is str else str(label), arg), below(1 << 16))
                    for label, arg in options]
        else:  # the scores draw nothing: the tie-breaks drawn after them in one call, the same numbers
            keys = list(zip([-score(option) for option in options], self.rng.picks(_TIE_BREAKS, size)))
        if want == 1 and self._orders is None:  # the usual single pick: the best key, without ranking the rest
            return (min(range(size), key=keys.__getitem__),)
        ranked = sorted(range(size), key=keys.__getitem__)
        if self._orders is not None:
            self.record_order(tuple(ranked[:want]), [(i,) for i in ranked] + ([()] if decision["min"] == 0 else []))
        return tuple(ranked[:want])

    @staticmethod
    def _wanted(decision: dict[str, Any], size: int, count: int | None = None) -> int:
        """How many options `best` picks."""
        low, high = decision["min"], decision["max"]
        want = count if count is not None else ((low if low > 1 else 1) if high else 0)
        # at most `high` and `size`, at least `low`: max(low, min(want, high, size)) without calling the builtins (a
        # call of min or max costs more than these comparisons)
        if high < want:
            want = high
        if size < want:
            want = size
        return want if want > low else low

    def pick_label(self, decision: dict[str, Any], score: Callable[[str, Any], float]) -> tuple[int, ...]:
        return self.best(decision, score, labelled=True)

    def pick_actions(self, decision: dict[str, Any], scores: _ActionScores) -> tuple[int, ...]:
        """`pick_label(decision, scores.score)`, the single pick without scoring the options that cannot win (see
        `_ActionScores.best_index`): the same pick, as the tie-breaks are drawn the same (one per option, in option
        order)."""
        options = labelled_options(decision)
        if self._orders is not None or self._wanted(decision, len(options)) != 1:  # a ranking, or several picks
            return self.pick_label(decision, scores.score)
        # the draws of `below(1 << 16)` per option, in one call
        return (scores.best_index(options, self.rng.picks(_TIE_BREAKS, len(options))),)

    # ================================================================== musketeers
    def threats(self, t: Table) -> dict[str, float]:
        """How urgent each front is (0 calm .. 10 lost next round), worked out once per view."""
        return t.once(("threats",), self._threats, t)

    def _threats(self, t: Table) -> dict[str, float]:
        counter = t.counter
        paris = t.zone("paris_mission")
        constance = 0.0
        if paris:
            mylady_scores, harm = t.facts.reading(paris_threat, paris[0])
            constance = 4.0 + 1.2 * counter("constance") if mylady_scores else harm  # (Mylady's: Constance's life)
        queen = 0.0
        if t.zone("louvre_mission"):
            queen = 2.5 + 1.5 * counter("louvre_marker") + 0.6 * counter("queen")
        short = 6.0 - counter("rochelle", 4)
        rochelle = (short if short > 0.0 else 0.0) * (1.0 + 0.25 * counter("time"))
        return {"paris": constance, "louvre": queen, "la_rochelle": rochelle}

    def mission_score(self, t: Table, seat: int, place: str) -> float:
        """What the musketeer can get done at a Paris or Louvre mission now."""
        cards = t.zone(f"{place}_mission")
        if not cards:
            return 0.0
        foes = [(foe, *t.stats_and_kind(foe)) for foe in t.zone(f"{place}_foes")]
        plus = 0  # what the ambushes there add to the mission's challenge
        for _, foe_stats, kind in foes:
            if foe_stats.get("remove_by") == "pay":
                return 0.0
            if kind == "ambush":
                plus += int(foe_stats.get("challenge_plus", 0))
        card = cards[0]
        st = t.stats(card)
        best = 0.0
        if st.get("skill") not in (None, "none") and int(st.get("difficulty", 0)) and not t.card_counter(card, "met"):
            if t.can_meet(seat, st["skill"], int(st["difficulty"]) + plus):
                best = 1.0
            elif t.can_meet(seat, st["skill"], int(st["difficulty"]) + plus, spare=1):
                best = 0.5  # one card short: he can draw it there
        if st.get("successes_by") == "musketeers" and int(st.get("successes", 0)):
            best = max(best, 0.3)  # every roll scores something, but it takes about six
        for foe, foe_stats, kind in foes:
            if kind == "adversary" or foe_stats.get("remove_by") == "duel":
                best = max(best, t.duel_odds(seat, foe))
            elif foe_stats.get("remove_by") == "challenge" and t.can_meet(seat, foe_stats["skill"], int(foe_stats["difficulty"])):
                best = max(best, 0.9)
        return best

    def quest_score(self, t: Table, seat: int) -> float:
        """How useful the musketeer is on the quest now (0: nothing to do there for him)."""
        chapter = t.counter("quest_chapter")
        if t.player_counter(seat, "quest_banned"):
            return 0.0
        if chapter == 2:
            return self._calais_score(t, seat)
        if chapter == 4:
            return 0.9
        return 0.8

    @staticmethod
    def _calais_score(t: Table, seat: int) -> float:
        """Chapter 2 of the quest: whether the musketeer meets one of the Calais challenges still open."""
        heroism = t.counter("heroism")
        open_ = False
        for zone in _CALAIS_ZONES:
            for card in t.zone(zone):
                if t.card_counter(card, "met"):
                    continue
                open_ = True
                st = t.stats(card)
                if t.can_meet(seat, st["skill"], int(st["difficulty"]), heroism):
                    return 1.0
        return 0.15 if open_ else 0.8

    def on_next_musketeer(self, t: Table, decision: dict[str, Any]) -> tuple[int, ...]:
        def score(seat: Any) -> float:
            if not isinstance(seat, int):
                return 0.0
            place = t.place(seat)
            value = 0.0
            if place == "paris" or place == "louvre":  # (the threats worked out only for a musketeer at a mission)
                value = max(value, self.threats(t)[place] * self.mission_score(t, seat, place))
            if t.player_counter(seat, "knocked_out"):
                value -= 5.0
            return value + (1.0 if place == "quest" else 0.0)
        return self.best(decision, score)

    def on_choose_action(self, t: Table, decision: dict[str, Any]) -> tuple[int, ...]:
        return self.pick_actions(decision, _ActionScores(self, t))

    @staticmethod
    def short_of_one(t: Table, seat: int, place: str) -> bool:
        """Whether one more card would let the musketeer meet the open challenge of the mission where he stands."""
        if place not in t.facts.mission_places:  # (most places have none: no zone to ask for)
            return False
        card = (t.zone(f"{place}_mission") or [None])[0]
        st = t.stats(card)
        if not st or st.get("skill") in (None, "none") or not int(st.get("difficulty", 0)) or t.card_counter(card, "met"):
            return False
        need = int(st["difficulty"]) + sum(int(t.stats(f).get("challenge_plus", 0)) for f in t.zone(f"{place}_foes"))
        return not t.can_meet(seat, st["skill"], need) and t.can_meet(seat, st["skill"], need, spare=1)

    @staticmethod
    def antechamber(t: Table) -> int:
        for n in range(1, 5):
            if any(t.zone(f"gallery_{n}_{part}") for part in ("challenge", "foe_1", "foe_2")):
                return n
        return 0

    @staticmethod
    def avoids(t: Table, seat: int) -> bool:
        return bool(t.board(seat).get("rochefort_avoids"))

    @staticmethod
    def rochefort_place(t: Table) -> str:
        return t.place_of("rochefort")

    def rochefort_risk(self, t: Table, seat: int, place: str) -> float:
        """How likely Rochefort stands in the way of an action of this musketeer at `place`: surely where he was
        shown and stays, never against Athos, else a guess while Mylady's hiding place is unknown."""
        if place not in ROCHEFORT_PLACES or self.avoids(t, seat):
            return 0.0
        shown_at, unseen_risk = t.once(("rochefort",), self._rochefort, t)
        return 1.0 if shown_at == place else unseen_risk

    def _rochefort(self, t: Table) -> tuple[str, float]:
        """Where Rochefort is shown, and the risk he stands at a place where he is not shown (the same for every
        musketeer and place of a view)."""
        shown_at = self.rochefort_place(t)
        if t.counter("mylady_revealed") or t.counter("mylady_found"):  # (asked first: no card read)
            return shown_at, 0.0
        if t.card_counter("rochefort", "wounds") >= int(t.seen_stats("rochefort").get("life", 5)):
            return shown_at, 0.0
        return shown_at, 0.3

    def passes_rochefort(self, t: Table, seat: int, place: str) -> float:
        """The chance the musketeer's action at `place` is not lost to Rochefort (no dice counted without a risk)."""
        risk = self.rochefort_risk(t, seat, place)
        return 1.0 - risk * (1.0 - ROCHEFORT_ODDS[t.blue_dice(seat)]) if risk else 1.0

    def person_value(self, t: Table, seat: int, card: str) -> float:
        """A person card's worth now, from what it does (`PersonTraits`): the most of its fixed worth, healing the
        weakest standing musketeer, lowering the Queen's track, gold while there is little, help at La Rochelle."""
        traits = t.facts.reading(PersonTraits.read, card)
        counter = t.counter
        value = traits.worth
        if traits.heals:  # (the standing musketeers' lives asked only of a card that heals)
            standing = [t.life(s) for s in t.musketeers() if not t.player_counter(s, "knocked_out")]
            if standing:  # one knocked out gets all his life back as he stands up anyway
                value = max(value, 2.0 * max(0, 2 - min(standing)))
        if traits.lowers_queen:
            value = max(value, 0.6 * counter("queen"))
        if traits.gold:
            value = max(value, 1.5 if counter("gold") < 3 else 0.5)
        if traits.rochelle:
            value = max(value, 1.0 + counter("time") * 0.3 + self.threats(t)["la_rochelle"])
        return value

    # ------------------------------------------------------------------ duels and challenges
    def on_commit_combat_cards(self, t: Table, decision: dict[str, Any]) -> tuple[int, ...]:
        options = option_values(decision)
        order = sorted(range(len(options)), key=lambda i: -int(t.stats(options[i]).get("dice", 1)))
        seat = t.you
        keep_for_rochelle = 1 if t.place(seat) == "la_rochelle" else 0
        against_rochefort = self.rochefort_place(t) == t.place(seat)  # one wound sends him away: everything in
        want = max(0, min(decision["max"], len(options) - keep_for_rochelle, len(options) if against_rochefort else 2))
        return self.within_six(t, options, order, want, room=decision["max"])

    @staticmethod
    def within_six(t: Table, options: list, order: list[int], want: int, room: int) -> tuple[int, ...]:
        """Up to `want` cards in `order` whose dice fit the `room` left below six blue dice (a die past six is a
        card thrown away); one that goes past it only when nothing that fits is left and there is still room."""
        dice = [int(t.stats(options[i]).get("dice", 1)) for i in range(len(options))]
        picked, total = [], 0
        for i in order:
            if len(picked) < want and total + dice[i] <= room:
                picked.append(i)
                total += dice[i]
        rest = [i for i in order if i not in picked]
        if rest and len(picked) < want and total < room:
            picked.append(min(rest, key=dice.__getitem__))
        return tuple(picked)

    def on_commit_skill_cards(self, t: Table, decision: dict[str, Any]) -> tuple[int, ...]:
        # The offer is capped at what is still needed: commit only when the cards get there (or Aramis's card
        # makes up the last one), else keep them.
        short = decision["max"] - len(decision["options"])
        if short <= 0 or (short == 1 and t.wildcard(t.you)):
            return tuple(range(min(decision["max"], len(decision["options"]))))
        return ()

    def on_aramis_skill_card(self, t: Table, decision: dict[str, Any]) -> tuple[int, ...]:
        return self.best(decision, lambda c: -self.card_worth(t, c), count=1)

    on_aramis_combat_card = on_aramis_skill_card

    def card_worth(self, t: Table, card: Any) -> float:
        kind = t.kind(card)
        if kind == "combat_card":
            return 1.0 + int(t.stats(card).get("dice", 1))
        if kind == "person":
            return 2.5
        return 1.0

    def on_toledo_reroll(self, t: Table, decision: dict[str, Any]) -> tuple[int, ...]:
        options = option_values(decision)
        if "lily" in options:
            return (options.index("lily"),)
        if "shield" in options:
            return (options.index("shield"),)
        return ()

    def on_toledo_more(self, t: Table, decision: dict[str, Any]) -> tuple[int, ...]:
        """The roll already wins: a lily thrown again can only add a sword; a shield might let a red sword through."""
        options = option_values(decision)
        return (options.index("lily"),) if "lily" in options else ()

    def on_pay_with_card(self, t: Table, decision: dict[str, Any]) -> tuple[int, ...]:
        return self.best(decision, lambda c: -self.card_worth(t, c))

    def on_reinforce_with(self, t: Table, decision: dict[str, Any]) -> tuple[int, ...]:
        return self.best(decision, lambda c: int(t.stats(c).get("dice", 1)))

    def on_rochelle_sacrifice(self, t: Table, decision: dict[str, Any]) -> tuple[int, ...]:
        values = option_values(decision)
        safe = t.life(t.you) >= 2
        return (values.index("sacrifice" if safe else "keep_life"),)

    # ------------------------------------------------------------------ the Arsenal, exchanges
    def token_worth(self, t: Table, token: Any) -> float:
        st = t.stats(token)
        seat = t.you
        value = 2.5 * int(st.get("first_swords", 0)) + 3.0 * int(st.get("shields", 0)) + 2.0 * int(st.get("rerolls", 0))
        value += 1.0 * int(st.get("free_moves", 0)) + 1.5 * int(st.get("skill_bonus", 0))
        if len(st.get("thrust") or []) == 3:
            value += 2.0
        if t.effect(token).called("heal"):
            value += 1.5 * min(2, int(t.board(seat).get("life", 3)) - t.life(seat))
        return value - 0.3 * int(st.get("price", 0))

    def on_buy_token(self, t: Table, decision: dict[str, Any]) -> tuple[int, ...]:
        def score(label: str, arg: Any) -> float:
            return 0.8 if label == "done" else self.token_worth(t, arg)
        return self.pick_label(decision, score)

    def on_replace_token(self, t: Table, decision: dict[str, Any]) -> tuple[int, ...]:
        return self.best(decision, lambda c: -self.token_worth(t, c))

    @staticmethod
    def open_challenges(t: Table, place: str) -> list[tuple[str, int]]:
        """(skill, difficulty) of the challenges the team could take up where it stands."""
        found = []
        if place in ("paris", "louvre"):
            card = (t.zone(f"{place}_mission") or [None])[0]
            st = t.stats(card)
            if st and st.get("skill") not in (None, "none") and int(st.get("difficulty", 0)) and not t.card_counter(card, "met"):
                plus = sum(int(t.stats(f).get("challenge_plus", 0)) for f in t.zone(f"{place}_foes"))
                found.append((st["skill"], int(st["difficulty"]) + plus))
        elif place == "quest" and t.counter("quest_chapter") == 2:
            heroism = t.counter("heroism")
            for zone in _CALAIS_ZONES:
                for card in t.zone(zone):
                    if not t.card_counter(card, "met"):
                        found.append((t.stats(card)["skill"], int(t.stats(card)["difficulty"]) - heroism))
        return found

    def cards_to_give(self, t: Table, seat: int, other: Any) -> list[str]:
        """Skill cards of this musketeer that let the other one (with a hand of his own, at the same place) meet
        a challenge there that neither meets alone."""
        if not isinstance(other, int):
            return []
        place = t.place(seat)  # its open challenges: the same for each partner offered, worked out once per view
        challenges = t.once(("open challenges", place), self.open_challenges, t, place)
        skill_cards = t.skill_cards_in_hand(seat)  # (asked first: without a challenge or a card, nothing to give)
        if not challenges or not skill_cards or t.hand(other) == t.hand(seat):  # (a shared hand is equal too)
            return []
        for skill, difficulty in challenges:
            mine = skill_cards.get(skill, 0)  # as many as `mine` below lists
            if not mine or t.can_meet(seat, skill, difficulty) or t.can_meet(other, skill, difficulty):
                continue
            if t.can_meet(other, skill, difficulty, spare=mine):
                return [c for c in t.hand(seat) if t.kind(c) == "skill_card" and t.stats(c).get("skill") == skill]
        return []

    def on_exchange_give(self, t: Table, decision: dict[str, Any]) -> tuple[int, ...]:
        seat = t.you
        partners = [s for s in t.present(t.place(seat)) if s != seat]
        give = next((cards for other in partners if (cards := self.cards_to_give(t, seat, other))), [])
        options = option_values(decision)
        return tuple(i for i, card in enumerate(options) if card in give)

    def on_exchange_take(self, t: Table, decision: dict[str, Any]) -> tuple[int, ...]:
        return ()

    on_exchange_give_gear = on_exchange_take
    on_exchange_take_gear = on_exchange_take

    # ------------------------------------------------------------------ One for all, persons, the quest
    def on_one_for_all(self, t: Table, decision: dict[str, Any]) -> tuple[int, ...]:
        """Keep the card for a moment that needs it: when Mylady would win (the only use offered then), or the
        last rounds of the time track."""
        counter = t.counter
        if t.view["step"] not in ("round_start", "time") or counter("time") >= 11 or counter("queen") >= 8:
            return (0,)
        return ()

    def on_one_for_all_use(self, t: Table, decision: dict[str, Any]) -> tuple[int, ...]:
        counter = t.counter

        def score(label: str, arg: Any) -> float:
            if label == "ofa_freeze":
                return 2.0 + counter("time")
            if label == "ofa_queen":
                return 1.0 + 1.5 * counter("queen")
            return 3.0
        return self.pick_label(decision, score)

    def on_person_des_essarts(self, t: Table, decision: dict[str, Any]) -> tuple[int, ...]:
        return self.pick_label(decision, lambda label, arg: {"beggars": 3.0, "release": 2.0}.get(label, 1.0))

    def on_person_heal_whom(self, t: Table, decision: dict[str, Any]) -> tuple[int, ...]:
        """The standing musketeer with the least life (one knocked out stands up with all of it anyway)."""
        def score(seat: Any) -> float:
            if not isinstance(seat, int):
                return 0.0
            return -t.life(seat) - (10.0 if t.player_counter(seat, "knocked_out") else 0.0)
        return self.best(decision, score)

    def on_quest_heroism_lower(self, t: Table, decision: dict[str, Any]) -> tuple[int, ...]:
        return (len(decision["options"]) - 1,)  # spend what lowers the challenge most: it is capped at the need

    def on_quest_heroism_dice(self, t: Table, decision: dict[str, Any]) -> tuple[int, ...]:
        return (min(2, len(decision["options"]) - 1),)

    def on_quest_reveal(self, t: Table, decision: dict[str, Any]) -> tuple[int, ...]:
        return self.best(decision, lambda space: 0.0)

    # ================================================================== Mylady
    def on_choose_location(self, t: Table, decision: dict[str, Any]) -> tuple[int, ...]:
        worth = self.location_worth(t)

        def score(label: str, card: Any) -> float:
            return worth.get(t.stats(card).get("place"), 0.5) + self.rng.below(100) / 50.0  # unpredictable on purpose
        return self.pick_label(decision, score)

    def location_worth(self, t: Table) -> dict[str, float]:
        """How much Mylady wants her hiding place at each place (the same for every option: worked out once)."""
        counts = {place: 0 for place in ("paris", "louvre", "quest", "la_rochelle")}
        for seat in t.musketeers():
            place = t.place(seat)
            if place in counts and not self.avoids(t, seat):
                counts[place] += 1
        kinds = t.kinds(t.zone(f"schemes@{MYLADY}"))
        treachery = kinds.count("treachery")
        paris_in_hand = "paris" in kinds
        rochelle = t.zone("rochelle_cards")
        doubles = sum(1 for card in rochelle if int(t.stats(card).get("dice", 1)) >= 2)
        threats = self.threats(t)
        return {"paris": 1.5 * counts["paris"] + 0.3 * threats["paris"], "louvre": 1.5 * counts["louvre"],
                "quest": 2.0 * counts["quest"] + 0.5 * t.counter("quest_chapter"),
                "la_rochelle": 0.8 + 1.5 * doubles + 0.5 * len(rochelle),
                "richelieu": 2.0 if treachery < 2 else 0.8,
                "mylady_house": 1.8 if not paris_in_hand else 0.3}

    def paris_worth(self, t: Table, card: Any) -> float:
        st = t.stats(card)
        harm = t.effect(card)
        value = 3.0 + (3.0 if int(st.get("successes", 0)) else 0.0) + 1.5 * harm.track("time") + 1.2 * harm.track("queen")
        value += 1.0 if harm.called("wound") else 0.0
        return value + 0.3 * int(st.get("difficulty", 0)) - 0.2 * int(st.get("value", 0))

    def on_first_paris_card(self, t: Table, decision: dict[str, Any]) -> tuple[int, ...]:
        return self.best(decision, lambda card: self.paris_worth(t, card))

    on_take_paris_card = on_first_paris_card

    def on_play_paris_card(self, t: Table, decision: dict[str, Any]) -> tuple[int, ...]:
        current = t.zone("paris_mission")
        keep = self.paris_worth(t, current[0]) + 0.5 if current else -5.0

        def score(label: str, card: Any) -> float:
            return keep if label == "keep" else self.paris_worth(t, card)
        return self.pick_label(decision, score)

    def treachery_worth(self, t: Table, card: Any) -> float:
        """What an Arglist card would do now, from what it does (`TreacheryTraits`). (A change it does not make
        adds 0: its term is left out, and the counter it would be weighed by is not read.)"""
        traits = t.facts.reading(TreacheryTraits.read, card)
        counter = t.counter
        value = 1.0
        if traits.wounds:  # (the musketeers' lives asked only of a card that wounds)
            weakest = min((t.life(s) for s in t.musketeers()), default=3)
            value += 2.0 + (3.0 if weakest <= 1 else 0.0)
        if traits.jails:
            value += 2.5 + (1.5 if any(t.place(s) == "quest" for s in t.musketeers()) else 0.0)
        if traits.heals_rochefort:
            value += 1.2 * min(2, t.card_counter("rochefort", "wounds")) - 1.0
        if traits.red_dice:
            value += traits.red_dice * (1.0 + max(0, 5 - counter("rochelle", 4)))
        if traits.extra_time:
            value += traits.extra_time * (1.5 + 0.3 * counter("time"))
        if traits.action_penalty:
            value += traits.action_penalty * 3.0
        if traits.gold:
            value -= traits.gold * 0.8
        if traits.queen:
            value += traits.queen * (1.0 + 0.3 * counter("queen"))
        if traits.louvre_marker and t.zone("louvre_mission"):
            value += traits.louvre_marker * 1.5
        return value + traits.treachery_drawn * 1.0 + (traits.no_exchange * 0.5 + traits.hourglass * 0.5)

    def on_draw_or_play_treachery(self, t: Table, decision: dict[str, Any]) -> tuple[int, ...]:
        def score(label: str, card: Any) -> float:
            return 2.5 if label == "draw" else self.treachery_worth(t, card)
        return self.pick_label(decision, score)

    def foe_worth(self, t: Table, card: Any) -> float:
        """A foe's worth to Mylady (`foe_traits`); an ambush one pays off is worth more while gold is short."""
        ambush, paid_off, worth = t.facts.reading(foe_traits, card)
        if ambush:
            return worth + (2.0 if paid_off and t.counter("gold") < 2 else 0.0)
        return worth

    def on_place_foes(self, t: Table, decision: dict[str, Any]) -> tuple[int, ...]:
        return self.best(decision, lambda card: self.foe_worth(t, card))

    def on_send_rochefort(self, t: Table, decision: dict[str, Any]) -> tuple[int, ...]:
        values = option_labels(decision)
        life = int(t.seen_stats("rochefort").get("life", 5)) - t.card_counter("rochefort", "wounds")
        return (values.index("send" if life >= 2 else "hide"),)

    def on_richelieu_action(self, t: Table, decision: dict[str, Any]) -> tuple[int, ...]:
        values = option_labels(decision)
        held = sum(1 for card in t.zone(f"schemes@{MYLADY}") if t.kind(card) == "treachery")
        return (values.index("draw_to_three"),) if "draw_to_three" in values and held <= 1 else (0,)

    def on_pick_treachery(self, t: Table, decision: dict[str, Any]) -> tuple[int, ...]:
        return self.best(decision, lambda card: self.treachery_worth(t, card))

    def on_person_kitty_discard(self, t: Table, decision: dict[str, Any]) -> tuple[int, ...]:
        return self.best(decision, lambda card: -self.treachery_worth(t, card))

    def on_remove_rochelle_card(self, t: Table, decision: dict[str, Any]) -> tuple[int, ...]:
        return self.best(decision, lambda card: int(t.stats(card).get("dice", 0)) + int(t.stats(card).get("rochelle", 0)))

    def _weakest(self, t: Table, decision: dict[str, Any]) -> tuple[int, ...]:
        """The standing musketeer with the least life, one on the quest first (a wound does nothing to one already
        knocked out)."""
        def score(seat: Any) -> float:
            if not isinstance(seat, int):
                return 0.0
            if t.player_counter(seat, "knocked_out"):
                return -10.0
            return -t.life(seat) + (2 if t.place(seat) == "quest" else 0)
        return self.best(decision, score)

    on_arg_wound_whom = _weakest
    on_paris_wound_whom = _weakest

    def on_arg_jail_whom(self, t: Table, decision: dict[str, Any]) -> tuple[int, ...]:
        return self.best(decision, lambda seat: 2.0 if t.place(seat) in ("quest", "paris") else 0.0)

    def token_threat(self, t: Table, token: Any) -> float:
        st = t.stats(token)
        kind = st.get("token")
        if kind == "decoy":
            return 0.0
        if kind == "trap":
            return 1.5
        return len(st.get("fixed") or []) + int(st.get("dice", 0))

    def on_quest_pick_inn_tokens(self, t: Table, decision: dict[str, Any]) -> tuple[int, ...]:
        return self.best(decision, lambda token: self.token_threat(t, token), count=decision["max"])

    def _strongest_first(self, t: Table, decision: dict[str, Any]) -> tuple[int, ...]:
        return self.best(decision, lambda token: self.token_threat(t, token), count=decision["max"])

    on_quest_lay_rooms = _strongest_first
    on_quest_lay_stables = _strongest_first
    on_quest_lay_cellar = _strongest_first
    on_quest_lay_return = _strongest_first
    on_quest_lay_antechambers = _strongest_first


class _ActionScores:
    """How much the heuristic musketeer wants each option of his action menu, one method per option label."""

    def __init__(self, agent: HeuristicAgent, t: Table) -> None:
        self.agent, self.t = agent, t
        self.seat = t.you
        self.place = t.place(self.seat)
        self.threats = agent.threats(t)
        self.counter = t.counter
        self.round = t.view["round"]
        self.late = self.round >= 7
        self.hand = t.hand(self.seat)
        self.here_value = self.place_value(self.place)

    def place_value(self, where: str) -> float:
        """What the musketeer could do at a place now (asked once per place: each move goes somewhere else); 0 at a
        place without a value of its own (`_PLACE_VALUES`)."""
        value = _PLACE_VALUES.get(where)
        return value(self, where) if value is not None else 0.0

    def mission_value(self, where: str) -> float:
        """The threat at a mission times what the musketeer can get done there and the chance Rochefort lets him."""
        t, seat = self.t, self.seat
        odds = self.agent.mission_score(t, seat, where)
        if not odds:  # nothing to get done (most often): Rochefort's chance, at most 1 and never below 0, changes nothing
            return self.threats[where] * odds
        return self.threats[where] * odds * self.agent.passes_rochefort(t, seat, where)

    def rochelle_value(self, where: str) -> float:
        combat = self.t.combat_dice_in_hand(self.seat)
        return self.threats["la_rochelle"] * 0.9 if combat and len(self.t.zone("rochelle_cards")) < 3 else 0.0

    def quest_value(self, where: str) -> float:
        return self.quest_weight() * self.agent.quest_score(self.t, self.seat)

    def quest_weight(self) -> float:
        """What the quest is worth to a musketeer fit for it (more in the late rounds)."""
        return 3.5 + (2.5 if self.late else 0.0)

    def score(self, label: str, arg: Any) -> float:
        scorer = _SCORERS.get(label)
        return scorer(self, arg) if scorer is not None else 0.0

    def place_tops(self) -> dict[str, float]:
        """A bound on `place_value` at each place that has a value of its own (`_PLACE_VALUES`): the threat at a
        mission (the odds and the chance to pass Rochefort it is multiplied by are at most 1), 0.9 of the threat
        at La Rochelle (its value or nothing), the quest's weight (its score is at most 1); never below 0."""
        threats = self.threats
        paris, louvre, rochelle = threats["paris"], threats["louvre"], threats["la_rochelle"] * 0.9
        return {"paris": paris if paris > 0.0 else 0.0, "louvre": louvre if louvre > 0.0 else 0.0,
                "la_rochelle": rochelle if rochelle > 0.0 else 0.0, "quest": self.quest_weight()}

    def best_index(self, options: list[tuple[Any, Any]], draws: list[int]) -> int:
        """The option with the least (-score, tie-break `draws[i]`, index), without scoring one whose bound on its
        score is below the best score found: a move to a place with a value of its own (bounded by `place_tops`:
        a move's score rises with the value) or an exchange or a Calais challenge (by the higher of their two
        scores). A move to any other place scores as `on_move` does, worked out here without a call."""
        here, tops = self.here_value, self.place_tops()
        best_neg, best_draw, best_at = _INFINITY, 0, 0  # the least (-score, tie-break, index) so far
        put_off = []  # (-bound, index, label, argument) of the options put off
        for index, (label, arg) in enumerate(options):
            if label.__class__ is not str:  # (a label made text here, not in a copy of the whole list)
                label = str(label)
            if label == "move" or label == "ride":
                top = tops.get(arg)
                gain = (top if top is not None else 0.0) - here - 0.3  # (`move_score`, without a call)
                score = gain + (1.5 if label == "ride" else 0.0) if gain > 0 else gain - 1.0
                if top is not None:  # (else a place worth nothing: the score is exact)
                    put_off.append((-score, index, label, arg))
                    continue
            elif label in _CEILINGS:
                put_off.append((-_CEILINGS[label], index, label, arg))
                continue
            else:
                scorer = _SCORERS.get(label)
                score = scorer(self, arg) if scorer is not None else 0.0
            neg = -score
            if neg <= best_neg:  # (no tie-break read for an option that cannot win; a tie keeps the earlier)
                draw = draws[index]
                if neg < best_neg or draw < best_draw:
                    best_neg, best_draw, best_at = neg, draw, index
        best = (best_neg, best_draw, best_at)
        put_off.sort()  # the highest bounds first: past one below the best score, none can win
        for neg_top, index, label, arg in put_off:
            if neg_top > best[0]:
                break
            key = (-_SCORERS[label](self, arg), draws[index], index)
            if key < best:
                best = key
        return best[2]

    def threat_here(self) -> float:
        return self.threats.get(self.place, 0.0)

    def rochefort_here(self) -> float:
        return self.agent.passes_rochefort(self.t, self.seat, self.place)

    def meets(self, stats: dict, difficulty: int, heroism: int = 0) -> bool:
        return self.t.can_meet(self.seat, stats.get("skill", ""), difficulty, heroism)

    def on_end(self, arg: Any) -> float:
        return -1.0

    def on_draw(self, arg: Any) -> float:
        if len(self.hand) >= 8:
            return 0.2
        return 1.2 + (0.5 * self.threat_here() if self.agent.short_of_one(self.t, self.seat, self.place) else 0.0)

    def on_move(self, arg: Any, ride: bool = False) -> float:
        return self.move_score(self.place_value(arg), ride)

    def move_score(self, value: float, ride: bool) -> float:
        """A move to a place of this value (rising with it, so a bound on the value bounds the score)."""
        gain = value - self.here_value - 0.3
        return gain + (1.5 if ride else 0.0) if gain > 0 else gain - 1.0

    def on_ride(self, arg: Any) -> float:
        return self.on_move(arg, ride=True)

    def on_challenge(self, arg: Any) -> float:
        t = self.t
        card = (t.zone(f"{self.place}_mission") or [None])[0]
        st = t.stats(card)
        plus = sum(int(t.stats(f).get("challenge_plus", 0)) for f in t.zone(f"{self.place}_foes") if t.kind(f) == "ambush")
        if not self.meets(st, int(st.get("difficulty", 9)) + plus):
            return -0.5  # the cards would be thrown away: draw the missing ones first
        return (2.0 + self.threat_here() * 1.2) * self.rochefort_here()

    def on_successes(self, arg: Any) -> float:
        # about one success a roll, six needed: an action is worth a sixth of the card, but never wasted
        return (0.5 + 0.4 * self.threat_here()) * self.rochefort_here()

    def on_duel(self, arg: Any) -> float:
        return (1.0 + self.threat_here() * self.t.duel_odds(self.seat, arg)) * self.rochefort_here()

    def on_ambush(self, arg: Any) -> float:
        st = self.t.stats(arg)
        if st.get("remove_by") == "challenge":
            if not self.meets(st, int(st.get("difficulty", 9))):
                return -0.5  # the cards would be thrown away
            return 1.0 + self.threat_here() * 0.8
        return 1.0 + self.threat_here() * self.t.duel_odds(self.seat, arg)

    def on_pay(self, arg: Any) -> float:
        return 9.0

    def on_act(self, arg: Any) -> float:
        effect = self.t.effect(arg)
        if "rochelle_cards" in str(effect.calls.get("move", "")) or self.t.stats(arg).get("place") == "la_rochelle":
            return 1.5 + self.threats["la_rochelle"]
        return 8.0 if self.counter("gold") >= 1 and effect.changes.get("gold", 0) < 0 else 6.0

    def on_person(self, arg: Any) -> float:
        return self.agent.person_value(self.t, self.seat, arg)

    def on_equip(self, arg: Any) -> float:
        return 3.0 if self.round <= 6 and (self.counter("gold") >= 3 or len(self.hand) >= 6) else 0.4

    def on_exchange(self, arg: Any) -> float:
        return _CEILINGS["exchange"] if self.agent.cards_to_give(self.t, self.seat, arg) else 0.1

    def on_advance(self, arg: Any) -> float:
        return 4.5 + (2.0 if self.late else 0.0)

    def on_reveal(self, arg: Any) -> float:
        return 0.5 if self.counter("heroism") >= 4 else -0.5

    def on_calais(self, arg: Any) -> float:
        st = self.t.stats(arg)
        return _CEILINGS["calais"] if self.meets(st, int(st.get("difficulty", 9)), self.counter("heroism")) else 0.0

    def on_fight(self, arg: Any) -> float:
        return 5.0 + 0.4 * self.t.combat_dice_in_hand(self.seat)

    on_wardes = on_gallery_duel = on_fight

    def on_gallery_challenge(self, arg: Any) -> float:
        t = self.t
        token = next(iter(t.zone(f"gallery_{self.agent.antechamber(t)}_challenge")), None)
        st = t.stats(token)
        return 6.5 if st and self.meets(st, int(st.get("difficulty", 8))) else -0.5

    def on_passage(self, arg: Any) -> float:
        return 7.0


# a place -> the _ActionScores method that values it (see `place_value`; any other place is worth nothing)
_PLACE_VALUES = {"paris": _ActionScores.mission_value, "louvre": _ActionScores.mission_value,
                 "la_rochelle": _ActionScores.rochelle_value, "quest": _ActionScores.quest_value}
# option label -> the _ActionScores method that scores it (looked up once, not by name per option)
_SCORERS = {name[3:]: method for name, method in vars(_ActionScores).items() if name.startswith("on_")}
# the higher of the two scores of options dear to score that have two (their scorers give these: one number each)
_CEILINGS = {"exchange": 4.0, "calais": 6.0}
_INFINITY = float("inf")

