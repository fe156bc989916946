"""Balance sweeps: a sweep file names a game, the axes to vary and the games per cell; every combination of the
axes' values is a cell, and each cell's games are played and kept in a results folder.

    sweep.yaml --load_sweep--> Sweep (cells) --run_sweep--> RESULTS/sweep.json       what was asked (the cells)
                                                            RESULTS/cells/NNN-name.jsonl  one game a line, per cell
                                                            RESULTS/parts/NNN/a-b.jsonl   finished batches of a cell

Every file is written whole or not at all (a temporary file renamed over it), so a sweep killed at any moment
resumes where it stopped: finished cells and finished batches are kept, a cell or batch that was being written
is played again. A results folder belongs to one sweep: resuming with a changed sweep file is refused.
Game i of every cell starts from derive_seed(seed, "paired", i) (`seeds: paired`, the default: cells that differ
in one rule are compared game by game) or derive_seed(seed, cell name, i) (`seeds: independent`).
"""
from __future__ import annotations

import hashlib
import itertools
import json
import shutil
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Sequence

from rulekit.errors import ContentError, Diagnostic, RulekitError, Span, did_you_mean
from rulekit.records import write_atomically
from rulekit.sim.cells import Cell, Variant, definition, play_batch

FORMAT = 1
AXES = ("house_rules", "cards", "counters", "players", "agents")


@dataclass(frozen=True)
class SweepCell:
    index: int
    name: str  # "house_rules=king-12 players=3": axis=label for every axis with more than one value
    labels: dict[str, str]  # every axis -> this cell's label
    cell: Cell

    @property
    def file(self) -> str:
        slug = "-".join(_slug(v) for k, v in self.labels.items() if k in self.varied) or "cell"
        return f"{self.index:03d}-{slug[:80]}.jsonl"

    varied: tuple[str, ...] = ()
    packs: tuple[tuple[str, str], ...] = ()  # (id, version) of the content packs of the cell's variant


@dataclass
class Sweep:
    path: Path
    game: str
    games: int
    seed: int
    seeds: str
    card_stats: bool
    description: str
    axes: dict[str, list[str]]  # axis -> labels in order ("counter:NAME" for each counter)
    cells: list[SweepCell] = field(default_factory=list)
    add_digests: dict[str, str] = field(default_factory=dict)
    sides: dict[str, list[int]] = field(default_factory=dict)
    seats: list[str] = field(default_factory=list)

    def manifest(self) -> dict[str, Any]:
        """What identifies the sweep in its results folder (plain JSON)."""
        return {
            "format": FORMAT, "game": self.game, "games": self.games, "seed": self.seed, "seeds": self.seeds,
            "card_stats": self.card_stats, "description": self.description, "axes": self.axes,
            "varied": [axis for axis, labels in self.axes.items() if len(labels) > 1],
            "card_files": self.add_digests, "sides": self.sides, "seats": self.seats,
            "cells": [_cell_json(c) for c in self.cells],
        }


def _cell_json(c: SweepCell) -> dict[str, Any]:
    v = c.cell.variant
    return {"index": c.index, "name": c.name, "file": c.file, "labels": c.labels, "players": c.cell.players,
            "agents": list(c.cell.agents), "house_rules": list(v.house_rules), "remove": list(v.remove_cards),
            "add": [Path(p).name for p in v.add_cards], "counters": dict(v.counters), "seed_key": c.cell.seed_key,
            **({"packs": [f"{pack} {version}" for pack, version in c.packs]} if c.packs else {})}


def _slug(text: str) -> str:
    return "".join(ch if ch.isalnum() or ch in "-+." else "_" for ch in text.lower()).strip("_")


# ------------------------------------------------------------------------------------------------ loading
def load_sweep(path: Path, root: Path | None = None, text: str | None = None) -> Sweep:
    """Read, check and expand a sweep file. Every problem is a Diagnostic at its file:line:col (ContentError).
    `text`: the file's text when it is not to be read from disk (an editor's unsaved buffer)."""
    from rulekit.load import Document, parse_yaml, validate_document

    path = Path(path)
    if text is None:
        try:
            text = path.read_text(encoding="utf-8-sig")
        except (OSError, UnicodeDecodeError) as error:
            raise RulekitError(f"{path}: cannot read the sweep file ({error})") from None
    parsed = parse_yaml(text, str(path))
    doc = Document(str(path), "sweep", "", parsed.data, parsed.marks, parsed.ok)
    problems = list(parsed.diagnostics) + validate_document(doc)
    if not problems and not isinstance(doc.data, dict):
        problems.append(Diagnostic("RK010", "a sweep file is a mapping (game, games, axes)", doc.span(())))
    if problems:
        raise ContentError(problems)
    return _Expander(doc, path, root).sweep()


