"""The language server's view of the content: the linter run on the editor's buffers, and what it learnt.

`Project.analyse(path, buffers)` runs the same staged linter as `rulekit lint` (rulekit.check) on one file with
its game as context, reading the editor's unsaved buffers instead of the files on disk, and keeps for the file's
content root: the findings of that file, the index of names (rulekit.lsp.index) and the last definition of each
game that compiled. Completion and hover use the last good definition while the buffer has errors, so the names
of the game stay on offer while a card is half written. Nothing here imports pygls: it is plain Python, tested
directly as well as through the protocol.
"""
from __future__ import annotations

import os
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping

from rulekit.errors import ContentError, Diagnostic, PluginError, Span
from rulekit.lsp.index import GameNames, Index, build_index
from rulekit.load.documents import classify, find_content_root
from rulekit.load.files import internal_error


@dataclass
class RootState:
    """What the last analyses of files under one content root found."""

    index: Index = field(default_factory=Index)
    definitions: dict[str, Any] = field(default_factory=dict)  # game -> last GameDef that compiled
    game_of: dict[str, str] = field(default_factory=dict)  # resolved path -> its game


class Project:
    """Every content root the editor has files open in. Analyses run one at a time (a lock): compiling shares
    caches."""

    def __init__(self) -> None:
        self.roots: dict[str, RootState] = {}
        self._lock = threading.Lock()
        self._registries: dict[str, Any] = {}

    def root_of(self, path: str | Path) -> str:
        root = find_content_root(Path(path))
        return str(root) if root is not None else str(Path(path).resolve().parent)

    def state(self, path: str | Path) -> RootState:
        return self.roots.setdefault(self.root_of(path), RootState())

    def analyse(self, path: str | Path, buffers: Mapping[str, str] | None = None) -> list[Diagnostic]:
        """Lint one file (with its game as context) from the buffers given; return the findings in that file."""
        target = os.path.realpath(path)
        buffers = {os.path.realpath(p): text for p, text in (buffers or {}).items()}
        state = self.state(target)
        with self._lock:
            try:
                result = self._lint(target, buffers, state)
            except PluginError as error:
                return [Diagnostic("RK000", f"a plugin failed: {error}", Span(target, 1, 1))]
            except Exception as error:  # noqa: BLE001 - the server must keep running and say what failed
                return [internal_error(target, "this file in the language server", error)]
        self._learn(state, result)
        return [d for d in result.diagnostics if _same_file(d.span.path, target)]

    def _lint(self, target: str, buffers: Mapping[str, str], state: RootState) -> Any:
        from rulekit.check.lint import lint_result

        from rulekit.testing.files import check_scenario_file

        from rulekit.catalog import default_content_root

        root = Path(self.root_of(target))
        root = root if (root / "games").is_dir() else default_content_root()  # a pack's test: the games it extends
        return lint_result([target], compile_hook=lambda content: self._compile(content, state), overrides=buffers,
                           sweep_hook=_check_sweep, scenario_hook=lambda path: check_scenario_file(path, root))

    def _compile(self, content: Any, state: RootState) -> list[Diagnostic]:
        """The linter's effects stage (as `rulekit lint` runs it), keeping each game's definition when it compiles."""
        from rulekit.compile.game import compile_with_findings

        found: list[Diagnostic] = []
        for game in content.games():
            try:
                definition, diagnostics = compile_with_findings(content.documents_for(game), game)
            except ContentError as error:
                found.extend(error.diagnostics)
                continue
            if definition is not None:
                state.definitions[game] = definition
            found.extend(diagnostics)
        return found

    def _learn(self, state: RootState, result: Any) -> None:
        from rulekit.check.rules_text import written_attribute

        loaded = result.loaded
        if loaded is None:
            return
        registries = {game: self.registry(state, game) for game in loaded.games()}
        messages = loaded.locales.messages("en")
        english = {name: entry.text for name, (_span, entry) in messages.items() if entry.text}
        sources: dict[str, str] = {}
        descriptions = {name: written_attribute(sources, span.path, entry.start, "description").strip()
                        for name, (span, entry) in messages.items() if "description" in entry.attributes}
        state.index = build_index(loaded.documents, registries, english, descriptions)
        for doc in loaded.documents:
            state.game_of[os.path.realpath(doc.path)] = doc.game

    def registry(self, state: RootState, game: str) -> Any:
        """The game's registry: of its last good definition (with its procedures), else core and plugins only."""
        definition = state.definitions.get(game)
        if definition is not None:
            return definition.registry
        if game not in self._registries:
            from rulekit.compile.game import build_registry

            try:
                self._registries[game] = build_registry(game)
            except PluginError:
                from rulekit.run.primitives import core_registry

                self._registries[game] = core_registry()
        return self._registries[game]

    def game_of(self, path: str | Path, text: str | None = None) -> str | None:
        """The game a file belongs to: as the last analysis read it, else from its place (None for locales)."""
        target = os.path.realpath(path)
        known = self.state(target).game_of.get(target)
        if known:
            return known
        kind, game = classify(Path(target))
        if kind == "game":
            return Path(target).stem
        return game

    def names(self, path: str | Path) -> GameNames:
        return self.state(path).index.names(self.game_of(path))


def _same_file(display: str, target: str) -> bool:
    return bool(display) and os.path.realpath(display) == target


def _check_sweep(path: Any, text: Any, root: Any) -> list:
    """A sweep file's findings; the balance lab is imported only when a sweep file is open."""
    from rulekit.sim.sweep import check_sweep

    return check_sweep(path, text, root)
