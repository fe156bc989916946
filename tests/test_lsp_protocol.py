"""The language server through the Language Server Protocol: `rulekit lsp` runs as a subprocess and pygls's client
talks to it over stdin/stdout, as an editor would (issue 12, point 6).

The buffers opened hold mistakes that are not on disk: the server must lint what the editor holds, and say so
again after each change.
"""
from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path

import pytest

pytest.importorskip("pygls", reason="the language server needs the lsp extra: python3 -m pip install -e '.[lsp]'")

from lsprotocol import types  # noqa: E402
from pygls.lsp.client import LanguageClient  # noqa: E402
from pygls.uris import from_fs_path  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
GAME = ROOT / "content" / "games" / "musketiere.yaml"
GUARDS = ROOT / "content" / "cards" / "musketiere" / "guards.yaml"
TIMEOUT = 120


class Editor:
    """A pygls client that remembers the diagnostics the server publishes, per document."""

    def __init__(self) -> None:
        self.client = LanguageClient("rulekit-tests", "1")
        self.published: dict[str, list[types.Diagnostic]] = {}
        self.arrived: asyncio.Queue = asyncio.Queue()

        @self.client.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        def publish(params: types.PublishDiagnosticsParams) -> None:
            self.published[params.uri] = list(params.diagnostics)
            self.arrived.put_nowait(params.uri)

    async def start(self) -> None:
        env = dict(os.environ, RULEKIT_LSP_DEBOUNCE="0.05")
        await self.client.start_io(sys.executable, "-m", "rulekit.cli", "lsp", env=env, cwd=str(ROOT))
        capabilities = types.ClientCapabilities(text_document=types.TextDocumentClientCapabilities(
            completion=types.CompletionClientCapabilities(
                completion_item=types.ClientCompletionItemOptions(snippet_support=True))))
        result = await asyncio.wait_for(self.client.initialize_async(types.InitializeParams(
            capabilities=capabilities, root_uri=from_fs_path(str(ROOT)))), TIMEOUT)
        assert result.server_info.name == "rulekit"
        self.client.initialized(types.InitializedParams())

    async def stop(self) -> None:
        await asyncio.wait_for(self.client.shutdown_async(None), TIMEOUT)
        self.client.exit(None)
        await self.client.stop()

    def open(self, path: Path, text: str) -> str:
        uri = from_fs_path(str(path))
        self.client.text_document_did_open(types.DidOpenTextDocumentParams(
            types.TextDocumentItem(uri=uri, language_id="yaml", version=1, text=text)))
        return uri

    def change(self, uri: str, version: int, text: str) -> None:
        self.client.text_document_did_change(types.DidChangeTextDocumentParams(
            types.VersionedTextDocumentIdentifier(uri=uri, version=version),
            [types.TextDocumentContentChangeWholeDocument(text=text)]))

    async def diagnostics(self, uri: str) -> list[types.Diagnostic]:
        while True:
            arrived = await asyncio.wait_for(self.arrived.get(), TIMEOUT)
            if arrived == uri:
                return self.published[uri]

    async def complete(self, uri: str, line: int, column: int) -> list[types.CompletionItem]:
        result = await asyncio.wait_for(self.client.text_document_completion_async(types.CompletionParams(
            types.TextDocumentIdentifier(uri), types.Position(line, column))), TIMEOUT)
        return list(result.items if isinstance(result, types.CompletionList) else result or [])

    async def hover(self, uri: str, line: int, column: int) -> str:
        result = await asyncio.wait_for(self.client.text_document_hover_async(types.HoverParams(
            types.TextDocumentIdentifier(uri), types.Position(line, column))), TIMEOUT)
        return result.contents.value if result else ""

    async def definition(self, uri: str, line: int, column: int) -> list[types.Location]:
        result = await asyncio.wait_for(self.client.text_document_definition_async(types.DefinitionParams(
            types.TextDocumentIdentifier(uri), types.Position(line, column))), TIMEOUT)
        return [result] if isinstance(result, types.Location) else list(result or [])


def _where(text: str, needle: str, offset: int = 0) -> tuple[int, int]:
    """0-based (line, column) of the first occurrence of needle, plus offset characters."""
    index = text.index(needle) + offset
    line = text.count("\n", 0, index)
    return line, index - (text.rfind("\n", 0, index) + 1)


def run(scenario) -> None:
    async def main() -> None:
        editor = Editor()
        await editor.start()
        try:
            await scenario(editor)
        finally:
            await editor.stop()

    asyncio.run(main())


def test_lsp_reports_lint_findings_of_the_buffer_with_codes_and_clears_them_after_the_fix():
    original = GUARDS.read_text(encoding="utf-8")
    broken = original.replace("{id: guard-08, kind: guard,", "{id: guard-08, kind: gaurd,", 1)
    assert broken != original

    async def scenario(editor: Editor) -> None:
        uri = editor.open(GUARDS, broken)
        found = await editor.diagnostics(uri)
        assert [d.code for d in found] == ["RK021"], found
        finding = found[0]
        line, column = _where(broken, "gaurd")
        assert (finding.range.start.line, finding.range.start.character) == (line, column)
        assert "did you mean 'guard'" in finding.message
        assert finding.severity == types.DiagnosticSeverity.Error and finding.source == "rulekit"
        assert finding.code_description.href.endswith("#rk021")
        assert "RK021" in finding.data["explanation"] and "## Fix" in finding.data["explanation"]
        explained = await editor.hover(uri, line, column + 1)
        assert "# RK021" in explained  # the code's explanation under the cursor
        editor.change(uri, 2, original)
        assert await editor.diagnostics(uri) == []

    run(scenario)


