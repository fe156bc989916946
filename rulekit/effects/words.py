"""Syntax trees in words, in any language: the rules text of a card generated from its effect.

`unparse` gives back the effect language; `in_words` walks the same tree and asks a `Wording` (a Localizer) for
one message per construct: statements (`words-if`, `words-add` ...), operators (`words-ge` ...) and calls
(`words-call-<primitive>`, its parameters as variables by name). A call's arguments are passed as text, or as
numbers when they are number literals (or a card's stat read through `self`), so a language can select plurals
on them. Zones, counters, options and cards are named by their own messages (`zone-<id>`, `counter-<id>`,
`option-<label>`).

Whatever has no wording in any language stays in the effect language, in backticks, and is listed in `missing`;
what the chosen language lacks (English shown instead) is listed in `untranslated`. The messages live in
`content/locales/<lang>/rules.ftl` (the core's) and in a game's own file (its procedures and primitives).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping, Protocol

from rulekit.effects import ast
from rulekit.effects.unparse import unparse

INDENT = "  "
_STRENGTH = {"+": 1, "-": 1, "*": 2, "//": 2, "%": 2}
_ASSIGN = {"=": "words-set", "+=": "words-add", "-=": "words-subtract"}
_OPERATORS = {"+": "words-plus", "-": "words-minus", "*": "words-times", "//": "words-divided", "%": "words-modulo",
              "==": "words-eq", "!=": "words-ne", "<": "words-lt", "<=": "words-le", ">": "words-gt",
              ">=": "words-ge", "in": "words-in", "not in": "words-not-in", "and": "words-and", "or": "words-or"}


class Wording(Protocol):
    def has(self, msg_id: str) -> bool: ...
    def text(self, msg_id: str, **args: Any) -> str: ...
    def translated(self, msg_id: str) -> bool: ...


@dataclass
class InWords:
    text: str
    missing: list[str] = field(default_factory=list)  # wordings no language has: shown in the effect language
    untranslated: list[str] = field(default_factory=list)  # wordings shown in English

    @property
    def complete(self) -> bool:
        return not self.missing and not self.untranslated


@dataclass(frozen=True)
class Vocabulary:
    """What the names of one game's effects are: the parameters of its primitives and procedures, its zones,
    its counters (of the game, the players and the cards) and its cards (message id and stats)."""

    params: Mapping[str, tuple[tuple[str, Any], ...]] = field(default_factory=dict)
    zones: frozenset[str] = frozenset()
    counters: frozenset[str] = frozenset()
    cards: Mapping[str, tuple[str, Mapping[str, Any]]] = field(default_factory=dict)


def vocabulary(definition: Any) -> Vocabulary:
    """The vocabulary of a compiled game (a GameDef)."""
    counters = set(definition.counters) | set(definition.player_counters) | set(definition.card_counters)
    cards = {card_id: (card.text or card_id, _scalars(card.stats)) for card_id, card in definition.cards.items()}
    return Vocabulary(params_of(definition.registry), frozenset(definition.zones), frozenset(counters), cards)


def in_words(node: ast.Node, say: Wording, words: Vocabulary | None = None,
             stats: Mapping[str, Any] | None = None) -> InWords:
    """An effect, statement or expression in words. `words`: the game's names (`vocabulary`; a call's positional
    arguments are passed to its message by its parameters' names, with their defaults); `stats`: of the card whose
    trigger this is (`self.value` becomes the number)."""
    writer = _Writer(say, words or Vocabulary(), stats or {})
    if isinstance(node, ast.Effect):
        lines = writer.block(node.statements, 0)
    elif isinstance(node, _STATEMENTS):
        lines = writer.statement(node, 0)
    else:
        lines = [str(writer.expr(node))]
    return InWords("\n".join(lines), sorted(set(writer.missing)), sorted(set(writer.untranslated)))


def _scalars(stats: Mapping[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in stats.items() if isinstance(v, (int, str)) and not isinstance(v, bool)}


def params_of(registry: Any) -> dict[str, tuple[tuple[str, Any], ...]]:
    """(name, default) of the parameters of every primitive and procedure of a registry, for `in_words`; a
    default that is no number or word is "" (an argument left out still has a variable)."""
    return {name: tuple((p.name, p.default if isinstance(p.default, (int, str)) and not p.required else "")
                        for p in primitive.params)
            for name, primitive in registry.primitives.items()}


class _Writer:
    def __init__(self, say: Wording, words: Vocabulary, stats: Mapping[str, Any]) -> None:
        self.say, self.words, self.stats = say, words, stats
        self.missing: list[str] = []
        self.untranslated: list[str] = []

    # ------------------------------------------------------------------ messages
    def word(self, msg_id: str, fallback: str, **args: Any) -> str:
        if not self.say.has(msg_id):
            self.missing.append(msg_id)
            return fallback
        if not self.say.translated(msg_id):
            self.untranslated.append(msg_id)
        return self.say.text(msg_id, **args)

    def name_of(self, prefix: str, name: str) -> str | None:
        """A zone's, counter's or option's own message, when there is one (never counted as missing)."""
        msg_id = f"{prefix}-{name}"
        if not self.say.has(msg_id):
            return None
        if not self.say.translated(msg_id):
            self.untranslated.append(msg_id)
        return self.say.text(msg_id)

    # ------------------------------------------------------------------ statements
    def block(self, statements: tuple[ast.Stmt, ...], depth: int) -> list[str]:
        return [line for s in statements for line in self.statement(s, depth)]

    def statement(self, node: ast.Stmt, depth: int) -> list[str]:  # noqa: C901 - one case per node class
        pad = INDENT * depth
        if isinstance(node, ast.Let):
            return [pad + self.word("words-let", unparse(node), name=node.name, value=self.expr(node.value))]
        if isinstance(node, ast.Assign):
            return [pad + self.word(_ASSIGN[node.op], unparse(node), target=self.expr(node.target),
                                    value=self.expr(node.value))]
        if isinstance(node, ast.If):
            return self.if_(node, depth)
        if isinstance(node, ast.For):
            head = self.word("words-for", f"for {node.var} in {unparse(node.iterable)}", name=node.var,
                             items=self.expr(node.iterable))
            return [pad + head] + self.block(node.body, depth + 1)
        if isinstance(node, ast.Repeat):
            head = self.word("words-repeat", f"repeat {unparse(node.count)}", count=self.expr(node.count))
            return [pad + head] + self.block(node.body, depth + 1)
        if isinstance(node, ast.While):
            head = self.word("words-while", f"while {unparse(node.condition)}", condition=self.expr(node.condition))
            return [pad + head] + self.block(node.body, depth + 1)
        if isinstance(node, ast.Choose):
            return self.choose(node, depth)
        if isinstance(node, ast.Return) and node.value is not None:
            return [pad + self.word("words-return", unparse(node), value=self.expr(node.value))]
        if isinstance(node, (ast.Stop, ast.Return, ast.Break, ast.Continue)):
            msg_id = {ast.Stop: "words-stop", ast.Return: "words-stop", ast.Break: "words-break",
                      ast.Continue: "words-continue"}[type(node)]
            return [pad + self.word(msg_id, unparse(node))]
        return [pad + str(self.expr(node))]

    def if_(self, node: ast.If, depth: int) -> list[str]:
        pad, lines = INDENT * depth, []
        for index, (condition, body) in enumerate(node.branches):
            msg_id = "words-if" if index == 0 else "words-elif"
            lines.append(pad + self.word(msg_id, f"if {unparse(condition)}", condition=self.expr(condition)))
            lines += self.block(body, depth + 1)
        if node.orelse:
            lines.append(pad + self.word("words-else", "else"))
            lines += self.block(node.orelse, depth + 1)
        return lines

    def choose(self, node: ast.Choose, depth: int) -> list[str]:
        pad = INDENT * depth
        if node.each is not None:
            head = self.word("words-choose-each", f"choose each {node.each} in {unparse(node.chooser)}",
                             name=node.each, players=self.expr(node.chooser))
        else:
            head = self.word("words-choose", f"choose {unparse(node.chooser)}", player=self.expr(node.chooser))
        lines = [pad + head]
        for option in node.options:
            label = self.name_of("option", option.label.replace("_", "-")) or option.label
            for binding in option.bindings:
                label += " " + self.word("words-option-each", f"({binding.name} in {unparse(binding.values)})",
                                         name=binding.name, items=self.expr(binding.values))
            if option.condition is not None:
                label += " " + self.word("words-option-if", f"if {unparse(option.condition)}",
                                         condition=self.expr(option.condition))
            lines.append(INDENT * (depth + 1) + "- " + label + ":")
            lines += self.block(option.body, depth + 2)
        return lines

    # ------------------------------------------------------------------ expressions
    def expr(self, node: ast.Expr) -> Any:  # noqa: C901 - one case per node class
        """Text, or a number for number literals and a card's own stats (plural selectors need numbers)."""
        if isinstance(node, ast.Literal):
            return self.literal(node.value)
        if isinstance(node, ast.Name):
            return self.name(node.id)
        if isinstance(node, ast.Attribute):
            return self.attribute(node)
        if isinstance(node, ast.ListExpr):
            if not node.items:
                return self.word("words-empty", "[]")
            return ", ".join(str(self.expr(item)) for item in node.items)
        if isinstance(node, (ast.BinOp, ast.Compare)):
            left, right = self.grouped(node.left, node), self.grouped(node.right, node)
            return self.word(_OPERATORS[node.op], unparse(node), left=left, right=right)
        if isinstance(node, ast.BoolOp):
            parts = [self.expr(v) for v in node.values]
            text = parts[0]
            for part in parts[1:]:
                text = self.word(_OPERATORS[node.op], unparse(node), left=text, right=part)
            return text
        if isinstance(node, ast.UnaryOp):
            msg_id = "words-not" if node.op == "not" else "words-negative"
            return self.word(msg_id, unparse(node), value=self.expr(node.operand))
        if isinstance(node, ast.Where):
            return self.word("words-where", unparse(node), items=self.expr(node.source),
                             condition=self.expr(node.condition))
        if isinstance(node, ast.Call):
            return self.call(node)
        return f"`{unparse(node)}`"

    def grouped(self, part: ast.Expr, whole: ast.Expr) -> Any:
        """A part of an arithmetic expression, in parentheses where the effect needed them (`a * (1 + b)`)."""
        text = self.expr(part)
        if isinstance(whole, ast.BinOp) and isinstance(part, ast.BinOp) and _STRENGTH[part.op] < _STRENGTH[whole.op]:
            return f"({text})"
        return text

    def literal(self, value: Any) -> Any:
        if isinstance(value, bool) or value is None:
            return self.word(f"words-{str(value).lower()}", str(value).lower())
        if isinstance(value, int):
            return value
        return f"“{value}”"

    def name(self, name: str) -> str:
        """A zone, counter or card by its message; `it` and `self` in words; a local or variable as it is."""
        if name in self.words.zones:
            return self.name_of("zone", name) or name
        if name in self.words.counters:
            return self.name_of("counter", name) or name
        if name in self.words.cards:
            message, args = self.words.cards[name]
            return self.say.text(message, **args) if self.say.has(message) else name
        if name == "it":
            return self.word("words-it", "it")
        if name == "self":
            return self.word("words-self", "this card")
        return name

    def attribute(self, node: ast.Attribute) -> Any:
        if isinstance(node.obj, ast.Name) and node.obj.id == "self" and node.name in self.stats:
            value = self.stats[node.name]
            if isinstance(value, (int, str)) and not isinstance(value, bool):
                return value
        named = node.name
        if node.name in self.words.counters or node.name in self.words.zones:
            named = self.name(node.name)
        return self.word("words-of", unparse(node), name=named, owner=self.expr(node.obj))

    def call(self, node: ast.Call) -> Any:
        declared = self.words.params.get(node.name, ())
        names = [name for name, _ in declared]
        args: dict[str, Any] = dict(declared)
        for index, value in enumerate(node.args):
            args[names[index] if index < len(names) else f"arg{index + 1}"] = self.expr(value)
        for keyword in node.kwargs:
            args[keyword.name] = self.expr(keyword.value)
        if node.name == "signal" and node.args and isinstance(node.args[0], ast.Name):
            args["event"] = node.args[0].id
        return self.word(f"words-call-{node.name}", f"`{unparse(node)}`", **args)


_STATEMENTS = (ast.Let, ast.Assign, ast.If, ast.For, ast.Repeat, ast.While, ast.Stop, ast.Return, ast.Break,
               ast.Continue, ast.Choose, ast.Call)
