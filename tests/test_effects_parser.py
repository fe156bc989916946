"""The effect language's syntax: what parses to what, where nodes are, and how syntax errors read."""
from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from rulekit.effects import ast, parse_effect, parse_expression
from rulekit.effects.ast import (
    Assign, Attribute, BinOp, BoolOp, Call, Compare, Effect, For, If, Keyword, Let, ListExpr, Literal, Name, Repeat,
    Stop, UnaryOp, Where,
)
from rulekit.errors import EffectSyntaxError, Span

ROOT = Path(__file__).resolve().parents[1]
BASE = Span("content/games/test.yaml", 10, 7, card="card-1")


def stmts(text: str) -> tuple:
    return parse_effect(text, BASE).statements


def expr(text: str) -> ast.Expr:
    return parse_expression(text, BASE)


def syntax_error(text: str, start: str = "effect"):
    with pytest.raises(EffectSyntaxError) as info:
        (parse_effect if start == "effect" else parse_expression)(text, BASE)
    (diagnostic,) = info.value.diagnostics
    assert diagnostic.code == "RK101"
    return diagnostic


# ---------------------------------------------------------------------------------------------------- statements


def test_call_with_positional_and_keyword_arguments():
    assert stmts('secret_pick(players, hand, pay, 3, prompt="choose-pay", prefer="value")') == (
        Call(
            "secret_pick",
            (Name("players"), Name("hand"), Name("pay"), Literal(3)),
            (Keyword("prompt", Literal("choose-pay")), Keyword("prefer", Literal("value"))),
        ),
    )


def test_call_without_arguments_and_trailing_comma():
    assert stmts("shuffle()") == (Call("shuffle"),)
    assert stmts("move(a, b,)") == (Call("move", (Name("a"), Name("b"))),)


def test_let_and_assignments():
    assert stmts("let team = players where it.sitting_out == 0\ngems = 3\np.ducats += 2\nn -= 1") == (
        Let("team", Where(Name("players"), Compare("==", Attribute(Name("it"), "sitting_out"), Literal(0)))),
        Assign(Name("gems"), "=", Literal(3)),
        Assign(Attribute(Name("p"), "ducats"), "+=", Literal(2)),
        Assign(Name("n"), "-=", Literal(1)),
    )


def test_assignment_to_an_attribute_of_a_call():
    assert stmts("top(guard).gem = 0") == (Assign(Attribute(Call("top", (Name("guard"),)), "gem"), "=", Literal(0)),)


def test_if_elif_else():
    (node,) = stmts("if a { x() } elif b { y() } elif c {} else { z() }")
    assert node == If(
        ((Name("a"), (Call("x"),)), (Name("b"), (Call("y"),)), (Name("c"), ())),
        (Call("z"),),
    )


def test_if_without_else_has_empty_orelse():
    (node,) = stmts("if a { stop }")
    assert node == If(((Name("a"), (Stop(),)),))
    assert node.orelse == ()


def test_for_repeat_stop():
    assert stmts("for p in players { draw(deck, p.hand, 12) }\nrepeat 3 { stop }") == (
        For("p", Name("players"), (Call("draw", (Name("deck"), Attribute(Name("p"), "hand"), Literal(12))),)),
        Repeat(Literal(3), (Stop(),)),
    )


@pytest.mark.parametrize(
    "text",
    [
        "a()\nb()",
        "a(); b()",
        "a() b()",
        "a();;b();",
        "\n\n  a()   # first\n\n# nothing\nb()\n\n",
        "a()\r\nb()",
    ],
    ids=["newline", "semicolon", "nothing", "extra-semicolons", "blank-lines-and-comments", "crlf"],
)
def test_statement_separators_are_optional(text):
    assert stmts(text) == (Call("a"), Call("b"))


def test_blocks_over_many_lines_and_empty_texts():
    text = """
    for p in players {
      move(p.hand, deck)

      p.sitting_out = 0;
    }
    """
    (node,) = stmts(text)
    assert isinstance(node, For) and len(node.body) == 2
    assert stmts("") == ()
    assert stmts("  # only a comment\n") == ()
    assert parse_effect("", BASE) == Effect(())


def test_arguments_may_span_lines():
    assert stmts("move(\n  a,\n  b\n)") == (Call("move", (Name("a"), Name("b"))),)


