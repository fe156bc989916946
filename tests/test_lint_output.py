"""The linter (rulekit.check.lint) and its output formats (rulekit.check.output)."""
from __future__ import annotations

import io
import re
import json
import textwrap
from pathlib import Path

import pytest

from rulekit.check import CODES, exit_code, lint, markdown_table, run_lint, selected
from rulekit.check.output import format_diagnostics
from rulekit.errors import ContentError, Diagnostic, Span

ROOT = Path(__file__).resolve().parents[1]

GAME = """
id: mini
provenance: authored
players: {min: 2, max: 4}
card_kinds:
  hero: {stats: [value]}
zones:
  deck: {visibility: hidden}
flow:
  phases:
    - id: play
      steps:
        - {id: draw, do: "draw(deck, hand, 1)"}
"""
CARDS = """
game: mini
cards:
  - {id: hero-1, kind: hero, deck: deck, stats: {value: 1}, provenance: authored}
  - {id: hero-2, kind: hero, deck: deck, stats: {value: 2, swords: 1}, provenance: authored}
  - {id: hero-3, kind: hero, deck: deck, stast: {value: 3}, provenance: authored}
"""
EN = "mini = Mini\nhero-1 = One\nhero-2 = Two\nhero-3 = Three\nzone-deck = Deck\n"
DE = "mini = Mini\nhero-1 = Eins\nhero-2 = Zwei\nzone-deck = Stapel\n"  # hero-3 still to translate


def make(tmp_path: Path, monkeypatch, files: dict[str, str] | None = None) -> None:
    monkeypatch.chdir(tmp_path)
    tree = {"content/games/mini.yaml": GAME, "content/cards/mini/heroes.yaml": CARDS,
            "content/locales/en/mini.ftl": EN, "content/locales/de/mini.ftl": DE}
    tree.update(files or {})
    for name, text in tree.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text).lstrip("\n"), encoding="utf-8")


def found(diagnostics):
    return [(d.code, d.span.path, d.span.line) for d in diagnostics]


# ---------------------------------------------------------------- lint


def test_the_real_content_lints_clean():
    assert lint([ROOT / "content"]) == []


def test_findings_are_sorted_by_path_line_column_code(tmp_path, monkeypatch):
    make(tmp_path, monkeypatch)
    diagnostics = lint(["content"])
    assert found(diagnostics) == [
        ("RK022", "content/cards/mini/heroes.yaml", 4),
        # hero-3 says `stast`: the schema error holds the card back, so no RK023 "lacks stats" follows from it
        ("RK011", "content/cards/mini/heroes.yaml", 5),
        ("RK303", "content/locales/de/mini.ftl", 0),
    ]
    keys = [(d.span.path, d.span.line, d.span.column, d.code) for d in diagnostics]
    assert keys == sorted(keys)
    assert next(d for d in diagnostics if d.code == "RK011").suggestion == "stats"


def test_select_and_ignore_take_code_prefixes(tmp_path, monkeypatch):
    make(tmp_path, monkeypatch)
    assert [d.code for d in lint(["content"], select=["RK01"])] == ["RK011"]
    assert [d.code for d in lint(["content"], ignore=["RK3", "RK011"])] == ["RK022"]
    assert [d.code for d in lint(["content"], select=["RK0"], ignore=["RK02"])] == ["RK011"]


def test_selection_prefers_the_longer_prefix():
    assert selected("RK022", [], [])
    assert not selected("RK022", ["RK01"], [])
    assert selected("RK022", ["RK022"], ["RK02"])
    assert not selected("RK022", ["RK0"], ["RK02"])


def test_pyproject_configures_the_selection(tmp_path, monkeypatch):
    make(tmp_path, monkeypatch, {"pyproject.toml": '[tool.rulekit.lint]\nignore = ["RK3"]\nselect = ["RK"]\n'})
    assert [d.code for d in lint(["content"])] == ["RK022", "RK011"]
    assert len(lint(["content"], use_config=False)) == 3


def test_bad_config_is_a_usage_error(tmp_path, monkeypatch):
    make(tmp_path, monkeypatch, {"pyproject.toml": '[tool.rulekit.lint]\nselcet = ["RK0"]\n'})
    stderr = io.StringIO()
    monkeypatch.setattr("sys.stderr", stderr)
    assert run_lint(["content"], stream=io.StringIO()) == 2
    assert "selcet" in stderr.getvalue()


