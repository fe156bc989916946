"""Locale checks in the style of compare-locales: English (en) is the reference.

Every game needs English messages for its id, its cards and boards, its zones (``zone-<id>``), its counters and
supplies (``counter-<name>``) and the prompts its effects name (``prompt="x"`` -> ``prompt-x``). Other locales are
compared with English: missing messages fall back to English (warning), extra ones are obsolete (warning),
different variables are an error, since the game passes the English variables.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Iterator

from rulekit.check.codes import diagnostic
from rulekit.errors import Diagnostic, Span
from rulekit.load.cards import text_id
from rulekit.load.documents import ContentSet, Document
from rulekit.load.locales import REFERENCE, LocaleSet

PROMPT = re.compile(r'prompt\s*=\s*"([a-z0-9-]+)"')


def _strings(value: Any, path: tuple = ()) -> Iterator[tuple[tuple, str]]:
    if isinstance(value, str):
        yield path, value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _strings(item, path + (key,))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _strings(item, path + (index,))


def required_messages(content: ContentSet, game: str) -> dict[str, tuple[Span, str]]:
    """Message id -> (where the thing is defined, what it is) for everything of a game that needs a name."""
    required: dict[str, tuple[Span, str]] = {}
    kinds: dict[str, Any] = {}

    def need(message_id: str, span: Span, what: str) -> None:
        required.setdefault(message_id, (span, what))

    for doc in content.documents_for(game):
        if not doc.ok or not isinstance(doc.data, dict):
            continue
        data = doc.data
        if doc.kind == "game":
            kinds = data.get("card_kinds") if isinstance(data.get("card_kinds"), dict) else {}
            if isinstance(data.get("id"), str):
                need(data["id"], doc.span(("id",)), "game")
            for zone in _keys(data.get("zones")):
                need(f"zone-{zone}", doc.marks.key_span(("zones", zone)), "zone")
            for group in ("player_counters", "counters"):
                for name in _keys(data.get(group)):
                    need(f"counter-{name}", doc.marks.key_span((group, name)), "counter")
        elif doc.kind == "board":
            if isinstance(data.get("id"), str):
                need(data["id"], doc.span(("id",)), "board")
            for name in _keys(data.get("supplies")):
                need(f"counter-{name}", doc.marks.key_span(("supplies", name)), "supply")
        elif doc.kind == "cards":  # one message per entry: copies and cards naming one `text` share it
            cards = data.get("cards")
            for index, card in enumerate(cards if isinstance(cards, list) else []):
                message = text_id(card, kinds) if isinstance(card, dict) else None
                if message is not None:
                    where = ("cards", index, "text") if "text" in card else ("cards", index, "id")
                    need(message, doc.span(where), "card")
        _prompts(doc, need)
    return required


def _keys(value: Any) -> list[str]:
    return list(value) if isinstance(value, dict) else []


def _prompts(doc: Document, need: Any) -> None:
    for path, text in _strings(doc.data):
        for match in PROMPT.finditer(text):
            need(f"prompt-{match.group(1)}", _inside(doc, path, text, match.start(), match.end()), "prompt")


def _inside(doc: Document, path: tuple, text: str, start: int, end: int) -> Span:
    """The span of text[start:end] in the file, for literal blocks and one-line strings; else the whole value."""
    style = doc.marks.style(path)
    origin = doc.marks.content_span(path)
    if style == "|":
        line = text.count("\n", 0, start)
        column = start - (text.rfind("\n", 0, start) + 1)
    elif style in (None, "'", '"') and "\n" not in text and "\\" not in text and not (style == "'" and "'" in text):
        line, column = 0, start
    else:
        return doc.span(path)
    first = origin.column + column
    return Span(origin.path, origin.line + line, first, origin.line + line, first + end - start, origin.card)


def check_locales(content: ContentSet) -> list[Diagnostic]:
    """RK301-RK306 for the locales of a content set (nothing when no locale was read)."""
    locales = content.locales
    if not locales:
        return []
    out: list[Diagnostic] = []
    for lang in locales.languages:
        for junk in locales.junk(lang):
            out.append(diagnostic(junk.code, junk.message, junk.span))
        for duplicate in locales.duplicates(lang):
            first = duplicate.first
            out.append(diagnostic("RK306", f"message {duplicate.id!r} is defined twice in locale {lang!r} "
                                           f"(first at {first.path}:{first.line})", duplicate.span))
    english = locales.messages(REFERENCE)
    for game in content.games():
        for message_id, (span, what) in required_messages(content, game).items():
            if message_id not in english:
                out.append(diagnostic("RK302", f"{what} {message_id!r} has no message in the reference locale "
                                               f"{REFERENCE!r}", span))
    for lang in locales.languages:
        if lang != REFERENCE:
            out.extend(_compare(locales, lang))
    return out


def _offered_files(locales: LocaleSet, lang: str) -> set[str]:
    """The .ftl file names a locale has: a language offers the files it ships (Italian may translate only one
    game); messages of files it lacks fall back to English without a warning."""
    return {Path(span.path).name for span, _ in locales.messages(lang).values()} | {
        Path(span.path).name for span, _ in locales.terms(lang).values()}


def _compare(locales: LocaleSet, lang: str) -> list[Diagnostic]:
    out: list[Diagnostic] = []
    offered = _offered_files(locales, lang)
    for prefix, reference, translated in (("", locales.messages(REFERENCE), locales.messages(lang)),
                                          ("-", locales.terms(REFERENCE), locales.terms(lang))):
        for name, (ref_span, ref_entry) in reference.items():
            shown = prefix + name
            if name not in translated and Path(ref_span.path).name not in offered:
                continue
            if name not in translated:
                out.append(diagnostic("RK303", f"message {shown!r} is missing in locale {lang!r}: English is shown",
                                      _counterpart(locales, lang, ref_span)))
                continue
            span, entry = translated[name]
            ref_vars, these = set(ref_entry.variables), set(entry.variables)
            if ref_vars != these:
                parts = []
                if ref_vars - these:
                    parts.append("lacks " + ", ".join(f"${v}" for v in sorted(ref_vars - these)))
                if these - ref_vars:
                    parts.append("uses unknown " + ", ".join(f"${v}" for v in sorted(these - ref_vars)))
                out.append(diagnostic("RK305", f"message {shown!r} in locale {lang!r} {' and '.join(parts)} "
                                               f"(English uses {', '.join('$' + v for v in sorted(ref_vars)) or 'none'})",
                                      span))
            if ref_entry.value is not None and entry.value is None:
                out.append(diagnostic("RK303", f"message {shown!r} in locale {lang!r} has no value: English is shown",
                                      span))
            ref_attrs, attrs = set(ref_entry.attributes), set(entry.attributes)
            for attribute in sorted(ref_attrs - attrs):
                out.append(diagnostic("RK303", f"attribute {shown}.{attribute} is missing in locale {lang!r}: "
                                               "English is shown", span))
            for attribute in sorted(attrs - ref_attrs):
                out.append(diagnostic("RK304", f"attribute {shown}.{attribute} in locale {lang!r} is not in English "
                                               "(obsolete?)", span))
        for name, (span, _entry) in translated.items():
            if name not in reference:
                out.append(diagnostic("RK304", f"message {prefix + name!r} in locale {lang!r} is not in English "
                                               "(obsolete?)", span))
    return out


def _counterpart(locales: LocaleSet, lang: str, reference_span: Span) -> Span:
    """Where a missing translation belongs: the file of the same name in that locale, else its directory."""
    name = Path(reference_span.path).name
    for locale_file in locales.files_of(lang):
        if locale_file.name == name:
            return Span(locale_file.path)
    directory = locales.directory(lang)
    return Span(str(Path(directory) / name) if directory else lang)
