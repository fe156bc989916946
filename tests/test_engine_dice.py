"""Dice pools (issue 10, point 2): rerolls chosen by a player or by a condition, counting faces, ranking faces that
are numbers or words, comparing two pools die by die. Driven through a real Game of the test game
tests/games/games/pools.yaml, with the dice forced the way a rulebook example states them."""
from __future__ import annotations

import pytest

from conftest import TEST_GAMES, answer, compiled_variant, load_test_game, play_out, signalled
from rulekit.errors import EffectRuntimeError
from rulekit.run import events as ev
from rulekit.run.game import Game


@pytest.fixture(scope="module")
def pools():
    return load_test_game("pools")


def started(definition, **faces) -> Game:
    """A game paused before its first roll, with the faces the next rolls show."""
    game = Game(definition, 2, seed=3)
    for dice, shown in faces.items():
        game.ctx.forced_faces[dice] = list(shown)
    answer(game, 0, "go")
    return game


def line_of(text: str) -> int:
    lines = (TEST_GAMES / "games" / "pools.yaml").read_text(encoding="utf-8").splitlines()
    return next(number for number, line in enumerate(lines, start=1) if text in line)


def rolls(game: Game) -> list[tuple]:
    return [(e.player, e.dice, e.faces) for e in game.log if isinstance(e, ev.DiceRolled)]


def test_reroll_of_the_dice_a_player_picks_keeps_the_others_in_place(pools):
    game = started(pools, d6=[2, 5, 3, 6, 4, 4, 3], blue=["sword"] * 3, red=["sword"] * 2)
    decision = game.pending_for(0)
    assert decision.prompt == "reroll" and decision.choices == (2, 3)  # only the dice under 4 are offered
    answer(game, 0, 2, 3)
    (attack,) = signalled(game, "attacked")
    assert attack["attack"] == [6, 5, 4]  # the 2 and the 3 rolled again, the 5 kept its place
    assert rolls(game)[:2] == [(0, "d6", (2, 5, 3)), (0, "d6", (6, 4))]  # the reroll is logged as a roll


def test_reroll_by_a_condition_rolls_only_the_faces_it_names(pools):
    game = started(pools, d6=[6, 6, 6, 1, 4, 2], blue=["sword"] * 3, red=["sword"] * 2)
    (attack,) = signalled(game, "attacked")  # nothing under 4: nobody was asked
    assert attack["defence"] == [2, 4]  # the defender's 1 rolled again
    assert (1, "d6", (2,)) in rolls(game)


def test_compare_pools_goes_die_by_die_highest_first_as_far_as_the_smaller_pool(pools):
    # attack 6 5 4 against defence 5 4: 6 > 5 and 5 > 4, the 4 has no opponent
    game = started(pools, d6=[6, 5, 4, 4, 5], blue=["sword"] * 3, red=["sword"] * 2)
    (attack,) = signalled(game, "attacked")
    assert attack["result"] == {"wins": 2, "losses": 0, "ties": 0}
    assert game.state["players"][0]["hits"] == 2
    # attack 3 3 1 (nothing rerolled) against 3 2: a tie and a win for the defence
    game = started(pools, d6=[3, 1, 3, 4, 3], blue=["sword"] * 3, red=["sword"] * 2)
    answer(game, 0)  # reroll nothing
    (attack,) = signalled(game, "attacked")
    assert attack["result"] == {"wins": 0, "losses": 1, "ties": 1}


def test_word_faces_count_rank_by_the_given_order_and_compare(pools):
    game = started(pools, d6=[6, 6, 6, 6, 6], blue=["sword", "shield", "lily", "sword"], red=["shield", "sword"])
    (duel,) = signalled(game, "duelled")
    assert duel["blue"] == ["sword", "sword", "lily"]  # the shield rolled again and came up sword
    assert duel["swords"] == 2 - 1  # two blue swords, one cancelled by the red shield
    assert game.state["players"][1]["hits"] == 2 - 1  # two ties of the 6s won, one lost to the uncancelled sword
    assert duel["ranked"] == ["sword", "sword", "lily"]  # the blue die lists lily, shield, sword: lily lowest
    assert duel["best"] == ["lily", "sword"]  # by the list given (shield, sword, lily): lily highest
    assert duel["worst"] == ["lily"]
    # lily and sword against sword and shield by shield < sword < lily: lily > sword, sword > shield
    assert duel["result"] == {"wins": 2, "losses": 0, "ties": 0}


def test_word_faces_without_an_order_are_a_located_error(tmp_path):
    definition = compiled_variant(tmp_path, "pools", ('sorted_faces(blue, order="blue")', "sorted_faces(blue)"))
    game = Game(definition, 2, seed=1)
    with pytest.raises(EffectRuntimeError, match="not a number: say how faces rank") as error:
        play_out(game)
    assert error.value.span.path.endswith("pools.yaml") and error.value.span.line == line_of("signal(duelled")


def test_a_game_paused_in_the_reroll_choice_clones_and_both_copies_go_on_alike(pools):
    game = started(pools, d6=[2, 5, 3, 6, 4, 4])  # the first round's d6; the rest come from the seeded stream
    twin = game.clone()
    for copy in (game, twin):
        answer(copy, 0, 3)
        play_out(copy)
    assert game.digest() == twin.digest() and game.result == twin.result
