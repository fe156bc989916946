"""The translators' workflow (issue 12, point 5): the locale checks RK310-RK317, `rulekit l10n status` and
`rulekit l10n new`, `--lang` refusing unknown languages, the pseudo-locale in `rulekit show`, and the text a
player reads (engine refusals, house rules) coming from Fluent in every shipped language."""
from __future__ import annotations

import json
import textwrap
from html.parser import HTMLParser
from pathlib import Path

import pytest
from click.testing import CliRunner

from rulekit import catalog
from rulekit.check import check_locales
from rulekit.cli import main
from rulekit.errors import IllegalActionError
from rulekit.l10n.usage import code_messages
from rulekit.load import load_content
from rulekit.run.game import Game
from rulekit.view.i18n import Localizer

ROOT = Path(__file__).resolve().parents[1]
CONTENT = ROOT / "content"
SHIPPED = ("en", "de", "fr", "it", "pt")

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
CARDS = "game: mini\ncards:\n  - {id: hero-1, kind: hero, deck: deck, stats: {value: 1}, provenance: authored}\n"
EN = """
-hero = Hero
mini = Mini
    .summary = A small game for two to four.
hero-1 = { -hero } one
zone-deck = Deck
"""
DE = """
-hero = Held
mini = Mini
    .summary = Ein kleines Spiel für zwei bis vier.
hero-1 = { -hero } eins
zone-deck = Stapel
"""
COMMON_EN = "common-yes = Yes\ncommon-no = No\ncommon-maybe = Maybe\n"
COMMON_DE = "common-yes = Ja\ncommon-no = Nein\ncommon-maybe = Vielleicht\n"


def tree(tmp_path: Path, locales: dict[str, str], folders: tuple[str, ...] = ()) -> Path:
    """A small content tree (one game, one card) with these locale files; `folders`: empty locale folders."""
    files = {"games/mini.yaml": GAME, "cards/mini/heroes.yaml": CARDS}
    files.update({f"locales/{name}": text for name, text in locales.items()})
    root = tmp_path / "content"
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text).lstrip("\n"), encoding="utf-8")
    for folder in folders:
        (root / "locales" / folder).mkdir(parents=True, exist_ok=True)
    return root


def findings(root: Path) -> list:
    content, _ = load_content([root])
    return check_locales(content)


def codes(root: Path) -> list[str]:
    return sorted(d.code for d in findings(root))


def cli(*args: object, input: str | None = None):
    result = CliRunner().invoke(main, [str(a) for a in args], input=input, catch_exceptions=True)
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    assert "Traceback" not in result.output
    return result


# ------------------------------------------------------------------------------------------ checks RK310-RK317
def test_a_complete_translation_is_clean(tmp_path):
    assert findings(tree(tmp_path, {"en/mini.ftl": EN, "de/mini.ftl": DE})) == []


def test_rk310_a_shared_file_missing_in_a_locale_is_reported_once_not_per_message(tmp_path):
    root = tree(tmp_path, {"en/mini.ftl": EN, "en/common.ftl": COMMON_EN, "de/mini.ftl": DE})
    (found,) = findings(root)
    assert found.code == "RK310" and found.severity == "warning"
    assert "no common.ftl" in found.message and "3 messages" in found.message
    assert found.span.path.endswith("locales/de/common.ftl")


def test_rk310_a_game_file_missing_where_the_locale_has_another_file_of_that_game(tmp_path):
    root = tree(tmp_path, {"en/mini.ftl": EN, "en/mini-extra.ftl": "mini-extra = Extra\n", "de/mini.ftl": DE})
    (found,) = findings(root)
    assert found.code == "RK310" and "mini-extra.ftl" in found.message and "other files of mini" in found.message


def test_rk311_an_empty_locale_folder(tmp_path):
    found = findings(tree(tmp_path, {"en/mini.ftl": EN}, folders=("es",)))
    assert [d.code for d in found] == ["RK311"] and "rulekit l10n new es" in found[0].message


