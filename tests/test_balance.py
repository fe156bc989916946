"""Balancing a card (issue 12, point 3): `rulekit simulate GAME --compare NAME:... --compare NAME:...` or
`--without CARD` plays the same seeds in every arm and prints the difference of win rates with an interval for
paired outcomes; per-card statistics (drawn, played, fired, win rate when played) come from the games' logs;
`--format json` gives it all to machines. Real simulations of Musketiere with the example pack, kept small."""
from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from click.testing import CliRunner

from rulekit import catalog
from rulekit.cli import main
from rulekit.errors import RulekitError
from rulekit.sim.cells import Variant, definition, without_cards
from rulekit.sim.compare import make_arms, mcnemar_exact, paired_difference, parse_arm, play_arms
from rulekit.sim.parallel import backend

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "examples" / "packs" / "musketiere-cardinal-spy"
BASE = Variant("musketiere", root=str(ROOT / "content"))


def run(*args: str):
    return CliRunner().invoke(main, [str(a) for a in args], catch_exceptions=False)


# ------------------------------------------------------------------------------------------------ the statistics
def test_paired_difference_counts_the_four_cells_of_the_paired_table():
    arm = [True, True, False, False, True, False]
    base = [True, False, True, False, False, False]
    row = paired_difference(arm, base)
    assert (row["both"], row["only_arm"], row["only_base"], row["neither"]) == (1, 2, 1, 2)
    assert row["difference"] == pytest.approx(3 / 6 - 2 / 6)
    lo, hi = row["ci95"]
    assert -1 <= lo < row["difference"] < hi <= 1


def test_swapping_the_arms_mirrors_the_interval():
    rng = random.Random(3)
    arm = [rng.random() < 0.6 for _ in range(40)]
    base = [rng.random() < 0.4 for _ in range(40)]
    forth, back = paired_difference(arm, base), paired_difference(base, arm)
    assert back["difference"] == pytest.approx(-forth["difference"])
    assert back["ci95"][0] == pytest.approx(-forth["ci95"][1]) and back["ci95"][1] == pytest.approx(-forth["ci95"][0])


def test_pairing_makes_the_interval_narrower_when_games_agree():
    """The same marginal rates, but results that go together game by game: the paired interval is narrower than
    with results that do not (the correlation term of Newcombe's method)."""
    together = paired_difference([True] * 30 + [False] * 70, [True] * 25 + [False] * 75)
    apart = paired_difference([True] * 30 + [False] * 70, [False] * 75 + [True] * 25)
    assert together["difference"] == pytest.approx(apart["difference"]) == pytest.approx(0.05)
    width = lambda row: row["ci95"][1] - row["ci95"][0]  # noqa: E731
    assert width(together) < width(apart) / 2
    assert together["ci95"][0] > 0  # five games changed, all one way: no doubt about the sign


def test_the_interval_covers_the_true_difference_about_95_times_in_100():
    """Coverage of the paired interval, simulated: correlated outcomes with a known difference of 0.1."""
    rng = random.Random(12)
    covered = 0
    trials = 400
    for _ in range(trials):
        arm, base = [], []
        for _game in range(60):
            u = rng.random()
            base.append(u < 0.4)
            arm.append(u < 0.5 if rng.random() < 0.8 else rng.random() < 0.5)
        lo, hi = paired_difference(arm, base)["ci95"]
        covered += lo <= 0.1 <= hi
    assert 0.92 <= covered / trials <= 0.99


def test_mcnemar_exact_p_values():
    assert mcnemar_exact(0, 0) == 1.0
    assert mcnemar_exact(5, 5) == 1.0
    assert mcnemar_exact(6, 0) == pytest.approx(2 / 64)
    assert mcnemar_exact(1, 9) == pytest.approx(2 * 11 / 1024)


