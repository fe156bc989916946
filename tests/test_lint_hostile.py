"""Issue 9: hostile or broken content never crashes, hangs or leaks; every fault is a located finding in every
output format (text, concise, json, github, sarif), exit 1 (2 for rulekit's own failure), and the SARIF output
validates against the SARIF 2.1.0 schema (tests/data/sarif-schema-2.1.0.json)."""
from __future__ import annotations

import io
import json
import os
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner
from jsonschema import Draft4Validator

from rulekit.check import FORMATS, exit_code, lint_result, run_lint
from rulekit.check.output import format_diagnostics
from rulekit.cli import main
from rulekit.compile.game import check_games
from rulekit.load import files as load_files

SARIF_SCHEMA = json.loads((Path(__file__).parent / "data/sarif-schema-2.1.0.json").read_text(encoding="utf-8"))

GAME = """\
id: mini
provenance: authored
players: {min: 2, max: 3}
seats: [red, blue, green]
card_kinds:
  hero: {stats: [value], counters: [gem]}
zones:
  deck: {visibility: hidden}
  hand: {visibility: owner, per_player: true}
player_counters:
  points: {}
player_counts:
  "2": {controllers: [[red], [blue]]}
flow:
  phases:
    - id: play
      steps:
        - {id: draw, do: "for p in players { draw(deck, p.hand, 1) }"}
triggers:
  - {id: scored, on: round_ended, do: 'advance("time", 1)'}
"""
CARDS = """\
game: mini
cards:
  - id: hero-1
    kind: hero
    deck: deck
    provenance: authored
    stats: {value: 1}
    counters: {gem: 0}
    triggers:
      - {id: bonus, on: round_started, do: 'advance("time", 1)'}
  - {id: hero-2, kind: hero, deck: deck, stats: {value: 2}, provenance: authored}
"""
BOARD = """\
id: table
game: mini
provenance: authored
tracks:
  time: {length: 5, start: 0}
"""
EN = "mini = Mini\nhero-1 = One\nhero-2 = Two\ntable = Table\nzone-deck = Deck\nzone-hand = Hand\ncounter-points = Points\n"

CARD_FILE = "content/cards/mini/heroes.yaml"
BOARD_FILE = "content/boards/mini/table.yaml"
GAME_FILE = "content/games/mini.yaml"
FTL_FILE = "content/locales/en/mini.ftl"
BOMB = "a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"{new}: &{new} [{', '.join(['*' + old] * 9)}]\n" for old, new in zip("abcdefgh", "bcdefghi"))
MERGE_BOMB = "a0: &a0 {k0: 1, k1: 2}\n" + "".join(
    f"a{i}: &a{i} {{<<: [{', '.join([f'*a{i - 1}'] * 9)}], x{i}: 1}}\n" for i in range(1, 30))

