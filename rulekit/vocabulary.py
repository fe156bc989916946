"""The full vocabulary: core primitives plus every installed game's (Python primitives, events and procedures
declared in its YAML), for the generated reference."""
from __future__ import annotations

from typing import Iterable

from rulekit import catalog
from rulekit.compile.game import build_registry as build_game_registry
from rulekit.effects.registry import Registry


def known_games() -> list[str]:
    return catalog.games()


def build_registry(games: Iterable[str] | None = None) -> Registry:
    """Core primitives and events, then each game's additions in game order (a name two games both define is
    listed once, from the first). A game's procedures come with it, each knowing its game and YAML place."""
    merged = build_game_registry("")
    for game in games if games is not None else known_games():
        registry = catalog.game(game).registry
        for name, primitive in registry.primitives.items():
            merged.primitives.setdefault(name, primitive)
        for name, event in registry.events.items():
            merged.events.setdefault(name, event)
    return merged