def test_rk312_a_file_copied_from_english(tmp_path):
    root = tree(tmp_path, {"en/mini.ftl": EN, "en/common.ftl": COMMON_EN, "de/mini.ftl": DE,
                           "de/common.ftl": COMMON_EN})
    (found,) = findings(root)
    assert found.code == "RK312" and "3 of 3 messages (100%)" in found.message
    # two names the same in both languages are no copy
    same = COMMON_DE.replace("Ja", "Yes").replace("Nein", "No")
    assert findings(tree(tmp_path / "b", {"en/mini.ftl": EN, "en/common.ftl": COMMON_EN, "de/mini.ftl": DE,
                                          "de/common.ftl": same})) == []


@pytest.mark.parametrize("lang", ["en", "de"])
def test_rk313_a_reference_to_a_term_the_locale_lacks_is_an_error(tmp_path, lang):
    files = {"en/mini.ftl": EN, "de/mini.ftl": DE}
    files[f"{lang}/mini.ftl"] = files[f"{lang}/mini.ftl"].replace("{ -hero }", "{ -heroe }")
    found = [d for d in findings(tree(tmp_path, files)) if d.code == "RK313"]
    assert len(found) == 1 and found[0].severity == "error"
    assert "-heroe" in found[0].message and found[0].suggestion and "-hero" in found[0].suggestion
    assert found[0].span.path.endswith(f"locales/{lang}/mini.ftl") and found[0].span.line == 4


def test_rk314_references_to_missing_messages_and_attributes(tmp_path):
    german = DE + "help = Siehe { mini.rules } und { nowhere }\n"
    english = EN + "help = See { mini.summary }\n"
    found = [d for d in findings(tree(tmp_path, {"en/mini.ftl": english, "de/mini.ftl": german})) if d.code == "RK314"]
    assert sorted("nowhere" in d.message for d in found) == [False, True]
    assert any("no attribute .rules" in d.message for d in found)
    assert all(d.severity == "error" and d.span.path.endswith("de/mini.ftl") for d in found)


def test_rk315_a_message_named_by_rulekits_code_that_english_lacks(tmp_path):
    # English carrying the engine's text (a ui.ftl) must define every message the engine's code names
    english_ui = (CONTENT / "locales/en/ui.ftl").read_text(encoding="utf-8").replace("error-game-over =", "# gone =")
    english_web = (CONTENT / "locales/en/web.ftl").read_text(encoding="utf-8")
    root = tree(tmp_path, {"en/mini.ftl": EN, "en/ui.ftl": english_ui, "en/web.ftl": english_web})
    found = [d for d in findings(root) if d.code == "RK315"]
    assert [d.severity for d in found] == ["error"]
    assert "'error-game-over'" in found[0].message and "rulekit/run/game.py" in found[0].message
    assert found[0].span.path.endswith("locales/en/ui.ftl")


def test_the_code_scan_sees_the_messages_of_errors_a_player_can_see():
    used = {use.message for use in code_messages()}
    assert {"error-game-over", "ui-no-such-option", "ui-option-twice", "error-house-rules-together",
            "ui-house-rule", "ui-house-rule-not-with"} <= used


def test_rk009_a_fluent_file_outside_a_locale_folder_is_reported_not_skipped(tmp_path):
    """Text is read only from locales/<lang>/*.ftl: a file saved in a subfolder, beside the locale folders, elsewhere
    in the content or named .FTL is an error at its path (it used to pass without a word)."""
    root = tree(tmp_path, {"en/mini.ftl": EN, "de/mini.ftl": DE, "de/sub/ui.ftl": "x = {\n", "terms.ftl": "x = y\n",
                           "de/notes.FTL": "x = y\n"})
    (root / "stray.ftl").write_text("x = y\n", encoding="utf-8")
    result = cli("lint", root, "--format", "json")
    assert result.exit_code == 1
    found = {Path(d["file"]).relative_to(root).as_posix() for d in json.loads(result.output)["diagnostics"]
             if d["code"] == "RK009"}
    assert found == {"locales/de/sub/ui.ftl", "locales/terms.ftl", "locales/de/notes.FTL", "stray.ftl"}


def test_rk316_a_translated_message_still_marked_untranslated(tmp_path):
    german = DE.replace("zone-deck = Stapel", "# rulekit: untranslated\nzone-deck = Stapel")
    (found,) = findings(tree(tmp_path, {"en/mini.ftl": EN, "de/mini.ftl": german}))
    assert found.code == "RK316" and "'zone-deck'" in found.message and found.span.line == 6
    # the mark on the English text: still to translate (RK303), not stale
    english_copy = DE.replace("zone-deck = Stapel", "# rulekit: untranslated\nzone-deck = Deck")
    assert codes(tree(tmp_path / "b", {"en/mini.ftl": EN, "de/mini.ftl": english_copy})) == ["RK303"]


