"""Checking content packs against their game: `rulekit lint PACK`.

A pack is checked in the same stages as a game (files, YAML, schema, ids, effects, locales), on the game's
documents with the pack merged in (rulekit.compile.packs), so every finding a card of the game would get, a card
of the pack gets too, at its own file:line:col. Packs of one game given together are checked together: a clash
between two of them is found. The game itself must be clean (it is checked as `rulekit lint` checks shipped
content); a finding the merge causes in one of the game's files (a removed card a rule still names) is reported
on the pack's pack.yaml, naming the game's line. What the content folder's own lint configuration silences in
its files (rulekit.toml) stays silent.

Locales: a pack declares the languages it supports (`locales:` in pack.yaml); each name and prompt it adds needs a
message in each of them (RK044), in its own locales/<lang>/ files or the game's. The shipped games' completeness
rules (every locale complete against English) are for shipped content, not for packs.
"""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any, Iterable, Mapping, Sequence

from rulekit.check.codes import diagnostic
from rulekit.check.config import find_config, selected
from rulekit.check.games import game_content
from rulekit.check.locales import required_messages
from rulekit.check.references import check_references
from rulekit.check.stages import CompileHook, _guarded, _held_back, _schema_stage
from rulekit.errors import ContentError, Diagnostic, Span, did_you_mean
from rulekit.load.documents import PACK_FILE, ContentSet, Document
from rulekit.load.games import index as games_in
from rulekit.load.locales import LocaleSet
from rulekit.load.packs import Pack, read_pack


def is_pack_path(path: str | Path) -> bool:
    """A folder holding a pack.yaml, or a pack.yaml itself: `rulekit lint` checks it as a pack."""
    path = Path(path)
    return path.name == PACK_FILE and path.is_file() or path.is_dir() and (path / PACK_FILE).is_file()


def check_packs(packs: Sequence[Pack], root: Path, compile_hook: CompileHook | None = None,
                overrides: Mapping[str, str] | None = None) -> tuple[ContentSet, list[Diagnostic]]:
    """Every finding for these packs (each against its game, packs of one game together) and their content.
    `overrides`: resolved path -> text read instead of the pack's file (the language server's unsaved buffers)."""
    combined = ContentSet()
    diagnostics: list[Diagnostic] = []
    by_game: dict[str, list[tuple[Pack, ContentSet]]] = {}
    incomplete: set[str] = set()  # games with a pack file (or card) held back: its names would be false findings
    for pack in packs:
        content, found = read_pack(pack, overrides)
        diagnostics.extend(found)
        _add(combined, content)
        before = len(diagnostics)
        schema_ok = _schema_stage(content, diagnostics)
        content.documents = _held_back(schema_ok, diagnostics, whole_documents=True)
        if any(d.severity == "error" for d in found + diagnostics[before:]):
            incomplete.add(pack.game)
        head = next((d for d in content.documents if d.kind == "pack"), None)
        if head is None:
            continue  # pack.yaml did not read or match its schema: reported
        foreign = _files_of_another_game(content, pack)
        if foreign:  # reported once (RK045); checked as part of the pack they would bring false findings
            diagnostics.extend(foreign)
            dropped = {id(d) for d in content.documents if d.kind in ("cards", "board") and d.game != pack.game}
            combined.documents = [d for d in combined.documents if id(d) not in dropped]
            content.documents = [d for d in content.documents if id(d) not in dropped]
            incomplete.add(pack.game)  # what the pack names in that file would be unknown names
        by_game.setdefault(pack.game, []).append((pack, content))
    for game, group in by_game.items():
        if game in incomplete:
            continue  # as for a game's own files (rulekit.check.stages): the cause is reported, not what follows
        diagnostics.extend(_guarded(str(group[0][0].file), f"the packs of {game!r}",
                                    lambda group=group, game=game: _check_game(root, game, group, compile_hook)))
    return combined, diagnostics


def _add(combined: ContentSet, content: ContentSet) -> None:
    combined.documents.extend(content.documents)
    combined.sources.update(content.sources)
    combined.read.extend(content.read)
    for locale_file in content.locales.files:
        combined.locales.add(locale_file)
    combined.targets = combined.targets + content.targets


def _files_of_another_game(content: ContentSet, pack: Pack) -> list[Diagnostic]:
    out = []
    for doc in content.documents:
        if doc.kind in ("cards", "board") and doc.game != pack.game:
            out.append(diagnostic("RK045", f"this file is for game {doc.game!r}, but pack {pack.id!r} extends "
                                           f"{pack.game!r}", doc.span(("game",))))
    return out


