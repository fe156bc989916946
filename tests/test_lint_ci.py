"""Issue 9, CI gates and speed: selection that cannot be fooled, config files, suppressions, `rulekit rule`,
statistics, the pre-commit hook, the distribution name, scoped loading and the Fluent cache."""
from __future__ import annotations

import json
import re
import textwrap
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

from rulekit.check import CODES, lint, lint_result
from rulekit.check.output import format_diagnostics
from rulekit.cli import main

ROOT = Path(__file__).resolve().parents[1]
CONTENT = ROOT / "content"

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
        - {id: draw, do: "draw(deck, deck, 1)"}
"""
CARDS = """
game: mini
cards:
  - {id: hero-1, kind: hero, deck: deck, stats: {value: 1}, provenance: authored}
  - {id: hero-2, kind: hero, deck: deck, stats: {value: 2, swords: 1}, provenance: authored}
"""
EN = "mini = Mini\nhero-1 = One\nhero-2 = Two\nzone-deck = Deck\n"
DE = "mini = Mini\nhero-1 = Eins\nzone-deck = Stapel\n"  # hero-2 untranslated: RK303 on the file


def make(tmp_path: Path, monkeypatch, files: dict[str, str] | None = None) -> None:
    monkeypatch.chdir(tmp_path)
    tree = {"content/games/mini.yaml": GAME, "content/cards/mini/heroes.yaml": CARDS,
            "content/locales/en/mini.ftl": EN, "content/locales/de/mini.ftl": DE}
    tree.update(files or {})
    for name, text in tree.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text).lstrip("\n"), encoding="utf-8")


def codes(diagnostics) -> list[str]:
    return [d.code for d in diagnostics]


def invoke(*args: str, **kwargs):
    return CliRunner().invoke(main, list(args), **kwargs)


# ---------------------------------------------------------------- selection
@pytest.mark.parametrize("option", ["--select", "--ignore"])
def test_an_unknown_code_on_the_command_line_is_a_usage_error_with_the_near_miss(option, tmp_path, monkeypatch):
    make(tmp_path, monkeypatch)
    result = invoke("lint", "content", option, "RK3011")
    assert result.exit_code == 2
    assert "'RK3011' is no rule code" in result.output and "did you mean 'RK301'" in result.output
    assert invoke("lint", "content", option, "XYZ").exit_code == 2


@pytest.mark.parametrize("name,table", [("pyproject.toml", "[tool.rulekit.lint]"), ("rulekit.toml", "[lint]")])
def test_an_unknown_code_in_a_config_file_is_a_usage_error(name, table, tmp_path, monkeypatch):
    make(tmp_path, monkeypatch, {name: f'{table}\nignore = ["RK3O3"]\n'})
    result = invoke("lint", "content")
    assert result.exit_code == 2 and "RK3O3" in result.output and "did you mean 'RK303'" in result.output


def test_select_all_and_prefixes(tmp_path, monkeypatch):
    make(tmp_path, monkeypatch)
    assert codes(lint(["content"], select=["ALL"])) == ["RK022", "RK303"]
    assert codes(lint(["content"], select=["ALL"], ignore=["RK3"])) == ["RK022"]


def test_selectors_take_comma_lists_any_case_and_ignore_all(tmp_path, monkeypatch):
    """As ruff takes them: `--select RK3,RK008`, `rk022`, and `--ignore ALL` drops every code a longer select does
    not bring back; the same in suppression comments (`ignore[rk022]`)."""
    make(tmp_path, monkeypatch)
    assert codes(lint(["content"], select=["rk022,RK3"])) == ["RK022", "RK303"]
    assert codes(lint(["content"], ignore=["all"])) == []
    assert codes(lint(["content"], select=["RK3"], ignore=["ALL"])) == ["RK303"]
    result = invoke("lint", "content", "--select", "RK3,RK008", "--format", "concise")
    assert result.exit_code == 0 and "RK303" in result.output and "RK022" not in result.output
    cards = (tmp_path / "content/cards/mini/heroes.yaml")
    lines = cards.read_text(encoding="utf-8").splitlines()
    flagged = next(i for i, line in enumerate(lines) if "hero-2" in line)
    suppressed = [line + "  # rulekit: ignore[rk022]" if i == flagged else line for i, line in enumerate(lines)]
    cards.write_text("\n".join(suppressed) + "\n", encoding="utf-8")
    assert codes(lint(["content"])) == ["RK303"]


# ---------------------------------------------------------------- config files
@pytest.mark.parametrize("name,table", [("pyproject.toml", "[tool.rulekit.lint.per-file-ignores]"),
                                        ("rulekit.toml", "[lint.per-file-ignores]")])
def test_per_file_ignores(name, table, tmp_path, monkeypatch):
    make(tmp_path, monkeypatch, {name: f'{table}\n"content/cards/**" = ["RK022"]\n"*.ftl" = ["RK3"]\n'})
    assert lint(["content"]) == []
    make(tmp_path, monkeypatch, {name: f'{table}\n"content/cards/other/*" = ["RK022"]\n'})
    assert codes(lint(["content"])) == ["RK022", "RK303"]


def test_the_nearest_config_wins_and_a_pyproject_without_rulekit_is_passed_over(tmp_path, monkeypatch):
    make(tmp_path, monkeypatch, {"rulekit.toml": '[lint]\nignore = ["RK022"]\n',
                                 "content/pyproject.toml": '[project]\nname = "not-rulekit"\n'})
    assert codes(lint(["content"])) == ["RK303"]
    make(tmp_path, monkeypatch, {"content/rulekit.toml": '[lint]\nignore = ["RK3"]\n'})
    assert codes(lint(["content"])) == ["RK022"]
    shown = invoke("lint", "content", "--show-settings")
    assert shown.exit_code == 0 and "content/rulekit.toml" in shown.output and "ignore: RK3" in shown.output


def test_a_pyproject_table_copied_into_a_rulekit_toml_is_a_usage_error(tmp_path, monkeypatch):
    make(tmp_path, monkeypatch, {"rulekit.toml": '[tool.rulekit.lint]\nignore = ["RK022"]\n'})
    result = invoke("lint", "content")
    assert result.exit_code == 2 and "unknown table 'tool'" in result.output


# ---------------------------------------------------------------- --content and RULEKIT_CONTENT
def test_lint_honours_the_content_option_and_the_environment(tmp_path, monkeypatch):
    make(tmp_path, monkeypatch)
    monkeypatch.chdir(tmp_path / "content/cards")  # no ./content here
    root = str(tmp_path / "content")
    result = invoke("--content", root, "lint", "--format", "concise")
    assert result.exit_code == 1 and "RK022" in result.output
    result = invoke("lint", "--format", "concise", env={"RULEKIT_CONTENT": root})
    assert result.exit_code == 1 and "RK022" in result.output
    # without either, ./content must exist: the checkout's own content is never linted instead
    result = invoke("lint", env={"RULEKIT_CONTENT": ""})
    assert result.exit_code == 2 and "no such file" in result.output


# ---------------------------------------------------------------- suppressions
def test_fluent_suppression_is_a_comment_on_the_line_above(tmp_path, monkeypatch):
    de = "mini = Mini\n# rulekit: ignore[RK305]\nhero-1 = Eins { $x }\nhero-2 = Zwei\nzone-deck = Stapel\n"
    make(tmp_path, monkeypatch, {"content/locales/de/mini.ftl": de})
    assert codes(lint(["content"], select=["RK3"])) == []
    # at the end of the message line it would be shown to players as text: reported, and it silences nothing
    de = "mini = Mini\nhero-1 = Eins { $x } # rulekit: ignore[RK305]\nhero-2 = Zwei\nzone-deck = Stapel\n"
    make(tmp_path, monkeypatch, {"content/locales/de/mini.ftl": de})
    found = lint(["content"], select=["RK3", "RK008"])
    assert codes(found) == ["RK305", "RK008"]
    assert "part of the text players see" in found[1].message


def test_rk305_points_at_the_unknown_variable_and_a_suppression_covers_the_whole_message(tmp_path, monkeypatch):
    de = "mini = Mini\nhero-1 =\n    Eins und\n    { $x } dazu\nhero-2 = Zwei\nzone-deck = Stapel\n"
    make(tmp_path, monkeypatch, {"content/locales/de/mini.ftl": de})
    (found,) = lint(["content"], select=["RK305"])
    assert (found.span.line, found.span.column, found.span.end_column) == (4, 7, 9)  # `$x`, not the id
    silenced = "mini = Mini\n# rulekit: ignore[RK305]\n" + de.removeprefix("mini = Mini\n")
    make(tmp_path, monkeypatch, {"content/locales/de/mini.ftl": silenced})
    assert codes(lint(["content"], select=["RK3", "RK008"])) == []


def test_unused_and_unknown_suppressions_are_reported(tmp_path, monkeypatch):
    cards = CARDS.replace("provenance: authored}\n  - {id: hero-2", "provenance: authored}  # rulekit: ignore[RK022]\n  - {id: hero-2")
    cards = cards.replace("swords: 1}, provenance: authored}", "swords: 1}, provenance: authored}  # rulekit: ignore[RK02]")
    cards = cards.replace("game: mini", "game: mini  # rulekit: ignore[RK9999]")
    make(tmp_path, monkeypatch, {"content/cards/mini/heroes.yaml": cards})
    found = [d for d in lint(["content"]) if d.code != "RK303"]
    assert [(d.code, d.span.line) for d in found] == [("RK008", 1), ("RK008", 1), ("RK008", 3)]
    assert "no rule code" in found[0].message or "no rule code" in found[1].message
    assert all(d.severity == "warning" for d in found)
    # a narrow selection does not make every other suppression "unused"
    assert codes(lint(["content"], select=["RK3"])) == ["RK303"]


# ---------------------------------------------------------------- explanations, statistics, output
def test_rule_explains_a_code():
    result = invoke("rule", "RK204")
    assert result.exit_code == 0
    for part in ("RK204 type-mismatch", "## Why", "## Example", "## Fix"):
        assert part in result.output
    assert invoke("rule", "type-mismatch").output == result.output
    missing = invoke("rule", "RK2004")
    assert missing.exit_code == 2 and "did you mean 'RK204'" in missing.output
    assert invoke("rule", "rk44").output.startswith("# RK044")  # the leading zero left out
    listing = invoke("rule", "--all").output.splitlines()
    assert len(listing) == len(CODES) and listing[0].startswith("RK000")


def test_statistics_count_findings_per_code(tmp_path, monkeypatch):
    make(tmp_path, monkeypatch)
    result = invoke("lint", "content", "--statistics")
    assert result.exit_code == 1
    assert result.output.splitlines() == ["1\tRK022\tundeclared-stat", "1\tRK303\tuntranslated"]


def test_sarif_rules_carry_their_help_and_a_link_only_where_one_is_published(tmp_path, monkeypatch):
    from rulekit.check import codes

    make(tmp_path, monkeypatch)
    result = lint_result(["content"])

    def rule_of(code):
        sarif = json.loads(format_diagnostics(result.diagnostics, "sarif", result.content.sources))
        return {rule["id"]: rule for rule in sarif["runs"][0]["tool"]["driver"]["rules"]}[code]

    rule = rule_of("RK022")
    assert "helpUri" not in rule  # no published page yet: no link to nowhere
    monkeypatch.setattr(codes, "DOCS_URL", "https://docs.example.org/lint-codes.html")
    assert rule_of("RK022")["helpUri"] == "https://docs.example.org/lint-codes.html#rk022"
    sarif = json.loads(format_diagnostics(result.diagnostics, "sarif", result.content.sources))
    assert rule["fullDescription"]["text"].startswith(CODES["RK022"].description)
    assert "## Fix" in rule["help"]["markdown"]
    assert sarif["runs"][0]["invocations"] == [{"executionSuccessful": True}]


# ---------------------------------------------------------------- pre-commit hook and the distribution name
def test_the_pre_commit_hook_matches_content_only_and_lints_the_whole_tree():
    hooks = {hook["id"]: hook for hook in yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text())}
    hook = hooks["rulekit-lint"]
    assert hook["pass_filenames"] is False and hook["entry"] == "rulekit lint"
    files = re.compile(hook["files"])
    for path in ("content/cards/mylady/paris.yaml", "content/games/mylady.yaml", "boards/x/b.yml",
                 "content/locales/de/ui.ftl"):
        assert files.search(path), path
    for path in (".github/workflows/ci.yml", "pyproject.toml", ".pre-commit-config.yaml", "docs/x.yaml",
                 "tests/data/a.yaml"):
        assert not files.search(path), path


def test_the_distribution_name_is_not_rulekit_but_the_command_and_import_are():
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")  # (tomllib is Python 3.11+)
    assert re.search(r'^name = "rulekit-games"$', pyproject, re.M)
    assert re.search(r'^\[project\.scripts\]\nrulekit = "rulekit\.cli:main"$', pyproject, re.M)
    assert "rulekit-games" in (ROOT / "README.md").read_text(encoding="utf-8")


# ---------------------------------------------------------------- load only what is needed
def test_linting_one_file_reads_only_its_own_game(monkeypatch):
    monkeypatch.chdir(ROOT)
    result = lint_result(["content/cards/musketiere/guards.yaml"])
    assert result.diagnostics == [] and result.files == ["content/cards/musketiere/guards.yaml"]
    read = result.content.files()
    assert "content/boards/musketiere/table.yaml" in read and "content/games/mylady.yaml" in read
    assert not [path for path in read if "/mylady/" in path or "/pendants/" in path]


def test_games_lists_without_compiling(monkeypatch):
    def no_compiling(*args, **kwargs):
        raise AssertionError("rulekit games must not compile")

    monkeypatch.setattr("rulekit.compile.game.compile_game", no_compiling)
    result = invoke("--content", str(CONTENT), "games")
    assert result.exit_code == 0 and "Mylady and the Musketeers" in result.output and "2-5" in result.output
    assert invoke("--content", str(CONTENT), "games", "--plain").output.split() == ["musketiere", "mylady", "pendants"]


def test_a_corrupt_or_unwritable_cache_changes_nothing(tmp_path, monkeypatch):
    cache = tmp_path / "cache"
    monkeypatch.setenv("RULEKIT_CACHE_DIR", str(cache))
    make(tmp_path, monkeypatch)
    first = lint(["content"])
    entries = list(cache.rglob("*.json"))
    assert entries  # the Fluent summaries were cached
    for index, entry in enumerate(entries):  # garbage, JSON of the wrong shape, another key
        entry.write_text(["{not json", '{"key": "x", "value": 1}', '[]'][index % 3], encoding="utf-8")
    assert lint(["content"]) == first
    monkeypatch.setenv("RULEKIT_CACHE_DIR", str(tmp_path / "content/games/mini.yaml"))  # a file: cannot be a dir
    assert lint(["content"]) == first
    monkeypatch.setenv("RULEKIT_CACHE_DIR", "off")
    assert lint(["content"]) == first
