"""RK320: a card's written `.rules` text against its effect, by the numbers they mention.

Comparing two texts in words is not robust (any paraphrase differs), but numbers are: they are written in
digits in every language, and a number in the rules text that the card's effect never uses and that is none of
its stats is almost always a text left behind when the card changed, or a translation that retyped a number
wrongly. So, for every card with triggers and a `.rules` text, in every language that has that text: the numbers
in the text (its literal words: placeables such as `{ $value }` stand for the card's stats, allowed anyway) must
each appear in the card's effect put in words (`effects/words.py`, numbers of `self.<stat>` filled in) or among
its stats. Only this direction is checked: an
effect may well use numbers its text does not spell out (`count(x) > 0`). Numbers written as words are not seen.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from rulekit.check.codes import diagnostic
from rulekit.effects.words import in_words, vocabulary
from rulekit.errors import Diagnostic
from rulekit.load.locales import REFERENCE, LocaleSet
from rulekit.load.cardtext import card_args, message_of

_NUMBER = re.compile(r"(?<![\w.,])-?\d+(?![\w])")
_PLACEABLE = re.compile(r"\{[^{}]*\}")


def numbers_in(text: str) -> set[int]:
    """The whole numbers written in digits in a text ("+2", "10 or more"; not the 2 of "2nd")."""
    return {int(match) for match in _NUMBER.findall(text)}


def check_rules_text(definition: Any, locales: LocaleSet) -> list[Diagnostic]:
    """RK320 for every card of a compiled game whose effect and written rules disagree in their numbers."""
    from rulekit.view.i18n import Localizer

    if not locales or REFERENCE not in locales.languages:
        return []
    words = vocabulary(definition)
    english = Localizer(locales, REFERENCE)
    sources: dict[str, str] = {}  # .ftl path -> its text, read once
    out: list[Diagnostic] = []
    seen: set[str] = set()  # copies and cards sharing a message are compared once
    for card_id, card in definition.cards.items():
        message = message_of(definition, card_id)
        if not card.triggers or message in seen or any(t.effect is None for t in card.triggers):
            continue  # (an effect that did not compile has its own finding; its words are not known)
        seen.add(message)
        said = "\n".join(in_words(t.effect.node, english, words, card.stats).text for t in card.triggers)
        allowed = numbers_in(said) | {v for v in card_args(card).values() if isinstance(v, int)}
        for lang in locales.languages:
            found = locales.messages(lang).get(message)
            if found is None or "rules" not in found[1].attributes:
                continue
            span, entry = found
            written = written_attribute(sources, span.path, entry.start, "rules")
            stray = sorted(numbers_in(written) - allowed)
            if stray:
                out.append(diagnostic("RK320", f"the rules text of card {card_id!r} in {lang!r} mentions "
                                               f"{', '.join(map(str, stray))}, which neither its effect nor its stats "
                                               f"have (`rulekit show {definition.id} {card_id}` shows the effect in "
                                               "words)", span))
    return out


def written_attribute(sources: dict[str, str], path: str, start: int, attribute: str) -> str:
    """The literal text of a message's attribute, read from its .ftl file without formatting it (formatting every
    language would parse every file): placeables `{ ... }` are left out, since variables are the card's stats,
    which are allowed anyway."""
    if path not in sources:
        sources[path] = Path(path).read_text(encoding="utf-8")
    lines = sources[path][start:].split("\n")
    text, inside = [], False
    for line in lines[1:]:
        if line and not line[0].isspace():
            break  # the next entry or comment
        stripped = line.strip()
        if stripped.startswith("."):
            inside = stripped.split("=", 1)[0].strip() == f".{attribute}"
            line = stripped.split("=", 1)[1] if inside and "=" in stripped else ""
        if inside:
            text.append(line)
    joined = " ".join(text)
    while _PLACEABLE.search(joined):
        joined = _PLACEABLE.sub(" ", joined)
    return joined


def check_card_variables(definition: Any, locales: LocaleSet) -> list[Diagnostic]:
    """RK321: a card's message (in any language) uses a variable that is not a stat of every card it names;
    players would see `{$valeu}` in place of a number."""
    stats: dict[str, set[str]] = {}  # message -> the variables every card it names has
    for card_id, card in definition.cards.items():
        have = set(card_args(card))
        message = message_of(definition, card_id)
        stats[message] = stats[message] & have if message in stats else have
    out: list[Diagnostic] = []
    for lang in locales.languages:
        messages = locales.messages(lang)
        for message, have in stats.items():
            if message not in messages:
                continue
            span, entry = messages[message]
            unknown = sorted(set(entry.variables) - have)
            if unknown:
                out.append(diagnostic("RK321", f"message {message!r} in {lang!r} uses "
                                               f"{', '.join('$' + v for v in unknown)}, which is not a stat of every "
                                               f"card it names (stats: {', '.join('$' + v for v in sorted(have)) or 'none'})",
                                      span))
    return out
