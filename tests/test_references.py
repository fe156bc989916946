"""Closed-world reference checks (rulekit.check.references): RK020-RK030."""
from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from rulekit.check import CODES, check_references
from rulekit.load import load_content

ROOT = Path(__file__).resolve().parents[1]

GAME = """
id: mini
provenance: authored
players: {min: 2, max: 4, default: 3}
score: points
card_kinds:
  hero: {stats: [value, swords], optional_stats: [title], counters: [gem]}
  foe: {stats: [value]}
zones:
  deck: {visibility: hidden}
  pile: {visibility: public}
  hand: {per_player: true, visibility: owner}
player_counters:
  points: {initial: 0}
player_counts:
  "2": {remove: [foe-9], player_counters: {points: 1}, provenance: authored}
flow:
  phases:
    - id: play
      steps:
        - {id: draw, do: "draw(deck, hand, 1)"}
triggers:
  - {id: win, on: duel_won, do: "winner.points += 1"}
"""

HEROES = """
game: mini
cards:
  - {id: hero-1, kind: hero, deck: deck, stats: {value: 1, swords: 0}, provenance: authored}
  - {id: hero-2, kind: hero, deck: deck, stats: {value: 2, swords: 1, title: duke}, counters: {gem: 1}, provenance: authored}
"""

FOES = """
game: mini
cards:
  - {id: foe-9, kind: foe, deck: deck, stats: {value: 9}, provenance: authored}
"""


def write_and_check(tmp_path, monkeypatch, files: dict[str, str | None]) -> list:
    """Write a small valid content tree with some files replaced, load it, return the reference findings."""
    monkeypatch.chdir(tmp_path)
    base = {"content/games/mini.yaml": GAME, "content/cards/mini/heroes.yaml": HEROES,
            "content/cards/mini/foes.yaml": FOES}
    base.update(files)
    for name, text in base.items():
        if text is None:
            continue
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text).lstrip("\n"), encoding="utf-8")
    content, _ = load_content(["content"])
    return check_references(content)


def test_a_valid_tree_has_no_findings(tmp_path, monkeypatch):
    assert write_and_check(tmp_path, monkeypatch, {}) == []


def test_the_real_content_has_no_findings():
    content, _ = load_content([ROOT / "content"])
    found = check_references(content)
    assert found == []  # no English descriptions left in the YAML of any game (RK014) either


def test_duplicate_card_id_across_files_points_at_the_second(tmp_path, monkeypatch):
    diagnostics = write_and_check(tmp_path, monkeypatch, {"content/cards/mini/foes.yaml": """
        game: mini
        cards:
          - {id: foe-9, kind: foe, deck: deck, stats: {value: 9}, provenance: authored}
          - {id: hero-2, kind: foe, deck: deck, stats: {value: 4}, provenance: authored}
    """})
    (diag,) = diagnostics
    assert diag.code == "RK020"
    # heroes.yaml sorts after foes.yaml: the second definition is in heroes.yaml
    assert diag.span.path == "content/cards/mini/heroes.yaml" and diag.span.line == 4
    assert "content/cards/mini/foes.yaml:4" in diag.message and diag.span.card == "hero-2"


def test_card_id_may_not_reuse_a_board_id(tmp_path, monkeypatch):
    diagnostics = write_and_check(tmp_path, monkeypatch, {
        "content/boards/mini/board.yaml": "id: hero-1\ngame: mini\nprovenance: authored\n"})
    assert [(d.code, d.span.path) for d in diagnostics] == [("RK020", "content/cards/mini/heroes.yaml")]
    assert "board" in diagnostics[0].message


def test_unknown_card_kind_suggests_a_declared_one(tmp_path, monkeypatch):
    diagnostics = write_and_check(tmp_path, monkeypatch, {"content/cards/mini/foes.yaml": """
        game: mini
        cards:
          - {id: foe-9, kind: foes, deck: deck, stats: {value: 9}, provenance: authored}
    """})
    (diag,) = diagnostics
    assert diag.code == "RK021" and diag.suggestion == "foe"
    assert (diag.span.line, diag.span.column) == (3, 23)


def test_undeclared_and_missing_stats(tmp_path, monkeypatch):
    diagnostics = write_and_check(tmp_path, monkeypatch, {"content/cards/mini/heroes.yaml": """
        game: mini
        cards:
          - id: hero-1
            kind: hero
            deck: deck
            stats: {value: 1, sword: 0}
            counters: {gems: 2}
            provenance: authored
    """})
    assert sorted(d.code for d in diagnostics) == ["RK022", "RK022", "RK023"]
    stat = next(d for d in diagnostics if d.code == "RK022" and "stat" in d.message)
    assert stat.suggestion == "swords" and (stat.span.line, stat.span.column) == (6, 23)
    counter = next(d for d in diagnostics if d.code == "RK022" and "counter" in d.message)
    assert counter.suggestion == "gem"
    missing = next(d for d in diagnostics if d.code == "RK023")
    assert "'swords'" in missing.message and missing.span.line == 6 and missing.span.card == "hero-1"


