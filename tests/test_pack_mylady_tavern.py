"""Proof for modders (issue 11, point 6), Mylady's half: a content pack written in YAML only
(tests/packs/mylady_tavern/) adds a place to Mylady's Paris board, the tavern of the Pomme de Pin, with its own
musketeer action (a place_action card the action menu offers there) and a location card for Mylady. It is run the
way a modder runs it, through the commands: `rulekit lint PACK` is clean, `rulekit test PACK` plays its scenarios
(a musketeer walks there, takes the action through the decisions a player answers, and Mylady hides and acts
there), and `rulekit simulate mylady --pack PACK` plays whole games in which the tavern's action is taken.

Also here: the general pieces the pack needed (rulekit/check/packs.py, rulekit/run/scenario.py)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from rulekit import catalog
from rulekit.cli import main
from rulekit.run.scenario import Scenario, UnansweredDecision

ROOT = Path(__file__).resolve().parent.parent
PACK = Path(__file__).resolve().parent / "packs" / "mylady_tavern"


def rulekit(*args: str):
    return CliRunner().invoke(main, ["--content", str(ROOT / "content"), *args])


@pytest.fixture(scope="module")
def modded():
    return catalog.game("mylady", (), ROOT / "content", (str(PACK),))


def test_the_tavern_joins_the_board_and_its_cards_join_their_decks(modded):
    assert "pomme_de_pin" in modded.zones and {"musketeers", "mylady"} <= set(modded.space_tags["pomme_de_pin"])
    assert modded.cards["act-pomme-de-pin"].deck == "place_actions"
    assert modded.cards["loc-pomme-de-pin"].deck == "mylady_reserve"


def test_without_the_pack_mylady_has_no_tavern():
    plain = catalog.game("mylady", (), ROOT / "content")
    assert "pomme_de_pin" not in plain.zones and "act-pomme-de-pin" not in plain.cards


def test_simulated_games_with_the_pack_complete_and_take_the_tavern_action():
    """Random agents (the default) go to the tavern and drink there over seed 1's five games; Mylady hides there
    too. (The heuristic agents value only the printed places, so they never go: see the pack's scenarios.)"""
    result = rulekit("simulate", "mylady", "--pack", str(PACK), "--games", "5", "--jobs", "1", "--quiet",
                     "--format", "json", "--cards", "--card", "act-pomme-de-pin", "--card", "loc-pomme-de-pin")
    assert result.exit_code == 0, result.output
    summary = json.loads(result.output)
    assert summary["failed"] == [] and sum(summary["endings"].values()) == 5
    assert summary["packs"] == [{"id": "mylady-tavern", "version": "1.0.0"}]
    fired = {row["card"]: row["fired_per_game"] for row in summary["cards"]}
    assert fired["act-pomme-de-pin"] > 0 and fired["loc-pomme-de-pin"] > 0


# ---------------------------------------------------------------------------------------- general pieces


def test_a_scenario_answers_an_option_naming_a_board_space_by_its_name():
    """Options that range over places carry zones; a test names them as the YAML does: [move, louvre]."""
    s = Scenario(catalog.game("mylady", (), ROOT / "content"), 5)
    athos = s.game.seats.index("athos")
    s.put("paris", "musk-athos")
    s.answer(athos, "choose-action", ("move", "louvre"))
    s.call("musketeer_action", m=athos, must_leave=False)
    assert "musk-athos" in s.zone("louvre") and s.result == 1


def test_a_scenario_answers_an_option_naming_a_seat_by_its_name():
    game = catalog.game("mylady", (), ROOT / "content")
    s = Scenario(game, 5)
    seat = {name: game.seats.index(name) for name in game.seats}
    for name in ("dartagnan", "aramis"):
        s.set("done", 1, player=seat[name])
    s.answer(seat["athos"], "next-musketeer", "porthos")  # the first waiting speaks for the team
    s.answer(seat["porthos"], "choose-action", "end").answer(seat["athos"], "choose-action", "end")
    s.run_step("musketeers", "turns")
    assert [(p, prompt) for p, prompt in s.prompts() if prompt == "choose-action"] == [
        (seat["porthos"], "choose-action"), (seat["athos"], "choose-action")]


def test_a_name_that_is_no_option_is_still_refused():
    s = Scenario(catalog.game("mylady", (), ROOT / "content"), 5)
    athos = s.game.seats.index("athos")
    s.put("paris", "musk-athos")
    s.answer(athos, "choose-action", ("move", "bastille"))  # never of his own accord
    with pytest.raises(UnansweredDecision, match="is not an option of 'choose-action'"):
        s.call("musketeer_action", m=athos, must_leave=False)


def test_the_prompt_of_a_choose_statement_needs_a_message_like_a_prompt_keyword():
    """`choose m "x" { ... }` asks the prompt x as `choose_card(..., prompt="x")` does: both need `prompt-x`
    (RK302 in the game's English, RK044 in a pack's languages: see the French test above)."""
    from rulekit.check.locales import required_messages
    from rulekit.load import load_content

    content, _problems = load_content([ROOT / "content"])
    needed = required_messages(content, "mylady")
    span, what = needed["prompt-choose-action"]  # choose m "choose-action" { in musketeer_action
    assert what == "prompt" and span.path.endswith("mylady.yaml")
    lines = (ROOT / "content" / "games" / "mylady.yaml").read_text(encoding="utf-8").splitlines()
    assert 'choose m "choose-action"' in lines[span.line - 1]
    assert "prompt-take-paris-card" in needed  # and the keyword form still counts
