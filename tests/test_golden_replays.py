"""Golden replays: recorded games (seed, every answer with its number of legal options, the result and a digest of
the whole event log) must replay identically. Record one with `rulekit record GAME --seed S --out FILE`; a rules
change that alters a recorded game shows up here, and is re-recorded on purpose."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from rulekit import catalog
from rulekit.run.game import Game

GOLDEN = sorted((Path(__file__).parent / "golden").glob("*.json"))


def test_there_are_golden_games():
    games = {json.loads(p.read_text())["game"] for p in GOLDEN}
    assert {"musketiere", "mylady", "pendants"} <= games


@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_golden_game_replays_identically(path):
    record = json.loads(path.read_text(encoding="utf-8"))
    definition = catalog.game(record["game"], tuple(record["house_rules"]))
    game = Game.replay(definition, record["players"], record["seed"], record["choices"])  # checks option counts too
    assert game.over
    assert game.result == record["result"]
    assert game.digest() == record["digest"]