# ------------------------------------------------------------------------------------------------ arms
def test_an_arm_is_a_name_and_its_changes():
    assert parse_arm("base:") == ("base", [])
    assert parse_arm("spy:some/pack,without=guard-16,house-rule=x") == (
        "spy", [("pack", "some/pack"), ("without", "guard-16"), ("house-rule", "x")])
    with pytest.raises(RulekitError, match="NAME:CHANGES"):
        parse_arm("examples/packs/spy")
    with pytest.raises(RulekitError, match="pack=PACK, without=CARD"):
        parse_arm("x:card=guard-16")


def test_without_alone_compares_the_game_as_given_with_the_card_out_of_play():
    arms = make_arms(BASE, without=["guard-16"])
    assert [a.name for a in arms] == ["as-given", "without"]
    assert arms[1].variant.out_of_play == ("guard-16",) and arms[0].variant.out_of_play == ()
    with pytest.raises(RulekitError, match="at least two arms"):
        make_arms(BASE, ["base:"])
    with pytest.raises(RulekitError, match="named 'a'"):
        make_arms(BASE, ["a:", "a:without=guard-16"])


def test_a_card_out_of_play_stays_defined_but_is_never_dealt():
    """The pack's trigger names the spy: taking the card out of the files would break it, taking it out of play
    does not."""
    with_pack = definition(Variant("musketiere", root=str(ROOT / "content"), packs=catalog.pack_folders([str(EXAMPLE)])))
    without = without_cards(with_pack, ["cardinal-spy"])
    assert "cardinal-spy" in without.cards
    from rulekit.run.game import Game

    for players in (2, 3, 4):
        game = Game(without, players, 5)
        assert "cardinal-spy" in game.state["zones"]["box"]
    with pytest.raises(RulekitError, match="did you mean 'cardinal-spy'"):
        without_cards(with_pack, ["cardinal-spi"])


def test_every_arm_plays_the_same_seeds():
    arms = make_arms(BASE, ["base:", "spy:" + str(EXAMPLE)])
    with backend(1) as runner:
        records = play_arms(arms, 2, ("greedy", "greedy"), 4, 7, runner)
    assert [r["seed"] for r in records["base"]] == [r["seed"] for r in records["spy"]]
    assert len({r["seed"] for r in records["base"]}) == 4
    assert all("cardinal-spy" in (r["cards"]["drawn"]) for r in records["spy"][:1]) or any(
        "cardinal-spy" in r["cards"]["drawn"] for r in records["spy"])
    assert not any("cardinal-spy" in r["cards"]["drawn"] for r in records["base"])


# ------------------------------------------------------------------------------------------------ the command
@pytest.fixture(scope="module")
def compared() -> dict:
    result = run("simulate", "musketiere", "--compare", "base:", "--compare", f"spy:{EXAMPLE}", "--games", "12",
                 "--players", "3", "--agents", "greedy", "--jobs", "1", "--quiet", "--format", "json")
    assert result.exit_code == 0, result.output
    return json.loads(result.output)


def test_compare_prints_paired_differences_per_seat_as_json(compared):
    assert compared["seeds"] == "paired" and compared["games"] == 12
    assert [a["name"] for a in compared["arms"]] == ["base", "spy"]
    assert compared["arms"][1]["packs"] == [{"id": "musketiere-cardinal-spy", "version": "1.0.0"}]
    diffs = compared["differences"]
    assert [d["group"] for d in diffs] == ["seat 0", "seat 1", "seat 2"]
    for d in diffs:
        assert d["arm"] == "spy" and d["base"] == "base" and d["pairs"] == 12
        assert d["both"] + d["only_arm"] + d["only_base"] + d["neither"] == 12
        rates = {a["name"]: a["win_rates"][d["group"]]["win_rate"] for a in compared["arms"]}
        assert d["difference"] == pytest.approx(rates["spy"] - rates["base"])
        assert d["ci95"][0] <= d["difference"] <= d["ci95"][1]