# ---------------------------------------------------------------------------------------------------- expressions


def test_literals():
    assert expr("[1, 'single', \"double\", true, false, none, []]") == ListExpr(
        (Literal(1), Literal("single"), Literal("double"), Literal(True), Literal(False), Literal(None), ListExpr(()))
    )


def test_string_escapes():
    assert expr(r'"a \"quoted\" \\ word\n"') == Literal('a "quoted" \\ word\n')
    assert expr(r"'it\'s'") == Literal("it's")
    assert expr(r'"keep \d"') == Literal("keep \\d")


def test_negative_numbers_fold_and_minus_applies_to_expressions():
    assert expr("-3") == Literal(-3)
    assert expr("- -3") == Literal(3)
    assert expr("-c.value") == UnaryOp("-", Attribute(Name("c"), "value"))


@pytest.mark.parametrize(
    "text, tree",
    [
        ("1 + 2 * 3", BinOp("+", Literal(1), BinOp("*", Literal(2), Literal(3)))),
        ("(1 + 2) * 3", BinOp("*", BinOp("+", Literal(1), Literal(2)), Literal(3))),
        ("7 - 2 - 1", BinOp("-", BinOp("-", Literal(7), Literal(2)), Literal(1))),
        ("7 // 2 % 3", BinOp("%", BinOp("//", Literal(7), Literal(2)), Literal(3))),
        ("a + 1 >= b * 2", Compare(">=", BinOp("+", Name("a"), Literal(1)), BinOp("*", Name("b"), Literal(2)))),
        ("not a == b", UnaryOp("not", Compare("==", Name("a"), Name("b")))),
        ("not a and b", BoolOp("and", (UnaryOp("not", Name("a")), Name("b")))),
        ("a or b and c", BoolOp("or", (Name("a"), BoolOp("and", (Name("b"), Name("c")))))),
        ("a and b and c", BoolOp("and", (Name("a"), Name("b"), Name("c")))),
        ("a or b or c", BoolOp("or", (Name("a"), Name("b"), Name("c")))),
        ("x in xs and y not in ys", BoolOp("and", (Compare("in", Name("x"), Name("xs")), Compare("not in", Name("y"), Name("ys"))))),
        ("ps where it.a == 1 or it.b", Where(Name("ps"), BoolOp("or", (Compare("==", Attribute(Name("it"), "a"), Literal(1)), Attribute(Name("it"), "b"))))),
        ("ps where a where b", Where(Where(Name("ps"), Name("a")), Name("b"))),
        ("top(guard).value", Attribute(Call("top", (Name("guard"),)), "value")),
        ("it.pay.gem", Attribute(Attribute(Name("it"), "pay"), "gem")),
        ("-a * b", BinOp("*", UnaryOp("-", Name("a")), Name("b"))),
    ],
)
def test_precedence(text, tree):
    assert expr(text) == tree


def test_musketiere_condition():
    assert expr("count(players where sum(it.pay.gem) == 3) == 0") == Compare(
        "==",
        Call("count", (Where(Name("players"), Compare("==", Call("sum", (Attribute(Attribute(Name("it"), "pay"), "gem"),)), Literal(3))),)),
        Literal(0),
    )


# ---------------------------------------------------------------------------------------------------- spans


def test_spans_are_in_file_coordinates_and_keep_the_card():
    (move, let) = stmts("move(a, b)\n  let x = foo + 1")
    assert move.span == Span(BASE.path, 10, 7, 10, 17, "card-1")
    assert move.args[1].span == Span(BASE.path, 10, 15, 10, 16, "card-1")
    # later lines: lark's column is the column in the text
    assert let.span == Span(BASE.path, 11, 3, 11, 18, "card-1")
    assert let.value.left.span == Span(BASE.path, 11, 11, 11, 14, "card-1")


def test_spans_of_keyword_literals_and_it():
    node = expr("[it, true, none]")
    assert [item.span.column for item in node.items] == [8, 12, 18]


def test_span_of_an_empty_effect_is_its_start():
    assert parse_effect("", BASE).span == Span(BASE.path, 10, 7, 0, 0, "card-1")


# ---------------------------------------------------------------------------------------------------- errors


