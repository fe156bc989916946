"""Syntax trees back to effect-language text, formatted one statement a line: what `rulekit show` prints (the
language a modder wrote, not a dump of Python objects). Parsing the output gives the same tree again (tested)."""
from __future__ import annotations

from rulekit.effects import ast

INDENT = "  "

# Binding strength of each operator, weakest first (as in grammar.lark): parentheses go where a weaker operator
# stands inside a stronger one.
_STRENGTH = {"where": 1, "or": 2, "and": 3, "not": 4, "compare": 5, "+": 6, "-": 6, "*": 7, "//": 7, "%": 7,
             "neg": 8}


def unparse(node: ast.Node, depth: int = 0) -> str:
    """An effect, a statement or an expression as text."""
    if isinstance(node, ast.Effect):
        return "\n".join(_statement(s, depth) for s in node.statements)
    if isinstance(node, _STATEMENTS):
        return _statement(node, depth)
    return _expr(node)


def _strength(node: ast.Expr) -> int:
    if isinstance(node, ast.Where):
        return _STRENGTH["where"]
    if isinstance(node, ast.BoolOp):
        return _STRENGTH[node.op]
    if isinstance(node, ast.UnaryOp):
        return _STRENGTH["not"] if node.op == "not" else _STRENGTH["neg"]
    if isinstance(node, ast.Compare):
        return _STRENGTH["compare"]
    if isinstance(node, ast.BinOp):
        return _STRENGTH[node.op]
    return 99


def _wrap(node: ast.Expr, strength: int, right: bool = False) -> str:
    text = _expr(node)
    inner = _strength(node)
    if inner < strength or (right and inner == strength and strength < 99):
        return f"({text})"
    return text


def _literal(value: object) -> str:
    if value is None:
        return "none"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, str):
        escaped = value.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t")
        return f'"{escaped}"'
    return str(value)


def _name(name: str) -> str:
    return f"`{name}`" if "-" in name else name


def _expr(node: ast.Expr) -> str:  # noqa: C901 - one case per node class
    if isinstance(node, ast.Literal):
        return _literal(node.value)
    if isinstance(node, ast.Name):
        return _name(node.id)
    if isinstance(node, ast.Attribute):
        return f"{_wrap(node.obj, 99)}.{node.name}"
    if isinstance(node, ast.ListExpr):
        return "[" + ", ".join(_expr(i) for i in node.items) + "]"
    if isinstance(node, ast.BinOp):
        strength = _STRENGTH[node.op]
        return f"{_wrap(node.left, strength)} {node.op} {_wrap(node.right, strength, right=True)}"
    if isinstance(node, ast.UnaryOp):
        if node.op == "not":
            return f"not {_wrap(node.operand, _STRENGTH['not'])}"
        return f"-{_wrap(node.operand, _STRENGTH['neg'])}"
    if isinstance(node, ast.Compare):
        strength = _STRENGTH["compare"]
        return f"{_wrap(node.left, strength + 1)} {node.op} {_wrap(node.right, strength + 1)}"
    if isinstance(node, ast.BoolOp):
        strength = _STRENGTH[node.op]
        return f" {node.op} ".join(_wrap(v, strength + (i > 0)) for i, v in enumerate(node.values))
    if isinstance(node, ast.Where):
        return f"{_wrap(node.source, 1)} where {_wrap(node.condition, 2)}"
    if isinstance(node, ast.Call):
        args = [_expr(a) for a in node.args] + [f"{kw.name}={_expr(kw.value)}" for kw in node.kwargs]
        return f"{node.name}({', '.join(args)})"
    raise TypeError(f"not an expression: {node!r}")


def _block(statements: tuple[ast.Stmt, ...], depth: int) -> str:
    if not statements:
        return "{}"
    inner = "\n".join(_statement(s, depth + 1) for s in statements)
    return "{\n" + inner + "\n" + INDENT * depth + "}"


def _statement(node: ast.Stmt, depth: int) -> str:  # noqa: C901 - one case per node class
    pad = INDENT * depth
    if isinstance(node, ast.Let):
        return f"{pad}let {node.name} = {_expr(node.value)}"
    if isinstance(node, ast.Assign):
        return f"{pad}{_expr(node.target)} {node.op} {_expr(node.value)}"
    if isinstance(node, ast.If):
        parts = []
        for index, (condition, body) in enumerate(node.branches):
            keyword = "if" if index == 0 else "elif"
            parts.append(f"{keyword} {_expr(condition)} {_block(body, depth)}")
        if node.orelse:
            parts.append(f"else {_block(node.orelse, depth)}")
        return pad + " ".join(parts)
    if isinstance(node, ast.For):
        return f"{pad}for {node.var} in {_expr(node.iterable)} {_block(node.body, depth)}"
    if isinstance(node, ast.Repeat):
        return f"{pad}repeat {_expr(node.count)} {_block(node.body, depth)}"
    if isinstance(node, ast.While):
        return f"{pad}while {_expr(node.condition)} {_block(node.body, depth)}"
    if isinstance(node, ast.Stop):
        return f"{pad}stop"
    if isinstance(node, ast.Return):
        return f"{pad}return" + (f" {_expr(node.value)}" if node.value is not None else "")
    if isinstance(node, ast.Break):
        return f"{pad}break"
    if isinstance(node, ast.Continue):
        return f"{pad}continue"
    if isinstance(node, ast.Choose):
        return pad + _choose(node, depth)
    if isinstance(node, ast.Call):
        return pad + _expr(node)
    raise TypeError(f"not a statement: {node!r}")


def _choose(node: ast.Choose, depth: int) -> str:
    who = f"each {node.each} in {_expr(node.chooser)}" if node.each is not None else _expr(node.chooser)
    lines = [f"choose {who} {_literal(node.prompt)} {{"]
    for option in node.options:
        text = _name(option.label)
        if option.bindings:
            text += "(" + ", ".join(f"{b.name} in {_expr(b.values)}" for b in option.bindings) + ")"
        if option.condition is not None:
            text += f" if {_expr(option.condition)}"
        lines.append(INDENT * (depth + 1) + f"{text} {_block(option.body, depth + 1)}")
    lines.append(INDENT * depth + "}")
    return "\n".join(lines)


_STATEMENTS = (ast.Let, ast.Assign, ast.If, ast.For, ast.Repeat, ast.While, ast.Stop, ast.Return, ast.Break,
               ast.Continue, ast.Choose)