@pytest.mark.parametrize("folder, words", [("pt_BR", "did you mean 'pt-BR'"), ("pseudo", "pseudo-locale"),
                                           ("xx", "not a language")])
def test_rk317_locale_folders_are_named_by_language_tags(tmp_path, folder, words):
    found = [d for d in findings(tree(tmp_path, {"en/mini.ftl": EN, f"{folder}/mini.ftl": DE})) if d.code == "RK317"]
    assert len(found) == 1 and words in found[0].message


def test_an_empty_folder_that_is_no_language_tag_is_not_told_to_run_l10n_new_on_its_name(tmp_path):
    messages = sorted(d.message for d in findings(tree(tmp_path, {"en/mini.ftl": EN}, folders=("pseudo", "es")))
                      if d.code == "RK311")
    assert len(messages) == 2 and any("`rulekit l10n new es`" in m for m in messages)
    assert not any("l10n new pseudo" in m for m in messages) and any("rename the folder" in m for m in messages)


def test_the_shipped_locales_pass_every_locale_check():
    content, _ = load_content([CONTENT])
    assert [d for d in check_locales(content) if d.code >= "RK303"] == []


# ------------------------------------------------------------------------------------------ rulekit l10n status
def _half_done(tmp_path: Path) -> Path:
    german = DE.replace("zone-deck = Stapel\n", "") + "old-message = Alt\n"  # one missing, one obsolete
    german = german.replace("-hero = Held", "-hero = Hero")  # a name the same in both languages: unchanged
    return tree(tmp_path, {"en/mini.ftl": EN, "en/common.ftl": COMMON_EN, "de/mini.ftl": german})


def test_status_json_counts_messages_and_words_per_file(tmp_path):
    root = _half_done(tmp_path)
    result = cli("--content", root, "l10n", "status", "--format", "json")
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    (german,) = report["locales"]
    assert german["lang"] == "de" and german["name"] == "German"
    files = {row["file"]: row for row in german["files"]}
    mini = files["mini.ftl"]
    assert mini["messages"] == {"total": 4, "translated": 2, "unchanged": 1, "missing": 1, "obsolete": 1, "outdated": 0}
    assert mini["ids"] == {"missing": ["zone-deck"], "unchanged": ["-hero"], "obsolete": ["old-message"], "outdated": []}
    # words are counted in English: "Deck" is 1 of the file's words; obsolete words in German ("Alt")
    assert mini["words"]["missing"] == 1 and mini["words"]["obsolete"] == 1
    assert mini["words"]["total"] == sum(mini["words"][k] for k in ("translated", "unchanged", "missing"))
    common = files["common.ftl"]
    assert common["present"] is False and common["messages"]["missing"] == 3 and common["percent"] == 0
    assert german["total"]["messages"]["total"] == 7 and german["total"]["percent"] == 42.8  # 3/7, rounded down


def test_status_text_is_a_table_per_locale_and_details_name_the_ids(tmp_path):
    root = _half_done(tmp_path)
    result = cli("--content", root, "l10n", "status", "de", "--details")
    assert result.exit_code == 0
    assert "de (German): 42.8% of 7 messages" in result.output
    assert "common (no file)" in " ".join(result.output.split())
    assert "de/mini.ftl missing: zone-deck" in result.output and "de/mini.ftl obsolete: old-message" in result.output


def test_status_fails_under_a_share_for_ci_and_refuses_an_unknown_locale(tmp_path):
    root = _half_done(tmp_path)
    assert cli("--content", root, "l10n", "status", "--fail-under", 40).exit_code == 0
    low = cli("--content", root, "l10n", "status", "--fail-under", 50)
    assert low.exit_code == 1 and "under 50%: de 42.8%" in low.output
    unknown = cli("--content", root, "l10n", "status", "es")
    assert unknown.exit_code == 2 and "locales: de" in unknown.output


