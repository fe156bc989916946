"""The text of the options of every `choose`. RK302: each label names its text, `option-<label>` (or the game's
own `option-<game>-<label>`, which wins where both exist; see `rulekit.view.describe`). Locales hold every game's
messages side by side, so without this check a label with no text of its own shows another game's, or its id.
RK322: that text, in any language, uses only the option's values (`fetch(card in ...)` gives `{ $card }`)."""
from __future__ import annotations

from typing import Any, Iterator

from rulekit.check.codes import diagnostic
from rulekit.check.rules_text import dollars, variables_beyond
from rulekit.effects import ast
from rulekit.errors import Diagnostic, Span
from rulekit.load.locales import REFERENCE, LocaleSet


def check_option_messages(definition: Any, locales: LocaleSet) -> list[Diagnostic]:
    """RK302 once per option label of a compiled game that has no English message."""
    if not locales or REFERENCE not in locales.languages:
        return []
    english = locales.messages(REFERENCE)
    out: list[Diagnostic] = []
    seen: set[str] = set()
    for code in effect_codes(definition):
        for node in ast.walk(code.node):
            if not isinstance(node, ast.ChoiceOption) or node.label in seen:
                continue
            seen.add(node.label)
            own = f"option-{definition.id}-{node.message[len('option-'):]}"
            if node.message not in english and own not in english:
                out.append(diagnostic("RK302", f"option {node.label!r} has no message in the reference locale (en): "
                                               f"write {node.message} (or {own}, this game's own)",
                                      Span(node.span.path, node.span.line)))
            out.extend(_unknown_variables(locales, node, (own, node.message)))
    return out


def _unknown_variables(locales: LocaleSet, option: Any, candidates: tuple[str, str]) -> list[Diagnostic]:
    """RK322 for each language whose text of the option (the first of `candidates` it has) uses a variable that is
    none of the option's values: players would see `{$crad}`."""
    values = {binding.name for binding in option.bindings}
    return [diagnostic("RK322", f"message {message!r} in {lang!r} uses {dollars(unknown)}, which is no value of option "
                                f"{option.label!r} (values: {dollars(sorted(values)) or 'none'})",
                       span, suggestion=_near(unknown[0], values))
            for lang, message, span, unknown in variables_beyond(locales, candidates, values)]


def _near(name: str, values: set[str]) -> str | None:
    from rulekit.errors import did_you_mean

    hint = did_you_mean(name, sorted(values))
    return f"${hint}" if hint else None


def effect_codes(definition: Any) -> Iterator[Any]:
    """Every compiled unit of a game that has a syntax tree: steps and their conditions, triggers, procedures."""
    steps = list(definition.setup) + [step for phase in definition.phases for step in phase.steps]
    candidates = [unit for step in steps for unit in (step.effect, step.if_, step.while_, step.repeat)]
    for group in (definition.rule_triggers, definition.card_triggers, definition.responses):
        candidates += [unit for triggers in group.values() for t in triggers for unit in (t.effect, t.condition)]
    candidates += [procedure.code for procedure in definition.procedures.values()]
    yield from (unit for unit in candidates if getattr(unit, "node", None) is not None)