def check_sweep(path: Path, text: str | None = None, root: Path | None = None) -> list[Diagnostic]:
    """The findings `rulekit sweep` would stop on, for `rulekit lint` and the language server (nothing is played)."""
    try:
        load_sweep(path, root, text)
    except ContentError as error:
        return list(error.diagnostics)
    except RulekitError as error:
        return [Diagnostic("RK002", str(error), Span(str(path), 1, 1))]
    return []


class _Expander:
    """Checks a schema-valid sweep against its game and makes the cells."""

    def __init__(self, doc: Any, path: Path, root: Path | None) -> None:
        from rulekit import catalog

        self.doc, self.path, self.data = doc, path, doc.data
        self.root = Path(root) if root else catalog.default_content_root()
        self.axes = self.data.get("axes") or {}
        self.problems: list[Diagnostic] = []

    def problem(self, code: str, message: str, where: tuple, suggestion: str | None = None) -> None:
        self.problems.append(Diagnostic(code, message, self.doc.span(where), suggestion=suggestion))

    def sweep(self) -> Sweep:
        from rulekit import catalog

        game = self.data["game"]
        known = catalog.games(self.root)
        if game not in known:
            self.problem("RK026", f"no game {game!r}; games: {', '.join(known)}", ("game",), did_you_mean(game, known))
            raise ContentError(self.problems)
        self.base = catalog.game(game, (), self.root)
        rules = self._house_rules()
        cards = self._cards()
        counters = self._counters()
        players = self._players()
        agent_specs = self._agent_specs()
        if self.problems:
            raise ContentError(self.problems)
        sweep = Sweep(self.path, game, self.data["games"], self.data.get("seed", 1), self.data.get("seeds", "paired"),
                      self.data.get("card_stats", True), self.data.get("description", ""), {},
                      add_digests=self._digests(cards), sides={k: list(v) for k, v in self.base.sides.items()},
                      seats=list(self.base.seats))
        sweep.axes = {"house_rules": [r[0] for r in rules], "cards": [c[0] for c in cards]}
        sweep.axes.update({f"counter:{name}": [str(v) for v in values] for name, values in counters})
        sweep.axes.update({"players": [str(p) for p in players], "agents": [a[0] for a in agent_specs]})
        self._make_cells(sweep, rules, cards, counters, players, agent_specs)
        if self.problems:
            raise ContentError(self.problems)
        return sweep

    def _house_rules(self) -> list[tuple[str, tuple[str, ...]]]:
        offered = self.base.house_rules_offered
        found = []
        for i, item in enumerate(self.axes.get("house_rules") or ["none"]):
            names = [] if item == "none" else [item] if isinstance(item, str) else list(item)
            for j, name in enumerate(names):
                if name not in offered:
                    where = ("axes", "house_rules", i) + ((j,) if not isinstance(item, str) else ())
                    self.problem("RK012", f"{self.base.id} has no house rule {name!r}; it offers: "
                                 f"{', '.join(offered) or 'none'}", where, did_you_mean(name, offered))
            found.append(("+".join(sorted(names)) or "none", tuple(sorted(names))))
        return found

    def _cards(self) -> list[tuple[str, tuple[str, ...], tuple[str, ...], tuple[str, ...]]]:
        found = []
        for i, item in enumerate(self.axes.get("cards") or [{"name": "base"}]):
            packs = self._packs(item.get("packs") or (), ("axes", "cards", i, "packs"))
            known = self.base.cards if not packs or self.problems else self._cards_with(packs)
            for j, card in enumerate(item.get("remove") or ()):
                if card not in known:
                    self.problem("RK025", f"{self.base.id} has no card {card!r} to remove", ("axes", "cards", i, "remove", j),
                                 did_you_mean(card, known))
            added = []
            for j, name in enumerate(item.get("add") or ()):
                file = (self.path.parent / name).resolve()
                if not file.is_file():
                    self.problem("RK002", f"no card file {name!r} (looked for {file})", ("axes", "cards", i, "add", j))
                added.append(str(file))
            found.append((item["name"], tuple(sorted(item.get("remove") or ())), tuple(added), packs))
        return found

    def _cards_with(self, packs: tuple[str, ...]) -> Any:
        from rulekit import catalog

        try:
            return catalog.game(self.data["game"], (), self.root, packs).cards
        except ContentError as error:
            self.problems.extend(error.diagnostics)
            return self.base.cards

    def _packs(self, specs: Any, where: tuple) -> tuple[str, ...]:
        """The folders of a variant's packs (rulekit.sim.cells.pack_files), each checked against the game."""
        from rulekit.sim.cells import pack_files

        folders = []
        for j, spec in enumerate(specs):
            try:
                folders.append(pack_files(self.data["game"], spec, self.path.parent))
            except RulekitError as error:
                self.problem("RK002", str(error), where + (j,))
        return tuple(folders)

    def _counters(self) -> list[tuple[str, list[int]]]:
        known = list(self.base.counters) + list(self.base.player_counters)
        found = []
        for name, values in (self.axes.get("counters") or {}).items():
            if name not in known:
                self.problem("RK028", f"{self.base.id} has no counter {name!r}", ("axes", "counters", name),
                             did_you_mean(name, known))
            found.append((name, list(values)))
        return found

    def _players(self) -> list[int]:
        base = self.base
        found = list(self.axes.get("players") or [base.default_players])
        for i, count in enumerate(found):
            if not base.min_players <= count <= base.max_players:
                self.problem("RK030", f"{base.id} is for {base.min_players} to {base.max_players} players, not {count}",
                             ("axes", "players", i))
        return found

    def _agent_specs(self) -> list[tuple[str, str]]:
        found = []
        for item in self.axes.get("agents") or ["random"]:
            text = item if isinstance(item, str) else ",".join(f"{k}={v}" for k, v in item.items())
            found.append((text, text))
        return found

    def _digests(self, cards: list) -> dict[str, str]:
        return {Path(f).name: hashlib.sha256(Path(f).read_bytes()).hexdigest()[:16]
                for _name, _remove, added, _packs in cards for f in added}

    def _make_cells(self, sweep: Sweep, rules: list, cards: list, counters: list, players: list, agents: list) -> None:
        from rulekit.agents.base import check_agent_names, seat_agents
        from rulekit.run.game import seat_count

        varied = tuple(axis for axis, labels in sweep.axes.items() if len(labels) > 1)
        counter_values = [[(name, v) for v in values] for name, values in counters]
        combos = itertools.product(rules, cards, itertools.product(*counter_values), players, enumerate(agents))
        for index, (rule, card, counter_set, count, (ai, (agent_label, spec))) in enumerate(combos):
            variant = Variant(sweep.game, rule[1], card[1], card[2], tuple(counter_set), str(self.root), card[3])
            labels = {"house_rules": rule[0], "cards": card[0]}
            labels.update({f"counter:{name}": str(v) for name, v in counter_set})
            labels.update({"players": str(count), "agents": agent_label})
            try:
                game_def = definition(variant)
                seats = seat_agents(spec, seat_count(game_def, count), seat_names=game_def.seats, sides=game_def.sides)
                check_agent_names(seats, game_def.id)
            except ContentError as error:
                self.problems.extend(error.diagnostics)
                continue
            except RulekitError as error:
                where = ("axes", "agents", ai) if "agent" in str(error) or "seat" in str(error) else ("axes",)
                self.problem("RK012", str(error), where)
                continue
            name = " ".join(f"{axis.removeprefix('counter:')}={labels[axis]}" for axis in varied) or "all games"
            seed_key = "paired" if sweep.seeds == "paired" else name
            cell = Cell(variant, count, tuple(seats), sweep.seed, seed_key, sweep.card_stats)
            sweep.cells.append(SweepCell(index, name, labels, cell, varied, game_def.packs))


