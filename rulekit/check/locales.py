"""Locale checks in the style of compare-locales: English (en) is the reference.

Every game needs English messages for its id, its cards and boards, its zones (``zone-<id>``), its counters and
supplies (``counter-<name>``), the prompts its effects name (``prompt="x"`` and ``choose m "x" {`` ->
``prompt-x``) and its house rules (``house-rule-<game>-<name>``); rulekit's own code needs the messages it names
(rulekit.l10n.usage). Other locales are compared with English file by file (rulekit.l10n.compare): a whole file
missing, the messages still to translate (one finding per file, with the share done), a file copied from English
unchanged, obsolete messages, different variables (an error, since the game passes the English variables). In
every locale a reference to a message or term the locale does not define is an error: Fluent would print it as
`{-name}`.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Iterator

from rulekit.check.codes import diagnostic
from rulekit.errors import Diagnostic, RulekitError, Span, did_you_mean
from rulekit.l10n import house_rule_message
from rulekit.l10n.compare import FileComparison, compare, file_owner
from rulekit.l10n.languages import code_problem
from rulekit.l10n.sources import done_command, english_sources, read_confirmed, record_path
from rulekit.load.cards import text_id
from rulekit.load.documents import ContentSet, Document
from rulekit.load.locales import REFERENCE, LocaleSet

UNCHANGED_SHARE = 0.5  # a file with at least this share of its messages identical to English is a copy
UNCHANGED_MIN = 3  # ... and at least this many (two names the same in both languages are no copy)
LISTED = 5  # missing ids named in one finding

# a prompt keyword (`choose_card(m, cards, prompt="x")`), or the prompt of a choose statement (`choose m "x" {`,
# `choose each p in ps "x" {`; the chooser is an expression without quotes or braces)
PROMPT = re.compile(r'prompt\s*=\s*"([a-z0-9-]+)"|\bchoose\s+[^"{}\n]*"([a-z0-9-]+)"\s*\{')


def _strings(value: Any, path: tuple = ()) -> Iterator[tuple[tuple, str]]:
    if isinstance(value, str):
        yield path, value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _strings(item, path + (key,))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _strings(item, path + (index,))


def required_messages(content: ContentSet, game: str, card_kinds: dict[str, Any] | None = None
                      ) -> dict[str, tuple[Span, str]]:
    """Message id -> (where the thing is defined, what it is) for everything of a game that needs a name.
    `card_kinds`: the game's kinds when `content` holds only some of its files (a pack's), for their `text:`."""
    required: dict[str, tuple[Span, str]] = {}
    kinds: dict[str, Any] = dict(card_kinds or {})

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
            for name in _keys(data.get("house_rules")):
                need(house_rule_message(game, name), doc.marks.key_span(("house_rules", name)), "house rule")
            for name in _plugin_house_rules(game):
                need(house_rule_message(game, name), doc.span(("id",)), "house rule (offered by a plugin)")
        elif doc.kind == "board":
            if isinstance(data.get("id"), str):
                need(data["id"], doc.span(("id",)), "board")
            for name in _keys(data.get("supplies")):
                need(f"counter-{name}", doc.marks.key_span(("supplies", name)), "supply")
        elif doc.kind == "cards":  # one message per entry: copies and cards naming one `text` share it
            cards = data.get("cards")
            for index, card in enumerate(cards if isinstance(cards, list) else []):
                if isinstance(card, dict) and kinds and card.get("kind") not in kinds:
                    continue  # an unknown kind is RK021; which message names the card is not known then
                message = text_id(card, kinds) if isinstance(card, dict) else None
                if message is not None:
                    where = ("cards", index, "text") if "text" in card else ("cards", index, "id")
                    need(message, doc.span(where), "card")
        _prompts(doc, need)
    return required


def _keys(value: Any) -> list[str]:
    return list(value) if isinstance(value, dict) else []


def _plugin_house_rules(game: str) -> list[str]:
    """The house rules rulekit's own plugins offer for a game. A third-party plugin's house rule needs no message
    in the shipped locales (players read its own description); a plugin that fails is reported by compiling."""
    from rulekit import plugins

    names = []
    for impl in plugins.default_plugin_manager().hook.rulekit_house_rules.get_hookimpls():
        if not getattr(impl.plugin, "__name__", "").startswith("rulekit."):
            continue
        try:
            offers = impl.function(game=game) or []
            names.extend(str(entry[0]) for entry in offers)
        except Exception:  # noqa: BLE001 - compiling the game reports a failing plugin with its name
            continue
    return names


def _prompts(doc: Document, need: Any) -> None:
    for path, text in _strings(doc.data):
        for match in PROMPT.finditer(text):
            group = 1 if match.group(1) else 2
            start, end = (match.start(), match.end()) if group == 1 else match.span(2)
            need(f"prompt-{match.group(group)}", _inside(doc, path, text, start, end), "prompt")


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
    """RK301-RK317 for the locales of a content set (nothing when no locale was read)."""
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
    out.extend(_code_messages(content))
    games = _all_games(content)
    for lang in locales.languages:
        out.extend(_references(locales, lang))
        if lang != REFERENCE:
            out.extend(_folder(locales, lang))
            out.extend(_completeness(locales, lang, games))
            out.extend(_compare(locales, lang))
    return out


def _all_games(content: ContentSet) -> set[str]:
    """The games of the content and of its roots (a locale file's game is known even when one game is read)."""
    games = set(content.games())
    for root in content.roots:
        games.update(path.stem for path in (Path(root) / "games").glob("*.y*ml"))
    return games


def _code_messages(content: ContentSet) -> list[Diagnostic]:
    """RK315: messages rulekit's code names that English lacks. The engine's own are checked in content that
    carries the engine's text (an English ui.ftl), a game's ruleset's where that game's file is read."""
    from rulekit.l10n.usage import code_messages

    locales = content.locales
    files = locales.files_of(REFERENCE)
    if not files:
        return []
    english = locales.messages(REFERENCE)
    engine = any(f.name == "ui.ftl" for f in files)
    games = {doc.game for doc in content.documents if doc.kind == "game"}
    out, seen = [], set()
    for use in code_messages():
        wanted = use.game in games if use.game else engine
        if not wanted or use.message in english or use.message in seen:
            continue
        seen.add(use.message)
        out.append(diagnostic("RK315", f"message {use.message!r} is used by {use.path}:{use.line} but the reference "
                                       f"locale {REFERENCE!r} does not define it: players would see [{use.message}]",
                              _home(locales, use.message, use.game)))
    return out


def _home(locales: LocaleSet, message_id: str, game: str | None) -> Span:
    """The English file a message belongs in: the game's file, else the one with most ids of the same family."""
    files = locales.files_of(REFERENCE)
    if game is not None:
        mine = [f for f in files if file_owner(f.name, [game]) == game]
        if mine:
            return Span(min(mine, key=lambda f: len(f.name)).path)
    family = message_id.split("-", 1)[0] + "-"
    best = max(files, key=lambda f: sum(e.name.startswith(family) for e in f.entries))
    return Span(best.path)


def _references(locales: LocaleSet, lang: str) -> list[Diagnostic]:
    """RK313/RK314: references to terms and messages the locale does not define (Fluent resolves them in the
    locale's own bundle: nothing falls back to English, the text shows `{-name}`)."""
    messages, terms = locales.messages(lang), locales.terms(lang)
    out = []
    for prefix, table in (("", messages), ("-", terms)):
        for name, (span, entry) in table.items():
            for reference in sorted(entry.references):
                target, _, attribute = reference.partition(".")
                term = target.startswith("-")
                pool = terms if term else messages
                found = pool.get(target[1:] if term else target)
                code, what = ("RK313", "term") if term else ("RK314", "message")
                if found is None:
                    hint = did_you_mean(target, [("-" if term else "") + n for n in pool])
                    out.append(diagnostic(code, f"{prefix + name!r} in locale {lang!r} refers to the {what} {target}, "
                                                f"which locale {lang!r} does not define: players would see "
                                                f"{{{target}}}", span, hint))
                elif attribute and attribute not in found[1].attributes:
                    out.append(diagnostic(code, f"{prefix + name!r} in locale {lang!r} refers to {reference}, but "
                                                f"{target} has no attribute .{attribute} in locale {lang!r}", span))
    return out


def _folder(locales: LocaleSet, lang: str) -> list[Diagnostic]:
    """RK311 (a locale folder without files) and RK317 (a folder name that is no language tag)."""
    out = []
    directory = locales.directory(lang) or lang
    problem = code_problem(lang)
    if problem is not None:
        out.append(diagnostic("RK317", f"locale folder {lang!r}: {problem}", Span(directory)))
    if not locales.files_of(lang):
        make = (f"`rulekit l10n new {lang}` makes them, ready to translate" if problem is None
                else "rename the folder to a language tag first, then `rulekit l10n new LANG` makes them")
        out.append(diagnostic("RK311", f"locale {lang!r} has no .ftl files: every text is shown in English "
                                       f"({make})", Span(directory)))
    return out


def _completeness(locales: LocaleSet, lang: str, games: set[str]) -> list[Diagnostic]:
    """RK310 (a file the locale must have), RK303 (messages still to translate, one finding per file), RK312 (a
    file copied from English), RK316 (stale untranslated marks), RK318 (translations of older English)."""
    if not locales.files_of(lang):
        return []  # RK311 says it once
    out = []
    try:
        read_confirmed(locales, lang)
    except RulekitError as error:  # the finding is at the file: the message need not name it again
        where = str(record_path(locales, lang))
        out.append(diagnostic("RK318", str(error).removeprefix(where + ": "), Span(where)))
    outdated: list[tuple[str, str]] = []  # (id, its file), reported together: the record is read once
    for row in compare(locales, lang, games):
        if not row.offered or not row.english:
            continue
        if not row.present:
            out.append(diagnostic("RK310", f"locale {lang!r} has no {row.name}"
                                           + (f" (its other files of {row.owner} are there)" if row.owner else "")
                                           + f": English is shown for its {len(row.english)} messages",
                                  Span(row.path)))
            continue
        if row.missing:
            out.append(diagnostic("RK303", _missing_text(row), Span(row.path)))
        unchanged = len(row.unchanged)
        if unchanged >= UNCHANGED_MIN and unchanged >= UNCHANGED_SHARE * len(row.english):
            out.append(diagnostic("RK312", f"locale {lang!r}, {row.name}: {unchanged} of {len(row.english)} messages "
                                           f"({100 * unchanged / len(row.english):.0f}%) are the English text "
                                           "unchanged: a copy of English, not a translation?", Span(row.path)))
        outdated += [(key, row.path) for key in row.outdated]
        for key in row.stale_marks:
            span = _span_of(locales, lang, key)
            out.append(diagnostic("RK316", f"{key!r} in locale {lang!r} is translated but still marked "
                                           "`# rulekit: untranslated`: it counts as translated; delete the mark (or, if its text is an older "
                                           "English one, translate it)",
                                  span or Span(row.path)))
    return out + _outdated(locales, lang, outdated)


def _outdated(locales: LocaleSet, lang: str, outdated: list[tuple[str, str]]) -> list[Diagnostic]:
    """RK318: translations confirmed against English that changed since; says what English said then and now."""
    if not outdated:
        return []
    then, now = read_confirmed(locales, lang), english_sources(locales)
    out = []
    for key, path in outdated:
        span = _span_of(locales, lang, key) or Span(path)
        out.append(diagnostic("RK318", f"{key!r} in locale {lang!r} was translated from other English. English was: "
                                       f"{_one_line(then[key].english)} -- it is now: {_one_line(now[key].english)} -- "
                                       f"check the translation, then `{done_command(lang, [key])}`", span))
    return out


def _one_line(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= 160 else text[:157] + "..."


def _missing_text(row: FileComparison) -> str:
    shown = ", ".join(row.missing[:LISTED]) + (f" and {len(row.missing) - LISTED} more" if len(row.missing) > LISTED
                                               else "")
    return (f"locale {row.lang!r}, {row.name}: {len(row.missing)} of {len(row.english)} messages are not translated "
            f"({row.percent:.0f}% done): English is shown for {shown}")


def _variable_span(locales: LocaleSet, span: Span, after: int, variable: str) -> Span | None:
    """Where `$variable` first stands in the message whose id ends at offset `after` of its file (the message goes
    on over indented lines), or None."""
    text = next((f.text for f in locales.files if f.path == span.path), None)
    if text is None:
        return None
    end = re.search(r"\n(?=[^\s.])", text[after:])
    found = re.search(r"\$" + re.escape(variable) + r"\b", text[after:after + end.start()] if end else text[after:])
    if found is None:
        return None
    start = after + found.start()
    line = text.count("\n", 0, start) + 1
    column = start - (text.rfind("\n", 0, start) + 1) + 1
    return Span(span.path, line, column, line, column + len(found.group()))


def _span_of(locales: LocaleSet, lang: str, key: str) -> Span | None:
    table = locales.terms(lang) if key.startswith("-") else locales.messages(lang)
    found = table.get(key.lstrip("-"))
    return found[0] if found else None


def _compare(locales: LocaleSet, lang: str) -> list[Diagnostic]:
    """Per message: variables that differ (RK305), attributes and values missing (RK303), obsolete ones (RK304)."""
    out: list[Diagnostic] = []
    for prefix, reference, translated in (("", locales.messages(REFERENCE), locales.messages(lang)),
                                          ("-", locales.terms(REFERENCE), locales.terms(lang))):
        for name, (ref_span, ref_entry) in reference.items():
            if name not in translated:
                continue  # counted per file (RK303, RK310)
            shown = prefix + name
            span, entry = translated[name]
            ref_vars, these = set(ref_entry.variables), set(entry.variables)
            if ref_vars != these:
                parts = []
                if ref_vars - these:
                    parts.append("lacks " + ", ".join(f"${v}" for v in sorted(ref_vars - these)))
                if these - ref_vars:
                    parts.append("uses unknown " + ", ".join(f"${v}" for v in sorted(these - ref_vars)))
                unknown = sorted(these - ref_vars)
                where = _variable_span(locales, span, entry.end, unknown[0]) if unknown else None
                out.append(diagnostic("RK305", f"message {shown!r} in locale {lang!r} {' and '.join(parts)} "
                                               f"(English uses {', '.join('$' + v for v in sorted(ref_vars)) or 'none'})",
                                      where or span))
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
            if name not in reference and not prefix:  # a term of the locale's own is its grammar, not obsolete
                out.append(diagnostic("RK304", f"message {prefix + name!r} in locale {lang!r} is not in English "
                                               "(obsolete?)", span))
    return out
