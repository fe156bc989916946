"""Boards: the graph of spaces (links, drawing positions) and the tracks with their reward squares."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from rulekit.compile.model import Link, Reward, TrackDef
from rulekit.compile.sources import source
from rulekit.compile.units import Unit, Units
from rulekit.effects.registry import Scope
from rulekit.errors import Span

Problem = Callable[[str, str, Span], None]


def board_graph(boards: Sequence[Any]) -> tuple[dict[str, tuple[Link, ...]], dict[str, tuple[float, float]]]:
    """Every space's links (both ends of each link, numbered from 1 in file order) and drawing positions, from the
    data of a game's boards (in the order the game's documents list them).

    Links to unknown spaces and links listed twice are reported by the reference check (RK029, RK032); here they
    are skipped, so a definition compiled from such content still has a consistent graph.
    """
    links: dict[str, list[Link]] = {}
    space_at: dict[str, tuple[float, float]] = {}
    spaces = {name for board in boards for name in (board.get("spaces") or {})}
    seen: set[frozenset[str]] = set()
    index = 0
    for board in boards:
        for name, spec in (board.get("spaces") or {}).items():
            spec = spec or {}
            links.setdefault(name, [])
            at = spec.get("at")
            if isinstance(at, dict) and "x" in at and "y" in at:
                space_at[name] = (float(at["x"]), float(at["y"]))
            for link in spec.get("links") or ():
                to = link.get("to")
                pair = frozenset((name, to))
                if to not in spaces or to == name or pair in seen:
                    continue
                seen.add(pair)
                index += 1
                kind = link.get("kind", "door")
                blockable = bool(link.get("blockable", kind == "door"))
                links[name].append(Link(to, kind, blockable, index, name))
                links.setdefault(to, []).append(Link(name, kind, blockable, index, to))
    return {name: tuple(found) for name, found in links.items()}, space_at


@dataclass
class TrackParts:
    """A track and the units of its rewards, made into a TrackDef once compiled."""

    name: str
    length: int
    start: int
    values: dict[str, tuple[int, ...]]
    rewards: list[tuple[int, bool, Unit]] = field(default_factory=list)

    def build(self) -> TrackDef:
        rewards = tuple(sorted((Reward(at, once, unit.code) for at, once, unit in self.rewards), key=lambda r: r.at))
        return TrackDef(self.name, self.length, self.start, self.values, rewards)


def collect_tracks(units: Units, boards: Sequence[Any], scope: Scope, problem: Problem
                   ) -> tuple[dict[str, TrackParts], dict[str, list[Unit]]]:
    tracks: dict[str, TrackParts] = {}
    for board in boards:
        for name, spec in (board.data.get("tracks") or {}).items():
            tracks[name] = _track(units, board, name, spec, scope, problem)
    rewards = {name: [unit for _, _, unit in track.rewards] for name, track in tracks.items()}
    return tracks, rewards


def _track(units: Units, board: Any, name: str, spec: dict, scope: Scope, problem: Problem) -> TrackParts:
    length = int(spec["length"])
    track = TrackParts(name, length, int(spec.get("start", 0)), {})
    for ri, reward in enumerate(spec.get("rewards") or ()):
        if not 0 <= reward["at"] < length:
            problem("RK212", f"reward square {reward['at']} is off track {name!r} (0 to {length - 1})",
                    board.marks.span(("tracks", name, "rewards", ri, "at")))
            continue
        unit = units.effect(source(board, ("tracks", name, "rewards", ri, "do")), scope, f"reward:{name}:{ri}")
        track.rewards.append((int(reward["at"]), bool(reward.get("once", True)), unit))
    for key, row in (spec.get("values") or {}).items():
        if len(row) != length:
            problem("RK212", f"track {name!r} has {length} squares but {len(row)} values of {key!r}",
                    board.marks.span(("tracks", name, "values", key)))
        track.values[key] = tuple(int(v) for v in row)
    if not 0 <= track.start < length:
        problem("RK212", f"track {name!r} starts on square {track.start}, off the track (0 to {length - 1})",
                board.marks.span(("tracks", name, "start")))
    return track
