"""Effect strings to syntax trees.

`parse_effect` reads statements (a `do:` in YAML), `parse_expression` one expression (an `if:`, `while:` or
`end_when:`). Both take the `Span` of the YAML scalar that holds the text, so every node and every error points
into the content file. A text that does not parse raises `EffectSyntaxError` with one RK101 diagnostic that says
what was found, what was expected, in words, and a hint for the usual mistakes; no lark exception gets out.
"""
from __future__ import annotations

import functools
import re
from typing import Any, Iterable

from lark import Lark, Token, Transformer, Tree, v_args
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken, VisitError
from lark.lexer import PatternStr
from lark.tree import Meta

from rulekit.effects import ast
from rulekit.effects.limits import MAX_INT
from rulekit.errors import Diagnostic, EffectSyntaxError, Span

SYNTAX_ERROR = "RK101"

KEYWORDS = frozenset(
    {"let", "if", "elif", "else", "for", "in", "repeat", "while", "stop", "return", "break", "continue", "choose",
     "each", "and", "or", "not", "where", "true", "false", "none", "it"}
)


@functools.lru_cache(maxsize=1)
def _lark() -> Lark:
    return Lark.open(
        "grammar.lark",
        rel_to=__file__,
        parser="lalr",
        lexer="basic",
        start=["effect", "expression"],
        propagate_positions=True,
        maybe_placeholders=False,
        cache=True,
    )


def parse_effect(text: str, span: Span) -> ast.Effect:
    """Parse statements (a `do:`); `span` is where the text starts in its file."""
    return _parse(text, span, "effect")


def parse_expression(text: str, span: Span) -> ast.Expr:
    """Parse one expression (an `if:`, `while:` or `end_when:` condition)."""
    return _parse(text, span, "expression")


# Deeper trees would exhaust Python's stack in the recursive builder, checker and compiler.
MAX_DEPTH = 120


def _depth(tree: Tree) -> int:
    deepest = 0
    stack = [(tree, 1)]
    while stack:
        node, depth = stack.pop()
        deepest = max(deepest, depth)
        stack.extend((child, depth + 1) for child in node.children if isinstance(child, Tree))
    return deepest


def _parse(text: str, span: Span, start: str) -> Any:
    if not isinstance(text, str):
        raise TypeError(f"effect text must be a string, not {type(text).__name__}")
    try:
        tree = _lark().parse(text, start=start)
    except UnexpectedInput as err:
        raise EffectSyntaxError([_Diagnoser(text, span).diagnose(err)]) from None
    if _depth(tree) > MAX_DEPTH:
        raise EffectSyntaxError(
            [Diagnostic(SYNTAX_ERROR, f"the text is nested more than {MAX_DEPTH} levels deep; split it up", span)]
        )
    builder = _Builder(span, text)
    try:
        node = builder.transform(tree)
    except VisitError as err:  # a bug of the builder: show the real exception, not lark's wrapper
        raise err.orig_exc from None
    if builder.problems:
        raise EffectSyntaxError(builder.problems)
    return node


# ---------------------------------------------------------------------------------------------------- tree -> AST


def _unescape(literal: str) -> str:
    body = literal[1:-1]
    return re.sub(r"\\(.)", lambda m: _ESCAPES.get(m.group(1), "\\" + m.group(1)), body)


_ESCAPES = {"n": "\n", "t": "\t", "\\": "\\", '"': '"', "'": "'"}