def test_inline_suppression_comment(tmp_path, monkeypatch):
    cards = CARDS.replace("swords: 1}, provenance: authored}", "swords: 1}, provenance: authored}  # rulekit: ignore[RK022]")
    cards = cards.replace("stast: {value: 3}, provenance: authored}", "stast: {value: 3}, provenance: authored}  # rulekit: ignore[RK013]")
    make(tmp_path, monkeypatch, {"content/cards/mini/heroes.yaml": cards})
    # RK013 is not on line 5: that suppression is unused (RK008)
    assert [d.code for d in lint(["content"], ignore=["RK3"])] == ["RK011", "RK008"]
    cards = cards.replace("# rulekit: ignore[RK013]", "# rulekit: ignore")
    make(tmp_path, monkeypatch, {"content/cards/mini/heroes.yaml": cards})
    assert lint(["content"], ignore=["RK3"]) == []


def test_linting_one_file_reports_only_that_file_with_full_context(tmp_path, monkeypatch):
    make(tmp_path, monkeypatch, {"content/cards/mini/other.yaml": "game: mini\ncards:\n  - {id: x-1, kind: heroo, deck: deck, provenance: authored}\n"})
    diagnostics = lint(["content/cards/mini/heroes.yaml"])
    assert {d.span.path for d in diagnostics} == {"content/cards/mini/heroes.yaml"}
    assert "RK026" not in {d.code for d in diagnostics}  # the game file was read as context
    assert {d.code for d in lint(["content/cards/mini/other.yaml"])} == {"RK021"}  # no RK302 cascade: the kind names the text


def test_compile_hook_gets_the_games_whose_game_file_is_sound(tmp_path, monkeypatch):
    make(tmp_path, monkeypatch)
    seen = []

    def hook(content):
        seen.append(content.games())
        doc = content.game_document("mini")
        return [Diagnostic("RK201", "unknown primitive 'draw'", doc.span(("flow", "phases", 0, "steps", 0, "do")))]

    diagnostics = lint(["content"], compile_hook=hook, select=["RK2"])
    assert seen == [["mini"]]
    assert found(diagnostics) == [("RK201", "content/games/mini.yaml", 12)]


def test_findings_without_a_file_are_kept(tmp_path, monkeypatch):
    make(tmp_path, monkeypatch)
    diagnostics = lint(["content/cards"], compile_hook=lambda content: [Diagnostic("RK299", "engine note")])
    assert "RK299" in [d.code for d in diagnostics]
    assert "RK303" not in [d.code for d in diagnostics]  # the locales were only context


def test_compile_hook_is_skipped_when_the_game_file_has_schema_errors(tmp_path, monkeypatch):
    make(tmp_path, monkeypatch, {"content/games/mini.yaml": GAME.replace("players:", "player:")})
    calls = []
    lint(["content"], compile_hook=lambda content: calls.append(content) or [])
    assert calls == []


def test_compile_hook_content_error_becomes_findings(tmp_path, monkeypatch):
    make(tmp_path, monkeypatch)
    error = ContentError([Diagnostic("RK101", "unexpected token", Span("content/games/mini.yaml", 12, 30))])

    def hook(content):
        raise error

    assert found(lint(["content"], compile_hook=hook, select=["RK1"])) == [("RK101", "content/games/mini.yaml", 12)]


# ---------------------------------------------------------------- output


def run(fmt: str, tmp_path: Path, monkeypatch, **kwargs) -> tuple[int, str]:
    make(tmp_path, monkeypatch)
    stream = io.StringIO()
    code = run_lint(["content"], fmt=fmt, stream=stream, **kwargs)
    return code, stream.getvalue()


def test_text_format_has_headline_source_caret_and_summary(tmp_path, monkeypatch):
    code, out = run("text", tmp_path, monkeypatch)
    assert code == 1
    lines = out.splitlines()
    assert lines[0] == ("content/cards/mini/heroes.yaml:4:60: RK022 stat 'swords' is not declared for card kind "
                        "'hero'")
    assert lines[1].strip().startswith("- {id: hero-2")
    assert lines[2].index("^") == 4 + 59 and lines[2].strip() == "^" * len("swords")
    assert "content/cards/mini/heroes.yaml:5:42: RK011 unknown key 'stast' in cards[2] (did you mean 'stats'?)" in out
    assert "content/locales/de/mini.ftl: RK303 locale 'de', mini.ftl: 1 of 5 messages are not translated" in out
    assert lines[-1] == "2 errors, 1 warning in 2 files"


def test_concise_format_is_one_line_per_finding(tmp_path, monkeypatch):
    _, out = run("concise", tmp_path, monkeypatch)
    lines = out.splitlines()
    assert len(lines) == 4 and lines[1].startswith("content/cards/mini/heroes.yaml:5:42: RK011")


