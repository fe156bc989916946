"""Every command turns every error into a message and exit 1 or 2 (issue 9, point 3), one test per input the issue
lists: a plugin that fails while a game runs, odd answers at the keyboard, another game's save, a truncated record,
an unwritable --out, a failing game in a simulation, --players 0, house rules that exclude each other."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from rulekit import catalog, hookimpl, plugins
from rulekit.cli import main


class Bomb:
    """House rules for Musketiere whose code fails while a game runs."""

    __name__ = "bomb-plugin"

    @hookimpl
    def rulekit_house_rules(self, game):
        if game != "musketiere":
            return None
        return [("bomb-handler", "A handler that fails on the first duel won."),
                ("bomb-primitive", "shuffle fails from the second round on."),
                ("bomb-sometimes", "Every other game fails in its first round.")]

    @hookimpl
    def rulekit_triggers(self, game, house_rules):
        handlers = []
        if "bomb-handler" in house_rules:
            def on_duel_won(ctx, winner):
                raise RuntimeError("the fuse burnt")

            handlers.append(("duel_won", on_duel_won))
        if "bomb-sometimes" in house_rules:
            def on_round_started(ctx, round):
                if ctx.state["seed"] % 2 == 0:
                    raise ValueError(f"an even seed: {ctx.state['seed']}")

            handlers.append(("round_started", on_round_started))
        return handlers or None

    @hookimpl
    def rulekit_register_primitives(self, registry, game, house_rules):
        if game != "musketiere" or "bomb-primitive" not in house_rules:
            return

        @registry.action(name="shuffle", replace=True)
        def shuffle(ctx, zone: "zone") -> "none":
            """Fails from round 2 on."""
            if ctx.state["round"] >= 2:
                raise KeyError("no deck to shuffle")
            ctx.shuffle(zone)


@pytest.fixture()
def bomb(monkeypatch):
    pm = plugins.make_plugin_manager([Bomb()], entry_points=False)
    monkeypatch.setattr(plugins, "default_plugin_manager", lambda: pm)
    catalog._compiled.cache_clear()
    yield
    catalog._compiled.cache_clear()


@pytest.fixture()
def runner():
    return CliRunner()


def run(runner, *args, input=None):
    """Run a command; it must end with a message and an exit code, never an exception or a traceback."""
    result = runner.invoke(main, [str(a) for a in args], input=input, catch_exceptions=True)
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    assert "Traceback" not in result.output
    return result


def one_line(text: str) -> str:
    return " ".join(text.split())


# ------------------------------------------------------------------------------------------------ a plugin fails mid-game
@pytest.mark.parametrize("rule, words", [
    ("bomb-handler", "on_duel_won failed on event 'duel_won' (RuntimeError: the fuse burnt)"),
    ("bomb-primitive", "plugin 'bomb-plugin' failed in its primitive shuffle() (KeyError"),
])
def test_a_plugin_failing_in_play_is_a_message_and_the_save_replays(runner, tmp_path, bomb, rule, words):
    save = tmp_path / "game.json"
    result = run(runner, "play", "musketiere", "--seed", 5, "--players", 2, "--house-rule", rule, "--save", save,
                 input="1,2,3\n1\n" * 400)
    assert result.exit_code == 2, result.output[-1500:]
    output = one_line(result.output)
    assert words in output and f"{save} keeps the game as it was before the answer that failed" in output
    record = json.loads(save.read_text())
    assert record["house_rules"] == [rule] and record["result"] is None and record["choices"]
    replayed = run(runner, "replay", save)
    assert replayed.exit_code == 0 and "identical" in replayed.output
    # continuing the saved game meets the same failure again, cleanly, and leaves the save as it was
    again = run(runner, "play", "musketiere", "--save", save, input="1,2,3\n1\n" * 400)
    assert again.exit_code == 2 and json.loads(save.read_text()) == record


def test_a_plugin_failing_in_record_is_a_message(runner, tmp_path, bomb):
    out = tmp_path / "r.json"
    result = run(runner, "record", "musketiere", "--seed", 2, "--house-rule", "bomb-handler", "--out", out)
    assert result.exit_code == 2 and "the fuse burnt" in result.output and not out.exists()


# ------------------------------------------------------------------------------------------------ odd answers
@pytest.mark.parametrize("typed, words", [
    ("99999999999999999999999999", "There is no option 99999999999999999999999999"),
    ("1" + "0" * 5000, "There is no option 100000000000…"),  # shortened: Fluent showed {???}
    ("x" * 300, "“xxxxxxxxxxxx…” is not a number"),  # not echoed whole
    ("²", "“²” is not a number"),
    ("٣", "is not a number"),
    ("-1", "There is no option -1"),  # a number, but none of the options (was: "not a number")
    ("-", "“-” is not a number"),
    ("+-2", "“+-2” is not a number"),
])
def test_play_asks_again_after_an_odd_answer(runner, typed, words):
    result = run(runner, "play", "musketiere", "--seed", 5, "--players", 2, input=f"{typed}\nq\n")
    assert result.exit_code == 0
    assert words in one_line(result.output) and "You left the game" in one_line(result.output)


def test_play_takes_numbers_written_with_a_plus(runner):
    plain = run(runner, "play", "musketiere", "--seed", 5, "--players", 2, input="1,2,3\nq\n")
    signed = run(runner, "play", "musketiere", "--seed", 5, "--players", 2, input="+1, +2,+3\nq\n")
    assert signed.exit_code == 0 and "not a number" not in signed.output
    assert signed.output.replace("+1, +2,+3", "1,2,3") == plain.output


# ------------------------------------------------------------------------------------------------ saves and records
def test_play_refuses_another_games_save_and_keeps_it(runner, tmp_path):
    save = tmp_path / "pendants.json"
    assert run(runner, "record", "pendants", "--seed", 3, "--out", save).exit_code == 0
    kept = save.read_bytes()
    result = run(runner, "play", "musketiere", "--save", save, input="1,2,3\n1\nq\n")
    assert result.exit_code == 2
    assert "holds a game of 'pendants', not 'musketiere'" in one_line(result.output)
    assert save.read_bytes() == kept


def test_play_refuses_a_save_with_other_options_and_keeps_it(runner, tmp_path):
    save = tmp_path / "game.json"
    run(runner, "play", "musketiere", "--seed", 9, "--players", 2, "--save", save, input="1,2,3\nq\n")
    kept = save.read_bytes()
    result = run(runner, "play", "musketiere", "--players", 3, "--seed", 4, "--save", save, input="q\n")
    assert result.exit_code == 2 and "2 players; seed 9" in one_line(result.output)
    assert save.read_bytes() == kept


@pytest.mark.parametrize("text", [None, "[1, 2]", '{"game": "musketiere"}', ""])
def test_replay_of_a_truncated_or_odd_record_is_a_message(runner, tmp_path, text):
    good = tmp_path / "good.json"
    run(runner, "record", "musketiere", "--seed", 1, "--out", good)
    bad = tmp_path / "bad.json"
    bad.write_text(good.read_text()[:200] if text is None else text)
    result = run(runner, "replay", bad)
    assert result.exit_code == 1 and "not a rulekit saved game or record" in one_line(result.output)


# ------------------------------------------------------------------------------------------------ simulate and record
def test_simulate_refuses_an_unwritable_out_before_playing(runner, tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    result = run(runner, "simulate", "musketiere", "--games", 500, "--out", blocker / "s.json", "--quiet")
    assert result.exit_code == 2 and "cannot write" in one_line(result.output)
    assert "win rate" not in result.output  # no game was played
    result = run(runner, "record", "musketiere", "--out", blocker / "r.json")
    assert result.exit_code == 2 and "cannot write" in one_line(result.output)


def test_one_failing_game_does_not_stop_a_simulation(runner, tmp_path, bomb):
    out = tmp_path / "s.json"
    result = run(runner, "simulate", "musketiere", "--games", 6, "--seed", 1, "--house-rule", "bomb-sometimes",
                 "--out", out, "--quiet")
    assert result.exit_code == 1
    summary = json.loads(out.read_text())
    failed = summary["failed"]
    assert 0 < len(failed) < 6 and summary["games"] == 6 - len(failed)
    assert all(f["seed"] % 2 == 0 and "an even seed" in f["error"] for f in failed)
    output = one_line(result.output)
    assert f"{len(failed)} of 6 games failed" in output and "rulekit record musketiere --seed" in output
    assert "win rate" in output  # the partial summary is printed


def test_a_simulation_where_every_game_failed_shows_no_rates(runner, bomb):
    result = run(runner, "simulate", "musketiere", "--games", 1, "--seed", 2, "--house-rule", "bomb-handler", "--quiet")
    assert result.exit_code == 1 and "1 of 1 games failed" in one_line(result.output)
    rows = [line for line in result.output.splitlines() if "│ random │" in line]
    assert len(rows) == 4 and all(line.rstrip(" │").endswith("- │          -") for line in rows)
    assert "0.000 (0.000-0.000)" not in result.output


def test_a_failed_games_replay_command_can_be_pasted_and_fails_the_same_way(runner, tmp_path, bomb, monkeypatch):
    """The hint names every option the game was played with (agents, house rules, packs) and nothing to fill in."""
    import re
    import shlex

    result = run(runner, "simulate", "musketiere", "--games", 4, "--seed", 1, "--house-rule", "bomb-sometimes",
                 "--agents", "greedy", "--pack", "examples/packs/musketiere-cardinal-spy", "--quiet")
    command = re.search(r"replay it: (rulekit record [^)]*)\)", result.output).group(1)
    assert "..." not in command and "--house-rule bomb-sometimes" in command and "--agents greedy,greedy" in command
    assert "--pack" in command and "musketiere-cardinal-spy" in command
    monkeypatch.chdir(tmp_path)
    again = run(runner, *shlex.split(command)[1:])
    assert again.exit_code == 2 and "plugin error" in again.output and "an even seed" in again.output  # the same fault


@pytest.mark.parametrize("command", [
    ["simulate", "musketiere", "--games", 1, "--quiet"],
    ["record", "musketiere", "--out", "r.json"],
    ["play", "musketiere"],
])
@pytest.mark.parametrize("players", [0, -1, 9])
def test_a_player_count_outside_the_game_is_a_usage_error(runner, tmp_path, command, players):
    result = run(runner, *command, "--players", players, input="q\n")
    assert result.exit_code == 2 and "--players" in result.output


def test_house_rules_that_exclude_each_other_are_refused(runner):
    result = run(runner, "simulate", "pendants", "--games", 1, "--house-rule", "king-12", "--house-rule", "king-13",
                 "--quiet")
    assert result.exit_code == 2
    assert "'king-12' and 'king-13' of pendants cannot be played together" in one_line(result.output)
    assert "plugin error" not in result.output
    listed = one_line(run(runner, "house-rules", "pendants").output)
    assert "Not with: king-12, king-14" in listed


def test_an_unexpected_error_is_an_internal_error_not_a_traceback(runner, monkeypatch):
    def explode(*args, **kwargs):
        raise AttributeError("an engine bug")

    monkeypatch.setattr(catalog, "game", explode)
    result = run(runner, "simulate", "musketiere", "--games", 1, "--quiet")
    assert result.exit_code == 2
    assert "internal error: AttributeError: an engine bug" in one_line(result.output) and "report" in result.output


def _content_with(tmp_path: Path, edit) -> Path:
    import shutil

    root = tmp_path / "content"
    shutil.copytree(catalog.default_content_root(), root)
    edit(root)
    return root


def test_a_broken_translation_stops_no_game_and_lint_still_fails(tmp_path):
    """A Fluent syntax error in one locale (RK301) and a translation without a variable English has (RK305): every
    game still runs in every language (the broken message shows in English), and `rulekit lint` fails on both."""
    def break_locales(root: Path) -> None:
        with (root / "locales/de/pendants.ftl").open("a", encoding="utf-8") as handle:
            handle.write("\nbroken = {\n")
        ui = root / "locales/de/ui.ftl"
        ui.write_text(ui.read_text(encoding="utf-8").replace("ui-round = Runde { $round }", "ui-round = Runde"),
                      encoding="utf-8")
    root = _content_with(tmp_path, break_locales)
    runner = CliRunner()
    linted = runner.invoke(main, ["lint", str(root), "--format", "concise"])
    assert linted.exit_code == 1 and "RK301" in linted.output and "RK305" in linted.output
    played = runner.invoke(main, ["--content", str(root), "simulate", "musketiere", "--games", "2", "--seed", "1",
                                  "--quiet"])
    assert played.exit_code == 0, played.output
    shown = runner.invoke(main, ["--content", str(root), "show", "pendants", "pendants", "--lang", "de"])
    assert shown.exit_code == 0 and "Geschmeide" in shown.output


def test_an_error_in_the_rules_still_refuses_the_game(tmp_path):
    def break_rules(root: Path) -> None:
        game = root / "games/musketiere.yaml"
        game.write_text(game.read_text(encoding="utf-8").replace("shuffle(", "shufle(", 1), encoding="utf-8")
    root = _content_with(tmp_path, break_rules)
    played = CliRunner().invoke(main, ["--content", str(root), "simulate", "musketiere", "--games", "2", "--seed", "1"])
    assert played.exit_code == 1 and "shufle" in played.output and "Traceback" not in played.output
