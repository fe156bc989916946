"""Checking in stages: files -> YAML -> schema -> ids -> effects -> locales.

Each stage reads only what the stages before it let through, so no check (and no compiler) ever reads a key of
a document that failed its schema, and one broken file still leaves every other file checked:

- files and YAML (rulekit.load): a file that cannot be read or parsed yields no document;
- schema: a document with an error outside its cards is held back whole; an error inside ``cards[i]`` holds back
  only that card (it becomes ``None`` in the checked copy, so the other cards keep their index and positions);
- ids (closed-world references): an error inside a card holds back that card;
- effects (the compile hook): once per game whose files passed (single cards may be held back), on the
  checked documents;
- locales: Fluent syntax, and completeness against the documents that passed their schema.

An unexpected exception in any stage becomes one RK000 finding on the file (or game) being checked, never a
traceback; the linter then exits with code 2.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Callable, Iterable, Sequence

from rulekit.check.locales import check_locales
from rulekit.check.references import check_references
from rulekit.errors import ContentError, Diagnostic, PluginError
from rulekit.load.documents import ContentSet, Document
from rulekit.load.files import INTERNAL, internal_error
from rulekit.load.schemas import validate_document

CompileHook = Callable[[ContentSet], Sequence[Diagnostic]]

BUG_REPORT = ("rulekit failed on this content (RK000 above): this is a bug in rulekit, not in your files. "
              "Please report it with the file named.")


def run_stages(content: ContentSet, diagnostics: list[Diagnostic], compile_hook: CompileHook | None = None
               ) -> ContentSet:
    """Run schema, ids, effects and locales on loaded content; extend diagnostics; return the checked content."""
    schema_ok = _schema_stage(content, diagnostics)
    checked = _held_back(schema_ok, diagnostics, whole_documents=True)
    kept = {doc.path for doc in checked}
    # a game missing a cards or board file cannot tell a wrong name from one defined in that file
    incomplete = {doc.game for doc in content.documents if doc.kind != "game" and doc.path not in kept}
    found = _guarded(content.roots[0].as_posix() if content.roots else "content", "ids",
                     lambda: check_references(_with(content, checked), all_documents=content.documents,
                                              incomplete=incomplete))
    diagnostics.extend(found)
    named = _with(content, checked)  # what locales need: schema-valid ids
    result = _with(content, _held_back(checked, found, whole_documents=False))
    if compile_hook is not None:
        _effects_stage(result, diagnostics, compile_hook, skip=incomplete)
    diagnostics.extend(_guarded(_locales_path(content), "locales", lambda: check_locales(named)))
    return result


def _schema_stage(content: ContentSet, diagnostics: list[Diagnostic]) -> list[Document]:
    """Schema-validate every parsed document; return those that parsed (holding back comes next)."""
    parsed = []
    for doc in content.documents:
        if not doc.ok:
            continue
        diagnostics.extend(_guarded(doc.path, "the schema", lambda doc=doc: validate_document(doc)))
        parsed.append(doc)
    return parsed


def _held_back(documents: Iterable[Document], diagnostics: Iterable[Diagnostic], *, whole_documents: bool
               ) -> list[Document]:
    """The documents without what has errors: cards with an error inside them become None; a document with an
    error outside its cards is dropped (only when whole_documents)."""
    bad_cards: dict[str, set[str]] = {}
    bad_documents: set[str] = set()
    for d in diagnostics:
        if d.severity != "error":
            continue
        if d.span.card is not None:
            bad_cards.setdefault(d.span.path, set()).add(d.span.card)
        elif whole_documents or d.code == INTERNAL:
            bad_documents.add(d.span.path)
    kept = []
    for doc in documents:
        if doc.path in bad_documents or (doc.kind != "cards" and doc.path in bad_cards):
            continue
        if doc.path in bad_cards and isinstance(doc.data, dict) and isinstance(doc.data.get("cards"), list):
            ids = bad_cards[doc.path]
            cards = [None if isinstance(c, dict) and c.get("id") in ids else c for c in doc.data["cards"]]
            doc = replace(doc, data={**doc.data, "cards": cards})
        kept.append(doc)
    return kept


def _effects_stage(content: ContentSet, diagnostics: list[Diagnostic], compile_hook: CompileHook,
                   skip: set[str]) -> None:
    """Compile every game whose files all passed the earlier stages, one at a time (one failing game does not
    hide the others). A game with a card or board file held back is skipped: its effects would name things
    defined there and every such name would be a false finding."""
    for game in content.games():
        if game in skip:
            continue
        game_docs = [d for d in content.documents if d.kind == "game" and d.game == game]
        if not game_docs:
            continue
        try:
            diagnostics.extend(compile_hook(content.subset([game])))
        except ContentError as exc:
            diagnostics.extend(exc.diagnostics)
        except PluginError:
            raise
        except Exception as exc:  # noqa: BLE001 - a bug must become a finding, not a traceback
            diagnostics.append(internal_error(game_docs[0].path, f"the effects of game {game!r}", exc))


def _guarded(path: str, stage: str, check: Callable[[], Iterable[Diagnostic]]) -> list[Diagnostic]:
    try:
        return list(check())
    except RecursionError as exc:
        return [internal_error(path, stage, exc)]
    except Exception as exc:  # noqa: BLE001 - a bug must become a finding, not a traceback
        return [internal_error(path, stage, exc)]


def _with(content: ContentSet, documents: list[Document]) -> ContentSet:
    result = ContentSet(documents, content.locales, content.sources, content.targets, content.roots)
    result.read = content.read
    return result


def _locales_path(content: ContentSet) -> str:
    files = content.locales.files
    return files[0].path.rsplit("/", 2)[0] if files else "locales"