def test_unknown_deck_zone(tmp_path, monkeypatch):
    diagnostics = write_and_check(tmp_path, monkeypatch, {"content/cards/mini/foes.yaml": """
        game: mini
        cards:
          - {id: foe-9, kind: foe, deck: dekc, stats: {value: 9}, provenance: authored}
    """})
    (diag,) = diagnostics
    assert diag.code == "RK024" and diag.suggestion == "deck"


def test_unknown_id_in_player_counts_remove(tmp_path, monkeypatch):
    game = GAME.replace("remove: [foe-9]", "remove: [foe-9, foe-09]")
    diagnostics = write_and_check(tmp_path, monkeypatch, {"content/games/mini.yaml": game})
    (diag,) = diagnostics
    assert diag.code == "RK025" and diag.suggestion == "foe-9"
    assert diag.span.path == "content/games/mini.yaml" and diag.span.line == 15


def test_cards_of_a_game_without_a_game_file(tmp_path, monkeypatch):
    diagnostics = write_and_check(tmp_path, monkeypatch, {
        "content/cards/mni/x.yaml": "game: mni\ncards: [{id: x-1, kind: foe, deck: deck, provenance: authored}]\n"})
    (diag,) = diagnostics
    assert diag.code == "RK026" and diag.suggestion == "mini" and diag.span.line == 1


def test_a_broken_game_file_does_not_orphan_its_cards(tmp_path, monkeypatch):
    diagnostics = write_and_check(tmp_path, monkeypatch, {"content/games/mini.yaml": "id: [mini\n"})
    assert diagnostics == []  # the YAML error (RK001) is reported by the loader


def test_score_must_be_a_player_counter(tmp_path, monkeypatch):
    diagnostics = write_and_check(tmp_path, monkeypatch, {
        "content/games/mini.yaml": GAME.replace("score: points", "score: point")})
    (diag,) = diagnostics
    assert diag.code == "RK027" and diag.suggestion == "points"


def test_counter_overrides_must_name_counters_or_supplies(tmp_path, monkeypatch):
    diagnostics = write_and_check(tmp_path, monkeypatch, {
        "content/games/mini.yaml": GAME.replace("player_counters: {points: 1}", "player_counters: {points: 1}, counters: {gems: 2, gold: 3}"),
        "content/boards/mini/table.yaml": "id: table\ngame: mini\nprovenance: authored\nsupplies: {gems: {count: 3}}\n",
    })
    (diag,) = diagnostics
    assert diag.code == "RK028" and "'gold'" in diag.message


def test_player_counter_overrides_must_name_player_counters(tmp_path, monkeypatch):
    diagnostics = write_and_check(tmp_path, monkeypatch, {
        "content/games/mini.yaml": GAME.replace("player_counters: {points: 1}", "player_counters: {point: 1}")})
    (diag,) = diagnostics
    assert diag.code == "RK028" and diag.suggestion == "points"


def test_player_counts_outside_the_range(tmp_path, monkeypatch):
    game = GAME.replace('"2": {remove', '"6": {remove').replace("default: 3", "default: 5")
    diagnostics = write_and_check(tmp_path, monkeypatch, {"content/games/mini.yaml": game})
    assert [d.code for d in diagnostics] == ["RK030", "RK030"]


def test_duplicate_trigger_phase_and_step_ids(tmp_path, monkeypatch):
    game = GAME.replace("- {id: draw, do: \"draw(deck, hand, 1)\"}",
                        "- {id: draw, do: \"draw(deck, hand, 1)\"}\n        - {id: draw, do: \"x = 1\"}")
    game += "  - {id: win, on: duel_lost, do: \"x = 1\"}\n"
    diagnostics = write_and_check(tmp_path, monkeypatch, {"content/games/mini.yaml": game})
    assert sorted(d.message.split(" id ")[0] for d in diagnostics) == ["duplicate step", "duplicate trigger"]


def test_every_code_the_source_reports_is_in_the_table_and_every_code_is_used():
    """The code table is the one list: no finding without an entry, no entry that nothing reports."""
    import re

    package = Path(__file__).resolve().parent.parent / "rulekit"
    used = set()
    for source in package.rglob("*.py"):
        if source.name != "codes.py":
            used |= set(re.findall(r'"(RK\d{3})"', source.read_text(encoding="utf-8")))
    assert used <= set(CODES), sorted(used - set(CODES))
    assert set(CODES) <= used, sorted(set(CODES) - used)
