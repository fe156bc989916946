"""The language server's logic without the protocol (no pygls needed): where the cursor stands in effect text,
what is offered there, hover and definitions, and the analysis of unsaved buffers (issue 12, point 6)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from rulekit.cli import main
from rulekit.lsp import features
from rulekit.lsp.analysis import Project
from rulekit.lsp.effects import effect_at, local_names, token_at, yaml_key_at

ROOT = Path(__file__).resolve().parents[1]
GAME = ROOT / "content" / "games" / "musketiere.yaml"


@pytest.fixture(scope="module")
def project() -> Project:
    project = Project()
    assert project.analyse(GAME) == []
    return project


def _where(text: str, needle: str, offset: int = 0) -> tuple[int, int]:
    index = text.index(needle) + offset
    return text.count("\n", 0, index), index - (text.rfind("\n", 0, index) + 1)


def test_cursor_in_a_block_scalar_maps_into_the_effect_text():
    text = GAME.read_text(encoding="utf-8")
    line, column = _where(text, "player.hand, 1,", len("player."))
    cursor = effect_at(text, line, column)
    assert cursor.key == "do" and cursor.path == ("triggers", 2, "do")
    assert cursor.text.startswith("let thrown = choose_cards(") and cursor.text.endswith("player.")
    assert cursor.indent == 6 and cursor.start == (line, 6)


def test_cursor_in_plain_and_quoted_scalars_and_outside_them():
    text = GAME.read_text(encoding="utf-8")
    cursor = effect_at(text, *_where(text, "do: claim_gem(winner)", len("do: claim")))
    assert (cursor.key, cursor.text, cursor.path) == ("do", "claim", ("triggers", 0, "do"))
    cursor = effect_at(text, *_where(text, 'while: "count(players', len('while: "count(')))
    assert (cursor.key, cursor.text) == ("while", "count(")
    line, column = _where(text, "do: 'secret_pick(")
    closed = len(text.splitlines()[line])  # after the closing quote
    assert effect_at(text, line, closed) is None
    assert effect_at(text, *_where(text, "on: duel_won", len("on: duel"))) is None
    assert effect_at(text, *_where(text, "source: \"Le duel\"", 10)) is None


def test_cursor_found_while_the_yaml_does_not_parse():
    text = "triggers:\n  - id: a\n    on: duel_won\n    do: \"move(p.\n  - id: b\n"
    cursor = effect_at(text, 3, len('    do: "move(p.'))
    assert cursor is not None and cursor.text == "move(p." and cursor.path is None
    block = "triggers:\n  - id: a\n    on: x\n    do: |\n      for p in players {\n        mo"
    cursor = effect_at(block, 5, 10)
    assert cursor.text == "for p in players {\n  mo"
    assert local_names(cursor.text) == {"p": "loop variable"}


def test_token_at_knows_strings_comments_backticks_and_attributes():
    assert token_at("move(p.").owner == "p"
    assert token_at("top(guard).va").prefix == "va"
    assert token_at("x = `guard-0").quoted and token_at("x = `guard-0").prefix == "guard-0"
    assert token_at('choose p "musketeer-act').in_string
    assert token_at("a # a comment").in_string and not token_at("a # a comment\nmo").in_string
    assert token_at('f("a\\"b") + le').prefix == "le"
    assert yaml_key_at("    on: duel_w") == ("on", "duel_w")
    assert yaml_key_at('  "2": {remove: [guard-25, gu') == ("remove", "gu")
    assert yaml_key_at("    source: x") is None


SMALL_GAME = """
id: duelists
provenance: authored
players: {min: 2, max: 2}
score: glory
card_kinds:
  fighter: {stats: [strength], counters: [wounds]}
zones:
  deck: {visibility: hidden}
  field: {per_player: true, visibility: public, active: true}
player_counters:
  glory: {initial: 0}
events:
  fought: {payload: {winner: player}, description: "Someone won a fight."}
flow:
  phases:
    - id: main
      steps:
        - {id: fight, do: "signal(fought, winner=players[0])"}
"""
SMALL_CARDS = """
game: duelists
cards:
  - id: knight
    kind: fighter
    deck: deck
    stats: {strength: 5}
    provenance: authored
    triggers:
      - id: cheer
        on: fought
        do: |
          winner.glory += 1