# fault -> (file, its new text, the code the file must be reported with)
FAULTS: dict[str, tuple[str, str | bytes, str]] = {
    "wrong indent": (CARD_FILE, CARDS.replace("    kind: hero\n", "      kind: hero\n", 1), "RK001"),
    "a tab": (CARD_FILE, CARDS.replace("    kind: hero\n", "\tkind: hero\n", 1), "RK001"),
    "an unquoted colon": (CARD_FILE, CARDS.replace("provenance: authored\n", "provenance: a: b\n", 1), "RK001"),
    "an unclosed quote": (CARD_FILE, CARDS.replace("deck: deck\n", 'deck: "deck\n', 1), "RK001"),
    "an empty file": (CARD_FILE, "", "RK013"),
    "a comment-only file": (CARD_FILE, "# nothing here\n", "RK013"),
    "a NUL byte": (CARD_FILE, CARDS + "\x00\n", "RK001"),
    "a BOM mid-file": (CARD_FILE, CARDS.replace("  - {id: hero-2", "\ufeff  - {id: hero-2"), "RK001"),
    "10,000-deep nesting": (CARD_FILE, "a: " + "[" * 10_000 + "]" * 10_000 + "\n", "RK007"),
    "a top level that is a list": (CARD_FILE, "- game\n- mini\n", "RK010"),
    "a board without id": (BOARD_FILE, BOARD.replace("id: table\n", ""), "RK013"),
    "a trigger without on": (CARD_FILE, CARDS.replace("on: round_started, ", ""), "RK013"),
    "a trigger with doo": (CARD_FILE, CARDS.replace(", do: 'advance", ", doo: 'advance"), "RK011"),
    "on: [event]": (CARD_FILE, CARDS.replace("on: round_started", "on: [round_started]"), "RK010"),
    "triggers as a mapping": (GAME_FILE, GAME.replace("triggers:\n  - {id: scored,", "triggers:\n  x: {id: scored,"), "RK010"),
    "stats as a list": (CARD_FILE, CARDS.replace("stats: {value: 1}", "stats: [1]"), "RK010"),
    "counters as a list": (CARD_FILE, CARDS.replace("counters: {gem: 0}", "counters: [gem]"), "RK010"),
    "a length written as text": (BOARD_FILE, BOARD.replace("length: 5", "length: five"), "RK010"),
    "an alias bomb": (CARD_FILE, BOMB, "RK007"),
    "a merge-key bomb": (CARD_FILE, MERGE_BOMB, "RK007"),
    "an integer of 5,000 digits": (CARD_FILE, CARDS.replace("{value: 1}", "{value: " + "9" * 5000 + "}"), "RK007"),
    "bytes that are not UTF-8": (CARD_FILE, CARDS.encode() + b"\xff\xfe\x00junk\n", "RK002"),
    "10,000 nested placeables": (FTL_FILE, EN + "deep = " + "{ " * 10_000 + "$x" + " }" * 10_000 + "\n", "RK007"),
    "an unknown seat in controllers": (GAME_FILE, GAME.replace("[[red], [blue]]", "[[red], [bleu]]"), "RK211"),
}


def make(tmp_path: Path, monkeypatch, files: dict[str, str | bytes] | None = None) -> Path:
    monkeypatch.chdir(tmp_path)
    tree: dict[str, str | bytes] = {GAME_FILE: GAME, CARD_FILE: CARDS, BOARD_FILE: BOARD, FTL_FILE: EN}
    tree.update(files or {})
    for name, text in tree.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(text if isinstance(text, bytes) else text.encode("utf-8"))
    return tmp_path / "content"


def outputs(paths: list[str]) -> tuple[list, dict[str, str]]:
    result = lint_result(paths, compile_hook=check_games)
    return result.diagnostics, {fmt: format_diagnostics(result.diagnostics, fmt, result.content.sources,
                                                        len(result.files)) for fmt in FORMATS}


def assert_reported(texts: dict[str, str], path: str, code: str) -> None:
    """The finding shows in every format, and the SARIF log is valid SARIF 2.1.0."""
    assert "Traceback" not in "".join(texts.values())
    assert any(line.startswith(f"{path}:") and f" {code} " in line for line in texts["concise"].splitlines()), texts["concise"]
    assert f"{path}:" in texts["text"] and code in texts["text"]
    found = json.loads(texts["json"])["diagnostics"]
    assert any(d["file"] == path and d["code"] == code for d in found)
    assert any(line.startswith("::error ") and f"file={path}" in line and f"title={code}" in line
               for line in texts["github"].splitlines())
    sarif = json.loads(texts["sarif"])
    errors = sorted(Draft4Validator(SARIF_SCHEMA).iter_errors(sarif), key=str)
    assert not errors, errors[0].message
    results = sarif["runs"][0]["results"]
    assert any(r["ruleId"] == code and r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] == path
               for r in results)


