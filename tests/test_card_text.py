"""One text per card (issue 12, point 4): `copies: N`, shared messages with the card's stats as Fluent variables,
and terms for recurring names."""
from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from rulekit.check import check_locales
from rulekit.check.lint import lint
from rulekit.compile.game import check_games, compile_game
from rulekit.load import load_content
from rulekit.load.cards import copy_ids, text_id, unfold
from rulekit.run.game import BOX, Game
from rulekit.sim.cells import adjust_documents
from rulekit.load.cardtext import card_attribute, card_name
from rulekit.view.describe import Describer
from rulekit.view.i18n import Localizer

ROOT = Path(__file__).resolve().parents[1]

GAME = """
id: mini
provenance: authored
players: {min: 2, max: 3}
card_kinds:
  pike: {stats: [value]}
  coin: {stats: [value], text: coin}
zones:
  deck: {visibility: public}
  hand: {per_player: true, visibility: owner}
player_counters:
  points: {}
player_counts:
  "2": {remove: [pikeman-3], provenance: authored}
flow:
  phases:
    - id: play
      steps:
        - {id: deal, do: "for p in players { draw(deck, p.hand, 1) }"}
"""

CARDS = """
game: mini
cards:
  - {id: pikeman, kind: pike, deck: deck, copies: 3, stats: {value: 2}, provenance: authored}
  - {id: captain, kind: pike, deck: deck, stats: {value: 5}, provenance: authored}
  - {id: coin-1, kind: coin, deck: deck, stats: {value: 1}, provenance: authored}
  - {id: coin-5, kind: coin, deck: deck, stats: {value: 5}, provenance: authored}
"""

EN = """
-pike = pikeman
mini = Mini
zone-deck = Deck
zone-hand = Hand
counter-points = Points
pikeman = { -pike }
    .rules = Fights with { $value } { $value ->
        [one] sword
       *[other] swords
    }.
captain = Captain
coin = { $value ->
    [one] One coin
   *[other] { NUMBER($value) } coins
  }
"""

DE = """
-pike = Pikenier
mini = Mini
zone-deck = Stapel
zone-hand = Hand
counter-points = Punkte
pikeman = { -pike }
    .rules = Kämpft mit { $value } { $value ->
        [one] Schwert
       *[other] Schwertern
    }.
captain = Hauptmann
coin = { $value ->
    [one] Eine Münze
   *[other] { NUMBER($value) } Münzen
  }
"""


def write(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text).lstrip(), encoding="utf-8")
    return root


@pytest.fixture()
def content(tmp_path: Path) -> Path:
    return write(tmp_path / "content", {"games/mini.yaml": GAME, "cards/mini/cards.yaml": CARDS,
                                        "locales/en/mini.ftl": EN, "locales/de/mini.ftl": DE})


def compiled(root: Path):
    loaded, problems = load_content([root])
    assert not problems
    return compile_game(loaded.documents_for("mini"), "mini")


# ---------------------------------------------------------------------------------------------- copies


def test_copies_are_numbered_from_one_and_share_the_entry_message():
    entry = {"id": "pikeman", "kind": "pike", "copies": 3}
    assert copy_ids(entry) == ["pikeman-1", "pikeman-2", "pikeman-3"]
    assert [c["id"] for c in unfold(entry)] == copy_ids(entry)
    assert {text_id(c) for c in unfold(entry)} == {"pikeman"}
    assert all("copies" not in c for c in unfold(entry))
    assert copy_ids({"id": "captain"}) == ["captain"] and unfold({"id": "captain"}) == [{"id": "captain"}]


def test_a_card_kind_may_name_the_message_of_all_its_cards():
    kinds = {"coin": {"text": "coin"}}
    assert text_id({"id": "coin-5", "kind": "coin"}, kinds) == "coin"
    assert text_id({"id": "coin-5", "kind": "coin", "text": "gold"}, kinds) == "gold"  # the card's own wins
    assert text_id({"id": "x", "kind": "pike"}, kinds) == "x"


def test_copies_are_cards_of_the_game_with_the_shared_message(content):
    definition = compiled(content)
    assert {"pikeman-1", "pikeman-2", "pikeman-3", "captain"} <= set(definition.cards)
    assert "pikeman" not in definition.cards
    assert {definition.cards[f"pikeman-{n}"].text for n in (1, 2, 3)} == {"pikeman"}
    assert definition.cards["captain"].text == "captain"
    assert definition.cards["coin-5"].text == "coin"  # from its kind
    assert definition.cards["pikeman-2"].span.line == 3  # the entry's line


def test_copies_are_dealt_and_removed_by_player_count_like_other_cards(content):
    definition = compiled(content)
    game = Game(definition, players=2, seed=1)
    assert game.state["zones"][BOX] == ["pikeman-3"]
    in_play = [c for key, zone in game.state["zones"].items() if key != BOX for c in zone]
    assert {"pikeman-1", "pikeman-2"} <= set(in_play)


def test_the_linter_sees_every_copy_id(content):
    assert lint([content], compile_hook=check_games) == []
    (content / "cards/mini/more.yaml").write_text(
        "game: mini\ncards:\n  - {id: pikeman-2, kind: pike, deck: deck, stats: {value: 1}, provenance: authored}\n")
    found = lint([content], compile_hook=check_games)
    duplicates = [d for d in found if d.code == "RK020"]
    assert [d.span.path.endswith("more.yaml") for d in duplicates] == [True]
    assert "pikeman-2" in duplicates[0].message


