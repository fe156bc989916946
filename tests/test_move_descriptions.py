"""English `description:` fields leave the mechanics YAML (RK014) and `rulekit.tools.move_descriptions` moves them
into the English Fluent file."""
from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from rulekit.check.lint import lint
from rulekit.compile.game import check_games, compile_game
from rulekit.load import load_content
from rulekit.tools.move_descriptions import apply, fluent_text, main, plan
from rulekit.load.cardtext import card_attribute
from rulekit.view.i18n import Localizer

GAME = """
id: mini
provenance: authored
players: {min: 2, max: 3}
card_kinds:
  pike: {stats: [value]}
zones:
  deck: {visibility: public, description: "Cards to draw from.", active: false}
  hand:
    per_player: true
    description: >-
      The cards a player
      holds.
    visibility: owner
player_counters:
  gold: {description: "Gold earned."}
flow:
  phases:
    - id: play
      steps:
        - {id: deal, do: "for p in players { draw(deck, p.hand, 1) }"}
"""

CARDS = """
game: mini
cards:
  - {id: alpha, kind: pike, deck: deck, stats: {value: 1}, provenance: authored, description: "Gain {2} gold."}
  - {id: beta, kind: pike, deck: deck, stats: {value: 2}, provenance: authored, description: "A note on beta."}
  - id: gamma
    description: Draw a card.
    kind: pike
    deck: deck
    stats: {value: 3}
    provenance: authored
  - {id: delta, kind: pike, deck: deck, copies: 2, stats: {value: 4}, provenance: authored, description: "Twins."}
"""

EN = """
mini = Mini
zone-deck = Deck
zone-hand = Hand
counter-gold = Gold
alpha = Alpha
beta = Beta
    .rules = Beta fights.
gamma = Gamma
    .rules = Draw a card.
delta = Delta
"""


@pytest.fixture()
def content(tmp_path: Path) -> Path:
    root = tmp_path / "content"
    for name, text in {"games/mini.yaml": GAME, "cards/mini/cards.yaml": CARDS, "locales/en/mini.ftl": EN}.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(textwrap.dedent(text).lstrip(), encoding="utf-8")
    return root


def test_descriptions_in_the_yaml_are_reported(content):
    found = [d for d in lint([content], compile_hook=check_games) if d.code == "RK014"]
    assert len(found) == 7 and all(d.severity == "warning" for d in found)
    names = " ".join(d.message for d in found)
    assert all(f"'{n}'" in names for n in ("alpha", "beta", "gamma", "delta", "zone-deck", "zone-hand", "counter-gold"))
    gamma = next(d for d in found if "'gamma'" in d.message)
    assert (gamma.span.line, gamma.span.column) == (6, 5)  # the key itself


def test_the_plan_says_where_each_text_goes(content):
    report = plan(content)
    where = {(m.message, m.attribute) for m in report.moves}
    assert where == {("alpha", "rules"), ("beta", "description"), ("gamma", ""), ("delta", "rules"),
                     ("zone-deck", "description"), ("zone-hand", "description"), ("counter-gold", "description")}
    assert report.problems == []
    assert next(m for m in report.moves if m.message == "zone-hand").text == "The cards a player holds."


def test_moving_keeps_every_text_and_leaves_the_content_clean(content):
    changed = apply(plan(content), content)
    assert len(changed) == 3
    assert lint([content], compile_hook=check_games) == []
    loaded, problems = load_content([content])
    assert problems == []
    definition = compile_game(loaded.documents_for("mini"), "mini")
    text = Localizer(content, "en")
    assert card_attribute(text, definition, "alpha", "rules") == "Gain {2} gold."  # braces shown, not read
    assert card_attribute(text, definition, "beta", "rules") == "Beta fights."
    assert card_attribute(text, definition, "beta", "description") == "A note on beta."
    assert card_attribute(text, definition, "delta-2", "rules") == "Twins."
    assert text.attribute("zone-hand", "description") == "The cards a player holds."
    yaml = (content / "cards/mini/cards.yaml").read_text()
    assert "description" not in yaml and "{id: alpha, kind: pike, deck: deck, stats: {value: 1}, provenance: authored}" in yaml
    game = (content / "games/mini.yaml").read_text()
    assert "deck: {visibility: public, active: false}" in game and "gold: {}" in game
    assert "    per_player: true\n    visibility: owner\n" in game


