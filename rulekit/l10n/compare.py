"""A locale compared with English, file by file: what `rulekit l10n status` counts and the locale checks report.

Every message or term of an English file is, in another locale, exactly one of:

- translated: present, and its source differs from English;
- unchanged: present and identical to English (names often are; a whole file of them is a copy, not a
  translation);
- missing: absent, or still marked `# rulekit: untranslated` with the English text (`rulekit l10n new`);

and every message of a locale that English does not have is obsolete (a term English lacks is not: a translation
may define terms of its own for its grammar). A message marked untranslated whose text
differs from English counts as translated (its mark is stale, and the checks say so). A translated or unchanged
message is also outdated when English changed after the translation was confirmed (rulekit.l10n.sources): it
counts as not done until a translator checks it.

Files belong to a game when their name is the game's id or starts with it and a dash (`mylady.ftl`,
`mylady-variants.ftl`); the others (`ui.ftl`, `web.ftl`) are shared by every game. A locale offers a shared file
always and a game's files once it has any of them: Italian may translate The Queen's Pendants alone.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable

from rulekit.errors import RulekitError
from rulekit.l10n.sources import outdated_ids, read_confirmed
from rulekit.load.locales import REFERENCE, Entry, LocaleSet


@dataclass
class FileComparison:
    """One English file (or one file only the locale has) in one locale."""

    lang: str
    name: str  # the file name, e.g. "mylady.ftl"
    path: str  # the locale's file, or where it belongs
    present: bool  # the locale has this file
    offered: bool  # present, shared, or of a game the locale has another file of
    owner: str | None  # the game the file belongs to; None for a shared file
    english: list[str] = field(default_factory=list)  # ids of the English file ("-name" for terms), in order
    translated: list[str] = field(default_factory=list)
    unchanged: list[str] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)
    obsolete: list[str] = field(default_factory=list)  # ids of the locale's file that English does not have
    stale_marks: list[str] = field(default_factory=list)  # marked untranslated, yet no longer the English text
    outdated: list[str] = field(default_factory=list)  # translated or unchanged, from English that changed since

    @property
    def done(self) -> int:
        """Translated or deliberately the same as English, from today's English."""
        return len(self.translated) + len(self.unchanged) - len(self.outdated)

    @property
    def percent(self) -> float:
        return 100.0 * self.done / len(self.english) if self.english else 100.0


def file_owner(name: str, games: Iterable[str]) -> str | None:
    """The game a locale file belongs to, by its name; None for a file every game shares."""
    stem = name[:-4] if name.endswith(".ftl") else name
    for game in sorted(games, key=len, reverse=True):
        if stem == game or stem.startswith(game + "-"):
            return game
    return None


def entries_by_file(locales: LocaleSet, lang: str) -> dict[str, list[tuple[str, Entry]]]:
    """File name -> (id, entry) of the entries that count in the language (the first definition of an id)."""
    found: dict[str, list[tuple[str, Entry]]] = {}
    for kind, table in (("", locales.messages(lang)), ("-", locales.terms(lang))):
        for name, (span, entry) in table.items():
            found.setdefault(Path(span.path).name, []).append((kind + name, entry))
    for items in found.values():
        items.sort(key=lambda item: item[1].start)
    return found


def compare(locales: LocaleSet, lang: str, games: Iterable[str]) -> list[FileComparison]:
    """Each English file in `lang` (in name order), then the files only `lang` has."""
    games = list(games)
    english = entries_by_file(locales, REFERENCE)
    theirs = entries_by_file(locales, lang)
    present = {f.name: f.path for f in locales.files_of(lang)}
    owners_present = {file_owner(name, games) for name in present}
    lookup, known = _lookup(locales, lang), _lookup(locales, REFERENCE)
    try:
        record = read_confirmed(locales, lang)
    except RulekitError:
        record = {}  # the checks report the broken record (RK318); the counts go on without it
    english_digests = {key: entry.digest for key, entry in known.items()}
    directory = locales.directory(lang) or lang
    out = []
    for name in sorted(set(english) | set(theirs)):
        owner = file_owner(name, games)
        here = name in present
        row = FileComparison(lang, name, present.get(name) or str(Path(directory) / name), here,
                             here or owner is None or owner in owners_present, owner)
        for key, entry in english.get(name, ()):
            row.english.append(key)
            _classify(row, key, entry, lookup.get(key))
        row.obsolete = [key for key, _ in theirs.get(name, ()) if key not in known and not key.startswith("-")]
        row.outdated = outdated_ids(record, english_digests, row.translated + row.unchanged)
        out.append(row)
    return out


def _lookup(locales: LocaleSet, lang: str) -> dict[str, Entry]:
    found = {name: entry for name, (_span, entry) in locales.messages(lang).items()}
    found.update({"-" + name: entry for name, (_span, entry) in locales.terms(lang).items()})
    return found


def _classify(row: FileComparison, key: str, english: Entry, entry: Entry | None) -> None:
    if entry is None or (entry.untranslated and entry.digest == english.digest):
        row.missing.append(key)
    elif entry.digest == english.digest:
        row.unchanged.append(key)
    else:
        row.translated.append(key)
        if entry.untranslated:
            row.stale_marks.append(key)
