"""Effects in words (rulekit/effects/words.py): the rules text of a card generated from its effect per language,
checked against the written `.rules` text (RK320), and shown by `rulekit show`."""
from __future__ import annotations

import shutil
import textwrap
from pathlib import Path

import pytest
from click.testing import CliRunner

from rulekit import catalog
from rulekit.check.lint import lint
from rulekit.check.rules_text import numbers_in
from rulekit.cli import main
from rulekit.compile.game import check_games
from rulekit.effects import parse_effect
from rulekit.effects.words import Vocabulary, in_words, params_of, vocabulary
from rulekit.errors import Span
from rulekit.run.primitives import core_registry
from rulekit.view.i18n import Localizer

ROOT = Path(__file__).resolve().parents[1]
HERE = Span("test.yaml", 1, 1)

GAME = """
id: mini
provenance: authored
players: {min: 2, max: 3}
card_kinds:
  pike: {stats: [gold]}
zones:
  deck: {visibility: public}
  hand: {per_player: true, visibility: owner, active: true}
player_counters:
  gold: {}
events:
  fought: {payload: {player: player}}
flow:
  phases:
    - id: play
      steps:
        - {id: deal, do: "for p in players { draw(deck, p.hand, 1) }"}
"""

CARDS = """
game: mini
cards:
  - id: pikeman
    kind: pike
    deck: deck
    copies: 2
    stats: {gold: 3}
    provenance: authored
    triggers:
      - {id: pay, on: fought, if: "player == owner", do: "owner.gold += self.gold; draw(deck, owner.hand, 2)"}
"""

EN = """
mini = Mini
zone-deck = Deck
zone-hand = Hand
counter-gold = Gold
pikeman = Pikeman
    .rules = When you fight: gain { $gold } gold and draw 2 cards.
"""

DE = """
mini = Mini
zone-deck = Stapel
zone-hand = Hand
counter-gold = Gold
pikeman = Pikenier
    .rules = Wenn du kämpfst: erhalte { $gold } Gold und ziehe 4 Karten.
"""


@pytest.fixture()
def content(tmp_path: Path) -> Path:
    root = tmp_path / "content"
    for name, text in {"games/mini.yaml": GAME, "cards/mini/cards.yaml": CARDS, "locales/en/mini.ftl": EN,
                       "locales/de/mini.ftl": DE}.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(textwrap.dedent(text).lstrip(), encoding="utf-8")
    for lang in ("en", "de"):
        shutil.copy(ROOT / f"content/locales/{lang}/rules.ftl", root / f"locales/{lang}/rules.ftl")
    return root


CORE = Vocabulary(params_of(core_registry()))  # the core's primitives, no game's names


def words(text: str, lang: str = "en", vocabulary_: Vocabulary | None = None, stats=None):
    return in_words(parse_effect(text, HERE), Localizer(ROOT / "content", lang), vocabulary_ or CORE, stats)


# ---------------------------------------------------------------------------------------------- the renderer


def test_statements_and_calls_in_words():
    said = words("if count(deck) > 0 { draw(deck, hand, 2) } else { shuffle(deck) }")
    assert said.text == "if the number of deck is more than 0:\n  draw 2 cards from deck to hand\notherwise:\n  shuffle deck"
    assert said.complete


def test_numbers_select_plurals_in_each_language():
    assert words("draw(deck, hand, 1)").text == "draw a card from deck to hand"  # the default count is passed too
    assert words("draw(deck, hand)").text == "draw a card from deck to hand"
    assert words("draw(deck, hand, 3)", "de").text == "3 Karten von deck nach hand ziehen"
    assert words("repeat 1 { stop }", "fr").text == "une fois :\n  s'arrêter ici"


def test_a_game_vocabulary_names_zones_counters_and_options():
    definition = catalog.game("musketiere", (), ROOT / "content")
    said = words("p.ducats += c.value * (1 + c.gem)", "de", vocabulary(definition))
    assert said.text == "c.value mal (1 plus Edelstein von c) zu Dukaten von p addieren".replace(
        "c.value", "value von c")
    local = words("let jailed = 1; move(top(guard_deck), guard)", "en", vocabulary(definition))
    assert local.text.splitlines() == ["let jailed be 1", "move the top card of Guard deck to Guard to beat"]


def test_a_card_trigger_reads_its_own_stats_as_numbers():
    said = words("owner.gold += self.gold", "en", None, {"gold": 3})
    assert said.text == "add 3 to the gold of owner"


def test_what_has_no_wording_stays_in_the_effect_language_and_is_listed():
    said = words("frobnicate(deck, 2)")
    assert said.text == "`frobnicate(deck, 2)`" and said.missing == ["words-call-frobnicate"]