def test_compare_gives_the_new_cards_statistics_from_the_log(compared):
    assert compared["cards"]["base"] == []  # the spy is no card of the base game
    (spy,) = compared["cards"]["spy"]
    assert spy["card"] == "cardinal-spy"
    assert spy["drawn_per_game"] > 0  # turned face up from the guard deck
    assert 0 < spy["fired_per_game"] <= spy["drawn_per_game"]  # it lures only when the musketeers lose to it
    assert spy["played_per_game"] == 0 and spy["win_rate_when_played"] is None  # nobody plays a guard


def test_compare_table_for_people():
    result = run("simulate", "musketiere", "--pack", EXAMPLE, "--without", "cardinal-spy", "--games", "6",
                 "--players", "2", "--agents", "greedy", "--jobs", "1", "--quiet")
    assert result.exit_code == 0, result.output
    text = " ".join(result.output.split())
    assert "6 games per arm on the same seeds" in text
    assert "without: pack musketiere-cardinal-spy 1.0.0, without cardinal-spy" in text
    assert "Difference of win rate against as-given" in text and "seat 1" in text
    assert "cardinal-spy" in text  # the card table


def test_plain_simulate_gives_card_statistics_with_cards(tmp_path):
    out = tmp_path / "s.json"
    result = run("simulate", "musketiere", "--games", "5", "--players", "2", "--agents", "greedy", "--jobs", "1",
                 "--quiet", "--card", "musketeer-10-4", "--card", "guard-16", "--format", "json", "--out", out)
    assert result.exit_code == 0, result.output
    summary = json.loads(result.output)
    assert summary == json.loads(out.read_text())
    rows = {r["card"]: r for r in summary["cards"]}
    assert set(rows) == {"musketeer-10-4", "guard-16"}
    assert rows["guard-16"]["played_per_game"] == 0 and rows["guard-16"]["drawn_per_game"] > 0
    assert summary["games"] == 5


def test_compare_errors_are_usage_errors():
    bad = CliRunner().invoke(main, ["simulate", "musketiere", "--compare", "base:", "--games", "1"])
    assert bad.exit_code == 2 and "at least two arms" in bad.output
    both = CliRunner().invoke(main, ["simulate", "musketiere", "--compare", "a:", "--compare", "b:",
                                     "--without", "guard-16", "--games", "1"])
    assert both.exit_code == 2 and "without=CARD" in both.output
    unknown = CliRunner().invoke(main, ["simulate", "musketiere", "--without", "guard-166", "--games", "1"])
    assert unknown.exit_code == 2 and "did you mean 'guard-16'" in " ".join(unknown.output.split())  # a usage error


def test_the_pack_without_its_spy_plays_exactly_the_base_games():
    """Without the spy nobody is lured, so the tavern stays empty: paired seeds must give the base game's games,
    game for game (the check docs/modding.md's worked example makes)."""
    arms = make_arms(Variant("musketiere", root=str(ROOT / "content")),
                     ["base:", f"no-spy:{EXAMPLE},without=cardinal-spy", f"spy:{EXAMPLE}"])
    with backend(1) as runner:
        records = play_arms(arms, 3, ("greedy",) * 3, 6, 1, runner)
    strip = lambda rs: [(r["winners"], r["scores"], r["rounds"], r["decisions"]) for r in rs]  # noqa: E731
    assert strip(records["no-spy"]) == strip(records["base"])
    assert strip(records["spy"]) != strip(records["base"])


def test_a_comparison_does_not_depend_on_the_number_of_processes():
    args = ["simulate", "musketiere", "--compare", "base:", "--compare", f"spy:{EXAMPLE}", "--games", "6",
            "--players", "2", "--agents", "greedy", "--quiet", "--format", "json"]
    one = run(*args, "--jobs", "1")
    two = run(*args, "--jobs", "2")
    assert one.exit_code == two.exit_code == 0
    assert json.loads(one.output) == json.loads(two.output)