@v_args(meta=True)
class _Builder(Transformer):
    """Builds AST nodes bottom-up. Problems the grammar cannot express (a positional argument after a keyword
    argument) are collected, not raised, so that every one is reported."""

    def __init__(self, base: Span, text: str = "") -> None:
        super().__init__(visit_tokens=False)
        self.base = base
        self.text = text
        self.problems: list[Diagnostic] = []

    def _span(self, meta: Meta) -> Span:
        if meta.empty:
            return self.base.offset(1, 1)
        return self.base.offset(meta.line, meta.column, meta.end_line, meta.end_column)

    def _token_span(self, token: Token) -> Span:
        return self.base.offset(token.line, token.column, token.end_line, token.end_column)

    # statements
    def effect(self, meta: Meta, children: list) -> ast.Effect:
        return ast.Effect(tuple(children), self._span(meta))

    def expression(self, meta: Meta, children: list) -> ast.Expr:
        return children[0]

    def block(self, meta: Meta, children: list) -> tuple:
        return tuple(children)

    def let_stmt(self, meta: Meta, children: list) -> ast.Let:
        name, value = children
        return ast.Let(str(name), value, self._span(meta))

    def assign_stmt(self, meta: Meta, children: list) -> ast.Assign:
        target, op, value = children
        return ast.Assign(target, op, value, self._span(meta))

    def if_stmt(self, meta: Meta, children: list) -> ast.If:
        cond, body, *rest = children
        branches = [(cond, body)]
        orelse: tuple = ()
        for clause in rest:
            if clause[0] == "elif":
                branches.append((clause[1], clause[2]))
            else:
                orelse = clause[1]
        return ast.If(tuple(branches), orelse, self._span(meta))

    def elif_clause(self, meta: Meta, children: list) -> tuple:
        return ("elif", children[0], children[1])

    def else_clause(self, meta: Meta, children: list) -> tuple:
        return ("else", children[0])

    def for_stmt(self, meta: Meta, children: list) -> ast.For:
        var, iterable, body = children
        return ast.For(str(var), iterable, body, self._span(meta))

    def repeat_stmt(self, meta: Meta, children: list) -> ast.Repeat:
        count, body = children
        return ast.Repeat(count, body, self._span(meta))

    def while_stmt(self, meta: Meta, children: list) -> ast.While:
        condition, body = children
        return ast.While(condition, body, self._span(meta))

    def stop_stmt(self, meta: Meta, children: list) -> ast.Stop:
        return ast.Stop(self._span(meta))

    def return_stmt(self, meta: Meta, children: list) -> ast.Return:
        value = children[0] if children else None
        span = self._span(meta)
        after = self.text[meta.start_pos + len("return"):meta.end_pos].lstrip(" \t") if self.text else ""
        if value is not None and after[:1] in ("\n", "\r"):  # newlines end no statement: it took the next line
            self.problems.append(Diagnostic(
                SYNTAX_ERROR, "`return` takes what follows as its value, here the next line: write the value on the "
                              "same line as `return`, or end a bare `return` with ';' (`return;`)", span))
        return ast.Return(value, span)

    def break_stmt(self, meta: Meta, children: list) -> ast.Break:
        return ast.Break(self._span(meta))

    def continue_stmt(self, meta: Meta, children: list) -> ast.Continue:
        return ast.Continue(self._span(meta))

    def choose_stmt(self, meta: Meta, children: list) -> ast.Choose:
        (each, chooser), *rest = children
        prompt = "choose-action"
        if rest and isinstance(rest[0], Token):
            prompt = _unescape(str(rest.pop(0)))
        return ast.Choose(chooser, each, prompt, tuple(rest), self._span(meta))

    def single_chooser(self, meta: Meta, children: list) -> tuple:
        return (None, children[0])

    def each_chooser(self, meta: Meta, children: list) -> tuple:
        name, players = children
        return (str(name), players)

    def choice_option(self, meta: Meta, children: list) -> ast.ChoiceOption:
        label, *rest = children
        body = rest.pop()
        bindings: tuple = ()
        condition = None
        for part in rest:
            if isinstance(part, tuple):
                bindings = part
            else:
                condition = part
        return ast.ChoiceOption(str(label), bindings, condition, body, self._span(meta))

    def option_label(self, meta: Meta, children: list) -> str:
        text = str(children[0])
        return text[1:-1] if text.startswith("`") else text

    def option_bindings(self, meta: Meta, children: list) -> tuple:
        return tuple(children)

    def option_binding(self, meta: Meta, children: list) -> ast.Binding:
        name, values = children
        return ast.Binding(str(name), values, self._span(meta))

    # operators
    def assign_op(self, meta: Meta, children: list) -> str:
        return str(children[0])

    def comp_op(self, meta: Meta, children: list) -> str:
        return " ".join(str(tok) for tok in children)

    add_op = mul_op = assign_op

    def where_expr(self, meta: Meta, children: list) -> ast.Where:
        source, condition = children
        return ast.Where(source, condition, self._span(meta))

    def _bool(self, op: str, meta: Meta, children: list) -> ast.BoolOp:
        left, right = children
        values = left.values if isinstance(left, ast.BoolOp) and left.op == op else (left,)
        return ast.BoolOp(op, values + (right,), self._span(meta))

    def or_expr(self, meta: Meta, children: list) -> ast.BoolOp:
        return self._bool("or", meta, children)

    def and_expr(self, meta: Meta, children: list) -> ast.BoolOp:
        return self._bool("and", meta, children)

    def not_expr(self, meta: Meta, children: list) -> ast.UnaryOp:
        return ast.UnaryOp("not", children[0], self._span(meta))

    def compare(self, meta: Meta, children: list) -> ast.Compare:
        left, op, right = children
        return ast.Compare(op, left, right, self._span(meta))

    def binop(self, meta: Meta, children: list) -> ast.BinOp:
        left, op, right = children
        return ast.BinOp(op, left, right, self._span(meta))

    def neg(self, meta: Meta, children: list) -> ast.Expr:
        operand = children[0]
        if isinstance(operand, ast.Literal) and type(operand.value) is int:
            return ast.Literal(-operand.value, self._span(meta))
        return ast.UnaryOp("-", operand, self._span(meta))

    # atoms
    def attribute(self, meta: Meta, children: list) -> ast.Attribute:
        obj, name = children
        return ast.Attribute(obj, str(name), self._span(meta))

    def name(self, meta: Meta, children: list) -> ast.Name:
        return ast.Name(str(children[0]), self._span(meta))

    def quoted_name(self, meta: Meta, children: list) -> ast.Name:
        """`one-for-all`: an id with hyphens, named in backticks (a bare hyphen would be a minus)."""
        return ast.Name(str(children[0])[1:-1], self._span(meta))

    def it(self, meta: Meta, children: list) -> ast.Name:
        return ast.Name("it", self._span(meta))

    def int(self, meta: Meta, children: list) -> ast.Literal:
        digits = str(children[0])
        if len(digits) > len(str(MAX_INT)) or int(digits) > MAX_INT:  # never int() a 5,000-digit text
            shown = digits if len(digits) <= 24 else f"{digits[:12]}... ({len(digits)} digits)"
            self.problems.append(Diagnostic(SYNTAX_ERROR, f"the number {shown} is too large (at most {MAX_INT})",
                                            self._span(meta)))
            return ast.Literal(0, self._span(meta))
        return ast.Literal(int(digits), self._span(meta))

    def string(self, meta: Meta, children: list) -> ast.Literal:
        return ast.Literal(_unescape(str(children[0])), self._span(meta))

    def true(self, meta: Meta, children: list) -> ast.Literal:
        return ast.Literal(True, self._span(meta))

    def false(self, meta: Meta, children: list) -> ast.Literal:
        return ast.Literal(False, self._span(meta))

    def none(self, meta: Meta, children: list) -> ast.Literal:
        return ast.Literal(None, self._span(meta))

    def list(self, meta: Meta, children: list) -> ast.ListExpr:
        return ast.ListExpr(tuple(children), self._span(meta))

    def kwarg(self, meta: Meta, children: list) -> ast.Keyword:
        name, value = children
        return ast.Keyword(str(name), value, self._span(meta))

    def call(self, meta: Meta, children: list) -> ast.Call:
        name, *arguments = children
        args: list[ast.Expr] = []
        kwargs: list[ast.Keyword] = []
        for argument in arguments:
            if isinstance(argument, ast.Keyword):
                kwargs.append(argument)
            elif kwargs:
                self.problems.append(
                    Diagnostic(
                        SYNTAX_ERROR,
                        f"a positional argument follows a keyword argument in the call of {str(name)!r}; "
                        "put positional arguments first",
                        argument.span,
                    )
                )
            else:
                args.append(argument)
        return ast.Call(str(name), tuple(args), tuple(kwargs), self._span(meta))