def test_json_format(tmp_path, monkeypatch):
    _, out = run("json", tmp_path, monkeypatch)
    envelope = json.loads(out)
    assert envelope["version"] == 1 and envelope["files_checked"] == 4
    assert envelope["counts"] == {"errors": 2, "warnings": 1, "by_code": {"RK011": 1, "RK022": 1, "RK303": 1}}
    data = envelope["diagnostics"]
    assert [item["code"] for item in data] == ["RK022", "RK011", "RK303"]
    first = data[1]
    assert {"file", "line", "column", "end_line", "end_column", "code", "severity", "message", "suggestion"} <= set(first)
    assert (first["file"], first["line"], first["column"], first["end_column"]) == (
        "content/cards/mini/heroes.yaml", 5, 42, 47)
    assert first["suggestion"] == "stats" and first["severity"] == "error"
    assert data[2]["severity"] == "warning" and data[2]["line"] == 0


def test_github_format(tmp_path, monkeypatch):
    _, out = run("github", tmp_path, monkeypatch)
    lines = out.splitlines()
    assert lines[1] == ("::error file=content/cards/mini/heroes.yaml,line=5,col=42,title=RK011::unknown key 'stast' "
                        "in cards[2] (did you mean 'stats'?)")
    assert lines[2].startswith("::warning file=content/locales/de/mini.ftl,title=RK303::")


def test_sarif_format(tmp_path, monkeypatch):
    _, out = run("sarif", tmp_path, monkeypatch)
    sarif = json.loads(out)
    assert sarif["version"] == "2.1.0" and "sarif" in sarif["$schema"]
    (run_,) = sarif["runs"]
    driver = run_["tool"]["driver"]
    assert driver["name"] == "rulekit"
    rule_ids = [rule["id"] for rule in driver["rules"]]
    assert set(CODES) <= set(rule_ids)
    results = run_["results"]
    assert [r["ruleId"] for r in results] == ["RK022", "RK011", "RK303"]
    result = results[1]
    assert rule_ids[result["ruleIndex"]] == "RK011"
    assert result["level"] == "error" and results[2]["level"] == "warning"
    location = result["locations"][0]["physicalLocation"]
    assert location["artifactLocation"] == {"uri": "content/cards/mini/heroes.yaml", "uriBaseId": "%SRCROOT%"}
    assert location["region"]["startLine"] == 5 and location["region"]["startColumn"] == 42
    assert "region" not in results[2]["locations"][0]["physicalLocation"]
    fingerprints = [r["partialFingerprints"]["rulekitFinding/v1"] for r in results]
    assert len(set(fingerprints)) == 3
    _, again = run("sarif", tmp_path, monkeypatch)
    assert [r["partialFingerprints"] for r in json.loads(again)["runs"][0]["results"]] == \
        [r["partialFingerprints"] for r in results]
    assert str(tmp_path) not in again  # no folder of this machine: the same bytes wherever it runs


def test_clean_run_prints_a_summary_and_exits_zero(tmp_path, monkeypatch):
    stream = io.StringIO()
    assert run_lint([ROOT / "content"], stream=stream) == 0
    assert re.match(r"no problems in \d+ files\n$", stream.getvalue())


def test_exit_codes(tmp_path, monkeypatch):
    assert run("concise", tmp_path, monkeypatch, exit_zero=True)[0] == 0
    assert run("concise", tmp_path, monkeypatch, select=["RK3"])[0] == 0  # warnings only
    assert run("concise", tmp_path, monkeypatch, select=["RK3"], warnings_as_errors=True)[0] == 1
    assert run_lint(["no/such/dir"], stream=io.StringIO()) == 2
    assert run_lint(["content"], fmt="xml", stream=io.StringIO()) == 2
    warning = Diagnostic("RK303", "w", severity="warning")
    assert exit_code([]) == 0 and exit_code([warning]) == 0 and exit_code([warning], strict_warnings=True) == 1
    assert exit_code([Diagnostic("RK010", "e")]) == 1


def test_unknown_format_is_refused():
    with pytest.raises(ValueError):
        format_diagnostics([], "xml")


def test_codes_table_is_complete_and_documented():
    for code, entry in CODES.items():
        assert code == entry.code and entry.severity in ("error", "warning") and entry.description
        assert entry.why and entry.fix, f"{code} needs its why and fix for `rulekit rule`"
    table = markdown_table()
    assert "| [RK011](#rk011) | unknown-key | error |" in table
    assert {f"RK00{n}" for n in range(1, 5)} | {f"RK01{n}" for n in range(4)} | \
        {f"RK30{n}" for n in range(1, 7)} <= set(CODES)


def test_sarif_uris_are_percent_encoded(tmp_path, monkeypatch):
    from rulekit.check.output import _uri

    monkeypatch.chdir(tmp_path)
    (tmp_path / "es").mkdir()
    (tmp_path / "es" / "a b#ü.ftl").write_text("x = y\n", encoding="utf-8")
    assert _uri("es/a b#ü.ftl") == ("es/a%20b%23%C3%BC.ftl", True)
