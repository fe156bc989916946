"""Locales: loading .ftl files, completeness checks (RK301-RK306) and the Localizer."""
from __future__ import annotations

import re

import textwrap
from pathlib import Path

import pytest

from rulekit.check import check_locales, required_messages
from rulekit.load import load_content, load_locales, parse_ftl
from rulekit.view.i18n import Localizer

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
player_counters:
  points: {}
flow:
  phases:
    - id: play
      steps:
        - id: pick
          do: |
            secret_pick(players, deck, deck, 1, prompt="pick-one")
            let x = choose_cards(player, deck, 1, prompt = "pick-two")
"""
CARDS = "game: mini\ncards:\n  - {id: hero-1, kind: hero, deck: deck, stats: {value: 1}, provenance: authored}\n"
BOARD = "id: table\ngame: mini\nprovenance: authored\nsupplies:\n  gems: {count: 3}\n"
EN = """
mini = Mini
    .summary = A small game.
hero-1 = Hero one
table = Table
zone-deck = Deck
counter-points = Points
counter-gems = Gems
prompt-pick-one = Pick one.
prompt-pick-two = Pick another.
ui-round = Round { $round }
"""
DE = """
mini = Mini
    .summary = Ein kleines Spiel.
hero-1 = Held eins
table = Tisch
zone-deck = Stapel
counter-points = Punkte
counter-gems = Edelsteine
prompt-pick-one = Wähle eine.
prompt-pick-two = Wähle noch eine.
ui-round = Runde { $round }
"""


def make(tmp_path: Path, monkeypatch, locales: dict[str, str]) -> list:
    monkeypatch.chdir(tmp_path)
    files = {"content/games/mini.yaml": GAME, "content/cards/mini/heroes.yaml": CARDS,
             "content/boards/mini/table.yaml": BOARD}
    files.update({f"content/locales/{name}": text for name, text in locales.items()})
    for name, text in files.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text).lstrip("\n"), encoding="utf-8")
    content, _ = load_content(["content"])
    return check_locales(content)


def test_required_messages_of_musketiere():
    content, _ = load_content([CONTENT])
    required = required_messages(content, "musketiere")
    expected = {"musketiere", "table", "musketiere-guard", "musketiere-musketeer", "zone-hand", "zone-musketeer_deck",
                "counter-ducats", "counter-sitting_out", "counter-gems", "counter-prisons", "prompt-choose-pay",
                "prompt-choose-duel-card", "prompt-discard-in-prison"}
    assert expected <= set(required)
    assert not any(m.startswith(("guard-", "musketeer-")) for m in required)  # one message per kind, not per card
    span, what = required["prompt-choose-pay"]
    assert what == "prompt" and span.path.endswith("musketiere.yaml") and span.line > 1


def test_real_locales_are_complete_and_clean():
    content, _ = load_content([CONTENT])
    assert check_locales(content) == []
    english = set(content.locales.messages("en"))
    for lang in ("de", "fr"):
        assert set(content.locales.messages(lang)) == english
    terminal = (Path(__file__).parent.parent / "rulekit/view/terminal.py").read_text(encoding="utf-8")
    ui = set(re.findall(r'"(ui-[a-z-]+)"', terminal)) | {"option-take-gem", "option-free-card"}
    assert len(ui) > 10
    ruleset_prompts = {"prompt-gem-or-free", "prompt-place-gem", "prompt-place-prison", "prompt-steal-gem",
                       "prompt-take-prison-from", "prompt-free-card", "prompt-return-gem"}
    assert ui | ruleset_prompts <= english


def test_a_complete_tree_is_clean(tmp_path, monkeypatch):
    assert make(tmp_path, monkeypatch, {"en/mini.ftl": EN, "de/mini.ftl": DE}) == []


def test_missing_english_message_points_at_the_content(tmp_path, monkeypatch):
    diagnostics = make(tmp_path, monkeypatch, {"en/mini.ftl": EN.replace("hero-1 = Hero one\n", "")
                                               .replace("prompt-pick-two = Pick another.\n", "")})
    assert sorted((d.code, d.span.path, d.span.line) for d in diagnostics) == [
        ("RK302", "content/cards/mini/heroes.yaml", 3),
        ("RK302", "content/games/mini.yaml", 17),
    ]
    card = next(d for d in diagnostics if "hero-1" in d.message)
    assert card.span.card == "hero-1" and card.severity == "error"


def test_missing_translation_is_a_warning_in_that_locale(tmp_path, monkeypatch):
    diagnostics = make(tmp_path, monkeypatch, {"en/mini.ftl": EN, "de/mini.ftl": DE.replace("table = Tisch\n", "")})
    (diag,) = diagnostics
    assert diag.code == "RK303" and diag.severity == "warning"
    assert diag.span.path == "content/locales/de/mini.ftl" and "1 of 9 messages" in diag.message and "(89% done)" in diag.message and "table" in diag.message


def test_missing_attribute_and_obsolete_message(tmp_path, monkeypatch):
    german = DE.replace("    .summary = Ein kleines Spiel.\n", "") + "old-message = Alt\n"
    diagnostics = make(tmp_path, monkeypatch, {"en/mini.ftl": EN, "de/mini.ftl": german})
    assert sorted(d.code for d in diagnostics) == ["RK303", "RK304"]
    obsolete = next(d for d in diagnostics if d.code == "RK304")
    assert obsolete.severity == "warning" and obsolete.span.line == german.strip().count("\n") + 1


def test_variables_that_differ_are_an_error(tmp_path, monkeypatch):
    diagnostics = make(tmp_path, monkeypatch, {
        "en/mini.ftl": EN, "fr/mini.ftl": DE.replace("Runde { $round }", "Manche { $manche }")})
    (diag,) = diagnostics
    assert diag.code == "RK305" and "$round" in diag.message and "$manche" in diag.message
    assert diag.span.path == "content/locales/fr/mini.ftl"
    line = (tmp_path / diag.span.path).read_text().splitlines()[diag.span.line - 1]
    assert line[diag.span.column - 1:diag.span.end_column - 1] == "$manche"  # at the unknown variable


@pytest.mark.parametrize("after", ["next = ok\n", "\n\n# a comment\nnext = ok\n", ""])
def test_ftl_syntax_error_has_a_position(tmp_path, monkeypatch, after):
    """A "{" never closed at the end of a line is reported on that line, at its last character, not where Fluent
    gave up (the next entry, a comment after blank lines, or past the end of the file)."""
    diagnostics = make(tmp_path, monkeypatch, {"en/mini.ftl": EN + "broken = { $x \n" + after})
    (diag,) = [d for d in diagnostics if d.code == "RK301"]
    assert diag.span.path == "content/locales/en/mini.ftl"
    assert diag.span.line == EN.strip().count("\n") + 2 and diag.span.column == len("broken = { $x")


def test_duplicate_message_id(tmp_path, monkeypatch):
    diagnostics = make(tmp_path, monkeypatch, {"en/mini.ftl": EN, "en/more.ftl": "table = Another table\n"})
    (diag,) = diagnostics
    assert diag.code == "RK306" and diag.span.path == "content/locales/en/more.ftl"
    assert "content/locales/en/mini.ftl:4" in diag.message


def test_no_locales_means_no_locale_checks(tmp_path, monkeypatch):
    assert make(tmp_path, monkeypatch, {}) == []


def test_parse_ftl_positions_are_one_based():
    locale_file = parse_ftl("a = A\n\nb-c = B { $n }\n", "x.ftl", "en")
    assert locale_file.position(0) == (1, 1)
    assert locale_file.position(7) == (3, 1)


# ---------------------------------------------------------------- Localizer


@pytest.mark.parametrize("lang, expected", [("en", "Round 3"), ("de", "Runde 3"), ("fr", "Manche 3")])
def test_localizer_formats_in_each_language(lang, expected):
    loc = Localizer(CONTENT, lang)
    assert loc.text("ui-round", round=3) == expected
    assert "\u2068" not in loc.text("ui-choose-number", min=1, max=4)  # no isolation marks


def test_localizer_from_a_locale_set_and_attributes():
    content, _ = load_content([CONTENT])
    loc = Localizer(content.locales, "de")
    assert loc.text("musketiere") == "Musketiere"
    assert "100" in loc.attribute("musketiere", "summary")
    assert loc.text("musketiere-guard", value=40) == "Garde des Kardinals 40"  # the term and the stat
    assert {"de", "en", "fr", "it", "pt"} <= set(loc.available_languages())


def test_unknown_message_is_its_id_in_brackets():
    loc = Localizer(CONTENT, "fr")
    assert loc.text("no-such-message") == "[no-such-message]"
    assert loc.attribute("musketiere", "nope") == "[musketiere.nope]"
    assert loc.attribute("no-such-message", "rules") == "[no-such-message.rules]"


def test_missing_translation_falls_back_to_english(tmp_path):
    for lang, text in (("en", "a = Apple\nb = Bread\n"), ("de", "a = Apfel\n")):
        (tmp_path / lang).mkdir()
        (tmp_path / lang / "x.ftl").write_text(text, encoding="utf-8")
    loc = Localizer(tmp_path, "de")
    assert (loc.text("a"), loc.text("b")) == ("Apfel", "Bread")
    locales, _ = load_locales(tmp_path)
    assert Localizer(locales, "xx").text("a") == "Apple"  # an unknown language is English


def test_pseudo_localization_is_accented_longer_and_bracketed():
    loc = Localizer(CONTENT, "pseudo")
    english = Localizer(CONTENT, "en").text("ui-choose-number", min=1, max=4)
    pseudo = loc.text("ui-choose-number", min=1, max=4)
    assert pseudo.startswith("[") and pseudo.endswith("]")
    assert len(pseudo) >= 1.35 * len(english)
    assert "1" in pseudo and "4" in pseudo  # arguments are not mangled
    assert not any(c in pseudo for c in "aeiou")
    assert loc.attribute("guard-25", "rules").startswith("[")


def test_a_locale_without_a_games_file_does_not_offer_that_game(tmp_path, monkeypatch):
    # Italian ships only the shared common.ftl here: the game's messages fall back to English without a
    # warning, while a message missing from a file Italian does have is still reported.
    diagnostics = make(tmp_path, monkeypatch, {"en/mini.ftl": EN, "en/common.ftl": "common-a = A\ncommon-b = B\n",
                                               "it/common.ftl": "common-a = Uno\n"})
    assert [d.code for d in diagnostics] == ["RK303"] and "common-b" in diagnostics[0].message


def test_an_option_label_takes_the_games_own_message_first():
    """Every game's messages share a locale: the Pendants' `end` option reads `option-pendants-end`, Mylady's the
    plain `option-end` (docs/effect-language.md, Choices)."""
    from rulekit import catalog
    from rulekit.run.game import Game
    from rulekit.view.describe import Describer
    from rulekit.view.i18n import Localizer

    root = catalog.default_content_root()
    text = Localizer(root, "en")
    pendants = Describer(Game(catalog.game("pendants"), 5, 1), 0, text)
    mylady = Describer(Game(catalog.game("mylady"), 5, 1), 0, text)
    end = {"value": "end", "label": "option-end", "args": {}}
    assert pendants.option_label(end) == text.text("option-pendants-end") != text.text("option-end")
    assert mylady.option_label(end) == text.text("option-end")
