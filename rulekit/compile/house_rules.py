"""House rules: which a game offers, and the definition a chosen set of them makes.

A house rule is either data in the game file (`house_rules:` with a `change:` merged into the definition: any part
of the ruleset, a procedure included, can be replaced without Python) or a plugin (`rulekit_house_rules` to offer
it, `rulekit_adjust_definition` and the other hooks to make it work). Players read what a house rule does in their
language from the message `house-rule-<game>-<name>`; the English `description` is the fallback.

    house_rules:
      short-game:
        description: "Play to 50 ducats instead of 100."
        change: {flow: {end_when: "max(players.ducats) >= 50"}}
"""
from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any, Sequence

from rulekit import plugins
from rulekit.errors import PluginError, did_you_mean
from rulekit.l10n import house_rule_message


@dataclass(frozen=True)
class HouseRule:
    """A house rule as players choose it: its name, the message that says what it does, the English description
    (the fallback) and the house rules it cannot be played with."""

    game: str
    name: str
    description: str
    excludes: tuple[str, ...] = ()

    @property
    def message(self) -> str:
        return house_rule_message(self.game, self.name)


def listing(game_doc: Any, game_id: str, pm: Any) -> list[HouseRule]:
    """Every house rule the game offers (its own, then the plugins'), with what each excludes (both ways)."""
    own = game_doc.data.get("house_rules") or {}
    excluded = {name: set(others) for name, others in plugins.house_rule_exclusions(pm, game_id).items()}
    for name, spec in own.items():
        for other in (spec or {}).get("excludes") or ():
            excluded.setdefault(name, set()).add(other)
            excluded.setdefault(other, set()).add(name)
    found = {name: str((spec or {}).get("description", "")) for name, spec in own.items()}
    for name, description in plugins.house_rule_offers(pm, game_id).items():
        found.setdefault(name, description)
    return [HouseRule(game_id, name, description, tuple(sorted(excluded.get(name, ()))))
            for name, description in found.items()]


def offered(game_doc: Any, game_id: str, pm: Any) -> dict[str, str]:
    """name -> description of every house rule the game offers (its own, then the plugins')."""
    found = {name: str((spec or {}).get("description", "")) for name, spec in (game_doc.data.get("house_rules") or {}).items()}
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
                + (f"; it offers: {', '.join(offer)}" if offer else "; it offers none"),
                message_id="error-no-house-rule", rule=name, offered=", ".join(offer) or "-")
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
                                             "together (each excludes the other: choose one)",
                                             message_id="error-house-rules-together", first=name, second=other)


def merge(base: dict, change: dict) -> dict:
    """`change` merged into `base` (in place): mappings merge key by key, anything else replaces."""
    for key, value in change.items():
        if isinstance(value, dict) and isinstance(base.get(key), dict):
            merge(base[key], value)
        else:
            base[key] = copy.deepcopy(value)
    return base
