"""The hooks through which game rulesets and house rules plug into rulekit (pluggy, project name "rulekit").

A plugin is a module or object with functions named like these hooks and marked with `rulekit.hookimpl`; it is
found through the entry-point group "rulekit.plugins". Hooks are called at coarse points only (when a game is
compiled), never while a game runs: what a plugin returns is compiled into plain lists the engine walks.

A game's own ruleset and a house rule use the same hooks, so a house rule can replace any part of a game.
While a game runs, an exception out of a plugin's primitive or handler (other than rulekit's own errors) becomes a
PluginError naming the plugin and the YAML place of the call, and the answer that set it off is undone.
Every hook receives `game` (the game id) and `house_rules` (the names the player chose); a plugin does nothing
for games and house rules that are not its own. Plugins never change what they are passed: they return new
values, which keeps replays exact.
"""
from __future__ import annotations

from typing import Any

import pluggy

hookspec = pluggy.HookspecMarker("rulekit")
hookimpl = pluggy.HookimplMarker("rulekit")


@hookspec
def rulekit_house_rules(game: str) -> list[tuple[str, str] | tuple[str, str, tuple[str, ...]]]:
    """The house rules this plugin offers for `game`, as (name, one-line description) pairs, or triples
    (name, description, excludes) where `excludes` names the house rules it cannot be played with (two ways of
    setting the same thing, e.g. the King's square 12 and 13). Exclusions count both ways, also across plugins.

    A plugin may: list names that `--house-rule NAME` can select. It may not: change anything here.
    """


@hookspec
def rulekit_register_primitives(registry: Any, game: str, house_rules: tuple[str, ...]) -> None:
    """Add primitives and events to the effect language for `game`.

    `registry` is a rulekit.effects.registry.Registry scoped to this plugin: use `@registry.action`,
    `@registry.query` and `registry.event(...)`. A plugin may: add new names; replace an existing primitive with
    `replace=True` (a house rule changing how a rule works); declare the range of an int parameter with
    `ranges={"count": (1, None)}`, so that lint reports a constant outside it (RK222). It may not: keep state of its
    own between games (everything a primitive changes must go through its `ctx`; a failed answer is undone by
    replaying the game, which must give the same result).
    """


@hookspec
def rulekit_adjust_definition(game: str, definition: dict[str, Any], house_rules: tuple[str, ...]) -> dict[str, Any] | None:
    """Return a changed copy of the game's YAML definition (plain data), or None to leave it as it is.

    Called before the definition is compiled, so any change (another end condition, a removed step, a different
    counter start) is checked and compiled like the original. A plugin may: return a new dict built from
    `definition`. It may not: mutate `definition` in place. Several plugins chain: each sees the previous result.
    """


@hookspec
def rulekit_triggers(game: str, house_rules: tuple[str, ...]) -> list[tuple[str, Any]] | None:
    """Python handlers for game events, as (event name, handler) pairs.

    A handler is called as `handler(ctx, **payload)` after the game's own triggers and the cards' triggers for
    that event; it may be a generator that yields decisions like a primitive. A plugin may: react to any event
    through `ctx`. It may not: change the game except through `ctx`.
    """


@hookspec
def rulekit_round_limit(game: str, house_rules: tuple[str, ...]) -> int | None:
    """The most rounds a game may last before it is stopped as unfinished (default 200). The smallest answer
    wins."""


@hookspec
def rulekit_agents(game: str) -> dict[str, Any] | None:
    """Agents this plugin offers for `game`, by name: each a class or factory called as `factory(seed)` that returns
    an object with `decide(view, decision) -> option indices`. Agents see only the player's view.

    A plugin may: add agents that know a game's strategy. It may not: replace the generic `random` and `greedy`.
    """


@hookspec
def rulekit_play_clock(game: str) -> dict[str, Any] | None:
    """A real-time clock for people at the terminal (e.g. Mylady's hourglass), or None.

    Keys: `counter` (a game counter: the clock runs while it is 1), `phase` (the phase it times), `seconds`,
    `paused` (decision prompts during which it stops, e.g. duels), `timeout_prompts` (the prompts answered for
    people and agents once time is up), `timeout_answer` (the option value they get where offered, e.g. "end";
    else the first option), `expired` (an external game counter, `external: true`, set through Game.external
    when time is up: the rules read it, and the record keeps it). Simulations ignore it.
    """
