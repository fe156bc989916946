"""Reading YAML with positions (rulekit.load.yamlnodes) and finding content files (rulekit.load.documents)."""
from __future__ import annotations

import dataclasses
import textwrap
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulekit.load import load_content, parse_yaml
from rulekit.load.documents import classify, find_content_root

CONTENT = Path(__file__).resolve().parents[1] / "content"


def write(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text).lstrip("\n"), encoding="utf-8")


# ---------------------------------------------------------------- marks


def test_values_and_keys_have_one_based_positions():
    text = "game: mini\ncards:\n  - {id: a-1, kind: hero}\n  - id: a-2\n    stats:\n      value: 3\n"
    parsed = parse_yaml(text, "c.yaml")
    assert parsed.ok and not parsed.diagnostics
    marks = parsed.marks
    assert (marks[("game",)].line, marks[("game",)].column) == (1, 7)
    assert (marks[("cards", 0, "kind")].line, marks[("cards", 0, "kind")].column) == (3, 21)
    assert (marks[("cards", 1, "stats", "value")].line, marks[("cards", 1, "stats", "value")].column) == (6, 14)
    key = marks.key_span(("cards", 1, "stats", "value"))
    assert (key.line, key.column, key.end_column) == (6, 7, 12)


def test_spans_inside_a_card_carry_the_card_id():
    parsed = parse_yaml("cards:\n  - {id: hero-7, kind: hero}\n", "c.yaml")
    assert parsed.marks[("cards", 0, "kind")].card == "hero-7"
    assert parsed.marks.span(("cards", 0, "stats", "value")).card == "hero-7"  # missing path: nearest parent
    assert parsed.marks[("cards",)].card is None


def test_span_of_a_missing_path_falls_back_to_the_enclosing_value():
    parsed = parse_yaml("a:\n  b: {c: 1}\n", "x.yaml")
    assert parsed.marks.span(("a", "b", "zzz")).line == 2
    assert ("a", "b", "zzz") not in parsed.marks


def test_keys_are_text_as_written():
    # `on:` is YAML 1.1's boolean true; a player count `2:` is an int. Content keys are text.
    parsed = parse_yaml("on: duel_won\n2: {remove: []}\n", "x.yaml")
    assert parsed.data == {"on": "duel_won", "2": {"remove": []}}


def test_scalars_are_plain_python_values():
    parsed = parse_yaml("a: 1\nb: 2.5\nc: true\nd: null\ne: text\nf: '7'\ng: 2024-01-01\n", "x.yaml")
    assert parsed.data == {"a": 1, "b": 2.5, "c": True, "d": None, "e": "text", "f": "7", "g": "2024-01-01"}


def test_duplicate_key_is_rk003_at_the_second_key():
    parsed = parse_yaml("id: a\nkind: x\nid: b\n", "x.yaml")
    (diag,) = parsed.diagnostics
    assert diag.code == "RK003" and "'id'" in diag.message and "line 1" in diag.message
    assert (diag.span.line, diag.span.column) == (3, 1)
    assert parsed.data["id"] == "a"


def test_yaml_syntax_error_is_rk001_with_the_problem_position():
    parsed = parse_yaml("game: mini\ncards:\n  - {id: a, kind: b\n  - {id: c}\n", "bad.yaml")
    assert not parsed.ok and parsed.data is None
    (diag,) = parsed.diagnostics
    assert diag.code == "RK001" and diag.span.path == "bad.yaml"
    assert diag.span.line == 4 and diag.span.column >= 1
    assert "YAML syntax error" in diag.message


def test_yaml_syntax_error_names_the_line_where_the_unfinished_part_began():
    """PyYAML notices a "{" never closed, or a key without ":", lines later; the message names where it began."""
    (diag,) = parse_yaml("game: mini\ncards:\n  - {id: a, kind: b\n\n  - {id: c}\n", "bad.yaml").diagnostics
    assert "flow mapping (begun at line 3, column 5)" in diag.message
    (diag,) = parse_yaml("game: mini\nscenarios\n  - name: x\n    when: y\n", "t.yaml").diagnostics
    assert "(begun at line 2, column 1)" in diag.message and "expected ':'" in diag.message


