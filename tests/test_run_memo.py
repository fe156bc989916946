"""Pure procedures' results kept across events (rulekit.run.memo): what each procedure reads, which events make it
forget, undeclared queries forgetting at every event, and the check mode that recomputes every remembered result
(run on every shipped game: no result is ever stale)."""
from __future__ import annotations

import textwrap

import pytest

from rulekit import catalog, hookimpl, plugins
from rulekit.compile.game import compile_game
from rulekit.effects.values import zone_from_key
from rulekit.errors import EffectRuntimeError
from rulekit.load import load_content
from rulekit.run import memo
from rulekit.run.game import Game
from rulekit.sim import play_game

GAME = """
id: lab
provenance: authored
players: {min: 1, max: 2, default: 2}
seats: [north, south]
card_kinds:
  token: {stats: [value], counters: [mark]}
zones:
  deck: {visibility: public}
  pile: {visibility: public}
  hand: {per_player: true, visibility: owner}
counters:
  total: {initial: 0}
  other: {initial: 0}
  gold: {initial: 0}
procedures:
  in_pile:
    returns: int
    do: "return count(cards_in(pile) where it.value > 0)"
  marks:
    params: {t: card}
    returns: int
    do: "return t.mark + count(cards_in(deck) where it.value > 0)"
  pile_twice:
    returns: int
    do: "return in_pile() * 2 + count(cards_in(deck) where it.value > 5)"
  rich:
    returns: int
    do: "return count(cards_in(deck) where gold_now() > 0)"
  undeclared:
    returns: int
    do: "return count(cards_in(deck) where gold_later() > 0)"
flow:
  round_limit: 1
  phases:
    - id: main
      steps:
        - id: run
          do: |
EFFECT
"""

CARDS = """
game: lab
cards:
  - {id: t1, kind: token, deck: deck, provenance: authored, stats: {value: 1}}
  - {id: t2, kind: token, deck: deck, provenance: authored, stats: {value: 2}}
"""


class GoldQueries:
    """Two queries that read the counter `gold`: one declares it wrongly (reads nothing), one declares nothing."""

    __name__ = "gold-queries"

    @hookimpl
    def rulekit_register_primitives(self, registry, game, house_rules):
        @registry.query(reads=())
        def gold_now(ctx) -> "int":
            """The gold, declared (wrongly) as reading nothing."""
            return ctx.counters["gold"]

        @registry.query
        def gold_later(ctx) -> "int":
            """The gold, reads undeclared."""
            return ctx.counters["gold"]


def build(tmp_path, effect: str):
    root = tmp_path / "content"
    (root / "games").mkdir(parents=True, exist_ok=True)
    (root / "cards" / "lab").mkdir(parents=True, exist_ok=True)
    body = textwrap.indent(textwrap.dedent(effect).strip("\n"), " " * 12)
    (root / "games" / "lab.yaml").write_text(textwrap.dedent(GAME).lstrip("\n").replace("EFFECT", body), "utf-8")
    (root / "cards" / "lab" / "tokens.yaml").write_text(textwrap.dedent(CARDS).lstrip("\n"), "utf-8")
    content, problems = load_content([root])
    assert [d for d in problems if d.severity == "error"] == []
    pm = plugins.make_plugin_manager([GoldQueries()], entry_points=False)
    return compile_game(content.documents_for("lab"), "lab", pm=pm)


def number(definition, procedure: str) -> int:
    return int(definition.module.functions[procedure][1:])


def test_each_procedure_is_forgotten_only_by_events_that_touch_what_it_reads(tmp_path):
    definition = build(tmp_path, "total = in_pile()")
    plan = definition.module.memo_plan
    in_pile, marks = number(definition, "in_pile"), number(definition, "marks")
    # counters are known when compiling; zones are recorded as the procedure runs (below)
    assert marks in plan["card:mark"] and marks not in plan.get("*", ())
    assert all(in_pile not in tables for tables in plan.values())


def test_a_result_is_forgotten_when_a_zone_it_read_changes_and_only_then(tmp_path):
    game = Game(build(tmp_path, "total = in_pile() + marks(t1)" + WAIT), 1, seed=1)
    definition = game.definition
    in_pile, marks = number(definition, "in_pile"), number(definition, "marks")
    assert memo.table(game.ctx, in_pile) == {None: 0} and memo.table(game.ctx, marks) == {"t1": 2}
    assert memo.zones_read(game.ctx, in_pile, None) == {"pile"} and memo.zones_read(game.ctx, marks, "t1") == {"deck"}
    game.ctx.move(["t2"], zone_from_key("hand@0"))
    assert memo.table(game.ctx, in_pile) == {None: 0}  # a card left the deck for a hand: the pile is as it was
    assert memo.table(game.ctx, marks) == {}