@pytest.mark.parametrize(
    "text, start, column, words",
    [
        ("if x = 1 { a() }", "effect", 12, ["found '='", "to compare, write '=='"]),
        ("gems == 3", "effect", 12, ["found '=='", "to set a value, write '='"]),
        ("if x { move(a, b)", "effect", 24, ["the end of the text", "'}' is missing", "line 10, column 12"]),
        ("move(a, b", "effect", 16, ["')' is missing", "column 11"]),
        ("let x = [1, 2", "effect", 20, ["']' is missing"]),
        ("if x {} else if y {}", "effect", 20, ["write 'elif' instead of 'else if'"]),
        ("else { a() }", "effect", 7, ["'else' must come right after"]),
        ("let in = 3", "effect", 11, ["'in' is a reserved word"]),
        ("for it in xs {}", "effect", 11, ["'it' is a reserved word"]),
        ("a < b < c", "expression", 13, ["comparisons do not chain"]),
        ("x && y", "expression", 9, ["write 'and'"]),
        ("x || y", "expression", 9, ["write 'or'"]),
        ("!x", "expression", 7, ["write 'not'"]),
        ("a / 2", "expression", 9, ["'//'"]),
        ("if x: a()", "effect", 11, ["braces"]),
        ('let s = "open', "effect", 15, ["string is not closed"]),
        ("}", "effect", 7, ["closes nothing"]),
        ("if { a() }", "effect", 10, ["needs an expression"]),
        ("", "expression", 7, ["found the end of the text, expected an expression"]),
        ("move(a, b) c", "effect", 19, ["found the end of the text", "'='"]),
        ("move(a, b) c d", "effect", 20, ["found the name 'd'", "'('"]),
        ("f(x=1, 2)", "effect", 14, ["positional argument follows a keyword argument"]),
        ("x = 1 +", "effect", 14, ["expected an expression"]),
        ("repeat 3 stop", "effect", 16, ["found 'stop'", "'{'"]),
        ("a.", "expression", 9, ["expected a name"]),
        ('choose p "x" { walk-past { } }', "effect", 26, ["found '-'", "backticks: `walk-...`"]),
    ],
)
def test_syntax_errors_say_what_and_where(text, start, column, words):
    diagnostic = syntax_error(text, start)
    assert diagnostic.span.path == BASE.path and diagnostic.span.card == "card-1"
    assert diagnostic.span.line == 10
    assert diagnostic.span.column == column, diagnostic.message
    for word in words:
        assert word in diagnostic.message, diagnostic.message


def test_error_on_a_later_line_points_there():
    diagnostic = syntax_error("move(a, b)\nlet x = = 2")
    assert (diagnostic.span.line, diagnostic.span.column) == (11, 9)


def test_every_positional_after_keyword_is_reported():
    with pytest.raises(EffectSyntaxError) as info:
        parse_effect("f(a=1, 2)\ng(b=2, 3)", BASE)
    assert [d.span.line for d in info.value.diagnostics] == [10, 11]


def test_error_message_renders_with_a_caret():
    diagnostic = syntax_error("if x = 1 { a() }")
    rendered = diagnostic.render("    if x = 1 { a() }")
    assert rendered.splitlines()[0].startswith("content/games/test.yaml:10:12: RK101")


def test_deep_nesting_is_a_syntax_error_not_a_crash():
    with pytest.raises(EffectSyntaxError):
        parse_expression("[" * 3000 + "1" + "]" * 3000, BASE)
    with pytest.raises(EffectSyntaxError):
        parse_expression("- " * 3000 + "x", BASE)
    assert parse_expression("(" * 3000 + "1" + ")" * 3000, BASE) == Literal(1)
    assert parse_expression("[" * 50 + "]" * 50, BASE)


def test_text_must_be_a_string():
    with pytest.raises(TypeError):
        parse_effect(3, BASE)  # type: ignore[arg-type]


_TOKENS = st.sampled_from(
    ["let", "if", "elif", "else", "for", "in", "repeat", "stop", "and", "or", "not", "where", "it", "true", "none",
     "x", "p", "move", "(", ")", "{", "}", "[", "]", ",", ".", "=", "==", "+=", "+", "-", "*", "//", "%", "<", ">=",
     "1", "42", '"s"', ";", "\n", "#c\n", "!", "&", ":", "'"]
)