def test_bad_indentation_is_rk001():
    (diag,) = parse_yaml("a: 1\n  b: 2\n", "x.yaml").diagnostics
    assert diag.code == "RK001" and (diag.span.line, diag.span.column) == (2, 4)


def test_anchors_aliases_and_merge_keys():
    text = textwrap.dedent("""
        base: &hero {kind: hero, deck: deck, provenance: authored}
        cards:
          - <<: *hero
            id: a
          - <<: *hero
            id: b
            deck: other
        list: &l [1, 2]
        again: *l
    """)
    parsed = parse_yaml(text, "x.yaml")
    assert not parsed.diagnostics
    cards = parsed.data["cards"]
    assert cards[0] == {"id": "a", "kind": "hero", "deck": "deck", "provenance": "authored"}
    assert cards[1]["deck"] == "other"
    assert parsed.data["again"] == [1, 2]
    # a merged value points at where it is written (the anchor)
    assert parsed.marks[("cards", 0, "kind")].line == 2
    assert parsed.marks[("cards", 1, "deck")].line == 8


def test_recursive_alias_and_foreign_tags_are_rk002():
    assert [d.code for d in parse_yaml("a: &x [1, *x]\n", "x.yaml").diagnostics] == ["RK002"]
    diags = parse_yaml("a: !!python/object:os.system {}\nb: !card 3\n", "x.yaml").diagnostics
    assert [d.code for d in diags] == ["RK002", "RK002"]


def test_empty_file_is_none():
    parsed = parse_yaml("# only a comment\n", "x.yaml")
    assert parsed.ok and parsed.data is None and not parsed.diagnostics


def test_content_span_skips_quotes_and_block_indicators():
    text = 'a: "quoted"\nb: |\n    first\n    second\nc: plain\n'
    marks = parse_yaml(text, "x.yaml").marks
    assert marks.style(("a",)) == '"' and (marks.content_span(("a",)).column) == 5
    block = marks.content_span(("b",))
    assert marks.style(("b",)) == "|" and (block.line, block.column) == (3, 5)
    assert marks.content_span(("c",)) == marks[("c",)]


# -- hypothesis: every scalar's mark points at its text
_words = st.text("abcdefghij", min_size=1, max_size=6).map(lambda s: "s" + s)
_scalars = st.one_of(st.integers(-999, 999), _words)
_tree = st.recursive(
    _scalars,
    lambda children: st.one_of(st.lists(children, min_size=1, max_size=4),
                               st.dictionaries(_words, children, min_size=1, max_size=4)),
    max_leaves=25,
)


def _leaves(value, path=()):
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _leaves(item, path + (key,))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _leaves(item, path + (index,))
    else:
        yield path, value


@settings(max_examples=150, suppress_health_check=[HealthCheck.too_slow])
@given(tree=st.dictionaries(_words, _tree, min_size=1, max_size=4), flow=st.sampled_from([False, None]))
def test_marks_point_at_every_scalar(tree, flow):
    text = yaml.safe_dump(tree, default_flow_style=flow, sort_keys=False, width=60)
    parsed = parse_yaml(text, "h.yaml")
    assert parsed.data == tree
    lines = text.splitlines()
    for path, value in _leaves(tree):
        span = parsed.marks[path]
        assert lines[span.line - 1][span.column - 1:].startswith(str(value)), (path, span, text)
        if isinstance(path[-1], str):
            key = parsed.marks.key_span(path)
            assert lines[key.line - 1][key.column - 1:].startswith(path[-1])


# ---------------------------------------------------------------- documents


def test_the_real_content_loads():
    content, diagnostics = load_content([CONTENT])
    assert diagnostics == []
    kinds = {Path(doc.path).name: (doc.kind, doc.game) for doc in content.documents}
    assert kinds["musketiere.yaml"] == ("game", "musketiere")
    assert kinds["guards.yaml"] == ("cards", "musketiere")
    assert kinds["table.yaml"] == ("board", "musketiere")
    assert content.games() == ["musketiere", "mylady", "pendants"]
    assert [d.kind for d in content.documents_for("musketiere")] == ["game", "board", "cards", "cards"]
    assert set(content.locales.languages) >= {"en", "de", "fr"}
    assert sum(1 for _ in content.cards("musketiere")) == 70


