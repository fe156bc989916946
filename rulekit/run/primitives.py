"""The core vocabulary of the effect language: primitives every game can use.

Each docstring is the primitive's entry in docs/effect-language.md. Games add their own primitives through the
`rulekit_register_primitives` hook; a house rule can replace any of these there too.
"""
from __future__ import annotations

from functools import partial
from typing import Any

from rulekit.effects.registry import Registry, Unwind
from rulekit.errors import EffectRuntimeError
from rulekit.run.board import register_board
from rulekit.run.context import RunContext, destination
from rulekit.run.dice import register_dice
from rulekit.run.lists import register_lists
from rulekit.run.offers import register_offers
from rulekit.run.people import register_people
from rulekit.run.responses import register_responses
from rulekit.run.reveal import register_reveal
from rulekit.run.turns import register_turns
from rulekit.run.decisions import Decision
from rulekit.run.machine import Asking
from rulekit.effects.values import Family, Zone, zone_of


class GameOver(Unwind):
    """Raised by end_game to unwind every running effect back to the game driver."""

    def __init__(self, reason: str, winners: list[int] | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.winners = winners


def _sort_value(ctx: RunContext, card: str, stat: str) -> Any:
    data = ctx.game.cards[card].stats
    if stat in data:
        return data[stat]
    if stat in ctx.game.card_counters:
        return ctx.ccounters.get(card, _NO_COUNTERS).get(stat, 0)
    raise EffectRuntimeError(f"card {card!r} has no {stat!r}")


_NO_COUNTERS: dict = {}
_NO_TAGS: frozenset = frozenset()


def _ranked(ctx: RunContext, cards: Any, first: str, then: str, highest: bool) -> Any:
    """The highest (last of a stable ascending sort) or lowest (first) card, found in one pass; none for no cards."""
    items = ctx.cards_of(cards)
    if not items:
        return None
    if highest:  # a stable sort's last among equals is the last one: max over the reversed list finds it first
        items, pick = items[::-1], _builtin_max
    else:
        pick = _builtin_min
    table = _printed_pairs(ctx.game, first, then) if then else ctx.game.stat_tables.get(first)
    if table is not None:
        try:  # a card the table lacks (its stat is a counter) raises KeyError: a pick changes nothing, read again
            return pick(items, key=table.__getitem__)
        except KeyError:
            pass
    if then:
        return pick(items, key=lambda c: (_sort_value(ctx, c, first), _sort_value(ctx, c, then)))
    return pick(items, key=lambda c: _sort_value(ctx, c, first))


def _printed_pairs(definition: Any, first: str, then: str) -> dict[str, tuple] | None:
    """card -> (its printed `first`, its printed `then`) for every card printing both (None when either is no
    printed stat): the sort key of a pick by two stats, made once per definition and pair, kept in its derived
    facts (read-only)."""
    key = ("printed-pair", first, then)
    table = definition.derived.get(key)
    if table is None:
        primary, secondary = definition.stat_tables.get(first), definition.stat_tables.get(then)
        if primary is None or secondary is None:
            return None
        table = definition.derived[key] = {card: (value, secondary[card]) for card, value in primary.items()
                                           if card in secondary}
    return table


def _numbers(ctx: RunContext, values: Any) -> list[int]:
    """The numbers of a list, nones left out; the list itself when it holds none (the callers only read it)."""
    items = ctx.iterate(values)
    return items if None not in items else [v for v in items if v is not None]


def register_core(registry: Registry) -> Registry:
    """The core vocabulary, group by group."""
    for register in (_register_cards, _register_numbers, _register_tracks, _register_chance, _register_decisions,
                     _register_events):
        register(registry)
    return registry


def _register_cards(r: Registry) -> None:
    """Cards and zones."""

    @r.action
    def move(ctx, cards: "cards", to: "zone") -> "none":
        """Move cards (a card, a list, or every card of a zone) onto the top of zone `to`, in order."""
        ctx.put(cards, to)

    move.inline = "ctx.put({0}, {1})"  # what generated code writes instead (see _register_numbers)
    move.inline_args = 2

    @r.action
    def shuffle(ctx, zone: "zone") -> "none":
        """Put the cards of a zone in a random order drawn from the game's seeded random stream."""
        ctx.shuffle(destination(zone))

    @r.action(ranges={"count": (1, None)})
    def draw(ctx, source: "zone", to: "zone", count: "int" = 1) -> "cards":
        """Move the top `count` cards of `source` to `to` (fewer if `source` runs out); returns the cards moved."""
        cards = ctx.state["zones"][destination(source).key]
        taken = list(reversed(cards[-count:])) if count > 0 else []
        ctx.move(taken, destination(to))
        return taken

    @r.query(reads=())
    def top(ctx, zone: "zone") -> "card":
        """The top card of a zone, or none when it is empty."""
        key = (zone if zone.__class__ is Zone else destination(zone)).key  # (a zone, the usual case: no call)
        if ctx.reads is not None:
            ctx.reads.add(key)
        cards = ctx.state["zones"][key]
        return cards[-1] if cards else None

    @r.query(reads=())
    def cards_in(ctx, zone: "zone") -> "cards":
        """The cards of a zone; for a per-player zone named bare (`played`), every player's cards in seat order."""
        return ctx.cards_of(zone)

    @r.query(reads=())
    def owner(ctx, card: "card") -> "player":
        """The seat whose zone holds the card, or none for a shared zone."""
        if card is None:
            return None
        return ctx.owner_of(card)

    owner.inline = "ctx.owner_of({0})"  # what generated code writes instead: it gives none for none too

    @r.query(reads=("card:*",))
    def best(ctx, cards: "cards", first: "str", then: "str" = "") -> "card":
        """The highest card by stat `first`, ties broken by stat `then`; none when there are no cards."""
        return _ranked(ctx, cards, first, then, True)

    @r.query(reads=("card:*",))
    def worst(ctx, cards: "cards", first: "str", then: "str" = "") -> "card":
        """The lowest card by stat `first`, ties broken by stat `then` (lowest wins); none when there are no cards."""
        return _ranked(ctx, cards, first, then, False)

    cards_in.inline = "ctx.cards_of({0})"  # what generated code may write instead (see _register_numbers)


def _register_numbers(r: Registry) -> None:
    """Numbers and lists."""

    @r.query(reads=())
    def count(ctx, items: "any") -> "int":
        """How many items a list holds, or cards a zone holds."""
        return len(ctx.iterate(items))

    @r.query(reads=())
    def sum(ctx, values: "any") -> "int":  # noqa: A001 - the language's name for it
        """The sum of a list of numbers (0 for an empty list)."""
        total = 0
        for value in _numbers(ctx, values):
            total += value
        return total

    @r.query(reads=())
    def max(ctx, values: "any") -> "int":  # noqa: A001
        """The largest of a list of numbers (0 for an empty list)."""
        numbers = _numbers(ctx, values)
        return _builtin_max(numbers) if numbers else 0

    @r.query(reads=())
    def min(ctx, values: "any") -> "int":  # noqa: A001
        """The smallest of a list of numbers (0 for an empty list)."""
        numbers = _numbers(ctx, values)
        return _builtin_min(numbers) if numbers else 0

    @r.query(reads=())
    def logistic(ctx, x: "int") -> "int":
        """A chance in percent from a logit in hundredths, 100 / (1 + e^(-x/100)) in whole numbers: read from a
        table every half unit of x/100 from -4 to 4 and drawn straight between (2 below, 97 from 3.5 up). For an
        `estimate:` fitted as a logistic model: `logistic(59 * margin - 285)`."""
        at = _builtin_min((799, _builtin_max((0, x + 400))))
        low = _LOGISTIC[at // 50]
        return low + (_LOGISTIC[at // 50 + 1] - low) * (at % 50) // 50

    @r.query(reads=("player:*",))
    def players_where_counter(ctx, counter: "str", value: "int") -> "players":
        """The seats whose player counter `counter` equals `value`."""
        return [p for p in ctx.players if ctx.state["players"][p].get(counter) == value]

    # What generated code may write in place of a call to these (while they are the core's own functions: a
    # plugin that replaces one gets called). `{0}` is the argument.
    count.inline = "len(_iter(ctx, {0}))"
    sum.inline = "_sum_of(ctx, {0})"
    # ... and where the argument is a `where` (a list made on the spot, whose items the budget counted already)
    count.inline_fresh = "len({0})"
    # ... and `count(xs where P) > 0` (or `!= 0`; `== 0` negated) when P changes nothing: a search stopping at a hit
    count.inline_exists = "next((True for {item} in _iter(ctx, {source}) if {condition}), False)"  # no Python call
    sum.inline_fresh = "_sum({0})"


_LOGISTIC = (2, 3, 5, 8, 12, 18, 27, 38, 50, 62, 73, 82, 88, 92, 95, 97, 98)  # round(100 / (1 + e^-(k/2 - 4)))


def _register_tracks(r: Registry) -> None:
    """Tracks and board spaces."""

    @r.action
    def advance(ctx, track: "str", steps: "int" = 1) -> "none":
        """Move the marker of a board track by `steps` (negative: back), staying on the track. Every square it
        lands on or passes pays its reward; a once-only reward pays the first time only."""
        return ctx.advance_control(track, steps)

    @r.query(reads=("counter:*",))
    def track_value(ctx, track: "str", name: "str") -> "int":
        """The number printed as `name` on the square the track's marker stands on."""
        spec = ctx.game.tracks.get(track)
        if spec is None or name not in spec.values:
            raise EffectRuntimeError(f"track {track!r} has no values {name!r}")
        return spec.values[name][ctx.state["counters"][track]]

    @r.query(reads=())
    def track_end(ctx, track: "str") -> "int":
        """The last square of a board track (counted from 0): the most its marker can show, e.g. how many tokens
        a supply kept as a track holds."""
        spec = ctx.game.tracks.get(track)
        if spec is None:
            raise EffectRuntimeError(f"there is no track {track!r} (tracks: {', '.join(sorted(ctx.game.tracks)) or 'none'})")
        return spec.length - 1

    @r.query(reads=())
    def tagged(ctx, space: "zone", tag: "str") -> "bool":
        """Whether a board space carries this tag."""
        name = (space if space.__class__ is Zone else destination(space)).name  # (a zone, the usual case: no call)
        return tag in ctx.game.space_tags.get(name, _NO_TAGS)


def _register_chance(r: Registry) -> None:
    """Dice and random numbers."""

    @r.action(ranges={"count": (1, 100)})
    def roll(ctx, dice: "str", count: "int" = 1, player: "player" = None) -> "any":
        """Roll `count` dice of the game's kind `dice`; returns the faces rolled (a list of face names)."""
        if dice not in ctx.game.dice:
            raise EffectRuntimeError(f"the game has no dice {dice!r}")
        return ctx.roll(dice, count, player)

    @r.action(ranges={"bound": (1, None)})
    def random(ctx, bound: "int") -> "int":
        """A whole number from 0 to bound - 1, drawn from the game's seeded random stream."""
        return ctx.random_below(bound)


def _register_decisions(r: Registry) -> None:
    """Decisions: one player picks, or several pick at once in secret."""

    @r.action(asks=True, ranges={"count": (1, None)})
    def choose_cards(ctx, player: "player", cards: "cards", count: "int" = 1, prompt: "str" = "choose-cards", prefer: "str" = "") -> "cards":
        """The player picks `count` of the cards (all of them if there are fewer); returns the picked cards in the
        order picked. `prefer` names a card stat a greedy agent maximises ("-stat" to minimise)."""
        return _pick(ctx, player, ctx.cards_of(cards), prompt, count, count, prefer=prefer)

    @r.action(asks=True)
    def choose_card(ctx, player: "player", cards: "cards", prompt: "str" = "choose-card", prefer: "str" = "") -> "card":
        """The player picks one of the cards; returns it (none if there are no cards). `prefer` names a card stat a
        greedy agent maximises ("-stat" to minimise)."""
        return _pick(ctx, player, ctx.cards_of(cards), prompt, 1, 1, prefer=prefer, single=True)

    @r.action(asks=True)
    def choose_player(ctx, player: "player", among: "players", prompt: "str" = "choose-player") -> "player":
        """The player picks one seat among `among`; returns it (none if `among` is empty)."""
        return _pick(ctx, player, ctx.players_of(among), prompt, 1, 1, single=True)

    @r.action(asks=True)
    def choose_one(ctx, player: "player", options: "any", prompt: "str" = "choose-one") -> "any":
        """The player picks one of the listed values (words or numbers); each is shown with the message
        `option-<value>`. Returns it (none if the list is empty)."""
        values = list(ctx.iterate(options))
        return _pick(ctx, player, values, prompt, 1, 1, labels=[f"option-{v}" for v in values], single=True)

    @r.action(asks=True)
    def pick(ctx, player: "player", values: "any", count: "int" = 1, at_least: "int" = -1, prompt: "str" = "pick",
             prefer: "str" = "") -> "any":
        """The player picks `count` of the values (cards, players, words), in an order of their choosing, and
        returns them as a list in that order. `at_least` (default: `count`) lets them pick fewer, down to none:
        `pick(p, hand, 1, at_least=0)` is "one card, or pass"."""
        values = list(ctx.iterate(values))
        low = count if at_least < 0 else at_least
        return _pick(ctx, player, values, prompt, count, low, prefer=prefer)

    @r.action(asks=True, ranges={"count": (1, None)})
    def secret_pick(ctx, players: "players", source: "zone", to: "zone", count: "int" = 1, prompt: "str" = "secret-pick", prefer: "str" = "") -> "none":
        """Every listed player secretly picks `count` cards of their own `source` zone at the same time; when all
        have chosen, the picks move together to each player's `to` zone. Name both zones bare (`hand`, `played`)."""
        seats = players if players.__class__ is list else ctx.players_of(players)  # (a list is read, not copied)
        decisions = []
        picking = []  # (seat, its options, where its picks go) for each seat asked
        zones = ctx.zones
        for seat in seats:
            # (the key of a seat's zone of a family written in: _own_key for the rest)
            key = f"{source.name}@{seat}" if source.__class__ is Family else _own_key(source, seat)
            own = tuple(zones[key])
            if own:
                n = count if count < len(own) else len(own)
                ctx.next_decision += 1  # ctx.decision, without its call
                decisions.append(Decision(ctx.next_decision, seat, prompt, (), n, n, True, prefer, choices=own,
                                          labels=own, zone_key=key))
                picking.append((seat, own, zone_of(to.name, seat) if to.__class__ is Family else to))
        return Asking(decisions, partial(_move_picks, picking)) if decisions else None


def _register_events(r: Registry) -> None:
    """Events and the end of the game."""

    @r.action(asks=True)
    def signal(ctx, event: "str", **payload) -> "none":
        """Announce a game event: every trigger with `on: <event>` runs, with the keywords as its variables."""
        return ctx.signal_frame(event, payload)  # generated code calls the context directly

    @r.action
    def end_game(ctx, reason: "str" = "rule", winners: "players" = None) -> "none":
        """End the game now. Without `winners` the players with the highest score win."""
        raise GameOver(reason, None if winners is None else ctx.players_of(winners))


def _move_picks(picking: list[tuple[int, tuple, Zone]], ctx: RunContext, answers: dict) -> None:
    """What a secret pick does with the answers (its Asking's `then`, bound to `picking` by a partial, which costs
    less than a closure): each seat's picks go to its zone, in seat order as the seats were listed. `picking`:
    (seat, its options, where its picks go) for each seat asked."""
    for seat, own, goes_to in picking:
        picks = answers.get(seat)
        if picks is not None:  # the values picked, as decision.values gives them, without its call
            ctx.move((own[picks[0]],) if len(picks) == 1 else tuple([own[i] for i in picks]), goes_to)


def _own_key(zone: Any, seat: int) -> str:
    """The state key of a seat's zone of a family (or of a zone given whole)."""
    if zone.__class__ is Family:
        return f"{zone.name}@{seat}"
    return destination(zone).key


def _pick(ctx: RunContext, player: int, values: list, prompt: str, count: int, low: int, *, prefer: str = "",
          labels: list[str] | None = None, single: bool = False) -> Any:
    """Ask one player for `low` to `count` of the values; the answer is the values in the order picked (the first
    one, or none, with `single`). Nothing to pick: the result at once."""
    if not values or count <= 0:
        return None if single else []
    high = count if count < len(values) else len(values)
    low = high if low > high else (low if low > 0 else 0)
    if player not in ctx.players:
        raise EffectRuntimeError(f"{player!r} is not a player of this game")
    options = tuple(values)  # the decision's own choices (tuple() gives a tuple back as it is)
    ctx.next_decision += 1  # ctx.decision, without its call
    decision = Decision(ctx.next_decision, player, prompt, (), low, high, False, prefer, choices=options,
                        labels=tuple(labels) if labels else None)
    return Asking((decision,), partial(_first_picked if single else _picked, player, options))


# What a pick's asker receives from the answers (its Asking's `then`, bound to the seat and the options by a
# partial, which costs less than a closure): the values picked, as decision.values gives them, without its call.
def _first_picked(player: int, options: tuple, ctx: RunContext, answers: dict) -> Any:
    """The value picked (none for no pick)."""
    picks = answers[player]
    return options[picks[0]] if picks else None


def _picked(player: int, options: tuple, ctx: RunContext, answers: dict) -> list:
    """The values picked, in the order picked."""
    return [options[index] for index in answers[player]]


_builtin_max = max
_builtin_min = min


def core_registry() -> Registry:
    """A fresh registry holding the core primitives and no game's: these, and those of the board graph, dice
    pools, turns, response windows, reveals, lists, people and cards' offers (each in its own module)."""
    registry = register_core(Registry(origin="core"))
    for register in (register_board, register_dice, register_turns, register_responses, register_reveal,
                     register_lists, register_people, register_offers):
        register(registry)
    return registry