# ------------------------------------------------------------------------------------------------ the results folder
class Results:
    """A sweep's results folder: what is finished, and writing what finishes (each file whole or not at all)."""

    def __init__(self, folder: Path, sweep: Sweep) -> None:
        self.folder = Path(folder)
        self.sweep = sweep
        self.cells_dir = self.folder / "cells"
        self.parts_dir = self.folder / "parts"

    def open(self) -> None:
        """Create the folder, or check that it holds this same sweep; leftovers of interrupted writes go."""
        manifest = self.sweep.manifest()
        stored = self.folder / "sweep.json"
        if stored.exists():
            try:
                old = json.loads(stored.read_text(encoding="utf-8"))
            except ValueError:
                old = None
            if old != manifest:
                raise RulekitError(f"{self.folder} holds the results of another sweep (or of this file before it was "
                                   "changed); give another folder with --out, or remove it to start again")
        self.cells_dir.mkdir(parents=True, exist_ok=True)
        self.parts_dir.mkdir(parents=True, exist_ok=True)
        for leftover in self.folder.rglob(".*.tmp"):
            leftover.unlink(missing_ok=True)
        if not stored.exists():
            write_atomically(stored, json.dumps(manifest, indent=1, sort_keys=True) + "\n")

    def finished(self, cell: SweepCell) -> bool:
        """A cell file that is complete (a header and one line per game); anything else is played again."""
        path = self.cells_dir / cell.file
        if not path.exists():
            return False
        lines = path.read_text(encoding="utf-8").splitlines()
        try:
            complete = len(lines) == self.sweep.games + 1 and all(json.loads(line) is not None for line in lines)
        except ValueError:
            complete = False
        if not complete:
            path.unlink()
        return complete

    def parts(self, cell: SweepCell) -> dict[tuple[int, int], list[dict[str, Any]]]:
        """The batches of an unfinished cell already played."""
        found = {}
        folder = self.parts_dir / f"{cell.index:03d}"
        for path in sorted(folder.glob("*.jsonl")) if folder.is_dir() else ():
            try:
                start, stop = (int(x) for x in path.stem.split("-"))
                records = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
            except ValueError:
                path.unlink()
                continue
            if len(records) == stop - start:
                found[(start, stop)] = records
        return found

    def save_part(self, cell: SweepCell, start: int, stop: int, records: list[dict[str, Any]]) -> None:
        write_atomically(self.parts_dir / f"{cell.index:03d}" / f"{start}-{stop}.jsonl", _lines(records))

    def save_cell(self, cell: SweepCell, records: list[dict[str, Any]]) -> None:
        header = {"cell": cell.name, "index": cell.index, "labels": cell.labels, "players": cell.cell.players,
                  "agents": list(cell.cell.agents), "games": len(records)}
        write_atomically(self.cells_dir / cell.file, _lines([header] + records))
        self.drop_parts(cell)

    def drop_parts(self, cell: SweepCell) -> None:
        shutil.rmtree(self.parts_dir / f"{cell.index:03d}", ignore_errors=True)