# ---------------------------------------------------------------------------------------------------- errors

_TERMINAL_WORDS = {"NAME": "a name", "INT": "a number", "STRING": "a string", "QUOTED_ID": "an id in backticks",
                   "$END": "the end of the text"}
_EXPRESSION_STARTS = ("(", "[", "-", "not", "true", "false", "none", "it")
_STATEMENT_STARTS = ("let", "if", "for", "repeat", "while", "stop", "return", "break", "continue", "choose")
_OPERATORS = ("+", "-", "*", "//", "%", "==", "!=", "<", "<=", ">", ">=", "in", "not", "and", "or", "where", ".", "(")
_COMPARISONS = ("==", "!=", "<", "<=", ">", ">=", "in")
_CLOSERS = {"{": "}", "(": ")", "[": "]"}
_CHARACTER_HINTS = {
    ":": "blocks are written in braces: `if cond { ... }`, not with ':'",
    "&": "write 'and' instead of '&&'",
    "|": "write 'or' instead of '||'",
    "!": "write 'not' to negate (and '!=' for 'is not equal')",
    "/": "there is only integer division: write '//'",
    '"': "this string is not closed: add the closing '\"' on the same line",
    "'": "this string is not closed: add the closing \"'\" on the same line",
}


class _Diagnoser:
    """Turns a lark UnexpectedInput into one readable diagnostic."""

    def __init__(self, text: str, span: Span) -> None:
        self.text = text
        self.base = span
        parser = _lark()
        self.values: dict[str, str] = {}  # terminal name -> its literal text, for literal terminals
        for terminal in parser.terminals:
            if isinstance(terminal.pattern, PatternStr):
                self.values[terminal.name] = terminal.pattern.value

    def span(self, line: int, column: int, end_line: int = 0, end_column: int = 0) -> Span:
        if not end_line:
            end_line, end_column = line, column + 1
        return self.base.offset(line, column, end_line, end_column)

    def diagnose(self, err: UnexpectedInput) -> Diagnostic:
        if isinstance(err, UnexpectedCharacters):
            return self._character(err)
        if isinstance(err, UnexpectedToken):
            return self._token(err.token, _acceptable(err))
        if isinstance(err, UnexpectedEOF):
            return self._token(Token("$END", ""), set(err.expected))
        return Diagnostic(SYNTAX_ERROR, "the text does not parse", self.span(err.line or 1, err.column or 1))

    def _character(self, err: UnexpectedCharacters) -> Diagnostic:
        char = err.char
        message = f"unexpected character {char!r}"
        hint = _CHARACTER_HINTS.get(char)
        if char == "=" and self.text[err.pos_in_stream - 1:err.pos_in_stream] == "!":
            hint = None
        if hint:
            message += f": {hint}"
        return Diagnostic(SYNTAX_ERROR, message, self.span(err.line, err.column))

    def _token(self, token: Token, expected: set[str]) -> Diagnostic:
        before = self._tokens_before(token)
        if token.type == "$END":
            last = before[-1] if before else None
            if last is not None:
                where = self.span(last.end_line, last.end_column)
            else:
                where = self.span(1, 1)
        else:
            where = self.span(token.line, token.column, token.end_line, token.end_column)
        message = f"found {self._found(token)}, expected {self._expected(expected)}"
        hint = self._hint(token, expected, before)
        if hint:
            message += f": {hint}"
        return Diagnostic(SYNTAX_ERROR, message, where)

    def _tokens_before(self, token: Token) -> list[Token]:
        limit = token.start_pos if token.type != "$END" and token.start_pos is not None else len(self.text)
        tokens: list[Token] = []
        try:
            for tok in _lark().lex(self.text):
                if tok.start_pos >= limit:
                    break
                tokens.append(tok)
        except UnexpectedInput:
            pass
        return tokens

    def _found(self, token: Token) -> str:
        if token.type == "$END":
            return "the end of the text"
        if token.type == "NAME":
            return f"the name {str(token)!r}"
        if token.type == "INT":
            return f"the number {str(token)}"
        if token.type == "STRING":
            return f"the string {str(token)}"
        return repr(str(token))

    def _expected(self, expected: set[str]) -> str:
        by_value = {self.values[name]: name for name in expected if name in self.values}
        words: list[str] = []
        remaining = set(expected)
        if {"LET", "IF"} <= remaining:
            words.append("a statement")
            remaining -= {n for v, n in by_value.items() if v in _STATEMENT_STARTS} | {"NAME"}
        if {"NAME", "INT", "STRING"} <= remaining:
            words.append("an expression")
            remaining -= {n for v, n in by_value.items() if v in _EXPRESSION_STARTS} | {"NAME", "INT", "STRING", "QUOTED_ID"}
        if "+" in by_value:
            words.append("an operator")
            remaining -= {n for v, n in by_value.items() if v in _OPERATORS}
        literal = sorted(f"'{self.values[n]}'" for n in remaining if n in self.values)
        named = sorted(_TERMINAL_WORDS.get(n, n) for n in remaining if n not in self.values)
        words = literal + named + words
        if not words:
            return "nothing more"
        if len(words) == 1:
            return words[0]
        return ", ".join(words[:-1]) + " or " + words[-1]

    def _hint(self, token: Token, expected: set[str], before: list[Token]) -> str | None:
        value = str(token)
        expected_values = {self.values[n] for n in expected if n in self.values}
        previous = str(before[-1]) if before else None
        if token.type == "$END":
            return self._unclosed(before)
        if value == "=" and "==" in expected_values:
            return "'=' sets a value; to compare, write '=='"
        if value == "==" and "=" in expected_values:
            return "'==' compares; to set a value, write '='"
        if value == "if" and previous == "else":
            return "write 'elif' instead of 'else if'"
        if value in ("elif", "else") and "if" in expected_values:
            return f"'{value}' must come right after the '}}' of an 'if' block"
        if value in _COMPARISONS and "+" in expected_values and "==" not in expected_values:
            return "comparisons do not chain: write 'a < b and b < c'"
        if value in KEYWORDS and "NAME" in expected and token.type != "NAME":
            return f"'{value}' is a reserved word and cannot be used as a name"
        if value in _CLOSERS.values():
            if not any(str(tok) == _opener(value) for tok in before):
                return f"this '{value}' closes nothing"
        if value == "{" and previous in ("if", "elif", "for", "repeat", "where"):
            return f"'{previous}' needs an expression before the block"
        if value == "-" and before and before[-1].type == "NAME" and _touching(before[-1], token):
            return f"an id with hyphens goes in backticks: `{previous}-...` (a bare '-' is a minus)"
        opener = _innermost_open(before)
        if opener is not None and opener.line < token.line and _CLOSERS[str(opener)] in expected_values:
            return self._unclosed(before)  # the line found is fine: the mistake is the bracket left open above
        return None

    def _unclosed(self, before: Iterable[Token]) -> str | None:
        opener = _innermost_open(before)
        if opener is None:
            return None
        where = self.base.offset(opener.line, opener.column)
        return f"a '{_CLOSERS[str(opener)]}' is missing to close the '{opener}' at line {where.line}, column {where.column}"


def _innermost_open(before: Iterable[Token]) -> Token | None:
    """The last bracket opened and not closed among `before`, or None."""
    stack: list[Token] = []
    for tok in before:
        text = str(tok)
        if tok.type != "STRING" and text in _CLOSERS:
            stack.append(tok)
        elif tok.type != "STRING" and text in _CLOSERS.values() and stack and _CLOSERS[str(stack[-1])] == text:
            stack.pop()
    return stack[-1] if stack else None


def _touching(first: Token, second: Token) -> bool:
    """Whether `second` starts right where `first` ends, on the same line (`walk-past`, not `walk - past`)."""
    return first.end_line == second.line and first.end_column == second.column


def _acceptable(err: UnexpectedToken) -> set[str]:
    """The terminals that could really come next. LALR tables merge look-aheads, so `expected` may list tokens
    that only fit elsewhere; feeding each candidate to a copy of the parser tells the truth."""
    if err.interactive_parser is not None:
        try:
            return set(err.interactive_parser.accepts())
        except UnexpectedInput:
            pass
    return set(err.expected)


def _opener(closer: str) -> str:
    return {v: k for k, v in _CLOSERS.items()}[closer]
