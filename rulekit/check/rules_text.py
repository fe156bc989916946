"""RK320: a card's written `.rules` text against its effect, by the numbers they mention.

Comparing two texts in words is not robust (any paraphrase differs), but numbers are: they are written in
digits in every language, and a number in the rules text that the card's effect never uses and that is none of
its stats is almost always a text left behind when the card changed, or a translation that retyped a number
wrongly. So, for every card with triggers and a `.rules` text, in every language that has that text: the numbers
in the text (its literal words: placeables such as `{ $value }` stand for the card's stats, allowed anyway) must
each appear in the card's effect put in words (`effects/words.py`, numbers of `self.<stat>` filled in) or among
its stats. Only this direction is checked: an
effect may well use numbers its text does not spell out (`count(x) > 0`). Numbers written as words are not seen.

A card's text may also name numbers its effect passes on rather than holds, so these count too:
- the stats of the cards its effect names by id (`fight(musketeer, `bastille-guard`)`: "a foe of 3 dice" is the
  guard's `dice`);
- the numbers written in the game's procedures that read a game counter its effect changes (Verstärkung adds to
  `red_dice_bonus`; the siege reading it caps the red dice at 4: "with 4 dice already");
- the faces of the game's dice from a number the card has up to the die's highest face, when the text writes
  them as one run ("hits on 4-6", "on 4, 5 or 6" with a hit of 4 and a six-sided die): a threshold compared
  against a die names the faces that reach it.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Iterable, Iterator

from rulekit.check.codes import diagnostic
from rulekit.effects import ast
from rulekit.effects.words import in_words, vocabulary
from rulekit.errors import Diagnostic
from rulekit.load.locales import REFERENCE, LocaleSet
from rulekit.load.cardtext import card_args, message_of

_NUMBER = re.compile(r"(?<![\w.,])-?\d+(?![\w])")
_PLACEABLE = re.compile(r"\{[^{}]*\}")
_RANGE = re.compile(r"(?<![\w.,])(\d+)\s*[-\u2013]\s*(\d+)(?![\w])")  # "4-6", "4 – 6"


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
    passed_on = _PassedOn(definition)
    sources: dict[str, str] = {}  # .ftl path -> its text, read once
    out: list[Diagnostic] = []
    seen: set[str] = set()  # copies and cards sharing a message are compared once
    for card_id, card in definition.cards.items():
        message = message_of(definition, card_id)
        if not card.triggers or message in seen or any(t.effect is None for t in card.triggers):
            continue  # (an effect that did not compile has its own finding; its words are not known)
        seen.add(message)
        said = "\n".join(in_words(t.effect.node, english, words, card.stats).text for t in card.triggers)
        allowed = (numbers_in(said) | _ints(card_args(card).values())
                   | passed_on.numbers([t.effect.node for t in card.triggers]))
        for lang in locales.languages:
            found = locales.messages(lang).get(message)
            if found is None or "rules" not in found[1].attributes:
                continue
            span, entry = found
            written = written_attribute(sources, span.path, entry.start, "rules")
            stray = sorted(numbers_in(written) - allowed - passed_on.faces_in_runs(written, allowed))
            if stray:
                out.append(diagnostic("RK320", f"the rules text of card {card_id!r} in {lang!r} mentions "
                                               f"{', '.join(map(str, stray))}, which neither its effect nor its stats "
                                               f"have (`rulekit show {definition.id} {card_id}` shows the effect in "
                                               "words)", span))
    return out


def _ints(values: Any) -> set[int]:
    return {v for v in values if isinstance(v, int) and not isinstance(v, bool)}


class _PassedOn:
    """The numbers a card's effect passes on (see the module's docstring), from the compiled game."""

    def __init__(self, definition: Any) -> None:
        self.cards = definition.cards
        self.counters = set(definition.counters)
        self.procedures = [p.code.node for p in definition.procedures.values() if p.code is not None]
        self._bodies: list[tuple[set[str], set[int]]] | None = None  # per procedure: names it reads, its numbers
        self.dice = [faces for faces in (_numeric(d.faces) for d in definition.dice.values()) if faces]
        self._read: dict[str, set[int]] = {}

    def numbers(self, effects: list[Any]) -> set[int]:
        found: set[int] = set()
        for effect in effects:
            for node in ast.walk(effect):
                if isinstance(node, ast.Name) and node.id in self.cards:
                    found |= _ints(card_args(self.cards[node.id]).values())
                elif isinstance(node, ast.Assign) and isinstance(node.target, ast.Name) \
                        and node.target.id in self.counters:
                    found |= self.read_by_procedures(node.target.id)
        return found

    def read_by_procedures(self, counter: str) -> set[int]:
        """The whole numbers written in the procedures that read `counter`."""
        if counter not in self._read:
            if self._bodies is None:  # every procedure walked once, whatever the number of counters asked
                self._bodies = [(_names_read(body), {n.value for n in ast.walk(body) if isinstance(n, ast.Literal)
                                                     and isinstance(n.value, int) and not isinstance(n.value, bool)})
                                for body in self.procedures]
            self._read[counter] = set().union(*(numbers for names, numbers in self._bodies if counter in names))
        return self._read[counter]

    def faces_in_runs(self, text: str, allowed: set[int]) -> set[int]:
        """Faces of a die written as one run of consecutive numbers from an allowed number up to the die's
        highest face ("4-6", "4, 5 or 6")."""
        found: set[int] = set()
        written = [int(n) for n in _NUMBER.findall(text)]
        ranges = {(int(a), int(b)) for a, b in _RANGE.findall(text)}
        for faces in self.dice:
            top = max(faces)
            for start, first in enumerate(written):
                if first not in allowed or first not in faces or first == top:
                    continue
                if (first, top) in ranges or written[start:start + top - first + 1] == list(range(first, top + 1)):
                    found.update(range(first, top + 1))
        return found


def _numeric(faces: Any) -> list[int]:
    """A die's faces as numbers, or [] when any face is not a number (swords and shields)."""
    try:
        return [int(face) for face in faces]
    except (TypeError, ValueError):
        return []


def _names_read(body: Any) -> set[str]:
    """The names whose value an effect uses (a counter only set by `=` is not read)."""
    nodes = list(ast.walk(body))
    targets = {id(n.target) for n in nodes if isinstance(n, ast.Assign) and n.op == "="}
    return {n.id for n in nodes if isinstance(n, ast.Name) and id(n) not in targets}


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
    for message, have in stats.items():
        for lang, _message, span, unknown in variables_beyond(locales, (message,), have):
            out.append(diagnostic("RK321", f"message {message!r} in {lang!r} uses {dollars(unknown)}, which is not a "
                                           f"stat of every card it names (stats: {dollars(sorted(have)) or 'none'})",
                                  span))
    return out


def variables_beyond(locales: LocaleSet, candidates: tuple[str, ...], allowed: set[str]
                     ) -> Iterator[tuple[str, str, Any, list[str]]]:
    """For each language: the first of `candidates` it has, where that message stands, and the variables it uses
    beyond `allowed` (only where there are some): players would see `{$name}` for each."""
    for lang in locales.languages:
        messages = locales.messages(lang)
        message = next((m for m in candidates if m in messages), None)
        if message is None:
            continue
        span, entry = messages[message]
        unknown = sorted(set(entry.variables) - allowed)
        if unknown:
            yield lang, message, span, unknown


def dollars(names: Iterable[str]) -> str:
    return ", ".join("$" + name for name in names)
