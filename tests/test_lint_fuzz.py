"""Issue 9, point 6: the linter survives any mutation of real content files.

Hypothesis takes a real content file (YAML or Fluent) and deletes, duplicates, re-indents or swaps lines, injects
tabs and odd characters, truncates it or overwrites bytes; linting it must then give exit 0 or 1 (never RK000,
never an exception), every finding must name a file that exists, and time and memory stay bounded.

CI runs a fixed, bounded set of examples (derandomized, ~20-40 s); set RULEKIT_FUZZ_EXAMPLES=500 (and
RULEKIT_FUZZ_RANDOM=1 for new examples each run) to fuzz longer by hand.
"""
from __future__ import annotations

import os
import resource
import shutil
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulekit.check import exit_code, lint_result
from rulekit.compile.game import check_games

ROOT = Path(__file__).resolve().parents[1]
FILES = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "content").rglob("*") if p.suffix in (".yaml", ".ftl"))
ODD = ["\t", ": ", "- ", "&a ", "*a", "<<: *a", "{", "}", "[", "]", "\x00", "\ufeff", "#", "'", '"', "é", "\u202e",
       "{ $x", "!!python/object:os.system ", "? ", "|", "\r", "\\", "%YAML 1.1\n", "---\n", "...\n", "-1e999",
       "9" * 40, "\u0085", "\udcff"]
EXAMPLES = int(os.environ.get("RULEKIT_FUZZ_EXAMPLES", "30"))
SECONDS_PER_LINT = 30  # generous on a shared 2-core machine; a hang or a blow-up takes far longer
MAX_RSS_MIB = 1500

line_op = st.one_of(
    st.tuples(st.just("delete"), st.integers(0, 10_000)),
    st.tuples(st.just("duplicate"), st.integers(0, 10_000)),
    st.tuples(st.just("indent"), st.integers(0, 10_000), st.integers(-4, 4)),
    st.tuples(st.just("swap"), st.integers(0, 10_000), st.integers(0, 10_000)),
    st.tuples(st.just("inject"), st.integers(0, 10_000), st.integers(0, 120), st.sampled_from(ODD)),
)
byte_op = st.one_of(
    st.tuples(st.just("truncate"), st.floats(0, 1)),
    st.tuples(st.just("bytes"), st.floats(0, 1), st.binary(min_size=1, max_size=16)),
)


def mutate(data: bytes, ops: list[tuple]) -> bytes:
    text = data.decode("utf-8")
    lines = text.split("\n")
    for op in ops:
        if op[0] in ("truncate", "bytes"):
            continue
        i = op[1] % len(lines)
        if op[0] == "delete":
            del lines[i]
        elif op[0] == "duplicate":
            lines.insert(i, lines[i])
        elif op[0] == "indent":
            lines[i] = " " * op[2] + lines[i] if op[2] > 0 else lines[i][-op[2]:]
        elif op[0] == "swap":
            j = op[2] % len(lines)
            lines[i], lines[j] = lines[j], lines[i]
        elif op[0] == "inject":
            column = min(op[2], len(lines[i]))
            lines[i] = lines[i][:column] + op[3] + lines[i][column:]
        if not lines:
            lines = [""]
    out = "\n".join(lines).encode("utf-8", "surrogatepass")
    for op in ops:
        if op[0] == "truncate":
            out = out[: int(len(out) * op[1])]
        elif op[0] == "bytes":
            at = int(len(out) * op[1])
            out = out[:at] + op[2] + out[at + len(op[2]):]
    return out


@pytest.fixture(scope="module")
def tree(tmp_path_factory) -> Path:
    base = tmp_path_factory.mktemp("fuzz")
    shutil.copytree(ROOT / "content", base / "content")
    return base


@settings(max_examples=EXAMPLES, deadline=None, derandomize=not os.environ.get("RULEKIT_FUZZ_RANDOM"),
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture], database=None)
@given(name=st.sampled_from(FILES), ops=st.lists(st.one_of(line_op, line_op, byte_op), min_size=1, max_size=3))
def test_mutated_real_content_never_crashes_hangs_or_points_nowhere(tree, name, ops, monkeypatch):
    monkeypatch.chdir(tree)
    path = tree / name
    original = (ROOT / name).read_bytes()
    path.write_bytes(mutate(original, ops))
    try:
        started = time.perf_counter()
        result = lint_result([name], compile_hook=check_games)  # an exception here fails the test
        took = time.perf_counter() - started
    finally:
        path.write_bytes(original)
    assert exit_code(result.diagnostics) in (0, 1), [d for d in result.diagnostics if d.code == "RK000"]
    for d in result.diagnostics:
        assert os.path.lexists(tree / d.span.path), d
    assert took < SECONDS_PER_LINT
    assert resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024 < MAX_RSS_MIB


def test_mutations_do_what_they_say():
    assert mutate(b"a\nb\nc", [("delete", 1)]) == b"a\nc"
    assert mutate(b"a\nb", [("duplicate", 0), ("swap", 0, 2)]) == b"b\na\na"
    assert mutate(b"ab", [("inject", 0, 1, "\t"), ("truncate", 0.5)]) == b"a"
    assert mutate(b"abcd", [("bytes", 0.5, b"\xff")]) == b"ab\xffd"


FTL_FILES = [name for name in FILES if name.endswith(".ftl")]
FTL_ODD = ODD + ["= ", ".x = ", "    .a = b\n", "{ $x }", "{$x}", "{ -t }", "{ a.b }", "-", "[a] b\n", "*[o] x\n",
                 "#x", "# ", "\n# x\n", " \t", "\r\n"]


@settings(max_examples=EXAMPLES * 5, deadline=None, derandomize=not os.environ.get("RULEKIT_FUZZ_RANDOM"),
          database=None)
@given(name=st.sampled_from(FTL_FILES), ops=st.lists(st.one_of(
    line_op, st.tuples(st.just("inject"), st.integers(0, 10_000), st.integers(0, 80), st.sampled_from(FTL_ODD)),
    st.tuples(st.just("truncate"), st.floats(0, 1))), min_size=1, max_size=3))
def test_the_fast_fluent_reader_agrees_with_the_parser(name, ops):
    """Issue 9, point 5: simple Fluent entries are read without fluent.syntax; on real files and any mutation of
    them the summary must be the parser's (entries exactly; errors at the same place with the same code)."""
    from rulekit.load.locales import _too_deep, parse_summary, summarize

    try:
        text = mutate((ROOT / name).read_bytes(), ops).decode("utf-8")
    except UnicodeDecodeError:
        return
    if _too_deep(text):
        return
    fast = summarize(text)
    entries, junk = parse_summary(text)
    assert fast["entries"] == entries
    assert [(j[0], j[2]) for j in fast["junk"]] == [(j[0], j[2]) for j in junk]