def test_status_never_rounds_a_missing_message_up_to_a_threshold(tmp_path):
    """One message missing of 1,000 is 99.9%, not "100%", and fails `--fail-under 100`; 899 of 1,000 (89.9%) fails
    `--fail-under 90` however it would round."""
    english = "".join(f"m{n} = Text {n}\n" for n in range(1000))
    german = "".join(f"m{n} = Wort {n}\n" for n in range(1, 1000))
    root = tree(tmp_path, {"en/big.ftl": english, "de/big.ftl": german})
    status = cli("--content", root, "l10n", "status", "--fail-under", 100)
    assert status.exit_code == 1 and "99.9% of 1000 messages" in status.output and "under 100%: de 99.9%" in status.output
    german = "".join(f"m{n} = Wort {n}\n" for n in range(101, 1000))
    root = tree(tmp_path / "b", {"en/big.ftl": english, "de/big.ftl": german})
    assert cli("--content", root, "l10n", "status", "--fail-under", 90).exit_code == 1
    assert cli("--content", root, "l10n", "status", "--fail-under", 89.9).exit_code == 0


def test_status_without_a_content_folder_is_a_usage_error_not_rulekits_own_games(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("RULEKIT_CONTENT", raising=False)
    result = cli("l10n", "status", "--fail-under", 90)
    assert result.exit_code == 2 and "content has no locales folder" in result.output and "--content" in result.output


def test_status_with_english_alone_says_how_to_start_a_locale(tmp_path):
    root = tree(tmp_path, {"en/mini.ftl": EN})
    result = cli("--content", root, "l10n", "status")
    assert result.exit_code == 0 and "rulekit l10n new LANG" in result.output
    assert json.loads(cli("--content", root, "l10n", "status", "--format", "json").output)["locales"] == []


def test_status_of_the_shipped_locales():
    report = json.loads(cli("l10n", "status", "--format", "json").output)
    assert {locale["lang"] for locale in report["locales"]} == {"de", "fr", "it", "pt"}
    for locale in report["locales"]:
        assert locale["total"]["messages"]["missing"] == 0, locale["lang"]
    italian = next(locale for locale in report["locales"] if locale["lang"] == "it")
    offered = {row["file"] for row in italian["files"] if row["offered"]}
    assert "pendants.ftl" in offered and "mylady.ftl" not in offered  # Italian translates The Queen's Pendants only


# ------------------------------------------------------------------------------------------ rulekit l10n new
def test_new_scaffolds_every_file_marked_untranslated_with_context(tmp_path):
    root = tree(tmp_path, {"en/mini.ftl": EN, "en/common.ftl": COMMON_EN + "common-round = Round { $round }\n"})
    result = cli("--content", root, "l10n", "new", "es")
    assert result.exit_code == 0, result.output
    assert "mini.ftl: 4 messages to translate" in result.output and "Spanish" in result.output
    text = (root / "locales/es/mini.ftl").read_text(encoding="utf-8")
    assert "# rulekit: untranslated\nhero-1 = { -hero } one" in text
    assert "# card of mini (kind hero; value 1): content/cards/mini/heroes.yaml:3\n" in text  # what it names, where
    assert "variables: $round" in (root / "locales/es/common.ftl").read_text(encoding="utf-8")
    # the new locale is valid, plays in English, and counts as nothing done: missing, not a copy of English
    assert Localizer(root, "es").text("hero-1") == "Hero one"
    assert codes(root) == ["RK303", "RK303"]
    status = json.loads(cli("--content", root, "l10n", "status", "es", "--format", "json").output)
    assert status["locales"][0]["total"]["percent"] == 0 and status["locales"][0]["total"]["messages"]["missing"] == 8
    # translating a message and deleting its mark counts it as done
    (root / "locales/es/mini.ftl").write_text(text.replace("# rulekit: untranslated\nzone-deck = Deck",
                                                           "zone-deck = Mazo"), encoding="utf-8")
    status = json.loads(cli("--content", root, "l10n", "status", "es", "--format", "json").output)
    assert status["locales"][0]["total"]["messages"]["translated"] == 1


def test_new_gives_every_shipped_message_its_context_and_keeps_the_files_notes(tmp_path):
    """Every message of the shipped English files comes with at least one line saying what it is (those the content
    or the code builds at run time by the kind their id names: option, zone, step, words ...), and a file's free
    comments (a glossary, a note above the first message) are kept."""
    import shutil

    root = tmp_path / "content"
    shutil.copytree(catalog.default_content_root(), root)
    assert cli("--content", root, "l10n", "new", "es").exit_code == 0
    english = (root / "locales/en/terms.ftl").read_text(encoding="utf-8")
    note = next(line for line in english.splitlines() if line.startswith("# "))
    assert note in (root / "locales/es/terms.ftl").read_text(encoding="utf-8")
    bare = []
    for path in sorted((root / "locales/es").glob("*.ftl")):
        lines = path.read_text(encoding="utf-8").splitlines()
        for index, line in enumerate(lines):
            if line == "# rulekit: untranslated" and (index == 0 or not lines[index - 1].startswith("# ")):
                bare.append(f"{path.name}: {lines[index + 1]}")
    assert bare == []
    zone = (root / "locales/es/pendants-board.ftl").read_text(encoding="utf-8")
    assert "# a zone or a space of the board" in zone


def test_new_keeps_existing_files_and_fill_adds_what_they_lack(tmp_path):
    german = DE.replace("zone-deck = Stapel\n", "")
    root = tree(tmp_path, {"en/mini.ftl": EN, "en/common.ftl": COMMON_EN, "de/mini.ftl": german})
    result = cli("--content", root, "l10n", "new", "de")
    assert result.exit_code == 0 and "common.ftl: 3 messages to translate" in result.output
    assert (root / "locales/de/mini.ftl").read_text(encoding="utf-8") == textwrap.dedent(german).lstrip("\n")
    filled = cli("--content", root, "l10n", "new", "de", "--fill")
    assert filled.exit_code == 0 and "mini.ftl: 1 messages added" in filled.output
    added = (root / "locales/de/mini.ftl").read_text(encoding="utf-8")
    assert added.startswith(textwrap.dedent(german).lstrip("\n").rstrip("\n"))
    assert "# rulekit: untranslated\nzone-deck = Deck" in added
    assert "already has every English file" in cli("--content", root, "l10n", "new", "de", "--fill").output


@pytest.mark.parametrize("lang, words", [("en", "reference"), ("pt_BR", "did you mean 'pt-BR'"),
                                         ("pseudo", "pseudo-locale"), ("qq", "not a language")])
def test_new_refuses_what_is_no_new_language(tmp_path, lang, words):
    root = tree(tmp_path, {"en/mini.ftl": EN})
    result = cli("--content", root, "l10n", "new", lang)
    assert result.exit_code == 2 and words in " ".join(result.output.split())
    assert not (root / "locales" / lang).exists() or lang == "en"


# ------------------------------------------------------------------------------------------ --lang
@pytest.mark.parametrize("command", [["play", "musketiere"], ["show", "musketiere"], ["serve"],
                                     ["house-rules", "mylady"]])
def test_an_unknown_language_is_a_usage_error_listing_the_known_ones(command):
    result = cli(*command, "--lang", "es")
    assert result.exit_code == 2
    said = " ".join(result.output.split())
    assert "no language 'es'" in said and "languages: de, en, fr, it, pt, and pseudo" in said


def test_a_language_tag_in_upper_case_gets_the_near_miss():
    result = cli("show", "musketiere", "--lang", "DE")
    assert result.exit_code == 2 and "did you mean 'de'" in result.output


# ------------------------------------------------------------------------------------------ the pseudo-locale
def test_show_in_the_pseudo_locale_displays_the_rules_text():
    plain = cli("show", "mylady", "skill-education-1")
    pseudo = cli("show", "mylady", "skill-education-1", "--lang", "pseudo")
    assert plain.exit_code == 0 and pseudo.exit_code == 0
    def rows(output: str) -> set[str]:
        return {line.split("│")[1].strip() for line in output.splitlines() if line.count("│") >= 3} - {""}

    assert "rules" in rows(pseudo.output) and "Éàçĥ çàŕđ" in pseudo.output  # accented English, in brackets
    assert rows(plain.output) == rows(pseudo.output)  # no row dropped for starting with a bracket


# ------------------------------------------------------------------------------------------ player-visible text
def test_an_answer_the_engine_refuses_is_said_in_the_players_language():
    game = Game(catalog.game("musketiere"), 2, 5)
    decision = game.pending_for(0)
    with pytest.raises(IllegalActionError) as refused:
        game.answer(0, tuple(range(decision.min - 1)) + (99,))
    assert refused.value.message_id == "ui-no-such-option"
    options = len(decision.choices)
    said = {lang: Localizer(CONTENT, lang).error(refused.value) for lang in SHIPPED}
    assert said["en"] == f"There is no option 100: choose from 1 to {options}."
    assert said["de"] == f"Eine Wahl 100 gibt es nicht: wähle von 1 bis {options}."
    assert len(set(said.values())) == len(SHIPPED)
    assert "decision" in str(refused.value)  # the English text for logs keeps the engine's detail


def test_every_error_message_a_player_can_see_is_in_every_shipped_language():
    locales = load_content([CONTENT])[0].locales
    needed = {use.message for use in code_messages() if use.message.startswith(("error-", "ui-", "web-error-"))}
    assert needed and needed <= set(locales.messages("en"))
    for lang in SHIPPED[1:]:
        assert needed - set(locales.messages(lang)) == set(), lang


@pytest.mark.parametrize("lang, words", [("de", "Leichter für die Musketiere"), ("fr", "Plus facile pour les"),
                                         ("en", "Easier for the musketeers")])
def test_house_rule_descriptions_come_from_fluent(lang, words):
    result = cli("house-rules", "mylady", "--lang", lang)
    assert result.exit_code == 0 and words in " ".join(result.output.split())


def test_house_rules_that_exclude_each_other_say_so_in_the_language():
    said = " ".join(cli("house-rules", "pendants", "--lang", "de").output.split())
    assert "Nicht zusammen mit king-12, king-14" in said


def test_a_house_rule_without_a_message_falls_back_to_its_own_description():
    from rulekit.compile.house_rules import HouseRule

    rule = HouseRule("mylady", "from-a-plugin", "What the plugin says.", ("easier",))
    assert Localizer(CONTENT, "de").house_rule(rule) == "What the plugin says. Nicht zusammen mit easier."


# ------------------------------------------------------------------------------------------ translation platforms
def test_the_weblate_configuration_matches_the_layout():
    import re

    import yaml

    config = yaml.safe_load((ROOT / "docs/weblate.yaml").read_text(encoding="utf-8"))
    discovery, component = config["discovery"], config["component"]
    match, tag = re.compile(discovery["match"]), re.compile(discovery["language_regex"])
    english = sorted(p.name for p in (CONTENT / "locales/en").glob("*.ftl"))
    found: dict[str, set[str]] = {}
    for path in sorted((CONTENT / "locales").glob("*/*.ftl")):
        hit = match.fullmatch(path.relative_to(ROOT).as_posix())
        assert hit, path
        found.setdefault(hit["component"], set()).add(hit["language"])
        base = discovery["base_file_template"].replace("{{ component }}", hit["component"])
        assert (ROOT / base).is_file()
    assert sorted(f"{name}.ftl" for name in found) == english
    assert all(tag.fullmatch(lang) for lang in SHIPPED)
    assert not any(tag.fullmatch(folder) for folder in ("pseudo", "pt_BR", "EN"))
    assert (ROOT / component["template"]).is_file() and component["file_format"] == discovery["file_format"] == "fluent"
    masked = {p.relative_to(ROOT).as_posix() for p in ROOT.glob(component["filemask"])}
    assert masked == {f"content/locales/{lang}/ui.ftl" for lang in SHIPPED}


def test_the_web_table_says_a_refused_answer_in_the_tables_language(tmp_path):
    pytest.importorskip("jinja2", reason="the web table needs the web extra: python3 -m pip install -e '.[web]'")
    import re

    from starlette.testclient import TestClient

    from rulekit.web.app import create_app
    from web_helpers import first_answer

    with TestClient(create_app(tmp_path / "tables")) as client:
        page = client.post("/tables", data={"game": "musketiere", "players": "2", "lang": "de", "seed": "4",
                                            "person-0": "here", "person-1": "greedy"})
        host = re.search(r'id="play-here" href="/play/([^"]+)"', page.text).group(1)
        with client.websocket_connect(f"/ws/{host}") as socket:
            decision, picks = first_answer(socket.receive_json()["parts"]["options"])
            socket.send_json({"type": "answer", "decision": decision, "picks": list(picks[:-1]) + [99]})
            error = socket.receive_json()
    assert error["code"] == "bad-option"
    assert error["message"].startswith("Eine Wahl 100 gibt es nicht: wähle von 1 bis ")


@pytest.mark.parametrize("lang, words", [("de", "Hausregel easier: Leichter für die Musketiere"),
                                         ("fr", "Règle maison easier : Plus facile pour les mousquetaires")])
def test_the_terminal_says_the_chosen_house_rules_in_the_language(lang, words):
    result = cli("play", "mylady", "--house-rule", "easier", "--seed", 3, "--lang", lang, input="q\n")
    assert result.exit_code == 0, result.output[-800:]
    assert words in " ".join(result.output.split())


def test_the_terminal_in_the_pseudo_locale_shows_no_text_outside_fluent():
    result = cli("play", "musketiere", "--players", 2, "--seed", 3, "--lang", "pseudo", input="q\n")
    assert result.exit_code == 0
    lines = [line.strip() for line in result.output.splitlines() if line.strip()]
    plain = [line for line in lines if line.isascii() and any(c.isalpha() for c in line)]
    assert plain == [], plain  # every line with words went through Fluent: accented


class _Text(HTMLParser):
    """The text nodes of a page, scripts and styles left out."""

    def __init__(self) -> None:
        super().__init__()
        self.found: list[str] = []
        self.hidden = 0

    def handle_starttag(self, tag: str, attrs: list) -> None:
        self.hidden += tag in ("script", "style")

    def handle_endtag(self, tag: str) -> None:
        self.hidden -= tag in ("script", "style")

    def handle_data(self, data: str) -> None:
        if not self.hidden and data.strip():
            self.found.append(data.strip())


@pytest.mark.parametrize("game_id", ["musketiere", "mylady", "pendants"])
def test_the_web_table_in_the_pseudo_locale_shows_no_text_outside_fluent(tmp_path, game_id):
    """Every text node of a seat's page (the board picture's tooltips too) is accented: it went through Fluent.
    Only the language switcher's codes (de, en ...) and house rules' names stay plain."""
    pytest.importorskip("jinja2", reason="the web table needs the web extra: python3 -m pip install -e '.[web]'")
    import re

    from starlette.testclient import TestClient

    from rulekit.web.app import create_app

    with TestClient(create_app(tmp_path / "tables")) as client:
        page = client.post("/tables", data={"game": game_id, "players": "2", "lang": "pseudo", "seed": "4",
                                            "person-0": "here", "person-1": "random"})
        host = re.search(r'id="play-here" href="(/play/[^"]+)"', page.text).group(1)
        pages = [page.text, client.get(host).text, client.get("/?lang=pseudo").text]
    from rulekit import plugins
    from rulekit.compile.house_rules import listing

    games = ("musketiere", "mylady", "pendants")
    names = {rule.name for game in games for rule in listing(catalog.game_content(str(CONTENT), game)
                                                              .game_document(game), game,
                                                              plugins.default_plugin_manager())}
    for html in pages:  # the start page lists house rules by name (what a player types): they stay ids
        parser = _Text()
        parser.feed(html)
        plain = [t for t in parser.found if t.isascii() and re.search("[A-Za-z]{2}", t) and t not in SHIPPED]
        assert set(plain) <= names, plain


def test_message_ids_built_at_run_time_are_declared_for_the_scan():
    from rulekit.run.undo import REASONS
    from rulekit.view.describe import KINDS

    used = {use.message for use in code_messages()}
    built = {f"ui-undo-{r}" for r in REASONS} | {f"web-error-undo-{r}" for r in REASONS} | {f"ui-kind-{k}" for k in KINDS}
    assert built <= used, sorted(built - used)


def test_the_terminal_map_names_passages_in_the_language():
    result = cli("play", "pendants", "--seat", "cardinal", "--seed", 3, "--lang", "de", input="map\nq\n")
    assert result.exit_code == 0
    german = (CONTENT / "locales/de/pendants-board.ftl").read_text(encoding="utf-8")
    secret = next(line.split("=", 1)[1].strip() for line in german.splitlines() if line.startswith("board-legend-secret"))
    assert f"({secret})" in result.output and "(secret)" not in result.output
