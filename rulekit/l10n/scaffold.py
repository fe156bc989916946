"""`rulekit l10n new LANG`: a new locale, every English file copied ready to translate.

Each message and term keeps its English text (so the file is valid Fluent and the game shows English until it is
translated) under comment lines for the translator, then the mark `# rulekit: untranslated`, which makes the
status and the linter count it as missing:

    # card of musketiere (kind musketeer; value 0, swords 1): content/cards/musketiere/musketeers.yaml:8
    # rulekit: untranslated
    musketeer-00-1 = Musketeer 0, 1 sword

    # shown by rulekit/view/terminal.py:351
    # variables: $seconds (keep them as they are)
    # rulekit: untranslated
    ui-hourglass = The hourglass runs: { $seconds } seconds left for your phase.

The translator replaces the text and deletes the mark. Files the locale already has are kept; with `fill`, the
messages they lack are added at their end, marked the same way.
"""
from __future__ import annotations

import copy
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rulekit.load.documents import ContentSet
from rulekit.load.locales import REFERENCE, UNTRANSLATED, LocaleFile

_SUPPRESSION = re.compile(r"rulekit:\s*ignore")
CODE_PLACES = 2  # code places named per message


@dataclass(frozen=True)
class Written:
    path: str
    messages: int
    new_file: bool


def message_contexts(content: ContentSet, base: Path | None = None) -> dict[str, list[str]]:
    """Message id -> lines saying what it names and where it is used: a card (its kind and stats), zone, counter,
    prompt, house rule of a game (file:line, relative to `base` when under it), the code that shows it."""
    from rulekit.check.locales import required_messages
    from rulekit.l10n.usage import code_messages

    notes: dict[str, list[str]] = {}
    for game in content.games():
        cards = {card.get("id"): card for _doc, _index, card in content.cards(game)}
        for message_id, (span, what) in required_messages(content, game).items():
            detail = f" ({_card(cards[message_id])})" if what == "card" and message_id in cards else ""
            notes.setdefault(message_id, []).append(f"{what} of {game}{detail}: {_shown(span.path, base)}:{span.line}")
    places: dict[str, int] = {}
    for use in code_messages():
        places[use.message] = places.get(use.message, 0) + 1
        if places[use.message] <= CODE_PLACES:
            notes.setdefault(use.message, []).append(f"shown by {use.path}:{use.line}")
    for message_id in content.locales.messages(REFERENCE):
        kind = KINDS_OF_MESSAGE.get(message_id.split("-", 1)[0])
        if kind is not None and message_id not in notes:
            notes[message_id] = [kind]
    return notes


# what a message whose id the content or the code builds at run time names, by the first part of its id
KINDS_OF_MESSAGE = {
    "option": "an option's label in a question to a player (a button, or a numbered line in the terminal)",
    "zone": "a zone or a space of the board: on the board, in the log and in options",
    "event": "a line of the game's log: what happened",
    "step": "a step of a round: where the game stands, shown above the board",
    "counter": "a counter or a track, shown with its number",
    "end": "how a game ended, shown with the result",
    "prompt": "a question to a player",
    "seat": "a seat: the figure or role a player takes",
    "board": "the name of a board",
    "dice": "a kind of die",
    "face": "a face of a die",
    "side": "a side: the seats that win or lose together",
    "words": "rules in words: a piece of the sentences that describe what a card does (docs/card-text.md)",
    "ui": "a line of the terminal or of the web table",
    "web": "a line of the web table",
}


def _shown(path: str, base: Path | None) -> str:
    """A path as the files written for translators show it: relative to `base` (no one's home folder in them)."""
    if base is None:
        return path
    try:
        return Path(path).resolve().relative_to(Path(base).resolve()).as_posix()
    except ValueError:
        return path


def _card(card: dict[str, Any]) -> str:
    parts = [f"kind {card.get('kind')}"]
    stats = card.get("stats")
    if isinstance(stats, dict) and stats:
        parts.append(", ".join(f"{k} {v}" for k, v in stats.items() if isinstance(v, (int, float, str))))
    return "; ".join(p for p in parts if p)


def new_locale(content: ContentSet, directory: Path, lang: str, fill: bool = False) -> list[Written]:
    """Write the locale `lang` into `directory` (the locales folder): every English file it lacks; with `fill`, the
    messages its existing files lack too. Returns what was written."""
    locales = content.locales
    notes = message_contexts(content, Path(directory).resolve().parent.parent)  # paths from above the content
    folder = Path(directory) / lang
    folder.mkdir(parents=True, exist_ok=True)
    theirs = set(locales.messages(lang)) | {"-" + t for t in locales.terms(lang)}
    written = []
    for english in sorted(locales.files_of(REFERENCE), key=lambda f: f.name):
        target = folder / english.name
        if not target.exists():
            text, count = scaffold_file(english, notes)
            _write(target, text)
            written.append(Written(str(target), count, True))
        elif fill:
            text, count = scaffold_file(english, notes, skip=theirs, header=False)
            if count:
                old = target.read_text(encoding="utf-8")
                _write(target, old.rstrip("\n") + "\n\n## Added by `rulekit l10n new --fill`: still to translate\n\n" + text)
                written.append(Written(str(target), count, False))
    return written


def scaffold_file(english: LocaleFile, notes: dict[str, list[str]], skip: set[str] = frozenset(),
                  header: bool = True) -> tuple[str, int]:
    """The Fluent text of an English file with every entry (but those in `skip`) marked untranslated and given
    its context; and how many entries it has. Without `header`, only the entries (no group or file comments)."""
    from fluent.syntax import FluentSerializer, ast

    body = []
    count = 0
    for entry in copy.deepcopy(english.resource).body:
        if isinstance(entry, (ast.Message, ast.Term)):
            key = ("-" if isinstance(entry, ast.Term) else "") + entry.id.name
            if key in skip:
                continue
            entry.comment = ast.Comment(_comment(entry, key, notes))
            body.append(entry)
            count += 1
        elif header and isinstance(entry, (ast.GroupComment, ast.ResourceComment, ast.Comment)):
            body.append(entry)  # file and group comments, and free ones: glossaries, notes for translators
    serializer = FluentSerializer()
    return "\n".join(serializer.serialize_entry(entry) for entry in body), count  # a blank line between entries


def _comment(entry: Any, key: str, notes: dict[str, list[str]]) -> str:
    from rulekit.load.locales import variables

    lines = []
    if entry.comment is not None:
        lines += [line for line in entry.comment.content.splitlines() if not _SUPPRESSION.search(line)]
    if key.startswith("-"):
        lines.append(f"term: the same name everywhere; messages use it as {{ {key} }}")
    lines += notes.get(key, [])
    names = sorted(variables(entry))
    if names:
        lines.append("variables: " + ", ".join(f"${name}" for name in names) + " (keep them as they are)")
    lines.append(UNTRANSLATED)
    return "\n".join(lines)


def _write(path: Path, text: str) -> None:
    from rulekit.records import write_atomically  # a crash mid-write never leaves half a file

    write_atomically(path, text)
