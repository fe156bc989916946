"""Which English each translation was made from: `locales/<lang>/translated-from.json`, kept by rulekit.

    record = read_confirmed(locales, lang)           # id -> Source(digest, english) as last confirmed
    confirm(locales, lang, ids)                      # `rulekit l10n done LANG [ID...]`: the translations fit today's English

A translation is *outdated* when English changed after it was confirmed: the record holds the English it was
made from, so a translator sees what English said then and says now (as gettext's fuzzy entries with their
previous msgid). Fluent files cannot say this themselves, and a translator never edits this file: rulekit writes
it. A locale without the file has nothing outdated (nothing was confirmed yet).
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable

from rulekit.errors import RulekitError
from rulekit.load.locales import REFERENCE, LocaleSet

RECORD_NAME = "translated-from.json"
ABOUT = ("Written by `rulekit l10n done`: the English each translation of this folder was made from. A message "
         "whose English changed since is outdated (`rulekit l10n status`, lint RK318). Do not edit by hand.")


# Deleting the record and confirming again would also confirm the outdated translations it should have caught.
_REPAIR = ("restore it from version control; only if there is no good copy, delete it and run `rulekit l10n done "
           "{lang}` (which confirms every translation as it stands, outdated ones included)")


@dataclass(frozen=True)
class Source:
    digest: str  # of the English entry then (rulekit.load.locales: the same text, the same digest)
    english: str  # the English entry then, as Fluent writes it


def done_command(lang: str, ids: Iterable[str]) -> str:
    """The command that confirms these messages (a term's id starts with '-': after `--`, or it reads as an option)."""
    ids = list(ids)
    return f"rulekit l10n done {lang} " + ("-- " if any(i.startswith("-") for i in ids) else "") + " ".join(ids)


def record_path(locales: LocaleSet, lang: str) -> Path | None:
    directory = locales.directory(lang)
    return Path(directory) / RECORD_NAME if directory else None


def read_confirmed(locales: LocaleSet, lang: str) -> dict[str, Source]:
    """The confirmed sources of a locale; empty when it has no record. A record rulekit cannot read is an error
    naming the file (it is rulekit's own file: better to say so than to call every message outdated)."""
    path = record_path(locales, lang)
    if path is None or not path.is_file():
        return {}
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError) as error:
        raise RulekitError(f"{path}: cannot be read as JSON ({error}); {_REPAIR.format(lang=lang)}") from None
    messages = data.get("messages") if isinstance(data, dict) else None
    if not isinstance(messages, dict) or not all(
            isinstance(item, dict) and isinstance(item.get("digest"), str) and isinstance(item.get("english"), str)
            for item in messages.values()):
        raise RulekitError(f"{path}: not a record of `rulekit l10n done` (it needs `messages`: each id with its "
                           f"`digest` and `english` texts); {_REPAIR.format(lang=lang)}")
    return {key: Source(item["digest"], item["english"]) for key, item in messages.items()}


def english_sources(locales: LocaleSet) -> dict[str, Source]:
    """Every English message and term ("-name") with its digest and its text as Fluent writes it."""
    from fluent.syntax import FluentSerializer, ast

    out: dict[str, Source] = {}
    digests = {name: entry.digest for name, (_s, entry) in locales.messages(REFERENCE).items()}
    digests.update({"-" + name: entry.digest for name, (_s, entry) in locales.terms(REFERENCE).items()})
    serializer = FluentSerializer()
    for locale_file in locales.files_of(REFERENCE):
        for entry in locale_file.resource.body:
            if isinstance(entry, (ast.Message, ast.Term)):
                key = ("-" if isinstance(entry, ast.Term) else "") + entry.id.name
                if key in digests and key not in out:
                    comment, entry.comment = entry.comment, None
                    try:
                        out[key] = Source(digests[key], serializer.serialize_entry(entry).strip())
                    finally:
                        entry.comment = comment
    return out


def outdated_ids(record: dict[str, Source], english_digests: dict[str, str], done: Iterable[str]) -> list[str]:
    """Of the messages counted done, those confirmed against English that has changed since."""
    return [key for key in done if key in record and key in english_digests and record[key].digest != english_digests[key]]


def confirm(locales: LocaleSet, lang: str, done: Iterable[str], ids: Iterable[str] = (), *,
            outdated_too: bool = False) -> tuple[list[str], list[str]]:
    """Record today's English for `ids`, or with none for every message done (translated or kept the same) that
    is not yet confirmed; an outdated one only when named or with `outdated_too` (after checking it). Returns
    (confirmed, still outdated). Messages English no longer has are dropped from the record."""
    english = english_sources(locales)
    record = read_confirmed(locales, lang)
    done = [key for key in done if key in english]
    unknown = sorted(set(ids) - set(done))
    if unknown:
        raise RulekitError(f"not a translated message of {lang!r}: {', '.join(unknown)} (only a message the locale "
                           "has translated, or kept the same as English, can be confirmed)")
    wanted = list(ids) or [key for key in done if key not in record or outdated_too
                           or record[key].digest == english[key].digest]
    outdated_before = set(outdated_ids(record, {k: s.digest for k, s in english.items()}, done))
    confirmed = [key for key in wanted if record.get(key) != english[key]]
    record = {key: source for key, source in record.items() if key in english}
    for key in wanted:
        record[key] = english[key]
    path = record_path(locales, lang)
    if path is None:
        raise RulekitError(f"no locale folder for {lang!r}")
    from rulekit.records import write_atomically

    data = {"about": ABOUT, "messages": {key: {"digest": s.digest, "english": s.english}
                                         for key, s in sorted(record.items())}}
    write_atomically(path, json.dumps(data, indent=1, ensure_ascii=False) + "\n")
    return confirmed, sorted(outdated_before - set(wanted))
