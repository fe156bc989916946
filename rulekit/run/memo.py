"""Remembered results of pure procedures, kept until an event touches what they read.

A memoised procedure (`effects.analysis.memoised_procedures`) has a table in `RunContext.memo`: its result per
arguments. The compiler records what each procedure reads as categories of the state, itself or through what it
calls (`codegen.ModuleWriter.memo_plan`), and every change of the state is an event of the log, so an event needs
to clear only the tables of the procedures that read something it touched. The code that logs an event drops them
there and then (`note`; `moved` and `counter_set` for the commonest kinds, called by `RunContext`'s move and
counter code; `flow` notes a step's start), so a remembered procedure's wrapper finds its table up to date without
looking at the log. Signals and answers change no state: they are logged without a note.

Zones are not categories: which zones' cards a result read is recorded while it is computed (`ctx.reads`, filled
by `_iter`, `RunContext.cards_of`, `zone_of_card`, `owner_of` and the zone readers of generated code; a card's
place is recorded as the zone it lies in, which it can leave only by a move out of it). A move or a shuffle drops
the results that read one of its zones (`index`: zone key -> the results waiting on it); a remembered caller
inherits the zones of the remembered results it used.

Categories, for the rest: `counter:NAME`, `player:NAME`, `card:NAME` (a game's, player's or card's counter;
`counter:*` and the like: any of them), `links` (blocked doorways), `turn` (the active player and action
points), `round`, `revealed`, `zones` (any move: for a query that reads zones without the recording helpers), and
`*`: something the compiler could not pin down, which every event that changes the state touches. A query
primitive declares its own (`Registry.query(reads=...)`); one that does not counts as `*`.

`RunContext.memo` is `[whether a result was ever remembered, tables, zones read per result, index, the generated
module]`: until the first result, the code logging events has nothing to drop and calls nothing (a game whose
procedures all run directly, see `watch`, never does). Code that changes the state outside the log (a test, for
instance) calls `forget` to start afresh. A
debugging switch, `RULEKIT_CHECK_MEMO=1` in the environment, computes every remembered result again and fails on a
difference: the test of a new primitive's `reads`.
"""
from __future__ import annotations

import os
from types import SimpleNamespace
from typing import Any

from rulekit.errors import EffectRuntimeError
from rulekit.run import events as ev

ANYTHING = "*"
CHECK = os.environ.get("RULEKIT_CHECK_MEMO") == "1"


def forget(ctx: Any) -> None:
    """Start the memo afresh: a new game, or a change of the state that is not an event of the log."""
    module = getattr(ctx.game, "module", None) or _NO_CODE
    _clears_of(module)
    size = module.memo_tables
    ctx.memo = [False, [_Checking() if CHECK else {} for _ in range(size)], [{} for _ in range(size)], {}, module]


def table(ctx: Any, number: int) -> dict:
    """The memo table of procedure `number` (the generated wrappers read it inline; this is for tests and
    debugging)."""
    return ctx.memo[1][number]


def compute(ctx: Any, found: dict, number: int, key: Any, function: Any, *args: Any) -> Any:
    """A result not remembered: run the procedure, recording the zones it reads, and remember both. A procedure
    running meanwhile (the caller, if remembered too) depends on them as well."""
    outer = ctx.reads
    mine = ctx.reads = set()
    try:
        value = function(ctx, *args)
    finally:
        ctx.reads = outer
    if len(found) >= _TABLE_LIMIT:  # arguments without end (a growing number): forget rather than grow
        found.clear()
        ctx.memo[2][number].clear()
    found[key] = value
    memo = ctx.memo
    memo[0] = True
    if mine:
        memo[2][number][key] = mine
        index = memo[3]
        entry = (number, key)
        for zone in mine:
            waiting = index.get(zone)
            if waiting is None:
                index[zone] = {entry}
            else:
                waiting.add(entry)
        if outer is not None:
            outer |= mine
    return value


def zones_read(ctx: Any, number: int, key: Any) -> set[str]:
    """The zones a remembered result was computed from (a remembered caller using it inherits them; the generated
    wrappers read them inline)."""
    return ctx.memo[2][number].get(key, NO_ZONES)


def watch(scope: dict, number: int) -> None:
    """Watch remembered procedure `number` of a generated module (`scope`, its namespace) for its first calls:
    whether their results were remembered, and how many steps computing the others took. Then it stays remembered,
    or, when fewer than MIN_HIT_RATE of the calls found their result (its arguments or what it reads change between
    calls), its body is called directly, since remembering would cost more than it saves; a cheap procedure (fewer
    than DEAR_STEPS steps a computation) must find it in CHEAP_HIT_RATE of its calls, as a hit saves it less. The
    results are the same either way; only the speed differs."""
    name = f"p{number}"
    remembered, direct = scope[name], scope["_" + name]
    counts = [0, 0, 0]  # calls, calls that found their result, steps the others took

    def watched(ctx: Any, *args: Any) -> Any:
        memo = ctx.memo
        key = args[0] if len(args) == 1 else (args or None)  # as the generated wrapper keys its table
        counts[0] += 1
        found = key in memo[1][number]
        if found:
            counts[1] += 1
        steps = ctx.steps
        value = remembered(ctx, *args)
        if not found:
            counts[2] += ctx.steps - steps
        if counts[0] >= WATCHED_CALLS:
            calls, hits, spent = counts
            rate = MIN_HIT_RATE if spent >= DEAR_STEPS * (calls - hits) else CHEAP_HIT_RATE
            scope[name] = remembered if hits >= rate * calls else direct
        return value

    scope[name] = watched


