"""Proof for modders (issue 11, point 6), The Queen's Pendants' half: a content pack written in YAML only
(tests/packs/pendants_chapel/) adds a room to the Louvre, the confessional off the Salle basse (a second board
document of the game: its space and doorway join the authored Louvre), and that room's own action (`pack-pray`, a
card of kind room_action whose trigger says what praying does). It is run the way a modder runs it, through the
commands: `rulekit lint PACK` is clean, `rulekit test PACK` plays its scenarios (a musketeer walks in over the new
doorway, prays through the decisions a player answers, and is not offered the prayer elsewhere or when it does not
apply), and `rulekit simulate pendants --pack PACK` plays whole games with the room on the board. What the
scenarios cannot say is here: that the game without the pack has no such room.

Also here: the general piece the pack needed (a scenario answer names a board link by its two spaces)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from pendants_helpers import table
from rulekit import catalog
from rulekit.cli import main
from rulekit.run.scenario import Scenario, UnansweredDecision

ROOT = Path(__file__).resolve().parent.parent
PACK = Path(__file__).resolve().parent / "packs" / "pendants_chapel"


def rulekit(*args: str):
    return CliRunner().invoke(main, ["--content", str(ROOT / "content"), *args])


def test_without_the_pack_the_louvre_has_no_such_room(modded):
    plain = catalog.game("pendants", (), ROOT / "content")
    assert "confessional" not in plain.space_tags and "pack-pray" not in plain.cards
    assert "confessional" not in {link.to for link in plain.links["salle_basse"]}
    assert {"room", "prayer"} <= set(modded.space_tags["confessional"])
    assert modded.cards["pack-pray"].deck == "room_actions"


def test_simulated_games_with_the_pack_complete():
    """Random agents (the default) play five whole games with the confessional on the board. How often they pray
    depends on the seed and on the Louvre's layout (a random walk must reach the dead end wounded): seed 1 prays
    once in these five games (0.20 a game; 0.05 a game over 20 games of seeds 1, 2 and 3 alike), the heuristic
    agents never (they value only the printed rooms). The prayer itself is shown by the pack's scenarios."""
    result = rulekit("simulate", "pendants", "--pack", str(PACK), "--games", "5", "--jobs", "1", "--quiet",
                     "--format", "json", "--cards", "--card", "pack-pray")
    assert result.exit_code == 0, result.output
    summary = json.loads(result.output)
    assert summary["failed"] == [] and sum(summary["endings"].values()) == 5
    assert summary["packs"] == [{"id": "pendants-chapel", "version": "1.0.0"}]
    row = next(row for row in summary["cards"] if row["card"] == "pack-pray")
    assert row["drawn_per_game"] == 0 and row["played_per_game"] == 0  # a room's action is taken, never drawn


# ---------------------------------------------------------------------------------------- general pieces


@pytest.fixture(scope="module")
def modded():
    return catalog.game("pendants", (), ROOT / "content", (str(PACK),))


def _portcullis_at(s: Scenario, *rooms: str) -> Scenario:
    cardinal = s.game.seats.index("cardinal")
    return s.answer(cardinal, "portcullis-link", ("at", rooms)).call("place_portcullis")


def test_a_scenario_answers_a_board_link_by_the_two_spaces_it_joins_either_way_round(modded):
    """Options that range over doorways carry links; a test names one by its rooms, as a board file links them
    (the pack's confessional hangs off the Salle basse by one doorway)."""
    for rooms in (("salle_basse", "confessional"), ("confessional", "salle_basse")):
        s = _portcullis_at(table(modded), *rooms)
        (blocked,) = s.state["blocked"]
        (link,) = modded.links["confessional"]
        assert str(link.index) == blocked and "pen-portcullis" in s.zone("doorway")


def test_a_pair_of_rooms_no_doorway_joins_is_still_refused(modded):
    with pytest.raises(UnansweredDecision, match="is not an option of 'portcullis-link'"):
        _portcullis_at(table(modded), "confessional", "quai")
