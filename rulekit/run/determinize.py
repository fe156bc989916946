"""Forward models for search agents: copies of a game as one seat may imagine it, never the game itself.

A search agent (information-set MCTS) needs games to play forward, but the true game holds what its seat may not
see: other players' hands, the order of decks. `determinize(game, seat, seed)` makes a copy in which every card
the seat cannot see (per the view: hidden zones and other players' owner-only zones; the `box` of cards out of
the game stays as it is) is dealt again at random among the places the seat cannot see, and the random stream is
reseeded. The result depends only on what the seat sees and on `seed`: two games that differ only in hidden
cards give the same samples.

How: the unseen places are listed in a fixed order (zone by zone, bottom to top); for each card kind (a card's
back shows its kind) the unseen cards of that kind, sorted by id, are shuffled into that kind's unseen places.
A kind may name stats its back shows (`back:` in `card_kinds`, also what everyone knows from where such cards
lie, like Mylady's challenge tokens on the galleries' upper row): cards are then dealt only among places that held
a card of the same kind with the same values of those stats. Cards shown to the seat (`reveal`) are not dealt again.
The copy is then relabelled as a whole: zones, card counters (which stay with their place: the seat sees them on
face-down cards), the paused rules' local values and the pending decisions (with the answers they await). Its log
and answers are emptied and its seed replaced, so nothing in the copy tells the true history or the true stream.

Knowledge a seat gathered earlier (a card it saw before it went back into a deck) is not used: samples follow
only what the seat sees now. Games paused inside Python generator code cannot be copied (NotClonable).
"""
from __future__ import annotations

import types
from functools import partial
from typing import Any

from rulekit.run.decisions import Decision
from rulekit.run.machine import Asking, NotClonable
from rulekit.run.memo import forget
from rulekit.run.rng import Rng, derive_seed
from rulekit.run.views import revealed_to

__all__ = ["ForwardModel", "NotClonable", "determinize", "unseen_places"]


class ForwardModel:
    """What a search agent gets of the game it plays: samples as its seat may imagine the game, nothing else."""

    __slots__ = ("_game", "seat")

    def __init__(self, game: Any, seat: int) -> None:
        self._game = game
        self.seat = seat

    def sample(self, seed: int) -> Any:
        """A determinized copy of the game (see `determinize`); NotClonable when the game cannot be copied now."""
        return determinize(self._game, self.seat, seed)


def unseen_places(game: Any, seat: int) -> list[tuple[str, int, str]]:
    """(zone key, position, card) of every card `seat` cannot see now, in a fixed order: the cards of the zones
    hidden from it, but for those shown to it (`reveal`)."""
    ctx = game.ctx
    revealed = revealed_to(game, seat)
    places = []
    for key, cards in game.state["zones"].items():
        if key != "box" and cards and not ctx.visible_to(key, seat):
            places.extend((key, position, card) for position, card in enumerate(cards) if card not in revealed)
    return places


def determinize(game: Any, seat: int, seed: int) -> Any:
    """A copy of `game` with the cards `seat` cannot see dealt again at random and a new random stream."""
    twin = game.clone()
    places = unseen_places(twin, seat)
    mapping = _deal(twin.definition, places, Rng(derive_seed(seed, "determinize")))
    _relabel_state(twin, places, mapping)
    _relabel_machine(twin, {old: new for old, new in mapping.items() if old != new})
    stream = derive_seed(seed, "determinized-stream")
    twin.seed = stream
    twin.state["seed"] = stream
    twin.state["rng"] = {"seed": stream, "counter": 0}
    twin.ctx.rng = Rng(stream)
    twin.ctx.log = []
    forget(twin.ctx)
    twin.choices = []
    twin._replayable = False
    return twin


def _deal(definition: Any, places: list[tuple[str, int, str]], rng: Rng) -> dict[str, str]:
    """old card -> the card dealt to its place (same kind, same back), from the sorted unseen cards of each."""
    by_back: dict[tuple[str, str], list[tuple[str, int, str]]] = {}
    for place in places:
        card = definition.cards[place[2]]
        by_back.setdefault((card.kind, repr(card.back)), []).append(place)
    mapping: dict[str, str] = {}
    for back in sorted(by_back):
        slots = by_back[back]
        dealt = rng.shuffled(sorted(card for _key, _pos, card in slots))
        for (_key, _pos, old), new in zip(slots, dealt):
            mapping[old] = new
    return mapping