@settings(max_examples=400, deadline=None)
@given(st.text(max_size=60))
def test_random_text_raises_only_effect_syntax_error(text):
    for parse in (parse_effect, parse_expression):
        try:
            parse(text, BASE)
        except EffectSyntaxError as error:
            assert error.diagnostics and all(d.code == "RK101" and d.span.line >= 10 for d in error.diagnostics)


@settings(max_examples=600, deadline=None)
@given(st.lists(_TOKENS, max_size=25))
def test_random_token_soup_raises_only_effect_syntax_error(tokens):
    text = " ".join(tokens)
    for parse in (parse_effect, parse_expression):
        try:
            parse(text, BASE)
        except EffectSyntaxError as error:
            assert error.diagnostics and error.diagnostics[0].message


# ---------------------------------------------------------------------------------------------------- real content


def _effect_strings(node, path=()):
    """Every do/if/while/end_when string of a game file, with where it was found."""
    if isinstance(node, dict):
        for key, value in node.items():
            if key in ("do", "if", "while", "end_when") and isinstance(value, str):
                yield path + (key,), key, value
            else:
                yield from _effect_strings(value, path + (key,))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _effect_strings(value, path + (index,))


def _game_strings():
    for game in sorted((ROOT / "content" / "games").glob("*.yaml")):
        data = yaml.safe_load(game.read_text(encoding="utf-8"))
        for path, key, text in _effect_strings(data):
            yield pytest.param(game.name, key, text, id=f"{game.stem}:{'/'.join(map(str, path))}")


GAME_STRINGS = list(_game_strings())


def test_musketiere_has_effect_strings():
    assert sum(1 for p in GAME_STRINGS if p.values[0] == "musketiere.yaml") >= 10


@pytest.mark.parametrize("game, key, text", GAME_STRINGS)
def test_every_effect_string_of_the_games_parses(game, key, text):
    span = Span(f"content/games/{game}", 1, 1)
    if key == "do":
        assert isinstance(parse_effect(text, span), Effect)
    else:
        parse_expression(text, span)


def test_ids_with_hyphens_are_named_in_backticks():
    from rulekit.effects import ast as A
    from rulekit.effects.parser import parse_effect as parse
    from rulekit.errors import Span

    node = parse("move(`one-for-all`, one_for_all)", Span("x.yaml", 1, 1))
    first = node.statements[0].args[0]
    assert isinstance(first, A.Name) and first.id == "one-for-all"


@pytest.mark.parametrize("text, closer, opener_at", [
    ("let x = max([1, 2\nlet y = 3", "]", (10, 17)),
    ("draw(deck, hand\nshuffle(deck)", ")", (10, 9)),
    ("if n > 0 {\n  draw(deck, hand\n}", ")", (11, 7)),
])
def test_a_bracket_left_open_on_an_earlier_line_is_pointed_at(text, closer, opener_at):
    """The parser stops on the next line, which is fine in itself: the message names the bracket left open above
    (before, it did so only at the end of the text)."""
    with pytest.raises(EffectSyntaxError) as error:
        parse_effect(text, Span("f.yaml", 10, 5))
    (found,) = error.value.diagnostics
    line, column = opener_at
    assert found.message.endswith(f"a '{closer}' is missing to close the '{ {']': '[', ')': '(' }[closer] }' at line "
                                  f"{line}, column {column}"), found.message
    assert found.span.line > line  # the finding stays where the parser stopped


def test_a_bare_return_does_not_silently_take_the_next_line_as_its_value():
    """Newlines do not end statements, so `return` then a call on the next line read as `return call(...)`."""
    with pytest.raises(EffectSyntaxError) as error:
        parse_effect("return\nrr(n)", Span("f.yaml", 10, 5))
    (found,) = error.value.diagnostics
    assert found.span.line == 10 and "end a bare `return` with ';'" in found.message
    assert isinstance(parse_effect("return;\nrr(n)", Span("f.yaml", 10, 5)).statements[0], ast.Return)
    assert parse_effect("return rr(n)", Span("f.yaml", 10, 5)).statements[0].value.name == "rr"
    assert isinstance(parse_effect("return (\n  1 + 2\n)", Span("f.yaml", 10, 5)).statements[0].value, ast.BinOp)