def _lines(records: Sequence[dict[str, Any]]) -> str:
    return "".join(json.dumps(r, sort_keys=True, separators=(",", ":")) + "\n" for r in records)


# ------------------------------------------------------------------------------------------------ running
BATCH = 25  # games per batch at most; batches do not depend on --jobs, so a resumed sweep reuses any finished one


def cell_batches(games: int) -> list[tuple[int, int]]:
    size = max(1, min(BATCH, -(-games // 8)))
    return [(start, min(start + size, games)) for start in range(0, games, size)]


def run_sweep(sweep: Sweep, folder: Path, runner: Any, progress: Callable[[int, int], None] | None = None) -> dict[str, int]:
    """Play every unfinished cell on `runner` (rulekit.sim.parallel). `progress(cells, games)` is told what got
    done, first what was already there. Returns counts: cells, resumed cells, games played now, failed games."""
    results = Results(folder, sweep)
    results.open()
    pending: dict[int, dict[tuple[int, int], list]] = {}
    tasks = []
    resumed = 0
    for cell in sweep.cells:
        if results.finished(cell):
            resumed += 1
            results.drop_parts(cell)  # killed after the cell was written, before its batches were removed
            if progress:
                progress(1, sweep.games)
            continue
        have = pending[cell.index] = results.parts(cell)
        if progress and have:
            progress(0, sum(len(r) for r in have.values()))
        tasks.extend(((cell.index, a, b), play_batch, (cell.cell, a, b)) for a, b in cell_batches(sweep.games)
                     if (a, b) not in have)
        definition(cell.cell.variant)  # compiled here once: forked workers inherit it
    for cell in sweep.cells:  # cells whose every batch was already there (killed while assembling)
        if cell.index in pending and len(pending[cell.index]) == len(cell_batches(sweep.games)):
            _assemble(results, cell, pending.pop(cell.index), progress)
    played = failed = 0
    for (index, a, b), records in runner.run(tasks):
        cell = sweep.cells[index]
        results.save_part(cell, a, b, records)
        pending[index][(a, b)] = records
        played += len(records)
        failed += sum(1 for r in records if "error" in r)
        if progress:
            progress(0, len(records))
        if len(pending[index]) == len(cell_batches(sweep.games)):
            _assemble(results, cell, pending.pop(index), progress)
    return {"cells": len(sweep.cells), "resumed": resumed, "played": played, "failed": failed}


def _assemble(results: Results, cell: SweepCell, parts: dict, progress: Callable[[int, int], None] | None) -> None:
    records = [r for key in sorted(parts) for r in parts[key]]
    results.save_cell(cell, records)
    if progress:
        progress(1, 0)


def read_results(folder: Path) -> tuple[dict[str, Any], list[tuple[dict[str, Any], list[dict[str, Any]]]]]:
    """(the sweep's manifest, [(cell header, game records)] for every finished cell, in cell order)."""
    folder = Path(folder)
    try:
        manifest = json.loads((folder / "sweep.json").read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise RulekitError(f"{folder} is not a sweep's results folder (no readable sweep.json: {error})") from None
    cells = []
    for entry in manifest["cells"]:
        path = folder / "cells" / entry["file"]
        if not path.exists():
            continue
        lines = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
        cells.append((dict(lines[0], **{k: entry[k] for k in ("house_rules", "remove", "add", "counters")}), lines[1:]))
    return manifest, cells