def test_a_remove_list_names_copies_or_the_entry_for_all_of_them(content):
    game = content / "games/mini.yaml"
    game.write_text(game.read_text().replace("remove: [pikeman-3]", "remove: [pikeman]"))
    assert lint([content], compile_hook=check_games) == []
    definition = compiled(content)
    assert definition.player_counts[2]["remove"] == ["pikeman-1", "pikeman-2", "pikeman-3"]
    assert sorted(Game(definition, players=2, seed=1).state["zones"][BOX]) == ["pikeman-1", "pikeman-2", "pikeman-3"]
    game.write_text(game.read_text().replace("remove: [pikeman]", "remove: [pikeman-4]"))
    assert [d.code for d in lint([content], compile_hook=check_games)] == ["RK025"]


def test_one_message_serves_every_copy_and_copy_ids_need_none(content):
    loaded, _ = load_content([content])
    assert check_locales(loaded) == []
    ftl = content / "locales/en/mini.ftl"
    ftl.write_text(ftl.read_text().replace("pikeman = { -pike }", "pikemen = { -pike }"))
    loaded, _ = load_content([content])
    missing = [d for d in check_locales(loaded) if d.code == "RK302"]
    assert [d.message for d in missing] == ["card 'pikeman' has no message in the reference locale 'en'"]


def test_a_simulation_cell_can_take_out_one_copy(content):
    loaded, _ = load_content([content])
    documents = adjust_documents(loaded.documents_for("mini"), "mini", ["pikeman-2"], [])
    definition = compile_game(documents, "mini")
    assert {"pikeman-1", "pikeman-3"} <= set(definition.cards) and "pikeman-2" not in definition.cards
    assert definition.cards["pikeman-3"].text == "pikeman"
    documents = adjust_documents(loaded.documents_for("mini"), "mini", ["pikeman"], [])
    assert not any(c.startswith("pikeman") for c in compile_game(documents, "mini").cards)


# ---------------------------------------------------------------------------------------------- stats in Fluent


@pytest.mark.parametrize("lang, card, name, rules", [
    ("en", "pikeman-1", "pikeman", "Fights with 2 swords."),
    ("de", "pikeman-3", "Pikenier", "Kämpft mit 2 Schwertern."),
    ("en", "coin-1", "One coin", None),
    ("en", "coin-5", "5 coins", None),
    ("de", "coin-5", "5 Münzen", None),
    ("en", "captain", "Captain", None),
])
def test_stats_are_variables_of_the_card_message(content, lang, card, name, rules):
    definition = compiled(content)
    text = Localizer(content, lang)
    assert card_name(text, definition, card) == name
    assert card_attribute(text, definition, card, "rules") == rules


def test_views_name_copies_by_their_shared_message(content):
    definition = compiled(content)
    game = Game(definition, players=2, seed=1)
    say = Describer(game, 0, Localizer(content, "de"))
    assert say.card("pikeman-2") == "Pikenier"
    assert say.card("coin-5") == "5 Münzen"


# ---------------------------------------------------------------------------------------------- Musketiere


@pytest.mark.parametrize("lang, card, name", [
    ("en", "musketeer-00-0", "Musketeer 0, no swords"), ("en", "musketeer-01-1", "Musketeer 1, 1 sword"),
    ("en", "musketeer-10-4", "Musketeer 10, 4 swords"), ("de", "musketeer-03-0", "Musketier 3, ohne Degen"),
    ("de", "musketeer-03-2", "Musketier 3, 2 Degen"), ("fr", "musketeer-07-1", "Mousquetaire 7, 1 épée"),
    ("fr", "musketeer-07-3", "Mousquetaire 7, 3 épées"), ("en", "guard-25", "Cardinal's Guard 25"),
    ("de", "guard-04", "Garde des Kardinals 4"), ("fr", "guard-40", "Garde du Cardinal 40"),
])
def test_musketiere_cards_share_one_message_per_kind(lang, card, name):
    from rulekit import catalog

    definition = catalog.game("musketiere", (), ROOT / "content")
    text = Localizer(ROOT / "content", lang)
    assert card_name(text, definition, card) == name
    kind = definition.cards[card].kind
    assert definition.cards[card].text == f"musketiere-{kind}"
    if kind == "guard":  # the number in the rules is the card's own value, typed nowhere in the locales
        assert str(definition.cards[card].stats["value"]) in card_attribute(text, definition, card, "rules")


def test_musketiere_locales_name_no_card_by_its_id():
    for lang in ("en", "de", "fr"):
        ftl = (ROOT / f"content/locales/{lang}/musketiere.ftl").read_text(encoding="utf-8")
        assert "guard-04 =" not in ftl and "musketeer-00-0 =" not in ftl
        assert "{ -guard }" in ftl and "{ -musketeer }" in ftl  # the names are terms, shared by the games


def test_terms_are_defined_in_every_language():
    for lang in ("en", "de", "fr", "it", "pt"):
        text = Localizer(ROOT / "content", lang)
        assert text.translated("musketiere-guard") == (lang in ("en", "de", "fr"))
    loaded, _ = load_content([ROOT / "content"])
    for lang in ("en", "de", "fr", "it", "pt"):
        assert {"cardinal", "guard", "musketeer", "mylady", "rochefort"} <= set(loaded.locales.terms(lang))


def test_a_card_message_may_use_only_the_stats_of_its_cards(content):
    ftl = content / "locales/de/mini.ftl"
    ftl.write_text(ftl.read_text().replace("Kämpft mit { $value }", "Kämpft mit { $valeu }"))
    found = [d for d in lint([content], compile_hook=check_games) if d.code == "RK321"]
    assert [(Path(d.span.path).parts[-2], d.severity) for d in found] == [("de", "error")]
    assert "$valeu" in found[0].message and "'pikeman'" in found[0].message
