"""`rulekit l10n status [LANG]`: per locale and file, messages and words translated, unchanged, missing, obsolete.

    report = locale_status(locales, games)        # plain JSON data: what --format json prints
    print_status(report, console)                 # rich tables, one per locale

Words are counted in English (the text of a message's value and attributes, every variant of a selector), as
translation platforms count them: a locale that has translated 90% of the words has 10% of the work left.
Obsolete words are counted in the locale's own text. The share done counts translated and unchanged messages (a
name may stay the same); a locale's total covers the files it offers (see rulekit.l10n.compare).
"""
from __future__ import annotations

import re
from typing import Any, Iterable

from rulekit.l10n.compare import FileComparison, compare
from rulekit.l10n.languages import language_name
from rulekit.load.locales import REFERENCE, LocaleFile, LocaleSet, nodes

KINDS = ("translated", "unchanged", "missing", "obsolete", "outdated")  # outdated: also translated or unchanged
_WORD = re.compile(r"\w+")


def locale_status(locales: LocaleSet, games: Iterable[str], langs: Iterable[str] | None = None) -> dict[str, Any]:
    """The status of each locale but English (or of `langs`), as plain data."""
    games = list(games)
    english_words = _words(locales.files_of(REFERENCE))
    wanted = [lang for lang in (langs or locales.languages) if lang != REFERENCE]
    out = []
    for lang in wanted:
        own_words = _words(locales.files_of(lang))
        files = [_file_row(row, english_words, own_words) for row in compare(locales, lang, games)]
        out.append({"lang": lang, "name": language_name(lang) or lang, "directory": locales.directory(lang),
                    "files": files, "total": _total(f for f in files if f["offered"])})
    return {"reference": REFERENCE, "locales": out}


def _file_row(row: FileComparison, english_words: dict[str, int], own_words: dict[str, int]) -> dict[str, Any]:
    ids = {"translated": row.translated, "unchanged": row.unchanged, "missing": row.missing, "obsolete": row.obsolete,
           "outdated": row.outdated}
    messages = {"total": len(row.english), **{kind: len(ids[kind]) for kind in KINDS}}
    words = {"total": sum(english_words.get(key, 0) for key in row.english)}
    for kind in KINDS:
        counts = own_words if kind == "obsolete" else english_words
        words[kind] = sum(counts.get(key, 0) for key in ids[kind])
    return {"file": row.name, "path": row.path, "present": row.present, "offered": row.offered, "game": row.owner,
            "messages": messages, "words": words, "percent": _percent(messages), "words_percent": _percent(words),
            "ids": {kind: list(ids[kind]) for kind in ("missing", "unchanged", "obsolete", "outdated")},
            "stale_marks": list(row.stale_marks)}


def _total(files: Iterable[dict[str, Any]]) -> dict[str, Any]:
    messages = {"total": 0, **{kind: 0 for kind in KINDS}}
    words = dict(messages)
    for row in files:
        for key in messages:
            messages[key] += row["messages"][key]
            words[key] += row["words"][key]
    return {"messages": messages, "words": words, "percent": _percent(messages), "words_percent": _percent(words)}


def _percent(counts: dict[str, int]) -> float:
    """The share done, rounded down to a tenth: 100 only when nothing is missing, and never above a threshold the
    exact share is under (`--fail-under 90` fails 89.96%)."""
    done = counts["translated"] + counts["unchanged"] - counts["outdated"]
    return (1000 * done // counts["total"]) / 10 if counts["total"] else 100.0


def shown_percent(percent: float) -> str:
    """"100%", "87%", "99.9%": whole numbers without a decimal, so a share under 100 never shows as 100."""
    return f"{percent:.0f}%" if percent == int(percent) else f"{percent:.1f}%"


def _words(files: Iterable[LocaleFile]) -> dict[str, int]:
    """Id ("-name" for terms) -> the number of words of its text (value, attributes, variants)."""
    from fluent.syntax import ast

    counts: dict[str, int] = {}
    for locale_file in files:
        for entry in locale_file.resource.body:
            if isinstance(entry, (ast.Message, ast.Term)):
                key = ("-" if isinstance(entry, ast.Term) else "") + entry.id.name
                text = " ".join(n.value for n in nodes(entry) if isinstance(n, (ast.TextElement, ast.StringLiteral)))
                counts.setdefault(key, len(_WORD.findall(text)))
    return counts


def print_status(report: dict[str, Any], console: Any, details: bool = False) -> None:
    """One rich table per locale; with `details`, the ids still to translate, unchanged and obsolete."""
    from rich import box
    from rich.table import Table

    for locale in report["locales"]:
        total = locale["total"]
        title = (f"{locale['lang']} ({locale['name']}): {shown_percent(total['percent'])} of "
                 f"{total['messages']['total']} messages, {shown_percent(total['words_percent'])} of "
                 f"{total['words']['total']} words")
        table = Table(title=title, title_justify="left", box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False,
                      collapse_padding=True, padding=(0, 0))
        table.add_column("file", overflow="fold")  # the one column that may wrap: numbers and headings stay whole
        for column in ("done", "translated", "unchanged", "missing", "obsolete", "outdated", "words"):
            table.add_column(column, justify="right", no_wrap=True, min_width=len(column))
        for row in locale["files"]:
            table.add_row(*_cells(row))
        if not all(row["offered"] for row in locale["files"]):
            table.caption = "-: a game this locale does not offer (none of its files): shown in English"
            table.caption_justify = "left"
        console.print(table)
        if details:
            _print_ids(locale, console)


def _cells(row: dict[str, Any]) -> list[str]:
    messages, words = row["messages"], row["words"]
    if not row["offered"]:
        return [f"[dim]{row['file'].removesuffix('.ftl')}[/dim]", "[dim]-[/dim]", "", "", "", "", "", "[dim]-[/dim]"]
    done = shown_percent(row["percent"]) if messages["total"] else "-"
    colour = "green" if row["percent"] >= 100 else "yellow" if row["percent"] >= 50 else "red"
    name = row["file"].removesuffix(".ftl") + ("" if row["present"] else " [red](no file)[/red]")
    unchanged = str(messages["unchanged"])
    if messages["total"] and messages["unchanged"] * 2 >= messages["total"] and messages["unchanged"] >= 3:
        unchanged = f"[yellow]{unchanged}[/yellow]"
    outdated = f"[yellow]{messages['outdated']}[/yellow]" if messages["outdated"] else "0"
    done_words = words["translated"] + words["unchanged"] - words["outdated"]
    return [name, f"[{colour}]{done}[/{colour}]", str(messages["translated"]), unchanged, str(messages["missing"]),
            str(messages["obsolete"]), outdated, f"{done_words}/{words['total']}"]


def _print_ids(locale: dict[str, Any], console: Any) -> None:
    for row in locale["files"]:
        if not row["offered"]:
            continue
        for kind in ("missing", "unchanged", "obsolete", "outdated"):
            if row["ids"][kind]:
                console.print(f"{locale['lang']}/{row['file']} {kind}: {', '.join(row['ids'][kind])}",
                              markup=False, soft_wrap=True)
        if row["stale_marks"]:
            console.print(f"{locale['lang']}/{row['file']} translated but still marked untranslated: "
                          + ", ".join(row["stale_marks"]), markup=False, soft_wrap=True)
