"""A game that cannot start as its content says is a SetupError with a message, not a Python error (issue 9: unknown
seats in `player_counts.N.controllers` used to crash with `tuple.index`)."""
from __future__ import annotations

import textwrap

import pytest

from rulekit.compile.game import compile_game
from rulekit.load import load_content
from rulekit.run.game import Game, SetupError

GAME = """
id: pair
provenance: authored
players: {min: 1, max: 2, default: 1}
seats: [red, blue]
player_counts:
  "1": {seats: 2, controllers: [[red, green]], provenance: authored}
flow:
  phases:
    - id: main
      steps:
        - {id: nothing, do: "stop"}
"""


def test_controllers_naming_an_unknown_seat_is_a_setup_error(tmp_path):
    path = tmp_path / "content" / "games" / "pair.yaml"
    path.parent.mkdir(parents=True)
    path.write_text(textwrap.dedent(GAME).lstrip("\n"), encoding="utf-8")
    content, _ = load_content([tmp_path / "content"])
    definition = compile_game(content.documents_for("pair"), "pair")
    from rulekit.run.game import controllers

    with pytest.raises(SetupError, match="'green', which is not one of its seats \\(red, blue\\)"):
        controllers(definition, 1)
    assert Game(definition, 2, seed=1).over  # the other player count is fine