def test_lsp_effect_errors_point_into_the_unsaved_buffer():
    original = GAME.read_text(encoding="utf-8")
    # two lines more above the effect than on disk: positions must come from the buffer, not the file
    broken = original.replace("flow:\n", "# one\n# two\nflow:\n", 1).replace("  move(thrown, discard)",
                                                                              "  mvoe(thrown, discard)", 1)

    async def scenario(editor: Editor) -> None:
        uri = editor.open(GAME, broken)
        found = await editor.diagnostics(uri)
        assert found and found[0].code.startswith("RK2"), found
        # inside a `do: |` block: the line and column of the buffer, the block's indentation included
        assert (found[0].range.start.line, found[0].range.start.character) == _where(broken, "mvoe")
        assert "'move'" in found[0].message

    run(scenario)


def test_lsp_completes_inside_effect_text():
    text = GAME.read_text(encoding="utf-8")

    async def scenario(editor: Editor) -> None:
        uri = editor.open(GAME, text)
        assert await editor.diagnostics(uri) == []
        # a block scalar (`do: |`) of the trigger on prison_placed, after `player.`
        line, column = _where(text, "player.hand, 1,", len("player."))
        attributes = {item.label: item for item in await editor.complete(uri, line, column)}
        assert {"ducats", "sitting_out", "hand", "pay"} <= set(attributes)
        assert attributes["ducats"].kind == types.CompletionItemKind.Field
        # the start of a plain `do:` scalar: primitives with snippets, procedures, keywords, the event's payload
        line, column = _where(text, "do: claim_gem(winner)", len("do: "))
        items = {item.label: item for item in await editor.complete(uri, line, column)}
        assert items["move"].kind == types.CompletionItemKind.Function
        assert items["move"].insert_text_format == types.InsertTextFormat.Snippet
        assert items["move"].insert_text.startswith("move(${1:cards}")
        assert items["claim_gem"].detail == "claim_gem(winner: player)"
        assert {"let", "choose", "where"} <= set(items)
        assert {"winner", "duel_won", "musketeer_deck", "gems", "theft"} <= set(items)
        assert items["guard-04"].insert_text == "`guard-04`"  # an id with hyphens is quoted in effects
        # inside a quoted `if:`: the payload of prison_placed
        line, column = _where(text, 'if: "count(player.pay', len('if: "count('))
        assert {"player", "card", "count"} <= {item.label for item in await editor.complete(uri, line, column)}
        # a YAML value that names an event
        line, column = _where(text, "on: duel_won", len("on: duel"))
        assert {"duel_won", "prison_placed", "round_started"} <= {i.label for i in await editor.complete(uri, line, column)}

    run(scenario)


def test_lsp_hover_shows_signatures_docs_and_cards():
    text = GAME.read_text(encoding="utf-8")

    async def scenario(editor: Editor) -> None:
        uri = editor.open(GAME, text)
        await editor.diagnostics(uri)
        procedure = await editor.hover(uri, *_where(text, "do: claim_gem(winner)", len("do: clai")))
        assert "claim_gem(winner: player)" in procedure and "The winner of a duel takes a gem" in procedure
        primitive = await editor.hover(uri, *_where(text, "shuffle(musketeer_deck)", 2))
        assert "shuffle(" in primitive and "from core" in primitive
        card = await editor.hover(uri, *_where(text, "remove: [guard-25", len("remove: [guard")))
        assert "card guard-25: guard" in card and "value: `25`" in card

    run(scenario)


def test_lsp_goes_to_the_definition_of_ids_zones_procedures_and_events():
    text = GAME.read_text(encoding="utf-8")
    guards = GUARDS.read_text(encoding="utf-8")

    async def scenario(editor: Editor) -> None:
        uri = editor.open(GAME, text)
        await editor.diagnostics(uri)
        expectations = [
            (_where(text, "do: claim_gem(winner)", len("do: c")), uri, _where(text, "  claim_gem:", 2)),
            (_where(text, "remove: [guard-25", len("remove: [g")), from_fs_path(str(GUARDS)),
             _where(guards, "id: guard-25", len("id: "))),
            (_where(text, "move(beaten, guard_deck)", len("move(be")), uri, _where(text, "  beaten:", 2)),
            (_where(text, "on: duel_won", len("on: d")), uri, _where(text, "  duel_won:", 2)),
        ]
        for (line, column), target, (target_line, target_column) in expectations:
            found = await editor.definition(uri, line, column)
            assert len(found) == 1, (line, found)
            assert found[0].uri == target
            assert (found[0].range.start.line, found[0].range.start.character) == (target_line, target_column)

    run(scenario)


def test_lsp_reports_locale_findings_in_ftl_buffers():
    path = ROOT / "content" / "locales" / "en" / "musketiere.ftl"
    original = path.read_text(encoding="utf-8")
    broken = original + "\nbroken-message = { $x\n"

    async def scenario(editor: Editor) -> None:
        uri = editor.open(path, broken)
        found = await editor.diagnostics(uri)
        assert found and all(d.code.startswith("RK3") for d in found), found
        assert found[0].range.start.line >= original.count("\n")

    run(scenario)