def _check_game(root: Path, game: str, group: list[tuple[Pack, ContentSet]], compile_hook: CompileHook | None
                ) -> list[Diagnostic]:
    heads = [next(d for d in content.documents if d.kind == "pack") for _pack, content in group]
    game_content, problem = _game(root, game, heads)
    if problem:
        return problem
    out = _same_ids(group, heads)
    pack_docs = [d for _pack, content in group for d in content.documents]
    documents = game_content.documents_for(game) + pack_docs
    from rulekit.compile.packs import merge_packs

    merged, found = merge_packs(documents, game)
    out.extend(found)
    merged_set = ContentSet(merged, game_content.locales)
    references = check_references(merged_set)
    out.extend(references)
    checked = _held_back(documents, references, whole_documents=False)
    if compile_hook is not None:
        # the packs' text first (a pack's message wins), as the game is shown with them
        locales = LocaleSet([f for _pack, content in group for f in content.locales.files]
                            + list(game_content.locales.files))
        try:
            out.extend(compile_hook(ContentSet(checked, locales)))
        except ContentError as error:
            out.extend(error.diagnostics)
    for (pack, content), head in zip(group, heads):
        game_doc = game_content.game_document(game)
        kinds = game_doc.data.get("card_kinds") if game_doc is not None and isinstance(game_doc.data, dict) else None
        out.extend(_locales(pack, content, head, game_content.locales, game, kinds if isinstance(kinds, dict) else None))
    # the pack's own files, its Fluent files too: a finding there stays where it is
    pack_paths = {d.path for d in pack_docs} | {f.path for _pack, content in group for f in content.locales.files}
    return _placed(_unsilenced(_unique(out), pack_paths, root), pack_paths, heads[-1])


def _game(root: Path, game: str, heads: list[Document]) -> tuple[Any, list[Diagnostic]]:
    """The game's checked content, or RK040 on each pack.yaml naming it."""
    known = sorted(games_in(str(root)))
    if game not in known:
        return None, [diagnostic("RK040", f"no game {game!r} in {root} (games: {', '.join(known) or 'none'})",
                                 head.span(("game",)), did_you_mean(game, known)) for head in heads]
    try:
        return game_content(str(root), game), []
    except ContentError as error:
        first = error.diagnostics[0].headline() if error.diagnostics else ""
        return None, [diagnostic("RK040", f"game {game!r} has {len(error.diagnostics)} error(s) of its own (first: "
                                          f"{first}); run `rulekit lint` on it first", head.span(("game",)))
                      for head in heads]


def _same_ids(group: list[tuple[Pack, ContentSet]], heads: list[Document]) -> list[Diagnostic]:
    out, seen = [], {}
    for (pack, _content), head in zip(group, heads):
        if pack.id in seen:
            out.append(diagnostic("RK042", f"pack id {pack.id!r} is already used by {seen[pack.id]}",
                                  head.span(("id",))))
        seen.setdefault(pack.id, str(pack.folder))
    return out


def _locales(pack: Pack, content: ContentSet, head: Document, game_locales: LocaleSet, game: str,
             card_kinds: dict[str, Any] | None = None) -> list[Diagnostic]:
    """Syntax and duplicates in the pack's own .ftl files; a message for every name and prompt the pack adds, in
    every locale it declares (RK044)."""
    out = []
    own = content.locales
    for lang in own.languages:
        out.extend(diagnostic(junk.code, junk.message, junk.span) for junk in own.junk(lang))
        out.extend(diagnostic("RK306", f"message {dup.id!r} is defined twice in the pack's locale {lang!r} (first at "
                                       f"{dup.first.path}:{dup.first.line})", dup.span) for dup in own.duplicates(lang))
    needed = _needed(content, game, card_kinds)
    for index, lang in enumerate(head.get("locales") or ()):
        known = set(own.messages(lang)) | set(game_locales.messages(lang))
        for message_id, (span, what) in needed.items():
            if message_id not in known:
                out.append(diagnostic("RK044", f"{what} {message_id!r} has no message in locale {lang!r}, which the "
                                               f"pack supports (locales/{lang}/*.ftl)", span))
    return out


def _needed(content: ContentSet, game: str, card_kinds: dict[str, Any] | None = None) -> dict[str, tuple[Span, str]]:
    """Message id -> (where, what) for what the pack adds: cards, boards, supplies, prompts and board spaces."""
    docs = [d for d in content.documents if d.kind in ("cards", "board", "pack")]
    needed = required_messages(ContentSet([replace(d, game=game) for d in docs]), game, card_kinds)
    for doc in docs:
        if doc.kind == "board":
            for name in doc.get("spaces") or {}:
                needed.setdefault(f"zone-{name}", (doc.marks.key_span(("spaces", name)), "space"))
    return needed


def _unique(found: Iterable[Diagnostic]) -> list[Diagnostic]:
    return list(dict.fromkeys(found))


def _unsilenced(found: list[Diagnostic], pack_paths: set[str], root: Path) -> list[Diagnostic]:
    """Without the findings in the game's own files that the content folder's lint configuration silences there
    (its rulekit.toml: `ignore`, `per-file-ignores`): `rulekit lint` of the content drops them, so the game counts
    as clean, and a pack must not bring them back."""
    config = find_config(root)
    return [d for d in found if d.span.path in pack_paths or d.span.path == "<unknown>"
            or selected(d.code, config.select, config.ignore + list(config.ignored_in(d.span.path)))]


def _placed(found: list[Diagnostic], pack_paths: set[str], head: Document) -> list[Diagnostic]:
    """Findings in the pack's files as they are; one in a game file (caused by the merge: the game alone is
    clean) is reported on the pack's pack.yaml, naming the game's line."""
    out = []
    for d in found:
        if d.span.path in pack_paths or d.span.path == "<unknown>":
            out.append(d)
            continue
        where = head.span(("game",))
        out.append(replace(d, message=f"with this pack, {d.span.path}:{d.span.line}: {d.message}", span=where))
    return out