def test_a_text_that_would_be_lost_stays_in_the_yaml(content):
    ftl = content / "locales/en/mini.ftl"
    ftl.write_text(ftl.read_text().replace("delta = Delta\n", "").replace(
        "zone-deck = Deck\n", "zone-deck = Deck\n    .description = Other.\n"))
    report = plan(content)
    assert len(report.problems) == 2
    assert any("'delta'" in p for p in report.problems) and any("'zone-deck'" in p for p in report.problems)
    apply(report, content)
    yaml = (content / "cards/mini/cards.yaml").read_text()
    assert 'description: "Twins."' in yaml and "description: \"Gain" not in yaml
    assert 'description: "Cards to draw from."' in (content / "games/mini.yaml").read_text()


def test_dry_run_changes_nothing(content, capsys):
    before = (content / "cards/mini/cards.yaml").read_text()
    assert main([str(content), "--dry-run"]) == 0
    assert (content / "cards/mini/cards.yaml").read_text() == before
    out = capsys.readouterr().out
    assert "cards/0 -> alpha.rules" in out and "zones/hand -> zone-hand.description" in out
    # beta's text goes to .description because beta has rules: both are shown, to judge whether it repeats them
    assert "cards/1 -> beta.description\n    text:   A note on beta.\n    .rules: Beta fights.\n" in out
    assert out.count(".rules:") == 1


def test_fluent_text_escapes_braces():
    assert fluent_text("a {b} c") == 'a {"{"}b{"}"} c'


BOARD = """
id: mini-board
game: mini
provenance: authored
spaces:
  yard:
    tags: [open]
    description: "Where the duels are fought."
    provenance: authored
    source: "invented for the test"
    links:
      - {to: gate, kind: door, description: "A note for authors: stays."}
  gate: {tags: [closed], description: "The way out.", provenance: rulebook}
tracks:
  clock:
    length: 5
    description: "Rounds gone by."
    provenance: authored
"""


@pytest.fixture()
def board(content: Path) -> Path:
    (content / "boards/mini").mkdir(parents=True)
    (content / "boards/mini/board.yaml").write_text(textwrap.dedent(BOARD).lstrip(), encoding="utf-8")
    ftl = content / "locales/en/mini.ftl"
    ftl.write_text(ftl.read_text() + "mini-board = Board\nzone-yard = Yard\nzone-gate = Gate\ncounter-clock = Clock\n")
    return content


def test_descriptions_of_board_spaces_and_tracks_are_reported(board):
    """A board space is a zone (message zone-<id>), a track a game counter (counter-<id>); a link's description is
    a note for authors and stays."""
    found = [d for d in lint([board], compile_hook=check_games) if d.code == "RK014" and d.span.path.endswith("board.yaml")]
    assert sorted(d.message.split("'")[1] for d in found) == ["counter-clock", "zone-gate", "zone-yard"]
    yard = next(d for d in found if "'zone-yard'" in d.message)
    assert (yard.span.line, yard.span.column) == (7, 5)
    assert ".description" in yard.message


def test_a_space_and_a_track_description_move_to_their_messages(board):
    from rulekit.view.provenance import provenance_rows

    report = plan(board)
    assert {(m.message, m.attribute) for m in report.moves if m.yaml.endswith("board.yaml")} == {
        ("zone-yard", "description"), ("zone-gate", "description"), ("counter-clock", "description")}
    apply(report, board)
    assert lint([board], compile_hook=check_games) == []
    text = Localizer(board, "en")
    assert text.attribute("zone-yard", "description") == "Where the duels are fought."
    assert text.attribute("counter-clock", "description") == "Rounds gone by."
    yaml = (board / "boards/mini/board.yaml").read_text()
    assert yaml.count("description") == 1 and "A note for authors: stays." in yaml  # the link's note
    assert '    provenance: authored\n    source: "invented for the test"\n' in yaml
    assert "gate: {tags: [closed], provenance: rulebook}" in yaml
    # the provenance table of `rulekit docs` reads the moved text from Fluent
    rows = provenance_rows(load_content([board])[0], "mini")
    assert "| space | `yard` | authored | Where the duels are fought. |" in rows
    assert "| track | `clock` | authored | 5 squares. Rounds gone by. |" in rows


def test_option_labels_mark_only_counters_the_seat_sees():
    """The labels' counter marks come from the seat's view: a card lying face down (or in another's hand) shows
    none of its counters, whatever the whole state holds (terminal and web both use this)."""
    from rulekit.run.views import HIDDEN
    from rulekit.view.describe import Describer

    view = {"zones": {"hand@0": [{"id": "seen", "counters": {"wounded": 1}}],
                      "hand@1": [{"id": HIDDEN, "counters": {"wounded": 1}}], "deck": 3}}
    assert Describer.seen_counters(view) == {"seen": {"wounded": 1}}
