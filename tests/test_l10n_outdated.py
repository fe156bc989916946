"""Translations of older English: `rulekit l10n done` records the English each translation was made from; when
English changes later the status counts the message as outdated (not done) and lint RK318 says what English said
then and says now, at the translation's line."""
from __future__ import annotations

import json

import pytest

from test_l10n import CONTENT, DE, EN, cli, tree


def _confirmed(tmp_path):
    root = tree(tmp_path, {"en/mini.ftl": EN, "de/mini.ftl": DE})
    done = cli("--content", root, "l10n", "done", "de")
    assert done.exit_code == 0 and "de: 4 messages confirmed against today's English" in done.output
    record = json.loads((root / "locales/de/translated-from.json").read_text())
    assert record["messages"]["hero-1"]["english"] == "hero-1 = { -hero } one"
    return root


def _reword(root, old, new):
    english = root / "locales/en/mini.ftl"
    english.write_text(english.read_text().replace(old, new))


def _status(root):
    result = cli("--content", root, "l10n", "status", "--format", "json")
    assert result.exit_code == 0, result.output
    return {row["file"]: row for row in json.loads(result.output)["locales"][0]["files"]}["mini.ftl"]


def test_a_translation_of_english_that_changed_since_is_outdated_and_not_done(tmp_path):
    root = _confirmed(tmp_path)
    assert _status(root)["messages"]["outdated"] == 0 and _status(root)["percent"] == 100
    _reword(root, "hero-1 = { -hero } one", "hero-1 = { -hero } number one")
    row = _status(root)
    assert row["messages"]["outdated"] == 1 and row["ids"]["outdated"] == ["hero-1"] and row["percent"] == 75
    assert cli("--content", root, "l10n", "status", "--fail-under", 100).exit_code == 1
    lint = cli("lint", root, "--select", "RK318", "--format", "concise")
    said = " ".join(lint.output.split())
    assert f"{root}/locales/de/mini.ftl:4:1: RK318" in said
    assert ("English was: hero-1 = { -hero } one -- it is now: hero-1 = { -hero } number one -- check the "
            "translation, then `rulekit l10n done de hero-1`") in said


def test_done_confirms_outdated_messages_only_when_named_or_asked(tmp_path):
    root = _confirmed(tmp_path)
    _reword(root, "zone-deck = Deck", "zone-deck = Draw pile")
    _reword(root, "hero-1 = { -hero } one", "hero-1 = { -hero } number one")
    again = cli("--content", root, "l10n", "done", "de")  # nothing new to confirm; the outdated stay outdated
    assert "0 messages confirmed" in again.output and "still outdated" in again.output
    assert "hero-1, zone-deck" in again.output and _status(root)["messages"]["outdated"] == 2
    named = cli("--content", root, "l10n", "done", "de", "zone-deck")
    assert "1 message confirmed" in named.output and _status(root)["ids"]["outdated"] == ["hero-1"]
    every = cli("--content", root, "l10n", "done", "de", "--outdated")
    assert "1 message confirmed" in every.output and _status(root)["messages"]["outdated"] == 0
    assert cli("lint", root, "--select", "RK318").exit_code == 0


def test_done_refuses_what_is_not_a_translated_message(tmp_path):
    root = _confirmed(tmp_path)
    result = cli("--content", root, "l10n", "done", "de", "hero-9")
    assert result.exit_code == 2 and "not a translated message of 'de': hero-9" in " ".join(result.output.split())
    assert cli("--content", root, "l10n", "done", "es").exit_code == 2


@pytest.mark.parametrize("broken", ["{not json", "[]", '{"messages": {"hero-1": {"english": null, "digest": null}}}'])
def test_a_record_rulekit_cannot_read_fails_the_status_and_is_said_in_words(tmp_path, broken):
    root = _confirmed(tmp_path)
    (root / "locales/de/translated-from.json").write_text(broken)
    lint = cli("lint", root, "--select", "RK318", "--format", "concise")
    said = " ".join(lint.output.split())
    assert "translated-from.json" in said and "rulekit l10n done de" in said
    assert "indices" not in said and "attribute" not in said and "None" not in said
    status = cli("--content", root, "l10n", "status", "de")
    assert status.exit_code == 1 and "translated-from.json" in " ".join(status.output.split())
    done = cli("--content", root, "l10n", "done", "de", "hero-1")
    assert done.exit_code != 0 and "Invalid value for ID" not in done.output


def test_a_term_is_confirmed_with_the_command_the_finding_gives(tmp_path):
    root = _confirmed(tmp_path)
    _reword(root, "-hero = Hero", "-hero = Champion")
    lint = " ".join(cli("lint", root, "--select", "RK318").output.split())
    assert "`rulekit l10n done de -- -hero`" in lint
    concise = cli("lint", root, "--select", "RK318", "--format", "concise").output
    line = 1 + (root / "locales/de/mini.ftl").read_text().split("-hero =")[0].count("\n")
    assert f"locales/de/mini.ftl:{line}:1: RK318" in concise  # at the term's dash, where its id begins
    assert cli("--content", root, "l10n", "done", "de", "--", "-hero").exit_code == 0
    assert _status(root)["messages"]["outdated"] == 0


def test_a_term_only_the_locale_has_is_not_obsolete(tmp_path):
    from test_l10n import findings

    root = tree(tmp_path, {"en/mini.ftl": EN, "de/mini.ftl": DE + "-held-gen = des Helden\n"})
    assert _status(root)["messages"]["obsolete"] == 0
    assert [d.code for d in findings(root) if d.code == "RK304"] == []


def test_the_shipped_locales_are_confirmed_against_todays_english():
    for lang in ("de", "fr", "it", "pt"):
        assert (CONTENT / "locales" / lang / "translated-from.json").is_file()
    result = cli("--content", CONTENT, "l10n", "status", "--format", "json")
    assert all(row["messages"]["outdated"] == 0 for locale in json.loads(result.output)["locales"]
               for row in locale["files"])


def test_a_packs_text_has_its_own_status_and_record(tmp_path):
    import shutil

    from test_l10n import ROOT

    pack = tmp_path / "tavern"
    shutil.copytree(ROOT / "tests" / "packs" / "mylady_tavern", pack)
    status = cli("l10n", "status", "--pack", pack, "--format", "json")
    assert status.exit_code == 0, status.output
    report = json.loads(status.output)
    assert [l["lang"] for l in report["locales"]] == ["de", "fr"]
    assert all(l["total"]["percent"] == 100 and l["total"]["messages"]["total"] > 0 for l in report["locales"])
    assert cli("l10n", "done", "de", "--pack", pack).exit_code == 0
    assert (pack / "locales" / "de" / "translated-from.json").is_file()
    english = pack / "locales" / "en" / "tavern.ftl"
    first = next(line for line in english.read_text().splitlines() if " = " in line and not line.startswith("#"))
    english.write_text(english.read_text().replace(first, first + " (reworded)"))
    german = json.loads(cli("l10n", "status", "de", "--pack", pack, "--format", "json").output)["locales"][0]
    assert german["total"]["messages"]["outdated"] == 1
    assert cli("l10n", "status", "--pack", tmp_path / "none").exit_code == 2
