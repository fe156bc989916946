"""docs/effect-language.md: the generated reference must match the registry of the core and every game."""
from __future__ import annotations

from rulekit.effects.reference import BEGIN, DOC_PATH, END, render_reference, update_reference_doc
from rulekit.vocabulary import build_registry


def test_reference_in_the_doc_is_up_to_date():
    stale = update_reference_doc(DOC_PATH, build_registry(), check_only=True)
    assert not stale, f"{DOC_PATH} is stale: run `rulekit docs`"


def test_doc_has_the_markers_once():
    text = DOC_PATH.read_text(encoding="utf-8")
    assert text.count(BEGIN) == 1 and text.count(END) == 1


def test_reference_is_deterministic_and_complete():
    registry = build_registry()
    text = render_reference(registry)
    assert text == render_reference(build_registry())
    for prim in registry.primitives.values():
        assert f"#### `{prim.name}`" in text
    for event in registry.events.values():
        assert f"#### `{event.name}`" in text


def test_lint_code_page_is_up_to_date():
    from rulekit.check.codes import LINT_DOC, update_codes_doc

    assert not update_codes_doc(LINT_DOC, check_only=True), "docs/lint-codes.md is stale: run `rulekit docs`"


def test_game_pages_list_the_current_authored_values():
    from rulekit import catalog
    from rulekit.effects.reference import DOC_PATH
    from rulekit.view.provenance import BEGIN, update_provenance_doc

    root = catalog.default_content_root()
    pages = 0
    for game_id in catalog.games(root):
        page = DOC_PATH.parent / "games" / f"{game_id}.md"
        if page.exists() and BEGIN in page.read_text(encoding="utf-8"):
            pages += 1
            assert not update_provenance_doc(page, catalog.load(str(root)), game_id, check_only=True), \
                f"{page} is stale: run `rulekit docs`"
    assert pages >= 1


def test_the_board_games_examples_parse():
    """The hand-written examples of the 'Board games' section are effect-language text that parses."""
    from rulekit.effects import parse_effect
    from rulekit.errors import Span

    text = DOC_PATH.read_text(encoding="utf-8")
    section = text[text.index("## Board games"):text.index("## Reference")]
    blocks, current, fence = [], [], None
    for line in section.splitlines():
        if line.startswith("```"):
            if fence is None:
                fence, current = line[3:], []
            else:
                if fence == "":  # effect text; ```yaml blocks are game files
                    blocks.append("\n".join(current))
                fence = None
        elif fence is not None:
            current.append(line)
    assert len(blocks) == 9
    for block in blocks:
        parse_effect(block, Span(str(DOC_PATH)))


def test_the_card_test_shown_in_the_doc_passes(tmp_path):
    """The YAML card test under "Testing a card" is one `rulekit test` runs and passes."""
    from click.testing import CliRunner

    from rulekit.cli import main

    text = DOC_PATH.read_text(encoding="utf-8")
    section = text[text.index("## Testing a card"):]
    start = section.index("```yaml\n") + len("```yaml\n")
    (tmp_path / "doc.scenario.yaml").write_text(section[start:section.index("```\n", start)], encoding="utf-8")
    result = CliRunner().invoke(main, ["test", str(tmp_path / "doc.scenario.yaml")])
    assert result.exit_code == 0 and "1 passed" in result.output, result.output
