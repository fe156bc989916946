"""Agents value cards by what their effects do, never by id (issue 12, point 3): a card renamed everywhere plays
the same games, for the random, the greedy (the effect's own `prefer` hint) and the ISMCTS agent (which plays
copies of the game forward); and no generic agent's code names a card of a shipped game."""
from __future__ import annotations

import ast
import re
import shutil
from pathlib import Path

import pytest

from rulekit import catalog
from rulekit.sim.simulate import play_game

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "examples" / "packs" / "musketiere-cardinal-spy"


@pytest.fixture(scope="module")
def renamed(tmp_path_factory) -> tuple:
    """The example pack, and a copy in another folder whose card `cardinal-spy` is called `cardinal-mole`."""
    folder = tmp_path_factory.mktemp("elsewhere") / "mole"
    shutil.copytree(EXAMPLE, folder)
    for path in folder.rglob("*"):
        if path.is_file():
            path.write_text(re.sub(r"(?<!musketiere-)cardinal-spy", "cardinal-mole", path.read_text()))
    spy = catalog.game("musketiere", packs=catalog.pack_folders([str(EXAMPLE)]))
    mole = catalog.game("musketiere", packs=catalog.pack_folders([str(folder)]))
    assert "cardinal-mole" in mole.cards and "cardinal-spy" not in mole.cards
    return spy, mole


@pytest.mark.parametrize("agents,seeds", [(("random", "random", "random"), range(3)),
                                          (("greedy", "greedy", "greedy"), range(3)),
                                          (("ismcts:3", "greedy", "greedy"), range(1)),
                                          (("lookahead:1", "greedy", "greedy"), range(1))],
                         ids=["random", "greedy", "ismcts", "lookahead"])
def test_a_renamed_card_plays_the_same_games(renamed, agents, seeds):
    spy, mole = renamed
    for seed in seeds:
        a = play_game(spy, 3, seed, agents)
        b = play_game(mole, 3, seed, agents)
        assert (a.winners, a.scores, a.rounds, a.decisions) == (b.winners, b.scores, b.rounds, b.decisions)


def test_a_pack_in_another_folder_is_the_same_game(tmp_path):
    """The game's own cards come first and a pack's after them, wherever the pack lies: before, a pack in /tmp
    sorted its cards before the game's (by path), so the same seed dealt other games and records did not replay."""
    from rulekit.run.game import Game

    copy = tmp_path / "a" / "spy"
    shutil.copytree(EXAMPLE, copy)
    here = catalog.game("musketiere", packs=catalog.pack_folders([str(EXAMPLE)]))
    there = catalog.game("musketiere", packs=catalog.pack_folders([str(copy)]))
    assert list(here.cards) == list(there.cards)
    assert list(here.cards)[-1] == "cardinal-spy"
    game = play_game(here, 2, 9, ("greedy", "greedy"), keep=True)
    again = Game.replay(there, 2, 9, game.record()["choices"])
    assert again.digest() == game.digest()


def _card_ids() -> set[str]:
    return {card for game in catalog.games() for card in catalog.game(game).cards}


def test_no_generic_agent_names_a_card():
    """String constants of the generic agents' code: none is a card id of a shipped game, nor the start of one
    (`"musk-"`, `"amb-"`)."""
    cards = _card_ids()
    for path in sorted((ROOT / "rulekit" / "agents").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and len(node.value) >= 3:
                text = node.value
                assert text not in cards, f"{path.name}:{node.lineno} names card {text!r}"
                assert not (text.endswith(("-", "_")) and any(c.startswith(text) for c in cards)), (
                    f"{path.name}:{node.lineno} matches cards by the id prefix {text!r}")


def test_lookahead_plays_each_answer_forward_and_never_sees_the_hidden_truth():
    """The lookahead agent answers from samples of its seat's view only: two games that differ only in a card its
    seat cannot see (a face-down pay card of another seat swapped with one of the deck) get the same answer."""
    from rulekit.agents.base import make_agent
    from rulekit.run.determinize import ForwardModel
    from rulekit.run.game import Game

    definition = catalog.game("musketiere")
    game = Game(definition, 2, 3)
    for decision in game.pending():  # both choose their pay cards
        game.answer(decision.player, (0, 1, 2))
    decision = game.pending_for(0)
    assert decision is not None and decision.prompt == "choose-duel-card"
    twin = game.clone()
    zones, where = twin.state["zones"], twin.ctx.card_zone
    pay, deck = zones["pay@1"][0], zones["musketeer_deck"][0]
    zones["pay@1"][0], zones["musketeer_deck"][0] = deck, pay
    where[deck], where[pay] = "pay@1", "musketeer_deck"
    assert twin.view(0).to_dict() == game.view(0).to_dict()
    answers = []
    for copy in (game, twin):
        view = copy.view(0)
        asked = next(d for d in view["pending"] if d["id"] == decision.id)
        answers.append(make_agent("lookahead:2", 11, "musketiere").decide(view, asked, model=ForwardModel(copy, 0)))
    assert answers[0] == answers[1]
    assert len(answers[0]) == 1 and answers[0][0] < len(decision.choices)


def test_lookahead_takes_a_number_of_samples():
    from rulekit.agents.base import check_agent_names

    check_agent_names(["lookahead", "lookahead:16"], "musketiere")
    with pytest.raises(Exception, match="number of samples"):
        check_agent_names(["lookahead:2s"], "musketiere")
