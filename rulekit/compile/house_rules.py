"""House rules: which a game offers, and the definition a chosen set of them makes.

A house rule is either data in the game file (`house_rules:` with a `change:` merged into the definition: any part
of the ruleset, a procedure included, can be replaced without Python) or a plugin (`rulekit_house_rules` to offer
it, `rulekit_adjust_definition` and the other hooks to make it work).

    house_rules:
      short-game:
        description: "Play to 50 ducats instead of 100."
        change: {flow: {end_when: "max(players.ducats) >= 50"}}
"""
from __future__ import annotations

import copy
from typing import Any, Sequence

from rulekit import plugins
from rulekit.errors import PluginError, did_you_mean


def offered(game_doc: Any, game_id: str, pm: Any) -> dict[str, str]:
    """name -> description of every house rule the game offers (its own, then the plugins')."""
    own = game_doc.data.get("house_rules") or {}
    excluded: dict[str, set[str]] = {}
    for name, spec in own.items():
        for other in (spec or {}).get("excludes") or ():
            excluded.setdefault(name, set()).add(other)
            excluded.setdefault(other, set()).add(name)
    found = {}
    for name, spec in own.items():
        others = sorted(excluded.get(name, ()))
        found[name] = str((spec or {}).get("description", "")) + (f" Not with: {', '.join(others)}." if others else "")
    for name, description in plugins.house_rules_for(pm, game_id).items():
        found.setdefault(name, description)
    return found


def apply(game_doc: Any, game_id: str, chosen: Sequence[str], pm: Any) -> tuple[tuple[str, ...], dict, dict[str, str]]:
    """(the chosen house rules, sorted; the definition they make; what is offered). Raises PluginError for a house
    rule the game does not offer."""
    chosen = tuple(sorted(set(chosen)))
    offer = offered(game_doc, game_id, pm)
    for name in chosen:
        if name not in offer:
            hint = did_you_mean(name, offer)
            raise PluginError(
                f"game {game_id!r} has no house rule {name!r}" + (f" (did you mean {hint!r}?)" if hint else "")
                + (f"; it offers: {', '.join(offer)}" if offer else "; it offers none"))
    plugins.check_exclusions(pm, game_id, chosen)
    _check_own_exclusions(game_doc, game_id, chosen)
    definition = game_doc.data
    own = game_doc.data.get("house_rules") or {}
    for name in chosen:
        change = (own.get(name) or {}).get("change")
        if change:
            definition = merge(copy.deepcopy(definition) if definition is game_doc.data else definition, change)
    for adjusted in plugins.call(pm, "rulekit_adjust_definition", game=game_id, definition=copy.deepcopy(definition),
                                 house_rules=chosen):
        definition = adjusted
    return chosen, definition, offer


def _check_own_exclusions(game_doc: Any, game_id: str, chosen: tuple[str, ...]) -> None:
    own = game_doc.data.get("house_rules") or {}
    for name in chosen:
        for other in (own.get(name) or {}).get("excludes") or ():
            if other in chosen:
                raise plugins.HouseRuleError(f"the house rules {name!r} and {other!r} of {game_id} cannot be played "
                                             "together (each excludes the other: choose one)")


def merge(base: dict, change: dict) -> dict:
    """`change` merged into `base` (in place): mappings merge key by key, anything else replaces."""
    for key, value in change.items():
        if isinstance(value, dict) and isinstance(base.get(key), dict):
            merge(base[key], value)
        else:
            base[key] = copy.deepcopy(value)
    return base
