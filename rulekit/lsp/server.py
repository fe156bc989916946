"""The language server (pygls) for rulekit content files: `rulekit lsp` runs it on stdin/stdout.

- diagnostics: the linter's findings in the edited buffer, while typing (debounced; every open buffer of the
  content root is read instead of its file), each with its code, a link to its explanation and the explanation;
- completion inside effect text and on YAML values that name things (rulekit.lsp.features);
- hover: a primitive's or procedure's signature and doc, a card with its stats, a zone, an event, a lint code
  (and the explanation of a finding under the cursor);
- go-to-definition of a card id, zone, procedure, event, board space, counter or seat to its YAML place.

Positions: rulekit counts characters (code points); LSP clients count UTF-16 units unless they agree otherwise,
so every position goes through the document's position codec.
"""
from __future__ import annotations

import asyncio
import os
from pathlib import Path
from typing import Any

from lsprotocol import types
from pygls.lsp.server import LanguageServer
from pygls.uris import from_fs_path, to_fs_path

from rulekit.check.codes import CODES
from rulekit.errors import Diagnostic, Span
from rulekit.lsp import features
from rulekit.lsp.analysis import Project

DEBOUNCE_SECONDS = float(os.environ.get("RULEKIT_LSP_DEBOUNCE", "0.3"))
CONTENT_SUFFIXES = (".yaml", ".yml", ".ftl")
_KINDS = {
    "function": types.CompletionItemKind.Function, "procedure": types.CompletionItemKind.Method,
    "keyword": types.CompletionItemKind.Keyword, "variable": types.CompletionItemKind.Variable,
    "constant": types.CompletionItemKind.Constant, "event": types.CompletionItemKind.Event,
    "field": types.CompletionItemKind.Field, "zone": types.CompletionItemKind.Folder,
    "card": types.CompletionItemKind.Value,
}


class RulekitServer(LanguageServer):
    """A pygls server with the rulekit project and the pending (debounced) analyses."""

    def __init__(self) -> None:
        from rulekit import __version__

        super().__init__("rulekit", __version__)
        self.project = Project()
        self.pending: dict[str, asyncio.Task] = {}
        self.findings: dict[str, list[Diagnostic]] = {}  # uri -> the findings last published

    def buffers(self) -> dict[str, str]:
        """Every open content buffer, by path (the linter reads these instead of the files)."""
        found = {}
        for uri, document in list(self.workspace.text_documents.items()):
            path = to_fs_path(uri)
            if path and path.endswith(CONTENT_SUFFIXES):
                found[path] = document.source
        return found

    def schedule(self, uri: str, delay: float) -> None:
        """Analyse a document after `delay` seconds, replacing an analysis of it still waiting."""
        waiting = self.pending.pop(uri, None)
        if waiting is not None:
            waiting.cancel()
        self.pending[uri] = asyncio.get_running_loop().create_task(self._analyse_later(uri, delay))

    async def _analyse_later(self, uri: str, delay: float) -> None:
        await asyncio.sleep(delay)
        await self.analyse(uri)

    async def analyse(self, uri: str) -> None:
        path = to_fs_path(uri)
        if not path or not path.endswith(CONTENT_SUFFIXES):
            return
        found = await asyncio.get_running_loop().run_in_executor(None, self.project.analyse, path, self.buffers())
        self.findings[uri] = found
        document = self.workspace.get_text_document(uri)
        self.text_document_publish_diagnostics(types.PublishDiagnosticsParams(
            uri=uri, version=document.version, diagnostics=[lsp_diagnostic(document, d) for d in found]))

    async def ready(self, uri: str) -> None:
        """Make sure the document's content root was analysed once (names to complete come from there)."""
        path = to_fs_path(uri)
        if path and not self.project.state(path).game_of:
            await self.analyse(uri)


def lsp_range(document: Any, span: Span) -> types.Range:
    """An LSP range (client units) for a rulekit span (1-based characters; no line: the first line)."""
    line = max(span.line - 1, 0)
    start = max(span.column - 1, 0)
    if span.end_line:
        end_line, end = span.end_line - 1, max(span.end_column - 1, 0)
    else:
        text = document.lines[line] if line < len(document.lines) else ""
        end_line, end = line, start + max(1, len(_word(text[start:])))
    if (end_line, end) <= (line, start):
        end_line, end = line, start + 1
    return document.range_to_client_units(types.Range(types.Position(line, start), types.Position(end_line, end)))


def _word(text: str) -> str:
    word = ""
    for char in text:
        if not (char.isalnum() or char in "_-"):
            break
        word += char
    return word


def lsp_diagnostic(document: Any, finding: Diagnostic) -> types.Diagnostic:
    message = finding.message + (f" (did you mean {finding.suggestion!r}?)" if finding.suggestion else "")
    entry = CODES.get(finding.code)
    return types.Diagnostic(
        range=lsp_range(document, finding.span),
        message=message,
        severity=types.DiagnosticSeverity.Warning if finding.severity == "warning" else types.DiagnosticSeverity.Error,
        code=finding.code,
        code_description=types.CodeDescription(href=code_link(finding.code)) if entry else None,
        source="rulekit",
        data={"explanation": entry.explanation()} if entry else None,
    )