def test_wordings_the_language_lacks_are_marked_untranslated(tmp_path):
    (tmp_path / "en").mkdir()
    (tmp_path / "xx").mkdir()
    (tmp_path / "en" / "rules.ftl").write_text("words-call-shuffle = shuffle { $zone }\nwords-stop = stop\n")
    (tmp_path / "xx" / "rules.ftl").write_text("words-stop = halt\n")
    said = in_words(parse_effect("shuffle(deck); stop", HERE), Localizer(tmp_path, "xx"), CORE)
    assert said.text == "shuffle deck\nhalt"
    assert said.untranslated == ["words-call-shuffle"] and not said.missing


def test_every_shipped_effect_has_words_in_every_language():
    """The core's primitives and Musketiere's procedures all have a wording in en, de and fr (it and pt: the core)."""
    definition = catalog.game("musketiere", (), ROOT / "content")
    nodes = [s.effect.node for p in definition.phases for s in p.steps] + [
        p.code.node for p in definition.procedures.values()]
    for lang in ("en", "de", "fr"):
        text = Localizer(ROOT / "content", lang)
        for node in nodes:
            said = in_words(node, text, vocabulary(definition))
            assert not said.missing, (lang, said.missing)
            assert not [m for m in said.untranslated if m.startswith("words-")], (lang, said.untranslated)


def test_the_core_wordings_are_in_all_five_languages():
    from rulekit.load import load_locales

    locales, _ = load_locales(ROOT / "content" / "locales")
    english = {m for m in locales.messages("en") if m.startswith("words-") and "-call-" not in m or
               m.startswith("words-call-") and Path(locales.messages("en")[m][0].path).name == "rules.ftl"}
    assert len(english) > 80
    for lang in ("de", "fr", "it", "pt"):
        assert english <= set(locales.messages(lang)), sorted(english - set(locales.messages(lang)))


# ---------------------------------------------------------------------------------------------- RK320


def test_numbers_in_a_text():
    assert numbers_in("Gain 3 gold, then +2; the 2nd card; 10 or more; -1 life") == {3, 2, 10, -1}


def test_a_translation_with_a_stale_number_is_reported(content):
    found = [d for d in lint([content], compile_hook=check_games) if d.code.startswith("RK32")]  # (this small German file is mostly English: RK312 too)
    assert [(d.code, Path(d.span.path).parts[-2]) for d in found] == [("RK320", "de")]
    assert "mentions 4" in found[0].message and "'pikeman-1'" in found[0].message  # copies report once
    de = content / "locales/de/mini.ftl"
    de.write_text(de.read_text().replace("ziehe 4 Karten", "ziehe 2 Karten"))
    assert [d for d in lint([content], compile_hook=check_games) if d.code.startswith("RK32")] == []


def test_a_text_left_behind_by_a_changed_effect_is_reported(content):
    cards = content / "cards/mini/cards.yaml"
    cards.write_text(cards.read_text().replace("draw(deck, owner.hand, 2)", "draw(deck, owner.hand, 1)"))
    found = [d for d in lint([content], compile_hook=check_games) if d.code == "RK320"]
    assert sorted(Path(d.span.path).parts[-2] for d in found) == ["de", "en"]


def test_a_stat_in_the_text_is_not_a_stray_number(content):
    en = content / "locales/en/mini.ftl"
    en.write_text(en.read_text().replace("{ $gold } gold", "3 gold"))  # 3 is the card's stat
    assert not [d for d in lint([content], compile_hook=check_games) if "'en'" in d.message]


# ---------------------------------------------------------------------------------------------- rulekit show


def test_show_prints_the_effect_and_its_words_and_marks_what_is_untranslated(content):
    runner = CliRunner()
    result = runner.invoke(main, ["--content", str(content), "show", "mini", "pikeman-2", "--lang", "de"])
    assert result.exit_code == 0, result.output
    out = result.output
    assert "owner.gold += self.gold" in out  # the effect language
    assert "in words (de):" in out and "3 zu Gold von owner addieren" in out  # in words, with the stat
    assert "Pikenier" in out and "pikeman" in out  # the name, and the message it comes from


def test_show_marks_a_card_text_shown_in_english(content):
    de = content / "locales/de/mini.ftl"
    de.write_text(de.read_text().split("pikeman =")[0])
    result = CliRunner().invoke(main, ["--content", str(content), "show", "mini", "pikeman-1", "--lang", "de"])
    assert result.exit_code == 0, result.output
    assert "untranslated" in result.output and "Pikeman" in result.output


def test_show_an_entry_with_copies_by_the_id_as_written(content):
    result = CliRunner().invoke(main, ["--content", str(content), "show", "mini", "pikeman"])
    assert result.exit_code == 0, result.output
    assert "2: pikeman-1, pikeman-2" in result.output and "Pikeman" in result.output