@pytest.mark.parametrize("fault", FAULTS)
def test_every_fault_is_a_located_finding_in_every_format(fault, tmp_path, monkeypatch):
    path, text, code = FAULTS[fault]
    make(tmp_path, monkeypatch, {path: text})
    diagnostics, texts = outputs(["content"])
    assert exit_code(diagnostics) == 1
    assert_reported(texts, path, code)
    # one broken file does not hide the others: a mistake in another file is still found
    if path != CARD_FILE:
        return
    make(tmp_path, monkeypatch, {path: text, BOARD_FILE: BOARD.replace("length: 5", "lenght: 5")})
    _, texts = outputs(["content"])
    assert_reported(texts, BOARD_FILE, "RK011")


def test_the_clean_mini_game_lints_clean(tmp_path, monkeypatch):
    make(tmp_path, monkeypatch)
    diagnostics, texts = outputs(["content"])
    assert diagnostics == [] and texts["concise"].startswith("no problems in 4 files")
    assert not list(Draft4Validator(SARIF_SCHEMA).iter_errors(json.loads(texts["sarif"])))


def test_run_lint_exit_code_is_1_for_a_broken_file(tmp_path, monkeypatch):
    make(tmp_path, monkeypatch, {CARD_FILE: "- a\n"})
    stream = io.StringIO()
    assert run_lint(["content"], fmt="sarif", compile_hook=check_games, stream=stream) == 1
    assert json.loads(stream.getvalue())["runs"][0]["results"]


def test_a_file_over_the_size_cap_is_not_read(tmp_path, monkeypatch):
    monkeypatch.setattr(load_files, "MAX_FILE_BYTES", 100)
    make(tmp_path, monkeypatch)
    diagnostics, texts = outputs(["content"])
    assert_reported(texts, CARD_FILE, "RK007")
    assert "over the limit" in next(d.message for d in diagnostics if d.span.path == CARD_FILE)


# ---------------------------------------------------------------- special files and links
posix_only = pytest.mark.skipif(os.name != "posix", reason="FIFOs and symbolic links as on POSIX")


@posix_only
def test_a_fifo_named_yaml_is_a_finding_and_never_read(tmp_path, monkeypatch):
    make(tmp_path, monkeypatch)
    os.mkfifo(tmp_path / "content/cards/mini/pipe.yaml")  # opening it for reading would block for ever
    diagnostics, texts = outputs(["content"])
    assert_reported(texts, "content/cards/mini/pipe.yaml", "RK006")
    assert "FIFO" in next(d.message for d in diagnostics if d.code == "RK006")
    _, texts = outputs(["content/cards/mini/pipe.yaml"])  # named on the command line too
    assert_reported(texts, "content/cards/mini/pipe.yaml", "RK006")


@posix_only
def test_a_symlink_loop_is_a_finding(tmp_path, monkeypatch):
    make(tmp_path, monkeypatch)
    cards = tmp_path / "content/cards/mini"
    os.symlink("b.yaml", cards / "a.yaml")
    os.symlink("a.yaml", cards / "b.yaml")
    diagnostics, texts = outputs(["content"])
    assert_reported(texts, "content/cards/mini/a.yaml", "RK006")
    assert "loop" in next(d.message for d in diagnostics if d.span.path.endswith("a.yaml"))


SECRET = "game: mini\ncards:\n  - {id: secret-token-0123456789, kind: hero, deck: deck, provenance: authored}\n"


@posix_only
@pytest.mark.parametrize("named", [False, True], ids=["tree walk", "named on the command line"])
def test_a_symlink_out_of_the_root_is_a_finding_and_its_content_never_shows(named, tmp_path, monkeypatch):
    make(tmp_path, monkeypatch)
    secret = tmp_path / "runner-secret.yaml"  # outside the content root, and valid content: loading it would work
    secret.write_text(SECRET, encoding="utf-8")
    os.symlink(secret, tmp_path / "content/cards/mini/leak.yaml")
    diagnostics, texts = outputs(["content/cards/mini/leak.yaml" if named else "content"])
    assert_reported(texts, "content/cards/mini/leak.yaml", "RK005")
    for fmt, text in texts.items():
        assert "secret-token" not in text, fmt
    assert exit_code(diagnostics) == 1  # never "no problems"