def test_document_is_frozen():
    content, _ = load_content([CONTENT])
    with pytest.raises(dataclasses.FrozenInstanceError):
        content.documents[0].kind = "board"  # type: ignore[misc]


def test_kind_from_directory():
    assert classify(Path("/x/content/games/mini.yaml")) == ("game", None)
    assert classify(Path("/x/content/cards/mini/deep/a.yaml")) == ("cards", "mini")
    assert classify(Path("/x/content/boards/mini/b.yml")) == ("board", "mini")
    assert classify(Path("/x/elsewhere/a.yaml")) == (None, None)


def test_explicit_files_outside_the_dirs_are_classified_by_keys(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    write(tmp_path, {
        "g.yaml": "id: g\nprovenance: authored\nplayers: {min: 1, max: 2}\nflow: {phases: []}\n",
        "c.yaml": "game: g\ncards: []\n",
        "b.yaml": "id: b\ngame: g\nprovenance: authored\n",
    })
    content, _ = load_content(["g.yaml", "c.yaml", "b.yaml"])
    assert [(d.path, d.kind, d.game) for d in content.documents] == [
        ("g.yaml", "game", "g"), ("c.yaml", "cards", "g"), ("b.yaml", "board", "g")]


def test_directory_walk_ignores_yaml_outside_content_dirs(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    write(tmp_path, {
        ".github/workflows/ci.yaml": "on: push\n",
        "docker-compose.yml": "services: {}\n",
        "content/games/g.yaml": "id: g\n",
        "content/cards/g/a.yaml": "game: g\n",
    })
    content, _ = load_content(["."])
    assert sorted(d.path for d in content.documents) == ["content/cards/g/a.yaml", "content/games/g.yaml"]


def test_a_file_inside_a_content_root_brings_its_context(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    write(tmp_path, {
        "content/games/g.yaml": "id: g\n",
        "content/cards/g/a.yaml": "game: g\n",
        "content/cards/g/b.yaml": "game: g\n",
        "content/locales/en/g.ftl": "g = G\n",
    })
    assert find_content_root(tmp_path / "content/cards/g/a.yaml") == (tmp_path / "content").resolve()
    content, _ = load_content(["content/cards/g/a.yaml"])
    assert sorted(d.path for d in content.documents) == [
        "content/cards/g/a.yaml", "content/cards/g/b.yaml", "content/games/g.yaml"]
    assert content.locales.languages == ["en"]
    assert content.is_target("content/cards/g/a.yaml")
    assert not content.is_target("content/cards/g/b.yaml")


def test_missing_path_and_mismatched_game_are_reported(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    write(tmp_path, {"content/games/g.yaml": "id: g\n", "content/cards/g/a.yaml": "game: h\ncards: []\n"})
    content, diagnostics = load_content(["content", "nope"])
    codes = {(d.code, d.span.path) for d in diagnostics}
    assert ("RK002", "nope") in codes
    assert ("RK004", "content/cards/g/a.yaml") in codes
    assert [d for d in diagnostics if d.code == "RK004"][0].severity == "warning"


def test_unparsable_file_is_a_document_marked_not_ok(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    write(tmp_path, {"content/games/g.yaml": "id: [g\n", "content/cards/g/a.yaml": "game: g\n"})
    content, diagnostics = load_content(["content"])
    (game,) = [d for d in content.documents if d.kind == "game"]
    assert not game.ok and game.game == "g"  # named after the file so its cards are not orphans
    assert [d.code for d in diagnostics] == ["RK001"]


def test_each_file_is_read_once(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    write(tmp_path, {"content/games/g.yaml": "id: g\n", "content/cards/g/a.yaml": "game: g\n"})
    content, _ = load_content(["content", "content/cards", "content/cards/g/a.yaml"])
    assert len(content.documents) == 2
    assert set(content.sources) == {"content/games/g.yaml", "content/cards/g/a.yaml"}
