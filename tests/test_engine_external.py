"""Inputs from outside the rules (Game.external: verify / can / do): a game counter declared `external: true` is set
by something the rules cannot see, such as a real-time clock running out. The input is recorded between the answers,
so replay, undo and saved games give the same game. The test game: tests/games/games/sprint.yaml."""
from __future__ import annotations

import json

import pytest

from conftest import answer, load_test_game
from rulekit.errors import IllegalActionError, SaveError
from rulekit.run.game import Game
from rulekit.run.undo import undo_blocker

FIRST, SECOND = 0, 1


@pytest.fixture
def sprint():
    return Game(load_test_game("sprint"), 2, seed=1)


def steps(game: Game) -> list[int]:
    return [p["steps"] for p in game.state["players"]]


def test_the_rules_read_an_external_input_when_they_next_look(sprint):
    answer(sprint, FIRST, "step")
    sprint.external("time_up")
    assert sprint.state["counters"]["time_up"] == 1
    assert sprint.pending_for(FIRST).prompt == "step"  # the question asked before stays asked
    answer(sprint, FIRST, "step")  # chosen after time ran out: the rules let it do nothing
    assert steps(sprint) == [1, 0]
    assert sprint.pending_for(FIRST) is not None and sprint.state["round"] == 2  # the second runner never ran
    assert sprint.state["counters"]["time_up"] == 0  # the rules set it back for the next round
    changed = [e for e in sprint.log if getattr(e, "name", None) == "time_up"]
    assert [(e.previous, e.value) for e in changed] == [(0, 1), (1, 0)]  # in the log: views and digests see it


def test_an_external_input_is_recorded_and_replayed_between_the_answers(sprint):
    answer(sprint, FIRST, "step")
    answer(sprint, FIRST, "step")
    sprint.external("time_up")
    answer(sprint, FIRST, "rest")
    record = json.loads(json.dumps(sprint.record()))
    assert record["externals"] == [[2, "time_up"]]
    again = Game.from_record(sprint.definition, record)
    assert again.digest() == sprint.digest() and steps(again) == [2, 0]
    without = Game.replay(sprint.definition, 2, 1, record["choices"])  # the same answers, no clock: another game
    assert without.digest() != sprint.digest()
    last = Game(sprint.definition, 2, seed=1)  # an input after the last answer is replayed too
    last.external("time_up")
    assert Game.from_record(last.definition, last.record()).state["counters"]["time_up"] == 1


def test_a_game_without_external_inputs_records_none(sprint):
    answer(sprint, FIRST, "step")
    assert "externals" not in sprint.record()  # records made before the input existed stay byte for byte the same


def test_undo_keeps_an_input_given_before_the_answer_and_refuses_across_a_later_one(sprint):
    answer(sprint, FIRST, "step")
    sprint.external("time_up")
    assert undo_blocker(sprint, [FIRST]) == "external"  # time ran out after that answer: it stands
    answer(sprint, FIRST, "rest")
    assert undo_blocker(sprint, [FIRST]) is None
    back = sprint.undo()
    assert back.state["counters"]["time_up"] == 1 and back.externals == [(1, "time_up")]
    assert back.pending_for(FIRST).prompt == "step"


def test_a_failed_answer_rolls_back_with_the_inputs_kept(sprint, monkeypatch):
    answer(sprint, FIRST, "step")
    sprint.external("time_up")
    before = sprint.digest()
    import rulekit.run.game as game_module

    hand_on, failed = game_module.answer, []

    def fails_once(*args):  # the engine breaks while the answer runs; replaying it to roll back works
        if not failed:
            failed.append(True)
            raise RuntimeError("boom")
        return hand_on(*args)

    monkeypatch.setattr(game_module, "answer", fails_once)
    with pytest.raises(RuntimeError):
        answer(sprint, FIRST, "rest")
    assert sprint.digest() == before and sprint.externals == [(1, "time_up")]
    assert sprint.state["counters"]["time_up"] == 1 and sprint.pending_for(FIRST).prompt == "step"


def test_bad_external_inputs_are_refused_with_a_reason(sprint):
    with pytest.raises(IllegalActionError) as refused:
        sprint.verify_external("steps")
    assert refused.value.message_id == "error-no-such-external" and "time_up" in str(refused.value)
    assert not sprint.can_external("clock")
    sprint.external("time_up")
    assert not sprint.can_external("time_up")  # already set: a second call records nothing
    sprint.external("time_up")
    assert sprint.externals == [(0, "time_up")]


def test_a_save_with_broken_external_inputs_is_refused_without_a_traceback(sprint, tmp_path):
    from rulekit.records import load_game as load_saved

    answer(sprint, FIRST, "step")
    for broken in ("soon", [[0, "steps"]], [["x", "time_up"]], [[0]]):
        path = tmp_path / "save.json"
        path.write_text(json.dumps(dict(sprint.record(), externals=broken)), encoding="utf-8")
        with pytest.raises(SaveError):
            load_saved(path, lambda g, h: sprint.definition)
