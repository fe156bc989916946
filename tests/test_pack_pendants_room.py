"""Proof for modders (issue 11, point 6): a content pack written in YAML only (tests/packs/pendants_chapel/) adds a
room to the Louvre (a second board document of the game: its spaces and links join the printed ones) and that
room's own action (a card of kind room_action, its trigger saying what praying does). The pack is loaded the
simplest way the engine allows today: its folder is read next to content/ (`load_content([content, pack])`), the
way `rulekit --content DIR` reads several folders, and the game is compiled from both. The action is played
through the game's own procedures (Scenario over musketeer_phase), as a player's answers would play it."""
from __future__ import annotations

from pathlib import Path

import pytest

from pendants_helpers import ATHOS, FIG, PORTHOS, first_options, go, offered, phase_of, table, where
from rulekit.compile.game import compile_game
from rulekit.load import load_content

ROOT = Path(__file__).resolve().parent.parent
PACK = Path(__file__).resolve().parent / "packs" / "pendants_chapel"


@pytest.fixture(scope="module")
def modded():
    content, problems = load_content([ROOT / "content", PACK])
    assert [d for d in problems if d.severity == "error"] == []
    assert not list(PACK.rglob("*.py"))  # a pack is data only
    return compile_game(content.documents_for("pendants"), "pendants")


def test_the_pack_room_joins_the_louvre(modded):
    assert "prayer" in modded.space_tags["confessional"]
    assert "confessional" in {link.to for link in modded.links["salle_basse"]}
    s = table(modded).put("salle_basse", FIG[ATHOS])
    assert "confessional" in {o[1].name for o in first_options(s, ATHOS) if isinstance(o, tuple) and o[0] == "move"}


def test_the_pack_room_offers_its_action_and_the_card_says_what_it_does(modded):
    s = table(modded).put("salle_basse", FIG[PORTHOS]).set("wounds", 2, player=PORTHOS)
    phase_of(s, PORTHOS, go("confessional"), ("act", "pack-pray"), "end")
    assert where(s, PORTHOS) == "confessional" and s.counter("wounds", PORTHOS) == 0
    assert ("act", "pack-pray") in offered(s, "musketeer-action", 1)
    assert not [o for o in offered(s, "musketeer-action") if isinstance(o, tuple) and o[0] == "act"]  # once a visit


def test_the_pack_action_is_offered_only_where_and_when_its_card_allows(modded):
    s = table(modded).put("salle_basse", FIG[PORTHOS]).set("wounds", 2, player=PORTHOS)
    assert not [o for o in first_options(s, PORTHOS) if isinstance(o, tuple) and o[0] == "act"]  # not in a plain room
    s = table(modded).put("salle_basse", FIG[PORTHOS])
    phase_of(s, PORTHOS, go("confessional"), "end")
    assert not [o for o in offered(s, "musketeer-action") if isinstance(o, tuple) and o[0] == "act"]  # unhurt


def test_without_the_pack_the_louvre_has_no_such_room():
    from pendants_helpers import pendants

    assert "confessional" not in pendants().space_tags