def code_link(code: str) -> str:
    """The page that explains a code: docs/lint-codes.md of the checkout when there is one, else the published."""
    page = Path(__file__).resolve().parents[2] / "docs" / "lint-codes.md"
    if page.exists():
        return f"{from_fs_path(str(page))}#{code.lower()}"
    return CODES[code].help_uri


def build_server() -> RulekitServer:
    server = RulekitServer()

    @server.feature(types.TEXT_DOCUMENT_DID_OPEN)
    def did_open(ls: RulekitServer, params: types.DidOpenTextDocumentParams) -> None:
        ls.schedule(params.text_document.uri, 0)

    @server.feature(types.TEXT_DOCUMENT_DID_CHANGE)
    def did_change(ls: RulekitServer, params: types.DidChangeTextDocumentParams) -> None:
        ls.schedule(params.text_document.uri, DEBOUNCE_SECONDS)

    @server.feature(types.TEXT_DOCUMENT_DID_SAVE)
    def did_save(ls: RulekitServer, params: types.DidSaveTextDocumentParams) -> None:
        ls.schedule(params.text_document.uri, 0)

    @server.feature(types.TEXT_DOCUMENT_DID_CLOSE)
    def did_close(ls: RulekitServer, params: types.DidCloseTextDocumentParams) -> None:
        waiting = ls.pending.pop(params.text_document.uri, None)
        if waiting is not None:
            waiting.cancel()
        ls.findings.pop(params.text_document.uri, None)
        ls.text_document_publish_diagnostics(types.PublishDiagnosticsParams(uri=params.text_document.uri,
                                                                            diagnostics=[]))

    _register_requests(server)
    return server


def _where(ls: RulekitServer, params: Any) -> tuple[str, Any, int, int]:
    """(path, document, line, column in characters) of a request at a position."""
    document = ls.workspace.get_text_document(params.text_document.uri)
    position = document.position_codec.position_from_client_units(document.lines, params.position)
    return to_fs_path(params.text_document.uri) or "", document, position.line, position.character


def _register_requests(server: RulekitServer) -> None:
    @server.feature(types.TEXT_DOCUMENT_COMPLETION, types.CompletionOptions(trigger_characters=[".", "`"]))
    async def completion(ls: RulekitServer, params: types.CompletionParams) -> types.CompletionList:
        await ls.ready(params.text_document.uri)
        path, document, line, column = _where(ls, params)
        snippets = _snippet_support(ls)
        items = features.complete(ls.project, path, document.source, line, column, snippets=snippets)
        return types.CompletionList(is_incomplete=False, items=[_completion_item(item) for item in items])

    @server.feature(types.TEXT_DOCUMENT_HOVER)
    async def hover(ls: RulekitServer, params: types.HoverParams) -> types.Hover | None:
        await ls.ready(params.text_document.uri)
        path, document, line, column = _where(ls, params)
        parts = [CODES[d.code].explanation() for d in ls.findings.get(params.text_document.uri, ())
                 if d.code in CODES and _covers(d.span, line, column)]
        about = features.hover(ls.project, path, document.source, line, column)
        parts += [about] if about else []
        if not parts:
            return None
        return types.Hover(contents=types.MarkupContent(kind=types.MarkupKind.Markdown, value="\n\n---\n\n".join(parts)))

    @server.feature(types.TEXT_DOCUMENT_DEFINITION)
    async def definition(ls: RulekitServer, params: types.DefinitionParams) -> list[types.Location]:
        await ls.ready(params.text_document.uri)
        path, document, line, column = _where(ls, params)
        found = []
        for span in features.definition(ls.project, path, document.source, line, column):
            uri = from_fs_path(os.path.abspath(span.path))
            if uri:
                found.append(types.Location(uri=uri, range=lsp_range(ls.workspace.get_text_document(uri), span)))
        return found


def _snippet_support(ls: RulekitServer) -> bool:
    try:
        return bool(ls.client_capabilities.text_document.completion.completion_item.snippet_support)
    except AttributeError:
        return False


def _completion_item(item: features.Item) -> types.CompletionItem:
    return types.CompletionItem(
        label=item.label,
        kind=_KINDS.get(item.kind, types.CompletionItemKind.Text),
        detail=item.detail or None,
        documentation=types.MarkupContent(kind=types.MarkupKind.Markdown, value=item.doc) if item.doc else None,
        insert_text=item.insert,
        insert_text_format=types.InsertTextFormat.Snippet if item.snippet else types.InsertTextFormat.PlainText,
    )


def _covers(span: Span, line: int, column: int) -> bool:
    """Whether a finding's span holds a 0-based position (a span without an end: its line from its column)."""
    start = (span.line - 1, span.column - 1)
    end = (span.end_line - 1, span.end_column - 1) if span.end_line else (span.line - 1, 10**9)
    return start <= (line, column) <= end


def serve() -> None:
    """Run the server on stdin/stdout until the editor closes it."""
    build_server().start_io()
