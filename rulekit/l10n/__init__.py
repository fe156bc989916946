"""The translators' workbench: how complete each locale is, new locales, what code and content need.

    rows = compare(locales, "de", games)                    # per file: translated, unchanged, missing, obsolete
    report = locale_status(locales, games, ["de"])          # what `rulekit l10n status de` prints (plain JSON data)
    written = new_locale(content, root / "locales", "es")   # `rulekit l10n new es`: every file, ready to translate

Modules: `compare` (a locale against English, file by file), `usage` (the message ids rulekit's code names),
`languages` (locale codes), `status`, `scaffold` (new locales, with context comments for translators).
"""
from __future__ import annotations


def house_rule_message(game: str, name: str) -> str:
    """The id of the message that describes a house rule to players: `house-rule-<game>-<name>`."""
    return f"house-rule-{game}-{name}"