WATCHED_CALLS = 50  # calls of a remembered procedure counted before deciding whether remembering pays
MIN_HIT_RATE = 0.3  # below this share of calls finding their result, a procedure is computed each time
CHEAP_HIT_RATE = 0.5  # the same for a procedure whose computing takes fewer than DEAR_STEPS steps on average
DEAR_STEPS = 10  # (measured: Mylady's heuristic games -1.1% instructions; Pendants, Musketiere unchanged)

NO_ZONES: frozenset = frozenset()  # the zones read by a result that read none
_TABLE_LIMIT = 10_000  # results one procedure keeps at most


def moved(memo: list, event: ev.CardsMoved) -> None:
    """Cards moved: drop the results that read one of the zones (a zone named twice is found empty the second
    time) and those of the procedures reading zones without recording them."""
    index = memo[3]
    if index:
        tables = memo[1]
        for number, key in index.pop(event.to, ()):
            tables[number].pop(key, None)
        for zone in event.sources:
            for number, key in index.pop(zone, ()):
                tables[number].pop(key, None)
    numbers = memo[4].memo_clears[_MOVED]
    if numbers:
        _clear(memo, numbers)


def counter_set(memo: list, owner_kind: str, name: str) -> None:
    """A counter changed: drop the results of the procedures reading it."""
    clears = memo[4].memo_clears
    numbers = clears.get((owner_kind, name))
    if numbers is None:
        kind = "counter" if owner_kind == "game" else owner_kind
        numbers = clears[(owner_kind, name)] = _tables_for(memo[4].memo_plan, (f"{kind}:{name}", f"{kind}:*"))
    if numbers:
        _clear(memo, numbers)


def note(memo: list, event: ev.Event) -> None:
    """Drop the results an event of any kind touched (the code making moves and counters calls `moved` and
    `counter_set` directly)."""
    cls = event.__class__
    if cls is _MOVED:
        moved(memo, event)
    elif cls is _COUNTER:
        counter_set(memo, event.owner_kind, event.name)
    else:
        clears = memo[4].memo_clears
        if cls is _SHUFFLED:
            for number, key in memo[3].pop(event.zone, ()):
                memo[1][number].pop(key, None)
        numbers = clears.get(cls)
        if numbers is None:
            touched = _BY_KIND.get(cls, _ALL)
            numbers = clears[cls] = (range(len(memo[1])) if touched is _ALL
                                     else _tables_for(memo[4].memo_plan, touched))
        if numbers:
            _clear(memo, numbers)


def _clear(memo: list, numbers: Any) -> None:
    tables, zones_read_by = memo[1], memo[2]
    for number in numbers:
        if tables[number]:
            tables[number].clear()
            zones_read_by[number].clear()


def _clears_of(module: Any) -> dict:
    """What each kind of event clears in this module's memo (kept on the module, made as events come)."""
    clears = module.memo_clears
    if not clears:
        clears[_MOVED] = _tables_for(module.memo_plan, ("zones",))
        clears[_SHUFFLED] = _tables_for(module.memo_plan, ("zones", "revealed"))
    return clears


def _tables_for(plan: dict, categories: tuple) -> tuple[int, ...]:
    """The tables an event touching these categories clears: the procedures reading one of them, or anything (an
    event touching none of them, an answer, clears none)."""
    if not categories:
        return ()
    numbers = set(plan.get(ANYTHING, ()))
    for category in categories:
        numbers.update(plan.get(category, ()))
    return tuple(sorted(numbers))


_ALL = ("everything",)
_NO_CODE = SimpleNamespace(memo_plan={}, memo_clears={}, memo_tables=0)  # a game without generated code


_MOVED = ev.CardsMoved
_COUNTER = ev.CounterSet
_SHUFFLED = ev.Shuffled

# What each other kind of event touches (moves, shuffles and counters are handled in `note` itself): the categories;
# () for nothing a procedure reads; a kind not listed touches everything (_ALL).
_BY_KIND: dict[type, Any] = {
    ev.LinkBlocked: ("links",),
    ev.LinkUnblocked: ("links",),
    ev.TurnStarted: ("turn",),
    ev.PointsChanged: ("turn",),
    ev.TurnEnded: ("turn",),
    ev.StepStarted: ("round",),
    ev.CardsRevealed: ("revealed",),
    ev.RewardPaid: ("paid",),
    ev.DiceRolled: ("rng",),
    ev.RandomDrawn: ("rng",),
    ev.DecisionAnswered: (),  # the answer is in the log; the state it changes comes as events
    ev.Signalled: (),  # what a signal does comes as events of its own
}


class _Checking(dict):
    """A memo table for RULEKIT_CHECK_MEMO=1: never gives a remembered result, so every call computes it again, and
    fails when the new result differs from the one remembered (a wrong `reads` or read set shows here)."""

    def get(self, key: Any, default: Any = None) -> Any:
        return default

    def __setitem__(self, key: Any, value: Any) -> None:
        if key in self and dict.__getitem__(self, key) != value:
            raise EffectRuntimeError(f"memo out of date: remembered {dict.__getitem__(self, key)!r}, now {value!r} "
                                     f"(arguments {key!r}); a query's `reads` or the compiler's read sets miss something")
        dict.__setitem__(self, key, value)