"""


def test_completion_in_a_card_trigger_offers_self_owner_the_payload_and_attributes(tmp_path):
    for folder in ("games", "cards/duelists"):
        (tmp_path / folder).mkdir(parents=True)
    (tmp_path / "games" / "duelists.yaml").write_text(SMALL_GAME, encoding="utf-8")
    cards = tmp_path / "cards" / "duelists" / "cards.yaml"
    cards.write_text(SMALL_CARDS, encoding="utf-8")
    project = Project()
    assert [d.code for d in project.analyse(cards) if d.severity == "error"] == []
    line, column = _where(SMALL_CARDS, "winner.glory", 0)
    items = {i.label: i for i in features.complete(project, str(cards), SMALL_CARDS, line, column)}
    assert {"self", "owner", "winner", "move", "knight", "fought", "deck", "field"} <= set(items)
    assert items["self"].detail == "card" and items["winner"].detail == "player"
    typed = SMALL_CARDS.replace("winner.glory += 1", "self.")
    line, column = _where(typed, "self.", len("self."))
    labels = {i.label for i in features.complete(project, str(cards), typed, line, column)}
    assert {"strength", "wounds", "zone", "owner", "kind"} <= labels and "glory" not in labels
    typed = SMALL_CARDS.replace("winner.glory += 1", "winner.")
    labels = {i.label for i in features.complete(project, str(cards), typed, line, len("          winner."))}
    assert {"glory", "field", "seat"} <= labels and "strength" not in labels
    assert features.hover(project, str(cards), SMALL_CARDS, *_where(SMALL_CARDS, "id: knight", 5)).startswith(
        "```\ncard knight: fighter in deck")


def test_completion_is_empty_inside_strings_and_offers_ids_in_backticks(project):
    text = GAME.read_text(encoding="utf-8")
    line, column = _where(text, 'prompt="choose-pay', len('prompt="ch'))
    assert features.complete(project, str(GAME), text, line, column) == []
    edited = text.replace("do: claim_gem(winner)", "do: move(`guard-0", 1)
    line, column = _where(edited, "do: move(`guard-0", len("do: move(`guard-0"))
    items = features.complete(project, str(GAME), edited, line, column)
    assert "guard-04" in {i.label for i in items} and all(i.kind == "card" for i in items)


def test_completion_without_snippet_support_inserts_plain_names(project):
    text = GAME.read_text(encoding="utf-8")
    items = features.complete(project, str(GAME), text, *_where(text, "do: claim_gem(winner)", 4), snippets=False)
    move = next(i for i in items if i.label == "move")
    assert move.insert is None and not move.snippet


def test_hover_on_a_lint_code_in_a_suppression_comment(project):
    text = "cards:\n  - {id: x, kind: guard}  # rulekit: ignore[RK022]\n"
    about = features.hover(project, str(GAME), text, 1, text.splitlines()[1].index("RK022") + 2)
    assert about.startswith("# RK022")


def test_definition_of_a_primitive_is_its_python_function(project):
    text = GAME.read_text(encoding="utf-8")
    spans = features.definition(project, str(GAME), text, *_where(text, "shuffle(musketeer_deck)", 2))
    assert len(spans) == 1 and spans[0].path.endswith(".py")
    assert "def shuffle" in Path(spans[0].path).read_text(encoding="utf-8").splitlines()[spans[0].line - 1]


def test_analysis_reads_unsaved_buffers_and_keeps_the_last_good_names(project):
    text = GAME.read_text(encoding="utf-8")
    broken = text.replace("  beaten: {visibility: public", "  beaten: {visibility: publik", 1)
    found = project.analyse(GAME, {str(GAME): broken})
    assert [d.code for d in found] == ["RK012"]
    # the game did not compile this time; its procedures are still offered from the last good definition
    items = features.complete(project, str(GAME), broken, *_where(broken, "do: claim_gem(winner)", 4))
    assert "claim_gem" in {i.label for i in items}
    assert project.analyse(GAME, {str(GAME): text}) == []


def test_lsp_command_without_the_extra_says_how_to_install_it(monkeypatch):
    monkeypatch.setitem(sys.modules, "pygls", None)
    monkeypatch.delitem(sys.modules, "rulekit.lsp.server", raising=False)
    result = CliRunner().invoke(main, ["lsp"])
    assert result.exit_code == 2
    assert "needs the lsp extra" in " ".join(result.output.split())


def test_hover_on_a_board_space_and_a_track_shows_their_english_description_from_fluent():
    """Mylady's spaces and tracks have no `description:` in the YAML any more (RK014): the hover reads
    `zone-<space>.description` and `counter-<track>.description` from the English locale."""
    game = ROOT / "content" / "games" / "mylady.yaml"
    project = Project()
    assert [d for d in project.analyse(game) if d.severity == "error"] == []
    text = game.read_text(encoding="utf-8")
    space = features.hover(project, str(game), text, *_where(text, "move(figure(m), bastille)", len("move(figure(m), bas")))
    assert space.startswith("```\nboard space bastille [jail]")
    assert "only Richelieu or a treachery card sends a musketeer here" in space
    track = features.hover(project, str(game), text, *_where(text, "if louvre_marker >= 3", len("if louvre")))
    assert "track louvre_marker (a game counter)" in track and "Rounds the current Louvre mission has lasted." in track


def test_a_sweep_file_is_checked_from_its_unsaved_buffer_as_rulekit_sweep_reads_it(tmp_path):
    sweep = tmp_path / "sweep.yaml"
    sweep.write_text("game: pendants\ngames: 10\naxes:\n  players: [3]\n", encoding="utf-8")
    project = Project()
    assert project.analyse(sweep) == []
    typed = "game: pendants\ngames: 10\naxes:\n  players: [3, 9]\n"
    (found,) = project.analyse(sweep, {str(sweep): typed})
    assert (found.code, found.span.line) == ("RK030", 4) and "not 9" in found.message


def test_a_pack_file_is_checked_from_its_unsaved_buffer(tmp_path):
    """A file of a content pack is checked with its pack, from what the editor holds, not from the disk."""
    import shutil

    pack = tmp_path / "tavern"
    shutil.copytree(Path(__file__).parent / "packs" / "mylady_tavern", pack)
    cards = pack / "cards" / "tavern.yaml"
    project = Project()
    assert [d for d in project.analyse(cards) if d.severity == "error"] == []
    typed = cards.read_text().replace("kind: place_action", "kind: place_actoin", 1)
    assert typed != cards.read_text()
    found = [d for d in project.analyse(cards, {str(cards): typed}) if d.severity == "error"]
    assert found and Path(found[0].span.path).resolve() == cards.resolve()
    assert found[0].code == "RK021" and found[0].suggestion == "place_action"
    assert [d for d in project.analyse(cards, {str(cards): cards.read_text()}) if d.severity == "error"] == []