def _relabel_state(twin: Any, places: list[tuple[str, int, str]], mapping: dict[str, str]) -> None:
    state, ctx = twin.state, twin.ctx
    zones = state["zones"]
    for key, position, old in places:
        zones[key][position] = mapping[old]
        ctx.card_zone[mapping[old]] = key
    counters = state["card_counters"]
    moved = {mapping.get(card, card): held for card, held in counters.items()}
    counters.clear()  # in place: the context reads the same dict
    counters.update(moved)


def _relabel_machine(twin: Any, mapping: dict[str, str]) -> None:
    """The paused rules' frames and the pending decisions, with the relabelled cards."""
    if not mapping:
        return
    memo: dict[int, Any] = {}
    for frame in twin._stack:
        frame.v = _remap(frame.v, mapping, memo)
        frame.ret = _remap(frame.ret, mapping, memo)
        frame.result = _remap(frame.result, mapping, memo)
    twin._pending = tuple([_remap(d, mapping, memo) for d in twin._pending])
    twin._asking = _remap(twin._asking, mapping, memo)


def _remap(value: Any, mapping: dict[str, str], memo: dict[int, Any]) -> Any:
    """`value` with every card id in `mapping` replaced; new containers where something changed, shared ones
    untouched (they may belong to the true game). Objects met twice stay one object (a decision both pending and
    awaited by a rule)."""
    cls = value.__class__
    if cls is str:
        return mapping.get(value, value)
    if value is None or cls in (int, bool, float):
        return value
    known = memo.get(id(value))
    if known is not None:
        return known[1]
    result = _remap_object(value, cls, mapping, memo)
    memo[id(value)] = (value, result)  # keep `value` alive so its id is not reused
    return result


def _remap_object(value: Any, cls: type, mapping: dict[str, str], memo: dict[int, Any]) -> Any:
    if cls is list:
        items = [_remap(v, mapping, memo) for v in value]
        return items if any(a is not b for a, b in zip(items, value)) else value
    if isinstance(value, tuple):
        items = [_remap(v, mapping, memo) for v in value]
        if not any(a is not b for a, b in zip(items, value)):
            return value
        return cls._make(items) if hasattr(cls, "_make") else cls(items)
    if cls is dict:
        pairs = [(_remap(k, mapping, memo), _remap(v, mapping, memo)) for k, v in value.items()]
        return dict(pairs) if any(a is not k or b is not v for (a, b), (k, v) in zip(pairs, value.items())) else value
    if cls in (set, frozenset):
        return cls(_remap(v, mapping, memo) for v in value)
    if cls is Decision:
        return _remap_decision(value, mapping, memo)
    if cls is Asking:
        return Asking(_remap(value.decisions, mapping, memo), _remap(value.then, mapping, memo))
    if cls is types.FunctionType and value.__closure__:
        return _remap_function(value, mapping, memo)
    if cls is partial:
        return _remap_partial(value, mapping, memo)
    return value


def _remap_decision(decision: Decision, mapping: dict[str, str], memo: dict[int, Any]) -> Decision:
    twin = Decision.__new__(Decision)
    for slot in Decision.__slots__:
        setattr(twin, slot, getattr(decision, slot))
    twin.choices = _remap(decision.choices, mapping, memo)
    twin.labels = _remap(decision.labels, mapping, memo)
    twin.arguments = _remap(decision.arguments, mapping, memo)
    twin._json = None
    twin._options = None
    return twin


def _remap_function(fn: types.FunctionType, mapping: dict[str, str], memo: dict[int, Any]) -> types.FunctionType:
    """A closure (an `Asking`'s `then`, or a partial's function) whose captured values are relabelled: a new
    function, the old one kept."""
    cells = []
    changed = False
    for cell in fn.__closure__:
        try:
            content = cell.cell_contents
        except ValueError:  # an empty cell
            cells.append(cell)
            continue
        new = _remap(content, mapping, memo)
        changed = changed or new is not content
        cells.append(types.CellType(new) if new is not content else cell)
    if not changed:
        return fn
    twin = types.FunctionType(fn.__code__, fn.__globals__, fn.__name__, fn.__defaults__, tuple(cells))
    twin.__kwdefaults__ = fn.__kwdefaults__
    return twin


def _remap_partial(bound: partial, mapping: dict[str, str], memo: dict[int, Any]) -> partial:
    """A partial (an `Asking`'s `then`, bound to the options asked) whose function and bound values are relabelled:
    a new partial where something changed, the old one kept."""
    fn = _remap(bound.func, mapping, memo)
    args = _remap(bound.args, mapping, memo)
    keywords = _remap(bound.keywords, mapping, memo)
    if fn is bound.func and args is bound.args and keywords is bound.keywords:
        return bound
    return partial(fn, *args, **keywords)