def test_a_remembered_caller_depends_on_the_zones_its_remembered_callees_read(tmp_path):
    game = Game(build(tmp_path, "total = in_pile() + pile_twice()" + WAIT), 1, seed=1)
    twice = number(game.definition, "pile_twice")
    # in_pile() was remembered before pile_twice() ran, so it answered from the memo: its zone still counts
    assert memo.zones_read(game.ctx, twice, None) == {"pile", "deck"}
    game.ctx.move(["t1"], zone_from_key("pile"))
    assert memo.table(game.ctx, twice) == {}


WAIT = """
        choose north "act" {
          take(c in deck) { move(c, pile) }
        }
"""


def test_a_move_into_a_zone_read_forgets_the_results(tmp_path):
    game = Game(build(tmp_path, """
        total = in_pile() + marks(t1)
        move(t1, pile)
        """ + WAIT), 1, seed=1)
    definition = game.definition
    assert game.state["counters"]["total"] == 0 + 2  # the pile is empty; t1 has no mark, the deck two cards
    assert memo.table(game.ctx, number(definition, "in_pile")) == {}
    assert memo.table(game.ctx, number(definition, "marks")) == {}


def test_a_result_is_kept_through_unrelated_events_and_used(tmp_path):
    game = Game(build(tmp_path, """
        total = in_pile()
        other = 5
        other = 6
        total = total * 10 + in_pile()
        """ + WAIT), 1, seed=1)
    assert game.state["counters"]["total"] == 0
    assert memo.table(game.ctx, number(game.definition, "in_pile")) == {None: 0}


def test_a_table_never_grows_past_its_limit(tmp_path, monkeypatch):
    monkeypatch.setattr(memo, "_TABLE_LIMIT", 2)
    game = Game(build(tmp_path, "total = marks(t1) + marks(t2)" + WAIT), 1, seed=1)
    marks = number(game.definition, "marks")
    assert memo.table(game.ctx, marks) == {"t1": 2, "t2": 2}
    found = memo.table(game.ctx, marks)
    memo.compute(game.ctx, found, marks, "t3", lambda ctx, card: 0, "t3")
    assert found == {"t3": 0}  # full: forgotten, then the new result kept


def test_forget_starts_the_memo_afresh(tmp_path):
    game = Game(build(tmp_path, "total = in_pile()" + WAIT), 1, seed=1)
    in_pile = number(game.definition, "in_pile")
    assert memo.table(game.ctx, in_pile) == {None: 0}
    memo.forget(game.ctx)  # what code that changed the state outside the log does
    assert memo.table(game.ctx, in_pile) == {}


def scope_of(definition) -> dict:
    """The namespace of the game's generated module (where calls of procedures are looked up)."""
    return definition.phases[0].steps[0].effect.fn.__globals__


def test_a_procedure_whose_results_are_never_found_again_is_computed_each_time(tmp_path, monkeypatch):
    monkeypatch.setattr(memo, "WATCHED_CALLS", 10)
    game = Game(build(tmp_path, """
        repeat 30 {
          total = total + marks(t1)
          t1.mark += 1
        }
    """ + WAIT), 1, seed=1)
    marks = number(game.definition, "marks")
    scope = scope_of(game.definition)
    assert game.ctx.counters["total"] == sum(mark + 2 for mark in range(30))  # the same results either way
    assert scope[f"p{marks}"] is scope[f"_p{marks}"]  # each call changed its mark: remembering never paid


def test_a_procedure_whose_results_are_found_again_stays_remembered(tmp_path, monkeypatch):
    monkeypatch.setattr(memo, "WATCHED_CALLS", 10)
    game = Game(build(tmp_path, "repeat 30 { total = total + in_pile() }" + WAIT), 1, seed=1)
    in_pile = number(game.definition, "in_pile")
    wrapper = scope_of(game.definition)[f"p{in_pile}"]
    assert game.ctx.counters["total"] == 0 and wrapper.__name__ == f"p{in_pile}"  # the generated memo wrapper
    assert memo.table(game.ctx, in_pile) == {None: 0}