@posix_only
def test_a_symlinked_directory_out_of_the_root_is_a_finding(tmp_path, monkeypatch):
    make(tmp_path, monkeypatch)
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    (outside / "x.yaml").write_text(SECRET, encoding="utf-8")
    os.symlink(outside, tmp_path / "content/cards/mini/more")
    _, texts = outputs(["content"])
    assert_reported(texts, "content/cards/mini/more", "RK005")
    assert all("secret-token" not in text for text in texts.values())


@posix_only
def test_a_symlink_inside_the_root_is_read_once(tmp_path, monkeypatch):
    make(tmp_path, monkeypatch)
    os.symlink("heroes.yaml", tmp_path / "content/cards/mini/alias.yaml")
    diagnostics, _ = outputs(["content"])
    assert diagnostics == []  # not a second copy of every card (that would be RK020 duplicate ids)


# ---------------------------------------------------------------- rulekit's own failures
def test_an_internal_error_is_rk000_on_the_file_with_exit_2_in_every_format(tmp_path, monkeypatch, capsys):
    make(tmp_path, monkeypatch)

    def broken(doc):
        if doc.path == CARD_FILE:
            raise KeyError("boom")
        return []

    monkeypatch.setattr("rulekit.check.stages.validate_document", broken)
    diagnostics, texts = outputs(["content"])
    assert exit_code(diagnostics) == 2
    rk000 = next(d for d in diagnostics if d.code == "RK000")
    assert rk000.span.path == CARD_FILE and "KeyError" in rk000.message
    assert_reported(texts, CARD_FILE, "RK000")
    for fmt in FORMATS:
        assert run_lint(["content"], fmt=fmt, compile_hook=check_games, stream=io.StringIO(), exit_zero=True) == 2
        assert "bug" in capsys.readouterr().err


def test_a_compile_crash_is_rk000_on_the_game_file(tmp_path, monkeypatch):
    make(tmp_path, monkeypatch)

    def hook(content):
        raise ZeroDivisionError("x")

    result = lint_result(["content"], compile_hook=hook)
    assert [(d.code, d.span.path) for d in result.diagnostics] == [("RK000", GAME_FILE)]
    # linting one card file: the game file is only context, but rulekit's failure is never filtered away
    result = lint_result([CARD_FILE], compile_hook=hook, select=["RK3"])
    assert [(d.code, d.span.path) for d in result.diagnostics] == [("RK000", GAME_FILE)]


# ---------------------------------------------------------------- commands that run content refuse errors
@pytest.mark.parametrize("args", [
    ["simulate", "mini", "--games", "1", "--quiet"],
    ["show", "mini", "hero-1"],
    ["record", "mini", "--out", "r.json"],
    ["play", "mini"],
])
@pytest.mark.parametrize("fault", ["an unknown seat in controllers", "a board without id", "a trigger with doo",
                                   "10,000 nested placeables"])
def test_commands_that_run_content_refuse_errors_and_point_to_lint(args, fault, tmp_path, monkeypatch):
    path, text, code = FAULTS[fault]
    root = make(tmp_path, monkeypatch, {path: text})
    result = CliRunner().invoke(main, ["--content", str(root), *args], input="")
    assert result.exit_code == 1, result.output
    assert code in result.output and "rulekit lint" in result.output
    assert "Traceback" not in result.output and not isinstance(result.exception, (KeyError, ValueError, AttributeError))


def test_lint_of_the_same_content_agrees_with_the_refusal(tmp_path, monkeypatch):
    root = make(tmp_path, monkeypatch, {GAME_FILE: GAME.replace("[[red], [blue]]", "[[red], [bleu]]")})
    result = CliRunner().invoke(main, ["--content", str(root), "lint", "--format", "concise"])
    assert result.exit_code == 1 and "RK211" in result.output and "did you mean 'blue'" in result.output


if sys.platform == "win32":  # pragma: no cover
    pytestmark = pytest.mark.skip("POSIX file semantics")
