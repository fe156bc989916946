"""RK320: a card's written `.rules` text against its effect, by the numbers they mention.

Comparing two texts in words is not robust (any paraphrase differs), but numbers are: they are written in
digits in every language, and a number in the rules text that the card's effect never uses and that is none of
its stats is almost always a text left behind when the card changed, or a translation that retyped a number
wrongly. So, for every card with triggers and a `.rules` text, in every language that has that text: the numbers
in the text (formatted with the card's stats as variables) must each appear in the card's effect put in words
(`effects/words.py`, numbers of `self.<stat>` filled in) or among its stats. Only this direction is checked: an
effect may well use numbers its text does not spell out (`count(x) > 0`). Numbers written as words are not seen.
"""
from __future__ import annotations

import re
from typing import Any, Iterable

from rulekit.check.codes import diagnostic
from rulekit.effects.words import in_words, vocabulary
from rulekit.errors import Diagnostic
from rulekit.load.locales import REFERENCE, LocaleSet
from rulekit.view.cardtext import card_args, card_attribute, message_of

_NUMBER = re.compile(r"(?<![\w.,])-?\d+(?![\w])")


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
    texts = [(lang, Localizer(locales, lang)) for lang in locales.languages]
    out: list[Diagnostic] = []
    seen: set[tuple[str, str]] = set()  # (message, language): copies share their text, report it once
    for card_id, card in definition.cards.items():
        if not card.triggers:
            continue
        said = "\n".join(in_words(t.effect.node, english, words, card.stats).text for t in card.triggers)
        allowed = numbers_in(said) | {v for v in card_args(card).values() if isinstance(v, int)}
        message = message_of(definition, card_id)
        for lang, text in texts:
            if (message, lang) in seen or not text.translated(message):
                continue
            seen.add((message, lang))
            out.extend(_compare(definition, card_id, message, lang, text, allowed, locales))
    return out


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


def _compare(definition: Any, card_id: str, message: str, lang: str, text: Any, allowed: set[int],
             locales: LocaleSet) -> Iterable[Diagnostic]:
    written = card_attribute(text, definition, card_id, "rules")
    if written is None:
        return []
    stray = sorted(numbers_in(written) - allowed)
    if not stray:
        return []
    found = locales.messages(lang).get(message)
    span = found[0] if found else definition.cards[card_id].span
    listed = ", ".join(str(n) for n in stray)
    return [diagnostic("RK320", f"the rules text of card {card_id!r} in {lang!r} mentions {listed}, which neither "
                                f"its effect nor its stats have (`rulekit show {definition.id} {card_id}` shows the "
                                "effect in words)", span)]