@pytest.mark.parametrize("dear_steps, stays", [(0, True), (1000, False)])
def test_a_cheap_procedure_must_find_its_results_more_often_to_stay_remembered(tmp_path, monkeypatch, dear_steps,
                                                                                stays):
    monkeypatch.setattr(memo, "WATCHED_CALLS", 10)
    monkeypatch.setattr(memo, "MIN_HIT_RATE", 0.4)
    monkeypatch.setattr(memo, "CHEAP_HIT_RATE", 0.6)
    monkeypatch.setattr(memo, "DEAR_STEPS", dear_steps)  # every computation dear (0) or cheap (1000 steps)
    game = Game(build(tmp_path, """
        repeat 30 {
          total = total + marks(t1) + marks(t1)
          t1.mark += 1
        }
    """ + WAIT), 1, seed=1)
    marks = number(game.definition, "marks")
    scope = scope_of(game.definition)
    assert game.ctx.counters["total"] == sum(2 * (mark + 2) for mark in range(30))  # the same results either way
    # half of the calls find their result: enough for a dear procedure, not for a cheap one
    assert (scope[f"p{marks}"] is not scope[f"_p{marks}"]) is stays


def test_a_query_without_declared_reads_makes_its_callers_forget_at_every_event(tmp_path):
    definition = build(tmp_path, "total = undeclared()")
    plan = definition.module.memo_plan
    assert number(definition, "undeclared") in plan["*"] and number(definition, "rich") not in plan["*"]


def test_the_check_mode_finds_a_result_kept_too_long(tmp_path, monkeypatch):
    effect = """
        total = rich()
        gold = 1
        total = total * 10 + rich()
        """
    # gold_now says it reads nothing, so rich() is kept across the change of gold: a stale 0 ...
    assert Game(build(tmp_path, effect), 1, seed=1).state["counters"]["total"] == 0
    # ... which the check mode refuses; the undeclared query is always right
    monkeypatch.setattr(memo, "CHECK", True)
    with pytest.raises(EffectRuntimeError, match="memo out of date"):
        Game(build(tmp_path, effect), 1, seed=1)
    fair = Game(build(tmp_path, effect.replace("rich()", "undeclared()")), 1, seed=1)
    assert fair.state["counters"]["total"] == 2


@pytest.mark.parametrize("game_id, players, agents", [
    ("musketiere", 4, "random"), ("mylady", 5, "random"), ("mylady", 3, "heuristic"),
    ("pendants", 5, "random"), ("pendants", 2, "heuristic")])
def test_no_remembered_result_is_ever_stale_in_the_shipped_games(monkeypatch, game_id, players, agents):
    definition = catalog.game(game_id)
    plain = [play_game(definition, players, seed, [agents] * 8, keep=True).digest() for seed in range(2)]
    monkeypatch.setattr(memo, "CHECK", True)
    checked = [play_game(definition, players, seed, [agents] * 8, keep=True).digest() for seed in range(2)]
    assert checked == plain


def test_an_event_logged_through_emit_drops_the_results_of_procedures_reading_anything(tmp_path):
    game = Game(build(tmp_path, "total = undeclared() + in_pile()" + WAIT), 1, seed=1)
    undeclared, in_pile = number(game.definition, "undeclared"), number(game.definition, "in_pile")
    assert memo.table(game.ctx, undeclared) == {None: 0} and memo.table(game.ctx, in_pile) == {None: 0}
    game.ctx.random_below(5)  # a random draw, logged by emit: it changes what an undeclared query might read
    assert memo.table(game.ctx, undeclared) == {} and memo.table(game.ctx, in_pile) == {None: 0}


def test_events_before_the_first_remembered_result_leave_the_memo_alone(tmp_path):
    game = Game(build(tmp_path, "other = 1" + WAIT), 1, seed=1)
    assert game.ctx.memo[0] is False  # nothing remembered yet: moves and counters call nothing
    game.ctx.move(["t1"], zone_from_key("pile"))
    assert game.ctx.memo[0] is False and memo.table(game.ctx, number(game.definition, "in_pile")) == {}
    fresh = Game(build(tmp_path, "total = in_pile()" + WAIT), 1, seed=1)
    assert fresh.ctx.memo[0] is True
    fresh.ctx.move(["t1"], zone_from_key("pile"))
    assert memo.table(fresh.ctx, number(fresh.definition, "in_pile")) == {}
