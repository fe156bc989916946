"""Card tests in YAML (issue 12, point 2): `rulekit test [PATH]` runs *.scenario.yaml files; a failure prints
expected against actual at the YAML line; seats are named by role; the same files run under plain pytest through
rulekit's plugin. The shipped scenario files (tests/scenarios, the example pack's tests) are run here as a user
runs them, through the command."""
from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

from click.testing import CliRunner

from rulekit.cli import main

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "examples" / "packs" / "musketiere-cardinal-spy"
TEST_GAMES = ROOT / "tests" / "games"

# 5 + 9 = 14 is below the guard's 20: the duel is lost, so every expectation below is wrong on purpose
WRONG = """\
game: musketiere
players: 2
scenarios:
  - name: wrong on purpose
    setup:
      zones:
        guard_deck: [guard-20]
        hand@1: [musketeer-05-1]
        hand@2: [musketeer-09-2]
    answers:
      - {seat: 1, prompt: choose-duel-card, pick: musketeer-05-1}
      - {seat: 2, prompt: choose-duel-card, pick: musketeer-09-2}
    run: {step: duels/duel}
    expect:
      zones:
        beaten: []
      events:
        - {event: duel_won, with: {winner: 1}}
"""

# a test game whose seats have names (tests/games/games/spies.yaml: ann, bob, cid, dee)
BY_NAME = """\
game: spies
scenarios:
  - name: seats by name
    setup:
      zones:
        hand@ann: [letter-a]
    answers:
      - {seat: dee, prompt: scramble, pick: bury_hand}
    run: {step: spying/scramble}
    expect:
      zones: {hand@ann: [], deck: {contains: [letter-a]}}
      prompts: [{seat: dee, prompt: scramble}]
  - name: a seat the game does not have
    answers:
      - {seat: dea, prompt: scramble, pick: rest}
    run: {step: spying/scramble}
    expect:
      zones: {hand@ann: []}
"""


def write(folder: Path, text: str, name: str = "cards.scenario.yaml") -> Path:
    path = folder / name
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


def run(*args: str):
    return CliRunner().invoke(main, [str(a) for a in args], catch_exceptions=False)


def test_the_shipped_musketiere_scenarios_pass():
    result = run("test", ROOT / "tests" / "scenarios")
    assert result.exit_code == 0, result.output
    assert "0 failed, 0 errors" in result.output
    assert result.output.count("  ok ") >= 14


def test_the_example_pack_tests_run_with_the_pack():
    """A scenario file inside a pack plays the game with that pack (the spy and the tavern exist only there)."""
    result = run("test", EXAMPLE)
    assert result.exit_code == 0, result.output
    assert "8 passed, 0 failed, 0 errors" in result.output


def test_a_failure_prints_expected_against_actual_at_the_yaml_line(tmp_path):
    path = write(tmp_path, WRONG)
    result = run("test", tmp_path)
    assert result.exit_code == 1
    assert f"{path}:16:17: FAIL zones.beaten: expected [], got [\"guard-20\"]" in result.output
    assert f"{path}:18:11: FAIL events[0]: expected" in result.output
    assert "got no duel_won event" in result.output and "duel_lost" in result.output
    assert "        beaten: []" in result.output  # the YAML line itself, with a caret under the value
    assert "0 passed, 1 failed, 0 errors" in result.output


def test_the_json_format_carries_every_finding_with_its_place(tmp_path):
    path = write(tmp_path, WRONG)
    result = run("test", tmp_path, "--format", "json")
    assert result.exit_code == 1
    report = json.loads(result.output)
    assert report["summary"] == {"failed": 1}
    (scenario,) = report["scenarios"]
    assert scenario["name"] == "wrong on purpose" and scenario["status"] == "failed"
    assert [(f["line"], f["column"]) for f in scenario["findings"]] == [(16, 17), (18, 11)]
    assert all(f["path"] == str(path) for f in scenario["findings"])


def test_a_name_the_game_does_not_have_is_an_error_with_the_near_miss(tmp_path):
    write(tmp_path, WRONG.replace("guard_deck:", "guard_dek:").replace("beaten: []", "beaten: [guard-20]"))
    result = run("test", tmp_path)
    assert result.exit_code == 1
    assert ":7:20: ERROR musketiere has no zone 'guard_dek' (did you mean 'guard_deck'?)" in result.output


def test_a_file_against_the_schema_is_located(tmp_path):
    write(tmp_path, WRONG.replace("run: {step: duels/duel}", "run: {stepp: duels/duel}"))
    result = run("test", tmp_path)
    assert result.exit_code == 1
    assert ":13:" in result.output and "RK01" in result.output and "stepp" in result.output


def test_seats_are_named_by_role_where_the_game_names_them(tmp_path):
    write(tmp_path, BY_NAME)
    result = run("--content", TEST_GAMES, "test", tmp_path)
    assert "ok    seats by name" in result.output
    assert ("'dea' is no seat of this game with 4 players (seats: ann, bob, cid, dee) (did you mean 'dee'?)"
            in result.output)
    assert result.exit_code == 1


def test_keyword_selects_scenarios_and_nothing_found_is_exit_2(tmp_path):
    result = run("test", ROOT / "tests" / "scenarios", "-k", "LIBERER")
    assert result.exit_code == 0
    assert "2 passed" in result.output
    assert run("test", tmp_path).exit_code == 2  # an empty folder: nothing to run is no success


def test_the_pytest_plugin_collects_scenario_files_and_reports_like_rulekit_test(tmp_path):
    write(tmp_path, WRONG)
    write(tmp_path, (ROOT / "tests" / "scenarios" / "musketiere" / "liberer.scenario.yaml").read_text(),
          "liberer.scenario.yaml")
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--rootdir", str(tmp_path),
                           "--rulekit-content", str(ROOT / "content"), str(tmp_path)],
                          capture_output=True, text=True, cwd=tmp_path, timeout=300)
    assert done.returncode == 1, done.stdout + done.stderr
    assert "1 failed, 4 passed" in done.stdout
    assert "cards.scenario.yaml:16:17: FAIL zones.beaten: expected [], got" in done.stdout


def test_an_expected_error_names_its_content_file_and_line(tmp_path):
    """`error: {message, file, line}`: the run must stop with that error at that line of the content (here a
    procedure of a copy of the example pack, broken on purpose: the tavern is empty, `top` gives none)."""
    import shutil

    pack = tmp_path / "pack"
    shutil.copytree(EXAMPLE, pack)
    shutil.rmtree(pack / "tests")
    cards = pack / "cards" / "spy.yaml"
    cards.write_text(cards.read_text() + (
        "  crown_the_top:\n"
        "    source: \"a test\"\n"
        "    doc: \"Broken on purpose.\"\n"
        "    params: {player: player}\n"
        "    do: |\n"
        "      let card = top(tavern)\n"
        "      card.gem = 1\n"))
    line = cards.read_text().splitlines().index("      card.gem = 1") + 1
    (pack / "tests").mkdir()
    write(pack / "tests", f"""\
        players: 2
        scenarios:
          - name: at its line
            run: {{call: crown_the_top, with: {{player: 1}}}}
            expect:
              error: {{message: "is not a card", file: spy.yaml, line: {line}}}
          - name: at another line
            run: {{call: crown_the_top, with: {{player: 1}}}}
            expect:
              error: {{message: "is not a card", file: spy.yaml, line: {line + 1}}}
        """)
    result = run("test", pack)
    assert "ok    at its line" in result.output
    assert f"expected it at line {line + 1}, got {cards}:{line}" in " ".join(result.output.split())
    assert result.exit_code == 1
