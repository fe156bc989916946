"""Transactional answers (issue 9, point 3): `Game.answer` applies completely or leaves the game exactly as it was
(state, log, choices, the pending decision, the random stream), whatever raises: content, a plugin's primitive or
handler, the engine. The error names the plugin or the YAML place, and the game stays usable."""
from __future__ import annotations

import copy
import textwrap

import pytest

from rulekit import hookimpl
from rulekit.compile.game import compile_game
from rulekit.errors import EffectRuntimeError, IllegalActionError, PluginError
from rulekit.load import load_content
from rulekit.plugins import make_plugin_manager
from rulekit.run import context
from rulekit.run.game import Game

GAME = """
id: tally
provenance: authored
players: {min: 1, max: 2, default: 2}
score: points
zones:
  deck: {visibility: hidden}
counters:
  total: {initial: 0}
player_counters:
  points: {initial: 0}
events:
  picked: {payload: {player: player, n: int}, description: "A player picked a number."}
flow:
  round_limit: 2
  phases:
    - id: main
      steps:
        - id: pick
          do: |
            for p in players {
              let n = choose_one(p, [1, 2, 3], prompt="pick")
              let luck = random(6)
              p.points += n + luck
              total += 1
              CHECK
              signal(picked, player=p, n=n)
            }
"""


class Fuse:
    """A house rule whose code fails when someone picks 2: in a handler or in a primitive."""

    __name__ = "fuse-plugin"

    @hookimpl
    def rulekit_house_rules(self, game):
        return [("fuse-handler", "A handler that fails."), ("fuse-primitive", "A primitive that fails.")]

    @hookimpl
    def rulekit_triggers(self, game, house_rules):
        if "fuse-handler" not in house_rules:
            return None

        def on_picked(ctx, player, n):
            if n == 2:
                raise RuntimeError("the fuse burnt")

        return [("picked", on_picked)]

    @hookimpl
    def rulekit_register_primitives(self, registry, game, house_rules):
        @registry.action(name="check")
        def check(ctx, n: "int") -> "none":
            """Fails on 2 under the fuse-primitive house rule."""
            if n == 2 and "fuse-primitive" in house_rules:
                raise KeyError("no fuse for two")


def definition(tmp_path, check: str = "check(n)", house_rules=()):
    root = tmp_path / "content"
    path = root / "games" / "tally.yaml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(textwrap.dedent(GAME).lstrip("\n").replace("CHECK", check), encoding="utf-8")
    content, problems = load_content([root])
    assert problems == []
    pm = make_plugin_manager([Fuse()], entry_points=False)
    return compile_game(content.documents_for("tally"), "tally", house_rules, pm=pm)


def snapshot(game: Game) -> dict:
    return {
        "state": copy.deepcopy(game.state),
        "log": list(game.log),
        "choices": list(game.choices),
        "pending": game.pending(),
        "rng": (game.ctx.rng.seed, game.ctx.rng.counter),
        "digest": game.digest(),
    }


def answer_value(game: Game, value: int) -> None:
    decision = game.pending()[0]
    game.answer(decision.player, [o.value for o in decision.options].index(value))


CASES = [
    pytest.param({"house_rules": ("fuse-handler",)}, PluginError, r"handler .*Fuse.*on_picked failed on event 'picked' \(RuntimeError: the fuse burnt\)",
                 id="plugin handler"),
    pytest.param({"house_rules": ("fuse-primitive",)}, PluginError,
                 r"tally.yaml:\d+:\d+: plugin 'fuse-plugin' failed in its primitive check\(\) \(KeyError", id="plugin primitive"),
    pytest.param({"check": "if n == 2 { total = 1 // 0 }"}, EffectRuntimeError, r"'//' by zero", id="content"),
]


@pytest.mark.parametrize("options, error, message", CASES)
def test_a_failing_answer_leaves_the_game_exactly_as_it_was(tmp_path, options, error, message):
    game = Game(definition(tmp_path, **options), 2, seed=4)
    answer_value(game, 1)  # seat 0 picks 1: fine
    before = snapshot(game)
    with pytest.raises(error, match=message) as raised:
        answer_value(game, 2)  # seat 1 picks 2: random drawn, counters changed, then it fails
    assert snapshot(game) == before
    if error is EffectRuntimeError:
        assert raised.value.span.path.endswith("tally.yaml") and raised.value.span.line > 1


@pytest.mark.parametrize("options, error, message", CASES)
def test_after_a_failure_the_same_decision_can_be_answered_differently(tmp_path, options, error, message):
    game = Game(definition(tmp_path, **options), 2, seed=4)
    answer_value(game, 1)
    with pytest.raises(error):
        answer_value(game, 2)
    answer_value(game, 3)
    while not game.over:
        answer_value(game, 1)
    # the finished game is what a clean game with the same answers is: no trace of the failed answer
    clean = Game.replay(game.definition, 2, 4, game.choices)
    assert clean.digest() == game.digest() and clean.result == game.result
    assert len(game.choices) == 4


def test_an_engine_error_rolls_back_too(tmp_path, monkeypatch):
    game = Game(definition(tmp_path), 2, seed=4)
    answer_value(game, 1)
    before = snapshot(game)
    real = context.RunContext.set_game

    def broken(self, name, value):  # the engine itself fails, outside any primitive
        if name == "total" and value == 2:  # only this answer's: replaying the earlier ones works
            raise ZeroDivisionError("an engine bug")
        real(self, name, value)

    monkeypatch.setattr(context.RunContext, "set_game", broken)
    with pytest.raises(ZeroDivisionError):
        answer_value(game, 2)
    monkeypatch.setattr(context.RunContext, "set_game", real)
    assert snapshot(game) == before
    answer_value(game, 2)
    assert len(game.choices) == 2


def test_a_record_never_holds_the_failed_answer(tmp_path):
    game = Game(definition(tmp_path, house_rules=("fuse-handler",)), 2, seed=4)
    answer_value(game, 1)
    with pytest.raises(PluginError):
        answer_value(game, 2)
    record = game.record()
    assert len(record["choices"]) == 1
    replayed = Game.replay(game.definition, record["players"], record["seed"], record["choices"])
    assert replayed.digest() == record["digest"]


def test_a_game_that_cannot_be_put_back_refuses_to_go_on(tmp_path, monkeypatch):
    # A plugin that fails on replay too cannot be rolled back: the game must not go on from a half-applied answer.
    game = Game(definition(tmp_path), 2, seed=4)
    answer_value(game, 1)

    def always_broken(self, name, value):
        raise ZeroDivisionError("fails every time")

    monkeypatch.setattr(context.RunContext, "set_game", always_broken)
    with pytest.raises(ZeroDivisionError):
        answer_value(game, 2)
    monkeypatch.undo()
    with pytest.raises(IllegalActionError, match="could not be put back"):
        answer_value(game, 3)
