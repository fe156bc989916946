"""Finding, checking and calling plugins (game rulesets and house rules).

Plugins come from the entry-point group "rulekit.plugins"; the games that ship with rulekit are also registered
directly, so a checkout run with `python cli.py` finds them without an install. A plugin that fails to import or
breaks a hook signature is reported as a PluginError naming it, never as a traceback.
"""
from __future__ import annotations

import importlib
import pkgutil
from functools import lru_cache
from importlib import metadata
from typing import Any, Iterable

import pluggy

from rulekit import hookspecs
from rulekit.errors import PluginError

ENTRY_POINT_GROUP = "rulekit.plugins"


class HouseRuleError(PluginError):
    """House rules that cannot be chosen together: a mistake of the person choosing, not of a plugin."""

    usage = True  # the CLI prints it as a usage error (exit 2), without "plugin error"


BUILTIN_PREFIX = "rulekit.games."


def builtin_plugins() -> list[str]:
    """The rulesets shipped in rulekit.games, one subpackage per game."""
    import rulekit.games

    return sorted(f"{BUILTIN_PREFIX}{m.name}" for m in pkgutil.iter_modules(rulekit.games.__path__))


def _register(pm: pluggy.PluginManager, plugin: Any, name: str) -> None:
    if pm.has_plugin(name) or pm.is_registered(plugin):
        return
    try:
        pm.register(plugin, name=name)
    except pluggy.PluginValidationError as error:
        raise PluginError(f"plugin {name!r} cannot be used: {error}") from None


def make_plugin_manager(extra: Iterable[Any] = (), *, entry_points: bool = True) -> pluggy.PluginManager:
    """A plugin manager with the built-in games, every installed plugin, and `extra` plugin objects."""
    pm = pluggy.PluginManager("rulekit")
    pm.add_hookspecs(hookspecs)
    for module_name in builtin_plugins():
        _register(pm, importlib.import_module(module_name), module_name)
    if entry_points:
        for entry in metadata.entry_points(group=ENTRY_POINT_GROUP):
            if entry.value.startswith(BUILTIN_PREFIX):
                continue  # shipped games come from the scan above; an older install's metadata may name one gone
            try:
                plugin = entry.load()
            except Exception as error:  # a broken third-party plugin must not crash the tool
                raise PluginError(f"plugin {entry.name!r} ({entry.value}) failed to load: {error}") from None
            _register(pm, plugin, entry.value)
    for index, plugin in enumerate(extra):
        _register(pm, plugin, getattr(plugin, "__name__", f"extra-plugin-{index}"))
    try:
        pm.check_pending()
    except pluggy.PluginValidationError as error:
        raise PluginError(f"a plugin implements a hook rulekit does not have: {error}") from None
    return pm


@lru_cache(maxsize=1)
def default_plugin_manager() -> pluggy.PluginManager:
    return make_plugin_manager()


def call(pm: pluggy.PluginManager, hook: str, **kwargs: Any) -> list[Any]:
    """Call a hook, turning an exception inside a plugin into a PluginError that names the plugin."""
    caller = getattr(pm.hook, hook)
    results = []
    for impl in reversed(caller.get_hookimpls()):
        try:
            wanted = {name: kwargs[name] for name in impl.argnames}
            result = impl.function(**wanted)
        except PluginError:
            raise
        except Exception as error:
            raise PluginError(f"plugin {impl.plugin_name!r} failed in {hook}: {type(error).__name__}: {error}") from None
        if result is not None:
            results.append(result)
    return results


def _offers(pm: pluggy.PluginManager, game: str) -> list[tuple[str, str, tuple[str, ...]]]:
    """(name, description, excludes) of every house rule offered for `game`."""
    offers = []
    for entries in call(pm, "rulekit_house_rules", game=game):
        for entry in entries:
            try:
                name, description, *rest = entry
                excludes = tuple(rest[0]) if rest else ()
            except (TypeError, ValueError):
                raise PluginError(f"a plugin offers the house rule {entry!r} for {game!r}: expected (name, "
                                  "description) or (name, description, excludes)") from None
            offers.append((name, description, excludes))
    return offers


def house_rule_offers(pm: pluggy.PluginManager, game: str) -> dict[str, str]:
    """Every house rule name offered for `game` with the plugin's own English description (the fallback of the
    `house-rule-<game>-<name>` message players read)."""
    return dict(sorted((name, description) for name, description, _ in _offers(pm, game)))


def house_rules_for(pm: pluggy.PluginManager, game: str) -> dict[str, str]:
    """Every house rule name offered for `game`, with its description (which names the rules it excludes)."""
    excluded = house_rule_exclusions(pm, game)
    offered: dict[str, str] = {}
    for name, description, _ in _offers(pm, game):
        others = sorted(excluded.get(name, ()))
        offered[name] = description + (f" Not with: {', '.join(others)}." if others else "")
    return dict(sorted(offered.items()))


def house_rule_exclusions(pm: pluggy.PluginManager, game: str) -> dict[str, set[str]]:
    """For each house rule of `game`, the ones it cannot be played with (both ways)."""
    excluded: dict[str, set[str]] = {}
    for name, _, excludes in _offers(pm, game):
        for other in excludes:
            excluded.setdefault(name, set()).add(other)
            excluded.setdefault(other, set()).add(name)
    return excluded


def check_exclusions(pm: pluggy.PluginManager, game: str, chosen: Iterable[str]) -> None:
    """Refuse house rules that exclude each other, naming the pair."""
    chosen = sorted(set(chosen))
    excluded = house_rule_exclusions(pm, game)
    for index, name in enumerate(chosen):
        for other in chosen[index + 1:]:
            if other in excluded.get(name, ()):
                raise HouseRuleError(f"the house rules {name!r} and {other!r} of {game} cannot be played together "
                                     "(they set the same thing in different ways): choose one",
                                     message_id="error-house-rules-together", first=name, second=other)
