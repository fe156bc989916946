"""The full vocabulary: core primitives plus every installed game's, for the generated reference."""
from __future__ import annotations

from typing import Iterable

from rulekit.compile.game import build_registry as build_game_registry
from rulekit.effects.registry import Registry


def known_games() -> list[str]:
    from rulekit import catalog

    return catalog.games()


def build_registry(games: Iterable[str] | None = None) -> Registry:
    """Core primitives and events, then each game's additions in game order (a name two games both define is
    listed once, from the first)."""
    merged = build_game_registry("")
    for game in games if games is not None else known_games():
        for name, primitive in build_game_registry(game).primitives.items():
            merged.primitives.setdefault(name, primitive)
        for name, event in build_game_registry(game).events.items():
            merged.events.setdefault(name, event)
    return merged
